// SPDX-License-Identifier: MIT
// RecordsView: the filter bar and the records table driven by real clicks and keys; choosing a row
// sets the document's CandidateSelection, and a selection made elsewhere makes its row current.
#include "run/candidateselection.h"
#include "run/projectloader.h"
#include "window/recordsmodel.h"
#include "window/recordsview.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QToolButton>

namespace {

QList<int> visibleLines(const QTableView *table)
{
    QList<int> lines;
    for (int row = 0; row < table->model()->rowCount(); ++row)
        lines.append(table->model()->index(row, 0).data(RecordsModel::LineRole).toInt());
    return lines;
}

QModelIndex proxyIndexForLine(const QTableView *table, int line, int column = RecordsModel::CandidateColumn)
{
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        const QModelIndex i = table->model()->index(row, column);
        if (i.data(RecordsModel::LineRole).toInt() == line)
            return i;
    }
    return {};
}

// A real click on the cell showing `line`.
bool clickLine(QTableView *table, int line)
{
    const QModelIndex i = proxyIndexForLine(table, line);
    if (!i.isValid())
        return false;
    table->scrollTo(i);
    const QRect rect = table->visualRect(i);
    if (!table->viewport()->rect().contains(rect.center()))
        return false;
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, rect.center());
    return true;
}

// Choose a combo box item the way a keyboard user does: focus it and step with the arrow keys.
void chooseByKeys(QComboBox *combo, int index)
{
    while (combo->currentIndex() < index)
        QTest::keyClick(combo, Qt::Key_Down);
    while (combo->currentIndex() > index)
        QTest::keyClick(combo, Qt::Key_Up);
}

QStringList comboTexts(const QComboBox *combo)
{
    QStringList out;
    for (int i = 0; i < combo->count(); ++i)
        out.append(combo->itemText(i));
    return out;
}

} // namespace

class TestRecordsView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void showsEveryRecord();
    void clickSetsSelection();
    void keyboardMovesSelection();
    void followsSelectionFromElsewhere();
    void followsCandidateWithoutRecord();
    void typingFilters();
    void roundComboFilters();
    void l0ComboFilters();
    void filteringKeepsTheSelection();
    void refreshDropsVanishedFilters();
    void headerClickSortsByDuration();
    void buttonsRequestLogAndProfile();

private:
    ProjectSnapshotPtr m_rms;
    ProjectSnapshotPtr m_argmax;
    RecordsModel *m_model = nullptr;
    CandidateSelection *m_selection = nullptr;
    RecordsView *m_view = nullptr;
    QAbstractItemModelTester *m_tester = nullptr;
};

void TestRecordsView::initTestCase()
{
    m_rms = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"));
    QVERIFY(m_rms);
    m_argmax = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like"));
    QVERIFY(m_argmax);
}

void TestRecordsView::init()
{
    m_model = new RecordsModel;
    m_model->setSnapshot(m_rms);
    m_selection = new CandidateSelection;
    m_view = new RecordsView(m_model, m_selection);
    m_tester = new QAbstractItemModelTester(m_view->proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_view->resize(1200, 700);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
}

void TestRecordsView::cleanup()
{
    delete m_tester;
    delete m_view;
    delete m_selection;
    delete m_model;
}

void TestRecordsView::showsEveryRecord()
{
    QTableView *table = m_view->table();
    QCOMPARE(table->objectName(), QStringLiteral("recordsTableView"));
    QCOMPARE(table->model()->rowCount(), 41);
    QCOMPARE(visibleLines(table).first(), 1);
    QCOMPARE(visibleLines(table).last(), 41);
    QCOMPARE(comboTexts(m_view->roundFilter()),
             (QStringList {QStringLiteral("All"), QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2"),
                           QStringLiteral("3"), QStringLiteral("4")}));
    auto *workload = m_view->findChild<QComboBox *>(QStringLiteral("workloadFilterComboBox"));
    QVERIFY(workload);
    QCOMPARE(workload->count(), 5); // All + 2 dispatch paths × 2 dtypes
    for (const char *name : {"showInLogToolButton", "openBranchToolButton", "openProfileToolButton"}) {
        auto *button = m_view->findChild<QToolButton *>(QString::fromLatin1(name));
        QVERIFY(button);
        QVERIFY(!button->isEnabled()); // nothing chosen yet
    }
}

void TestRecordsView::clickSetsSelection()
{
    QSignalSpy changed(m_selection, &CandidateSelection::changed);
    QVERIFY(clickLine(m_view->table(), 18));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.first().at(1).value<QObject *>(), m_view);
    QCOMPARE(m_selection->candidateId(), QStringLiteral("v2_ubreuse"));
    QCOMPARE(m_selection->state().recordLine, 18);
    QCOMPARE(m_selection->round(), 2);
    QCOMPARE(m_selection->state().workloadKey, m_rms->records.records[17].workloadKey());
    QCOMPARE(m_view->table()->currentIndex().data(RecordsModel::LineRole).toInt(), 18);
    QVERIFY(m_view->findChild<QToolButton *>(QStringLiteral("showInLogToolButton"))->isEnabled());

    // The failing record.
    QVERIFY(clickLine(m_view->table(), 41));
    QCOMPARE(m_selection->candidateId(), QStringLiteral("v4_fp16acc"));
    QCOMPARE(m_selection->state().recordLine, 41);
    QCOMPARE(changed.size(), 2);
    // Clicking the same row again changes nothing.
    QVERIFY(clickLine(m_view->table(), 41));
    QCOMPARE(changed.size(), 2);
}

