// SPDX-License-Identifier: MIT
// Parity fixtures for the workflow's own gate 4 (GateProfile::Workflow), rule by rule and quirk by
// quirk as shared/docs/workflow-formats.md §a.3–§a.5 specify them. Every row builds a small operator
// directory in a temporary folder, changes one thing, and lists the COMPLETE expected result (rule,
// severity, file, line) in order. The expectations were written by hand from the document; where the
// document is silent or loose, the row says which reading of the gate (gate_lint.py) it follows.
#include "gates/gateengine.h"
#include "run/projectloader.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <functional>

namespace {

const QString kKernel = QStringLiteral("perf_opt/toy_op.py");
const QString kLog = QStringLiteral("perf_opt/opt_log.md");
const QString kRecords = QStringLiteral("perf_opt/perf_records.jsonl");
const QString kFeedback = QStringLiteral("perf_opt/perf_feedback.md");
const QString kInventory = QStringLiteral("perf_opt/workload_inventory.json");

// One operator directory, as file contents keyed by path relative to it. In contents, "@DIR@" is
// replaced by the directory's absolute path and "@SHA:<path>@" by the SHA-256 of that fixture file
// when the fixture is written.
struct Fixture
{
    QMap<QString, QByteArray> files;
    GateOptions::FeedbackSchema schema = GateOptions::FeedbackSchema::A1;
    QStringList defects; // edits that did not apply: the row itself is wrong

    Fixture &set(const QString &path, const QByteArray &content)
    {
        files.insert(path, content);
        return *this;
    }
    Fixture &remove(const QString &path)
    {
        if (files.remove(path) != 1)
            defects.append(QStringLiteral("remove: no %1").arg(path));
        return *this;
    }
    Fixture &append(const QString &path, const QByteArray &text)
    {
        files[path].append(text);
        return *this;
    }
    // Replaces the one occurrence of `from` in the file.
    Fixture &edit(const QString &path, const QByteArray &from, const QByteArray &to)
    {
        QByteArray &content = files[path];
        if (content.count(from) != 1) {
            defects.append(QStringLiteral("edit %1: \"%2\" occurs %3 times")
                               .arg(path, QString::fromUtf8(from))
                               .arg(content.count(from)));
            return *this;
        }
        content.replace(from, to);
        return *this;
    }
    // Replaces the one occurrence of `from` in 1-based line `line`.
    Fixture &editLine(const QString &path, int line, const QByteArray &from, const QByteArray &to)
    {
        QList<QByteArray> lines = files[path].split('\n');
        if (line < 1 || line > lines.size() || lines[line - 1].count(from) != 1) {
            defects.append(
                QStringLiteral("editLine %1:%2: no single \"%3\"").arg(path).arg(line).arg(QString::fromUtf8(from)));
            return *this;
        }
        lines[line - 1].replace(from, to);
        files[path] = lines.join('\n');
        return *this;
    }
    QByteArray line(const QString &path, int number) const { return files.value(path).split('\n').value(number - 1); }
    // Every occurrence in every file (a rename that must stay consistent across files).
    Fixture &editEverywhere(const QByteArray &from, const QByteArray &to)
    {
        bool any = false;
        for (QByteArray &content : files) {
            any = any || content.contains(from);
            content.replace(from, to);
        }
        if (!any)
            defects.append(QStringLiteral("editEverywhere: no \"%1\"").arg(QString::fromUtf8(from)));
        return *this;
    }
    // Writes the current SHA-256 of every file into the "@SHA:…@" tokens now, so that a later edit
    // of a kernel leaves the records pointing at its old digest.
    Fixture &freezeDigests()
    {
        const QMap<QString, QByteArray> snapshot = files;
        for (QByteArray &content : files)
            for (auto it = snapshot.cbegin(); it != snapshot.cend(); ++it)
                content.replace(QByteArray("@SHA:" + it.key().toUtf8() + '@'),
                                QCryptographicHash::hash(it.value(), QCryptographicHash::Sha256).toHex());
        return *this;
    }
    Fixture &a0()
    {
        schema = GateOptions::FeedbackSchema::A0;
        return *this;
    }
};

} // namespace

Q_DECLARE_METATYPE(Fixture)

namespace {

QString finding(const char *severity, const QString &rule, const QString &file, int line)
{
    QString out = QLatin1String(severity) + QLatin1Char(' ') + rule + QLatin1Char(' ') + file;
    if (line > 0)
        out += QLatin1Char(':') + QString::number(line);
    return out;
}
QString E(const QString &rule, const QString &file, int line = 0)
{
    return finding("E", rule, file, line);
}
QString E(const char *rule, const QString &file, int line = 0)
{
    return E(QLatin1String(rule), file, line);
}
QString W(const QString &rule, const QString &file, int line = 0)
{
    return finding("W", rule, file, line);
}
QString W(const char *rule, const QString &file, int line = 0)
{
    return W(QLatin1String(rule), file, line);
}
QStringList repeated(const QString &item, int times)
{
    QStringList out;
    for (int i = 0; i < times; ++i)
        out.append(item);
    return out;
}

// --- the final kernel: passes the textual kernel lint ---------------------------------------------
// Line 8 holds the jit decorator, line 14 `return main`.
QByteArray finalKernel()
{
    return QByteArrayLiteral(R"(import argparse

import tilelang
import tilelang.language as T
import torch


@tilelang.jit(target="npuir")
def toy_op_kernel(M, N):
    @T.prim_func
    def main(x: T.Tensor((M, N), "float16")):
        T.copy(x, x)

    return main


def golden_toy_op(x):
    return torch.relu(x)


def run_L0():
    return golden_toy_op(torch.ones(4))


def run_L1():
    return golden_toy_op(torch.ones(64))


def run_L2():
    return golden_toy_op(torch.ones(4096))


def run_boundary():
    return golden_toy_op(torch.ones(1))


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--level", default="L0")
    args = parser.parse_args()
    run_L0()
)");
}

QByteArray baselineKernel()
{
    return QByteArrayLiteral("# baseline toy_op (read-only)\nimport tilelang\n");
}

// --- Gen A ---------------------------------------------------------------------------------------
// opt_log.md: line 5 the comparison heading (current best), line 7 the header with Task Duration,
// line 14 the final_latency claim, line 16 the retrospective.
QByteArray genALog(const QByteArray &claim = "final_latency: 30.00 us")
{
    return QByteArrayLiteral("# toy_op 性能调优日志\n"
                             "\n"
                             "## Iteration 1\n"
                             "\n"
                             "### 候选 vs current best 对比表\n"
                             "\n"
                             "| candidate | workload | Task Duration(us) | vs best | L0 |\n"
                             "|---|---|---:|---:|---|\n"
                             "| baseline | fp16_1024 | 40.00 | — | PASS |\n"
                             "| v1_pipe | fp16_1024 | 30.00 | -25.0% | PASS |\n"
                             "\n"
                             "## Final Summary\n"
                             "\n"
                             "- ")
        + claim
        + QByteArrayLiteral("\n"
                            "\n"
                            "## Skill Retrospective\n"
                            "\n"
                            "- 无\n");
}

QByteArray recordA(int round, const char *candidate, const char *parent, const char *duration, const char *l0 = "true")
{
    return QStringLiteral("{\"round\": %1, \"candidate_id\": \"%2\", \"parent_id\": %3, \"dispatch_path\": \"main\", "
                          "\"workload\": \"fp16_1024\", \"duration_us\": %4, \"l0_pass\": %5, "
                          "\"msprof_raw_path\": \"perf_opt/profiles/round%1/%2/\", "
                          "\"timestamp\": \"2026-09-24T0%1:00:00Z\"}")
        .arg(round)
        .arg(QLatin1String(candidate), QLatin1String(parent), QLatin1String(duration), QLatin1String(l0))
        .toUtf8();
}

// perf_records.jsonl: line 1 the baseline (40.0), line 2 the winner (30.0).
QByteArray recordsA()
{
    return recordA(0, "baseline", "null", "40.0") + '\n' + recordA(1, "v1_pipe", "\"baseline\"", "30.0") + '\n';
}

Fixture genA()
{
    Fixture f;
    f.set(QStringLiteral("toy_op.py"), baselineKernel());
    f.set(QStringLiteral("DESIGN.md"), QByteArrayLiteral("# toy_op design\n"));
    f.set(kKernel, finalKernel());
    f.set(QStringLiteral("perf_opt/toy_op_opt_v1_pipe.py"), finalKernel());
    f.set(kLog, genALog());
    f.set(kRecords, recordsA());
    return f;
}

// --- perf_feedback.md (A1): headings 触发判定 3, 参照锚定 8, 假设 13, 实测 17, 影响面 21, 反馈结论 25.
QByteArray feedback()
{
    return QByteArrayLiteral("# 性能反馈（[DESIGN_LIMIT]）\n"
                             "\n"
                             "## 触发判定\n"
                             "\n"
                             "- 设计层归因: DESIGN.md §5 选定的行切分使每核只处理一行。\n"
                             "- 结构性加速估计: 2.5x（依据: 列切分布局的带宽上限外推）。\n"
                             "\n"
                             "## 参照锚定\n"
                             "\n"
                             "- 参照实现: examples/ref/ref_kernel.py\n"
                             "- 不可移植论证: 参照依赖 cube 单元，本算子为纯 vector。\n"
                             "\n"
                             "## 假设\n"
                             "\n"
                             "- 行切分下 UB 利用率不足 40%。\n"
                             "\n"
                             "## 实测\n"
                             "\n"
                             "- msprof op Task Duration 30.00 us，vec_ratio 0.31。\n"
                             "\n"
                             "## 影响面\n"
                             "\n"
                             "- 仅影响 toy_op。\n"
                             "\n"
                             "## 反馈结论\n"
                             "\n"
                             "- 建议路由: 设计修订\n"
                             "- 依据见 docs/guide.md。\n");
}

Fixture withFeedback(Fixture f)
{
    return f.set(kFeedback, feedback());
}

// --- Gen B ---------------------------------------------------------------------------------------
const QByteArray kKernelId = "perf_opt/toy_op.py::toy_op_kernel::main";

QByteArray inventoryItem(const char *workload, const char *label, const char *marks, const char *kind, const char *tail)
{
    return QByteArrayLiteral("  {\"benchmark_source\": \"explicit_target\", \"kernel_id\": \"") + kKernelId
        + "\", \"workload_id\": \"" + workload + "\", \"label\": \"" + label + "\", \"marks\": " + marks
        + ", \"shape\": [1024, 1024], \"dtype\": \"float16\", \"params\": {\"dim\": -1}, \"kind\": \"" + kind + "\", "
        + tail + "}";
}

// workload_inventory.json: one item per line — 2 and 3 the tune items, 4 the smoke, 5 the skipped.
QByteArray inventoryB()
{
    return "{\"workloads\": [\n"
        + inventoryItem("w-1024-fp16", "rows-1k", "[\"perf\"]", "tune",
                        "\"reason\": \"\", \"tuning_status\": \"winner_merged\"")
        + ",\n"
        + inventoryItem("w-4096-fp32", "rows-4k", "[\"perf\"]", "tune",
                        "\"reason\": \"\", \"tuning_status\": \"winner_merged\"")
        + ",\n"
        + inventoryItem("smoke-64-fp16", "smoke-64-fp16", "[\"smoke\"]", "smoke",
                        "\"reason\": \"\", \"precision_pass\": true")
        + ",\n" + inventoryItem("w-1-fp32", "single-row", "[\"skip\"]", "skipped", "\"reason\": \"M=1 unsupported\"")
        + "\n]}\n";
}

QByteArray recordB(int round, const char *candidate, const char *parent, const char *workload, const char *phase,
                   const char *artifact, const char *digestOf, const char *duration)
{
    return QStringLiteral("{\"round\": %1, \"candidate_id\": \"%2\", \"parent_id\": %3, \"kernel_id\": \"%4\", "
                          "\"workload_id\": \"%5\", \"phase\": \"%6\", \"artifact_path\": \"%7\", "
                          "\"artifact_sha256\": \"@SHA:%8@\", \"duration_us\": %9, \"l0_pass\": true, ")
               .arg(round)
               .arg(QLatin1String(candidate), QLatin1String(parent), QString::fromUtf8(kKernelId),
                    QLatin1String(workload), QLatin1String(phase), QLatin1String(artifact), QLatin1String(digestOf),
                    QLatin1String(duration))
               .toUtf8()
        + QStringLiteral("\"msprof_raw_path\": \"profiles/%1/round%2/%3\", \"timestamp\": \"2026-10-12T06:0%2:00Z\"}")
              .arg(QLatin1String(phase))
              .arg(round)
              .arg(QLatin1String(workload))
              .toUtf8();
}

// perf_records.jsonl: 1–2 baselines (40.0, 80.0), 3 a candidate (35.0), 4–5 the finals of r1_pipe
// measured on perf_opt/toy_op.py (30.0, 60.0).
QByteArray recordsB()
{
    return recordB(0, "baseline", "null", "w-1024-fp16", "baseline", "../toy_op.py", "toy_op.py", "40.0") + '\n'
        + recordB(0, "baseline", "null", "w-4096-fp32", "baseline", "../toy_op.py", "toy_op.py", "80.0") + '\n'
        + recordB(1, "r1_pipe", "\"baseline\"", "w-1024-fp16", "candidate", "toy_op_round1_pipe.py",
                  "perf_opt/toy_op_round1_pipe.py", "35.0")
        + '\n'
        + recordB(1, "r1_pipe", "\"baseline\"", "w-1024-fp16", "final", "toy_op.py", "perf_opt/toy_op.py", "30.0")
        + '\n'
        + recordB(1, "r1_pipe", "\"baseline\"", "w-4096-fp32", "final", "toy_op.py", "perf_opt/toy_op.py", "60.0")
        + '\n';
}

// opt_log.md: line 9 the comparison heading, 11 Task Duration, 15 the Final heading, 17–18 header
// and alignment, 19 and 20 the rows of the two tune items, 22 the retrospective.
QByteArray genBLog()
{
    return QByteArrayLiteral("# toy_op 调优日志\n"
                             "\n"
                             "## Workload Inventory\n"
                             "\n"
                             "- 2 tune, 1 smoke, 1 skipped\n"
                             "\n"
                             "## Round 1\n"
                             "\n"
                             "### 候选 vs current best 对比表\n"
                             "\n"
                             "| branch | workload_id | l0 | Task Duration(us) | vs current best | status |\n"
                             "|---|---|---|---:|---:|---|\n"
                             "| r1_pipe | w-1024-fp16 | True | 35.00 | +12.5% | improved |\n"
                             "\n"
                             "## Final Performance Test Data\n"
                             "\n"
                             "| kernel_id | workload_id | baseline_us | final_us | final_candidate_id |\n"
                             "|---|---|---:|---:|---|\n")
        + "| " + kKernelId + " | w-1024-fp16 | 40.00 | 30.00 | r1_pipe |\n" + "| " + kKernelId
        + " | w-4096-fp32 | 80.00 | 60.00 | r1_pipe |\n"
        + QByteArrayLiteral("\n"
                            "## Skill Retrospective\n"
                            "\n"
                            "- 无\n");
}

QByteArray finalRow(const char *workload, const char *baseline, const char *final, const char *candidate)
{
    return "| " + kKernelId + " | " + workload + " | " + baseline + " | " + final + " | " + candidate + " |";
}

Fixture genB()
{
    Fixture f;
    f.set(QStringLiteral("toy_op.py"), baselineKernel());
    f.set(QStringLiteral("DESIGN.md"), QByteArrayLiteral("# toy_op design\n"));
    f.set(kKernel, finalKernel());
    f.set(QStringLiteral("perf_opt/toy_op_round1_pipe.py"), finalKernel() + "# branch r1_pipe\n");
    f.set(kInventory, inventoryB());
    f.set(kRecords, recordsB());
    f.set(kLog, genBLog());
    return f;
}

struct GateRun
{
    bool written = false;
    Generation generation = Generation::Unknown;
    QStringList findings;
    QStringList texts; // message and evidence of each finding
};

// Writes the fixture under a temporary directory (the operator directory and a small repository
// root for S4-PERF-FEEDBACK-REF) and runs the workflow profile over it.
// `alter` (optional) changes the written run before it is read: what file contents cannot say (a
// link or a folder where a file is expected).
GateRun runGate(const Fixture &fixture, const std::function<bool(const QString &opDir)> &alter = {})
{
    GateRun run;
    QTemporaryDir tmp;
    if (!tmp.isValid())
        return run;
    const QString opDir = tmp.filePath(QStringLiteral("ops/toy_op"));
    const QString repo = tmp.filePath(QStringLiteral("repo"));
    const QMap<QString, QByteArray> repoFiles {{QStringLiteral("docs/guide.md"), "# guide\n"},
                                               {QStringLiteral("examples/ref/ref_kernel.py"), "# reference\n"},
                                               {QStringLiteral(".agents/skills/tune/SKILL.md"), "# skill\n"}};
    auto write = [](const QString &path, const QByteArray &content) {
        if (!QDir().mkpath(QFileInfo(path).absolutePath()))
            return false;
        QFile file(path);
        return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
    };
    for (auto it = repoFiles.cbegin(); it != repoFiles.cend(); ++it)
        if (!write(QDir(repo).filePath(it.key()), it.value()))
            return run;
    QDir().mkpath(opDir);
    for (auto it = fixture.files.cbegin(); it != fixture.files.cend(); ++it) {
        QByteArray content = it.value();
        content.replace("@DIR@", QDir(opDir).absolutePath().toUtf8());
        for (auto other = fixture.files.cbegin(); other != fixture.files.cend(); ++other)
            content.replace(QByteArray("@SHA:" + other.key().toUtf8() + '@'),
                            QCryptographicHash::hash(other.value(), QCryptographicHash::Sha256).toHex());
        if (!write(QDir(opDir).filePath(it.key()), content))
            return run;
    }
    if (alter && !alter(opDir))
        return run;
    run.written = true;
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(opDir);
    run.generation = snapshot->generation;
    GateOptions options;
    options.feedbackSchema = fixture.schema;
    options.repositoryRoot = repo;
    const GateReport report = GateEngine::run(*snapshot, GateProfile::Workflow, options);
    for (const GateResult &r : report.results) {
        const char *severity = r.severity == Diagnostic::Severity::Error ? "E"
            : r.severity == Diagnostic::Severity::Warning                ? "W"
                                                                         : "I";
        run.findings.append(finding(severity, r.ruleId, r.file, r.line));
        run.texts.append(r.message + QLatin1Char('\n') + r.evidence.join(QLatin1Char('\n')));
    }
    return run;
}

void addColumns()
{
    QTest::addColumn<Fixture>("fixture");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QString>("quoted"); // if set: some finding's message or evidence contains it
}

void verifyRow(Generation generation)
{
    QFETCH(Fixture, fixture);
    QFETCH(QStringList, expected);
    QFETCH(QString, quoted);
    QVERIFY2(fixture.defects.isEmpty(), qPrintable(fixture.defects.join(QLatin1Char('\n'))));
    const GateRun run = runGate(fixture);
    QVERIFY(run.written);
    QCOMPARE(generationName(run.generation), generationName(generation));
    // Joined, so that a mismatch prints both lists in full.
    QCOMPARE(run.findings.join(QLatin1String("\n")), expected.join(QLatin1String("\n")));
    if (!quoted.isEmpty()) {
        bool found = false;
        for (const QString &text : run.texts)
            found = found || text.contains(quoted);
        QVERIFY2(
            found,
            qPrintable(QStringLiteral("no finding quotes \"%1\":\n%2").arg(quoted, run.texts.join(QLatin1Char('\n')))));
    }
}

} // namespace

