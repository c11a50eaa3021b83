// SPDX-License-Identifier: MIT
#include "profiles/msprofcsv.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using Kind = MsprofCsv::FileKind;
using Version = MsprofCsv::HeaderVersion;
using Unit = MsprofCsv::Unit;
using CellKind = MsprofCsv::Value::Kind;

namespace {

const QString samples = QStringLiteral(PERFOPT_SHARED_DIR "/samples/msprof");
const QString a3Run = samples
    + QStringLiteral("/tile-ai__tilelang-ascend/custom/sigmoid/perf_tuning/msprof_output_iter1_after/"
                     "OPPROF_20260803154619_ETRNHYWCPRERQANJ");
const QString cann852Run = samples
    + QStringLiteral("/neo-pan__ascend-msprof-skill/tests/fixtures/real_cann852_workload_pair/shape-256/reports/"
                     "followups/collect_default_metric_followup/OPPROF_001");
const QString vectorRun = samples
    + QStringLiteral("/neo-pan__ascend-msprof-skill/tests/fixtures/real_default_vector_minimal/reports/OPPROF_001");
const QString a3Summary
    = samples + QStringLiteral("/tile-ai__tilelang-ascend/custom/sigmoid/Sigmoid/trace_data/op_summary.csv");
const QString cann83Summary = samples
    + QStringLiteral("/neo-pan__ascend-msprof-skill/tests/fixtures/tilelang_design_feedback/candidate_comparability/"
                     "missing_raw_index_candidate/reports/app/PROF_000001_20260605161708478_FRJKORBPFMHQMGLA/"
                     "mindstudio_profiler_output/op_summary_20260605161737.csv");
const QString simulatorInstr = samples
    + QStringLiteral("/neo-pan__ascend-msprof-skill/tests/fixtures/real_simulator_minimal/reports/OPPROF_001/simulator/"
                     "core3.veccore0/core3.veccore0_instr_exe.csv");
const QString simulatorCode = samples
    + QStringLiteral("/tile-ai__tilelang-ascend/examples/cann-bench/foreach_norm/output/"
                     "OPPROF_20260813152110_XFIGEGBXQDWNDDYG/simulator/core0.veccore1/core0.veccore1_code_exe.csv");
const QString dataDir = QStringLiteral(PERFOPT_TEST_DATA_DIR "/msprof/csv");

MsprofCsv readSample(const QString &path)
{
    return MsprofCsv::read(path, QFileInfo(path).fileName());
}

QString describe(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines.append(d.location() + QLatin1Char(' ') + d.code + QLatin1Char(' ') + d.message);
    return lines.join(QLatin1Char('\n'));
}

// Diagnostics above Info: an unknown header alone is only Info.
Diagnostics problems(const Diagnostics &diagnostics)
{
    Diagnostics result;
    for (const Diagnostic &d : diagnostics) {
        if (d.severity != Diagnostic::Severity::Info)
            result.append(d);
    }
    return result;
}

} // namespace

class TestMsprofCsv : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realSamples_data();
    void realSamples();
    void realOpBasicInfo();
    void pipeUtilizationCells();
    void headerVersions();
    void repeatedHeadersReadAlike();
    void opSummary();
    void simulatorCsv();
    void units_data();
    void units();
    void fileNames_data();
    void fileNames();
    void malformed_data();
    void malformed();
    void notAvailableValues();
    void eightColumnOpBasicInfo();
    void dialectTolerance();
    void numbersOutOfRange_data();
    void numbersOutOfRange();
    void quotedLineEnds();
    void quotedLineEndsAcrossChunks();
    void diagnosticsAreCapped();
    void progressAndCancel();
    void headerOnlyRead();
    void bareCarriageReturns();
};

void TestMsprofCsv::realSamples_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<bool>("trailingComma");

    QTest::newRow("A3 OpBasicInfo") << a3Run + QStringLiteral("/OpBasicInfo.csv") << Kind::OpBasicInfo << 9 << 1
                                    << true;
    QTest::newRow("A3 PipeUtilization") << a3Run + QStringLiteral("/PipeUtilization.csv") << Kind::PipeUtilization << 48
                                        << 72 << true;
    QTest::newRow("A3 ArithmeticUtilization")
        << a3Run + QStringLiteral("/ArithmeticUtilization.csv") << Kind::ArithmeticUtilization << 20 << 72 << true;
    QTest::newRow("A3 L2Cache") << a3Run + QStringLiteral("/L2Cache.csv") << Kind::L2Cache << 24 << 72 << true;
    QTest::newRow("A3 Memory") << a3Run + QStringLiteral("/Memory.csv") << Kind::Memory << 38 << 72 << true;
    QTest::newRow("A3 MemoryL0") << a3Run + QStringLiteral("/MemoryL0.csv") << Kind::MemoryL0 << 12 << 72 << true;
    QTest::newRow("A3 MemoryUB") << a3Run + QStringLiteral("/MemoryUB.csv") << Kind::MemoryUB << 10 << 72 << true;
    QTest::newRow("A3 ResourceConflictRatio")
        << a3Run + QStringLiteral("/ResourceConflictRatio.csv") << Kind::ResourceConflictRatio << 18 << 72 << true;
    QTest::newRow("8.5.2 PipeUtilization")
        << cann852Run + QStringLiteral("/PipeUtilization.csv") << Kind::PipeUtilization << 34 << 6 << true;
    QTest::newRow("8.5.2 ResourceConflictRatio")
        << cann852Run + QStringLiteral("/ResourceConflictRatio.csv") << Kind::ResourceConflictRatio << 19 << 6 << true;
    QTest::newRow("8.3 vector MemoryUB") << vectorRun + QStringLiteral("/MemoryUB.csv") << Kind::MemoryUB << 10 << 3
                                         << true;
    QTest::newRow("A3 op_summary") << a3Summary << Kind::OpSummary << 46 << 11 << false;
    QTest::newRow("8.3 op_summary") << cann83Summary << Kind::OpSummary << 46 << 3 << false;
    QTest::newRow("simulator instr_exe") << simulatorInstr << Kind::SimulatorInstructions << 7 << 5 << false;
    QTest::newRow("simulator code_exe header only") << simulatorCode << Kind::SimulatorCode << 4 << 0 << false;
}

