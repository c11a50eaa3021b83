// SPDX-License-Identifier: MIT
#pragma once

#include "base/diagnostic.h"
#include "base/generation.h"
#include "optlog/cellvalue.h"
#include "optlog/tablekinds.h"

#include <QList>
#include <QVarLengthArray>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

// opt_log.md as a reviewer reads it. Plain values, filled by OptLogParser; every line number is
// 1-based in the file as written (see shared/docs/workflow-formats.md §d for the formats).

struct OptLogHeading
{
    int level = 0; // 1..6
    QString text; // rendered text, markup removed
    int line = 0;
};

// A block appended by one tuning session (see OptLogStructure): a campaign has its own title,
// baseline and iterations; a supplement (post-scriptum, 补充, 修正附录) adds to the campaign before
// it. The first H1 starts session 1, each later H1 the next. A log without headings has one.
struct OptLogSession
{
    enum class Kind { Campaign, Supplement };
    int index = 0; // 1-based
    QString title; // heading text, empty for a headless start
    int line = 0; // heading line (1 when headless)
    int endLine = 0;
    Kind kind = Kind::Campaign;
};

enum class OptLogSectionKind {
    Baseline, // Performance Test Data (Baseline) / Baseline Performance Test Data / …（Round 0 baseline…）
    WorkloadInventory,
    EventTestData,
    AutotuneLog,
    FinalPerformanceTestData,
    FinalSummary,
    SkillRetrospective,
    StageResult,
    IterationLog, // "## 2. Iteration Log" container
    Phase0, // toolchain / knowledge pre-injection
    Phase1, // diagnosis before the first round
    Appendix, // 附录 / 附： / Appendix
    Artefacts, // artefact / output file lists
};

struct OptLogSection
{
    OptLogSectionKind kind = OptLogSectionKind::Baseline;
    QString title;
    int level = 0;
    int line = 0;
    int endLine = 0; // last line before the next heading of the same or a higher level
    int session = 0;
};

enum class ColumnAlignment { Default, Left, Center, Right };

struct OptLogTableColumn
{
    QString header; // rendered header text
    ColumnKind kind = ColumnKind::Unknown;
    ColumnAlignment alignment = ColumnAlignment::Default;
    CellValue::UnitKind unit = CellValue::UnitKind::None; // of its bare numbers: "Task Duration (ms)"
    QStringView source; // the header cell as written, in its table's cellText
};

// A large log has hundreds of thousands of cells, most of which no reader looks at: each is a
// view into its table's one buffer (OptLogTable::cellText), not two strings of its own, 16 bytes
// (a 15,000-row log holds 200k cells); readings are made from the source when asked for. The
// rendered text is followed in the buffer by the source, unless both are the same characters (a
// plain cell). The views live as long as any copy of the table. A cell's line is its row's.
struct OptLogTableCell
{
    const QChar *at = nullptr; // the rendered text, then the source
    int textSize = 0;
    int sourceSize = 0; // -1: the source is the text

    QStringView text() const { return {at, textSize}; } // rendered by md4c
    // As written, markup included, trimmed (CellValue::raw).
    QStringView source() const { return sourceSize < 0 ? text() : QStringView(at + textSize, sourceSize); }
    CellValue::Brief brief() const { return CellValue::briefOf(source()); }
    CellValue value() const { return CellValue::parse(source()); }
};
static_assert(sizeof(OptLogTableCell) == 16);

struct OptLogTableRow
{
    int line = 0;
    QList<OptLogTableCell> cells; // exactly one per column (md4c pads and truncates)
    int sourceCellCount = 0; // cells as written; differs from the column count for ragged rows
};

struct OptLogTable
{
    int line = 0; // header row
    int endLine = 0;
    TableKind kind = TableKind::Other;
    QList<OptLogTableColumn> columns;
    QList<OptLogTableRow> rows; // body rows
    // Every cell's text and source, one after the other; the cells view it. Never written once the
    // table is built: a write would detach this copy's buffer from its cells' views. A cell (or its
    // views) copied out must not outlive the table; take toString() to keep text.
    QString cellText;
    QString heading; // nearest heading above
    int headingLine = 0;
    QString caption; // the paragraph or list item right above, e.g. "**候选 vs current best 对比表**"
    int round = -1; // index into OptLog::rounds
    int session = 0;

    int columnOf(ColumnKind kind) const
    {
        for (qsizetype i = 0; i < columns.size(); ++i)
            if (columns.at(i).kind == kind)
                return int(i);
        return -1;
    }
};

