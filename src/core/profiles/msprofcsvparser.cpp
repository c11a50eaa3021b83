// SPDX-License-Identifier: MIT
#include "base/runread.h"
#include "profiles/csvfields.h"
#include "profiles/msprofcsv.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <algorithm>
#include <sys/stat.h>

using namespace CsvFields;

namespace {

struct Signature
{
    MsprofCsv::FileKind kind;
    const char *allOf[3]; // unused entries are null
};

// Columns that every known generation of a file carries (shared/docs/msprof-formats.md §3–§5).
// op_summary first: it also has "Op Name" and "Task Duration(us)".
const Signature signatures[] = {
    {MsprofCsv::FileKind::OpSummary, {"Task Start Time(us)", "Task Duration(us)"}},
    {MsprofCsv::FileKind::OpBasicInfo, {"Op Name", "Task Duration(us)"}},
    {MsprofCsv::FileKind::PipeUtilization, {"aic_cube_time(us)"}},
    {MsprofCsv::FileKind::ArithmeticUtilization, {"aic_cube_fops"}},
    {MsprofCsv::FileKind::Memory, {"aic_main_mem_read_bw(GB/s)"}},
    {MsprofCsv::FileKind::MemoryL0, {"aic_l0a_read_bw(GB/s)"}},
    {MsprofCsv::FileKind::MemoryUB, {"aiv_ub_read_bw_vector(GB/s)"}},
    {MsprofCsv::FileKind::L2Cache, {"aic_write_cache_hit"}},
    {MsprofCsv::FileKind::L2Cache, {"aic_l2_cache_hit_rate(%)"}},
    {MsprofCsv::FileKind::ResourceConflictRatio, {"aic_cube_wait_ratio"}},
    {MsprofCsv::FileKind::OpStatistic, {"OP Type", "Core Type", "Count"}},
    {MsprofCsv::FileKind::TaskTime, {"task_time(us)"}},
    {MsprofCsv::FileKind::ApiStatistic, {"API Name"}},
    {MsprofCsv::FileKind::SimulatorInstructions, {"instr", "pipe", "cycles"}},
    {MsprofCsv::FileKind::SimulatorCode, {"code", "cycles"}},
};

} // namespace

class MsprofCsv::Parser
{
public:
    Parser(MsprofCsv &csv, const Options &options)
        : m_csv(csv)
        , m_options(options)
    { }

    // Parses the complete lines in the first `available` bytes; with atEnd also a last line that
    // has no newline. Returns false once no more rows are wanted.
    bool consume(qsizetype available, bool atEnd);
    // Rows were wanted no more while bytes were left: Options::maxRows cut the file short.
    bool stoppedBefore(qsizetype available) const { return m_done && m_pos < available; }
    void finish();
    void report(Diagnostic::Severity severity, const QString &code, int line, int column, const QString &message);

private:
    // Classic Mac line ends: see consume().
    bool normalizeBareCarriageReturns(qsizetype available, bool atEnd);
    void header(const char *begin, const char *end);
    void classifyHeader(const QHash<QString, int> &seen, bool allEmpty);
    void row(const char *begin, const char *end);
    bool fits(size_t fields, bool lastEmpty) const;
    // [begin, end) is one row that parses, with as many fields as the header has columns.
    bool spansRow(const char *begin, const char *end) const;
    // The line and column of `at` in the row that starts at `begin` on the current line.
    std::pair<int, int> position(const char *begin, const char *at) const;

    MsprofCsv &m_csv;
    const Options &m_options;
    qsizetype m_pos = 0;
    int m_line = 0;
    qsizetype m_noSpanBefore = 0; // a failed multi-line scan reached here: lines before it are rows alone
    int m_reported = 0;
    qint64 m_suppressed = 0;
    bool m_done = false;
    enum class LineEnds : quint8 { Unknown, LineFeed, BareCarriageReturn };
    LineEnds m_lineEnds = LineEnds::Unknown;
    qsizetype m_normalizedTo = 0;
    std::vector<Value::Kind> m_kinds; // reused per row
};

