// SPDX-License-Identifier: MIT
// OptLogLookalikes, through OptLogParser::parse: a line that looks like a heading but Markdown
// reads as text, and an invisible or bidirectional control character beside an id, are reported at
// their line and column; what Markdown does read as a heading, and invisible characters that cut
// no id, are not.
#include "optlog/optloglookalikes.h"
#include "optlog/optlogparser.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QByteArray kHead = "# rms_norm Stage 4 opt_log\n\n## Iteration 1（round 1）\n\n- winner: v1_pipe\n\n";

// "line:column code" of the two kinds this reader reports, in order.
QStringList findingsOf(const OptLog &log)
{
    QStringList out;
    for (const Diagnostic &d : log.diagnostics)
        if (d.code == "optlog.heading-not-read"_L1 || d.code == "optlog.invisible-character"_L1)
            out.append(u"%1:%2 %3"_s.arg(d.line).arg(d.column).arg(d.code));
    return out;
}

QString messagesOf(const OptLog &log)
{
    QString out;
    for (const Diagnostic &d : log.diagnostics)
        out += d.message + u'\n';
    return out;
}

} // namespace

class TestOptLogLookalikes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void report_data();
    void report();
    void manyLinesAreCounted();
};

void TestOptLogLookalikes::report_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<int>("rounds"); // as read
    QTest::addColumn<QStringList>("findings");
    QTest::addColumn<QString>("message"); // a part of one finding's message, if any

    const QByteArray round2 = "## Iteration 2（round 2）\n\n- winner: v2_ubreuse\n";
    QTest::newRow("headings read as headings: nothing to say") << kHead + round2 << 2 << QStringList() << QString();
    QTest::newRow("no-break space after ##")
        << kHead + "##\u00A0Iteration 2（round 2）\n\n- winner: v2_ubreuse\n"
        << 1 << QStringList {u"7:1 optlog.heading-not-read"_s} << u"followed by U+00A0 NO-BREAK SPACE, not a space"_s;
    QTest::newRow("ideographic space after ###, indented, in CRLF lines")
        << QByteArray(kHead + "  ###\u3000第2轮\n\n- winner: v2_ubreuse\n").replace("\n", "\r\n") << 1
        << QStringList {u"7:3 optlog.heading-not-read"_s}
        << u"level-3 heading, but its \"###\" is followed by U+3000 IDEOGRAPHIC SPACE"_s;
    QTest::newRow("no space after ##") << kHead + "##Iteration 2（round 2）\n\n- winner: v2_ubreuse\n"
                                       << 1 << QStringList {u"7:1 optlog.heading-not-read"_s}
                                       << u"no space follows its \"##\""_s;
    QTest::newRow("full-width number signs")
        << kHead + "＃＃ 第2轮\n\n- winner: v2_ubreuse\n"
        << 1 << QStringList {u"7:1 optlog.heading-not-read"_s} << u"full-width number signs"_s;
    // Files joined with their byte order marks: the second one's BOM makes its first heading text.
    QTest::newRow("a byte order mark before ##, once for the line")
        << kHead + "\xEF\xBB\xBF## Iteration 2（round 2）\n"
        << 1 << QStringList {u"7:1 optlog.heading-not-read"_s}
        << u"an invisible character (U+FEFF ZERO WIDTH NO-BREAK SPACE) comes before its \"##\""_s;
    QTest::newRow("no space after ## on line 1 of a file with a byte order mark: column 1")
        << "\xEF\xBB\xBF##Campaign\n\n" + kHead << 1 << QStringList {u"1:1 optlog.heading-not-read"_s} << QString();
    QTest::newRow("in a quote") << kHead + "> ##\u00A0Iteration 2\n"
                                << 1 << QStringList {u"7:3 optlog.heading-not-read"_s} << QString();
    QTest::newRow("the second line of a paragraph") << kHead + "Some text\n##\u00A0Iteration 2（round 2）\n"
                                                    << 1 << QStringList {u"8:1 optlog.heading-not-read"_s} << QString();
    QTest::newRow("a hash tag, an issue number, seven hashes, a heading's own no-break space: text as meant")
        << kHead + "#tag and more\n\n#5 was fixed\n\n####### seven\n\n## Iteration 2\u00A0（round 2）\n"
        << 2 << QStringList() << QString();
    QTest::newRow("inside a code block: not read, not reported")
        << kHead + "```\n##\u00A0Iteration 2\nv2_\u200Bubreuse\n```\n"
        << 1 << QStringList() << QString();
    QTest::newRow("in a heading and a table cell")
        << kHead + "## Iteration 2 v2_\u200Bx\n\n| candidate | us |\n|---|---|\n| v2_\u200Bubreuse | 1.0 |\n"
        << 2 << QStringList {u"7:19 optlog.invisible-character"_s, u"11:6 optlog.invisible-character"_s} << QString();
    QTest::newRow("a bidirectional control inside code is still reported")
        << kHead + "```\nx = 1 \u2067# admin\u2069\n```\n"
        << 1 << QStringList {u"8:7 optlog.invisible-character"_s} << u"U+2067 RIGHT-TO-LEFT ISOLATE"_s;

    QTest::newRow("zero width space inside the winner's id")
        << kHead + "## Iteration 2（round 2）\n\n- winner: v2_\u200Bubreuse\n"
        << 2 << QStringList {u"9:14 optlog.invisible-character"_s}
        << u"An invisible character (U+200B ZERO WIDTH SPACE) is here, at ‸ in \"v2_‸ubreuse\""_s;
    QTest::newRow("word joiner after an id, soft hyphen before one, one finding per line")
        << kHead + "- new_current_best: v1_pipe\u2060 and \u00ADv1_x\n"
        << 1 << QStringList {u"7:28 optlog.invisible-character"_s} << u"U+2060 WORD JOINER"_s;
    QTest::newRow("byte order mark inside the file, beside an id")
        << kHead + "- rollback_branches: \xEF\xBB\xBFv1_bs4096\n"
        << 1 << QStringList {u"7:22 optlog.invisible-character"_s} << u"U+FEFF ZERO WIDTH NO-BREAK SPACE"_s;
    QTest::newRow("right-to-left override anywhere")
        << kHead + "备注：\u202E文本\u202C 结束\n"
        << 1 << QStringList {u"7:4 optlog.invisible-character"_s}
        << u"A bidirectional control character (U+202E RIGHT-TO-LEFT OVERRIDE)"_s;
    QTest::newRow("zero width joiner in an emoji, zero width space between Chinese words, leading BOM: nothing")
        << "\xEF\xBB\xBF" + kHead + "完成 \U0001F468\u200D\U0001F4BB 了\n\n中文\u200B文本\n"
        << 1 << QStringList() << QString();
    // Invalid UTF-8 is said once, as invalid (optlog.invalid-utf8); its bytes are not read as the
    // characters an overlong form would spell.
    QTest::newRow("overlong no-break space after ##: invalid, not a no-break space") << kHead
            + "##\xE0\x82\xA0Iteration 2（round 2）\n" << 1 << QStringList() << u"not valid UTF-8 (byte 0xe0)"_s;
    QTest::newRow("overlong zero width space inside an id: invalid, not an invisible character")
        << kHead + "- new_current_best: v2_\xF0\x82\x80\x8Bubreuse\n"
        << 1 << QStringList() << u"not valid UTF-8 (byte 0xf0)"_s;
    QTest::newRow("overlong byte order mark before ##, a surrogate after ###: neither is named") << kHead
            + "\xF0\x8F\xBB\xBF## Iteration 2\n\n###\xED\xA0\x80x\n" << 1 << QStringList() << QString();
}

