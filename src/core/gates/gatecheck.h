// SPDX-License-Identifier: MIT
#pragma once

#include "gates/candidaterecords.h"
#include "gates/gateresult.h"
#include "records/derivedseries.h"
#include "records/recordshistory.h"

#include <QByteArrayView>
#include <QList>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

struct ProjectSnapshot;

struct GateOptions {
    enum class FeedbackSchema { A0, A1 }; // perf_feedback.md sections: A0 lacks 参照锚定 (§a.4)
    FeedbackSchema feedbackSchema = FeedbackSchema::A1;
    double noiseThreshold = 0.03;
    QString repositoryRoot; // for S4-PERF-FEEDBACK-REF; empty = look for the enclosing git checkout
    QList<RecordsVersion> earlierRecords; // e.g. the workspace database's last snapshot (append-only check)
    QString earlierRecordsError; // why the earlier versions that should be there could not be read
    bool useGitHistory = true; // also read perf_records.jsonl's history through libgit2
    int maxRounds = 10; // budget_exhausted defaults (workflow-formats.md §f)
    int maxExperiments = 30;
};

// What the checks of one gate run share: the run, the options, and what earlier rules found
// (the workflow's records rules feed one pool of durations to the reconciliation rule).
struct GateContext {
    const ProjectSnapshot &snapshot;
    GateOptions options;
    QList<double> durationPool; // Gen A: durations of lines that passed the schema rule
    bool recordsStop = false; // an earlier records rule ended the records part
    bool recordsNonEmpty = false;
    std::optional<DerivedSeries> series; // the records' series, made by the first rule that needs it
    std::optional<CandidateRecords> candidates; // the records by candidate id, likewise
    std::optional<CandidateRecords> allValidCandidates; // the same with records without a duration

    // opt_log.md as the gate's _read_text() sees it (nullopt: missing, unreadable or not UTF-8),
    // decoded once for all the rules that read it.
    const std::optional<QString> &optLogAsGate();
    // Its bytes when that decoding would succeed (nullopt as above): the rules that only look for
    // ASCII words and numbers read these, not a decoded copy (a 2.7 MB log's copy cost 3 ms, most
    // of it the kernel zeroing fresh pages).
    std::optional<QByteArrayView> optLogGateBytes();
    // Whether the run's reads refused `file` (a link, outside the run, not a regular file,
    // unreadable): the rules then say it was not read (RUN-READ says why), not that it is missing.
    bool refused(const QString &file) const;
    // A diagnostic of such a refusal (or of a file cut at its size limit): what RUN-READ reports.
    static bool isReadRefusal(const Diagnostic &diagnostic);

    GateContext(const ProjectSnapshot &s, const GateOptions &o)
        : snapshot(s)
        , options(o)
    {
    }

private:
    std::optional<std::optional<QString>> m_optLogAsGate;
    std::optional<bool> m_optLogDecodes;
};

// One rule (or one tightly coupled family of rules) of a gate.
class GateCheck
{
public:
    virtual ~GateCheck() = default;
    virtual QString id() const = 0;
    virtual void run(GateContext &context, QList<GateResult> &results) const = 0;
};

using GateChecks = std::vector<std::unique_ptr<GateCheck>>;
