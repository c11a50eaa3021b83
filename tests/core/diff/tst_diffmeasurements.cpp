// SPDX-License-Identifier: MIT
// The numbers shown with a diff, from the sample run's records and log.
#include "diff/diffmeasurements.h"
#include "run/projectloader.h"

#include <QTest>
#include <cmath>

class TestDiffMeasurements : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void perWorkloadDurationsAndNoise();
    void sideInfoFromTheLog();
    void l0FailureAndMissingWorkloads();
    void unmeasuredSide();
    void thresholdMatters();

private:
    ProjectSnapshotPtr m_snapshot;
};

void TestDiffMeasurements::initTestCase()
{
    m_snapshot = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/perf_opt"));
    QVERIFY(m_snapshot->layout.isValid());
}

void TestDiffMeasurements::perWorkloadDurationsAndNoise()
{
    const DiffPairResolver resolver(m_snapshot);
    const DiffPair pair = resolver.pair(DiffPairKind::Parent, QStringLiteral("v1_pipe"));
    const DiffMeasurements m = DiffMeasurements::compute(*m_snapshot, pair.left, pair.right);
    QCOMPARE(m.workloads.size(), 4);
    const DiffWorkloadRow &first = m.workloads.first();
    QCOMPARE(first.workloadKey, QStringLiteral("short_row / fp16_4096x1024"));
    QCOMPARE(first.leftUs, 31.42);
    QCOMPARE(first.rightUs, 20.14);
    QCOMPARE(first.leftRecordLine, 1);
    QCOMPARE(first.rightRecordLine, 13);
    QVERIFY(std::abs(first.deltaPercent - (20.14 - 31.42) / 31.42 * 100) < 1e-9);
    QCOMPARE(first.noise, NoiseClass::Improved);
    QCOMPARE(first.leftL0, std::optional<bool>(true));
    // The profile runs the records name, for "open both profiles".
    QCOMPARE(first.leftRunDir, m_snapshot->recordRuns.value(1).value(0));
    QVERIFY(first.rightRunDir.startsWith(QStringLiteral("perf_opt/profiles/round1/v1_pipe/")));
    QVERIFY(m.geomeanRatio() < 0.75);
}

void TestDiffMeasurements::sideInfoFromTheLog()
{
    const DiffPairResolver resolver(m_snapshot);
    const DiffPair pair = resolver.pair(DiffPairKind::Parent, QStringLiteral("v1_cores48"));
    const DiffMeasurements m = DiffMeasurements::compute(*m_snapshot, pair.left, pair.right);
    QCOMPARE(m.right.candidateId, QStringLiteral("v1_cores48"));
    QCOMPARE(m.right.round, 1);
    QCOMPARE(m.right.optId, QStringLiteral("v1_cores48"));
    QCOMPARE(m.right.change, QStringLiteral("NUM_CORES 48"));
    QVERIFY(m.right.status.startsWith(QStringLiteral("config_no_gain")));
    QVERIFY(m.right.logLine > 0);
    QCOMPARE(m.left.candidateId, QStringLiteral("baseline"));
    QCOMPARE(m.left.logLine, 0);
    // +3.8 % on short_row fp16: a regression beyond the 3 % noise band.
    QCOMPARE(m.workloads.first().noise, NoiseClass::Regressed);
    // -0.4 % on long_row fp16: noise.
    QCOMPARE(m.workloads.at(2).noise, NoiseClass::Noise);
}

void TestDiffMeasurements::l0FailureAndMissingWorkloads()
{
    const DiffPairResolver resolver(m_snapshot);
    const DiffPair pair = resolver.pair(DiffPairKind::Parent, QStringLiteral("v4_fp16acc"));
    const DiffMeasurements m = DiffMeasurements::compute(*m_snapshot, pair.left, pair.right);
    QCOMPARE(m.workloads.size(), 4);
    const DiffWorkloadRow &failed = m.workloads.first();
    QCOMPARE(failed.rightL0, std::optional<bool>(false));
    QVERIFY(std::isfinite(failed.rightUs));
    // A faster but wrong kernel is not an improvement: Δ % stays readable, the class does not.
    QVERIFY(failed.rightUs < failed.leftUs * 0.97);
    QVERIFY(std::isfinite(failed.deltaPercent));
    QVERIFY(failed.l0Failed());
    QVERIFY(!failed.comparable());
    QCOMPARE(failed.noise, NoiseClass::Unknown);
    QCOMPARE(m.comparedWorkloads(), 0);
    QVERIFY(std::isnan(m.geomeanRatio()));
    // v4_fp16acc was measured on one workload only: the others have no right-hand value.
    QVERIFY(!std::isfinite(m.workloads.at(1).rightUs));
    QCOMPARE(m.workloads.at(1).noise, NoiseClass::Unknown);
    QVERIFY(!std::isfinite(m.workloads.at(1).deltaPercent));
}

void TestDiffMeasurements::unmeasuredSide()
{
    const DiffPairResolver resolver(m_snapshot);
    const DiffSide blocked = resolver.sideForPath(QStringLiteral("perf_opt/rms_norm_opt_v2_bs4096.py"));
    const DiffPair pair = resolver.pair(DiffPairKind::Parent, blocked);
    const DiffMeasurements m = DiffMeasurements::compute(*m_snapshot, pair.left, pair.right);
    QVERIFY(!m.right.measured);
    QVERIFY(m.left.measured);
    QVERIFY(m.right.status.startsWith(QStringLiteral("blocked")));
    QCOMPARE(m.workloads.size(), 4); // the left side's workloads, right empty
    QVERIFY(std::isnan(m.geomeanRatio()));
}

void TestDiffMeasurements::thresholdMatters()
{
    const DiffPairResolver resolver(m_snapshot);
    const DiffPair pair = resolver.pair(DiffPairKind::Parent, QStringLiteral("v1_cores48"));
    const DiffMeasurements wide = DiffMeasurements::compute(*m_snapshot, pair.left, pair.right, 0.10);
    QCOMPARE(wide.workloads.first().noise, NoiseClass::Noise);
}

QTEST_GUILESS_MAIN(TestDiffMeasurements)
#include "tst_diffmeasurements.moc"
