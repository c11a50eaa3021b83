// SPDX-License-Identifier: MIT
// RoundSummaryBuilder over the bundled runs: per round, the current best the branches were compared
// with, every row's status against it (l0_fail for a failed L0), the round's winners, and a final
// table taken from the final candidate's own records — never a stitch of each workload's fastest
// branch (rms_norm's v4_aivonly is faster than the final v3_bs4096 on both short_row keys).
#include "gates/roundsummary.h"
#include "records/perfrecordsfile.h"
#include "run/projectloader.h"
#include "runcopy.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace {

const QString kShortFp16 = u"short_row / fp16_4096x1024"_s;
const QString kShortBf16 = u"short_row / bf16_4096x1024"_s;
const QString kLongFp16 = u"long_row / fp16_8x262144"_s;
const QString kLongBf16 = u"long_row / bf16_8x262144"_s;

struct Built
{
    DerivedSeries series;
    QList<RoundSummary> rounds;
};

Built buildSample(const char *name)
{
    const ProjectSnapshotPtr snapshot
        = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/") + QLatin1String(name));
    Built out;
    out.series = DerivedSeries::fromRecords(snapshot->records, 0.03, snapshot->finalCandidateId());
    out.rounds = RoundSummaryBuilder::build(out.series);
    return out;
}

const RoundSummary *roundOf(const QList<RoundSummary> &rounds, int number)
{
    for (const RoundSummary &r : rounds)
        if (r.round == number)
            return &r;
    return nullptr;
}

// One Gen A record of dispatch path "main" (parent "": null).
QByteArray recordLine(int round, const char *candidate, const char *parent, const char *workload, double us)
{
    return QStringLiteral("{\"round\": %1, \"candidate_id\": \"%2\", \"parent_id\": %3, \"dispatch_path\": "
                          "\"main\", \"workload\": \"%4\", \"duration_us\": %5, \"l0_pass\": true, "
                          "\"timestamp\": \"2026-10-01T00:00:0%1Z\"}\n")
        .arg(round)
        .arg(QLatin1StringView(candidate), *parent ? u'"' + QLatin1StringView(parent) + u'"' : u"null"_s,
             QLatin1StringView(workload))
        .arg(us)
        .toUtf8();
}

QStringList describe(const QList<RoundSummaryRow> &rows)
{
    QStringList out;
    for (const RoundSummaryRow &row : rows)
        out.append(row.candidateId + u" @ "_s + row.workloadKey);
    return out;
}

} // namespace

class TestRoundSummary : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rounds_data();
    void rounds();
    void rows_data();
    void rows();
    void finalUsesTheFinalCandidate();
    void geomeanAfterEachRound();
    void json();
    void text();
    void textOfAnUnmeasuredFinal();
    void textKeepsPercentSignsOfTheRun();
    void streamedJsonIsTheDocument_data();
    void streamedJsonIsTheDocument();
    void streamedTextIsTheReport();
    void genB();
    void genBSmokeItemRecordsAreNoFinal();
    void rowsAndWinnersShareTheCurrentBest();
    void roundBuiltOnARolledBackBest();
    void remeasuredFinalIsOneFigure();
};

void TestRoundSummary::rounds_data()
{
    QTest::addColumn<int>("round");
    QTest::addColumn<QString>("currentBest");
    QTest::addColumn<int>("rowCount");
    QTest::addColumn<QStringList>("winners");
    const auto all = [](const char *candidate) {
        const QString c = QLatin1String(candidate);
        // Keys come in sorted order.
        return QStringList {c + u" @ "_s + kLongBf16, c + u" @ "_s + kLongFp16, c + u" @ "_s + kShortBf16,
                            c + u" @ "_s + kShortFp16};
    };
    QTest::newRow("round 1 against the baseline") << 1 << u"baseline"_s << 12 << all("v1_pipe");
    QTest::newRow("round 2 against v1_pipe") << 2 << u"v1_pipe"_s << 8 << all("v2_ubreuse");
    QTest::newRow("round 3 against v2_ubreuse (short_row wins 3.8 %, above noise)")
        << 3 << u"v2_ubreuse"_s << 8 << all("v3_bs4096");
    QTest::newRow("round 4: no winner (the fastest branch failed L0, the others are noise)")
        << 4 << u"v3_bs4096"_s << 9 << QStringList();
}

