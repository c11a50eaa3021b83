// SPDX-License-Identifier: MIT
// Gen B part of the workflow's gate 4 (shared/docs/workflow-formats.md §a.5).
#include "base/pythontext.h"
#include "base/runread.h"
#include "base/textlines.h"
#include "gates/recordstextlines.h"
#include "gates/workflowchecks.h"
#include "records/perfrecordsfile.h"
#include "records/pythonjson.h"
#include "run/projectsnapshot.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QStringDecoder>
#include <algorithm>

namespace WorkflowChecksDetail {
GateChecks sharedHead();
std::unique_ptr<GateCheck> compTable();
} // namespace WorkflowChecksDetail

namespace {

constexpr auto Error = Diagnostic::Severity::Error;

GateResult failure(const QString &rule, const QString &file, int line, const QString &message,
                   const QStringList &evidence = {})
{
    return GateResult{rule, Error, file, line, message, evidence};
}

struct TuneKey {
    QString kernelId;
    QString workloadId;
    bool operator==(const TuneKey &) const = default;
};
size_t qHash(const TuneKey &k, size_t seed = 0)
{
    return qHashMulti(seed, k.kernelId, k.workloadId);
}

struct AcceptedRecord {
    int line = 0;
    QVariantMap fields;
    QString str(const char *key) const { return fields.value(QLatin1String(key)).toString(); }
    TuneKey key() const { return {str("kernel_id"), str("workload_id")}; }
};

// "perf_opt/perf_records.jsonl:25: final, argmax-2048x4096-fp16, 19.084 us": a final record as evidence.
QString finalEvidence(const QString &file, const AcceptedRecord &r)
{
    return QStringLiteral("%1:%2: %3, %4, %5 us")
        .arg(file)
        .arg(r.line)
        .arg(r.str("candidate_id"), r.str("workload_id"),
             QString::number(r.fields.value(QStringLiteral("duration_us")).toDouble()));
}

// State the Gen B rules pass along, kept beside the shared context.
struct GenBState {
    bool inventoryOk = false;
    QList<TuneKey> tuneItems; // declared kind "tune", in inventory order
    QList<AcceptedRecord> accepted;

    // The accepted records of one key, in file order. The rules look up every tune item's: an index
    // made on first use, not a pass over all records per item (1,000 workloads: 27 s).
    const QList<const AcceptedRecord *> &acceptedOf(const TuneKey &key)
    {
        if (!acceptedIndexed) {
            acceptedIndexed = true;
            for (const AcceptedRecord &r : std::as_const(accepted))
                acceptedByKey[r.key()].append(&r);
        }
        static const QList<const AcceptedRecord *> none;
        const auto it = acceptedByKey.constFind(key);
        return it == acceptedByKey.cend() ? none : *it;
    }

private:
    QHash<TuneKey, QList<const AcceptedRecord *>> acceptedByKey;
    bool acceptedIndexed = false;
};

bool nonEmptyString(const QVariant &v)
{
    return PythonJson::isString(v) && !v.toString().isEmpty();
}

// The gate's derived kind: marks compared lower-cased, "smoke" as a token of workload_id or label
// matched case-insensitively (re.I), in that order of precedence.
QString derivedKind(const QStringList &marks, const QString &workloadId, const QString &label)
{
    QSet<QString> lower;
    for (const QString &mark : marks)
        lower.insert(mark.toLower());
    if (lower.contains(QStringLiteral("skip")))
        return QStringLiteral("skipped");
    static const QRegularExpression smokeToken(QStringLiteral("(?:^|[^A-Za-z0-9])smoke(?:$|[^A-Za-z0-9])"),
                                               QRegularExpression::CaseInsensitiveOption);
    if (lower.contains(QStringLiteral("smoke")) || smokeToken.match(workloadId).hasMatch()
        || smokeToken.match(label).hasMatch())
        return QStringLiteral("smoke");
    return QStringLiteral("tune");
}

int lineAt(const QString &text, qsizetype offset)
{
    return TextLines::countUnit(QStringView(text).first(std::min(offset, text.size())), u'\n') + 1;
}

class GenBCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(GenBCheck)

public:
    QString id() const override { return QStringLiteral("S4-WORKLOAD-INVENTORY"); }
    void run(GateContext &context, QList<GateResult> &results) const override;

private:
    void inventory(GateContext &context, GenBState &state, QList<GateResult> &results) const;
    void records(GateContext &context, GenBState &state, QList<GateResult> &results) const;
    void finalArtifact(GateContext &context, const AcceptedRecord &record, QList<GateResult> &results) const;
    void finals(GateContext &context, GenBState &state, QList<GateResult> &results) const;
    void finalTable(GateContext &context, GenBState &state, QList<GateResult> &results) const;
};

