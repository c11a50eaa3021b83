// SPDX-License-Identifier: MIT
#pragma once

#include "charts/taskdurationchart.h"

#include <QWidget>

class QToolButton;

// One legend for all the small multiples: a toggle per layer, drawn as the charts draw it.
// Unchecking hides that layer in every chart (and keeps it hidden for charts made later).
class ChartLegendBar : public QWidget
{
    Q_OBJECT
public:
    explicit ChartLegendBar(QWidget *parent = nullptr);

    void setNoiseThreshold(double threshold);
    void setColor(const QColor &color); // the candidates' colour when there is one group
    quint32 hiddenLayers() const;
    QToolButton *button(TaskDurationChart::Layer layer) const { return m_buttons.value(layer); }
    void retranslate();

    static QIcon layerIcon(TaskDurationChart::Layer layer, const QColor &color);

Q_SIGNALS:
    void layerToggled(TaskDurationChart::Layer layer, bool visible);

private:
    QList<QToolButton *> m_buttons;
    double m_noiseThreshold = 0.03;
    QColor m_color;
};
