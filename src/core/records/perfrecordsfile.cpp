// SPDX-License-Identifier: MIT
#include "records/perfrecordsfile.h"

#include "base/bytesearch.h"
#include "base/linesplitter.h"
#include "base/longlinemeasure.h"
#include "base/runread.h"
#include "records/flatjsonline.h"
#include "records/pythonjson.h"

#include <QCoreApplication>
#include <limits>
#include <QFile>
#include <QHash>

namespace {

using namespace Qt::StringLiterals;

const QList<QLatin1StringView> &genARequired()
{
    static const QList<QLatin1StringView> keys{"round"_L1,       "candidate_id"_L1, "dispatch_path"_L1, "workload"_L1,
                                               "duration_us"_L1, "l0_pass"_L1,      "timestamp"_L1};
    return keys;
}

const QList<QLatin1StringView> &genBRequired()
{
    static const QList<QLatin1StringView> keys{
        "round"_L1,           "candidate_id"_L1, "parent_id"_L1,       "kernel_id"_L1,
        "workload_id"_L1,     "phase"_L1,        "artifact_path"_L1,   "artifact_sha256"_L1,
        "duration_us"_L1,     "l0_pass"_L1,      "msprof_raw_path"_L1, "timestamp"_L1};
    return keys;
}

// The column (UTF-16 units, 1-based) of "key" in a line; 0 when not spelled out. Only on the way to
// a diagnostic, so the line is decoded here rather than kept decoded.
template<typename Key>
int columnOfKey(const QString &text, const Key &key)
{
    const qsizetype at = text.indexOf(QLatin1Char('"') + key + QLatin1Char('"'));
    return at < 0 ? 0 : int(at) + 1;
}

template<typename Key>
int columnOfKey(const QByteArray &raw, const Key &key)
{
    return columnOfKey(QString::fromUtf8(raw), key);
}

Diagnostic make(Diagnostic::Severity severity, const QString &code, const QString &file, int line, int column,
                const QString &message)
{
    return Diagnostic{severity, code, file, line, column, message};
}

} // namespace

QList<const PerfRecord *> PerfRecordsFile::validRecords() const
{
    QList<const PerfRecord *> out;
    for (const PerfRecord &record : records)
        if (record.valid)
            out.append(&record);
    return out;
}

