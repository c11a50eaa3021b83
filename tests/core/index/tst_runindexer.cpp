// SPDX-License-Identifier: MIT
// RunIndexer on a small synthetic repository, on both backends: every run found and summarised
// (operator, generation, rounds, records, final candidate, speedups, gate verdicts), a second index
// reads nothing, a changed run is the only one read again, review status comes from the workspace,
// and two checkouts of one repository give their runs the same key.
#include "index/runindexer.h"
#include "pgtest.h"
#include "review/workspacedatabase.h"
#include "runcopy.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <functional>
#include <sys/stat.h>
#include <unistd.h>

class TestRunIndexer : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_root{RunCopy::tempTemplate()};
    QString m_repo;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        m_repo = m_root.filePath(QStringLiteral("kernels"));
        QVERIFY(QDir().mkpath(m_repo + QStringLiteral("/.git")));
        QVERIFY(RunCopy::synth(m_repo + QStringLiteral("/ops/add_rms"), {QStringLiteral("--op"), QStringLiteral("add_rms"), QStringLiteral("--profile-runs"), QStringLiteral("0")}));
        QVERIFY(RunCopy::synth(m_repo + QStringLiteral("/ops/softmax"),
                               {QStringLiteral("--op"), QStringLiteral("softmax"), QStringLiteral("--generation"),
                                QStringLiteral("B"), QStringLiteral("--profile-runs"), QStringLiteral("0")}));
        QVERIFY(RunCopy::synth(m_repo + QStringLiteral("/nested/deeper/gelu"),
                               {QStringLiteral("--op"), QStringLiteral("gelu"), QStringLiteral("--rounds"),
                                QStringLiteral("2"), QStringLiteral("--profile-runs"), QStringLiteral("0")}));
    }

    void findsRuns()
    {
        const QStringList runs = RunIndexer::findRuns(m_repo);
        QCOMPARE(runs.size(), 3);
        QVERIFY(runs.first().endsWith(QLatin1String("nested/deeper/gelu/perf_opt")));
        QCOMPARE(RunIndexer::findRuns(runs.first()), QStringList{runs.first()});
    }

    void indexTwice_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::newRow("sqlite") << QStringLiteral("sqlite");
        QTest::newRow("postgresql") << QStringLiteral("postgresql");
    }

    void indexTwice()
    {
        QFETCH(QString, backend);
        QTemporaryDir dir;
        WorkspaceLocation location = WorkspaceLocation::sqlite(dir.filePath(QStringLiteral("w.sqlite")));
        if (backend == QLatin1String("postgresql"))
            PGTEST_FRESH_DATABASE(QStringLiteral("tst_runindexer"), location);
        WorkspaceDatabase db;
        QVERIFY2(db.open(location), qPrintable(db.errorString()));
        RunIndexer::Options options;
        options.jobs = 2;
        std::atomic<int> progress{0};
        options.progress = [&progress](int, int, const QString &) { ++progress; };

        RunIndexer::Result first = RunIndexer::index(m_repo, &db, options);
        QVERIFY2(first.errors.isEmpty(), qPrintable(first.errors.join(QLatin1Char('\n'))));
        QCOMPARE(first.found, 3);
        QCOMPARE(first.read, 3);
        QCOMPARE(progress.load(), 3);
        QCOMPARE(first.rows.size(), 3);
        const RunIndexRow softmax = first.rows.at(2);
        QCOMPARE(softmax.operatorName, QStringLiteral("softmax"));
        QCOMPARE(softmax.generation, QStringLiteral("B"));
        QVERIFY(softmax.runKey.endsWith(QLatin1String(":ops/softmax/perf_opt")));
        QVERIFY(softmax.rounds > 0);
        QVERIFY(softmax.records > 0);
        QVERIFY(!softmax.finalCandidate.isEmpty());
        QVERIFY(!softmax.speedups.isEmpty());
        QVERIFY(softmax.geomeanSpeedup > 1.0);
        QCOMPARE(softmax.gates.keys(), (QStringList{QStringLiteral("strict"), QStringLiteral("workflow")}));
        QCOMPARE(softmax.review, RunIndexRow::ReviewStatus::Unreviewed);

        // Nothing changed: nothing is read.
        RunIndexer::Result second = RunIndexer::index(m_repo, &db, options);
        QCOMPARE(second.read, 0);
        QCOMPARE(second.unchanged, 3);
        QCOMPARE(second.rows.size(), 3);

        // One run changes: only it is read again.
        QFile log(m_repo + QStringLiteral("/ops/add_rms/perf_opt/opt_log.md"));
        QVERIFY(log.open(QIODevice::Append));
        log.write("\nA late remark.\n");
        log.flush(); // the write would set the time again on close
        // Later than anything the first index saw (a backend tested before this one moved it already).
        const QDateTime seen = QDateTime::fromString(first.rows.at(1).lastChange, Qt::ISODate);
        log.setFileTime(std::max(QDateTime::currentDateTimeUtc(), seen).addSecs(60), QFileDevice::FileModificationTime);
        log.close();
        // The review status follows the workspace.
        ReviewNote note = ReviewNote::forRun(first.rows.at(1).runKey);
        note.text = QStringLiteral("started");
        QVERIFY(db.addNote(note) > 0);
        ReviewSession session = db.reviewSession(softmax.runKey);
        session.finished = true;
        QVERIFY(db.saveReviewSession(session));
        RunIndexer::Result third = RunIndexer::index(m_repo, &db, options);
        QCOMPARE(third.read, 1);
        QCOMPARE(third.unchanged, 2);
        QCOMPARE(third.rows.at(1).review, RunIndexRow::ReviewStatus::InReview);
        QCOMPARE(third.rows.at(2).review, RunIndexRow::ReviewStatus::SignedOff);
        QCOMPARE(third.rows.at(0).review, RunIndexRow::ReviewStatus::Unreviewed);
        QVERIFY(third.rows.at(1).lastChange > first.rows.at(1).lastChange);
    }

    void oneRowPerRun_data() { indexTwice_data(); }

    // A run whose key changes (its log's first lines edited, or still being written) keeps one row,
    // and a run deleted since the last index leaves none, in the database as in the output.
    void oneRowPerRun()
    {
        QFETCH(QString, backend);
        QTemporaryDir dir(RunCopy::tempTemplate());
        const QString repo = dir.filePath(QStringLiteral("repo"));
        QVERIFY(QDir().mkpath(repo + QStringLiteral("/.git")));
        for (const QString &op : {QStringLiteral("add_rms"), QStringLiteral("gelu")})
            QVERIFY(RunCopy::synth(repo + QStringLiteral("/ops/") + op,
                                   {QStringLiteral("--op"), op, QStringLiteral("--profile-runs"), QStringLiteral("0")}));
        WorkspaceLocation location = WorkspaceLocation::sqlite(dir.filePath(QStringLiteral("w.sqlite")));
        if (backend == QLatin1String("postgresql"))
            PGTEST_FRESH_DATABASE(QStringLiteral("tst_runindexer_rows"), location);
        WorkspaceDatabase db;
        QVERIFY2(db.open(location), qPrintable(db.errorString()));
        const RunIndexer::Result first = RunIndexer::index(repo, &db, {});
        QCOMPARE(first.rows.size(), 2);
        const QString addRmsKey = first.rows.at(0).runKey;

        QFile log(repo + QStringLiteral("/ops/add_rms/perf_opt/opt_log.md"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QByteArray text = log.readAll();
        log.close();
        QVERIFY(log.open(QIODevice::WriteOnly | QIODevice::Truncate));
        log.write("# A new title\n\n" + text);
        log.close();
        const RunIndexer::Result second = RunIndexer::index(repo, &db, {});
        QVERIFY2(second.errors.isEmpty(), qPrintable(second.errors.join(QLatin1Char('\n'))));
        QCOMPARE(second.read, 1);
        QCOMPARE(second.rows.size(), 2);
        QVERIFY(second.rows.at(0).runKey != addRmsKey);
        QCOMPARE(db.runIndexRows().size(), 2);
        QCOMPARE(db.runIndexFingerprints().size(), 2);

        QVERIFY(QDir(repo + QStringLiteral("/ops/gelu")).removeRecursively());
        const RunIndexer::Result third = RunIndexer::index(repo, &db, {});
        QCOMPARE(third.found, 1);
        QCOMPARE(third.rows.size(), 1);
        const QList<RunIndexRow> stored = db.runIndexRows();
        QCOMPARE(stored.size(), 1);
        QVERIFY(stored.first().path.endsWith(QLatin1String("ops/add_rms/perf_opt")));
        // Indexing one run alone leaves the others' rows as they are.
        QVERIFY(RunCopy::synth(repo + QStringLiteral("/ops/gelu"),
                               {QStringLiteral("--op"), QStringLiteral("gelu"), QStringLiteral("--profile-runs"), QStringLiteral("0")}));
        QCOMPARE(RunIndexer::index(repo, &db, {}).rows.size(), 2);
        QCOMPARE(RunIndexer::index(repo + QStringLiteral("/ops/gelu/perf_opt"), &db, {}).rows.size(), 1);
        QCOMPARE(db.runIndexRows().size(), 2);
        // The same run named with a trailing slash, through a link, or as "." from inside it: still
        // that run (its row was dropped as "no longer under ROOT").
        QCOMPARE(RunIndexer::index(repo + QStringLiteral("/ops/gelu/perf_opt/"), &db, {}).rows.size(), 1);
        QVERIFY(QFile::link(repo + QStringLiteral("/ops/gelu/perf_opt"), dir.filePath(QStringLiteral("latest"))));
        QCOMPARE(RunIndexer::index(dir.filePath(QStringLiteral("latest")), &db, {}).rows.size(), 1);
        QCOMPARE(RunIndexer::index(repo + QStringLiteral("/ops/gelu/perf_opt/."), &db, {}).rows.size(), 1);
        QCOMPARE(db.runIndexRows().size(), 2);
        // A root that is gone prunes nothing.
        QCOMPARE(RunIndexer::index(dir.filePath(QStringLiteral("gone")), &db, {}).found, 0);
        QCOMPARE(db.runIndexRows().size(), 2);
        QVERIFY(db.forgetRunIndexRowsUnder(QString(), {}));
        QVERIFY(db.forgetRunIndexRowsUnder(QStringLiteral("relative/root"), {}));
        QCOMPARE(db.runIndexRows().size(), 2);
    }

    // A folder name that is not valid UTF-8 cannot be reached through a QString path: it is
    // reported with its parent, its siblings are still found (QDir's iterator stopped at it and
    // lost them), and no row under the folder whose listing was incomplete is pruned.
    void undecodableFolderName()
    {
        QTemporaryDir dir(RunCopy::tempTemplate());
        const QString examples = dir.filePath(QStringLiteral("repo/examples"));
        QVERIFY(RunCopy::synth(examples + QStringLiteral("/r0"),
                               {QStringLiteral("--op"), QStringLiteral("add_rms"), QStringLiteral("--profile-runs"),
                                QStringLiteral("0")}));
        QStringList names;
        for (int i = 1; i < 8; ++i) {
            names.append(QStringLiteral("r%1").arg(i));
            QVERIFY(RunCopy::copyTree(examples + QStringLiteral("/r0"), examples + QLatin1Char('/') + names.last()));
        }
        WorkspaceDatabase db;
        QVERIFY2(db.open(WorkspaceLocation::sqlite(dir.filePath(QStringLiteral("w.sqlite")))), qPrintable(db.errorString()));
        QCOMPARE(RunIndexer::index(dir.filePath(QStringLiteral("repo")), &db, {}).rows.size(), 8);

        const QByteArray bad = QFile::encodeName(examples) + "/bad\xff\xfename";
        QCOMPARE(::mkdir(bad.constData(), 0755), 0);
        QCOMPARE(::mkdir(QByteArray(bad + "/perf_opt").constData(), 0755), 0);
        // QDir::removeRecursively() stops at such a name as well.
        const auto removeBad = qScopeGuard([&bad] {
            ::rmdir(QByteArray(bad + "/perf_opt").constData());
            ::rmdir(bad.constData());
        });
        RunIndexer::Unlisted unlisted;
        const QStringList runs = RunIndexer::findRuns(dir.filePath(QStringLiteral("repo")), &unlisted);
        QCOMPARE(runs.size(), 8);
        QCOMPARE(unlisted.errors.size(), 1);
        const QString listed = QFileInfo(examples).canonicalFilePath();
        QVERIFY2(unlisted.errors.first().startsWith(listed + QStringLiteral(": ")), qPrintable(unlisted.errors.first()));
        QVERIFY2(unlisted.errors.first().contains(QLatin1String("bad\\xFF\\xFEname")), qPrintable(unlisted.errors.first()));
        QCOMPARE(unlisted.folders, QStringList{listed});

        // A run removed meanwhile keeps its row: the folder's listing was incomplete.
        QVERIFY(QDir(examples + QStringLiteral("/r7")).removeRecursively());
        const RunIndexer::Result result = RunIndexer::index(dir.filePath(QStringLiteral("repo")), &db, {});
        QCOMPARE(result.found, 7);
        QCOMPARE(result.unchanged, 7);
        QCOMPARE(result.errors, unlisted.errors);
        QCOMPARE(db.runIndexRows().size(), 8);
    }

    // A folder that cannot be read (here: its path is longer than the system's PATH_MAX, which no
    // run can have; permissions do the same to a user who is not root) is said, with its reason,
    // and the runs beside it are still found.
    void unreadableFolder()
    {
        QTemporaryDir dir(RunCopy::tempTemplate());
        QVERIFY(dir.isValid());
        const QString repo = dir.filePath(QStringLiteral("repo"));
        QVERIFY(RunCopy::synth(repo + QStringLiteral("/r0"),
                               {QStringLiteral("--op"), QStringLiteral("add_rms"), QStringLiteral("--profile-runs"),
                                QStringLiteral("0")}));
        // mkdirat() one level at a time: the whole path is too long for any single call.
        const QByteArray level(250, 'd');
        int fd = ::open(QFile::encodeName(repo).constData(), O_DIRECTORY | O_RDONLY);
        QVERIFY(fd >= 0);
        QString deep = QFileInfo(repo).canonicalFilePath();
        while (deep.size() < 4200) {
            QCOMPARE(::mkdirat(fd, level.constData(), 0755), 0);
            const int next = ::openat(fd, level.constData(), O_DIRECTORY | O_RDONLY);
            ::close(fd);
            QVERIFY(next >= 0);
            fd = next;
            deep += QLatin1Char('/') + QString::fromLatin1(level);
        }
        ::close(fd);
        // QDir::removeRecursively() cannot reach below PATH_MAX either.
        const auto removeDeep = qScopeGuard([&] {
            const int root = ::open(QFile::encodeName(repo).constData(), O_DIRECTORY | O_RDONLY);
            std::function<void(int)> remove = [&](int parent) {
                const int child = ::openat(parent, level.constData(), O_DIRECTORY | O_RDONLY);
                if (child < 0)
                    return;
                remove(child);
                ::close(child);
                ::unlinkat(parent, level.constData(), AT_REMOVEDIR);
            };
            if (root >= 0) {
                remove(root);
                ::close(root);
            }
        });
        RunIndexer::Unlisted unlisted;
        const QStringList runs = RunIndexer::findRuns(repo, &unlisted);
        QCOMPARE(runs.size(), 1);
        QCOMPARE(unlisted.errors.size(), 1);
        QCOMPARE(unlisted.folders.size(), 1);
        QVERIFY2(unlisted.errors.first().startsWith(unlisted.folders.first() + QStringLiteral(": ")),
                 qPrintable(unlisted.errors.first()));
        QVERIFY2(unlisted.errors.first().contains(QString::fromLocal8Bit(std::strerror(ENAMETOOLONG))),
                 qPrintable(unlisted.errors.first()));
        QVERIFY(unlisted.folders.first().size() > 4096);
    }

    // A file name in perf_opt/ that is not valid UTF-8 neither stops the walk (a changed
    // opt_log.md listed after it was missed: the run stayed "unchanged") nor goes unnoticed.
    void fingerprintPastUndecodableName()
    {
        QTemporaryDir dir(RunCopy::tempTemplate());
        const QString op = dir.filePath(QStringLiteral("op"));
        const QByteArray perfOpt = QFile::encodeName(op) + "/perf_opt";
        QVERIFY(QDir().mkpath(op + QStringLiteral("/perf_opt")));
        // Created before and after the run's files: one of them is listed before opt_log.md,
        // whichever order the file system lists names in.
        const auto touch = [](const QByteArray &path) {
            const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_EXCL, 0644);
            return fd >= 0 && ::close(fd) == 0;
        };
        // QDir::removeRecursively() stops at such a name as well.
        const auto removeBad = qScopeGuard([&perfOpt] {
            ::unlink(QByteArray(perfOpt + "/\xfe\xfe_early").constData());
            ::unlink(QByteArray(perfOpt + "/\xff_late").constData());
        });
        QVERIFY(touch(perfOpt + "/\xfe\xfe_early"));
        QVERIFY(RunCopy::copyTree(m_repo + QStringLiteral("/ops/add_rms"), op));
        const QString before = RunIndexer::fingerprint(op + QStringLiteral("/perf_opt"));
        QVERIFY(touch(perfOpt + "/\xff_late"));
        const QString added = RunIndexer::fingerprint(op + QStringLiteral("/perf_opt"));
        QVERIFY(added != before);
        QCOMPARE(RunIndexer::fingerprint(op + QStringLiteral("/perf_opt")), added);

        QFile log(op + QStringLiteral("/perf_opt/opt_log.md"));
        QVERIFY(log.open(QIODevice::Append));
        log.write("\nA late remark.\n");
        log.close();
        const QString changed = RunIndexer::fingerprint(op + QStringLiteral("/perf_opt"));
        QVERIFY(changed != added);
        QCOMPARE(RunIndexer::fingerprint(op + QStringLiteral("/perf_opt")), changed);
    }

    void twoCheckoutsUnderOneRoot_data() { indexTwice_data(); }

    // Two clones of one repository under one root: one run key (their notes meet) but a row per
    // perf_opt/ path (docs/cli.md), the same on every index (the one row flipped between them).
    void twoCheckoutsUnderOneRoot()
    {
        QFETCH(QString, backend);
        QTemporaryDir dir(RunCopy::tempTemplate());
        for (const QString &clone : {QStringLiteral("ada"), QStringLiteral("lin")}) {
            QVERIFY(QDir().mkpath(dir.filePath(clone + QStringLiteral("/.git"))));
            QVERIFY(RunCopy::copyTree(m_repo + QStringLiteral("/ops/softmax"),
                                      dir.filePath(clone + QStringLiteral("/examples/demo/softmax"))));
        }
        WorkspaceLocation location = WorkspaceLocation::sqlite(dir.filePath(QStringLiteral("w.sqlite")));
        if (backend == QLatin1String("postgresql"))
            PGTEST_FRESH_DATABASE(QStringLiteral("tst_runindexer_clones"), location);
        WorkspaceDatabase db;
        QVERIFY2(db.open(location), qPrintable(db.errorString()));
        for (int pass = 0; pass < 2; ++pass) {
            const RunIndexer::Result result = RunIndexer::index(dir.path(), &db, {});
            QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.join(QLatin1Char('\n'))));
            QCOMPARE(result.found, 2);
            QCOMPARE(result.read, pass == 0 ? 2 : 0);
            QCOMPARE(result.unchanged, pass == 0 ? 0 : 2);
            QCOMPARE(result.rows.size(), 2);
            QVERIFY(result.rows.at(0).path.endsWith(QLatin1String("/ada/examples/demo/softmax/perf_opt")));
            QVERIFY(result.rows.at(1).path.endsWith(QLatin1String("/lin/examples/demo/softmax/perf_opt")));
            QCOMPARE(result.rows.at(1).runKey, result.rows.at(0).runKey);
            QCOMPARE(db.runIndexRows().size(), 2);
        }
        // The review follows the key: a note on the run shows on both rows.
        ReviewNote note = ReviewNote::forRun(db.runIndexRows().first().runKey);
        note.text = QStringLiteral("seen");
        QVERIFY(db.addNote(note) > 0);
        for (const RunIndexRow &row : db.runIndexRows())
            QCOMPARE(row.review, RunIndexRow::ReviewStatus::InReview);
    }

    void reviewOfMovedFolder_data() { indexTwice_data(); }

    // A run outside a repository is keyed by its path: moved, its review stays under the old key,
    // and the index says what the wizard and `perfopt export review` read (it said "unreviewed").
    void reviewOfMovedFolder()
    {
        QFETCH(QString, backend);
        QTemporaryDir dir(RunCopy::tempTemplate());
        QVERIFY(RunCopy::copyTree(m_repo + QStringLiteral("/ops/add_rms"), dir.filePath(QStringLiteral("runs/old/add_rms"))));
        WorkspaceLocation location = WorkspaceLocation::sqlite(dir.filePath(QStringLiteral("w.sqlite")));
        if (backend == QLatin1String("postgresql"))
            PGTEST_FRESH_DATABASE(QStringLiteral("tst_runindexer_moved"), location);
        WorkspaceDatabase db;
        QVERIFY2(db.open(location), qPrintable(db.errorString()));
        const RunIndexer::Result first = RunIndexer::index(dir.filePath(QStringLiteral("runs")), &db, {});
        QCOMPARE(first.rows.size(), 1);
        ReviewSession session = db.reviewSession(first.rows.first().runKey);
        session.finished = true;
        QVERIFY(db.saveReviewSession(session));

        QVERIFY(QDir().rename(dir.filePath(QStringLiteral("runs/old")), dir.filePath(QStringLiteral("runs/new"))));
        const RunIndexer::Result moved = RunIndexer::index(dir.filePath(QStringLiteral("runs")), &db, {});
        QCOMPARE(moved.rows.size(), 1);
        QVERIFY(moved.rows.first().runKey != first.rows.first().runKey);
        QVERIFY(db.reviewSession(moved.rows.first().runKey).finished);
        QCOMPARE(moved.rows.first().review, RunIndexRow::ReviewStatus::SignedOff);
        QCOMPARE(moved.rows.first().reviewedBy, db.userName());
    }

    void sameKeyInAnotherCheckout()
    {
        const QString other = m_root.filePath(QStringLiteral("elsewhere/kernels"));
        QVERIFY(QDir().mkpath(other + QStringLiteral("/.git")));
        QVERIFY(RunCopy::copyTree(m_repo + QStringLiteral("/ops/softmax"), other + QStringLiteral("/ops/softmax")));
        QString error;
        const RunIndexRow here = RunIndexer::summarize(m_repo + QStringLiteral("/ops/softmax/perf_opt"), 0.03, &error);
        const RunIndexRow there = RunIndexer::summarize(other + QStringLiteral("/ops/softmax/perf_opt"), 0.03, &error);
        QVERIFY(!here.runKey.isEmpty());
        QCOMPARE(there.runKey, here.runKey);
        QVERIFY(there.path != here.path);
    }
};

QTEST_GUILESS_MAIN(TestRunIndexer)
#include "tst_runindexer.moc"
