// SPDX-License-Identifier: MIT
#include "review/workspacedatabase.h"

#include "records/perfrecordsfile.h"
#include "records/recordshistory.h"
#include "review/workspacedialect.h"
#include "run/runkey.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>
#include <algorithm>
#include <cmath>
#include <vector>

WorkspaceDatabase::WorkspaceDatabase()
    : m_connectionName(QStringLiteral("perfopt-workspace-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
    , m_userName(defaultUserName())
{
}

QString WorkspaceDatabase::defaultUserName()
{
    QString name = qEnvironmentVariable("USER");
    if (name.isEmpty())
        name = qEnvironmentVariable("USERNAME");
    return name;
}

bool WorkspaceDatabase::failWith(const QString &message)
{
    m_error = message;
    return false;
}

QSqlDriver *WorkspaceDatabase::driver() const
{
    return database().driver();
}

bool WorkspaceDatabase::beginBatch()
{
    QSqlDatabase db = database();
    m_inBatch = db.transaction();
    return m_inBatch || failWith(db.lastError().text());
}

bool WorkspaceDatabase::commitBatch()
{
    QSqlDatabase db = database();
    m_inBatch = false;
    if (db.commit())
        return true;
    m_error = db.lastError().text();
    db.rollback();
    return false;
}

void WorkspaceDatabase::rollbackBatch()
{
    m_inBatch = false;
    database().rollback();
}

bool WorkspaceDatabase::ownTransaction()
{
    return !m_inBatch && database().transaction();
}

bool WorkspaceDatabase::endOwnTransaction(bool own, bool ok)
{
    if (!own)
        return ok;
    QSqlDatabase db = database();
    if (ok && db.commit())
        return true;
    if (ok)
        m_error = db.lastError().text();
    db.rollback();
    return false;
}

void WorkspaceDatabase::notifyChanged(const QString &runKey)
{
    if (!isPostgreSql())
        return;
    // Delivered when the surrounding transaction (if any) commits.
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT pg_notify(?, ?)"));
    query.addBindValue(QString::fromLatin1(NotifyChannel));
    query.addBindValue(runKey);
    query.exec();
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

bool WorkspaceDatabase::open(const QString &text, Access access)
{
    WorkspaceLocation location;
    QString error;
    if (!WorkspaceLocation::parse(text, &location, &error))
        return failWith(error);
    return open(location, access);
}

bool WorkspaceDatabase::open(const WorkspaceLocation &location, Access access)
{
    m_location = location;
    if (m_location.backend == WorkspaceLocation::Backend::Sqlite && m_location.path.isEmpty())
        m_location.path = defaultPath();
    if (m_location.isPostgreSql()) {
        m_path = m_location.toString();
        QSqlDatabase db = QSqlDatabase::contains(m_connectionName)
            ? database()
            : QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connectionName);
        if (!db.isValid())
            return failWith(QCoreApplication::translate(
                "WorkspaceDatabase", "the Qt PostgreSQL driver (QPSQL) is not installed (Debian: libqt6sql6-psql)"));
        db.setDatabaseName(m_location.database);
        if (!m_location.user.isEmpty())
            db.setUserName(m_location.user);
        if (!m_location.host.isEmpty())
            db.setHostName(m_location.host);
        if (m_location.port > 0)
            db.setPort(m_location.port);
        // The password comes from PGPASSWORD or ~/.pgpass, read by libpq; never from us.
        db.setConnectOptions(QStringLiteral("connect_timeout=10;application_name=perfopt"));
        if (!db.open())
            return failWith(QCoreApplication::translate("WorkspaceDatabase", "cannot connect to %1: %2")
                                .arg(m_path, db.lastError().text()));
        QSqlQuery(db).exec(QStringLiteral("SET client_min_messages TO WARNING"));
        if (access == Access::ReadOnly)
            QSqlQuery(db).exec(QStringLiteral("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY"));
        return migrate(access);
    }
    const QString path = m_location.path;
    m_path = path;
    if (access == Access::ReadOnly && !QFileInfo(path).isFile())
        return failWith(QCoreApplication::translate("WorkspaceDatabase", "%1: no such file").arg(path));
    if (access == Access::ReadWrite && !QDir().mkpath(QFileInfo(path).absolutePath())) {
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
    db.setConnectOptions(access == Access::ReadOnly ? QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000;QSQLITE_OPEN_READONLY")
                                                    : QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.open()) {
        m_error = db.lastError().text();
        return false;
    }
    QSqlQuery query(db);
    if (access == Access::ReadWrite)
        query.exec(QStringLiteral("PRAGMA journal_mode=WAL"));
    query.exec(QStringLiteral("PRAGMA foreign_keys=ON"));
    return migrate(access);
}

bool WorkspaceDatabase::isOpen() const
{
    return database().isOpen();
}

int WorkspaceDatabase::schemaVersion() const
{
    return WorkspaceDialect::schemaVersion(database(), isPostgreSql());
}

QString WorkspaceDatabase::journalMode() const
{
    if (isPostgreSql())
        return QString();
    QSqlQuery query(database());
    if (query.exec(QStringLiteral("PRAGMA journal_mode")) && query.next())
        return query.value(0).toString();
    return QString();
}

bool WorkspaceDatabase::migrate(Access access)
{
    QSqlDatabase db = database();
    const bool pg = isPostgreSql();
    int from = schemaVersion();
    if (from < 0) {
        // SQLite opens any file lazily; the first query tells whether it is a database at all.
        m_error = pg ? QCoreApplication::translate("WorkspaceDatabase", "cannot read the schema version of %1: %2")
                           .arg(m_path, db.lastError().text())
                     : QStringLiteral("%1 is not a readable SQLite database").arg(m_path);
        db.close();
        return false;
    }
    const auto tooNew = [&](int version) {
        m_error = QCoreApplication::translate("WorkspaceDatabase",
                                              "the workspace %1 has schema version %2, newer than the %3 this "
                                              "program knows; update perfopt to use it")
                      .arg(m_path, QString::number(version), QString::number(SchemaVersion));
        db.close();
        return false;
    };
    if (from > SchemaVersion)
        return tooNew(from);
    if (from == SchemaVersion || access == Access::ReadOnly)
        return true;
    // All steps in one transaction: a reader never sees half a schema. Two programs migrating at
    // once wait for each other, and the version is read again once this one may write: SQLite's
    // BEGIN IMMEDIATE takes the write lock at once (a deferred BEGIN would read the old version
    // and only then wait), PostgreSQL's advisory lock is taken first in this transaction.
    QSqlQuery query(db);
    if (pg ? !db.transaction() : !query.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return failWith(pg ? db.lastError().text() : query.lastError().text());
    if (pg && !query.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(WorkspaceDialect::MigrationLock))) {
        m_error = query.lastError().text();
        db.rollback();
        return false;
    }
    from = schemaVersion();
    if (from < 0) {
        m_error = QCoreApplication::translate("WorkspaceDatabase", "cannot read the schema version of %1: %2")
                      .arg(m_path, db.lastError().text());
        db.rollback();
        db.close();
        return false;
    }
    if (from > SchemaVersion) {
        db.rollback();
        return tooNew(from);
    }
    if (from == SchemaVersion) // another program migrated it meanwhile
        return db.commit() || failWith(db.lastError().text());
    const QList<QStringList> steps = WorkspaceDialect::migrations(pg);
    Q_ASSERT(steps.size() == SchemaVersion);
    bool ok = true;
    for (int version = from; ok && version < SchemaVersion; ++version)
        for (const QString &statement : steps.at(version))
            if (ok && !query.exec(statement)) {
                ok = false;
                m_error = QStringLiteral("migration to schema %1: %2").arg(version + 1).arg(query.lastError().text());
            }
    if (ok && !WorkspaceDialect::setSchemaVersion(db, pg, SchemaVersion, &m_error))
        ok = false;
    if (!ok) {
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

bool WorkspaceDatabase::rememberRecords(const QString &runKey, const PerfRecordsFile &records, const QByteArray &earlier)
{
    // An unchanged file keeps its snapshot and the time it was first seen: SQLite rewrites a whole
    // row, blob included, to change any of its columns.
    if (!earlier.isEmpty() && records.prefixEquals(earlier, PerfRecordsReader::MaxSnapshotBytes))
        return true;
    // Nor does an empty file replace it (no snapshot is read as none).
    const std::optional<QByteArray> bytes = readAgain(records);
    if (!bytes)
        return false;
    // A file that no longer starts with the snapshot (a line changed or lost) never replaces it: every
    // later check must still see the violation, not only the first one after the rewrite.
    if (!earlier.isEmpty() && !RecordsHistory::check({{QString(), earlier}}, *bytes, QString()).isEmpty())
        return true;
    return bytes->isEmpty() || saveRecordsSnapshot(runKey, *bytes);
}

bool WorkspaceDatabase::acceptRecords(const QString &runKey, const PerfRecordsFile &records)
{
    const std::optional<QByteArray> bytes = readAgain(records);
    return bytes && saveRecordsSnapshot(runKey, *bytes);
}

// Bytes that cannot be read again (a file refused when the run was loaded, or gone since) never
// replace what the workspace saw: the next check still compares with it.
std::optional<QByteArray> WorkspaceDatabase::readAgain(const PerfRecordsFile &records)
{
    bool read = false;
    QByteArray bytes = records.readPrefix(PerfRecordsReader::MaxSnapshotBytes, &read);
    if (read)
        return bytes;
    m_error = QCoreApplication::translate("WorkspaceDatabase", "%1 could not be read again; its snapshot is kept")
                  .arg(records.displayPath);
    return std::nullopt;
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
    note.revision = query.value(11).toInt();
    return note;
}

const QString noteColumns = QStringLiteral(
    "id, run_key, target, round, candidate_id, file, line, text, author, created_at, updated_at, revision");

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
            const QString ownPath = RunKey::path(runKey);
            // Moved, not copied: the folder the key names is gone.
            const bool moved = QDir::isAbsolutePath(otherPath) && otherPath != ownPath && !QFileInfo::exists(otherPath);
            // The same run keyed by its absolute path before keys became relative to the repository.
            const bool sameCheckout = QDir::isAbsolutePath(otherPath) && !ownPath.isEmpty()
                && !QDir::isAbsolutePath(ownPath) && otherPath.endsWith(QLatin1Char('/') + ownPath);
            if (moved || sameCheckout)
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
                                 "text, author, created_at, updated_at, revision) "
                                 "VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1) RETURNING id"));
    const QString now = nowUtc();
    const QString author = note.author.isEmpty() ? m_userName : note.author;
    query.addBindValue(note.runKey);
    query.addBindValue(RunKey::hash(note.runKey));
    query.addBindValue(ReviewNote::targetName(note.target));
    query.addBindValue(note.round);
    query.addBindValue(bindable(note.candidateId));
    query.addBindValue(bindable(note.file));
    query.addBindValue(note.line);
    query.addBindValue(bindable(note.text));
    query.addBindValue(bindable(author));
    query.addBindValue(now);
    query.addBindValue(now);
    if (!query.exec() || !query.next()) {
        m_error = query.lastError().text();
        return 0;
    }
    note.id = query.value(0).toLongLong();
    query.finish();
    note.author = author;
    note.createdAt = now;
    note.updatedAt = now;
    note.revision = 1;
    notifyChanged(note.runKey);
    return note.id;
}

bool WorkspaceDatabase::updateNote(ReviewNote &note)
{
    return writeNote(note, false);
}

bool WorkspaceDatabase::deleteNote(qint64 id)
{
    const std::optional<ReviewNote> stored = this->note(id);
    if (!stored) {
        m_conflict = false;
        m_error = QStringLiteral("no note with id %1").arg(id);
        return false;
    }
    ReviewNote note = *stored;
    return writeNote(note, true);
}

bool WorkspaceDatabase::deleteNote(const ReviewNote &note)
{
    ReviewNote copy = note;
    return writeNote(copy, true);
}

// An edit or a deletion based on note.revision: the stored text goes to review_note_history first,
// in the same transaction, so no reviewer's words are ever lost.
bool WorkspaceDatabase::writeNote(ReviewNote &note, bool remove)
{
    m_conflict = false;
    m_conflictNote.reset();
    QSqlDatabase db = database();
    const bool own = ownTransaction();
    const auto fail = [&](const QString &message) {
        m_error = message;
        endOwnTransaction(own, false);
        return false;
    };
    const std::optional<ReviewNote> stored = this->note(note.id);
    if (!stored)
        return fail(QStringLiteral("no note with id %1").arg(note.id));
    const QString now = nowUtc();
    QSqlQuery query(db);
    query.prepare(QStringLiteral("INSERT INTO review_note_history(note_id, run_key, revision, text, author, written_at, "
                                 "replaced_by, replaced_at, deleted) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    query.addBindValue(stored->id);
    query.addBindValue(stored->runKey);
    query.addBindValue(stored->revision);
    query.addBindValue(bindable(stored->text));
    query.addBindValue(bindable(stored->author));
    query.addBindValue(stored->updatedAt);
    query.addBindValue(bindable(m_userName));
    query.addBindValue(now);
    query.addBindValue(remove ? 1 : 0);
    if (!query.exec())
        return fail(query.lastError().text());
    if (remove) {
        query.prepare(QStringLiteral("DELETE FROM review_notes WHERE id = ? AND revision = ?"));
        query.addBindValue(note.id);
        query.addBindValue(note.revision);
    } else {
        query.prepare(QStringLiteral("UPDATE review_notes SET target = ?, round = ?, candidate_id = ?, file = ?, "
                                     "line = ?, text = ?, author = ?, updated_at = ?, revision = revision + 1 "
                                     "WHERE id = ? AND revision = ?"));
        query.addBindValue(ReviewNote::targetName(note.target));
        query.addBindValue(note.round);
        query.addBindValue(bindable(note.candidateId));
        query.addBindValue(bindable(note.file));
        query.addBindValue(note.line);
        query.addBindValue(bindable(note.text));
        query.addBindValue(bindable(note.author.isEmpty() ? m_userName : note.author));
        query.addBindValue(now);
        query.addBindValue(note.id);
        query.addBindValue(note.revision);
    }
    if (!query.exec())
        return fail(query.lastError().text());
    if (query.numRowsAffected() != 1) {
        m_conflict = true;
        m_conflictNote = stored;
        return fail(QCoreApplication::translate("WorkspaceDatabase",
                                                "%1 changed this note first (revision %2): \"%3\"")
                        .arg(stored->author.isEmpty() ? QStringLiteral("?") : stored->author,
                             QString::number(stored->revision), stored->text));
    }
    notifyChanged(note.runKey);
    if (!endOwnTransaction(own, true))
        return false;
    if (!remove) {
        note.updatedAt = now;
        note.revision += 1;
        if (note.author.isEmpty())
            note.author = m_userName;
    }
    return true;
}

QList<ReviewNote> WorkspaceDatabase::noteHistory(qint64 id) const
{
    QList<ReviewNote> out;
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT run_key, revision, text, author, written_at FROM review_note_history "
                                 "WHERE note_id = ? ORDER BY revision, id"));
    query.addBindValue(id);
    if (query.exec())
        while (query.next()) {
            ReviewNote note;
            note.id = id;
            note.runKey = query.value(0).toString();
            note.revision = query.value(1).toInt();
            note.text = query.value(2).toString();
            note.author = query.value(3).toString();
            note.updatedAt = query.value(4).toString();
            out.append(note);
        }
    return out;
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

namespace {

const QString itemColumns = QStringLiteral("item_id, manual, override_status, reason, note, updated_at, updated_by, revision");

ChecklistItemState itemFrom(const QSqlQuery &query)
{
    ChecklistItemState state;
    state.itemId = query.value(0).toString();
    state.manual = ChecklistVerdict::statusFromName(query.value(1).toString());
    state.overrideStatus = ChecklistVerdict::statusFromName(query.value(2).toString());
    state.reason = query.value(3).toString();
    state.note = query.value(4).toString();
    state.updatedAt = query.value(5).toString();
    state.updatedBy = query.value(6).toString();
    state.revision = query.value(7).toInt();
    return state;
}

} // namespace

QList<ChecklistItemState> WorkspaceDatabase::checklistState(const QString &runKey, bool includeCleared) const
{
    QList<ChecklistItemState> out;
    QStringList seen;
    for (const QString &key : keysOf(QStringLiteral("checklist_state"), runKey)) {
        QSqlQuery query(database());
        query.prepare(QStringLiteral("SELECT %1 FROM checklist_state WHERE run_key = ? ORDER BY item_id").arg(itemColumns));
        query.addBindValue(key);
        if (!query.exec())
            continue;
        while (query.next()) {
            ChecklistItemState state = itemFrom(query);
            if (seen.contains(state.itemId))
                continue; // the current key's row wins
            seen.append(state.itemId);
            if (key != runKey)
                state.revision = 0; // a moved run's row is adopted, not updated in place
            if (includeCleared || !state.isEmpty())
                out.append(state);
        }
    }
    std::sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.itemId < b.itemId; });
    return out;
}

std::optional<ChecklistItemState> WorkspaceDatabase::storedItem(const QString &runKey, const QString &itemId) const
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT %1 FROM checklist_state WHERE run_key = ? AND item_id = ?").arg(itemColumns));
    query.addBindValue(runKey);
    query.addBindValue(itemId);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return itemFrom(query);
}

