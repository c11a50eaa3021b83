// SPDX-License-Identifier: MIT
#include "charts/chartcsv.h"

#include "base/savetarget.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSaveFile>
#include <algorithm>

namespace {

QString number(double value)
{
    // The shortest text that reads back as the same double: 69.58, not 69.579999999999998.
    return std::isfinite(value) ? QString::number(value, 'g', QLocale::FloatingPointShortest) : QString();
}

QString kindName(PlottedPoint::Kind kind)
{
    switch (kind) {
    case PlottedPoint::Kind::Baseline:
        return QStringLiteral("baseline");
    case PlottedPoint::Kind::Failed:
        return QStringLiteral("l0_failure");
    case PlottedPoint::Kind::Candidate:
        break;
    }
    return QStringLiteral("candidate");
}

QString flag(bool value)
{
    return value ? QStringLiteral("true") : QStringLiteral("false");
}

} // namespace

QStringList ChartCsv::header()
{
    return {QStringLiteral("key"),          QStringLiteral("group"),       QStringLiteral("workload"),
            QStringLiteral("round"),        QStringLiteral("x"),           QStringLiteral("y"),
            QStringLiteral("unit"),         QStringLiteral("kind"),        QStringLiteral("candidate_id"),
            QStringLiteral("parent_id"),    QStringLiteral("duration_us"), QStringLiteral("l0_pass"),
            QStringLiteral("round_winner"), QStringLiteral("final"),       QStringLiteral("record_line"),
            QStringLiteral("log_line")};
}

QString ChartCsv::field(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n'))
        && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString ChartCsv::toCsv(const DerivedSeries &derived, const ChartOptions &options)
{
    QString out = header().join(QLatin1Char(',')) + QLatin1Char('\n');
    const QString unit = TaskDurationPlot::unitSymbol(options.mode);
    for (int index : TaskDurationPlot::keyOrder(derived, options.groupByPath)) {
        const WorkloadSeries &s = derived.series.at(index);
        if (!options.key.isEmpty() && s.key != options.key)
            continue;
        for (const PlottedPoint &plotted : TaskDurationPlot::points(s, options.mode)) {
            const SeriesPoint &p = s.points.at(plotted.pointIndex);
            const QStringList row = {field(s.key),
                                     field(s.group),
                                     field(s.workload),
                                     QString::number(p.round),
                                     number(plotted.x),
                                     number(plotted.y),
                                     unit,
                                     kindName(plotted.kind),
                                     field(p.candidateId),
                                     field(p.parentId),
                                     number(p.durationUs),
                                     flag(p.l0Pass),
                                     flag(plotted.winner),
                                     flag(plotted.final),
                                     p.recordLine > 0 ? QString::number(p.recordLine) : QString(),
                                     p.logLine > 0 ? QString::number(p.logLine) : QString()};
            out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
        }
    }
    return out;
}

QString ChartCsv::nothingToPlot(const DerivedSeries &derived, const ChartOptions &options)
{
    if (derived.series.isEmpty())
        return QCoreApplication::translate("ChartCsv", "The run has no Task Duration to plot.");
    const WorkloadSeries *only = options.key.isEmpty() ? nullptr : derived.find(options.key);
    if (!options.key.isEmpty() && !only)
        return QCoreApplication::translate("ChartCsv", "No workload key \"%1\".").arg(options.key);
    // One key, and nothing of it to plot: a speedup needs the key's baseline.
    if (only && options.mode == ChartValueMode::Speedup && !(only->baselineUs > 0))
        return QCoreApplication::translate("ChartCsv", "Workload key \"%1\" has no baseline: nothing to plot as a speedup.")
            .arg(options.key);
    if (!only && options.mode == ChartValueMode::Speedup
        && std::none_of(derived.series.cbegin(), derived.series.cend(), [](const WorkloadSeries &s) { return s.baselineUs > 0; }))
        return QCoreApplication::translate("ChartCsv", "No workload key has a baseline: nothing to plot as a speedup.");
    return QString();
}

bool ChartCsv::write(const DerivedSeries &derived, const ChartOptions &options, const QString &fileName, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (const QString why = nothingToPlot(derived, options); !why.isEmpty())
        return fail(why);
    if (const QString refused = SaveTarget::refusal(fileName); !refused.isEmpty())
        return fail(refused);
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly))
        return fail(QCoreApplication::translate("ChartCsv", "Cannot write %1: %2").arg(fileName, file.errorString()));
    file.write(toCsv(derived, options).toUtf8());
    if (!file.commit())
        return fail(QCoreApplication::translate("ChartCsv", "Cannot write %1: %2").arg(fileName, file.errorString()));
    return true;
}
