// SPDX-License-Identifier: MIT
#pragma once

#include "charts/taskdurationplot.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// What `perfopt chart` was asked for, parsed once for the CLI (which writes CSV itself) and for
// perfopt-chart-render (which draws PNG and SVG and is started by the CLI with the same options):
//   DIR [--key K | --all] [--mode us|speedup] [--log] [--no-group] [--noise F]
//   [--format png|svg|csv] -o FILE
class ChartExportRequest
{
    Q_DECLARE_TR_FUNCTIONS(ChartExportRequest)
public:
    enum class Format { Png, Svg, Csv };
    enum class Parse { Ok, Help, Error };

    QString directory;
    ChartOptions options;
    Format format = Format::Png;
    QString output;
    double noiseThreshold = 0.03;

    // `arguments[0]` is the program or command name. Help and errors come back as text.
    static Parse parse(const QStringList &arguments, ChartExportRequest *request, QString *message);
    QStringList toArguments() const; // the same request as arguments (without a program name)
    static QString formatName(Format format);
    static QString usage();
};
