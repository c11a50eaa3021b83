// SPDX-License-Identifier: MIT
// The diff editor driven with real key and mouse events, offscreen, on a copy of the sample run.
#include "base/messagebox.h"
#include "diff/diffbanner.h"
#include "diff/diffconnector.h"
#include "diff/diffeditor.h"
#include "diff/diffeditorgutter.h"
#include "diff/diffoverviewruler.h"
#include "diff/diffpanes.h"
#include "diff/diffview.h"
#include "diff/lazyhighlighter.h"
#include "diff/parameterdiffmodel.h"
#include "run/candidateselection.h"
#include "run/projectloader.h"
#include "runcopy.h"
#include "window/theme.h"

#include <KSyntaxHighlighting/Repository>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QScrollBar>
#include <QSemaphore>
#include <QSignalSpy>
#include <QThreadPool>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QToolButton>
#include <QWheelEvent>
#include <cmath>
#include <memory>

namespace {

QByteArray readBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A diff lands asynchronously, sometimes while the triggering event is still being processed:
// count what already arrived, else wait; then start afresh.
bool settled(QSignalSpy &spy)
{
    const bool ok = !spy.isEmpty() || spy.wait(5000);
    spy.clear();
    return ok;
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// The blocks on screen that show a line of their side's file (not folded away, not a filler row).
QList<int> lineBlocks(const DiffEditor *editor)
{
    QList<int> blocks;
    for (int b = editor->firstVisibleBlockNumber(); b <= editor->lastVisibleBlockNumber(); ++b)
        if (editor->foldAt(b) < 0 && editor->sourceLine(b).line > 0)
            blocks.append(b);
    return blocks;
}

int firstLineBlock(const DiffEditor *editor)
{
    return lineBlocks(editor).value(0, -1);
}

// The menu a right click at a block of the editor opens.
QMenu *contextMenuAt(DiffEditor *editor, int block)
{
    const QPoint pos(40, editor->blockTop(block) + editor->lineHeight() / 2);
    QContextMenuEvent event(QContextMenuEvent::Mouse, pos, editor->viewport()->mapToGlobal(pos));
    QApplication::sendEvent(editor->viewport(), &event);
    QMenu *menu = nullptr;
    if (!QTest::qWaitFor(
            [&menu] { return (menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) != nullptr; }))
        return nullptr;
    return menu;
}

// Rows of the editor's gutter painted in the note mark's colour.
int noteMarkPixels(DiffEditor *editor, const QColor &colour)
{
    auto *gutter = editor->findChild<DiffEditorGutter *>();
    if (!gutter)
        return -1;
    const QImage image = gutter->grab().toImage();
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            count += QColor(image.pixel(x, y)) == colour;
    return count;
}

} // namespace

class TestDiffView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void opensFinalCandidateAgainstParent();
    void saysComparingUntilTheFirstResult();
    void followsSelectionAndSwitchesReference();
    void combosPickAnyTwoFiles();
    void swapIsOneKey();
    void nextAndPreviousVisitEveryChange();
    void foldingExpandsInPlace();
    void scrollingStaysInStep();
    void inlineModeShowsOnePane();
    void readOnlyBlocksTyping();
    void editAndSaveWritesAtomically();
    void externalChangeIsDetected();
    void unsavedEditsHoldThePair();
    void bannerAsksForBothProfiles();
    void parameterTableJumpsToLine();
    void largePairOpensLazily();
    void notesOnEitherSide();
    void screenshots();

private:
    std::unique_ptr<DiffView> makeView(bool waitForDiff = true);
    QString perfOpt(const QString &name) const { return m_dir.filePath(QStringLiteral("rms_norm/perf_opt/") + name); }

    QTemporaryDir m_dir;
    KSyntaxHighlighting::Repository m_repository;
    ProjectSnapshotPtr m_snapshot;
    CandidateSelection *m_selection = nullptr;
};

void TestDiffView::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(RunCopy::copyTree(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"),
                              m_dir.filePath(QStringLiteral("rms_norm"))));
    m_snapshot = ProjectLoader::load(m_dir.filePath(QStringLiteral("rms_norm")));
    QVERIFY(m_snapshot->layout.isValid());
    QDir().mkpath(QStringLiteral(PERFOPT_BINARY_DIR "/screenshots"));
}

void TestDiffView::init()
{
    MessageBox::clearAnswers();
    m_selection = new CandidateSelection(this);
    Theme::apply(QStringLiteral("light"));
}

void TestDiffView::cleanup()
{
    delete m_selection;
    m_selection = nullptr;
}