void TestMsprofCsv::realSamples()
{
    QFETCH(QString, path);
    QFETCH(Kind, kind);
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(bool, trailingComma);

    const MsprofCsv csv = readSample(path);
    QVERIFY2(csv.diagnostics().isEmpty(), qPrintable(describe(csv.diagnostics())));
    QVERIFY(csv.exists());
    QCOMPARE(csv.fileKind(), kind);
    QCOMPARE(csv.columnCount(), columns);
    QCOMPARE(csv.rowCount(), rows);
    QCOMPARE(csv.hasTrailingComma(), trailingComma);
    QCOMPARE(csv.byteSize(), QFileInfo(path).size());
    QCOMPARE(csv.headerLine(), 1);
    if (rows > 0)
        QCOMPARE(csv.line(rows - 1), rows + 1);
}

void TestMsprofCsv::realOpBasicInfo()
{
    const MsprofCsv csv = readSample(a3Run + QStringLiteral("/OpBasicInfo.csv"));
    QCOMPARE(csv.text(0, csv.columnIndex(QStringLiteral("Op Name"))), QStringLiteral("main_kernel"));
    QCOMPARE(csv.text(0, csv.columnIndex(QStringLiteral("Op Type"))), QStringLiteral("mix"));
    const int duration = csv.columnIndex(QStringLiteral("Task Duration(us)"));
    QCOMPARE(csv.number(0, duration), 53.618927);
    QCOMPARE(csv.text(0, duration), QStringLiteral("53.618927"));
    QCOMPARE(csv.columns().at(duration).unit, Unit::Microseconds);
    QCOMPARE(csv.columns().at(duration).key, QStringLiteral("Task Duration"));
    QCOMPARE(csv.number(0, csv.columnIndex(QStringLiteral("Block Dim"))), 24.0);
    QCOMPARE(csv.number(0, csv.columnIndex(QStringLiteral("Mix Block Dim"))), 48.0);
    QCOMPARE(csv.number(0, csv.columnIndex(QStringLiteral("Current Freq"))), 1650.0);
    QCOMPARE(csv.columns().at(csv.columnIndex(QStringLiteral("Current Freq"))).unit, Unit::Megahertz);
    QCOMPARE(csv.number(0, csv.columnIndex(QStringLiteral("Pid"))), 1353370.0);
    // The docs spell "Device ID"; the files "Device Id". Lookup ignores case as a fallback.
    QCOMPARE(csv.columnIndex(QStringLiteral("Device ID")), csv.columnIndex(QStringLiteral("Device Id")));
    QCOMPARE(csv.columnIndex({QStringLiteral("Block Num"), QStringLiteral("Block Dim")}), 3);
    QCOMPARE(csv.columnIndex(QStringLiteral("no such column")), -1);
    // Out-of-range access is harmless.
    QCOMPARE(csv.cellKind(5, 0), CellKind::Empty);
    QVERIFY(std::isnan(csv.number(0, 99)));
}

void TestMsprofCsv::pipeUtilizationCells()
{
    const MsprofCsv csv = readSample(a3Run + QStringLiteral("/PipeUtilization.csv"));
    QCOMPARE(csv.rowCount(), 72); // 3 sub-blocks × Block Dim 24
    const int block = csv.columnIndex(QStringLiteral("block_id"));
    const int sub = csv.columnIndex(QStringLiteral("sub_block_id"));
    const int aicTime = csv.columnIndex(QStringLiteral("aic_time(us)"));
    const int aivTime = csv.columnIndex(QStringLiteral("aiv_time(us)"));
    const int aivCycles = csv.columnIndex(QStringLiteral("aiv_total_cycles"));
    const int vecRatio = csv.columnIndex(QStringLiteral("aiv_vec_ratio"));
    const int mte3Bw = csv.columnIndex(QStringLiteral("aic_mte3_active_bw(GB/s)"));

    QCOMPARE(csv.text(0, sub), QStringLiteral("cube0"));
    QCOMPARE(csv.cellKind(0, sub), CellKind::Text);
    QCOMPARE(csv.text(1, sub), QStringLiteral("vector0"));
    QCOMPARE(csv.text(2, sub), QStringLiteral("vector1"));
    QCOMPARE(csv.number(71, block), 23.0);
    QCOMPARE(csv.number(0, aicTime), 0.495152);
    QCOMPARE(csv.text(0, mte3Bw), QStringLiteral("393.390656"));
    QCOMPARE(csv.cellKind(0, aivTime), CellKind::NotAvailable);
    QCOMPARE(csv.text(0, aivTime), QStringLiteral("NA"));
    QVERIFY(std::isnan(csv.number(0, aivTime)));

    const MsprofCsv::Value cycles = csv.value(1, aivCycles);
    QCOMPARE(cycles.kind, CellKind::Number);
    QCOMPARE(cycles.number, 44183.0);
    QCOMPARE(csv.number(1, aivTime), 26.777576);
    QVERIFY(qAbs(44183.0 / 1650.0 - csv.number(1, aivTime)) < 1e-6); // time = cycles / Current Freq
    QCOMPARE(csv.number(1, vecRatio), 0.268428);

    const MsprofCsv::Column &ratio = csv.columns().at(vecRatio);
    QCOMPARE(ratio.unit, Unit::Fraction);
    QCOMPARE(ratio.numberCount, 48); // the vector rows
    QCOMPARE(ratio.notAvailableCount, 24); // the cube rows
    QVERIFY(ratio.isNumeric());
    QVERIFY(!csv.columns().at(sub).isNumeric());
    QCOMPARE(csv.columns().at(mte3Bw).unit, Unit::GigabytesPerSecond);
    QCOMPARE(csv.columns().at(aivCycles).unit, Unit::Cycles);
    QCOMPARE(csv.columns().at(csv.columnIndex(QStringLiteral("aiv_icache_miss_rate"))).unit, Unit::Fraction);

    const QList<double> blocks = csv.numbers(block);
    QCOMPARE(blocks.size(), 72);
    QCOMPARE(blocks.at(3), 1.0);
    const QList<double> times = csv.numbers(aivTime);
    QVERIFY(std::isnan(times.at(0)));
    QCOMPARE(times.at(1), 26.777576);

    const QList<double> row = csv.rowNumbers(1);
    QCOMPARE(row.size(), 48);
    QCOMPARE(row.at(block), 0.0);
    QVERIFY(std::isnan(row.at(sub))); // text
    QVERIFY(std::isnan(row.at(aicTime))); // NA
    QCOMPARE(row.at(aivCycles), 44183.0);
    for (int column = 0; column < csv.columnCount(); ++column) {
        const double single = csv.number(1, column);
        QVERIFY(std::isnan(single) ? std::isnan(row.at(column)) : single == row.at(column));
    }
    QVERIFY(csv.rowNumbers(72).isEmpty());
}

