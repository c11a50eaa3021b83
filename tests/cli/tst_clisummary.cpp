// SPDX-License-Identifier: MIT
// `perfopt summary DIR [--round N] [--json] [--noise F]`, run as a user would, on the bundled samples:
// exit codes, the JSON rounds and final table, the text tables, and usage errors (exit 2).
#include "clirunner.h"
#include "runcopy.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString kRmsNorm = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm");
const QString kArgmax = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like");

QJsonObject parse(const CliResult &r)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    return error.error == QJsonParseError::NoError ? doc.object() : QJsonObject();
}

QList<int> roundNumbers(const QJsonObject &root)
{
    QList<int> out;
    for (const QJsonValue &r : root.value(u"rounds").toArray())
        out.append(r.toObject().value(u"round").toInt());
    return out;
}

QStringList currentBests(const QJsonObject &root)
{
    QStringList out;
    for (const QJsonValue &r : root.value(u"rounds").toArray())
        out.append(r.toObject().value(u"current_best_id").toString());
    return out;
}

QStringList finalCandidates(const QJsonObject &root)
{
    QStringList out;
    for (const QJsonValue &f : root.value(u"final").toArray())
        out.append(f.toObject().value(u"final_candidate_id").toString());
    return out;
}

QStringList winners(const QJsonObject &round)
{
    QStringList out;
    for (const QJsonValue &w : round.value(u"winners").toArray())
        out.append(w.toObject().value(u"candidate_id").toString() + u" @ "_s
                   + w.toObject().value(u"workload_key").toString());
    return out;
}

} // namespace

class TestCliSummary : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void json_data();
    void json();
    void roundRows();
    void remeasuredFinalFollowsTheLog();
    void kernelWrittenTwoWaysIsOneWorkload();
    void measurementsThatAreNoBest();
    void exactlyTheThresholdIsNoise();
    void partialGeomeanIsSaid();
    void hugeFiguresAreNotTruncated();
    void noiseOption();
    void text();
    void recordsNotReadAreSaid();
    void roundZeroIsTheBaselines();
    void currentBestWithoutParentIds();
    void usageErrors_data();
    void usageErrors();
};

void TestCliSummary::json_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QList<int>>("rounds");
    QTest::addColumn<QStringList>("currentBests");
    QTest::addColumn<QStringList>("finals");
    const QStringList v3(4, u"v3_bs4096"_s);
    QTest::newRow("rms_norm, every round")
        << QStringList {kRmsNorm, u"--json"_s} << QList<int> {1, 2, 3, 4}
        << QStringList {u"baseline"_s, u"v1_pipe"_s, u"v2_ubreuse"_s, u"v3_bs4096"_s} << v3;
    QTest::newRow("rms_norm opened at perf_opt/")
        << QStringList {kRmsNorm + u"/perf_opt"_s, u"--json"_s} << QList<int> {1, 2, 3, 4}
        << QStringList {u"baseline"_s, u"v1_pipe"_s, u"v2_ubreuse"_s, u"v3_bs4096"_s} << v3;
    QTest::newRow("rms_norm --round 2") << QStringList {kRmsNorm, u"--round"_s, u"2"_s, u"--json"_s} << QList<int> {2}
                                        << QStringList {u"v1_pipe"_s} << v3;
    QTest::newRow("rms_norm --round 4") << QStringList {u"--json"_s, u"--round"_s, u"4"_s, kRmsNorm} << QList<int> {4}
                                        << QStringList {u"v3_bs4096"_s} << v3;
    QTest::newRow("argmax_like (Gen B): the final phase")
        << QStringList {kArgmax, u"--json"_s} << QList<int> {1, 2, 3}
        << QStringList {u"baseline"_s, u"merged_r1_a_chain"_s, u"merged_r2_pipe"_s} << QStringList(3, u"final"_s);
}

void TestCliSummary::json()
{
    QFETCH(QStringList, arguments);
    QFETCH(QList<int>, rounds);
    QFETCH(QStringList, currentBests);
    QFETCH(QStringList, finals);
    const CliResult r = runCli(QStringList {u"summary"_s} + arguments);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject root = parse(r);
    QVERIFY2(!root.isEmpty(), r.out.constData());
    QCOMPARE(roundNumbers(root), rounds);
    QCOMPARE(::currentBests(root), currentBests);
    QCOMPARE(finalCandidates(root), finals);
    QCOMPARE(root.value(u"noise_threshold").toDouble(), 0.03);
}

