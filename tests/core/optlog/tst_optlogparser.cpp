// SPDX-License-Identifier: MIT
// OptLogParser: opt_log.md as the workflow writes it. The three real logs under tests/data/optlog
// are copies of shared/corpus/opt_logs; the facts asserted for them below were read off the logs
// by hand (line numbers included), so a wrong parser cannot regenerate its way to green.
#include "base/jsonstreamwriter.h"
#include "base/pythontext.h"
#include "optlog/optlogclaims.h"
#include "optlog/optlogjson.h"
#include "optlog/optlogmarkdown.h"
#include "optlog/optlogparser.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <cmath>
#include <random>

using namespace Qt::StringLiterals;

namespace {

const QString Display = QStringLiteral("perf_opt/opt_log.md");

QString dataPath(const QString &name)
{
    return QStringLiteral(PERFOPT_TEST_DATA_DIR "/optlog/") + name;
}

OptLog parseCase(const QString &name)
{
    return OptLogParser::parseFile(dataPath(name + QStringLiteral(".opt_log.md")), Display);
}

OptLog parseText(const QString &markdown)
{
    return OptLogParser::parse(markdown.toUtf8(), Display);
}

// A Stage Result block's fields as "key = value" (" @line" with lines).
QStringList fieldsOf(const OptLog &log, bool withLines = false)
{
    QStringList fields;
    for (const OptLogField &f : log.stageResult)
        fields.append(f.key + u" = "_s + f.value + (withLines ? u" @"_s + QString::number(f.line) : QString()));
    return fields;
}

bool hasDiagnostic(const OptLog &log, const QString &code, int line)
{
    for (const Diagnostic &d : log.diagnostics)
        if (d.code == code && d.line == line && d.file == Display)
            return true;
    return false;
}

QString diagnosticsText(const OptLog &log)
{
    QStringList lines;
    for (const Diagnostic &d : log.diagnostics)
        lines.append(d.location() + QLatin1Char(' ') + d.code);
    return lines.join(QLatin1Char('\n'));
}

struct RoundFact
{
    int number;
    int line;
    int session;
};

void compareRounds(const OptLog &log, const QList<RoundFact> &expected)
{
    QCOMPARE(log.rounds.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i) {
        QCOMPARE(log.rounds.at(i).number, expected.at(i).number);
        QCOMPARE(log.rounds.at(i).line, expected.at(i).line);
        QCOMPARE(log.rounds.at(i).session, expected.at(i).session);
    }
}

// The table that starts at `line`, or nullptr.
const OptLogTable *tableAt(const OptLog &log, int line)
{
    for (const OptLogTable &table : log.tables)
        if (table.line == line)
            return &table;
    return nullptr;
}

// A row's cell texts, in order.
QStringList cellTexts(const QList<OptLogTableCell> &cells)
{
    QStringList texts;
    for (const OptLogTableCell &cell : cells)
        texts.append(cell.text().toString());
    return texts;
}

} // namespace

class TestOptLogParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void englishDispositionKeys();
    void englishConclusions_data();
    void englishConclusions();
    void geomeanSpellings_data();
    void geomeanSpellings();
    void firstInvalidUtf8AgreesWithPython();
    void lerpTensorFacts();
    void adaLayerNormFacts();
    void ssdChunkScanFacts();
    void golden_data();
    void golden();

    void roundHeadings_data();
    void roundHeadings();
    void sessions_data();
    void sessions();
    void sections_data();
    void sections();
    void decisions_data();
    void decisions();
    void mergeCheckUndoesTheAdoption_data();
    void mergeCheckUndoesTheAdoption();
    void bareWinnerHeadingNamesABranch_data();
    void bareWinnerHeadingNamesABranch();
    void bareWinnerHeadingWithBranchFiles();
    void partsOfARoundEachHaveAWinner();
    void quotedExcerptsAreNotThisLogs();
    void quotedExcerptsTablesAreNotThisLogs();
    void htmlRowspanIsSpread();
    void proseThatMovesNoBest();
    void plannedRoundsAreThePlans();
    void aRoundsOwnSummaryKeepsItsWinner_data();
    void aRoundsOwnSummaryKeepsItsWinner();
    void aFlatRoundsDecisionHeading();
    void aRollbackOfOneBranchIsNotTheRounds();
    void aRestatedStartIsNoNewBest();
    void aRoundHeadingStatesItsWinner_data();
    void aRoundHeadingStatesItsWinner();
    void aHeadingPointsBelow();
    void aBranchTableMarksTheWinner_data();
    void aBranchTableMarksTheWinner();
    void aFlatSummaryBetweenRounds_data();
    void aFlatSummaryBetweenRounds();
    void finalLatency_data();
    void finalLatency();
    void genBFinalHeading_data();
    void genBFinalHeading();
    void figures_data();
    void figures();
    void tableClassification_data();
    void tableClassification();
    void rawCellsKeepMarkup();
    void unclosedCodeSpanSplits();
    void cellTextIsSimplified();
    void htmlTableIsSaid();
    void htmlTableInListsAndAfterBom();
    void htmlTableCaptionsAndHeader();
    void htmlTablesStayBounded_data();
    void htmlTablesStayBounded();
    void tableCellsAreCapped_data();
    void tableCellsAreCapped();
    void raggedRowsSaidUpToTwenty();
    void cellTextKeepsRangeTildes();
    void entitiesReadAsShown();
    void boldClosedAfterASymbol();
    void layoutPatchesKeepTheRest();
    void cellsInPiecesAndTheirLines();
    void stageResult();
    void englishFormsStayInTheirPlace();
    void hiddenClaims_data();
    void hiddenClaims();
    void numberedClaimWithWorkloadItems();
    void gateSubstrings_data();
    void gateSubstrings();

    void malformed_data();
    void malformed();
    void fences_data();
    void fences();
    void tableRightAfterText_data();
    void tableRightAfterText();
    void linesStayAfterATableRightAfterText();
    void blockRightAfterTable_data();
    void blockRightAfterTable();
    void struckOutText_data();
    void struckOutText();
    void htmlComments_data();
    void htmlComments();
    void conflictingRepeatedRound();
    void undecidedWinnerGivesWay();
    void keptBestReplaced();
    void arrowsOnlyAfterWinnerOrBest();
    void decisionsOutsideRounds();
    void proseThatNamesNoWinner();
    void winnerListingTwoBranches_data();
    void winnerListingTwoBranches();
    void stopReasonInTable_data();
    void stopReasonInTable();
    void finalLatencyAsideNamesWorkload();
    void finalLatencyUnits();
    void numericTwoColumnTableIsNoDecision();
    void roundInClosingSection();
    void nonFiniteCellsAreNamed();
    void boldRoundTextIsSaid();
    void nonAsciiIdsAreWhole();
    void missingFile();
    void largeLogParsesWhole();
    void pathologicalInputsStayLinear_data();
    void pathologicalInputsStayLinear();
};

// ---- the three real logs, facts read by hand ------------------------------------------------

void TestOptLogParser::lerpTensorFacts()
{
    const OptLog log = parseCase(QStringLiteral("lerp_tensor.genA"));
    QVERIFY(log.validUtf8);
    QCOMPARE(log.lineCount, 304);
    QCOMPARE(log.sessions.size(), 1);
    QCOMPARE(log.sessions.at(0).line, 1);
    // "## Performance Test Data (Baseline, round 0)" is round 0; then Iteration 1–4.
    compareRounds(log, {{0, 33, 1}, {1, 60, 1}, {2, 135, 1}, {3, 179, 1}, {4, 215, 1}});
    QCOMPARE(log.rounds.at(1).endLine, 134);
    QCOMPARE(log.rounds.at(4).heading, QStringLiteral("Iteration 4（Final 验证 + fp32 采纳项 A/B 复核）"));
    QCOMPARE(log.rounds.at(4).endLine, 252);

    // One "候选 vs current best" table per iteration 1–3, at lines 108 / 165 / 202.
    const QList<int> comparisonLines {108, 165, 202};
    for (int r = 1; r <= 3; ++r) {
        QCOMPARE(log.rounds.at(r).comparisonTables.size(), 1);
        const OptLogTable &table = log.tables.at(log.rounds.at(r).comparisonTables.at(0));
        QCOMPARE(table.line, comparisonLines.at(r - 1));
        QCOMPARE(table.kind, TableKind::Comparison);
    }
    QCOMPARE(log.tables.at(log.rounds.at(1).comparisonTables.at(0)).rows.size(), 8);
    QCOMPARE(tableAt(log, 37)->kind, TableKind::Baseline);
    QCOMPARE(tableAt(log, 37)->rows.size(), 10);
    QCOMPARE(tableAt(log, 89)->kind, TableKind::Candidates);
    QCOMPARE(tableAt(log, 96)->kind, TableKind::ExperimentBranches);
    QCOMPARE(tableAt(log, 96)->rows.size(), 7);
    QCOMPARE(tableAt(log, 121)->kind, TableKind::DispatchCheck);
    QCOMPARE(tableAt(log, 238)->kind, TableKind::FinalGenA);
    QCOMPARE(tableAt(log, 280)->kind, TableKind::Retrospective);
    QCOMPARE(tableAt(log, 290)->kind, TableKind::Retrospective);

    // Winners: Iteration 1 adopts fp32 bs8192 on the baseline structure, 2 and 3 keep the best.
    const OptLogDecision *w1 = log.rounds.at(1).winner();
    QVERIFY(w1);
    QCOMPARE(w1->line, 129);
    QVERIFY(!w1->keepsCurrentBest);
    QVERIFY(w1->value.startsWith(QStringLiteral("baseline 结构 + fp32 默认 block_size 8192")));
    QCOMPARE(log.rounds.at(2).winner()->line, 174);
    QVERIFY(log.rounds.at(2).winner()->keepsCurrentBest);
    QCOMPARE(log.rounds.at(3).winner()->line, 210);
    QVERIFY(log.rounds.at(3).winner()->keepsCurrentBest);
    QVERIFY(!log.rounds.at(4).winner());
    const OptLogDecision *blocked = log.rounds.at(1).firstDecision(OptLogDecision::Kind::Blocked);
    QVERIFY(blocked);
    QCOMPARE(blocked->line, 133);
    QCOMPARE(log.rounds.at(3).firstDecision(OptLogDecision::Kind::Rollback)->value, QStringLiteral("v3_op2"));

    // Branch table of iteration 1: the fp32 bs=8192 row, and the compile failure.
    const OptLogBranch &bs8192 = log.rounds.at(1).branches.at(5);
    QCOMPARE(bs8192.line, 103);
    QCOMPARE(bs8192.id, QStringLiteral("baseline bs=8192 (fp32)"));
    QCOMPARE(bs8192.duration.form, CellValue::Form::Series);
    QCOMPARE(bs8192.correctness.verdict, CellValue::Verdict::Pass);
    const OptLogBranch &failed = log.rounds.at(1).branches.at(6);
    QCOMPARE(failed.correctness.verdict, CellValue::Verdict::Fail);
    QCOMPARE(failed.duration.form, CellValue::Form::Placeholder);
    QCOMPARE(failed.profileStatus, QStringLiteral("invalid"));

    // The only final_latency claim: bold, gate form, in the Final Summary.
    QCOMPARE(log.finalLatencies.size(), 1);
    const OptLogFinalLatency &claim = log.finalLatencies.at(0);
    QCOMPARE(claim.line, 256);
    QCOMPARE(claim.value, 158.59);
    QCOMPARE(claim.unit, QStringLiteral("us"));
    QCOMPARE(claim.workload, QStringLiteral("elementwise-16m/fp32"));
    QVERIFY(claim.gateForm && claim.first && claim.inLatestFinalSummary);
    QVERIFY(!log.hasExactFinalHeading);

    QCOMPARE(log.stopReasons.size(), 1);
    QCOMPARE(log.stopReasons.at(0).line, 273);
    QCOMPARE(log.stopReasons.at(0).raw, QStringLiteral("plateau + 候选穷尽"));
    QCOMPARE(log.stopReasons.at(0).reasons, QList<OptLogStopReason::Reason> {OptLogStopReason::Reason::Plateau});
    QVERIFY(log.geomeans.isEmpty());
    QCOMPARE(log.latestFinalSummary() >= 0 ? log.sections.at(log.latestFinalSummary()).line : 0, 253);
    QVERIFY(log.containsTaskDuration && log.containsCurrentBest && log.hasSkillRetrospective);
    QCOMPARE(log.generationHint, Generation::A);
}

void TestOptLogParser::adaLayerNormFacts()
{
    const OptLog log = parseCase(QStringLiteral("ada_layer_norm.genA"));
    QCOMPARE(log.sessions.size(), 1);
    // Written out of order: Iteration 6 (line 166) precedes "Final Confirmation（round 5）" (181).
    compareRounds(log, {{0, 13, 1}, {1, 43, 1}, {2, 75, 1}, {3, 114, 1}, {4, 157, 1}, {6, 166, 1}, {5, 181, 1}});
    QCOMPARE(log.rounds.at(5).iteration, 6);
    QCOMPARE(log.rounds.at(6).iteration, -1);
    QCOMPARE(log.rounds.at(6).endLine, 199);

    QCOMPARE(tableAt(log, 15)->kind, TableKind::Baseline);
    QCOMPARE(tableAt(log, 15)->rows.size(), 8);
    // Bold paragraph captions carry the "候选 vs current best 对比表" title.
    QCOMPARE(tableAt(log, 62)->kind, TableKind::Comparison);
    QCOMPARE(tableAt(log, 62)->caption.left(22), QStringLiteral("候选 vs current best 对比表"));
    QCOMPARE(tableAt(log, 86)->kind, TableKind::Comparison);
    QCOMPARE(tableAt(log, 86)->rows.size(), 14);
    QCOMPARE(tableAt(log, 134)->kind, TableKind::Comparison);
    QCOMPARE(tableAt(log, 185)->kind, TableKind::FinalGenA);
    QCOMPARE(tableAt(log, 238)->kind, TableKind::Retrospective);
    QCOMPARE(tableAt(log, 49)->kind, TableKind::Other); // the block_m sweep

    // "winner：…；new_current_best = …" on one line, full-width colon.
    const OptLogRound &r1 = log.rounds.at(1);
    QCOMPARE(r1.winner()->line, 69);
    QCOMPARE(r1.winner()->value, QStringLiteral("上表各 workload 最优 bm"));
    QCOMPARE(r1.newCurrentBest()->line, 69);
    QCOMPARE(log.rounds.at(2).winner()->candidate, QStringLiteral("v2_op1"));
    QCOMPARE(log.rounds.at(2).winner()->line, 109);
    QCOMPARE(log.rounds.at(3).winner()->candidate, QStringLiteral("v2_op1@bm7"));
    QCOMPARE(log.rounds.at(3).winner()->line, 147);
    QVERIFY(!log.rounds.at(4).winner());

    // Line 203 "**final_latency（…）**：" is not the gate form; the gate reads 3.12 on line 204.
    QCOMPARE(log.finalLatencies.size(), 9);
    QCOMPARE(log.finalLatencies.at(0).line, 203);
    QVERIFY(!log.finalLatencies.at(0).gateForm);
    QVERIFY(std::isnan(log.finalLatencies.at(0).value));
    const OptLogFinalLatency *gate = log.gateFinalLatency();
    QVERIFY(gate);
    QCOMPARE(gate->line, 204);
    QCOMPARE(gate->value, 3.12);
    QCOMPARE(gate->workload, QStringLiteral("smoke-dit/fp32"));
    QCOMPARE(log.finalLatencies.at(8).workload, QStringLiteral("llama-decode/bf16"));
    QCOMPARE(log.finalLatencies.at(8).value, 2.66);
    QVERIFY(log.finalLatencies.at(8).inLatestFinalSummary);

    QCOMPARE(log.geomeans.size(), 2);
    QCOMPARE(log.geomeans.at(0).line, 212);
    QCOMPARE(log.geomeans.at(0).value, 2.14);
    QCOMPARE(log.geomeans.at(0).unit, QStringLiteral("x"));
    QCOMPARE(log.geomeans.at(1).value, 53.3);
    QCOMPARE(log.stopReasons.size(), 1);
    QCOMPARE(log.stopReasons.at(0).line, 218);
    QCOMPARE(log.stopReasons.at(0).raw, QStringLiteral("plateau"));
    QCOMPARE(log.generationHint, Generation::A);
}

// The run's geometric mean however it is spelled, and a dispatch's own mean over its dtypes told
// apart from it.
void TestOptLogParser::geomeanSpellings_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<double>("value");
    QTest::addColumn<bool>("perGroup");
    QTest::newRow("Geometric-mean") << u"- Geometric-mean speedup across all dispatches: 1.71x"_s << 1.71 << false;
    QTest::newRow("Geo-mean") << u"- Geo-mean speedup: 1.71x"_s << 1.71 << false;
    QTest::newRow("geomean") << u"- Overall speedup (geomean): 1.71x"_s << 1.71 << false;
    QTest::newRow("跨 dispatch 几何平均") << u"- 跨 dispatch 几何平均加速比：1.71x"_s << 1.71 << false;
    QTest::newRow("per dispatch, English")
        << u"- Speedup per dispatch (geometric mean over dtypes): short_row 1.750x"_s << 1.75 << true;
    QTest::newRow("各 dispatch") << u"- 各 dispatch 加速比（dtype 几何平均）：short_row 1.750x"_s << 1.75 << true;
}

void TestOptLogParser::geomeanSpellings()
{
    QFETCH(QString, line);
    QFETCH(double, value);
    QFETCH(bool, perGroup);
    const OptLog log = parseText(u"# op\n\n## Final Summary\n\n"_s + line + u"\n"_s);
    QCOMPARE(log.geomeans.size(), 1);
    QCOMPARE(log.geomeans.first().value, value);
    QCOMPARE(OptLogClaims::isPerGroupMean(log.geomeans.first()), perGroup);
}

// A round's conclusion in an English engineer's words reads as the workflow's keys do.
void TestOptLogParser::englishConclusions_data()
{
    QTest::addColumn<QString>("statement");
    QTest::addColumn<QString>("kind"); // of the decision the statement makes: winner or new_current_best
    QTest::addColumn<QString>("candidate");
    QTest::addColumn<bool>("keeps");
    QTest::newRow("Decision: keep") << u"- Decision: keep v2_a"_s << u"new_current_best"_s << u"v2_a"_s << false;
    QTest::newRow("Decision: accept") << u"- Decision: accept v2_a"_s << u"new_current_best"_s << u"v2_a"_s << false;
    QTest::newRow("becomes the new current best")
        << u"- v2_a becomes the new current best (−7.5%)"_s << u"new_current_best"_s << u"v2_a"_s << false;
    QTest::newRow("no winner; current best stays")
        << u"- No winner this round; current best stays v1_b"_s << u"new_current_best"_s << u"v1_b"_s << true;
    QTest::newRow("no winner") << u"- No winner this round."_s << u"winner"_s << QString() << false;
    QTest::newRow("Current best: (unchanged)")
        << u"- Current best: v1_b (unchanged)"_s << u"new_current_best"_s << u"v1_b"_s << true;
    QTest::newRow("Keep the round's branch") << u"- Keep v2_a"_s << u"new_current_best"_s << u"v2_a"_s << false;
    QTest::newRow("Keep the base") << u"- Keep v1_b"_s << u"new_current_best"_s << u"v1_b"_s << true;
}

void TestOptLogParser::englishConclusions()
{
    QFETCH(QString, statement);
    QFETCH(QString, kind);
    QFETCH(QString, candidate);
    QFETCH(bool, keeps);
    const OptLog log = parseText(u"## Round 2\n\n| branch | base | change | result |\n|---|---|---|---|\n"
                                 "| v2_a | v1_b | tile | improved |\n\n"_s
                                 + statement + u"\n"_s);
    QCOMPARE(log.rounds.size(), 1);
    QStringList made;
    for (const OptLogDecision &d : log.rounds.at(0).decisions)
        if (d.kind == OptLogDecision::Kind::Winner || d.kind == OptLogDecision::Kind::NewCurrentBest)
            made.append((d.kind == OptLogDecision::Kind::Winner ? u"winner "_s : u"new_current_best "_s) + d.candidate
                        + (d.keepsCurrentBest ? u" kept"_s : QString()));
    const QString expected = kind + u' ' + candidate + (keeps ? u" kept"_s : QString());
    QVERIFY2(made.contains(expected), qPrintable(made.join(u"; "_s) + u" lacks "_s + expected));
}

// "Rolled back: x, y" and "No gain (config): y" are the workflow's rollback_branches and
// config_no_gain; "Rolled back → x" still says where the best went.
void TestOptLogParser::englishDispositionKeys()
{
    const OptLog log = parseText(u"## Round 1\n\n| branch | result |\n|---|---|\n| v1_a | worse |\n\n"
                                 "- Rolled back: v1_a, v1_b\n- No gain (config): v1_b\n- Config no-gain: v1_c\n"_s);
    QCOMPARE(log.rounds.size(), 1);
    QStringList kinds;
    for (const OptLogDecision &d : log.rounds.at(0).decisions)
        kinds.append(d.kind == OptLogDecision::Kind::Rollback           ? u"rollback "_s + d.value
                         : d.kind == OptLogDecision::Kind::ConfigNoGain ? u"config_no_gain "_s + d.value
                                                                        : u"other"_s);
    QCOMPARE(kinds, (QStringList {u"rollback v1_a, v1_b"_s, u"config_no_gain v1_b"_s, u"config_no_gain v1_c"_s}));
    const OptLog back
        = parseText(u"## Round 1\n\n| branch | result |\n|---|---|\n| v1_a | worse |\n\n- Rolled back to v0_base.\n"_s);
    QVERIFY(back.rounds.at(0).newCurrentBest());
    QCOMPARE(back.rounds.at(0).newCurrentBest()->candidate, u"v0_base"_s);
}

void TestOptLogParser::ssdChunkScanFacts()
{
    const OptLog log = parseCase(QStringLiteral("ssd_chunk_scan.genB"));
    QCOMPARE(log.sessions.size(), 1);
    // "## 2. Baseline（round 0，…）" then "### Round N" under "## 3. Iteration Log".
    compareRounds(log, {{0, 29, 1}, {1, 70, 1}, {2, 129, 1}, {3, 166, 1}, {4, 194, 1}});
    QCOMPARE(log.rounds.at(4).endLine, 236);
    QVERIFY(std::any_of(log.sections.begin(), log.sections.end(), [](const OptLogSection &s) {
        return s.kind == OptLogSectionKind::IterationLog && s.line == 68;
    }));
    QVERIFY(std::any_of(log.sections.begin(), log.sections.end(), [](const OptLogSection &s) {
        return s.kind == OptLogSectionKind::WorkloadInventory && s.line == 21;
    }));

    // Wide per-workload comparison tables: "Experiment Branches（候选 vs current best 对比表…）".
    for (const int line : {91, 149, 173}) {
        const OptLogTable *table = tableAt(log, line);
        QVERIFY(table);
        QCOMPARE(table->kind, TableKind::Comparison);
        QCOMPARE(table->columns.at(5).kind, ColumnKind::WorkloadUs);
    }
    QCOMPARE(tableAt(log, 108)->kind, TableKind::MergeCheck);
    QCOMPARE(tableAt(log, 198)->kind, TableKind::MergeCheck);
    QCOMPARE(tableAt(log, 198)->rows.size(), 11);
    QCOMPARE(tableAt(log, 84)->kind, TableKind::Candidates);
    QCOMPARE(tableAt(log, 31)->kind, TableKind::Baseline);
    QCOMPARE(tableAt(log, 253)->kind, TableKind::FinalGenB);
    QCOMPARE(tableAt(log, 253)->rows.size(), 11);

    // Branches come from the comparison table when a round has no separate branch table.
    const OptLogRound &r1 = log.rounds.at(1);
    QCOMPARE(r1.branches.size(), 3);
    QCOMPARE(r1.branches.at(1).id, QStringLiteral("round1_prevhoist"));
    QCOMPARE(r1.branches.at(1).workloads.size(), 11);
    QCOMPARE(r1.branches.at(1).workloads.at(0).value.primary, 31.65);
    // The branch keeps the brief reading; the whole cell is its table's.
    const OptLogBranch &prevhoist = r1.branches.at(1);
    const OptLogTable &comparison = log.tables.at(prevhoist.table);
    const auto row = std::find_if(comparison.rows.cbegin(), comparison.rows.cend(),
                                  [&](const OptLogTableRow &r) { return r.line == prevhoist.line; });
    QVERIFY(row != comparison.rows.cend());
    qsizetype firstWorkload = 0;
    while (comparison.columns.at(firstWorkload).kind != ColumnKind::WorkloadUs)
        ++firstWorkload;
    QCOMPARE(row->cells.at(firstWorkload).value().deltaPercent, 0.6);

    QCOMPARE(r1.winner()->candidate, QStringLiteral("prevhoist"));
    QCOMPARE(r1.winner()->line, 125);
    QCOMPARE(log.rounds.at(2).newCurrentBest()->candidate, QStringLiteral("merged_r1_prevhoist"));
    QVERIFY(log.rounds.at(2).newCurrentBest()->keepsCurrentBest);
    QCOMPARE(log.rounds.at(3).winner()->candidate, QStringLiteral("round3_combined"));
    QCOMPARE(log.rounds.at(3).winner()->line, 191);

    // Gen B: no final_latency, the exact "### Final Performance Test Data" heading at 249.
    QVERIFY(log.finalLatencies.isEmpty());
    QVERIFY(log.hasExactFinalHeading);
    QCOMPARE(log.exactFinalHeadingLine, 249);
    QCOMPARE(log.gateFinalRows.size(), 11);
    QCOMPARE(log.gateFinalRows.at(0).line, 255);
    QCOMPARE(log.gateFinalRows.at(0).cells.at(3), QStringLiteral("31.52"));

    QCOMPARE(log.geomeans.size(), 2);
    QCOMPARE(log.geomeans.at(0).line, 268);
    QCOMPARE(log.geomeans.at(0).value, 9.7);
    QCOMPARE(log.geomeans.at(0).unit, QStringLiteral("%"));
    QCOMPARE(log.geomeans.at(1).value, 6.4);
    QCOMPARE(log.stopReasons.size(), 2);
    QCOMPARE(log.stopReasons.at(0).line, 235);
    QCOMPARE(log.stopReasons.at(0).reasons, QList<OptLogStopReason::Reason> {OptLogStopReason::Reason::Blocked});
    QVERIFY(log.stopReasons.at(1).inLatestFinalSummary);
    QCOMPARE(log.generationHint, Generation::B);
}

// ---- golden JSON ----------------------------------------------------------------------------

void TestOptLogParser::golden_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("lerp_tensor") << QStringLiteral("lerp_tensor.genA");
    QTest::newRow("ada_layer_norm") << QStringLiteral("ada_layer_norm.genA");
    QTest::newRow("ssd_chunk_scan") << QStringLiteral("ssd_chunk_scan.genB");
}

void TestOptLogParser::golden()
{
    QFETCH(QString, name);
    const OptLog log = parseCase(name);
    const QByteArray actual = QJsonDocument(OptLogJson::toJson(log)).toJson(QJsonDocument::Indented);
    // Streamed (rounds and tables are never built as objects), the bytes are the document's.
    QByteArray streamed;
    {
        JsonStreamWriter writer([&streamed](QByteArrayView bytes) { streamed.append(bytes); });
        OptLogJson::write(log, writer);
    }
    QCOMPARE(streamed, actual);
    const QString expectedPath = dataPath(name + QStringLiteral(".expected.json"));
    if (qEnvironmentVariableIntValue("PERFOPT_REGENERATE_GOLDEN") == 1) {
        QFile out(expectedPath);
        QVERIFY2(out.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(out.errorString()));
        out.write(actual);
        QSKIP("golden file regenerated; review the diff before committing");
    }
    QFile in(expectedPath);
    QVERIFY2(in.open(QIODevice::ReadOnly),
             qPrintable(QStringLiteral("%1 missing; run with PERFOPT_REGENERATE_GOLDEN=1").arg(expectedPath)));
    const QByteArray expected = in.readAll();
    if (actual == expected)
        return;
    // Keep the actual output next to the build for `diff -u`, and show the first difference here.
    const QString actualPath
        = QStringLiteral(PERFOPT_BINARY_DIR "/optlog-golden/") + name + QStringLiteral(".actual.json");
    QDir().mkpath(QStringLiteral(PERFOPT_BINARY_DIR "/optlog-golden"));
    QFile dump(actualPath);
    if (dump.open(QIODevice::WriteOnly | QIODevice::Truncate))
        dump.write(actual);
    const QList<QByteArray> a = actual.split('\n');
    const QList<QByteArray> e = expected.split('\n');
    qsizetype at = 0;
    while (at < a.size() && at < e.size() && a.at(at) == e.at(at))
        ++at;
    QString message
        = QStringLiteral("golden mismatch at line %1 (diff -u %2 %3):\n").arg(at + 1).arg(expectedPath, actualPath);
    for (qsizetype i = qMax<qsizetype>(0, at - 3); i < at + 3; ++i) {
        if (i < e.size())
            message += QStringLiteral("- %1\n").arg(QString::fromUtf8(e.at(i)));
        if (i < a.size())
            message += QStringLiteral("+ %1\n").arg(QString::fromUtf8(a.at(i)));
    }
    QFAIL(qPrintable(message));
}

// ---- synthetic snippets: every form of §d --------------------------------------------------

void TestOptLogParser::roundHeadings_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QList<int>>("numbers");
    QTest::addColumn<QList<int>>("lines");

    QTest::newRow("iteration") << u"# T\n\n## Iteration 1\n\ntext\n\n## Iteration 2\n"_s << QList<int> {1, 2}
                               << QList<int> {3, 7};
    QTest::newRow("iteration-round-fullwidth")
        << u"## Iteration 3（round 4）：bm 扫描\n"_s << QList<int> {4} << QList<int> {1};
    QTest::newRow("iteration-round-ascii") << u"## Iteration 1 (Round 2): yolo\n"_s << QList<int> {2} << QList<int> {1};
    QTest::newRow("iteration-session-label")
        << u"# mish\n\n## Iteration 2\n\n# Round 2: yolo-p3/p4 re-tune\n\n## Iteration 1 (Round 2): retune\n"_s
        << QList<int> {2, 1} << QList<int> {3, 7};
    QTest::newRow("round") << u"## Round 3（组合分支）\n"_s << QList<int> {3} << QList<int> {1};
    QTest::newRow("round-under-numbered-container")
        << u"## 2. Iteration Log\n\n### Round 1 — prevhoist\n\n#### Diagnostic Context\n\n### Round 2 — l0c2x\n"_s
        << QList<int> {1, 2} << QList<int> {3, 7};
    QTest::newRow("iteration-session-round")
        << u"### Iteration 2（session 1，round 2）：vmask\n"_s << QList<int> {2} << QList<int> {1};
    QTest::newRow("chinese-round") << u"## 第三轮：pipe\n"_s << QList<int> {3} << QList<int> {1};
    QTest::newRow("chinese-round-digits")
        << u"## 第 2 轮：流水结构上的 UB 压力\n"_s << QList<int> {2} << QList<int> {1};
    QTest::newRow("emoji-before-iteration")
        << u"## 🔁 Iteration 2（round 2）：UB\n"_s << QList<int> {2} << QList<int> {1};
    QTest::newRow("hyphen-after-number") << u"## Iteration 2 - 流水结构\n\n## Iteration 3 — 块大小\n"_s
                                         << QList<int> {2, 3} << QList<int> {1, 3};
    QTest::newRow("baseline-round-0")
        << u"## Baseline Performance Test Data（round 0，10/10 valid）\n\n## Iteration 1\n"_s << QList<int> {0, 1}
        << QList<int> {1, 3};
    QTest::newRow("performance-test-data-round-0")
        << u"## Performance Test Data（Round 0 baseline，bm=1）\n"_s << QList<int> {0} << QList<int> {1};
    QTest::newRow("out-of-order") << u"## Iteration 6（round 6）：U\n\n## Final Confirmation（round 5）：final\n"_s
                                  << QList<int> {6, 5} << QList<int> {1, 3};
    QTest::newRow("precision-fix-after-retrospective")
        << u"## Iteration 1\n\n## Final Summary\n\n## Skill Retrospective\n\n## Round 10（precision_fix）\n"_s
        << QList<int> {1, 10} << QList<int> {1, 7};
    QTest::newRow("winner-subheading") << u"## Round 3\n\n### Round 3 Winner\n\n## Round 4\n"_s << QList<int> {3, 4}
                                       << QList<int> {1, 5};
    QTest::newRow("iteration-winner-h4") << u"## Iteration 2\n\n#### Iteration 2 Winner\n"_s << QList<int> {2}
                                         << QList<int> {1};
    QTest::newRow("comparison-subheading") << u"## Iteration 1\n\n### 候选 vs current best 对比表（Round 1 主读数）\n"_s
                                           << QList<int> {1} << QList<int> {1};
    QTest::newRow("closing-sections-are-no-rounds")
        << u"## Final Summary (Round 2)\n\n## Skill Retrospective (Round 2)\n"_s << QList<int> {} << QList<int> {};
    QTest::newRow("iteration-log-container") << u"## 3. Iteration Log\n"_s << QList<int> {} << QList<int> {};
    QTest::newRow("session-title-is-no-round") << u"# Round 2: re-tune\n"_s << QList<int> {} << QList<int> {};
    QTest::newRow("headless") << u"plain text only\n"_s << QList<int> {} << QList<int> {};
    // The workflow's loop is its Phase 2: a heading may name it before the round's own label.
    QTest::newRow("phase-2-before-the-label")
        << u"## Phase 2 · Round 1：pipe\n\n## Phase 2：Iteration 2（round 2）\n\n## phase2 - R3\n"_s
        << QList<int> {1, 2, 3} << QList<int> {1, 3, 5};
    QTest::newRow("phase-2-container-is-no-round")
        << u"## Phase 2：优化闭环\n\n### Round 1\n\n## Phase 3：产物收束 Round 9\n"_s << QList<int> {1}
        << QList<int> {3};
    QTest::newRow("english-ordinals") << u"## 1st Round：pipe\n\n## 2nd iteration (round 3)\n\n## 4th round - tile\n"_s
                                      << QList<int> {1, 3, 4} << QList<int> {1, 3, 5};
    QTest::newRow("ordinal-without-round-word-is-no-round")
        << u"## 3rd attempt\n\n## 2nd-round notes\n\n## 4th rounds\n\n## 2nd round-trip latency\n"_s << QList<int> {}
        << QList<int> {};
    QTest::newRow("chinese-round-word") << u"## 轮次 3：双缓冲\n"_s << QList<int> {3} << QList<int> {1};
    QTest::newRow("decorated") << u"## ⭐ Iteration 5（round 5）——**blocked**\n"_s << QList<int> {5} << QList<int> {1};
    QTest::newRow("baseline-measurement-is-round-0")
        << u"## 基线测量（round 0）\n\n## Iteration 1\n\n### 基线数据\n"_s << QList<int> {0, 1} << QList<int> {1, 3};
    // A bracket that starts with the round built on does not renumber this one.
    QTest::newRow("bracket-names-the-round-built-on")
        << u"## Iteration 2（round 2）\n\n## Iteration 3 (round 2 winner + larger tile)\n\n## Iteration 4（round 4 - 平区）\n"_s
        << QList<int> {2, 3, 4} << QList<int> {1, 3, 5};
    // Inline HTML shows as nothing: an anchor a retrospective links to ("opt_log.md#iter2").
    QTest::newRow("anchor-before-the-label")
        << u"## <a id=\"iter1\"></a>Iteration 1（round 1）：pipe\n\n## <span id='r2'>Round 2</span>\n\n"
           "## Iteration 3 <a name=\"i3\"></a>\n\n## <A ID=\"I4\"/>第 4 轮\n"_s
        << QList<int> {1, 2, 3, 4} << QList<int> {1, 3, 5, 7};
    QTest::newRow("a tag-shaped word is no tag") << u"## <iter> 2 notes\n\n## Round <N>\n"_s << QList<int> {}
                                                  << QList<int> {};
}

