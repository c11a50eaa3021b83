// SPDX-License-Identifier: MIT
// Summaries of every real msprof sample, with the expected values computed by hand (Python's csv
// module over the same files, shared/samples/msprof/SOURCES.md), both layouts of the bundled demo
// run, and a run whose files are broken in every way the browser must survive.
#include "profiles/profileindex.h"
#include "profiles/profilesummary.h"
#include "profiles/profilesummaryjson.h"
#include "runcopy.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <unistd.h>

using Core = ProfileSummary::Core;
using Pipe = ProfileSummary::Pipe;

namespace {

const QString samples = QStringLiteral(PERFOPT_SHARED_DIR "/samples/msprof");
const QString a3Dir = QStringLiteral("tile-ai__tilelang-ascend/custom/sigmoid/perf_tuning/msprof_output_iter1_after/"
                                     "OPPROF_20260803154619_ETRNHYWCPRERQANJ");
const QString neoPan = QStringLiteral("neo-pan__ascend-msprof-skill/tests/fixtures/");
const QString cann852Dir
    = neoPan
    + QStringLiteral(
          "real_cann852_workload_pair/shape-256/reports/followups/collect_default_metric_followup/OPPROF_001");
const QString vectorDir = neoPan + QStringLiteral("real_default_vector_minimal/reports/OPPROF_001");
const QString simulatorDir = neoPan + QStringLiteral("real_simulator_minimal/reports/OPPROF_001");
const QString appDir = neoPan
    + QStringLiteral("tilelang_design_feedback/candidate_comparability/missing_raw_index_candidate/reports/app/"
                     "PROF_000001_20260605161708478_FRJKORBPFMHQMGLA");
const QString demo = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm");
const QString nestedDir
    = QStringLiteral("perf_opt/profiles/round3/v3_bs4096/short_row_fp16/OPPROF_20260924130328_KSUGRVKTEWUAEJKA");
const QString flatDir
    = QStringLiteral("perf_opt/profiles/round0/baseline/short_row_fp16/OPPROF_20260924090650_AVRUWERSZXBNILYU");
const QString badRoot = QStringLiteral(PERFOPT_TEST_DATA_DIR "/msprof/bad_run");
const QString badDir = QStringLiteral("perf_opt/profiles/round1/v1_bad/OPPROF_20260901000000_BADFILESINONERUN");

QString describe(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines.append(d.location() + QLatin1Char(' ') + d.code + QLatin1Char(' ') + d.message);
    return lines.join(QLatin1Char('\n'));
}

bool fuzzy(double actual, double expected, double tolerance = 1e-9)
{
    return std::abs(actual - expected) <= tolerance * std::max(1.0, std::abs(expected));
}

#define COMPARE_NEAR(actual, expected)                                                                                 \
    QVERIFY2(fuzzy((actual), (expected)),                                                                              \
             qPrintable(QStringLiteral("%1 = %2, expected %3")                                                         \
                            .arg(QStringLiteral(#actual))                                                              \
                            .arg((actual), 0, 'g', 17)                                                                 \
                            .arg((expected), 0, 'g', 17)))

} // namespace

class TestProfileSummary : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void a3Sigmoid();
    void cann852Mix();
    void vectorKernel();
    void appSummary_data();
    void appSummary();
    void simulator();
    void nestedDemoRun();
    void flatDemoRun();
    void badFiles();
    void missingOpBasicInfo();
    void fifoMetricFileIsNeverOpened();
    void progressAndCancel();
    void json();

private:
    ProfileIndex m_samples;
    ProfileIndex m_demo;
};

void TestProfileSummary::initTestCase()
{
    m_samples = ProfileIndex::scan(samples, QStringLiteral("."));
    QCOMPARE(m_samples.runs().size(), 7);
    m_demo = ProfileIndex::scan(demo, QStringLiteral("perf_opt/profiles"));
    QVERIFY(m_demo.runs().size() > 30);
}

// Values from the REAL-A3 sigmoid CSVs (24 blocks × cube0/vector0/vector1, Current Freq 1650).
void TestProfileSummary::a3Sigmoid()
{
    const ProfileRun *run = m_samples.runAt(a3Dir);
    QVERIFY(run);
    const ProfileSummary s = ProfileSummary::compute(*run, m_samples.operatorDir());
    QVERIFY2(s.diagnostics.isEmpty(), qPrintable(describe(s.diagnostics)));
    QCOMPARE(s.basicInfo.opName, QStringLiteral("main_kernel"));
    QCOMPARE(s.launchInfo.blockDim, 24);
    QCOMPARE(s.launchInfo.socVersion, QStringLiteral("Ascend910_9362"));
    QCOMPARE(s.durations.count, 1);
    QCOMPARE(s.durations.median, 53.618927);
    QVERIFY(std::isnan(s.spread()));
    QCOMPARE(s.launchIndex, 0);
    QCOMPARE(s.metricFiles.size(), 7);
    QCOMPARE(s.pipeHeaderVersion, QStringLiteral("cann9"));

    const ProfileSummary::PipeUse *vec = s.pipe(Core::Aiv, Pipe::Vector);
    QVERIFY(vec);
    QCOMPARE(vec->ratioColumn, QStringLiteral("aiv_vec_ratio"));
    QCOMPARE(vec->source, QStringLiteral("PipeUtilization"));
    QCOMPARE(vec->ratio.count, 48);
    COMPARE_NEAR(vec->ratio.mean, 0.2690453333333333);
    QCOMPARE(vec->ratio.min, 0.268428);
    QCOMPARE(vec->ratio.max, 0.269354);
    COMPARE_NEAR(vec->timeUs.mean, 14.259393999999999);
    COMPARE_NEAR(s.pipe(Core::Aiv, Pipe::Scalar)->ratio.mean, 0.03049954166666668);
    COMPARE_NEAR(s.pipe(Core::Aiv, Pipe::Mte2)->ratio.mean, 0.1871009791666667);
    QCOMPARE(s.pipe(Core::Aiv, Pipe::Mte2)->ratio.min, 0.142493);
    QCOMPARE(s.pipe(Core::Aiv, Pipe::Mte2)->ratio.max, 0.215975);
    COMPARE_NEAR(s.pipe(Core::Aiv, Pipe::Mte3)->ratio.mean, 0.14134722916666664);
    QCOMPARE(s.pipe(Core::Aic, Pipe::Cube)->ratio.count, 24);
    QCOMPARE(s.pipe(Core::Aic, Pipe::Cube)->ratio.max, 0.0);
    COMPARE_NEAR(s.pipe(Core::Aic, Pipe::Scalar)->ratio.mean, 0.007645333333333333);
    QCOMPARE(s.pipe(Core::Aic, Pipe::Mte1)->ratio.mean, 0.000057);
    QCOMPARE(s.pipe(Core::Aic, Pipe::Fixpipe)->ratio.mean, 0.000011);
    QVERIFY(!s.pipe(Core::Aiv, Pipe::Cube));
    QVERIFY(!s.pipe(Core::Aiv, Pipe::Mte1)); // the vector core has no MTE1

    QCOMPARE(s.blocks.size(), 72);
    QCOMPARE(s.blocks.first().blockId, 0);
    QCOMPARE(s.blocks.first().subBlock, QStringLiteral("cube0"));
    QCOMPARE(s.blocks.first().core, Core::Aic);
    QCOMPARE(s.blocks.first().timeUs, 0.495152);
    QCOMPARE(s.blocks.at(1).timeUs, 26.777576);
    const ProfileSummary::LoadBalance *aiv = s.loadBalance(Core::Aiv);
    QVERIFY(aiv);
    QCOMPARE(aiv->timeUs.count, 48);
    COMPARE_NEAR(aiv->timeUs.mean, 26.034772791666665);
    QCOMPARE(aiv->timeUs.max, 27.084242);
    QCOMPARE(aiv->slowestBlock, 5);
    QCOMPARE(aiv->slowestSubBlock, QStringLiteral("vector1"));
    QCOMPARE(aiv->timeUs.min, 23.904242);
    QCOMPARE(aiv->fastestBlock, 22);
    COMPARE_NEAR(aiv->imbalance(), 27.084242 / 26.034772791666665 - 1);
    COMPARE_NEAR(s.loadBalance(Core::Aic)->timeUs.mean, 0.45421724999999996);

    // L2: the hit rate of all requests (58.33 % of 48 cube requests) and the mean of per-block rates.
    COMPARE_NEAR(s.metric(QStringLiteral("aic_overall_hit_rate(%)"))->stat.mean, 58.333333333333336);
    COMPARE_NEAR(s.metric(QStringLiteral("aiv_overall_hit_rate(%)"))->stat.mean, 50.015755875416765);
    QVERIFY(s.metric(QStringLiteral("aiv_overall_hit_rate(%)"))->derived);
    COMPARE_NEAR(s.metric(QStringLiteral("aiv_total_hit_rate(%)"))->stat.mean, 50.015841604166674);
    QCOMPARE(s.metric(QStringLiteral("aic_total_hit_rate(%)"))->stat.count, 24);
    COMPARE_NEAR(s.metric(QStringLiteral("aiv_gm_to_ub_bw(GB/s)"))->stat.mean, 6.071006333333334);
    COMPARE_NEAR(s.metric(QStringLiteral("GM_to_UB_bw_usage_rate(%)"))->stat.mean, 2.758795999999998);
    COMPARE_NEAR(s.metric(QStringLiteral("read_main_memory_datas(KB)"))->stat.sum, 16399.0);
    COMPARE_NEAR(s.metric(QStringLiteral("aiv_mte2_wait_ratio"))->stat.mean, 0.4575756041666667);
    QCOMPARE(s.metric(QStringLiteral("aiv_vec_total_cflt_ratio"))->stat.mean, 0.065157);
    // MemoryUB / MemoryL0 bandwidths join the memory section.
    QVERIFY(s.metric(QStringLiteral("aiv_ub_read_bw_vector(GB/s)")));
    QVERIFY(s.metric(QStringLiteral("aic_l0a_read_bw(GB/s)")));
}

// CANN 8.5.2 (8.x headers: aiv_mte1_wait_ratio, old PipeUtilization order), 2 blocks at 1800 MHz.
void TestProfileSummary::cann852Mix()
{
    const ProfileRun *run = m_samples.runAt(cann852Dir);
    QVERIFY(run);
    const ProfileSummary s = ProfileSummary::compute(*run, m_samples.operatorDir());
    QVERIFY2(s.diagnostics.isEmpty(), qPrintable(describe(s.diagnostics)));
    QCOMPARE(s.pipeHeaderVersion, QStringLiteral("cann8"));
    QCOMPARE(s.durations.median, 9.2);
    COMPARE_NEAR(s.pipe(Core::Aic, Pipe::Scalar)->ratio.mean, 0.1462655);
    QCOMPARE(s.pipe(Core::Aic, Pipe::Scalar)->ratio.count, 2);
    COMPARE_NEAR(s.pipe(Core::Aiv, Pipe::Mte2)->ratio.mean, 0.19992274999999998);
    QCOMPARE(s.pipe(Core::Aiv, Pipe::Vector)->ratio.mean, 0.034877);
    QCOMPARE(s.blocks.size(), 6);
    COMPARE_NEAR(s.loadBalance(Core::Aiv)->timeUs.mean, 5.618611);
    QCOMPARE(s.loadBalance(Core::Aiv)->slowestSubBlock, QStringLiteral("vector1"));
    QCOMPARE(s.loadBalance(Core::Aiv)->slowestBlock, 0);
    COMPARE_NEAR(s.loadBalance(Core::Aic)->timeUs.mean, 2.798889);
    COMPARE_NEAR(s.metric(QStringLiteral("aic_overall_hit_rate(%)"))->stat.mean, 81.81818181818181);
    COMPARE_NEAR(s.metric(QStringLiteral("aiv_overall_hit_rate(%)"))->stat.mean, 1.619778346121057);
    QVERIFY(s.metric(QStringLiteral("aiv_mte1_wait_ratio"))); // the 8.x-only column
    QVERIFY(!s.metric(QStringLiteral("aiv_ub_read_bw_vector(GB/s)"))); // no MemoryUB.csv in this run
}

// A vector-only kernel (Op Type vector): every aic_* cell is NA; rows were trimmed to 3 of 8 blocks.
void TestProfileSummary::vectorKernel()
{
    const ProfileRun *run = m_samples.runAt(vectorDir);
    QVERIFY(run);
    const ProfileSummary s = ProfileSummary::compute(*run, m_samples.operatorDir());
    QCOMPARE(s.basicInfo.opType, QStringLiteral("vector"));
    QCOMPARE(s.basicInfo.mixBlockDim, -1);
    for (Pipe pipe : {Pipe::Cube, Pipe::Scalar, Pipe::Mte1, Pipe::Mte2, Pipe::Fixpipe})
        QVERIFY(!s.pipe(Core::Aic, pipe));
    COMPARE_NEAR(s.pipe(Core::Aiv, Pipe::Scalar)->ratio.mean, 0.9825666666666666);
    COMPARE_NEAR(s.pipe(Core::Aiv, Pipe::Vector)->ratio.mean, 0.05975900000000001);
    QVERIFY(!s.loadBalance(Core::Aic));
    COMPARE_NEAR(s.loadBalance(Core::Aiv)->timeUs.mean, 8.333333666666666);
    QCOMPARE(s.blocks.size(), 3);
    // The trimmed fixture is told apart from a complete run: rows for 3 blocks, Block Dim 8.
    QCOMPARE(s.diagnostics.size(), 1);
    QCOMPARE(s.diagnostics.first().code, QStringLiteral("profile.summary.block-coverage"));
    QCOMPARE(s.diagnostics.first().severity, Diagnostic::Severity::Info);
    QVERIFY(s.diagnostics.first().file.endsWith(QLatin1String("OPPROF_001/PipeUtilization.csv")));
}

void TestProfileSummary::appSummary_data()
{
    QTest::addColumn<QString>("dir");
    QTest::addColumn<int>("launches");
    QTest::addColumn<double>("median");
    QTest::addColumn<QString>("column");
    QTest::addColumn<double>("mean");
    QTest::newRow("8.3 PROF_ op_summary") << appDir << 3 << 86846.72 << QStringLiteral("aic_scalar_ratio") << 0.898;
    QTest::newRow("9.x copied op_summary")
        << QStringLiteral("tile-ai__tilelang-ascend/custom/sigmoid/Sigmoid/trace_data") << 11 << 226.62
        << QStringLiteral("aiv_vec_ratio") << 0.5532727272727272;
}

// app-level msprof: pipes from the op_summary rows of the tuned op (cube is "mac" there, §5).
void TestProfileSummary::appSummary()
{
    QFETCH(QString, dir);
    QFETCH(int, launches);
    QFETCH(double, median);
    QFETCH(QString, column);
    QFETCH(double, mean);
    const ProfileRun *run = m_samples.runAt(dir);
    QVERIFY(run);
    const ProfileSummary s = ProfileSummary::compute(*run, m_samples.operatorDir());
    QVERIFY2(s.diagnostics.isEmpty(), qPrintable(describe(s.diagnostics)));
    QCOMPARE(s.kind, ProfileRun::Kind::AppSummary);
    QCOMPARE(s.launches.size(), launches);
    QCOMPARE(s.durations.median, median);
    const ProfileSummary::PipeUse *cube = s.pipe(Core::Aic, Pipe::Cube);
    QVERIFY(cube);
    QCOMPARE(cube->ratioColumn, QStringLiteral("aic_mac_ratio"));
    QCOMPARE(cube->source, QStringLiteral("op_summary"));
    QCOMPARE(cube->ratio.count, launches);
    bool found = false;
    for (const ProfileSummary::PipeUse &use : s.pipes) {
        if (use.ratioColumn == column) {
            COMPARE_NEAR(use.ratio.mean, mean);
            found = true;
        }
    }
    QVERIFY(found);
    QVERIFY(s.blocks.isEmpty()); // op_summary has one row per launch, not per block
    QVERIFY(s.spread() > 0);
}

void TestProfileSummary::simulator()
{
    const ProfileRun *run = m_samples.runAt(simulatorDir);
    QVERIFY(run);
    const ProfileSummary s = ProfileSummary::compute(*run, m_samples.operatorDir());
    QVERIFY2(s.diagnostics.isEmpty(), qPrintable(describe(s.diagnostics)));
    QCOMPARE(s.kind, ProfileRun::Kind::Simulator);
    QCOMPARE(s.simulatorCores.size(), 1);
    const ProfileSummary::SimulatorCore &core = s.simulatorCores.first();
    QCOMPARE(core.name, QStringLiteral("core3.veccore0"));
    QCOMPARE(core.instructions, 5);
    QCOMPARE(core.calls, 72);
    QCOMPARE(core.cycles, 5391 + 5376 + 2944 + 111601 + 36006);
    COMPARE_NEAR(core.runningTimeUs, 2.9 + 2.99 + 0.104 + 0.9 + 0.7);
    QCOMPARE(core.pipeCycles.first().first, QStringLiteral("MTE2"));
    QCOMPARE(core.pipeCycles.first().second, 5376 + 111601);
    QCOMPARE(run->launches.first().viewerFiles.size(), 1);
    QCOMPARE(run->launches.first().viewerFiles.first().name, QStringLiteral("trace.json"));
    // Its launch is listed though it measured no Task Duration (a multi-launch one says how many).
    QCOMPARE(s.launches.size(), run->launches.size());
    QVERIFY(std::isnan(s.launches.first().taskDurationUs));
}

// The nested layout: <kernel>/<n>/ with timestamped names; per-block values from the median launch.
void TestProfileSummary::nestedDemoRun()
{
    const ProfileRun *run = m_demo.runAt(nestedDir);
    QVERIFY(run);
    QCOMPARE(run->kind, ProfileRun::Kind::Nested);
    const ProfileSummary s = ProfileSummary::compute(*run, m_demo.operatorDir());
    QVERIFY2(s.diagnostics.isEmpty(), qPrintable(describe(s.diagnostics)));
    QCOMPARE(s.launches.size(), 3);
    QCOMPARE(s.launches.at(0).label, QStringLiteral("main_kernel_mix_aic/0"));
    QCOMPARE(s.launches.at(0).taskDurationUs, 17.98);
    QCOMPARE(s.durations.median, 17.92);
    QCOMPARE(s.durations.min, 17.9);
    QCOMPARE(s.durations.max, 17.98);
    COMPARE_NEAR(s.spread(), (17.98 - 17.9) / 17.92);
    QCOMPARE(s.launchIndex, 1); // 17.92 is the median launch
    QVERIFY(s.launchDir.endsWith(QLatin1String("main_kernel_mix_aic/1")));
    QCOMPARE(s.launchInfo.taskDurationUs, 17.92);
    QCOMPARE(s.metricFiles.size(), 7);
    QVERIFY(s.metricFiles.first().endsWith(QLatin1String("PipeUtilization_20260924130342537.csv")));
    QCOMPARE(s.blocks.size(), 72);

    ProfileSummary::Options options;
    options.launch = 2;
    const ProfileSummary third = ProfileSummary::compute(*run, m_demo.operatorDir(), options);
    QCOMPARE(third.launchIndex, 2);
    QCOMPARE(third.launchInfo.taskDurationUs, 17.9);
    QCOMPARE(third.durations.median, 17.92); // the run's distribution does not depend on the launch shown
}

void TestProfileSummary::flatDemoRun()
{
    const ProfileRun *run = m_demo.runAt(flatDir);
    QVERIFY(run);
    QCOMPARE(run->kind, ProfileRun::Kind::Flat);
    const ProfileSummary s = ProfileSummary::compute(*run, m_demo.operatorDir());
    QVERIFY2(s.diagnostics.isEmpty(), qPrintable(describe(s.diagnostics)));
    QCOMPARE(s.launches.size(), 1);
    QCOMPARE(s.launches.first().label, run->name);
    QCOMPARE(s.metricFiles.size(), 7);
    QVERIFY(s.pipe(Core::Aiv, Pipe::Vector));
    QCOMPARE(s.blocks.size(), 3 * run->basicInfo.blockDim);
}

// No OpBasicInfo, a short row, an unclosed quote, an unknown header: each reported with its file and
// line, and everything else still summarised.
void TestProfileSummary::badFiles()
{
    const ProfileIndex index = ProfileIndex::scan(badRoot, QStringLiteral("perf_opt/profiles"));
    const ProfileRun *run = index.runAt(badDir);
    QVERIFY(run);
    const ProfileSummary s = ProfileSummary::compute(*run, index.operatorDir());
    const auto find = [&](const QString &code) -> const Diagnostic * {
        for (const Diagnostic &d : s.diagnostics) {
            if (d.code == code)
                return &d;
        }
        return nullptr;
    };
    const Diagnostic *missing = find(QStringLiteral("profile.summary.no-opbasicinfo"));
    QVERIFY2(missing, qPrintable(describe(s.diagnostics)));
    QCOMPARE(missing->file, badDir + QStringLiteral("/OpBasicInfo.csv"));
    const Diagnostic *count = find(QStringLiteral("msprof.csv.column-count"));
    QVERIFY(count);
    QCOMPARE(count->file, badDir + QStringLiteral("/PipeUtilization.csv"));
    QCOMPARE(count->line, 4);
    const Diagnostic *malformed = find(QStringLiteral("msprof.csv.malformed-row"));
    QVERIFY(malformed);
    QCOMPARE(malformed->file, badDir + QStringLiteral("/L2Cache.csv"));
    QCOMPARE(malformed->line, 3);
    const Diagnostic *unknown = find(QStringLiteral("msprof.csv.unknown-header"));
    QVERIFY(unknown);
    QCOMPARE(unknown->file, badDir + QStringLiteral("/Memory.csv"));
    QCOMPARE(unknown->line, 1);

    // The rest still shows: 5 of 6 PipeUtilization rows, the L2 rows but one, the conflicts.
    QCOMPARE(s.blocks.size(), 5);
    COMPARE_NEAR(s.pipe(Core::Aiv, Pipe::Mte2)->ratio.mean, (0.156852 + 0.234753 + 0.161481) / 3);
    QCOMPARE(s.metric(QStringLiteral("aiv_total_hit_rate(%)"))->stat.count, 3);
    QVERIFY(s.metric(QStringLiteral("aiv_vec_total_cflt_ratio")));
    QVERIFY(!s.launchInfo.present);
    QVERIFY(std::isnan(s.durations.median));
}

void TestProfileSummary::missingOpBasicInfo()
{
    const ProfileIndex index = ProfileIndex::scan(QStringLiteral(PERFOPT_TEST_DATA_DIR "/msprof/project"),
                                                  QStringLiteral("perf_opt/profiles"));
    const QString dir = QStringLiteral("perf_opt/profiles/broken/OPPROF_20260102000000_MISSINGBASICINFO");
    const ProfileRun *run = index.runAt(dir);
    QVERIFY(run);
    const ProfileSummary s = ProfileSummary::compute(*run, index.operatorDir());
    QVERIFY(!s.diagnostics.isEmpty());
    QCOMPARE(s.diagnostics.first().file, dir + QStringLiteral("/OpBasicInfo.csv"));
    QVERIFY(s.pipe(Core::Aic, Pipe::Scalar)); // PipeUtilization.csv is still summarised
}

// A FIFO named like a metric CSV: the summary (the browser's, `perfopt profile`'s) refuses it by its
// lstat, as the scan did, and never opens it (opening, even without blocking, acts on a FIFO). The
// run's other files are still summarised.
void TestProfileSummary::fifoMetricFileIsNeverOpened()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString runDir = QStringLiteral("profiles/OPPROF_20260924114430_FIFOPIPEUTILIZATI");
    QVERIFY(RunCopy::writeFile(tmp.path(), runDir + QStringLiteral("/OpBasicInfo.csv"),
                               "Op Name,Op Type,Task Duration(us),Block Dim\nmain_kernel,vector,19.9,24\n"));
    const QByteArray fifo = QFile::encodeName(tmp.filePath(runDir + QStringLiteral("/PipeUtilization.csv")));
    QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
    const int watcher = ::inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    QVERIFY(watcher >= 0);
    const auto closeWatcher = qScopeGuard([watcher] { ::close(watcher); });
    QVERIFY(::inotify_add_watch(watcher, fifo.constData(), IN_OPEN) >= 0);

