// SPDX-License-Identifier: MIT
#include "run/projectsnapshot.h"

#include "base/textlines.h"
#include "optlog/cellvalue.h"
#include "optlog/optlogmeasurements.h"
#include "optlog/optlogstructure.h"
#include "run/runkey.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <array>
#include <cmath>

std::array<const Diagnostics *, 10> ProjectSnapshot::diagnosticParts() const
{
    return {&layout.diagnostics,     &readDiagnostics,       &optLog.diagnostics,  &records.diagnostics,
            &recordDiagnostics,      &inventory.diagnostics, &lineage.diagnostics, &profiles.diagnostics(),
            &profileLinkDiagnostics, &logs.diagnostics()};
}

Diagnostics ProjectSnapshot::diagnostics() const
{
    Diagnostics all;
    all.reserve(diagnosticCount());
    for (const Diagnostics *part : diagnosticParts())
        all += *part;
    return all;
}

qsizetype ProjectSnapshot::diagnosticCount() const
{
    qsizetype count = 0;
    for (const Diagnostics *part : diagnosticParts())
        count += part->size();
    return count;
}

QString ProjectSnapshot::finalCandidateId() const
{
    for (const PerfRecord &record : records.records)
        if (record.valid && record.contract == Generation::B && record.phase == QLatin1String("final"))
            return record.candidateId;
    // A Gen B run stopped before its final records: the delivered file is the one the last merge
    // wrote, and its phase=merged records measured it (artifact_path {op}.py) — not the branch
    // whose bytes it still has.
    if (!layout.operatorName.isEmpty()) {
        const QString file = layout.operatorName + QStringLiteral(".py");
        const PerfRecord *lastMerged = nullptr;
        for (const PerfRecord &r : records.records)
            if (r.valid && r.contract == Generation::B && r.phase == QLatin1String("merged") && r.round
                && QStringView(r.artifactPath).sliced(r.artifactPath.lastIndexOf(u'/') + 1) == file
                && (!lastMerged || *r.round >= *lastMerged->round))
                lastMerged = &r;
        // ... while {op}.py still holds what it measured (a revert or a later copy is another file).
        if (lastMerged && finalKernelFile.exists && !finalKernelFile.cut
            && lastMerged->artifactSha256.compare(
                   QString::fromLatin1(QCryptographicHash::hash(finalKernelFile.bytes, QCryptographicHash::Sha256).toHex()),
                   Qt::CaseInsensitive)
                == 0)
            return lastMerged->candidateId;
    }
    if (!lineage.finalCandidateId.isEmpty())
        return lineage.finalCandidateId;
    // The log's word: the new current best (else the winner) of the last round that names one, in
    // the workflow's order: campaign by campaign, a supplement's rounds after its campaign's own
    // (an adoption-phase correction comes last), by number (a log that writes round 2 before round 1
    // ends with round 2), document order last. One pass: the lineage view asks for every row.
    const std::vector<int> campaignOfSession = OptLogStructure::campaignsBySession(optLog);
    const OptLogDecision *lastDecision = nullptr;
    std::array<int, 4> lastKey {};
    for (const OptLogRound &round : optLog.rounds) {
        const OptLogDecision *decision = round.newCurrentBest();
        if (!decision || decision->candidate.isEmpty()) {
            decision = round.winner();
            if (!decision || decision->candidate.isEmpty() || decision->keepsCurrentBest)
                continue;
        }
        const bool known = round.session >= 1 && round.session <= optLog.sessions.size();
        const bool supplement = known && optLog.sessions.at(round.session - 1).kind == OptLogSession::Kind::Supplement;
        const int campaign = known ? campaignOfSession[size_t(round.session)] : 1;
        const std::array<int, 4> key {campaign, supplement ? 1 : 0, round.number, round.ordinal};
        if (!lastDecision || key > lastKey) {
            lastDecision = decision;
            lastKey = key;
        }
    }
    if (lastDecision)
        return lastDecision->candidate;
    return QString();
}

