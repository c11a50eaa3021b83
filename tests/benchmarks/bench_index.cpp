// SPDX-License-Identifier: MIT
// `perfopt index` over a synthetic repository of 200 runs (perfopt-synth, Gen A and B): the full
// index into a fresh SQLite workspace must take under twice the time of loading and checking the
// runs one by one in one process; prints runs/second for the full and the incremental index.
#include "index/runindexer.h"
#include "review/workspacedatabase.h"
#include "run/inspectreport.h"
#include "run/projectloader.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

class BenchIndex : public QObject
{
    Q_OBJECT

private:
    static constexpr int Runs = 200;
    QTemporaryDir m_dir{QDir(QStringLiteral("/dev/shm")).exists()
                            ? QStringLiteral("/dev/shm/perfopt-bench-XXXXXX")
                            : QDir::tempPath() + QStringLiteral("/perfopt-bench-XXXXXX")};
    QString m_repo;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_repo = m_dir.filePath(QStringLiteral("repo"));
        QVERIFY(QDir().mkpath(m_repo + QStringLiteral("/.git")));
        QElapsedTimer timer;
        timer.start();
        QList<QProcess *> running;
        for (int i = 0; i < Runs; ++i) {
            auto *synth = new QProcess(this);
            synth->start(QStringLiteral(PERFOPT_SYNTH_PATH),
                         {m_repo + QStringLiteral("/ops/group%1/op%2").arg(i % 10).arg(i),
                          QStringLiteral("--op"), QStringLiteral("op%1").arg(i), QStringLiteral("--generation"),
                          i % 2 ? QStringLiteral("B") : QStringLiteral("A"), QStringLiteral("--seed"),
                          QString::number(i + 1), QStringLiteral("--rounds"), QString::number(3 + i % 5),
                          QStringLiteral("--profile-runs"), QStringLiteral("8")});
            running.append(synth);
            if (running.size() >= QThread::idealThreadCount() * 2 || i == Runs - 1) {
                for (QProcess *p : std::as_const(running)) {
                    QVERIFY(p->waitForFinished(120000));
                    QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
                    delete p;
                }
                running.clear();
            }
        }
        qInfo("wrote %d synthetic runs in %.1f s", Runs, double(timer.elapsed()) / 1000.0);
    }

    void indexVersusOneByOne()
    {
        const QStringList runs = RunIndexer::findRuns(m_repo);
        QCOMPARE(runs.size(), Runs);

        // One by one, in this process: load each run and make its inspect report.
        QElapsedTimer timer;
        timer.start();
        for (const QString &run : runs) {
            const ProjectSnapshotPtr snapshot = ProjectLoader::load(run);
            QVERIFY(snapshot->layout.isValid());
            qsizetype printed = 0;
            InspectReport::writeJson(*snapshot, [&printed](QByteArrayView bytes) { printed += bytes.size(); });
        }
        const double oneByOne = double(timer.elapsed()) / 1000.0;

        WorkspaceDatabase db;
        QVERIFY2(db.open(m_dir.filePath(QStringLiteral("workspace.sqlite"))), qPrintable(db.errorString()));
        timer.restart();
        const RunIndexer::Result full = RunIndexer::index(m_repo, &db, {});
        const double indexed = double(timer.elapsed()) / 1000.0;
        QVERIFY2(full.errors.isEmpty(), qPrintable(full.errors.join(QLatin1Char('\n'))));
        QCOMPARE(full.read, Runs);
        timer.restart();
        const RunIndexer::Result again = RunIndexer::index(m_repo, &db, {});
        const double incremental = double(timer.elapsed()) / 1000.0;
        QCOMPARE(again.read, 0);

        qInfo("inspect one by one: %.2f s (%.1f runs/s)", oneByOne, Runs / oneByOne);
        qInfo("perfopt index (%d threads, both gate profiles, SQLite): %.2f s (%.1f runs/s)",
              QThread::idealThreadCount(), indexed, Runs / indexed);
        qInfo("perfopt index again (nothing changed): %.2f s (%.1f runs/s)", incremental, Runs / incremental);
        QVERIFY2(indexed < 2.0 * oneByOne, "index took more than twice the one-by-one inspection");
    }
};

QTEST_GUILESS_MAIN(BenchIndex)
#include "bench_index.moc"
