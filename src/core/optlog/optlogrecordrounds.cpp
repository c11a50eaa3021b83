// SPDX-License-Identifier: MIT
#include "optlog/optlogrecordrounds.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("OptLogRecordRounds", text);
}

} // namespace

Diagnostics OptLogRecordRounds::check(const OptLog &log, const PerfRecordsFile &records)
{
    Diagnostics out;
    QMap<qint64, int> firstRecordLine; // round -> first record line, in round order
    for (const PerfRecord &record : records.records) {
        if (record.valid && record.round && !firstRecordLine.contains(*record.round))
            firstRecordLine.insert(*record.round, record.line);
    }
    if (!records.exists || firstRecordLine.isEmpty() || log.rounds.isEmpty())
        return out;
    QStringList recordRounds;
    for (auto it = firstRecordLine.cbegin(); it != firstRecordLine.cend(); ++it)
        recordRounds.append(QString::number(it.key()));
    QSet<int> logRounds;
    for (const OptLogRound &round : log.rounds) {
        if (round.number < 0)
            continue;
        bool measured = false;
        for (int n = round.number; n <= qMax(round.number, round.lastNumber); ++n) { // "Rounds 4–5": both
            logRounds.insert(n);
            measured = measured || firstRecordLine.contains(n);
        }
        if (measured)
            continue;
        out.append(Diagnostic {
            Diagnostic::Severity::Warning, QStringLiteral("optlog.round-without-records"), log.displayPath, round.line,
            0,
            tr("Round %1 (\"%2\") has no record in %3, which holds rounds %4; the records are the measurement.")
                .arg(round.number)
                .arg(round.label, records.displayPath, recordRounds.join(QStringLiteral(", ")))});
    }
    QStringList roundLines;
    for (const OptLogRound &r : log.rounds)
        roundLines.append(QString::number(r.line));
    for (auto it = firstRecordLine.cbegin(); it != firstRecordLine.cend(); ++it) {
        if (logRounds.contains(int(it.key())))
            continue;
        out.append(Diagnostic {Diagnostic::Severity::Warning, QStringLiteral("optlog.records-round-not-in-log"),
                               records.displayPath, it.value(), 0,
                               tr("Records of round %1 start here, but %2 describes no round %1 (its rounds are at "
                                  "lines %3).")
                                   .arg(it.key())
                                   .arg(log.displayPath, roundLines.join(QStringLiteral(", ")))});
    }
    return out;
}
