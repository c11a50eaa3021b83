// SPDX-License-Identifier: MIT
#include "charts/chartgrid.h"

#include "charts/chartstyle.h"

#include <QEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>
#include <QTimer>

namespace {

constexpr int Spacing = 8;
constexpr int MinCellWidth = 340;
constexpr int HeadingHeight = 26;

} // namespace

ChartGrid::ChartGrid(QWidget *parent)
    : QScrollArea(parent)
    , m_canvas(new QWidget)
{
    m_canvas->setObjectName(QStringLiteral("chartGridCanvas"));
    m_canvas->installEventFilter(this);
    setWidget(m_canvas);
    setWidgetResizable(false);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, &ChartGrid::materializeVisible);
}

QString ChartGrid::shortGroup(const QString &group)
{
    // Gen B kernel ids are paths: "perf_opt/argmax_like.py::_argmax_kernel::main".
    const qsizetype slash = group.lastIndexOf(QLatin1Char('/'));
    return slash >= 0 ? group.mid(slash + 1) : group;
}

TaskDurationChart::Look ChartGrid::lookFor(const DerivedSeries &derived, int seriesIndex, const ChartOptions &options,
                                           quint32 hiddenLayers, bool dark)
{
    const WorkloadSeries &s = derived.series.at(seriesIndex);
    TaskDurationChart::Look look;
    look.mode = options.mode;
    look.logScale = options.logScale;
    look.noiseThreshold = derived.noiseThreshold;
    look.firstRound = derived.rounds.isEmpty() ? 0 : derived.rounds.first();
    look.lastRound = derived.rounds.isEmpty() ? 0 : derived.rounds.last();
    const QStringList groups = TaskDurationPlot::groups(derived);
    look.color
        = options.groupByPath ? ChartStyle::groupColor(int(groups.indexOf(s.group))) : ChartStyle::neutralColor();
    if (options.groupByPath || s.group.isEmpty())
        look.title = s.workload;
    else
        look.title = shortGroup(s.group) + QLatin1String(" / ") + s.workload;
    look.hiddenLayers = hiddenLayers;
    look.dark = dark;
    look.compact = true;
    return look;
}

void ChartGrid::setSeries(const DerivedSeries &derived, const ChartOptions &options, quint32 hiddenLayers, bool dark)
{
    m_derived = derived;
    m_options = options;
    m_hiddenLayers = hiddenLayers;
    m_dark = dark;

    QHash<QString, TaskDurationChart *> existing;
    for (const Cell &cell : std::as_const(m_cells))
        if (cell.chart)
            existing.insert(cell.key, cell.chart);
    m_cells.clear();
    m_cellOfKey.clear();
    for (int index : TaskDurationPlot::keyOrder(m_derived, m_options.groupByPath)) {
        Cell cell;
        cell.key = m_derived.series.at(index).key;
        cell.seriesIndex = index;
        cell.chart = existing.take(cell.key);
        m_cellOfKey.insert(cell.key, int(m_cells.size()));
        m_cells.append(cell);
    }
    qDeleteAll(existing); // keys gone from the run
    for (Cell &cell : m_cells)
        if (cell.chart)
            cell.chart->setSeries(m_derived.series.at(cell.seriesIndex),
                                  lookFor(m_derived, cell.seriesIndex, m_options, m_hiddenLayers, m_dark));
    relayout();
    materializeVisible();
}

QStringList ChartGrid::keys() const
{
    QStringList out;
    for (const Cell &cell : m_cells)
        out.append(cell.key);
    return out;
}

TaskDurationChart *ChartGrid::chart(const QString &key) const
{
    const int at = m_cellOfKey.value(key, -1);
    return at >= 0 ? m_cells.at(at).chart : nullptr;
}

QList<TaskDurationChart *> ChartGrid::charts() const
{
    QList<TaskDurationChart *> out;
    for (const Cell &cell : m_cells)
        if (cell.chart)
            out.append(cell.chart);
    return out;
}

