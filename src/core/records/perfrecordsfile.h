// SPDX-License-Identifier: MIT
#pragma once

#include "base/diagnostic.h"
#include "records/perfrecord.h"

#include <QByteArray>
#include <QList>
#include <QVariantMap>

// perf_records.jsonl as read: every line kept (valid or not), plus what is odd about the file.
struct PerfRecordsFile {
    QString displayPath; // as shown in diagnostics, e.g. "perf_opt/perf_records.jsonl"
    bool exists = false;
    QByteArray bytes; // the file as read, for checks that must see it exactly (gate parity)
    QList<PerfRecord> records; // one per non-blank line, including lines that failed to parse
    Diagnostics diagnostics;
    bool hasBom = false;
    bool hasCrlf = false;
    int blankLines = 0;
    bool truncatedLastLine = false; // last line without newline that does not parse: still being written
    Generation contract = Generation::Unknown; // majority contract of the parsed lines
    int firstGenBLine = 0; // first line whose object has "phase" or "workload_id" (generation evidence); 0 = none

    QList<const PerfRecord *> validRecords() const;
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

    // Records: every line typed. BytesOnly: the bytes and firstGenBLine only (what the workflow's
    // gate needs; it reads the lines itself).
    enum class Depth { Records, BytesOnly };

    // Through RunRead (no link, a regular file inside root, bounded); root empty: the file's folder.
    static PerfRecordsFile readFile(const QString &path, const QString &displayPath, const QString &root = QString(),
                                    Depth depth = Depth::Records);
    // The first line (1-based) whose JSON object names "phase" or "workload_id"; 0 = none.
    static int firstGenBLine(QByteArrayView bytes);
    static PerfRecordsFile parse(const QByteArray &bytes, const QString &displayPath);
    // Types one parsed JSON object for the given line; adds field diagnostics.
    static void typeRecord(PerfRecord &record, const QVariantMap &fields, const QString &displayPath,
                           Diagnostics &diagnostics);
};
