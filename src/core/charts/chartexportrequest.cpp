// SPDX-License-Identifier: MIT
#include "charts/chartexportrequest.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

QString ChartExportRequest::formatName(Format format)
{
    switch (format) {
    case Format::Svg:
        return QStringLiteral("svg");
    case Format::Csv:
        return QStringLiteral("csv");
    case Format::Png:
        break;
    }
    return QStringLiteral("png");
}

QString ChartExportRequest::usage()
{
    return tr("usage: perfopt chart DIR [--key K | --all] [--mode us|speedup] [--log] "
              "[--no-group] [--noise F] --format png|svg|csv -o FILE");
}

ChartExportRequest::Parse ChartExportRequest::parse(const QStringList &arguments, ChartExportRequest *request,
                                                    QString *message)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Task Duration per round as PNG (2x scale), SVG, or CSV of the plotted points."));
    parser.addHelpOption();
    const QCommandLineOption key(QStringLiteral("key"),
                                 tr("One workload key, as `perfopt "
                                    "inspect` names it."),
                                 QStringLiteral("K"));
    const QCommandLineOption all(QStringLiteral("all"), tr("Every key, with the summary chart and table (default)."));
    const QCommandLineOption mode(QStringLiteral("mode"),
                                  tr("us (Task Duration) or speedup "
                                     "(× vs baseline)."),
                                  QStringLiteral("mode"), QStringLiteral("us"));
    const QCommandLineOption log(QStringLiteral("log"), tr("Log y axis."));
    const QCommandLineOption noGroup(QStringLiteral("no-group"), tr("Do not group and colour keys by dispatch path."));
    const QCommandLineOption noise(QStringLiteral("noise"), tr("Noise threshold (default 0.03)."),
                                   QStringLiteral("fraction"), QStringLiteral("0.03"));
    const QCommandLineOption format(QStringLiteral("format"), tr("png, svg or csv (default: from the file name)."),
                                    QStringLiteral("format"));
    const QCommandLineOption output(QStringList {QStringLiteral("o"), QStringLiteral("output")},
                                    tr("The file to write."), QStringLiteral("FILE"));
    parser.addOptions({key, all, mode, log, noGroup, noise, format, output});
    parser.addPositionalArgument(QStringLiteral("DIR"), tr("perf_opt/ or its operator directory."));
    auto fail = [message](const QString &text) {
        if (message)
            *message = text + QLatin1Char('\n') + usage();
        return Parse::Error;
    };
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        if (message)
            *message = parser.helpText();
        return Parse::Help;
    }
    if (parser.positionalArguments().size() != 1)
        return fail(tr("one run directory expected"));
    if (parser.isSet(key) && parser.isSet(all))
        return fail(tr("--key and --all exclude each other"));
    // An empty key (an unset variable in a script) is no key: not every key in silence.
    if (parser.isSet(key) && parser.value(key).trimmed().isEmpty())
        return fail(tr("--key needs a workload key"));
    if (!parser.isSet(output) || parser.value(output).isEmpty())
        return fail(tr("-o FILE is required"));

    ChartExportRequest out;
    out.directory = parser.positionalArguments().first();
    out.output = parser.value(output);
    out.options.key = parser.value(key);
    out.options.logScale = parser.isSet(log);
    out.options.groupByPath = !parser.isSet(noGroup);
    const QString modeName = parser.value(mode).toLower();
    if (modeName == QLatin1String("us") || modeName == QLatin1String("µs"))
        out.options.mode = ChartValueMode::Microseconds;
    else if (modeName == QLatin1String("speedup") || modeName == QLatin1String("x"))
        out.options.mode = ChartValueMode::Speedup;
    else
        return fail(tr("--mode is us or speedup, not \"%1\"").arg(parser.value(mode)));
    bool noiseOk = false;
    out.noiseThreshold = parser.value(noise).toDouble(&noiseOk);
    if (!noiseOk || !(out.noiseThreshold >= 0 && out.noiseThreshold < 1)) // NaN is neither
        return fail(tr("--noise is a fraction between 0 and 1, e.g. 0.03"));
    const QString formatText
        = parser.isSet(format) ? parser.value(format).toLower() : QFileInfo(out.output).suffix().toLower();
    if (formatText == QLatin1String("png"))
        out.format = Format::Png;
    else if (formatText == QLatin1String("svg"))
        out.format = Format::Svg;
    else if (formatText == QLatin1String("csv"))
        out.format = Format::Csv;
    else
        return fail(tr("--format is png, svg or csv"));
    *request = out;
    return Parse::Ok;
}

QStringList ChartExportRequest::toArguments() const
{
    QStringList args = {directory};
    if (options.key.isEmpty())
        args << QStringLiteral("--all");
    else
        args << QStringLiteral("--key") << options.key;
    args << QStringLiteral("--mode")
         << (options.mode == ChartValueMode::Speedup ? QStringLiteral("speedup") : QStringLiteral("us"));
    if (options.logScale)
        args << QStringLiteral("--log");
    if (!options.groupByPath)
        args << QStringLiteral("--no-group");
    args << QStringLiteral("--noise") << QString::number(noiseThreshold) << QStringLiteral("--format")
         << formatName(format) << QStringLiteral("-o") << output;
    return args;
}
