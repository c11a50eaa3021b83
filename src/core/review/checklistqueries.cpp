// SPDX-License-Identifier: MIT
#include "review/checklistqueries.h"

#include "optlog/optlogstructure.h"
#include "records/derivedseries.h"
#include "run/projectsnapshot.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QRegularExpression>
#include <QSet>
#include <map>

using namespace Qt::StringLiterals;

namespace {

using Status = ChecklistVerdict::Status;

QString tr(const char *text)
{
    return QCoreApplication::translate("ChecklistQueries", text);
}

QString trn(const char *text, qsizetype n)
{
    return QCoreApplication::translate("ChecklistQueries", text, nullptr, int(n));
}

ChecklistVerdict verdict(const ChecklistItem &item, Status status, const QString &summary,
                         const QList<ChecklistEvidence> &evidence = {})
{
    return {item.id, status, summary, evidence};
}

// Branch ids in logs often drop the round prefix ("pipe" for "v1_pipe"), as in the strict gate.
bool sameCandidate(const QString &a, const QString &b)
{
    return !a.isEmpty() && !b.isEmpty() && (a == b || b.endsWith(u'_' + a) || a.endsWith(u'_' + b));
}

bool isPlaceholder(const QString &text)
{
    const QString t = CellValue::stripMarkup(text).trimmed().toLower();
    return t.isEmpty() || t == "-"_L1 || t == u"—"_s || t == "none"_L1 || t == "n/a"_L1 || t == "na"_L1;
}

QString cellText(const OptLogTableRow &row, int column)
{
    return column < 0 ? QString() : CellValue::stripMarkup(row.cells.value(column).text).trimmed();
}

} // namespace

ChecklistQueries::ChecklistQueries(const ProjectSnapshot &snapshot, const GateReport &report)
    : m_snapshot(snapshot)
    , m_report(report)
{
    m_logLines = snapshot.optLog.text.split(u'\n');
    if (!snapshot.layout.designFile.isEmpty()) {
        const TextFile design = TextFile::read(snapshot.layout.absolute(snapshot.layout.designFile),
                                               snapshot.layout.designFile, 4 * 1024 * 1024);
        m_design = design.text();
        m_designPath = snapshot.layout.designFile;
    }
}

ChecklistQueries::Query ChecklistQueries::queryFor(const QString &id)
{
    static const std::map<QString, Query> queries = {
        {u"design-file"_s, &ChecklistQueries::designFile},
        {u"operator-type"_s, &ChecklistQueries::operatorType},
        {u"design-163"_s, &ChecklistQueries::design163},
        {u"toolchain-stamp"_s, &ChecklistQueries::toolchainStamp},
        {u"ab-plan"_s, &ChecklistQueries::abPlan},
        {u"dispatch-baselines"_s, &ChecklistQueries::dispatchBaselines},
        {u"baseline-record"_s, &ChecklistQueries::baselineRecord},
        {u"baseline-table"_s, &ChecklistQueries::baselineTable},
        {u"design-estimate"_s, &ChecklistQueries::designEstimate},
        {u"same-base"_s, &ChecklistQueries::sameBase},
        {u"branch-changes"_s, &ChecklistQueries::branchChanges},
        {u"l0"_s, &ChecklistQueries::l0},
        {u"merge"_s, &ChecklistQueries::merge},
        {u"decisions"_s, &ChecklistQueries::decisions},
        {u"termination"_s, &ChecklistQueries::termination},
        {u"final-is-best"_s, &ChecklistQueries::finalIsBest},
        {u"speedups"_s, &ChecklistQueries::speedups},
        {u"precision"_s, &ChecklistQueries::precision},
        {u"retrospective"_s, &ChecklistQueries::retrospective},
        {u"vp-type"_s, &ChecklistQueries::vpType},
        {u"evidence-triplet"_s, &ChecklistQueries::evidenceTriplet},
        {u"optimize-md"_s, &ChecklistQueries::optimizeMd},
        {u"stage-result"_s, &ChecklistQueries::stageResult},
    };
    const auto it = queries.find(id);
    return it == queries.end() ? nullptr : it->second;
}