void TestCliSummary::roundRows()
{
    const CliResult r = runCli({u"summary"_s, kRmsNorm, u"--round"_s, u"4"_s, u"--json"_s});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject round = parse(r).value(u"rounds").toArray().at(0).toObject();
    QCOMPARE(round.value(u"rows").toArray().size(), 9);
    QCOMPARE(winners(round), QStringList()); // nothing beat v3_bs4096 beyond noise with L0 passing
    QJsonObject fp16acc;
    for (const QJsonValue &v : round.value(u"rows").toArray())
        if (v.toObject().value(u"candidate_id").toString() == u"v4_fp16acc")
            fp16acc = v.toObject();
    QCOMPARE(fp16acc.value(u"status").toString(), u"l0_fail"_s);
    QCOMPARE(fp16acc.value(u"l0_pass").toBool(), false);
    QCOMPARE(fp16acc.value(u"duration_us").toDouble(), 16.62);
    QCOMPARE(fp16acc.value(u"current_best_us").toDouble(), 17.92);
    QCOMPARE(fp16acc.value(u"record_line").toInt(), 41);
    QCOMPARE(round.value(u"geomean_speedup").toDouble(), 1.7138); // v3_bs4096's, not a stitch
}

// The winner measured again a round later (18.31) while the log's final_latency states round 3's
// 17.92: the final table shows the stated record, as the exports and the gate read it.
void TestCliSummary::remeasuredFinalFollowsTheLog()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(u"rms_norm"_s);
    QVERIFY(RunCopy::copyTree(kRmsNorm, run));
    QFile records(run + u"/perf_opt/perf_records.jsonl"_s);
    QVERIFY(records.open(QIODevice::Append));
    records.write(R"({"round": 4, "candidate_id": "v3_bs4096", "parent_id": "v2_ubreuse", "dispatch_path": "short_row", )"
                  R"("workload": "fp16_4096x1024", "duration_us": 18.31, "l0_pass": true, "msprof_raw_path": )"
                  R"("perf_opt/profiles/round3/v3_bs4096/short_row_fp16/", "timestamp": "2026-09-24T09:00:00Z"})"
                  "\n");
    records.close();
    const CliResult r = runCli({u"summary"_s, run, u"--json"_s});
    QCOMPARE(r.exitCode, 0);
    QJsonObject shortRow;
    for (const QJsonValue &v : parse(r).value(u"final").toArray())
        if (v.toObject().value(u"workload_key").toString() == u"short_row / fp16_4096x1024")
            shortRow = v.toObject();
    QCOMPARE(shortRow.value(u"final_candidate_id").toString(), u"v3_bs4096"_s);
    QCOMPARE(shortRow.value(u"final_us").toDouble(), 17.92);
    // A statement no record is within 1 % of chooses nothing: the last measurement stands.
    QVERIFY(RunCopy::editFile(run + u"/perf_opt/opt_log.md"_s,
                              {{u"- final_latency: 17.92 us"_s, u"- final_latency: 25.00 us"_s}}));
    const CliResult unstated = runCli({u"summary"_s, run, u"--json"_s});
    QCOMPARE(unstated.exitCode, 0);
    for (const QJsonValue &v : parse(unstated).value(u"final").toArray())
        if (v.toObject().value(u"workload_key").toString() == u"short_row / fp16_4096x1024")
            shortRow = v.toObject();
    QCOMPARE(shortRow.value(u"final_us").toDouble(), 18.31);
}

// A Gen B run whose final records write the kernel's file without perf_opt/ (a final runner's own
// spelling): each inventory item is still one workload, with its baseline and final, and the
// geomean is the one Optimize.md states, not "—" over two half series per workload.
void TestCliSummary::kernelWrittenTwoWaysIsOneWorkload()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(u"argmax_like"_s);
    QVERIFY(RunCopy::copyTree(kArgmax, run));
    const QString records = run + u"/perf_opt/perf_records.jsonl"_s;
    QFile file(records);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QList<QByteArray> lines = file.readAll().split('\n');
    file.close();
    int respelled = 0;
    for (QByteArray &line : lines)
        if (line.contains("\"phase\": \"final\"") && line.contains("\"kernel_id\": \"perf_opt/argmax_like.py")) {
            line.replace("\"kernel_id\": \"perf_opt/argmax_like.py", "\"kernel_id\": \"argmax_like.py");
            ++respelled;
        }
    QCOMPARE(respelled, 3);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(lines.join('\n'));
    file.close();

    const CliResult r = runCli({u"summary"_s, run, u"--json"_s});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject summary = parse(r);
    const QJsonArray finals = summary.value(u"final").toArray();
    QCOMPARE(finals.size(), 3);
    for (const QJsonValue &v : finals) {
        const QJsonObject row = v.toObject();
        QVERIFY2(row.value(u"workload_key").toString().startsWith(u"perf_opt/argmax_like.py::"_s),
                 qPrintable(row.value(u"workload_key").toString()));
        QVERIFY(row.value(u"baseline_us").isDouble());
        QVERIFY(row.value(u"final_us").isDouble());
    }
    QCOMPARE(summary.value(u"geomean_speedup").toDouble(), 2.0676);
}

