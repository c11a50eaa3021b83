// SPDX-License-Identifier: MIT
#include "summarycommand.h"

#include "gates/roundsummary.h"
#include "run/projectloader.h"
#include "terminaloutput.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <cmath>
#include <cstdio>

QString SummaryCommand::summary() const
{
    return QCoreApplication::translate("SummaryCommand",
                                       "Per round, the candidate vs current best table from the records");
}

int SummaryCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addHelpOption();
    const QCommandLineOption json(QStringLiteral("json"),
                                  QCoreApplication::translate("SummaryCommand", "Machine-readable JSON output."));
    const QCommandLineOption round(QStringLiteral("round"),
                                   QCoreApplication::translate("SummaryCommand", "Only this round."),
                                   QStringLiteral("N"));
    const QCommandLineOption noise(QStringLiteral("noise"),
                                   QCoreApplication::translate("SummaryCommand", "Noise threshold (default 0.03)."),
                                   QStringLiteral("fraction"), QStringLiteral("0.03"));
    parser.addOptions({json, round, noise});
    parser.addPositionalArgument(QStringLiteral("DIR"),
                                 QCoreApplication::translate("SummaryCommand", "perf_opt/ or its operator directory."));
    if (const std::optional<int> done = parseArguments(parser, arguments))
        return *done;
    bool roundOk = true, noiseOk = false;
    const int onlyRound = parser.isSet(round) ? parser.value(round).toInt(&roundOk) : -1;
    const double threshold = parser.value(noise).toDouble(&noiseOk);
    // The noise threshold is a fraction: 0 ≤ F < 1 (NaN or -1 made every status wrong, silently).
    const bool noiseInRange = noiseOk && std::isfinite(threshold) && threshold >= 0 && threshold < 1;
    if (!roundOk || !noiseInRange || parser.positionalArguments().size() != 1) {
        m_err << QCoreApplication::translate("SummaryCommand",
                                             "perfopt summary: usage: perfopt summary DIR [--round N] [--json]")
              << '\n';
        return BadUsage;
    }
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(parser.positionalArguments().first());
    if (!snapshot->layout.isValid()) {
        for (const Diagnostic &d : snapshot->layout.diagnostics)
            m_err << "perfopt summary: " << d.message << '\n';
        return BadUsage;
    }
    const DerivedSeries series = snapshot->recordSeries(threshold);
    QList<RoundSummary> rounds = RoundSummaryBuilder::build(series);
    if (onlyRound >= 0) {
        rounds.removeIf([onlyRound](const RoundSummary &r) { return r.round != onlyRound; });
        if (rounds.isEmpty()) {
            m_err << QCoreApplication::translate("SummaryCommand", "perfopt summary: no records for round %1")
                         .arg(onlyRound)
                  << '\n';
            return BadUsage;
        }
    }
    if (parser.isSet(json)) {
        m_out.flush();
        RoundSummaryBuilder::writeJson(
            series, rounds, [](QByteArrayView bytes) { TerminalOutput::standardOutput().writeBytes(bytes); });
        std::fflush(stdout);
    } else {
        RoundSummaryBuilder::writeText(series, rounds, m_out);
    }
    return Success;
}
