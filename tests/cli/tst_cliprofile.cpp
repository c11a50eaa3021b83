// SPDX-License-Identifier: MIT
// `perfopt profile`, run as a user would: a run's summary and two runs compared, as text and JSON,
// on the real msprof samples and the bundled demo run; bad input gives exit code 2.
#include "clirunner.h"
#include "runcopy.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

namespace {

const QString samples = QStringLiteral(PERFOPT_SHARED_DIR "/samples/msprof/");
const QString a3Run = samples
    + QStringLiteral("tile-ai__tilelang-ascend/custom/sigmoid/perf_tuning/msprof_output_iter1_after/"
                     "OPPROF_20260803154619_ETRNHYWCPRERQANJ");
const QString cann852Holder
    = samples
    + QStringLiteral(
          "neo-pan__ascend-msprof-skill/tests/fixtures/real_cann852_workload_pair/shape-256/reports/followups/"
          "collect_default_metric_followup");
const QString demo = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/perf_opt/profiles/");

// A copy of the demo's nested run (round 3, v3_bs4096, short_row_fp16) in `into`: its path, or
// empty when it could not be made.
QString copyOfNestedDemoRun(const QTemporaryDir &into)
{
    const QString holder = demo + QStringLiteral("round3/v3_bs4096/short_row_fp16");
    const QStringList opprof = QDir(holder).entryList({QStringLiteral("OPPROF_*")}, QDir::Dirs);
    const QString run = opprof.size() == 1 ? into.filePath(opprof.first()) : QString();
    return !run.isEmpty() && RunCopy::copyTree(holder + QLatin1Char('/') + opprof.first(), run) ? run : QString();
}
const QString badRun = QStringLiteral(
    PERFOPT_TEST_DATA_DIR "/msprof/bad_run/perf_opt/profiles/round1/v1_bad/OPPROF_20260901000000_BADFILESINONERUN");

QJsonObject json(const CliResult &result)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(result.out, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("%s", qPrintable(error.errorString()));
    return document.object();
}

} // namespace

class TestCliProfile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void summaryText();
    void summaryJson();
    void directoryHoldingOneRun();
    void nestedRunAndLaunch();
    void compareText();
    void compareJson();
    void compareSaysEachSidesFindings();
    void badFiles();
    void damagedAndMixedRuns();
    void pathInsideARun();
    void folderInsideAMultiCardRun();
    void kernelFolderOfASimulatedNestedRun();
    void severalKernelsShowTheTunedOne();
    void fifoOrFolderInPlaceOfACsv();
    void refusedMetricFileInEveryCommand();
    void badUsage_data();
    void badUsage();
    void listedInHelp();
};

void TestCliProfile::summaryText()
{
    const CliResult result = runCli({QStringLiteral("profile"), a3Run});
    QCOMPARE(result.exitCode, 0);
    const QString out = QString::fromUtf8(result.out);
    QVERIFY2(out.contains(QLatin1String("Run            OPPROF_20260803154619_ETRNHYWCPRERQANJ (flat)")),
             qPrintable(out));
    QVERIFY(out.contains(QLatin1String("Op             main_kernel  type mix  Block Dim 24  Mix Block Dim 48")));
    QVERIFY(out.contains(QLatin1String("Task Duration  53.619 us\n")));
    QVERIFY(out.contains(QLatin1String("SoC Ascend910_9362")));
    QVERIFY(out.contains(QLatin1String("PipeUtilization header cann9")));
    // aiv vector: mean 26.90 %, min 26.84 %, max 26.94 % over 48 vector rows.
    QVERIFY(out.contains(
        QLatin1String("  aiv   vector      26.90%   26.84%   26.94%     14.259    48  PipeUtilization:aiv_vec_ratio")));
    QVERIFY(out.contains(QLatin1String("aiv: 48 rows, mean 26.035 us, slowest 27.084 us (block 5 vector1)")));
    QVERIFY(out.contains(QLatin1String("aic_overall_hit_rate(%) *")));
    QVERIFY(out.contains(QLatin1String("read_main_memory_datas(KB)")));
    QVERIFY(out.contains(QLatin1String("16399.000")));
    QVERIFY(out.contains(QLatin1String("aiv_mte2_wait_ratio")));
    QVERIFY(result.err.isEmpty());
}

