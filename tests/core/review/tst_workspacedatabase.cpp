// SPDX-License-Identifier: MIT
// The workspace database on both backends (SQLite file, PostgreSQL test cluster): the location
// URL, migrations from an older schema and refusal of a newer one, notes as rows with history,
// the records snapshot rewritten only when the file changed, and the stale-revision conflict between
// two connections for notes, checklist items and sign-offs.
#include "pgtest.h"
#include "records/perfrecordsfile.h"
#include "review/workspacedatabase.h"
#include "review/workspacedialect.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString RunA = QStringLiteral("0123456789abcdef:ops/rms_norm/perf_opt");

// Raw SQL on the same database, outside WorkspaceDatabase.
bool execRaw(const WorkspaceLocation &location, const QStringList &statements)
{
    const QString name = QStringLiteral("tst-raw-") + location.toString();
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(
            location.isPostgreSql() ? QStringLiteral("QPSQL") : QStringLiteral("QSQLITE"), name);
        if (location.isPostgreSql()) {
            db.setHostName(location.host);
            db.setPort(location.port);
            db.setUserName(location.user);
            db.setDatabaseName(location.database);
        } else {
            db.setDatabaseName(location.path);
        }
        ok = db.open();
        for (const QString &sql : statements)
            if (ok) {
                QSqlQuery query(db);
                ok = query.exec(sql);
                if (!ok)
                    qWarning() << sql << query.lastError().text();
            }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

} // namespace

class TestWorkspaceDatabase : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_count = 0;

    // A fresh, empty workspace of the row's backend.
    WorkspaceLocation fresh()
    {
        QFETCH_GLOBAL(QString, backend);
        WorkspaceLocation location;
        if (backend == QLatin1String("sqlite"))
            return WorkspaceLocation::sqlite(m_dir.filePath(QStringLiteral("ws%1.sqlite").arg(++m_count)));
        QString why;
        if (!PgTest::freshDatabase(QStringLiteral("tst_workspacedatabase"), &location, &why))
            qWarning("%s", qPrintable(why));
        return location;
    }

    bool available()
    {
        QFETCH_GLOBAL(QString, backend);
        if (backend == QLatin1String("sqlite"))
            return true;
        WorkspaceLocation ignored;
        QString why;
        static int state = 0; // 0 unknown, 1 yes, 2 no
        if (state == 0)
            state = PgTest::freshDatabase(QStringLiteral("tst_workspacedatabase_probe"), &ignored, &why) ? 1 : 2;
        if (state == 2)
            m_why = why.isEmpty() ? QStringLiteral("no PostgreSQL test cluster") : why;
        return state == 1;
    }
    QString m_why;

#define REQUIRE_BACKEND()                                                                                              \
    if (!available()) {                                                                                                \
        if (PgTest::required())                                                                                        \
            QFAIL(qPrintable(m_why));                                                                                  \
        QSKIP(qPrintable(QStringLiteral("PostgreSQL half skipped: ") + m_why));                                        \
    }

