// SPDX-License-Identifier: MIT
// Review notes in the workspace database: create, edit, delete and list; every target kind; notes
// that follow a moved run folder but not a copy; migration from an older schema written by hand;
// and recovery after the writing process was killed in the middle of a transaction (WAL).
#include "review/reviewnote.h"
#include "review/workspacedatabase.h"
#include "run/projectloader.h"
#include "run/runkey.h"
#include "runcopy.h"

#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <cstdio>
#include <cstdlib>

namespace {

const char *const ChildVariable = "PERFOPT_TST_REVIEWNOTE_CHILD";

bool execOn(const QString &path, const QStringList &statements, QVariant *lastValue = nullptr)
{
    const QString name = QStringLiteral("tst-raw-") + path;
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        ok = db.open();
        for (const QString &sql : statements) {
            if (!ok)
                break;
            QSqlQuery query(db);
            ok = query.exec(sql);
            if (ok && lastValue && query.next())
                *lastValue = query.value(0);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

// The child process of killedWriterLeavesCommittedNotes(): commits five notes, then opens a
// transaction that adds and changes notes, says "ready" and waits to be killed.
[[noreturn]] void childWriter(const QString &path)
{
    static int argc = 1;
    static char name[] = "tst_reviewnote-child";
    static char *argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);
    WorkspaceDatabase db;
    if (!db.open(path))
        std::_Exit(3);
    for (int i = 1; i <= 5; ++i) {
        ReviewNote note = ReviewNote::forRound(QStringLiteral("0123456789abcdef:/runs/op"), i);
        note.text = QStringLiteral("committed %1").arg(i);
        if (!db.addNote(note))
            std::_Exit(4);
    }
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("child-raw"));
        raw.setDatabaseName(path);
        if (!raw.open())
            std::_Exit(5);
        QSqlQuery query(raw);
        if (!query.exec(QStringLiteral("BEGIN IMMEDIATE")))
            std::_Exit(6);
        for (int i = 0; i < 200; ++i)
            query.exec(QStringLiteral(
                "INSERT INTO review_notes(run_key, run_hash, target, text, created_at, updated_at) "
                "VALUES('0123456789abcdef:/runs/op', '0123456789abcdef', 'run', 'uncommitted', 'x', 'x')"));
        query.exec(QStringLiteral("UPDATE review_notes SET text = 'changed'"));
        std::fputs("ready\n", stdout);
        std::fflush(stdout);
        for (;;)
            QThread::sleep(1);
    }
}

} // namespace

class TestReviewNote : public QObject
{
    Q_OBJECT
public:
    static void initMain()
    {
        if (qEnvironmentVariableIsSet(ChildVariable))
            childWriter(qEnvironmentVariable(ChildVariable));
    }

private Q_SLOTS:
    void initTestCase();
    void createEditDelete();
    void everyTargetRoundTrips_data();
    void everyTargetRoundTrips();
    void labels();
    void notesSurviveMovedFolder();
    void copiedFolderKeepsItsOwnNotes();
    void migratesFromVersion2();
    void migratesFromVersion3();
    void killedWriterLeavesCommittedNotes();
};

