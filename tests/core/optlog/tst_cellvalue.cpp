// SPDX-License-Identifier: MIT
// CellValue: opt_log table cells as a reviewer reads them. Every row below is a cell form seen in
// the real logs (shared/docs/workflow-formats.md §d, "Cell values seen").
#include "optlog/cellvalue.h"

#include <QTest>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

const double None = std::numeric_limits<double>::quiet_NaN();

bool sameNumber(double a, double b)
{
    return (std::isnan(a) && std::isnan(b)) || qFuzzyCompare(a, b) || (a == 0.0 && b == 0.0);
}

QString show(double value)
{
    return std::isnan(value) ? u"NaN"_s : QString::number(value);
}

} // namespace

class TestCellValue : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data();
    void parse();
    void shapes_data();
    void shapes();
    void verdicts_data();
    void verdicts();
    void stripMarkup_data();
    void stripMarkup();
    void scanNumbers_data();
    void scanNumbers();
    void malformed_data();
    void malformed();
    void plainDecimalsReadAsTheScannerReadsThem_data();
    void plainDecimalsReadAsTheScannerReadsThem();
    void briefIsTheWholeReadingInSmall_data();
    void briefIsTheWholeReadingInSmall();
    void durationsInMicroseconds_data();
    void durationsInMicroseconds();
    void durationsInTheColumnsUnit();
    void durationsConvertedAsDecimals_data();
    void durationsConvertedAsDecimals();
};