void TestCliProfile::summaryJson()
{
    const CliResult result = runCli({QStringLiteral("profile"), a3Run, QStringLiteral("--json")});
    QCOMPARE(result.exitCode, 0);
    const QJsonObject root = json(result);
    QCOMPARE(root.value(QStringLiteral("run")).toString(), QStringLiteral("OPPROF_20260803154619_ETRNHYWCPRERQANJ"));
    QCOMPARE(root.value(QStringLiteral("kind")).toString(), QStringLiteral("flat"));
    const QJsonObject info = root.value(QStringLiteral("basic_info")).toObject();
    QCOMPARE(info.value(QStringLiteral("task_duration_us")).toDouble(), 53.618927);
    QCOMPARE(info.value(QStringLiteral("block_dim")).toInt(), 24);
    QCOMPARE(info.value(QStringLiteral("soc_version")).toString(), QStringLiteral("Ascend910_9362"));
    QCOMPARE(root.value(QStringLiteral("task_duration")).toObject().value(QStringLiteral("median_us")).toDouble(),
             53.618927);
    QJsonObject vec;
    for (const QJsonValue &pipe : root.value(QStringLiteral("pipes")).toArray()) {
        if (pipe.toObject().value(QStringLiteral("column")).toString() == QLatin1String("aiv_vec_ratio"))
            vec = pipe.toObject();
    }
    const QJsonObject ratio = vec.value(QStringLiteral("ratio")).toObject();
    QCOMPARE(ratio.value(QStringLiteral("count")).toInt(), 48);
    QVERIFY(qAbs(ratio.value(QStringLiteral("mean")).toDouble() - 0.2690453333333333) < 1e-12);
    QCOMPARE(ratio.value(QStringLiteral("min")).toDouble(), 0.268428);
    QCOMPARE(root.value(QStringLiteral("blocks")).toArray().size(), 72);
    QCOMPARE(root.value(QStringLiteral("files")).toArray().size(), 7);
    QVERIFY(root.value(QStringLiteral("files"))
                .toArray()
                .first()
                .toString()
                .startsWith(QLatin1String("OPPROF_20260803154619_ETRNHYWCPRERQANJ/")));
    QVERIFY(root.value(QStringLiteral("diagnostics")).toArray().isEmpty());
}

// The fixture's folder holds exactly one run (OPPROF_001): it is found.
void TestCliProfile::directoryHoldingOneRun()
{
    const CliResult result = runCli({QStringLiteral("profile"), cann852Holder, QStringLiteral("--json")});
    QCOMPARE(result.exitCode, 0);
    const QJsonObject root = json(result);
    QCOMPARE(root.value(QStringLiteral("run")).toString(),
             QStringLiteral("collect_default_metric_followup/OPPROF_001"));
    QCOMPARE(root.value(QStringLiteral("pipe_header_version")).toString(), QStringLiteral("cann8"));
    QCOMPARE(root.value(QStringLiteral("basic_info")).toObject().value(QStringLiteral("pid")), QJsonValue());
}

void TestCliProfile::nestedRunAndLaunch()
{
    const QString run = demo + QStringLiteral("round3/v3_bs4096/short_row_fp16");
    CliResult result = runCli({QStringLiteral("profile"), run});
    QCOMPARE(result.exitCode, 0);
    const QString out = QString::fromUtf8(result.out);
    QVERIFY2(out.contains(QLatin1String("Task Duration  17.920 us (median of 3 launches)")), qPrintable(out));
    QVERIFY(out.contains(QLatin1String("min 17.900 us, max 17.980 us")));
    QVERIFY(out.contains(QLatin1String("main_kernel_mix_aic/1 (the per-block values below)")));

    result = runCli(
        {QStringLiteral("profile"), run, QStringLiteral("--launch"), QStringLiteral("2"), QStringLiteral("--json")});
    QCOMPARE(result.exitCode, 0);
    const QJsonObject root = json(result);
    QCOMPARE(root.value(QStringLiteral("launch")).toInt(), 2);
    QCOMPARE(
        root.value(QStringLiteral("launch_basic_info")).toObject().value(QStringLiteral("task_duration_us")).toDouble(),
        17.9);
    QCOMPARE(root.value(QStringLiteral("task_duration")).toObject().value(QStringLiteral("launches")).toArray().size(),
             3);

    result = runCli({QStringLiteral("profile"), run, QStringLiteral("--launch"), QStringLiteral("3")});
    QCOMPARE(result.exitCode, 2);

    // The kernel folder of the nested run is inside the run: the run, not "3 runs; name one"; a
    // launch folder is that launch alone.
    const QStringList opprof = QDir(run).entryList({QStringLiteral("OPPROF_*")}, QDir::Dirs);
    QCOMPARE(opprof.size(), 1);
    const QString kernel = run + QLatin1Char('/') + opprof.first() + QStringLiteral("/main_kernel_mix_aic");
    result = runCli({QStringLiteral("profile"), kernel});
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(QString::fromUtf8(result.out).contains(QLatin1String("Task Duration  17.920 us (median of 3 launches)")),
             result.out.constData());
    QVERIFY(QString::fromUtf8(result.out).startsWith(QStringLiteral("Run            %1 (nested)").arg(opprof.first())));
    // With one launch left the kernel folder still names the run (not its launch as a flat run).
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString single = tmp.filePath(opprof.first());
    QVERIFY(RunCopy::copyTree(run + QLatin1Char('/') + opprof.first(), single));
    QVERIFY(QDir(single + QStringLiteral("/main_kernel_mix_aic/1")).removeRecursively());
    QVERIFY(QDir(single + QStringLiteral("/main_kernel_mix_aic/2")).removeRecursively());
    result = runCli({QStringLiteral("profile"), single + QStringLiteral("/main_kernel_mix_aic")});
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(QString::fromUtf8(result.out).startsWith(QStringLiteral("Run            %1 (nested)").arg(opprof.first())),
             result.out.constData());
    result = runCli({QStringLiteral("profile"), kernel + QStringLiteral("/2"), QStringLiteral("--json")});
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(json(result).value(QStringLiteral("task_duration")).toObject().value(QStringLiteral("median_us")).toDouble(),
             17.9);
}

