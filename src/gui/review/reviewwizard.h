// SPDX-License-Identifier: MIT
#pragma once

#include "gates/gateresult.h"
#include "review/checklist.h"
#include "run/projectsnapshot.h"

#include <QWizard>

class ChecklistReview;
class ExportActions;
class ReviewIntroPage;
class ReviewPhasePage;
class ReviewSummaryPage;
class RunDocument;
class WorkspaceDatabase;

// The Phase 0–4 review of one run: an intro page, one page per workflow phase with its checklist
// items, and a summary page with the exports. Every change is saved in the workspace database as
// it happens; a new wizard on the same run and database resumes where the last one stopped.
//
// Integration (docs/review-wizard.md): ReviewWizard::open(document, database, window) and connect
// showEvidence(file, line) to the views (file is relative to the operator directory).
class ReviewWizard : public QWizard
{
    Q_OBJECT
public:
    enum PageId { IntroPageId = 0, FirstPhasePageId = 1, SummaryPageId = FirstPhasePageId + Checklist::PhaseCount };

    ReviewWizard(ProjectSnapshotPtr snapshot, const GateReport &report, WorkspaceDatabase *database,
                 QWidget *parent = nullptr);
    ~ReviewWizard() override;

    // A non-modal wizard for the document's current snapshot, deleted on close. Returns nullptr
    // while the document has no snapshot.
    static ReviewWizard *open(RunDocument *document, WorkspaceDatabase *database, QWidget *parent);

    ChecklistReview *review() const { return m_review; }
    ExportActions *exportActions() const { return m_exports; }
    ReviewIntroPage *introPage() const { return m_intro; }
    ReviewPhasePage *phasePage(int phase) const { return m_phases.value(phase); }
    ReviewSummaryPage *summaryPage() const { return m_summary; }

Q_SIGNALS:
    void showEvidence(const QString &file, int line);

protected:
    void changeEvent(QEvent *event) override;
    void done(int result) override;

private:
    void retranslate();

    ChecklistReview *m_review;
    ExportActions *m_exports;
    ReviewIntroPage *m_intro;
    QList<ReviewPhasePage *> m_phases;
    ReviewSummaryPage *m_summary;
};