void TestOptLogLookalikes::report()
{
    QFETCH(QByteArray, log);
    QFETCH(int, rounds);
    QFETCH(QStringList, findings);
    QFETCH(QString, message);
    const OptLog parsed = OptLogParser::parse(log, u"perf_opt/opt_log.md"_s);
    QCOMPARE(findingsOf(parsed), findings);
    QCOMPARE(parsed.rounds.size(), rounds);
    for (const Diagnostic &d : parsed.diagnostics)
        if (d.code.startsWith("optlog.heading-not-read"_L1) || d.code.startsWith("optlog.invisible"_L1)) {
            QCOMPARE(d.file, u"perf_opt/opt_log.md"_s);
            QCOMPARE(d.severity, Diagnostic::Severity::Warning);
        }
    if (!message.isEmpty())
        QVERIFY2(messagesOf(parsed).contains(message), qPrintable(messagesOf(parsed)));
}

// A log full of them says where each of the first ones is and how many more there are: the list
// stays readable and its cost bounded.
void TestOptLogLookalikes::manyLinesAreCounted()
{
    QByteArray log = kHead;
    const int headings = OptLogLookalikes::MaxReportedLines + 5;
    for (int i = 0; i < headings; ++i)
        log += "##\u00A0Iteration " + QByteArray::number(i + 2) + "\n\n- winner: v" + QByteArray::number(i + 2)
            + "_\u200Bx\n\n";
    const OptLog parsed = OptLogParser::parse(log, u"opt_log.md"_s);
    int headingFindings = 0, invisibleFindings = 0;
    QStringList summaries;
    for (const Diagnostic &d : parsed.diagnostics) {
        headingFindings += d.code == "optlog.heading-not-read"_L1;
        invisibleFindings += d.code == "optlog.invisible-character"_L1;
        if (d.message.contains("more line"_L1))
            summaries.append(u"%1 %2"_s.arg(d.line).arg(d.message));
    }
    QCOMPARE(headingFindings, OptLogLookalikes::MaxReportedLines + 1);
    QCOMPARE(invisibleFindings, OptLogLookalikes::MaxReportedLines + 1);
    // The 21st heading is on line 7 + 4 * 20; its winner two lines below.
    QCOMPARE(
        summaries,
        (QStringList {u"87 5 more line(s), from this one on, look like headings but are read as text."_s,
                      u"89 5 more line(s), from this one on, hold invisible or bidirectional control characters."_s}));
}

QTEST_GUILESS_MAIN(TestOptLogLookalikes)
#include "tst_optloglookalikes.moc"
