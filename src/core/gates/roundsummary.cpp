// SPDX-License-Identifier: MIT
#include "gates/roundsummary.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QTextStream>
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace {

// Python's round(x, n) for display: glibc's printf rounds the exact binary value, as Python does.
double roundTo(double value, int digits)
{
    if (!std::isfinite(value) || std::abs(value) >= 1e17)
        return value; // nothing after the point to round (and %f of 1e300 is 301 digits long)
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", digits, value);
    return QByteArray(buffer).toDouble();
}

QString statusName(const RoundSummaryRow &row)
{
    if (!row.l0Pass)
        return QStringLiteral("l0_fail");
    return DerivedSeries::noiseClassName(row.status);
}

// The JSON pieces of a summary, shared by the document (toJson) and the stream (writeJson).
QJsonObject rowJson(const RoundSummaryRow &row)
{
    return QJsonObject {{QStringLiteral("candidate_id"), row.candidateId},
                        {QStringLiteral("parent_id"), row.parentId.isEmpty() ? QJsonValue() : QJsonValue(row.parentId)},
                        {QStringLiteral("workload_key"), row.workloadKey},
                        {QStringLiteral("l0_pass"), row.l0Pass},
                        {QStringLiteral("duration_us"), row.durationUs},
                        {QStringLiteral("current_best_us"), std::isfinite(row.currentBestUs) ? QJsonValue(row.currentBestUs) : QJsonValue()},
                        {QStringLiteral("vs_best_pct"), std::isfinite(row.vsBestPercent) ? QJsonValue(roundTo(row.vsBestPercent, 1)) : QJsonValue()},
                        {QStringLiteral("status"), statusName(row)},
                        {QStringLiteral("record_line"), row.recordLine}};
}

// A round's members besides its "rows" and "winners".
QJsonObject roundHead(const RoundSummary &summary)
{
    return QJsonObject {{QStringLiteral("round"), summary.round},
                        {QStringLiteral("current_best_id"), summary.currentBestId},
                        {QStringLiteral("geomean_speedup"), roundTo(summary.geomeanSpeedup, 4)}};
}

QJsonObject finalJson(const WorkloadSeries &s)
{
    return QJsonObject {{QStringLiteral("workload_key"), s.key},
                        {QStringLiteral("baseline_us"), s.baselineUs},
                        {QStringLiteral("final_us"), s.finalUs},
                        {QStringLiteral("final_candidate_id"), s.finalCandidateId},
                        {QStringLiteral("speedup"), roundTo(s.speedup(), 4)}};
}

// The summary's members besides its "rounds" and "final".
// How many keys have a final speedup: the geometric mean is over those only.
qsizetype keysWithSpeedup(const DerivedSeries &series)
{
    return std::count_if(series.series.cbegin(), series.series.cend(), [](const WorkloadSeries &s) {
        return s.tuned && std::isfinite(s.speedup()) && s.speedup() > 0;
    });
}

// The final's keys: a Gen B smoke or skip item's records are no final figure (as in the exports).
qsizetype tunedKeys(const DerivedSeries &series)
{
    return std::count_if(series.series.cbegin(), series.series.cend(), [](const WorkloadSeries &s) { return s.tuned; });
}

QJsonObject seriesHead(const DerivedSeries &series)
{
    return QJsonObject {{QStringLiteral("noise_threshold"), series.noiseThreshold},
                        {QStringLiteral("geomean_speedup"), roundTo(series.geomeanSpeedup, 4)},
                        {QStringLiteral("geomean_keys"), keysWithSpeedup(series)},
                        {QStringLiteral("workload_keys"), tunedKeys(series)}};
}

} // namespace

