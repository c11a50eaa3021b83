// SPDX-License-Identifier: MIT
#include "base/runread.h"

#include "base/runroot.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMutex>
#include <algorithm>
#include <atomic>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace RunRead {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RunRead", text);
}

std::atomic<qint64> g_opened {0}, g_symlink {0}, g_outside {0}, g_notRegular {0}, g_missing {0}, g_cut {0};
QMutex g_pathsMutex;
QStringList g_paths;

QString sizeText(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

// The real path of a run's root, which every read of a load checks against: resolved again only
// when the path now leads to another directory (device and inode), so thousands of reads do
// not each walk the root's parents with readlink. A root renamed under the load keeps its old
// real path here, which only refuses more.
QString canonicalRoot(const QString &root)
{
    struct Known
    {
        QString root;
        QString canonical;
        dev_t device = 0;
        ino_t inode = 0;
    };
    thread_local Known known;
    struct stat status {};
    if (::stat(QFile::encodeName(root).constData(), &status) != 0)
        return QFileInfo(root).canonicalFilePath();
    if (!known.canonical.isEmpty() && known.root == root && known.device == status.st_dev
        && known.inode == status.st_ino)
        return known.canonical;
    const QString canonical = QFileInfo(root).canonicalFilePath();
    known = {root, canonical, status.st_dev, status.st_ino};
    return canonical;
}

// Checks the rules and returns an open descriptor (>= 0) or -1 with *result filled.
int openChecked(const QString &root, const QString &absolutePath, Result *result)
{
    result->refusal = Refusal::Missing;
    if (absolutePath.isEmpty()) {
        ++g_missing;
        return -1;
    }
    const QFileInfo info(absolutePath);
    const QString absolute = info.absoluteFilePath();
    const QByteArray native = QFile::encodeName(absolute);
    struct stat link {};
    if (::lstat(native.constData(), &link) != 0) {
        ++g_missing;
        return -1;
    }
    if (S_ISLNK(link.st_mode)) {
        ++g_symlink;
        result->refusal = Refusal::SymbolicLink;
        result->reason = tr("it is a symbolic link; links inside a run are never followed");
        return -1;
    }
    const QString realRoot = canonicalRoot(root.isEmpty() ? info.absolutePath() : root);
    const QString canonical = info.canonicalFilePath();
    if (canonical.isEmpty() || !RunRoot::isInside(realRoot, canonical)) {
        ++g_outside;
        result->refusal = Refusal::Outside;
        result->reason = tr("its real path lies outside the run");
        return -1;
    }
    if (!S_ISREG(link.st_mode)) {
        ++g_notRegular;
        result->refusal = Refusal::NotRegular;
        result->reason = S_ISDIR(link.st_mode) ? tr("it is a directory")
                                               : tr("it is not a regular file (a pipe, device or socket)");
        return -1;
    }
    // O_NOFOLLOW and O_NONBLOCK: a file swapped for a link or a FIFO since lstat neither escapes nor hangs.
    const int fd = ::open(QFile::encodeName(canonical).constData(),
                          O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        result->refusal = Refusal::Unreadable;
        result->reason = QString::fromLocal8Bit(strerror(errno));
        return -1;
    }
    struct stat opened {};
    if (::fstat(fd, &opened) != 0 || !S_ISREG(opened.st_mode)) {
        ::close(fd);
        ++g_notRegular;
        result->refusal = Refusal::NotRegular;
        result->reason = tr("it is not a regular file (a pipe, device or socket)");
        return -1;
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    ++g_opened;
    {
        QMutexLocker lock(&g_pathsMutex);
        if (g_paths.size() < 100000)
            g_paths.append(canonical);
    }
    result->refusal = Refusal::None;
    result->size = opened.st_size;
    return fd;
}

} // namespace

QString Result::code(const QString &prefix) const
{
    switch (refusal) {
    case Refusal::None: return cut ? prefix + QStringLiteral(".cut") : QString();
    case Refusal::Missing: return QString();
    case Refusal::SymbolicLink: return prefix + QStringLiteral(".symbolic-link");
    case Refusal::Outside: return prefix + QStringLiteral(".outside-run");
    case Refusal::NotRegular: return prefix + QStringLiteral(".not-regular");
    case Refusal::Unreadable: return prefix + QStringLiteral(".unreadable");
    }
    return QString();
}

Diagnostics Result::diagnostics(const QString &prefix, const QString &displayPath) const
{
    if (refusal == Refusal::Missing || (refusal == Refusal::None && !cut))
        return {};
    if (refusal == Refusal::None)
        return {{Diagnostic::Severity::Error, code(prefix), displayPath, 0, 0, reason}};
    return {{Diagnostic::Severity::Error, code(prefix), displayPath, 0, 0,
             QCoreApplication::translate("RunRead", "Not read: %1").arg(reason)}};
}

namespace {

// After the last chunk: is the file cut (longer than maxBytes), or did reading fail?
void finishRead(QFile &file, qint64 read, qint64 maxBytes, Result &result)
{
    if (read >= maxBytes && !file.atEnd() && !file.read(1).isEmpty()) {
        ++g_cut;
        result.cut = true;
        result.reason = tr("The file is %1; only its first %2 were read (the limit for this file)")
                            .arg(sizeText(qMax(result.size, maxBytes + 1)), sizeText(maxBytes));
    }
    if (file.error() != QFileDevice::NoError && !result.cut) {
        result.refusal = Refusal::Unreadable;
        result.reason = file.errorString();
    }
}

} // namespace

Result read(const QString &root, const QString &absolutePath, qint64 maxBytes)
{
    Result result;
    const int fd = openChecked(root, absolutePath, &result);
    if (fd < 0)
        return result;
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        result.refusal = Refusal::Unreadable;
        result.reason = file.errorString();
        return result;
    }
    // What the file holds, read in chunks up to the limit: QIODevice::read(maxBytes) allocates
    // maxBytes up front (4 GiB for records), and the file may still grow while it is read.
    QByteArray &bytes = result.bytes;
    bytes.reserve(qsizetype(qMin(maxBytes, result.size + 64 * 1024)));
    while (bytes.size() < maxBytes) {
        const qsizetype before = bytes.size();
        const qint64 chunk = qMin<qint64>(maxBytes - before, std::max<qint64>(bytes.capacity() - before, 64 * 1024));
        bytes.resize(before + qsizetype(chunk));
        const qint64 n = file.read(bytes.data() + before, chunk);
        bytes.resize(before + qsizetype(std::max<qint64>(n, 0)));
        if (n <= 0)
            break;
    }
    finishRead(file, result.bytes.size(), maxBytes, result);
    return result;
}

