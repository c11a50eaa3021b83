// SPDX-License-Identifier: MIT
// The checklist's Phase 3 (final result) and Phase 4 (retrospective, deliverables) questions.
#include "gates/finaltablespeedups.h"
#include "optlog/optlogclaims.h"
#include "records/derivedseries.h"
#include "review/checklistqueries.h"
#include "review/checklistqueries_p.h"
#include "run/projectsnapshot.h"

#include <QCryptographicHash>
#include <QRegularExpression>

using namespace Qt::StringLiterals;
using namespace ChecklistQueriesPrivate;

ChecklistVerdict ChecklistQueries::finalIsBest(const ChecklistItem &item) const
{
    const ProjectSnapshot &s = m_snapshot;
    if (s.layout.finalKernel.isEmpty() || !s.finalKernelFile.exists)
        return verdict(item, Status::Fail, tr("The final kernel perf_opt/%1.py does not exist").arg(s.operatorName()));
    const ChecklistEvidence finalFile {s.layout.finalKernel, 0, QString()};
    const QStringList won = winners();
    const QString logBest = won.isEmpty() ? QString() : won.last();
    // Without records no candidate is tied to a file, and nothing records-based holds.
    if (std::none_of(s.records.records.cbegin(), s.records.records.cend(), [](const PerfRecord &r) { return r.valid; }))
        return finalWithoutRecords(item, logBest);
    if (s.generation == Generation::B) {
        const QString sha = QString::fromLatin1(
            QCryptographicHash::hash(s.finalKernelFile.bytes, QCryptographicHash::Sha256).toHex());
        QList<ChecklistEvidence> finals, wrong, otherParent;
        QString parent;
        for (const PerfRecord &r : s.records.records) {
            if (!r.valid || r.phase != "final"_L1)
                continue;
            (r.artifactSha256 == sha ? finals : wrong).append(recordLine(r.line));
            // Every final record derives from the log's last current best, not only the last one.
            const QString from = r.parentId.value_or(QString());
            if (!logBest.isEmpty() && !sameCandidate(from, logBest)) {
                otherParent.append(recordLine(r.line));
                parent = from;
            } else if (otherParent.isEmpty()) {
                parent = from;
            }
        }
        if (!wrong.isEmpty())
            return verdict(item, Status::Fail,
                           tr("%n final record(s) measured another file than the final kernel", "", wrong.size()),
                           wrong + QList<ChecklistEvidence> {finalFile});
        if (finals.isEmpty())
            return verdict(item, Status::Fail, tr("No phase=final record measures the final kernel"), {finalFile});
        // The final kernel's bytes are those another candidate's records measured, and none of the
        // last current best's: the file handed over is that candidate's (a rolled-back branch copied
        // over {op}.py), whatever the final records name as their parent.
        if (!logBest.isEmpty()) {
            QString sameFileAs;
            int sameFileLine = 0;
            bool bestsFile = false;
            for (const PerfRecord &r : s.records.records) {
                if (!r.valid || r.phase == "final"_L1 || r.artifactSha256 != sha)
                    continue;
                if (sameCandidate(r.candidateId, logBest))
                    bestsFile = true;
                else if (sameFileAs.isEmpty()) {
                    sameFileAs = r.candidateId;
                    sameFileLine = r.line;
                }
            }
            if (!bestsFile && !sameFileAs.isEmpty())
                return verdict(item, Status::Fail,
                               tr("The final kernel is %1's file (sha256 %2…), but the log's last current best is %3")
                                   .arg(sameFileAs, sha.left(8), logBest),
                               QList<ChecklistEvidence> {finalFile, recordLine(sameFileLine)} + finals);
        }
        if (!logBest.isEmpty() && !sameCandidate(parent, logBest))
            return verdict(
                item, Status::Fail,
                tr("The final records derive from %1, but the log's last current best is %2").arg(parent, logBest),
                finals);
        return verdict(
            item, Status::Pass,
            tr("The final records measure the final kernel (sha256 %1…), derived from %2").arg(sha.left(8), parent),
            QList<ChecklistEvidence> {finalFile} + finals);
    }
    const QString identical = s.lineage.finalCandidateId;
    QList<ChecklistEvidence> evidence {finalFile};
    if (const LineageNode *node = s.lineage.node(identical.isEmpty() ? logBest : identical);
        node && node->variantIndex >= 0 && node->variantIndex < s.variants.size())
        evidence.append({s.variants.at(node->variantIndex).relativePath, 0, node->candidateId});
    if (identical.isEmpty())
        return verdict(
            item, Status::Manual,
            logBest.isEmpty()
                ? tr("The final kernel matches no recorded candidate's file byte for byte")
                : tr("The final kernel is not a byte-identical copy of %1's file; compare them").arg(logBest),
            evidence);
    if (!logBest.isEmpty() && !sameCandidate(identical, logBest))
        return verdict(
            item, Status::Fail,
            tr("The final kernel is %1's file, but the log's last current best is %2").arg(identical, logBest),
            evidence);
    return verdict(item, Status::Pass, tr("The final kernel is %1's file, byte for byte").arg(identical), evidence);
}