void TestCellValue::parse_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<QString>("form");
    QTest::addColumn<double>("primary");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<bool>("bold");
    QTest::addColumn<double>("delta");
    QTest::addColumn<double>("speedup");
    QTest::addColumn<QString>("footnotes");
    QTest::addColumn<QString>("dtype");
    QTest::addColumn<QList<double>>("numbers");

    QTest::newRow("plain") << u"5.48"_s << u"number"_s << 5.48 << QString() << false << None << None << QString()
                           << QString() << QList<double> {5.48};
    // Typed with a CJK input method: full-width digits and point.
    QTest::newRow("full-width-point") << u"29．10"_s << u"number"_s << 29.1 << QString() << false << None << None
                                      << QString() << QString() << QList<double> {29.1};
    QTest::newRow("full-width-digits") << u"１８．６２ us"_s << u"number"_s << 18.62 << u"us"_s << false << None << None
                                       << QString() << QString() << QList<double> {18.62};
    QTest::newRow("bold") << u"**1193.36**"_s << u"number"_s << 1193.36 << QString() << true << None << None
                          << QString() << QString() << QList<double> {1193.36};
    QTest::newRow("bold-dtype") << u"**8.48 (fp16)**"_s << u"number"_s << 8.48 << QString() << true << None << None
                                << QString() << u"fp16"_s << QList<double> {8.48};
    QTest::newRow("dtype-suffix") << u"12.60 (fp16)"_s << u"number"_s << 12.6 << QString() << false << None << None
                                  << QString() << u"fp16"_s << QList<double> {12.6};
    QTest::newRow("delta-in-parens") << u"31.65 (+0.6%)"_s << u"number"_s << 31.65 << QString() << false << 0.6 << None
                                     << QString() << QString() << QList<double> {31.65, 0.6};
    QTest::newRow("unicode-minus") << u"1021.58 (−14.1%)"_s << u"number"_s << 1021.58 << QString() << false << -14.1
                                   << None << QString() << QString() << QList<double> {1021.58, -14.1};
    QTest::newRow("full-width-parens") << u"−92.97%（14.23x）"_s << u"number"_s << -92.97 << u"%"_s << false << -92.97
                                       << 14.23 << QString() << QString() << QList<double> {-92.97, 14.23};
    QTest::newRow("ascii-minus-delta") << u"-68.0% (3.13x)"_s << u"number"_s << -68.0 << u"%"_s << false << -68.0
                                       << 3.13 << QString() << QString() << QList<double> {-68.0, 3.13};
    QTest::newRow("footnote-star") << u"+4.1%*"_s << u"number"_s << 4.1 << u"%"_s << false << 4.1 << None << u"*"_s
                                   << QString() << QList<double> {4.1};
    QTest::newRow("footnote-dagger") << u"32.04 (+3.0%†)"_s << u"number"_s << 32.04 << QString() << false << 3.0 << None
                                     << u"†"_s << QString() << QList<double> {32.04, 3.0};
    QTest::newRow("footnote-after-number") << u"61.7*"_s << u"number"_s << 61.7 << QString() << false << None << None
                                           << u"*"_s << QString() << QList<double> {61.7};
    QTest::newRow("speedup-x") << u"**14.23x**"_s << u"number"_s << 14.23 << u"x"_s << true << None << 14.23
                               << QString() << QString() << QList<double> {14.23};
    QTest::newRow("speedup-times") << u"2.913×"_s << u"number"_s << 2.913 << u"x"_s << false << None << 2.913
                                   << QString() << QString() << QList<double> {2.913};
    QTest::newRow("speedup-bei") << u"3.2倍"_s << u"number"_s << 3.2 << u"x"_s << false << None << 3.2 << QString()
                                 << QString() << QList<double> {3.2};
    // A struck number beside another is a correction: the other is the value.
    QTest::newRow("struck-correction") << u"~~95.0~~ 88.0"_s << u"number"_s << 88.0 << QString() << false << None << None
                                       << QString() << QString() << QList<double> {88.0};
    QTest::newRow("struck-correction-bold") << u"~~95.0 us~~ **88.0 us**"_s << u"number"_s << 88.0 << u"us"_s << true
                                            << None << None << QString() << QString() << QList<double> {88.0};
    QTest::newRow("struck-beside-words") << u"~~9.60~~ L0 FAIL"_s << u"number"_s << 9.6 << QString() << false << None
                                         << None << QString() << QString() << QList<double> {9.6};
    QTest::newRow("exponent") << u"7.0e1"_s << u"number"_s << 70.0 << QString() << false << None << None << QString()
                              << QString() << QList<double> {70.0};
    QTest::newRow("exponent-signed-unit") << u"9.5E+1 us"_s << u"number"_s << 95.0 << u"us"_s << false << None << None
                                          << QString() << QString() << QList<double> {95.0};
    QTest::newRow("exponent-then-letters-is-a-label") << u"3e8abc 12.5"_s << u"number"_s << 12.5 << QString() << false
                                                      << None << None << QString() << QString() << QList<double> {12.5};
    QTest::newRow("unit-us") << u"3.12 us"_s << u"number"_s << 3.12 << u"us"_s << false << None << None << QString()
                             << QString() << QList<double> {3.12};
    QTest::newRow("unit-micro-sign") << u"217.58µs"_s << u"number"_s << 217.58 << u"µs"_s << false << None << None
                                     << QString() << QString() << QList<double> {217.58};
    QTest::newRow("unit-bandwidth") << u"33.9 GB/s"_s << u"number"_s << 33.9 << u"GB/s"_s << false << None << None
                                    << QString() << QString() << QList<double> {33.9};
    QTest::newRow("plus-minus") << u"**25.89** ±0.16"_s << u"number"_s << 25.89 << QString() << true << None << None
                                << QString() << QString() << QList<double> {25.89, 0.16};
    QTest::newRow("repeat-two-runs") << u"7.80 / 7.76 (两次)"_s << u"repeat"_s << 7.8 << QString() << false << None
                                     << None << QString() << QString() << QList<double> {7.8, 7.76};
    QTest::newRow("repeat-full-width") << u"7.66 / 7.32（两 run）"_s << u"repeat"_s << 7.66 << QString() << false
                                       << None << None << QString() << QString() << QList<double> {7.66, 7.32};
    QTest::newRow("repeat-bold-retest") << u"7.62 (n15) / **7.30 (n30 复测)**"_s << u"repeat"_s << 7.3 << QString()
                                        << true << None << None << QString() << QString() << QList<double> {7.62, 7.3};
    // The workflow decides a tie by a retest with a larger launch count: that value is the cell's.
    QTest::newRow("repeat-retest-word") << u"7.62 (n15) / 7.30 (n30 复测)"_s << u"repeat"_s << 7.3 << QString() << false
                                        << None << None << QString() << QString() << QList<double> {7.62, 7.3};
    QTest::newRow("repeat-retest-english") << u"7.41 / 7.35 (retest)"_s << u"repeat"_s << 7.35 << QString() << false
                                           << None << None << QString() << QString() << QList<double> {7.41, 7.35};
    QTest::newRow("repeat-larger-launch-count-first")
        << u"7.30 (n30) / 7.62 (n15)"_s << u"repeat"_s << 7.3 << QString() << false << None << None << QString()
        << QString() << QList<double> {7.3, 7.62};
    QTest::newRow("repeat-larger-launch-count-last")
        << u"7.62 (n=15) / 7.30 (n=30)"_s << u"repeat"_s << 7.3 << QString() << false << None << None << QString()
        << QString() << QList<double> {7.62, 7.3};
    // A value's note ends at the "/": the label after it is the next value's.
    QTest::newRow("repeat-retest-label-before")
        << u"7.62 (n15) / 复测 7.30"_s << u"repeat"_s << 7.3 << QString() << false << None << None << QString()
        << QString() << QList<double> {7.62, 7.3};
    QTest::newRow("repeat-labels-both-sides") << u"首测 7.62 / 复测 7.30"_s << u"repeat"_s << 7.3 << QString() << false
                                              << None << None << QString() << QString() << QList<double> {7.62, 7.3};
    QTest::newRow("repeat-two-retests-first")
        << u"7.80 (复测) / 7.76 (复测)"_s << u"repeat"_s << 7.8 << QString() << false << None << None << QString()
        << QString() << QList<double> {7.8, 7.76};
    QTest::newRow("repeat-tied-counts-first")
        << u"7.80 (n30) / 7.76 (n30)"_s << u"repeat"_s << 7.8 << QString() << false << None << None << QString()
        << QString() << QList<double> {7.8, 7.76};
    QTest::newRow("series-spaced") << u"215.05 / 2875.42 / 17061.31 / …"_s << u"series"_s << 215.05 << QString()
                                   << false << None << None << QString() << QString()
                                   << QList<double> {215.05, 2875.42, 17061.31};
    QTest::newRow("series-packed") << u"10.02/11.02/10.72"_s << u"series"_s << 10.02 << QString() << false << None
                                   << None << QString() << QString() << QList<double> {10.02, 11.02, 10.72};
    QTest::newRow("series-mixed-units") << u"1022.24 / 22.46%"_s << u"series"_s << 1022.24 << QString() << false << None
                                        << None << QString() << QString() << QList<double> {1022.24, 22.46};
    QTest::newRow("series-three-units") << u"49.97 / 2.33% / 8.37"_s << u"series"_s << 49.97 << QString() << false
                                        << None << None << QString() << QString() << QList<double> {49.97, 2.33, 8.37};
    QTest::newRow("series-size-labels") << u"1M **7.68** / 16M 73.02 / 64M 383.40 / 256M 1707.47"_s << u"series"_s
                                        << 7.68 << QString() << true << None << None << QString() << QString()
                                        << QList<double> {7.68, 73.02, 383.4, 1707.47};
    QTest::newRow("sum") << u"8.577+3.346=11.923"_s << u"sum"_s << 11.923 << QString() << false << None << None
                         << QString() << QString() << QList<double> {8.577, 3.346, 11.923};
    QTest::newRow("arrow") << u"219.02 → 49.63"_s << u"arrow"_s << 49.63 << QString() << false << None << None
                           << QString() << QString() << QList<double> {219.02, 49.63};
    QTest::newRow("range-en-dash") << u"7.30–7.48"_s << u"range"_s << 7.3 << QString() << false << None << None
                                   << QString() << QString() << QList<double> {7.3, 7.48};
    QTest::newRow("range-ascii") << u"**3.09-3.12**"_s << u"range"_s << 3.09 << QString() << true << None << None
                                 << QString() << QString() << QList<double> {3.09, 3.12};
    QTest::newRow("range-signed-percent") << u"+1.3~4.2%"_s << u"range"_s << 1.3 << u"%"_s << false << 1.3 << None
                                          << QString() << QString() << QList<double> {1.3, 4.2};
    QTest::newRow("placeholder-na") << u"na"_s << u"placeholder"_s << None << QString() << false << None << None
                                    << QString() << QString() << QList<double> {};
    QTest::newRow("placeholder-em-dash") << u"—"_s << u"placeholder"_s << None << QString() << false << None << None
                                         << QString() << QString() << QList<double> {};
    QTest::newRow("placeholder-hyphen") << u"-"_s << u"placeholder"_s << None << QString() << false << None << None
                                        << QString() << QString() << QList<double> {};
    QTest::newRow("empty") << QString() << u"empty"_s << None << QString() << false << None << None << QString()
                           << QString() << QList<double> {};
    QTest::newRow("text-with-delta") << u"pass（−2.2%）"_s << u"text"_s << None << QString() << false << -2.2 << None
                                     << QString() << QString() << QList<double> {-2.2};
    QTest::newRow("identifiers-are-not-numbers") << u"v2_op1 bs8192 fp16 L0"_s << u"text"_s << None << QString()
                                                 << false << None << None << QString() << QString() << QList<double> {};
    QTest::newRow("shape-is-not-speedup") << u"smoke-dit/fp32 (64×1152)"_s << u"text"_s << None << QString() << false
                                          << None << None << QString() << QString() << QList<double> {};
    QTest::newRow("label-then-delta") << u"16M −3.5%"_s << u"number"_s << -3.5 << u"%"_s << false << -3.5 << None
                                      << QString() << QString() << QList<double> {-3.5};
    QTest::newRow("thousands-separator") << u"245,760B"_s << u"number"_s << 245760.0 << u"B"_s << false << None << None
                                         << QString() << QString() << QList<double> {245760.0};
    QTest::newRow("approximately") << u"~2.1x"_s << u"number"_s << 2.1 << u"x"_s << false << None << 2.1 << QString()
                                   << QString() << QList<double> {2.1};
}

