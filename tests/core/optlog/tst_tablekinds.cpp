// SPDX-License-Identifier: MIT
// TableKinds: the header variants of the 113 tables in the real logs (workflow-formats.md §d,
// "Table header variants") mapped to column kinds, and whole tables classified from their
// columns plus the heading and caption they sit under.
#include "optlog/tablekinds.h"

#include <QTest>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(ColumnKind)
Q_DECLARE_METATYPE(TableKind)

class TestTableKinds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void columnKind_data();
    void columnKind();
    void wideLayout();
    void headerUnit_data();
    void headerUnit();
    void numericShareAskedOnlyWhenTheLayoutNeedsIt();
    void classify_data();
    void classify();
    void names();
    void plainTypeColumn();
};

void TestTableKinds::columnKind_data()
{
    QTest::addColumn<QString>("header");
    QTest::addColumn<ColumnKind>("kind");

    const QList<std::pair<QString, ColumnKind>> rows {
        {u"branch"_s, ColumnKind::Candidate},
        {u"耗时 (µs)"_s, ColumnKind::TaskDurationUs},
        {u"Time (μs)"_s, ColumnKind::TaskDurationUs},
        {u"time (µs)"_s, ColumnKind::TaskDurationUs},
        {u"Task Duration（μs）"_s, ColumnKind::TaskDurationUs},
        {u"duration µs"_s, ColumnKind::TaskDurationUs},
        // A unit alone, a time, a median or a p50 heads the same column (probe of 95 logs).
        {u"us"_s, ColumnKind::TaskDurationUs},
        {u"µs"_s, ColumnKind::TaskDurationUs},
        {u"msprof median"_s, ColumnKind::TaskDurationUs},
        {u"p50"_s, ColumnKind::TaskDurationUs},
        {u"Task Time"_s, ColumnKind::TaskDurationUs},
        {u"candidate"_s, ColumnKind::Candidate},
        {u"candidate_id"_s, ColumnKind::Candidate},
        {u"merged_candidate"_s, ColumnKind::Candidate},
        {u"候选 (dispatch/workload)"_s, ColumnKind::Candidate},
        {u"候选 vs v1_pipe"_s, ColumnKind::Candidate},
        {u"config_id"_s, ColumnKind::Candidate},
        {u"kernel 版本"_s, ColumnKind::Candidate},
        {u"变体"_s, ColumnKind::Candidate},
        {u"版本"_s, ColumnKind::Unknown}, // a toolchain table's version
        {u"方案"_s, ColumnKind::Candidate},
        // The reference a candidate is held against, whatever the unit says.
        {u"当前最优(us)"_s, ColumnKind::CurrentBestUs},
        {u"当前最佳 (µs)"_s, ColumnKind::CurrentBestUs},
        {u"best_us"_s, ColumnKind::CurrentBestUs},
        {u"base_us"_s, ColumnKind::CurrentBestUs},
        {u"候选(us)"_s, ColumnKind::TaskDurationUs},
        {u"相对误差"_s, ColumnKind::Unknown}, // a precision figure, no change against a reference
        {u"delta_vs_best"_s, ColumnKind::Delta},
        {u"相对 current best"_s, ColumnKind::Delta},
        {u"相对 baseline (%)"_s, ColumnKind::Delta},
        {u"base"_s, ColumnKind::Base},
        {u"parent_id"_s, ColumnKind::Base},
        {u"opt_id"_s, ColumnKind::OptId},
        {u"dispatch_path"_s, ColumnKind::DispatchPath},
        {u"workload"_s, ColumnKind::Workload},
        {u"workload_id"_s, ColumnKind::Workload},
        {u"kernel_id"_s, ColumnKind::KernelId},
        {u"kernel_id（缩写 ssd）"_s, ColumnKind::KernelId},
        {u"target_kernel_name"_s, ColumnKind::TargetKernel},
        {u"target/captured"_s, ColumnKind::TargetKernel},
        {u"captured_op_name"_s, ColumnKind::CapturedOp},
        {u"task_duration_us"_s, ColumnKind::TaskDurationUs},
        {u"task_duration_us (median/15)"_s, ColumnKind::TaskDurationUs},
        {u"Task Duration(us)"_s, ColumnKind::TaskDurationUs},
        {u"**Task Duration(us)**"_s, ColumnKind::TaskDurationUs},
        {u"候选_us"_s, ColumnKind::TaskDurationUs},
        {u"branch_us"_s, ColumnKind::TaskDurationUs},
        {u"p3_fp16_us"_s, ColumnKind::TaskDurationUs},
        {u"median_us (n=15)"_s, ColumnKind::TaskDurationUs},
        {u"merged_us(1st)"_s, ColumnKind::TaskDurationUs},
        {u"merged(2nd)"_s, ColumnKind::TaskDurationUs},
        {u"r3_branch(1st)"_s, ColumnKind::TaskDurationUs},
        {u"current_best_us"_s, ColumnKind::CurrentBestUs},
        {u"baseline_us"_s, ColumnKind::BaselineUs},
        {u"baseline_us (round0)"_s, ColumnKind::BaselineUs},
        {u"final_us"_s, ColumnKind::FinalUs},
        {u"final_us (median/15)"_s, ColumnKind::FinalUs},
        {u"final_candidate_id"_s, ColumnKind::FinalCandidateId},
        {u"event_median_us"_s, ColumnKind::EventUs},
        {u"L0"_s, ColumnKind::Correctness},
        {u"L0/L1"_s, ColumnKind::Correctness},
        {u"correctness(L0)"_s, ColumnKind::Correctness},
        {u"L0/精度"_s, ColumnKind::Correctness},
        {u"precision"_s, ColumnKind::Correctness},
        {u"profile_status"_s, ColumnKind::ProfileStatus},
        {u"raw_profile_dir"_s, ColumnKind::RawProfileDir},
        {u"raw profile"_s, ColumnKind::RawProfileDir},
        {u"raw_dir"_s, ColumnKind::RawProfileDir},
        {u"result"_s, ColumnKind::Status},
        {u"status"_s, ColumnKind::Status},
        {u"状态"_s, ColumnKind::Status},
        {u"结论"_s, ColumnKind::Status},
        {u"变化"_s, ColumnKind::Status},
        {u"Δ"_s, ColumnKind::Delta},
        {u"delta"_s, ColumnKind::Delta},
        {u"vs best"_s, ColumnKind::Delta},
        {u"vs_best"_s, ColumnKind::Delta},
        {u"Ratio"_s, ColumnKind::Delta},
        {u"improvement"_s, ColumnKind::Delta},
        {u"fp16 加速"_s, ColumnKind::Delta},
        {u"block_dim"_s, ColumnKind::BlockDim},
        {u"Block Dim"_s, ColumnKind::BlockDim},
        {u"major_change"_s, ColumnKind::MajorChange},
        {u"结构/配置"_s, ColumnKind::MajorChange},
        {u"优化点"_s, ColumnKind::MajorChange},
        {u"具体改法"_s, ColumnKind::Implementation},
        {u"目标现象"_s, ColumnKind::Phenomenon},
        {u"判断依据"_s, ColumnKind::Rationale},
        {u"验证指标"_s, ColumnKind::VerifyMetric},
        // The candidate table as an English log heads it.
        {u"Target phenomenon"_s, ColumnKind::Phenomenon},
        {u"Optimization point"_s, ColumnKind::MajorChange},
        {u"Rationale"_s, ColumnKind::Rationale},
        {u"Basis"_s, ColumnKind::Rationale},
        {u"How"_s, ColumnKind::Implementation},
        {u"Concrete change"_s, ColumnKind::Implementation},
        {u"Validation metric"_s, ColumnKind::VerifyMetric},
        {u"validation"_s, ColumnKind::Unknown}, // a check's column as often as a metric's
        {u"vec_ratio"_s, ColumnKind::Metric},
        {u"MTE2 ratio"_s, ColumnKind::Metric},
        {u"MTE2 active bw (GB/s/core)"_s, ColumnKind::Metric},
        {u"GM→UB (KB/core)"_s, ColumnKind::Metric},
        {u"AICore 利用率 (cube/vec)"_s, ColumnKind::Metric},
        {u"IO bytes"_s, ColumnKind::Metric},
        {u"final_eff_bw"_s, ColumnKind::Metric},
        {u"dtype"_s, ColumnKind::Dtype},
        {u"vp_type"_s, ColumnKind::VpType},
        {u"evidence"_s, ColumnKind::Evidence},
        {u"证据/机制"_s, ColumnKind::Evidence},
        {u"area"_s, ColumnKind::Area},
        {u"issue"_s, ColumnKind::Issue},
        {u"title"_s, ColumnKind::Title},
        {u"suggested_doc_change"_s, ColumnKind::SuggestedChange},
        {u"repro"_s, ColumnKind::Repro},
        {u"toolchain_stamp"_s, ColumnKind::ToolchainStamp},
        {u"target_doc"_s, ColumnKind::TargetDoc},
        {u"8b-long 表现"_s, ColumnKind::Unknown},
        {u"bm=4（表值）"_s, ColumnKind::Unknown},
        {u"passes"_s, ColumnKind::Unknown},
        {QString(), ColumnKind::Unknown},
    };
    for (const auto &[header, kind] : rows)
        QTest::newRow(header.isEmpty() ? "empty" : qPrintable(header)) << header << kind;
}

