// SPDX-License-Identifier: MIT
#pragma once
// Test helpers: copies of the bundled sample runs (optionally edited) and synthetic runs from
// perfopt-synth, in temporary directories. Header-only; not a test of its own.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QString>
#include <utility>

namespace RunCopy {

// Where temporary runs go: /dev/shm when there is one (copies of the samples are many small files).
inline QString tempTemplate()
{
    const QFileInfo shm(QStringLiteral("/dev/shm"));
    const QString root = shm.isDir() && shm.isWritable() ? shm.filePath() : QDir::tempPath();
    return root + QStringLiteral("/perfopt-test-XXXXXX");
}

inline QString sample(const QString &name)
{
    return QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/") + name;
}

inline bool copyTree(const QString &from, const QString &to)
{
    if (!QDir().mkpath(to))
        return false;
    QDirIterator it(from, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo info = it.nextFileInfo();
        const QString target = QDir(to).filePath(QDir(from).relativeFilePath(info.filePath()));
        if (info.isDir() ? !QDir().mkpath(target) : !QFile::copy(info.filePath(), target))
            return false;
    }
    return true;
}

// Writes `bytes` to root/relative, making the folders on the way; false when it cannot.
inline bool writeFile(const QString &root, const QString &relative, const QByteArray &bytes)
{
    const QString path = QDir(root).filePath(relative);
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return false;
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

// Replaces every occurrence of each pair's first string in the file; false if one is absent.
inline bool editFile(const QString &path, const QList<std::pair<QString, QString>> &replacements)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    QString text = QString::fromUtf8(file.readAll());
    file.close();
    for (const auto &[from, to] : replacements) {
        if (!text.contains(from))
            return false;
        text.replace(from, to);
    }
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    file.write(text.toUtf8());
    return true;
}

// perfopt-synth OUTDIR args…; true when it wrote the run.
inline bool synth(const QString &outDir, const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(PERFOPT_SYNTH_PATH), QStringList {outDir} + arguments);
    return process.waitForFinished(60000) && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

} // namespace RunCopy
