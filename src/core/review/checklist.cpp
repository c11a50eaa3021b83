// SPDX-License-Identifier: MIT
// The Stage 4 checklist as data. Each row cites the step of the workflow (shared/seed and its
// Gen B successor SKILL.md @1c5ca82) that asks for it; gate rule ids are GateEngine's.
#include "review/checklist.h"

#include <QCoreApplication>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

using V = ChecklistItem::Verification;
enum Gens { Both, OnlyA, OnlyB };

struct Row
{
    const char *id;
    int phase;
    const char *en;
    const char *zh;
    const char *source;
    V verification;
    const char *rules; // comma-separated gate rule ids
    const char *query;
    Gens generations;
};

// clang-format off
const Row rows[] = {
    // Phase 0: load context
    {"p0.context", 0, QT_TRANSLATE_NOOP("Checklist", "The context was read: {op}.py, DESIGN.md, hardware-context.md and the pattern-library index"),
     "已读取上下文：{op}.py、DESIGN.md、hardware-context.md 与 pattern-library/INDEX.md", "Phase 0 step 1", V::Manual, "", "design-file", Both},
    {"p0.operator-type", 0, QT_TRANSLATE_NOOP("Checklist", "The operator type is decided: cube, vector or mix"),
     "已判断算子类型：cube / vector / mix", "Phase 0 step 3", V::Query, "", "operator-type", Both},
    {"p0.design-163", 0, QT_TRANSLATE_NOOP("Checklist", "The vectorisation axis and layout decision (DESIGN §1.6.3) is checked against the measured phenomena"),
     "已对照 DESIGN §1.6.3（向量化轴与数据布局决策）与实测现象", "Phase 0 step 4", V::Query, "", "design-163", Both},
    {"p0.trap-stamps", 0, QT_TRANSLATE_NOOP("Checklist", "The toolchain version stamp (tilelang build, CANN, device) is recorded; trap conclusions are bound to it"),
     "已记录工具链版本戳（tilelang build、CANN、设备），陷阱结论与之绑定", "Phase 0 steps 2 and 4", V::Query, "", "toolchain-stamp", Both},
    {"p0.ab-plan", 0, QT_TRANSLATE_NOOP("Checklist", "When DESIGN §1.6 holds an experiment adjudication plan, the A/B measurement was run and logged"),
     "DESIGN §1.6 含实验裁决计划时，已执行 A/B 实测并写入 opt_log", "Phase 0 step 4", V::Query, "", "ab-plan", Both},
    {"p0.similar-ops", 0, QT_TRANSLATE_NOOP("Checklist", "Similar operators were searched (T.serial, T.Pipelined, multi-buffer, buffer reuse, dtype-aware parameters)"),
     "已搜索同类算子或历史实现（T.serial、T.Pipelined、multi-buffer、buffer 复用、dtype-aware 参数）", "Phase 0 steps 5–6", V::Manual, "", "", Both},

    // Phase 1: baseline
    {"p1.dispatch-paths", 1, QT_TRANSLATE_NOOP("Checklist", "Every real dispatch path has a representative workload with a baseline"),
     "每个真实 dispatch path 都有代表 workload 与 baseline", "Phase 1", V::Query, "", "dispatch-baselines", OnlyA},
    {"p1.inventory", 1, QT_TRANSLATE_NOOP("Checklist", "The workload inventory classifies every case as tune, smoke or skipped, with reasons"),
     "workload inventory 已把每个案例分类为 tune / smoke / skipped 并写明原因", "Phase 1", V::Gate, "S4-WORKLOAD-INVENTORY", "", OnlyB},
    {"p1.valid-profiles", 1, QT_TRANSLATE_NOOP("Checklist", "Profiles are valid: each record's msprof output exists in the run and agrees with its Task Duration"),
     "profile 有效：每条记录的 msprof 输出存在于 run 内且与 Task Duration 一致", "Phase 1", V::Gate, "REVIEW-PROFILE", "", Both},
    {"p1.baseline-record", 1, QT_TRANSLATE_NOOP("Checklist", "The baseline is the first record: round 0, candidate_id baseline, parent_id null"),
     "baseline 为 perf_records.jsonl 首行：round 0、candidate_id=baseline、parent_id=null", "Phase 1", V::Query, "", "baseline-record", Both},
    {"p1.baseline-table", 1, QT_TRANSLATE_NOOP("Checklist", "The log holds the baseline Performance Test Data: workload, target kernel, Task Duration, raw profile"),
     "opt_log 记录了 baseline Performance Test Data：workload、目标 kernel、Task Duration、raw profile", "Phase 1", V::Query, "", "baseline-table", Both},
    {"p1.design-estimate", 1, QT_TRANSLATE_NOOP("Checklist", "When DESIGN §1.6.0 has design-time estimates, the log adds the estimate vs measured deviation line (D-2)"),
     "DESIGN §1.6.0 含设计期估算时，Baseline 段已追加「设计估算 vs 实测」偏差行（D-2）", "Phase 1", V::Query, "", "design-estimate", Both},

    // Phase 2: optimisation loop, every round
    {"p2.comparison-table", 2, QT_TRANSLATE_NOOP("Checklist", "Every round has a \"candidate vs current best\" table whose numbers are the records'"),
     "每轮都有「候选 vs current best」对比表，且数字与 perf_records 一致", "Phase 2 steps 3 and 12", V::Gate, "S4-OPTLOG-COMPTABLE,REVIEW-COMPTABLE", "", Both},
    {"p2.same-base", 2, QT_TRANSLATE_NOOP("Checklist", "All branches of a round derive from the same current best"),
     "同一轮的实验分支都从同一个 current best 派生", "Phase 2 step 4", V::Query, "", "same-base", Both},
    {"p2.one-change", 2, QT_TRANSLATE_NOOP("Checklist", "Each experiment branch changes one main optimisation point"),
     "每个实验分支只改一个主要优化点", "Phase 2 step 5", V::Manual, "", "branch-changes", Both},
    {"p2.l0", 2, QT_TRANSLATE_NOOP("Checklist", "Every branch ran the L0 precision regression; no winner failed it"),
     "每个实验分支都跑了 L0 精度回归，且没有 L0 失败的 winner", "Phase 2 step 6", V::Query, "", "l0", Both},
    {"p2.records-appended", 2, QT_TRANSLATE_NOOP("Checklist", "One record per branch was appended to perf_records.jsonl, which stayed append-only"),
     "每个分支验证后向 perf_records.jsonl 追加一行，且文件保持 append-only", "Phase 2 step 7", V::Gate, "S4-PERF-RECORDS,S4-PERF-RECORDS-SCHEMA,REVIEW-APPEND-ONLY", "", Both},
    {"p2.lineage", 2, QT_TRANSLATE_NOOP("Checklist", "Every branch file is measured or reported blocked, and every parent_id names a recorded candidate"),
     "每个分支文件都有测量或记录为 blocked，parent_id 均指向已记录的候选", "Phase 2 steps 4 and 7", V::Gate, "REVIEW-LINEAGE", "", Both},
    {"p2.merge", 2, QT_TRANSLATE_NOOP("Checklist", "Each winner was merged into the kernel and re-measured on every tune workload (phase=merged)"),
     "每个 winner 都合入 kernel 并对全部 tune workload 复测（phase=merged）", "Phase 2 step 10 (Gen B)", V::Query, "", "merge", OnlyB},
    {"p2.non-regression", 2, QT_TRANSLATE_NOOP("Checklist", "A new current best regresses no must-measure dispatch or tune workload beyond the noise threshold"),
     "更新 current best 前确认必测 dispatch / tune workload 没有超过噪声阈值的回退", "Phase 2 step 10", V::Gate, "REVIEW-NON-REGRESSION", "", Both},
    {"p2.small-wins", 2, QT_TRANSLATE_NOOP("Checklist", "Gains under 5 % on kernels under 20 µs were decided by the interleaved A/B protocol"),
     "<20 µs kernel 上 <5% 的差异经交错 A/B 协议（ab_test.py）裁决", "Phase 2 step 10 (T-2)", V::Gate, "REVIEW-SMALL-WIN", "", Both},
    {"p2.decisions", 2, QT_TRANSLATE_NOOP("Checklist", "Every round states its winner or rollback conclusion"),
     "每轮都记录了 winner / rollback 结论", "Phase 2 steps 11–12", V::Query, "REVIEW-DECISION", "decisions", Both},
    {"p2.termination", 2, QT_TRANSLATE_NOOP("Checklist", "The stop reason is stated and the data supports it (success, budget_exhausted, plateau, blocked, user_stop)"),
     "已写明终止条件且有数据支撑（success / budget_exhausted / plateau / blocked / user_stop）", "Phase 2 termination", V::Query, "REVIEW-TERMINATION", "termination", Both},

    // Phase 3: wrap-up
    {"p3.final-is-best", 3, QT_TRANSLATE_NOOP("Checklist", "The final kernel perf_opt/{op}.py is the current best"),
     "最终 perf_opt/{op}.py 就是 current best", "Phase 3 step 1", V::Query, "", "final-is-best", Both},
    {"p3.final-claim", 3, QT_TRANSLATE_NOOP("Checklist", "The final claim reconciles with the records (final_latency within 1 %, or the Final Performance Test Data table)"),
     "最终结论与 perf_records 对账（final_latency 偏差 ≤1%，或 Final Performance Test Data 表）", "Phase 3 step 2", V::Gate, "S4-PERF-RECORDS-RECON,S4-PERF-RECORDS-COVERAGE,REVIEW-FINAL-CLAIM", "", Both},
    {"p3.speedups", 3, QT_TRANSLATE_NOOP("Checklist", "The Final Summary gives per-dispatch (per-workload) speedups and their geometric mean, matching the records"),
     "Final Summary 给出各 dispatch（workload）加速比与几何平均，且与 perf_records 一致", "Phase 3 step 2 (T-6)", V::Query, "", "speedups", Both},
    {"p3.design-limit", 3, QT_TRANSLATE_NOOP("Checklist", "[DESIGN_LIMIT] only when both conditions hold; perf_feedback.md exists exactly then and follows its schema"),
     "仅在两项条件同时满足时给出 [DESIGN_LIMIT]；perf_feedback.md 仅此时存在且符合 schema", "Phase 3 step 4", V::Gate,
     "REVIEW-DESIGN-LIMIT,S4-PERF-FEEDBACK,S4-PERF-FEEDBACK-PLACEHOLDER,S4-PERF-FEEDBACK-SCHEMA,S4-PERF-FEEDBACK-ANCHOR,S4-PERF-FEEDBACK-TRIGGER,S4-PERF-FEEDBACK-METRIC,S4-PERF-FEEDBACK-ROUTE,S4-PERF-FEEDBACK-REF", "", Both},
    {"p3.layout", 3, QT_TRANSLATE_NOOP("Checklist", "The top of perf_opt/ holds only what the workflow allows"),
     "perf_opt/ 顶层只放允许的文件", "Artifact layout", V::Gate, "REVIEW-LAYOUT", "", Both},
    {"p3.kernel-lint", 3, QT_TRANSLATE_NOOP("Checklist", "The final kernel passes the Stage 4 kernel lint"),
     "最终 kernel 通过 Stage 4 kernel lint", "Gate 4", V::Gate,
     "S4-EXISTS,S4-PARSE,S4-PLACEHOLDER,S4-JIT,S4-GOLDEN,S4-GOLDEN-TORCH,S4-STUB,S4-TEST-LEVELS,S4-MAIN-LEVEL,S4-PRIM-FUNC,S4-KERNEL", "", Both},
    {"p3.precision", 3, QT_TRANSLATE_NOOP("Checklist", "The final file passes the final precision regression (Gen B: every smoke workload)"),
     "最终文件通过最终精度回归（Gen B：全部 smoke workload）", "Phase 3 step 1", V::Query, "", "precision", Both},

    // Phase 4: retrospective and delivery
    {"p4.retrospective", 4, QT_TRANSLATE_NOOP("Checklist", "opt_log.md has a Skill Retrospective section"),
     "opt_log.md 含 Skill Retrospective 章节", "Phase 4 step 5", V::Query, "S4-OPTLOG", "retrospective", Both},
    {"p4.vp-type", 4, QT_TRANSLATE_NOOP("Checklist", "Every retrospective row is labelled with vp_type D, P, R or C"),
     "复盘表每行都标注 vp_type（D / P / R / C）", "Phase 4 step 5", V::Query, "", "vp-type", Both},
    {"p4.evidence", 4, QT_TRANSLATE_NOOP("Checklist", "Value point proposals carry evidence, repro and toolchain_stamp (mandatory for D)"),
     "价值点提案写全证据三件套 evidence + repro + toolchain_stamp（D 类必填）", "Phase 4 step 5", V::Query, "", "evidence-triplet", Both},
    {"p4.bp-proposals", 4, QT_TRANSLATE_NOOP("Checklist", "New or updated BP_xxx patterns were considered and only proposed, not merged into skill documents"),
     "已判断是否提出新的或更新已有 BP_xxx，且只作为 proposal", "Phase 4 steps 3–4 and 8", V::Manual, "", "", Both},
    {"p4.pattern-library", 4, QT_TRANSLATE_NOOP("Checklist", "New patterns, costs and trap findings were written back to the pattern library with a repro"),
     "新模式、代价数据与陷阱实证已回写 pattern-library 并附 repro", "Phase 4 step 6", V::Manual, "", "", Both},
    {"p4.optimize-md", 4, QT_TRANSLATE_NOOP("Checklist", "Optimize.md, when the project asks for it, is a digest of opt_log.md only"),
     "若项目要求 Optimize.md，其内容只摘自 opt_log.md", "Phase 4 step 7", V::Manual, "", "optimize-md", Both},
    {"p4.stage-result", 4, QT_TRANSLATE_NOOP("Checklist", "The Stage Result block has every field of its generation"),
     "Stage Result 块含本代格式的全部字段", "Delivery report", V::Query, "REVIEW-STAGE-RESULT", "stage-result", Both},
};
// clang-format on

} // namespace

