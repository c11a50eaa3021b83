// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringView>

// How a log names an experiment branch by its file (workflow-formats.md: Gen A
// `{op}_opt_v{iter}_{opt_id}.py`, Gen B `{op}_round{iter}_{opt_id}.py`). One reading for the
// winner lines, the bare winner headings, the strict checks' table cells and the log locator.
namespace BranchName {

// The candidate id one word names. Backticks and a path's folders go ("`perf_opt/x.py`"); a branch
// file gives its id: "rms_norm_opt_v3_bs4096.py" -> "v3_bs4096" (also the non-v "…_opt_r6a_x.py"
// -> "r6a_x"); a Gen B file keeps its name without ".py" ("argmax_like_round2_pipe"), which the
// record ids match as a suffix, as they match "v3_bs4096". Any other word comes back as it is.
QString idOf(QStringView word);

// Whether `word` (folders and backticks aside) is a branch kernel's file name of either
// generation: "…_opt_<id>.py" or "…_round<N>_<id>.py". "run_experiments.py" and "v2_a.py" are not.
bool isBranchFile(QStringView word);

} // namespace BranchName
