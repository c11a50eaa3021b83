// SPDX-License-Identifier: MIT
#pragma once

#include "export/exportoptions.h"
#include "review/reviewnote.h"

#include <QList>

struct ProjectSnapshot;
struct RunLayout;

// Optimize.md: the digest the workflow allows next to perf_opt/ (examples/{project}/{op}/Optimize.md),
// made only from opt_log.md and perf_records.jsonl — final results per workload with the geometric
// mean, the effective optimisations, the stop reason, open issues and the retrospective. Every
// number carries the record or log line it came from ([r12], [L256]; see docs/cli.md). The
// reviewer's notes on the run, when there are any, close it as "Reviewer remarks".
class OptimizeExporter
{
public:
    static QString markdown(const ProjectSnapshot &snapshot, const ExportOptions &options,
                            const QList<ReviewNote> &notes = {});
    // Where the workflow puts it: the operator directory, next to perf_opt/.
    static QString defaultPath(const RunLayout &layout);
};
