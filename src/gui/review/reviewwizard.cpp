// SPDX-License-Identifier: MIT
#include "review/reviewwizard.h"

#include "base/rundocument.h"
#include "review/checklistreview.h"
#include "review/exportactions.h"
#include "review/reviewintropage.h"
#include "review/reviewphasepage.h"
#include "review/reviewsummarypage.h"
#include "ui_reviewintropage.h"

#include <QEvent>
#include <QMessageBox>

ReviewWizard::ReviewWizard(ProjectSnapshotPtr snapshot, const GateReport &report, WorkspaceDatabase *database,
                           QWidget *parent)
    : QWizard(parent)
    , m_review(new ChecklistReview(std::move(snapshot), report, database, this))
    , m_exports(new ExportActions(this, database, this))
{
    setObjectName(QStringLiteral("reviewWizard"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    setOption(QWizard::NoCancelButtonOnLastPage);
    m_exports->setRun(m_review->snapshot(), m_review->gateReport());

    m_intro = new ReviewIntroPage(m_review, this);
    setPage(IntroPageId, m_intro);
    for (int phase = 0; phase < Checklist::PhaseCount; ++phase) {
        auto *page = new ReviewPhasePage(m_review, phase, this);
        connect(page, &ReviewPhasePage::showEvidence, this, &ReviewWizard::showEvidence);
        setPage(FirstPhasePageId + phase, page);
        m_phases.append(page);
    }
    m_summary = new ReviewSummaryPage(m_review, m_exports, this);
    setPage(SummaryPageId, m_summary);
    connect(m_summary, &ReviewSummaryPage::itemActivated, this, [this](const QString &itemId) {
        const ChecklistItem *item = m_review->checklist().item(itemId);
        if (!item)
            return;
        // Back to the item's phase page, keeping the pages' history intact.
        while (currentId() > FirstPhasePageId + item->phase)
            back();
        m_phases.value(item->phase)->selectItem(itemId);
    });
    // Refused writes are never silent: a stale verdict or sign-off names the other reviewer's value.
    const auto warn = [this](const QString &message) {
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Review not saved"), message, QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("reviewConflictMessageBox"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    };
    connect(m_review, &ChecklistReview::conflicted, this, warn);
    connect(m_review, &ChecklistReview::failed, this, warn);
    connect(this, &QWizard::currentIdChanged, m_review, [this](int id) {
        if (id >= 0)
            m_review->setCurrentPage(id);
    });
    retranslate();
    resize(960, 680);

    // Resume: walk forward to the page the last session stopped at, so that Back still works.
    const int saved = m_review->session().currentPage;
    restart();
    while (saved > currentId() && currentId() >= 0 && currentId() < SummaryPageId) {
        const int before = currentId();
        next();
        if (currentId() == before)
            break;
    }
}

ReviewWizard::~ReviewWizard() = default;

ReviewWizard *ReviewWizard::open(RunDocument *document, WorkspaceDatabase *database, QWidget *parent)
{
    if (!document || !document->snapshot())
        return nullptr;
    auto *wizard = new ReviewWizard(document->snapshot(), document->gateReport(), database, parent);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->setModal(false);
    wizard->show();
    return wizard;
}

void ReviewWizard::retranslate()
{
    setWindowTitle(tr("Review %1").arg(m_review->snapshot()->operatorName()));
    m_exports->retranslate();
    m_intro->retranslate();
    for (ReviewPhasePage *page : std::as_const(m_phases))
        page->retranslate();
    m_summary->retranslate();
}

void ReviewWizard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWizard::changeEvent(event);
}

void ReviewWizard::done(int result)
{
    m_review->setAuthor(m_intro->ui()->authorLineEdit->text().trimmed());
    if (result == QDialog::Accepted) {
        m_summary->validatePage();
        m_review->setFinished(true);
    }
    QWizard::done(result);
}
