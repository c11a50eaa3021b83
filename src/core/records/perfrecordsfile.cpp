// SPDX-License-Identifier: MIT
#include "records/perfrecordsfile.h"

#include "base/runread.h"
#include "records/pythonjson.h"

#include <QCoreApplication>
#include <limits>
#include <QFile>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("PerfRecordsReader", text);
}

const QStringList &genARequired()
{
    static const QStringList keys{QStringLiteral("round"),         QStringLiteral("candidate_id"),
                                  QStringLiteral("dispatch_path"), QStringLiteral("workload"),
                                  QStringLiteral("duration_us"),   QStringLiteral("l0_pass"),
                                  QStringLiteral("timestamp")};
    return keys;
}

const QStringList &genBRequired()
{
    static const QStringList keys{QStringLiteral("round"),        QStringLiteral("candidate_id"),
                                  QStringLiteral("parent_id"),    QStringLiteral("kernel_id"),
                                  QStringLiteral("workload_id"),  QStringLiteral("phase"),
                                  QStringLiteral("artifact_path"), QStringLiteral("artifact_sha256"),
                                  QStringLiteral("duration_us"),  QStringLiteral("l0_pass"),
                                  QStringLiteral("msprof_raw_path"), QStringLiteral("timestamp")};
    return keys;
}

int columnOfKey(const QString &raw, const QString &key)
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

PerfRecordsFile PerfRecordsReader::readFile(const QString &path, const QString &displayPath, const QString &root)
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
    PerfRecordsFile result = parse(read.bytes, displayPath);
    result.diagnostics += read.diagnostics(QStringLiteral("records"), displayPath);
    result.exists = true;
    return result;
}

