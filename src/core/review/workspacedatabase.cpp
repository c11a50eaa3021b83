// SPDX-License-Identifier: MIT
#include "review/workspacedatabase.h"

#include "run/runkey.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>
#include <vector>

WorkspaceDatabase::WorkspaceDatabase()
    : m_connectionName(QStringLiteral("perfopt-workspace-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
{
}

WorkspaceDatabase::~WorkspaceDatabase()
{
    if (QSqlDatabase::contains(m_connectionName)) {
        {
            QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_connectionName);
    }
}

QString WorkspaceDatabase::defaultPath()
{
    // One database for the workbench and the CLI: AppDataLocation would give each executable its
    // own (perfopt/perfopt vs perfopt/perfopt-workbench), and `perfopt check` would then compare
    // against snapshots the workbench never took. The path is the workbench's, so data written
    // before both shared it stays where it was.
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
        .filePath(QStringLiteral("perfopt/perfopt-workbench/workspace.sqlite"));
}

QSqlDatabase WorkspaceDatabase::database() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

bool WorkspaceDatabase::open(const QString &path)
{
    m_path = path;
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        m_error = QStringLiteral("cannot create %1").arg(QFileInfo(path).absolutePath());
        return false;
    }
    QSqlDatabase db = QSqlDatabase::contains(m_connectionName)
        ? database()
        : QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    if (!db.isValid()) {
        m_error = QStringLiteral("the Qt SQLite driver (QSQLITE) is not available");
        return false;
    }
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.open()) {
        m_error = db.lastError().text();
        return false;
    }
    QSqlQuery query(db);
    query.exec(QStringLiteral("PRAGMA journal_mode=WAL"));
    query.exec(QStringLiteral("PRAGMA foreign_keys=ON"));
    return migrate();
}

bool WorkspaceDatabase::isOpen() const
{
    return database().isOpen();
}

int WorkspaceDatabase::schemaVersion() const
{
    QSqlQuery query(database());
    if (query.exec(QStringLiteral("PRAGMA user_version")) && query.next())
        return query.value(0).toInt();
    return -1;
}

QString WorkspaceDatabase::journalMode() const
{
    QSqlQuery query(database());
    if (query.exec(QStringLiteral("PRAGMA journal_mode")) && query.next())
        return query.value(0).toString();
    return QString();
}