Checklist Checklist::forGeneration(Generation generation)
{
    Checklist checklist;
    checklist.m_generation = generation;
    const Generation effective = generation == Generation::Unknown ? Generation::A : generation;
    for (const Row &row : rows) {
        ChecklistItem item;
        item.id = QString::fromLatin1(row.id);
        item.phase = row.phase;
        item.sourceText = QString::fromUtf8(row.en);
        item.textZh = QString::fromUtf8(row.zh);
        item.source = QString::fromUtf8(row.source);
        item.verification = row.verification;
        item.gateRules = QString::fromLatin1(row.rules).split(u',', Qt::SkipEmptyParts);
        item.query = QString::fromLatin1(row.query);
        if (row.generations == OnlyA)
            item.generations = {Generation::A};
        else if (row.generations == OnlyB)
            item.generations = {Generation::B};
        if (item.appliesTo(effective))
            checklist.m_items.append(item);
    }
    return checklist;
}

QList<ChecklistItem> Checklist::itemsOfPhase(int phase) const
{
    QList<ChecklistItem> out;
    for (const ChecklistItem &item : m_items)
        if (item.phase == phase)
            out.append(item);
    return out;
}

const ChecklistItem *Checklist::item(const QString &id) const
{
    for (const ChecklistItem &item : m_items)
        if (item.id == id)
            return &item;
    return nullptr;
}

