// SPDX-License-Identifier: MIT
#include "review/checklistevaluator.h"

#include "base/localization.h"
#include "gates/gateengine.h"
#include "review/checklistqueries.h"
#include "run/projectsnapshot.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QSet>

using namespace Qt::StringLiterals;

namespace {

using Status = ChecklistVerdict::Status;

QString tr(const char *text)
{
    return Localization::translate("ChecklistEvaluator", text);
}

// Plural forms: called as tr("%n item(s)", "", n), the form lupdate extracts (a wrapper of another
// name would leave the string out of the catalogue, English in every language).
QString tr(const char *text, const char *disambiguation, qsizetype n)
{
    return Localization::translate("ChecklistEvaluator", text, disambiguation && *disambiguation ? disambiguation : nullptr, int(n));
}

ChecklistVerdict verdict(const ChecklistItem &item, Status status, const QString &summary,
                         const QList<ChecklistEvidence> &evidence = {})
{
    return {item.id, status, summary, evidence};
}

} // namespace

ChecklistEvaluator::ChecklistEvaluator(const ProjectSnapshot &snapshot, const GateReport &report)
    : m_snapshot(snapshot)
    , m_report(report)
{
    if (report.profile != GateProfile::Strict || report.generation != snapshot.generation) {
        GateOptions options;
        options.useGitHistory = false;
        m_report = GateEngine::run(snapshot, GateProfile::Strict, options);
    }
    m_queries = std::make_unique<ChecklistQueries>(snapshot, m_report);
}

ChecklistEvaluator::~ChecklistEvaluator() = default;

ChecklistEvaluator::ChecklistEvaluator(const ProjectSnapshot &snapshot)
    : ChecklistEvaluator(snapshot, GateReport {GateProfile::Workflow, Generation::Unknown, {}, nullptr, QString(), {}})
{ }

QList<ChecklistVerdict> ChecklistEvaluator::evaluate(const Checklist &checklist) const
{
    QList<ChecklistVerdict> out;
    for (const ChecklistItem &item : checklist.items())
        out.append(evaluate(item));
    return out;
}

ChecklistVerdict ChecklistEvaluator::evaluate(const ChecklistItem &item) const
{
    ChecklistVerdict result = evaluateItem(item);
    // One entry per place: several findings on one line are one place to look at.
    // (A set of the places seen: evidence of thousands of rounds or files compared pairwise took 18 s.)
    QList<ChecklistEvidence> unique;
    QSet<std::pair<QString, int>> seen;
    for (const ChecklistEvidence &e : std::as_const(result.evidence))
        if (e.line <= 0) {
            unique.append(e);
        } else if (const std::pair<QString, int> place {e.file, e.line}; !seen.contains(place)) {
            seen.insert(place);
            unique.append(e);
        }
    result.evidence = unique;
    return result;
}

ChecklistVerdict ChecklistEvaluator::evaluateItem(const ChecklistItem &item) const
{
    if (!item.appliesTo(m_snapshot.generation == Generation::Unknown ? Generation::A : m_snapshot.generation))
        return verdict(item, Status::NotApplicable, tr("Not part of this generation's workflow"));
    if (item.verification == ChecklistItem::Verification::Gate)
        return fromGate(item);
    return withGate(m_queries->answer(item), item);
}

// --- Gate items ---------------------------------------------------------------------------------

ChecklistVerdict ChecklistEvaluator::fromGate(const ChecklistItem &item) const
{
    if (item.id == "p1.valid-profiles"_L1)
        if (const std::optional<ChecklistVerdict> unchecked = uncheckedProfiles(item))
            return withGate(*unchecked, item);
    // The kernel lint's rules that need Python's parser (workflow-formats.md §a.3 item 8) are the
    // workflow's own tool's; no finding from them here is no pass of them, and the verdict says so.
    static const QStringList pythonOnly {u"S4-PARSE"_s, u"S4-GOLDEN"_s,    u"S4-GOLDEN-TORCH"_s,
                                         u"S4-STUB"_s,  u"S4-PRIM-FUNC"_s, u"S4-KERNEL"_s};
    QStringList checked, unchecked;
    for (const QString &rule : item.gateRules)
        (pythonOnly.contains(rule) ? unchecked : checked).append(rule);
    QStringList rules = checked.mid(0, 3);
    if (checked.size() > 3)
        rules.append(tr("%n more rule(s)", "", checked.size() - 3));
    QString summary = tr("No finding from %1").arg(rules.join(u", "_s));
    if (!unchecked.isEmpty())
        summary += tr("; %1 need the workflow's Python lint and were not run").arg(unchecked.join(u", "_s));
    ChecklistVerdict pass = verdict(item, Status::Pass, summary, passEvidence(item));
    return withGate(pass, item);
}

