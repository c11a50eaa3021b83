// SPDX-License-Identifier: MIT
#include "charts/taskdurationchart.h"

#include "charts/axisticks.h"
#include "charts/chartstyle.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QContextMenuEvent>
#include <QFontMetrics>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMenu>
#include <QRubberBand>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>

namespace {

constexpr int HitRadius = 8; // px

QString formatUs(double value)
{
    return QString::number(value, 'g', 6);
}

QString formatPercent(double fraction)
{
    return std::isfinite(fraction) ? QString::asprintf("%+.1f %%", fraction * 100) : QStringLiteral("—");
}

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

void TaskDurationChart::setLayerVisible(Layer layer, bool visible)
{
    if (visible)
        m_look.hiddenLayers &= ~(1u << layer);
    else
        m_look.hiddenLayers |= 1u << layer;
    switch (layer) {
    case NoiseBandLayer:
        m_band->setVisible(visible);
        break;
    case BaselineLayer:
        m_baselineLine->setVisible(visible);
        m_baselinePoints->setVisible(visible);
        break;
    case BestSoFarLayer:
        m_best->setVisible(visible);
        break;
    case CandidatesLayer:
        m_candidates->setVisible(visible);
        break;
    case FailuresLayer:
        m_failures->setVisible(visible);
        break;
    case WinnersLayer:
        m_winners->setVisible(visible);
        break;
    case FinalLayer:
        m_final->setVisible(visible);
        break;
    case LayerCount:
        break;
    }
    if (m_hovered >= 0 && !layerOfPointVisible(m_plotted.value(m_hovered)))
        m_hovered = -1;
}

bool TaskDurationChart::isLayerVisible(Layer layer) const
{
    return !(m_look.hiddenLayers & (1u << layer));
}

bool TaskDurationChart::layerOfPointVisible(const PlottedPoint &p) const
{
    switch (p.kind) {
    case PlottedPoint::Kind::Baseline:
        return isLayerVisible(BaselineLayer);
    case PlottedPoint::Kind::Failed:
        return isLayerVisible(FailuresLayer);
    case PlottedPoint::Kind::Candidate:
        break;
    }
    return isLayerVisible(CandidatesLayer);
}

void TaskDurationChart::setSelectedCandidate(const QString &candidateId)
{
    if (candidateId == m_selectedCandidate)
        return;
    m_selectedCandidate = candidateId;
    if (m_current >= 0 && m_series.points.at(m_plotted.at(m_current).pointIndex).candidateId != candidateId)
        m_current = -1;
    fillOverlays();
}

void TaskDurationChart::setCurrentPoint(int index)
{
    m_current = index >= 0 && index < m_plotted.size() ? index : -1;
}

void TaskDurationChart::ensurePositions() const
{
    if (m_positionsValid)
        return;
    m_positions.resize(m_plotted.size());
    for (int i = 0; i < m_plotted.size(); ++i) {
        const PlottedPoint &p = m_plotted.at(i);
        m_positions[i] = chart()->mapToPosition(QPointF(p.x, plotY(p.y)), m_candidates);
    }
    m_positionsValid = true;
}

QPoint TaskDurationChart::viewportPosition(int index) const
{
    ensurePositions();
    if (index < 0 || index >= m_positions.size())
        return QPoint(-1, -1);
    return mapFromScene(chart()->mapToScene(m_positions.at(index)));
}

int TaskDurationChart::pointAt(const QPoint &viewportPos) const
{
    ensurePositions();
    const QPointF scenePos = chart()->mapFromScene(mapToScene(viewportPos));
    if (!chart()->plotArea().adjusted(-HitRadius, -HitRadius, HitRadius, HitRadius).contains(scenePos))
        return -1;
    int best = -1;
    double bestDistance = HitRadius * HitRadius + 1;
    for (int i = 0; i < m_positions.size(); ++i) {
        if (!layerOfPointVisible(m_plotted.at(i)))
            continue;
        const QPointF d = m_positions.at(i) - scenePos;
        const double distance = d.x() * d.x() + d.y() * d.y();
        if (distance < bestDistance) {
            bestDistance = distance;
            best = i;
        }
    }
    return best;
}

QString TaskDurationChart::toolTipText(int index) const
{
    if (index < 0 || index >= m_plotted.size())
        return QString();
    const PlottedPoint &plotted = m_plotted.at(index);
    const SeriesPoint &p = m_series.points.at(plotted.pointIndex);
    QStringList lines;
    lines << QStringLiteral("<b>%1</b>").arg(p.candidateId.toHtmlEscaped());
    if (!p.parentId.isEmpty())
        lines << tr("Parent: %1").arg(p.parentId.toHtmlEscaped());
    lines << tr("Round %1 · %2").arg(p.round).arg(m_series.key.toHtmlEscaped());
    lines << tr("Task Duration: %1 µs").arg(formatUs(p.durationUs));
    const double speedup = TaskDurationPlot::value(p.durationUs, m_series.baselineUs, ChartValueMode::Speedup);
    if (std::isfinite(speedup))
        lines << tr("Speedup vs baseline: %1×").arg(QString::number(speedup, 'f', 3));
    const double best = TaskDurationPlot::currentBestBefore(m_series, p.round);
    if (std::isfinite(best))
        lines << tr("Δ vs current best: %1 (best %2 µs)")
                     .arg(formatPercent(TaskDurationPlot::deltaVsBest(m_series, p)), formatUs(best));
    else
        lines << tr("Δ vs current best: —");
    lines << tr("Δ vs baseline: %1").arg(formatPercent(TaskDurationPlot::deltaVsBaseline(m_series, p)));
    lines << (p.l0Pass ? tr("L0: pass") : tr("L0: <b>FAIL</b> — kept off the best-so-far line"));
    if (plotted.winner)
        lines << tr("New best of round %1").arg(p.round);
    if (plotted.final)
        lines << tr("Final candidate");
    if (!p.msprofRawPath.isEmpty())
        lines << tr("Profile: %1").arg(p.msprofRawPath.toHtmlEscaped());
    if (p.recordLine > 0)
        lines << tr("perf_records.jsonl line %1").arg(p.recordLine);
    else if (p.logLine > 0)
        lines << tr("opt_log.md line %1 — from the log's tables, not verified against records").arg(p.logLine);
    return lines.join(QStringLiteral("<br/>"));
}

void TaskDurationChart::showToolTipFor(int index)
{
    if (index < 0) {
        QToolTip::hideText();
        return;
    }
    const QPoint at = viewportPosition(index);
    QToolTip::showText(viewport()->mapToGlobal(at + QPoint(12, 12)), toolTipText(index), viewport(),
                       QRect(at - QPoint(HitRadius, HitRadius), QSize(2 * HitRadius, 2 * HitRadius)));
}

void TaskDurationChart::activate(int index)
{
    if (index < 0 || index >= m_plotted.size())
        return;
    m_current = index;
    const SeriesPoint point = m_series.points.at(m_plotted.at(index).pointIndex);
    setSelectedCandidate(point.candidateId);
    m_current = index;
    Q_EMIT pointActivated(m_series.key, point);
}

QList<int> TaskDurationChart::navigationOrder() const
{
    QList<int> order;
    for (int i = 0; i < m_plotted.size(); ++i)
        if (layerOfPointVisible(m_plotted.at(i)))
            order.append(i);
    std::stable_sort(order.begin(), order.end(), [this](int a, int b) {
        const PlottedPoint &pa = m_plotted.at(a), &pb = m_plotted.at(b);
        return pa.x != pb.x ? pa.x < pb.x : pa.y < pb.y;
    });
    return order;
}

void TaskDurationChart::resetZoom()
{
    m_zoomed = false;
    m_axisX->setRange(m_look.firstRound - 0.5, m_look.lastRound + 0.5);
    m_axisY->setRange(m_fullMinY, m_fullMaxY);
}

void TaskDurationChart::zoomBy(double factor)
{
    QRectF area = chart()->plotArea();
    const QPointF center = area.center();
    area.setSize(area.size() * factor);
    area.moveCenter(center);
    chart()->zoomIn(area);
    m_zoomed = true;
}

void TaskDurationChart::mousePressEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (event->button() == Qt::LeftButton && !(event->modifiers() & Qt::ShiftModifier)) {
        m_pressed = pointAt(pos);
        m_pressPos = pos;
        if (m_pressed < 0) {
            m_rubberBand->setGeometry(QRect(pos, QSize()));
            m_rubberBand->show();
        }
        setFocus(Qt::MouseFocusReason);
        event->accept();
        return;
    }
    if (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton) {
        m_panning = true;
        m_lastPanPos = pos;
        setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    if (event->button() == Qt::RightButton) {
        event->accept(); // the context menu, not QChartView's zoom out
        return;
    }
    QChartView::mousePressEvent(event);
}

void TaskDurationChart::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (m_panning) {
        const QPoint delta = pos - m_lastPanPos;
        chart()->scroll(-delta.x(), delta.y());
        m_lastPanPos = pos;
        m_zoomed = true;
        event->accept();
        return;
    }
    if (m_rubberBand->isVisible()) {
        m_rubberBand->setGeometry(QRect(m_pressPos, pos).normalized());
        event->accept();
        return;
    }
    const int hovered = pointAt(pos);
    if (hovered != m_hovered) {
        m_hovered = hovered;
        showToolTipFor(hovered);
    }
    QChartView::mouseMoveEvent(event);
}

