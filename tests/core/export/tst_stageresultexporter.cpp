// SPDX-License-Identifier: MIT
// StageResultExporter: the seed's Stage Result block per generation against golden files, every
// field the workflow lists present, and read back by the opt_log parser as a Stage Result.
#include "export/optimizeexporter.h"
#include "export/stageresultexporter.h"
#include "golden.h"
#include "optlog/optlogparser.h"
#include "records/derivedseries.h"
#include "run/projectloader.h"
#include "runcopy.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestStageResultExporter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void golden_data();
    void golden();
    void fieldsPerGeneration_data();
    void fieldsPerGeneration();
    void failingRunSaysWhy();
    void claimedWorkload_data();
    void claimedWorkload();
    void failedMergeCheck();
    void rollbackToAnEarlierBestIsNoWin();
    void earlierBestNamedAsWinnerIsAWin();
    void slowerNewBestIsNoImprovement();
    void finalThatFailedL0KeepsTheBaseline();
    void restatedBaselineAfterReBaseline();
    void duplicateRecordsFollowTheLog();
    void roundWithoutRecordsStillRan();
    void roundsOfTheCorpusLogs();
    void noNewBestStated_data();
    void noNewBestStated();
    void genBMergedIntoTheKernelFile();
    void unnamedLastBest();
    void skillsConsultedOutsideTheRetrospective();
    void designLimitAgainstTheLog();
    void finalKernel_data();
    void finalKernel();
    void operatorPath();
    void namesCannotAddFields();
    void recordsOutsideTheInventory_data();
    void recordsOutsideTheInventory();
};

void TestStageResultExporter::initTestCase()
{
    qputenv("SOURCE_DATE_EPOCH", "1760000000");
}

void TestStageResultExporter::golden_data()
{
    QTest::addColumn<QString>("run");
    QTest::addColumn<QString>("language");
    for (const char *run : {"rms_norm", "argmax_like"})
        for (const char *language : {"en", "zh_CN"})
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(run), QLatin1String(language))))
                << QString::fromLatin1(run) << QString::fromLatin1(language);
}

