// SPDX-License-Identifier: MIT
// ProjectLoader: what a directory holding only an opt_log.md is (a reviewer opening a log alone).
// The log's own evidence decides the generation and its title names the operator; files next to
// it (records, inventory, branch files) outrank the log.
#include "base/runread.h"
#include "gates/gateengine.h"
#include "run/projectloader.h"
#include "runcopy.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

constexpr char PipeCsv[] = "block_id,sub_block_id,aic_time(us)\n0,0,7.5\n";

void write(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

const QByteArray GenBLog = "# Stage 4 调优日志 — `_argreduce_kernel`（Gen B）\n\n"
                           "## Round 1\n\ntext\n\n"
                           "## Final Performance Test Data\n\n"
                           "| kernel_id | workload_id | baseline_us | final_us | final_candidate_id |\n"
                           "|---|---|---|---|---|\n"
                           "| k.py::f::main | w1 | 10.0 | 8.0 | r1_a |\n";

const QByteArray GenALog = "# _lerp_kernel Stage 4 tuning\n\n## Iteration 1\n\n## Final Summary\n\n"
                           "- final_latency: 8.0 us\n";

// A layout's files as text: path, kind, size and reason, in order.
QStringList describe(const QList<RunFile> &files)
{
    QStringList lines;
    for (const RunFile &f : files)
        lines.append(u"%1 %2 %3 %4"_s.arg(f.relativePath, f.isDir ? u"dir"_s : u"file"_s).arg(f.size).arg(f.reason));
    return lines;
}

QStringList describe(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines.append(u"%1:%2 %3 %4"_s.arg(d.file).arg(d.line).arg(d.code, d.message));
    return lines;
}

// The process's threads (Linux): a pool thread, once started, stays for the pool's expiry time.
int threadCount()
{
    return int(QDir(u"/proc/self/task"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size());
}

} // namespace

class TestProjectLoader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void smallLogIsParsedOnTheCallingThread(); // first: no pool thread has been started yet
    void generationFromTheLogAlone_data();
    void generationFromTheLogAlone();
    void filesOutrankTheLog();
    void roundMismatchIsAProblem();
    void finalCandidateOfRoundsWrittenOutOfOrder();
    void reRunOrderedByTheRecord();
    void rawPathProblemsNameThePathOnce();
    void missingRawPathsAreCountedPastTheFirstHundred();
    void branchFilesAreReadOnlyWhenTheyCouldBeTheFinal();
    void operatorFromTheTitle_data();
    void operatorFromTheTitle();
    void firstPaintThenIndexIsOneLoad_data();
    void firstPaintThenIndexIsOneLoad();
};

// A small log costs less to parse than to hand to another thread; a large one is parsed on a pool
// thread while the records are read. Both give the same log.
void TestProjectLoader::smallLogIsParsedOnTheCallingThread()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString log = dir.filePath(u"perf_opt/opt_log.md"_s);
    write(log, GenALog);
    const int before = threadCount();
    const ProjectSnapshotPtr small = ProjectLoader::load(dir.path());
    QCOMPARE(threadCount(), before);
    QCOMPARE(small->optLog.generationHint, Generation::A);

    QByteArray large = GenALog;
    while (large.size() < ProjectLoader::ParseLogAlongsideBytes)
        large += "\nSome notes on the iteration.\n";
    write(log, large);
    const ProjectSnapshotPtr pooled = ProjectLoader::load(dir.path());
    QVERIFY(threadCount() > before);
    QCOMPARE(pooled->optLog.generationHint, Generation::A);
    QCOMPARE(pooled->optLog.finalLatencies.size(), small->optLog.finalLatencies.size());
}

void TestProjectLoader::generationFromTheLogAlone_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<QString>("generation");
    QTest::addColumn<QString>("evidence");
    QTest::newRow("Gen B final table") << GenBLog << u"B"_s << u"opt_log.md line 9: the Gen B final table"_s;
    QTest::newRow("Workload Inventory section")
        << QByteArray("# op_x\n\n## Workload Inventory\n\n| workload_id | kind |\n|---|---|\n| w1 | tune |\n") << u"B"_s
        << u"Workload Inventory"_s;
    QTest::newRow("Gen B record field in a table")
        << QByteArray("# op_x\n\n## Round 1\n\n| candidate_id | artifact_sha256 |\n|---|---|\n| a | 00 |\n") << u"B"_s
        << u"artifact_sha256"_s;
    QTest::newRow("Gen A final_latency") << GenALog << u"A"_s << u"final_latency"_s;
    // Malformed: nothing in the log says which; the default is Gen A, and it says why.
    QTest::newRow("no evidence") << QByteArray("# op_x\n\nnotes\n") << u"A"_s << u"no inventory"_s;
    QTest::newRow("empty") << QByteArray() << u"A"_s << u"no inventory"_s;
}

