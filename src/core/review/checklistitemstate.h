// SPDX-License-Identifier: MIT
#pragma once

#include "review/checklistverdict.h"

// What the reviewer did with one checklist item of one run: ticked a manual item, overrode the
// automatic verdict (always with a reason), or wrote a note. Stored in the workspace database.
struct ChecklistItemState
{
    QString itemId;
    std::optional<ChecklistVerdict::Status> manual; // Pass (ticked) or Fail for a manual item
    std::optional<ChecklistVerdict::Status> overrideStatus; // replaces the automatic verdict
    QString reason; // why overridden; an override without a reason is not accepted
    QString note;
    QString updatedAt; // ISO 8601 UTC, set by the database
    QString updatedBy; // who wrote it last, set by the database
    int revision = 0; // the stored row's revision this state is based on; 0 = never stored

    bool isEmpty() const { return !manual && !overrideStatus && reason.isEmpty() && note.isEmpty(); }
    // The verdict the review reports: the override, else the reviewer's tick, else the automatic one.
    ChecklistVerdict::Status effective(ChecklistVerdict::Status automatic) const;
    bool operator==(const ChecklistItemState &) const = default;
};
