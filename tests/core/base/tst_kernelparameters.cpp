// SPDX-License-Identifier: MIT
// The textual scanner of kernel tunables: what it finds, and what it must not be fooled by.
#include "base/kernelparameters.h"

#include <QFile>
#include <QTest>

namespace {

QString entries(const KernelParameters &p)
{
    QStringList out;
    for (const KernelParameter &k : p.parameters)
        out.append(
            QStringLiteral("%1|%2|%3|%4").arg(k.line).arg(KernelParameter::kindName(k.kind), k.label(), k.value));
    return out.join(u'\n');
}

const KernelParameter *byLabel(const KernelParameters &p, const QString &label)
{
    for (const KernelParameter &k : p.parameters)
        if (k.label() == label)
            return &k;
    return nullptr;
}

} // namespace

class TestKernelParameters : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void moduleConstants();
    void multiLineValues();
    void keywordDefaultsAndDecorators();
    void tileLangStructure();
    void stringsAndCommentsDoNotFool();
    void localConstantsOnlyLiterals();
    void sampleKernel();
    void malformedInputDoesNotCrash_data();
    void malformedInputDoesNotCrash();
};

void TestKernelParameters::moduleConstants()
{
    const KernelParameters p = KernelParameters::scan(QStringLiteral("import os\n"
                                                                     "BLOCK_SIZE = 2048  # elements per tile\n"
                                                                     "NUM_CORES: int = 24\n"
                                                                     "a, b = 1, 2\n"
                                                                     "X == 3\n"
                                                                     "Y += 1\n"
                                                                     "A = B = 4\n"
                                                                     "if True:\n"
                                                                     "    args = parse()\n"
                                                                     "    MODE = \"fast\"\n"));
    QCOMPARE(entries(p),
             QStringLiteral("2|constant|BLOCK_SIZE|2048\n"
                            "3|constant|NUM_CORES|24\n"
                            "10|constant|MODE|\"fast\""));
}

void TestKernelParameters::multiLineValues()
{
    const KernelParameters p = KernelParameters::scan(QStringLiteral("TORCH_DTYPE = {\n"
                                                                     "    \"float16\": torch.float16,   # half\n"
                                                                     "    \"bfloat16\": torch.bfloat16,\n"
                                                                     "}\n"
                                                                     "TILE = (64,\n"
                                                                     "        128)\n"
                                                                     "LONG = 1 + \\\n"
                                                                     "    2\n"
                                                                     "AFTER = 3\n"));
    QCOMPARE(entries(p),
             QStringLiteral("1|constant|TORCH_DTYPE|{\"float16\": torch.float16, \"bfloat16\": torch.bfloat16,}\n"
                            "5|constant|TILE|(64, 128)\n"
                            "7|constant|LONG|1 + 2\n"
                            "9|constant|AFTER|3"));
}

void TestKernelParameters::keywordDefaultsAndDecorators()
{
    const KernelParameters p = KernelParameters::scan(
        QStringLiteral("@tilelang.jit(out_idx=[2], target=\"npuir\",\n"
                       "              pass_configs={\"tl.ascend.enable_cv_combine\": False})\n"
                       "def kernel(M, N, dtype: str = \"float16\", *args, eps=EPS, num_buffers=2, **kw):\n"
                       "    @T.prim_func\n"
                       "    def main(X):\n"
                       "        pass\n"
                       "    return main\n"
                       "@functools.lru_cache(None)\n"
                       "def cached(x=1):\n"
                       "    pass\n"));
    QCOMPARE(
        entries(p),
        QStringLiteral("1|JIT decorator|kernel › @tilelang.jit out_idx|[2]\n"
                       "1|JIT decorator|kernel › @tilelang.jit target|\"npuir\"\n"
                       "1|JIT decorator|kernel › @tilelang.jit pass_configs|{\"tl.ascend.enable_cv_combine\": False}\n"
                       "3|keyword default|kernel › dtype|\"float16\"\n"
                       "3|keyword default|kernel › eps|EPS\n"
                       "3|keyword default|kernel › num_buffers|2\n"
                       "4|JIT decorator|kernel.main › @T.prim_func|@T.prim_func\n"
                       "8|JIT decorator|cached › @functools.lru_cache #1|None\n"
                       "9|keyword default|cached › x|1"));
}

