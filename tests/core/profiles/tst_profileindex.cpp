// SPDX-License-Identifier: MIT
#include "profiles/profileindex.h"
#include "profiles/profilejson.h"
#include "runcopy.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <unistd.h>

using RunKind = ProfileRun::Kind;

namespace {

const QString project = QStringLiteral(PERFOPT_TEST_DATA_DIR "/msprof/project");
const QString samples = QStringLiteral(PERFOPT_SHARED_DIR "/samples/msprof");
const QString profiles = QStringLiteral("perf_opt/profiles/");
const QString flatDir = profiles + QStringLiteral("baseline/OPPROF_20260730120000_BASELINEFLATRUNA");
const QString nestedDir = profiles + QStringLiteral("round1/v1op1/OPPROF_20260730130344_NESTEDTHREELAUNC");
const QString deviceDir = profiles + QStringLiteral("round2/OPPROF_20260731090000_MULTIDEVICERUNAB");
const QString legacyDir = profiles + QStringLiteral("legacy/OPPROF_20260101000000_EIGHTCOLUMNSHDRX");
const QString simulatorDir = profiles + QStringLiteral("sim/OPPROF_20260813152110_SIMULATORFLATRUN");
const QString appDir = profiles + QStringLiteral("app/PROF_000001_20260605161708478_APPSUMMARYPROFAB");
constexpr int fixtureRuns = 12;

QString describe(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines.append(d.location() + QLatin1Char(' ') + d.code + QLatin1Char(' ') + d.message);
    return lines.join(QLatin1Char('\n'));
}

Diagnostics diagnosticsFor(const Diagnostics &diagnostics, const QString &prefix)
{
    Diagnostics result;
    for (const Diagnostic &d : diagnostics) {
        if (d.file.startsWith(prefix))
            result.append(d);
    }
    return result;
}

QStringList runDirs(const QList<ProfileRun> &runs)
{
    QStringList dirs;
    for (const ProfileRun &run : runs)
        dirs.append(run.relativeDir);
    return dirs;
}

} // namespace

class TestProfileIndex : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void listsEveryLayout();
    void flatRun();
    void undecodableFolderIsSaid();
    void nestedRunMedian();
    void multiDevice();
    void simulatorRun();
    void appSummaryRun();
    void largeOpSummaryIsNotReadEitherWay();
    void appSummaryChoosesTheTunedKernel();
    void runNamedFolderHoldingRuns();
    void strayCsvBesideLaunches();
    void flatRunsInNumberedFolders();
    void duplicateMetricFiles();
    void simulatorContentsCopiedOut();
    void severalKernelsCardIsTheTunedOnes();
    void appRunCountsItsLaunches();
    void eightColumnOpBasicInfo();
    void malformedRuns_data();
    void malformedRuns();
    void quotedTaskDuration();
    void nonPositiveTaskDuration_data();
    void nonPositiveTaskDuration();
    void outOfRangeTaskDuration_data();
    void outOfRangeTaskDuration();
    void realSamples();
    void abWorkdirs();
    void abWorkdirsByQDirRules();
    void resolveRawPath_data();
    void resolveRawPath();
    void symlinks();
    void fifoOrFolderInPlaceOfACsv();
    void profilesDirOutside();
    void missingDirectories();
    void cancel();
    void json();
    void demoRecordsResolve();

private:
    ProfileIndex m_index;
};

void TestProfileIndex::initTestCase()
{
    m_index = ProfileIndex::scan(project);
    QVERIFY(m_index.profilesDirExists());
    QVERIFY(!m_index.wasCancelled());
}

void TestProfileIndex::listsEveryLayout()
{
    QCOMPARE(m_index.runs().size(), fixtureRuns);
    QStringList dirs = runDirs(m_index.runs());
    QVERIFY(std::is_sorted(dirs.cbegin(), dirs.cend()));
    QCOMPARE(m_index.runAt(flatDir)->kind, RunKind::Flat);
    QCOMPARE(m_index.runAt(nestedDir)->kind, RunKind::Nested);
    QCOMPARE(m_index.runAt(deviceDir)->kind, RunKind::Nested);
    QCOMPARE(m_index.runAt(simulatorDir)->kind, RunKind::Simulator);
    QCOMPARE(m_index.runAt(appDir)->kind, RunKind::AppSummary);
    QCOMPARE(m_index.runAt(legacyDir)->kind, RunKind::Flat);
    // A/B workdirs only when asked.
    for (const QString &dir : std::as_const(dirs))
        QVERIFY(!dir.contains(QLatin1String("ab_round2")));
}

void TestProfileIndex::flatRun()
{
    const ProfileRun *run = m_index.runAt(flatDir);
    QVERIFY(run);
    QCOMPARE(run->name, QStringLiteral("OPPROF_20260730120000_BASELINEFLATRUNA"));
    QCOMPARE(run->timestamp, QStringLiteral("20260730120000"));
    QCOMPARE(run->launchCount(), 1);
    QCOMPARE(run->taskDurationUs(), 15.34);
    QCOMPARE(run->taskDurationsUs, QList<double> {15.34});
    const OpBasicInfo &info = run->basicInfo;
    QVERIFY(info.present);
    QCOMPARE(info.file, flatDir + QStringLiteral("/OpBasicInfo.csv"));
    QCOMPARE(info.opName, QStringLiteral("main_kernel_mix_aic"));
    QCOMPARE(info.opType, QStringLiteral("mix"));
    QCOMPARE(info.blockDim, 2);
    QCOMPARE(info.mixBlockDim, 4);
    QVERIFY(info.hasMixBlockDimColumn);
    QCOMPARE(info.deviceId, 0);
    QCOMPARE(info.pid, 4242);
    QCOMPARE(info.currentFreqMHz, 1800);
    QCOMPARE(info.ratedFreqMHz, 1800);
    QCOMPARE(info.socVersion, QStringLiteral("Ascend910B2"));
    const ProfileLaunch &launch = run->launches.first();
    QCOMPARE(launch.relativeDir, flatDir);
    QCOMPARE(launch.kernelName, QStringLiteral("main_kernel_mix_aic"));
    QCOMPARE(launch.metricFiles.size(), 1);
    const MetricFile &pipe = launch.metricFiles.first();
    QCOMPARE(pipe.name, QStringLiteral("PipeUtilization.csv"));
    QCOMPARE(pipe.metric, QStringLiteral("PipeUtilization"));
    QCOMPARE(pipe.relativePath, flatDir + QStringLiteral("/PipeUtilization.csv"));
    QCOMPARE(pipe.size, QFileInfo(project + QLatin1Char('/') + pipe.relativePath).size());
    QVERIFY(diagnosticsFor(m_index.diagnostics(), flatDir).isEmpty());
}

void TestProfileIndex::nestedRunMedian()
{
    const ProfileRun *run = m_index.runAt(nestedDir);
    QVERIFY(run);
    QCOMPARE(run->launchCount(), 3);
    QCOMPARE(run->taskDurationsUs, (QList<double> {10.5, 12.25, 9.8}));
    QCOMPARE(run->durations.count, 3);
    QCOMPARE(run->durations.median, 10.5);
    QCOMPARE(run->durations.min, 9.8);
    QCOMPARE(run->durations.max, 12.25);
    QCOMPARE(run->taskDurationUs(), 10.5);
    QCOMPARE(run->basicInfo.taskDurationUs, 10.5); // the run's value is the median
    QCOMPARE(run->basicInfo.socVersion, QStringLiteral("Ascend910B2"));
    for (int n = 0; n < 3; ++n) {
        const ProfileLaunch &launch = run->launches.at(n);
        QCOMPARE(launch.kernelName, QStringLiteral("main_kernel"));
        QCOMPARE(launch.index, n);
        QCOMPARE(launch.deviceId, -1);
        QCOMPARE(launch.relativeDir, nestedDir + QStringLiteral("/main_kernel/") + QString::number(n));
        QVERIFY(launch.basicInfo.file.endsWith(QLatin1String(".csv")));
        QVERIFY(launch.basicInfo.file.contains(QLatin1String("/OpBasicInfo_20260730130344")));
        QCOMPARE(launch.metricFiles.size(), 1);
        QCOMPARE(launch.metricFiles.first().metric, QStringLiteral("PipeUtilization"));
    }
    QCOMPARE(run->launches.at(1).basicInfo.taskDurationUs, 12.25);
    QCOMPARE(run->launches.at(1).metricFiles.first().name, QStringLiteral("PipeUtilization_20260730130344945.csv"));
    QCOMPARE(run->metricNames(), QStringList {QStringLiteral("PipeUtilization")});
    QCOMPARE(run->metricFiles().size(), 3);
    QVERIFY2(diagnosticsFor(m_index.diagnostics(), nestedDir).isEmpty(), qPrintable(describe(m_index.diagnostics())));

    // Even counts take the mean of the middle two, as Python's statistics.median does.
    QCOMPARE(TaskDurationStats::of({4.0, 1.0, 3.0, 2.0}).median, 2.5);
    QCOMPARE(TaskDurationStats::of({std::nan(""), 7.0}).count, 1);
    QVERIFY(std::isnan(TaskDurationStats::of({}).median));
}

