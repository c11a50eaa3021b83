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

namespace {

// No empty, "." or ".." segment: what QDir::cleanPath would leave as it is.
bool hasCleanSegments(QStringView path)
{
    qsizetype start = 0;
    for (qsizetype i = 0; i <= path.size(); ++i) {
        if (i < path.size() && path.at(i) != u'/')
            continue;
        const QStringView segment = path.sliced(start, i - start);
        if (segment.isEmpty() || segment == u"." || segment == u"..")
            return false;
        start = i + 1;
    }
    return true;
}

} // namespace

bool isAbsolutePath(QStringView path)
{
    return path.startsWith(u'/') || path.startsWith(u':');
}

QString cleanRelativePath(const QString &path)
{
    if (path.isEmpty() || isAbsolutePath(path))
        return QString();
    // Nearly every path (thousands of msprof_raw_paths) is clean but for a trailing slash.
    QStringView view(path);
    if (view.endsWith(u'/'))
        view.chop(1);
    if (hasCleanSegments(view))
        return view.size() == path.size() ? path : view.toString();
    QString clean = QDir::cleanPath(path);
    if (clean == QLatin1String("..") || clean.startsWith(QLatin1String("../")))
        return QString();
    return clean;
}

QString cleanPath(const QString &path)
{
    const QStringView segments = QStringView(path).sliced(path.startsWith(QLatin1Char('/')) ? 1 : 0);
    return !segments.isEmpty() && hasCleanSegments(segments) ? path : QDir::cleanPath(path);
}

} // namespace RunRoot
