// SPDX-License-Identifier: MIT
#include "base/textfile.h"

TextFile TextFile::read(const QString &absolutePath, const QString &displayPath, qint64 maxBytes,
                        const QString &root)
{
    TextFile file;
    file.displayPath = displayPath;
    if (absolutePath.isEmpty())
        return file;
    RunRead::Result read = RunRead::read(root, absolutePath, maxBytes);
    file.exists = read.exists();
    file.diagnostics = read.diagnostics(QStringLiteral("file"), displayPath);
    if (!read.ok())
        return file;
    file.bytes = std::move(read.bytes);
    file.cut = read.cut;
    file.readable = true;
    return file;
}
