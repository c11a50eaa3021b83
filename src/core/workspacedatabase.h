// SPDX-License-Identifier: MIT
#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

// The workspace database: what the workbench remembers about runs (never stored inside a run).
// SQLite in the user's data directory by default, WAL, schema versioned with PRAGMA user_version.
// All SQL lives behind this class so that another driver (QPSQL for teams) can be added later.
class WorkspaceDatabase
{
public:
    static constexpr int SchemaVersion = 2;

    WorkspaceDatabase();
    ~WorkspaceDatabase();
    WorkspaceDatabase(const WorkspaceDatabase &) = delete;
    WorkspaceDatabase &operator=(const WorkspaceDatabase &) = delete;

    static QString defaultPath();
    bool open(const QString &path = defaultPath());
    bool isOpen() const;
    QString errorString() const { return m_error; }
    QString path() const { return m_path; }
    int schemaVersion() const;
    QString journalMode() const;

    // A run's stable key: its path plus a hash of its log's first lines, so notes survive a move.
    static QString runKey(const QString &canonicalPath, const QByteArray &logHead);
    bool touchRun(const QString &runKey, const QString &path, const QString &operatorName);
    int runCount() const;
    QStringList runPaths() const; // most recently opened first

    // The last perf_records.jsonl seen for a run (append-only check); empty when none.
    QByteArray lastRecordsSnapshot(const QString &runKey, QString *takenAt = nullptr) const;
    bool saveRecordsSnapshot(const QString &runKey, const QByteArray &bytes);

private:
    bool migrate();
    QSqlDatabase database() const;

    QString m_connectionName;
    QString m_path;
    QString m_error;
};