// Gen B proves the final kernel by its phase=final records alone; Gen A compares it with the log's
// last current best's branch file.
ChecklistVerdict ChecklistQueries::finalWithoutRecords(const ChecklistItem &item, const QString &logBest) const
{
    const ProjectSnapshot &s = m_snapshot;
    const ChecklistEvidence finalFile {s.layout.finalKernel, 0, QString()};
    if (s.generation == Generation::B)
        return verdict(item, Status::Fail,
                       tr("No valid record in perf_records.jsonl: no phase=final record measures the final kernel"),
                       {finalFile});
    // The exact name first: "v3_bs4096" also ends like v1_bs4096's opt_id.
    const auto named = [&](bool exactly) {
        return std::find_if(s.variants.cbegin(), s.variants.cend(), [&](const KernelVariant &v) {
            const QString id = u"v%1_%2"_s.arg(v.iteration).arg(v.optId);
            return v.kind == KernelVariant::Kind::Branch
                && (exactly ? logBest == id || logBest == v.optId
                            : sameCandidate(logBest, id) || sameCandidate(logBest, v.optId));
        });
    };
    auto branch = named(true);
    if (branch == s.variants.cend())
        branch = named(false);
    if (logBest.isEmpty() || branch == s.variants.cend())
        return verdict(item, Status::Manual,
                       tr("No valid record in perf_records.jsonl and no branch file of a current best the log "
                          "names: compare the final kernel by hand"),
                       {finalFile});
    const TextFile file = TextFile::read(s.layout.absolute(branch->relativePath), branch->relativePath,
                                         RunRead::MaxTextBytes, s.layout.operatorDir);
    const QList<ChecklistEvidence> evidence {finalFile, {branch->relativePath, 0, logBest}};
    if (file.exists && file.bytes == s.finalKernelFile.bytes)
        return verdict(item, Status::Pass,
                       tr("The final kernel is %1's file, byte for byte (the log's last current best; no valid "
                          "record in perf_records.jsonl)")
                           .arg(logBest),
                       evidence);
    return verdict(item, Status::Manual,
                   tr("The final kernel is not a byte-identical copy of %1's file, the log's last current best (no "
                      "valid record in perf_records.jsonl); compare them")
                       .arg(logBest),
                   evidence);
}