void MsprofCsv::Parser::report(Diagnostic::Severity severity, const QString &code, int line, int column,
                               const QString &message)
{
    if (m_reported >= m_options.maxDiagnostics) {
        ++m_suppressed;
        return;
    }
    ++m_reported;
    m_csv.m_diagnostics.append({severity, code, m_csv.m_displayPath, line, column, message});
}

// A file whose first line ends in a CR alone (classic Mac line ends, which Python's csv module reads
// as line ends too) has every bare CR made a "\n" in the buffer as it arrives; said once. Otherwise
// the whole file would be one header line ("Column name appears twice", "no data row"). Returns
// false while the first line end is still to come.
bool MsprofCsv::Parser::normalizeBareCarriageReturns(qsizetype available, bool atEnd)
{
    if (m_lineEnds == LineEnds::Unknown) {
        const char *data = m_csv.m_bytes.constData();
        const char *end = data + available;
        const char *lf = find(data, end, '\n');
        const char *cr = find(data, lf ? lf : end, '\r');
        if (!cr) {
            if (!lf && !atEnd)
                return false;
            m_lineEnds = LineEnds::LineFeed;
        } else if (cr + 1 == end && !atEnd) {
            return false; // "\r" or "\r\n": the next chunk says
        } else {
            m_lineEnds = cr + 1 < end && cr[1] == '\n' ? LineEnds::LineFeed : LineEnds::BareCarriageReturn;
            if (m_lineEnds == LineEnds::BareCarriageReturn)
                report(Diagnostic::Severity::Warning, QStringLiteral("msprof.csv.bare-cr"), 1, 0,
                       tr("Lines end in a carriage return alone (classic Mac line ends), not as msprof writes "
                          "them; each is read as a line end."));
        }
    }
    if (m_lineEnds == LineEnds::BareCarriageReturn) {
        char *data = m_csv.m_bytes.data();
        std::replace(data + m_normalizedTo, data + available, '\r', '\n');
        m_normalizedTo = available;
    }
    return true;
}

bool MsprofCsv::Parser::consume(qsizetype available, bool atEnd)
{
    if (!normalizeBareCarriageReturns(available, atEnd))
        return true; // more bytes wanted
    const char *data = m_csv.m_bytes.constData();
    while (!m_done && m_pos < available) {
        const char *begin = data + m_pos;
        const char *newline = find(begin, data + available, '\n');
        if (!newline && !atEnd)
            break;
        int lineEnds = 0; // inside quoted fields: the row spans lineEnds + 1 lines
        if (m_pos >= m_noSpanBefore && find(begin, newline ? newline : data + available, '"')) {
            // A row may run over line ends for MaxRowSpanBytes at most: a stray quote costs one
            // bounded scan, not one to the end of the file per line.
            const char *scanFrom = m_line == 0 && available - m_pos >= 3 && std::memcmp(begin, "\xEF\xBB\xBF", 3) == 0
                ? begin + 3
                : begin;
            const bool capped = data + available - scanFrom > MaxRowSpanBytes;
            const char *limit = capped ? scanFrom + MaxRowSpanBytes : data + available;
            const char *rowEnd = nullptr;
            const RowScan scan = scanRow(scanFrom, limit, atEnd && !capped, &rowEnd);
            if (scan == RowScan::NeedMore && !capped)
                break;
            // Unterminated, past the cap, or a longer row that does not parse as a row: the physical
            // line is the row (row() says where its quote opens), and so is every line up to where
            // the scan went (a stray quote does not swallow the rows after it, nor is rescanned).
            const bool ended = scan == RowScan::Complete && (rowEnd || !capped);
            const char *spanEnd = rowEnd ? rowEnd : limit;
            if (ended && rowEnd != newline && spansRow(scanFrom, spanEnd)) {
                lineEnds = int(std::count(begin, spanEnd, '\n'));
                newline = rowEnd;
            } else if (!ended || rowEnd != newline) {
                m_noSpanBefore = spanEnd - data;
            }
        }
        const char *end = newline ? newline : data + available;
        m_pos = (newline ? newline + 1 : end) - data;
        ++m_line;
        if (m_line == 1 && end - begin >= 3 && std::memcmp(begin, "\xEF\xBB\xBF", 3) == 0)
            begin += 3;
        while (end > begin && end[-1] == '\r')
            --end;
        const char *first = begin;
        while (first < end && isBlank(*first))
            ++first;
        if (first == end)
            continue; // blank lines carry no row
        if (m_csv.m_headerLine == 0)
            header(begin, end);
        else
            row(begin, end);
        m_line += lineEnds;
        if (m_options.maxRows >= 0 && m_csv.m_headerLine > 0 && qint64(m_csv.m_rows.size()) >= m_options.maxRows)
            m_done = true;
    }
    return !m_done;
}

