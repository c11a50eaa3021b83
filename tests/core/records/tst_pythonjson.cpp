// SPDX-License-Identifier: MIT
// PythonJson must read perf_records.jsonl exactly as the workflow's Python tools do (json.loads):
// every expectation below was checked against CPython 3's json module, including error columns.
#include "records/pythonjson.h"

#include <QTest>
#include <cmath>
#include <limits>

namespace {

QString typeOf(const QVariant &value)
{
    if (PythonJson::isNull(value))
        return QStringLiteral("null");
    if (PythonJson::isBool(value))
        return QStringLiteral("bool");
    if (PythonJson::isInteger(value))
        return QStringLiteral("int");
    if (PythonJson::isNumber(value))
        return QStringLiteral("float");
    if (PythonJson::isString(value))
        return QStringLiteral("str");
    if (value.metaType() == QMetaType::fromType<QVariantList>())
        return QStringLiteral("list");
    if (value.metaType() == QMetaType::fromType<QVariantMap>())
        return QStringLiteral("dict");
    return QStringLiteral("unexpected:") + QString::fromLatin1(value.typeName());
}

} // namespace

class TestPythonJson : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void accepts_data();
    void accepts();
    void rejects_data();
    void rejects();
    void nonFiniteNumbers();
    void duplicateKeysLastWins();
    void bigIntegers();
    void predicatesKeepBoolsApart();
    void surrogatePairEscape();
    void deepNestingFailsCleanly();
};

void TestPythonJson::accepts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QVariant>("expected");

    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    QTest::newRow("int") << QStringLiteral("1") << QStringLiteral("int") << QVariant(qint64(1));
    QTest::newRow("float 1.0 is not int") << QStringLiteral("1.0") << QStringLiteral("float") << QVariant(1.0);
    QTest::newRow("exponent makes float") << QStringLiteral("1e5") << QStringLiteral("float") << QVariant(100000.0);
    QTest::newRow("upper exponent signed") << QStringLiteral("1E-2") << QStringLiteral("float") << QVariant(0.01);
    QTest::newRow("negative zero int") << QStringLiteral("-0") << QStringLiteral("int") << QVariant(qint64(0));
    QTest::newRow("negative float") << QStringLiteral("-12.75") << QStringLiteral("float") << QVariant(-12.75);
    QTest::newRow("int64 max") << QStringLiteral("9223372036854775807") << QStringLiteral("int")
                               << QVariant(std::numeric_limits<qint64>::max());
    QTest::newRow("int64 min") << QStringLiteral("-9223372036854775808") << QStringLiteral("int")
                               << QVariant(std::numeric_limits<qint64>::min());
    QTest::newRow("huge exponent is inf") << QStringLiteral("1e400") << QStringLiteral("float") << QVariant(inf);
    QTest::newRow("NaN") << QStringLiteral("NaN") << QStringLiteral("float") << QVariant(nan);
    QTest::newRow("Infinity") << QStringLiteral("Infinity") << QStringLiteral("float") << QVariant(inf);
    QTest::newRow("-Infinity") << QStringLiteral("-Infinity") << QStringLiteral("float") << QVariant(-inf);
    QTest::newRow("true") << QStringLiteral("true") << QStringLiteral("bool") << QVariant(true);
    QTest::newRow("false") << QStringLiteral("false") << QStringLiteral("bool") << QVariant(false);
    QTest::newRow("null") << QStringLiteral("null") << QStringLiteral("null") << QVariant::fromValue(nullptr);
    QTest::newRow("string escapes") << QStringLiteral(R"("a\"b\\c\/d\n\t")") << QStringLiteral("str")
                                    << QVariant(QStringLiteral("a\"b\\c/d\n\t"));
    QTest::newRow("unicode escape") << QStringLiteral(R"("\u00e9")") << QStringLiteral("str")
                                    << QVariant(QString(QChar(0xe9)));
    QTest::newRow("DEL is not a control char")
        << QStringLiteral("\"\x7f\"") << QStringLiteral("str") << QVariant(QStringLiteral("\x7f"));
    QTest::newRow("raw non-ASCII") << QString::fromUtf8("\"算子\"") << QStringLiteral("str")
                                   << QVariant(QString::fromUtf8("算子"));
    QTest::newRow("surrounding json whitespace")
        << QStringLiteral(" \t\n1\r\n") << QStringLiteral("int") << QVariant(qint64(1));
    QTest::newRow("empty list") << QStringLiteral("[ ]") << QStringLiteral("list") << QVariant(QVariantList());
    QTest::newRow("list") << QStringLiteral("[1, 2.5, \"x\"]") << QStringLiteral("list")
                          << QVariant(QVariantList {qint64(1), 2.5, QStringLiteral("x")});
    QTest::newRow("empty object") << QStringLiteral("{}") << QStringLiteral("dict") << QVariant(QVariantMap());
    QTest::newRow("object") << QStringLiteral(R"({"a": {"b": [true]}})") << QStringLiteral("dict")
                            << QVariant(QVariantMap {
                                   {QStringLiteral("a"), QVariantMap {{QStringLiteral("b"), QVariantList {true}}}}});
}

