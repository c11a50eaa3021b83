// SPDX-License-Identifier: MIT
// Building the chart: series, axes, look and ranges from one WorkloadSeries.
#include "charts/taskdurationchart.h"

#include "charts/axisticks.h"
#include "charts/chartstyle.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QFontMetrics>
#include <QLegendMarker>
#include <QLineSeries>
#include <QRubberBand>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>

namespace {

bool samePoint(const SeriesPoint &a, const SeriesPoint &b)
{
    return a.round == b.round && a.orderInRound == b.orderInRound && a.candidateId == b.candidateId
        && a.recordLine == b.recordLine && a.logLine == b.logLine && a.durationUs == b.durationUs
        && a.l0Pass == b.l0Pass && a.isBaseline == b.isBaseline;
}

bool sameNumber(double a, double b)
{
    return a == b || (std::isnan(a) && std::isnan(b));
}

} // namespace

TaskDurationChart::TaskDurationChart(QWidget *parent)
    : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setRubberBand(QChartView::NoRubberBand);
    setFocusPolicy(Qt::StrongFocus);
    setFrameShape(QFrame::NoFrame);
    setMouseTracking(true);
    m_rubberBand = new QRubberBand(QRubberBand::Rectangle, viewport());
    m_rubberBand->hide();
    buildChart();
}

void TaskDurationChart::buildChart()
{
    auto *chart = new QChart;
    chart->legend()->hide();
    chart->setBackgroundRoundness(0);
    chart->setDropShadowEnabled(false);
    m_axisX = new QValueAxis;
    m_axisY = new QCategoryAxis;
    m_axisY->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    chart->addAxis(m_axisX, Qt::AlignBottom);
    chart->addAxis(m_axisY, Qt::AlignLeft);

    m_bandUpper = new QLineSeries(chart);
    m_bandLower = new QLineSeries(chart);
    m_band = new QAreaSeries(m_bandUpper, m_bandLower);
    m_baselineLine = new QLineSeries;
    m_best = new QLineSeries;
    m_baselinePoints = new QScatterSeries;
    m_candidates = new QScatterSeries;
    m_failures = new QScatterSeries;
    m_winners = new QScatterSeries;
    m_final = new QScatterSeries;
    m_selection = new QScatterSeries;
    // Added bottom to top: the band under everything, the selection ring over everything.
    const QList<QAbstractSeries *> order
        = {m_band, m_baselineLine, m_best, m_baselinePoints, m_candidates, m_failures, m_final, m_winners, m_selection};
    for (QAbstractSeries *series : order) {
        chart->addSeries(series);
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
    }
    // setChart() releases the chart QChartView's constructor made without deleting it.
    QChart *previous = this->chart();
    setChart(chart);
    delete previous;

    connect(m_axisY, &QValueAxis::rangeChanged, this, [this] {
        rebuildYTicks();
        invalidatePositions();
    });
    connect(m_axisX, &QValueAxis::rangeChanged, this, [this] { invalidatePositions(); });
    connect(chart, &QChart::geometryChanged, this, [this] {
        if (m_hasLook)
            updateTitle();
    });
    connect(chart, &QChart::plotAreaChanged, this, [this] {
        invalidatePositions();
        rebuildYTicks();
    });
}

QString TaskDurationChart::layerName(Layer layer, double noiseThreshold)
{
    switch (layer) {
    case NoiseBandLayer:
        return tr("Noise band ±%1 %").arg(noiseThreshold * 100, 0, 'g', 3);
    case BaselineLayer:
        return tr("Baseline");
    case BestSoFarLayer:
        return tr("Best so far (L0 pass)");
    case CandidatesLayer:
        return tr("Candidates");
    case FailuresLayer:
        return tr("L0 failures");
    case WinnersLayer:
        return tr("Round winners");
    case FinalLayer:
        return tr("Final");
    case LayerCount:
        break;
    }
    return QString();
}

