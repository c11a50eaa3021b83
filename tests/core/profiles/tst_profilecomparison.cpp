// SPDX-License-Identifier: MIT
// Two runs compared: real runs of two msprof generations, and a candidate against its parent in the
// bundled demo run (flat layout against nested layout).
#include "profiles/profilecomparison.h"
#include "profiles/profileindex.h"
#include "profiles/profilesummaryjson.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using Change = CsvAlignment::Change;
using Side = CsvAlignment::Side;

namespace {

const QString samples = QStringLiteral(PERFOPT_SHARED_DIR "/samples/msprof");
const QString a3Dir = QStringLiteral("tile-ai__tilelang-ascend/custom/sigmoid/perf_tuning/msprof_output_iter1_after/"
                                     "OPPROF_20260803154619_ETRNHYWCPRERQANJ");
const QString cann852Dir = QStringLiteral(
    "neo-pan__ascend-msprof-skill/tests/fixtures/real_cann852_workload_pair/shape-256/reports/followups/"
    "collect_default_metric_followup/OPPROF_001");
const QString demo = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm");
const QString parentDir
    = QStringLiteral("perf_opt/profiles/round2/v2_ubreuse/short_row_fp16/OPPROF_20260924114145_RZCRDNUVWAQTJWOY");
const QString childDir
    = QStringLiteral("perf_opt/profiles/round3/v3_bs4096/short_row_fp16/OPPROF_20260924130328_KSUGRVKTEWUAEJKA");

} // namespace

class TestProfileComparison : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void generations();
    void candidateAgainstParent();
    void summaryRowsOnly();
    void cancel();
    void eachFileReadOnce();
    void json();

private:
    ProfileIndex m_samples;
    ProfileIndex m_demo;
};

void TestProfileComparison::initTestCase()
{
    m_samples = ProfileIndex::scan(samples, QStringLiteral("."));
    m_demo = ProfileIndex::scan(demo, QStringLiteral("perf_opt/profiles"));
    QVERIFY(m_samples.runAt(a3Dir) && m_samples.runAt(cann852Dir));
    QVERIFY(m_demo.runAt(parentDir) && m_demo.runAt(childDir));
}

// CANN 8.5.2 (6 metric files, 8.x headers) against REAL-A3 (8 files, 26.x headers).
void TestProfileComparison::generations()
{
    const ProfileComparison c = ProfileComparison::compare(*m_samples.runAt(cann852Dir), m_samples.operatorDir(),
                                                           *m_samples.runAt(a3Dir), m_samples.operatorDir());
    QVERIFY(!c.cancelled);
    QCOMPARE(c.a.durations.median, 9.2);
    QCOMPARE(c.b.durations.median, 53.618927);
    QCOMPARE(c.taskDuration, NoiseClass::Regressed);
    QCOMPARE(c.metricsOnlyA, QStringList());
    QCOMPARE(c.metricsOnlyB, (QStringList {QStringLiteral("MemoryL0"), QStringLiteral("MemoryUB")}));
    QStringList metrics;
    for (const CsvAlignment &t : c.tables)
        metrics.append(t.metric);
    QCOMPARE(metrics,
             (QStringList {QStringLiteral("OpBasicInfo"), QStringLiteral("ArithmeticUtilization"),
                           QStringLiteral("L2Cache"), QStringLiteral("Memory"), QStringLiteral("PipeUtilization"),
                           QStringLiteral("ResourceConflictRatio")}));
    const CsvAlignment *pipe = c.table(QStringLiteral("PipeUtilization"));
    QVERIFY(pipe);
    QCOMPARE(pipe->columnCount(Side::OnlyA), 2);
    QCOMPARE(pipe->columnCount(Side::OnlyB), 16);
    QCOMPARE(pipe->rowCount(Side::Both), 6);
    QCOMPARE(c.table(QStringLiteral("ResourceConflictRatio"))->columnCount(Side::OnlyA), 1);

    const ProfileComparison::Row *median = c.row(QStringLiteral("task_duration_median_us"));
    QVERIFY(median);
    QCOMPARE(median->change, Change::Higher);
    QCOMPARE(median->delta(), 53.618927 - 9.2);
    QCOMPARE(c.row(QStringLiteral("block_dim"))->a, 2.0);
    QCOMPARE(c.row(QStringLiteral("block_dim"))->b, 24.0);
    const ProfileComparison::Row *vec = c.row(QStringLiteral("aiv_vec_ratio"));
    QVERIFY(vec);
    QCOMPARE(vec->section, QStringLiteral("pipes"));
    QCOMPARE(vec->a, 0.034877);
    QVERIFY(qAbs(vec->b - 0.2690453333333333) < 1e-12);
    QCOMPARE(vec->change, Change::Higher);
    QVERIFY(c.row(QStringLiteral("aiv_imbalance")));
    QVERIFY(c.row(QStringLiteral("aic_overall_hit_rate(%)")));
    // A row only one run has (MemoryUB bandwidth) keeps NaN on the other side.
    const ProfileComparison::Row *ub = c.row(QStringLiteral("aiv_ub_read_bw_vector(GB/s)"));
    QVERIFY(ub);
    QVERIFY(std::isnan(ub->a));
    QCOMPARE(ub->change, Change::Unknown);
    QVERIFY(c.row(QStringLiteral("aiv_mte1_wait_ratio")));
}