QRect ChartGrid::cellRect(const QString &key) const
{
    const int at = m_cellOfKey.value(key, -1);
    return at >= 0 ? m_cells.at(at).rect : QRect();
}

TaskDurationChart *ChartGrid::ensureChart(const QString &key)
{
    const int at = m_cellOfKey.value(key, -1);
    if (at < 0)
        return nullptr;
    const QRect rect = m_cells.at(at).rect;
    ensureVisible(rect.center().x(), rect.center().y(), rect.width() / 2, rect.height() / 2);
    return materialize(m_cells[at]);
}

void ChartGrid::setLayerVisible(TaskDurationChart::Layer layer, bool visible)
{
    if (visible)
        m_hiddenLayers &= ~(1u << layer);
    else
        m_hiddenLayers |= 1u << layer;
    for (TaskDurationChart *chart : charts())
        chart->setLayerVisible(layer, visible);
}

void ChartGrid::setSelectedCandidate(const QString &candidateId)
{
    m_selected = candidateId;
    for (TaskDurationChart *chart : charts())
        chart->setSelectedCandidate(candidateId);
}

void ChartGrid::resetZoom()
{
    for (TaskDurationChart *chart : charts())
        chart->resetZoom();
}

void ChartGrid::relayout()
{
    const int width = std::max(MinCellWidth, viewport()->width());
    const int height = viewport()->height();
    const QStringList groups = TaskDurationPlot::groups(m_derived);
    const int cells = std::max<int>(1, int(m_cells.size()));
    const int headings = m_options.groupByPath ? int(groups.size()) * HeadingHeight : 0;
    // The charts scale with the window: the column count that gives each chart the most room
    // when the grid fits the viewport (charts no wider than 16:9, no taller than square); with
    // many keys the grid scrolls at the smallest readable size.
    const int maxColumns = std::max(1, std::min(cells, (width - Spacing) / (MinCellWidth + Spacing)));
    int cellWidth = 0;
    int cellHeight = 0;
    qint64 bestArea = -1;
    for (int columns = 1; columns <= maxColumns; ++columns) {
        const int rows = (cells + columns - 1) / columns;
        const int w = (width - Spacing * (columns + 1)) / columns;
        const int fit = (height - headings - Spacing * (rows + 1)) / rows;
        if (fit < 220)
            continue; // this many rows do not fit
        const int h = std::min(fit, w);
        const qint64 area = qint64(std::min(w, h * 16 / 9)) * h;
        if (area > bestArea) {
            bestArea = area;
            m_columns = columns;
            cellWidth = w;
            cellHeight = h;
        }
    }
    if (bestArea < 0) {
        // Too many keys to fit: the most columns, at the smallest readable size, and scroll.
        m_columns = maxColumns;
        cellWidth = (width - Spacing * (m_columns + 1)) / m_columns;
        cellHeight = std::clamp(cellWidth * 2 / 3, 220, 300);
    }

    m_headings.clear();
    int y = Spacing;
    int column = 0;
    QString group;
    for (int i = 0; i < m_cells.size(); ++i) {
        Cell &cell = m_cells[i];
        const QString cellGroup = m_derived.series.at(cell.seriesIndex).group;
        if (m_options.groupByPath && (i == 0 || cellGroup != group)) {
            if (column != 0) {
                y += cellHeight + Spacing;
                column = 0;
            }
            group = cellGroup;
            const QString text = group.isEmpty() ? tr("(no dispatch path)") : group;
            m_headings.append({text, ChartStyle::groupColor(int(groups.indexOf(group))),
                               QRect(Spacing, y, width - 2 * Spacing, HeadingHeight)});
            y += HeadingHeight;
        }
        cell.rect = QRect(Spacing + column * (cellWidth + Spacing), y, cellWidth, cellHeight);
        if (cell.chart)
            cell.chart->setGeometry(cell.rect);
        if (++column == m_columns) {
            column = 0;
            y += cellHeight + Spacing;
        }
    }
    if (column != 0)
        y += cellHeight + Spacing;
    m_canvas->resize(width, std::max(y, Spacing));
    m_canvas->update();
}

