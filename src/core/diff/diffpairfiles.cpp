// SPDX-License-Identifier: MIT
#include "diff/diffpairfiles.h"

#include "diff/difftext.h"

#include "base/runread.h"
#include "base/savetarget.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QSaveFile>

namespace {

bool readAll(const QString &path, QByteArray *bytes, QString *error)
{
    // Through the one read place: no link, no FIFO, nothing outside the file's folder, bounded.
    RunRead::Result read = RunRead::read(QString(), path, RunRead::MaxKernelBytes);
    if (!read.ok() || read.cut) {
        const QString why = read.cut
            ? QCoreApplication::translate("DiffPairFiles", "the file is %1, over the %2 a kernel file may have: it is not compared")
                  .arg(QLocale::c().formattedDataSize(read.size, 1, QLocale::DataSizeTraditionalFormat),
                       QLocale::c().formattedDataSize(RunRead::MaxKernelBytes, 0, QLocale::DataSizeTraditionalFormat))
            : read.reason.isEmpty() ? QStringLiteral("ENOENT")
                                    : read.reason;
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, why);
        return false;
    }
    *bytes = std::move(read.bytes);
    return true;
}

bool mostlyCrlf(const QByteArray &bytes)
{
    const DiffText text = DiffText::fromText(QString::fromUtf8(bytes));
    return text.crlfLines * 2 > text.lineCount();
}

} // namespace

DiffPairFiles::DiffPairFiles(QObject *parent)
    : QObject(parent)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(150);
    connect(&m_debounce, &QTimer::timeout, this, &DiffPairFiles::changedOnDisk);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &DiffPairFiles::onFileChanged);
}

bool DiffPairFiles::load(const QString &leftPath, const QString &rightPath, QString *error)
{
    QByteArray left, right;
    if (!readAll(leftPath, &left, error) || !readAll(rightPath, &right, error))
        return false;
    clear();
    m_leftPath = leftPath;
    m_rightPath = rightPath;
    m_leftBytes = left;
    m_rightBytes = right;
    m_rightCrlf = mostlyCrlf(right);
    m_watcher.addPath(leftPath);
    m_watcher.addPath(rightPath);
    return true;
}

void DiffPairFiles::clear()
{
    if (!m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    m_debounce.stop();
    m_leftPath.clear();
    m_rightPath.clear();
    m_leftBytes.clear();
    m_rightBytes.clear();
    m_rightCrlf = false;
}

QString DiffPairFiles::toDiskText(const QString &editorText) const
{
    if (!m_rightCrlf)
        return editorText;
    QString text = editorText;
    text.replace(u'\n', QStringLiteral("\r\n"));
    return text;
}

bool DiffPairFiles::rightChangedOnDisk() const
{
    QByteArray now;
    return !readAll(m_rightPath, &now, nullptr) || now != m_rightBytes;
}

bool DiffPairFiles::reread(bool *leftChanged, bool *rightChanged, bool takeRight, QString *error)
{
    QByteArray left, right;
    if (!readAll(m_leftPath, &left, error) || !readAll(m_rightPath, &right, error))
        return false;
    *leftChanged = left != m_leftBytes;
    *rightChanged = right != m_rightBytes;
    m_leftBytes = left;
    if (takeRight) {
        m_rightBytes = right;
        m_rightCrlf = mostlyCrlf(right);
    }
    return true;
}

bool DiffPairFiles::saveRight(const QString &editorText, QString *error)
{
    if (const QString refused = SaveTarget::refusal(m_rightPath); !refused.isEmpty()) {
        if (error)
            *error = refused;
        return false;
    }
    const QByteArray bytes = toDiskText(editorText).toUtf8();
    QSaveFile file(m_rightPath);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    m_rightBytes = bytes;
    // QSaveFile replaced the file: watch the new one.
    m_watcher.removePath(m_rightPath);
    m_watcher.addPath(m_rightPath);
    return true;
}

void DiffPairFiles::onFileChanged(const QString &path)
{
    // Editors that save by replacing drop the watch: take it up again.
    if (QFileInfo::exists(path) && !m_watcher.files().contains(path))
        m_watcher.addPath(path);
    m_debounce.start();
}