void TestStageResultExporter::golden()
{
    QFETCH(QString, run);
    QFETCH(QString, language);
    ExportOptions options;
    options.language = language;
    const QString block = StageResultExporter::markdown(*ProjectLoader::load(RunCopy::sample(run)), options);
    const QString error = Golden::compare(block, QStringLiteral("%1.stage-result.%2.expected.md").arg(run, language));
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestStageResultExporter::fieldsPerGeneration_data()
{
    QTest::addColumn<QString>("run");
    QTest::addColumn<QStringList>("fields");
    const QStringList common {QStringLiteral("stage"),
                              QStringLiteral("project"),
                              QStringLiteral("operator"),
                              QStringLiteral("output"),
                              QStringLiteral("log"),
                              QStringLiteral("summary_doc"),
                              QStringLiteral("verdict"),
                              QStringLiteral("design_limit_signal"),
                              QStringLiteral("perf_feedback"),
                              QStringLiteral("iterations"),
                              QStringLiteral("primary_metric"),
                              QStringLiteral("stop_reason"),
                              QStringLiteral("skill_retrospective"),
                              QStringLiteral("value_point_proposals"),
                              QStringLiteral("skills_consulted"),
                              QStringLiteral("summary"),
                              QStringLiteral("issues"),
                              QStringLiteral("mode"),
                              QStringLiteral("perf_records"),
                              QStringLiteral("perf_iteration")};
    QTest::newRow("gen a") << QStringLiteral("rms_norm")
                           << common
            + QStringList {QStringLiteral("baseline_latency"), QStringLiteral("final_latency"),
                           QStringLiteral("improvement")};
    QTest::newRow("gen b") << QStringLiteral("argmax_like")
                           << common
            + QStringList {QStringLiteral("baseline_latency_by_workload"), QStringLiteral("final_latency_by_workload"),
                           QStringLiteral("improvement_by_workload")};
}

void TestStageResultExporter::fieldsPerGeneration()
{
    QFETCH(QString, run);
    QFETCH(QStringList, fields);
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(RunCopy::sample(run));
    const QString block = StageResultExporter::markdown(*snapshot, {});
    // The opt_log parser reads it as the workflow's Stage Result block.
    const OptLog parsed = OptLogParser::parse(block.toUtf8(), QStringLiteral("stage_result.md"));
    QStringList keys;
    for (const OptLogField &field : parsed.stageResult)
        keys.append(field.key);
    for (const QString &field : fields)
        QVERIFY2(keys.contains(field), qPrintable(field));
    auto value = [&](const QString &key) {
        for (const OptLogField &field : parsed.stageResult)
            if (field.key == key)
                return field.value;
        return QString();
    };
    QCOMPARE(value(QStringLiteral("stage")), QStringLiteral("4"));
    QCOMPARE(value(QStringLiteral("verdict")), QStringLiteral("TUNING_COMPLETED"));
    QCOMPARE(value(QStringLiteral("primary_metric")), QStringLiteral("msprof_task_duration"));
    QCOMPARE(value(QStringLiteral("design_limit_signal")), QStringLiteral("none"));
    if (run == QLatin1String("rms_norm")) {
        QCOMPARE(value(QStringLiteral("final_latency")), QStringLiteral("17.92 us"));
        QCOMPARE(value(QStringLiteral("baseline_latency")), QStringLiteral("31.42 us"));
        QCOMPARE(value(QStringLiteral("improvement")), QStringLiteral("43.0%"));
        QCOMPARE(value(QStringLiteral("stop_reason")), QStringLiteral("budget_exhausted"));
        QCOMPARE(value(QStringLiteral("iterations")), QStringLiteral("4"));
    } else {
        QVERIFY(block.contains(
            QLatin1String("  - perf_opt/argmax_like.py::_argmax_kernel::main + argmax-512x32000-fp32: 60.041 us")));
        QCOMPARE(value(QStringLiteral("stop_reason")), QStringLiteral("success"));
        QCOMPARE(value(QStringLiteral("iterations")), QStringLiteral("2"));
    }
}

void TestStageResultExporter::failingRunSaysWhy()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    QVERIFY(RunCopy::synth(dir.filePath(QStringLiteral("op")),
                           {QStringLiteral("--defect"), QStringLiteral("final-latency-mismatch")}));
    const QString block = StageResultExporter::markdown(*ProjectLoader::load(dir.filePath(QStringLiteral("op"))), {});
    QVERIFY(block.contains(QLatin1String("- verdict: TUNING_FAILED\n")));
    QVERIFY(block.contains(QLatin1String("- failure_reason: perf_records_mismatch\n")));
    QVERIFY(block.contains(QLatin1String("S4-PERF-RECORDS-RECON")));

    // Gen B, every tune item with a second final record: three failures of one rule and file, one
    // issue said three times over.
    const QString genB = dir.filePath(QStringLiteral("rerun"));
    QVERIFY(RunCopy::copyTree(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like"), genB));
    QFile records(genB + QStringLiteral("/perf_opt/perf_records.jsonl"));
    QVERIFY(records.open(QIODevice::ReadOnly));
    QByteArray finals;
    for (const QByteArray &line : records.readAll().split('\n'))
        if (line.contains("\"phase\": \"final\""))
            finals += line + '\n';
    records.close();
    QVERIFY(records.open(QIODevice::Append));
    records.write(finals);
    records.close();
    const QString rerun = StageResultExporter::markdown(*ProjectLoader::load(genB), {});
    QVERIFY2(rerun.contains(QStringLiteral("- issues: S4-PERF-RECORDS-RECON (perf_opt/perf_records.jsonl) ×3")),
             qPrintable(rerun));
}

void TestStageResultExporter::claimedWorkload_data()
{
    QTest::addColumn<QString>("workload"); // as the final_latency line's aside names it
    QTest::addColumn<QString>("baseline");
    QTest::addColumn<QString>("final");
    QTest::addColumn<QString>("improvement");
    QTest::newRow("dispatch and workload") << u"short_row/fp16_4096x1024"_s << u"31.42 us"_s << u"17.92 us"_s << u"43.0%"_s;
    // The workload without its dispatch path: the long row's, not the first measured.
    QTest::newRow("workload alone") << u"fp16_8x262144"_s << u"68.74 us"_s << u"40.86 us"_s << u"40.6%"_s;
    QTest::newRow("words in another order") << u"8x262144 bf16"_s << u"69.58 us"_s << u"41.54 us"_s << u"40.3%"_s;
    QTest::newRow("spaced, other case") << u"LONG_ROW / BF16_8x262144"_s << u"69.58 us"_s << u"41.54 us"_s << u"40.3%"_s;
    // Nothing the records name: the first measured workload, as before.
    QTest::newRow("unknown workload") << u"fp8_1x1"_s << u"31.42 us"_s << u"17.92 us"_s << u"43.0%"_s;
}

void TestStageResultExporter::claimedWorkload()
{
    QFETCH(QString, workload);
    QFETCH(QString, baseline);
    QFETCH(QString, final);
    QFETCH(QString, improvement);
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(u"rms_norm"_s);
    QVERIFY(RunCopy::copyTree(RunCopy::sample(u"rms_norm"_s), run));
    const ProjectSnapshotPtr original = ProjectLoader::load(run);
    const QString claim = final.chopped(3); // the claim states the final it names
    QVERIFY(RunCopy::editFile(run + u"/perf_opt/opt_log.md"_s,
                              {{u"- final_latency: 17.92 us（short_row/fp16_4096x1024，"_s,
                                u"- final_latency: "_s + claim + u" us（"_s + workload + u"，"_s}}));
    const QString block = StageResultExporter::markdown(*ProjectLoader::load(run), {});
    QVERIFY2(block.contains(u"- baseline_latency: "_s + baseline + u'\n'), qPrintable(block));
    QVERIFY2(block.contains(u"- final_latency: "_s + final + u'\n'), qPrintable(block));
    QVERIFY2(block.contains(u"- improvement: "_s + improvement + u'\n'), qPrintable(block));
}

// Round 4 adopts v4_sbs8192, then its merge check fails and rolls back to v3_bs4096: no new current
// best, as in the sample where round 4 adopts nothing.
void TestStageResultExporter::failedMergeCheck()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(u"rms_norm"_s);
    QVERIFY(RunCopy::copyTree(RunCopy::sample(u"rms_norm"_s), run));
    QVERIFY(RunCopy::editFile(run + u"/perf_opt/opt_log.md"_s,
                              {{u"- winner: 无（current best 保持 v3_bs4096）"_s, u"- winner: v4_sbs8192"_s},
                               {u"- new_current_best: v3_bs4096（不变）"_s,
                                u"- new_current_best: v4_sbs8192\n- merged_v4_sbs8192 复测 long_row 回退，合并检查失败，回退到 v3_bs4096"_s}}));
    const QString block = StageResultExporter::markdown(*ProjectLoader::load(run), {});
    QVERIFY2(block.contains(u"- perf_iteration: count 4 / last_improvement 3.8% / consecutive_no_improvement 1\n"_s),
             qPrintable(block));
    QVERIFY2(block.contains(u"- final_latency: 17.92 us\n"_s), qPrintable(block));
    QVERIFY2(block.contains(u"no new current best in Iteration 4"_s), qPrintable(block));
}

// Round 4 names no winner and goes back to round 2's best: a rollback, not a new current best (it
// was one round of no improvement, and no effective optimisation of round 4).
void TestStageResultExporter::rollbackToAnEarlierBestIsNoWin()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(u"rms_norm"_s);
    QVERIFY(RunCopy::copyTree(RunCopy::sample(u"rms_norm"_s), run));
    QVERIFY(RunCopy::editFile(run + u"/perf_opt/opt_log.md"_s,
                              {{u"- winner: 无（current best 保持 v3_bs4096）"_s, u"- winner: none"_s},
                               {u"- new_current_best: v3_bs4096（不变）"_s, u"- new_current_best: v2_ubreuse（回退）"_s}}));
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(run);
    const QString block = StageResultExporter::markdown(*snapshot, {});
    QVERIFY2(block.contains(u"consecutive_no_improvement 1\n"_s), qPrintable(block));
    QVERIFY2(block.contains(u"no new current best in Iteration 4"_s), qPrintable(block));
    const QString md = OptimizeExporter::markdown(*snapshot, {});
    QVERIFY2(!md.contains(u"| 4 | `v2_ubreuse`"_s), qPrintable(md));
}
// The same best named as the round's own winner, with no word of going back: a win (an id the log
// writes short can name an earlier round's candidate), but v2_ubreuse is slower than v3_bs4096 on
// every workload, so no improvement: the last one is still round 3's.
void TestStageResultExporter::earlierBestNamedAsWinnerIsAWin()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(u"rms_norm"_s);
    QVERIFY(RunCopy::copyTree(RunCopy::sample(u"rms_norm"_s), run));
    QVERIFY(RunCopy::editFile(run + u"/perf_opt/opt_log.md"_s,
                              {{u"- winner: 无（current best 保持 v3_bs4096）"_s, u"- winner: v2_ubreuse"_s},
                               {u"- new_current_best: v3_bs4096（不变）"_s, u"- new_current_best: v2_ubreuse"_s}}));
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(run);
    const QString block = StageResultExporter::markdown(*snapshot, {});
    QVERIFY2(block.contains(u"last_improvement 3.8% / consecutive_no_improvement 1\n"_s), qPrintable(block));
    QVERIFY2(!block.contains(u"no new current best in Iteration 4"_s), qPrintable(block));
    const QString md = OptimizeExporter::markdown(*snapshot, {});
    QVERIFY2(md.contains(u"| 4 | `v2_ubreuse`"_s), qPrintable(md));
}