ChecklistVerdict ChecklistQueries::speedups(const ChecklistItem &item) const
{
    const ProjectSnapshot &s = m_snapshot;
    const DerivedSeries series = s.derivedSeries(0.03);
    const OptLog &log = s.optLog;
    QList<ChecklistEvidence> perWorkload;
    for (int t : log.finalTables)
        perWorkload.append(logLine(log.tables.at(t).line));
    for (const OptLogFigure &f : log.speedups)
        if (f.inLatestFinalSummary && perWorkload.size() < 8)
            perWorkload.append(logLine(f.line));
    if (perWorkload.isEmpty())
        return verdict(item, Status::Fail, tr("The Final Summary states no per-workload speedup"));
    // Each per-workload speedup a Final Summary table states, held to its records.
    QList<ChecklistEvidence> wrong;
    for (const FinalTableSpeedups::Stated &row : FinalTableSpeedups::read(s, series))
        if (!row.matches()) {
            ChecklistEvidence e = logLine(row.line);
            e.text
                = tr("%1: stated %2x, the records give %3x").arg(row.key).arg(row.stated).arg(row.computed, 0, 'f', 3);
            wrong.append(e);
        }
    if (!wrong.isEmpty())
        return verdict(item, Status::Fail,
                       tr("%n per-workload speedup(s) of the Final Summary do not match the records", "", wrong.size()),
                       wrong);
    int keys = 0;
    for (const WorkloadSeries &w : series.series)
        if (w.tuned && std::isfinite(w.speedup()))
            ++keys;
    if (keys <= 1)
        return verdict(item, Status::Pass, tr("One workload: its speedup is stated"), perWorkload);
    const double computed = series.geomeanSpeedup;
    // The latest Final Summary's geometric mean when it states one (a round's interim figure is no
    // claim about the run), the mean across the keys over a group's; a bound is no claim.
    const QList<const OptLogFigure *> stated = OptLogClaims::statedGeomeans(log);
    if (stated.isEmpty())
        return verdict(item, Status::Fail,
                       tr("The log states no geometric mean speedup across the %1 workloads").arg(keys), perWorkload);
    // Without records the series come from the log's own tables: the log checked against itself.
    if (!std::isfinite(computed) || series.source != DerivedSeries::Source::Records)
        return verdict(item, Status::Manual, tr("No records to recompute the geometric mean from"),
                       QList<ChecklistEvidence> {logLine(stated.last()->line)} + perWorkload);
    const OptLogFigure *closest = stated.first();
    for (const OptLogFigure *f : std::as_const(stated))
        if (std::abs(f->value - computed) < std::abs(closest->value - computed))
            closest = f;
    const QString text = tr("stated %1x, the records give %2x").arg(closest->value).arg(computed, 0, 'f', 3);
    if (std::abs(closest->value - computed) > std::max(0.015 * computed, 0.006))
        return verdict(item, Status::Fail, tr("The geometric mean does not match the records: %1").arg(text),
                       QList<ChecklistEvidence> {logLine(closest->line)} + perWorkload);
    return verdict(item, Status::Pass, tr("Per-workload speedups and the geometric mean (%1)").arg(text),
                   QList<ChecklistEvidence> {logLine(closest->line)} + perWorkload);
}

ChecklistVerdict ChecklistQueries::precision(const ChecklistItem &item) const
{
    const ProjectSnapshot &s = m_snapshot;
    if (s.generation == Generation::B && s.inventory.readable) {
        QList<ChecklistEvidence> pass, fail;
        for (const InventoryItem &i : s.inventory.items) {
            if (i.kind != "smoke"_L1)
                continue;
            ChecklistEvidence e {s.inventory.displayPath, i.line, i.workloadId + u": precision_pass "_s};
            e.text += i.precisionPass ? (*i.precisionPass ? u"true"_s : u"false"_s) : u"missing"_s;
            (i.precisionPass.value_or(false) ? pass : fail).append(e);
        }
        if (!fail.isEmpty())
            return verdict(item, Status::Fail, tr("%n smoke workload(s) without a precision pass", "", fail.size()),
                           fail);
        if (!pass.isEmpty())
            return verdict(item, Status::Pass, tr("%n smoke workload(s) pass", "", pass.size()), pass);
    }
    QList<ChecklistEvidence> evidence;
    QList<int> lines = logLinesMatching(u"level[ =_]all"_s, 3);
    if (lines.isEmpty())
        lines = logLinesMatching(u"--level|precision_pass"_s, 3);
    for (int line : std::as_const(lines))
        evidence.append(logLine(line));
    return verdict(item, Status::Manual, tr("Check the final precision run the log cites"), evidence);
}

// --- Phase 4 ------------------------------------------------------------------------------------