void TestOptLogParser::roundHeadings()
{
    QFETCH(QString, markdown);
    QFETCH(QList<int>, numbers);
    QFETCH(QList<int>, lines);
    const OptLog log = parseText(markdown);
    QList<int> actualNumbers;
    QList<int> actualLines;
    for (const OptLogRound &round : log.rounds) {
        actualNumbers.append(round.number);
        actualLines.append(round.line);
    }
    QCOMPARE(actualNumbers, numbers);
    QCOMPARE(actualLines, lines);
}

void TestOptLogParser::sessions_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QList<int>>("sessionLines");
    QTest::addColumn<QList<int>>("roundSessions");

    QTest::newRow("headless") << u"no heading\n\ntext\n"_s << QList<int> {1} << QList<int> {};
    QTest::newRow("single-h1") << u"# Title\n\n## Iteration 1\n"_s << QList<int> {1} << QList<int> {1};
    QTest::newRow("text-before-h1") << u"intro\n\n# Title\n\n## Iteration 1\n"_s << QList<int> {3} << QList<int> {1};
    QTest::newRow("chinese-sessions")
        << u"# 第五轮调优日志\n\n## Round 1\n\n## Skill Retrospective\n\n# 第六轮调优日志（re-baseline）\n\n## Round 5\n\n## Skill Retrospective（第六轮）\n\n## Round 10（precision_fix）\n"_s
        << QList<int> {1, 7} << QList<int> {1, 2, 2};
    QTest::newRow("round-2-and-post-scriptum")
        << u"# mish\n\n## Iteration 1\n\n# Round 2: yolo-p3/p4 re-tune\n\n## Iteration 1 (Round 2): x\n\n# Round 2 post-scriptum: notes\n\n## P.1 bench drift\n"_s
        << QList<int> {1, 5, 9} << QList<int> {1, 2};
    QTest::newRow("correction-appendix")
        << u"# argmax\n\n## Round 1\n\n## Final Summary\n\n## 采纳期修正附录\n\ntext\n"_s << QList<int> {1, 7}
        << QList<int> {1};
}

void TestOptLogParser::sessions()
{
    QFETCH(QString, markdown);
    QFETCH(QList<int>, sessionLines);
    QFETCH(QList<int>, roundSessions);
    const OptLog log = parseText(markdown);
    QList<int> lines;
    for (const OptLogSession &session : log.sessions)
        lines.append(session.line);
    QCOMPARE(lines, sessionLines);
    for (qsizetype i = 0; i < log.sessions.size(); ++i) {
        QCOMPARE(log.sessions.at(i).index, int(i) + 1);
        const int expectedEnd = i + 1 < log.sessions.size() ? log.sessions.at(i + 1).line - 1 : log.lineCount;
        QCOMPARE(log.sessions.at(i).endLine, expectedEnd);
    }
    QList<int> sessions;
    for (const OptLogRound &round : log.rounds)
        sessions.append(round.session);
    QCOMPARE(sessions, roundSessions);
}

void TestOptLogParser::sections_data()
{
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("kind");

    const QList<std::pair<QString, QString>> rows {
        {u"## Performance Test Data (Baseline)"_s, u"baseline"_s},
        {u"## Baseline Performance Test Data（round 0，10/10 valid）"_s, u"baseline"_s},
        {u"## Performance Test Data（Round 0 baseline，bm=1）"_s, u"baseline"_s},
        {u"## 2. Baseline（round 0，TUNED_DEFAULT_CONFIG）"_s, u"baseline"_s},
        {u"## Final Performance Test Data"_s, u"final_performance_test_data"_s},
        {u"### Final Performance Test Data (Round 2)"_s, u"final_performance_test_data"_s},
        {u"## Autotune Log"_s, u"autotune_log"_s},
        {u"## Final Summary"_s, u"final_summary"_s},
        {u"## 8. Final Summary"_s, u"final_summary"_s},
        {u"## Final Summary (Round 2)"_s, u"final_summary"_s},
        {u"## Skill Retrospective（第六轮）"_s, u"skill_retrospective"_s},
        {u"## 9. Skill Retrospective"_s, u"skill_retrospective"_s},
        {u"## 补充 Skill Retrospective"_s, u"skill_retrospective"_s},
        {u"## 1. Workload Inventory（Phase 1）"_s, u"workload_inventory"_s},
        {u"## Event Test Data"_s, u"event_test_data"_s},
        {u"## Stage Result"_s, u"stage_result"_s},
        {u"## 3. Iteration Log"_s, u"iteration_log"_s},
        {u"## Dispatch Path 分析"_s, QString()},
        {u"### Baseline 现象（对照 torch.lerp）"_s, QString()},
    };
    for (const auto &[heading, kind] : rows)
        QTest::newRow(qPrintable(heading)) << heading << kind;
}

void TestOptLogParser::sections()
{
    QFETCH(QString, heading);
    QFETCH(QString, kind);
    const OptLog log = parseText(heading + u"\n\ntext\n\n## Next\n"_s);
    if (kind.isEmpty()) {
        QVERIFY(log.sections.isEmpty());
        return;
    }
    QCOMPARE(log.sections.size(), 1);
    QCOMPARE(OptLogJson::sectionKindName(log.sections.at(0).kind), kind);
    QCOMPARE(log.sections.at(0).line, 1);
    QCOMPARE(log.sections.at(0).endLine, heading.startsWith(u"### "_s) ? 4 : 4);
}

void TestOptLogParser::decisions_data()
{
    QTest::addColumn<QString>("body");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("candidate");
    QTest::addColumn<bool>("keeps");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("value");

    // Every body sits under "## Round 1\n\n", so its first line is line 3.
    QTest::newRow("bullet") << u"- winner: v2_vmask（VEC 掩码）"_s << 0 << u"winner"_s << u"v2_vmask"_s << false << 3
                            << u"v2_vmask（VEC 掩码）"_s;
    QTest::newRow("bold-key") << u"- **winner**: v2_ubreuse"_s << 0 << u"winner"_s << u"v2_ubreuse"_s << false << 3
                              << u"v2_ubreuse"_s;
    QTest::newRow("html-bold-key") << u"- <b>winner</b>: v2_ubreuse"_s << 0 << u"winner"_s << u"v2_ubreuse"_s << false
                                   << 3 << u"v2_ubreuse"_s;
    // The adoption in words, opening its statement (workflow-formats.md §d: "**采纳 r8h 为 current best**").
    QTest::newRow("adopted-after-an-arrow") << u"→ 采纳 v4_aivonly（short_row 优先）"_s << 0 << u"new_current_best"_s
                                            << u"v4_aivonly"_s << false << 3 << u"采纳 v4_aivonly"_s;
    QTest::newRow("adopted-bold-after-an-arrow") << u"→ **采纳 v4_aivonly**"_s << 0 << u"new_current_best"_s
                                                 << u"v4_aivonly"_s << false << 3 << u"采纳 v4_aivonly"_s;
    QTest::newRow("adopted-alone") << u"采纳 v4_aivonly。"_s << 0 << u"new_current_best"_s << u"v4_aivonly"_s << false
                                   << 3 << u"采纳 v4_aivonly"_s;
    QTest::newRow("adopted-as-winner") << u"- 采纳 v4_aivonly 为 winner"_s << 0 << u"new_current_best"_s
                                       << u"v4_aivonly"_s << false << 3 << u"采纳 v4_aivonly 为 winner"_s;
    // Gen B: won, then merged under the id after the arrow, which is the new current best.
    QTest::newRow("winner-merged-by-arrow") << u"- winner: round2_pipe → merged_r2_pipe（合入 perf_opt/argmax_like.py）"_s
                                            << 1 << u"new_current_best"_s << u"merged_r2_pipe"_s << false << 3
                                            << u"merged_r2_pipe"_s;
    QTest::newRow("winner-merged-by-arrow-names-the-branch")
        << u"- winner: round2_pipe → merged_r2_pipe（合入 perf_opt/argmax_like.py）"_s << 0 << u"winner"_s
        << u"round2_pipe"_s << false << 3 << u"round2_pipe → merged_r2_pipe（合入 perf_opt/argmax_like.py）"_s;
    QTest::newRow("winner-arrow-to-another-branch-moves-nothing")
        << u"- winner: v1_pipe → v2_tile"_s << 0 << u"winner"_s << u"v1_pipe"_s << false << 3 << u"v1_pipe → v2_tile"_s;
    QTest::newRow("pointing-at-the-table") << u"- winner: 见上表（v2_ubreuse）"_s << 0 << u"winner"_s << u"v2_ubreuse"_s
                                           << false << 3 << u"见上表（v2_ubreuse）"_s;
    QTest::newRow("pointing-at-the-table-in-english") << u"- winner: see table (v2_ubreuse, −7.5%)"_s << 0 << u"winner"_s
                                                      << u"v2_ubreuse"_s << false << 3
                                                      << u"see table (v2_ubreuse, −7.5%)"_s;
    QTest::newRow("kept-in-english-with-its-aside")
        << u"- new_current_best: unchanged (v3_bs4096)"_s << 0 << u"new_current_best"_s << u"v3_bs4096"_s << true << 3
        << u"unchanged (v3_bs4096)"_s;
    QTest::newRow("kept-in-english-before-its-id")
        << u"- new_current_best: keep v3_bs4096"_s << 0 << u"new_current_best"_s << u"v3_bs4096"_s << true << 3
        << u"keep v3_bs4096"_s;
    QTest::newRow("capital-key") << u"- Winner: v2_ubreuse"_s << 0 << u"winner"_s << u"v2_ubreuse"_s << false << 3
                                 << u"v2_ubreuse"_s;
    QTest::newRow("equals-sign") << u"- winner = v2_ubreuse"_s << 0 << u"winner"_s << u"v2_ubreuse"_s << false << 3
                                 << u"v2_ubreuse"_s;
    QTest::newRow("arrow-separator") << u"- winner → v2_ubreuse（-7.7%）"_s << 0 << u"winner"_s << u"v2_ubreuse"_s
                                     << false << 3 << u"v2_ubreuse（-7.7%）"_s;
    QTest::newRow("ascii-arrow-separator")
        << u"- **winner** -> v2_ubreuse"_s << 0 << u"winner"_s << u"v2_ubreuse"_s << false << 3 << u"v2_ubreuse"_s;
    QTest::newRow("current-best-arrow-moves-it") << u"- current best → v2_ubreuse"_s << 0 << u"new_current_best"_s
                                                 << u"v2_ubreuse"_s << false << 3 << u"→ v2_ubreuse"_s;
    QTest::newRow("current-best-arrow-chain") << u"- current best → v1_pipe → v2_tile"_s << 0 << u"new_current_best"_s
                                              << u"v2_tile"_s << false << 3 << u"→ v1_pipe → v2_tile"_s;
    QTest::newRow("current-best-fat-arrow")
        << u"- current_best => v2_tile"_s << 0 << u"new_current_best"_s << u"v2_tile"_s << false << 3 << u"→ v2_tile"_s;
    // A number after the arrow names no branch: the current best as a figure, not a new one.
    QTest::newRow("current-best-arrow-number") << u"- current best → 9.80 us（-7.7%）"_s << 0 << u"base"_s << QString()
                                               << false << 3 << u"→ 9.80 us（-7.7%）"_s;
    QTest::newRow("task-list-box") << u"- [x] winner: v2_ubreuse"_s << 0 << u"winner"_s << u"v2_ubreuse"_s << false << 3
                                   << u"v2_ubreuse"_s;
    QTest::newRow("empty-task-list-box") << u"- [ ] **new_current_best**: v2_ubreuse"_s << 0 << u"new_current_best"_s
                                         << u"v2_ubreuse"_s << false << 3 << u"v2_ubreuse"_s;
    QTest::newRow("winner-and-new-best-at-once-winner")
        << u"- **winner / new_current_best**: v2_ubreuse"_s << 0 << u"winner"_s << u"v2_ubreuse"_s << false << 3
        << u"v2_ubreuse"_s;
    QTest::newRow("winner-and-new-best-at-once-best")
        << u"- winner/new_current_best: v2_ubreuse；复测 3/3 一致"_s << 1 << u"new_current_best"_s << u"v2_ubreuse"_s
        << false << 3 << u"v2_ubreuse；复测 3/3 一致"_s;
    QTest::newRow("winner-and-new-best-at-once-continued")
        << u"- winner/new_current_best: v2_ubreuse；复测 3/3 一致"_s << 0 << u"winner"_s << u"v2_ubreuse"_s << false
        << 3 << u"v2_ubreuse；复测 3/3 一致"_s;
    QTest::newRow("no-space-after-colon")
        << u"- winner:v2_ubreuse"_s << 0 << u"winner"_s << u"v2_ubreuse"_s << false << 3 << u"v2_ubreuse"_s;
    QTest::newRow("italic-value") << u"- winner: *v2_ubreuse*"_s << 0 << u"winner"_s << u"v2_ubreuse"_s << false << 3
                                  << u"v2_ubreuse"_s;
    QTest::newRow("full-width-colon") << u"- winner：r3_combined"_s << 0 << u"winner"_s << u"r3_combined"_s << false
                                      << 3 << u"r3_combined"_s;
    QTest::newRow("bold-statement") << u"**winner: v2_vmask（VEC 掩码）**"_s << 0 << u"winner"_s << u"v2_vmask"_s
                                    << false << 3 << u"v2_vmask（VEC 掩码）"_s;
    QTest::newRow("bold-value-unchanged")
        << u"- winner: **v2_vmask 不变**"_s << 0 << u"winner"_s << u"v2_vmask"_s << true << 3 << u"v2_vmask 不变"_s;
    QTest::newRow("current-best-kept") << u"- winner: current_best 保持（baseline 结构）"_s << 0 << u"winner"_s
                                       << QString() << true << 3 << u"current_best 保持（baseline 结构）"_s;
    QTest::newRow("configuration-not-branch")
        << u"- winner: baseline 结构 + fp32 默认 block_size 8192"_s << 0 << u"winner"_s << QString() << false << 3
        << u"baseline 结构 + fp32 默认 block_size 8192"_s;
    QTest::newRow("single-word-branch") << u"- winner: **prevhoist**（合入最终文件）"_s << 0 << u"winner"_s
                                        << u"prevhoist"_s << false << 3 << u"prevhoist（合入最终文件）"_s;
    QTest::newRow("new-current-best") << u"- new_current_best: merged_r2_a"_s << 0 << u"new_current_best"_s
                                      << u"merged_r2_a"_s << false << 3 << u"merged_r2_a"_s;
    QTest::newRow("new-current-best-kept")
        << u"- new_current_best: 维持 merged_r1_prevhoist（待 Round 3）。"_s << 0 << u"new_current_best"_s
        << u"merged_r1_prevhoist"_s << true << 3 << u"维持 merged_r1_prevhoist（待 Round 3）"_s;
    QTest::newRow("inline-new-current-best")
        << u"- winner：v2_op1 结构全面采纳（a；b）；new_current_best = v2_op1 + {bm}"_s << 1 << u"new_current_best"_s
        << u"v2_op1"_s << false << 3 << u"v2_op1 + {bm}"_s;
    QTest::newRow("prose-becomes") << u"→ **r4b_arange1n 成为已合并 current best**"_s << 0 << u"new_current_best"_s
                                   << u"r4b_arange1n"_s << false << 3 << u"r4b_arange1n 成为已合并 current best"_s;
    QTest::newRow("prose-adopt") << u"综合判断，**采纳 r8h 为 current best**。"_s << 0 << u"new_current_best"_s
                                 << u"r8h"_s << false << 3 << u"采纳 r8h 为 current best"_s;
    QTest::newRow("rollback-branches") << u"- rollback_branches: v2_op1、v2_op2"_s << 0 << u"rollback"_s << QString()
                                       << false << 3 << u"v2_op1、v2_op2"_s;
    QTest::newRow("rollback-blocked") << u"- rollback/blocked: v3_op3（UB overflow）"_s << 0 << u"rollback"_s
                                      << QString() << false << 3 << u"v3_op3（UB overflow）"_s;
    QTest::newRow("config-no-gain") << u"- config_no_gain: bs=6144"_s << 0 << u"config_no_gain"_s << QString() << false
                                    << 3 << u"bs=6144"_s;
    QTest::newRow("blocked") << u"- blocked: fp32 bs12288"_s << 0 << u"blocked"_s << QString() << false << 3
                             << u"fp32 bs12288"_s;
    QTest::newRow("disposition") << u"- 处置：blocked（有证据）"_s << 0 << u"blocked"_s << QString() << false << 3
                                 << u"blocked（有证据）"_s;
    QTest::newRow("reason-continues") << u"- reason: a 无回退；b 全部落入噪声"_s << 0 << u"reason"_s << QString()
                                      << false << 3 << u"a 无回退；b 全部落入噪声"_s;
    QTest::newRow("soft-break-in-paragraph") << u"some text\nwinner: v9_final\nmore text"_s << 0 << u"winner"_s
                                             << u"v9_final"_s << false << 4 << u"v9_final"_s;
    QTest::newRow("nested-list") << u"- Iteration Winner\n  - winner: v5_x"_s << 0 << u"winner"_s << u"v5_x"_s << false
                                 << 4 << u"v5_x"_s;
    // English words an agent writes for the same statements (probe of 95 logs).
    QTest::newRow("english-selected") << u"- Selected: v3_bs4096"_s << 0 << u"winner"_s << u"v3_bs4096"_s << false << 3
                                      << u"v3_bs4096"_s;
    QTest::newRow("english-chosen-branch") << u"- Chosen branch: v3_bs4096"_s << 0 << u"winner"_s << u"v3_bs4096"_s
                                           << false << 3 << u"v3_bs4096"_s;
    QTest::newRow("english-adopted-key") << u"- Adopted: v3_bs4096"_s << 0 << u"winner"_s << u"v3_bs4096"_s << false
                                         << 3 << u"v3_bs4096"_s;
    QTest::newRow("english-best-candidate") << u"- Best candidate this round: v3_bs4096"_s << 0 << u"winner"_s
                                            << u"v3_bs4096"_s << false << 3 << u"v3_bs4096"_s;
    QTest::newRow("english-new-best") << u"- new best: v3_bs4096"_s << 0 << u"new_current_best"_s << u"v3_bs4096"_s
                                      << false << 3 << u"v3_bs4096"_s;
    QTest::newRow("english-next-current-best") << u"- next current best = v3_bs4096"_s << 0 << u"new_current_best"_s
                                               << u"v3_bs4096"_s << false << 3 << u"v3_bs4096"_s;
    QTest::newRow("english-decision-adopt") << u"Decision: adopt v3_bs4096."_s << 0 << u"new_current_best"_s
                                            << u"v3_bs4096"_s << false << 3 << u"Decision: adopt v3_bs4096."_s;
    QTest::newRow("english-merged-as-current-best")
        << u"- [x] v3_bs4096 merged as current best"_s << 0 << u"new_current_best"_s << u"v3_bs4096"_s << false << 3
        << u"v3_bs4096 merged as current best"_s;
    // A key alone, in bold, over the item that names the winner.
    QTest::newRow("bare-winner-key") << u"- **Iteration Winner**\n  - v3_bs4096"_s << 0 << u"winner"_s
                                     << u"v3_bs4096"_s << false << 3 << u"v3_bs4096"_s;
    QTest::newRow("bare-winner-key-paragraph") << u"- **Winner**\n\n  v3_bs4096 (A/B B_better)"_s << 0 << u"winner"_s
                                               << u"v3_bs4096"_s << false << 3 << u"v3_bs4096 (A/B B_better)"_s;
    // After the round's winner, the round's last word on its best: the winner was not adopted.
    QTest::newRow("winner-then-best-stays")
        << u"- winner: v3_bs4096\n\nv3_bs4096 fails L1 on long_row/bf16; current best stays v2_ubreuse."_s << 1
        << u"new_current_best"_s << u"v2_ubreuse"_s << false << 5 << u"current best stays v2_ubreuse."_s;
    QTest::newRow("winner-then-current-best")
        << u"- winner: v3_bs4096\n- current best: v2_ubreuse (v3_bs4096 failed L1 on long_row/bf16)"_s << 1
        << u"new_current_best"_s << u"v2_ubreuse"_s << false << 4 << u"v2_ubreuse (v3_bs4096 failed L1 on long_row/bf16)"_s;
    // Other spellings of the same statements.
    QTest::newRow("iteration-winner-key") << u"**Iteration Winner**: v1_pipe"_s << 0 << u"winner"_s << u"v1_pipe"_s
                                          << false << 3 << u"v1_pipe"_s;
    QTest::newRow("numbered-winner-key") << u"- Iteration 1 winner: v2_ubreuse"_s << 0 << u"winner"_s
                                         << u"v2_ubreuse"_s << false << 3 << u"v2_ubreuse"_s;
    QTest::newRow("key-with-aside") << u"- winner（4/4 必测 key 过阈值）：v1_pipe"_s << 0 << u"winner"_s << u"v1_pipe"_s
                                    << false << 3 << u"v1_pipe"_s;
    QTest::newRow("chinese-winner-key") << u"- 胜出分支：v2_ubreuse"_s << 0 << u"winner"_s << u"v2_ubreuse"_s << false
                                        << 3 << u"v2_ubreuse"_s;
    QTest::newRow("chinese-winner-synonym") << u"- 胜者：v2_ubreuse"_s << 0 << u"winner"_s << u"v2_ubreuse"_s << false
                                            << 3 << u"v2_ubreuse"_s;
    QTest::newRow("chinese-best-branch-key") << u"- **最优分支**：v2_ubreuse（-7.7%）"_s << 0 << u"winner"_s
                                             << u"v2_ubreuse"_s << false << 3 << u"v2_ubreuse（-7.7%）"_s;
    QTest::newRow("chinese-best-candidate-arrow") << u"- 最佳候选 → v2_ubreuse"_s << 0 << u"winner"_s << u"v2_ubreuse"_s
                                                  << false << 3 << u"v2_ubreuse"_s;
    QTest::newRow("chinese-best-in-a-table") << u"| 项 | 值 |\n|---|---|\n| 最优分支 | v2_ubreuse |"_s << 0 << u"winner"_s
                                             << u"v2_ubreuse"_s << false << 5 << u"v2_ubreuse"_s;
    // A winner heading over its value, and winners in prose (read where no key states one).
    QTest::newRow("winner-heading") << u"### Iteration Winner\n\nv2_ubreuse（-7.7%）"_s << 0 << u"winner"_s
                                    << u"v2_ubreuse"_s << false << 5 << u"v2_ubreuse（-7.7%）"_s;
    QTest::newRow("winner-heading-list") << u"### Winner\n\n- **v2_b**：-3.1%\n- v2_c: +1%"_s << 0 << u"winner"_s
                                         << u"v2_b"_s << false << 5 << u"v2_b：-3.1%"_s;
    QTest::newRow("winner-heading-keeps") << u"#### 胜出分支\n\n保持 current best（v1_pipe）"_s << 0 << u"winner"_s
                                          << QString() << true << 5 << u"保持 current best（v1_pipe）"_s;
    QTest::newRow("prose-chinese") << u"**结论**：v3_c 胜出，成为新的 current best。"_s << 0 << u"winner"_s << u"v3_c"_s
                                   << false << 3 << u"v3_c 胜出"_s;
    QTest::newRow("prose-winner-is") << u"The winner is v5_e (−4%)."_s << 0 << u"winner"_s << u"v5_e"_s << false << 3
                                     << u"winner is v5_e"_s;
    QTest::newRow("prose-winner-wei") << u"本轮 winner 为 `v4_d`。"_s << 0 << u"winner"_s << u"v4_d"_s << false << 3
                                      << u"winner 为 v4_d"_s;
    QTest::newRow("prose-wins") << u"v2_pipe wins by 4 % on both workloads."_s << 0 << u"winner"_s << u"v2_pipe"_s
                                << false << 3 << u"v2_pipe wins"_s;
    // A remark after the winner's clause takes nothing back (a negation in it is the remark's).
    QTest::newRow("prose-wins-no-regression") << u"v1_a wins: 12% faster than the current best, no regression."_s << 0
                                              << u"winner"_s << u"v1_a"_s << false << 3 << u"v1_a wins"_s;
    QTest::newRow("prose-chinese-no-regression") << u"v1_a 胜出，比 current best 快 12%，无回退。"_s << 0 << u"winner"_s
                                                 << u"v1_a"_s << false << 3 << u"v1_a 胜出"_s;
    QTest::newRow("prose-chinese-other-missed") << u"v1_a 胜出（−12%），v1_b 未过阈值。"_s << 0 << u"winner"_s
                                                << u"v1_a"_s << false << 3 << u"v1_a 胜出"_s;
    QTest::newRow("prose-yields-to-a-key")
        << u"v2_a 在 decode 上胜出。\n\n- winner: v2_b"_s << 0 << u"winner"_s << u"v2_b"_s << false << 5 << u"v2_b"_s;
    QTest::newRow("chinese-new-best-key") << u"- 新 current best：v3_bs4096"_s << 0 << u"new_current_best"_s
                                          << u"v3_bs4096"_s << false << 3 << u"v3_bs4096"_s;
    QTest::newRow("current-best-moves") << u"- current best: v1_pipe → v2_ubreuse"_s << 0 << u"new_current_best"_s
                                        << u"v2_ubreuse"_s << false << 3 << u"v1_pipe → v2_ubreuse"_s;
    QTest::newRow("current-best-numbers-move-nothing")
        << u"- current best: 18.62 us → 17.92 us"_s << 0 << u"base"_s << QString() << false << 3
        << u"18.62 us → 17.92 us"_s;
    QTest::newRow("branch-file") << u"- new_current_best: perf_opt/rms_norm_opt_v3_bs4096.py"_s << 0
                                 << u"new_current_best"_s << u"v3_bs4096"_s << false << 3
                                 << u"perf_opt/rms_norm_opt_v3_bs4096.py"_s;
    // Either generation's branch file anywhere in the value, the non-v form too; a script names none.
    QTest::newRow("non-v-branch-file") << u"- winner: 采用 perf_opt/ssd_opt_r6a_notdone.py"_s << 0 << u"winner"_s
                                       << u"r6a_notdone"_s << false << 3 << u"采用 perf_opt/ssd_opt_r6a_notdone.py"_s;
    QTest::newRow("gen-B-branch-path") << u"- winner: perf_opt/argmax_like_round2_pipe.py"_s << 0 << u"winner"_s
                                       << u"argmax_like_round2_pipe"_s << false << 3
                                       << u"perf_opt/argmax_like_round2_pipe.py"_s;
    QTest::newRow("a-script-names-no-branch") << u"- winner: v3_a, measured by run_experiments.py"_s << 0 << u"winner"_s
                                              << u"v3_a"_s << false << 3 << u"v3_a, measured by run_experiments.py"_s;
    // A file word ends where a path can: punctuation, quotes and CJK marks after ".py" are no part of it.
    const auto fileWinner = [](const char *name, const QString &body) {
        QTest::newRow(name) << body << 0 << u"winner"_s << u"v1_a"_s << false << 3 << body.mid(10);
    };
    fileWinner("file-then-period", u"- winner: rms_norm_opt_v1_a.py."_s);
    fileWinner("file-in-quotes", u"- winner: “rms_norm_opt_v1_a.py”"_s);
    fileWinner("file-then-cjk-comma", u"- winner: rms_norm_opt_v1_a.py、v1_b 回退"_s);
    fileWinner("file-then-arrow", u"- winner: rms_norm_opt_v1_a.py→current best"_s);
    fileWinner("two-files-by-slash", u"- winner: rms_norm_opt_v1_a.py/rms_norm_opt_v1_b.py 合并"_s);
    // A parameter, a number or a dtype first: the branch file after it names the winner.
    fileWinner("parameter-then-file", u"- winner: BLOCK_SIZE=4096 版本 rms_norm_opt_v1_a.py"_s);
    fileWinner("number-then-file", u"- winner: 3.8% 提速的 rms_norm_opt_v1_a.py"_s);
    fileWinner("dtype-then-file", u"- winner: fp16 路径上 rms_norm_opt_v1_a.py"_s);
    // "No regression", another branch's rollback or a comparison before another file do not turn the
    // file down; a parameter list before it may run over commas.
    const auto v2aWinner = [](const char *name, const QString &body) {
        QTest::newRow(name) << body << 0 << u"winner"_s << u"v2_a"_s << false << 3 << body.mid(10);
    };
    v2aWinner("file-then-another-rolled-back", u"- winner: merged kernel rms_norm_opt_v2_a.py — v2_b regressed"_s);
    v2aWinner("file-not-rolled-back", u"- winner: BLOCK=4096 rms_norm_opt_v2_a.py 未回退"_s);
    v2aWinner("speedup-then-file", u"- winner: 1.15x rms_norm_opt_v2_a.py — v2_b regressed"_s);
    v2aWinner("compared-file-then-file", u"- winner: 1.12x faster than rms_norm_opt_v1_b.py: rms_norm_opt_v2_a.py"_s);
    v2aWinner("parameters-over-commas", u"- winner: BLOCK_N=2048, num_warps=8 → rms_norm_opt_v2_a.py"_s);
    // A file compared with or turned down, or in another clause, names no winner.
    const auto noWinner = [](const char *name, const QString &body) {
        QTest::newRow(name) << body << 0 << u"winner"_s << QString() << false << 3 << body.mid(10);
    };
    noWinner("parameter-then-rolled-back-file", u"- winner: BLOCK_SIZE=8192, rms_norm_opt_v1_b.py regressed"_s);
    noWinner("dtype-then-rolled-back-file", u"- winner: fp32 默认 8192，rms_norm_opt_v1_b.py 回退"_s);
    noWinner("word-then-compared-file", u"- winner: Option B over rms_norm_opt_v1_a.py"_s);
    QTest::newRow("id-then-compared-file") << u"- winner: r8h, 比 rms_norm_opt_r7c_tile.py 快 4.1%"_s << 0 << u"winner"_s
                                           << u"r8h"_s << false << 3 << u"r8h, 比 rms_norm_opt_r7c_tile.py 快 4.1%"_s;
    QTest::newRow("a-path-names-no-branch") << u"- new_current_best: perf_opt/rms_norm.py"_s << 0
                                            << u"new_current_best"_s << QString() << false << 3
                                            << u"perf_opt/rms_norm.py"_s;
    QTest::newRow("winner-heading") << u"### Iteration Winner：v2_ubreuse"_s << 0 << u"winner"_s << u"v2_ubreuse"_s
                                    << false << 3 << u"v2_ubreuse"_s;
    QTest::newRow("key-value-table") << u"| winner | v1_pipe |\n|---|---|\n| new_current_best | v1_pipe |"_s << 1
                                     << u"new_current_best"_s << u"v1_pipe"_s << false << 5 << u"v1_pipe"_s;
    QTest::newRow("text-before-table") << u"- winner: v1_a\n\n| winner | v1_b |\n|---|---|"_s << 0 << u"winner"_s
                                       << u"v1_a"_s << false << 3 << u"v1_a"_s;
    QTest::newRow("kept-in-aside") << u"- new_current_best: v3_bs4096（不变）"_s << 0 << u"new_current_best"_s
                                   << u"v3_bs4096"_s << true << 3 << u"v3_bs4096（不变）"_s;
    // Decoration, prefixes and synonyms an agent writes around the key.
    const auto winner = [](const QString &body) {
        QTest::newRow(qPrintable(body)) << body << 0 << u"winner"_s << u"v4_aivonly"_s << false << 3 << u"v4_aivonly"_s;
    };
    for (const QString &body : {u"- 🏆 winner: v4_aivonly"_s, u"- ⭐ winner: v4_aivonly"_s, u"- winner ⭐: v4_aivonly"_s,
                                u"- Winner — v4_aivonly"_s, u"- final winner: v4_aivonly"_s,
                                u"- Winner of round 1: v4_aivonly"_s, u"- 第1轮 winner：v4_aivonly"_s,
                                u"- 获胜分支：v4_aivonly"_s, u"- 胜出方案：v4_aivonly"_s, u"- 本轮最优：v4_aivonly"_s,
                                u"### ⭐ Iteration Winner：v4_aivonly"_s,
                                u"### 4.5 Iteration Winner：v4_aivonly"_s})
        winner(body);
    // The value one level down, and decisions in wider tables.
    winner(u"- winner:\n  - v4_aivonly"_s);
    QTest::newRow("nested-value-with-aside") << u"- winner:\n  - v4_aivonly（short_row −1.2%）"_s << 0 << u"winner"_s
                                             << u"v4_aivonly"_s << false << 3 << u"v4_aivonly（short_row −1.2%）"_s;
    QTest::newRow("row-oriented-decision-table")
        << u"| winner | new_current_best | rollback_branches |\n|---|---|---|\n| v4_aivonly | v4_aivonly | v4_fp16acc |"_s
        << 0 << u"winner"_s << u"v4_aivonly"_s << false << 5 << u"v4_aivonly"_s;
    QTest::newRow("two-column decision table, keys in the header")
        << u"| winner | new_current_best |\n|---|---|\n| v4_aivonly | v4_aivonly |"_s << 0 << u"winner"_s
        << u"v4_aivonly"_s << false << 5 << u"v4_aivonly"_s;
    QTest::newRow("two-column decision table, Chinese keys")
        << u"| 胜出分支 | 新 current best |\n|---|---|\n| v4_aivonly | v4_aivonly |"_s << 0 << u"winner"_s
        << u"v4_aivonly"_s << false << 5 << u"v4_aivonly"_s;
    // The current best moved in words.
    const auto moved = [](const char *name, const QString &body, const QString &id, const QString &value) {
        QTest::newRow(name) << body << 0 << u"new_current_best"_s << id << false << 3 << value;
    };
    moved("采纳 … 作为新的 current best", u"- 采纳 v2_ub 作为新的 current best"_s, u"v2_ub"_s, u"采纳 v2_ub 作为新的 current best"_s);
    moved("合并 … 为 current best", u"- 合并 `v2_ub` 为 current best"_s, u"v2_ub"_s, u"合并 v2_ub 为 current best"_s);
    moved("current best 更新为", u"- current best 更新为 v2_ub"_s, u"v2_ub"_s, u"current best 更新为 v2_ub"_s);
    moved("current best 更新：a → b", u"- current best 更新：v1_pipe3 → v2_ub"_s, u"v2_ub"_s,
          u"current best 更新：v1_pipe3 → v2_ub"_s);
    moved("current best 回退到", u"- 精度失败，current best 回退到 v1_pipe3"_s, u"v1_pipe3"_s,
          u"current best 回退到 v1_pipe3"_s);
    // Where the best went when nothing was adopted.
    moved("回退到", u"- 精度失败，回退到 v1_pipe3"_s, u"v1_pipe3"_s, u"回退到 v1_pipe3"_s);
    moved("Rolled back to", u"- L0 failed; rolled back to `v1_pipe3`."_s, u"v1_pipe3"_s, u"rolled back to v1_pipe3."_s);
    moved("Rolled back, two spaces, to", u"- L0 failed; rolled back  to `v1_pipe3`."_s, u"v1_pipe3"_s,
          u"rolled back  to v1_pipe3."_s);
    moved("Rolled back to baseline.", u"- Merge check failed. Rolled back to baseline."_s, u"baseline"_s,
          u"Rolled back to baseline."_s);
    moved("Adopted … as the new current best", u"Adopted v2_ub as the new current best."_s, u"v2_ub"_s,
          u"Adopted v2_ub as the new current best"_s);
    moved("We adopt … as the new current best", u"We adopt v1_a as the new current best (simpler code)."_s, u"v1_a"_s,
          u"adopt v1_a as the new current best"_s);
    moved("So we adopted …", u"Both pass L0, so we adopted v1_a as the new current best."_s, u"v1_a"_s,
          u"adopted v1_a as the new current best"_s);
    moved("本轮采纳 … 为 current best", u"本轮采纳 v2_ub 为新的 current best。"_s, u"v2_ub"_s,
          u"采纳 v2_ub 为新的 current best"_s);
    moved("Promote … to current best", u"Promote **v2_ub** to current best."_s, u"v2_ub"_s,
          u"Promote v2_ub to current best"_s);
    moved("决策：采纳", u"- 决策：采纳 v2_ub"_s, u"v2_ub"_s, u"决策：采纳 v2_ub"_s);
    moved("最终采纳：", u"- 最终采纳：v2_ub"_s, u"v2_ub"_s, u"最终采纳：v2_ub"_s);
    QTest::newRow("Winner ➜ x") << u"- Winner ➜ v2_ub"_s << 0 << u"winner"_s << u"v2_ub"_s << false << 3 << u"v2_ub"_s;
    QTest::newRow("a comparison row is no statement")
        << u"### 候选 vs current best 对比表\n\n| candidate | dispatch_path | Task Duration(us) |\n|---|---|---:|\n"
           "| current best | short_row | 20.1 |\n| v1_pipe | short_row | 18.6 |\n\n- winner: v1_pipe"_s
        << 0 << u"winner"_s << u"v1_pipe"_s << false << 10 << u"v1_pipe"_s;
    QTest::newRow("three-column-key-value-table")
        << u"| 项 | 值 | 说明 |\n|---|---|---|\n| winner | v4_aivonly | short_row −1.2% |"_s << 0 << u"winner"_s
        << u"v4_aivonly"_s << false << 5 << u"v4_aivonly"_s;
    // Another round's winner restated, and an answer that names no branch, decide nothing here
    // (the winner line after them is the round's).
    QTest::newRow("another round's winner restated")
        << u"- Winner of round 4: v4_old\n- 第4轮 winner：v4_old\n- Iteration 4 winner: v4_old\n- winner: v1_new"_s << 0
        << u"winner"_s << u"v1_new"_s << false << 6 << u"v1_new"_s;
    QTest::newRow("another round's winner restated, round in brackets")
        << u"- winner (round 4): v4_old\n- winner（第4轮）：v4_old\n- winner (R4): v4_old\n- winner: v1_new"_s << 0
        << u"winner"_s << u"v1_new"_s << false << 6 << u"v1_new"_s;
    QTest::newRow("this round in brackets, or a bracket about it, still states")
        << u"- winner (round 1): v1_new\n- winner（相对第4轮 best）：v1_other"_s << 0 << u"winner"_s << u"v1_new"_s
        << false << 3 << u"v1_new"_s;
    // One level down, an id that is turned down, or a key, names no winner.
    QTest::newRow("empty winner over a rejected branch")
        << u"- winner:\n  - v4_aivonly 回退 +75.9%，不采纳"_s << 0 << u"winner"_s << QString() << false << 3 << QString();
    QTest::newRow("empty winner over a sibling key") << u"- winner:\n- delta_us: +1.0"_s << 0 << u"winner"_s << QString()
                                                     << false << 3 << QString();
    QTest::newRow("采纳 answers, names nothing") << u"- 采纳：是（B_better）\n- winner: v1_new"_s << 0 << u"winner"_s
                                                  << u"v1_new"_s << false << 4 << u"v1_new"_s;
    // An empty "winner:" takes the item below only when it names a branch, not another statement.
    QTest::newRow("empty winner over another key") << u"- winner:\n- new_current_best: v1_kept（不变）"_s << 0
                                                   << u"winner"_s << QString() << false << 3 << QString();
    QTest::newRow("hyphenated-current-best") << u"- new current-best: v4_aivonly"_s << 0 << u"new_current_best"_s
                                             << u"v4_aivonly"_s << false << 3 << u"v4_aivonly"_s;
}