void PerfRecordsReader::typeRecord(PerfRecord &record, const QVariantMap &f, const QString &displayPath,
                                   Diagnostics &diagnostics)
{
    record.namesGenBFields = f.contains(QStringLiteral("phase")) || f.contains(QStringLiteral("workload_id"));
    const bool looksB = f.contains(QStringLiteral("phase")) || f.contains(QStringLiteral("workload_id"))
        || f.contains(QStringLiteral("kernel_id"));
    record.contract = looksB ? Generation::B : Generation::A;
    const QStringList &required = looksB ? genBRequired() : genARequired();

    QStringList missing;
    for (const QString &key : required)
        if (!f.contains(key))
            missing.append(key);
    bool ok = missing.isEmpty();
    if (!missing.isEmpty()) {
        diagnostics.append(make(Diagnostic::Severity::Error, QStringLiteral("records.missing-field"), displayPath,
                                record.line, 0,
                                tr("Missing field(s) for the Gen %1 contract: %2")
                                    .arg(generationName(record.contract), missing.join(QStringLiteral(", ")))));
    }

    auto typeError = [&](const QString &key, const QString &expected) {
        ok = false;
        diagnostics.append(make(Diagnostic::Severity::Error, QStringLiteral("records.wrong-type"), displayPath,
                                record.line, columnOfKey(record.raw, key),
                                tr("Field \"%1\" must be %2").arg(key, expected)));
    };
    auto stringField = [&](const QString &key, QString &target) {
        if (!f.contains(key))
            return;
        const QVariant v = f.value(key);
        if (PythonJson::isString(v))
            target = v.toString();
        else
            typeError(key, tr("a string"));
    };

    if (f.contains(QStringLiteral("round"))) {
        const QVariant v = f.value(QStringLiteral("round"));
        if (PythonJson::isInteger(v)) {
            // Rounds are counted from 0; a value outside 0..2^31-1 would wrap wherever a round is an int.
            const qint64 round = v.value<qint64>();
            if (round >= 0 && round <= std::numeric_limits<int>::max()) {
                record.round = round;
            } else {
                ok = false;
                diagnostics.append(make(Diagnostic::Severity::Error, QStringLiteral("records.round-range"),
                                        displayPath, record.line, columnOfKey(record.raw, QStringLiteral("round")),
                                        tr("round %1 is outside 0…%2").arg(round).arg(std::numeric_limits<int>::max())));
            }
        } else
            typeError(QStringLiteral("round"), tr("an integer"));
    }
    stringField(QStringLiteral("candidate_id"), record.candidateId);
    if (f.contains(QStringLiteral("parent_id"))) {
        const QVariant v = f.value(QStringLiteral("parent_id"));
        if (PythonJson::isString(v))
            record.parentId = v.toString();
        else if (!PythonJson::isNull(v))
            typeError(QStringLiteral("parent_id"), tr("a string or null"));
    }
    stringField(QStringLiteral("dispatch_path"), record.dispatchPath);
    stringField(QStringLiteral("workload"), record.workload);
    stringField(QStringLiteral("kernel_id"), record.kernelId);
    stringField(QStringLiteral("workload_id"), record.workloadId);
    stringField(QStringLiteral("phase"), record.phase);
    stringField(QStringLiteral("artifact_path"), record.artifactPath);
    stringField(QStringLiteral("artifact_sha256"), record.artifactSha256);
    stringField(QStringLiteral("msprof_raw_path"), record.msprofRawPath);
    stringField(QStringLiteral("timestamp"), record.timestamp);

    if (f.contains(QStringLiteral("duration_us"))) {
        const QVariant v = f.value(QStringLiteral("duration_us"));
        if (PythonJson::isNumber(v)) {
            record.durationUs = PythonJson::toDouble(v);
            if (!std::isfinite(record.durationUs)) {
                diagnostics.append(make(Diagnostic::Severity::Warning, QStringLiteral("records.non-finite"),
                                        displayPath, record.line, columnOfKey(record.raw, QStringLiteral("duration_us")),
                                        tr("duration_us is not a finite number (the workflow's Python gate accepts "
                                           "NaN/Infinity as numbers)")));
            } else if (record.durationUs <= 0) {
                diagnostics.append(make(Diagnostic::Severity::Warning, QStringLiteral("records.non-positive"),
                                        displayPath, record.line, columnOfKey(record.raw, QStringLiteral("duration_us")),
                                        tr("duration_us is not positive: %1").arg(record.durationUs)));
            }
        } else {
            typeError(QStringLiteral("duration_us"), tr("a number (not a boolean)"));
        }
    }
    if (f.contains(QStringLiteral("l0_pass"))) {
        const QVariant v = f.value(QStringLiteral("l0_pass"));
        if (PythonJson::isBool(v))
            record.l0Pass = v.toBool();
        else
            typeError(QStringLiteral("l0_pass"), tr("a boolean"));
    }
    if (record.contract == Generation::B && !record.phase.isEmpty()) {
        static const QStringList phases{QStringLiteral("baseline"), QStringLiteral("candidate"),
                                        QStringLiteral("merged"), QStringLiteral("final")};
        if (!phases.contains(record.phase)) {
            diagnostics.append(make(Diagnostic::Severity::Error, QStringLiteral("records.bad-phase"), displayPath,
                                    record.line, columnOfKey(record.raw, QStringLiteral("phase")),
                                    tr("Unknown phase \"%1\" (expected baseline, candidate, merged or final)")
                                        .arg(record.phase)));
            ok = false;
        }
    }
    record.valid = ok;
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
        const QString text = QString::fromUtf8(lineBytes);
        if (text.trimmed().isEmpty()) {
            ++result.blankLines;
            result.diagnostics.append(make(Diagnostic::Severity::Info, QStringLiteral("records.blank-line"),
                                           displayPath, lineNumber, 0, tr("Blank line")));
            continue;
        }
        if (lineBytes.size() > LongLineThreshold) {
            result.diagnostics.append(make(Diagnostic::Severity::Warning, QStringLiteral("records.long-line"),
                                           displayPath, lineNumber, 0,
                                           tr("Very long line (%1 bytes); one record per line is expected")
                                               .arg(lineBytes.size())));
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
        (record.contract == Generation::B ? genB : genA)++;
        result.records.append(record);
    }
    if (genA + genB > 0)
        result.contract = genB > genA ? Generation::B : Generation::A;
    return result;
}