bool WorkspaceDatabase::migrate()
{
    QSqlDatabase db = database();
    const int from = schemaVersion();
    if (from < 0) {
        // SQLite opens any file lazily; the first query tells whether it is a database at all.
        m_error = QStringLiteral("%1 is not a readable SQLite database").arg(m_path);
        db.close();
        return false;
    }
    if (from >= SchemaVersion)
        return true;
    // One step per schema version, each in its own transaction. The SQL stays within what SQLite
    // and PostgreSQL share, apart from INTEGER PRIMARY KEY (SERIAL on PostgreSQL).
    static const std::vector<std::vector<const char *>> steps = {
        // 0 -> 1
        {"CREATE TABLE runs ("
         " id INTEGER PRIMARY KEY,"
         " run_key TEXT NOT NULL UNIQUE,"
         " path TEXT NOT NULL,"
         " operator TEXT NOT NULL DEFAULT '',"
         " first_opened TEXT NOT NULL,"
         " last_opened TEXT NOT NULL)"},
        // 1 -> 2: what perf_records.jsonl looked like when we last saw it
        {"CREATE TABLE records_snapshots ("
         " run_key TEXT NOT NULL PRIMARY KEY,"
         " taken_at TEXT NOT NULL,"
         " bytes BLOB NOT NULL)"},
        // 2 -> 3: review notes on a run, a round, a candidate, a record or a line of a file.
        // ("notes" may already exist in files from before versioning, hence the prefix.)
        {"CREATE TABLE review_notes ("
         " id INTEGER PRIMARY KEY,"
         " run_key TEXT NOT NULL,"
         " run_hash TEXT NOT NULL,"
         " target TEXT NOT NULL,"
         " round INTEGER NOT NULL DEFAULT -1,"
         " candidate_id TEXT NOT NULL DEFAULT '',"
         " file TEXT NOT NULL DEFAULT '',"
         " line INTEGER NOT NULL DEFAULT 0,"
         " text TEXT NOT NULL,"
         " author TEXT NOT NULL DEFAULT '',"
         " created_at TEXT NOT NULL,"
         " updated_at TEXT NOT NULL)",
         "CREATE INDEX review_notes_run_key ON review_notes(run_key)",
         "CREATE INDEX review_notes_run_hash ON review_notes(run_hash)"},
        // 3 -> 4: the review checklist (one row per touched item) and the wizard's session
        {"CREATE TABLE checklist_state ("
         " run_key TEXT NOT NULL,"
         " run_hash TEXT NOT NULL,"
         " item_id TEXT NOT NULL,"
         " manual TEXT NOT NULL DEFAULT '',"
         " override_status TEXT NOT NULL DEFAULT '',"
         " reason TEXT NOT NULL DEFAULT '',"
         " note TEXT NOT NULL DEFAULT '',"
         " updated_at TEXT NOT NULL,"
         " PRIMARY KEY (run_key, item_id))",
         "CREATE INDEX checklist_state_run_hash ON checklist_state(run_hash)",
         "CREATE TABLE review_sessions ("
         " run_key TEXT NOT NULL PRIMARY KEY,"
         " run_hash TEXT NOT NULL,"
         " author TEXT NOT NULL DEFAULT '',"
         " current_page INTEGER NOT NULL DEFAULT -1,"
         " finished INTEGER NOT NULL DEFAULT 0,"
         " summary TEXT NOT NULL DEFAULT '',"
         " updated_at TEXT NOT NULL)",
         "CREATE INDEX review_sessions_run_hash ON review_sessions(run_hash)"},
    };
    static_assert(SchemaVersion == 4, "add a migration step for the new schema version");
    for (int version = from; version < SchemaVersion; ++version) {
        if (!db.transaction()) {
            m_error = db.lastError().text();
            return false;
        }
        QSqlQuery query(db);
        bool ok = true;
        for (const char *statement : steps[size_t(version)])
            ok = ok && query.exec(QString::fromLatin1(statement));
        if (!ok || !query.exec(QStringLiteral("PRAGMA user_version=%1").arg(version + 1))) {
            m_error = query.lastError().text();
            db.rollback();
            return false;
        }
        if (!db.commit()) {
            m_error = db.lastError().text();
            return false;
        }
    }
    return true;
}

bool WorkspaceDatabase::touchRun(const QString &runKey, const QString &path, const QString &operatorName)
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral(
        "INSERT INTO runs(run_key, path, operator, first_opened, last_opened) VALUES(?, ?, ?, ?, ?) "
        "ON CONFLICT(run_key) DO UPDATE SET path = excluded.path, operator = excluded.operator, "
        "last_opened = excluded.last_opened"));
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    query.addBindValue(runKey);
    query.addBindValue(path);
    // A null QString binds as SQL NULL; an unknown operator (a bare run directory) is stored as ''.
    query.addBindValue(operatorName.isNull() ? QStringLiteral("") : operatorName);
    query.addBindValue(now);
    query.addBindValue(now);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

int WorkspaceDatabase::runCount() const
{
    QSqlQuery query(database());
    if (query.exec(QStringLiteral("SELECT COUNT(*) FROM runs")) && query.next())
        return query.value(0).toInt();
    return -1;
}

QStringList WorkspaceDatabase::runPaths() const
{
    QStringList paths;
    QSqlQuery query(database());
    if (query.exec(QStringLiteral("SELECT path FROM runs ORDER BY last_opened DESC, id DESC")))
        while (query.next())
            paths.append(query.value(0).toString());
    return paths;
}

QByteArray WorkspaceDatabase::lastRecordsSnapshot(const QString &runKey, QString *takenAt) const
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT bytes, taken_at FROM records_snapshots WHERE run_key = ?"));
    query.addBindValue(runKey);
    if (!query.exec() || !query.next())
        return {};
    if (takenAt)
        *takenAt = query.value(1).toString();
    return query.value(0).toByteArray();
}