class TestWorkflowGate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void kernelLint_data();
    void kernelLint() { verifyRow(Generation::A); }
    void optLog_data();
    void optLog() { verifyRow(Generation::A); }
    void perfFeedback_data();
    void perfFeedback() { verifyRow(Generation::A); }
    void feedbackThatIsNoFile_data();
    void feedbackThatIsNoFile();
    void genARecords_data();
    void genARecords() { verifyRow(Generation::A); }
    void genACompTable_data();
    void genACompTable() { verifyRow(Generation::A); }
    void genARecon_data();
    void genARecon() { verifyRow(Generation::A); }
    void genBInventory_data();
    void genBInventory() { verifyRow(Generation::B); }
    void genBRecords_data();
    void genBRecords() { verifyRow(Generation::B); }
    void genBFinalTable_data();
    void genBFinalTable() { verifyRow(Generation::B); }
    void resultOrder_data();
    void resultOrder();
    void bundledSamples_data();
    void bundledSamples();
};

void TestWorkflowGate::kernelLint_data()
{
    addColumns();
    const QString none;
    QTest::newRow("complete run passes") << genA() << QStringList() << none;
    QTest::newRow("final kernel missing") << genA().remove(kKernel) << QStringList {E("S4-EXISTS", kKernel)} << none;
    // The gate reads the kernel first: blank or undecodable counts as missing, and nothing else follows.
    QTest::newRow("final kernel blank") << genA().set(kKernel, " \n\t\n") << QStringList {E("S4-EXISTS", kKernel)}
                                        << none;
    QTest::newRow("final kernel not UTF-8")
        << genA().set(kKernel, finalKernel() + "# \xff\xfe\n") << QStringList {E("S4-EXISTS", kKernel)} << none;
    QTest::newRow("no jit decorator") << genA().edit(kKernel, "@tilelang.jit(target=\"npuir\")\n", "")
                                      << QStringList {E("S4-JIT", kKernel)} << none;
    QTest::newRow("jit target cuda") << genA().edit(kKernel, "target=\"npuir\"", "target=\"cuda\"")
                                     << QStringList {E("S4-JIT", kKernel, 8)} << QStringLiteral("cuda");
    QTest::newRow("jit without target keyword") << genA().edit(kKernel, "(target=\"npuir\")", "(out_idx=[-1])")
                                                << QStringList {W("S4-JIT", kKernel, 8)} << none;
    QTest::newRow("bare jit decorator") << genA().edit(kKernel, "(target=\"npuir\")", "")
                                        << QStringList {W("S4-JIT", kKernel, 8)} << none;
    // The decorator's own keywords, read past nested brackets and strings, on every decorator.
    QTest::newRow("jit target after a tuple argument")
        << genA().edit(kKernel, "(target=\"npuir\")", "(out_idx=(2,), target=\"cuda\")")
        << QStringList {E("S4-JIT", kKernel, 8)} << QStringLiteral("cuda");
    QTest::newRow("jit arguments over several lines")
        << genA().edit(kKernel, "(target=\"npuir\")", "(\n    out_idx=[-1],  # (a comment)\n    target='npuir'  # the NPU\n)")
        << QStringList() << none;
    QTest::newRow("a nested call's target is not the decorator's")
        << genA().edit(kKernel, "(target=\"npuir\")", "(pass_configs=dict(target=\"npuir\"))")
        << QStringList {W("S4-JIT", kKernel, 8)} << none;
    QTest::newRow("jit target that is not a string literal")
        << genA().edit(kKernel, "target=\"npuir\"", "target=pick(\"npuir\")")
        << QStringList {W("S4-JIT", kKernel, 8)} << QStringLiteral("pick(\"npuir\")");
    QTest::newRow("a second jit decorator with another target")
        << genA().append(kKernel, "\n\n@tilelang.jit(target=\"cuda\")\ndef other(M):\n    return M\n")
        << QStringList {E("S4-JIT", kKernel, 44)} << QStringLiteral("cuda");
    QTest::newRow("a jit decorator shown in a docstring decorates nothing")
        << genA().append(kKernel, "\n\ndef helper():\n    \"\"\"Usage:\n\n    @tilelang.jit(target=\"cuda\")\n    \"\"\"\n"
                                  "    return 1\n")
        << QStringList() << none;
    QTest::newRow("a jit decorator in a comment is none")
        << genA().edit(kKernel, "@tilelang.jit(target=\"npuir\")\n", "# @tilelang.jit(target=\"npuir\")\n")
        << QStringList {E("S4-JIT", kKernel)} << none;
    QTest::newRow("run_L1 missing") << genA().edit(kKernel, "def run_L1(", "def run_level1(")
                                    << QStringList {E("S4-TEST-LEVELS", kKernel)} << QStringLiteral("run_L1");
    QTest::newRow("every level missing: one failure each") << genA()
                                                                  .edit(kKernel, "def run_L0(", "def level0(")
                                                                  .edit(kKernel, "def run_L1(", "def level1(")
                                                                  .edit(kKernel, "def run_L2(", "def level2(")
                                                                  .edit(kKernel, "def run_boundary(", "def edges(")
                                                           << repeated(E("S4-TEST-LEVELS", kKernel), 4) << none;
    QTest::newRow("boundary function missing") << genA().edit(kKernel, "def run_boundary(", "def run_edges(")
                                               << QStringList {E("S4-TEST-LEVELS", kKernel)} << none;
    // gate_lint.py compares `"boundary" in name.lower()`.
    QTest::newRow("boundary name is compared lower-cased")
        << genA().edit(kKernel, "def run_boundary(", "def run_Boundary_cases(") << QStringList() << none;
    QTest::newRow("no --level") << genA().edit(kKernel, "\"--level\"", "\"--lvl\"")
                                << QStringList {E("S4-MAIN-LEVEL", kKernel)} << none;
    // The gate reads the AST: a definition that is only a comment or a string's words is none,
    // and --level only in a comment is no string constant (a docstring is one).
    QTest::newRow("run_L0 only in a comment") << genA().edit(kKernel, "def run_L0(", "# def run_L0():\ndef level0(")
                                              << QStringList {E("S4-TEST-LEVELS", kKernel)} << QStringLiteral("run_L0");
    QTest::newRow("run_L2 only in a string")
        << genA().edit(kKernel, "def run_L2(", "NOTE = \"def run_L2(): removed\"\ndef level2(")
        << QStringList {E("S4-TEST-LEVELS", kKernel)} << QStringLiteral("run_L2");
    QTest::newRow("boundary only in a docstring")
        << genA().edit(kKernel, "def run_boundary(", "\"\"\"\ndef run_boundary():\n\"\"\"\ndef edges(")
        << QStringList {E("S4-TEST-LEVELS", kKernel)} << none;
    QTest::newRow("--level only in a comment") << genA().edit(kKernel, "\"--level\"", "\"--lvl\"  # was \"--level\"")
                                               << QStringList {E("S4-MAIN-LEVEL", kKernel)} << none;
    QTest::newRow("--level only inside a docstring's words")
        << genA()
               .edit(kKernel, "\"--level\"", "\"--lvl\"")
               .edit(kKernel, "def run_L0(", "\"\"\"Run with '--level' L0.\"\"\"\ndef run_L0(")
        << QStringList {E("S4-MAIN-LEVEL", kKernel)} << none;
    QTest::newRow("--level as a single-quoted constant")
        << genA().edit(kKernel, "\"--level\"", "'--level'") << QStringList() << none;
    QTest::newRow("TODO in the kernel") << genA().edit(kKernel, "    return main\n", "    return main  # TODO: tune\n")
                                        << QStringList {E("S4-PLACEHOLDER", kKernel, 14)} << QStringLiteral("TODO");
    QTest::newRow("待补充 in the kernel") << genA().edit(kKernel, "    return main\n", "    return main  # 待补充\n")
                                          << QStringList {E("S4-PLACEHOLDER", kKernel, 14)} << none;
    // The gate's placeholder list is 待补充/待填写/TODO/FIXME/{placeholder}: raising for an
    // unsupported case is not a placeholder.
    QTest::newRow("NotImplementedError is no placeholder")
        << genA().append(kKernel, "\n\ndef unsupported():\n    raise NotImplementedError(\"bf16\")\n") << QStringList()
        << none;
}

