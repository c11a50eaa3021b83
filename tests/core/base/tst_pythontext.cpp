// SPDX-License-Identifier: MIT
// PythonText must split, strip and convert exactly as CPython 3 does, because the workflow's gate
// (gate_lint.py) is Python: every expectation below is what str.splitlines(), str.strip(),
// float() and the gate's `\d+(?:\.\d+)?` give for the same input.
#include "base/pythontext.h"

#include <QTest>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace {

// Builds a QString from UTF-16 literals, so rows can hold control characters such as \x1c
// (written as separate literals: "\x1c" "b" keeps the escape from swallowing the 'b'). Not
// QString::fromUtf16(), which would drop a leading BOM.
QString u16(const char16_t *text)
{
    return QStringView(text).toString();
}

QStringList toStrings(const QList<QStringView> &views)
{
    QStringList out;
    for (const QStringView v : views)
        out.append(v.toString());
    return out;
}

} // namespace

class TestPythonText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void isSpace_data();
    void isSpace();
    void strip_data();
    void strip();
    void splitLines_data();
    void splitLines();
    void universalNewlines_data();
    void universalNewlines();
    void toFloat_data();
    void toFloat();
    void decimalNumber_data();
    void decimalNumber();
    void decodeUtf8_data();
    void decodeUtf8();
    void blankComments_data();
    void blankComments();
};

void TestPythonText::isSpace_data()
{
    QTest::addColumn<QString>("character");
    QTest::addColumn<bool>("expected");
    QTest::newRow("space") << u16(u" ") << true;
    QTest::newRow("tab") << u16(u"\t") << true;
    QTest::newRow("vertical tab") << u16(u"\v") << true;
    QTest::newRow("file separator x1c") << u16(u"\x1c") << true;
    QTest::newRow("unit separator x1f") << u16(u"\x1f") << true;
    QTest::newRow("NEL x85") << u16(u"\x85") << true;
    QTest::newRow("no-break space") << u16(u"\u00a0") << true;
    QTest::newRow("ideographic space") << u16(u"\u3000") << true;
    QTest::newRow("line separator") << u16(u"\u2028") << true;
    QTest::newRow("zero width space is not") << u16(u"\u200b") << false;
    QTest::newRow("BOM is not") << u16(u"\ufeff") << false;
    QTest::newRow("mongolian vowel separator is not") << u16(u"\u180e") << false;
    QTest::newRow("x1b is not") << u16(u"\x1b") << false;
    QTest::newRow("letter") << u16(u"a") << false;
}

void TestPythonText::isSpace()
{
    QFETCH(QString, character);
    QFETCH(bool, expected);
    QCOMPARE(character.size(), 1);
    QCOMPARE(PythonText::isSpace(character.at(0)), expected);
}

void TestPythonText::strip_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("only blanks") << u16(u" \t\n\r ") << QString();
    QTest::newRow("ascii") << u16(u"  a b \n") << u16(u"a b");
    QTest::newRow("ideographic and no-break spaces") << u16(u"\u3000a\u00a0") << u16(u"a");
    QTest::newRow("figure and narrow spaces") << u16(u"\u2007a\u202f") << u16(u"a");
    QTest::newRow("information separators") << u16(u"\x1c\x1d\x1e\x1f"
                                                   u"a\x1f")
                                            << u16(u"a");
    QTest::newRow("NEL and line separator") << u16(u"\x85"
                                                   u"a\u2028")
                                            << u16(u"a");
    QTest::newRow("inner blanks stay") << u16(u" a \u3000 b ") << u16(u"a \u3000 b");
    QTest::newRow("zero width space stays") << u16(u"\u200ba\u200b") << u16(u"\u200ba\u200b");
    QTest::newRow("BOM stays") << u16(u"\ufeffa") << u16(u"\ufeffa");
    QTest::newRow("mongolian vowel separator stays") << u16(u"\u180ea") << u16(u"\u180ea");
}

void TestPythonText::strip()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(PythonText::strip(text).toString(), expected);
    // On the UTF-8 bytes: where the first kept character starts, and whether nothing is kept.
    const QByteArray utf8 = text.toUtf8();
    const qsizetype leading = PythonText::strip(text).data() - text.constData();
    QCOMPARE(PythonText::skipSpace(utf8, 0), expected.isEmpty() ? utf8.size() : text.first(leading).toUtf8().size());
    QCOMPARE(PythonText::isBlank(utf8), expected.isEmpty());
    // ... and from a later start: after the first kept character, the next one.
    if (!expected.isEmpty()) {
        const qsizetype after = text.first(leading + 1).toUtf8().size();
        const QStringView rest = QStringView(text).sliced(leading + 1);
        const qsizetype blanks = rest.size() - PythonText::strip(QString(rest.toString() + u"x"_s)).size() + 1;
        QCOMPARE(PythonText::skipSpace(utf8, after), after + rest.first(blanks).toUtf8().size());
    }
}

