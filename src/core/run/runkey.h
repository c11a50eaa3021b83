// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

// A run's stable identity in the workspace database: the run's digest (a hash of its log's first
// lines) plus its path. Inside a repository (a folder with .git above the run) the path is relative
// to the repository's root ("1a2b3c4d5e6f7a8b:ops/rms_norm/perf_opt"), so that reviewers with
// different checkouts meet on the same run; elsewhere it is the canonical path
// ("1a2b3c4d5e6f7a8b:/runs/rms_norm/perf_opt"), and notes survive a moved folder (same hash).
namespace RunKey {
QString make(const QString &path, const QByteArray &logHead);
// make() with the path relative to the repository root when there is one.
QString forRun(const QString &canonicalPath, const QByteArray &logHead);
QString repositoryRoot(const QString &canonicalPath); // empty when not inside a repository
// The parts of a key: the log-head hash, and the path (empty for a key without one).
QString hash(const QString &runKey);
QString path(const QString &runKey);
} // namespace RunKey