void TestRoundSummary::rounds()
{
    QFETCH(int, round);
    QFETCH(QString, currentBest);
    QFETCH(int, rowCount);
    QFETCH(QStringList, winners);
    const Built built = buildSample("rms_norm");
    QList<int> numbers;
    for (const RoundSummary &r : built.rounds)
        numbers.append(r.round);
    QCOMPARE(numbers, (QList<int> {1, 2, 3, 4})); // the baseline round has nothing to compare with
    const RoundSummary *summary = roundOf(built.rounds, round);
    QVERIFY(summary);
    QCOMPARE(summary->currentBestId, currentBest);
    QCOMPARE(summary->rows.size(), rowCount);
    QCOMPARE(describe(summary->winners), winners);
}

void TestRoundSummary::rows_data()
{
    QTest::addColumn<int>("round");
    QTest::addColumn<QString>("candidate");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("duration");
    QTest::addColumn<double>("currentBest");
    QTest::addColumn<double>("vsBest"); // rounded to 1 decimal, + = faster
    QTest::addColumn<QString>("status");
    QTest::addColumn<bool>("l0Pass");
    QTest::addColumn<int>("recordLine");
    QTest::addColumn<QString>("parent");
    QTest::newRow("v1_pipe beats the baseline")
        << 1 << u"v1_pipe"_s << kShortFp16 << 20.14 << 31.42 << 35.9 << u"improved"_s << true << 13 << u"baseline"_s;
    QTest::newRow("v1_cores48 regresses short_row")
        << 1 << u"v1_cores48"_s << kShortFp16 << 32.62 << 31.42 << -3.8 << u"regressed"_s << true << 9 << u"baseline"_s;
    QTest::newRow("v1_cores48 is noise on long_row")
        << 1 << u"v1_cores48"_s << kLongFp16 << 68.46 << 68.74 << 0.4 << u"noise"_s << true << 11 << u"baseline"_s;
    QTest::newRow("v2_ubreuse improves on v1_pipe")
        << 2 << u"v2_ubreuse"_s << kShortFp16 << 18.62 << 20.14 << 7.5 << u"improved"_s << true << 17 << u"v1_pipe"_s;
    QTest::newRow("v2_pipe3 is noise against v1_pipe")
        << 2 << u"v2_pipe3"_s << kShortFp16 << 19.9 << 20.14 << 1.2 << u"noise"_s << true << 21 << u"v1_pipe"_s;
    QTest::newRow("v3_bs4096 wins short_row by 3.8 %")
        << 3 << u"v3_bs4096"_s << kShortFp16 << 17.92 << 18.62 << 3.8 << u"improved"_s << true << 25 << u"v2_ubreuse"_s;
    QTest::newRow("v4_aivonly: −1.2 % is noise")
        << 4 << u"v4_aivonly"_s << kShortFp16 << 17.7 << 17.92 << 1.2 << u"noise"_s << true << 37 << u"v3_bs4096"_s;
    QTest::newRow("v4_aivonly regresses long_row by 75.9 %") << 4 << u"v4_aivonly"_s << kLongFp16 << 71.86 << 40.86
                                                             << -75.9 << u"regressed"_s << true << 39 << u"v3_bs4096"_s;
    QTest::newRow("v4_fp16acc failed L0: l0_fail, although 7.3 % faster")
        << 4 << u"v4_fp16acc"_s << kShortFp16 << 16.62 << 17.92 << 7.3 << u"l0_fail"_s << false << 41 << u"v3_bs4096"_s;
}

