// SPDX-License-Identifier: MIT
// TerminalText: what a terminal would act on shows as '?', what it shows passes untouched, and a
// sequence cut between two pieces of output is decided as if it came whole.
#include "base/terminaltext.h"

#include <QTest>

class TestTerminalText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void whole_data();
    void whole();
    void cutAnywhere_data() { whole_data(); }
    void cutAnywhere();
    void inert();
};

void TestTerminalText::whole_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("shown");
    QTest::newRow("plain, tab, line ends") << QByteArray("a\tb\nc\r\nd") << QByteArray("a\tb\nc\r\nd");
    QTest::newRow("Chinese and symbols") << QByteArray("调优 → 1.7x ✓ «»") << QByteArray("调优 → 1.7x ✓ «»");
    QTest::newRow("clear screen") << QByteArray("x\x1b[2Jy") << QByteArray("x?[2Jy");
    QTest::newRow("window title (OSC)") << QByteArray("\x1b]0;owned\x07") << QByteArray("?]0;owned?");
    QTest::newRow("NUL, BEL, BS, DEL") << QByteArray("a\0b\x07" "c\x08" "d\x7f", 8) << QByteArray("a?b?c?d?");
    QTest::newRow("a lone carriage return") << QByteArray("secret\rshown") << QByteArray("secret?shown");
    QTest::newRow("a carriage return at the end") << QByteArray("x\r") << QByteArray("x?");
    QTest::newRow("C1 CSI in UTF-8") << QByteArray("a\xc2\x9b" "2Jb") << QByteArray("a?2Jb");
    QTest::newRow("Latin-1 letters stay") << QByteArray("caf\xc3\xa9 \xc2\xa0x") << QByteArray("caf\xc3\xa9 \xc2\xa0x");
    QTest::newRow("bidi override") << QByteArray("abc\xe2\x80\xae" "fed") << QByteArray("abc?fed");
    QTest::newRow("bidi isolate") << QByteArray("\xe2\x81\xa6x\xe2\x81\xa9") << QByteArray("?x?");
    QTest::newRow("other E2 80 stays (dash, quote)") << QByteArray("a\xe2\x80\x94" "b\xe2\x80\x9c") << QByteArray("a\xe2\x80\x94" "b\xe2\x80\x9c");
    QTest::newRow("a cut sequence at the end stays") << QByteArray("x\xe2\x80") << QByteArray("x\xe2\x80");
}

void TestTerminalText::whole()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, shown);
    QByteArray pending;
    QByteArray out = TerminalText::filter(text, &pending);
    out += TerminalText::finish(&pending);
    QCOMPARE(out, shown);
    QVERIFY(pending.isEmpty());
}

void TestTerminalText::cutAnywhere()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, shown);
    for (qsizetype cut = 0; cut <= text.size(); ++cut) {
        QByteArray pending;
        QByteArray out = TerminalText::filter(QByteArrayView(text).first(cut), &pending);
        out += TerminalText::filter(QByteArrayView(text).sliced(cut), &pending);
        out += TerminalText::finish(&pending);
        QVERIFY2(out == shown, qPrintable(QStringLiteral("cut at %1: %2").arg(cut).arg(QString::fromLatin1(out.toHex()))));
    }
}

void TestTerminalText::inert()
{
    QCOMPARE(TerminalText::inert(QStringLiteral("a\x1b[2Jb\r\nc\rd\te\u009bf\u202eg\u00e9")),
             QStringLiteral("a?[2Jb\r\nc?d\te?f?g\u00e9"));
    QCOMPARE(TerminalText::inert(QStringLiteral("end\r")), QStringLiteral("end?"));
}

QTEST_GUILESS_MAIN(TestTerminalText)
#include "tst_terminaltext.moc"
