// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QSqlDatabase>
#include <QStringList>

// What differs between the workspace database's two backends, and nothing else: the schema's
// migration steps (the same SQL apart from a generated key and a binary column), and where the
// schema version is kept (SQLite: PRAGMA user_version; PostgreSQL: the perfopt_schema table).
// Everything else — ON CONFLICT upserts, ? placeholders, RETURNING — is shared SQL.
namespace WorkspaceDialect {
constexpr int MigrationLock = 0x70657266; // pg_advisory_xact_lock key while migrating ("perf")

// migrations(pg)[n] takes the schema from version n to n + 1.
QList<QStringList> migrations(bool postgreSql);
int schemaVersion(const QSqlDatabase &db, bool postgreSql); // 0 = empty database, -1 = unreadable
bool setSchemaVersion(const QSqlDatabase &db, bool postgreSql, int version, QString *error);
} // namespace WorkspaceDialect