void TestReviewNote::initTestCase()
{
    QVERIFY(QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")));
}

void TestReviewNote::createEditDelete()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    WorkspaceDatabase db;
    QVERIFY2(db.open(dir.filePath(QStringLiteral("w.sqlite"))), qPrintable(db.errorString()));
    QCOMPARE(db.schemaVersion(), WorkspaceDatabase::SchemaVersion);
    const QString key = RunKey::make(QStringLiteral("/runs/rms_norm/perf_opt"), "# rms_norm\n");
    QVERIFY(db.notes(key).isEmpty());

    ReviewNote note = ReviewNote::forCandidate(key, QStringLiteral("v3_bs4096"));
    note.text = QStringLiteral("bs4096 only wins on long_row beyond noise");
    note.author = QStringLiteral("reviewer");
    const qint64 id = db.addNote(note);
    QVERIFY2(id > 0, qPrintable(db.errorString()));
    QCOMPARE(note.id, id);
    QVERIFY(!note.createdAt.isEmpty());
    QCOMPARE(note.updatedAt, note.createdAt);

    ReviewNote second = ReviewNote::forRun(key);
    second.text = QStringLiteral("second");
    QVERIFY(db.addNote(second) > id);
    QCOMPARE(db.notes(key).size(), 2);
    QCOMPARE(db.notes(key).first().text, note.text); // oldest first
    QCOMPARE(db.noteCount(), 2);

    // Edit: the text and target change, created_at stays.
    note.text = QStringLiteral("edited");
    note.target = ReviewNote::Target::Round;
    note.round = 3;
    QVERIFY2(db.updateNote(note), qPrintable(db.errorString()));
    const std::optional<ReviewNote> stored = db.note(id);
    QVERIFY(stored);
    QCOMPARE(stored->text, QStringLiteral("edited"));
    QCOMPARE(stored->target, ReviewNote::Target::Round);
    QCOMPARE(stored->round, 3);
    QCOMPARE(stored->createdAt, note.createdAt);

    // Delete: once.
    QVERIFY(db.deleteNote(id));
    QVERIFY(!db.deleteNote(id));
    QVERIFY(!db.note(id));
    QCOMPARE(db.notes(key).size(), 1);
    ReviewNote ghost = second;
    ghost.id = 999999;
    QVERIFY(!db.updateNote(ghost));
}

void TestReviewNote::everyTargetRoundTrips_data()
{
    QTest::addColumn<ReviewNote>("note");
    const QString key = QStringLiteral("0123456789abcdef:/runs/op/perf_opt");
    QTest::newRow("run") << ReviewNote::forRun(key);
    QTest::newRow("round") << ReviewNote::forRound(key, 2);
    QTest::newRow("candidate") << ReviewNote::forCandidate(key, QStringLiteral("merged_r1_a_chain"));
    QTest::newRow("record") << ReviewNote::forRecord(key, QStringLiteral("perf_opt/perf_records.jsonl"), 25);
    QTest::newRow("variant line") << ReviewNote::forVariantLine(key, QStringLiteral("perf_opt/rms_norm_opt_v1_pipe.py"),
                                                                42);
    QTest::newRow("log line") << ReviewNote::forLogLine(key, QStringLiteral("perf_opt/opt_log.md"), 368);
}

void TestReviewNote::everyTargetRoundTrips()
{
    QFETCH(ReviewNote, note);
    QTemporaryDir dir;
    WorkspaceDatabase db;
    QVERIFY(db.open(dir.filePath(QStringLiteral("w.sqlite"))));
    note.text = QStringLiteral("多行\n备注 with | pipes");
    note.author = QStringLiteral("张三");
    QVERIFY(db.addNote(note));
    const QList<ReviewNote> notes = db.notes(note.runKey);
    QCOMPARE(notes.size(), 1);
    QCOMPARE(notes.first(), note);
    ReviewNote::Target parsed;
    QVERIFY(ReviewNote::targetFromName(ReviewNote::targetName(note.target), &parsed));
    QCOMPARE(parsed, note.target);
}

void TestReviewNote::labels()
{
    const QString key = QStringLiteral("k");
    QCOMPARE(ReviewNote::forRound(key, 3).targetLabel(QStringLiteral("en")), QStringLiteral("Round 3"));
    QCOMPARE(ReviewNote::forRound(key, 3).targetLabel(QStringLiteral("zh_CN")), QStringLiteral("第 3 轮"));
    QCOMPARE(ReviewNote::forRecord(key, QStringLiteral("perf_opt/perf_records.jsonl"), 7).targetLabel(),
             QStringLiteral("perf_opt/perf_records.jsonl:7"));
    QCOMPARE(ReviewNote::forCandidate(key, QStringLiteral("v1_pipe")).targetLabel(), QStringLiteral("v1_pipe"));
    ReviewNote::Target t;
    QVERIFY(!ReviewNote::targetFromName(QStringLiteral("nonsense"), &t));
}