std::unique_ptr<DiffView> TestDiffView::makeView(bool waitForDiff)
{
    auto view = std::make_unique<DiffView>(&m_repository);
    view->resize(1400, 900);
    view->setSelection(m_selection);
    view->show();
    view->activateWindow();
    if (!QTest::qWaitForWindowActive(view.get()))
        qWarning("diff view window not active");
    QSignalSpy updated(view.get(), &DiffView::diffUpdated);
    view->setSnapshot(m_snapshot);
    if (waitForDiff && updated.isEmpty())
        updated.wait(10000);
    return view;
}

// A page shown before its first comparison is done has no result for the pair: it must not say
// "identical" (of the empty panes), only that it is comparing; then the counts of the real diff.
void TestDiffView::saysComparingUntilTheFirstResult()
{
    // The comparison waits on a pool held busy: on a loaded machine it could otherwise finish,
    // and deliver its result, before the first look.
    QThreadPool pool;
    pool.setMaxThreadCount(1);
    QSemaphore release;
    pool.start([&release] { release.acquire(); });
    auto view = std::make_unique<DiffView>(&m_repository);
    view->setThreadPool(&pool);
    view->resize(1400, 900);
    view->setSelection(m_selection);
    view->show();
    auto *status = view->findChild<QLabel *>(QStringLiteral("diffStatusLabel"));
    QVERIFY(status);
    QSignalSpy updated(view.get(), &DiffView::diffUpdated);
    view->setSnapshot(m_snapshot);
    QVERIFY(view->isBusy());
    QCoreApplication::processEvents();
    QCOMPARE(status->text(), QString::fromUtf8("Comparing…"));
    release.release();
    QVERIFY(updated.wait(10000));
    QVERIFY(!view->isBusy());
    QVERIFY(!status->text().contains(QStringLiteral("Comparing")));
    QVERIFY(status->text().startsWith(QStringLiteral("2 change(s)")));
}

void TestDiffView::opensFinalCandidateAgainstParent()
{
    auto view = makeView();
    QCOMPARE(view->pair().right.candidateId, QStringLiteral("v3_bs4096"));
    QCOMPARE(view->pair().left.candidateId, QStringLiteral("v2_ubreuse"));
    QCOMPARE(view->pair().kind, DiffPairKind::Parent);
    QVERIFY(view->pairButton(DiffPairKind::Parent)->isChecked());
    const DiffResult &r = view->result();
    QVERIFY(!r.identical());
    QCOMPARE(view->panes()->rightEditor()->blockCount(), r.right.lineCount() + 1); // final newline: empty last block
    // v2_ubreuse → v3_bs4096: BLOCK_SIZE 2048 → 4096 in the parameter table.
    bool found = false;
    for (const ParameterChange &c : view->parameterModel()->changes())
        found = found
            || (c.label == QLatin1String("BLOCK_SIZE") && c.leftValue == QLatin1String("2048")
                && c.rightValue == QLatin1String("4096"));
    QVERIFY(found);
    // The connector draws at least the band of the first change on screen.
    QVERIFY(view->panes()->ruler()->markCount() > 0);
}

void TestDiffView::followsSelectionAndSwitchesReference()
{
    auto view = makeView();
    QSignalSpy updated(view.get(), &DiffView::diffUpdated);
    m_selection->selectCandidate(QStringLiteral("v1_pipe"));
    QVERIFY(settled(updated));
    QCOMPARE(view->pair().right.candidateId, QStringLiteral("v1_pipe"));
    QCOMPARE(view->pair().left.relativePath, QStringLiteral("rms_norm.py")); // parent = baseline (../rms_norm.py)
    // v1_pipe is itself the round's current best: that button is off.
    QVERIFY(!view->pairButton(DiffPairKind::RoundBest)->isEnabled());

    QTest::mouseClick(view->pairButton(DiffPairKind::Final), Qt::LeftButton);
    QVERIFY(settled(updated));
    QCOMPARE(view->pair().left.relativePath, QStringLiteral("perf_opt/rms_norm.py"));
    QCOMPARE(view->pair().right.candidateId, QStringLiteral("v1_pipe"));
    QVERIFY(view->pairButton(DiffPairKind::Final)->isChecked());
    QVERIFY(!view->pairButton(DiffPairKind::Parent)->isChecked());

    // A loser of round 1 against the round's current best.
    m_selection->selectCandidate(QStringLiteral("v1_bs4096"));
    QVERIFY(settled(updated));
    QCOMPARE(view->pair().kind, DiffPairKind::Final); // the chosen reference kind is kept
    QTest::mouseClick(view->pairButton(DiffPairKind::RoundBest), Qt::LeftButton);
    QVERIFY(settled(updated));
    QCOMPARE(view->pair().left.candidateId, QStringLiteral("v1_pipe"));
    QTest::mouseClick(view->pairButton(DiffPairKind::Baseline), Qt::LeftButton);
    QVERIFY(settled(updated));
    QCOMPARE(view->pair().left.candidateId, QStringLiteral("baseline"));
    QCOMPARE(view->result().chunks.size(), 2); // the docstring line and BLOCK_SIZE
}

