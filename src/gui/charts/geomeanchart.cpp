// SPDX-License-Identifier: MIT
#include "charts/geomeanchart.h"

#include "charts/axisticks.h"
#include "charts/chartgrid.h"
#include "charts/chartstyle.h"
#include "charts/taskdurationplot.h"

#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

namespace {

QList<QPointF> line(const QList<int> &rounds, const QList<double> &values)
{
    QList<QPointF> out;
    for (qsizetype i = 0; i < rounds.size() && i < values.size(); ++i)
        if (std::isfinite(values.at(i)))
            out.append({double(rounds.at(i)), values.at(i)});
    return out;
}

void fitAxis(QValueAxis *axis, const QList<QPointF> &points, bool fromZero, int ticks)
{
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (const QPointF &p : points) {
        lo = std::min(lo, p.y());
        hi = std::max(hi, p.y());
    }
    if (!std::isfinite(lo)) {
        lo = 0;
        hi = 1;
    }
    if (fromZero)
        lo = 0;
    const double step = AxisTicks::niceStep(std::max(hi - lo, 1e-9), ticks - 1);
    lo = std::floor(lo / step) * step;
    hi = std::ceil(hi / step) * step;
    if (hi <= lo)
        hi = lo + step;
    axis->setRange(lo, hi);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(lo);
    axis->setTickInterval(step);
    // As many decimals as the step has (0.25 -> "%.2f"), so that no label is rounded.
    const QString sample = AxisTicks::label(step, step);
    const qsizetype dot = sample.indexOf(QLatin1Char('.'));
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(dot < 0 ? 0 : sample.size() - dot - 1));
}

} // namespace

GeomeanChart::GeomeanChart(QWidget *parent)
    : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setFrameShape(QFrame::NoFrame);
    auto *chart = new QChart;
    chart->setBackgroundRoundness(0);
    chart->setDropShadowEnabled(false);
    m_axisX = new QValueAxis;
    m_axisY = new QValueAxis;
    m_axisTotal = new QValueAxis;
    chart->addAxis(m_axisX, Qt::AlignBottom);
    chart->addAxis(m_axisY, Qt::AlignLeft);
    chart->addAxis(m_axisTotal, Qt::AlignRight);
    m_geomean = new QLineSeries;
    m_total = new QLineSeries;
    for (QLineSeries *series : {m_geomean, m_total}) {
        chart->addSeries(series);
        series->attachAxis(m_axisX);
        series->attachAxis(series == m_total ? m_axisTotal : m_axisY);
        series->setPointsVisible(true);
    }
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    chart->legend()->setShowToolTips(true); // names elided in a crowded legend
    // setChart() releases the chart QChartView's constructor made without deleting it.
    QChart *previous = this->chart();
    setChart(chart);
    delete previous;
}

void GeomeanChart::setSeries(const DerivedSeries &derived, bool groupByPath, bool dark, bool compact)
{
    QChart *chart = this->chart();
    QStringList groupNames;
    if (groupByPath && TaskDurationPlot::groups(derived).size() > 1)
        groupNames = TaskDurationPlot::groups(derived);

    // Same lines as before (a live run): refill them and keep what the reviewer hid. Otherwise
    // only the per-path lines are replaced; the axes and the two main lines stay.
    if (!m_built || groupNames != m_groupNames || dark != m_dark || compact != m_compact) {
        for (QLineSeries *series : std::as_const(m_groups)) {
            chart->removeSeries(series);
            delete series;
        }
        m_groups.clear();
        if (!m_built || dark != m_dark)
            ChartStyle::applyTheme(chart, dark);
        m_dark = dark;
        m_compact = compact;
        m_groupNames = groupNames;
        for (int i = 0; i < groupNames.size(); ++i) {
            auto *series = new QLineSeries;
            series->setName(ChartGrid::shortGroup(groupNames.at(i)));
            series->setPointsVisible(true);
            chart->addSeries(series);
            series->attachAxis(m_axisX);
            series->attachAxis(m_axisY);
            m_groups.append(series);
        }
        m_geomean->setName(tr("All keys"));
        m_geomean->setPen(QPen(dark ? QColor(240, 240, 240) : QColor(30, 30, 30), 2.6));
        m_total->setName(tr("Total µs"));
        m_total->setPen(QPen(ChartStyle::baselineColor(), 1.5, Qt::DashLine));
        for (int i = 0; i < m_groups.size(); ++i)
            m_groups.at(i)->setPen(QPen(ChartStyle::groupColor(i), 1.8));
        const QFont labelFont = ChartStyle::labelFont(compact);
        for (QAbstractAxis *axis : chart->axes()) {
            axis->setLabelsFont(labelFont);
            axis->setTitleFont(labelFont);
        }
        m_axisX->setTitleText(tr("Round"));
        m_axisY->setTitleText(tr("Geomean speedup (×)"));
        m_axisTotal->setTitleText(tr("Total best (µs)"));
        chart->setTitleFont(ChartStyle::titleFont(compact));
        chart->legend()->setFont(labelFont);
        for (QLegendMarker *marker : chart->legend()->markers()) {
            disconnect(marker, nullptr, this, nullptr);
            connect(marker, &QLegendMarker::clicked, this, [this, marker] { toggleFromLegend(marker); });
        }
        m_built = true;
    }

    m_geomean->replace(line(derived.rounds, derived.geomeanSpeedupPerRound));
    for (int i = 0; i < m_groups.size(); ++i)
        m_groups.at(i)->replace(
            line(derived.rounds, TaskDurationPlot::groupGeomeanPerRound(derived, groupNames.at(i))));
    m_total->replace(line(derived.rounds, TaskDurationPlot::totalBestUsPerRound(derived)));

    const int first = derived.rounds.isEmpty() ? 0 : derived.rounds.first();
    const int last = derived.rounds.isEmpty() ? 1 : derived.rounds.last();
    m_axisX->setRange(first - 0.3, last + 0.3);
    m_axisX->setTickType(QValueAxis::TicksDynamic);
    m_axisX->setTickAnchor(0);
    m_axisX->setTickInterval(std::max(1, int(std::ceil((last - first + 1) / 10.0))));
    m_axisX->setLabelFormat(QStringLiteral("%d"));
    QList<QPointF> speedups = m_geomean->points();
    for (QLineSeries *series : std::as_const(m_groups))
        speedups += series->points();
    speedups.append({0, 1.0}); // the baseline is 1×
    fitAxis(m_axisY, speedups, false, 6);
    fitAxis(m_axisTotal, m_total->points(), true, 6);

    const QString final = std::isfinite(derived.geomeanSpeedup)
        ? tr("final %1× over %n key(s)", nullptr, int(derived.series.size()))
              .arg(QString::number(derived.geomeanSpeedup, 'f', 2))
        : tr("no final speedup");
    // Two lines: the summary chart sits in a narrow pane, where one line would be elided.
    chart->setTitle(tr("Geomean speedup per round") + QStringLiteral("<br>") + final.toHtmlEscaped());
}

void GeomeanChart::toggleFromLegend(QLegendMarker *marker)
{
    QAbstractSeries *series = marker->series();
    series->setVisible(!series->isVisible());
    marker->setVisible(true); // hiding a series hides its marker too; keep it to switch back
    QBrush label = marker->labelBrush();
    QColor color = label.color();
    color.setAlphaF(series->isVisible() ? 1.0 : 0.4);
    label.setColor(color);
    marker->setLabelBrush(label);
}