void GenBCheck::run(GateContext &context, QList<GateResult> &results) const
{
    GenBState state;
    inventory(context, state, results);
    if (!state.inventoryOk)
        return;
    const PerfRecordsFile &file = context.snapshot.records;
    if (!file.hasBytes() && (file.exists || context.refused(file.displayPath))) {
        // Refused (RUN-READ says why): not "0 final records" for every tune item.
        results.append(failure(QStringLiteral("S4-PERF-RECORDS-SCHEMA"), file.displayPath, 0,
                               tr("perf_records.jsonl was not read (see RUN-READ)")));
    } else {
        records(context, state, results);
        finals(context, state, results);
    }
    if (!state.accepted.isEmpty())
        WorkflowChecksDetail::compTable()->run(context, results);
    if (!state.tuneItems.isEmpty())
        finalTable(context, state, results);
}

void GenBCheck::inventory(GateContext &context, GenBState &state, QList<GateResult> &results) const
{
    const WorkloadInventory &inv = context.snapshot.inventory;
    const RunLayout &layout = context.snapshot.layout;
    const QString file = !inv.displayPath.isEmpty() ? inv.displayPath
        : layout.perfOptRel.isEmpty()                ? QStringLiteral("workload_inventory.json")
                                                     : layout.perfOptRel + QStringLiteral("/workload_inventory.json");
    if (context.refused(file)) { // RUN-READ says why: not "missing" or "not an object"
        results.append(failure(id(), file, 0, tr("workload_inventory.json was not read (see RUN-READ)")));
        return;
    }
    if (!inv.exists) {
        results.append(failure(id(), file, 0, tr("workload_inventory.json is missing (mandatory in Gen B)")));
        return;
    }
    // json.load() of the UTF-8 text: a BOM stays and makes it invalid JSON, as in Python; bytes that
    // are not UTF-8 stop the decoding (UnicodeDecodeError), an unreadable inventory.
    const std::optional<QString> text = PythonText::decodeUtf8(inv.bytes);
    if (!text) {
        results.append(failure(id(), file, 0, tr("workload_inventory.json is not valid UTF-8; the gate cannot read it")));
        return;
    }
    // Why the gate cannot read it, where: a BOM (what Python's json says first), the JSON error's
    // line, or a document of another shape.
    if (text->startsWith(QChar(0xFEFF))) {
        results.append(failure(id(), file, 1,
                               tr("workload_inventory.json starts with a UTF-8 byte order mark; the gate's JSON reader "
                                  "refuses it (Unexpected UTF-8 BOM)")));
        return;
    }
    const PythonJson::Result json = PythonJson::parse(*text);
    if (!json.ok) {
        const QStringView before = QStringView(*text).first(std::clamp<qsizetype>(json.column - 1, 0, text->size()));
        results.append(failure(id(), file, int(before.count(QLatin1Char('\n'))) + 1,
                               tr("workload_inventory.json is not valid JSON: %1").arg(json.error)));
        return;
    }
    const QVariantMap root = json.value.toMap();
    if (json.value.metaType() != QMetaType::fromType<QVariantMap>()
        || root.value(QStringLiteral("workloads")).metaType() != QMetaType::fromType<QVariantList>()) {
        results.append(
            failure(id(), file, 1, tr("workload_inventory.json is not an object with a \"workloads\" array")));
        return;
    }
    state.inventoryOk = true;
    static const QStringList baseKeys{QStringLiteral("benchmark_source"), QStringLiteral("kernel_id"),
                                      QStringLiteral("workload_id"),      QStringLiteral("label"),
                                      QStringLiteral("marks"),            QStringLiteral("shape"),
                                      QStringLiteral("dtype"),            QStringLiteral("params"),
                                      QStringLiteral("kind"),             QStringLiteral("reason")};
    static const QStringList kinds{QStringLiteral("tune"), QStringLiteral("smoke"), QStringLiteral("skipped")};
    QSet<TuneKey> seen;
    const QVariantList items = root.value(QStringLiteral("workloads")).toList();
    for (int i = 0; i < items.size(); ++i) {
        const int index = i + 1;
        const int line = i < inv.items.size() ? inv.items[i].line : 0;
        if (items[i].metaType() != QMetaType::fromType<QVariantMap>()) {
            results.append(failure(id(), file, line, tr("Workload #%1 is not an object").arg(index)));
            continue;
        }
        const QVariantMap item = items[i].toMap();
        QStringList missing;
        for (const QString &key : baseKeys)
            if (!item.contains(key))
                missing.append(key);
        if (!missing.isEmpty()) {
            results.append(failure(id(), file, line,
                                   tr("Workload #%1 lacks %2").arg(index).arg(missing.join(QStringLiteral(", ")))));
            continue;
        }
        const QVariant kernel = item.value(QStringLiteral("kernel_id"));
        const QVariant workload = item.value(QStringLiteral("workload_id"));
        const TuneKey key{kernel.toString(), workload.toString()};
        if (!nonEmptyString(kernel) || !nonEmptyString(workload) || seen.contains(key)) {
            results.append(failure(id(), file, line,
                                   tr("Workload #%1: kernel_id/workload_id pair is invalid or duplicated").arg(index)));
            continue;
        }
        QStringList typeErrors;
        if (!nonEmptyString(item.value(QStringLiteral("benchmark_source"))))
            typeErrors.append(QStringLiteral("benchmark_source"));
        if (!PythonJson::isString(item.value(QStringLiteral("label"))))
            typeErrors.append(QStringLiteral("label"));
        const QVariant marks = item.value(QStringLiteral("marks"));
        bool marksOk = marks.metaType() == QMetaType::fromType<QVariantList>();
        QStringList markList;
        if (marksOk)
            for (const QVariant &m : marks.toList()) {
                marksOk = marksOk && PythonJson::isString(m);
                markList.append(m.toString());
            }
        if (!marksOk)
            typeErrors.append(QStringLiteral("marks"));
        const QMetaType shape = item.value(QStringLiteral("shape")).metaType();
        if (shape != QMetaType::fromType<QVariantList>() && shape != QMetaType::fromType<QVariantMap>())
            typeErrors.append(QStringLiteral("shape"));
        if (!PythonJson::isString(item.value(QStringLiteral("dtype"))))
            typeErrors.append(QStringLiteral("dtype"));
        if (item.value(QStringLiteral("params")).metaType() != QMetaType::fromType<QVariantMap>())
            typeErrors.append(QStringLiteral("params"));
        const QString kind = item.value(QStringLiteral("kind")).toString();
        if (!PythonJson::isString(item.value(QStringLiteral("kind"))) || !kinds.contains(kind))
            typeErrors.append(QStringLiteral("kind"));
        if (!PythonJson::isString(item.value(QStringLiteral("reason"))))
            typeErrors.append(QStringLiteral("reason"));
        if (!typeErrors.isEmpty()) {
            results.append(failure(id(), file, line,
                                   tr("Workload #%1 has fields of the wrong type: %2")
                                       .arg(index)
                                       .arg(typeErrors.join(QStringLiteral(", ")))));
            continue;
        }
        // Only items that get this far count for the duplicate test (the gate's `key in expected`).
        seen.insert(key);
        // "Empty" reason means "": the gate tests `not item["reason"]`, so blanks are a reason.
        const QString reason = item.value(QStringLiteral("reason")).toString();
        const QString derived = derivedKind(markList, key.workloadId, item.value(QStringLiteral("label")).toString());
        if (kind != derived)
            results.append(failure(id(), file, line,
                                   tr("Workload %1 declares kind \"%2\" but its marks and names make it \"%3\"")
                                       .arg(key.workloadId, kind, derived)));
        const QVariant statusValue = item.value(QStringLiteral("tuning_status"));
        const QString status = PythonJson::isString(statusValue) ? statusValue.toString() : QString();
        static const QStringList statuses{QStringLiteral("winner_merged"), QStringLiteral("no_gain"),
                                          QStringLiteral("merge_blocked")};
        if (kind == QLatin1String("tune") && !statuses.contains(status))
            results.append(failure(id(), file, line,
                                   tr("Tune workload %1 has no valid tuning_status").arg(key.workloadId)));
        // The gate asks this of every item that carries such a status, whatever its kind.
        if ((status == QLatin1String("no_gain") || status == QLatin1String("merge_blocked")) && reason.isEmpty())
            results.append(failure(id(), file, line,
                                   tr("Workload %1 is %2 without a reason").arg(key.workloadId, status)));
        if (kind == QLatin1String("smoke")) {
            const QVariant precision = item.value(QStringLiteral("precision_pass"));
            if (!(PythonJson::isBool(precision) && precision.toBool()))
                results.append(failure(id(), file, line,
                                       tr("Smoke workload %1 lacks precision_pass: true").arg(key.workloadId)));
            bool fullMark = false;
            for (const QString &mark : std::as_const(markList))
                fullMark = fullMark || mark.toLower() == QLatin1String("full");
            if (fullMark && reason.isEmpty())
                results.append(failure(id(), file, line,
                                       tr("Smoke workload %1 carries a full mark without a reason").arg(key.workloadId)));
        }
        if (kind == QLatin1String("skipped") && reason.isEmpty())
            results.append(failure(id(), file, line, tr("Skipped workload %1 has no reason").arg(key.workloadId)));
        if (kind == QLatin1String("tune"))
            state.tuneItems.append(key);
    }
}

