// SPDX-License-Identifier: MIT
#include "base/textfile.h"

#include <QFile>
#include <QStringDecoder>

TextFile TextFile::read(const QString &absolutePath, const QString &displayPath, qint64 maxBytes)
{
    TextFile file;
    file.displayPath = displayPath;
    if (absolutePath.isEmpty())
        return file;
    QFile f(absolutePath);
    file.exists = f.exists();
    if (!file.exists || !f.open(QIODevice::ReadOnly))
        return file;
    file.bytes = f.read(maxBytes);
    file.readable = true;
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString decoded = decoder.decode(file.bytes);
    file.validUtf8 = !decoder.hasError();
    return file;
}
