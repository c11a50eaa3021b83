// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

// A run's stable identity in the workspace database: a hash of its log's first lines plus its
// canonical path ("1a2b3c4d5e6f7a8b:/runs/rms_norm/perf_opt"), so that notes and snapshots
// survive a moved folder (same hash, new path).
namespace RunKey {
QString make(const QString &canonicalPath, const QByteArray &logHead);
// The parts of a key: the log-head hash, and the path (empty for a key without one).
QString hash(const QString &runKey);
QString path(const QString &runKey);
} // namespace RunKey
