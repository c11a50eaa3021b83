// SPDX-License-Identifier: MIT
// OptLogStructure: sessions, sections and rounds of opt_log.md. The structure cases under
// tests/data/optlog/structure are hand-written logs (none copied from a real run), each with a
// golden outline `<case>.expected`. PERFOPT_UPDATE_GOLDEN=1 rewrites the goldens on purpose
// (review the diff before committing); otherwise a mismatch prints the whole diff.
#include "optlog/optlogparser.h"
#include "optlog/optlogstructure.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString structureDir()
{
    return QStringLiteral(PERFOPT_TEST_DATA_DIR "/optlog/structure/");
}

QString quoted(const QString &text)
{
    return QLatin1Char('"') + text + QLatin1Char('"');
}

// The outline as a reviewer checks it: per session its sections and rounds in document order.
QString outlineText(const OptLog &log)
{
    QString out;
    for (const OptLogSession &session : log.sessions) {
        out += QStringLiteral("session %1 %2 L%3-%4 %5\n")
                   .arg(session.index)
                   .arg(OptLogStructure::sessionKindName(session.kind))
                   .arg(session.line)
                   .arg(session.endLine)
                   .arg(quoted(session.title));
        struct Item
        {
            int line;
            int order;
            QString text;
        };
        QList<Item> items;
        for (const OptLogSection &s : log.sections) {
            if (s.session == session.index)
                items.append({s.line, 0,
                              QStringLiteral("  section %1 L%2-%3 %4")
                                  .arg(OptLogStructure::sectionRoleName(s.kind))
                                  .arg(s.line)
                                  .arg(s.endLine)
                                  .arg(quoted(s.title))});
        }
        for (const OptLogRound &r : log.rounds) {
            if (r.session == session.index)
                items.append({r.line, 1,
                              QStringLiteral("  round #%1 number=%2%3 h%4 L%5-%6 label=%7")
                                  .arg(r.ordinal)
                                  .arg(r.lastNumber >= 0 ? QStringLiteral("%1-%2").arg(r.number).arg(r.lastNumber)
                                                         : QString::number(r.number))
                                  .arg(r.baseline ? QStringLiteral(" baseline") : QString())
                                  .arg(r.level)
                                  .arg(r.line)
                                  .arg(r.endLine)
                                  .arg(quoted(r.label))});
        }
        std::stable_sort(items.begin(), items.end(), [](const Item &a, const Item &b) {
            return a.line != b.line ? a.line < b.line : a.order < b.order;
        });
        for (const Item &item : std::as_const(items))
            out += item.text + QLatin1Char('\n');
    }
    return out;
}

// A line diff good enough for outlines of a few dozen lines: common prefix and suffix kept,
// the differing middle shown as - expected / + actual.
QString lineDiff(const QString &expected, const QString &actual)
{
    const QStringList e = expected.split(QLatin1Char('\n'));
    const QStringList a = actual.split(QLatin1Char('\n'));
    qsizetype head = 0;
    while (head < e.size() && head < a.size() && e.at(head) == a.at(head))
        ++head;
    qsizetype tail = 0;
    while (tail < e.size() - head && tail < a.size() - head && e.at(e.size() - 1 - tail) == a.at(a.size() - 1 - tail))
        ++tail;
    QString out = QStringLiteral("@@ line %1 @@\n").arg(head + 1);
    for (qsizetype i = qMax<qsizetype>(0, head - 2); i < head; ++i)
        out += QStringLiteral("  ") + e.at(i) + QLatin1Char('\n');
    for (qsizetype i = head; i < e.size() - tail; ++i)
        out += QStringLiteral("- ") + e.at(i) + QLatin1Char('\n');
    for (qsizetype i = head; i < a.size() - tail; ++i)
        out += QStringLiteral("+ ") + a.at(i) + QLatin1Char('\n');
    return out;
}

} // namespace

class TestOptLogStructure : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void golden_data();
    void golden();
    void leadingRoundLabel_data();
    void leadingRoundLabel();
    void headingCore_data();
    void headingCore();
    void kernelNameOfTitle_data();
    void kernelNameOfTitle();
    void sectionKindOf_data();
    void sectionKindOf();
    void ordinalsAreUniqueAndOrdered();
    void linearInHeadings();
    void boldRoundLabels();
    void boldRoundLabelsAfterSubHeadings();
};