// v3_bs4096 (nested, 3 launches, median 17.92) against its parent v2_ubreuse (flat, 18.620001).
void TestProfileComparison::candidateAgainstParent()
{
    ProfileComparison::Options options;
    options.noiseThreshold = 0.03;
    const ProfileComparison c = ProfileComparison::compare(*m_demo.runAt(parentDir), m_demo.operatorDir(),
                                                           *m_demo.runAt(childDir), m_demo.operatorDir(), options);
    QCOMPARE(c.a.kind, ProfileRun::Kind::Flat);
    QCOMPARE(c.b.kind, ProfileRun::Kind::Nested);
    QCOMPARE(c.b.launchIndex, 1);
    QCOMPARE(c.a.durations.median, 18.620001);
    QCOMPARE(c.b.durations.median, 17.92);
    // 3.8 % faster: beyond the 3 % noise threshold.
    QCOMPARE(c.taskDuration, NoiseClass::Improved);
    QCOMPARE(c.row(QStringLiteral("task_duration_median_us"))->change, Change::Lower);
    QVERIFY(c.row(QStringLiteral("task_duration_max_us"))); // B has several launches
    QCOMPARE(c.row(QStringLiteral("launches"))->b, 3.0);
    // The parent only has PipeUtilization: the other six files of the child are B-only metrics.
    QCOMPARE(c.metricsOnlyB.size(), 6);
    QCOMPARE(c.tables.size(), 2);
    const CsvAlignment *pipe = c.table(QStringLiteral("PipeUtilization"));
    QCOMPARE(pipe->rows.size(), 72);
    QCOMPARE(pipe->rowCount(Side::Both), 72);
    QCOMPARE(pipe->columnCount(Side::Both), pipe->columns.size());
    QVERIFY(
        pipe->b->displayPath().endsWith(QLatin1String("main_kernel_mix_aic/1/PipeUtilization_20260924130342537.csv")));

    options.noiseThreshold = 0.05; // 3.8 % is noise at 5 %
    const ProfileComparison loose = ProfileComparison::compare(*m_demo.runAt(parentDir), m_demo.operatorDir(),
                                                               *m_demo.runAt(childDir), m_demo.operatorDir(), options);
    QCOMPARE(loose.taskDuration, NoiseClass::Noise);
    QCOMPARE(loose.row(QStringLiteral("task_duration_median_us"))->change, Change::Noise);

    options.launchB = 0;
    options.tables = false;
    const ProfileComparison first = ProfileComparison::compare(*m_demo.runAt(parentDir), m_demo.operatorDir(),
                                                               *m_demo.runAt(childDir), m_demo.operatorDir(), options);
    QCOMPARE(first.b.launchIndex, 0);
    QVERIFY(first.tables.isEmpty());
}

void TestProfileComparison::summaryRowsOnly()
{
    const ProfileSummary a = ProfileSummary::compute(*m_samples.runAt(a3Dir), m_samples.operatorDir());
    const QList<ProfileComparison::Row> rows = ProfileComparison::compareSummaries(a, a, 0.03);
    QVERIFY(rows.size() > 20);
    for (const ProfileComparison::Row &row : rows)
        QVERIFY2(row.change == Change::Noise, qPrintable(row.key));
}

void TestProfileComparison::cancel()
{
    ProfileComparison::Options options;
    int calls = 0;
    options.progress = [&calls](qint64, qint64) {
        return ++calls < 3;
    };
    const ProfileComparison c = ProfileComparison::compare(*m_samples.runAt(cann852Dir), m_samples.operatorDir(),
                                                           *m_samples.runAt(a3Dir), m_samples.operatorDir(), options);
    QVERIFY(c.cancelled);
    QVERIFY(c.tables.isEmpty());
}