// A row of a "Candidate Optimization Points" table.
struct OptLogCandidate
{
    QString optId;
    QString phenomenon;
    QString change;
    QString status;
    int line = 0;
    int table = -1;
};

// One experiment branch as the round's table reports it.
struct OptLogBranch
{
    // A branch keeps its cells' brief readings, not the cells parsed whole (a 15,000-row log holds
    // 5,000 branches); the table keeps the cells.
    struct WorkloadValue
    {
        QString workload;
        CellValue::Brief value;
        double us = std::numeric_limits<double>::quiet_NaN(); // value in µs (its cell's or column's unit)
    };
    QString id; // branch / candidate cell text
    QString base;
    QString optId;
    QString change;
    CellValue::Brief correctness; // L0 / correctness cell (verdict)
    CellValue::Brief duration; // duration cell (primary = the headline number)
    double durationUs = std::numeric_limits<double>::quiet_NaN(); // duration in µs (its cell's or column's unit)
    QList<WorkloadValue> workloads; // wide tables: one value per workload column
    QString profileStatus;
    QString status; // result / status / 结论 cell text
    int line = 0;
    int table = -1;
};

// A stated decision: "- winner: …", "winner：…", "**采纳 r8h 为 current best**", …
struct OptLogDecision
{
    enum class Kind { Winner, Reason, NewCurrentBest, Rollback, Blocked, ConfigNoGain, FamilyNoGain, Defer, Base };
    Kind kind = Kind::Winner;
    QString key; // as written: "winner", "rollback/blocked", "new_current_best", "采纳"…
    QString value; // text after the key, markup removed
    QString candidate; // the branch / candidate id the value names, if any
    bool keepsCurrentBest = false; // "winner: **v2_vmask 不变**", "current_best 保持"
    bool prose = false; // found in running text rather than as a "key: value" item
    bool undecided = false; // "winner: TBD", "winner: 待定": a placeholder, not a decision yet
    // Read from the mark in a branch or candidate table's result cell ("improved (winner)") of a
    // round that states no winner in words.
    bool fromTable = false;
    // A rollback the round's merge check states ("合并检查失败，回退到 v3_bs4096"): the check comes
    // after the winner is chosen, so it undoes the adoption rather than yielding to it.
    bool mergeCheckFailed = false;
    int line = 0;
};

struct OptLogRound
{
    int ordinal = 0; // 1-based, unique across the log, in document order
    QString label; // the round's label as written: "Iteration 4", "第3轮", "R2", or the baseline heading
    bool baseline = false; // a campaign's baseline section: its round 0
    int number = -1; // workflow round when the heading states "round N", else the iteration number
    int lastNumber = -1; // "Rounds 4–5": one heading for rounds 4 to 5 (5 here); -1 for one round
    // "Round 3a" then "Round 3b": one round in parts, written one after the other. Each part's letter
    // and first line (the first part's is the round's); empty for a round written in one piece.
    QList<std::pair<QChar, int>> parts;
    int iteration = -1; // N of "Iteration N", -1 when the heading has none
    bool roundStated = false; // the heading says "round N" (or "Round N …")
    QString heading;
    int level = 0;
    int line = 0;
    int endLine = 0;
    int session = 0; // the campaign (or supplement) holding the round
    QList<int> tables; // indices into OptLog::tables
    QList<int> comparisonTables;
    QList<OptLogCandidate> candidates;
    QList<OptLogBranch> branches;
    QList<OptLogDecision> decisions;