void TestPythonText::splitLines_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("empty") << QString() << QStringList();
    QTest::newRow("no break") << u16(u"a") << QStringList {u16(u"a")};
    QTest::newRow("trailing break adds no line") << u16(u"a\n") << QStringList {u16(u"a")};
    QTest::newRow("lone break") << u16(u"\n") << QStringList {QString()};
    QTest::newRow("blank lines kept") << u16(u"a\n\n \nb") << QStringList {u16(u"a"), QString(), u16(u" "), u16(u"b")};
    QTest::newRow("CRLF is one break") << u16(u"a\r\nb") << QStringList {u16(u"a"), u16(u"b")};
    QTest::newRow("CR") << u16(u"a\rb") << QStringList {u16(u"a"), u16(u"b")};
    QTest::newRow("CR CRLF") << u16(u"a\r\r\nb") << QStringList {u16(u"a"), QString(), u16(u"b")};
    QTest::newRow("LF CR") << u16(u"a\n\r") << QStringList {u16(u"a"), QString()};
    QTest::newRow("two CRLF") << u16(u"\r\n\r\n") << QStringList {QString(), QString()};
    QTest::newRow("vertical tab") << u16(u"a\vb") << QStringList {u16(u"a"), u16(u"b")};
    QTest::newRow("form feed") << u16(u"a\fb") << QStringList {u16(u"a"), u16(u"b")};
    QTest::newRow("x1c") << u16(u"a\x1c"
                                u"b")
                         << QStringList {u16(u"a"), u16(u"b")};
    QTest::newRow("x1d") << u16(u"a\x1d"
                                u"b")
                         << QStringList {u16(u"a"), u16(u"b")};
    QTest::newRow("x1e") << u16(u"a\x1e"
                                u"b")
                         << QStringList {u16(u"a"), u16(u"b")};
    QTest::newRow("x1f is no break") << u16(u"a\x1f"
                                            u"b")
                                     << QStringList {u16(u"a\x1f"
                                                         u"b")};
    QTest::newRow("tab is no break") << u16(u"a\tb") << QStringList {u16(u"a\tb")};
    QTest::newRow("NEL") << u16(u"a\x85"
                                u"b")
                         << QStringList {u16(u"a"), u16(u"b")};
    QTest::newRow("trailing NEL") << u16(u"a\x85") << QStringList {u16(u"a")};
    QTest::newRow("U+2028 and U+2029") << u16(u"x\u2028y\u2029z") << QStringList {u16(u"x"), u16(u"y"), u16(u"z")};
    QTest::newRow("U+2028 inside a JSON line")
        << u16(u"{\"a\": \"1\u20282\"}\n{}") << QStringList {u16(u"{\"a\": \"1"), u16(u"2\"}"), u16(u"{}")};
}

void TestPythonText::splitLines()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    QCOMPARE(toStrings(PythonText::splitLines(text)), expected);
}

void TestPythonText::universalNewlines_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("LF unchanged") << u16(u"a\nb\n") << u16(u"a\nb\n");
    QTest::newRow("CRLF") << u16(u"a\r\nb\r\n") << u16(u"a\nb\n");
    QTest::newRow("lone CR") << u16(u"a\rb\r") << u16(u"a\nb\n");
    QTest::newRow("CR CRLF") << u16(u"\r\r\n") << u16(u"\n\n");
    QTest::newRow("LF CR is two") << u16(u"\n\r") << u16(u"\n\n");
    QTest::newRow("U+2028 unchanged") << u16(u"a\u2028b\x85"
                                             u"c")
                                      << u16(u"a\u2028b\x85"
                                             u"c");
}

void TestPythonText::universalNewlines()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(PythonText::universalNewlines(text), expected);
}

