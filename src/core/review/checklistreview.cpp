// SPDX-License-Identifier: MIT
#include "review/checklistreview.h"

#include "base/localization.h"
#include "gates/gateengine.h"
#include "run/projectloader.h"
#include "review/checklistevaluator.h"
#include "review/workspacedatabase.h"

#include <QCoreApplication>
#include <optional>

ChecklistReview::ChecklistReview(ProjectSnapshotPtr snapshot, const GateReport &report, WorkspaceDatabase *database,
                                 QObject *parent)
    : QObject(parent)
    , m_snapshot(std::move(snapshot))
    , m_database(database && database->isOpen() ? database : nullptr)
    , m_runKey(m_snapshot->runKey())
    , m_checklist(Checklist::forGeneration(m_snapshot->generation))
{
    const ChecklistEvaluator evaluator(*m_snapshot, report);
    m_report = evaluator.gateReport();
    m_verdicts = evaluator.evaluate(m_checklist);
    m_verdictsLanguage = Localization::sayingIn();
    m_session.runKey = m_runKey;
    if (!m_database)
        return;
    m_database->adoptMovedRun(m_runKey); // a moved folder keeps its review
    reload();
    m_resumed = !m_session.isNew() || !states().isEmpty();
}

void ChecklistReview::reload()
{
    if (!m_database)
        return;
    // Cleared items too: their revision is what the next write is based on.
    m_states.clear();
    for (const ChecklistItemState &state : m_database->checklistState(m_runKey, true))
        m_states.insert(state.itemId, state);
    m_session = m_database->reviewSession(m_runKey);
}

namespace {

// `said`'s messages on `report`'s findings when both list the same findings in the same order.
std::optional<GateReport> sameFindings(const GateReport &report, const GateReport &said)
{
    if (said.results.size() != report.results.size())
        return std::nullopt;
    GateReport out = report;
    for (qsizetype i = 0; i < out.results.size(); ++i) {
        GateResult &result = out.results[i];
        const GateResult &again = said.results.at(i);
        if (again.ruleId != result.ruleId || again.severity != result.severity || again.file != result.file
            || again.line != result.line)
            return std::nullopt;
        result.message = again.message;
        result.evidence = again.evidence;
    }
    return out;
}

} // namespace

ChecklistReview::SayWork ChecklistReview::workToSayIn(const QString &language) const
{
    const QString wanted = language.startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN") : QStringLiteral("en");
    // Said in that language already, unless the report was made before the interface changed it.
    if (m_said.contains(language) || (wanted == m_verdictsLanguage && wanted == m_report.language))
        return {};
    return [language, snapshot = m_snapshot, given = m_report,
            checklist = m_checklist](QPromise<ProjectSnapshotPtr> *promise) -> std::optional<Said> {
        const auto cancelled = [promise] { return promise && promise->isCanceled(); };
        if (cancelled())
            return std::nullopt;
        GateOptions options;
        if (given.options)
            options = *given.options;
        else
            options.useGitHistory = false; // as ChecklistEvaluator runs it
        const Localization::DocumentLanguage documentLanguage(language);
        Said said {given, {}};
        ProjectSnapshotPtr read
            = snapshot->openedPath.isEmpty() ? nullptr : ProjectLoader::load(snapshot->openedPath, promise);
        if (cancelled())
            return std::nullopt; // the reading stopped at its next step; nothing of it is wanted
        std::optional<GateReport> report;
        if (read)
            report = sameFindings(given, GateEngine::run(*read, given.profile, options));
        if (!report) {
            read = snapshot;
            report = sameFindings(given, GateEngine::run(*read, given.profile, options));
        }
        if (report)
            said.report = *report;
        else
            read = snapshot;
        said.verdicts = ChecklistEvaluator(*read, said.report).evaluate(checklist);
        return said;
    };
}

void ChecklistReview::sayIn(const QString &language, Said said)
{
    m_said.insert(language, std::move(said));
}

const ChecklistReview::Said &ChecklistReview::saidIn(const QString &language) const
{
    if (const auto known = m_said.constFind(language); known != m_said.cend())
        return *known;
    const SayWork work = workToSayIn(language);
    std::optional<Said> said = work ? work(nullptr) : std::nullopt; // never cancelled without a promise
    return *m_said.insert(language, said ? std::move(*said) : Said {m_report, m_verdicts});
}

QList<ChecklistVerdict> ChecklistReview::verdictsIn(const QString &language) const
{
    return saidIn(language).verdicts;
}

GateReport ChecklistReview::gateReportIn(const QString &language) const
{
    return saidIn(language).report;
}

ChecklistVerdict ChecklistReview::verdict(const QString &itemId) const
{
    for (const ChecklistVerdict &v : m_verdicts)
        if (v.itemId == itemId)
            return v;
    return {itemId, ChecklistVerdict::Status::NotApplicable, QString(), {}};
}

ChecklistItemState ChecklistReview::state(const QString &itemId) const
{
    ChecklistItemState state = m_states.value(itemId);
    state.itemId = itemId;
    return state;
}

