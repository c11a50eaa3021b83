// SPDX-License-Identifier: MIT
// The profile browser driven like a reviewer drives it: clicks in the tree, the summary's file
// buttons, the filter box, the compare menu; screenshots of each page land in build/screenshots/.
#include "profiles/csvstatisticsmodel.h"
#include "profiles/msprofcsvmodel.h"
#include "profiles/msprofcsvproxy.h"
#include "profiles/msprofcsvview.h"
#include "profiles/profilebarchart.h"
#include "profiles/profilebrowser.h"
#include "profiles/profilecomparemodel.h"
#include "profiles/profilecompareproxy.h"
#include "profiles/profilecompareview.h"
#include "profiles/profilesummaryview.h"
#include "profiles/profiletreemodel.h"
#include "run/candidateselection.h"
#include "run/projectloader.h"

#include <QAbstractItemDelegate>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>
#include <functional>

namespace {

const QString demoRun = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/perf_opt");
const QString nestedDir
    = QStringLiteral("perf_opt/profiles/round3/v3_bs4096/short_row_fp16/OPPROF_20260924130328_KSUGRVKTEWUAEJKA");
const QString wresDir
    = QStringLiteral("perf_opt/profiles/round3/v3_wres/short_row_fp16/OPPROF_20260924130625_JWLJYAMZTIKEDAWC");
const QString parentDir
    = QStringLiteral("perf_opt/profiles/round2/v2_ubreuse/short_row_fp16/OPPROF_20260924114145_RZCRDNUVWAQTJWOY");
const QString baselineDir
    = QStringLiteral("perf_opt/profiles/round0/baseline/short_row_fp16/OPPROF_20260924090650_AVRUWERSZXBNILYU");
const QString samples = QStringLiteral(PERFOPT_SHARED_DIR "/samples/msprof");
const QString a3Dir = QStringLiteral("tile-ai__tilelang-ascend/custom/sigmoid/perf_tuning/msprof_output_iter1_after/"
                                     "OPPROF_20260803154619_ETRNHYWCPRERQANJ");
const QString cann852Dir = QStringLiteral(
    "neo-pan__ascend-msprof-skill/tests/fixtures/real_cann852_workload_pair/shape-256/reports/followups/"
    "collect_default_metric_followup/OPPROF_001");
const QString screenshots = QStringLiteral(PERFOPT_BINARY_DIR "/screenshots");

// Clicks the tree row of a path the way a user does: on the name, in the viewport.
void clickTree(ProfileBrowser &browser, const QString &relativePath)
{
    const QModelIndex source = browser.treeModel()->indexForPath(relativePath);
    QVERIFY2(source.isValid(), qPrintable(relativePath));
    const QModelIndex index = browser.treeProxy()->mapFromSource(source);
    browser.tree()->scrollTo(index);
    const QRect rect = browser.tree()->visualRect(index);
    QVERIFY2(rect.isValid(), qPrintable(relativePath));
    QTest::mouseClick(browser.tree()->viewport(), Qt::LeftButton, {}, rect.center());
}

// Picks an action of the menu a tool button pops up, by object name, with real clicks.
void triggerMenuAction(QToolButton *button, const QString &actionName)
{
    bool triggered = false;
    QTimer::singleShot(100, button, [&] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu)
            return;
        for (QAction *action : menu->actions()) {
            if (action->objectName() == actionName && action->isEnabled()) {
                // Highlight the item, then Return: a click right after the popup opens is swallowed
                // by QMenu's protection against the release of the opening press.
                menu->setActiveAction(action);
                QTest::keyClick(menu, Qt::Key_Return);
                triggered = true;
                return;
            }
        }
        menu->close();
    });
    QTest::mouseClick(button, Qt::LeftButton);
    QTRY_VERIFY2(triggered, qPrintable(actionName));
}

bool waitIdle(ProfileBrowser &browser)
{
    QElapsedTimer timer;
    timer.start();
    while (browser.isBusy() && timer.elapsed() < 20000)
        QTest::qWait(20);
    QTest::qWait(50);
    return !browser.isBusy();
}

