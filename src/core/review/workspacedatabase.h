// SPDX-License-Identifier: MIT
#pragma once

#include "review/checklistitemstate.h"
#include "review/reviewnote.h"
#include "review/reviewsession.h"
#include "review/runindexrow.h"
#include "review/workspacelocation.h"

#include <QSqlDatabase>
#include <QString>
#include <QHash>
#include <QStringList>
#include <optional>

struct PerfRecordsFile;

class QSqlDriver;

// The workspace database: what the workbench remembers about runs (never stored inside a run).
// SQLite in the user's data directory by default (WAL, schema version in PRAGMA user_version), or
// a team's PostgreSQL database (QPSQL, schema version in the perfopt_schema table; docs/team.md).
// All SQL lives behind this class, the same on both backends apart from WorkspaceDialect's few
// words: views and the CLI only see the value types below (docs/review-wizard.md).
//
// Schema: 1 runs, 2 records_snapshots, 3 review_notes, 4 checklist_state + review_sessions,
// 5 revisions and authors (concurrent reviewers), review_note_history, run_index, 6 run_index
// keyed by path (two checkouts of a repository share a run key, not a row).
//
// Concurrent reviewers: notes are rows (an edit keeps the previous text in review_note_history);
// checklist items, sessions (sign-offs) and notes carry a revision. A write based on an older
// revision than the stored one is refused: the call returns false, lastWriteConflicted() is true
// and conflictingItem()/conflictingSession()/conflictingNote() hold the other reviewer's value.
//
// Moved folders: a run key is "<16 hex of the log head's SHA-256>:<canonical perf_opt path>".
// Review data stored under another key with the same hash part whose path no longer exists on
// disk belongs to the run (it was moved): the readers below include it, and adoptMovedRun()
// rewrites those keys to the current one. A copy (the old path still exists) keeps its own data.
class WorkspaceDatabase
{
public:
    static constexpr int SchemaVersion = 6;
    // The oldest schema whose review data (notes, checklist, sessions) the readers below can read
    // as it is: a read-only open (an export) of it needs no migration. Schema 6 changed only run_index.
    static constexpr int OldestReadableSchemaVersion = 5;
    static constexpr const char *NotifyChannel = "perfopt_workspace";

    WorkspaceDatabase();
    ~WorkspaceDatabase();
    WorkspaceDatabase(const WorkspaceDatabase &) = delete;
    WorkspaceDatabase &operator=(const WorkspaceDatabase &) = delete;

    // Per user, the same for perfopt-workbench and perfopt whatever the application name.
    static QString defaultPath();
    // ReadOnly (exports): the database is never created, migrated or changed (SQLite's journal
    // mode included); a file that does not exist is an error, and an older schema is opened as it
    // is (schemaVersion() tells; the review readers below need OldestReadableSchemaVersion).
    enum class Access { ReadWrite, ReadOnly };
    // A location as WorkspaceLocation::parse() reads it: a path, sqlite:PATH or postgresql://…;
    // empty = defaultPath(). Refuses a schema newer than SchemaVersion.
    bool open(const QString &location = QString(), Access access = Access::ReadWrite);
    bool open(const WorkspaceLocation &location, Access access = Access::ReadWrite);
    bool isOpen() const;
    QString errorString() const { return m_error; }
    QString path() const { return m_path; } // the SQLite file, or the URL of a PostgreSQL workspace
    const WorkspaceLocation &location() const { return m_location; }
    bool isPostgreSql() const { return m_location.isPostgreSql(); }
    QSqlDriver *driver() const; // for LISTEN/NOTIFY (WorkspaceWatcher)

    // Who writes: stored with every note, verdict and session. Defaults to $USER (or $USERNAME).
    static QString defaultUserName();
    void setUserName(const QString &name) { m_userName = name; }
    QString userName() const { return m_userName; }

    // Several writes as one transaction (bulk imports, the index, tests).
    bool beginBatch();
    bool commitBatch();
    void rollbackBatch();

    // The last write was refused because another reviewer changed the row first.
    bool lastWriteConflicted() const { return m_conflict; }
    ChecklistItemState conflictingItem() const { return m_conflictItem; }
    ReviewSession conflictingSession() const { return m_conflictSession; }
    std::optional<ReviewNote> conflictingNote() const { return m_conflictNote; }
    int schemaVersion() const;
    QString journalMode() const;

    bool touchRun(const QString &runKey, const QString &path, const QString &operatorName);
    int runCount() const;
    QStringList runPaths() const; // most recently opened first

