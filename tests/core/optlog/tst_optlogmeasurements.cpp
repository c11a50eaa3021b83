// SPDX-License-Identifier: MIT
// Durations read from opt_log tables for runs without records: workload names matched across
// tables, restatements kept once, and numbers the three real logs state.
#include "optlog/optlogmeasurements.h"
#include "optlog/optlogparser.h"
#include "records/derivedseries.h"

#include <QTest>

namespace {

OptLog corpusLog(const char *name)
{
    const QString path = QStringLiteral(PERFOPT_SHARED_DIR "/corpus/opt_logs/") + QLatin1String(name);
    return OptLogParser::parseFile(path, QLatin1String(name));
}

const SeriesPoint *pointOf(const WorkloadSeries *s, const QString &candidate)
{
    if (!s)
        return nullptr;
    for (const SeriesPoint &p : s->points)
        if (p.candidateId == candidate)
            return &p;
    return nullptr;
}

} // namespace

class TestOptLogMeasurements : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cleanName_data();
    void cleanName();
    void matchWorkload_data();
    void matchWorkload();
    void adaLayerNorm();
    void lerpTensor();
    void ssdChunkScanWideTables();
    void restatementsKeptOnce();
    void logWithoutTables();
    void millisecondColumn();
    void wideColumnNamedLikeAUnit();
};

void TestOptLogMeasurements::cleanName_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("clean");
    QTest::newRow("shape note") << QStringLiteral("smoke-dit/fp32 (64×1152)") << QStringLiteral("smoke-dit/fp32");
    QTest::newRow("full width") << QStringLiteral("v1_bm4（best）") << QStringLiteral("v1_bm4");
    QTest::newRow("bold") << QStringLiteral("**v1_pipe**") << QStringLiteral("v1_pipe");
    QTest::newRow("current best") << QStringLiteral("baseline（current best）") << QStringLiteral("baseline");
    QTest::newRow("plain") << QStringLiteral("  v2_ubreuse ") << QStringLiteral("v2_ubreuse");
}

void TestOptLogMeasurements::cleanName()
{
    QFETCH(QString, text);
    QFETCH(QString, clean);
    QCOMPARE(OptLogMeasurements::cleanName(text), clean);
}

void TestOptLogMeasurements::matchWorkload_data()
{
    QTest::addColumn<QString>("written");
    QTest::addColumn<QStringList>("known");
    QTest::addColumn<int>("expected");
    const QStringList ada = {QStringLiteral("smoke-dit/fp32"),     QStringLiteral("smoke-dit/fp16"),
                             QStringLiteral("dit-xl-2/fp16"),      QStringLiteral("llama-prefill/fp16"),
                             QStringLiteral("llama-prefill/bf16"), QStringLiteral("llama-decode/bf16")};
    QTest::newRow("same name") << QStringLiteral("dit-xl-2/fp16") << ada << 2;
    QTest::newRow("shape note") << QStringLiteral("llama-prefill/fp16 (2048×4096)") << ada << 3;
    QTest::newRow("short word") << QStringLiteral("prefill/fp16") << ada << 3;
    QTest::newRow("first word wins") << QStringLiteral("dit/fp16") << ada << 2;
    QTest::newRow("suffix word") << QStringLiteral("decode/bf16") << ada << 5;
    QTest::newRow("no such dtype") << QStringLiteral("decode/fp16") << ada << -1;
    QTest::newRow("ambiguous") << QStringLiteral("prefill") << ada << -1;
    QTest::newRow("empty") << QString() << ada << -1;
    const QStringList ssd
        = {QStringLiteral("b1-c2-L64-h4-p64-n32-fp16"), QStringLiteral("b2-c4-L64-h8-p64-n64-fp16"),
           QStringLiteral("latency-130m-4k"), QStringLiteral("latency-2p7b-4k"), QStringLiteral("longctx-130m-32k")};
    QTest::newRow("abbreviation") << QStringLiteral("b1c2L64fp16") << ssd << 0;
    QTest::newRow("abbreviated words") << QStringLiteral("lat130m") << ssd << 2;
    QTest::newRow("abbreviated 2p7b") << QStringLiteral("lat2p7b") << ssd << 3;
    QTest::newRow("lctx") << QStringLiteral("lctx130m") << ssd << 4;
    QTest::newRow("spaces for slashes") << QStringLiteral(
        "16m fp16") << QStringList({QStringLiteral("elementwise-16m/fp16"), QStringLiteral("elementwise-16m/fp32")})
                                        << 0;
}

