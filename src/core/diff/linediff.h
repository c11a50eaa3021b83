// SPDX-License-Identifier: MIT
#pragma once

#include "diff/diffoptions.h"
#include "diff/diffresult.h"

#include <QFuture>
#include <QString>

class QThreadPool;

// Line diff of two texts through libgit2 (git_diff_buffers), then intra-line ranges for the lines
// that correspond inside each chunk. Pure function of its inputs: safe on any thread.
class LineDiff
{
public:
    static DiffResult compute(const QString &left, const QString &right, const DiffOptions &options = {});
    // Off the calling thread; `pool` null = the global pool.
    static QFuture<DiffResult> computeAsync(const QString &left, const QString &right, const DiffOptions &options = {},
                                            QThreadPool *pool = nullptr);
    // The git_diff_option_t flags for these options (indent heuristic on, like git's default).
    static quint32 gitFlags(const DiffOptions &options);
};
