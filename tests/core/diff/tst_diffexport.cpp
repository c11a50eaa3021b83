// SPDX-License-Identifier: MIT
// Unified patches as git writes them, and the self-contained HTML page.
#include "diff/diffexport.h"
#include "diff/linediff.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

QByteArray readBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Everything from the first hunk on: what a patch says, without the file names and ids.
QByteArray hunks(const QByteArray &patch)
{
    const qsizetype at = patch.indexOf("\n@@ ");
    return at < 0 ? QByteArray() : patch.mid(at + 1);
}

} // namespace

class TestDiffExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void patchMatchesGit_data();
    void patchMatchesGit();
    void patchHeaderAndApply();
    void identicalGivesEmptyPatch();
    void missingFinalNewline();
    void htmlIsSelfContained();
    void htmlFoldsAndUnfolds();
    void atomicWrite();

private:
    QProcessEnvironment gitEnvironment() const;
    QTemporaryDir m_dir;
    QString m_git;
};

void TestDiffExport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_git = QStandardPaths::findExecutable(QStringLiteral("git"));
}

QProcessEnvironment TestDiffExport::gitEnvironment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GIT_CONFIG_NOSYSTEM"), QStringLiteral("1"));
    env.insert(QStringLiteral("HOME"), m_dir.path());
    return env;
}

void TestDiffExport::patchMatchesGit_data()
{
    QTest::addColumn<QString>("left");
    QTest::addColumn<QString>("right");
    const QString rms = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/");
    for (const char *branch : {"v1_pipe", "v2_ubreuse", "v4_fp16acc", "v4_sbs8192"})
        QTest::newRow(branch) << rms + QStringLiteral("rms_norm.py")
                              << rms + QStringLiteral("perf_opt/rms_norm_opt_") + QLatin1String(branch)
                + QStringLiteral(".py");
    QTest::newRow("argmax final") << QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like/argmax_like.py")
                                  << QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like/perf_opt/argmax_like.py");
}

void TestDiffExport::patchMatchesGit()
{
    if (m_git.isEmpty())
        QSKIP("git is not installed");
    QFETCH(QString, left);
    QFETCH(QString, right);
    DiffOptions options; // patience
    const QByteArray patch = DiffExport::unifiedPatch(readBytes(left), readBytes(right), QStringLiteral("a.py"),
                                                      QStringLiteral("b.py"), options);
    QProcess git;
    git.setProcessEnvironment(gitEnvironment());
    git.start(m_git,
              {QStringLiteral("diff"), QStringLiteral("--no-index"), QStringLiteral("--no-color"),
               QStringLiteral("--diff-algorithm=patience"), left, right});
    QVERIFY(git.waitForFinished(30000));
    const QByteArray expected = hunks(git.readAllStandardOutput());
    QVERIFY(!expected.isEmpty());
    QCOMPARE(hunks(patch), expected);
}

void TestDiffExport::patchHeaderAndApply()
{
    const QByteArray left = "import os\n\nBLOCK_SIZE = 2048\nNUM_CORES = 24\n";
    const QByteArray right = "import os\n\nBLOCK_SIZE = 4096\nNUM_CORES = 24\nEXTRA = 1\n";
    const QByteArray patch = DiffExport::unifiedPatch(left, right, QStringLiteral("kernel.py"),
                                                      QStringLiteral("kernel.py"), DiffOptions(), 3);
    QVERIFY(patch.startsWith("diff --git a/kernel.py b/kernel.py\n"));
    QVERIFY(patch.contains("\n--- a/kernel.py\n+++ b/kernel.py\n@@ -1,4 +1,5 @@"));
    QVERIFY(patch.contains("\n-BLOCK_SIZE = 2048\n+BLOCK_SIZE = 4096\n"));
    if (m_git.isEmpty())
        return;
    // git apply turns the left into the right.
    const QString work = m_dir.filePath(QStringLiteral("apply"));
    QVERIFY(QDir().mkpath(work));
    QVERIFY(DiffExport::write(work + QStringLiteral("/kernel.py"), left));
    QVERIFY(DiffExport::write(work + QStringLiteral("/change.patch"), patch));
    QProcess git;
    git.setProcessEnvironment(gitEnvironment());
    git.setWorkingDirectory(work);
    git.start(m_git, {QStringLiteral("apply"), QStringLiteral("change.patch")});
    QVERIFY(git.waitForFinished(30000));
    QCOMPARE(git.exitCode(), 0);
    QCOMPARE(readBytes(work + QStringLiteral("/kernel.py")), right);
}

