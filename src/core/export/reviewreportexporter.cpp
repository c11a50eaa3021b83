// SPDX-License-Identifier: MIT
#include "export/reviewreportexporter.h"

#include "export/exportformat.h"
#include "export/finalresults.h"
#include "export/workloadbarssvg.h"
#include "review/checklistreview.h"
#include "review/workspacedatabase.h"
#include "run/runkey.h"

#include <QHash>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace {

using F = ExportFormat;
using Status = ChecklistVerdict::Status;

QString evidenceText(const QList<ChecklistEvidence> &evidence)
{
    QStringList shown;
    for (const ChecklistEvidence &e : evidence.mid(0, 3))
        shown.append(e.location());
    if (evidence.size() > 3)
        shown.append(u"+%1"_s.arg(evidence.size() - 3));
    return shown.join(u"; "_s);
}

QString reviewText(const ChecklistReview &review, const ChecklistItem &item, const ExportOptions &o)
{
    const ChecklistVerdict automatic = review.verdict(item.id); // the status only: the same in every language
    const ChecklistItemState state = review.state(item.id);
    const Status effective = state.effective(automatic.status);
    QString text = ChecklistVerdict::statusLabel(effective, o.language);
    if (state.overrideStatus && !state.reason.isEmpty())
        text += o.text(" (overridden: %1)", "（已覆盖：%1）").arg(state.reason);
    else if (state.manual && automatic.status == Status::Manual)
        text += o.text(" (reviewer)", "（评审确认）");
    if (!state.note.isEmpty())
        text += o.text(" — note: %1", " — 备注：%1").arg(state.note);
    return text;
}

// The review's automatic verdicts with their summaries in the report's language (the review's own
// are in the interface's), by item. Statuses and evidence stay the review's: a summary evaluated
// again on a file changed since is not used.
QHash<QString, ChecklistVerdict> verdictsIn(const ChecklistReview &review, const ExportOptions &o)
{
    QHash<QString, ChecklistVerdict> byItem;
    for (const ChecklistVerdict &translated : review.verdictsIn(o.language)) {
        ChecklistVerdict v = review.verdict(translated.itemId);
        if (v.status == translated.status && v.evidence.size() == translated.evidence.size())
            v.summary = translated.summary;
        byItem.insert(v.itemId, v);
    }
    return byItem;
}

// The review's state as the workspace index names it: signed off (a finished session), in review
// (a session, a touched item, a note), else unreviewed — not "in progress" for a run nobody has looked at.
QString reviewStatusText(const ChecklistReview &review, const QList<ReviewNote> &notes, const ExportOptions &o)
{
    const ReviewSession &session = review.session();
    if (session.finished)
        return o.text("signed off", "已签核");
    if (!session.isNew() || !session.author.isEmpty() || !session.summary.isEmpty() || session.currentPage >= 0
        || !review.states().isEmpty() || !notes.isEmpty())
        return o.text("in review", "评审中");
    return o.text("unreviewed", "未评审");
}

QString countsText(const ChecklistReview &review, const ExportOptions &o)
{
    const ChecklistReview::Counts c = review.counts();
    return o
        .text("%1 pass · %2 fail · %3 manual · %4 not applicable · %5 overridden",
              "%1 通过 · %2 未通过 · %3 待人工 · %4 不适用 · %5 已覆盖")
        .arg(c.pass)
        .arg(c.fail)
        .arg(c.manual)
        .arg(c.notApplicable)
        .arg(c.overridden);
}

// One row of the Notes section: the reviewer's notes on the run, then the notes on checklist items
// (the report must not say "No notes." while an item carries one).
struct NoteRow
{
    QString on;
    QString author;
    QString text;
    QString updated;
};

QList<NoteRow> noteRows(const ChecklistReview &review, const QList<ReviewNote> &notes, const ExportOptions &o)
{
    QList<NoteRow> rows;
    for (const ReviewNote &note : notes)
        rows.append({note.targetLabel(o.language), note.author, note.text, note.updatedAt});
    for (const ChecklistItem &item : review.checklist().items()) {
        const ChecklistItemState state = review.state(item.id);
        if (!state.note.trimmed().isEmpty())
            rows.append({o.text("checklist: %1 (%2)", "检查项：%1（%2）").arg(item.text(o.language), item.id),
                         review.session().author, state.note.trimmed(), state.updatedAt});
    }
    return rows;
}