void TaskDurationChart::applyLook(bool themeChanged)
{
    QChart *chart = this->chart();
    if (themeChanged) {
        ChartStyle::applyTheme(chart, m_look.dark);
        // A theme resets the axes' colours; the category axis keeps its grid at the ticks.
    }
    const QFont labelFont = ChartStyle::labelFont(m_look.compact);
    chart->setTitleFont(ChartStyle::titleFont(m_look.compact));
    chart->setMargins(m_look.compact ? QMargins(2, 2, 6, 2) : QMargins(8, 8, 12, 8));
    for (QAbstractAxis *axis : {static_cast<QAbstractAxis *>(m_axisX), static_cast<QAbstractAxis *>(m_axisY)}) {
        axis->setLabelsFont(labelFont);
        axis->setTitleFont(labelFont);
    }
    m_axisX->setTitleText(tr("Round"));
    const QString unit
        = m_look.mode == ChartValueMode::Speedup ? tr("Speedup vs baseline (×") : tr("Task Duration (µs");
    m_axisY->setTitleText(unit + (m_look.logScale ? tr(", log scale)") : QStringLiteral(")")));

    const QColor color = m_look.color.isValid() ? m_look.color : ChartStyle::neutralColor();
    QColor bandFill = color;
    bandFill.setAlpha(m_look.dark ? 60 : 38);
    m_band->setBrush(bandFill);
    QColor bandEdge = color;
    bandEdge.setAlpha(90);
    m_band->setPen(QPen(bandEdge, 0.8, Qt::DotLine));
    m_baselineLine->setPen(QPen(ChartStyle::baselineColor(), 1.3, Qt::DashLine));
    m_best->setPen(QPen(color.darker(115), 2.0));

    m_baselinePoints->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_baselinePoints->setMarkerSize(8);
    m_baselinePoints->setBrush(ChartStyle::baselineColor());
    m_baselinePoints->setPen(QPen(ChartStyle::baselineColor().darker(140), 1));

    m_candidates->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    m_candidates->setMarkerSize(m_look.compact ? 7 : 8);
    QColor fill = color;
    fill.setAlpha(210);
    m_candidates->setBrush(fill);
    m_candidates->setPen(QPen(color.darker(140), 0.8));

    m_failures->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
    m_failures->setMarkerSize(10);
    m_failures->setBrush(m_look.dark ? QColor(40, 40, 40) : QColor(255, 255, 255));
    m_failures->setPen(QPen(ChartStyle::failureColor(), 2));

    m_winners->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    m_winners->setMarkerSize(16);
    m_winners->setBrush(Qt::NoBrush);
    m_winners->setPen(QPen(m_look.dark ? QColor(230, 230, 230) : ChartStyle::winnerColor(), 1.6));

    m_final->setMarkerShape(QScatterSeries::MarkerShapeStar);
    m_final->setMarkerSize(16);
    m_final->setBrush(ChartStyle::finalColor());
    m_final->setPen(QPen(QColor(0x5a, 0x40, 0x00), 1));

    m_selection->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    m_selection->setMarkerSize(21);
    m_selection->setBrush(Qt::NoBrush);
    m_selection->setPen(QPen(ChartStyle::selectionColor(), 2.6));

    m_band->setName(layerName(NoiseBandLayer, m_look.noiseThreshold));
    m_baselineLine->setName(layerName(BaselineLayer, 0));
    m_best->setName(layerName(BestSoFarLayer, 0));
    m_candidates->setName(layerName(CandidatesLayer, 0));
    m_failures->setName(layerName(FailuresLayer, 0));
    m_winners->setName(layerName(WinnersLayer, 0));
    m_final->setName(layerName(FinalLayer, 0));
    m_baselinePoints->setName(tr("Baseline measurement"));
    m_selection->setName(tr("Selected"));

    QLegend *legend = chart->legend();
    legend->setVisible(!m_look.compact);
    legend->setAlignment(Qt::AlignBottom);
    legend->setMarkerShape(QLegend::MarkerShapeFromSeries);
    legend->setFont(labelFont);
    for (QLegendMarker *marker : legend->markers())
        marker->setVisible(marker->series() != m_selection && marker->series() != m_baselinePoints);

    for (int layer = 0; layer < LayerCount; ++layer)
        setLayerVisible(Layer(layer), !(m_look.hiddenLayers & (1u << layer)));
    updateTitle();
}