bool ChecklistQueries::has(const QString &query)
{
    return queryFor(query) != nullptr;
}

ChecklistVerdict ChecklistQueries::answer(const ChecklistItem &item) const
{
    const Query query = queryFor(item.query);
    return query ? (this->*query)(item) : verdict(item, Status::Manual, tr("Only the reviewer can tell"));
}

// --- Helpers ------------------------------------------------------------------------------------

ChecklistEvidence ChecklistQueries::logLine(int line) const
{
    QString text = line > 0 && line <= m_logLines.size() ? m_logLines.at(line - 1).trimmed() : QString();
    if (text.startsWith("- "_L1) || text.startsWith("* "_L1))
        text = text.mid(2); // a list item's marker says nothing
    if (text.size() > 160)
        text = text.left(159) + u'…';
    return {m_snapshot.optLogFile.displayPath, line, text};
}

ChecklistEvidence ChecklistQueries::recordLine(int line) const
{
    for (const PerfRecord &r : m_snapshot.records.records)
        if (r.line == line) {
            QString text = r.candidateId;
            if (!r.workloadKey().trimmed().isEmpty() && r.workloadKey() != " / "_L1)
                text += u" · "_s + r.workloadKey();
            if (r.hasDuration())
                text += u" · "_s + QString::number(r.durationUs) + u" us"_s;
            return {m_snapshot.records.displayPath, line, text};
        }
    return {m_snapshot.records.displayPath, line, QString()};
}

QList<int> ChecklistQueries::logLinesMatching(const QString &pattern, int limit) const
{
    const QRegularExpression re(pattern, QRegularExpression::CaseInsensitiveOption);
    QList<int> out;
    for (qsizetype i = 0; i < m_logLines.size() && out.size() < limit; ++i)
        if (re.match(m_logLines.at(i)).hasMatch())
            out.append(int(i + 1));
    return out;
}

QStringList ChecklistQueries::winners() const
{
    const QList<const OptLogRound *> rounds = OptLogStructure::workflowOrder(m_snapshot.optLog);
    QStringList out;
    for (const OptLogRound *round : std::as_const(rounds)) {
        const OptLogDecision *best = round->newCurrentBest();
        if (!best || best->candidate.isEmpty())
            best = round->winner();
        if (best && !best->candidate.isEmpty() && !best->keepsCurrentBest && !out.contains(best->candidate))
            out.append(best->candidate);
    }
    return out;
}

// --- Phase 0 ------------------------------------------------------------------------------------

ChecklistVerdict ChecklistQueries::designFile(const ChecklistItem &item) const
{
    const RunLayout &layout = m_snapshot.layout;
    QList<ChecklistEvidence> evidence;
    if (!layout.baselineKernel.isEmpty())
        evidence.append({layout.baselineKernel, 0, QString()});
    if (!layout.designFile.isEmpty())
        evidence.append({layout.designFile, 0, QString()});
    // The log's header, where the workflow's logs name what was read.
    const int headerEnd = m_snapshot.optLog.headings.size() > 1 ? m_snapshot.optLog.headings.at(1).line : 40;
    for (int line : logLinesMatching(u"hardware-context|pattern-library|INDEX\\.md|kb_search|DESIGN"_s, 3))
        if (line < headerEnd)
            evidence.append(logLine(line));
    return verdict(item, Status::Manual,
                   layout.designFile.isEmpty() ? tr("The run has no DESIGN.md next to the baseline kernel")
                                               : tr("Check the log's header against DESIGN.md"),
                   evidence);
}