bool WorkspaceDatabase::writeChecklistItem(const QString &runKey, ChecklistItemState &state, const QString &now)
{
    // A cleared item stays as an empty row so that its revision keeps counting: a reviewer who
    // still sees the old verdict cannot silently bring it back.
    QSqlQuery query(database());
    query.prepare(QStringLiteral(
        "INSERT INTO checklist_state(run_key, run_hash, item_id, manual, override_status, reason, note, updated_at, "
        "updated_by, revision) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, 1) ON CONFLICT(run_key, item_id) DO UPDATE SET "
        "manual = excluded.manual, override_status = excluded.override_status, reason = excluded.reason, "
        "note = excluded.note, updated_at = excluded.updated_at, updated_by = excluded.updated_by, "
        "revision = checklist_state.revision + 1 WHERE checklist_state.revision = ?"));
    query.addBindValue(runKey);
    query.addBindValue(RunKey::hash(runKey));
    query.addBindValue(state.itemId);
    query.addBindValue(statusText(state.manual));
    query.addBindValue(statusText(state.overrideStatus));
    query.addBindValue(bindable(state.reason));
    query.addBindValue(bindable(state.note));
    query.addBindValue(now);
    query.addBindValue(bindable(m_userName));
    query.addBindValue(state.revision);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    if (query.numRowsAffected() != 1) {
        m_conflict = true;
        m_conflictItem = storedItem(runKey, state.itemId).value_or(ChecklistItemState{});
        m_error = QCoreApplication::translate("WorkspaceDatabase",
                                              "%1 changed checklist item %2 first (revision %3); reload to see it")
                      .arg(m_conflictItem.updatedBy.isEmpty() ? QStringLiteral("?") : m_conflictItem.updatedBy,
                           state.itemId, QString::number(m_conflictItem.revision));
        return false;
    }
    state.updatedAt = state.isEmpty() ? QString() : now;
    state.updatedBy = m_userName;
    state.revision += 1;
    return true;
}

