// SPDX-License-Identifier: MIT
#include "base/direntries.h"

#include <QFile>
#include <algorithm>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>

namespace DirEntries {

QList<DirEntry> list(const QString &absoluteDir, Sizes sizes, bool *ok)
{
    QList<DirEntry> entries;
    DIR *dir = ::opendir(QFile::encodeName(absoluteDir).constData());
    if (ok)
        *ok = dir != nullptr;
    if (!dir)
        return entries;
    const int dirFd = ::dirfd(dir);
    while (const dirent *entry = ::readdir(dir)) {
        const char *name = entry->d_name;
        if (qstrcmp(name, ".") == 0 || qstrcmp(name, "..") == 0)
            continue;
        DirEntry item;
        item.name = QFile::decodeName(name);
        unsigned char type = entry->d_type;
        if (type == DT_UNKNOWN || (type == DT_REG && sizes == Sizes::Files)) {
            struct stat status {};
            if (::fstatat(dirFd, name, &status, AT_SYMLINK_NOFOLLOW) != 0)
                continue; // gone since readdir
            type = S_ISREG(status.st_mode) ? DT_REG
                : S_ISDIR(status.st_mode)  ? DT_DIR
                : S_ISLNK(status.st_mode)  ? DT_LNK
                                           : DT_UNKNOWN;
            item.size = S_ISREG(status.st_mode) ? qint64(status.st_size) : 0;
        }
        item.kind = type == DT_DIR ? DirEntry::Kind::Dir
            : type == DT_REG       ? DirEntry::Kind::File
            : type == DT_LNK       ? DirEntry::Kind::Link
                                   : DirEntry::Kind::Other;
        entries.append(std::move(item));
    }
    ::closedir(dir);
    std::sort(entries.begin(), entries.end(), [](const DirEntry &a, const DirEntry &b) { return a.name < b.name; });
    return entries;
}

} // namespace DirEntries
