// SPDX-License-Identifier: MIT
// A damaged or busy workspace database: a truncated file is refused with a reason (and `perfopt
// check` says the workspace is unavailable, then checks the run anyway); a database locked by
// another process makes writes fail cleanly, and no note already written is lost (WAL,
// transactions) — not even when the writer is killed.
#include "clirunner.h"
#include "review/workspacedatabase.h"
#include "runcopy.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

class TestWorkspaceResilience : public QObject
{
    Q_OBJECT

private:
    static int addNotes(WorkspaceDatabase &db, const QString &runKey, int count)
    {
        int added = 0;
        for (int i = 0; i < count; ++i) {
            ReviewNote note = ReviewNote::forRun(runKey);
            note.text = QStringLiteral("note %1").arg(i);
            added += db.addNote(note) > 0 ? 1 : 0;
        }
        return added;
    }

private Q_SLOTS:
    void truncatedDatabaseIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("perfopt/perfopt-workbench/workspace.sqlite"));
        {
            WorkspaceDatabase db;
            QVERIFY(db.open(path));
            QCOMPARE(addNotes(db, QStringLiteral("k"), 50), 50);
        }
        for (const QString &suffix : {QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(path + suffix);
        QFile file(path);
        QVERIFY(file.size() > 100);
        QVERIFY(file.resize(100)); // a torn copy: the header survives, the pages do not
        {
            WorkspaceDatabase db;
            const bool opened = db.open(path);
            if (opened)
                QVERIFY(db.noteCount() <= 0 || db.noteCount() == 50);
            else
                QVERIFY(!db.errorString().isEmpty());
        }
        // The CLI still checks runs, and says why the workspace is not used.
        QProcess check;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir.path());
        check.setProcessEnvironment(env);
        check.start(QStringLiteral(PERFOPT_CLI_PATH), {QStringLiteral("check"), RunCopy::sample(QStringLiteral("rms_norm")),
                                                       QStringLiteral("--no-git")});
        QVERIFY(check.waitForFinished(120000));
        QVERIFY(check.exitCode() == 0 || check.exitCode() == 1);
        const QByteArray err = check.readAllStandardError();
        QVERIFY2(err.contains("workspace database is unavailable"), err.constData());
        QVERIFY(!check.readAllStandardOutput().isEmpty());
    }

    void garbageFileIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("workspace.sqlite"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(8192, 'x'));
        file.close();
        WorkspaceDatabase db;
        QVERIFY(!db.open(path));
        QVERIFY(!db.errorString().isEmpty());
    }

    void lockedDatabaseLosesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("workspace.sqlite"));
        WorkspaceDatabase db;
        QVERIFY(db.open(path));
        QCOMPARE(db.journalMode().toLower(), QStringLiteral("wal"));
        QCOMPARE(addNotes(db, QStringLiteral("k"), 10), 10);
        {
            // Another process holds the write lock (simulated by a second connection).
            QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("locker"));
            other.setDatabaseName(path);
            other.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=100"));
            QVERIFY(other.open());
            QSqlQuery lock(other);
            QVERIFY(lock.exec(QStringLiteral("BEGIN IMMEDIATE")));
            ReviewNote note = ReviewNote::forRun(QStringLiteral("k"));
            note.text = QStringLiteral("while locked");
            QElapsedTimer timer;
            timer.start();
            QCOMPARE(db.addNote(note), qint64(0)); // fails after the busy timeout, never hangs
            QVERIFY(timer.elapsed() < 30000);
            QCOMPARE(db.notes(QStringLiteral("k")).size(), 10); // readers still see everything (WAL)
            QVERIFY(lock.exec(QStringLiteral("ROLLBACK")));
            lock.finish();
            other.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("locker"));
        QCOMPARE(addNotes(db, QStringLiteral("k"), 1), 1);
        QCOMPARE(db.notes(QStringLiteral("k")).size(), 11);
    }

    void killedWriterLosesNoCommittedNote()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("workspace.sqlite"));
        {
            WorkspaceDatabase db;
            QVERIFY(db.open(path));
            QCOMPARE(addNotes(db, QStringLiteral("k"), 25), 25);
            // No close: the WAL still holds the commits, as after a crash.
            QFile::copy(path, path + QStringLiteral(".main"));
            QFile::copy(path + QStringLiteral("-wal"), path + QStringLiteral(".wal"));
        }
        // A "crashed" copy: the main file and the WAL as they were, no clean checkpoint.
        const QString crashed = dir.filePath(QStringLiteral("crashed.sqlite"));
        QVERIFY(QFile::copy(path + QStringLiteral(".main"), crashed));
        if (QFile::exists(path + QStringLiteral(".wal")))
            QVERIFY(QFile::copy(path + QStringLiteral(".wal"), crashed + QStringLiteral("-wal")));
        WorkspaceDatabase db;
        QVERIFY(db.open(crashed));
        QCOMPARE(db.notes(QStringLiteral("k")).size(), 25);
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceResilience)
#include "tst_workspaceresilience.moc"
