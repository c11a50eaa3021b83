// SPDX-License-Identifier: MIT
#include "profiles/profilebarchart.h"

#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

namespace {

constexpr int rowHeight = 20;
constexpr int columnsHeight = 150;
constexpr int valueWidth = 64;
constexpr int margin = 4;

} // namespace

ProfileBarChart::ProfileBarChart(QWidget *parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void ProfileBarChart::setOrientation(Orientation orientation)
{
    m_orientation = orientation;
    updateGeometry();
    update();
}

void ProfileBarChart::setBars(const QList<Bar> &bars)
{
    m_bars = bars;
    updateGeometry();
    update();
}

void ProfileBarChart::setValueFormat(double scale, const QString &suffix, int decimals)
{
    m_scale = scale;
    m_suffix = suffix;
    m_decimals = decimals;
    update();
}

void ProfileBarChart::setMaximum(double maximum)
{
    m_maximum = maximum;
    update();
}

void ProfileBarChart::setReferenceLine(double value, const QString &label)
{
    m_reference = value;
    m_referenceLabel = label;
    update();
}

QString ProfileBarChart::formatValue(double value) const
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    return QString::number(value * m_scale, 'f', m_decimals) + m_suffix;
}

QSize ProfileBarChart::sizeHint() const
{
    if (m_orientation == Orientation::Rows)
        return {360, int(m_bars.size()) * rowHeight + 2 * margin};
    return {360, columnsHeight};
}

QSize ProfileBarChart::minimumSizeHint() const
{
    return {160, sizeHint().height()};
}

int ProfileBarChart::labelWidth() const
{
    int width = 0;
    for (const Bar &bar : m_bars)
        width = std::max(width, fontMetrics().horizontalAdvance(bar.label));
    return std::min(width + 8, 160);
}

QRectF ProfileBarChart::plotRect() const
{
    const QRectF all = QRectF(rect()).adjusted(margin, margin, -margin, -margin);
    if (m_orientation == Orientation::Rows)
        return all.adjusted(labelWidth(), 0, -valueWidth, 0);
    // Columns: room on the left for the axis value, below for the first/last labels.
    const int text = fontMetrics().height();
    return all.adjusted(fontMetrics().horizontalAdvance(formatValue(maximum())) + 6, text / 2, 0, -text - 2);
}

double ProfileBarChart::maximum() const
{
    if (std::isfinite(m_maximum))
        return m_maximum;
    double max = 0;
    for (const Bar &bar : m_bars) {
        for (double v : {bar.value, bar.high})
            if (std::isfinite(v))
                max = std::max(max, v);
    }
    if (std::isfinite(m_reference))
        max = std::max(max, m_reference);
    return max > 0 ? max : 1;
}

int ProfileBarChart::barAt(const QPoint &position) const
{
    if (m_bars.isEmpty())
        return -1;
    const QRectF plot = plotRect();
    if (m_orientation == Orientation::Rows) {
        const int row = (position.y() - margin) / rowHeight;
        return row >= 0 && row < m_bars.size() ? row : -1;
    }
    if (position.x() < plot.left() || position.x() > plot.right())
        return -1;
    const int column = int((position.x() - plot.left()) / (plot.width() / double(m_bars.size())));
    return std::clamp(column, 0, int(m_bars.size()) - 1);
}

