// SPDX-License-Identifier: MIT
#include "diff/diffoverviewruler.h"

#include "diff/diffpalette.h"

#include <QMouseEvent>
#include <QPainter>
#include <algorithm>

DiffOverviewRuler::DiffOverviewRuler(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("diffOverviewRuler"));
    setFixedWidth(14);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("All changes of the file; click to go there"));
}

void DiffOverviewRuler::setMarks(int lineCount, const QList<Mark> &marks)
{
    m_lineCount = lineCount;
    m_marks = marks;
    update();
}

void DiffOverviewRuler::setVisibleRange(int firstLine, int lastLine)
{
    if (firstLine == m_first && lastLine == m_last)
        return;
    m_first = firstLine;
    m_last = lastLine;
    update();
}

int DiffOverviewRuler::lineAt(int y) const
{
    if (m_lineCount <= 0 || height() <= 0)
        return 0;
    return std::clamp(int(qint64(y) * m_lineCount / height()), 0, m_lineCount - 1);
}

void DiffOverviewRuler::paintEvent(QPaintEvent *)
{
    const DiffPalette colors = DiffPalette::forPalette(palette());
    QPainter p(this);
    p.fillRect(rect(), colors.gutterBackground);
    if (m_lineCount <= 0)
        return;
    const double scale = double(height()) / m_lineCount;
    const int w = width();
    for (const Mark &m : std::as_const(m_marks)) {
        const int y = int(m.line * scale);
        const int h = std::max(2, int(m.count * scale));
        const int x = m.side == Mark::Side::Right ? w / 2 : 1;
        const int mw = m.side == Mark::Side::Both ? w - 2 : w / 2 - 1;
        p.fillRect(QRect(x, y, mw, h), m.removed ? colors.removedEdge : colors.addedEdge);
    }
    const int top = int(m_first * scale);
    const int bottom = int((m_last + 1) * scale);
    QColor frame = palette().color(QPalette::Text);
    frame.setAlpha(40);
    p.fillRect(QRect(0, top, w, std::max(3, bottom - top)), frame);
    frame.setAlpha(120);
    p.setPen(frame);
    p.drawRect(QRect(0, top, w - 1, std::max(3, bottom - top) - 1));
}

void DiffOverviewRuler::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        Q_EMIT lineRequested(lineAt(int(event->position().y())));
}

void DiffOverviewRuler::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton)
        Q_EMIT lineRequested(lineAt(int(event->position().y())));
}
