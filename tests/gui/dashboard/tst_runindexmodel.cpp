// SPDX-License-Identifier: MIT
// RunIndexModel: one row per indexed run, text for display, numbers for sorting, review text.
#include "dashboard/runindexmodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

class TestRunIndexModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rows()
    {
        RunIndexModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        RunIndexRow a;
        a.runKey = QStringLiteral("0000000000000001:ops/a/perf_opt");
        a.path = QStringLiteral("/repo/ops/a/perf_opt");
        a.operatorName = QStringLiteral("a");
        a.generation = QStringLiteral("A");
        a.rounds = 10;
        a.records = 120;
        a.geomeanSpeedup = 1.234;
        a.speedups.insert(QStringLiteral("w1"), 1.5);
        a.gates.insert(QStringLiteral("workflow"), QStringLiteral("pass"));
        a.gates.insert(QStringLiteral("strict"), QStringLiteral("fail"));
        a.review = RunIndexRow::ReviewStatus::SignedOff;
        a.reviewedBy = QStringLiteral("ada");
        RunIndexRow b = a;
        b.operatorName = QStringLiteral("b");
        b.rounds = 9;
        b.geomeanSpeedup = std::numeric_limits<double>::quiet_NaN();
        b.review = RunIndexRow::ReviewStatus::Unreviewed;
        model.setRows({a, b});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(RunIndexModel::ColumnCount));
        QCOMPARE(model.index(0, RunIndexModel::GeomeanColumn).data().toString(), QStringLiteral("1.234×"));
        QCOMPARE(model.index(1, RunIndexModel::GeomeanColumn).data().toString(), QStringLiteral("–"));
        QCOMPARE(model.index(0, RunIndexModel::RoundsColumn).data(RunIndexModel::SortRole).toInt(), 10);
        QCOMPARE(model.index(0, RunIndexModel::StrictGateColumn).data().toString(), QStringLiteral("fail"));
        QVERIFY(model.index(0, RunIndexModel::StrictGateColumn).data(Qt::ForegroundRole).isValid());
        QCOMPARE(model.index(0, RunIndexModel::ReviewColumn).data().toString(), QStringLiteral("signed off"));
        QVERIFY(model.index(0, RunIndexModel::ReviewColumn).data(Qt::ToolTipRole).toString().contains(QLatin1String("ada")));
        QVERIFY(model.index(0, RunIndexModel::GeomeanColumn).data(Qt::ToolTipRole).toString().contains(QLatin1String("w1")));
        QCOMPARE(model.index(1, RunIndexModel::PathColumn).data(RunIndexModel::PathRole).toString(), b.path);
        QCOMPARE(model.headerData(RunIndexModel::OperatorColumn, Qt::Horizontal).toString(), QStringLiteral("Operator"));
        model.setRows({});
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_MAIN(TestRunIndexModel)
#include "tst_runindexmodel.moc"