TaskDurationChart *ChartGrid::materialize(Cell &cell)
{
    if (cell.chart)
        return cell.chart;
    auto *chart = new TaskDurationChart(m_canvas);
    chart->setObjectName(QStringLiteral("taskDurationChart"));
    chart->setAccessibleName(tr("Task Duration of %1").arg(cell.key));
    chart->setSeries(m_derived.series.at(cell.seriesIndex),
                     lookFor(m_derived, cell.seriesIndex, m_options, m_hiddenLayers, m_dark));
    chart->setSelectedCandidate(m_selected);
    chart->setGeometry(cell.rect);
    connect(chart, &TaskDurationChart::pointActivated, this, &ChartGrid::pointActivated);
    connect(chart, &TaskDurationChart::exportRequested, this, &ChartGrid::exportRequested);
    connect(chart, &TaskDurationChart::noteRequested, this, &ChartGrid::noteRequested);
    connect(chart, &TaskDurationChart::neighbourRequested, this,
            [this, chart](int direction) { focusNeighbour(chart, direction); });
    chart->show();
    cell.chart = chart;
    return chart;
}

void ChartGrid::materializeVisible()
{
    // What is on screen now; a row above and below once the screen has been painted, so that
    // scrolling finds them made.
    const QRect visible(0, verticalScrollBar()->value(), viewport()->width(), viewport()->height());
    for (Cell &cell : m_cells)
        if (!cell.chart && cell.rect.intersects(visible))
            materialize(cell);
    if (!m_nearPending) {
        m_nearPending = true;
        QTimer::singleShot(0, this, [this] {
            m_nearPending = false;
            const QRect near = QRect(0, verticalScrollBar()->value(), viewport()->width(), viewport()->height())
                                   .adjusted(0, -320, 0, 320);
            for (Cell &cell : m_cells)
                if (!cell.chart && cell.rect.intersects(near))
                    materialize(cell);
        });
    }
}

void ChartGrid::focusNeighbour(TaskDurationChart *from, int direction)
{
    const int at = m_cellOfKey.value(from->key(), -1);
    const int next = at + direction;
    if (at < 0 || next < 0 || next >= m_cells.size())
        return;
    if (TaskDurationChart *chart = ensureChart(m_cells.at(next).key))
        chart->setFocus(Qt::TabFocusReason);
}

void ChartGrid::resizeEvent(QResizeEvent *event)
{
    QScrollArea::resizeEvent(event);
    relayout();
    materializeVisible();
}

bool ChartGrid::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_canvas && event->type() == QEvent::Paint) {
        QPainter painter(m_canvas);
        QFont font = painter.font();
        font.setBold(true);
        painter.setFont(font);
        for (const Heading &heading : std::as_const(m_headings)) {
            const QRect swatch(heading.rect.left(), heading.rect.center().y() - 6, 12, 12);
            painter.fillRect(swatch, heading.color);
            painter.setPen(palette().color(QPalette::WindowText));
            painter.drawText(
                heading.rect.adjusted(20, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft,
                painter.fontMetrics().elidedText(heading.text, Qt::ElideMiddle, heading.rect.width() - 20));
        }
        // Cells whose chart is still to be made (scrolling fast): a frame with the key.
        painter.setFont(m_canvas->font());
        const QRect exposed = static_cast<QPaintEvent *>(event)->rect();
        for (const Cell &cell : std::as_const(m_cells)) {
            if (cell.chart || !cell.rect.intersects(exposed))
                continue;
            painter.setPen(palette().color(QPalette::Mid));
            painter.drawRect(cell.rect.adjusted(0, 0, -1, -1));
            painter.drawText(cell.rect, Qt::AlignCenter, cell.key);
        }
        return true;
    }
    return QScrollArea::eventFilter(watched, event);
}
