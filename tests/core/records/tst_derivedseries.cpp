// SPDX-License-Identifier: MIT
// The per-key trajectories of the bundled samples, every number checked by hand against the
// sample's perf_records.jsonl (and, for the log fallback, against its opt_log.md tables).
#include "optlog/optlogmeasurements.h"
#include "optlog/optlogparser.h"
#include "records/derivedseries.h"
#include "records/perfrecordsfile.h"
#include "run/projectloader.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

const QString rmsNorm = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm");
const QString argmaxLike = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like");
const QString shortFp16 = QStringLiteral("short_row / fp16_4096x1024");
const QString longFp16 = QStringLiteral("long_row / fp16_8x262144");

QList<double> bestValues(const WorkloadSeries &s)
{
    QList<double> out;
    for (const BestStep &step : s.bestSoFar)
        out.append(step.durationUs);
    return out;
}

QStringList winners(const WorkloadSeries &s)
{
    QStringList out;
    for (const SeriesPoint &p : s.points)
        if (p.isRoundWinner)
            out.append(p.candidateId);
    return out;
}

// One L0-passing Gen A record of dispatch path "main".
QByteArray recordLine(int round, const char *candidate, const char *workload, double us)
{
    return QStringLiteral("{\"round\": %1, \"candidate_id\": \"%2\", \"parent_id\": null, \"dispatch_path\": "
                          "\"main\", \"workload\": \"%3\", \"duration_us\": %4, \"l0_pass\": true, "
                          "\"timestamp\": \"2026-10-01T00:00:0%1Z\"}\n")
        .arg(round)
        .arg(QLatin1StringView(candidate), QLatin1StringView(workload))
        .arg(us)
        .toUtf8();
}

double geomean(std::initializer_list<double> ratios)
{
    double sum = 0;
    for (double r : ratios)
        sum += std::log(r);
    return std::exp(sum / double(ratios.size()));
}

} // namespace

class TestDerivedSeries : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rmsNormFromRecords();
    void rmsNormGeomeanPerRound();
    void l0FailureStaysOffTheBestLine();
    void argmaxGenBFinalPhase();
    void snapshotWithoutRecordsUsesTheLog();
    void logFallbackMatchesRecords();
    void recomputingKeepsTheResult();
    void emptyInput();
    void finalIsOneCandidateNeverAStitch_data();
    void finalIsOneCandidateNeverAStitch();
    void genBWithoutFinalRecordsUsesTheNamedFinal();
    void winnersBeatTheCurrentBest();
    void aRoundAfterARollbackBeatsTheBestItWentBackTo();
    void mergedRemeasurementsNeitherVoteNorWin();
    void unnamedFinalIgnoresNoiseLevelGains();
    void mergedSeriesIsOneWorkload();
};

