// SPDX-License-Identifier: MIT
// opt_log.md: the Markdown walk (md4c), the structure model, tables, cell values and claims.
#include "base/jsonstreamwriter.h"
#include "optlog/cellvalue.h"
#include "optlog/optlogjson.h"
#include "optlog/optlogparser.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const OptLog log = OptLogParser::parse(bytes, QStringLiteral("perf_opt/opt_log.md"));
    // The report as `perfopt inspect --json` streams it (toJson() parses that back with Qt's reader).
    qsizetype printed = 0;
    {
        JsonStreamWriter writer([&printed](QByteArrayView piece) { printed += piece.size(); });
        OptLogJson::write(log, writer);
    }
    // A short input is also one table cell.
    if (size < 256)
        (void)CellValue::parse(QString::fromUtf8(bytes));
    return 0;
}