    const ProfileIndex index = ProfileIndex::scan(tmp.path(), QStringLiteral("profiles"));
    const ProfileRun *run = index.runAt(runDir);
    QVERIFY(run);
    const ProfileSummary s = ProfileSummary::compute(*run, index.operatorDir());
    alignas(inotify_event) char events[4096];
    QCOMPARE(::read(watcher, events, sizeof events), ssize_t(-1)); // no open of the FIFO, by either
    QCOMPARE(errno, EAGAIN);
    QCOMPARE(s.launchInfo.taskDurationUs, 19.9);
    QVERIFY(s.metricFiles.isEmpty());
    QCOMPARE(s.diagnostics.size(), 1);
    QCOMPARE(s.diagnostics.first().code, QStringLiteral("msprof.csv.not-regular"));
    QCOMPARE(s.diagnostics.first().file, runDir + QStringLiteral("/PipeUtilization.csv"));
}

void TestProfileSummary::progressAndCancel()
{
    const ProfileRun *run = m_samples.runAt(a3Dir);
    QVERIFY(run);
    qint64 last = 0, total = 0;
    int calls = 0;
    ProfileSummary::Options options;
    bool monotonic = true;
    options.progress = [&](qint64 done, qint64 all) -> bool {
        monotonic = monotonic && done >= last;
        last = done;
        total = all;
        ++calls;
        return true;
    };
    const ProfileSummary complete = ProfileSummary::compute(*run, m_samples.operatorDir(), options);
    QVERIFY(!complete.cancelled);
    QVERIFY(monotonic);
    QCOMPARE(calls, 7);
    QCOMPARE(last, total);
    QCOMPARE(total, 21452 + 7981 + 8297 + 16240 + 4686 + 4607 + 8117);

    options.progress = [](qint64, qint64) {
        return false;
    };
    const ProfileSummary cancelled = ProfileSummary::compute(*run, m_samples.operatorDir(), options);
    QVERIFY(cancelled.cancelled);
    QVERIFY(cancelled.pipes.isEmpty());
}