void TestDerivedSeries::rmsNormFromRecords()
{
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(rmsNorm);
    const DerivedSeries d = snapshot->derivedSeries(0.03);
    QCOMPARE(d.source, DerivedSeries::Source::Records);
    QVERIFY(d.notes.isEmpty());
    QCOMPARE(d.pointCount(), 41);
    QCOMPARE(d.series.size(), 4);
    QCOMPARE(d.rounds, QList<int>({0, 1, 2, 3, 4}));

    const WorkloadSeries *s = d.find(shortFp16);
    QVERIFY(s);
    QCOMPARE(s->group, QStringLiteral("short_row"));
    QCOMPARE(s->workload, QStringLiteral("fp16_4096x1024"));
    QCOMPARE(s->points.size(), 11); // baseline + 3 + 2 + 2 + 3 (v4_fp16acc only here)
    QCOMPARE(s->baselineUs, 31.42);
    // Round 1: v1_bs4096 28.38, v1_cores48 32.62, v1_pipe 20.14 -> 20.14; round 2: 18.62 (v2_ubreuse);
    // round 3: 17.92 (v3_bs4096); round 4: v4_aivonly 17.70 (v4_fp16acc 16.62 failed L0).
    QCOMPARE(bestValues(*s), QList<double>({31.42, 20.14, 18.62, 17.92, 17.70}));
    QCOMPARE(s->bestSoFar.at(1).candidateId, QStringLiteral("v1_pipe"));
    QCOMPARE(s->bestAtRound(1), 20.14);
    // v4_aivonly is only 1.2 % faster than 17.92: inside the 3 % noise, not a round winner.
    QCOMPARE(winners(*s),
             QStringList({QStringLiteral("v1_pipe"), QStringLiteral("v2_ubreuse"), QStringLiteral("v3_bs4096")}));
    QCOMPARE(s->finalCandidateId, QStringLiteral("v3_bs4096"));
    QCOMPARE(s->finalUs, 17.92);
    QCOMPARE(s->speedup(), 31.42 / 17.92);

    const WorkloadSeries *l = d.find(longFp16);
    QVERIFY(l);
    // v4_aivonly 71.86 and v4_sbs8192 40.92 both lose to 40.86: the best holds.
    QCOMPARE(bestValues(*l), QList<double>({68.74, 47.88, 44.36, 40.86, 40.86}));
    QCOMPARE(l->finalUs, 40.86);
    QCOMPARE(d.find(QStringLiteral("short_row / bf16_4096x1024"))->finalUs, 18.36);
    QCOMPARE(d.find(QStringLiteral("long_row / bf16_8x262144"))->bestAtRound(4), 41.50);
}

void TestDerivedSeries::rmsNormGeomeanPerRound()
{
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(rmsNorm);
    const DerivedSeries d = snapshot->derivedSeries(0.03);
    QCOMPARE(d.geomeanSpeedupPerRound.size(), 5);
    QCOMPARE(d.geomeanSpeedupPerRound.at(0), 1.0);
    QVERIFY(qFuzzyCompare(d.geomeanSpeedupPerRound.at(1),
                          geomean({31.42 / 20.14, 32.06 / 20.62, 68.74 / 47.88, 69.58 / 48.52})));
    QVERIFY(qFuzzyCompare(d.geomeanSpeedupPerRound.at(2),
                          geomean({31.42 / 18.62, 32.06 / 19.10, 68.74 / 44.36, 69.58 / 45.02})));
    QVERIFY(qFuzzyCompare(d.geomeanSpeedupPerRound.at(3),
                          geomean({31.42 / 17.92, 32.06 / 18.36, 68.74 / 40.86, 69.58 / 41.54})));
    QVERIFY(qFuzzyCompare(d.geomeanSpeedupPerRound.at(4),
                          geomean({31.42 / 17.70, 32.06 / 18.30, 68.74 / 40.86, 69.58 / 41.50})));
    QCOMPARE(QString::number(d.geomeanSpeedupPerRound.at(1), 'f', 4), QStringLiteral("1.4949"));
    // The run ended with v3_bs4096 everywhere: the final geomean is round 3's.
    QVERIFY(qFuzzyCompare(d.geomeanSpeedup, d.geomeanSpeedupPerRound.at(3)));
    QCOMPARE(QString::number(d.geomeanSpeedup, 'f', 4), QStringLiteral("1.7138"));
}

void TestDerivedSeries::l0FailureStaysOffTheBestLine()
{
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(rmsNorm);
    const DerivedSeries d = snapshot->derivedSeries(0.03);
    const WorkloadSeries *s = d.find(shortFp16);
    const SeriesPoint *failed = nullptr;
    for (const SeriesPoint &p : s->points)
        if (p.recordLine == 41)
            failed = &p;
    QVERIFY(failed);
    QCOMPARE(failed->candidateId, QStringLiteral("v4_fp16acc"));
    QCOMPARE(failed->durationUs, 16.62);
    QVERIFY(!failed->l0Pass);
    QVERIFY(!failed->isRoundWinner);
    QCOMPARE(failed->round, 4);
    QCOMPARE(failed->orderInRound, 2);
    for (const BestStep &step : s->bestSoFar) {
        QVERIFY(step.durationUs > 16.62);
        QVERIFY(step.candidateId != QLatin1String("v4_fp16acc"));
    }
}

