// SPDX-License-Identifier: MIT
// Lines counted as md4c counts them: "\n", "\r\n" and a lone "\r" each end one.
#include "base/textlines.h"

#include <QTest>
#include <algorithm>

using namespace Qt::StringLiterals;

class TestTextLines : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void split_data();
    void split();
    void startsAtEveryOffset();
    void letterAtEveryOffset();
    void lineOfBytes();
    void splitUtf8ReplacesAsTheWholeText();
};

void TestTextLines::split_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("lines");
    QTest::newRow("empty") << QString() << QStringList {QString()};
    QTest::newRow("one line") << QStringLiteral("a") << QStringList {QStringLiteral("a")};
    QTest::newRow("a last line end leaves an empty line, as QString::split")
        << QStringLiteral("a\n") << QStringList {QStringLiteral("a"), QString()};
    QTest::newRow("CRLF is one end") << QStringLiteral("a\r\nb\r\n")
                                     << QStringList {QStringLiteral("a"), QStringLiteral("b"), QString()};
    QTest::newRow("a lone CR ends a line")
        << QStringLiteral("10%\r20%\r30%\nnext")
        << QStringList {QStringLiteral("10%"), QStringLiteral("20%"), QStringLiteral("30%"), QStringLiteral("next")};
    QTest::newRow("CR CR LF: a lone CR, then CRLF")
        << QStringLiteral("a\r\r\nb") << QStringList {QStringLiteral("a"), QString(), QStringLiteral("b")};
    QTest::newRow("LF CR: two ends") << QStringLiteral("a\n\rb")
                                     << QStringList {QStringLiteral("a"), QString(), QStringLiteral("b")};
    QTest::newRow("only a CR") << QStringLiteral("\r") << QStringList {QString(), QString()};
    QTest::newRow("wide characters before the ends")
        << QStringLiteral("第2轮\r\n\u00B5s\r€\n") << QStringList {u"第2轮"_s, u"\u00B5s"_s, u"€"_s, QString()};
}

void TestTextLines::split()
{
    QFETCH(QString, text);
    QFETCH(QStringList, lines);
    QCOMPARE(TextLines::split(text), lines);
    QCOMPARE(TextLines::splitUtf8(text.toUtf8()), lines);
    // A line's number is one more than the ends before it: the count agrees with split().
    QCOMPARE(TextLines::lineOf(text.toUtf8(), text.toUtf8().size()), lines.size());
    // The starts agree too, in the text and in its UTF-8 bytes (each start after a line end).
    const std::vector<qsizetype> starts = TextLines::starts(text);
    QCOMPARE(qsizetype(starts.size()), lines.size());
    qsizetype at = 0;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QCOMPARE(QStringView(text).sliced(starts[size_t(i)]).startsWith(lines.at(i)), true);
        QVERIFY(starts[size_t(i)] >= at);
        at = starts[size_t(i)] + lines.at(i).size();
    }
    const QByteArray utf8 = text.toUtf8();
    const std::vector<qsizetype> byteStarts = TextLines::starts(utf8);
    QCOMPARE(byteStarts.size(), starts.size());
    for (size_t i = 0; i < starts.size(); ++i)
        QCOMPARE(QString::fromUtf8(utf8.first(byteStarts[i])), text.first(starts[i]));
}

// The starts are found sixteen bytes (eight characters) at a time: every line end, and every
// other character at or below '\r' (tab, form feed), is tried at every offset around those steps.
void TestTextLines::startsAtEveryOffset()
{
    const auto reference = [](QStringView text) {
        std::vector<qsizetype> starts {0};
        for (qsizetype i = 0; i < text.size(); ++i)
            if (text[i] == u'\n' || (text[i] == u'\r' && (i + 1 == text.size() || text[i + 1] != u'\n')))
                starts.push_back(i + 1);
        return starts;
    };
    for (const QString &end : {u"\n"_s, u"\r"_s, u"\r\n"_s, u"\t"_s, u"\f"_s, u"\v"_s, u"\u0000"_s}) {
        for (qsizetype before = 0; before <= 40; ++before) {
            for (const QString &filler : {u"x"_s, u"轮"_s}) {
                const QString text = filler.repeated(before) + end + filler.repeated(20) + end;
                QCOMPARE(TextLines::starts(text), reference(text));
                const QByteArray utf8 = text.toUtf8();
                std::vector<qsizetype> expected;
                for (qsizetype start : reference(text))
                    expected.push_back(text.first(start).toUtf8().size());
                QCOMPARE(TextLines::starts(utf8), expected);
            }
        }
    }
}