ChecklistVerdict ChecklistQueries::operatorType(const ChecklistItem &item) const
{
    static const QRegularExpression re(
        u"(算子类型|算子类别|operator type|op type|kernel type).*\\b(cube|vector|mix)\\b"_s,
        QRegularExpression::CaseInsensitiveOption);
    for (qsizetype i = 0; i < m_logLines.size(); ++i)
        if (const auto m = re.match(m_logLines.at(i)); m.hasMatch())
            return verdict(item, Status::Pass, tr("Operator type: %1").arg(m.captured(2).toLower()),
                           {logLine(int(i + 1))});
    return verdict(item, Status::Fail, tr("The log never states the operator type (cube, vector or mix)"));
}

ChecklistVerdict ChecklistQueries::design163(const ChecklistItem &item) const
{
    if (m_design.isEmpty())
        return verdict(item, Status::NotApplicable, tr("The run has no DESIGN.md"));
    const qsizetype at = m_design.indexOf("1.6.3"_L1);
    if (at < 0)
        return verdict(item, Status::NotApplicable, tr("DESIGN.md has no §1.6.3 layout decision"));
    const ChecklistEvidence design {m_designPath, int(m_design.left(at).count(u'\n')) + 1, u"§1.6.3"_s};
    const QList<int> lines = logLinesMatching(u"1\\.6\\.3"_s);
    if (lines.isEmpty())
        return verdict(item, Status::Fail,
                       tr("DESIGN.md has §1.6.3 but the log never compares it with the measurements"), {design});
    QList<ChecklistEvidence> evidence;
    for (int line : lines)
        evidence.append(logLine(line));
    evidence.append(design);
    return verdict(item, Status::Pass, trn("The log refers to §1.6.3 on %n line(s)", lines.size()), evidence);
}

ChecklistVerdict ChecklistQueries::toolchainStamp(const ChecklistItem &item) const
{
    static const QRegularExpression re(u"tilelang.*CANN|CANN.*tilelang"_s, QRegularExpression::CaseInsensitiveOption);
    for (qsizetype i = 0; i < m_logLines.size(); ++i)
        if (re.match(m_logLines.at(i)).hasMatch())
            return verdict(item, Status::Pass, tr("Toolchain stamp recorded"), {logLine(int(i + 1))});
    return verdict(item, Status::Fail, tr("No line of the log names both the tilelang build and the CANN version"));
}

ChecklistVerdict ChecklistQueries::abPlan(const ChecklistItem &item) const
{
    static const QRegularExpression plan(u"实验裁决|adjudication plan"_s, QRegularExpression::CaseInsensitiveOption);
    const auto m = plan.match(m_design);
    if (m_design.isEmpty() || !m.hasMatch())
        return verdict(item, Status::NotApplicable, tr("DESIGN.md has no experiment adjudication plan"));
    const ChecklistEvidence design {m_designPath, int(m_design.left(m.capturedStart()).count(u'\n')) + 1, m.captured()};
    const QList<int> lines = logLinesMatching(u"ab_test|\\bA/B\\b|裁决|adjudicat"_s);
    if (lines.isEmpty())
        return verdict(item, Status::Fail, tr("DESIGN.md plans an A/B adjudication but the log reports none"),
                       {design});
    QList<ChecklistEvidence> evidence;
    for (int line : lines)
        evidence.append(logLine(line));
    evidence.append(design);
    return verdict(item, Status::Pass, tr("The log reports the A/B adjudication"), evidence);
}

// --- Phase 1 ------------------------------------------------------------------------------------