namespace {

// What typing a record asks of a parsed object; one adapter per parse path, so that both paths
// type (and diagnose) a record the same way.
class VariantFields
{
public:
    explicit VariantFields(const QVariantMap &map)
        : m_map(map)
    {
    }
    bool contains(QLatin1StringView key) const { return m_map.contains(key); }
    bool isString(QLatin1StringView key) const { return PythonJson::isString(m_map.value(key)); }
    bool isInteger(QLatin1StringView key) const { return PythonJson::isInteger(m_map.value(key)); }
    bool isNumber(QLatin1StringView key) const { return PythonJson::isNumber(m_map.value(key)); }
    bool isBool(QLatin1StringView key) const { return PythonJson::isBool(m_map.value(key)); }
    bool isNull(QLatin1StringView key) const { return PythonJson::isNull(m_map.value(key)); }
    QString string(QLatin1StringView key) const { return m_map.value(key).toString(); }
    qint64 integer(QLatin1StringView key) const { return PythonJson::toClampedInteger(m_map.value(key)); }
    QString integerText(QLatin1StringView key) const { return PythonJson::integerText(m_map.value(key)); }
    double number(QLatin1StringView key) const { return PythonJson::toDouble(m_map.value(key)); }
    bool boolean(QLatin1StringView key) const { return m_map.value(key).toBool(); }

private:
    const QVariantMap &m_map;
};

// Candidate ids, workload names and paths repeat on thousands of lines: one QString each.
class StringInterner
{
public:
    QString get(QByteArrayView bytes)
    {
        // Looked up without a copy; a new key is copied, as the bytes it came from are a passing chunk.
        auto it = m_strings.constFind(QByteArray::fromRawData(bytes.data(), bytes.size()));
        if (it == m_strings.cend())
            it = m_strings.insert(bytes.toByteArray(), QString::fromUtf8(bytes));
        return *it;
    }

private:
    QHash<QByteArray, QString> m_strings;
};

class FlatFields
{
public:
    FlatFields(const FlatJsonLine &line, StringInterner &interner)
        : m_line(line)
        , m_interner(interner)
    {
    }
    using Kind = FlatJsonLine::Kind;
    bool contains(QLatin1StringView key) const { return m_line.contains(bytes(key)); }
    bool isString(QLatin1StringView key) const { return is(key, Kind::String); }
    bool isInteger(QLatin1StringView key) const { return is(key, Kind::Integer); }
    bool isNumber(QLatin1StringView key) const { return is(key, Kind::Integer) || is(key, Kind::Float); }
    bool isBool(QLatin1StringView key) const { return is(key, Kind::Bool); }
    bool isNull(QLatin1StringView key) const { return is(key, Kind::Null); }
    QString string(QLatin1StringView key) const
    {
        const FlatJsonLine::Field *f = m_line.find(bytes(key));
        // Timestamps, SHA-256 digests and msprof output folders are unique per line (interning
        // 15k raw paths cost a hash entry and a copy each); everything else repeats.
        if (key == "timestamp"_L1 || key == "artifact_sha256"_L1 || key == "msprof_raw_path"_L1)
            return f->string();
        return m_interner.get(f->text);
    }
    qint64 integer(QLatin1StringView key) const { return m_line.find(bytes(key))->integer; }
    QString integerText(QLatin1StringView key) const { return QString::number(integer(key)); }
    double number(QLatin1StringView key) const { return m_line.find(bytes(key))->number; }
    bool boolean(QLatin1StringView key) const { return m_line.find(bytes(key))->boolean; }

private:
    static QByteArrayView bytes(QLatin1StringView key) { return QByteArrayView(key.data(), key.size()); }
    bool is(QLatin1StringView key, Kind kind) const
    {
        const FlatJsonLine::Field *f = m_line.find(bytes(key));
        return f && f->kind == kind;
    }
    const FlatJsonLine &m_line;
    StringInterner &m_interner;
};

template<typename Fields>
// (Explicit translate() calls: lupdate gives a free function's tr() no context.)
void typeFields(PerfRecord &record, const Fields &f, const QString &displayPath, Diagnostics &diagnostics)
{
    record.namesGenBFields = f.contains("phase"_L1) || f.contains("workload_id"_L1);
    // "phase" or "workload_id" make a Gen B record (§0); "kernel_id" alone only when the line names
    // none of Gen A's own keys (a Gen A record may carry extra keys).
    const bool looksB = record.namesGenBFields
        || (f.contains("kernel_id"_L1) && !f.contains("dispatch_path"_L1) && !f.contains("workload"_L1));
    record.contract = looksB ? Generation::B : Generation::A;
    const QList<QLatin1StringView> &required = looksB ? genBRequired() : genARequired();

    QStringList missing;
    for (QLatin1StringView key : required)
        if (!f.contains(key))
            missing.append(key);
    bool ok = missing.isEmpty();
    if (!missing.isEmpty()) {
        diagnostics.append(make(Diagnostic::Severity::Error, QStringLiteral("records.missing-field"), displayPath,
                                record.line, 0,
                                QCoreApplication::translate("PerfRecordsReader", "Missing field(s) for the Gen %1 contract: %2")
                                    .arg(generationName(record.contract), missing.join(QStringLiteral(", ")))));
    }

    auto typeError = [&](QLatin1StringView key, const QString &expected) {
        ok = false;
        diagnostics.append(make(Diagnostic::Severity::Error, QStringLiteral("records.wrong-type"), displayPath,
                                record.line, columnOfKey(record.raw, key),
                                QCoreApplication::translate("PerfRecordsReader", "Field \"%1\" must be %2").arg(key, expected)));
    };
    auto stringField = [&](QLatin1StringView key, QString &target) {
        if (!f.contains(key))
            return;
        if (f.isString(key))
            target = f.string(key);
        else
            typeError(key, QCoreApplication::translate("PerfRecordsReader", "a string"));
    };

    if (f.contains("round"_L1)) {
        if (f.isInteger("round"_L1)) {
            // Rounds are counted from 0; a value outside 0..2^31-1 would wrap wherever a round is an int.
            const qint64 round = f.integer("round"_L1);
            if (round >= 0 && round <= std::numeric_limits<int>::max()) {
                record.round = round;
            } else {
                ok = false;
                diagnostics.append(make(Diagnostic::Severity::Error, QStringLiteral("records.round-range"),
                                        displayPath, record.line, columnOfKey(record.raw, QStringLiteral("round")),
                                        QCoreApplication::translate("PerfRecordsReader", "round %1 is outside 0…%2")
                                            .arg(f.integerText("round"_L1))
                                            .arg(std::numeric_limits<int>::max())));
            }
        } else
            typeError("round"_L1, QCoreApplication::translate("PerfRecordsReader", "an integer"));
    }
    stringField("candidate_id"_L1, record.candidateId);
    if (f.contains("parent_id"_L1)) {
        if (f.isString("parent_id"_L1))
            record.parentId = f.string("parent_id"_L1);
        else if (!f.isNull("parent_id"_L1))
            typeError("parent_id"_L1, QCoreApplication::translate("PerfRecordsReader", "a string or null"));
    }
    stringField("dispatch_path"_L1, record.dispatchPath);
    stringField("workload"_L1, record.workload);
    stringField("kernel_id"_L1, record.kernelId);
    stringField("workload_id"_L1, record.workloadId);
    stringField("phase"_L1, record.phase);
    stringField("artifact_path"_L1, record.artifactPath);
    stringField("artifact_sha256"_L1, record.artifactSha256);
    stringField("msprof_raw_path"_L1, record.msprofRawPath);
    stringField("timestamp"_L1, record.timestamp);

    if (f.contains("duration_us"_L1)) {
        if (f.isNumber("duration_us"_L1)) {
            record.durationUs = f.number("duration_us"_L1);
            if (!std::isfinite(record.durationUs)) {
                diagnostics.append(make(Diagnostic::Severity::Warning, QStringLiteral("records.non-finite"),
                                        displayPath, record.line, columnOfKey(record.raw, "duration_us"_L1),
                                        QCoreApplication::translate("PerfRecordsReader", "duration_us is not a finite number (the workflow's Python gate accepts "
                                           "NaN/Infinity as numbers)")));
            } else if (record.durationUs <= 0) {
                diagnostics.append(make(Diagnostic::Severity::Warning, QStringLiteral("records.non-positive"),
                                        displayPath, record.line, columnOfKey(record.raw, "duration_us"_L1),
                                        QCoreApplication::translate("PerfRecordsReader", "duration_us is not positive: %1").arg(record.durationUs)));
            }
        } else {
            // Say what it is: "28.96" in quotes is the usual slip, a boolean the rarer one.
            typeError("duration_us"_L1,
                      f.isString("duration_us"_L1)
                          ? QCoreApplication::translate("PerfRecordsReader", "a number (not a string)")
                          : f.isBool("duration_us"_L1)
                          ? QCoreApplication::translate("PerfRecordsReader", "a number (not a boolean)")
                          : f.isNull("duration_us"_L1)
                          ? QCoreApplication::translate("PerfRecordsReader", "a number (not null)")
                          : QCoreApplication::translate("PerfRecordsReader", "a number (not an array or object)"));
        }
    }
    if (f.contains("l0_pass"_L1)) {
        if (f.isBool("l0_pass"_L1))
            record.l0Pass = f.boolean("l0_pass"_L1);
        else
            typeError("l0_pass"_L1, QCoreApplication::translate("PerfRecordsReader", "a boolean"));
    }
    if (record.contract == Generation::B && !record.phase.isEmpty()) {
        static const QStringList phases{QStringLiteral("baseline"), QStringLiteral("candidate"),
                                        QStringLiteral("merged"), QStringLiteral("final")};
        if (!phases.contains(record.phase)) {
            diagnostics.append(make(Diagnostic::Severity::Error, QStringLiteral("records.bad-phase"), displayPath,
                                    record.line, columnOfKey(record.raw, "phase"_L1),
                                    QCoreApplication::translate("PerfRecordsReader", "Unknown phase \"%1\" (expected baseline, candidate, merged or final)")
                                        .arg(record.phase)));
            ok = false;
        }
    }
    record.valid = ok;
}

} // namespace