void TestProjectLoader::generationFromTheLogAlone()
{
    QFETCH(QByteArray, log);
    QFETCH(QString, generation);
    QFETCH(QString, evidence);
    QTemporaryDir dir;
    write(dir.filePath(u"opt_log.md"_s), log);
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(dir.path());
    QVERIFY(snapshot);
    QCOMPARE(generationName(snapshot->generation), generation);
    QVERIFY2(snapshot->generationEvidence.join(u"; "_s).contains(evidence),
             qPrintable(snapshot->generationEvidence.join(u"; "_s)));
}

void TestProjectLoader::filesOutrankTheLog()
{
    // A Gen A records file next to a log with a Gen B table: the files decide (Gen A).
    QTemporaryDir dir;
    write(dir.filePath(u"perf_opt/opt_log.md"_s), GenBLog);
    write(
        dir.filePath(u"perf_opt/perf_records.jsonl"_s),
        R"({"round": 0, "candidate_id": "baseline", "dispatch_path": "d", "workload": "w1", "duration_us": 10.0, "l0_pass": true, "timestamp": "2026-09-01T00:00:00Z"})"
        "\n");
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(dir.filePath(u"perf_opt"_s));
    QVERIFY(snapshot);
    QCOMPARE(snapshot->generation, Generation::A);
}

void TestProjectLoader::roundMismatchIsAProblem()
{
    // Records outrank the log: a log round without records reaches the run's diagnostics (Problems).
    QTemporaryDir dir;
    write(dir.filePath(u"perf_opt/opt_log.md"_s), "# _k_kernel\n\n## Round 1\n\n## Round 2\n");
    write(
        dir.filePath(u"perf_opt/perf_records.jsonl"_s),
        R"({"round": 1, "candidate_id": "r1_a", "dispatch_path": "d", "workload": "w1", "duration_us": 10.0, "l0_pass": true, "timestamp": "2026-09-01T00:00:00Z"})"
        "\n");
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(dir.filePath(u"perf_opt"_s));
    QVERIFY(snapshot);
    QStringList found;
    for (const Diagnostic &d : snapshot->diagnostics())
        if (d.code.startsWith(u"optlog.round"_s) || d.code.startsWith(u"optlog.records-round"_s))
            found.append(d.location() + u' ' + d.code);
    QCOMPARE(found, QStringList {u"perf_opt/opt_log.md:5 optlog.round-without-records"_s});
}

// A run without records: the final candidate is the last round's winner in the workflow's order,
// not the last written (round 2 written before round 1 still ends the tuning).
void TestProjectLoader::finalCandidateOfRoundsWrittenOutOfOrder()
{
    QTemporaryDir dir;
    write(dir.filePath(u"perf_opt/opt_log.md"_s),
          "# _k_kernel\n\n## Baseline\n\n| workload | Task Duration(us) |\n|---|---:|\n| w1 | 20.0 |\n\n"
          "## Round 2\n\n| branch | base | Task Duration(us) |\n|---|---|---:|\n| v2_b | v1_a | 17.0 |\n\n- winner: v2_b\n\n"
          "## Round 1\n\n| branch | base | Task Duration(us) |\n|---|---|---:|\n| v1_a | baseline | 18.0 |\n\n"
          "- winner: v1_a\n");
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(dir.filePath(u"perf_opt"_s));
    QVERIFY(snapshot);
    QCOMPARE(snapshot->optLog.rounds.size(), 3);
    QCOMPARE(snapshot->optLog.rounds.last().number, 1); // as written
    QCOMPARE(snapshot->finalCandidateId(), u"v2_b"_s);

    // An adoption-phase correction after the campaign comes last, whatever round it revisits.
    QTemporaryDir corrected;
    write(corrected.filePath(u"perf_opt/opt_log.md"_s),
          "# _k_kernel\n\n## Baseline\n\n| workload | Task Duration(us) |\n|---|---:|\n| w1 | 20.0 |\n\n"
          "## Round 1\n\n- winner: v1_a\n\n## Round 2\n\n- winner: v2_b\n\n## Final Summary\n\nfinal_latency: 17.0 us\n\n"
          "# 采纳期修正附录\n\n## Round 1 修正\n\n- new_current_best: v1_fix\n");
    const ProjectSnapshotPtr later = ProjectLoader::load(corrected.filePath(u"perf_opt"_s));
    QVERIFY(later);
    QCOMPARE(later->optLog.sessions.size(), 2);
    QCOMPARE(later->optLog.sessions.at(1).kind, OptLogSession::Kind::Supplement);
    QCOMPARE(later->finalCandidateId(), u"v1_fix"_s);
}