void TestTableKinds::columnKind()
{
    QFETCH(QString, header);
    QFETCH(ColumnKind, kind);
    QCOMPARE(TableKinds::columnKindName(TableKinds::columnKind(header)), TableKinds::columnKindName(kind));
}

// The unit a header gives its bare numbers; only time units count, and a word must end there.
void TestTableKinds::headerUnit_data()
{
    QTest::addColumn<QString>("header");
    QTest::addColumn<int>("unit");
    using U = CellValue::UnitKind;
    QTest::newRow("(ms)") << u"Task Duration (ms)"_s << int(U::Milliseconds);
    QTest::newRow("full-width parentheses, ns") << u"耗时（ns）"_s << int(U::Nanoseconds);
    QTest::newRow("upper case, no space") << u"Task Duration(MS)"_s << int(U::Milliseconds);
    QTest::newRow("square brackets") << u"median [ms]"_s << int(U::Milliseconds);
    QTest::newRow("explanation after the unit") << u"duration (ms) median/15"_s << int(U::Milliseconds);
    QTest::newRow("explanation without a unit first") << u"latency (median) (ns)"_s << int(U::Nanoseconds);
    QTest::newRow("snake suffix") << u"latency_ms"_s << int(U::Milliseconds);
    QTest::newRow("word suffix") << u"median ns"_s << int(U::Nanoseconds);
    QTest::newRow("a rate") << u"tokens/ms"_s << int(U::None);
    QTest::newRow("a duration per unit sign") << u"耗时/ms"_s << int(U::Milliseconds);
    QTest::newRow("time/us") << u"kernel time/us"_s << int(U::Microseconds);
    QTest::newRow("many opening brackets") << QString(u"duration "_s + QString(5000, u'(') + u"ms)"_s)
                                           << int(U::Milliseconds);
    QTest::newRow("us") << u"Task Duration(us)"_s << int(U::Microseconds);
    QTest::newRow("micro sign") << u"耗时 (µs)"_s << int(U::Microseconds);
    QTest::newRow("snake us") << u"task_duration_us"_s << int(U::Microseconds);
    QTest::newRow("no unit") << u"Task Duration"_s << int(U::None);
    QTest::newRow("a word ending in ms") << u"items"_s << int(U::None);
    QTest::newRow("a bracketed non-time unit") << u"bandwidth (GB/s)"_s << int(U::None);
    QTest::newRow("percent") << u"vs best (%)"_s << int(U::None);
    QTest::newRow("unclosed") << u"duration (ms"_s << int(U::None);
}

