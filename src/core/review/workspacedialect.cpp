// SPDX-License-Identifier: MIT
#include "review/workspacedialect.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace WorkspaceDialect {

QList<QStringList> migrations(bool postgreSql)
{
    // %ID%: the generated integer key; %BLOB%: bytes; %REAL%: a double.
    static const QList<QStringList> steps = {
        // 0 -> 1
        {QStringLiteral("CREATE TABLE runs ("
                        " id %ID%,"
                        " run_key TEXT NOT NULL UNIQUE,"
                        " path TEXT NOT NULL,"
                        " operator TEXT NOT NULL DEFAULT '',"
                        " first_opened TEXT NOT NULL,"
                        " last_opened TEXT NOT NULL)")},
        // 1 -> 2: what perf_records.jsonl looked like when we last saw it
        {QStringLiteral("CREATE TABLE records_snapshots ("
                        " run_key TEXT NOT NULL PRIMARY KEY,"
                        " taken_at TEXT NOT NULL,"
                        " bytes %BLOB% NOT NULL)")},
        // 2 -> 3: review notes on a run, a round, a candidate, a record or a line of a file.
        // ("notes" may already exist in files from before versioning, hence the prefix.)
        {QStringLiteral("CREATE TABLE review_notes ("
                        " id %ID%,"
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
                        " updated_at TEXT NOT NULL)"),
         QStringLiteral("CREATE INDEX review_notes_run_key ON review_notes(run_key)"),
         QStringLiteral("CREATE INDEX review_notes_run_hash ON review_notes(run_hash)")},
        // 3 -> 4: the review checklist (one row per touched item) and the wizard's session
        {QStringLiteral("CREATE TABLE checklist_state ("
                        " run_key TEXT NOT NULL,"
                        " run_hash TEXT NOT NULL,"
                        " item_id TEXT NOT NULL,"
                        " manual TEXT NOT NULL DEFAULT '',"
                        " override_status TEXT NOT NULL DEFAULT '',"
                        " reason TEXT NOT NULL DEFAULT '',"
                        " note TEXT NOT NULL DEFAULT '',"
                        " updated_at TEXT NOT NULL,"
                        " PRIMARY KEY (run_key, item_id))"),
         QStringLiteral("CREATE INDEX checklist_state_run_hash ON checklist_state(run_hash)"),
         QStringLiteral("CREATE TABLE review_sessions ("
                        " run_key TEXT NOT NULL PRIMARY KEY,"
                        " run_hash TEXT NOT NULL,"
                        " author TEXT NOT NULL DEFAULT '',"
                        " current_page INTEGER NOT NULL DEFAULT -1,"
                        " finished INTEGER NOT NULL DEFAULT 0,"
                        " summary TEXT NOT NULL DEFAULT '',"
                        " updated_at TEXT NOT NULL)"),
         QStringLiteral("CREATE INDEX review_sessions_run_hash ON review_sessions(run_hash)")},
        // 4 -> 5: concurrent reviewers (revisions, who wrote what, a note's earlier texts) and the
        // index of a repository's runs (`perfopt index`, the Runs dashboard).
        {QStringLiteral("ALTER TABLE checklist_state ADD COLUMN revision INTEGER NOT NULL DEFAULT 1"),
         QStringLiteral("ALTER TABLE checklist_state ADD COLUMN updated_by TEXT NOT NULL DEFAULT ''"),
         QStringLiteral("ALTER TABLE review_sessions ADD COLUMN revision INTEGER NOT NULL DEFAULT 1"),
         QStringLiteral("ALTER TABLE review_sessions ADD COLUMN updated_by TEXT NOT NULL DEFAULT ''"),
         QStringLiteral("ALTER TABLE review_notes ADD COLUMN revision INTEGER NOT NULL DEFAULT 1"),
         QStringLiteral("CREATE TABLE review_note_history ("
                        " id %ID%,"
                        " note_id INTEGER NOT NULL,"
                        " run_key TEXT NOT NULL,"
                        " revision INTEGER NOT NULL,"
                        " text TEXT NOT NULL,"
                        " author TEXT NOT NULL,"
                        " written_at TEXT NOT NULL,"
                        " replaced_by TEXT NOT NULL,"
                        " replaced_at TEXT NOT NULL,"
                        " deleted INTEGER NOT NULL DEFAULT 0)"),
         QStringLiteral("CREATE INDEX review_note_history_note ON review_note_history(note_id)"),
         QStringLiteral("CREATE TABLE run_index ("
                        " run_key TEXT NOT NULL PRIMARY KEY,"
                        " path TEXT NOT NULL,"
                        " operator TEXT NOT NULL DEFAULT '',"
                        " generation TEXT NOT NULL DEFAULT '',"
                        " rounds INTEGER NOT NULL DEFAULT 0,"
                        " records INTEGER NOT NULL DEFAULT 0,"
                        " final_candidate TEXT NOT NULL DEFAULT '',"
                        " speedups TEXT NOT NULL DEFAULT '{}',"
                        " geomean_speedup %REAL%,"
                        " gates TEXT NOT NULL DEFAULT '{}',"
                        " fingerprint TEXT NOT NULL DEFAULT '',"
                        " last_change TEXT NOT NULL DEFAULT '',"
                        " indexed_at TEXT NOT NULL)")},
        // 5 -> 6: one index row per perf_opt/ path. Two checkouts of one repository under one root
        // give a run the same key (so that their notes meet) and were one row that each index
        // moved to the other checkout; the key stays what the review tables are joined on.
        {QStringLiteral("CREATE TABLE run_index_by_path ("
                        " path TEXT NOT NULL PRIMARY KEY,"
                        " run_key TEXT NOT NULL,"
                        " operator TEXT NOT NULL DEFAULT '',"
                        " generation TEXT NOT NULL DEFAULT '',"
                        " rounds INTEGER NOT NULL DEFAULT 0,"
                        " records INTEGER NOT NULL DEFAULT 0,"
                        " final_candidate TEXT NOT NULL DEFAULT '',"
                        " speedups TEXT NOT NULL DEFAULT '{}',"
                        " geomean_speedup %REAL%,"
                        " gates TEXT NOT NULL DEFAULT '{}',"
                        " fingerprint TEXT NOT NULL DEFAULT '',"
                        " last_change TEXT NOT NULL DEFAULT '',"
                        " indexed_at TEXT NOT NULL)"),
         // "WHERE true": SQLite would read ON CONFLICT as part of the SELECT's join otherwise.
         QStringLiteral("INSERT INTO run_index_by_path(path, run_key, operator, generation, rounds, records, "
                        "final_candidate, speedups, geomean_speedup, gates, fingerprint, last_change, indexed_at) "
                        "SELECT path, run_key, operator, generation, rounds, records, final_candidate, speedups, "
                        "geomean_speedup, gates, fingerprint, last_change, indexed_at FROM run_index WHERE true "
                        "ON CONFLICT(path) DO NOTHING"),
         QStringLiteral("DROP TABLE run_index"),
         QStringLiteral("ALTER TABLE run_index_by_path RENAME TO run_index"),
         QStringLiteral("CREATE INDEX run_index_run_key ON run_index(run_key)")},
    };
    QList<QStringList> out;
    for (const QStringList &step : steps) {
        QStringList statements;
        for (QString statement : step) {
            statement.replace(QLatin1String("%ID%"),
                              postgreSql ? QLatin1String("BIGSERIAL PRIMARY KEY") : QLatin1String("INTEGER PRIMARY KEY"));
            statement.replace(QLatin1String("%BLOB%"), postgreSql ? QLatin1String("BYTEA") : QLatin1String("BLOB"));
            statement.replace(QLatin1String("%REAL%"),
                              postgreSql ? QLatin1String("DOUBLE PRECISION") : QLatin1String("REAL"));
            statements.append(statement);
        }
        out.append(statements);
    }
    return out;
}

