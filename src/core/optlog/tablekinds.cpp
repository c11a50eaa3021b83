// SPDX-License-Identifier: MIT
#include "optlog/tablekinds.h"

#include <algorithm>
#include <initializer_list>

namespace {

bool isOneOf(const QString &text, std::initializer_list<const char16_t *> words)
{
    return std::any_of(words.begin(), words.end(), [&](const char16_t *word) { return text == QStringView(word); });
}

bool containsAny(const QString &text, std::initializer_list<const char16_t *> words)
{
    return std::any_of(words.begin(), words.end(),
                       [&](const char16_t *word) { return text.contains(QStringView(word)); });
}

bool startsWithAny(const QString &text, std::initializer_list<const char16_t *> words)
{
    return std::any_of(words.begin(), words.end(),
                       [&](const char16_t *word) { return text.startsWith(QStringView(word)); });
}

// The header without a trailing explanation: "task_duration_us (median/15)" -> "task_duration_us".
QString headerBase(const QString &normalized)
{
    const qsizetype paren = normalized.indexOf(QLatin1Char('('));
    return (paren > 0 ? normalized.left(paren) : normalized).trimmed();
}

bool isDurationHeader(const QString &base, const QString &full)
{
    // "Task Duration(us)", "耗时 (µs)" (micro sign U+00B5 or Greek mu U+03BC): the same column.
    // A unit alone ("us", "µs"), "msprof median", "p50": what an agent heads the same column with (not
    // "time" alone: ssd_chunk_scan's log has a column of timestamps so headed).
    return base.contains(u"duration") || base.endsWith(u"_us") || base.endsWith(u" us") || full.contains(u"(us)")
        || full.contains(u"(µs)") || full.contains(u"(μs)") || base.endsWith(u" µs") || base.endsWith(u" μs")
        || base.startsWith(u"median") || base.endsWith(u" median") || base.contains(u"时延") || base.contains(u"耗时")
        || base.contains(u"latency") || base == u"us" || base == u"µs" || base == u"μs" || base == u"p50"
        || base == u"task time";
}

bool isMetricHeader(const QString &base)
{
    return containsAny(base,
                       {u"ratio", u"bw", u"利用率", u"utilization", u"memory", u"aicore", u"→", u"bytes", u"mte",
                        u"vec", u"scalar", u"cube", u"bandwidth", u"带宽"});
}

} // namespace

QString TableKinds::normalizeHeader(const QString &header)
{
    QString text = header;
    text.remove(QStringLiteral("**"));
    text.remove(QLatin1Char('`'));
    text.replace(QChar(0xFF08), QLatin1Char('(')); // （
    text.replace(QChar(0xFF09), QLatin1Char(')')); // ）
    return text.simplified().toLower();
}

CellValue::UnitKind TableKinds::headerUnit(const QString &header)
{
    const QString full = normalizeHeader(header);
    // A bracketed unit anywhere ("duration (ms) median"): one pass, each closing bracket against
    // the last opening one. Else a unit word or snake_case suffix at the end ("tokens/ms" is a rate).
    qsizetype open = -1;
    for (qsizetype i = 0; i < full.size(); ++i) {
        const QChar c = full.at(i);
        if (c == QLatin1Char('(') || c == QLatin1Char('[')) {
            open = i;
        } else if (open >= 0 && (c == QLatin1Char(')') || c == QLatin1Char(']'))) {
            const CellValue::UnitKind unit = CellValue::unitKind(QStringView(full).sliced(open + 1, i - open - 1).trimmed());
            if (unit == CellValue::UnitKind::Microseconds || unit == CellValue::UnitKind::Milliseconds
                || unit == CellValue::UnitKind::Nanoseconds)
                return unit;
            open = -1;
        }
    }
    const QString base = headerBase(full);
    for (const auto &[suffix, unit] :
         {std::pair {u"ms", CellValue::UnitKind::Milliseconds}, std::pair {u"ns", CellValue::UnitKind::Nanoseconds},
          std::pair {u"us", CellValue::UnitKind::Microseconds}, std::pair {u"µs", CellValue::UnitKind::Microseconds},
          std::pair {u"μs", CellValue::UnitKind::Microseconds}}) {
        const QStringView word(suffix);
        if (base.size() > word.size() && base.endsWith(word)) {
            const QChar before = base.at(base.size() - word.size() - 1);
            if (before == QLatin1Char('_') || before == QLatin1Char(' '))
                return unit;
            // "耗时/ms" is a duration in ms; "tokens/ms" a rate.
            if (before == QLatin1Char('/')
                && containsAny(base.first(base.size() - word.size() - 1), {u"耗时", u"时延", u"time", u"duration", u"latency"}))
                return unit;
        }
    }
    return CellValue::UnitKind::None;
}

