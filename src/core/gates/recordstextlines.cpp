// SPDX-License-Identifier: MIT
#include "gates/recordstextlines.h"

#include "records/perfrecordsfile.h"

namespace RecordsTextLines {

bool read(const PerfRecordsFile &records, LineSplitter::Breaks breaks, LongLineMeasure::Bom firstLineBom,
          const std::function<bool(const Line &)> &sink)
{
    int number = 0;
    LongLineMeasure measure(LongLineMeasure::Spaces::Python, firstLineBom, 0);
    LineSplitter splitter(
        breaks, PerfRecordsReader::MaxLineBytes,
        [&](const LineSplitter::Line &split) {
            Line line;
            line.number = ++number;
            line.last = !split.ended;
            line.overlong = split.overlong;
            line.size = split.size;
            if (split.overlong) {
                measure.finish();
                line.valid = measure.valid();
                line.blank = measure.blank();
                line.units = measure.units();
                line.strippedUnits = measure.strippedUnits();
            } else {
                line.bytes = split.bytes;
            }
            // Past the first line a byte order mark is a character (U+FEFF) wherever it stands.
            if (split.overlong || number == 1)
                measure = LongLineMeasure(LongLineMeasure::Spaces::Python, LongLineMeasure::Bom::Keep, 0);
            return sink(line);
        },
        [&](QByteArrayView piece) { measure.add(piece); });
    const bool ok = records.readBytes([&](QByteArrayView chunk) { return splitter.feed(chunk); });
    splitter.finish();
    return ok;
}

bool startsWithBom(const PerfRecordsFile &records)
{
    QByteArray head;
    records.readBytes([&](QByteArrayView chunk) {
        head.append(chunk.first(std::min<qsizetype>(chunk.size(), 3 - head.size())));
        return head.size() < 3;
    });
    return head == "\xEF\xBB\xBF";
}

bool isUtf8(const PerfRecordsFile &records)
{
    LongLineMeasure measure(LongLineMeasure::Spaces::Python, LongLineMeasure::Bom::Keep, 0);
    records.readBytes([&](QByteArrayView chunk) {
        measure.add(chunk);
        return true;
    });
    measure.finish();
    return measure.valid();
}

} // namespace RecordsTextLines
