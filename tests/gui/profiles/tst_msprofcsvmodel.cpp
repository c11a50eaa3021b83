// SPDX-License-Identifier: MIT
// The CSV table model and its proxy on the real A3 sigmoid files.
#include "profiles/msprofcsvmodel.h"
#include "profiles/msprofcsvproxy.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QTest>
#include <algorithm>
#include <cmath>

namespace {

const QString a3Dir
    = QStringLiteral(PERFOPT_SHARED_DIR "/samples/msprof/tile-ai__tilelang-ascend/custom/sigmoid/perf_tuning/"
                                        "msprof_output_iter1_after/OPPROF_20260803154619_ETRNHYWCPRERQANJ/");

std::shared_ptr<const MsprofCsv> read(const QString &name)
{
    return std::make_shared<const MsprofCsv>(MsprofCsv::read(a3Dir + name, name));
}

} // namespace

class TestMsprofCsvModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void headersWithUnits();
    void cells();
    void sortKeepsBlanksLast();
    void sortSurvivesOutOfRangeNumbers();
    void filters_data();
    void filters();
    void reset();
    void rowsShownInSteps();
};

void TestMsprofCsvModel::headersWithUnits()
{
    MsprofCsvModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCsv(read(QStringLiteral("Memory.csv")));
    QCOMPARE(model.columnCount(), 38);
    QCOMPARE(model.rowCount(), 72);
    const auto title = [&](int c) {
        return model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    };
    QCOMPARE(title(2), QStringLiteral("aic_time (us)"));
    QCOMPARE(title(3), QStringLiteral("aic_total_cycles"));
    QCOMPARE(title(4), QStringLiteral("aic_l1_read_bw (GB/s)"));
    QCOMPARE(title(9), QStringLiteral("aic_mte1_ratio (0–1)"));
    const int estimate = model.csv()->columnIndex(QStringLiteral("L1_to_GM_datas(KB)(estimate)"));
    QCOMPARE(title(estimate), QStringLiteral("L1_to_GM_datas (KB) (estimate)"));
    QCOMPARE(model.headerData(estimate, Qt::Horizontal, MsprofCsvModel::HeaderNameRole).toString(),
             QStringLiteral("L1_to_GM_datas(KB)(estimate)"));
    QCOMPARE(model.headerData(estimate, Qt::Horizontal, MsprofCsvModel::UnitRole).toInt(),
             int(MsprofCsv::Unit::Kilobytes));
    QVERIFY(model.headerData(9, Qt::Horizontal, Qt::ToolTipRole).toString().contains(QLatin1String("not percent")));
    // The file's own line numbers down the side.
    QCOMPARE(model.headerData(0, Qt::Vertical, Qt::DisplayRole).toInt(), 2);
    QCOMPARE(model.headerData(71, Qt::Vertical, Qt::DisplayRole).toInt(), 73);
}

void TestMsprofCsvModel::cells()
{
    MsprofCsvModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCsv(read(QStringLiteral("PipeUtilization.csv")));
    const int aivTime = model.csv()->columnIndex(QStringLiteral("aiv_time(us)"));
    // Row 0 is block 0 cube0: every aiv_* cell is NA, shown empty on grey.
    const QModelIndex na = model.index(0, aivTime);
    QCOMPARE(na.data().toString(), QString());
    QVERIFY(na.data(Qt::BackgroundRole).value<QBrush>().color().isValid());
    QCOMPARE(na.data(MsprofCsvModel::CellKindRole).toInt(), int(MsprofCsv::Value::Kind::NotAvailable));
    QVERIFY(na.data(Qt::ToolTipRole).toString().contains(QLatin1String("NA")));
    QVERIFY(std::isnan(na.data(MsprofCsvModel::NumberRole).toDouble()));
    const QModelIndex value = model.index(1, aivTime);
    QCOMPARE(value.data().toString(), QStringLiteral("26.777576")); // as written
    QCOMPARE(value.data(MsprofCsvModel::NumberRole).toDouble(), 26.777576);
    QVERIFY(!value.data(Qt::BackgroundRole).isValid());
    QCOMPARE(value.data(Qt::TextAlignmentRole).toInt(), int(Qt::AlignRight | Qt::AlignVCenter));
    QCOMPARE(model.index(1, 1).data().toString(), QStringLiteral("vector0"));
    QCOMPARE(model.index(1, 1).data(Qt::TextAlignmentRole).toInt(), int(Qt::AlignLeft | Qt::AlignVCenter));
    QCOMPARE(model.index(1, 0).data(MsprofCsvModel::LineRole).toInt(), 3);
}