namespace {

// The last header this thread read without a complaint. A run holds thousands of CSVs of a few
// kinds whose headers repeat byte for byte: their columns are read once, not once per file.
struct HeaderMemo
{
    QByteArray bytes;
    QList<MsprofCsv::Column> columns;
    QHash<QString, int> seen;
    bool trailingComma = false;
};
thread_local HeaderMemo t_lastHeader;

} // namespace

void MsprofCsv::Parser::header(const char *begin, const char *end)
{
    m_csv.m_headerLine = m_line;
    const QByteArrayView headerBytes(begin, end - begin);
    HeaderMemo &memo = t_lastHeader;
    if (!memo.bytes.isEmpty() && headerBytes == memo.bytes) {
        m_csv.m_columns = memo.columns;
        m_csv.m_trailingComma = memo.trailingComma;
        classifyHeader(memo.seen, false);
        return;
    }
    const qint64 complaintsBefore = m_reported + m_suppressed;
    QStringList names;
    QHash<int, QString> spaced; // column -> its name with the spaces around it
    const char *errorAt = nullptr;
    const LineStatus status = forEachField(
        begin, end,
        [&](int, const char *b, const char *e, bool quoted) {
            if (quoted) {
                names.append(unquote(b, e));
            } else {
                const char *written = b;
                const char *writtenEnd = e;
                while (writtenEnd > written && writtenEnd[-1] == '\r') // a line end Python's reading drops
                    --writtenEnd;
                trim(b, e);
                if (b != written || e != writtenEnd)
                    spaced.insert(int(names.size()), QString::fromUtf8(written, writtenEnd - written));
                names.append(QString::fromUtf8(b, e - b));
            }
            return true;
        },
        &errorAt);
    if (status != LineStatus::Ok) {
        const auto [line, column] = position(begin, errorAt);
        report(Diagnostic::Severity::Error, QStringLiteral("msprof.csv.bad-header"), line, column,
               status == LineStatus::UnterminatedQuote ? tr("The header line has an unterminated quote.")
                                                       : tr("The header line has text after a closing quote."));
    }
    // msprof op ends every line with a comma, so the last field of its header is empty (§2).
    if (names.size() > 1 && names.last().isEmpty()) {
        names.removeLast();
        m_csv.m_trailingComma = true;
    }
    bool allEmpty = true;
    QHash<QString, int> seen;
    for (int i = 0; i < names.size(); ++i) {
        Column column;
        column.name = names.at(i);
        column.spaced = spaced.value(i);
        column.unit = unitForHeader(column.name, &column.key, &column.estimate);
        if (column.name.isEmpty()) {
            report(Diagnostic::Severity::Error, QStringLiteral("msprof.csv.bad-header"), m_line, i + 1,
                   tr("Column %1 of the header has no name.").arg(i + 1));
        } else {
            allEmpty = false;
            if (seen.contains(column.name)) {
                report(Diagnostic::Severity::Warning, QStringLiteral("msprof.csv.bad-header"), m_line, i + 1,
                       tr("Column name \"%1\" appears twice; the first one is used.").arg(column.name));
            }
            seen.insert(column.name, i);
        }
        m_csv.m_columns.append(column);
    }
    if (allEmpty) {
        report(Diagnostic::Severity::Error, QStringLiteral("msprof.csv.empty-header"), m_line, 0,
               tr("The header line has no column names."));
    }
    if (m_reported + m_suppressed == complaintsBefore && !headerBytes.isEmpty())
        memo = {headerBytes.toByteArray(), m_csv.m_columns, seen, m_csv.m_trailingComma};
    classifyHeader(seen, allEmpty);
}

