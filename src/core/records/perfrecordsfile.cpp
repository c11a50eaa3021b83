// SPDX-License-Identifier: MIT
#include "records/perfrecordsfile.h"

#include "base/runread.h"
#include "records/flatjsonline.h"
#include "records/pythonjson.h"

#include <QCoreApplication>
#include <limits>
#include <QFile>
#include <QHash>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("PerfRecordsReader", text);
}

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

template<typename Key>
int columnOfKey(const QString &raw, const Key &key)
{
    const qsizetype at = raw.indexOf(QLatin1Char('"') + key + QLatin1Char('"'));
    return at < 0 ? 0 : int(at) + 1;
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

PerfRecordsFile PerfRecordsReader::readFile(const QString &path, const QString &displayPath, const QString &root,
                                            Depth depth)
{
    RunRead::Result read = RunRead::read(root, path, RunRead::MaxRecordsBytes);
    if (!read.exists()) {
        PerfRecordsFile result;
        result.displayPath = displayPath;
        return result;
    }
    if (!read.ok()) {
        PerfRecordsFile result;
        result.displayPath = displayPath;
        result.exists = true;
        result.diagnostics = read.diagnostics(QStringLiteral("records"), displayPath);
        return result;
    }
    if (depth == Depth::BytesOnly) {
        PerfRecordsFile result;
        result.displayPath = displayPath;
        result.exists = true;
        result.bytes = read.bytes;
        result.firstGenBLine = firstGenBLine(result.bytes);
        result.diagnostics = read.diagnostics(QStringLiteral("records"), displayPath);
        return result;
    }
    PerfRecordsFile result = parse(read.bytes, displayPath);
    result.diagnostics += read.diagnostics(QStringLiteral("records"), displayPath);
    result.exists = true;
    return result;
}

int PerfRecordsReader::firstGenBLine(QByteArrayView data)
{
    // The lines parse() types, read only as far as the two keys.
    if (data.startsWith("\xEF\xBB\xBF"))
        data = data.sliced(3);
    // Without an escape a key is spelled in the bytes: a file (or line) naming neither key has neither.
    const auto mayName = [](QByteArrayView bytes) {
        return bytes.contains('\\') || bytes.contains("phase") || bytes.contains("workload_id");
    };
    if (!mayName(data))
        return 0;
    FlatJsonLine flat;
    int lineNumber = 0;
    for (qsizetype start = 0; start < data.size();) {
        qsizetype end = data.indexOf('\n', start);
        if (end < 0)
            end = data.size();
        ++lineNumber;
        QByteArrayView line = data.sliced(start, end - start);
        start = end + 1;
        if (!mayName(line))
            continue;
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.size() > MaxLineBytes)
            continue; // not read (parse() says so)
        bool exact = false;
        const QByteArrayView stripped = FlatJson::stripAscii(line, FlatJson::Spaces::Qt, &exact);
        if (exact && stripped.isEmpty())
            continue;
        if (exact && flat.parse(stripped)) {
            if (flat.contains("phase") || flat.contains("workload_id"))
                return lineNumber;
            continue;
        }
        const QString text = QString::fromUtf8(line);
        const PythonJson::Result json = PythonJson::parse(QStringView(text).trimmed());
        if (json.ok && json.value.metaType() == QMetaType::fromType<QVariantMap>()) {
            const QVariantMap map = json.value.toMap();
            if (map.contains(QStringLiteral("phase")) || map.contains(QStringLiteral("workload_id")))
                return lineNumber;
        }
    }
    return 0;
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
    qint64 integer(QLatin1StringView key) const { return m_map.value(key).value<qint64>(); }
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
        auto it = m_strings.constFind(bytes);
        if (it == m_strings.cend())
            it = m_strings.insert(bytes, QString::fromUtf8(bytes));
        return *it;
    }