void PerfRecordsReader::typeRecord(PerfRecord &record, const QVariantMap &fields, const QString &displayPath,
                                   Diagnostics &diagnostics)
{
    typeFields(record, VariantFields(fields), displayPath, diagnostics);
}


namespace {

// (Explicit translate() calls, in the reader's context: lupdate would file a tr() here under this class.)
// The per-line work of parse() and readFile(), in one place: fed the file's bytes in chunks of any
// size, it fills one PerfRecordsFile. A line over MaxLineBytes is measured as it streams by, never kept.
class RecordsLineReader
{
public:
    using Depth = PerfRecordsReader::Depth;

    RecordsLineReader(PerfRecordsFile &result, Depth depth)
        : m_result(result)
        , m_depth(depth)
        , m_splitter(LineSplitter::Breaks::LineFeed, PerfRecordsReader::MaxLineBytes + 1, // + the '\r' of CRLF
                     [this](const LineSplitter::Line &line) { return onLine(line); },
                     [this](QByteArrayView piece) {
                         if (m_depth == Depth::Records)
                             m_long.add(piece);
                     })
    {
    }

    void feed(QByteArrayView chunk)
    {
        if (!m_started) {
            // The byte order mark is looked for in the first three bytes, however the chunks fall.
            if (m_head.isEmpty() && chunk.size() >= 3) {
                start(chunk);
                return;
            }
            const qsizetype take = std::min<qsizetype>(chunk.size(), 3 - m_head.size());
            m_head.append(chunk.first(take));
            chunk = chunk.sliced(take);
            if (m_head.size() < 3)
                return;
            start(QByteArray(m_head));
        }
        m_splitter.feed(chunk);
    }

