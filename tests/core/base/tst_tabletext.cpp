// SPDX-License-Identifier: MIT
#include "base/tabletext.h"

#include <QTest>

class TestTableText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tsv();
    void markdown();
    void markdownEscapesAndPads();
    void empty();
};

void TestTableText::tsv()
{
    const QString text = TableText::tsv({QStringLiteral("block_id"), QStringLiteral("aiv_time (us)")},
                                        {{QStringLiteral("0"), QStringLiteral("26.777576")},
                                         {QStringLiteral("1"), QString()},
                                         {QStringLiteral("a\tb"), QStringLiteral("line\nbreak")}});
    QCOMPARE(text, QStringLiteral("block_id\taiv_time (us)\n0\t26.777576\n1\t\na b\tline break\n"));
}

void TestTableText::markdown()
{
    const QString text = TableText::markdown({QStringLiteral("sub_block_id"), QStringLiteral("aiv_vec_ratio")},
                                             {{QStringLiteral("vector0"), QStringLiteral("0.268428")}}, {false, true});
    QCOMPARE(text, QStringLiteral("| sub_block_id | aiv_vec_ratio |\n| --- | ---: |\n| vector0 | 0.268428 |\n"));
}

void TestTableText::markdownEscapesAndPads()
{
    const QString text = TableText::markdown({QStringLiteral("a|b")}, {{QStringLiteral("x"), QStringLiteral("y\\z")}});
    QCOMPARE(text, QStringLiteral("| a\\|b |  |\n| --- | --- |\n| x | y\\\\z |\n"));
}

void TestTableText::empty()
{
    QVERIFY(TableText::markdown({}, {}).isEmpty());
    QVERIFY(TableText::tsv({}, {}).isEmpty());
}

QTEST_GUILESS_MAIN(TestTableText)
#include "tst_tabletext.moc"