void TestMsprofCsv::headerVersions()
{
    // 26.x header with scalar detail vs the 8.x header of the neo-pan fixtures (§3.2).
    const MsprofCsv a3 = readSample(a3Run + QStringLiteral("/PipeUtilization.csv"));
    const MsprofCsv cann852 = readSample(cann852Run + QStringLiteral("/PipeUtilization.csv"));
    const MsprofCsv cann83 = readSample(vectorRun + QStringLiteral("/PipeUtilization.csv"));
    QCOMPARE(a3.headerVersion(), Version::Cann9);
    QCOMPARE(cann852.headerVersion(), Version::Cann8);
    QCOMPARE(cann83.headerVersion(), Version::Cann8);
    QVERIFY(a3.columnIndex(QStringLiteral("aiv_scalar_stall_by_ub_time(us)")) >= 0);
    QCOMPARE(cann852.columnIndex(QStringLiteral("aiv_scalar_stall_by_ub_time(us)")), -1);
    // Same name, different position: why nothing may be read by index.
    QCOMPARE(a3.columnIndex(QStringLiteral("aic_scalar_time(us)")), 17);
    QCOMPARE(cann852.columnIndex(QStringLiteral("aic_scalar_time(us)")), 6);
    QCOMPARE(cann852.columnIndex(QStringLiteral("aic_mte2_active_bw(GB/s)")), 33);
    QCOMPARE(cann852.cellKind(0, 33), CellKind::NotAvailable);

    // aiv_mte1_wait_ratio only in the closed 8.x builds (§3.8).
    const MsprofCsv conflictA3 = readSample(a3Run + QStringLiteral("/ResourceConflictRatio.csv"));
    const MsprofCsv conflict852 = readSample(cann852Run + QStringLiteral("/ResourceConflictRatio.csv"));
    QCOMPARE(conflictA3.columnIndex(QStringLiteral("aiv_mte1_wait_ratio")), -1);
    const int mte1 = conflict852.columnIndex(QStringLiteral("aiv_mte1_wait_ratio"));
    QCOMPARE(mte1, 16);
    QCOMPARE(conflict852.headerVersion(), Version::Cann8);
    QCOMPARE(conflictA3.headerVersion(), Version::Unknown);
    QCOMPARE(conflict852.text(1, mte1), QStringLiteral("0.000000"));
    QCOMPARE(conflict852.columns().at(mte1).unit, Unit::Fraction);

    // Memory.csv: two unit groups and percentages that are 0..100.
    const MsprofCsv memory = readSample(a3Run + QStringLiteral("/Memory.csv"));
    const MsprofCsv::Column &estimate
        = memory.columns().at(memory.columnIndex(QStringLiteral("L1_to_GM_datas(KB)(estimate)")));
    QCOMPARE(estimate.unit, Unit::Kilobytes);
    QVERIFY(estimate.estimate);
    QCOMPARE(estimate.key, QStringLiteral("L1_to_GM_datas"));
    const int usage = memory.columnIndex(QStringLiteral("GM_to_UB_bw_usage_rate(%)"));
    QCOMPARE(memory.columns().at(usage).unit, Unit::Percent);
    QCOMPARE(memory.text(1, memory.columnIndex(QStringLiteral("GM_to_UB_datas(KB)"))), QStringLiteral("352.000000"));
}

// Thousands of profile folders repeat a few headers byte for byte; each file still gets its own
// columns, counts, kind (by its name too) and every complaint its header earns.
void TestMsprofCsv::repeatedHeadersReadAlike()
{
    const QByteArray header = "Op Name,Task Duration(us),aic_mte2_ratio,Block Dim,\n";
    const MsprofCsv first = MsprofCsv::parse(header + "k,10.5,0.25,8,\n", QStringLiteral("a/OpBasicInfo.csv"));
    const MsprofCsv second = MsprofCsv::parse(header + "k,n/a,0.5,8,\nk,3,0.5,8,\n", QStringLiteral("b/OpBasicInfo.csv"));
    const MsprofCsv renamed = MsprofCsv::parse(header + "k,1,0.5,8,\n", QStringLiteral("c/PipeUtilization.csv"));
    QCOMPARE(first.columns().size(), 4);
    QCOMPARE(second.columns().size(), 4);
    for (qsizetype c = 0; c < first.columns().size(); ++c) {
        QCOMPARE(second.columns().at(c).name, first.columns().at(c).name);
        QCOMPARE(second.columns().at(c).key, first.columns().at(c).key);
        QCOMPARE(second.columns().at(c).unit, first.columns().at(c).unit);
    }
    QCOMPARE(first.columns().at(1).unit, MsprofCsv::Unit::Microseconds);
    QCOMPARE(first.columns().at(1).numberCount, 1);
    QCOMPARE(second.columns().at(1).numberCount, 1); // its own counts, not the first file's
    QCOMPARE(second.columns().at(1).notAvailableCount, 1);
    QVERIFY(first.hasTrailingComma() && second.hasTrailingComma());
    QCOMPARE(first.fileKind(), second.fileKind());
    QCOMPARE(first.fileKind(), MsprofCsv::FileKind::OpBasicInfo);
    QCOMPARE(first.diagnostics().size(), second.diagnostics().size());
    // The same header under another file's name: its kind disagrees, and it says so.
    QVERIFY(renamed.diagnostics().size() > first.diagnostics().size());

    // A header that earns a complaint earns it in every file.
    const QByteArray twice = "Op Name,Op Name,Task Duration(us),\nk,k,1,\n";
    for (const QString &name : {QStringLiteral("d/OpBasicInfo.csv"), QStringLiteral("e/OpBasicInfo.csv")}) {
        const MsprofCsv csv = MsprofCsv::parse(twice, name);
        QVERIFY2(std::any_of(csv.diagnostics().cbegin(), csv.diagnostics().cend(),
                             [](const Diagnostic &d) { return d.message.contains(QLatin1String("appears twice")); }),
                 qPrintable(name));
    }
}