bool ProfileBarChart::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int bar = barAt(help->pos());
        if (bar >= 0) {
            const Bar &b = m_bars.at(bar);
            QString text = b.toolTip.isEmpty() ? b.label + QStringLiteral(": ") + formatValue(b.value) : b.toolTip;
            QToolTip::showText(help->globalPos(), text, this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

void ProfileBarChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing, false);
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::WindowText);
    QColor grid = text;
    grid.setAlpha(40);
    const QRectF plot = plotRect();
    const double max = maximum();

    if (m_orientation == Orientation::Rows) {
        for (int i = 0; i < m_bars.size(); ++i) {
            const Bar &bar = m_bars.at(i);
            const QRectF row(plot.left(), margin + i * rowHeight, plot.width(), rowHeight);
            painter.setPen(text);
            painter.drawText(QRectF(margin, row.top(), labelWidth() - 6, rowHeight), Qt::AlignRight | Qt::AlignVCenter,
                             bar.label);
            painter.fillRect(row.adjusted(0, 3, 0, -3), grid);
            if (std::isfinite(bar.value)) {
                const double w = std::clamp(bar.value / max, 0.0, 1.0) * row.width();
                QColor color = bar.color.isValid() ? bar.color : pal.color(QPalette::Highlight);
                painter.fillRect(QRectF(row.left(), row.top() + 4, std::max(w, 1.0), rowHeight - 8), color);
            }
            if (std::isfinite(bar.low) && std::isfinite(bar.high)) {
                // min–max whisker across the blocks
                const double x0 = row.left() + std::clamp(bar.low / max, 0.0, 1.0) * row.width();
                const double x1 = row.left() + std::clamp(bar.high / max, 0.0, 1.0) * row.width();
                const double y = row.center().y();
                painter.setPen(QPen(text, 1));
                painter.drawLine(QPointF(x0, y), QPointF(x1, y));
                painter.drawLine(QPointF(x0, y - 4), QPointF(x0, y + 4));
                painter.drawLine(QPointF(x1, y - 4), QPointF(x1, y + 4));
            }
            painter.setPen(text);
            painter.drawText(QRectF(plot.right() + 4, row.top(), valueWidth - 4, rowHeight),
                             Qt::AlignLeft | Qt::AlignVCenter, formatValue(bar.value));
        }
        return;
    }

    // Columns: axis, bars, reference line, first and last labels.
    painter.setPen(grid);
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
    painter.drawLine(plot.topLeft(), plot.bottomLeft());
    painter.setPen(text);
    const QRectF axisLabel(0, plot.top() - fontMetrics().height() / 2.0, plot.left() - 4, fontMetrics().height());
    painter.drawText(axisLabel, Qt::AlignRight | Qt::AlignVCenter, formatValue(max));
    painter.drawText(QRectF(0, plot.bottom() - fontMetrics().height() / 2.0, plot.left() - 4, fontMetrics().height()),
                     Qt::AlignRight | Qt::AlignVCenter, formatValue(0));
    if (m_bars.isEmpty())
        return;
    const double step = plot.width() / double(m_bars.size());
    const double gap = step > 4 ? std::min(2.0, step / 4) : 0;
    for (int i = 0; i < m_bars.size(); ++i) {
        const Bar &bar = m_bars.at(i);
        if (!std::isfinite(bar.value))
            continue;
        const double h = std::clamp(bar.value / max, 0.0, 1.0) * plot.height();
        QColor color = bar.color.isValid() ? bar.color : pal.color(QPalette::Highlight);
        if (bar.emphasised)
            color = color.darker(140);
        painter.fillRect(QRectF(plot.left() + i * step + gap / 2, plot.bottom() - h, std::max(step - gap, 1.0), h),
                         color);
    }
    if (std::isfinite(m_reference)) {
        const double y = plot.bottom() - std::clamp(m_reference / max, 0.0, 1.0) * plot.height();
        QPen pen(QColor(0xd0, 0x30, 0x30), 1, Qt::DashLine);
        painter.setPen(pen);
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        const QString label = m_referenceLabel + QLatin1Char(' ') + formatValue(m_reference);
        const QRectF box(plot.right() - fontMetrics().horizontalAdvance(label) - 6, y - fontMetrics().height() - 1,
                         fontMetrics().horizontalAdvance(label) + 4, fontMetrics().height());
        QColor background = pal.color(QPalette::Window);
        background.setAlpha(200);
        painter.fillRect(box, background);
        painter.drawText(box, Qt::AlignCenter, label);
    }
    painter.setPen(text);
    const double labelTop = plot.bottom() + 2;
    const QFontMetrics fm = fontMetrics();
    // Label every bar when they fit, else the first and last.
    const int widest = [&] {
        int w = 0;
        for (const Bar &bar : m_bars)
            w = std::max(w, fm.horizontalAdvance(bar.label));
        return w;
    }();
    if (widest + 4 <= step) {
        for (int i = 0; i < m_bars.size(); ++i)
            painter.drawText(QRectF(plot.left() + i * step, labelTop, step, fm.height()), Qt::AlignCenter,
                             m_bars.at(i).label);
    } else if (widest + 4 <= 2 * step && m_bars.size() > 1 && m_bars.at(1).label.isEmpty()) {
        // Two bars per label (sub-blocks of a block): centred under the pair.
        for (int i = 0; i < m_bars.size(); ++i) {
            if (!m_bars.at(i).label.isEmpty())
                painter.drawText(QRectF(plot.left() + i * step, labelTop, 2 * step, fm.height()), Qt::AlignCenter,
                                 m_bars.at(i).label);
        }
    } else {
        painter.drawText(QRectF(plot.left(), labelTop, plot.width() / 2, fm.height()), Qt::AlignLeft | Qt::AlignTop,
                         m_bars.first().label);
        QString last;
        for (qsizetype i = m_bars.size() - 1; i >= 0 && last.isEmpty(); --i)
            last = m_bars.at(i).label;
        painter.drawText(QRectF(plot.center().x(), labelTop, plot.width() / 2, fm.height()),
                         Qt::AlignRight | Qt::AlignTop, last);
    }
}
