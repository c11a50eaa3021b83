// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QFont>

class QChart;

// Colours and fonts of the Task Duration charts. Groups (dispatch paths / kernel ids) take
// colour-blind-safe colours (Okabe–Ito); vermillion is kept for L0 failures and never given to a
// group, so a failure cannot be mistaken for a path.
class ChartStyle
{
public:
    static QColor groupColor(int index);
    static QColor neutralColor(); // every key when not grouped by path
    static QColor failureColor();
    static QColor baselineColor();
    static QColor finalColor();
    static QColor winnerColor();
    static QColor selectionColor();
    static QFont titleFont(bool compact);
    static QFont labelFont(bool compact);
    // Light or dark to match the application palette; exports always use light.
    static void applyTheme(QChart *chart, bool dark);
    static bool applicationIsDark();
};
