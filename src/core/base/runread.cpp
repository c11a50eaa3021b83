// SPDX-License-Identifier: MIT
#include "base/runread.h"

#include "base/runroot.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMutex>
#include <algorithm>
#include <atomic>

#include <cerrno>
#include <fcntl.h>
#include <linux/openat2.h>
#include <sys/syscall.h>
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

// The real path of a run's root, which every read of a load checks against, and a descriptor of
// that directory for openat2(): resolved again only when the path now leads to another directory
// (device and inode), so thousands of reads do not each walk the root's parents with readlink.
// A root renamed under the load keeps its old real path here, which only refuses more.
struct KnownRoot
{
    QString root;
    QString canonical;
    dev_t device = 0;
    ino_t inode = 0;
    int fd = -1; // O_PATH descriptor of canonical, or -1

    KnownRoot() = default;
    KnownRoot(const KnownRoot &) = delete;
    KnownRoot &operator=(const KnownRoot &) = delete;
    ~KnownRoot()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

thread_local QString t_pinned; // the root of this thread's innermost PinnedRoot

const KnownRoot &knownRoot(const QString &root)
{
    thread_local KnownRoot known;
    if (!t_pinned.isEmpty() && root == t_pinned && known.root == root && !known.canonical.isEmpty())
        return known; // pinned: the directory the load began with
    struct stat status {};
    if (::stat(root.toUtf8().constData(), &status) != 0) { // QFile::encodeName: UTF-8 on Linux
        if (known.fd >= 0)
            ::close(known.fd);
        known.root.clear();
        known.canonical = QFileInfo(root).canonicalFilePath();
        known.fd = -1;
        return known;
    }
    if (!known.canonical.isEmpty() && known.root == root && known.device == status.st_dev
        && known.inode == status.st_ino)
        return known;
    if (known.fd >= 0)
        ::close(known.fd);
    known.root = root;
    known.canonical = QFileInfo(root).canonicalFilePath();
    known.device = status.st_dev;
    known.inode = status.st_ino;
    known.fd = known.canonical.isEmpty()
        ? -1
        : ::open(QFile::encodeName(known.canonical).constData(), O_PATH | O_DIRECTORY | O_CLOEXEC);
    return known;
}

QString canonicalRoot(const QString &root)
{
    return knownRoot(root).canonical;
}

} // namespace

PinnedRoot::PinnedRoot(const QString &root)
    : m_previous(t_pinned)
{
    t_pinned.clear();
    knownRoot(root); // looked up (again) now, then kept
    t_pinned = root;
}

PinnedRoot::~PinnedRoot()
{
    t_pinned = m_previous;
}

