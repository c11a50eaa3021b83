// SPDX-License-Identifier: MIT
// RunLayout::discover: where a run's files are, which generation its file names say, and how each
// top-level entry of perf_opt/ is judged (shared/docs/workflow-formats.md §0, §e). Runs are built
// in temporary directories; the bundled demo runs are discovered when present.
#include "run/runlayout.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

// Creates every path under root; a trailing '/' makes a directory.
bool makeTree(const QString &root, const QStringList &paths)
{
    for (const QString &path : paths) {
        const QString abs = QDir(root).filePath(path);
        if (path.endsWith(QLatin1Char('/'))) {
            if (!QDir().mkpath(abs))
                return false;
            continue;
        }
        if (!QDir().mkpath(QFileInfo(abs).absolutePath()))
            return false;
        QFile file(abs);
        if (!file.open(QIODevice::WriteOnly))
            return false;
        file.write("# " + path.toUtf8() + '\n');
    }
    return true;
}

const RunFile *topLevelEntry(const RunLayout &layout, const QString &relativePath)
{
    for (const RunFile &file : layout.topLevel)
        if (file.relativePath == relativePath)
            return &file;
    return nullptr;
}

QStringList codes(const Diagnostics &diagnostics)
{
    QStringList out;
    for (const Diagnostic &d : diagnostics)
        out.append(d.code);
    return out;
}

} // namespace

using namespace Qt::StringLiterals;

class TestRunLayout : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void discover_data();
    void discover();
    void classification_data();
    void classification();
    void forbiddenFilesAreNamedInDiagnostics();
    void undecodableNamesAreSaid();
    void notARun_data();
    void notARun();
    void operatorDirectoryFiles();
    void operatorDirectoryLookupsFollowQDir();
    void historyVersions();
    void symlinkNeverFollowed();
    void wholeTreeListsEveryFileOnce();
    void fileNamesMatchAsTheirPatterns();
    void bundledGenASample();
    void bundledGenBSample();
};