void TestProfileIndex::multiDevice()
{
    const ProfileRun *run = m_index.runAt(deviceDir);
    QVERIFY(run);
    QCOMPARE(run->launchCount(), 3);
    QCOMPARE(run->launches.at(0).deviceId, 0);
    QCOMPARE(run->launches.at(1).deviceId, 1);
    QCOMPARE(run->launches.at(2).deviceId, 1);
    QCOMPARE(run->launches.at(2).index, 1);
    QCOMPARE(run->launches.at(1).relativeDir, deviceDir + QStringLiteral("/device1/main_kernel/0"));
    QCOMPARE(run->launches.at(1).basicInfo.deviceId, 1);
    QCOMPARE(run->taskDurationUs(), 21.0);
    QCOMPARE(run->basicInfo.opType, QStringLiteral("vector"));
    QCOMPARE(run->basicInfo.mixBlockDim, -1); // NA for a vector op
    QVERIFY(run->basicInfo.hasMixBlockDimColumn);
    // The median pools two cards' launches: said at the run, once.
    const Diagnostics found = diagnosticsFor(m_index.diagnostics(), deviceDir);
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().code, QStringLiteral("profiles.several-devices"));
    QCOMPARE(found.first().severity, Diagnostic::Severity::Warning);
    QVERIFY2(found.first().message.contains(QLatin1String("2 device(s)")), qPrintable(found.first().message));
    // One card only: nothing to say.
    QVERIFY(diagnosticsFor(m_index.diagnostics(), nestedDir).isEmpty());
}

void TestProfileIndex::simulatorRun()
{
    const ProfileRun *run = m_index.runAt(simulatorDir);
    QVERIFY(run);
    QCOMPARE(run->launchCount(), 1);
    const ProfileLaunch &launch = run->launches.first();
    QCOMPARE(launch.simulatorCores,
             (QStringList {QStringLiteral("core0.cubecore0"), QStringLiteral("core0.veccore0")}));
    QVERIFY(launch.hasTrace);
    QCOMPARE(launch.metricFiles.size(), 3);
    QCOMPARE(launch.metricFiles.at(1).relativePath,
             simulatorDir + QStringLiteral("/simulator/core0.veccore0/core0.veccore0_code_exe.csv"));
    QVERIFY(!run->basicInfo.present);
    QVERIFY(std::isnan(run->taskDurationUs()));
    QVERIFY(diagnosticsFor(m_index.diagnostics(), simulatorDir).isEmpty());
}

void TestProfileIndex::appSummaryRun()
{
    const ProfileRun *run = m_index.runAt(appDir);
    QVERIFY(run);
    QCOMPARE(run->timestamp, QStringLiteral("20260605161708"));
    // The most launched op is the tuned kernel; the aclnn copy is set-up.
    QCOMPARE(run->basicInfo.opName, QStringLiteral("main_kernel"));
    QCOMPARE(run->basicInfo.opType, QStringLiteral("MIX_AIC"));
    QCOMPARE(run->basicInfo.blockDim, 96); // from "Block Num"
    QCOMPARE(run->basicInfo.mixBlockDim, 192);
    QCOMPARE(run->taskDurationsUs, (QList<double> {300.0, 264.36, 266.64}));
    QCOMPARE(run->taskDurationUs(), 266.64);
    QCOMPARE(run->launches.first().relativeDir, appDir + QStringLiteral("/mindstudio_profiler_output"));
    QCOMPARE(run->metricNames(), QStringList {QStringLiteral("op_summary")});
    QVERIFY2(diagnosticsFor(m_index.diagnostics(), appDir).isEmpty(), qPrintable(describe(m_index.diagnostics())));
}

// An op_summary over 16 MB is not read, whether the scan lists file sizes (the workbench) or not
// (a command's load): the commands and the workbench say the same of it.
void TestProfileIndex::largeOpSummaryIsNotReadEitherWay()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString output
        = QStringLiteral("profiles/PROF_000001_20260605161708478_LARGESUMMARYFILE/mindstudio_profiler_output");
    QVERIFY(QDir(tmp.path()).mkpath(output));
    QFile file(tmp.filePath(output + QStringLiteral("/op_summary_20260605161708.csv")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("Device_id,Op Name,OP Type,Task Duration(us)\n0,main_kernel,MIX_AIC,300\n");
    file.close();
    QVERIFY(QFile::resize(file.fileName(), 16 * 1024 * 1024 + 1)); // sparse: cheap to make
    for (const bool sizes : {true, false}) {
        ProfileIndex::Options options;
        options.fileSizes = sizes;
        const ProfileIndex index = ProfileIndex::scan(tmp.path(), QStringLiteral("profiles"), options);
        QCOMPARE(index.runs().size(), 1);
        QVERIFY(!std::isfinite(index.runs().first().taskDurationUs()));
        QCOMPARE(index.diagnostics().size(), 1);
        QCOMPARE(index.diagnostics().first().code, QStringLiteral("profiles.large-op-summary"));
    }
}

void TestProfileIndex::appSummaryChoosesTheTunedKernel()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString output = QStringLiteral("profiles/PROF_000001_20260605161708478_TUNEDKERNELCHOSE/mindstudio_profiler_output");
    QVERIFY(QDir(tmp.path()).mkpath(output));
    const auto write = [&](const QByteArray &rows) {
        QFile file(tmp.filePath(output + QStringLiteral("/op_summary_20260605161708.csv")));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("Device_id,Model ID,Task ID,Stream ID,Op Name,OP Type,OP State,Task Type,Task Start Time(us),"
                   "Task Duration(us),Task Wait Time(us),Block Num,Mix Block Num\n"
                   + rows);
    };
    // CANN's aclnn* set-up ops, launched more often, are never the tuned kernel beside one of its own.
    write("0,4294967295,0,47,aclnnInplaceNormal_DSARandomNormal,aclnnInplaceNormal_DSARandomNormal,N/A,AI_CORE,1786695371980001.000,3.1,0,1,N/A\n"
          "0,4294967295,0,47,aclnnInplaceNormal_DSARandomNormal,aclnnInplaceNormal_DSARandomNormal,N/A,AI_CORE,1786695371980001.000,3.2,0,1,N/A\n"
          "0,4294967295,0,47,main_kernel,main_kernel,N/A,MIX_AIC,1786695371980001.000,300,0,1,N/A\n");
    ProfileIndex index = ProfileIndex::scan(tmp.path(), QStringLiteral("profiles"));
    QCOMPARE(index.runs().size(), 1);
    QCOMPARE(index.runs().first().basicInfo.opName, QStringLiteral("main_kernel"));
    QCOMPARE(index.runs().first().taskDurationUs(), 300.0);
    QVERIFY2(index.diagnostics().isEmpty(), qPrintable(describe(index.diagnostics())));
    // Two of its own, launched as often: the first is read, and the guess is said.
    write("0,4294967295,0,47,setup_kernel,setup_kernel,N/A,AI_CORE,1786695371980001.000,3.1,0,1,N/A\n"
          "0,4294967295,0,47,main_kernel,main_kernel,N/A,MIX_AIC,1786695371980001.000,300,0,1,N/A\n");
    index = ProfileIndex::scan(tmp.path(), QStringLiteral("profiles"));
    QCOMPARE(index.runs().first().basicInfo.opName, QStringLiteral("setup_kernel"));
    QCOMPARE(index.diagnostics().size(), 1);
    QCOMPARE(index.diagnostics().first().code, QStringLiteral("profiles.op-summary-ambiguous"));
    QVERIFY(index.diagnostics().first().message.contains(QLatin1String("main_kernel")));
    // A launch of the tuned kernel without a Task Duration: out of the median, and said at its line.
    write("0,4294967295,0,47,main_kernel,main_kernel,N/A,MIX_AIC,1786695371980001.000,300,0,1,N/A\n"
          "0,4294967295,0,47,main_kernel,main_kernel,N/A,MIX_AIC,1786695371980001.000,N/A,0,1,N/A\n"
          "0,4294967295,0,47,main_kernel,main_kernel,N/A,MIX_AIC,1786695371980001.000,310,0,1,N/A\n");
    index = ProfileIndex::scan(tmp.path(), QStringLiteral("profiles"));
    QCOMPARE(index.runs().first().taskDurationUs(), 305.0);
    QCOMPARE(index.diagnostics().size(), 1);
    QCOMPARE(index.diagnostics().first().code, QStringLiteral("profiles.op-summary-no-duration"));
    QCOMPARE(index.diagnostics().first().line, 3);
    QVERIFY(index.diagnostics().first().file.endsWith(QLatin1String("op_summary_20260605161708.csv")));
    // One of 0 or below is no measurement either, never the fastest launch.
    write("0,4294967295,0,47,main_kernel,main_kernel,N/A,MIX_AIC,1786695371980001.000,300,0,1,N/A\n"
          "0,4294967295,0,47,main_kernel,main_kernel,N/A,MIX_AIC,1786695371980001.000,-300,0,1,N/A\n"
          "0,4294967295,0,47,main_kernel,main_kernel,N/A,MIX_AIC,1786695371980001.000,0,0,1,N/A\n"
          "0,4294967295,0,47,main_kernel,main_kernel,N/A,MIX_AIC,1786695371980001.000,310,0,1,N/A\n");
    index = ProfileIndex::scan(tmp.path(), QStringLiteral("profiles"));
    QCOMPARE(index.runs().first().taskDurationUs(), 305.0);
    QCOMPARE(index.diagnostics().size(), 1);
    QCOMPARE(index.diagnostics().first().code, QStringLiteral("profiles.op-summary-no-duration"));
    QCOMPARE(index.diagnostics().first().line, 3);
    QVERIFY(index.diagnostics().first().message.startsWith(QLatin1String("2 launch(es)")));
    QVERIFY2(index.diagnostics().first().message.contains(QLatin1String("-300, 0 or below")),
             qPrintable(index.diagnostics().first().message));
    // 1e400 is above 0 but no double holds it: said as too large, not as "0 or below"; "nan" is text.
    const QByteArray huge(100000, 'x'); // a cell's text is shown cut, not megabytes of it
    for (const auto &[cell, said] :
         {std::pair {"1e400", "1e400, too large for a double"}, std::pair {"1e-400", "1e-400, too small for a double"},
          std::pair {"nan", "\"nan\", not a number"}, std::pair {"\"310\"", "\"310\", quoted text"},
          std::pair {huge.constData(), "\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…\", not"}}) {
        write("0,4294967295,0,47,main_kernel,main_kernel,N/A,MIX_AIC,1786695371980001.000,300,0,1,N/A\n"
              "0,4294967295,0,47,main_kernel,main_kernel,N/A,MIX_AIC,1786695371980001.000,"
              + QByteArray(cell) + ",0,1,N/A\n");
        index = ProfileIndex::scan(tmp.path(), QStringLiteral("profiles"));
        QCOMPARE(index.runs().first().taskDurationUs(), 300.0);
        QCOMPARE(index.diagnostics().size(), 1);
        QCOMPARE(index.diagnostics().first().line, 3);
        QVERIFY2(index.diagnostics().first().message.contains(QString::fromUtf8(said)),
                 qPrintable(index.diagnostics().first().message));
        QVERIFY(!index.diagnostics().first().message.contains(QLatin1String("0 or below")));
        QVERIFY(index.diagnostics().first().message.size() < 300);
    }
}