void TestRoundSummary::rows()
{
    QFETCH(int, round);
    QFETCH(QString, candidate);
    QFETCH(QString, key);
    QFETCH(double, duration);
    QFETCH(double, currentBest);
    QFETCH(double, vsBest);
    QFETCH(QString, status);
    QFETCH(bool, l0Pass);
    QFETCH(int, recordLine);
    QFETCH(QString, parent);
    const Built built = buildSample("rms_norm");
    const RoundSummary *summary = roundOf(built.rounds, round);
    QVERIFY(summary);
    // The JSON form carries the status names (l0_fail is not a NoiseClass) and the rounding.
    const QJsonArray rounds = RoundSummaryBuilder::toJson(built.series, {*summary}).value(u"rounds").toArray();
    QCOMPARE(rounds.size(), 1);
    QJsonObject found;
    int matches = 0;
    for (const QJsonValue &v : rounds.at(0).toObject().value(u"rows").toArray()) {
        const QJsonObject row = v.toObject();
        if (row.value(u"candidate_id").toString() == candidate && row.value(u"workload_key").toString() == key) {
            found = row;
            ++matches;
        }
    }
    QCOMPARE(matches, 1);
    QCOMPARE(found.value(u"duration_us").toDouble(), duration);
    QCOMPARE(found.value(u"current_best_us").toDouble(), currentBest);
    QCOMPARE(found.value(u"vs_best_pct").toDouble(), vsBest);
    QCOMPARE(found.value(u"status").toString(), status);
    QCOMPARE(found.value(u"l0_pass").toBool(), l0Pass);
    QCOMPARE(found.value(u"record_line").toInt(), recordLine);
    QCOMPARE(found.value(u"parent_id").toString(), parent);
}

void TestRoundSummary::finalUsesTheFinalCandidate()
{
    const Built built = buildSample("rms_norm");
    struct Expected
    {
        QString key;
        double baseline;
        double final;
    };
    const QList<Expected> expected {{kLongBf16, 69.58, 41.54},
                                    {kLongFp16, 68.74, 40.86},
                                    {kShortBf16, 32.06, 18.36}, // v4_aivonly measured 18.30
                                    {kShortFp16, 31.42, 17.92}}; // v4_aivonly measured 17.70
    const QJsonArray finals = RoundSummaryBuilder::toJson(built.series, built.rounds).value(u"final").toArray();
    QCOMPARE(finals.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i) {
        const QJsonObject f = finals.at(i).toObject();
        QCOMPARE(f.value(u"workload_key").toString(), expected[i].key);
        QCOMPARE(f.value(u"final_candidate_id").toString(), u"v3_bs4096"_s);
        QCOMPARE(f.value(u"baseline_us").toDouble(), expected[i].baseline);
        QCOMPARE(f.value(u"final_us").toDouble(), expected[i].final);
        QCOMPARE(f.value(u"speedup").toDouble(), std::round(expected[i].baseline / expected[i].final * 1e4) / 1e4);
    }
    // (31.42/17.92 · 32.06/18.36 · 68.74/40.86 · 69.58/41.54)^(1/4), as the log's Final Summary states (1.714).
    QCOMPARE(RoundSummaryBuilder::toJson(built.series, built.rounds).value(u"geomean_speedup").toDouble(), 1.7138);
}

void TestRoundSummary::geomeanAfterEachRound()
{
    // The speedup after a round is the current best's: after round 4, which adopted nothing, it is still
    // v3_bs4096's 1.7138 — not 1.721 from v4_aivonly's faster short_row numbers.
    const Built built = buildSample("rms_norm");
    QList<double> geomeans;
    for (const RoundSummary &r : built.rounds)
        geomeans.append(std::round(r.geomeanSpeedup * 1e4) / 1e4);
    QCOMPARE(geomeans, (QList<double> {1.4949, 1.6139, 1.7138, 1.7138}));
}

