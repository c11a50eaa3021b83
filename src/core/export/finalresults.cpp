// SPDX-License-Identifier: MIT
#include "export/finalresults.h"

#include "records/derivedseries.h"
#include "run/projectsnapshot.h"

#include <QHash>
#include <QSet>
#include <algorithm>

using namespace Qt::StringLiterals;

QString SourcedValue::ref() const
{
    if (recordLine > 0)
        return u"r"_s + QString::number(recordLine);
    if (logLine > 0)
        return u"L"_s + QString::number(logLine);
    return QString();
}

QString FinalResultRow::speedupRef() const
{
    return baseline.ref() + u'/' + final.ref();
}

qsizetype FinalResults::geomeanCount() const
{
    return std::count_if(rows.cbegin(), rows.cend(), [](const FinalResultRow &row) { return row.hasSpeedup(); });
}

QString FinalResults::geomeanRef() const
{
    QStringList parts;
    for (const FinalResultRow &row : rows)
        if (row.hasSpeedup())
            parts.append(row.speedupRef());
    return u"gm "_s + parts.join(u' ');
}

const FinalResultRow *FinalResults::row(const QString &key) const
{
    for (const FinalResultRow &r : rows)
        if (r.key == key)
            return &r;
    return nullptr;
}

namespace {

SourcedValue sourced(const SeriesPoint &p)
{
    return {p.durationUs, p.recordLine, p.recordLine > 0 ? 0 : p.logLine};
}

} // namespace

FinalResults FinalResults::fromSnapshot(const ProjectSnapshot &snapshot)
{
    FinalResults out;
    DerivedSeries series = snapshot.derivedSeries(0.03);
    out.source = series.source == DerivedSeries::Source::Records ? Source::Records
        : series.source == DerivedSeries::Source::LogTables      ? Source::LogTables
                                                                 : Source::None;
    out.finalCandidateId = snapshot.finalCandidateId();
    QList<double> speedups;
    QList<std::pair<int, FinalResultRow>> ordered;
    // Gen B: the workloads are the inventory's tune items (workflow-formats.md §a.2). A smoke or skip
    // item's records give no final figure (the gate says they should not exist), and a tune item no
    // record measured is a row without figures, not left out.
    const bool byInventory = snapshot.generation == Generation::B && snapshot.inventory.readable
        && out.source == Source::Records;
    QSet<QString> tuneKeys, otherKeys, measuredKeys;
    if (byInventory)
        for (const InventoryItem &item : snapshot.inventory.items)
            if (item.isObject)
                (item.kind == QLatin1String("tune") ? tuneKeys : otherKeys).insert(item.workloadKey());
    for (const WorkloadSeries &w : series.series)
        measuredKeys.insert(w.key);
    // An item's kernel written two ways: its records already joined one series (recordSeries).
    out.respelledKeys = series.respelled;
    for (const WorkloadSeries &w : series.series) {
        if (otherKeys.contains(w.key) && !tuneKeys.contains(w.key))
            continue;
        FinalResultRow row;
        row.key = w.key;
        row.seriesKey = w.key;
        row.group = w.group;
        row.workload = w.workload;
        if (byInventory && !tuneKeys.contains(w.key)) {
            // The rows are the inventory's items: records that spell one's kernel otherwise are
            // that item's (unless it has records of its own), any others no row.
            const InventoryItem *item = snapshot.inventory.tuneItemFor(w.group, w.workload);
            if (!item || measuredKeys.contains(item->workloadKey())) {
                out.keysOutsideInventory.append(w.key);
                continue;
            }
            out.respelledKeys.append({w.key, item->workloadKey()});
            measuredKeys.insert(item->workloadKey());
            row.key = item->workloadKey();
            row.group = item->kernelId;
            row.workload = item->workloadId;
        }
        // The series chose among duplicate records the one the log states (else the first baseline, the last final).
        if (w.baselinePoint >= 0)
            row.baseline = sourced(w.points[w.baselinePoint]);
        // The final the series chose: the named (or flagged) final's record, else one candidate for
        // every key, the one the run adopted last — never each key's own fastest branch, a stitch
        // no kernel measured. A final named whose records all fail L0 has none: another
        // candidate's number does not stand in for it (the summary shows none either).
        if (w.finalPoint >= 0) {
            const SeriesPoint &final = w.points[w.finalPoint];
            row.final = sourced(final);
            row.finalCandidateId = final.candidateId;
            for (qsizetype i = 0; i < w.points.size(); ++i) {
                const SeriesPoint &p = w.points.at(i);
                if (i != w.finalPoint && p.l0Pass && p.recordLine > 0 && p.candidateId == final.candidateId
                    && p.isFinal == final.isFinal)
                    row.otherFinalRecords.append(sourced(p));
            }
        }
        if (row.hasSpeedup())
            speedups.append(row.speedup());
        ordered.append({w.firstBaselineLine(), row});
    }
    for (const InventoryItem *item : snapshot.inventory.tuneItems())
        if (byInventory && !measuredKeys.contains(item->workloadKey())) {
            FinalResultRow row;
            row.key = item->workloadKey();
            row.group = item->kernelId;
            row.workload = item->workloadId;
            measuredKeys.insert(row.key); // an item listed twice is one row
            ordered.append({std::numeric_limits<int>::max(), row}); // after the measured ones, in the inventory's order
        }
    std::stable_sort(ordered.begin(), ordered.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    for (auto &entry : ordered)
        out.rows.append(std::move(entry.second));
    out.geomean = DerivedSeries::geometricMean(speedups);
    return out;
}
