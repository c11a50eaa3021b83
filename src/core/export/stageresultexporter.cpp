// SPDX-License-Identifier: MIT
#include "export/stageresultexporter.h"

#include "export/exportformat.h"
#include "export/rundigest.h"
#include "gates/gateengine.h"
#include "run/projectsnapshot.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>

using namespace Qt::StringLiterals;

namespace {

using F = ExportFormat;

QString failureReason(const GateReport &report)
{
    for (const GateResult &r : report.failures()) {
        if (r.ruleId == "S4-EXISTS"_L1)
            return u"missing_output"_s;
        if (r.ruleId.startsWith("S4-PERF-FEEDBACK"_L1))
            return u"invalid_perf_feedback"_s;
        if (r.ruleId == "S4-PLACEHOLDER"_L1)
            return u"placeholder_found"_s;
        if (r.ruleId == "S4-OPTLOG"_L1 || r.ruleId == "S4-OPTLOG-COMPTABLE"_L1)
            return u"incomplete_log"_s;
        if (r.ruleId.startsWith("S4-PERF-RECORDS"_L1) || r.ruleId == "S4-WORKLOAD-INVENTORY"_L1)
            return u"perf_records_mismatch"_s;
    }
    return u"incomplete_log"_s;
}

} // namespace

QString StageResultExporter::operatorPath(const ProjectSnapshot &snapshot)
{
    const QString dir = QDir::fromNativeSeparators(snapshot.layout.operatorDir);
    for (const QString &root : {u"/examples/"_s, u"/tileops/kernels/"_s})
        if (const qsizetype at = dir.lastIndexOf(root); at >= 0)
            return dir.mid(at + 1);
    const QFileInfo op(dir);
    return u"examples/"_s + op.dir().dirName() + u'/' + op.fileName();
}

QString StageResultExporter::project(const ProjectSnapshot &snapshot)
{
    const QString path = operatorPath(snapshot);
    if (path.startsWith(u"tileops/kernels/"_s))
        return u"TileOPs"_s;
    if (path.startsWith(u"examples/"_s) && path.count(u'/') >= 2)
        return path.section(u'/', 1, 1);
    return QFileInfo(QDir::fromNativeSeparators(snapshot.layout.operatorDir)).dir().dirName();
}