void TestRoundSummary::json()
{
    const Built built = buildSample("rms_norm");
    const QJsonObject json = RoundSummaryBuilder::toJson(built.series, built.rounds);
    QCOMPARE(json.keys(), (QStringList {u"final"_s, u"geomean_keys"_s, u"geomean_speedup"_s, u"noise_threshold"_s,
                                        u"rounds"_s, u"workload_keys"_s}));
    QCOMPARE(json.value(u"geomean_keys").toInt(), 4);
    QCOMPARE(json.value(u"workload_keys").toInt(), 4);
    QCOMPARE(json.value(u"noise_threshold").toDouble(), 0.03);
    const QJsonObject round2 = json.value(u"rounds").toArray().at(1).toObject();
    QCOMPARE(round2.keys(),
             (QStringList {u"current_best_id"_s, u"geomean_speedup"_s, u"round"_s, u"rows"_s, u"winners"_s}));
    QCOMPARE(round2.value(u"round").toInt(), 2);
    QCOMPARE(round2.value(u"current_best_id").toString(), u"v1_pipe"_s);
    QCOMPARE(round2.value(u"geomean_speedup").toDouble(), 1.6139);
    QCOMPARE(round2.value(u"winners").toArray().size(), 4);
    const QJsonObject row = round2.value(u"rows").toArray().at(0).toObject();
    QCOMPARE(row.keys(),
             (QStringList {u"candidate_id"_s, u"current_best_us"_s, u"duration_us"_s, u"l0_pass"_s, u"parent_id"_s,
                           u"record_line"_s, u"status"_s, u"vs_best_pct"_s, u"workload_key"_s}));
}

void TestRoundSummary::text()
{
    const Built built = buildSample("rms_norm");
    const QString text = RoundSummaryBuilder::toText(built.series, built.rounds);
    const QStringList expected {
        u"## Round 2 — candidate vs current best (v1_pipe)"_s,
        u"| branch | workload | l0 | Task Duration(us) | current best(us) | vs best | status |"_s,
        u"| v2_ubreuse | short_row / fp16_4096x1024 | pass | 18.620 | 20.140 | +7.5% | improved |"_s,
        u"| v1_cores48 | short_row / fp16_4096x1024 | pass | 32.620 | 31.420 | -3.8% | regressed |"_s,
        u"| v4_fp16acc | short_row / fp16_4096x1024 | FAIL | 16.620 | 17.920 | +7.3% | l0_fail |"_s,
        u"winners: none; geomean speedup over baseline: 1.714x"_s,
        u"| short_row / fp16_4096x1024 | 31.420 | 17.920 | v3_bs4096 | 1.753x |"_s,
        u"geometric mean speedup: 1.714x"_s};
    for (const QString &line : expected)
        QVERIFY2(text.contains(line), qPrintable(line + u"\nnot in:\n"_s + text));
}

// A workload and a candidate id holding "%2C" (URL-escaped) and "%1" print as they are: no figure
// lands inside them, no column shifts.
void TestRoundSummary::textKeepsPercentSignsOfTheRun()
{
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"));
    PerfRecordsFile records = snapshot->records;
    for (PerfRecord &record : records.records) {
        if (record.workload == u"fp16_4096x1024"_s)
            record.workload = u"fp16_4096x1024%2Cvocab"_s;
        if (record.candidateId == u"v2_ubreuse"_s)
            record.candidateId = u"v2_ub%1reuse"_s;
    }
    const DerivedSeries series = DerivedSeries::fromRecords(records, 0.03, snapshot->finalCandidateId());
    const QString text = RoundSummaryBuilder::toText(series, RoundSummaryBuilder::build(series));
    for (const QString &line : {u"| v2_ub%1reuse | short_row / fp16_4096x1024%2Cvocab | pass | 18.620 | 20.140 | +7.5% | improved |"_s,
                                u"| v1_cores48 | short_row / fp16_4096x1024%2Cvocab | pass | 32.620 | 31.420 | -3.8% | regressed |"_s,
                                u"v2_ub%1reuse (short_row / fp16_4096x1024%2Cvocab); geomean speedup over baseline: 1.614x"_s})
        QVERIFY2(text.contains(line), qPrintable(line + u"\nnot in:\n"_s + text));
}

void TestRoundSummary::textOfAnUnmeasuredFinal()
{
    // The log names v3_bs4096, the records never measured it: no final figures, said so; no "nan".
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"));
    PerfRecordsFile records = snapshot->records;
    for (PerfRecord &record : records.records)
        if (record.candidateId == u"v3_bs4096"_s)
            record.candidateId = u"merged_r3_combined"_s;
    const DerivedSeries series = DerivedSeries::fromRecords(records, 0.03, snapshot->finalCandidateId());
    QCOMPARE(series.namedFinalCandidate, u"v3_bs4096"_s);
    const QString text = RoundSummaryBuilder::toText(series, RoundSummaryBuilder::build(series));
    QVERIFY2(!text.contains(u"nan"_s), qPrintable(text));
    QVERIFY2(text.contains(u"| short_row / fp16_4096x1024 | 31.420 | — |  | — |"_s), qPrintable(text));
    QVERIFY2(text.contains(u"The final candidate v3_bs4096 has no valid records"_s), qPrintable(text));
    QVERIFY2(text.contains(u"geometric mean speedup: —"_s), qPrintable(text));
}