// A record's msprof_raw_path problem, at the record's line, names the path once: the index's
// findings about the path itself name it, and the loader adds no second "msprof_raw_path …: ".
void TestProjectLoader::rawPathProblemsNameThePathOnce()
{
    QTemporaryDir dir;
    write(dir.filePath(u"perf_opt/opt_log.md"_s), GenALog);
    write(dir.filePath(u"perf_opt/logs/run.log"_s), "log\n");
    const QByteArray record = R"({"round": 1, "candidate_id": "r1_a", "dispatch_path": "d", "workload": "w1", )"
                              R"("duration_us": 10.0, "l0_pass": true, "timestamp": "2026-09-01T00:00:00Z", )";
    write(dir.filePath(u"perf_opt/perf_records.jsonl"_s),
          record
              + R"("msprof_raw_path": "profiles/gone"})"
                "\n"
              + record
              + R"("msprof_raw_path": "perf_opt/logs"})"
                "\n");
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(dir.filePath(u"perf_opt"_s));
    QVERIFY(snapshot);
    const QStringList found = describe(snapshot->profileLinkDiagnostics);
    QCOMPARE(found.size(), 2);
    QVERIFY2(found.at(0).startsWith(u"perf_opt/perf_records.jsonl:1 profiles.raw-path-missing msprof_raw_path "
                                    "profiles/gone does not exist (looked for "_s),
             qPrintable(found.join(u'\n')));
    QCOMPARE(found.at(1),
             u"perf_opt/perf_records.jsonl:2 profiles.raw-path-no-runs msprof_raw_path perf_opt/logs "
             "holds no msprof run (looked under perf_opt/logs)."_s);
}

// A run shared without profiles/: every record names a folder that is not there. The first hundred
// are listed (each its own path), the rest counted in one warning at the first unlisted record;
// other problems with a path are still listed one by one, and REVIEW-PROFILE follows the list.
void TestProjectLoader::missingRawPathsAreCountedPastTheFirstHundred()
{
    QTemporaryDir dir;
    write(dir.filePath(u"perf_opt/opt_log.md"_s), GenALog);
    QByteArray lines;
    const int records = ProjectLoader::MaxMissingRawPathDiagnostics + 50;
    for (int i = 1; i <= records; ++i) {
        lines += R"({"round": 1, "candidate_id": "r1_a", "dispatch_path": "d", "workload": "w)" + QByteArray::number(i)
            + R"(", "duration_us": 10.0, "l0_pass": true, "timestamp": "2026-09-01T00:00:00Z", "msprof_raw_path": )"
            + (i == records ? QByteArray(R"("../outside")") : R"("profiles/gone_)" + QByteArray::number(i) + '"')
            + "}\n";
    }
    write(dir.filePath(u"perf_opt/perf_records.jsonl"_s), lines);
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(dir.filePath(u"perf_opt"_s));
    QVERIFY(snapshot);
    const QStringList found = describe(snapshot->profileLinkDiagnostics);
    QCOMPARE(found.size(), ProjectLoader::MaxMissingRawPathDiagnostics + 2);
    QVERIFY2(found.at(99).startsWith(u"perf_opt/perf_records.jsonl:100 profiles.raw-path-missing msprof_raw_path "
                                     "profiles/gone_100 does not exist"_s),
             qPrintable(found.at(99)));
    QCOMPARE(found.at(100),
             u"perf_opt/perf_records.jsonl:150 profiles.raw-path-escape msprof_raw_path ../outside "
             "climbs out of the operator directory."_s);
    QCOMPARE(found.at(101),
             u"perf_opt/perf_records.jsonl:101 profiles.raw-path-missing 49 more records from this "
             "line on name an msprof_raw_path that does not exist (not listed one by one)."_s);
    const GateReport report = GateEngine::run(*snapshot, GateProfile::Strict, GateOptions());
    const auto profileResults = std::count_if(report.results.cbegin(), report.results.cend(),
                                              [](const GateResult &r) { return r.ruleId == u"REVIEW-PROFILE"_s; });
    QCOMPARE(profileResults, qsizetype(ProjectLoader::MaxMissingRawPathDiagnostics + 2));
}

