// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

// Where the workspace database lives, from one string (the `--workspace` option and the
// "workspace/location" setting): a path or `sqlite:PATH` (the default, one file per user), or
// `postgresql://user@host:port/db` for a team (docs/team.md). A Unix socket folder is given as
// the host, percent-encoded (`postgresql://me@%2Ftmp%2Fpg/db`) or as `?host=/tmp/pg`.
// Passwords are never part of the location: libpq reads PGPASSWORD or ~/.pgpass itself.
struct WorkspaceLocation
{
    enum class Backend { Sqlite, PostgreSql };

    Backend backend = Backend::Sqlite;
    QString path; // SQLite
    QString user, host, database; // PostgreSQL; empty = libpq's default
    int port = -1;

    // An empty text is the default SQLite path. Returns false with a message for a malformed
    // location or one that carries a password.
    static bool parse(const QString &text, WorkspaceLocation *location, QString *error);
    static WorkspaceLocation sqlite(const QString &path);
    bool isPostgreSql() const { return backend == Backend::PostgreSql; }
    QString toString() const; // canonical form, never with a password
};