void TestDerivedSeries::argmaxGenBFinalPhase()
{
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(argmaxLike);
    const DerivedSeries d = snapshot->derivedSeries(0.03);
    QCOMPARE(d.source, DerivedSeries::Source::Records);
    QCOMPARE(d.series.size(), 3);
    QCOMPARE(d.pointCount(), 27);
    const QString kernel = QStringLiteral("perf_opt/argmax_like.py::_argmax_kernel::main");
    const WorkloadSeries *fp16 = d.find(kernel + QStringLiteral(" / argmax-2048x4096-fp16"));
    QVERIFY(fp16);
    QCOMPARE(fp16->group, kernel);
    // Round 1: 24.186 (round1_a_chain) beats merged 24.302; round 2: 19.063 (round2_pipe);
    // round 3 is the final re-measurement 19.084: the best holds, the final is the phase=final record.
    QCOMPARE(bestValues(*fp16), QList<double>({41.362, 24.186, 19.063, 19.063}));
    QCOMPARE(fp16->finalCandidateId, QStringLiteral("final"));
    QCOMPARE(fp16->finalUs, 19.084);
    const WorkloadSeries *fp32 = d.find(kernel + QStringLiteral(" / argmax-512x32000-fp32"));
    QCOMPARE(bestValues(*fp32), QList<double>({118.741, 70.881, 59.963, 59.963}));
    QCOMPARE(fp32->bestSoFar.at(1).candidateId, QStringLiteral("merged_r1_a_chain"));
    QCOMPARE(fp32->finalUs, 60.041);
    QVERIFY(qFuzzyCompare(d.geomeanSpeedup, geomean({41.362 / 19.084, 118.741 / 60.041, 38.905 / 18.867})));
}

void TestDerivedSeries::snapshotWithoutRecordsUsesTheLog()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QFile::copy(rmsNorm + QStringLiteral("/perf_opt/opt_log.md"), dir.filePath(QStringLiteral("opt_log.md"))));
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(dir.path());
    const DerivedSeries d = snapshot->derivedSeries(0.03);
    QCOMPARE(d.source, DerivedSeries::Source::LogTables);
    QVERIFY(!d.notes.isEmpty());
    QCOMPARE(d.notes.first(), QStringLiteral("from opt_log tables, not verified against records"));
    const WorkloadSeries *s = d.find(shortFp16);
    QVERIFY(s);
    QCOMPARE(s->baselineUs, 31.42);
    QCOMPARE(s->bestAtRound(1), 20.14);
    for (const SeriesPoint &p : s->points) {
        QCOMPARE(p.recordLine, 0);
        QVERIFY(p.logLine > 0);
    }
}

void TestDerivedSeries::logFallbackMatchesRecords()
{
    // The sample's log states every record in its comparison tables: both sources agree on
    // the keys, the baselines and the best so far of every measured round.
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(rmsNorm);
    const DerivedSeries records = DerivedSeries::fromRecords(snapshot->records, 0.03, snapshot->finalCandidateId());
    const DerivedSeries log = OptLogMeasurements::series(snapshot->optLog, 0.03);
    QCOMPARE(log.series.size(), records.series.size());
    for (const WorkloadSeries &r : records.series) {
        const WorkloadSeries *l = log.find(r.key);
        QVERIFY2(l, qPrintable(r.key));
        QCOMPARE(l->baselineUs, r.baselineUs);
        for (int round = 0; round <= 4; ++round)
            QCOMPARE(l->bestAtRound(round), r.bestAtRound(round));
    }
    const WorkloadSeries *s = log.find(shortFp16);
    bool failureSeen = false;
    for (const SeriesPoint &p : s->points)
        if (p.candidateId == QLatin1String("v4_fp16acc")) {
            failureSeen = true;
            QVERIFY(!p.l0Pass);
            QCOMPARE(p.durationUs, 16.62);
        }
    QVERIFY(failureSeen);
    QCOMPARE(s->finalUs, 17.92); // the Final Performance Test Data table
}

