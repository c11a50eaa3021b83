// SPDX-License-Identifier: MIT
// VariantLineage: recorded candidates as a parent_id graph tied to kernel files. Broken graphs
// (cycles, unknown parents, reused or conflicting ids) must become diagnostics, never hangs.
#include "records/perfrecordsfile.h"
#include "run/runlayout.h"
#include "run/variantlineage.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString Display = QStringLiteral("perf_opt/perf_records.jsonl");

bool makeFiles(const QString &root, const QStringList &paths)
{
    for (const QString &path : paths) {
        const QString abs = QDir(root).filePath(path);
        if (!QDir().mkpath(QFileInfo(abs).absolutePath()))
            return false;
        QFile file(abs);
        if (!file.open(QIODevice::WriteOnly))
            return false;
        file.write("# kernel\n");
    }
    return true;
}

// One Gen A record line.
QByteArray a(int round, const char *id, const char *parent, bool l0 = true)
{
    const QByteArray parentJson = parent ? '"' + QByteArray(parent) + '"' : QByteArray("null");
    return R"({"round": )" + QByteArray::number(round) + R"(, "candidate_id": ")" + id + R"(", "parent_id": )"
        + parentJson + R"(, "dispatch_path": "aiv", "workload": "w1", "duration_us": 10.0, "l0_pass": )"
        + (l0 ? "true" : "false") + R"(, "timestamp": "2026-09-24T13:31:12Z"})" + '\n';
}

// One Gen B record line.
QByteArray b(int round, const char *id, const char *parent, const char *phase, const QByteArray &artifact,
             const char *workload = "w1")
{
    const QByteArray parentJson = parent ? '"' + QByteArray(parent) + '"' : QByteArray("null");
    return R"({"round": )" + QByteArray::number(round) + R"(, "candidate_id": ")" + id + R"(", "parent_id": )"
        + parentJson + R"(, "kernel_id": "argmax.py::_argreduce_kernel::main", "workload_id": ")" + workload
        + R"(", "phase": ")" + phase + R"(", "artifact_path": ")" + artifact + R"(", "artifact_sha256": ")"
        + QByteArray(64, 'a') + R"(", "duration_us": 10.0, "l0_pass": true, "msprof_raw_path": "profiles/x/", )"
        + R"("timestamp": "2026-09-24T13:31:12Z"})" + '\n';
}

const QStringList GenAFiles {QStringLiteral("rms_norm.py"),
                             QStringLiteral("perf_opt/rms_norm.py"),
                             QStringLiteral("perf_opt/opt_log.md"),
                             QStringLiteral("perf_opt/rms_norm_opt_v1_bs4096.py"),
                             QStringLiteral("perf_opt/rms_norm_opt_v1_pipe.py"),
                             QStringLiteral("perf_opt/rms_norm_opt_v2_bs4096.py"),
                             QStringLiteral("perf_opt/rms_norm_opt_v2_pipe3.py"),
                             QStringLiteral("perf_opt/rms_norm_opt_v3_wres.py"),
                             QStringLiteral("perf_opt/rms_norm_opt_r6a_notdone.py")};

const QStringList GenBFiles {QStringLiteral("_argreduce_kernel.py"),
                             QStringLiteral("perf_opt/_argreduce_kernel.py"),
                             QStringLiteral("perf_opt/opt_log.md"),
                             QStringLiteral("perf_opt/workload_inventory.json"),
                             QStringLiteral("perf_opt/_argreduce_kernel_round1_a_chain.py"),
                             QStringLiteral("perf_opt/_argreduce_kernel_round2_l0c2x.py")};

struct Built
{
    RunLayout layout;
    QList<KernelVariant> variants;
    PerfRecordsFile records;
    VariantLineage lineage;

    QString fileOf(const QString &candidate) const
    {
        const LineageNode *n = lineage.node(candidate);
        return n && n->variantIndex >= 0 ? variants.at(n->variantIndex).relativePath : QString();
    }
};

Built build(const QString &root, const QByteArray &records)
{
    Built built;
    built.layout = RunLayout::discover(root);
    built.variants = KernelVariant::collect(built.layout);
    built.records = PerfRecordsReader::parse(records, Display);
    built.lineage = VariantLineage::build(built.records.records, built.variants, built.layout, Display);
    return built;
}