namespace {

// The rms_norm sample with `extra` appended to its records, in `dir`.
QString sampleWith(QTemporaryDir &dir, const QByteArray &extra)
{
    const QString run = dir.filePath(u"rms_norm"_s);
    if (!RunCopy::copyTree(kRmsNorm, run))
        return QString();
    QFile records(run + u"/perf_opt/perf_records.jsonl"_s);
    if (!records.open(QIODevice::Append) || records.write(extra) != extra.size())
        return QString();
    return run;
}

QJsonObject objectWith(const QJsonArray &array, const QString &key, const QString &value, const QString &key2 = {},
                       const QString &value2 = {})
{
    for (const QJsonValue &v : array)
        if (v.toObject().value(key).toString() == value && (key2.isEmpty() || v.toObject().value(key2).toString() == value2))
            return v.toObject();
    return {};
}

} // namespace

// An L0-failing measurement is no final and no round's current best, and a duration that is not
// above 0 is no measurement (the contract's 0 < d < ∞): they made a 30 µs final of an L0 failure
// (2.319x), a 12 µs current best that turned a winner "regressed", and a 0 µs round winner.
void TestCliSummary::measurementsThatAreNoBest()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = sampleWith(
        dir,
        R"({"round": 4, "candidate_id": "v3_bs4096", "parent_id": "v2_ubreuse", "dispatch_path": "long_row", "workload": "bf16_8x262144", "duration_us": 30.0, "l0_pass": false, "msprof_raw_path": "perf_opt/profiles/round3/v3_bs4096/long_row_bf16/", "timestamp": "2026-09-24T09:00:00Z"})"
        "\n"
        R"({"round": 2, "candidate_id": "v2_ubreuse", "parent_id": "v1_pipe", "dispatch_path": "short_row", "workload": "fp16_4096x1024", "duration_us": 12.0, "l0_pass": false, "msprof_raw_path": "perf_opt/profiles/round2/v2_ubreuse/short_row_fp16/", "timestamp": "2026-09-24T09:00:00Z"})"
        "\n"
        R"({"round": 3, "candidate_id": "v3_zero", "parent_id": "v2_ubreuse", "dispatch_path": "short_row", "workload": "bf16_4096x1024", "duration_us": 0, "l0_pass": true, "msprof_raw_path": "perf_opt/profiles/round3/v3_wres/short_row_bf16/", "timestamp": "2026-09-24T09:00:00Z"})"
        "\n");
    QVERIFY(!run.isEmpty());
    const CliResult r = runCli({u"summary"_s, run, u"--json"_s});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = parse(r);
    const QJsonObject longRow = objectWith(root.value(u"final").toArray(), u"workload_key"_s, u"long_row / bf16_8x262144"_s);
    QCOMPARE(longRow.value(u"final_us").toDouble(), 41.54);
    QCOMPARE(root.value(u"geomean_speedup").toDouble(), 1.7138);
    const QJsonObject round3 = objectWith(root.value(u"rounds").toArray(), u"current_best_id"_s, u"v2_ubreuse"_s);
    const QJsonObject row = objectWith(round3.value(u"rows").toArray(), u"candidate_id"_s, u"v3_bs4096"_s,
                                       u"workload_key"_s, u"short_row / fp16_4096x1024"_s);
    QCOMPARE(row.value(u"current_best_us").toDouble(), 18.62);
    QCOMPARE(row.value(u"status").toString(), u"improved"_s);
    QVERIFY(objectWith(round3.value(u"rows").toArray(), u"candidate_id"_s, u"v3_zero"_s).isEmpty());
    QVERIFY(!winners(round3).join(u' ').contains(u"v3_zero"_s));
}