void TestDerivedSeries::recomputingKeepsTheResult()
{
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(rmsNorm);
    DerivedSeries d = snapshot->derivedSeries(0.03);
    const QList<double> before = d.geomeanSpeedupPerRound;
    const QStringList winnersBefore = winners(*d.find(shortFp16));
    d.computeTrajectories();
    QCOMPARE(d.geomeanSpeedupPerRound, before);
    QCOMPARE(winners(*d.find(shortFp16)), winnersBefore);
    QCOMPARE(d.find(shortFp16)->bestSoFar.size(), 5);
}

void TestDerivedSeries::emptyInput()
{
    const DerivedSeries fromNothing = OptLogMeasurements::series(OptLog(), 0.03);
    QCOMPARE(fromNothing.source, DerivedSeries::Source::None);
    QVERIFY(fromNothing.series.isEmpty());
    QTemporaryDir dir;
    QFile log(dir.filePath(QStringLiteral("opt_log.md")));
    QVERIFY(log.open(QIODevice::WriteOnly));
    log.write("# nothing measured\n\nNo tables here.\n");
    log.close();
    const DerivedSeries d = ProjectLoader::load(dir.path())->derivedSeries(0.03);
    QCOMPARE(d.source, DerivedSeries::Source::None);
    QCOMPARE(d.pointCount(), 0);
}

// A round winner beats the current best (the baseline, then each winner) by more than the noise
// threshold, as the workflow's "candidate vs current best" table has it: a noise-level point of an
// earlier round (r1_a, 2 % faster) is never adopted and raises no bar for round 2's r2_a (3.1 %
// faster than the baseline, 1.1 % faster than r1_a). And a final's L0 failure is no final.
void TestDerivedSeries::winnersBeatTheCurrentBest()
{
    const auto line = [](int round, const char *candidate, double us, bool l0 = true) {
        return QStringLiteral("{\"round\": %1, \"candidate_id\": \"%2\", \"parent_id\": null, \"dispatch_path\": "
                              "\"main\", \"workload\": \"w\", \"duration_us\": %3, \"l0_pass\": %4, "
                              "\"timestamp\": \"2026-10-01T00:00:0%1Z\"}\n")
            .arg(round)
            .arg(QLatin1StringView(candidate))
            .arg(us)
            .arg(l0 ? QStringLiteral("true") : QStringLiteral("false"))
            .toUtf8();
    };
    const QByteArray bytes = line(0, "baseline", 84.14) + line(1, "r1_a", 82.4572) + line(2, "r2_a", 81.5)
        + line(3, "r2_a", 70.0, false);
    const PerfRecordsFile records = PerfRecordsReader::parse(bytes, QStringLiteral("perf_records.jsonl"));
    const DerivedSeries d = DerivedSeries::fromRecords(records, 0.03, QStringLiteral("r2_a"));
    const WorkloadSeries *w = d.find(QStringLiteral("main / w"));
    QVERIFY(w);
    QStringList winners;
    for (const SeriesPoint &p : w->points)
        if (p.isRoundWinner)
            winners.append(p.candidateId + QLatin1Char('@') + QString::number(p.round));
    QCOMPARE(winners, QStringList {QStringLiteral("r2_a@2")});
    QCOMPARE(w->finalUs, 81.5); // its last L0-passing measurement, not the failing 70
    QCOMPARE(w->bestSoFar.constLast().durationUs, 81.5); // the failure is off the best line too
}