QList<Diagnostic> withCode(const Diagnostics &diagnostics, const QString &code)
{
    QList<Diagnostic> out;
    for (const Diagnostic &d : diagnostics)
        if (d.code == code)
            out.append(d);
    return out;
}

QByteArray dump(const Diagnostics &diagnostics)
{
    QByteArray out;
    for (const Diagnostic &d : diagnostics)
        out += (d.code + QLatin1Char(' ') + d.location() + QLatin1String(": ") + d.message).toUtf8() + '\n';
    return out;
}

} // namespace

class TestVariantLineage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void genAMapping_data();
    void genAMapping();
    void genBArtifactPath();
    void cycleReportedOnce_data();
    void cycleReportedOnce();
    void emptyParentIsARoot();
    void unknownParent();
    void duplicateIds();
    void conflictingParents();
    void unmeasuredAndFileless();
    void treeShape();
    void bundledSamplesMapExactly_data();
    void bundledSamplesMapExactly();
};

void TestVariantLineage::genAMapping_data()
{
    QTest::addColumn<QString>("candidate");
    QTest::addColumn<int>("round");
    QTest::addColumn<QString>("match");
    QTest::addColumn<QString>("file");

    auto row = [](const char *name, const char *id, int round, const char *match, const char *file) {
        QTest::newRow(name) << QString::fromLatin1(id) << round << QString::fromLatin1(match)
                            << QString::fromLatin1(file);
    };
    row("opt id, round 1 decides", "bs4096", 1, "exact", "perf_opt/rms_norm_opt_v1_bs4096.py");
    row("opt id, round 2 decides", "bs4096", 2, "exact", "perf_opt/rms_norm_opt_v2_bs4096.py");
    row("v{iter}_{opt_id}", "v1_pipe", 1, "exact", "perf_opt/rms_norm_opt_v1_pipe.py");
    row("r{iter}_{opt_id}", "r2_pipe3", 2, "exact", "perf_opt/rms_norm_opt_v2_pipe3.py");
    row("round{iter}_{opt_id}", "round2_pipe3", 2, "exact", "perf_opt/rms_norm_opt_v2_pipe3.py");
    row("opt_v{iter}_{opt_id}", "opt_v3_wres", 3, "exact", "perf_opt/rms_norm_opt_v3_wres.py");
    // The iteration is spelled as the file names it: "v01_" is no spelling of v1's (a name guess).
    row("zero-padded iteration is a guess", "v01_pipe", 1, "guess", "perf_opt/rms_norm_opt_v1_pipe.py");
    row("another round's spelling matches no file", "v3_pipe3", 3, "none", "");
    row("unique opt id in another round", "wres", 4, "exact", "perf_opt/rms_norm_opt_v3_wres.py");
    row("non-v branch name", "r6a_notdone", 6, "exact", "perf_opt/rms_norm_opt_r6a_notdone.py");
    row("baseline", "baseline", 0, "exact", "rms_norm.py");
    row("partial name is a guess", "wres_retry", 3, "guess", "perf_opt/rms_norm_opt_v3_wres.py");
    row("partial name, round decides", "pipe3_b", 2, "guess", "perf_opt/rms_norm_opt_v2_pipe3.py");
    row("final id guesses the final kernel", "final", 9, "guess", "perf_opt/rms_norm.py");
    row("final_ id guesses the final kernel", "final_r8h_s32", 9, "guess", "perf_opt/rms_norm.py");
    row("ambiguous opt id in a round without it", "bs4096", 5, "none", "");
    row("unrelated id", "zzz", 4, "none", "");
}

