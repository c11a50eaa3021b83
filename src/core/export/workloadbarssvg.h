// SPDX-License-Identifier: MIT
#pragma once

#include "export/exportoptions.h"
#include "export/finalresults.h"

// Baseline vs final Task Duration per workload as a small self-contained SVG (horizontal bars, one
// pair per workload, the speedup beside them). Written in core so that the CLI's review report has
// a chart; the workbench's own chart pictures come from gui/ChartImageExport.
class WorkloadBarsSvg
{
public:
    static QString svg(const FinalResults &results, const QString &title, const ExportOptions &options);
};
