// SPDX-License-Identifier: MIT
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>

class WorkspaceDatabase;

// `--workspace URL` for every command that reads or writes the workspace database: a path,
// sqlite:PATH or postgresql://user@host:port/db (docs/team.md). Without it: $PERFOPT_WORKSPACE,
// then the workbench's "workspace/location" setting, then the per-user SQLite file.
namespace WorkspaceOption {
QCommandLineOption option(const QString &purpose);
QString location(const QCommandLineParser &parser, const QCommandLineOption &option);
// Opens the chosen workspace. With readOnly (exports), a SQLite file that does not exist is not
// created (returns false, *missing = true), and the database is neither migrated nor changed —
// readers never make or alter a database (WorkspaceDatabase::Access::ReadOnly).
bool open(WorkspaceDatabase &database, const QString &location, bool readOnly, bool *missing = nullptr);
} // namespace WorkspaceOption