// The finding's level in the report's language (the CLI's "error"/"warning"/"info" in English).
QString severityName(Diagnostic::Severity severity, const ExportOptions &o)
{
    switch (severity) {
    case Diagnostic::Severity::Error: return o.text("error", "错误");
    case Diagnostic::Severity::Warning: return o.text("warning", "警告");
    case Diagnostic::Severity::Info: return o.text("info", "提示");
    }
    return Diagnostic::severityName(severity);
}

QString statusClass(Status status)
{
    return ChecklistVerdict::statusName(status) == "n/a"_L1 ? u"na"_s : ChecklistVerdict::statusName(status);
}

} // namespace

QList<ReviewReportExporter::Chart> ReviewReportExporter::charts(const ChecklistReview &review, const ExportOptions &o,
                                                                const QList<Chart> &extra)
{
    QList<Chart> out = extra;
    const QString title
        = o.text("Task Duration per workload: baseline vs final", "各 workload 的 Task Duration：baseline vs final");
    out.append({title, WorkloadBarsSvg::svg(FinalResults::fromSnapshot(*review.snapshot()), title, o)});
    return out;
}

QString ReviewReportExporter::chartFileName(const QString &reportFileName, qsizetype index)
{
    QString base = reportFileName.section(u'/', -1);
    const qsizetype dot = base.lastIndexOf(u'.');
    if (dot > 0)
        base.truncate(dot);
    return base + u".chart-"_s + QString::number(index + 1) + u".svg"_s;
}