void TestOptLogParser::decisions()
{
    QFETCH(QString, body);
    QFETCH(int, index);
    QFETCH(QString, kind);
    QFETCH(QString, candidate);
    QFETCH(bool, keeps);
    QFETCH(int, line);
    QFETCH(QString, value);
    const OptLog log = parseText(u"## Round 1\n\n"_s + body + u"\n"_s);
    QCOMPARE(log.rounds.size(), 1);
    const QList<OptLogDecision> &decisions = log.rounds.at(0).decisions;
    QVERIFY2(index < decisions.size(), qPrintable(QString::number(decisions.size())));
    const OptLogDecision &d = decisions.at(index);
    QCOMPARE(OptLogJson::decisionKindName(d.kind), kind);
    QCOMPARE(d.candidate, candidate);
    QCOMPARE(d.keepsCurrentBest, keeps);
    QCOMPARE(d.line, line);
    QCOMPARE(d.value, value);
    QVERIFY(log.looseDecisions.isEmpty());
}

// The merge check follows the choice of a winner (the workflow's Phase 2 steps 10–11): its failure
// and rollback undo the round's adoption, stated before it or not; another branch's rollback is no
// say of the round's and yields to its winner.
void TestOptLogParser::mergeCheckUndoesTheAdoption_data()
{
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("best"); // the round's new current best as read; empty: none
    QTest::addColumn<bool>("undone"); // read from a failed merge check
    const QString table = u"| candidate | workload | Task Duration(us) |\n|---|---|---:|\n| v2_a | w | 10 |\n\n"_s;
    QTest::newRow("after the winner") << table + u"- winner: v2_a\n- merged_v2_a 复测 28.3 us，合并检查失败，回退到 v1_pipe3\n"_s
                                      << u"v1_pipe3"_s << true;
    QTest::newRow("after an adoption")
        << table + u"- winner: v2_a\n- new_current_best: v2_a\n- 合并检查：复测 18.34 µs，long_row 回退，合并检查失败，回退到 v1_pipe3\n"_s
        << u"v1_pipe3"_s << true;
    QTest::newRow("in English") << table + u"- winner: v2_a\n- Merge check failed: long_row regressed; rolled back to baseline.\n"_s
                                << u"baseline"_s << true;
    QTest::newRow("the merge check passed") << table + u"- winner: v2_a\n- new_current_best: v2_a\n- 合并检查：L1 PASS，无回退。\n"_s
                                            << u"v2_a"_s << false;
    // A merge that passed, and a rollback of something else in the same sentence: the adoption stands.
    QTest::newRow("passed merge, one path rolled back")
        << table + u"- winner: v2_a\n- new_current_best: merged_v2_a\n- merged_v2_a: L1 PASS, 18.1 us; long_row: rolled back to v1_pipe3.\n"_s
        << u"merged_v2_a"_s << false;
    QTest::newRow("合并检查通过，配置回退")
        << table + u"- winner: v2_a\n- new_current_best: merged_v2_a\n- 合并检查通过，merged_v2_a 18.1 us；long_row 的 tile 配置：回退到 v1_pipe3。\n"_s
        << u"merged_v2_a"_s << false;
    QTest::newRow("merge check not passed")
        << table + u"- winner: v2_a\n- new_current_best: merged_v2_a\n- 合并检查未通过（long_row +4%），回退到 v1_pipe3。\n"_s
        << u"v1_pipe3"_s << true;
    QTest::newRow("another branch's rollback") << table + u"- winner: v2_a\n- new_current_best: v2_a\n- v2_b 精度失败，回退到 v1_pipe3。\n"_s
                                               << u"v2_a"_s << false;
    QTest::newRow("a plan") << table + u"- winner: v2_a\n- new_current_best: v2_a\n- 若合并检查失败，回退到 v1_pipe3。\n"_s
                            << u"v2_a"_s << false;
}

void TestOptLogParser::mergeCheckUndoesTheAdoption()
{
    QFETCH(QString, body);
    QFETCH(QString, best);
    QFETCH(bool, undone);
    const OptLog log = parseText(u"## Round 2\n\n"_s + body);
    QCOMPARE(log.rounds.size(), 1);
    const OptLogDecision *stated = log.rounds.at(0).newCurrentBest();
    QCOMPARE(stated ? stated->candidate : QString(), best);
    QCOMPARE(stated && stated->mergeCheckFailed, undone);
    const OptLogDecision *winner = log.rounds.at(0).winner();
    QVERIFY(winner);
    QCOMPARE(winner->candidate, u"v2_a"_s); // the branch chosen stays the round's winner
}

void TestOptLogParser::bareWinnerHeadingNamesABranch_data()
{
    QTest::addColumn<QString>("under");
    QTest::addColumn<QString>("winner"); // empty: the round states none
    QTest::newRow("a branch first") << u"- v4_aivonly（short_row −1.2%）"_s << u"v4_aivonly"_s;
    // A dtype or a check first is no branch: the prose after it names the winner, or nothing does.
    QTest::newRow("a dtype first, the winner in prose") << u"- fp16 与 bf16 的 short_row 均最快，v4_aivonly 胜出"_s
                                                         << u"v4_aivonly"_s;
    QTest::newRow("a check first") << u"- L0 全 PASS；两个分支差距在噪声内"_s << QString();
    QTest::newRow("a round label first") << u"- R2：v2_ubreuse 保持"_s << QString();
    QTest::newRow("a rejected branch") << u"- v4_fp16acc 最快（−7.3%）但 L0 FAIL，作废"_s << QString();
    QTest::newRow("a rejected branch, clause by clause") << u"- v4_fp16acc 最快，但 L0 FAIL，作废"_s << QString();
    QTest::newRow("a rejected branch, then the winner in prose")
        << u"- v4_fp16acc - failed to beat noise; v4_aivonly wins"_s << u"v4_aivonly"_s;
    // Caveats are no rejection.
    // The branch table lists ids, the heading names a branch's file (either generation).
    QTest::newRow("a branch file of a listed id") << u"- `perf_opt/rms_norm_opt_v4_aivonly.py`（−1.2%）"_s
                                                  << u"v4_aivonly"_s;
    QTest::newRow("a file of no listed branch") << u"- rms_norm_opt_v4_other.py（−1.2%）"_s << u"v4_other"_s;
    QTest::newRow("a caveat with not") << u"- v4_aivonly — long_row +0.6% is not above noise"_s << u"v4_aivonly"_s;
    QTest::newRow("a caveat with fail") << u"- v4_aivonly, ahead of the failed v4_fp16acc attempt"_s << u"v4_aivonly"_s;
}

void TestOptLogParser::bareWinnerHeadingNamesABranch()
{
    QFETCH(QString, under);
    QFETCH(QString, winner);
    const QString log = u"## Round 4\n\n### Experiment Branches\n\n| branch | base | Task Duration(us) | status |\n"
                        "|---|---|---:|---|\n| v4_aivonly | v3_a | 17.92 | PASS |\n| v4_fp16acc | v3_a | 17.10 | FAIL |\n\n"
                        "### Iteration Winner\n\n"_s
        + under + u"\n"_s;
    const OptLog parsed = parseText(log);
    QCOMPARE(parsed.rounds.size(), 1);
    QCOMPARE(parsed.rounds.at(0).branches.size(), 2);
    const OptLogDecision *found = parsed.rounds.at(0).winner();
    QCOMPARE(found ? found->candidate : QString(), winner);
}

void TestOptLogParser::bareWinnerHeadingWithBranchFiles()
{
    // The branch table names files, the winner line the id.
    const OptLog parsed = parseText(
        u"## Round 4\n\n### Experiment Branches\n\n| branch | base | Task Duration(us) |\n|---|---|---:|\n"
        "| `rms_norm_opt_v4_aivonly.py` | v3_a | 17.92 |\n| `rms_norm_opt_v4_fp16acc.py` | v3_a | 17.10 |\n\n"
        "### Iteration Winner\n\n- v4_aivonly（short_row −1.2%）\n"_s);
    QCOMPARE(parsed.rounds.size(), 1);
    QCOMPARE(parsed.rounds.at(0).branches.size(), 2);
    const OptLogDecision *winner = parsed.rounds.at(0).winner();
    QVERIFY(winner);
    QCOMPARE(winner->candidate, u"v4_aivonly"_s);

    // Gen B names its files "<op>_round<N>_<id>.py"; a dtype is no branch even when one ends with it.
    const OptLog genB = parseText(
        u"## Round 2\n\n### Experiment Branches\n\n| branch | base | Task Duration(us) |\n|---|---|---:|\n"
        "| argmax_like_round2_pipe.py | baseline | 9.1 |\n| argmax_like_round2_v5_x_fp16.py | baseline | 9.4 |\n\n"
        "### Iteration Winner\n\n- round2_pipe（−21.6%）\n"_s);
    QVERIFY(genB.rounds.at(0).winner());
    QCOMPARE(genB.rounds.at(0).winner()->candidate, u"round2_pipe"_s);
    // The other way round: the table lists ids, the heading the Gen B file (its name ends with the id).
    const OptLog genBFile = parseText(
        u"## Round 2\n\n### Experiment Branches\n\n| branch | base | Task Duration(us) |\n|---|---|---:|\n"
        "| round2_pipe | baseline | 9.1 |\n| round2_fp16 | baseline | 9.4 |\n\n"
        "### Iteration Winner\n\n- `argmax_like_round2_pipe.py`（−21.6%）\n"_s);
    QVERIFY(genBFile.rounds.at(0).winner());
    QCOMPARE(genBFile.rounds.at(0).winner()->candidate, u"argmax_like_round2_pipe"_s);
    const OptLog dtype = parseText(
        u"## Round 2\n\n### Experiment Branches\n\n| branch | base | Task Duration(us) |\n|---|---|---:|\n"
        "| v5_x_fp16 | baseline | 9.4 |\n\n### Iteration Winner\n\n- fp16 与 bf16 均最快\n"_s);
    QVERIFY(!dtype.rounds.at(0).winner());

    // A path, an aside that turns another branch down, a family of branches.
    for (const auto &[under, id] : {std::pair {u"- `perf_opt/rms_norm_opt_v4_aivonly.py`（−1.2%）"_s, u"v4_aivonly"_s},
                                    std::pair {u"- v4_aivonly（v4_fp16acc 持平淘汰）"_s, u"v4_aivonly"_s},
                                    std::pair {u"- v4_aivonly (not v4_fp16acc: within noise)"_s, u"v4_aivonly"_s},
                                    std::pair {u"- v4_aivonly — short_row −1.2%; v4_fp16acc discarded (L0 FAIL)"_s, u"v4_aivonly"_s},
                                    std::pair {u"- v4_aivonly；v4_fp16acc ±1.2% 淘汰"_s, u"v4_aivonly"_s},
                                    std::pair {u"- V4_aivonly（−1.2%）"_s, u"V4_aivonly"_s}}) {
        const OptLog more = parseText(
            u"## Round 4\n\n### Experiment Branches\n\n| branch | base | Task Duration(us) |\n|---|---|---:|\n"
            "| rms_norm_opt_v4_aivonly.py | v3_a | 17.92 |\n| rms_norm_opt_v4_fp16acc.py | v3_a | 17.10 |\n\n"
            "### Iteration Winner\n\n"_s
            + under + u"\n"_s);
        QVERIFY2(more.rounds.at(0).winner(), qPrintable(under));
        QCOMPARE(more.rounds.at(0).winner()->candidate, id);
    }
    const OptLog family = parseText(
        u"## Round 2\n\n### Experiment Branches\n\n| branch | base | Task Duration(us) |\n|---|---|---:|\n"
        "| op1_bm4 | v1_a | 9.1 |\n| op1_bm8 | v1_a | 9.4 |\n\n### Iteration Winner\n\n- op1 结构全面采纳\n"_s);
    QVERIFY(!family.rounds.at(0).winner()); // "op1" holds no '_': a family only by a round-prefixed name
}

// Words that name a branch near "current best" without moving it: a refusal, a condition, an
// answer that names no branch.
void TestOptLogParser::proseThatMovesNoBest()
{
    for (const QString &body : {u"- 不采纳 v2_ub 为 current best（L0 FAIL）"_s, u"- 若 current best 更新为 v2_ub，需重测"_s,
                                u"We did not adopt v2_ub as the new current best."_s, u"- 采纳：是（B_better）"_s,
                                u"- current best 更新：待 A/B 结果"_s, u"- 不建议采纳 v3_x 作为 current best"_s,
                                u"- 备注：current best 更新为 v3_x 的条件是复测稳定低于 3% 阈值"_s,
                                u"- 如 current best 更新为 v3_x，需要重跑 L1"_s, u"- 原计划 current best 更新为 v3_x，但复测后放弃"_s,
                                u"- current best 回退到 v3_x 会导致 fp32 回退 4.7%，故不回退"_s, u"- 决策：采纳 v3_x？否，噪声内"_s,
                                u"- current best 更新：v1_pipe3 → v3_x（撤销，见下）"_s,
                                u"- Should we promote v3_x to current best? No."_s, u"- 若精度失败，回退到 v1_pipe3"_s,
                                u"- 先测 L0，否则回退到 v1_pipe3"_s, u"- v2_b 精度失败，回退到 v1_pipe3 的写法后复测"_s,
                                u"- 性能回退到 baseline 水平"_s, u"- If L0 fails, roll back to v1_pipe3."_s,
                                u"- 一旦 L1 失败，回退到 v1_pipe3。"_s, u"- In case L1 fails, roll back to v1_pipe3."_s,
                                u"- 静态 body 超预算时，回退到 dyn_slice。"_s,
                                u"- Tail handling: when M % block_m != 0, falls back to dyn_tail."_s,
                                u"- round2_db L0 failed, rolled back to round1_pipe3."_s,
                                u"- Round 2 的 v2_a 精度失败，回退到 v1_pipe3，本轮以其为 base。"_s}) {
        const OptLog log = parseText(u"## Round 1\n\n"_s + body + u"\n"_s);
        QVERIFY2(!log.rounds.at(0).newCurrentBest(), qPrintable(body));
    }
}

// A plan written before the loop ("### Round 1：流水（计划）" under "## 0. 调优计划") is no round when
// the loop's own heading for that round follows; a planned round never written stays one.
void TestOptLogParser::plannedRoundsAreThePlans()
{
    const OptLog log = parseText(
        u"## 0. 调优计划\n\n### Round 1：流水（计划）\n\n- 预期 -8%\n\n### Round 2：UB 复用（计划）\n\n- 预期 -5%\n\n"
        "### Round 3：tile（planned）\n\n- 视前两轮而定\n\n"
        "## Iteration 1（round 1）\n\n- winner: v1_pipe3\n\n## Iteration 2（round 2）\n\n- winner: v2_ub\n"_s);
    QStringList rounds;
    for (const OptLogRound &round : log.rounds)
        rounds.append(QStringLiteral("%1@%2").arg(round.number).arg(round.line));
    QCOMPARE(rounds, (QStringList {u"3@11"_s, u"1@15"_s, u"2@19"_s}));
    QCOMPARE(log.rounds.at(1).winner()->candidate, u"v1_pipe3"_s);
    QCOMPARE(log.rounds.at(2).winner()->candidate, u"v2_ub"_s);
}

// A quoted excerpt of another log ("> ## Round 3（旧日志）" with its "> - winner: …") is neither a
// round of this log nor a statement of the round it is quoted in; a quote without a heading (a
// callout, "> **winner: v2_ub**") is still the round's own statement.
void TestOptLogParser::quotedExcerptsAreNotThisLogs()
{
    const OptLog log = parseText(
        u"## Iteration 1\n\n- winner: v1_pipe3\n\n## Iteration 2\n\n上一版日志的片段：\n\n"
        "> ## Round 3（旧日志）\n>\n> - winner: v3_vec8\n\n- winner: none\n\n"
        "## Iteration 3\n\n> ✅ winner: v3_ub\n"_s);
    QCOMPARE(log.rounds.size(), 3);
    QCOMPARE(log.rounds.at(1).number, 2);
    QVERIFY(log.rounds.at(1).winner());
    QVERIFY(log.rounds.at(1).winner()->candidate.isEmpty()); // "none", no conflict with the quote's
    for (const Diagnostic &d : log.diagnostics)
        QVERIFY2(d.code != u"optlog.conflicting-round"_s, qPrintable(d.message));
    QCOMPARE(log.rounds.at(2).number, 3);
    QCOMPARE(log.rounds.at(2).line, 15);
    QVERIFY(log.rounds.at(2).winner());
    QCOMPARE(log.rounds.at(2).winner()->candidate, u"v3_ub"_s);
    // A GitHub alert is this log's callout, headings and all.
    const OptLog alert = parseText(u"## Iteration 1\n\n> [!NOTE]\n> ### 决策\n> - winner: v1_pipe3\n"_s);
    QCOMPARE(alert.rounds.size(), 1);
    QVERIFY(alert.rounds.at(0).winner());
    QCOMPARE(alert.rounds.at(0).winner()->candidate, u"v1_pipe3"_s);
}

// Nor are its tables, Markdown or HTML alike: the old log's comparison table is no table of the round
// it is quoted in. A quote without a heading, and a GitHub alert, keep theirs.
void TestOptLogParser::quotedExcerptsTablesAreNotThisLogs()
{
    const OptLog log = parseText(u"## Round 1\n\n| 候选 | 候选_us |\n|---|---|\n| v1_a | 7.1 |\n\n旧日志的片段：\n\n"
                                 "> ## Round 3（旧日志）\n>\n> | 候选 | 候选_us |\n> |---|---|\n> | v3_old | 9.9 |\n>\n"
                                 "> <table><tr><th>候选</th></tr><tr><td>v3_html</td></tr></table>\n\n"
                                 "> | 备注 | 值 |\n> |---|---|\n> | quoted | 1 |\n\n"
                                 "> [!NOTE]\n> ### 决策\n> | 告警 | 值 |\n> |---|---|\n> | note | 2 |\n"_s);
    QStringList tables;
    for (const OptLogTable &table : log.tables)
        tables.append(u"%1@%2:%3"_s.arg(table.columns.at(0).header).arg(table.line).arg(table.round));
    QCOMPARE(tables, (QStringList {u"候选@3:0"_s, u"备注@17:0"_s, u"告警@23:0"_s}));
    QCOMPARE(log.rounds.size(), 1);
}

// A cell of rowspan N is in the next N - 1 rows at its columns, as a browser lays the table out:
// a candidate spanning its workloads' rows names each, and no row around it is ragged.
void TestOptLogParser::htmlRowspanIsSpread()
{
    const OptLog log = parseText(
        u"<table>\n<tr><th>候选</th><th>workload</th><th>Task Duration(us)</th></tr>\n"
        "<tr><td rowspan=\"2\">v1_a</td><td>w1</td><td>7.1</td></tr>\n<tr><td>w2</td><td>8.2</td></tr>\n"
        "<tr><td>v1_b</td><td>w1</td><td rowspan=\"2\">6.0</td></tr>\n<tr><td>v1_c</td></tr>\n</table>\n\n"
        "<table><thead><tr><th rowspan=\"2\">候选</th><th colspan=\"2\">Task Duration(us)</th></tr>\n"
        "<tr><th>fp16</th><th>fp32</th></tr></thead>\n<tr><td>v1_a</td><td>7.1</td><td>9.0</td></tr></table>\n\n"
        // A header of two rows without a <thead>: rows of <th> under the first; a row that starts
        // with its <th> but holds data is a row of the table. A <thead>'s rowspan ends with it.
        "<table><tr><th rowspan=\"2\">候选</th><th colspan=\"2\">Task Duration(us)</th><th>note</th></tr>\n"
        "<tr><th>fp16</th><th>fp32</th><th>&nbsp;</th></tr>\n<tr><th>v1_b</th><td>6.0</td><td>8.0</td><td>ok</td></tr>"
        "</table>\n\n<table><thead><tr><th rowspan=\"3\">候选</th><th>w1</th></tr></thead>\n"
        "<tr><td>v1_c</td><td>5.0</td></tr></table>\n\n"
        // A <tbody> ends a <thead> left open; a rowspan ends with its row group.
        "<table><thead><tr><th>branch</th><th>us</th></tr><tbody><tr><td rowspan=\"2\">v1_a</td><td>7.1</td></tr>"
        "<tr><td>7.2</td></tr></tbody><tbody><tr><td>v1_b</td><td>8</td></tr></tbody></table>\n\n"
        // A row below a name of its own does not rename it: a "(us)" under it, a "Round 1" across
        // the table; rows of <th> under a plain first row are data ("stop_reason | plateau").
        "<table><thead><tr><th>branch</th><th>duration</th></tr><tr><th></th><th>(us)</th></tr></thead>"
        "<tr><td>v1_a</td><td>7.1</td></tr></table>\n\n"
        "<table><tr><th>branch</th><th>us</th></tr><tr><th colspan=\"2\">Round 1</th></tr>"
        "<tr><td>v1_a</td><td>7.1</td></tr></table>\n\n"
        "<table><tr><th>key</th><th>value</th></tr><tr><th>stop_reason</th><th>plateau</th></tr></table>\n"_s);
    QCOMPARE(log.tables.size(), 8);
    const auto rowsOf = [&log](int table) {
        QStringList rows;
        for (const OptLogTableRow &row : log.tables.at(table).rows)
            rows.append(cellTexts(row.cells).join(u'|'));
        return rows;
    };
    const auto headersOf = [&log](int table) {
        QStringList headers;
        for (const OptLogTableColumn &column : log.tables.at(table).columns)
            headers.append(column.header);
        return headers;
    };
    QCOMPARE(rowsOf(0), (QStringList {u"v1_a|w1|7.1"_s, u"v1_a|w2|8.2"_s, u"v1_b|w1|6.0"_s, u"v1_c||6.0"_s}));
    QCOMPARE(headersOf(1), (QStringList {u"候选"_s, u"fp16"_s, u"fp32"_s}));
    QCOMPARE(rowsOf(1), (QStringList {u"v1_a|7.1|9.0"_s}));
    QCOMPARE(headersOf(2), (QStringList {u"候选"_s, u"fp16"_s, u"fp32"_s, u"note"_s}));
    QCOMPARE(rowsOf(2), (QStringList {u"v1_b|6.0|8.0|ok"_s}));
    QCOMPARE(rowsOf(3), (QStringList {u"v1_c|5.0"_s}));
    QCOMPARE(headersOf(4), (QStringList {u"branch"_s, u"us"_s}));
    QCOMPARE(rowsOf(4), (QStringList {u"v1_a|7.1"_s, u"v1_a|7.2"_s, u"v1_b|8"_s}));
    QCOMPARE(headersOf(5), (QStringList {u"branch"_s, u"duration"_s}));
    QCOMPARE(rowsOf(5), (QStringList {u"v1_a|7.1"_s}));
    QCOMPARE(headersOf(6), (QStringList {u"branch"_s, u"us"_s}));
    QCOMPARE(rowsOf(6), (QStringList {u"Round 1|"_s, u"v1_a|7.1"_s}));
    QCOMPARE(headersOf(7), (QStringList {u"key"_s, u"value"_s}));
    QCOMPARE(rowsOf(7), (QStringList {u"stop_reason|plateau"_s}));
    // Its workloads' columns are the records' durations, as a Markdown table headed by them reads.
    QCOMPARE(log.tables.at(1).columns.at(1).kind, ColumnKind::WorkloadUs);
    for (const Diagnostic &d : log.diagnostics)
        QVERIFY2(d.code != u"optlog.ragged-row"_s, qPrintable(diagnosticsText(log)));
}

// "### Summary" (or "### 总结", "### Conclusions", "### Retrospective", "### Stage Result") under an
// open round is the round's own summing up, where its winner is stated; "### Final Summary" under the
// last round is still the log's closing section.
void TestOptLogParser::aRoundsOwnSummaryKeepsItsWinner_data()
{
    QTest::addColumn<QString>("heading");
    QTest::addColumn<bool>("closes");
    QTest::newRow("Summary") << u"### Summary"_s << false;
    QTest::newRow("Summary of round 2") << u"### Summary of round 2"_s << false;
    QTest::newRow("Conclusions") << u"### Conclusions"_s << false;
    QTest::newRow("总结") << u"### 总结"_s << false;
    QTest::newRow("Retrospective") << u"### Retrospective"_s << false;
    QTest::newRow("Stage Result") << u"### Stage Result"_s << false;
    QTest::newRow("Final Summary") << u"### Final Summary"_s << true;
    QTest::newRow("最终总结") << u"### 最终总结"_s << true;
    QTest::newRow("Skill Retrospective") << u"### Skill Retrospective"_s << true;
    QTest::newRow("at the round's level") << u"## Summary"_s << true;
}

// "## 本轮结论" / "## 决策" / "## Decision" right after a flat round's table, at the round's level: the
// round's decision, as "## Experiment Branches" is its part; a bare "## 结论" may be the log's own.
void TestOptLogParser::aFlatRoundsDecisionHeading()
{
    for (const QString &heading : {u"## 本轮结论"_s, u"## 决策"_s, u"## Decision"_s, u"## 本轮决策：采纳"_s}) {
        const OptLog log = parseText(u"## Iteration 1\n\n- winner: v1_pipe3\n\n## Iteration 2\n\n"
                                     "| branch | Task Duration(us) |\n|---|---:|\n| v2_ub | 9.6 |\n\n"_s
                                     + heading + u"\n\n- winner: v2_ub\n"_s);
        QCOMPARE(log.rounds.size(), 2);
        QVERIFY2(log.rounds.at(1).winner(), qPrintable(heading));
        QCOMPARE(log.rounds.at(1).winner()->candidate, u"v2_ub"_s);
    }
}

// "v2_b：精度失败，回退到 v1_pipe3" beside the round's own winner, or a new best it states, is that
// branch's rollback: the round's best is the one it states.
void TestOptLogParser::aRollbackOfOneBranchIsNotTheRounds()
{
    const OptLog withWinner
        = parseText(u"## Round 2\n\n- winner: v2_a\n- v2_b：精度失败，回退到 v1_pipe3\n\n## Round 3\n\n"
                    "- new_current_best: v3_c\n\n其余分支：v3_d 精度失败，回退到 v2_a\n\n## Round 4\n\n- winner: 无\n"
                    "- 全部分支精度失败，回退到 v3_c\n"_s);
    QCOMPARE(withWinner.rounds.size(), 3);
    QVERIFY(!withWinner.rounds.at(0).newCurrentBest());
    QCOMPARE(withWinner.rounds.at(1).newCurrentBest()->candidate, u"v3_c"_s);
    QCOMPARE(withWinner.rounds.at(1).newCurrentBest()->line, 8);
    // "winner: 无" names nothing: the rollback says where the best went.
    QCOMPARE(withWinner.rounds.at(2).newCurrentBest()->candidate, u"v3_c"_s);
    QCOMPARE(withWinner.rounds.at(2).newCurrentBest()->line, 15);
}

// A round that opens by restating the last round's result ("current best: baseline → v1_pipe3
// （Round 1 合入）", its branches' base) has moved no best itself.
void TestOptLogParser::aRestatedStartIsNoNewBest()
{
    const OptLog log = parseText(
        u"## Round 1\n\n- winner: v1_pipe3\n\n## Round 2\n\n- current best: baseline → v1_pipe3（Round 1 合入）\n\n"
        "| branch | base | opt_id | task_duration_us | result |\n|---|---|---|---:|---|\n"
        "| op_round2_a.py | v1_pipe3 | round2_a | 9.1 | improved (winner) |\n"
        "| op_round2_b.py | v1_pipe3 | round2_b | 9.6 | no_gain |\n"_s);
    QCOMPARE(log.rounds.size(), 2);
    QVERIFY(!log.rounds.at(1).newCurrentBest());
    QVERIFY(log.rounds.at(1).winner());
    QCOMPARE(log.rounds.at(1).winner()->candidate, u"round2_a"_s);
}

void TestOptLogParser::aRoundHeadingStatesItsWinner_data()
{
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("winner"); // empty: the heading states none of round 2
    QTest::newRow("dash") << u"## Round 2 — winner: v2_ub"_s << u"v2_ub"_s;
    QTest::newRow("bracket") << u"## 第2轮（winner：v2_ub）"_s << u"v2_ub"_s;
    QTest::newRow("bar and emoji") << u"## Iteration 2 | 🏆 Winner: v2_ub"_s << u"v2_ub"_s;
    QTest::newRow("Chinese key") << u"## Round 2：胜出分支 v2_ub"_s << QString();
    QTest::newRow("Chinese key with a colon") << u"## Round 2 — 胜出分支：v2_ub"_s << u"v2_ub"_s;
    QTest::newRow("in prose") << u"## Round 2：v2_ub 胜出"_s << u"v2_ub"_s;
    QTest::newRow("the base named by the last round's winner")
        << u"## Round 2（base = round 1 winner: v1_pipe3）"_s << QString();
    QTest::newRow("the last round's winner") << u"## Round 2（上一轮 winner：v1_pipe3）"_s << QString();
    QTest::newRow("final winner") << u"## Round 2 — final winner: v2_ub"_s << u"v2_ub"_s;
    QTest::newRow("本轮 winner") << u"## Round 2 — 本轮 winner：v2_ub"_s << u"v2_ub"_s;
    QTest::newRow("an emoji before the key") << u"## Round 2 ✅ winner: v2_ub"_s << u"v2_ub"_s;
    QTest::newRow("the last round's first, then this one's")
        << u"## Round 2（基于 round 1 winner v1_pipe3）— winner: v2_ub"_s << u"v2_ub"_s;
    QTest::newRow("in brackets, with an aside") << u"## Round 2（winner：v2_ub，−7.5%）"_s << u"v2_ub"_s;
    QTest::newRow("what the round tunes") << u"## Round 2 — winner: v1_pipe3 的参数扫描"_s << QString();
    QTest::newRow("what the round tunes, in brackets") << u"## Round 2（最优分支：v1_pipe3 精搜）"_s << QString();
    QTest::newRow("a file, then what the round tunes") << u"## Round 2 — winner: v1_pipe3.py 的参数扫描"_s << QString();
    QTest::newRow("a setting, then what the round tunes") << u"## Round 2 — winner: v1_bs-4096 精搜"_s << QString();
}