void TaskDurationChart::updateTitle()
{
    // Elided in the middle: a key's start (path) and end (dtype, shape) both matter.
    const QFontMetrics metrics(chart()->titleFont());
    chart()->setTitle(
        metrics.elidedText(m_look.title, Qt::ElideMiddle, std::max(60, int(chart()->size().width()) - 16)));
}

void TaskDurationChart::setSeries(const WorkloadSeries &series, const Look &look)
{
    const bool lookChanged = !m_hasLook || !(look == m_look);
    const bool themeChanged = !m_hasLook ? look.dark : look.dark != m_look.dark;
    bool incremental = !lookChanged && series.key == m_series.key && !m_series.points.isEmpty()
        && series.points.size() >= m_series.points.size() && sameNumber(series.baselineUs, m_series.baselineUs);
    for (qsizetype i = 0; incremental && i < m_series.points.size(); ++i)
        incremental = samePoint(series.points.at(i), m_series.points.at(i));
    if (series.key != m_series.key) {
        m_current = -1;
        m_hovered = -1;
        m_zoomed = false;
    }
    m_series = series;
    m_look = look;
    m_hasLook = true;
    m_plotted = TaskDurationPlot::points(m_series, m_look.mode);
    if (m_current >= m_plotted.size())
        m_current = -1;
    if (lookChanged)
        applyLook(themeChanged);
    if (lookChanged)
        m_zoomed = false; // a zoom in µs means nothing in ×
    fillPoints(incremental);
    fillLines();
    fillOverlays();
    updateRanges();
    invalidatePositions();
}

void TaskDurationChart::fillPoints(bool incremental)
{
    QList<QPointF> buckets[3];
    m_refs.clear();
    m_refs.reserve(m_plotted.size());
    for (const PlottedPoint &p : std::as_const(m_plotted)) {
        QList<QPointF> &bucket = buckets[int(p.kind)];
        m_refs.append({p.kind, int(bucket.size())});
        bucket.append({p.x, plotY(p.y)});
    }
    for (int kind = 0; kind < 3; ++kind) {
        QScatterSeries *series = scatter(PlottedPoint::Kind(kind));
        const QList<QPointF> &bucket = buckets[kind];
        if (!incremental || series->count() > bucket.size()) {
            series->replace(bucket);
            continue;
        }
        // A live run: points already shown stay (a round's spread may move them a little);
        // the new ones are appended.
        const int shown = series->count();
        for (int i = 0; i < shown; ++i)
            if (series->at(i) != bucket.at(i))
                series->replace(i, bucket.at(i));
        if (bucket.size() > shown)
            series->append(bucket.mid(shown));
    }
}

void TaskDurationChart::fillLines()
{
    const double xStart = m_look.firstRound - 0.5;
    const double xEnd = m_look.lastRound + 0.5;
    auto toPlot = [this](QList<QPointF> line) {
        for (QPointF &p : line)
            p.setY(plotY(p.y()));
        return line;
    };
    m_best->replace(toPlot(TaskDurationPlot::bestSoFarLine(m_series, m_look.mode, xEnd)));
    m_bandUpper->replace(
        toPlot(TaskDurationPlot::noiseBandEdge(m_series, m_look.mode, m_look.noiseThreshold, xEnd, +1)));
    m_bandLower->replace(
        toPlot(TaskDurationPlot::noiseBandEdge(m_series, m_look.mode, m_look.noiseThreshold, xEnd, -1)));
    const double baseline = TaskDurationPlot::value(m_series.baselineUs, m_series.baselineUs, m_look.mode);
    if (std::isfinite(baseline))
        m_baselineLine->replace({{xStart, plotY(baseline)}, {xEnd, plotY(baseline)}});
    else
        m_baselineLine->clear();
}

