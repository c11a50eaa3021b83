// SPDX-License-Identifier: MIT
#include "optlog/optlogmeasurements.h"

#include "optlog/optlog.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <limits>

namespace {

QStringList words(const QString &name)
{
    static const QRegularExpression separators(QStringLiteral("[^\\p{L}\\p{N}]+"));
    return OptLogMeasurements::cleanName(name).toLower().split(separators, Qt::SkipEmptyParts);
}

QString compact(const QString &name)
{
    return words(name).join(QString());
}

bool isSubsequence(QStringView needle, QStringView haystack)
{
    qsizetype at = 0;
    for (QChar c : needle) {
        at = haystack.indexOf(c, at);
        if (at < 0)
            return false;
        ++at;
    }
    return true;
}

// "ssd" and "tileops/…/ssd_chunk_scan…::main", "transit" and "fp32_transit": the same path
// written shorter. An empty group fits any.
bool sameGroup(const QString &a, const QString &b)
{
    return OptLogMeasurements::sameGroup(a, b);
}

// Every known workload `written` may name, best kind of match only.
QList<int> workloadCandidates(const QString &written, const QStringList &known)
{
    const QString needle = compact(written);
    if (needle.isEmpty())
        return {};
    QList<int> exact;
    for (int i = 0; i < known.size(); ++i)
        if (compact(known.at(i)) == needle)
            exact.append(i);
    if (!exact.isEmpty())
        return exact;

    const QStringList needleWords = words(written);
    const QSet<QString> needleSet(needleWords.cbegin(), needleWords.cend());
    QList<int> subset;
    int bestScore = std::numeric_limits<int>::min();
    for (int i = 0; i < known.size(); ++i) {
        const QStringList knownWords = words(known.at(i));
        const QSet<QString> knownSet(knownWords.cbegin(), knownWords.cend());
        if (!knownSet.contains(needleSet))
            continue;
        // "dit/fp16" is "dit-xl-2/fp16" rather than "smoke-dit/fp16".
        const int score
            = (knownWords.first() == needleWords.first() ? 1000 : 0) - int(knownWords.size() - needleWords.size());
        if (score > bestScore) {
            bestScore = score;
            subset = {i};
        } else if (score == bestScore) {
            subset.append(i);
        }
    }
    if (!subset.isEmpty())
        return subset;

    QList<int> abbreviations; // "lat130m" for "latency-130m-4k"
    for (int i = 0; i < known.size(); ++i) {
        const QString hay = compact(known.at(i));
        if (!hay.isEmpty() && hay.front() == needle.front() && isSubsequence(needle, hay))
            abbreviations.append(i);
    }
    return abbreviations;
}

bool usableNumber(const CellValue::Brief &value)
{
    using Unit = CellValue::UnitKind;
    if (!value.hasPrimary() || value.unit == Unit::Percent || value.unit == Unit::Times)
        return false;
    switch (value.form) {
    case CellValue::Form::Number:
    case CellValue::Form::Repeat:
    case CellValue::Form::Arrow:
    case CellValue::Form::Sum:
        return true;
    default:
        return false; // a series or a range is several things, not one measurement
    }
}

bool isMeasurementTable(TableKind kind)
{
    switch (kind) {
    case TableKind::Baseline:
    case TableKind::ExperimentBranches:
    case TableKind::Comparison:
    case TableKind::MergeCheck:
    case TableKind::FinalGenA:
    case TableKind::FinalGenB:
        return true;
    default:
        return false;
    }
}

bool isFinalTable(TableKind kind)
{
    return kind == TableKind::FinalGenA || kind == TableKind::FinalGenB;
}

// The workloads the log names in full, and the groups they belong to.
class WorkloadRegistry
{
public:
    QStringList workloads;
    QStringList groups;

    int add(const QString &group, const QString &workload)
    {
        workloads.append(OptLogMeasurements::cleanName(workload));
        groups.append(OptLogMeasurements::cleanName(group));
        return int(workloads.size() - 1);
    }

    // Canonical tables: the same name (in a compatible group) or a new workload.
    int define(const QString &group, const QString &workload)
    {
        const QString needle = compact(workload);
        if (needle.isEmpty())
            return -1;
        for (int i = 0; i < workloads.size(); ++i)
            if (compact(workloads.at(i)) == needle && sameGroup(groups.at(i), group)) {
                if (groups.at(i).isEmpty())
                    groups[i] = OptLogMeasurements::cleanName(group);
                return i;
            }
        return add(group, workload);
    }

    int resolve(const QString &group, const QString &workload) const
    {
        QList<int> candidates = workloadCandidates(workload, workloads);
        if (!group.isEmpty())
            candidates.removeIf([&](int i) { return !sameGroup(groups.at(i), group); });
        return candidates.size() == 1 ? candidates.first() : -1;
    }
};

struct TableColumns
{
    int candidate = -1, base = -1, workload = -1, group = -1, correctness = -1, rawDir = -1;
    int finalCandidate = -1, baselineUs = -1, value = -1;
    QList<int> wide; // WorkloadUs columns: the header is the workload

