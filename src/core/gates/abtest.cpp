// SPDX-License-Identifier: MIT
#include "gates/abtest.h"

#include "base/pythontext.h"
#include "profiles/msprofcsv.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <cstdio>

double AbTest::pythonRound(double value, int digits)
{
    // glibc's printf rounds the exact binary value half-even, as CPython's round() does. A value
    // this large has no digits after the point to round (%f of 1e300 is 301 digits long).
    if (!std::isfinite(value) || std::abs(value) >= 1e17)
        return value;
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", digits, value);
    return std::strtod(buffer, nullptr);
}

double AbTest::median(QList<double> values)
{
    if (values.isEmpty())
        return std::nan("");
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

double AbTest::signTestP(const QList<double> &differences)
{
    int n = 0, k = 0;
    for (double d : differences) {
        if (d == 0)
            continue; // zero differences are dropped
        ++n;
        if (d > 0)
            ++k;
    }
    if (n == 0)
        return 1;
    const int m = std::min(k, n - k);
    double tail = 0, binomial = 1; // C(n, 0)
    for (int j = 0; j <= m; ++j) {
        tail += binomial;
        binomial = binomial * (n - j) / (j + 1);
    }
    return std::min(1.0, 2 * tail / std::pow(2.0, n));
}

AbTestResult AbTest::evaluate(const QList<double> &aMedians, const QList<double> &bMedians, double noise,
                              int launchCount)
{
    AbTestResult r;
    r.aMediansUs = aMedians;
    r.bMediansUs = bMedians;
    r.noiseThreshold = noise;
    r.launchCount = launchCount;
    const qsizetype pairs = std::min(aMedians.size(), bMedians.size());
    double sum = 0;
    for (qsizetype i = 0; i < pairs; ++i) {
        const double d = bMedians[i] - aMedians[i];
        r.pairDiffsUs.append(d);
        sum += d;
    }
    const double mergedA = median(aMedians);
    const double mergedB = median(bMedians);
    r.aMergedMedianUs = mergedA;
    r.bMergedMedianUs = mergedB;
    const double rel = mergedA == 0 ? 0 : (mergedA - mergedB) / mergedA; // > 0 = B faster
    r.bRelChange = -rel;
    r.signTestP = signTestP(r.pairDiffsUs);
    // Consistent: every difference non-zero and with the sign of their sum.
    r.directionConsistent = !r.pairDiffsUs.isEmpty();
    for (double d : std::as_const(r.pairDiffsUs))
        if (d == 0 || (d > 0) != (sum > 0) || sum == 0)
            r.directionConsistent = false;
    const bool significant = r.directionConsistent && (pairs < 5 || r.signTestP < 0.1);
    if (std::abs(rel) < noise)
        r.verdict = QStringLiteral("tie");
    else if (rel > 0 && significant)
        r.verdict = QStringLiteral("B_better");
    else if (rel < 0 && significant)
        r.verdict = QStringLiteral("A_better");
    else
        r.verdict = QStringLiteral("inconclusive");
    return r;
}

QJsonObject AbTestResult::toJson() const
{
    auto list = [](const QList<double> &values, int digits) {
        QJsonArray array;
        for (double v : values)
            array.append(digits < 0 ? v : AbTest::pythonRound(v, digits));
        return array;
    };
    return QJsonObject{{QStringLiteral("protocol"), QString::fromLatin1(AbTest::Protocol)},
                       {QStringLiteral("pairs"), int(pairDiffsUs.size())},
                       {QStringLiteral("launch_count"), launchCount},
                       {QStringLiteral("a_medians_us"), list(aMediansUs, -1)},
                       {QStringLiteral("b_medians_us"), list(bMediansUs, -1)},
                       {QStringLiteral("a_merged_median_us"), AbTest::pythonRound(aMergedMedianUs, 3)},
                       {QStringLiteral("b_merged_median_us"), AbTest::pythonRound(bMergedMedianUs, 3)},
                       {QStringLiteral("b_rel_change"), AbTest::pythonRound(bRelChange, 4)},
                       {QStringLiteral("pair_diffs_us"), list(pairDiffsUs, 3)},
                       {QStringLiteral("sign_test_p"), AbTest::pythonRound(signTestP, 4)},
                       {QStringLiteral("direction_consistent"), directionConsistent},
                       {QStringLiteral("noise_threshold"), noiseThreshold},
                       {QStringLiteral("verdict"), verdict}};
}

AbWorkdir AbWorkdir::read(const QString &workdir)
{
    // Missing pair numbers are listed up to this many (a folder "pair99999A" names no real protocol).
    constexpr int MaxPairGap = 1000;
    AbWorkdir out;
    out.path = workdir;
    const QDir dir(workdir);
    if (!dir.exists()) {
        out.diagnostics.append({Diagnostic::Severity::Error, QStringLiteral("ab.no-workdir"), workdir, 0, 0,
                                QCoreApplication::translate("AbTest", "No such A/B workdir: %1").arg(workdir)});
        return out;
    }
    // ab_test.py gathers `OPPROF_*/*/*/OpBasicInfo_*.csv` below pair<i><A|B>/ and takes the median
    // of every row; a flat single-launch run is not matched by that glob, exactly as in the tool.
    // It writes pair1A, pair1B … pair<P>B (pair{i+1}): "pair0A", "pair01A" or a number past any
    // protocol's are no folders of it, and are said to be left out rather than read as some pair.
    static const QRegularExpression pairName(QRegularExpression::anchoredPattern(QStringLiteral("pair(\\d+)([AB])")));
    QMap<int, QPair<QList<double>, QList<double>>> pairs;
    QSet<int> failedPairs; // a Task Duration float() refuses: ab_test.py stops at that run
    const QStringList entries = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::NoSymLinks, QDir::Name);
    for (const QString &entry : entries) {
        const QRegularExpressionMatch m = pairName.match(entry);
        if (!m.hasMatch())
            continue;
        const QString digits = m.captured(1);
        if (digits.startsWith(u'0') || digits.size() > 9) {
            out.diagnostics.append({Diagnostic::Severity::Warning, QStringLiteral("ab.odd-pair-name"), entry, 0, 0,
                                    QCoreApplication::translate("AbTest",
                                                                "Not a folder ab_test.py writes (pair1A, pair1B, "
                                                                "pair2A, …); not read")});
            continue;
        }
        const int pair = digits.toInt();
        QList<double> &values = m.captured(2) == QLatin1String("A") ? pairs[pair].first : pairs[pair].second;
        const QDir pairDir(dir.filePath(entry));
        // Python's glob matches names as they are written: "opprof_…" or "….CSV" are not its.
        for (const QString &run :
             pairDir.entryList({QStringLiteral("OPPROF_*")}, QDir::Dirs | QDir::NoSymLinks | QDir::CaseSensitive, QDir::Name)) {
            int runRows = 0;
            const QDir runDir(pairDir.filePath(run));
            for (const QString &kernel : runDir.entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::NoSymLinks, QDir::Name)) {
                const QDir kernelDir(runDir.filePath(kernel));
                for (const QString &launch :
                     kernelDir.entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::NoSymLinks, QDir::Name)) {
                    const QDir launchDir(kernelDir.filePath(launch));
                    for (const QString &csv :
                         launchDir.entryList({QStringLiteral("OpBasicInfo_*.csv")}, QDir::Files | QDir::CaseSensitive)) {
                        const QString rel = entry + QLatin1Char('/') + run + QLatin1Char('/') + kernel + QLatin1Char('/')
                            + launch + QLatin1Char('/') + csv;
                        const MsprofCsv table = MsprofCsv::read(launchDir.filePath(csv), rel);
                        // csv.DictReader keys a row by the header as written, a later column of a name
                        // replacing an earlier one: ab_test.py reads the last "Task Duration(us)",
                        // spelled exactly so (another case is no column of its).
                        int column = -1;
                        QList<int> durationColumns; // 1-based
                        for (int i = 0; i < table.columnCount(); ++i) {
                            // (as Python's csv module keeps it: " Task Duration(us)" is another key)
                            const MsprofCsv::Column &c = table.columns().at(i);
                            if (c.name == QLatin1StringView("Task Duration(us)") && c.spaced.isEmpty()) {
                                column = i;
                                durationColumns.append(i + 1);
                            }
                        }
                        for (const Diagnostic &d : table.diagnostics()) {
                            // the reader's "the first one is used" is not what this verdict does
                            if (durationColumns.size() > 1 && d.code == QLatin1StringView("msprof.csv.bad-header")
                                && d.line == table.headerLine() && durationColumns.contains(d.column))
                                continue;
                            out.diagnostics.append(d);
                        }
                        if (durationColumns.size() > 1)
                            out.diagnostics.append(
                                {Diagnostic::Severity::Warning, QStringLiteral("ab.duplicate-duration-column"), rel,
                                 table.headerLine(), column + 1,
                                 QCoreApplication::translate("AbTest",
                                                             "Task Duration(us) is a column %1 times; ab_test.py reads "
                                                             "the last one, and so does this verdict")
                                     .arg(durationColumns.size())});
                        // A row this reader skips (too few or too many values, a stray quote) is one
                        // Python's csv module may still read: the run's median is not known, and a
                        // verdict without that row could differ from the tool's.
                        for (const Diagnostic &d : table.diagnostics()) {
                            if (d.code != QLatin1StringView("msprof.csv.column-count")
                                && d.code != QLatin1StringView("msprof.csv.malformed-row"))
                                continue;
                            failedPairs.insert(pair);
                            out.diagnostics.append(
                                {Diagnostic::Severity::Error, QStringLiteral("ab.unread-row"), rel, d.line, 0,
                                 QCoreApplication::translate("AbTest",
                                                             "A row that is not read here may be read by ab_test.py: "
                                                             "pair %1 has no result")
                                     .arg(pair)});
                        }
                        // Every non-empty cell, through Python's float() as ab_test.py reads it (a
                        // quoted "10.5" is 10.5); one it refuses, or NaN or infinity, fails the run.
                        for (qsizetype row = 0; column >= 0 && row < table.rowCount(); ++row) {
                            const QString cell = table.text(row, column);
                            if (cell.isEmpty())
                                continue;
                            const std::optional<double> v = PythonText::toFloat(cell);
                            if (v && std::isfinite(*v)) {
                                values.append(*v);
                                ++runRows;
                                continue;
                            }
                            failedPairs.insert(pair);
                            out.diagnostics.append(
                                {Diagnostic::Severity::Error, QStringLiteral("ab.bad-duration"), rel, table.line(row), 0,
                                 QCoreApplication::translate("AbTest",
                                                             "Task Duration \"%1\" is not a finite number: ab_test.py "
                                                             "stops at this run, so pair %2 has no result")
                                     .arg(cell, QString::number(pair))});
                        }
                    }
                }
            }
            out.launchCount = std::max(out.launchCount, runRows);
        }
    }
    const int lastPair = pairs.isEmpty() ? 0 : pairs.lastKey();
    for (int pair = 1; pair < lastPair && pair <= MaxPairGap; ++pair) {
        if (!pairs.contains(pair)) {
            out.incompletePairs.append(pair);
            out.diagnostics.append({Diagnostic::Severity::Error, QStringLiteral("ab.missing-pair"),
                                    QStringLiteral("pair%1").arg(pair), 0, 0,
                                    QCoreApplication::translate("AbTest", "Pair %1 is missing (neither pair%1A nor pair%1B)")
                                        .arg(pair)});
        }
    }
    for (auto it = pairs.cbegin(); it != pairs.cend(); ++it) {
        if (failedPairs.contains(it.key())) {
            out.incompletePairs.append(it.key());
            continue;
        }
        if (it->first.isEmpty() || it->second.isEmpty()) {
            out.incompletePairs.append(it.key());
            // Named by the arm's own folder (pair2B), which may be empty or absent.
            for (const auto &[arm, rows] : {std::pair {u'A', &it->first}, std::pair {u'B', &it->second}})
                if (rows->isEmpty())
                    out.diagnostics.append(
                        {Diagnostic::Severity::Error, QStringLiteral("ab.no-rows"),
                         QStringLiteral("pair%1%2").arg(QString::number(it.key()), QChar(arm)), 0, 0,
                         QCoreApplication::translate("AbTest", "Pair %1 has no Task Duration rows for %2 "
                                                               "(ab_test.py reads OPPROF_*/*/*/OpBasicInfo_*.csv)")
                             .arg(QString::number(it.key()), QChar(arm))});
            continue;
        }
        out.aRuns.append(it->first);
        out.bRuns.append(it->second);
        out.pairNumbers.append(it.key());
    }
    std::sort(out.incompletePairs.begin(), out.incompletePairs.end());
    return out;
}
