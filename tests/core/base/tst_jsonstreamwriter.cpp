// SPDX-License-Identifier: MIT
// JsonStreamWriter writes what QJsonDocument::toJson(Indented) writes for the same object: nested
// containers, empty ones, and the scalars it writes itself (escapes, lone surrogates, non-finite
// numbers).
#include "base/jsonstreamwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <limits>

class TestJsonStreamWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stringsAndNumbers_data();
    void stringsAndNumbers();
    void containers();
    void numbersAsContainersHoldThem_data();
    void numbersAsContainersHoldThem();
    void valuesWalkedAsTheDocumentPrintsThem();
    void deepNestingIndents();
    void largeDocumentAcrossFlushes();
};

void TestJsonStreamWriter::stringsAndNumbers_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("number");
    QTest::newRow("plain") << QStringLiteral("row_tile") << 11.18;
    QTest::newRow("quotes and backslash") << QStringLiteral("a \"b\" \\ c") << 0.1;
    QTest::newRow("control characters") << QStringLiteral("\t\n\r\b\f") + QChar(0x01) + QChar(0x1f) + QChar(0x7f) << -3.0;
    QTest::newRow("cjk and arrows") << QStringLiteral("候选 → 49.63 µs ×2") << 1e21;
    QTest::newRow("emoji") << QStringLiteral("✅ 😀") << 123456789.125;
    QTest::newRow("lone high surrogate") << QString(QChar(0xd800)) + QStringLiteral("x") << 1e-7;
    QTest::newRow("lone low surrogate") << QString(QChar(0xdc00)) << -0.0;
    QTest::newRow("empty, nan") << QString() << std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("infinity") << QStringLiteral("x") << std::numeric_limits<double>::infinity();
    // Long text is read eight units at a time: every kind of unit that stops it, at every offset
    // of a block and right after one, and text of exactly one and two blocks.
    QTest::newRow("eight plain") << QStringLiteral("abcdefgh") << 1.0;
    QTest::newRow("sixteen plain") << QStringLiteral("abcdefghijklmnop") << 2.0;
    const QList<QChar> stoppers {QChar(u'"'), QChar(u'\\'), QChar(0x1f), QChar(0x0a), QChar(0x80), QChar(0x4e2d),
                                 QChar(0xd83d), QChar(0xffff), QChar(0x7f), QChar(0x20)};
    for (const QChar stopper : stoppers) {
        for (int at : {0, 3, 7, 8, 9, 15, 16}) {
            QString text = QStringLiteral("0123456789abcdefghij");
            text[at] = stopper;
            QTest::addRow("U+%04x at %d", stopper.unicode(), at) << text << double(at);
        }
    }
}

void TestJsonStreamWriter::stringsAndNumbers()
{
    QFETCH(QString, text);
    QFETCH(double, number);
    const QJsonValue expectedNumber = std::isfinite(number) ? QJsonValue(number) : QJsonValue();
    const QJsonObject object{{text.isEmpty() ? QStringLiteral("k") : text, text},
                             {QStringLiteral("n"), expectedNumber},
                             {QStringLiteral("i"), 42},
                             {QStringLiteral("z"), QJsonValue()}};
    const QByteArray expected = QJsonDocument(object).toJson(QJsonDocument::Indented);

    QByteArray written;
    {
        JsonStreamWriter w([&written](QByteArrayView bytes) { written.append(bytes); });
        QList<JsonStreamWriter::StreamedMember> streamed{
            {QStringLiteral("n"), [number](JsonStreamWriter &s) { s.value(number); }},
            {QStringLiteral("i"), [](JsonStreamWriter &s) { s.value(42); }},
            {QStringLiteral("z"), [](JsonStreamWriter &s) { s.null(); }},
            {text.isEmpty() ? QStringLiteral("k") : text, [text](JsonStreamWriter &s) { s.value(text); }}};
        w.beginObject();
        w.members(QJsonObject(), streamed);
        w.endObject();
    }
    QCOMPARE(written, expected);
}