void TaskDurationChart::mouseReleaseEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (m_panning && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        m_panning = false;
        unsetCursor();
        event->accept();
        return;
    }
    if (event->button() == Qt::LeftButton) {
        if (m_rubberBand->isVisible()) {
            const QRect band = m_rubberBand->geometry();
            m_rubberBand->hide();
            if (band.width() >= 6 && band.height() >= 6) {
                const QRectF area = chart()->mapFromScene(mapToScene(band)).boundingRect();
                chart()->zoomIn(area.intersected(chart()->plotArea()));
                m_zoomed = true;
            }
        } else if (m_pressed >= 0 && pointAt(pos) == m_pressed) {
            activate(m_pressed);
        }
        m_pressed = -1;
        event->accept();
        return;
    }
    if (event->button() == Qt::RightButton) {
        event->accept();
        return;
    }
    QChartView::mouseReleaseEvent(event);
}

void TaskDurationChart::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && pointAt(event->position().toPoint()) < 0) {
        resetZoom();
        event->accept();
        return;
    }
    QChartView::mouseDoubleClickEvent(event);
}

void TaskDurationChart::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        zoomBy(event->angleDelta().y() > 0 ? 0.8 : 1.25);
        event->accept();
        return;
    }
    event->ignore(); // the grid scrolls
}