void TestReviewNote::notesSurviveMovedFolder()
{
    QTemporaryDir root(RunCopy::tempTemplate());
    QVERIFY(root.isValid());
    const QString before = root.filePath(QStringLiteral("before/rms_norm"));
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("rms_norm")), before));
    WorkspaceDatabase db;
    QVERIFY(db.open(root.filePath(QStringLiteral("w.sqlite"))));

    const ProjectSnapshotPtr first = ProjectLoader::load(before);
    ReviewNote note = ReviewNote::forRecord(first->runKey(), first->records.displayPath, 25);
    note.text = QStringLiteral("final record of v3_bs4096");
    QVERIFY(db.addNote(note));

    // Move the run's folder (the parent, as a user would) and open it again.
    QVERIFY(QDir().rename(root.filePath(QStringLiteral("before")), root.filePath(QStringLiteral("after"))));
    const ProjectSnapshotPtr moved = ProjectLoader::load(root.filePath(QStringLiteral("after/rms_norm")));
    QVERIFY(moved->layout.isValid());
    QVERIFY(moved->runKey() != first->runKey());
    QCOMPARE(RunKey::hash(moved->runKey()), RunKey::hash(first->runKey()));

    // Found by the log-head hash although the path differs…
    const QList<ReviewNote> found = db.notes(moved->runKey());
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().text, note.text);
    // …and adopted under the new key.
    QCOMPARE(db.adoptMovedRun(moved->runKey()), 1);
    QCOMPARE(db.notes(moved->runKey()).first().runKey, moved->runKey());
    QCOMPARE(db.adoptMovedRun(moved->runKey()), 0);
    // A note added after the move joins the old one.
    ReviewNote later = ReviewNote::forRun(moved->runKey());
    later.text = QStringLiteral("after the move");
    QVERIFY(db.addNote(later));
    QCOMPARE(db.notes(moved->runKey()).size(), 2);
}

void TestReviewNote::copiedFolderKeepsItsOwnNotes()
{
    QTemporaryDir root(RunCopy::tempTemplate());
    const QString original = root.filePath(QStringLiteral("a/argmax_like"));
    const QString copy = root.filePath(QStringLiteral("b/argmax_like"));
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("argmax_like")), original));
    QVERIFY(RunCopy::copyTree(original, copy));
    WorkspaceDatabase db;
    QVERIFY(db.open(root.filePath(QStringLiteral("w.sqlite"))));
    const QString originalKey = ProjectLoader::load(original)->runKey();
    const QString copyKey = ProjectLoader::load(copy)->runKey();
    ReviewNote note = ReviewNote::forRun(originalKey);
    note.text = QStringLiteral("on the original");
    QVERIFY(db.addNote(note));
    // The original still exists: the copy is another run of its own.
    QVERIFY(db.notes(copyKey).isEmpty());
    QCOMPARE(db.adoptMovedRun(copyKey), 0);
    QCOMPARE(db.notes(originalKey).size(), 1);
}

void TestReviewNote::migratesFromVersion2()
{
    // A database as schema 2 left it, written by hand.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v2.sqlite"));
    QVERIFY(execOn(path,
                   {QStringLiteral("CREATE TABLE runs (id INTEGER PRIMARY KEY, run_key TEXT NOT NULL UNIQUE, "
                                   "path TEXT NOT NULL, operator TEXT NOT NULL DEFAULT '', first_opened TEXT NOT NULL, "
                                   "last_opened TEXT NOT NULL)"),
                    QStringLiteral("CREATE TABLE records_snapshots (run_key TEXT NOT NULL PRIMARY KEY, "
                                   "taken_at TEXT NOT NULL, bytes BLOB NOT NULL)"),
                    QStringLiteral("INSERT INTO runs(run_key, path, operator, first_opened, last_opened) "
                                   "VALUES('0123456789abcdef:/r', '/r', 'op', 't', 't')"),
                    QStringLiteral("INSERT INTO records_snapshots VALUES('0123456789abcdef:/r', 't', x'7b7d0a')"),
                    QStringLiteral("PRAGMA user_version = 2")}));
    WorkspaceDatabase db;
    QVERIFY2(db.open(path), qPrintable(db.errorString()));
    QCOMPARE(db.schemaVersion(), WorkspaceDatabase::SchemaVersion);
    QCOMPARE(db.journalMode(), QStringLiteral("wal"));
    // What version 2 held is still there…
    QCOMPARE(db.runCount(), 1);
    QCOMPARE(db.lastRecordsSnapshot(QStringLiteral("0123456789abcdef:/r")), QByteArray("{}\n"));
    // …and the new tables work.
    ReviewNote note = ReviewNote::forRun(QStringLiteral("0123456789abcdef:/r"));
    note.text = QStringLiteral("after migration");
    QVERIFY(db.addNote(note));
    ChecklistItemState state;
    state.itemId = QStringLiteral("p2.l0");
    state.manual = ChecklistVerdict::Status::Pass;
    QVERIFY(db.saveChecklistItem(note.runKey, state));
    QCOMPARE(db.checklistState(note.runKey).size(), 1);
}