void TestMsprofCsvModel::sortKeepsBlanksLast()
{
    MsprofCsvModel model;
    MsprofCsvProxy proxy;
    proxy.setCsvModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCsv(read(QStringLiteral("PipeUtilization.csv")));
    const int aivTime = model.csv()->columnIndex(QStringLiteral("aiv_time(us)"));
    proxy.sort(aivTime, Qt::AscendingOrder);
    QCOMPARE(proxy.index(0, aivTime).data(MsprofCsvModel::NumberRole).toDouble(), 23.904242);
    QCOMPARE(proxy.index(1, aivTime).data(MsprofCsvModel::NumberRole).toDouble(), 24.001818);
    QCOMPARE(proxy.index(47, aivTime).data(MsprofCsvModel::NumberRole).toDouble(), 27.084242);
    QCOMPARE(proxy.index(48, aivTime).data().toString(), QString()); // cube rows after the numbers
    proxy.sort(aivTime, Qt::DescendingOrder);
    QCOMPARE(proxy.index(0, aivTime).data(MsprofCsvModel::NumberRole).toDouble(), 27.084242);
    QCOMPARE(proxy.index(71, aivTime).data().toString(), QString()); // and still last when descending
    // Text column: cube0 < vector0 < vector1, file order among equals.
    proxy.sort(1, Qt::AscendingOrder);
    QCOMPARE(proxy.index(0, 1).data().toString(), QStringLiteral("cube0"));
    QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("0"));
    QCOMPARE(proxy.index(24, 1).data().toString(), QStringLiteral("vector0"));
    QCOMPARE(proxy.index(48, 1).data().toString(), QStringLiteral("vector1"));
    QCOMPARE(proxy.index(48, 0).data().toString(), QStringLiteral("0"));
    // Block ids sort as numbers: 2 before 10.
    proxy.sort(0, Qt::AscendingOrder);
    QCOMPARE(proxy.index(6, 0).data().toString(), QStringLiteral("2"));
    QCOMPARE(proxy.index(30, 0).data().toString(), QStringLiteral("10"));
}

// "1e999" looks like a number but does not fit a double: it sorts with the blanks instead of
// breaking the order of everything else.
void TestMsprofCsvModel::sortSurvivesOutOfRangeNumbers()
{
    QByteArray bytes = "block_id,aiv_time(us)\n";
    const QList<QByteArray> times = {"3.5", "1e999", "1.25", "NA", "2.0", "1e999", "0.5", "4.75"};
    for (int i = 0; i < times.size(); ++i)
        bytes += QByteArray::number(i) + ',' + times.at(i) + '\n';
    MsprofCsvModel model;
    MsprofCsvProxy proxy;
    proxy.setCsvModel(&model);
    model.setCsv(std::make_shared<const MsprofCsv>(MsprofCsv::parse(bytes, QStringLiteral("odd.csv"))));
    QCOMPARE(model.rowCount(), 8);
    for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
        proxy.sort(1, order);
        QList<double> shown;
        for (int row = 0; row < 5; ++row)
            shown.append(proxy.index(row, 1).data(MsprofCsvModel::NumberRole).toDouble());
        const QList<double> ascending = {0.5, 1.25, 2.0, 3.5, 4.75};
        QList<double> expected = ascending;
        if (order == Qt::DescendingOrder)
            std::reverse(expected.begin(), expected.end());
        QCOMPARE(shown, expected);
        for (int row = 5; row < 8; ++row) // the two out-of-range cells and NA, last either way
            QVERIFY(!std::isfinite(proxy.index(row, 1).data(MsprofCsvModel::NumberRole).toDouble()));
    }
}