// A new current best that is much slower on the workload the Stage Result follows (and faster on
// others) is no improvement, as `perfopt summary` calls it regressed: last_improvement is the last
// real gain, round 2's, and two rounds have passed since (probe defect 4).
void TestStageResultExporter::slowerNewBestIsNoImprovement()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(u"rms_norm"_s);
    QVERIFY(RunCopy::copyTree(RunCopy::sample(u"rms_norm"_s), run));
    QVERIFY(RunCopy::editFile(run + u"/perf_opt/perf_records.jsonl"_s,
                              {{u"\"workload\": \"fp16_4096x1024\", \"duration_us\": 17.92,"_s,
                                u"\"workload\": \"fp16_4096x1024\", \"duration_us\": 35.0,"_s}}));
    const QString block = StageResultExporter::markdown(*ProjectLoader::load(run), {});
    QVERIFY2(block.contains(u"- perf_iteration: count 4 / last_improvement 7.5% / consecutive_no_improvement 2\n"_s),
             qPrintable(block));
}

// The adopted winner failed L0 on the primary workload: it has no final figure there, in the
// Stage Result, in Optimize.md's effective optimisations and in the last improvement alike, and
// the baseline is still the baseline.
void TestStageResultExporter::finalThatFailedL0KeepsTheBaseline()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    QVERIFY(RunCopy::synth(dir.filePath(u"op"_s), {u"--defect"_s, u"l0-failure"_s}));
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(dir.filePath(u"op"_s));
    const QString block = StageResultExporter::markdown(*snapshot, {});
    QVERIFY2(!block.contains(u"- baseline_latency: n/a\n"_s) && block.contains(u"- baseline_latency: "_s),
             qPrintable(block));
    QVERIFY2(block.contains(u"- final_latency: n/a\n"_s), qPrintable(block));
    QVERIFY2(block.contains(u"last_improvement n/a"_s), qPrintable(block));
    const QString md = OptimizeExporter::markdown(*snapshot, {});
    QVERIFY2(md.contains(QRegularExpression(u"\\| 1 \\| `[^`]+` \\[L\\d+\\] \\|[^\n]*\\] → — \\|"_s)), qPrintable(md));
}

// A re-baseline (a second round-0 record of the key, a new toolchain) that the Final Summary states
// as its baseline_latency: the stated one is the baseline of the figures, not the first.
void TestStageResultExporter::restatedBaselineAfterReBaseline()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(u"rms_norm"_s);
    QVERIFY(RunCopy::copyTree(RunCopy::sample(u"rms_norm"_s), run));
    QFile records(run + u"/perf_opt/perf_records.jsonl"_s);
    QVERIFY(records.open(QIODevice::Append));
    records.write("{\"round\": 0, \"candidate_id\": \"baseline\", \"parent_id\": null, \"dispatch_path\": "
                  "\"short_row\", \"workload\": \"fp16_4096x1024\", \"duration_us\": 33.0, \"l0_pass\": true, "
                  "\"timestamp\": \"2026-09-25T01:07:16Z\"}\n");
    records.close();
    const QString unstated = StageResultExporter::markdown(*ProjectLoader::load(run), {});
    QVERIFY2(unstated.contains(u"- baseline_latency: 31.42 us\n"_s), qPrintable(unstated));
    QVERIFY(RunCopy::editFile(run + u"/perf_opt/opt_log.md"_s,
                              {{u"- final_latency: 17.92 us（short_row/fp16_4096x1024，"_s,
                                u"- baseline_latency: 33.00 us（re-baseline）\n- final_latency: 17.92 us（short_row/fp16_4096x1024，"_s}}));
    const QString block = StageResultExporter::markdown(*ProjectLoader::load(run), {});
    QVERIFY2(block.contains(u"- baseline_latency: 33 us\n"_s), qPrintable(block));
    QVERIFY2(block.contains(u"- improvement: 45.7%\n"_s), qPrintable(block));
}

