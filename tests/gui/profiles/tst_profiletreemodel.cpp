// SPDX-License-Identifier: MIT
// The tree of msprof runs over the bundled demo run, the real samples and the layout fixtures.
#include "profiles/profiletreemodel.h"
#include "run/projectloader.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QFile>
#include <QFont>
#include <QTemporaryDir>
#include <QTest>

using NodeKind = ProfileTreeModel::NodeKind;

namespace {

const QString nestedDir
    = QStringLiteral("perf_opt/profiles/round3/v3_bs4096/short_row_fp16/OPPROF_20260924130328_KSUGRVKTEWUAEJKA");

QStringList childNames(const QAbstractItemModel &model, const QModelIndex &parent)
{
    QStringList names;
    for (int row = 0; row < model.rowCount(parent); ++row)
        names.append(model.index(row, 0, parent).data().toString());
    return names;
}

QModelIndex child(const QAbstractItemModel &model, const QModelIndex &parent, const QString &name)
{
    for (int row = 0; row < model.rowCount(parent); ++row) {
        if (model.index(row, 0, parent).data().toString() == name)
            return model.index(row, 0, parent);
    }
    return {};
}

QString cell(const QModelIndex &index, int column)
{
    return index.siblingAtColumn(column).data().toString();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestProfileTreeModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void demoRun();
    void nestedRunLevels();
    void recordsLinks();
    void multiDeviceAndMissingBasicInfo();
    void simulatorAndApp();
    void numericFolderOrder();
    void empty();
};

void TestProfileTreeModel::demoRun()
{
    const ProjectSnapshotPtr snapshot
        = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/perf_opt"));
    QVERIFY(snapshot);
    ProfileTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setIndex(snapshot->profiles, ProfileLinks::build(*snapshot));
    QCOMPARE(childNames(model, {}), (QStringList {QStringLiteral("ab_round3"), QStringLiteral("profiles")}));
    const QModelIndex profiles = model.index(1, 0);
    QCOMPARE(childNames(model, profiles),
             (QStringList {QStringLiteral("round0"), QStringLiteral("round1"), QStringLiteral("round2"),
                           QStringLiteral("round3"), QStringLiteral("round4")}));
    // A workload folder with one run shows as that run, named by the folder and the run's time.
    const QModelIndex baseline
        = child(model, child(model, profiles, QStringLiteral("round0")), QStringLiteral("baseline"));
    const QModelIndex run = child(model, baseline, QStringLiteral("short_row_fp16  ·  09-24 09:06:50"));
    QVERIFY2(run.isValid(), qPrintable(childNames(model, baseline).join(QLatin1Char(','))));
    QCOMPARE(model.kind(run), NodeKind::Run);
    QCOMPARE(model.indexForPath(QStringLiteral("perf_opt/profiles/round0/baseline/short_row_fp16")), run);
    QCOMPARE(cell(run, ProfileTreeModel::TaskDurationColumn), QStringLiteral("31.420"));
    QCOMPARE(cell(run, ProfileTreeModel::BlockDimColumn), QStringLiteral("24 / 48"));
    QCOMPARE(cell(run, ProfileTreeModel::OpTypeColumn), QStringLiteral("mix"));
    QCOMPARE(cell(run, ProfileTreeModel::FrequencyColumn), QStringLiteral("1800 MHz"));
    QCOMPARE(cell(run, ProfileTreeModel::RecordsColumn), QStringLiteral("baseline · short_row / fp16_4096x1024"));
    QCOMPARE(run.data(ProfileTreeModel::TaskDurationRole).toDouble(), 31.42);
    // Files of a flat run: OpBasicInfo first, with sizes.
    const QStringList files = childNames(model, run);
    QCOMPARE(files.first(), QStringLiteral("OpBasicInfo.csv"));
    QCOMPARE(files.size(), 8);
    const QModelIndex basicInfo = model.index(0, 0, run);
    QCOMPARE(model.kind(basicInfo), NodeKind::File);
    QVERIFY(basicInfo.data(ProfileTreeModel::SizeRole).toLongLong() > 50);
    QVERIFY(cell(basicInfo, ProfileTreeModel::SizeColumn).endsWith(QLatin1String(" B")));
    QCOMPARE(basicInfo.data(ProfileTreeModel::RunDirRole).toString(), model.relativePath(run));
    // A/B workdir pairs are listed too.
    QCOMPARE(childNames(model, model.index(0, 0)).size(), 6);
    QCOMPARE(model.headerData(ProfileTreeModel::TaskDurationColumn, Qt::Horizontal, Qt::DisplayRole).toString(),
             QStringLiteral("Task Duration (us)"));
}

// <kernel>/<n>/ with timestamped file names; the median launch in bold.
void TestProfileTreeModel::nestedRunLevels()
{
    const ProfileIndex index = ProfileIndex::scan(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"));
    ProfileTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setIndex(index);
    const QModelIndex run = model.indexForRun(nestedDir);
    QVERIFY(run.isValid());
    QCOMPARE(cell(run, ProfileTreeModel::TaskDurationColumn), QStringLiteral("17.920 (×3)"));
    QVERIFY(run.data(Qt::ToolTipRole).toString().contains(QLatin1String("median 17.920 us")));
    QCOMPARE(childNames(model, run), QStringList {QStringLiteral("main_kernel_mix_aic")});
    const QModelIndex kernel = model.index(0, 0, run);
    QCOMPARE(model.kind(kernel), NodeKind::Kernel);
    QCOMPARE(childNames(model, kernel), (QStringList {QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2")}));
    const QModelIndex launch1 = model.index(1, 0, kernel);
    QCOMPARE(model.kind(launch1), NodeKind::Launch);
    QCOMPARE(launch1.data(ProfileTreeModel::LaunchIndexRole).toInt(), 1);
    QCOMPARE(cell(launch1, ProfileTreeModel::TaskDurationColumn), QStringLiteral("17.920"));
    QVERIFY(launch1.siblingAtColumn(ProfileTreeModel::TaskDurationColumn).data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(!model.index(0, ProfileTreeModel::TaskDurationColumn, kernel).data(Qt::FontRole).isValid());
    QCOMPARE(model.indexForLaunch(nestedDir, 2), model.index(2, 0, kernel));
    const QStringList files = childNames(model, launch1);
    QCOMPARE(files.size(), 8);
    QCOMPARE(files.first(), QStringLiteral("OpBasicInfo_20260924130342537.csv"));
    QVERIFY(files.contains(QStringLiteral("PipeUtilization_20260924130342537.csv")));
    const QModelIndex pipe = model.indexForPath(
        nestedDir + QStringLiteral("/main_kernel_mix_aic/1/PipeUtilization_20260924130342537.csv"));
    QVERIFY(pipe.isValid());
    QCOMPARE(pipe.parent(), launch1);
    QCOMPARE(pipe.data(ProfileTreeModel::LaunchIndexRole).toInt(), 1);
    QCOMPARE(model.run(pipe)->relativeDir, nestedDir);
}

void TestProfileTreeModel::recordsLinks()
{
    const ProjectSnapshotPtr snapshot
        = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/perf_opt"));
    ProfileTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setIndex(snapshot->profiles, ProfileLinks::build(*snapshot));
    const QModelIndex run = model.indexForRun(nestedDir);
    QCOMPARE(run.data(ProfileTreeModel::RecordLinesRole).value<QList<int>>(), QList<int> {25});
    QCOMPARE(cell(run, ProfileTreeModel::RecordsColumn), QStringLiteral("v3_bs4096 · short_row / fp16_4096x1024"));
    QVERIFY(run.siblingAtColumn(ProfileTreeModel::RecordsColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QLatin1String("records line 25")));
    // A/B runs are cited by no record.
    const QModelIndex pair = model.index(0, 0, model.index(0, 0));
    QVERIFY(pair.data(ProfileTreeModel::RecordLinesRole).value<QList<int>>().isEmpty());
}

void TestProfileTreeModel::multiDeviceAndMissingBasicInfo()
{
    const ProfileIndex index = ProfileIndex::scan(QStringLiteral(PERFOPT_TEST_DATA_DIR "/msprof/project"));
    ProfileTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setIndex(index);
    const QModelIndex run
        = model.indexForRun(QStringLiteral("perf_opt/profiles/round2/OPPROF_20260731090000_MULTIDEVICERUNAB"));
    QVERIFY(run.isValid());
    QCOMPARE(childNames(model, run), (QStringList {QStringLiteral("device0"), QStringLiteral("device1")}));
    const QModelIndex device1 = model.index(1, 0, run);
    QCOMPARE(model.kind(device1), NodeKind::Device);
    const QModelIndex kernel = model.index(0, 0, device1);
    QCOMPARE(model.kind(kernel), NodeKind::Kernel);
    QCOMPARE(childNames(model, kernel), (QStringList {QStringLiteral("0"), QStringLiteral("1")}));
    QCOMPARE(model.index(1, 0, kernel).data(ProfileTreeModel::LaunchIndexRole).toInt(), 2);

    const QModelIndex broken
        = model.indexForRun(QStringLiteral("perf_opt/profiles/broken/OPPROF_20260102000000_MISSINGBASICINFO"));
    QVERIFY(broken.isValid());
    QCOMPARE(cell(broken, ProfileTreeModel::TaskDurationColumn), QString());
    QVERIFY(broken.data(Qt::ForegroundRole).value<QColor>().isValid());
    QVERIFY(broken.data(Qt::ToolTipRole).toString().contains(QLatin1String("No readable OpBasicInfo")));
    QCOMPARE(childNames(model, broken), QStringList {QStringLiteral("PipeUtilization.csv")});
}

void TestProfileTreeModel::simulatorAndApp()
{
    const ProfileIndex index
        = ProfileIndex::scan(QStringLiteral(PERFOPT_SHARED_DIR "/samples/msprof"), QStringLiteral("."));
    ProfileTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setIndex(index);
    const QString simulatorDir
        = QStringLiteral("neo-pan__ascend-msprof-skill/tests/fixtures/real_simulator_minimal/reports/OPPROF_001");
    const QModelIndex simulator = model.indexForRun(simulatorDir);
    QVERIFY(simulator.isValid());
    QCOMPARE(cell(simulator, ProfileTreeModel::OpTypeColumn), QStringLiteral("simulator"));
    // Per-core CSVs under a core node; the summary trace.json next to them, as a viewer file.
    QCOMPARE(childNames(model, simulator),
             (QStringList {QStringLiteral("core3.veccore0"), QStringLiteral("trace.json")}));
    const QModelIndex core = model.index(0, 0, simulator);
    QCOMPARE(model.kind(core), NodeKind::Core);
    QCOMPARE(childNames(model, core), QStringList {QStringLiteral("core3.veccore0_instr_exe.csv")});
    const QModelIndex trace = model.index(1, 0, simulator);
    QCOMPARE(model.kind(trace), NodeKind::ViewerFile);
    QCOMPARE(trace.data(ProfileTreeModel::SizeRole).toLongLong(),
             QFileInfo(index.absolutePath(simulatorDir + QStringLiteral("/simulator/trace.json"))).size());

    const QModelIndex app = model.indexForRun(
        QStringLiteral("neo-pan__ascend-msprof-skill/tests/fixtures/tilelang_design_feedback/candidate_comparability/"
                       "missing_raw_index_candidate/reports/app/PROF_000001_20260605161708478_FRJKORBPFMHQMGLA"));
    QVERIFY(app.isValid());
    QCOMPARE(cell(app, ProfileTreeModel::TaskDurationColumn), QStringLiteral("86846.720 (×3)"));
    QCOMPARE(childNames(model, app), QStringList {QStringLiteral("op_summary_20260605161737.csv")});
    QCOMPARE(cell(app, ProfileTreeModel::BlockDimColumn), QStringLiteral("256 / 512"));
}

void TestProfileTreeModel::numericFolderOrder()
{
    QTemporaryDir dir;
    const QByteArray basic
        = "Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq,\n"
          "k,vector,1.000000,1,NA,0,1,800,1800,\n";
    for (const char *round : {"round10", "round2", "round1"})
        QVERIFY(writeFile(
            dir.filePath(QStringLiteral("perf_opt/profiles/%1/a/OPPROF_20260101000000_AAAAAAAAAAAAAAAA/OpBasicInfo.csv")
                             .arg(QLatin1StringView(round))),
            basic));
    ProfileTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setIndex(ProfileIndex::scan(dir.path()));
    const QModelIndex profiles = model.index(0, 0);
    QCOMPARE(childNames(model, profiles),
             (QStringList {QStringLiteral("round1"), QStringLiteral("round2"), QStringLiteral("round10")}));
    const QModelIndex run = model.index(0, 0, model.index(0, 0, profiles));
    QCOMPARE(model.kind(run), NodeKind::Run);
    // Throttled: 800 of 1800 MHz, shown with both and in a warning colour.
    QCOMPARE(cell(run, ProfileTreeModel::FrequencyColumn), QStringLiteral("800 / 1800 MHz"));
    QVERIFY(run.siblingAtColumn(ProfileTreeModel::FrequencyColumn).data(Qt::ForegroundRole).value<QColor>().isValid());
    QCOMPARE(cell(run, ProfileTreeModel::BlockDimColumn), QStringLiteral("1"));
}

void TestProfileTreeModel::empty()
{
    ProfileTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    model.setIndex(ProfileIndex());
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.indexForRun(QStringLiteral("x")).isValid());
    QCOMPARE(ProfileTreeModel::formatSize(21452), QStringLiteral("20.9 KB"));
    QCOMPARE(ProfileTreeModel::formatSize(104857600), QStringLiteral("100.0 MB"));
}

QTEST_MAIN(TestProfileTreeModel)
#include "tst_profiletreemodel.moc"