void GenBCheck::records(GateContext &context, GenBState &state, QList<GateResult> &results) const
{
    const PerfRecordsFile &records = context.snapshot.records;
    const QString file = records.displayPath;
    const QString schema = QStringLiteral("S4-PERF-RECORDS-SCHEMA");
    const QString coverage = QStringLiteral("S4-PERF-RECORDS-COVERAGE");
    static const QStringList required{QStringLiteral("round"),         QStringLiteral("candidate_id"),
                                      QStringLiteral("parent_id"),     QStringLiteral("kernel_id"),
                                      QStringLiteral("workload_id"),   QStringLiteral("phase"),
                                      QStringLiteral("artifact_path"), QStringLiteral("artifact_sha256"),
                                      QStringLiteral("duration_us"),   QStringLiteral("l0_pass"),
                                      QStringLiteral("msprof_raw_path"), QStringLiteral("timestamp")};
    static const QStringList phases{QStringLiteral("baseline"), QStringLiteral("candidate"), QStringLiteral("merged"),
                                    QStringLiteral("final")};
    // "Exactly 64 lowercase hex": anchored at both ends (a '$' would also match before a final "\n").
    static const QRegularExpression sha(QRegularExpression::anchoredPattern(QStringLiteral("[0-9a-f]{64}")));
    const QSet<TuneKey> tune(state.tuneItems.cbegin(), state.tuneItems.cend());
    // Gen B reads lines as Python's text mode does (readlines(): \n, \r\n and \r end a line, U+2028
    // does not); a missing file is simply zero lines.
    // (Python would stop with a UnicodeDecodeError on malformed UTF-8: such a line fails, the others are read.)
    const auto tooLong = [&](int number, qint64 size) {
        results.append(failure(schema, file, number,
                               tr("Line %1 is %2 characters long, over the %3 MiB a record line may have; it is "
                                  "not read")
                                   .arg(number)
                                   .arg(size)
                                   .arg(PerfRecordsReader::MaxLineBytes / (1024 * 1024))));
    };
    const auto checkLine = [&](const QString &text, int number, bool last) {
        if (PythonText::strip(text).isEmpty())
            return;
        if (text.size() > PerfRecordsReader::MaxLineBytes) {
            tooLong(number, text.size());
            return;
        }
        const PythonJson::Result json = PythonJson::parse(text); // json.loads skips JSON whitespace itself
        if (!json.ok && last) {
            // No line end yet: the run is still writing it (live append), as `inspect` says.
            results.append(GateResult{schema, Diagnostic::Severity::Warning, file, number,
                                      tr("Line %1 has no line end yet and is not complete JSON: the run may still "
                                         "be writing it; it is ignored until it is complete")
                                          .arg(number),
                                      {}});
            return;
        }
        if (!json.ok) { // said as for Gen A: what json.loads stopped at
            results.append(failure(schema, file, number,
                                   tr("Line %1 is not valid JSON: %2").arg(number).arg(json.error)));
            return;
        }
        if (json.value.metaType() != QMetaType::fromType<QVariantMap>()) {
            results.append(failure(schema, file, number, tr("Line %1 is not a JSON object").arg(number)));
            return;
        }
        const QVariantMap f = json.value.toMap();
        QStringList missing;
        for (const QString &key : required)
            if (!f.contains(key))
                missing.append(key);
        if (!missing.isEmpty()) {
            results.append(failure(schema, file, number,
                                   tr("Line %1 lacks %2").arg(number).arg(missing.join(QStringLiteral(", ")))));
            return;
        }
        if (!PythonJson::isString(f.value(QStringLiteral("kernel_id")))
            || !PythonJson::isString(f.value(QStringLiteral("workload_id")))) {
            results.append(failure(schema, file, number,
                                   tr("Line %1: kernel_id and workload_id must be strings").arg(number)));
            return;
        }
        AcceptedRecord record{number, f};
        if (!tune.contains(record.key())) {
            results.append(failure(coverage, file, number,
                                   tr("Line %1: %2 / %3 is not a tune workload of the inventory")
                                       .arg(number)
                                       .arg(record.key().kernelId, record.key().workloadId)));
            return;
        }
        QStringList invalid;
        if (!PythonJson::isInteger(f.value(QStringLiteral("round"))))
            invalid.append(QStringLiteral("round"));
        if (!nonEmptyString(f.value(QStringLiteral("candidate_id"))))
            invalid.append(QStringLiteral("candidate_id"));
        const QVariant parent = f.value(QStringLiteral("parent_id"));
        if (!PythonJson::isNull(parent) && !PythonJson::isString(parent))
            invalid.append(QStringLiteral("parent_id"));
        if (!phases.contains(f.value(QStringLiteral("phase")).toString())
            || !PythonJson::isString(f.value(QStringLiteral("phase"))))
            invalid.append(QStringLiteral("phase"));
        const QVariant duration = f.value(QStringLiteral("duration_us"));
        const double d = PythonJson::toDouble(duration);
        // Python's 0 < d < float("inf") compares an int exactly: any positive integer passes, even
        // one past the largest double (which toDouble() makes inf).
        const bool finite = std::isfinite(d) || PythonJson::isBigInteger(duration);
        if (!PythonJson::isNumber(duration) || !(d > 0 && finite))
            invalid.append(QStringLiteral("duration_us"));
        const QVariant l0 = f.value(QStringLiteral("l0_pass"));
        if (!(PythonJson::isBool(l0) && l0.toBool()))
            invalid.append(QStringLiteral("l0_pass"));
        for (const char *key : {"msprof_raw_path", "artifact_path", "timestamp"})
            if (!nonEmptyString(f.value(QLatin1String(key))))
                invalid.append(QLatin1String(key));
        const QVariant digest = f.value(QStringLiteral("artifact_sha256"));
        if (!PythonJson::isString(digest) || !sha.match(digest.toString()).hasMatch())
            invalid.append(QStringLiteral("artifact_sha256"));
        if (!invalid.isEmpty()) {
            results.append(failure(schema, file, number,
                                   tr("Line %1: invalid field value(s): %2")
                                       .arg(number)
                                       .arg(invalid.join(QStringLiteral(", ")))));
            return;
        }
        state.accepted.append(record);
        // The gate checks each final record's artifact as soon as it accepts it, so these failures
        // sit among the schema failures of later lines.
        if (record.str("phase") == QLatin1String("final"))
            finalArtifact(context, record, results);
    };
    // A byte order mark at the file's start is kept (U+FEFF, then line 1 is no JSON) when all of it is
    // UTF-8; when not, the file fails anyway and line 1 is read without it.
    const bool bomDropped = RecordsTextLines::startsWithBom(records) && !RecordsTextLines::isUtf8(records);
    // A line that is not UTF-8 stops Python's decoding of the file (UnicodeDecodeError): it fails,
    // named, and the other lines are still read.
    const auto decode = [&](QByteArrayView bytes, int number) -> std::optional<QString> {
        if (number == 1 && bomDropped && bytes.startsWith("\xEF\xBB\xBF"))
            bytes = bytes.sliced(3);
        if (std::optional<QString> text = PythonText::decodeUtf8(bytes))
            return text;
        results.append(failure(schema, file, number,
                               tr("Line %1 is not valid UTF-8: the gate cannot decode the file").arg(number)));
        return std::nullopt;
    };
    RecordsTextLines::read(records, LineSplitter::Breaks::Universal,
                           bomDropped ? LongLineMeasure::Bom::Drop : LongLineMeasure::Bom::Keep,
                           [&](const RecordsTextLines::Line &line) {
                               if (!line.overlong) {
                                   if (const std::optional<QString> text = decode(line.bytes, line.number))
                                       checkLine(*text, line.number, line.last);
                               }
                               else if (!line.blank)
                                   // Not kept: over MaxLineBytes bytes (of UTF-8, so characters only
                                   // when they are fewer than the bytes).
                                   tooLong(line.number, line.units > PerfRecordsReader::MaxLineBytes ? line.units : line.size);
                               return true;
                           });
    context.recordsNonEmpty = !state.accepted.isEmpty();
}