QString ReviewReportExporter::markdown(const ChecklistReview &review, const QList<ReviewNote> &notes,
                                       const ExportOptions &o, const QList<Chart> &extra,
                                       const QString &reportFileName)
{
    const ProjectSnapshot &s = *review.snapshot();
    const ReviewSession &session = review.session();
    const GateReport gate = review.gateReportIn(o.language); // its findings in the report's language
    QString md = o.text("# Review report — %1\n\n", "# 评审报告 — %1\n\n").arg(F::inlineText(s.operatorName()));
    md += o.generatedLine() + u"\n\n"_s;
    md += u"| | |\n|---|---|\n"_s;
    md += o.text("| Run | %1 of %2, generation %3 |\n", "| Run | %2 的 %1，Gen %3 |\n")
              .arg(F::code(s.layout.perfOptRel).replace(u'|', u"\\|"_s), F::tableCell(s.operatorName()),
                   generationName(s.generation));
    md += o.text("| Run identity | %1 (hash of the log's first lines) |\n", "| Run 标识 | %1（日志开头的哈希） |\n")
              .arg(RunKey::hash(review.runKey()));
    md += o.text("| Reviewer | %1 |\n", "| 评审人 | %1 |\n")
              .arg(session.author.isEmpty() ? u"—"_s : F::tableCell(session.author));
    md += o.text("| Status | %1 |\n", "| 状态 | %1 |\n")
              .arg(reviewStatusText(review, notes, o));
    md += o.text("| Checklist | %1 |\n", "| 检查单 | %1 |\n").arg(countsText(review, o));
    md += o.text("| Strict gate | %1 failure(s), %2 warning(s) |\n\n", "| 严格门禁 | %1 个失败，%2 个警告 |\n\n")
              .arg(gate.count(Diagnostic::Severity::Error))
              .arg(gate.count(Diagnostic::Severity::Warning));
    if (!session.summary.trimmed().isEmpty()) {
        // The reviewer's lines as a quote: a line of theirs cannot start a heading of the report,
        // and no line holds raw HTML, a link or an image.
        md += o.text("## Reviewer's summary\n\n", "## 评审结论\n\n");
        for (const QString &line : session.summary.trimmed().split(u'\n'))
            md += u">"_s + (line.trimmed().isEmpty() ? QString() : u" "_s + F::inlineText(line)) + u'\n';
        md += u'\n';
    }

    md += o.text("## Checklist\n\n", "## 检查单\n\n");
    const QHash<QString, ChecklistVerdict> automatic = verdictsIn(review, o);
    for (int phase = 0; phase < Checklist::PhaseCount; ++phase) {
        md += u"### "_s + Checklist::phaseTitle(phase, o.language) + u"\n\n"_s;
        md += o.text("| item | automatic verdict | review | evidence |\n", "| 检查项 | 自动判定 | 评审结果 | 证据 |\n");
        md += u"|---|---|---|---|\n"_s;
        for (const ChecklistItem &item : review.checklist().itemsOfPhase(phase)) {
            const ChecklistVerdict v = automatic.value(item.id, review.verdict(item.id));
            md += u"| "_s + F::tableCell(item.text(o.language)) + u" `"_s + item.id + u"` | "_s
                + F::tableCell(ChecklistVerdict::statusLabel(v.status, o.language) + u": "_s + v.summary) + u" | "_s
                + F::tableCell(reviewText(review, item, o)) + u" | "_s + F::tableCell(evidenceText(v.evidence))
                + u" |\n"_s;
        }
        md += u'\n';
    }

    const FinalResults results = FinalResults::fromSnapshot(s);
    md += o.text("## Results per workload\n\n", "## 各 workload 结果\n\n");
    md += o.text("| workload | baseline (µs) | final (µs) | speedup |\n",
                 "| workload | baseline（µs） | final（µs） | 加速比 |\n");
    md += u"|---|---:|---:|---:|\n"_s;
    for (const FinalResultRow &row : results.rows)
        md += u"| "_s + F::tableCell(row.key) + u" | "_s + F::sourced(row.baseline) + u" | "_s + F::sourced(row.final)
            + u" | "_s + (row.hasSpeedup() ? F::speedup(row.speedup()) + u" ["_s + row.speedupRef() + u']' : u"—"_s)
            + u" |\n"_s;
    if (std::isfinite(results.geomean))
        md += o.text("\nGeometric mean speedup: **%1** [%2]\n", "\n几何平均加速比：**%1** [%2]\n")
                  .arg(F::speedup(results.geomean), results.geomeanRef());
    md += u'\n';
    if (!reportFileName.isEmpty()) {
        const QList<Chart> all = charts(review, o, extra);
        for (qsizetype i = 0; i < all.size(); ++i)
            md += u"!["_s + F::tableCell(all.at(i).title) + u"]("_s
                + QString::fromLatin1(QUrl::toPercentEncoding(chartFileName(reportFileName, i), "/-._~"))
                + u")\n\n"_s;
    }

    md += o.text("## Notes\n\n", "## 评审备注\n\n");
    const QList<NoteRow> allNotes = noteRows(review, notes, o);
    if (allNotes.isEmpty()) {
        md += o.text("No notes.\n\n", "没有备注。\n\n");
    } else {
        md += o.text("| on | author | note | updated |\n", "| 对象 | 作者 | 备注 | 更新时间 |\n");
        md += u"|---|---|---|---|\n"_s;
        for (const NoteRow &note : allNotes)
            md += u"| "_s + F::tableCell(note.on) + u" | "_s + F::tableCell(note.author) + u" | "_s
                + F::tableCell(note.text) + u" | "_s + F::tableCell(note.updated) + u" |\n"_s;
        md += u'\n';
    }

    md += o.text("## Gate results (strict profile)\n\n", "## 门禁结果（严格）\n\n");
    if (gate.results.isEmpty()) {
        md += o.text("No findings.\n", "没有发现问题。\n");
    } else {
        md += o.text("| rule | severity | location | message |\n", "| 规则 | 级别 | 位置 | 说明 |\n");
        md += u"|---|---|---|---|\n"_s;
        for (const GateResult &r : gate.results)
            md += u"| "_s + r.ruleId + u" | "_s + severityName(r.severity, o) + u" | "_s
                + F::tableCell(r.file + (r.line > 0 ? u':' + QString::number(r.line) : QString())) + u" | "_s
                + F::tableCell(r.message) + u" |\n"_s;
    }
    return md;
}

