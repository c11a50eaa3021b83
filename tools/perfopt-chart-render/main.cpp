// SPDX-License-Identifier: MIT
// perfopt-chart-render: `perfopt chart` for PNG and SVG. Same arguments as the CLI command
// (see docs/cli.md); never shows a window, and defaults to the offscreen platform.
#include "base/localization.h"
#include "charts/chartexportrequest.h"
#include "charts/chartimageexport.h"
#include "run/projectloader.h"

#include <QApplication>
#include <QTextStream>
#include <cstdio>

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("perfopt-chart-render"));
    QApplication::setApplicationVersion(QStringLiteral(PERFOPT_VERSION));
    QApplication::setStyle(QStringLiteral("Fusion")); // the same look on every platform
    Localization::install(QString());

    QTextStream out(stdout);
    QTextStream err(stderr);
    ChartExportRequest request;
    QString message;
    switch (ChartExportRequest::parse(QApplication::arguments(), &request, &message)) {
    case ChartExportRequest::Parse::Help:
        out << message;
        return 0;
    case ChartExportRequest::Parse::Error:
        err << "perfopt chart: " << message << '\n';
        return 2;
    case ChartExportRequest::Parse::Ok:
        break;
    }
    if (request.format == ChartExportRequest::Format::Csv) {
        err << "perfopt chart: perfopt writes CSV itself; this program draws png and svg\n";
        return 2;
    }
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(request.directory);
    if (!snapshot->layout.isValid()) {
        for (const Diagnostic &d : snapshot->layout.diagnostics)
            err << "perfopt chart: " << d.message << '\n';
        return 2;
    }
    const DerivedSeries series = snapshot->derivedSeries(request.noiseThreshold);
    ChartImageExport::Request image;
    image.options = request.options;
    image.generation = snapshot->generation;
    image.title = snapshot->operatorName();
    QString error;
    if (!ChartImageExport::write(series, image, request.output, &error)) {
        err << "perfopt chart: " << error << '\n';
        return 2;
    }
    if (series.source == DerivedSeries::Source::LogTables)
        for (const QString &note : series.notes)
            err << "perfopt chart: " << note << '\n';
    return 0;
}