void TestVariantLineage::genAMapping()
{
    QFETCH(QString, candidate);
    QFETCH(int, round);
    QFETCH(QString, match);
    QFETCH(QString, file);

    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(makeFiles(root.path(), GenAFiles));
    const QByteArray id = candidate.toUtf8();
    const QByteArray records = candidate == QLatin1String("baseline")
        ? a(0, "baseline", nullptr)
        : a(0, "baseline", nullptr) + a(round, id.constData(), "baseline");
    const Built built = build(root.path(), records);
    const LineageNode *n = built.lineage.node(candidate);
    QVERIFY(n);
    QCOMPARE(VariantLineage::matchName(n->match), match);
    QCOMPARE(built.fileOf(candidate), file);
    QCOMPARE(n->matchNote.isEmpty(), match == QLatin1String("none"));

    const QList<Diagnostic> noFile = withCode(built.lineage.diagnostics, QStringLiteral("lineage.no-file"));
    if (match == QLatin1String("none")) {
        QCOMPARE(noFile.size(), 1);
        QCOMPARE(noFile.first().file, Display);
        QCOMPARE(noFile.first().line, 2);
        QCOMPARE(noFile.first().severity, Diagnostic::Severity::Warning);
        QVERIFY(noFile.first().message.contains(candidate));
    } else {
        QVERIFY2(noFile.isEmpty(), dump(built.lineage.diagnostics).constData());
    }
}

void TestVariantLineage::genBArtifactPath()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(makeFiles(root.path(), GenBFiles));
    const QByteArray absolute = root.filePath(QStringLiteral("perf_opt/_argreduce_kernel_round2_l0c2x.py")).toUtf8();
    const QByteArray records = b(0, "baseline", nullptr, "baseline", "../_argreduce_kernel.py")
        // The id says nothing about the file: only artifact_path ties it.
        + b(1, "cand_x", "baseline", "candidate", "_argreduce_kernel_round1_a_chain.py")
        + b(2, "cand_y", "cand_x", "candidate", absolute)
        + b(3, "final_r2", "cand_y", "final", "./_argreduce_kernel.py")
        // artifact_path names no file: falls back to the name, here a guess from "l0c2x".
        + b(2, "l0c2x_again", "cand_x", "candidate", "missing/_argreduce_kernel_round9_z.py");
    const Built built = build(root.path(), records);
    QVERIFY2(built.records.diagnostics.isEmpty(), dump(built.records.diagnostics).constData());

    const struct
    {
        const char *id;
        const char *match;
        const char *file;
    } expected[] = {
        {"baseline", "artifact", "_argreduce_kernel.py"},
        {"cand_x", "artifact", "perf_opt/_argreduce_kernel_round1_a_chain.py"},
        {"cand_y", "artifact", "perf_opt/_argreduce_kernel_round2_l0c2x.py"},
        {"final_r2", "artifact", "perf_opt/_argreduce_kernel.py"},
        {"l0c2x_again", "guess", "perf_opt/_argreduce_kernel_round2_l0c2x.py"},
    };
    for (const auto &e : expected) {
        const QString id = QString::fromLatin1(e.id);
        const LineageNode *n = built.lineage.node(id);
        QVERIFY2(n, e.id);
        QCOMPARE(VariantLineage::matchName(n->match), QString::fromLatin1(e.match));
        QCOMPARE(built.fileOf(id), QString::fromLatin1(e.file));
    }
    QVERIFY(built.lineage.unmeasuredVariants.isEmpty());
    // The file it names is not there: said once, with the file read instead.
    QCOMPARE(built.lineage.diagnostics.size(), 1);
    const Diagnostic &missing = built.lineage.diagnostics.first();
    QCOMPARE(missing.code, QStringLiteral("lineage.artifact-missing"));
    QCOMPARE(missing.line, 5);
    QVERIFY2(missing.message.contains(QLatin1String("missing/_argreduce_kernel_round9_z.py"))
                 && missing.message.contains(QLatin1String("perf_opt/_argreduce_kernel_round2_l0c2x.py")),
             qPrintable(missing.message));
    // Where the path led, relative to perf_opt/.
    QVERIFY2(missing.message.contains(QLatin1String("(relative to perf_opt/: perf_opt/missing/_argreduce_kernel_round9_z.py)")),
             qPrintable(missing.message));
}