ChecklistVerdict ChecklistQueries::dispatchBaselines(const ChecklistItem &item) const
{
    const ProjectSnapshot &s = m_snapshot;
    QList<ChecklistEvidence> baselines;
    QSet<QString> baselineKeys;
    QSet<QString> paths;
    QMap<QString, int> measured; // key -> first record line
    for (const PerfRecord &r : s.records.records) {
        if (!r.valid)
            continue;
        if (r.isBaseline()) {
            baselineKeys.insert(r.workloadKey());
            paths.insert(r.dispatchPath);
            baselines.append(recordLine(r.line));
        } else if (!measured.contains(r.workloadKey())) {
            measured.insert(r.workloadKey(), r.line);
        }
    }
    if (baselines.isEmpty()) {
        QList<ChecklistEvidence> evidence;
        for (const OptLogTable &table : s.optLog.tables)
            if (table.kind == TableKind::Baseline)
                evidence.append(logLine(table.line));
        return verdict(item, evidence.isEmpty() ? Status::Fail : Status::Manual,
                       evidence.isEmpty() ? tr("No baseline record and no baseline table")
                                          : tr("No baseline record; check the log's baseline table"),
                       evidence);
    }
    QList<ChecklistEvidence> missing;
    for (auto it = measured.cbegin(); it != measured.cend(); ++it)
        if (!baselineKeys.contains(it.key()))
            missing.append(recordLine(it.value()));
    if (!missing.isEmpty())
        return verdict(item, Status::Fail, trn("%n measured workload(s) have no baseline", missing.size()), missing);
    return verdict(
        item, Status::Pass,
        tr("%1 dispatch path(s), %2 workload(s), each with a baseline").arg(paths.size()).arg(baselineKeys.size()),
        baselines);
}

ChecklistVerdict ChecklistQueries::baselineRecord(const ChecklistItem &item) const
{
    const ProjectSnapshot &s = m_snapshot;
    if (!s.records.exists)
        return verdict(item, Status::Fail, tr("perf_records.jsonl does not exist"));
    const PerfRecord *first = nullptr;
    for (const PerfRecord &r : s.records.records)
        if (r.valid) {
            first = &r;
            break;
        }
    if (!first)
        return verdict(item, Status::Fail, tr("perf_records.jsonl has no valid record"));
    auto proper = [](const PerfRecord &r) {
        const bool named = r.contract == Generation::B ? r.phase == "baseline"_L1 : r.candidateId == "baseline"_L1;
        return named && r.round && *r.round == 0 && !r.parentId;
    };
    QList<ChecklistEvidence> evidence, wrong;
    for (const PerfRecord &r : s.records.records)
        if (r.valid && r.isBaseline())
            (proper(r) ? evidence : wrong).append(recordLine(r.line));
    if (!proper(*first))
        return verdict(item, Status::Fail, tr("The first record is not a round 0 baseline without parent"),
                       {recordLine(first->line)});
    if (!wrong.isEmpty())
        return verdict(item, Status::Fail, trn("%n baseline record(s) are not round 0 without parent", wrong.size()),
                       wrong);
    return verdict(item, Status::Pass, trn("%n baseline record(s), the first record among them", evidence.size()),
                   evidence);
}

ChecklistVerdict ChecklistQueries::baselineTable(const ChecklistItem &item) const
{
    const OptLog &log = m_snapshot.optLog;
    QList<ChecklistEvidence> evidence;
    for (const OptLogTable &table : log.tables)
        if (table.kind == TableKind::Baseline)
            evidence.append(logLine(table.line));
    if (evidence.isEmpty())
        for (const OptLogSection &section : log.sections)
            if (section.kind == OptLogSectionKind::Baseline)
                evidence.append(logLine(section.line));
    if (evidence.isEmpty())
        return verdict(item, Status::Fail, tr("The log has no baseline Performance Test Data"));
    return verdict(item, Status::Pass, tr("Baseline data in the log"), evidence);
}

ChecklistVerdict ChecklistQueries::designEstimate(const ChecklistItem &item) const
{
    static const QRegularExpression estimate(u"1\\.6\\.0.*(设计期估算|估算|estimate)"_s,
                                             QRegularExpression::CaseInsensitiveOption);
    const auto m = estimate.match(m_design);
    if (m_design.isEmpty() || !m.hasMatch())
        return verdict(item, Status::NotApplicable, tr("DESIGN.md has no design-time estimate (§1.6.0)"));
    const ChecklistEvidence design {m_designPath, int(m_design.left(m.capturedStart()).count(u'\n')) + 1, m.captured()};
    const QList<int> lines = logLinesMatching(u"设计估算\\s*vs\\s*实测|\\bD-2\\b|estimate vs\\.? measured"_s);
    if (lines.isEmpty())
        return verdict(item, Status::Fail,
                       tr("DESIGN.md estimates a lower bound but the log has no estimate vs measured line"), {design});
    QList<ChecklistEvidence> evidence;
    for (int line : lines)
        evidence.append(logLine(line));
    evidence.append(design);
    return verdict(item, Status::Pass, tr("Estimate vs measured deviation recorded"), evidence);
}

