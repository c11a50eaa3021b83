// SPDX-License-Identifier: MIT
#include "diff/intralinediff.h"

#include <QTest>

namespace {

QStringList pieces(QStringView line, const QList<DiffRange> &ranges)
{
    QStringList out;
    for (const DiffRange &r : ranges)
        out.append(line.mid(r.start, r.length).toString());
    return out;
}

} // namespace

class TestIntraLineDiff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void words_data();
    void words();
    void characters();
    void cjkCharactersAreWords();
    void surrogatePairsStayWhole();
    void ignoreWhitespace();
    void confettiBecomesWholeLine();
    void similarity();
    void pairLinesAlignsByContent();
    void pairLinesLargeChunkByPosition();
};

void TestIntraLineDiff::words_data()
{
    QTest::addColumn<QString>("left");
    QTest::addColumn<QString>("right");
    QTest::addColumn<QStringList>("removed");
    QTest::addColumn<QStringList>("added");
    QTest::newRow("number") << QStringLiteral("BLOCK_SIZE = 2048  # tile")
                            << QStringLiteral("BLOCK_SIZE = 4096  # tile") << QStringList {QStringLiteral("2048")}
                            << QStringList {QStringLiteral("4096")};
    QTest::newRow("call and argument") << QStringLiteral("for k in T.serial(n_chunks):")
                                       << QStringLiteral("for k in T.Pipelined(n_chunks, num_stages=3):")
                                       << QStringList {QStringLiteral("serial")}
                                       << QStringList {QStringLiteral("Pipelined"), QStringLiteral(", num_stages=3")};
    QTest::newRow("identifier is one word")
        << QStringLiteral("T.vmul(y_f32, w_f32, y_f32)") << QStringLiteral("T.vmul(x_f32, w_f32, x_f32)")
        << QStringList {QStringLiteral("y_f32"), QStringLiteral("y_f32")}
        << QStringList {QStringLiteral("x_f32"), QStringLiteral("x_f32")};
    QTest::newRow("appended") << QStringLiteral("x = 1") << QStringLiteral("x = 1  # note") << QStringList {}
                              << QStringList {QStringLiteral("  # note")};
    QTest::newRow("identical") << QStringLiteral("same") << QStringLiteral("same") << QStringList {} << QStringList {};
    // Nothing shared: the whole line is the change, shown by the line tint alone.
    QTest::newRow("empty vs text") << QString() << QStringLiteral("new") << QStringList {} << QStringList {};
}

void TestIntraLineDiff::words()
{
    QFETCH(QString, left);
    QFETCH(QString, right);
    QFETCH(QStringList, removed);
    QFETCH(QStringList, added);
    const IntraLineDiff::Result r = IntraLineDiff::compare(left, right, DiffOptions::IntraLine::Words);
    QCOMPARE(pieces(left, r.left), removed);
    QCOMPARE(pieces(right, r.right), added);
}

void TestIntraLineDiff::characters()
{
    const QString a = QStringLiteral("num_stages=2");
    const QString b = QStringLiteral("num_stages=3");
    const IntraLineDiff::Result r = IntraLineDiff::compare(a, b, DiffOptions::IntraLine::Characters);
    QCOMPARE(r.left, (QList<DiffRange> {{11, 1}}));
    QCOMPARE(r.right, (QList<DiffRange> {{11, 1}}));
    QVERIFY(IntraLineDiff::compare(a, b, DiffOptions::IntraLine::Off).left.isEmpty());
}

void TestIntraLineDiff::cjkCharactersAreWords()
{
    const QString a = QStringLiteral("# 每个 tile 的元素数");
    const QString b = QStringLiteral("# 每个 tile 的元素个数");
    const IntraLineDiff::Result r = IntraLineDiff::compare(a, b, DiffOptions::IntraLine::Words);
    QVERIFY(r.left.isEmpty());
    QCOMPARE(pieces(b, r.right), QStringList {QStringLiteral("个")});
}