    TableColumns(const OptLogTable &table)
    {
        candidate = table.columnOf(ColumnKind::Candidate);
        base = table.columnOf(ColumnKind::Base);
        workload = table.columnOf(ColumnKind::Workload);
        group = table.columnOf(ColumnKind::DispatchPath);
        if (group < 0)
            group = table.columnOf(ColumnKind::KernelId);
        correctness = table.columnOf(ColumnKind::Correctness);
        rawDir = table.columnOf(ColumnKind::RawProfileDir);
        finalCandidate = table.columnOf(ColumnKind::FinalCandidateId);
        baselineUs = table.columnOf(ColumnKind::BaselineUs);
        QList<int> durations;
        for (int c = 0; c < table.columns.size(); ++c) {
            if (table.columns.at(c).kind == ColumnKind::TaskDurationUs)
                durations.append(c);
            else if (table.columns.at(c).kind == ColumnKind::WorkloadUs)
                wide.append(c);
        }
        const int finalUs = table.columnOf(ColumnKind::FinalUs);
        if (isFinalTable(table.kind) && finalUs >= 0)
            value = finalUs;
        else if (table.kind == TableKind::MergeCheck && !durations.isEmpty())
            value = durations.last(); // "branch_us | merged_us": the merged file's measurement
        else if (!durations.isEmpty())
            value = durations.first();
        else if (table.kind == TableKind::Baseline)
            value = baselineUs;
    }
};

QString cellText(const OptLogTableRow &row, int column)
{
    return column >= 0 && column < row.cells.size() ? row.cells.at(column).text().trimmed().toString() : QString();
}

} // namespace

QString OptLogMeasurements::cleanName(const QString &text)
{
    QString out = CellValue::stripMarkup(text);
    // Parenthesised notes, ASCII or full width, innermost first.
    static const QRegularExpression notes(QStringLiteral("[(（][^()（）]*[)）]"));
    const bool closes = out.contains(QLatin1Char(')')) || out.contains(QChar(0xFF09)); // ")" or "）"
    for (int guard = 0; closes && guard < 4 && out.contains(notes); ++guard)
        out.remove(notes);
    return out.simplified();
}

int OptLogMeasurements::matchWorkload(const QString &written, const QStringList &known)
{
    const QList<int> candidates = workloadCandidates(written, known);
    return candidates.size() == 1 ? candidates.first() : -1;
}

