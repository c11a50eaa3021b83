// SPDX-License-Identifier: MIT
#include "run/runkey.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>

namespace RunKey {

QString make(const QString &path, const QByteArray &logHead)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(logHead);
    return QString::fromLatin1(hash.result().toHex().left(16)) + QLatin1Char(':') + path;
}

QString repositoryRoot(const QString &canonicalPath)
{
    if (canonicalPath.isEmpty())
        return QString();
    QDir dir(canonicalPath);
    do {
        if (QFileInfo::exists(dir.filePath(QStringLiteral(".git"))))
            return dir.absolutePath();
    } while (dir.cdUp());
    return QString();
}

QString forRun(const QString &canonicalPath, const QByteArray &logHead)
{
    const QString root = repositoryRoot(canonicalPath);
    if (root.isEmpty() || root == canonicalPath)
        return make(canonicalPath, logHead);
    return make(QDir(root).relativeFilePath(canonicalPath), logHead);
}

QString hash(const QString &runKey)
{
    const qsizetype colon = runKey.indexOf(QLatin1Char(':'));
    return colon == 16 ? runKey.left(16) : runKey;
}

QString path(const QString &runKey)
{
    const qsizetype colon = runKey.indexOf(QLatin1Char(':'));
    return colon == 16 ? runKey.mid(17) : QString();
}

} // namespace RunKey
