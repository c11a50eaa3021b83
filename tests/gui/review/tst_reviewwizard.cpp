// SPDX-License-Identifier: MIT
// ReviewWizard offscreen, driven by real events: Next/Back through the phases, a manual tick, an
// override refused without a reason and accepted with one, a note, an evidence line that asks the
// workbench to show it, the exports of the last page, and a new wizard on the same database file
// resuming where the last one stopped. Screenshots of every page (en, zh_CN) go to
// <build>/screenshots/.
#include "base/localization.h"
#include "base/messagebox.h"
#include "review/checklistmodel.h"
#include "review/checklistreview.h"
#include "review/exportactions.h"
#include "review/reviewintropage.h"
#include "review/reviewphasepage.h"
#include "review/reviewsummarypage.h"
#include "review/reviewwizard.h"
#include "review/workspacedatabase.h"
#include "run/projectloader.h"
#include "runcopy.h"
#include "ui_reviewintropage.h"
#include "ui_reviewphasepage.h"
#include "ui_reviewsummarypage.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using Status = ChecklistVerdict::Status;

class TestReviewWizard : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void navigatesWithRealEvents();
    void modelPassesTester();
    void manualTickAndNote();
    void overrideNeedsReason();
    void evidenceAsksToShowIt();
    void resumesAfterRestart();
    void exportsFromLastPage();
    void screenshots_data();
    void screenshots();

private:
    void click(QWidget *widget);
    void clickNext(ReviewWizard &wizard);
    void goToPage(ReviewWizard &wizard, int id);
    void selectItem(ReviewPhasePage *page, const QString &itemId);
    std::unique_ptr<ReviewWizard> makeWizard();

    QTemporaryDir m_root {RunCopy::tempTemplate()};
    QString m_run;
    QString m_dbPath;
    ProjectSnapshotPtr m_snapshot;
    std::unique_ptr<WorkspaceDatabase> m_db;
    QTranslator m_translator;
};

void TestReviewWizard::initTestCase()
{
    QVERIFY(m_root.isValid());
    m_run = m_root.filePath(QStringLiteral("demo/rms_norm"));
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("rms_norm")), m_run));
    m_snapshot = ProjectLoader::load(m_run);
    QVERIFY(m_snapshot->layout.isValid());
    qputenv("SOURCE_DATE_EPOCH", "1760000000");
    qputenv("USER", "tester");
}

void TestReviewWizard::init()
{
    static int n = 0;
    m_dbPath = m_root.filePath(QStringLiteral("workspace-%1.sqlite").arg(++n));
    m_db = std::make_unique<WorkspaceDatabase>();
    QVERIFY(m_db->open(m_dbPath));
    MessageBox::clearAnswers();
}

void TestReviewWizard::cleanup()
{
    m_db.reset();
}

std::unique_ptr<ReviewWizard> TestReviewWizard::makeWizard()
{
    auto wizard = std::make_unique<ReviewWizard>(m_snapshot, GateReport {}, m_db.get());
    wizard->show();
    if (!QTest::qWaitForWindowExposed(wizard.get()))
        return nullptr;
    return wizard;
}

void TestReviewWizard::click(QWidget *widget)
{
    QVERIFY(widget->isVisible());
    QVERIFY(widget->isEnabled());
    QTest::mouseClick(widget, Qt::LeftButton, {}, widget->rect().center());
}

void TestReviewWizard::clickNext(ReviewWizard &wizard)
{
    click(wizard.button(QWizard::NextButton));
}

void TestReviewWizard::goToPage(ReviewWizard &wizard, int id)
{
    while (wizard.currentId() < id)
        clickNext(wizard);
    while (wizard.currentId() > id)
        click(wizard.button(QWizard::BackButton));
    QCOMPARE(wizard.currentId(), id);
}