void TestWorkflowGate::optLog_data()
{
    addColumns();
    const QString none;
    // Without a readable opt_log the records rules see "" and fail too (§a.3 step 6, 7).
    const QStringList unreadable {E("S4-OPTLOG", kLog), E("S4-OPTLOG-COMPTABLE", kLog),
                                  E("S4-PERF-RECORDS-RECON", kLog)};
    QTest::newRow("opt_log missing") << genA().remove(kLog) << unreadable << none;
    QTest::newRow("opt_log not UTF-8") << genA().set(kLog, genALog() + "\xff\n") << unreadable << none;
    QTest::newRow("opt_log whitespace-only") << genA().set(kLog, " \n\t\n\xe3\x80\x80\n") << unreadable << none;
    // A BOM is no whitespace to Python: such a log is "present", just useless.
    QTest::newRow("opt_log holding only a BOM is not empty")
        << genA().set(kLog, "\xef\xbb\xbf\n")
        << QStringList {W("S4-OPTLOG", kLog), E("S4-OPTLOG-COMPTABLE", kLog), E("S4-PERF-RECORDS-RECON", kLog)} << none;
    QTest::newRow("no Skill Retrospective: warning only")
        << genA().edit(kLog, "## Skill Retrospective", "## 复盘") << QStringList {W("S4-OPTLOG", kLog)} << none;
    QTest::newRow("Skill Retrospective is case-sensitive")
        << genA().edit(kLog, "## Skill Retrospective", "## skill retrospective") << QStringList {W("S4-OPTLOG", kLog)}
        << none;
    QTest::newRow("Skill Retrospective anywhere counts")
        << genA().edit(kLog, "## Skill Retrospective", "## 复盘（Skill Retrospective 见附录）") << QStringList()
        << none;
}

