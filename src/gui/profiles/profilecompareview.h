// SPDX-License-Identifier: MIT
#pragma once

#include "profiles/profilecomparison.h"

#include <QWidget>

class ProfileCompareModel;
class ProfileCompareProxy;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;
class QToolButton;

// Two runs side by side: the verdict on Task Duration (median, against the noise threshold), the
// summary figures, and any metric file aligned row by row and column by column. "Changed only"
// hides what stayed within noise; a column filter narrows the wide metric tables.
class ProfileCompareView : public QWidget
{
    Q_OBJECT
public:
    explicit ProfileCompareView(QWidget *parent = nullptr);

    void setComparison(const ProfileComparison &comparison);
    void showLoading(const QString &runA, const QString &runB);
    void clear();
    const ProfileComparison &comparison() const { return m_comparison; }

    // "" shows the summary figures; else a metric file ("PipeUtilization").
    bool showMetric(const QString &metric);
    QString shownMetric() const;
    void setChangedOnly(bool changedOnly);
    void setColumnFilter(const QString &text);

    QLabel *runsLabel() const { return m_runs; }
    QLabel *verdictLabel() const { return m_verdict; }
    QLabel *noteLabel() const { return m_note; }
    QLabel *comparabilityLabel() const { return m_comparability; }

    // What makes two runs' Task Durations incomparable, one "SoC X vs Y" entry per differing field
    // (SoC, frequency, operator name, block dim); fields one side lacks are not compared.
    static QStringList incomparable(const OpBasicInfo &a, const OpBasicInfo &b);
    QComboBox *metricCombo() const { return m_metric; }
    QCheckBox *changedOnlyCheck() const { return m_changedOnly; }
    QLineEdit *columnFilterEdit() const { return m_columnFilter; }
    QToolButton *swapButton() const { return m_swap; }
    QTableView *table() const { return m_table; }
    ProfileCompareModel *model() const { return m_model; }
    ProfileCompareProxy *proxy() const { return m_proxy; }

Q_SIGNALS:
    void swapRequested();

private:
    void metricChanged();

    ProfileComparison m_comparison;
    ProfileCompareModel *m_model;
    ProfileCompareProxy *m_proxy;
    QLabel *m_runs;
    QLabel *m_verdict;
    QLabel *m_comparability;
    QLabel *m_note;
    QComboBox *m_metric;
    QCheckBox *m_changedOnly;
    QLineEdit *m_columnFilter;
    QToolButton *m_swap;
    QTableView *m_table;
};