void TestPythonJson::accepts()
{
    QFETCH(QString, text);
    QFETCH(QString, type);
    QFETCH(QVariant, expected);

    const PythonJson::Result result = PythonJson::parse(text);
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(result.error.isEmpty());
    QCOMPARE(typeOf(result.value), type);
    if (type == QLatin1String("float")) {
        const double got = result.value.toDouble();
        const double want = expected.toDouble();
        if (std::isnan(want))
            QVERIFY(std::isnan(got));
        else
            QCOMPARE(got, want);
    } else if (type == QLatin1String("int")) {
        QCOMPARE(result.value.value<qint64>(), expected.value<qint64>());
    } else {
        QCOMPARE(result.value, expected);
    }
}

void TestPythonJson::rejects_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::addColumn<int>("column");

    // Messages and columns as CPython's json.JSONDecodeError reports them (msg, colno).
    QTest::newRow("empty") << QString() << QStringLiteral("Expecting value") << 1;
    QTest::newRow("blank") << QStringLiteral("   ") << QStringLiteral("Expecting value") << 4;
    // json.loads() of a str checks for a BOM before anything else.
    QTest::newRow("BOM") << QStringLiteral("\uFEFF{}")
                         << QStringLiteral("Unexpected UTF-8 BOM (decode using utf-8-sig)") << 1;
    QTest::newRow("BOM before blanks") << QStringLiteral("\uFEFF  1")
                                       << QStringLiteral("Unexpected UTF-8 BOM (decode using utf-8-sig)") << 1;
    QTest::newRow("leading zero") << QStringLiteral("01") << QStringLiteral("Extra data") << 2;
    QTest::newRow("negative leading zero") << QStringLiteral("-01") << QStringLiteral("Extra data") << 3;
    QTest::newRow("leading zero in object")
        << QStringLiteral(R"({"a":01})") << QStringLiteral("Expecting ',' delimiter") << 7;
    QTest::newRow("trailing comma in array") << QStringLiteral("[1,]") << QStringLiteral("trailing comma") << 4;
    QTest::newRow("trailing comma in object") << QStringLiteral(R"({"a":1,})") << QStringLiteral("trailing comma") << 8;
    QTest::newRow("single quotes") << QStringLiteral("{'a':1}")
                                   << QStringLiteral("Expecting property name enclosed in double quotes") << 2;
    QTest::newRow("single-quoted string") << QStringLiteral("'a'") << QStringLiteral("Expecting value") << 1;
    QTest::newRow("tab in string") << QStringLiteral("\"a\tb\"") << QStringLiteral("Invalid control character") << 3;
    QTest::newRow("newline in string") << QStringLiteral("\"a\nb\"") << QStringLiteral("Invalid control character")
                                       << 3;
    QTest::newRow("unit separator in string")
        << QStringLiteral("\"\x1f\"") << QStringLiteral("Invalid control character") << 2;
    QTest::newRow("unterminated string") << QStringLiteral("\"abc") << QStringLiteral("Unterminated string") << 1;
    QTest::newRow("unterminated after backslash")
        << QStringLiteral("\"a\\") << QStringLiteral("Unterminated string") << 1;
    QTest::newRow("unterminated key") << QStringLiteral("{\"ab") << QStringLiteral("Unterminated string") << 2;
    QTest::newRow("bad escape") << QStringLiteral(R"("\x")") << QStringLiteral("Invalid \\escape") << 2;
    QTest::newRow("short unicode escape")
        << QStringLiteral(R"("\u004")") << QStringLiteral("Invalid \\uXXXX escape") << 3;
    QTest::newRow("0x in unicode escape")
        << QStringLiteral(R"("\u0x41")") << QStringLiteral("Invalid \\uXXXX escape") << 3;
    QTest::newRow("sign in unicode escape")
        << QStringLiteral(R"("\u+041")") << QStringLiteral("Invalid \\uXXXX escape") << 3;
    QTest::newRow("space in unicode escape")
        << QStringLiteral(R"("\u 041")") << QStringLiteral("Invalid \\uXXXX escape") << 3;
    QTest::newRow("lowercase nan") << QStringLiteral("nan") << QStringLiteral("Expecting value") << 1;
    QTest::newRow("lowercase infinity") << QStringLiteral("infinity") << QStringLiteral("Expecting value") << 1;
    QTest::newRow("-NaN") << QStringLiteral("-NaN") << QStringLiteral("Expecting value") << 1;
    QTest::newRow("Python True") << QStringLiteral(R"({"a":True})") << QStringLiteral("Expecting value") << 6;
    QTest::newRow("plus sign") << QStringLiteral("+1") << QStringLiteral("Expecting value") << 1;
    QTest::newRow("bare fraction") << QStringLiteral(".5") << QStringLiteral("Expecting value") << 1;
    QTest::newRow("dangling point") << QStringLiteral("2.") << QStringLiteral("Extra data") << 2;
    QTest::newRow("dangling exponent") << QStringLiteral("1e+") << QStringLiteral("Extra data") << 2;
    QTest::newRow("hex") << QStringLiteral("0x10") << QStringLiteral("Extra data") << 2;
    QTest::newRow("underscore digits") << QStringLiteral("1_000") << QStringLiteral("Extra data") << 2;
    QTest::newRow("full-width digit") << QString::fromUtf8("１") << QStringLiteral("Expecting value") << 1;
    QTest::newRow("nbsp is not json whitespace")
        << QString::fromUtf8("\u00a01") << QStringLiteral("Expecting value") << 1;
    QTest::newRow("form feed is not json whitespace")
        << QStringLiteral("\f1") << QStringLiteral("Expecting value") << 1;
    QTest::newRow("missing colon") << QStringLiteral(R"({"a" 1})") << QStringLiteral("Expecting ':' delimiter") << 6;
    QTest::newRow("missing comma") << QStringLiteral("[1 2]") << QStringLiteral("Expecting ',' delimiter") << 4;
    QTest::newRow("double comma") << QStringLiteral("[1,,2]") << QStringLiteral("Expecting value") << 4;
    QTest::newRow("unclosed array") << QStringLiteral("[1,2") << QStringLiteral("Expecting ',' delimiter") << 5;
    QTest::newRow("unclosed object") << QStringLiteral(R"({"a":1)") << QStringLiteral("Expecting ',' delimiter") << 7;
    QTest::newRow("object missing value") << QStringLiteral(R"({"a":)") << QStringLiteral("Expecting value") << 6;
    QTest::newRow("lone bracket") << QStringLiteral("[") << QStringLiteral("Expecting value") << 2;
    QTest::newRow("lone brace") << QStringLiteral("{")
                                << QStringLiteral("Expecting property name enclosed in double quotes") << 2;
    QTest::newRow("extra data after object") << QStringLiteral(R"({"a":1}x)") << QStringLiteral("Extra data") << 8;
    QTest::newRow("literal run-on") << QStringLiteral("true1") << QStringLiteral("Extra data") << 5;
    QTest::newRow("truncated literal") << QStringLiteral("tru") << QStringLiteral("Expecting value") << 1;
    QTest::newRow("two records on one line")
        << QStringLiteral(R"({"a":1} {"b":2})") << QStringLiteral("Extra data") << 9;
}