void TestCliProfile::compareText()
{
    const CliResult result = runCli({QStringLiteral("profile"), QStringLiteral("--compare"),
                                     demo + QStringLiteral("round2/v2_ubreuse/short_row_fp16"),
                                     demo + QStringLiteral("round3/v3_bs4096/short_row_fp16")});
    QCOMPARE(result.exitCode, 0);
    const QString out = QString::fromUtf8(result.out);
    QVERIFY2(out.contains(QLatin1String(
                 "Task Duration median: A 18.620 us, B 17.920 us, -3.76%: improved (noise threshold 3.00%)")),
             qPrintable(out));
    QVERIFY(out.contains(QLatin1String("Task Duration, median (us)")));
    QVERIFY(out.contains(QLatin1String("PipeUtilization         72 rows, 34 columns")));
    QVERIFY(out.contains(QLatin1String("files only in B: ArithmeticUtilization, L2Cache, Memory, MemoryL0, MemoryUB, "
                                       "ResourceConflictRatio")));
    // At 5 % the same change is noise.
    const CliResult loose = runCli({QStringLiteral("profile"), QStringLiteral("--compare"),
                                    demo + QStringLiteral("round2/v2_ubreuse/short_row_fp16"),
                                    demo + QStringLiteral("round3/v3_bs4096/short_row_fp16"), QStringLiteral("--noise"),
                                    QStringLiteral("0.05")});
    QVERIFY(QString::fromUtf8(loose.out).contains(QLatin1String(": noise (noise threshold 5.00%)")));
}

// 8.x against 26.x: the PipeUtilization columns only one side has are listed as such.
void TestCliProfile::compareJson()
{
    const CliResult result = runCli(
        {QStringLiteral("profile"), QStringLiteral("--compare"), cann852Holder, a3Run, QStringLiteral("--json")});
    QCOMPARE(result.exitCode, 0);
    const QJsonObject root = json(result);
    QCOMPARE(root.value(QStringLiteral("task_duration_change")).toString(), QStringLiteral("regressed"));
    QJsonObject pipe;
    for (const QJsonValue &table : root.value(QStringLiteral("tables")).toArray()) {
        if (table.toObject().value(QStringLiteral("metric")).toString() == QLatin1String("PipeUtilization"))
            pipe = table.toObject();
    }
    QCOMPARE(pipe.value(QStringLiteral("header_version_a")).toString(), QStringLiteral("cann8"));
    QCOMPARE(pipe.value(QStringLiteral("header_version_b")).toString(), QStringLiteral("cann9"));
    QStringList onlyA, onlyB;
    for (const QJsonValue &column : pipe.value(QStringLiteral("columns")).toArray()) {
        const QJsonObject c = column.toObject();
        if (c.value(QStringLiteral("side")).toString() == QLatin1String("only_a"))
            onlyA.append(c.value(QStringLiteral("name")).toString());
        else if (c.value(QStringLiteral("side")).toString() == QLatin1String("only_b"))
            onlyB.append(c.value(QStringLiteral("name")).toString());
    }
    QCOMPARE(onlyA,
             (QStringList {QStringLiteral("aic_mte1_active_bw(GB/s)"), QStringLiteral("aic_mte2_active_bw(GB/s)")}));
    QCOMPARE(onlyB.size(), 16);
    QCOMPARE(pipe.value(QStringLiteral("rows_only_b")).toArray().size(), 66);
    QCOMPARE(root.value(QStringLiteral("metrics_only_b")).toArray(),
             (QJsonArray {QStringLiteral("MemoryL0"), QStringLiteral("MemoryUB")}));
}

// Every problem on stderr with file:line, the summary still printed, exit code 1.
// --compare says what `profile` says of each run, file, line and column, and names each side's
// file as reached from here: a run and its damaged copy are told apart.
void TestCliProfile::compareSaysEachSidesFindings()
{
    QTemporaryDir tmp(RunCopy::tempTemplate());
    QVERIFY(tmp.isValid());
    const QString holder = QStringLiteral("perf_opt/profiles/round3/v3_wres/long_row_fp16");
    const QString good = tmp.filePath(QStringLiteral("good"));
    const QString bad = tmp.filePath(QStringLiteral("bad"));
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("rms_norm")), good));
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("rms_norm")), bad));
    const QStringList opprof
        = QDir(good + QLatin1Char('/') + holder).entryList({QStringLiteral("OPPROF_*")}, QDir::Dirs);
    QCOMPARE(opprof.size(), 1);
    const QString run = holder + QLatin1Char('/') + opprof.first();
    QVERIFY(RunCopy::editFile(bad + QLatin1Char('/') + run + QStringLiteral("/OpBasicInfo.csv"),
                              {{QStringLiteral(",44.500000,"), QStringLiteral(",-0,")}}));
    const QString pipes = bad + QLatin1Char('/') + run + QStringLiteral("/PipeUtilization.csv");
    QVERIFY(QFile::remove(pipes));
    QVERIFY(QFile::link(QStringLiteral("/etc/passwd"), pipes));

    QProcess process;
    process.setWorkingDirectory(tmp.path());
    process.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
    process.start(QStringLiteral(PERFOPT_CLI_PATH),
                  {QStringLiteral("profile"), QStringLiteral("--compare"), QStringLiteral("good/") + run,
                   QStringLiteral("bad/") + run});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 1);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("bad/") + run
                          + QStringLiteral("/OpBasicInfo.csv:2:3: error: Task Duration(us) is -0")),
             qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("bad/") + run
                          + QStringLiteral("/PipeUtilization.csv: error: The file cannot be read")),
             qPrintable(err));
    QVERIFY2(!err.contains(QStringLiteral("good/")), qPrintable(err));
    QVERIFY2(!err.contains(QLatin1String("no finite Task Duration")), qPrintable(err));
}