// --- Phase 2 ------------------------------------------------------------------------------------

ChecklistVerdict ChecklistQueries::sameBase(const ChecklistItem &item) const
{
    // round -> parent -> record lines
    QMap<qint64, QMap<QString, QList<int>>> parents;
    for (const PerfRecord &r : m_snapshot.records.records) {
        if (!r.valid || !r.round || *r.round < 1 || r.isBaseline())
            continue;
        if (r.contract == Generation::B && r.phase != "candidate"_L1)
            continue; // merged and final records descend from the winner, not from the round's base
        parents[*r.round][r.parentId.value_or(u"null"_s)].append(r.line);
    }
    if (parents.isEmpty())
        return verdict(item, Status::NotApplicable, tr("No branch records"));
    QList<ChecklistEvidence> pass, fail;
    QStringList mixed;
    for (auto round = parents.cbegin(); round != parents.cend(); ++round) {
        if (round.value().size() == 1) {
            ChecklistEvidence e = recordLine(round.value().first().first());
            e.text = tr("round %1: every branch from %2").arg(round.key()).arg(round.value().firstKey());
            pass.append(e);
            continue;
        }
        mixed.append(QString::number(round.key()));
        // The most common parent is the round's base; the others are the odd ones out.
        QString base;
        for (auto p = round.value().cbegin(); p != round.value().cend(); ++p)
            if (base.isEmpty() || p.value().size() > round.value().value(base).size())
                base = p.key();
        for (auto p = round.value().cbegin(); p != round.value().cend(); ++p)
            if (p.key() != base)
                for (int line : p.value()) {
                    ChecklistEvidence e = recordLine(line);
                    e.text = tr("round %1: parent %2, the round's base is %3").arg(round.key()).arg(p.key(), base);
                    fail.append(e);
                }
    }
    if (!fail.isEmpty())
        return verdict(item, Status::Fail,
                       tr("Branches of round %1 derive from different candidates").arg(mixed.join(u", "_s)), fail);
    return verdict(item, Status::Pass, trn("Each of %n round(s) derives its branches from one base", pass.size()),
                   pass);
}

ChecklistVerdict ChecklistQueries::branchChanges(const ChecklistItem &item) const
{
    QList<ChecklistEvidence> evidence;
    for (const OptLogRound &round : m_snapshot.optLog.rounds)
        for (const OptLogBranch &branch : round.branches) {
            ChecklistEvidence e = logLine(branch.line);
            if (!branch.change.isEmpty())
                e.text = branch.id + u": "_s + branch.change;
            evidence.append(e);
        }
    return verdict(item, Status::Manual, trn("Read the main change of %n branch(es)", evidence.size()), evidence);
}

ChecklistVerdict ChecklistQueries::l0(const ChecklistItem &item) const
{
    const QStringList won = winners() + QStringList {m_snapshot.finalCandidateId()};
    int branches = 0;
    QList<ChecklistEvidence> failures, winnerFailures;
    for (const PerfRecord &r : m_snapshot.records.records) {
        if (!r.parsed || r.isBaseline())
            continue;
        ++branches;
        if (r.l0Pass.value_or(true))
            continue;
        const bool winner
            = std::any_of(won.cbegin(), won.cend(), [&](const QString &w) { return sameCandidate(w, r.candidateId); });
        (winner ? winnerFailures : failures).append(recordLine(r.line));
    }
    if (!winnerFailures.isEmpty())
        return verdict(item, Status::Fail, trn("%n record(s) of a winner failed L0", winnerFailures.size()),
                       winnerFailures + failures);
    if (branches == 0)
        return verdict(item, Status::NotApplicable, tr("No branch records"));
    return verdict(
        item, Status::Pass,
        tr("%1 branch record(s), %2 L0 failure(s), none of them a winner").arg(branches).arg(failures.size()),
        failures);
}

