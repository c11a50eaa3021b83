// SPDX-License-Identifier: MIT
// What changed in the tunables between the sample branches, read from the files as text.
#include "diff/parameterdiff.h"

#include <QFile>
#include <QTest>

namespace {

QString sample(const QString &name)
{
    QFile f(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/") + name);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QStringList describe(const QList<ParameterChange> &changes)
{
    QStringList out;
    for (const ParameterChange &c : changes)
        out.append(QStringLiteral("%1 %2: %3 -> %4")
                       .arg(ParameterChange::statusName(c.status), c.label, c.leftValue, c.rightValue));
    return out;
}

} // namespace

class TestParameterDiff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sampleBranches_data();
    void sampleBranches();
    void orderKeepsRemovedInPlace();
    void unchangedOnRequest();
};

void TestParameterDiff::sampleBranches_data()
{
    QTest::addColumn<QString>("left");
    QTest::addColumn<QString>("right");
    QTest::addColumn<QStringList>("expected");
    const QString base = QStringLiteral("rms_norm/rms_norm.py");
    auto branch = [](const char *name) {
        return QStringLiteral("rms_norm/perf_opt/rms_norm_opt_") + QLatin1String(name) + QStringLiteral(".py");
    };
    QTest::newRow("v1_bs4096 vs baseline")
        << base << branch("v1_bs4096") << QStringList {QStringLiteral("changed BLOCK_SIZE: 2048 -> 4096")};
    QTest::newRow("v1_cores48 vs baseline")
        << base << branch("v1_cores48") << QStringList {QStringLiteral("changed NUM_CORES: 24 -> 48")};
    QTest::newRow("v1_pipe vs baseline")
        << base << branch("v1_pipe")
        << QStringList {
               QStringLiteral("changed rms_norm_kernel.main › for t: T.serial(tasks_per_block) -> "
                              "T.Pipelined(tasks_per_block, num_stages=2)"),
               QStringLiteral(
                   "changed rms_norm_kernel.main#2 › for k: T.serial(n_chunks) -> T.Pipelined(n_chunks, num_stages=2)"),
               QStringLiteral("changed rms_norm_kernel.main#2 › for k (2): T.serial(n_chunks) -> T.Pipelined(n_chunks, "
                              "num_stages=2)")};
    QTest::newRow("v2_pipe3 vs v1_pipe")
        << branch("v1_pipe") << branch("v2_pipe3")
        << QStringList {QStringLiteral("changed rms_norm_kernel.main › for t: T.Pipelined(tasks_per_block, "
                                       "num_stages=2) -> T.Pipelined(tasks_per_block, num_stages=3)"),
                        QStringLiteral("changed rms_norm_kernel.main#2 › for k: T.Pipelined(n_chunks, num_stages=2) -> "
                                       "T.Pipelined(n_chunks, num_stages=3)"),
                        QStringLiteral("changed rms_norm_kernel.main#2 › for k (2): T.Pipelined(n_chunks, "
                                       "num_stages=2) -> T.Pipelined(n_chunks, num_stages=3)")};
    QTest::newRow("v2_ubreuse vs v1_pipe: buffers folded away")
        << branch("v1_pipe") << branch("v2_ubreuse")
        << QStringList {
               QStringLiteral("removed rms_norm_kernel.main › y_f32: T.alloc_ub((rows, N), accum_dtype) -> "),
               QStringLiteral("removed rms_norm_kernel.main › y_ub: T.alloc_ub((rows, N), dtype) -> "),
               QStringLiteral("removed rms_norm_kernel.main#2 › sq_f32: T.alloc_ub((1, BLOCK_SIZE), accum_dtype) -> "),
               QStringLiteral("removed rms_norm_kernel.main#2 › y_f32: T.alloc_ub((1, BLOCK_SIZE), accum_dtype) -> "),
               QStringLiteral("removed rms_norm_kernel.main#2 › y_ub: T.alloc_ub((1, BLOCK_SIZE), dtype) -> ")};
    QTest::newRow("v4_aivonly vs v3_bs4096: JIT argument")
        << branch("v3_bs4096") << branch("v4_aivonly")
        << QStringList {
               QStringLiteral("changed NUM_CORES: 24 -> 48"),
               QStringLiteral(
                   "added rms_norm_kernel › @tilelang.jit pass_configs:  -> {\"tl.ascend.enable_cv_combine\": False}")};
    QTest::newRow("v4_sbs8192 vs v3_bs4096: new constant")
        << branch("v3_bs4096") << branch("v4_sbs8192")
        << QStringList {QStringLiteral("added SHORT_BLOCK_SIZE:  -> 8192")};
    QTest::newRow("v4_fp16acc vs v3_bs4096: buffer dtype")
        << branch("v3_bs4096") << branch("v4_fp16acc")
        << QStringList {QStringLiteral("changed rms_norm_kernel.main › sq_f32: T.alloc_ub((rows, N), accum_dtype) -> "
                                       "T.alloc_ub((rows, N), stat_dtype)")};
    QTest::newRow("final vs v3_bs4096: same tunables")
        << QStringLiteral("rms_norm/perf_opt/rms_norm.py") << branch("v3_bs4096") << QStringList {};
    QTest::newRow("argmax round1_bn2048") << QStringLiteral("argmax_like/argmax_like.py")
                                          << QStringLiteral("argmax_like/perf_opt/argmax_like_round1_bn2048.py")
                                          << QStringList {QStringLiteral("changed BLOCK_N: 1024 -> 2048")};
}

void TestParameterDiff::sampleBranches()
{
    QFETCH(QString, left);
    QFETCH(QString, right);
    QFETCH(QStringList, expected);
    const QString a = sample(left);
    const QString b = sample(right);
    QVERIFY(!a.isEmpty() && !b.isEmpty());
    QCOMPARE(describe(ParameterDiff::compare(a, b)), expected);
}

void TestParameterDiff::orderKeepsRemovedInPlace()
{
    const QList<ParameterChange> changes = ParameterDiff::compare(QStringLiteral("A = 1\nB = 2\nC = 3\nD = 4\n"),
                                                                  QStringLiteral("A = 1\nC = 30\nE = 5\nD = 4\n"));
    QCOMPARE(describe(changes),
             (QStringList {QStringLiteral("removed B: 2 -> "), QStringLiteral("changed C: 3 -> 30"),
                           QStringLiteral("added E:  -> 5")}));
    QCOMPARE(changes.at(0).leftLine, 2);
    QCOMPARE(changes.at(0).rightLine, 0);
    QCOMPARE(changes.at(1).leftLine, 3);
    QCOMPARE(changes.at(1).rightLine, 2);
}

void TestParameterDiff::unchangedOnRequest()
{
    const QList<ParameterChange> all
        = ParameterDiff::compare(QStringLiteral("A = 1\nB = 2\n"), QStringLiteral("A = 1\nB = 3\n"), true);
    QCOMPARE(all.size(), 2);
    QCOMPARE(all.at(0).status, ParameterChange::Status::Unchanged);
    QCOMPARE(all.at(1).status, ParameterChange::Status::Changed);
}

QTEST_GUILESS_MAIN(TestParameterDiff)
#include "tst_parameterdiff.moc"