// A branch file is read only when it is as long as the final kernel (it may be its copy) or when
// a read would report something; the copy still names the final candidate, and a branch file no
// one can read is still reported.
void TestProjectLoader::branchFilesAreReadOnlyWhenTheyCouldBeTheFinal()
{
    QTemporaryDir dir;
    const QByteArray final = "def kernel():\n    return 1\n";
    write(dir.filePath(u"perf_opt/op.py"_s), final);
    write(dir.filePath(u"perf_opt/op_opt_v1_copy.py"_s), final);
    write(dir.filePath(u"perf_opt/op_opt_v1_other.py"_s), "def kernel():\n    return 22\n");
    QByteArray sameSize = final;
    sameSize[sameSize.size() - 2] = '2';
    write(dir.filePath(u"perf_opt/op_opt_v1_twin.py"_s), sameSize);
    write(dir.filePath(u"perf_opt/op_opt_v1_locked.py"_s), "x\n");
    const bool canLock = ::geteuid() != 0; // root reads anything
    if (canLock)
        QVERIFY(QFile::setPermissions(dir.filePath(u"perf_opt/op_opt_v1_locked.py"_s), QFileDevice::WriteOwner));
    write(dir.filePath(u"perf_opt/opt_log.md"_s), GenALog);
    QByteArray lines;
    for (const char *id : {"v1_copy", "v1_other", "v1_twin"})
        lines += R"({"round": 1, "candidate_id": ")" + QByteArray(id)
            + R"(", "dispatch_path": "d", "workload": "w", "duration_us": 10.0, "l0_pass": true, )"
              R"("timestamp": "2026-09-01T00:00:00Z", "msprof_raw_path": ""})"
              "\n";
    write(dir.filePath(u"perf_opt/perf_records.jsonl"_s), lines);

    RunRead::resetCounters();
    const ProjectSnapshotPtr snapshot
        = ProjectLoader::load(dir.filePath(u"perf_opt"_s), nullptr, ProjectLoader::Scope::WithoutProfiles);
    QVERIFY(snapshot);
    QCOMPARE(snapshot->lineage.finalCandidateId, u"v1_copy"_s);
    QStringList opened;
    for (const QString &path : RunRead::openedPaths())
        opened.append(QFileInfo(path).fileName());
    QVERIFY2(opened.contains(u"op_opt_v1_copy.py"_s) && opened.contains(u"op_opt_v1_twin.py"_s),
             qPrintable(opened.join(u' ')));
    QVERIFY2(!opened.contains(u"op_opt_v1_other.py"_s), qPrintable(opened.join(u' ')));
    if (canLock) {
        const QStringList problems = describe(snapshot->readDiagnostics);
        QVERIFY2(problems.filter(u"op_opt_v1_locked.py:0 kernel.unreadable"_s).size() == 1,
                 qPrintable(problems.join(u'\n')));
    }
}

void TestProjectLoader::operatorFromTheTitle_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<QString>("op");
    QTest::newRow("backquoted kernel") << GenBLog << u"_argreduce_kernel"_s;
    QTest::newRow("leading kernel") << GenALog << u"_lerp_kernel"_s;
    QTest::newRow("never the first word") << QByteArray("# Stage 4 调优日志\n\n## Round 1\n") << QString();
    QTest::newRow("no title") << QByteArray("## Round 1\n") << QString();
}

void TestProjectLoader::operatorFromTheTitle()
{
    QFETCH(QByteArray, log);
    QFETCH(QString, op);
    QTemporaryDir dir;
    // A folder named "op" must not name the operator either.
    write(dir.filePath(u"op/opt_log.md"_s), log);
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(dir.filePath(u"op"_s));
    QVERIFY(snapshot);
    QCOMPARE(snapshot->operatorName(), op);
}