void TestMsprofCsv::opSummary()
{
    const MsprofCsv a3 = readSample(a3Summary);
    QCOMPARE(a3.headerVersion(), Version::Cann9);
    QVERIFY(a3.columnIndex(QStringLiteral("Block Num")) >= 0);
    QCOMPARE(a3.columnIndex(QStringLiteral("Block Dim")), -1);
    QCOMPARE(a3.number(0, a3.columnIndex({QStringLiteral("Block Dim"), QStringLiteral("Block Num")})), 96.0);
    QCOMPARE(a3.number(0, a3.columnIndex(QStringLiteral("Mix Block Num"))), 192.0);
    // The start time carries a TAB inside the field; it is still a number.
    const int start = a3.columnIndex(QStringLiteral("Task Start Time(us)"));
    const MsprofCsv::Value value = a3.value(0, start);
    QCOMPARE(value.kind, CellKind::Number);
    QCOMPARE(value.text, QStringLiteral("1786695371981107.140"));
    QVERIFY(qAbs(value.number - 1786695371981107.14) < 0.5);
    QCOMPARE(a3.number(0, a3.columnIndex(QStringLiteral("Task Duration(us)"))), 300.0);
    QCOMPARE(a3.text(0, a3.columnIndex(QStringLiteral("Task Duration(us)"))), QStringLiteral("300.000"));
    QCOMPARE(a3.cellKind(0, a3.columnIndex(QStringLiteral("OP State"))), CellKind::NotAvailable);
    QCOMPARE(a3.text(0, a3.columnIndex(QStringLiteral("OP State"))), QStringLiteral("N/A"));
    QCOMPARE(a3.columns().at(a3.columnIndex(QStringLiteral("cube_utilization(%)"))).unit, Unit::Percent);
    QCOMPARE(a3.columns().at(a3.columnIndex(QStringLiteral("aic_mac_ratio"))).unit, Unit::Fraction);

    const MsprofCsv cann83 = readSample(cann83Summary);
    QCOMPARE(cann83.headerVersion(), Version::Cann8);
    QCOMPARE(cann83.number(1, cann83.columnIndex(QStringLiteral("Block Dim"))), 256.0);
    QCOMPARE(cann83.number(0, cann83.columnIndex(QStringLiteral("Task Duration(us)"))), 87139.38);
    QCOMPARE(cann83.text(1, cann83.columnIndex(QStringLiteral("Task Start Time(us)"))),
             QStringLiteral("1780676244407387.120"));
}

void TestMsprofCsv::simulatorCsv()
{
    const MsprofCsv csv = readSample(simulatorInstr);
    QVERIFY(!csv.hasTrailingComma());
    const int detail = csv.columnIndex(QStringLiteral("detail"));
    QCOMPARE(detail, 6);
    QCOMPARE(csv.text(0, detail), QStringLiteral("Src:UB,Dst:OUT,XD:X13=0x11301800,XN:X15=0x400,XM:X14=0x80010,id:7"));
    QCOMPARE(csv.cellKind(0, detail), CellKind::Text);
    QCOMPARE(csv.text(0, csv.columnIndex(QStringLiteral("instr"))), QStringLiteral("MOV_UB_TO_OUT"));
    QCOMPARE(csv.number(0, csv.columnIndex(QStringLiteral("addr"))), 288400416.0);
    QCOMPARE(csv.number(0, csv.columnIndex(QStringLiteral("cycles"))), 5391.0);
    QCOMPARE(csv.columns().at(csv.columnIndex(QStringLiteral("running_time(us)"))).unit, Unit::Microseconds);
    QCOMPARE(csv.columns().at(csv.columnIndex(QStringLiteral("call_count"))).unit, Unit::Count);

    const MsprofCsv escaped = MsprofCsv::parse("a,detail\n1,\"say \"\"hi\"\", twice\"\n", QStringLiteral("x.csv"));
    QVERIFY2(problems(escaped.diagnostics()).isEmpty(), qPrintable(describe(escaped.diagnostics())));
    QCOMPARE(escaped.text(0, 1), QStringLiteral("say \"hi\", twice"));
}

void TestMsprofCsv::units_data()
{
    QTest::addColumn<QString>("header");
    QTest::addColumn<Unit>("unit");
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("estimate");

    QTest::newRow("us") << QStringLiteral("aic_time(us)") << Unit::Microseconds << QStringLiteral("aic_time") << false;
    QTest::newRow("GB/s") << QStringLiteral("aiv_mte2_active_bw(GB/s)") << Unit::GigabytesPerSecond
                          << QStringLiteral("aiv_mte2_active_bw") << false;
    QTest::newRow("KB") << QStringLiteral("read_main_memory_datas(KB)") << Unit::Kilobytes
                        << QStringLiteral("read_main_memory_datas") << false;
    QTest::newRow("percent") << QStringLiteral("aic_total_hit_rate(%)") << Unit::Percent
                             << QStringLiteral("aic_total_hit_rate") << false;
    QTest::newRow("percent estimate") << QStringLiteral("L1_to_GM_bw_usage_rate(%)(estimate)") << Unit::Percent
                                      << QStringLiteral("L1_to_GM_bw_usage_rate") << true;
    QTest::newRow("ratio is a fraction") << QStringLiteral("aiv_vec_ratio") << Unit::Fraction
                                         << QStringLiteral("aiv_vec_ratio") << false;
    QTest::newRow("miss rate is a fraction")
        << QStringLiteral("aic_icache_miss_rate") << Unit::Fraction << QStringLiteral("aic_icache_miss_rate") << false;
    QTest::newRow("frequency") << QStringLiteral("Rated Freq") << Unit::Megahertz << QStringLiteral("Rated Freq")
                               << false;
    QTest::newRow("cycles") << QStringLiteral("aic_total_cycles") << Unit::Cycles << QStringLiteral("aic_total_cycles")
                            << false;
    QTest::newRow("instructions") << QStringLiteral("aiv_mte2_instructions") << Unit::Count
                                  << QStringLiteral("aiv_mte2_instructions") << false;
    QTest::newRow("cache counter") << QStringLiteral("aic_r0_read_cache_hit") << Unit::Count
                                   << QStringLiteral("aic_r0_read_cache_hit") << false;
    QTest::newRow("space before unit") << QStringLiteral("Task Wait Time(us)") << Unit::Microseconds
                                       << QStringLiteral("Task Wait Time") << false;
    QTest::newRow("plain") << QStringLiteral("sub_block_id") << Unit::None << QStringLiteral("sub_block_id") << false;
    QTest::newRow("unknown group kept") << QStringLiteral("foo(bar)") << Unit::None << QStringLiteral("foo(bar)")
                                        << false;
}