    bool done() const { return m_splitter.stopped(); }
    void expectBytes(qint64 bytes) { m_expectedBytes = bytes; }

    void finish()
    {
        if (!m_started)
            start(QByteArray(m_head));
        m_splitter.finish();
        if (m_firstUnlistedBlank > 0)
            m_result.diagnostics.append(make(Diagnostic::Severity::Info, QStringLiteral("records.blank-line"),
                                             m_result.displayPath, m_firstUnlistedBlank, 0,
                                             QCoreApplication::translate("PerfRecordsReader", "%1 more blank lines from this line on (not listed one by one)")
                                                 .arg(m_result.blankLines - PerfRecordsReader::MaxBlankLineDiagnostics)));
        if (m_genA + m_genB > 0)
            m_result.contract = m_genB > m_genA ? Generation::B : Generation::A;
        // Sized from the first record (see accept()), the list holds little slack; squeezing copies
        // the whole list once more, so only when a quarter of it is empty.
        if (m_result.records.capacity() > m_result.records.size() + m_result.records.size() / 3)
            m_result.records.squeeze();
    }

private:
    void start(QByteArrayView data)
    {
        m_started = true;
        if (data.startsWith("\xEF\xBB\xBF")) {
            data = data.sliced(3);
            if (m_depth == Depth::Records) {
                m_result.hasBom = true;
                m_result.diagnostics.append(
                    make(Diagnostic::Severity::Warning, QStringLiteral("records.bom"), m_result.displayPath, 1, 1,
                         QCoreApplication::translate("PerfRecordsReader", "The file starts with a UTF-8 byte order mark; the workflow's gate rejects "
                                  "the first line")));
            }
        }
        m_splitter.feed(data);
    }

    bool onLine(const LineSplitter::Line &line)
    {
        ++m_lineNumber;
        if (m_depth == Depth::BytesOnly) {
            if (!line.overlong)
                findGenBEvidence(line.bytes);
            m_long.reset();
            return m_result.firstGenBLine == 0; // nothing more to learn after it
        }
        if (line.overlong) {
            m_long.finish();
            longLine(!line.ended);
            m_long.reset();
        } else {
            wholeLine(line.bytes, !line.ended);
        }
        return true;
    }

    void crlf()
    {
        if (m_result.hasCrlf)
            return;
        m_result.hasCrlf = true;
        m_result.diagnostics.append(make(Diagnostic::Severity::Info, QStringLiteral("records.crlf"),
                                         m_result.displayPath, m_lineNumber, 0,
                                         QCoreApplication::translate("PerfRecordsReader", "CRLF line endings (the runner writes LF)")));
    }

    void invalidUtf8()
    {
        // The workflow's gate cannot decode the file at all; each such line is named here.
        m_result.diagnostics.append(
            make(Diagnostic::Severity::Error, QStringLiteral("records.invalid-utf8"), m_result.displayPath,
                 m_lineNumber, 0, QCoreApplication::translate("PerfRecordsReader", "The line is not valid UTF-8 (the workflow's gate cannot read the file)")));
    }