void TestRunLayout::discover_data()
{
    QTest::addColumn<QStringList>("tree");
    QTest::addColumn<QString>("open"); // relative to the temporary root
    QTest::addColumn<QString>("operatorDir"); // relative to the temporary root
    QTest::addColumn<QString>("perfOptRel");
    QTest::addColumn<QString>("operatorName");
    QTest::addColumn<Generation>("generation");
    QTest::addColumn<QString>("finalKernel");
    QTest::addColumn<QStringList>("diagnostics");

    const QStringList genA {QStringLiteral("mish/mish.py"),
                            QStringLiteral("mish/DESIGN.md"),
                            QStringLiteral("mish/perf_opt/mish.py"),
                            QStringLiteral("mish/perf_opt/opt_log.md"),
                            QStringLiteral("mish/perf_opt/perf_records.jsonl"),
                            QStringLiteral("mish/perf_opt/mish_opt_v1_op1.py"),
                            QStringLiteral("mish/perf_opt/mish_opt_v2_bs256.py")};
    QTest::newRow("Gen A, operator directory opened")
        << genA << QStringLiteral("mish") << QStringLiteral("mish") << QStringLiteral("perf_opt")
        << QStringLiteral("mish") << Generation::A << QStringLiteral("perf_opt/mish.py") << QStringList();
    QTest::newRow("Gen A, perf_opt opened directly")
        << genA << QStringLiteral("mish/perf_opt") << QStringLiteral("mish") << QStringLiteral("perf_opt")
        << QStringLiteral("mish") << Generation::A << QStringLiteral("perf_opt/mish.py") << QStringList();
    QTest::newRow("Gen A, path with trailing slash")
        << genA << QStringLiteral("mish/perf_opt/") << QStringLiteral("mish") << QStringLiteral("perf_opt")
        << QStringLiteral("mish") << Generation::A << QStringLiteral("perf_opt/mish.py") << QStringList();

    QTest::newRow("bare directory with only opt_log.md")
        << QStringList {QStringLiteral("copied_run/opt_log.md")} << QStringLiteral("copied_run")
        << QStringLiteral("copied_run") << QString() << QString() << Generation::A << QString()
        << QStringList {QStringLiteral("layout.no-operator")};
    QTest::newRow("bare directory with records and a final kernel")
        << QStringList {QStringLiteral("r/opt_log.md"), QStringLiteral("r/perf_records.jsonl"),
                        QStringLiteral("r/lerp.py"), QStringLiteral("r/lerp_opt_v1_vec.py")}
        << QStringLiteral("r") << QStringLiteral("r") << QString() << QStringLiteral("lerp") << Generation::A
        << QStringLiteral("lerp.py") << QStringList();
    QTest::newRow("empty perf_opt") << QStringList {QStringLiteral("op/perf_opt/")} << QStringLiteral("op")
                                    << QStringLiteral("op") << QStringLiteral("perf_opt") << QString() << Generation::A
                                    << QString()
                                    << QStringList {QStringLiteral("layout.no-optlog"),
                                                    QStringLiteral("layout.no-operator")};

    const QStringList genB {QStringLiteral("am/_argreduce_kernel.py"),
                            QStringLiteral("am/perf_opt/_argreduce_kernel.py"),
                            QStringLiteral("am/perf_opt/opt_log.md"),
                            QStringLiteral("am/perf_opt/perf_records.jsonl"),
                            QStringLiteral("am/perf_opt/workload_inventory.json"),
                            QStringLiteral("am/perf_opt/_argreduce_kernel_round1_a_chain.py"),
                            QStringLiteral("am/perf_opt/_argreduce_kernel_round2_l0c2x.py")};
    QTest::newRow("Gen B, inventory and round names")
        << genB << QStringLiteral("am") << QStringLiteral("am") << QStringLiteral("perf_opt")
        << QStringLiteral("_argreduce_kernel") << Generation::B << QStringLiteral("perf_opt/_argreduce_kernel.py")
        << QStringList();
    QStringList roundNamesOnly = genB;
    roundNamesOnly.removeAll(QStringLiteral("am/perf_opt/workload_inventory.json"));
    QTest::newRow("Gen B by round names alone")
        << roundNamesOnly << QStringLiteral("am") << QStringLiteral("am") << QStringLiteral("perf_opt")
        << QStringLiteral("_argreduce_kernel") << Generation::B << QStringLiteral("perf_opt/_argreduce_kernel.py")
        << QStringList();
    QTest::newRow("Gen B by inventory alone")
        << QStringList {QStringLiteral("k/perf_opt/opt_log.md"), QStringLiteral("k/perf_opt/workload_inventory.json")}
        << QStringLiteral("k") << QStringLiteral("k") << QStringLiteral("perf_opt") << QString() << Generation::B
        << QString() << QStringList {QStringLiteral("layout.no-operator")};
    QTest::newRow("operator from branch names, final kernel missing")
        << QStringList {QStringLiteral("x/perf_opt/opt_log.md"), QStringLiteral("x/perf_opt/lerp_opt_v1_vec.py"),
                        QStringLiteral("x/perf_opt/lerp_opt_v2_unroll.py")}
        << QStringLiteral("x") << QStringLiteral("x") << QStringLiteral("perf_opt") << QStringLiteral("lerp")
        << Generation::A << QString() << QStringList {QStringLiteral("layout.no-final-kernel")};
    QTest::newRow("operator from the only kernel next to perf_opt")
        << QStringList {QStringLiteral("y/ada.py"), QStringLiteral("y/perf_opt/opt_log.md")} << QStringLiteral("y")
        << QStringLiteral("y") << QStringLiteral("perf_opt") << QStringLiteral("ada") << Generation::A << QString()
        << QStringList {QStringLiteral("layout.no-final-kernel")};
    QTest::newRow("underscore-led TileOPs kernel with non-v branch")
        << QStringList {QStringLiteral("g/_gqa_prefill_fwd_kernel.py"),
                        QStringLiteral("g/perf_opt/_gqa_prefill_fwd_kernel.py"),
                        QStringLiteral("g/perf_opt/opt_log.md"),
                        QStringLiteral("g/perf_opt/_gqa_prefill_fwd_kernel_opt_r6a_notdone.py")}
        << QStringLiteral("g") << QStringLiteral("g") << QStringLiteral("perf_opt")
        << QStringLiteral("_gqa_prefill_fwd_kernel") << Generation::A
        << QStringLiteral("perf_opt/_gqa_prefill_fwd_kernel.py") << QStringList();
}