void TestVariantLineage::cycleReportedOnce_data()
{
    QTest::addColumn<QByteArray>("records");
    QTest::addColumn<QStringList>("members");
    QTest::addColumn<int>("line");

    QTest::newRow("a -> b -> a") << QByteArray(a(0, "baseline", nullptr) + a(1, "a", "b") + a(1, "b", "a"))
                                 << QStringList {QStringLiteral("a"), QStringLiteral("b")} << 2;
    QTest::newRow("self parent") << QByteArray(a(0, "baseline", nullptr) + a(1, "a", "a"))
                                 << QStringList {QStringLiteral("a")} << 2;
    QTest::newRow("three-cycle with a tail")
        << QByteArray(a(0, "baseline", nullptr) + a(1, "tail", "a") + a(1, "a", "b") + a(1, "b", "c") + a(1, "c", "a"))
        << QStringList {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")} << 3;
    QTest::newRow("cycle at the first record")
        << QByteArray(a(1, "x", "y") + a(1, "y", "x")) << QStringList {QStringLiteral("x"), QStringLiteral("y")} << 1;
}

void TestVariantLineage::cycleReportedOnce()
{
    QFETCH(QByteArray, records);
    QFETCH(QStringList, members);
    QFETCH(int, line);

    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(makeFiles(root.path(), GenAFiles));
    const Built built = build(root.path(), records); // must return: a hang fails by timeout
    const QList<Diagnostic> cycles = withCode(built.lineage.diagnostics, QStringLiteral("lineage.cycle"));
    QVERIFY2(cycles.size() == 1, dump(built.lineage.diagnostics).constData());
    QCOMPARE(cycles.first().severity, Diagnostic::Severity::Error);
    QCOMPARE(cycles.first().file, Display);
    QCOMPARE(cycles.first().line, line);
    // The members in parent order, starting at the first one recorded.
    QVERIFY2(cycles.first().message.endsWith(QLatin1String(": ") + members.join(QString::fromUtf8(" \u2192 "))),
             qPrintable(cycles.first().message));
    for (const QString &m : members) {
        // Each member is a root so that views can still show it.
        QVERIFY(built.lineage.roots.contains(built.lineage.indexOf.value(m)));
    }
    if (built.lineage.indexOf.contains(QStringLiteral("tail"))) {
        QVERIFY(!built.lineage.roots.contains(built.lineage.indexOf.value(QStringLiteral("tail"))));
    }
    // No other error: a cycle is one problem.
    int errors = 0;
    for (const Diagnostic &d : built.lineage.diagnostics)
        errors += d.severity == Diagnostic::Severity::Error ? 1 : 0;
    QCOMPARE(errors, 1);
}

void TestVariantLineage::emptyParentIsARoot()
{
    // Hand-written logs use "" for "no parent"; that must not read as a parent (or a cycle).
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(makeFiles(root.path(), GenAFiles));
    const Built built = build(root.path(), a(0, "baseline", "") + a(1, "v1_pipe", "") + a(1, "bs4096", "baseline"));
    QVERIFY2(withCode(built.lineage.diagnostics, QStringLiteral("lineage.cycle")).isEmpty(),
             dump(built.lineage.diagnostics).constData());
    QVERIFY(withCode(built.lineage.diagnostics, QStringLiteral("lineage.unknown-parent")).isEmpty());
    QCOMPARE(built.lineage.roots, (QList<int> {0, 1}));
    QCOMPARE(built.lineage.nodes.at(0).children, QList<int> {2});
}

void TestVariantLineage::unknownParent()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(makeFiles(root.path(), GenAFiles));
    const Built built = build(root.path(),
                              a(0, "baseline", nullptr) + a(1, "v1_pipe", "baseline") + "\n" + a(2, "pipe3", "ghost")
                                  + a(2, "pipe3", "ghost"));
    const QList<Diagnostic> unknown = withCode(built.lineage.diagnostics, QStringLiteral("lineage.unknown-parent"));
    QCOMPARE(unknown.size(), 1); // once per candidate, not per line
    QCOMPARE(unknown.first().line, 4); // the blank line counts
    QCOMPARE(unknown.first().file, Display);
    QCOMPARE(unknown.first().severity, Diagnostic::Severity::Warning);
    QVERIFY(unknown.first().message.contains(QLatin1String("ghost")));
    const LineageNode *n = built.lineage.node(QStringLiteral("pipe3"));
    QVERIFY(n);
    QVERIFY(!n->parentKnown);
    QCOMPARE(n->recordLines, (QList<int> {4, 5}));
    QVERIFY(built.lineage.roots.contains(built.lineage.indexOf.value(QStringLiteral("pipe3"))));
    QVERIFY(built.lineage.node(QStringLiteral("v1_pipe"))->parentKnown);
    QVERIFY(!built.lineage.node(QStringLiteral("ghost")));
}