Result stream(const QString &root, const QString &absolutePath, qint64 maxBytes,
              const std::function<bool(QByteArrayView)> &sink, qsizetype chunkBytes)
{
    Result result;
    std::unique_ptr<QFile> file = open(root, absolutePath, &result);
    if (!file)
        return result;
    QByteArray chunk(qsizetype(qMin<qint64>(chunkBytes, qMax<qint64>(maxBytes, 1))), Qt::Uninitialized);
    qint64 total = 0;
    while (total < maxBytes) {
        const qint64 n = file->read(chunk.data(), qMin<qint64>(chunk.size(), maxBytes - total));
        if (n <= 0)
            break;
        total += n;
        if (!sink(QByteArrayView(chunk.constData(), qsizetype(n))))
            return result; // the reader has what it wanted
    }
    finishRead(*file, total, maxBytes, result);
    return result;
}

std::unique_ptr<QFile> open(const QString &root, const QString &absolutePath, Result *why)
{
    Result local;
    Result *result = why ? why : &local;
    const int fd = openChecked(root, absolutePath, result);
    if (fd < 0)
        return nullptr;
    auto file = std::make_unique<QFile>();
    if (!file->open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        result->refusal = Refusal::Unreadable;
        result->reason = file->errorString();
        return nullptr;
    }
    return file;
}

bool allowed(const QString &root, const QString &absolutePath, Result *why)
{
    Result local;
    Result *result = why ? why : &local;
    const int fd = openChecked(root, absolutePath, result);
    if (fd < 0)
        return false;
    ::close(fd);
    return true;
}

Counters counters()
{
    return {g_opened.load(), g_symlink.load(), g_outside.load(), g_notRegular.load(), g_missing.load(), g_cut.load()};
}

void resetCounters()
{
    g_opened = g_symlink = g_outside = g_notRegular = g_missing = g_cut = 0;
    QMutexLocker lock(&g_pathsMutex);
    g_paths.clear();
}

QStringList openedPaths()
{
    QMutexLocker lock(&g_pathsMutex);
    return g_paths;
}

} // namespace RunRead