    void blankLine()
    {
        if (++m_result.blankLines <= PerfRecordsReader::MaxBlankLineDiagnostics)
            m_result.diagnostics.append(make(Diagnostic::Severity::Info, QStringLiteral("records.blank-line"),
                                             m_result.displayPath, m_lineNumber, 0, QCoreApplication::translate("PerfRecordsReader", "Blank line")));
        else if (m_firstUnlistedBlank == 0)
            m_firstUnlistedBlank = m_lineNumber;
    }

    void tooLong(qint64 size, QByteArrayView start)
    {
        m_result.diagnostics.append(make(Diagnostic::Severity::Error, QStringLiteral("records.line-too-long"),
                                         m_result.displayPath, m_lineNumber, 0,
                                         QCoreApplication::translate("PerfRecordsReader", "The line is %1 bytes long, over the %2 MiB a record line may "
                                                  "have; it is not read")
                                             .arg(size)
                                             .arg(PerfRecordsReader::MaxLineBytes / (1024 * 1024))));
        PerfRecord record;
        record.line = m_lineNumber;
        record.raw = start.first(std::min<qsizetype>(start.size(), 200)).toByteArray() + "\xE2\x80\xA6"; // …
        m_result.records.append(std::move(record));
    }

    // A line the splitter did not keep: what wholeLine() would say of it, from its measure.
    void longLine(bool lastWithoutNewline)
    {
        Q_UNUSED(lastWithoutNewline); // a line not read is never "still being written"
        qint64 size = m_long.bytes();
        if (m_long.lastByte() == '\r') {
            --size;
            crlf();
        }
        if (!m_long.valid())
            invalidUtf8();
        if (m_long.blank()) {
            blankLine();
            return;
        }
        tooLong(size, m_long.start());
    }

    void wholeLine(QByteArrayView lineBytes, bool lastWithoutNewline)
    {
        const QString &displayPath = m_result.displayPath;
        const int lineNumber = m_lineNumber;
        if (lineBytes.endsWith('\r')) {
            lineBytes.chop(1);
            crlf();
        }
        if (!lineBytes.isValidUtf8())
            invalidUtf8();
        // Qt's trimmed() strips the ASCII spaces \t-\r and ' '; a non-ASCII byte at an edge may be
        // Unicode whitespace, so only then is the decoded text asked.
        bool exact = false;
        const QByteArrayView stripped = FlatJson::stripAscii(lineBytes, FlatJson::Spaces::Qt, &exact);
        const bool blank = exact ? stripped.isEmpty() : QString::fromUtf8(lineBytes).trimmed().isEmpty();
        if (blank) {
            blankLine();
            return;
        }
        if (lineBytes.size() > PerfRecordsReader::MaxLineBytes) {
            tooLong(lineBytes.size(), lineBytes);
            return;
        }
        if (lineBytes.size() > PerfRecordsReader::LongLineThreshold) {
            m_result.diagnostics.append(make(Diagnostic::Severity::Warning, QStringLiteral("records.long-line"),
                                             displayPath, lineNumber, 0,
                                             QCoreApplication::translate("PerfRecordsReader", "Very long line (%1 bytes); one record per line is expected")
                                                 .arg(lineBytes.size())));
        }
        if (exact && m_flat.parse(stripped)) {
            PerfRecord record;
            record.line = lineNumber;
            record.raw = lineBytes.toByteArray();
            record.parsed = true;
            typeFields(record, FlatFields(m_flat, m_interned), displayPath, m_result.diagnostics);
            accept(std::move(record));
            return;
        }
        const QString text = QString::fromUtf8(lineBytes);
        PerfRecord record;
        record.line = lineNumber;
        record.raw = lineBytes.toByteArray();
        const QStringView trimmed = QStringView(text).trimmed();
        // Columns count from the start of the physical line, not of the stripped text.
        const int leading = int(trimmed.data() - text.constData());
        if (QByteArrayView(lineBytes).trimmed().startsWith("\xEF\xBB\xBF")) { // fromUtf8 drops it silently
            // A byte order mark inside the file (a concatenation): Python's json.loads refuses the line.
            m_result.diagnostics.append(make(Diagnostic::Severity::Error, QStringLiteral("records.bom-inside"),
                                             displayPath, lineNumber, leading + 1,
                                             QCoreApplication::translate("PerfRecordsReader", "The line starts with a UTF-8 byte order mark; the workflow's "
                                                      "gate rejects it")));
            m_result.records.append(record);
            return;
        }
        const PythonJson::Result json = PythonJson::parse(trimmed);
        if (!json.ok) {
            const int column = json.column + leading;
            if (lastWithoutNewline) {
                m_result.truncatedLastLine = true;
                m_result.diagnostics.append(make(Diagnostic::Severity::Warning, QStringLiteral("records.truncated"),
                                                 displayPath, lineNumber, column,
                                                 QCoreApplication::translate("PerfRecordsReader", "The last line is incomplete (the run may still be writing "
                                                          "it); it is ignored until it is complete")));
            } else {
                m_result.diagnostics.append(make(Diagnostic::Severity::Error, QStringLiteral("records.bad-json"),
                                                 displayPath, lineNumber, column,
                                                 QCoreApplication::translate("PerfRecordsReader", "Not valid JSON: %1").arg(json.error)));
                m_result.records.append(record);
            }
            return;
        }
        if (json.value.metaType() != QMetaType::fromType<QVariantMap>()) {
            m_result.diagnostics.append(make(Diagnostic::Severity::Error, QStringLiteral("records.not-object"),
                                             displayPath, lineNumber, leading + 1,
                                             QCoreApplication::translate("PerfRecordsReader", "The line is JSON but not an object")));
            m_result.records.append(record);
            return;
        }
        record.parsed = true;
        const QVariantMap fields = json.value.toMap();
        for (const QString &key : json.duplicateKeys) {
            m_result.diagnostics.append(
                make(Diagnostic::Severity::Warning, QStringLiteral("records.duplicate-key"), displayPath, lineNumber,
                     columnOfKey(text, key),
                     QCoreApplication::translate("PerfRecordsReader", "Duplicate key \"%1\"; the last value wins (as in Python)").arg(key)));
        }
        PerfRecordsReader::typeRecord(record, fields, displayPath, m_result.diagnostics);
        accept(std::move(record));
    }

