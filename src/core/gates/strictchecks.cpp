// SPDX-License-Identifier: MIT
// The `strict` profile: what a careful reviewer checks beyond the workflow's own gate.
#include "gates/strictchecks.h"

#include "base/pythontext.h"
#include "base/textlines.h"
#include "gates/abtest.h"
#include "gates/runprogress.h"
#include "optlog/branchname.h"
#include "optlog/loglocator.h"
#include "optlog/optlogmeasurements.h"
#include "optlog/optlogstructure.h"
#include "records/derivedseries.h"
#include "records/recordshistory.h"
#include "run/projectsnapshot.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>

namespace {

constexpr auto Error = Diagnostic::Severity::Error;
constexpr auto Warning = Diagnostic::Severity::Warning;

bool near(double a, double b)
{
    // Logs round to two decimals; records keep three.
    return std::abs(a - b) <= std::max(0.01 * std::abs(b), 0.0051);
}

QList<const PerfRecord *> recordsOf(const ProjectSnapshot &s, const QString &candidate)
{
    QList<const PerfRecord *> out;
    for (const PerfRecord &r : s.records.records)
        if (r.valid && r.candidateId == candidate && r.hasDuration())
            out.append(&r);
    return out;
}

// A round that made a candidate the current best, as the log states it (its new_current_best, else
// its winner, unless that keeps the best), with the record ids of the best before and after it.
struct Adoption
{
    const OptLogRound *round = nullptr;
    const OptLogDecision *best = nullptr;
    QString previous; // "baseline" for the first
    QString next;
};

// The log's chain of current bests in the workflow's order. A round whose best no valid record
// measured, or that names the best it already had, adopts nothing.
// A Gen B log may name its new current best by the file winners are merged into
// ("new_current_best: `argmax_like.py`（= round1_a_chain 形态）", as ssd_chunk_scan@4fe74a6 writes it):
// the candidate the round's records measured in that file (their artifact_path), a merged one first.
QString mergedFileCandidate(const ProjectSnapshot &s, const OptLogRound &round, const OptLogDecision &d)
{
    const QString &op = s.layout.operatorName;
    if (op.isEmpty() || d.candidate != op)
        return QString();
    const QString file = op + QStringLiteral(".py");
    QString any, merged;
    for (const PerfRecord &r : s.records.records) {
        if (!r.valid || r.round != round.number || r.artifactPath.isEmpty()
            || QStringView(r.artifactPath).sliced(r.artifactPath.lastIndexOf(u'/') + 1) != file)
            continue;
        any = r.candidateId;
        if (r.phase == QLatin1StringView("merged"))
            merged = r.candidateId;
    }
    return merged.isEmpty() ? any : merged;
}

QList<Adoption> adoptionsOf(const ProjectSnapshot &s)
{
    QList<Adoption> adoptions;
    QString previous = QStringLiteral("baseline");
    // One index of the records, not a pass over them per round.
    const CandidateRecords names(s.records.records, CandidateRecords::Kept::AllValid);
    for (const OptLogRound *round : OptLogStructure::workflowOrder(s.optLog)) {
        const OptLogDecision *best = round->newCurrentBest();
        if (!best || best->candidate.isEmpty())
            best = round->winner();
        if (!best || best->candidate.isEmpty() || best->keepsCurrentBest)
            continue;
        const QList<qsizetype> bearing = names.of(best->candidate); // the last record that bears it
        const QString next = !bearing.isEmpty() ? s.records.records.at(bearing.last()).candidateId
                                                : mergedFileCandidate(s, *round, *best);
        if (next.isEmpty() || next == previous)
            continue;
        adoptions.append({round, best, previous, next});
        previous = next;
    }
    return adoptions;
}

// The text before the first space (QString::section(' ', 0, 0) without its allocations per call).
QString firstWord(const QString &text)
{
    const qsizetype space = text.indexOf(QLatin1Char(' '));
    return space < 0 ? text : text.first(space);
}

// The records of the candidate a table cell names: its first word past any decoration, so that
// "⭐ v2_ubreuse" names v2_ubreuse, and a branch file ("rms_norm_opt_v2_ubreuse.py") the candidate it
// holds ("v4_merge = v3_a + v3_b" names v4_merge, no other).
QList<qsizetype> recordsNamedIn(const CandidateRecords &candidates, const QString &cell)
{
    const QString clean = OptLogMeasurements::cleanName(cell);
    for (const QStringView word : QStringView(clean).split(u' ', Qt::SkipEmptyParts)) {
        if (std::none_of(word.begin(), word.end(), [](QChar c) { return c.isLetterOrNumber(); }))
            continue; // "⭐", "→"
        return candidates.of(BranchName::idOf(word));
    }
    return {};
}

// Several rules look records up by candidate id; the checks of one run share the index.
const CandidateRecords &candidatesOf(GateContext &c)
{
    if (!c.candidates)
        c.candidates.emplace(c.snapshot.records.records);
    return *c.candidates;
}

// Several rules read the series; the checks of one run share it.
const DerivedSeries &seriesOf(GateContext &c)
{
    if (!c.series)
        c.series = c.snapshot.recordSeries(c.options.noiseThreshold);
    return *c.series;
}

class LayoutCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(LayoutCheck)

public:
    QString id() const override { return QStringLiteral("REVIEW-LAYOUT"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        for (const RunFile &file : context.snapshot.layout.topLevel) {
            if (file.verdict == RunFileVerdict::Forbidden)
                results.append({id(), Error, file.relativePath, 0, file.reason, {}});
            else if (file.verdict == RunFileVerdict::Unknown)
                results.append({id(), Warning, file.relativePath, 0,
                                tr("Not an entry the workflow allows at the top of perf_opt/: %1").arg(file.reason), {}});
        }
        // Branch files follow their generation's naming (§0): a Gen B run names them
        // {op}_round{iter}_{opt_id}.py, a Gen A run {op}_opt_v{iter}_{opt_id}.py.
        // The records' contract decides where they say (a Gen B name among Gen A records is the odd
        // one out, though it alone makes the run look Gen B), else the run's generation.
        const ProjectSnapshot &s = context.snapshot;
        qsizetype contractA = 0;
        qsizetype contractB = 0;
        for (const PerfRecord &r : s.records.records) {
            contractA += r.contract == Generation::A;
            contractB += r.contract == Generation::B;
        }
        const Generation expected = contractA > contractB ? Generation::A
            : contractB > contractA                       ? Generation::B
                                                          : s.generation;
        if (expected == Generation::Unknown)
            return;
        const QString op = s.operatorName();
        for (const KernelVariant &variant : s.variants) {
            if (variant.kind != KernelVariant::Kind::Branch || variant.naming == Generation::Unknown
                || variant.naming == expected)
                continue;
            results.append({id(), Warning, variant.relativePath, 0,
                            expected == Generation::B
                                ? tr("Named as a Gen A branch; a Gen B run names its branches %1_round{iter}_{opt_id}.py")
                                      .arg(op)
                                : tr("Named as a Gen B branch; a Gen A run names its branches %1_opt_v{iter}_{opt_id}.py")
                                      .arg(op),
                            {}});
        }
    }
};

// Every round has a comparison table, and its numbers are the records' numbers.
class ComparisonTableCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(ComparisonTableCheck)

public:
    QString id() const override { return QStringLiteral("REVIEW-COMPTABLE"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const ProjectSnapshot &s = context.snapshot;
        if (!s.records.exists || s.optLog.rounds.isEmpty())
            return; // pre-records logs have nothing to compare with
        const QString file = s.optLogFile.displayPath;
        const CandidateRecords &candidates = candidatesOf(context);
        // The records the reader rejected (a float round, a bad phase…), by candidate and workload
        // name: a row whose own record is one of them is compared with no other workload's figures.
        QSet<QString> rejected;
        for (const PerfRecord &r : s.records.records)
            if (r.parsed && !r.valid && !r.candidateId.isEmpty())
                for (const QString &name : {r.workload, r.workloadId, r.workloadKey().remove(QLatin1Char(' '))})
                    if (!name.isEmpty())
                        rejected.insert(r.candidateId + u'\n' + name);
        for (const OptLogRound &round : s.optLog.rounds) {
            if (round.number <= 0)
                continue;
            if (round.comparisonTables.isEmpty() && round.branches.isEmpty())
                continue; // a re-measurement round without experiment branches
            if (round.comparisonTables.isEmpty()) {
                results.append({id(), Warning, file, round.line,
                                tr("Round %1 has no \"candidate vs current best\" table").arg(round.number), {}});
                continue;
            }
            for (int t : round.comparisonTables) {
                const OptLogTable &table = s.optLog.tables.at(t);
                const int candidateColumn = table.columnOf(ColumnKind::Candidate);
                const int durationColumn = table.columnOf(ColumnKind::TaskDurationUs);
                const int workloadColumn = table.columnOf(ColumnKind::Workload);
                const int dispatchColumn = table.columnOf(ColumnKind::DispatchPath);
                // The measured columns: the duration column, or one per workload in the wide layout
                // ("| candidate | short_row/fp16_4096x1024 | … |", the header naming the workload).
                QList<std::pair<int, QString>> measured;
                if (durationColumn >= 0) {
                    measured.append({durationColumn, QString()});
                } else {
                    for (int c = 0; c < table.columns.size(); ++c)
                        if (table.columns.at(c).kind == ColumnKind::WorkloadUs)
                            measured.append({c, firstWord(CellValue::plainText(table.columns.at(c).header))});
                }
                if (candidateColumn < 0 || measured.isEmpty())
                    continue;
                const auto cellWord = [](const OptLogTableRow &row, int column) {
                    return column < 0 ? QString() : firstWord(CellValue::plainText(row.cells.value(column).source()));
                };
                // A wide table may as well hold ratios, deltas or speed-ups per workload: it is held to
                // the records only when some of its numbers are the records' durations.
                const bool wide = durationColumn < 0;
                QList<GateResult> findings;
                int agreeing = 0;
                for (const OptLogTableRow &row : table.rows) {
                    const QString candidate = CellValue::plainText(row.cells.value(candidateColumn).source());
                    if (candidate.isEmpty())
                        continue;
                    // "v1_pipe（current best）" names v1_pipe (a workload cell keeps its brackets).
                    const QList<qsizetype> named = recordsNamedIn(candidates, candidate);
                    if (named.isEmpty())
                        continue; // a candidate the records never name (e.g. a blocked branch)
                    for (const auto &[valueColumn, headerWorkload] : std::as_const(measured)) {
                        const OptLogTableCell &durationCell = row.cells.value(valueColumn);
                        const CellValue::Brief value = durationCell.brief();
                        if (!value.hasPrimary())
                            continue;
                        // A wide table may hold changes or speed-ups per workload ("−7.5%", "1.08x").
                        const bool duration = value.unit == CellValue::UnitKind::None
                            || value.unit == CellValue::UnitKind::Microseconds
                            || value.unit == CellValue::UnitKind::Milliseconds
                            || value.unit == CellValue::UnitKind::Nanoseconds;
                        if (wide && (!duration || value.form != CellValue::Form::Number || value.primary <= 0))
                            continue;
                        // "+0.28" is a change, and a row that says it holds changes or speed-ups
                        // ("v2_a（Δus）", "v2_a speedup") holds no durations.
                        static const QRegularExpression changeRow(QStringLiteral("Δ|delta|speedup|加速|变化|change|ratio|\\bvs\\b"),
                                                                  QRegularExpression::CaseInsensitiveOption);
                        const QStringView written = durationCell.source().trimmed();
                        if (wide
                            && ((!written.isEmpty() && QStringView(u"+−-±").contains(written.front()))
                                || changeRow.match(candidate).hasMatch()))
                            continue;
                        QList<qsizetype> hits = named;
                        // A row that names its workload is held to that workload's records, when the
                        // records name it the same way.
                        const QString workload
                            = headerWorkload.isEmpty() ? cellWord(row, workloadColumn) : headerWorkload;
                        const QString dispatch = cellWord(row, dispatchColumn);
                        if (!workload.isEmpty() || !dispatch.isEmpty()) {
                            QList<qsizetype> same;
                            for (qsizetype i : std::as_const(hits)) {
                                const PerfRecord &r = s.records.records.at(i);
                                const bool workloadMatches = workload.isEmpty() || r.workload == workload
                                    || r.workloadId == workload || r.workloadKey().remove(QLatin1Char(' ')) == workload;
                                const bool dispatchMatches
                                    = dispatch.isEmpty() || r.dispatchPath == dispatch || r.kernelId == dispatch;
                                if (workloadMatches && dispatchMatches)
                                    same.append(i);
                            }
                            if (!same.isEmpty())
                                hits = same;
                            else if (!headerWorkload.isEmpty())
                                continue; // a numeric column, but no workload the records name ("L2 hit (%)")
                            else if (rejected.contains(s.records.records.at(named.first()).candidateId + u'\n' + workload))
                                continue; // its record of that workload was rejected, at its own line
                        }
                        const double shownUs = CellValue::microseconds(value, table.columns.at(valueColumn).unit);
                        const bool any = std::any_of(hits.cbegin(), hits.cend(), [&](qsizetype i) {
                            return near(shownUs, s.records.records.at(i).durationUs);
                        });
                        agreeing += any ? 1 : 0;
                        if (!any) {
                            QStringList shown;
                            for (qsizetype i : std::as_const(hits))
                                shown.append(QString::number(s.records.records.at(i).durationUs));
                            findings.append({id(),
                                            Error,
                                            file,
                                            row.line,
                                            tr("%1 shows %2 µs in the round %3 table, but its records say %4")
                                                .arg(candidate, QString::number(shownUs),
                                                     QString::number(round.number), shown.join(QStringLiteral(", "))),
                                            {durationCell.source().toString()}});
                        }
                    }
                }
                if (!wide || agreeing > 0)
                    results += findings;
            }
        }
    }
};

// The latest final claim matches the final candidate's own records.
class FinalClaimCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(FinalClaimCheck)

public:
    QString id() const override { return QStringLiteral("REVIEW-FINAL-CLAIM"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const ProjectSnapshot &s = context.snapshot;
        const QString file = s.optLogFile.displayPath;
        const QString finalId = s.finalCandidateId();
        QList<const OptLogFinalLatency *> latest;
        const OptLogFinalLatency *gateRead = s.optLog.gateFinalLatency();
        for (const OptLogFinalLatency &claim : s.optLog.finalLatencies)
            if (claim.inLatestFinalSummary && !std::isnan(claim.value))
                latest.append(&claim);
        if (latest.isEmpty() && gateRead)
            latest.append(gateRead);
        if (gateRead && !latest.isEmpty() && !latest.contains(gateRead)
            && !near(gateRead->microseconds(), latest.first()->microseconds()))
            results.append({id(),
                            Warning,
                            file,
                            gateRead->line,
                            tr("The workflow's gate reads the first final_latency (%1 at line %2), not the latest "
                               "Final Summary's (%3 at line %4)")
                                .arg(gateRead->microseconds())
                                .arg(gateRead->line)
                                .arg(latest.first()->microseconds())
                                .arg(latest.first()->line),
                            {}});
        checkLaterGenBFinalTable(s, file, results);
        nonFiniteGenBFinalFigures(s, file, results);
        // (Records that were not read, refused: RUN-READ, say nothing of the final's records.)
        if (latest.isEmpty() || finalId.isEmpty() || !s.records.exists || !s.records.hasBytes())
            return;
        const QList<const PerfRecord *> finals = recordsOf(s, finalId);
        if (finals.isEmpty()) {
            results.append({id(), Error, file, latest.first()->line,
                            tr("The final candidate %1 has no valid records").arg(finalId), {}});
            return;
        }
        for (const OptLogFinalLatency *claim : std::as_const(latest)) {
            QStringList measured;
            bool matched = false;
            // A claim that names its workload must match that workload's record: every word of
            // "short_row/fp16_4096x1024" or "long_row/bf16 8×262144" (dispatch and workload). When no
            // final record has them all, the records of its dispatch (the part before '/') count.
            int grade = 0; // the best any final record reaches: "fp32" names "…/fp32" before "fp32_transit / …"
            for (const PerfRecord *r : finals)
                grade = std::max(grade, claim->workloadMatch(r->workloadKey()));
            const bool namesAny = claim->workloadMatch(claim->workload) > 0;
            const auto named = [claim, namesAny, grade](const PerfRecord *r) {
                return !namesAny || (grade > 0 && claim->workloadMatch(r->workloadKey()) == grade);
            };
            const bool anyNamed = std::any_of(finals.cbegin(), finals.cend(), named);
            const QString dispatch = claim->workload.section(QLatin1Char('/'), 0, 0).trimmed();
            for (const PerfRecord *r : finals) {
                if (anyNamed ? !named(r) : !r->workloadKey().contains(dispatch, Qt::CaseInsensitive))
                    continue;
                measured.append(QStringLiteral("%1 = %2").arg(r->workloadKey(), QString::number(r->durationUs)));
                const double claimUs = claim->microseconds();
                matched = matched || std::abs(r->durationUs - claimUs) <= std::max(0.01 * claimUs, 1e-9);
            }
            if (!matched)
                results.append({id(), Error, file, claim->line,
                                tr("final_latency %1 does not match the final candidate %2's records")
                                    .arg(claim->microseconds())
                                    .arg(finalId),
                                measured});
        }
    }

private:
    // Gen B: "inf" or "nan" as a Final Performance Test Data figure. The workflow's gate reads cells
    // with Python's float() and its 1 % test holds for |d − inf| ≤ 0.01·inf, so it passes them; a
    // reviewer does not (as REVIEW-RECORDS fails a non-finite duration_us).
    void nonFiniteGenBFinalFigures(const ProjectSnapshot &s, const QString &file, QList<GateResult> &results) const
    {
        if (s.generation != Generation::B)
            return;
        QSet<int> gateRows; // the lines of the rows the gate reads (under its exact heading)
        for (const OptLogGateFinalRow &r : s.optLog.gateFinalRows)
            gateRows.insert(r.line);
        for (int t : s.optLog.finalTables) {
            const OptLogTable &table = s.optLog.tables.at(t);
            if (table.kind != TableKind::FinalGenB)
                continue;
            const bool first = std::any_of(table.rows.cbegin(), table.rows.cend(),
                                           [&gateRows](const OptLogTableRow &row) { return gateRows.contains(row.line); });
            for (const OptLogTableRow &row : table.rows) {
                for (int c = 2; c <= 3 && c < row.cells.size(); ++c) { // baseline_us, final_us: the gate's columns
                    const QString cell = row.cells.at(c).text().trimmed().toString();
                    const std::optional<double> value = PythonText::toFloat(cell);
                    if (!value || std::isfinite(*value))
                        continue;
                    const QString column = c == 2 ? QStringLiteral("baseline_us") : QStringLiteral("final_us");
                    // In the first table the gate fails NaN and −inf itself (no d is within 1 % of
                    // them); +inf it passes. A later table it never reads.
                    if (first && *value < 0)
                        continue;
                    if (first && std::isnan(*value))
                        continue;
                    results.append({id(), Error, file, row.line,
                                    first ? tr("The Final Performance Test Data table states %1 as %2; the workflow's "
                                               "gate accepts it (Python's float()), but it is no measurement")
                                                .arg(column, cell)
                                          : tr("A Final Performance Test Data table the gate does not read states %1 as "
                                               "%2, which is no measurement")
                                                .arg(column, cell),
                                    {}});
                }
            }
        }
    }

    // Gen B: the gate checks the first Final Performance Test Data table; a later one (an adoption-
    // phase correction) is what a reader takes for the result, so its final_us are held to the
    // phase=final records too (the gate's row form: kernel_id | workload_id | baseline_us | final_us
    // | final_candidate_id).
    void checkLaterGenBFinalTable(const ProjectSnapshot &s, const QString &file, QList<GateResult> &results) const
    {
        if (s.generation != Generation::B || !s.records.exists)
            return;
        QList<int> tables;
        for (int t : s.optLog.finalTables)
            if (s.optLog.tables.at(t).kind == TableKind::FinalGenB)
                tables.append(t);
        if (tables.size() < 2)
            return;
        QHash<QString, QList<double>> finals; // kernel_id + '\n' + workload_id -> final durations
        for (const PerfRecord &r : s.records.records)
            if (r.valid && r.phase == QLatin1String("final") && r.hasDuration())
                finals[r.kernelId + u'\n' + r.workloadId].append(r.durationUs);
        const int gateTableLine = s.optLog.tables.at(tables.first()).line;
        for (qsizetype t = 1; t < tables.size(); ++t) {
            const OptLogTable &table = s.optLog.tables.at(tables.at(t));
            // Columns by their headers (the gate's order when they say nothing else).
            const auto column = [&table](const char *header, int fallback) {
                for (qsizetype c = 0; c < table.columns.size(); ++c)
                    if (table.columns.at(c).header.trimmed().compare(QLatin1String(header), Qt::CaseInsensitive) == 0)
                        return int(c);
                return fallback;
            };
            const int kernel = column("kernel_id", 0);
            const int workload = column("workload_id", 1);
            const int final = column("final_us", 3);
            for (const OptLogTableRow &row : table.rows) {
                if (std::max({kernel, workload, final}) >= row.cells.size())
                    continue;
                const QString kernelId = row.cells.at(kernel).text().trimmed().toString();
                const QString workloadId = row.cells.at(workload).text().trimmed().toString();
                const auto measured = finals.constFind(kernelId + u'\n' + workloadId);
                if (measured == finals.cend())
                    continue;
                // "19.08", "**19.08**", "19.08 us", "0.01908 ms": read as a person reads the cell, in µs.
                const CellValue::Brief brief = row.cells.at(final).brief();
                if (brief.form != CellValue::Form::Number || !brief.hasPrimary())
                    continue;
                const double stated = brief.unit == CellValue::UnitKind::Milliseconds ? brief.primary * 1000
                    : brief.unit == CellValue::UnitKind::Nanoseconds               ? brief.primary / 1000
                    : brief.unit == CellValue::UnitKind::None || brief.unit == CellValue::UnitKind::Microseconds
                    ? brief.primary
                    : qQNaN();
                if (!std::isfinite(stated))
                    continue;
                const bool matched = std::any_of(measured->cbegin(), measured->cend(), [stated](double us) {
                    return std::abs(us - stated) <= std::max(0.01 * stated, 1e-9);
                });
                if (matched)
                    continue;
                QStringList evidence;
                for (double us : *measured)
                    evidence.append(QStringLiteral("%1 / %2 = %3").arg(kernelId, workloadId, QString::number(us)));
                results.append({id(), Error, file, row.line,
                                tr("A later Final Performance Test Data table (line %1) gives final_us %2 for %3, which no "
                                   "phase=final record measured; the workflow's gate checks only the first table "
                                   "(line %4)")
                                    .arg(QString::number(table.line), QString::number(stated), workloadId,
                                         QString::number(gateTableLine)),
                                evidence});
            }
        }
    }
};

// Records the reader found wrong (a field of the wrong type, a round out of range, a non-finite
// duration, an artifact_path leaving the run): the workflow's gate lets some of them through, a
// reviewer does not.
class RecordsCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(RecordsCheck)

public:
    QString id() const override { return QStringLiteral("REVIEW-RECORDS"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        static const QStringList codes {QStringLiteral("records.wrong-type"), QStringLiteral("records.non-finite"),
                                        QStringLiteral("records.round-range"), QStringLiteral("records.artifact-outside"),
                                        QStringLiteral("records.missing-field")};
        const ProjectSnapshot &s = context.snapshot;
        for (const Diagnostic &d : s.records.diagnostics + s.recordDiagnostics)
            if (codes.contains(d.code))
                results.append({id(), Error, d.file, d.line, d.message, {d.code}});
    }
};

class LineageCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(LineageCheck)

public:
    QString id() const override { return QStringLiteral("REVIEW-LINEAGE"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const ProjectSnapshot &s = context.snapshot;
        for (const Diagnostic &d : s.lineage.diagnostics) {
            const bool hard = d.code == QLatin1String("lineage.cycle") || d.code == QLatin1String("lineage.unknown-parent");
            results.append({id(), hard ? Error : Warning, d.file, d.line, d.message, {d.code}});
        }
        // A branch the log reports as blocked (never measured) is expected to have no record.
        QString blockedText;
        for (const OptLogRound &round : s.optLog.rounds)
            for (const OptLogDecision &d : round.decisions)
                if (d.kind == OptLogDecision::Kind::Blocked || d.kind == OptLogDecision::Kind::Rollback)
                    blockedText += d.value + QLatin1Char(' ');
        for (const OptLogRound &round : s.optLog.rounds)
            for (const OptLogBranch &b : round.branches)
                if (b.status.contains(QLatin1String("blocked")) || b.correctness.verdict == CellValue::Verdict::Fail)
                    blockedText += b.id + QLatin1Char(' ');
        // Records that were not read (refused: RUN-READ) say nothing about which branch was measured.
        const bool recordsUnread = !s.records.hasBytes() && (s.records.exists || context.refused(s.records.displayPath));
        for (int v : recordsUnread ? QList<int>() : s.lineage.unmeasuredVariants) {
            const KernelVariant &variant = s.variants[v];
            const QString shortId = QStringLiteral("v%1_%2").arg(variant.iteration).arg(variant.optId);
            if (blockedText.contains(variant.optId) || blockedText.contains(shortId))
                continue;
            results.append({id(), Warning, variant.relativePath, 0,
                            tr("Branch file %1 was never measured and the log does not say it was blocked").arg(variant.fileName),
                            {}});
        }
    }
};

// The A/B arm (0 = A, 1 = B) of a run below ab_test.py's pair<i>A/ or pair<i>B/ folder, else -1.
int abArmOf(const QString &runDir)
{
    static const QRegularExpression pairFolder(QStringLiteral("(?:^|/)pair[1-9]\\d*([AB])(?:/|$)"));
    const QRegularExpressionMatch m = pairFolder.match(runDir);
    return !m.hasMatch() ? -1 : m.capturedView(1) == QLatin1StringView("A") ? 0 : 1;
}

// Each msprof_raw_path exists inside the run and holds a run whose Task Duration is the record's.
class ProfileCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(ProfileCheck)

public:
    QString id() const override { return QStringLiteral("REVIEW-PROFILE"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const ProjectSnapshot &s = context.snapshot;
        for (const Diagnostic &d : s.profileLinkDiagnostics)
            results.append({id(), d.severity == Diagnostic::Severity::Info ? Warning : Error, d.file, d.line, d.message, {d.code}});
        QSet<int> reported;
        for (const Diagnostic &d : s.profileLinkDiagnostics)
            reported.insert(d.line);
        for (const PerfRecord &r : s.records.records) {
            // Any finite duration: a 0 or negative one is checked against its profile too.
            if (!r.valid || !std::isfinite(r.durationUs) || reported.contains(r.line))
                continue;
            if (r.msprofRawPath.isEmpty()) {
                if (r.contract == Generation::A)
                    results.append({id(), Warning, s.records.displayPath, r.line,
                                    tr("Record of %1 has no msprof_raw_path").arg(r.candidateId), {}});
                continue;
            }
            const QStringList runs = s.recordRuns.value(r.line);
            if (runs.isEmpty())
                continue;
            QStringList seen;
            QList<double> durations;
            QList<double> armDurations[2]; // runs below ab_test.py's pair<i>A/ and pair<i>B/
            QList<double> otherDurations; // the others
            // float32 artefacts in the CSV (20.139999) and 3-decimal records.
            const auto agrees = [&r](double d) { return std::abs(d - r.durationUs) <= std::max(0.005 * r.durationUs, 0.002); };
            bool matched = false;
            for (const QString &dir : runs) {
                const ProfileRun *run = s.profiles.runAt(dir);
                if (!run)
                    continue;
                const double d = run->taskDurationUs();
                if (std::isfinite(d)) {
                    durations.append(d);
                    if (const int arm = abArmOf(dir); arm >= 0)
                        armDurations[arm].append(d);
                    else
                        otherDurations.append(d);
                }
                seen.append(std::isfinite(d) ? QStringLiteral("%1: %2 µs").arg(dir, QString::number(d))
                                             : tr("%1: no Task Duration").arg(dir));
                matched = matched || agrees(d);
            }
            // Several msprof runs under one path: the record may state the median of their medians,
            // as ab_test.py merges them — per arm when the runs are an A/B workdir's (a median over
            // both arms is no figure the protocol states).
            // The candidate's own repeated runs beside an A/B workdir: their median too.
            for (const QList<double> &group : {armDurations[0], armDurations[1], otherDurations})
                matched = matched || (group.size() > 1 && agrees(AbTest::median(group)));
            const bool anyDuration = !durations.isEmpty();
            // Output that states no Task Duration (no OpBasicInfo, no number in it, a simulator run)
            // cannot back the record: said as such, not as a different figure.
            if (!matched && !seen.isEmpty())
                results.append({id(), Error, s.records.displayPath, r.line,
                                anyDuration ? tr("%1 records %2 µs but its msprof output says otherwise")
                                                  .arg(r.candidateId, QString::number(r.durationUs))
                                            : tr("%1 records %2 µs but its msprof output states no Task Duration")
                                                  .arg(r.candidateId, QString::number(r.durationUs)),
                                seen});
        }
    }
};

// Earlier versions of perf_records.jsonl are prefixes of the current file.
class AppendOnlyCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(AppendOnlyCheck)

public:
    QString id() const override { return QStringLiteral("REVIEW-APPEND-ONLY"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const ProjectSnapshot &s = context.snapshot;
        if (!s.records.exists)
            return;
        // Commits form one chronological chain and the workspace snapshots another; the two are not
        // interleaved in time (a snapshot may predate the last commit), so each chain ends at the file
        // on disk on its own.
        QList<AppendOnlyViolation> violations;
        if (context.options.useGitHistory) {
            QString historyError;
            const QList<RecordsVersion> versions
                = RecordsHistory::gitVersions(s.layout.absolute(s.records.displayPath), &historyError);
            if (!historyError.isEmpty()) // said, not passed over: the commits were not compared
                results.append({id(), Warning, s.records.displayPath, 0,
                                tr("The file's git history could not be read: %1").arg(historyError), {}});
            violations = RecordsHistory::check(versions, s.records, tr("the file on disk"));
        }
        if (!context.options.earlierRecordsError.isEmpty()) // said, not passed over, likewise
            results.append({id(), Warning, s.records.displayPath, 0,
                            tr("The file's earlier snapshot could not be read: %1").arg(context.options.earlierRecordsError),
                            {}});
        violations += RecordsHistory::check(context.options.earlierRecords, s.records, tr("the file on disk"));
        for (const AppendOnlyViolation &v : violations)
            results.append({id(), Error, s.records.displayPath, v.line,
                            v.laterText.isEmpty()
                                ? tr("Line %1 of %2 disappeared in %3 (perf_records.jsonl is append-only)").arg(v.line).arg(v.earlier, v.later)
                                : tr("Line %1 of %2 was changed in %3 (perf_records.jsonl is append-only)").arg(v.line).arg(v.earlier, v.later),
                            {v.earlierText, v.laterText}});
    }
};

// A new current best must not be slower than the previous best beyond noise on any workload,
// and a candidate measured on another dispatch path cannot count as a win for this one. A best
// that no record measured cannot be checked at all.
class NonRegressionCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(NonRegressionCheck)

public:
    QString id() const override { return QStringLiteral("REVIEW-NON-REGRESSION"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const ProjectSnapshot &s = context.snapshot;
        const QString file = s.optLogFile.displayPath;
        QSet<QString> baselineKeys;
        bool measured = false; // a valid record with a duration
        for (const PerfRecord &r : s.records.records) {
            if (r.valid && r.isBaseline())
                baselineKeys.insert(r.workloadKey());
            measured = measured || (r.valid && r.hasDuration());
        }
        if (measured)
            unmeasuredBests(context, OptLogStructure::workflowOrder(s.optLog), results);
        for (const Adoption &adoption : adoptionsOf(s)) {
            const OptLogRound *round = adoption.round;
            const OptLogDecision *best = adoption.best;
            const QString &previous = adoption.previous;
            const QString &next = adoption.next;
            QMap<QString, double> before, after; // sorted: findings come out in a stable order
            QMap<QString, int> failedL0; // key -> record line of the new best that failed L0
            // The two candidates' records (valid, with a duration), by index: not every record per adoption.
            for (const qsizetype i : candidatesOf(context).exactly(previous) + candidatesOf(context).exactly(next)) {
                const PerfRecord &r = s.records.records.at(i);
                if (!r.l0Pass.value_or(false)) {
                    if (r.candidateId == next)
                        failedL0.insert(r.workloadKey(), r.line);
                    continue;
                }
                if (r.candidateId == previous)
                    before[r.workloadKey()] = r.durationUs;
                if (r.candidateId == next)
                    after[r.workloadKey()] = r.durationUs;
            }
            // A current best must pass L0 everywhere it was measured (workflow-formats.md §f).
            for (auto it = failedL0.cbegin(); it != failedL0.cend(); ++it)
                if (!after.contains(it.key()))
                    results.append({id(), Error, file, best->line,
                                    tr("New current best %1 (round %2) failed L0 on %3 (%4 line %5)")
                                        .arg(next, QString::number(round->number), it.key(), s.records.displayPath,
                                             QString::number(it.value())),
                                    {}});
            for (auto it = before.cbegin(); it != before.cend(); ++it) {
                if (failedL0.contains(it.key()) && !after.contains(it.key()))
                    continue; // reported above
                if (!after.contains(it.key())) {
                    if (baselineKeys.contains(it.key()))
                        results.append({id(), Warning, file, best->line,
                                        tr("New current best %1 (round %2) was not measured on %3")
                                            .arg(next, QString::number(round->number), it.key()),
                                        {}});
                    continue;
                }
                if (DerivedSeries::classify(it.value(), after.value(it.key()), context.options.noiseThreshold) == NoiseClass::Regressed)
                    results.append({id(), Error, file, best->line,
                                    tr("New current best %1 (round %2) regresses %3: %4 → %5 µs, beyond the %6 % noise threshold")
                                        .arg(next, QString::number(round->number), it.key(),
                                             QString::number(it.value()), QString::number(after.value(it.key())),
                                             QString::number(context.options.noiseThreshold * 100)),
                                    {}});
            }
        }
    }

private:
    // A winner or new current best no record measured: a typo, an invisible character that cut the
    // id, a branch never run. Nothing the round claims for it can be checked.
    void unmeasuredBests(GateContext &context, const QList<const OptLogRound *> &rounds,
                         QList<GateResult> &results) const
    {
        const ProjectSnapshot &s = context.snapshot;
        const CandidateRecords &measured = candidatesOf(context);
        for (const OptLogRound *round : rounds) {
            for (const OptLogDecision &d : round->decisions) {
                const bool winner = d.kind == OptLogDecision::Kind::Winner;
                if ((!winner && d.kind != OptLogDecision::Kind::NewCurrentBest) || d.candidate.isEmpty()
                    || d.keepsCurrentBest || !measured.of(d.candidate).isEmpty()
                    || !mergedFileCandidate(s, *round, d).isEmpty())
                    continue;
                // An id of the workflow's shape (v2_ubreuse, round1_bs8192, baseline) that nothing
                // measured is an error; another word the reader took for the id is only a warning.
                static const QRegularExpression branchShape(QStringLiteral("^(?:v\\d+|round\\d+)_|^baseline$"));
                const bool certain = !d.prose && !d.fromTable && branchShape.match(d.candidate).hasMatch();
                const QString message = winner ? tr("Round %1 names %2 as its winner, but no valid record of %3 "
                                                    "measured a candidate of that name, so nothing it claims can be "
                                                    "checked")
                                               : tr("Round %1 names %2 as its new current best, but no valid record of "
                                                    "%3 measured a candidate of that name, so nothing it claims can "
                                                    "be checked");
                results.append({id(),
                                certain ? Error : Warning,
                                s.optLogFile.displayPath,
                                d.line,
                                message.arg(round->number).arg(d.candidate, s.records.displayPath),
                                {}});
            }
        }
    }
};

// A winner whose gain is under 5 % on a kernel under 20 µs must cite an A/B verdict.
class SmallWinCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(SmallWinCheck)

public:
    QString id() const override { return QStringLiteral("REVIEW-SMALL-WIN"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const ProjectSnapshot &s = context.snapshot;
        const DerivedSeries &series = seriesOf(context);
        // A verdict that adopts: "B_better" (ab_test.py's own word) or "B 更优" / "B is better", or a
        // verdict line that adopts ("A/B 裁决：采纳"). "verdict: inconclusive → 仍采纳", "tie" or
        // "未跑 A/B，直接采纳" cite none.
        static const QRegularExpression bBetter(QStringLiteral("\\bB_better\\b"));
        // Plainer words for it count only on a line that does not also call the test undecided
        // ("B wins 3/3 pairs but p=0.25, inconclusive").
        static const QRegularExpression bAhead(
            QStringLiteral("\\bB\\s*(?:is\\s+)?better\\b|\\bB\\s+wins?\\b|\\bB\\s*(?:更优|更快|胜出?)"),
            QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
        static const QRegularExpression verdictWord(QStringLiteral("verdict|裁决|判定"), QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression adopts(QStringLiteral("采纳|\\badopt"), QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression undecided(
            QStringLiteral("inconclusive|\\btie\\b|A_better|不采纳|未采纳|not adopted|未跑|没有跑|not run"),
            QRegularExpression::CaseInsensitiveOption);
        // B_better itself outweighs what else the line says ("首轮 inconclusive，补到 3 对后 B_better"),
        // unless it is what was not reached or not confirmed ("未得到 B_better", "未达 B_better",
        // "B_better 无法确认", "B_better could not be confirmed").
        static const QRegularExpression notBetter(
            QStringLiteral("(?:未|没有|不是|非|无法|未能|\\bnot|\\bno)\\s*(?:得到|达到|达|reach(?:ed)?|get|confirm(?:ed)?)?\\s*B_better|"
                           "B_better\\W{0,3}(?:无法|不能|未能|未|没有|尚未|待|cannot\\b|not\\b|"
                           "(?:could|can|did|was|is|has|have)(?:n't|\\s+not)\\b)"),
            QRegularExpression::CaseInsensitiveOption);
        const auto cites = [](const QString &line) {
            if (notBetter.match(line).hasMatch())
                return false;
            if (bBetter.match(line).hasMatch())
                return true;
            return !undecided.match(line).hasMatch()
                && (bAhead.match(line).hasMatch() || (verdictWord.match(line).hasMatch() && adopts.match(line).hasMatch()));
        };
        QStringList logLines; // split when a small win needs its round's text
        const auto citedIn = [&](const OptLogRound *round) {
            if (!round)
                return false;
            if (logLines.isEmpty())
                logLines = TextLines::split(s.optLog.text);
            for (int l = round->line; l <= std::min(round->endLine, int(logLines.size())); ++l)
                if (cites(logLines[l - 1]))
                    return true;
            return false;
        };
        const auto warn = [&](const QString &candidate, int round, const QString &key, double gain, double before,
                              int recordLine) {
            results.append({id(), Warning, s.records.displayPath, recordLine,
                            tr("%1 wins round %2 on %3 by %4 % on a %5 µs kernel without an A/B verdict in the log")
                                .arg(candidate, QString::number(round), key, QString::number(gain * 100, 'f', 1),
                                     QString::number(before)),
                            {}});
        };
        // A win beyond noise (a flat result is no win) that is under 5 %, on a kernel under 20 µs.
        const double noise = context.options.noiseThreshold;
        const auto small = [noise](double before, double after) {
            return before < 20.0 && DerivedSeries::classify(before, after, noise) == NoiseClass::Improved
                && (before - after) / before < 0.05;
        };
        // The gain that needs the A/B protocol is the new current best's over the best it replaced
        // (ab_test.py's A is the current best's bench command), as the log's chain of bests says: a
        // branch measured faster but rolled back raises no bar for the next winner.
        const QList<Adoption> adoptions = adoptionsOf(s);
        QList<qsizetype> baselineRecords; // valid, with a duration
        for (qsizetype i = 0; i < s.records.records.size(); ++i)
            if (const PerfRecord &r = s.records.records.at(i); r.valid && r.hasDuration() && r.isBaseline())
                baselineRecords.append(i);
        if (!adoptions.isEmpty()) {
            for (const Adoption &adoption : adoptions) {
                // The new best's first measurement on each workload (a later re-measure is not what
                // the round decided on), against the current best's last one before it, or, when the
                // current best was measured there only afterwards (a control run after the
                // candidate), its first one after.
                using Measure = std::pair<double, int>; // duration, record line
                QHash<QString, Measure> latestBefore, firstAfter;
                QMap<QString, Measure> candidate; // sorted: findings come out in a stable order
                // The records of the two bests in file order (an index per id, not a pass over every
                // record per adoption).
                QList<qsizetype> involved = candidatesOf(context).exactly(adoption.next);
                involved += candidatesOf(context).exactly(adoption.previous);
                if (adoption.previous == QLatin1String("baseline"))
                    involved += baselineRecords;
                std::sort(involved.begin(), involved.end());
                involved.erase(std::unique(involved.begin(), involved.end()), involved.end());
                for (const qsizetype i : std::as_const(involved)) {
                    const PerfRecord &r = s.records.records.at(i);
                    if (!r.l0Pass.value_or(false))
                        continue;
                    const QString key = r.workloadKey();
                    if (r.candidateId == adoption.next) {
                        if (!candidate.contains(key))
                            candidate.insert(key, {r.durationUs, r.line});
                    } else if (r.candidateId == adoption.previous
                               || (adoption.previous == QLatin1String("baseline") && r.isBaseline())) {
                        if (!candidate.contains(key))
                            latestBefore.insert(key, {r.durationUs, r.line});
                        else if (!firstAfter.contains(key))
                            firstAfter.insert(key, {r.durationUs, r.line});
                    }
                }
                struct Compared
                {
                    QString key;
                    double before;
                    Measure after;
                };
                QList<Compared> compared;
                bool decisive = false; // a clear win (>= 5 %) on some workload carries the adoption
                for (auto it = candidate.cbegin(); it != candidate.cend(); ++it) {
                    auto was = latestBefore.constFind(it.key());
                    if (was == latestBefore.cend())
                        was = firstAfter.constFind(it.key());
                    if (was == firstAfter.cend())
                        continue;
                    compared.append({it.key(), was->first, *it});
                    decisive = decisive || (was->first - it->first) / was->first >= 0.05;
                }
                // Beside a clear win elsewhere, only a small kernel's own claimed win (beyond noise)
                // needs the protocol; an adoption whose every gain is under 5 % rests on small
                // differences, so each small kernel it improved at all does.
                bool cited = false, asked = false;
                for (const Compared &c : std::as_const(compared)) {
                    const double gain = (c.before - c.after.first) / c.before;
                    if (!(c.before < 20.0) || gain >= 0.05 || gain <= 0
                        || (decisive && DerivedSeries::classify(c.before, c.after.first, noise) != NoiseClass::Improved))
                        continue;
                    if (!std::exchange(asked, true))
                        cited = citedIn(adoption.round);
                    if (!cited)
                        warn(adoption.next, adoption.round->number, c.key, gain, c.before, c.after.second);
                }
            }
            return;
        }
        // A log that states no best: the records' own fastest per round stands for it.
        for (const WorkloadSeries &w : series.series) {
            for (const SeriesPoint &p : w.points) {
                if (!p.isRoundWinner)
                    continue;
                const double before = w.currentBestAtRound(p.round - 1); // what it won against
                if (!small(before, p.durationUs))
                    continue;
                if (!citedIn(LogLocator::round(s.optLog, p.round)))
                    warn(p.candidateId, p.round, w.key, (before - p.durationUs) / before, before, p.recordLine);
            }
        }
    }
};

// The stated stop reason agrees with the data.
class TerminationCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(TerminationCheck)

public:
    QString id() const override { return QStringLiteral("REVIEW-TERMINATION"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const ProjectSnapshot &s = context.snapshot;
        const OptLogStopReason *stated = nullptr;
        for (const OptLogStopReason &r : s.optLog.stopReasons)
            if (!stated || r.inLatestFinalSummary || !stated->inLatestFinalSummary) // the latest summary's, else the last
                stated = &r;
        const QString file = s.optLogFile.displayPath;
        const int latest = s.optLog.latestFinalSummary();
        if (!stated) {
            if (latest >= 0)
                results.append({id(), Warning, file, s.optLog.sections.at(latest).line,
                                tr("The Final Summary states no stop reason (success, budget_exhausted, plateau, "
                                   "blocked, user_stop, precision_fixed)"),
                                {}});
            return;
        }
        // A value that names none of the workflow's reasons ("converged") says nothing checkable.
        if (stated->reasons.isEmpty())
            results.append({id(), Warning, file, stated->line,
                            tr("Stop reason \"%1\" is none of the workflow's (success, budget_exhausted, plateau, "
                               "blocked, user_stop, precision_fixed)")
                                .arg(stated->raw),
                            {stated->raw}});
        // A later session's Final Summary without one: the earlier session's reason is no claim about it.
        if (latest >= 0 && !stated->inLatestFinalSummary && stated->line < s.optLog.sections.at(latest).line)
            results.append({id(), Warning, file, s.optLog.sections.at(latest).line,
                            tr("The latest Final Summary states no stop reason; the last one stated is an earlier "
                               "summary's (line %1: %2)")
                                .arg(stated->line)
                                .arg(stated->raw),
                            {stated->raw}});
        // precision_fixed ends a precision_fix dispatch (the agent contract's mode), never a full tuning.
        if (stated->reasons.contains(OptLogStopReason::Reason::PrecisionFixed))
            for (const OptLogField &f : s.optLog.stageResult)
                if (f.key.compare(QLatin1String("mode"), Qt::CaseInsensitive) == 0 && !f.value.isEmpty()
                    && !f.value.contains(QLatin1String("precision_fix")))
                    results.append({id(), Warning, file, stated->line,
                                    tr("Stop reason precision_fixed, but the Stage Result's mode is \"%1\" (line %2): "
                                       "precision_fixed ends a precision_fix dispatch")
                                        .arg(f.value, QString::number(f.line)),
                                    {stated->raw}});
        const DerivedSeries &series = seriesOf(context);
        if (series.rounds.isEmpty())
            return;
        const int lastRound = series.rounds.last();
        int experiments = 0;
        QSet<QString> candidates;
        for (const PerfRecord &r : s.records.records)
            if (r.valid && !r.isBaseline())
                candidates.insert(r.candidateId);
        experiments = int(candidates.size());
        // Rounds that improved some workload beyond the noise threshold.
        QSet<int> gainRounds;
        for (const WorkloadSeries &w : series.series)
            for (const SeriesPoint &p : w.points)
                if (p.isRoundWinner)
                    gainRounds.insert(p.round);
        for (OptLogStopReason::Reason reason : stated->reasons) {
            if (reason == OptLogStopReason::Reason::Plateau) {
                int quiet = 0;
                for (int r = lastRound; r >= 1 && !gainRounds.contains(r); --r)
                    ++quiet;
                if (quiet < 3)
                    results.append({id(), Warning, file, stated->line,
                                    tr("Stop reason plateau needs 3 rounds without a gain above the noise threshold; "
                                       "the records show %1 (round %2 gained)")
                                        .arg(quiet)
                                        .arg(lastRound - quiet),
                                    {stated->raw}});
            } else if (reason == OptLogStopReason::Reason::BudgetExhausted) {
                if (lastRound < context.options.maxRounds && experiments < context.options.maxExperiments)
                    results.append({id(), Info(), file, stated->line,
                                    tr("Stop reason budget_exhausted with %1 round(s) and %2 experiment(s): below the "
                                       "default budget of %3 rounds / %4 experiments (a task budget may be smaller)")
                                        .arg(lastRound)
                                        .arg(experiments)
                                        .arg(context.options.maxRounds)
                                        .arg(context.options.maxExperiments),
                                    {stated->raw}});
            }
        }
    }
    static Diagnostic::Severity Info() { return Diagnostic::Severity::Info; }
};

// [DESIGN_LIMIT] in the Stage Result block if and only if perf_feedback.md exists.
class DesignLimitCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(DesignLimitCheck)

public:
    QString id() const override { return QStringLiteral("REVIEW-DESIGN-LIMIT"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const ProjectSnapshot &s = context.snapshot;
        const bool feedback = s.perfFeedbackFile.exists;
        int line = 0;
        const QString signal = s.optLog.designLimitSignal(&line);
        const bool stated = signal.contains(QLatin1String("DESIGN_LIMIT"));
        if (stated && !feedback)
            results.append({id(), Error, s.optLogFile.displayPath, line,
                            tr("The log signals [DESIGN_LIMIT] but perf_feedback.md does not exist"), {}});
        else if (!stated && feedback)
            results.append({id(), Error, s.perfFeedbackFile.displayPath, 0,
                            tr("perf_feedback.md exists but the log does not signal [DESIGN_LIMIT]"), {}});
    }
};

// "none", "N/A", "null", "—", "无", "not applicable", "no failure", "不适用": a failure_reason that
// states no failure.
bool saysNoFailure(const QString &value)
{
    static const QRegularExpression nothing(
        QStringLiteral("^[`*]*(?:not applicable|no failure|none|n/?a|null|nil|-+|—+|不适用|无失败|无)?[`*]*(?:$|[\\s（(：:，,])"),
        QRegularExpression::CaseInsensitiveOption);
    return nothing.match(value.trimmed()).hasMatch();
}

// The contract's failure reason a value names, wherever it stands ("精度回退（precision_regression）").
QString contractFailureIn(const QString &value)
{
    static const QRegularExpression reason(
        QStringLiteral("\\b(missing_output|precision_regression|invalid_profile|incomplete_log|perf_records_mismatch|"
                       "invalid_perf_feedback|placeholder_found)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    return reason.match(value).captured(1).toLower();
}

// The Stage Result block (§e) agrees with the contract and with the log: its verdict, failure
// reason and stop reason are the contract's words, the stop reason and final_latency are the latest
// Final Summary's, and the summary document it names exists.
class StageResultCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(StageResultCheck)

    // Gen B's figures per workload ("- final_latency_by_workload:" then "  - kernel_id + workload_id:
    // 19.084 us", read as "k + w: 19.084 us; …"): each the records' baseline, final and improvement
    // of that key, as Gen A's final_latency is the Final Summary's.
    void byWorkloadFigures(GateContext &context, const QHash<QString, const OptLogField *> &fields,
                           const QString &file, QList<GateResult> &results) const
    {
        const DerivedSeries &series = seriesOf(context);
        static const QRegularExpression item(
            QStringLiteral("^\\s*[`*]*(.+?)[`*]*\\s*[:：]\\s*[`*]*([-+−]?[0-9]+(?:\\.[0-9]+)?)\\s*(us|µs|μs|%)?[`*]*\\s*$"));
        for (const char *key : {"baseline_latency_by_workload", "final_latency_by_workload", "improvement_by_workload"}) {
            const OptLogField *field = fields.value(QLatin1String(key));
            if (!field)
                continue;
            const bool improvement = qstrcmp(key, "improvement_by_workload") == 0;
            for (const QStringView part : QStringView(field->value).split(u';', Qt::SkipEmptyParts)) {
                const QRegularExpressionMatch m = item.matchView(part);
                if (!m.hasMatch() || (improvement && m.capturedView(3) != u"%") || (!improvement && m.capturedView(3) == u"%"))
                    continue;
                // "kernel_id + workload_id", "kernel_id / workload_id" or a workload_id alone.
                const QString name = m.captured(1).trimmed();
                // A bare workload_id two kernels measure names neither.
                const WorkloadSeries *match = nullptr;
                int matches = 0;
                for (const WorkloadSeries &w : series.series) {
                    const bool named = name == w.workload || name == w.key
                        || name == w.group + QStringLiteral(" + ") + w.workload || name == w.group + u'+' + w.workload;
                    if (named) {
                        match = &w;
                        ++matches;
                    }
                }
                if (matches != 1)
                    continue;
                double stated = m.captured(2).replace(u'−', u'-').toDouble();
                const double records = qstrcmp(key, "baseline_latency_by_workload") == 0 ? match->baselineUs
                    : qstrcmp(key, "final_latency_by_workload") == 0                  ? match->finalUs
                    : (match->baselineUs - match->finalUs) / match->baselineUs * 100;
                if (!std::isfinite(records))
                    continue;
                // Latencies within the gate's 1 %; an improvement within half a point of its rounding.
                const bool agrees = improvement ? std::abs(stated - records) <= 0.5
                                                : std::abs(stated - records) <= std::max(0.01 * records, 1e-9);
                if (!agrees)
                    results.append({id(), Warning, file, field->line,
                                    tr("%1 gives %2 for %3; the records say %4")
                                        .arg(QLatin1String(key),
                                             m.captured(2) + (m.capturedView(3).isEmpty() || improvement ? QString() : QStringLiteral(" "))
                                                 + m.captured(3),
                                             name,
                                             QString::number(records, 'f', improvement ? 1 : 3)
                                                 + (improvement ? QStringLiteral("%") : QStringLiteral(" us"))),
                                    {}});
            }
        }
    }

public:
    QString id() const override { return QStringLiteral("REVIEW-STAGE-RESULT"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const ProjectSnapshot &s = context.snapshot;
        const OptLog &log = s.optLog;
        if (log.stageResult.isEmpty())
            return;
        const QString file = s.optLogFile.displayPath;
        QHash<QString, const OptLogField *> fields; // the last of a key wins
        for (const OptLogField &f : log.stageResult)
            fields.insert(f.key.toLower(), &f);
        const auto word = [](const OptLogField *f) { // "TUNING_COMPLETED（…）" -> TUNING_COMPLETED
            static const QRegularExpression first(QStringLiteral("^[`*]*([A-Za-z_\\[\\]]+)"));
            const auto m = first.match(f->value);
            return m.hasMatch() ? m.captured(1) : QString();
        };
        if (const OptLogField *verdict = fields.value(QStringLiteral("verdict"))) {
            // "TUNING_COMPLETED（…）", "**TUNING_FAILED**", "[DESIGN_LIMIT] TUNING_FAILED".
            static const QRegularExpression verdicts(QStringLiteral("\\bTUNING_(?:COMPLETED|FAILED)\\b"));
            if (!verdicts.match(verdict->value).hasMatch())
                results.append({id(), Warning, file, verdict->line,
                                tr("verdict \"%1\" is neither TUNING_COMPLETED nor TUNING_FAILED").arg(verdict->value),
                                {}});
        }
        verdictAgreesWithGate(fields, file, results);
        iterationsAgree(context, fields, file, results);
        if (const OptLogField *failure = fields.value(QStringLiteral("failure_reason"))) {
            static const QStringList reasons {
                QStringLiteral("missing_output"),       QStringLiteral("precision_regression"),
                QStringLiteral("invalid_profile"),      QStringLiteral("incomplete_log"),
                QStringLiteral("perf_records_mismatch"), QStringLiteral("invalid_perf_feedback"),
                QStringLiteral("placeholder_found"),    QStringLiteral("none")};
            const QString w = word(failure);
            if (!saysNoFailure(failure->value) && contractFailureIn(failure->value).isEmpty() && !w.isEmpty()
                && !reasons.contains(w, Qt::CaseInsensitive))
                results.append({id(), Warning, file, failure->line,
                                tr("failure_reason \"%1\" is none of the contract's (missing_output, "
                                   "precision_regression, invalid_profile, incomplete_log, perf_records_mismatch, "
                                   "invalid_perf_feedback, placeholder_found)")
                                    .arg(failure->value),
                                {}});
        }
        if (const OptLogField *stop = fields.value(QStringLiteral("stop_reason"))) {
            const OptLogStopReason *block = nullptr;
            const OptLogStopReason *summary = nullptr;
            for (const OptLogStopReason &r : log.stopReasons) {
                if (r.line == stop->line)
                    block = &r;
                else if (r.inLatestFinalSummary)
                    summary = &r;
            }
            // A precision fix appended after the retrospective states its own reason; the Final
            // Summary before it keeps the tuning's.
            const OptLogField *mode = fields.value(QStringLiteral("mode"));
            const bool precisionFix = (mode && mode->value.contains(QLatin1String("precision_fix")))
                || (block && block->reasons.contains(OptLogStopReason::Reason::PrecisionFixed));
            if (block && block->reasons.isEmpty())
                results.append({id(), Warning, file, stop->line,
                                tr("stop_reason \"%1\" is none of the workflow's (success, budget_exhausted, plateau, "
                                   "blocked, user_stop, precision_fixed)")
                                    .arg(stop->value),
                                {}});
            else if (block && summary && !precisionFix && !summary->reasons.isEmpty()
                && QSet<OptLogStopReason::Reason>(block->reasons.cbegin(), block->reasons.cend())
                    != QSet<OptLogStopReason::Reason>(summary->reasons.cbegin(), summary->reasons.cend()))
                results.append({id(), Warning, file, stop->line,
                                tr("stop_reason \"%1\" is not the Final Summary's (line %2: %3)")
                                    .arg(stop->value, QString::number(summary->line), summary->raw),
                                {}});
        }
        if (const OptLogField *latency = fields.value(QStringLiteral("final_latency"))) {
            // The block's claim as the reader read it (its unit, a thousands separator), in µs.
            double stated = qQNaN();
            for (const OptLogFinalLatency &c : log.finalLatencies)
                if (c.line == latency->line && std::isfinite(c.value))
                    stated = c.microseconds();
            // One of the Final Summary's claims (a multi-dispatch run states one per dispatch).
            const OptLogFinalLatency *summary = nullptr;
            bool matched = false;
            for (const OptLogFinalLatency &c : log.finalLatencies) {
                if (!c.inLatestFinalSummary || !std::isfinite(c.value))
                    continue;
                summary = summary ? summary : &c;
                matched = matched || std::abs(stated - c.microseconds()) <= std::max(0.01 * c.microseconds(), 1e-9);
            }
            if (std::isfinite(stated) && summary) {
                if (!matched)
                    results.append({id(), Warning, file, latency->line,
                                    tr("final_latency %1 is not the Final Summary's (line %2: %3)")
                                        .arg(stated)
                                        .arg(summary->line)
                                        .arg(summary->microseconds()),
                                    {}});
            }
        }
        byWorkloadFigures(context, fields, file, results);
        if (const OptLogField *doc = fields.value(QStringLiteral("summary_doc"))) {
            // The document it names: "Optimize.md", "`../Optimize.md`"; "none（项目未要求 Optimize.md）" names none.
            static const QRegularExpression names(QStringLiteral("^[`*]*(?:\\S*/)?Optimize\\.md\\b"));
            if (names.match(doc->value).hasMatch() && s.layout.optimizeFile.isEmpty())
                results.append({id(), Warning, file, doc->line,
                                tr("summary_doc names Optimize.md, but the operator directory has none"), {}});
        }
    }

private:
    using Fields = QHash<QString, const OptLogField *>;

    // The verdict is the workflow gate's: TUNING_COMPLETED exactly when gate 4 passes (the
    // conductor's signal registry, §1). A failure the gate cannot see (precision_regression,
    // invalid_profile) may still fail a run whose gate passes; nothing else may.
    void verdictAgreesWithGate(const Fields &fields, const QString &file, QList<GateResult> &results) const
    {
        const OptLogField *verdict = fields.value(QStringLiteral("verdict"));
        if (!verdict)
            return;
        const bool completed = verdict->value.contains(QLatin1String("TUNING_COMPLETED"));
        const bool failed = verdict->value.contains(QLatin1String("TUNING_FAILED"));
        if (completed == failed)
            return; // neither (warned above) or both
        // The gate's rules ran before this one: their failures are the gate's verdict.
        const auto gateFailure = std::find_if(results.cbegin(), results.cend(), [](const GateResult &r) {
            return r.severity == Diagnostic::Severity::Error
                && (r.ruleId.startsWith(QLatin1String("S4-")) || r.ruleId == QLatin1String("RUN-READ"));
        });
        const bool gatePasses = gateFailure == results.cend();
        const OptLogField *failure = fields.value(QStringLiteral("failure_reason"));
        const bool stated = failure && !saysNoFailure(failure->value);
        const QString reason = failure ? contractFailureIn(failure->value) : QString();
        // The reasons the gate checks itself; precision_regression and invalid_profile it cannot see
        // (and one outside the contract is the failure_reason check's to say).
        static const QStringList gateChecks {QStringLiteral("missing_output"), QStringLiteral("incomplete_log"),
                                             QStringLiteral("perf_records_mismatch"),
                                             QStringLiteral("invalid_perf_feedback"), QStringLiteral("placeholder_found")};
        if (completed && !gatePasses)
            results.append({id(), Warning, file, verdict->line,
                            tr("verdict TUNING_COMPLETED, but the workflow's gate fails (%1)").arg(gateFailure->ruleId),
                            {}});
        else if (completed && stated)
            results.append({id(), Warning, file, verdict->line,
                            tr("verdict TUNING_COMPLETED with failure_reason %1").arg(failure->value), {}});
        else if (failed && !stated)
            results.append({id(), Warning, file, verdict->line,
                            gatePasses ? tr("verdict TUNING_FAILED, but every rule of the workflow's gate passes and "
                                            "no failure_reason says why")
                                       : tr("verdict TUNING_FAILED without a failure_reason"),
                            {}});
        else if (failed && gatePasses && gateChecks.contains(reason))
            results.append({id(), Warning, file, verdict->line,
                            tr("verdict TUNING_FAILED for %1, but every rule of the workflow's gate passes, "
                               "and the gate checks that")
                                .arg(reason),
                            {}});
    }

    // iterations and perf_iteration (count, consecutive_no_improvement) as the run bears them out:
    // its rounds of experiments, and the last rounds that made no new current best.
    void iterationsAgree(GateContext &context, const Fields &fields, const QString &file,
                         QList<GateResult> &results) const
    {
        const OptLogField *iterations = fields.value(QStringLiteral("iterations"));
        const OptLogField *perfIteration = fields.value(QStringLiteral("perf_iteration"));
        if (!iterations && !perfIteration)
            return;
        const RunProgress progress = RunProgress::of(context.snapshot);
        // Rounds with experiment records, or the log's rounds that experimented: either count.
        const int logRounds = int(std::count_if(progress.rounds.cbegin(), progress.rounds.cend(),
                                                [](const RunProgress::Round &r) { return r.experimented; }));
        const auto countAgrees = [&](int stated) { return stated == progress.iterations || stated == logRounds; };
        const auto roundsText = [&] {
            return progress.iterations == logRounds || logRounds == 0
                ? tr("the run has %n round(s) of experiments", nullptr, progress.iterations)
                : tr("the run has %1 round(s) of experiment records and %2 in the log")
                      .arg(progress.iterations)
                      .arg(logRounds);
        };
        static const QRegularExpression number(QStringLiteral("^[`*]*(\\d+)\\b"));
        if (iterations) {
            if (const auto m = number.match(iterations->value); m.hasMatch() && !countAgrees(m.captured(1).toInt()))
                results.append({id(), Warning, file, iterations->line,
                                tr("iterations %1, but %2").arg(m.captured(1), roundsText()), {}});
        }
        if (!perfIteration)
            return;
        // "count 4 / last_improvement 3.8% / consecutive_no_improvement 1", or as sub-items
        // ("count: 4; consecutive_no_improvement: 1").
        static const QRegularExpression count(QStringLiteral("\\bcount\\W{0,4}(\\d+)\\b"));
        static const QRegularExpression quiet(QStringLiteral("\\bconsecutive_no_improvement\\W{0,4}(\\d+)\\b"));
        if (const auto m = count.match(perfIteration->value); m.hasMatch() && !countAgrees(m.captured(1).toInt()))
            results.append({id(), Warning, file, perfIteration->line,
                            tr("perf_iteration count %1, but %2").arg(m.captured(1), roundsText()), {}});
        // Rounds without an improvement: by the log's decisions (no new current best), or by the
        // records (no gain beyond the noise threshold), as REVIEW-TERMINATION counts them.
        int quietByRecords = -1;
        if (const DerivedSeries &series = seriesOf(context); !series.rounds.isEmpty()) {
            QSet<int> gainRounds;
            for (const WorkloadSeries &w : series.series)
                for (const SeriesPoint &p : w.points)
                    if (p.isRoundWinner)
                        gainRounds.insert(p.round);
            quietByRecords = 0;
            for (int r = series.rounds.last(); r >= 1 && !gainRounds.contains(r); --r)
                ++quietByRecords;
        }
        if (const auto m = quiet.match(perfIteration->value);
            m.hasMatch() && m.captured(1).toInt() != progress.consecutiveNoImprovement
            && m.captured(1).toInt() != quietByRecords)
            results.append({id(), Warning, file, perfIteration->line,
                            tr("perf_iteration consecutive_no_improvement %1, but the log's decisions leave %n "
                               "round(s) of experiments since the last new current best",
                               nullptr, progress.consecutiveNoImprovement)
                                .arg(m.captured(1)),
                            {}});
    }
};

} // namespace

GateChecks StrictChecks::all()
{
    GateChecks checks;
    checks.push_back(std::make_unique<LayoutCheck>());
    checks.push_back(std::make_unique<ComparisonTableCheck>());
    checks.push_back(std::make_unique<FinalClaimCheck>());
    checks.push_back(std::make_unique<RecordsCheck>());
    checks.push_back(std::make_unique<LineageCheck>());
    checks.push_back(std::make_unique<ProfileCheck>());
    checks.push_back(std::make_unique<AppendOnlyCheck>());
    checks.push_back(std::make_unique<NonRegressionCheck>());
    checks.push_back(std::make_unique<SmallWinCheck>());
    checks.push_back(std::make_unique<TerminationCheck>());
    checks.push_back(std::make_unique<DesignLimitCheck>());
    checks.push_back(std::make_unique<StageResultCheck>());
    return checks;
}