ColumnKind TableKinds::columnKind(const QString &header)
{
    const QString full = normalizeHeader(header);
    const QString b = headerBase(full);
    if (b.isEmpty())
        return ColumnKind::Unknown;
    // Order matters: "候选_us" is a duration before it is a candidate, "current_best_us" a
    // reference before it is a duration, "merged_us(1st)" a repeat measurement.
    if (b.startsWith(u"kernel_id") || b == u"kernel")
        return ColumnKind::KernelId;
    if (b.startsWith(u"final_candidate"))
        return ColumnKind::FinalCandidateId;
    if (containsAny(full, {u"1st", u"2nd", u"3rd"}))
        return ColumnKind::TaskDurationUs;
    // The reference the candidate is held against: "当前最优(us)", "best_us", "base_us".
    if (startsWithAny(b, {u"current_best", u"current best", u"current-best", u"当前最优", u"当前最佳", u"cur_best"})
        || isOneOf(b, {u"best_us", u"best us", u"base_us", u"base us", u"parent_us", u"incumbent_us"}))
        return ColumnKind::CurrentBestUs;
    if (b.startsWith(u"baseline_us") || isOneOf(b, {u"baseline", u"baseline us", u"基线", u"基线_us"}))
        return ColumnKind::BaselineUs;
    if (b.startsWith(u"final_us") || isOneOf(b, {u"final", u"final us", u"最终_us"}))
        return ColumnKind::FinalUs;
    if (b.startsWith(u"event_median") || isOneOf(b, {u"event_us", u"event", u"event us"}))
        return ColumnKind::EventUs;
    if (b.startsWith(u"workload") || isOneOf(b, {u"case", u"case_id", u"shape"}))
        return ColumnKind::Workload;
    if (b.startsWith(u"dispatch"))
        return ColumnKind::DispatchPath;
    if (isOneOf(b, {u"opt_id", u"opt id", u"optimization_id"}))
        return ColumnKind::OptId;
    if (isOneOf(b, {u"base", u"parent", u"parent_id", u"base_id", u"亲代", u"base/parent"}))
        return ColumnKind::Base;
    if (isOneOf(b, {u"target_kernel", u"target_kernel_name", u"target", u"target/captured", u"target kernel"}))
        return ColumnKind::TargetKernel;
    if (b.startsWith(u"captured"))
        return ColumnKind::CapturedOp;
    if (isOneOf(b, {u"dtype", u"数据类型"}))
        return ColumnKind::Dtype;
    if (b.startsWith(u"block_dim") || b.startsWith(u"block dim") || b == u"blockdim")
        return ColumnKind::BlockDim;
    if (isDurationHeader(b, full))
        return ColumnKind::TaskDurationUs;
    if (startsWithAny(b, {u"candidate", u"branch", u"merged_candidate", u"候选", u"分支", u"实验分支"})
        || isOneOf(b, {u"config_id", u"run", u"variant", u"kernel 版本", u"变体", u"方案", u"优化方案"}))
        return ColumnKind::Candidate;
    if (startsWithAny(b, {u"l0", u"l1", u"correctness", u"precision", u"精度", u"正确性"}) || b == u"check")
        return ColumnKind::Correctness;
    if (b.startsWith(u"profile_status") || b == u"profile status")
        return ColumnKind::ProfileStatus;
    if (b.startsWith(u"raw") || isOneOf(b, {u"profile_dir", u"msprof_raw_path"}))
        return ColumnKind::RawProfileDir;
    if (isOneOf(b,
                {u"status", u"result", u"状态", u"结论", u"verdict", u"变化", u"结果", u"winner", u"判定", u"outcome",
                 u"处置", u"drift_status", u"event_quality", u"decision", u"决策"}))
        return ColumnKind::Status;
    // "delta_vs_best", "相对 current best", "相对 baseline": a change against a reference ("相对误差"
    // is a precision figure).
    if (b.startsWith(u"δ") || b.startsWith(u"vs ") || b.startsWith(u"vs_") || b.startsWith(u"delta_")
        || (b.startsWith(u"相对") && !containsAny(b, {u"误差", u"error", u"精度"}))
        || isOneOf(b, {u"delta", u"improvement", u"ratio", u"speedup", u"提升", u"加速", u"加速比", u"变化率", u"gain"})
        || containsAny(b, {u"加速", u"speedup", u"提速"}))
        return ColumnKind::Delta;
    // The candidate table's columns (opt_id | 目标现象 | 优化点 | 判断依据 | 具体改法 | 验证指标 | 状态),
    // also as an English log heads them.
    if (isOneOf(b,
                {u"major_change", u"结构/配置", u"优化点", u"change", u"改动", u"主要改动", u"配置", u"结构",
                 u"optimization point", u"optimization_point", u"optimization", u"opt point", u"major change"}))
        return ColumnKind::MajorChange;
    if (isOneOf(b,
                {u"具体改法", u"implementation", u"改法", u"how", u"concrete change", u"specific change",
                 u"change details", u"implementation plan", u"specific_change"}))
        return ColumnKind::Implementation;
    if (isOneOf(b,
                {u"目标现象", u"phenomenon", u"现象", u"target phenomenon", u"target_phenomenon", u"phenomena",
                 u"observed phenomenon", u"symptom", u"target symptom"}))
        return ColumnKind::Phenomenon;
    if (isOneOf(b, {u"判断依据", u"rationale", u"依据", u"basis", u"justification", u"reasoning", u"judgment basis"}))
        return ColumnKind::Rationale;
    if (isOneOf(b,
                {u"验证指标", u"verification", u"verify_metric", u"validation metric", u"verification metric",
                 u"verify metric", u"metric to verify", u"success metric"}))
        return ColumnKind::VerifyMetric;
    if (b == u"vp_type")
        return ColumnKind::VpType;
    if (b.startsWith(u"evidence") || b.startsWith(u"证据"))
        return ColumnKind::Evidence;
    if (b == u"area")
        return ColumnKind::Area;
    if (isOneOf(b, {u"issue", u"问题"}))
        return ColumnKind::Issue;
    if (isOneOf(b, {u"title", u"条目", u"标题"}))
        return ColumnKind::Title;
    if (b == u"suggested_doc_change")
        return ColumnKind::SuggestedChange;
    if (b == u"repro")
        return ColumnKind::Repro;
    if (b == u"toolchain_stamp")
        return ColumnKind::ToolchainStamp;
    if (isOneOf(b, {u"target_doc", u"回写位置"}))
        return ColumnKind::TargetDoc;
    if (isMetricHeader(b))
        return ColumnKind::Metric;
    return ColumnKind::Unknown;
}

