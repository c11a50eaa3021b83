// SPDX-License-Identifier: MIT
// The line diff against the edge cases of real files, and against `git diff --no-index` itself.
#include "diff/linediff.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString readText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QString();
    return QString::fromUtf8(f.readAll());
}

QStringList headers(const QList<DiffHunk> &hunks)
{
    QStringList out;
    for (const DiffHunk &h : hunks)
        out.append(h.header());
    return out;
}

// A long Python-like file and a copy with `edits` scattered changes (edit, insert, delete).
std::pair<QString, QString> generatedPair(int lines, int edits, quint32 seed)
{
    QRandomGenerator random(seed);
    QStringList left;
    left.reserve(lines);
    for (int i = 0; i < lines; ++i) {
        if (i % 40 == 0)
            left.append(QStringLiteral("def block_%1(x, n=%2):").arg(i).arg(i % 7));
        else if (i % 40 == 39)
            left.append(QString());
        else
            left.append(QStringLiteral("    value_%1 = T.vmul(x_%2, y_%3, n)  # step %4")
                            .arg(i)
                            .arg(i % 13)
                            .arg(i % 17)
                            .arg(i));
    }
    QStringList right = left;
    for (int e = 0; e < edits; ++e) {
        const int at = int(random.bounded(right.size()));
        switch (random.bounded(3)) {
        case 0:
            right[at] = right.at(at) + QStringLiteral(" + %1").arg(e);
            break;
        case 1:
            right.insert(at, QStringLiteral("    extra_%1 = %2").arg(e).arg(random.bounded(1000)));
            break;
        default:
            right.removeAt(at);
            break;
        }
    }
    return {left.join(u'\n') + u'\n', right.join(u'\n') + u'\n'};
}

} // namespace

class TestLineDiff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void emptyFiles();
    void identicalFiles();
    void oneSideEmpty_data();
    void oneSideEmpty();
    void noTrailingNewline();
    void crlfVersusLf();
    void tabsVersusSpaces();
    void blankLines();
    void unicodeComments();
    void movedBlock();
    void intraLineWords();
    void hunkGrouping();
    void rowsAndFolds();
    void mapLineBetweenSides();
    void matchesGit_data();
    void matchesGit();
    void largePair();
    void asyncMatchesSync();

private:
    QString write(const QString &name, const QByteArray &bytes);
    QStringList gitHeaders(const QString &left, const QString &right, const QStringList &flags);

    QTemporaryDir m_dir;
    QString m_git;
};

void TestLineDiff::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_git = QStandardPaths::findExecutable(QStringLiteral("git"));
}

QString TestLineDiff::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return QString();
    f.write(bytes);
    return path;
}

QStringList TestLineDiff::gitHeaders(const QString &left, const QString &right, const QStringList &flags)
{
    QProcess git;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GIT_CONFIG_NOSYSTEM"), QStringLiteral("1"));
    env.insert(QStringLiteral("HOME"), m_dir.path()); // no user config (diff.algorithm and friends)
    git.setProcessEnvironment(env);
    git.start(m_git,
              QStringList {QStringLiteral("diff"), QStringLiteral("--no-index"), QStringLiteral("--no-color"),
                           QStringLiteral("--indent-heuristic"), QStringLiteral("-U3")}
                  + flags + QStringList {left, right});
    if (!git.waitForFinished(30000))
        return {QStringLiteral("<git timed out>")};
    static const QRegularExpression header(QStringLiteral("^(@@ -\\d+(?:,\\d+)? \\+\\d+(?:,\\d+)? @@)"),
                                           QRegularExpression::MultilineOption);
    QStringList out;
    auto it = header.globalMatch(QString::fromUtf8(git.readAllStandardOutput()));
    while (it.hasNext())
        out.append(it.next().captured(1));
    return out;
}

void TestLineDiff::emptyFiles()
{
    const DiffResult r = LineDiff::compute(QString(), QString());
    QVERIFY(r.error.isEmpty());
    QVERIFY(r.identical());
    QCOMPARE(r.left.lineCount(), 0);
    QCOMPARE(r.right.lineCount(), 0);
    QVERIFY(r.hunks(3).isEmpty());
    QVERIFY(r.sideBySideRows().isEmpty());
}