void TaskDurationChart::fillOverlays()
{
    QList<QPointF> winners, finals, selected;
    for (const PlottedPoint &p : std::as_const(m_plotted)) {
        const QPointF at(p.x, plotY(p.y));
        if (p.winner)
            winners.append(at);
        if (p.final)
            finals.append(at);
        if (!m_selectedCandidate.isEmpty() && m_series.points.at(p.pointIndex).candidateId == m_selectedCandidate)
            selected.append(at);
    }
    m_winners->replace(winners);
    m_final->replace(finals);
    m_selection->replace(selected);
}

double TaskDurationChart::plotY(double value) const
{
    return m_look.logScale ? std::log10(value) : value;
}

void TaskDurationChart::updateRanges()
{
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    auto include = [&](double v) {
        if (std::isfinite(v) && (!m_look.logScale || v > 0)) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    };
    for (const PlottedPoint &p : std::as_const(m_plotted))
        include(p.y);
    include(TaskDurationPlot::value(m_series.baselineUs, m_series.baselineUs, m_look.mode));
    for (const QPointF &p : TaskDurationPlot::noiseBandEdge(m_series, m_look.mode, m_look.noiseThreshold, 0, +1))
        include(p.y());
    for (const QPointF &p : TaskDurationPlot::noiseBandEdge(m_series, m_look.mode, m_look.noiseThreshold, 0, -1))
        include(p.y());
    if (!std::isfinite(lo)) {
        lo = m_look.mode == ChartValueMode::Speedup ? 0.5 : 1;
        hi = lo * 2;
    }
    double minY = plotY(lo), maxY = plotY(hi);
    const double span = maxY - minY;
    const double pad = span > 0 ? span * 0.08 : (m_look.logScale ? 0.05 : std::max(std::fabs(maxY) * 0.1, 0.1));
    minY -= pad;
    maxY += pad;
    if (!m_look.logScale && lo >= 0)
        minY = std::max(minY, 0.0); // never below zero for a duration or a speedup
    m_fullMinY = minY;
    m_fullMaxY = maxY;

    const int rounds = m_look.lastRound - m_look.firstRound + 1;
    m_axisX->setTickType(QValueAxis::TicksDynamic);
    m_axisX->setTickAnchor(0);
    m_axisX->setTickInterval(std::max(1, int(std::ceil(rounds / 10.0))));
    m_axisX->setLabelFormat(QStringLiteral("%d"));
    m_axisX->setMinorTickCount(0);
    if (!m_zoomed) {
        m_axisX->setRange(m_look.firstRound - 0.5, m_look.lastRound + 0.5);
        m_axisY->setRange(m_fullMinY, m_fullMaxY);
    }
    rebuildYTicks();
}

void TaskDurationChart::rebuildYTicks()
{
    if (m_rebuildingTicks || !chart())
        return;
    m_rebuildingTicks = true;
    const double min = m_axisY->min(), max = m_axisY->max();
    const int plotHeight = int(chart()->plotArea().height());
    const int maxTicks = std::clamp(plotHeight / 30, 2, 9);
    const QList<AxisTick> ticks = m_look.logScale
        ? AxisTicks::logarithmic(std::pow(10.0, min), std::pow(10.0, max), maxTicks)
        : AxisTicks::linear(min, max, maxTicks);
    for (const QString &label : m_axisY->categoriesLabels())
        m_axisY->remove(label);
    m_axisY->setStartValue(min - (max - min) * 1e-6);
    for (const AxisTick &tick : ticks)
        m_axisY->append(tick.label, tick.position);
    m_axisY->setRange(min, max); // append() may stretch the range to its categories
    m_rebuildingTicks = false;
}

QScatterSeries *TaskDurationChart::scatter(PlottedPoint::Kind kind) const
{
    switch (kind) {
    case PlottedPoint::Kind::Baseline:
        return m_baselinePoints;
    case PlottedPoint::Kind::Failed:
        return m_failures;
    case PlottedPoint::Kind::Candidate:
        break;
    }
    return m_candidates;
}