    // The part of the round a line is in (0 for a round in one piece).
    int partAt(int atLine) const
    {
        const auto after = std::upper_bound(parts.cbegin(), parts.cend(), atLine,
                                            [](int at, const std::pair<QChar, int> &part) { return at < part.second; });
        return std::max(0, int(after - parts.cbegin()) - 1);
    }
    // Each part's winner statement (one entry for a round in one piece): its first, or when that is
    // a placeholder ("winner: TBD"), the first decided one after it: the log was filled in later.
    QVarLengthArray<const OptLogDecision *, 4> winnersByPart() const
    {
        QVarLengthArray<std::pair<const OptLogDecision *, const OptLogDecision *>, 4> firstAndDecided(
            std::max<qsizetype>(parts.size(), 1), {nullptr, nullptr});
        for (const OptLogDecision &decision : decisions) {
            if (decision.kind != OptLogDecision::Kind::Winner)
                continue;
            auto &[first, decided] = firstAndDecided[partAt(decision.line)];
            if (!first)
                first = &decision;
            if (!decided && !decision.undecided)
                decided = &decision;
        }
        QVarLengthArray<const OptLogDecision *, 4> winners;
        for (const auto &[first, decided] : firstAndDecided)
            winners.append(first && first->undecided && decided ? decided : first);
        return winners;
    }
    // The stated winner, or nullptr. Of a round in parts, the last part's that names a branch (a
    // later part that adds none, keeps the best or has not decided leaves the earlier part's
    // standing); if none names one, the last part's statement.
    const OptLogDecision *winner() const
    {
        const QVarLengthArray<const OptLogDecision *, 4> winners = winnersByPart();
        const OptLogDecision *stated = nullptr;
        for (qsizetype part = winners.size() - 1; part >= 0; --part) {
            const OptLogDecision *w = winners.at(part);
            if (w && !w->candidate.isEmpty() && !w->undecided && !w->keepsCurrentBest)
                return w;
            if (!stated)
                stated = w;
        }
        return stated;
    }
    // The last statement of a new current best (prose "采纳 X 为 current best" included), or nullptr.
    const OptLogDecision *newCurrentBest() const
    {
        for (qsizetype i = decisions.size() - 1; i >= 0; --i)
            if (decisions.at(i).kind == OptLogDecision::Kind::NewCurrentBest)
                return &decisions.at(i);
        return nullptr;
    }
    // Whether the round has experiments to conclude: branches, or a comparison table.
    bool hasExperiments() const
    {
        return !baseline && number >= 1 && (!branches.isEmpty() || !comparisonTables.isEmpty());
    }
    // The round's conclusion as stated: its winner ("no winner this round" and "current best stays"
    // included), else its new current best; nullptr when it states neither. A winner only marked in
    // a table's result cell ("improved (winner)") is returned when nothing better is (fromTable),
    // and a placeholder ("winner: TBD") as it is (undecided): neither concludes the round.
    const OptLogDecision *statedConclusion() const
    {
        const OptLogDecision *stated = winner();
        if (!stated || stated->fromTable || stated->undecided) {
            if (const OptLogDecision *best = newCurrentBest())
                stated = best;
        }
        return stated;
    }
    const OptLogDecision *firstDecision(OptLogDecision::Kind kind) const
    {
        for (const OptLogDecision &decision : decisions)
            if (decision.kind == kind)
                return &decision;
        return nullptr;
    }
};

// One occurrence of "final_latency" in the text.
struct OptLogFinalLatency
{
    double value = std::numeric_limits<double>::quiet_NaN(); // NaN when no number follows
    QString unit; // "us", "µs", "ms" or "ns" (微秒, 毫秒 and 纳秒 read as us, ms and ns); empty when none
    QString workload; // "smoke-dit/fp32: final_latency: 3.12 us" -> "smoke-dit/fp32"
    int line = 0;
    int column = 0; // 1-based, in characters
    bool gateForm = false; // matches the Gen A gate regex exactly (§a.3 item 7)
    bool first = false; // the first gate-form occurrence: what the Gen A gate reads
    bool inLatestFinalSummary = false; // what a human reads (shown, in the latest Final Summary)
    bool shown = true; // false in an HTML comment or struck out: the gate reads it, a reader does not see it
    QString lineText;
    double speedup = std::numeric_limits<double>::quiet_NaN(); // "w2: 219.23 us（2.77×）" -> 2.77

    // The claim in µs, the records' unit ("final_latency: 0.0179 ms" is 17.9 µs; no unit is µs, as
    // the workflow writes it). The workflow's gate reads the bare number whatever the unit.
    // Shifted in decimal ("0.01792" -> "0.01792e3"), so 17.92 stays 17.92, not 17.919999999999998.
    double microseconds() const
    {
        if (unit == QLatin1StringView("ms"))
            return QString(QString::number(value, 'g', 15) + u"e3").toDouble();
        if (unit == QLatin1StringView("ns"))
            return QString(QString::number(value, 'g', 15) + u"e-3").toDouble();
        return value;
    }
    // How surely `workloadKey` ("long_row / fp16_8x262144") is the workload this claim names, from
    // the words of two or more letters or digits of `workload` ("fp16_8x262144", "long_row/fp16
    // 8×262144", "elementwise-16m/fp32"), in any case: 2 when each is one of the key's words, 1 when
    // each is in the key ("fp16" in "fp16_8x262144", but also "fp32" in "fp32_transit"), 0 when one
    // is not, or the claim names no workload. Take the best grade any key reaches.
    int workloadMatch(const QString &workloadKey) const;
};

