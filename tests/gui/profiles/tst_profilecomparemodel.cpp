// SPDX-License-Identifier: MIT
// The comparison table in both modes, with its proxy, on real runs of two msprof generations.
#include "profiles/profilecomparemodel.h"
#include "profiles/profilecompareproxy.h"
#include "profiles/profileindex.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QTest>

using Part = ProfileCompareModel::Part;
using Change = CsvAlignment::Change;

namespace {

const QString a3Dir = QStringLiteral("tile-ai__tilelang-ascend/custom/sigmoid/perf_tuning/msprof_output_iter1_after/"
                                     "OPPROF_20260803154619_ETRNHYWCPRERQANJ");
const QString cann852Dir = QStringLiteral(
    "neo-pan__ascend-msprof-skill/tests/fixtures/real_cann852_workload_pair/shape-256/reports/followups/"
    "collect_default_metric_followup/OPPROF_001");

} // namespace

class TestProfileCompareModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void summaryMode();
    void tableMode();
    void proxyChangedOnlyAndColumns();
    void colours();

private:
    ProfileComparison m_comparison;
};

void TestProfileCompareModel::initTestCase()
{
    const ProfileIndex index
        = ProfileIndex::scan(QStringLiteral(PERFOPT_SHARED_DIR "/samples/msprof"), QStringLiteral("."));
    m_comparison = ProfileComparison::compare(*index.runAt(cann852Dir), index.operatorDir(), *index.runAt(a3Dir),
                                              index.operatorDir());
    QCOMPARE(m_comparison.tables.size(), 6);
}