// "More than the threshold": four candidates exactly 3 % faster are all noise, whichever way binary
// rounding leaves their change (three were "improved", one "noise").
void TestCliSummary::exactlyTheThresholdIsNoise()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(u"rms_norm"_s);
    QVERIFY(RunCopy::copyTree(kRmsNorm, run));
    // v2_pipe3 of round 2 against v1_pipe: 3 % faster on every key.
    QVERIFY(RunCopy::editFile(run + u"/perf_opt/perf_records.jsonl"_s,
                              {{u"\"v2_pipe3\", \"parent_id\": \"v1_pipe\", \"dispatch_path\": \"short_row\", \"workload\": \"fp16_4096x1024\", \"duration_us\": 19.9"_s,
                                u"\"v2_pipe3\", \"parent_id\": \"v1_pipe\", \"dispatch_path\": \"short_row\", \"workload\": \"fp16_4096x1024\", \"duration_us\": 19.5358"_s},
                               {u"\"v2_pipe3\", \"parent_id\": \"v1_pipe\", \"dispatch_path\": \"short_row\", \"workload\": \"bf16_4096x1024\", \"duration_us\": 20.48"_s,
                                u"\"v2_pipe3\", \"parent_id\": \"v1_pipe\", \"dispatch_path\": \"short_row\", \"workload\": \"bf16_4096x1024\", \"duration_us\": 20.0014"_s},
                               {u"\"v2_pipe3\", \"parent_id\": \"v1_pipe\", \"dispatch_path\": \"long_row\", \"workload\": \"fp16_8x262144\", \"duration_us\": 48.16"_s,
                                u"\"v2_pipe3\", \"parent_id\": \"v1_pipe\", \"dispatch_path\": \"long_row\", \"workload\": \"fp16_8x262144\", \"duration_us\": 46.4436"_s},
                               {u"\"v2_pipe3\", \"parent_id\": \"v1_pipe\", \"dispatch_path\": \"long_row\", \"workload\": \"bf16_8x262144\", \"duration_us\": 48.4"_s,
                                u"\"v2_pipe3\", \"parent_id\": \"v1_pipe\", \"dispatch_path\": \"long_row\", \"workload\": \"bf16_8x262144\", \"duration_us\": 47.0644"_s}}));
    const CliResult r = runCli({u"summary"_s, run, u"--round"_s, u"2"_s, u"--json"_s});
    QCOMPARE(r.exitCode, 0);
    QStringList statuses;
    for (const QJsonValue &v : parse(r).value(u"rounds").toArray().first().toObject().value(u"rows").toArray())
        if (v.toObject().value(u"candidate_id").toString() == u"v2_pipe3")
            statuses.append(v.toObject().value(u"status").toString());
    QCOMPARE(statuses, (QStringList {u"noise"_s, u"noise"_s, u"noise"_s, u"noise"_s}));
}

// A geometric mean over some of the keys says so (it was silently over one of three), and a row
// with no current best shows dashes and nulls, never "nan" and "+0.0%".
void TestCliSummary::partialGeomeanIsSaid()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = sampleWith(
        dir,
        R"({"round": 3, "candidate_id": "v3_bs4096", "parent_id": "v2_ubreuse", "dispatch_path": "long_row", "workload": "fp32_8x262144", "duration_us": 80.0, "l0_pass": true, "msprof_raw_path": "perf_opt/profiles/round3/v3_bs4096/long_row_bf16/", "timestamp": "2026-09-24T09:00:00Z"})"
        "\n");
    QVERIFY(!run.isEmpty());
    const CliResult text = runCli({u"summary"_s, run});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("geometric mean speedup: 1.714x over 4 of 5 workload keys"), text.out.constData());
    QVERIFY2(text.out.contains("| v3_bs4096 | long_row / fp32_8x262144 | pass | 80.000 | — | — | unknown |"),
             text.out.constData());
    QVERIFY(!text.out.contains("nan"));
    const QJsonObject root = parse(runCli({u"summary"_s, run, u"--json"_s}));
    QCOMPARE(root.value(u"geomean_keys").toInt(), 4);
    QCOMPARE(root.value(u"workload_keys").toInt(), 5);
    const QJsonObject round3 = objectWith(root.value(u"rounds").toArray(), u"current_best_id"_s, u"v2_ubreuse"_s);
    const QJsonObject row = objectWith(round3.value(u"rows").toArray(), u"workload_key"_s, u"long_row / fp32_8x262144"_s);
    QVERIFY(row.value(u"current_best_us").isNull());
    QVERIFY(row.value(u"vs_best_pct").isNull());
}