void TestWorkflowGate::perfFeedback_data()
{
    addColumns();
    const QString none;
    const Fixture base = withFeedback(genA());
    auto fb = [&base]() {
        return base;
    };
    const QString schema = QStringLiteral("S4-PERF-FEEDBACK-SCHEMA");

    QTest::newRow("complete A1 feedback passes") << fb() << QStringList() << none;
    QTest::newRow("blank file: one failure, then stop")
        << fb().set(kFeedback, "  \n\n\t") << QStringList {E("S4-PERF-FEEDBACK", kFeedback)} << none;
    // gate_lint.py reads it with _read_text(): undecodable is treated as empty.
    QTest::newRow("not UTF-8 counts as empty")
        << fb().set(kFeedback, feedback() + "\xff") << QStringList {E("S4-PERF-FEEDBACK", kFeedback)} << none;

    // Placeholders: one failure per substring present, at its first line.
    for (const char *p : {"待补充", "待填写", "TODO", "FIXME", "{placeholder}"}) {
        QTest::addRow("placeholder %s", p)
            << fb().edit(kFeedback, "不足 40%。", QByteArray("不足 40%。") + p)
            << QStringList {E("S4-PERF-FEEDBACK-PLACEHOLDER", kFeedback, 15)} << QString::fromUtf8(p);
    }
    QTest::newRow("same placeholder twice counts once")
        << fb().edit(kFeedback, "不足 40%。", "不足 40%。TODO")
               .edit(kFeedback, "仅影响 toy_op。", "仅影响 toy_op。TODO")
        << QStringList {E("S4-PERF-FEEDBACK-PLACEHOLDER", kFeedback, 15)} << none;
    QTest::newRow("two placeholders, in pattern order")
        << fb().edit(kFeedback, "不足 40%。", "不足 40%。FIXME")
               .edit(kFeedback, "仅影响 toy_op。", "仅影响 toy_op。TODO")
        << QStringList {E("S4-PERF-FEEDBACK-PLACEHOLDER", kFeedback, 23),
                        E("S4-PERF-FEEDBACK-PLACEHOLDER", kFeedback, 15)}
        << none;
    QTest::newRow("CJK angle group") << fb().edit(kFeedback, "仅影响 toy_op。", "仅影响 <按模板填写>。")
                                     << QStringList {E("S4-PERF-FEEDBACK-PLACEHOLDER", kFeedback, 23)}
                                     << QStringLiteral("<按模板填写>");
    QTest::newRow("two CJK angle groups on one line")
        << fb().edit(kFeedback, "仅影响 toy_op。", "仅影响 <算子名> 与 <影响范围>。")
        << repeated(E("S4-PERF-FEEDBACK-PLACEHOLDER", kFeedback, 23), 2) << none;
    QTest::newRow("ASCII angle group is fine")
        << fb().edit(kFeedback, "仅影响 toy_op。", "仅影响 toy_op<T>。") << QStringList() << none;
    QTest::newRow("CJK outside the brackets is fine")
        << fb().edit(kFeedback, "仅影响 toy_op。", "仅影响 <T> 模板。") << QStringList() << none;
    QTest::newRow("angle group across lines is fine")
        << fb().edit(kFeedback, "仅影响 toy_op。", "仅影响 <按\n模板>。") << QStringList() << none;

    // Missing sections; a missing section's body is empty, so its own content rules fail too.
    QTest::newRow("no 触发判定") << fb().edit(kFeedback, "## 触发判定\n", "")
                                 << QStringList {E(schema, kFeedback), E("S4-PERF-FEEDBACK-TRIGGER", kFeedback),
                                                 E("S4-PERF-FEEDBACK-TRIGGER", kFeedback)}
                                 << QStringLiteral("触发判定");
    QTest::newRow("no 参照锚定") << fb().edit(kFeedback, "## 参照锚定\n", "") << QStringList {E(schema, kFeedback)}
                                 << QStringLiteral("参照锚定");
    QTest::newRow("no 假设") << fb().edit(kFeedback, "## 假设\n", "") << QStringList {E(schema, kFeedback)}
                             << QStringLiteral("假设");
    QTest::newRow("no 实测") << fb().edit(kFeedback, "## 实测\n", "")
                             << QStringList {E(schema, kFeedback), E("S4-PERF-FEEDBACK-METRIC", kFeedback)}
                             << QStringLiteral("实测");
    QTest::newRow("no 影响面") << fb().edit(kFeedback, "## 影响面\n", "") << QStringList {E(schema, kFeedback)}
                               << QStringLiteral("影响面");
    QTest::newRow("no 反馈结论") << fb().edit(kFeedback, "## 反馈结论\n", "")
                                 << QStringList {E(schema, kFeedback), E("S4-PERF-FEEDBACK-ROUTE", kFeedback)}
                                 << QStringLiteral("反馈结论");
    QTest::newRow("no section at all") << fb().set(kFeedback, "# 性能反馈\n\n只有一段说明。\n")
                                       << repeated(E(schema, kFeedback), 6)
            + QStringList {E("S4-PERF-FEEDBACK-TRIGGER", kFeedback), E("S4-PERF-FEEDBACK-TRIGGER", kFeedback),
                           E("S4-PERF-FEEDBACK-METRIC", kFeedback), E("S4-PERF-FEEDBACK-ROUTE", kFeedback)}
                                       << none;
    QTest::newRow("title is a prefix: ## 实测数据")
        << fb().edit(kFeedback, "## 实测\n", "## 实测数据\n") << QStringList() << none;
    QTest::newRow("### 实测") << fb().edit(kFeedback, "## 实测\n", "### 实测\n") << QStringList() << none;
    QTest::newRow("##实测 without a space") << fb().edit(kFeedback, "## 实测\n", "##实测\n") << QStringList() << none;
    QTest::newRow("six hashes") << fb().edit(kFeedback, "## 实测\n", "###### 实测\n") << QStringList() << none;
    QTest::newRow("seven hashes is no heading")
        << fb().edit(kFeedback, "## 实测\n", "####### 实测\n")
        << QStringList {E(schema, kFeedback), E("S4-PERF-FEEDBACK-METRIC", kFeedback)} << none;
    QTest::newRow("numbered heading ## 2. 实测 does not match")
        << fb().edit(kFeedback, "## 实测\n", "## 2. 实测\n")
        << QStringList {E(schema, kFeedback), E("S4-PERF-FEEDBACK-METRIC", kFeedback)} << none;
    QTest::newRow("heading must start the line")
        << fb().edit(kFeedback, "## 实测\n", " ## 实测\n")
        << QStringList {E(schema, kFeedback), E("S4-PERF-FEEDBACK-METRIC", kFeedback)} << none;

    // A0 (tile-ai 3283a0c): five sections, no 参照锚定 and no anchor rule.
    QTest::newRow("A0 without 参照锚定") << fb().a0().edit(kFeedback, "## 参照锚定\n", "") << QStringList() << none;
    QTest::newRow("A0 does not check the anchor") << fb().a0().edit(
        kFeedback, "- 参照实现: examples/ref/ref_kernel.py\n- 不可移植论证: 参照依赖 cube 单元，本算子为纯 vector。\n",
        "- 参照: 无\n") << QStringList() << none;
    QTest::newRow("A0 still needs 假设") << fb().a0().edit(kFeedback, "## 假设\n", "")
                                         << QStringList {E(schema, kFeedback)} << none;

    // ANCHOR (A1), only when the body is not blank.
    QTest::newRow("anchor without 参照实现") << fb().edit(kFeedback, "- 参照实现: examples", "- 参照: examples")
                                             << QStringList {E("S4-PERF-FEEDBACK-ANCHOR", kFeedback, 8)} << none;
    QTest::newRow("anchor without 不可移植 or 未找到参照")
        << fb().edit(kFeedback, "- 不可移植论证: 参照依赖 cube 单元，本算子为纯 vector。\n", "")
        << QStringList {E("S4-PERF-FEEDBACK-ANCHOR", kFeedback, 8)} << none;
    QTest::newRow("anchor with 未找到参照") << fb().edit(
        kFeedback, "- 参照实现: examples/ref/ref_kernel.py\n- 不可移植论证: 参照依赖 cube 单元，本算子为纯 vector。\n",
        "- 参照实现: 未找到参照，天花板结论置信度降级\n")
                                            << QStringList() << none;
    QTest::newRow("blank anchor body is not checked") << fb().edit(
        kFeedback, "- 参照实现: examples/ref/ref_kernel.py\n- 不可移植论证: 参照依赖 cube 单元，本算子为纯 vector。\n",
        "") << QStringList() << none;

    // TRIGGER: 设计层归因, and a factor strictly above 2 before x/×/倍 or the word 矛盾.
    const QString trigger = QStringLiteral("S4-PERF-FEEDBACK-TRIGGER");
    QTest::newRow("no 设计层归因") << fb().edit(kFeedback, "- 设计层归因:", "- 归因:")
                                   << QStringList {E(trigger, kFeedback, 3)} << QStringLiteral("设计层归因");
    QTest::newRow("2x alone fails") << fb().edit(kFeedback, "2.5x", "2x") << QStringList {E(trigger, kFeedback, 3)}
                                    << none;
    QTest::newRow("2.0x is not above 2") << fb().edit(kFeedback, "2.5x", "2.0x")
                                         << QStringList {E(trigger, kFeedback, 3)} << none;
    QTest::newRow("2.01x passes") << fb().edit(kFeedback, "2.5x", "2.01x") << QStringList() << none;
    QTest::newRow("3 倍 passes") << fb().edit(kFeedback, "2.5x", "3 倍") << QStringList() << none;
    QTest::newRow("2.8 × passes") << fb().edit(kFeedback, "2.5x", "2.8 ×") << QStringList() << none;
    QTest::newRow("uppercase X does not count")
        << fb().edit(kFeedback, "2.5x", "2.5X") << QStringList {E(trigger, kFeedback, 3)} << none;
    QTest::newRow("percent does not count")
        << fb().edit(kFeedback, "2.5x", "250%") << QStringList {E(trigger, kFeedback, 3)} << none;
    QTest::newRow("full-width digits count") << fb().edit(kFeedback, "2.5x", "２.５x") << QStringList() << none;
    QTest::newRow("ideographic space before x")
        << fb().edit(kFeedback, "2.5x", "2.5\xe3\x80\x80x") << QStringList() << none;
    QTest::newRow("one factor above 2 among several")
        << fb().edit(kFeedback, "2.5x", "1.5x 与 2.6 倍") << QStringList() << none;
    QTest::newRow("矛盾 instead of a factor")
        << fb().edit(kFeedback, "结构性加速估计: 2.5x", "实测与假设矛盾") << QStringList() << none;
    QTest::newRow("factor outside 触发判定 does not count")
        << fb().edit(kFeedback, "2.5x", "1.5x").edit(kFeedback, "不足 40%。", "不足 40%，列切分可达 3x。")
        << QStringList {E(trigger, kFeedback, 3)} << none;
    QTest::newRow("neither attribution nor estimate")
        << fb().edit(kFeedback, "- 设计层归因:", "- 归因:").edit(kFeedback, "2.5x", "1.5x")
        << repeated(E(trigger, kFeedback, 3), 2) << none;

    QTest::newRow("实测 without msprof") << fb().edit(kFeedback, "- msprof op", "- profiler")
                                         << QStringList {E("S4-PERF-FEEDBACK-METRIC", kFeedback, 17)} << none;
    QTest::newRow("MSPROF in capitals does not count")
        << fb().edit(kFeedback, "- msprof op", "- MSPROF op")
        << QStringList {E("S4-PERF-FEEDBACK-METRIC", kFeedback, 17)} << none;
    QTest::newRow("msprof in another section does not count")
        << fb().edit(kFeedback, "- msprof op", "- profiler").edit(kFeedback, "不足 40%。", "不足 40%（msprof）。")
        << QStringList {E("S4-PERF-FEEDBACK-METRIC", kFeedback, 17)} << none;
    QTest::newRow("反馈结论 without 建议路由") << fb().edit(kFeedback, "- 建议路由:", "- 路由:")
                                               << QStringList {E("S4-PERF-FEEDBACK-ROUTE", kFeedback, 25)} << none;

    // REF: paths under docs/, examples/, testing/, .agents/ must exist under the repository root.
    const QString ref = QStringLiteral("S4-PERF-FEEDBACK-REF");
    QTest::newRow("missing docs path") << fb().edit(kFeedback, "docs/guide.md", "docs/missing.md")
                                       << QStringList {E(ref, kFeedback, 28)} << QStringLiteral("docs/missing.md");
    QTest::newRow("missing examples path") << fb().edit(kFeedback, "examples/ref/ref_kernel.py", "examples/ref/gone.py")
                                           << QStringList {E(ref, kFeedback, 10)} << none;
    QTest::newRow("missing testing path") << fb().edit(kFeedback, "仅影响 toy_op。", "仅影响 testing/case_toy.py")
                                          << QStringList {E(ref, kFeedback, 23)} << none;
    QTest::newRow("missing .agents path") << fb().edit(kFeedback, "仅影响 toy_op。", "见 .agents/skills/gone/SKILL.md")
                                          << QStringList {E(ref, kFeedback, 23)} << none;
    QTest::newRow("existing .agents path")
        << fb().edit(kFeedback, "仅影响 toy_op。", "见 .agents/skills/tune/SKILL.md") << QStringList() << none;
    QTest::newRow("no word boundary: mydocs/ holds docs/")
        << fb().edit(kFeedback, "仅影响 toy_op。", "见 mydocs/missing.md") << QStringList {E(ref, kFeedback, 23)}
        << QStringLiteral("docs/missing.md");
    QTest::newRow("trailing ASCII period trimmed")
        << fb().edit(kFeedback, "docs/guide.md。", "docs/guide.md.") << QStringList() << none;
    QTest::newRow("trailing punctuation run trimmed")
        << fb().edit(kFeedback, "docs/guide.md。", "docs/guide.md;!?") << QStringList() << none;
    QTest::newRow("full-width bracket ends the token")
        << fb().edit(kFeedback, "docs/guide.md。", "docs/guide.md（第 3 节）") << QStringList() << none;
    QTest::newRow("backquotes end the token")
        << fb().edit(kFeedback, "docs/guide.md。", "`docs/guide.md`") << QStringList() << none;
    QTest::newRow("template token skipped")
        << fb().edit(kFeedback, "docs/guide.md。", "docs/{op}/DESIGN.md") << QStringList() << none;
    QTest::newRow("glob token skipped") << fb().edit(kFeedback, "docs/guide.md。", "docs/*.md") << QStringList()
                                        << none;
    // As os.path.exists reads the path as written: a file with a trailing slash is none, a folder is.
    QTest::newRow("a file with a trailing slash is no file")
        << fb().edit(kFeedback, "docs/guide.md。", "docs/guide.md/。") << QStringList {E(ref, kFeedback, 28)}
        << QStringLiteral("docs/guide.md/");
    QTest::newRow("a folder with a trailing slash is one")
        << fb().edit(kFeedback, "examples/ref/ref_kernel.py", "examples/ref/") << QStringList() << none;
    QTest::newRow("duplicate missing path reported once")
        << fb().edit(kFeedback, "docs/guide.md", "docs/missing.md")
               .edit(kFeedback, "仅影响 toy_op。", "见 docs/missing.md")
        << QStringList {E(ref, kFeedback, 23)} << none;
}

