// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

// Writes an export atomically (QSaveFile: the old file stays intact until the new one is complete)
// and, when asked, keeps the file it replaces as <file>.bak. Only called on an explicit export; a
// path SaveTarget refuses is not written.
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
    static QString backupPath(const QString &path) { return path + QStringLiteral(".bak"); }
};
