// SPDX-License-Identifier: MIT
#include "base/libgit2.h"
#include "records/recordshistory.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <future>
#include <thread>

namespace {

// Whether a libgit2 shared object is mapped into this process.
bool libgit2Mapped()
{
    QFile maps(QStringLiteral("/proc/self/maps"));
    if (!maps.open(QIODevice::ReadOnly))
        return false;
    return maps.readAll().contains("/libgit2.so");
}

// A thread that has used libgit2 and ends only during the static teardown after main(), the way a
// pool thread may still be running its thread-local destructors when QThread::wait() has returned.
// Built (initTestCase) before LibGit2's loader state, so torn down after it.
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

ThreadEndingAtExit &threadEndingAtExit()
{
    static ThreadEndingAtExit late;
    return late;
}

} // namespace

class TestLibGit2 : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { threadEndingAtExit(); }
    void loadedOnFirstUseOnly();
    void threadEndingAfterTeardownLeavesNothing();
};

void TestLibGit2::loadedOnFirstUseOnly()
{
    QVERIFY2(!libgit2Mapped(), "libgit2 is loaded before anything asked for it (linked again?)");
    QString error;
    const LibGit2 *git = LibGit2::get(&error);
    QVERIFY2(git, qPrintable(error));
    QVERIFY(error.isEmpty());
    QVERIFY(libgit2Mapped());
    QCOMPARE(LibGit2::get(), git); // once per process
    QVERIFY(git->git_libgit2_init() > 1); // initialised by get(), so this is a second reference
    char id[8] = {};
    git_oid oid{};
    QCOMPARE(QByteArray(git->git_oid_tostr(id, sizeof id, &oid)), QByteArray("0000000"));
}

// What this guards is a leak: libgit2's per-thread error state of such a thread, never freed if
// libgit2 were shut down first. LeakSanitizer reports it at exit, so the ASan build is the one
// that can fail here.
void TestLibGit2::threadEndingAfterTeardownLeavesNothing()
{
    ThreadEndingAtExit &late = threadEndingAtExit();
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

QTEST_GUILESS_MAIN(TestLibGit2)
#include "tst_libgit2.moc"
