// SPDX-License-Identifier: MIT
// NotesDock and NoteEditor with real events: add a note through the editor dialog, edit it,
// filter by kind and text, delete it after the (pre-answered) question, jump to a record's line,
// and the notes of a moved run folder.
#include "base/messagebox.h"
#include "review/noteeditor.h"
#include "review/notesdock.h"
#include "review/reviewnotesmodel.h"
#include "review/reviewnotesproxy.h"
#include "review/workspacedatabase.h"
#include "run/projectloader.h"
#include "runcopy.h"
#include "ui_noteeditor.h"

#include <QApplication>
#include <QLabel>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QMainWindow>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <functional>

class TestNotesDock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void addEditFilterDelete();
    void cancelledEditorStoresNothing();
    void activatingARecordNoteShowsIt();
    void contextMenuHelper();
    void notesFollowAMovedRun();
    void staleEditIsShown();

private:
    // Runs `fill` on the NoteEditor once it is shown (modal), then clicks its button.
    void answerEditor(const std::function<void(NoteEditor *)> &fill, QDialogButtonBox::StandardButton button);

    QTemporaryDir m_root {RunCopy::tempTemplate()};
    ProjectSnapshotPtr m_snapshot;
    std::unique_ptr<WorkspaceDatabase> m_db;
    std::unique_ptr<QMainWindow> m_window;
    NotesDock *m_dock = nullptr;
};

void TestNotesDock::initTestCase()
{
    const QString run = m_root.filePath(QStringLiteral("a/argmax_like"));
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("argmax_like")), run));
    m_snapshot = ProjectLoader::load(run);
    QVERIFY(m_snapshot->layout.isValid());
    qputenv("USER", "tester");
}

void TestNotesDock::init()
{
    static int n = 0;
    m_db = std::make_unique<WorkspaceDatabase>();
    QVERIFY(m_db->open(m_root.filePath(QStringLiteral("w%1.sqlite").arg(++n))));
    m_window = std::make_unique<QMainWindow>();
    m_dock = new NotesDock(m_db.get(), m_window.get());
    m_window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_window->setCentralWidget(new QWidget);
    m_window->resize(900, 500);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(!m_dock->addButton()->isEnabled()); // no run yet
    m_dock->setRun(m_snapshot);
    MessageBox::clearAnswers();
}

void TestNotesDock::cleanup()
{
    m_window.reset();
    m_db.reset();
}

void TestNotesDock::answerEditor(const std::function<void(NoteEditor *)> &fill, QDialogButtonBox::StandardButton button)
{
    QTimer::singleShot(0, this, [fill, button] {
        auto *editor = qobject_cast<NoteEditor *>(QApplication::activeModalWidget());
        QVERIFY(editor);
        fill(editor);
        QPushButton *b = editor->ui()->buttonBox->button(button);
        QTest::mouseClick(b, Qt::LeftButton, {}, b->rect().center());
    });
}