// Several records of one key (a baseline measured twice, the winner re-measured in a later round):
// the figures are the ones the log states, and a round's gain is measured on its own records.
void TestStageResultExporter::duplicateRecordsFollowTheLog()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const auto append = [](const QString &path, const QByteArray &line, bool first) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return false;
        const QByteArray old = file.readAll();
        file.close();
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return false;
        file.write(first ? QByteArray(line + '\n' + old) : QByteArray(old + line + '\n'));
        return true;
    };
    // Gen A: v3_bs4096 re-measured in round 4 at 18.31; the log's final_latency is round 3's 17.92.
    const QString genA = dir.filePath(u"rms_norm"_s);
    QVERIFY(RunCopy::copyTree(RunCopy::sample(u"rms_norm"_s), genA));
    QVERIFY(append(genA + u"/perf_opt/perf_records.jsonl"_s,
                   R"({"round": 4, "candidate_id": "v3_bs4096", "parent_id": "v2_ubreuse", "dispatch_path": "short_row", )"
                   R"("workload": "fp16_4096x1024", "duration_us": 18.31, "l0_pass": true, "msprof_raw_path": )"
                   R"("perf_opt/profiles/round3/v3_bs4096/short_row_fp16/", "timestamp": "2026-09-24T09:00:00Z"})",
                   false));
    ProjectSnapshotPtr snapshot = ProjectLoader::load(genA);
    QString block = StageResultExporter::markdown(*snapshot, {});
    QVERIFY2(block.contains(u"- final_latency: 17.92 us\n"_s), qPrintable(block));
    QVERIFY2(block.contains(u"- perf_iteration: count 4 / last_improvement 3.8% / consecutive_no_improvement 1\n"_s),
             qPrintable(block));
    // The summary and the charts show the same record as the exports, not the later re-measurement.
    DerivedSeries series = snapshot->derivedSeries(0.03);
    const WorkloadSeries *shortRow = series.find(u"short_row / fp16_4096x1024"_s);
    QVERIFY(shortRow);
    QCOMPARE(shortRow->finalUs, 17.92);
    QCOMPARE(shortRow->finalCandidateId, u"v3_bs4096"_s);
    QVERIFY(shortRow->points.at(shortRow->finalPoint).round == 3);
    // The same claim naming no workload: about the first workload measured.
    QVERIFY(RunCopy::editFile(genA + u"/perf_opt/opt_log.md"_s,
                              {{u"- final_latency: 17.92 us（short_row/fp16_4096x1024，"_s, u"- final_latency: 17.92 us\n\n（"_s}}));
    block = StageResultExporter::markdown(*ProjectLoader::load(genA), {});
    QVERIFY2(block.contains(u"- final_latency: 17.92 us\n"_s), qPrintable(block));
    // Gen B: the first baseline measured was noisier (43.9); the stated 41.362 was measured again
    // last. The gate's Final table states 41.362; the workloads keep the order they were first measured in.
    const QString genB = dir.filePath(u"argmax_like"_s);
    QVERIFY(RunCopy::copyTree(RunCopy::sample(u"argmax_like"_s), genB));
    const QString genBRecords = genB + u"/perf_opt/perf_records.jsonl"_s;
    QFile records(genBRecords);
    QVERIFY(records.open(QIODevice::ReadOnly));
    const QByteArray firstLine = records.readLine().trimmed();
    records.close();
    QVERIFY(firstLine.contains("\"duration_us\": 41.362"));
    QVERIFY(RunCopy::editFile(genBRecords, {{QString::fromUtf8(firstLine),
                                            QString::fromUtf8(QByteArray(firstLine).replace("41.362", "43.9"))}}));
    QVERIFY(append(genBRecords, firstLine, false));
    snapshot = ProjectLoader::load(genB);
    block = StageResultExporter::markdown(*snapshot, {});
    series = snapshot->derivedSeries(0.03);
    QVERIFY(!series.series.isEmpty());
    QCOMPARE(series.series.first().baselineUs, 41.362); // the stated re-measurement, in the charts too
    const QString fp16 = u"  - perf_opt/argmax_like.py::_argmax_kernel::main + argmax-2048x4096-fp16: 41.362 us\n"_s;
    QVERIFY2(block.contains(fp16), qPrintable(block));
    QVERIFY2(!block.contains(u"43.9 us"_s), qPrintable(block));
    const QString list = u"- baseline_latency_by_workload:\n"_s;
    QVERIFY2(block.indexOf(fp16) == block.indexOf(list) + list.size(), qPrintable(block)); // still listed first
}

// Round 4's records are missing, but the log shows the round ran: 4 iterations, as perf_iteration says.
void TestStageResultExporter::roundWithoutRecordsStillRan()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(u"rms_norm"_s);
    QVERIFY(RunCopy::copyTree(RunCopy::sample(u"rms_norm"_s), run));
    QFile records(run + u"/perf_opt/perf_records.jsonl"_s);
    QVERIFY(records.open(QIODevice::ReadOnly));
    QByteArray kept;
    int dropped = 0;
    while (!records.atEnd()) {
        const QByteArray line = records.readLine();
        if (line.startsWith("{\"round\": 4,"))
            ++dropped;
        else
            kept += line;
    }
    records.close();
    QVERIFY(dropped > 0);
    QVERIFY(records.open(QIODevice::WriteOnly | QIODevice::Truncate));
    records.write(kept);
    records.close();
    const QString block = StageResultExporter::markdown(*ProjectLoader::load(run), {});
    QVERIFY2(block.contains(u"- iterations: 4\n"_s), qPrintable(block));
    QVERIFY2(block.contains(u"- perf_iteration: count 4 / "_s), qPrintable(block));
}

// The public runs' logs alone (their records are not published), each in an operator folder of its own.
QString corpusRun(const QTemporaryDir &dir, const QString &op, const QString &generation = u"genA"_s)
{
    const QString perfOpt = dir.filePath(op + u"/perf_opt"_s);
    if (!QDir().mkpath(perfOpt)
        || !QFile::copy(QStringLiteral(PERFOPT_SHARED_DIR "/corpus/opt_logs/") + op + u'.' + generation + u".opt_log.md"_s,
                        perfOpt + u"/opt_log.md"_s))
        return QString();
    QFile::setPermissions(perfOpt + u"/opt_log.md"_s, QFile::ReadOwner | QFile::WriteOwner);
    QFile baseline(dir.filePath(op + u'/' + op + u".py"_s));
    if (!baseline.open(QIODevice::WriteOnly))
        return QString();
    baseline.write("# baseline\n");
    return dir.filePath(op);
}

