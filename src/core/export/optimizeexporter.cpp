// SPDX-License-Identifier: MIT
#include "export/optimizeexporter.h"

#include "export/exportformat.h"
#include "export/rundigest.h"
#include "run/projectsnapshot.h"

#include <QDir>
#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

using F = ExportFormat;

QString issueLine(const RunDigest::Issue &issue, const ExportOptions &o, const QString &recordsPath)
{
    Q_UNUSED(recordsPath)
    switch (issue.kind) {
    case RunDigest::Issue::Kind::NoWinner:
        return o.text("No new current best in %1: ", "%1 无新的 current best：").arg(F::inlineText(issue.subject))
            + F::quote(issue.quote.text, issue.quote.line);
    case RunDigest::Issue::Kind::Blocked:
        return o.text("Blocked: ", "阻塞：") + F::quote(issue.quote.text, issue.quote.line);
    case RunDigest::Issue::Kind::L0Failure:
        break;
    case RunDigest::Issue::Kind::FinalKernel:
        return issue.key.isEmpty()
            ? o.text("Final kernel %1 is missing", "最终 kernel %1 不存在").arg(F::code(issue.subject))
            : o.text("Final kernel %1 is %2's file byte for byte, not the log's last current best %3: the "
                     "numbers above are %2's",
                     "最终 kernel %1 与 %2 的文件逐字节相同，而非日志最后的 current best %3：上面的数字是 %2 的")
                  .arg(F::code(issue.subject), F::code(issue.key), F::code(issue.logBest));
    }
    return o.text("L0 failure: %1 on %2, %3 µs", "L0 失败：%1（%2），%3 µs")
        .arg(F::code(issue.subject), F::code(issue.key), F::sourced(issue.duration));
}

// The workflow's gate allows the claim 1 % from the winner's record; a claim further from the final
// this digest states for its workload says so, so the digest never shows two numbers silently.
QString claimDisagreement(const RunDigest &d, const ExportOptions &o)
{
    const FinalResultRow *row = d.statedFinalLatencyRow >= 0 ? &d.results.rows.at(d.statedFinalLatencyRow) : nullptr;
    if (!row || !row->final.isValid())
        return QString();
    const double stated = d.statedFinalLatency.value;
    if (std::abs(stated - row->final.value) <= 0.01 * std::abs(stated))
        return QString();
    return o.text(", which is not the final %1 µs [%2] above for %3", "，与上表 %3 的最终值 %1 µs [%2] 不符")
        .arg(F::duration(row->final.value), row->final.ref(), F::inlineText(row->key));
}

// Records lines that are no valid record (not JSON, a field missing or of the wrong type; the line
// still being written is not one): what they measured is missing from every table below, which
// must say so, or a workload reads as never measured.
QString unusableRecords(const ProjectSnapshot &snapshot, const ExportOptions &o)
{
    QStringList refs;
    int count = 0;
    const QList<PerfRecord> &records = snapshot.records.records;
    for (qsizetype i = 0; i < records.size(); ++i) {
        if (records.at(i).valid || (snapshot.records.truncatedLastLine && i == records.size() - 1))
            continue;
        if (++count <= 5)
            refs.append(u"[r"_s + QString::number(records.at(i).line) + u']');
    }
    if (count == 0)
        return QString();
    if (count > refs.size())
        refs.append(u"…"_s);
    return o.text("- %1 line(s) of perf_records.jsonl are no valid record (%2): what they measured is missing "
                  "below.\n",
                  "- perf_records.jsonl 有 %1 行不是有效记录（%2）：其中的测量数据未计入下文。\n")
        .arg(QString::number(count), refs.join(u", "_s));
}

// The stated geometric mean against the one above, by the tolerance REVIEW-FINAL-CLAIM allows.
QString geomeanDisagreement(const RunDigest &d, const ExportOptions &o)
{
    const double computed = d.results.geomean;
    if (!std::isfinite(computed) || std::abs(d.statedGeomean.value - computed) <= std::max(0.015 * computed, 0.006))
        return QString();
    return o.text(", which is not the %1 above", "，与上文的 %1 不符").arg(F::speedup(computed));
}

} // namespace

