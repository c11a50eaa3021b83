// SPDX-License-Identifier: MIT
// The candidate id a word of a log names when it is a branch file: both generations' file names,
// paths, backticks, operator names that hold "_opt_" themselves, and words that are no file.
#include "optlog/branchname.h"

#include <QTest>

class TestBranchName : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void idOf_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("file");
        // workflow-formats.md: Gen A {op}_opt_v{iter}_{opt_id}.py.
        QTest::newRow("gen A file") << "rms_norm_opt_v3_bs4096.py" << "v3_bs4096" << true;
        QTest::newRow("path") << "perf_opt/rms_norm_opt_v2_a.py" << "v2_a" << true;
        QTest::newRow("backticked path") << "`perf_opt/mish_opt_v1_op1.py`" << "v1_op1" << true;
        QTest::newRow("windows path") << "perf_opt\\mish_opt_v12_pipe2.py" << "v12_pipe2" << true;
        QTest::newRow("leading underscore op") << "_gqa_prefill_fwd_kernel_opt_v2_vmask.py" << "v2_vmask" << true;
        QTest::newRow("op holds _opt_") << "fused_opt_step_opt_v1_tile_opt_a.py" << "v1_tile_opt_a" << true;
        // A non-v form seen in real runs ("…_opt_r6a_notdone.py").
        QTest::newRow("non-v form") << "ssd_opt_r6a_notdone.py" << "r6a_notdone" << true;
        // Gen B {op}_round{iter}_{opt_id}.py: the name without ".py"; records match it as a suffix.
        QTest::newRow("gen B file") << "argmax_like_round2_pipe.py" << "argmax_like_round2_pipe" << true;
        QTest::newRow("bare id file") << "v2_ubreuse.py" << "v2_ubreuse" << false;
        QTest::newRow("runner script") << "run_experiments.py" << "run_experiments" << false;
        QTest::newRow("a tool with _opt_") << "perf_opt/bench_opt_tool.py" << "bench_opt_tool" << false;
        QTest::newRow("empty opt id") << "perf_opt/_opt_v1_.py" << "_opt_v1_" << false;
        QTest::newRow("gen B path") << "perf_opt/argmax_like_round12_l0c2x.py" << "argmax_like_round12_l0c2x" << true;
        QTest::newRow("round without id") << "argmax_like_round2.py" << "argmax_like_round2" << false;
        // Not files: as written, backticks aside.
        QTest::newRow("id") << "v3_bs4096" << "v3_bs4096" << false;
        QTest::newRow("backticked id") << "`v1_pipe`" << "v1_pipe" << false;
        QTest::newRow("opt in an id") << "v2_opt_x" << "v2_opt_x" << false;
        QTest::newRow("two ids") << "v1_a/v1_b" << "v1_a/v1_b" << false;
        QTest::newRow("only .py") << ".py" << ".py" << false;
        QTest::newRow("no id after _opt_") << "rms_norm_opt_.py" << "rms_norm_opt_" << false;
        QTest::newRow("empty") << "" << "" << false;
    }

    void idOf()
    {
        QFETCH(QString, word);
        QFETCH(QString, id);
        QFETCH(bool, file);
        QCOMPARE(BranchName::idOf(word), id);
        QCOMPARE(BranchName::isBranchFile(word), file);
    }
};

QTEST_APPLESS_MAIN(TestBranchName)
#include "tst_branchname.moc"