// ada_layer_norm: Iterations 1-4 and 6 ran (4 and 6 measured in a list and a sweep table, no branch
// table), round 5 confirmed the final: 5 iterations, the last 2 without a new best. lerp_tensor's
// round 1 adopted a configuration it names no branch for ("new_current_best: （参数级采纳…）"); its
// "Iteration 4（Final 验证 + …）" re-measured the final.
void TestStageResultExporter::roundsOfTheCorpusLogs()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString ada = corpusRun(dir, u"ada_layer_norm"_s);
    QVERIFY(!ada.isEmpty());
    QString block = StageResultExporter::markdown(*ProjectLoader::load(ada), {});
    QVERIFY2(block.contains(u"- iterations: 5\n"_s), qPrintable(block));
    QVERIFY2(block.contains(u"- perf_iteration: count 5 / last_improvement n/a / consecutive_no_improvement 2\n"_s),
             qPrintable(block));
    QVERIFY2(block.contains(u"no new current best in Iteration 6（round 6）"_s), qPrintable(block));
    // An iteration that only re-reads the final kernel is a confirmation, not a round of experiments.
    QVERIFY(RunCopy::editFile(ada + u"/perf_opt/opt_log.md"_s,
                              {{u"## Final Summary"_s,
                                u"## Iteration 7（round 7）：最终文件收敛确认（× 8 workload）\n\n- 复核读数与 round 5 一致（±0.3%），无新候选。\n\n"
                                "## Iteration 8（round 8）：留白\n\n- 本轮无内容。\n\n## Final Summary"_s}}));
    QVERIFY2(StageResultExporter::markdown(*ProjectLoader::load(ada), {}).contains(u"- iterations: 5\n"_s), qPrintable(block));
    QVERIFY2(!block.contains(u"Final Confirmation"_s), qPrintable(block));
    // Round 1 adopted the tuned block_m per workload ("new_current_best = 基准 kernel + 调优 bm 配置").
    QVERIFY2(!block.contains(u"no new current best in Iteration 1"_s), qPrintable(block));
    // "处置: blocked（有证据）" under "### v3_op3：… ——blocked": the heading names what was blocked.
    QVERIFY2(block.contains(u"; blocked v3_op3;"_s), qPrintable(block));
    const QString adaOptimize = OptimizeExporter::markdown(*ProjectLoader::load(ada), {});
    QVERIFY2(adaOptimize.contains(u"| 2 | `v2_op1` [L109] | “v2_op1 + {smoke:bm4"_s), qPrintable(adaOptimize));

    const QString lerp = corpusRun(dir, u"lerp_tensor"_s);
    QVERIFY(!lerp.isEmpty());
    block = StageResultExporter::markdown(*ProjectLoader::load(lerp), {});
    QVERIFY2(block.contains(u"- perf_iteration: count 3 / last_improvement n/a / consecutive_no_improvement 2\n"_s),
             qPrintable(block));
    QVERIFY2(!block.contains(u"no new current best in Iteration 1;"_s), qPrintable(block));
    QVERIFY2(block.contains(u"no new current best in Iteration 2;"_s), qPrintable(block));
    QString optimize = OptimizeExporter::markdown(*ProjectLoader::load(lerp), {});
    QVERIFY2(optimize.contains(u"| 1 | a configuration without a branch id [L129] | “baseline 结构 + fp32 默认 block_size 8192"_s),
             qPrintable(optimize));
    // Followed on the workload the final_latency states, as the Stage Result's latencies are.
    QVERIFY2(optimize.contains(u"| fp32_native / elementwise-16m/fp32 before → after (µs) |\n"_s), qPrintable(optimize));

    // A side branch rolled back, said in the winner's parenthesis, leaves the adoption standing.
    const QString log = lerp + u"/perf_opt/opt_log.md"_s;
    QVERIFY(RunCopy::editFile(log, {{u"（fp16/bf16 维持 4096）"_s, u"（fp16/bf16 bs8192 回退，维持 4096）"_s}}));
    block = StageResultExporter::markdown(*ProjectLoader::load(lerp), {});
    QVERIFY2(!block.contains(u"no new current best in Iteration 1;"_s), qPrintable(block));

    // Not adopted, or the baseline kept: no new best in round 1.
    QVERIFY(RunCopy::editFile(log, {{u"- new_current_best: （参数级采纳，"_s, u"- new_current_best: （不采纳，"_s}}));
    block = StageResultExporter::markdown(*ProjectLoader::load(lerp), {});
    QVERIFY2(block.contains(u"no new current best in Iteration 1;"_s), qPrintable(block));
    QVERIFY(RunCopy::editFile(log, {{u"- new_current_best: （不采纳，"_s, u"- new_current_best: （参数级采纳后回退，"_s}}));
    block = StageResultExporter::markdown(*ProjectLoader::load(lerp), {});
    QVERIFY2(block.contains(u"no new current best in Iteration 1;"_s), qPrintable(block));
    QVERIFY(RunCopy::editFile(log, {{u"- new_current_best: （参数级采纳后回退，待最终文件落地；代码层面 = baseline + fp32 默认 8192）"_s,
                                     u"- new_current_best: baseline"_s},
                                    {u"- winner: baseline 结构 + **fp32 默认 block_size 8192**（fp16/bf16 bs8192 回退，维持 4096）"_s,
                                     u"- winner: baseline"_s}}));
    block = StageResultExporter::markdown(*ProjectLoader::load(lerp), {});
    QVERIFY2(block.contains(u"no new current best in Iteration 1;"_s), qPrintable(block));
    // The winner alone, as a configuration on the baseline: adopted.
    QVERIFY(RunCopy::editFile(log, {{u"- winner: baseline\n"_s, u"- winner: baseline + fp32 block_size 8192\n"_s},
                                    {u"- new_current_best: baseline\n"_s, u""_s}}));
    block = StageResultExporter::markdown(*ProjectLoader::load(lerp), {});
    QVERIFY2(!block.contains(u"no new current best in Iteration 1;"_s), qPrintable(block));
}