void TestProfileIndex::runNamedFolderHoldingRuns()
{
    // "OPPROF_round1/" is the user's folder; msprof's run is inside it.
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString inner = QStringLiteral("profiles/OPPROF_round1/OPPROF_20260730120000_BASELINEFLATRUNA");
    QVERIFY(RunCopy::copyTree(QStringLiteral(PERFOPT_TEST_DATA_DIR "/msprof/project/") + flatDir, tmp.filePath(inner)));
    const ProfileIndex index = ProfileIndex::scan(tmp.path(), QStringLiteral("profiles"));
    QCOMPARE(runDirs(index.runs()), QStringList {inner});
    QCOMPARE(index.runs().first().taskDurationUs(), m_index.runAt(flatDir)->taskDurationUs());
}

// A helper's CSV at the root of a nested run does not make it flat (its launches stay its own).
void TestProfileIndex::strayCsvBesideLaunches()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString run = QStringLiteral("profiles/OPPROF_20260730130344_NESTEDTHREELAUNC");
    QVERIFY(RunCopy::copyTree(QStringLiteral(PERFOPT_TEST_DATA_DIR "/msprof/project/") + nestedDir, tmp.filePath(run)));
    QFile summary(tmp.filePath(run + QStringLiteral("/summary.csv")));
    QVERIFY(summary.open(QIODevice::WriteOnly));
    summary.write("a,b\n1,2\n");
    summary.close();
    const ProfileIndex index = ProfileIndex::scan(tmp.path(), QStringLiteral("profiles"));
    QCOMPARE(runDirs(index.runs()), QStringList {run});
    const ProfileRun &found = index.runs().first();
    QCOMPARE(found.kind, ProfileRun::Kind::Nested);
    QCOMPARE(found.launchCount(), m_index.runAt(nestedDir)->launchCount());
    QCOMPARE(found.taskDurationUs(), m_index.runAt(nestedDir)->taskDurationUs());

    // One launch's OpBasicInfo copied up beside the launch folders (here with another figure):
    // msprof never writes both, so the launches stay the measurement and the copy is said.
    QFile copied(tmp.filePath(run + QStringLiteral("/OpBasicInfo.csv")));
    QVERIFY(copied.open(QIODevice::WriteOnly));
    copied.write("Op Name,OP Type,Task Duration(us),Block Dim\nmain_kernel,vector,50.0,8\n");
    copied.close();
    const ProfileIndex again = ProfileIndex::scan(tmp.path(), QStringLiteral("profiles"));
    QCOMPARE(runDirs(again.runs()), QStringList {run});
    QCOMPARE(again.runs().first().kind, ProfileRun::Kind::Nested);
    QCOMPARE(again.runs().first().launchCount(), m_index.runAt(nestedDir)->launchCount());
    QCOMPARE(again.runs().first().taskDurationUs(), m_index.runAt(nestedDir)->taskDurationUs());
    QCOMPARE(again.diagnostics().size(), 1);
    QCOMPARE(again.diagnostics().first().code, QStringLiteral("profiles.opbasicinfo-beside-launches"));
    QCOMPARE(again.diagnostics().first().file, run + QStringLiteral("/OpBasicInfo.csv"));
}

// Flat runs copied into numbered folders ("v9_a/1/OpBasicInfo.csv") are runs of their own: msopprof
// names a nested launch's files with their time, and pooling two candidates makes a figure of neither.
// A folder name that is not UTF-8 opens nothing by the name Qt gives it: said, not walked.
void TestProfileIndex::undecodableFolderIsSaid()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QVERIFY(QDir(tmp.path()).mkpath(QStringLiteral("profiles")));
    const QByteArray bad = QFile::encodeName(tmp.path()) + "/profiles/bad\xfe";
    QCOMPARE(::mkdir(bad.constData(), 0755), 0);
    const auto removeBad = qScopeGuard([&bad] { ::rmdir(bad.constData()); });
    const ProfileIndex index = ProfileIndex::scan(tmp.path(), QStringLiteral("profiles"));
    QCOMPARE(index.diagnostics().size(), 1);
    QCOMPARE(index.diagnostics().first().code, QStringLiteral("profiles.undecodable-name"));
    QCOMPARE(index.diagnostics().first().file, QStringLiteral("profiles/bad\\xFE"));
}

void TestProfileIndex::flatRunsInNumberedFolders()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString flat = QStringLiteral(PERFOPT_TEST_DATA_DIR "/msprof/project/") + flatDir;
    const QStringList copies {QStringLiteral("profiles/round9/v9_a/1"), QStringLiteral("profiles/round9/v9_a/2"),
                              QStringLiteral("profiles/round9/v9_b/1")};
    for (const QString &copy : copies)
        QVERIFY(RunCopy::copyTree(flat, tmp.filePath(copy)));
    const ProfileIndex index = ProfileIndex::scan(tmp.path(), QStringLiteral("profiles"));
    QCOMPARE(runDirs(index.runs()), copies);
    for (const ProfileRun &run : index.runs()) {
        QCOMPARE(run.kind, ProfileRun::Kind::Flat);
        QCOMPARE(run.taskDurationUs(), m_index.runAt(flatDir)->taskDurationUs());
    }
    QVERIFY2(index.diagnostics().isEmpty(), qPrintable(describe(index.diagnostics())));
}

