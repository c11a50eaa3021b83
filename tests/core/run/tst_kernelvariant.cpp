// SPDX-License-Identifier: MIT
// KernelVariant: what a kernel file's name says (Gen A `{op}_opt_v{iter}_{opt_id}.py`, the non-v
// `{op}_opt_{id}.py` form, Gen B `{op}_round{iter}_{opt_id}.py`) and the order variants are listed in.
#include "run/kernelvariant.h"
#include "run/runlayout.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

class TestKernelVariant : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parseBranchName_data();
    void parseBranchName();
    void collectOrdersVariants();
    void collectWithoutOperator();
    void kindNames();
};

void TestKernelVariant::parseBranchName_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QString>("op");
    QTest::addColumn<bool>("isBranch");
    QTest::addColumn<int>("iteration");
    QTest::addColumn<QString>("optId");
    QTest::addColumn<Generation>("naming");

    auto branch
        = [](const char *name, const char *file, const char *op, int iteration, const char *optId, Generation naming) {
              QTest::newRow(name) << QString::fromLatin1(file) << QString::fromLatin1(op) << true << iteration
                                  << QString::fromLatin1(optId) << naming;
          };
    auto notBranch = [](const char *name, const char *file, const char *op) {
        QTest::newRow(name) << QString::fromLatin1(file) << QString::fromLatin1(op) << false << -1 << QString()
                            << Generation::Unknown;
    };
    // Names seen in real runs (workflow-formats.md §e).
    branch("mish v1", "mish_opt_v1_op1.py", "mish", 1, "op1", Generation::A);
    branch("gqa v2", "_gqa_prefill_fwd_kernel_opt_v2_vmask.py", "_gqa_prefill_fwd_kernel", 2, "vmask", Generation::A);
    branch("ada v2", "_ada_layer_norm_kernel_opt_v2_op1.py", "_ada_layer_norm_kernel", 2, "op1", Generation::A);
    branch("ssd v14", "_ssd_chunk_scan_fwd_kernel_opt_v14_dbuf.py", "_ssd_chunk_scan_fwd_kernel", 14, "dbuf",
           Generation::A);
    branch("opt id with underscores", "rms_norm_opt_v3_bs4096_pipe2.py", "rms_norm", 3, "bs4096_pipe2", Generation::A);
    branch("leading zero iteration", "rms_norm_opt_v01_x.py", "rms_norm", 1, "x", Generation::A);
    branch("non-v form with round", "_gqa_prefill_fwd_kernel_opt_r6a_notdone.py", "_gqa_prefill_fwd_kernel", 6,
           "r6a_notdone", Generation::A);
    branch("non-v form without round", "mish_opt_vmask.py", "mish", -1, "vmask", Generation::A);
    branch("Gen B round 1", "_argreduce_kernel_round1_a_chain.py", "_argreduce_kernel", 1, "a_chain", Generation::B);
    branch("Gen B round 2", "_argreduce_kernel_round2_l0c2x.py", "_argreduce_kernel", 2, "l0c2x", Generation::B);
    // Malformed or foreign names.
    notBranch("final kernel", "mish.py", "mish");
    notBranch("wrong extension", "mish_opt_v1_op1.pyc", "mish");
    notBranch("backup suffix", "mish_opt_v1_op1.py.bak", "mish");
    notBranch("another operator", "lerp_opt_v1_op1.py", "mish");
    notBranch("operator is only a prefix", "mish2_opt_v1_op1.py", "mish");
    notBranch("no operator known", "mish_opt_v1_op1.py", "");
    notBranch("round without number", "mish_round_a.py", "mish");
    notBranch("empty opt id", "mish_opt_.py", "mish");
    notBranch("Gen B without opt id", "mish_round3.py", "mish");
    notBranch("history name", "mish_r1_final.py", "mish");
    // The operator is matched literally, not as a regular expression.
    notBranch("regex metacharacters in op", "axb_opt_v1_c.py", "a.b");
    branch("dot in op", "a.b_opt_v1_c.py", "a.b", 1, "c", Generation::A);
}

