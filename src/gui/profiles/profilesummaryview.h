// SPDX-License-Identifier: MIT
#pragma once

#include "profiles/profilesummary.h"

#include <QWidget>

class ProfileBarChart;
class QFormLayout;
class QGroupBox;
class QGridLayout;
class QLabel;
class QTreeWidget;
class QVBoxLayout;

// The summary page of one run (or one launch of a multi-launch run): the OpBasicInfo card, the
// Task Duration over launches, pipe utilisation per core type with min–max over blocks, per-block
// core time bars that show load imbalance, and the L2 / memory / conflict figures. Buttons open
// the run's files as tables.
class ProfileSummaryView : public QWidget
{
    Q_OBJECT
public:
    explicit ProfileSummaryView(QWidget *parent = nullptr);

    void setSummary(const ProfileSummary &summary);
    void showLoading(const QString &runDir);
    void clear();
    const ProfileSummary &summary() const { return m_summary; }

    QLabel *titleLabel() const { return m_title; }
    QLabel *cardValue(const QString &field) const; // "op_name", "task_duration", "block_dim", …
    ProfileBarChart *pipeChart(ProfileSummary::Core core) const;
    ProfileBarChart *blockChart(ProfileSummary::Core core) const;
    ProfileBarChart *launchChart() const { return m_launchChart; }
    QLabel *durationLabel() const { return m_durationText; }
    QLabel *balanceLabel(ProfileSummary::Core core) const;
    QTreeWidget *metricsTree() const { return m_metrics; }
    QWidget *fileButtons() const { return m_files; }
    QLabel *diagnosticsLabel() const { return m_diagnostics; }

    static QColor coreColor(ProfileSummary::Core core);

Q_SIGNALS:
    void openFileRequested(const QString &relativePath);
    void launchRequested(int launch); // a launch chosen from the launch list

private:
    void fillCard();
    void fillDurations();
    void fillPipes();
    void fillBlocks();
    void fillMetrics();
    void fillFiles();

    ProfileSummary m_summary;
    QLabel *m_title;
    QLabel *m_subtitle;
    QLabel *m_diagnostics;
    QFormLayout *m_card;
    QHash<QString, QLabel *> m_cardValues;
    QGroupBox *m_durationBox;
    QLabel *m_durationText;
    ProfileBarChart *m_launchChart;
    QGroupBox *m_pipeBox;
    ProfileBarChart *m_pipeCharts[2];
    QLabel *m_pipeCaptions[2];
    QGroupBox *m_blockBox;
    ProfileBarChart *m_blockCharts[2];
    QLabel *m_balanceLabels[2];
    QGroupBox *m_metricsBox;
    QTreeWidget *m_metrics;
    QGroupBox *m_simulatorBox;
    QTreeWidget *m_simulator;
    QWidget *m_files;
    QGridLayout *m_filesLayout;
};
