// SPDX-License-Identifier: MIT
#include "charts/axisticks.h"

#include <cmath>

double AxisTicks::niceStep(double span, int maxTicks)
{
    if (!(span > 0) || maxTicks < 1)
        return 1;
    const double raw = span / maxTicks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double mantissa : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (mantissa * magnitude >= raw)
            return mantissa * magnitude;
    return 10 * magnitude;
}

QString AxisTicks::label(double value, double step)
{
    // As many decimals as the step needs: 0.25 -> 2, 2.5 -> 1, 20 -> 0.
    int decimals = 0;
    for (double s = step; decimals < 6 && std::fabs(s - std::round(s)) > 1e-9 * std::max(1.0, std::fabs(s)); s *= 10)
        ++decimals;
    if (std::fabs(value) < step * 1e-9)
        value = 0; // no "-0"
    return QString::number(value, 'f', decimals);
}

QList<AxisTick> AxisTicks::linear(double min, double max, int maxTicks)
{
    QList<AxisTick> ticks;
    if (!std::isfinite(min) || !std::isfinite(max) || max <= min)
        return ticks;
    const double step = niceStep(max - min, std::max(1, maxTicks));
    for (double v = std::ceil(min / step - 1e-9) * step; v <= max + step * 1e-9; v += step)
        ticks.append({v, label(v, step)});
    return ticks;
}

QList<AxisTick> AxisTicks::logarithmic(double min, double max, int maxTicks)
{
    QList<AxisTick> ticks;
    if (!(min > 0) || !std::isfinite(max) || max <= min)
        return ticks;
    maxTicks = std::max(2, maxTicks);
    const int firstDecade = int(std::floor(std::log10(min)));
    const int lastDecade = int(std::ceil(std::log10(max)));
    const QList<QList<double>> mantissaSets = {{1}, {1, 2, 5}, {1, 1.5, 2, 3, 5, 7}, {1, 2, 3, 4, 5, 6, 7, 8, 9}};
    for (const QList<double> &mantissas : mantissaSets) {
        QList<AxisTick> candidate;
        for (int decade = firstDecade; decade <= lastDecade; ++decade) {
            const double magnitude = std::pow(10.0, decade);
            for (double m : mantissas) {
                const double v = m * magnitude;
                if (v >= min * (1 - 1e-9) && v <= max * (1 + 1e-9))
                    candidate.append(
                        {std::log10(v), label(v, std::min(magnitude, m == 1.5 ? magnitude / 2 : magnitude))});
            }
        }
        if (candidate.size() > maxTicks)
            break; // finer sets only add more
        ticks = candidate;
        if (ticks.size() >= 3)
            return ticks;
    }
    // Less than a decade: linear steps between the ends, placed on the log axis.
    const QList<AxisTick> plain = linear(min, max, std::min(maxTicks, 5));
    if (plain.size() > ticks.size()) {
        ticks.clear();
        for (const AxisTick &t : plain)
            if (t.position > 0)
                ticks.append({std::log10(t.position), t.label});
    }
    return ticks;
}