void TestCliProfile::badFiles()
{
    const CliResult result = runCli({QStringLiteral("profile"), badRun});
    QCOMPARE(result.exitCode, 1);
    const QString err = QString::fromUtf8(result.err);
    QVERIFY2(err.contains(QLatin1String("OPPROF_20260901000000_BADFILESINONERUN/OpBasicInfo.csv: error:")),
             qPrintable(err));
    QVERIFY(err.contains(QLatin1String("OPPROF_20260901000000_BADFILESINONERUN/PipeUtilization.csv:4: error:")));
    QVERIFY(err.contains(QLatin1String("OPPROF_20260901000000_BADFILESINONERUN/L2Cache.csv:3:")));
    QVERIFY(err.contains(QLatin1String("OPPROF_20260901000000_BADFILESINONERUN/Memory.csv:1: warning:")));
    const QString out = QString::fromUtf8(result.out);
    QVERIFY(out.contains(QLatin1String("Pipe utilisation")));
    QVERIFY(out.contains(QLatin1String("Resource conflicts")));

    // --json lists what stderr says, each finding with its file (and line, where it has one).
    const CliResult asJson = runCli({QStringLiteral("profile"), badRun, QStringLiteral("--json")});
    QCOMPARE(asJson.exitCode, 1);
    QCOMPARE(asJson.err, result.err);
    const QJsonArray diagnostics = json(asJson).value(QStringLiteral("diagnostics")).toArray();
    QCOMPARE(diagnostics.size(), qsizetype(result.err.count("perfopt profile: ")));
    QStringList located;
    for (const QJsonValue &d : diagnostics) {
        const QJsonObject o = d.toObject();
        const int line = o.value(QStringLiteral("line")).toInt();
        located.append(QFileInfo(o.value(QStringLiteral("file")).toString()).fileName()
                       + (line > 0 ? QLatin1Char(':') + QString::number(line) : QString()) + QLatin1Char(' ')
                       + o.value(QStringLiteral("severity")).toString());
    }
    for (const char *expected : {"OpBasicInfo.csv error", "PipeUtilization.csv:4 error", "Memory.csv:1 warning"})
        QVERIFY2(located.contains(QLatin1String(expected)), qPrintable(located.join(u'\n')));

    // "run/" as a shell completes it: the same run, named and located the same way (also a run
    // copied to a folder of another name).
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString renamed = dir.filePath(QStringLiteral("run_final"));
    QVERIFY(RunCopy::copyTree(a3Run, renamed));
    for (const QString &run : {badRun, renamed}) {
        for (const QStringList &extra : {QStringList(), QStringList {QStringLiteral("--json")}}) {
            const CliResult plain = runCli(QStringList {QStringLiteral("profile"), run} + extra);
            const CliResult slashed = runCli(QStringList {QStringLiteral("profile"), run + QLatin1Char('/')} + extra);
            QCOMPARE(slashed.exitCode, plain.exitCode);
            QCOMPARE(slashed.out, plain.out);
            QCOMPARE(slashed.err, plain.err);
        }
    }
    QVERIFY(!runCli({QStringLiteral("profile"), renamed + QLatin1Char('/')}).out.contains("Run ."));
}