// Round 2's r2_a (80) was rolled back: round 3's branch names r1_a (90) as its parent and wins
// there by 8 %, though slower than the undone 80. Every view (charts, strict checks, summary) reads
// these marks, so they name that winner and that base.
void TestDerivedSeries::aRoundAfterARollbackBeatsTheBestItWentBackTo()
{
    const auto line = [](int round, const char *candidate, const char *parent, double us) {
        return QStringLiteral("{\"round\": %1, \"candidate_id\": \"%2\", \"parent_id\": %3, \"dispatch_path\": "
                              "\"main\", \"workload\": \"w\", \"duration_us\": %4, \"l0_pass\": true, "
                              "\"timestamp\": \"2026-10-01T00:00:0%1Z\"}\n")
            .arg(round)
            .arg(QLatin1StringView(candidate))
            .arg(*parent ? QStringLiteral("\"%1\"").arg(QLatin1StringView(parent)) : QStringLiteral("null"))
            .arg(us)
            .toUtf8();
    };
    const QByteArray bytes = line(0, "baseline", "", 100) + line(1, "r1_a", "baseline", 90)
        + line(2, "r2_a", "r1_a", 80) + line(3, "r3_a", "r1_a", 83) + line(3, "r3_b", "r1_a", 89);
    const DerivedSeries d = DerivedSeries::fromRecords(PerfRecordsReader::parse(bytes, u"perf_records.jsonl"_s), 0.03);
    const WorkloadSeries *w = d.find(u"main / w"_s);
    QVERIFY(w);
    QCOMPARE(winners(*w), (QStringList {u"r1_a"_s, u"r2_a"_s, u"r3_a"_s}));
    QCOMPARE(d.roundBases.value(3), u"r1_a"_s);
    QCOMPARE(w->comparedAgainst(3), 90.0);
    QCOMPARE(w->comparedAgainst(2), 90.0);
    QVERIFY(std::isnan(w->comparedAgainst(0))); // nothing before the baseline
}

// Gen B: a merged re-measurement names its branch as parent, but the round was built on the best
// its branches name (no vote for the branch itself), and it is no rival of a branch measured in an
// earlier round either; a round based on the baseline compares with the baseline's figure.
void TestDerivedSeries::mergedRemeasurementsNeitherVoteNorWin()
{
    const auto line = [](int round, const char *candidate, const char *parent, const char *phase, double us) {
        return QStringLiteral(
                   "{\"round\": %1, \"candidate_id\": \"%2\", \"parent_id\": %3, \"kernel_id\": \"k.py::f\", "
                   "\"workload_id\": \"w\", \"phase\": \"%4\", \"artifact_path\": \"k.py\", \"artifact_sha256\": "
                   "\"%6\", "
                   "\"duration_us\": %5, \"l0_pass\": true, \"msprof_raw_path\": \"profiles/x\", "
                   "\"timestamp\": \"2026-10-01T00:00:0%1Z\"}\n")
            .arg(round)
            .arg(QLatin1StringView(candidate))
            .arg(*parent ? QStringLiteral("\"%1\"").arg(QLatin1StringView(parent)) : QStringLiteral("null"))
            .arg(QLatin1StringView(phase))
            .arg(us)
            .arg(QString(64, u'a'))
            .toUtf8();
    };
    // Round 3 has one branch (a3, built on the rolled-back-to r1_a) and its merge m3: a3 and r1_a
    // would tie 1:1 if m3 voted, and "a3" sorts first. Round 4's merge of r1_a re-measures a branch
    // of round 1: 86 would beat the base's 90, but it is the same code.
    const QByteArray bytes = line(0, "baseline", "", "baseline", 100) + line(1, "r1_a", "baseline", "candidate", 90)
        + line(2, "r2_a", "r1_a", "candidate", 80) + line(3, "a3", "r1_a", "candidate", 83)
        + line(3, "m3", "a3", "merged", 83.1) + line(4, "x4", "r1_a", "candidate", 95)
        + line(4, "m1", "r1_a", "merged", 86);
    const DerivedSeries d = DerivedSeries::fromRecords(PerfRecordsReader::parse(bytes, u"perf_records.jsonl"_s), 0.03);
    QCOMPARE(d.series.size(), 1);
    const WorkloadSeries &w = d.series.first();
    QCOMPARE(d.roundBases.value(3), u"r1_a"_s);
    QCOMPARE(w.comparedAgainst(3), 90.0);
    QCOMPARE(winners(w), (QStringList {u"r1_a"_s, u"r2_a"_s, u"a3"_s}));
    QCOMPARE(w.comparedAgainst(1), 100.0);

    // A merge whose parent was never measured as a branch is a rival like any point, in the last
    // round a record can name too (2^31-1 is no "never").
    const DerivedSeries last = DerivedSeries::fromRecords(
        PerfRecordsReader::parse(bytes + line(2147483647, "m9", "ghost", "merged", 70), u"perf_records.jsonl"_s), 0.03);
    QCOMPARE(winners(last.series.first()), (QStringList {u"r1_a"_s, u"r2_a"_s, u"a3"_s, u"m9"_s}));
}