void TestNotesDock::addEditFilterDelete()
{
    QVERIFY(m_dock->addButton()->isEnabled());
    QVERIFY(!m_dock->editButton()->isEnabled());
    // Add a note on the run with the dock's button and the editor's real widgets.
    answerEditor(
        [](NoteEditor *editor) {
            QCOMPARE(editor->ui()->authorLineEdit->text(), QStringLiteral("tester"));
            QVERIFY(!editor->ui()->buttonBox->button(QDialogButtonBox::Ok)->isEnabled()); // empty text
            QTest::keyClicks(editor->ui()->textPlainTextEdit, QStringLiteral("Gen B run, merged sha caveat"));
        },
        QDialogButtonBox::Ok);
    QTest::mouseClick(m_dock->addButton(), Qt::LeftButton);
    QCOMPARE(m_dock->model()->rowCount(), 1);
    QCOMPARE(m_db->notes(m_snapshot->runKey()).value(0).text, QStringLiteral("Gen B run, merged sha caveat"));
    QCOMPARE(m_db->notes(m_snapshot->runKey()).value(0).author, QStringLiteral("tester"));

    // A second note on a round, through the helper the lead calls from context menus.
    answerEditor(
        [](NoteEditor *editor) {
            QTest::keyClicks(editor->ui()->textPlainTextEdit, QStringLiteral("round 2 wins by 21%"));
        },
        QDialogButtonBox::Ok);
    QVERIFY(m_dock->addNote(ReviewNote::forRound(QString(), 2)));
    QCOMPARE(m_dock->model()->rowCount(), 2);

    // Filter by kind (keyboard on the combo) and by text.
    m_dock->filterBox()->setFocus();
    QTest::keyClick(m_dock->filterBox(), Qt::Key_Down); // "Run"
    QTest::keyClick(m_dock->filterBox(), Qt::Key_Down); // "Rounds"
    QCOMPARE(m_dock->proxy()->rowCount(), 1);
    QCOMPARE(m_dock->proxy()->index(0, ReviewNotesModel::TargetColumn).data().toString(), QStringLiteral("Round 2"));
    QTest::keyClick(m_dock->filterBox(), Qt::Key_Home); // "All notes"
    QTest::keyClicks(m_dock->searchEdit(), QStringLiteral("sha"));
    QCOMPARE(m_dock->proxy()->rowCount(), 1);
    m_dock->searchEdit()->clear();
    QCOMPARE(m_dock->proxy()->rowCount(), 2);

    // Select the first note with the mouse and edit it.
    QTreeView *view = m_dock->view();
    const QRect first = view->visualRect(m_dock->proxy()->index(0, ReviewNotesModel::TextColumn));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, first.center());
    QVERIFY(m_dock->editButton()->isEnabled());
    answerEditor(
        [](NoteEditor *editor) {
            editor->ui()->textPlainTextEdit->selectAll();
            QTest::keyClicks(editor->ui()->textPlainTextEdit, QStringLiteral("edited"));
        },
        QDialogButtonBox::Ok);
    QTest::mouseClick(m_dock->editButton(), Qt::LeftButton);
    QCOMPARE(m_db->notes(m_snapshot->runKey()).value(0).text, QStringLiteral("edited"));

    // Delete: the question is asked; Cancel keeps the note, Delete removes it.
    MessageBox::setNextAnswer(QMessageBox::Cancel);
    QTest::mouseClick(m_dock->deleteButton(), Qt::LeftButton);
    QCOMPARE(MessageBox::askedCount(), 1);
    QCOMPARE(m_db->notes(m_snapshot->runKey()).size(), 2);
    MessageBox::setNextAnswer(QMessageBox::Yes);
    QTest::mouseClick(m_dock->deleteButton(), Qt::LeftButton);
    QCOMPARE(m_db->notes(m_snapshot->runKey()).size(), 1);
    QCOMPARE(m_dock->model()->rowCount(), 1);
}

void TestNotesDock::cancelledEditorStoresNothing()
{
    answerEditor(
        [](NoteEditor *editor) { QTest::keyClicks(editor->ui()->textPlainTextEdit, QStringLiteral("never mind")); },
        QDialogButtonBox::Cancel);
    QTest::mouseClick(m_dock->addButton(), Qt::LeftButton);
    QCOMPARE(m_dock->model()->rowCount(), 0);
    QCOMPARE(m_db->noteCount(), 0);
}

void TestNotesDock::activatingARecordNoteShowsIt()
{
    ReviewNote note = ReviewNote::forRecord(m_snapshot->runKey(), m_snapshot->records.displayPath, 25);
    note.text = QStringLiteral("final record");
    QVERIFY(m_dock->model()->addNote(note));
    QSignalSpy show(m_dock, &NotesDock::showEvidence);
    QSignalSpy activated(m_dock, &NotesDock::noteActivated);
    QTreeView *view = m_dock->view();
    const QRect rect = view->visualRect(m_dock->proxy()->index(0, 0));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(activated.count(), 1);
    QCOMPARE(show.count(), 1);
    QCOMPARE(show.first().at(0).toString(), QStringLiteral("perf_opt/perf_records.jsonl"));
    QCOMPARE(show.first().at(1).toInt(), 25);
}