void TestVariantLineage::duplicateIds()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(makeFiles(root.path(), GenAFiles));
    // Gen A: one line per branch per round; the same id in a later round is a reuse.
    const Built genA = build(root.path(),
                             a(0, "baseline", nullptr) + a(1, "v1_pipe", "baseline") + a(1, "v1_pipe", "baseline")
                                 + a(2, "v1_pipe", "baseline"));
    const QList<Diagnostic> reused = withCode(genA.lineage.diagnostics, QStringLiteral("lineage.duplicate-id"));
    QCOMPARE(reused.size(), 1);
    QCOMPARE(reused.first().line, 4);
    QCOMPARE(reused.first().severity, Diagnostic::Severity::Warning);
    QCOMPARE(genA.lineage.nodes.size(), 2);
    QCOMPARE(genA.lineage.node(QStringLiteral("v1_pipe"))->recordLines, (QList<int> {2, 3, 4}));
    QCOMPARE(genA.lineage.node(QStringLiteral("v1_pipe"))->firstRound, 1);

    // Gen B: a candidate is measured on several workloads and may be re-measured later.
    QTemporaryDir rootB;
    QVERIFY(rootB.isValid());
    QVERIFY(makeFiles(rootB.path(), GenBFiles));
    const Built genB = build(rootB.path(),
                             b(0, "baseline", nullptr, "baseline", "../_argreduce_kernel.py")
                                 + b(1, "a_chain", "baseline", "candidate", "_argreduce_kernel_round1_a_chain.py")
                                 + b(1, "a_chain", "baseline", "candidate", "_argreduce_kernel_round1_a_chain.py", "w2")
                                 + b(2, "a_chain", "baseline", "merged", "_argreduce_kernel_round1_a_chain.py"));
    QVERIFY2(genB.lineage.diagnostics.isEmpty(), dump(genB.lineage.diagnostics).constData());
}

void TestVariantLineage::conflictingParents()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(makeFiles(root.path(), GenAFiles));
    const Built built = build(root.path(),
                              a(0, "baseline", nullptr) + a(1, "v1_pipe", "baseline") + a(1, "v1_bs4096", "baseline")
                                  + a(1, "v1_pipe", "v1_bs4096") + a(1, "v1_pipe", nullptr));
    const QList<Diagnostic> conflicts
        = withCode(built.lineage.diagnostics, QStringLiteral("lineage.conflicting-parent"));
    QCOMPARE(conflicts.size(), 2);
    QCOMPARE(conflicts.at(0).line, 4);
    QCOMPARE(conflicts.at(1).line, 5);
    QVERIFY(conflicts.at(0).message.contains(QLatin1String("v1_bs4096")));
    QVERIFY(conflicts.at(1).message.contains(QLatin1String("null")));
    // The first parent stands.
    QCOMPARE(built.lineage.node(QStringLiteral("v1_pipe"))->parentId,
             std::optional<QString>(QStringLiteral("baseline")));
}

void TestVariantLineage::unmeasuredAndFileless()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(makeFiles(root.path(), GenAFiles));
    const Built built
        = build(root.path(),
                a(0, "baseline", nullptr) + a(1, "v1_pipe", "baseline", false) + a(2, "zzz_lost", "v1_pipe")
                    + "[not a record]\n" + R"({"round": 3, "candidate_id": "", "duration_us": 1})" + '\n');
    QStringList unmeasured;
    for (int i : built.lineage.unmeasuredVariants) {
        QCOMPARE(built.variants.at(i).kind, KernelVariant::Kind::Branch);
        unmeasured.append(built.variants.at(i).fileName);
    }
    QCOMPARE(unmeasured,
             (QStringList {QStringLiteral("rms_norm_opt_v1_bs4096.py"), QStringLiteral("rms_norm_opt_v2_bs4096.py"),
                           QStringLiteral("rms_norm_opt_v2_pipe3.py"), QStringLiteral("rms_norm_opt_v3_wres.py"),
                           QStringLiteral("rms_norm_opt_r6a_notdone.py")}));
    const QList<Diagnostic> noFile = withCode(built.lineage.diagnostics, QStringLiteral("lineage.no-file"));
    QCOMPARE(noFile.size(), 1);
    QCOMPARE(noFile.first().line, 3);
    QVERIFY(noFile.first().message.contains(QLatin1String("zzz_lost")));
    // Unparsed lines and empty ids make no node; an l0 failure is remembered.
    QCOMPARE(built.lineage.nodes.size(), 3);
    QVERIFY(built.lineage.node(QStringLiteral("v1_pipe"))->anyL0Failure);
    QVERIFY(!built.lineage.node(QStringLiteral("baseline"))->anyL0Failure);
    QVERIFY(!built.lineage.node(QString()));
}