void TestRunLayout::discover()
{
    QFETCH(QStringList, tree);
    QFETCH(QString, open);
    QFETCH(QString, operatorDir);
    QFETCH(QString, perfOptRel);
    QFETCH(QString, operatorName);
    QFETCH(Generation, generation);
    QFETCH(QString, finalKernel);
    QFETCH(QStringList, diagnostics);

    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(makeTree(root.path(), tree));
    const RunLayout layout = RunLayout::discover(root.filePath(open));
    QVERIFY(layout.isValid());
    QCOMPARE(layout.operatorDir, QDir(root.filePath(operatorDir)).absolutePath());
    QCOMPARE(layout.perfOptRel, perfOptRel);
    QCOMPARE(layout.perfOptDir,
             perfOptRel.isEmpty() ? layout.operatorDir : layout.operatorDir + QLatin1Char('/') + perfOptRel);
    QCOMPARE(layout.operatorName, operatorName);
    QCOMPARE(layout.operatorNameEvidence.isEmpty(), operatorName.isEmpty());
    QCOMPARE(layout.fileGeneration, generation);
    QCOMPARE(layout.generationEvidence.isEmpty(), generation == Generation::A);
    QCOMPARE(layout.finalKernel, finalKernel);
    QCOMPARE(codes(layout.diagnostics), diagnostics);
    for (const Diagnostic &d : layout.diagnostics) {
        QVERIFY(!d.file.isEmpty());
        QCOMPARE(d.severity, Diagnostic::Severity::Warning);
    }
    const QString expectedPrefix = perfOptRel.isEmpty() ? QString() : perfOptRel + QLatin1Char('/');
    const bool hasLog = std::any_of(tree.cbegin(), tree.cend(),
                                    [](const QString &p) { return p.endsWith(QLatin1String("/opt_log.md")); });
    QCOMPARE(layout.optLog, hasLog ? expectedPrefix + QStringLiteral("opt_log.md") : QString());
    // Every top-level entry is listed once, relative to the operator directory.
    for (const RunFile &file : layout.topLevel) {
        QVERIFY2(file.relativePath.startsWith(expectedPrefix), qPrintable(file.relativePath));
        QVERIFY(QFileInfo::exists(layout.absolute(file.relativePath)));
    }
}

void TestRunLayout::classification_data()
{
    QTest::addColumn<QString>("entry"); // a trailing '/' makes a directory
    QTest::addColumn<QString>("role");
    QTest::addColumn<QString>("verdict");

    auto row = [](const char *entry, const char *role, const char *verdict) {
        QTest::newRow(entry) << QString::fromLatin1(entry) << QString::fromLatin1(role) << QString::fromLatin1(verdict);
    };
    // What perf_opt/ may hold.
    row("rms_norm.py", "final_kernel", "expected");
    row("opt_log.md", "opt_log", "expected");
    row("perf_records.jsonl", "records", "expected");
    row("workload_inventory.json", "workload_inventory", "expected");
    row("perf_feedback.md", "perf_feedback", "expected");
    row("rms_norm_opt_v2_bs4096.py", "branch_kernel", "expected");
    row("rms_norm_opt_v14_pipe3.py", "branch_kernel", "expected");
    row("rms_norm_opt_r6a_notdone.py", "branch_kernel", "expected");
    row("rms_norm_round2_l0c2x.py", "branch_kernel", "expected");
    row("profiles/", "profiles_dir", "expected");
    row("logs/", "logs_dir", "expected");
    row("history_version/", "history_dir", "allowed_helper");
    row("ab_round2/", "ab_workdir", "allowed_helper");
    row("ab_round7_w3/", "ab_workdir", "allowed_helper");
    row("__pycache__/", "other", "allowed_helper");
    row("run_experiments.py", "runner_script", "allowed_helper");
    row("run_experiments_template.py", "runner_script", "allowed_helper");
    row("bench.py", "helper_script", "allowed_helper");
    row("extract_msprof.py", "helper_script", "allowed_helper");
    row("probe_tiling.py", "helper_script", "allowed_helper");
    row("prof_nsplit.sh", "helper_script", "allowed_helper");
    row("mish_opt_v1_op1.py", "helper_script", "allowed_helper"); // another operator's branch name
    // Forbidden at the top of perf_opt/.
    row("op.log", "forbidden", "forbidden");
    row("op_round3.log", "forbidden", "forbidden");
    row("opt_run.log", "forbidden", "forbidden");
    row("probe.log", "forbidden", "forbidden");
    row("probe_bs.log", "forbidden", "forbidden");
    row("final.log", "forbidden", "forbidden");
    row("final_check.log", "forbidden", "forbidden");
    row("debug_log.md", "forbidden", "forbidden");
    // Near misses of the forbidden patterns are unknown, not forbidden.
    row("stdout.log", "other", "unknown");
    row("my_op.log", "other", "unknown");
    row("debug_log.md.bak", "other", "unknown");
    row("op.log.txt", "other", "unknown");
    row("final_notes.md", "other", "unknown");
    row("notes.txt", "other", "unknown");
    row("scratch/", "other", "unknown");
}

