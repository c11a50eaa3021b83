// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

// A small text file of a run as read once by the loader: checks that must see the exact bytes
// (the workflow's gate reads them with Python) work from this, never from the disk again.
struct TextFile {
    QString displayPath; // relative to the operator directory
    bool exists = false;
    bool readable = false; // opened and read
    bool validUtf8 = false;
    QByteArray bytes;

    QString text() const { return QString::fromUtf8(bytes); }
    static TextFile read(const QString &absolutePath, const QString &displayPath, qint64 maxBytes = 64 * 1024 * 1024);
};