// A number stated with x, × or 倍 (speedups), or a geometric mean (x or %).
struct OptLogFigure
{
    double value = std::numeric_limits<double>::quiet_NaN();
    double high = std::numeric_limits<double>::quiet_NaN(); // "2.0–2.3x"
    QString unit; // "x" or "%"
    QString qualifier; // "~", "≈", "≥"…
    QString label; // text just before the number on its clause, e.g. "16M fp32"
    int line = 0;
    bool inLatestFinalSummary = false;
    QString written; // the number as the log writes it ("1.90", "+6.4"), for a quote that greps
};

struct OptLogStopReason
{
    enum class Reason { Success, Plateau, Blocked, BudgetExhausted, UserStop, PrecisionFixed };
    QString key; // 中止原因 / 收束原因 / stop_reason
    QString raw; // "plateau + 候选穷尽"
    QList<Reason> reasons; // in order of appearance, compound values give several
    int line = 0;
    bool inLatestFinalSummary = false;
};

struct OptLogField
{
    QString key;
    QString value;
    int line = 0;
};

// A row of the Final Performance Test Data table as the Gen B gate reads it (§a.5): raw line
// scan, no Markdown, cells trimmed between the outer pipes.
struct OptLogGateFinalRow
{
    int line = 0;
    QStringList cells;
};

struct OptLog
{
    QString displayPath;
    // The whole file as read: the loader's buffer, shared (no copy). text() decodes it, invalid
    // bytes replaced; the model keeps no decoded copy (for a large log the largest block of the
    // model, and no reader of the finished model needs it more than once). The parser's passes
    // read textWhileParsing, emptied when the parse is done.
    QByteArray utf8;
    QString textWhileParsing;
    QString text() const { return QString::fromUtf8(utf8); }
    qsizetype byteSize = 0;
    int lineCount = 0;
    bool validUtf8 = true;
    bool blank = true; // empty or whitespace only
    Diagnostics diagnostics;

    QList<OptLogHeading> headings;
    QList<OptLogSession> sessions;
    QList<OptLogSection> sections;
    QList<OptLogRound> rounds; // document order (which may differ from number order)
    QList<OptLogTable> tables;
    QList<OptLogDecision> looseDecisions; // outside every round

    QList<OptLogFinalLatency> finalLatencies;
    // Gen B §a.5: a line exactly "## " or "### " + "Final Performance Test Data".
    bool hasExactFinalHeading = false;
    int exactFinalHeadingLine = 0;
    QList<OptLogGateFinalRow> gateFinalRows;
    QList<int> finalTables; // FinalGenA and FinalGenB tables, indices into tables
    QList<OptLogFigure> speedups; // inside Final Summary sections
    QList<OptLogFigure> geomeans; // anywhere in running text
    QList<OptLogStopReason> stopReasons;
    QList<OptLogField> stageResult; // "- key: value" items under "## Stage Result"
    int stageResultLine = 0;

    // Gate helpers (§a.3 items 1 and 6), computed on the decoded text.
    bool containsTaskDuration = false;
    bool containsCurrentBest = false;
    bool hasSkillRetrospective = false;
    Generation generationHint = Generation::Unknown; // what the log alone suggests
    QString generationHintEvidence; // why, e.g. "the Gen B final table"
    int generationHintLine = 0;
    // The kernel the title names in backquotes ("# Stage 4 调优日志 — `_op_kernel`"), or its
    // leading identifier; empty when the title names none.
    QString titleKernelName;

    // The log's design_limit_signal value as stated: its Stage Result block's field, else the last
    // "design_limit_signal: …" line anywhere (prose that merely discusses [DESIGN_LIMIT] states
    // nothing); empty when none. `line` gets the line it is on.
    QString designLimitSignal(int *line = nullptr) const;

    const OptLogFinalLatency *gateFinalLatency() const
    {
        for (const OptLogFinalLatency &claim : finalLatencies)
            if (claim.first)
                return &claim;
        return nullptr;
    }
    // The final_latency a reader takes for the run's: the first number the latest Final Summary
    // shows, else the one the Gen A gate reads (a log may summarise twice; the gate reads the first).
    const OptLogFinalLatency *readerFinalLatency() const
    {
        for (const OptLogFinalLatency &claim : finalLatencies)
            if (claim.inLatestFinalSummary && std::isfinite(claim.value))
                return &claim;
        return gateFinalLatency();
    }
    // Index into sections of the last Final Summary, -1 if none.
    int latestFinalSummary() const
    {
        for (qsizetype i = sections.size() - 1; i >= 0; --i)
            if (sections.at(i).kind == OptLogSectionKind::FinalSummary)
                return int(i);
        return -1;
    }
};
