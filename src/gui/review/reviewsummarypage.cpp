// SPDX-License-Identifier: MIT
#include "review/reviewsummarypage.h"

#include "review/checklistreview.h"
#include "review/exportactions.h"
#include "ui_reviewsummarypage.h"

#include <QDir>
#include <QHeaderView>
#include <QSignalBlocker>
#include <QTimer>

ReviewSummaryPage::ReviewSummaryPage(ChecklistReview *review, ExportActions *exports, QWidget *parent)
    : QWizardPage(parent)
    , m_ui(std::make_unique<Ui::ReviewSummaryPage>())
    , m_review(review)
    , m_exports(exports)
    , m_remarksTimer(new QTimer(this))
{
    m_ui->setupUi(this);
    m_ui->attentionTreeWidget->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_ui->attentionTreeWidget->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_ui->attentionTreeWidget->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_ui->attentionTreeWidget->header()->setStretchLastSection(false);
    m_ui->languageComboBox->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_ui->languageComboBox->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    m_ui->languageComboBox->setCurrentIndex(QLocale().language() == QLocale::Chinese ? 1 : 0);
    m_remarksTimer->setSingleShot(true);
    m_remarksTimer->setInterval(600);
    {
        const QSignalBlocker blocker(m_ui->remarksPlainTextEdit);
        m_ui->remarksPlainTextEdit->setPlainText(review->session().summary);
    }
    m_ui->finishedCheckBox->setChecked(review->session().finished);

    connect(m_ui->remarksPlainTextEdit, &QPlainTextEdit::textChanged, m_remarksTimer, qOverload<>(&QTimer::start));
    connect(m_remarksTimer, &QTimer::timeout, this, &ReviewSummaryPage::saveRemarks);
    connect(m_ui->finishedCheckBox, &QCheckBox::toggled, review, &ChecklistReview::setFinished);
    connect(m_ui->languageComboBox, &QComboBox::currentIndexChanged, this,
            [this] { m_exports->setLanguage(m_ui->languageComboBox->currentData().toString()); });
    m_exports->setLanguage(m_ui->languageComboBox->currentData().toString());
    const auto exportWith = [this](auto function) {
        return [this, function] {
            saveRemarks();
            function();
        };
    };
    connect(m_ui->exportOptimizeButton, &QPushButton::clicked, this,
            exportWith([this] { m_exports->exportOptimize(); }));
    connect(m_ui->exportStageResultButton, &QPushButton::clicked, this,
            exportWith([this] { m_exports->exportStageResult(); }));
    connect(m_ui->exportMarkdownButton, &QPushButton::clicked, this,
            exportWith([this] { m_exports->exportReport(ExportActions::ReportFormat::Markdown); }));
    connect(m_ui->exportHtmlButton, &QPushButton::clicked, this,
            exportWith([this] { m_exports->exportReport(ExportActions::ReportFormat::Html); }));
    connect(m_ui->exportPdfButton, &QPushButton::clicked, this,
            exportWith([this] { m_exports->exportReport(ExportActions::ReportFormat::Pdf); }));
    connect(m_exports, &ExportActions::exported, this, [this](const QString &path) {
        m_ui->exportStatusLabel->setStyleSheet(QString());
        m_ui->exportStatusLabel->setText(tr("Wrote %1").arg(QDir::toNativeSeparators(path)));
    });
    connect(m_exports, &ExportActions::failed, this, [this](const QString &message) {
        m_ui->exportStatusLabel->setStyleSheet(QStringLiteral("color: #c5221f"));
        m_ui->exportStatusLabel->setText(message);
    });
    connect(m_ui->attentionTreeWidget, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem *item) { Q_EMIT itemActivated(item->data(0, Qt::UserRole).toString()); });
    connect(review, &ChecklistReview::itemChanged, this, &ReviewSummaryPage::fill);
    retranslate();
}

ReviewSummaryPage::~ReviewSummaryPage() = default;

void ReviewSummaryPage::retranslate()
{
    m_ui->retranslateUi(this);
    fill();
}

void ReviewSummaryPage::initializePage()
{
    fill();
}

bool ReviewSummaryPage::validatePage()
{
    saveRemarks();
    return true;
}

void ReviewSummaryPage::saveRemarks()
{
    m_remarksTimer->stop();
    m_review->setSummary(m_ui->remarksPlainTextEdit->toPlainText());
}

void ReviewSummaryPage::fill()
{
    const ChecklistReview::Counts c = m_review->counts();
    m_ui->countsLabel->setText(tr("<b>%1</b> pass · <b>%2</b> fail · <b>%3</b> to check by hand · %4 not applicable · "
                                  "%5 overridden")
                                   .arg(c.pass)
                                   .arg(c.fail)
                                   .arg(c.manual)
                                   .arg(c.notApplicable)
                                   .arg(c.overridden));
    m_ui->attentionTreeWidget->clear();
    for (const ChecklistVerdict &v : m_review->verdicts()) {
        const ChecklistItemState state = m_review->state(v.itemId);
        const ChecklistVerdict::Status effective = state.effective(v.status);
        const bool overridden = state.overrideStatus && !state.reason.isEmpty();
        if (effective != ChecklistVerdict::Status::Fail && effective != ChecklistVerdict::Status::Manual && !overridden)
            continue;
        const ChecklistItem *item = m_review->checklist().item(v.itemId);
        auto *row = new QTreeWidgetItem(m_ui->attentionTreeWidget);
        row->setText(0, item->text());
        row->setToolTip(0, v.summary);
        row->setData(0, Qt::UserRole, v.itemId);
        row->setText(1, ChecklistVerdict::statusLabel(v.status));
        row->setText(2,
                     overridden ? tr("%1 (overridden: %2)").arg(ChecklistVerdict::statusLabel(effective), state.reason)
                                : ChecklistVerdict::statusLabel(effective));
    }
}