void TestRunLayout::classification()
{
    QFETCH(QString, entry);
    QFETCH(QString, role);
    QFETCH(QString, verdict);

    QTemporaryDir root;
    QVERIFY(root.isValid());
    QStringList tree {QStringLiteral("rms_norm.py"), QStringLiteral("perf_opt/rms_norm.py"),
                      QStringLiteral("perf_opt/rms_norm_opt_v1_pipe.py")};
    tree.append(QStringLiteral("perf_opt/") + entry);
    QVERIFY(makeTree(root.path(), tree));
    const RunLayout layout = RunLayout::discover(root.path());
    QCOMPARE(layout.operatorName, QStringLiteral("rms_norm"));

    QString name = entry;
    if (name.endsWith(QLatin1Char('/')))
        name.chop(1);
    const RunFile *file = topLevelEntry(layout, QStringLiteral("perf_opt/") + name);
    QVERIFY(file);
    QCOMPARE(RunLayout::roleName(file->role), role);
    QCOMPARE(RunLayout::verdictName(file->verdict), verdict);
    QCOMPARE(file->isDir, entry.endsWith(QLatin1Char('/')));
    QVERIFY(!file->reason.isEmpty());
    QCOMPARE(codes(layout.diagnostics).contains(QStringLiteral("layout.forbidden-file")),
             verdict == QLatin1String("forbidden"));
    // Only a round-named branch or the inventory is Gen B evidence (ab_round*/ directories are not).
    const bool genB
        = entry == QLatin1String("rms_norm_round2_l0c2x.py") || entry == QLatin1String("workload_inventory.json");
    QCOMPARE(layout.fileGeneration, genB ? Generation::B : Generation::A);
}

void TestRunLayout::forbiddenFilesAreNamedInDiagnostics()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(makeTree(root.path(),
                     {QStringLiteral("perf_opt/opt_log.md"), QStringLiteral("perf_opt/probe1.log"),
                      QStringLiteral("perf_opt/debug_log.md"), QStringLiteral("perf_opt/logs/r1/probe1.log")}));
    const RunLayout layout = RunLayout::discover(root.path());
    QStringList forbidden;
    for (const Diagnostic &d : layout.diagnostics)
        if (d.code == QLatin1String("layout.forbidden-file")) {
            QCOMPARE(d.severity, Diagnostic::Severity::Warning);
            QVERIFY(d.message.contains(QFileInfo(d.file).fileName()));
            forbidden.append(d.file);
        }
    // logs/r1/probe1.log is where such output belongs: only the top level is judged.
    QCOMPARE(forbidden, (QStringList {QStringLiteral("perf_opt/debug_log.md"), QStringLiteral("perf_opt/probe1.log")}));
}

// A name that is not UTF-8 (Qt gives it U+FFFD for the bytes) names no file any reader can open:
// it is said, with its bytes, and is no branch of the run.
void TestRunLayout::undecodableNamesAreSaid()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(makeTree(root.path(),
                     {QStringLiteral("rms_norm.py"), QStringLiteral("perf_opt/opt_log.md"),
                      QStringLiteral("perf_opt/rms_norm.py")}));
    const QByteArray bad = QFile::encodeName(root.path())
        + "/perf_opt/rms_norm_opt_v1_p\xff"
          "e.py";
    const int fd = ::open(bad.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    QVERIFY(fd >= 0);
    ::close(fd);
    const auto removeBad = qScopeGuard([&bad] { ::unlink(bad.constData()); });
    const RunLayout layout = RunLayout::discover(root.path());
    const RunFile *entry = topLevelEntry(layout, QStringLiteral("perf_opt/rms_norm_opt_v1_p\\xFFe.py"));
    QVERIFY(entry);
    QCOMPARE(entry->role, RunFileRole::Other);
    QVERIFY(std::none_of(layout.topLevel.cbegin(), layout.topLevel.cend(),
                         [](const RunFile &f) { return f.role == RunFileRole::BranchKernel; }));
    QVERIFY(codes(layout.diagnostics).contains(QStringLiteral("layout.undecodable-name")));
}