void TestReviewWizard::selectItem(ReviewPhasePage *page, const QString &itemId)
{
    QTableView *view = page->ui()->itemsTableView;
    const QModelIndex index = page->model()->index(page->model()->rowOf(itemId), ChecklistModel::AutomaticColumn);
    QVERIFY2(index.isValid(), qPrintable(itemId));
    view->scrollTo(index);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
    QCOMPARE(page->currentItemId(), itemId);
}

void TestReviewWizard::navigatesWithRealEvents()
{
    auto wizard = makeWizard();
    QVERIFY(wizard);
    QCOMPARE(wizard->currentId(), int(ReviewWizard::IntroPageId));
    QLineEdit *author = wizard->introPage()->ui()->authorLineEdit;
    QCOMPARE(author->text(), QStringLiteral("tester"));
    author->selectAll();
    QTest::keyClicks(author, QStringLiteral("Ada"));
    QVERIFY(!wizard->button(QWizard::BackButton)->isVisible());
    clickNext(*wizard);
    QCOMPARE(wizard->currentId(), int(ReviewWizard::FirstPhasePageId));
    QVERIFY(wizard->currentPage()->title().startsWith(QLatin1String("Phase 0")));
    QCOMPARE(m_db->reviewSession(m_snapshot->runKey()).author, QStringLiteral("Ada"));
    for (int phase = 1; phase < Checklist::PhaseCount; ++phase) {
        clickNext(*wizard);
        QCOMPARE(wizard->currentId(), ReviewWizard::FirstPhasePageId + phase);
        QVERIFY(wizard->currentPage()->title().startsWith(QStringLiteral("Phase %1").arg(phase)));
        // Every page starts with its first item selected, its evidence listed.
        QVERIFY(!wizard->phasePage(phase)->currentItemId().isEmpty());
    }
    clickNext(*wizard);
    QCOMPARE(wizard->currentId(), int(ReviewWizard::SummaryPageId));
    QVERIFY(wizard->summaryPage()->ui()->countsLabel->text().contains(QLatin1String("pass")));
    QCOMPARE(m_db->reviewSession(m_snapshot->runKey()).currentPage, int(ReviewWizard::SummaryPageId));
    click(wizard->button(QWizard::BackButton));
    QCOMPARE(wizard->currentId(), ReviewWizard::FirstPhasePageId + 4);
    QCOMPARE(m_db->reviewSession(m_snapshot->runKey()).currentPage, ReviewWizard::FirstPhasePageId + 4);
    // Finish marks the review finished.
    goToPage(*wizard, ReviewWizard::SummaryPageId);
    click(wizard->button(QWizard::FinishButton));
    QVERIFY(m_db->reviewSession(m_snapshot->runKey()).finished);
}

void TestReviewWizard::modelPassesTester()
{
    ChecklistReview review(m_snapshot, GateReport {}, m_db.get());
    for (int phase = 0; phase < Checklist::PhaseCount; ++phase) {
        ChecklistModel model(&review, phase);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), int(review.checklist().itemsOfPhase(phase).size()));
        // Checking a manual item ticks it; automatic items are not checkable.
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex index = model.index(row, ChecklistModel::ItemColumn);
            const bool manual = review.verdict(model.itemId(row)).status == Status::Manual;
            QCOMPARE(bool(model.flags(index) & Qt::ItemIsUserCheckable), manual);
            QCOMPARE(model.setData(index, Qt::Checked, Qt::CheckStateRole), manual);
            if (manual)
                QCOMPARE(review.effectiveStatus(model.itemId(row)), Status::Pass);
        }
    }
}

