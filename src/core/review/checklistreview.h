// SPDX-License-Identifier: MIT
#pragma once

#include "gates/gateresult.h"
#include "review/checklist.h"
#include "review/checklistitemstate.h"
#include "review/checklistverdict.h"
#include "review/reviewsession.h"
#include "run/projectsnapshot.h"

#include <QHash>
#include <QObject>
#include <QPromise>
#include <functional>
#include <optional>

class WorkspaceDatabase;

// One run under review: the checklist of its generation, the automatic verdicts, and what the
// reviewer did (ticks, overrides with reasons, notes, author, wizard page). Every change is written
// to the workspace database at once, so a review survives a crash and resumes after a restart.
// Without a database (tests, the CLI) it works in memory.
class ChecklistReview : public QObject
{
    Q_OBJECT
public:
    struct Counts
    {
        int pass = 0;
        int fail = 0;
        int manual = 0; // manual items nobody has ticked yet
        int notApplicable = 0;
        int overridden = 0;
    };

    ChecklistReview(ProjectSnapshotPtr snapshot, const GateReport &report, WorkspaceDatabase *database,
                    QObject *parent = nullptr);

    ProjectSnapshotPtr snapshot() const { return m_snapshot; }
    const GateReport &gateReport() const { return m_report; } // the strict report the verdicts use
    QString runKey() const { return m_runKey; }
    const Checklist &checklist() const { return m_checklist; }
    const QList<ChecklistVerdict> &verdicts() const { return m_verdicts; }
    ChecklistVerdict verdict(const QString &itemId) const;
    // What a report in `language` ("en" or "zh_CN") shows whatever the interface speaks: the run is
    // read again and the rules run again with the report's options under a
    // Localization::DocumentLanguage, so the findings the reading itself makes (a record's schema, a
    // forbidden file, a lineage cycle) are said in that language too. The findings, files and lines
    // are the report's own: should the second reading find anything else (a live run has grown), the
    // rules run on the first reading instead, and failing that the report is kept as it was.
    // gateReportIn: the findings; verdictsIn: the automatic verdicts, their summaries from those.
    // Worked out once per language.
    QList<ChecklistVerdict> verdictsIn(const QString &language) const;
    GateReport gateReportIn(const QString &language) const;
    // What verdictsIn/gateReportIn work out, in two halves so that the reading runs off the GUI
    // thread: the work (copies of what it needs, nothing of this review; empty when `language` is
    // known or needs no second reading), then sayIn() hands its result back (on this review's thread).
    struct Said
    {
        GateReport report;
        QList<ChecklistVerdict> verdicts;
    };
    // The work reports the reading's steps to `promise` and stops, with no result, once it is
    // cancelled (QFuture::cancel on its future); `promise` may be null.
    using SayWork = std::function<std::optional<Said>(QPromise<ProjectSnapshotPtr> *promise)>;
    SayWork workToSayIn(const QString &language) const;
    void sayIn(const QString &language, Said said);
    ChecklistItemState state(const QString &itemId) const;
    QList<ChecklistItemState> states() const; // touched items only, by id
    ChecklistVerdict::Status effectiveStatus(const QString &itemId) const;
    Counts counts() const;
    const ReviewSession &session() const { return m_session; }
    bool resumed() const { return m_resumed; } // state was found in the database

    // Each returns false (and emits failed) when the database refuses the write; an override
    // without a reason is refused before that.
    bool setManual(const QString &itemId, std::optional<ChecklistVerdict::Status> status);
    bool setOverride(const QString &itemId, std::optional<ChecklistVerdict::Status> status, const QString &reason);
    bool setNote(const QString &itemId, const QString &note);
    bool setAuthor(const QString &author);
    bool setCurrentPage(int page);
    bool setSummary(const QString &summary);
    bool setFinished(bool finished);
    void reload(); // the stored state again (another reviewer may have written)
    static QString describe(const ChecklistItemState &state); // "override Fail (reason); note …"

Q_SIGNALS:
    void itemChanged(const QString &itemId);
    void sessionChanged();
    void failed(const QString &message);
    // A write was refused because another reviewer changed the same item or session first; the
    // review now holds their value, the message says whose and what.
    void conflicted(const QString &message);

private:
    const Said &saidIn(const QString &language) const;
    bool store(ChecklistItemState state);
    bool storeSession();

    ProjectSnapshotPtr m_snapshot;
    mutable QHash<QString, Said> m_said; // saidIn()'s, by language
    QString m_verdictsLanguage; // the language m_verdicts' summaries are in
    GateReport m_report;
    WorkspaceDatabase *m_database;
    QString m_runKey;
    Checklist m_checklist;
    QList<ChecklistVerdict> m_verdicts;
    QHash<QString, ChecklistItemState> m_states;
    ReviewSession m_session;
    bool m_resumed = false;
};
