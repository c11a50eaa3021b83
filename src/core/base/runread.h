// SPDX-License-Identifier: MIT
#pragma once

#include "base/diagnostic.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>

class QFile;

// The one place that decides every read of a run's file. A read is allowed only when
//  - the path itself is not a symbolic link (links inside a run are never followed),
//  - its real path (every directory link resolved) lies inside the run root (RunRoot::isInside),
//  - it is a regular file (no FIFO, device, socket or directory: those hang or never end),
// and it is bounded: at most maxBytes are read, and a longer file is reported as cut.
// Every refusal comes with a translated reason for a located diagnostic; counters let tests
// prove that nothing outside a run was opened.
namespace RunRead {

enum class Refusal { None, Missing, SymbolicLink, Outside, NotRegular, Unreadable };

// Default caps (documented in docs/cli.md, "Resource limits").
inline constexpr qint64 MaxTextBytes = 64 * 1024 * 1024; // opt_log.md, perf_feedback.md, DESIGN.md
inline constexpr qint64 MaxKernelBytes = 16 * 1024 * 1024; // kernel .py files
inline constexpr qint64 MaxJsonBytes = 64 * 1024 * 1024; // workload_inventory.json, profile JSON
// perf_records.jsonl is streamed (stream() below): memory follows the records kept, not this cap.
inline constexpr qint64 MaxRecordsBytes = qint64(4) * 1024 * 1024 * 1024;
inline constexpr qint64 MaxCsvBytes = qint64(2) * 1024 * 1024 * 1024; // one msprof CSV

struct Result {
    Refusal refusal = Refusal::Missing;
    QByteArray bytes;
    qint64 size = 0; // size on disk when opened
    bool cut = false; // only the first maxBytes were read
    QString reason; // translated, empty when read whole

    bool exists() const { return refusal != Refusal::Missing; }
    bool ok() const { return refusal == Refusal::None; }
    // "<prefix>.outside" etc.; empty for a whole read or a missing file.
    QString code(const QString &prefix) const;
    // An error for a refusal, a warning for a cut file, nothing otherwise (file = displayPath).
    Diagnostics diagnostics(const QString &prefix, const QString &displayPath) const;
};

// Reads absolutePath, which must lie inside root after links are resolved. An empty root means
// the directory named in absolutePath (a file the user named on the command line).
Result read(const QString &root, const QString &absolutePath, qint64 maxBytes);

// read() without holding the file: hands it to sink in chunks of chunkBytes, up to maxBytes (a longer
// file is cut as by read()); sink returns false to stop early. Result::bytes stays empty.
// opened, if given, learns the file's size before the first chunk (to size what the sink builds).
Result stream(const QString &root, const QString &absolutePath, qint64 maxBytes,
              const std::function<bool(QByteArrayView)> &sink, qsizetype chunkBytes = 1024 * 1024,
              const std::function<void(qint64)> &opened = {});

// Opens for streaming under the same rules, unbuffered (read in chunks of your own); returns null
// (and fills *why) when refused.
std::unique_ptr<QFile> open(const QString &root, const QString &absolutePath, Result *why);

// open() for a file that is usually small (an OpBasicInfo CSV, thousands per run): when it holds at
// most smallBytes, its bytes as opened are in result->bytes and no handle is returned (a QFile
// costs four stats and a seek per file); a larger file comes back open for streaming.
// Null without bytes: refused, as by open().
std::unique_ptr<QFile> openOrReadSmall(const QString &root, const QString &absolutePath, qint64 smallBytes,
                                       Result *result);

// Whether read(root, absolutePath, maxBytes) would give the whole file with no diagnostic, told by
// one lstat and without opening it: a regular file (not a link) of at most maxBytes, readable by
// its mode bits, in a folder whose real path lies inside root. False when only a read can tell.
// (Thousands of branch files are only compared by size with the final kernel.) Each folder's real
// path is asked once in the object's life: make one per load, so that a folder swapped for a link
// between loads is asked again.
class PlainFiles
{
public:
    explicit PlainFiles(const QString &root)
        : m_root(root)
    { }
    ~PlainFiles();
    PlainFiles(const PlainFiles &) = delete;
    PlainFiles &operator=(const PlainFiles &) = delete;
    // *size is the file's size when true.
    bool isPlain(const QString &absolutePath, qint64 maxBytes, qint64 *size);

private:
    struct Folder
    {
        bool inside = false;
        int fd = -1; // O_PATH: each file is looked up by its name alone, not its whole path again
    };
    QString m_root;
    QHash<QString, Folder> m_folders;
};

// While one lives, reads on its thread beneath root go through the directory root led to when it
// was made: a load's thousands of reads do not each look the root's path up again (a stat per
// read), and a root swapped for another directory in the middle of a load is not followed there.
// Only reads beneath that root are pinned (another root, or a file named alone, is looked up per
// read as ever). Make one per load, on the thread that reads; once it dies the next read looks again.
class PinnedRoot
{
public:
    explicit PinnedRoot(const QString &root);
    ~PinnedRoot();
    PinnedRoot(const PinnedRoot &) = delete;
    PinnedRoot &operator=(const PinnedRoot &) = delete;

private:
    QString m_previous; // an enclosing pin's root
};

// The same rules for a file that is only hashed or sized (never parsed).
bool allowed(const QString &root, const QString &absolutePath, Result *why = nullptr);

// Whether read() would refuse the file, told by its lstat and real path alone, never opening it
// (a FIFO or device opened can do something): true with *why's refusal and reason as read() gives
// them; false for a missing file (why->exists() false) or a regular file inside root.
bool refusedUnopened(const QString &root, const QString &absolutePath, Result *why);

struct Counters {
    qint64 opened = 0;
    qint64 refusedSymbolicLink = 0;
    qint64 refusedOutside = 0;
    qint64 refusedNotRegular = 0;
    qint64 missing = 0;
    qint64 cut = 0;
    qint64 refused() const { return refusedSymbolicLink + refusedOutside + refusedNotRegular; }
};
Counters counters();
void resetCounters();
// Real paths of every file opened since the last resetCounters() (at most 100,000 kept).
QStringList openedPaths();

} // namespace RunRead
