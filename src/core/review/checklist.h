// SPDX-License-Identifier: MIT
#pragma once

#include "review/checklistitem.h"

// What the workflow requires of a run of one generation, phase by phase (Phase 0 context,
// 1 baseline, 2 optimisation loop, 3 wrap-up, 4 retrospective). Built from data in checklist.cpp;
// widgets and exports only read it.
class Checklist
{
public:
    static constexpr int PhaseCount = 5;

    static Checklist forGeneration(Generation generation); // Unknown = Gen A's list
    Generation generation() const { return m_generation; }
    const QList<ChecklistItem> &items() const { return m_items; }
    QList<ChecklistItem> itemsOfPhase(int phase) const;
    const ChecklistItem *item(const QString &id) const;

    static QString phaseTitle(int phase); // interface language
    static QString phaseTitle(int phase, const QString &language); // "en" or "zh_CN" (exports)
    static QString phaseDescription(int phase);

private:
    Generation m_generation = Generation::Unknown;
    QList<ChecklistItem> m_items;
};