void save(QWidget *widget, const QString &name)
{
    QDir().mkpath(screenshots);
    QVERIFY(widget->grab().save(screenshots + QLatin1Char('/') + name));
}

} // namespace

class TestProfileBrowser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void treeToSummaryToTable();
    void launchLevel();
    void followsAndSetsSelection();
    void compareWithParent();
    void compareGenerations();
    void viewerFileOpensOnlyOnClick();
    void badFilesReportedWithLines();
    void reloadKeepsPage();
    void treeShowsWholeDurations();

private:
    ProjectSnapshotPtr m_snapshot;
};

void TestProfileBrowser::initTestCase()
{
    m_snapshot = ProjectLoader::load(demoRun);
    QVERIFY(m_snapshot);
    QVERIFY(m_snapshot->profiles.runs().size() > 30);
}

void TestProfileBrowser::treeToSummaryToTable()
{
    CandidateSelection selection;
    ProfileBrowser browser(&selection);
    browser.resize(1400, 900);
    browser.setSnapshot(m_snapshot);
    browser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    QSignalSpy shown(&browser, &ProfileBrowser::runShown);

    clickTree(browser, nestedDir);
    QCOMPARE(shown.size(), 1);
    QCOMPARE(browser.currentPage(), ProfileBrowser::SummaryPage);
    ProfileSummaryView *summary = browser.summaryView();
    QTRY_COMPARE(summary->summary().runDir, nestedDir);
    QVERIFY(waitIdle(browser));
    QCOMPARE(summary->summary().launchIndex, 1);
    QCOMPARE(summary->cardValue(QStringLiteral("op_name"))->text(), QStringLiteral("main_kernel_mix_aic"));
    QCOMPARE(summary->cardValue(QStringLiteral("block_dim"))->text(), QStringLiteral("24"));
    QVERIFY(summary->cardValue(QStringLiteral("frequency"))->text().startsWith(QLatin1String("1800 / 1800 MHz")));
    QVERIFY2(summary->durationLabel()->text().contains(QLatin1String("17.920 us")),
             qPrintable(summary->durationLabel()->text()));
    QVERIFY(summary->launchChart()->isVisible());
    QCOMPARE(summary->launchChart()->bars().size(), 3);
    QVERIFY(summary->launchChart()->bars().at(1).emphasised);
    QCOMPARE(summary->pipeChart(ProfileSummary::Core::Aiv)->bars().size(), 4); // vector, scalar, MTE2, MTE3
    QCOMPARE(summary->blockChart(ProfileSummary::Core::Aiv)->bars().size(), 48);
    QCOMPARE(summary->blockChart(ProfileSummary::Core::Aic)->bars().size(), 24);
    QVERIFY(summary->balanceLabel(ProfileSummary::Core::Aiv)->text().contains(QLatin1String("slowest block")));
    QVERIFY(summary->metricsTree()->topLevelItemCount() == 3);
    save(&browser, QStringLiteral("profile-summary.png"));
    auto *scroll = summary->findChild<QScrollArea *>(QStringLiteral("summaryScrollArea"));
    scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
    save(&browser, QStringLiteral("profile-summary-metrics.png"));
    scroll->verticalScrollBar()->setValue(0);

    // Summary → table: the PipeUtilization button of the shown launch.
    auto *button = summary->findChild<QPushButton *>(QStringLiteral("PipeUtilizationFileButton"));
    QVERIFY(button);
    summary->findChild<QWidget *>(QStringLiteral("summaryScrollArea"))->setFocus();
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(browser.currentPage(), ProfileBrowser::TablePage);
    MsprofCsvView *csv = browser.csvView();
    QTRY_COMPARE(csv->model()->rowCount(), 72);
    QVERIFY(csv->displayPath().endsWith(QLatin1String("main_kernel_mix_aic/1/PipeUtilization_20260924130342537.csv")));
    QCOMPARE(browser.tree()->currentIndex().data().toString(), QStringLiteral("PipeUtilization_20260924130342537.csv"));
    QTRY_VERIFY(csv->statisticsModel()->rowsCounted() == 72);
    QVERIFY(csv->diagnosticsLabel()->isHidden());

    // Sort by aiv_time: click its header twice for the slowest first.
    const int aivTime = csv->csv()->columnIndex(QStringLiteral("aiv_time(us)"));
    QHeaderView *header = csv->table()->horizontalHeader();
    csv->table()->scrollTo(csv->proxy()->index(0, aivTime));
    const QPoint section(header->sectionViewportPosition(aivTime) + header->sectionSize(aivTime) / 2,
                         header->height() / 2);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, section);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, section);
    QCOMPARE(header->sortIndicatorSection(), aivTime);
    QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);
    const double slowest = csv->proxy()->index(0, aivTime).data(MsprofCsvModel::NumberRole).toDouble();
    const ProfileSummary::LoadBalance *balance = summary->summary().loadBalance(ProfileSummary::Core::Aiv);
    QCOMPARE(slowest, balance->timeUs.max);

    // Filter by typing, as a reviewer would.
    csv->filterEdit()->setFocus();
    QTest::keyClicks(csv->filterEdit(), QStringLiteral("vector1"));
    QTRY_COMPARE(csv->proxy()->rowCount(), 24);
    QTRY_COMPARE(csv->statisticsModel()->rowsCounted(), 24);
    csv->table()->scrollToTop();
    csv->table()->scrollTo(csv->proxy()->index(0, 0));
    save(&browser, QStringLiteral("profile-table.png"));

    // And back to the summary with the toolbar button.
    QTest::mouseClick(browser.findChild<QToolButton *>(QStringLiteral("showSummaryToolButton")), Qt::LeftButton);
    QCOMPARE(browser.currentPage(), ProfileBrowser::SummaryPage);
    QTRY_COMPARE(summary->summary().runDir, nestedDir);
}

