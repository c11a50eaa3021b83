// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

// A folder's entries in one readdir() pass. The kind comes with each name (d_type), so a listing
// of thousands of branch files or profile folders costs no stat per entry; only the sizes of
// regular files, when asked for, cost one each. Links are reported as links and never followed.
struct DirEntry
{
    enum class Kind : quint8 { Dir, File, Link, Other }; // Other: FIFO, device, socket
    QString name; // U+FFFD for the bytes of a name that is not valid UTF-8
    Kind kind = Kind::Other;
    qint64 size = 0; // regular files, when sizes were asked for
    // The name's bytes when they are not valid UTF-8: no QString path reaches such an entry, so a
    // walk reports it (or hashes these bytes) instead of opening it.
    QByteArray undecodableName;

    bool isDecodable() const { return undecodableName.isEmpty(); }
    // The name for a message: as decoded, with each byte that is not UTF-8 written as \xHH.
    QString displayName() const;
};

namespace DirEntries {

enum class Sizes { Skip, Files };

// The folder's device and inode, from the descriptor it was read through (no second look up of
// its path).
struct Identity
{
    quint64 device = 0;
    quint64 inode = 0;
};

// Every entry but "." and "..", sorted by name (QDir::Name's order); empty when the folder cannot
// be opened (*ok = false, *error = the errno of the open; *identity is then left as it was).
QList<DirEntry> list(const QString &absoluteDir, Sizes sizes, bool *ok = nullptr, Identity *identity = nullptr,
                     int *error = nullptr);

} // namespace DirEntries