private Q_SLOTS:
    void initTestCase_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::newRow("sqlite") << QStringLiteral("sqlite");
        QTest::newRow("postgresql") << QStringLiteral("postgresql");
    }

    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void locationParsing()
    {
        QFETCH_GLOBAL(QString, backend);
        if (backend != QLatin1String("sqlite"))
            QSKIP("backend-independent");
        WorkspaceLocation l;
        QString error;
        QVERIFY(WorkspaceLocation::parse(QStringLiteral("/tmp/w.sqlite"), &l, &error));
        QCOMPARE(l.backend, WorkspaceLocation::Backend::Sqlite);
        QCOMPARE(l.path, QStringLiteral("/tmp/w.sqlite"));
        QVERIFY(WorkspaceLocation::parse(QStringLiteral("sqlite:/tmp/x.db"), &l, &error));
        QCOMPARE(l.path, QStringLiteral("/tmp/x.db"));
        QVERIFY(WorkspaceLocation::parse(QStringLiteral("postgresql://ada@db.example.org:5433/review"), &l, &error));
        QVERIFY(l.isPostgreSql());
        QCOMPARE(l.user, QStringLiteral("ada"));
        QCOMPARE(l.host, QStringLiteral("db.example.org"));
        QCOMPARE(l.port, 5433);
        QCOMPARE(l.database, QStringLiteral("review"));
        QCOMPARE(l.toString(), QStringLiteral("postgresql://ada@db.example.org:5433/review"));
        QVERIFY(WorkspaceLocation::parse(QStringLiteral("postgresql://ada@%2Ftmp%2Fpg/review"), &l, &error));
        QCOMPARE(l.host, QStringLiteral("/tmp/pg"));
        QVERIFY(WorkspaceLocation::parse(QStringLiteral("postgresql://ada@/review?host=/run/pg"), &l, &error));
        QCOMPARE(l.host, QStringLiteral("/run/pg"));
        QVERIFY(!WorkspaceLocation::parse(QStringLiteral("postgresql://ada:secret@h/review"), &l, &error));
        QVERIFY2(error.contains(QLatin1String("PGPASSWORD")), qPrintable(error));
        QVERIFY(!WorkspaceLocation::parse(QStringLiteral("postgresql://ada@h/"), &l, &error));
        QVERIFY(!WorkspaceLocation::parse(QStringLiteral("mysql://h/db"), &l, &error));
    }

    void migratesFromSchema4()
    {
        REQUIRE_BACKEND();
        const WorkspaceLocation location = fresh();
        // Schema 4 as the previous release left it, with a checklist row and a note.
        QStringList statements;
        const QList<QStringList> steps = WorkspaceDialect::migrations(location.isPostgreSql());
        for (int i = 0; i < 4; ++i)
            statements += steps.at(i);
        statements += location.isPostgreSql()
            ? QStringList{QStringLiteral("CREATE TABLE perfopt_schema (version INTEGER NOT NULL)"),
                          QStringLiteral("INSERT INTO perfopt_schema VALUES(4)")}
            : QStringList{QStringLiteral("PRAGMA user_version=4")};
        statements << QStringLiteral("INSERT INTO checklist_state(run_key, run_hash, item_id, manual, updated_at) "
                                     "VALUES('%1', '0123456789abcdef', 'p1.log', 'pass', '2026-01-01T00:00:00Z')")
                          .arg(RunA)
                   << QStringLiteral("INSERT INTO review_notes(run_key, run_hash, target, text, author, created_at, "
                                     "updated_at) VALUES('%1', '0123456789abcdef', 'run', 'old', 'eve', "
                                     "'2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')")
                          .arg(RunA);
        QVERIFY(execRaw(location, statements));
        WorkspaceDatabase db;
        QVERIFY2(db.open(location), qPrintable(db.errorString()));
        QCOMPARE(db.schemaVersion(), WorkspaceDatabase::SchemaVersion);
        const QList<ChecklistItemState> states = db.checklistState(RunA);
        QCOMPARE(states.size(), 1);
        QCOMPARE(states.first().revision, 1);
        QCOMPARE(db.notes(RunA).size(), 1);
        QCOMPARE(db.notes(RunA).first().revision, 1);
        // Opening again is a no-op.
        WorkspaceDatabase again;
        QVERIFY2(again.open(location), qPrintable(again.errorString()));
        QCOMPARE(again.schemaVersion(), WorkspaceDatabase::SchemaVersion);
    }

    // Schema 6 keys run_index by path: the rows of schema 5 are kept, and one run key may then
    // have a row per checkout.
    void migratesRunIndexFromSchema5()
    {
        REQUIRE_BACKEND();
        const WorkspaceLocation location = fresh();
        QStringList statements;
        const QList<QStringList> steps = WorkspaceDialect::migrations(location.isPostgreSql());
        for (int i = 0; i < 5; ++i)
            statements += steps.at(i);
        statements += location.isPostgreSql()
            ? QStringList{QStringLiteral("CREATE TABLE perfopt_schema (version INTEGER NOT NULL)"),
                          QStringLiteral("INSERT INTO perfopt_schema VALUES(5)")}
            : QStringList{QStringLiteral("PRAGMA user_version=5")};
        statements << QStringLiteral("INSERT INTO run_index(run_key, path, operator, fingerprint, indexed_at) "
                                     "VALUES('%1', '/ada/ops/rms_norm/perf_opt', 'rms_norm', 'f1', "
                                     "'2026-01-01T00:00:00Z')")
                          .arg(RunA);
        QVERIFY(execRaw(location, statements));
        WorkspaceDatabase db;
        QVERIFY2(db.open(location), qPrintable(db.errorString()));
        QCOMPARE(db.schemaVersion(), WorkspaceDatabase::SchemaVersion);
        QList<RunIndexRow> rows = db.runIndexRows();
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.first().runKey, RunA);
        QCOMPARE(rows.first().operatorName, QStringLiteral("rms_norm"));
        QCOMPARE(db.runIndexFingerprints().value(QStringLiteral("/ada/ops/rms_norm/perf_opt")), QStringLiteral("f1"));

        RunIndexRow other = rows.first();
        other.path = QStringLiteral("/lin/ops/rms_norm/perf_opt");
        QVERIFY2(db.saveRunIndexRows({other}), qPrintable(db.errorString()));
        rows = db.runIndexRows();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(0).path, QStringLiteral("/ada/ops/rms_norm/perf_opt"));
        QCOMPARE(rows.at(1).path, QStringLiteral("/lin/ops/rms_norm/perf_opt"));
        QCOMPARE(rows.at(1).runKey, RunA);
    }

    void refusesNewerSchema()
    {
        REQUIRE_BACKEND();
        const WorkspaceLocation location = fresh();
        {
            WorkspaceDatabase db;
            QVERIFY2(db.open(location), qPrintable(db.errorString()));
        }
        QVERIFY(execRaw(location, location.isPostgreSql()
                                      ? QStringList{QStringLiteral("UPDATE perfopt_schema SET version = 99")}
                                      : QStringList{QStringLiteral("PRAGMA user_version=99")}));
        WorkspaceDatabase db;
        QVERIFY(!db.open(location));
        QVERIFY2(db.errorString().contains(QLatin1String("schema version 99")), qPrintable(db.errorString()));
        QVERIFY2(db.errorString().contains(QLatin1String("update perfopt")), qPrintable(db.errorString()));
    }

    void notesAreRowsWithHistory()
    {
        REQUIRE_BACKEND();
        const WorkspaceLocation location = fresh();
        WorkspaceDatabase alice, bob;
        alice.setUserName(QStringLiteral("alice"));
        bob.setUserName(QStringLiteral("bob"));
        QVERIFY2(alice.open(location), qPrintable(alice.errorString()));
        QVERIFY2(bob.open(location), qPrintable(bob.errorString()));

        ReviewNote note = ReviewNote::forRound(RunA, 2);
        note.text = QStringLiteral("first");
        QVERIFY(alice.addNote(note) > 0);
        QCOMPARE(note.author, QStringLiteral("alice"));
        QCOMPARE(note.revision, 1);
        QVERIFY(!note.createdAt.isEmpty());

        ReviewNote bobsCopy = *bob.note(note.id);
        note.text = QStringLiteral("second");
        QVERIFY2(alice.updateNote(note), qPrintable(alice.errorString()));
        QCOMPARE(note.revision, 2);
        // Bob edits the text he saw (revision 1): refused, with Alice's text.
        bobsCopy.text = QStringLiteral("bob's edit");
        QVERIFY(!bob.updateNote(bobsCopy));
        QVERIFY(bob.lastWriteConflicted());
        QCOMPARE(bob.conflictingNote()->text, QStringLiteral("second"));
        QVERIFY2(bob.errorString().contains(QLatin1String("alice")), qPrintable(bob.errorString()));
        QCOMPARE(bob.note(note.id)->text, QStringLiteral("second"));
        // Nothing overwritten is lost.
        const QList<ReviewNote> history = bob.noteHistory(note.id);
        QCOMPARE(history.size(), 1);
        QCOMPARE(history.first().text, QStringLiteral("first"));

        ReviewNote other = ReviewNote::forRun(RunA);
        other.text = QStringLiteral("bob's own");
        QVERIFY(bob.addNote(other) > 0);
        QCOMPARE(alice.notes(RunA).size(), 2);
        QVERIFY(alice.deleteNote(other.id));
        QCOMPARE(bob.notes(RunA).size(), 1);
        QCOMPARE(bob.noteHistory(other.id).size(), 1);
    }

    void recordsSnapshotOnlyWhenChanged()
    {
        REQUIRE_BACKEND();
        const WorkspaceLocation location = fresh();
        WorkspaceDatabase db;
        QVERIFY2(db.open(location), qPrintable(db.errorString()));
        QTemporaryDir run;
        QVERIFY(run.isValid());
        const QString path = run.filePath(QStringLiteral("perf_records.jsonl"));
        const auto write = [&path](const QByteArray &bytes) {
            QFile file(path);
            return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
        };
        const auto read = [&] { return PerfRecordsReader::readFile(path, QStringLiteral("perf_records.jsonl")); };
        const QByteArray first = "{\"round\": 0, \"opt_id\": \"baseline\", \"duration_us\": 31.2}\n";

        // No snapshot yet: the file is remembered.
        QVERIFY(write(first));
        QVERIFY2(db.rememberRecords(RunA, read(), db.lastRecordsSnapshot(RunA)), qPrintable(db.errorString()));
        QCOMPARE(db.lastRecordsSnapshot(RunA), first);
        const QString old = QStringLiteral("2000-01-01T00:00:00Z");
        QVERIFY(execRaw(location, {QStringLiteral("UPDATE records_snapshots SET taken_at = '%1'").arg(old)}));

        // Unchanged: nothing is written, and the snapshot keeps the time it was taken.
        QString takenAt;
        QByteArray earlier = db.lastRecordsSnapshot(RunA, &takenAt);
        QCOMPARE(takenAt, old);
        QVERIFY2(db.rememberRecords(RunA, read(), earlier), qPrintable(db.errorString()));
        earlier = db.lastRecordsSnapshot(RunA, &takenAt);
        QCOMPARE(takenAt, old);
        QCOMPARE(earlier, first);

        // Appended: the new bytes replace the snapshot, with a new time.
        const QByteArray appended = first + "{\"round\": 1, \"opt_id\": \"v1_a\", \"duration_us\": 30.0}\n";
        QVERIFY(write(appended));
        QVERIFY2(db.rememberRecords(RunA, read(), earlier), qPrintable(db.errorString()));
        earlier = db.lastRecordsSnapshot(RunA, &takenAt);
        QCOMPARE(earlier, appended);
        QVERIFY(takenAt != old);
        // Edited (to the same size), then appended to, or cut short: the file is no longer what the
        // snapshot was plus lines, and the snapshot stays, so that the next check fails again.
        QByteArray edited = appended;
        edited.replace("30.0", "29.0");
        for (const QByteArray &rewritten : QList<QByteArray> {
                 edited, edited + "{\"round\": 2, \"opt_id\": \"v2_a\", \"duration_us\": 28.0}\n", first}) {
            QVERIFY(write(rewritten));
            QVERIFY2(db.rememberRecords(RunA, read(), earlier), qPrintable(db.errorString()));
            QCOMPARE(db.lastRecordsSnapshot(RunA, &takenAt), appended);
        }
        // A last line still being written, completed since: appended.
        const QByteArray partial = appended + "{\"round\": 2, \"opt_id\": \"v2_b\", \"dura";
        QVERIFY(write(partial));
        QVERIFY2(db.rememberRecords(RunA, read(), earlier), qPrintable(db.errorString()));
        QCOMPARE(db.lastRecordsSnapshot(RunA), partial);
        edited = partial + "tion_us\": 27.5}\n";
        QVERIFY(write(edited));
        QVERIFY2(db.rememberRecords(RunA, read(), partial), qPrintable(db.errorString()));
        QCOMPARE(db.lastRecordsSnapshot(RunA), edited);

        // Gone since it was read, or emptied: the snapshot stays for the next check to compare with.
        const PerfRecordsFile vanishing = read();
        QVERIFY(QFile::remove(path));
        QVERIFY(!db.rememberRecords(RunA, vanishing, appended));
        QVERIFY2(db.errorString().contains(QLatin1String("perf_records.jsonl")), qPrintable(db.errorString()));
        QCOMPARE(db.lastRecordsSnapshot(RunA), edited);
        QVERIFY(write(QByteArray()));
        QVERIFY(db.rememberRecords(RunA, read(), edited));
        QCOMPARE(db.lastRecordsSnapshot(RunA), edited);
    }

    void staleChecklistWriteIsRefused()
    {
        REQUIRE_BACKEND();
        const WorkspaceLocation location = fresh();
        WorkspaceDatabase alice, bob;
        alice.setUserName(QStringLiteral("alice"));
        bob.setUserName(QStringLiteral("bob"));
        QVERIFY2(alice.open(location), qPrintable(alice.errorString()));
        QVERIFY2(bob.open(location), qPrintable(bob.errorString()));

        ChecklistItemState mine{QStringLiteral("p2.gates"), ChecklistVerdict::Status::Pass, {}, {}, {}, {}, {}, 0};
        ChecklistItemState theirs = mine;
        theirs.manual = ChecklistVerdict::Status::Fail;
        QVERIFY2(alice.saveChecklistItem(RunA, mine), qPrintable(alice.errorString()));
        QCOMPARE(mine.revision, 1);
        QCOMPARE(mine.updatedBy, QStringLiteral("alice"));
        // Bob never saw Alice's verdict (revision 0): refused, and he is told what she wrote.
        QVERIFY(!bob.saveChecklistItem(RunA, theirs));
        QVERIFY(bob.lastWriteConflicted());
        QCOMPARE(bob.conflictingItem().updatedBy, QStringLiteral("alice"));
        QCOMPARE(bob.conflictingItem().manual, std::optional(ChecklistVerdict::Status::Pass));
        QCOMPARE(bob.conflictingItem().revision, 1);
        // Based on the current revision, his write goes through; Alice's old copy is now stale.
        theirs.revision = bob.conflictingItem().revision;
        QVERIFY2(bob.saveChecklistItem(RunA, theirs), qPrintable(bob.errorString()));
        QVERIFY(!bob.lastWriteConflicted());
        mine.manual.reset();
        QVERIFY(!alice.saveChecklistItem(RunA, mine)); // clearing is a write too
        QVERIFY(alice.lastWriteConflicted());
        QCOMPARE(alice.checklistState(RunA).first().manual, std::optional(ChecklistVerdict::Status::Fail));
        // A cleared item keeps counting revisions.
        ChecklistItemState clear = alice.conflictingItem();
        clear.manual.reset();
        QVERIFY2(alice.saveChecklistItem(RunA, clear), qPrintable(alice.errorString()));
        QVERIFY(bob.checklistState(RunA).isEmpty());
        QCOMPARE(bob.checklistState(RunA, true).first().revision, 3);
        // A batch: one stale item refuses the whole batch.
        QList<ChecklistItemState> batch{ChecklistItemState{QStringLiteral("p0.a"), ChecklistVerdict::Status::Pass, {}, {}, {}, {}, {}, 0},
                                        theirs};
        QVERIFY(!bob.saveChecklistState(RunA, batch));
        QVERIFY(bob.lastWriteConflicted());
        QCOMPARE(alice.checklistState(RunA).size(), 0);
    }

    void staleSignOffIsRefused()
    {
        REQUIRE_BACKEND();
        const WorkspaceLocation location = fresh();
        WorkspaceDatabase alice, bob;
        alice.setUserName(QStringLiteral("alice"));
        bob.setUserName(QStringLiteral("bob"));
        QVERIFY2(alice.open(location), qPrintable(alice.errorString()));
        QVERIFY2(bob.open(location), qPrintable(bob.errorString()));
        ReviewSession a = alice.reviewSession(RunA);
        ReviewSession b = bob.reviewSession(RunA);
        a.finished = true;
        a.author = QStringLiteral("alice");
        QVERIFY2(alice.saveReviewSession(a), qPrintable(alice.errorString()));
        QCOMPARE(a.revision, 1);
        b.summary = QStringLiteral("not yet");
        QVERIFY(!bob.saveReviewSession(b));
        QVERIFY(bob.lastWriteConflicted());
        QVERIFY(bob.conflictingSession().finished);
        QCOMPARE(bob.conflictingSession().updatedBy, QStringLiteral("alice"));
        QVERIFY2(bob.errorString().contains(QLatin1String("signed off")), qPrintable(bob.errorString()));
        QVERIFY(bob.reviewSession(RunA).finished);
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceDatabase)
#include "tst_workspacedatabase.moc"
