// SPDX-License-Identifier: MIT
// The `strict` profile: what a careful reviewer checks beyond the workflow's own gate.
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

// When every valid record has a duration the two indexes are one: built once (15k records, two
// hashes of ids each).
const CandidateRecords &StrictCheckParts::candidatesOf(GateContext &c)
{
    if (!c.candidates && c.allValidCandidates && !c.allValidCandidates->keptDiffer())
        return *c.allValidCandidates;
    if (!c.candidates)
        c.candidates.emplace(c.snapshot.records.records);
    return *c.candidates;
}

const CandidateRecords &StrictCheckParts::allValidCandidatesOf(GateContext &c)
{
    if (!c.allValidCandidates && c.candidates && !c.candidates->keptDiffer())
        return *c.candidates;
    if (!c.allValidCandidates)
        c.allValidCandidates.emplace(c.snapshot.records.records, CandidateRecords::Kept::AllValid);
    return *c.allValidCandidates;
}

const DerivedSeries &StrictCheckParts::seriesOf(GateContext &c)
{
    if (!c.series)
        c.series = c.snapshot.recordSeries(c.options.noiseThreshold);
    return *c.series;
}

namespace {

class LayoutCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(LayoutCheck)

public:
    QString id() const override { return QStringLiteral("REVIEW-LAYOUT"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        for (const RunFile &file : context.snapshot.layout.topLevel) {
            if (file.verdict == RunFileVerdict::Forbidden)
                results.append({id(), Error, file.relativePath, 0, file.reason, {}});
            else if (file.verdict == RunFileVerdict::Unknown)
                results.append({id(), Warning, file.relativePath, 0,
                                tr("Not an entry the workflow allows at the top of perf_opt/: %1").arg(file.reason), {}});
        }
        // Branch files follow their generation's naming (§0): a Gen B run names them
        // {op}_round{iter}_{opt_id}.py, a Gen A run {op}_opt_v{iter}_{opt_id}.py.
        // The records' contract decides where they say (a Gen B name among Gen A records is the odd
        // one out, though it alone makes the run look Gen B), else the run's generation.
        const ProjectSnapshot &s = context.snapshot;
        qsizetype contractA = 0;
        qsizetype contractB = 0;
        for (const PerfRecord &r : s.records.records) {
            contractA += r.contract == Generation::A;
            contractB += r.contract == Generation::B;
        }
        const Generation expected = contractA > contractB ? Generation::A
            : contractB > contractA                       ? Generation::B
                                                          : s.generation;
        if (expected == Generation::Unknown)
            return;
        const QString op = s.operatorName();
        for (const KernelVariant &variant : s.variants) {
            if (variant.kind != KernelVariant::Kind::Branch || variant.naming == Generation::Unknown
                || variant.naming == expected)
                continue;
            results.append({id(), Warning, variant.relativePath, 0,
                            expected == Generation::B
                                ? tr("Named as a Gen A branch; a Gen B run names its branches %1_round{iter}_{opt_id}.py")
                                      .arg(op)
                                : tr("Named as a Gen B branch; a Gen A run names its branches %1_opt_v{iter}_{opt_id}.py")
                                      .arg(op),
                            {}});
        }
    }
};

// Records the reader found wrong (a field of the wrong type, a round out of range, a non-finite
// duration, an artifact_path leaving the run): the workflow's gate lets some of them through, a
// reviewer does not.
class RecordsCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(RecordsCheck)

public:
    QString id() const override { return QStringLiteral("REVIEW-RECORDS"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        static const QStringList codes {QStringLiteral("records.wrong-type"), QStringLiteral("records.non-finite"),
                                        QStringLiteral("records.round-range"), QStringLiteral("records.artifact-outside"),
                                        QStringLiteral("records.missing-field")};
        const ProjectSnapshot &s = context.snapshot;
        for (const Diagnostic &d : s.records.diagnostics + s.recordDiagnostics)
            if (codes.contains(d.code))
                results.append({id(), Error, d.file, d.line, d.message, {d.code}});
    }
};

class LineageCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(LineageCheck)

public:
    QString id() const override { return QStringLiteral("REVIEW-LINEAGE"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const ProjectSnapshot &s = context.snapshot;
        for (const Diagnostic &d : s.lineage.diagnostics) {
            const bool hard = d.code == QLatin1String("lineage.cycle") || d.code == QLatin1String("lineage.unknown-parent");
            results.append({id(), hard ? Error : Warning, d.file, d.line, d.message, {d.code}});
        }
        // A branch the log reports as blocked (never measured) is expected to have no record.
        QString blockedText;
        for (const OptLogRound &round : s.optLog.rounds)
            for (const OptLogDecision &d : round.decisions)
                if (d.kind == OptLogDecision::Kind::Blocked || d.kind == OptLogDecision::Kind::Rollback)
                    blockedText += d.value + QLatin1Char(' ');
        for (const OptLogRound &round : s.optLog.rounds)
            for (const OptLogBranch &b : round.branches)
                if (b.status.contains(QLatin1String("blocked")) || b.correctness.verdict == CellValue::Verdict::Fail)
                    blockedText += b.id + QLatin1Char(' ');
        // Records that were not read (refused: RUN-READ) say nothing about which branch was measured.
        const bool recordsUnread = !s.records.hasBytes() && (s.records.exists || context.refused(s.records.displayPath));
        for (int v : recordsUnread ? QList<int>() : s.lineage.unmeasuredVariants) {
            const KernelVariant &variant = s.variants[v];
            const QString shortId = QStringLiteral("v%1_%2").arg(variant.iteration).arg(variant.optId);
            if (blockedText.contains(variant.optId) || blockedText.contains(shortId))
                continue;
            results.append({id(), Warning, variant.relativePath, 0,
                            tr("Branch file %1 was never measured and the log does not say it was blocked").arg(variant.fileName),
                            {}});
        }
    }
};

// The A/B arm (0 = A, 1 = B) of a run below ab_test.py's pair<i>A/ or pair<i>B/ folder, else -1.
int abArmOf(const QString &runDir)
{
    static const QRegularExpression pairFolder(QStringLiteral("(?:^|/)pair[1-9]\\d*([AB])(?:/|$)"));
    const QRegularExpressionMatch m = pairFolder.match(runDir);
    return !m.hasMatch() ? -1 : m.capturedView(1) == QLatin1StringView("A") ? 0 : 1;
}

// Each msprof_raw_path exists inside the run and holds a run whose Task Duration is the record's.
class ProfileCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(ProfileCheck)

