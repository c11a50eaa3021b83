// SPDX-License-Identifier: MIT
// ByteSearch::contains agrees with a plain search for every needle position around its 16-byte
// steps, with decoys that match the needle's first and last bytes but not its middle.
#include "base/bytesearch.h"

#include <QTest>

class TestByteSearch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyPosition_data();
    void everyPosition();
    void edges();
};

void TestByteSearch::everyPosition_data()
{
    QTest::addColumn<QByteArray>("needle");
    QTest::addColumn<QByteArray>("decoy"); // same first and last byte, another middle
    QTest::newRow("phase") << QByteArray("phase") << QByteArray("prase");
    QTest::newRow("workload_id") << QByteArray("workload_id") << QByteArray("workload-id");
    QTest::newRow("two bytes") << QByteArray("<!") << QByteArray("<<");
    QTest::newRow("one byte") << QByteArray("\\") << QByteArray("/");
    QTest::newRow("longer than a step") << QByteArray("msprof_raw_path_and_more") << QByteArray("msprof_raw_path_and_mord");
}

void TestByteSearch::everyPosition()
{
    QFETCH(QByteArray, needle);
    QFETCH(QByteArray, decoy);
    for (int length = 0; length <= 70; ++length) {
        for (int at = 0; at + needle.size() <= length; ++at) {
            QByteArray hay(length, 'x');
            QVERIFY(!ByteSearch::contains(hay, needle));
            hay.replace(at, needle.size(), needle);
            QVERIFY2(ByteSearch::contains(hay, needle), hay.constData());
            if (decoy.size() == needle.size() && decoy != needle) {
                QByteArray decoyed(length, 'x');
                decoyed.replace(at, decoy.size(), decoy);
                QVERIFY2(!ByteSearch::contains(decoyed, needle), decoyed.constData());
            }
        }
    }
}

void TestByteSearch::edges()
{
    QVERIFY(ByteSearch::contains("abc", ""));
    QVERIFY(!ByteSearch::contains("", "a"));
    QVERIFY(!ByteSearch::contains("ab", "abc"));
    QVERIFY(ByteSearch::contains("abc", "abc"));
    // A needle cut by the end of the haystack is no match.
    QVERIFY(!ByteSearch::contains(QByteArray(QByteArray(40, 'x') + "phas"), "phase"));
    QVERIFY(ByteSearch::contains(QByteArray(QByteArray(40, 'x') + "phase"), "phase"));
    // NUL and high bytes are bytes like any other.
    const QByteArray binary = QByteArray(20, '\0') + "\xE8\xBD\xAE" + QByteArray(20, '\0');
    QVERIFY(ByteSearch::contains(binary, "\xE8\xBD\xAE"));
}

QTEST_GUILESS_MAIN(TestByteSearch)
#include "tst_bytesearch.moc"