void TestWorkflowGate::genARecords_data()
{
    addColumns();
    const QString none;
    const QString schema = QStringLiteral("S4-PERF-RECORDS-SCHEMA");
    const QByteArray line2 = recordA(1, "v1_pipe", "\"baseline\"", "30.0");
    const QByteArray noClaimNoTable = genALog("Task 耗时见上表").replace("Task Duration", "Task time");

    QTest::newRow("records absent: warning only")
        << genA().remove(kRecords) << QStringList {W("S4-PERF-RECORDS", kRecords)} << none;
    QTest::newRow("records absent: no COMPTABLE and no RECON")
        << genA().remove(kRecords).set(kLog, noClaimNoTable) << QStringList {W("S4-PERF-RECORDS", kRecords)} << none;
    QTest::newRow("records empty: error and stop")
        << genA().set(kRecords, "").set(kLog, noClaimNoTable) << QStringList {E("S4-PERF-RECORDS", kRecords)} << none;
    QTest::newRow("records whitespace-only: error and stop")
        << genA().set(kRecords, " \n\t\n\xe3\x80\x80\n").set(kLog, noClaimNoTable)
        << QStringList {E("S4-PERF-RECORDS", kRecords)} << none;
    QTest::newRow("records not UTF-8: error and stop")
        << genA().set(kRecords, recordsA() + "\xff\n").set(kLog, noClaimNoTable)
        << QStringList {E("S4-PERF-RECORDS", kRecords)} << none;

    QTest::newRow("bad JSON") << genA().append(kRecords, "{\"round\": 2,\n") << QStringList {E(schema, kRecords, 3)}
                              << none;
    // Live append: a last line without a line end is still being written (issue 15, item 9).
    QTest::newRow("unfinished last line is in progress")
        << genA().append(kRecords, "{\"round\": 2, \"cand") << QStringList {W(schema, kRecords, 3)}
        << QStringLiteral("still be writing");
    QTest::newRow("unfinished last line after blank lines")
        << genA().append(kRecords, "\n\n{\"round\": 2,") << QStringList {W(schema, kRecords, 5)} << none;
    QTest::newRow("complete last line without a line end is read")
        << genA().append(kRecords, "[1, 2]") << QStringList {E(schema, kRecords, 3)} << none;
    QTest::newRow("array line") << genA().append(kRecords, "[1, 2]\n") << QStringList {E(schema, kRecords, 3)} << none;
    QTest::newRow("string line") << genA().append(kRecords, "\"text\"\n") << QStringList {E(schema, kRecords, 3)}
                                 << none;
    QTest::newRow("empty object") << genA().append(kRecords, "{}\n") << QStringList {E(schema, kRecords, 3)}
                                  << QStringLiteral("dispatch_path");
    QTest::newRow("missing timestamp") << genA().append(
        kRecords, QByteArray(line2).replace(", \"timestamp\": \"2026-09-24T01:00:00Z\"", "") + '\n')
                                       << QStringList {E(schema, kRecords, 3)} << QStringLiteral("timestamp");
    QTest::newRow("missing workload") << genA().append(
        kRecords, QByteArray(line2).replace("\"workload\": \"fp16_1024\", ", "") + '\n')
                                      << QStringList {E(schema, kRecords, 3)} << QStringLiteral("workload");
    QTest::newRow("parent_id and msprof_raw_path may be absent")
        << genA().append(kRecords,
                         QByteArray(line2)
                                 .replace("\"parent_id\": \"baseline\", ", "")
                                 .replace("\"msprof_raw_path\": \"perf_opt/profiles/round1/v1_pipe/\", ", "")
                             + '\n')
        << QStringList() << none;
    QTest::newRow("first failure of a line wins")
        << genA().append(kRecords,
                         QByteArray(line2)
                                 .replace(", \"timestamp\": \"2026-09-24T01:00:00Z\"", "")
                                 .replace("\"duration_us\": 30.0", "\"duration_us\": true")
                             + '\n')
        << QStringList {E(schema, kRecords, 3)} << QStringLiteral("timestamp");
    for (const char *bad : {"true", "\"30.0\"", "null", "[30.0]"}) {
        QTest::addRow("duration_us %s", bad) << genA().append(
            kRecords,
            QByteArray(line2).replace("\"duration_us\": 30.0", QByteArray(QByteArray("\"duration_us\": ") + bad))
                + '\n') << QStringList {E(schema, kRecords, 3)}
                                             << none;
    }
    for (const char *bad : {"1", "\"true\"", "null"}) {
        QTest::addRow("l0_pass %s", bad) << genA().append(
            kRecords,
            QByteArray(line2).replace("\"l0_pass\": true", QByteArray(QByteArray("\"l0_pass\": ") + bad)) + '\n')
                                         << QStringList {E(schema, kRecords, 3)} << none;
    }
    // The winner's line is the only 30.0: the claim reconciles only if that line entered the pool.
    QTest::newRow("l0_pass false is legal and pooled")
        << genA().editLine(kRecords, 2, "\"l0_pass\": true", "\"l0_pass\": false") << QStringList() << none;
    QTest::newRow("integer duration") << genA().editLine(kRecords, 2, "\"duration_us\": 30.0", "\"duration_us\": 30")
                                      << QStringList() << none;
    QTest::newRow("duplicate key: the last (a number) wins")
        << genA().editLine(kRecords, 2, "\"round\": 1,", "\"duration_us\": true, \"round\": 1,") << QStringList()
        << none;
    QTest::newRow("duplicate key: the last (a bool) wins")
        << genA().editLine(kRecords, 2, "\"l0_pass\": true", "\"l0_pass\": true, \"duration_us\": true")
        << QStringList {E(schema, kRecords, 2), E("S4-PERF-RECORDS-RECON", kLog, 14)} << none;

    // Line splitting is str.splitlines(): blank lines count, U+2028 and \f break lines.
    QTest::newRow("blank lines are counted")
        << genA().append(kRecords, "\n   \n{oops}\n") << QStringList {E(schema, kRecords, 5)} << none;
    QTest::newRow("U+2028 splits a line in two")
        << genA().editLine(kRecords, 1, "\"workload\": \"fp16_1024\", ", "\"workload\": \"fp16_1024\", \xe2\x80\xa8")
        << QStringList {E(schema, kRecords, 1), E(schema, kRecords, 2)} << none;
    QTest::newRow("form feed splits a line in two")
        << genA().editLine(kRecords, 1, "\"workload\": \"fp16_1024\", ", "\"workload\": \"fp16_1024\", \f")
        << QStringList {E(schema, kRecords, 1), E(schema, kRecords, 2)} << none;
    QTest::newRow("U+2028 before a line counts as a blank line")
        << genA().set(kRecords, "\xe2\x80\xa8" + recordsA() + "{oops}\n") << QStringList {E(schema, kRecords, 4)}
        << none;
    QTest::newRow("CRLF line ends") << genA().set(kRecords, recordsA().replace("\n", "\r\n")) << QStringList() << none;
    QTest::newRow("CR line ends") << genA().set(kRecords, recordsA().replace("\n", "\r")) << QStringList() << none;
    QTest::newRow("no final newline") << genA().set(kRecords, recordsA().chopped(1)) << QStringList() << none;
    // Python's utf-8 codec keeps a BOM, and json.loads() rejects it.
    QTest::newRow("UTF-8 BOM makes line 1 invalid JSON")
        << genA().set(kRecords, "\xef\xbb\xbf" + recordsA()) << QStringList {E(schema, kRecords, 1)}
        << QStringLiteral("Line 1 is not valid JSON: Unexpected UTF-8 BOM (decode using utf-8-sig)");

    // NaN and ±Infinity are numbers to Python's json: they pass SCHEMA, enter the pool (so RECON
    // runs) and never reconcile.
    for (const char *token : {"NaN", "Infinity", "-Infinity"}) {
        QTest::addRow("%s duration passes SCHEMA but never reconciles", token)
            << genA().set(kRecords, recordA(1, "v1_pipe", "\"baseline\"", token) + '\n')
            << QStringList {E("S4-PERF-RECORDS-RECON", kLog, 14)} << none;
    }
    QTest::newRow("NaN line beside reconciling ones")
        << genA().append(kRecords, recordA(2, "v2_nan", "\"v1_pipe\"", "NaN") + '\n') << QStringList() << none;
}

void TestWorkflowGate::genACompTable_data()
{
    addColumns();
    const QString none;
    const QStringList comptable {E("S4-OPTLOG-COMPTABLE", kLog)};
    QTest::newRow("Current-Best") << genA().edit(kLog, "current best", "Current-Best") << QStringList() << none;
    QTest::newRow("CURRENT BEST") << genA().edit(kLog, "current best", "CURRENT BEST") << QStringList() << none;
    QTest::newRow("current_best") << genA().edit(kLog, "current best", "current_best") << comptable << none;
    QTest::newRow("currentbest") << genA().edit(kLog, "current best", "currentbest") << comptable << none;
    QTest::newRow("two spaces") << genA().edit(kLog, "current best", "current  best") << comptable << none;
    // Python's re.IGNORECASE takes the long s (U+017F) for an s, and nothing else beyond ASCII here.
    QTest::newRow("long s") << genA().edit(kLog, "current best", "CURRENT BE\u017FT") << QStringList() << none;
    QTest::newRow("dotted capital I is no e")
        << genA().edit(kLog, "current best", "current b\u0130st") << comptable << none;
    QTest::newRow("cut at the end") << genA().edit(kLog, "current best", "current bes") << comptable << none;
    QTest::newRow("the words anywhere count")
        << genA()
               .edit(kLog, "候选 vs current best 对比表", "候选对比表")
               .edit(kLog, "## Final Summary", "## Final Summary（vs current-best）")
        << QStringList() << none;
    QTest::newRow("no Task Duration") << genA().edit(kLog, "Task Duration(us)", "task duration(us)") << comptable
                                      << none;
    QTest::newRow("runs although every line failed SCHEMA")
        << genA().set(kRecords, "not json\n").edit(kLog, "Task Duration(us)", "耗时(us)")
        << QStringList {E("S4-PERF-RECORDS-SCHEMA", kRecords, 1), E("S4-OPTLOG-COMPTABLE", kLog)} << none;
}

void TestWorkflowGate::genARecon_data()
{
    addColumns();
    const QString none;
    const QStringList mismatch {E("S4-PERF-RECORDS-RECON", kLog, 14)};
    const QStringList absent {E("S4-PERF-RECORDS-RECON", kLog)};
    auto claim = [](const QByteArray &line) {
        return genA().set(kLog, genALog(line));
    };
    auto claimWithWinner = [](const QByteArray &line, const char *winner) {
        return genA()
            .set(kLog, genALog(line))
            .set(kRecords,
                 recordA(0, "baseline", "null", "4000.0") + '\n' + recordA(1, "v1_pipe", "\"baseline\"", winner)
                     + '\n');
    };

    QTest::newRow("claim equals the winner") << claim("final_latency: 30.00 us") << QStringList() << none;
    QTest::newRow("claim equals the baseline (known weakness)")
        << claim("final_latency: 40.00 us") << QStringList() << none;
    QTest::newRow("claim matches no record") << claim("final_latency: 35.00 us") << mismatch << QStringLiteral("35");
    QTest::newRow("first claim wins") << claim("final_latency: 35.00 us\n- final_latency: 30.00 us") << mismatch
                                      << none;
    QTest::newRow("non-matching forms are passed over")
        << claim("final_latency 989.26\n- final_latency: 30.00 us") << QStringList() << none;
    QTest::newRow("claim absent") << claim("最终时延 30.00 us") << absent << none;
    QTest::newRow("full-width colon") << claim("final_latency：30.00 us") << QStringList() << none;
    QTest::newRow("blank before the colon") << claim("final_latency : 30.00 us") << QStringList() << none;
    QTest::newRow("number on the next line") << claim("final_latency:\n  30.00 us") << QStringList() << none;
    QTest::newRow("bold claim") << claim("**final_latency: 30.00 us**") << QStringList() << none;
    // A claim the reader sees but the gate's pattern misses: the error points at it.
    const QString missed = QStringLiteral("form its pattern misses");
    QTest::newRow("no colon") << claim("final_latency 30.00 us") << mismatch << missed;
    QTest::newRow("equals sign") << claim("final_latency=30.00") << mismatch << missed;
    QTest::newRow("bold with full-width bracket") << claim("**final_latency（msprof）**：30.00 us") << mismatch
                                                  << missed;
    QTest::newRow("capitalised literal") << claim("Final_Latency: 30.00 us") << mismatch << missed;
    QTest::newRow("two words") << claim("Final latency: 30.00 us") << mismatch << missed;
    QTest::newRow("two words in prose") << claim("The final latency is 30.00 us") << absent << none;
    QTest::newRow("signed number") << claim("final_latency: -30.00 us") << absent << none;
    QTest::newRow("exponent is not part of the number") << claim("final_latency: 3.0e1 us") << mismatch << none;
    QTest::newRow("full-width digits convert") << claim("final_latency: ３０.００ us") << QStringList() << none;
    QTest::newRow("full-width digits, wrong value") << claim("final_latency: ３５.００ us") << mismatch << none;
    // The rule reads the log's bytes: whitespace and digits beyond ASCII, and Python's text-mode
    // line ends for the line it names.
    QTest::newRow("ideographic spaces after the colon")
        << claim("final_latency:\u3000\u300030.00 us") << QStringList() << none;
    QTest::newRow("no-break space before the colon") << claim("final_latency\u00a0: 30.00 us") << QStringList() << none;
    QTest::newRow("Arabic-Indic digits") << claim("final_latency: \u0663\u0660.\u0660\u0660 us") << QStringList()
                                         << none;
    QTest::newRow("Arabic-Indic digits, wrong value")
        << claim("final_latency: \u0663\u0665 us") << mismatch << QStringLiteral("35");
    QTest::newRow("CRLF line ends") << genA().set(kLog, genALog("final_latency: 35.00 us").replace("\n", "\r\n"))
                                    << mismatch << QStringLiteral("35");
    QTest::newRow("lone CR line ends") << genA().set(kLog, genALog("final_latency: 35.00 us").replace('\n', '\r'))
                                       << mismatch << QStringLiteral("35");
    QTest::newRow("thousands separator captures 1")
        << claimWithWinner("final_latency: 1,191.63 us", "1191.63") << mismatch << none;
    QTest::newRow("same number without separator")
        << claimWithWinner("final_latency: 1191.63 us", "1191.63") << QStringList() << none;
    // |d − N| ≤ max(0.01·N, 1e-9) with N the claim.
    QTest::newRow("1 % above: record 101.0, claim 100.0")
        << claimWithWinner("final_latency: 100.0 us", "101.0") << QStringList() << none;
    QTest::newRow("1 % below: record 99.0, claim 100.0")
        << claimWithWinner("final_latency: 100.0 us", "99.0") << QStringList() << none;
    QTest::newRow("just over 1 %: record 101.01, claim 100.0")
        << claimWithWinner("final_latency: 100.0 us", "101.01") << mismatch << none;
    QTest::newRow("just under: record 98.99, claim 100.0")
        << claimWithWinner("final_latency: 100.0 us", "98.99") << mismatch << none;
    QTest::newRow("pool empty: RECON skipped")
        << genA().set(kRecords, "{broken\n").set(kLog, genALog("最终时延 30.00 us"))
        << QStringList {E("S4-PERF-RECORDS-SCHEMA", kRecords, 1)} << none;
}

