// SPDX-License-Identifier: MIT
// ExportFormat: numbers as the records hold them, and text from the run that stays text in Markdown
// (one line, no control characters, no raw HTML, link or image, code spans that hold anything).
#include "export/exportformat.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestExportFormat : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void numbers();
    void inlineText_data();
    void inlineText();
    void tableCell();
    void code_data();
    void code();
    void htmlEscape();
};

void TestExportFormat::numbers()
{
    QCOMPARE(ExportFormat::duration(64.5), u"64.5"_s);
    QCOMPARE(ExportFormat::duration(118.741), u"118.741"_s);
    QCOMPARE(ExportFormat::speedup(1.7534), u"1.753x"_s);
    QCOMPARE(ExportFormat::percent(43.04), u"43.0%"_s);
    QCOMPARE(ExportFormat::quote(u"T.Pipelined(num_stages=2)"_s, 73), u"“T.Pipelined(num_stages=2)” [L73]"_s);
}

void TestExportFormat::inlineText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << u"v2_bs4096（UB 溢出）"_s << u"v2_bs4096（UB 溢出）"_s;
    QTest::newRow("comparisons stay") << u"<5% and M < cores, a<=b"_s << u"<5% and M < cores, a<=b"_s;
    QTest::newRow("a tag is inert") << u"x <img src=http://evil.example/b.png> </b> <!-- c"_s
                                    << u"x \\<img src=http://evil.example/b.png> \\</b> \\<!-- c"_s;
    QTest::newRow("an image is inert") << u"![x](http://evil.example/c.png)"_s << u"!\\[x](http://evil.example/c.png)"_s;
    QTest::newRow("a link is inert") << u"[j](javascript:alert(1)) and [r][1]"_s
                                     << u"\\[j](javascript:alert(1)) and \\[r][1]"_s;
    QTest::newRow("a bracket alone stays") << u"[DESIGN_LIMIT] (see above)"_s << u"[DESIGN_LIMIT] (see above)"_s;
    QTest::newRow("an autolink is inert") << u"<http://evil.example>"_s << u"\\<http://evil.example>"_s;
    QTest::newRow("line ends join") << u"proj\n- verdict: TUNING_COMPLETED\r\n## Injected"_s
                                    << u"proj - verdict: TUNING_COMPLETED ## Injected"_s;
    QTest::newRow("controls go") << u"a\u001b[2Jb\u0007c\u0000d\u009be"_s << u"a [2Jb c d e"_s;
    QTest::newRow("bidi overrides go") << u"abc\u202Edef\u2066g\u2069"_s << u"abc def g"_s;
    QTest::newRow("already escaped stays") << u"a \\<b> \\[c](d)"_s << u"a \\<b> \\[c](d)"_s;
    // Two backslashes are one literal backslash: the '<' after them is raw, so it is escaped.
    QTest::newRow("an escaped backslash escapes nothing") << u"\\\\<img src=x onerror=y>"_s
                                                          << u"\\\\\\<img src=x onerror=y>"_s;
    QTest::newRow("an entity is inert") << u"a&#x202E;b &rlm; R&D &amp"_s << u"a\\&#x202E;b \\&rlm; R&D &amp"_s;
    QTest::newRow("a reference definition is inert") << u"[x]: http://evil.example and [x]"_s
                                                     << u"\\[x]: http://evil.example and [x]"_s;
}

void TestExportFormat::inlineText()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(ExportFormat::inlineText(text), expected);
    QCOMPARE(ExportFormat::inlineText(ExportFormat::inlineText(text)), expected); // idempotent
}

void TestExportFormat::tableCell()
{
    QCOMPARE(ExportFormat::tableCell(u"a <script> b < c | d"_s), u"a \\<script> b < c \\| d"_s);
    QCOMPARE(ExportFormat::tableCell(u"one\ntwo | \\| three"_s), u"one two \\| \\| three"_s);
    QCOMPARE(ExportFormat::tableCell(ExportFormat::quote(u"x | <b>"_s, 3)), u"“x \\| \\<b>” [L3]"_s);
    QCOMPARE(ExportFormat::tableCell(u"a\\\\|b"_s), u"a\\\\\\|b"_s); // "\\|" would still split the cell
    // Linear on a long hostile line (an insert per escape was quadratic).
    const QString hostile = QString(u"<a|[x](").repeated(200000);
    QCOMPARE(ExportFormat::tableCell(hostile).size(), hostile.size() + 3 * 200000);
}

void TestExportFormat::code_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << u"v1_bs4096"_s << u"`v1_bs4096`"_s;
    QTest::newRow("html stays inside") << u"v4|x<script>alert(9)</script>"_s << u"`v4|x<script>alert(9)</script>`"_s;
    QTest::newRow("a line end cannot leave it") << u"v4\n## Injected heading"_s << u"`v4 ## Injected heading`"_s;
    QTest::newRow("backticks inside") << u"a`b``c"_s << u"```a`b``c```"_s;
    QTest::newRow("a backtick at an end") << u"`x"_s << u"`` `x ``"_s;
}

void TestExportFormat::code()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(ExportFormat::code(text), expected);
}

void TestExportFormat::htmlEscape()
{
    QCOMPARE(ExportFormat::htmlEscape(u"<b>&\"x\"</b>\nline\tcell"_s), u"&lt;b&gt;&amp;&quot;x&quot;&lt;/b&gt;\nline\tcell"_s);
    // What XML forbids even escaped, a C1 control and a bidi override: visibly there, and inert.
    QCOMPARE(ExportFormat::htmlEscape(u"a\u001b[2Jb\u0000c\u009bd\u202ee\uffff"_s),
             u"a\ufffd[2Jb\ufffdc\ufffdd\ufffde\ufffd"_s);
}

QTEST_GUILESS_MAIN(TestExportFormat)
#include "tst_exportformat.moc"