bool WorkspaceDatabase::saveRecordsSnapshot(const QString &runKey, const QByteArray &bytes)
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("INSERT INTO records_snapshots(run_key, taken_at, bytes) VALUES(?, ?, ?) "
                                 "ON CONFLICT(run_key) DO UPDATE SET taken_at = excluded.taken_at, bytes = excluded.bytes"));
    query.addBindValue(runKey);
    query.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    query.addBindValue(bytes);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

// --- Review data: notes, checklist state, sessions -------------------------------------------

namespace {

QString nowUtc()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

QString statusText(const std::optional<ChecklistVerdict::Status> &status)
{
    return status ? ChecklistVerdict::statusName(*status) : QString(QLatin1String(""));
}

ReviewNote noteFrom(const QSqlQuery &query)
{
    // Column order of noteColumns.
    ReviewNote note;
    note.id = query.value(0).toLongLong();
    note.runKey = query.value(1).toString();
    ReviewNote::targetFromName(query.value(2).toString(), &note.target);
    note.round = query.value(3).toInt();
    note.candidateId = query.value(4).toString();
    note.file = query.value(5).toString();
    note.line = query.value(6).toInt();
    note.text = query.value(7).toString();
    note.author = query.value(8).toString();
    note.createdAt = query.value(9).toString();
    note.updatedAt = query.value(10).toString();
    return note;
}

const QString noteColumns = QStringLiteral(
    "id, run_key, target, round, candidate_id, file, line, text, author, created_at, updated_at");

// SQL NULL never reaches the NOT NULL columns: a null QString binds as NULL.
QString bindable(const QString &text)
{
    return text.isNull() ? QString(QLatin1String("")) : text;
}

} // namespace

QStringList WorkspaceDatabase::keysOf(const QString &table, const QString &runKey) const
{
    QStringList keys{runKey};
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT DISTINCT run_key FROM %1 WHERE run_hash = ? AND run_key <> ? ORDER BY run_key")
                      .arg(table));
    query.addBindValue(RunKey::hash(runKey));
    query.addBindValue(runKey);
    if (query.exec())
        while (query.next()) {
            const QString other = query.value(0).toString();
            const QString otherPath = RunKey::path(other);
            // Moved, not copied: the folder the key names is gone.
            if (!otherPath.isEmpty() && otherPath != RunKey::path(runKey) && !QFileInfo::exists(otherPath))
                keys.append(other);
        }
    return keys;
}

int WorkspaceDatabase::adoptMovedRun(const QString &runKey)
{
    QSqlDatabase db = database();
    QStringList moved;
    for (const QString &table : {QStringLiteral("review_notes"), QStringLiteral("checklist_state"),
                                 QStringLiteral("review_sessions")})
        for (const QString &key : keysOf(table, runKey).mid(1))
            if (!moved.contains(key))
                moved.append(key);
    if (moved.isEmpty())
        return 0;
    if (!db.transaction()) {
        m_error = db.lastError().text();
        return -1;
    }
    QSqlQuery query(db);
    bool ok = true;
    for (const QString &old : std::as_const(moved)) {
        const auto run = [&](const QString &sql, const QVariantList &values) {
            if (!ok)
                return;
            query.prepare(sql);
            for (const QVariant &v : values)
                query.addBindValue(v);
            ok = query.exec();
        };
        run(QStringLiteral("UPDATE review_notes SET run_key = ? WHERE run_key = ?"), {runKey, old});
        // The current key's own rows win over the moved ones.
        run(QStringLiteral("UPDATE checklist_state SET run_key = ? WHERE run_key = ? AND item_id NOT IN "
                           "(SELECT item_id FROM checklist_state WHERE run_key = ?)"),
            {runKey, old, runKey});
        run(QStringLiteral("DELETE FROM checklist_state WHERE run_key = ?"), {old});
        run(QStringLiteral("UPDATE review_sessions SET run_key = ? WHERE run_key = ? AND NOT EXISTS "
                           "(SELECT 1 FROM review_sessions WHERE run_key = ?)"),
            {runKey, old, runKey});
        run(QStringLiteral("DELETE FROM review_sessions WHERE run_key = ?"), {old});
    }
    if (!ok || !db.commit()) {
        m_error = ok ? db.lastError().text() : query.lastError().text();
        db.rollback();
        return -1;
    }
    return int(moved.size());
}

