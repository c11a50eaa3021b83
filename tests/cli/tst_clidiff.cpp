// SPDX-License-Identifier: MIT
// `perfopt diff DIR A B [--format patch|html] [-o FILE]`, run as a user would.
#include "clirunner.h"
#include "runcopy.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString rmsNorm()
{
    return QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm");
}

QByteArray readBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCliDiff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void patchBetweenCandidates();
    void patchMatchesGitDiff();
    void pathsAndKeywords();
    void htmlToFile();
    void options();
    void namesAsTheRunWritesThem();
    void badInput_data();
    void badInput();
    void listedInHelp();

private:
    QTemporaryDir m_dir;
};

void TestCliDiff::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Copies of the sample with one defect each (badInput's rows).
    for (const QString &name : {QStringLiteral("linked"), QStringLiteral("nofinal"), QStringLiteral("nobase"), QStringLiteral("big")})
        QVERIFY(RunCopy::copyTree(rmsNorm(), m_dir.filePath(name)));
    QVERIFY(QFile::link(QStringLiteral("rms_norm_opt_v1_pipe.py"), m_dir.filePath(QStringLiteral("linked/perf_opt/link_in.py"))));
    QVERIFY(QFile::remove(m_dir.filePath(QStringLiteral("nofinal/perf_opt/rms_norm.py"))));
    QVERIFY(QFile::remove(m_dir.filePath(QStringLiteral("nobase/rms_norm.py"))));
    QFile big(m_dir.filePath(QStringLiteral("big/perf_opt/rms_norm_opt_v2_ubreuse.py")));
    QVERIFY(big.open(QIODevice::Append));
    QVERIFY(big.resize(17 * 1024 * 1024)); // past the 16 MiB a kernel file may have
    big.close();
    // -o naming a link (to a file outside anything perfopt may write): refused, the file untouched.
    QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("outlink"))));
    QFile victim(m_dir.filePath(QStringLiteral("outlink/victim")));
    QVERIFY(victim.open(QIODevice::WriteOnly));
    victim.write("keep\n");
    victim.close();
    QVERIFY(QFile::link(victim.fileName(), m_dir.filePath(QStringLiteral("outlink/out-link.patch"))));
}