// A round's heading that states its winner after the label, in a clause of its own.
void TestOptLogParser::aRoundHeadingStatesItsWinner()
{
    QFETCH(QString, heading);
    QFETCH(QString, winner);
    const OptLog log = parseText(u"## Round 1\n\n- winner: v1_pipe3\n\n"_s + heading
                                 + u"\n\n| branch | Task Duration(us) | result |\n|---|---:|---|\n| v2_ub | 9.6 | improved |\n"
                                   "| v2_vec | 9.9 | improved |\n"_s);
    QCOMPARE(log.rounds.size(), 2);
    const OptLogDecision *stated = log.rounds.at(1).winner();
    QCOMPARE(stated ? stated->candidate : QString(), winner);
    if (stated)
        QCOMPARE(stated->line, 5);
    QCOMPARE(log.rounds.at(0).winner()->candidate, u"v1_pipe3"_s);
    QVERIFY(log.looseDecisions.isEmpty());
}

// "## Round 2 — winner: see below" points at the statement further down: that one is the round's.
void TestOptLogParser::aHeadingPointsBelow()
{
    for (const QString &pointer : {u"see below"_s, u"见下文"_s, u"见 Iteration Winner"_s, u"待 A/B 复测"_s}) {
        const OptLog log = parseText(u"## Round 1\n\n- winner: v1_pipe3\n\n## Round 2 — winner: "_s + pointer
                                     + u"\n\n### Iteration Winner\n\n- winner: v2_a\n"_s);
        QVERIFY2(log.rounds.at(1).winner(), qPrintable(pointer));
        QCOMPARE(log.rounds.at(1).winner()->candidate, u"v2_a"_s);
        QVERIFY(std::none_of(log.diagnostics.cbegin(), log.diagnostics.cend(), [](const Diagnostic &d) {
            return d.code == u"optlog.conflicting-round"_s;
        }));
    }
}

void TestOptLogParser::aBranchTableMarksTheWinner_data()
{
    QTest::addColumn<QString>("round"); // the body of round 2
    QTest::addColumn<QString>("winner"); // empty: none
    QTest::addColumn<bool>("fromTable");
    const QString branches = u"### Experiment Branches\n\n| branch | base | opt_id | task_duration_us | result |\n"
                             "|---|---|---|---:|---|\n| rms_norm_opt_v2_a.py | v1_pipe3 | v2_a | 9.6 | %1 |\n"
                             "| rms_norm_opt_v2_b.py | v1_pipe3 | v2_b | 9.9 | %2 |\n"_s;
    QTest::newRow("improved (winner)") << branches.arg(u"improved (winner)"_s, u"no_gain"_s) << u"v2_a"_s << true;
    QTest::newRow("胜出") << branches.arg(u"rollback"_s, u"✅ 胜出"_s) << u"v2_b"_s << true;
    QTest::newRow("improved，采纳") << branches.arg(u"improved，采纳"_s, u"噪声内，不采纳"_s) << u"v2_a"_s << true;
    QTest::newRow("two marked") << branches.arg(u"winner"_s, u"winner"_s) << QString() << false;
    QTest::newRow("the last round's winner") << branches.arg(u"回退（上一轮 winner）"_s, u"no_gain"_s) << QString() << false;
    QTest::newRow("a stated winner first") << branches.arg(u"improved (winner)"_s, u"no_gain"_s) + u"\n- winner: v2_b\n"_s
                                           << u"v2_b"_s << false;
    QTest::newRow("the best went back") << branches.arg(u"improved (winner)"_s, u"no_gain"_s)
            + u"\n- 合并后精度失败，回退到 v1_pipe3\n"_s
                                        << QString() << false;
    QTest::newRow("one branch's rollback beside the mark")
        << branches.arg(u"✅ 胜出"_s, u"L0 FAIL"_s) + u"\n- v2_b L0 failed, rolled back to v1_pipe3.\n"_s << u"v2_a"_s
        << true;
    QTest::newRow("back to the baseline") << branches.arg(u"improved (winner)"_s, u"no_gain"_s)
            + u"\n- 合并后 L1 精度失败，回退到 baseline。\n"_s
                                          << QString() << false;
    QTest::newRow("back to the previous best") << branches.arg(u"improved (winner)"_s, u"no_gain"_s)
            + u"\n- Merged kernel failed L1; rolled back to the previous best.\n"_s
                                               << QString() << false;
    for (const QString &kept : {u"- current_best: v1_pipe3（不变）"_s, u"- 本轮无 winner，current best 保持 v1_pipe3。"_s,
                                u"- 本轮不采纳任何分支。"_s, u"- No winner this round; current best stays v1_pipe3."_s,
                                u"- 结论：A/B 后为 tie，维持 v1_pipe3。"_s})
        QTest::newRow(qPrintable(kept)) << branches.arg(u"improved (winner)"_s, u"no_gain"_s) + u"\n"_s + kept + u"\n"_s
                                        << QString() << false;
    for (const QString &cell : {u"no_gain（winner 仍为 v1_pipe3）"_s, u"+3% vs round 1 winner"_s, u"winner（round 1）"_s,
                                u"拒绝采纳"_s, u"improved (winner) — 撤回"_s, u"胜出（A/B 后翻转为 tie）"_s,
                                u"弃，采纳 v2_b"_s, u"待采纳（需复测）"_s, u"winner?"_s, u"current best（round 1 winner，对照）"_s})
        QTest::newRow(qPrintable(cell)) << branches.arg(cell, u"improved"_s) << QString() << false;
    // Another branch's, a case's or a plan's rollback, or one dtype's or the base's "维持", leave the mark standing.
    for (const QString &aside : {u"- The fp16-accumulate branch failed L0; rolled back to v1_pipe3."_s,
                                 u"- 兜底方案：L1 失败，回滚到 baseline。"_s, u"- L1 失败的话，回退到 v1_pipe3。"_s,
                                 u"- base：维持 v1_pipe3 结构，仅改 UB 布局。"_s, u"- v2_b 在 bf16 上没有胜出（+0.4%）。"_s,
                                 u"- fp16/bf16 维持 baseline 的 bs=4096。"_s, u"- bs sweep: no winner among 4096/8192."_s})
        QTest::newRow(qPrintable(aside)) << branches.arg(u"improved (winner)"_s, u"no_gain"_s) + u"\n"_s + aside + u"\n"_s
                                         << u"v2_a"_s << true;
    // Not merged, or not yet: no winner.
    for (const QString &notYet : {u"- 结论：本轮不合入，v2_a 的收益需在 Round 3 A/B 复核。"_s,
                                  u"- current best 暂不更新（等待 Round 3 复测）。"_s,
                                  u"- Decision: not merged yet; the gain needs an A/B re-run."_s})
        QTest::newRow(qPrintable(notYet)) << branches.arg(u"improved (winner)"_s, u"no_gain"_s) + u"\n"_s + notYet + u"\n"_s
                                          << QString() << false;
    // The merge check's rollback, however it is punctuated or whatever it names, and a best said to
    // have gone elsewhere.
    for (const QString &back : {u"- Merge check failed. Rolled back to v1_pipe3."_s,
                                u"- merged_v2_a 复测 28.3 us，劣于 v1_pipe3，合并检查失败，回退到 v1_pipe3。"_s,
                                u"- 合并检查失败：回退到 baseline."_s, u"- current best 回退到 v1_pipe3。"_s,
                                u"- v2_a is not merged; current best stays v1_pipe3."_s})
        QTest::newRow(qPrintable(back)) << branches.arg(u"improved (winner)"_s, u"no_gain"_s) + u"\n"_s + back + u"\n"_s
                                        << QString() << false;
    QTest::newRow("a parameter row") << u"| branch | base | opt_id | task_duration_us | result |\n|---|---|---|---:|---|\n"
                                        "| BLOCK_N=2048 | v1_pipe3 | OP1 | 9.1 | winner |\n"_s
                                     << QString() << false;
    QTest::newRow("two marked branches, a marked candidate")
        << branches.arg(u"winner"_s, u"winner"_s)
            + u"\n| opt_id | 目标现象 | 优化点 | 状态 |\n|---|---|---|---|\n| v2_a | P1 | 流水 | winner |\n"_s
        << QString() << false;
    QTest::newRow("a merge check's own words") << branches.arg(u"improved (winner)"_s, u"no_gain"_s)
            + u"\n- 合并检查：未合并冲突，L1 PASS。\n"_s
                                               << u"v2_a"_s << true;
    QTest::newRow("a candidate chosen to try")
        << u"### Candidate Optimization Points\n\n| opt_id | 目标现象 | 优化点 | 状态 |\n|---|---|---|---|\n"
           "| v2_a | P1 | 流水 | 采纳 |\n| v2_b | P2 | UB 复用 | 否决 |\n"_s
        << QString() << false;
    QTest::newRow("a reference row and the mark")
        << branches.arg(u"current best（round 1 winner，对照）"_s, u"improved (winner)"_s) << u"v2_b"_s << true;
    QTest::newRow("a mark with its gain") << branches.arg(u"**胜出（−7.5%）**"_s, u"no_gain"_s) << u"v2_a"_s << true;
    // The round says it has not decided yet: the mark is no decision.
    QTest::newRow("after a placeholder") << u"- winner: TBD\n\n"_s + branches.arg(u"improved (winner)"_s, u"no_gain"_s)
                                         << QString() << false;
    QTest::newRow("a Gen A branch file")
        << u"| branch | base | opt_id | change | task_duration_us | result |\n|---|---|---|---|---:|---|\n"
           "| perf_opt/lerp_opt_v2_op1.py | v1_op1 | OP1 | 3-buffer | 157.2 | improved (winner) |\n"
           "| perf_opt/lerp_opt_v2_op2.py | v1_op1 | OP2 | 静态尾块 | 160.1 | no_gain |\n"_s
        << u"v2_op1"_s << true;
    // The workflow's own layout: the branch id first, its bare opt_id beside it.
    QTest::newRow("branch ids beside bare opt_ids")
        << u"| branch | base | opt_id | major_change | task_duration_us | result |\n|---|---|---|---|---:|---|\n"
           "| v2_bs8192 | v1_pipe3 | bs8192 | BLOCK_SIZE 2048 -> 8192 | 12.1 | rollback |\n"
           "| v2_fp16acc | v1_pipe3 | fp16acc | FP32_ACC True -> False | 10.3 | improved (winner) |\n"
           "\n- rollback_branches: v2_bs8192\n"_s
        << u"v2_fp16acc"_s << true;
    QTest::newRow("a bare opt_id beside a parameter, no branch id")
        << u"| branch | base | opt_id | task_duration_us | result |\n|---|---|---|---:|---|\n"
           "| BLOCK_N=2048 | v1_pipe3 | fp16acc | 9.1 | winner |\n"_s
        << QString() << false;
    QTest::newRow("the candidates table")
        << u"### Candidate Optimization Points\n\n| opt_id | 目标现象 | 优化点 | 状态 |\n|---|---|---|---|\n"
           "| v2_a | P1 | 流水 | rollback |\n| v2_b | P2 | UB 复用 | winner |\n"_s
                                          << u"v2_b"_s << true;
}

// A round that states no winner but marks one branch in its Experiment Branches (or candidates)
// table: that branch, read from the table.
void TestOptLogParser::aBranchTableMarksTheWinner()
{
    QFETCH(QString, round);
    QFETCH(QString, winner);
    QFETCH(bool, fromTable);
    const OptLog log = parseText(u"## Round 1\n\n- winner: v1_pipe3\n\n## Round 2\n\n"_s + round);
    QCOMPARE(log.rounds.size(), 2);
    const OptLogDecision *stated = log.rounds.at(1).winner();
    QCOMPARE(stated ? stated->candidate : QString(), winner);
    if (stated) {
        QCOMPARE(stated->fromTable, fromTable);
        QCOMPARE(OptLogJson::toJson(log)
                     .value(u"rounds"_s)
                     .toArray()
                     .at(1)
                     .toObject()
                     .value(u"winner"_s)
                     .toObject()
                     .value(u"from_table"_s)
                     .toBool(),
                 fromTable);
    }
    QVERIFY(std::none_of(log.diagnostics.cbegin(), log.diagnostics.cend(), [](const Diagnostic &d) {
        return d.code == u"optlog.conflicting-round"_s;
    }));
}

void TestOptLogParser::aFlatSummaryBetweenRounds_data()
{
    QTest::addColumn<QString>("heading");
    for (const QString &heading : {u"## 总结"_s, u"## 结论"_s, u"## 小结"_s, u"## Summary"_s, u"## Conclusions"_s})
        QTest::newRow(qPrintable(heading)) << heading;
}

// "## 总结" at a flat round's own level sums up that round while another round follows; after the
// last round it is the log's closing summary, and what it states belongs to no round.
void TestOptLogParser::aFlatSummaryBetweenRounds()
{
    QFETCH(QString, heading);
    const auto closingSections = [](const OptLog &log) {
        return std::count_if(log.sections.cbegin(), log.sections.cend(), [](const OptLogSection &section) {
            return section.kind == OptLogSectionKind::FinalSummary;
        });
    };
    const OptLog between = parseText(u"## Iteration 1\n\n| branch | Task Duration(us) |\n|---|---:|\n| v1_a | 9.6 |\n\n"_s
                                     + heading + u"\n\n- winner: v1_a\n\n## Iteration 2\n\n- winner: v2_b\n"_s);
    QCOMPARE(between.rounds.size(), 2);
    QCOMPARE(between.rounds.at(0).endLine, 10);
    QVERIFY(between.rounds.at(0).winner());
    QCOMPARE(between.rounds.at(0).winner()->candidate, u"v1_a"_s);
    QCOMPARE(closingSections(between), 0);

    // "## 总结与下一步", "## Summary of Round 1": the round's too.
    for (const QString &longer : QStringList {heading + u"与下一步"_s, heading + u" of Iteration 1"_s}) {
        const OptLog log = parseText(u"## Iteration 1\n\n| branch | Task Duration(us) |\n|---|---:|\n| v1_a | 9.6 |\n\n"_s
                                     + longer + u"\n\n- winner: v1_a\n\n## Iteration 2\n\n- winner: v2_b\n"_s);
        QVERIFY2(log.rounds.at(0).winner(), qPrintable(longer));
        QCOMPARE(log.rounds.at(0).winner()->candidate, u"v1_a"_s);
    }

    const OptLog after = parseText(u"## Iteration 1\n\n- winner: v1_a\n\n## Iteration 2\n\n- winner: v2_b\n\n"_s + heading
                                   + u"\n\nfinal_latency: 9.1 us\n"_s);
    QCOMPARE(after.rounds.size(), 2);
    QCOMPARE(after.rounds.at(1).endLine, 8);
    QCOMPARE(closingSections(after), 1);
    QCOMPARE(after.sections.constLast().line, 9);

    // Still the log's when what follows is no round of it: a round inside the retrospective, a
    // planned one, or the next campaign ("# Round 2: re-tune").
    for (const QString &tail : {u"## Skill Retrospective\n\n- 流程问题\n\n### Round 3 (precision_fix)\n\n- winner: v3_fix\n"_s,
                                u"## 后续方向\n\n### Round 3（计划）：double buffer\n"_s,
                                u"# Round 2: yolo-p3/p4 re-tune\n\n## Iteration 1\n\n- winner: v1_c\n"_s,
                                u"## Skill Retrospective\n\n- 流程问题\n\n## Iteration 3（precision_fix，复盘后追加）\n\n"
                                "- winner: v3_fix\n"_s}) {
        const OptLog log = parseText(u"# op\n\n## Iteration 1\n\n- winner: v1_a\n\n## Iteration 2\n\n- winner: v2_b\n\n"_s
                                     + heading + u"\n\nfinal_latency: 9.1 us\n\n"_s + tail);
        QVERIFY2(log.rounds.size() >= 2, qPrintable(tail));
        QCOMPARE(log.rounds.at(1).endLine, 10);
        QVERIFY2(closingSections(log) >= 1, qPrintable(tail));
        QCOMPARE(log.sections.at(0).line, 11);
    }
    // Right after the last round, with the log's own Final Summary still to come: the round's.
    const OptLog beforeFinal = parseText(u"## Iteration 1\n\n- winner: v1_a\n\n## Iteration 2\n\n- x\n\n"_s + heading
                                         + u"\n\n- new_current_best: v2_b\n\n## Final Summary\n\nfinal_latency: 9.1 us\n"_s);
    QCOMPARE(beforeFinal.rounds.size(), 2);
    QVERIFY(beforeFinal.rounds.at(1).newCurrentBest());
    QCOMPARE(beforeFinal.rounds.at(1).newCurrentBest()->candidate, u"v2_b"_s);
    QCOMPARE(closingSections(beforeFinal), 1);
    // "## 小结" / "## 结论" before any round sums up the baseline or a diagnosis, not the log.
    if (heading == u"## 小结"_s || heading == u"## 结论"_s) {
        const OptLog early = parseText(u"## Performance Test Data (Baseline)\n\n| workload_id | task_duration_us |\n"
                                       "|---|---:|\n| smoke | 12.4 |\n\n"_s
                                       + heading + u"\n\n- 瓶颈：MTE2 与 VEC 零重叠\n\n## Iteration 1\n\n- winner: v1_a\n"_s);
        QCOMPARE(closingSections(early), 0);
    }
}

void TestOptLogParser::aRoundsOwnSummaryKeepsItsWinner()
{
    QFETCH(QString, heading);
    QFETCH(bool, closes);
    const OptLog log = parseText(u"## Iteration 1\n\n- winner: v1_pipe3\n\n## Iteration 2\n\n"
                                 "| branch | Task Duration(us) |\n|---|---:|\n| v2_ub | 9.6 |\n\n"_s
                                 + heading + u"\n\n- winner: v2_ub\n"_s);
    QCOMPARE(log.rounds.size(), 2);
    const OptLogDecision *winner = log.rounds.at(1).winner();
    QCOMPARE(winner == nullptr, closes);
    if (!closes)
        QCOMPARE(winner->candidate, u"v2_ub"_s);
    const bool closing = std::any_of(log.sections.cbegin(), log.sections.cend(), [](const OptLogSection &section) {
        return section.kind == OptLogSectionKind::FinalSummary || section.kind == OptLogSectionKind::SkillRetrospective
            || section.kind == OptLogSectionKind::StageResult;
    });
    QCOMPARE(closing, closes);
}

// "Round 3a" then "Round 3b": one round 3 written in two parts, one after the other. The second
// part's winner is the round's (the first part's is what it built on), not a second winner.
void TestOptLogParser::partsOfARoundEachHaveAWinner()
{
    const OptLog log = parseText(
        u"## Baseline\n\n| workload | Task Duration(us) |\n|---|---:|\n| w1 | 20.0 |\n\n"
        "## Round 3a: tiling\n\n| branch | base | Task Duration(us) |\n|---|---|---:|\n| v3_a | v2_x | 18.0 |\n\n"
        "- winner: v3_a\n\n"
        "## Round 3b: pipelining on top of 3a\n\n| branch | base | Task Duration(us) |\n|---|---|---:|\n"
        "| v3_b | v3_a | 17.0 |\n\n- winner: v3_b\n\n"
        "## Round 4\n\n- winner: v4_a\n\n## Round 4\n\n- winner: v4_b\n\n"
        "## Round 5\n\n- winner: none\n\n## Round 5a\n\n- winner: v5_a\n"_s);
    QCOMPARE(log.rounds.size(), 4); // the baseline, 3 (in two parts), 4 (written twice in a row), 5
    const OptLogRound &three = log.rounds.at(1);
    QCOMPARE(three.number, 3);
    QCOMPARE(three.label, u"Round 3a"_s);
    QCOMPARE(three.parts.size(), 2);
    QCOMPARE(three.parts.at(1).first, QChar(u'b'));
    QCOMPARE(three.parts.at(1).second, 15);
    QCOMPARE(three.partAt(13), 0);
    QCOMPARE(three.partAt(21), 1);
    QCOMPARE(three.branches.size(), 2);
    QVERIFY(three.winner());
    QCOMPARE(three.winner()->candidate, u"v3_b"_s);
    QVERIFY(log.rounds.at(2).parts.isEmpty());
    // "## Round 5" then "## Round 5a": the first part has no letter; its "none" is no conflict with 5a's winner.
    const OptLogRound &five = log.rounds.at(3);
    QCOMPARE(five.parts.size(), 2);
    QVERIFY(five.parts.at(0).first.isNull());
    QVERIFY(five.winner());
    QCOMPARE(five.winner()->candidate, u"v5_a"_s);
    // inspect --json lists each part with its letter, first line and own winner; a round in one
    // piece has no "parts".
    const QJsonArray rounds = OptLogJson::toJson(log).value(u"rounds"_s).toArray();
    const QJsonArray threeParts = rounds.at(1).toObject().value(u"parts"_s).toArray();
    QCOMPARE(threeParts.size(), 2);
    QCOMPARE(threeParts.at(0).toObject().value(u"letter"_s).toString(), u"a"_s);
    QCOMPARE(threeParts.at(0).toObject().value(u"line"_s).toInt(), 7);
    QCOMPARE(threeParts.at(0).toObject().value(u"winner"_s).toObject().value(u"candidate"_s).toString(), u"v3_a"_s);
    QCOMPARE(threeParts.at(1).toObject().value(u"letter"_s).toString(), u"b"_s);
    QCOMPARE(threeParts.at(1).toObject().value(u"line"_s).toInt(), 15);
    QCOMPARE(threeParts.at(1).toObject().value(u"winner"_s).toObject().value(u"candidate"_s).toString(), u"v3_b"_s);
    QCOMPARE(rounds.at(1).toObject().value(u"winner"_s).toObject().value(u"candidate"_s).toString(), u"v3_b"_s);
    QVERIFY(!rounds.at(2).toObject().contains(u"parts"_s));
    const QJsonArray fiveParts = rounds.at(3).toObject().value(u"parts"_s).toArray();
    QCOMPARE(fiveParts.size(), 2);
    QCOMPARE(fiveParts.at(0).toObject().value(u"letter"_s).toString(), QString());
    QCOMPARE(fiveParts.at(0).toObject().value(u"winner"_s).toObject().value(u"kind"_s).toString(), u"winner"_s);
    QCOMPARE(fiveParts.at(1).toObject().value(u"letter"_s).toString(), u"a"_s);
    // Round 4 written twice (no part) still says which winner is read; the parts say nothing.
    QStringList conflicts;
    for (const Diagnostic &d : log.diagnostics)
        if (d.code == u"optlog.conflicting-round"_s)
            conflicts.append(QString::number(d.line));
    QCOMPARE(conflicts, QStringList {u"29"_s});

    // "无" then a winner inside part 3b: the part conflicts with itself, and the message names the
    // round's winner, from part 3a.
    const OptLog inPart = parseText(
        u"## Round 3a\n\n- winner: v3_ax\n\n## Round 3b\n\n- winner: 无\n- winner: v3_bx\n"_s);
    QVERIFY(inPart.rounds.at(0).winner());
    QCOMPARE(inPart.rounds.at(0).winner()->candidate, u"v3_ax"_s);
    QStringList messages;
    for (const Diagnostic &d : inPart.diagnostics)
        if (d.code == u"optlog.conflicting-round"_s)
            messages.append(d.message);
    QCOMPARE(messages.size(), 1);
    QVERIFY2(messages.at(0).contains(u"this part"_s) && messages.at(0).contains(u"v3_ax"_s), qPrintable(messages.at(0)));
    // Part 3b keeps its best yet names another new current best it measured: said, as in one piece.
    const OptLog keptInPart = parseText(
        u"## Round 3a\n\n- winner: v3_ax\n- new_current_best: v3_ax\n\n## Round 3b\n\n"
        "| branch | base | Task Duration(us) |\n|---|---|---:|\n| v3_bx | v3_ax | 17.0 |\n\n"
        "- winner: 保持 v3_ax\n- new_current_best: v3_bx\n"_s);
    QVERIFY(std::any_of(keptInPart.diagnostics.cbegin(), keptInPart.diagnostics.cend(), [](const Diagnostic &d) {
        return d.code == u"optlog.conflicting-round"_s && d.message.contains(u"keeps its current best"_s);
    }));

    // A later part that adds no winner (none, keep, undecided) leaves the earlier part's standing.
    for (const QString &later : {u"- winner: none（current best 保持 v3_ax）"_s, u"- winner: 无（全部回退）"_s,
                                 u"- winner: TBD"_s, u"- winner: v3_ax（不变）"_s}) {
        const OptLog kept = parseText(u"## Round 3a\n\n- winner: v3_ax\n\n## Round 3b\n\n"_s + later + u"\n"_s);
        QCOMPARE(kept.rounds.size(), 1);
        QVERIFY2(kept.rounds.at(0).winner(), qPrintable(later));
        QCOMPARE(kept.rounds.at(0).winner()->candidate, u"v3_ax"_s);
    }
}

void TestOptLogParser::finalLatency_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<double>("gateValue"); // NaN: the gate finds nothing
    QTest::addColumn<int>("gateLine");
    QTest::addColumn<int>("occurrences");
    QTest::addColumn<double>("firstValue");
    QTest::addColumn<QString>("workload");
    QTest::addColumn<double>("latestValue"); // the claim inside the latest Final Summary

    const double none = qQNaN();
    QTest::newRow("bullet") << u"- final_latency: 158.59 us"_s << 158.59 << 1 << 1 << 158.59 << QString() << none;
    // The workload an aside names, however it is spelled; an aside of figures names none.
    QTest::newRow("aside: spaced workload") << u"- final_latency: 17.92 us（short_row / fp16_4096x1024，n30）"_s << 17.92
                                            << 1 << 1 << 17.92 << u"short_row / fp16_4096x1024"_s << none;
    QTest::newRow("aside: workload in code") << u"- final_latency: 17.92 us（`short_row/fp16_4096x1024`）"_s << 17.92
                                             << 1 << 1 << 17.92 << u"short_row/fp16_4096x1024"_s << none;
    QTest::newRow("aside: workload = …") << u"- final_latency: 17.92 us (workload = short_row/fp16_4096x1024)"_s
                                         << 17.92 << 1 << 1 << 17.92 << u"short_row/fp16_4096x1024"_s << none;
    QTest::newRow("aside: a shape alone") << u"- final_latency: 17.92 us（fp16_4096x1024，-43.1%）"_s << 17.92 << 1 << 1
                                          << 17.92 << u"fp16_4096x1024"_s << none;
    QTest::newRow("aside: words of a workload") << u"- final_latency: 17.92 us (short_row fp16 4096x1024)"_s << 17.92
                                                << 1 << 1 << 17.92 << u"short_row fp16 4096x1024"_s << none;
    QTest::newRow("aside: a change names none") << u"- final_latency: 17.92 us（较 baseline −43.1%）"_s << 17.92 << 1 << 1
                                                << 17.92 << QString() << none;
    QTest::newRow("aside: a speedup names none") << u"- final_latency: 17.92 us (3.1x)"_s << 17.92 << 1 << 1 << 17.92
                                                 << QString() << none;
    // What a reader does not see is no claim of the Final Summary, though the gate reads it first.
    QTest::newRow("commented out in the Final Summary")
        << u"## Final Summary\n<!-- final_latency: 99.0 us -->\n- final_latency: 17.92 us"_s << 99.0 << 2 << 2 << 99.0
        << QString() << 17.92;
    QTest::newRow("a comment over lines in the Final Summary")
        << u"## Final Summary\n<!--\nfinal_latency: 99.0 us\n-->\n- final_latency: 17.92 us"_s << 99.0 << 3 << 2
        << 99.0 << QString() << 17.92;
    QTest::newRow("struck out in the Final Summary")
        << u"## Final Summary\n- ~~final_latency: 99.0 us~~\n- final_latency: 17.92 us"_s << 99.0 << 2 << 2 << 99.0
        << QString() << 17.92;
    QTest::newRow("struck out before the claim on its line")
        << u"## Final Summary\n- ~~final_latency: 99 us~~ final_latency: 17.92 us"_s << 99.0 << 2 << 2 << 99.0
        << QString() << 17.92;
    // A reader reads past the struck 99 to 17.92; the gate reads nothing there.
    QTest::newRow("only the old number struck")
        << u"## Final Summary\n- final_latency: ~~99~~ 17.92 us"_s << none << 0 << 1 << 17.92 << QString() << 17.92;
    QTest::newRow("in a code span, shown") << u"## Final Summary\n- `final_latency: 17.92 us`"_s << 17.92 << 2 << 1
                                           << 17.92 << QString() << 17.92;
    QTest::newRow("value on the next line, shown") << u"## Final Summary\nfinal_latency:\n  42.0 us"_s << 42.0 << 2 << 1
                                                   << 42.0 << QString() << 42.0;
    QTest::newRow("bold") << u"- **final_latency: 1191.63 us**"_s << 1191.63 << 1 << 1 << 1191.63 << QString() << none;
    QTest::newRow("full-width-colon") << u"final_latency：12.5 us"_s << 12.5 << 1 << 1 << 12.5 << QString() << none;
    QTest::newRow("no-space") << u"final_latency:7"_s << 7.0 << 1 << 1 << 7.0 << QString() << none;
    QTest::newRow("space-before-colon") << u"final_latency : 3.5"_s << 3.5 << 1 << 1 << 3.5 << QString() << none;
    QTest::newRow("value-on-next-line") << u"final_latency:\n  42.0 us"_s << 42.0 << 1 << 1 << 42.0 << QString()
                                        << none;
    QTest::newRow("thousands-separator") << u"final_latency: 1,191.63 us"_s << 1.0 << 1 << 1 << 1.0 << QString()
                                         << none;
    QTest::newRow("dot-without-fraction") << u"final_latency: 12. us"_s << 12.0 << 1 << 1 << 12.0 << QString() << none;
    QTest::newRow("full-width-digits") << u"final_latency: １２.５ us"_s << 12.5 << 1 << 1 << 12.5 << QString() << none;
    QTest::newRow("no-colon") << u"final_latency 989.26 us"_s << none << 0 << 1 << 989.26 << QString() << none;
    QTest::newRow("no-colon, thousands") << u"final_latency 1,791.63 us"_s << none << 0 << 1 << 1791.63 << QString()
                                         << none;
    QTest::newRow("aside, thousands twice") << u"- final_latency (long): 1,234,567 us"_s << none << 0 << 1 << 1234567.0
                                            << QString() << none;
    QTest::newRow("no-colon, a list not a separator") << u"final_latency 12,34"_s << none << 0 << 1 << 12.0
                                                      << QString() << none;
    QTest::newRow("no-colon, a decimal comma") << u"final_latency 0,123 ms"_s << none << 0 << 1 << 0.0 << QString()
                                               << none;
    QTest::newRow("no-colon, a long first group") << u"final_latency 1234,567"_s << none << 0 << 1 << 1234.0
                                                  << QString() << none;
    QTest::newRow("no-colon, comma after the fraction") << u"final_latency 1.5,250"_s << none << 0 << 1 << 1.5
                                                        << QString() << none;
    QTest::newRow("equals") << u"final_latency=12"_s << none << 0 << 1 << 12.0 << QString() << none;
    QTest::newRow("bold-key") << u"**final_latency**: 1.2 us"_s << none << 0 << 1 << 1.2 << QString() << none;
    QTest::newRow("aside-before-colon") << u"- final_latency (short_row/fp16): 17.92 us"_s << none << 0 << 1 << 17.92
                                        << QString() << none;
    QTest::newRow("approximately") << u"- final_latency: ≈17.92 us"_s << none << 0 << 1 << 17.92 << QString() << none;
    QTest::newRow("table-row") << u"| final_latency | 17.92 us |\n|---|---|"_s << none << 0 << 1 << 17.92 << QString()
                               << none;
    // What a reader takes for the key: a claim, never the gate's (its pattern is the lowercase literal).
    QTest::newRow("uppercase") << u"FINAL_LATENCY: 3"_s << none << 0 << 1 << 3.0 << QString() << none;
    QTest::newRow("look-alike, space") << u"- Final latency: 9.5 us"_s << none << 0 << 1 << 9.5 << QString() << none;
    QTest::newRow("look-alike, hyphen") << u"**final-latency** = 9.5"_s << none << 0 << 1 << 9.5 << QString() << none;
    QTest::newRow("look-alike, camel case") << u"finalLatency：4"_s << none << 0 << 1 << 4.0 << QString() << none;
    QTest::newRow("look-alike, table row")
        << u"| Final Latency | 9.5 us |\n|---|---|"_s << none << 0 << 1 << 9.5 << QString() << none;
    QTest::newRow("look-alike, per workload")
        << u"- Final latency:\n  - smoke-dit/fp32: 3.12 us"_s << none << 0 << 1 << 3.12 << u"smoke-dit/fp32"_s << none;
    QTest::newRow("look-alike in prose") << u"The final latency is 9.5 us."_s << none << 0 << 0 << none << QString()
                                         << none;
    QTest::newRow("look-alike heading") << u"## Final Latency\n\n9.5 us"_s << none << 0 << 0 << none << QString()
                                        << none;
    QTest::newRow("look-alike column header") << u"| Workload | Final latency (us) |\n|---|---|\n| w | 9.5 |"_s << none
                                              << 0 << 0 << none << QString() << none;
    QTest::newRow("look-alike inside a word")
        << u"prefinal latency: 3"_s << none << 0 << 0 << none << QString() << none;
    QTest::newRow("look-alike before the gate's form")
        << u"- Final latency: 9.5 us\n- final_latency: 9.6 us"_s << 9.6 << 2 << 2 << 9.5 << QString() << none;
    QTest::newRow("other-key") << u"- final_latency_by_workload: {a: 1}"_s << none << 0 << 0 << none << QString()
                               << none;
    QTest::newRow("paren-key-then-per-workload")
        << u"- **final_latency（msprof，median of 20）**：\n  - smoke-dit/fp32: final_latency: 3.12 us（baseline 5.48）"_s
        << 3.12 << 2 << 2 << none << u"smoke-dit/fp32"_s << none;
    // The workload before the key as the tool prints a Gen B key, or in another script; a word of
    // prose before a colon names none.
    QTest::newRow("gen-b-key-before-colon")
        << u"- perf_opt/argmax_like.py::_argmax_kernel::main / argmax-512x32000-fp32: final_latency: 19.084 us"_s
        << 19.084 << 1 << 1 << 19.084 << u"perf_opt/argmax_like.py::_argmax_kernel::main / argmax-512x32000-fp32"_s
        << none;
    QTest::newRow("cjk-workload-before-colon") << u"- 长序列-fp16: final_latency: 3.5 us"_s << 3.5 << 1 << 1 << 3.5
                                               << u"长序列-fp16"_s << none;
    QTest::newRow("prose-before-colon") << u"- 结论：final_latency: 3.5 us"_s << 3.5 << 1 << 1 << 3.5 << QString()
                                        << none;
    QTest::newRow("cjk-shape-before-colon") << u"- 长序列8×262144：final_latency: 40.86 us"_s << 40.86 << 1 << 1 << 40.86
                                            << u"长序列8×262144"_s << none;
    QTest::newRow("prose-with-a-digit-before-colon")
        << u"- 第4轮结论：final_latency: 40.86 us（long_row/fp16_8x262144，复测）"_s << 40.86 << 1 << 1 << 40.86
        << u"long_row/fp16_8x262144"_s << none;
    QTest::newRow("workload-in-parenthesis")
        << u"- **final_latency: 158.59 us**（elementwise-16m/fp32，3 次合并中位）"_s << 158.59 << 1 << 1 << 158.59
        << u"elementwise-16m/fp32"_s << none;
    QTest::newRow("first-vs-latest")
        << u"## Final Summary\n\n- final_latency: 10 us\n\n# Round 2\n\n## Final Summary (Round 2)\n\n- final_latency: 8 us\n"_s
        << 10.0 << 3 << 2 << 10.0 << QString() << 8.0;
}