void TestCellValue::parse()
{
    QFETCH(QString, raw);
    QFETCH(QString, form);
    QFETCH(double, primary);
    QFETCH(QString, unit);
    QFETCH(bool, bold);
    QFETCH(double, delta);
    QFETCH(double, speedup);
    QFETCH(QString, footnotes);
    QFETCH(QString, dtype);
    QFETCH(QList<double>, numbers);
    const CellValue cell = CellValue::parse(raw);
    QCOMPARE(cell.raw, raw);
    QCOMPARE(CellValue::formName(cell.form), form);
    QVERIFY2(sameNumber(cell.primary, primary), qPrintable(show(cell.primary)));
    QCOMPARE(cell.hasPrimary(), !std::isnan(primary));
    QCOMPARE(cell.unit, unit);
    QCOMPARE(cell.bold, bold);
    QVERIFY2(sameNumber(cell.deltaPercent, delta), qPrintable(show(cell.deltaPercent)));
    QVERIFY2(sameNumber(cell.speedup, speedup), qPrintable(show(cell.speedup)));
    QCOMPARE(cell.footnotes, footnotes);
    QCOMPARE(cell.dtype, dtype);
    QCOMPARE(cell.numbers.size(), numbers.size());
    for (qsizetype i = 0; i < numbers.size(); ++i)
        QVERIFY2(sameNumber(cell.numbers.at(i), numbers.at(i)), qPrintable(show(cell.numbers.at(i))));
}

