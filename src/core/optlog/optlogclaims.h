// SPDX-License-Identifier: MIT
#pragma once

#include "optlog/optlogmarkdown.h"

#include <QList>
#include <vector>

// The final claims an opt_log states, for the gates and the reviewer to check against the data:
// every final_latency statement, the Final Performance Test Data rows as the Gen B gate reads
// them, stated speedups, geometric means and stop reasons, and the latest Stage Result block.
// Needs the outline (sections) already built; part of OptLogParser::parse.
class OptLogClaims
{
public:
    // `textLines` are OptLogMarkdown::lineStarts(log.textWhileParsing).
    static void read(OptLog &log, const OptLogMarkdown &markdown, const std::vector<qsizetype> &textLines);
    // A geometric mean over one dispatch's or kernel's keys ("各 dispatch 加速比（dtype 几何平均）",
    // "Speedup per dispatch (geometric mean over dtypes)"), not the run's mean across all keys.
    static bool isPerGroupMean(const OptLogFigure &figure);
    // The geometric mean speedups (unit `unit`: "x", or "%" for "几何平均提速 +9.7%") the log states
    // the run reached: the latest Final Summary's when it states any, else all the log's; not a
    // bound or target ("≥ 2x", "目标 2x"), not one dispatch's own mean; the means across all keys
    // ("跨 dispatch", "overall") when some say so. What the gate, the checklist and the exports
    // hold to the records. latestOnly: the latest Final Summary's or none (a round's interim mean is
    // no claim about the run).
    static QList<const OptLogFigure *> statedGeomeans(const OptLog &log, QStringView unit = u"x",
                                                      bool latestOnly = false);

private:
    static void readFinalLatencies(OptLog &log, const OptLogMarkdown &markdown, const std::vector<qsizetype> &textLines);
    static void readGateFinalTable(OptLog &log, const std::vector<qsizetype> &textLines);
    static void readFigures(OptLog &log, const QList<OptLogMarkdown::TextBlock> &blocks);
    static void readTableStopReasons(OptLog &log);
    static void readStageResult(OptLog &log, const QList<OptLogMarkdown::TextBlock> &blocks,
                                const std::vector<qsizetype> &textLines);
};
