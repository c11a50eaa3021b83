// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

// A labelled tick of a chart axis.
struct AxisTick
{
    double position = 0; // in axis coordinates (log10 of the value on a log axis)
    QString label;
};

// Readable ticks for the Task Duration charts: 1-2-2.5-5 steps on a linear axis, and on a log
// axis decades, then 1-2-5, then finer mantissas, then plain linear steps when the range spans
// less than a decade (a 16–35 µs chart still gets 20, 25, 30 rather than no label at all).
class AxisTicks
{
public:
    static QList<AxisTick> linear(double min, double max, int maxTicks);
    // `min` and `max` are values (> 0); positions come back as log10(value).
    static QList<AxisTick> logarithmic(double min, double max, int maxTicks);
    static double niceStep(double span, int maxTicks);
    static QString label(double value, double step);
};