void TestOptLogStructure::golden_data()
{
    QTest::addColumn<QString>("name");
    const QStringList cases = QDir(structureDir()).entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name);
    QVERIFY2(cases.size() >= 25, "the structure suite holds at least 25 cases");
    for (const QString &file : cases)
        QTest::newRow(qPrintable(file)) << file.chopped(3);
}

void TestOptLogStructure::golden()
{
    QFETCH(QString, name);
    const OptLog log
        = OptLogParser::parseFile(structureDir() + name + QStringLiteral(".md"), name + QStringLiteral(".md"));
    const QString actual = outlineText(log);
    QFile golden(structureDir() + name + QStringLiteral(".expected"));
    if (qEnvironmentVariableIntValue("PERFOPT_UPDATE_GOLDEN") == 1
        || qEnvironmentVariableIntValue("PERFOPT_REGENERATE_GOLDEN") == 1) {
        QVERIFY(golden.open(QIODevice::WriteOnly | QIODevice::Truncate));
        golden.write(actual.toUtf8());
        return;
    }
    QVERIFY2(golden.open(QIODevice::ReadOnly),
             qPrintable(QStringLiteral("missing %1 (write it with PERFOPT_UPDATE_GOLDEN=1)").arg(golden.fileName())));
    const QString expected = QString::fromUtf8(golden.readAll());
    if (expected != actual)
        QFAIL(qPrintable(
            QStringLiteral("%1.md outline differs from %1.expected:\n%2").arg(name, lineDiff(expected, actual))));
}