QString finalKernelPath(const RunLayout &layout)
{
    const QString op = layout.operatorName.isEmpty() ? QStringLiteral("op") : layout.operatorName;
    const QString rel = !layout.finalKernel.isEmpty()
        ? layout.finalKernel
        : (layout.perfOptRel.isEmpty() ? QString() : layout.perfOptRel + QLatin1Char('/')) + op + QStringLiteral(".py");
    return QDir::cleanPath(layout.absolute(rel));
}

void GenBCheck::finalArtifact(GateContext &context, const AcceptedRecord &r, QList<GateResult> &results) const
{
    const RunLayout &layout = context.snapshot.layout;
    const QString file = context.snapshot.records.displayPath;
    const QString recon = QStringLiteral("S4-PERF-RECORDS-RECON");
    const QString finalKernel = finalKernelPath(layout);
    const QString artifact = r.str("artifact_path");
    const QString resolved
        = QDir::cleanPath(QDir::isAbsolutePath(artifact) ? artifact : QDir(layout.perfOptDir).filePath(artifact));
    if (resolved != finalKernel) {
        results.append(failure(recon, file, r.line,
                               tr("Line %1: the final record's artifact_path %2 is not the final kernel")
                                   .arg(r.line)
                                   .arg(artifact)));
        return;
    }
    const RunRead::Result read = RunRead::read(layout.operatorDir, resolved, RunRead::MaxKernelBytes);
    if (!read.ok())
        return;
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(read.bytes);
    const QString onDisk = QString::fromLatin1(hash.result().toHex());
    if (onDisk != r.str("artifact_sha256"))
        results.append(failure(recon, file, r.line,
                               tr("Line %1: artifact_sha256 does not match the final kernel on disk").arg(r.line),
                               {tr("recorded %1").arg(r.str("artifact_sha256")), tr("on disk %1").arg(onDisk)}));
}