void TestReviewWizard::manualTickAndNote()
{
    auto wizard = makeWizard();
    QVERIFY(wizard);
    goToPage(*wizard, ReviewWizard::FirstPhasePageId);
    ReviewPhasePage *page = wizard->phasePage(0);
    selectItem(page, QStringLiteral("p0.similar-ops"));
    QCheckBox *tick = page->ui()->manualCheckBox;
    QVERIFY(tick->isVisible());
    click(tick);
    QCOMPARE(wizard->review()->effectiveStatus(QStringLiteral("p0.similar-ops")), Status::Pass);
    QCOMPARE(page->model()
                 ->index(page->model()->rowOf(QStringLiteral("p0.similar-ops")), ChecklistModel::ItemColumn)
                 .data(Qt::CheckStateRole)
                 .toInt(),
             int(Qt::Checked));
    // Automatic items have no tick.
    selectItem(page, QStringLiteral("p0.operator-type"));
    QVERIFY(!tick->isVisible());
    // A note, typed and kept when the page is left.
    click(page->ui()->notePlainTextEdit);
    QTest::keyClicks(page->ui()->notePlainTextEdit, QStringLiteral("mix: cube0 idles"));
    clickNext(*wizard);
    QCOMPARE(m_db->checklistState(m_snapshot->runKey()).size(), 2);
    QCOMPARE(wizard->review()->state(QStringLiteral("p0.operator-type")).note, QStringLiteral("mix: cube0 idles"));
    // And back: the note is shown for its item only.
    click(wizard->button(QWizard::BackButton));
    selectItem(page, QStringLiteral("p0.operator-type"));
    QCOMPARE(page->ui()->notePlainTextEdit->toPlainText(), QStringLiteral("mix: cube0 idles"));
    selectItem(page, QStringLiteral("p0.trap-stamps"));
    QVERIFY(page->ui()->notePlainTextEdit->toPlainText().isEmpty());
}

void TestReviewWizard::overrideNeedsReason()
{
    auto wizard = makeWizard();
    QVERIFY(wizard);
    goToPage(*wizard, ReviewWizard::FirstPhasePageId + 3);
    ReviewPhasePage *page = wizard->phasePage(3);
    selectItem(page, QStringLiteral("p3.speedups"));
    QComboBox *combo = page->ui()->overrideComboBox;
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Down);
    QTest::keyClick(combo, Qt::Key_Down);
    QCOMPARE(combo->currentData().toInt(), int(Status::Fail));
    // Without a reason: refused, said inline, nothing stored.
    click(page->ui()->applyOverrideButton);
    QVERIFY(page->ui()->overrideErrorLabel->isVisible());
    QCOMPARE(wizard->review()->effectiveStatus(QStringLiteral("p3.speedups")), Status::Pass);
    QVERIFY(m_db->checklistState(m_snapshot->runKey()).isEmpty());
    // With one: applied.
    QTest::keyClicks(page->ui()->reasonLineEdit, QStringLiteral("1.71x is rounded down"));
    click(page->ui()->applyOverrideButton);
    QVERIFY(!page->ui()->overrideErrorLabel->isVisible());
    QCOMPARE(wizard->review()->effectiveStatus(QStringLiteral("p3.speedups")), Status::Fail);
    const QList<ChecklistItemState> stored = m_db->checklistState(m_snapshot->runKey());
    QCOMPARE(stored.size(), 1);
    QCOMPARE(stored.first().reason, QStringLiteral("1.71x is rounded down"));
    const QModelIndex review
        = page->model()->index(page->model()->rowOf(QStringLiteral("p3.speedups")), ChecklistModel::ReviewColumn);
    QVERIFY(review.data().toString().contains(QLatin1String("overridden")));
    // The summary lists it.
    goToPage(*wizard, ReviewWizard::SummaryPageId);
    QVERIFY(wizard->summaryPage()->ui()->countsLabel->text().contains(QLatin1String("1</b> fail")));
    QVERIFY(!wizard->summaryPage()
                 ->ui()
                 ->attentionTreeWidget->findItems(QStringLiteral("geometric mean"), Qt::MatchContains)
                 .isEmpty());
    // Clearing it: "No override" and Apply.
    goToPage(*wizard, ReviewWizard::FirstPhasePageId + 3);
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Home);
    click(page->ui()->applyOverrideButton);
    QCOMPARE(wizard->review()->effectiveStatus(QStringLiteral("p3.speedups")), Status::Pass);
}

