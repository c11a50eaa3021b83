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
#include <cmath>

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

// The items of a "*_by_workload" field: sub-items (joined by "; ") or an inline list separated by
// ";", "；", "，" or "," ("w1=19.08 us, w2=60.04 us"), also in braces as the SKILL writes the field
// ("{kernel_id + workload_id -> us}"); a comma between digits is a thousands separator ("1,234.5 us").
QStringList workloadItems(const QString &value)
{
    static const QRegularExpression separator(QStringLiteral("[;；，]|,(?![0-9]{3}(?![0-9]))"));
    QString list = value.trimmed();
    if (list.startsWith(u'{') && list.endsWith(u'}'))
        list = list.mid(1, list.size() - 2);
    QStringList out;
    for (const QString &part : list.split(separator, Qt::SkipEmptyParts))
        if (const QString item = part.trimmed(); !item.isEmpty())
            out.append(item);
    return out;
}

// One item as written: "kernel_id + workload_id: 19.084 us", "workload_id=−53.9%", "w -> 2.17x".
struct StatedFigure
{
    enum class Unit { Microseconds, Percent, Speedup, None };
    QString name;
    QString written; // the figure as written, for the message
    double value = qQNaN(); // µs for a latency
    Unit unit = Unit::None;
    int decimals = 0;
    bool readable = false;
    bool none = false; // "n/a", "—": the item states no figure (a tune item never measured)

    static StatedFigure read(const QString &item)
    {
        StatedFigure out;
        // The first ":", "：", "=" or arrow that is no part of a kernel id's "::"; the name may be quoted.
        static const QRegularExpression pair(
            QStringLiteral("^[`*\"']*(.+?)[`*\"']*\\s*(?:(?<!:)[:：=](?!:)|->|→)\\s*(.*)$"));
        const QRegularExpressionMatch m = pair.match(item);
        if (!m.hasMatch())
            return out;
        out.name = m.captured(1).trimmed();
        QString figure = m.captured(2);
        figure.remove(u'`').remove(u'*');
        // A remark after the figure ("19.084 us（r25）", "-53.9% (2.17x)") is no part of it.
        static const QRegularExpression remark(QStringLiteral("\\s*[（(][^（）()]*[）)]\\s*$"));
        while (remark.match(figure).hasMatch())
            figure.remove(remark);
        out.written = figure.trimmed();
        static const QRegularExpression nothing(QStringLiteral("^(?:n/?a|none|null|-+|—+|–+|无|不适用)$"),
                                                QRegularExpression::CaseInsensitiveOption);
        if (nothing.match(out.written).hasMatch()) {
            out.none = true;
            return out;
        }
        static const QRegularExpression number(
            QStringLiteral("^([-+−]?)\\s*([0-9]+(?:,[0-9]{3})*)(?:\\.([0-9]+))?\\s*(us|µs|μs|ms|ns|%|x|×)?$"),
            QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch n = number.match(out.written);
        if (out.name.isEmpty() || !n.hasMatch())
            return out;
        out.decimals = int(n.capturedLength(3));
        QString digits = n.captured(2).remove(u',');
        if (out.decimals > 0)
            digits += u'.' + n.captured(3);
        out.value = digits.toDouble();
        if (!n.capturedView(1).isEmpty() && n.capturedView(1) != u"+")
            out.value = -out.value;
        const QString unit = n.captured(4).toLower();
        if (unit == u"%") {
            out.unit = Unit::Percent;
        } else if (unit == u"x" || unit == u"×") {
            out.unit = Unit::Speedup;
        } else { // a latency without a unit is in µs, as the Final table's columns are
            out.unit = unit.isEmpty() ? Unit::None : Unit::Microseconds;
            out.value *= unit == u"ms" ? 1000.0 : unit == u"ns" ? 0.001 : 1.0;
        }
        out.readable = true;
        return out;
    }
};

// The workload an item names: "kernel_id + workload_id", "kernel_id / workload_id" (the kernel may
// be written shorter, OptLogMeasurements::sameGroup) or a workload_id one kernel measures.
const WorkloadSeries *seriesNamed(const DerivedSeries &series, const QString &name)
{
    const auto only = [&](const auto &named) {
        const WorkloadSeries *match = nullptr;
        int matches = 0;
        for (const WorkloadSeries &w : series.series)
            if (named(w)) {
                match = &w;
                ++matches;
            }
        return matches == 1 ? match : nullptr;
    };
    if (const WorkloadSeries *w = only([&](const WorkloadSeries &w) {
            return name == w.workload || name == w.key || name == w.group + QStringLiteral(" + ") + w.workload
                || name == w.group + u'+' + w.workload;
        }))
        return w;
    static const QRegularExpression kernelAndWorkload(QStringLiteral("^(.+?)\\s*(?:\\+|\\s/\\s)\\s*([^+/\\s]+)$"));
    const QRegularExpressionMatch m = kernelAndWorkload.match(name);
    if (!m.hasMatch())
        return nullptr;
    return only([&](const WorkloadSeries &w) {
        return w.workload == m.captured(2) && OptLogMeasurements::sameGroup(m.captured(1), w.group);
    });
}

// The Stage Result block (§e) agrees with the contract and with the log: its verdict, failure
// reason and stop reason are the contract's words, the stop reason and final_latency are the latest
// Final Summary's, and the summary document it names exists.
class StageResultCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(StageResultCheck)