// indexOfLetter looks eight characters at a time: the letter, in either case, at every offset.
void TestTextLines::letterAtEveryOffset()
{
    for (qsizetype at = 0; at <= 40; ++at) {
        for (const QChar letter : {u'f', u'F'}) {
            QString text = u"轮x"_s.repeated(30); // nothing folds onto an f here (ASCII 'F' | 0x20 only)
            text[at] = letter;
            QCOMPARE(TextLines::indexOfLetter(text, 0, u'f'), at);
            QCOMPARE(TextLines::indexOfLetter(text, at, u'f'), at);
            QCOMPARE(TextLines::indexOfLetter(text, at + 1, u'f'), -1);
        }
    }
    QCOMPARE(TextLines::indexOfLetter(u"\u0146\u0166 Ff"_s, 0, u'f'), 3); // 0x0146 | 0x20 is 0x0166, no f
    QCOMPARE(TextLines::indexOfLetter(QString(), 0, u'f'), -1);
    // countUnit, likewise at every length around its eight-character steps.
    for (qsizetype length = 0; length <= 40; ++length) {
        QString text;
        for (qsizetype i = 0; i < length; ++i)
            text += i % 3 == 0 ? u'\n' : (i % 3 == 1 ? u'轮' : u'\u0A0A'); // U+0A0A shares a byte with '\n'
        QCOMPARE(TextLines::countUnit(text, u'\n'), int(text.count(u'\n')));
    }
}

// The line of a byte offset: "\n", "\r\n" and a lone "\r" end lines, as in starts(), at every offset
// around the sixteen-byte steps.
void TestTextLines::lineOfBytes()
{
    const QByteArray utf8 = QByteArray("a\nb\r\nc\rd\r\r\n\n\xE8\xBD\xAE e\n").repeated(4);
    const std::vector<qsizetype> starts = TextLines::starts(utf8);
    for (qsizetype offset = 0; offset <= utf8.size(); ++offset) {
        // Of a line end itself (both bytes of "\r\n") the line it ends, as for any byte of that line.
        const int expected = int(std::upper_bound(starts.begin(), starts.end(), offset) - starts.begin());
        QCOMPARE(TextLines::lineOf(utf8, offset), expected);
    }
    QCOMPARE(TextLines::lineOf(QByteArray(), 0), 1);
    QCOMPARE(TextLines::lineOf("ab\ncd", 99), 2);
}

// Invalid bytes, a sequence cut by a line end and a lone continuation byte read per line as they
// read in the whole decoded text (what the log's readers split).
void TestTextLines::splitUtf8ReplacesAsTheWholeText()
{
    const QList<QByteArray> inputs {
        QByteArray("ok\xE7\xAC\n\xAC\xAC\r\n\xFF\xFE mid \xC3\r\xA9 end"),
        QByteArray("\xEF\xBB\xBF\xED\xA0\x80\n\xF0\x9F\x98\x80\xF0\x9F\n\x98"),
        QByteArray("\0a\n\0", 4),
        // A byte order mark is skipped where the text starts, and kept where a later line does.
        QByteArray("\xEF\xBB\xBF# a\n\xEF\xBB\xBF## b\r\xEF\xBB\xBF\xEF\xBB\xBF"
                   "c"),
    };
    for (const QByteArray &bytes : inputs)
        QCOMPARE(TextLines::splitUtf8(bytes), TextLines::split(QString::fromUtf8(bytes)));
}

QTEST_GUILESS_MAIN(TestTextLines)
#include "tst_textlines.moc"