// A 64-byte %f held 1e300 as 1e+62 in the JSON's rounded figures.
void TestCliSummary::hugeFiguresAreNotTruncated()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(u"rms_norm"_s);
    QVERIFY(RunCopy::copyTree(kRmsNorm, run));
    QVERIFY(RunCopy::editFile(run + u"/perf_opt/perf_records.jsonl"_s,
                              {{u"\"workload\": \"fp16_4096x1024\", \"duration_us\": 31.42"_s,
                                u"\"workload\": \"fp16_4096x1024\", \"duration_us\": 1e300"_s}}));
    const QJsonObject shortRow = objectWith(parse(runCli({u"summary"_s, run, u"--json"_s})).value(u"final").toArray(),
                                            u"workload_key"_s, u"short_row / fp16_4096x1024"_s);
    QCOMPARE(shortRow.value(u"baseline_us").toDouble(), 1e300);
    QVERIFY2(shortRow.value(u"speedup").toDouble() > 1e298, qPrintable(QString::number(shortRow.value(u"speedup").toDouble())));
}

void TestCliSummary::noiseOption()
{
    // v3_bs4096 gains 3.8 % / 3.9 % on short_row: a win at the default 3 %, noise at 5 %.
    const CliResult r = runCli({u"summary"_s, kRmsNorm, u"--round"_s, u"3"_s, u"--noise"_s, u"0.05"_s, u"--json"_s});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = parse(r);
    QCOMPARE(root.value(u"noise_threshold").toDouble(), 0.05);
    QCOMPARE(winners(root.value(u"rounds").toArray().at(0).toObject()),
             (QStringList {u"v3_bs4096 @ long_row / bf16_8x262144"_s, u"v3_bs4096 @ long_row / fp16_8x262144"_s}));
}

void TestCliSummary::text()
{
    const CliResult r = runCli({u"summary"_s, kRmsNorm});
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    for (const QString &line :
         {u"## Round 1 — candidate vs current best (baseline)"_s,
          u"## Round 4 — candidate vs current best (v3_bs4096)"_s,
          u"| v4_fp16acc | short_row / fp16_4096x1024 | FAIL | 16.620 | 17.920 | +7.3% | l0_fail |"_s,
          u"| long_row / fp16_8x262144 | 68.740 | 40.860 | v3_bs4096 | 1.682x |"_s,
          u"geometric mean speedup: 1.714x"_s})
        QVERIFY2(out.contains(line), qPrintable(line + u"\nnot in:\n"_s + out));
    QVERIFY(!out.contains(u"## Round 0"_s));
}

// Records that could not be read are said on stderr, with file and line: the tables are without
// them (a last line cut short; a records file that is a link, never followed).
void TestCliSummary::recordsNotReadAreSaid()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = sampleWith(dir, R"({"round": 4, "candidate_id": "v4_cut", "parent_id": "v3_bs4096", "dispatch_pa)"
                                        "\n");
    QVERIFY(!run.isEmpty());
    const CliResult cut = runCli({u"summary"_s, run});
    QCOMPARE(cut.exitCode, 0);
    QVERIFY2(cut.err.contains("perfopt summary: perf_opt/perf_records.jsonl:42:66: error: Not valid JSON"), cut.err.constData());

    const QString linked = dir.filePath(u"linked"_s);
    QVERIFY(RunCopy::copyTree(kRmsNorm, linked));
    QVERIFY(QFile::rename(linked + u"/perf_opt/perf_records.jsonl"_s, linked + u"/perf_opt/records.data"_s));
    QVERIFY(QFile::link(u"records.data"_s, linked + u"/perf_opt/perf_records.jsonl"_s));
    const CliResult link = runCli({u"summary"_s, linked});
    QVERIFY2(link.err.contains("perfopt summary: perf_opt/perf_records.jsonl: error: "), link.err.constData());
    QVERIFY2(link.err.contains("symbolic link"), link.err.constData());
    QVERIFY(runCli({u"summary"_s, kRmsNorm}).err.isEmpty());

    // No records at all, or none valid: empty tables, said.
    const QString none = dir.filePath(u"none"_s);
    QVERIFY(RunCopy::copyTree(kRmsNorm, none));
    QVERIFY(QFile::remove(none + u"/perf_opt/perf_records.jsonl"_s));
    const CliResult missing = runCli({u"summary"_s, none});
    QCOMPARE(missing.exitCode, 0);
    QVERIFY2(missing.err.contains("perfopt summary: the run has no perf_records.jsonl"), missing.err.constData());
    QFile empty(none + u"/perf_opt/perf_records.jsonl"_s);
    QVERIFY(empty.open(QIODevice::WriteOnly));
    empty.write("{\"round\": 0}\n");
    empty.close();
    const CliResult invalid = runCli({u"summary"_s, none});
    QCOMPARE(invalid.exitCode, 0);
    QVERIFY2(invalid.err.contains("perfopt summary: perf_opt/perf_records.jsonl holds no valid record"),
             invalid.err.constData());
}

