// SPDX-License-Identifier: MIT
#pragma once

#include <QMap>
#include <QString>
#include <limits>

// One run of a repository as `perfopt index` stores it in the workspace database (run_index) and
// the Runs dashboard shows it. The review status is not stored: it is read from the review tables.
struct RunIndexRow
{
    enum class ReviewStatus { Unreviewed, InReview, SignedOff };

    QString runKey; // RunKey::forRun(): repository-relative path + run digest
    QString path; // absolute perf_opt/ path on the machine that indexed it last
    QString operatorName;
    QString generation; // "A", "B" or ""
    int rounds = 0;
    int records = 0;
    QString finalCandidate;
    QMap<QString, double> speedups; // per workload key: baseline / final (> 1 = faster)
    double geomeanSpeedup = std::numeric_limits<double>::quiet_NaN();
    QMap<QString, QString> gates; // gate profile name -> "pass" or "fail"
    QString fingerprint; // sizes and times of the run's files: unchanged = not read again
    QString lastChange; // ISO 8601 UTC of the newest file
    QString indexedAt;
    ReviewStatus review = ReviewStatus::Unreviewed; // from the workspace, not stored
    QString reviewedBy; // who signed off, or the last writer

    static QString reviewStatusName(ReviewStatus status); // "unreviewed", "in review", "signed off" (stable)
};