void TestCliDiff::patchBetweenCandidates()
{
    const CliResult r
        = runCli({QStringLiteral("diff"), rmsNorm(), QStringLiteral("baseline"), QStringLiteral("v1_bs4096")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    QVERIFY(r.out.startsWith("diff --git a/rms_norm.py b/perf_opt/rms_norm_opt_v1_bs4096.py\n"));
    QVERIFY(r.out.contains("\n--- a/rms_norm.py\n+++ b/perf_opt/rms_norm_opt_v1_bs4096.py\n"));
    QVERIFY(r.out.contains("\n-BLOCK_SIZE = 2048  # elements per UB tile (one GM->UB burst per operand)\n"
                           "+BLOCK_SIZE = 4096  # elements per UB tile (one GM->UB burst per operand)\n"));
    QCOMPARE(r.out.count("\n@@ "), 2);
}

void TestCliDiff::patchMatchesGitDiff()
{
    const QString git = QStandardPaths::findExecutable(QStringLiteral("git"));
    if (git.isEmpty())
        QSKIP("git is not installed");
    const CliResult r
        = runCli({QStringLiteral("diff"), rmsNorm() + QStringLiteral("/perf_opt"), QStringLiteral("v1_pipe"),
                  QStringLiteral("v2_ubreuse"), QStringLiteral("--algorithm"), QStringLiteral("myers")});
    QCOMPARE(r.exitCode, 0);
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GIT_CONFIG_NOSYSTEM"), QStringLiteral("1"));
    env.insert(QStringLiteral("HOME"), m_dir.path());
    process.setProcessEnvironment(env);
    process.start(git,
                  {QStringLiteral("diff"), QStringLiteral("--no-index"), QStringLiteral("--no-color"),
                   QStringLiteral("--diff-algorithm=myers"),
                   rmsNorm() + QStringLiteral("/perf_opt/rms_norm_opt_v1_pipe.py"),
                   rmsNorm() + QStringLiteral("/perf_opt/rms_norm_opt_v2_ubreuse.py")});
    QVERIFY(process.waitForFinished(30000));
    const QByteArray expected = process.readAllStandardOutput();
    QCOMPARE(r.out.mid(r.out.indexOf("\n@@ ")), expected.mid(expected.indexOf("\n@@ ")));
}

void TestCliDiff::pathsAndKeywords()
{
    const CliResult byPath = runCli({QStringLiteral("diff"), rmsNorm() + QStringLiteral("/perf_opt"),
                                     QStringLiteral("../rms_norm.py"), QStringLiteral("rms_norm_opt_v1_bs4096.py")});
    QCOMPARE(byPath.exitCode, 0);
    const CliResult byId
        = runCli({QStringLiteral("diff"), rmsNorm(), QStringLiteral("baseline"), QStringLiteral("v1_bs4096")});
    QCOMPARE(byPath.out, byId.out);
    // The final file and the final candidate's branch file are byte-identical: an empty patch.
    const CliResult same
        = runCli({QStringLiteral("diff"), rmsNorm(), QStringLiteral("final"), QStringLiteral("v3_bs4096")});
    QCOMPARE(same.exitCode, 0);
    QVERIFY(same.out.isEmpty());
}

void TestCliDiff::htmlToFile()
{
    const QString out = m_dir.filePath(QStringLiteral("pair.html"));
    const CliResult r
        = runCli({QStringLiteral("diff"), rmsNorm(), QStringLiteral("v1_pipe"), QStringLiteral("v2_ubreuse"),
                  QStringLiteral("--format"), QStringLiteral("html"), QStringLiteral("-o"), out});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.isEmpty());
    const QString html = QString::fromUtf8(readBytes(out));
    QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
    QVERIFY(html.contains(QStringLiteral("v1_pipe — rms_norm_opt_v1_pipe.py")));
    QVERIFY(html.contains(QStringLiteral("v2_ubreuse — rms_norm_opt_v2_ubreuse.py")));
    QVERIFY(html.contains(QStringLiteral("<span class=\"d\">y_f32</span>")));
    QVERIFY(html.contains(QStringLiteral("<table class=\"params\">"))); // the removed allocations
    QVERIFY(html.contains(QStringLiteral("y_ub")));
    QVERIFY(!html.contains(QStringLiteral("src=")));
    QVERIFY(!html.contains(QStringLiteral("href=")));
    QVERIFY(QDir(m_dir.path()).entryList(QDir::Files).size() == 1); // written atomically, no temporary left
}

void TestCliDiff::options()
{
    const QString left = m_dir.filePath(QStringLiteral("ws/perf_opt"));
    QVERIFY(QDir().mkpath(left));
    // A minimal run: the baseline one directory up, a branch with only whitespace changed.
    QFile base(m_dir.filePath(QStringLiteral("ws/toy.py")));
    QVERIFY(base.open(QIODevice::WriteOnly));
    base.write("def f(x):\n    return x\n");
    base.close();
    QFile branch(left + QStringLiteral("/toy_opt_v1_tabs.py"));
    QVERIFY(branch.open(QIODevice::WriteOnly));
    branch.write("def f(x):\n\treturn x\n\n\n");
    branch.close();
    const QStringList args {QStringLiteral("diff"), left, QStringLiteral("../toy.py"),
                            QStringLiteral("toy_opt_v1_tabs.py")};
    const CliResult plain = runCli(args);
    QCOMPARE(plain.exitCode, 0);
    QVERIFY(plain.out.contains("-    return x\n+\treturn x\n"));
    const CliResult ignored = runCli(args + QStringList {QStringLiteral("-w"), QStringLiteral("--ignore-blank-lines")});
    QCOMPARE(ignored.exitCode, 0);
    QVERIFY2(ignored.out.isEmpty(), ignored.out.constData());
    const CliResult zero = runCli(args + QStringList {QStringLiteral("-U"), QStringLiteral("0")});
    QVERIFY(zero.out.contains("@@ -2 +2,3 @@"));
    // -1 is every line, as in the HTML: the whole file as context (it was clamped to none, a patch
    // git apply refuses without --unidiff-zero).
    const CliResult whole = runCli(args + QStringList {QStringLiteral("-U"), QStringLiteral("-1")});
    QCOMPARE(whole.exitCode, 0);
    QVERIFY2(whole.out.contains("@@ -1,2 +1,4 @@\n def f(x):\n-    return x\n+\treturn x\n+\n+\n"), whole.out.constData());
}

// Sides named as the run writes them, and said as they are: a branch id as its file name has it
// ("v02_bs4096" beside "v2_bs4096", "r6a_notdone"); a measured candidate whose file is gone or a link;
// a final kernel that is a link; a Gen B merged candidate whose {op}.py has moved on since.
void TestCliDiff::namesAsTheRunWritesThem()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(QStringLiteral("rms_norm"));
    QVERIFY(RunCopy::copyTree(rmsNorm(), run));
    const QString perfOpt = run + QStringLiteral("/perf_opt/");
    QVERIFY(QFile::copy(perfOpt + QStringLiteral("rms_norm_opt_v1_pipe.py"), perfOpt + QStringLiteral("rms_norm_opt_v02_bs4096.py")));
    QVERIFY(QFile::copy(perfOpt + QStringLiteral("rms_norm_opt_v1_pipe.py"), perfOpt + QStringLiteral("rms_norm_opt_r6a_notdone.py")));
    const CliResult v2 = runCli({QStringLiteral("diff"), run, QStringLiteral("baseline"), QStringLiteral("v2_bs4096")});
    QCOMPARE(v2.exitCode, 0);
    QVERIFY2(v2.out.startsWith("diff --git a/rms_norm.py b/perf_opt/rms_norm_opt_v2_bs4096.py\n"), v2.out.constData());
    const CliResult v02 = runCli({QStringLiteral("diff"), run, QStringLiteral("v02_bs4096"), QStringLiteral("r6a_notdone")});
    QCOMPARE(v02.exitCode, 0);
    QVERIFY(v02.out.isEmpty()); // the same bytes, named by their own ids

    QVERIFY(QFile::remove(perfOpt + QStringLiteral("rms_norm_opt_v3_wres.py")));
    const CliResult gone = runCli({QStringLiteral("diff"), run, QStringLiteral("baseline"), QStringLiteral("v3_wres")});
    QCOMPARE(gone.exitCode, 2);
    QVERIFY2(gone.err.contains("v3_wres is a candidate of the records, but no kernel file of the run holds it"), gone.err.constData());
    QVERIFY(QFile::remove(perfOpt + QStringLiteral("rms_norm_opt_v1_cores48.py")));
    QVERIFY(QFile::link(QStringLiteral("rms_norm_opt_v1_pipe.py"), perfOpt + QStringLiteral("rms_norm_opt_v1_cores48.py")));
    const CliResult linked = runCli({QStringLiteral("diff"), run, QStringLiteral("baseline"), QStringLiteral("v1_cores48")});
    QCOMPARE(linked.exitCode, 2);
    QVERIFY2(linked.err.contains("perf_opt/rms_norm_opt_v1_cores48.py is a symbolic link"), linked.err.constData());
    QVERIFY(QFile::remove(perfOpt + QStringLiteral("rms_norm.py")));
    QVERIFY(QFile::link(QStringLiteral("../rms_norm.py"), perfOpt + QStringLiteral("rms_norm.py")));
    const CliResult final = runCli({QStringLiteral("diff"), run, QStringLiteral("baseline"), QStringLiteral("final")});
    QCOMPARE(final.exitCode, 2);
    QVERIFY2(final.err.contains("perf_opt/rms_norm.py is a symbolic link"), final.err.constData());

    const QString genB = dir.filePath(QStringLiteral("argmax_like"));
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("argmax_like")), genB));
    const CliResult merged = runCli({QStringLiteral("diff"), genB, QStringLiteral("round1_a_chain"), QStringLiteral("merged_r1_a_chain")});
    QCOMPARE(merged.exitCode, 0);
    QVERIFY2(merged.err.contains("note: merged_r1_a_chain's records measured a file with sha256 f2c7d78b"), merged.err.constData());
    QVERIFY(merged.err.contains("perf_opt/argmax_like.py is no longer that file"));
    const CliResult ownFile = runCli({QStringLiteral("diff"), genB, QStringLiteral("baseline"), QStringLiteral("round1_a_chain")});
    QVERIFY2(ownFile.err.isEmpty(), ownFile.err.constData());
}