void TestNotesDock::contextMenuHelper()
{
    // NoteEditor::createNote is what a view's context menu calls with the dock's model.
    answerEditor(
        [](NoteEditor *editor) {
            QCOMPARE(editor->ui()->targetValueLabel->text(), QStringLiteral("perf_opt/argmax_like_round2_pipe.py:12"));
            QTest::keyClicks(editor->ui()->textPlainTextEdit, QStringLiteral("T.Pipelined here"));
        },
        QDialogButtonBox::Ok);
    QVERIFY(NoteEditor::createNote(
        m_window.get(), m_dock->model(),
        ReviewNote::forVariantLine(m_dock->runKey(), QStringLiteral("perf_opt/argmax_like_round2_pipe.py"), 12)));
    const ReviewNote stored = m_db->notes(m_snapshot->runKey()).value(0);
    QCOMPARE(stored.target, ReviewNote::Target::VariantLine);
    QCOMPARE(stored.line, 12);
}

void TestNotesDock::notesFollowAMovedRun()
{
    // Its own copy, so that moving it leaves the other tests' run alone.
    const QString before = m_root.filePath(QStringLiteral("m1/argmax_like"));
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("argmax_like")), before));
    m_dock->setRun(ProjectLoader::load(before));
    answerEditor(
        [](NoteEditor *editor) { QTest::keyClicks(editor->ui()->textPlainTextEdit, QStringLiteral("moves along")); },
        QDialogButtonBox::Ok);
    QTest::mouseClick(m_dock->addButton(), Qt::LeftButton);
    QCOMPARE(m_dock->model()->rowCount(), 1);
    QVERIFY(QDir().rename(m_root.filePath(QStringLiteral("m1")), m_root.filePath(QStringLiteral("m2"))));
    m_dock->setRun(ProjectLoader::load(m_root.filePath(QStringLiteral("m2/argmax_like"))));
    QCOMPARE(m_dock->model()->rowCount(), 1);
    QCOMPARE(m_dock->model()->notes().first().text, QStringLiteral("moves along"));
    QCOMPARE(m_dock->model()->notes().first().runKey, m_dock->runKey()); // adopted
}

void TestNotesDock::staleEditIsShown()
{
    // Another reviewer, another connection to the same workspace, edits the note first.
    ReviewNote note = ReviewNote::forRun(m_snapshot->runKey());
    note.text = QStringLiteral("first");
    QVERIFY(m_dock->model()->addNote(note));
    note.id = m_dock->model()->notes().first().id;
    WorkspaceDatabase other;
    other.setUserName(QStringLiteral("lin"));
    QVERIFY(other.open(m_db->path()));
    ReviewNote theirs = *other.note(note.id);
    theirs.text = QStringLiteral("lin's text");
    QVERIFY(other.updateNote(theirs));

    ReviewNote mine = m_dock->model()->notes().first();
    mine.text = QStringLiteral("my text");
    QVERIFY(!m_dock->model()->updateNote(mine));
    QVERIFY(m_dock->messageLabel()->isVisibleTo(m_dock));
    QVERIFY2(m_dock->messageLabel()->text().contains(QLatin1String("lin")), qPrintable(m_dock->messageLabel()->text()));
    // The dock now lists the other reviewer's text; nothing was overwritten.
    QCOMPARE(m_dock->model()->notes().first().text, QStringLiteral("lin's text"));
    QCOMPARE(m_db->noteHistory(note.id).first().text, QStringLiteral("first"));
}

QTEST_MAIN(TestNotesDock)
#include "tst_notesdock.moc"