    void accept(PerfRecord &&record)
    {
        // The file's size over the first record's line: about how many records there are. Reserved
        // once, the list never doubles (a doubling holds the old and the new list at once).
        if (m_result.records.isEmpty() && m_expectedBytes > 0 && !record.raw.isEmpty()) {
            const qint64 estimate = m_expectedBytes / (record.raw.size() + 1) * 9 / 8 + 16;
            m_result.records.reserve(qsizetype(std::min<qint64>(estimate, MaxReservedRecords)));
        }
        if (record.namesGenBFields && m_result.firstGenBLine == 0)
            m_result.firstGenBLine = m_lineNumber;
        (record.contract == Generation::B ? m_genB : m_genA)++;
        m_result.records.append(std::move(record));
    }

    // BytesOnly: the lines wholeLine() types, read only as far as the two keys.
    void findGenBEvidence(QByteArrayView line)
    {
        // Without an escape a key is spelled in the bytes: a line naming neither key has neither.
        if (!line.contains('\\') && !ByteSearch::containsEither(line, "phase", "workload_id"))
            return;
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.size() > PerfRecordsReader::MaxLineBytes)
            return; // not read (wholeLine() says so)
        bool exact = false;
        const QByteArrayView stripped = FlatJson::stripAscii(line, FlatJson::Spaces::Qt, &exact);
        if (exact && stripped.isEmpty())
            return;
        if (exact && m_flat.parse(stripped)) {
            if (m_flat.contains("phase") || m_flat.contains("workload_id"))
                m_result.firstGenBLine = m_lineNumber;
            return;
        }
        const QString text = QString::fromUtf8(line);
        const PythonJson::Result json = PythonJson::parse(QStringView(text).trimmed());
        if (json.ok && json.value.metaType() == QMetaType::fromType<QVariantMap>()) {
            const QVariantMap map = json.value.toMap();
            if (map.contains(QStringLiteral("phase")) || map.contains(QStringLiteral("workload_id")))
                m_result.firstGenBLine = m_lineNumber;
        }
    }

    // A reservation no larger than this many records (~35 MB); a larger file grows the list as it reads.
    static constexpr qint64 MaxReservedRecords = 100000;
    PerfRecordsFile &m_result;
    Depth m_depth;
    qint64 m_expectedBytes = 0;
    LineSplitter m_splitter;
    LongLineMeasure m_long{LongLineMeasure::Spaces::Qt, LongLineMeasure::Bom::Drop, 200};
    QByteArray m_head; // the first bytes, until there are three to look for a byte order mark in
    bool m_started = false;
    int m_lineNumber = 0;
    int m_genA = 0, m_genB = 0;
    int m_firstUnlistedBlank = 0;
    FlatJsonLine m_flat;
    StringInterner m_interned;
};

} // namespace