private:
    QHash<QByteArrayView, QString> m_strings; // views into the records file's bytes
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
        // Timestamps and SHA-256 digests are unique per line; everything else repeats.
        if (key == "timestamp"_L1 || key == "artifact_sha256"_L1)
            return f->string();
        return m_interner.get(f->text);
    }
    qint64 integer(QLatin1StringView key) const { return m_line.find(bytes(key))->integer; }
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
    const bool looksB = record.namesGenBFields || f.contains("kernel_id"_L1);
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
                                            .arg(round)
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
            typeError("duration_us"_L1, QCoreApplication::translate("PerfRecordsReader", "a number (not a boolean)"));
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

PerfRecordsFile PerfRecordsReader::parse(const QByteArray &bytes, const QString &displayPath)
{
    PerfRecordsFile result;
    result.displayPath = displayPath;
    result.exists = true;
    result.bytes = bytes;

    QByteArrayView data(bytes);
    if (data.startsWith("\xEF\xBB\xBF")) {
        result.hasBom = true;
        data = data.sliced(3);
        result.diagnostics.append(make(Diagnostic::Severity::Warning, QStringLiteral("records.bom"), displayPath, 1,
                                       1,
                                       tr("The file starts with a UTF-8 byte order mark; the workflow's gate rejects "
                                          "the first line")));
    }
    const bool endsWithNewline = data.endsWith('\n');
    int lineNumber = 0;
    qsizetype start = 0;
    int genA = 0, genB = 0;
    int firstUnlistedBlank = 0;
    FlatJsonLine flat;
    StringInterner interned;
    result.records.reserve(data.count('\n') + 1);
    while (start < data.size()) {
        qsizetype end = data.indexOf('\n', start);
        const bool lastWithoutNewline = end < 0;
        if (end < 0)
            end = data.size();
        ++lineNumber;
        QByteArrayView lineBytes = data.sliced(start, end - start);
        start = end + 1;
        if (lineBytes.endsWith('\r')) {
            lineBytes.chop(1);
            if (!result.hasCrlf) {
                result.hasCrlf = true;
                result.diagnostics.append(make(Diagnostic::Severity::Info, QStringLiteral("records.crlf"),
                                               displayPath, lineNumber, 0,
                                               tr("CRLF line endings (the runner writes LF)")));
            }
        }
        if (!lineBytes.isValidUtf8()) {
            // The workflow's gate cannot decode the file at all; each such line is named here.
            result.diagnostics.append(make(Diagnostic::Severity::Error, QStringLiteral("records.invalid-utf8"),
                                           displayPath, lineNumber, 0,
                                           tr("The line is not valid UTF-8 (the workflow's gate cannot read the file)")));
        }
        // Qt's trimmed() strips the ASCII spaces \t-\r and ' '; a non-ASCII byte at an edge may be
        // Unicode whitespace, so only then is the decoded text asked.
        bool exact = false;
        const QByteArrayView stripped = FlatJson::stripAscii(lineBytes, FlatJson::Spaces::Qt, &exact);
        const bool blank = exact ? stripped.isEmpty() : QString::fromUtf8(lineBytes).trimmed().isEmpty();
        if (blank) {
            if (++result.blankLines <= MaxBlankLineDiagnostics)
                result.diagnostics.append(make(Diagnostic::Severity::Info, QStringLiteral("records.blank-line"),
                                               displayPath, lineNumber, 0, tr("Blank line")));
            else if (firstUnlistedBlank == 0)
                firstUnlistedBlank = lineNumber;
            continue;
        }
        if (lineBytes.size() > MaxLineBytes) {
            result.diagnostics.append(make(Diagnostic::Severity::Error, QStringLiteral("records.line-too-long"),
                                           displayPath, lineNumber, 0,
                                           tr("The line is %1 bytes long, over the %2 MiB a record line may have; "
                                              "it is not read")
                                               .arg(lineBytes.size())
                                               .arg(MaxLineBytes / (1024 * 1024))));
            PerfRecord record;
            record.line = lineNumber;
            record.raw = QString::fromUtf8(lineBytes.first(200)) + QStringLiteral("…");
            result.records.append(std::move(record));
            continue;
        }
        if (lineBytes.size() > LongLineThreshold) {
            result.diagnostics.append(make(Diagnostic::Severity::Warning, QStringLiteral("records.long-line"),
                                           displayPath, lineNumber, 0,
                                           tr("Very long line (%1 bytes); one record per line is expected")
                                               .arg(lineBytes.size())));
        }
        const QString text = QString::fromUtf8(lineBytes);
        if (exact && flat.parse(stripped)) {
            PerfRecord record;
            record.line = lineNumber;
            record.raw = text;
            record.parsed = true;
            typeFields(record, FlatFields(flat, interned), displayPath, result.diagnostics);
            if (record.namesGenBFields && result.firstGenBLine == 0)
                result.firstGenBLine = lineNumber;
            (record.contract == Generation::B ? genB : genA)++;
            result.records.append(std::move(record));
            continue;
        }
        PerfRecord record;
        record.line = lineNumber;
        record.raw = text;
        const QStringView trimmed = QStringView(text).trimmed();
        // Columns count from the start of the physical line, not of the stripped text.
        const int leading = int(trimmed.data() - text.constData());
        if (QByteArrayView(lineBytes).trimmed().startsWith("\xEF\xBB\xBF")) { // fromUtf8 drops it silently
            // A byte order mark inside the file (a concatenation): Python's json.loads refuses the line.
            result.diagnostics.append(make(Diagnostic::Severity::Error, QStringLiteral("records.bom-inside"),
                                           displayPath, lineNumber, leading + 1,
                                           tr("The line starts with a UTF-8 byte order mark; the workflow's gate "
                                              "rejects it")));
            result.records.append(record);
            continue;
        }
        const PythonJson::Result json = PythonJson::parse(trimmed);
        if (!json.ok) {
            const int column = json.column + leading;
            if (lastWithoutNewline && !endsWithNewline) {
                result.truncatedLastLine = true;
                result.diagnostics.append(make(Diagnostic::Severity::Warning, QStringLiteral("records.truncated"),
                                               displayPath, lineNumber, column,
                                               tr("The last line is incomplete (the run may still be writing it); "
                                                  "it is ignored until it is complete")));
            } else {
                result.diagnostics.append(make(Diagnostic::Severity::Error, QStringLiteral("records.bad-json"),
                                               displayPath, lineNumber, column,
                                               tr("Not valid JSON: %1").arg(json.error)));
                result.records.append(record);
            }
            continue;
        }
        if (json.value.metaType() != QMetaType::fromType<QVariantMap>()) {
            result.diagnostics.append(make(Diagnostic::Severity::Error, QStringLiteral("records.not-object"),
                                           displayPath, lineNumber, leading + 1,
                                           tr("The line is JSON but not an object")));
            result.records.append(record);
            continue;
        }
        record.parsed = true;
        const QVariantMap fields = json.value.toMap();
        for (const QString &key : json.duplicateKeys) {
            result.diagnostics.append(make(Diagnostic::Severity::Warning, QStringLiteral("records.duplicate-key"),
                                           displayPath, lineNumber, columnOfKey(text, key),
                                           tr("Duplicate key \"%1\"; the last value wins (as in Python)").arg(key)));
        }
        typeRecord(record, fields, displayPath, result.diagnostics);
        if (record.namesGenBFields && result.firstGenBLine == 0)
            result.firstGenBLine = lineNumber;
        (record.contract == Generation::B ? genB : genA)++;
        result.records.append(record);
    }
    if (firstUnlistedBlank > 0)
        result.diagnostics.append(make(Diagnostic::Severity::Info, QStringLiteral("records.blank-line"), displayPath,
                                       firstUnlistedBlank, 0,
                                       tr("%1 more blank lines from this line on (not listed one by one)")
                                           .arg(result.blankLines - MaxBlankLineDiagnostics)));
    if (genA + genB > 0)
        result.contract = genB > genA ? Generation::B : Generation::A;
    return result;
}
