// SPDX-License-Identifier: MIT
#include "diff/parameterdiffmodel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QTest>

class TestParameterDiffModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void passesTester();
    void showsBothSides();
};

void TestParameterDiffModel::passesTester()
{
    ParameterDiffModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setChanges(ParameterDiff::compare(QStringLiteral("A = 1\nB = 2\n"), QStringLiteral("A = 3\nC = 4\n"), true));
    QCOMPARE(model.rowCount(), 3);
    model.setChanges({});
    QCOMPARE(model.rowCount(), 0);
    model.setSideLabels(QStringLiteral("baseline"), QStringLiteral("v1_pipe"));
}

void TestParameterDiffModel::showsBothSides()
{
    ParameterDiffModel model;
    model.setChanges(ParameterDiff::compare(QStringLiteral("A = 1\nB = 2\n"), QStringLiteral("A = 3\nC = 4\n")));
    QCOMPARE(model.columnCount(), int(ParameterDiffModel::ColumnCount));
    QCOMPARE(model.index(0, ParameterDiffModel::ParameterColumn).data().toString(), QStringLiteral("A"));
    QCOMPARE(model.index(0, ParameterDiffModel::LeftColumn).data().toString(), QStringLiteral("1"));
    QCOMPARE(model.index(0, ParameterDiffModel::RightColumn).data().toString(), QStringLiteral("3"));
    // C added (right order), then B removed (nothing on the right placed it earlier).
    QCOMPARE(model.index(1, ParameterDiffModel::ParameterColumn).data().toString(), QStringLiteral("C"));
    QCOMPARE(model.index(1, ParameterDiffModel::LeftColumn).data().toString(), QStringLiteral("—"));
    QCOMPARE(model.index(1, 0).data(ParameterDiffModel::RightLineRole).toInt(), 2);
    QCOMPARE(model.index(2, ParameterDiffModel::RightColumn).data().toString(), QStringLiteral("—"));
    QCOMPARE(model.index(2, 0).data(ParameterDiffModel::StatusRole).toInt(), int(ParameterChange::Status::Removed));
    QVERIFY(model.index(2, 0).data(Qt::BackgroundRole).value<QColor>().isValid());
    QVERIFY(model.index(0, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("left line 1")));
    model.setSideLabels(QStringLiteral("baseline"), QStringLiteral("v1_pipe"));
    QCOMPARE(model.headerData(ParameterDiffModel::RightColumn, Qt::Horizontal).toString(), QStringLiteral("v1_pipe"));
}

QTEST_MAIN(TestParameterDiffModel)
#include "tst_parameterdiffmodel.moc"