void TestCliDiff::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing B") << QStringList {rmsNorm(), QStringLiteral("v1_pipe")} << QStringLiteral("usage");
    QTest::newRow("unknown candidate") << QStringList {rmsNorm(), QStringLiteral("v9_nope"), QStringLiteral("v1_pipe")}
                                       << QStringLiteral("v9_nope");
    QTest::newRow("outside the run") << QStringList {rmsNorm(), QStringLiteral("../argmax_like/argmax_like.py"),
                                                     QStringLiteral("v1_pipe")}
                                     << QStringLiteral("outside the run");
    // A link is never followed, not even one into the run (its side was silently the target).
    QTest::newRow("a link inside the run") << QStringList {m_dir.filePath(QStringLiteral("linked")), QStringLiteral("final"),
                                                           QStringLiteral("link_in.py")}
                                           << QStringLiteral("link_in.py is a symbolic link");
    // A missing side is named (the message was empty).
    QTest::newRow("no final kernel") << QStringList {m_dir.filePath(QStringLiteral("nofinal")), QStringLiteral("baseline"),
                                                     QStringLiteral("final")}
                                     << QStringLiteral("no final kernel (perf_opt/rms_norm.py)");
    QTest::newRow("no baseline") << QStringList {m_dir.filePath(QStringLiteral("nobase")), QStringLiteral("baseline"),
                                                 QStringLiteral("final")}
                                 << QStringLiteral("no baseline kernel (rms_norm.py");
    // From perf_opt/ it is the final kernel, from the operator directory the baseline: not guessed.
    QTest::newRow("a name of two files") << QStringList {rmsNorm(), QStringLiteral("rms_norm.py"), QStringLiteral("final")}
                                         << QStringLiteral("rms_norm.py names two files of the run, perf_opt/rms_norm.py and rms_norm.py");
    QTest::newRow("bad format") << QStringList {rmsNorm(), QStringLiteral("v1_pipe"), QStringLiteral("v2_ubreuse"),
                                                QStringLiteral("--format"), QStringLiteral("pdf")}
                                << QStringLiteral("usage");
    QTest::newRow("bad algorithm") << QStringList {rmsNorm(), QStringLiteral("v1_pipe"), QStringLiteral("v2_ubreuse"),
                                                   QStringLiteral("--algorithm"), QStringLiteral("histogram")}
                                   << QStringLiteral("usage");
    QTest::newRow("not a run") << QStringList {m_dir.path(), QStringLiteral("a"), QStringLiteral("b")}
                               << QStringLiteral("perfopt diff");
    QTest::newRow("unwritable output") << QStringList {rmsNorm(), QStringLiteral("v1_pipe"),
                                                       QStringLiteral("v2_ubreuse"), QStringLiteral("-o"),
                                                       m_dir.filePath(QStringLiteral("no/such/dir/out.patch"))}
                                       << QStringLiteral("out.patch");
    // Past the limit a kernel is not diffed, and the message says so (not "its first 16 MB were read").
    QTest::newRow("a kernel over 16 MiB") << QStringList {m_dir.filePath(QStringLiteral("big")), QStringLiteral("v1_pipe"),
                                                          QStringLiteral("v2_ubreuse")}
                                          << QStringLiteral("over the 16 MB a kernel file may have: it is not diffed");
    QTest::newRow("output a link") << QStringList {rmsNorm(), QStringLiteral("v1_pipe"), QStringLiteral("v2_ubreuse"),
                                                   QStringLiteral("-o"), m_dir.filePath(QStringLiteral("outlink/out-link.patch"))}
                                   << QStringLiteral("out-link.patch is a symbolic link");
}

void TestCliDiff::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliResult r = runCli(QStringList {QStringLiteral("diff")} + arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QFile victim(m_dir.filePath(QStringLiteral("outlink/victim")));
    QVERIFY(victim.open(QIODevice::ReadOnly));
    QCOMPARE(victim.readAll(), QByteArray("keep\n"));
}

void TestCliDiff::listedInHelp()
{
    const CliResult help = runCli({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("  diff "));
    const CliResult own = runCli({QStringLiteral("diff"), QStringLiteral("--help")});
    QCOMPARE(own.exitCode, 0);
    QVERIFY(own.out.contains("--format"));
    QVERIFY(own.out.contains("--ignore-whitespace"));
}

QTEST_GUILESS_MAIN(TestCliDiff)
#include "tst_clidiff.moc"