// Summaries and tables share one read of each file: progress never passes the bytes of both
// launches, and the summaries equal those computed on their own.
void TestProfileComparison::eachFileReadOnce()
{
    const ProfileRun &a = *m_samples.runAt(cann852Dir);
    const ProfileRun &b = *m_samples.runAt(a3Dir);
    const auto bytesOf = [this](const ProfileRun &run, int launch) {
        const ProfileLaunch &l = run.launches.at(launch);
        qint64 size = QFileInfo(QDir(m_samples.operatorDir()).filePath(l.basicInfo.file)).size();
        for (const MetricFile &file : l.metricFiles)
            size += file.size;
        return size;
    };
    ProfileComparison::Options options;
    qint64 lastDone = 0;
    qint64 reportedTotal = 0;
    bool monotonic = true;
    options.progress = [&](qint64 done, qint64 total) {
        monotonic = monotonic && done >= lastDone;
        lastDone = done;
        reportedTotal = total;
        return true;
    };
    const ProfileComparison c
        = ProfileComparison::compare(a, m_samples.operatorDir(), b, m_samples.operatorDir(), options);
    QVERIFY(!c.cancelled);
    QVERIFY(!c.tables.isEmpty());
    const qint64 bothLaunches = bytesOf(a, c.a.launchIndex) + bytesOf(b, c.b.launchIndex);
    QCOMPARE(reportedTotal, bothLaunches);
    QVERIFY(monotonic);
    QVERIFY2(lastDone <= bothLaunches, qPrintable(QStringLiteral("%1 > %2").arg(lastDone).arg(bothLaunches)));
    QVERIFY(lastDone > bothLaunches / 2);

    const ProfileSummary aloneA = ProfileSummary::compute(a, m_samples.operatorDir());
    const ProfileSummary aloneB = ProfileSummary::compute(b, m_samples.operatorDir());
    QCOMPARE(c.a.metricFiles, aloneA.metricFiles);
    QCOMPARE(c.b.metricFiles, aloneB.metricFiles);
    QCOMPARE(c.a.pipeHeaderVersion, aloneA.pipeHeaderVersion);
    QCOMPARE(c.rows.size(), ProfileComparison::compareSummaries(aloneA, aloneB, options.noiseThreshold).size());
    QCOMPARE(c.diagnostics.size(), aloneA.diagnostics.size() + aloneB.diagnostics.size());
}

void TestProfileComparison::json()
{
    const ProfileComparison c = ProfileComparison::compare(*m_samples.runAt(cann852Dir), m_samples.operatorDir(),
                                                           *m_samples.runAt(a3Dir), m_samples.operatorDir());
    const QJsonObject json = ProfileSummaryJson::toJson(c);
    QCOMPARE(json.value(QStringLiteral("task_duration_change")).toString(), QStringLiteral("regressed"));
    QCOMPARE(json.value(QStringLiteral("noise_threshold")).toDouble(), 0.03);
    QCOMPARE(json.value(QStringLiteral("a")).toObject().value(QStringLiteral("run")).toString(), cann852Dir);
    const QJsonArray tables = json.value(QStringLiteral("tables")).toArray();
    QCOMPARE(tables.size(), 6);
    QJsonObject pipe;
    for (const QJsonValue &t : tables) {
        if (t.toObject().value(QStringLiteral("metric")).toString() == QLatin1String("PipeUtilization"))
            pipe = t.toObject();
    }
    QCOMPARE(pipe.value(QStringLiteral("header_version_a")).toString(), QStringLiteral("cann8"));
    QCOMPARE(pipe.value(QStringLiteral("header_version_b")).toString(), QStringLiteral("cann9"));
    QCOMPARE(pipe.value(QStringLiteral("rows_only_b")).toArray().size(), 66);
    QCOMPARE(pipe.value(QStringLiteral("row_key")).toArray().size(), 2);
    int onlyB = 0;
    for (const QJsonValue &column : pipe.value(QStringLiteral("columns")).toArray())
        onlyB += column.toObject().value(QStringLiteral("side")).toString() == QLatin1String("only_b");
    QCOMPARE(onlyB, 16);
    QCOMPARE(json.value(QStringLiteral("metrics_only_b")).toArray().size(), 2);
}

QTEST_GUILESS_MAIN(TestProfileComparison)
#include "tst_profilecomparison.moc"
