// SPDX-License-Identifier: MIT
// Row and column alignment of two msprof CSVs, on real files of two generations.
#include "profiles/csvalignment.h"

#include <QTest>

using Side = CsvAlignment::Side;
using Change = CsvAlignment::Change;
using Unit = MsprofCsv::Unit;

namespace {

const QString samples = QStringLiteral(PERFOPT_SHARED_DIR "/samples/msprof/");
const QString a3Dir = samples
    + QStringLiteral("tile-ai__tilelang-ascend/custom/sigmoid/perf_tuning/msprof_output_iter1_after/"
                     "OPPROF_20260803154619_ETRNHYWCPRERQANJ/");
const QString cann852Dir
    = samples
    + QStringLiteral(
          "neo-pan__ascend-msprof-skill/tests/fixtures/real_cann852_workload_pair/shape-256/reports/followups/"
          "collect_default_metric_followup/OPPROF_001/");
const QString app83 = samples
    + QStringLiteral("neo-pan__ascend-msprof-skill/tests/fixtures/tilelang_design_feedback/candidate_comparability/"
                     "missing_raw_index_candidate/reports/app/PROF_000001_20260605161708478_FRJKORBPFMHQMGLA/"
                     "mindstudio_profiler_output/op_summary_20260605161737.csv");
const QString app9
    = samples + QStringLiteral("tile-ai__tilelang-ascend/custom/sigmoid/Sigmoid/trace_data/op_summary.csv");

std::shared_ptr<const MsprofCsv> read(const QString &path)
{
    return std::make_shared<const MsprofCsv>(MsprofCsv::read(path, QFileInfo(path).fileName()));
}

std::shared_ptr<const MsprofCsv> parse(const char *text, const char *name)
{
    return std::make_shared<const MsprofCsv>(MsprofCsv::parse(QByteArray(text), QString::fromLatin1(name)));
}

int rowOf(const CsvAlignment &alignment, const QString &key)
{
    for (int i = 0; i < alignment.rows.size(); ++i) {
        if (alignment.rows.at(i).key == key)
            return i;
    }
    return -1;
}

} // namespace

class TestCsvAlignment : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void generationsOfPipeUtilization();
    void resourceConflictExtraColumn();
    void opBasicInfoSingleRow();
    void opSummaryRenamedColumns();
    void classify_data();
    void classify();
    void cellValues();
    void emptySide();
};

