// SPDX-License-Identifier: MIT
// The resource limits of docs/cli.md ("Untrusted runs"), through the CLI on real-sized hostile
// files: a 100 MB record line, a 1 GiB records file, a log beyond its 64 MiB limit, a 100 MB log
// line. Each gives a located message, the rest of the run still loads, and the process's peak
// memory stays within a small multiple of what it read (measured with wait4, not guessed).
#include "clirunner.h"
#include "runcopy.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <malloc.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace {

struct Measured {
    int exitCode = -1;
    QByteArray out;
    qint64 peakRssBytes = 0;
};

// Runs the CLI with its output in a file and returns its own peak RSS (wait4's rusage).
Measured runMeasured(const QStringList &arguments, const QString &scratch)
{
    Measured m;
    const QByteArray program = QByteArrayLiteral(PERFOPT_CLI_PATH);
    QList<QByteArray> args{program};
    for (const QString &a : arguments)
        args.append(a.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    const QByteArray outPath = (scratch + QStringLiteral("/out.txt")).toLocal8Bit();
    // posix_spawn() shares our memory until exec, and the kernel counts that memory's peak in the
    // child's: lower ours (free heap, and the peak reset to now) so that the figure is the CLI's.
    malloc_trim(0);
    if (QFile clearRefs(QStringLiteral("/proc/self/clear_refs")); clearRefs.open(QIODevice::WriteOnly))
        clearRefs.write("5");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, outPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, program.constData(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        return m;
    int status = 0;
    rusage usage{};
    if (wait4(pid, &status, 0, &usage) != pid)
        return m;
    m.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    m.peakRssBytes = qint64(usage.ru_maxrss) * 1024;
    QFile out(QString::fromLocal8Bit(outPath));
    if (out.open(QIODevice::ReadOnly))
        m.out = out.readAll();
    return m;
}

QJsonObject diagnosticWith(const QJsonObject &inspect, const QString &code)
{
    const QJsonArray all = inspect.value(QStringLiteral("diagnostics")).toArray();
    for (const QJsonValue &d : all)
        if (d.toObject().value(QStringLiteral("code")).toString() == code)
            return d.toObject();
    return {};
}

int validRecords(const QJsonObject &inspect)
{
    return inspect.value(QStringLiteral("records")).toObject().value(QStringLiteral("valid")).toInt(-1);
}

QStringList checkArgs(const QString &run, const QString &profile)
{
    return {QStringLiteral("check"), run, QStringLiteral("--profile"), profile, QStringLiteral("--no-git"),
            QStringLiteral("--no-workspace")};
}

constexpr qint64 MiB = 1024 * 1024;

// GCC says __SANITIZE_ADDRESS__, clang __has_feature(address_sanitizer).
#if defined(__SANITIZE_ADDRESS__)
#define PERFOPT_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PERFOPT_UNDER_ASAN 1
#endif
#endif
#ifndef PERFOPT_UNDER_ASAN
#define PERFOPT_UNDER_ASAN 0
#endif

} // namespace

class TestResourceBounds : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir{RunCopy::tempTemplate()};
    QString m_run;
    int m_cleanValid = -1;

    // Peak memory: what the process read times a small factor, plus what Qt itself takes. Under
    // the sanitizers the allocator's own bookkeeping makes the figure meaningless.
    static void verifyPeak(const Measured &m, qint64 bytesRead, double factor)
    {
#if PERFOPT_UNDER_ASAN
        Q_UNUSED(m);
        Q_UNUSED(bytesRead);
        Q_UNUSED(factor);
#else
        const qint64 bound = qint64(double(bytesRead) * factor) + 160 * MiB;
        QVERIFY2(m.peakRssBytes > 0 && m.peakRssBytes <= bound,
                 qPrintable(QStringLiteral("peak RSS %1 MiB, bound %2 MiB").arg(m.peakRssBytes / MiB).arg(bound / MiB)));
#endif
    }

    // For what is streamed: a bound that does not grow with the file.
    static void verifyPeakAtMost(const Measured &m, qint64 bound)
    {
#if PERFOPT_UNDER_ASAN
        Q_UNUSED(m);
        Q_UNUSED(bound);
#else
        QVERIFY2(m.peakRssBytes > 0 && m.peakRssBytes <= bound,
                 qPrintable(QStringLiteral("peak RSS %1 MiB, bound %2 MiB").arg(m.peakRssBytes / MiB).arg(bound / MiB)));
#endif
    }

    void writeFile(const QString &relative, const QByteArray &bytes)
    {
        QFile file(m_run + QLatin1Char('/') + relative);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(file.write(bytes), bytes.size());
    }

private Q_SLOTS:
    void init()
    {
        m_run = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()));
        QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("rms_norm")), m_run));
        if (m_cleanValid < 0) {
            const CliResult clean = runCli({QStringLiteral("inspect"), m_run, QStringLiteral("--json")});
            QCOMPARE(clean.exitCode, 0);
            m_cleanValid = validRecords(QJsonDocument::fromJson(clean.out).object());
            QVERIFY(m_cleanValid > 10);
        }
    }

    void cleanup() { QDir(m_run).removeRecursively(); }

    void recordLineOf100MB()
    {
        QFile in(m_run + QStringLiteral("/perf_opt/perf_records.jsonl"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QList<QByteArray> lines = in.readAll().split('\n');
        in.close();
        const QByteArray pad = QByteArray("\"pad\": \"") + QByteArray(100 * MiB, 'a') + QByteArray("\", \"timestamp\": ");
        lines[1].replace(QByteArrayView("\"timestamp\": "), pad);
        writeFile(QStringLiteral("perf_opt/perf_records.jsonl"), lines.join('\n'));

        const Measured inspect = runMeasured({QStringLiteral("inspect"), m_run, QStringLiteral("--json")}, m_dir.path());
        QCOMPARE(inspect.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(inspect.out).object();
        const QJsonObject tooLong = diagnosticWith(json, QStringLiteral("records.line-too-long"));
        QCOMPARE(tooLong.value(QStringLiteral("file")).toString(), QStringLiteral("perf_opt/perf_records.jsonl"));
        QCOMPARE(tooLong.value(QStringLiteral("line")).toInt(), 2);
        QCOMPARE(validRecords(json), m_cleanValid - 1); // the other lines still load
        verifyPeak(inspect, 100 * MiB, 2.0);

        const Measured check = runMeasured(checkArgs(m_run, QStringLiteral("workflow")), m_dir.path());
        QCOMPARE(check.exitCode, 1);
        QVERIFY2(check.out.contains("S4-PERF-RECORDS-SCHEMA perf_opt/perf_records.jsonl:2: Line 2 is"), check.out);
        verifyPeak(check, 100 * MiB, 2.0);
    }

    void recordsFileOf1GiB()
    {
        // Streamed: the file is never held (before streaming each command peaked at about 1,040 MiB).
        constexpr qint64 StreamedPeak = 128 * MiB;
        // Sparse: a gibibyte of NUL bytes after the sample's lines, without a gibibyte of disk.
        QFile file(m_run + QStringLiteral("/perf_opt/perf_records.jsonl"));
        QVERIFY(file.open(QIODevice::ReadWrite));
        const int lines = int(file.readAll().count('\n'));
        QVERIFY(file.resize(1024 * MiB));
        file.close();

        for (const QString &profile : {QStringLiteral("workflow"), QStringLiteral("strict")}) {
            const Measured check = runMeasured(checkArgs(m_run, profile), m_dir.path());
            QCOMPARE(check.exitCode, 1);
            QVERIFY2(check.out.contains(QStringLiteral("perf_opt/perf_records.jsonl:%1: Line %1 is").arg(lines + 1).toUtf8()),
                     check.out.left(2000));
            verifyPeakAtMost(check, StreamedPeak);
        }
        const Measured inspect = runMeasured({QStringLiteral("inspect"), m_run, QStringLiteral("--json")}, m_dir.path());
        QCOMPARE(inspect.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(inspect.out).object();
        QCOMPARE(diagnosticWith(json, QStringLiteral("records.line-too-long")).value(QStringLiteral("line")).toInt(),
                 lines + 1);
        QCOMPARE(validRecords(json), m_cleanValid);
        verifyPeakAtMost(inspect, StreamedPeak);
    }

    void logBeyondItsLimit()
    {
        // 65 MiB of log: the final claim lies beyond the 64 MiB read, so check must not pass it.
        QFile in(m_run + QStringLiteral("/perf_opt/opt_log.md"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray log = in.readAll();
        in.close();
        const qsizetype summary = log.indexOf("\n## Final Summary");
        QVERIFY(summary > 0);
        QByteArray filler;
        while (filler.size() < 65 * MiB)
            filler += "Observation: the vector pipe is busy while MTE2 waits on the scalar unit.\n";
        log.insert(summary, QByteArray("\n") + filler);
        writeFile(QStringLiteral("perf_opt/opt_log.md"), log);

        const Measured inspect = runMeasured({QStringLiteral("inspect"), m_run, QStringLiteral("--json")}, m_dir.path());
        QCOMPARE(inspect.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(inspect.out).object();
        const QJsonObject cut = diagnosticWith(json, QStringLiteral("file.cut"));
        QCOMPARE(cut.value(QStringLiteral("file")).toString(), QStringLiteral("perf_opt/opt_log.md"));
        QVERIFY(cut.value(QStringLiteral("message")).toString().contains(QStringLiteral("64.0 MB")));
        QCOMPARE(validRecords(json), m_cleanValid);
        verifyPeak(inspect, 64 * MiB, 10.0); // the log reader holds ~9x a one-paragraph log (text, UTF-16, blocks)

        const Measured check = runMeasured(checkArgs(m_run, QStringLiteral("workflow")), m_dir.path());
        QCOMPARE(check.exitCode, 1);
        QVERIFY2(check.out.contains("ERROR RUN-READ perf_opt/opt_log.md:"), check.out.left(2000));
        verifyPeak(check, 64 * MiB, 10.0);
    }

    void logLineOf100MB()
    {
        QFile in(m_run + QStringLiteral("/perf_opt/opt_log.md"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray log = in.readAll();
        in.close();
        const qsizetype at = log.indexOf("\n## ");
        QVERIFY(at > 0);
        const int line = int(log.left(at).count('\n')) + 3;
        log.insert(at, QByteArray("\n\n") + QByteArray(100 * MiB, 'x') + QByteArray("\n"));
        writeFile(QStringLiteral("perf_opt/opt_log.md"), log);

        const Measured inspect = runMeasured({QStringLiteral("inspect"), m_run, QStringLiteral("--json")}, m_dir.path());
        QCOMPARE(inspect.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(inspect.out).object();
        QCOMPARE(diagnosticWith(json, QStringLiteral("optlog.long-line")).value(QStringLiteral("line")).toInt(), line);
        QVERIFY(!diagnosticWith(json, QStringLiteral("file.cut")).isEmpty());
        QCOMPARE(validRecords(json), m_cleanValid);
        verifyPeak(inspect, 64 * MiB, 10.0); // the log reader holds ~9x a one-paragraph log (text, UTF-16, blocks)
    }
};

QTEST_GUILESS_MAIN(TestResourceBounds)
#include "tst_resourcebounds.moc"