void TestOptLogStructure::leadingRoundLabel_data()
{
    QTest::addColumn<QString>("core");
    QTest::addColumn<QString>("label"); // empty: no round
    QTest::addColumn<int>("number");
    QTest::addColumn<int>("last"); // of a range, -1 for one round
    QTest::newRow("round") << u"Round 5 — 收束与复测（winner 复验）"_s << u"Round 5"_s << 5 << -1;
    QTest::newRow("iteration") << u"Iteration 4（Final 验证）"_s << u"Iteration 4"_s << 4 << -1;
    QTest::newRow("iteration no space") << u"iteration12: x"_s << u"iteration12"_s << 12 << -1;
    QTest::newRow("R N") << u"R 3 tile"_s << u"R 3"_s << 3 << -1;
    QTest::newRow("RN") << u"R12: pipe"_s << u"R12"_s << 12 << -1;
    QTest::newRow("第N轮 arabic") << u"第3轮：收束"_s << u"第3轮"_s << 3 << -1;
    QTest::newRow("第N轮 chinese") << u"第十二轮"_s << u"第十二轮"_s << 12 << -1;
    QTest::newRow("迭代 N") << u"迭代 2：tile"_s << u"迭代 2"_s << 2 << -1;
    QTest::newRow("第N次迭代") << u"第4次迭代"_s << u"第4次迭代"_s << 4 << -1;
    QTest::newRow("full-width digit") << u"Round ３"_s << u"Round ３"_s << 3 << -1;
    QTest::newRow("第N轮 full-width digit") << u"第２轮：UB 复用"_s << u"第２轮"_s << 2 << -1;
    QTest::newRow("第N轮 full-width range") << u"第４–５轮"_s << u"第４–５轮"_s << 4 << 5;
    QTest::newRow("第N次迭代 full-width digit") << u"第１２次迭代"_s << u"第１２次迭代"_s << 12 << -1;
    QTest::newRow("Round-N") << u"Round-1: pipe"_s << u"Round-1"_s << 1 << -1;
    QTest::newRow("Round #N") << u"Round #2 — tile"_s << u"Round #2"_s << 2 << -1;
    QTest::newRow("Iteration-N") << u"Iteration-4"_s << u"Iteration-4"_s << 4 << -1;
    QTest::newRow("第N轮调优") << u"第1轮调优：流水"_s << u"第1轮"_s << 1 << -1;
    QTest::newRow("sub-round letter") << u"Round 3a：tile 细扫"_s << u"Round 3a"_s << 3 << -1;
    QTest::newRow("number word") << u"Round Three — pipeline"_s << u"Round Three"_s << 3 << -1;
    QTest::newRow("iteration number word") << u"Iteration twelve"_s << u"Iteration twelve"_s << 12 << -1;
    QTest::newRow("ordinal word") << u"Second Iteration (round 3)"_s << u"Second Iteration"_s << 2 << -1;
    QTest::newRow("ordinal word round") << u"Fifth round: autotune"_s << u"Fifth round"_s << 5 << -1;
    // PCRE matches caselessly as Unicode folds: "ſ" (U+017F) is an "s"; the word's number follows it.
    QTest::newRow("number word, folded s") << u"Iteration ſix"_s << u"Iteration ſix"_s << 6 << -1;
    QTest::newRow("ordinal word, folded s") << u"ſeventh round"_s << u"ſeventh round"_s << 7 << -1;
    QTest::newRow("after the loop's phase, lower case") << u"phase 2 · round 4"_s << u"round 4"_s << 4 << -1;
    QTest::newRow("range") << u"Rounds 4–5：autotune sweeps"_s << u"Rounds 4–5"_s << 4 << 5;
    QTest::newRow("range, tight hyphen") << u"Round 4-6"_s << u"Round 4-6"_s << 4 << 6;
    QTest::newRow("range, words") << u"Iterations 7 to 8"_s << u"Iterations 7 to 8"_s << 7 << 8;
    QTest::newRow("range, chinese") << u"第4-5轮：收束"_s << u"第4-5轮"_s << 4 << 5;
    QTest::newRow("progress, not a range") << u"Iteration 1/6"_s << u"Iteration 1"_s << 1 << -1;
    QTest::newRow("a list, not a range") << u"Rounds 2 and 6"_s << u"Rounds 2"_s << 2 << -1;
    QTest::newRow("range, slash after the plural") << u"Rounds 2/3"_s << u"Rounds 2/3"_s << 2 << 3;
    QTest::newRow("spaced dash after the singular") << u"Round 2 - 3 candidates"_s << u"Round 2"_s << 2 << -1;
    QTest::newRow("range backwards") << u"Rounds 5-4"_s << u"Rounds 5"_s << 5 << -1;
    QTest::newRow("two letters") << u"Round 3ab"_s << QString() << -1 << -1;
    QTest::newRow("number word inside a word") << u"Round oneshot"_s << QString() << -1 << -1;
    QTest::newRow("ordinal word, not a round") << u"First results"_s << QString() << -1 << -1;
    QTest::newRow("ordinal word, round-trip") << u"Second round-trip"_s << QString() << -1 << -1;
    // Counter-cases: mentions, words and ids that are no round labels.
    QTest::newRow("mention") << u"判别实验（Phase 1 → Round 3 的依据）"_s << QString() << -1 << -1;
    QTest::newRow("appendix mention") << u"附：Round 4 结论"_s << QString() << -1 << -1;
    QTest::newRow("rounds word") << u"Rounds overview"_s << QString() << -1 << -1;
    QTest::newRow("round-trip") << u"Round-trip 分析"_s << QString() << -1 << -1;
    QTest::newRow("lower r id") << u"r8h_s32 分析"_s << QString() << -1 << -1;
    QTest::newRow("R with suffix") << u"R8h 分析"_s << QString() << -1 << -1;
    QTest::newRow("campaign title") << u"第六轮调优日志"_s << QString() << -1 << -1;
    QTest::newRow("campaign session") << u"第二轮调优会话"_s << QString() << -1 << -1;
    QTest::newRow("no number") << u"Round"_s << QString() << -1 << -1;
    QTest::newRow("negative") << u"Round -1"_s << QString() << -1 << -1;
    QTest::newRow("overflow") << u"Iteration 99999999999"_s << QString() << -1 << -1;
    QTest::newRow("empty") << QString() << QString() << -1 << -1;
}

