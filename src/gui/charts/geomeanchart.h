// SPDX-License-Identifier: MIT
#pragma once

#include "records/derivedseries.h"

#include <QChartView>

class QLegendMarker;
class QLineSeries;
class QValueAxis;

// The summary beside the small multiples: the geometric mean over keys of baseline / best so far,
// per round (one line across every key and, grouped, one per dispatch path), and the total of the
// best Task Duration over keys on a second axis. Clicking a legend entry hides or shows its line.
class GeomeanChart : public QChartView
{
    Q_OBJECT
public:
    explicit GeomeanChart(QWidget *parent = nullptr);

    void setSeries(const DerivedSeries &derived, bool groupByPath, bool dark, bool compact = true);
    QLineSeries *geomeanSeries() const { return m_geomean; }
    QLineSeries *totalSeries() const { return m_total; }
    QList<QLineSeries *> groupSeries() const { return m_groups; }

private:
    void toggleFromLegend(QLegendMarker *marker);

    QLineSeries *m_geomean = nullptr;
    QLineSeries *m_total = nullptr;
    QList<QLineSeries *> m_groups;
    QValueAxis *m_axisX = nullptr;
    QValueAxis *m_axisY = nullptr;
    QValueAxis *m_axisTotal = nullptr;
    QStringList m_groupNames;
    bool m_dark = false;
    bool m_compact = true;
    bool m_built = false;
};
