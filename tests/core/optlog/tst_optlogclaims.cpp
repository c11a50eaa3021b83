// SPDX-License-Identifier: MIT
// OptLogClaims: final claims as written. A final_latency line over per-workload sub-bullets is one
// claim per workload; stated speedups keep their digits. (Run through OptLogParser::parse, which
// builds the sections the claims need.)
#include "optlog/optlogparser.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

OptLog parse(const QString &markdown)
{
    return OptLogParser::parse(markdown.toUtf8(), u"perf_opt/opt_log.md"_s);
}

QString claimsText(const OptLog &log)
{
    QStringList out;
    for (const OptLogFinalLatency &c : log.finalLatencies)
        out.append(u"%1@%2=%3%4%5"_s.arg(c.workload)
                       .arg(c.line)
                       .arg(std::isfinite(c.value) ? QString::number(c.value) : u"nan"_s)
                       .arg(c.unit)
                       .arg(std::isfinite(c.speedup) ? u" x"_s + QString::number(c.speedup) : QString()));
    return out.join(u"; "_s);
}

} // namespace

class TestOptLogClaims : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void finalLatency_data();
    void finalLatency();
    void speedupKeepsItsDigits();
};

void TestOptLogClaims::finalLatency_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("claims"); // workload@line=value unit [x speedup]; …
    const QString head = u"# k\n\n## Final Summary\n\n"_s; // the claim starts at line 5
    QTest::newRow("per-workload sub-bullets") << head
            + u"- final_latency（跨 workload 口径）：\n  - w2: 219.23 us（2.77×）\n  - w3: 1,2 us\n  - w4: 130.3 us（130.3×）\n"_s
                                              << u"w2@6=219.23us x2.77; w4@8=130.3us x130.3"_s;
    QTest::newRow("bold key, numbered sub-items")
        << head + u"**final_latency**:\n\n   1. smoke-dit/fp32: 3.12 µs\n   2. `w5`: **8.5** us\n"_s
        << u"smoke-dit/fp32@7=3.12µs; w5@8=8.5us"_s;
    QTest::newRow("sub-bullets end with the indentation")
        << head + u"- final_latency：\n  - w1: 10 us\n- w9: 99 us\n"_s << u"w1@6=10us"_s;
    // Counter-cases: a claim with its number stays one claim; a header without items stays empty.
    QTest::newRow("gate form is one claim")
        << head + u"- final_latency: 989.26 us\n  - w1: 1 us\n"_s << u"@5=989.26us"_s;
    QTest::newRow("header without items")
        << head + u"- final_latency（见下表）：\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"_s << u"@5=nan"_s;
    QTest::newRow("malformed items skipped")
        << head + u"- final_latency：\n  - w1: n/a\n  - : 3 us\n  - w2 5 us\n"_s << u"@5=nan"_s;
}

void TestOptLogClaims::finalLatency()
{
    QFETCH(QString, markdown);
    QFETCH(QString, claims);
    QCOMPARE(claimsText(parse(markdown)), claims);
}

void TestOptLogClaims::speedupKeepsItsDigits()
{
    const OptLog log = parse(u"# k\n\n## Final Summary\n\n- 加速比：**130.3×**（w1）\n- 几何平均加速 2.913×\n"_s);
    QStringList values;
    for (const OptLogFigure &f : log.speedups)
        values.append(QString::number(f.value));
    QCOMPARE(values.join(u","_s), u"130.3,2.913"_s);
}

QTEST_GUILESS_MAIN(TestOptLogClaims)
#include "tst_optlogclaims.moc"
