// SPDX-License-Identifier: MIT
#include "run/runkey.h"

#include <QCryptographicHash>

namespace RunKey {

QString make(const QString &canonicalPath, const QByteArray &logHead)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(logHead);
    return QString::fromLatin1(hash.result().toHex().left(16)) + QLatin1Char(':') + canonicalPath;
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
