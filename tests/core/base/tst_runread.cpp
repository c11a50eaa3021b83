// SPDX-License-Identifier: MIT
// RunRead, the one place every read of a run goes through: links, escapes, FIFOs, devices,
// directories and over-long files are refused or cut with a reason, and its counters prove it.
#include "base/runread.h"
#include "base/textfile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

class TestRunRead : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_outside;
    QTemporaryDir m_run;

    QString inRun(const QString &name) const { return m_run.filePath(name); }
    static void write(const QString &path, const QByteArray &bytes)
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_outside.isValid() && m_run.isValid());
        write(m_outside.filePath(QStringLiteral("secret.txt")), "root:x:0:0:root\n");
        write(inRun(QStringLiteral("plain.md")), "# title\n");
        QVERIFY(QDir(m_run.path()).mkpath(QStringLiteral("perf_opt")));
        QVERIFY(QFile::link(m_outside.filePath(QStringLiteral("secret.txt")), inRun(QStringLiteral("link.py"))));
        QVERIFY(QFile::link(inRun(QStringLiteral("plain.md")), inRun(QStringLiteral("inside-link.md"))));
        QVERIFY(QFile::link(m_outside.path(), inRun(QStringLiteral("outdir"))));
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), inRun(QStringLiteral("zero.jsonl"))));
        QCOMPARE(::mkfifo(QFile::encodeName(inRun(QStringLiteral("fifo.jsonl"))).constData(), 0600), 0);
    }

    void init() { RunRead::resetCounters(); }

    void readsARegularFileInside()
    {
        const RunRead::Result r = RunRead::read(m_run.path(), inRun(QStringLiteral("plain.md")), 1024);
        QVERIFY(r.ok());
        QCOMPARE(r.bytes, QByteArray("# title\n"));
        QVERIFY(!r.cut);
        QCOMPARE(RunRead::counters().opened, 1);
        QCOMPARE(RunRead::openedPaths().size(), 1);
    }

    // What read() would refuse, told without opening anything (a FIFO opened can release a
    // writer), in read()'s own words; a regular file inside and a missing one are not refused.
    void refusedUnopenedAgreesWithRead()
    {
        const QString root = m_run.path();
        for (const QString &name :
             {QStringLiteral("link.py"), QStringLiteral("inside-link.md"), QStringLiteral("outdir"),
              QStringLiteral("zero.jsonl"), QStringLiteral("fifo.jsonl")}) {
            RunRead::Result told;
            QVERIFY2(RunRead::refusedUnopened(root, inRun(name), &told), qPrintable(name));
            QCOMPARE(RunRead::counters().opened, 0);
            const RunRead::Result read = RunRead::read(root, inRun(name), 1024);
            QCOMPARE(told.refusal, read.refusal);
            QCOMPARE(told.reason, read.reason);
        }
        RunRead::Result plain;
        QVERIFY(!RunRead::refusedUnopened(root, inRun(QStringLiteral("plain.md")), &plain));
        QVERIFY(plain.ok());
        RunRead::Result missing;
        QVERIFY(!RunRead::refusedUnopened(root, inRun(QStringLiteral("absent.md")), &missing));
        QVERIFY(!missing.exists());
        QCOMPARE(RunRead::counters().opened, 0);
        QVERIFY(RunRead::openedPaths().isEmpty());
    }

    void refusesSymbolicLinks()
    {
        for (const QString &name : {QStringLiteral("link.py"), QStringLiteral("inside-link.md")}) {
            const RunRead::Result r = RunRead::read(m_run.path(), inRun(name), 1024);
            QCOMPARE(r.refusal, RunRead::Refusal::SymbolicLink);
            QVERIFY(r.bytes.isEmpty());
            QVERIFY(!r.reason.isEmpty());
            QCOMPARE(r.diagnostics(QStringLiteral("kernel"), name).value(0).code, QStringLiteral("kernel.symbolic-link"));
        }
        QCOMPARE(RunRead::counters().refusedSymbolicLink, 2);
        QCOMPARE(RunRead::counters().opened, 0);
    }

    void refusesPathsThroughALinkedFolder()
    {
        const RunRead::Result r = RunRead::read(m_run.path(), inRun(QStringLiteral("outdir/secret.txt")), 1024);
        QCOMPARE(r.refusal, RunRead::Refusal::Outside);
        const RunRead::Result dots = RunRead::read(m_run.path(), inRun(QStringLiteral("perf_opt/../../")) + QDir(m_outside.path()).dirName() + QStringLiteral("/secret.txt"), 1024);
        QCOMPARE(dots.refusal, RunRead::Refusal::Outside);
        QCOMPARE(RunRead::counters().refusedOutside, 2);
        QCOMPARE(RunRead::counters().opened, 0);
    }

    void refusesFifosDevicesAndDirectories()
    {
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(RunRead::read(m_run.path(), inRun(QStringLiteral("fifo.jsonl")), 1024).refusal,
                 RunRead::Refusal::NotRegular);
        QVERIFY(timer.elapsed() < 5000); // a FIFO never blocks
        QCOMPARE(RunRead::read(m_run.path(), inRun(QStringLiteral("zero.jsonl")), 1024).refusal,
                 RunRead::Refusal::SymbolicLink);
        QCOMPARE(RunRead::read(QStringLiteral("/dev"), QStringLiteral("/dev/zero"), 1024).refusal,
                 RunRead::Refusal::NotRegular);
        QCOMPARE(RunRead::read(m_run.path(), inRun(QStringLiteral("perf_opt")), 1024).refusal,
                 RunRead::Refusal::NotRegular);
        QVERIFY(!RunRead::open(m_run.path(), inRun(QStringLiteral("fifo.jsonl")), nullptr));
        QCOMPARE(RunRead::counters().opened, 0);
        QCOMPARE(RunRead::counters().refusedNotRegular, 4);
    }

    // The fast path (one openat2 beneath the root) and the step-by-step one must agree: the path
    // recorded is the real one, ".." that stays inside is read, a folder linked from inside the
    // run to inside the run is followed, and a file below a plain file is only missing.
    void recordsRealPathsOnBothPaths()
    {
        const QString realRun = QFileInfo(m_run.path()).canonicalFilePath();
        write(inRun(QStringLiteral("perf_opt/kernel.py")), "x = 1\n");
        QVERIFY(RunRead::read(m_run.path(), inRun(QStringLiteral("perf_opt/kernel.py")), 1024).ok());
        QVERIFY(RunRead::read(m_run.path(), inRun(QStringLiteral("perf_opt/../perf_opt/./kernel.py")), 1024).ok());
        const QString linkedFolder = inRun(QStringLiteral("opt-link"));
        QVERIFY(QFile::link(inRun(QStringLiteral("perf_opt")), linkedFolder));
        const RunRead::Result viaLink = RunRead::read(m_run.path(), linkedFolder + QStringLiteral("/kernel.py"), 1024);
        QVERIFY(viaLink.ok());
        QCOMPARE(viaLink.bytes, QByteArray("x = 1\n"));
        // Without a root, the file's own folder is the root.
        QVERIFY(RunRead::read(QString(), inRun(QStringLiteral("plain.md")), 1024).ok());
        const QString expected = realRun + QStringLiteral("/perf_opt/kernel.py");
        QCOMPARE(RunRead::openedPaths(),
                 QStringList({expected, expected, expected, realRun + QStringLiteral("/plain.md")}));
        QCOMPARE(RunRead::counters().opened, 4);

        const RunRead::Result belowFile
            = RunRead::read(m_run.path(), inRun(QStringLiteral("plain.md/child.md")), 1024);
        QVERIFY(!belowFile.exists());
        QCOMPARE(RunRead::counters().missing, 1);
        QCOMPARE(RunRead::counters().refused(), 0);
        QVERIFY(QFile::remove(linkedFolder));
    }

    void missingIsNotARefusal()
    {
        const RunRead::Result r = RunRead::read(m_run.path(), inRun(QStringLiteral("nope.md")), 1024);
        QVERIFY(!r.exists());
        QVERIFY(r.diagnostics(QStringLiteral("file"), QStringLiteral("nope.md")).isEmpty());
        QCOMPARE(RunRead::counters().refused(), 0);
    }

    void cutsALongFileAndSaysSo()
    {
        write(inRun(QStringLiteral("long.md")), QByteArray(5000, 'x'));
        const RunRead::Result r = RunRead::read(m_run.path(), inRun(QStringLiteral("long.md")), 4096);
        QVERIFY(r.ok());
        QVERIFY(r.cut);
        QCOMPARE(r.bytes.size(), 4096);
        const Diagnostics d = r.diagnostics(QStringLiteral("optlog"), QStringLiteral("perf_opt/opt_log.md"));
        QCOMPARE(d.size(), 1);
        QCOMPARE(d.first().code, QStringLiteral("optlog.cut"));
        QCOMPARE(d.first().file, QStringLiteral("perf_opt/opt_log.md"));
        QCOMPARE(RunRead::counters().cut, 1);
        // Exactly the limit is whole.
        write(inRun(QStringLiteral("exact.md")), QByteArray(4096, 'x'));
        QVERIFY(!RunRead::read(m_run.path(), inRun(QStringLiteral("exact.md")), 4096).cut);
    }

    // The chunk follows the file's size when opened (small files get no megabyte buffer), and a
    // file that grows while it is streamed is still read to its end, in more chunks.
    void streamsInChunksSizedToTheFile()
    {
        const QString path = inRun(QStringLiteral("growing.jsonl"));
        write(path, QByteArray(100, 'a'));
        QList<qsizetype> chunks;
        qsizetype total = 0;
        const RunRead::Result r = RunRead::stream(m_run.path(), path, RunRead::MaxRecordsBytes, [&](QByteArrayView chunk) {
            if (chunks.isEmpty()) {
                QFile file(path);
                if (file.open(QIODevice::Append))
                    file.write(QByteArray(40 * 1024, 'b'));
            }
            chunks.append(chunk.size());
            total += chunk.size();
            return true;
        });
        QVERIFY(r.ok());
        QVERIFY(!r.cut);
        QCOMPARE(r.size, 100);
        QCOMPARE(total, 100 + 40 * 1024);
        QCOMPARE(chunks.first(), 100);
        for (const qsizetype size : std::as_const(chunks))
            QVERIFY2(size <= 4 * 1024, qPrintable(QString::number(size)));
        QCOMPARE(chunks.size(), 11); // 100, then ten of 4 KiB
    }

    // RunRead::open's file is unbuffered: its readers take chunks of their own, and a buffered
    // QFile would allocate and copy through 16 KiB per file.
    void opensUnbuffered()
    {
        RunRead::Result why;
        const std::unique_ptr<QFile> file = RunRead::open(m_run.path(), inRun(QStringLiteral("plain.md")), &why);
        QVERIFY(file);
        QVERIFY(file->openMode().testFlag(QIODevice::Unbuffered));
        QCOMPARE(file->readAll(), QByteArray("# title\n"));
    }

    // A small file comes back read (one open, its bytes, no handle); a larger one comes back open
    // for streaming; a refusal is a refusal either way.
    void opensOrReadsSmallFiles()
    {
        RunRead::Result small;
        QVERIFY(!RunRead::openOrReadSmall(m_run.path(), inRun(QStringLiteral("plain.md")), 1024, &small));
        QVERIFY(small.ok());
        QCOMPARE(small.bytes, QByteArray("# title\n"));
        QCOMPARE(small.size, 8);

        write(inRun(QStringLiteral("large.csv")), QByteArray(2000, 'x'));
        RunRead::Result large;
        const std::unique_ptr<QFile> file
            = RunRead::openOrReadSmall(m_run.path(), inRun(QStringLiteral("large.csv")), 1024, &large);
        QVERIFY(file);
        QVERIFY(large.ok());
        QVERIFY(large.bytes.isEmpty());
        QCOMPARE(large.size, 2000);
        QCOMPARE(file->readAll().size(), 2000);
        QCOMPARE(RunRead::counters().opened, 2);

        RunRead::Result link;
        QVERIFY(!RunRead::openOrReadSmall(m_run.path(), inRun(QStringLiteral("link.py")), 1024, &link));
        QCOMPARE(link.refusal, RunRead::Refusal::SymbolicLink);
        QVERIFY(link.bytes.isEmpty());
        RunRead::Result fifo;
        QVERIFY(!RunRead::openOrReadSmall(m_run.path(), inRun(QStringLiteral("fifo.jsonl")), 1024, &fifo));
        QCOMPARE(fifo.refusal, RunRead::Refusal::NotRegular);
        RunRead::Result missing;
        QVERIFY(!RunRead::openOrReadSmall(m_run.path(), inRun(QStringLiteral("nope.csv")), 1024, &missing));
        QVERIFY(!missing.exists());
        QCOMPARE(RunRead::counters().opened, 2);
    }

    // PlainFiles says yes only where read() would read the whole file without a word, and opens
    // nothing: links, FIFOs, folders, files over the limit or unreadable, and files in a folder
    // that leads out of the run all need a real read.
    void tellsAPlainFileWithoutOpeningIt()
    {
        write(inRun(QStringLiteral("perf_opt/branch.py")), "y = 2\n");
        RunRead::PlainFiles plain(m_run.path());
        RunRead::PlainFiles outsideRoot(m_outside.path());
        qint64 size = -1;
        QVERIFY(plain.isPlain(inRun(QStringLiteral("perf_opt/branch.py")), 1024, &size));
        QCOMPARE(size, 6);
        QVERIFY(!plain.isPlain(inRun(QStringLiteral("perf_opt/branch.py")), 5, &size));
        QVERIFY(!plain.isPlain(inRun(QStringLiteral("link.py")), 1024, &size));
        QVERIFY(!plain.isPlain(inRun(QStringLiteral("inside-link.md")), 1024, &size));
        QVERIFY(!plain.isPlain(inRun(QStringLiteral("fifo.jsonl")), 1024, &size));
        QVERIFY(!plain.isPlain(inRun(QStringLiteral("perf_opt")), 1024, &size));
        QVERIFY(!plain.isPlain(inRun(QStringLiteral("nope.py")), 1024, &size));
        QVERIFY(!plain.isPlain(QString(), 1024, &size));
        // A regular file reached through a folder linked out of the run.
        QVERIFY(!plain.isPlain(inRun(QStringLiteral("outdir/secret.txt")), 1024, &size));
        // The same folder, now asked about with the run that holds it as the root.
        QVERIFY(outsideRoot.isPlain(inRun(QStringLiteral("outdir/secret.txt")), 1024, &size));
        // A file its mode bits do not let us read needs the read to tell (as root too: root may
        // lack CAP_DAC_OVERRIDE in a container).
        const QString locked = inRun(QStringLiteral("perf_opt/locked.py"));
        write(locked, "z = 3\n");
        QVERIFY(QFile::setPermissions(locked, QFileDevice::WriteOwner));
        QVERIFY(!plain.isPlain(locked, 1024, &size));
        if (::geteuid() != 0) // root reads it anyway
            QCOMPARE(RunRead::read(m_run.path(), locked, 1024).refusal, RunRead::Refusal::Unreadable);
        // Our own file, readable by its group but not by its owner: the owner's bits decide.
        const QString groupOnly = inRun(QStringLiteral("perf_opt/group.py"));
        write(groupOnly, "w = 4\n");
        QVERIFY(QFile::setPermissions(groupOnly, QFileDevice::ReadGroup | QFileDevice::WriteOwner));
        QVERIFY(!plain.isPlain(groupOnly, 1024, &size));
        // A folder swapped for a link out of the run between two loads: the next load's PlainFiles
        // asks again (a thread's answer kept across loads would have said "inside").
        QVERIFY(QDir(m_run.path()).mkpath(QStringLiteral("swap")));
        write(inRun(QStringLiteral("swap/secret.txt")), "x\n");
        QVERIFY(RunRead::PlainFiles(m_run.path()).isPlain(inRun(QStringLiteral("swap/secret.txt")), 1024, &size));
        QVERIFY(QDir(inRun(QStringLiteral("swap"))).removeRecursively());
        QVERIFY(QFile::link(m_outside.path(), inRun(QStringLiteral("swap"))));
        QVERIFY(!RunRead::PlainFiles(m_run.path()).isPlain(inRun(QStringLiteral("swap/secret.txt")), 1024, &size));
        QVERIFY(QFile::remove(inRun(QStringLiteral("swap"))));
        QCOMPARE(RunRead::counters().opened, 0);
    }

    void textFileGoesThroughRunRead()
    {
        const TextFile link = TextFile::read(inRun(QStringLiteral("link.py")), QStringLiteral("link.py"),
                                             RunRead::MaxKernelBytes, m_run.path());
        QVERIFY(link.exists);
        QVERIFY(!link.readable);
        QVERIFY(link.bytes.isEmpty());
        QCOMPARE(link.diagnostics.size(), 1);
        QCOMPARE(RunRead::counters().refusedSymbolicLink, 1);
    }

    // A pinned root is looked up once: a run folder swapped for another one in the middle of a load
    // is not followed there (the load goes on reading the folder it began with), and once the pin
    // is gone the next read looks again.
    void aPinnedRootIsTheFolderTheLoadBeganWith()
    {
        QTemporaryDir parent;
        QVERIFY(parent.isValid());
        const QString root = parent.filePath(QStringLiteral("run"));
        QVERIFY(QDir().mkpath(root));
        write(root + QStringLiteral("/opt_log.md"), "first\n");
        const QString file = root + QStringLiteral("/opt_log.md");
        int swaps = 0;
        const auto swapRoot = [&](const QByteArray &content) {
            const QString old = parent.filePath(QStringLiteral("old-%1").arg(++swaps));
            QVERIFY(QDir().rename(root, old));
            QVERIFY(QDir().mkpath(root));
            write(file, content);
        };
        {
            const RunRead::PinnedRoot pin(root);
            QCOMPARE(RunRead::read(root, file, 1024).bytes, QByteArray("first\n"));
            swapRoot("second\n");
            QCOMPARE(RunRead::read(root, file, 1024).bytes, QByteArray("first\n"));
        }
        QCOMPARE(RunRead::read(root, file, 1024).bytes, QByteArray("second\n"));
        // Without a pin every read looks the root up (the swap is seen at once).
        swapRoot("third\n");
        QCOMPARE(RunRead::read(root, file, 1024).bytes, QByteArray("third\n"));
    }
};

QTEST_GUILESS_MAIN(TestRunRead)
#include "tst_runread.moc"