void TestPythonText::toFloat_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<double>("expected");
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("integer") << u16(u"42") << true << 42.0;
    QTest::newRow("decimal") << u16(u"11.7") << true << 11.7;
    QTest::newRow("surrounding blanks") << u16(u" 12.5 ") << true << 12.5;
    QTest::newRow("tab and newline") << u16(u"\t12.5\n") << true << 12.5;
    QTest::newRow("ideographic spaces") << u16(u"\u3000 7 \u3000") << true << 7.0;
    QTest::newRow("underscore between digits") << u16(u"1_000") << true << 1000.0;
    QTest::newRow("underscores in both parts") << u16(u"1_000.000_1") << true << 1000.0001;
    QTest::newRow("underscore in exponent") << u16(u"1e1_0") << true << 1e10;
    QTest::newRow("plus sign") << u16(u"+1") << true << 1.0;
    QTest::newRow("negative") << u16(u"-2.5") << true << -2.5;
    QTest::newRow("exponent") << u16(u"1e3") << true << 1000.0;
    QTest::newRow("upper exponent") << u16(u"1E-2") << true << 0.01;
    QTest::newRow("trailing dot") << u16(u"1.") << true << 1.0;
    QTest::newRow("dot then exponent") << u16(u"1.e1") << true << 10.0;
    QTest::newRow("leading dot") << u16(u".5") << true << 0.5;
    QTest::newRow("overflow is inf") << u16(u"1e400") << true << inf;
    QTest::newRow("underflow is zero") << u16(u"1e-400") << true << 0.0;
    QTest::newRow("nan") << u16(u"nan") << true << nan;
    QTest::newRow("NaN") << u16(u"NaN") << true << nan;
    QTest::newRow("-nan") << u16(u"-nan") << true << nan;
    QTest::newRow("inf") << u16(u"inf") << true << inf;
    QTest::newRow("+INF") << u16(u"+INF") << true << inf;
    QTest::newRow("-Infinity") << u16(u"-Infinity") << true << -inf;
    QTest::newRow("full-width digits") << u16(u"１２.５") << true << 12.5;
    QTest::newRow("arabic-indic digit") << u16(u"\u0663") << true << 3.0;
    QTest::newRow("mathematical bold digit (outside the BMP)") << u16(u"\U0001D7D5") << true << 7.0;

    QTest::newRow("bold markup") << u16(u"**11.7**") << false << 0.0;
    QTest::newRow("unit suffix") << u16(u"11.7 us") << false << 0.0;
    QTest::newRow("double underscore") << u16(u"1__0") << false << 0.0;
    QTest::newRow("leading underscore") << u16(u"_1") << false << 0.0;
    QTest::newRow("trailing underscore") << u16(u"1_") << false << 0.0;
    QTest::newRow("underscore before dot") << u16(u"1_.5") << false << 0.0;
    QTest::newRow("empty") << QString() << false << 0.0;
    QTest::newRow("blanks") << u16(u"   ") << false << 0.0;
    QTest::newRow("comma") << u16(u"1,5") << false << 0.0;
    QTest::newRow("inner space") << u16(u"1 000") << false << 0.0;
    QTest::newRow("hex") << u16(u"0x10") << false << 0.0;
    QTest::newRow("bare exponent") << u16(u"1e") << false << 0.0;
    QTest::newRow("lone dot") << u16(u".") << false << 0.0;
    QTest::newRow("exponent only") << u16(u"e5") << false << 0.0;
    QTest::newRow("two dots") << u16(u"1.2.3") << false << 0.0;
    QTest::newRow("double sign") << u16(u"--1") << false << 0.0;
    QTest::newRow("infinite") << u16(u"infinite") << false << 0.0;
    QTest::newRow("arabic decimal separator") << u16(u"\u0661\u066b\u0665") << false << 0.0;
    QTest::newRow("zero width space") << u16(u"5\u200b") << false << 0.0;
    // float() strips only ASCII whitespace and non-ASCII Unicode spaces, not \x1c-\x1f.
    QTest::newRow("information separators are not stripped") << u16(u"\x1c"
                                                                    u"5\x1f")
                                                             << false << 0.0;
}

void TestPythonText::toFloat()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(double, expected);
    const std::optional<double> value = PythonText::toFloat(text);
    QCOMPARE(value.has_value(), valid);
    if (!valid)
        return;
    if (std::isnan(expected))
        QVERIFY2(std::isnan(*value), qPrintable(QString::number(*value)));
    else
        QCOMPARE(*value, expected);
}

void TestPythonText::decimalNumber_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<double>("expected");
    QTest::addColumn<int>("consumed");
    QTest::newRow("number and unit") << u16(u"989.26 us") << true << 989.26 << 6;
    QTest::newRow("integer") << u16(u"30") << true << 30.0 << 2;
    QTest::newRow("thousands separator stops at the comma") << u16(u"1,191.63") << true << 1.0 << 1;
    QTest::newRow("full-width digits") << u16(u"１１９１.６３") << true << 1191.63 << 7;
    QTest::newRow("dot without digits is left") << u16(u"12.") << true << 12.0 << 2;
    QTest::newRow("dot then letter") << u16(u"12.x") << true << 12.0 << 2;
    QTest::newRow("second dot ends it") << u16(u"1.2.3") << true << 1.2 << 3;
    QTest::newRow("no exponent") << u16(u"3.0e1") << true << 3.0 << 3;
    QTest::newRow("digits outside the BMP") << u16(u"\U0001D7CF\U0001D7D0") << true << 12.0 << 4;
    QTest::newRow("no sign") << u16(u"-5") << false << 0.0 << 0;
    QTest::newRow("no leading dot") << u16(u".5") << false << 0.0 << 0;
    QTest::newRow("letters") << u16(u"abc") << false << 0.0 << 0;
    QTest::newRow("leading blank") << u16(u" 5") << false << 0.0 << 0;
    QTest::newRow("empty") << QString() << false << 0.0 << 0;
    QTest::newRow("Arabic-Indic digits") << u16(u"\u0663\u0660.\u0665 ms") << true << 30.5 << 4;
    QTest::newRow("digits, then CJK") << u16(u"42\u8F6E") << true << 42.0 << 2;
}