void TestPythonJson::rejects()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    QFETCH(int, column);

    const PythonJson::Result result = PythonJson::parse(text);
    QVERIFY(!result.ok);
    QVERIFY2(result.error.contains(error), qPrintable(result.error));
    QCOMPARE(result.column, column);
}

void TestPythonJson::nonFiniteNumbers()
{
    const PythonJson::Result finite = PythonJson::parse(u"[1.5, 2]");
    QVERIFY(finite.ok);
    QVERIFY(!finite.hasNonFiniteNumber);

    const PythonJson::Result nonFinite = PythonJson::parse(u"{\"duration_us\": NaN, \"x\": -Infinity}");
    QVERIFY(nonFinite.ok);
    QVERIFY(nonFinite.hasNonFiniteNumber);
    const QVariant duration = nonFinite.value.toMap().value(QStringLiteral("duration_us"));
    // Python: isinstance(float('nan'), (int, float)) is True, so the gate's number test passes.
    QVERIFY(PythonJson::isNumber(duration));
    QVERIFY(!PythonJson::isInteger(duration));
    QVERIFY(std::isnan(PythonJson::toDouble(duration)));
    QCOMPARE(PythonJson::toDouble(nonFinite.value.toMap().value(QStringLiteral("x"))),
             -std::numeric_limits<double>::infinity());
}

