// SPDX-License-Identifier: MIT
#include "diff/diffmeasurements.h"

#include <QFileInfo>
#include <QHash>
#include <cmath>

namespace {

struct Measured
{
    double us = std::numeric_limits<double>::quiet_NaN();
    int line = 0;
    std::optional<bool> l0;
};

// The last record with a duration per workload key: a re-measurement replaces an earlier one.
QHash<QString, Measured> lastMeasurements(const ProjectSnapshot &snapshot, const QString &candidateId,
                                          QStringList *order)
{
    QHash<QString, Measured> out;
    if (candidateId.isEmpty())
        return out;
    for (const PerfRecord &r : snapshot.records.records) {
        if (!r.valid || r.candidateId != candidateId || !r.hasDuration())
            continue;
        const QString key = r.workloadKey();
        if (!out.contains(key) && !order->contains(key))
            order->append(key);
        out.insert(key, {r.durationUs, r.line, r.l0Pass});
    }
    return out;
}

DiffCandidateInfo describe(const ProjectSnapshot &snapshot, const DiffSide &side, bool measured)
{
    DiffCandidateInfo info;
    info.candidateId = side.candidateId;
    info.round = side.round;
    info.measured = measured;
    const QString fileName = QFileInfo(side.relativePath).fileName();
    for (const OptLogRound &round : snapshot.optLog.rounds) {
        for (const OptLogBranch &branch : round.branches) {
            const bool match
                = (!side.candidateId.isEmpty() && (branch.optId == side.candidateId || branch.id == side.candidateId))
                || (!fileName.isEmpty() && branch.id == fileName);
            if (!match)
                continue;
            info.optId = branch.optId;
            info.change = branch.change;
            info.status = branch.status;
            info.logLine = branch.line;
            if (info.round < 0)
                info.round = round.number;
        }
    }
    if (info.optId.isEmpty()) {
        for (const KernelVariant &v : snapshot.variants)
            if (v.relativePath == side.relativePath)
                info.optId = v.optId;
    }
    return info;
}

} // namespace

bool DiffWorkloadRow::comparable() const
{
    return std::isfinite(leftUs) && std::isfinite(rightUs) && leftUs > 0 && rightUs > 0 && !l0Failed();
}

double DiffMeasurements::geomeanRatio() const
{
    double logSum = 0;
    int n = 0;
    for (const DiffWorkloadRow &row : workloads) {
        if (row.comparable()) {
            logSum += std::log(row.rightUs / row.leftUs);
            ++n;
        }
    }
    return n == 0 ? std::numeric_limits<double>::quiet_NaN() : std::exp(logSum / n);
}

int DiffMeasurements::comparedWorkloads() const
{
    int n = 0;
    for (const DiffWorkloadRow &row : workloads)
        n += row.comparable();
    return n;
}

DiffMeasurements DiffMeasurements::compute(const ProjectSnapshot &snapshot, const DiffSide &left, const DiffSide &right,
                                           double noiseThreshold)
{
    DiffMeasurements out;
    out.noiseThreshold = noiseThreshold;
    QStringList order;
    const QHash<QString, Measured> a = lastMeasurements(snapshot, left.candidateId, &order);
    const QHash<QString, Measured> b = lastMeasurements(snapshot, right.candidateId, &order);
    out.left = describe(snapshot, left, !a.isEmpty());
    out.right = describe(snapshot, right, !b.isEmpty());
    auto firstRun = [&snapshot](int line) {
        const QStringList runs = snapshot.recordRuns.value(line);
        return runs.isEmpty() ? QString() : runs.first();
    };
    for (const QString &key : order) {
        DiffWorkloadRow row;
        row.workloadKey = key;
        if (const auto it = a.constFind(key); it != a.cend()) {
            row.leftUs = it->us;
            row.leftRecordLine = it->line;
            row.leftL0 = it->l0;
            row.leftRunDir = firstRun(it->line);
        }
        if (const auto it = b.constFind(key); it != b.cend()) {
            row.rightUs = it->us;
            row.rightRecordLine = it->line;
            row.rightL0 = it->l0;
            row.rightRunDir = firstRun(it->line);
        }
        if (std::isfinite(row.leftUs) && std::isfinite(row.rightUs) && row.leftUs > 0) {
            row.deltaPercent = (row.rightUs - row.leftUs) / row.leftUs * 100.0;
            if (!row.l0Failed())
                row.noise = DerivedSeries::classify(row.leftUs, row.rightUs, noiseThreshold);
        }
        out.workloads.append(row);
    }
    return out;
}