void TestProfileBrowser::launchLevel()
{
    CandidateSelection selection;
    ProfileBrowser browser(&selection);
    browser.resize(1200, 800);
    browser.setSnapshot(m_snapshot);
    browser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    const QModelIndex run = browser.treeProxy()->mapFromSource(browser.treeModel()->indexForRun(nestedDir));
    browser.tree()->expand(run);
    const QString launch2 = nestedDir + QStringLiteral("/main_kernel_mix_aic/2");
    browser.tree()->expand(browser.treeProxy()->mapFromSource(
        browser.treeModel()->indexForPath(nestedDir + QStringLiteral("/main_kernel_mix_aic"))));
    clickTree(browser, launch2);
    QTRY_COMPARE(browser.summaryView()->summary().launchIndex, 2);
    QCOMPARE(browser.summaryView()->summary().launchInfo.taskDurationUs, 17.9);
    QCOMPARE(browser.currentLaunch(), 2);
    QVERIFY(browser.summaryView()->titleLabel()->text().endsWith(QLatin1String("2")));
}

void TestProfileBrowser::followsAndSetsSelection()
{
    CandidateSelection selection;
    ProfileBrowser browser(&selection);
    browser.resize(1200, 800);
    browser.setSnapshot(m_snapshot);
    browser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&browser));

    // A record selected elsewhere (line 29: v3_wres on short_row fp16) shows its run.
    CandidateSelection::State state;
    state.candidateId = QStringLiteral("v3_wres");
    state.recordLine = 29;
    selection.select(state);
    QCOMPARE(browser.currentRun(), wresDir);
    QTRY_COMPARE(browser.summaryView()->summary().runDir, wresDir);
    QCOMPARE(browser.treeModel()->relativePath(browser.treeProxy()->mapToSource(browser.tree()->currentIndex())),
             wresDir);

    // A candidate without a record line: its run on the workload shown now.
    CandidateSelection::State candidate;
    candidate.candidateId = QStringLiteral("v3_bs4096");
    selection.select(candidate);
    QCOMPARE(browser.currentRun(), nestedDir);

    // Clicking a run selects the record that cites it.
    QSignalSpy changed(&selection, &CandidateSelection::changed);
    clickTree(browser, parentDir);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(selection.state().recordLine, 17);
    QCOMPARE(selection.state().candidateId, QStringLiteral("v2_ubreuse"));
    QCOMPARE(changed.first().at(1).value<QObject *>(), &browser);
    QCOMPARE(browser.treeModel()->index(0, 0).data().toString(), QStringLiteral("ab_round3"));
}