// No final named: a later candidate faster on one key by noise only, and 75 % slower on the other,
// is not what the run ended with (its best-so-far on the first key is that noise-level point).
void TestDerivedSeries::unnamedFinalIgnoresNoiseLevelGains()
{
    const auto line = recordLine;
    const QByteArray bytes = line(0, "baseline", "w1", 20) + line(0, "baseline", "w2", 40) + line(1, "v1_a", "w1", 18)
        + line(1, "v1_a", "w2", 36) + line(2, "v2_b", "w1", 17.9) + line(2, "v2_b", "w2", 63);
    const DerivedSeries d
        = DerivedSeries::fromRecords(PerfRecordsReader::parse(bytes, QStringLiteral("perf_records.jsonl")), 0.03, QString());
    const WorkloadSeries *w1 = d.find(QStringLiteral("main / w1"));
    const WorkloadSeries *w2 = d.find(QStringLiteral("main / w2"));
    QVERIFY(w1 && w2);
    QCOMPARE(w1->bestSoFar.constLast().candidateId, QStringLiteral("v2_b"));
    QCOMPARE(w1->finalCandidateId, QStringLiteral("v1_a"));
    QCOMPARE(w2->finalCandidateId, QStringLiteral("v1_a"));
    QCOMPARE(w1->finalUs, 18.0);
    QCOMPARE(w2->finalUs, 36.0);
    // Nothing beat the baseline beyond noise: the run ended where it started.
    const auto finalOf = [](const QByteArray &bytes, const char *key) {
        const DerivedSeries d = DerivedSeries::fromRecords(PerfRecordsReader::parse(bytes, QStringLiteral("p.jsonl")),
                                                           0.03, QString());
        const WorkloadSeries *s = d.find(QString::fromLatin1(key));
        return s ? s->finalCandidateId : QStringLiteral("(no key)");
    };
    QCOMPARE(finalOf(line(0, "baseline", "w1", 20) + line(1, "v1_a", "w1", 19.9), "main / w1"), QStringLiteral("baseline"));
    // A win on one key, noise on the others: adopted (it regresses none), on every key.
    const QByteArray partial = line(0, "baseline", "w1", 20) + line(0, "baseline", "w2", 40) + line(0, "baseline", "w3", 30)
        + line(1, "v1_a", "w1", 15) + line(1, "v1_a", "w2", 39.5) + line(1, "v1_a", "w3", 29.5);
    QCOMPARE(finalOf(partial, "main / w2"), QStringLiteral("v1_a"));
    // A later win that regresses another key beyond noise is not adopted.
    QCOMPARE(finalOf(partial + line(2, "v2_b", "w1", 10) + line(2, "v2_b", "w2", 60) + line(2, "v2_b", "w3", 29),
                     "main / w1"),
             QStringLiteral("v1_a"));
    // A candidate that failed L0 on a key is adopted nowhere.
    const auto failing = [&line](int round, const char *candidate, const char *workload, double us) {
        return line(round, candidate, workload, us).replace("\"l0_pass\": true", "\"l0_pass\": false");
    };
    QCOMPARE(finalOf(line(0, "baseline", "w1", 20) + line(0, "baseline", "w2", 40) + line(1, "v1_a", "w1", 15)
                         + failing(1, "v1_a", "w2", 30),
                     "main / w1"),
             QStringLiteral("baseline"));
    // Measured on one key of three, while another candidate was measured on all: not adopted.
    QCOMPARE(finalOf(partial + line(2, "v2_b", "w1", 10), "main / w3"), QStringLiteral("v1_a"));
    // Branches that each serve one key (none measured on all): adopted on what they measured.
    QCOMPARE(finalOf(line(0, "baseline", "w1", 20) + line(0, "baseline", "w2", 40) + line(1, "v1_a", "w1", 14)
                         + line(1, "v1_b", "w2", 39),
                     "main / w1"),
             QStringLiteral("v1_a"));
    // No baseline measured: the candidate most keys ended their best-so-far on.
    QCOMPARE(finalOf(line(1, "v1_a", "w1", 20) + line(2, "v2_b", "w1", 18), "main / w1"), QStringLiteral("v2_b"));
}

