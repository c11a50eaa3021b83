// SPDX-License-Identifier: MIT
#include "base/libgit2guard.h"
#include "records/recordshistory.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <future>
#include <thread>

namespace {

// A thread that has used libgit2 and ends only during the static teardown after main(), the way a
// pool thread may still be running its thread-local destructors when QThread::wait() has returned.
// Built before LibGit2Guard's static, so torn down after it.
struct ThreadEndingAtExit {
    std::thread thread;
    std::promise<void> release;
    ~ThreadEndingAtExit()
    {
        if (!thread.joinable())
            return;
        release.set_value();
        thread.join();
    }
};

} // namespace

// What this guards is a leak: libgit2's per-thread error state of such a thread, never freed when
// libgit2 is shut down first. LeakSanitizer reports it at exit, so the ASan build is the one that
// can fail here.
class TestLibGit2Guard : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void threadEndingAfterTeardownLeavesNothing();
};

void TestLibGit2Guard::threadEndingAfterTeardownLeavesNothing()
{
    static ThreadEndingAtExit late;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("op/perf_opt")));
    // A ".git" file that is no gitfile: libgit2 fails and keeps an error message for the thread.
    QFile gitFile(dir.filePath(QStringLiteral(".git")));
    QVERIFY(gitFile.open(QIODevice::WriteOnly));
    gitFile.write("not a gitfile\n");
    gitFile.close();
    const QString records = dir.filePath(QStringLiteral("op/perf_opt/perf_records.jsonl"));
    QFile recordsFile(records);
    QVERIFY(recordsFile.open(QIODevice::WriteOnly));
    recordsFile.close();

    std::promise<qsizetype> asked;
    std::future<qsizetype> versions = asked.get_future();
    std::future<void> released = late.release.get_future();
    late.thread = std::thread([&asked, records, released = std::move(released)]() mutable {
        asked.set_value(RecordsHistory::gitVersions(records).size());
        released.wait();
    });
    QCOMPARE(versions.get(), qsizetype(0)); // no repository to read
}

QTEST_GUILESS_MAIN(TestLibGit2Guard)
#include "tst_libgit2guard.moc"