qint64 WorkspaceDatabase::addNote(ReviewNote &note)
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("INSERT INTO review_notes(run_key, run_hash, target, round, candidate_id, file, line, "
                                 "text, author, created_at, updated_at) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    const QString now = nowUtc();
    query.addBindValue(note.runKey);
    query.addBindValue(RunKey::hash(note.runKey));
    query.addBindValue(ReviewNote::targetName(note.target));
    query.addBindValue(note.round);
    query.addBindValue(bindable(note.candidateId));
    query.addBindValue(bindable(note.file));
    query.addBindValue(note.line);
    query.addBindValue(bindable(note.text));
    query.addBindValue(bindable(note.author));
    query.addBindValue(now);
    query.addBindValue(now);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return 0;
    }
    note.id = query.lastInsertId().toLongLong();
    note.createdAt = now;
    note.updatedAt = now;
    return note.id;
}

bool WorkspaceDatabase::updateNote(ReviewNote &note)
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("UPDATE review_notes SET target = ?, round = ?, candidate_id = ?, file = ?, line = ?, "
                                 "text = ?, author = ?, updated_at = ? WHERE id = ?"));
    const QString now = nowUtc();
    query.addBindValue(ReviewNote::targetName(note.target));
    query.addBindValue(note.round);
    query.addBindValue(bindable(note.candidateId));
    query.addBindValue(bindable(note.file));
    query.addBindValue(note.line);
    query.addBindValue(bindable(note.text));
    query.addBindValue(bindable(note.author));
    query.addBindValue(now);
    query.addBindValue(note.id);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    if (query.numRowsAffected() != 1) {
        m_error = QStringLiteral("no note with id %1").arg(note.id);
        return false;
    }
    note.updatedAt = now;
    return true;
}

bool WorkspaceDatabase::deleteNote(qint64 id)
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("DELETE FROM review_notes WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return query.numRowsAffected() == 1;
}

std::optional<ReviewNote> WorkspaceDatabase::note(qint64 id) const
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT %1 FROM review_notes WHERE id = ?").arg(noteColumns));
    query.addBindValue(id);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return noteFrom(query);
}

QList<ReviewNote> WorkspaceDatabase::notes(const QString &runKey) const
{
    QList<ReviewNote> out;
    for (const QString &key : keysOf(QStringLiteral("review_notes"), runKey)) {
        QSqlQuery query(database());
        query.prepare(QStringLiteral("SELECT %1 FROM review_notes WHERE run_key = ?").arg(noteColumns));
        query.addBindValue(key);
        if (query.exec())
            while (query.next())
                out.append(noteFrom(query));
    }
    std::sort(out.begin(), out.end(), [](const ReviewNote &a, const ReviewNote &b) {
        return a.createdAt != b.createdAt ? a.createdAt < b.createdAt : a.id < b.id;
    });
    return out;
}

int WorkspaceDatabase::noteCount() const
{
    QSqlQuery query(database());
    if (query.exec(QStringLiteral("SELECT COUNT(*) FROM review_notes")) && query.next())
        return query.value(0).toInt();
    return -1;
}

QList<ChecklistItemState> WorkspaceDatabase::checklistState(const QString &runKey) const
{
    QList<ChecklistItemState> out;
    QStringList seen;
    for (const QString &key : keysOf(QStringLiteral("checklist_state"), runKey)) {
        QSqlQuery query(database());
        query.prepare(QStringLiteral("SELECT item_id, manual, override_status, reason, note, updated_at "
                                     "FROM checklist_state WHERE run_key = ? ORDER BY item_id"));
        query.addBindValue(key);
        if (!query.exec())
            continue;
        while (query.next()) {
            ChecklistItemState state;
            state.itemId = query.value(0).toString();
            if (seen.contains(state.itemId))
                continue; // the current key's row wins
            seen.append(state.itemId);
            state.manual = ChecklistVerdict::statusFromName(query.value(1).toString());
            state.overrideStatus = ChecklistVerdict::statusFromName(query.value(2).toString());
            state.reason = query.value(3).toString();
            state.note = query.value(4).toString();
            state.updatedAt = query.value(5).toString();
            out.append(state);
        }
    }
    std::sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.itemId < b.itemId; });
    return out;
}

