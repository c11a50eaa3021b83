// SPDX-License-Identifier: MIT
#include "run/logsindex.h"

#include "base/runroot.h"
#include "profiles/profilejson.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTimeZone>

namespace {

constexpr int maxDepth = 16;

QString joinPath(const QString &dir, const QString &name)
{
    return dir + QLatin1Char('/') + name;
}

} // namespace

LogsIndex LogsIndex::scan(const QString &operatorDir, const QString &logsRelDir)
{
    return scan(operatorDir, logsRelDir, Progress());
}

LogsIndex LogsIndex::scan(const QString &operatorDir, const QString &logsRelDir, const Progress &progress)
{
    LogsIndex index;
    const QFileInfo root(operatorDir);
    index.m_operatorDir = root.absoluteFilePath();
    index.m_canonicalRoot = root.canonicalFilePath();
    index.m_logsRelDir = RunRoot::cleanRelativePath(logsRelDir);
    if (index.m_canonicalRoot.isEmpty() || !root.isDir()) {
        index.m_diagnostics.append({Diagnostic::Severity::Error, QStringLiteral("logs.missing-operator-dir"),
                                    operatorDir, 0, 0, tr("The operator directory does not exist.")});
        return index;
    }
    if (index.m_logsRelDir.isEmpty() || index.m_logsRelDir == QLatin1String(".")) {
        index.m_diagnostics.append({Diagnostic::Severity::Error, QStringLiteral("logs.path-escape"), logsRelDir, 0, 0,
                                    tr("The logs directory must be a folder inside the operator directory.")});
        return index;
    }
    const QFileInfo logs(index.m_operatorDir + QLatin1Char('/') + index.m_logsRelDir);
    index.m_logsDirExists = logs.isDir();
    if (!index.m_logsDirExists) {
        index.m_diagnostics.append({Diagnostic::Severity::Info, QStringLiteral("logs.missing-dir"), index.m_logsRelDir,
                                    0, 0, tr("No logs directory yet.")});
        return index;
    }
    if (!RunRoot::isInside(index.m_canonicalRoot, logs.canonicalFilePath())) {
        index.m_diagnostics.append(
            {Diagnostic::Severity::Warning, QStringLiteral("logs.symlink-escape"), index.m_logsRelDir, 0, 0,
             tr("Leads to %1, outside the operator directory; not followed.").arg(logs.canonicalFilePath())});
        return index;
    }
    index.walk(index.m_logsRelDir, 0, progress);
    std::sort(index.m_files.begin(), index.m_files.end(),
              [](const LogFile &a, const LogFile &b) { return a.relativePath < b.relativePath; });
    return index;
}

void LogsIndex::walk(const QString &relDir, int depth, const Progress &progress)
{
    if (m_cancelled)
        return;
    if (progress && !progress(++m_directories, m_files.size())) {
        m_cancelled = true;
        return;
    }
    if (depth > maxDepth) {
        m_diagnostics.append({Diagnostic::Severity::Warning, QStringLiteral("logs.too-deep"), relDir, 0, 0,
                              tr("Directory nesting deeper than %1 levels; not searched further.").arg(maxDepth)});
        return;
    }
    const QDir dir(m_operatorDir + QLatin1Char('/') + relDir);
    // Links inside the project may point back up; each real directory is listed once.
    const QString canonical = QFileInfo(dir.absolutePath()).canonicalFilePath();
    if (canonical.isEmpty() || m_visited.contains(canonical))
        return;
    m_visited.insert(canonical);
    const QFileInfoList entries
        = dir.entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System, QDir::Name);
    for (const QFileInfo &info : entries) {
        if (info.fileName().startsWith(QLatin1Char('.')))
            continue;
        const QString rel = joinPath(relDir, info.fileName());
        if (info.isSymLink()) {
            const QString target = info.canonicalFilePath();
            if (target.isEmpty()) {
                m_diagnostics.append({Diagnostic::Severity::Warning, QStringLiteral("logs.broken-symlink"), rel, 0, 0,
                                      tr("Broken symbolic link; skipped.")});
                continue;
            }
            if (!RunRoot::isInside(m_canonicalRoot, target)) {
                m_diagnostics.append(
                    {Diagnostic::Severity::Warning, QStringLiteral("logs.symlink-escape"), rel, 0, 0,
                     tr("Symbolic link to %1, outside the operator directory; not followed.").arg(target)});
                continue;
            }
        }
        if (info.isDir()) {
            walk(rel, depth + 1, progress);
        } else if (info.isFile()) {
            LogFile file;
            file.relativePath = rel;
            file.size = info.size();
            file.modified = info.lastModified(QTimeZone::UTC);
            file.round = roundForPath(rel.mid(m_logsRelDir.size() + 1), &file.phase);
            m_files.append(file);
        }
    }
}

