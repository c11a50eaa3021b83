// SPDX-License-Identifier: MIT
// The CSV table page: a large file streamed off the GUI thread with progress and cancel, the
// statistics footer, the column chooser, copy as TSV / Markdown and inline file:line problems.
#include "profiles/csvstatisticsmodel.h"
#include "profiles/msprofcsvmodel.h"
#include "profiles/msprofcsvproxy.h"
#include "profiles/msprofcsvview.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <limits>

namespace {

const QString a3Dir
    = QStringLiteral(PERFOPT_SHARED_DIR "/samples/msprof/tile-ai__tilelang-ascend/custom/sigmoid/perf_tuning/"
                                        "msprof_output_iter1_after/OPPROF_20260803154619_ETRNHYWCPRERQANJ/");
const QString badPipe = QStringLiteral(
    PERFOPT_TEST_DATA_DIR "/msprof/bad_run/perf_opt/profiles/round1/v1_bad/OPPROF_20260901000000_BADFILESINONERUN/"
                          "PipeUtilization.csv");

// A PipeUtilization.csv of about `megabytes` MB: the A3 file's rows repeated with rising block ids.
bool writeLargeCsv(const QString &path, int megabytes, qint64 *rows)
{
    QFile source(a3Dir + QStringLiteral("PipeUtilization.csv"));
    if (!source.open(QIODevice::ReadOnly))
        return false;
    QList<QByteArray> lines = source.readAll().split('\n');
    const QByteArray header = lines.takeFirst() + '\n';
    lines.removeAll(QByteArray());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(header);
    QByteArray chunk;
    qint64 written = header.size();
    *rows = 0;
    for (qint64 block = 0; written < qint64(megabytes) * 1024 * 1024; ++block) {
        const QByteArray id = QByteArray::number(block);
        for (int i = 0; i < 3; ++i) {
            const QByteArray &line = lines.at(i);
            chunk += id + line.mid(line.indexOf(',')) + '\n';
            ++*rows;
        }
        if (chunk.size() > (1 << 20)) {
            written += file.write(chunk);
            chunk.clear();
        }
    }
    file.write(chunk);
    return true;
}

int largeMegabytes()
{
    bool ok = false;
    const int mb = qEnvironmentVariableIntValue("PERFOPT_LARGE_CSV_MB", &ok);
    return ok && mb > 0 ? mb : 40;
}

} // namespace

class TestMsprofCsvView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void statisticsFooter();
    void headerClickSorts();
    void columnChooser();
    void columnsFitTheirText();
    void copyTsvAndMarkdown();
    void problemsShownInline();
    void largeFileStaysResponsive();
    void largeFileShownInSteps();
    void replacedWhileShowingRows();
    void cancelLargeFile();
    void missingFile();

private:
    QTemporaryDir m_dir;
    QString m_large;
    qint64 m_largeRows = 0;
};

void TestMsprofCsvView::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_large = m_dir.filePath(QStringLiteral("PipeUtilization.csv"));
    QVERIFY(writeLargeCsv(m_large, largeMegabytes(), &m_largeRows));
}

// A click on a header sorts a small file at once; a second click reverses; blanks stay last.
void TestMsprofCsvView::headerClickSorts()
{
    MsprofCsvView view;
    view.resize(1000, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy loaded(&view, &MsprofCsvView::loaded);
    view.open(a3Dir + QStringLiteral("PipeUtilization.csv"), QStringLiteral("PipeUtilization.csv"));
    QVERIFY(loaded.wait(10000));
    const int aivTime = view.csv()->columnIndex(QStringLiteral("aiv_time(us)"));
    QHeaderView *header = view.table()->horizontalHeader();
    QCOMPARE(header->sortIndicatorSection(), -1);
    QSignalSpy sorted(&view, &MsprofCsvView::sorted);
    view.table()->scrollTo(view.proxy()->index(0, aivTime));
    QVERIFY(header->sectionViewportPosition(aivTime) >= 0);
    const QPoint centre(header->sectionViewportPosition(aivTime) + header->sectionSize(aivTime) / 2,
                        header->height() / 2);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, centre);
    QCOMPARE(sorted.size(), 1);
    QVERIFY(view.table()->selectionModel()->selectedIndexes().isEmpty()); // sorts, does not select
    QCOMPARE(view.proxy()->sortColumn(), aivTime);
    const Qt::SortOrder first = view.proxy()->sortOrder();
    const double top = view.proxy()->index(0, aivTime).data(MsprofCsvModel::NumberRole).toDouble();
    QCOMPARE(top, first == Qt::AscendingOrder ? 23.904242 : 27.084242);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, centre);
    QCOMPARE(sorted.size(), 2);
    QVERIFY(view.proxy()->sortOrder() != first);
    QCOMPARE(view.proxy()->index(0, aivTime).data(MsprofCsvModel::NumberRole).toDouble(),
             first == Qt::AscendingOrder ? 27.084242 : 23.904242);
    QCOMPARE(view.proxy()->index(71, aivTime).data().toString(), QString());
}