void TestMsprofCsv::units()
{
    QFETCH(QString, header);
    QFETCH(Unit, unit);
    QFETCH(QString, key);
    QFETCH(bool, estimate);
    QString actualKey;
    bool actualEstimate = false;
    QCOMPARE(MsprofCsv::unitForHeader(header, &actualKey, &actualEstimate), unit);
    QCOMPARE(actualKey, key);
    QCOMPARE(actualEstimate, estimate);
}

void TestMsprofCsv::fileNames_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QString>("metric");
    QTest::addColumn<Kind>("kind");

    QTest::newRow("flat") << QStringLiteral("PipeUtilization.csv") << QStringLiteral("PipeUtilization")
                          << Kind::PipeUtilization;
    QTest::newRow("nested") << QStringLiteral("OpBasicInfo_20260730130344937.csv") << QStringLiteral("OpBasicInfo")
                            << Kind::OpBasicInfo;
    QTest::newRow("with dir") << QStringLiteral("a/b/MemoryL0_20260730130344937.csv") << QStringLiteral("MemoryL0")
                              << Kind::MemoryL0;
    QTest::newRow("op_summary") << QStringLiteral("op_summary_20260605161737.csv") << QStringLiteral("op_summary")
                                << Kind::OpSummary;
    QTest::newRow("op_summary copied") << QStringLiteral("op_summary.csv") << QStringLiteral("op_summary")
                                       << Kind::OpSummary;
    QTest::newRow("task_time") << QStringLiteral("task_time_20260605161737.csv") << QStringLiteral("task_time")
                               << Kind::TaskTime;
    QTest::newRow("simulator") << QStringLiteral("core0.veccore0_code_exe_20240429111143146.csv")
                               << QStringLiteral("core0.veccore0_code_exe") << Kind::SimulatorCode;
    QTest::newRow("instr") << QStringLiteral("core3.veccore0_instr_exe.csv")
                           << QStringLiteral("core3.veccore0_instr_exe") << Kind::SimulatorInstructions;
    QTest::newRow("other") << QStringLiteral("kernel_details.csv") << QStringLiteral("kernel_details") << Kind::Unknown;
    // Only a 17- or 14-digit timestamp after an underscore is dropped.
    QTest::newRow("15 digits") << QStringLiteral("PipeUtilization_202607301303449.csv")
                               << QStringLiteral("PipeUtilization_202607301303449") << Kind::Unknown;
    QTest::newRow("18 digits") << QStringLiteral("PipeUtilization_202607301303449370.csv")
                               << QStringLiteral("PipeUtilization_202607301303449370") << Kind::Unknown;
    QTest::newRow("no underscore") << QStringLiteral("PipeUtilization20260730130344937.csv")
                                   << QStringLiteral("PipeUtilization20260730130344937") << Kind::Unknown;
    QTest::newRow("only a timestamp") << QStringLiteral("_20260730130344.csv") << QString() << Kind::Unknown;
    QTest::newRow("upper-case extension")
        << QStringLiteral("dir/OpBasicInfo_20260730130344.CSV") << QStringLiteral("OpBasicInfo") << Kind::OpBasicInfo;
    QTest::newRow("no extension") << QStringLiteral("OpBasicInfo_20260730130344") << QStringLiteral("OpBasicInfo")
                                  << Kind::OpBasicInfo;
    QTest::newRow("a folder") << QStringLiteral("dir/") << QString() << Kind::Unknown;
    // The pattern's '$' also matched before one final newline: the timestamp goes, the newline stays.
    QTest::newRow("timestamp before a final newline")
        << QStringLiteral("OpBasicInfo_20260730130344\n") << QStringLiteral("OpBasicInfo\n") << Kind::Unknown;
    QTest::newRow("two final newlines") << QStringLiteral("OpBasicInfo_20260730130344\n\n")
                                        << QStringLiteral("OpBasicInfo_20260730130344\n\n") << Kind::Unknown;
}

void TestMsprofCsv::fileNames()
{
    QFETCH(QString, fileName);
    QFETCH(QString, metric);
    QFETCH(Kind, kind);
    QCOMPARE(MsprofCsv::metricName(fileName), metric);
    QCOMPARE(MsprofCsv::kindForFileName(fileName), kind);
}

void TestMsprofCsv::malformed_data()
{
    QTest::addColumn<QString>("file"); // under tests/data/msprof/csv, or inline text after "inline:"
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("rows");

    QTest::newRow("too many fields") << QStringLiteral("wrong_column_count.csv")
                                     << QStringLiteral("msprof.csv.column-count") << 4 << 0 << 2;
    QTest::newRow("too few fields") << QStringLiteral("inline:a,b,c,\n1,2,3,\n4,5,\n6,7,8,\n")
                                    << QStringLiteral("msprof.csv.column-count") << 3 << 0 << 2;
    QTest::newRow("unterminated quote") << QStringLiteral("malformed_row.csv")
                                        << QStringLiteral("msprof.csv.malformed-row") << 3 << 28 << 1;
    QTest::newRow("text after quote") << QStringLiteral("inline:instr,detail\nVSUB,\"x\"y\nVADD,\"z\"\n")
                                      << QStringLiteral("msprof.csv.malformed-row") << 2 << 9 << 1;
    QTest::newRow("unknown header") << QStringLiteral("unknown_header.csv")
                                    << QStringLiteral("msprof.csv.unknown-header") << 1 << 0 << 1;
    QTest::newRow("empty file") << QStringLiteral("empty.csv") << QStringLiteral("msprof.csv.empty-file") << 1 << 0
                                << 0;
    QTest::newRow("blank lines only") << QStringLiteral("inline:\n  \n\n") << QStringLiteral("msprof.csv.empty-file")
                                      << 1 << 0 << 0;
    QTest::newRow("empty header") << QStringLiteral("empty_header.csv") << QStringLiteral("msprof.csv.empty-header")
                                  << 1 << 0 << 1;
    QTest::newRow("unnamed column") << QStringLiteral("inline:a,,c\n1,2,3\n") << QStringLiteral("msprof.csv.bad-header")
                                    << 1 << 2 << 1;
    QTest::newRow("duplicate column") << QStringLiteral("inline:x,y,x\n1,2,3\n")
                                      << QStringLiteral("msprof.csv.bad-header") << 1 << 3 << 1;
    QTest::newRow("missing file") << QStringLiteral("does_not_exist.csv") << QStringLiteral("msprof.csv.missing-file")
                                  << 0 << 0 << 0;
    QTest::newRow("misnamed") << QStringLiteral("inline:Op Name,Op Type,Task Duration(us),\nk,mix,1.000000,\n")
                              << QStringLiteral("msprof.csv.unknown-header") << 1 << 0 << 1;
}