ChecklistVerdict ChecklistQueries::merge(const ChecklistItem &item) const
{
    QMap<qint64, QList<int>> merged; // round -> merged record lines
    for (const PerfRecord &r : m_snapshot.records.records)
        if (r.valid && r.round && r.phase == "merged"_L1)
            merged[*r.round].append(r.line);
    QList<ChecklistEvidence> pass, fail;
    for (const OptLogRound &round : m_snapshot.optLog.rounds) {
        const OptLogDecision *best = round.newCurrentBest();
        if (!best || best->candidate.isEmpty())
            best = round.winner();
        if (!best || best->candidate.isEmpty() || best->keepsCurrentBest || round.number < 1)
            continue;
        if (merged.contains(round.number)) {
            for (int line : merged.value(round.number))
                pass.append(recordLine(line));
        } else {
            ChecklistEvidence e = logLine(best->line);
            e.text = tr("round %1: %2 has no phase=merged record").arg(round.number).arg(best->candidate);
            fail.append(e);
        }
    }
    if (!fail.isEmpty())
        return verdict(item, Status::Fail, trn("%n winner(s) without a merged re-measurement", fail.size()), fail);
    if (pass.isEmpty())
        return verdict(item, Status::Manual, tr("The log names no winner to merge"));
    return verdict(item, Status::Pass, trn("%n merged record(s)", pass.size()), pass);
}

ChecklistVerdict ChecklistQueries::decisions(const ChecklistItem &item) const
{
    QList<ChecklistEvidence> pass, fail;
    for (const OptLogRound &round : m_snapshot.optLog.rounds) {
        if (round.number < 1 || (round.branches.isEmpty() && round.comparisonTables.isEmpty()))
            continue;
        const OptLogDecision *stated = round.winner();
        if (!stated)
            stated = round.newCurrentBest();
        if (stated)
            pass.append(logLine(stated->line));
        else
            fail.append({m_snapshot.optLogFile.displayPath, round.line,
                         tr("%1: no winner or rollback stated").arg(round.heading)});
    }
    if (!fail.isEmpty())
        return verdict(item, Status::Fail, trn("%n round(s) state no conclusion", fail.size()), fail);
    if (pass.isEmpty())
        return verdict(item, Status::Fail, tr("The log has no rounds with experiment branches"));
    return verdict(item, Status::Pass, trn("%n round(s), each with its conclusion", pass.size()), pass);
}

ChecklistVerdict ChecklistQueries::termination(const ChecklistItem &item) const
{
    const OptLogStopReason *stated = nullptr;
    for (const OptLogStopReason &r : m_snapshot.optLog.stopReasons)
        if (!stated || r.inLatestFinalSummary)
            stated = &r;
    if (!stated)
        return verdict(item, Status::Fail, tr("The log states no stop reason"));
    QList<ChecklistEvidence> evidence {logLine(stated->line)};
    for (const GateResult &r : m_report.results)
        if (r.ruleId == "REVIEW-TERMINATION"_L1 && r.severity == Diagnostic::Severity::Info)
            evidence.append({r.file, r.line, r.message});
    return verdict(item, Status::Pass, tr("Stop reason: %1").arg(stated->raw), evidence);
}

// --- Phase 3 ------------------------------------------------------------------------------------

