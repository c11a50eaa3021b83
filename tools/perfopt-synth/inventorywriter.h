// SPDX-License-Identifier: MIT
#pragma once

#include "synthmodel.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

namespace Synth {

// Gen B perf_opt/workload_inventory.json (workflow-formats §a.2/§a.5): one tune item per
// workload, plus one smoke and one skipped item whose declared kinds equal the derived kinds.
class InventoryWriter
{
public:
    struct Item
    {
        QString workloadId;
        QString label;
        QStringList marks;
        QString kind; // tune / smoke / skipped
        QString reason;
        QString tuningStatus; // tune items
        QString dtype;
        int m = 0;
        int n = 0;
    };

    static QList<Item> items(const RunModel &model);
    static QByteArray json(const RunModel &model);
};

} // namespace Synth