void TestCliProfile::damagedAndMixedRuns()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString holder = demo + QStringLiteral("round3/v3_bs4096/short_row_fp16");
    const QStringList opprof = QDir(holder).entryList({QStringLiteral("OPPROF_*")}, QDir::Dirs);
    QCOMPARE(opprof.size(), 1);
    const QString run = tmp.filePath(opprof.first());
    QVERIFY(RunCopy::copyTree(holder + QLatin1Char('/') + opprof.first(), run));

    // A launch folder without OpBasicInfo: named, and the run is damaged (exit 1), not silently
    // the median of the others.
    QVERIFY(QDir().mkpath(run + QStringLiteral("/main_kernel_mix_aic/3")));
    CliResult result = runCli({QStringLiteral("profile"), run});
    QCOMPARE(result.exitCode, 1);
    // Named as the folder it is: msprof writes OpBasicInfo_<time>.csv there, never OpBasicInfo.csv.
    QVERIFY2(QString::fromUtf8(result.err)
                 .contains(
                     QLatin1String("main_kernel_mix_aic/3: error: This launch folder holds no OpBasicInfo_<time>.csv")),
             result.err.constData());
    result = runCli({QStringLiteral("profile"), run, QStringLiteral("--json")});
    QCOMPARE(result.exitCode, 1); // and --json says why
    QVERIFY2(QJsonDocument(json(result).value(QStringLiteral("diagnostics")).toArray())
                 .toJson()
                 .contains("OpBasicInfo_<time>.csv"),
             result.out.constData());
    QVERIFY(QDir(run + QStringLiteral("/main_kernel_mix_aic/3")).removeRecursively());

    // Two kernels' launches in one run: pooled as ab_test.py pools them, and said.
    QVERIFY(RunCopy::copyTree(run + QStringLiteral("/main_kernel_mix_aic/0"), run + QStringLiteral("/setup_kernel/0")));
    result = runCli({QStringLiteral("profile"), run});
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(QString::fromUtf8(result.err).contains(QLatin1String("launches of 2 kernel(s) (main_kernel_mix_aic, setup_kernel)")),
             result.err.constData());
    QVERIFY(QString::fromUtf8(result.out).contains(QLatin1String("median of 4 launches")));

    // A loose op_summary beside a run hides nothing: its folder names the op_summary's run, the
    // OPPROF_ folder the other, and the folder above lists both.
    const QString holder2 = tmp.filePath(QStringLiteral("trace_data"));
    QVERIFY(QDir().mkpath(holder2));
    QVERIFY(QDir().rename(run, holder2 + QLatin1Char('/') + opprof.first()));
    QVERIFY(QFile::copy(samples + QStringLiteral("tile-ai__tilelang-ascend/custom/sigmoid/Sigmoid/trace_data/")
                            + QDir(samples + QStringLiteral("tile-ai__tilelang-ascend/custom/sigmoid/Sigmoid/trace_data"))
                                  .entryList({QStringLiteral("op_summary*.csv")}, QDir::Files)
                                  .value(0),
                        holder2 + QStringLiteral("/op_summary_20260803154700.csv")));
    result = runCli({QStringLiteral("profile"), holder2, QStringLiteral("--json")});
    QVERIFY2(result.exitCode != 2, result.err.constData());
    QCOMPARE(json(result).value(QStringLiteral("run")).toString(), QStringLiteral("trace_data"));
    result = runCli({QStringLiteral("profile"), holder2 + QLatin1Char('/') + opprof.first(), QStringLiteral("--json")});
    QCOMPARE(json(result).value(QStringLiteral("run")).toString(), opprof.first());
    result = runCli({QStringLiteral("profile"), tmp.path()});
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(QString::fromUtf8(result.err).contains(QLatin1String("holds 2 runs")), result.err.constData());
}

void TestCliProfile::pathInsideARun()
{
    // simulator/ and a file inside it name the run that holds them.
    const QString run = samples + QStringLiteral("neo-pan__ascend-msprof-skill/tests/fixtures/real_simulator_minimal/reports/OPPROF_001");
    // A core's folder, or a file in it, reads alone as simulator/'s contents: still the run.
    const QStringList insides {run + QStringLiteral("/simulator"), run + QStringLiteral("/simulator/trace.json"),
                               run + QStringLiteral("/simulator/core3.veccore0"),
                               run + QStringLiteral("/simulator/core3.veccore0/core3.veccore0_instr_exe.csv"),
                               a3Run + QStringLiteral("/dump")};
    for (const QString &inside : insides) {
        const CliResult result = runCli({QStringLiteral("profile"), inside, QStringLiteral("--json")});
        QVERIFY2(result.exitCode != 2, result.err.constData());
        const QString expected = QFileInfo(inside.contains(QLatin1String("/dump")) ? a3Run : run).fileName();
        QCOMPARE(json(result).value(QStringLiteral("run")).toString(), expected);
    }
}

void TestCliProfile::folderInsideAMultiCardRun()
{
    // msopprof's multi-card layout: device<id>/<kernel>/<n>/. A device folder, or a kernel folder in
    // one, names the whole run (every card's launches, and the several-devices warning), never
    // the device folder read as a run of its own.
    const QString holder = demo + QStringLiteral("round3/v3_bs4096/short_row_fp16");
    const QStringList opprof = QDir(holder).entryList({QStringLiteral("OPPROF_*")}, QDir::Dirs);
    QCOMPARE(opprof.size(), 1);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString run = tmp.filePath(opprof.first());
    const QString kernel = holder + QLatin1Char('/') + opprof.first() + QStringLiteral("/main_kernel_mix_aic");
    QVERIFY(RunCopy::copyTree(kernel, run + QStringLiteral("/device0/main_kernel_mix_aic")));
    for (const char *launch : {"/0", "/1"})
        QVERIFY(RunCopy::copyTree(kernel + QLatin1String(launch),
                                  run + QStringLiteral("/device1/main_kernel_mix_aic") + QLatin1String(launch)));

    const QStringList insides {run, run + QStringLiteral("/device1"),
                               run + QStringLiteral("/device1/main_kernel_mix_aic"),
                               run + QStringLiteral("/device0/main_kernel_mix_aic")};
    for (const QString &inside : insides) {
        const CliResult result = runCli({QStringLiteral("profile"), inside});
        QCOMPARE(result.exitCode, 0);
        const QString out = QString::fromUtf8(result.out);
        QVERIFY2(out.startsWith(QStringLiteral("Run            %1 (nested)").arg(opprof.first())),
                 qPrintable(inside + u'\n' + out));
        QVERIFY2(out.contains(QLatin1String("(median of 5 launches)")), qPrintable(inside + u'\n' + out));
        QVERIFY2(QString::fromUtf8(result.err).contains(QLatin1String("launches on 2 device(s)")),
                 result.err.constData());
    }
    // A launch folder is still that launch alone.
    const CliResult launch = runCli(
        {QStringLiteral("profile"), run + QStringLiteral("/device1/main_kernel_mix_aic/1"), QStringLiteral("--json")});
    QCOMPARE(launch.exitCode, 0);
    QCOMPARE(json(launch).value(QStringLiteral("task_duration")).toObject().value(QStringLiteral("count")).toInt(), 1);
}