QTEST_GUILESS_MAIN(TestDerivedSeries)
void TestDerivedSeries::finalIsOneCandidateNeverAStitch_data()
{
    QTest::addColumn<QString>("named"); // the final candidate the log names, if any
    QTest::addColumn<QString>("final"); // whose figures every key's final holds; empty: none
    QTest::addColumn<double>("w1Final");
    QTest::addColumn<double>("w2Final");
    // Round 1: r1_a is the fastest on w1, r1_b on w2; round 2 measures r1_a again on w1 only.
    QTest::newRow("named: its figures on every key") << QStringLiteral("r1_b") << QStringLiteral("r1_b") << 9.0 << 7.0;
    QTest::newRow("named, never measured: no final") << QStringLiteral("r3_gone") << QString() << qQNaN() << qQNaN();
    // Unnamed: the candidate the run adopted last. Both win round 1 on both keys; r1_b's geometric
    // gain is the larger (12/9 and 10/7 against 12/8 and 10/8); r1_a measured again on w1 alone in
    // round 2 is not adopted (w2 unmeasured). r1_b, on both keys.
    QTest::newRow("unnamed: the candidate adopted last") << QString() << QStringLiteral("r1_b") << 9.0 << 7.0;
}

void TestDerivedSeries::finalIsOneCandidateNeverAStitch()
{
    QFETCH(QString, named);
    QFETCH(QString, final);
    QFETCH(double, w1Final);
    QFETCH(double, w2Final);
    const auto line = recordLine;
    const QByteArray bytes = line(0, "baseline", "w1", 12) + line(0, "baseline", "w2", 10) + line(1, "r1_a", "w1", 8)
        + line(1, "r1_a", "w2", 8) + line(1, "r1_b", "w1", 9) + line(1, "r1_b", "w2", 7) + line(2, "r1_a", "w1", 7.5);
    const PerfRecordsFile records = PerfRecordsReader::parse(bytes, QStringLiteral("perf_records.jsonl"));
    QCOMPARE(records.validRecords().size(), 7);
    const DerivedSeries d = DerivedSeries::fromRecords(records, 0.03, named);
    const WorkloadSeries *w1 = d.find(QStringLiteral("main / w1"));
    const WorkloadSeries *w2 = d.find(QStringLiteral("main / w2"));
    QVERIFY(w1 && w2);
    // Each key's own fastest branch would be r1_a (7.5) on w1 and r1_b (7) on w2: a stitch.
    QCOMPARE(w1->bestSoFar.constLast().candidateId, QStringLiteral("r1_a"));
    QCOMPARE(w2->bestSoFar.constLast().candidateId, QStringLiteral("r1_b"));
    QCOMPARE(w1->finalCandidateId, final);
    QCOMPARE(w2->finalCandidateId, final);
    if (final.isEmpty()) {
        QVERIFY(std::isnan(w1->finalUs) && std::isnan(w2->finalUs));
        QVERIFY(std::isnan(d.geomeanSpeedup));
    } else {
        QCOMPARE(w1->finalUs, w1Final);
        QCOMPARE(w2->finalUs, w2Final);
        QVERIFY(qFuzzyCompare(d.geomeanSpeedup, geomean({12 / w1Final, 10 / w2Final})));
    }
}