void TestRecordsView::keyboardMovesSelection()
{
    QVERIFY(clickLine(m_view->table(), 5));
    QTest::keyClick(m_view->table(), Qt::Key_Down);
    QCOMPARE(m_selection->state().recordLine, 6);
    QCOMPARE(m_selection->candidateId(), QStringLiteral("v1_bs4096"));
    QTest::keyClick(m_view->table(), Qt::Key_End, Qt::ControlModifier);
    QCOMPARE(m_selection->state().recordLine, 41);
}

void TestRecordsView::followsSelectionFromElsewhere()
{
    QObject chart; // another view of the same document
    QSignalSpy changed(m_selection, &CandidateSelection::changed);
    CandidateSelection::State state;
    state.candidateId = QStringLiteral("v3_wres");
    state.recordLine = 30;
    state.round = 3;
    m_selection->select(state, &chart);

    QTableView *table = m_view->table();
    QCOMPARE(table->currentIndex().data(RecordsModel::LineRole).toInt(), 30);
    const QModelIndexList rows = table->selectionModel()->selectedRows();
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.first().data(RecordsModel::LineRole).toInt(), 30);
    QVERIFY(table->viewport()->rect().contains(table->visualRect(table->currentIndex()).center()));
    // Following is not choosing: the view does not answer with a selection of its own.
    QCOMPARE(changed.size(), 1);
    QCOMPARE(m_selection->state(), state);
    QVERIFY(m_view->findChild<QToolButton *>(QStringLiteral("openBranchToolButton"))->isEnabled());

    // A click afterwards still selects.
    QVERIFY(clickLine(table, 2));
    QCOMPARE(m_selection->state().recordLine, 2);
    QCOMPARE(changed.size(), 2);
}

void TestRecordsView::followsCandidateWithoutRecord()
{
    QObject lineage;
    m_selection->selectCandidate(QStringLiteral("v2_pipe3"), &lineage);
    // The candidate's first record.
    QCOMPARE(m_view->table()->currentIndex().data(RecordsModel::LineRole).toInt(), 21);
    QCOMPARE(m_selection->state().recordLine, 0);

    m_selection->selectCandidate(QStringLiteral("no_such_candidate"), &lineage);
    QCOMPARE(m_view->table()->currentIndex().data(RecordsModel::LineRole).toInt(), 21);
}