// msopprof's simulator with several launches of two kernels: <run>/<kernel>/<n>/simulator/. A kernel
// folder names the whole run (it read as a folder holding two runs of their own, exit 2); a launch
// folder, and the simulator/ inside it, are that launch alone, as a nested run's launch folder is.
void TestCliProfile::kernelFolderOfASimulatedNestedRun()
{
    const QString simulator
        = samples
        + QStringLiteral(
              "neo-pan__ascend-msprof-skill/tests/fixtures/real_simulator_minimal/reports/OPPROF_001/simulator");
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString run = tmp.filePath(QStringLiteral("OPPROF_20260813152110_TWOKERNELSSIMRUN"));
    for (const char *launch : {"/kern_a/0", "/kern_a/1", "/kern_b/0"})
        QVERIFY(RunCopy::copyTree(simulator, run + QLatin1String(launch) + QStringLiteral("/simulator")));

    for (const QString &inside : QStringList {run, run + QStringLiteral("/kern_a"), run + QStringLiteral("/kern_b")}) {
        const CliResult result = runCli({QStringLiteral("profile"), inside, QStringLiteral("--json")});
        QVERIFY2(result.exitCode != 2, qPrintable(inside + u'\n' + QString::fromUtf8(result.err)));
        const QJsonObject object = json(result);
        QCOMPARE(object.value(QStringLiteral("run")).toString(), QFileInfo(run).fileName());
        QCOMPARE(object.value(QStringLiteral("kind")).toString(), QStringLiteral("simulator"));
        QVERIFY2(QString::fromUtf8(result.err).contains(QLatin1String("launches of 2 kernel(s) (kern_a, kern_b)")),
                 result.err.constData());
    }
    for (const QString &inside :
         QStringList {run + QStringLiteral("/kern_a/1"), run + QStringLiteral("/kern_a/1/simulator")}) {
        const CliResult result = runCli({QStringLiteral("profile"), inside, QStringLiteral("--json")});
        QVERIFY2(result.exitCode != 2, qPrintable(inside + u'\n' + QString::fromUtf8(result.err)));
        QCOMPARE(json(result).value(QStringLiteral("run")).toString(), QStringLiteral("1"));
        QVERIFY2(!QString::fromUtf8(result.err).contains(QLatin1String("kernel(s)")), result.err.constData());
    }
}

// A nested run with six launches of a CANN cast beside three of the tuned kernel: the card and the
// per-block values are the tuned kernel's, in text and JSON alike, though a cast launch lies nearer
// the pooled median.
void TestCliProfile::severalKernelsShowTheTunedOne()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString run = copyOfNestedDemoRun(tmp);
    QVERIFY(!run.isEmpty());
    for (int launch = 0; launch < 6; ++launch) {
        const QString dir = run + QStringLiteral("/aclnnCast_kernel/%1").arg(launch);
        QVERIFY(QDir().mkpath(dir));
        QFile file(dir + QStringLiteral("/OpBasicInfo_2026092413034250%1.csv").arg(launch));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq,\n"
                   "aclnnCast_kernel,vector,2.100000,8,NA,0,3173366,1800,1800,\n");
    }
    const CliResult text = runCli({QStringLiteral("profile"), run});
    QCOMPARE(text.exitCode, 0);
    const QString out = QString::fromUtf8(text.out);
    QVERIFY2(out.contains(QLatin1String("Op             main_kernel_mix_aic")), qPrintable(out));
    QVERIFY2(out.contains(QLatin1String("/main_kernel_mix_aic/")), qPrintable(out)); // the launch shown
    const CliResult asJson = runCli({QStringLiteral("profile"), run, QStringLiteral("--json")});
    QCOMPARE(json(asJson).value(QStringLiteral("basic_info")).toObject().value(QStringLiteral("op_name")).toString(),
             QStringLiteral("main_kernel_mix_aic"));
}