void TestOptLogParser::finalLatency()
{
    QFETCH(QString, markdown);
    QFETCH(double, gateValue);
    QFETCH(int, gateLine);
    QFETCH(int, occurrences);
    QFETCH(double, firstValue);
    QFETCH(QString, workload);
    QFETCH(double, latestValue);
    const OptLog log = parseText(markdown + u"\n"_s);
    QCOMPARE(log.finalLatencies.size(), occurrences);
    const OptLogFinalLatency *gate = log.gateFinalLatency();
    if (std::isnan(gateValue)) {
        QVERIFY(!gate);
    } else {
        QVERIFY(gate);
        QCOMPARE(gate->value, gateValue);
        QCOMPARE(gate->line, gateLine);
        QVERIFY(gate->gateForm);
        QCOMPARE(gate->workload, workload);
    }
    if (occurrences > 0) {
        const double first = log.finalLatencies.at(0).value;
        QVERIFY2(std::isnan(firstValue) ? std::isnan(first) : first == firstValue, qPrintable(QString::number(first)));
        if (!gate && !workload.isEmpty())
            QCOMPARE(log.finalLatencies.at(0).workload, workload);
    }
    const auto latest = std::find_if(log.finalLatencies.begin(), log.finalLatencies.end(),
                                     [](const OptLogFinalLatency &c) { return c.inLatestFinalSummary; });
    if (std::isnan(latestValue))
        QVERIFY(latest == log.finalLatencies.end() || log.latestFinalSummary() < 0
                || markdown.count(u"Final Summary"_s) < 2);
    else
        QCOMPARE(latest->value, latestValue);
}

void TestOptLogParser::genBFinalHeading_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<int>("exactLine"); // 0: no exact heading
    QTest::addColumn<int>("gateRows");
    QTest::addColumn<TableKind>("kind");

    const QString table = u"| kernel_id | workload_id | baseline_us | final_us | final_candidate_id |\n"
                          "|---|---|---:|---:|---|\n"
                          "| k.py::f::main | w1 | 10.5 | 8.25 | final |\n"_s;
    QTest::newRow("h2") << u"## Final Performance Test Data\n\n"_s + table << 1 << 1 << TableKind::FinalGenB;
    QTest::newRow("h3-trailing-spaces") << u"# T\n\n### Final Performance Test Data   \n\n"_s + table << 3 << 1
                                        << TableKind::FinalGenB;
    QTest::newRow("suffix-round-2") << u"## Final Performance Test Data (Round 2)\n\n"_s + table << 0 << 0
                                    << TableKind::FinalGenB;
    QTest::newRow("h4") << u"#### Final Performance Test Data\n\n"_s + table << 0 << 0 << TableKind::FinalGenB;
    QTest::newRow("h4-does-not-stop-rows")
        << u"## Final Performance Test Data\n\n#### per kernel\n\n"_s + table << 1 << 1 << TableKind::FinalGenB;
    QTest::newRow("h2-stops-rows") << u"## Final Performance Test Data\n\n## Notes\n\n"_s + table << 1 << 0
                                   << TableKind::FinalGenB;
    // The gate strips each line before it looks for the pipe: a table indented under a list item counts.
    QString indented = table;
    indented.replace(u"\n|"_s, u"\n  |"_s);
    QTest::newRow("indented-under-a-list-item") << u"## Final Performance Test Data\n\n- per kernel:\n\n  "_s + indented
                                                << 1 << 1 << TableKind::FinalGenB;
    QTest::newRow("gen-a-columns")
        << u"## Final Performance Test Data\n\n| dtype | baseline_us | final_us | improvement |\n"
           "|---|---:|---:|---:|\n| fp16 | 10 | 5 | **2.0x** |\n"_s
        << 1 << 0 << TableKind::FinalGenA;
}

void TestOptLogParser::genBFinalHeading()
{
    QFETCH(QString, markdown);
    QFETCH(int, exactLine);
    QFETCH(int, gateRows);
    QFETCH(TableKind, kind);
    const OptLog log = parseText(markdown);
    QCOMPARE(log.hasExactFinalHeading, exactLine > 0);
    QCOMPARE(log.exactFinalHeadingLine, exactLine);
    QCOMPARE(log.gateFinalRows.size(), gateRows);
    QCOMPARE(log.tables.size(), 1);
    QCOMPARE(log.tables.at(0).kind, kind);
    QCOMPARE(log.finalTables, QList<int> {0});
    if (gateRows > 0)
        QCOMPARE(log.gateFinalRows.at(0).cells,
                 (QStringList {u"k.py::f::main"_s, u"w1"_s, u"10.5"_s, u"8.25"_s, u"final"_s}));
}

void TestOptLogParser::figures_data()
{
    QTest::addColumn<QString>("body"); // placed under "## Final Summary"
    QTest::addColumn<QString>("what");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("detail"); // unit for figures, raw text for stop reasons
    QTest::addColumn<QStringList>("reasons");

    const QStringList noReasons;
    QTest::newRow("geomean-bold") << u"- **几何平均加速 8.53x**"_s << u"geomean"_s << 8.53 << u"x"_s << noReasons;
    QTest::newRow("geomean-colon") << u"- 跨 workload 几何平均加速比：2.14x（几何平均时延下降 53.3%）"_s << u"geomean"_s
                                   << 2.14 << u"x"_s << noReasons;
    QTest::newRow("geomean-formula")
        << u"- **跨 dispatch 几何平均加速比** (608.15/217.65 × 1990.47/642.28 × 11127.69/3886.86)^(1/3) ≈ **2.913×**"_s
        << u"geomean"_s << 2.913 << u"x"_s << noReasons;
    QTest::newRow("geomean-percent")
        << u"- model-scale（7 workload）几何平均提速 +9.7%；全 11 workload 几何平均 +6.4%。"_s << u"geomean"_s << 9.7
        << u"%"_s << noReasons;
    QTest::newRow("geomean-count-in-parens")
        << u"- 几何平均提升（5 workload）= 11.5×"_s << u"geomean"_s << 11.5 << u"x"_s << noReasons;
    QTest::newRow("geomean-english") << u"- geomean speedup across dispatches: 1.8x"_s << u"geomean"_s << 1.8 << u"x"_s
                                     << noReasons;
    QTest::newRow("speedup-after-percent")
        << u"- 256m/fp16: −92.97%（14.23x）"_s << u"speedup"_s << 14.23 << u"x"_s << noReasons;
    QTest::newRow("speedup-bold") << u"- 总加速 **14.23x**"_s << u"speedup"_s << 14.23 << u"x"_s << noReasons;
    QTest::newRow("speedup-ascii-parens")
        << u"- decode -68.0% (3.13x)"_s << u"speedup"_s << 3.13 << u"x"_s << noReasons;
    QTest::newRow("speedup-times-sign") << u"- 短 KV 加速比 0.461×（回退）"_s << u"speedup"_s << 0.461 << u"x"_s
                                        << noReasons;
    // Stop reasons: the raw value as written and the reasons read from it.
    const auto stop = [](const char *tag, const QString &body, const QString &raw, const QStringList &reasons) {
        QTest::newRow(tag) << body << u"stop"_s << 0.0 << raw << reasons;
    };
    stop("stop-plain", u"- 中止原因: **plateau + 候选穷尽** —— 证据见上"_s, u"plateau + 候选穷尽"_s,
         QStringList {u"plateau"_s});
    stop("stop-bold", u"**收束原因：plateau**——连续 3 轮无提升"_s, u"plateau"_s, QStringList {u"plateau"_s});
    stop("stop-equals", u"**stop_reason = blocked**（剩余候选全部阻塞）"_s, u"blocked"_s, QStringList {u"blocked"_s});
    stop("stop-compound", u"- stop_reason: budget/plateau 混合"_s, u"budget/plateau 混合"_s,
         QStringList {u"budget_exhausted"_s, u"plateau"_s});
    stop("stop-success", u"- stop_reason: success（达到目标）"_s, u"success"_s, QStringList {u"success"_s});
    stop("stop-precision-fixed", u"- stop_reason: precision_fixed"_s, u"precision_fixed"_s,
         QStringList {u"precision_fixed"_s});
    stop("stop-user", u"- stop_reason: user_stop"_s, u"user_stop"_s, QStringList {u"user_stop"_s});
    stop("stop-precision-fix-mode", u"- stop_reason: precision_fix"_s, u"precision_fix"_s,
         QStringList {u"precision_fixed"_s});
    stop("stop-user-chinese", u"- 停止原因：用户叫停"_s, u"用户叫停"_s, QStringList {u"user_stop"_s});
    stop("stop-target-reached", u"- stop reason: target reached, 2.1x"_s, u"target reached"_s,
         QStringList {u"success"_s});
    stop("stop-not-reached", u"- 停止原因：未达到目标 + 预算用完"_s, u"未达到目标 + 预算用完"_s,
         QStringList {u"budget_exhausted"_s});
    stop("stop-arrow", u"- 中止原因 → 目标达成 + plateau"_s, u"目标达成 + plateau"_s,
         QStringList {u"success"_s, u"plateau"_s});
    // Other keys an agent writes (probe of 95 logs).
    stop("stop-termination", u"- **Termination**: plateau"_s, u"plateau"_s, QStringList {u"plateau"_s});
    stop("stop-dash", u"- Stop reason — budget_exhausted"_s, u"budget_exhausted"_s, QStringList {u"budget_exhausted"_s});
    stop("stop-why-we-stopped", u"- Why we stopped: budget_exhausted"_s, u"budget_exhausted"_s,
         QStringList {u"budget_exhausted"_s});
    stop("stop-stopped-because", u"- Stopped because the round budget was exhausted (max_rounds=4)."_s,
         u"the round budget was exhausted"_s, QStringList {u"budget_exhausted"_s});
    // A list of reasons goes on past its commas; a comma before a why ends the value.
    stop("stop-comma-list", u"- stop_reason: budget_exhausted, user_stop"_s, u"budget_exhausted, user_stop"_s,
         QStringList {u"budget_exhausted"_s, u"user_stop"_s});
    stop("stop-chinese-list", u"- 中止原因：预算用完、用户叫停，见上"_s, u"预算用完、用户叫停"_s,
         QStringList {u"budget_exhausted"_s, u"user_stop"_s});
    stop("stop-comma-why", u"- stop_reason: plateau, successive rounds flat"_s, u"plateau"_s,
         QStringList {u"plateau"_s});
    // A clause that starts with a reason's word but goes on is a why, not a second reason.
    stop("stop-comma-why-with-a-reason-word", u"- stop_reason: success，预算内达成 2x 目标"_s, u"success"_s,
         QStringList {u"success"_s});
    stop("stop-comma-budget-left", u"- stop_reason: success, budget left: 4 of 6 rounds"_s, u"success"_s,
         QStringList {u"success"_s});
    stop("stop-comma-precision-fix-not-run", u"- stop_reason: budget_exhausted, precision_fix 轮未触发（L1 通过）"_s,
         u"budget_exhausted"_s, QStringList {u"budget_exhausted"_s});
    // The reason in words of the log's own, its workflow name in the aside.
    stop("stop-chinese-plateau", u"- 中止原因：平台期（plateau）"_s, u"平台期"_s, QStringList {u"plateau"_s});
    stop("stop-named-in-aside", u"- 中止原因：收益停滞（plateau）"_s, u"收益停滞（plateau）"_s,
         QStringList {u"plateau"_s});
}

void TestOptLogParser::figures()
{
    QFETCH(QString, body);
    QFETCH(QString, what);
    QFETCH(double, value);
    QFETCH(QString, detail);
    QFETCH(QStringList, reasons);
    const OptLog log = parseText(u"## Final Summary\n\n"_s + body + u"\n"_s);
    if (what == u"stop") {
        QCOMPARE(log.stopReasons.size(), 1);
        QCOMPARE(log.stopReasons.at(0).raw, detail);
        QCOMPARE(log.stopReasons.at(0).line, 3);
        QVERIFY(log.stopReasons.at(0).inLatestFinalSummary);
        QStringList names;
        for (const OptLogStopReason::Reason r : log.stopReasons.at(0).reasons)
            names.append(OptLogJson::stopReasonName(r));
        QCOMPARE(names, reasons);
        return;
    }
    const QList<OptLogFigure> &figures = what == u"geomean" ? log.geomeans : log.speedups;
    QVERIFY(!figures.isEmpty());
    QCOMPARE(figures.at(0).value, value);
    QCOMPARE(figures.at(0).unit, detail);
    QCOMPARE(figures.at(0).line, 3);
}

void TestOptLogParser::stopReasonInTable_data()
{
    QTest::addColumn<QString>("body"); // under "## Final Summary" and a blank line: its first line is line 3
    QTest::addColumn<QStringList>("raws");
    QTest::addColumn<QList<int>>("lines");
    QTest::addColumn<QStringList>("reasons"); // of the last one

    QTest::newRow("key-value row")
        << u"| 项目 | 值 |\n|---|---|\n| final_latency | 9.5 us |\n| **中止原因** | plateau + 候选穷尽 |"_s
        << QStringList {u"plateau + 候选穷尽"_s} << QList<int> {6} << QStringList {u"plateau"_s};
    QTest::newRow("a column of its own")
        << u"| final_latency | speedup | stop_reason |\n|---|---|---|\n| 9.5 us | 2.1x | success |"_s
        << QStringList {u"success"_s} << QList<int> {5} << QStringList {u"success"_s};
    QTest::newRow("key-value header")
        << u"| stop_reason | budget/plateau 混合 |\n|---|---|\n| final_latency | 9.5 us |"_s
        << QStringList {u"budget/plateau 混合"_s} << QList<int> {3}
        << QStringList {u"budget_exhausted"_s, u"plateau"_s};
    QTest::newRow("key with a colon") << u"| 指标 | 值 |\n|---|---|\n| 中止原因： | 用户叫停 |"_s
                                      << QStringList {u"用户叫停"_s} << QList<int> {5} << QStringList {u"user_stop"_s};
    QTest::newRow("text, then a table") << u"- 中止原因：blocked\n\n| 项 | 值 |\n|---|---|\n| Stop Reason | plateau |"_s
                                        << QStringList {u"blocked"_s, u"plateau"_s} << QList<int> {3, 7}
                                        << QStringList {u"plateau"_s};
    // The termination defaults (max_rounds, max_experiments) are the budget.
    QTest::newRow("max_rounds reached") << u"- stop_reason: max_rounds reached"_s << QStringList {u"max_rounds reached"_s}
                                        << QList<int> {3} << QStringList {u"budget_exhausted"_s};
    QTest::newRow("终止原因, the round limit") << u"- 终止原因：达到最大轮数（10）"_s << QStringList {u"达到最大轮数"_s}
                                             << QList<int> {3} << QStringList {u"budget_exhausted"_s};
    // The conditions are no reason: "终止条件：plateau 或 max_rounds=4" states when it would stop.
    QTest::newRow("终止条件 is no reason") << u"- 终止条件：plateau（连续 3 轮无提升）或 max_rounds=4"_s << QStringList()
                                           << QList<int>() << QStringList();
    QTest::newRow("a longer key is another key") << u"| 项 | 值 |\n|---|---|\n| 中止原因分析 | plateau 见上 |"_s
                                                 << QStringList() << QList<int>() << QStringList();
    QTest::newRow("a legend, not a reason")
        << u"| stop_reason | 含义 |\n|---|---|\n| success | 达标 |\n| plateau | 三轮无提升 |"_s << QStringList()
        << QList<int>() << QStringList();
    QTest::newRow("a column among three")
        << u"| session | stop_reason | budget (rounds) |\n|---|---|---|\n| 1 | plateau | 6 |"_s
        << QStringList {u"plateau"_s} << QList<int> {5} << QStringList {u"plateau"_s};
    QTest::newRow("blank cell") << u"| workload | stop_reason |\n|---|---|\n| w1 |  |\n| w2 | plateau |"_s
                                << QStringList {u"plateau"_s} << QList<int> {6} << QStringList {u"plateau"_s};
}

void TestOptLogParser::stopReasonInTable()
{
    QFETCH(QString, body);
    QFETCH(QStringList, raws);
    QFETCH(QList<int>, lines);
    QFETCH(QStringList, reasons);
    const OptLog log = parseText(u"## Final Summary\n\n"_s + body + u"\n"_s);
    QStringList readRaws;
    QList<int> readLines;
    for (const OptLogStopReason &r : log.stopReasons) {
        readRaws.append(r.raw);
        readLines.append(r.line);
        QVERIFY(r.inLatestFinalSummary);
    }
    QCOMPARE(readRaws, raws);
    QCOMPARE(readLines, lines);
    if (log.stopReasons.isEmpty())
        return;
    QStringList names;
    for (const OptLogStopReason::Reason r : log.stopReasons.constLast().reasons)
        names.append(OptLogJson::stopReasonName(r));
    QCOMPARE(names, reasons);
}

void TestOptLogParser::tableClassification_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<TableKind>("kind");

    QTest::newRow("baseline")
        << u"## Performance Test Data (Baseline)\n\n| dispatch_path | workload_id | target_kernel_name | "
           "captured_op_name | task_duration_us | block_dim | profile_status | raw_profile_dir |\n"
           "|---|---|---|---|---:|---:|---|---|\n| aiv | w | main | main | 1.0 | 48 | valid | p |\n"_s
        << TableKind::Baseline;
    QTest::newRow("candidates")
        << u"### 候选\n\n| opt_id | 目标现象 | 优化点 | 判断依据 | 具体改法 | 验证指标 | 状态 |\n"
           "|---|---|---|---|---|---|---|\n| OP1 | P1 | x | y | z | w | candidate |\n"_s
        << TableKind::Candidates;
    QTest::newRow("branches")
        << u"### 实验分支\n\n| branch | base | opt_id | major_change | correctness(L0) | task_duration_us "
           "| event_median_us | profile_status | result |\n|---|---|---|---|---|---:|---:|---|---|\n"
           "| v1_a | baseline | OP1 | x | PASS | 1.0 | 2.0 | valid | improved |\n"_s
        << TableKind::ExperimentBranches;
    QTest::newRow("comparison-heading")
        << u"### Round 2 对比表（候选 vs current best）\n\n| candidate | workload | Task "
           "Duration(us) | AICore 利用率 (cube/vec) | memory | L0 |\n|---|---|---:|---|---|---|\n"
           "| v2 | w | 1.0 | 0.5 | 1 | PASS |\n"_s
        << TableKind::Comparison;
    QTest::newRow("comparison-bold-caption")
        << u"## Iteration 1\n\n**候选 vs current best 对比表（round 1）**\n\n| candidate "
           "| workload | Task Duration(us) | L0 |\n|---|---|---:|---|\n| v1 | w | 1.0 | pass |\n"_s
        << TableKind::Comparison;
    QTest::newRow("comparison-wide")
        << u"### 候选 vs current best 对比表\n\n| 候选 vs v1_pipe | smoke | w2 | w3 | L0 |\n"
           "|---|---:|---:|---:|---|\n| v2_x | 1.0 | 2.0 (+1.0%) | 3.0 | PASS |\n"_s
        << TableKind::Comparison;
    QTest::newRow("dispatch-check")
        << u"### 必测 Dispatch 检查\n\n| branch | dispatch_path | workload_id | current_best_us | "
           "branch_us | status |\n|---|---|---|---:|---:|---|\n| v1 | aiv | w | 2 | 1 | pass |\n"_s
        << TableKind::DispatchCheck;
    QTest::newRow("merge-check")
        << u"### 合并检查（merged_r1）\n\n| merged_candidate | workload | baseline_us | "
           "merged_us(1st) | merged_us(2nd) | precision | status |\n|---|---|---:|---:|---:|---|---|\n"
           "| m | w | 2 | 1 | 1 | L0 PASS | ok |\n"_s
        << TableKind::MergeCheck;
    QTest::newRow("event-data") << u"## Event Test Data\n\n| config_id | event_median_us | passes | anchor_configs | "
                                   "drift_status | event_quality | tie_break |\n|---|---:|---|---|---|---|---|\n"
                                   "| c1 | 1.0 | 3 | a | ok | valid | - |\n"_s
                                << TableKind::EventData;
    QTest::newRow("final-gen-a")
        << u"## Final Performance Test Data\n\n| dtype | baseline_us | final_us | improvement | IO "
           "bytes | final_eff_bw |\n|---|---:|---:|---:|---:|---:|\n| fp16 | 2 | 1 | 2x | 1 | 1 |\n"_s
        << TableKind::FinalGenA;
    QTest::newRow("final-gen-a-wide")
        << u"## Final Performance Test Data\n\n| workload | fp16 | bf16 | fp16 加速 | bf16 加速 |\n"
           "|---|---:|---:|---:|---:|\n| w | 1 | 2 | 2x | 3x |\n"_s
        << TableKind::FinalGenA;
    QTest::newRow("final-gen-b")
        << u"## Summary\n\n| kernel_id | workload_id | baseline_us | final_us | final_candidate_id |\n"
           "|---|---|---:|---:|---|\n| k | w | 2 | 1 | final |\n"_s
        << TableKind::FinalGenB;
    QTest::newRow("retrospective")
        << u"## Skill Retrospective\n\n### Skill Flow Issues\n\n| area | issue | evidence | "
           "suggested_doc_change | vp_type |\n|---|---|---|---|---|\n| a | b | c | d | R |\n"_s
        << TableKind::Retrospective;
    QTest::newRow("retrospective-by-columns")
        << u"| title | vp_type | evidence | repro | toolchain_stamp | target_doc |\n"
           "|---|---|---|---|---|---|\n| t | D | e | r | s | d |\n"_s
        << TableKind::Retrospective;
    QTest::newRow("inventory")
        << u"## Workload Inventory\n\n| kernel_id | workload_id | kind | marks |\n|---|---|---|---|\n"
           "| k | w | tune | - |\n"_s
        << TableKind::Inventory;
    QTest::newRow("other") << u"## Dispatch Path 分析\n\n| dispatch_path | 触发 | kernel 结构 | target_kernel_name |\n"
                              "|---|---|---|---|\n| a | b | c | main |\n"_s
                           << TableKind::Other;
}

void TestOptLogParser::tableClassification()
{
    QFETCH(QString, markdown);
    QFETCH(TableKind, kind);
    const OptLog log = parseText(markdown);
    QCOMPARE(log.tables.size(), 1);
    QCOMPARE(TableKinds::tableKindName(log.tables.at(0).kind), TableKinds::tableKindName(kind));
    QCOMPARE(log.tables.at(0).rows.size(), 1);
}

void TestOptLogParser::rawCellsKeepMarkup()
{
    const OptLog log = parseText(
        u"# T\n\n| a | b | c | d |\n|:--|:-:|--:|---|\n"
        "| **8.48 (fp16)** | `x|y` | p\\|q | |\n| 7.80 / 7.76 (两次) | — | 1021.58 (−14.1%) | +4.1%* |\n"_s);
    QCOMPARE(log.tables.size(), 1);
    const OptLogTable &table = log.tables.at(0);
    QCOMPARE(table.line, 3);
    QCOMPARE(table.endLine, 6);
    QCOMPARE(table.columns.at(0).alignment, ColumnAlignment::Left);
    QCOMPARE(table.columns.at(1).alignment, ColumnAlignment::Center);
    QCOMPARE(table.columns.at(2).alignment, ColumnAlignment::Right);
    QCOMPARE(table.columns.at(3).alignment, ColumnAlignment::Default);
    const OptLogTableRow &first = table.rows.at(0);
    QCOMPARE(first.line, 5);
    QCOMPARE(first.sourceCellCount, 4);
    QCOMPARE(first.cells.at(0).text(), u"8.48 (fp16)"_s); // md4c strips the markup…
    QCOMPARE(first.cells.at(0).value().raw, u"**8.48 (fp16)**"_s); // …the source keeps it
    QVERIFY(first.cells.at(0).value().bold);
    QCOMPARE(first.cells.at(0).value().primary, 8.48);
    QCOMPARE(first.cells.at(0).value().dtype, u"fp16"_s);
    QCOMPARE(first.cells.at(1).text(), u"x|y"_s);
    QCOMPARE(first.cells.at(1).value().raw, u"`x|y`"_s);
    QCOMPARE(first.cells.at(2).value().raw, u"p\\|q"_s);
    QCOMPARE(first.cells.at(3).value().form, CellValue::Form::Empty);
    const OptLogTableRow &second = table.rows.at(1);
    QCOMPARE(second.cells.at(0).value().form, CellValue::Form::Repeat);
    QCOMPARE(second.cells.at(1).value().form, CellValue::Form::Placeholder);
    QCOMPARE(second.cells.at(2).value().deltaPercent, -14.1);
    QCOMPARE(second.cells.at(3).value().footnotes, u"*"_s);
    // Read as md4c reads it, but GitHub cuts the row at the pipe in `x|y`: said where.
    QCOMPARE(log.diagnostics.size(), 1);
    QCOMPARE(log.diagnostics.constFirst().code, u"optlog.pipe-in-code"_s);
    QCOMPARE(log.diagnostics.constFirst().line, 5);
    QCOMPARE(log.diagnostics.constFirst().message,
             u"A \"|\" inside a code span splits this row on GitHub (5 cells there, 4 here): write it as \"\\|\"."_s);
}

// A backtick never closed opens no code span: its pipe splits the row for md4c as for GitHub, so
// the row holds the header's cells and nothing is said; a closed span's pipe is said.
void TestOptLogParser::unclosedCodeSpanSplits()
{
    const OptLog log = parseText(u"# T\n\n| a | b | c |\n|---|---|---|\n| `x | y | z |\n| ``p|q`` | r | s |\n"_s);
    QCOMPARE(log.tables.size(), 1);
    const OptLogTable &table = log.tables.at(0);
    QCOMPARE(table.rows.size(), 2);
    QCOMPARE(table.rows.at(0).sourceCellCount, 3);
    QCOMPARE(table.rows.at(0).cells.at(1).text(), u"y"_s);
    QCOMPARE(table.rows.at(1).sourceCellCount, 3);
    QCOMPARE(log.diagnostics.size(), 1);
    QCOMPARE(log.diagnostics.constFirst().code, u"optlog.pipe-in-code"_s);
    QCOMPARE(log.diagnostics.constFirst().line, 6);
    QVERIFY(log.diagnostics.constFirst().message.contains(u"(4 cells there, 3 here)"_s));
}

// GitHub shows an HTML table as a table: it is read as a Markdown one is (its header from <thead>
// or its first row, colspan as that many cells, tags out, entities decoded, <b> as bold), in its
// round, among the Markdown tables by line. One with no row is said where it opens; a code span or
// fence, "<tablet>", a tag mid-line and "2. <table>" continuing a paragraph are no tables.
void TestOptLogParser::htmlTableIsSaid()
{
    const OptLog log
        = parseText(u"# T\n\n## Round 1\n\n### 候选 vs current best 对比表\n\n"
                    "<table>\n<thead><tr><th>候选</th><th align=\"right\">current_best_us</th>"
                    "<th style=\"text-align: right\">候选_us</th><th>结论</th></tr></thead>\n<tbody>\n"
                    "<tr><td>v1_a</td><td>7.30</td><td>7.68</td><td>回退&nbsp;&amp;&#32;拒</td></tr>\n"
                    "<!-- <tr><td>hidden</td></tr> -->\n"
                    "<tr><td><b>v1_b</b></td><td>165.17</td><td><strong>156.51</strong></td><td>improved,<br>采纳"
                    "<table><tr><td>nested</td></tr></table></td></tr>\n"
                    "<tr><td colspan=\"2\">v1_c</td><td>9.1</td></tr>\n</tbody>\n</table>\n\n"
                    "| a | b |\n|---|---|\n| 1 | 2 |\n\n"
                    "<table></table>\n\n"
                    "`<table>` and <tablet> are no tables, nor is a <table> mid-line.\n\n"
                    "Results:\n2. <table>\n\n"
                    "```\n<table>\n```\n"_s);
    QList<int> said;
    for (const Diagnostic &d : log.diagnostics) {
        if (d.code == u"optlog.html-table")
            said.append(d.line);
    }
    QCOMPARE(said, (QList<int> {21}));
    QCOMPARE(log.tables.size(), 2);
    const OptLogTable &html = log.tables.at(0);
    QCOMPARE(html.line, 7); // where "<table>" opens; its header row is on line 8
    QCOMPARE(html.endLine, 15); // and "</table>"
    QCOMPARE(html.kind, TableKind::Comparison);
    QCOMPARE(html.round, 0);
    QCOMPARE(log.rounds.at(0).comparisonTables, (QList<int> {0, 1})); // the Markdown one under its heading too
    QCOMPARE(html.columns.size(), 4);
    QCOMPARE(html.columns.at(1).alignment, ColumnAlignment::Right);
    QCOMPARE(html.columns.at(2).alignment, ColumnAlignment::Right);
    QCOMPARE(html.columns.at(3).alignment, ColumnAlignment::Default);
    QCOMPARE(html.rows.size(), 3);
    QCOMPARE(html.rows.at(0).line, 10);
    QCOMPARE(cellTexts(html.rows.at(0).cells), QStringList({u"v1_a"_s, u"7.30"_s, u"7.68"_s, u"回退 & 拒"_s}));
    QCOMPARE(html.rows.at(1).line, 12);
    QCOMPARE(cellTexts(html.rows.at(1).cells), QStringList({u"v1_b"_s, u"165.17"_s, u"156.51"_s, u"improved, 采纳"_s}));
    QVERIFY(html.rows.at(1).cells.at(0).value().bold);
    QCOMPARE(html.rows.at(1).cells.at(2).value().primary, 156.51);
    QVERIFY(html.rows.at(1).cells.at(2).value().bold);
    QVERIFY(!html.rows.at(1).cells.at(1).value().bold);
    // colspan=2: two cells, the first with the text; a row shorter than the header is padded.
    QCOMPARE(cellTexts(html.rows.at(2).cells), QStringList({u"v1_c"_s, QString(), u"9.1"_s, QString()}));
    QCOMPARE(html.rows.at(2).sourceCellCount, 3);
    QCOMPARE(html.rows.at(2).line, 13);
    QCOMPARE(log.tables.at(1).line, 17); // the Markdown table after it
}

// In a list item (bullet or ordered, nested, in a quote) and on line 1 after a BOM too: read when it
// holds a row, else said; "-<table>" and "-- <table>" are no list items.
void TestOptLogParser::htmlTableInListsAndAfterBom()
{
    const OptLog log = parseText(u"\uFEFF<table><tr><td>1</td></tr></table>\n\n- <table>\n\n"
                                 "1. a\n   - <TABLE>\n\n> 2) <table>\n\n-<table> and -- <table>\n"_s);
    QList<int> said;
    for (const Diagnostic &d : log.diagnostics) {
        if (d.code == u"optlog.html-table")
            said.append(d.line);
    }
    QCOMPARE(said, (QList<int> {3, 6, 8}));
    QCOMPARE(log.tables.size(), 1);
    QCOMPARE(log.tables.at(0).line, 1);
    QCOMPARE(log.tables.at(0).columns.size(), 1);
    QCOMPARE(log.tables.at(0).columns.at(0).header, u"1"_s);
}

// An HTML table's caption is the block above its "<table>" (not above its header row, nor a table
// before it); a <thead> after body rows still heads it; entities that are none show as written.
void TestOptLogParser::htmlTableCaptionsAndHeader()
{
    const OptLog log
        = parseText(u"# T\n\n候选 vs current best\n\n<table>\n<tbody>\n<tr><td>v1_a</td><td>7.1</td></tr>\n"
                    "</tbody>\n<thead><tr><th>候选</th><th>候选_us</th></tr></thead>\n</table>\n\n"
                    "<table><tr><td>&#abc; &#; &#x41; &amp</td></tr></table>\n"_s);
    QCOMPARE(log.tables.size(), 2);
    const OptLogTable &first = log.tables.at(0);
    QCOMPARE(first.line, 5);
    QCOMPARE(first.endLine, 10);
    QCOMPARE(first.caption, u"候选 vs current best"_s);
    QCOMPARE(first.columns.at(0).header, u"候选"_s);
    QCOMPARE(first.rows.size(), 1);
    QCOMPARE(first.rows.at(0).line, 7);
    const OptLogTable &second = log.tables.at(1);
    QCOMPARE(second.line, 12);
    QVERIFY(second.caption.isEmpty()); // the table above is no caption
    QCOMPARE(second.columns.at(0).header, u"&#abc; &#; A &amp"_s);

    // Right under its caption line, no blank line between: GitHub ends the paragraph at the tag, so
    // the lines above it are the caption (and the paragraph above those is not).
    const OptLog under = parseText(u"# T\n\n## Round 1\n\nearlier notes\n\n**候选 vs current best 对比表**\n"
                                   "（单位 us）\n<table><tr><th>候选</th><th>Task Duration(us)</th></tr>\n"
                                   "<tr><td>v1_a</td><td>7.1</td></tr></table>\n"_s);
    QCOMPARE(under.tables.size(), 1);
    QCOMPARE(under.tables.at(0).line, 9);
    QCOMPARE(under.tables.at(0).caption, u"候选 vs current best 对比表 （单位 us）"_s);
    // Lines above it that show nothing (a tag, a no-break space) are no caption, and the table's own
    // text never is one.
    for (const QString &above : {u"<details>"_s, u"&nbsp;"_s, u"<div align=\"center\">"_s, u"<br>"_s}) {
        const OptLog hidden = parseText(u"# T\n\n## Round 1\n\n"_s + above
                                        + u"\n<table><tr><th>候选</th><th>Task Duration(us)</th></tr>\n"
                                          "<tr><td>v1_a (-3% vs best)</td><td>7.1</td></tr></table>\n</details>\n"_s);
        QCOMPARE(hidden.tables.size(), 1);
        QVERIFY2(hidden.tables.at(0).caption.isEmpty(), qPrintable(above + u" -> "_s + hidden.tables.at(0).caption));
    }
}