void TestRoundSummary::genB()
{
    // argmax_like: merged candidates and a final phase; the final table is the `final` records.
    const Built built = buildSample("argmax_like");
    QList<int> numbers;
    QStringList bases;
    for (const RoundSummary &r : built.rounds) {
        numbers.append(r.round);
        bases.append(r.currentBestId);
    }
    QCOMPARE(numbers, (QList<int> {1, 2, 3}));
    QCOMPARE(bases, (QStringList {u"baseline"_s, u"merged_r1_a_chain"_s, u"merged_r2_pipe"_s}));
    QCOMPARE(roundOf(built.rounds, 3)->winners.size(), 0); // the final re-measurement is noise
    // The merged re-measurement confirms its branch, no rival of it: the branch wins on every key,
    // though merged_r1_a_chain is 0.3 % faster on the fp32 workload (merged_r2_pipe on two).
    for (const int round : {1, 2}) {
        QStringList winners;
        for (const RoundSummaryRow &row : roundOf(built.rounds, round)->winners)
            winners.append(row.candidateId);
        const QString branch = round == 1 ? u"round1_a_chain"_s : u"round2_pipe"_s;
        QCOMPARE(winners, (QStringList {branch, branch, branch}));
    }
    const QJsonArray finals = RoundSummaryBuilder::toJson(built.series, built.rounds).value(u"final").toArray();
    QCOMPARE(finals.size(), 3);
    QList<double> finalUs;
    for (const QJsonValue &f : finals) {
        QCOMPARE(f.toObject().value(u"final_candidate_id").toString(), u"final"_s);
        finalUs.append(f.toObject().value(u"final_us").toDouble());
    }
    // Not round2_pipe's 19.063 / 18.842 nor merged_r2_pipe's 59.963, though those are faster.
    QCOMPARE(finalUs, (QList<double> {19.084, 60.041, 18.867}));
}
// Gen B: the inventory's smoke item measured anyway (a baseline and a final record) is drawn, but
// is no row of the final table and no part of the geometric means, as in the exports.
void TestRoundSummary::genBSmokeItemRecordsAreNoFinal()
{
    QTemporaryDir tmp(RunCopy::tempTemplate());
    QVERIFY(tmp.isValid());
    const QString run = tmp.filePath(u"argmax_like"_s);
    QVERIFY(RunCopy::copyTree(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like"), run));
    const auto geomeans = [](const DerivedSeries &series) {
        QList<double> out = series.geomeanSpeedupPerRound;
        out.append(series.geomeanSpeedup);
        return out;
    };
    const DerivedSeries plain = ProjectLoader::load(run)->derivedSeries(0.03);
    QFile records(run + u"/perf_opt/perf_records.jsonl"_s);
    QVERIFY(records.open(QIODevice::Append));
    const QByteArray smoke
        = "\"kernel_id\": \"perf_opt/argmax_like.py::_argmax_kernel::main\", \"workload_id\": \"smoke-64x256-fp16\", ";
    records.write(
        "{\"round\": 0, \"candidate_id\": \"baseline\", \"parent_id\": null, " + smoke
        + "\"phase\": \"baseline\", \"artifact_path\": \"../argmax_like.py\", \"artifact_sha256\": "
          "\"18d8ef9ff9d02f686cf1fccead274f1c7ba5375e760b8e0f83a946f05d694913\", \"duration_us\": 5.8, \"l0_pass\": "
          "true, "
          "\"msprof_raw_path\": \"profiles/baseline/round0/baseline_8ba8496a/argmax-2048x4096-fp16_2d53353a\", "
          "\"timestamp\": \"2026-10-12T06:21:01Z\"}\n"
          "{\"round\": 3, \"candidate_id\": \"final\", \"parent_id\": \"merged_r2_pipe\", "
        + smoke
        + "\"phase\": \"final\", \"artifact_path\": \"argmax_like.py\", \"artifact_sha256\": "
          "\"436dd2683f007273b6d22bfa51508159469044906d0ba8ae5067abfc3b30b9e5\", \"duration_us\": 2.9, \"l0_pass\": "
          "true, "
          "\"msprof_raw_path\": \"profiles/final/round3/final_2443630b/argmax-8192x1024-bf16_111189e3\", "
          "\"timestamp\": \"2026-10-12T09:50:39Z\"}\n");
    records.close();
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(run);
    const DerivedSeries series = snapshot->derivedSeries(0.03);
    const WorkloadSeries *smokeSeries
        = series.find(u"perf_opt/argmax_like.py::_argmax_kernel::main / smoke-64x256-fp16"_s);
    QVERIFY(smokeSeries);
    QVERIFY(!smokeSeries->tuned);
    QCOMPARE(smokeSeries->speedup(), 2.0); // drawn with its figures
    QCOMPARE(series.series.size(), plain.series.size() + 1);
    QCOMPARE(geomeans(series), geomeans(plain));
    const QList<RoundSummary> rounds = RoundSummaryBuilder::build(series);
    const QJsonObject json = RoundSummaryBuilder::toJson(series, rounds);
    QCOMPARE(json.value(u"final").toArray().size(), 3);
    QCOMPARE(json.value(u"geomean_keys").toInt(), 3);
    QCOMPARE(json.value(u"workload_keys").toInt(), 3);
    const QList<RoundSummary> plainRounds = RoundSummaryBuilder::build(plain);
    QCOMPARE(rounds.size(), plainRounds.size());
    for (qsizetype i = 0; i < rounds.size(); ++i)
        QCOMPARE(rounds[i].geomeanSpeedup, plainRounds[i].geomeanSpeedup);
    const QString text = RoundSummaryBuilder::toText(series, rounds);
    const QString finalSection = text.mid(text.indexOf(u"## Final"_s));
    QVERIFY2(!finalSection.contains(u"| perf_opt/argmax_like.py::_argmax_kernel::main / smoke-64x256-fp16 |"_s),
             qPrintable(text));
    QVERIFY2(text.contains(u"not tuned): perf_opt/argmax_like.py::_argmax_kernel::main / smoke-64x256-fp16"_s),
             qPrintable(text));
    QVERIFY2(text.contains(u"geometric mean speedup: 2.068x\n"_s), qPrintable(text));
}

void TestRoundSummary::streamedJsonIsTheDocument_data()
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<int>("onlyRound"); // -1: every round
    QTest::newRow("rms_norm") << u"rms_norm"_s << -1;
    QTest::newRow("argmax_like") << u"argmax_like"_s << -1;
    QTest::newRow("rms_norm, round 3 only") << u"rms_norm"_s << 3;
    QTest::newRow("rms_norm, no round") << u"rms_norm"_s << 99; // empty "rounds"
    QTest::newRow("rms_norm, round 2 x 300") << u"rms_norm"_s << -2; // past the writer's 16 KiB buffer
}

void TestRoundSummary::streamedJsonIsTheDocument()
{
    // `perfopt summary --json` streams the summary; it must be the bytes of the document.
    QFETCH(QString, sample);
    QFETCH(int, onlyRound);
    Built built = buildSample(qPrintable(sample));
    if (onlyRound >= 0)
        built.rounds.removeIf([onlyRound](const RoundSummary &r) { return r.round != onlyRound; });
    if (onlyRound == -2) {
        RoundSummary &round2 = built.rounds[1];
        const QList<RoundSummaryRow> rows = round2.rows;
        for (int i = 0; i < 300; ++i)
            round2.rows.append(rows);
    }
    QVERIFY(!built.series.series.isEmpty());
    QByteArray streamed;
    int pieces = 0;
    RoundSummaryBuilder::writeJson(built.series, built.rounds, [&](QByteArrayView bytes) {
        streamed += bytes;
        ++pieces;
    });
    QCOMPARE(streamed,
             QJsonDocument(RoundSummaryBuilder::toJson(built.series, built.rounds)).toJson(QJsonDocument::Indented));
    if (onlyRound == -2)
        QVERIFY2(pieces > 1, "a large summary is handed over in pieces, not gathered whole");
}

void TestRoundSummary::streamedTextIsTheReport()
{
    // The whole report of one round, as `perfopt summary --round 2` printed it when the text was
    // gathered in one string: blank lines, the em dash and the last newline included.
    Built built = buildSample("rms_norm");
    built.rounds.removeIf([](const RoundSummary &r) { return r.round != 2; });
    QByteArray text;
    {
        QTextStream out(&text);
        RoundSummaryBuilder::writeText(built.series, built.rounds, out);
    }
    QCOMPARE(text,
             QByteArray("## Round 2 \xE2\x80\x94 candidate vs current best (v1_pipe)\n"
                        "\n"
                        "| branch | workload | l0 | Task Duration(us) | current best(us) | vs best | status |\n"
                        "|---|---|---|---:|---:|---:|---|\n"
                        "| v2_ubreuse | long_row / bf16_8x262144 | pass | 45.020 | 48.520 | +7.2% | improved |\n"
                        "| v2_pipe3 | long_row / bf16_8x262144 | pass | 48.400 | 48.520 | +0.2% | noise |\n"
                        "| v2_ubreuse | long_row / fp16_8x262144 | pass | 44.360 | 47.880 | +7.4% | improved |\n"
                        "| v2_pipe3 | long_row / fp16_8x262144 | pass | 48.160 | 47.880 | -0.6% | noise |\n"
                        "| v2_ubreuse | short_row / bf16_4096x1024 | pass | 19.100 | 20.620 | +7.4% | improved |\n"
                        "| v2_pipe3 | short_row / bf16_4096x1024 | pass | 20.480 | 20.620 | +0.7% | noise |\n"
                        "| v2_ubreuse | short_row / fp16_4096x1024 | pass | 18.620 | 20.140 | +7.5% | improved |\n"
                        "| v2_pipe3 | short_row / fp16_4096x1024 | pass | 19.900 | 20.140 | +1.2% | noise |\n"
                        "\n"
                        "winners: v2_ubreuse (long_row / bf16_8x262144), v2_ubreuse (long_row / fp16_8x262144), "
                        "v2_ubreuse (short_row / bf16_4096x1024), v2_ubreuse (short_row / fp16_4096x1024); "
                        "geomean speedup over baseline: 1.614x\n"
                        "\n"
                        "## Final\n"
                        "\n"
                        "| workload | baseline(us) | final(us) | final candidate | speedup |\n"
                        "|---|---:|---:|---|---:|\n"
                        "| long_row / bf16_8x262144 | 69.580 | 41.540 | v3_bs4096 | 1.675x |\n"
                        "| long_row / fp16_8x262144 | 68.740 | 40.860 | v3_bs4096 | 1.682x |\n"
                        "| short_row / bf16_4096x1024 | 32.060 | 18.360 | v3_bs4096 | 1.746x |\n"
                        "| short_row / fp16_4096x1024 | 31.420 | 17.920 | v3_bs4096 | 1.753x |\n"
                        "\n"
                        "geometric mean speedup: 1.714x\n"));
}

// Without parent ids a row's current best is the key's current best (the baseline, then each
// winner), the same one the winners are judged against: r1_a (2 % faster) was never adopted, so
// r2_a (3.1 % faster than the baseline) is "improved" against 84.14 and the round's winner, not
// "noise" against 82.46 beside "winners: r2_a". A round with nothing to compare says so, not "nanx".
void TestRoundSummary::rowsAndWinnersShareTheCurrentBest()
{
    const auto line = [](int round, const char *candidate, const char *workload, double us) {
        return recordLine(round, candidate, "", workload, us);
    };
    const QByteArray bytes = line(0, "baseline", "w", 84.14) + line(1, "r1_a", "w", 82.4572) + line(2, "r2_a", "w", 81.5);
    const DerivedSeries series
        = DerivedSeries::fromRecords(PerfRecordsReader::parse(bytes, u"perf_records.jsonl"_s), 0.03, QString());
    const QList<RoundSummary> rounds = RoundSummaryBuilder::build(series);
    const RoundSummary *round2 = roundOf(rounds, 2);
    QVERIFY(round2);
    QCOMPARE(round2->rows.size(), 1);
    QCOMPARE(round2->rows.first().currentBestUs, 84.14);
    QCOMPARE(round2->rows.first().status, NoiseClass::Improved);
    QCOMPARE(describe(round2->winners), QStringList {u"r2_a @ main / w"_s});

    // A key measured only from round 1 on: no baseline, nothing to compare, no "nan" anywhere.
    const DerivedSeries unbased = DerivedSeries::fromRecords(
        PerfRecordsReader::parse(line(1, "r1_a", "v", 10) + line(2, "r2_a", "v", 9), u"perf_records.jsonl"_s), 0.03, QString());
    QString text;
    QTextStream out(&text);
    RoundSummaryBuilder::writeText(unbased, RoundSummaryBuilder::build(unbased), out);
    out.flush();
    QVERIFY2(!text.contains(u"nan"_s), qPrintable(text));
    QVERIFY2(text.contains(u"geomean speedup over baseline: —"_s), qPrintable(text));
}

// Round 2's r2_a was rolled back (the log's call): round 3 builds on r1_a again, and its branch is
// judged against r1_a's 90 µs, the current best the rows show; it wins there (8 % faster), though it
// is slower than the rolled-back r2_a's 80 µs.
void TestRoundSummary::roundBuiltOnARolledBackBest()
{
    const auto line = [](int round, const char *candidate, const char *parent, double us) {
        return recordLine(round, candidate, parent, "w", us);
    };
    const QByteArray bytes = line(0, "baseline", "", 100) + line(1, "r1_a", "baseline", 90)
        + line(2, "r2_a", "r1_a", 80) + line(3, "r3_a", "r1_a", 83);
    const DerivedSeries series
        = DerivedSeries::fromRecords(PerfRecordsReader::parse(bytes, u"perf_records.jsonl"_s), 0.03, QString());
    const QList<RoundSummary> rounds = RoundSummaryBuilder::build(series);
    const RoundSummary *round3 = roundOf(rounds, 3);
    QVERIFY(round3);
    QCOMPARE(round3->currentBestId, u"r1_a"_s);
    QCOMPARE(round3->rows.size(), 1);
    QCOMPARE(round3->rows.first().currentBestUs, 90.0);
    QCOMPARE(round3->rows.first().status, NoiseClass::Improved);
    QCOMPARE(describe(round3->winners), QStringList {u"r3_a @ main / w"_s});
}

QTEST_GUILESS_MAIN(TestRoundSummary)
#include "tst_roundsummary.moc"

// The final v3_bs4096 measured twice on one workload in round 3 (17.92, then 18.4): the current best
// round 4 is compared with is the record the final takes, the one the log states, not the last.
void TestRoundSummary::remeasuredFinalIsOneFigure()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(u"rms_norm"_s);
    QVERIFY(RunCopy::copyTree(RunCopy::sample(u"rms_norm"_s), run));
    QFile records(run + u"/perf_opt/perf_records.jsonl"_s);
    QVERIFY(records.open(QIODevice::Append));
    records.write("{\"round\": 3, \"candidate_id\": \"v3_bs4096\", \"parent_id\": \"v2_ubreuse\", \"dispatch_path\": "
                  "\"short_row\", \"workload\": \"fp16_4096x1024\", \"duration_us\": 18.4, \"l0_pass\": true, "
                  "\"timestamp\": \"2026-09-24T05:59:00Z\"}\n");
    records.close();
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(run);
    const DerivedSeries series = snapshot->derivedSeries(0.03);
    const WorkloadSeries *shortFp16 = series.find(kShortFp16);
    QVERIFY(shortFp16);
    QCOMPARE(shortFp16->finalUs, 17.92);
    const QList<RoundSummary> rounds = RoundSummaryBuilder::build(series);
    const RoundSummary *round4 = roundOf(rounds, 4);
    QVERIFY(round4);
    for (const RoundSummaryRow &row : round4->rows)
        if (row.workloadKey == kShortFp16)
            QCOMPARE(row.currentBestUs, 17.92);
}