int LogsIndex::roundForPath(const QString &pathBelowLogs, QString *phase)
{
    static const QRegularExpression explicitRound(
        QStringLiteral("(?:^|[^a-z0-9])(?:round|iteration|iter)[_-]?(\\d{1,3})(?![0-9])"),
        QRegularExpression::CaseInsensitiveOption);
    // Branch and candidate names that start a component: v3_…, v3op1, r3_…, r7f_pipe2; and Gen A
    // branch names {op}_opt_v{iter}_…. A "_v2" suffix is a file version, not a round.
    static const QRegularExpression shorthand(QStringLiteral("(?:^[rv]|(?:^|[^a-z0-9])opt_v)(\\d{1,3})(?![0-9])"),
                                              QRegularExpression::CaseInsensitiveOption);
    const QStringList parts = QDir::cleanPath(pathBelowLogs).split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (phase) {
        phase->clear();
        for (const QString &part : parts) {
            static const QRegularExpression phaseWord(
                QStringLiteral("^(baseline|candidate|merged|final)(?:$|[^a-z0-9])"),
                QRegularExpression::CaseInsensitiveOption);
            if (const auto match = phaseWord.match(part); match.hasMatch()) {
                *phase = match.captured(1).toLower();
                break;
            }
        }
    }
    for (const QRegularExpression *pattern : {&explicitRound, &shorthand}) {
        for (const QString &part : parts) {
            if (const auto match = pattern->match(part); match.hasMatch())
                return match.captured(1).toInt();
        }
    }
    return -1;
}

QList<LogFile> LogsIndex::filesForRound(int round) const
{
    QList<LogFile> result;
    for (const LogFile &file : m_files) {
        if (file.round == round)
            result.append(file);
    }
    return result;
}

qint64 LogsIndex::totalSize() const
{
    qint64 total = 0;
    for (const LogFile &file : m_files)
        total += file.size;
    return total;
}

void LogsIndex::writeJson(JsonStreamWriter &w, bool withDiagnostics) const
{
    // Keys in QJsonObject's (sorted) order.
    w.beginObject();
    w.key(QStringLiteral("cancelled"));
    w.value(m_cancelled);
    if (withDiagnostics) {
        w.key(QStringLiteral("diagnostics"));
        ProfileJson::write(m_diagnostics, w);
    }
    w.key(QStringLiteral("exists"));
    w.value(m_logsDirExists);
    w.key(QStringLiteral("files"));
    w.beginArray();
    for (const LogFile &file : m_files) {
        w.beginObject();
        w.key(QStringLiteral("path"));
        w.value(file.relativePath);
        w.key(QStringLiteral("phase"));
        if (file.phase.isEmpty())
            w.null();
        else
            w.value(file.phase);
        w.key(QStringLiteral("round"));
        if (file.round >= 0)
            w.value(file.round);
        else
            w.null();
        w.key(QStringLiteral("size"));
        w.value(file.size);
        w.endObject();
    }
    w.endArray();
    w.key(QStringLiteral("logs_dir"));
    w.value(m_logsRelDir);
    w.key(QStringLiteral("total_size"));
    w.value(totalSize());
    w.endObject();
}

QJsonObject LogsIndex::toJson() const
{
    // One writer of the form: the document is what writeJson() prints, read back.
    QByteArray bytes;
    {
        JsonStreamWriter writer([&bytes](QByteArrayView piece) { bytes.append(piece); });
        writeJson(writer);
    }
    return QJsonDocument::fromJson(bytes).object();
}