QList<RoundSummary> RoundSummaryBuilder::build(const DerivedSeries &series)
{
    QList<RoundSummary> out;
    for (int r = 0; r < series.rounds.size(); ++r) {
        const int round = series.rounds[r];
        if (round == 0)
            continue; // the baseline round has nothing to compare with
        RoundSummary summary;
        summary.round = round;
        // The current best the round was compared against, as the series judged its winners.
        const QString base = series.roundBases.value(round);
        summary.currentBestId = base;
        for (const WorkloadSeries &s : series.series) {
            // The base's figure before this round (of two measurements in one round, the final's,
            // as the exports take it).
            const double before = s.comparedAgainst(round);
            // The key's winner (DerivedSeries::markRoundWinners) beat that base beyond the noise: the
            // rows' own status, so a round whose base the log rolled back to is judged against that
            // base, not the best it undid; the charts and the strict checks name the same one.
            qsizetype winner = -1;
            for (const SeriesPoint &p : s.points) {
                if (p.round != round)
                    continue;
                RoundSummaryRow row;
                row.candidateId = p.candidateId;
                row.parentId = p.parentId;
                row.workloadKey = s.key;
                row.l0Pass = p.l0Pass;
                row.durationUs = p.durationUs;
                row.currentBestUs = before;
                // Nothing to compare with: NaN, shown as a dash and null (never "nan" or "+0.0%").
                row.vsBestPercent = before > 0 ? (before - p.durationUs) / before * 100
                                               : std::numeric_limits<double>::quiet_NaN();
                row.status = DerivedSeries::classify(before, p.durationUs, series.noiseThreshold);
                row.recordLine = p.recordLine;
                summary.rows.append(row);
                if (p.isRoundWinner)
                    winner = summary.rows.size() - 1;
            }
            if (winner >= 0)
                summary.winners.append(summary.rows.at(winner));
        }
        out.append(summary);
    }
    // The speedup after a round is that of the current best it left behind (the next round's base,
    // after the last round the final candidate), not a stitch of each key's fastest branch.
    for (qsizetype i = 0; i < out.size(); ++i) {
        const bool last = i + 1 == out.size();
        const QString after = last ? QString() : out[i + 1].currentBestId;
        QList<double> speedups;
        for (const WorkloadSeries &s : series.series) {
            if (!s.tuned)
                continue;
            double us = last ? s.finalUs : std::numeric_limits<double>::quiet_NaN();
            if (const int figure = last ? -1 : s.figureOf(after, out[i].round); figure >= 0)
                us = s.points.at(figure).durationUs;
            if (std::isnan(us))
                us = s.bestAtRound(out[i].round);
            speedups.append(s.baselineUs / us);
        }
        out[i].geomeanSpeedup = DerivedSeries::geometricMean(speedups);
    }
    return out;
}

QJsonObject RoundSummaryBuilder::toJson(const DerivedSeries &series, const QList<RoundSummary> &rounds)
{
    QJsonArray roundsJson;
    for (const RoundSummary &summary : rounds) {
        QJsonArray rows, winners;
        for (const RoundSummaryRow &row : summary.rows)
            rows.append(rowJson(row));
        for (const RoundSummaryRow &row : summary.winners)
            winners.append(rowJson(row));
        QJsonObject round = roundHead(summary);
        round.insert(QStringLiteral("rows"), rows);
        round.insert(QStringLiteral("winners"), winners);
        roundsJson.append(round);
    }
    QJsonArray finals;
    for (const WorkloadSeries &s : series.series)
        if (s.tuned)
            finals.append(finalJson(s));
    QJsonObject out = seriesHead(series);
    out.insert(QStringLiteral("rounds"), roundsJson);
    out.insert(QStringLiteral("final"), finals);
    return out;
}

void RoundSummaryBuilder::writeJson(const DerivedSeries &series, const QList<RoundSummary> &rounds,
                                    const JsonStreamWriter::Sink &sink)
{
    const auto rowsOf = [](const QList<RoundSummaryRow> &rows) {
        return [&rows](JsonStreamWriter &w) {
            w.beginArray();
            for (const RoundSummaryRow &row : rows)
                w.value(QJsonValue(rowJson(row)));
            w.endArray();
        };
    };
    JsonStreamWriter writer(sink);
    writer.beginObject();
    writer.members(seriesHead(series),
                   {{QStringLiteral("rounds"),
                     [&](JsonStreamWriter &w) {
                         w.beginArray();
                         for (const RoundSummary &summary : rounds) {
                             w.beginObject();
                             w.members(roundHead(summary),
                                       {{QStringLiteral("rows"), rowsOf(summary.rows)},
                                        {QStringLiteral("winners"), rowsOf(summary.winners)}});
                             w.endObject();
                         }
                         w.endArray();
                     }},
                    {QStringLiteral("final"), [&series](JsonStreamWriter &w) {
                         w.beginArray();
                         for (const WorkloadSeries &s : series.series)
                             if (s.tuned)
                                 w.value(QJsonValue(finalJson(s)));
                         w.endArray();
                     }}});
    writer.endObject();
}

QString RoundSummaryBuilder::toText(const DerivedSeries &series, const QList<RoundSummary> &rounds)
{
    QString text;
    QTextStream out(&text);
    writeText(series, rounds, out);
    out.flush();
    return text;
}