void TestPythonJson::duplicateKeysLastWins()
{
    const PythonJson::Result result = PythonJson::parse(u"{\"a\": 1, \"b\": {\"c\": 1, \"c\": 2}, \"a\": \"last\"}");
    QVERIFY(result.ok);
    const QVariantMap map = result.value.toMap();
    QCOMPARE(map.size(), 2);
    QCOMPARE(map.value(QStringLiteral("a")), QVariant(QStringLiteral("last")));
    QCOMPARE(map.value(QStringLiteral("b")).toMap().value(QStringLiteral("c")).value<qint64>(), qint64(2));
    QCOMPARE(result.duplicateKeys, (QStringList {QStringLiteral("c"), QStringLiteral("a")}));

    const PythonJson::Result unique = PythonJson::parse(u"{\"a\": 1, \"b\": 2}");
    QVERIFY(unique.ok);
    QVERIFY(unique.duplicateKeys.isEmpty());
}

void TestPythonJson::bigIntegers()
{
    // Python keeps arbitrary-precision ints: still an int (the gate's isinstance check), kept as digits.
    const PythonJson::Result big = PythonJson::parse(u"99999999999999999999");
    QVERIFY(big.ok);
    QVERIFY(big.hasBigInteger);
    QVERIFY(PythonJson::isBigInteger(big.value));
    QVERIFY(PythonJson::isInteger(big.value));
    QVERIFY(PythonJson::isNumber(big.value));
    QCOMPARE(PythonJson::integerText(big.value), QStringLiteral("99999999999999999999"));
    QCOMPARE(PythonJson::toDouble(big.value), 1e20);
    QCOMPARE(PythonJson::toClampedInteger(big.value), std::numeric_limits<qint64>::max());

    const PythonJson::Result negative = PythonJson::parse(u"{\"round\": -99999999999999999999}");
    QVERIFY(negative.ok);
    QVERIFY(negative.hasBigInteger);
    const QVariant round = negative.value.toMap().value(QStringLiteral("round"));
    QVERIFY(PythonJson::isInteger(round));
    QCOMPARE(PythonJson::integerText(round), QStringLiteral("-99999999999999999999"));
    QCOMPARE(PythonJson::toDouble(round), -1e20);
    QCOMPARE(PythonJson::toClampedInteger(round), std::numeric_limits<qint64>::min());

    // Beyond a double's range float(int) raises in Python; here it is an infinity, which no check passes.
    const PythonJson::Result huge = PythonJson::parse(QString(QLatin1Char('1') + QString(400, QLatin1Char('0'))));
    QVERIFY(huge.ok);
    QVERIFY(PythonJson::isInteger(huge.value));
    QVERIFY(std::isinf(PythonJson::toDouble(huge.value)));

    const PythonJson::Result fits = PythonJson::parse(u"9223372036854775807");
    QVERIFY(fits.ok);
    QVERIFY(!fits.hasBigInteger);
    QVERIFY(PythonJson::isInteger(fits.value));
    QVERIFY(!PythonJson::isBigInteger(fits.value));
    QCOMPARE(PythonJson::toClampedInteger(fits.value), std::numeric_limits<qint64>::max());
    QCOMPARE(PythonJson::integerText(fits.value), QStringLiteral("9223372036854775807"));

    const PythonJson::Result justBeyond = PythonJson::parse(u"9223372036854775808");
    QVERIFY(justBeyond.hasBigInteger);
    QCOMPARE(PythonJson::integerText(justBeyond.value), QStringLiteral("9223372036854775808"));
    // A float is no integer, however large.
    QVERIFY(!PythonJson::isInteger(PythonJson::parse(u"1e20").value));
    QVERIFY(PythonJson::integerText(PythonJson::parse(u"1e20").value).isEmpty());
}