void TestProfileBrowser::compareWithParent()
{
    CandidateSelection selection;
    ProfileBrowser browser(&selection);
    browser.resize(1400, 900);
    browser.setSnapshot(m_snapshot);
    browser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    clickTree(browser, nestedDir);
    QVERIFY(waitIdle(browser));

    QSignalSpy compared(&browser, &ProfileBrowser::comparisonShown);
    triggerMenuAction(browser.compareButton(), QStringLiteral("compareParentAction"));
    QCOMPARE(browser.currentPage(), ProfileBrowser::ComparePage);
    QTRY_COMPARE(compared.size(), 1);
    QCOMPARE(compared.first().at(0).toString(), parentDir);
    QCOMPARE(compared.first().at(1).toString(), nestedDir);
    ProfileCompareView *view = browser.compareView();
    QVERIFY2(view->verdictLabel()->text().contains(QLatin1String("faster")), qPrintable(view->verdictLabel()->text()));
    QCOMPARE(view->comparison().taskDuration, NoiseClass::Improved);
    QCOMPARE(view->model()->mode(), ProfileCompareModel::Mode::Summary);
    QVERIFY(view->model()->rowCount() > 10);

    // Changed-only hides the figures within noise.
    const int all = view->proxy()->rowCount();
    QTest::mouseClick(view->changedOnlyCheck(), Qt::LeftButton);
    QVERIFY(view->proxy()->rowCount() < all);
    QVERIFY(view->proxy()->rowCount() > 0);
    QTest::mouseClick(view->changedOnlyCheck(), Qt::LeftButton);
    QCOMPARE(view->proxy()->rowCount(), all);
    save(&browser, QStringLiteral("profile-compare-summary.png"));

    // The PipeUtilization table: 72 rows on both sides, four columns per value column.
    view->metricCombo()->setFocus();
    const int at = view->metricCombo()->findData(QStringLiteral("PipeUtilization"));
    QVERIFY(at > 0);
    view->metricCombo()->setCurrentIndex(at);
    QCOMPARE(view->shownMetric(), QStringLiteral("PipeUtilization"));
    QCOMPARE(view->model()->rowCount(), 72);
    QCOMPARE(view->model()->columnCount(), 2 + 32 * 4);
    QTest::keyClicks(view->columnFilterEdit(), QStringLiteral("aiv_time"));
    QCOMPARE(view->proxy()->columnCount(), 2 + 4);
    save(&browser, QStringLiteral("profile-compare.png"));

    // Swap A and B.
    QTest::mouseClick(view->swapButton(), Qt::LeftButton);
    QTRY_COMPARE(compared.size(), 2);
    QCOMPARE(compared.last().at(0).toString(), nestedDir);
    QCOMPARE(view->comparison().taskDuration, NoiseClass::Regressed);

    // From a record: the baseline.
    QVERIFY(browser.compareRecordWith(25, ProfileBrowser::CompareTarget::Baseline));
    QTRY_COMPARE(compared.size(), 3);
    QCOMPARE(compared.last().at(0).toString(), baselineDir);
}

// CANN 8.5.2 against 26.x: the PipeUtilization columns only one side has are shown as such.
void TestProfileBrowser::compareGenerations()
{
    ProfileBrowser browser(nullptr);
    browser.resize(1400, 900);
    browser.setProfileIndex(ProfileIndex::scan(samples, QStringLiteral(".")));
    browser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    QVERIFY(browser.compareRuns(cann852Dir, a3Dir));
    QVERIFY(waitIdle(browser));
    ProfileCompareView *view = browser.compareView();
    QTRY_VERIFY(view->showMetric(QStringLiteral("PipeUtilization")));
    ProfileCompareModel *model = view->model();
    QCOMPARE(model->columnCount(), 2 + 30 * 4 + 2 + 16); // keys, both sides, only A, only B
    int onlyB = 0;
    for (int c = 0; c < model->columnCount(); ++c)
        onlyB += model->part(c) == ProfileCompareModel::Part::OnlyB;
    QCOMPARE(onlyB, 16);
    QVERIFY(view->noteLabel()->text().contains(QLatin1String("cann8")));
    QVERIFY(view->metricCombo()->findText(QStringLiteral("MemoryL0 (only in B)")) > 0);
    view->setColumnFilter(QStringLiteral("scalar"));
    save(&browser, QStringLiteral("profile-compare-versions.png"));
}