void TestTableKinds::headerUnit()
{
    QFETCH(QString, header);
    QFETCH(int, unit);
    QCOMPARE(int(TableKinds::headerUnit(header)), unit);
}

void TestTableKinds::wideLayout()
{
    // ssd@4fe74a6: one workload per column; numeric unknown columns become WorkloadUs only in a
    // table keyed by candidate, never in a plain per-workload table.
    const QStringList wide {u"branch"_s, u"b1c2L64fp16"_s, u"lat130m"_s, u"note"_s, u"L0"_s};
    const QList<ColumnKind> kinds = TableKinds::columnKinds(wide, {0.0, 1.0, 1.0, 0.2, 0.0});
    QCOMPARE(kinds,
             (QList<ColumnKind> {ColumnKind::Candidate, ColumnKind::WorkloadUs, ColumnKind::WorkloadUs,
                                 ColumnKind::Unknown, ColumnKind::Correctness}));
    const QStringList sweep {u"workload"_s, u"bm=1"_s, u"bm=2"_s};
    QCOMPARE(TableKinds::columnKinds(sweep, {0.0, 1.0, 1.0}),
             (QList<ColumnKind> {ColumnKind::Workload, ColumnKind::Unknown, ColumnKind::Unknown}));
    const QStringList withDuration {u"candidate"_s, u"Task Duration(us)"_s, u"bm"_s};
    QCOMPARE(TableKinds::columnKinds(withDuration, {0.0, 1.0, 1.0}).at(2), ColumnKind::Unknown);
    // An opt_id column stays one: under Experiment Branches it sits beside the measurements.
    const QStringList byOptId {u"opt_id"_s, u"Task Duration(us)"_s};
    QCOMPARE(TableKinds::columnKinds(byOptId, {0.0, 1.0}).at(0), ColumnKind::OptId);
}