bool WorkspaceDatabase::saveChecklistItem(const QString &runKey, ChecklistItemState &state)
{
    m_conflict = false;
    if (!writeChecklistItem(runKey, state, nowUtc()))
        return false;
    notifyChanged(runKey);
    return true;
}

bool WorkspaceDatabase::saveChecklistState(const QString &runKey, QList<ChecklistItemState> &states)
{
    m_conflict = false;
    const bool own = ownTransaction();
    if (!own && !m_inBatch)
        return failWith(database().lastError().text());
    const QString now = nowUtc();
    QList<ChecklistItemState> written = states;
    bool ok = true;
    for (ChecklistItemState &state : written)
        ok = ok && writeChecklistItem(runKey, state, now);
    if (ok)
        notifyChanged(runKey);
    if (!endOwnTransaction(own, ok))
        return false;
    states = written;
    return true;
}

ReviewSession WorkspaceDatabase::reviewSession(const QString &runKey) const
{
    ReviewSession session;
    session.runKey = runKey;
    for (const QString &key : keysOf(QStringLiteral("review_sessions"), runKey)) {
        QSqlQuery query(database());
        query.prepare(QStringLiteral("SELECT author, current_page, finished, summary, updated_at, updated_by, revision "
                                     "FROM review_sessions WHERE run_key = ?"));
        query.addBindValue(key);
        if (query.exec() && query.next()) {
            session.author = query.value(0).toString();
            session.currentPage = query.value(1).toInt();
            session.finished = query.value(2).toInt() != 0;
            session.summary = query.value(3).toString();
            session.updatedAt = query.value(4).toString();
            session.updatedBy = query.value(5).toString();
            session.revision = key == runKey ? query.value(6).toInt() : 0;
            break;
        }
    }
    return session;
}