QList<ColumnKind> TableKinds::columnKinds(const QStringList &headers, const QList<double> &numericShare)
{
    return columnKinds(headers, [&numericShare](qsizetype column) { return numericShare.value(column); });
}

QList<ColumnKind> TableKinds::columnKinds(const QStringList &headers,
                                          const std::function<double(qsizetype column)> &numericShare)
{
    QList<ColumnKind> kinds;
    kinds.reserve(headers.size());
    for (const QString &header : headers)
        kinds.append(columnKind(header));
    const bool hasDuration = kinds.contains(ColumnKind::TaskDurationUs);
    // ssd@4fe74a6 and multi_head_attention put one workload per column ("branch | smoke | w2 | …").
    const bool keyedByCandidate = kinds.contains(ColumnKind::Candidate);
    if (keyedByCandidate && !hasDuration) {
        for (qsizetype i = 0; i < kinds.size(); ++i) {
            if (kinds.at(i) == ColumnKind::Unknown && numericShare(i) >= 0.6)
                kinds[i] = ColumnKind::WorkloadUs;
        }
    }
    return kinds;
}

TableKind TableKinds::classify(const QList<ColumnKind> &kinds, const QStringList &headers, const Context &context)
{
    const QString heading = normalizeHeader(context.heading);
    const QString around = heading + QLatin1Char(' ') + normalizeHeader(context.caption);
    const auto has = [&](ColumnKind kind) {
        return kinds.contains(kind);
    };
    const bool hasDuration = has(ColumnKind::TaskDurationUs) || has(ColumnKind::WorkloadUs);

    const QList<ColumnKind> genB {ColumnKind::KernelId, ColumnKind::Workload, ColumnKind::BaselineUs,
                                  ColumnKind::FinalUs, ColumnKind::FinalCandidateId};
    if (kinds == genB)
        return TableKind::FinalGenB;
    if (has(ColumnKind::VpType) || context.inRetrospective)
        return TableKind::Retrospective;
    const bool inventoryColumns = has(ColumnKind::KernelId) && has(ColumnKind::Workload)
        && std::any_of(headers.begin(), headers.end(), [](const QString &h) { return normalizeHeader(h) == u"kind"; });
    if (context.inInventory || inventoryColumns)
        return TableKind::Inventory;
    if (context.inEventData || around.contains(u"event test data")
        || (has(ColumnKind::EventUs) && has(ColumnKind::Candidate) && !hasDuration))
        return TableKind::EventData;
    if (containsAny(around, {u"合并检查", u"合并复测", u"merge check", u"merged check"})
        || (!kinds.isEmpty() && normalizeHeader(headers.constFirst()).startsWith(u"merged_candidate")))
        return TableKind::MergeCheck;
    // A table its author titled as the comparison table is one, whatever its columns look like.
    const bool comparisonTitle = containsAny(around, {u"vs current best", u"vs current-best", u"对比表"});
    // Under "### Experiment Branches" a base's duration ("base_us") is a reference column of the
    // branch table, not the sign of a dispatch check or comparison table.
    const bool branchesHeading = containsAny(heading, {u"experiment branches", u"实验分支"});
    if (containsAny(around, {u"dispatch 检查", u"dispatch检查", u"dispatch check", u"非回退检查"})
        || (!comparisonTitle && !branchesHeading && has(ColumnKind::DispatchPath) && has(ColumnKind::CurrentBestUs)
            && hasDuration))
        return TableKind::DispatchCheck;
    const bool candidateColumns = has(ColumnKind::OptId)
        && (has(ColumnKind::Phenomenon) || has(ColumnKind::Rationale) || has(ColumnKind::VerifyMetric)) && !hasDuration;
    if (candidateColumns || containsAny(heading, {u"candidate optimization points", u"候选优化点"}))
        return TableKind::Candidates;
    if (containsAny(around, {u"vs current best", u"vs current-best", u"vs best", u"对比表", u"comparison"})
        || (!branchesHeading && has(ColumnKind::Candidate) && has(ColumnKind::CurrentBestUs) && hasDuration)
        || (has(ColumnKind::Candidate) && hasDuration && has(ColumnKind::Delta)))
        return TableKind::Comparison;
    if (containsAny(heading, {u"experiment branches", u"实验分支"})
        || (has(ColumnKind::Candidate) && (has(ColumnKind::Base) || has(ColumnKind::OptId))
            && (has(ColumnKind::Status) || hasDuration)))
        return TableKind::ExperimentBranches;
    const bool finalHeading = heading.startsWith(u"final") && !heading.startsWith(u"final summary");
    if (has(ColumnKind::FinalUs) || context.inFinalData
        || (finalHeading && (hasDuration || has(ColumnKind::BaselineUs))))
        return TableKind::FinalGenA;
    if ((context.inBaseline && (hasDuration || has(ColumnKind::BaselineUs)))
        || (around.contains(u"performance test data") && hasDuration))
        return TableKind::Baseline;
    return TableKind::Other;
}