void TestJsonStreamWriter::containers()
{
    const QJsonObject small{{QStringLiteral("a"), QJsonArray{1, QJsonObject{}, QJsonArray{}}},
                            {QStringLiteral("c"), QJsonObject{{QStringLiteral("x"), QJsonArray{QStringLiteral("y")}}}}};
    QJsonObject whole = small;
    whole.insert(QStringLiteral("b"), QJsonArray{QJsonObject{{QStringLiteral("k"), 1.5}}, QJsonArray{}});
    whole.insert(QStringLiteral("d"), QJsonArray{});
    whole.insert(QStringLiteral("e"), QJsonObject{});
    const QByteArray expected = QJsonDocument(whole).toJson(QJsonDocument::Indented);

    QByteArray written;
    {
        JsonStreamWriter w([&written](QByteArrayView bytes) { written.append(bytes); });
        w.beginObject();
        w.members(small,
                  {{QStringLiteral("e"), [](JsonStreamWriter &s) { s.beginObject(); s.endObject(); }},
                   {QStringLiteral("b"),
                    [](JsonStreamWriter &s) {
                        s.beginArray();
                        s.beginObject();
                        s.key(QStringLiteral("k"));
                        s.value(1.5);
                        s.endObject();
                        s.value(QJsonValue(QJsonArray{}));
                        s.endArray();
                    }},
                   {QStringLiteral("d"), [](JsonStreamWriter &s) { s.beginArray(); s.endArray(); }}});
        w.endObject();
    }
    QCOMPARE(written, expected);
}

// number(double) writes what a QJsonObject holding QJsonValue(double) prints: whole numbers as
// integers while they fit (the container stores them so), others in the shortest form.
void TestJsonStreamWriter::numbersAsContainersHoldThem_data()
{
    QTest::addColumn<double>("number");
    QTest::newRow("zero") << 0.0;
    QTest::newRow("negative zero") << -0.0;
    QTest::newRow("whole") << 7.0;
    QTest::newRow("fraction") << 226.62;
    QTest::newRow("1e15, not 1e+15") << 1e15;
    QTest::newRow("2^53") << 9007199254740992.0;
    QTest::newRow("2^53 + 2") << 9007199254740994.0;
    QTest::newRow("1e16") << 1e16;
    QTest::newRow("-2^63") << -9223372036854775808.0;
    QTest::newRow("1e300") << 1e300;
    QTest::newRow("tiny") << 2.5e-310;
    QTest::newRow("nan") << std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("-infinity") << -std::numeric_limits<double>::infinity();
}

void TestJsonStreamWriter::numbersAsContainersHoldThem()
{
    QFETCH(double, number);
    const QJsonValue held = std::isfinite(number) ? QJsonValue(number) : QJsonValue();
    const QByteArray expected
        = QJsonDocument(QJsonObject {{QStringLiteral("a"), QJsonArray {held}}, {QStringLiteral("n"), held}})
              .toJson(QJsonDocument::Indented);
    QByteArray written;
    {
        JsonStreamWriter w([&written](QByteArrayView bytes) { written.append(bytes); });
        w.beginObject();
        w.key(QStringLiteral("a"));
        w.value(QJsonValue(QJsonArray {held}));
        w.key(QStringLiteral("n"));
        w.number(number);
        w.endObject();
    }
    QCOMPARE(written, expected);
}