void TestLineDiff::identicalFiles()
{
    const QString text = readText(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/rms_norm.py"));
    QVERIFY(!text.isEmpty());
    const DiffResult r = LineDiff::compute(text, text);
    QVERIFY(r.identical());
    QCOMPARE(r.left.lineCount(), r.right.lineCount());
    QVERIFY(r.folds(3).isEmpty()); // nothing to fold around
    const QList<DiffRow> rows = r.sideBySideRows();
    QCOMPARE(rows.size(), r.left.lineCount());
    QVERIFY(
        std::all_of(rows.cbegin(), rows.cend(), [](const DiffRow &row) { return row.kind == DiffRow::Kind::Equal; }));
}

void TestLineDiff::oneSideEmpty_data()
{
    QTest::addColumn<bool>("leftEmpty");
    QTest::newRow("left empty") << true;
    QTest::newRow("right empty") << false;
}

void TestLineDiff::oneSideEmpty()
{
    QFETCH(bool, leftEmpty);
    const QString text = QStringLiteral("a = 1\nb = 2\nc = 3\n");
    const DiffResult r = leftEmpty ? LineDiff::compute(QString(), text) : LineDiff::compute(text, QString());
    QCOMPARE(r.chunks.size(), 1);
    const DiffChunk &c = r.chunks.first();
    QCOMPARE(leftEmpty ? c.rightCount : c.leftCount, 3);
    QCOMPARE(leftEmpty ? c.leftCount : c.rightCount, 0);
    QCOMPARE(headers(r.hunks(3)),
             QStringList {leftEmpty ? QStringLiteral("@@ -0,0 +1,3 @@") : QStringLiteral("@@ -1,3 +0,0 @@")});
    QCOMPARE(r.addedLines() + r.removedLines(), 3);
}

void TestLineDiff::noTrailingNewline()
{
    // Same lines, the left without its final newline: git reports the last line as changed.
    const DiffResult r = LineDiff::compute(QStringLiteral("x = 1\ny = 2"), QStringLiteral("x = 1\ny = 2\n"));
    QVERIFY(!r.left.endsWithNewline);
    QVERIFY(r.right.endsWithNewline);
    QCOMPARE(r.left.lineCount(), 2);
    QCOMPARE(r.left.line(1), u"y = 2");
    QCOMPARE(r.chunks.size(), 1);
    QCOMPARE(r.chunks.first().leftStart, 1);
    QCOMPARE(r.chunks.first().leftCount, 1);
    QCOMPARE(r.chunks.first().rightCount, 1);
    // The texts of the pair are equal: no intra-line ranges, the line tint carries it.
    QCOMPARE(r.chunks.first().pairs.size(), 1);
    QVERIFY(r.chunks.first().pairs.first().rightRanges.isEmpty());
}

void TestLineDiff::crlfVersusLf()
{
    const QString crlf = QStringLiteral("a = 1\r\nb = 2\r\nc = 3\r\n");
    const QString lf = QStringLiteral("a = 1\nb = 2\nc = 3\n");
    const DiffResult r = LineDiff::compute(crlf, lf);
    QCOMPARE(r.left.crlfLines, 3);
    QCOMPARE(r.right.crlfLines, 0);
    QCOMPARE(r.left.line(0), u"a = 1"); // the '\r' is not shown
    QCOMPARE(r.chunks.size(), 1);
    QCOMPARE(r.chunks.first().leftCount, 3);
    QCOMPARE(r.left.withoutCarriageReturns(), lf);

    DiffOptions ignore;
    ignore.ignoreWhitespace = true;
    QVERIFY(LineDiff::compute(crlf, lf, ignore).identical());
}

void TestLineDiff::tabsVersusSpaces()
{
    const QString tabs = QStringLiteral("def f(x):\n\treturn x\n\tpass\n");
    const QString spaces = QStringLiteral("def f(x):\n    return x\n\tpass\n");
    const DiffResult plain = LineDiff::compute(tabs, spaces);
    QCOMPARE(plain.chunks.size(), 1);
    QCOMPARE(plain.chunks.first().leftStart, 1);
    QCOMPARE(plain.chunks.first().leftCount, 1);
    const DiffLinePair &pair = plain.chunks.first().pairs.first();
    QCOMPARE(pair.leftRanges, (QList<DiffRange> {{0, 1}})); // the tab
    QCOMPARE(pair.rightRanges, (QList<DiffRange> {{0, 4}})); // the four spaces

    DiffOptions ignore;
    ignore.ignoreWhitespace = true;
    QVERIFY(LineDiff::compute(tabs, spaces, ignore).identical());
    // A real change next to a whitespace change: only the real one is a range.
    const DiffResult mixed
        = LineDiff::compute(QStringLiteral("\treturn  x\n"), QStringLiteral("    return y\n"), ignore);
    QCOMPARE(mixed.chunks.size(), 1);
    QCOMPARE(mixed.chunks.first().pairs.first().rightRanges, (QList<DiffRange> {{11, 1}}));
}

void TestLineDiff::blankLines()
{
    const QString a = QStringLiteral("a = 1\nb = 2\n");
    const QString b = QStringLiteral("a = 1\n\n\nb = 2\n");
    QCOMPARE(LineDiff::compute(a, b).chunks.size(), 1);
    DiffOptions ignore;
    ignore.ignoreBlankLines = true;
    QVERIFY(LineDiff::compute(a, b, ignore).identical());
}

void TestLineDiff::unicodeComments()
{
    const QString left = QStringLiteral("# 计算均方根\nBLOCK_SIZE = 2048  # 每个 UB tile 的元素数\n");
    const QString right = QStringLiteral("# 计算均方根归一化\nBLOCK_SIZE = 4096  # 每个 UB tile 的元素数\n");
    const DiffResult r = LineDiff::compute(left, right);
    QCOMPARE(r.chunks.size(), 1);
    const DiffChunk &c = r.chunks.first();
    QCOMPARE(c.pairs.size(), 2);
    // Each CJK character is a word: only the three added characters are marked.
    QCOMPARE(c.pairs.at(0).leftRanges, QList<DiffRange> {});
    QCOMPARE(c.pairs.at(0).rightRanges, (QList<DiffRange> {{7, 3}}));
    QCOMPARE(r.right.line(0).mid(7, 3), u"归一化");
    QCOMPARE(c.pairs.at(1).leftRanges, (QList<DiffRange> {{13, 4}}));
    QCOMPARE(r.left.line(1).mid(13, 4), u"2048");
    QCOMPARE(r.right.line(1).mid(c.pairs.at(1).rightRanges.first().start, 4), u"4096");
}

void TestLineDiff::movedBlock()
{
    QStringList lines;
    for (int i = 0; i < 30; ++i)
        lines.append(QStringLiteral("line_%1 = %1").arg(i));
    QStringList moved = lines;
    const QStringList block = moved.mid(2, 4);
    moved.remove(2, 4);
    moved.append(block);
    const QString a = lines.join(u'\n') + u'\n';
    const QString b = moved.join(u'\n') + u'\n';
    for (const auto algorithm : {DiffOptions::Algorithm::Patience, DiffOptions::Algorithm::Myers}) {
        DiffOptions o;
        o.algorithm = algorithm;
        const DiffResult r = LineDiff::compute(a, b, o);
        QCOMPARE(r.chunks.size(), 2);
        QCOMPARE(r.chunks.at(0).leftStart, 2);
        QCOMPARE(r.chunks.at(0).leftCount, 4);
        QCOMPARE(r.chunks.at(0).rightCount, 0);
        QCOMPARE(r.chunks.at(1).leftCount, 0);
        QCOMPARE(r.chunks.at(1).rightStart, 26);
        QCOMPARE(r.chunks.at(1).rightCount, 4);
    }
}

void TestLineDiff::intraLineWords()
{
    const DiffResult r = LineDiff::compute(QStringLiteral("for t in T.serial(tasks_per_block):\n"),
                                           QStringLiteral("for t in T.Pipelined(tasks_per_block, num_stages=2):\n"));
    const DiffLinePair &p = r.chunks.first().pairs.first();
    QCOMPARE(p.leftRanges.size(), 1);
    QCOMPARE(r.left.line(0).mid(p.leftRanges.first().start, p.leftRanges.first().length), u"serial");
    QCOMPARE(p.rightRanges.size(), 2);
    QCOMPARE(r.right.line(0).mid(p.rightRanges.at(0).start, p.rightRanges.at(0).length), u"Pipelined");
    QCOMPARE(r.right.line(0).mid(p.rightRanges.at(1).start, p.rightRanges.at(1).length), u", num_stages=2");

    DiffOptions chars;
    chars.intraLine = DiffOptions::IntraLine::Characters;
    const DiffResult c
        = LineDiff::compute(QStringLiteral("NUM_CORES = 24\n"), QStringLiteral("NUM_CORES = 48\n"), chars);
    // Character LCS keeps the shared '4': "[2]4" vs "4[8]".
    QCOMPARE(c.chunks.first().pairs.first().leftRanges, (QList<DiffRange> {{12, 1}}));
    QCOMPARE(c.chunks.first().pairs.first().rightRanges, (QList<DiffRange> {{13, 1}}));
    const DiffResult c2 = LineDiff::compute(QStringLiteral("x = 2048\n"), QStringLiteral("x = 4048\n"), chars);
    QCOMPARE(c2.chunks.first().pairs.first().rightRanges, (QList<DiffRange> {{4, 1}}));

    DiffOptions off;
    off.intraLine = DiffOptions::IntraLine::Off;
    QVERIFY(LineDiff::compute(QStringLiteral("a = 1\n"), QStringLiteral("a = 2\n"), off)
                .chunks.first()
                .pairs.first()
                .rightRanges.isEmpty());
}

void TestLineDiff::hunkGrouping()
{
    QStringList lines;
    for (int i = 0; i < 40; ++i)
        lines.append(QStringLiteral("v%1").arg(i));
    QStringList changed = lines;
    changed[5] = QStringLiteral("x5");
    changed[12] = QStringLiteral("x12"); // 6 lines apart from the first change: one hunk
    changed[30] = QStringLiteral("x30"); // far: a second hunk
    const DiffResult r = LineDiff::compute(lines.join(u'\n') + u'\n', changed.join(u'\n') + u'\n');
    QCOMPARE(r.chunks.size(), 3);
    QCOMPARE(headers(r.hunks(3)),
             (QStringList {QStringLiteral("@@ -3,14 +3,14 @@"), QStringLiteral("@@ -28,7 +28,7 @@")}));
    QCOMPARE(headers(r.hunks(0)),
             (QStringList {QStringLiteral("@@ -6 +6 @@"), QStringLiteral("@@ -13 +13 @@"),
                           QStringLiteral("@@ -31 +31 @@")}));
}

void TestLineDiff::rowsAndFolds()
{
    QStringList lines;
    for (int i = 0; i < 40; ++i)
        lines.append(QStringLiteral("v%1").arg(i));
    QStringList changed = lines;
    changed[10] = QStringLiteral("x10");
    changed.insert(30, QStringLiteral("new"));
    const DiffResult r = LineDiff::compute(lines.join(u'\n') + u'\n', changed.join(u'\n') + u'\n');
    QCOMPARE(r.chunks.size(), 2);

    const QList<DiffRow> rows = r.sideBySideRows();
    QCOMPARE(rows.size(), 41);
    QCOMPARE(rows.at(10).kind, DiffRow::Kind::Changed);
    QCOMPARE(rows.at(30).kind, DiffRow::Kind::Added);
    QCOMPARE(rows.at(30).left, -1);
    QCOMPARE(rows.at(31).left, 30);
    QCOMPARE(rows.at(31).right, 31);

    const QList<DiffRow> unified = r.unifiedRows();
    QCOMPARE(unified.size(), 42);
    QCOMPARE(unified.at(10).kind, DiffRow::Kind::Removed);
    QCOMPARE(unified.at(11).kind, DiffRow::Kind::Added);

    const QList<DiffFold> folds = r.folds(3);
    QCOMPARE(folds.size(), 3);
    QCOMPARE(folds.at(0).leftStart, 0);
    QCOMPARE(folds.at(0).count, 7);
    QCOMPARE(folds.at(1).leftStart, 14);
    QCOMPARE(folds.at(1).rightStart, 14);
    QCOMPARE(folds.at(1).count, 30 - 11 - 6);
    QCOMPARE(folds.at(2).rightStart, 34);
    QCOMPARE(folds.at(2).leftStart + folds.at(2).count, 40);
    QVERIFY(r.folds(20).size() < 3);
}

void TestLineDiff::mapLineBetweenSides()
{
    const DiffResult r = LineDiff::compute(QStringLiteral("a\nb\nc\nd\n"), QStringLiteral("a\nx\ny\nz\nw\nc\nd\n"));
    QCOMPARE(r.chunks.size(), 1);
    QCOMPARE(r.mapLine(0, true), 0.0);
    QCOMPARE(r.mapLine(1, true), 1.0);
    QCOMPARE(r.mapLine(1.5, true), 3.0); // halfway through a 1 → 4 line change
    QCOMPARE(r.mapLine(2, true), 5.0);
    QCOMPARE(r.mapLine(5, false), 2.0);
    QCOMPARE(r.chunkAtOrAfter(0, true), 0);
    QCOMPARE(r.chunkAtOrAfter(2, true), -1);
    QVERIFY(r.isChanged(3, false));
    QVERIFY(!r.isChanged(5, false));
}

void TestLineDiff::matchesGit_data()
{
    QTest::addColumn<QString>("left");
    QTest::addColumn<QString>("right");
    const QString rms = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/");
    const QString branches = rms + QStringLiteral("perf_opt/rms_norm_opt_");
    for (const char *branch : {"v1_bs4096", "v1_cores48", "v1_pipe", "v2_bs4096", "v2_pipe3", "v2_ubreuse", "v3_bs4096",
                               "v3_wres", "v4_aivonly", "v4_fp16acc", "v4_sbs8192"})
        QTest::newRow(branch) << rms + QStringLiteral("rms_norm.py")
                              << branches + QLatin1String(branch) + QStringLiteral(".py");
    QTest::newRow("v1_pipe..v4_fp16acc") << branches + QStringLiteral("v1_pipe.py")
                                         << branches + QStringLiteral("v4_fp16acc.py");
    const QString argmax = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like/");
    for (const char *branch : {"round1_a_chain", "round1_bn2048", "round2_blk48", "round2_pipe"})
        QTest::newRow(branch) << argmax + QStringLiteral("argmax_like.py")
                              << argmax + QStringLiteral("perf_opt/argmax_like_") + QLatin1String(branch)
                + QStringLiteral(".py");
    QTest::newRow("argmax baseline..final")
        << argmax + QStringLiteral("argmax_like.py") << argmax + QStringLiteral("perf_opt/argmax_like.py");
    QTest::newRow("rms vs argmax (unrelated)")
        << rms + QStringLiteral("rms_norm.py") << argmax + QStringLiteral("argmax_like.py");
    for (quint32 seed : {1u, 2u, 3u}) {
        const auto [a, b] = generatedPair(1500, 120, seed);
        QTest::newRow(qPrintable(QStringLiteral("generated %1").arg(seed))) << a << b;
    }
    // Slider cases the indent heuristic decides: repeated blocks, blank lines, tabs, nesting.
    QString nested, nestedChanged;
    for (int i = 0; i < 30; ++i) {
        const QString block
            = QStringLiteral(
                  "def f%1(x):\n\tif x:\n\t\treturn x\n\n    for k in T.serial(n):\n        T.copy(a, b)\n\n")
                  .arg(i % 3);
        nested += block;
        nestedChanged += i % 7 == 3 ? block + block : (i % 11 == 5 ? QString() : block);
    }
    QTest::newRow("indentation sliders") << nested << nestedChanged;
    QString crlf, lf;
    for (int i = 0; i < 200; ++i) {
        crlf += QStringLiteral("line %1  \r\n").arg(i % 40);
        lf += i % 17 == 0 ? QStringLiteral("line %1\n").arg(i % 40) : QStringLiteral("line %1  \r\n").arg(i % 40);
    }
    QTest::newRow("crlf and lf") << crlf << lf;
    QString blanks, blanksChanged;
    for (int i = 0; i < 300; ++i) {
        const QString line = i % 5 == 0
            ? (i % 3 == 0 ? QStringLiteral("  ") : (i % 3 == 1 ? QStringLiteral("\t") : QString()))
            : QStringLiteral("x_%1 = %2").arg(i % 23).arg(i % 7);
        blanks += line + u'\n';
        blanksChanged += (i % 29 == 0 ? QStringLiteral("\n\n") : QString())
            + (i % 31 == 0 ? line + QStringLiteral(" # c") : line) + u'\n';
    }
    QTest::newRow("blank line variants") << blanks << blanksChanged;
    QString crlfBlanks = blanks, crlfBlanksChanged = blanksChanged;
    crlfBlanks.replace(u'\n', QStringLiteral("\r\n"));
    crlfBlanksChanged.replace(u'\n', QStringLiteral("\r\n"));
    QTest::newRow("crlf blank lines") << crlfBlanks << crlfBlanksChanged;
}

void TestLineDiff::matchesGit()
{
    if (m_git.isEmpty())
        QSKIP("git is not installed");
    QFETCH(QString, left);
    QFETCH(QString, right);
    const bool isPath = left.startsWith(u'/');
    const QString leftText = isPath ? readText(left) : left;
    const QString rightText = isPath ? readText(right) : right;
    QVERIFY(!leftText.isEmpty() && !rightText.isEmpty());
    const QString leftPath = isPath ? left : write(QStringLiteral("gen_a.py"), left.toUtf8());
    const QString rightPath = isPath ? right : write(QStringLiteral("gen_b.py"), right.toUtf8());

    struct Variant
    {
        DiffOptions options;
        QStringList flags;
        int context = 3;
    };
    QList<Variant> variants;
    for (const auto algorithm :
         {DiffOptions::Algorithm::Patience, DiffOptions::Algorithm::Minimal, DiffOptions::Algorithm::Myers}) {
        DiffOptions o;
        o.algorithm = algorithm;
        variants.append({o, {QStringLiteral("--diff-algorithm=") + DiffOptions::algorithmName(algorithm)}});
    }
    DiffOptions ws;
    ws.ignoreWhitespace = true;
    variants.append({ws, {QStringLiteral("--diff-algorithm=patience"), QStringLiteral("-w")}});
    DiffOptions myersWs;
    myersWs.algorithm = DiffOptions::Algorithm::Myers;
    myersWs.ignoreWhitespace = true;
    variants.append({myersWs, {QStringLiteral("--diff-algorithm=myers"), QStringLiteral("-w")}});
    DiffOptions blank;
    blank.ignoreBlankLines = true;
    // git keeps ignorable blank-line changes that sit within the context of a real change, so the
    // chunks (what the view shows) compare with git's zero-context hunks.
    variants.append(
        {blank,
         {QStringLiteral("--diff-algorithm=patience"), QStringLiteral("--ignore-blank-lines"), QStringLiteral("-U0")},
         0});
    for (const Variant &v : variants) {
        const DiffResult r = LineDiff::compute(leftText, rightText, v.options);
        QVERIFY(r.error.isEmpty());
        const QStringList expected = gitHeaders(leftPath, rightPath, v.flags);
        QVERIFY2(!expected.isEmpty() || r.identical(), qPrintable(v.flags.join(u' ')));
        QCOMPARE(headers(r.hunks(v.context)), expected);
    }
}

void TestLineDiff::largePair()
{
    const auto [a, b] = generatedPair(20000, 1000, 42);
    const DiffResult r = LineDiff::compute(a, b); // its speed is bench_diff's to measure
    QVERIFY(r.error.isEmpty());
    QCOMPARE(r.left.lineCount(), 20000);
    QVERIFY2(r.chunks.size() > 500, qPrintable(QString::number(r.chunks.size())));
    // Every line of both sides appears exactly once in the rows.
    const QList<DiffRow> rows = r.sideBySideRows();
    int leftSeen = 0, rightSeen = 0;
    for (const DiffRow &row : rows) {
        leftSeen += row.left >= 0;
        rightSeen += row.right >= 0;
    }
    QCOMPARE(leftSeen, r.left.lineCount());
    QCOMPARE(rightSeen, r.right.lineCount());
    if (!m_git.isEmpty()) {
        const QString leftPath = write(QStringLiteral("large_a.py"), a.toUtf8());
        const QString rightPath = write(QStringLiteral("large_b.py"), b.toUtf8());
        QCOMPARE(headers(r.hunks(3)), gitHeaders(leftPath, rightPath, {QStringLiteral("--diff-algorithm=patience")}));
    }
}

void TestLineDiff::asyncMatchesSync()
{
    const auto [a, b] = generatedPair(3000, 100, 7);
    QFuture<DiffResult> future = LineDiff::computeAsync(a, b);
    future.waitForFinished();
    const DiffResult async = future.result();
    const DiffResult sync = LineDiff::compute(a, b);
    QCOMPARE(headers(async.hunks(0)), headers(sync.hunks(0)));
}

QTEST_GUILESS_MAIN(TestLineDiff)
#include "tst_linediff.moc"