void TestIntraLineDiff::surrogatePairsStayWhole()
{
    const QString a = QStringLiteral("x = 1  # 🚀 fast");
    const QString b = QStringLiteral("x = 1  # 🐢 fast");
    const IntraLineDiff::Result r = IntraLineDiff::compare(a, b, DiffOptions::IntraLine::Characters);
    QCOMPARE(pieces(a, r.left), QStringList {QStringLiteral("🚀")});
    QCOMPARE(pieces(b, r.right), QStringList {QStringLiteral("🐢")});
}

void TestIntraLineDiff::ignoreWhitespace()
{
    const QString a = QStringLiteral("f(a,b)");
    const QString b = QStringLiteral("f(a, b)");
    QCOMPARE(pieces(b, IntraLineDiff::compare(a, b, DiffOptions::IntraLine::Words).right),
             QStringList {QStringLiteral(" ")});
    const IntraLineDiff::Result ignored = IntraLineDiff::compare(a, b, DiffOptions::IntraLine::Words, true);
    QVERIFY(ignored.left.isEmpty());
    QVERIFY(ignored.right.isEmpty());
}

void TestIntraLineDiff::confettiBecomesWholeLine()
{
    // Nothing worth marking in common: no ranges, the line tint tells the story.
    const IntraLineDiff::Result r = IntraLineDiff::compare(
        QStringLiteral("return golden(x, w)"), QStringLiteral("assert M % rows == 0"), DiffOptions::IntraLine::Words);
    QVERIFY(r.left.isEmpty());
    QVERIFY(r.right.isEmpty());
}

void TestIntraLineDiff::similarity()
{
    QCOMPARE(IntraLineDiff::similarity(u"abc", u"abc"), 1.0);
    QCOMPARE(IntraLineDiff::similarity(u"", u"  "), 1.0);
    QCOMPARE(IntraLineDiff::similarity(u"x", u""), 0.0);
    QVERIFY(IntraLineDiff::similarity(u"T.vmul(x_f32, x_f32, sq_f32)", u"    T.vmul(x_f32, x_f32, x_f32)") > 0.7);
    QVERIFY(IntraLineDiff::similarity(u"T.vmul(x_f32, x_f32, sq_f32)", u"else:") < 0.2);
}

void TestIntraLineDiff::pairLinesAlignsByContent()
{
    // One line became four (an if/else around it): it pairs with its look-alike, not the first line.
    const QList<QStringView> left {u"T.vmul(x_f32, x_f32, sq_f32)"};
    const QList<QStringView> right {u"if stat_dtype == \"float16\":", u"    T.vmul(x_ub, x_ub, sq_f32)", u"else:",
                                    u"    T.vmul(x_f32, x_f32, sq_f32)"};
    const auto pairs = IntraLineDiff::pairLines(left, right);
    QCOMPARE(pairs.size(), 1);
    QCOMPARE(pairs.first(), (std::pair<int, int> {0, 3}));

    const QList<QStringView> a {u"y_f32 = T.alloc_ub((rows, N), accum_dtype)", u"y_ub = T.alloc_ub((rows, N), dtype)",
                                u"for t in T.serial(tasks_per_block):"};
    const QList<QStringView> b {u"for t in T.Pipelined(tasks_per_block, num_stages=2):"};
    QCOMPARE(IntraLineDiff::pairLines(a, b), (QList<std::pair<int, int>> {{2, 0}}));
    QVERIFY(IntraLineDiff::pairLines(a, {}).isEmpty());
}

void TestIntraLineDiff::pairLinesLargeChunkByPosition()
{
    QStringList texts;
    for (int i = 0; i < 80; ++i)
        texts.append(QStringLiteral("value_%1 = compute(%1)").arg(i));
    QList<QStringView> a, b;
    for (const QString &t : std::as_const(texts)) {
        a.append(t);
        b.append(t);
    }
    const auto pairs = IntraLineDiff::pairLines(a, b);
    QCOMPARE(pairs.size(), 80);
    QCOMPARE(pairs.at(42), (std::pair<int, int> {42, 42}));
}

QTEST_GUILESS_MAIN(TestIntraLineDiff)
#include "tst_intralinediff.moc"
