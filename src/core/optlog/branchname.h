// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringView>

// How a log names an experiment branch by its file (workflow-formats.md: Gen A
// `{op}_opt_v{iter}_{opt_id}.py`, Gen B `{op}_round{iter}_{opt_id}.py`). One reading for the
// winner lines, the bare winner headings, the strict checks' table cells and the log locator.
namespace BranchName {

// The candidate id one word names. A branch file gives its id: "rms_norm_opt_v3_bs4096.py" ->
// "v3_bs4096", also the non-v "…_opt_r6a_x.py" -> "r6a_x", folders and backticks aside
// ("`perf_opt/x_opt_v1_a.py`"); a Gen B file keeps its name without ".py"
// ("argmax_like_round2_pipe"), which the record ids match as a suffix. Any other ".py" loses its
// folders and ".py"; any other word only its backticks ("v1_a/v1_b" stays).
QString idOf(QStringView word);

// Whether `word` (folders and backticks aside) is a branch kernel's file name of either
// generation: "…_opt_<tag>_<id>.py" (tag "v2", "r6a") or "…_round<N>_<id>.py". "run_experiments.py",
// "bench_opt_tool.py" and "v2_a.py" are not.
bool isBranchFile(QStringView word);

} // namespace BranchName