void TestCliProfile::fifoOrFolderInPlaceOfACsv()
{
    // docs/cli.md, "Untrusted runs": a FIFO or a folder where a file is expected is refused at once,
    // named with *.not-regular, and check fails RUN-READ on it (not "OpBasicInfo.csv is missing").
    QTemporaryDir tmp(RunCopy::tempTemplate());
    QVERIFY(tmp.isValid());
    const QString operatorDir = tmp.filePath(QStringLiteral("rms_norm"));
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("rms_norm")), operatorDir));
    const QString holder = QStringLiteral("perf_opt/profiles/round0/baseline/short_row_fp16");
    const QStringList opprof
        = QDir(operatorDir + QLatin1Char('/') + holder).entryList({QStringLiteral("OPPROF_*")}, QDir::Dirs);
    QCOMPARE(opprof.size(), 1);
    const QString run = holder + QLatin1Char('/') + opprof.first();
    const QString basicInfo = run + QStringLiteral("/OpBasicInfo.csv");
    const QString pipes = run + QStringLiteral("/PipeUtilization.csv");
    QVERIFY(QFile::remove(operatorDir + QLatin1Char('/') + basicInfo));
    QCOMPARE(::mkfifo(QFile::encodeName(operatorDir + QLatin1Char('/') + basicInfo).constData(), 0600), 0);
    QVERIFY(QFile::remove(operatorDir + QLatin1Char('/') + pipes));
    QVERIFY(QDir().mkpath(operatorDir + QLatin1Char('/') + pipes));

    const CliResult profile = runCli({QStringLiteral("profile"), operatorDir + QLatin1Char('/') + run}, 30000);
    QCOMPARE(profile.exitCode, 1);
    const QString err = QString::fromUtf8(profile.err);
    QVERIFY2(err.contains(opprof.first()
                          + QStringLiteral("/OpBasicInfo.csv: error: The file cannot be read: it is not a "
                                           "regular file")),
             qPrintable(err));
    QVERIFY2(err.contains(opprof.first()
                          + QStringLiteral("/PipeUtilization.csv: error: The file cannot be read: it is a "
                                           "directory")),
             qPrintable(err));
    QVERIFY2(!err.contains(QLatin1String("missing")), qPrintable(err));
    const CliResult asJson
        = runCli({QStringLiteral("profile"), operatorDir + QLatin1Char('/') + run, QStringLiteral("--json")}, 30000);
    QStringList codes;
    for (const QJsonValue &d : json(asJson).value(QStringLiteral("diagnostics")).toArray())
        codes.append(d.toObject().value(QStringLiteral("code")).toString());
    QCOMPARE(codes.count(QStringLiteral("msprof.csv.not-regular")), 2);
    QVERIFY2(!codes.contains(QStringLiteral("profiles.missing-opbasicinfo")), qPrintable(codes.join(u' ')));

    const CliResult check
        = runCli({QStringLiteral("check"), operatorDir, QStringLiteral("--profile"), QStringLiteral("strict"),
                  QStringLiteral("--no-git"), QStringLiteral("--no-workspace"), QStringLiteral("--json")},
                 30000);
    QCOMPARE(check.exitCode, 1);
    bool refused = false;
    for (const QJsonValue &f :
         QJsonDocument::fromJson(check.out).object().value(QStringLiteral("failures")).toArray()) {
        const QJsonObject failure = f.toObject();
        refused = refused
            || (failure.value(QStringLiteral("rule_id")).toString() == QStringLiteral("RUN-READ")
                && failure.value(QStringLiteral("file")).toString() == basicInfo);
    }
    QVERIFY2(refused, check.out.left(4000).constData());
}

