// SPDX-License-Identifier: MIT
#pragma once

#include "base/diagnostic.h"
#include "records/perfrecord.h"

#include <QByteArray>
#include <QList>
#include <QVariantMap>
#include <functional>

// perf_records.jsonl as read: every line kept (valid or not), plus what is odd about the file.
// The file's bytes are not kept (a records file may be gigabytes): checks that must see them exactly
// (gate parity, the append-only check, workspace snapshots) read them again with readBytes().
struct PerfRecordsFile {
    QString displayPath; // as shown in diagnostics, e.g. "perf_opt/perf_records.jsonl"
    bool exists = false;
    QString path; // readFile(): the file and its run root, to read it again
    QString root;
    qint64 size = 0; // bytes read; a later read stops there (the records describe these bytes)
    QByteArray givenBytes; // parse() only: the bytes given (shared with the caller, not a copy)
    QList<PerfRecord> records; // one per non-blank line, including lines that failed to parse
    Diagnostics diagnostics;
    bool hasBom = false;
    bool hasCrlf = false;
    int blankLines = 0;
    bool truncatedLastLine = false; // last line without newline that does not parse: still being written
    Generation contract = Generation::Unknown; // majority contract of the parsed lines
    int firstGenBLine = 0; // first line whose object has "phase" or "workload_id" (generation evidence); 0 = none

    QList<const PerfRecord *> validRecords() const;
    // The bytes the records were read from, again, in chunks: through RunRead from the file, up to
    // `size` (an append since is not seen), or the given bytes. sink returns false to stop.
    // False when the file can no longer be read.
    bool readBytes(const std::function<bool(QByteArrayView)> &sink) const;
    // The first lines, at most maxBytes and cut at a line end when there are more (workspace snapshots).
    // *ok (if given) is false when the bytes could not be read again (nothing or only a part).
    QByteArray readPrefix(qint64 maxBytes, bool *ok = nullptr) const;
    // Whether readPrefix(maxBytes) would return `snapshot`, compared as the file streams by: a check
    // of an unchanged run need not hold its records twice to see that its snapshot is current.
    // False when the file can no longer be read.
    bool prefixEquals(QByteArrayView snapshot, qint64 maxBytes) const;
    // Whether the bytes the records were read from can be read again: a file that was refused
    // (a link, a FIFO, too large) has records' diagnostics but no bytes.
    bool hasBytes() const { return !path.isEmpty() || !givenBytes.isEmpty(); }
};

class PerfRecordsReader
{
public:
    static constexpr int LongLineThreshold = 64 * 1024;
    // A record line longer than this is not read (an error at its line): decoding a 1 GB line would
    // take gigabytes, and no runner writes records of more than a few hundred bytes.
    static constexpr qsizetype MaxLineBytes = 16 * 1024 * 1024;
    // Blank lines listed one by one; the rest are counted in one summary diagnostic.
    static constexpr int MaxBlankLineDiagnostics = 100;

    // A workspace snapshot of the file keeps at most its first lines up to this size.
    static constexpr qint64 MaxSnapshotBytes = 64 * 1024 * 1024;
    // readFile() reads this much at a time; memory is the records kept plus one chunk and one line.
    static constexpr qsizetype ChunkBytes = 1024 * 1024;

    // Records: every line typed. BytesOnly: firstGenBLine only (what the workflow's gate needs; it
    // reads the lines itself, through PerfRecordsFile::readBytes()).
    enum class Depth { Records, BytesOnly };

    // Streamed through RunRead (no link, a regular file inside root, bounded) in chunks of chunkBytes;
    // root empty: the file's folder. Gives what parse() gives for the same bytes.
    static PerfRecordsFile readFile(const QString &path, const QString &displayPath, const QString &root = QString(),
                                    Depth depth = Depth::Records, qsizetype chunkBytes = ChunkBytes);
    // The first line (1-based) whose JSON object names "phase" or "workload_id"; 0 = none.
    static int firstGenBLine(QByteArrayView bytes);
    static PerfRecordsFile parse(const QByteArray &bytes, const QString &displayPath);
    // Types one parsed JSON object for the given line; adds field diagnostics.
    static void typeRecord(PerfRecord &record, const QVariantMap &fields, const QString &displayPath,
                           Diagnostics &diagnostics);
};
