// SPDX-License-Identifier: MIT
#include "window/roundsview.h"

#include "window/roundsmodel.h"

#include <QBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QTreeView>

RoundsView::RoundsView(RoundsModel *model, CandidateSelection *selection, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_selection(selection)
{
    m_hint = new QLabel;
    m_hint->setObjectName(QStringLiteral("roundsHintLabel"));
    m_hint->setWordWrap(true);
    m_hint->setContentsMargins(6, 4, 6, 2);
    m_tree = new QTreeView;
    m_tree->setObjectName(QStringLiteral("roundsTreeView"));
    m_tree->setModel(model);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tree->setTextElideMode(Qt::ElideRight); // a round's line: heading and winner first
    m_tree->header()->setStretchLastSection(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_hint);
    layout->addWidget(m_tree, 1);
    connect(m_tree, &QTreeView::clicked, this, &RoundsView::clicked);
    connect(m_tree, &QTreeView::activated, this, [this](const QModelIndex &index) {
        const QModelIndex logCell = index.siblingAtColumn(RoundsModel::LogColumn);
        const int line = logCell.data(RoundsModel::LineRole).toInt() > 0
            ? logCell.data(RoundsModel::LineRole).toInt()
            : index.siblingAtColumn(RoundsModel::NameColumn).data(RoundsModel::LineRole).toInt();
        if (line > 0)
            Q_EMIT openLogLine(line);
    });
    connect(selection, &CandidateSelection::changed, this, &RoundsView::followSelection);
    retranslate();
}

void RoundsView::retranslate()
{
    m_hint->setText(tr("Each round with its branches: Δ against the parent and against the current best entering "
                       "the round, per workload key below each branch (green: faster beyond the noise threshold, red: "
                       "slower). Double-click a row to read the log there."));
}

void RoundsView::modelReset()
{
    m_tree->expandToDepth(0);
    // The winner's keys are open: the numbers a verdict rests on.
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const QModelIndex round = m_model->index(r, 0);
        for (int b = 0; b < m_model->rowCount(round); ++b) {
            const QModelIndex branch = m_model->index(b, 0, round);
            if (branch.siblingAtColumn(RoundsModel::VerdictColumn).data().toString().startsWith(tr("winner")))
                m_tree->expand(branch);
        }
    }
    // A round's line spans the table and reads as one sentence: heading · winner · reason.
    for (int r = 0; r < m_model->rowCount(); ++r)
        m_tree->setFirstColumnSpanned(r, QModelIndex(), true);
    for (int c = RoundsModel::ParentColumn; c < RoundsModel::LogColumn; ++c)
        m_tree->resizeColumnToContents(c);
    // The name column fits branches and keys (rounds span), the log's words get the rest.
    int name = 0;
    const QFontMetrics metrics(m_tree->font());
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const QModelIndex round = m_model->index(r, 0);
        for (int b = 0; b < m_model->rowCount(round); ++b) {
            const QModelIndex branch = m_model->index(b, 0, round);
            name = std::max(name, metrics.horizontalAdvance(branch.data().toString()) + 2 * m_tree->indentation());
            for (int k = 0; k < m_model->rowCount(branch); ++k)
                name = std::max(name, metrics.horizontalAdvance(m_model->index(k, 0, branch).data().toString())
                                          + 3 * m_tree->indentation());
        }
    }
    m_tree->setColumnWidth(RoundsModel::NameColumn, std::clamp(name + 16, 160, 300));
    m_tree->setColumnWidth(RoundsModel::VerdictColumn, std::min(m_tree->columnWidth(RoundsModel::VerdictColumn), 160));
    followSelection(m_selection->state(), nullptr);
}

void RoundsView::clicked(const QModelIndex &index)
{
    if (!index.isValid() || m_following)
        return;
    const QModelIndex name = index.siblingAtColumn(RoundsModel::NameColumn);
    const auto kind = RoundsModel::Kind(name.data(RoundsModel::KindRole).toInt());
    if (kind == RoundsModel::Kind::Round) {
        Q_EMIT roundActivated(name.data(RoundsModel::OrdinalRole).toInt());
        return;
    }
    CandidateSelection::State state;
    state.round = name.data(RoundsModel::RoundRole).toInt();
    state.candidateId = name.data(RoundsModel::CandidateRole).toString();
    if (kind == RoundsModel::Kind::Key)
        state.workloadKey = name.data().toString();
    m_selection->select(state, this);
}

void RoundsView::followSelection(const CandidateSelection::State &state, QObject *source)
{
    if (source == this || state.round < 0)
        return;
    // The first round block with that number that holds the candidate, else the round itself.
    QModelIndex target;
    for (int r = 0; r < m_model->rowCount() && !target.isValid(); ++r) {
        const QModelIndex round = m_model->index(r, 0);
        if (round.data(RoundsModel::RoundRole).toInt() != state.round)
            continue;
        if (state.candidateId.isEmpty()) {
            target = round;
            break;
        }
        const QModelIndex branch = m_model->indexForBranch(round.data(RoundsModel::OrdinalRole).toInt(), state.candidateId);
        if (branch != round)
            target = branch;
    }
    if (!target.isValid())
        for (int r = 0; r < m_model->rowCount() && !target.isValid(); ++r)
            if (m_model->index(r, 0).data(RoundsModel::RoundRole).toInt() == state.round)
                target = m_model->index(r, 0);
    if (!target.isValid())
        return;
    m_following = true;
    m_tree->setCurrentIndex(target);
    m_tree->scrollTo(target, QAbstractItemView::PositionAtTop);
    m_following = false;
}