    // The last perf_records.jsonl seen for a run (append-only check); empty when none.
    QByteArray lastRecordsSnapshot(const QString &runKey, QString *takenAt = nullptr) const;
    bool saveRecordsSnapshot(const QString &runKey, const QByteArray &bytes);
    // Remembers perf_records.jsonl as `records` reads now, `earlier` being what lastRecordsSnapshot()
    // returned before. A file that has not changed keeps its snapshot, and the time it was taken
    // (when these bytes were first seen): checking a large run again writes nothing.
    bool rememberRecords(const QString &runKey, const PerfRecordsFile &records, const QByteArray &earlier);
    // Makes perf_records.jsonl as `records` reads now the run's snapshot, whatever the earlier one
    // held: a reviewer accepting a run restarted on purpose (rememberRecords() keeps a snapshot the
    // file no longer starts with).
    bool acceptRecords(const QString &runKey, const PerfRecordsFile &records);

    // Rewrites the review data of the same run at a former path (moved folder) to `runKey`, in one
    // transaction. Returns how many keys were adopted, -1 on error.
    int adoptMovedRun(const QString &runKey);

    // Review notes (schema 3). addNote returns the new id (0 on error) and fills in the timestamps.
    qint64 addNote(ReviewNote &note);
    bool updateNote(ReviewNote &note); // text, author and target; bumps updated_at and revision
    bool deleteNote(qint64 id); // the note's last text stays in review_note_history
    bool deleteNote(const ReviewNote &note); // refused when note.revision is stale
    QList<ReviewNote> noteHistory(qint64 id) const; // earlier texts of a note, oldest first
    std::optional<ReviewNote> note(qint64 id) const;
    QList<ReviewNote> notes(const QString &runKey) const; // oldest first, moved-folder notes included
    int noteCount() const;

    // Checklist state and the review session (schema 4).
    // Items a reviewer touched; with includeCleared also the cleared ones (their revision counts).
    QList<ChecklistItemState> checklistState(const QString &runKey, bool includeCleared = false) const;
    // Based on state.revision (0 = a new item); an empty state clears the item. On success the
    // state carries the new revision, author and time.
    bool saveChecklistItem(const QString &runKey, ChecklistItemState &state);
    bool saveChecklistState(const QString &runKey, QList<ChecklistItemState> &states); // one transaction
    ReviewSession reviewSession(const QString &runKey) const; // isNew() when none was saved
    bool saveReviewSession(ReviewSession &session);
    bool clearReview(const QString &runKey); // checklist state and session, one transaction

    // The index of a repository's runs (schema 5; `perfopt index`, the Runs dashboard).
    QHash<QString, QString> runIndexFingerprints() const; // path -> fingerprint
    // One transaction; NOTIFYs "index". A path keeps one row (schema 6): a run whose key changed
    // (its log's first lines were still being written, or were edited) replaces its row, and two
    // checkouts of one run (one key) keep a row each.
    bool saveRunIndexRows(const QList<RunIndexRow> &rows);
    // Drops the rows of runs under `root` (a folder, or a perf_opt/ itself) that are not in `found`:
    // runs deleted or moved since the last index. Rows under a folder of `unlisted` (its listing
    // was incomplete) stay. NOTIFYs "index" when any was dropped.
    bool forgetRunIndexRowsUnder(const QString &root, const QStringList &found, const QStringList &unlisted = {});
    // By path, with the review status as the readers above see it (moved-folder data included).
    QList<RunIndexRow> runIndexRows(const QString &underPath = QString()) const;

    // Tells other connections (PostgreSQL LISTEN, WorkspaceWatcher) that a run's review changed.
    void notifyChanged(const QString &runKey);

private:
    std::optional<QByteArray> readAgain(const PerfRecordsFile &records); // the snapshot to save, as read now
    bool migrate(Access access);
    bool failWith(const QString &message);
    bool writeNote(ReviewNote &note, bool remove);
    bool ownTransaction(); // begins one unless a batch is open
    bool endOwnTransaction(bool own, bool ok);
    bool writeChecklistItem(const QString &runKey, ChecklistItemState &state, const QString &now);
    std::optional<ChecklistItemState> storedItem(const QString &runKey, const QString &itemId) const;
    QStringList keysOf(const QString &table, const QString &runKey) const; // runKey first, then moved ones
    QSqlDatabase database() const;

    QString m_connectionName;
    WorkspaceLocation m_location;
    QString m_path;
    QString m_error;
    QString m_userName;
    bool m_inBatch = false;
    bool m_conflict = false;
    ChecklistItemState m_conflictItem;
    ReviewSession m_conflictSession;
    std::optional<ReviewNote> m_conflictNote;
};