// Counting the numbers of a column reads every cell of it: the loader asks only for the unknown
// columns of a table keyed by candidate without a duration column.
void TestTableKinds::numericShareAskedOnlyWhenTheLayoutNeedsIt()
{
    QList<qsizetype> asked;
    const auto share = [&asked](qsizetype column) {
        asked.append(column);
        return column == 1 ? 1.0 : 0.0;
    };
    const QStringList wide {u"branch"_s, u"b1c2L64fp16"_s, u"note"_s, u"L0"_s};
    QCOMPARE(TableKinds::columnKinds(wide, share),
             (QList<ColumnKind> {ColumnKind::Candidate, ColumnKind::WorkloadUs, ColumnKind::Unknown,
                                 ColumnKind::Correctness}));
    QCOMPARE(asked, (QList<qsizetype> {1, 2}));
    asked.clear();
    TableKinds::columnKinds({u"candidate"_s, u"Task Duration(us)"_s, u"bm"_s}, share);
    TableKinds::columnKinds({u"workload"_s, u"bm=1"_s, u"bm=2"_s}, share);
    QVERIFY(asked.isEmpty());
}

void TestTableKinds::classify_data()
{
    QTest::addColumn<QStringList>("headers");
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("caption");
    QTest::addColumn<QString>("section"); // baseline / final / summary / retro / inventory / event / ""
    QTest::addColumn<TableKind>("kind");

    const auto h = [](const char16_t *text) {
        return QString::fromUtf16(text).split(u" | "_s);
    };
    QTest::newRow("baseline-gen-a") << h(u"dispatch_path | workload_id | target_kernel_name | captured_op_name | "
                                         u"task_duration_us | block_dim | profile_status | raw_profile_dir")
                                    << u"Performance Test Data (Baseline)"_s << QString() << u"baseline"_s
                                    << TableKind::Baseline;
    QTest::newRow("baseline-short") << h(u"workload | Task Duration(us) | raw profile") << u"Performance Test Data"_s
                                    << QString() << QString() << TableKind::Baseline;
    QTest::newRow("candidates") << h(u"opt_id | 目标现象 | 优化点 | 判断依据 | 具体改法 | 验证指标 | 状态")
                                << u"Candidate Optimization Points"_s << QString() << QString()
                                << TableKind::Candidates;
    QTest::newRow("candidates-english") << h(
        u"opt_id | Target phenomenon | Optimization point | Rationale | How | Validation metric | Status")
                                        << u"Candidates"_s << QString() << QString() << TableKind::Candidates;
    QTest::newRow("candidates-by-heading")
        << h(u"opt_id | 说明") << u"候选优化点"_s << QString() << QString() << TableKind::Candidates;
    QTest::newRow("branches") << h(u"branch | base | opt_id | major_change | correctness(L0) | task_duration_us | "
                                   u"event_median_us | profile_status | result")
                              << u"Experiment Branches"_s << QString() << QString() << TableKind::ExperimentBranches;
    // The base's duration is a reference column of the branch table, not a comparison table's.
    QTest::newRow("branches-with-base-us") << h(u"branch | base | base_us | Task Duration(us) | result")
                                           << u"Experiment Branches"_s << QString() << QString()
                                           << TableKind::ExperimentBranches;
    QTest::newRow("branches-with-dispatch-and-base-us")
        << h(u"branch | dispatch_path | base_us | Task Duration(us) | result") << u"Experiment Branches"_s << QString()
        << QString() << TableKind::ExperimentBranches;
    QTest::newRow("comparison-with-base-us") << h(u"candidate | base_us | Task Duration(us)") << u"Round 2"_s << QString()
                                             << QString() << TableKind::Comparison;
    QTest::newRow("branches-variant") << h(u"branch | base | 结构/配置 | L0/L1 | 8b-long 表现 | p3_fp16_us | result")
                                      << u"实验分支"_s << QString() << QString() << TableKind::ExperimentBranches;
    QTest::newRow("comparison-by-heading")
        << h(u"candidate | workload | Task Duration(us) | AICore 利用率 (cube/vec) | L0")
        << u"候选 vs current best 对比表（round 2）"_s << QString() << QString() << TableKind::Comparison;
    QTest::newRow("comparison-by-caption")
        << h(u"candidate | workload | Task Duration(us) | L0") << u"Iteration 1（round 1）"_s
        << u"候选 vs current best 对比表（round 1）"_s << QString() << TableKind::Comparison;
    QTest::newRow("comparison-by-columns") << h(u"candidate | workload | bm | Task Duration(us) | vs best | L0 | 结论")
                                           << u"v3_op2"_s << QString() << QString() << TableKind::Comparison;
    QTest::newRow("comparison-current-best")
        << h(u"候选 (dispatch/workload) | current_best_us | 候选_us | Δ | L0/精度 | 结论") << u"Round 1"_s << QString()
        << QString() << TableKind::Comparison;
    QTest::newRow("dispatch-check") << h(u"branch | dispatch_path | workload_id | current_best_us | branch_us | status")
                                    << u"必测 Dispatch 检查"_s << QString() << QString() << TableKind::DispatchCheck;
    QTest::newRow("dispatch-check-by-columns")
        << h(u"dispatch_path | workload | current_best_us | branch_us | status") << u"Iteration 1"_s << QString()
        << QString() << TableKind::DispatchCheck;
    QTest::newRow("merge-check") << h(
        u"merged_candidate | workload | baseline_us | merged_us(1st) | merged_us(2nd) | precision | status")
                                 << u"Round 1"_s << QString() << QString() << TableKind::MergeCheck;
    QTest::newRow("merge-check-by-heading")
        << h(u"candidate | workload | baseline_us | merged_us") << u"合并检查（merged_r1）"_s << QString() << QString()
        << TableKind::MergeCheck;
    QTest::newRow("event-data") << h(
        u"config_id | event_median_us | passes | anchor_configs | drift_status | event_quality | tie_break")
                                << u"Event Test Data"_s << QString() << u"event"_s << TableKind::EventData;
    QTest::newRow("final-gen-a") << h(u"dtype | baseline_us | final_us | improvement | IO bytes | final_eff_bw")
                                 << u"Final Performance Test Data"_s << QString() << u"final"_s << TableKind::FinalGenA;
    QTest::newRow("final-gen-a-wide") << h(u"workload | fp16 | bf16 | fp16 加速 | bf16 加速")
                                      << u"Final Performance Test Data"_s << QString() << u"final"_s
                                      << TableKind::FinalGenA;
    QTest::newRow("final-confirmation") << h(u"workload | bm | Task Duration(us) | Block Dim | L0")
                                        << u"Final Confirmation（round 5）"_s << QString() << QString()
                                        << TableKind::FinalGenA;
    QTest::newRow("final-gen-b") << h(u"kernel_id | workload_id | baseline_us | final_us | final_candidate_id")
                                 << u"Final Performance Test Data"_s << QString() << u"final"_s << TableKind::FinalGenB;
    QTest::newRow("final-gen-b-anywhere") << h(u"kernel_id | workload_id | baseline_us | final_us | final_candidate_id")
                                          << u"Notes"_s << QString() << QString() << TableKind::FinalGenB;
    QTest::newRow("six-columns-is-not-gen-b")
        << h(u"kernel_id | workload_id | baseline_us | final_us | final_candidate_id | note") << u"Notes"_s << QString()
        << QString() << TableKind::FinalGenA;
    QTest::newRow("retrospective") << h(u"area | issue | evidence | suggested_doc_change | vp_type")
                                   << u"Skill Flow Issues"_s << QString() << u"retro"_s << TableKind::Retrospective;
    QTest::newRow("retrospective-by-column")
        << h(u"title | vp_type | evidence | repro | toolchain_stamp | target_doc") << u"Value Point Proposals"_s
        << QString() << QString() << TableKind::Retrospective;
    QTest::newRow("inventory") << h(u"kernel_id | workload_id | kind | marks") << u"Workload Inventory"_s << QString()
                               << u"inventory"_s << TableKind::Inventory;
    QTest::newRow("other") << h(u"dispatch_path | 触发 | kernel 结构 | target_kernel_name") << u"Dispatch Path 分析"_s
                           << QString() << QString() << TableKind::Other;
    QTest::newRow("sweep-is-other") << h(u"workload | bm=1 | bm=2 | bm=4 | bm=8 | winner") << u"Iteration 1"_s
                                    << QString() << QString() << TableKind::Other;
}