// The file's kind and header version from its column names (and its name).
void MsprofCsv::Parser::classifyHeader(const QHash<QString, int> &seen, bool allEmpty)
{
    FileKind byHeader = FileKind::Unknown;
    for (const Signature &signature : signatures) {
        bool all = true;
        for (const char *name : signature.allOf)
            all = all && (!name || seen.contains(QString::fromLatin1(name)));
        if (all) {
            byHeader = signature.kind;
            break;
        }
    }
    const FileKind byName = kindForFileName(m_csv.m_displayPath);
    m_csv.m_kind = byHeader != FileKind::Unknown ? byHeader : byName;
    if (!allEmpty && byHeader == FileKind::Unknown) {
        const QString message = byName == FileKind::Unknown
            ? tr("Unknown header: the columns are not those of any msprof CSV this version knows.")
            : tr("Unknown header: the columns do not match what %1 files hold.").arg(kindName(byName));
        // Any CSV can be browsed; an unknown one is only worth a warning when its name promised more.
        report(byName == FileKind::Unknown ? Diagnostic::Severity::Info : Diagnostic::Severity::Warning,
               QStringLiteral("msprof.csv.unknown-header"), m_line, 0, message);
    } else if (byName != FileKind::Unknown && byHeader != byName) {
        report(Diagnostic::Severity::Warning, QStringLiteral("msprof.csv.unknown-header"), m_line, 0,
               tr("The file is named like %1 but has the header of %2.").arg(kindName(byName), kindName(byHeader)));
    }

    const auto has = [&](const char *name) {
        return seen.contains(QString::fromLatin1(name));
    };
    switch (m_csv.m_kind) {
    case FileKind::PipeUtilization:
        // msOpProf 26.x split scalar time into single/dual issue and stalls (§3.2 b).
        if (has("aic_scalar_single_time(us)") || has("aiv_scalar_single_time(us)"))
            m_csv.m_headerVersion = HeaderVersion::Cann9;
        else if (has("aic_scalar_time(us)") || has("aiv_scalar_time(us)"))
            m_csv.m_headerVersion = HeaderVersion::Cann8;
        break;
    case FileKind::ResourceConflictRatio:
        // Only the closed CANN 8.x builds write aiv_mte1_wait_ratio (§3.8).
        if (has("aiv_mte1_wait_ratio"))
            m_csv.m_headerVersion = HeaderVersion::Cann8;
        break;
    case FileKind::OpSummary:
        if (has("Block Num"))
            m_csv.m_headerVersion = HeaderVersion::Cann9;
        else if (has("Block Dim"))
            m_csv.m_headerVersion = HeaderVersion::Cann8;
        break;
    default:
        break;
    }
}

bool MsprofCsv::Parser::fits(size_t fields, bool lastEmpty) const
{
    const auto expected = size_t(m_csv.m_columns.size());
    // A trailing comma adds one empty field. Without it a full row is tolerated, but in a file
    // that has it, "4,5," is two values, not three with an empty one.
    return m_csv.m_trailingComma ? (fields == expected + 1 && lastEmpty) || (fields == expected && !lastEmpty)
                                 : fields == expected || (fields == expected + 1 && lastEmpty);
}

bool MsprofCsv::Parser::spansRow(const char *begin, const char *end) const
{
    while (end > begin && end[-1] == '\r')
        --end;
    size_t fields = 0;
    bool lastEmpty = false;
    const char *errorAt = nullptr;
    const LineStatus status = forEachField(
        begin, end,
        [&](int, const char *b, const char *e, bool quoted) {
            ++fields;
            lastEmpty = classify(b, e, quoted) == CellKind::Empty;
            return true;
        },
        &errorAt);
    return status == LineStatus::Ok && (m_csv.m_headerLine == 0 || fits(fields, lastEmpty));
}