    // What the index found about the file a run's figure comes from (a launch's OpBasicInfo, an app
    // run's op_summary): at most two findings, and whether one says the file was refused rather
    // than read. Findings about its other files (a broken trace.json link) only when there are none.
    struct Unmeasured
    {
        QStringList reasons;
        QStringList otherReasons;
        bool unread = false;
    };
    static QHash<QString, Unmeasured> whyUnmeasuredOf(const ProfileIndex &index)
    {
        QHash<QString, Unmeasured> why;
        for (const Diagnostic &d : index.diagnostics()) {
            // The run the finding is about: the nearest folder at or above its file that is one (a
            // launch's file lies a kernel and a launch folder below its run).
            QString dir = d.file;
            while (!dir.isEmpty() && !index.runAt(dir)) {
                const qsizetype slash = dir.lastIndexOf(u'/');
                dir.truncate(std::max<qsizetype>(slash, 0));
            }
            if (dir.isEmpty())
                continue;
            const QStringView name = QStringView(d.file).sliced(d.file.lastIndexOf(u'/') + 1);
            // (Not a second OpBasicInfo set aside: the first one says why there is no figure.)
            const bool figureFile = ((name.startsWith(QLatin1String("OpBasicInfo"), Qt::CaseInsensitive)
                                      || name.startsWith(QLatin1String("op_summary"), Qt::CaseInsensitive))
                                     && d.code != QLatin1String("profiles.several-opbasicinfo")
                                     && d.code != QLatin1String("profiles.opbasicinfo-beside-launches"))
                || d.code == QLatin1String("profiles.missing-opbasicinfo"); // filed on a launch folder
            Unmeasured &run = why[dir];
            if (!figureFile) {
                if (d.severity != Diagnostic::Severity::Info && run.otherReasons.size() < 2)
                    run.otherReasons.append(d.message);
                continue;
            }
            if (run.reasons.size() < 2) {
                // Where in the run, as "<kernel>/<n>/OpBasicInfo_….csv:2:3" below the run's folder.
                Diagnostic at = d;
                at.file = d.file.size() > dir.size() ? d.file.sliced(dir.size() + 1) : QString();
                run.reasons.append(
                    at.file.isEmpty() && at.line <= 0 ? d.message : at.location() + QStringLiteral(": ") + d.message);
            }
            run.unread = run.unread || GateContext::isReadRefusal(d); // (a linked CSV is refused so too)
        }
        for (Unmeasured &run : why)
            if (run.reasons.isEmpty())
                run.reasons = run.otherReasons;
        return why;
    }

public:
    QString id() const override { return QStringLiteral("REVIEW-PROFILE"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const ProjectSnapshot &s = context.snapshot;
        for (const Diagnostic &d : s.profileLinkDiagnostics)
            results.append({id(), d.severity == Diagnostic::Severity::Info ? Warning : Error, d.file, d.line, d.message, {d.code}});
        QSet<int> reported;
        for (const Diagnostic &d : s.profileLinkDiagnostics)
            reported.insert(d.line);
        struct PathRuns
        {
            qsizetype runs = 0; // runs found
            QList<double> durations; // their finite Task Durations
            QList<double> medians; // of each group of several (an A/B arm, the others)
        };
        QHash<QString, PathRuns> byPath;
        QHash<QString, Unmeasured> whyUnmeasured; // built when a record first needs it
        bool whyUnmeasuredBuilt = false;
        for (const PerfRecord &r : s.records.records) {
            // Any finite duration: a 0 or negative one is checked against its profile too.
            if (!r.valid || !std::isfinite(r.durationUs) || reported.contains(r.line))
                continue;
            if (r.msprofRawPath.isEmpty()) {
                if (r.contract == Generation::A)
                    results.append({id(), Warning, s.records.displayPath, r.line,
                                    tr("Record of %1 has no msprof_raw_path").arg(r.candidateId), {}});
                continue;
            }
            const QStringList runs = s.recordRuns.value(r.line);
            if (runs.isEmpty())
                continue;
            // What the path's runs state, worked out once per path: a round's folder may be named
            // by every record of the round, each holding its 1,500 runs.
            auto known = byPath.find(r.msprofRawPath);
            if (known == byPath.end()) {
                PathRuns path;
                QList<double> armDurations[2]; // runs below ab_test.py's pair<i>A/ and pair<i>B/
                QList<double> otherDurations; // the others
                for (const QString &dir : runs) {
                    const ProfileRun *run = s.profiles.runAt(dir);
                    if (!run)
                        continue;
                    ++path.runs;
                    const double d = run->taskDurationUs();
                    if (!std::isfinite(d))
                        continue;
                    path.durations.append(d);
                    if (const int arm = abArmOf(dir); arm >= 0)
                        armDurations[arm].append(d);
                    else
                        otherDurations.append(d);
                }
                // Several msprof runs under one path: the record may state the median of their
                // medians, as ab_test.py merges them — per arm when the runs are an A/B workdir's (a
                // median over both arms is no figure the protocol states). The candidate's own
                // repeated runs beside an A/B workdir: their median too.
                for (const QList<double> &group : {armDurations[0], armDurations[1], otherDurations})
                    if (group.size() > 1)
                        path.medians.append(AbTest::median(group));
                known = byPath.insert(r.msprofRawPath, path);
            }
            // float32 artefacts in the CSV (20.139999) and 3-decimal records.
            const auto agrees = [&r](double d) { return std::abs(d - r.durationUs) <= std::max(0.005 * r.durationUs, 0.002); };
            const bool matched = std::any_of(known->durations.cbegin(), known->durations.cend(), agrees)
                || std::any_of(known->medians.cbegin(), known->medians.cend(), agrees);
            if (matched || known->runs == 0)
                continue;
            QStringList seen;
            QList<double> durations;
            bool allUnread = true; // every run without a figure: its file was refused, not read
            for (const QString &dir : runs) {
                const ProfileRun *run = s.profiles.runAt(dir);
                if (!run)
                    continue;
                const double d = run->taskDurationUs();
                if (std::isfinite(d)) {
                    durations.append(d);
                    seen.append(QStringLiteral("%1: %2 µs").arg(dir, QString::number(d)));
                    continue;
                }
                if (!whyUnmeasuredBuilt) {
                    whyUnmeasured = whyUnmeasuredOf(s.profiles);
                    whyUnmeasuredBuilt = true;
                }
                const Unmeasured why = whyUnmeasured.value(dir);
                allUnread = allUnread && why.unread;
                seen.append(why.reasons.isEmpty()
                                ? tr("%1: no Task Duration").arg(dir)
                                : tr("%1: no Task Duration (%2)").arg(dir, why.reasons.join(QStringLiteral("; "))));
            }
            const bool anyDuration = !durations.isEmpty();
            // Output that states no Task Duration (no OpBasicInfo, no number in it, a simulator run)
            // cannot back the record: said as such, not as a different figure; output whose file
            // was refused (a link, not a regular file) was never read, so it states nothing.
            if (!seen.isEmpty())
                results.append({id(), Error, s.records.displayPath, r.line,
                                anyDuration ? tr("%1 records %2 µs but its msprof output says otherwise")
                                                  .arg(r.candidateId, QString::number(r.durationUs))
                                    : allUnread ? tr("%1 records %2 µs but its msprof output could not be read")
                                                      .arg(r.candidateId, QString::number(r.durationUs))
                                                : tr("%1 records %2 µs but its msprof output states no Task Duration")
                                                      .arg(r.candidateId, QString::number(r.durationUs)),
                                seen});
        }
    }
};

// Earlier versions of perf_records.jsonl are prefixes of the current file.
class AppendOnlyCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(AppendOnlyCheck)

public:
    QString id() const override { return QStringLiteral("REVIEW-APPEND-ONLY"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const ProjectSnapshot &s = context.snapshot;
        if (!s.records.exists)
            return;
        // Commits form one chronological chain and the workspace snapshots another; the two are not
        // interleaved in time (a snapshot may predate the last commit), so each chain ends at the file
        // on disk on its own.
        QList<AppendOnlyViolation> violations;
        if (context.options.useGitHistory) {
            QString historyError;
            const QList<RecordsVersion> versions
                = RecordsHistory::gitVersions(s.layout.absolute(s.records.displayPath), &historyError);
            if (!historyError.isEmpty()) // said, not passed over: the commits were not compared
                results.append({id(), Warning, s.records.displayPath, 0,
                                tr("The file's git history could not be read: %1").arg(historyError), {}});
            violations = RecordsHistory::check(versions, s.records, tr("the file on disk"));
        }
        if (!context.options.earlierRecordsError.isEmpty()) // said, not passed over, likewise
            results.append({id(), Warning, s.records.displayPath, 0,
                            tr("The file's earlier snapshot could not be read: %1").arg(context.options.earlierRecordsError),
                            {}});
        violations += RecordsHistory::check(context.options.earlierRecords, s.records, tr("the file on disk"));
        for (const AppendOnlyViolation &v : violations)
            results.append({id(), Error, s.records.displayPath, v.line,
                            v.laterText.isEmpty()
                                ? tr("Line %1 of %2 disappeared in %3 (perf_records.jsonl is append-only)").arg(v.line).arg(v.earlier, v.later)
                                : tr("Line %1 of %2 was changed in %3 (perf_records.jsonl is append-only)").arg(v.line).arg(v.earlier, v.later),
                            {v.earlierText, v.laterText}});
    }
};

// [DESIGN_LIMIT] in the Stage Result block if and only if perf_feedback.md exists.
class DesignLimitCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(DesignLimitCheck)

public:
    QString id() const override { return QStringLiteral("REVIEW-DESIGN-LIMIT"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const ProjectSnapshot &s = context.snapshot;
        const bool feedback = s.perfFeedbackFile.exists;
        int line = 0;
        const QString signal = s.optLog.designLimitSignal(&line);
        const bool stated = signal.contains(QLatin1String("DESIGN_LIMIT"));
        if (stated && !feedback)
            results.append({id(), Error, s.optLogFile.displayPath, line,
                            tr("The log signals [DESIGN_LIMIT] but perf_feedback.md does not exist"), {}});
        else if (!stated && feedback)
            results.append({id(), Error, s.perfFeedbackFile.displayPath, 0,
                            tr("perf_feedback.md exists but the log does not signal [DESIGN_LIMIT]"), {}});
    }
};

} // namespace

GateChecks StrictChecks::all()
{
    GateChecks checks;
    checks.push_back(std::make_unique<LayoutCheck>());
    checks.push_back(comparisonTableCheck());
    checks.push_back(finalClaimCheck());
    checks.push_back(std::make_unique<RecordsCheck>());
    checks.push_back(std::make_unique<LineageCheck>());
    checks.push_back(std::make_unique<ProfileCheck>());
    checks.push_back(std::make_unique<AppendOnlyCheck>());
    checks.push_back(decisionCheck());
    checks.push_back(nonRegressionCheck());
    checks.push_back(smallWinCheck());
    checks.push_back(terminationCheck());
    checks.push_back(std::make_unique<DesignLimitCheck>());
    checks.push_back(stageResultCheck());
    return checks;
}