void TestMsprofCsvModel::filters_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("column");
    QTest::addColumn<int>("rows");
    QTest::newRow("text anywhere") << QStringLiteral("vector1") << QString() << 24;
    QTest::newRow("text case-insensitive") << QStringLiteral("CUBE0") << QString() << 24;
    QTest::newRow("text in a column") << QStringLiteral("cube") << QStringLiteral("sub_block_id") << 24;
    QTest::newRow("greater") << QStringLiteral("> 26.5") << QStringLiteral("aiv_time(us)") << 19;
    QTest::newRow("less or equal") << QStringLiteral("<=26.5") << QStringLiteral("aiv_time(us)") << 29;
    QTest::newRow("equal") << QStringLiteral("= 23.904242") << QStringLiteral("aiv_time(us)") << 1;
    QTest::newRow("not equal skips NA") << QStringLiteral("!= 0") << QStringLiteral("aiv_time(us)") << 48;
    QTest::newRow("comparison needs a column") << QStringLiteral("> 26.5") << QString() << 0;
    QTest::newRow("no match") << QStringLiteral("nothing") << QString() << 0;
    QTest::newRow("empty") << QString() << QString() << 72;
}

void TestMsprofCsvModel::filters()
{
    QFETCH(QString, text);
    QFETCH(QString, column);
    QFETCH(int, rows);
    MsprofCsvModel model;
    MsprofCsvProxy proxy;
    proxy.setCsvModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCsv(read(QStringLiteral("PipeUtilization.csv")));
    proxy.setRowFilter(text, column.isEmpty() ? -1 : model.csv()->columnIndex(column));
    QCOMPARE(proxy.rowCount(), rows);
    QCOMPARE(proxy.sourceRows().size(), rows);
}

void TestMsprofCsvModel::reset()
{
    MsprofCsvModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCsv(read(QStringLiteral("OpBasicInfo.csv")));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, 2).data().toString(), QStringLiteral("53.618927"));
    QCOMPARE(model.headerData(7, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("Current Freq (MHz)"));
    model.setCsv(nullptr);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), 0);
}

// A large file reaches the table in steps: the first rows at once, the rest appended, through a
// filtering proxy that ends with the same rows as if everything had come at once.
void TestMsprofCsvModel::rowsShownInSteps()
{
    MsprofCsvModel model;
    MsprofCsvProxy proxy;
    proxy.setCsvModel(&model);
    QAbstractItemModelTester modelTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto csv = read(QStringLiteral("PipeUtilization.csv"));
    model.setCsv(csv, 30);
    proxy.setRowFilter(QStringLiteral("vector1"));
    QCOMPARE(model.rowCount(), 30);
    QVERIFY(!model.showsAllRows());
    const int firstFiltered = proxy.rowCount();
    QVERIFY(firstFiltered > 0 && firstFiltered < 24);
    QList<std::pair<int, int>> inserted;
    connect(&model, &QAbstractItemModel::rowsInserted, this, [&](const QModelIndex &, int first, int last) {
        inserted.append({first, last});
    });
    model.showMoreRows(25);
    model.showMoreRows(25);
    model.showMoreRows(25); // only 17 left
    model.showMoreRows(25); // nothing left: no signal
    QCOMPARE(inserted, (QList<std::pair<int, int>> {{30, 54}, {55, 71}}));
    QVERIFY(model.showsAllRows());
    QCOMPARE(model.rowCount(), 72);
    QCOMPARE(proxy.rowCount(), 24);
    // The rows keep the file's order and their own lines.
    QList<int> expected;
    for (int row = 0; row < 72; ++row)
        if (csv->rawLine(row).contains("vector1"))
            expected.append(row);
    QCOMPARE(proxy.sourceRows(), expected);
    QCOMPARE(model.headerData(71, Qt::Vertical, Qt::DisplayRole).toInt(), int(csv->line(71)));
    // A new file starts over, by default with every row.
    model.setCsv(read(QStringLiteral("OpBasicInfo.csv")));
    QVERIFY(model.showsAllRows());
    QCOMPARE(model.rowCount(), 1);
}

QTEST_MAIN(TestMsprofCsvModel)
#include "tst_msprofcsvmodel.moc"