std::pair<int, int> MsprofCsv::Parser::position(const char *begin, const char *at) const
{
    int line = m_line;
    const char *lineStart = begin;
    for (const char *p = find(begin, at, '\n'); p; p = find(p + 1, at, '\n')) {
        ++line;
        lineStart = p + 1;
    }
    return {line, int(at - lineStart) + 1};
}

void MsprofCsv::Parser::row(const char *begin, const char *end)
{
    m_kinds.clear();
    const char *errorAt = nullptr;
    const LineStatus status = forEachField(
        begin, end,
        [&](int, const char *b, const char *e, bool quoted) {
            m_kinds.push_back(classify(b, e, quoted));
            return true;
        },
        &errorAt);
    if (status != LineStatus::Ok) {
        const QString message = status == LineStatus::UnterminatedQuote
            ? tr("Malformed row: a quoted field is not closed.")
            : tr("Malformed row: text follows a closing quote.");
        const auto [line, column] = position(begin, errorAt);
        report(Diagnostic::Severity::Error, QStringLiteral("msprof.csv.malformed-row"), line, column, message);
        return;
    }
    const auto expected = size_t(m_csv.m_columns.size());
    const size_t fields = m_kinds.size();
    const bool lastEmpty = m_kinds.back() == Value::Kind::Empty;
    if (!fits(fields, lastEmpty)) {
        const size_t values = m_csv.m_trailingComma && lastEmpty ? fields - 1 : fields;
        report(
            Diagnostic::Severity::Error, QStringLiteral("msprof.csv.column-count"), m_line, 0,
            tr("The row has %1 values but the header has %2 columns; the row is skipped.").arg(values).arg(expected));
        return;
    }
    for (size_t i = 0; i < expected; ++i) {
        Column &column = m_csv.m_columns[qsizetype(i)];
        switch (m_kinds[i]) {
        case Value::Kind::Number:
            ++column.numberCount;
            break;
        case Value::Kind::NotAvailable:
            ++column.notAvailableCount;
            break;
        case Value::Kind::Text:
            ++column.textCount;
            break;
        case Value::Kind::Empty:
            ++column.emptyCount;
            break;
        }
    }
    // Rows are bounded by MaxCsvBytes (2 GiB), so a row's length fits 32 bits.
    m_csv.m_rows.push_back({begin - m_csv.m_bytes.constData(), m_line, quint32(end - begin)});
}

void MsprofCsv::Parser::finish()
{
    if (m_csv.m_headerLine == 0 && !m_csv.m_cancelled) {
        report(Diagnostic::Severity::Error, QStringLiteral("msprof.csv.empty-file"), 1, 0,
               tr("The file is empty: no header line."));
    }
    if (m_suppressed > 0) {
        m_csv.m_diagnostics.append({Diagnostic::Severity::Info, QStringLiteral("msprof.csv.more-problems"),
                                    m_csv.m_displayPath, 0, 0,
                                    tr("%1 more problems in this file are not listed.").arg(m_suppressed)});
    }
}

MsprofCsv MsprofCsv::read(const QString &path, const QString &displayPath)
{
    return read(path, displayPath, Options());
}

// A file this small (an OpBasicInfo CSV: one row, one per launch, thousands per run) is read in
// one system call and parsed whole; a larger one is streamed.
constexpr qint64 SmallFileBytes = 64 * 1024;

