// SPDX-License-Identifier: MIT
// Loads a synthetic run of 15,000 records, 1,500 profile runs and a 2 MB log (issue: core model)
// and reports the time of ProjectLoader::load and the process's peak memory.
#include "run/projectloader.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFutureWatcher>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

qint64 peakRssKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

} // namespace

class BenchLoader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void load_data();
    void load();
    void phases_data() { load_data(); }
    void phases();

private:
    // tmpfs when there is one: file creation on the CI disk dominates otherwise.
    QTemporaryDir m_dir {QDir(QStringLiteral("/dev/shm")).exists()
                             ? QStringLiteral("/dev/shm/perfopt-bench-XXXXXX")
                             : QDir::tempPath() + QStringLiteral("/perfopt-bench-XXXXXX")};
};

void BenchLoader::initTestCase()
{
    QVERIFY(m_dir.isValid());
    for (const char *generation : {"A", "B"}) {
        QProcess synth;
        synth.start(QStringLiteral(PERFOPT_SYNTH_PATH),
                    {m_dir.filePath(QLatin1String(generation)), QStringLiteral("--generation"),
                     QLatin1String(generation), QStringLiteral("--records"), QStringLiteral("15000"),
                     QStringLiteral("--profile-runs"), QStringLiteral("1500"), QStringLiteral("--log-bytes"),
                     QStringLiteral("2000000"), QStringLiteral("--workloads"), QStringLiteral("10")});
        QVERIFY(synth.waitForFinished(300000));
        QVERIFY2(synth.exitCode() == 0, synth.readAllStandardError().constData());
        qInfo().noquote() << QString::fromUtf8(synth.readAllStandardOutput()).trimmed();
    }
}

void BenchLoader::load_data()
{
    QTest::addColumn<QString>("generation");
    QTest::newRow("gen-a 15k records") << QStringLiteral("A");
    QTest::newRow("gen-b 15k records") << QStringLiteral("B");
}

void BenchLoader::load()
{
    QFETCH(QString, generation);
    const QString dir = m_dir.filePath(generation);
    ProjectSnapshotPtr snapshot;
    QElapsedTimer timer;
    timer.start();
    QBENCHMARK
    {
        snapshot = ProjectLoader::load(dir);
    }
    QVERIFY(snapshot);
    QVERIFY(snapshot->records.records.size() >= 15000);
    QVERIFY(snapshot->profiles.runs().size() >= 1500);
    QVERIFY(snapshot->optLog.byteSize >= 2000000);
    qInfo().noquote() << QStringLiteral("%1: %2 records, %3 profile runs, %4 log bytes, %5 rounds; peak RSS %6 MB")
                             .arg(QLatin1String(QTest::currentDataTag()))
                             .arg(snapshot->records.records.size())
                             .arg(snapshot->profiles.runs().size())
                             .arg(snapshot->optLog.byteSize)
                             .arg(snapshot->optLog.rounds.size())
                             .arg(double(peakRssKb()) / 1024, 0, 'f', 1);
}

void BenchLoader::phases()
{
    // Where a load's time goes, step by step (the progress texts the workbench shows), so that
    // the part a first paint waits for can be told from the part that can come later.
    QFETCH(QString, generation);
    QFutureWatcher<ProjectSnapshotPtr> watcher;
    QElapsedTimer timer;
    QStringList steps;
    qint64 last = 0;
    QString current = QStringLiteral("start");
    connect(&watcher, &QFutureWatcher<ProjectSnapshotPtr>::progressTextChanged, this, [&](const QString &text) {
        steps.append(QStringLiteral("%1 ms  %2").arg(timer.elapsed() - last, 5).arg(current));
        last = timer.elapsed();
        current = text;
    });
    timer.start();
    watcher.setFuture(ProjectLoader::loadAsync(m_dir.filePath(generation)));
    QTRY_VERIFY_WITH_TIMEOUT(watcher.isFinished(), 120000);
    steps.append(QStringLiteral("%1 ms  %2").arg(timer.elapsed() - last, 5).arg(current));
    for (const QString &step : std::as_const(steps))
        qInfo().noquote() << step;
}

QTEST_GUILESS_MAIN(BenchLoader)
#include "bench_loader.moc"
