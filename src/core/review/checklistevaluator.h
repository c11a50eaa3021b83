// SPDX-License-Identifier: MIT
#pragma once

#include "gates/gateresult.h"
#include "review/checklist.h"
#include "review/checklistverdict.h"

#include <memory>
#include <optional>

struct ProjectSnapshot;
class ChecklistQueries;

// Gives every checklist item its automatic verdict for one run, with the evidence behind it: gate
// items from the strict gate report, query items from the loaded model (ChecklistQueries), manual
// items with what the reviewer should look at. Plain values in, plain values out; nothing here
// touches the database.
class ChecklistEvaluator
{
public:
    // `report` is used when it is a strict report of this run's generation; otherwise the strict
    // profile is run here (without git history, so the verdicts depend on the run's files only).
    ChecklistEvaluator(const ProjectSnapshot &snapshot, const GateReport &report);
    explicit ChecklistEvaluator(const ProjectSnapshot &snapshot);
    ~ChecklistEvaluator();
    ChecklistEvaluator(const ChecklistEvaluator &) = delete;
    ChecklistEvaluator &operator=(const ChecklistEvaluator &) = delete;

    QList<ChecklistVerdict> evaluate(const Checklist &checklist) const;
    ChecklistVerdict evaluate(const ChecklistItem &item) const;
    const GateReport &gateReport() const { return m_report; }

private:
    ChecklistVerdict evaluateItem(const ChecklistItem &item) const;
    ChecklistVerdict fromGate(const ChecklistItem &item) const;
    // Gate findings (errors and warnings) of the item's rules turn any verdict into a failure.
    ChecklistVerdict withGate(ChecklistVerdict verdict, const ChecklistItem &item) const;
    QList<ChecklistEvidence> passEvidence(const ChecklistItem &item) const;
    // p1.valid-profiles when no record leads to msprof output in the run: nothing was checked.
    std::optional<ChecklistVerdict> uncheckedProfiles(const ChecklistItem &item) const;

    const ProjectSnapshot &m_snapshot;
    GateReport m_report;
    std::unique_ptr<ChecklistQueries> m_queries;
};