void TestCellValue::shapes_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<double>("plusMinus");
    QTest::addColumn<QString>("qualifier");
    QTest::addColumn<bool>("primaryBold");

    QTest::newRow("range") << u"30.84–32.04"_s << 30.84 << 32.04 << None << None << None << QString() << false;
    QTest::newRow("range-signed") << u"−0.3~−3.5%"_s << -0.3 << -3.5 << None << None << None << QString() << false;
    QTest::newRow("range-speedup") << u"2.0–2.3x"_s << 2.0 << 2.3 << None << None << None << QString() << false;
    QTest::newRow("arrow") << u"219.02 → 49.63"_s << None << None << 219.02 << 49.63 << None << QString() << false;
    QTest::newRow("arrow-ascii") << u"165.17->156.51"_s << None << None << 165.17 << 156.51 << None << QString()
                                 << false;
    QTest::newRow("plus-minus") << u"**25.89** ±0.16"_s << None << None << None << None << 0.16 << QString() << true;
    QTest::newRow("plus-minus-alone") << u"±0（带状重叠）"_s << None << None << None << None << None << u"±"_s << false;
    QTest::newRow("at-least") << u"≥2.3x"_s << None << None << None << None << None << u"≥"_s << false;
    QTest::newRow("about-full-width") << u"～691"_s << None << None << None << None << None << u"~"_s << false;
}