void TestProfileBrowser::viewerFileOpensOnlyOnClick()
{
    const QString project = QStringLiteral(PERFOPT_TEST_DATA_DIR "/msprof/project");
    ProfileBrowser browser(nullptr);
    QList<QUrl> opened;
    browser.setUrlOpener([&opened](const QUrl &url) {
        opened.append(url);
        return true;
    });
    browser.resize(1100, 700);
    browser.setProfileIndex(ProfileIndex::scan(project, QStringLiteral("perf_opt/profiles")));
    browser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    const QString trace
        = QStringLiteral("perf_opt/profiles/sim/OPPROF_20260813152110_SIMULATORFLATRUN/simulator/trace.json");
    const QModelIndex run = browser.treeProxy()->mapFromSource(browser.treeModel()->indexForRun(
        QStringLiteral("perf_opt/profiles/sim/OPPROF_20260813152110_SIMULATORFLATRUN")));
    browser.tree()->expand(run);
    clickTree(browser, trace);
    QCOMPARE(browser.currentPage(), ProfileBrowser::FilePage);
    QVERIFY(browser.fileLabel()->text().contains(QLatin1String("trace.json")));
    const qint64 size = QFileInfo(project + QLatin1Char('/') + trace).size();
    QVERIFY2(browser.fileLabel()->text().contains(QStringLiteral("%1 bytes").arg(size)),
             qPrintable(browser.fileLabel()->text()));
    QVERIFY(opened.isEmpty()); // nothing is opened by selecting
    QTest::mouseClick(browser.openWithButton(), Qt::LeftButton);
    QCOMPARE(opened.size(), 1);
    QVERIFY(opened.first().isLocalFile());
    QCOMPARE(opened.first().toLocalFile(), QFileInfo(project + QLatin1Char('/') + trace).canonicalFilePath());
    QVERIFY(!browser.openExternally(QStringLiteral("../../etc/passwd")));
    QCOMPARE(opened.size(), 1);
}

void TestProfileBrowser::badFilesReportedWithLines()
{
    const QString root = QStringLiteral(PERFOPT_TEST_DATA_DIR "/msprof/bad_run");
    const QString run = QStringLiteral("perf_opt/profiles/round1/v1_bad/OPPROF_20260901000000_BADFILESINONERUN");
    ProfileBrowser browser(nullptr);
    browser.resize(1200, 800);
    browser.setProfileIndex(ProfileIndex::scan(root, QStringLiteral("perf_opt/profiles")));
    browser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    QSignalSpy diagnostics(&browser, &ProfileBrowser::diagnosticsChanged);
    clickTree(browser, run);
    QTRY_VERIFY(!diagnostics.isEmpty());
    const Diagnostics reported = diagnostics.last().first().value<Diagnostics>();
    QStringList where;
    for (const Diagnostic &d : reported)
        where.append(d.location().section(QLatin1Char('/'), -1));
    QVERIFY2(where.contains(QStringLiteral("OpBasicInfo.csv")), qPrintable(where.join(QLatin1Char(' '))));
    QVERIFY(where.contains(QStringLiteral("PipeUtilization.csv:4")));
    QVERIFY(std::any_of(where.cbegin(), where.cend(),
                        [](const QString &w) { return w.startsWith(QLatin1String("L2Cache.csv:3:")); }));
    QVERIFY(where.contains(QStringLiteral("Memory.csv:1")));
    QVERIFY(browser.summaryView()->diagnosticsLabel()->isVisible());
    QVERIFY(browser.summaryView()->pipeChart(ProfileSummary::Core::Aiv)->isVisible()); // the rest still shows

    browser.showFile(run + QStringLiteral("/PipeUtilization.csv"));
    QTRY_COMPARE(browser.csvView()->model()->rowCount(), 5);
    QVERIFY(browser.csvView()->diagnosticsLabel()->isVisible());
    QVERIFY(browser.csvView()->diagnosticsLabel()->text().contains(QLatin1String("PipeUtilization.csv:4")));
    QCOMPARE(browser.diagnostics().size(), 1);
    QCOMPARE(browser.diagnostics().first().line, 4);
    save(&browser, QStringLiteral("profile-bad-file.png"));
}

