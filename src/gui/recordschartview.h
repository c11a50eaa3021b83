// SPDX-License-Identifier: MIT
#pragma once

#include "projectsnapshot.h"

#include <QChartView>

class QChart;

// Task Duration of every measured record by round, one series per workload key, with the
// best-so-far line over L0-passing records. (The full chart workbench grows from this.)
class RecordsChartView : public QChartView
{
    Q_OBJECT
public:
    explicit RecordsChartView(QWidget *parent = nullptr);

    void setSnapshot(const ProjectSnapshotPtr &snapshot);
    int pointCount() const { return m_pointCount; }
    QStringList workloadKeys() const { return m_keys; }

private:
    int m_pointCount = 0;
    QStringList m_keys;
};
