// SPDX-License-Identifier: MIT
// WorkspaceWatcher: on PostgreSQL a note or a sign-off written on another connection arrives as
// changed(runKey) through LISTEN/NOTIFY (our own writes do not); on SQLite the watcher is not live.
#include "pgtest.h"
#include "review/workspacedatabase.h"
#include "review/workspacewatcher.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

class TestWorkspaceWatcher : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sqliteIsNotLive()
    {
        QTemporaryDir dir;
        WorkspaceDatabase db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("w.sqlite"))));
        WorkspaceWatcher watcher(&db);
        QVERIFY(!watcher.isLive());
    }

    void notifyArrivesFromAnotherConnection()
    {
        WorkspaceLocation location;
        PGTEST_FRESH_DATABASE(QStringLiteral("tst_workspacewatcher"), location);
        WorkspaceDatabase alice, bob;
        alice.setUserName(QStringLiteral("alice"));
        QVERIFY2(alice.open(location), qPrintable(alice.errorString()));
        QVERIFY2(bob.open(location), qPrintable(bob.errorString()));
        WorkspaceWatcher watcher(&bob);
        QVERIFY(watcher.isLive());
        QSignalSpy spy(&watcher, &WorkspaceWatcher::changed);

        const QString key = QStringLiteral("0123456789abcdef:ops/add/perf_opt");
        ReviewNote note = ReviewNote::forRun(key);
        note.text = QStringLiteral("looks good");
        QVERIFY(alice.addNote(note) > 0);
        QTRY_COMPARE_WITH_TIMEOUT(spy.size(), 1, 5000);
        QCOMPARE(spy.takeFirst().first().toString(), key);

        ReviewSession session = alice.reviewSession(key);
        session.finished = true;
        QVERIFY(alice.saveReviewSession(session));
        QTRY_COMPARE_WITH_TIMEOUT(spy.size(), 1, 5000);
        QCOMPARE(spy.takeFirst().first().toString(), key);

        // Bob's own write is not news to Bob.
        ReviewNote own = ReviewNote::forRun(key);
        own.text = QStringLiteral("mine");
        QVERIFY(bob.addNote(own) > 0);
        QTest::qWait(300);
        QCOMPARE(spy.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceWatcher)
#include "tst_workspacewatcher.moc"
