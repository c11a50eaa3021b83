// SPDX-License-Identifier: MIT
#pragma once

#include "export/exportoptions.h"

struct ProjectSnapshot;

// The workflow's delivery block ("## Stage Result", seed "交付报告"), filled from the run: Gen A
// baseline_latency / final_latency / improvement, Gen B the *_by_workload lists, plus the agent
// contract's mode, perf_records and perf_iteration. The verdict is the workflow gate's.
class StageResultExporter
{
public:
    static QString markdown(const ProjectSnapshot &snapshot, const ExportOptions &options);
    // "examples/{project}/{op}" as the workflow names the operator directory.
    static QString operatorPath(const ProjectSnapshot &snapshot);
    // The {project} of that path: the folder under examples/, "TileOPs" for an operator under
    // tileops/kernels/ (the workflow's TileOPs 集成算子), else the operator directory's parent.
    static QString project(const ProjectSnapshot &snapshot);
};
