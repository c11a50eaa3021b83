// SPDX-License-Identifier: MIT
#pragma once

#include "charts/taskdurationplot.h"

#include <QString>
#include <QStringList>

// The points of the Task Duration charts as CSV: exactly what TaskDurationPlot places, one row per
// plotted point, with the candidate behind it. RFC 4180 quoting, LF line ends, UTF-8.
class ChartCsv
{
public:
    static QStringList header();
    // Every plotted point of `options.key` (or of every key, in display order).
    static QString toCsv(const DerivedSeries &derived, const ChartOptions &options);
    // False with `error` set when the key is unknown, nothing can be plotted or the file cannot be written.
    static bool write(const DerivedSeries &derived, const ChartOptions &options, const QString &fileName,
                      QString *error = nullptr);
    static QString field(const QString &text); // quoted when it holds a comma, quote or line break
    // Why `options` has nothing to plot (no durations, an unknown key, a speedup without a
    // baseline), or empty: the CSV and the image export (perfopt-chart-render) refuse alike.
    static QString nothingToPlot(const DerivedSeries &derived, const ChartOptions &options);
};
