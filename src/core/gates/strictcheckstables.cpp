// SPDX-License-Identifier: MIT
// The strict profile: the log's comparison tables and final claim against the records.
#include "gates/strictchecks.h"
#include "gates/strictchecks_p.h"

#include "base/pythontext.h"
#include "base/textlines.h"
#include "gates/abtest.h"
#include "gates/finaltablespeedups.h"
#include "gates/runprogress.h"
#include "optlog/branchname.h"
#include "optlog/loglocator.h"
#include "optlog/optlogclaims.h"
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

using namespace StrictCheckParts;

namespace {

// The text before the first space (QString::section(' ', 0, 0) without its allocations per call).
QString firstWord(const QString &text)
{
    const qsizetype space = text.indexOf(QLatin1Char(' '));
    return space < 0 ? text : text.first(space);
}

// Whether `first + "/" + second` with every space removed is `target` (PerfRecord::workloadKey()
// without spaces), without building it.
bool keyWithoutSpacesEquals(QStringView first, QStringView second, QStringView target)
{
    qsizetype at = 0;
    const auto consume = [&](QStringView part) {
        for (const QChar c : part) {
            if (c == u' ')
                continue;
            if (at == target.size() || target.at(at) != c)
                return false;
            ++at;
        }
        return true;
    };
    return consume(first) && consume(u"/") && consume(second) && at == target.size();
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

QList<const PerfRecord *> recordsOf(const ProjectSnapshot &s, const QString &candidate)
{
    QList<const PerfRecord *> out;
    for (const PerfRecord &r : s.records.records)
        if (r.valid && r.candidateId == candidate && r.hasDuration())
            out.append(&r);
    return out;
}

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
        // The records of each candidate id by each name of their workload (workload, workload_id, the
        // key without spaces). A log id that names a handful of records has them filtered in place;
        // one that names many (1,000 workloads a candidate made this quadratic) looks them up in an
        // index of each id it names, made when a row first asks for it: the index's hashes cost more
        // than the short filter saves. A log id may name several record ids (CandidateRecords::of):
        // their records are the union, in file order. (A log id names all records of each id it names.)
        constexpr qsizetype indexFrom = 32;
        const auto namesWorkload = [](const PerfRecord &r, const QString &workload) {
            const bool genB = r.contract == Generation::B;
            return r.workload == workload || r.workloadId == workload
                || keyWithoutSpacesEquals(genB ? r.kernelId : r.dispatchPath, genB ? r.workloadId : r.workload,
                                          workload);
        };
        QHash<QString, QHash<QString, QList<qsizetype>>> workloadIndex;
        // Gen B: the inventory's labels, each of one workload_id (a label two items share names
        // neither), unless it is some item's workload_id itself.
        QHash<QString, QString> byLabel;
        if (s.generation == Generation::B && s.inventory.readable) {
            QSet<QString> ids, shared;
            for (const InventoryItem &item : s.inventory.items)
                ids.insert(item.workloadId);
            for (const InventoryItem &item : s.inventory.items) {
                if (item.label.isEmpty() || ids.contains(item.label) || shared.contains(item.label))
                    continue;
                if (const auto known = byLabel.constFind(item.label);
                    known != byLabel.cend() && *known != item.workloadId) {
                    byLabel.remove(item.label);
                    shared.insert(item.label);
                } else {
                    byLabel.insert(item.label, item.workloadId);
                }
            }
        }
        const auto recordsOfWorkload = [&](const QList<qsizetype> &named, const QString &workload) {
            QList<qsizetype> out;
            if (named.size() < indexFrom) {
                for (qsizetype j : named)
                    if (namesWorkload(s.records.records.at(j), workload))
                        out.append(j);
                return out;
            }
            QSet<QString> ids;
            for (qsizetype i : named) {
                const QString &id = s.records.records.at(i).candidateId;
                if (ids.contains(id))
                    continue;
                ids.insert(id);
                auto index = workloadIndex.find(id);
                if (index == workloadIndex.end()) {
                    index = workloadIndex.insert(id, {});
                    for (qsizetype j : named) {
                        const PerfRecord &r = s.records.records.at(j);
                        if (r.candidateId != id)
                            continue;
                        for (const QString &name : {r.workload, r.workloadId, r.workloadKey().remove(QLatin1Char(' '))}) {
                            QList<qsizetype> &list = (*index)[name];
                            if (list.isEmpty() || list.constLast() != j)
                                list.append(j);
                        }
                    }
                }
                out += index->value(workload);
            }
            if (ids.size() > 1)
                std::sort(out.begin(), out.end());
            return out;
        };
        // The candidates each round's records tried: measured for the first time there (Gen B:
        // phase=candidate), the baseline and re-measurements left out.
        QHash<qint64, QSet<QString>> triedIn;
        {
            QSet<QString> measuredBefore;
            for (const PerfRecord &r : s.records.records) {
                if (!r.valid || !r.round || *r.round < 1 || r.isBaseline())
                    continue;
                const bool tried = r.contract == Generation::B ? r.phase == QLatin1StringView("candidate")
                                                               : !measuredBefore.contains(r.candidateId)
                        || triedIn.value(*r.round).contains(r.candidateId);
                measuredBefore.insert(r.candidateId);
                if (tried)
                    triedIn[*r.round].insert(r.candidateId);
            }
        }
        for (const OptLogRound &round : s.optLog.rounds) {
            if (round.number <= 0)
                continue;
            if (round.comparisonTables.isEmpty() && round.branches.isEmpty()) {
                // A re-measurement round without experiment branches, unless its records tried
                // something (seed step 12: every round has its table).
                const QSet<QString> tried = triedIn.value(round.number);
                if (!tried.isEmpty() && !RunProgress::isConfirmation(round)) {
                    QStringList ids(tried.cbegin(), tried.cend());
                    ids.sort();
                    results.append({id(), Warning, file, round.line,
                                    tr("Round %1 has no \"candidate vs current best\" table, but its records measure "
                                       "%2")
                                        .arg(QString::number(round.number), ids.join(QStringLiteral(", "))),
                                    {}});
                }
                continue;
            }
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
                        const QString asWritten
                            = headerWorkload.isEmpty() ? cellWord(row, workloadColumn) : headerWorkload;
                        // A Gen B row may name its workload by the inventory's label ("rows-8k-bf16").
                        const QString workload = byLabel.value(asWritten, asWritten);
                        const QString dispatch = cellWord(row, dispatchColumn);
                        if (!workload.isEmpty() || !dispatch.isEmpty()) {
                            QList<qsizetype> same;
                            const QList<qsizetype> ofWorkload
                                = workload.isEmpty() ? hits : recordsOfWorkload(named, workload);
                            for (qsizetype i : ofWorkload) {
                                const PerfRecord &r = s.records.records.at(i);
                                if (dispatch.isEmpty() || r.dispatchPath == dispatch || r.kernelId == dispatch)
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
        for (const FinalTableSpeedups::Stated &row : FinalTableSpeedups::read(s, seriesOf(context)))
            if (!row.matches())
                results.append(
                    {id(),
                     Error,
                     file,
                     row.line,
                     tr("The Final Summary states a speedup of %1x for %2; its records give %3x (baseline / final)")
                         .arg(row.stated)
                         .arg(row.key)
                         .arg(row.computed, 0, 'f', 3),
                     {}});
        checkGeomean(context, file, results);
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
    // The geometric mean speedup the latest Final Summary states, held to the records' over the tuned
    // workloads (as the review checklist's p3.speedups holds it): the stated mean nearest the
    // records' must be within 1.5 % (or 0.006x) of it. Only with records and more than one workload
    // measured.
    void checkGeomean(GateContext &context, const QString &file, QList<GateResult> &results) const
    {
        const DerivedSeries &series = seriesOf(context);
        const double computed = series.geomeanSpeedup;
        if (series.source != DerivedSeries::Source::Records || !std::isfinite(computed))
            return;
        const auto keys = std::count_if(series.series.cbegin(), series.series.cend(), [](const WorkloadSeries &w) {
            return w.tuned && std::isfinite(w.speedup());
        });
        const QList<const OptLogFigure *> stated = OptLogClaims::statedGeomeans(context.snapshot.optLog, u"x", true);
        if (keys <= 1 || stated.isEmpty())
            return;
        const OptLogFigure *closest = *std::min_element(
            stated.cbegin(), stated.cend(), [computed](const OptLogFigure *a, const OptLogFigure *b) {
                return std::abs(a->value - computed) < std::abs(b->value - computed);
            });
        if (std::abs(closest->value - computed) <= std::max(0.015 * computed, 0.006))
            return;
        results.append({id(), Error, file, closest->line,
                        tr("The log states a geometric mean speedup of %1x; the records give %2x over %n workload(s)",
                           "", int(keys))
                            .arg(closest->written.isEmpty() ? QString::number(closest->value) : closest->written)
                            .arg(computed, 0, 'f', 3),
                        {}});
    }

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

} // namespace

std::unique_ptr<GateCheck> StrictCheckParts::comparisonTableCheck()
{
    return std::make_unique<ComparisonTableCheck>();
}

std::unique_ptr<GateCheck> StrictCheckParts::finalClaimCheck()
{
    return std::make_unique<FinalClaimCheck>();
}