void TestCellValue::shapes()
{
    QFETCH(QString, raw);
    QFETCH(double, low);
    QFETCH(double, high);
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(double, plusMinus);
    QFETCH(QString, qualifier);
    QFETCH(bool, primaryBold);
    const CellValue cell = CellValue::parse(raw);
    QVERIFY2(sameNumber(cell.rangeLow, low), qPrintable(show(cell.rangeLow)));
    QVERIFY2(sameNumber(cell.rangeHigh, high), qPrintable(show(cell.rangeHigh)));
    QVERIFY2(sameNumber(cell.arrowFrom, from), qPrintable(show(cell.arrowFrom)));
    QVERIFY2(sameNumber(cell.arrowTo, to), qPrintable(show(cell.arrowTo)));
    QVERIFY2(sameNumber(cell.plusMinus, plusMinus), qPrintable(show(cell.plusMinus)));
    QCOMPARE(cell.qualifier, qualifier);
    QCOMPARE(cell.primaryBold, primaryBold);
}

void TestCellValue::verdicts_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("verdictText");

    QTest::newRow("pass") << u"pass"_s << u"pass"_s << u"pass"_s;
    QTest::newRow("PASS") << u"PASS"_s << u"pass"_s << u"PASS"_s;
    QTest::newRow("pass-count") << u"PASS 29/29"_s << u"pass"_s << u"PASS 29/29"_s;
    QTest::newRow("pass-smoke") << u"PASS(烟测)"_s << u"pass"_s << u"PASS(烟测)"_s;
    QTest::newRow("check-pass") << u"--check PASS"_s << u"pass"_s << u"PASS"_s;
    QTest::newRow("l0-pass-check") << u"L0 PASS + --check"_s << u"pass"_s << u"PASS"_s;
    QTest::newRow("check-mark") << u"✓"_s << u"pass"_s << u"✓"_s;
    QTest::newRow("cross-mark") << u"❌"_s << u"fail"_s << u"❌"_s;
    QTest::newRow("fail-dtype") << u"FAIL(bf16)"_s << u"fail"_s << u"FAIL(bf16)"_s;
    QTest::newRow("compile-fail") << u"compile FAIL"_s << u"fail"_s << u"FAIL"_s;
    QTest::newRow("bold-fail") << u"**FAIL**"_s << u"fail"_s << u"FAIL"_s;
    QTest::newRow("chinese-compile-failure") << u"编译失败(UB overflow, requires 1966080 bits)"_s << u"fail"_s
                                             << u"编译失败(UB overflow, requires 1966080 bits)"_s;
    QTest::newRow("mixed-fail-wins") << u"fp16 PASS / bf16 FAIL"_s << u"fail"_s << u"FAIL"_s;
    QTest::newRow("passes-is-no-verdict") << u"3 passes"_s << u"none"_s << QString();
    QTest::newRow("bypass-is-no-verdict") << u"bypass"_s << u"none"_s << QString();
    QTest::newRow("status-word") << u"improved (winner)"_s << u"none"_s << QString();
}

void TestCellValue::verdicts()
{
    QFETCH(QString, raw);
    QFETCH(QString, verdict);
    QFETCH(QString, verdictText);
    const CellValue cell = CellValue::parse(raw);
    QCOMPARE(CellValue::verdictName(cell.verdict), verdict);
    QCOMPARE(cell.verdictText, verdictText);
}

void TestCellValue::stripMarkup_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("boldMask"); // one '1' per bold output character

    QTest::newRow("bold") << u"a **b** c"_s << u"a b c"_s << u"00100"_s;
    QTest::newRow("code") << u"`x|y`"_s << u"x|y"_s << u"000"_s;
    QTest::newRow("escaped-pipe") << u"p\\|q"_s << u"p|q"_s << u"000"_s;
    QTest::newRow("strike") << u"~~old~~ new"_s << u"old new"_s << u"0000000"_s;
    QTest::newRow("unmatched-bold-stays") << u"**7.3"_s << u"**7.3"_s << u"00000"_s;
    QTest::newRow("three-markers") << u"**a** **b"_s << u"a **b"_s << u"10000"_s;
    QTest::newRow("line-break") << u"a<br>b"_s << u"a b"_s << u"000"_s;
    QTest::newRow("no markup") << u"v2_op337 (cur)"_s << u"v2_op337 (cur)"_s << u"00000000000000"_s;
    QTest::newRow("a lone '<'") << u"a<b"_s << u"a<b"_s << u"000"_s;
    QTest::newRow("empty") << u""_s << u""_s << QString();
}