void TestProjectLoader::firstPaintThenIndexIsOneLoad_data()
{
    QTest::addColumn<QString>("run");
    QTest::newRow("bundled Gen A") << QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm");
    QTest::newRow("bundled Gen B") << QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like");
    QTest::newRow("refused files, large log") << QString(); // built below
}

// The workbench paints a first snapshot (no profiles, perf_opt/'s top level only, the kernel
// variants matched while the log is parsed) and completes it in the background: what it ends with
// is what one whole load reads — the same tree and sizes, variants and lineage, and the same
// diagnostics in the same order (refused branch files after the log's and the text files').
void TestProjectLoader::firstPaintThenIndexIsOneLoad()
{
    QFETCH(QString, run);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    if (run.isEmpty()) {
        run = dir.path();
        write(dir.filePath(u"op.py"_s), "def kernel(): pass\n");
        write(dir.filePath(u"perf_opt/op.py"_s), "def kernel(): return 1\n");
        write(dir.filePath(u"perf_opt/op_opt_v1_tile.py"_s), "def kernel(): return 1\n"); // the final's bytes
        write(dir.filePath(u"perf_opt/op_opt_v1_wide.py"_s), "def kernel(): return 2\n");
        // Two files read only in part (sparse, so cheap to make): a warning for each.
        write(dir.filePath(u"perf_opt/perf_feedback.md"_s), "# feedback\n");
        QVERIFY(QFile::resize(dir.filePath(u"perf_opt/perf_feedback.md"_s), RunRead::MaxTextBytes + 1));
        write(dir.filePath(u"perf_opt/op_opt_v2_huge.py"_s), "def kernel(): return 3\n");
        QVERIFY(QFile::resize(dir.filePath(u"perf_opt/op_opt_v2_huge.py"_s), RunRead::MaxKernelBytes + 1));
        QVERIFY(QFile::link(dir.filePath(u"op.py"_s), dir.filePath(u"perf_opt/op_opt_v2_link.py"_s)));
        write(dir.filePath(u"perf_opt/perf_records.jsonl"_s),
              R"({"round": 0, "opt_id": "baseline", "duration_us": 10.0, "msprof_raw_path": "profiles/r0"})"
              "\n"
              R"({"round": 1, "opt_id": "tile", "duration_us": 8.0, "msprof_raw_path": "profiles/r1"})"
              "\n");
        write(dir.filePath(u"perf_opt/profiles/r0/OpBasicInfo.csv"_s), "Op Name,Task Duration(us)\nk,10.0\n");
        write(dir.filePath(u"perf_opt/profiles/r1/OpBasicInfo.csv"_s), "Op Name,Task Duration(us)\nk,8.0\n");
        write(dir.filePath(u"perf_opt/profiles/r1/PipeUtilization.csv"_s), PipeCsv);
        write(dir.filePath(u"perf_opt/logs/round1/tile.log"_s), "ok\n");
        QByteArray log = GenALog;
        while (log.size() < 2 * ProjectLoader::ParseLogAlongsideBytes) // parsed on a pool thread
            log += "\nSome notes on the iteration.\n";
        write(dir.filePath(u"perf_opt/opt_log.md"_s), log);
    }

    const ProjectSnapshotPtr whole
        = ProjectLoader::load(run, nullptr, ProjectLoader::Scope::Everything, ProjectLoader::FileTree::Whole);
    const ProjectSnapshotPtr first
        = ProjectLoader::load(run, nullptr, ProjectLoader::Scope::WithoutProfiles, ProjectLoader::FileTree::Whole);
    QVERIFY(whole && first);
    QVERIFY(!whole->treePending);
    QVERIFY(first->treePending);
    QVERIFY(!first->profilesIndexed);
    QVERIFY(first->layout.entries.isEmpty()); // listed after the first paint
    QVERIFY(!whole->layout.entries.isEmpty());
    QCOMPARE(first->lineage.finalCandidateId, whole->lineage.finalCandidateId);
    QCOMPARE(first->variants.size(), whole->variants.size());

    const ProjectSnapshotPtr indexed = ProjectLoader::indexProfiles(first);
    QVERIFY(indexed);
    QVERIFY(!indexed->treePending);
    QVERIFY(indexed->profilesIndexed);
    QCOMPARE(describe(indexed->layout.entries), describe(whole->layout.entries));
    QCOMPARE(describe(indexed->layout.topLevel), describe(whole->layout.topLevel));
    QCOMPARE(describe(indexed->layout.files), describe(whole->layout.files));
    QCOMPARE(describe(indexed->diagnostics()), describe(whole->diagnostics()));
    QCOMPARE(describe(indexed->readDiagnostics), describe(whole->readDiagnostics));
    QCOMPARE(indexed->lineage.finalCandidateId, whole->lineage.finalCandidateId);
    QCOMPARE(indexed->generation, whole->generation);
    QCOMPARE(indexed->recordRuns, whole->recordRuns);
    QCOMPARE(indexed->profiles.runs().size(), whole->profiles.runs().size());

    if (run == dir.path()) {
        // The files read in part, in the order they always had: the text file, then the branch file.
        const QStringList read = describe(whole->readDiagnostics);
        QCOMPARE(read.size(), 2);
        QVERIFY2(read.at(0).startsWith(u"perf_opt/perf_feedback.md"_s), qPrintable(read.join(u'\n')));
        QVERIFY2(read.at(1).startsWith(u"perf_opt/op_opt_v2_huge.py"_s), qPrintable(read.join(u'\n')));
        // Sizes of perf_opt/'s own files come with the tree.
        const auto size = [](const QList<RunFile> &files, const QString &path) {
            for (const RunFile &f : files)
                if (f.relativePath == path)
                    return f.size;
            return qint64(-1);
        };
        QCOMPARE(size(first->layout.topLevel, u"perf_opt/op.py"_s), 0);
        QCOMPARE(size(indexed->layout.topLevel, u"perf_opt/op.py"_s), qint64(sizeof("def kernel(): return 1\n") - 1));
        QCOMPARE(size(indexed->layout.files, u"perf_opt/op_opt_v1_wide.py"_s), qint64(sizeof("def kernel(): return 2\n") - 1));
        // A link at the top shows the size of what it leads to, as the listing has always given it.
        QCOMPARE(size(indexed->layout.topLevel, u"perf_opt/op_opt_v2_link.py"_s), qint64(sizeof("def kernel(): pass\n") - 1));

        // The profile browser's CSV sizes come with a load for browsing; a command's load
        // (FileTree::TopLevel) shows none and spends no stat on them.
        const auto pipeSize = [](const ProjectSnapshot &snapshot) {
            const ProfileRun *r1 = snapshot.profiles.runAt(u"perf_opt/profiles/r1"_s);
            return r1 && !r1->launches.isEmpty() && r1->launches.first().metricFiles.size() == 1
                ? r1->launches.first().metricFiles.first().size
                : qint64(-1);
        };
        const qint64 pipeBytes = qint64(sizeof(PipeCsv) - 1);
        QCOMPARE(pipeSize(*whole), pipeBytes);
        QCOMPARE(pipeSize(*indexed), pipeBytes);
        const ProjectSnapshotPtr command = ProjectLoader::load(run);
        QVERIFY(command);
        QCOMPARE(pipeSize(*command), 0);
    }
}