QString ReviewReportExporter::html(const ChecklistReview &review, const QList<ReviewNote> &notes,
                                   const ExportOptions &o, const QList<Chart> &extra, ChartEmbedding embedding)
{
    const ProjectSnapshot &s = *review.snapshot();
    const ReviewSession &session = review.session();
    const GateReport gate = review.gateReportIn(o.language); // its findings in the report's language
    auto e = [](const QString &text) {
        return F::htmlEscape(text);
    };
    QString h;
    h += u"<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"_s.arg(o.chinese() ? u"zh-CN"_s
                                                                                                      : u"en"_s);
    h += u"<meta name=\"generator\" content=\"PerfOpt Workbench\">\n"_s;
    h += u"<title>"_s + e(o.text("Review report — %1", "评审报告 — %1").arg(s.operatorName())) + u"</title>\n"_s;
    h += u"<style>\n"
         // Points, not pixels: QTextDocument prints a px size as printer device pixels (1/1200 in).
         "body{font-family:sans-serif;font-size:10.5pt;color:#202124;max-width:1100px;margin:24px auto;padding:0 16px}\n"
         "table{border-collapse:collapse;margin:8px 0 16px;width:100%}\n"
         "th,td{border:1px solid #dadce0;padding:4px 8px;text-align:left;vertical-align:top}\n"
         "th{background:#f1f3f4}td.num{text-align:right;white-space:nowrap}\n"
         ".pass{color:#137333;font-weight:bold}.fail{color:#c5221f;font-weight:bold}\n"
         ".manual{color:#b06000;font-weight:bold}.na{color:#5f6368}\n"
         ".id,.ref{font-family:monospace;color:#5f6368;font-size:9pt}\n"
         "</style>\n</head>\n<body>\n"_s;
    h += u"<h1>"_s + e(o.text("Review report — %1", "评审报告 — %1").arg(s.operatorName())) + u"</h1>\n"_s;
    h += u"<p>"_s + e(o.generatedLine()) + u"</p>\n"_s;
    h += u"<table>\n"_s;
    auto row2 = [&](const QString &k, const QString &v) {
        h += u"<tr><th>"_s + e(k) + u"</th><td>"_s + e(v) + u"</td></tr>\n"_s;
    };
    row2(o.text("Run", "Run"),
         o.text("%1 of %2, generation %3", "%2 的 %1，Gen %3")
             .arg(s.layout.perfOptRel, s.operatorName(), generationName(s.generation)));
    row2(o.text("Run identity", "Run 标识"), RunKey::hash(review.runKey()));
    row2(o.text("Reviewer", "评审人"), session.author.isEmpty() ? u"—"_s : session.author);
    row2(o.text("Status", "状态"), reviewStatusText(review, notes, o));
    row2(o.text("Checklist", "检查单"), countsText(review, o));
    row2(o.text("Strict gate", "严格门禁"),
         o.text("%1 failure(s), %2 warning(s)", "%1 个失败，%2 个警告")
             .arg(gate.count(Diagnostic::Severity::Error))
             .arg(gate.count(Diagnostic::Severity::Warning)));
    h += u"</table>\n"_s;
    if (!session.summary.trimmed().isEmpty())
        h += u"<h2>"_s + e(o.text("Reviewer's summary", "评审结论")) + u"</h2>\n<p>"_s
            + e(session.summary.trimmed()).replace(u'\n', u"<br>"_s) + u"</p>\n"_s;

    h += u"<h2>"_s + e(o.text("Checklist", "检查单")) + u"</h2>\n"_s;
    const QHash<QString, ChecklistVerdict> automatic = verdictsIn(review, o);
    for (int phase = 0; phase < Checklist::PhaseCount; ++phase) {
        h += u"<h3>"_s + e(Checklist::phaseTitle(phase, o.language)) + u"</h3>\n<table>\n<tr><th width=\"36%\">"_s
            + e(o.text("item", "检查项")) + u"</th><th width=\"30%\">"_s + e(o.text("automatic verdict", "自动判定"))
            + u"</th><th width=\"14%\">"_s + e(o.text("review", "评审结果")) + u"</th><th width=\"20%\">"_s
            + e(o.text("evidence", "证据")) + u"</th></tr>\n"_s;
        for (const ChecklistItem &item : review.checklist().itemsOfPhase(phase)) {
            const ChecklistVerdict v = automatic.value(item.id, review.verdict(item.id));
            const Status effective = review.effectiveStatus(item.id);
            h += u"<tr><td>"_s + e(item.text(o.language)) + u" <span class=\"id\">"_s + item.id
                + u"</span></td><td><span class=\""_s + statusClass(v.status) + u"\">"_s
                + e(ChecklistVerdict::statusLabel(v.status, o.language)) + u"</span> "_s + e(v.summary)
                + u"</td><td class=\""_s + statusClass(effective) + u"\">"_s + e(reviewText(review, item, o))
                + u"</td><td class=\"ref\">"_s + e(evidenceText(v.evidence)) + u"</td></tr>\n"_s;
        }
        h += u"</table>\n"_s;
    }

    const FinalResults results = FinalResults::fromSnapshot(s);
    h += u"<h2>"_s + e(o.text("Results per workload", "各 workload 结果"))
        + u"</h2>\n<table>\n<tr><th>workload</th><th>"_s + e(o.text("baseline (µs)", "baseline（µs）")) + u"</th><th>"_s
        + e(o.text("final (µs)", "final（µs）")) + u"</th><th>"_s + e(o.text("speedup", "加速比")) + u"</th></tr>\n"_s;
    for (const FinalResultRow &row : results.rows)
        h += u"<tr><td>"_s + e(row.key) + u"</td><td class=\"num\">"_s + e(F::sourced(row.baseline))
            + u"</td><td class=\"num\">"_s + e(F::sourced(row.final)) + u"</td><td class=\"num\">"_s
            + e(row.hasSpeedup() ? F::speedup(row.speedup()) + u" ["_s + row.speedupRef() + u']' : u"—"_s)
            + u"</td></tr>\n"_s;
    h += u"</table>\n"_s;
    if (std::isfinite(results.geomean))
        h += u"<p>"_s
            + e(o.text("Geometric mean speedup: %1 [%2]", "几何平均加速比：%1 [%2]")
                    .arg(F::speedup(results.geomean), results.geomeanRef()))
            + u"</p>\n"_s;
    const QList<Chart> all = charts(review, o, extra);
    for (qsizetype i = 0; i < all.size(); ++i) {
        h += u"<figure>\n"_s;
        if (embedding == ChartEmbedding::Inline)
            h += all.at(i).svg;
        else
            h += u"<img src=\"perfopt-chart:%1\" alt=\"%2\">\n"_s.arg(i).arg(e(all.at(i).title));
        h += u"<figcaption>"_s + e(all.at(i).title) + u"</figcaption>\n</figure>\n"_s;
    }

    h += u"<h2>"_s + e(o.text("Notes", "评审备注")) + u"</h2>\n"_s;
    const QList<NoteRow> allNotes = noteRows(review, notes, o);
    if (allNotes.isEmpty()) {
        h += u"<p>"_s + e(o.text("No notes.", "没有备注。")) + u"</p>\n"_s;
    } else {
        h += u"<table>\n<tr><th>"_s + e(o.text("on", "对象")) + u"</th><th>"_s + e(o.text("author", "作者"))
            + u"</th><th>"_s + e(o.text("note", "备注")) + u"</th><th>"_s + e(o.text("updated", "更新时间"))
            + u"</th></tr>\n"_s;
        for (const NoteRow &note : allNotes)
            h += u"<tr><td>"_s + e(note.on) + u"</td><td>"_s + e(note.author) + u"</td><td>"_s
                + e(note.text).replace(u'\n', u"<br>"_s) + u"</td><td>"_s + e(note.updated) + u"</td></tr>\n"_s;
        h += u"</table>\n"_s;
    }

    h += u"<h2>"_s + e(o.text("Gate results (strict profile)", "门禁结果（严格）")) + u"</h2>\n"_s;
    if (gate.results.isEmpty()) {
        h += u"<p>"_s + e(o.text("No findings.", "没有发现问题。")) + u"</p>\n"_s;
    } else {
        h += u"<table>\n<tr><th>"_s + e(o.text("rule", "规则")) + u"</th><th>"_s + e(o.text("severity", "级别"))
            + u"</th><th>"_s + e(o.text("location", "位置")) + u"</th><th>"_s + e(o.text("message", "说明"))
            + u"</th></tr>\n"_s;
        for (const GateResult &r : gate.results)
            h += u"<tr><td>"_s + e(r.ruleId) + u"</td><td>"_s + e(severityName(r.severity, o))
                + u"</td><td class=\"ref\">"_s + e(r.file + (r.line > 0 ? u':' + QString::number(r.line) : QString()))
                + u"</td><td>"_s + e(r.message) + u"</td></tr>\n"_s;
        h += u"</table>\n"_s;
    }
    h += u"</body>\n</html>\n"_s;
    return h;
}