void TestOptLogParser::htmlTablesStayBounded_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("tables");
    QTest::addColumn<int>("said");
    QTest::addColumn<int>("columns");
    // Each closed table is its own; each read ends where the next begins.
    QTest::newRow("40k-tables") << QByteArray("<table><tr><td>1</td>\n\n").repeated(40000) << 40000 << 0 << 1;
    // Rows never given a cell: a "<table>" outside a cell ends the one before.
    QTest::newRow("40k-tables-of-open-rows") << QByteArray("<table>\n<tr>\n\n").repeated(40000) << 0 << 40000 << 0;
    // A table opened in a cell and never closed takes the rest, read once.
    QTest::newRow("an-unclosed-nested-table-then-40k")
        << "<table><tr><td>x<table>\n\n" + QByteArray("<table>\n\n").repeated(40000) << 1 << 0 << 1;
    // A tag whose '>' never comes takes the rest: not looked for again at every '<'.
    QTest::newRow("40k-tags-without-their-end") << QByteArray("<table\n\n").repeated(40000) << 0 << 1 << 0;
    QTest::newRow("a-cell-of-40k-unended-tags")
        << "<table><tr><td>" + QByteArray("<a\n").repeated(40000) << 1 << 0 << 1;
    // Many tags on one line after a long indent: the line is looked at once (and its first table,
    // ended by the second with no row, said once).
    QTest::newRow("70k-tags-after-a-500k-indent")
        << "x\n" + QByteArray(500000, ' ') + QByteArray("<table>").repeated(70000) + "\n"
        << 0 << 1 << 0;
    // As md4c caps a Markdown table: no more than 128 columns, every row padded to them.
    QTest::newRow("80k-header-cells-and-80k-rows")
        << "<table><tr>" + QByteArray("<td>").repeated(80000) + QByteArray("<tr><td>").repeated(80000) << 1 << 0 << 128;
    QTest::newRow("colspan-64-times-20k")
        << "<table><tr>" + QByteArray("<td colspan=64>").repeated(20000) + "<tr><td>1" << 1 << 0 << 128;
}

void TestOptLogParser::htmlTablesStayBounded()
{
    // Each shape reads whole (a quadratic pass or a padded blow-up runs into ctest's timeout).
    QFETCH(QByteArray, bytes);
    QFETCH(int, tables);
    QFETCH(int, said);
    QFETCH(int, columns);
    const OptLog log = OptLogParser::parse(bytes, Display);
    QCOMPARE(log.tables.size(), tables);
    const qsizetype saidTables = std::count_if(log.diagnostics.cbegin(), log.diagnostics.cend(),
                                               [](const Diagnostic &d) { return d.code == u"optlog.html-table"; });
    QCOMPARE(saidTables, qsizetype(said));
    if (tables > 0)
        QCOMPARE(log.tables.constFirst().columns.size(), columns);
}

// Rows are padded to the header's cells: 20,000 one-cell lines under a 128-cell header would be
// 2.56 million cells. The log keeps 2 million (in Markdown and HTML tables alike) and says where
// it stopped, once.
void TestOptLogParser::tableCellsAreCapped_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("linesBefore");
    const QByteArray head = "|" + QByteArray("a|").repeated(128) + "\n|" + QByteArray("-|").repeated(128) + "\n";
    const QByteArray markdown = head + QByteArray("|x\n").repeated(20000);
    QTest::newRow("markdown") << markdown << 0;
    QTest::newRow("html") << "<table><tr>" + QByteArray("<th>a</th>").repeated(128) + "</tr>\n"
            + QByteArray("<tr><td>x</td></tr>\n").repeated(20000)
            + "</table>\n" << 0;
    // A quoted excerpt's table is no table of the log's: its cells count for no cap either.
    QByteArray excerpt = "> ## Round 1（旧日志）\n>\n> " + head.left(head.indexOf('\n') + 1) + "> "
        + head.sliced(head.indexOf('\n') + 1) + QByteArray("> |x\n").repeated(10000) + "\n";
    QTest::newRow("after a quoted excerpt") << excerpt + markdown << 10005;
}

void TestOptLogParser::tableCellsAreCapped()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, linesBefore);
    const OptLog log = OptLogParser::parse(bytes, Display);
    QCOMPARE(log.tables.size(), 1);
    QCOMPARE(log.tables.at(0).line, linesBefore + 1);
    const qsizetype kept = (OptLogMarkdown::MaxTableCells - 128) / 128; // the header's cells count too
    QCOMPARE(log.tables.at(0).rows.size(), kept);
    QCOMPARE(log.tables.at(0).rows.constLast().cells.size(), 128);
    QList<int> capped;
    for (const Diagnostic &d : log.diagnostics) {
        if (d.code == u"optlog.table-cells-cap")
            capped.append(d.line);
    }
    QCOMPARE(capped, (QList<int> {linesBefore + int(kept) + 3 - (bytes.startsWith("<") ? 1 : 0)}));
}

// A table's ragged rows are said one by one up to 20, the rest in one line at its last row (a
// generated log of thousands of short rows said each); the next table counts afresh.
void TestOptLogParser::raggedRowsSaidUpToTwenty()
{
    const QByteArray table = "| a | b |\n|---|---|\n" + QByteArray("| 1 |\n").repeated(25) + "\n";
    const OptLog log = OptLogParser::parse(table + table, Display);
    QCOMPARE(log.tables.size(), 2);
    QList<int> lines;
    QStringList summaries;
    for (const Diagnostic &d : log.diagnostics) {
        if (d.code != u"optlog.ragged-row")
            continue;
        lines.append(d.line);
        if (d.message.contains(u"more row"))
            summaries.append(QString::number(d.line) + u' ' + d.message);
    }
    QCOMPARE(lines.size(), 2 * 21);
    QCOMPARE(lines.at(19), 22); // the 20th row of the first table
    QCOMPARE(summaries,
             QStringList({u"27 5 more row(s) of this table have another number of cells than its header (2)."_s,
                          u"55 5 more row(s) of this table have another number of cells than its header (2)."_s}));

    // An HTML table's rows are said alike; a colspan counts its cells, so "<td colspan=2>" fits a
    // header of two, and a header wider than 128 columns is matched as written.
    const QByteArray html = "<table>\n<tr><th>a</th><th>b</th></tr>\n<tr><td colspan=\"2\">1</td></tr>\n"
        + QByteArray("<tr><td>1</td></tr>\n").repeated(22) + "<tr><td>1</td><td>2</td><td>3</td></tr>\n</table>\n\n"
        + "<table><tr>" + QByteArray("<th>h</th>").repeated(130) + "</tr><tr><td colspan=\"130\">x</td></tr>"
        + "<tr><td>y</td></tr></table>\n";
    const OptLog htmlLog = OptLogParser::parse(html, Display);
    QCOMPARE(htmlLog.tables.size(), 2);
    QStringList said;
    for (const Diagnostic &d : htmlLog.diagnostics)
        if (d.code == u"optlog.ragged-row")
            said.append(QString::number(d.line) + u' ' + d.message);
    QCOMPARE(said.size(), 20 + 1 + 1);
    QCOMPARE(said.constFirst(), u"4 Table row has 1 cells but the header has 2."_s);
    QCOMPARE(said.at(19), u"23 Table row has 1 cells but the header has 2."_s);
    QCOMPARE(said.at(20), u"26 3 more row(s) of this table have another number of cells than its header (2)."_s);
    QCOMPARE(said.at(21), u"29 Table row has 1 cells but the header has 130."_s);
}

// A cell's text has its white space simplified as QString::simplified() does; the loader skips the
// call for plain ASCII text, so every kind of white space that must still collapse is here.
void TestOptLogParser::cellTextIsSimplified()
{
    const OptLog log = parseText(u"# T\n\n| a | b | c | d | e | f |\n|---|---|---|---|---|---|\n"
                                 "| x  y | p\tq | \u3000z\u3000 | n\u00a0\u00a0m | **b**  c | plain text |\n"_s);
    QCOMPARE(log.tables.size(), 1);
    const QList<OptLogTableCell> &cells = log.tables.at(0).rows.at(0).cells;
    QCOMPARE(cellTexts(cells), QStringList({u"x y"_s, u"p q"_s, u"z"_s, u"n m"_s, u"b c"_s, u"plain text"_s}));
    QCOMPARE(cells.at(5).source(), u"plain text"_s);
}

// An HTML entity reads as what it shows ("winner:&nbsp;v1_a" is "winner: v1_a" on GitHub), in
// headings, statements and cells; an unknown one stays as written.
void TestOptLogParser::entitiesReadAsShown()
{
    const OptLog log = parseText(u"## Round&nbsp;1\n\n| 候选 | Task Duration(us) | note |\n|---|---:|---|\n"
                                 "| v1&#95;a | 11.5 | &lt;0.5% &amp; ok&#124;x &bogus; &#0; |\n\n"
                                 "- winner:&nbsp;v1_a\n- new_current_best&#xFF1A;v1_a\n"_s);
    QCOMPARE(log.rounds.size(), 1);
    QCOMPARE(log.rounds.constFirst().number, 1);
    QStringList decisions;
    for (const OptLogDecision &d : log.rounds.constFirst().decisions)
        decisions.append(d.key + u'=' + d.candidate);
    QCOMPARE(decisions, QStringList({u"winner=v1_a"_s, u"new_current_best=v1_a"_s}));
    QCOMPARE(log.tables.size(), 1);
    QCOMPARE(cellTexts(log.tables.constFirst().rows.constFirst().cells),
             QStringList({u"v1_a"_s, u"11.5"_s, u"<0.5% & ok|x &bogus; \uFFFD"_s}));
}

// GitHub closes "**" after a symbol (✅ ✓ × →) before a letter, as cmark-gfm counts only
// punctuation against it; md4c does not, which lost the statement and said the bold was literal.
void TestOptLogParser::boldClosedAfterASymbol()
{
    const OptLog log = parseText(u"## Round 1\n\n- **winner: v1_a ✅**后续复测\n- new_current_best: **v1_a ✓**后续\n"
                                 "- **reason: 2.1x → 2.3x**提升\n\n| 候选 | note |\n|---|---|\n| v1_a | **快 ✅**后 |\n"_s);
    QCOMPARE(log.rounds.size(), 1);
    QStringList decisions;
    for (const OptLogDecision &d : log.rounds.constFirst().decisions)
        decisions.append(d.key + u'=' + d.candidate + u'|' + d.value);
    QCOMPARE(decisions, QStringList({u"winner=v1_a|v1_a ✅后续复测"_s, u"new_current_best=v1_a|v1_a ✓后续"_s,
                                     u"reason=|2.1x → 2.3x提升"_s}));
    QCOMPARE(cellTexts(log.tables.constFirst().rows.constFirst().cells), QStringList({u"v1_a"_s, u"快 ✅后"_s}));
    QVERIFY2(!hasDiagnostic(log, u"optlog.unmatched-bold"_s, 3), qPrintable(diagnosticsText(log)));
    QVERIFY2(log.diagnostics.isEmpty(), qPrintable(diagnosticsText(log)));
    // A closer after a symbol with no opener stays literal, and is said.
    QVERIFY(hasDiagnostic(parseText(u"## Round 1\n\n- winner: v1_a ✅**后\n"_s), u"optlog.unmatched-bold"_s, 3));
}

// What md4c is handed besides the file's bytes (a blank line before a table's edge, bold moved
// past a symbol) changes nothing else: a heading or list marker stays one, a quoted excerpt stays
// one quote, a hidden claim stays hidden, and a log of a hundred tables each followed by its
// round's heading reads every round.
void TestOptLogParser::layoutPatchesKeepTheRest()
{
    // "## ✅**…" has no opener before its closer: no move, still a heading.
    const OptLog heading = parseText(u"# T\n\n## Round 1\n\nwinner: v1_a\n\n## ✅**Round 2 完成\n\nwinner: v2_a\n- ✅**x\n"_s);
    QCOMPARE(heading.rounds.size(), 2);
    QCOMPARE(heading.rounds.at(1).line, 7);
    QCOMPARE(heading.rounds.at(1).winner() ? heading.rounds.at(1).winner()->candidate : QString(), u"v2_a"_s);

    // A break inside a quote keeps the quote whole: the excerpt of an old log is still not this log's.
    const OptLog quoted = parseText(u"# T\n\n## Round 1\n\nwinner: v1_a\n\n> ## Round 1（旧日志）\n> 对比：\n"
                                    "> | variant | latency |\n> |---|---|\n> | v0_b | 1.0 |\n> ## old\n>\n> winner: v0_b\n\n"
                                    "## Round 2\n\nwinner: v2_a\n"_s);
    QCOMPARE(quoted.rounds.size(), 2);
    QCOMPARE(quoted.rounds.at(0).winner() ? quoted.rounds.at(0).winner()->candidate : QString(), u"v1_a"_s);
    QCOMPARE(quoted.rounds.at(0).decisions.size(), 1);
    QVERIFY2(!hasDiagnostic(quoted, u"optlog.conflicting-round"_s, 14), qPrintable(diagnosticsText(quoted)));

    // A table after a struck-out first line of its paragraph.
    const OptLog struck = parseText(u"~~old note~~\n| a | b |\n|---|---|\n| 1 | 2 |\n"_s);
    QCOMPARE(struck.tables.size(), 1);
    QCOMPARE(struck.tables.constFirst().line, 2);

    // A claim in a comment stays hidden on a line whose bold was moved.
    const OptLog comment = parseText(u"# T\n\n## Final Summary\n\n<!-- final_latency: 1.0 us --> **done ✅**后续\n\n"
                                     "final_latency: 9.5 us\n"_s);
    QStringList claims;
    for (const OptLogFinalLatency &claim : comment.finalLatencies)
        claims.append(QString::number(claim.value) + (claim.shown ? u" shown"_s : u" hidden"_s));
    QCOMPARE(claims, QStringList({u"1 hidden"_s, u"9.5 shown"_s}));

    // A hundred tables, each followed by the next round's heading, no blank lines.
    QString chained = u"# T\n## Round 1\n"_s;
    for (int k = 1; k <= 100; ++k)
        chained += u"| variant | latency |\n|---|---|\n| v%1_a | %1.0 |\n## Round %2\n"_s.arg(k).arg(k + 1);
    const OptLog chain = parseText(chained);
    QCOMPARE(chain.rounds.size(), 101);
    QCOMPARE(chain.tables.size(), 100);
    QCOMPARE(chain.rounds.constLast().line, 2 + 4 * 100);
    QVERIFY2(chain.diagnostics.isEmpty(), qPrintable(diagnosticsText(chain)));
}

// Single tildes are ranges and approximations, not strike-outs: a cell's text keeps them ("~2x"
// quoted as "2x", or "+22~28%" as "+2228%", would make figures up); "~~" still strikes.
void TestOptLogParser::cellTextKeepsRangeTildes()
{
    const OptLog log = parseText(u"# T\n\n| change | effect |\n|---|---|\n"
                                 "| UB 复用 ~7→5 buffer，pass −1（~2x 少搬运） | 回退 −4.2~−6.7%（+22~28%） |\n"
                                 "| ~~v3_old~~ v3_new | **~1.26 TB/s~** |\n"_s);
    QCOMPARE(log.tables.size(), 1);
    const QList<OptLogTableRow> &rows = log.tables.at(0).rows;
    QCOMPARE(cellTexts(rows.at(0).cells),
             QStringList({u"UB 复用 ~7→5 buffer，pass −1（~2x 少搬运）"_s, u"回退 −4.2~−6.7%（+22~28%）"_s}));
    QCOMPARE(cellTexts(rows.at(1).cells), QStringList({u"v3_old v3_new"_s, u"~1.26 TB/s~"_s}));
}

// md4c hands a cell over in pieces (code spans, entities, escapes, emphasis): the text joins them,
// the source keeps the markup, and every cell, row and heading keeps its own line, also when the
// reading jumps back and forth between lines far apart.
void TestOptLogParser::cellsInPiecesAndTheirLines()
{
    const OptLog log = parseText(u"# T\n\n| a | b | c | d | e | f |\n|---|---|---|---|---|---|\n"
                                 "| `k` x | a &amp; b | p \\| q | *em* y | &lt; | 12.5 |\n"
                                 "|  | **b** | 中文 | x | y | z |\n"
                                 "\nSome text between.\n\n"
                                 "## Later\n\n"
                                 "| n | v |\n|---|---|\n| w1 | 3.0 |\n"_s);
    QCOMPARE(log.tables.size(), 2);
    const OptLogTable &first = log.tables.at(0);
    QCOMPARE(first.rows.size(), 2);
    const QList<OptLogTableCell> &row = first.rows.at(0).cells;
    // Entities read as what they show; the source keeps them as written.
    QCOMPARE(cellTexts(row), QStringList({u"k x"_s, u"a & b"_s, u"p | q"_s, u"em y"_s, u"<"_s, u"12.5"_s}));
    QCOMPARE(row.at(0).source(), u"`k` x"_s);
    QCOMPARE(row.at(1).source(), u"a &amp; b"_s);
    QCOMPARE(row.at(3).source(), u"*em* y"_s);
    QCOMPARE(row.at(5).source(), u"12.5"_s);
    QCOMPARE(first.rows.at(0).line, 5); // a cell's line is its row's
    const QList<OptLogTableCell> &second = first.rows.at(1).cells;
    QCOMPARE(second.at(0).text(), QString());
    QCOMPARE(second.at(1).text(), u"b"_s);
    QCOMPARE(second.at(1).source(), u"**b**"_s);
    QCOMPARE(second.at(2).text(), u"中文"_s);
    QCOMPARE(first.rows.at(1).line, 6);
    const OptLogTable &later = log.tables.at(1);
    QCOMPARE(later.line, 12);
    QCOMPARE(later.heading, u"Later"_s);
    QCOMPARE(later.headingLine, 10);
    QCOMPARE(later.rows.at(0).line, 14);
    QCOMPARE(later.rows.at(0).cells.at(1).text(), u"3.0"_s);
}

// The English forms read this session, where they say something else (a review of them): a plan's
// "Selected:", a figure after "New best:", a current best before the round or of one key, a branch
// that "stopped because", a prose note before a fenced Stage Result.
void TestOptLogParser::englishFormsStayInTheirPlace()
{
    const QString table = u"| candidate | workload | Task Duration(us) |\n|---|---|---:|\n| v2_a | w | 10 |\n\n"_s;
    const auto round = [](const QString &body) { return parseText(u"## Round 2\n\n"_s + body).rounds.value(0); };
    // A plan's list before the round's results names no winner; the winner key after them does.
    OptLogRound r = round(u"- Selected: v2_a, v2_b (to run this round)\n\n"_s + table + u"- winner: v2_b\n"_s);
    QVERIFY(r.winner());
    QCOMPARE(r.winner()->candidate, u"v2_b"_s);
    QCOMPARE(round(table + u"- Selected: v2_a\n"_s).winner()->candidate, u"v2_a"_s);
    // A figure names no best; "none" still says the round has no winner.
    QVERIFY(!round(table + u"- New best: 18.62 us on short_row/fp16\n"_s).newCurrentBest());
    r = round(table + u"- Adopted: none (all within noise)\n"_s);
    QVERIFY(r.winner());
    QVERIFY(r.winner()->candidate.isEmpty());
    // A bare key without decoration, over the item naming the winner (its positions are a copy's).
    QCOMPARE(round(table + u"- Winner\n  - v2_a\n"_s).winner()->candidate, u"v2_a"_s);
    // After the winner: "current best: a → b" moves the best to b; a bracket after the key says whose.
    r = round(table + u"- winner: v2_b\n- current best: v1_pipe → v2_b\n"_s);
    QCOMPARE(r.newCurrentBest()->candidate, u"v2_b"_s);
    r = round(table + u"- winner: v2_b\n- current best (before this round): v1_pipe\n"_s);
    QVERIFY(!r.newCurrentBest());
    // One key's best staying is no revert of the round's winner.
    r = round(table + u"- winner: v2_b\n\nFor short_row/bf16 alone the current best stays v1_pipe (−0.4%, within noise).\n"_s);
    QVERIFY(!r.newCurrentBest());
    // A branch that stopped is no stop reason of the run's.
    const OptLog stops = parseText(u"## Final Summary\n\n- stop_reason: budget_exhausted\n"
                                   "- v4_x was dropped: it stopped because L0 failed on bf16.\n"_s);
    QCOMPARE(stops.stopReasons.size(), 1);
    QCOMPARE(stops.stopReasons.first().raw, u"budget_exhausted"_s);
    // A note before a fenced block; a table's header row; a field's nested lines.
    QCOMPARE(fieldsOf(parseText(u"# T\n\n## Stage Result\n\nNote: copied from the Final Summary.\n\n```yaml\n"
                                "verdict: TUNING_DONE\nfinal_latency_by_workload:\n  short_row_fp16: 17.92\n"
                                "  long-row/fp16: 41.5\n```\n"_s)),
             (QStringList {u"Note = copied from the Final Summary."_s, u"verdict = TUNING_DONE"_s,
                           u"final_latency_by_workload = short_row_fp16: 17.92; long-row/fp16: 41.5"_s}));
    QCOMPARE(fieldsOf(parseText(u"# T\n\n## Stage Result\n\n| Item | Value |\n|---|---|\n| verdict | X |\n"_s)),
             QStringList {u"verdict = X"_s});
    // A note before an indented block: the block's fields are fields; capitalised keys are known.
    QCOMPARE(fieldsOf(parseText(u"# T\n\n## Stage Result\n\nNote: copied.\n\n    verdict: X\n    stage: 4\n"_s)),
             (QStringList {u"Note = copied."_s, u"verdict = X"_s, u"stage = 4"_s}));
    const OptLog capitalised = parseText(u"# T\n\n## Stage Result\n\n- Verdict: TUNING_COMPLETED\n- Stage: 4\n"_s);
    QCOMPARE(fieldsOf(capitalised), (QStringList {u"Verdict = TUNING_COMPLETED"_s, u"Stage = 4"_s}));
    QVERIFY(std::none_of(capitalised.diagnostics.cbegin(), capitalised.diagnostics.cend(),
                         [](const Diagnostic &d) { return d.code == u"optlog.stage-result-unread"_s; }));
}

void TestOptLogParser::stageResult()
{
    const OptLog log = parseText(u"# T\n\n## Stage Result\n\n- stage: 4\n- verdict: TUNING_COMPLETED\n"
                                 "- final_latency: 3.1 us\n- stop_reason: plateau\n- iterations: 6\n"_s);
    QCOMPARE(log.stageResultLine, 3);
    QCOMPARE(log.stageResult.size(), 5);
    QCOMPARE(log.stageResult.at(1).key, u"verdict"_s);
    QCOMPARE(log.stageResult.at(1).value, u"TUNING_COMPLETED"_s);
    QCOMPARE(log.stageResult.at(1).line, 6);
    QCOMPARE(log.gateFinalLatency()->value, 3.1);
    QCOMPARE(log.stopReasons.size(), 1);
    QCOMPARE(log.stopReasons.at(0).reasons, QList<OptLogStopReason::Reason> {OptLogStopReason::Reason::Plateau});

    // Fenced, as a two-column table or under a Chinese heading: the same fields, at their lines.
    const OptLog fenced = parseText(u"# T\n\n## Stage Result\n\n```yaml\nstage: 4\nverdict: TUNING_DONE\n```\n"_s);
    QCOMPARE(fieldsOf(fenced, true), (QStringList {u"stage = 4 @6"_s, u"verdict = TUNING_DONE @7"_s}));
    const OptLog table = parseText(
        u"# T\n\n## Stage Result\n\n| field | value |\n|---|---|\n| verdict | TUNING_DONE |\n| iterations | 9 |\n"_s);
    QCOMPARE(fieldsOf(table, true), (QStringList {u"verdict = TUNING_DONE @7"_s, u"iterations = 9 @8"_s}));
    const OptLog chinese = parseText(u"# T\n\n## 阶段结果（Stage Result）\n\n- verdict: TUNING_DONE\n"_s);
    QCOMPARE(fieldsOf(chinese, true), QStringList {u"verdict = TUNING_DONE @5"_s});
    // A block that holds nothing readable is said, not passed over.
    const OptLog unread = parseText(u"# T\n\n## Stage Result\n\nThe run completed; see above.\n"_s);
    QVERIFY(unread.stageResult.isEmpty());
    QVERIFY2(std::any_of(unread.diagnostics.cbegin(), unread.diagnostics.cend(),
                         [](const Diagnostic &d) { return d.code == u"optlog.stage-result-unread"_s && d.line == 3; }),
             qPrintable(diagnosticsText(unread)));
    QVERIFY(std::none_of(log.diagnostics.cbegin(), log.diagnostics.cend(),
                         [](const Diagnostic &d) { return d.code == u"optlog.stage-result-unread"_s; }));

    // A field's sub-items are its value, not fields of their own (nor dropped when they hold no key).
    const OptLog genB = parseText(u"# T\n\n## Stage Result\n\n- stage: 4\n- final_latency_by_workload:\n"
                                  "  - k::main + m2048-fp16: 19.08 us\n  - w_1: 60.04 us\n- perf_iteration:\n"
                                  "    - count: 2\n    - consecutive_no_improvement: 0\n- stop_reason: success\n"_s);
    const QStringList fields = fieldsOf(genB, true);
    QCOMPARE(fields, (QStringList {u"stage = 4 @5"_s,
                                   u"final_latency_by_workload = k::main + m2048-fp16: 19.08 us; w_1: 60.04 us @6"_s,
                                   u"perf_iteration = count: 2; consecutive_no_improvement: 0 @9"_s,
                                   u"stop_reason = success @12"_s}));

    // In a quote, the indentation counts after its markers.
    const OptLog quoted = parseText(u"# T\n\n## Stage Result\n\n> - stage: 4\n> - final_latency_by_workload:\n"
                                    ">   - w_1: 60.04 us\n> - stop_reason: success\n"_s);
    const QStringList quotedFields = fieldsOf(quoted);
    QCOMPARE(quotedFields, (QStringList {u"stage = 4"_s, u"final_latency_by_workload = w_1: 60.04 us"_s,
                                         u"stop_reason = success"_s}));

    // A quote inside the block remarks on a field: neither a field of its own nor the field's value.
    const OptLog remarked = parseText(u"# T\n\n## Stage Result\n\n- verdict: TUNING_COMPLETED\n"
                                      "  > failure_reason: precision_regression\n- stop_reason: plateau\n"
                                      "  > note: budget nearly spent\n- final_latency: 3.1 us\n"
                                      "  > final_latency: 12.00 us (earlier draft)\n"_s);
    const QStringList remarkedFields = fieldsOf(remarked, true);
    QCOMPARE(remarkedFields, (QStringList {u"verdict = TUNING_COMPLETED @5"_s, u"stop_reason = plateau @7"_s,
                                           u"final_latency = 3.1 us @9"_s}));
    // Quoted as a whole, a deeper quote inside it is still a remark.
    const OptLog quotedRemark = parseText(u"# T\n\n## Stage Result\n\n> - verdict: TUNING_FAILED\n"
                                          ">   > note: x\n> - stop_reason: blocked\n"_s);
    const QStringList quotedRemarkFields = fieldsOf(quotedRemark);
    QCOMPARE(quotedRemarkFields, (QStringList {u"verdict = TUNING_FAILED"_s, u"stop_reason = blocked"_s}));
    // A quoted block with a plain line before and after it: the block's depth is its first field's.
    const OptLog quotedWithNotes = parseText(u"# T\n\n## Stage Result\n\nAs delivered:\n\n> - verdict: TUNING_COMPLETED\n"
                                             "> - iterations: 7\n\nnote: copied from the conductor\n"_s);
    const QStringList quotedWithNotesFields = fieldsOf(quotedWithNotes);
    QCOMPARE(quotedWithNotesFields,
             (QStringList {u"verdict = TUNING_COMPLETED"_s, u"iterations = 7"_s, u"note = copied from the conductor"_s}));
}

// A claim that states its number may list the other workloads' under it: each is a claim; other
// sub-items ("- baseline: 30.6 us") are not.
void TestOptLogParser::numberedClaimWithWorkloadItems()
{
    const OptLog log = parseText(u"## Final Summary\n\n- final_latency: 17.92 us（short_row/fp16_4096x1024）\n"
                                 "  - long_row/fp16_8x262144: 41.54 us\n  - baseline: 30.6 us\n"
                                 "  - short_row/bf16_4096x1024: **18.36 us**（1.66×）\n- stop_reason: plateau\n"_s);
    QStringList claims;
    for (const OptLogFinalLatency &c : log.finalLatencies)
        claims.append(c.workload + u" = "_s + QString::number(c.value) + u" @"_s + QString::number(c.line)
                      + (c.inLatestFinalSummary ? u" latest"_s : QString()) + (c.gateForm ? u" gate"_s : QString()));
    QCOMPARE(claims, (QStringList {u"short_row/fp16_4096x1024 = 17.92 @3 latest gate"_s,
                                   u"long_row/fp16_8x262144 = 41.54 @4 latest"_s,
                                   u"short_row/bf16_4096x1024 = 18.36 @6 latest"_s}));
    QCOMPARE(log.gateFinalLatency()->value, 17.92);
}

void TestOptLogParser::hiddenClaims_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QStringList>("claims"); // value and whether a reader sees it, in order
    QTest::newRow("a struck sub-item") << u"## Final Summary\n- final_latency:\n  - short_row/fp16: 17.92 us\n"
                                          "  - ~~long_row/fp16: 99 us~~\n"_s
                                       << QStringList {u"17.92 shown"_s, u"99 hidden"_s};
    QTest::newRow("a commented sub-item") << u"## Final Summary\n- final_latency:\n  - short_row/fp16: 17.92 us\n"
                                             "  <!-- - long_row/fp16: 99 us -->\n"_s
                                          << QStringList {u"17.92 shown"_s};
    QTest::newRow("a comment before the claim on its line")
        << u"## Final Summary\n<!-- final_latency: 17 us --> final_latency: 17.92 us\n"_s
        << QStringList {u"17 hidden"_s, u"17.92 shown"_s};
    QTest::newRow("after a comment over lines") << u"## Final Summary\n<!--\nfinal_latency: 9 us\n--> final_latency: 17.92 us\n"_s
                                                << QStringList {u"9 hidden"_s, u"17.92 shown"_s};
    QTest::newRow("a corrected value") << u"## Final Summary\n- final_latency: ~~17.92 us~~ 99 us\n"_s
                                       << QStringList {u"99 shown"_s};
    // One tilde at a word's start strikes it out as two do; between numbers it is a range.
    QTest::newRow("a claim struck with single tildes")
        << u"## Final Summary\n~final_latency: 12.5 us~ final_latency: 11.5 us（±0.1~0.2）\n"_s
        << QStringList {u"12.5 hidden"_s, u"11.5 shown"_s};
    QTest::newRow("a struck value and an arrow") << u"## Final Summary\n- final_latency: ~~17.92~~ → 16.5 us\n"_s
                                                 << QStringList {u"16.5 shown"_s};
    QTest::newRow("a comment after code holding an opener")
        << u"## Final Summary\n- a: `<!-- -->` <!-- final_latency: 5 us --> final_latency: 17.92 us\n"_s
        << QStringList {u"5 hidden"_s, u"17.92 shown"_s};
    QTest::newRow("in code, shown") << u"## Final Summary\n- `<!-- x -->` final_latency: 17.92 us\n"_s
                                    << QStringList {u"17.92 shown"_s};
    QTest::newRow("a struck value and an arrow, no colon")
        << u"## Final Summary\n- final_latency ~~18.62 us~~ → 17.92 us\n"_s << QStringList {u"17.92 shown"_s};
    // A reader sees "final_latency: 17.92 us": the comment between the key and its colon is passed over.
    QTest::newRow("a comment between key and colon")
        << u"## Final Summary\n- final_latency <!-- rerun -->: 17.92 us\n"_s << QStringList {u"17.92 shown"_s};
    QTest::newRow("a comment after the key's aside")
        << u"## Final Summary\n- final_latency（short_row）<!-- n30 -->：17.92 us\n"_s << QStringList {u"17.92 shown"_s};
    QTest::newRow("a struck word before the colon")
        << u"## Final Summary\n- final_latency ~~(draft)~~: 17.92 us\n"_s << QStringList {u"17.92 shown"_s};
}

void TestOptLogParser::hiddenClaims()
{
    QFETCH(QString, markdown);
    QFETCH(QStringList, claims);
    const OptLog log = parseText(markdown);
    QStringList read;
    for (const OptLogFinalLatency &c : log.finalLatencies) {
        read.append(QString::number(c.value) + (c.shown ? u" shown"_s : u" hidden"_s));
        QVERIFY(c.shown || !c.inLatestFinalSummary);
    }
    QCOMPARE(read, claims);
}

void TestOptLogParser::gateSubstrings_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("taskDuration");
    QTest::addColumn<bool>("currentBest");
    QTest::addColumn<bool>("retrospective");

    QTest::newRow("both") << u"| Task Duration(us) | vs current best |"_s << true << true << false;
    QTest::newRow("lowercase-task-duration") << u"task duration and Current-Best"_s << false << true << false;
    QTest::newRow("upper-case-pair") << u"CURRENT BEST"_s << false << true << false;
    QTest::newRow("underscore") << u"current_best"_s << false << false << false;
    QTest::newRow("joined") << u"currentbest"_s << false << false << false;
    QTest::newRow("two-spaces") << u"current  best"_s << false << false << false;
    QTest::newRow("pair-at-end") << u"the current-best"_s << false << true << false;
    QTest::newRow("retrospective") << u"## Skill Retrospective\n"_s << false << false << true;
    QTest::newRow("retrospective-lowercase") << u"## Skill retrospective\n"_s << false << false << false;
    QTest::newRow("empty") << QString() << false << false << false;
    // Python's re.IGNORECASE folds the long s onto s: two bytes in UTF-8 where s is one.
    QTest::newRow("long-s") << u"current be\u017Ft"_s << false << true << false;
    QTest::newRow("long-s-capitals") << u"CURRENT-BE\u017FT"_s << false << true << false;
    QTest::newRow("long-s-elsewhere") << u"\u017Furrent best"_s << false << false << false;
    QTest::newRow("cut-after-the-gap") << u"current-"_s << false << false << false;
    QTest::newRow("cut-in-best") << u"current bes"_s << false << false << false;
    QTest::newRow("lone-first-byte-of-long-s") << u"current be\u0145t"_s << false << false << false;
    QTest::newRow("case-bit-lookalike") << u"#URRENT BEST current@best"_s << false << false << false;
    QTest::newRow("c-then-pair") << u"ccurrent best"_s << false << true << false;
    QTest::newRow("cjk-around") << u"当前最佳 current best（Task Duration）"_s << true << true << false;
}

