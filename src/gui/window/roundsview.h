// SPDX-License-Identifier: MIT
#pragma once

#include "run/candidateselection.h"

#include <QWidget>

class QLabel;
class QTreeView;
class RoundsModel;

// The Rounds page: RoundsModel as a tree (rounds › branches › workload keys). A click selects the
// round or branch in the document (every view follows); a double click (or Enter) on a row with a
// log line opens the log there. It follows the document's selection in turn.
class RoundsView : public QWidget
{
    Q_OBJECT
public:
    RoundsView(RoundsModel *model, CandidateSelection *selection, QWidget *parent = nullptr);

    QTreeView *tree() const { return m_tree; }
    RoundsModel *model() const { return m_model; }
    void modelReset(); // after RoundsModel::setSnapshot: expand and fit
    void retranslate();

Q_SIGNALS:
    void roundActivated(int ordinal); // a round row was clicked
    void openLogLine(int line);

private:
    void followSelection(const CandidateSelection::State &state, QObject *source);
    void clicked(const QModelIndex &index);

    RoundsModel *m_model;
    CandidateSelection *m_selection;
    QLabel *m_hint;
    QTreeView *m_tree;
    bool m_following = false;
};