// value(QJsonValue) walks objects and arrays itself, at any depth, with the scalars of every kind.
void TestJsonStreamWriter::valuesWalkedAsTheDocumentPrintsThem()
{
    const QJsonObject inner {{QStringLiteral("b"), true},
                             {QStringLiteral("f"), false},
                             {QStringLiteral("i"), qint64(1) << 60},
                             {QStringLiteral("m"), std::numeric_limits<qint64>::min()},
                             {QStringLiteral("n"), QJsonValue()},
                             {QStringLiteral("s"), QStringLiteral("\"候选\"\n")},
                             {QStringLiteral("x"), 1e15},
                             {QStringLiteral("z"), QJsonArray {QJsonArray {}, QJsonObject {}, 0.1, -3}}};
    const QJsonObject whole {{QStringLiteral("inner"), inner}, {QStringLiteral("list"), QJsonArray {inner, inner}}};
    const QByteArray expected = QJsonDocument(whole).toJson(QJsonDocument::Indented);
    QByteArray written;
    {
        JsonStreamWriter w([&written](QByteArrayView bytes) { written.append(bytes); });
        w.beginObject();
        w.key(QStringLiteral("inner"));
        w.beginObject();
        w.key(QStringLiteral("b"));
        w.value(true);
        w.key(QStringLiteral("f"));
        w.value(false);
        w.key(QStringLiteral("i"));
        w.value(qint64(1) << 60);
        w.key(QStringLiteral("m"));
        w.value(std::numeric_limits<qint64>::min());
        w.key(QStringLiteral("n"));
        w.null();
        w.key(QStringLiteral("s"));
        w.value(QStringLiteral("\"候选\"\n"));
        w.key(QStringLiteral("x"));
        w.number(1e15);
        w.key(QStringLiteral("z"));
        w.value(inner.value(QStringLiteral("z")));
        w.endObject();
        w.key(QStringLiteral("list"));
        w.value(whole.value(QStringLiteral("list")));
        w.endObject();
    }
    QCOMPARE(written, expected);
}

// Indentation is four spaces per level, copied from a fixed run of 64: levels beyond 16 need more.
void TestJsonStreamWriter::deepNestingIndents()
{
    constexpr int Depth = 40;
    QJsonValue inner = QJsonObject {{QStringLiteral("leaf"), QStringLiteral("x")}};
    for (int i = 0; i < Depth; ++i)
        inner = QJsonArray {inner, i};
    const QByteArray expected = QJsonDocument(QJsonObject {{QStringLiteral("root"), inner}}).toJson(QJsonDocument::Indented);

    QByteArray written;
    {
        JsonStreamWriter w([&written](QByteArrayView bytes) { written.append(bytes); });
        w.beginObject();
        w.key(QStringLiteral("root"));
        for (int i = 0; i < Depth; ++i)
            w.beginArray();
        w.beginObject();
        w.key(QStringLiteral("leaf"));
        w.value(QStringLiteral("x"));
        w.endObject();
        for (int i = 0; i < Depth; ++i) {
            w.value(i);
            w.endArray();
        }
        w.endObject();
    }
    QCOMPARE(written, expected);
}

// Far more than one buffer's worth (16 KiB): keys and strings with escapes and non-ASCII text
// land across the flushes to the sink, and the bytes are those QJsonDocument prints.
void TestJsonStreamWriter::largeDocumentAcrossFlushes()
{
    QJsonObject whole;
    QStringList keys;
    for (int i = 0; i < 3000; ++i) {
        const QString key = QStringLiteral("k%1 \"q\" \\ 中文\t").arg(i, 5, 10, QLatin1Char('0'));
        keys.append(key);
        whole.insert(key, QJsonArray {QStringLiteral("v%1\n").arg(i), i});
    }
    const QByteArray expected = QJsonDocument(whole).toJson(QJsonDocument::Indented);
    QVERIFY(expected.size() > 10 * 16 * 1024);

    QByteArray written;
    int chunks = 0;
    {
        JsonStreamWriter w([&](QByteArrayView bytes) {
            written.append(bytes);
            ++chunks;
        });
        w.beginObject();
        for (int i = 0; i < keys.size(); ++i) {
            w.key(keys.at(i));
            w.beginArray();
            w.value(QStringLiteral("v%1\n").arg(i));
            w.value(i);
            w.endArray();
        }
        w.endObject();
    }
    QVERIFY(chunks > 10);
    QCOMPARE(written, expected);
}

QTEST_GUILESS_MAIN(TestJsonStreamWriter)
#include "tst_jsonstreamwriter.moc"
