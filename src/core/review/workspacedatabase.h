// SPDX-License-Identifier: MIT
#pragma once

#include "review/checklistitemstate.h"
#include "review/reviewnote.h"
#include "review/reviewsession.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <optional>

// The workspace database: what the workbench remembers about runs (never stored inside a run).
// SQLite in the user's data directory by default, WAL, schema versioned with PRAGMA user_version.
// All SQL lives behind this class so that another driver (QPSQL for teams) can be added later:
// views and the CLI only see the value types below (docs/review-wizard.md, "Workspace database").
//
// Schema: 1 runs, 2 records_snapshots, 3 review_notes, 4 checklist_state + review_sessions.
//
// Moved folders: a run key is "<16 hex of the log head's SHA-256>:<canonical perf_opt path>".
// Review data stored under another key with the same hash part whose path no longer exists on
// disk belongs to the run (it was moved): the readers below include it, and adoptMovedRun()
// rewrites those keys to the current one. A copy (the old path still exists) keeps its own data.
class WorkspaceDatabase
{
public:
    static constexpr int SchemaVersion = 4;

    WorkspaceDatabase();
    ~WorkspaceDatabase();
    WorkspaceDatabase(const WorkspaceDatabase &) = delete;
    WorkspaceDatabase &operator=(const WorkspaceDatabase &) = delete;

    // Per user, the same for perfopt-workbench and perfopt whatever the application name.
    static QString defaultPath();
    bool open(const QString &path = defaultPath());
    bool isOpen() const;
    QString errorString() const { return m_error; }
    QString path() const { return m_path; }
    int schemaVersion() const;
    QString journalMode() const;

    bool touchRun(const QString &runKey, const QString &path, const QString &operatorName);
    int runCount() const;
    QStringList runPaths() const; // most recently opened first

    // The last perf_records.jsonl seen for a run (append-only check); empty when none.
    QByteArray lastRecordsSnapshot(const QString &runKey, QString *takenAt = nullptr) const;
    bool saveRecordsSnapshot(const QString &runKey, const QByteArray &bytes);

    // Rewrites the review data of the same run at a former path (moved folder) to `runKey`, in one
    // transaction. Returns how many keys were adopted, -1 on error.
    int adoptMovedRun(const QString &runKey);

    // Review notes (schema 3). addNote returns the new id (0 on error) and fills in the timestamps.
    qint64 addNote(ReviewNote &note);
    bool updateNote(ReviewNote &note); // text, author and target; bumps updated_at
    bool deleteNote(qint64 id);
    std::optional<ReviewNote> note(qint64 id) const;
    QList<ReviewNote> notes(const QString &runKey) const; // oldest first, moved-folder notes included
    int noteCount() const;

    // Checklist state and the review session (schema 4).
    QList<ChecklistItemState> checklistState(const QString &runKey) const;
    bool saveChecklistItem(const QString &runKey, ChecklistItemState &state); // empty state = delete
    bool saveChecklistState(const QString &runKey, QList<ChecklistItemState> &states); // one transaction
    ReviewSession reviewSession(const QString &runKey) const; // isNew() when none was saved
    bool saveReviewSession(ReviewSession &session);
    bool clearReview(const QString &runKey); // checklist state and session, one transaction

private:
    bool migrate();
    bool writeChecklistItem(const QString &runKey, ChecklistItemState &state, const QString &now);
    QStringList keysOf(const QString &table, const QString &runKey) const; // runKey first, then moved ones
    QSqlDatabase database() const;

    QString m_connectionName;
    QString m_path;
    QString m_error;
};
