// SPDX-License-Identifier: MIT
#pragma once

#include "base/generation.h"
#include "charts/taskdurationplot.h"

#include <QCoreApplication>
#include <QSize>
#include <QString>

class QPainter;

// The Task Duration charts as a picture: PNG at 2× scale or SVG (QSvgGenerator). One key gives one
// chart with its legend; every key gives a page with the summary chart and the speedup table
// above the small multiples. Works under the offscreen platform, with no window shown.
class ChartImageExport
{
    Q_DECLARE_TR_FUNCTIONS(ChartImageExport)
public:
    struct Request
    {
        ChartOptions options;
        quint32 hiddenLayers = 0; // TaskDurationChart layers left out
        Generation generation = Generation::Unknown;
        QString title; // the run, e.g. the operator name
    };

    // The format comes from the file name: .png or .svg.
    static bool write(const DerivedSeries &derived, const Request &request, const QString &fileName,
                      QString *error = nullptr);
    static QSize pageSize(const DerivedSeries &derived, const Request &request);
    static void render(QPainter *painter, const DerivedSeries &derived, const Request &request);
};