void GenBCheck::finals(GateContext &context, GenBState &state, QList<GateResult> &results) const
{
    const QString file = context.snapshot.records.displayPath;
    const QString recon = QStringLiteral("S4-PERF-RECORDS-RECON");
    const QString coverage = QStringLiteral("S4-PERF-RECORDS-COVERAGE");
    for (const TuneKey &key : std::as_const(state.tuneItems)) {
        int baselines = 0, finalsCount = 0;
        QStringList finalLines; // which records they are: the evidence a reviewer looks up
        for (const AcceptedRecord *r : state.acceptedOf(key)) {
            if (r->str("phase") == QLatin1String("baseline"))
                ++baselines;
            if (r->str("phase") == QLatin1String("final")) {
                ++finalsCount;
                finalLines.append(finalEvidence(file, *r));
            }
        }
        // Two separate rules: an item without any final is reported by both.
        if (baselines == 0 || finalsCount == 0)
            results.append(failure(coverage, file, 0,
                                   tr("%1 / %2 needs a baseline and a final record").arg(key.kernelId, key.workloadId)));
        if (finalsCount != 1)
            results.append(failure(recon, file, 0,
                                   tr("%1 / %2 has %3 final records; exactly one is required")
                                       .arg(key.kernelId, key.workloadId, QString::number(finalsCount)),
                                   finalLines));
    }
    // Per kernel_id, in the order its first final record appears.
    QHash<QString, QSet<QString>> finalCandidatesPerKernel;
    QHash<QString, QHash<QString, QString>> firstFinalOf; // kernel -> candidate -> its first final record
    QList<QString> kernelsInOrder;
    for (const AcceptedRecord &r : std::as_const(state.accepted)) {
        if (r.str("phase") != QLatin1String("final"))
            continue;
        const QString kernel = r.str("kernel_id");
        if (!finalCandidatesPerKernel.contains(kernel))
            kernelsInOrder.append(kernel);
        finalCandidatesPerKernel[kernel].insert(r.str("candidate_id"));
        QHash<QString, QString> &first = firstFinalOf[kernel];
        if (!first.contains(r.str("candidate_id")))
            first.insert(r.str("candidate_id"), finalEvidence(file, r));
    }
    for (const QString &kernel : std::as_const(kernelsInOrder)) {
        const QSet<QString> ids = finalCandidatesPerKernel.value(kernel);
        if (ids.size() > 1) {
            QStringList sorted(ids.cbegin(), ids.cend());
            sorted.sort();
            QStringList evidence;
            for (const QString &id : std::as_const(sorted))
                evidence.append(firstFinalOf.value(kernel).value(id));
            results.append(failure(recon, file, 0,
                                   tr("Final records of %1 come from several candidates: %2")
                                       .arg(kernel, sorted.join(QStringLiteral(", "))),
                                   evidence));
        }
    }
}