void TestReviewNote::migratesFromVersion3()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v3.sqlite"));
    {
        WorkspaceDatabase db;
        QVERIFY(db.open(path));
        ReviewNote note = ReviewNote::forRound(QStringLiteral("0123456789abcdef:/r"), 1);
        note.text = QStringLiteral("written by schema 3");
        QVERIFY(db.addNote(note));
    }
    // Back to what schema 3 was: no checklist tables, no revisions, history or index (schema 5).
    QVERIFY(execOn(path,
                   {QStringLiteral("DROP TABLE checklist_state"), QStringLiteral("DROP TABLE review_sessions"),
                    QStringLiteral("DROP TABLE review_note_history"), QStringLiteral("DROP TABLE run_index"),
                    QStringLiteral("ALTER TABLE review_notes DROP COLUMN revision"),
                    QStringLiteral("PRAGMA user_version = 3")}));
    WorkspaceDatabase db;
    QVERIFY2(db.open(path), qPrintable(db.errorString()));
    QCOMPARE(db.schemaVersion(), WorkspaceDatabase::SchemaVersion);
    QCOMPARE(db.notes(QStringLiteral("0123456789abcdef:/r")).value(0).revision, 1);
    QCOMPARE(db.notes(QStringLiteral("0123456789abcdef:/r")).value(0).text, QStringLiteral("written by schema 3"));
    ReviewSession session;
    session.runKey = QStringLiteral("0123456789abcdef:/r");
    session.author = QStringLiteral("r");
    QVERIFY(db.saveReviewSession(session));
    QCOMPARE(db.reviewSession(session.runKey).author, QStringLiteral("r"));
}

void TestReviewNote::killedWriterLeavesCommittedNotes()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("crash.sqlite"));
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(ChildVariable), path);
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(), {});
    QVERIFY(child.waitForStarted());
    QByteArray said;
    while (!said.contains("ready") && child.waitForReadyRead(30000))
        said += child.readAllStandardOutput();
    QVERIFY2(said.contains("ready"), said.constData());
    // The transaction is open and its pages are in the WAL: kill the writer now.
    QVERIFY(QFileInfo::exists(path + QStringLiteral("-wal")));
    child.kill();
    QVERIFY(child.waitForFinished());
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);

    WorkspaceDatabase db;
    QVERIFY2(db.open(path), qPrintable(db.errorString()));
    const QList<ReviewNote> notes = db.notes(QStringLiteral("0123456789abcdef:/runs/op"));
    QCOMPARE(notes.size(), 5);
    for (int i = 0; i < 5; ++i)
        QCOMPARE(notes.at(i).text, QStringLiteral("committed %1").arg(i + 1));
    QCOMPARE(db.noteCount(), 5);
    QVariant integrity;
    QVERIFY(execOn(path, {QStringLiteral("PRAGMA integrity_check")}, &integrity));
    QCOMPARE(integrity.toString(), QStringLiteral("ok"));
    // Nobody holds the write lock any more.
    ReviewNote after = ReviewNote::forRun(QStringLiteral("0123456789abcdef:/runs/op"));
    after.text = QStringLiteral("after the crash");
    QVERIFY2(db.addNote(after), qPrintable(db.errorString()));
}

QTEST_GUILESS_MAIN(TestReviewNote)
#include "tst_reviewnote.moc"