qsizetype TableKinds::plainTypeColumn(const QList<ColumnKind> &kinds, const QStringList &headers, TableKind kind)
{
    if (kind != TableKind::Retrospective || kinds.contains(ColumnKind::VpType)
        || !(kinds.contains(ColumnKind::Title) || kinds.contains(ColumnKind::TargetDoc)))
        return -1;
    for (qsizetype i = 0; i < kinds.size() && i < headers.size(); ++i) {
        if (kinds.at(i) == ColumnKind::Unknown
            && isOneOf(normalizeHeader(headers.at(i)),
                       {u"类型", u"type", u"vp 类型", u"vp类型", u"vp type", u"vp-type", u"价值点类型"}))
            return i;
    }
    return -1;
}

QString TableKinds::columnKindName(ColumnKind kind)
{
    switch (kind) {
    case ColumnKind::Unknown:
        return QStringLiteral("unknown");
    case ColumnKind::Candidate:
        return QStringLiteral("candidate");
    case ColumnKind::Base:
        return QStringLiteral("base");
    case ColumnKind::OptId:
        return QStringLiteral("opt_id");
    case ColumnKind::DispatchPath:
        return QStringLiteral("dispatch_path");
    case ColumnKind::Workload:
        return QStringLiteral("workload");
    case ColumnKind::KernelId:
        return QStringLiteral("kernel_id");
    case ColumnKind::TargetKernel:
        return QStringLiteral("target_kernel");
    case ColumnKind::CapturedOp:
        return QStringLiteral("captured_op");
    case ColumnKind::TaskDurationUs:
        return QStringLiteral("task_duration_us");
    case ColumnKind::CurrentBestUs:
        return QStringLiteral("current_best_us");
    case ColumnKind::BaselineUs:
        return QStringLiteral("baseline_us");
    case ColumnKind::FinalUs:
        return QStringLiteral("final_us");
    case ColumnKind::FinalCandidateId:
        return QStringLiteral("final_candidate_id");
    case ColumnKind::EventUs:
        return QStringLiteral("event_us");
    case ColumnKind::WorkloadUs:
        return QStringLiteral("workload_us");
    case ColumnKind::Correctness:
        return QStringLiteral("correctness");
    case ColumnKind::ProfileStatus:
        return QStringLiteral("profile_status");
    case ColumnKind::RawProfileDir:
        return QStringLiteral("raw_profile_dir");
    case ColumnKind::Status:
        return QStringLiteral("status");
    case ColumnKind::Delta:
        return QStringLiteral("delta");
    case ColumnKind::BlockDim:
        return QStringLiteral("block_dim");
    case ColumnKind::MajorChange:
        return QStringLiteral("major_change");
    case ColumnKind::Implementation:
        return QStringLiteral("implementation");
    case ColumnKind::Phenomenon:
        return QStringLiteral("phenomenon");
    case ColumnKind::Rationale:
        return QStringLiteral("rationale");
    case ColumnKind::VerifyMetric:
        return QStringLiteral("verify_metric");
    case ColumnKind::Metric:
        return QStringLiteral("metric");
    case ColumnKind::Dtype:
        return QStringLiteral("dtype");
    case ColumnKind::VpType:
        return QStringLiteral("vp_type");
    case ColumnKind::Evidence:
        return QStringLiteral("evidence");
    case ColumnKind::Area:
        return QStringLiteral("area");
    case ColumnKind::Issue:
        return QStringLiteral("issue");
    case ColumnKind::Title:
        return QStringLiteral("title");
    case ColumnKind::SuggestedChange:
        return QStringLiteral("suggested_doc_change");
    case ColumnKind::Repro:
        return QStringLiteral("repro");
    case ColumnKind::ToolchainStamp:
        return QStringLiteral("toolchain_stamp");
    case ColumnKind::TargetDoc:
        return QStringLiteral("target_doc");
    }
    return QStringLiteral("unknown");
}

QString TableKinds::tableKindName(TableKind kind)
{
    switch (kind) {
    case TableKind::Other:
        return QStringLiteral("other");
    case TableKind::Baseline:
        return QStringLiteral("baseline");
    case TableKind::Candidates:
        return QStringLiteral("candidates");
    case TableKind::ExperimentBranches:
        return QStringLiteral("experiment_branches");
    case TableKind::Comparison:
        return QStringLiteral("comparison");
    case TableKind::DispatchCheck:
        return QStringLiteral("dispatch_check");
    case TableKind::MergeCheck:
        return QStringLiteral("merge_check");
    case TableKind::EventData:
        return QStringLiteral("event_data");
    case TableKind::FinalGenA:
        return QStringLiteral("final_gen_a");
    case TableKind::FinalGenB:
        return QStringLiteral("final_gen_b");
    case TableKind::Retrospective:
        return QStringLiteral("retrospective");
    case TableKind::Inventory:
        return QStringLiteral("inventory");
    }
    return QStringLiteral("other");
}