void TestDiffExport::identicalGivesEmptyPatch()
{
    QVERIFY(DiffExport::unifiedPatch("a\n", "a\n", QStringLiteral("x"), QStringLiteral("y"), DiffOptions()).isEmpty());
    DiffOptions ws;
    ws.ignoreWhitespace = true;
    QVERIFY(DiffExport::unifiedPatch("a  b\n", "a b\n", QStringLiteral("x"), QStringLiteral("y"), ws).isEmpty());
}

void TestDiffExport::missingFinalNewline()
{
    const QByteArray patch
        = DiffExport::unifiedPatch("a\nb", "a\nb\n", QStringLiteral("x"), QStringLiteral("x"), DiffOptions());
    QVERIFY(patch.contains("-b\n\\ No newline at end of file\n+b\n"));
}

void TestDiffExport::htmlIsSelfContained()
{
    const QString left = QStringLiteral("x = a < b\nBLOCK_SIZE = 2048  # 块大小\n");
    const QString right = QStringLiteral("x = a < b\nBLOCK_SIZE = 4096  # 块大小\n");
    const DiffResult r = LineDiff::compute(left, right);
    ParameterChange change;
    change.status = ParameterChange::Status::Changed;
    change.label = QStringLiteral("BLOCK_SIZE");
    change.leftValue = QStringLiteral("2048");
    change.rightValue = QStringLiteral("4096");
    change.leftLine = change.rightLine = 2;
    const QString html = DiffExport::html(r, QStringLiteral("baseline <a>"), QStringLiteral("v1_bs4096"), 3, {change});
    QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
    QVERIFY(html.contains(QStringLiteral("<meta charset=\"utf-8\">")));
    // Nothing loaded from elsewhere.
    static const QRegularExpression external(QStringLiteral("(src=|href=|@import|url\\()"));
    QVERIFY(!external.match(html).hasMatch());
    QVERIFY(html.contains(QStringLiteral("baseline &lt;a&gt;")));
    QVERIFY(html.contains(QStringLiteral("x = a &lt; b")));
    QVERIFY(html.contains(QStringLiteral("<span class=\"d\">2048</span>")));
    QVERIFY(html.contains(QStringLiteral("<span class=\"i\">4096</span>")));
    QVERIFY(html.contains(QStringLiteral("块大小")));
    QVERIFY(html.contains(QStringLiteral("prefers-color-scheme: dark")));
    QVERIFY(html.contains(QStringLiteral("<table class=\"params\">")));
    QVERIFY(html.contains(QStringLiteral("<td class=\"v\">2048</td><td class=\"v\">4096</td>")));
}

void TestDiffExport::htmlFoldsAndUnfolds()
{
    QStringList lines;
    for (int i = 0; i < 60; ++i)
        lines.append(QStringLiteral("line_%1 = %1").arg(i));
    QStringList changed = lines;
    changed[30] = QStringLiteral("line_30 = 300");
    const DiffResult r = LineDiff::compute(lines.join(u'\n') + u'\n', changed.join(u'\n') + u'\n');
    const QString folded = DiffExport::html(r, QStringLiteral("a"), QStringLiteral("b"), 3);
    QCOMPARE(folded.count(QStringLiteral("<tr class=\"fold\"")), 2);
    QCOMPARE(folded.count(QStringLiteral(" hidden f")), 60 - 7);
    QVERIFY(folded.contains(QStringLiteral("27 unchanged line(s)")));
    QCOMPARE(folded.count(QStringLiteral("<tr class=\"c\">")), 1);
    const QString full = DiffExport::html(r, QStringLiteral("a"), QStringLiteral("b"), -1);
    QCOMPARE(full.count(QStringLiteral("<tr class=\"fold\"")), 0);
    QCOMPARE(full.count(QStringLiteral("<tr class=\"e\">")), 59);
}

void TestDiffExport::atomicWrite()
{
    const QString path = m_dir.filePath(QStringLiteral("out.patch"));
    QVERIFY(DiffExport::write(path, "one"));
    QVERIFY(DiffExport::write(path, "two"));
    QCOMPARE(readBytes(path), QByteArray("two"));
    QString error;
    QVERIFY(!DiffExport::write(m_dir.filePath(QStringLiteral("no/such/dir/x.patch")), "x", &error));
    QVERIFY(!error.isEmpty());
}

QTEST_GUILESS_MAIN(TestDiffExport)
#include "tst_diffexport.moc"
