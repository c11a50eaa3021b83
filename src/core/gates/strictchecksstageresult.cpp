// SPDX-License-Identifier: MIT
// The strict profile: the Stage Result block against the contract, the log and the records.
#include "gates/strictchecks.h"
#include "gates/strictchecks_p.h"

#include "base/pythontext.h"
#include "base/textlines.h"
#include "gates/abtest.h"
#include "gates/runprogress.h"
#include "optlog/branchname.h"
#include "optlog/loglocator.h"
#include "optlog/optlogmeasurements.h"
#include "optlog/optlogstructure.h"
#include "records/derivedseries.h"
#include "records/recordshistory.h"
#include "run/projectsnapshot.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>

using namespace StrictCheckParts;

namespace {

// "none", "N/A", "null", "—", "无", "not applicable", "no failure", "不适用": a failure_reason that
// states no failure.
bool saysNoFailure(const QString &value)
{
    static const QRegularExpression nothing(
        QStringLiteral("^[`*]*(?:not applicable|no failure|none|n/?a|null|nil|-+|—+|不适用|无失败|无)?[`*]*(?:$|[\\s（(：:，,])"),
        QRegularExpression::CaseInsensitiveOption);
    return nothing.match(value.trimmed()).hasMatch();
}

// The contract's failure reason a value names, wherever it stands ("精度回退（precision_regression）").
QString contractFailureIn(const QString &value)
{
    static const QRegularExpression reason(
        QStringLiteral("\\b(missing_output|precision_regression|invalid_profile|incomplete_log|perf_records_mismatch|"
                       "invalid_perf_feedback|placeholder_found)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    return reason.match(value).captured(1).toLower();
}

// The Stage Result block (§e) agrees with the contract and with the log: its verdict, failure
// reason and stop reason are the contract's words, the stop reason and final_latency are the latest
// Final Summary's, and the summary document it names exists.
class StageResultCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(StageResultCheck)

    // Gen B's figures per workload ("- final_latency_by_workload:" then "  - kernel_id + workload_id:
    // 19.084 us", read as "k + w: 19.084 us; …"): each the records' baseline, final and improvement
    // of that key, as Gen A's final_latency is the Final Summary's.
    void byWorkloadFigures(GateContext &context, const QHash<QString, const OptLogField *> &fields,
                           const QString &file, QList<GateResult> &results) const
    {
        const DerivedSeries &series = seriesOf(context);
        static const QRegularExpression item(
            QStringLiteral("^\\s*[`*]*(.+?)[`*]*\\s*[:：]\\s*[`*]*([-+−]?[0-9]+(?:\\.[0-9]+)?)\\s*(us|µs|μs|%)?[`*]*\\s*$"));
        for (const char *key : {"baseline_latency_by_workload", "final_latency_by_workload", "improvement_by_workload"}) {
            const OptLogField *field = fields.value(QLatin1String(key));
            if (!field)
                continue;
            const bool improvement = qstrcmp(key, "improvement_by_workload") == 0;
            for (const QStringView part : QStringView(field->value).split(u';', Qt::SkipEmptyParts)) {
                const QRegularExpressionMatch m = item.matchView(part);
                if (!m.hasMatch() || (improvement && m.capturedView(3) != u"%") || (!improvement && m.capturedView(3) == u"%"))
                    continue;
                // "kernel_id + workload_id", "kernel_id / workload_id" or a workload_id alone.
                const QString name = m.captured(1).trimmed();
                // A bare workload_id two kernels measure names neither.
                const WorkloadSeries *match = nullptr;
                int matches = 0;
                for (const WorkloadSeries &w : series.series) {
                    const bool named = name == w.workload || name == w.key
                        || name == w.group + QStringLiteral(" + ") + w.workload || name == w.group + u'+' + w.workload;
                    if (named) {
                        match = &w;
                        ++matches;
                    }
                }
                if (matches != 1)
                    continue;
                double stated = m.captured(2).replace(u'−', u'-').toDouble();
                const double records = qstrcmp(key, "baseline_latency_by_workload") == 0 ? match->baselineUs
                    : qstrcmp(key, "final_latency_by_workload") == 0                  ? match->finalUs
                    : (match->baselineUs - match->finalUs) / match->baselineUs * 100;
                if (!std::isfinite(records))
                    continue;
                // Latencies within the gate's 1 %; an improvement within half a point of its rounding,
                // either sign: logs write a gain as "53.9%" or, most tables, as "-53.9%" (workflow-formats.md §d).
                const bool agrees = improvement
                    ? std::abs(stated - records) <= 0.5 || std::abs(stated + records) <= 0.5
                    : std::abs(stated - records) <= std::max(0.01 * records, 1e-9);
                if (!agrees)
                    results.append({id(), Warning, file, field->line,
                                    tr("%1 gives %2 for %3; the records say %4")
                                        .arg(QLatin1String(key),
                                             m.captured(2) + (m.capturedView(3).isEmpty() || improvement ? QString() : QStringLiteral(" "))
                                                 + m.captured(3),
                                             name,
                                             QString::number(records, 'f', improvement ? 1 : 3)
                                                 + (improvement ? QStringLiteral("%") : QStringLiteral(" us"))),
                                    {}});
            }
        }
    }

public:
    QString id() const override { return QStringLiteral("REVIEW-STAGE-RESULT"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const ProjectSnapshot &s = context.snapshot;
        const OptLog &log = s.optLog;
        if (log.stageResult.isEmpty())
            return;
        const QString file = s.optLogFile.displayPath;
        QHash<QString, const OptLogField *> fields; // the last of a key wins
        for (const OptLogField &f : log.stageResult)
            fields.insert(f.key.toLower(), &f);
        const auto word = [](const OptLogField *f) { // "TUNING_COMPLETED（…）" -> TUNING_COMPLETED
            static const QRegularExpression first(QStringLiteral("^[`*]*([A-Za-z_\\[\\]]+)"));
            const auto m = first.match(f->value);
            return m.hasMatch() ? m.captured(1) : QString();
        };
        if (const OptLogField *verdict = fields.value(QStringLiteral("verdict"))) {
            // "TUNING_COMPLETED（…）", "**TUNING_FAILED**", "[DESIGN_LIMIT] TUNING_FAILED".
            static const QRegularExpression verdicts(QStringLiteral("\\bTUNING_(?:COMPLETED|FAILED)\\b"));
            if (!verdicts.match(verdict->value).hasMatch())
                results.append({id(), Warning, file, verdict->line,
                                tr("verdict \"%1\" is neither TUNING_COMPLETED nor TUNING_FAILED").arg(verdict->value),
                                {}});
        }
        verdictAgreesWithGate(fields, file, results);
        iterationsAgree(context, fields, file, results);
        if (const OptLogField *failure = fields.value(QStringLiteral("failure_reason"))) {
            static const QStringList reasons {
                QStringLiteral("missing_output"),       QStringLiteral("precision_regression"),
                QStringLiteral("invalid_profile"),      QStringLiteral("incomplete_log"),
                QStringLiteral("perf_records_mismatch"), QStringLiteral("invalid_perf_feedback"),
                QStringLiteral("placeholder_found"),    QStringLiteral("none")};
            const QString w = word(failure);
            if (!saysNoFailure(failure->value) && contractFailureIn(failure->value).isEmpty() && !w.isEmpty()
                && !reasons.contains(w, Qt::CaseInsensitive))
                results.append({id(), Warning, file, failure->line,
                                tr("failure_reason \"%1\" is none of the contract's (missing_output, "
                                   "precision_regression, invalid_profile, incomplete_log, perf_records_mismatch, "
                                   "invalid_perf_feedback, placeholder_found)")
                                    .arg(failure->value),
                                {}});
        }
        if (const OptLogField *stop = fields.value(QStringLiteral("stop_reason"))) {
            const OptLogStopReason *block = nullptr;
            const OptLogStopReason *summary = nullptr;
            for (const OptLogStopReason &r : log.stopReasons) {
                if (r.line == stop->line)
                    block = &r;
                else if (r.inLatestFinalSummary)
                    summary = &r;
            }
            // A precision fix appended after the retrospective states its own reason; the Final
            // Summary before it keeps the tuning's.
            const OptLogField *mode = fields.value(QStringLiteral("mode"));
            const bool precisionFix = (mode && mode->value.contains(QLatin1String("precision_fix")))
                || (block && block->reasons.contains(OptLogStopReason::Reason::PrecisionFixed));
            if (block && block->reasons.isEmpty())
                results.append({id(), Warning, file, stop->line,
                                tr("stop_reason \"%1\" is none of the workflow's (success, budget_exhausted, plateau, "
                                   "blocked, user_stop, precision_fixed)")
                                    .arg(stop->value),
                                {}});
            else if (block && summary && !precisionFix && !summary->reasons.isEmpty()
                && QSet<OptLogStopReason::Reason>(block->reasons.cbegin(), block->reasons.cend())
                    != QSet<OptLogStopReason::Reason>(summary->reasons.cbegin(), summary->reasons.cend()))
                results.append({id(), Warning, file, stop->line,
                                tr("stop_reason \"%1\" is not the Final Summary's (line %2: %3)")
                                    .arg(stop->value, QString::number(summary->line), summary->raw),
                                {}});
        }
        if (const OptLogField *latency = fields.value(QStringLiteral("final_latency"))) {
            // The block's claim as the reader read it (its unit, a thousands separator), in µs.
            double stated = qQNaN();
            for (const OptLogFinalLatency &c : log.finalLatencies)
                if (c.line == latency->line && std::isfinite(c.value))
                    stated = c.microseconds();
            // One of the Final Summary's claims (a multi-dispatch run states one per dispatch).
            const OptLogFinalLatency *summary = nullptr;
            bool matched = false;
            for (const OptLogFinalLatency &c : log.finalLatencies) {
                if (!c.inLatestFinalSummary || !std::isfinite(c.value))
                    continue;
                summary = summary ? summary : &c;
                matched = matched || std::abs(stated - c.microseconds()) <= std::max(0.01 * c.microseconds(), 1e-9);
            }
            if (std::isfinite(stated) && summary) {
                if (!matched)
                    results.append({id(), Warning, file, latency->line,
                                    tr("final_latency %1 is not the Final Summary's (line %2: %3)")
                                        .arg(stated)
                                        .arg(summary->line)
                                        .arg(summary->microseconds()),
                                    {}});
            }
        }
        byWorkloadFigures(context, fields, file, results);
        if (const OptLogField *doc = fields.value(QStringLiteral("summary_doc"))) {
            // The document it names: "Optimize.md", "`../Optimize.md`"; "none（项目未要求 Optimize.md）" names none.
            static const QRegularExpression names(QStringLiteral("^[`*]*(?:\\S*/)?Optimize\\.md\\b"));
            if (names.match(doc->value).hasMatch() && s.layout.optimizeFile.isEmpty())
                results.append({id(), Warning, file, doc->line,
                                tr("summary_doc names Optimize.md, but the operator directory has none"), {}});
        }
    }

private:
    using Fields = QHash<QString, const OptLogField *>;

    // The verdict is the workflow gate's: TUNING_COMPLETED exactly when gate 4 passes (the
    // conductor's signal registry, §1). A failure the gate cannot see (precision_regression,
    // invalid_profile) may still fail a run whose gate passes; nothing else may.
    void verdictAgreesWithGate(const Fields &fields, const QString &file, QList<GateResult> &results) const
    {
        const OptLogField *verdict = fields.value(QStringLiteral("verdict"));
        if (!verdict)
            return;
        const bool completed = verdict->value.contains(QLatin1String("TUNING_COMPLETED"));
        const bool failed = verdict->value.contains(QLatin1String("TUNING_FAILED"));
        if (completed == failed)
            return; // neither (warned above) or both
        // The gate's rules ran before this one: their failures are the gate's verdict.
        const auto gateFailure = std::find_if(results.cbegin(), results.cend(), [](const GateResult &r) {
            return r.severity == Diagnostic::Severity::Error
                && (r.ruleId.startsWith(QLatin1String("S4-")) || r.ruleId == QLatin1String("RUN-READ"));
        });
        const bool gatePasses = gateFailure == results.cend();
        const OptLogField *failure = fields.value(QStringLiteral("failure_reason"));
        const bool stated = failure && !saysNoFailure(failure->value);
        const QString reason = failure ? contractFailureIn(failure->value) : QString();
        // The reasons the gate checks itself; precision_regression and invalid_profile it cannot see
        // (and one outside the contract is the failure_reason check's to say).
        static const QStringList gateChecks {QStringLiteral("missing_output"), QStringLiteral("incomplete_log"),
                                             QStringLiteral("perf_records_mismatch"),
                                             QStringLiteral("invalid_perf_feedback"), QStringLiteral("placeholder_found")};
        if (completed && !gatePasses)
            results.append({id(), Warning, file, verdict->line,
                            tr("verdict TUNING_COMPLETED, but the workflow's gate fails (%1)").arg(gateFailure->ruleId),
                            {}});
        else if (completed && stated)
            results.append({id(), Warning, file, verdict->line,
                            tr("verdict TUNING_COMPLETED with failure_reason %1").arg(failure->value), {}});
        else if (failed && !stated)
            results.append({id(), Warning, file, verdict->line,
                            gatePasses ? tr("verdict TUNING_FAILED, but every rule of the workflow's gate passes and "
                                            "no failure_reason says why")
                                       : tr("verdict TUNING_FAILED without a failure_reason"),
                            {}});
        else if (failed && gatePasses && gateChecks.contains(reason))
            results.append({id(), Warning, file, verdict->line,
                            tr("verdict TUNING_FAILED for %1, but every rule of the workflow's gate passes, "
                               "and the gate checks that")
                                .arg(reason),
                            {}});
    }

    // iterations and perf_iteration (count, consecutive_no_improvement) as the run bears them out:
    // its rounds of experiments, and the last rounds that made no new current best.
    void iterationsAgree(GateContext &context, const Fields &fields, const QString &file,
                         QList<GateResult> &results) const
    {
        const OptLogField *iterations = fields.value(QStringLiteral("iterations"));
        const OptLogField *perfIteration = fields.value(QStringLiteral("perf_iteration"));
        if (!iterations && !perfIteration)
            return;
        const RunProgress progress = RunProgress::of(context.snapshot);
        // Rounds with experiment records, or the log's rounds that experimented: either count.
        const int logRounds = int(std::count_if(progress.rounds.cbegin(), progress.rounds.cend(),
                                                [](const RunProgress::Round &r) { return r.experimented; }));
        const auto countAgrees = [&](int stated) { return stated == progress.iterations || stated == logRounds; };
        const auto roundsText = [&] {
            return progress.iterations == logRounds || logRounds == 0
                ? tr("the run has %n round(s) of experiments", nullptr, progress.iterations)
                : tr("the run has %1 round(s) of experiment records and %2 in the log")
                      .arg(progress.iterations)
                      .arg(logRounds);
        };
        static const QRegularExpression number(QStringLiteral("^[`*]*(\\d+)\\b"));
        if (iterations) {
            if (const auto m = number.match(iterations->value); m.hasMatch() && !countAgrees(m.captured(1).toInt()))
                results.append({id(), Warning, file, iterations->line,
                                tr("iterations %1, but %2").arg(m.captured(1), roundsText()), {}});
        }
        if (!perfIteration)
            return;
        // "count 4 / last_improvement 3.8% / consecutive_no_improvement 1", or as sub-items
        // ("count: 4; consecutive_no_improvement: 1").
        static const QRegularExpression count(QStringLiteral("\\bcount\\W{0,4}(\\d+)\\b"));
        static const QRegularExpression quiet(QStringLiteral("\\bconsecutive_no_improvement\\W{0,4}(\\d+)\\b"));
        if (const auto m = count.match(perfIteration->value); m.hasMatch() && !countAgrees(m.captured(1).toInt()))
            results.append({id(), Warning, file, perfIteration->line,
                            tr("perf_iteration count %1, but %2").arg(m.captured(1), roundsText()), {}});
        // Rounds without an improvement: by the log's decisions (no new current best), or by the
        // records (no gain beyond the noise threshold), as REVIEW-TERMINATION counts them.
        int quietByRecords = -1;
        if (const DerivedSeries &series = seriesOf(context); !series.rounds.isEmpty()) {
            QSet<int> gainRounds;
            for (const WorkloadSeries &w : series.series)
                for (const SeriesPoint &p : w.points)
                    if (p.isRoundWinner)
                        gainRounds.insert(p.round);
            quietByRecords = 0;
            for (int r = series.rounds.last(); r >= 1 && !gainRounds.contains(r); --r)
                ++quietByRecords;
        }
        if (const auto m = quiet.match(perfIteration->value);
            m.hasMatch() && m.captured(1).toInt() != progress.consecutiveNoImprovement
            && m.captured(1).toInt() != quietByRecords)
            results.append({id(), Warning, file, perfIteration->line,
                            tr("perf_iteration consecutive_no_improvement %1, but the log's decisions leave %n "
                               "round(s) of experiments since the last new current best",
                               nullptr, progress.consecutiveNoImprovement)
                                .arg(m.captured(1)),
                            {}});
    }
};

} // namespace

std::unique_ptr<GateCheck> StrictCheckParts::stageResultCheck()
{
    return std::make_unique<StageResultCheck>();
}