void TestVariantLineage::treeShape()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(makeFiles(root.path(), GenAFiles));
    const Built built = build(root.path(),
                              a(0, "baseline", nullptr) + a(1, "v1_pipe", "baseline") + a(1, "v1_bs4096", "baseline")
                                  + a(2, "pipe3", "v1_pipe") + a(2, "bs4096", "v1_pipe"));
    QVERIFY2(built.lineage.diagnostics.isEmpty(), dump(built.lineage.diagnostics).constData());
    QCOMPARE(built.lineage.roots, QList<int> {0});
    QCOMPARE(built.lineage.nodes.at(0).children, (QList<int> {1, 2}));
    QCOMPARE(built.lineage.nodes.at(1).children, (QList<int> {3, 4}));
    QCOMPARE(built.lineage.nodes.at(3).firstRound, 2);
    QCOMPARE(built.fileOf(QStringLiteral("bs4096")), QStringLiteral("perf_opt/rms_norm_opt_v2_bs4096.py"));
    QCOMPARE(built.fileOf(QStringLiteral("v1_bs4096")), QStringLiteral("perf_opt/rms_norm_opt_v1_bs4096.py"));
}

void TestVariantLineage::bundledSamplesMapExactly_data()
{
    QTest::addColumn<QString>("dir");
    QTest::newRow("rms_norm (Gen A)") << QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm");
    QTest::newRow("argmax_like (Gen B)") << QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like");
}

void TestVariantLineage::bundledSamplesMapExactly()
{
    QFETCH(QString, dir);
    QVERIFY2(QFileInfo::exists(dir + QStringLiteral("/perf_opt/perf_records.jsonl")), qPrintable(dir));
    Built built;
    built.layout = RunLayout::discover(dir);
    built.variants = KernelVariant::collect(built.layout);
    built.records = PerfRecordsReader::readFile(built.layout.absolute(built.layout.records), built.layout.records);
    built.lineage = VariantLineage::build(built.records.records, built.variants, built.layout, built.layout.records);
    for (const Diagnostic &d : built.records.diagnostics)
        QVERIFY2(d.severity != Diagnostic::Severity::Error, qPrintable(d.location() + QLatin1Char(' ') + d.message));
    for (const Diagnostic &d : built.lineage.diagnostics)
        QVERIFY2(d.severity != Diagnostic::Severity::Error, qPrintable(d.location() + QLatin1Char(' ') + d.message));
    QVERIFY(built.lineage.nodes.size() > 3);
    // Every recorded candidate has its file, and a branch-file candidate is tied to its own branch
    // file exactly (by name or artifact_path), never by a guess.
    int branchesCited = 0;
    for (const LineageNode &n : built.lineage.nodes) {
        QVERIFY2(n.variantIndex >= 0, qPrintable(n.candidateId));
        const KernelVariant &v = built.variants.at(n.variantIndex);
        if (v.kind != KernelVariant::Kind::Branch)
            continue;
        ++branchesCited;
        QVERIFY2(n.match == VariantMatch::Exact || n.match == VariantMatch::Artifact,
                 qPrintable(n.candidateId + QLatin1String(" -> ") + n.matchNote));
        QVERIFY2(n.candidateId.endsWith(v.optId), qPrintable(n.candidateId + QLatin1String(" -> ") + v.fileName));
        QCOMPARE(v.iteration, n.firstRound);
    }
    QVERIFY(branchesCited >= 5);
}

QTEST_GUILESS_MAIN(TestVariantLineage)
#include "tst_variantlineage.moc"