void TestWorkflowGate::genBInventory_data()
{
    addColumns();
    const QString none;
    const QString inv = QStringLiteral("S4-WORKLOAD-INVENTORY");
    // An item ignored after an error takes its records and its Final row with it.
    auto ignoredItem2 = [&inv]() {
        return QStringList {E(inv, kInventory, 3), E("S4-PERF-RECORDS-COVERAGE", kRecords, 2),
                            E("S4-PERF-RECORDS-COVERAGE", kRecords, 5), E("S4-PERF-RECORDS-RECON", kLog, 20)};
    };

    QTest::newRow("complete Gen B run passes") << genB() << QStringList() << none;
    QTest::newRow("inventory missing") << genB().remove(kInventory) << QStringList {E(inv, kInventory)} << none;
    QTest::newRow("inventory missing: nothing else from the records part")
        << genB()
               .remove(kInventory)
               .append(kRecords, "{broken\n")
               .edit(kLog, "## Final Performance Test Data", "## Final Data")
        << QStringList {E(inv, kInventory)} << none;
    // Where and why the gate cannot read it: the JSON error's line, a BOM, another shape.
    QTest::newRow("inventory not JSON") << genB().set(kInventory, "{\"workloads\": [\n")
                                        << QStringList {E(inv, kInventory, 2)}
                                        << QStringLiteral("is not valid JSON: Expecting value");
    QTest::newRow("workloads not an array")
        << genB().set(kInventory, "{\"workloads\": {}}\n") << QStringList {E(inv, kInventory, 1)}
        << QStringLiteral("not an object with a \"workloads\" array");
    QTest::newRow("inventory with a UTF-8 BOM")
        << genB().set(kInventory, "\xef\xbb\xbf" + inventoryB()) << QStringList {E(inv, kInventory, 1)}
        << QStringLiteral("Unexpected UTF-8 BOM");
    QTest::newRow("inventory not UTF-8")
        << genB().set(kInventory, inventoryB().replace("\"reason\": \"\"", "\"reason\": \"\xff\xfe\""))
        << QStringList {E(inv, kInventory)} << QStringLiteral("not valid UTF-8");
    QTest::newRow("top level is an array")
        << genB().set(kInventory, "[]\n") << QStringList {E(inv, kInventory, 1)} << none;
    // No tune item: every record is COVERAGE, nothing is accepted (no COMPTABLE), no Final table check.
    QTest::newRow("empty workloads")
        << genB().set(kInventory, "{\"workloads\": []}\n").edit(kLog, "Task Duration(us)", "耗时(us)")
        << QStringList {E("S4-PERF-RECORDS-COVERAGE", kRecords, 1), E("S4-PERF-RECORDS-COVERAGE", kRecords, 2),
                        E("S4-PERF-RECORDS-COVERAGE", kRecords, 3), E("S4-PERF-RECORDS-COVERAGE", kRecords, 4),
                        E("S4-PERF-RECORDS-COVERAGE", kRecords, 5)}
        << none;
    QTest::newRow("item not an object") << genB().edit(kInventory, "}\n]}", "},\n  [\"perf\"]\n]}")
                                        << QStringList {E(inv, kInventory, 6)} << none;

    // Errors that make the gate `continue`: the item is ignored afterwards.
    QTest::newRow("item lacks dtype") << genB().editLine(kInventory, 3, "\"dtype\": \"float16\", ", "")
                                      << ignoredItem2() << QStringLiteral("dtype");
    QTest::newRow("duplicate pair") << genB().editLine(kInventory, 3, "w-4096-fp32", "w-1024-fp16") << ignoredItem2()
                                    << none;
    QTest::newRow("empty workload_id") << genB().editLine(kInventory, 3, "\"w-4096-fp32\"", "\"\"") << ignoredItem2()
                                       << none;
    QTest::newRow("kernel_id not a string")
        << genB().editLine(kInventory, 3, "\"kernel_id\": \"" + kKernelId + "\"", "\"kernel_id\": 7") << ignoredItem2()
        << none;
    QTest::newRow("marks not a list") << genB().editLine(kInventory, 3, "[\"perf\"]", "\"perf\"") << ignoredItem2()
                                      << none;
    QTest::newRow("mark not a string") << genB().editLine(kInventory, 3, "[\"perf\"]", "[1]") << ignoredItem2() << none;
    QTest::newRow("shape a string") << genB().editLine(kInventory, 3, "[1024, 1024]", "\"1024x1024\"") << ignoredItem2()
                                    << none;
    QTest::newRow("params a list") << genB().editLine(kInventory, 3, "{\"dim\": -1}", "[-1]") << ignoredItem2() << none;
    QTest::newRow("unknown kind") << genB().editLine(kInventory, 3, "\"kind\": \"tune\"", "\"kind\": \"tuned\"")
                                  << ignoredItem2() << none;
    QTest::newRow("empty benchmark_source")
        << genB().editLine(kInventory, 3, "\"explicit_target\"", "\"\"") << ignoredItem2() << none;
    QTest::newRow("reason null") << genB().editLine(kInventory, 3, "\"reason\": \"\"", "\"reason\": null")
                                 << ignoredItem2() << none;
    // Only items that got through count for the duplicate test.
    QTest::newRow("an ignored item is no duplicate")
        << genB()
               .edit(kInventory, "}\n]}", "},\n" + genB().line(kInventory, 3).chopped(1) + "\n]}")
               .editLine(kInventory, 3, "[\"perf\"]", "\"perf\"")
        << QStringList {E(inv, kInventory, 3)} << none;

    // Errors that do not skip: the declared kind still counts.
    QTest::newRow("skip mark on a tune item") << genB().editLine(kInventory, 2, "[\"perf\"]", "[\"skip\"]")
                                              << QStringList {E(inv, kInventory, 2)} << QStringLiteral("skipped");
    QTest::newRow("Skip mark is case-insensitive")
        << genB().editLine(kInventory, 2, "[\"perf\"]", "[\"perf\", \"Skip\"]") << QStringList {E(inv, kInventory, 2)}
        << none;
    QTest::newRow("smoke mark on a tune item")
        << genB().editLine(kInventory, 2, "[\"perf\"]", "[\"smoke\"]") << QStringList {E(inv, kInventory, 2)} << none;
    // gate_lint.py lower-cases the marks before it looks for smoke/skip/full.
    QTest::newRow("SMOKE mark is lower-cased")
        << genB().editLine(kInventory, 2, "[\"perf\"]", "[\"SMOKE\"]") << QStringList {E(inv, kInventory, 2)} << none;
    QTest::newRow("smoke_fp16 label") << genB().editLine(kInventory, 2, "\"rows-1k\"", "\"smoke_fp16\"")
                                      << QStringList {E(inv, kInventory, 2)} << none;
    // The smoke-token search runs with re.I.
    QTest::newRow("SMOKE-rows label") << genB().editLine(kInventory, 2, "\"rows-1k\"", "\"SMOKE-rows\"")
                                      << QStringList {E(inv, kInventory, 2)} << none;
    QTest::newRow("workload_id smoke-1m declared tune")
        << genB().editEverywhere("w-4096-fp32", "smoke-1m") << QStringList {E(inv, kInventory, 3)} << none;
    QTest::newRow("smoke inside a word is no token")
        << genB().editLine(kInventory, 2, "\"rows-1k\"", "\"smokey-nosmoke2\"") << QStringList() << none;
    QTest::newRow("tune without tuning_status")
        << genB().editLine(kInventory, 2, ", \"tuning_status\": \"winner_merged\"", "")
        << QStringList {E(inv, kInventory, 2)} << none;
    QTest::newRow("unknown tuning_status") << genB().editLine(kInventory, 2, "\"winner_merged\"", "\"done\"")
                                           << QStringList {E(inv, kInventory, 2)} << none;
    QTest::newRow("no_gain without reason") << genB().editLine(kInventory, 2, "\"winner_merged\"", "\"no_gain\"")
                                            << QStringList {E(inv, kInventory, 2)} << none;
    QTest::newRow("merge_blocked without reason")
        << genB().editLine(kInventory, 2, "\"winner_merged\"", "\"merge_blocked\"")
        << QStringList {E(inv, kInventory, 2)} << none;
    QTest::newRow("no_gain with a reason")
        << genB().editLine(kInventory, 2, "\"reason\": \"\", \"tuning_status\": \"winner_merged\"",
                           "\"reason\": \"both branches tie\", \"tuning_status\": \"no_gain\"")
        << QStringList() << none;
    // `not item["reason"]`: only "" is empty.
    QTest::newRow("a blank reason is a reason")
        << genB().editLine(kInventory, 2, "\"reason\": \"\", \"tuning_status\": \"winner_merged\"",
                           "\"reason\": \" \", \"tuning_status\": \"no_gain\"")
        << QStringList() << none;
    QTest::newRow("no_gain without reason on a smoke item") << genB().editLine(
        kInventory, 4, "\"precision_pass\": true", "\"precision_pass\": true, \"tuning_status\": \"no_gain\"")
                                                            << QStringList {E(inv, kInventory, 4)} << none;
    QTest::newRow("smoke without precision_pass") << genB().editLine(kInventory, 4, ", \"precision_pass\": true", "")
                                                  << QStringList {E(inv, kInventory, 4)} << none;
    QTest::newRow("smoke precision_pass false")
        << genB().editLine(kInventory, 4, "\"precision_pass\": true", "\"precision_pass\": false")
        << QStringList {E(inv, kInventory, 4)} << none;
    QTest::newRow("smoke precision_pass 1")
        << genB().editLine(kInventory, 4, "\"precision_pass\": true", "\"precision_pass\": 1")
        << QStringList {E(inv, kInventory, 4)} << none;
    QTest::newRow("smoke with full mark and empty reason")
        << genB().editLine(kInventory, 4, "[\"smoke\"]", "[\"smoke\", \"full\"]") << QStringList {E(inv, kInventory, 4)}
        << none;
    QTest::newRow("smoke with full mark and a reason")
        << genB()
               .editLine(kInventory, 4, "[\"smoke\"]", "[\"smoke\", \"full\"]")
               .editLine(kInventory, 4, "\"reason\": \"\"", "\"reason\": \"CI only\"")
        << QStringList() << none;
    QTest::newRow("skipped without reason")
        << genB().editLine(kInventory, 5, "\"M=1 unsupported\"", "\"\"") << QStringList {E(inv, kInventory, 5)} << none;
    QTest::newRow("several findings for one item") << genB()
                                                          .editLine(kInventory, 2, "[\"perf\"]", "[\"skip\"]")
                                                          .editLine(kInventory, 2, "\"winner_merged\"", "\"done\"")
                                                   << repeated(E(inv, kInventory, 2), 2) << none;
    // Gen B has the A1 feedback schema whatever the option says.
    QTest::newRow("A0 option does not apply to Gen B") << withFeedback(genB()).a0().edit(kFeedback, "## 参照锚定\n", "")
                                                       << QStringList {E("S4-PERF-FEEDBACK-SCHEMA", kFeedback)} << none;
}