// CANN 8.5.2 (8.x header, 2 blocks) against REAL-A3 (26.x header with scalar detail, 24 blocks).
void TestCsvAlignment::generationsOfPipeUtilization()
{
    const CsvAlignment t = CsvAlignment::align(read(cann852Dir + QStringLiteral("PipeUtilization.csv")),
                                               read(a3Dir + QStringLiteral("PipeUtilization.csv")));
    QCOMPARE(t.metric, QStringLiteral("PipeUtilization"));
    QCOMPARE(t.columns.size(), 2 + 32 + 16);
    QVERIFY(t.columns.at(0).isKey);
    QCOMPARE(t.columns.at(0).name, QStringLiteral("block_id"));
    QCOMPARE(t.columns.at(1).name, QStringLiteral("sub_block_id"));
    QCOMPARE(t.columnCount(Side::OnlyA), 2);
    QCOMPARE(t.columnCount(Side::OnlyB), 16);
    const int activeBw = t.columnIndex(QStringLiteral("aic_mte1_active_bw(GB/s)"));
    QVERIFY(activeBw > 0);
    QCOMPARE(t.columns.at(activeBw).side, Side::OnlyA);
    QCOMPARE(t.columns.at(activeBw).b, -1);
    // B's extra columns sit right after their neighbour in B: the scalar detail after scalar_ratio.
    const int single = t.columnIndex(QStringLiteral("aic_scalar_single_time(us)"));
    QCOMPARE(single, t.columnIndex(QStringLiteral("aic_scalar_ratio")) + 1);
    QCOMPARE(t.columns.at(single).side, Side::OnlyB);
    QCOMPARE(t.columns.at(single).a, -1);
    QCOMPARE(t.columnIndex(QStringLiteral("aiv_scalar_single_time(us)")),
             t.columnIndex(QStringLiteral("aiv_scalar_ratio")) + 1);
    QCOMPARE(t.columns.at(t.columnIndex(QStringLiteral("aiv_vec_ratio"))).side, Side::Both);
    QCOMPARE(t.columns.at(t.columnIndex(QStringLiteral("aiv_vec_ratio"))).unit, Unit::Fraction);

    // Rows by block and sub-block: blocks 0–1 on both sides, 2–23 only in B.
    QCOMPARE(t.rows.size(), 72);
    QCOMPARE(t.rowCount(Side::Both), 6);
    QCOMPARE(t.rowCount(Side::OnlyB), 66);
    QCOMPARE(t.rowCount(Side::OnlyA), 0);
    QCOMPARE(t.rows.at(0).key, QStringLiteral("0 cube0"));
    QCOMPARE(t.rows.at(1).key, QStringLiteral("0 vector0"));
    QCOMPARE(t.rows.at(2).key, QStringLiteral("0 vector1"));
    QCOMPARE(t.rows.at(6).key, QStringLiteral("2 cube0"));
    QCOMPARE(t.rows.at(6).side, Side::OnlyB);
    QCOMPARE(t.rows.last().key, QStringLiteral("23 vector1"));

    const int row = rowOf(t, QStringLiteral("0 vector0"));
    const int vec = t.columnIndex(QStringLiteral("aiv_vec_ratio"));
    QCOMPARE(t.numberA(row, vec), 0.034877);
    QCOMPARE(t.numberB(row, vec), 0.268428);
    QCOMPARE(t.delta(row, vec), 0.268428 - 0.034877);
    QCOMPARE(t.ratio(row, vec), 0.268428 / 0.034877);
    QCOMPARE(t.change(row, vec), Change::Higher);
    QCOMPARE(t.change(row, t.columnIndex(QStringLiteral("aiv_time(us)"))), Change::Higher);
    QCOMPARE(t.change(row, single), Change::Unknown); // one side lacks the column
    QCOMPARE(t.change(rowOf(t, QStringLiteral("5 vector0")), vec), Change::Unknown); // one side lacks the row
    QCOMPARE(t.change(row, 0), Change::Unknown); // keys are not compared
    QCOMPARE(t.changedCount(vec), 4); // the four vector rows both have
    QCOMPARE(t.valueA(row, 1).text, QStringLiteral("vector0"));

    const QString note = t.versionNote();
    QVERIFY2(note.contains(QLatin1String("cann8")) && note.contains(QLatin1String("cann9")), qPrintable(note));
    QVERIFY2(note.contains(QLatin1String("16 column")), qPrintable(note));
    QVERIFY2(note.contains(QLatin1String("66 row")), qPrintable(note));
}

// aiv_mte1_wait_ratio exists only in the closed 8.x builds (§3.8).
void TestCsvAlignment::resourceConflictExtraColumn()
{
    const CsvAlignment t = CsvAlignment::align(read(cann852Dir + QStringLiteral("ResourceConflictRatio.csv")),
                                               read(a3Dir + QStringLiteral("ResourceConflictRatio.csv")));
    QCOMPARE(t.columnCount(Side::OnlyA), 1);
    QCOMPARE(t.columnCount(Side::OnlyB), 0);
    const int mte1 = t.columnIndex(QStringLiteral("aiv_mte1_wait_ratio"));
    QCOMPARE(t.columns.at(mte1).side, Side::OnlyA);
    // Kept in A's place, between aiv_vec_wait_ratio and aiv_mte2_wait_ratio.
    QCOMPARE(t.columns.at(mte1 - 1).name, QStringLiteral("aiv_vec_wait_ratio"));
    QCOMPARE(t.columns.at(mte1 + 1).name, QStringLiteral("aiv_mte2_wait_ratio"));
}

void TestCsvAlignment::opBasicInfoSingleRow()
{
    const CsvAlignment t = CsvAlignment::align(read(cann852Dir + QStringLiteral("OpBasicInfo.csv")),
                                               read(a3Dir + QStringLiteral("OpBasicInfo.csv")));
    QCOMPARE(t.rows.size(), 1);
    QCOMPARE(t.rows.first().key, QStringLiteral("#1"));
    QCOMPARE(t.rows.first().side, Side::Both);
    QCOMPARE(t.columns.size(), 9);
    const int duration = t.columnIndex(QStringLiteral("Task Duration(us)"));
    QCOMPARE(t.numberA(0, duration), 9.2);
    QCOMPARE(t.numberB(0, duration), 53.618927);
    QCOMPARE(t.change(0, duration), Change::Higher);
    QCOMPARE(t.valueA(0, t.columnIndex(QStringLiteral("Pid"))).kind, MsprofCsv::Value::Kind::NotAvailable);
    QCOMPARE(t.change(0, t.columnIndex(QStringLiteral("Pid"))), Change::Unknown);
}