QString ProjectSnapshot::runKey() const
{
    return RunKey::forRun(QFileInfo(layout.perfOptDir).canonicalFilePath(), optLogFile.bytes.left(4096));
}

namespace {

// The number a value cell of the gate's Final table states ("41.362", "**19.08**"), else NaN.
double statedNumber(const QString &cell)
{
    QString text = cell;
    text.remove(u'*');
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    return ok ? value : std::numeric_limits<double>::quiet_NaN();
}

// "baseline_latency: 12.00 us" in the latest Final Summary, else in the Stage Result block, in µs;
// NaN when the log states none.
double statedBaseline(const OptLog &log)
{
    static const QRegularExpression key(QStringLiteral("^\\s*(?:[-*+]\\s+)?[*`]*baseline_latency[*`]*\\s*[:：=]\\s*(.+)$"),
                                        QRegularExpression::CaseInsensitiveOption);
    const auto value = [](const QString &text) {
        const CellValue::Brief brief = CellValue::parse(text).brief();
        return brief.hasPrimary() && brief.form == CellValue::Form::Number ? CellValue::microseconds(brief)
                                                                            : std::numeric_limits<double>::quiet_NaN();
    };
    if (const int section = log.latestFinalSummary(); section >= 0) {
        // The section's lines, each decoded from the log's bytes (the model keeps no decoded text,
        // and a copy of every line of a large log cost 5 MB).
        const OptLogSection &summary = log.sections.at(section);
        const QByteArrayView bytes = log.utf8;
        qsizetype at = 0;
        for (int line = 1; line <= summary.endLine && at <= bytes.size(); ++line) {
            qsizetype end = bytes.indexOf('\n', at);
            if (end < 0)
                end = bytes.size();
            if (line >= summary.line) {
                QString content = TextLines::decoded(bytes, at, end);
                if (content.endsWith(u'\r'))
                    content.chop(1);
                if (content.contains(QLatin1StringView("baseline_latency"), Qt::CaseInsensitive))
                    if (const QRegularExpressionMatch m = key.matchView(content); m.hasMatch())
                        return value(m.captured(1));
            }
            at = end + 1;
        }
    }
    for (const OptLogField &field : log.stageResult)
        if (field.key.compare(QLatin1String("baseline_latency"), Qt::CaseInsensitive) == 0)
            return value(field.value);
    return std::numeric_limits<double>::quiet_NaN();
}

// What the log states per key: the final_latency claims (each for the key it names best; one that
// names none is about the first workload measured, as the exports show it) and, Gen B, the gate's
// Final table (kernel_id | workload_id | baseline_us | final_us | …).
QHash<QString, StatedFigures> statedFigures(const OptLog &log, Generation generation, const DerivedSeries &series)
{
    QHash<QString, StatedFigures> stated;
    const auto first = std::min_element(series.series.cbegin(), series.series.cend(),
                                        [](const WorkloadSeries &a, const WorkloadSeries &b) {
                                            return a.firstBaselineLine() < b.firstBaselineLine();
                                        });
    double baseline = std::numeric_limits<double>::quiet_NaN();
    bool baselineRead = false; // read once, for the claim of the latest Final Summary
    for (const OptLogFinalLatency &claim : log.finalLatencies) {
        if (!std::isfinite(claim.value) || !(claim.inLatestFinalSummary || claim.first))
            continue;
        int best = 0;
        QString named = claim.workloadMatch(claim.workload) == 0 && first != series.series.cend() ? first->key : QString();
        for (const WorkloadSeries &w : series.series)
            if (const int grade = claim.workloadMatch(w.key); grade > best) {
                best = grade;
                named = w.key;
            }
        if (!named.isEmpty())
            stated[named].finalUs = claim.microseconds();
        // Its baseline, when the log states one (after a re-baseline, "baseline_latency: 12.00 us
        // （re-baseline）"): the latest Final Summary's line, else the Stage Result's field.
        if (!named.isEmpty() && claim.inLatestFinalSummary) {
            if (!baselineRead) {
                baseline = statedBaseline(log);
                baselineRead = true;
            }
            if (std::isfinite(baseline))
                stated[named].baselineUs = baseline;
        }
    }
    if (generation == Generation::B)
        for (const OptLogGateFinalRow &r : log.gateFinalRows)
            if (r.cells.size() >= 4)
                for (const WorkloadSeries &w : series.series)
                    if (w.group == r.cells.at(0) && w.workload == r.cells.at(1))
                        stated[w.key] = {statedNumber(r.cells.at(2)), statedNumber(r.cells.at(3))};
    return stated;
}

} // namespace

