// SPDX-License-Identifier: MIT
#include "base/runroot.h"

#include <QDir>

namespace RunRoot {

bool isInside(const QString &canonicalRoot, const QString &canonicalPath)
{
    if (canonicalRoot.isEmpty() || canonicalPath.isEmpty())
        return false;
    if (canonicalRoot == QLatin1String("/"))
        return true;
    return canonicalPath == canonicalRoot || canonicalPath.startsWith(canonicalRoot + QLatin1Char('/'));
}

QString cleanRelativePath(const QString &path)
{
    if (path.isEmpty() || QDir::isAbsolutePath(path))
        return QString();
    QString clean = QDir::cleanPath(path);
    if (clean == QLatin1String("..") || clean.startsWith(QLatin1String("../")))
        return QString();
    return clean;
}

} // namespace RunRoot