    // Gen B's figures per workload ("- final_latency_by_workload:" then "  - kernel_id + workload_id:
    // 19.084 us", read as "k + w: 19.084 us; …", or inline "w1=19.084 us; w2=60.041 us"): each the
    // records' baseline, final and improvement of that key, as Gen A's final_latency is the Final
    // Summary's. An item the rule cannot read or place is said, never passed over: a wrong number
    // written in a form it skipped would pass unseen.
    void byWorkloadFigures(GateContext &context, const QHash<QString, const OptLogField *> &fields,
                           const QString &file, QList<GateResult> &results) const
    {
        const DerivedSeries &series = seriesOf(context);
        for (const char *key : {"baseline_latency_by_workload", "final_latency_by_workload", "improvement_by_workload"}) {
            const OptLogField *field = fields.value(QLatin1String(key));
            if (!field)
                continue;
            const bool improvement = qstrcmp(key, "improvement_by_workload") == 0;
            const QString name = QLatin1String(key);
            for (const QString &part : workloadItems(field->value)) {
                const StatedFigure stated = StatedFigure::read(part);
                if (stated.none)
                    continue;
                const bool fits = improvement
                    ? stated.unit == StatedFigure::Unit::Percent || stated.unit == StatedFigure::Unit::Speedup
                    : stated.unit == StatedFigure::Unit::Microseconds || stated.unit == StatedFigure::Unit::None;
                if (!stated.readable || !fits) {
                    results.append({id(),
                                    Warning,
                                    file,
                                    field->line,
                                    tr("%1 item \"%2\" cannot be read as a workload and its figure (\"workload: "
                                       "19.08 us\", \"workload: 53.9%\" or \"workload: 2.17x\"); it is not checked")
                                        .arg(name, part),
                                    {}});
                    continue;
                }
                const WorkloadSeries *match = seriesNamed(series, stated.name);
                if (!match) {
                    results.append({id(),
                                    Warning,
                                    file,
                                    field->line,
                                    tr("%1 item \"%2\" names no single workload of the records (kernel_id + "
                                       "workload_id, kernel_id / workload_id, or a workload_id one kernel "
                                       "measures); it is not checked")
                                        .arg(name, part),
                                    {}});
                    continue;
                }
                const double ratio = match->baselineUs / match->finalUs;
                const double records = qstrcmp(key, "baseline_latency_by_workload") == 0 ? match->baselineUs
                    : qstrcmp(key, "final_latency_by_workload") == 0                     ? match->finalUs
                    : stated.unit == StatedFigure::Unit::Speedup
                    ? ratio
                    : (match->baselineUs - match->finalUs) / match->baselineUs * 100;
                if (!std::isfinite(records))
                    continue;
                bool agrees = false;
                if (stated.unit == StatedFigure::Unit::Percent) {
                    // Within half a point of its rounding, either sign: logs write a gain as
                    // "53.9%" or, most tables, as "-53.9%" (workflow-formats.md §d).
                    agrees = std::abs(stated.value - records) <= 0.5 || std::abs(stated.value + records) <= 0.5;
                } else if (stated.unit == StatedFigure::Unit::Speedup) {
                    // Within 1 %, or half a unit of the last digit written ("2x", "2.2x").
                    agrees = std::abs(stated.value - records)
                        <= std::max(0.01 * records, 0.5 * std::pow(10.0, -stated.decimals));
                } else {
                    agrees = std::abs(stated.value - records) <= std::max(0.01 * records, 1e-9); // the gate's 1 %
                }
                if (!agrees)
                    results.append({id(),
                                    Warning,
                                    file,
                                    field->line,
                                    tr("%1 gives %2 for %3; the records say %4")
                                        .arg(name, stated.written, stated.name,
                                             stated.unit == StatedFigure::Unit::Percent
                                                 ? QString::number(records, 'f', 1) + QStringLiteral("%")
                                                 : stated.unit == StatedFigure::Unit::Speedup
                                                 ? QString::number(records, 'f', 3) + QStringLiteral("x")
                                                 : QString::number(records, 'f', 3) + QStringLiteral(" us")),
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
        const RunProgress progress = RunProgress::of(context.snapshot, &allValidCandidatesOf(context));
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
        // Or as the Stage Result export counts them: a new current best within noise is no gain.
        const int quietByGain = progress.roundsWithoutGain(seriesOf(context));
        if (const auto m = quiet.match(perfIteration->value); m.hasMatch()
            && m.captured(1).toInt() != progress.consecutiveNoImprovement && m.captured(1).toInt() != quietByRecords
            && m.captured(1).toInt() != quietByGain)
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