void TestTableKinds::classify()
{
    QFETCH(QStringList, headers);
    QFETCH(QString, heading);
    QFETCH(QString, caption);
    QFETCH(QString, section);
    QFETCH(TableKind, kind);
    TableKinds::Context context;
    context.heading = heading;
    context.caption = caption;
    context.inBaseline = section == u"baseline";
    context.inFinalData = section == u"final";
    context.inFinalSummary = section == u"summary";
    context.inRetrospective = section == u"retro";
    context.inInventory = section == u"inventory";
    context.inEventData = section == u"event";
    QList<double> share(headers.size(), 0.0);
    const QList<ColumnKind> kinds = TableKinds::columnKinds(headers, share);
    QCOMPARE(TableKinds::tableKindName(TableKinds::classify(kinds, headers, context)), TableKinds::tableKindName(kind));
}

void TestTableKinds::names()
{
    // Names are the stable JSON vocabulary: distinct and snake_case.
    QStringList columnNames;
    for (int k = int(ColumnKind::Unknown); k <= int(ColumnKind::TargetDoc); ++k)
        columnNames.append(TableKinds::columnKindName(ColumnKind(k)));
    QCOMPARE(columnNames.removeDuplicates(), 0);
    QStringList tableNames;
    for (int k = int(TableKind::Other); k <= int(TableKind::Inventory); ++k)
        tableNames.append(TableKinds::tableKindName(TableKind(k)));
    QCOMPARE(tableNames.removeDuplicates(), 0);
    static const QRegularExpression snake(u"^[a-z0-9_]+$"_s);
    for (const QString &name : std::as_const(columnNames) + tableNames)
        QVERIFY2(snake.match(name).hasMatch(), qPrintable(name));
}