// Round 0 measures the baselines: it has records but no comparison table; the final table is printed.
void TestCliSummary::roundZeroIsTheBaselines()
{
    const CliResult r = runCli({u"summary"_s, kRmsNorm, u"--round"_s, u"0"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains("round 0 measures the baselines"), r.err.constData());
    QVERIFY(!r.out.contains("## Round"));
    QVERIFY2(r.out.contains("| short_row / fp16_4096x1024 | 31.420 | 17.920 | v3_bs4096 | 1.753x |"), r.out.constData());
}

// Gen A records may leave parent_id out: each round's current best is then the one the earlier
// rounds left (their winners, else the baseline), never an empty id.
void TestCliSummary::currentBestWithoutParentIds()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(u"rms_norm"_s);
    QVERIFY(RunCopy::copyTree(kRmsNorm, run));
    QFile records(run + u"/perf_opt/perf_records.jsonl"_s);
    QVERIFY(records.open(QIODevice::ReadOnly));
    QByteArray bytes = records.readAll();
    records.close();
    static const QRegularExpression parent(u"\"parent_id\": (?:null|\"[^\"]*\"), "_s);
    bytes = QString::fromUtf8(bytes).remove(parent).toUtf8();
    QVERIFY(!bytes.contains("parent_id"));
    QVERIFY(records.open(QIODevice::WriteOnly | QIODevice::Truncate));
    records.write(bytes);
    records.close();
    const QJsonObject withParents = parse(runCli({u"summary"_s, kRmsNorm, u"--json"_s}));
    const QJsonObject without = parse(runCli({u"summary"_s, run, u"--json"_s}));
    QCOMPARE(currentBests(without), currentBests(withParents));
    QCOMPARE(currentBests(without), (QStringList {u"baseline"_s, u"v1_pipe"_s, u"v2_ubreuse"_s, u"v3_bs4096"_s}));
}

void TestCliSummary::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("a round without records")
        << QStringList {kRmsNorm, u"--round"_s, u"9"_s} << u"no records for round 9"_s;
    QTest::newRow("a negative round") << QStringList {kRmsNorm, u"--round"_s, u"-3"_s} << u"usage"_s;
    QTest::newRow("round is not a number") << QStringList {kRmsNorm, u"--round"_s, u"two"_s} << u"usage"_s;
    QTest::newRow("round without a value") << QStringList {kRmsNorm, u"--round"_s} << u"round"_s;
    QTest::newRow("noise is not a number") << QStringList {kRmsNorm, u"--noise"_s, u"lots"_s} << u"usage"_s;
    QTest::newRow("noise is nan") << QStringList {kRmsNorm, u"--noise"_s, u"nan"_s} << u"usage"_s;
    QTest::newRow("noise is negative") << QStringList {kRmsNorm, u"--noise"_s, u"-1"_s} << u"usage"_s;
    QTest::newRow("no directory") << QStringList {u"--json"_s} << u"usage"_s;
    QTest::newRow("two directories") << QStringList {kRmsNorm, kArgmax} << u"usage"_s;
    QTest::newRow("nonexistent directory") << QStringList {u"/nonexistent/perf_run"_s} << u"/nonexistent/perf_run"_s;
    QTest::newRow("unknown option") << QStringList {kRmsNorm, u"--bogus"_s} << u"bogus"_s;
}

void TestCliSummary::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliResult r = runCli(QStringList {u"summary"_s} + arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliSummary)
#include "tst_clisummary.moc"