void TaskDurationChart::keyPressEvent(QKeyEvent *event)
{
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    const QList<int> order = navigationOrder();
    const qsizetype at = order.indexOf(m_current);
    auto moveTo = [this](int index) {
        if (index < 0)
            return;
        activate(index);
        showToolTipFor(index);
    };
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right: {
        if (shift) {
            chart()->scroll(event->key() == Qt::Key_Left ? -30 : 30, 0);
            m_zoomed = true;
            break;
        }
        if (order.isEmpty())
            break;
        const int step = event->key() == Qt::Key_Right ? 1 : -1;
        const qsizetype next
            = at < 0 ? (step > 0 ? 0 : order.size() - 1) : std::clamp<qsizetype>(at + step, 0, order.size() - 1);
        moveTo(order.at(next));
        break;
    }
    case Qt::Key_Up:
    case Qt::Key_Down: {
        if (shift) {
            chart()->scroll(0, event->key() == Qt::Key_Up ? 30 : -30);
            m_zoomed = true;
            break;
        }
        if (m_current < 0) {
            if (!order.isEmpty())
                moveTo(order.first());
            break;
        }
        // Within the round: the next point up (slower in µs, faster in ×) or down.
        const PlottedPoint &current = m_plotted.at(m_current);
        const int round = m_series.points.at(current.pointIndex).round;
        const bool up = event->key() == Qt::Key_Up;
        int next = -1;
        for (int i : order) {
            const PlottedPoint &p = m_plotted.at(i);
            if (i == m_current || m_series.points.at(p.pointIndex).round != round)
                continue;
            if (up ? (p.y > current.y || (p.y == current.y && i > m_current))
                   : (p.y < current.y || (p.y == current.y && i < m_current))) {
                if (next < 0 || (up ? p.y < m_plotted.at(next).y : p.y > m_plotted.at(next).y))
                    next = i;
            }
        }
        moveTo(next);
        break;
    }
    case Qt::Key_Home:
        if (!order.isEmpty())
            moveTo(order.first());
        break;
    case Qt::Key_End:
        if (!order.isEmpty())
            moveTo(order.last());
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        moveTo(m_current);
        break;
    case Qt::Key_Escape:
    case Qt::Key_0:
        resetZoom();
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomBy(0.8);
        break;
    case Qt::Key_Minus:
        zoomBy(1.25);
        break;
    case Qt::Key_PageDown:
        Q_EMIT neighbourRequested(+1);
        break;
    case Qt::Key_PageUp:
        Q_EMIT neighbourRequested(-1);
        break;
    default:
        QChartView::keyPressEvent(event);
        return;
    }
    event->accept();
}

void TaskDurationChart::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    QAction *reset = menu.addAction(tr("Reset Zoom"));
    reset->setEnabled(m_zoomed);
    connect(reset, &QAction::triggered, this, &TaskDurationChart::resetZoom);
    QAction *exportChart = menu.addAction(tr("Export This Chart…"));
    connect(exportChart, &QAction::triggered, this, [this] { Q_EMIT exportRequested(m_series.key); });
    menu.exec(event->globalPos());
}

void TaskDurationChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    invalidatePositions();
}

void TaskDurationChart::focusInEvent(QFocusEvent *event)
{
    QChartView::focusInEvent(event);
    chart()->setBackgroundPen(QPen(palette().color(QPalette::Highlight), 2));
}

void TaskDurationChart::focusOutEvent(QFocusEvent *event)
{
    QChartView::focusOutEvent(event);
    chart()->setBackgroundPen(Qt::NoPen);
}

void TaskDurationChart::leaveEvent(QEvent *event)
{
    QChartView::leaveEvent(event);
    m_hovered = -1;
}