DerivedSeries ProjectSnapshot::recordSeries(double noiseThreshold) const
{
    DerivedSeries out = DerivedSeries::fromRecords(records, noiseThreshold, finalCandidateId());
    if (out.source != DerivedSeries::Source::None)
        if (const auto stated = statedFigures(optLog, generation, out); !stated.isEmpty())
            out.preferStated(stated);
    // Gen B: the speedups are the inventory's tune items' (workflow-formats.md §a.2); a smoke or
    // skip item's records are no part of them (the exports' final results leave them out too).
    if (out.source != DerivedSeries::Source::None && generation == Generation::B && inventory.readable) {
        QSet<QString> tune, other;
        for (const InventoryItem &item : inventory.items)
            if (item.isObject)
                (item.kind == QLatin1String("tune") ? tune : other).insert(item.workloadKey());
        other.subtract(tune);
        out.leaveOutOfTuning(other);
        // One item's kernel file written two ways or more (a final runner that writes the path its
        // own way): one workload. Its records join the series of the inventory's spelling, else of
        // the first other one; a spelling alone stays a series of its own (its rows are the item's
        // in the exports, FinalResults).
        QSet<QString> measured;
        for (const WorkloadSeries &w : std::as_const(out.series))
            measured.insert(w.key);
        QHash<QString, QString> seriesOfItem; // inventory key -> the series its records join
        QList<std::pair<QString, QString>> merges; // (records' key, series it joins)
        for (const WorkloadSeries &w : std::as_const(out.series)) {
            if (tune.contains(w.key) || other.contains(w.key))
                continue;
            const InventoryItem *item = inventory.tuneItemFor(w.group, w.workload);
            if (!item)
                continue;
            const QString itemKey = item->workloadKey();
            const QString joined = measured.contains(itemKey) ? itemKey : seriesOfItem.value(itemKey);
            if (joined.isEmpty()) {
                seriesOfItem.insert(itemKey, w.key);
                continue;
            }
            merges.append({w.key, joined});
            out.respelled.append({w.key, itemKey});
        }
        out.mergeSeries(merges);
    }
    return out;
}

DerivedSeries ProjectSnapshot::derivedSeries(double noiseThreshold) const
{
    DerivedSeries out = recordSeries(noiseThreshold);
    if (out.source != DerivedSeries::Source::None)
        return out;
    out = OptLogMeasurements::series(optLog, noiseThreshold);
    // A Gen B log's tables may write the kernel shorter ("argmax_like::main") than the inventory
    // does: the keys are the inventory's ("perf_opt/argmax_like.py::_argmax_kernel::main / w"), as
    // with records, where exactly one item of that workload fits the written kernel.
    QSet<QString> keys;
    for (const WorkloadSeries &w : std::as_const(out.series))
        keys.insert(w.key);
    for (WorkloadSeries &w : out.series) {
        const InventoryItem *only = nullptr;
        int fits = 0;
        for (const InventoryItem &item : inventory.items)
            if (!item.kernelId.isEmpty() && item.workloadId == w.workload && OptLogMeasurements::sameGroup(w.group, item.kernelId)
                && (!only || only->kernelId != item.kernelId)) {
                only = &item;
                ++fits;
            }
        if (fits != 1 || only->kernelId == w.group || keys.contains(only->workloadKey()))
            continue;
        keys.remove(w.key);
        w.group = only->kernelId;
        w.key = only->workloadKey();
        keys.insert(w.key);
    }
    std::sort(out.series.begin(), out.series.end(),
              [](const WorkloadSeries &a, const WorkloadSeries &b) { return a.key < b.key; });
    return out;
}