MsprofCsv MsprofCsv::read(const QString &path, const QString &displayPath, const Options &options)
{
    MsprofCsv csv;
    csv.m_displayPath = displayPath;
    Parser parser(csv, options);
    RunRead::Result opened;
    const auto refuse = [&parser](const RunRead::Result &why) {
        parser.report(Diagnostic::Severity::Error,
                      why.refusal == RunRead::Refusal::Unreadable ? QStringLiteral("msprof.csv.unreadable")
                                                                  : why.code(QStringLiteral("msprof.csv")),
                      0, 0, tr("The file cannot be read: %1").arg(why.reason));
    };
    // A regular file is read at once (the read checks where it lies); only another kind costs the
    // look that says why it is refused.
    struct stat kind
    {
    };
    if (!options.listedRegular && ::lstat(QFile::encodeName(path).constData(), &kind) == 0 && !S_ISREG(kind.st_mode)
        && RunRead::refusedUnopened(options.root, path, &opened)) {
        refuse(opened);
        return csv;
    }
    const std::unique_ptr<QFile> handle = RunRead::openOrReadSmall(options.root, path, SmallFileBytes, &opened);
    if (!opened.exists()) {
        parser.report(Diagnostic::Severity::Error, QStringLiteral("msprof.csv.missing-file"), 0, 0,
                      tr("The file does not exist."));
        return csv;
    }
    if (!handle && opened.ok()) {
        // Read whole already: what parse() gives for the bytes.
        csv.m_exists = true;
        csv.m_bytes = opened.bytes;
        parser.consume(csv.m_bytes.size(), true);
        csv.m_truncated = parser.stoppedBefore(csv.m_bytes.size());
        if (options.progress && !options.progress(csv.m_bytes.size(), opened.size))
            csv.m_cancelled = true;
        parser.finish();
        return csv;
    }
    if (!handle) {
        refuse(opened);
        return csv;
    }
    QFile &file = *handle;
    if (file.size() > RunRead::MaxCsvBytes) {
        parser.report(Diagnostic::Severity::Error, QStringLiteral("msprof.csv.too-large"), 0, 0,
                      tr("The file is larger than %1 bytes, the limit for one CSV; it was not read")
                          .arg(RunRead::MaxCsvBytes));
        return csv;
    }
    csv.m_exists = true;

    // Read straight into the final buffer, parsing each chunk as it arrives: one copy of the file
    // in memory, progress per chunk, and a cancel that takes effect within one chunk.
    const qint64 total = file.size();
    const qint64 chunk = options.maxRows == 0 ? 64 * 1024 : 4 * 1024 * 1024;
    csv.m_bytes.resize(total);
    qint64 done = 0;
    bool wanted = true;
    while (wanted && done < total) {
        const qint64 n = file.read(csv.m_bytes.data() + done, qMin(chunk, total - done));
        if (n <= 0)
            break;
        done += n;
        wanted = parser.consume(done, false);
        if (options.progress && !options.progress(done, total)) {
            csv.m_cancelled = true;
            wanted = false;
        }
    }
    if (wanted) {
        const QByteArray grown = file.readAll(); // the writer may still be appending
        csv.m_bytes.resize(done);
        if (!grown.isEmpty()) {
            csv.m_bytes.append(grown);
            done += grown.size();
        }
        parser.consume(done, true);
    } else {
        csv.m_bytes.resize(done);
        csv.m_truncated = !csv.m_cancelled && (done < total || parser.stoppedBefore(done));
    }
    if (file.error() != QFileDevice::NoError) {
        parser.report(Diagnostic::Severity::Error, QStringLiteral("msprof.csv.unreadable"), 0, 0,
                      tr("Reading the file failed: %1").arg(file.errorString()));
    }
    parser.finish();
    return csv;
}

MsprofCsv MsprofCsv::parse(const QByteArray &bytes, const QString &displayPath)
{
    return parse(bytes, displayPath, Options());
}

MsprofCsv MsprofCsv::parse(const QByteArray &bytes, const QString &displayPath, const Options &options)
{
    MsprofCsv csv;
    csv.m_displayPath = displayPath;
    csv.m_exists = true;
    csv.m_bytes = bytes;
    Parser parser(csv, options);
    parser.consume(bytes.size(), true);
    csv.m_truncated = parser.stoppedBefore(bytes.size());
    if (options.progress && !options.progress(bytes.size(), bytes.size()))
        csv.m_cancelled = true;
    parser.finish();
    return csv;
}