bool WorkspaceDatabase::saveReviewSession(ReviewSession &session)
{
    m_conflict = false;
    QSqlQuery query(database());
    query.prepare(QStringLiteral(
        "INSERT INTO review_sessions(run_key, run_hash, author, current_page, finished, summary, updated_at, "
        "updated_by, revision) VALUES(?, ?, ?, ?, ?, ?, ?, ?, 1) ON CONFLICT(run_key) DO UPDATE SET "
        "author = excluded.author, current_page = excluded.current_page, finished = excluded.finished, "
        "summary = excluded.summary, updated_at = excluded.updated_at, updated_by = excluded.updated_by, "
        "revision = review_sessions.revision + 1 WHERE review_sessions.revision = ?"));
    const QString now = nowUtc();
    query.addBindValue(session.runKey);
    query.addBindValue(RunKey::hash(session.runKey));
    query.addBindValue(bindable(session.author));
    query.addBindValue(session.currentPage);
    query.addBindValue(session.finished ? 1 : 0);
    query.addBindValue(bindable(session.summary));
    query.addBindValue(now);
    query.addBindValue(bindable(m_userName));
    query.addBindValue(session.revision);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    if (query.numRowsAffected() != 1) {
        m_conflict = true;
        m_conflictSession = reviewSession(session.runKey);
        m_error = QCoreApplication::translate("WorkspaceDatabase",
                                              "%1 changed this review first (revision %2, %3); reload to see it")
                      .arg(m_conflictSession.updatedBy.isEmpty() ? QStringLiteral("?") : m_conflictSession.updatedBy,
                           QString::number(m_conflictSession.revision),
                           m_conflictSession.finished ? QCoreApplication::translate("WorkspaceDatabase", "signed off")
                                                      : QCoreApplication::translate("WorkspaceDatabase", "in review"));
        return false;
    }
    session.updatedAt = now;
    session.updatedBy = m_userName;
    session.revision += 1;
    notifyChanged(session.runKey);
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
    if (ok)
        notifyChanged(runKey);
    if (!ok || !db.commit()) {
        m_error = ok ? db.lastError().text() : query.lastError().text();
        db.rollback();
        return false;
    }
    return true;
}