ChecklistVerdict ChecklistQueries::finalIsBest(const ChecklistItem &item) const
{
    const ProjectSnapshot &s = m_snapshot;
    if (s.layout.finalKernel.isEmpty() || !s.finalKernelFile.exists)
        return verdict(item, Status::Fail, tr("The final kernel perf_opt/%1.py does not exist").arg(s.operatorName()));
    const ChecklistEvidence finalFile {s.layout.finalKernel, 0, QString()};
    const QStringList won = winners();
    const QString logBest = won.isEmpty() ? QString() : won.last();
    if (s.generation == Generation::B) {
        const QString sha = QString::fromLatin1(
            QCryptographicHash::hash(s.finalKernelFile.bytes, QCryptographicHash::Sha256).toHex());
        QList<ChecklistEvidence> finals, wrong;
        QString parent;
        for (const PerfRecord &r : s.records.records) {
            if (!r.valid || r.phase != "final"_L1)
                continue;
            (r.artifactSha256 == sha ? finals : wrong).append(recordLine(r.line));
            parent = r.parentId.value_or(QString());
        }
        if (!wrong.isEmpty())
            return verdict(item, Status::Fail,
                           trn("%n final record(s) measured another file than the final kernel", wrong.size()),
                           wrong + QList<ChecklistEvidence> {finalFile});
        if (finals.isEmpty())
            return verdict(item, Status::Fail, tr("No phase=final record measures the final kernel"), {finalFile});
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
    int keys = 0;
    for (const WorkloadSeries &w : series.series)
        if (std::isfinite(w.speedup()))
            ++keys;
    if (keys <= 1)
        return verdict(item, Status::Pass, tr("One workload: its speedup is stated"), perWorkload);
    const double computed = series.geomeanSpeedup;
    QList<const OptLogFigure *> stated;
    for (const OptLogFigure &f : log.geomeans)
        if (f.unit == "x"_L1 && std::isfinite(f.value))
            stated.append(&f);
    if (stated.isEmpty())
        return verdict(item, Status::Fail,
                       tr("The log states no geometric mean speedup across the %1 workloads").arg(keys), perWorkload);
    if (!std::isfinite(computed))
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
            return verdict(item, Status::Fail, trn("%n smoke workload(s) without a precision pass", fail.size()), fail);
        if (!pass.isEmpty())
            return verdict(item, Status::Pass, trn("%n smoke workload(s) pass", pass.size()), pass);
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
    for (const OptLogSection &section : m_snapshot.optLog.sections)
        if (section.kind == OptLogSectionKind::SkillRetrospective)
            return verdict(item, Status::Pass, tr("Skill Retrospective section"), {logLine(section.line)});
    if (m_snapshot.optLog.hasSkillRetrospective)
        return verdict(item, Status::Pass, tr("The log mentions a Skill Retrospective"),
                       {logLine(logLinesMatching(u"Skill Retrospective"_s, 1).value(0))});
    return verdict(item, Status::Fail, tr("opt_log.md has no Skill Retrospective"));
}

ChecklistVerdict ChecklistQueries::vpType(const ChecklistItem &item) const
{
    static const QRegularExpression valid(u"^[DPRC](\\s*[/,+]\\s*[DPRC])*$"_s);
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
        return verdict(item, Status::Fail, trn("%n retrospective row(s) without a valid vp_type", fail.size()), fail);
    if (pass.isEmpty())
        return verdict(item, Status::Fail, tr("No retrospective table with a vp_type column"));
    return verdict(item, Status::Pass, trn("%n row(s) typed D, P, R or C", pass.size()), pass);
}

ChecklistVerdict ChecklistQueries::evidenceTriplet(const ChecklistItem &item) const
{
    const OptLogTable *proposals = nullptr;
    for (const OptLogTable &table : m_snapshot.optLog.tables)
        if (table.kind == TableKind::Retrospective && table.columnOf(ColumnKind::Title) >= 0
            && table.columnOf(ColumnKind::VpType) >= 0)
            proposals = &table; // the latest session's table
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
        return verdict(item, Status::Fail, trn("%n D proposal(s) lack part of the evidence triplet", fail.size()),
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
    return verdict(item, Status::Pass, trn("The Stage Result block has all %n fields", required.size()),
                   {logLine(log.stageResultLine)});
}
