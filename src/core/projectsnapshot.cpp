// SPDX-License-Identifier: MIT
#include "projectsnapshot.h"

Diagnostics ProjectSnapshot::diagnostics() const
{
    Diagnostics all = layout.diagnostics;
    all += records.diagnostics;
    all += inventory.diagnostics;
    all += lineage.diagnostics;
    return all;
}