namespace {

struct Phase
{
    const char *title;
    const char *zh;
    const char *description;
    const char *descriptionZh;
};

const Phase phases[Checklist::PhaseCount] = {
    {QT_TRANSLATE_NOOP("Checklist", "Phase 0 — Load context"), "Phase 0：加载上下文",
     QT_TRANSLATE_NOOP("Checklist", "What the tuner had to read and decide before measuring anything."),
     "开始测量之前必须读取和判断的内容。"},
    {QT_TRANSLATE_NOOP("Checklist", "Phase 1 — Baseline"), "Phase 1：采集初始 baseline",
     QT_TRANSLATE_NOOP("Checklist",
                       "The dispatch paths or workloads, their valid baseline profiles and the round 0 records."),
     "dispatch path 或 workload、有效的 baseline profile 与 round 0 记录。"},
    {QT_TRANSLATE_NOOP("Checklist", "Phase 2 — Optimisation loop"), "Phase 2：优化闭环",
     QT_TRANSLATE_NOOP("Checklist",
                       "Every round: comparison table, one change per branch, L0, records, non-regression, A/B for "
                       "small wins, termination."),
     "每一轮：对比表、每分支一个改动、L0、记录、非回退检查、小增益的 A/B、终止条件。"},
    {QT_TRANSLATE_NOOP("Checklist", "Phase 3 — Wrap-up"), "Phase 3：产物收束",
     QT_TRANSLATE_NOOP("Checklist",
                       "The final kernel, the final claim against the records, speedups and the [DESIGN_LIMIT] rules."),
     "最终 kernel、最终结论与记录的对账、加速比以及 [DESIGN_LIMIT] 规则。"},
    {QT_TRANSLATE_NOOP("Checklist", "Phase 4 — Retrospective"), "Phase 4：调优复盘与最终交付",
     QT_TRANSLATE_NOOP("Checklist",
                       "The Skill Retrospective with vp_type D/P/R/C and its evidence, repro and toolchain stamp."),
     "Skill Retrospective：vp_type D/P/R/C 标注及 evidence、repro、toolchain stamp。"},
};

bool interfaceIsChinese()
{
    return QLocale().language() == QLocale::Chinese;
}

} // namespace

QString Checklist::phaseTitle(int phase)
{
    if (phase < 0 || phase >= PhaseCount)
        return QString();
    const QString translated = QCoreApplication::translate("Checklist", phases[phase].title);
    if (translated != QString::fromUtf8(phases[phase].title) || !interfaceIsChinese())
        return translated;
    return QString::fromUtf8(phases[phase].zh);
}

QString Checklist::phaseTitle(int phase, const QString &language)
{
    if (phase < 0 || phase >= PhaseCount)
        return QString();
    return QString::fromUtf8(language.startsWith("zh"_L1) ? phases[phase].zh : phases[phase].title);
}

QString Checklist::phaseDescription(int phase)
{
    if (phase < 0 || phase >= PhaseCount)
        return QString();
    const QString translated = QCoreApplication::translate("Checklist", phases[phase].description);
    if (translated != QString::fromUtf8(phases[phase].description) || !interfaceIsChinese())
        return translated;
    return QString::fromUtf8(phases[phase].descriptionZh);
}
