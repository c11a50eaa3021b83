// SPDX-License-Identifier: MIT
#include "review/reviewphasepage.h"

#include "review/checklistmodel.h"
#include "review/checklistreview.h"
#include "ui_reviewphasepage.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QSignalBlocker>
#include <QTimer>

namespace {

constexpr int FileRole = Qt::UserRole;
constexpr int LineRole = Qt::UserRole + 1;

} // namespace

ReviewPhasePage::ReviewPhasePage(ChecklistReview *review, int phase, QWidget *parent)
    : QWizardPage(parent)
    , m_ui(std::make_unique<Ui::ReviewPhasePage>())
    , m_review(review)
    , m_phase(phase)
    , m_model(new ChecklistModel(review, phase, this))
    , m_noteTimer(new QTimer(this))
{
    m_ui->setupUi(this);
    m_ui->itemsTableView->setModel(m_model);
    QHeaderView *header = m_ui->itemsTableView->horizontalHeader();
    header->setSectionResizeMode(ChecklistModel::ItemColumn, QHeaderView::Stretch);
    for (int c = ChecklistModel::AutomaticColumn; c < ChecklistModel::ColumnCount; ++c)
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_ui->itemsTableView->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_ui->itemsTableView->verticalHeader()->hide();
    m_ui->splitter->setStretchFactor(0, 3);
    m_ui->splitter->setStretchFactor(1, 2);
    m_noteTimer->setSingleShot(true);
    m_noteTimer->setInterval(600);
    m_ui->overrideErrorLabel->setStyleSheet(QStringLiteral("color: #c5221f"));
    m_ui->overrideErrorLabel->hide();

    connect(m_ui->itemsTableView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ReviewPhasePage::showItem);
    connect(m_ui->evidenceListWidget, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        Q_EMIT showEvidence(item->data(FileRole).toString(), item->data(LineRole).toInt());
    });
    connect(m_ui->manualCheckBox, &QCheckBox::toggled, this, [this](bool checked) {
        const QString id = currentItemId();
        if (!id.isEmpty())
            m_review->setManual(id, checked ? std::optional(ChecklistVerdict::Status::Pass) : std::nullopt);
    });
    connect(m_ui->applyOverrideButton, &QPushButton::clicked, this, &ReviewPhasePage::applyOverride);
    // Return in the reason applies the override; it must not also press the wizard's Next.
    m_ui->reasonLineEdit->installEventFilter(this);
    connect(m_ui->notePlainTextEdit, &QPlainTextEdit::textChanged, m_noteTimer, qOverload<>(&QTimer::start));
    connect(m_noteTimer, &QTimer::timeout, this, &ReviewPhasePage::saveNote);
    connect(review, &ChecklistReview::itemChanged, this, [this](const QString &id) {
        if (id == m_shownItem)
            showItem();
    });
    retranslate();
    if (m_model->rowCount() > 0)
        m_ui->itemsTableView->selectRow(0);
}

ReviewPhasePage::~ReviewPhasePage() = default;

void ReviewPhasePage::retranslate()
{
    m_ui->retranslateUi(this);
    setTitle(Checklist::phaseTitle(m_phase));
    setSubTitle(Checklist::phaseDescription(m_phase));
    const QSignalBlocker blocker(m_ui->overrideComboBox);
    const int current = m_ui->overrideComboBox->currentIndex();
    m_ui->overrideComboBox->clear();
    m_ui->overrideComboBox->addItem(tr("No override"), -1);
    for (ChecklistVerdict::Status s :
         {ChecklistVerdict::Status::Pass, ChecklistVerdict::Status::Fail, ChecklistVerdict::Status::NotApplicable})
        m_ui->overrideComboBox->addItem(ChecklistVerdict::statusLabel(s), int(s));
    m_ui->overrideComboBox->setCurrentIndex(std::max(current, 0));
    m_model->retranslate();
    showItem();
}

QString ReviewPhasePage::currentItemId() const
{
    const QModelIndex current = m_ui->itemsTableView->currentIndex();
    return current.isValid() ? m_model->itemId(current.row()) : QString();
}

