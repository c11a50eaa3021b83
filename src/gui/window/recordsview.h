// SPDX-License-Identifier: MIT
#pragma once

#include "run/candidateselection.h"

#include <QWidget>
#include <functional>

class QComboBox;
class QLineEdit;
class QTableView;
class QToolButton;
class RecordsModel;
class RecordsFilterProxy;

// The records table with its filter bar: round, workload key, L0, free text.
class RecordsView : public QWidget
{
    Q_OBJECT
public:
    RecordsView(RecordsModel *model, CandidateSelection *selection, QWidget *parent = nullptr);

    void refreshFilters(); // after the snapshot changed
    QTableView *table() const { return m_table; }
    RecordsFilterProxy *proxy() const { return m_proxy; }
    QLineEdit *textFilter() const { return m_text; }
    QComboBox *roundFilter() const { return m_round; }
    QComboBox *l0Filter() const { return m_l0; }

Q_SIGNALS:
    void openLogRequested(int recordLine);
    void openBranchRequested(const QString &candidateId);
    void openProfileRequested(int recordLine);

private:
    static constexpr int SizedRows = 100; // rows the column widths are fitted to
    void followSelection(const CandidateSelection::State &state, QObject *source);
    void currentRowChanged();
    void applyFilter(const std::function<void()> &change);
    void updateButtons();
    int currentRecordLine() const;

    RecordsModel *m_model;
    RecordsFilterProxy *m_proxy;
    CandidateSelection *m_selection;
    QTableView *m_table;
    QComboBox *m_round;
    QComboBox *m_workload;
    QComboBox *m_l0;
    QLineEdit *m_text;
    QToolButton *m_logButton;
    QToolButton *m_branchButton;
    QToolButton *m_profileButton;
    bool m_following = false;
};