// op_summary: Block Dim became Block Num (§5); rows are matched by op name and repeat.
void TestCsvAlignment::opSummaryRenamedColumns()
{
    const CsvAlignment t = CsvAlignment::align(read(app83), read(app9));
    QCOMPARE(t.metric, QStringLiteral("op_summary"));
    QVERIFY(t.columns.first().isKey);
    QCOMPARE(t.columns.first().name, QStringLiteral("Op Name"));
    const int block = t.columnIndex(QStringLiteral("Block Dim"));
    QVERIFY(block >= 0);
    QCOMPARE(t.columnIndex(QStringLiteral("Block Num")), block);
    QCOMPARE(t.columns.at(block).nameB, QStringLiteral("Block Num"));
    QCOMPARE(t.columns.at(block).side, Side::Both);
    QCOMPARE(t.columnCount(Side::OnlyA) + t.columnCount(Side::OnlyB), 0);
    QCOMPARE(t.rows.size(), 11);
    QCOMPARE(t.rows.at(0).key, QStringLiteral("main_kernel"));
    QCOMPARE(t.rows.at(1).key, QStringLiteral("main_kernel #2"));
    QCOMPARE(t.rowCount(Side::Both), 3);
    QCOMPARE(t.rowCount(Side::OnlyB), 8);
    QCOMPARE(t.numberA(0, block), 256.0);
    QCOMPARE(t.numberB(0, block), 96.0);
}

void TestCsvAlignment::classify_data()
{
    QTest::addColumn<double>("a");
    QTest::addColumn<double>("b");
    QTest::addColumn<int>("unit");
    QTest::addColumn<int>("expected");
    QTest::newRow("2% faster is noise") << 100.0 << 98.0 << int(Unit::Microseconds) << int(Change::Noise);
    QTest::newRow("5% faster") << 100.0 << 95.0 << int(Unit::Microseconds) << int(Change::Lower);
    QTest::newRow("5% slower") << 100.0 << 105.0 << int(Unit::Microseconds) << int(Change::Higher);
    QTest::newRow("idle pipe ratio under the floor")
        << 0.000057 << 0.000046 << int(Unit::Fraction) << int(Change::Noise);
    QTest::newRow("ratio from zero") << 0.0 << 0.2 << int(Unit::Fraction) << int(Change::Higher);
    QTest::newRow("both zero") << 0.0 << 0.0 << int(Unit::Count) << int(Change::Noise);
    QTest::newRow("NA side") << std::numeric_limits<double>::quiet_NaN() << 1.0 << int(Unit::None)
                             << int(Change::Unknown);
    QTest::newRow("negative base") << -10.0 << -5.0 << int(Unit::None) << int(Change::Higher);
}

void TestCsvAlignment::classify()
{
    QFETCH(double, a);
    QFETCH(double, b);
    QFETCH(int, unit);
    QFETCH(int, expected);
    QCOMPARE(int(CsvAlignment::classify(a, b, Unit(unit), 0.03)), expected);
}

void TestCsvAlignment::cellValues()
{
    const CsvAlignment t
        = CsvAlignment::align(parse("block_id,sub_block_id,x(us),y,\n0,vector0,1.000000,NA,\n", "a.csv"),
                              parse("block_id,sub_block_id,x(us),z,\n0,vector0,0.900000,2,\n"
                                    "1,vector0,1.000000,3,\n",
                                    "b.csv"));
    QCOMPARE(t.columns.size(), 5);
    // z follows its neighbour in B (x), y keeps its place in A.
    QCOMPARE(t.columns.at(3).name, QStringLiteral("z"));
    QCOMPARE(t.columns.at(3).side, Side::OnlyB);
    QCOMPARE(t.columns.at(4).name, QStringLiteral("y"));
    QCOMPARE(t.columns.at(4).side, Side::OnlyA);
    QCOMPARE(t.change(0, 2), Change::Lower);
    QVERIFY(std::isnan(t.numberA(1, 2)));
    QCOMPARE(t.valueB(1, 3).number, 3.0);
    QCOMPARE(t.valueA(0, 4).kind, MsprofCsv::Value::Kind::NotAvailable);
}

void TestCsvAlignment::emptySide()
{
    const CsvAlignment t = CsvAlignment::align(read(a3Dir + QStringLiteral("L2Cache.csv")), nullptr);
    QCOMPARE(t.rows.size(), 72);
    QCOMPARE(t.rowCount(Side::OnlyA), 72);
    QCOMPARE(t.columnCount(Side::OnlyA), t.columns.size());
    QVERIFY(std::isnan(t.numberB(0, 3)));
}

QTEST_GUILESS_MAIN(TestCsvAlignment)
#include "tst_csvalignment.moc"
