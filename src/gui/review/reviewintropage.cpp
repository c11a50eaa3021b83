// SPDX-License-Identifier: MIT
#include "review/reviewintropage.h"

#include "review/checklistreview.h"
#include "ui_reviewintropage.h"

#include <QDir>
#include <QSet>

ReviewIntroPage::ReviewIntroPage(ChecklistReview *review, QWidget *parent)
    : QWizardPage(parent)
    , m_ui(std::make_unique<Ui::ReviewIntroPage>())
    , m_review(review)
{
    m_ui->setupUi(this);
    m_ui->authorLineEdit->setText(review->session().author.isEmpty() ? qEnvironmentVariable("USER")
                                                                     : review->session().author);
    connect(m_ui->authorLineEdit, &QLineEdit::editingFinished, this,
            [this] { m_review->setAuthor(m_ui->authorLineEdit->text().trimmed()); });
    connect(review, &ChecklistReview::itemChanged, this, &ReviewIntroPage::fill);
    fill();
}

ReviewIntroPage::~ReviewIntroPage() = default;

void ReviewIntroPage::retranslate()
{
    m_ui->retranslateUi(this);
    fill();
}

bool ReviewIntroPage::validatePage()
{
    m_review->setAuthor(m_ui->authorLineEdit->text().trimmed());
    return true;
}

void ReviewIntroPage::fill()
{
    const ProjectSnapshot &s = *m_review->snapshot();
    m_ui->runValueLabel->setText(tr("%1 — %2").arg(s.operatorName(), QDir::toNativeSeparators(s.layout.perfOptDir)));
    m_ui->generationValueLabel->setText(
        s.generation == Generation::B
            ? tr("Gen B (workload inventory, 12-field records, Final Performance Test Data table)")
            : s.generation == Generation::A ? tr("Gen A (dispatch paths, 9-field records, final_latency line)")
                                            : tr("Unknown (read as Gen A)"));
    int valid = 0;
    QSet<qint64> rounds;
    for (const PerfRecord &r : s.records.records)
        if (r.valid) {
            ++valid;
            if (r.round)
                rounds.insert(*r.round);
        }
    m_ui->recordsValueLabel->setText(
        s.records.exists ? tr("%1 valid record(s) of %2 line(s), rounds 0–%3")
                               .arg(valid)
                               .arg(s.records.records.size())
                               .arg(rounds.isEmpty() ? 0 : *std::max_element(rounds.cbegin(), rounds.cend()))
                         : tr("no perf_records.jsonl"));
    const GateReport &gate = m_review->gateReport();
    m_ui->gateValueLabel->setText(tr("strict profile: %1 failure(s), %2 warning(s)")
                                      .arg(gate.count(Diagnostic::Severity::Error))
                                      .arg(gate.count(Diagnostic::Severity::Warning)));
    const ChecklistReview::Counts c = m_review->counts();
    m_ui->checklistValueLabel->setText(tr("%1 pass, %2 fail, %3 to check by hand, %4 not applicable")
                                           .arg(c.pass)
                                           .arg(c.fail)
                                           .arg(c.manual)
                                           .arg(c.notApplicable));
    const ReviewSession &session = m_review->session();
    m_ui->resumeLabel->setText(
        m_review->resumed()
            ? tr("Resuming the review last saved at %1 (%2 item(s) reviewed).")
                  .arg(session.updatedAt.isEmpty() ? tr("an earlier session") : session.updatedAt,
                       QString::number(m_review->states().size()))
            : tr("A new review. Nothing is written into the run: the review lives in your workspace database."));
}