void TestOptLogParser::gateSubstrings()
{
    QFETCH(QString, text);
    QFETCH(bool, taskDuration);
    QFETCH(bool, currentBest);
    QFETCH(bool, retrospective);
    const QByteArray utf8 = text.toUtf8();
    QCOMPARE(OptLogParser::containsTaskDuration(utf8), taskDuration);
    QCOMPARE(OptLogParser::containsCurrentBest(utf8), currentBest);
    QCOMPARE(OptLogParser::hasSkillRetrospective(utf8), retrospective);
    const OptLog log = parseText(text);
    QCOMPARE(log.containsTaskDuration, taskDuration);
    QCOMPARE(log.containsCurrentBest, currentBest);
    QCOMPARE(log.hasSkillRetrospective, retrospective);
}

// The gate decides "can Python decode the log" with firstInvalidUtf8 (no decoded copy), where
// PythonText::decodeUtf8 is the reference: every boundary case, then random bytes weighted to the
// lead and continuation bytes that make the decisions.
void TestOptLogParser::firstInvalidUtf8AgreesWithPython()
{
    const QList<QByteArray> cases{
        "", "ascii", "\xC2\x80", "\xDF\xBF", "\xC0\x80", "\xC1\xBF", "\xE0\x9F\xBF", "\xE0\xA0\x80",
        "\xED\x9F\xBF", "\xED\xA0\x80", "\xED\xBF\xBF", "\xEE\x80\x80", "\xEF\xBB\xBF", "\xF0\x8F\xBF\xBF",
        "\xF0\x90\x80\x80", "\xF4\x8F\xBF\xBF", "\xF4\x90\x80\x80", "\xF5\x80\x80\x80", "\xF8\x88\x80\x80\x80",
        "\x80", "\xBF", "\xFE", "\xFF", "\xE8\xBD", "a\xE8\xBD\xAE" "b", "\xE8\xBD\xAE\xAE", "\xC5\xBF\xC5"};
    for (const QByteArray &bytes : cases) {
        for (const QByteArray &text : {bytes, QByteArray("12345678" + bytes), QByteArray(bytes + "12345678")}) {
            const qsizetype invalid = OptLogParser::firstInvalidUtf8(text);
            QVERIFY2((invalid < 0) == PythonText::decodeUtf8(text).has_value(), text.toHex().constData());
            if (invalid >= 0) // what comes before the first bad byte decodes
                QVERIFY2(PythonText::decodeUtf8(text.first(invalid)).has_value(), text.toHex().constData());
        }
    }
    std::mt19937 random(14);
    const QByteArray alphabet("a\n\x80\x8F\x90\x9F\xA0\xBF\xC0\xC2\xDF\xE0\xED\xEF\xF0\xF4\xF5\xFF", 18);
    for (int round = 0; round < 20000; ++round) {
        QByteArray text;
        for (int i = int(random() % 12); i > 0; --i)
            text += alphabet.at(qsizetype(random() % alphabet.size()));
        QVERIFY2((OptLogParser::firstInvalidUtf8(text) < 0) == PythonText::decodeUtf8(text).has_value(),
                 text.toHex().constData());
    }
}

// ---- code fences ----------------------------------------------------------------------------

// A fence never closed hides the rest of the log, so it is reported and read past; a fence that its
// list item or quote closes (CommonMark) is not unterminated, however many fences follow it.
void TestOptLogParser::fences_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QList<int>>("unterminatedLines");
    QTest::addColumn<int>("rounds");

    const QByteArray tail = "## Iteration 2\n\n- winner: v2_b\n\n## Iteration 3\n\n- winner: v3_c\n";
    QTest::newRow("closed") << "## Iteration 1\n\n```python\nx = 1\n```\n\n```text\n## not a heading\n```\n\n" + tail
                            << QList<int>() << 3;
    QTest::newRow("top-level, never closed") << "## Iteration 1\n\n```python\nx = 1\n\n" + tail << QList<int> {3} << 3;
    QTest::newRow("closed by its list item") << "## Iteration 1\n\n- runner:\n  ```\n  v1 20.14\n- next item\n\n" + tail
                                             << QList<int>() << 3;
    QTest::newRow("closed by its quote") << "## Iteration 1\n\n> ```\n> v1 20.14\n\n" + tail << QList<int>() << 3;
    QTest::newRow("tilde, never closed") << "## Iteration 1\n\n~~~\nx\n\n" + tail << QList<int> {3} << 3;
    QTest::newRow("in a list item, never closed")
        << QByteArray("## Iteration 1\n\n- runner:\n  ```\n  v1 20.14\n\n  ## Iteration 2\n\n  - winner: v2_b\n")
        << QList<int> {4} << 2;
    QTest::newRow("two never closed") << QByteArray("## Iteration 1\n\n```\nx\n\n## Iteration 2\n\n~~~~\ny\n\n## Iteration 3\n")
                                      << QList<int> {3, 8} << 3;
    QTest::newRow("empty, at the end") << QByteArray("## Iteration 1\n\n```\n") << QList<int> {3} << 1;
    QTest::newRow("empty and closed, at the end") << QByteArray("## Iteration 1\n\n```\n```\n") << QList<int>() << 1;
    QTest::newRow("after a BOM, never closed") << "\xEF\xBB\xBF```\nx\n\n" + tail << QList<int> {1} << 2;
    QTest::newRow("the third of three fences") << "## Iteration 1\n\n```\n```\n```\n\n" + tail << QList<int> {5} << 3;
    // Said all the same; what it hid is quoted, and a quoted heading is no section of this log.
    QTest::newRow("in a quote, never closed") << QByteArray("## Iteration 1\n\n> ```\n> x\n> ## Iteration 2\n")
                                              << QList<int> {3} << 1;
    QTest::newRow("crlf, never closed") << QByteArray("## Iteration 1\r\n\r\n```\r\nx\r\n\r\n## Iteration 2\r\n")
                                        << QList<int> {3} << 2;
    QTest::newRow("a fence inside a comment") << "## Iteration 1\n\n<!--\n```\n-->\n\n" + tail << QList<int>() << 3;
    QTest::newRow("a comment ending inside a closed block")
        << "## Iteration 1\n\n<!-- old:\n```text\nv1 12.3 -->\n```\n\n" + tail << QList<int> {6} << 3;
    QTest::newRow("a shorter fence does not close") << "## Iteration 1\n\n````\nx\n```\ny\n\n" + tail << QList<int> {3, 5}
                                                    << 3;
}

void TestOptLogParser::fences()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QList<int>, unterminatedLines);
    QFETCH(int, rounds);
    const OptLog log = OptLogParser::parse(bytes, Display);
    QList<int> reported;
    for (const Diagnostic &d : log.diagnostics)
        if (d.code == u"optlog.unterminated-fence"_s)
            reported.append(d.line);
    QCOMPARE(reported, unterminatedLines);
    QCOMPARE(log.rounds.size(), rounds);
    if (QTest::currentDataTag() == QByteArrayView("in a list item, never closed")) // read past the fence
        QCOMPARE(log.rounds.at(1).winner() ? log.rounds.at(1).winner()->candidate : QString(), u"v2_b"_s);
    if (rounds == 3 && bytes.contains("v3_c"))
        QCOMPARE(log.rounds.at(2).winner() ? log.rounds.at(2).winner()->candidate : QString(), u"v3_c"_s);
}

// GitHub reads a table whose header line follows a text line (no blank line between) as a table,
// the text line its own paragraph; md4c only when the header starts the paragraph.
void TestOptLogParser::tableRightAfterText_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QList<int>>("tableLines"); // each table's header line
    QTest::addColumn<QList<int>>("bodyRows"); // each table's body rows
    QTest::addColumn<QString>("firstCaption");

    QTest::newRow("after a bold label") << QByteArray(
        "## Round 1\n**候选对比：** 两个分支\n| 候选 | workload | Task Duration(us) |\n|---|---|---|\n"
        "| v1_a | w1 | 12.0 |\n| v1_b | w1 | 13.5 |\n")
                                        << QList<int> {3} << QList<int> {2} << u"候选对比： 两个分支"_s;
    QTest::newRow("after two text lines") << QByteArray("text one\ntext two\n| a | b |\n| :-- | --: |\n| 1 | 2 |\n")
                                          << QList<int> {3} << QList<int> {1} << u"text one text two"_s;
    QTest::newRow("crlf") << QByteArray("text one\r\ntext two\r\n| a | b |\r\n|---|---|\r\n| 1 | 2 |\r\n")
                          << QList<int> {3} << QList<int> {1} << u"text one text two"_s;
    QTest::newRow("lone cr") << QByteArray("text one\rtext two\r| a | b |\r|---|---|\r| 1 | 2 |\r") << QList<int> {3}
                             << QList<int> {1} << u"text one text two"_s;
    QTest::newRow("in a quote") << QByteArray("> a note\n> | a | b |\n> |---|---|\n> | 1 | 2 |\n") << QList<int> {2}
                                << QList<int> {1} << u"a note"_s;
    QTest::newRow("after a comment") << QByteArray("text <!-- draft -->\n| a | b |\n|---|---|\n| 1 | 2 |\n")
                                     << QList<int> {2} << QList<int> {1} << u"text"_s;
    QTest::newRow("in a list item") << QByteArray("- 对比表：\n  | 候选 | Task Duration(us) |\n  |---|---:|\n  | v1_a | 11.5 |\n"
                                                  "- winner: v1_a\n")
                                    << QList<int> {2} << QList<int> {1} << u"对比表："_s;
    QTest::newRow("in an ordered, nested list item")
        << QByteArray("- round 1\n  1. 对比：\n     | a | b |\n     |---|---|\n     | 1 | 2 |\n") << QList<int> {3}
        << QList<int> {1} << u"对比："_s;
    QTest::newRow("two, each after text") << QByteArray(
        "one\n| a | b |\n|---|---|\n| 1 | 2 |\n\ntwo\n| c | d | e |\n|---|---|---|\n| 3 | 4 | 5 |\n| 6 | 7 | 8 |\n")
                                          << QList<int> {2, 7} << QList<int> {1, 2} << u"one"_s;
    QTest::newRow("a delimiter-like body row is a row")
        << QByteArray("text\n| a | b |\n|---|---|\n| 1 | 2 |\n|---|---|\n| 3 | 4 |\n") << QList<int> {2}
        << QList<int> {3} << u"text"_s;
    // Not tables on GitHub either: cell counts differ; lazy lines of a list item; no pipe in the
    // header line; a rule ("---") under text is a heading's underline.
    QTest::newRow("cell counts differ") << QByteArray("text\n| a | b | c |\n|---|---|\n") << QList<int>()
                                        << QList<int>() << QString();
    QTest::newRow("lazy lines of a list item")
        << QByteArray("- winner: v1_a\n| a | b |\n|---|---|\n| 1 | 2 |\n") << QList<int>() << QList<int>() << QString();
    QTest::newRow("lines short of the item's text") << QByteArray("1. 对比：\n  | a | b |\n  |---|---|\n  | 1 | 2 |\n")
                                                    << QList<int>() << QList<int>() << QString();
    QTest::newRow("no pipe in the header")
        << QByteArray("text\nheader\n|---|\n") << QList<int>() << QList<int>() << QString();
    QTest::newRow("a rule under text") << QByteArray("text\na | b\n---\n") << QList<int>() << QList<int>() << QString();
}

void TestOptLogParser::tableRightAfterText()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QList<int>, tableLines);
    QFETCH(QList<int>, bodyRows);
    QFETCH(QString, firstCaption);
    const OptLog log = OptLogParser::parse(bytes, Display);
    QList<int> lines;
    QList<int> rows;
    for (const OptLogTable &table : log.tables) {
        lines.append(table.line);
        rows.append(int(table.rows.size()));
    }
    QCOMPARE(lines, tableLines);
    QCOMPARE(rows, bodyRows);
    if (!log.tables.isEmpty()) {
        QCOMPARE(log.tables.constFirst().caption, firstCaption);
        QCOMPARE(log.tables.constFirst().rows.constFirst().line, tableLines.constFirst() + 2);
    }
}

// GitHub ends a table at a heading, a code fence or an HTML block right after its rows; md4c reads
// each as one more row (a round's heading, its winner and what follows would vanish into it).
void TestOptLogParser::blockRightAfterTable_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("bodyRows");
    QTest::addColumn<QStringList>("winners"); // per round

    const QByteArray table = "## Round 1\n\n| 候选 | Task Duration(us) |\n|---|---:|\n| v1_a | 11.5 |\n";
    QTest::newRow("heading") << table + "## Round 2\n\n- winner: v2_a\n" << 1
                             << QStringList({QString(), u"v2_a"_s});
    QTest::newRow("heading, crlf") << QByteArray(table).replace("\n", "\r\n") + "## Round 2\r\n- winner: v2_a\r\n"
                                   << 1 << QStringList({QString(), u"v2_a"_s});
    QTest::newRow("fence") << table + "```\nlog\n```\nwinner: v1_a\n" << 1 << QStringList({u"v1_a"_s});
    QTest::newRow("tilde fence") << table + "~~~text\n| v9 | 1.0 |\n~~~\n- winner: v1_a\n" << 1
                                 << QStringList({u"v1_a"_s});
    QTest::newRow("html block") << table + "<details>\n\n- winner: v1_a\n" << 1 << QStringList({u"v1_a"_s});
    // (A quote whose heading makes it an excerpt of an old log has no table of this log's: a callout's.)
    QTest::newRow("in a callout") << QByteArray(
        "## Round 1\n\n> [!NOTE]\n> | 候选 | Task Duration(us) |\n> |---|---:|\n"
        "> | v1_a | 11.5 |\n> ## Round 9（旧日志）\n\n- winner: v1_a\n")
                                  << 1 << QStringList({u"v1_a"_s});
    // Rows on GitHub too: an inline tag, a heading marker with no space, a pipe first.
    QTest::newRow("inline tag") << table + "<b>v1_b</b> | 12.0 |\n\n- winner: v1_a\n" << 2 << QStringList({u"v1_a"_s});
    QTest::newRow("no space after the marks") << table + "##v1_b | 12.0 |\n\n- winner: v1_a\n" << 2
                                              << QStringList({u"v1_a"_s});
    QTest::newRow("a pipe first") << table + "| ## v1_b | 12.0 |\n\n- winner: v1_a\n" << 2 << QStringList({u"v1_a"_s});
}

void TestOptLogParser::blockRightAfterTable()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, bodyRows);
    QFETCH(QStringList, winners);
    const OptLog log = OptLogParser::parse(bytes, Display);
    QCOMPARE(log.tables.size(), 1);
    QCOMPARE(log.tables.constFirst().rows.size(), bodyRows);
    QCOMPARE(log.tables.constFirst().line, QByteArrayView(QTest::currentDataTag()) == "in a callout" ? 4 : 3);
    QStringList read;
    for (const OptLogRound &round : log.rounds)
        read.append(round.winner() ? round.winner()->candidate : QString());
    QCOMPARE(read, winners);
    if (log.rounds.size() == 2)
        QCOMPARE(log.rounds.at(1).line, 6); // the heading keeps its line
}

// The line break put in before the table's header belongs to the line before it: every later
// line keeps its number, in tables, decisions and claims.
void TestOptLogParser::linesStayAfterATableRightAfterText()
{
    const QByteArray bytes
        = "## Round 1\nnotes <!-- c -->\n| 候选 | workload | Task Duration(us) | vs best |\n|---|---|---|---|\n"
          "| v1_a | w1 | 12.0 | -4.0% |\n\n"
          "- winner: v1_a\n\n## Final Summary\nfinal_latency: 11.5 us\n";
    const OptLog log = OptLogParser::parse(bytes, Display);
    QCOMPARE(log.tables.size(), 1);
    QCOMPARE(log.tables.constFirst().kind, TableKind::Comparison);
    QCOMPARE(log.tables.constFirst().endLine, 5);
    QCOMPARE(log.rounds.size(), 1);
    QVERIFY(log.rounds.constFirst().winner());
    QCOMPARE(log.rounds.constFirst().winner()->line, 7);
    QCOMPARE(log.finalLatencies.size(), 1);
    QCOMPARE(log.finalLatencies.constFirst().line, 10);
    QCOMPARE(log.finalLatencies.constFirst().value, 11.5);
    QVERIFY(log.diagnostics.isEmpty());
}

// ---- strikethrough --------------------------------------------------------------------------

// "~~winner: x~~" was withdrawn; "−7.2%~−7.5%" is a range, not strikethrough (md4c reads both as one).
void TestOptLogParser::struckOutText_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("winner");
    QTest::addColumn<int>("rounds");
    QTest::newRow("struck winner") << QByteArray("## Iteration 3\n\n- ~~winner: v3_wres~~（A/B 翻转，撤回）\n- winner: v3_bs4096\n")
                                   << u"v3_bs4096"_s << 1;
    QTest::newRow("struck bold winner")
        << QByteArray("## Iteration 3\n\n~~**winner**: v3_wres~~\n\nwinner: v3_bs4096\n") << u"v3_bs4096"_s << 1;
    QTest::newRow("single tildes are a range") << QByteArray("## Iteration 1\n\n- winner: v1_pipe −7.2%~−7.5%~ key\n")
                                               << u"v1_pipe"_s << 1;
    // The value as written: an id stops at a tilde ("v1~pipe~x" is no id; GitHub strikes "pipe").
    QTest::newRow("range inside the value") << QByteArray("## Iteration 1\n\n- winner: v1~pipe~x\n") << u"v1"_s << 1;
    QTest::newRow("a winner struck with single tildes")
        << QByteArray("## Iteration 1\n\n- winner: ~v1_a~ v1_b（~回退~）\n") << u"v1_b"_s << 1;
    QTest::newRow("ranges after the value")
        << QByteArray("## Iteration 1\n\n- winner: v1_pipe（−4.2~−6.7%，mte2 +22~28%）\n") << u"v1_pipe"_s << 1;
    QTest::newRow("struck value in a key/value table")
        << QByteArray("## Iteration 3\n\n| key | value |\n|---|---|\n| winner | ~~v3_wres~~ v3_bs4096 |\n") << u"v3_bs4096"_s
        << 1;
    QTest::newRow("struck key in a key/value table")
        << QByteArray("## Iteration 3\n\n| key | value |\n|---|---|\n| ~~winner~~ | v3_wres |\n| winner | v3_bs |\n")
        << u"v3_bs"_s << 1;
    QTest::newRow("struck value in a key/value table's header row")
        << QByteArray("## Iteration 3\n\n| winner | ~~v3_wres~~ v3_bs4096 |\n|---|---|\n| reason | faster |\n")
        << u"v3_bs4096"_s << 1;
    QTest::newRow("a wholly struck value in a key/value table")
        << QByteArray("## Iteration 3\n\n| key | value |\n|---|---|\n| winner | ~~v3_wres~~ |\n| winner | v3_bs |\n")
        << u"v3_bs"_s << 1;
    QTest::newRow("three tildes strike nothing in a key/value table")
        << QByteArray("## Iteration 3\n\n| key | value |\n|---|---|\n| winner | v3_a ~~~x~~~ |\n") << u"v3_a"_s << 1;
    QTest::newRow("unpaired tildes in a key/value table")
        << QByteArray("## Iteration 3\n\n| key | value |\n|---|---|\n| winner | v3_bs ~~ |\n") << u"v3_bs"_s << 1;
    // md4c reads no strikethrough inside a code span, and none at an escaped tilde.
    QTest::newRow("a code span's tildes inside a struck value")
        << QByteArray("## Iteration 3\n\n| key | value |\n|---|---|\n| winner | ~~v3_old (`BLOCK~~2`)~~ v3_bs |\n")
        << u"v3_bs"_s << 1;
    QTest::newRow("an escaped tilde opens no strikethrough")
        << QByteArray("## Iteration 3\n\n| key | value |\n|---|---|\n| winner | \\~~v3_a~~ v3_b |\n") << u"v3_a"_s << 1;
    QTest::newRow("unmatched backtick runs")
        << QByteArray("## Iteration 3\n\n| key | value |\n|---|---|\n| winner | ``` ~~v3_old~~ v3_bs `` ` |\n")
        << u"v3_bs"_s << 1;
    // md4c: "\`" is a backtick, "` a `" code, v3_old struck; the statement reads "` a v3_new", which
    // names no candidate (a code span comes first), and never the withdrawn one.
    QTest::newRow("an escaped backtick leaves a shorter code span")
        << QByteArray("## Iteration 3\n\n| key | value |\n|---|---|\n| winner | \\`` a ` ~~v3_old~~ ` v3_new |\n")
        << QString() << 1;
    QTest::newRow("32 backticks open no code span")
        << QByteArray("## Iteration 3\n\n| key | value |\n|---|---|\n| winner | ") + QByteArray(32, '`')
            + QByteArray(" ~~v3_old~~ ") + QByteArray(32, '`') + QByteArray(" v3_bs |\n")
        << u"v3_bs"_s << 1;
    QTest::newRow("nested strikethrough")
        << QByteArray("## Iteration 3\n\n| key | value |\n|---|---|\n| winner | ~~v3_a ~~v3_b~~ v3_c~~ v3_d |\n")
        << u"v3_d"_s << 1;
    QTest::newRow("tildes before a space open nothing")
        << QByteArray("## Iteration 3\n\n| key | value |\n|---|---|\n| winner | v3_bs ~~ x ~~v3_old~~ |\n")
        << u"v3_bs"_s << 1;
    QTest::newRow("struck heading") << QByteArray("## Iteration 1\n\n- winner: v1_a\n\n## ~~Iteration 2~~\n\n- note\n")
                                    << u"v1_a"_s << 1;
}

void TestOptLogParser::struckOutText()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, winner);
    QFETCH(int, rounds);
    const OptLog log = OptLogParser::parse(bytes, Display);
    QCOMPARE(log.rounds.size(), rounds);
    const OptLogDecision *found = log.rounds.constFirst().winner();
    QCOMPARE(found ? found->candidate : QString(), winner);
    if (bytes.contains("7.5%")) // a range stays in the statement
        QVERIFY2(found && found->value.contains(u"7.5%"), qPrintable(found ? found->value : QString()));
    if (bytes.contains("~−6.7%")) // a range keeps its tildes: quoted as written, no figure made up
        QCOMPARE(found ? found->value : QString(), u"v1_pipe（−4.2~−6.7%，mte2 +22~28%）"_s);
    if (bytes.contains("v3_old")) // struck out wherever it is written
        QVERIFY2(found && !found->value.contains(u"v3_old"), qPrintable(found ? found->value : QString()));
}

// ---- HTML comments ----------------------------------------------------------------------------

// A comment shows nowhere: a draft round in one is no round and its winner no winner. Code that
// holds "<!--" is code; an unclosed "<!--" is text.
void TestOptLogParser::htmlComments_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QStringList>("winners"); // per round, in order (or its new current best)
    QTest::newRow("draft round")
        << QByteArray("## Iteration 2\n\n- winner: v2_a\n\n<!--\n## Iteration 3（draft）\n\n- winner: v3_wres\n-->\n\n"
                      "## Iteration 3\n\n- winner: v3_bs\n")
        << QStringList {u"v2_a"_s, u"v3_bs"_s};
    QTest::newRow("inline") << QByteArray("## Iteration 1\n\n- winner: <!-- v1_old --> v1_new\n")
                            << QStringList {u"v1_new"_s};
    QTest::newRow("in a fenced block") << QByteArray("## Iteration 1\n\n- winner: v1_a\n\n```html\n<!-- kept\n```\n\n"
                                                     "## Iteration 2\n\n- winner: v2_b\n\n<!-- a note -->\n")
                                       << QStringList {u"v1_a"_s, u"v2_b"_s};
    QTest::newRow("in a code span") << QByteArray("## Iteration 1\n\n- winner: v1_a (`<!--` opens)\n\n"
                                                  "## Iteration 2\n\n- winner: v2_b -->\n")
                                    << QStringList {u"v1_a"_s, u"v2_b"_s};
    QTest::newRow("before the statement") << QByteArray("## Iteration 1\n\n- <!-- old --> winner: v1_new\n")
                                          << QStringList {u"v1_new"_s};
    QTest::newRow("before prose") << QByteArray("## Iteration 1\n\n<!-- 5/3 --> v1_a 成为 current best\n")
                                  << QStringList {u"v1_a"_s};
    QTest::newRow("never closed") << QByteArray("## Iteration 1\n\n- winner: v1_a <!-- open\n\n## Iteration 2\n\n- winner: v2_b\n")
                                  << QStringList {u"v1_a"_s, u"v2_b"_s};
}

void TestOptLogParser::htmlComments()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, winners);
    const OptLog log = OptLogParser::parse(bytes, Display);
    QStringList found;
    for (const OptLogRound &round : log.rounds) {
        const OptLogDecision *decided = round.winner() ? round.winner() : round.newCurrentBest();
        found.append(decided ? decided->candidate : QString());
    }
    QCOMPARE(found, winners);
    QCOMPARE(log.lineCount, int(bytes.count('\n')));
}

// A round written twice with two winners is flagged at the second; the same winner twice is not.
void TestOptLogParser::conflictingRepeatedRound()
{
    const OptLog conflicting = parseText(u"## Iteration 3\n\n- winner: v3_bs4096\n\n## Iteration 4\n\n- winner: v4_a\n\n"
                                         "## Iteration 3\n\n- winner: v3_wres\n"_s);
    QVERIFY2(hasDiagnostic(conflicting, u"optlog.conflicting-round"_s, 9), qPrintable(diagnosticsText(conflicting)));
    const OptLog agreeing = parseText(u"## Iteration 3\n\n- winner: v3_bs4096\n\n## Iteration 4\n\n- winner: v4_a\n\n"
                                      "## Iteration 3\n\n- winner: v3_bs4096\n"_s);
    QCOMPARE(agreeing.rounds.size(), 3);
    QVERIFY2(!hasDiagnostic(agreeing, u"optlog.conflicting-round"_s, 9), qPrintable(diagnosticsText(agreeing)));
    // Written again right after itself, the round reads as one; its second winner is flagged.
    const OptLog adjacent
        = parseText(u"## Iteration 2\n\n- winner: v2_ubreuse\n\n## Iteration 2\n\n- winner: v2_pipe3\n\n"
                    "## Iteration 3\n\n- winner: v3_a\n"_s);
    QCOMPARE(adjacent.rounds.size(), 2);
    QCOMPARE(adjacent.rounds.first().winner()->candidate, u"v2_ubreuse"_s);
    QVERIFY2(hasDiagnostic(adjacent, u"optlog.conflicting-round"_s, 7), qPrintable(diagnosticsText(adjacent)));
    QCOMPARE(adjacent.diagnostics.first().message,
             u"Round 2 names a second winner here, v2_pipe3; the first, v2_ubreuse at line 3, is the one read."_s);
    // "winner: 无" names no branch, whatever ids follow it; beside a named winner it is a conflict,
    // reported at the later of the two.
    const OptLog noneFirst
        = parseText(u"## Iteration 2\n\n- winner: 无，v2_pipe3 与 v2_ubreuse 均未过阈值\n\n- winner: v2_pipe3\n"_s);
    QCOMPARE(noneFirst.rounds.first().winner()->candidate, QString());
    QVERIFY2(hasDiagnostic(noneFirst, u"optlog.conflicting-round"_s, 5), qPrintable(diagnosticsText(noneFirst)));
    QCOMPARE(noneFirst.diagnostics.first().message,
             u"Round 2 names a winner here, v2_pipe3, after saying at line 3 that it has none; the round is read as "
             "having none."_s);
    const OptLog noneAfter = parseText(
        u"## Iteration 2\n\n- winner: v2_ubreuse\n\n- **winner**: （复测后）none, v2_pipe3 rolled back\n"_s);
    QCOMPARE(noneAfter.rounds.first().winner()->candidate, u"v2_ubreuse"_s);
    QVERIFY2(hasDiagnostic(noneAfter, u"optlog.conflicting-round"_s, 5), qPrintable(diagnosticsText(noneAfter)));
    QCOMPARE(noneAfter.diagnostics.first().message,
             u"Round 2 says here it has no winner; the winner named at line 3, v2_ubreuse, is the one read."_s);
    const OptLog noneAlone = parseText(u"## Iteration 2\n\n- winner: 无（current best 保持 v1_pipe）\n"
                                       "- winner: None — v2_pipe3 rolled back\n"_s);
    QCOMPARE(noneAlone.rounds.first().decisions.size(), 2);
    for (const OptLogDecision &d : noneAlone.rounds.first().decisions)
        QCOMPARE(d.candidate, QString());
    QVERIFY2(noneAlone.diagnostics.isEmpty(), qPrintable(diagnosticsText(noneAlone)));
    // An id that only begins with the word is an id.
    QCOMPARE(parseText(u"## Iteration 2\n\n- winner: none_fused\n"_s).rounds.first().winner()->candidate,
             u"none_fused"_s);
    // The same winner said again in the round is no conflict.
    const OptLog restated = parseText(u"## Iteration 2\n\n- winner: v2_ubreuse\n- reason: 7 %\n\n"
                                      "Iteration 2 winner: v2_ubreuse（4/4 过阈值）\n"_s);
    QCOMPARE(restated.rounds.first().decisions.size(), 3);
    QVERIFY2(restated.diagnostics.isEmpty(), qPrintable(diagnosticsText(restated)));
}

// "winner: 保持 baseline" beside "new_current_best: v1_pipe" (a branch the round measured): the
// readers take the new current best, and the reviewer is told the round contradicts itself.
void TestOptLogParser::keptBestReplaced()
{
    const QString table
        = u"**候选 vs current best 对比表**\n\n| candidate | Task Duration (us) | vs current best | 结论 |\n"
          "|---|---|---|---|\n| %1 | 10.0 | — | current best |\n| %2 | 9.8 | -2.0% | %3 |\n\n"_s;
    const QString round1 = u"## Iteration 1\n\n"_s + table.arg(u"baseline"_s, u"v1_pipe"_s, u"噪声内"_s);
    const OptLog kept = parseText(round1 + u"- winner: 保持 baseline（噪声内）\n- new_current_best: v1_pipe\n"_s);
    QVERIFY2(hasDiagnostic(kept, u"optlog.conflicting-round"_s, 11), qPrintable(diagnosticsText(kept)));
    QCOMPARE(kept.diagnostics.first().message,
             u"Round 1 keeps its current best at line 10, yet names v1_pipe the new current best here; v1_pipe is "
             "the one read."_s);
    // "winner: 无" says the same as "保持".
    const OptLog none = parseText(round1 + u"- winner: 无\n- new_current_best: v1_pipe\n"_s);
    QVERIFY2(hasDiagnostic(none, u"optlog.conflicting-round"_s, 11), qPrintable(diagnosticsText(none)));

    // Agreeing rounds: the winner adopted; the kept best restated; a best the round did not measure;
    // the best the round started from (adopted in round 1, the current-best row of round 2).
    const QStringList agreeing {
        round1 + u"- winner: v1_pipe\n- new_current_best: v1_pipe\n"_s,
        round1 + u"- winner: 保持 baseline\n- new_current_best: baseline（不变）\n"_s,
        round1 + u"- winner: 保持 baseline\n- new_current_best: v0_ref\n"_s,
        round1 + u"- winner: v1_pipe\n\n## Iteration 2\n\n"_s + table.arg(u"v1_pipe"_s, u"v2_tile"_s, u"valid"_s)
            + u"- winner: 无（v2_tile 未过复测）\n- new_current_best: v1_pipe\n"_s,
        round1 + u"- winner: TBD\n- new_current_best: v1_pipe\n"_s,
        // The kept best named by both lines, even one the reader had not followed before.
        u"## Iteration 1\n\n"_s + table.arg(u"v0"_s, u"v1_pipe"_s, u"噪声内"_s).replace(u"current best"_s, u"基准"_s)
            + u"- winner: 保持 v0（噪声内）\n- new_current_best: v0\n"_s,
    };
    for (const QString &markdown : agreeing) {
        const OptLog log = parseText(markdown);
        QVERIFY2(log.diagnostics.isEmpty(), qPrintable(markdown + diagnosticsText(log)));
    }
}

// An arrow separates a winner or a current best from its value; after other keys it is prose. A
// current best stated as a figure ("current best → 9.80 us") hides no new current best.
void TestOptLogParser::arrowsOnlyAfterWinnerOrBest()
{
    const OptLog prose
        = parseText(u"## Round 1\n\n- base → v1_pipe\n- reason → less UB traffic\n- rollback -> v2_b\n"_s);
    QCOMPARE(prose.rounds.size(), 1);
    QCOMPARE(prose.rounds.first().decisions.size(), 0);
    const OptLog figure = parseText(
        u"## Round 1\n\n- winner: v2_tile\n- new_current_best: v2_tile\n- current best → 9.80 us（-7.7%）\n"_s);
    QCOMPARE(figure.rounds.first().decisions.size(), 3);
    QCOMPARE(figure.rounds.first().newCurrentBest()->candidate, u"v2_tile"_s);
    // In a best's value an arrow moves it: "v0 → v1_a" is v1_a's; a figure after it is the figure's.
    const OptLog moved = parseText(u"## Round 1\n\n- new_current_best: v0 → v1_a\n\n## Round 2\n\n"
                                   "**new_current_best: v1_a -> v2_b**已合并\n\n## Round 3\n\n"
                                   "- new_current_best: v2_b → 17.92 us\n"_s);
    QStringList bests;
    for (const OptLogRound &round : moved.rounds)
        bests.append(round.newCurrentBest() ? round.newCurrentBest()->candidate : QString());
    QCOMPARE(bests, QStringList({u"v1_a"_s, u"v2_b"_s, u"v2_b"_s}));
}

