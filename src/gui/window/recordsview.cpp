// SPDX-License-Identifier: MIT
#include "window/recordsview.h"

#include "window/recordsmodel.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSet>
#include <QTableView>
#include <QToolButton>

RecordsView::RecordsView(RecordsModel *model, CandidateSelection *selection, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(new RecordsFilterProxy(this))
    , m_selection(selection)
{
    m_proxy->setSourceModel(model);
    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("recordsTableView"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(RecordsModel::LineColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // Columns fit the first rows, not all of them: 15,000 records would hold the first paint.
    m_table->horizontalHeader()->setResizeContentsPrecision(SizedRows);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);

    m_round = new QComboBox;
    m_round->setObjectName(QStringLiteral("roundFilterComboBox"));
    m_workload = new QComboBox;
    m_workload->setObjectName(QStringLiteral("workloadFilterComboBox"));
    m_workload->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_l0 = new QComboBox;
    m_l0->setObjectName(QStringLiteral("l0FilterComboBox"));
    m_l0->addItem(tr("All records"), int(RecordsFilterProxy::L0Filter::Any));
    m_l0->addItem(tr("L0 passed"), int(RecordsFilterProxy::L0Filter::Passed));
    m_l0->addItem(tr("L0 failed"), int(RecordsFilterProxy::L0Filter::Failed));
    m_l0->addItem(tr("Invalid lines"), int(RecordsFilterProxy::L0Filter::Invalid));
    m_text = new QLineEdit;
    m_text->setObjectName(QStringLiteral("textFilterLineEdit"));
    m_text->setPlaceholderText(tr("Filter records…"));
    m_text->setClearButtonEnabled(true);
    auto tool = [](const QString &text, const QString &name) {
        auto *button = new QToolButton;
        button->setText(text);
        button->setObjectName(name);
        button->setEnabled(false);
        return button;
    };
    m_logButton = tool(tr("Show in Log"), QStringLiteral("showInLogToolButton"));
    m_branchButton = tool(tr("Open Branch File"), QStringLiteral("openBranchToolButton"));
    m_profileButton = tool(tr("Open Profile"), QStringLiteral("openProfileToolButton"));

    auto *bar = new QHBoxLayout;
    auto *roundLabel = new QLabel(tr("&Round:"));
    roundLabel->setBuddy(m_round);
    auto *workloadLabel = new QLabel(tr("&Workload:"));
    workloadLabel->setBuddy(m_workload);
    bar->addWidget(roundLabel);
    bar->addWidget(m_round);
    bar->addWidget(workloadLabel);
    bar->addWidget(m_workload);
    bar->addWidget(m_l0);
    bar->addWidget(m_text, 1);
    bar->addWidget(m_logButton);
    bar->addWidget(m_branchButton);
    bar->addWidget(m_profileButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(m_table);
    setTabOrder(m_round, m_workload);
    setTabOrder(m_workload, m_l0);
    setTabOrder(m_l0, m_text);
    setTabOrder(m_text, m_table);

    connect(m_round, &QComboBox::currentIndexChanged, this, [this] {
        applyFilter(
            [this] { m_proxy->setRound(m_round->currentData().isValid() ? m_round->currentData().toInt() : -1); });
    });
    connect(m_workload, &QComboBox::currentIndexChanged, this,
            [this] { applyFilter([this] { m_proxy->setWorkloadKey(m_workload->currentData().toString()); }); });
    connect(m_l0, &QComboBox::currentIndexChanged, this, [this] {
        applyFilter([this] { m_proxy->setL0Filter(RecordsFilterProxy::L0Filter(m_l0->currentData().toInt())); });
    });
    connect(m_text, &QLineEdit::textChanged, this,
            [this](const QString &text) { applyFilter([this, &text] { m_proxy->setText(text); }); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &RecordsView::currentRowChanged);
    connect(m_logButton, &QToolButton::clicked, this, [this] { Q_EMIT openLogRequested(currentRecordLine()); });
    connect(m_branchButton, &QToolButton::clicked, this, [this] {
        const QModelIndex current = m_table->currentIndex();
        Q_EMIT openBranchRequested(current.data(RecordsModel::CandidateRole).toString());
    });
    connect(m_profileButton, &QToolButton::clicked, this, [this] { Q_EMIT openProfileRequested(currentRecordLine()); });
    connect(m_table, &QTableView::activated, this, [this] { Q_EMIT openLogRequested(currentRecordLine()); });
    connect(m_selection, &CandidateSelection::changed, this, &RecordsView::followSelection);
    refreshFilters();
}

void RecordsView::refreshFilters()
{
    const QVariant round = m_round->currentData();
    const QString workload = m_workload->currentData().toString();
    QSignalBlocker blockRound(m_round), blockWorkload(m_workload);
    m_round->clear();
    m_round->addItem(tr("All"));
    m_workload->clear();
    m_workload->addItem(tr("All"), QString());
    QList<int> rounds;
    QStringList keys;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex i = m_model->index(row, 0);
        const int r = i.data(RecordsModel::RoundRole).toInt();
        if (r >= 0 && !rounds.contains(r))
            rounds.append(r);
        const QString key = i.data(RecordsModel::WorkloadKeyRole).toString();
        if (!key.isEmpty() && !keys.contains(key))
            keys.append(key);
    }
    std::sort(rounds.begin(), rounds.end());
    keys.sort();
    for (int r : std::as_const(rounds))
        m_round->addItem(QString::number(r), r);
    for (const QString &key : std::as_const(keys))
        m_workload->addItem(key, key);
    m_round->setCurrentIndex(std::max(0, m_round->findData(round)));
    m_workload->setCurrentIndex(std::max(0, m_workload->findData(workload)));
    // The signals are blocked: a round or key the new run lacks fell back to "All", and the
    // proxy must follow the combo boxes rather than keep filtering on what vanished.
    m_proxy->setRound(m_round->currentData().isValid() ? m_round->currentData().toInt() : -1);
    m_proxy->setWorkloadKey(m_workload->currentData().toString());
    updateButtons(); // a model reset drops the current row without a signal
    for (int c = 0; c < RecordsModel::ProblemColumn; ++c)
        m_table->resizeColumnToContents(c);
}

void RecordsView::applyFilter(const std::function<void()> &change)
{
    // Hiding the current row makes the table move to a neighbour; that is not the reviewer
    // choosing another record. Keep the document's selection, and show it again when it is back.
    m_following = true;
    const int before = currentRecordLine();
    change();
    if (currentRecordLine() != before)
        m_table->selectionModel()->clear();
    m_following = false;
    if (!m_table->currentIndex().isValid())
        followSelection(m_selection->state(), nullptr);
    updateButtons();
}

void RecordsView::updateButtons()
{
    const bool has = m_table->currentIndex().isValid();
    m_logButton->setEnabled(has);
    m_branchButton->setEnabled(has);
    m_profileButton->setEnabled(has);
}

int RecordsView::currentRecordLine() const
{
    return m_table->currentIndex().data(RecordsModel::LineRole).toInt();
}

void RecordsView::currentRowChanged()
{
    const QModelIndex current = m_table->currentIndex();
    const bool has = current.isValid();
    if (m_following)
        return;
    m_logButton->setEnabled(has);
    m_branchButton->setEnabled(has);
    m_profileButton->setEnabled(has);
    if (!has)
        return;
    CandidateSelection::State state;
    state.candidateId = current.data(RecordsModel::CandidateRole).toString();
    state.recordLine = current.data(RecordsModel::LineRole).toInt();
    state.round = current.data(RecordsModel::RoundRole).toInt();
    state.workloadKey = current.data(RecordsModel::WorkloadKeyRole).toString();
    m_selection->select(state, this);
}

void RecordsView::followSelection(const CandidateSelection::State &state, QObject *source)
{
    if (source == this)
        return;
    // The chosen record if there is one, else the candidate's first record in the round, else its
    // first record, else the round's first record (a round step with no candidate to focus).
    const int column = m_table->currentIndex().column() < 0 ? 0 : m_table->currentIndex().column();
    const auto matches = [&state](const QModelIndex &i, int pass) {
        const bool sameRound = state.round >= 0 && i.data(RecordsModel::RoundRole).toInt() == state.round;
        const bool sameCandidate
            = !state.candidateId.isEmpty() && i.data(RecordsModel::CandidateRole).toString() == state.candidateId;
        switch (pass) {
        case 0: return state.recordLine > 0 && i.data(RecordsModel::LineRole).toInt() == state.recordLine;
        case 1: return state.recordLine <= 0 && sameCandidate && sameRound;
        case 2: return state.recordLine <= 0 && sameCandidate;
        default: return state.recordLine <= 0 && state.candidateId.isEmpty() && sameRound;
        }
    };
    for (int pass = 0; pass < 4; ++pass) {
        for (int row = 0; row < m_proxy->rowCount(); ++row) {
            const QModelIndex i = m_proxy->index(row, column);
            if (!matches(i, pass))
                continue;
            m_following = true; // our own echo must not select again
            m_table->setCurrentIndex(i);
            m_following = false;
            m_table->scrollTo(i);
            m_logButton->setEnabled(true);
            m_branchButton->setEnabled(true);
            m_profileButton->setEnabled(true);
            return;
        }
    }
}