void GenBCheck::finalTable(GateContext &context, GenBState &state, QList<GateResult> &results) const
{
    const QString recon = QStringLiteral("S4-PERF-RECORDS-RECON");
    const TextFile &log = context.snapshot.optLogFile;
    const QString file = log.displayPath;
    // "" unless it is UTF-8; Python text-mode line ends.
    const QString text = context.optLogAsGate().value_or(QString());
    // re.search(r"^#{2,3} Final Performance Test Data\s*$", log, re.M): the first such heading.
    static const QRegularExpression heading(
        QStringLiteral("(*LF)^#{2,3} Final Performance Test Data[\\s\\x{1c}-\\x{1f}]*$"),
        QRegularExpression::MultilineOption | QRegularExpression::UseUnicodePropertiesOption);
    const QRegularExpressionMatch marker = heading.match(text);
    if (!marker.hasMatch()) {
        // A heading the gate's pattern just misses ("## Final Performance Test Data (Round 3)", "#### …",
        // "# …", "## 6. Final …", "## **Final …**", "## final performance test data"): the failure
        // stands, at that heading, saying what the gate takes and what differs.
        static const QRegularExpression nearMiss(
            QStringLiteral("(*LF)^(#{1,6})([ \\t]*)([^\\n]*?)(Final Performance Test Data)([^\\n]*)$"),
            QRegularExpression::MultilineOption | QRegularExpression::CaseInsensitiveOption);
        // Of several such headings, the one that differs least ("## Final Performance Test Data (Round 3)"
        // before "### 为 Final Performance Test Data 做的准备").
        QStringList differs;
        qsizetype nearAt = -1;
        for (auto it = nearMiss.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch near = it.next();
            QStringList these;
            const qsizetype level = near.capturedLength(1);
            if (level < 2 || level > 3)
                these.append(tr("it is a level-%1 heading").arg(level));
            const QString gap = near.captured(2);
            if (gap.contains(u'\t'))
                these.append(tr("a tab follows the #"));
            else if (gap != QLatin1String(" "))
                these.append(gap.isEmpty() ? tr("no space follows the #") : tr("more than one space follows the #"));
            if (!near.captured(3).isEmpty())
                these.append(tr("\"%1\" stands before the title").arg(near.captured(3).trimmed()));
            if (near.captured(4) != QLatin1String("Final Performance Test Data"))
                these.append(
                    tr("the title is written \"%1\" (the gate's pattern is case-sensitive)").arg(near.captured(4)));
            if (!near.captured(5).trimmed().isEmpty())
                these.append(tr("\"%1\" follows the title").arg(near.captured(5).trimmed()));
            if (nearAt < 0 || these.size() < differs.size()) {
                differs = these;
                nearAt = near.capturedStart();
            }
        }
        // "Final Performance Test Data\n---": a heading on GitHub (underlined), none for the gate.
        static const QRegularExpression setext(
            QStringLiteral("(*LF)^ {0,3}(?:\\*\\*)?Final Performance Test Data(?:\\*\\*)?[ \\t]*\\n {0,3}(?:=+|-+)[ \\t]*$"),
            QRegularExpression::MultilineOption | QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch underlined = nearAt < 0 ? setext.match(text) : QRegularExpressionMatch();
        if (nearAt >= 0)
            results.append(failure(recon, file, lineAt(text, nearAt),
                                   tr("The gate reads only a heading \"## Final Performance Test Data\" (or ###) with "
                                      "nothing before or after the title; this one is not read: %1")
                                       .arg(differs.join(QStringLiteral("; ")))));
        else if (underlined.hasMatch())
            results.append(failure(recon, file, lineAt(text, underlined.capturedStart()),
                                   tr("This heading is underlined (a Setext heading); the gate reads only a line "
                                      "\"## Final Performance Test Data\" (or ###), so the log has no such section "
                                      "for it")));
        else
            results.append(failure(recon, file, 0, tr("opt_log.md has no \"## Final Performance Test Data\" section")));
        return;
    }
    const int headingLine = lineAt(text, marker.capturedStart());
    struct Row {
        int line;
        double baseline;
        double final;
        QString candidate;
    };
    QHash<TuneKey, Row> rows;
    QList<TuneKey> rowOrder;
    // Rows the gate skips for their number of cells, by their first two: a row with an extra
    // "speedup" column is there to a reader's eye, so the failure names it.
    QHash<TuneKey, std::pair<int, qsizetype>> skippedRows; // line, cells
    // The rest of the log, split with str.splitlines(), up to the next "## " or "### " line.
    const QStringView rest = QStringView(text).sliced(marker.capturedEnd());
    for (const QStringView line : PythonText::splitLines(rest)) {
        if (line.startsWith(u"## ") || line.startsWith(u"### "))
            break;
        const QStringView stripped = PythonText::strip(line);
        if (!stripped.startsWith(u'|'))
            continue;
        const int lineNumber = lineAt(text, marker.capturedEnd() + (line.data() - rest.data()));
        // line.strip().strip("|").split("|"), each cell stripped.
        QStringView inner = stripped;
        while (inner.startsWith(u'|'))
            inner = inner.sliced(1);
        while (inner.endsWith(u'|'))
            inner.chop(1);
        QStringList cells;
        for (const QStringView cell : inner.split(u'|'))
            cells.append(PythonText::strip(cell).toString());
        if (cells.size() != 5 && cells.size() >= 2 && !skippedRows.contains(TuneKey {cells[0], cells[1]}))
            skippedRows.insert(TuneKey {cells[0], cells[1]}, {lineNumber, cells.size()});
        if (cells.size() != 5 || cells[0] == QLatin1String("kernel_id") || cells[0] == QLatin1String("---"))
            continue;
        bool allSeparators = true;
        for (const QString &c : std::as_const(cells))
            for (const QChar ch : c)
                allSeparators = allSeparators && (ch == u'-' || ch == u':' || ch == u' ');
        if (allSeparators)
            continue;
        const TuneKey key{cells[0], cells[1]};
        // A duplicate is reported and then still parsed: a valid later row replaces the earlier one.
        if (rows.contains(key))
            results.append(failure(recon, file, lineNumber, tr("Duplicate Final Performance Test Data row for %1 / %2")
                                                                .arg(key.kernelId, key.workloadId)));
        const std::optional<double> baseline = PythonText::toFloat(cells[2]);
        const std::optional<double> final = baseline ? PythonText::toFloat(cells[3]) : std::nullopt;
        if (!baseline || !final) {
            results.append(failure(recon, file, lineNumber,
                                   tr("Final Performance Test Data row is not numeric: %1").arg(line.toString()),
                                   {line.toString()}));
            continue;
        }
        if (!rows.contains(key))
            rowOrder.append(key);
        rows.insert(key, Row{lineNumber, *baseline, *final, cells[4]});
    }
    const QSet<TuneKey> tune(state.tuneItems.cbegin(), state.tuneItems.cend());
    for (const TuneKey &key : std::as_const(state.tuneItems)) {
        const auto it = rows.constFind(key);
        if (it == rows.constEnd()) {
            if (const auto skipped = skippedRows.constFind(key); skipped != skippedRows.cend())
                results.append(failure(recon, file, skipped->first,
                                       tr("Final Performance Test Data has no row the gate reads for %1 / %2: this "
                                          "row has %3 cells, and the gate reads only rows of 5 (kernel_id | "
                                          "workload_id | baseline_us | final_us | final_candidate_id)")
                                           .arg(key.kernelId, key.workloadId, QString::number(skipped->second))));
            else
                results.append(failure(
                    recon, file, headingLine,
                    tr("Final Performance Test Data has no row for %1 / %2").arg(key.kernelId, key.workloadId)));
            continue;
        }
        for (const auto &[phase, claim] : {std::pair{QStringLiteral("baseline"), it->baseline},
                                           std::pair{QStringLiteral("final"), it->final}}) {
            QList<double> measured;
            QString onlyCandidate;
            for (const AcceptedRecord *r : state.acceptedOf(key))
                if (r->str("phase") == phase) {
                    measured.append(PythonJson::toDouble(r->fields.value(QStringLiteral("duration_us"))));
                    onlyCandidate = r->str("candidate_id");
                }
            if (measured.isEmpty())
                continue;
            bool matched = false;
            for (double d : std::as_const(measured))
                matched = matched || std::abs(d - claim) <= std::max(0.01 * claim, 1e-9);
            if (!matched)
                results.append(failure(recon, file, it->line,
                                       tr("%1 %2 of %3 / %4 matches no %1 record within 1 %")
                                           .arg(phase)
                                           .arg(claim)
                                           .arg(key.kernelId, key.workloadId)));
            if (phase == QLatin1String("final") && measured.size() == 1 && it->candidate != onlyCandidate)
                results.append(failure(recon, file, it->line,
                                       tr("final_candidate_id %1 differs from the final record's %2")
                                           .arg(it->candidate, onlyCandidate)));
        }
    }
    for (const TuneKey &key : std::as_const(rowOrder))
        if (!tune.contains(key))
            results.append(failure(recon, file, rows.value(key).line,
                                   tr("Final Performance Test Data row %1 / %2 is not a tune workload")
                                       .arg(key.kernelId, key.workloadId)));
}

} // namespace

GateChecks WorkflowChecks::genB()
{
    GateChecks checks = WorkflowChecksDetail::sharedHead();
    checks.push_back(std::make_unique<GenBCheck>());
    return checks;
}
