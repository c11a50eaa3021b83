// SPDX-License-Identifier: MIT
#include "profiles/msprofcsv.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <charconv>
#include <cstring>

namespace {

enum class LineStatus { Ok, UnterminatedQuote, TextAfterQuote };

// memchr over [p, end); the explicit empty-range check also keeps GCC's -Wstringop-overread quiet.
const char *find(const char *p, const char *end, char c)
{
    if (p >= end)
        return nullptr;
    return static_cast<const char *>(std::memchr(p, c, size_t(end - p)));
}

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

void trim(const char *&begin, const char *&end)
{
    while (begin < end && isBlank(*begin))
        ++begin;
    while (end > begin && isBlank(end[-1]))
        --end;
}

// Walks the fields of one line [p, end) (no line terminator). Quoted fields are handed over without
// their quotes, with "" still doubled. The callback returns false to stop early.
template<typename Callback>
LineStatus forEachField(const char *p, const char *end, Callback &&callback, const char **errorAt)
{
    int index = 0;
    for (;;) {
        const char *fieldEnd = nullptr;
        if (p < end && *p == '"') {
            const char *q = p + 1;
            for (;;) {
                q = find(q, end, '"');
                if (!q) {
                    *errorAt = p;
                    return LineStatus::UnterminatedQuote;
                }
                if (q + 1 < end && q[1] == '"') {
                    q += 2;
                    continue;
                }
                break;
            }
            const char *contentBegin = p + 1;
            fieldEnd = q + 1;
            while (fieldEnd < end && isBlank(*fieldEnd))
                ++fieldEnd;
            if (fieldEnd < end && *fieldEnd != ',') {
                *errorAt = fieldEnd;
                return LineStatus::TextAfterQuote;
            }
            if (!callback(index++, contentBegin, q, true))
                return LineStatus::Ok;
        } else {
            const char *comma = find(p, end, ',');
            fieldEnd = comma ? comma : end;
            if (!callback(index++, p, fieldEnd, false))
                return LineStatus::Ok;
        }
        if (fieldEnd >= end)
            return LineStatus::Ok;
        p = fieldEnd + 1;
        if (p == end) { // a separator at the very end: msprof op's trailing comma
            callback(index++, p, p, false);
            return LineStatus::Ok;
        }
    }
}

QString unquote(const char *begin, const char *end)
{
    QByteArray bytes(begin, end - begin);
    bytes.replace("\"\"", "\"");
    return QString::fromUtf8(bytes);
}

bool isNotAvailable(const char *begin, const char *end)
{
    const auto length = end - begin;
    // msprof op writes NA; app-level msprof and some docs write N/A.
    return (length == 2 && begin[0] == 'N' && begin[1] == 'A')
        || (length == 3 && (begin[0] == 'N' || begin[0] == 'n') && begin[1] == '/'
            && (begin[2] == 'A' || begin[2] == 'a'));
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// Plain decimal numbers only: "nan" or "inf" in a CSV are text, not numbers.
bool looksNumeric(const char *p, const char *end)
{
    if (p < end && (*p == '-' || *p == '+'))
        ++p;
    int digits = 0;
    while (p < end && isDigit(*p)) {
        ++p;
        ++digits;
    }
    if (p < end && *p == '.') {
        ++p;
        while (p < end && isDigit(*p)) {
            ++p;
            ++digits;
        }
    }
    if (digits == 0)
        return false;
    if (p < end && (*p == 'e' || *p == 'E')) {
        ++p;
        if (p < end && (*p == '-' || *p == '+'))
            ++p;
        if (p == end || !isDigit(*p))
            return false;
        while (p < end && isDigit(*p))
            ++p;
    }
    return p == end;
}

double toNumber(const char *begin, const char *end)
{
    if (begin < end && *begin == '+')
        ++begin;
    double value = std::numeric_limits<double>::quiet_NaN();
    std::from_chars(begin, end, value);
    return value;
}

MsprofCsv::Value::Kind classify(const char *begin, const char *end, bool quoted)
{
    using Kind = MsprofCsv::Value::Kind;
    if (quoted)
        return Kind::Text;
    trim(begin, end);
    if (begin == end)
        return Kind::Empty;
    if (isNotAvailable(begin, end))
        return Kind::NotAvailable;
    return looksNumeric(begin, end) ? Kind::Number : Kind::Text;
}

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

struct KindName
{
    MsprofCsv::FileKind kind;
    const char *name;
};

const KindName kindNames[] = {
    {MsprofCsv::FileKind::OpBasicInfo, "OpBasicInfo"},
    {MsprofCsv::FileKind::PipeUtilization, "PipeUtilization"},
    {MsprofCsv::FileKind::ArithmeticUtilization, "ArithmeticUtilization"},
    {MsprofCsv::FileKind::Memory, "Memory"},
    {MsprofCsv::FileKind::MemoryL0, "MemoryL0"},
    {MsprofCsv::FileKind::MemoryUB, "MemoryUB"},
    {MsprofCsv::FileKind::L2Cache, "L2Cache"},
    {MsprofCsv::FileKind::ResourceConflictRatio, "ResourceConflictRatio"},
    {MsprofCsv::FileKind::OpSummary, "op_summary"},
    {MsprofCsv::FileKind::OpStatistic, "op_statistic"},
    {MsprofCsv::FileKind::TaskTime, "task_time"},
    {MsprofCsv::FileKind::ApiStatistic, "api_statistic"},
    {MsprofCsv::FileKind::SimulatorInstructions, "instr_exe"},
    {MsprofCsv::FileKind::SimulatorCode, "code_exe"},
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
    void header(const char *begin, const char *end);
    void row(qint64 offset, const char *begin, const char *end);

    MsprofCsv &m_csv;
    const Options &m_options;
    qsizetype m_pos = 0;
    int m_line = 0;
    int m_reported = 0;
    qint64 m_suppressed = 0;
    bool m_done = false;
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

bool MsprofCsv::Parser::consume(qsizetype available, bool atEnd)
{
    const char *data = m_csv.m_bytes.constData();
    while (!m_done && m_pos < available) {
        const char *begin = data + m_pos;
        const char *newline = find(begin, data + available, '\n');
        if (!newline && !atEnd)
            break;
        const char *end = newline ? newline : data + available;
        const qint64 offset = m_pos;
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
            row(offset, begin, end);
        if (m_options.maxRows >= 0 && m_csv.m_headerLine > 0 && qint64(m_csv.m_rows.size()) >= m_options.maxRows)
            m_done = true;
    }
    return !m_done;
}

void MsprofCsv::Parser::header(const char *begin, const char *end)
{
    m_csv.m_headerLine = m_line;
    QStringList names;
    const char *errorAt = nullptr;
    const LineStatus status = forEachField(
        begin, end,
        [&](int, const char *b, const char *e, bool quoted) {
            if (quoted) {
                names.append(unquote(b, e));
            } else {
                trim(b, e);
                names.append(QString::fromUtf8(b, e - b));
            }
            return true;
        },
        &errorAt);
    if (status != LineStatus::Ok) {
        report(Diagnostic::Severity::Error, QStringLiteral("msprof.csv.bad-header"), m_line, int(errorAt - begin) + 1,
               tr("The header line has an unterminated quote."));
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

void MsprofCsv::Parser::row(qint64 offset, const char *begin, const char *end)
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
        report(Diagnostic::Severity::Error, QStringLiteral("msprof.csv.malformed-row"), m_line,
               int(errorAt - begin) + 1, message);
        return;
    }
    const auto expected = size_t(m_csv.m_columns.size());
    const size_t fields = m_kinds.size();
    const bool lastEmpty = m_kinds.back() == Value::Kind::Empty;
    // A trailing comma adds one empty field. Without it a full row is tolerated, but in a file
    // that has it, "4,5," is two values, not three with an empty one.
    const bool fits = m_csv.m_trailingComma
        ? (fields == expected + 1 && lastEmpty) || (fields == expected && !lastEmpty)
        : fields == expected || (fields == expected + 1 && lastEmpty);
    if (!fits) {
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
    m_csv.m_rows.push_back({offset, m_line});
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

MsprofCsv MsprofCsv::read(const QString &path, const QString &displayPath, const Options &options)
{
    MsprofCsv csv;
    csv.m_displayPath = displayPath;
    Parser parser(csv, options);
    const QFileInfo info(path);
    if (!info.exists()) {
        parser.report(Diagnostic::Severity::Error, QStringLiteral("msprof.csv.missing-file"), 0, 0,
                      tr("The file does not exist."));
        return csv;
    }
    QFile file(path);
    if (info.isDir() || !file.open(QIODevice::ReadOnly)) {
        parser.report(
            Diagnostic::Severity::Error, QStringLiteral("msprof.csv.unreadable"), 0, 0,
            tr("The file cannot be read: %1").arg(info.isDir() ? tr("it is a directory") : file.errorString()));
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

QString MsprofCsv::metricName(const QString &fileName)
{
    static const QRegularExpression timestamp(QStringLiteral("_(\\d{17}|\\d{14})$"));
    QString name = QFileInfo(fileName).fileName();
    if (name.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
        name.chop(4);
    name.remove(timestamp);
    return name;
}

MsprofCsv::FileKind MsprofCsv::kindForFileName(const QString &fileName)
{
    const QString name = metricName(fileName);
    for (const KindName &entry : kindNames) {
        const QString known = QLatin1StringView(entry.name);
        // msprof op names are exact; app-level names carry device/model ids; simulator names a core.
        const bool matches = entry.kind >= FileKind::SimulatorInstructions ? name.endsWith(QLatin1Char('_') + known)
            : entry.kind >= FileKind::OpSummary                            ? name.startsWith(known)
                                                                           : name == known;
        if (matches)
            return entry.kind;
    }
    return FileKind::Unknown;
}

QString MsprofCsv::kindName(FileKind kind)
{
    for (const KindName &entry : kindNames) {
        if (entry.kind == kind)
            return QLatin1StringView(entry.name);
    }
    return QStringLiteral("unknown");
}

QString MsprofCsv::headerVersionName(HeaderVersion version)
{
    switch (version) {
    case HeaderVersion::Cann8:
        return QStringLiteral("cann8");
    case HeaderVersion::Cann9:
        return QStringLiteral("cann9");
    case HeaderVersion::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

MsprofCsv::Unit MsprofCsv::unitForHeader(const QString &header, QString *key, bool *estimate)
{
    QString name = header.trimmed();
    Unit unit = Unit::None;
    bool isEstimate = false;
    // Unit groups end the name, sometimes two of them: "L1_to_GM_datas(KB)(estimate)".
    while (name.endsWith(QLatin1Char(')'))) {
        const qsizetype open = name.lastIndexOf(QLatin1Char('('));
        if (open <= 0)
            break;
        const QStringView group = QStringView(name).sliced(open + 1, name.size() - open - 2);
        if (group == QLatin1String("estimate"))
            isEstimate = true;
        else if (group == QLatin1String("us"))
            unit = Unit::Microseconds;
        else if (group == QLatin1String("GB/s"))
            unit = Unit::GigabytesPerSecond;
        else if (group == QLatin1String("KB"))
            unit = Unit::Kilobytes;
        else if (group == QLatin1String("%"))
            unit = Unit::Percent;
        else if (group == QLatin1String("MHz"))
            unit = Unit::Megahertz;
        else
            break;
        name.truncate(open);
        name = name.trimmed();
    }
    if (unit == Unit::None) {
        const QString lower = name.toLower();
        const auto ends = [&](const char *suffix) {
            return lower.endsWith(QLatin1StringView(suffix));
        };
        // *_ratio and *_icache_miss_rate are fractions 0..1; only "(%)" columns are percent (§2).
        if (ends("_ratio") || ends("_rate"))
            unit = Unit::Fraction;
        else if (lower == QLatin1String("current freq") || lower == QLatin1String("rated freq"))
            unit = Unit::Megahertz;
        else if (ends("_cycles") || lower == QLatin1String("cycles"))
            unit = Unit::Cycles;
        else if (ends("_instructions") || ends("_instr_number") || ends("_fops") || ends("_cache_hit")
                 || ends("_miss_allocate") || lower == QLatin1String("call_count") || lower == QLatin1String("count"))
            unit = Unit::Count;
    }
    if (key)
        *key = name;
    if (estimate)
        *estimate = isEstimate;
    return unit;
}

QString MsprofCsv::unitSymbol(Unit unit)
{
    switch (unit) {
    case Unit::Microseconds:
        return QStringLiteral("us");
    case Unit::GigabytesPerSecond:
        return QStringLiteral("GB/s");
    case Unit::Kilobytes:
        return QStringLiteral("KB");
    case Unit::Percent:
        return QStringLiteral("%");
    case Unit::Megahertz:
        return QStringLiteral("MHz");
    case Unit::Cycles:
        return QStringLiteral("cycles");
    case Unit::Fraction:
    case Unit::Count:
    case Unit::None:
        break;
    }
    return QString();
}

int MsprofCsv::line(qsizetype row) const
{
    return row >= 0 && row < rowCount() ? m_rows[size_t(row)].line : 0;
}

int MsprofCsv::columnIndex(const QString &name) const
{
    for (int i = 0; i < m_columns.size(); ++i) {
        if (m_columns.at(i).name == name)
            return i;
    }
    for (int i = 0; i < m_columns.size(); ++i) {
        if (m_columns.at(i).name.compare(name, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

int MsprofCsv::columnIndex(const QStringList &aliases) const
{
    for (const QString &alias : aliases) {
        if (const int index = columnIndex(alias); index >= 0)
            return index;
    }
    return -1;
}

bool MsprofCsv::lineSpan(qsizetype row, const char **begin, const char **end) const
{
    if (row < 0 || row >= rowCount())
        return false;
    const char *data = m_bytes.constData();
    const char *dataEnd = data + m_bytes.size();
    *begin = data + m_rows[size_t(row)].offset;
    const char *newline = find(*begin, dataEnd, '\n');
    *end = newline ? newline : dataEnd;
    while (*end > *begin && (*end)[-1] == '\r')
        --*end;
    return true;
}

bool MsprofCsv::cellSpan(qsizetype row, int column, const char **begin, const char **end, bool *quoted) const
{
    const char *lineBegin = nullptr;
    const char *lineEnd = nullptr;
    if (column < 0 || column >= columnCount() || !lineSpan(row, &lineBegin, &lineEnd))
        return false;
    bool found = false;
    const char *errorAt = nullptr;
    forEachField(
        lineBegin, lineEnd,
        [&](int index, const char *b, const char *e, bool q) {
            if (index != column)
                return true;
            *begin = b;
            *end = e;
            *quoted = q;
            found = true;
            return false;
        },
        &errorAt);
    return found;
}

MsprofCsv::Value MsprofCsv::value(qsizetype row, int column) const
{
    Value value;
    const char *begin = nullptr;
    const char *end = nullptr;
    bool quoted = false;
    if (!cellSpan(row, column, &begin, &end, &quoted))
        return value;
    value.kind = classify(begin, end, quoted);
    if (quoted) {
        value.text = unquote(begin, end);
        return value;
    }
    trim(begin, end);
    value.text = QString::fromUtf8(begin, end - begin);
    if (value.kind == Value::Kind::Number)
        value.number = toNumber(begin, end);
    return value;
}

MsprofCsv::Value::Kind MsprofCsv::cellKind(qsizetype row, int column) const
{
    const char *begin = nullptr;
    const char *end = nullptr;
    bool quoted = false;
    if (!cellSpan(row, column, &begin, &end, &quoted))
        return Value::Kind::Empty;
    return classify(begin, end, quoted);
}

double MsprofCsv::number(qsizetype row, int column) const
{
    const char *begin = nullptr;
    const char *end = nullptr;
    bool quoted = false;
    if (!cellSpan(row, column, &begin, &end, &quoted) || quoted)
        return std::numeric_limits<double>::quiet_NaN();
    trim(begin, end);
    return looksNumeric(begin, end) ? toNumber(begin, end) : std::numeric_limits<double>::quiet_NaN();
}

QList<double> MsprofCsv::rowNumbers(qsizetype row) const
{
    QList<double> result;
    const char *lineBegin = nullptr;
    const char *lineEnd = nullptr;
    if (!lineSpan(row, &lineBegin, &lineEnd))
        return result;
    result.fill(std::numeric_limits<double>::quiet_NaN(), columnCount());
    const char *errorAt = nullptr;
    forEachField(
        lineBegin, lineEnd,
        [&](int index, const char *b, const char *e, bool quoted) {
            if (index >= result.size())
                return false;
            trim(b, e);
            if (!quoted && looksNumeric(b, e))
                result[index] = toNumber(b, e);
            return true;
        },
        &errorAt);
    return result;
}

QByteArrayView MsprofCsv::rawLine(qsizetype row) const
{
    const char *begin = nullptr;
    const char *end = nullptr;
    if (!lineSpan(row, &begin, &end))
        return {};
    return QByteArrayView(begin, end - begin);
}

QString MsprofCsv::text(qsizetype row, int column) const
{
    return value(row, column).text;
}

QList<double> MsprofCsv::numbers(int column) const
{
    QList<double> result;
    if (column < 0 || column >= columnCount())
        return result;
    result.reserve(rowCount());
    for (qsizetype row = 0; row < rowCount(); ++row)
        result.append(number(row, column));
    return result;
}