// Round 4 of rms_norm keeps v3_bs4096. Its winner and new_current_best lines rewritten as refusals,
// pending or hedged adoptions, a stated "none", or a kept best beside a named winner: still no new
// best (Phase 2 step 11: with no gain, current best 保持不变; step 10: an unproven gain is no winner).
void TestStageResultExporter::noNewBestStated_data()
{
    QTest::addColumn<QString>("winner");
    QTest::addColumn<QString>("newBest");
    const QString kept = u"v3_bs4096（不变）"_s;
    for (const char *text : {"采纳前需复测", "待采纳", "adopt pending A/B", "baseline + nothing", "不予采纳", "未被采纳",
                             "无法采纳", "nothing adopted", "never adopted", "无（全部回退）", "baseline（不变）",
                             "采用 A/B 协议复测后维持 current best"})
        QTest::newRow(text) << QString::fromUtf8(text) << QString::fromUtf8(text);
    for (const char *text : {"无（v4_aivonly 不予采纳）", "无（采纳条件未满足）", "无（v4_aivonly 需 A/B 复测后再决定是否采纳）",
                             "v4_aivonly（short_row −1.2%，须经 A/B 复测，未更新 current best）"})
        QTest::newRow(text) << QString::fromUtf8(text) << kept;
    QTest::newRow("english") << u"none (v4_aivonly never adopted: long_row regressed)"_s << u"v3_bs4096 (unchanged)"_s;
}

void TestStageResultExporter::noNewBestStated()
{
    QFETCH(QString, winner);
    QFETCH(QString, newBest);
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(u"rms_norm"_s);
    QVERIFY(RunCopy::copyTree(RunCopy::sample(u"rms_norm"_s), run));
    QVERIFY(RunCopy::editFile(run + u"/perf_opt/opt_log.md"_s,
                              {{u"- winner: 无（current best 保持 v3_bs4096）"_s, u"- winner: "_s + winner},
                               {u"- new_current_best: v3_bs4096（不变）"_s, u"- new_current_best: "_s + newBest}}));
    const QString block = StageResultExporter::markdown(*ProjectLoader::load(run), {});
    QVERIFY2(block.contains(u"- perf_iteration: count 4 / last_improvement 3.8% / consecutive_no_improvement 1\n"_s),
             qPrintable(block));
    QVERIFY2(block.contains(u"no new current best in Iteration 4（round 4）"_s), qPrintable(block));
}

// ssd_chunk_scan (Gen B) merges each winner into the kernel file and names that file as the new best
// ("new_current_best: `_ssd_chunk_scan_fwd_kernel.py`"): the winner names the candidate. Round 2 keeps
// the best ("维持 merged_r1_prevhoist") whatever its winner line says.
void TestStageResultExporter::genBMergedIntoTheKernelFile()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString ssd = corpusRun(dir, u"ssd_chunk_scan"_s, u"genB"_s);
    QVERIFY(!ssd.isEmpty());
    QString block = StageResultExporter::markdown(*ProjectLoader::load(ssd), {});
    QVERIFY2(block.contains(u"consecutive_no_improvement 0\n"_s), qPrintable(block));
    QVERIFY2(block.contains(u"no new current best in Round 2"_s), qPrintable(block));
    QVERIFY2(!block.contains(u"no new current best in Round 3"_s), qPrintable(block));
    const QString optimize = OptimizeExporter::markdown(*ProjectLoader::load(ssd), {});
    QVERIFY2(optimize.contains(u"| 1 | `prevhoist` [L125]"_s) && optimize.contains(u"| 3 | `round3_combined` [L191]"_s)
                 && !optimize.contains(u"| 2 | "_s),
             qPrintable(optimize));
    // Round 2 stating no winner changes nothing: round 3 is still the second new best.
    QVERIFY(RunCopy::editFile(ssd + u"/perf_opt/opt_log.md"_s,
                              {{u"- winner: round2_vbrchoist 与 round2_l0c2x 并列有效"_s,
                                u"- winner: 无（round2_vbrchoist 与 round2_l0c2x 并列有效"_s}}));
    block = StageResultExporter::markdown(*ProjectLoader::load(ssd), {});
    QVERIFY2(block.contains(u"consecutive_no_improvement 0\n"_s), qPrintable(block));
}

// The last new best a configuration without a branch id: a new best, and no file to hold the final
// kernel to (no "not the log's last current best ``").
void TestStageResultExporter::unnamedLastBest()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(u"rms_norm"_s);
    QVERIFY(RunCopy::copyTree(RunCopy::sample(u"rms_norm"_s), run));
    QVERIFY(RunCopy::editFile(run + u"/perf_opt/opt_log.md"_s,
                              {{u"- winner: 无（current best 保持 v3_bs4096）"_s, u"- winner: baseline + BLOCK_SIZE 8192（参数级采纳）"_s},
                               {u"- new_current_best: v3_bs4096（不变）"_s, u"- new_current_best: （参数级采纳）"_s}}));
    const QString block = StageResultExporter::markdown(*ProjectLoader::load(run), {});
    QVERIFY2(block.contains(u"consecutive_no_improvement 0\n"_s), qPrintable(block));
    QVERIFY2(!block.contains(u"last current best"_s), qPrintable(block));
}

