// SPDX-License-Identifier: MIT
#pragma once

#include "base/diagnostic.h"
#include "base/runread.h"

#include <QByteArray>
#include <QString>

// A small text file of a run as read once by the loader: checks that must see the exact bytes
// (the workflow's gate reads them with Python) work from this, never from the disk again.
struct TextFile {
    QString displayPath; // relative to the operator directory
    bool exists = false;
    bool readable = false; // opened and read
    bool cut = false; // longer than the limit: only the first maxBytes are in bytes
    QByteArray bytes;
    Diagnostics diagnostics; // refused (link, outside the run, not a regular file) or cut


    QString text() const { return QString::fromUtf8(bytes); }
    // Through RunRead: root is the run's operator directory (empty: the file's own directory).
    static TextFile read(const QString &absolutePath, const QString &displayPath,
                         qint64 maxBytes = RunRead::MaxTextBytes, const QString &root = QString());
};