void TestDerivedSeries::genBWithoutFinalRecordsUsesTheNamedFinal()
{
    // A Gen B run still tuning has no phase=final record yet: its finals are the candidate the run
    // names final (the log's last new current best), not none.
    QFile file(argmaxLike + QStringLiteral("/perf_opt/perf_records.jsonl"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray bytes;
    for (const QByteArray &line : file.readAll().split('\n'))
        if (!line.contains("\"phase\": \"final\"") && !line.isEmpty())
            bytes += line + '\n';
    const PerfRecordsFile records = PerfRecordsReader::parse(bytes, QStringLiteral("perf_records.jsonl"));
    const DerivedSeries d = DerivedSeries::fromRecords(records, 0.03, QStringLiteral("merged_r2_pipe"));
    QCOMPARE(d.series.size(), 3);
    for (const WorkloadSeries &s : d.series) {
        QCOMPARE(s.finalCandidateId, QStringLiteral("merged_r2_pipe"));
        QVERIFY(std::isfinite(s.finalUs));
    }
    QVERIFY(std::isfinite(d.geomeanSpeedup));
}

#include "tst_derivedseries.moc"

// Records of one workload under two keys, merged: one series in record order, its baseline the
// first baseline and its final the final's record under either key.
void TestDerivedSeries::mergedSeriesIsOneWorkload()
{
    const auto line = [](int round, const char *candidate, const char *dispatch, double us) {
        return QStringLiteral("{\"round\": %1, \"candidate_id\": \"%2\", \"parent_id\": null, \"dispatch_path\": "
                              "\"%3\", \"workload\": \"w\", \"duration_us\": %4, \"l0_pass\": true, "
                              "\"timestamp\": \"2026-10-01T00:00:0%1Z\"}\n")
            .arg(round)
            .arg(QLatin1StringView(candidate), QLatin1StringView(dispatch))
            .arg(us)
            .toUtf8();
    };
    const QByteArray bytes
        = line(0, "baseline", "main", 80.0) + line(1, "r1_a", "main", 60.0) + line(2, "r2_a", "./main", 50.0);
    const PerfRecordsFile records = PerfRecordsReader::parse(bytes, QStringLiteral("perf_records.jsonl"));
    DerivedSeries d = DerivedSeries::fromRecords(records, 0.03, QStringLiteral("r2_a"));
    QCOMPARE(d.series.size(), 2);
    QVERIFY(std::isnan(d.find(QStringLiteral("main / w"))->finalUs));
    d.mergeSeries(QStringLiteral("./main / w"), QStringLiteral("main / w"));
    QCOMPARE(d.series.size(), 1);
    const WorkloadSeries &w = d.series.first();
    QCOMPARE(w.key, QStringLiteral("main / w"));
    QCOMPARE(w.points.size(), 3);
    QCOMPARE(w.points.at(2).recordLine, 3);
    QCOMPARE(w.baselineUs, 80.0);
    QCOMPARE(w.finalUs, 50.0);
    QCOMPARE(w.finalCandidateId, QStringLiteral("r2_a"));
    QCOMPARE(d.geomeanSpeedup, 1.6);

    // Several spellings joined at once (ProjectSnapshot::recordSeries' way): the same one series,
    // whatever the order the merges come in; a merge naming no series changes nothing.
    const QByteArray three = line(0, "baseline", "main", 80.0) + line(1, "r1_a", "a/main", 60.0)
        + line(2, "r2_a", "./main", 50.0) + line(2, "r2_b", "b/main", 55.0);
    DerivedSeries batch = DerivedSeries::fromRecords(
        PerfRecordsReader::parse(three, QStringLiteral("perf_records.jsonl")), 0.03, QStringLiteral("r2_a"));
    QCOMPARE(batch.series.size(), 4);
    batch.mergeSeries({{QStringLiteral("b/main / w"), QStringLiteral("main / w")},
                       {QStringLiteral("./main / w"), QStringLiteral("main / w")},
                       {QStringLiteral("nowhere / w"), QStringLiteral("main / w")},
                       {QStringLiteral("a/main / w"), QStringLiteral("main / w")}});
    QCOMPARE(batch.series.size(), 1);
    QCOMPARE(batch.series.first().points.size(), 4);
    for (int i = 0; i < 4; ++i)
        QCOMPARE(batch.series.first().points.at(i).recordLine, i + 1);
    QCOMPARE(batch.series.first().baselineUs, 80.0);
    QCOMPARE(batch.series.first().finalUs, 50.0);
}
