// SPDX-License-Identifier: MIT
#include "review/checklistitemstate.h"

ChecklistVerdict::Status ChecklistItemState::effective(ChecklistVerdict::Status automatic) const
{
    if (overrideStatus && !reason.trimmed().isEmpty())
        return *overrideStatus;
    if (manual && automatic == ChecklistVerdict::Status::Manual)
        return *manual;
    return automatic;
}