ChecklistVerdict ChecklistQueries::retrospective(const ChecklistItem &item) const
{
    // Content only promised ("待补", "TBD", "TODO", "（待填写）") is none: a line counts when more
    // than such a word and markup is left. Headings and tables are read apart.
    static const QRegularExpression promise(
        u"^(?:待补充?|待填写?|待完善|待写|tbd|todo|fixme|placeholder|\\.{3}|…+)?$"_s,
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression markup(u"[\\s\\-*+>`_#|:：（）()\\[\\]【】。.]+"_s);
    const auto words = [&](QString text) { return text.replace(markup, QString()); };
    const auto says = [&](const QString &text) { return !promise.match(words(text)).hasMatch(); };
    const OptLog &log = m_snapshot.optLog;
    QList<ChecklistEvidence> written, empty;
    for (const OptLogSection &section : log.sections) {
        if (section.kind != OptLogSectionKind::SkillRetrospective)
            continue;
        bool content = std::any_of(log.tables.cbegin(), log.tables.cend(), [&](const OptLogTable &table) {
            return table.line > section.line && table.line <= section.endLine
                && std::any_of(table.rows.cbegin(), table.rows.cend(), [&](const OptLogTableRow &row) {
                       return std::any_of(row.cells.cbegin(), row.cells.cend(),
                                          [&](const OptLogTableCell &cell) { return says(cell.text().toString()); });
                   });
        });
        const int end = std::min(section.endLine, int(m_logLines.size()));
        for (int line = section.line + 1; !content && line <= end; ++line) {
            const QString text = m_logLines.at(line - 1).trimmed();
            content = !text.startsWith(u'#') && !text.startsWith(u'|') && says(text);
        }
        (content ? written : empty).append(logLine(section.line));
    }
    if (!empty.isEmpty())
        return verdict(item, Status::Fail,
                       tr("%n Skill Retrospective section(s) hold only a placeholder or nothing", "", empty.size()),
                       empty);
    if (!written.isEmpty())
        return verdict(item, Status::Pass, tr("Skill Retrospective section"), written);
    if (log.hasSkillRetrospective) {
        const int line = logLinesMatching(u"Skill Retrospective"_s, 1).value(0);
        const QString text = m_logLines.value(line - 1);
        // Only a placeholder after it ("Skill Retrospective：待补"); nothing after it may be a lead-in.
        const qsizetype after = text.indexOf("Skill Retrospective"_L1, 0, Qt::CaseInsensitive);
        const QString rest = after < 0 ? QString() : words(text.mid(after + 19));
        if (!rest.isEmpty() && !says(rest))
            return verdict(item, Status::Fail, tr("The log mentions a Skill Retrospective but gives only a placeholder"),
                           {logLine(line)});
        return verdict(item, Status::Pass, tr("The log mentions a Skill Retrospective"), {logLine(line)});
    }
    return verdict(item, Status::Fail, tr("opt_log.md has no Skill Retrospective"));
}

ChecklistVerdict ChecklistQueries::vpType(const ChecklistItem &item) const
{
    // "D", "P/R", and as logs write them "D（陷阱实证扩展）", "P 类": the letter, then a note.
    static const QRegularExpression valid(u"^[DPRC](\\s*[/,+]\\s*[DPRC])*\\s*类?\\s*([(（][^()（）]*[)）])?$"_s);
    QList<ChecklistEvidence> pass, fail;
    for (const OptLogTable &table : m_snapshot.optLog.tables) {
        const int vp = table.columnOf(ColumnKind::VpType);
        if (table.kind != TableKind::Retrospective || vp < 0)
            continue;
        // A row that proposes nothing (suggested change or title "none") has no value point to type.
        const int proposal = table.columnOf(ColumnKind::Title) >= 0 ? table.columnOf(ColumnKind::Title)
                                                                    : table.columnOf(ColumnKind::SuggestedChange);
        for (const OptLogTableRow &row : table.rows) {
            const QString type = cellText(row, vp);
            if (valid.match(type).hasMatch()) {
                pass.append(logLine(row.line));
            } else if (!(isPlaceholder(type) && proposal >= 0 && isPlaceholder(cellText(row, proposal)))) {
                ChecklistEvidence e = logLine(row.line);
                e.text = tr("vp_type \"%1\": %2").arg(type, e.text);
                fail.append(e);
            }
        }
    }
    if (!fail.isEmpty())
        return verdict(item, Status::Fail, tr("%n retrospective row(s) without a valid vp_type", "", fail.size()),
                       fail);
    if (pass.isEmpty())
        return verdict(item, Status::Fail, tr("No retrospective table with a vp_type column"));
    return verdict(item, Status::Pass, tr("%n row(s) typed D, P, R or C", "", pass.size()), pass);
}

ChecklistVerdict ChecklistQueries::evidenceTriplet(const ChecklistItem &item) const
{
    // The latest session's proposals table; one with an evidence, repro or stamp column before a
    // typed list without (a write-back list "条目 | 类型 | 内容 | 回写位置" after it proposes nothing).
    const OptLogTable *proposals = nullptr;
    bool withEvidence = false;
    for (const OptLogTable &table : m_snapshot.optLog.tables) {
        if (table.kind != TableKind::Retrospective || table.columnOf(ColumnKind::Title) < 0
            || table.columnOf(ColumnKind::VpType) < 0)
            continue;
        const bool evidenced = table.columnOf(ColumnKind::Evidence) >= 0 || table.columnOf(ColumnKind::Repro) >= 0
            || table.columnOf(ColumnKind::ToolchainStamp) >= 0;
        if (evidenced || !withEvidence) {
            proposals = &table;
            withEvidence = withEvidence || evidenced;
        }
    }
    if (!proposals)
        return verdict(item, Status::Fail,
                       tr("No Value Point Proposals table (title | vp_type | evidence | repro | toolchain_stamp)"));
    const int vp = proposals->columnOf(ColumnKind::VpType);
    const int columns[] = {proposals->columnOf(ColumnKind::Evidence), proposals->columnOf(ColumnKind::Repro),
                           proposals->columnOf(ColumnKind::ToolchainStamp)};
    if (std::any_of(std::begin(columns), std::end(columns), [](int c) { return c < 0; }))
        return verdict(item, Status::Fail,
                       tr("The Value Point Proposals table lacks evidence, repro or toolchain_stamp"),
                       {logLine(proposals->line)});
    QMap<QString, int> types;
    QList<ChecklistEvidence> fail;
    for (const OptLogTableRow &row : proposals->rows) {
        const QString type = cellText(row, vp);
        if (isPlaceholder(type))
            continue;
        ++types[type.left(1)];
        if (!type.startsWith(u'D'))
            continue;
        QStringList missing;
        for (int c : columns)
            if (isPlaceholder(cellText(row, c)))
                missing.append(proposals->columns.at(c).header);
        if (!missing.isEmpty()) {
            ChecklistEvidence e = logLine(row.line);
            e.text = tr("D row without %1").arg(missing.join(u", "_s));
            fail.append(e);
        }
    }
    if (!fail.isEmpty())
        return verdict(item, Status::Fail, tr("%n D proposal(s) lack part of the evidence triplet", "", fail.size()),
                       fail);
    QStringList counts;
    for (auto it = types.cbegin(); it != types.cend(); ++it)
        counts.append(it.key() + u' ' + QString::number(it.value()));
    return verdict(item, Status::Pass, tr("Proposals: %1").arg(counts.isEmpty() ? tr("none") : counts.join(u", "_s)),
                   {logLine(proposals->line)});
}

ChecklistVerdict ChecklistQueries::optimizeMd(const ChecklistItem &item) const
{
    const RunLayout &layout = m_snapshot.layout;
    if (layout.optimizeFile.isEmpty())
        return verdict(item, Status::NotApplicable, tr("The run has no Optimize.md"));
    return verdict(item, Status::Manual, tr("Compare Optimize.md with the log"), {{layout.optimizeFile, 0, QString()}});
}

ChecklistVerdict ChecklistQueries::stageResult(const ChecklistItem &item) const
{
    const OptLog &log = m_snapshot.optLog;
    if (log.stageResult.isEmpty())
        return verdict(item, Status::NotApplicable,
                       tr("The log has no Stage Result block (File › Export › Stage Result writes one)"));
    QStringList required {u"stage"_s,
                          u"project"_s,
                          u"operator"_s,
                          u"output"_s,
                          u"log"_s,
                          u"summary_doc"_s,
                          u"verdict"_s,
                          u"design_limit_signal"_s,
                          u"perf_feedback"_s,
                          u"iterations"_s,
                          u"primary_metric"_s,
                          u"stop_reason"_s,
                          u"skill_retrospective"_s,
                          u"value_point_proposals"_s,
                          u"skills_consulted"_s,
                          u"summary"_s,
                          u"issues"_s};
    if (m_snapshot.generation == Generation::B)
        required += {u"baseline_latency_by_workload"_s, u"final_latency_by_workload"_s, u"improvement_by_workload"_s};
    else
        required += {u"baseline_latency"_s, u"final_latency"_s, u"improvement"_s};
    QStringList missing = required;
    for (const OptLogField &field : log.stageResult)
        missing.removeAll(field.key);
    if (!missing.isEmpty())
        return verdict(item, Status::Fail, tr("The Stage Result block lacks %1").arg(missing.join(u", "_s)),
                       {logLine(log.stageResultLine)});
    return verdict(item, Status::Pass, tr("The Stage Result block has all %n fields", "", required.size()),
                   {logLine(log.stageResultLine)});
}
