// SPDX-License-Identifier: MIT
#include "export/rundigest.h"

#include "base/textlines.h"
#include "gates/runprogress.h"
#include "optlog/cellvalue.h"
#include "optlog/optlogclaims.h"
#include "optlog/optlogstructure.h"
#include "records/derivedseries.h"
#include "run/projectsnapshot.h"

#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace {

constexpr double NoiseThreshold = 0.03; // workflow-formats.md §f, as `perfopt summary` defaults to

bool sameCandidate(const QString &a, const QString &b)
{
    return RunProgress::sameCandidate(a, b);
}

bool isPlaceholder(const QString &text)
{
    const QString t = text.trimmed().toLower();
    return t.isEmpty() || t == "-"_L1 || t == u"—"_s || t == "none"_L1 || t == "n/a"_L1;
}

QString plain(QStringView text)
{
    return CellValue::stripMarkup(text).simplified();
}

QString cell(const OptLogTableRow &row, int column)
{
    return column < 0 ? QString() : plain(row.cells.value(column).text());
}

// The record of `candidate` on `keys`: of the round it won (a later round's re-measurement is that
// round's figure), else of all, the workload's final record `finalLine` when it is one of them (the
// one the log states, as FinalResults and `perfopt summary` take it), else the last; for a run
// without records, the log table row that states it.
SourcedValue recordOf(const ProjectSnapshot &s, const DerivedSeries &series, const QString &candidate,
                      const QStringList &keys, int wonInRound, int finalLine)
{
    SourcedValue out, finalRecord;
    bool ofItsRound = false;
    for (const PerfRecord &r : s.records.records) {
        // A measurement that failed L0 is no figure of the candidate (FinalResults refuses it too).
        if (!r.valid || !r.hasDuration() || !keys.contains(r.workloadKey()) || !sameCandidate(candidate, r.candidateId)
            || (r.l0Pass && !*r.l0Pass))
            continue;
        const bool inRound = wonInRound >= 0 && r.round && *r.round == wonInRound;
        if (inRound && !ofItsRound)
            finalRecord = {}; // of another round
        if (inRound || !ofItsRound) {
            out = {r.durationUs, r.line, 0};
            if (r.line == finalLine)
                finalRecord = out;
        }
        ofItsRound = ofItsRound || inRound;
    }
    if (finalRecord.isValid())
        out = finalRecord;
    if (!out.isValid() && series.source == DerivedSeries::Source::LogTables)
        if (const WorkloadSeries *w = series.find(keys.value(0)))
            for (const SeriesPoint &p : w->points)
                if (sameCandidate(candidate, p.candidateId) && p.logLine > 0)
                    out = {p.durationUs, 0, p.logLine};
    return out;
}

// The value part of a "key: value" line as written ("budget_exhausted（max_rounds=4 用尽…）").
QString valueAfterKey(const QString &line, const QString &key)
{
    static const QRegularExpression listMarker(u"^(?:[-*+]|\\d+[.)])\\s+"_s);
    const QString text = plain(line).remove(listMarker);
    qsizetype at = key.isEmpty() ? -1 : text.indexOf(key);
    if (at < 0)
        return text;
    at += key.size();
    while (at < text.size() && (text.at(at) == u':' || text.at(at) == u'：' || text.at(at) == u'=' || text.at(at).isSpace()))
        ++at;
    return text.mid(at).trimmed();
}

} // namespace

QString RunDigest::stopReasonName(int reason)
{
    switch (OptLogStopReason::Reason(reason)) {
    case OptLogStopReason::Reason::Success:
        return u"success"_s;
    case OptLogStopReason::Reason::Plateau:
        return u"plateau"_s;
    case OptLogStopReason::Reason::Blocked:
        return u"blocked"_s;
    case OptLogStopReason::Reason::BudgetExhausted:
        return u"budget_exhausted"_s;
    case OptLogStopReason::Reason::UserStop:
        return u"user_stop"_s;
    case OptLogStopReason::Reason::PrecisionFixed:
        break;
    }
    return u"precision_fixed"_s;
}