// --- The index of a repository's runs --------------------------------------------------------

QString RunIndexRow::reviewStatusName(ReviewStatus status)
{
    switch (status) {
    case ReviewStatus::Unreviewed:
        return QStringLiteral("unreviewed");
    case ReviewStatus::InReview:
        return QStringLiteral("in review");
    case ReviewStatus::SignedOff:
        return QStringLiteral("signed off");
    }
    return QString();
}

QHash<QString, QString> WorkspaceDatabase::runIndexFingerprints() const
{
    QHash<QString, QString> out;
    QSqlQuery query(database());
    if (query.exec(QStringLiteral("SELECT path, fingerprint FROM run_index")))
        while (query.next())
            out.insert(query.value(0).toString(), query.value(1).toString());
    return out;
}

bool WorkspaceDatabase::saveRunIndexRows(const QList<RunIndexRow> &rows)
{
    const bool own = ownTransaction();
    QSqlQuery query(database());
    query.prepare(QStringLiteral(
        "INSERT INTO run_index(run_key, path, operator, generation, rounds, records, final_candidate, speedups, "
        "geomean_speedup, gates, fingerprint, last_change, indexed_at) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT(path) DO UPDATE SET run_key = excluded.run_key, operator = excluded.operator, "
        "generation = excluded.generation, rounds = excluded.rounds, records = excluded.records, "
        "final_candidate = excluded.final_candidate, speedups = excluded.speedups, "
        "geomean_speedup = excluded.geomean_speedup, gates = excluded.gates, fingerprint = excluded.fingerprint, "
        "last_change = excluded.last_change, indexed_at = excluded.indexed_at"));
    bool ok = true;
    const QString now = nowUtc();
    for (const RunIndexRow &row : rows) {
        QJsonObject speedups, gates;
        for (auto it = row.speedups.begin(); it != row.speedups.end(); ++it)
            speedups.insert(it.key(), std::isfinite(it.value()) ? QJsonValue(it.value()) : QJsonValue());
        for (auto it = row.gates.begin(); it != row.gates.end(); ++it)
            gates.insert(it.key(), it.value());
        query.addBindValue(row.runKey);
        query.addBindValue(row.path);
        query.addBindValue(bindable(row.operatorName));
        query.addBindValue(bindable(row.generation));
        query.addBindValue(row.rounds);
        query.addBindValue(row.records);
        query.addBindValue(bindable(row.finalCandidate));
        query.addBindValue(QString::fromUtf8(QJsonDocument(speedups).toJson(QJsonDocument::Compact)));
        query.addBindValue(std::isfinite(row.geomeanSpeedup) ? QVariant(row.geomeanSpeedup)
                                                             : QVariant(QMetaType(QMetaType::Double)));
        query.addBindValue(QString::fromUtf8(QJsonDocument(gates).toJson(QJsonDocument::Compact)));
        query.addBindValue(bindable(row.fingerprint));
        query.addBindValue(bindable(row.lastChange));
        query.addBindValue(now);
        if (!query.exec()) {
            m_error = query.lastError().text();
            ok = false;
            break;
        }
    }
    if (ok && !rows.isEmpty())
        notifyChanged(QStringLiteral("index"));
    return endOwnTransaction(own, ok);
}