void TestMsprofCsv::malformed()
{
    QFETCH(QString, file);
    QFETCH(QString, code);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(int, rows);

    MsprofCsv csv;
    QString displayPath;
    if (file.startsWith(QLatin1String("inline:"))) {
        // "misnamed" pretends to be a PipeUtilization.csv holding an OpBasicInfo header.
        displayPath = QString::fromLatin1(QTest::currentDataTag()) == QLatin1String("misnamed")
            ? QStringLiteral("perf_opt/profiles/x/PipeUtilization.csv")
            : QStringLiteral("perf_opt/profiles/x/inline.csv");
        csv = MsprofCsv::parse(file.mid(7).toUtf8(), displayPath);
    } else {
        displayPath = QStringLiteral("tests/data/msprof/csv/") + file;
        csv = MsprofCsv::read(dataDir + QLatin1Char('/') + file, displayPath);
    }
    const auto it = std::find_if(csv.diagnostics().cbegin(), csv.diagnostics().cend(),
                                 [&](const Diagnostic &d) { return d.code == code; });
    QVERIFY2(it != csv.diagnostics().cend(), qPrintable(describe(csv.diagnostics())));
    QCOMPARE(it->file, displayPath);
    QCOMPARE(it->line, line);
    QCOMPARE(it->column, column);
    QVERIFY(!it->message.isEmpty());
    QCOMPARE(csv.rowCount(), rows);
}

void TestMsprofCsv::notAvailableValues()
{
    const MsprofCsv csv = MsprofCsv::read(dataDir + QStringLiteral("/na_values.csv"), QStringLiteral("na_values.csv"));
    QVERIFY2(csv.diagnostics().isEmpty(), qPrintable(describe(csv.diagnostics())));
    const int mix = csv.columnIndex(QStringLiteral("Mix Block Dim"));
    const int pid = csv.columnIndex(QStringLiteral("Pid"));
    const int freq = csv.columnIndex(QStringLiteral("Current Freq"));
    QCOMPARE(csv.cellKind(0, mix), CellKind::NotAvailable);
    QCOMPARE(csv.text(0, mix), QStringLiteral("NA"));
    QCOMPARE(csv.cellKind(0, pid), CellKind::NotAvailable);
    QCOMPARE(csv.text(0, pid), QStringLiteral("N/A"));
    QCOMPARE(csv.cellKind(0, freq), CellKind::NotAvailable);
    QVERIFY(std::isnan(csv.number(0, freq)));
    QCOMPARE(csv.columns().at(freq).notAvailableCount, 1);
    QCOMPARE(csv.number(0, csv.columnIndex(QStringLiteral("Rated Freq"))), 1800.0);

    const MsprofCsv header = MsprofCsv::read(dataDir + QStringLiteral("/header_only.csv"), QStringLiteral("h.csv"));
    QVERIFY(header.diagnostics().isEmpty()); // valid for a CSV; OpBasicInfo rules are ProfileIndex's
    QCOMPARE(header.rowCount(), 0);
    QCOMPARE(header.columnCount(), 9);
}

void TestMsprofCsv::eightColumnOpBasicInfo()
{
    const MsprofCsv csv
        = MsprofCsv::read(dataDir + QStringLiteral("/opbasicinfo_8col.csv"), QStringLiteral("OpBasicInfo.csv"));
    QVERIFY2(csv.diagnostics().isEmpty(), qPrintable(describe(csv.diagnostics())));
    QCOMPARE(csv.fileKind(), Kind::OpBasicInfo);
    QCOMPARE(csv.columnCount(), 8);
    QCOMPARE(csv.columnIndex(QStringLiteral("Mix Block Dim")), -1);
    QCOMPARE(csv.number(0, csv.columnIndex(QStringLiteral("Task Duration(us)"))), 31.02);
    QCOMPARE(csv.text(0, csv.columnIndex(QStringLiteral("Op Type"))), QStringLiteral("AiCore"));
}

void TestMsprofCsv::dialectTolerance()
{
    // BOM, CRLF, a row without the trailing comma, a blank line and padded cells.
    const QByteArray bytes = "\xEF\xBB\xBF"
                             "block_id,sub_block_id,aic_time(us),\r\n"
                             "0,cube0,1.500000,\r\n"
                             "\r\n"
                             "1,cube0, 2.250000\r\n"
                             "2,cube0,-3e2,\r\n";
    const MsprofCsv csv = MsprofCsv::parse(bytes, QStringLiteral("t.csv"));
    QVERIFY2(problems(csv.diagnostics()).isEmpty(), qPrintable(describe(csv.diagnostics())));
    QCOMPARE(csv.columns().at(0).name, QStringLiteral("block_id"));
    QCOMPARE(csv.rowCount(), 3);
    QCOMPARE(csv.line(1), 4);
    QCOMPARE(csv.number(1, 2), 2.25);
    QCOMPARE(csv.text(1, 2), QStringLiteral("2.250000"));
    QCOMPARE(csv.number(2, 2), -300.0);
    QCOMPARE(csv.text(0, 1), QStringLiteral("cube0"));

    const MsprofCsv words = MsprofCsv::parse("a,b\nnan,inf\n", QStringLiteral("w.csv"));
    QCOMPARE(words.cellKind(0, 0), CellKind::Text); // not numbers in a CSV
    QCOMPARE(words.cellKind(0, 1), CellKind::Text);
}

// Classic Mac line ends (a CR alone), which Python's csv module reads as line ends: rows as usual,
// and said once; CRLF is no such file.
void TestMsprofCsv::bareCarriageReturns()
{
    const QByteArray bytes = "Op Name,Op Type,Task Duration(us),Block Dim\r"
                             "main_kernel,mix,31.420000,24\r"
                             "\r"
                             "other,vector,\"1,5\",8\r";
    const MsprofCsv csv = MsprofCsv::parse(bytes, QStringLiteral("OpBasicInfo.csv"));
    QCOMPARE(csv.rowCount(), 2);
    QCOMPARE(csv.line(1), 4);
    QCOMPARE(csv.number(0, csv.columnIndex(QStringLiteral("Task Duration(us)"))), 31.42);
    QCOMPARE(csv.text(1, 2), QStringLiteral("1,5"));
    QCOMPARE(csv.diagnostics().size(), 1);
    QCOMPARE(csv.diagnostics().first().code, QStringLiteral("msprof.csv.bare-cr"));
    QCOMPARE(csv.diagnostics().first().severity, Diagnostic::Severity::Warning);

    const MsprofCsv crlf = MsprofCsv::parse("a,b\r\n1,2\r\n", QStringLiteral("w.csv"));
    QCOMPARE(crlf.rowCount(), 1);
    for (const Diagnostic &d : crlf.diagnostics())
        QVERIFY2(d.code != QStringLiteral("msprof.csv.bare-cr"), qPrintable(d.message));
}

