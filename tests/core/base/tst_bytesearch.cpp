// SPDX-License-Identifier: MIT
// ByteSearch::contains agrees with a plain search for every needle position around its 16-byte
// steps, with decoys that match the needle's first and last bytes but not its middle.
#include "base/bytesearch.h"

#include <QTest>
#include <algorithm>

class TestByteSearch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyPosition_data();
    void everyPosition();
    void edges();
    void eitherAgreesWithEach();
    void indexOfAndLetter();
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
            QCOMPARE(ByteSearch::indexOf(hay, needle), qsizetype(at));
            QCOMPARE(ByteSearch::indexOf(hay, needle, at), qsizetype(at));
            QCOMPARE(ByteSearch::indexOf(hay, needle, at + 1), hay.indexOf(needle, at + 1));
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

// containsEither is contains(a) || contains(b), for needles at every position and their decoys,
// on random lines of the records' alphabet.
void TestByteSearch::eitherAgreesWithEach()
{
    const QByteArray a("phase"), b("workload_id");
    for (const QByteArray &planted : {a, b, QByteArray("prase"), QByteArray("workload-id"), QByteArray("phas")}) {
        for (int length = 0; length <= 60; ++length) {
            for (int at = 0; at + planted.size() <= length; ++at) {
                QByteArray hay(length, 'x');
                hay.replace(at, planted.size(), planted);
                QCOMPARE(ByteSearch::containsEither(hay, a, b),
                         ByteSearch::contains(hay, a) || ByteSearch::contains(hay, b));
                QCOMPARE(ByteSearch::containsEither(hay, b, a), ByteSearch::containsEither(hay, a, b));
            }
        }
    }
    quint32 seed = 7;
    const QByteArray alphabet("phasewrklod_i\"{} :,\"");
    for (int round = 0; round < 20000; ++round) {
        QByteArray hay;
        seed = seed * 1103515245u + 12345u;
        const int length = int(seed >> 16) % 80;
        for (int i = 0; i < length; ++i) {
            seed = seed * 1103515245u + 12345u;
            hay += alphabet.at(int(seed >> 16) % alphabet.size());
        }
        QCOMPARE(ByteSearch::containsEither(hay, a, b), ByteSearch::contains(hay, a) || ByteSearch::contains(hay, b));
    }
    QVERIFY(ByteSearch::containsEither("ab", "ab", "x")); // a one-byte needle takes the plain path
}

// indexOf from every start against QByteArray::indexOf; indexOfLetter finds either case of a letter
// and nothing that only shares its bits with the case bit set ('@' | 0x20 is '`', 'C' | 0x20 is 'c').
void TestByteSearch::indexOfAndLetter()
{
    const QByteArray hay = QByteArray("x\xC5\xBF@`current best \xE5\xBD\x93" "CURRENT-best").repeated(3);
    for (const QByteArray &needle : {QByteArray("current"), QByteArray("best"), QByteArray("\xBD\x93" "C"), QByteArray("t")})
        for (qsizetype from = -1; from <= hay.size() + 1; ++from)
            QCOMPARE(ByteSearch::indexOf(hay, needle, from), hay.indexOf(needle, std::max<qsizetype>(from, 0)));
    for (qsizetype from = 0; from <= hay.size(); ++from) {
        const qsizetype small = hay.indexOf('c', from);
        const qsizetype capital = hay.indexOf('C', from);
        const qsizetype either = small < 0 ? capital : capital < 0 ? small : std::min(small, capital);
        QCOMPARE(ByteSearch::indexOfLetter(hay, 'c', from), either);
    }
    QCOMPARE(ByteSearch::indexOfLetter("@`[{", 'c'), qsizetype(-1));
    QCOMPARE(ByteSearch::indexOfLetter(QByteArray(QByteArray(40, '\xE3') + 'C'), 'c'), qsizetype(40));
}

QTEST_GUILESS_MAIN(TestByteSearch)
#include "tst_bytesearch.moc"