void TestRunLayout::notARun_data()
{
    QTest::addColumn<QStringList>("tree");
    QTest::addColumn<QString>("open");
    QTest::addColumn<QString>("code");

    QTest::newRow("missing path") << QStringList() << QStringLiteral("nowhere")
                                  << QStringLiteral("layout.not-a-directory");
    QTest::newRow("a file") << QStringList {QStringLiteral("opt_log.md")} << QStringLiteral("opt_log.md")
                            << QStringLiteral("layout.not-a-directory");
    QTest::newRow("unrelated directory") << QStringList {QStringLiteral("src/main.cpp"), QStringLiteral("README.md")}
                                         << QString() << QStringLiteral("layout.no-run");
    QTest::newRow("perf_opt is a file") << QStringList {QStringLiteral("op/perf_opt"), QStringLiteral("op/op.py")}
                                        << QStringLiteral("op") << QStringLiteral("layout.no-run");
}

void TestRunLayout::notARun()
{
    QFETCH(QStringList, tree);
    QFETCH(QString, open);
    QFETCH(QString, code);

    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(makeTree(root.path(), tree));
    const QString path = open.isEmpty() ? root.path() : root.filePath(open);
    const RunLayout layout = RunLayout::discover(path);
    QVERIFY(!layout.isValid());
    QCOMPARE(layout.diagnostics.size(), 1);
    QCOMPARE(layout.diagnostics.first().code, code);
    QCOMPARE(layout.diagnostics.first().severity, Diagnostic::Severity::Error);
    QCOMPARE(layout.diagnostics.first().file, path);
    QVERIFY(layout.diagnostics.first().message.contains(path));
    QVERIFY(layout.topLevel.isEmpty());
}

void TestRunLayout::operatorDirectoryFiles()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(makeTree(root.path(),
                     {QStringLiteral("_ssd_kernel.py"), QStringLiteral("ssd_chunk_scan_DESIGN.md"),
                      QStringLiteral("Optimize.md"), QStringLiteral("perf_opt/_ssd_kernel.py"),
                      QStringLiteral("perf_opt/opt_log.md"), QStringLiteral("perf_opt/run_experiments.py"),
                      QStringLiteral("perf_opt/ab_round5_w2/pair1A/x.csv")}));
    const RunLayout layout = RunLayout::discover(root.path());
    QCOMPARE(layout.operatorName, QStringLiteral("_ssd_kernel"));
    QVERIFY(layout.operatorNameEvidence.contains(QLatin1String("_ssd_kernel.py")));
    QCOMPARE(layout.baselineKernel, QStringLiteral("_ssd_kernel.py"));
    QCOMPARE(layout.designFile, QStringLiteral("ssd_chunk_scan_DESIGN.md")); // TileOPs naming
    QCOMPARE(layout.optimizeFile, QStringLiteral("Optimize.md"));
    QCOMPARE(layout.runnerScripts, QStringList {QStringLiteral("perf_opt/run_experiments.py")});
    QCOMPARE(layout.abWorkdirs, QStringList {QStringLiteral("perf_opt/ab_round5_w2")});
    QCOMPARE(layout.absolute(layout.baselineKernel), QDir(root.path()).filePath(QStringLiteral("_ssd_kernel.py")));
    QVERIFY(layout.absolute(QString()).isEmpty());

    QStringList roles;
    for (const RunFile &f : layout.files)
        if (!f.relativePath.startsWith(QLatin1String("perf_opt/")))
            roles.append(f.relativePath + QLatin1Char('=') + RunLayout::roleName(f.role));
    QCOMPARE(roles,
             (QStringList {QStringLiteral("_ssd_kernel.py=baseline_kernel"),
                           QStringLiteral("ssd_chunk_scan_DESIGN.md=design"),
                           QStringLiteral("Optimize.md=optimize_summary")}));

    // DESIGN.md wins over <func>_DESIGN.md.
    QVERIFY(makeTree(root.path(), {QStringLiteral("DESIGN.md")}));
    QCOMPARE(RunLayout::discover(root.path()).designFile, QStringLiteral("DESIGN.md"));
}