void TestOptLogStructure::leadingRoundLabel()
{
    QFETCH(QString, core);
    QFETCH(QString, label);
    QFETCH(int, number);
    QFETCH(int, last);
    const std::optional<OptLogStructure::RoundLabel> found = OptLogStructure::leadingRoundLabel(core);
    QCOMPARE(found.has_value(), !label.isEmpty());
    if (found) {
        QCOMPARE(found->label, label);
        QCOMPARE(found->number, number);
        QCOMPARE(found->lastNumber, last);
    }
}

void TestOptLogStructure::headingCore_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("core");
    QTest::newRow("numbered") << u"3. Iteration 4（Final 验证）"_s << u"Iteration 4（Final 验证）"_s;
    QTest::newRow("sub-numbered") << u"6.1 Round 8"_s << u"Round 8"_s;
    QTest::newRow("paren number") << u"4) Round 5"_s << u"Round 5"_s;
    QTest::newRow("chinese number") << u"一、Round 7 复测"_s << u"Round 7 复测"_s;
    QTest::newRow("star") << u"⭐ Round 1"_s << u"Round 1"_s;
    QTest::newRow("emoji then number") << u"🚀 3. Round 9"_s << u"Round 9"_s;
    QTest::newRow("bracket") << u"【R7】 last"_s << u"R7】 last"_s;
    QTest::newRow("number is no numbering") << u"2x faster"_s << u"2x faster"_s;
    QTest::newRow("empty") << QString() << QString();
}

void TestOptLogStructure::headingCore()
{
    QFETCH(QString, text);
    QFETCH(QString, core);
    QCOMPARE(OptLogStructure::headingCore(text), core);
}

void TestOptLogStructure::sectionKindOf_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("kind"); // OptLogSectionKind, -1: none
    const int none = -1;
    const int summary = int(OptLogSectionKind::FinalSummary);
    const int baseline = int(OptLogSectionKind::Baseline);
    QTest::newRow("Final Summary") << u"Final Summary"_s << 2 << summary;
    QTest::newRow("最终结论") << u"最终结论"_s << 2 << summary;
    QTest::newRow("优化总结") << u"优化总结"_s << 2 << summary;
    QTest::newRow("性能调优总结") << u"性能调优总结"_s << 2 << summary;
    QTest::newRow("最终汇总") << u"最终汇总"_s << 2 << summary;
    QTest::newRow("Final Result") << u"Final Result"_s << 2 << summary;
    QTest::newRow("最终结论 inside a round") << u"最终结论（本轮）"_s << 3 << none;
    QTest::newRow("Final Result of an A/B inside a round") << u"Final Result of A/B"_s << 3 << none;
    QTest::newRow("Final Results, numbered") << u"5. Final Results"_s << 2 << summary;
    // "### 结论" is as often a round's own conclusion: no closing section.
    QTest::newRow("结论 alone") << u"结论"_s << 3 << none;
    // "## 结论" / "## 小结" as a part of the log: the log's closing, unless a round follows (the builder decides).
    QTest::newRow("结论 as a part") << u"结论"_s << 2 << summary;
    QTest::newRow("小结 as a part") << u"小结"_s << 2 << summary;
    QTest::newRow("基线（round 0）") << u"基线（round 0）"_s << 2 << baseline;
    QTest::newRow("基线测量（round 0）") << u"基线测量（round 0）"_s << 2 << baseline;
    QTest::newRow("Baseline Measurement") << u"Baseline Measurement"_s << 2 << baseline;
    QTest::newRow("Baseline Profiling") << u"Baseline Profiling"_s << 2 << baseline;
    QTest::newRow("Step 0: Baseline") << u"Step 0: Baseline"_s << 2 << baseline;
    QTest::newRow("基线数据 inside a round") << u"基线数据"_s << 3 << none;
    QTest::newRow("the benchmark set-up") << u"基准测试环境"_s << 2 << none;
    QTest::newRow("基准测量（round 0）") << u"基准测量（round 0）"_s << 2 << baseline;
    QTest::newRow("基线测量：round 0") << u"基线测量：round 0"_s << 2 << baseline;
    QTest::newRow("Baseline measurement - round 0") << u"Baseline measurement - round 0"_s << 2 << baseline;
    QTest::newRow("Baseline Profile") << u"Baseline Profile"_s << 2 << baseline;
    QTest::newRow("a baseline command") << u"Baseline run command"_s << 2 << none;
    QTest::newRow("基线测试环境") << u"基线测试环境"_s << 2 << none;
    QTest::newRow("baseline-relative, not a baseline") << u"Baseline vs winner"_s << 2 << none;
    QTest::newRow("Phase 0 stays Phase 0") << u"Phase 0：工具链"_s << 2 << int(OptLogSectionKind::Phase0);
}