void TestDiffView::combosPickAnyTwoFiles()
{
    auto view = makeView();
    QSignalSpy updated(view.get(), &DiffView::diffUpdated);
    QComboBox *right = view->rightCombo();
    const int before = right->currentIndex();
    right->setFocus();
    QTest::keyClick(right, Qt::Key_Down);
    QVERIFY(settled(updated));
    QCOMPARE(right->currentIndex(), before + 1);
    QCOMPARE(view->pair().right.relativePath, right->currentData().toString());
    QCOMPARE(view->pair().kind == DiffPairKind::Custom || view->pairButton(view->pair().kind)->isChecked(), true);
    // The reviewer's pick becomes the document's selection.
    QCOMPARE(m_selection->candidateId(), view->pair().right.candidateId);

    QComboBox *left = view->leftCombo();
    left->setFocus();
    QTest::keyClick(left, Qt::Key_Home);
    QVERIFY(settled(updated));
    QCOMPARE(view->pair().left.relativePath, QStringLiteral("rms_norm.py"));
}

void TestDiffView::swapIsOneKey()
{
    auto view = makeView();
    const DiffPair before = view->pair();
    QSignalSpy updated(view.get(), &DiffView::diffUpdated);
    view->panes()->rightEditor()->setFocus();
    QTest::keyClick(view->panes()->rightEditor(), Qt::Key_X, Qt::AltModifier);
    QVERIFY(settled(updated));
    QCOMPARE(view->pair().left.relativePath, before.right.relativePath);
    QCOMPARE(view->pair().right.relativePath, before.left.relativePath);
    QCOMPARE(view->leftCombo()->currentData().toString(), before.right.relativePath);
}

void TestDiffView::nextAndPreviousVisitEveryChange()
{
    auto view = makeView();
    QSignalSpy updated(view.get(), &DiffView::diffUpdated);
    QVERIFY(view->showPair(QStringLiteral("rms_norm.py"), QStringLiteral("perf_opt/rms_norm_opt_v4_fp16acc.py")));
    QVERIFY(settled(updated));
    const QList<DiffChunk> chunks = view->result().chunks;
    QVERIFY(chunks.size() >= 8);
    DiffEditor *right = view->panes()->rightEditor();
    DiffEditor *left = view->panes()->leftEditor();
    right->setFocus();
    for (int i = 0; i < chunks.size(); ++i) {
        QTest::keyClick(right, Qt::Key_PageDown, Qt::AltModifier);
        QCOMPARE(right->textCursor().blockNumber(), chunks.at(i).rightStart);
        QCOMPARE(left->textCursor().blockNumber(), chunks.at(i).leftStart);
        QCOMPARE(view->panes()->currentChange(), i);
        // The change is on screen in both panes.
        QVERIFY(chunks.at(i).rightStart >= right->firstVisibleBlockNumber());
        QVERIFY(chunks.at(i).rightStart <= right->lastVisibleBlockNumber());
        QVERIFY(chunks.at(i).leftStart >= left->firstVisibleBlockNumber() - 1);
        QVERIFY(chunks.at(i).leftStart <= left->lastVisibleBlockNumber() + 1);
    }
    QTest::keyClick(right, Qt::Key_PageDown, Qt::AltModifier); // past the last: stays
    QCOMPARE(right->textCursor().blockNumber(), chunks.last().rightStart);
    for (int i = int(chunks.size()) - 2; i >= 0; --i) {
        QTest::keyClick(right, Qt::Key_F8, Qt::ShiftModifier);
        QCOMPARE(right->textCursor().blockNumber(), chunks.at(i).rightStart);
    }
    QTest::keyClick(right, Qt::Key_F8);
    QCOMPARE(right->textCursor().blockNumber(), chunks.at(1).rightStart);
    QVERIFY(
        view->findChild<QLabel *>(QStringLiteral("diffStatusLabel"))->text().contains(QStringLiteral("Change 2 of")));
}