QList<ChecklistItemState> ChecklistReview::states() const
{
    QList<ChecklistItemState> out;
    for (const ChecklistItemState &state : m_states)
        if (!state.isEmpty())
            out.append(state);
    std::sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.itemId < b.itemId; });
    return out;
}

ChecklistVerdict::Status ChecklistReview::effectiveStatus(const QString &itemId) const
{
    return state(itemId).effective(verdict(itemId).status);
}

ChecklistReview::Counts ChecklistReview::counts() const
{
    Counts counts;
    for (const ChecklistVerdict &v : m_verdicts) {
        const ChecklistItemState s = state(v.itemId);
        if (s.overrideStatus && !s.reason.trimmed().isEmpty())
            ++counts.overridden;
        switch (s.effective(v.status)) {
        case ChecklistVerdict::Status::Pass:
            ++counts.pass;
            break;
        case ChecklistVerdict::Status::Fail:
            ++counts.fail;
            break;
        case ChecklistVerdict::Status::Manual:
            ++counts.manual;
            break;
        case ChecklistVerdict::Status::NotApplicable:
            ++counts.notApplicable;
            break;
        }
    }
    return counts;
}

bool ChecklistReview::store(ChecklistItemState state)
{
    if (m_database && !m_database->saveChecklistItem(m_runKey, state)) {
        if (m_database->lastWriteConflicted()) {
            // Another reviewer wrote first: show their value, keep it, and let the user decide.
            const ChecklistItemState theirs = m_database->conflictingItem();
            m_states.insert(state.itemId, theirs);
            Q_EMIT itemChanged(state.itemId);
            Q_EMIT conflicted(tr("%1 changed “%2” while you were editing it; their verdict is kept: %3. "
                                 "Apply yours again if you still mean it.")
                                  .arg(theirs.updatedBy.isEmpty() ? tr("Another reviewer") : theirs.updatedBy,
                                       state.itemId,
                                       describe(theirs)));
        } else {
            Q_EMIT failed(tr("Could not save the review: %1").arg(m_database->errorString()));
        }
        return false;
    }
    m_states.insert(state.itemId, state);
    Q_EMIT itemChanged(state.itemId);
    return true;
}

bool ChecklistReview::setManual(const QString &itemId, std::optional<ChecklistVerdict::Status> status)
{
    ChecklistItemState s = state(itemId);
    s.manual = status;
    return store(s);
}

bool ChecklistReview::setOverride(const QString &itemId, std::optional<ChecklistVerdict::Status> status,
                                  const QString &reason)
{
    if (status && reason.trimmed().isEmpty()) {
        Q_EMIT failed(tr("An override needs a reason"));
        return false;
    }
    ChecklistItemState s = state(itemId);
    s.overrideStatus = status;
    s.reason = status ? reason.trimmed() : QString();
    return store(s);
}

bool ChecklistReview::setNote(const QString &itemId, const QString &note)
{
    ChecklistItemState s = state(itemId);
    if (s.note == note)
        return true;
    s.note = note;
    return store(s);
}

QString ChecklistReview::describe(const ChecklistItemState &state)
{
    if (state.isEmpty())
        return tr("cleared");
    QStringList parts;
    if (state.overrideStatus)
        parts << tr("override %1 (%2)").arg(ChecklistVerdict::statusName(*state.overrideStatus), state.reason);
    if (state.manual)
        parts << tr("ticked %1").arg(ChecklistVerdict::statusName(*state.manual));
    if (!state.note.isEmpty())
        parts << tr("note “%1”").arg(state.note);
    return parts.join(QStringLiteral("; "));
}

bool ChecklistReview::storeSession()
{
    if (m_database && !m_database->saveReviewSession(m_session)) {
        if (m_database->lastWriteConflicted()) {
            const ReviewSession theirs = m_database->conflictingSession();
            m_session = theirs;
            Q_EMIT sessionChanged();
            Q_EMIT conflicted(tr("%1 changed this review while you were editing it (%2); their version is kept.")
                                  .arg(theirs.updatedBy.isEmpty() ? tr("Another reviewer") : theirs.updatedBy,
                                       theirs.finished ? tr("signed off") : tr("in review")));
        } else {
            Q_EMIT failed(tr("Could not save the review: %1").arg(m_database->errorString()));
        }
        return false;
    }
    Q_EMIT sessionChanged();
    return true;
}

bool ChecklistReview::setAuthor(const QString &author)
{
    if (m_session.author == author && !m_session.isNew())
        return true;
    m_session.author = author;
    return storeSession();
}

bool ChecklistReview::setCurrentPage(int page)
{
    if (m_session.currentPage == page && !m_session.isNew())
        return true;
    m_session.currentPage = page;
    return storeSession();
}

bool ChecklistReview::setSummary(const QString &summary)
{
    if (m_session.summary == summary)
        return true;
    m_session.summary = summary;
    return storeSession();
}

bool ChecklistReview::setFinished(bool finished)
{
    if (m_session.finished == finished && !m_session.isNew())
        return true;
    m_session.finished = finished;
    return storeSession();
}
