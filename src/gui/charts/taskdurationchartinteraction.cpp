// SPDX-License-Identifier: MIT
// Using the chart: layers, selection, hit testing, tool tips, zoom, keyboard and mouse.

#include "charts/taskdurationchart.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QContextMenuEvent>
#include <QFontMetrics>
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

} // namespace

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
    // A note on the candidate of the point under the pointer (the baseline is a candidate too).
    const int point = pointAt(event->pos());
    const QString candidate
        = point >= 0 ? m_series.points.value(m_plotted.at(point).pointIndex).candidateId : QString();
    if (!candidate.isEmpty()) {
        QAction *note = menu.addAction(tr("Add Note on Candidate %1…").arg(candidate));
        connect(note, &QAction::triggered, this, [this, candidate] { Q_EMIT noteRequested(candidate); });
        menu.addSeparator();
    }
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