void TestReviewWizard::evidenceAsksToShowIt()
{
    auto wizard = makeWizard();
    QVERIFY(wizard);
    QSignalSpy show(wizard.get(), &ReviewWizard::showEvidence);
    goToPage(*wizard, ReviewWizard::FirstPhasePageId);
    ReviewPhasePage *page = wizard->phasePage(0);
    selectItem(page, QStringLiteral("p0.operator-type"));
    QListWidget *list = page->ui()->evidenceListWidget;
    QVERIFY(list->isVisible());
    QCOMPARE(list->count(), 1);
    QVERIFY(list->item(0)->text().startsWith(QLatin1String("perf_opt/opt_log.md:5")));
    const QRect rect = list->visualItemRect(list->item(0));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
    QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(show.count(), 1);
    QCOMPARE(show.first().at(0).toString(), QStringLiteral("perf_opt/opt_log.md"));
    QCOMPARE(show.first().at(1).toInt(), 5);
    // The keyboard works too.
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Return);
    QCOMPARE(show.count(), 2);
}

void TestReviewWizard::resumesAfterRestart()
{
    {
        auto wizard = makeWizard();
        QVERIFY(wizard);
        goToPage(*wizard, ReviewWizard::FirstPhasePageId + 2);
        ReviewPhasePage *page = wizard->phasePage(2);
        selectItem(page, QStringLiteral("p2.l0"));
        page->ui()->overrideComboBox->setFocus();
        QTest::keyClick(page->ui()->overrideComboBox, Qt::Key_Down);
        QTest::keyClick(page->ui()->overrideComboBox, Qt::Key_Down);
        QTest::keyClicks(page->ui()->reasonLineEdit, QStringLiteral("v4_fp16acc ran without L0 gating"));
        QTest::keyClick(page->ui()->reasonLineEdit, Qt::Key_Return);
        QCOMPARE(wizard->review()->effectiveStatus(QStringLiteral("p2.l0")), Status::Fail);
        click(wizard->button(QWizard::CancelButton));
        QVERIFY(!wizard->isVisible());
    }
    // "Restart": another database connection on the same file, another wizard.
    m_db = std::make_unique<WorkspaceDatabase>();
    QVERIFY(m_db->open(m_dbPath));
    auto wizard = makeWizard();
    QVERIFY(wizard);
    QVERIFY(wizard->review()->resumed());
    QCOMPARE(wizard->currentId(), ReviewWizard::FirstPhasePageId + 2);
    QVERIFY(wizard->introPage()->ui()->resumeLabel->text().contains(QLatin1String("Resuming")));
    ReviewPhasePage *page = wizard->phasePage(2);
    selectItem(page, QStringLiteral("p2.l0"));
    QCOMPARE(page->ui()->overrideComboBox->currentData().toInt(), int(Status::Fail));
    QCOMPARE(page->ui()->reasonLineEdit->text(), QStringLiteral("v4_fp16acc ran without L0 gating"));
    // History is intact: Back leads to the previous phase.
    click(wizard->button(QWizard::BackButton));
    QCOMPARE(wizard->currentId(), ReviewWizard::FirstPhasePageId + 1);
}