OptLogMeasurements OptLogMeasurements::read(const OptLog &log)
{
    OptLogMeasurements out;
    WorkloadRegistry registry;
    for (const OptLogTable &table : log.tables) {
        if (table.kind != TableKind::Baseline && !isFinalTable(table.kind) && table.kind != TableKind::Inventory)
            continue;
        const TableColumns columns(table);
        for (const OptLogTableRow &row : table.rows)
            registry.define(cellText(row, columns.group), cellText(row, columns.workload));
    }
    const bool named = !registry.workloads.isEmpty();

    int lastRound = 0;
    for (const OptLogRound &round : log.rounds)
        lastRound = std::max(lastRound, round.number);

    QHash<int, QSet<QString>> candidatesOf; // workload index -> candidates seen
    QHash<int, bool> hasBaseline;
    QHash<QString, int> orderCounter; // workload index # round -> next order
    auto add = [&](int index, SeriesPoint point) {
        if (candidatesOf[index].contains(point.candidateId))
            return; // a restatement, e.g. "v1_bm4（best）" in the next round's table
        candidatesOf[index].insert(point.candidateId);
        if (point.isBaseline) {
            point.round = 0;
            hasBaseline[index] = true;
        }
        point.orderInRound = orderCounter[QString::number(index) + QLatin1Char('#') + QString::number(point.round)]++;
        out.measurements.append({registry.groups.at(index), registry.workloads.at(index), point});
    };

    for (const OptLogTable &table : log.tables) {
        if (!isMeasurementTable(table.kind))
            continue;
        int round = -1;
        if (table.round >= 0 && table.round < log.rounds.size())
            round = log.rounds.at(table.round).number;
        if (round < 0 && table.kind == TableKind::Baseline)
            round = 0;
        if (round < 0 && isFinalTable(table.kind))
            round = lastRound + 1;
        if (round < 0)
            continue; // a table outside every round says nothing about when it was measured
        const TableColumns columns(table);
        const bool finalTable = isFinalTable(table.kind);
        for (const OptLogTableRow &row : table.rows) {
            QString candidate;
            QString workload = cellText(row, columns.workload);
            if (finalTable) {
                candidate = cleanName(cellText(row, columns.finalCandidate));
                if (candidate.isEmpty())
                    candidate = QStringLiteral("final");
            } else if (table.kind == TableKind::Baseline) {
                candidate = QStringLiteral("baseline");
            } else {
                candidate = cellText(row, columns.candidate);
                // "bs8192 / smoke-1m fp16" under a "候选 (dispatch/workload)" header.
                if (columns.workload < 0 && candidate.contains(QLatin1String(" / "))) {
                    const qsizetype at = candidate.indexOf(QLatin1String(" / "));
                    workload = candidate.mid(at + 3);
                    candidate = candidate.left(at);
                }
                candidate = cleanName(candidate);
            }
            if (candidate.isEmpty())
                continue;
            const QString group = cellText(row, columns.group);
            SeriesPoint point;
            point.round = round;
            point.candidateId = candidate;
            point.parentId = cleanName(cellText(row, columns.base));
            point.logLine = row.line;
            point.msprofRawPath = cellText(row, columns.rawDir);
            point.isBaseline = table.kind == TableKind::Baseline
                || candidate.compare(QLatin1String("baseline"), Qt::CaseInsensitive) == 0;
            point.isFinal = finalTable;
            point.l0Pass = !(columns.correctness >= 0 && columns.correctness < row.cells.size()
                             && row.cells.at(columns.correctness).brief().verdict == CellValue::Verdict::Fail);

            QList<QPair<QString, int>> values; // workload as written, value column
            if (columns.value >= 0)
                values.append({workload, columns.value});
            // Wide layouts: a column per workload, when its header names one ("L2 read hit (%)" does not).
            if (columns.workload < 0)
                for (int c : columns.wide)
                    if (registry.resolve(QString(), table.columns.at(c).header) >= 0 || !named)
                        values.append({table.columns.at(c).header, c});
            for (const auto &[written, column] : std::as_const(values)) {
                if (column >= row.cells.size())
                    continue;
                const CellValue::Brief value = row.cells.at(column).brief();
                if (!usableNumber(value))
                    continue;
                int index = named ? registry.resolve(group, written) : registry.define(group, written);
                if (index < 0 && named && written.isEmpty() && registry.workloads.size() == 1)
                    index = 0; // a single-workload run needs no workload column
                if (index < 0) {
                    ++out.unmatchedValues;
                    continue;
                }
                // Merge-check and final tables restate the baseline they compare against.
                const CellValue::Brief baselineValue = !hasBaseline.value(index) && columns.baselineUs >= 0
                        && columns.baselineUs < row.cells.size()
                    ? row.cells.at(columns.baselineUs).brief()
                    : CellValue::Brief();
                if (usableNumber(baselineValue)) {
                    SeriesPoint baseline;
                    baseline.candidateId = QStringLiteral("baseline");
                    baseline.isBaseline = true;
                    baseline.durationUs = CellValue::microseconds(baselineValue, table.columns.at(columns.baselineUs).unit);
                    baseline.logLine = row.line;
                    add(index, baseline);
                }
                SeriesPoint measured = point;
                measured.durationUs = CellValue::microseconds(value, table.columns.at(column).unit);
                if (value.verdict == CellValue::Verdict::Fail)
                    measured.l0Pass = false;
                add(index, measured);
            }
        }
    }
    return out;
}

DerivedSeries OptLogMeasurements::series(const OptLog &log, double noiseThreshold)
{
    DerivedSeries out;
    out.noiseThreshold = noiseThreshold;
    const OptLogMeasurements read = OptLogMeasurements::read(log);
    if (read.measurements.isEmpty())
        return out;
    out.source = DerivedSeries::Source::LogTables;
    QMap<QString, int> indexOfKey; // sorted keys, as for records
    auto keyOf = [](const OptLogMeasurement &m) {
        return m.group.isEmpty() ? m.workload : m.group + QLatin1String(" / ") + m.workload;
    };
    for (const OptLogMeasurement &m : read.measurements)
        indexOfKey.insert(keyOf(m), 0);
    int i = 0;
    for (auto it = indexOfKey.begin(); it != indexOfKey.end(); ++it)
        it.value() = i++;
    out.series.resize(indexOfKey.size());
    for (const OptLogMeasurement &m : read.measurements) {
        WorkloadSeries &s = out.series[indexOfKey.value(keyOf(m))];
        if (s.key.isEmpty()) {
            s.key = keyOf(m);
            s.group = m.group;
            s.workload = m.workload;
        }
        s.points.append(m.point);
    }
    out.computeTrajectories();
    out.notes.append(QCoreApplication::translate("DerivedSeries", "from opt_log tables, not verified against records"));
    if (read.unmatchedValues > 0)
        out.notes.append(QCoreApplication::translate("DerivedSeries",
                                                     "%n table value(s) left out: the workload could not be told",
                                                     nullptr, read.unmatchedValues));
    return out;
}

bool OptLogMeasurements::sameGroup(const QString &a, const QString &b)
{
    const QString ca = compact(a), cb = compact(b);
    if (ca.isEmpty() || cb.isEmpty() || ca == cb)
        return true;
    return isSubsequence(ca, cb) || isSubsequence(cb, ca);
}