// A number a double cannot hold is still a number as written, but no value: which way it fails is
// said, so a reader can tell 1e400 (above 0) from 0.
void TestMsprofCsv::numbersOutOfRange_data()
{
    using Range = MsprofCsv::Value::Range;
    QTest::addColumn<QByteArray>("written");
    QTest::addColumn<Range>("range");
    QTest::newRow("overflow") << QByteArray("1e400") << Range::TooLarge;
    QTest::newRow("overflow, negative") << QByteArray("-1e400") << Range::TooLarge;
    QTest::newRow("overflow by its digits") << QByteArray("20e307") << Range::TooLarge;
    QTest::newRow("overflow, huge exponent") << QByteArray("1e99999999999999999999") << Range::TooLarge;
    QTest::newRow("underflow") << QByteArray("1e-400") << Range::TooSmall;
    QTest::newRow("underflow, fraction") << QByteArray("0.0001e-320") << Range::TooSmall;
    QTest::newRow("underflow, large mantissa") << QByteArray("1000e-330") << Range::TooSmall;
    QTest::newRow("largest double") << QByteArray("1.7e308") << Range::Representable;
    QTest::newRow("subnormal") << QByteArray("1e-310") << Range::Representable;
    QTest::newRow("zero with an exponent") << QByteArray("0e999") << Range::Representable;
    QTest::newRow("plain") << QByteArray("31.420000") << Range::Representable;
}

void TestMsprofCsv::numbersOutOfRange()
{
    QFETCH(QByteArray, written);
    QFETCH(MsprofCsv::Value::Range, range);
    const MsprofCsv csv = MsprofCsv::parse("a,b,\nx," + written + ",\n", QStringLiteral("r.csv"));
    const MsprofCsv::Value value = csv.value(0, 1);
    QCOMPARE(value.kind, CellKind::Number);
    QCOMPARE(value.text, QString::fromLatin1(written));
    QCOMPARE(value.range, range);
    QCOMPARE(std::isfinite(value.number), range == MsprofCsv::Value::Range::Representable);
}

// A quoted field may run over line ends, as Python's csv reads it (a simulator's detail column).
void TestMsprofCsv::quotedLineEnds()
{
    const QByteArray bytes = "instr,pipe,cycles,detail\n"
                             "VADD,VECTOR,10,\"Src:UB,\nDst:OUT\"\n"
                             "VMUL,VECTOR,20,\"a\r\n\r\nb\"\"c\"\r\n"
                             "VSUB,VECTOR,30,plain\n";
    const MsprofCsv csv = MsprofCsv::parse(bytes, QStringLiteral("core0_instr_exe.csv"));
    QVERIFY2(problems(csv.diagnostics()).isEmpty(), qPrintable(describe(csv.diagnostics())));
    QCOMPARE(csv.rowCount(), 3);
    QCOMPARE(csv.text(0, 3), QStringLiteral("Src:UB,\nDst:OUT"));
    QCOMPARE(csv.text(1, 3), QStringLiteral("a\r\n\r\nb\"c"));
    QCOMPARE(csv.number(1, 2), 20.0);
    QCOMPARE(csv.rawLine(1), QByteArrayView("VMUL,VECTOR,20,\"a\r\n\r\nb\"\"c\""));
    // Each row at its first line; the one after the two multi-line rows at line 7.
    QCOMPARE(csv.line(0), 2);
    QCOMPARE(csv.line(1), 4);
    QCOMPARE(csv.line(2), 7);
    QCOMPARE(csv.text(2, 3), QStringLiteral("plain"));

    // The last row ends at the end of the file, on its closing quote.
    const MsprofCsv last = MsprofCsv::parse("a,b\n1,\"x\ny\"", QStringLiteral("l.csv"));
    QVERIFY2(problems(last.diagnostics()).isEmpty(), qPrintable(describe(last.diagnostics())));
    QCOMPARE(last.rowCount(), 1);
    QCOMPARE(last.text(0, 1), QStringLiteral("x\ny"));

    // A quote still open at the end of the file, or one whose longer row does not parse, is the
    // physical line's error: the rows after it still load, at their own lines.
    const MsprofCsv open = MsprofCsv::parse("a,b\n1,\"x\n2,3\n", QStringLiteral("o.csv"));
    QCOMPARE(open.rowCount(), 1);
    QCOMPARE(open.line(0), 3);
    QCOMPARE(open.number(0, 1), 3.0);
    QCOMPARE(problems(open.diagnostics()).size(), 1);
    QCOMPARE(problems(open.diagnostics()).first().code, QStringLiteral("msprof.csv.malformed-row"));
    QCOMPARE(problems(open.diagnostics()).first().line, 2);
    const MsprofCsv stray = MsprofCsv::parse("a,b\n1,\"x\n2,\"y\"z\n4,5\n", QStringLiteral("s.csv"));
    QCOMPARE(stray.rowCount(), 1);
    QCOMPARE(stray.line(0), 4);
    QCOMPARE(problems(stray.diagnostics()).first().line, 2);

    // Past Python's field size limit a quoted field does not run on: the line is the row.
    const QByteArray longField = "a,b\n1,\"" + QByteArray(200 * 1024, 'x') + "\n2,3\n4,\"y\"\n";
    const MsprofCsv capped = MsprofCsv::parse(longField, QStringLiteral("c.csv"));
    QCOMPARE(capped.rowCount(), 2);
    QCOMPARE(capped.line(0), 3);
    QCOMPARE(capped.text(1, 1), QStringLiteral("y"));
    QCOMPARE(problems(capped.diagnostics()).first().line, 2);

    // From every line start a quote opens a field that never ends ('a' '"' ',' '"' then the next
    // line): one bounded scan, then the lines are rows alone, each an error (a scan to the end of
    // the file per line took hours on a megabyte).
    const MsprofCsv hostile = MsprofCsv::parse("a,b\n" + QByteArray("a\",\"\n").repeated(200000), QStringLiteral("q.csv"));
    QCOMPARE(hostile.rowCount(), 0);
    QCOMPARE(problems(hostile.diagnostics()).first().line, 2);
    QCOMPARE(hostile.diagnostics().last().code, QStringLiteral("msprof.csv.more-problems"));

    // A BOM before a quoted header name over two lines.
    const MsprofCsv bom = MsprofCsv::parse("\xEF\xBB\xBF\"a\nb\",c\n1,2\n", QStringLiteral("b.csv"));
    QCOMPARE(bom.columns().first().name, QStringLiteral("a\nb"));
    QCOMPARE(bom.rowCount(), 1);

    // A quoted header name over two lines.
    const MsprofCsv header = MsprofCsv::parse("\"a\nb\",c\n1,2\n", QStringLiteral("h.csv"));
    QCOMPARE(header.columns().first().name, QStringLiteral("a\nb"));
    QCOMPARE(header.line(0), 3);
}

