// SPDX-License-Identifier: MIT
#pragma once

#include "base/jsonstreamwriter.h"
#include "records/derivedseries.h"

#include <QJsonObject>
#include <QList>
#include <QString>

class QTextStream;

// Per round, the "candidate vs current best" table computed from the records, the way the
// workflow's runner prints it (workflow-formats.md §c) but for every workload key at once.
struct RoundSummaryRow {
    QString candidateId;
    QString parentId;
    QString workloadKey;
    bool l0Pass = true;
    double durationUs = 0;
    double currentBestUs = 0; // the best before this round on the same key
    double vsBestPercent = 0; // (best − duration) / best · 100, + = faster
    NoiseClass status = NoiseClass::Unknown;
    int recordLine = 0;
};

struct RoundSummary {
    int round = 0;
    QString currentBestId; // the parent the round's branches were derived from
    QList<RoundSummaryRow> rows;
    QList<RoundSummaryRow> winners; // rows that became the new best of their key by more than the noise threshold
    double geomeanSpeedup = 0; // over baseline, across keys, of the current best this round left behind
};

class RoundSummaryBuilder
{
public:
    static QList<RoundSummary> build(const DerivedSeries &series);
    static QJsonObject toJson(const DerivedSeries &series, const QList<RoundSummary> &rounds);
    // toJson() as QJsonDocument::Indented prints it, handed to `sink` row by row (`perfopt summary
    // --json` of a large run would otherwise hold a document many times its printed size).
    static void writeJson(const DerivedSeries &series, const QList<RoundSummary> &rounds,
                          const JsonStreamWriter::Sink &sink);
    static QString toText(const DerivedSeries &series, const QList<RoundSummary> &rounds);
    // toText() written straight to `out`.
    static void writeText(const DerivedSeries &series, const QList<RoundSummary> &rounds, QTextStream &out);
};
