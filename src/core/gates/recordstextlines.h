// SPDX-License-Identifier: MIT
#pragma once

#include "base/linesplitter.h"
#include "base/longlinemeasure.h"

#include <QByteArrayView>
#include <functional>

struct PerfRecordsFile;

// perf_records.jsonl line by line as the workflow's Python gate sees it (the file read whole,
// decoded and split), without holding the file: its bytes are read again and split where Python
// splits the decoded text (the breaks are found in the bytes; UTF-8 never hides one inside a
// character). A line of more than MaxLineBytes bytes is not kept but measured as it streams by.
namespace RecordsTextLines {

struct Line
{
    int number = 0; // 1-based, as the gate counts
    bool last = false; // the file's last line, without a line end after it
    bool overlong = false;
    QByteArrayView bytes; // the whole line (not overlong)
    qint64 size = 0; // in bytes
    // Overlong only, measured on the decoded text:
    bool valid = true; // UTF-8
    bool blank = false; // str.isspace() for all of it
    qint64 units = 0; // len() in UTF-16 units
    qint64 strippedUnits = 0; // len(line.strip())
};

// Hands each line to sink (false stops). firstLineBom: whether a byte order mark at the start of the
// file counts in an overlong first line. False when the file cannot be read again.
bool read(const PerfRecordsFile &records, LineSplitter::Breaks breaks, LongLineMeasure::Bom firstLineBom,
          const std::function<bool(const Line &)> &sink);

bool startsWithBom(const PerfRecordsFile &records);
// bytes.decode("utf-8") succeeds for the whole file.
bool isUtf8(const PerfRecordsFile &records);

} // namespace RecordsTextLines
