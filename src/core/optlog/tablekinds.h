// SPDX-License-Identifier: MIT
#pragma once

#include "optlog/cellvalue.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <functional>

// What a column of an opt_log table holds, whatever the log called it (English, Chinese,
// snake_case or prose; see shared/docs/workflow-formats.md §d for the variants).
enum class ColumnKind {
    Unknown,
    Candidate, // candidate / branch / merged_candidate / 候选 / config_id / run
    Base, // base / parent / 亲代
    OptId,
    DispatchPath,
    Workload,
    KernelId,
    TargetKernel,
    CapturedOp,
    TaskDurationUs, // any measured duration: Task Duration(us), 候选_us, merged_us(1st)…
    CurrentBestUs,
    BaselineUs,
    FinalUs,
    FinalCandidateId,
    EventUs, // NPU-event median (direction only)
    WorkloadUs, // wide layouts: a duration column headed by a workload name
    Correctness, // L0 / correctness / precision / 精度
    ProfileStatus,
    RawProfileDir,
    Status, // status / result / 状态 / 结论 / winner
    Delta, // Δ / vs best / improvement / 加速
    BlockDim,
    MajorChange, // major_change / 优化点 / 结构/配置
    Implementation, // 具体改法
    Phenomenon, // 目标现象
    Rationale, // 判断依据
    VerifyMetric, // 验证指标
    Metric, // profiler ratios and bandwidths
    Dtype,
    VpType,
    Evidence,
    Area,
    Issue,
    Title,
    SuggestedChange,
    Repro,
    ToolchainStamp,
    TargetDoc,
};

// What a whole table is for; decided from its columns and the heading/caption it sits under.
enum class TableKind {
    Other,
    Baseline,
    Candidates, // candidate optimization points
    ExperimentBranches,
    Comparison, // "候选 vs current best"
    DispatchCheck,
    MergeCheck,
    EventData,
    FinalGenA,
    FinalGenB, // kernel_id | workload_id | baseline_us | final_us | final_candidate_id
    Retrospective,
    Inventory,
};

class TableKinds
{
public:
    // Where a table sits: the nearest heading, the sentence just above it, and the enclosing
    // named sections. Classification needs this because headers alone are ambiguous (a
    // "candidate | Task Duration" table is a comparison under "对比表" and a plain result elsewhere).
    struct Context
    {
        QString heading;
        QString caption;
        bool inBaseline = false;
        bool inFinalData = false;
        bool inFinalSummary = false;
        bool inRetrospective = false;
        bool inInventory = false;
        bool inEventData = false;
    };

    // Lower-cased header with markup removed, full-width brackets folded and blanks collapsed.
    static QString normalizeHeader(const QString &header);
    static ColumnKind columnKind(const QString &header);
    // The time unit a header gives its bare numbers: "Task Duration (ms)", "耗时（ns）",
    // "latency_ms", "median [us]"; None when it names no time unit.
    static CellValue::UnitKind headerUnit(const QString &header);
    // Header kinds with the table-level refinement: unknown numeric columns in a table keyed
    // by candidate become WorkloadUs (the wide per-workload layout). `numericShare` gives, per
    // column, the share of body cells that hold a number.
    static QList<ColumnKind> columnKinds(const QStringList &headers, const QList<double> &numericShare);
    // The same, asking for a column's share only when the table's layout needs it (reading every
    // cell of a large log to count numbers is most of the cost of a table).
    static QList<ColumnKind> columnKinds(const QStringList &headers,
                                         const std::function<double(qsizetype column)> &numericShare);
    static TableKind classify(const QList<ColumnKind> &kinds, const QStringList &headers, const Context &context);
    // In a retrospective table without a vp_type column, the column that types its value points
    // under a plain name ("条目 | 类型 | 内容 | 回写位置"): "类型" or "type" beside a title or target
    // document. -1 when there is none (elsewhere a "type" is any type).
    static qsizetype plainTypeColumn(const QList<ColumnKind> &kinds, const QStringList &headers, TableKind kind);

    static QString columnKindName(ColumnKind kind);
    static QString tableKindName(TableKind kind);
};