void TestOptLogStructure::sectionKindOf()
{
    QFETCH(QString, title);
    QFETCH(int, level);
    QFETCH(int, kind);
    const std::optional<OptLogSectionKind> found = OptLogStructure::sectionKindOf(title, level);
    QCOMPARE(found ? int(*found) : -1, kind);
}

void TestOptLogStructure::kernelNameOfTitle_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("kernel");
    QTest::newRow("backquoted") << u"# Stage 4 调优日志 — `_ada_layer_norm_kernel`（AdaLayerNormFwdOp）"_s
                                << u"_ada_layer_norm_kernel"_s;
    QTest::newRow("leading kernel") << u"# _make_lerp_tensor_kernel Stage 4 性能调优日志"_s
                                    << u"_make_lerp_tensor_kernel"_s;
    QTest::newRow("after file name") << u"# opt_log.md — _ssd_chunk_scan_fwd_kernel Stage 4"_s
                                     << u"_ssd_chunk_scan_fwd_kernel"_s;
    QTest::newRow("plain op") << u"# mish 调优日志"_s << u"mish"_s;
    QTest::newRow("Stage is no kernel") << u"# Stage 4 调优日志"_s << QString();
    QTest::newRow("op is no kernel") << u"# op tuning log"_s << QString();
    QTest::newRow("chinese only") << u"# 第六轮调优日志"_s << QString();
    QTest::newRow("empty backquotes") << u"# Stage 4 `` log"_s << QString();
}

void TestOptLogStructure::kernelNameOfTitle()
{
    QFETCH(QString, title);
    QFETCH(QString, kernel);
    QCOMPARE(OptLogStructure::kernelNameOfTitle(title), kernel);
}

void TestOptLogStructure::ordinalsAreUniqueAndOrdered()
{
    const QStringList cases = QDir(structureDir()).entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name);
    for (const QString &file : cases) {
        const OptLog log = OptLogParser::parseFile(structureDir() + file, file);
        for (qsizetype i = 0; i < log.rounds.size(); ++i) {
            const OptLogRound &r = log.rounds.at(i);
            QCOMPARE(r.ordinal, int(i) + 1);
            QVERIFY2(r.line <= r.endLine, qPrintable(file));
            QVERIFY2(i == 0 || log.rounds.at(i - 1).endLine < r.line, qPrintable(file)); // rounds never nest
            QVERIFY2(r.session >= 1 && r.session <= log.sessions.size(), qPrintable(file));
        }
    }
}

void TestOptLogStructure::linearInHeadings()
{
    // 20,000 rounds with sub-headings, each found once and in order (a quadratic pass would run into
    // ctest's timeout; speed itself is measured by bench_loader, not here).
    QByteArray text = "# big_kernel tuning\n\n## Performance Test Data (Baseline)\n\n";
    for (int i = 1; i <= 20000; ++i)
        text += "## Iteration " + QByteArray::number(i) + "\n\n### Round " + QByteArray::number(i)
            + " 对比表\n\n#### 分支 2\n\n";
    text += "## Final Summary\n\n### Round 3 recap\n";
    const OptLog log = OptLogParser::parse(text, QStringLiteral("big.md"));
    QCOMPARE(log.rounds.size(), 20001);
    QCOMPARE(log.rounds.constLast().number, 20000);
    QCOMPARE(log.rounds.at(10000).number, 10000);
}