RunDigest RunDigest::fromSnapshot(const ProjectSnapshot &s)
{
    RunDigest d;
    d.operatorName = s.operatorName();
    d.optLogPath = s.optLogFile.displayPath;
    d.recordsPath = s.records.displayPath;
    d.results = FinalResults::fromSnapshot(s);
    const DerivedSeries series = s.derivedSeries(NoiseThreshold);
    const OptLog &log = s.optLog;
    const QStringList lines = TextLines::splitUtf8(log.utf8);
    auto lineText = [&](int line) {
        return line > 0 && line <= lines.size() ? lines.at(line - 1) : QString();
    };
    if (const OptLogFinalLatency *claim = log.readerFinalLatency(); claim && std::isfinite(claim->value)) {
        d.statedFinalLatency = {claim->microseconds(), 0, claim->line};
        d.statedFinalLatencyWorkload = claim->workload;
        int best = 0;
        if (claim->workloadMatch(claim->workload) == 0 && !d.results.rows.isEmpty())
            d.statedFinalLatencyRow = 0; // names no workload: the first measured, as the exports show it
        for (qsizetype i = 0; i < d.results.rows.size(); ++i)
            if (const int grade = claim->workloadMatch(d.results.rows.at(i).key); grade > best) {
                best = grade;
                d.statedFinalLatencyRow = int(i);
            }
    }
    // The workload the log's final_latency states, else the first measured: the one the
    // effective optimisations are followed on, as the Stage Result states its latencies.
    const FinalResultRow *primary = d.statedFinalLatencyRow >= 0 ? &d.results.rows.at(d.statedFinalLatencyRow)
        : d.results.rows.isEmpty()                               ? nullptr
                                                                 : &d.results.rows.first();
    const QString primaryKey = primary ? primary->key : QString();
    // The records' own keys, where they write the inventory item's kernel otherwise.
    QStringList primarySeries {primary && !primary->seriesKey.isEmpty() ? primary->seriesKey : primaryKey};
    for (const auto &[records, inventory] : d.results.respelledKeys)
        if (inventory == primaryKey && !primarySeries.contains(records))
            primarySeries.append(records);
    const int primaryFinalLine = primary ? primary->final.recordLine : 0;

    // Rounds in workflow order: winners become effective optimisations, the others open issues.
    const RunProgress progress = RunProgress::of(s);
    // The rounds that ran: by the records, or by the log where it shows more (a round whose records
    // are missing still ran; the strict check says the records are short).
    const int logRounds = int(std::count_if(progress.rounds.cbegin(), progress.rounds.cend(),
                                            [](const RunProgress::Round &r) { return r.experimented; }));
    d.iterations = std::max(progress.iterations, logRounds);
    // Each workload's records keys, as for the primary one.
    const auto recordKeysOf = [&d](const FinalResultRow &row) {
        QStringList keys {row.seriesKey.isEmpty() ? row.key : row.seriesKey};
        for (const auto &[records, inventory] : d.results.respelledKeys)
            if (inventory == row.key && !keys.contains(records))
                keys.append(records);
        return keys;
    };
    // A new current best is an improvement when it gains beyond the noise threshold on some workload
    // and loses beyond it on none, each change classified as `perfopt summary` and REVIEW-TERMINATION
    // classify it (the rule DerivedSeries adopts an unnamed final by); without figures, the log's
    // word. A new best that made a workload much slower is none, whatever the log calls it.
    // slowerOn: the first workload it is slower on beyond the noise, for the mark that says so.
    QString slowerOn; // the judge's: the first workload the new best is slower on
    const auto gainOf = [&](const QString &before, int beforeRound, const QString &after, int afterRound) {
        bool gains = false, loses = false, measured = false;
        slowerOn.clear();
        for (const FinalResultRow &row : std::as_const(d.results.rows)) {
            const QStringList keys = recordKeysOf(row);
            const int finalLine = row.final.recordLine;
            const SourcedValue was
                = before == "baseline"_L1 ? row.baseline : recordOf(s, series, before, keys, beforeRound, finalLine);
            const NoiseClass change = DerivedSeries::classify(
                was.value, recordOf(s, series, after, keys, afterRound, finalLine).value, NoiseThreshold);
            measured = measured || change != NoiseClass::Unknown;
            gains = gains || change == NoiseClass::Improved;
            if (change == NoiseClass::Regressed && !loses)
                slowerOn = row.key;
            loses = loses || change == NoiseClass::Regressed;
        }
        using Gain = Optimization::Gain;
        return !measured || (gains && !loses) ? Gain::Improved : loses ? Gain::Slower : Gain::WithinNoise;
    };
    // The rounds as the Stage Result counts them (RunProgress::walkAdoptions): each new best
    // against the best before it, or the one a rollback went back to.
    QString lastBest = u"baseline"_s; // the current best the rounds left (empty: adopted without an id)
    const auto visit = [&](const RunProgress::Round &step, const QString &previous, int previousRound,
                           std::optional<Optimization::Gain> gain) {
        const OptLogRound *round = step.round;
        if (gain)
            lastBest = step.winner;
        else if (!step.rolledBackTo.isEmpty())
            lastBest = step.rolledBackTo;
        if (!gain) {
            if (step.experimented) {
                // The round's say: its failed merge check's when it undid the adoption, else its winner.
                const OptLogDecision *undone = round->newCurrentBest();
                const OptLogDecision *stated
                    = undone && undone->mergeCheckFailed ? undone : round->winner();
                d.issues.append({Issue::Kind::NoWinner,
                                 round->heading,
                                 stated ? Quote {valueAfterKey(lineText(stated->line), stated->key), stated->line}
                                        : Quote {plain(round->heading), round->line},
                                 0,
                                 {},
                                 {},
                                 {}});
            }
            return;
        }
        const OptLogDecision *best = step.best;
        Optimization o;
        o.round = round->number;
        o.winner = step.winner;
        o.winnerLine = best->line;
        // The branch that won (Gen B merges it under another id).
        const OptLogDecision *branchWinner = round->winner();
        const QString branchId
            = branchWinner && !branchWinner->candidate.isEmpty() ? branchWinner->candidate : best->candidate;
        for (const OptLogBranch &branch : round->branches)
            if (o.change.text.isEmpty() && !branch.change.isEmpty() && !branchId.isEmpty()
                && (sameCandidate(branch.optId, branchId) || branch.id.contains(branchId)))
                o.change = {plain(branch.change), branch.line};
        for (const OptLogCandidate &candidate : round->candidates)
            if (o.change.text.isEmpty() && !candidate.change.isEmpty() && sameCandidate(candidate.optId, branchId))
                o.change = {plain(candidate.change), candidate.line};
        if (o.change.text.isEmpty())
            o.change = {valueAfterKey(lineText(best->line), best->key), best->line};
        o.key = primaryKey;
        o.before = previous == "baseline"_L1 && d.results.row(primaryKey)
            ? d.results.row(primaryKey)->baseline
            : recordOf(s, series, previous, primarySeries, previousRound, primaryFinalLine);
        o.after = recordOf(s, series, o.winner, primarySeries, round->number, primaryFinalLine);
        o.gain = *gain;
        o.slowerOn = slowerOn;
        if (o.gain == Optimization::Gain::Improved)
            d.lastImprovement = int(d.optimizations.size());
        d.optimizations.append(o);
    };
    d.consecutiveNoImprovement = progress.walkAdoptions(gainOf, visit);
    // The delivered kernel: there, and the log's last current best's own file (Gen A names it by
    // bytes; a Gen B run's final records name what they measured, checked by its gate).
    d.finalKernelPath = !s.layout.finalKernel.isEmpty() ? s.layout.finalKernel
        : d.operatorName.isEmpty()                      ? QString()
        : s.layout.perfOptRel.isEmpty()                 ? QString(d.operatorName + u".py"_s)
                                                        : QString(s.layout.perfOptRel + u'/' + d.operatorName + u".py"_s);
    d.finalKernelExists = !s.layout.finalKernel.isEmpty() && s.finalKernelFile.exists;
    const QString copied = s.lineage.finalCandidateId;
    if (!d.finalKernelExists && !d.finalKernelPath.isEmpty())
        d.issues.append({Issue::Kind::FinalKernel, d.finalKernelPath, {}, 0, {}, {}, lastBest});
    // (A last best adopted as a configuration without an id has no file to compare with.)
    else if (s.generation != Generation::B && !copied.isEmpty() && !lastBest.isEmpty()
             && !sameCandidate(copied, lastBest))
        d.issues.append({Issue::Kind::FinalKernel, d.finalKernelPath, {}, 0, copied, {}, lastBest});
    for (const RunProgress::Round &step : progress.rounds)
        for (const OptLogDecision &decision : step.round->decisions)
            if (decision.kind == OptLogDecision::Kind::Blocked) {
                const QString value = valueAfterKey(lineText(decision.line), decision.key);
                static const QRegularExpression id(u"^[A-Za-z0-9_.-]+"_s);
                QString subject = decision.candidate.isEmpty() ? id.match(value).captured() : decision.candidate;
                if (subject.isEmpty() || subject.compare(u"blocked"_s, Qt::CaseInsensitive) == 0) {
                    // "处置: blocked（有证据）" under "### v3_op3：num_kernels cap=32 ——blocked": the
                    // status names no branch; the heading it stands under does.
                    static const QRegularExpression branch(u"\\b(?:v|r|round)\\d+_[A-Za-z0-9_]+"_s);
                    subject.clear();
                    for (int line = decision.line - 1; line >= 1 && subject.isEmpty(); --line)
                        if (const QString text = lineText(line); text.startsWith(u'#')) {
                            subject = branch.match(text).captured();
                            break;
                        }
                    if (subject.isEmpty())
                        subject = value; // the quote is all there is
                }
                d.issues.append({Issue::Kind::Blocked, subject, {value, decision.line}, 0, {}, {}, {}});
            }
    for (const PerfRecord &r : s.records.records)
        if (r.parsed && !r.isBaseline() && r.l0Pass.has_value() && !*r.l0Pass)
            d.issues.append(
                {Issue::Kind::L0Failure, r.candidateId, {}, r.line, r.workloadKey(), {r.durationUs, r.line, 0}, {}});

    // Stop reason: the latest Final Summary's, else the last one stated.
    const OptLogStopReason *stop = nullptr;
    for (const OptLogStopReason &r : log.stopReasons)
        if (!stop || r.inLatestFinalSummary || !stop->inLatestFinalSummary)
            stop = &r;
    if (stop) {
        // In a table row the value is its cell; in text, the rest of the line after the key.
        const QString line = lineText(stop->line);
        d.stopReason = {line.trimmed().startsWith(u'|') ? stop->raw : valueAfterKey(line, stop->key), stop->line};
        for (OptLogStopReason::Reason reason : stop->reasons)
            if (!d.stopReasons.contains(stopReasonName(int(reason))))
                d.stopReasons.append(stopReasonName(int(reason)));
    }

    for (const OptLogTable &table : log.tables) {
        if (table.kind != TableKind::Retrospective)
            continue;
        const int vp = table.columnOf(ColumnKind::VpType);
        const int title = table.columnOf(ColumnKind::Title);
        const int area = table.columnOf(ColumnKind::Area);
        const int issue = table.columnOf(ColumnKind::Issue);
        const int target = table.columnOf(ColumnKind::TargetDoc);
        for (const OptLogTableRow &row : table.rows) {
            if (title >= 0 && !isPlaceholder(cell(row, title)))
                d.proposals.append({cell(row, title), cell(row, target), cell(row, vp), row.line});
            else if (title < 0 && issue >= 0 && !isPlaceholder(cell(row, issue)))
                d.flowIssues.append({cell(row, area), cell(row, issue), cell(row, vp), row.line});
        }
    }

    // "几何平均加速 ≥ 2x", "目标：几何平均加速不低于 2x" is the target, a bound, not what the run
    // states it reached; a dispatch's own mean is not the run's.
    // The latest Final Summary's (an earlier summary's was superseded), else any; among several,
    // the one nearest the records' geomean. Stated only as a percentage ("几何平均提速 +9.7%"), that.
    for (const QStringView unit : {u"x", u"%"}) {
        for (const OptLogFigure *f : OptLogClaims::statedGeomeans(log, unit)) {
            const double target = std::isfinite(d.results.geomean) && unit == u"x" ? d.results.geomean : f->value;
            if (!d.statedGeomean.isValid() || std::abs(f->value - target) < std::abs(d.statedGeomean.value - target)) {
                d.statedGeomean = {f->value, 0, f->line};
                d.statedGeomeanWritten = f->written;
            }
        }
        if (d.statedGeomean.isValid()) {
            d.statedGeomeanPercent = unit == u"%";
            break;
        }
    }

    static const char *const documents[] = {"SKILL.md",
                                            "hardware-context.md",
                                            "pattern-library/INDEX.md",
                                            "profile-collection.md",
                                            "iteration-diagnosis.md",
                                            "bottleneck-patterns.md",
                                            "autotune.md",
                                            "perf-feedback.md",
                                            "skill-retrospective.md",
                                            "signal-registry.md"};
    // Consulted where the run's work names it ("分类规则（profile-collection.md §1）", "按
    // perf-feedback.md §1 两门槛"); the Skill Retrospective names documents to change
    // ("建议 SKILL.md Phase 2 …", a write-back target column), which is no consultation.
    QList<std::pair<int, int>> retrospective; // line ranges
    for (const OptLogSection &section : log.sections)
        if (section.kind == OptLogSectionKind::SkillRetrospective)
            retrospective.append({section.line, section.endLine > 0 ? section.endLine : std::numeric_limits<int>::max()});
    const auto inRetrospective = [&retrospective](int line) {
        return std::any_of(retrospective.cbegin(), retrospective.cend(),
                           [line](const std::pair<int, int> &r) { return line >= r.first && line <= r.second; });
    };
    for (const char *doc : documents) {
        const QLatin1StringView name(doc);
        for (int line = 1; line <= lines.size(); ++line)
            if (!inRetrospective(line) && lines.at(line - 1).contains(name)) {
                d.skillsConsulted.append(QString::fromLatin1(doc));
                break;
            }
    }
    return d;
}