void TestWorkflowGate::genBRecords_data()
{
    addColumns();
    const QString none;
    const QString schema = QStringLiteral("S4-PERF-RECORDS-SCHEMA");
    const QStringList line3Schema {E(schema, kRecords, 3)};
    auto line3 = [](const QByteArray &from, const QByteArray &to) {
        return genB().editLine(kRecords, 3, from, to);
    };

    // Said as Gen A says it: not valid JSON, and where json.loads stopped; valid JSON but no object.
    QTest::newRow("bad JSON") << genB().append(kRecords, "{\"round\": 1,\n") << QStringList {E(schema, kRecords, 6)}
                              << QStringLiteral("Line 6 is not valid JSON: ");
    QTest::newRow("not an object") << genB().append(kRecords, "42\n") << QStringList {E(schema, kRecords, 6)}
                                   << QStringLiteral("Line 6 is not a JSON object");
    // Live append: a last line without a line end is still being written (issue 15, item 9).
    QTest::newRow("unfinished last line is in progress")
        << genB().append(kRecords, "{\"round\": 1, \"cand") << QStringList {W(schema, kRecords, 6)}
        << QStringLiteral("still be writing");
    QTest::newRow("missing parent_id") << line3("\"parent_id\": \"baseline\", ", "") << line3Schema
                                       << QStringLiteral("parent_id");
    QTest::newRow("missing artifact_sha256")
        << line3("\"artifact_sha256\": \"@SHA:perf_opt/toy_op_round1_pipe.py@\", ", "") << line3Schema << none;
    QTest::newRow("kernel_id not a string")
        << line3("\"kernel_id\": \"" + kKernelId + "\"", "\"kernel_id\": 7") << line3Schema << none;
    QTest::newRow("workload_id null") << line3("\"workload_id\": \"w-1024-fp16\"", "\"workload_id\": null")
                                      << line3Schema << none;
    QTest::newRow("record for a smoke item") << line3("\"w-1024-fp16\"", "\"smoke-64-fp16\"")
                                             << QStringList {E("S4-PERF-RECORDS-COVERAGE", kRecords, 3)} << none;
    QTest::newRow("record for no item") << line3("\"w-1024-fp16\"", "\"w-9\"")
                                        << QStringList {E("S4-PERF-RECORDS-COVERAGE", kRecords, 3)} << none;
    QTest::newRow("key test precedes value tests")
        << line3("\"w-1024-fp16\"", "\"w-9\"").editLine(kRecords, 3, "\"l0_pass\": true", "\"l0_pass\": false")
        << QStringList {E("S4-PERF-RECORDS-COVERAGE", kRecords, 3)} << none;
    // Value checks ("字段值无效").
    QTest::newRow("l0_pass false is invalid in Gen B")
        << line3("\"l0_pass\": true", "\"l0_pass\": false") << line3Schema << none;
    QTest::newRow("l0_pass 1") << line3("\"l0_pass\": true", "\"l0_pass\": 1") << line3Schema << none;
    for (const char *bad : {"NaN", "Infinity", "0", "0.0", "-35.0", "true", "\"35.0\""}) {
        QTest::addRow("duration_us %s", bad)
            << line3("\"duration_us\": 35.0", QByteArray(QByteArray("\"duration_us\": ") + bad)) << line3Schema << none;
    }
    QTest::newRow("integer duration") << line3("\"duration_us\": 35.0", "\"duration_us\": 35") << QStringList() << none;
    QTest::newRow("round as float") << line3("\"round\": 1,", "\"round\": 1.0,") << line3Schema << none;
    QTest::newRow("round true") << line3("\"round\": 1,", "\"round\": true,") << line3Schema << none;
    // Python's ints have no bound: isinstance(10**20, int) holds, and float(10**20) is finite.
    QTest::newRow("round beyond 64 bits") << line3("\"round\": 1,", "\"round\": 100000000000000000000,")
                                          << QStringList() << none;
    QTest::newRow("negative round beyond 64 bits") << line3("\"round\": 1,", "\"round\": -99999999999999999999,")
                                                   << QStringList() << none;
    QTest::newRow("duration_us beyond 64 bits")
        << line3("\"duration_us\": 35.0", "\"duration_us\": 100000000000000000000") << QStringList() << none;
    // 0 < d < float("inf") compares an int exactly: past the largest double it still holds.
    QTest::newRow("duration_us beyond the largest double")
        << line3("\"duration_us\": 35.0", "\"duration_us\": 2" + QByteArray(308, '0')) << QStringList() << none;
    QTest::newRow("negative duration_us beyond the largest double")
        << line3("\"duration_us\": 35.0", "\"duration_us\": -2" + QByteArray(308, '0')) << line3Schema << none;
    QTest::newRow("empty candidate_id") << line3("\"candidate_id\": \"r1_pipe\"", "\"candidate_id\": \"\"")
                                        << line3Schema << none;
    QTest::newRow("parent_id a number") << line3("\"parent_id\": \"baseline\"", "\"parent_id\": 0") << line3Schema
                                        << none;
    QTest::newRow("parent_id null") << line3("\"parent_id\": \"baseline\"", "\"parent_id\": null") << QStringList()
                                    << none;
    QTest::newRow("unknown phase") << line3("\"phase\": \"candidate\"", "\"phase\": \"tuning\"") << line3Schema << none;
    QTest::newRow("merged phase") << line3("\"phase\": \"candidate\"", "\"phase\": \"merged\"") << QStringList()
                                  << none;
    const QByteArray branchDigest
        = QCryptographicHash::hash(genB().files.value(QStringLiteral("perf_opt/toy_op_round1_pipe.py")),
                                   QCryptographicHash::Sha256)
              .toHex();
    QTest::newRow("sha256 of the branch passes")
        << line3("@SHA:perf_opt/toy_op_round1_pipe.py@", branchDigest) << QStringList() << none;
    QTest::newRow("sha256 of 63 characters")
        << line3("@SHA:perf_opt/toy_op_round1_pipe.py@", branchDigest.left(63)) << line3Schema << none;
    // "Exactly 64 lowercase hex": a '$' anchor would let a final "\n" through.
    QTest::newRow("sha256 with a final newline")
        << line3("@SHA:perf_opt/toy_op_round1_pipe.py@", branchDigest + "\\n") << line3Schema << none;
    QTest::newRow("uppercase sha256") << line3("\"@SHA:perf_opt/toy_op_round1_pipe.py@\"",
                                               "\"" + QByteArray(64, 'A') + "\"")
                                      << line3Schema << none;
    QTest::newRow("empty artifact_path") << line3("\"artifact_path\": \"toy_op_round1_pipe.py\"",
                                                  "\"artifact_path\": \"\"")
                                         << line3Schema << none;
    QTest::newRow("empty msprof_raw_path")
        << line3("\"msprof_raw_path\": \"profiles/candidate/round1/w-1024-fp16\"", "\"msprof_raw_path\": \"\"")
        << line3Schema << none;
    QTest::newRow("empty timestamp") << line3("\"timestamp\": \"2026-10-12T06:01:00Z\"", "\"timestamp\": \"\"")
                                     << line3Schema << none;
    // Gen B reads lines with readlines(): U+2028 does not break a line; blank lines are counted.
    QTest::newRow("U+2028 does not split a line") << line3("round1/w-1024-fp16",
                                                           "round1/w-1024\xe2\x80\xa8"
                                                           "fp16")
                                                  << QStringList() << none;
    QTest::newRow("blank lines are counted")
        << genB().append(kRecords, "\n \n{oops}\n") << QStringList {E(schema, kRecords, 8)} << none;
    QTest::newRow("CRLF line ends") << genB().set(kRecords, recordsB().replace("\n", "\r\n")) << QStringList() << none;
    // Python's decoding stops at bytes that are not UTF-8: the line fails, named; the others are read.
    QTest::newRow("a line that is not UTF-8")
        << genB().append(kRecords, "{\"note\": \"\xff\"}\n")
        << QStringList {E(schema, kRecords, 6)} << QStringLiteral("not valid UTF-8");
    QTest::newRow("UTF-8 BOM makes line 1 invalid JSON")
        << genB().set(kRecords, "\xef\xbb\xbf" + recordsB())
        << QStringList {E(schema, kRecords, 1), E("S4-PERF-RECORDS-COVERAGE", kRecords)} << none;

    // Coverage and reconciliation per tune item and per kernel.
    const QString coverage = QStringLiteral("S4-PERF-RECORDS-COVERAGE");
    const QString recon = QStringLiteral("S4-PERF-RECORDS-RECON");
    QTest::newRow("records file missing")
        << genB().remove(kRecords)
        << QStringList {E(coverage, kRecords), E(recon, kRecords), E(coverage, kRecords), E(recon, kRecords)} << none;
    QTest::newRow("final measured on a branch") << genB().editLine(kRecords, 4, "\"artifact_path\": \"toy_op.py\"",
                                                                   "\"artifact_path\": \"toy_op_round1_pipe.py\"")
                                                << QStringList {E(recon, kRecords, 4)} << none;
    QTest::newRow("final artifact ./toy_op.py")
        << genB().editLine(kRecords, 4, "\"toy_op.py\"", "\"./toy_op.py\"") << QStringList() << none;
    QTest::newRow("final artifact ../perf_opt/toy_op.py")
        << genB().editLine(kRecords, 4, "\"toy_op.py\"", "\"../perf_opt/toy_op.py\"") << QStringList() << none;
    QTest::newRow("final artifact absolute")
        << genB().editLine(kRecords, 4, "\"toy_op.py\"", "\"@DIR@/perf_opt/toy_op.py\"") << QStringList() << none;
    QTest::newRow("final SHA-256 mismatch")
        << genB().editLine(kRecords, 4, "@SHA:perf_opt/toy_op.py@", "@SHA:toy_op.py@")
        << QStringList {E(recon, kRecords, 4)} << none;
    QTest::newRow("final kernel edited after measuring")
        << genB().freezeDigests().append(kKernel, "# tweak\n")
        << QStringList {E(recon, kRecords, 4), E(recon, kRecords, 5)} << none;
    QTest::newRow("tune item without baseline (its claim unchecked)")
        << genB()
               .set(kRecords, recordsB().replace(QByteArray(genB().line(kRecords, 2) + '\n'), ""))
               .editLine(kLog, 20, "80.00", "12.00")
        << QStringList {E(coverage, kRecords)} << none;
    QTest::newRow("tune item without final")
        << genB().set(kRecords, recordsB().replace(QByteArray(genB().line(kRecords, 5) + '\n'), ""))
        << QStringList {E(coverage, kRecords), E(recon, kRecords)} << none;
    QTest::newRow("two finals for one item")
        << genB().append(kRecords, genB().line(kRecords, 4) + '\n') << QStringList {E(recon, kRecords)}
        << QStringLiteral("perf_opt/perf_records.jsonl:6: r1_pipe, "); // the evidence names the extra final's line
    QTest::newRow("finals of one kernel from two candidates")
        << genB().editLine(kRecords, 5, "\"r1_pipe\"", "\"r1_other\"").editLine(kLog, 20, "r1_pipe", "r1_other")
        << QStringList {E(recon, kRecords)} << QStringLiteral("r1_other");
    QTest::newRow("finals from two candidates, table unchanged")
        << genB().editLine(kRecords, 5, "\"r1_pipe\"", "\"r1_other\"")
        << QStringList {E(recon, kRecords), E(recon, kLog, 20)} << none;
    QTest::newRow("COMPTABLE when a record is accepted")
        << genB().edit(kLog, "Task Duration(us)", "耗时(us)") << QStringList {E("S4-OPTLOG-COMPTABLE", kLog)} << none;
    QTest::newRow("current_best does not count") << genB()
                                                        .edit(kLog, "候选 vs current best", "候选 vs current_best")
                                                        .edit(kLog, "vs current best |", "vs current_best |")
                                                 << QStringList {E("S4-OPTLOG-COMPTABLE", kLog)} << none;
    QTest::newRow("no accepted record: no COMPTABLE")
        << genB()
               .set(kRecords, recordsB().replace("\"l0_pass\": true", "\"l0_pass\": false"))
               .edit(kLog, "Task Duration(us)", "耗时(us)")
        << QStringList {E(schema, kRecords, 1), E(schema, kRecords, 2), E(schema, kRecords, 3),
                        E(schema, kRecords, 4), E(schema, kRecords, 5), E(coverage, kRecords),
                        E(recon, kRecords),     E(coverage, kRecords),  E(recon, kRecords)}
        << none;
}