void TestPythonText::decimalNumber()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(double, expected);
    QFETCH(int, consumed);
    qsizetype used = -1;
    const std::optional<double> value = PythonText::decimalNumber(text, &used);
    QCOMPARE(value.has_value(), valid);
    if (!valid)
        return;
    QCOMPARE(*value, expected);
    QCOMPARE(used, qsizetype(consumed));
    // The same number from the UTF-8 bytes, with text after it that is no digit.
    const std::optional<double> fromBytes = PythonText::decimalNumber(QByteArrayView(QString(text + u"\u3000x"_s).toUtf8()));
    QVERIFY(fromBytes.has_value());
    QCOMPARE(*fromBytes, expected);
}

// bytes.decode("utf-8") as Python's strict codec does it: a BOM stays (U+FEFF), and what it
// refuses gives nothing.
void TestPythonText::decodeUtf8_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("decodes");
    QTest::addColumn<QString>("text");
    QTest::newRow("ASCII") << QByteArray("# log\n") << true << u"# log\n"_s;
    QTest::newRow("CJK") << QByteArray("第2轮") << true << u"第2轮"_s;
    QTest::newRow("leading BOM is kept") << QByteArray("\xEF\xBB\xBF# t") << true << u"\uFEFF# t"_s;
    QTest::newRow("a BOM inside") << QByteArray("a\xEF\xBB\xBF"
                                                "b")
                                  << true << u"a\uFEFFb"_s;
    QTest::newRow("only a BOM") << QByteArray("\xEF\xBB\xBF") << true << u"\uFEFF"_s;
    QTest::newRow("four-byte") << QByteArray("\xF0\x9F\x98\x80") << true << u"\U0001F600"_s;
    QTest::newRow("encoded surrogate") << QByteArray("a\xED\xA0\x80") << false << QString();
    QTest::newRow("past U+10FFFF") << QByteArray("\xF4\x90\x80\x80") << false << QString();
    QTest::newRow("overlong NUL") << QByteArray("\xC0\x80") << false << QString();
    QTest::newRow("cut sequence") << QByteArray("ok \xE8\xBD") << false << QString();
    QTest::newRow("Latin-1") << QByteArray("caf\xE9") << false << QString();
    QTest::newRow("empty") << QByteArray() << true << QString();
}

void TestPythonText::decodeUtf8()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, decodes);
    QFETCH(QString, text);
    const std::optional<QString> decoded = PythonText::decodeUtf8(bytes);
    QCOMPARE(decoded.has_value(), decodes);
    if (decodes)
        QCOMPARE(*decoded, text);
}

void TestPythonText::blankComments_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("keepStrings");
    QTest::addColumn<QString>("blankStrings");
    QTest::newRow("comment") << QStringLiteral("x = 1  # def f():\ny") << QStringLiteral("x = 1            \ny")
                             << QStringLiteral("x = 1            \ny");
    QTest::newRow("hash in a string") << QStringLiteral("s = \"#1\" # c") << QStringLiteral("s = \"#1\"    ")
                                      << QStringLiteral("s = \"  \"    ");
    QTest::newRow("docstring over lines")
        << QStringLiteral("'''a\ndef f():'''\nz") << QStringLiteral("'''a\ndef f():'''\nz")
        << QStringLiteral("''' \n        '''\nz");
    QTest::newRow("escaped quote") << QStringLiteral("s = 'it\\'s' # x") << QStringLiteral("s = 'it\\'s'    ")
                                   << QStringLiteral("s = '     '    ");
    QTest::newRow("unterminated string ends at the line")
        << QStringLiteral("s = 'ab\ndef f():") << QStringLiteral("s = 'ab\ndef f():")
        << QStringLiteral("s = '  \ndef f():");
}

void TestPythonText::blankComments()
{
    QFETCH(QString, source);
    QFETCH(QString, keepStrings);
    QFETCH(QString, blankStrings);
    QCOMPARE(PythonText::blankComments(source, PythonText::Strings::Keep), keepStrings);
    QCOMPARE(PythonText::blankComments(source, PythonText::Strings::Blank), blankStrings);
}

QTEST_GUILESS_MAIN(TestPythonText)
#include "tst_pythontext.moc"