// A launch's metric written twice (a timestamped copy merged in by hand): the first by name is
// every reader's, the other is said at its file.
void TestProfileIndex::duplicateMetricFiles()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString run = QStringLiteral("profiles/OPPROF_20260730120000_BASELINEFLATRUNA");
    QVERIFY(RunCopy::copyTree(QStringLiteral(PERFOPT_TEST_DATA_DIR "/msprof/project/") + flatDir, tmp.filePath(run)));
    const QString copy = run + QStringLiteral("/PipeUtilization_20260730120001123.csv");
    QVERIFY(QFile::copy(tmp.filePath(run + QStringLiteral("/PipeUtilization.csv")), tmp.filePath(copy)));
    const ProfileIndex index = ProfileIndex::scan(tmp.path(), QStringLiteral("profiles"));
    QCOMPARE(index.runs().size(), 1);
    const ProfileLaunch &launch = index.runs().first().launches.first();
    QStringList pipe;
    for (const MetricFile &file : launch.metricFiles)
        if (file.metric == QLatin1String("PipeUtilization"))
            pipe.append(file.name);
    QCOMPARE(pipe, QStringList {QStringLiteral("PipeUtilization.csv")});
    QCOMPARE(launch.metricFiles.size(), m_index.runAt(flatDir)->launches.first().metricFiles.size());
    const Diagnostics found = index.diagnostics();
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().code, QStringLiteral("profiles.several-metric-files"));
    QCOMPARE(found.first().file, copy);
    QVERIFY2(found.first().message.contains(QLatin1String("PipeUtilization.csv is used")), qPrintable(found.first().message));
}

// simulator/'s contents copied into a folder of their own: a simulator result by its core folders (§1.5).
// A nested run holding two launches of a CANN cast beside three of the tuned kernel: its card (op,
// type, Block Dim) is the tuned kernel's, not the name that sorts first; the median pools all five.
void TestProfileIndex::severalKernelsCardIsTheTunedOnes()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString demo
        = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/perf_opt/profiles/round3/v3_bs4096/short_row_fp16");
    const QStringList opprof = QDir(demo).entryList({QStringLiteral("OPPROF_*")}, QDir::Dirs);
    QCOMPARE(opprof.size(), 1);
    const QString run = QStringLiteral("profiles/") + opprof.first();
    QVERIFY(RunCopy::copyTree(demo + QLatin1Char('/') + opprof.first(), tmp.filePath(run)));
    for (const char *launch : {"0", "1"}) {
        const QString dir = tmp.filePath(run + QStringLiteral("/aclnnCast_kernel/") + QLatin1String(launch));
        QVERIFY(QDir().mkpath(dir));
        QFile file(dir + QStringLiteral("/OpBasicInfo_2026092413034250") + QLatin1String(launch)
                   + QStringLiteral(".csv"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq,\n"
                   "aclnnCast_kernel,vector,2.100000,8,NA,0,3173366,1800,1800,\n");
    }
    const ProfileIndex index = ProfileIndex::scan(tmp.path(), QStringLiteral("profiles"));
    const ProfileRun *found = index.runAt(run);
    QVERIFY(found);
    QCOMPARE(found->launches.size(), 5);
    QCOMPARE(found->basicInfo.opName, QStringLiteral("main_kernel_mix_aic"));
    QCOMPARE(found->basicInfo.blockDim, 24);
    QVERIFY(found->basicInfo.file.contains(QLatin1String("/main_kernel_mix_aic/")));
    QCOMPARE(found->durations.count, 5);
}

void TestProfileIndex::simulatorContentsCopiedOut()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString copy = QStringLiteral("profiles/sim_copy");
    QVERIFY(RunCopy::copyTree(QStringLiteral(PERFOPT_TEST_DATA_DIR "/msprof/project/") + simulatorDir
                                  + QStringLiteral("/simulator"),
                              tmp.filePath(copy)));
    const ProfileIndex index = ProfileIndex::scan(tmp.path(), QStringLiteral("profiles"));
    QCOMPARE(runDirs(index.runs()), QStringList {copy});
    const ProfileRun &run = index.runs().first();
    const ProfileRun *original = m_index.runAt(simulatorDir);
    QVERIFY(original);
    QCOMPARE(run.kind, ProfileRun::Kind::Simulator);
    QCOMPARE(run.launches.size(), 1);
    QCOMPARE(run.launches.first().simulatorCores, original->launches.first().simulatorCores);
    QCOMPARE(run.launches.first().metricFiles.size(), original->launches.first().metricFiles.size());
    QCOMPARE(run.launches.first().hasTrace, original->launches.first().hasTrace);

    // Another run beside the core folders is still found, and the core folders are no runs.
    const QString beside = copy + QStringLiteral("/v1op1/OPPROF_20260730130344_NESTEDTHREELAUNC");
    QVERIFY(RunCopy::copyTree(QStringLiteral(PERFOPT_TEST_DATA_DIR "/msprof/project/") + nestedDir, tmp.filePath(beside)));
    const ProfileIndex both = ProfileIndex::scan(tmp.path(), QStringLiteral("profiles"));
    QCOMPARE(runDirs(both.runs()), (QStringList {copy, beside}));
    QCOMPARE(both.runs().at(0).kind, ProfileRun::Kind::Simulator);
    QCOMPARE(both.runs().at(1).kind, ProfileRun::Kind::Nested);
}

// An app run's launches are its op_summary rows of the tuned op, not its one output folder.
void TestProfileIndex::appRunCountsItsLaunches()
{
    const ProfileRun *run = m_index.runAt(appDir);
    QVERIFY(run);
    QCOMPARE(run->kind, ProfileRun::Kind::AppSummary);
    QCOMPARE(run->launches.size(), 1); // its one output folder
    QCOMPARE(run->launchCount(), 3); // main_kernel's three rows; CANN's aclnnInplaceCopy row is no launch of it
}

void TestProfileIndex::eightColumnOpBasicInfo()
{
    const ProfileRun *run = m_index.runAt(legacyDir);
    QVERIFY(run);
    QVERIFY(run->basicInfo.present);
    QVERIFY(!run->basicInfo.hasMixBlockDimColumn);
    QCOMPARE(run->basicInfo.mixBlockDim, -1);
    QCOMPARE(run->basicInfo.opType, QStringLiteral("AiCore"));
    QCOMPARE(run->basicInfo.blockDim, 8);
    QCOMPARE(run->basicInfo.currentFreqMHz, 1000);
    QCOMPARE(run->taskDurationUs(), 31.02);
    QVERIFY2(diagnosticsFor(m_index.diagnostics(), legacyDir).isEmpty(), qPrintable(describe(m_index.diagnostics())));
}

void TestProfileIndex::malformedRuns_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("codes"); // every diagnostic for the file, in order
    QTest::addColumn<int>("line"); // of the last one
    QTest::addColumn<int>("column");

    const QString broken = profiles + QStringLiteral("broken/");
    QTest::newRow("missing OpBasicInfo") << broken
            + QStringLiteral("OPPROF_20260102000000_MISSINGBASICINFO/OpBasicInfo.csv")
                                         << QStringList {QStringLiteral("profiles.missing-opbasicinfo")} << 0 << 0;
    QTest::newRow("header only") << broken + QStringLiteral("OPPROF_20260103000000_HEADERONLYBASICX/OpBasicInfo.csv")
                                 << QStringList {QStringLiteral("profiles.opbasicinfo-no-row")} << 1 << 0;
    QTest::newRow("NA duration") << broken + QStringLiteral("OPPROF_20260104000000_NOTANUMBERDURATI/OpBasicInfo.csv")
                                 << QStringList {QStringLiteral("profiles.bad-opbasicinfo")} << 2 << 3;
    QTest::newRow("unknown header") << broken + QStringLiteral("OPPROF_20260105000000_UNKNOWNHEADERXYZ/OpBasicInfo.csv")
                                    << QStringList {QStringLiteral("msprof.csv.unknown-header"),
                                                    QStringLiteral("profiles.bad-opbasicinfo")}
                                    << 1 << 0;
    QTest::newRow("empty file") << broken + QStringLiteral("OPPROF_20260106000000_EMPTYBASICINFOXX/OpBasicInfo.csv")
                                << QStringList {QStringLiteral("msprof.csv.empty-file")} << 1 << 0;
    QTest::newRow("wrong column count") << broken
            + QStringLiteral("OPPROF_20260107000000_SHORTROWBASICINF/OpBasicInfo.csv")
                                        << QStringList {QStringLiteral("msprof.csv.column-count"),
                                                        QStringLiteral("profiles.opbasicinfo-no-row")}
                                        << 1 << 0;
}