bool WorkspaceDatabase::writeChecklistItem(const QString &runKey, ChecklistItemState &state, const QString &now)
{
    QSqlQuery query(database());
    if (state.isEmpty()) {
        query.prepare(QStringLiteral("DELETE FROM checklist_state WHERE run_key = ? AND item_id = ?"));
        query.addBindValue(runKey);
        query.addBindValue(state.itemId);
    } else {
        query.prepare(QStringLiteral(
            "INSERT INTO checklist_state(run_key, run_hash, item_id, manual, override_status, reason, note, updated_at) "
            "VALUES(?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(run_key, item_id) DO UPDATE SET manual = excluded.manual, "
            "override_status = excluded.override_status, reason = excluded.reason, note = excluded.note, "
            "updated_at = excluded.updated_at"));
        query.addBindValue(runKey);
        query.addBindValue(RunKey::hash(runKey));
        query.addBindValue(state.itemId);
        query.addBindValue(statusText(state.manual));
        query.addBindValue(statusText(state.overrideStatus));
        query.addBindValue(bindable(state.reason));
        query.addBindValue(bindable(state.note));
        query.addBindValue(now);
    }
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    state.updatedAt = state.isEmpty() ? QString() : now;
    return true;
}

bool WorkspaceDatabase::saveChecklistItem(const QString &runKey, ChecklistItemState &state)
{
    return writeChecklistItem(runKey, state, nowUtc());
}

bool WorkspaceDatabase::saveChecklistState(const QString &runKey, QList<ChecklistItemState> &states)
{
    QSqlDatabase db = database();
    if (!db.transaction()) {
        m_error = db.lastError().text();
        return false;
    }
    const QString now = nowUtc();
    for (ChecklistItemState &state : states)
        if (!writeChecklistItem(runKey, state, now)) {
            db.rollback();
            return false;
        }
    if (!db.commit()) {
        m_error = db.lastError().text();
        db.rollback();
        return false;
    }
    return true;
}

ReviewSession WorkspaceDatabase::reviewSession(const QString &runKey) const
{
    ReviewSession session;
    session.runKey = runKey;
    for (const QString &key : keysOf(QStringLiteral("review_sessions"), runKey)) {
        QSqlQuery query(database());
        query.prepare(QStringLiteral("SELECT author, current_page, finished, summary, updated_at FROM review_sessions "
                                     "WHERE run_key = ?"));
        query.addBindValue(key);
        if (query.exec() && query.next()) {
            session.author = query.value(0).toString();
            session.currentPage = query.value(1).toInt();
            session.finished = query.value(2).toInt() != 0;
            session.summary = query.value(3).toString();
            session.updatedAt = query.value(4).toString();
            break;
        }
    }
    return session;
}

bool WorkspaceDatabase::saveReviewSession(ReviewSession &session)
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral(
        "INSERT INTO review_sessions(run_key, run_hash, author, current_page, finished, summary, updated_at) "
        "VALUES(?, ?, ?, ?, ?, ?, ?) ON CONFLICT(run_key) DO UPDATE SET author = excluded.author, "
        "current_page = excluded.current_page, finished = excluded.finished, summary = excluded.summary, "
        "updated_at = excluded.updated_at"));
    const QString now = nowUtc();
    query.addBindValue(session.runKey);
    query.addBindValue(RunKey::hash(session.runKey));
    query.addBindValue(bindable(session.author));
    query.addBindValue(session.currentPage);
    query.addBindValue(session.finished ? 1 : 0);
    query.addBindValue(bindable(session.summary));
    query.addBindValue(now);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    session.updatedAt = now;
    return true;
}

bool WorkspaceDatabase::clearReview(const QString &runKey)
{
    QSqlDatabase db = database();
    if (!db.transaction()) {
        m_error = db.lastError().text();
        return false;
    }
    QSqlQuery query(db);
    bool ok = true;
    for (const QString &table : {QStringLiteral("checklist_state"), QStringLiteral("review_sessions")}) {
        query.prepare(QStringLiteral("DELETE FROM %1 WHERE run_key = ?").arg(table));
        query.addBindValue(runKey);
        ok = ok && query.exec();
    }
    if (!ok || !db.commit()) {
        m_error = ok ? db.lastError().text() : query.lastError().text();
        db.rollback();
        return false;
    }
    return true;
}