bool WorkspaceDatabase::forgetRunIndexRowsUnder(const QString &root, const QStringList &found,
                                                const QStringList &unlisted)
{
    const QString base = QDir::cleanPath(root);
    if (!QDir::isAbsolutePath(base))
        return true; // an empty or relative root names nothing stored (paths are absolute)
    const QString prefix = base.endsWith(QLatin1Char('/')) ? base : base + QLatin1Char('/');
    const QSet<QString> keep(found.cbegin(), found.cend());
    QList<std::pair<QString, QString>> gone; // run_key, path
    QSqlQuery query(database());
    if (!query.exec(QStringLiteral("SELECT run_key, path FROM run_index"))) {
        m_error = query.lastError().text();
        return false;
    }
    while (query.next()) {
        const QString path = query.value(1).toString();
        const auto under = [&path](const QString &folder) {
            return path == folder || path.startsWith(folder + QLatin1Char('/'));
        };
        if ((path == base || path.startsWith(prefix)) && !keep.contains(path)
            && std::none_of(unlisted.cbegin(), unlisted.cend(), under))
            gone.append({query.value(0).toString(), path});
    }
    if (gone.isEmpty())
        return true;
    const bool own = ownTransaction();
    QSqlQuery remove(database());
    // By key and path: another index may have moved the key to a path outside this root meanwhile.
    remove.prepare(QStringLiteral("DELETE FROM run_index WHERE run_key = ? AND path = ?"));
    bool ok = true;
    for (const auto &[key, path] : std::as_const(gone)) {
        remove.addBindValue(key);
        remove.addBindValue(path);
        if (!remove.exec()) {
            m_error = remove.lastError().text();
            ok = false;
            break;
        }
    }
    if (ok)
        notifyChanged(QStringLiteral("index"));
    return endOwnTransaction(own, ok);
}