void TestProfileIndex::malformedRuns()
{
    QFETCH(QString, file);
    QFETCH(QStringList, codes);
    QFETCH(int, line);
    QFETCH(int, column);

    const Diagnostics found = diagnosticsFor(m_index.diagnostics(), file);
    QStringList foundCodes;
    for (const Diagnostic &d : found) {
        foundCodes.append(d.code);
        QCOMPARE(d.file, file);
        QVERIFY(!d.message.isEmpty());
    }
    QCOMPARE(foundCodes, codes);
    QCOMPARE(found.last().line, line);
    QCOMPARE(found.last().column, column);
    QCOMPARE(found.last().severity, Diagnostic::Severity::Error);
    if (codes.first() == QLatin1String("msprof.csv.column-count"))
        QCOMPARE(found.first().line, 2);
    // The run is still listed, without a Task Duration.
    const ProfileRun *run = m_index.runAt(file.section(QLatin1Char('/'), 0, -2));
    QVERIFY(run);
    QVERIFY(std::isnan(run->taskDurationUs()));
}

// msprof writes numbers bare; a quoted Task Duration is text, refused at its cell with a message
// that says why (not "is \"31.42\", not a number").
void TestProfileIndex::quotedTaskDuration()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString run = QStringLiteral("profiles/OPPROF_20260924114430_QUOTEDDURATIONXX");
    QVERIFY(RunCopy::writeFile(
        tmp.path(), run + QStringLiteral("/OpBasicInfo.csv"),
        "Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq\n"
        "\"rms_norm_kernel\",vector,\"31.42\",40,N/A,0,N/A,1800,1800\n"));
    const ProfileIndex index = ProfileIndex::scan(tmp.path(), QStringLiteral("profiles"));
    QCOMPARE(index.runs().size(), 1);
    QCOMPARE(index.runs().first().basicInfo.opName, QStringLiteral("rms_norm_kernel")); // quoted text is read as text
    QVERIFY(std::isnan(index.runs().first().taskDurationUs()));
    QCOMPARE(index.diagnostics().size(), 1);
    const Diagnostic &d = index.diagnostics().first();
    QCOMPARE(d.code, QStringLiteral("profiles.bad-opbasicinfo"));
    QCOMPARE(d.line, 2);
    QCOMPARE(d.column, 3);
    QVERIFY2(d.message.contains(QLatin1String("quoted text (\"31.42\")")), qPrintable(d.message));
}

// A task's device time is above 0: 0 or a negative number is a damaged file, refused at its cell
// and kept out of every median (a comparison would show it as the largest gain).
void TestProfileIndex::nonPositiveTaskDuration_data()
{
    QTest::addColumn<QByteArray>("written");
    QTest::newRow("zero") << QByteArray("0.000000");
    QTest::newRow("negative") << QByteArray("-53.618927");
    QTest::newRow("negative zero") << QByteArray("-0");
    QTest::newRow("exponent below zero") << QByteArray("-1e-3");
}

