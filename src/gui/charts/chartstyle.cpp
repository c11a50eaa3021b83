// SPDX-License-Identifier: MIT
#include "charts/chartstyle.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QLegend>
#include <QPalette>
#include <QPen>

QColor ChartStyle::groupColor(int index)
{
    static const QColor colors[]
        = {QColor(0x00, 0x72, 0xB2), QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7), QColor(0xE6, 0x9F, 0x00),
           QColor(0x56, 0xB4, 0xE9), QColor(0x6A, 0x3D, 0x9A), QColor(0x8C, 0x56, 0x4B), QColor(0x17, 0x9E, 0xAF)};
    const int count = int(std::size(colors));
    return colors[((index % count) + count) % count];
}

QColor ChartStyle::neutralColor()
{
    return groupColor(0);
}

QColor ChartStyle::failureColor()
{
    return QColor(0xD5, 0x5E, 0x00);
}

QColor ChartStyle::baselineColor()
{
    return QColor(0x70, 0x70, 0x70);
}

QColor ChartStyle::finalColor()
{
    return QColor(0xF0, 0xB4, 0x00);
}

QColor ChartStyle::winnerColor()
{
    return QColor(0x20, 0x20, 0x20);
}

QColor ChartStyle::selectionColor()
{
    return QColor(0xE0, 0x10, 0x70);
}

QFont ChartStyle::titleFont(bool compact)
{
    QFont font = QApplication::font();
    font.setBold(true);
    font.setPointSizeF(compact ? 9 : 11);
    return font;
}

QFont ChartStyle::labelFont(bool compact)
{
    QFont font = QApplication::font();
    font.setPointSizeF(compact ? 7.5 : 9);
    return font;
}

void ChartStyle::applyTheme(QChart *chart, bool dark)
{
    // Colours set here rather than with QChart::setTheme(): Qt Charts exports that function under
    // its Qt_6_PRIVATE_API symbol version, so calling it ties the .deb to one exact Qt release
    // (qt6-base-private-abi). The axes exist before this is called (both charts build them first).
    const QColor text = dark ? QColor(0xd6, 0xd6, 0xd6) : QColor(0x30, 0x30, 0x30);
    const QColor grid = dark ? QColor(0x4a, 0x4c, 0x55) : QColor(0xe4, 0xe4, 0xe4);
    const QColor axisLine = dark ? QColor(0x86, 0x87, 0x8c) : QColor(0xa8, 0xa8, 0xa8);
    chart->setBackgroundBrush(dark ? QColor(0x2e, 0x30, 0x3a) : QColor(Qt::white));
    chart->setBackgroundPen(Qt::NoPen);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsBrush(text);
        axis->setTitleBrush(text);
        axis->setGridLineColor(grid);
        axis->setMinorGridLineColor(grid);
        axis->setLinePen(QPen(axisLine, 1));
        axis->setShadesVisible(false);
    }
    chart->setBackgroundRoundness(0);
    chart->setDropShadowEnabled(false);
}

bool ChartStyle::applicationIsDark()
{
    const QPalette palette = QApplication::palette();
    return palette.color(QPalette::Window).lightness() < palette.color(QPalette::WindowText).lightness();
}