void TestDiffView::foldingExpandsInPlace()
{
    auto view = makeView();
    QSignalSpy updated(view.get(), &DiffView::diffUpdated);
    QVERIFY(view->showPair(QStringLiteral("rms_norm.py"), QStringLiteral("perf_opt/rms_norm_opt_v1_bs4096.py")));
    QVERIFY(settled(updated));
    DiffEditor *right = view->panes()->rightEditor();
    DiffEditor *left = view->panes()->leftEditor();
    QCOMPARE(right->folds().size(), 2); // between the two changes, and after the last
    QCOMPARE(right->collapsedFoldCount(), 2);
    const DiffEditorFold fold = right->folds().first();
    QVERIFY(!right->document()->findBlockByNumber(fold.firstBlock + 1).isVisible());
    QVERIFY(!left->document()->findBlockByNumber(left->folds().first().firstBlock + 1).isVisible());
    auto visibleBlocks = [](DiffEditor *e) {
        int n = 0;
        for (QTextBlock b = e->document()->firstBlock(); b.isValid(); b = b.next())
            n += b.isVisible();
        return n;
    };
    const int visibleBefore = visibleBlocks(right);

    const QRect bar = right->foldBarRect(0);
    QVERIFY(!bar.isNull());
    QTest::mouseClick(right->viewport(), Qt::LeftButton, {}, bar.center());
    QCOMPARE(right->collapsedFoldCount(), 1);
    QCOMPARE(left->collapsedFoldCount(), 1); // both sides stay aligned
    QVERIFY(right->document()->findBlockByNumber(fold.firstBlock + 1).isVisible());
    QCOMPARE(visibleBlocks(right), visibleBefore + fold.count - 1);
    QCOMPARE(visibleBlocks(left), visibleBlocks(right) - (right->blockCount() - left->blockCount()));

    // More context: fewer hidden lines; no folding: everything shown.
    auto *spin = view->findChild<QSpinBox *>(QStringLiteral("contextSpinBox"));
    spin->setValue(5);
    QCOMPARE(right->collapsedFoldCount(), 2);
    QVERIFY(right->folds().first().count < fold.count);
    view->findChild<QAction *>(QStringLiteral("foldAction"))->trigger();
    QCOMPARE(right->collapsedFoldCount(), 0);
    QVERIFY(right->document()->findBlockByNumber(fold.firstBlock + 1).isVisible());
}