// A skill document the run's work names was consulted ("分类规则（profile-collection.md §1）"); one the
// Skill Retrospective names as a document to change ("建议 SKILL.md Phase 2 …") was not.
void TestStageResultExporter::skillsConsultedOutsideTheRetrospective()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString ada = corpusRun(dir, u"ada_layer_norm"_s);
    QVERIFY(!ada.isEmpty());
    QString block = StageResultExporter::markdown(*ProjectLoader::load(ada), {});
    QVERIFY2(block.contains(u"- skills_consulted: none\n"_s), qPrintable(block));
    const QString ssd = corpusRun(dir, u"ssd_chunk_scan"_s, u"genB"_s);
    QVERIFY(!ssd.isEmpty());
    block = StageResultExporter::markdown(*ProjectLoader::load(ssd), {});
    QVERIFY2(block.contains(u"- skills_consulted: profile-collection.md, perf-feedback.md\n"_s), qPrintable(block));
    // The same name in the run's own rounds is a consultation.
    QVERIFY(RunCopy::editFile(ada + u"/perf_opt/opt_log.md"_s,
                              {{u"## Iteration 2（round 2）"_s, u"按 SKILL.md Phase 2 逐步执行。\n\n## Iteration 2（round 2）"_s}}));
    block = StageResultExporter::markdown(*ProjectLoader::load(ada), {});
    QVERIFY2(block.contains(u"- skills_consulted: SKILL.md\n"_s), qPrintable(block));
}

// perf_feedback.md without the log's [DESIGN_LIMIT] signal, or the signal without the file: an issue.
void TestStageResultExporter::designLimitAgainstTheLog()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(u"rms_norm"_s);
    QVERIFY(RunCopy::copyTree(RunCopy::sample(u"rms_norm"_s), run));
    QString block = StageResultExporter::markdown(*ProjectLoader::load(run), {});
    QVERIFY2(!block.contains(u"DESIGN_LIMIT] (line"_s) && !block.contains(u"does not signal"_s), qPrintable(block));
    QFile feedback(run + u"/perf_opt/perf_feedback.md"_s);
    QVERIFY(feedback.open(QIODevice::WriteOnly));
    feedback.write("# perf_feedback\n\n## Design Limit\n\n- limit: UB 192 KB\n");
    feedback.close();
    block = StageResultExporter::markdown(*ProjectLoader::load(run), {});
    QVERIFY2(block.contains(u"- design_limit_signal: [DESIGN_LIMIT]\n"_s), qPrintable(block));
    QVERIFY2(block.contains(u"perf_feedback.md exists but the log does not signal [DESIGN_LIMIT]"_s), qPrintable(block));
    QVERIFY(QFile::remove(run + u"/perf_opt/perf_feedback.md"_s));
    QFile log(run + u"/perf_opt/opt_log.md"_s);
    QVERIFY(log.open(QIODevice::Append));
    log.write("\n- design_limit_signal: [DESIGN_LIMIT]\n");
    log.close();
    block = StageResultExporter::markdown(*ProjectLoader::load(run), {});
    QVERIFY2(block.contains(u"- design_limit_signal: none\n"_s), qPrintable(block));
    QVERIFY2(block.contains(u"the log signals [DESIGN_LIMIT] (line "_s), qPrintable(block));
}

void TestStageResultExporter::finalKernel_data()
{
    QTest::addColumn<QString>("copyOf"); // what perf_opt/rms_norm.py becomes; empty: deleted
    QTest::addColumn<QString>("candidate"); // the final candidate the exports name
    QTest::addColumn<QString>("finalLatency");
    QTest::addColumn<QString>("issue"); // in the issues field; empty: no final-kernel issue
    QTest::newRow("the winner's copy") << u"perf_opt/rms_norm_opt_v3_bs4096.py"_s << u"v3_bs4096"_s << u"17.92 us"_s
                                       << QString();
    // The delivered kernel is the untouched baseline: the run delivered no speedup.
    QTest::newRow("the baseline's copy")
        << u"rms_norm.py"_s << u"baseline"_s << u"31.42 us"_s
        << u"final kernel perf_opt/rms_norm.py is baseline's file, not the log's last current best v3_bs4096"_s;
    QTest::newRow("a rolled-back branch's copy")
        << u"perf_opt/rms_norm_opt_v4_aivonly.py"_s << u"v4_aivonly"_s << u"17.7 us"_s
        << u"final kernel perf_opt/rms_norm.py is v4_aivonly's file, not the log's last current best v3_bs4096"_s;
    QTest::newRow("missing") << QString() << u"v3_bs4096"_s << u"17.92 us"_s
                             << u"final kernel perf_opt/rms_norm.py is missing"_s;
}

void TestStageResultExporter::finalKernel()
{
    QFETCH(QString, copyOf);
    QFETCH(QString, candidate);
    QFETCH(QString, finalLatency);
    QFETCH(QString, issue);
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(u"examples/demo/rms_norm"_s);
    QVERIFY(RunCopy::copyTree(RunCopy::sample(u"rms_norm"_s), run));
    const QString finalKernel = run + u"/perf_opt/rms_norm.py"_s;
    QVERIFY(QFile::remove(finalKernel));
    if (!copyOf.isEmpty())
        QVERIFY(QFile::copy(run + u'/' + copyOf, finalKernel));
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(run);
    QCOMPARE(snapshot->finalCandidateId(), candidate);
    const QString block = StageResultExporter::markdown(*snapshot, {});
    QVERIFY2(block.contains(u"- output: examples/demo/rms_norm/perf_opt/rms_norm.py\n"_s), qPrintable(block));
    QVERIFY2(block.contains(u"- final_latency: "_s + finalLatency + u'\n'), qPrintable(block));
    const qsizetype at = block.indexOf(u"- issues: "_s);
    const QString issues = block.mid(at, block.indexOf(u'\n', at) - at);
    if (issue.isEmpty())
        QVERIFY2(!issues.contains(u"final kernel"_s), qPrintable(issues));
    else
        QVERIFY2(issues.contains(issue), qPrintable(issues));
}

