// SPDX-License-Identifier: MIT
#pragma once

#include "diff/diffmeasurements.h"

#include <QWidget>

class QLabel;
class QTableWidget;

// The measurements of the compared pair above the text: per workload, each side's Task
// Duration, the change with its noise class, L0 of each side; and per side the round, opt_id and
// main change the log states. Clicking a workload asks for both profiles.
class DiffBanner : public QWidget
{
    Q_OBJECT
public:
    explicit DiffBanner(QWidget *parent = nullptr);

    void setMeasurements(const DiffMeasurements &measurements);
    const DiffMeasurements &measurements() const { return m_measurements; }
    QTableWidget *table() const { return m_table; }
    QString summaryText() const; // the header as plain text (tests, accessibility)

Q_SIGNALS:
    void workloadActivated(int row); // index into measurements().workloads

private:
    QString describe(const DiffCandidateInfo &info, const QString &arrow) const;

    DiffMeasurements m_measurements;
    QLabel *m_summary;
    QTableWidget *m_table;
};