QList<RunIndexRow> WorkspaceDatabase::runIndexRows(const QString &underPath) const
{
    QList<RunIndexRow> out;
    QSqlQuery query(database());
    // The review status in the same query: signed off (a finished session), in review (any
    // session, touched checklist item or note), else unreviewed.
    query.prepare(QStringLiteral(
        "SELECT r.run_key, r.path, r.operator, r.generation, r.rounds, r.records, r.final_candidate, r.speedups, "
        "r.geomean_speedup, r.gates, r.fingerprint, r.last_change, r.indexed_at, "
        "(SELECT s.finished FROM review_sessions s WHERE s.run_key = r.run_key), "
        "(SELECT s.updated_by FROM review_sessions s WHERE s.run_key = r.run_key), "
        "(SELECT COUNT(*) FROM checklist_state c WHERE c.run_key = r.run_key AND (c.manual <> '' OR "
        "c.override_status <> '' OR c.note <> '')), "
        "(SELECT COUNT(*) FROM review_notes n WHERE n.run_key = r.run_key) "
        "FROM run_index r ORDER BY r.path"));
    if (!query.exec())
        return out;
    const QString prefix = underPath.isEmpty() ? QString() : QDir::cleanPath(underPath) + QLatin1Char('/');
    while (query.next()) {
        RunIndexRow row;
        row.runKey = query.value(0).toString();
        row.path = query.value(1).toString();
        if (!prefix.isEmpty() && !row.path.startsWith(prefix))
            continue;
        row.operatorName = query.value(2).toString();
        row.generation = query.value(3).toString();
        row.rounds = query.value(4).toInt();
        row.records = query.value(5).toInt();
        row.finalCandidate = query.value(6).toString();
        const QJsonObject speedups = QJsonDocument::fromJson(query.value(7).toString().toUtf8()).object();
        for (auto it = speedups.begin(); it != speedups.end(); ++it)
            row.speedups.insert(it.key(), it.value().isDouble() ? it.value().toDouble()
                                                                : std::numeric_limits<double>::quiet_NaN());
        if (!query.value(8).isNull())
            row.geomeanSpeedup = query.value(8).toDouble();
        const QJsonObject gates = QJsonDocument::fromJson(query.value(9).toString().toUtf8()).object();
        for (auto it = gates.begin(); it != gates.end(); ++it)
            row.gates.insert(it.key(), it.value().toString());
        row.fingerprint = query.value(10).toString();
        row.lastChange = query.value(11).toString();
        row.indexedAt = query.value(12).toString();
        const bool hasSession = !query.value(13).isNull();
        if (hasSession && query.value(13).toInt() != 0)
            row.review = RunIndexRow::ReviewStatus::SignedOff;
        else if (hasSession || query.value(15).toInt() > 0 || query.value(16).toInt() > 0)
            row.review = RunIndexRow::ReviewStatus::InReview;
        row.reviewedBy = query.value(14).toString();
        out.append(row);
    }
    // Review data under another key of the same run (a moved folder) counts, as for every reader
    // (keysOf: the wizard, `perfopt export review`). Only a run with review data under another key
    // of its hash pays for that look up.
    QHash<QString, QSet<QString>> reviewedKeys; // run hash -> keys with review data
    QSqlQuery keys(database());
    if (keys.exec(QStringLiteral("SELECT run_hash, run_key FROM review_sessions UNION SELECT run_hash, run_key FROM "
                                 "checklist_state UNION SELECT run_hash, run_key FROM review_notes")))
        while (keys.next())
            reviewedKeys[keys.value(0).toString()].insert(keys.value(1).toString());
    for (RunIndexRow &row : out) {
        const QSet<QString> reviewed = reviewedKeys.value(RunKey::hash(row.runKey));
        if (reviewed.isEmpty() || (reviewed.size() == 1 && reviewed.contains(row.runKey)))
            continue;
        const ReviewSession session = reviewSession(row.runKey);
        if (!session.isNew()) {
            row.review = session.finished ? RunIndexRow::ReviewStatus::SignedOff : RunIndexRow::ReviewStatus::InReview;
            row.reviewedBy = session.updatedBy;
        } else if (!checklistState(row.runKey).isEmpty() || !notes(row.runKey).isEmpty()) {
            row.review = RunIndexRow::ReviewStatus::InReview;
        }
    }
    return out;
}