void TestCellValue::stripMarkup()
{
    QFETCH(QString, raw);
    QFETCH(QString, text);
    QFETCH(QString, boldMask);
    QList<bool> mask;
    QCOMPARE(CellValue::stripMarkup(raw, &mask), text);
    QString flags;
    for (const bool bold : std::as_const(mask))
        flags += bold ? u'1' : u'0';
    QCOMPARE(flags, boldMask);
    // Without a mask (the early return for text without markup): the same text, never null.
    const QString plain = CellValue::stripMarkup(raw);
    QCOMPARE(plain, text);
    QVERIFY(!plain.isNull());
}

void TestCellValue::scanNumbers_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<QStringList>("units");

    QTest::newRow("labels-skipped") << u"1M 2.0–2.3x / 16M fp16·bf16 ≥2.3x / 64M ~1.78x"_s
                                    << QList<double> {2.0, 2.3, 2.3, 1.78}
                                    << QStringList {QString(), u"x"_s, u"x"_s, u"x"_s};
    QTest::newRow("key-value-skipped") << u"bm=8 (nl=3) 10.91"_s << QList<double> {10.91} << QStringList {QString()};
    QTest::newRow("version-skipped") << u"tilelang 0.1.2+ed787bb CANN 8.5.0"_s << QList<double> {} << QStringList {};
    QTest::newRow("count-times-op") << u"4×vcast 2×reduce"_s << QList<double> {} << QStringList {};
    QTest::newRow("spaced-units") << u"3.12 us, 8 ms, 5 KB"_s << QList<double> {3.12, 8.0, 5.0}
                                  << QStringList {u"us"_s, u"ms"_s, u"KB"_s};
    QTest::newRow("word-after-space-is-no-unit") << u"5 using"_s << QList<double> {5.0} << QStringList {QString()};
    QTest::newRow("signs") << u"(−4.2%) +2.6% -6.7%"_s << QList<double> {-4.2, 2.6, -6.7}
                           << QStringList {u"%"_s, u"%"_s, u"%"_s};
}

void TestCellValue::scanNumbers()
{
    QFETCH(QString, text);
    QFETCH(QList<double>, values);
    QFETCH(QStringList, units);
    const QList<CellValue::Number> numbers = CellValue::scanNumbers(text);
    QCOMPARE(numbers.size(), values.size());
    for (qsizetype i = 0; i < values.size(); ++i) {
        QVERIFY2(sameNumber(numbers.at(i).value, values.at(i)), qPrintable(show(numbers.at(i).value)));
        QCOMPARE(numbers.at(i).unit, units.at(i));
        QCOMPARE(text.mid(numbers.at(i).start, 1).isEmpty(), false);
    }
}

void TestCellValue::malformed_data()
{
    QTest::addColumn<QString>("raw");
    QTest::newRow("only-markers") << u"****"_s;
    QTest::newRow("lone-sign") << u"+"_s;
    QTest::newRow("lone-dot") << u"."_s;
    QTest::newRow("trailing-separator") << u"1,"_s;
    QTest::newRow("unbalanced-parens") << u"((3.1"_s;
    QTest::newRow("closing-parens") << u"3.1))"_s;
    QTest::newRow("arrow-without-target") << u"7.3 →"_s;
    QTest::newRow("equals-without-sum") << u"=5"_s;
    QTest::newRow("replacement-char") << QString(QChar::ReplacementCharacter) + u"1.5"_s;
    QTest::newRow("lone-surrogate") << QString(QChar(0xD800)) + u"2.5"_s;
    QTest::newRow("huge-number") << QString(400, u'9');
    QTest::newRow("long-cell") << QString(20000, u'*') + u"1"_s;
}

void TestCellValue::malformed()
{
    QFETCH(QString, raw);
    const CellValue cell = CellValue::parse(raw); // must not crash or hang
    QCOMPARE(cell.raw, raw.trimmed());
    if (cell.hasPrimary())
        QVERIFY(!cell.numbers.isEmpty());
}

void TestCellValue::plainDecimalsReadAsTheScannerReadsThem_data()
{
    QTest::addColumn<QString>("cell");
    for (const char *text : {"11.18", "8", "0", "007", "0.58", "94.72", "123456789012345678901234567890", " 7.30 "})
        QTest::newRow(text) << QString::fromLatin1(text);
}

