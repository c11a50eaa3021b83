// SPDX-License-Identifier: MIT
#include "charts/taskdurationplot.h"
#include "charts/workloadspeedupmodel.h"
#include "run/projectloader.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

class TestWorkloadSpeedupModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void rowsGrouped();
    void rowsUngrouped();
    void liveUpdateKeepsRows();
    void headersFollowGeneration();
    void untunedKeysAreNoPartOfGroupMeans();

private:
    DerivedSeries m_series;
};

void TestWorkloadSpeedupModel::initTestCase()
{
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"));
    m_series = snapshot->derivedSeries(0.03);
}

void TestWorkloadSpeedupModel::rowsGrouped()
{
    WorkloadSpeedupModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSeries(m_series, true, Generation::A);
    QCOMPARE(model.rowCount(), 4 + 2 + 1); // keys, one geomean per path, the overall geomean
    QCOMPARE(model.columnCount(), int(WorkloadSpeedupModel::ColumnCount));
    const int row = model.rowOfKey(QStringLiteral("short_row / fp16_4096x1024"));
    QVERIFY(row >= 0);
    auto cell = [&](int r, int c, int role = Qt::DisplayRole) {
        return model.data(model.index(r, c), role);
    };
    QCOMPARE(cell(row, WorkloadSpeedupModel::GroupColumn).toString(), QStringLiteral("short_row"));
    QCOMPARE(cell(row, WorkloadSpeedupModel::BaselineColumn).toString(), QStringLiteral("31.42"));
    QCOMPARE(cell(row, WorkloadSpeedupModel::FinalColumn).toString(), QStringLiteral("17.92"));
    QCOMPARE(cell(row, WorkloadSpeedupModel::FinalCandidateColumn).toString(), QStringLiteral("v3_bs4096"));
    QCOMPARE(cell(row, WorkloadSpeedupModel::SpeedupColumn).toString(), QStringLiteral("1.75×"));
    QCOMPARE(cell(row, WorkloadSpeedupModel::SpeedupColumn, WorkloadSpeedupModel::ValueRole).toDouble(), 31.42 / 17.92);
    QCOMPARE(cell(row, 0, WorkloadSpeedupModel::KeyRole).toString(), QStringLiteral("short_row / fp16_4096x1024"));
    const int last = model.rowCount() - 1;
    QCOMPARE(cell(last, 0, WorkloadSpeedupModel::RowKindRole).toInt(), int(WorkloadSpeedupModel::RowKind::Geomean));
    QCOMPARE(cell(last, WorkloadSpeedupModel::SpeedupColumn).toString(), QStringLiteral("1.71×"));
    QCOMPARE(cell(last - 1, 0, WorkloadSpeedupModel::RowKindRole).toInt(),
             int(WorkloadSpeedupModel::RowKind::GroupGeomean));
    QCOMPARE(cell(last - 1, WorkloadSpeedupModel::SpeedupColumn, WorkloadSpeedupModel::ValueRole).toDouble(),
             std::sqrt(31.42 / 17.92 * 32.06 / 18.36));
    QVERIFY(cell(last, 0, WorkloadSpeedupModel::KeyRole).toString().isEmpty());
}

void TestWorkloadSpeedupModel::rowsUngrouped()
{
    WorkloadSpeedupModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSeries(m_series, false, Generation::A);
    QCOMPARE(model.rowCount(), 4 + 1);
    // By workload: bf16_4096x1024 (short_row) before bf16_8x262144 (long_row).
    QCOMPARE(model.data(model.index(0, WorkloadSpeedupModel::WorkloadColumn)).toString(),
             QStringLiteral("bf16_4096x1024"));
}

void TestWorkloadSpeedupModel::liveUpdateKeepsRows()
{
    WorkloadSpeedupModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSeries(m_series, true, Generation::A);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
    model.setSeries(m_series, true, Generation::A);
    QCOMPARE(resets.size(), 0);
    QCOMPARE(changes.size(), 1);
    model.setSeries(m_series, false, Generation::A); // other rows: a reset
    QCOMPARE(resets.size(), 1);
    model.setSeries(DerivedSeries(), true, Generation::A);
    QCOMPARE(model.rowCount(), 0);
}

void TestWorkloadSpeedupModel::headersFollowGeneration()
{
    WorkloadSpeedupModel model;
    model.setSeries(m_series, true, Generation::A);
    QCOMPARE(model.headerData(WorkloadSpeedupModel::GroupColumn, Qt::Horizontal).toString(),
             QStringLiteral("Dispatch path"));
    model.setSeries(m_series, true, Generation::B);
    QCOMPARE(model.headerData(WorkloadSpeedupModel::GroupColumn, Qt::Horizontal).toString(), QStringLiteral("Kernel"));
    QCOMPARE(model.headerData(WorkloadSpeedupModel::BaselineColumn, Qt::Horizontal).toString(),
             QStringLiteral("Baseline (µs)"));
}

// A Gen B smoke item measured anyway is no part of its kernel's geometric mean, as of the overall one.
void TestWorkloadSpeedupModel::untunedKeysAreNoPartOfGroupMeans()
{
    DerivedSeries series = m_series;
    series.leaveOutOfTuning({QStringLiteral("short_row / bf16_4096x1024")});
    WorkloadSpeedupModel model;
    model.setSeries(series, true, Generation::A);
    const int last = model.rowCount() - 1;
    const auto speedup = [&](int row) {
        return model.data(model.index(row, WorkloadSpeedupModel::SpeedupColumn), WorkloadSpeedupModel::ValueRole)
            .toDouble();
    };
    QCOMPARE(model.data(model.index(last - 1, 0), WorkloadSpeedupModel::RowKindRole).toInt(),
             int(WorkloadSpeedupModel::RowKind::GroupGeomean));
    // The short_row group's row: fp16 alone.
    bool found = false;
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.data(model.index(row, 0), WorkloadSpeedupModel::RowKindRole).toInt()
                == int(WorkloadSpeedupModel::RowKind::GroupGeomean)
            && model.data(model.index(row, WorkloadSpeedupModel::GroupColumn)).toString()
                == QStringLiteral("short_row")) {
            QCOMPARE(speedup(row), 31.42 / 17.92);
            found = true;
        }
    QVERIFY(found);
    const QList<double> perRound = TaskDurationPlot::groupGeomeanPerRound(series, QStringLiteral("short_row"));
    const WorkloadSeries *fp16 = series.find(QStringLiteral("short_row / fp16_4096x1024"));
    QVERIFY(fp16);
    QCOMPARE(perRound.last(), 31.42 / fp16->bestAtRound(series.rounds.last()));
}

QTEST_GUILESS_MAIN(TestWorkloadSpeedupModel)
#include "tst_workloadspeedupmodel.moc"