void TestRecordsView::typingFilters()
{
    QLineEdit *text = m_view->textFilter();
    QCOMPARE(text->objectName(), QStringLiteral("textFilterLineEdit"));
    text->setFocus();
    QTest::keyClicks(text, QStringLiteral("v2_pipe3"));
    QCOMPARE(visibleLines(m_view->table()), (QList<int> {21, 22, 23, 24}));
    // Backspace widens the match again: "v2_pipe" also matches v2_pipe3 only (no other v2_pipe*).
    QTest::keyClick(text, Qt::Key_Backspace);
    QCOMPARE(m_view->table()->model()->rowCount(), 4);
    QTest::keyClick(text, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(text, QStringLiteral("FAIL"));
    QCOMPARE(visibleLines(m_view->table()), QList<int> {41});
    QTest::keyClick(text, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(text, Qt::Key_Delete);
    QCOMPARE(m_view->table()->model()->rowCount(), 41);
}

void TestRecordsView::roundComboFilters()
{
    QComboBox *round = m_view->roundFilter();
    round->setFocus();
    chooseByKeys(round, round->findText(QStringLiteral("1")));
    QCOMPARE(round->currentText(), QStringLiteral("1"));
    QCOMPARE(m_view->table()->model()->rowCount(), 12);
    QCOMPARE(visibleLines(m_view->table()).first(), 5);
    QCOMPARE(visibleLines(m_view->table()).last(), 16);
    chooseByKeys(round, round->findText(QStringLiteral("0")));
    QCOMPARE(visibleLines(m_view->table()), (QList<int> {1, 2, 3, 4}));
    chooseByKeys(round, 0);
    QCOMPARE(m_view->table()->model()->rowCount(), 41);
}

void TestRecordsView::l0ComboFilters()
{
    QComboBox *l0 = m_view->l0Filter();
    QCOMPARE(l0->objectName(), QStringLiteral("l0FilterComboBox"));
    l0->setFocus();
    chooseByKeys(l0, l0->findText(QStringLiteral("L0 failed")));
    QCOMPARE(visibleLines(m_view->table()), QList<int> {41});
    chooseByKeys(l0, l0->findText(QStringLiteral("Invalid lines")));
    QCOMPARE(m_view->table()->model()->rowCount(), 0);
    chooseByKeys(l0, l0->findText(QStringLiteral("L0 passed")));
    QCOMPARE(m_view->table()->model()->rowCount(), 40);
    // Filters add up: passed records of round 4.
    m_view->roundFilter()->setFocus();
    chooseByKeys(m_view->roundFilter(), m_view->roundFilter()->findText(QStringLiteral("4")));
    QCOMPARE(visibleLines(m_view->table()), (QList<int> {33, 34, 35, 36, 37, 38, 39, 40}));
}

void TestRecordsView::filteringKeepsTheSelection()
{
    // Hiding the chosen row is not choosing another record.
    QVERIFY(clickLine(m_view->table(), 13));
    QCOMPARE(m_selection->state().recordLine, 13);
    QSignalSpy changed(m_selection, &CandidateSelection::changed);
    m_view->textFilter()->setFocus();
    QTest::keyClicks(m_view->textFilter(), QStringLiteral("v3_"));
    QVERIFY(m_view->table()->model()->rowCount() > 0);
    QCOMPARE(changed.size(), 0);
    QCOMPARE(m_selection->state().recordLine, 13);
    QCOMPARE(m_selection->candidateId(), QStringLiteral("v1_pipe"));
    // With the row hidden no other row stands for it, and there is nothing to show in the log.
    QVERIFY(!m_view->table()->currentIndex().isValid());
    QVERIFY(m_view->table()->selectionModel()->selectedRows().isEmpty());
    QVERIFY(!m_view->findChild<QToolButton *>(QStringLiteral("showInLogToolButton"))->isEnabled());
    // Back without the filter, the chosen record is the current row again.
    QTest::keyClick(m_view->textFilter(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(m_view->textFilter(), Qt::Key_Backspace);
    QCOMPARE(m_view->table()->model()->rowCount(), 41);
    QCOMPARE(m_view->table()->currentIndex().data(RecordsModel::LineRole).toInt(), 13);
    QVERIFY(m_view->findChild<QToolButton *>(QStringLiteral("showInLogToolButton"))->isEnabled());
    // A filter that keeps the row keeps it current.
    m_view->l0Filter()->setFocus();
    chooseByKeys(m_view->l0Filter(), m_view->l0Filter()->findText(QStringLiteral("L0 passed")));
    QCOMPARE(m_view->table()->currentIndex().data(RecordsModel::LineRole).toInt(), 13);
    QCOMPARE(changed.size(), 0);
}

void TestRecordsView::refreshDropsVanishedFilters()
{
    QComboBox *round = m_view->roundFilter();
    round->setFocus();
    chooseByKeys(round, round->findText(QStringLiteral("4")));
    auto *workload = m_view->findChild<QComboBox *>(QStringLiteral("workloadFilterComboBox"));
    workload->setFocus();
    chooseByKeys(workload, workload->findText(QStringLiteral("short_row / fp16_4096x1024")));
    QCOMPARE(visibleLines(m_view->table()), (QList<int> {33, 37, 41})); // v4_sbs8192, v4_aivonly, v4_fp16acc

    // The Gen B run has no round 4 and none of these keys: the filters fall back to All, and so
    // does the table.
    QVERIFY(clickLine(m_view->table(), 37));
    QVERIFY(m_view->findChild<QToolButton *>(QStringLiteral("showInLogToolButton"))->isEnabled());
    m_model->setSnapshot(m_argmax);
    m_view->refreshFilters();
    // The reset dropped the current row: nothing to open.
    QVERIFY(!m_view->table()->currentIndex().isValid());
    QVERIFY(!m_view->findChild<QToolButton *>(QStringLiteral("showInLogToolButton"))->isEnabled());
    QCOMPARE(round->currentText(), QStringLiteral("All"));
    QCOMPARE(workload->currentIndex(), 0);
    QCOMPARE(m_view->table()->model()->rowCount(), 27);

    // A round both runs have stays chosen and keeps filtering.
    chooseByKeys(round, round->findText(QStringLiteral("2")));
    QCOMPARE(m_view->table()->model()->rowCount(), 12);
    m_model->setSnapshot(m_rms);
    m_view->refreshFilters();
    QCOMPARE(round->currentText(), QStringLiteral("2"));
    QCOMPARE(visibleLines(m_view->table()), (QList<int> {17, 18, 19, 20, 21, 22, 23, 24}));
}

void TestRecordsView::headerClickSortsByDuration()
{
    QTableView *table = m_view->table();
    QHeaderView *header = table->horizontalHeader();
    const QPoint at(header->sectionViewportPosition(RecordsModel::DurationColumn)
                        + header->sectionSize(RecordsModel::DurationColumn) / 2,
                    header->height() / 2);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(header->sortIndicatorSection(), int(RecordsModel::DurationColumn));
    auto durations = [table] {
        QList<double> out;
        for (int row = 0; row < table->model()->rowCount(); ++row)
            out.append(
                table->model()->index(row, RecordsModel::DurationColumn).data(RecordsModel::SortRole).toDouble());
        return out;
    };
    const Qt::SortOrder first = header->sortIndicatorOrder();
    QList<double> d = durations();
    QList<double> sorted = d;
    std::sort(sorted.begin(), sorted.end());
    if (first == Qt::DescendingOrder)
        std::reverse(sorted.begin(), sorted.end());
    QCOMPARE(d, sorted);
    QCOMPARE(visibleLines(table).at(first == Qt::AscendingOrder ? 0 : 40), 41); // 16.62 µs

    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, at);
    QVERIFY(header->sortIndicatorOrder() != first);
    QCOMPARE(visibleLines(table).at(first == Qt::AscendingOrder ? 40 : 0), 41);

    // Following the selection still finds the row wherever sorting put it.
    QObject other;
    CandidateSelection::State state;
    state.candidateId = QStringLiteral("v1_cores48");
    state.recordLine = 11;
    m_selection->select(state, &other);
    QCOMPARE(table->currentIndex().data(RecordsModel::LineRole).toInt(), 11);
}

void TestRecordsView::buttonsRequestLogAndProfile()
{
    QSignalSpy log(m_view, &RecordsView::openLogRequested);
    QSignalSpy branch(m_view, &RecordsView::openBranchRequested);
    QSignalSpy profile(m_view, &RecordsView::openProfileRequested);
    QVERIFY(clickLine(m_view->table(), 29));
    QTest::mouseClick(m_view->findChild<QToolButton *>(QStringLiteral("showInLogToolButton")), Qt::LeftButton);
    QCOMPARE(log.size(), 1);
    QCOMPARE(log.first().first().toInt(), 29);
    QTest::mouseClick(m_view->findChild<QToolButton *>(QStringLiteral("openBranchToolButton")), Qt::LeftButton);
    QCOMPARE(branch.size(), 1);
    QCOMPARE(branch.first().first().toString(), QStringLiteral("v3_wres"));
    QTest::mouseClick(m_view->findChild<QToolButton *>(QStringLiteral("openProfileToolButton")), Qt::LeftButton);
    QCOMPARE(profile.size(), 1);
    QCOMPARE(profile.first().first().toInt(), 29);
    // Return on a row opens it in the log.
    m_view->table()->setFocus();
    QTest::keyClick(m_view->table(), Qt::Key_Return);
    QCOMPARE(log.size(), 2);
    QCOMPARE(log.last().first().toInt(), 29);
}

QTEST_MAIN(TestRecordsView)
#include "tst_recordsview.moc"
