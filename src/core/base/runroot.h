// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringView>

// Where a run's files may be read from: below its root, after symbolic links are resolved.
// Every folder that follows a path read from a run's files (msprof_raw_path, a logs entry, a
// symbolic link) asks here, so that one rule decides what lies inside.
namespace RunRoot {
// canonicalPath equals canonicalRoot or lies below it. Both must be canonical paths.
bool isInside(const QString &canonicalRoot, const QString &canonicalPath);
// QDir::isAbsolutePath without the QFileInfo it builds (a load asks for thousands of paths): on
// Linux, a path starting with "/", or with ":" (Qt reads those as its resources).
bool isAbsolutePath(QStringView path);
// A relative path that stays inside its base after cleaning ("a/../b" yes, "../b" and "/b" no);
// returns the cleaned path or an empty string.
QString cleanRelativePath(const QString &path);
// QDir::cleanPath, without its cost for a path that is clean already (every path a scan builds).
QString cleanPath(const QString &path);
} // namespace RunRoot