void ReviewPhasePage::selectItem(const QString &itemId)
{
    const int row = m_model->rowOf(itemId);
    if (row >= 0)
        m_ui->itemsTableView->selectRow(row);
}

void ReviewPhasePage::showItem()
{
    if (m_noteTimer->isActive())
        saveNote(); // the note belongs to the item shown so far
    const QString id = currentItemId();
    m_shownItem = id;
    m_ui->detailGroupBox->setEnabled(!id.isEmpty());
    if (id.isEmpty())
        return;
    const ChecklistItem *item = m_review->checklist().item(id);
    const ChecklistVerdict verdict = m_review->verdict(id);
    const ChecklistItemState state = m_review->state(id);
    m_ui->itemTextLabel->setText(QStringLiteral("<b>%1</b><br><small>%2 · %3</small>")
                                     .arg(item->text().toHtmlEscaped(), id, item->source.toHtmlEscaped()));
    m_ui->verdictLabel->setText(
        tr("Automatic: %1 — %2").arg(ChecklistVerdict::statusLabel(verdict.status), verdict.summary));
    m_ui->evidenceListWidget->clear();
    for (const ChecklistEvidence &e : verdict.evidence) {
        auto *row = new QListWidgetItem(e.text.isEmpty() ? e.location() : tr("%1 — %2").arg(e.location(), e.text),
                                        m_ui->evidenceListWidget);
        row->setData(FileRole, e.file);
        row->setData(LineRole, e.line);
        row->setToolTip(e.text);
    }
    m_ui->evidenceLabel->setVisible(!verdict.evidence.isEmpty());
    m_ui->evidenceListWidget->setVisible(!verdict.evidence.isEmpty());
    {
        const QSignalBlocker blocker(m_ui->manualCheckBox);
        m_ui->manualCheckBox->setVisible(verdict.status == ChecklistVerdict::Status::Manual);
        m_ui->manualCheckBox->setChecked(state.manual == ChecklistVerdict::Status::Pass);
    }
    {
        const QSignalBlocker blocker(m_ui->overrideComboBox);
        const int index = state.overrideStatus ? m_ui->overrideComboBox->findData(int(*state.overrideStatus)) : 0;
        m_ui->overrideComboBox->setCurrentIndex(std::max(index, 0));
    }
    m_ui->reasonLineEdit->setText(state.reason);
    m_ui->overrideErrorLabel->hide();
    if (m_ui->notePlainTextEdit->toPlainText() != state.note) {
        const QSignalBlocker blocker(m_ui->notePlainTextEdit);
        m_ui->notePlainTextEdit->setPlainText(state.note);
    }
}

void ReviewPhasePage::applyOverride()
{
    const QString id = currentItemId();
    if (id.isEmpty())
        return;
    const int data = m_ui->overrideComboBox->currentData().toInt();
    const QString reason = m_ui->reasonLineEdit->text().trimmed();
    if (data >= 0 && reason.isEmpty()) {
        m_ui->overrideErrorLabel->setText(tr("An override needs a reason."));
        m_ui->overrideErrorLabel->show();
        m_ui->reasonLineEdit->setFocus();
        return;
    }
    m_ui->overrideErrorLabel->hide();
    m_review->setOverride(id, data >= 0 ? std::optional(ChecklistVerdict::Status(data)) : std::nullopt, reason);
}

void ReviewPhasePage::saveNote()
{
    m_noteTimer->stop();
    if (!m_shownItem.isEmpty())
        m_review->setNote(m_shownItem, m_ui->notePlainTextEdit->toPlainText());
}

bool ReviewPhasePage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_ui->reasonLineEdit && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            applyOverride();
            return true;
        }
    }
    return QWizardPage::eventFilter(watched, event);
}

void ReviewPhasePage::cleanupPage()
{
    saveNote();
    QWizardPage::cleanupPage();
}

bool ReviewPhasePage::validatePage()
{
    saveNote();
    return true;
}
