// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

// A reviewer's note on a run or on something in it. Stored in the workspace database, never in the
// run directory; `runKey` is ProjectSnapshot::runKey() of the run when the note was written.
struct ReviewNote
{
    enum class Target {
        Run,
        Round, // `round`
        Candidate, // `candidateId`
        Record, // `line` of perf_records.jsonl (`file`)
        VariantLine, // `line` of a kernel file (`file`, relative to the operator directory)
        LogLine, // `line` of opt_log.md (`file`)
    };

    qint64 id = 0; // 0 = not stored yet
    QString runKey;
    Target target = Target::Run;
    int round = -1;
    QString candidateId;
    QString file; // relative to the operator directory
    int line = 0;
    QString text;
    QString author;
    QString createdAt; // ISO 8601 UTC, set by the database
    QString updatedAt;
    int revision = 0; // bumped by every edit; an edit based on an older revision is refused

    static ReviewNote forRun(const QString &runKey);
    static ReviewNote forRound(const QString &runKey, int round);
    static ReviewNote forCandidate(const QString &runKey, const QString &candidateId);
    static ReviewNote forRecord(const QString &runKey, const QString &recordsFile, int line);
    static ReviewNote forVariantLine(const QString &runKey, const QString &file, int line);
    static ReviewNote forLogLine(const QString &runKey, const QString &logFile, int line);

    QString targetLabel() const; // "Round 3", "v3_bs4096", "perf_opt/perf_records.jsonl:25" (translated)
    QString targetLabel(const QString &language) const; // exports
    static QString targetName(Target target); // stable: "run", "round", … (stored)
    static bool targetFromName(const QString &name, Target *target);
    static QString targetTitle(Target target); // translated, for filters: "Rounds"
    bool operator==(const ReviewNote &) const = default;
};