// REVIEW-PROFILE finds nothing wrong where there is nothing to check; that is no pass.
std::optional<ChecklistVerdict> ChecklistEvaluator::uncheckedProfiles(const ChecklistItem &item) const
{
    const ProjectSnapshot &s = m_snapshot;
    if (!s.profilesIndexed) // the quick first snapshot: the profiles are still to come
        return std::nullopt;
    qsizetype records = 0;
    for (const PerfRecord &r : s.records.records) {
        if (!r.valid || !r.hasDuration())
            continue;
        ++records;
        const QStringList runs = s.recordRuns.value(r.line);
        if (std::any_of(runs.cbegin(), runs.cend(), [&](const QString &dir) { return s.profiles.runAt(dir); }))
            return std::nullopt;
    }
    if (records > 0)
        return verdict(item, Status::Fail,
                       tr("No record's msprof output is in the run (%n record(s))", "", records),
                       {{s.records.displayPath, 0, QString()}});
    // The workflow keeps the raw msprof output of every measurement (perf_opt/profiles/).
    if (s.profiles.runs().isEmpty())
        return verdict(item, Status::Fail, tr("The run holds no msprof output and no records"),
                       {{QDir(s.layout.operatorDir).relativeFilePath(s.layout.perfOptDir), 0, QString()}});
    return verdict(item, Status::Manual,
                   tr("No records tie the msprof output to a Task Duration; compare it with the log's tables"));
}

// Gate findings (errors and warnings) of the item's rules turn any verdict into a failure.
ChecklistVerdict ChecklistEvaluator::withGate(ChecklistVerdict result, const ChecklistItem &item) const
{
    QList<ChecklistEvidence> findings;
    QString first;
    for (const GateResult &r : m_report.results) {
        if (!item.gateRules.contains(r.ruleId) || r.severity == Diagnostic::Severity::Info)
            continue;
        findings.append({r.file, r.line, r.ruleId + u": "_s + r.message});
        if (first.isEmpty())
            first = r.ruleId + u": "_s + r.message;
    }
    if (findings.isEmpty())
        return result;
    result.status = Status::Fail;
    result.summary
        = findings.size() == 1 ? first : tr("%1 (and %2 more)").arg(first, QString::number(findings.size() - 1));
    result.evidence = findings + result.evidence;
    return result;
}

QList<ChecklistEvidence> ChecklistEvaluator::passEvidence(const ChecklistItem &item) const
{
    const ProjectSnapshot &s = m_snapshot;
    QList<ChecklistEvidence> out;
    if (item.id == "p2.comparison-table"_L1) {
        for (const OptLogRound &round : s.optLog.rounds)
            for (int t : round.comparisonTables)
                out.append(m_queries->logLine(s.optLog.tables.at(t).line));
    } else if (item.id == "p2.records-appended"_L1 || item.id == "p1.valid-profiles"_L1) {
        if (s.records.exists)
            out.append({s.records.displayPath, 0, tr("%n record line(s)", "", s.records.records.size())});
    } else if (item.id == "p2.non-regression"_L1) {
        for (const OptLogRound &round : s.optLog.rounds)
            if (const OptLogDecision *best = round.newCurrentBest())
                out.append(m_queries->logLine(best->line));
    } else if (item.id == "p2.small-wins"_L1) {
        for (int line : m_queries->logLinesMatching(u"ab_test|ab_round|\\bA/B\\b|B_better"_s))
            out.append(m_queries->logLine(line));
    } else if (item.id == "p3.final-claim"_L1) {
        if (const OptLogFinalLatency *claim = s.optLog.gateFinalLatency())
            out.append(m_queries->logLine(claim->line));
        if (s.optLog.hasExactFinalHeading)
            out.append(m_queries->logLine(s.optLog.exactFinalHeadingLine));
    } else if (item.id == "p3.design-limit"_L1) {
        for (int line : m_queries->logLinesMatching(u"DESIGN_LIMIT"_s, 2))
            out.append(m_queries->logLine(line));
        if (s.perfFeedbackFile.exists)
            out.append({s.perfFeedbackFile.displayPath, 0, QString()});
    } else if (item.id == "p3.kernel-lint"_L1) {
        if (!s.layout.finalKernel.isEmpty())
            out.append({s.layout.finalKernel, 0, QString()});
    } else if (item.id == "p1.inventory"_L1) {
        if (s.inventory.exists)
            out.append({s.inventory.displayPath, 0, tr("%n item(s)", "", s.inventory.items.size())});
    }
    return out;
}