void TestKernelParameters::tileLangStructure()
{
    const KernelParameters p
        = KernelParameters::scan(QStringLiteral("def k():\n"
                                                "    @T.prim_func\n"
                                                "    def main(X):\n"
                                                "        with T.Kernel(num_blocks, is_npu=True) as (cid, _):\n"
                                                "            x_ub = T.alloc_ub((rows, N), dtype)\n"
                                                "            acc = T.alloc_fragment((1, 1), \"float32\")\n"
                                                "            for t in T.serial(tasks):\n"
                                                "                for k in T.Pipelined(n, num_stages=2):  # pass 1\n"
                                                "                    T.copy(X[k], x_ub)\n"
                                                "                for k in T.Pipelined(n, num_stages=2):\n"
                                                "                    pass\n"
                                                "            for i in range(4):\n"
                                                "                pass\n"
                                                "    @T.prim_func\n"
                                                "    def main(X):\n"
                                                "        for t in T.Parallel(8):\n"
                                                "            pass\n"));
    QCOMPARE(entries(p),
             QStringLiteral("2|JIT decorator|k.main › @T.prim_func|@T.prim_func\n"
                            "4|launch|k.main › T.Kernel|T.Kernel(num_blocks, is_npu=True)\n"
                            "5|allocation|k.main › x_ub|T.alloc_ub((rows, N), dtype)\n"
                            "6|allocation|k.main › acc|T.alloc_fragment((1, 1), \"float32\")\n"
                            "7|loop|k.main › for t|T.serial(tasks)\n"
                            "8|loop|k.main › for k|T.Pipelined(n, num_stages=2)\n"
                            "10|loop|k.main › for k (2)|T.Pipelined(n, num_stages=2)\n"
                            "14|JIT decorator|k.main#2 › @T.prim_func|@T.prim_func\n"
                            "16|loop|k.main#2 › for t|T.Parallel(8)"));
    QVERIFY(p.find(p.parameters.at(6).key()) == &p.parameters.at(6));
}

void TestKernelParameters::stringsAndCommentsDoNotFool()
{
    const KernelParameters p = KernelParameters::scan(QStringLiteral("\"\"\"Docstring.\n"
                                                                     "BLOCK_SIZE = 1  # not code\n"
                                                                     "def fake(x=1):\n"
                                                                     "\"\"\"\n"
                                                                     "# HIDDEN = 1\n"
                                                                     "NAME = \"a = b # c\"  # real comment\n"
                                                                     "PATH = 'it''s'\n"
                                                                     "EMPTY = ''\n"));
    QCOMPARE(entries(p),
             QStringLiteral("6|constant|NAME|\"a = b # c\"\n"
                            "7|constant|PATH|'it''s'\n"
                            "8|constant|EMPTY|''"));
}

void TestKernelParameters::localConstantsOnlyLiterals()
{
    const KernelParameters p = KernelParameters::scan(QStringLiteral("def k(M, N):\n"
                                                                     "    accum_dtype = \"float32\"\n"
                                                                     "    inv_n = 1.0 / N\n"
                                                                     "    rows = max(1, BLOCK // N)\n"
                                                                     "    num_stages = 3\n"
                                                                     "    dt = torch.float16\n"
                                                                     "    flags = (True, None)\n"));
    QCOMPARE(entries(p),
             QStringLiteral("2|local constant|k › accum_dtype|\"float32\"\n"
                            "5|local constant|k › num_stages|3\n"
                            "6|local constant|k › dt|torch.float16\n"
                            "7|local constant|k › flags|(True, None)"));
}

void TestKernelParameters::sampleKernel()
{
    QFile f(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/rms_norm.py"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const KernelParameters p = KernelParameters::scan(QString::fromUtf8(f.readAll()));
    const KernelParameter *block = byLabel(p, QStringLiteral("BLOCK_SIZE"));
    QVERIFY(block);
    QCOMPARE(block->value, QStringLiteral("2048"));
    QCOMPARE(block->line, 22);
    QCOMPARE(byLabel(p, QStringLiteral("NUM_CORES"))->value, QStringLiteral("24"));
    QCOMPARE(byLabel(p, QStringLiteral("rms_norm_kernel › @tilelang.jit target"))->value, QStringLiteral("\"npuir\""));
    QCOMPARE(byLabel(p, QStringLiteral("rms_norm_kernel › dtype"))->value, QStringLiteral("\"float16\""));
    QCOMPARE(byLabel(p, QStringLiteral("rms_norm_kernel.main › for t"))->value,
             QStringLiteral("T.serial(tasks_per_block)"));
    QCOMPARE(byLabel(p, QStringLiteral("rms_norm_kernel.main#2 › for k (2)"))->line, 115);
    QCOMPARE(byLabel(p, QStringLiteral("rms_norm_kernel.main#2 › x_ub"))->value,
             QStringLiteral("T.alloc_ub((1, BLOCK_SIZE), dtype)"));
    QVERIFY(!byLabel(p, QStringLiteral("parser"))); // inside `if __name__ == "__main__":`, a call
}

void TestKernelParameters::malformedInputDoesNotCrash_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("unterminated string") << QStringLiteral("X = \"abc\nY = 2\n");
    QTest::newRow("unterminated triple") << QStringLiteral("\"\"\"abc\nY = 2\n");
    QTest::newRow("unbalanced brackets") << QStringLiteral("X = (1, 2\nY = ]]]\ndef f(:\n");
    QTest::newRow("backslash at end") << QStringLiteral("X = 1 \\");
    QTest::newRow("tabs and CRLF") << QStringLiteral("def f():\r\n\tX = 1\r\n");
    QTest::newRow("empty") << QString();
}

void TestKernelParameters::malformedInputDoesNotCrash()
{
    QFETCH(QString, text);
    const KernelParameters p = KernelParameters::scan(text);
    for (const KernelParameter &k : p.parameters)
        QVERIFY(k.line >= 1);
}

QTEST_GUILESS_MAIN(TestKernelParameters)
#include "tst_kernelparameters.moc"