PerfRecordsFile PerfRecordsReader::readFile(const QString &path, const QString &displayPath, const QString &root,
                                            Depth depth, qsizetype chunkBytes)
{
    PerfRecordsFile result;
    result.displayPath = displayPath;
    RecordsLineReader reader(result, depth);
    qint64 size = 0;
    const RunRead::Result read = RunRead::stream(
        root, path, RunRead::MaxRecordsBytes,
        [&](QByteArrayView chunk) {
            size += chunk.size();
            reader.feed(chunk);
            return true;
        },
        chunkBytes, [&reader](qint64 bytes) { reader.expectBytes(bytes); });
    if (!read.exists())
        return result;
    result.exists = true;
    if (!read.ok()) {
        result = PerfRecordsFile();
        result.displayPath = displayPath;
        result.exists = true;
        result.diagnostics = read.diagnostics(QStringLiteral("records"), displayPath);
        return result;
    }
    reader.finish();
    result.diagnostics += read.diagnostics(QStringLiteral("records"), displayPath);
    result.path = path;
    result.root = root;
    result.size = size;
    return result;
}

int PerfRecordsReader::firstGenBLine(QByteArrayView bytes)
{
    PerfRecordsFile result;
    RecordsLineReader reader(result, Depth::BytesOnly);
    reader.feed(bytes);
    reader.finish();
    return result.firstGenBLine;
}

PerfRecordsFile PerfRecordsReader::parse(const QByteArray &bytes, const QString &displayPath)
{
    PerfRecordsFile result;
    result.displayPath = displayPath;
    result.exists = true;
    result.givenBytes = bytes;
    result.size = bytes.size();
    RecordsLineReader reader(result, Depth::Records);
    reader.feed(bytes);
    reader.finish();
    return result;
}

bool PerfRecordsFile::readBytes(const std::function<bool(QByteArrayView)> &sink) const
{
    if (path.isEmpty()) {
        if (!givenBytes.isEmpty())
            sink(givenBytes);
        return exists;
    }
    qint64 left = size;
    const RunRead::Result read = RunRead::stream(root, path, RunRead::MaxRecordsBytes, [&](QByteArrayView chunk) {
        chunk = chunk.first(std::min<qint64>(chunk.size(), left));
        left -= chunk.size();
        return (chunk.isEmpty() || sink(chunk)) && left > 0;
    });
    return read.ok();
}

QByteArray PerfRecordsFile::readPrefix(qint64 maxBytes, bool *ok) const
{
    QByteArray bytes;
    bytes.reserve(std::min(size, maxBytes));
    bool more = false;
    const bool read = readBytes([&](QByteArrayView chunk) {
        const qint64 room = maxBytes - bytes.size();
        more = chunk.size() > room;
        bytes.append(chunk.first(std::min<qint64>(chunk.size(), room)));
        return !more;
    });
    if (ok)
        *ok = read && hasBytes() && (more || bytes.size() == size);
    if (more) // cut: keep whole lines only
        bytes.truncate(bytes.lastIndexOf('\n') + 1);
    return bytes;
}

bool PerfRecordsFile::prefixEquals(QByteArrayView snapshot, qint64 maxBytes) const
{
    if (!hasBytes())
        return false;
    // Over maxBytes, readPrefix() cuts at the last line end before it: the snapshot must end a
    // line, and no line may end between it and maxBytes.
    const bool cut = size > maxBytes;
    if (cut ? snapshot.size() > maxBytes || (!snapshot.isEmpty() && !snapshot.endsWith('\n')) : snapshot.size() != size)
        return false;
    const qint64 end = cut ? maxBytes : size;
    qint64 at = 0;
    bool equal = true;
    const bool read = readBytes([&](QByteArrayView chunk) {
        chunk = chunk.first(std::min<qint64>(chunk.size(), end - at));
        const qsizetype same = qsizetype(std::clamp<qint64>(snapshot.size() - at, 0, chunk.size()));
        equal = (same == 0 || chunk.first(same) == snapshot.sliced(at, same)) && !chunk.sliced(same).contains('\n');
        at += chunk.size();
        return equal && at < end;
    });
    return read && equal && at == end;
}