QTEST_GUILESS_MAIN(TestOptLogStructure)
// A log that labels its rounds with bold paragraphs instead of headings: each label is that round's
// heading, one level below the last heading (the baseline section's round ends there). A bold label
// with text after it, in a list or in a quote, is no heading.
void TestOptLogStructure::boldRoundLabels()
{
    const QByteArray log = "# rms_norm\n\n"
                           "## Performance Test Data (Baseline)\n\n"
                           "| workload | Task Duration(us) |\n|---|---:|\n| w | 100.0 |\n\n"
                           "**Round 1**\n\n"
                           "| candidate | Task Duration(us) | vs current best | L0 |\n|---|---:|---:|---|\n"
                           "| v1_a | 88.0 | -12.0% | PASS |\n\n"
                           "- winner: v1_a\n\n"
                           "**Round 2：tiling**\n\n"
                           "- winner: v2_b\n\n"
                           "**Round 3** was skipped, see below.\n\n"
                           "- **Round 4**\n\n"
                           "> **Round 5**\n";
    const OptLog parsed = OptLogParser::parse(log, QStringLiteral("opt_log.md"));
    QStringList rounds;
    for (const OptLogRound &round : parsed.rounds)
        rounds.append(QStringLiteral("%1@%2:%3").arg(QString::number(round.number), QString::number(round.line),
                                                      round.winner() ? round.winner()->candidate : QString()));
    QCOMPARE(rounds.join(u' '), QStringLiteral("0@3: 1@9:v1_a 2@17:v2_b"));
}

// A bold label after a sub-heading of the baseline section, or of a round, is that section's
// sibling: a round of its own, not a sub-heading nested in round 0 or in the round before. A bold
// label that names the open round ("**Round 2 结论**" in "## Round 2") stays part of it.
void TestOptLogStructure::boldRoundLabelsAfterSubHeadings()
{
    const QByteArray log = "# rms_norm\n\n"
                           "## Performance Test Data (Baseline)\n\n"
                           "### 设计估算 vs 实测\n\n"
                           "| workload | Task Duration(us) |\n|---|---:|\n| w | 100.0 |\n\n"
                           "**Iteration 1（round 1）：流水**\n\n" // line 11
                           "### Experiment Branches\n\n"
                           "- winner: v1_a\n\n"
                           "**Iteration 2（round 2）：tile**\n\n" // line 17
                           "- winner: v2_b\n\n"
                           "**Round 2 结论**\n\n"
                           "- winner: v2_b\n\n"
                           "## Final Summary\n\n"
                           "**Round 3**\n\n"
                           "final_latency: 80.0 us\n";
    const OptLog parsed = OptLogParser::parse(log, QStringLiteral("opt_log.md"));
    QStringList rounds;
    for (const OptLogRound &round : parsed.rounds)
        rounds.append(QStringLiteral("%1@%2:%3")
                          .arg(QString::number(round.number), QString::number(round.line),
                               round.winner() ? round.winner()->candidate : QString()));
    QCOMPARE(rounds.join(u' '), QStringLiteral("0@3: 1@11:v1_a 2@17:v2_b"));
    QCOMPARE(parsed.rounds.at(1).level, 2);

    // A bold label that looks back at an earlier round stays inside the round it is in; a title that
    // starts with a round label ("# 第2轮调优") opens a campaign, beside which no bold label stands.
    const QByteArray back = "# 第2轮调优：rms_norm\n\n"
                            "## Iteration 1（round 1）\n\n"
                            "- winner: v1_a\n\n"
                            "## Iteration 2（round 2）\n\n"
                            "**Round 1 winner 复测：**\n\n"
                            "| candidate | Task Duration(us) |\n|---|---:|\n| v1_a | 88.1 |\n\n"
                            "### Iteration Winner\n\n"
                            "- winner: v2_b\n\n"
                            "## Final Summary\n\n"
                            "**Round 1：**\n\n"
                            "final_latency: 80.0 us\n";
    const OptLog looking = OptLogParser::parse(back, QStringLiteral("opt_log.md"));
    rounds.clear();
    for (const OptLogRound &round : looking.rounds)
        rounds.append(QStringLiteral("%1@%2:%3")
                          .arg(QString::number(round.number), QString::number(round.line),
                               round.winner() ? round.winner()->candidate : QString()));
    QCOMPARE(rounds.join(u' '), QStringLiteral("1@3:v1_a 2@7:v2_b"));
    QCOMPARE(looking.sessions.size(), 1);
}

#include "tst_optlogstructure.moc"
