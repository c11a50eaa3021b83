// SPDX-License-Identifier: MIT
// Pairs of kernel files from the lineage of the bundled sample runs (Gen A and Gen B).
#include "diff/diffpairresolver.h"
#include "run/projectloader.h"

#include <QDir>
#include <QTest>

class TestDiffPairResolver : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void sidesListEveryKernel();
    void pairs_data();
    void pairs();
    void unmeasuredBranchUsesTheLog();
    void unavailablePairsSayWhy();
    void resolveSpecs_data();
    void resolveSpecs();
    void genB();

private:
    ProjectSnapshotPtr m_rms;
    ProjectSnapshotPtr m_argmax;
};

void TestDiffPairResolver::initTestCase()
{
    m_rms = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/perf_opt"));
    m_argmax = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like"));
    QVERIFY(m_rms->layout.isValid());
    QVERIFY(m_argmax->layout.isValid());
}

void TestDiffPairResolver::sidesListEveryKernel()
{
    const DiffPairResolver resolver(m_rms);
    const QList<DiffSide> sides = resolver.sides();
    QCOMPARE(sides.size(), 13);
    QCOMPARE(sides.at(0).relativePath, QStringLiteral("rms_norm.py"));
    QCOMPARE(sides.at(0).displayPath, QStringLiteral("../rms_norm.py"));
    QCOMPARE(sides.at(0).candidateId, QStringLiteral("baseline"));
    QCOMPARE(sides.at(1).relativePath, QStringLiteral("perf_opt/rms_norm.py"));
    QCOMPARE(sides.at(1).candidateId, QStringLiteral("v3_bs4096")); // the final file is the final candidate
    QCOMPARE(sides.at(1).kind, KernelVariant::Kind::Final);
    QCOMPARE(sides.at(4).label(), QStringLiteral("v1_pipe — rms_norm_opt_v1_pipe.py"));
    QCOMPARE(sides.at(4).round, 1);
}

void TestDiffPairResolver::pairs_data()
{
    QTest::addColumn<QString>("candidate");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("left");
    QTest::newRow("v1_pipe parent") << QStringLiteral("v1_pipe") << int(DiffPairKind::Parent)
                                    << QStringLiteral("rms_norm.py");
    QTest::newRow("v2_ubreuse parent") << QStringLiteral("v2_ubreuse") << int(DiffPairKind::Parent)
                                       << QStringLiteral("perf_opt/rms_norm_opt_v1_pipe.py");
    QTest::newRow("v3_wres baseline") << QStringLiteral("v3_wres") << int(DiffPairKind::Baseline)
                                      << QStringLiteral("rms_norm.py");
    QTest::newRow("v1_bs4096 round best") << QStringLiteral("v1_bs4096") << int(DiffPairKind::RoundBest)
                                          << QStringLiteral("perf_opt/rms_norm_opt_v1_pipe.py");
    QTest::newRow("v2_pipe3 round best") << QStringLiteral("v2_pipe3") << int(DiffPairKind::RoundBest)
                                         << QStringLiteral("perf_opt/rms_norm_opt_v2_ubreuse.py");
    QTest::newRow("v4_aivonly round best: kept v3_bs4096")
        << QStringLiteral("v4_aivonly") << int(DiffPairKind::RoundBest)
        << QStringLiteral("perf_opt/rms_norm_opt_v3_bs4096.py");
    QTest::newRow("v4_sbs8192 final") << QStringLiteral("v4_sbs8192") << int(DiffPairKind::Final)
                                      << QStringLiteral("perf_opt/rms_norm.py");
}

void TestDiffPairResolver::pairs()
{
    QFETCH(QString, candidate);
    QFETCH(int, kind);
    QFETCH(QString, left);
    const DiffPairResolver resolver(m_rms);
    const DiffPair pair = resolver.pair(DiffPairKind(kind), candidate);
    QVERIFY2(pair.isValid(), qPrintable(pair.note));
    QCOMPARE(pair.left.relativePath, left);
    QCOMPARE(pair.right.candidateId, candidate);
    QCOMPARE(int(pair.kind), kind);
    const DiffPair swapped = pair.swapped();
    QCOMPARE(swapped.left.relativePath, pair.right.relativePath);
    QCOMPARE(swapped.kind, DiffPairKind::Custom);
}

void TestDiffPairResolver::unmeasuredBranchUsesTheLog()
{
    // v2_bs4096 has no records (blocked): its parent and round come from the log and its name.
    const DiffPairResolver resolver(m_rms);
    const DiffSide side = resolver.sideForPath(QStringLiteral("perf_opt/rms_norm_opt_v2_bs4096.py"));
    QCOMPARE(side.candidateId, QStringLiteral("v2_bs4096"));
    QCOMPARE(side.round, 2);
    QCOMPARE(resolver.parentOf(QStringLiteral("v2_bs4096")), QStringLiteral("v1_pipe"));
    QCOMPARE(resolver.pair(DiffPairKind::Parent, side).left.relativePath,
             QStringLiteral("perf_opt/rms_norm_opt_v1_pipe.py"));
}