void TestKernelVariant::parseBranchName()
{
    QFETCH(QString, fileName);
    QFETCH(QString, op);
    QFETCH(bool, isBranch);
    QFETCH(int, iteration);
    QFETCH(QString, optId);
    QFETCH(Generation, naming);

    KernelVariant v;
    QCOMPARE(KernelVariant::parseBranchName(fileName, op, v), isBranch);
    if (!isBranch)
        return;
    QCOMPARE(v.fileName, fileName);
    QCOMPARE(v.iteration, iteration);
    QCOMPARE(v.optId, optId);
    QCOMPARE(v.naming, naming);
}

void TestKernelVariant::collectOrdersVariants()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const QStringList files {QStringLiteral("rms_norm.py"),
                             QStringLiteral("perf_opt/rms_norm.py"),
                             QStringLiteral("perf_opt/opt_log.md"),
                             QStringLiteral("perf_opt/rms_norm_opt_v2_pipe3.py"),
                             QStringLiteral("perf_opt/rms_norm_opt_v10_final.py"),
                             QStringLiteral("perf_opt/rms_norm_opt_v1_pipe.py"),
                             QStringLiteral("perf_opt/rms_norm_opt_v1_bs4096.py"),
                             QStringLiteral("perf_opt/rms_norm_opt_r6a_notdone.py"),
                             QStringLiteral("perf_opt/bench.py"),
                             QStringLiteral("perf_opt/history_version/rms_norm_r1_final.py")};
    for (const QString &f : files) {
        QVERIFY(QDir().mkpath(QFileInfo(root.filePath(f)).absolutePath()));
        QFile out(root.filePath(f));
        QVERIFY(out.open(QIODevice::WriteOnly));
    }
    const RunLayout layout = RunLayout::discover(root.path());
    QCOMPARE(layout.operatorName, QStringLiteral("rms_norm"));
    const QList<KernelVariant> variants = KernelVariant::collect(layout);

    QStringList order;
    for (const KernelVariant &v : variants)
        order.append(KernelVariant::kindName(v.kind) + QLatin1Char(':') + v.relativePath);
    // Baseline and final first; branches by iteration (numerically: v10 after v2), then by name; history last.
    QCOMPARE(order,
             (QStringList {QStringLiteral("baseline:rms_norm.py"), QStringLiteral("final:perf_opt/rms_norm.py"),
                           QStringLiteral("branch:perf_opt/rms_norm_opt_v1_bs4096.py"),
                           QStringLiteral("branch:perf_opt/rms_norm_opt_v1_pipe.py"),
                           QStringLiteral("branch:perf_opt/rms_norm_opt_v2_pipe3.py"),
                           QStringLiteral("branch:perf_opt/rms_norm_opt_r6a_notdone.py"),
                           QStringLiteral("branch:perf_opt/rms_norm_opt_v10_final.py"),
                           QStringLiteral("history:perf_opt/history_version/rms_norm_r1_final.py")}));
    const KernelVariant &nonV = variants.at(5);
    QCOMPARE(nonV.iteration, 6);
    QCOMPARE(nonV.optId, QStringLiteral("r6a_notdone"));
    QCOMPARE(nonV.fileName, QStringLiteral("rms_norm_opt_r6a_notdone.py"));
    QCOMPARE(variants.first().fileName, QStringLiteral("rms_norm.py"));
    QCOMPARE(variants.last().fileName, QStringLiteral("rms_norm_r1_final.py"));
}

void TestKernelVariant::collectWithoutOperator()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QFile log(root.filePath(QStringLiteral("opt_log.md")));
    QVERIFY(log.open(QIODevice::WriteOnly));
    log.close();
    const RunLayout layout = RunLayout::discover(root.path());
    QVERIFY(layout.isValid());
    QVERIFY(KernelVariant::collect(layout).isEmpty());
    QVERIFY(KernelVariant::collect(RunLayout()).isEmpty());
}

void TestKernelVariant::kindNames()
{
    QCOMPARE(KernelVariant::kindName(KernelVariant::Kind::Baseline), QStringLiteral("baseline"));
    QCOMPARE(KernelVariant::kindName(KernelVariant::Kind::Final), QStringLiteral("final"));
    QCOMPARE(KernelVariant::kindName(KernelVariant::Kind::Branch), QStringLiteral("branch"));
    QCOMPARE(KernelVariant::kindName(KernelVariant::Kind::History), QStringLiteral("history"));
}

QTEST_GUILESS_MAIN(TestKernelVariant)
#include "tst_kernelvariant.moc"