QString OptimizeExporter::defaultPath(const RunLayout &layout)
{
    return QDir(layout.operatorDir).filePath(u"Optimize.md"_s);
}

QString OptimizeExporter::markdown(const ProjectSnapshot &snapshot, const ExportOptions &o,
                                   const QList<ReviewNote> &notes)
{
    const RunDigest d = RunDigest::fromSnapshot(snapshot);
    const FinalResults &r = d.results;
    QString md;
    md += u"# Optimize.md — "_s + F::inlineText(d.operatorName) + u"\n\n"_s;
    md += o.generatedLine() + u"\n\n"_s;
    md += o.text("Digest of %1 and %2 (generation %3); the process itself is recorded in the log. "
                 "Every number carries its source: `[rN]` is line N of perf_records.jsonl, `[LN]` line N of "
                 "opt_log.md, `[rA/rB]` the ratio of two records, `[gm …]` the geometric mean of such ratios, "
                 "and quoted text is the log's own words.",
                 "摘自 %1 与 %2（Gen %3 格式）；调优过程见日志本身。每个数字都注明出处：`[rN]` 为 "
                 "perf_records.jsonl 第 N 行，`[LN]` 为 opt_log.md 第 N 行，`[rA/rB]` 为两条记录之比，"
                 "`[gm …]` 为这些比值的几何平均；引号内为日志原文。")
              .arg(F::code(d.optLogPath), F::code(d.recordsPath), generationName(snapshot.generation))
        + u"\n\n"_s;

    // Final results
    md += o.text("## Final results\n\n", "## 最终结果\n\n");
    md += o.text("- Final kernel: %1", "- 最终 kernel：%1").arg(F::code(d.finalKernelPath));
    if (!d.finalKernelExists)
        md += o.text(" (missing)", "（不存在）");
    else if (!r.finalCandidateId.isEmpty())
        md += o.text(" (candidate %1)", "（候选 %1）").arg(F::code(r.finalCandidateId));
    md += u'\n';
    md += o.text("- Primary metric: msprof op Task Duration (µs)\n", "- 主指标：msprof op Task Duration（µs）\n");
    if (r.source == FinalResults::Source::LogTables)
        md += o.text("- The run has no perf_records.jsonl: the numbers come from the log's tables and were never "
                     "checked against a measurement.\n",
                     "- 该 run 没有 perf_records.jsonl：数字取自日志表格，未经记录对账。\n");
    md += unusableRecords(snapshot, o);
    md += u'\n';
    if (r.rows.isEmpty()) {
        md += o.text("No measured workload.\n\n", "没有测量数据。\n\n");
    } else {
        md += o.text("| workload | baseline (µs) | final (µs) | speedup |\n",
                     "| workload | baseline（µs） | final（µs） | 加速比 |\n");
        md += u"|---|---:|---:|---:|\n"_s;
        for (const FinalResultRow &row : r.rows)
            md += u"| "_s + F::tableCell(row.key) + u" | "_s + F::sourced(row.baseline) + u" | "_s
                + F::sourced(row.final) + u" | "_s
                + (row.hasSpeedup() ? F::speedup(row.speedup()) + u" ["_s + row.speedupRef() + u']' : u"—"_s)
                + u" |\n"_s;
        md += u'\n';
        if (std::isfinite(r.geomean))
            md += r.geomeanCount() == r.rows.size()
                ? o.text("- Geometric mean speedup over %1 workload(s): **%2** [%3]\n",
                         "- %1 个 workload 的几何平均加速比：**%2** [%3]\n")
                      .arg(QString::number(r.geomeanCount()), F::speedup(r.geomean), r.geomeanRef())
                : o.text("- Geometric mean speedup over %1 of %4 workload(s), those with a baseline and a final: "
                         "**%2** [%3]\n",
                         "- %4 个 workload 中有 baseline 与 final 的 %1 个的几何平均加速比：**%2** [%3]\n")
                      .arg(QString::number(r.geomeanCount()), F::speedup(r.geomean), r.geomeanRef(),
                           QString::number(r.rows.size()));
        if (d.statedFinalLatency.isValid())
            md += o.text("- The log states final_latency %1 us [L%2]", "- 日志声明 final_latency %1 us [L%2]")
                      .arg(F::duration(d.statedFinalLatency.value))
                      .arg(d.statedFinalLatency.logLine)
                + (d.statedFinalLatencyWorkload.isEmpty() ? QString()
                                                          : u" ("_s + F::inlineText(d.statedFinalLatencyWorkload) + u')')
                + claimDisagreement(d, o) + u'\n';
        else if (snapshot.generation != Generation::B) // Gen A requires the line (Gen B a final table):
            // its absence is said, as the stop reason's, not left out
            md += o.text("- The log states no final_latency.\n", "- 日志未写明 final_latency。\n");
        if (d.statedGeomean.isValid() && d.statedGeomeanPercent)
            md += o.text("- The log states a geometric mean of %1% [L%2]\n", "- 日志声明几何平均 %1% [L%2]\n")
                      .arg(!d.statedGeomeanWritten.isEmpty()
                               ? d.statedGeomeanWritten
                               : (d.statedGeomean.value > 0 ? u"+"_s : QString()) + F::duration(d.statedGeomean.value))
                      .arg(d.statedGeomean.logLine);
        else if (d.statedGeomean.isValid())
            md += o.text("- The log states a geometric mean of %1x [L%2]", "- 日志声明几何平均 %1x [L%2]")
                      .arg(!d.statedGeomeanWritten.isEmpty() ? d.statedGeomeanWritten
                                                             : F::duration(d.statedGeomean.value))
                      .arg(d.statedGeomean.logLine)
                + geomeanDisagreement(d, o) + u'\n';
        else
            md += o.text("- The log states no geometric mean.\n", "- 日志未写明几何平均加速比。\n");
        // One record per figure: where the final was measured again, which one the table took.
        for (const FinalResultRow &row : r.rows)
            if (!row.otherFinalRecords.isEmpty()) {
                QStringList others;
                for (const SourcedValue &other : row.otherFinalRecords)
                    others.append(F::sourced(other));
                md += o.text("- %1 has %2 records of %3: the final above is %4, the one the log states (else the "
                             "last); not %5\n",
                             "- %1 在 %3 上有 %2 条记录：上表 final 取 %4（日志声明的那条，否则取最后一条），而非 %5\n")
                          .arg(F::code(row.finalCandidateId), QString::number(row.otherFinalRecords.size() + 1),
                               F::inlineText(row.key), F::sourced(row.final), others.join(u", "_s));
            }
        // Gen B's rows are the inventory's tune items: say where the records name others.
        for (const auto &[records, inventory] : r.respelledKeys)
            md += o.text("- The records of %1 are counted as the inventory's %2\n", "- %1 的记录按清单的 %2 计入\n")
                      .arg(F::code(records), F::code(inventory));
        for (const QString &key : r.keysOutsideInventory)
            md += o.text("- The records of %1 match no tune item of the inventory and are left out\n",
                         "- %1 的记录与清单的 tune 项均不对应，未列出\n")
                      .arg(F::code(key));
        md += u'\n';
    }

    // Effective optimisations
    md += o.text("## Effective optimizations\n\n", "## 有效优化点\n\n");
    if (d.optimizations.isEmpty()) {
        md += o.text("None: no round produced a new current best.\n\n", "无：没有任何一轮产生新的 current best。\n\n");
    } else {
        const QString key = d.optimizations.first().key;
        md += o.text("| round | new current best | main change | %1 before → after (µs) |\n",
                     "| 轮次 | 新 current best | 主要改动 | %1 前 → 后（µs） |\n")
                  .arg(F::tableCell(key));
        md += u"|---:|---|---|---|\n"_s;
        for (const RunDigest::Optimization &opt : d.optimizations)
            md += u"| "_s + QString::number(opt.round) + u" | "_s
                + (opt.winner.isEmpty() ? o.text("a configuration without a branch id", "无分支 id 的配置")
                                        : F::code(opt.winner).replace(u'|', u"\\|"_s)) // GFM: \| in a cell's code
                + u" [L"_s + QString::number(opt.winnerLine) + u"] | "_s
                + F::tableCell(F::quote(opt.change.text, opt.change.line)) + u" | "_s + F::sourced(opt.before)
                + u" → "_s + F::sourced(opt.after)
                + (opt.gain == RunDigest::Optimization::Gain::Slower
                       ? o.text(" (slower beyond the noise threshold on %1)", "（在 %1 上变慢，超出噪声阈值）")
                             .arg(F::tableCell(F::inlineText(opt.slowerOn)))
                       : opt.gain == RunDigest::Optimization::Gain::WithinNoise
                       ? o.text(" (no gain beyond the noise threshold)", "（提升未超出噪声阈值）")
                       : QString())
                + u" |\n"_s;
        md += u'\n';
    }

    // Stop reason
    md += o.text("## Stop reason\n\n", "## 中止原因\n\n");
    if (d.stopReason.line > 0)
        md += u"- **"_s
            + (d.stopReasons.isEmpty() ? o.text("unrecognised", "无法识别") : F::inlineText(d.stopReasons.join(u" + "_s)))
            + u"**: "_s + F::quote(d.stopReason.text, d.stopReason.line) + u"\n\n"_s;
    else
        md += o.text("- The log states no stop reason.\n\n", "- 日志未写明中止原因。\n\n");

    // Open issues
    md += o.text("## Open issues\n\n", "## 遗留问题\n\n");
    if (d.issues.isEmpty())
        md += o.text("- None recorded.\n", "- 无记录。\n");
    for (const RunDigest::Issue &issue : d.issues)
        md += u"- "_s + issueLine(issue, o, d.recordsPath) + u'\n';
    md += u'\n';

    // Retrospective
    md += o.text("## Retrospective summary\n\n", "## 复盘摘要\n\n");
    if (d.flowIssues.isEmpty() && d.proposals.isEmpty())
        md += o.text("- The log has no Skill Retrospective rows.\n", "- 日志没有 Skill Retrospective 表格行。\n");
    if (!d.flowIssues.isEmpty()) {
        md += o.text("### Skill flow issues\n\n| area | issue | vp_type |\n|---|---|---|\n",
                     "### Skill 流程问题\n\n| area | issue | vp_type |\n|---|---|---|\n");
        for (const RunDigest::RetrospectiveRow &row : d.flowIssues)
            md += u"| "_s + F::tableCell(row.area) + u" | "_s + F::tableCell(F::quote(row.text, row.line)) + u" | "_s
                + F::tableCell(row.vpType) + u" |\n"_s;
        md += u'\n';
    }
    if (!d.proposals.isEmpty()) {
        md += o.text("### Value point proposals\n\n| title | vp_type | target_doc |\n|---|---|---|\n",
                     "### 价值点提案\n\n| title | vp_type | target_doc |\n|---|---|---|\n");
        for (const RunDigest::RetrospectiveRow &row : d.proposals)
            md += u"| "_s + F::tableCell(F::quote(row.area, row.line)) + u" | "_s + F::tableCell(row.vpType) + u" | "_s
                + F::tableCell(row.text) + u" |\n"_s;
        md += u'\n';
    }

    // Reviewer remarks: only when a reviewer wrote some (the workflow's own digest stays as it was).
    QList<ReviewNote> remarks;
    for (const ReviewNote &note : notes)
        if (!note.text.trimmed().isEmpty())
            remarks.append(note);
    if (!remarks.isEmpty()) {
        md += o.text("## Reviewer remarks\n\n| on | author | remark |\n|---|---|---|\n",
                     "## 评审意见\n\n| 对象 | 作者 | 意见 |\n|---|---|---|\n");
        for (const ReviewNote &note : remarks)
            md += u"| "_s + F::tableCell(note.targetLabel(o.language)) + u" | "_s
                + F::tableCell(note.author.isEmpty() ? o.text("unknown", "未知") : note.author) + u" | "_s
                + F::tableCell(note.text.trimmed()) + u" |\n"_s;
        md += u'\n';
    }
    return md;
}