void TestProjectLoader::reRunOrderedByTheRecord()
{
    // The baseline's long_row/fp16 folder gets an earlier re-run measuring 99 µs: the record (68.74)
    // measured the other one, which comes first for the views and the diff.
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString op = tmp.filePath(QStringLiteral("rms_norm"));
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("rms_norm")), op));
    const QString folder = op + QStringLiteral("/perf_opt/profiles/round0/baseline/long_row_fp16/");
    const QString rerun = folder + QStringLiteral("OPPROF_20260924080000_EARLIERRERUNAAAA");
    QVERIFY(QDir().mkpath(rerun));
    QFile info(rerun + QStringLiteral("/OpBasicInfo.csv"));
    QVERIFY(info.open(QIODevice::WriteOnly));
    info.write("Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq,\n"
               "main_kernel_mix_aic,mix,99.0,8,16,0,3112126,1800,1800,\n");
    info.close();
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(op);
    const QStringList runs = snapshot->recordRuns.value(3); // the baseline's long_row/fp16 record
    QCOMPARE(runs.size(), 2);
    QVERIFY2(runs.first().endsWith(QLatin1String("OPPROF_20260924090748_LZPYKCIOHQTPOONO")), qPrintable(runs.join(u' ')));
}

QTEST_GUILESS_MAIN(TestProjectLoader)
#include "tst_projectloader.moc"