void TestTableKinds::plainTypeColumn()
{
    const QStringList writeBack {u"条目"_s, u"类型"_s, u"内容"_s, u"回写位置"_s};
    const QList<ColumnKind> kinds = TableKinds::columnKinds(writeBack, QList<double> {});
    QCOMPARE(kinds.at(1), ColumnKind::Unknown); // alone, "类型" is any type
    QCOMPARE(TableKinds::plainTypeColumn(kinds, writeBack, TableKind::Retrospective), 1);
    // Elsewhere (a Phase 0 list of knowledge entries) it stays what it is.
    QCOMPARE(TableKinds::plainTypeColumn(kinds, writeBack, TableKind::Other), -1);
    // Without a title or target document the table types something else.
    const QStringList issues {u"area"_s, u"issue"_s, u"type"_s};
    QCOMPARE(TableKinds::plainTypeColumn(TableKinds::columnKinds(issues, QList<double> {}), issues,
                                         TableKind::Retrospective),
             -1);
    // A vp_type column of its own is the one.
    const QStringList both {u"title"_s, u"type"_s, u"vp_type"_s};
    QCOMPARE(
        TableKinds::plainTypeColumn(TableKinds::columnKinds(both, QList<double> {}), both, TableKind::Retrospective),
        -1);
}

QTEST_GUILESS_MAIN(TestTableKinds)
#include "tst_tablekinds.moc"
