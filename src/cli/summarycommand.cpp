// SPDX-License-Identifier: MIT
#include "summarycommand.h"

#include "gates/roundsummary.h"
#include "run/projectloader.h"
#include "terminaloutput.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <algorithm>
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
    roundOk = roundOk && (!parser.isSet(round) || onlyRound >= 0); // rounds count from 0
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
    // What the records say about themselves (a line not read, a file refused): the tables below
    // are without those records, and the reader is told so.
    for (const Diagnostic &d : snapshot->records.diagnostics)
        if (d.severity != Diagnostic::Severity::Info)
            m_err << QStringLiteral("perfopt summary: %1: %2: %3\n")
                         .arg(d.location(), Diagnostic::severityName(d.severity), d.message);
    // Without records there is nothing to summarise: said, not an empty table in silence (in Gen B
    // the file is mandatory; a log's own tables are `export optimize`'s to digest).
    if (!snapshot->records.exists)
        m_err << QCoreApplication::translate("SummaryCommand",
                                             "perfopt summary: the run has no perf_records.jsonl; the tables are built "
                                             "from the records and are empty")
              << '\n';
    else if (std::none_of(snapshot->records.records.cbegin(), snapshot->records.records.cend(),
                          [](const PerfRecord &r) { return r.valid; }))
        m_err << QCoreApplication::translate("SummaryCommand",
                                             "perfopt summary: %1 holds no valid record; the tables are empty")
                     .arg(snapshot->records.displayPath)
              << '\n';
    const DerivedSeries series = snapshot->recordSeries(threshold);
    QList<RoundSummary> rounds = RoundSummaryBuilder::build(series);
    if (onlyRound >= 0) {
        rounds.removeIf([onlyRound](const RoundSummary &r) { return r.round != onlyRound; });
        // Round 0 measures the baselines: no candidate vs current best table, the final one only.
        if (rounds.isEmpty() && onlyRound == 0 && series.rounds.contains(0)) {
            m_err << QCoreApplication::translate("SummaryCommand",
                                                 "perfopt summary: round 0 measures the baselines; it has no "
                                                 "candidate vs current best table")
                  << '\n';
        } else if (rounds.isEmpty()) {
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
