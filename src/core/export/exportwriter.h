// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

// Writes an export atomically (QSaveFile: the old file stays intact until the new one is complete)
// and, when asked, keeps the file it replaces as <file>.bak. Only called on an explicit export.
class ExportWriter
{
public:
    struct Result
    {
        bool ok = false;
        QString error; // translated
        QString backupPath; // set when a backup was written
    };
    static Result write(const QString &path, const QByteArray &bytes, bool keepBackup);
    // Why `path` is not written to (translated), or empty: an existing path must be a regular file
    // itself. A symbolic link (one planted in a run could point anywhere), a directory, a FIFO or a
    // device is refused, so that checking every file of an export first writes none of them.
    static QString refusal(const QString &path);
    static QString backupPath(const QString &path) { return path + QStringLiteral(".bak"); }
};