void TestProfileSummary::json()
{
    const ProfileSummary s = ProfileSummary::compute(*m_demo.runAt(nestedDir), m_demo.operatorDir());
    const QJsonObject json = ProfileSummaryJson::toJson(s);
    QCOMPARE(json.value(QStringLiteral("kind")).toString(), QStringLiteral("nested"));
    QCOMPARE(json.value(QStringLiteral("launch")).toInt(), 1);
    const QJsonObject durations = json.value(QStringLiteral("task_duration")).toObject();
    QCOMPARE(durations.value(QStringLiteral("median_us")).toDouble(), 17.92);
    QCOMPARE(durations.value(QStringLiteral("launches")).toArray().size(), 3);
    QCOMPARE(json.value(QStringLiteral("basic_info")).toObject().value(QStringLiteral("block_dim")).toInt(), 24);
    QVERIFY(json.value(QStringLiteral("basic_info")).toObject().value(QStringLiteral("soc_version")).isNull());
    const QJsonArray pipes = json.value(QStringLiteral("pipes")).toArray();
    QVERIFY(!pipes.isEmpty());
    QCOMPARE(pipes.first().toObject().value(QStringLiteral("core")).toString(), QStringLiteral("aic"));
    QCOMPARE(json.value(QStringLiteral("blocks")).toArray().size(), 72);
    QVERIFY(json.value(QStringLiteral("diagnostics")).toArray().isEmpty());
}

QTEST_GUILESS_MAIN(TestProfileSummary)
#include "tst_profilesummary.moc"
