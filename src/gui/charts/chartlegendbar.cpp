// SPDX-License-Identifier: MIT
#include "charts/chartlegendbar.h"

#include "charts/chartstyle.h"

#include <QBoxLayout>
#include <QPainter>
#include <QPainterPath>
#include <QToolButton>
#include <cmath>

namespace {

const char *const layerObjectNames[] = {
    "noiseBandLegendToolButton", "baselineLegendToolButton", "bestSoFarLegendToolButton", "candidatesLegendToolButton",
    "failuresLegendToolButton",  "winnersLegendToolButton",  "finalLegendToolButton"};

QPainterPath star(const QPointF &center, double radius)
{
    QPainterPath path;
    for (int i = 0; i < 10; ++i) {
        const double r = i % 2 == 0 ? radius : radius * 0.45;
        const double angle = -M_PI / 2 + i * M_PI / 5;
        const QPointF p(center.x() + r * std::cos(angle), center.y() + r * std::sin(angle));
        if (i == 0)
            path.moveTo(p);
        else
            path.lineTo(p);
    }
    path.closeSubpath();
    return path;
}

} // namespace

ChartLegendBar::ChartLegendBar(QWidget *parent)
    : QWidget(parent)
    , m_color(ChartStyle::neutralColor())
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    for (int layer = 0; layer < TaskDurationChart::LayerCount; ++layer) {
        auto *button = new QToolButton;
        button->setObjectName(QString::fromLatin1(layerObjectNames[layer]));
        button->setCheckable(true);
        button->setChecked(true);
        button->setAutoRaise(true);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        connect(button, &QToolButton::toggled, this,
                [this, layer](bool checked) { Q_EMIT layerToggled(TaskDurationChart::Layer(layer), checked); });
        layout->addWidget(button);
        m_buttons.append(button);
    }
    layout->addStretch();
    retranslate();
}

void ChartLegendBar::setNoiseThreshold(double threshold)
{
    m_noiseThreshold = threshold;
    retranslate();
}

void ChartLegendBar::setColor(const QColor &color)
{
    m_color = color;
    retranslate();
}

quint32 ChartLegendBar::hiddenLayers() const
{
    quint32 hidden = 0;
    for (int layer = 0; layer < m_buttons.size(); ++layer)
        if (!m_buttons.at(layer)->isChecked())
            hidden |= 1u << layer;
    return hidden;
}

void ChartLegendBar::retranslate()
{
    for (int layer = 0; layer < m_buttons.size(); ++layer) {
        QToolButton *button = m_buttons.at(layer);
        const auto which = TaskDurationChart::Layer(layer);
        button->setText(TaskDurationChart::layerName(which, m_noiseThreshold));
        button->setIcon(layerIcon(which, m_color));
        button->setToolTip(tr("Show or hide “%1” in every chart").arg(button->text()));
    }
}

QIcon ChartLegendBar::layerIcon(TaskDurationChart::Layer layer, const QColor &color)
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const QPointF c(16, 16);
    switch (layer) {
    case TaskDurationChart::NoiseBandLayer: {
        QColor fill = color;
        fill.setAlpha(70);
        p.fillRect(QRectF(2, 9, 28, 14), fill);
        break;
    }
    case TaskDurationChart::BaselineLayer:
        p.setPen(QPen(ChartStyle::baselineColor(), 3, Qt::DashLine));
        p.drawLine(QPointF(2, 16), QPointF(30, 16));
        break;
    case TaskDurationChart::BestSoFarLayer:
        p.setPen(QPen(color.darker(115), 4));
        p.drawPolyline(QPolygonF({QPointF(2, 8), QPointF(16, 8), QPointF(16, 24), QPointF(30, 24)}));
        break;
    case TaskDurationChart::CandidatesLayer:
        p.setPen(QPen(color.darker(140), 1.5));
        p.setBrush(color);
        p.drawEllipse(c, 8, 8);
        break;
    case TaskDurationChart::FailuresLayer:
        p.setPen(QPen(ChartStyle::failureColor(), 3.5));
        p.setBrush(Qt::white);
        p.drawPolygon(QPolygonF({QPointF(16, 4), QPointF(28, 16), QPointF(16, 28), QPointF(4, 16)}));
        break;
    case TaskDurationChart::WinnersLayer:
        p.setPen(QPen(ChartStyle::winnerColor(), 2.5));
        p.drawEllipse(c, 11, 11);
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawEllipse(c, 6, 6);
        break;
    case TaskDurationChart::FinalLayer:
        p.setPen(QPen(QColor(0x5a, 0x40, 0x00), 1.5));
        p.setBrush(ChartStyle::finalColor());
        p.drawPath(star(c, 14));
        break;
    case TaskDurationChart::LayerCount:
        break;
    }
    return QIcon(pixmap);
}