void TestDiffPairResolver::unavailablePairsSayWhy()
{
    const DiffPairResolver resolver(m_rms);
    const DiffPair root = resolver.pair(DiffPairKind::Parent, QStringLiteral("baseline"));
    QVERIFY(!root.isValid());
    QVERIFY(root.note.contains(QStringLiteral("no parent")));
    const DiffPair self = resolver.pair(DiffPairKind::RoundBest, QStringLiteral("v1_pipe"));
    QVERIFY(!self.isValid());
    QVERIFY(self.note.contains(QStringLiteral("itself")));
    const DiffPair unknown = resolver.pair(DiffPairKind::Parent, QStringLiteral("nope"));
    QVERIFY(!unknown.isValid());
    QVERIFY(!unknown.note.isEmpty());
}

void TestDiffPairResolver::resolveSpecs_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("path");
    QTest::newRow("candidate") << QStringLiteral("v2_pipe3") << QStringLiteral("perf_opt/rms_norm_opt_v2_pipe3.py");
    QTest::newRow("baseline") << QStringLiteral("baseline") << QStringLiteral("rms_norm.py");
    QTest::newRow("final") << QStringLiteral("final") << QStringLiteral("perf_opt/rms_norm.py");
    QTest::newRow("relative to perf_opt")
        << QStringLiteral("rms_norm_opt_v1_pipe.py") << QStringLiteral("perf_opt/rms_norm_opt_v1_pipe.py");
    QTest::newRow("the baseline from perf_opt") << QStringLiteral("../rms_norm.py") << QStringLiteral("rms_norm.py");
    QTest::newRow("relative to the operator")
        << QStringLiteral("perf_opt/rms_norm.py") << QStringLiteral("perf_opt/rms_norm.py");
    QTest::newRow("a helper file") << QStringLiteral("run_experiments.py")
                                   << QStringLiteral("perf_opt/run_experiments.py");
    QTest::newRow("outside the run") << QStringLiteral("../../argmax_like/argmax_like.py") << QString();
    QTest::newRow("missing") << QStringLiteral("nope.py") << QString();
}

void TestDiffPairResolver::resolveSpecs()
{
    QFETCH(QString, spec);
    QFETCH(QString, path);
    const DiffPairResolver resolver(m_rms);
    QString error;
    const DiffSide side = resolver.resolve(spec, &error);
    QCOMPARE(side.relativePath, path);
    QCOMPARE(error.isEmpty(), !path.isEmpty());
}

void TestDiffPairResolver::genB()
{
    const DiffPairResolver resolver(m_argmax);
    const DiffPair parent = resolver.pair(DiffPairKind::Parent, QStringLiteral("round2_blk48"));
    QVERIFY2(parent.isValid(), qPrintable(parent.note));
    QCOMPARE(parent.left.candidateId, QStringLiteral("merged_r1_a_chain"));
    QCOMPARE(parent.left.relativePath, QStringLiteral("perf_opt/argmax_like.py"));
    QCOMPARE(resolver.roundBestOf(QStringLiteral("round1_bn2048")), QStringLiteral("merged_r1_a_chain"));
    QCOMPARE(resolver.pair(DiffPairKind::Baseline, QStringLiteral("round1_a_chain")).left.relativePath,
             QStringLiteral("argmax_like.py"));
    // The final file is the final candidate: "vs final" of the final is no pair.
    QVERIFY(!resolver.pair(DiffPairKind::Final, QStringLiteral("final")).isValid());
    // final's parent merged_r2_pipe is recorded on the final file too: the pair steps up to the
    // branch that file was merged from, and says so.
    const DiffPair final = resolver.pair(DiffPairKind::Parent, QStringLiteral("final"));
    QVERIFY2(final.isValid(), qPrintable(final.note));
    QCOMPARE(final.right.relativePath, QStringLiteral("perf_opt/argmax_like.py"));
    QCOMPARE(final.left.candidateId, QStringLiteral("round2_pipe"));
    QCOMPARE(final.left.relativePath, QStringLiteral("perf_opt/argmax_like_round2_pipe.py"));
    QVERIFY(final.note.contains(QStringLiteral("merged_r2_pipe")));
    QVERIFY(final.note.contains(QStringLiteral("round2_pipe")));
}

QTEST_GUILESS_MAIN(TestDiffPairResolver)
#include "tst_diffpairresolver.moc"