void TestProfileCompareModel::summaryMode()
{
    ProfileCompareModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSummary(m_comparison.rows);
    QCOMPARE(model.mode(), ProfileCompareModel::Mode::Summary);
    QCOMPARE(model.columnCount(), int(ProfileCompareModel::SummaryColumnCount));
    QCOMPARE(model.rowCount(), m_comparison.rows.size());
    const QModelIndex first = model.index(0, ProfileCompareModel::FigureColumn);
    QCOMPARE(first.data().toString(), QStringLiteral("Task Duration, median (us)"));
    QCOMPARE(model.index(0, ProfileCompareModel::AColumn).data().toString(), QStringLiteral("9.200"));
    QCOMPARE(model.index(0, ProfileCompareModel::BColumn).data().toString(), QStringLiteral("53.619"));
    QCOMPARE(model.index(0, ProfileCompareModel::RatioColumn).data().toString(), QStringLiteral("5.828"));
    QCOMPARE(model.index(0, ProfileCompareModel::ChangeColumn).data().toString(), QStringLiteral("higher"));
    QCOMPARE(model.index(0, ProfileCompareModel::ChangeColumn).data(ProfileCompareModel::ChangeRole).toInt(),
             int(Change::Higher));
    QCOMPARE(model.index(0, ProfileCompareModel::BColumn).data(ProfileCompareModel::SortRole).toDouble(), 53.618927);
    QVERIFY(model.rowChanged(0));
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestProfileCompareModel::tableMode()
{
    ProfileCompareModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const CsvAlignment *pipe = m_comparison.table(QStringLiteral("PipeUtilization"));
    model.setTable(*pipe);
    QCOMPARE(model.mode(), ProfileCompareModel::Mode::Table);
    QCOMPARE(model.rowCount(), 72);
    QCOMPARE(model.columnCount(), 2 + 30 * 4 + 2 + 16);
    QCOMPARE(model.part(0), Part::Key);
    QCOMPARE(model.part(2), Part::A);
    QCOMPARE(model.part(3), Part::B);
    QCOMPARE(model.part(4), Part::Delta);
    QCOMPARE(model.part(5), Part::Ratio);
    QCOMPARE(model.headerData(2, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("aic_time (us)\nA"));
    QCOMPARE(model.headerData(4, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("aic_time (us)\nB − A"));
    // A column only B has is one column, marked.
    int single = -1;
    for (int c = 0; c < model.columnCount(); ++c) {
        if (model.headerData(c, Qt::Horizontal, Qt::DisplayRole)
                .toString()
                .startsWith(QLatin1String("aic_scalar_single_time")))
            single = c;
    }
    QVERIFY(single > 0);
    QCOMPARE(model.part(single), Part::OnlyB);
    QVERIFY(model.headerData(single, Qt::Horizontal, Qt::DisplayRole).toString().endsWith(QLatin1String("only in B")));
    QVERIFY(model.headerData(single, Qt::Horizontal, Qt::ToolTipRole).toString().contains(QLatin1String("cann8")));
    QCOMPARE(model.index(0, single).data().toString(), QStringLiteral("0.044242")); // block 0 cube0 in B
    QVERIFY(model.index(0, single).data(Qt::BackgroundRole).value<QBrush>().color().isValid());
    // Rows: keys in the vertical header; row 1 is block 0 vector0 on both sides.
    QCOMPARE(model.headerData(1, Qt::Vertical, Qt::DisplayRole).toString(), QStringLiteral("0 vector0"));
    int aivTimeA = -1;
    for (int c = 0; c < model.columnCount(); ++c) {
        if (model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString() == QLatin1String("aiv_time (us)\nA"))
            aivTimeA = c;
    }
    QVERIFY(aivTimeA > 0);
    QCOMPARE(model.index(1, aivTimeA).data().toString(), QStringLiteral("5.288333"));
    QCOMPARE(model.index(1, aivTimeA + 1).data().toString(), QStringLiteral("26.777576"));
    QCOMPARE(model.index(1, aivTimeA + 2).data(ProfileCompareModel::SortRole).toDouble(), 26.777576 - 5.288333);
    QCOMPARE(model.index(1, aivTimeA + 3).data().toString(), QStringLiteral("5.064"));
    QCOMPARE(model.index(1, aivTimeA + 1).data(ProfileCompareModel::ChangeRole).toInt(), int(Change::Higher));
    // NA on both sides (cube row of an aiv column): empty, no change.
    QCOMPARE(model.index(0, aivTimeA).data().toString(), QString());
    QCOMPARE(model.index(0, aivTimeA + 1).data(ProfileCompareModel::ChangeRole).toInt(), int(Change::Unknown));
    // Rows only B has.
    QCOMPARE(model.index(6, 0).data(ProfileCompareModel::SideRole).toInt(), int(CsvAlignment::Side::OnlyB));
    QCOMPARE(model.index(6, 0).data().toString(), QStringLiteral("2"));
    QVERIFY(model.index(6, aivTimeA).data(Qt::ToolTipRole).toString().contains(QLatin1String("only in B")));
}

void TestProfileCompareModel::proxyChangedOnlyAndColumns()
{
    ProfileCompareModel model;
    ProfileCompareProxy proxy;
    proxy.setCompareModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTable(*m_comparison.table(QStringLiteral("PipeUtilization")));
    proxy.setChangedOnly(true);
    QCOMPARE(proxy.rowCount(), 6); // only the rows both runs have can change
    QVERIFY(proxy.columnCount() < model.columnCount());
    proxy.setChangedOnly(false);
    QCOMPARE(proxy.rowCount(), 72);
    proxy.setColumnFilter(QStringLiteral("aiv_vec"));
    QCOMPARE(proxy.columnCount(), 2 + 2 * 4); // keys + aiv_vec_time, aiv_vec_ratio
    proxy.setColumnFilter(QString());
    QCOMPARE(proxy.columnCount(), model.columnCount());
    // Sorting by a value column: numbers ascending, blanks last.
    int aivTimeB = -1;
    for (int c = 0; c < model.columnCount(); ++c) {
        if (model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString() == QLatin1String("aiv_time (us)\nB"))
            aivTimeB = c;
    }
    proxy.sort(aivTimeB, Qt::AscendingOrder);
    QCOMPARE(proxy.index(0, aivTimeB).data().toString(), QStringLiteral("23.904242"));
    QCOMPARE(proxy.index(71, aivTimeB).data().toString(), QString());
    model.setSummary(m_comparison.rows);
    proxy.setChangedOnly(true);
    QVERIFY(proxy.rowCount() > 0);
    QVERIFY(proxy.rowCount() < model.rowCount());
    QCOMPARE(proxy.columnCount(), int(ProfileCompareModel::SummaryColumnCount));
}

void TestProfileCompareModel::colours()
{
    using Unit = MsprofCsv::Unit;
    QCOMPARE(ProfileCompareModel::changeColor(Change::Lower, Unit::Microseconds).green() > 100, true);
    QCOMPARE(ProfileCompareModel::changeColor(Change::Higher, Unit::Microseconds).red() > 150, true);
    QCOMPARE(ProfileCompareModel::changeColor(Change::Higher, Unit::Fraction),
             ProfileCompareModel::changeColor(Change::Lower, Unit::Fraction));
    QVERIFY(!ProfileCompareModel::changeColor(Change::Noise, Unit::Microseconds).isValid());
    QVERIFY(!ProfileCompareModel::changeColor(Change::Unknown, Unit::Fraction).isValid());
}

QTEST_MAIN(TestProfileCompareModel)
#include "tst_profilecomparemodel.moc"