void TestOptLogMeasurements::matchWorkload()
{
    QFETCH(QString, written);
    QFETCH(QStringList, known);
    QFETCH(int, expected);
    QCOMPARE(OptLogMeasurements::matchWorkload(written, known), expected);
}

void TestOptLogMeasurements::adaLayerNorm()
{
    const DerivedSeries d = OptLogMeasurements::series(corpusLog("ada_layer_norm.genA.opt_log.md"), 0.03);
    QCOMPARE(d.source, DerivedSeries::Source::LogTables);
    QCOMPARE(d.series.size(), 8); // the 8 manifest workloads of the baseline table
    // Baseline table: "llama-prefill/fp16 (2048×4096) | fp32_transit | … | 90.514".
    const WorkloadSeries *prefill = d.find(QStringLiteral("fp32_transit / llama-prefill/fp16"));
    QVERIFY(prefill);
    QCOMPARE(prefill->baselineUs, 90.514);
    // Round 1 comparison table writes "prefill/fp16": v1_bm2 58.27; round 2: v2_op1_bm2 39.81.
    QCOMPARE(pointOf(prefill, QStringLiteral("v1_bm2"))->durationUs, 58.27);
    QCOMPARE(pointOf(prefill, QStringLiteral("v1_bm2"))->round, 1);
    QCOMPARE(pointOf(prefill, QStringLiteral("v2_op1_bm2"))->durationUs, 39.81);
    QCOMPARE(prefill->bestAtRound(2), 39.81);
    // Final Confirmation (round 5) table: 40.522, the number the Final Summary states.
    QCOMPARE(prefill->finalUs, 40.522);
    QVERIFY(pointOf(prefill, QStringLiteral("final"))->isFinal);
    // "dit/fp16" is dit-xl-2 (not smoke-dit): v2_op1_bm7 8.76 in round 3 is the best.
    const WorkloadSeries *dit = d.find(QStringLiteral("fp32_transit / dit-xl-2/fp16"));
    QCOMPARE(dit->bestAtRound(3), 8.76);
    QCOMPARE(dit->bestSoFar.last().candidateId, QStringLiteral("v2_op1_bm7"));
    QVERIFY(!pointOf(d.find(QStringLiteral("fp32_transit / smoke-dit/fp16")), QStringLiteral("v2_op1_bm7")));
    QCOMPARE(d.find(QStringLiteral("fp32_direct / smoke-dit/fp32"))->baselineUs, 5.48);
}

void TestOptLogMeasurements::lerpTensor()
{
    const DerivedSeries d = OptLogMeasurements::series(corpusLog("lerp_tensor.genA.opt_log.md"), 0.03);
    QCOMPARE(d.series.size(), 10);
    // "**bs8192 / 16m fp32** | **165.17** | **156.51**": candidate and workload in one cell.
    const WorkloadSeries *fp32 = d.find(QStringLiteral("fp32_native / elementwise-16m/fp32"));
    QVERIFY(fp32);
    QCOMPARE(fp32->baselineUs, 165.17);
    QCOMPARE(pointOf(fp32, QStringLiteral("bs8192"))->durationUs, 156.51);
    QVERIFY(pointOf(fp32, QStringLiteral("bs8192"))->isRoundWinner);
    QCOMPARE(fp32->finalUs, 158.59); // the final table's merged median
    QCOMPARE(d.find(QStringLiteral("fp32_transit / elementwise-256m/fp16"))->baselineUs, 1710.07);
    // Branch rows listing several workloads in one cell cannot be attributed: counted, left out.
    QCOMPARE(d.notes.size(), 2);
}

void TestOptLogMeasurements::ssdChunkScanWideTables()
{
    const DerivedSeries d = OptLogMeasurements::series(corpusLog("ssd_chunk_scan.genB.opt_log.md"), 0.03);
    QCOMPARE(d.series.size(), 11);
    QCOMPARE(d.notes.size(), 1); // nothing left out
    // The baseline table names the kernel "ssd"; the final table its full path: one key each.
    const WorkloadSeries *lctx = d.find(QStringLiteral("ssd / longctx-130m-32k"));
    QVERIFY(lctx);
    QCOMPARE(lctx->baselineUs, 3493.22);
    // Round 1's wide table: the "lctx130m" column of round1_vbrchoist.
    QCOMPARE(pointOf(lctx, QStringLiteral("round1_vbrchoist"))->durationUs, 3098.85);
    QCOMPARE(lctx->bestAtRound(1), 3098.85);
    // Merge check: the second measurement of merged_r1_prevhoist.
    QCOMPARE(pointOf(lctx, QStringLiteral("merged_r1_prevhoist"))->durationUs, 3410.03);
    QCOMPARE(lctx->finalUs, 2961.78);
    QCOMPARE(d.find(QStringLiteral("ssd / serving-130m-4k"))->finalUs, 731.05);
}