void TestWorkflowGate::genBFinalTable_data()
{
    addColumns();
    const QString none;
    const QString recon = QStringLiteral("S4-PERF-RECORDS-RECON");
    const QStringList noHeading {E(recon, kLog)};
    const QByteArray heading = "## Final Performance Test Data\n";

    QTest::newRow("heading missing") << genB().edit(kLog, heading, "## Final Performance Data\n") << noHeading << none;
    // A heading the gate's pattern just misses fails at its line, saying what the gate reads.
    const QStringList nearMiss {E(recon, kLog, 15)};
    // What differs is said: the level, what stands before or after the title, its case, the spaces.
    const auto notRead = [](const char *differs) {
        return QStringLiteral("with nothing before or after the title; this one is not read: ")
            + QString::fromUtf8(differs);
    };
    QTest::newRow("#### heading does not count") << genB().edit(kLog, heading, "#### Final Performance Test Data\n")
                                                 << nearMiss << notRead("it is a level-4 heading");
    QTest::newRow("# heading does not count") << genB().edit(kLog, heading, "# Final Performance Test Data\n")
                                              << nearMiss << notRead("it is a level-1 heading");
    QTest::newRow("(Round 2) suffix does not count")
        << genB().edit(kLog, heading, "## Final Performance Test Data (Round 2)\n") << nearMiss
        << notRead("\"(Round 2)\" follows the title");
    QTest::newRow("two spaces after the hashes") << genB().edit(kLog, heading, "##  Final Performance Test Data\n")
                                                 << nearMiss << notRead("more than one space follows the #");
    QTest::newRow("a tab after the hashes") << genB().edit(kLog, heading, "##\tFinal Performance Test Data\n")
                                            << nearMiss << notRead("a tab follows the #");
    // Of two near misses, the one that differs least is the failure's line.
    QTest::newRow("the nearest miss, not the first")
        << genB()
               .edit(kLog, heading, "## Final Performance Test Data (Round 2)\n")
               .edit(kLog, "## Round 1", "### 为 Final Performance Test Data 做的准备\n\n## Round 1")
        << QStringList {E(recon, kLog, 17)} << notRead("\"(Round 2)\" follows the title");
    QTest::newRow("a numbered heading does not count")
        << genB().edit(kLog, heading, "## 6. Final Performance Test Data\n") << nearMiss
        << notRead("\"6.\" stands before the title");
    QTest::newRow("a bold heading does not count")
        << genB().edit(kLog, heading, "## **Final Performance Test Data**\n") << nearMiss
        << notRead("\"**\" stands before the title; \"**\" follows the title");
    QTest::newRow("another case does not count")
        << genB().edit(kLog, heading, "## Final performance test data\n") << nearMiss
        << notRead("the title is written \"Final performance test data\" (the gate's pattern is case-sensitive)");
    // Underlined, it is a heading on GitHub but none for the gate: said at its line.
    QTest::newRow("an underlined heading does not count")
        << genB().edit(kLog, heading, "Final Performance Test Data\n---\n") << nearMiss
        << QStringLiteral("This heading is underlined (a Setext heading); the gate reads only a line");
    QTest::newRow("### heading counts") << genB().edit(kLog, heading, "### Final Performance Test Data\n")
                                        << QStringList() << none;
    QTest::newRow("trailing blanks allowed")
        << genB().edit(kLog, heading, "## Final Performance Test Data  \t\n") << QStringList() << none;
    QTest::newRow("the first heading is used")
        << genB().edit(kLog, "## Round 1\n", "## Final Performance Test Data\n\n见文末。\n\n## Round 1\n")
        << repeated(E(recon, kLog, 7), 2) << none;
    QTest::newRow("#### sub-heading does not stop the scan")
        << genB().editLine(kLog, 18, "|---|---|---:|---:|---|", "|---|---|---:|---:|---|\n#### 说明") << QStringList()
        << none;
    QTest::newRow("### sub-heading stops the scan")
        << genB().editLine(kLog, 18, "|---|---|---:|---:|---|", "|---|---|---:|---:|---|\n### 说明")
        << repeated(E(recon, kLog, 15), 2) << none;
    QTest::newRow("rows after the next section do not count")
        << genB()
               .edit(kLog, finalRow("w-4096-fp32", "80.00", "60.00", "r1_pipe") + '\n', "")
               .append(kLog, finalRow("w-4096-fp32", "80.00", "60.00", "r1_pipe") + '\n')
        << QStringList {E(recon, kLog, 15)} << none;

    // Cells go through Python float(): a failure quotes the line, and the row then counts as missing.
    QTest::newRow("bold cell") << genB().editLine(kLog, 19, "| 40.00 |", "| **40.00** |")
                               << QStringList {E(recon, kLog, 19), E(recon, kLog, 15)}
                               << QStringLiteral("| **40.00** |");
    QTest::newRow("unit suffix") << genB().editLine(kLog, 19, "| 30.00 |", "| 30.00 us |")
                                 << QStringList {E(recon, kLog, 19), E(recon, kLog, 15)} << QStringLiteral("30.00 us");
    QTest::newRow("1_000 parses") << genB()
                                         .editLine(kRecords, 2, "\"duration_us\": 80.0", "\"duration_us\": 1000.0")
                                         .editLine(kLog, 20, "80.00", "1_000")
                                  << QStringList() << none;
    QTest::newRow("full-width digits parse")
        << genB().editLine(kLog, 19, "40.00", "４０.００") << QStringList() << none;
    QTest::newRow("nan parses and never matches")
        << genB().editLine(kLog, 19, "40.00", "nan") << QStringList {E(recon, kLog, 19)} << none;
    QTest::newRow("row missing for a tune item")
        << genB().edit(kLog, finalRow("w-4096-fp32", "80.00", "60.00", "r1_pipe") + '\n', "")
        << QStringList {E(recon, kLog, 15)} << none;
    QTest::newRow("baseline claim 1.25 % off") << genB().editLine(kLog, 19, "40.00", "40.50")
                                               << QStringList {E(recon, kLog, 19)} << QStringLiteral("baseline");
    QTest::newRow("baseline claim within 1 %") << genB().editLine(kLog, 19, "40.00", "40.40") << QStringList() << none;
    QTest::newRow("final claim off") << genB().editLine(kLog, 19, "30.00", "30.40") << QStringList {E(recon, kLog, 19)}
                                     << QStringLiteral("final");
    QTest::newRow("final candidate differs") << genB().editLine(kLog, 19, "r1_pipe", "r1_other")
                                             << QStringList {E(recon, kLog, 19)} << QStringLiteral("r1_other");
    QTest::newRow("row for a smoke workload")
        << genB().edit(kLog, finalRow("w-4096-fp32", "80.00", "60.00", "r1_pipe") + '\n',
                       finalRow("w-4096-fp32", "80.00", "60.00", "r1_pipe") + '\n'
                           + finalRow("smoke-64-fp16", "1.00", "1.00", "r1_pipe") + '\n')
        << QStringList {E(recon, kLog, 21)} << QStringLiteral("smoke-64-fp16");
    QTest::newRow("duplicate row") << genB().edit(kLog, finalRow("w-4096-fp32", "80.00", "60.00", "r1_pipe") + '\n',
                                                  finalRow("w-4096-fp32", "80.00", "60.00", "r1_pipe") + '\n'
                                                      + finalRow("w-1024-fp16", "40.00", "30.00", "r1_pipe") + '\n')
                                   << QStringList {E(recon, kLog, 21)} << none;
    // The gate reports the duplicate and then stores it over the first row.
    QTest::newRow("duplicate row replaces the first")
        << genB().edit(kLog, finalRow("w-4096-fp32", "80.00", "60.00", "r1_pipe") + '\n',
                       finalRow("w-4096-fp32", "80.00", "60.00", "r1_pipe") + '\n'
                           + finalRow("w-1024-fp16", "40.00", "99.00", "r1_pipe") + '\n')
        << QStringList {E(recon, kLog, 21), E(recon, kLog, 21)} << none;
    // Skipped as the gate skips it; the failure is at the row and says why, not at the heading.
    QTest::newRow("six-cell row is skipped")
        << genB().editLine(kLog, 19, "| r1_pipe |", "| r1_pipe | extra |") << QStringList {E(recon, kLog, 19)}
        << QStringLiteral("this row has 6 cells, and the gate reads only rows of 5");
    QTest::newRow("row without leading pipe is no row")
        << genB().editLine(kLog, 19, "| " + kKernelId, kKernelId) << QStringList {E(recon, kLog, 15)} << none;
    QTest::newRow("row without trailing pipe")
        << genB().editLine(kLog, 19, "| r1_pipe |", "| r1_pipe") << QStringList() << none;
    // gate_lint.py tests line.strip().startswith("|").
    QTest::newRow("indented row counts") << genB().editLine(kLog, 19, "| " + kKernelId, "  | " + kKernelId)
                                         << QStringList() << none;
    QTest::newRow("CRLF opt_log") << genB().set(kLog, genBLog().replace("\n", "\r\n")) << QStringList() << none;
}

void TestWorkflowGate::resultOrder_data()
{
    addColumns();
    // Gen A: kernel lint, S4-OPTLOG, perf_feedback, then the records part (SCHEMA, COMPTABLE, RECON).
    QTest::newRow("Gen A") << withFeedback(genA())
                                  .edit(kKernel, "\"--level\"", "\"--lvl\"")
                                  .set(kLog,
                                       genALog("final_latency: 35.00 us")
                                           .replace("Skill Retrospective", "复盘")
                                           .replace("Task Duration", "耗时"))
                                  .edit(kFeedback, "- 建议路由:", "- 路由:")
                                  .append(kRecords, "{broken\n")
                           << QStringList {E("S4-MAIN-LEVEL", kKernel),
                                           W("S4-OPTLOG", kLog),
                                           E("S4-PERF-FEEDBACK-ROUTE", kFeedback, 25),
                                           E("S4-PERF-RECORDS-SCHEMA", kRecords, 3),
                                           E("S4-OPTLOG-COMPTABLE", kLog),
                                           E("S4-PERF-RECORDS-RECON", kLog, 14)}
                           << QString();
    // Gen B: … inventory, then records line by line (a final's artifact failure where its line is),
    // per-item coverage, COMPTABLE, the Final table.
    QTest::newRow("Gen B") << withFeedback(genB())
                                  .edit(kKernel, "target=\"npuir\"", "target=\"cuda\"")
                                  .set(
                                      kLog,
                                      genBLog().replace("Skill Retrospective", "复盘").replace("Task Duration", "耗时"))
                                  .edit(kFeedback, "不足 40%。", "不足 40%。TODO")
                                  .editLine(kInventory, 5, "\"M=1 unsupported\"", "\"\"")
                                  .editLine(kRecords, 4, "\"artifact_path\": \"toy_op.py\"",
                                            "\"artifact_path\": \"toy_op_round1_pipe.py\"")
                                  .append(kRecords, "{broken\n")
                                  .editLine(kLog, 20, "60.00", "66.00")
                           << QStringList {E("S4-JIT", kKernel, 8),
                                           W("S4-OPTLOG", kLog),
                                           E("S4-PERF-FEEDBACK-PLACEHOLDER", kFeedback, 15),
                                           E("S4-WORKLOAD-INVENTORY", kInventory, 5),
                                           E("S4-PERF-RECORDS-RECON", kRecords, 4),
                                           E("S4-PERF-RECORDS-SCHEMA", kRecords, 6),
                                           E("S4-OPTLOG-COMPTABLE", kLog),
                                           E("S4-PERF-RECORDS-RECON", kLog, 20)}
                           << QString();
}

void TestWorkflowGate::resultOrder()
{
    QFETCH(Fixture, fixture);
    verifyRow(fixture.files.contains(kInventory) ? Generation::B : Generation::A);
}

void TestWorkflowGate::bundledSamples_data()
{
    QTest::addColumn<QString>("dir");
    QTest::addColumn<QString>("generation");
    QTest::newRow("rms_norm (Gen A)") << QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm") << QStringLiteral("A");
    QTest::newRow("argmax_like (Gen B)") << QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like")
                                         << QStringLiteral("B");
}

void TestWorkflowGate::feedbackThatIsNoFile_data()
{
    QTest::addColumn<bool>("folder"); // else a symbolic link to a file of the run
    QTest::newRow("symbolic link") << false;
    QTest::newRow("folder") << true;
}

void TestWorkflowGate::feedbackThatIsNoFile()
{
    // The gate lints perf_feedback.md whenever os.path.exists says it is there: a link (which
    // perfopt never follows) or a folder fails as unreadable, never passes as absent.
    QFETCH(bool, folder);
    Fixture fixture = withFeedback(genA());
    const QByteArray text = fixture.files.value(kFeedback);
    fixture.files.remove(kFeedback);
    const GateRun run = runGate(fixture, [&](const QString &opDir) {
        const QString path = QDir(opDir).filePath(kFeedback);
        if (folder)
            return QDir().mkpath(path);
        QFile target(QDir(opDir).filePath(QStringLiteral("perf_opt/feedback.txt")));
        return target.open(QIODevice::WriteOnly) && target.write(text) == text.size()
            && QFile::link(QStringLiteral("feedback.txt"), path);
    });
    QVERIFY(run.written);
    QVERIFY2(run.findings.contains(E("RUN-READ", kFeedback)), qPrintable(run.findings.join(u'\n')));
    QVERIFY2(run.findings.contains(E("S4-PERF-FEEDBACK", kFeedback)), qPrintable(run.findings.join(u'\n')));
}

void TestWorkflowGate::bundledSamples()
{
    QFETCH(QString, dir);
    QFETCH(QString, generation);
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(dir);
    QVERIFY(snapshot->layout.isValid());
    QCOMPARE(generationName(snapshot->generation), generation);
    GateOptions options;
    options.repositoryRoot = dir; // the samples cite no repository paths
    const GateReport report = GateEngine::run(*snapshot, GateProfile::Workflow, options);
    QStringList failures;
    for (const GateResult &r : report.failures())
        failures.append(r.ruleId + QLatin1Char(' ') + r.file + QLatin1Char(':') + QString::number(r.line)
                        + QLatin1Char(' ') + r.message);
    QCOMPARE(failures, QStringList());
}

QTEST_GUILESS_MAIN(TestWorkflowGate)
#include "tst_workflowgate.moc"