namespace {

// The common case in one system call: a path below the root with no symbolic link anywhere on
// the way, opened beneath the root's descriptor (the kernel refuses "..", absolute and link
// escapes). Its real path is then the root's plus the cleaned relative path. Returns the
// descriptor of a regular file, -2 for a missing file, and -1 when the rules must be applied step
// by step (a link on the way, not a regular file, an old kernel): openChecked's slow path.
int openBeneath(const QString &root, const QString &absolutePath, QString *canonical, qint64 *size)
{
#ifdef SYS_openat2
    const QString givenRoot = root.isEmpty() ? QFileInfo(absolutePath).absolutePath() : root;
    const QString cleanRoot = RunRoot::cleanPath(givenRoot);
    const QString cleanPath = RunRoot::cleanPath(absolutePath);
    if (!cleanPath.startsWith(cleanRoot) || cleanPath.size() <= cleanRoot.size() + 1
        || (cleanRoot != QLatin1String("/") && cleanPath.at(cleanRoot.size()) != QLatin1Char('/')))
        return -1;
    const QString relative = cleanPath.mid(cleanRoot == QLatin1String("/") ? 1 : cleanRoot.size() + 1);
    const KnownRoot &known = knownRoot(givenRoot); // the key the slow path uses too
    if (known.fd < 0)
        return -1;
    struct open_how how {};
    how.flags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY;
    how.resolve = RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS;
    const int fd = int(::syscall(SYS_openat2, known.fd, relative.toUtf8().constData(), &how, sizeof how));
    if (fd < 0)
        return errno == ENOENT || errno == ENOTDIR ? -2 : -1;
    struct stat opened {};
    if (::fstat(fd, &opened) != 0 || !S_ISREG(opened.st_mode)) {
        ::close(fd);
        return -1;
    }
    // O_NONBLOCK is left set: it has no effect on a regular file.
    *canonical = known.canonical == QLatin1String("/") ? QString(QLatin1Char('/') + relative)
                                                       : QString(known.canonical + QLatin1Char('/') + relative);
    *size = opened.st_size;
    return fd;
#else
    Q_UNUSED(root);
    Q_UNUSED(absolutePath);
    Q_UNUSED(canonical);
    Q_UNUSED(size);
    return -1;
#endif
}

void noteOpened(const QString &canonical)
{
    ++g_opened;
    QMutexLocker lock(&g_pathsMutex);
    if (g_paths.size() < 100000)
        g_paths.append(canonical);
}

// Checks the rules and returns an open descriptor (>= 0) or -1 with *result filled.
int openChecked(const QString &root, const QString &absolutePath, Result *result)
{
    result->refusal = Refusal::Missing;
    if (absolutePath.isEmpty()) {
        ++g_missing;
        return -1;
    }
    {
        QString canonical;
        qint64 size = 0;
        const int fd = openBeneath(root, absolutePath, &canonical, &size);
        if (fd >= 0) {
            noteOpened(canonical);
            result->refusal = Refusal::None;
            result->size = size;
            return fd;
        }
        if (fd == -2) {
            ++g_missing;
            return -1;
        }
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
    noteOpened(canonical);
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

constexpr qint64 MinStreamChunkBytes = 4 * 1024;

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

// Reads up to want bytes of fd into result.bytes (exactly sized: resize() would round a 2.7 MB log
// up to 4 MiB); a read error makes result unreadable. Returns the bytes read.
qint64 readOpened(int fd, qint64 want, Result &result)
{
    QByteArray &bytes = result.bytes;
    bytes = QByteArray(qsizetype(want), Qt::Uninitialized);
    qint64 got = 0;
    while (got < want) {
        const ssize_t n = ::read(fd, bytes.data() + got, size_t(want - got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            result.refusal = Refusal::Unreadable;
            result.reason = QString::fromLocal8Bit(strerror(errno));
            break;
        }
        if (n == 0)
            break; // shorter than when it was opened
        got += n;
    }
    bytes.resize(qsizetype(got));
    return got;
}

// A QFile that owns fd, or null (fd closed, result unreadable).
std::unique_ptr<QFile> fileOf(int fd, Result &result)
{
    auto file = std::make_unique<QFile>();
    // Unbuffered: every caller reads in chunks of its own, and QIODevice's buffer is 16 KiB
    // allocated and copied through per file, however small the file.
    if (!file->open(fd, QIODevice::ReadOnly | QIODevice::Unbuffered, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        result.refusal = Refusal::Unreadable;
        result.reason = file->errorString();
        return nullptr;
    }
    return file;
}

} // namespace

Result read(const QString &root, const QString &absolutePath, qint64 maxBytes)
{
    Result result;
    const int fd = openChecked(root, absolutePath, &result);
    if (fd < 0)
        return result;
    // The bytes the file had when it was opened, up to the limit, straight from the descriptor:
    // QIODevice::read(maxBytes) would allocate maxBytes up front (4 GiB for records), and a QFile
    // costs a stat, a seek and a read past the end per file (thousands of branch files).
    const qint64 got = readOpened(fd, qMin(maxBytes, result.size), result);
    if (result.ok() && got >= maxBytes) {
        char probe = 0;
        ssize_t n = 0;
        do {
            n = ::read(fd, &probe, 1);
        } while (n < 0 && errno == EINTR);
        if (n > 0) {
            ++g_cut;
            result.cut = true;
            result.reason = tr("The file is %1; only its first %2 were read (the limit for this file)")
                                .arg(sizeText(qMax(result.size, maxBytes + 1)), sizeText(maxBytes));
        }
    }
    if (!result.ok())
        result.bytes.clear();
    ::close(fd);
    return result;
}

Result stream(const QString &root, const QString &absolutePath, qint64 maxBytes,
              const std::function<bool(QByteArrayView)> &sink, qsizetype chunkBytes,
              const std::function<void(qint64)> &opened)
{
    Result result;
    std::unique_ptr<QFile> file = open(root, absolutePath, &result);
    if (!file)
        return result;
    if (opened)
        opened(qMin(result.size, maxBytes));
    // A chunk no larger than the file as opened (and a little room should it grow): a small file
    // costs no megabyte buffer per read, which the records' readers and gates do several times.
    const qint64 chunkSize = qMin<qint64>(qMin<qint64>(chunkBytes, qMax<qint64>(maxBytes, 1)),
                                          qMax<qint64>(result.size + 1, MinStreamChunkBytes));
    QByteArray chunk(qsizetype(chunkSize), Qt::Uninitialized);
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
    return fileOf(fd, *result);
}

std::unique_ptr<QFile> openOrReadSmall(const QString &root, const QString &absolutePath, qint64 smallBytes,
                                       Result *result)
{
    const int fd = openChecked(root, absolutePath, result);
    if (fd < 0)
        return nullptr;
    if (result->size > smallBytes)
        return fileOf(fd, *result);
    readOpened(fd, result->size, *result);
    if (!result->ok())
        result->bytes.clear();
    ::close(fd);
    return nullptr;
}

PlainFiles::~PlainFiles()
{
    for (const Folder &folder : std::as_const(m_folders))
        if (folder.fd >= 0)
            ::close(folder.fd);
}

bool PlainFiles::isPlain(const QString &absolutePath, qint64 maxBytes, qint64 *size)
{
    const qsizetype slash = absolutePath.lastIndexOf(QLatin1Char('/'));
    if (absolutePath.isEmpty() || slash < 0 || slash == absolutePath.size() - 1
        || !RunRoot::isAbsolutePath(absolutePath))
        return false; // not a path this fast way can answer: a read will
    const QString folderPath = slash == 0 ? QStringLiteral("/") : absolutePath.left(slash);
    auto folder = m_folders.find(folderPath);
    if (folder == m_folders.end()) {
        Folder f;
        const QString realRoot = canonicalRoot(m_root.isEmpty() ? folderPath : m_root);
        const QString realFolder = QFileInfo(folderPath).canonicalFilePath();
        f.inside = !realRoot.isEmpty() && !realFolder.isEmpty() && RunRoot::isInside(realRoot, realFolder);
        if (f.inside)
            f.fd = ::open(QFile::encodeName(realFolder).constData(), O_PATH | O_DIRECTORY | O_CLOEXEC);
        folder = m_folders.insert(folderPath, f);
    }
    if (!folder->inside || folder->fd < 0)
        return false;
    struct stat status {};
    if (::fstatat(folder->fd, QFile::encodeName(absolutePath.sliced(slash + 1)).constData(), &status,
                  AT_SYMLINK_NOFOLLOW)
            != 0
        || !S_ISREG(status.st_mode) || status.st_size > maxBytes)
        return false;
    // Readable by its mode bits whoever we are among the owner's group and the others (root too:
    // without CAP_DAC_OVERRIDE, in a container, it reads by the bits; ACLs only the read would see).
    static const uid_t user = ::geteuid();
    const bool readable = status.st_uid == user ? (status.st_mode & S_IRUSR) != 0
                                                : (status.st_mode & S_IRGRP) != 0 && (status.st_mode & S_IROTH) != 0;
    if (!readable)
        return false;
    *size = status.st_size;
    return true;
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

bool refusedUnopened(const QString &root, const QString &absolutePath, Result *why)
{
    why->refusal = Refusal::Missing;
    const QFileInfo info(absolutePath);
    struct stat link
    {
    };
    if (absolutePath.isEmpty() || ::lstat(QFile::encodeName(info.absoluteFilePath()).constData(), &link) != 0)
        return false;
    if (S_ISLNK(link.st_mode)) {
        ++g_symlink;
        why->refusal = Refusal::SymbolicLink;
        why->reason = tr("it is a symbolic link; links inside a run are never followed");
        return true;
    }
    const QString canonical = info.canonicalFilePath();
    if (canonical.isEmpty()
        || !RunRoot::isInside(canonicalRoot(root.isEmpty() ? info.absolutePath() : root), canonical)) {
        ++g_outside;
        why->refusal = Refusal::Outside;
        why->reason = tr("its real path lies outside the run");
        return true;
    }
    if (!S_ISREG(link.st_mode)) {
        ++g_notRegular;
        why->refusal = Refusal::NotRegular;
        why->reason = S_ISDIR(link.st_mode) ? tr("it is a directory")
                                            : tr("it is not a regular file (a pipe, device or socket)");
        return true;
    }
    why->refusal = Refusal::None;
    return false;
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