void TestOptLogMeasurements::restatementsKeptOnce()
{
    const OptLogMeasurements read = OptLogMeasurements::read(corpusLog("ada_layer_norm.genA.opt_log.md"));
    // "v2_op1_bm8（best） | dit/fp16 | 9.55" in round 3 restates round 2's measurement.
    int count = 0;
    for (const OptLogMeasurement &m : read.measurements)
        if (m.workload == QLatin1String("dit-xl-2/fp16") && m.point.candidateId == QLatin1String("v2_op1_bm8")) {
            ++count;
            QCOMPARE(m.point.round, 2);
        }
    QCOMPARE(count, 1);
    for (const OptLogMeasurement &m : read.measurements)
        if (m.point.isBaseline)
            QCOMPARE(m.point.round, 0);
}

void TestOptLogMeasurements::logWithoutTables()
{
    const OptLog log = OptLogParser::parse(QByteArrayLiteral("# log\n\n## Iteration 1\n\nno numbers\n"),
                                           QStringLiteral("opt_log.md"));
    const OptLogMeasurements read = OptLogMeasurements::read(log);
    QVERIFY(read.measurements.isEmpty());
    QCOMPARE(read.unmatchedValues, 0);
}

// "Task Duration (ms)" with bare cells: every reader of the column converts to µs; a cell with its
// own unit keeps it.
void TestOptLogMeasurements::millisecondColumn()
{
    const QByteArray text = "# toy 调优日志\n\n## Baseline\n\n"
                            "| workload | Task Duration (ms) |\n|---|---:|\n| w1 | 0.02 |\n\n"
                            "## Iteration 1\n\n### 实验分支\n\n"
                            "| candidate | base | Task Duration (ms) | L0 |\n|---|---|---:|---|\n"
                            "| v1_a | baseline | 0.0175 | PASS |\n| v1_b | baseline | 19 us | PASS |\n";
    const OptLog log = OptLogParser::parse(text, QStringLiteral("opt_log.md"));
    QCOMPARE(log.rounds.size(), 2);
    const OptLogRound &round = log.rounds.at(1);
    QCOMPARE(round.branches.size(), 2);
    QCOMPARE(round.branches.at(0).durationUs, 17.5);
    QCOMPARE(round.branches.at(0).duration.primary, 0.0175); // the cell as written
    QCOMPARE(round.branches.at(1).durationUs, 19.0);

    const DerivedSeries d = OptLogMeasurements::series(log, 0.03);
    QCOMPARE(d.series.size(), 1);
    const WorkloadSeries &w = d.series.first();
    QCOMPARE(w.baselineUs, 20.0);
    QCOMPARE(pointOf(&w, QStringLiteral("v1_a"))->durationUs, 17.5);
    QCOMPARE(pointOf(&w, QStringLiteral("v1_b"))->durationUs, 19.0);
}

// A wide table's columns are workloads: "decode_ms" names one, it gives no unit.
void TestOptLogMeasurements::wideColumnNamedLikeAUnit()
{
    const QByteArray text = "# toy 调优日志\n\n## Iteration 1\n\n### 实验分支\n\n"
                            "| candidate | base | decode_ms | prefill_ns | L0 |\n|---|---|---:|---:|---|\n"
                            "| v1_a | baseline | 12.5 | 30 | PASS |\n";
    const OptLog log = OptLogParser::parse(text, QStringLiteral("opt_log.md"));
    QCOMPARE(log.rounds.size(), 1);
    const OptLogTable &table = log.tables.constFirst();
    QCOMPARE(table.columns.at(2).kind, ColumnKind::WorkloadUs);
    QCOMPARE(table.columns.at(2).unit, CellValue::UnitKind::None);
    const OptLogBranch &branch = log.rounds.constFirst().branches.constFirst();
    QCOMPARE(branch.workloads.size(), 2);
    QCOMPARE(branch.workloads.at(0).workload, QStringLiteral("decode_ms"));
    QCOMPARE(branch.workloads.at(0).us, 12.5);
    QCOMPARE(branch.workloads.at(1).us, 30.0);
}

QTEST_GUILESS_MAIN(TestOptLogMeasurements)
#include "tst_optlogmeasurements.moc"
