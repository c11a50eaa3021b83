// SPDX-License-Identifier: MIT
// FlatJsonLine, the records' fast path: it accepts a string only when it holds no escape and no
// control character (and, in a key, nothing beyond ASCII), wherever in the string that byte sits.
// Strings are scanned sixteen bytes at a time, so every position around the 16-byte steps is tried.
#include "records/flatjsonline.h"

#include <QTest>

class TestFlatJsonLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void plainStringsOfEveryLength();
    void stopsAtEveryByteItMustSee_data();
    void stopsAtEveryByteItMustSee();
    void aRealRecordLine();
    void rejectsWhatOnlyTheSlowPathAnswers_data();
    void rejectsWhatOnlyTheSlowPathAnswers();
};

void TestFlatJsonLine::plainStringsOfEveryLength()
{
    for (int length = 0; length <= 70; ++length) {
        QByteArray text;
        for (int i = 0; i < length; ++i)
            text += char('a' + i % 26);
        const QByteArray key = "k" + text;
        const QByteArray line = "{\"" + key + "\": \"" + text + "\", \"n\": 1}";
        FlatJsonLine json;
        QVERIFY2(json.parse(line), line.constData());
        QCOMPARE(json.size(), 2);
        const FlatJsonLine::Field *field = json.find(key);
        QVERIFY(field);
        QCOMPARE(field->kind, FlatJsonLine::Kind::String);
        QCOMPARE(field->text, QByteArrayView(text));
        QCOMPARE(json.find("n")->integer, 1);
    }
}

void TestFlatJsonLine::stopsAtEveryByteItMustSee_data()
{
    QTest::addColumn<QByteArray>("special");
    QTest::addColumn<bool>("inValue"); // accepted in a value
    QTest::addColumn<bool>("inKey"); // accepted in a key
    QTest::newRow("backslash") << QByteArray("\\n") << false << false;
    QTest::newRow("escaped quote") << QByteArray("\\\"") << false << false;
    QTest::newRow("tab") << QByteArray("\t") << false << false;
    QTest::newRow("newline") << QByteArray("\n") << false << false;
    QTest::newRow("NUL") << QByteArray(1, '\0') << false << false;
    QTest::newRow("0x1f") << QByteArray("\x1f") << false << false;
    QTest::newRow("space") << QByteArray(" ") << true << true;
    QTest::newRow("DEL") << QByteArray("\x7f") << true << true;
    QTest::newRow("UTF-8") << QByteArray("\xe8\xbd\xae") << true << false;
    QTest::newRow("byte 0x80") << QByteArray("\x80") << true << false;
}

void TestFlatJsonLine::stopsAtEveryByteItMustSee()
{
    QFETCH(QByteArray, special);
    QFETCH(bool, inValue);
    QFETCH(bool, inKey);
    for (int before = 0; before <= 40; ++before) {
        for (int after : {0, 1, 15, 16, 17, 33}) {
            const QByteArray text = QByteArray(before, 'x') + special + QByteArray(after, 'y');
            FlatJsonLine value;
            const QByteArray valueLine = "{\"k\": \"" + text + "\"}";
            QCOMPARE(value.parse(valueLine), inValue);
            if (inValue)
                QCOMPARE(value.find("k")->text, QByteArrayView(text));
            FlatJsonLine key;
            const QByteArray keyLine = "{\"" + text + "\": 1}";
            QCOMPARE(key.parse(keyLine), inKey);
            if (inKey)
                QCOMPARE(key.find(text)->integer, 1);
        }
    }
}

void TestFlatJsonLine::aRealRecordLine()
{
    const QByteArray line = R"({"round": 2, "candidate_id": "v2_op337", "dispatch_path": "vector_path", )"
                            R"("workload": "fp32_2048x4096", "duration_us": 20.139999, "l0_pass": true, )"
                            R"("note": "行归约 ok", "timestamp": "2026-09-03T20:22:04Z", "parent": null, )"
                            R"("msprof_raw_path": "perf_opt/profiles/round2/v2_op337/fp32_2048x4096/"})";
    FlatJsonLine json;
    QVERIFY(json.parse(line));
    QCOMPARE(json.size(), 10);
    QCOMPARE(json.find("round")->integer, 2);
    QCOMPARE(json.find("candidate_id")->string(), QStringLiteral("v2_op337"));
    QCOMPARE(json.find("duration_us")->kind, FlatJsonLine::Kind::Float);
    QCOMPARE(json.find("duration_us")->number, 20.139999);
    QCOMPARE(json.find("l0_pass")->boolean, true);
    QCOMPARE(json.find("note")->string(), QStringLiteral("行归约 ok"));
    QCOMPARE(json.find("parent")->kind, FlatJsonLine::Kind::Null);
    QCOMPARE(json.find("msprof_raw_path")->text, QByteArrayView("perf_opt/profiles/round2/v2_op337/fp32_2048x4096/"));
}

void TestFlatJsonLine::rejectsWhatOnlyTheSlowPathAnswers_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::newRow("unterminated string") << QByteArray(R"({"k": "abcdefghijklmnopqrstuvwxyz0123456789})");
    QTest::newRow("unterminated key") << QByteArray(R"({"abcdefghijklmnopqrstuvwxyz0123456789)");
    QTest::newRow("duplicate key") << QByteArray(R"({"k": 1, "k": 2})");
    QTest::newRow("NaN") << QByteArray(R"({"k": NaN})");
    QTest::newRow("nested") << QByteArray(R"({"k": {"a": 1}})");
    QTest::newRow("big integer") << QByteArray(R"({"k": 123456789012345678901234567890})");
}

void TestFlatJsonLine::rejectsWhatOnlyTheSlowPathAnswers()
{
    QFETCH(QByteArray, line);
    FlatJsonLine json;
    QVERIFY(!json.parse(line));
}

QTEST_GUILESS_MAIN(TestFlatJsonLine)
#include "tst_flatjsonline.moc"