void TestPythonJson::predicatesKeepBoolsApart()
{
    const QVariantMap map
        = PythonJson::parse(u"{\"t\": true, \"i\": 1, \"f\": 1.0, \"s\": \"1\", \"n\": null}").value.toMap();
    const QVariant t = map.value(QStringLiteral("t"));
    QVERIFY(PythonJson::isBool(t));
    QVERIFY(!PythonJson::isNumber(t)); // the gate rejects duration_us: true
    QVERIFY(!PythonJson::isInteger(t));
    QVERIFY(std::isnan(PythonJson::toDouble(t)));

    QVERIFY(PythonJson::isInteger(map.value(QStringLiteral("i"))));
    QVERIFY(PythonJson::isNumber(map.value(QStringLiteral("i"))));
    QVERIFY(!PythonJson::isBool(map.value(QStringLiteral("i"))));
    QCOMPARE(PythonJson::toDouble(map.value(QStringLiteral("i"))), 1.0);

    QVERIFY(!PythonJson::isInteger(map.value(QStringLiteral("f"))));
    QVERIFY(PythonJson::isNumber(map.value(QStringLiteral("f"))));

    QVERIFY(PythonJson::isString(map.value(QStringLiteral("s"))));
    QVERIFY(!PythonJson::isNumber(map.value(QStringLiteral("s"))));
    QVERIFY(std::isnan(PythonJson::toDouble(map.value(QStringLiteral("s")))));

    QVERIFY(PythonJson::isNull(map.value(QStringLiteral("n"))));
    QVERIFY(!PythonJson::isString(map.value(QStringLiteral("n"))));
    QVERIFY(!PythonJson::isNull(map.value(QStringLiteral("missing"))));
}

void TestPythonJson::surrogatePairEscape()
{
    const PythonJson::Result result = PythonJson::parse(uR"("\ud83d\ude00")");
    QVERIFY(result.ok);
    QCOMPARE(result.value.toString(), QString::fromUtf8("\xF0\x9F\x98\x80"));
}

void TestPythonJson::deepNestingFailsCleanly()
{
    const QString fine = QString(100, QLatin1Char('[')) + QString(100, QLatin1Char(']'));
    QVERIFY(PythonJson::parse(fine).ok);

    const QString deep = QString(100000, QLatin1Char('[')) + QString(100000, QLatin1Char(']'));
    const PythonJson::Result result = PythonJson::parse(deep);
    QVERIFY(!result.ok);
    QVERIFY(!result.error.isEmpty());
}

QTEST_GUILESS_MAIN(TestPythonJson)
#include "tst_pythonjson.moc"
