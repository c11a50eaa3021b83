// SPDX-License-Identifier: MIT
#include "chartcommand.h"

#include "charts/chartcsv.h"
#include "charts/chartexportrequest.h"
#include "run/projectloader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>

QString ChartCommand::summary() const
{
    return QCoreApplication::translate("ChartCommand", "Task Duration per round as PNG, SVG or CSV");
}

QString ChartCommand::rendererPath()
{
    return QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("perfopt-chart-render"));
}

int ChartCommand::run(const QStringList &arguments)
{
    ChartExportRequest request;
    QString message;
    switch (ChartExportRequest::parse(arguments, &request, &message)) {
    case ChartExportRequest::Parse::Help:
        m_out << message;
        return Success;
    case ChartExportRequest::Parse::Error:
        m_err << "perfopt chart: " << message << '\n';
        return BadUsage;
    case ChartExportRequest::Parse::Ok:
        break;
    }

    if (request.format != ChartExportRequest::Format::Csv) {
        const QString renderer = rendererPath();
        if (!QFileInfo(renderer).isExecutable()) {
            m_err << QCoreApplication::translate("ChartCommand",
                                                 "perfopt chart: PNG and SVG need perfopt-chart-render next to perfopt "
                                                 "(not found: %1); CSV works without it.")
                         .arg(renderer)
                  << '\n';
            return BadUsage;
        }
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        process.setProcessEnvironment(environment);
        process.start(renderer, request.toArguments());
        if (!process.waitForStarted()) {
            m_err << "perfopt chart: " << process.errorString() << '\n';
            return BadUsage;
        }
        process.waitForFinished(-1);
        m_out << QString::fromUtf8(process.readAllStandardOutput());
        m_err << QString::fromUtf8(process.readAllStandardError());
        return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : BadUsage;
    }

    const ProjectSnapshotPtr snapshot = ProjectLoader::load(request.directory);
    if (!snapshot->layout.isValid()) {
        for (const Diagnostic &d : snapshot->layout.diagnostics)
            m_err << "perfopt chart: " << d.message << '\n';
        return BadUsage;
    }
    const DerivedSeries series = snapshot->derivedSeries(request.noiseThreshold);
    QString error;
    if (!ChartCsv::write(series, request.options, request.output, &error)) {
        m_err << "perfopt chart: " << error << '\n';
        return BadUsage;
    }
    if (series.source == DerivedSeries::Source::LogTables)
        for (const QString &note : series.notes)
            m_err << "perfopt chart: " << note << '\n';
    return Success;
}