// A streamed file (read in 4 MiB chunks) whose multi-line row straddles a chunk's end.
void TestMsprofCsv::quotedLineEndsAcrossChunks()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("core0_instr_exe.csv"));
    const QByteArray header = "instr,pipe,cycles,detail\n";
    const QByteArray row = "VADD,VECTOR,7,\"Src:UB,\nDst:OUT,id:1\"\n";
    const qint64 chunk = 4 * 1024 * 1024;
    // Pad the first row so that the first chunk ends right after the line end inside row k's
    // quoted field: header + first + (k - 1) rows + that row's first line is one chunk.
    const qint64 inRow = row.indexOf('\n') + 1;
    const qint64 room = chunk - qint64(header.size()) - qint64(row.size()) - inRow;
    const qint64 rowsBefore = room / row.size(); // k - 1
    const QByteArray first
        = "VADD,VECTOR,7,\"" + QByteArray(room - rowsBefore * row.size(), 'p') + "Src:UB,\nDst:OUT,id:1\"\n";
    QCOMPARE(qint64(header.size() + first.size()) + rowsBefore * row.size() + inRow, chunk);
    const qint64 rows = rowsBefore + 1 + 10;
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(header);
        file.write(first);
        for (qint64 i = 1; i < rows; ++i)
            file.write(row);
    }
    const MsprofCsv csv = MsprofCsv::read(path, QStringLiteral("core0_instr_exe.csv"));
    QVERIFY2(problems(csv.diagnostics()).isEmpty(), qPrintable(describe(csv.diagnostics())));
    QCOMPARE(csv.rowCount(), rows);
    for (qint64 r = 1; r < rows; ++r) {
        if (csv.text(r, 3) != QStringLiteral("Src:UB,\nDst:OUT,id:1"))
            QFAIL(qPrintable(QStringLiteral("row %1: %2").arg(r).arg(csv.text(r, 3))));
    }
    QCOMPARE(csv.line(rows - 1), int(2 + 2 * (rows - 1)));
}

void TestMsprofCsv::diagnosticsAreCapped()
{
    QByteArray bytes = "block_id,aic_cube_time(us),\n";
    for (int i = 0; i < 30; ++i)
        bytes += "1,\n";
    MsprofCsv::Options options;
    options.maxDiagnostics = 5;
    const MsprofCsv csv = MsprofCsv::parse(bytes, QStringLiteral("c.csv"), options);
    QCOMPARE(csv.diagnostics().size(), 6);
    QCOMPARE(csv.diagnostics().at(4).line, 6);
    QCOMPARE(csv.diagnostics().last().code, QStringLiteral("msprof.csv.more-problems"));
    QVERIFY(csv.diagnostics().last().message.contains(QLatin1String("25")));
}

void TestMsprofCsv::progressAndCancel()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("PipeUtilization.csv"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("block_id,sub_block_id,aic_time(us),aiv_time(us),\n");
        const QByteArray row = "17,vector1,NA,26.777576,\n";
        QByteArray block;
        for (int i = 0; i < 10000; ++i)
            block += row;
        while (file.size() < 10 * 1024 * 1024)
            file.write(block);
    }
    const qint64 size = QFileInfo(path).size();
    const qint64 rows = (size - 49) / 25;

    QList<qint64> reports;
    MsprofCsv::Options options;
    options.progress = [&](qint64 done, qint64 total) {
        reports.append(done);
        return total == size;
    };
    const MsprofCsv full = MsprofCsv::read(path, QStringLiteral("p.csv"), options);
    QVERIFY(!full.wasCancelled());
    QVERIFY2(problems(full.diagnostics()).isEmpty(), qPrintable(describe(full.diagnostics())));
    QCOMPARE(full.rowCount(), rows);
    QVERIFY(reports.size() >= 3);
    QCOMPARE(reports.last(), size);
    QVERIFY(std::is_sorted(reports.cbegin(), reports.cend()));
    QCOMPARE(full.number(rows - 1, 3), 26.777576);

    options.progress = [](qint64, qint64) {
        return false;
    };
    const MsprofCsv cancelled = MsprofCsv::read(path, QStringLiteral("p.csv"), options);
    QVERIFY(cancelled.wasCancelled());
    QVERIFY(cancelled.rowCount() > 0);
    QVERIFY(cancelled.rowCount() < rows);
    QVERIFY(cancelled.byteSize() < size);
    QVERIFY2(problems(cancelled.diagnostics()).isEmpty(), qPrintable(describe(cancelled.diagnostics())));
}

void TestMsprofCsv::headerOnlyRead()
{
    MsprofCsv::Options options;
    options.maxRows = 0;
    const MsprofCsv csv
        = MsprofCsv::read(a3Run + QStringLiteral("/PipeUtilization.csv"), QStringLiteral("p.csv"), options);
    QCOMPARE(csv.columnCount(), 48);
    QCOMPARE(csv.rowCount(), 0);
    QVERIFY(csv.isTruncated());
    QCOMPARE(csv.headerVersion(), Version::Cann9);

    options.maxRows = 5;
    const MsprofCsv five
        = MsprofCsv::read(a3Run + QStringLiteral("/PipeUtilization.csv"), QStringLiteral("p.csv"), options);
    QCOMPARE(five.rowCount(), 5);
    QVERIFY(five.isTruncated());
}

QTEST_GUILESS_MAIN(TestMsprofCsv)
#include "tst_msprofcsv.moc"
