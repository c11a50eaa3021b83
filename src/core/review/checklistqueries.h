// SPDX-License-Identifier: MIT
#pragma once

#include "gates/gateresult.h"
#include "review/checklistverdict.h"

#include <QStringList>
#include <optional>

struct ProjectSnapshot;

// The questions the checklist's Query items ask of a loaded run (ChecklistItem::query): the log,
// the records, the inventory, DESIGN.md and the lineage. Each answer is a verdict with the lines
// it rests on. ChecklistEvaluator adds the gate findings of the item's rules.
class ChecklistQueries
{
public:
    ChecklistQueries(const ProjectSnapshot &snapshot, const GateReport &report);

    static bool has(const QString &query);
    ChecklistVerdict answer(const ChecklistItem &item) const; // Manual for an unknown query

    ChecklistEvidence logLine(int line) const; // opt_log.md line as evidence, its text shortened
    ChecklistEvidence recordLine(int line) const; // perf_records.jsonl line: candidate · key · duration
    QList<int> logLinesMatching(const QString &pattern, int limit = 5) const; // case-insensitive
    QStringList winners() const; // the candidates the log makes current best, in round order

private:
    using Query = ChecklistVerdict (ChecklistQueries::*)(const ChecklistItem &) const;
    static Query queryFor(const QString &id);

    ChecklistVerdict designFile(const ChecklistItem &item) const;
    ChecklistVerdict operatorType(const ChecklistItem &item) const;
    ChecklistVerdict design163(const ChecklistItem &item) const;
    ChecklistVerdict toolchainStamp(const ChecklistItem &item) const;
    ChecklistVerdict abPlan(const ChecklistItem &item) const;
    ChecklistVerdict dispatchBaselines(const ChecklistItem &item) const;
    ChecklistVerdict baselineRecord(const ChecklistItem &item) const;
    ChecklistVerdict baselineTable(const ChecklistItem &item) const;
    ChecklistVerdict designEstimate(const ChecklistItem &item) const;
    ChecklistVerdict sameBase(const ChecklistItem &item) const;
    ChecklistVerdict branchChanges(const ChecklistItem &item) const;
    ChecklistVerdict l0(const ChecklistItem &item) const;
    ChecklistVerdict merge(const ChecklistItem &item) const;
    ChecklistVerdict decisions(const ChecklistItem &item) const;
    ChecklistVerdict termination(const ChecklistItem &item) const;
    std::optional<ChecklistVerdict> missedTarget(const ChecklistItem &item, QList<ChecklistEvidence> evidence) const;
    ChecklistVerdict finalIsBest(const ChecklistItem &item) const;
    ChecklistVerdict finalWithoutRecords(const ChecklistItem &item, const QString &logBest) const;
    ChecklistVerdict speedups(const ChecklistItem &item) const;
    ChecklistVerdict precision(const ChecklistItem &item) const;
    ChecklistVerdict retrospective(const ChecklistItem &item) const;
    ChecklistVerdict vpType(const ChecklistItem &item) const;
    ChecklistVerdict evidenceTriplet(const ChecklistItem &item) const;
    ChecklistVerdict optimizeMd(const ChecklistItem &item) const;
    ChecklistVerdict stageResult(const ChecklistItem &item) const;

    const ProjectSnapshot &m_snapshot;
    const GateReport &m_report;
    QStringList m_logLines;
    QString m_design; // DESIGN.md text, empty when absent
    QString m_designPath;
};
