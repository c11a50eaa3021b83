// SPDX-License-Identifier: MIT
#include "base/direntries.h"

#include <QFile>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <string_view>
#include <sys/stat.h>
#include <unistd.h>

namespace DirEntries {

namespace {

// One entry as readdir() gives it; false when it is gone since (a stat was needed and failed).
bool describe(int dirFd, const char *name, unsigned char type, Sizes sizes, DirEntry &item)
{
    // QFile::decodeName without its converter's set-up per name: file names are UTF-8 on Linux.
    const QUtf8StringView bytes(name, qsizetype(std::strlen(name)));
    item.name = bytes.toString();
    if (!bytes.isValidUtf8())
        item.undecodableName = QByteArray(bytes.data(), bytes.size());
    if (type == DT_UNKNOWN || (type == DT_REG && sizes == Sizes::Files)) {
        struct stat status {};
        if (::fstatat(dirFd, name, &status, AT_SYMLINK_NOFOLLOW) != 0)
            return false; // gone since the folder was read
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
    return true;
}

bool isDotOrDotDot(const char *name)
{
    return qstrcmp(name, ".") == 0 || qstrcmp(name, "..") == 0;
}

} // namespace

namespace {

void identify(int dirFd, Identity *identity)
{
    struct stat status {};
    if (identity && ::fstat(dirFd, &status) == 0)
        *identity = {quint64(status.st_dev), quint64(status.st_ino)};
}

} // namespace

QList<DirEntry> list(const QString &absoluteDir, Sizes sizes, bool *ok, Identity *identity, int *error)
{
    QList<DirEntry> entries;
#ifdef Q_OS_LINUX
    // getdents64 into a buffer on the stack: opendir() allocates 32 KiB per folder, which a run's
    // handful of small folders pays again and again (and a sanitizer build pays dearly).
    const int dirFd = ::open(absoluteDir.toUtf8().constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    const int openError = errno; // before the path's buffer is freed
    if (ok)
        *ok = dirFd >= 0;
    if (dirFd < 0) {
        if (error)
            *error = openError;
        return entries;
    }
    identify(dirFd, identity);
    alignas(struct dirent64) char buffer[8192];
    for (;;) {
        const ssize_t got = ::getdents64(dirFd, buffer, sizeof buffer);
        if (got <= 0)
            break; // the end, or an error: what readdir() would stop at
        for (ssize_t at = 0; at < got;) {
            const auto *entry = reinterpret_cast<const struct dirent64 *>(buffer + at);
            at += entry->d_reclen;
            DirEntry item;
            if (!isDotOrDotDot(entry->d_name) && describe(dirFd, entry->d_name, entry->d_type, sizes, item))
                entries.append(std::move(item));
        }
    }
    ::close(dirFd);
#else
    DIR *dir = ::opendir(QFile::encodeName(absoluteDir).constData());
    const int openError = errno;
    if (ok)
        *ok = dir != nullptr;
    if (!dir) {
        if (error)
            *error = openError;
        return entries;
    }
    const int dirFd = ::dirfd(dir);
    identify(dirFd, identity);
    while (const dirent *entry = ::readdir(dir)) {
        DirEntry item;
        if (!isDotOrDotDot(entry->d_name) && describe(dirFd, entry->d_name, entry->d_type, sizes, item))
            entries.append(std::move(item));
    }
    ::closedir(dir);
#endif
    std::sort(entries.begin(), entries.end(), [](const DirEntry &a, const DirEntry &b) { return a.name < b.name; });
    return entries;
}

} // namespace DirEntries

QString DirEntry::displayName() const
{
    if (undecodableName.isEmpty())
        return name;
    QString out;
    const QByteArray &raw = undecodableName;
    for (qsizetype at = 0; at < raw.size();) {
        const auto lead = quint8(raw.at(at));
        // The length a valid sequence starting here would have; 1 for ASCII and for stray bytes.
        const qsizetype length = lead < 0x80    ? 1
            : lead >= 0xC2 && lead <= 0xDF       ? 2
            : lead >= 0xE0 && lead <= 0xEF       ? 3
            : lead >= 0xF0 && lead <= 0xF4       ? 4
                                                 : 0;
        const QUtf8StringView sequence(raw.constData() + at, std::min(length, raw.size() - at));
        if (length > 0 && sequence.size() == length && sequence.isValidUtf8()) {
            out += sequence.toString();
            at += length;
        } else {
            out += QLatin1String("\\x") + QString::number(lead, 16).toUpper().rightJustified(2, QLatin1Char('0'));
            ++at;
        }
    }
    return out;
}