// Most cells are plain decimals and take a shortcut; it must give what the number scanner and
// the general reading give: one unsigned, unannotated number standing for the cell.
void TestCellValue::plainDecimalsReadAsTheScannerReadsThem()
{
    QFETCH(QString, cell);
    const QString trimmed = cell.trimmed();
    const QList<CellValue::Number> tokens = CellValue::scanNumbers(trimmed);
    QCOMPARE(tokens.size(), 1);
    const CellValue::Number &token = tokens.first();
    QVERIFY(token.unit.isEmpty() && token.qualifier.isEmpty() && token.footnote.isEmpty());
    QVERIFY(!token.explicitSign && !token.bold && !token.inParens);

    const CellValue value = CellValue::parse(cell);
    QCOMPARE(value.raw, trimmed);
    QCOMPARE(value.text, trimmed);
    QCOMPARE(value.form, CellValue::Form::Number);
    QCOMPARE(value.primary, token.value);
    QCOMPARE(value.numbers, QList<double>({token.value}));
    QVERIFY(value.unit.isEmpty() && value.qualifier.isEmpty() && value.footnotes.isEmpty() && value.dtype.isEmpty());
    QVERIFY(!value.bold && !value.primaryBold);
    QCOMPARE(value.verdict, CellValue::Verdict::None);
    QVERIFY(value.verdictText.isEmpty());
    for (const double unset : {value.deltaPercent, value.speedup, value.plusMinus, value.rangeLow, value.rangeHigh,
                               value.arrowFrom, value.arrowTo})
        QVERIFY(std::isnan(unset));
    // Anything more than a plain decimal still takes the general reading.
    QCOMPARE(CellValue::parse(QString(QStringLiteral("**") + trimmed + QStringLiteral("**"))).primaryBold, true);
    QCOMPARE(CellValue::parse(QString(trimmed + QStringLiteral("%"))).unit, QStringLiteral("%"));
}

// A log's cells keep only the brief and the source (OptLogTableCell): the brief must say what the
// whole reading says, on the fast path for plain decimals as on the general one.
void TestCellValue::briefIsTheWholeReadingInSmall_data()
{
    using Unit = CellValue::UnitKind;
    QTest::addColumn<QString>("raw");
    QTest::addColumn<CellValue::UnitKind>("unit");
    QTest::newRow("plain") << u"5.48"_s << Unit::None;
    QTest::newRow("plain, padded") << u"  12.5  "_s << Unit::None;
    QTest::newRow("integer") << u"24"_s << Unit::None;
    QTest::newRow("bold") << u"**1193.36**"_s << Unit::None;
    QTest::newRow("microseconds") << u"7.30 us"_s << Unit::Microseconds;
    QTest::newRow("milliseconds") << u"1.2 ms"_s << Unit::Milliseconds;
    QTest::newRow("percent") << u"-68.0% (3.13x)"_s << Unit::Percent;
    QTest::newRow("times") << u"3.13x"_s << Unit::Times;
    QTest::newRow("other unit") << u"1.5 GB/s"_s << Unit::Other;
    QTest::newRow("repeat") << u"7.80 / 7.76 (两次)"_s << Unit::None;
    QTest::newRow("arrow") << u"219.02 → 49.63"_s << Unit::None;
    QTest::newRow("sum") << u"8.577+3.346=11.923"_s << Unit::None;
    QTest::newRow("range") << u"7.30–7.48"_s << Unit::None;
    QTest::newRow("pass") << u"PASS 29/29"_s << Unit::None;
    QTest::newRow("fail") << u"FAIL(bf16)"_s << Unit::None;
    QTest::newRow("placeholder") << u"—"_s << Unit::None;
    QTest::newRow("empty") << u"   "_s << Unit::None;
    QTest::newRow("text") << u"`x|y` regressed"_s << Unit::None;
    QTest::newRow("full-width digits") << u"８.５"_s << Unit::None;
    QTest::newRow("trailing point") << u"12."_s << Unit::None;
}

