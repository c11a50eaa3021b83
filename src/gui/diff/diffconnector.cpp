// SPDX-License-Identifier: MIT
#include "diff/diffconnector.h"

#include "diff/diffeditor.h"
#include "diff/diffpalette.h"

#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>

DiffConnector::DiffConnector(DiffEditor *left, DiffEditor *right, QWidget *parent)
    : QWidget(parent)
    , m_left(left)
    , m_right(right)
{
    setObjectName(QStringLiteral("diffConnector"));
    setMinimumWidth(24);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    connect(left, &DiffEditor::viewChanged, this, qOverload<>(&QWidget::update));
    connect(right, &DiffEditor::viewChanged, this, qOverload<>(&QWidget::update));
}

void DiffConnector::setChunks(const QList<DiffChunk> &chunks)
{
    m_chunks = chunks;
    update();
}

int DiffConnector::visibleBandCount() const
{
    return m_lastBands;
}

void DiffConnector::paintEvent(QPaintEvent *)
{
    const DiffPalette colors = DiffPalette::forPalette(palette());
    QPainter p(this);
    p.fillRect(rect(), colors.gutterBackground);
    p.setRenderHint(QPainter::Antialiasing);
    // Editor viewports and this strip may start at different heights (frames, margins).
    const int leftOffset = m_left->viewport()->mapTo(window(), QPoint()).y() - mapTo(window(), QPoint()).y();
    const int rightOffset = m_right->viewport()->mapTo(window(), QPoint()).y() - mapTo(window(), QPoint()).y();
    const int leftFirst = m_left->firstVisibleBlockNumber(), leftLast = m_left->lastVisibleBlockNumber();
    const int rightFirst = m_right->firstVisibleBlockNumber(), rightLast = m_right->lastVisibleBlockNumber();
    const qreal w = width();
    m_lastBands = 0;
    for (const DiffChunk &c : std::as_const(m_chunks)) {
        const bool leftVisible = c.leftEnd() >= leftFirst && c.leftStart <= leftLast + 1;
        const bool rightVisible = c.rightEnd() >= rightFirst && c.rightStart <= rightLast + 1;
        if (!leftVisible && !rightVisible)
            continue;
        const qreal l0 = m_left->blockTop(c.leftStart) + leftOffset;
        const qreal l1 = c.leftCount ? m_left->blockTop(c.leftEnd()) + leftOffset : l0;
        const qreal r0 = m_right->blockTop(c.rightStart) + rightOffset;
        const qreal r1 = c.rightCount ? m_right->blockTop(c.rightEnd()) + rightOffset : r0;
        QPainterPath band;
        band.moveTo(0, l0);
        band.cubicTo(w / 2, l0, w / 2, r0, w, r0);
        band.lineTo(w, r1);
        band.cubicTo(w / 2, r1, w / 2, l1, 0, l1);
        band.closeSubpath();
        QLinearGradient fill(0, 0, w, 0);
        fill.setColorAt(0, c.leftCount ? colors.removedWord : colors.addedWord);
        fill.setColorAt(1, c.rightCount ? colors.addedWord : colors.removedWord);
        p.fillPath(band, fill);
        QPainterPath edges;
        edges.moveTo(0, l0);
        edges.cubicTo(w / 2, l0, w / 2, r0, w, r0);
        edges.moveTo(w, r1);
        edges.cubicTo(w / 2, r1, w / 2, l1, 0, l1);
        p.strokePath(edges, QPen(c.rightCount ? colors.addedEdge : colors.removedEdge, 1));
        ++m_lastBands;
    }
}
