// SPDX-License-Identifier: MIT
#include "abcommand.h"

#include "gates/abtest.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

QString AbCommand::summary() const
{
    return QCoreApplication::translate("AbCommand", "Recompute an A/B verdict from the raw profiles of an ab_* workdir");
}

int AbCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addHelpOption();
    const QCommandLineOption json(QStringLiteral("json"),
                                  QCoreApplication::translate("AbCommand", "The ab_test.py JSON fields."));
    const QCommandLineOption noise(QStringLiteral("noise"),
                                   QCoreApplication::translate("AbCommand", "Noise threshold (default 0.03)."),
                                   QStringLiteral("fraction"), QStringLiteral("0.03"));
    parser.addOptions({json, noise});
    parser.addPositionalArgument(QStringLiteral("WORKDIR"),
                                 QCoreApplication::translate("AbCommand", "The A/B workdir holding pair<i><A|B>/."));
    if (const std::optional<int> done = parseArguments(parser, arguments))
        return *done;
    bool noiseOk = false;
    const double threshold = parser.value(noise).toDouble(&noiseOk);
    if (!noiseOk || !std::isfinite(threshold) || threshold < 0 || parser.positionalArguments().size() != 1) {
        m_err << QCoreApplication::translate("AbCommand", "perfopt ab: usage: perfopt ab WORKDIR [--noise 0.03] [--json]")
              << '\n';
        return BadUsage;
    }
    const AbWorkdir workdir = AbWorkdir::read(parser.positionalArguments().first());
    for (const Diagnostic &d : workdir.diagnostics)
        m_err << QStringLiteral("perfopt ab: %1: %2: %3\n").arg(d.location(), Diagnostic::severityName(d.severity), d.message);
    if (workdir.aRuns.isEmpty()) {
        m_err << QCoreApplication::translate("AbCommand", "perfopt ab: no complete pair in %1")
                     .arg(parser.positionalArguments().first())
              << '\n';
        return BadUsage;
    }
    QList<double> a, b;
    const int launches = workdir.launchCount;
    for (const QList<double> &run : workdir.aRuns)
        a.append(AbTest::median(run));
    for (const QList<double> &run : workdir.bRuns)
        b.append(AbTest::median(run));
    const AbTestResult result = AbTest::evaluate(a, b, threshold, launches);
    QStringList incomplete;
    for (const int pair : workdir.incompletePairs)
        incomplete.append(QString::number(pair));
    if (parser.isSet(json)) {
        QJsonObject object = result.toJson();
        if (!workdir.incompletePairs.isEmpty()) {
            QJsonArray pairs;
            for (const int pair : workdir.incompletePairs)
                pairs.append(pair);
            object.insert(QStringLiteral("incomplete_pairs"), pairs);
            // Which pair each median is, and that the verdict is not the protocol's.
            QJsonArray numbers;
            for (const int pair : workdir.pairNumbers)
                numbers.append(pair);
            object.insert(QStringLiteral("pair_numbers"), numbers);
            object.insert(QStringLiteral("verdict_scope"), QStringLiteral("complete_pairs_only"));
        }
        m_out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented));
    } else {
        m_out << QCoreApplication::translate("AbCommand", "pairs: %1, launches per run: %2\n").arg(a.size()).arg(launches);
        // Rounded as the JSON is (Python's round(), half-even), so both say the same digits.
        const auto rounded = [](double value, int digits) { return AbTest::pythonRound(value, digits); };
        for (int i = 0; i < a.size(); ++i)
            m_out << QStringLiteral("  pair %1: A %2 us, B %3 us, B−A %4 us\n")
                         .arg(workdir.pairNumbers.value(i, i + 1))
                         .arg(rounded(a[i], 3), 0, 'f', 3)
                         .arg(rounded(b[i], 3), 0, 'f', 3)
                         .arg(rounded(result.pairDiffsUs[i], 3), 0, 'f', 3);
        m_out << (workdir.incompletePairs.isEmpty()
                      ? QCoreApplication::translate("AbCommand",
                                                    "merged medians: A %1 us, B %2 us; b_rel_change %3%; sign test p = "
                                                    "%4; direction consistent: %5\nverdict: %6\n")
                      : QCoreApplication::translate("AbCommand",
                                                    "merged medians: A %1 us, B %2 us; b_rel_change %3%; sign test p = "
                                                    "%4; direction consistent: %5\nverdict over the complete pairs only "
                                                    "(not the protocol's): %6\n"))
                     .arg(rounded(result.aMergedMedianUs, 3), 0, 'f', 3)
                     .arg(rounded(result.bMergedMedianUs, 3), 0, 'f', 3)
                     .arg(rounded(result.bRelChange, 4) * 100, 0, 'f', 2)
                     .arg(rounded(result.signTestP, 4), 0, 'f', 4)
                     .arg(result.directionConsistent ? QStringLiteral("yes") : QStringLiteral("no"))
                     .arg(result.verdict);
    }
    if (!incomplete.isEmpty()) {
        // ab_test.py stops at a failed run with {"error": …}: the figures above are the complete pairs'.
        m_err << QCoreApplication::translate("AbCommand",
                                             "perfopt ab: pair(s) %1 incomplete: the A/B test did not finish, and "
                                             "ab_test.py gives no verdict then; the figures cover the complete "
                                             "pairs only")
                     .arg(incomplete.join(QStringLiteral(", ")))
              << '\n';
        return Failures;
    }
    return Success;
}