void TestCellValue::briefIsTheWholeReadingInSmall()
{
    QFETCH(QString, raw);
    QFETCH(CellValue::UnitKind, unit);
    const CellValue whole = CellValue::parse(raw);
    const CellValue::Brief brief = CellValue::briefOf(raw);
    QCOMPARE(brief.form, whole.form);
    QCOMPARE(brief.verdict, whole.verdict);
    QCOMPARE(brief.hasPrimary(), whole.hasPrimary());
    if (whole.hasPrimary())
        QCOMPARE(brief.primary, whole.primary);
    QCOMPARE(brief.unit, unit);
    QCOMPARE(brief.unit, CellValue::unitKind(whole.unit));
    QCOMPARE(CellValue::plainText(raw), whole.text);
}

QTEST_GUILESS_MAIN(TestCellValue)
// A duration cell in ms, µs, μs, us, ns or without a unit, in µs.
void TestCellValue::durationsInMicroseconds_data()
{
    QTest::addColumn<QString>("cell");
    QTest::addColumn<double>("us");
    QTest::newRow("us") << u"17.92 us"_s << 17.92;
    QTest::newRow("micro sign") << u"17.92 µs"_s << 17.92;
    QTest::newRow("greek mu") << u"17.92 μs"_s << 17.92;
    QTest::newRow("ms") << u"0.01792 ms"_s << 17.92;
    QTest::newRow("ms, exponent") << u"1.792e-2 ms"_s << 17.92;
    QTest::newRow("ns") << u"40,860 ns"_s << 40.86;
    QTest::newRow("bare") << u"**17.92**"_s << 17.92;
}

void TestCellValue::durationsInMicroseconds()
{
    QFETCH(QString, cell);
    QFETCH(double, us);
    QCOMPARE(CellValue::microseconds(CellValue::parse(cell).brief()), us);
}

// A bare number takes its column's unit; a cell's own unit wins over the column's.
void TestCellValue::durationsInTheColumnsUnit()
{
    using U = CellValue::UnitKind;
    QCOMPARE(CellValue::microseconds(CellValue::parse(u"0.01792"_s).brief(), U::Milliseconds), 17.92);
    QCOMPARE(CellValue::microseconds(CellValue::parse(u"**40,860**"_s).brief(), U::Nanoseconds), 40.86);
    QCOMPARE(CellValue::microseconds(CellValue::parse(u"17.92"_s).brief(), U::Microseconds), 17.92);
    QCOMPARE(CellValue::microseconds(CellValue::parse(u"17.92 us"_s).brief(), U::Milliseconds), 17.92);
    QCOMPARE(CellValue::microseconds(CellValue::parse(u"40,860 ns"_s).brief(), U::Milliseconds), 40.86);
}

// Converted as the decimals they are written as, not by binary arithmetic: exactly the double the
// µs figure would read as (1.005 * 1000.0 is 1004.9999999999999, -0.14 / 1000.0 is
// -0.00014000000000000001), so reports print 1005 and -0.00014.
void TestCellValue::durationsConvertedAsDecimals_data()
{
    QTest::addColumn<QString>("cell");
    QTest::addColumn<QString>("microseconds");
    QTest::newRow("ms") << u"1.005 ms"_s << u"1005"_s;
    QTest::newRow("ms, small") << u"0.01792 ms"_s << u"17.92"_s;
    QTest::newRow("ns, negative") << u"-0.14 ns"_s << u"-0.00014"_s;
    QTest::newRow("ns") << u"40,860 ns"_s << u"40.86"_s;
    QTest::newRow("ns, tiny") << u"0.0000003 ns"_s << u"3e-10"_s;
    QTest::newRow("ms, large") << u"123456789012345678 ms"_s << u"123456789012345680000"_s;
    QTest::newRow("ms, overflows") << u"1"_s + QString(308, u'0') + u" ms"_s << u"inf"_s;
    QTest::newRow("not a number") << u"n/a ms"_s << u"nan"_s;
    QTest::newRow("zero") << u"0 ms"_s << u"0"_s;
    QTest::newRow("us untouched") << u"17.92 us"_s << u"17.92"_s;
}

void TestCellValue::durationsConvertedAsDecimals()
{
    QFETCH(QString, cell);
    QFETCH(QString, microseconds);
    const double us = CellValue::microseconds(CellValue::parse(cell).brief());
    if (microseconds == u"inf")
        QVERIFY2(std::isinf(us), qPrintable(QString::number(us, 'g', 17)));
    else
        QCOMPARE(QString::number(us, 'g', QLocale::FloatingPointShortest), microseconds);
}

#include "tst_cellvalue.moc"