// The operator directory is read once; each lookup answers as QDir::exists and QDir's filters
// would: a link to a file counts, a broken link does not, a FIFO exists, and of several
// <func>_DESIGN.md files (not hidden, not folders) the first in case-insensitive order wins.
void TestRunLayout::operatorDirectoryLookupsFollowQDir()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(makeTree(root.path(),
                     {QStringLiteral("kernels/op.py"), QStringLiteral("b_DESIGN.md"), QStringLiteral("A_design.md"),
                      QStringLiteral(".0_DESIGN.md"), QStringLiteral("0_DESIGN.md/"), QStringLiteral("perf_opt/op.py"),
                      QStringLiteral("perf_opt/op_opt_v1_tile.py"), QStringLiteral("perf_opt/opt_log.md")}));
    QVERIFY(QFile::link(root.filePath(QStringLiteral("kernels/op.py")), root.filePath(QStringLiteral("op.py"))));
    QCOMPARE(::mkfifo(QFile::encodeName(root.filePath(QStringLiteral("Optimize.md"))).constData(), 0600), 0);
    RunLayout layout = RunLayout::discover(root.path());
    QCOMPARE(layout.operatorName, QStringLiteral("op"));
    QCOMPARE(layout.baselineKernel, QStringLiteral("op.py")); // through the link, as QDir::exists
    QCOMPARE(layout.designFile, QStringLiteral("A_design.md"));
    QCOMPARE(layout.optimizeFile, QStringLiteral("Optimize.md"));

    QVERIFY(QFile::remove(root.filePath(QStringLiteral("kernels/op.py")))); // now a broken link
    QVERIFY(QFile::remove(root.filePath(QStringLiteral("A_design.md"))));
    QVERIFY(QFile::remove(root.filePath(QStringLiteral("b_DESIGN.md"))));
    layout = RunLayout::discover(root.path());
    QCOMPARE(layout.operatorName, QStringLiteral("op"));
    QVERIFY(layout.baselineKernel.isEmpty());
    QVERIFY(layout.designFile.isEmpty()); // a hidden file and a folder are no design document
}

void TestRunLayout::historyVersions()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(
        makeTree(root.path(),
                 {QStringLiteral("mish.py"), QStringLiteral("perf_opt/mish.py"), QStringLiteral("perf_opt/opt_log.md"),
                  QStringLiteral("perf_opt/history_version/mish_r1_final.py"),
                  QStringLiteral("perf_opt/history_version/mish_r2_final.py"),
                  QStringLiteral("perf_opt/history_version/notes.md")}));
    const RunLayout layout = RunLayout::discover(root.path());
    QCOMPARE(layout.historyDir, QStringLiteral("perf_opt/history_version"));
    QStringList history;
    for (const RunFile &f : layout.files)
        if (f.role == RunFileRole::HistoryVersion) {
            QCOMPARE(f.verdict, RunFileVerdict::AllowedHelper);
            QVERIFY(f.size > 0);
            history.append(f.relativePath);
        }
    QCOMPARE(history,
             (QStringList {QStringLiteral("perf_opt/history_version/mish_r1_final.py"),
                           QStringLiteral("perf_opt/history_version/mish_r2_final.py")}));
    // A history version is not a top-level entry and does not make the run Gen B.
    QVERIFY(!topLevelEntry(layout, QStringLiteral("perf_opt/history_version/mish_r1_final.py")));
    QCOMPARE(layout.fileGeneration, Generation::A);
}

void TestRunLayout::symlinkNeverFollowed()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(makeTree(root.path(),
                     {QStringLiteral("op.py"), QStringLiteral("perf_opt/op.py"), QStringLiteral("perf_opt/opt_log.md"),
                      QStringLiteral("elsewhere/profiles/")}));
    QVERIFY(QFile::link(root.filePath(QStringLiteral("elsewhere/profiles")),
                        root.filePath(QStringLiteral("perf_opt/profiles"))));
    const RunLayout layout = RunLayout::discover(root.path());
    const RunFile *link = topLevelEntry(layout, QStringLiteral("perf_opt/profiles"));
    QVERIFY(link);
    QCOMPARE(link->role, RunFileRole::Other);
    QCOMPARE(link->verdict, RunFileVerdict::Unknown);
    QVERIFY(layout.profilesDir.isEmpty());
}

