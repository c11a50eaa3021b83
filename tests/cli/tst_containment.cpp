// SPDX-License-Identifier: MIT
// Containment, proven on a hostile copy of a sample: symbolic links out of the run (files, folders,
// a loop), booby-trapped Python files that would leave a mark if anything ran or imported them.
// Every CLI command runs on it; the whole tree hashes the same before and after, the trap never
// fires, nothing outside is shown, and — where strace exists — the CLI opens nothing outside the run
// (and no file of the run for writing) and starts no program.
#include "clirunner.h"
#include "runcopy.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

// Every entry (links as their targets' names, never followed), its type, mode, size, mtime and bytes.
QByteArray treeHash(const QString &root)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    QStringList entries;
    QDirIterator it(root, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        entries.append(it.next());
    entries.sort();
    for (const QString &path : std::as_const(entries)) {
        struct stat st {};
        if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
            continue;
        hash.addData(QDir(root).relativeFilePath(path).toUtf8());
        hash.addData(QByteArray(QByteArray::number(quint64(st.st_mode)) + ' ' + QByteArray::number(qint64(st.st_size)) + ' '
                                + QByteArray::number(qint64(st.st_mtim.tv_sec)) + '.'
                                + QByteArray::number(qint64(st.st_mtim.tv_nsec))));
        if (S_ISLNK(st.st_mode)) {
            hash.addData(QFile::symLinkTarget(path).toUtf8());
        } else if (S_ISREG(st.st_mode)) {
            QFile file(path);
            if (file.open(QIODevice::ReadOnly))
                hash.addData(&file);
        }
    }
    return hash.result().toHex();
}

} // namespace