void TestMsprofCsvView::statisticsFooter()
{
    MsprofCsvView view;
    QAbstractItemModelTester tester(view.statisticsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    view.resize(1000, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy loaded(&view, &MsprofCsvView::loaded);
    view.open(a3Dir + QStringLiteral("PipeUtilization.csv"), QStringLiteral("PipeUtilization.csv"));
    QVERIFY(loaded.wait(10000));
    QCOMPARE(view.model()->rowCount(), 72);
    QCOMPARE(view.statusLabel()->text(), QStringLiteral("72 of 72 rows"));
    const int aivTime = view.csv()->columnIndex(QStringLiteral("aiv_time(us)"));
    CsvStatisticsModel *stats = view.statisticsModel();
    QCOMPARE(stats->rowCount(), 3);
    QCOMPARE(stats->headerData(CsvStatisticsModel::MeanRow, Qt::Vertical, Qt::DisplayRole).toString(),
             QStringLiteral("mean"));
    QVERIFY(qAbs(stats->index(CsvStatisticsModel::MeanRow, aivTime).data(CsvStatisticsModel::ValueRole).toDouble()
                 - 26.034772791666665)
            < 1e-9);
    QCOMPARE(stats->index(CsvStatisticsModel::MinRow, aivTime).data().toString(), QStringLiteral("23.9042"));
    QCOMPARE(stats->index(CsvStatisticsModel::MaxRow, aivTime).data().toString(), QStringLiteral("27.0842"));
    QCOMPARE(stats->index(CsvStatisticsModel::MeanRow, 1).data().toString(), QString()); // sub_block_id: text

    // Typed filter: the footer follows the shown rows.
    QTest::keyClicks(view.filterEdit(), QStringLiteral("vector0"));
    QTRY_COMPARE(view.proxy()->rowCount(), 24);
    QTRY_COMPARE(stats->rowsCounted(), 24);
    QCOMPARE(view.statusLabel()->text(), QStringLiteral("24 of 72 rows"));
    // A comparison on one column, chosen in the combo box.
    view.filterEdit()->clear();
    view.filterColumnCombo()->setCurrentIndex(view.filterColumnCombo()->findData(aivTime));
    QTest::keyClicks(view.filterEdit(), QStringLiteral("> 26.5"));
    QTest::keyClick(view.filterEdit(), Qt::Key_Return);
    QCOMPARE(view.proxy()->rowCount(), 19);
    QTRY_COMPARE(stats->rowsCounted(), 19);
    QVERIFY(stats->index(CsvStatisticsModel::MinRow, aivTime).data(CsvStatisticsModel::ValueRole).toDouble() > 26.5);
}

void TestMsprofCsvView::columnChooser()
{
    MsprofCsvView view;
    view.resize(1000, 600);
    view.setCsv(std::make_shared<const MsprofCsv>(MsprofCsv::read(a3Dir + QStringLiteral("ResourceConflictRatio.csv"),
                                                                  QStringLiteral("ResourceConflictRatio.csv"))));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QMenu *menu = view.columnsButton()->menu();
    QAction *cycles = nullptr;
    for (QAction *action : menu->actions()) {
        if (action->text() == QLatin1String("aic_total_cycles"))
            cycles = action;
    }
    QVERIFY(cycles);
    QVERIFY(cycles->isChecked());
    cycles->trigger(); // unchecks
    QVERIFY(!view.isColumnVisible(3));
    QVERIFY(view.table()->isColumnHidden(3));
    QVERIFY(view.footer()->isColumnHidden(3));
    view.setColumnVisible(3, true);
    QVERIFY(cycles->isChecked());
    QVERIFY(!view.table()->isColumnHidden(3));
    // Footer widths follow the table's.
    view.table()->horizontalHeader()->resizeSection(4, 173);
    QCOMPARE(view.footer()->columnWidth(4), 173);
}

// The widths set on opening hold each column's header and the text of the rows on screen, as
// Qt's own resizeColumnsToContents() measures them (within a pixel or two of its margins), clamped
// to 60-260 px; the footer has the same widths.
void TestMsprofCsvView::columnsFitTheirText()
{
    MsprofCsvView view;
    view.resize(1200, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    // Columns whose text is wider than their header, narrower than 60 px, and wider than 260 px.
    QTemporaryDir dir;
    QFile csv(dir.filePath(QStringLiteral("OpBasicInfo.csv")));
    QVERIFY(csv.open(QIODevice::WriteOnly));
    csv.write("Op Name,Op Type,Task Duration(us),Block Dim,Input Shapes\n");
    for (int row = 0; row < 40; ++row)
        csv.write("rms_norm_kernel_" + QByteArray::number(row * 7919) + ",RmsNorm,"
                  + QByteArray::number(row * 1234.567, 'f', 3) + ",48,\"" + QByteArray(60 + row, '4') + "\"\n");
    csv.close();
    view.setCsv(std::make_shared<const MsprofCsv>(MsprofCsv::read(csv.fileName(), QStringLiteral("OpBasicInfo.csv"))));
    QTableView *table = view.table();
    const int columns = table->model()->columnCount();
    QCOMPARE(columns, 5);
    QList<int> fitted;
    for (int c = 0; c < columns; ++c) {
        fitted.append(table->columnWidth(c));
        QCOMPARE(view.footer()->columnWidth(c), fitted.constLast());
    }
    // Qt's measure, on a table of the same model, size, row height and header.
    QTableView reference;
    reference.setModel(table->model());
    reference.verticalHeader()->setDefaultSectionSize(table->verticalHeader()->defaultSectionSize());
    reference.horizontalHeader()->setSortIndicatorShown(true); // its room counts in a header's width
    reference.resize(table->size());
    reference.show();
    QVERIFY(QTest::qWaitForWindowExposed(&reference));
    reference.resizeColumnsToContents();
    int wide = 0, narrow = 0; // columns the clamp decides
    for (int c = 0; c < columns; ++c) {
        const int contents = reference.columnWidth(c);
        const int expected = std::clamp(contents, 60, 260);
        wide += contents > 260;
        narrow += contents < 60;
        QVERIFY2(std::abs(fitted.at(c) - expected) <= 2,
                 qPrintable(QStringLiteral("column %1 (%2): %3 px, its contents %4 px")
                                .arg(c)
                                .arg(table->model()->headerData(c, Qt::Horizontal).toString())
                                .arg(fitted.at(c))
                                .arg(contents)));
    }
    QCOMPARE(wide, 1);
    QVERIFY(narrow <= 1);
}

void TestMsprofCsvView::copyTsvAndMarkdown()
{
    MsprofCsvView view;
    view.setCsv(std::make_shared<const MsprofCsv>(
        MsprofCsv::read(a3Dir + QStringLiteral("OpBasicInfo.csv"), QStringLiteral("OpBasicInfo.csv"))));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setColumnVisible(6, false); // Pid
    const QString tsv = view.copyText(MsprofCsvView::CopyFormat::Tsv);
    QCOMPARE(tsv,
             QStringLiteral("Op Name\tOp Type\tTask Duration (us)\tBlock Dim\tMix Block Dim\tDevice Id\t"
                            "Current Freq (MHz)\tRated Freq (MHz)\n"
                            "main_kernel\tmix\t53.618927\t24\t48\t0\t1650\t1650\n"));
    // A selection copies its cells only.
    QTableView *table = view.table();
    table->selectionModel()->select(QItemSelection(view.proxy()->index(0, 2), view.proxy()->index(0, 3)),
                                    QItemSelectionModel::Select);
    QCOMPARE(view.copyText(MsprofCsvView::CopyFormat::Markdown),
             QStringLiteral("| Task Duration (us) | Block Dim |\n| ---: | ---: |\n| 53.618927 | 24 |\n"));
    QSignalSpy status(&view, &MsprofCsvView::statusMessage);
    table->setFocus();
    QApplication::clipboard()->clear();
    QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier); // Ctrl+C copies as TSV
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("Task Duration (us)\tBlock Dim\n53.618927\t24\n"));
    QCOMPARE(status.size(), 1);
}

void TestMsprofCsvView::problemsShownInline()
{
    MsprofCsvView view;
    view.resize(900, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy diagnostics(&view, &MsprofCsvView::diagnosticsChanged);
    QSignalSpy loaded(&view, &MsprofCsvView::loaded);
    view.open(badPipe, QStringLiteral("bad/PipeUtilization.csv"));
    QVERIFY(loaded.wait(10000));
    QCOMPARE(view.model()->rowCount(), 5); // the short row is skipped, the rest shows
    QCOMPARE(diagnostics.size(), 1);
    const Diagnostics reported = diagnostics.first().first().value<Diagnostics>();
    QCOMPARE(reported.size(), 1);
    QCOMPARE(reported.first().file, QStringLiteral("bad/PipeUtilization.csv"));
    QCOMPARE(reported.first().line, 4);
    QVERIFY(view.diagnosticsLabel()->isVisible());
    QVERIFY(view.diagnosticsLabel()->text().contains(QLatin1String("bad/PipeUtilization.csv:4")));
    // The vertical header gives the file's lines: 2 3 5 6 7 around the skipped line 4.
    QCOMPARE(view.model()->headerData(2, Qt::Vertical, Qt::DisplayRole).toInt(), 5);
}

// The window keeps painting and handling events while a large file is read.
void TestMsprofCsvView::largeFileStaysResponsive()
{
    MsprofCsvView view;
    view.resize(1000, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy loaded(&view, &MsprofCsvView::loaded);
    QElapsedTimer clock;
    qint64 last = 0, longestGap = 0;
    int ticks = 0;
    QTimer timer;
    timer.setInterval(10);
    connect(&timer, &QTimer::timeout, this, [&] {
        longestGap = std::max(longestGap, clock.elapsed() - last);
        last = clock.elapsed();
        ++ticks;
    });
    clock.start();
    timer.start();
    view.open(m_large, QStringLiteral("large/PipeUtilization.csv"));
    QVERIFY(view.isLoading());
    QVERIFY(view.progressBar()->isVisible());
    QVERIFY(view.cancelButton()->isVisible());
    QVERIFY(loaded.wait(120000));
    const qint64 total = clock.elapsed();
    // The gap budget is for reading. Sorting below builds its keys on a worker too, but the
    // proxy's own sort of 150,000 rows is synchronous and slow in Debug/ASan builds.
    timer.stop();
    QCOMPARE(view.model()->rowCount(), m_largeRows);
    QVERIFY(view.progressBar()->isHidden());
    // Sorting a hundred-thousand-row column (as a header click does: its order is computed on a
    // worker) and the background footer keep the event loop going too.
    const int aiv = view.csv()->columnIndex(QStringLiteral("aiv_time(us)"));
    QSignalSpy sorted(&view, &MsprofCsvView::sorted);
    // A sort cancelled before it shows leaves the rows, and the header, in file order.
    view.sortByColumn(aiv, Qt::AscendingOrder);
    QVERIFY(view.isSorting());
    QTest::mouseClick(view.cancelButton(), Qt::LeftButton);
    QVERIFY(!view.isSorting());
    QVERIFY(view.cancelButton()->isHidden());
    QCOMPARE(view.table()->horizontalHeader()->sortIndicatorSection(), -1);
    QTest::qWait(300);
    QCOMPARE(sorted.size(), 0);
    QCOMPARE(view.proxy()->sortColumn(), -1);
    view.sortByColumn(aiv, Qt::DescendingOrder);
    QVERIFY(view.isSorting());
    QVERIFY(view.progressBar()->isVisible());
    QCOMPARE(view.table()->horizontalHeader()->sortIndicatorSection(), aiv);
    QVERIFY(sorted.wait(60000));
    QVERIFY(!view.isSorting());
    QVERIFY(view.progressBar()->isHidden());
    QCOMPARE(view.proxy()->sortColumn(), aiv);
    QCOMPARE(view.proxy()->index(0, aiv).data().toString(), QStringLiteral("26.777576"));
    // Descending, numbers first; every shown row is not greater than the one before.
    double previous = std::numeric_limits<double>::infinity();
    for (int row = 0; row < 200; ++row) {
        const double value = view.proxy()->index(row, aiv).data(MsprofCsvModel::NumberRole).toDouble();
        QVERIFY(value <= previous);
        previous = value;
    }
    // The keys stay: sorting the other way is immediate.
    sorted.clear();
    view.sortByColumn(aiv, Qt::AscendingOrder);
    QCOMPARE(sorted.size(), 1);
    QVERIFY(view.proxy()->index(0, aiv).data(MsprofCsvModel::NumberRole).toDouble() <= previous);
    QTRY_VERIFY_WITH_TIMEOUT(view.statisticsModel()->rowsCounted() == m_largeRows, 60000);
    qInfo("read %d MB (%lld rows) in %lld ms; %d timer ticks, longest gap %lld ms", largeMegabytes(), m_largeRows,
          total, ticks, longestGap);
    QVERIFY2(longestGap < 1000, qPrintable(QStringLiteral("the event loop stalled for %1 ms").arg(longestGap)));
    QVERIFY(ticks > 1);
}

// A large file reaches the table in steps, one per turn of the event loop, so no turn carries every
// row; a filter typed meanwhile ends over every row, and a sort shows them all before it sorts.
void TestMsprofCsvView::largeFileShownInSteps()
{
    if (m_largeRows <= 2 * MsprofCsvView::rowsPerStep)
        QSKIP("PERFOPT_LARGE_CSV_MB makes a file of fewer than three steps of rows");
    const auto csv = std::make_shared<const MsprofCsv>(MsprofCsv::read(m_large, QStringLiteral("large.csv")));
    QCOMPARE(csv->rowCount(), m_largeRows);
    const int aiv = csv->columnIndex(QStringLiteral("aiv_time(us)"));
    MsprofCsvView view;
    view.resize(1000, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy inserted(view.model(), &QAbstractItemModel::rowsInserted);
    view.setCsv(csv);
    QVERIFY(view.isShowingRows());
    QVERIFY(view.model()->rowCount() > 0);
    QCOMPARE(view.model()->rowCount(), MsprofCsvView::rowsPerStep);
    QVERIFY(view.isLoading());
    QCOMPARE(view.statusLabel()->text(), QStringLiteral("50000 of %1 rows…").arg(m_largeRows));
    view.setRowFilter(QStringLiteral("VECTOR1")); // typed while rows still come in
    QTRY_VERIFY_WITH_TIMEOUT(!view.isShowingRows(), 30000);
    QVERIFY(inserted.size() >= 2);
    QCOMPARE(view.model()->rowCount(), m_largeRows);
    QVERIFY(!view.isLoading());
    qint64 matching = 0;
    for (qsizetype row = 0; row < csv->rowCount(); ++row)
        matching += csv->text(row, 1) == QLatin1String("vector1") ? 1 : 0;
    QCOMPARE(matching, m_largeRows / 3);
    QCOMPARE(view.proxy()->rowCount(), matching);
    QCOMPARE(view.statusLabel()->text(), QStringLiteral("%1 of %2 rows").arg(matching).arg(m_largeRows));
    QTRY_COMPARE_WITH_TIMEOUT(view.statisticsModel()->rowsCounted(), matching, 30000);

    // Ctrl+A while rows still come in selects them all.
    view.setRowFilter(QString());
    view.setCsv(csv);
    QVERIFY(view.isShowingRows());
    view.table()->setFocus();
    QTest::keySequence(view.table(), QKeySequence::SelectAll);
    QVERIFY(!view.isShowingRows());
    const QItemSelection selection = view.table()->selectionModel()->selection();
    QCOMPARE(selection.size(), 1);
    QCOMPARE(selection.first().top(), 0);
    QCOMPARE(selection.first().bottom(), int(m_largeRows) - 1);

    view.setCsv(csv);
    QVERIFY(view.isShowingRows());
    QSignalSpy sorted(&view, &MsprofCsvView::sorted);
    view.sortByColumn(aiv, Qt::DescendingOrder);
    QVERIFY(!view.isShowingRows());
    QCOMPARE(view.model()->rowCount(), m_largeRows);
    QVERIFY(sorted.wait(60000));
    QCOMPARE(view.proxy()->rowCount(), m_largeRows);
    QCOMPARE(view.proxy()->index(0, aiv).data().toString(), QStringLiteral("26.777576"));
}

// Another file opened while a large one's rows are still handed to the table: the large one is
// reported cancelled, never loaded, and the new one loads.
void TestMsprofCsvView::replacedWhileShowingRows()
{
    if (m_largeRows <= MsprofCsvView::rowsPerStep)
        QSKIP("PERFOPT_LARGE_CSV_MB makes a file of one step of rows");
    MsprofCsvView view;
    view.resize(1000, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy loaded(&view, &MsprofCsvView::loaded);
    QSignalSpy cancelled(&view, &MsprofCsvView::loadCancelled);
    bool reopened = false;
    // Queued: runs before the next step of rows (a 0 ms timer), after the first step is shown.
    connect(view.model(), &QAbstractItemModel::modelReset, this, [&] {
        if (reopened || !view.isShowingRows())
            return;
        reopened = true;
        QMetaObject::invokeMethod(
            &view, [&] { view.open(a3Dir + QStringLiteral("L2Cache.csv"), QStringLiteral("L2Cache.csv")); },
            Qt::QueuedConnection);
    });
    view.open(m_large, QStringLiteral("large/PipeUtilization.csv"));
    QVERIFY(loaded.wait(60000));
    QVERIFY(reopened);
    QCOMPARE(loaded, (QList<QVariantList> {{QStringLiteral("L2Cache.csv")}}));
    QCOMPARE(cancelled, (QList<QVariantList> {{QStringLiteral("large/PipeUtilization.csv")}}));
    QCOMPARE(view.model()->rowCount(), 72);
    QVERIFY(!view.isLoading());
}

void TestMsprofCsvView::cancelLargeFile()
{
    MsprofCsvView view;
    view.resize(1000, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy cancelled(&view, &MsprofCsvView::loadCancelled);
    QSignalSpy loaded(&view, &MsprofCsvView::loaded);
    view.open(m_large, QStringLiteral("large/PipeUtilization.csv"));
    QTest::mouseClick(view.cancelButton(), Qt::LeftButton);
    QVERIFY(cancelled.wait(60000));
    QCOMPARE(loaded.size(), 0);
    QVERIFY(!view.isLoading());
    QCOMPARE(view.model()->rowCount(), 0);
    QCOMPARE(view.statusLabel()->text(), QStringLiteral("Reading cancelled"));
    QVERIFY(view.cancelButton()->isHidden());
    // Opening again after a cancel works.
    view.open(a3Dir + QStringLiteral("L2Cache.csv"), QStringLiteral("L2Cache.csv"));
    QVERIFY(loaded.wait(10000));
    QCOMPARE(view.model()->rowCount(), 72);
}

void TestMsprofCsvView::missingFile()
{
    MsprofCsvView view;
    QSignalSpy loaded(&view, &MsprofCsvView::loaded);
    view.open(m_dir.filePath(QStringLiteral("nope.csv")), QStringLiteral("nope.csv"));
    QVERIFY(loaded.wait(10000));
    QCOMPARE(view.model()->rowCount(), 0);
    QCOMPARE(view.diagnostics().size(), 1);
    QCOMPARE(view.diagnostics().first().code, QStringLiteral("msprof.csv.missing-file"));
}

QTEST_MAIN(TestMsprofCsvView)
#include "tst_msprofcsvview.moc"