// The file browser's tree: every entry below perf_opt/ once, folders first and by name in each
// folder, sizes of plain files, links listed but never entered, FIFOs listed as neither.
void TestRunLayout::wholeTreeListsEveryFileOnce()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(makeTree(root.path(),
                     {QStringLiteral("op.py"), QStringLiteral("perf_opt/op.py"), QStringLiteral("perf_opt/opt_log.md"),
                      QStringLiteral("perf_opt/profiles/round1/b/OpBasicInfo.csv"),
                      QStringLiteral("perf_opt/profiles/round1/a.txt"), QStringLiteral("perf_opt/logs/.hidden"),
                      QStringLiteral("outside/secret.txt")}));
    QVERIFY(QFile::link(root.filePath(QStringLiteral("outside")), root.filePath(QStringLiteral("perf_opt/logs/out"))));
    QCOMPARE(::mkfifo(QFile::encodeName(root.filePath(QStringLiteral("perf_opt/logs/pipe"))).constData(), 0600), 0);

    const RunLayout top = RunLayout::discover(root.path(), RunLayout::Listing::TopLevel);
    QVERIFY(top.entries.isEmpty());
    const RunLayout layout = RunLayout::discover(root.path(), RunLayout::Listing::WholeTree);
    QStringList paths;
    for (const RunFile &entry : layout.entries)
        paths.append(entry.relativePath + (entry.isDir ? QStringLiteral("/") : QString()));
    QCOMPARE(paths, QStringList({QStringLiteral("perf_opt/logs/"), QStringLiteral("perf_opt/profiles/"),
                                 QStringLiteral("perf_opt/op.py"), QStringLiteral("perf_opt/opt_log.md"),
                                 QStringLiteral("perf_opt/logs/out"), QStringLiteral("perf_opt/logs/.hidden"),
                                 QStringLiteral("perf_opt/logs/pipe"), QStringLiteral("perf_opt/profiles/round1/"),
                                 QStringLiteral("perf_opt/profiles/round1/b/"),
                                 QStringLiteral("perf_opt/profiles/round1/a.txt"),
                                 QStringLiteral("perf_opt/profiles/round1/b/OpBasicInfo.csv")}));
    const auto entry = [&](const QString &path) {
        return *std::find_if(layout.entries.cbegin(), layout.entries.cend(),
                             [&](const RunFile &f) { return f.relativePath == path; });
    };
    QCOMPARE(entry(QStringLiteral("perf_opt/opt_log.md")).size, qint64(sizeof("# perf_opt/opt_log.md\n") - 1));
    QVERIFY(!entry(QStringLiteral("perf_opt/logs/out")).reason.isEmpty()); // a link, not entered
    QCOMPARE(entry(QStringLiteral("perf_opt/logs/out")).size, 0);
    QCOMPARE(entry(QStringLiteral("perf_opt/logs/pipe")).size, 0);
    QVERIFY(!layout.entriesTruncated);
}

void TestRunLayout::bundledGenASample()
{
    const QString dir = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm");
    QVERIFY2(QFileInfo::exists(dir + QStringLiteral("/perf_opt/opt_log.md")), qPrintable(dir));
    const RunLayout layout = RunLayout::discover(dir);
    QVERIFY(layout.isValid());
    QCOMPARE(layout.operatorName, QStringLiteral("rms_norm"));
    QCOMPARE(layout.fileGeneration, Generation::A);
    QVERIFY(layout.generationEvidence.isEmpty());
    QCOMPARE(layout.finalKernel, QStringLiteral("perf_opt/rms_norm.py"));
    QCOMPARE(layout.baselineKernel, QStringLiteral("rms_norm.py"));
    QCOMPARE(layout.optLog, QStringLiteral("perf_opt/opt_log.md"));
    QCOMPARE(layout.records, QStringLiteral("perf_opt/perf_records.jsonl"));
    QVERIFY(layout.inventory.isEmpty());
    int branches = 0;
    for (const RunFile &f : layout.topLevel) {
        QVERIFY2(f.verdict != RunFileVerdict::Forbidden, qPrintable(f.relativePath));
        branches += f.role == RunFileRole::BranchKernel ? 1 : 0;
    }
    QVERIFY(branches >= 3);
    for (const Diagnostic &d : layout.diagnostics)
        QVERIFY2(d.severity != Diagnostic::Severity::Error, qPrintable(d.location() + QLatin1Char(' ') + d.message));
}

void TestRunLayout::bundledGenBSample()
{
    const QString dir = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like");
    QVERIFY2(QFileInfo::exists(dir + QStringLiteral("/perf_opt/opt_log.md")), qPrintable(dir));
    // Opened at perf_opt/ directly, as a user dropping that folder would.
    const RunLayout layout = RunLayout::discover(dir + QStringLiteral("/perf_opt"));
    QVERIFY(layout.isValid());
    QCOMPARE(layout.operatorDir, QDir(dir).absolutePath());
    QCOMPARE(layout.operatorName, QStringLiteral("argmax_like"));
    QCOMPARE(layout.fileGeneration, Generation::B);
    // Both kinds of file evidence: the inventory and *_round<N>_*.py branch names.
    QCOMPARE(layout.generationEvidence.size(), 2);
    QCOMPARE(layout.inventory, QStringLiteral("perf_opt/workload_inventory.json"));
    QCOMPARE(layout.records, QStringLiteral("perf_opt/perf_records.jsonl"));
    QCOMPARE(layout.finalKernel, QStringLiteral("perf_opt/argmax_like.py"));
    QCOMPARE(layout.baselineKernel, QStringLiteral("argmax_like.py"));
    QCOMPARE(layout.designFile, QStringLiteral("DESIGN.md"));
    int branches = 0;
    for (const RunFile &f : layout.topLevel)
        branches += f.role == RunFileRole::BranchKernel ? 1 : 0;
    QVERIFY(branches >= 3);
    for (const RunFile &f : layout.topLevel)
        QVERIFY2(f.verdict != RunFileVerdict::Forbidden, qPrintable(f.relativePath));
    for (const Diagnostic &d : layout.diagnostics)
        QVERIFY2(d.severity != Diagnostic::Severity::Error, qPrintable(d.location() + QLatin1Char(' ') + d.message));
}