// A metric CSV that is a link (inside the run or out of it) or a folder: `profile` refuses it, and so
// do inspect (a diagnostic with its code) and check (RUN-READ), though neither reads metric CSVs;
// `profile` says it once, and a link out of the run is an error as one inside it is.
void TestCliProfile::refusedMetricFileInEveryCommand()
{
    QTemporaryDir tmp(RunCopy::tempTemplate());
    QVERIFY(tmp.isValid());
    const QString holder = QStringLiteral("perf_opt/profiles/round3/v3_wres/long_row_fp16");
    const struct
    {
        const char *name;
        const char *code;
    } cases[] = {{"inside", "msprof.csv.symbolic-link"},         {"outside", "msprof.csv.symbolic-link"},
                 {"folder", "msprof.csv.not-regular"},           {"fifo", "msprof.csv.not-regular"},
                 {"link-to-folder", "msprof.csv.symbolic-link"}, {"link-to-fifo", "msprof.csv.symbolic-link"}};
    for (const auto &c : cases) {
        const QString operatorDir = tmp.filePath(QLatin1String(c.name) + QStringLiteral("/rms_norm"));
        QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("rms_norm")), operatorDir));
        const QStringList opprof
            = QDir(operatorDir + QLatin1Char('/') + holder).entryList({QStringLiteral("OPPROF_*")}, QDir::Dirs);
        QCOMPARE(opprof.size(), 1);
        const QString relFile = holder + QLatin1Char('/') + opprof.first() + QStringLiteral("/PipeUtilization.csv");
        const QString file = operatorDir + QLatin1Char('/') + relFile;
        QVERIFY(QFile::rename(file, file + QStringLiteral(".real")));
        if (qstrcmp(c.name, "inside") == 0)
            QVERIFY(QFile::link(QStringLiteral("PipeUtilization.csv.real"), file));
        else if (qstrcmp(c.name, "outside") == 0)
            QVERIFY(QFile::link(QStringLiteral("/etc/passwd"), file));
        else if (qstrcmp(c.name, "folder") == 0)
            QVERIFY(QDir().mkpath(file));
        else if (qstrcmp(c.name, "fifo") == 0)
            QCOMPARE(::mkfifo(QFile::encodeName(file).constData(), 0600), 0);
        else if (qstrcmp(c.name, "link-to-folder") == 0)
            QVERIFY(QDir().mkpath(file + QStringLiteral(".dir"))
                    && QFile::link(QStringLiteral("PipeUtilization.csv.dir"), file));
        else
            QVERIFY(::mkfifo(QFile::encodeName(file + QStringLiteral(".fifo")).constData(), 0600) == 0
                    && QFile::link(QStringLiteral("PipeUtilization.csv.fifo"), file));

        const CliResult profile = runCli({QStringLiteral("profile"), QFileInfo(file).absolutePath()});
        QCOMPARE(profile.exitCode, 1);
        const QString err = QString::fromUtf8(profile.err);
        QCOMPARE(err.count(opprof.first() + QStringLiteral("/PipeUtilization.csv: error: The file cannot be read")), 1);

        const CliResult inspect = runCli({QStringLiteral("inspect"), operatorDir, QStringLiteral("--json")});
        bool listed = false;
        for (const QJsonValue &d :
             QJsonDocument::fromJson(inspect.out).object().value(QStringLiteral("diagnostics")).toArray())
            listed = listed
                || (d.toObject().value(QStringLiteral("code")).toString() == QLatin1String(c.code)
                    && d.toObject().value(QStringLiteral("file")).toString() == relFile);
        QVERIFY2(listed, qPrintable(QLatin1String(c.name) + u'\n' + QString::fromUtf8(inspect.out.left(3000))));

        const CliResult check
            = runCli({QStringLiteral("check"), operatorDir, QStringLiteral("--profile"), QStringLiteral("strict"),
                      QStringLiteral("--no-git"), QStringLiteral("--no-workspace"), QStringLiteral("--json")});
        QCOMPARE(check.exitCode, 1);
        bool refused = false;
        for (const QJsonValue &f :
             QJsonDocument::fromJson(check.out).object().value(QStringLiteral("failures")).toArray())
            refused = refused
                || (f.toObject().value(QStringLiteral("rule_id")).toString() == QStringLiteral("RUN-READ")
                    && f.toObject().value(QStringLiteral("file")).toString() == relFile);
        QVERIFY2(refused, qPrintable(QLatin1String(c.name) + u'\n' + QString::fromUtf8(check.out.left(3000))));
    }
}

void TestCliProfile::badUsage_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("no run") << QStringList {QStringLiteral("profile")};
    QTest::newRow("two runs without --compare") << QStringList {QStringLiteral("profile"), a3Run, a3Run};
    QTest::newRow("--compare with one run")
        << QStringList {QStringLiteral("profile"), QStringLiteral("--compare"), a3Run};
    QTest::newRow("missing directory") << QStringList {QStringLiteral("profile"),
                                                       QStringLiteral("/nonexistent/OPPROF_x")};
    QTest::newRow("no run inside") << QStringList {QStringLiteral("profile"),
                                                   QStringLiteral(PERFOPT_TEST_DATA_DIR "/optlog")};
    QTest::newRow("several runs inside") << QStringList {QStringLiteral("profile"), demo + QStringLiteral("round3")};
    QTest::newRow("bad noise") << QStringList {QStringLiteral("profile"), QStringLiteral("--compare"), a3Run, a3Run,
                                               QStringLiteral("--noise"), QStringLiteral("x")};
    QTest::newRow("noise nan") << QStringList {QStringLiteral("profile"), QStringLiteral("--compare"), a3Run, a3Run,
                                               QStringLiteral("--noise"), QStringLiteral("nan")};
    QTest::newRow("noise of 700 %") << QStringList {QStringLiteral("profile"), QStringLiteral("--compare"), a3Run, a3Run,
                                                    QStringLiteral("--noise"), QStringLiteral("7")};
    // Launches count from 0: -1 silently meant "the launch closest to the median".
    QTest::newRow("launch -1") << QStringList {QStringLiteral("profile"), a3Run, QStringLiteral("--launch"), QStringLiteral("-1")};
}

void TestCliProfile::badUsage()
{
    QFETCH(QStringList, arguments);
    const CliResult result = runCli(arguments);
    QCOMPARE(result.exitCode, 2);
    QVERIFY(result.out.isEmpty());
    QVERIFY(!result.err.isEmpty());
}

void TestCliProfile::listedInHelp()
{
    const CliResult help = runCli({QStringLiteral("--help")});
    QVERIFY(help.out.contains("profile"));
    const CliResult own = runCli({QStringLiteral("profile"), QStringLiteral("--help")});
    QCOMPARE(own.exitCode, 0);
    QVERIFY(own.out.contains("--compare"));
    QVERIFY(own.out.contains("--json"));
}

QTEST_GUILESS_MAIN(TestCliProfile)
#include "tst_cliprofile.moc"