void TestProfileBrowser::reloadKeepsPage()
{
    CandidateSelection selection;
    ProfileBrowser browser(&selection);
    browser.setSnapshot(m_snapshot);
    QVERIFY(browser.showRun(nestedDir, 2));
    QVERIFY(waitIdle(browser));
    browser.setSnapshot(ProjectLoader::load(demoRun));
    QCOMPARE(browser.currentPage(), ProfileBrowser::SummaryPage);
    QCOMPARE(browser.currentRun(), nestedDir);
    QTRY_COMPARE(browser.summaryView()->summary().launchIndex, 2);
}

QTEST_MAIN(TestProfileBrowser)
#include "tst_profilebrowser.moc"

void TestProfileBrowser::treeShowsWholeDurations()
{
    // At the default window size (1400×860 less the explorer dock) the Profiles page is about
    // 1010 px wide and the tree gets 31/70 of it. Every Task Duration text must be on screen whole:
    // the column as wide as its widest text, and all of it inside the viewport, not cut at its edge.
    CandidateSelection selection;
    ProfileBrowser browser(&selection);
    browser.resize(1010, 680);
    browser.setSnapshot(m_snapshot);
    browser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    QTreeView *tree = browser.tree();
    QHeaderView *header = tree->header();
    QCOMPARE(tree->textElideMode(), Qt::ElideRight); // long names end in an ellipsis, not a cut
    const auto check = [&](const char *when) {
        QApplication::processEvents();
        const int column = ProfileTreeModel::TaskDurationColumn;
        QCOMPARE(tree->horizontalScrollBar()->value(), 0);
        const int left = header->sectionViewportPosition(column);
        const int width = header->sectionSize(column);
        QVERIFY2(left >= 0 && left + width <= tree->viewport()->width(),
                 qPrintable(QStringLiteral("%1: Task Duration spans %2..%3 of a %4 px viewport")
                                .arg(QLatin1String(when))
                                .arg(left)
                                .arg(left + width)
                                .arg(tree->viewport()->width())));
        int texts = 0;
        const std::function<void(const QModelIndex &)> visit = [&](const QModelIndex &parent) {
            for (int row = 0; row < tree->model()->rowCount(parent); ++row) {
                const QModelIndex name = tree->model()->index(row, 0, parent);
                const QModelIndex index = name.siblingAtColumn(column);
                if (!index.data().toString().isEmpty()) {
                    QStyleOptionViewItem option;
                    option.initFrom(tree);
                    const int needed = tree->itemDelegateForIndex(index)->sizeHint(option, index).width();
                    QVERIFY2(needed <= width,
                             qPrintable(QStringLiteral("%1: \"%2\" needs %3 px, has %4")
                                            .arg(QLatin1String(when), index.data().toString())
                                            .arg(needed)
                                            .arg(width)));
                    ++texts;
                }
                if (tree->isExpanded(name))
                    visit(name);
            }
        };
        visit({});
        QVERIFY(texts > 30);
    };
    check("folders expanded");
    tree->expandAll(); // launches: the median one in bold
    check("all expanded");
    browser.resize(800, 680); // a smaller window: the names give way, not the durations
    check("narrower");
    browser.resize(1400, 680);
    check("wider");
    save(&browser, QStringLiteral("profile-tree-default-size.png"));
}