void TestDiffView::scrollingStaysInStep()
{
    auto view = makeView();
    QSignalSpy updated(view.get(), &DiffView::diffUpdated);
    QVERIFY(view->showPair(QStringLiteral("rms_norm.py"), QStringLiteral("perf_opt/rms_norm_opt_v4_fp16acc.py")));
    QVERIFY(settled(updated));
    view->setFolding(false, 3);
    DiffEditor *left = view->panes()->leftEditor();
    DiffEditor *right = view->panes()->rightEditor();
    const DiffResult &r = view->result();
    for (const int value : {20, 60, 100, 130}) {
        right->verticalScrollBar()->setValue(value);
        // The line in the middle of the right pane and its counterpart in the middle of the left.
        const int middle = right->viewport()->height() / 2;
        const double mapped = r.mapLine(right->blockAtY(middle), false);
        QVERIFY2(
            std::abs(left->blockAtY(left->viewport()->height() / 2) - mapped) <= 1.5,
            qPrintable(QStringLiteral("%1 vs %2").arg(left->blockAtY(left->viewport()->height() / 2)).arg(mapped)));
    }
    // The wheel on the left pane moves the right one too.
    const int before = right->verticalScrollBar()->value();
    QWheelEvent wheel(QPointF(50, 50), left->viewport()->mapToGlobal(QPointF(50, 50)), QPoint(), QPoint(0, -240),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(left->viewport(), &wheel);
    QVERIFY(right->verticalScrollBar()->value() > before);
    QVERIFY(view->panes()->connector()->isVisible());
    view->panes()->goToChange(2);
    view->panes()->connector()->repaint();
    QVERIFY(view->panes()->connector()->visibleBandCount() > 0);
}

void TestDiffView::inlineModeShowsOnePane()
{
    auto view = makeView();
    QSignalSpy updated(view.get(), &DiffView::diffUpdated);
    view->panes()->rightEditor()->setFocus();
    QTest::keyClick(view->panes()->rightEditor(), Qt::Key_I, Qt::AltModifier);
    QCOMPARE(view->panes()->layoutMode(), DiffPanes::Layout::Inline);
    DiffEditor *inlined = view->panes()->inlineEditor();
    QVERIFY(inlined->isVisible());
    QVERIFY(!view->panes()->rightEditor()->isVisible());
    const DiffResult &r = view->result();
    QCOMPARE(inlined->blockCount(), int(r.unifiedRows().size()));
    inlined->setFocus();
    QTest::keyClick(inlined, Qt::Key_PageDown, Qt::AltModifier);
    const int row = inlined->textCursor().blockNumber();
    QCOMPARE(inlined->marks().at(row).kind == DiffLineMark::Kind::None, false);
    QVERIFY(inlined->collapsedFoldCount() > 0);
    QTest::keyClick(inlined, Qt::Key_I, Qt::AltModifier);
    QCOMPARE(view->panes()->layoutMode(), DiffPanes::Layout::SideBySide);
}

void TestDiffView::readOnlyBlocksTyping()
{
    auto view = makeView();
    DiffEditor *right = view->panes()->rightEditor();
    const QString before = right->toPlainText();
    right->setFocus();
    QTest::keyClicks(right, QStringLiteral("typed"));
    QTest::keyClick(right, Qt::Key_Return);
    QTest::keyClick(right, Qt::Key_Delete);
    QCOMPARE(right->toPlainText(), before);
    QVERIFY(!right->document()->isModified());
    QVERIFY(!view->hasUnsavedChanges());
    // Ctrl+S does nothing outside Edit.
    QTest::keyClick(right, Qt::Key_S, Qt::ControlModifier);
    QCOMPARE(readBytes(perfOpt(QStringLiteral("rms_norm_opt_v3_bs4096.py"))),
             readBytes(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/perf_opt/rms_norm_opt_v3_bs4096.py")));
}

void TestDiffView::editAndSaveWritesAtomically()
{
    auto view = makeView();
    QSignalSpy updated(view.get(), &DiffView::diffUpdated);
    const QString path = perfOpt(QStringLiteral("rms_norm_opt_v3_bs4096.py"));
    const QByteArray original = readBytes(path);
    const int chunksBefore = int(view->result().chunks.size());
    DiffEditor *right = view->panes()->rightEditor();
    right->setFocus();
    QTest::keyClick(right, Qt::Key_E, Qt::ControlModifier);
    QVERIFY(view->isEditing());
    QVERIFY(!right->isReadOnly());
    QCOMPARE(right->collapsedFoldCount(), 0); // every line in view while editing

    right->moveCursorToBlock(10);
    QTest::keyClicks(right, QStringLiteral("EDITED = 1"));
    QTest::keyClick(right, Qt::Key_Return);
    QVERIFY(view->hasUnsavedChanges());
    QVERIFY(settled(updated)); // live re-diff
    QCOMPARE(int(view->result().chunks.size()), chunksBefore + 1);
    QCOMPARE(readBytes(path), original); // nothing written yet

    QTest::keyClick(right, Qt::Key_Z, Qt::ControlModifier);
    QTest::keyClick(right, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(settled(updated));
    QVERIFY(!right->toPlainText().contains(QStringLiteral("EDITED")));
    QTest::keyClick(right, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QTest::keyClick(right, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(right->toPlainText().contains(QStringLiteral("EDITED = 1")));

    QSignalSpy aboutToSave(view.get(), &DiffView::aboutToSave);
    QSignalSpy saved(view.get(), &DiffView::saved);
    const QStringList before = QDir(perfOpt(QString())).entryList(QDir::Files);
    QTest::keyClick(right, Qt::Key_S, Qt::ControlModifier);
    QCOMPARE(saved.size(), 1);
    QCOMPARE(aboutToSave.size(), 1);
    QCOMPARE(aboutToSave.first().first().toString(), path);
    QCOMPARE(MessageBox::askedCount(), 0);
    const QByteArray written = readBytes(path);
    QVERIFY(written.contains("EDITED = 1\n"));
    QCOMPARE(written.size(), original.size() + 11);
    QVERIFY(!view->hasUnsavedChanges());
    QCOMPARE(QDir(perfOpt(QString())).entryList(QDir::Files), before); // no temporary left behind

    // Leave Edit, put the file back.
    QTest::keyClick(right, Qt::Key_E, Qt::ControlModifier);
    QVERIFY(!view->isEditing());
    QVERIFY(writeBytes(path, original));
}

void TestDiffView::externalChangeIsDetected()
{
    auto view = makeView();
    QSignalSpy updated(view.get(), &DiffView::diffUpdated);
    const QString path = perfOpt(QStringLiteral("rms_norm_opt_v3_bs4096.py"));
    const QByteArray original = readBytes(path);

    // Not editing: the view follows the file.
    QByteArray external = original;
    external.replace("NUM_CORES = 24", "NUM_CORES = 32");
    QVERIFY(writeBytes(path, external));
    QVERIFY(settled(updated));
    QVERIFY(view->panes()->rightEditor()->toPlainText().contains(QStringLiteral("NUM_CORES = 32")));

    // Editing: the edits are kept and Save asks first.
    DiffEditor *right = view->panes()->rightEditor();
    right->setFocus();
    QTest::keyClick(right, Qt::Key_E, Qt::ControlModifier);
    right->moveCursorToBlock(5);
    QTest::keyClicks(right, QStringLiteral("# mine"));
    QTest::keyClick(right, Qt::Key_Return);
    QByteArray again = original;
    again.replace("NUM_CORES = 24", "NUM_CORES = 64");
    QVERIFY(writeBytes(path, again));
    QTRY_VERIFY(view->noticeLabel()->isVisible());
    QVERIFY(view->noticeLabel()->text().contains(QStringLiteral("changed on disk")));

    MessageBox::setNextAnswer(QMessageBox::Cancel);
    QTest::keyClick(right, Qt::Key_S, Qt::ControlModifier);
    QCOMPARE(MessageBox::askedCount(), 1);
    QVERIFY(MessageBox::lastText().contains(QStringLiteral("changed on disk")));
    QCOMPARE(readBytes(path), again); // cancelled: untouched
    QVERIFY(view->hasUnsavedChanges());

    MessageBox::setNextAnswer(QMessageBox::Save); // "Overwrite"
    QTest::keyClick(right, Qt::Key_S, Qt::ControlModifier);
    QCOMPARE(MessageBox::askedCount(), 2);
    QVERIFY(readBytes(path).contains("# mine\n"));
    QVERIFY(readBytes(path).contains("NUM_CORES = 32")); // what the editor showed, not the external 64

    // Another external change, then Reload drops the edits.
    QTest::keyClicks(right, QStringLiteral("# again"));
    QVERIFY(writeBytes(path, original));
    MessageBox::setNextAnswer(QMessageBox::Discard); // "Reload"
    // The reload shows when its diff is done; the typing above may still have one in flight, so
    // wait for the text itself rather than for the next diffUpdated.
    QTest::keyClick(right, Qt::Key_S, Qt::ControlModifier);
    QCOMPARE(readBytes(path), original);
    QTRY_VERIFY_WITH_TIMEOUT(!right->toPlainText().contains(QStringLiteral("# again")), 10000);
    QVERIFY(!view->hasUnsavedChanges());
    MessageBox::clearAnswers();
}

void TestDiffView::unsavedEditsHoldThePair()
{
    auto view = makeView();
    const DiffPair before = view->pair();
    DiffEditor *right = view->panes()->rightEditor();
    right->setFocus();
    QTest::keyClick(right, Qt::Key_E, Qt::ControlModifier);
    QTest::keyClicks(right, QStringLiteral("x"));
    m_selection->selectCandidate(QStringLiteral("v1_pipe"));
    QCOMPARE(view->pair().right.relativePath, before.right.relativePath);
    QVERIFY(view->noticeLabel()->text().contains(QStringLiteral("unsaved")));
    // Switching explicitly asks; Cancel keeps everything.
    MessageBox::setNextAnswer(QMessageBox::Cancel);
    QTest::mouseClick(view->pairButton(DiffPairKind::Baseline), Qt::LeftButton);
    QCOMPARE(MessageBox::askedCount(), 1);
    QCOMPARE(view->pair().left.relativePath, before.left.relativePath);
    QVERIFY(view->hasUnsavedChanges());
    // Discard lets the switch happen and writes nothing.
    QSignalSpy updated(view.get(), &DiffView::diffUpdated);
    MessageBox::setNextAnswer(QMessageBox::Discard);
    QTest::mouseClick(view->pairButton(DiffPairKind::Baseline), Qt::LeftButton);
    QVERIFY(settled(updated));
    QCOMPARE(view->pair().left.relativePath, QStringLiteral("rms_norm.py"));
    QVERIFY(!view->isEditing());
    QCOMPARE(readBytes(perfOpt(QStringLiteral("rms_norm_opt_v3_bs4096.py"))),
             readBytes(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/perf_opt/rms_norm_opt_v3_bs4096.py")));
}

void TestDiffView::bannerAsksForBothProfiles()
{
    auto view = makeView();
    const DiffMeasurements &m = view->banner()->measurements();
    QCOMPARE(m.workloads.size(), 4);
    QCOMPARE(m.left.candidateId, QStringLiteral("v2_ubreuse"));
    QCOMPARE(m.right.round, 3);
    QCOMPARE(m.right.change, QStringLiteral("BLOCK_SIZE 4096"));
    QVERIFY(view->banner()->summaryText().contains(QStringLiteral("v3_bs4096")));
    QSignalSpy profiles(view.get(), &DiffView::openProfilesRequested);
    QTableWidget *table = view->banner()->table();
    QVERIFY(table->isVisible());
    const QRect cell = table->visualItemRect(table->item(2, 0));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(profiles.size(), 1);
    const DiffWorkloadRow &row = m.workloads.at(2);
    QCOMPARE(profiles.first().at(0).toString(), m_snapshot->recordRuns.value(row.leftRecordLine).value(0));
    QCOMPARE(profiles.first().at(1).toString(), m_snapshot->recordRuns.value(row.rightRecordLine).value(0));
    QVERIFY(!profiles.first().at(0).toString().isEmpty());
}

void TestDiffView::parameterTableJumpsToLine()
{
    auto view = makeView();
    QSignalSpy updated(view.get(), &DiffView::diffUpdated);
    QVERIFY(view->showPair(QStringLiteral("rms_norm.py"), QStringLiteral("perf_opt/rms_norm_opt_v1_pipe.py")));
    QVERIFY(settled(updated));
    ParameterDiffModel *model = view->parameterModel();
    QCOMPARE(model->rowCount(), 3); // the three loops: T.serial → T.Pipelined
    QCOMPARE(model->index(0, ParameterDiffModel::LeftColumn).data().toString(),
             QStringLiteral("T.serial(tasks_per_block)"));
    QCOMPARE(model->index(0, ParameterDiffModel::RightColumn).data().toString(),
             QStringLiteral("T.Pipelined(tasks_per_block, num_stages=2)"));
    QTableView *table = view->parameterView();
    table->setFocus();
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(model->index(0, 0)).center());
    QTest::keyClick(table, Qt::Key_Down);
    QTest::keyClick(table, Qt::Key_Down);
    QCOMPARE(table->currentIndex().row(), 2);
    QTest::keyClick(table, Qt::Key_Return); // activates the row
    QCOMPARE(view->panes()->rightEditor()->textCursor().blockNumber() + 1,
             model->index(2, 0).data(ParameterDiffModel::RightLineRole).toInt());
}

void TestDiffView::largePairOpensLazily()
{
    QStringList a, b;
    for (int i = 0; i < 20000; ++i)
        a.append(QStringLiteral("    value_%1 = T.vmul(x_%2, y_%3)  # step %1").arg(i).arg(i % 13).arg(i % 17));
    b = a;
    for (int i = 7; i < b.size(); i += 20)
        b[i] += QStringLiteral(" + 1");
    QVERIFY(writeBytes(perfOpt(QStringLiteral("big_a.py")), (a.join(u'\n') + u'\n').toUtf8()));
    QVERIFY(writeBytes(perfOpt(QStringLiteral("big_b.py")), (b.join(u'\n') + u'\n').toUtf8()));
    auto view = makeView();
    QSignalSpy updated(view.get(), &DiffView::diffUpdated);
    QVERIFY(view->showPair(QStringLiteral("perf_opt/big_a.py"), QStringLiteral("perf_opt/big_b.py")));
    QVERIFY(!updated.isEmpty() || updated.wait(30000));
    view->repaint();
    QCOMPARE(view->result().chunks.size(), 1000);
    // Speed is bench_diff's to measure; here: only what is on screen got highlighted.
    QVERIFY(view->panes()->rightEditor()->highlighter()->formattedBlockCount() < 200);
    // Jumping to the end works and highlights there.
    QTest::keyClick(view->panes()->rightEditor(), Qt::Key_End, Qt::ControlModifier);
    view->repaint();
    QVERIFY(view->panes()->rightEditor()->highlighter()->formattedBlockCount() < 400);
    QFile::remove(perfOpt(QStringLiteral("big_a.py")));
    QFile::remove(perfOpt(QStringLiteral("big_b.py")));
}

void TestDiffView::notesOnEitherSide()
{
    // "Add Note…" on a line of either side names that side's file and line; noted lines of the
    // files on screen get a mark in the gutter, on their own side only.
    auto view = makeView();
    QSignalSpy requested(view.get(), &DiffView::noteRequested);
    const DiffPair pair = view->pair();
    for (DiffEditor *editor : {view->panes()->leftEditor(), view->panes()->rightEditor()}) {
        const bool right = editor == view->panes()->rightEditor();
        const QString file = right ? pair.right.relativePath : pair.left.relativePath;
        const int block = firstLineBlock(editor);
        QVERIFY(block >= 0);
        const int line = editor->sourceLine(block).line;
        QCOMPARE(editor->sourceLine(block).right, right);
        QMenu *menu = contextMenuAt(editor, block);
        QVERIFY(menu);
        const QString label = QStringLiteral("Add Note on %1:%2…").arg(QFileInfo(file).fileName()).arg(line);
        QAction *note = menu->findChild<QAction *>(QStringLiteral("addNoteAction"));
        QVERIFY(note);
        QCOMPARE(note->text(), label);
        QVERIFY(menu->actions().size() > 1); // the editor's own Copy and Select All stay
        menu->setActiveAction(note);
        QTest::keyClick(menu, Qt::Key_Return);
        QTRY_COMPARE(requested.size(), 1);
        QCOMPARE(requested.at(0).at(0).toString(), file);
        QCOMPARE(requested.at(0).at(1).toInt(), line);
        requested.clear();
    }

    DiffEditor *left = view->panes()->leftEditor();
    DiffEditor *rightEditor = view->panes()->rightEditor();
    const int leftBlock = firstLineBlock(left);
    const int rightBlock = firstLineBlock(rightEditor);
    const QColor mark = QColor(0xbf, 0x87, 0x00); // the light palette's note mark
    QCOMPARE(noteMarkPixels(left, mark), 0);
    QVERIFY(!left->hasNoteMark(leftBlock));
    // A note on the right file's line: marked on the right only, even where the left has that number.
    const int rightLine = rightEditor->sourceLine(rightBlock).line;
    view->setNotedLines({{pair.right.relativePath, {rightLine}}, {QStringLiteral("perf_opt/other.py"), {1, 2, 3}}});
    QVERIFY(rightEditor->hasNoteMark(rightBlock));
    QVERIFY(!left->hasNoteMark(leftBlock) || left->sourceLine(leftBlock).line != rightLine);
    QTRY_VERIFY(noteMarkPixels(rightEditor, mark) > 0);
    QCOMPARE(noteMarkPixels(left, mark), 0);
    // The left file's line.
    view->setNotedLines({{pair.left.relativePath, {left->sourceLine(leftBlock).line}}});
    QVERIFY(left->hasNoteMark(leftBlock));
    QVERIFY(!rightEditor->hasNoteMark(rightBlock));
    QTRY_VERIFY(noteMarkPixels(left, mark) > 0);
    QTRY_COMPARE(noteMarkPixels(rightEditor, mark), 0);
    // Inline: the mark is on the left line's row too.
    QSignalSpy updated(view.get(), &DiffView::diffUpdated);
    view->setInline(true);
    QApplication::processEvents();
    DiffEditor *inlineEditor = view->panes()->inlineEditor();
    bool marked = false;
    for (int b = 0; b < inlineEditor->blockCount(); ++b)
        marked = marked || inlineEditor->hasNoteMark(b);
    QVERIFY(marked);
}

void TestDiffView::screenshots()
{
    for (const QString &theme : {QStringLiteral("light"), QStringLiteral("dark")}) {
        Theme::apply(theme);
        auto view = makeView();
        QSignalSpy updated(view.get(), &DiffView::diffUpdated);
        QVERIFY(view->showPair(QStringLiteral("perf_opt/rms_norm_opt_v2_ubreuse.py"),
                               QStringLiteral("perf_opt/rms_norm_opt_v4_fp16acc.py")));
        QVERIFY(settled(updated));
        view->panes()->goToChange(2);
        QApplication::processEvents();
        QVERIFY(view->grab().save(QStringLiteral(PERFOPT_BINARY_DIR "/screenshots/diff_%1_folded.png").arg(theme)));
        // Review notes on a line of each side: marks in the gutters.
        DiffEditor *left = view->panes()->leftEditor();
        DiffEditor *right = view->panes()->rightEditor();
        const int leftBlock = lineBlocks(left).value(5);
        const int rightBlock = lineBlocks(right).value(8);
        view->setNotedLines({{view->pair().left.relativePath, {left->sourceLine(leftBlock).line}},
                             {view->pair().right.relativePath, {right->sourceLine(rightBlock).line}}});
        QApplication::processEvents();
        QVERIFY(view->grab().save(QStringLiteral(PERFOPT_BINARY_DIR "/screenshots/diff_%1_notes.png").arg(theme)));
        view->setNotedLines({});
        view->setFolding(false, 3);
        view->panes()->goToChange(2);
        QApplication::processEvents();
        QVERIFY(view->grab().save(QStringLiteral(PERFOPT_BINARY_DIR "/screenshots/diff_%1_unfolded.png").arg(theme)));
        view->setInline(true);
        view->setFolding(true, 3);
        view->panes()->goToChange(2);
        QApplication::processEvents();
        QVERIFY(view->grab().save(QStringLiteral(PERFOPT_BINARY_DIR "/screenshots/diff_%1_inline.png").arg(theme)));
    }
    Theme::apply(QStringLiteral("light"));
}

QTEST_MAIN(TestDiffView)
#include "tst_diffview.moc"