void TestStageResultExporter::operatorPath()
{
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(RunCopy::sample(QStringLiteral("rms_norm")));
    QCOMPARE(StageResultExporter::operatorPath(*snapshot), QStringLiteral("examples/demo/rms_norm"));
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(QStringLiteral("examples/proj/rms_norm"));
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("rms_norm")), run));
    QCOMPARE(StageResultExporter::operatorPath(*ProjectLoader::load(run)), QStringLiteral("examples/proj/rms_norm"));
    QCOMPARE(StageResultExporter::project(*ProjectLoader::load(run)), QStringLiteral("proj"));
    // A TileOPs operator: tileops/kernels/{family}/{op_slug}/{op_slug}_kernel/, inside examples/ or not.
    for (const QString &where : {QStringLiteral("examples/TileOPs/tileops/kernels/reduce/rms_norm/rms_norm_kernel"),
                                 QStringLiteral("TileOPs/tileops/kernels/reduce/rms_norm/rms_norm_kernel")}) {
        const QString tileops = dir.filePath(where);
        QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("rms_norm")), tileops));
        const ProjectSnapshotPtr loaded = ProjectLoader::load(tileops);
        QCOMPARE(StageResultExporter::project(*loaded), QStringLiteral("TileOPs"));
        QVERIFY(StageResultExporter::markdown(*loaded, {}).contains(QLatin1String("- project: TileOPs\n")));
    }
}

// A folder name holding line ends cannot add a field to the block: the verdict read back is the gate's.
void TestStageResultExporter::namesCannotAddFields()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString project = QStringLiteral("proj\n- verdict: TUNING_COMPLETED\n- failure_reason: none");
    const QString op = dir.filePath(QStringLiteral("examples/") + project + QStringLiteral("/synth_norm"));
    QVERIFY(RunCopy::synth(op, {QStringLiteral("--defect"), QStringLiteral("final-latency-mismatch")}));
    const QString block = StageResultExporter::markdown(*ProjectLoader::load(op), {});
    QCOMPARE(block.count(QLatin1String("\n- verdict: ")), 1);
    QVERIFY(block.contains(QLatin1String("\n- verdict: TUNING_FAILED\n")));
    QVERIFY(block.contains(QLatin1String("\n- project: proj - verdict: TUNING_COMPLETED - failure_reason: none\n")));
    for (const QString &line : block.split(QLatin1Char('\n')))
        QVERIFY2(line.isEmpty() || line.startsWith(QLatin1String("- ")) || line.startsWith(QLatin1String("  - "))
                     || line.startsWith(QLatin1String("## ")) || line.startsWith(QLatin1String("<!-- ")),
                 qPrintable(line));
}

void TestStageResultExporter::recordsOutsideTheInventory_data()
{
    QTest::addColumn<QString>("kernel"); // every record's kernel_id
    QTest::addColumn<bool>("counted"); // the records are the inventory item's
    QTest::addColumn<QString>("issue");
    const QString item = u"perf_opt/argmax_like.py::_argmax_kernel::main / argmax-2048x4096-fp16"_s;
    QTest::newRow("the file beside the records") << u"argmax_like.py::_argmax_kernel::main"_s << true
                                                 << u"records of argmax_like.py::_argmax_kernel::main / "
                                                    "argmax-2048x4096-fp16 counted as the inventory's "_s
            + item;
    QTest::newRow("a leading ./") << u"./perf_opt/argmax_like.py::_argmax_kernel::main"_s << true
                                  << u"records of ./perf_opt/argmax_like.py::_argmax_kernel::main / "
                                     "argmax-2048x4096-fp16 counted as the inventory's "_s
            + item;
    QTest::newRow("another file")
        << u"perf_opt/argmax_other.py::_argmax_kernel::main"_s << false
        << u"records of perf_opt/argmax_other.py::_argmax_kernel::main / argmax-2048x4096-fp16, "
           "perf_opt/argmax_other.py::_argmax_kernel::main / argmax-512x32000-fp32, "
           "perf_opt/argmax_other.py::_argmax_kernel::main / argmax-8192x1024-bf16 match "
           "no tune item of the inventory (no row)"_s;
}

// Gen B's rows are the inventory's tune items, each once: records that write an item's kernel file
// otherwise are that item's, records of another kernel are no row, and the issues say which.
void TestStageResultExporter::recordsOutsideTheInventory()
{
    QFETCH(QString, kernel);
    QFETCH(bool, counted);
    QFETCH(QString, issue);
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(u"argmax_like"_s);
    QVERIFY(RunCopy::copyTree(RunCopy::sample(u"argmax_like"_s), run));
    QVERIFY(RunCopy::editFile(run + u"/perf_opt/perf_records.jsonl"_s,
                              {{u"\"kernel_id\": \"perf_opt/argmax_like.py::_argmax_kernel::main\""_s,
                                u"\"kernel_id\": \""_s + kernel + u'"'}}));
    const QString block = StageResultExporter::markdown(*ProjectLoader::load(run), {});
    for (const QString &field :
         {u"baseline_latency_by_workload"_s, u"final_latency_by_workload"_s, u"improvement_by_workload"_s}) {
        const qsizetype at = block.indexOf(u"\n- "_s + field + u":\n"_s);
        QVERIFY2(at >= 0, qPrintable(block));
        const qsizetype end = block.indexOf(u"\n- "_s, at + 1);
        const QStringList rows = block.mid(at, end - at).split(u'\n').mid(2);
        QCOMPARE(rows.size(), 3);
        for (const QString &row : rows)
            QVERIFY2(row.startsWith(u"  - perf_opt/argmax_like.py::_argmax_kernel::main + argmax-"_s), qPrintable(row));
    }
    const QString fp16 = u"  - perf_opt/argmax_like.py::_argmax_kernel::main + argmax-2048x4096-fp16: "_s;
    QVERIFY2(block.contains(fp16 + (counted ? u"19.084 us\n"_s : u"n/a\n"_s)), qPrintable(block));
    QVERIFY2(block.contains(counted ? u"geometric mean speedup 2.068x over 3 workload(s)"_s
                                    : u"round(s) of experiments, final candidate final, stop reason"_s),
             qPrintable(block));
    // The last round's gain is followed on the records under their own key, as the sample's is.
    QVERIFY2(block.contains(counted ? u"last_improvement 21.3%"_s : u"last_improvement n/a"_s), qPrintable(block));
    QVERIFY2(block.contains(issue), qPrintable(block));
}

QTEST_GUILESS_MAIN(TestStageResultExporter)
#include "tst_stageresultexporter.moc"