QString StageResultExporter::markdown(const ProjectSnapshot &snapshot, const ExportOptions &o)
{
    const RunDigest d = RunDigest::fromSnapshot(snapshot);
    const FinalResults &r = d.results;
    GateOptions gateOptions;
    gateOptions.useGitHistory = false;
    const GateReport gate = GateEngine::run(snapshot, GateProfile::Workflow, gateOptions);
    const QString base = operatorPath(snapshot);
    const QString perfOpt = base + u'/' + snapshot.layout.perfOptRel;
    const RunLayout &layout = snapshot.layout;
    // Every value on its one line, without raw HTML: a folder or id holding a line end would
    // otherwise start a field of its own ("proj\n- verdict: TUNING_COMPLETED").
    auto item = [](const QString &key, const QString &value) {
        return u"- "_s + key + u": "_s + F::inlineText(value) + u'\n';
    };

    QString md = u"## Stage Result\n\n"_s;
    md += u"<!-- "_s + o.generatedLine() + u" -->\n\n"_s;
    md += item(u"stage"_s, u"4"_s);
    md += item(u"project"_s, project(snapshot));
    md += item(u"operator"_s, d.operatorName);
    md += item(u"output"_s, base + u'/' + d.finalKernelPath);
    md += item(u"log"_s, base + u'/' + layout.optLog);
    md += item(u"summary_doc"_s, layout.optimizeFile.isEmpty() ? u"none"_s : base + u'/' + layout.optimizeFile);
    md += item(u"verdict"_s, gate.passed() ? u"TUNING_COMPLETED"_s : u"TUNING_FAILED"_s);
    if (!gate.passed())
        md += item(u"failure_reason"_s, failureReason(gate));
    md += item(u"design_limit_signal"_s, snapshot.perfFeedbackFile.exists ? u"[DESIGN_LIMIT]"_s : u"none"_s);
    md += item(u"perf_feedback"_s, snapshot.perfFeedbackFile.exists ? base + u'/' + layout.perfFeedback : u"none"_s);
    md += item(u"mode"_s, u"full"_s);
    md += item(u"iterations"_s, QString::number(d.iterations));
    md += item(u"primary_metric"_s, u"msprof_task_duration"_s);
    md += item(u"perf_records"_s, snapshot.records.exists ? base + u'/' + layout.records : u"none"_s);

    if (snapshot.generation == Generation::B) {
        QString baseline, final, improvement;
        for (const FinalResultRow &row : r.rows) {
            const QString key = F::inlineText(row.group + u" + "_s + row.workload);
            baseline += u"  - "_s + key + u": "_s
                + (row.baseline.isValid() ? F::duration(row.baseline.value) + u" us"_s : u"n/a"_s) + u'\n';
            final += u"  - "_s + key + u": "_s
                + (row.final.isValid() ? F::duration(row.final.value) + u" us"_s : u"n/a"_s) + u'\n';
            improvement += u"  - "_s + key + u": "_s
                + (row.hasSpeedup() ? F::percent(row.improvementPercent()) : u"n/a"_s) + u'\n';
        }
        md += u"- baseline_latency_by_workload:\n"_s + baseline;
        md += u"- final_latency_by_workload:\n"_s + final;
        md += u"- improvement_by_workload:\n"_s + improvement;
    } else {
        // The workload of the final_latency claim, else the first measured one.
        const FinalResultRow *primary = d.statedFinalLatencyRow >= 0 ? &r.rows.at(d.statedFinalLatencyRow)
            : r.rows.isEmpty()                                       ? nullptr
                                                                     : &r.rows.first();
        const bool ok = primary && primary->hasSpeedup();
        // Each figure stands on its own: a final that failed L0 leaves the baseline measured.
        const auto latency = [](const SourcedValue &v) {
            return v.isValid() ? F::duration(v.value) + u" us"_s : u"n/a"_s;
        };
        md += item(u"baseline_latency"_s, primary ? latency(primary->baseline) : u"n/a"_s);
        md += item(u"final_latency"_s, primary ? latency(primary->final) : u"n/a"_s);
        md += item(u"improvement"_s, ok ? F::percent(primary->improvementPercent()) : u"n/a"_s);
    }
    // A new current best that got slower is no improvement (`perfopt summary` calls it regressed).
    const RunDigest::Optimization *last = d.lastImprovement >= 0 ? &d.optimizations.at(d.lastImprovement) : nullptr;
    const SourcedValue lastBefore = last ? last->before : SourcedValue {};
    const SourcedValue lastAfter = last ? last->after : SourcedValue {};
    const QString lastImprovement = lastBefore.isValid() && lastAfter.isValid()
        ? F::percent((lastBefore.value - lastAfter.value) / lastBefore.value * 100.0)
        : u"n/a"_s;
    md += item(u"perf_iteration"_s,
               u"count %1 / last_improvement %2 / consecutive_no_improvement %3"_s.arg(d.iterations)
                   .arg(lastImprovement)
                   .arg(d.consecutiveNoImprovement));
    md += item(u"stop_reason"_s, d.stopReasons.isEmpty() ? u"unknown"_s : d.stopReasons.join(u" + "_s));

    QStringList areas;
    for (const RunDigest::RetrospectiveRow &row : d.flowIssues)
        areas.append(row.area);
    md += item(u"skill_retrospective"_s,
               areas.isEmpty() ? u"none"_s
                               : o.text("%1 skill flow issue(s): %2", "%1 条 skill 流程问题：%2")
                                     .arg(areas.size())
                                     .arg(areas.join(u"; "_s)));
    if (d.proposals.isEmpty()) {
        md += item(u"value_point_proposals"_s, u"none"_s);
    } else {
        md += u"- value_point_proposals:\n"_s;
        for (const RunDigest::RetrospectiveRow &row : d.proposals)
            md += u"  - "_s + F::inlineText(u"["_s + (row.vpType.isEmpty() ? u"-"_s : row.vpType) + u"] "_s + row.area)
                + u'\n';
    }
    md += item(u"skills_consulted"_s, d.skillsConsulted.isEmpty() ? u"none"_s : d.skillsConsulted.join(u", "_s));

    QString summary
        = o.text("%1: %2 round(s) of experiments", "%1：%2 轮实验").arg(d.operatorName, QString::number(d.iterations));
    if (!r.finalCandidateId.isEmpty())
        summary += o.text(", final candidate %1", "，最终候选 %1").arg(r.finalCandidateId);
    if (std::isfinite(r.geomean))
        summary += r.geomeanCount() == r.rows.size()
            ? o.text(", geometric mean speedup %1 over %2 workload(s)", "，%2 个 workload 几何平均加速 %1")
                  .arg(F::speedup(r.geomean), QString::number(r.geomeanCount()))
            : o.text(", geometric mean speedup %1 over %2 of %3 workload(s)", "，%3 个 workload 中 %2 个几何平均加速 %1")
                  .arg(F::speedup(r.geomean), QString::number(r.geomeanCount()), QString::number(r.rows.size()));
    summary += o.text(", stop reason %1.", "，中止原因 %1。")
                   .arg(d.stopReasons.isEmpty() ? u"unknown"_s : d.stopReasons.join(u" + "_s));
    md += item(u"summary"_s, summary);

    QStringList issues;
    for (const RunDigest::Issue &issue : d.issues) {
        switch (issue.kind) {
        case RunDigest::Issue::Kind::NoWinner:
            issues.append(o.text("no new current best in %1", "%1 无新的 current best").arg(issue.subject));
            break;
        case RunDigest::Issue::Kind::Blocked:
            issues.append(o.text("blocked %1", "阻塞 %1").arg(issue.subject));
            break;
        case RunDigest::Issue::Kind::L0Failure:
            issues.append(o.text("L0 failure %1 (%2)", "L0 失败 %1（%2）").arg(issue.subject, issue.key));
            break;
        case RunDigest::Issue::Kind::FinalKernel:
            issues.append(issue.key.isEmpty()
                              ? o.text("final kernel %1 is missing", "最终 kernel %1 不存在").arg(issue.subject)
                              : o.text("final kernel %1 is %2's file, not the log's last current best %3",
                                       "最终 kernel %1 是 %2 的文件，而非日志最后的 current best %3")
                                    .arg(issue.subject, issue.key, issue.logBest));
            break;
        }
    }
    // Gen B's rows are the inventory's tune items: say where the records name others.
    for (const auto &[records, inventory] : r.respelledKeys)
        issues.append(
            o.text("records of %1 counted as the inventory's %2", "%1 的记录按清单的 %2 计入").arg(records, inventory));
    if (!r.keysOutsideInventory.isEmpty())
        issues.append(o.text("records of %1 match no tune item of the inventory (no row)",
                             "%1 的记录与清单的 tune 项均不对应（不列出）")
                          .arg(r.keysOutsideInventory.join(u", "_s)));
    // The signal and the file go together (the workflow's Phase 3 step 4): say when they do not.
    int signalLine = 0;
    const bool logSignals = snapshot.optLog.designLimitSignal(&signalLine).contains(u"DESIGN_LIMIT"_s);
    if (snapshot.perfFeedbackFile.exists && !logSignals)
        issues.append(o.text("perf_feedback.md exists but the log does not signal [DESIGN_LIMIT]",
                             "存在 perf_feedback.md，但日志未发出 [DESIGN_LIMIT] 信号"));
    else if (!snapshot.perfFeedbackFile.exists && logSignals)
        issues.append(o.text("the log signals [DESIGN_LIMIT] (line %1) but perf_feedback.md does not exist",
                             "日志发出 [DESIGN_LIMIT] 信号（第 %1 行），但 perf_feedback.md 不存在")
                          .arg(signalLine));
    // One entry per rule and place: three items' RECON failures without a line are one entry, "×3".
    QStringList places;
    QHash<QString, int> times;
    for (const GateResult &f : gate.failures()) {
        const QString place
            = f.ruleId + u" ("_s + f.file + (f.line > 0 ? u':' + QString::number(f.line) : QString()) + u')';
        if (times[place]++ == 0)
            places.append(place);
    }
    for (const QString &place : std::as_const(places))
        issues.append(times.value(place) > 1 ? place + u" ×"_s + QString::number(times.value(place)) : place);
    md += item(u"issues"_s, issues.isEmpty() ? u"none"_s : issues.join(u"; "_s));
    return md;
}
