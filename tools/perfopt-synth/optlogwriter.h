// SPDX-License-Identifier: MIT
#pragma once

#include "synthmodel.h"

#include <QByteArray>
#include <QString>

namespace Synth {

// perf_opt/opt_log.md in the shape of the real Stage-4 logs (workflow-formats §d): header, Gen B
// inventory, baseline table, one "## Iteration N（round N）" per round with candidate, branch and
// "候选 vs current best" tables and winner bullets, the Final Summary (final_latency line in Gen A,
// 5-column Final Performance Test Data table in Gen B), and the Skill Retrospective.
// Every duration in a table is a record's duration rounded to 2 decimals.
class OptLogWriter
{
public:
    explicit OptLogWriter(const RunModel &model);

    QByteArray contents() const;

private:
    QString header() const;
    QString inventorySection() const;
    QString baselineSection() const;
    QString roundBody(const RoundInfo &round) const;
    QString comparisonTable(const RoundInfo &round) const;
    QString roundWinner(const RoundInfo &round) const;
    QString finalSection() const;
    QString finalLatencyLine() const;
    QString finalTable() const;
    QString retrospective() const;
    QByteArray padding(const RoundInfo &round, qint64 bytes) const;

    QString currentBest() const; // "current best", or "current_best" with the defect
    QString workloadLabel(int workload) const;
    static QString us(int ticks);
    static QString percent(double value);

    const RunModel &m;
};

} // namespace Synth