void TestReviewWizard::exportsFromLastPage()
{
    auto wizard = makeWizard();
    QVERIFY(wizard);
    goToPage(*wizard, ReviewWizard::SummaryPageId);
    ReviewSummaryPage *page = wizard->summaryPage();
    QTest::keyClicks(page->ui()->remarksPlainTextEdit, QStringLiteral("Accept."));

    const QString html = m_root.filePath(QStringLiteral("out/review.html"));
    ExportActions::setNextSavePath(html);
    click(page->ui()->exportHtmlButton);
    QVERIFY(QFile::exists(html));
    QFile file(html);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.contains("<svg"));
    QVERIFY(bytes.contains("Accept.")); // the remarks were saved before exporting
    QVERIFY(page->ui()->exportStatusLabel->text().contains(QLatin1String("review.html")));

    // Optimize.md goes next to perf_opt/ by default; a second export asks before overwriting.
    const QString optimize = QDir(m_run).filePath(QStringLiteral("Optimize.md"));
    QFile::remove(optimize);
    QFile::remove(optimize + QStringLiteral(".bak"));
    ExportActions::setNextSavePath(optimize);
    click(page->ui()->exportOptimizeButton);
    QVERIFY(QFile::exists(optimize));
    QCOMPARE(MessageBox::askedCount(), 0);
    MessageBox::setNextAnswer(QMessageBox::Cancel);
    ExportActions::setNextSavePath(optimize);
    click(page->ui()->exportOptimizeButton);
    QCOMPARE(MessageBox::askedCount(), 1);
    QVERIFY(MessageBox::lastText().contains(QLatin1String("Optimize.md.bak")));
    QVERIFY(!QFile::exists(optimize + QStringLiteral(".bak")));
    MessageBox::setNextAnswer(QMessageBox::Yes);
    ExportActions::setNextSavePath(optimize);
    click(page->ui()->exportOptimizeButton);
    QVERIFY(QFile::exists(optimize + QStringLiteral(".bak")));
    QFile::remove(optimize);
    QFile::remove(optimize + QStringLiteral(".bak"));
}

void TestReviewWizard::screenshots_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void TestReviewWizard::screenshots()
{
    QFETCH(QString, language);
    Localization::install(language);
    // Test executables do not embed :/i18n; use the build's .qm when Localization found none.
    QCoreApplication::removeTranslator(&m_translator);
    if (m_translator.load(QStringLiteral(PERFOPT_BINARY_DIR "/translations/perfopt_") + language))
        QCoreApplication::installTranslator(&m_translator);

    // A review in progress, as a reviewer would see it.
    {
        ChecklistReview review(m_snapshot, GateReport {}, m_db.get());
        review.setAuthor(QStringLiteral("Ada"));
        review.setManual(QStringLiteral("p0.context"), Status::Pass);
        review.setOverride(QStringLiteral("p3.speedups"), Status::Fail, QStringLiteral("1.71x is rounded down"));
        review.setNote(QStringLiteral("p2.one-change"), QStringLiteral("v2_ubreuse also drops a vector pass"));
    }
    auto wizard = makeWizard();
    QVERIFY(wizard);
    const QString dir = QStringLiteral(PERFOPT_BINARY_DIR "/screenshots");
    QVERIFY(QDir().mkpath(dir));
    const QStringList names {QStringLiteral("intro"),  QStringLiteral("phase0"), QStringLiteral("phase1"),
                             QStringLiteral("phase2"), QStringLiteral("phase3"), QStringLiteral("phase4"),
                             QStringLiteral("summary")};
    goToPage(*wizard, ReviewWizard::IntroPageId);
    for (int id = ReviewWizard::IntroPageId; id <= ReviewWizard::SummaryPageId; ++id) {
        goToPage(*wizard, id);
        if (id == ReviewWizard::FirstPhasePageId + 3)
            selectItem(wizard->phasePage(3), QStringLiteral("p3.speedups"));
        QTest::qWait(50);
        const QString file = QStringLiteral("%1/review_wizard_%2_%3.png").arg(dir, names.at(id), language);
        QVERIFY(wizard->grab().save(file));
        QVERIFY(QFileInfo(file).size() > 10000);
    }
    if (language != QLatin1String("en")) {
        QVERIFY(wizard->phasePage(0)->title().startsWith(QStringLiteral("Phase 0：")));
        QVERIFY(wizard->phasePage(0)->model()->index(0, 0).data().toString().contains(QStringLiteral("已读取")));
    }
    QCoreApplication::removeTranslator(&m_translator);
    Localization::install(QStringLiteral("en"));
}

QTEST_MAIN(TestReviewWizard)
#include "tst_reviewwizard.moc"
