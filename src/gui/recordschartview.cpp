// SPDX-License-Identifier: MIT
#include "recordschartview.h"

#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMap>
#include <QScatterSeries>
#include <QValueAxis>

RecordsChartView::RecordsChartView(QWidget *parent)
    : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setChart(new QChart);
    chart()->setTitle(tr("Task Duration per round"));
}

void RecordsChartView::setSnapshot(const ProjectSnapshotPtr &snapshot)
{
    auto *chart = new QChart;
    chart->setTitle(tr("msprof op Task Duration per round"));
    chart->legend()->setAlignment(Qt::AlignBottom);
    m_pointCount = 0;
    m_keys.clear();

    // Group records by workload key, keeping file order.
    QMap<QString, QList<const PerfRecord *>> byKey;
    if (snapshot) {
        for (const PerfRecord &record : snapshot->records.records) {
            if (!record.valid || !record.hasDuration() || !record.round)
                continue;
            byKey[record.workloadKey()].append(&record);
        }
    }
    auto *axisX = new QValueAxis;
    axisX->setTitleText(tr("Round"));
    axisX->setLabelFormat(QStringLiteral("%d"));
    auto *axisY = new QValueAxis;
    axisY->setTitleText(tr("Task Duration (µs)"));
    axisY->setLabelFormat(QStringLiteral("%.4g"));
    chart->addAxis(axisX, Qt::AlignBottom);
    chart->addAxis(axisY, Qt::AlignLeft);

    double minY = 0, maxY = 0;
    int maxRound = 0;
    for (auto it = byKey.cbegin(); it != byKey.cend(); ++it) {
        m_keys.append(it.key());
        auto *points = new QScatterSeries;
        points->setName(it.key());
        points->setMarkerSize(9);
        auto *best = new QLineSeries;
        double bestSoFar = 0;
        int lastRound = -1;
        for (const PerfRecord *record : it.value()) {
            const int round = int(*record->round);
            points->append(round, record->durationUs);
            ++m_pointCount;
            minY = minY == 0 ? record->durationUs : std::min(minY, record->durationUs);
            maxY = std::max(maxY, record->durationUs);
            maxRound = std::max(maxRound, round);
            if (record->l0Pass.value_or(false) && (bestSoFar == 0 || record->durationUs < bestSoFar)) {
                if (lastRound >= 0 && round > lastRound)
                    best->append(round, bestSoFar); // step: hold the old best until this round
                bestSoFar = record->durationUs;
                best->append(round, bestSoFar);
                lastRound = round;
            }
        }
        if (bestSoFar > 0 && lastRound < maxRound)
            best->append(maxRound, bestSoFar);
        chart->addSeries(points);
        chart->addSeries(best);
        best->setColor(points->color());
        best->setName(tr("best so far: %1").arg(it.key()));
        for (QAbstractSeries *series : {static_cast<QAbstractSeries *>(points), static_cast<QAbstractSeries *>(best)}) {
            series->attachAxis(axisX);
            series->attachAxis(axisY);
        }
        const auto markers = chart->legend()->markers(best);
        for (QLegendMarker *marker : markers)
            marker->setVisible(false);
    }
    axisX->setRange(-0.5, maxRound + 0.5);
    axisX->setTickType(QValueAxis::TicksDynamic);
    axisX->setTickAnchor(0);
    axisX->setTickInterval(1);
    if (maxY > 0) {
        axisY->setRange(0, maxY * 1.08);
        axisY->applyNiceNumbers();
    }
    QChart *old = this->chart();
    setChart(chart);
    delete old;
}