// "winner: TBD" / "待定" is a placeholder: no branch, not "none", and a winner written after it in the
// round is the round's, without a conflict.
void TestOptLogParser::undecidedWinnerGivesWay()
{
    for (const QString &placeholder : {u"TBD"_s, u"待定（v2_a 与 v2_b 复测中）"_s, u"**pending** (retest)"_s, u"?"_s,
                                       u"to be decided after the A/B"_s, u"Unknown"_s}) {
        const OptLog alone = parseText(u"## Iteration 2\n\n- winner: "_s + placeholder + u"\n"_s);
        const OptLogDecision *winner = alone.rounds.first().winner();
        QVERIFY2(winner && winner->undecided, qPrintable(placeholder));
        QCOMPARE(winner->candidate, QString());
        QVERIFY2(alone.diagnostics.isEmpty(), qPrintable(diagnosticsText(alone)));
        QVERIFY(QJsonDocument(OptLogJson::toJson(alone)).toJson().contains("\"undecided\": true"));

        const OptLog filledIn = parseText(u"## Iteration 2\n\n- winner: "_s + placeholder
                                          + u"\n\n| branch | us |\n|---|---|\n| v2_b | 7.1 |\n\n- winner: v2_b\n"_s);
        QCOMPARE(filledIn.rounds.first().winner()->candidate, u"v2_b"_s);
        QCOMPARE(filledIn.rounds.first().winner()->line, 9);
        QVERIFY2(filledIn.diagnostics.isEmpty(), qPrintable(diagnosticsText(filledIn)));
    }
    // Written after a winner, a placeholder changes nothing.
    const OptLog after = parseText(u"## Iteration 2\n\n- winner: v2_a\n- winner: 待复测\n"_s);
    QCOMPARE(after.rounds.first().winner()->candidate, u"v2_a"_s);
    QVERIFY2(after.diagnostics.isEmpty(), qPrintable(diagnosticsText(after)));
    // Ids that begin with the word are ids; a decided winner is not a placeholder.
    QCOMPARE(parseText(u"## Iteration 2\n\n- winner: pending_fix\n"_s).rounds.first().winner()->candidate,
             u"pending_fix"_s);
    QCOMPARE(parseText(u"## Iteration 2\n\n- winner: tbd2_a\n"_s).rounds.first().winner()->candidate, u"tbd2_a"_s);
    QVERIFY(!parseText(u"## Iteration 2\n\n- winner: v2_a\n"_s).rounds.first().winner()->undecided);
    QVERIFY(!QJsonDocument(OptLogJson::toJson(parseText(u"## Iteration 2\n\n- winner: v2_a\n"_s)))
                 .toJson()
                 .contains("undecided"));
}

// "winner: a, b" is read as a; the reader says so when b is a branch (a Gen A id or one the round's
// table lists), and not for a winner followed by a figure, a setting or a merge in parentheses.
// A winner under a heading the reader does not take for a round is said, at its line; the Final
// Summary's restatement is not.
void TestOptLogParser::decisionsOutsideRounds()
{
    const OptLog log = parseText(u"# t\n\n- winner: v0_x\n\n## Round 1\n\n- winner: v1_a\n\n## Experiment III\n\n"
                                 "- winner: v2_b\n- new_current_best: v2_b\n- winner: TBD\n- reason: faster\n\n"
                                 "## Final Summary\n\n- winner: v2_b\n"_s);
    QStringList found;
    for (const Diagnostic &d : log.diagnostics)
        if (d.code == u"optlog.decision-outside-rounds"_s)
            found.append(d.location() + u' ' + d.message.section(u':', 0, 0));
    QCOMPARE(found, (QStringList {u"perf_opt/opt_log.md:3 This winner is under no round, so no round takes it"_s,
                                  u"perf_opt/opt_log.md:11 This winner is under no round, so no round takes it"_s,
                                  u"perf_opt/opt_log.md:12 This new_current_best is under no round, so no round takes it"_s}));
    QVERIFY(log.diagnostics.at(log.diagnostics.size() - 1).message.contains(u"(line 9, \"Experiment III\")"_s));

    // Bounded: 20 said one by one, the rest in one.
    QString many = u"# t\n\n## Notes\n\n"_s;
    for (int i = 0; i < 30; ++i)
        many += u"- winner: v%1_a\n"_s.arg(i);
    const OptLog flooded = parseText(many);
    int count = 0;
    for (const Diagnostic &d : flooded.diagnostics)
        count += d.code == u"optlog.decision-outside-rounds"_s;
    QCOMPARE(count, 21);
    QVERIFY(hasDiagnostic(flooded, u"optlog.decision-outside-rounds"_s, 25));
    QVERIFY(flooded.diagnostics.constLast().message.startsWith(u"10 more decision"_s));
}

// Prose that only looks like a winner: no id (the id starts with a letter and holds a digit or
// '_'), an id ending in "-wins", a negation.
void TestOptLogParser::proseThatNamesNoWinner()
{
    for (const QString &body :
         {u"The winner is unclear; both are within noise."_s, u"PL-1.18-floor2-wins 记录在附录"_s,
          u"v2_a 未胜出（+0.4%，噪声内）"_s, u"the winner is 2x faster than baseline"_s,
          u"### Iteration Winner\n\n- winner: v2_a"_s,
          u"### Iteration Winner\n\n- reason: v2_a is 7 % faster\n- rollback: v2_b"_s,
          u"### Winner\n\n| branch | us |\n|---|---|\n| v2_c | 9.5 |\n\n注：v2_c 仅供参考"_s,
          u"上一轮 winner 为 v1_a，本轮在其上调 tile。"_s, u"If v3_c wins the A/B, merge it."_s,
          u"Neither v3_a nor v3_b wins."_s, u"v4_a wins on small N but loses on large N; rolled back."_s,
          u"v2_a 在 fp16 上胜出，fp32 回退 8%，不采纳。"_s, u"v2_a wins on fp16, not adopted: fp32 regresses."_s,
          u"v2_a 在 fp16 胜出，回退到 v1_a。"_s, u"本轮 v3_c 胜出，未达 3% 噪声阈值，维持 v2_b。"_s,
          u"本轮 v3_c 胜出，未达 3% 噪声阈值，不更新。"_s, u"Here v3_c wins, if the rerun confirms it."_s,
          u"Here v3_c wins, not significant."_s, u"本轮 v3_c 胜出，若 A/B 复测确认则采纳。"_s,
          u"### 胜出分支\n\n本轮无胜出分支，v2_a 回退到 v1_base。"_s,
          u"### Winner\n\n```\ncode\n```\n\nv3_q was rejected."_s, u"a1a1a1a1a1a1a1a1a1a1 - wins"_s}) {
        const OptLog log = parseText(u"## Round 1\n\n"_s + body + u"\n"_s);
        QCOMPARE(log.rounds.size(), 1);
        QStringList winners; // a round saying it has none ("本轮无胜出分支") names no candidate
        for (const OptLogDecision &d : log.rounds.at(0).decisions)
            if (d.kind == OptLogDecision::Kind::Winner && !d.candidate.isEmpty())
                winners.append(d.candidate);
        const QStringList expected = body.contains(u"- winner: v2_a"_s) ? QStringList {u"v2_a"_s} : QStringList();
        QVERIFY2(winners == expected, qPrintable(body + u" -> "_s + winners.join(u',')));
    }
    // An adoption under a condition, inverted or not, adopts nothing.
    for (const QString &body : {u"Should the rerun hold, we adopt v3_c as the new current best."_s,
                                u"If the rerun holds, we adopt v3_c as the new current best."_s})
        QVERIFY2(!parseText(u"## Round 1\n\n"_s + body + u"\n"_s).rounds.at(0).newCurrentBest(), qPrintable(body));
    // A prose winner and a prose new current best in one sentence: both are read.
    const OptLog both = parseText(u"## Round 1\n\nv1_a 胜出，采纳 v1_a 为新的 current best。\n"_s);
    QVERIFY(both.rounds.at(0).winner() && both.rounds.at(0).newCurrentBest());
    QCOMPARE(both.rounds.at(0).newCurrentBest()->candidate, u"v1_a"_s);
    // 最佳候选 is the best candidate, also one below the threshold: a winner key overrides it.
    const OptLog best
        = parseText(u"## Round 1\n\n- 最佳候选：v1_b（-0.5%，未过噪声阈值）\n- winner: 无（保持 baseline）\n"_s);
    QVERIFY(best.rounds.at(0).winner());
    QCOMPARE(best.rounds.at(0).winner()->candidate, QString());
    QVERIFY2(!diagnosticsText(best).contains(u"conflicting-round"_s), qPrintable(diagnosticsText(best)));
    // A loose prose winner is no warning: a diagnosis mentions branches that win.
    const OptLog diagnosis = parseText(u"# t\n\n## Phase 1 诊断\n\nv0_probe 胜出于小 N。\n"_s);
    QVERIFY2(!diagnosticsText(diagnosis).contains(u"decision-outside-rounds"_s),
             qPrintable(diagnosticsText(diagnosis)));
}

void TestOptLogParser::winnerListingTwoBranches_data()
{
    QTest::addColumn<QString>("winnerLine");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("second"); // empty: no warning
    const QString none;
    const QString genBTable = u"| candidate | base | Task Duration (us) |\n|---|---|---|\n| argmax_round2_pipe | "
                              u"argmax_round1_tile | 10.1 |\n"
                              "| argmax_round2_vec | argmax_round1_tile | 10.4 |\n"_s;
    QTest::newRow("comma") << u"- winner: v2_ubreuse, v2_pipe3"_s << none << u"v2_pipe3"_s;
    QTest::newRow("full-width comma") << u"- winner：v2_ubreuse，v2_pipe3。"_s << none << u"v2_pipe3"_s;
    QTest::newRow("和") << u"- winner: v2_ubreuse 和 v2_pipe3"_s << none << u"v2_pipe3"_s;
    QTest::newRow("and, bold") << u"- **winner**: **v2_ubreuse** and `v2_pipe3`"_s << none << u"v2_pipe3"_s;
    QTest::newRow("slash") << u"- winner: v2_ubreuse / v2_pipe3.py"_s << none << u"v2_pipe3"_s;
    QTest::newRow("listed Gen B ids") << u"- winner: argmax_round2_pipe、argmax_round2_vec"_s << genBTable
                                      << u"argmax_round2_vec"_s;
    QTest::newRow("unlisted Gen B id") << u"- winner: argmax_round2_pipe, argmax_round2_fused"_s << genBTable << none;
    QTest::newRow("figure") << u"- winner: v2_ubreuse, 7 % faster"_s << none << none;
    QTest::newRow("word") << u"- winner: v2_ubreuse, fp32_acc kept"_s << none << none;
    QTest::newRow("setting") << u"- winner: v2_ubreuse, BLOCK_N=2048"_s << none << none;
    QTest::newRow("merge in parentheses") << u"- winner: v3_combo（v2_a + v2_b）"_s << none << none;
    QTest::newRow("same twice") << u"- winner: v2_ubreuse / v2_ubreuse.py"_s << none << none;
    QTest::newRow("one id with a plus") << u"- winner: v2_a+v2_b"_s << none << none;
    QTest::newRow("plus between") << u"- winner: v2_a + v2_b"_s << none << u"v2_b"_s;
    QTest::newRow("kept") << u"- winner: v1_pipe（不变）, v2_pipe3"_s << none << none;
    QTest::newRow("prose after") << u"- winner: v2_ubreuse, v2_pipe3 rolled back"_s << none << none;
    // A tie of two ("并列", "tied", "both") lists both, whatever follows.
    QTest::newRow("并列") << u"- winner: v2_ubreuse 与 v2_pipe3 并列有效（不同引擎、互补）；组合验证移交 Round 3。"_s << none
                        << u"v2_pipe3"_s;
    QTest::newRow("tied") << u"- winner: v2_ubreuse and v2_pipe3 tied within noise"_s << none << u"v2_pipe3"_s;
    QTest::newRow("compared with") << u"- winner: v2_ubreuse 与 v2_pipe3 相比快 5%"_s << none << none;
    QTest::newRow("a tie settled") << u"- winner: v2_ubreuse 与 v2_pipe3 并列有效，择 v2_ubreuse 合入"_s << none << none;
    QTest::newRow("both slower") << u"- winner: v2_ubreuse 与 v2_pipe3 均慢于 v1_pipe，保持 v1_pipe"_s << none << none;
}

void TestOptLogParser::winnerListingTwoBranches()
{
    QFETCH(QString, winnerLine);
    QFETCH(QString, table);
    QFETCH(QString, second);
    const QString text = u"## Iteration 2\n\n"_s + (table.isEmpty() ? QString() : table + u'\n') + winnerLine + u'\n';
    const OptLog log = parseText(text);
    QCOMPARE(log.rounds.size(), 1);
    const int line = int(text.count(u'\n'));
    if (second.isEmpty()) {
        QVERIFY2(!hasDiagnostic(log, u"optlog.conflicting-round"_s, line), qPrintable(diagnosticsText(log)));
        return;
    }
    QVERIFY2(hasDiagnostic(log, u"optlog.conflicting-round"_s, line), qPrintable(diagnosticsText(log)));
    const OptLogDecision *winner = log.rounds.first().winner();
    QVERIFY(winner);
    QCOMPARE(log.diagnostics.last().message,
             u"Round 2's winner names two branches, %1 and %2; %1 is the one read."_s.arg(winner->candidate, second));
}

// A two-column table of numbers under "current best (us)" names no branch.
void TestOptLogParser::numericTwoColumnTableIsNoDecision()
{
    const OptLog log = parseText(u"## Round 1\n\n| current best (us) | 17.92 |\n|---|---|\n| current_best | 18.1 |\n"_s);
    QCOMPARE(log.rounds.size(), 1);
    for (const OptLogDecision &d : log.rounds.at(0).decisions)
        QVERIFY2(d.candidate.isEmpty(), qPrintable(d.value));
}

// A later round written under the retrospective is reported; a sub-heading about an earlier round is not.
void TestOptLogParser::roundInClosingSection()
{
    const OptLog appended = parseText(u"## Iteration 1\n\n- winner: v1_a\n\n## Skill Retrospective\n\n### Round 5（precision_fix）\n"_s);
    QCOMPARE(appended.rounds.size(), 1);
    QVERIFY2(hasDiagnostic(appended, u"optlog.round-in-closing-section"_s, 7), qPrintable(diagnosticsText(appended)));
    const OptLog mention = parseText(u"## Iteration 1\n\n- winner: v1_a\n\n## Skill Retrospective\n\n### Round 1 复盘\n"_s);
    QVERIFY2(mention.diagnostics.isEmpty(), qPrintable(diagnosticsText(mention)));
}

void TestOptLogParser::finalLatencyAsideNamesWorkload()
{
    const OptLog log = parseText(u"- final_latency（short_row/fp16_4096x1024）：17.92 us\n"_s);
    QCOMPARE(log.finalLatencies.size(), 1);
    QCOMPARE(log.finalLatencies.at(0).value, 17.92);
    QCOMPARE(log.finalLatencies.at(0).workload, u"short_row/fp16_4096x1024"_s);
    QCOMPARE(log.finalLatencies.at(0).unit, u"us"_s);
    QCOMPARE(log.finalLatencies.at(0).microseconds(), 17.92);
}

// The unit after the number, past a spread; what it is in µs.
void TestOptLogParser::finalLatencyUnits()
{
    const struct
    {
        QString line;
        double value;
        QString unit;
        double microseconds;
    } cases[] = {
        {u"- final_latency: 9.5 us"_s, 9.5, u"us"_s, 9.5},
        {u"- final_latency: 0.0095 ms"_s, 0.0095, u"ms"_s, 9.5},
        {u"- final_latency: 9.5±0.1 μs"_s, 9.5, u"µs"_s, 9.5},
        {u"- final_latency: 0.0095 ± 0.0001 ms（3 runs）"_s, 0.0095, u"ms"_s, 9.5},
        {u"- final_latency: 9.5 +/- 0.2 ms"_s, 9.5, u"ms"_s, 9500},
        {u"- final_latency: 9.5"_s, 9.5, QString(), 9.5},
        {u"- final_latency: 9.5 ± ms"_s, 9.5, QString(), 9.5}, // no spread: the unit is not read past "±"
        {u"- final_latency: 9.5 msec"_s, 9.5, QString(), 9.5},
        {u"- final_latency: 9500 ns"_s, 9500, u"ns"_s, 9.5},
        {u"- final_latency: 9.5 微秒"_s, 9.5, u"us"_s, 9.5},
        {u"- final_latency: 0.0095 毫秒（复测）"_s, 0.0095, u"ms"_s, 9.5},
        {u"- final_latency: 9500 纳秒级"_s, 9500, u"ns"_s, 9.5},
        {u"- final_latency: 9.5 nsec"_s, 9.5, QString(), 9.5},
    };
    for (const auto &c : cases) {
        const OptLog log = parseText(c.line + u"\n"_s);
        QVERIFY2(log.finalLatencies.size() == 1, qPrintable(c.line));
        const OptLogFinalLatency &claim = log.finalLatencies.first();
        QCOMPARE(claim.value, c.value);
        QCOMPARE(claim.unit, c.unit);
        QVERIFY2(qFuzzyCompare(claim.microseconds(), c.microseconds), qPrintable(c.line));
    }
    // One claim per workload under a header, each with its own unit.
    const OptLog perWorkload
        = parseText(u"- final_latency（跨 workload 口径）：\n  - w1: 0.21923 毫秒（2.77×）\n  - w2: 950 ns\n"_s);
    QCOMPARE(perWorkload.finalLatencies.size(), 2);
    QCOMPARE(perWorkload.finalLatencies.at(0).workload, u"w1"_s);
    QCOMPARE(perWorkload.finalLatencies.at(0).unit, u"ms"_s);
    QCOMPARE(perWorkload.finalLatencies.at(0).microseconds(), 219.23);
    QCOMPARE(perWorkload.finalLatencies.at(1).workload, u"w2"_s);
    QCOMPARE(perWorkload.finalLatencies.at(1).unit, u"ns"_s);
    QCOMPARE(perWorkload.finalLatencies.at(1).microseconds(), 0.95);
}

// ---- malformed input ------------------------------------------------------------------------

void TestOptLogParser::malformed_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("code"); // empty: no diagnostic expected, only no crash
    QTest::addColumn<int>("line");

    QTest::newRow("empty") << QByteArray() << u"optlog.empty"_s << 1;
    QTest::newRow("whitespace-only") << QByteArray("  \n\t\n\r\n") << u"optlog.empty"_s << 1;
    QTest::newRow("invalid-utf8") << QByteArray("# ok\n\nbad \xff byte\n") << u"optlog.invalid-utf8"_s << 3;
    QTest::newRow("overlong-utf8") << QByteArray("a\n\xc0\xaf\n") << u"optlog.invalid-utf8"_s << 2;
    QTest::newRow("surrogate-utf8") << QByteArray("\xed\xa0\x80") << u"optlog.invalid-utf8"_s << 1;
    QTest::newRow("truncated-utf8") << QByteArray("ok\n\xe4\xbd") << u"optlog.invalid-utf8"_s << 2;
    // ASCII is passed over eight bytes at a time: a bad byte after long runs, at odd offsets.
    QTest::newRow("invalid-utf8-after-ascii-runs")
        << (QByteArray(37, 'a') + "\n" + QByteArray(13, 'b') + "\xe4\xbd\xa0" + QByteArray(21, 'c') + "\xc3(\n")
        << u"optlog.invalid-utf8"_s << 2;
    QTest::newRow("ragged-row-longer") << QByteArray("| a | b |\n|---|---|\n| 1 | 2 | 3 |\n") << u"optlog.ragged-row"_s
                                       << 3;
    QTest::newRow("ragged-row-shorter") << QByteArray("# T\n\n| a | b |\n|---|---|\n| 1 |\n") << u"optlog.ragged-row"_s
                                        << 5;
    // GitHub reads no table where the header and delimiter rows differ in cells; md4c does.
    QTest::newRow("header-wider-than-delimiter")
        << QByteArray("## Round 1\n\n| 候选 | workload | Task Duration(us) | vs best |\n|---|---|---:|\n| v1_a | w1 | 11.5 |\n")
        << u"optlog.table-header-mismatch"_s << 3;
    QTest::newRow("header-narrower-than-delimiter") << QByteArray("| a | b |\n|---|---|---|\n| 1 | 2 | 3 |\n")
                                                    << u"optlog.table-header-mismatch"_s << 1;
    // A table that opens a list item: the item's marker is no cell of its header.
    QTest::newRow("table-opening-a-list-item")
        << QByteArray("- | 候选 | Task Duration(us) |\n  |---|---:|\n  | v1_a | 11.5 |\n") << QString() << 0;
    QTest::newRow("final-latency-thousands") << QByteArray("# T\n\n- final_latency: 1,791.63 us\n")
                                             << u"optlog.final-latency-separator"_s << 3;
    QTest::newRow("final-latency-comma-list")
        << QByteArray("# T\n\n- final_latency: 17,18,19 us\n") << u"optlog.final-latency-separator"_s << 3;
    QTest::newRow("final-latency-decimal-comma") << QByteArray("# T\n\n## Final Summary\n\n- final_latency: 9,5 us\n")
                                                 << u"optlog.final-latency-separator"_s << 5;
    QTest::newRow("final-latency-space-between-groups")
        << QByteArray("# T\n\n- final_latency: 1 234.56 us\n") << u"optlog.final-latency-separator"_s << 3;
    QTest::newRow("final-latency-thin-space-between-groups")
        << QByteArray("# T\n\n- final_latency: 12\xe2\x80\xaf" "345 us\n") << u"optlog.final-latency-separator"_s << 3;
    QTest::newRow("unterminated-bold") << QByteArray("## Round 1\n\n- winner: **v2_x\n") << u"optlog.unmatched-bold"_s
                                       << 3;
    QTest::newRow("unterminated-bold-in-cell")
        << QByteArray("| a |\n|---|\n| **7.3 |\n") << u"optlog.unmatched-bold"_s << 3;
    QTest::newRow("huge-line") << QByteArray("# T\n\n") + QByteArray(200 * 1024, 'x') + QByteArray("\n")
                               << u"optlog.long-line"_s << 3;
    QTest::newRow("huge-table-row") << QByteArray("| a | b |\n|---|---|\n| ") + QByteArray(100 * 1024, '7')
            + QByteArray(" | 2 |\n") << u"optlog.long-line"_s
                                    << 3;
    QTest::newRow("nan-cell") << QByteArray("| v | t |\n|---|---|\n| v2 | NaN |\n") << u"optlog.non-finite-cell"_s << 3;
    QTest::newRow("bold-inf-cell") << QByteArray("# T\n\n| a |\n|---|\n| 1 |\n| **-inf** |\n")
                                   << u"optlog.non-finite-cell"_s << 6;
    static const char withNul[] = "# T\n\0\0 final_latency: 3\n";
    QTest::newRow("nul-bytes") << QByteArray(withNul, sizeof withNul - 1) << QString() << 0;
    QTest::newRow("bom") << QByteArray("\xEF\xBB\xBF# Title\n\n## Iteration 1\n") << QString() << 0;
    QTest::newRow("lone-cr") << QByteArray("# T\r\r## Iteration 1\r") << QString() << 0;
    QTest::newRow("unclosed-fence") << QByteArray("# T\n\n```\n| a |\n|---|\n") << QString() << 0;
    QTest::newRow("header-only-table") << QByteArray("| a | b |\n|---|---|\n") << QString() << 0;
    QTest::newRow("empty-row") << QByteArray("| a | b |\n|---|---|\n|  |  |\n| 1 | 2 |\n") << QString() << 0;
    QTest::newRow("empty-heading") << QByteArray("## \n\n## Iteration\n\n#\n") << QString() << 0;
    QTest::newRow("deep-nesting") << QByteArray(5000, '>') + QByteArray(" - winner: x\n") << QString() << 0;
    QTest::newRow("pipes-only") << QByteArray("|||\n|-|-|\n|||\n") << QString() << 0;
}

void TestOptLogParser::malformed()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, code);
    QFETCH(int, line);
    const OptLog log = OptLogParser::parse(bytes, Display);
    QVERIFY(!log.sessions.isEmpty());
    for (const Diagnostic &d : log.diagnostics) {
        QCOMPARE(d.file, Display);
        QVERIFY(d.line >= 0 && d.line <= qMax(1, log.lineCount));
    }
    for (const OptLogTable &table : log.tables)
        for (const OptLogTableRow &row : table.rows)
            QCOMPARE(row.cells.size(), table.columns.size());
    if (!code.isEmpty())
        QVERIFY2(hasDiagnostic(log, code, line), qPrintable(diagnosticsText(log)));
    if (QTest::currentDataTag() == QByteArrayView("bom") || QTest::currentDataTag() == QByteArrayView("lone-cr")) {
        QCOMPARE(log.rounds.size(), 1);
        QCOMPARE(log.rounds.at(0).line, 3);
        QVERIFY(log.diagnostics.isEmpty());
    }
    if (QTest::currentDataTag() == QByteArrayView("table-opening-a-list-item")) {
        QCOMPARE(log.tables.size(), 1);
        QVERIFY2(log.diagnostics.isEmpty(), qPrintable(diagnosticsText(log)));
    }
    if (QTest::currentDataTag() == QByteArrayView("header-wider-than-delimiter"))
        QCOMPARE(log.diagnostics.constFirst().message,
                 u"The table's header has 4 cells and its delimiter row 3: GitHub shows these lines as text, not a "
                 "table (read here as 3 columns)."_s);
    if (QTest::currentDataTag() == QByteArrayView("final-latency-comma-list"))
        QCOMPARE(log.diagnostics.constLast().message,
                 u"The gate reads this final_latency as 17: it stops at the comma."_s);
    if (QTest::currentDataTag() == QByteArrayView("final-latency-decimal-comma")) {
        QCOMPARE(log.gateFinalLatency()->value, 9.0); // as the gate reads it
        QCOMPARE(log.diagnostics.constLast().message,
                 u"The gate reads this final_latency as 9: it stops at the decimal comma. Write a decimal point."_s);
    }
    if (QTest::currentDataTag() == QByteArrayView("nul-bytes")) {
        QVERIFY(log.gateFinalLatency());
        QCOMPARE(log.gateFinalLatency()->value, 3.0);
        QCOMPARE(log.gateFinalLatency()->line, 2);
    }
    if (QTest::currentDataTag() == QByteArrayView("invalid-utf8")) {
        QVERIFY(!log.validUtf8);
        QCOMPARE(log.diagnostics.constFirst().column, 5);
    }
}

void TestOptLogParser::nonFiniteCellsAreNamed()
{
    // Only a cell that IS a non-finite word is named, once each, at its own line and column;
    // words that merely start like one, and the header, are ordinary text.
    const QByteArray bytes("| NaN | b | c |\n|---|---|---|\n| nano | NaN | 3 |\n| info | 2 | -Infinity |\n"
                           "| NaN% | inf us | +inf |\n");
    const OptLog log = OptLogParser::parse(bytes, Display);
    QStringList named;
    for (const Diagnostic &d : log.diagnostics)
        if (d.code == u"optlog.non-finite-cell"_s)
            named << u"%1:%2"_s.arg(d.line).arg(d.message.contains(u"column 2"_s) ? 2 : d.message.contains(u"column 3"_s) ? 3 : 1);
    QCOMPARE(named, (QStringList{u"3:2"_s, u"4:3"_s, u"5:3"_s}));
}

// A bold label naming a round the log has no heading for is said where it is (its round's tables
// and decisions run on in the section before); a bold line about a headed round, or a sentence
// that starts in bold, is not.
void TestOptLogParser::boldRoundTextIsSaid()
{
    const QByteArray bytes("# op\n\n"
                           "## Round 1\n\n"
                           "**Round 1:** tiling, see the table.\n\n" // line 5: round 1 has its heading
                           "**Round 2:** pipelining, 88.0 us.\n\n" // line 7: said
                           "**Round 2**: again\n\n" // line 9: round 2 said once
                           "**Round 3** was skipped, see below.\n\n" // a sentence
                           "**Iteration 4** — vector width\n\n" // line 13: said
                           "- **Round 5:** in a list\n\n"
                           "## Final Summary\n\n"
                           "**Round 6:** 未执行——预算用尽\n"); // a closing section speaks of rounds
    const OptLog log = OptLogParser::parse(bytes, Display);
    QStringList said;
    for (const Diagnostic &d : log.diagnostics)
        if (d.code == u"optlog.heading-not-read"_s)
            said << u"%1:%2"_s.arg(d.line).arg(d.message.contains(u"round 2"_s)       ? 2
                                                   : d.message.contains(u"round 4"_s) ? 4
                                                                                      : 0);
    QCOMPARE(said, (QStringList {u"7:2"_s, u"13:4"_s}));
    for (const Diagnostic &d : log.diagnostics)
        if (d.code == u"optlog.heading-not-read"_s)
            QVERIFY2(d.message.contains(u"\"## Round 2\")"_s) || d.message.contains(u"\"## Iteration 4\")"_s),
                     qPrintable(d.message));
}

// Candidate ids may hold any letter (records are written with ensure_ascii=False): a decision
// names the whole id the round's tables hold, not its ASCII start ("v3_" of "v3_块4096").
void TestOptLogParser::nonAsciiIdsAreWhole()
{
    const QByteArray bytes("# op\n\n"
                           "## Round 3\n\n"
                           "| branch | base | opt_id | task_duration_us | result |\n|---|---|---|---|---|\n"
                           "| op_opt_v3_块4096.py | v2_a | v3_块4096 | 17.92 | improved |\n"
                           "| op_opt_v3_größe.py | v2_a | v3_größe | 18.40 | config_no_gain |\n"
                           "| op_opt_v3_块4096_宽向量.py | v2_a | v3_块4096_宽向量 | 18.90 | config_no_gain |\n\n"
                           "- winner: v3_块4096（BLOCK_SIZE 4096）\n"
                           "- rollback_branches: v3_größe\n"
                           "- reason: v3_größe is 2.7 % slower\n"
                           "- new_current_best: `v3_块4096`\n\n"
                           "## Round 4\n\n"
                           "- winner: v3_x（not in any table: its ASCII start stays）\n");
    const OptLog log = OptLogParser::parse(bytes, Display);
    QCOMPARE(log.rounds.size(), 2);
    const OptLogRound &three = log.rounds.at(0);
    QVERIFY(three.winner());
    QCOMPARE(three.winner()->candidate, u"v3_块4096"_s);
    QVERIFY(three.newCurrentBest());
    QCOMPARE(three.newCurrentBest()->candidate, u"v3_块4096"_s);
    QVERIFY(log.rounds.at(1).winner());
    QCOMPARE(log.rounds.at(1).winner()->candidate, u"v3_x"_s);
}

void TestOptLogParser::missingFile()
{
    const OptLog log = OptLogParser::parseFile(dataPath(u"does-not-exist.md"_s), Display);
    QCOMPARE(log.diagnostics.size(), 1);
    QCOMPARE(log.diagnostics.at(0).code, u"optlog.missing"_s);
    QCOMPARE(log.diagnostics.at(0).file, Display);
    QVERIFY(log.sessions.isEmpty());
}

void TestOptLogParser::largeLogParsesWhole()
{
    // ~2 MB: the lerp log repeated, so every construct is exercised at scale (speed: bench_loader).
    QFile file(dataPath(u"lerp_tensor.genA.opt_log.md"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray one = file.readAll();
    QByteArray big;
    while (big.size() < 2 * 1024 * 1024)
        big += one + "\n";
    const OptLog log = OptLogParser::parse(big, Display);
    const int copies = int(big.size() / (one.size() + 1));
    QCOMPARE(log.sessions.size(), copies);
    QCOMPARE(log.rounds.size(), copies * 5);
    QCOMPARE(log.finalLatencies.size(), copies);
    QCOMPARE(log.finalLatencies.constLast().line, (copies - 1) * 305 + 256);
}

void TestOptLogParser::pathologicalInputsStayLinear_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("rounds");

    QTest::newRow("one-paragraph-of-60k-lines")
        << "## Round 1\n\n" + QByteArray("winner: v1_a；reason: x\n").repeated(60000) << 1;
    QTest::newRow("claims-on-one-line")
        << QByteArray("final_latency: 1.5 us 几何平均 2x 中止原因: plateau ").repeated(30000) << 0;
    QTest::newRow("table-of-40k-rows")
        << "## Round 1\n\n| branch | base | opt_id | task_duration_us | result |\n|---|---|---|---:|---|\n"
            + QByteArray("| v1_a | baseline | OP1 | **7.30** (+1.0%) | improved |\n").repeated(40000)
        << 1;
    QTest::newRow("40k-headings") << QByteArray("## Round 1\n\n### Final Summary\n\n").repeated(20000) << 20000;
    QTest::newRow("nested-lists") << QByteArray("- a\n  - winner: v1\n    - b\n").repeated(30000) << 0;
    // Each empty fenced block looks back for its fence: never further than the previous block.
    QTest::newRow("blank-lines-then-40k-empty-fences")
        << "## Round 1\n\na\n" + QByteArray(4000, '\n') + QByteArray("```\n```\n").repeated(40000) << 1;
    QTest::newRow("a-heading-of-100k-round-mentions")
        << "## Iteration 1 " + QByteArray("(x, round 1) ").repeated(100000) + "\n" << 1;
    // A long token before "wins": taken once, not retried at every split (the prose winner).
    QTest::newRow("1k-lines-of-long-tokens-before-wins")
        << "## Round 1\n\n" + QByteArray(QByteArray("a1").repeated(2000) + " - wins\n\n").repeated(1000) << 1;
    // Loose decisions against many sections: one sweep.
    QTest::newRow("50k-loose-winners-under-sections")
        << QByteArray("## Phase 1 probe\n\n- winner: tk_a\n\n## Notes\n\n- winner: tk_b\n\n").repeated(25000) << 0;
    // A round heading's winner keys, each looked at once, not rescanning the heading before it.
    QTest::newRow("a-heading-of-100k-winner-keys") << "## Round 2 " + QByteArray("winner").repeated(100000) + "\n" << 1;
    // Rollbacks and "best stayed" statements against a round of 5,000 branches: a word lookup each.
    QTest::newRow("5k-branches-and-20k-rollback-statements")
        << "## Round 1\n\n| branch | base | opt_id | task_duration_us | result |\n|---|---|---|---:|---|\n"
            + [] {
                  QByteArray rows;
                  for (int i = 0; i < 5000; ++i)
                      rows += "| op_opt_v1_b" + QByteArray::number(i) + ".py | baseline | OP" + QByteArray::number(i)
                          + " | 9.1 | no_gain |\n";
                  return rows;
              }()
            + QByteArray("\n- " + QByteArray("精度失败 ").repeated(40) + "，回退到 v1_pipe3。\n- 暂不合入。\n").repeated(10000)
        << 1;
    // "## 小结" headings between many campaigns: whether a round was read is kept up, not recounted.
    QTest::newRow("20k-summaries-between-rounds") << [] {
        QByteArray text;
        for (int i = 1; i <= 20000; ++i)
            text += "## Round " + QByteArray::number(i) + "\n\n## 小结\n\n## 结论\n\n";
        return text;
    }() << 20000;
    QTest::newRow("100k-inline-comments-on-one-line")
        << "## Round 1\n\n- winner: v1_a " + QByteArray("<!-- x --> ").repeated(100000) + "\n"
        << 1;
}

void TestOptLogParser::pathologicalInputsStayLinear()
{
    // Each shape parses whole (a quadratic pass runs into ctest's timeout; bench_loader measures
    // the speed, not this test).
    QFETCH(QByteArray, bytes);
    QFETCH(int, rounds);
    const OptLog log = OptLogParser::parse(bytes, Display);
    QCOMPARE(log.rounds.size(), rounds);
    for (const Diagnostic &d : log.diagnostics)
        QVERIFY(d.line >= 0 && d.line <= qMax(1, log.lineCount));
}

QTEST_GUILESS_MAIN(TestOptLogParser)
#include "tst_optlogparser.moc"