int schemaVersion(const QSqlDatabase &db, bool postgreSql)
{
    QSqlQuery query(db);
    if (!postgreSql)
        return query.exec(QStringLiteral("PRAGMA user_version")) && query.next() ? query.value(0).toInt() : -1;
    // From pg_class itself, not to_regclass(): that looks the name up in the session's catalog
    // cache, which still says "no such table" after another program created it while this one
    // waited for the migration lock (an advisory lock does not refresh the cache), and the
    // migration then ran again over the other's tables.
    if (!query.exec(QStringLiteral("SELECT EXISTS (SELECT 1 FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n "
                                   "ON n.oid = c.relnamespace WHERE c.relname = 'perfopt_schema' "
                                   "AND n.nspname = ANY (current_schemas(false)))"))
        || !query.next())
        return -1;
    if (!query.value(0).toBool())
        return 0;
    if (!query.exec(QStringLiteral("SELECT MAX(version) FROM perfopt_schema")) || !query.next())
        return -1;
    return query.value(0).toInt();
}

bool setSchemaVersion(const QSqlDatabase &db, bool postgreSql, int version, QString *error)
{
    QSqlQuery query(db);
    const QStringList statements = postgreSql
        ? QStringList{QStringLiteral("CREATE TABLE IF NOT EXISTS perfopt_schema (version INTEGER NOT NULL)"),
                      QStringLiteral("DELETE FROM perfopt_schema"),
                      QStringLiteral("INSERT INTO perfopt_schema(version) VALUES(%1)").arg(version)}
        : QStringList{QStringLiteral("PRAGMA user_version=%1").arg(version)};
    for (const QString &statement : statements)
        if (!query.exec(statement)) {
            if (error)
                *error = query.lastError().text();
            return false;
        }
    return true;
}

} // namespace WorkspaceDialect