class TestContainment : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir {RunCopy::tempTemplate()};
    QTemporaryDir m_outside {RunCopy::tempTemplate()};
    QTemporaryDir m_out;
    QString m_run;
    QString m_mark; // created by any booby-trapped file that runs

    QList<QStringList> commands() const
    {
        const QString profile = m_run + QStringLiteral("/perf_opt/profiles/round1/v1_bs4096/short_row_fp16");
        return {
            {QStringLiteral("inspect"), m_run},
            {QStringLiteral("inspect"), m_run, QStringLiteral("--json")},
            {QStringLiteral("check"), m_run, QStringLiteral("--profile"), QStringLiteral("workflow")},
            {QStringLiteral("check"), m_run, QStringLiteral("--profile"), QStringLiteral("strict")},
            {QStringLiteral("check"), m_run, QStringLiteral("--json"), QStringLiteral("--no-workspace")},
            {QStringLiteral("summary"), m_run},
            {QStringLiteral("summary"), m_run, QStringLiteral("--json")},
            {QStringLiteral("chart"), m_run, QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("-o"), m_out.filePath(QStringLiteral("c.csv"))},
            {QStringLiteral("chart"), m_run, QStringLiteral("--all"), QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("-o"), m_out.filePath(QStringLiteral("all.csv"))},
            {QStringLiteral("diff"), m_run, QStringLiteral("baseline"), QStringLiteral("final")},
            {QStringLiteral("diff"), m_run, QStringLiteral("baseline"), QStringLiteral("final"), QStringLiteral("--format"), QStringLiteral("html")},
            {QStringLiteral("export"), QStringLiteral("optimize"), m_run},
            {QStringLiteral("export"), QStringLiteral("stage-result"), m_run},
            {QStringLiteral("export"), QStringLiteral("review"), m_run, QStringLiteral("-o"), m_out.filePath(QStringLiteral("r.html"))},
            {QStringLiteral("profile"), profile},
            {QStringLiteral("profile"), profile, QStringLiteral("--json")},
            {QStringLiteral("ab"), m_run + QStringLiteral("/perf_opt/ab_round3")},
        };
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid() && m_outside.isValid() && m_out.isValid());
        m_run = m_dir.filePath(QStringLiteral("rms_norm"));
        QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("rms_norm")), m_run));
        m_mark = m_outside.filePath(QStringLiteral("EXECUTED"));
        const QByteArray trap = "import os\nopen(" + QByteArray("'") + m_mark.toUtf8()
            + "', 'w').write('ran')\nos.system('touch " + m_mark.toUtf8() + "')\n";
        // Booby traps: every Python file a careless tool might run or import.
        const QString perfOpt = m_run + QStringLiteral("/perf_opt");
        for (const QString &name : {QStringLiteral("sitecustomize.py"), QStringLiteral("__init__.py"),
                                    QStringLiteral("conftest.py"), QStringLiteral("setup.py")})
            QVERIFY(writeFile(perfOpt + QLatin1Char('/') + name, trap));
        for (const QString &kernel : QStringList {perfOpt + QStringLiteral("/rms_norm.py"), perfOpt + QStringLiteral("/run_experiments.py"),
                                      perfOpt + QStringLiteral("/rms_norm_opt_v1_pipe.py"), m_run + QStringLiteral("/rms_norm.py")}) {
            QFile file(kernel);
            QVERIFY(file.open(QIODevice::Append));
            file.write("\n" + trap);
        }
        // Links out of the run: a file, a folder under profiles/ and logs/, a loop.
        QVERIFY(writeFile(m_outside.filePath(QStringLiteral("secret.py")), "SECRET_OUTSIDE = 1\n"));
        QVERIFY(QDir(m_outside.path()).mkpath(QStringLiteral("prof/OPPROF_1_X")));
        QVERIFY(writeFile(m_outside.filePath(QStringLiteral("prof/OPPROF_1_X/OpBasicInfo.csv")),
                          "Op Name,Op Type,Task Duration(us)\nSECRET_OUTSIDE,mix,1.0\n"));
        QVERIFY(QFile::link(m_outside.filePath(QStringLiteral("secret.py")), perfOpt + QStringLiteral("/rms_norm_opt_v9_evil.py")));
        QVERIFY(QFile::link(m_outside.filePath(QStringLiteral("prof")), perfOpt + QStringLiteral("/profiles/round9")));
        QVERIFY(QFile::link(m_outside.path(), perfOpt + QStringLiteral("/logs/round9")));
        QVERIFY(QFile::link(perfOpt, perfOpt + QStringLiteral("/loop")));
        QVERIFY(QFile::link(m_outside.filePath(QStringLiteral("secret.py")), perfOpt + QStringLiteral("/DESIGN.md")));
        // A record pointing through the linked folder.
        QFile records(perfOpt + QStringLiteral("/perf_records.jsonl"));
        QVERIFY(records.open(QIODevice::Append));
        records.write("{\"round\": 9, \"candidate_id\": \"v9_evil\", \"parent_id\": \"baseline\", \"dispatch_path\": "
                      "\"short_row\", \"workload\": \"fp16_4096x1024\", \"duration_us\": 1.0, \"l0_pass\": true, "
                      "\"msprof_raw_path\": \"perf_opt/profiles/round9/\", \"timestamp\": \"2026-09-25T00:00:00Z\"}\n");
    }

    void nothingChangesNothingRunsNothingLeaks()
    {
        const QByteArray before = treeHash(m_run);
        const QByteArray outsideBefore = treeHash(m_outside.path());
        for (const QStringList &arguments : commands()) {
            const CliResult r = runCli(arguments, 120000);
            const QString name = arguments.join(QLatin1Char(' '));
            QVERIFY2(r.exitCode >= 0 && r.exitCode <= 2, qPrintable(name));
            QVERIFY2(!r.out.contains("SECRET_OUTSIDE") && !r.err.contains("SECRET_OUTSIDE"), qPrintable(name));
            QCOMPARE(treeHash(m_run), before);
            QVERIFY2(!QFileInfo::exists(m_mark), qPrintable(name + QStringLiteral(" ran a file of the run")));
        }
        QCOMPARE(treeHash(m_outside.path()), outsideBefore);
        QVERIFY(!QFile::exists(m_out.filePath(QStringLiteral("secret.py"))));
    }

    void straceSeesNothingOutside()
    {
        const QString strace = QStandardPaths::findExecutable(QStringLiteral("strace"));
        if (strace.isEmpty())
            QSKIP("strace is not installed");
        if (runProgram(strace, {QStringLiteral("-o"), QStringLiteral("/dev/null"), QStringLiteral("true")}).exitCode != 0)
            QSKIP("strace cannot trace here (no ptrace)");
        const QString outside = QFileInfo(m_outside.path()).canonicalFilePath();
        const QString run = QFileInfo(m_run).canonicalFilePath();
        // LeakSanitizer stops the process with ptrace at exit, which fails under strace: the traced
        // children of a sanitizer build check everything but leaks (the other tests check those).
        const QByteArray asanOptions = qgetenv("ASAN_OPTIONS");
        qputenv("ASAN_OPTIONS", asanOptions.isEmpty() ? QByteArray("detect_leaks=0") : asanOptions + ":detect_leaks=0");
        const auto restore = qScopeGuard([asanOptions] {
            if (asanOptions.isEmpty())
                qunsetenv("ASAN_OPTIONS");
            else
                qputenv("ASAN_OPTIONS", asanOptions);
        });
        for (const QStringList &arguments : commands()) {
            const QString log = m_out.filePath(QStringLiteral("strace.log"));
            const CliResult r = runProgram(strace, QStringList {QStringLiteral("-f"), QStringLiteral("-qq"),
                                                                QStringLiteral("-e"), QStringLiteral("trace=open,openat,openat2,creat,execve,execveat,rename,renameat,renameat2,unlink,unlinkat,mkdir,mkdirat"),
                                                                QStringLiteral("-o"), log, QStringLiteral(PERFOPT_CLI_PATH)}
                                                   + arguments,
                                           180000);
            QVERIFY(r.exitCode >= 0);
            QFile file(log);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString name = arguments.join(QLatin1Char(' '));
            int execs = 0;
            while (!file.atEnd()) {
                const QString line = QString::fromUtf8(file.readLine());
                if (line.contains(QLatin1String("execve(")) && !line.contains(QLatin1String("ENOENT"))) {
                    ++execs;
                    continue;
                }
                QVERIFY2(!line.contains(outside), qPrintable(name + QStringLiteral(": opened outside the run: ") + line));
                if (line.contains(run) && !line.contains(QLatin1String("ENOENT"))) {
                    const bool writes = line.contains(QLatin1String("O_WRONLY")) || line.contains(QLatin1String("O_RDWR"))
                        || line.contains(QLatin1String("O_CREAT")) || line.startsWith(QLatin1String("creat"))
                        || line.contains(QLatin1String("rename")) || line.contains(QLatin1String("unlink"))
                        || line.contains(QLatin1String("mkdir"));
                    QVERIFY2(!writes || !line.contains(run + QLatin1Char('/')) || line.contains(QLatin1String("= -1")),
                             qPrintable(name + QStringLiteral(": wrote into the run: ") + line));
                }
            }
            QVERIFY2(execs <= 1, qPrintable(name + QStringLiteral(": started a program")));
        }
    }
};

QTEST_GUILESS_MAIN(TestContainment)
#include "tst_containment.moc"
