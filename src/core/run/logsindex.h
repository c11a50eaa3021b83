// SPDX-License-Identifier: MIT
#pragma once

#include "base/diagnostic.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <functional>

class JsonStreamWriter;

// One file under perf_opt/logs/.
struct LogFile
{
    QString relativePath; // from the operator directory: "perf_opt/logs/round3/v3op1.log"
    qint64 size = 0;
    QDateTime modified; // UTC
    int round = -1; // -1: the path does not say
    QString phase; // Gen B phase folder (baseline, candidate, merged, final), else empty
};

// The files under perf_opt/logs/, recursively, each mapped to a round when its path allows.
// Only listed, never read: logs can be large and the GUI opens them on demand.
class LogsIndex
{
    Q_DECLARE_TR_FUNCTIONS(LogsIndex)

public:
    // Called once per directory visited; return false to cancel.
    using Progress = std::function<bool(qint64 directoriesVisited, qint64 filesFound)>;

    static LogsIndex scan(const QString &operatorDir, const QString &logsRelDir = QStringLiteral("perf_opt/logs"));
    static LogsIndex scan(const QString &operatorDir, const QString &logsRelDir, const Progress &progress);

    // Round named by a path below the logs directory: "round3/…", "round_3", "iter3", "r3_…",
    // "v3_…"/"v3op1", "…_opt_v3_…", Gen B "<phase>/round<R>/…" or "<phase>_round<R>". An explicit
    // round/iter word anywhere wins over the r<N>/v<N> shorthands, which must start a component;
    // among equals the outermost component decides. -1 if none. phase gets a Gen B phase word
    // (baseline, candidate, merged, final) that starts a component.
    static int roundForPath(const QString &pathBelowLogs, QString *phase = nullptr);

    QString operatorDir() const { return m_operatorDir; }
    QString logsRelDir() const { return m_logsRelDir; }
    bool logsDirExists() const { return m_logsDirExists; }
    bool wasCancelled() const { return m_cancelled; }
    const QList<LogFile> &files() const { return m_files; }
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    QList<LogFile> filesForRound(int round) const;
    qint64 totalSize() const;
    // As `perfopt inspect --json` lists it: paths relative to the operator directory, no file times.
    QJsonObject toJson() const;
    void writeJson(JsonStreamWriter &writer, bool withDiagnostics = true) const; // toJson(), streamed

private:
    void walk(const QString &relDir, int depth, const Progress &progress);

    QString m_operatorDir;
    QString m_canonicalRoot;
    QString m_logsRelDir;
    bool m_logsDirExists = false;
    bool m_cancelled = false;
    qint64 m_directories = 0;
    QList<LogFile> m_files;
    QSet<QString> m_visited;
    Diagnostics m_diagnostics;
};