void RoundSummaryBuilder::writeText(const DerivedSeries &series, const QList<RoundSummary> &rounds, QTextStream &out)
{
    for (const RoundSummary &summary : rounds) {
        out << QCoreApplication::translate("RoundSummary", "## Round %1 — candidate vs current best (%2)\n\n")
                   .arg(summary.round)
                   .arg(summary.currentBestId);
        out << QStringLiteral("| branch | workload | l0 | Task Duration(us) | current best(us) | vs best | status |\n"
                              "|---|---|---|---:|---:|---:|---|\n");
        // One arg() call for every piece: a chained arg() would read a "%2C" in a run's id or key
        // (an URL-escaped workload) as a place for the next piece.
        for (const RoundSummaryRow &row : summary.rows)
            out << QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 |\n")
                       .arg(row.candidateId, row.workloadKey, row.l0Pass ? QStringLiteral("pass") : QStringLiteral("FAIL"),
                            QString::number(row.durationUs, 'f', 3),
                            std::isfinite(row.currentBestUs) ? QString::number(row.currentBestUs, 'f', 3) : QStringLiteral("—"),
                            !std::isfinite(row.vsBestPercent) ? QStringLiteral("—")
                                : (row.vsBestPercent >= 0 ? QStringLiteral("+") : QString())
                                    + QString::number(roundTo(row.vsBestPercent, 1), 'f', 1) + u'%',
                            statusName(row));
        QStringList winners;
        for (const RoundSummaryRow &row : summary.winners)
            winners.append(QStringLiteral("%1 (%2)").arg(row.candidateId, row.workloadKey));
        out << '\n'
            << QCoreApplication::translate("RoundSummary", "winners: %1; geomean speedup over baseline: %2\n\n")
                   .arg(winners.isEmpty() ? QCoreApplication::translate("RoundSummary", "none")
                                          : winners.join(QStringLiteral(", ")),
                        std::isfinite(summary.geomeanSpeedup) ? QString::number(summary.geomeanSpeedup, 'f', 3) + u'x'
                                                              : QStringLiteral("—"));
    }
    out << QCoreApplication::translate("RoundSummary", "## Final\n\n");
    out << QStringLiteral(
        "| workload | baseline(us) | final(us) | final candidate | speedup |\n|---|---:|---:|---|---:|\n");
    // A figure nothing measured is a dash, never "nan".
    const auto figure = [](double value, QLatin1StringView unit = {}) {
        return std::isfinite(value) ? QString::number(value, 'f', 3) + unit : QStringLiteral("—");
    };
    QStringList untuned;
    for (const WorkloadSeries &s : series.series) {
        if (!s.tuned) {
            untuned.append(s.key);
            continue;
        }
        out << QStringLiteral("| %1 | %2 | %3 | %4 | %5 |\n")
                   .arg(s.key, figure(s.baselineUs), figure(s.finalUs), s.finalCandidateId,
                        figure(s.speedup(), QLatin1StringView("x")));
    }
    if (!untuned.isEmpty())
        out << '\n'
            << QCoreApplication::translate("RoundSummary",
                                           "Left out (the inventory's smoke or skip items, not tuned): %1\n")
                   .arg(untuned.join(QStringLiteral(", ")));
    const bool finalMeasured = std::any_of(series.series.cbegin(), series.series.cend(),
                                           [](const WorkloadSeries &s) { return !s.finalCandidateId.isEmpty(); });
    if (!finalMeasured && !series.namedFinalCandidate.isEmpty())
        out << '\n'
            << QCoreApplication::translate("RoundSummary",
                                           "The final candidate %1 has no valid records: there are no final figures.\n")
                   .arg(series.namedFinalCandidate);
    const qsizetype covered = keysWithSpeedup(series);
    out << '\n'
        << (covered == tunedKeys(series) || !std::isfinite(series.geomeanSpeedup)
                ? QCoreApplication::translate("RoundSummary", "geometric mean speedup: %1\n")
                      .arg(figure(series.geomeanSpeedup, QLatin1StringView("x")))
                // Said, not silent: the keys without a baseline or a final are left out of it.
                : QCoreApplication::translate("RoundSummary",
                                              "geometric mean speedup: %1 over %2 of %3 workload keys (the others have "
                                              "no baseline or no final)\n")
                      .arg(figure(series.geomeanSpeedup, QLatin1StringView("x")))
                      .arg(covered)
                      .arg(tunedKeys(series)));
}