// RunFileNames matches by hand what the workflow's patterns match: every name here is tried both
// ways, including the corners of QRegularExpression ('.' stops at '\n', '$' before a final '\n').
void TestRunLayout::fileNamesMatchAsTheirPatterns()
{
    const QString op = u"rms_norm"_s;
    const QRegularExpression genA(u"^%1_opt_(?:v\\d+_.+|.+)\\.py$"_s.arg(QRegularExpression::escape(op)));
    const QRegularExpression genB(u"^%1_round\\d+_.+\\.py$"_s.arg(QRegularExpression::escape(op)));
    const QRegularExpression genBTail(u"_round\\d+_.+\\.py$"_s);
    const QRegularExpression runner(u"^run_experiments.*\\.py$"_s);
    const QRegularExpression forbidden(u"^(?:op.*\\.log|probe.*\\.log|final.*\\.log|debug_log\\.md)$"_s);
    QStringList names {u"rms_norm_opt_v1_bs8192.py"_s, u"rms_norm_opt_x.py"_s, u"rms_norm_opt_.py"_s,
                       u"rms_norm_opt_v2_a.py\n"_s, u"rms_norm_opt_v2_a.py\n\n"_s, u"rms_norm_opt_a\nb.py"_s,
                       u"rms_norm_opt_a.pyc"_s, u"rms_norm.py"_s, u"rms_normx_opt_a.py"_s, u"RMS_NORM_opt_a.py"_s,
                       u"rms_norm_round1_a.py"_s, u"rms_norm_round12_3_.py"_s, u"rms_norm_round_a.py"_s,
                       u"rms_norm_round1a_x.py"_s, u"rms_norm_round1_.py"_s, u"rms_norm_round١_a.py"_s,
                       u"helper_round2_x.py"_s, u"a_round_round3_b.py"_s, u"x_round3_b\nc.py"_s,
                       u"x\n_round3_b.py"_s, u"run_experiments.py"_s, u"run_experiments_r2.py"_s,
                       u"run_experiments.py\n"_s, u"run_experimentspy"_s, u"xrun_experiments.py"_s,
                       u"op.log"_s, u"op_final.log"_s, u"probe1.log"_s, u"final.log\n"_s, u"final\n.log"_s,
                       u"debug_log.md"_s, u"debug_log.md\n"_s, u"debug_log.mdx"_s, u"oplog"_s, u"finals.log.txt"_s,
                       u".py"_s, u""_s, u"\n"_s};
    for (const QString &name : std::as_const(names)) {
        QCOMPARE(RunFileNames::isGenABranch(name, op), genA.match(name).hasMatch());
        QCOMPARE(RunFileNames::isGenBBranch(name, op), genB.match(name).hasMatch());
        QCOMPARE(RunFileNames::hasGenBBranchTail(name), genBTail.match(name).hasMatch());
        QCOMPARE(RunFileNames::isRunner(name), runner.match(name).hasMatch());
        QCOMPARE(RunFileNames::isForbiddenTopLevel(name), forbidden.match(name).hasMatch());
    }
    // The names above reach both answers of each matcher.
    QVERIFY(RunFileNames::isGenABranch(u"rms_norm_opt_v2_a.py\n"_s, op));
    QVERIFY(!RunFileNames::isGenABranch(u"rms_norm_opt_a\nb.py"_s, op));
    QVERIFY(RunFileNames::isGenBBranch(u"rms_norm_round12_3_.py"_s, op));
    QVERIFY(RunFileNames::hasGenBBranchTail(u"a_round_round3_b.py"_s));
    QVERIFY(RunFileNames::isForbiddenTopLevel(u"final.log\n"_s));
}

QTEST_GUILESS_MAIN(TestRunLayout)
#include "tst_runlayout.moc"