void TestProfileIndex::nonPositiveTaskDuration()
{
    QFETCH(QByteArray, written);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString run = QStringLiteral("profiles/OPPROF_20260924114430_NONPOSITIVEDURAT");
    QVERIFY(QDir(tmp.path()).mkpath(run));
    QFile file(tmp.filePath(run + QStringLiteral("/OpBasicInfo.csv")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq\n"
               "rms_norm_kernel,vector," + written + ",40,N/A,0,N/A,1800,1800\n");
    file.close();
    const ProfileIndex index = ProfileIndex::scan(tmp.path(), QStringLiteral("profiles"));
    QCOMPARE(index.runs().size(), 1);
    QCOMPARE(index.runs().first().basicInfo.opName, QStringLiteral("rms_norm_kernel"));
    QVERIFY(std::isnan(index.runs().first().taskDurationUs()));
    QCOMPARE(index.diagnostics().size(), 1);
    const Diagnostic &d = index.diagnostics().first();
    QCOMPARE(d.code, QStringLiteral("profiles.bad-opbasicinfo"));
    QCOMPARE(d.severity, Diagnostic::Severity::Error);
    QCOMPARE(d.line, 2);
    QCOMPARE(d.column, 3);
    QVERIFY2(d.message.contains(QString::fromLatin1(written)), qPrintable(d.message));
}

// 1e400 and 1e-400 are above 0 as written, but no double holds them: the message says so, not that a
// device time must be above 0.
void TestProfileIndex::outOfRangeTaskDuration_data()
{
    QTest::addColumn<QByteArray>("written");
    QTest::addColumn<QString>("reason");
    QTest::newRow("overflow") << QByteArray("1e400") << QStringLiteral("too large for a double");
    QTest::newRow("underflow") << QByteArray("1e-400") << QStringLiteral("too small for a double");
}

void TestProfileIndex::outOfRangeTaskDuration()
{
    QFETCH(QByteArray, written);
    QFETCH(QString, reason);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString run = QStringLiteral("profiles/OPPROF_20260924114430_OUTOFRANGEDURATI");
    QVERIFY(QDir(tmp.path()).mkpath(run));
    QFile file(tmp.filePath(run + QStringLiteral("/OpBasicInfo.csv")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq,\n"
               "rms_norm_kernel,vector,"
               + written + ",40,NA,0,NA,1800,1800,\n");
    file.close();
    const ProfileIndex index = ProfileIndex::scan(tmp.path(), QStringLiteral("profiles"));
    QCOMPARE(index.runs().size(), 1);
    QVERIFY(std::isnan(index.runs().first().taskDurationUs()));
    QCOMPARE(index.diagnostics().size(), 1);
    const Diagnostic &d = index.diagnostics().first();
    QCOMPARE(d.code, QStringLiteral("profiles.bad-opbasicinfo"));
    QCOMPARE(d.severity, Diagnostic::Severity::Error);
    QCOMPARE(d.line, 2);
    QCOMPARE(d.column, 3);
    QVERIFY2(d.message.contains(QString::fromLatin1(written)), qPrintable(d.message));
    QVERIFY2(d.message.contains(reason), qPrintable(d.message));
    QVERIFY2(!d.message.contains(QLatin1String("above 0, so")), qPrintable(d.message));
}

void TestProfileIndex::realSamples()
{
    const ProfileIndex index = ProfileIndex::scan(samples, QStringLiteral("."));
    QVERIFY2(index.diagnostics().isEmpty(), qPrintable(describe(index.diagnostics())));
    QCOMPARE(index.runs().size(), 7);

    const ProfileRun *a3
        = index.runAt(QStringLiteral("tile-ai__tilelang-ascend/custom/sigmoid/perf_tuning/msprof_output_iter1_after/"
                                     "OPPROF_20260803154619_ETRNHYWCPRERQANJ"));
    QVERIFY(a3);
    QCOMPARE(a3->kind, RunKind::Flat);
    QCOMPARE(a3->timestamp, QStringLiteral("20260803154619"));
    QCOMPARE(a3->taskDurationUs(), 53.618927);
    QCOMPARE(a3->basicInfo.opName, QStringLiteral("main_kernel"));
    QCOMPARE(a3->basicInfo.opType, QStringLiteral("mix"));
    QCOMPARE(a3->basicInfo.blockDim, 24);
    QCOMPARE(a3->basicInfo.mixBlockDim, 48);
    QCOMPARE(a3->basicInfo.currentFreqMHz, 1650);
    QCOMPARE(a3->basicInfo.ratedFreqMHz, 1650);
    QCOMPARE(a3->basicInfo.pid, 1353370);
    QCOMPARE(a3->basicInfo.socVersion, QStringLiteral("Ascend910_9362"));
    QCOMPARE(a3->metricNames(),
             (QStringList {QStringLiteral("ArithmeticUtilization"), QStringLiteral("L2Cache"), QStringLiteral("Memory"),
                           QStringLiteral("MemoryL0"), QStringLiteral("MemoryUB"), QStringLiteral("PipeUtilization"),
                           QStringLiteral("ResourceConflictRatio")}));
    const QList<MetricFile> files = a3->metricFiles();
    const auto pipe = std::find_if(files.cbegin(), files.cend(),
                                   [](const MetricFile &f) { return f.metric == QLatin1String("PipeUtilization"); });
    QCOMPARE(pipe->size, 21452);

    const QString neoPan = QStringLiteral("neo-pan__ascend-msprof-skill/tests/fixtures/");
    const ProfileRun *cann852 = index.runAt(
        neoPan
        + QStringLiteral(
            "real_cann852_workload_pair/shape-256/reports/followups/collect_default_metric_followup/OPPROF_001"));
    QVERIFY(cann852); // renamed by the fixture authors: recognised by its OpBasicInfo.csv
    QCOMPARE(cann852->kind, RunKind::Flat);
    QVERIFY(cann852->timestamp.isEmpty());
    QCOMPARE(cann852->taskDurationUs(), 9.2);
    QCOMPARE(cann852->basicInfo.pid, -1); // NA
    QCOMPARE(cann852->basicInfo.opName, QStringLiteral("main_kernel_mix_aic"));

    const ProfileRun *vector = index.runAt(neoPan + QStringLiteral("real_default_vector_minimal/reports/OPPROF_001"));
    QVERIFY(vector);
    QCOMPARE(vector->basicInfo.opType, QStringLiteral("vector"));
    QCOMPARE(vector->basicInfo.mixBlockDim, -1);
    QCOMPARE(vector->taskDurationUs(), 9.22);

    const ProfileRun *simulator = index.runAt(neoPan + QStringLiteral("real_simulator_minimal/reports/OPPROF_001"));
    QVERIFY(simulator);
    QCOMPARE(simulator->kind, RunKind::Simulator);
    QCOMPARE(simulator->launches.first().simulatorCores, QStringList {QStringLiteral("core3.veccore0")});
    QVERIFY(simulator->launches.first().hasTrace);

    const ProfileRun *foreachNorm = index.runAt(QStringLiteral(
        "tile-ai__tilelang-ascend/examples/cann-bench/foreach_norm/output/OPPROF_20260813152110_XFIGEGBXQDWNDDYG"));
    QVERIFY(foreachNorm);
    QCOMPARE(foreachNorm->kind, RunKind::Simulator);
    QCOMPARE(foreachNorm->launches.first().metricFiles.first().metric, QStringLiteral("core0.veccore1_code_exe"));

    const ProfileRun *app = index.runAt(neoPan
                                        + QStringLiteral("tilelang_design_feedback/candidate_comparability/"
                                                         "missing_raw_index_candidate/reports/app/"
                                                         "PROF_000001_20260605161708478_FRJKORBPFMHQMGLA"));
    QVERIFY(app);
    QCOMPARE(app->kind, RunKind::AppSummary);
    QCOMPARE(app->basicInfo.blockDim, 256); // "Block Dim" in CANN 8.3
    QCOMPARE(app->taskDurationsUs.size(), 3);
    QCOMPARE(app->taskDurationUs(), 86846.72);

    // An op_summary copied out of its PROF_ folder.
    const ProfileRun *copied
        = index.runAt(QStringLiteral("tile-ai__tilelang-ascend/custom/sigmoid/Sigmoid/trace_data"));
    QVERIFY(copied);
    QCOMPARE(copied->kind, RunKind::AppSummary);
    QCOMPARE(copied->taskDurationsUs.size(), 11);
    QCOMPARE(copied->basicInfo.blockDim, 96); // "Block Num" in CANN 9.x
    QCOMPARE(copied->taskDurationUs(), 226.62); // median of 11 launches
}

void TestProfileIndex::abWorkdirs()
{
    ProfileIndex::Options options;
    options.includeAbWorkdirs = true;
    const ProfileIndex index = ProfileIndex::scan(project, QStringLiteral("perf_opt/profiles"), options);
    QCOMPARE(index.runs().size(), fixtureRuns + 2);
    const ProfileRun *a
        = index.runAt(QStringLiteral("perf_opt/ab_round2/pair1A/OPPROF_20260801100000_ABTESTPAIRONEAAA"));
    QVERIFY(a);
    QCOMPARE(a->abWorkdir, QStringLiteral("perf_opt/ab_round2"));
    QCOMPARE(a->abPair, 1);
    QCOMPARE(a->abArm, QLatin1Char('A'));
    QCOMPARE(a->kind, RunKind::Nested);
    QCOMPARE(a->taskDurationUs(), 7.78);
    const ProfileRun *b
        = index.runAt(QStringLiteral("perf_opt/ab_round2/pair1B/OPPROF_20260801100000_ABTESTPAIRONEBBB"));
    QVERIFY(b);
    QCOMPARE(b->abArm, QLatin1Char('B'));
    QCOMPARE(b->taskDurationUs(), 7.39);
    QVERIFY(m_index.runAt(flatDir)->abWorkdir.isEmpty());
}

// The ab_* folders are found as QDir's filter finds them: in any case, folders only, not hidden.
void TestProfileIndex::abWorkdirsByQDirRules()
{
    QTemporaryDir projectDir;
    QVERIFY(projectDir.isValid());
    const QDir dir(projectDir.path());
    const QString run = QStringLiteral("/pair1A/OPPROF_20260801100000_ABTESTPAIRONEAAA");
    QVERIFY(dir.mkpath(QStringLiteral("perf_opt/profiles")));
    QVERIFY(dir.mkpath(QStringLiteral("perf_opt/AB_Round3") + run));
    QVERIFY(dir.mkpath(QStringLiteral("perf_opt/.ab_hidden") + run));
    QFile file(dir.filePath(QStringLiteral("perf_opt/ab_notes.txt")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    ProfileIndex::Options options;
    options.includeAbWorkdirs = true;
    const ProfileIndex index = ProfileIndex::scan(projectDir.path(), QStringLiteral("perf_opt/profiles"), options);
    QCOMPARE(runDirs(index.runs()), QStringList {QStringLiteral("perf_opt/AB_Round3") + run});
    options.includeAbWorkdirs = false;
    QVERIFY(ProfileIndex::scan(projectDir.path(), QStringLiteral("perf_opt/profiles"), options).runs().isEmpty());
}

void TestProfileIndex::resolveRawPath_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<QStringList>("runs");
    QTest::addColumn<QString>("code"); // expected diagnostic, empty for none
    QTest::addColumn<QString>("relativeDir");

    const QString round1 = QStringLiteral("perf_opt/profiles/round1");
    QTest::newRow("prefix, trailing slash")
        << QStringLiteral("perf_opt/profiles/round1/") << QStringList {nestedDir} << QString() << round1;
    QTest::newRow("no prefix") << QStringLiteral("profiles/round1") << QStringList {nestedDir} << QString() << round1;
    QTest::newRow("dot prefix") << QStringLiteral("./profiles/round1/v1op1/OPPROF_20260730130344_NESTEDTHREELAUNC")
                                << QStringList {nestedDir} << QString() << nestedDir;
    QTest::newRow("launch folder") << nestedDir + QStringLiteral("/main_kernel/1/") << QStringList {nestedDir}
                                   << QString() << nestedDir + QStringLiteral("/main_kernel/1");
    QTest::newRow("a file in a run") << nestedDir + QStringLiteral("/main_kernel/1/OpBasicInfo_20260730130344945.csv")
                                     << QStringList {nestedDir} << QString()
                                     << nestedDir + QStringLiteral("/main_kernel/1");
    QTest::newRow("folder of runs")
        << QStringLiteral("perf_opt/profiles/broken")
        << QStringList {profiles + QStringLiteral("broken/OPPROF_20260102000000_MISSINGBASICINFO"),
                        profiles + QStringLiteral("broken/OPPROF_20260103000000_HEADERONLYBASICX"),
                        profiles + QStringLiteral("broken/OPPROF_20260104000000_NOTANUMBERDURATI"),
                        profiles + QStringLiteral("broken/OPPROF_20260105000000_UNKNOWNHEADERXYZ"),
                        profiles + QStringLiteral("broken/OPPROF_20260106000000_EMPTYBASICINFOXX"),
                        profiles + QStringLiteral("broken/OPPROF_20260107000000_SHORTROWBASICINF")}
        << QString() << QStringLiteral("perf_opt/profiles/broken");
    QTest::newRow("backslashes") << QStringLiteral("perf_opt\\profiles\\baseline\\") << QStringList {flatDir}
                                 << QString() << QStringLiteral("perf_opt/profiles/baseline");
    QTest::newRow("inner dots") << QStringLiteral("perf_opt/../perf_opt/profiles/baseline") << QStringList {flatDir}
                                << QString() << QStringLiteral("perf_opt/profiles/baseline");
    QTest::newRow("ab workdir, listed on demand")
        << QStringLiteral("ab_round2/pair1B")
        << QStringList {QStringLiteral("perf_opt/ab_round2/pair1B/OPPROF_20260801100000_ABTESTPAIRONEBBB")} << QString()
        << QStringLiteral("perf_opt/ab_round2/pair1B");
    QTest::newRow("absolute") << QStringLiteral("/etc") << QStringList() << QStringLiteral("profiles.raw-path-absolute")
                              << QString();
    QTest::newRow("absolute into the project")
        << project + QStringLiteral("/perf_opt/profiles/baseline") << QStringList()
        << QStringLiteral("profiles.raw-path-absolute") << QString();
    QTest::newRow("windows drive") << QStringLiteral("C:\\runs\\round1") << QStringList()
                                   << QStringLiteral("profiles.raw-path-absolute") << QString();
    QTest::newRow("home") << QStringLiteral("~/profiles") << QStringList()
                          << QStringLiteral("profiles.raw-path-absolute") << QString();
    QTest::newRow("parent") << QStringLiteral("../other/profiles") << QStringList()
                            << QStringLiteral("profiles.raw-path-escape") << QString();
    QTest::newRow("climbs out") << QStringLiteral("perf_opt/../../escape") << QStringList()
                                << QStringLiteral("profiles.raw-path-escape") << QString();
    QTest::newRow("climbs out deep") << QStringLiteral("perf_opt/profiles/../../../x") << QStringList()
                                     << QStringLiteral("profiles.raw-path-escape") << QString();
    QTest::newRow("missing") << QStringLiteral("perf_opt/profiles/round9/") << QStringList()
                             << QStringLiteral("profiles.raw-path-missing") << QString();
    // Answered from the scan's listing, with no look at the disk: a name two levels below a
    // missing one, and a name below a file.
    QTest::newRow("missing, deeper") << QStringLiteral("perf_opt/profiles/round9/v9_x/fp16_1x1/") << QStringList()
                                     << QStringLiteral("profiles.raw-path-missing") << QString();
    QTest::newRow("below a file")
        << nestedDir + QStringLiteral("/main_kernel/1/OpBasicInfo_20260730130344945.csv/more") << QStringList()
        << QStringLiteral("profiles.raw-path-missing") << QString();
    QTest::newRow("no runs there") << QStringLiteral("perf_opt/logs") << QStringList()
                                   << QStringLiteral("profiles.raw-path-no-runs") << QStringLiteral("perf_opt/logs");
    QTest::newRow("empty") << QStringLiteral("  ") << QStringList() << QStringLiteral("profiles.raw-path-empty")
                           << QString();
}

void TestProfileIndex::resolveRawPath()
{
    QFETCH(QString, raw);
    QFETCH(QStringList, runs);
    QFETCH(QString, code);
    QFETCH(QString, relativeDir);

    const ProfileIndex::Resolution resolution = m_index.resolveRawPath(raw);
    QCOMPARE(runDirs(resolution.runs), runs);
    QCOMPARE(resolution.relativeDir, relativeDir);
    if (code.isEmpty()) {
        QVERIFY2(resolution.diagnostics.isEmpty(), qPrintable(describe(resolution.diagnostics)));
    } else {
        QCOMPARE(resolution.diagnostics.size(), 1);
        QCOMPARE(resolution.diagnostics.first().code, code);
        QCOMPARE(resolution.diagnostics.first().file, raw);
    }
}

void TestProfileIndex::symlinks()
{
    QTemporaryDir projectDir;
    QTemporaryDir outside;
    QVERIFY(projectDir.isValid() && outside.isValid());
    QVERIFY(RunCopy::copyTree(project, projectDir.path()));
    QVERIFY(RunCopy::copyTree(project + QLatin1Char('/') + flatDir,
                              outside.filePath(QStringLiteral("OPPROF_20260730120000_OUTSIDEPROJECTX"))));
    const QString root = projectDir.path() + QStringLiteral("/perf_opt/profiles/");
    // Out of the project: a folder link, and an OpBasicInfo.csv linked to a file outside.
    QVERIFY(QFile::link(outside.path(), root + QStringLiteral("evil")));
    const QString linkedRun = QStringLiteral("linkfile/OPPROF_20260730120000_LINKEDBASICINFOX");
    QVERIFY(QDir().mkpath(root + linkedRun));
    QVERIFY(QFile::link(outside.filePath(QStringLiteral("OPPROF_20260730120000_OUTSIDEPROJECTX/OpBasicInfo.csv")),
                        root + linkedRun + QStringLiteral("/OpBasicInfo.csv")));
    // Inside the project: an alias of a folder, and a loop back up.
    QVERIFY(QFile::link(QStringLiteral("baseline"), root + QStringLiteral("alias")));
    QVERIFY(QFile::link(QStringLiteral(".."), root + QStringLiteral("round1/loop")));

    const ProfileIndex index = ProfileIndex::scan(projectDir.path());
    QCOMPARE(index.runs().size(), fixtureRuns + 1); // + linkfile, its OpBasicInfo refused
    for (const ProfileRun &run : index.runs()) {
        QVERIFY2(!run.relativeDir.contains(QLatin1String("evil")), qPrintable(run.relativeDir));
        QVERIFY2(!run.relativeDir.contains(QLatin1String("alias")), qPrintable(run.relativeDir));
        QVERIFY2(!run.relativeDir.contains(QLatin1String("loop")), qPrintable(run.relativeDir));
    }
    QVERIFY(index.runAt(flatDir)); // under its real path

    const Diagnostics evil = diagnosticsFor(index.diagnostics(), QStringLiteral("perf_opt/profiles/evil"));
    QCOMPARE(evil.size(), 1);
    QCOMPARE(evil.first().code, QStringLiteral("profiles.symlink-escape"));
    QCOMPARE(evil.first().line, 0);
    const Diagnostics linked = diagnosticsFor(index.diagnostics(), profiles + linkedRun);
    QCOMPARE(linked.size(), 2);
    QCOMPARE(linked.at(0).code, QStringLiteral("profiles.symlink-escape"));
    // Refused as a link, an error as one to a file inside is: never "missing", never opened.
    QCOMPARE(linked.at(1).code, QStringLiteral("msprof.csv.symbolic-link"));
    QCOMPARE(linked.at(1).severity, Diagnostic::Severity::Error);
    QVERIFY(!index.runAt(profiles + linkedRun)->basicInfo.present);

    const ProfileIndex::Resolution escape = index.resolveRawPath(QStringLiteral("profiles/evil/"));
    QVERIFY(escape.runs.isEmpty());
    QCOMPARE(escape.diagnostics.size(), 1);
    QCOMPARE(escape.diagnostics.first().code, QStringLiteral("profiles.raw-path-symlink-escape"));
    // A link that stays inside is followed on demand.
    const ProfileIndex::Resolution alias = index.resolveRawPath(QStringLiteral("perf_opt/profiles/alias"));
    QCOMPARE(alias.runs.size(), 1);
    QCOMPARE(alias.runs.first().taskDurationUs(), 15.34);
}

// A FIFO or a folder where msprof writes a CSV is refused as not a regular file, at its name, as a
// linked one is refused as a link: never opened (a FIFO would block), never "missing", never walked.
void TestProfileIndex::fifoOrFolderInPlaceOfACsv()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString fifoRun = QStringLiteral("profiles/OPPROF_20260924114430_FIFOBASICINFOXXX");
    const QString folderRun = QStringLiteral("profiles/OPPROF_20260924114430_FOLDERBASICINFOX");
    QVERIFY(QDir(tmp.path()).mkpath(fifoRun + QStringLiteral("/PipeUtilization.csv")));
    QCOMPARE(::mkfifo(QFile::encodeName(tmp.filePath(fifoRun + QStringLiteral("/OpBasicInfo.csv"))).constData(), 0600),
             0);
    QVERIFY(QDir(tmp.path()).mkpath(folderRun + QStringLiteral("/OpBasicInfo.csv")));
    // Every open of the FIFO, even one that does not block, is an inotify IN_OPEN event.
    const int watcher = ::inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    QVERIFY(watcher >= 0);
    const auto closeWatcher = qScopeGuard([watcher] { ::close(watcher); });
    QVERIFY(
        ::inotify_add_watch(
            watcher, QFile::encodeName(tmp.filePath(fifoRun + QStringLiteral("/OpBasicInfo.csv"))).constData(), IN_OPEN)
        >= 0);

    const ProfileIndex index = ProfileIndex::scan(tmp.path(), QStringLiteral("profiles"));
    alignas(inotify_event) char events[4096];
    QCOMPARE(::read(watcher, events, sizeof events), ssize_t(-1)); // nothing happened to it
    QCOMPARE(errno, EAGAIN);
    QCOMPARE(runDirs(index.runs()), (QStringList {fifoRun, folderRun}));
    QStringList found;
    for (const Diagnostic &d : index.diagnostics())
        found.append(d.file + QLatin1Char(' ') + d.code);
    // The metric's folder too, at the scan (inspect and check list it; `profile` says it once).
    QCOMPARE(found,
             (QStringList {fifoRun + QStringLiteral("/PipeUtilization.csv msprof.csv.not-regular"),
                           fifoRun + QStringLiteral("/OpBasicInfo.csv msprof.csv.not-regular"),
                           folderRun + QStringLiteral("/OpBasicInfo.csv msprof.csv.not-regular")}));
    for (const Diagnostic &d : index.diagnostics())
        QCOMPARE(d.severity, Diagnostic::Severity::Error);
    QVERIFY2(index.diagnostics().last().message.contains(QLatin1String("directory")),
             qPrintable(describe(index.diagnostics())));
    const ProfileRun *fifo = index.runAt(fifoRun);
    QCOMPARE(fifo->kind, RunKind::Flat);
    QVERIFY(!fifo->basicInfo.present);
    // The folder named like a metric is that metric's file, refused (above) and when it is read.
    QCOMPARE(fifo->launches.size(), 1);
    QCOMPARE(fifo->launches.first().metricFiles.size(), 1);
    QCOMPARE(fifo->launches.first().metricFiles.first().relativePath, fifoRun + QStringLiteral("/PipeUtilization.csv"));
}

void TestProfileIndex::profilesDirOutside()
{
    QTemporaryDir projectDir;
    QTemporaryDir outside;
    QVERIFY(QDir().mkpath(projectDir.filePath(QStringLiteral("perf_opt"))));
    QVERIFY(RunCopy::copyTree(project + QStringLiteral("/perf_opt/profiles"), outside.path()));
    QVERIFY(QFile::link(outside.path(), projectDir.filePath(QStringLiteral("perf_opt/profiles"))));
    const ProfileIndex index = ProfileIndex::scan(projectDir.path());
    QVERIFY(index.runs().isEmpty());
    QCOMPARE(index.diagnostics().size(), 1);
    QCOMPARE(index.diagnostics().first().code, QStringLiteral("profiles.symlink-escape"));
    QCOMPARE(index.diagnostics().first().file, QStringLiteral("perf_opt/profiles"));
}

void TestProfileIndex::missingDirectories()
{
    QTemporaryDir empty;
    const ProfileIndex noProfiles = ProfileIndex::scan(empty.path());
    QVERIFY(!noProfiles.profilesDirExists());
    QVERIFY(noProfiles.runs().isEmpty());
    QCOMPARE(noProfiles.diagnostics().size(), 1);
    QCOMPARE(noProfiles.diagnostics().first().severity, Diagnostic::Severity::Info);
    QCOMPARE(noProfiles.diagnostics().first().file, QStringLiteral("perf_opt/profiles"));

    const ProfileIndex noOperator = ProfileIndex::scan(empty.filePath(QStringLiteral("nope")));
    QCOMPARE(noOperator.diagnostics().first().code, QStringLiteral("profiles.missing-operator-dir"));

    const ProfileIndex escaping = ProfileIndex::scan(project, QStringLiteral("../.."));
    QCOMPARE(escaping.diagnostics().first().code, QStringLiteral("profiles.path-escape"));
    QVERIFY(escaping.runs().isEmpty());
}

void TestProfileIndex::cancel()
{
    qint64 calls = 0;
    ProfileIndex::Options options;
    options.progress = [&](qint64 directories, qint64) {
        calls = directories;
        return directories < 3;
    };
    const ProfileIndex index = ProfileIndex::scan(project, QStringLiteral("perf_opt/profiles"), options);
    QVERIFY(index.wasCancelled());
    QCOMPARE(calls, 3);
    QVERIFY(index.runs().size() < fixtureRuns);
}

void TestProfileIndex::json()
{
    const QJsonObject json = ProfileJson::toJson(m_index);
    QCOMPARE(json.value(QLatin1String("profiles_dir")).toString(), QStringLiteral("perf_opt/profiles"));
    QCOMPARE(json.value(QLatin1String("exists")).toBool(), true);
    const QJsonArray runs = json.value(QLatin1String("runs")).toArray();
    QCOMPARE(runs.size(), fixtureRuns);
    const QStringList keys = runs.first().toObject().keys();
    for (const QJsonValue &run : runs)
        QCOMPARE(run.toObject().keys(), keys); // same shape for every kind

    QJsonObject nested;
    for (const QJsonValue &run : runs) {
        if (run.toObject().value(QLatin1String("dir")).toString() == nestedDir)
            nested = run.toObject();
    }
    QCOMPARE(nested.value(QLatin1String("kind")).toString(), QStringLiteral("nested"));
    QCOMPARE(nested.value(QLatin1String("name")).toString(), QStringLiteral("OPPROF_20260730130344_NESTEDTHREELAUNC"));
    QCOMPARE(nested.value(QLatin1String("op_name")).toString(), QStringLiteral("main_kernel"));
    QCOMPARE(nested.value(QLatin1String("op_type")).toString(), QStringLiteral("mix"));
    QCOMPARE(nested.value(QLatin1String("task_duration_us")).toDouble(), 10.5);
    QCOMPARE(nested.value(QLatin1String("median_us")).toDouble(), 10.5);
    QCOMPARE(nested.value(QLatin1String("min_us")).toDouble(), 9.8);
    QCOMPARE(nested.value(QLatin1String("max_us")).toDouble(), 12.25);
    QCOMPARE(nested.value(QLatin1String("launch_count")).toInt(), 3);
    QCOMPARE(nested.value(QLatin1String("block_dim")).toInt(), 1);
    QCOMPARE(nested.value(QLatin1String("mix_block_dim")).toInt(), 2);
    QCOMPARE(nested.value(QLatin1String("metrics")).toArray(), QJsonArray {QStringLiteral("PipeUtilization")});
    QVERIFY(nested.value(QLatin1String("ab_workdir")).isNull());
    const QJsonObject launch = nested.value(QLatin1String("launches")).toArray().at(1).toObject();
    QCOMPARE(launch.value(QLatin1String("index")).toInt(), 1);
    QCOMPARE(launch.value(QLatin1String("task_duration_us")).toDouble(), 12.25);
    QVERIFY(launch.value(QLatin1String("device_id")).isNull());
    QCOMPARE(launch.value(QLatin1String("metric_files")).toArray(),
             QJsonArray {QStringLiteral("PipeUtilization_20260730130344945.csv")});

    const QJsonArray diagnostics = json.value(QLatin1String("diagnostics")).toArray();
    QCOMPARE(diagnostics.size(), m_index.diagnostics().size());
    const QJsonObject first = diagnostics.first().toObject();
    // A folder's finding has no line: "line" and "column" are left out, never 0 (docs/cli.md: line?).
    QCOMPARE(m_index.diagnostics().first().line, 0);
    QCOMPARE(first.keys(),
             (QStringList {QStringLiteral("code"), QStringLiteral("file"), QStringLiteral("message"),
                           QStringLiteral("severity")}));
    for (qsizetype i = 0; i < diagnostics.size(); ++i) {
        const QJsonObject d = diagnostics.at(i).toObject();
        QCOMPARE(d.contains(QLatin1String("line")), m_index.diagnostics().at(i).line > 0);
        QVERIFY(d.value(QLatin1String("line")).toInt(1) > 0);
    }

    // Stable: the same scan gives the same bytes.
    QCOMPARE(QJsonDocument(ProfileJson::toJson(ProfileIndex::scan(project))).toJson(), QJsonDocument(json).toJson());

    // Streamed (for perfopt inspect), the bytes are the document's: keys sorted, numbers alike.
    QByteArray written;
    {
        JsonStreamWriter writer([&written](QByteArrayView bytes) { written.append(bytes); });
        ProfileJson::write(m_index, writer);
    }
    QCOMPARE(written, QJsonDocument(json).toJson(QJsonDocument::Indented));
}

void TestProfileIndex::demoRecordsResolve()
{
    const QDir demo(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo"));
    const QStringList operators = demo.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    int checked = 0;
    for (const QString &op : operators) {
        const QString operatorDir = demo.filePath(op);
        QFile records(operatorDir + QStringLiteral("/perf_opt/perf_records.jsonl"));
        if (!records.open(QIODevice::ReadOnly))
            continue;
        const ProfileIndex index = ProfileIndex::scan(operatorDir);
        int lineNumber = 0;
        while (!records.atEnd()) {
            const QByteArray line = records.readLine().trimmed();
            ++lineNumber;
            const QJsonObject record = QJsonDocument::fromJson(line).object();
            const QString raw = record.value(QLatin1String("msprof_raw_path")).toString();
            if (raw.isEmpty())
                continue;
            const QString where = op + QStringLiteral(":") + QString::number(lineNumber) + QLatin1Char(' ') + raw;
            const ProfileIndex::Resolution resolution = index.resolveRawPath(raw);
            QVERIFY2(!resolution.runs.isEmpty(),
                     qPrintable(where + QLatin1Char('\n') + describe(resolution.diagnostics)));
            const double duration = record.value(QLatin1String("duration_us")).toDouble();
            const bool matches
                = std::any_of(resolution.runs.cbegin(), resolution.runs.cend(),
                              [&](const ProfileRun &run) { return qAbs(run.taskDurationUs() - duration) <= 1e-3; });
            QVERIFY2(matches,
                     qPrintable(where + QStringLiteral(": no run with Task Duration ") + QString::number(duration)));
            ++checked;
        }
    }
    if (checked == 0)
        QSKIP("No bundled demo records with msprof_raw_path yet");
}

QTEST_GUILESS_MAIN(TestProfileIndex)
#include "tst_profileindex.moc"
