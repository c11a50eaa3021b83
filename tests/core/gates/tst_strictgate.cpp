// SPDX-License-Identifier: MIT
// The `strict` profile (GateProfile::Strict), rule by rule: for every REVIEW-* rule a passing and a
// failing fixture, asserting rule id, severity, file and line. Fixtures are built at test time in a
// temporary directory, either by perfopt-synth with a planted defect (docs/perfopt-synth.md) or as a
// copy of a bundled sample with a hand edit. Each row compares the complete list of findings of the
// rules it names, so a finding that appears, vanishes or moves fails the row.
#include "gates/gateengine.h"
#include "run/projectloader.h"
#include "runcopy.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString kLog = u"perf_opt/opt_log.md"_s;
const QString kRecords = u"perf_opt/perf_records.jsonl"_s;
const QString kFeedback = u"perf_opt/perf_feedback.md"_s;

// One change to a fixture file (path relative to the operator directory).
struct Edit
{
    enum Kind { Replace, Append, Write, RemoveLine, Link };
    Kind kind = Replace;
    QString path;
    QByteArray from; // Replace: must occur exactly once
    QByteArray to;
    int line = 0; // RemoveLine: 1-based
};

// How to build one run: a copy of a bundled sample or a perfopt-synth run, then edits.
struct RunSpec
{
    QString sample; // directory under resources/samples/demo; empty = perfopt-synth
    QStringList synthArguments; // after OUTDIR
    QList<Edit> edits;
    int maxRounds = 10;
    // GateOptions::earlierRecords, as the workspace database would supply it.
    enum class Earlier { None, Orig, Prefix };
    Earlier earlier = Earlier::None;
    int earlierLines = 0; // Prefix: the first N lines (-1: all) of the file before `edits`
    QList<QPair<QByteArray, QByteArray>> earlierReplacements;
    QByteArray earlierAppend;
    int earlierChop = 0; // bytes cut from the end of the snapshot (a line still being written)

    RunSpec &replace(const QString &path, const QByteArray &from, const QByteArray &to)
    {
        edits.append({Edit::Replace, path, from, to, 0});
        return *this;
    }
    RunSpec &append(const QString &path, const QByteArray &text)
    {
        edits.append({Edit::Append, path, {}, text, 0});
        return *this;
    }
    RunSpec &write(const QString &path, const QByteArray &text)
    {
        edits.append({Edit::Write, path, {}, text, 0});
        return *this;
    }
    // Replaces the file with a symbolic link to `target` (as written: relative to the file's folder).
    RunSpec &link(const QString &path, const QByteArray &target)
    {
        edits.append({Edit::Link, path, {}, target, 0});
        return *this;
    }
    RunSpec &removeLine(const QString &path, int line)
    {
        edits.append({Edit::RemoveLine, path, {}, {}, line});
        return *this;
    }
    RunSpec &budget(int rounds)
    {
        maxRounds = rounds;
        return *this;
    }
    RunSpec &earlierFromOrig()
    {
        earlier = Earlier::Orig;
        return *this;
    }
    RunSpec &earlierPrefix(int lines)
    {
        earlier = Earlier::Prefix;
        earlierLines = lines;
        return *this;
    }
    RunSpec &earlierReplace(const QByteArray &from, const QByteArray &to)
    {
        earlierReplacements.append({from, to});
        return *this;
    }
    RunSpec &earlierAppendText(const QByteArray &text)
    {
        earlierAppend = text;
        return *this;
    }
    RunSpec &earlierChopBytes(int bytes)
    {
        earlierChop = bytes;
        return *this;
    }
};

RunSpec sample(const char *name)
{
    RunSpec spec;
    spec.sample = QString::fromLatin1(name);
    return spec;
}

RunSpec synth(const char *generation, const QStringList &defects = {})
{
    RunSpec spec;
    spec.synthArguments = {u"--generation"_s, QString::fromLatin1(generation)};
    for (const QString &d : defects)
        spec.synthArguments += {u"--defect"_s, d};
    return spec;
}

} // namespace

Q_DECLARE_METATYPE(RunSpec)

namespace {

QString finding(const char *severity, const QString &rule, const QString &file, int line)
{
    QString out = QLatin1String(severity) + u' ' + rule + u' ' + file;
    if (line > 0)
        out += u':' + QString::number(line);
    return out;
}
QString E(const char *rule, const QString &file, int line = 0)
{
    return finding("E", QLatin1String(rule), file, line);
}
QString W(const char *rule, const QString &file, int line = 0)
{
    return finding("W", QLatin1String(rule), file, line);
}
QString I(const char *rule, const QString &file, int line = 0)
{
    return finding("I", QLatin1String(rule), file, line);
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

QString runSynth(const QString &outDir, const QStringList &arguments)
{
    const QString tool = QStringLiteral(PERFOPT_SYNTH_PATH);
    if (!QFileInfo(tool).isExecutable())
        return u"perfopt-synth is not built (build the perfopt-synth target): "_s + tool;
    QProcess process;
    process.start(tool, QStringList {outDir} + arguments);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return u"perfopt-synth "_s + arguments.join(u' ') + u" failed: "_s
            + QString::fromLocal8Bit(process.readAllStandardError());
    return QString();
}

struct BuiltRun
{
    QString dir; // the operator directory
    QList<RecordsVersion> earlier;
    QString error; // the row itself is wrong or the tool failed
};

BuiltRun build(const RunSpec &spec, const QTemporaryDir &tmp)
{
    BuiltRun run;
    run.dir = tmp.filePath(spec.sample.isEmpty() ? u"synth_norm_kernel"_s : spec.sample);
    if (spec.sample.isEmpty()) {
        run.error = runSynth(run.dir, spec.synthArguments);
    } else if (!RunCopy::copyTree(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/") + spec.sample, run.dir)) {
        run.error = u"cannot copy the sample "_s + spec.sample;
    }
    if (!run.error.isEmpty())
        return run;
    const QString records = run.dir + u'/' + kRecords;
    const QByteArray recordsBeforeEdits = readAll(records);
    // The synth's earlier snapshot lives outside the run, as the workspace database keeps it.
    const QString orig = records + u".orig"_s;
    const QByteArray origBytes = readAll(orig);
    QFile::remove(orig);
    for (const Edit &edit : spec.edits) {
        const QString path = run.dir + u'/' + edit.path;
        if (edit.kind == Edit::Link) {
            if ((QFileInfo::exists(path) && !QFile::remove(path)) || !QFile::link(QString::fromUtf8(edit.to), path)) {
                run.error = u"cannot link "_s + path;
                return run;
            }
            continue;
        }
        QByteArray bytes = readAll(path);
        switch (edit.kind) {
        case Edit::Replace:
            if (bytes.count(edit.from) != 1) {
                run.error = u"%1: \"%2\" occurs %3 times"_s.arg(edit.path, QString::fromUtf8(edit.from))
                                .arg(bytes.count(edit.from));
                return run;
            }
            bytes.replace(edit.from, edit.to);
            break;
        case Edit::Append:
            bytes += edit.to;
            break;
        case Edit::Write:
            bytes = edit.to;
            break;
        case Edit::Link:
            break; // done above
        case Edit::RemoveLine: {
            QList<QByteArray> lines = bytes.split('\n');
            if (edit.line < 1 || edit.line >= lines.size()) {
                run.error = u"%1 has no line %2"_s.arg(edit.path).arg(edit.line);
                return run;
            }
            lines.removeAt(edit.line - 1);
            bytes = lines.join('\n');
            break;
        }
        }
        if (!writeAll(path, bytes)) {
            run.error = u"cannot write "_s + path;
            return run;
        }
    }
    QByteArray earlier;
    switch (spec.earlier) {
    case RunSpec::Earlier::None:
        return run;
    case RunSpec::Earlier::Orig:
        if (origBytes.isEmpty())
            run.error = u"perfopt-synth wrote no perf_records.jsonl.orig"_s;
        earlier = origBytes;
        break;
    case RunSpec::Earlier::Prefix: {
        const QList<QByteArray> lines = recordsBeforeEdits.split('\n');
        const qsizetype n = spec.earlierLines < 0 ? lines.size() : spec.earlierLines;
        earlier = lines.mid(0, n).join('\n');
        if (spec.earlierLines >= 0)
            earlier += '\n';
        break;
    }
    }
    for (const auto &[from, to] : spec.earlierReplacements) {
        if (earlier.count(from) != 1) {
            run.error = u"snapshot: \"%1\" occurs %2 times"_s.arg(QString::fromUtf8(from)).arg(earlier.count(from));
            return run;
        }
        earlier.replace(from, to);
    }
    earlier += spec.earlierAppend;
    earlier.chop(spec.earlierChop);
    run.earlier.append({u"workspace snapshot"_s, earlier});
    return run;
}

struct GateFindings
{
    QStringList findings; // "E RULE file:line", in the order the rules ran
    QStringList texts; // message and evidence of each finding
};

GateFindings runStrict(const QString &dir, const GateOptions &options, const QStringList &rules)
{
    GateFindings out;
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(dir);
    const GateReport report = GateEngine::run(*snapshot, GateProfile::Strict, options);
    for (const GateResult &r : report.results) {
        if (!rules.isEmpty() && !rules.contains(r.ruleId))
            continue;
        const char *severity = r.severity == Diagnostic::Severity::Error ? "E"
            : r.severity == Diagnostic::Severity::Warning                ? "W"
                                                                         : "I";
        out.findings.append(finding(severity, r.ruleId, r.file, r.line));
        out.texts.append(r.message + u'\n' + r.evidence.join(u'\n'));
    }
    return out;
}

GateOptions optionsFor(const RunSpec &spec, const BuiltRun &run)
{
    GateOptions options;
    options.repositoryRoot = run.dir; // the fixtures cite no repository paths
    options.useGitHistory = false; // the git rows below make their own repository
    options.maxRounds = spec.maxRounds;
    options.earlierRecords = run.earlier;
    return options;
}

void addColumns()
{
    QTest::addColumn<RunSpec>("run");
    QTest::addColumn<QStringList>("rules"); // the rules whose findings the row lists completely
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QString>("quoted"); // if set: some listed finding's message or evidence contains it
}

void verifyRow()
{
    QFETCH(RunSpec, run);
    QFETCH(QStringList, rules);
    QFETCH(QStringList, expected);
    QFETCH(QString, quoted);
    QTemporaryDir tmp(RunCopy::tempTemplate());
    QVERIFY(tmp.isValid());
    const BuiltRun built = build(run, tmp);
    QVERIFY2(built.error.isEmpty(), qPrintable(built.error));
    const GateFindings result = runStrict(built.dir, optionsFor(run, built), rules);
    // Joined, so that a mismatch prints both lists in full.
    QCOMPARE(result.findings.join(u'\n'), expected.join(u'\n'));
    if (!quoted.isEmpty()) {
        bool found = false;
        for (const QString &text : result.texts)
            found = found || text.contains(quoted);
        QVERIFY2(found, qPrintable(u"no finding quotes \"%1\":\n%2"_s.arg(quoted, result.texts.join(u'\n'))));
    }
}

QStringList only(const char *rule)
{
    return {QLatin1String(rule)};
}

// A throw-away git repository driven through the command line, isolated from the user's and the
// system's configuration.
class GitRepo
{
public:
    explicit GitRepo(const QString &dir)
        : m_dir(dir)
    { }
    bool init()
    {
        return git({u"init"_s, u"-q"_s}) && git({u"config"_s, u"user.name"_s, u"PerfOpt Test"_s})
            && git({u"config"_s, u"user.email"_s, u"test@perfopt.invalid"_s})
            && git({u"config"_s, u"commit.gpgsign"_s, u"false"_s});
    }
    // Commits everything; returns the 7-digit short id, empty on failure.
    QString commit(const QString &message)
    {
        ++m_commits;
        const QString date = u"2026-09-24T02:00:%1Z"_s.arg(m_commits, 2, 10, QChar(u'0'));
        QByteArray out;
        if (!git({u"add"_s, u"-A"_s}) || !git({u"commit"_s, u"-q"_s, u"-m"_s, message}, date)
            || !git({u"rev-parse"_s, u"--short=7"_s, u"HEAD"_s}, QString(), &out))
            return QString();
        return QString::fromLatin1(out.trimmed());
    }
    QString error() const { return m_error; }

private:
    bool git(const QStringList &arguments, const QString &date = QString(), QByteArray *out = nullptr)
    {
        QProcess process;
        process.setWorkingDirectory(m_dir);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"HOME"_s, m_dir);
        env.insert(u"XDG_CONFIG_HOME"_s, m_dir);
        env.insert(u"GIT_CONFIG_NOSYSTEM"_s, u"1"_s);
        if (!date.isEmpty()) {
            env.insert(u"GIT_AUTHOR_DATE"_s, date);
            env.insert(u"GIT_COMMITTER_DATE"_s, date);
        }
        process.setProcessEnvironment(env);
        process.start(u"git"_s, arguments);
        if (!process.waitForFinished(30000) || process.exitStatus() != QProcess::NormalExit
            || process.exitCode() != 0) {
            m_error
                = u"git "_s + arguments.join(u' ') + u": "_s + QString::fromLocal8Bit(process.readAllStandardError());
            return false;
        }
        if (out)
            *out = process.readAllStandardOutput();
        return true;
    }
    QString m_dir;
    QString m_error;
    int m_commits = 0;
};

QByteArray firstLines(const QByteArray &bytes, int n)
{
    return bytes.split('\n').mid(0, n).join('\n') + '\n';
}

} // namespace

class TestStrictGate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void layout_data();
    void layout() { verifyRow(); }
    void comparisonTable_data();
    void comparisonTable() { verifyRow(); }
    void finalClaim_data();
    void finalClaim() { verifyRow(); }
    void lineage_data();
    void lineage() { verifyRow(); }
    void profile_data();
    void profile() { verifyRow(); }
    void appendOnlySnapshot_data();
    void appendOnlySnapshot() { verifyRow(); }
    void appendOnlyGit();
    void appendOnlyUnreadableSnapshot();
    void appendOnlyGitAndOlderSnapshot();
    void appendOnlyUnreadableHistory();
    void nonRegression_data();
    void nonRegression() { verifyRow(); }
    void smallWin_data();
    void smallWin() { verifyRow(); }
    void termination_data();
    void termination() { verifyRow(); }
    void designLimit_data();
    void designLimit() { verifyRow(); }
    void decision_data();
    void decision() { verifyRow(); }
    void stageResult_data();
    void stageResult() { verifyRow(); }
    void ruleOrder_data();
    void ruleOrder() { verifyRow(); }
    void bundledSamples_data();
    void bundledSamples();
    void genASynthComparisonTables();
};

void TestStrictGate::layout_data()
{
    addColumns();
    const QStringList rule = only("REVIEW-LAYOUT");
    QTest::newRow("pass: rms_norm") << sample("rms_norm") << rule << QStringList() << QString();
    QTest::newRow("pass: synth Gen B") << synth("B") << rule << QStringList() << QString();
    QTest::newRow("fail: synth forbidden-file")
        << synth("B", {u"forbidden-file"_s}) << rule
        << QStringList {E("REVIEW-LAYOUT", u"perf_opt/debug_log.md"_s), E("REVIEW-LAYOUT", u"perf_opt/op_debug.log"_s)}
        << u"debug_log.md"_s;
    QTest::newRow("fail: final*.log at the top of perf_opt/")
        << sample("rms_norm").write(u"perf_opt/final_run.log"_s, "L0 PASS\n") << rule
        << QStringList {E("REVIEW-LAYOUT", u"perf_opt/final_run.log"_s)} << u"final_run.log"_s;
    QTest::newRow("fail: probe*.log at the top of perf_opt/")
        << sample("argmax_like").write(u"perf_opt/probe_ub.log"_s, "probe\n") << rule
        << QStringList {E("REVIEW-LAYOUT", u"perf_opt/probe_ub.log"_s)} << QString();
    QTest::newRow("pass: the same log under logs/")
        << sample("rms_norm").write(u"perf_opt/logs/round1/final_run.log"_s, "L0 PASS\n") << rule << QStringList()
        << QString();
    QTest::newRow("warn: a file the workflow does not name")
        << sample("rms_norm").write(u"perf_opt/notes.txt"_s, "scratch\n") << rule
        << QStringList {W("REVIEW-LAYOUT", u"perf_opt/notes.txt"_s)} << QString();
    // Branch files follow their generation's naming (workflow-formats.md §0).
    QTest::newRow("warn: a Gen A branch name in a Gen B run")
        << sample("argmax_like").write(u"perf_opt/argmax_like_opt_v3_blk48.py"_s, "import tilelang\n") << rule
        << QStringList {W("REVIEW-LAYOUT", u"perf_opt/argmax_like_opt_v3_blk48.py"_s)}
        << u"argmax_like_round{iter}_{opt_id}.py"_s;
    QTest::newRow("warn: a Gen A run's branch file named as Gen B's would be")
        << sample("rms_norm").write(u"perf_opt/rms_norm_round5_tail.py"_s, "import tilelang\n") << rule
        << QStringList {W("REVIEW-LAYOUT", u"perf_opt/rms_norm_round5_tail.py"_s)}
        << u"rms_norm_opt_v{iter}_{opt_id}.py"_s;
}

void TestStrictGate::comparisonTable_data()
{
    addColumns();
    const QStringList rule = only("REVIEW-COMPTABLE");
    const QByteArray row = "| v2_ubreuse | short_row | fp16_4096x1024 | 18.62 | −7.5% | PASS |";
    QTest::newRow("pass: rms_norm (footnote marks, bold cells)")
        << sample("rms_norm") << rule << QStringList() << QString();
    QTest::newRow("pass: synth Gen B") << synth("B") << rule << QStringList() << QString();
    QTest::newRow("fail: a table number that no record of the candidate has")
        << sample("rms_norm").replace(kLog, row, QByteArray(row).replace("18.62", "19.62")) << rule
        << QStringList {E("REVIEW-COMPTABLE", kLog, 158)} << u"19.62"_s;
    QTest::newRow("pass: the same number in ms")
        << sample("rms_norm").replace(kLog, row, QByteArray(row).replace("18.62", "0.01862 ms")) << rule << QStringList()
        << QString();
    // The row's own workload's record was rejected (a float round): the row is compared with no other
    // workload's figures (the records' own rules say what is wrong with the line).
    // A row for a workload the candidate was never measured on is still compared (and fails).
    QTest::newRow("fail: a row for a workload its candidate was never measured on")
        << sample("rms_norm").replace(kLog, "| v4_fp16acc | short_row | fp16_4096x1024 | 16.62 | −7.3% | FAIL |\n",
                                      "| v4_fp16acc | short_row | fp16_4096x1024 | 16.62 | −7.3% | FAIL |\n"
                                      "| v4_fp16acc | long_row | fp16_8x262144 | 12.34 | −69.8% | FAIL |\n")
        << rule << QStringList {E("REVIEW-COMPTABLE", kLog, 319)} << u"12.34"_s;
    QTest::newRow("pass: the row's workload record was rejected")
        << sample("argmax_like")
               .replace(kRecords, "{\"round\": 1, \"candidate_id\": \"round1_bn2048\", \"parent_id\": \"baseline\", "
                                  "\"kernel_id\": \"perf_opt/argmax_like.py::_argmax_kernel::main\", \"workload_id\": "
                                  "\"argmax-2048x4096-fp16\"",
                        "{\"round\": 1.0, \"candidate_id\": \"round1_bn2048\", \"parent_id\": \"baseline\", "
                        "\"kernel_id\": \"perf_opt/argmax_like.py::_argmax_kernel::main\", \"workload_id\": "
                        "\"argmax-2048x4096-fp16\"")
        << rule << QStringList() << QString();
    QTest::newRow("pass: the same number in ns")
        << sample("rms_norm").replace(kLog, row, QByteArray(row).replace("18.62", "18,620 ns")) << rule << QStringList()
        << QString();
    {
        // The header says ms: the first row, rewritten in ms, matches; the others (µs numbers
        // under an ms header, the current best's restated rows included) are a thousand times
        // their records.
        const QByteArray top = "| candidate | dispatch_path | workload | Task Duration(us) | vs best | L0 |\n"
                               "|---|---|---|---:|---:|---|\n| v1_pipe（current best） | short_row | fp16_4096x1024 | 20.14 |";
        QStringList findings;
        for (int line = 155; line <= 165; ++line)
            findings.append(E("REVIEW-COMPTABLE", kLog, line));
        QTest::newRow("fail: bare numbers under a (ms) header are ms")
            << sample("rms_norm").replace(kLog, top,
                                          QByteArray(top).replace("Duration(us)", "Duration (ms)").replace("20.14", "0.02014"))
            << rule << findings << u"20620"_s;
    }
    QTest::newRow("fail: another workload's number of the same candidate")
        << sample("rms_norm").replace(kLog, row, QByteArray(row).replace("18.62", "44.36")) << rule
        << QStringList {E("REVIEW-COMPTABLE", kLog, 158)} << u"44.36"_s;
    {
        // A candidate measured on 40 more workloads is looked up through its workload index (the
        // short filter serves a handful): each row is still held to its own workload's record,
        // named by workload or by "dispatch/workload" without spaces.
        QByteArray records;
        QByteArray rows;
        for (int w = 0; w < 40; ++w) {
            const QByteArray workload = "extra_" + QByteArray::number(w);
            const QByteArray us = QByteArray::number(30 + w) + ".5";
            records += "{\"round\": 2, \"candidate_id\": \"v2_ubreuse\", \"parent_id\": \"v1_pipe\", "
                       "\"dispatch_path\": \"short_row\", \"workload\": \""
                + workload + "\", \"duration_us\": " + us
                + ", \"l0_pass\": true, \"msprof_raw_path\": \"perf_opt/profiles/round2/v2_ubreuse/short_row_fp16/\", "
                  "\"timestamp\": \"2026-09-24T03:44:00Z\"}\n";
            if (w == 7 || w == 31)
                rows += "| v2_ubreuse | short_row | " + workload + " | " + us + " | — | PASS |\n";
        }
        const QByteArray withRows = QByteArray(row) + "\n" + rows;
        const QByteArray keyed = QByteArray(row) + "\n| v2_ubreuse |  | short_row/extra_31 | 61.5 | — | PASS |\n";
        QTest::newRow("pass: a candidate of 40 workloads, each row its own workload's record")
            << sample("rms_norm").append(kRecords, records).replace(kLog, QByteArray(row) + "\n", withRows) << rule
            << QStringList() << QString();
        QTest::newRow("pass: a candidate of 40 workloads, a row naming dispatch/workload")
            << sample("rms_norm").append(kRecords, records).replace(kLog, QByteArray(row) + "\n", keyed) << rule
            << QStringList() << QString();
        QTest::newRow("fail: a candidate of 40 workloads, a row with another workload's number")
            << sample("rms_norm")
                   .append(kRecords, records)
                   .replace(kLog, QByteArray(row) + "\n",
                            QByteArray(withRows).replace("extra_31 | 61.5", "extra_31 | 37.5"))
            << rule << QStringList {E("REVIEW-COMPTABLE", kLog, 160)} << u"37.5"_s;
    }
    // Gen B rows may name their workload by the inventory's label: held to that workload's records.
    QTest::newRow("pass: a row naming its workload by the inventory's label")
        << sample("argmax_like")
               .replace(kLog, "| round1_a_chain | argmax-2048x4096-fp16 |", "| round1_a_chain | logits-2k-fp16 |")
        << rule << QStringList() << QString();
    QTest::newRow("fail: a row naming another workload's label")
        << sample("argmax_like")
               .replace(kLog, "| round1_a_chain | argmax-2048x4096-fp16 |", "| round1_a_chain | rows-8k-bf16 |")
        << rule << QStringList {E("REVIEW-COMPTABLE", kLog, 63)} << u"24.186"_s;
    QTest::newRow("pass: within 1 % of the record")
        << sample("rms_norm").replace(kLog, row, QByteArray(row).replace("18.62", "18.70")) << rule << QStringList()
        << QString();
    // The candidate cell names its candidate however it is decorated or spelled.
    QTest::newRow("fail: a starred candidate cell")
        << sample("rms_norm").replace(kLog, row, QByteArray(row).replace("| v2_ubreuse", "| ⭐ v2_ubreuse").replace("18.62", "19.62"))
        << rule << QStringList {E("REVIEW-COMPTABLE", kLog, 158)} << u"19.62"_s;
    // A merge row names its own id first: the ids it is built from are not its records.
    QTest::newRow("pass: a merge row naming its parts")
        << sample("rms_norm").replace(kLog, row,
                                      QByteArray(row)
                                          .replace("| v2_ubreuse", "| v2_merge = v2_ubreuse + v2_pipe3")
                                          .replace("18.62", "19.62"))
        << rule << QStringList() << QString();
    QTest::newRow("fail: a branch file in the candidate cell")
        << sample("rms_norm").replace(kLog, row,
                                      QByteArray(row)
                                          .replace("| v2_ubreuse", "| `rms_norm_opt_v2_ubreuse.py`")
                                          .replace("18.62", "19.62"))
        << rule << QStringList {E("REVIEW-COMPTABLE", kLog, 158)} << u"19.62"_s;
    {
        // One column per workload, the header naming it: each cell is held to that workload's record.
        QFile original(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/perf_opt/opt_log.md"));
        QVERIFY(original.open(QIODevice::ReadOnly));
        const QByteArray log = original.readAll();
        const qsizetype from = log.indexOf("| candidate | dispatch_path | workload | Task Duration(us) | vs best | L0 |\n"
                                           "|---|---|---|---:|---:|---|\n| v1_pipe（current best） | short_row");
        const qsizetype to = log.indexOf("\n\n", from);
        QVERIFY(from > 0 && to > from);
        const QByteArray wide = "| candidate | short_row/fp16_4096x1024 | long_row/fp16_8x262144 |\n"
                                "|---|---:|---:|\n"
                                "| v1_pipe（current best） | 20.14 | 47.88 |\n"
                                "| v2_ubreuse | 18.62 | 44.36 |\n"
                                "| v2_pipe3 | 19.90 | 47.16 |";
        QTest::newRow("fail: the wide layout, one column per workload")
            << sample("rms_norm").replace(kLog, log.sliced(from, to - from), wide) << rule
            << QStringList {E("REVIEW-COMPTABLE", kLog, 156)} << u"47.16"_s;
        // Changes or speed-ups per workload are no durations.
        const QByteArray changes = "| candidate | short_row/fp16_4096x1024 | long_row/fp16_8x262144 |\n"
                                   "|---|---:|---:|\n"
                                   "| v2_ubreuse | −7.5% | −7.4% |\n"
                                   "| v2_pipe3 | 1.01x | 0.99x |";
        QTest::newRow("pass: the wide layout of changes")
            << sample("rms_norm").replace(kLog, log.sliced(from, to - from), changes) << rule << QStringList()
            << QString();
        // Ratios per workload (no unit): none of them is a record's duration, so the table holds none.
        const QByteArray ratios = "| candidate | short_row/fp16_4096x1024 | long_row/fp16_8x262144 |\n"
                                  "|---|---:|---:|\n"
                                  "| v2_ubreuse | 0.363 | 0.292 |\n"
                                  "| v2_pipe3 | 0.925 | 1.012 |";
        // Beside rows of durations, a row of changes or speed-ups is no duration.
        const QByteArray mixed = "| candidate | short_row/fp16_4096x1024 | long_row/fp16_8x262144 |\n"
                                 "|---|---:|---:|\n"
                                 "| v2_ubreuse | 18.62 | 44.36 |\n"
                                 "| v2_pipe3（Δus） | −0.24 | +0.28 |\n"
                                 "| v2_ubreuse speedup | 1.08 | 1.08 |";
        QTest::newRow("pass: rows of changes beside durations")
            << sample("rms_norm").replace(kLog, log.sliced(from, to - from), mixed) << rule << QStringList()
            << QString();
        QTest::newRow("pass: the wide layout of ratios")
            << sample("rms_norm").replace(kLog, log.sliced(from, to - from), ratios) << rule << QStringList()
            << QString();
    }
    QTest::newRow("warn: rounds with branches but no comparison table")
        << synth("B", {u"no-comparison-table"_s}) << rule
        << QStringList {W("REVIEW-COMPTABLE", kLog, 34), W("REVIEW-COMPTABLE", kLog, 65),
                        W("REVIEW-COMPTABLE", kLog, 96), W("REVIEW-COMPTABLE", kLog, 127)}
        << u"Round 1"_s;
    // A bare opt_id names every candidate of that opt_id ("bs4096": v1_bs4096 and v3_bs4096): its
    // rows are held to the records of all of them, whatever row was read before.
    QTest::newRow("pass: a bare opt_id shared by candidates of two rounds")
        << sample("rms_norm").replace(kLog, "| v3_bs4096 | short_row | fp16_4096x1024 | 17.92† | −3.8% | PASS |",
                                      "| bs4096 | short_row | fp16_4096x1024 | 17.92† | −3.8% | PASS |")
        << rule << QStringList() << QString();
    // Seed step 12: every round has its table, also one that lists no branches in words.
    QTest::newRow("warn: a round whose records tried branches, with no table and no branch list")
        << sample("rms_norm").write(kLog, "# rms_norm\n\n## Iteration 1（round 1）\n\n- winner: v1_pipe\n") << rule
        << QStringList {W("REVIEW-COMPTABLE", kLog, 3)} << u"v1_bs4096, v1_cores48, v1_pipe"_s;
}

void TestStrictGate::finalClaim_data()
{
    addColumns();
    const QStringList rules {u"REVIEW-FINAL-CLAIM"_s, u"S4-PERF-RECORDS-RECON"_s};
    const QByteArray claim = "- final_latency: 17.92 us（";
    // A later session appends its own Final Summary after the retrospective (lines 393–399).
    const QByteArray session = "\n# 第二轮会话（re-measure）\n\n## Final Summary\n\n- final_latency: %1 us\n"
                               "- stop_reason: budget_exhausted\n";
    QTest::newRow("pass: rms_norm") << sample("rms_norm") << rules << QStringList() << QString();
    // The gate passes "inf" as both figures (|inf − inf| is no number, |d − inf| ≤ 0.01·inf holds); a
    // reviewer does not.
    QTest::newRow("fail: a Gen B final table that states inf")
        << sample("argmax_like")
               .replace(kLog, "| argmax-2048x4096-fp16 | 41.362 | 19.084 | final |", "| argmax-2048x4096-fp16 | 41.362 | inf | final |")
        << rules << QStringList {E("REVIEW-FINAL-CLAIM", kLog, 156)} << u"states final_us as inf"_s;
    // NaN in the first table the gate fails itself (one finding, the gate's); in a later table, which
    // the gate never reads, the review says it.
    QTest::newRow("fail: a Gen B final table that states nan (the gate's finding)")
        << sample("argmax_like")
               .replace(kLog, "| argmax-2048x4096-fp16 | 41.362 | 19.084 | final |", "| argmax-2048x4096-fp16 | 41.362 | nan | final |")
        << rules << QStringList {E("S4-PERF-RECORDS-RECON", kLog, 156)} << QString();
    QTest::newRow("fail: a later Gen B final table that states nan")
        << sample("argmax_like")
               .append(kLog, "\n## Appendix\n\n### Final Performance Test Data\n\n"
                             "| kernel_id | workload_id | baseline_us | final_us | final_candidate_id |\n|---|---|---:|---:|---|\n"
                             "| perf_opt/argmax_like.py::_argmax_kernel::main | argmax-2048x4096-fp16 | 41.362 | nan | final |\n")
        << rules << QStringList {E("REVIEW-FINAL-CLAIM", kLog, 193)} << u"A Final Performance Test Data table the gate does not read states final_us as nan"_s;
    // The Final Summary's per-workload speedups are the records' baseline / final, in its table
    // (rms_norm) and in its prose (argmax_like: the workload named before each figure).
    QTest::newRow("fail: a Final Summary table's speedup off its records")
        << sample("rms_norm")
               .replace(kLog, "| 31.42 | **17.92** | −43.0% | 1.75x |", "| 31.42 | **17.92** | −43.0% | 2.75x |")
        << rules << QStringList {E("REVIEW-FINAL-CLAIM", kLog, 358)} << u"1.753x"_s;
    QTest::newRow("pass: a Final Summary table's speedup written to three decimals")
        << sample("rms_norm")
               .replace(kLog, "| 31.42 | **17.92** | −43.0% | 1.75x |", "| 31.42 | **17.92** | −43.0% | 1.753× |")
        << rules << QStringList() << QString();
    QTest::newRow("fail: a Final Summary prose speedup off the records of the workload before it")
        << sample("argmax_like").replace(kLog, "（−49.4%，1.98x）", "（−49.4%，2.98x）") << rules
        << QStringList {E("REVIEW-FINAL-CLAIM", kLog, 163)} << u"argmax-512x32000-fp32; its records give 1.978x"_s;
    // Another workload's speedup written after this one's name is still wrong for this one.
    QTest::newRow("fail: two workloads' prose speedups swapped")
        << sample("argmax_like")
               .replace(kLog, "（−49.4%，1.98x）", "（−49.4%，2.06x）")
               .replace(kLog, "（−51.5%，2.06x）", "（−51.5%，1.98x）")
        << rules << QStringList {E("REVIEW-FINAL-CLAIM", kLog, 163), E("REVIEW-FINAL-CLAIM", kLog, 163)} << u"2.062x"_s;
    // The stated geometric mean is the records' over the tuned workloads (1.714x in rms_norm), within
    // 1.5 %: a false one fails, as the checklist's p3.speedups fails it; a target is no claim.
    QTest::newRow("fail: a geometric mean off the records")
        << sample("rms_norm").replace(kLog, "跨 dispatch 几何平均加速比：1.71x", "跨 dispatch 几何平均加速比：2.40x") << rules
        << QStringList {E("REVIEW-FINAL-CLAIM", kLog, 364)} << u"geometric mean speedup of 2.40x; the records give 1.714x"_s;
    QTest::newRow("fail: a geometric mean off the records after a target met")
        << sample("rms_norm").replace(kLog, "跨 dispatch 几何平均加速比：1.71x", "目标 1.5x 已达成，跨 dispatch 几何平均加速比：2.40x")
        << rules << QStringList {E("REVIEW-FINAL-CLAIM", kLog, 364)} << u"geometric mean speedup of 2.40x"_s;
    QTest::newRow("pass: a geometric mean rounded to two decimals")
        << sample("rms_norm").replace(kLog, "跨 dispatch 几何平均加速比：1.71x", "跨 dispatch 几何平均加速比：1.72x") << rules
        << QStringList() << QString();
    QTest::newRow("pass: a geometric mean target")
        << sample("rms_norm").replace(kLog, "跨 dispatch 几何平均加速比：1.71x", "跨 dispatch 几何平均加速比目标 ≥ 2.40x")
        << rules << QStringList() << QString();
    // A bound or a range is no per-workload claim.
    QTest::newRow("pass: a bound and a range beside a workload")
        << sample("argmax_like").replace(kLog, "（−49.4%，1.98x）", "（−49.4%，≥ 1.5x，1.9–2.0x）") << rules
        << QStringList() << QString();
    // Speedups that are not the final over the baseline are other figures: a round's column, one
    // against torch_npu, a profile ratio, a prose line about rounds. A figure rounded to one decimal
    // is within half its last digit.
    {
        const QByteArray header = "| dispatch_path | workload | baseline_us | final_us | Δ | speedup |";
        const QByteArray row = "| short_row | fp16_4096x1024 | 31.42 | **17.92** | −43.0% | 1.75x |";
        QTest::newRow("pass: a round's and another reference's speedup columns")
            << sample("rms_norm")
                   .replace(kLog, header + "\n|---|---|---:|---:|---:|---:|",
                            "| dispatch_path | workload | baseline_us | final_us | Δ | speedup | R1 speedup | speedup "
                            "vs torch_npu | vec ratio |\n"
                            "|---|---|---:|---:|---:|---:|---:|---:|---:|")
                   .replace(kLog, row, QByteArray(row) + " 1.50x | 2.40x | 0.62 |")
                   .replace(kLog, "| 32.06 | 18.36 | −42.7% | 1.75x |",
                            "| 32.06 | 18.36 | −42.7% | 1.75x | 1.50x | 2.40x | 0.62 |")
                   .replace(kLog, "| 68.74 | 40.86 | −40.6% | 1.68x |",
                            "| 68.74 | 40.86 | −40.6% | 1.68x | 1.50x | 2.40x | 0.62 |")
                   .replace(kLog, "| 69.58 | 41.54 | −40.3% | 1.68x |",
                            "| 69.58 | 41.54 | −40.3% | 1.68x | 1.50x | 2.40x | 0.62 |")
            << rules << QStringList() << QString();
        QTest::newRow("pass: a speedup rounded to one decimal")
            << sample("rms_norm")
                   .replace(kLog, "| 31.42 | **17.92** | −43.0% | 1.75x |", "| 31.42 | **17.92** | −43.0% | 1.8x |")
            << rules << QStringList() << QString();
        QTest::newRow("fail: a speedup off by more than half its last digit")
            << sample("rms_norm")
                   .replace(kLog, "| 31.42 | **17.92** | −43.0% | 1.75x |", "| 31.42 | **17.92** | −43.0% | 1.9x |")
            << rules << QStringList {E("REVIEW-FINAL-CLAIM", kLog, 358)} << u"1.753x"_s;
        QTest::newRow("pass: a prose line about rounds")
            << sample("rms_norm")
                   .replace(kLog, "- 分 dispatch 结果（baseline → final，msprof Task Duration）：\n",
                            "- 逐轮 speedup：Round 1（v1_pipe）fp16_4096x1024 1.48x；相对 Round 2 best，fp16_8x262144 "
                            "再快 1.08x\n"
                            "- 分 dispatch 结果（baseline → final，msprof Task Duration）：\n")
            << rules << QStringList() << QString();
        // Two dispatches measure fp16_4096x1024 here: the dispatch written before the figure decides.
        QTest::newRow("pass: prose naming dispatch/workload of a shared workload name")
            << sample("rms_norm")
                   .replace(kLog, "- 分 dispatch 结果（baseline → final，msprof Task Duration）：\n",
                            "- 逐 workload 加速比：short_row/fp16_4096x1024 1.75x，long_row/fp16_8x262144 1.68x\n"
                            "- 分 dispatch 结果（baseline → final，msprof Task Duration）：\n")
            << rules << QStringList() << QString();
        QTest::newRow("fail: prose naming dispatch/workload, the figures swapped")
            << sample("rms_norm")
                   .replace(kLog, "- 分 dispatch 结果（baseline → final，msprof Task Duration）：\n",
                            "- 逐 workload 加速比：short_row/fp16_4096x1024 1.68x，long_row/fp16_8x262144 1.75x\n"
                            "- 分 dispatch 结果（baseline → final，msprof Task Duration）：\n")
            << rules << QStringList {E("REVIEW-FINAL-CLAIM", kLog, 354), E("REVIEW-FINAL-CLAIM", kLog, 354)}
            << u"1.682x"_s;
        // rms_norm with its workloads named by dtype alone: two dispatches measure "fp16". Prose
        // resolves it by the dispatch written with it, or leaves it unread.
        {
            QFile recordsFile(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/perf_opt/perf_records.jsonl"));
            QFile logFile(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/perf_opt/opt_log.md"));
            QVERIFY(recordsFile.open(QIODevice::ReadOnly) && logFile.open(QIODevice::ReadOnly));
            QByteArray shared = recordsFile.readAll();
            QByteArray sharedLog = logFile.readAll();
            for (const auto &[from, to] : QList<std::pair<QByteArray, QByteArray>> {{"fp16_4096x1024", "fp16"},
                                                                                    {"bf16_4096x1024", "bf16"},
                                                                                    {"fp16_8x262144", "fp16"},
                                                                                    {"bf16_8x262144", "bf16"}}) {
                shared.replace(from, to);
                sharedLog.replace(from, to);
            }
            const QByteArray before = "- 分 dispatch 结果（baseline → final，msprof Task Duration）：\n";
            const auto withProse = [&](const QByteArray &prose) {
                return sample("rms_norm")
                    .write(kRecords, shared)
                    .write(kLog, QByteArray(sharedLog).replace(before, QByteArray(prose + before)));
            };
            QTest::newRow("pass: a shared workload name with its dispatch")
                << withProse("- 逐 workload 加速比：short_row/fp16 1.75x，long_row/fp16 1.68x\n") << rules
                << QStringList() << QString();
            QTest::newRow("fail: a shared workload name with its dispatch, figures swapped")
                << withProse("- 逐 workload 加速比：short_row/fp16 1.68x，long_row/fp16 1.75x\n") << rules
                << QStringList {E("REVIEW-FINAL-CLAIM", kLog, 354), E("REVIEW-FINAL-CLAIM", kLog, 354)} << u"1.682x"_s;
            QTest::newRow("pass: a shared workload name alone is not read")
                << withProse("- 逐 workload 加速比：fp16 1.68x，bf16 1.75x\n") << rules << QStringList() << QString();
        }
    }
    QTest::newRow("fail: claim equals another candidate's record (the workflow's pool check passes)")
        << sample("rms_norm").replace(kLog, claim, "- final_latency: 18.62 us（") << rules
        << QStringList {E("REVIEW-FINAL-CLAIM", kLog, 353)} << u"v3_bs4096"_s;
    // The claim names short_row/fp16_4096x1024: 18.36 is the final's bf16 record of the same dispatch.
    QTest::newRow("fail: another dtype's record of the named dispatch")
        << sample("rms_norm").replace(kLog, claim, "- final_latency: 18.36 us（") << rules
        << QStringList {E("REVIEW-FINAL-CLAIM", kLog, 353)} << u"v3_bs4096"_s;
    // However the aside spells the workload, the claim is held to that workload's record.
    for (const char *aside : {"us（short_row / fp16_4096x1024，", "us（`short_row/fp16_4096x1024`，",
                              "us（workload = short_row/fp16_4096x1024，", "us（fp16_4096x1024，",
                              "us (short_row fp16 4096x1024，"})
        QTest::newRow(qPrintable(u"fail: the bf16 figure, the aside "_s + QString::fromUtf8(aside)))
            << sample("rms_norm")
                   .replace(kLog, claim, "- final_latency: 18.36 us（")
                   .replace(kLog, "us（short_row/fp16_4096x1024，", aside)
            << rules << QStringList {E("REVIEW-FINAL-CLAIM", kLog, 353)} << u"short_row / fp16_4096x1024 = 17.92"_s;
    // Sub-items under a claim with its own number are claims too (long_row/fp16's record is 40.86).
    QTest::newRow("fail: a workload sub-item off its record")
        << sample("rms_norm").replace(kLog, "median of 3 launches）\n",
                                      "median of 3 launches）\n  - long_row/fp16_8x262144: 41.54 us\n  - baseline: 30.6 us\n")
        << rules << QStringList {E("REVIEW-FINAL-CLAIM", kLog, 354)} << u"long_row / fp16_8x262144 = 40.86"_s;
    QTest::newRow("pass: workload sub-items on their records")
        << sample("rms_norm").replace(kLog, "median of 3 launches）\n",
                                      "median of 3 launches）\n  - long_row/fp16_8x262144: 40.86 us\n")
        << rules << QStringList() << QString();
    QTest::newRow("pass: the named workload written in words")
        << sample("rms_norm").replace(kLog, "us（short_row/fp16_4096x1024，", "us（short_row/FP16 (4096×1024)，") << rules
        << QStringList() << QString();
    QTest::newRow("fail: synth final-latency-mismatch (the workflow's check fails too)")
        << synth("A", {u"final-latency-mismatch"_s}) << rules
        << QStringList {E("S4-PERF-RECORDS-RECON", kLog, 217), E("REVIEW-FINAL-CLAIM", kLog, 217)} << u"8.01"_s;
    QTest::newRow("pass: a later session's Final Summary repeats the claim")
        << sample("rms_norm").append(kLog, QByteArray(session).replace("%1", "17.92")) << rules << QStringList()
        << QString();
    QTest::newRow("warn: the gate reads a stale first claim; the latest one is right")
        << sample("rms_norm")
               .replace(kLog, claim, "- final_latency: 18.62 us（")
               .append(kLog, QByteArray(session).replace("%1", "17.92"))
        << rules << QStringList {W("REVIEW-FINAL-CLAIM", kLog, 353)} << u"line 398"_s;
    // Compared in µs: a claim in ms is the same latency, its spread ("±") before the unit.
    const QByteArray msSession = "\n# 第二轮会话（re-measure）\n\n## Final Summary\n\n- final_latency: %1 ms\n"
                                 "- stop_reason: budget_exhausted\n";
    QTest::newRow("pass: a later session's Final Summary states it in ms")
        << sample("rms_norm").append(kLog, QByteArray(msSession).replace("%1", "0.01792±0.0002")) << rules
        << QStringList() << QString();
    QTest::newRow("fail: a later claim in ms is another latency")
        << sample("rms_norm").append(kLog, QByteArray(msSession).replace("%1", "0.0186 ± 0.0002")) << rules
        << QStringList {W("REVIEW-FINAL-CLAIM", kLog, 353), E("REVIEW-FINAL-CLAIM", kLog, 398)} << u"18.6"_s;
    QTest::newRow("fail: the latest claim is wrong although the gate's first one is right")
        << sample("rms_norm").append(kLog, QByteArray(session).replace("%1", "18.62")) << rules
        << QStringList {W("REVIEW-FINAL-CLAIM", kLog, 353), E("REVIEW-FINAL-CLAIM", kLog, 398)} << u"18.62"_s;
    // Gen B: an adoption-phase correction's own Final Performance Test Data (lines 187–193) is held to
    // the phase=final records as the gate holds the first table (line 154).
    const QByteArray genBTable = "\n## 采纳期修正附录\n\n## Final Performance Test Data\n\n"
                                 "| kernel_id | workload_id | baseline_us | final_us | final_candidate_id |\n"
                                 "|---|---|---:|---:|---|\n"
                                 "| perf_opt/argmax_like.py::_argmax_kernel::main | argmax-2048x4096-fp16 | 41.362 | %1 | "
                                 "final |\n";
    QTest::newRow("pass: Gen B, a later final table that agrees")
        << sample("argmax_like").append(kLog, QByteArray(genBTable).replace("%1", "19.084")) << rules << QStringList()
        << QString();
    QTest::newRow("fail: Gen B, a later final table's value with its unit")
        << sample("argmax_like").append(kLog, QByteArray(genBTable).replace("%1", "15.000 us")) << rules
        << QStringList {E("REVIEW-FINAL-CLAIM", kLog, 193)} << u"final_us 15"_s;
    QTest::newRow("fail: Gen B, a later final table that no final record measured")
        << sample("argmax_like").append(kLog, QByteArray(genBTable).replace("%1", "15.0")) << rules
        << QStringList {E("REVIEW-FINAL-CLAIM", kLog, 193)} << u"first table (line 154)"_s;
}

void TestStrictGate::lineage_data()
{
    addColumns();
    const QStringList rule = only("REVIEW-LINEAGE");
    QTest::newRow("pass: rms_norm (a blocked branch file without records)")
        << sample("rms_norm") << rule << QStringList() << QString();
    QTest::newRow("pass: synth Gen B") << synth("B") << rule << QStringList() << QString();
    // Gen B names the file each record measured: a name no file has is said once per candidate,
    // even where the candidate's id still finds its file.
    QTest::newRow("warn: an artifact_path naming no file")
        << sample("argmax_like")
               .replace(kRecords, "\"argmax-2048x4096-fp16\", \"phase\": \"candidate\", \"artifact_path\": \"argmax_like_round2_pipe.py\"",
                        "\"argmax-2048x4096-fp16\", \"phase\": \"candidate\", \"artifact_path\": \"argmax_like_round2_pipe_old.py\"")
        << rule << QStringList {W("REVIEW-LINEAGE", kRecords, 13)}
        << u"perf_opt/argmax_like_round2_pipe.py is read as candidate round2_pipe's"_s;
    QTest::newRow("fail: synth unknown-parent") << synth("B", {u"unknown-parent"_s}) << rule
                                                << QStringList {E("REVIEW-LINEAGE", kRecords, 31)} << u"round0_ghost"_s;
    QTest::newRow("fail: synth lineage-cycle")
        << synth("A", {u"lineage-cycle"_s}) << rule << QStringList {E("REVIEW-LINEAGE", kRecords, 4)} << u"cycle"_s;
    QTest::newRow("warn: synth missing-branch-file")
        << synth("B", {u"missing-branch-file"_s}) << rule << QStringList {W("REVIEW-LINEAGE", kRecords, 4)}
        << u"round1_bs8192"_s;
    QTest::newRow("warn: synth unmeasured-branch")
        << synth("B", {u"unmeasured-branch"_s}) << rule
        << QStringList {W("REVIEW-LINEAGE", u"perf_opt/synth_norm_round1_unmeasured.py"_s)} << u"never measured"_s;
}

void TestStrictGate::profile_data()
{
    addColumns();
    const QStringList rule = only("REVIEW-PROFILE");
    QTest::newRow("pass: rms_norm (float32 CSV values, nested launches)")
        << sample("rms_norm") << rule << QStringList() << QString();
    QTest::newRow("pass: argmax_like (Gen B raw paths relative to perf_opt/)")
        << sample("argmax_like") << rule << QStringList() << QString();
    QTest::newRow("pass: synth Gen B") << synth("B") << rule << QStringList() << QString();
    QTest::newRow("fail: synth profile-missing")
        << synth("B", {u"profile-missing"_s}) << rule << QStringList {E("REVIEW-PROFILE", kRecords, 4)}
        << u"does not exist"_s;
    QTest::newRow("fail: synth profile-path-escape")
        << synth("A", {u"profile-path-escape"_s}) << rule << QStringList {E("REVIEW-PROFILE", kRecords, 13)}
        << u"../../etc"_s;
    QTest::newRow("fail: synth profile-mismatch")
        << synth("B", {u"profile-mismatch"_s}) << rule << QStringList {E("REVIEW-PROFILE", kRecords, 1)} << u"12.298"_s;
    QTest::newRow("fail: a record edited away from its msprof output")
        << sample("rms_norm").replace(kRecords, "\"duration_us\": 47.88,", "\"duration_us\": 49.88,") << rule
        << QStringList {E("REVIEW-PROFILE", kRecords, 15)} << u"47.88"_s;
    // Output that states no Task Duration is said as such, not as another figure ("nan µs").
    QTest::newRow("fail: msprof output that states no Task Duration")
        << sample("rms_norm").replace(
               u"perf_opt/profiles/round1/v1_pipe/long_row_fp16/OPPROF_20260924102140_FGHLGPNRSHCNHCKW/OpBasicInfo.csv"_s,
               ",47.880001,", ",NA,")
        << rule << QStringList {E("REVIEW-PROFILE", kRecords, 15)} << u"states no Task Duration"_s;
    QTest::newRow("fail: msprof output whose cell is no number says which")
        << sample("rms_norm")
               .replace(
                   u"perf_opt/profiles/round1/v1_pipe/long_row_fp16/OPPROF_20260924102140_FGHLGPNRSHCNHCKW/OpBasicInfo.csv"_s,
                   ",47.880001,", ",NA,")
        << rule << QStringList {E("REVIEW-PROFILE", kRecords, 15)}
        << u"no Task Duration (OpBasicInfo.csv:2:3: Task Duration(us) is \"NA\""_s;
    // A broken link beside an OpBasicInfo that was read and states no number: the output states
    // no Task Duration (it was read); the link is no reason, and says nothing of the figure.
    QTest::newRow("fail: msprof output with no number beside a broken link")
        << sample("rms_norm")
               .replace(
                   u"perf_opt/profiles/round1/v1_pipe/long_row_fp16/OPPROF_20260924102140_FGHLGPNRSHCNHCKW/OpBasicInfo.csv"_s,
                   ",47.880001,", ",NA,")
               .link(
                   u"perf_opt/profiles/round1/v1_pipe/long_row_fp16/OPPROF_20260924102140_FGHLGPNRSHCNHCKW/trace.json"_s,
                   "nowhere")
        << rule << QStringList {E("REVIEW-PROFILE", kRecords, 15)} << u"states no Task Duration"_s;
    // An OpBasicInfo that is a link (here to another run's, inside the run) is refused, never read:
    // its output could not be read, which is not output that states no figure.
    QTest::newRow("fail: msprof output whose OpBasicInfo is a link")
        << sample("rms_norm")
               .link(
                   u"perf_opt/profiles/round1/v1_pipe/long_row_fp16/OPPROF_20260924102140_FGHLGPNRSHCNHCKW/OpBasicInfo.csv"_s,
                   "../../../../round0/baseline/long_row_fp16/OPPROF_20260924090748_LZPYKCIOHQTPOONO/OpBasicInfo.csv")
        << rule << QStringList {E("REVIEW-PROFILE", kRecords, 15)} << u"could not be read"_s;
    // Two msprof runs under one raw path, as the A/B protocol leaves them: the record states the
    // median of their medians (48.88 of 47.88 and 49.88), which neither run says alone.
    const QByteArray secondRun = "perf_opt/profiles/round1/v1_pipe/long_row_fp16/OPPROF_20260924103000_ABCDEFGHIJKLMNOP/OpBasicInfo.csv";
    const QByteArray secondRunCsv = "Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq,\n"
                                    "main_kernel_mix_aic,mix,49.880001,8,16,0,3148993,1800,1800,\n";
    QTest::newRow("pass: the median of two msprof runs under one raw path")
        << sample("rms_norm")
               .write(QString::fromLatin1(secondRun), secondRunCsv)
               .replace(kRecords, "\"duration_us\": 47.88,", "\"duration_us\": 48.88,")
        << rule << QStringList() << QString();
    QTest::newRow("fail: two msprof runs under one raw path, neither nor their median")
        << sample("rms_norm")
               .write(QString::fromLatin1(secondRun), secondRunCsv)
               .replace(kRecords, "\"duration_us\": 47.88,", "\"duration_us\": 49.38,")
        << rule << QStringList {E("REVIEW-PROFILE", kRecords, 15)} << u"49.88"_s;
    // An A/B workdir (ab_test.py's pair<i>A/ and pair<i>B/) under the raw path: the record states one
    // arm's merged median (B: 48 of 47, 48, 50), never the median over both arms' runs (44.5).
    const auto abWorkdir = [](const QByteArray &duration) {
        RunSpec spec = sample("rms_norm").replace(
            kRecords, "\"duration_us\": 47.88, \"l0_pass\": true, \"msprof_raw_path\": \"perf_opt/profiles/round1/v1_pipe/long_row_fp16/\"",
            "\"duration_us\": " + duration + ", \"l0_pass\": true, \"msprof_raw_path\": \"perf_opt/ab_1/\"");
        const QList<std::pair<const char *, const char *>> runs {{"pair1A", "40.0"}, {"pair1B", "47.0"}, {"pair2B", "48.0"},
                                                                {"pair2A", "41.0"}, {"pair3A", "42.0"}, {"pair3B", "50.0"}};
        int second = 10;
        for (const auto &[pair, us] : runs) {
            const QString csv = u"perf_opt/ab_1/%1/OPPROF_202609241030%2_ABCDEFGHIJKLMNOP/OpBasicInfo.csv"_s
                                    .arg(QLatin1String(pair))
                                    .arg(second++);
            spec.write(csv, QByteArray("Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq,\n"
                                       "main_kernel_mix_aic,mix,")
                                + us + ",8,16,0,3148993,1800,1800,\n");
        }
        return spec;
    };
    QTest::newRow("pass: an A/B workdir, the record states arm B's merged median") << abWorkdir("48.0") << rule
                                                                                  << QStringList() << QString();
    QTest::newRow("pass: an A/B workdir, the record states arm A's merged median") << abWorkdir("41.0") << rule
                                                                                  << QStringList() << QString();
    QTest::newRow("fail: an A/B workdir, the record states the median over both arms")
        << abWorkdir("44.5") << rule << QStringList {E("REVIEW-PROFILE", kRecords, 15)} << u"pair3B"_s;
    QTest::newRow("warn: a Gen A record without msprof_raw_path")
        << sample("rms_norm")
               .replace(kRecords, "\"msprof_raw_path\": \"perf_opt/profiles/round1/v1_cores48/short_row_fp16/\", ", "")
        << rule << QStringList {W("REVIEW-PROFILE", kRecords, 9)} << u"v1_cores48"_s;
}

void TestStrictGate::appendOnlySnapshot_data()
{
    addColumns();
    const QStringList rule = only("REVIEW-APPEND-ONLY");
    QTest::newRow("pass: no earlier version") << sample("rms_norm") << rule << QStringList() << QString();
    QTest::newRow("pass: the snapshot is a prefix")
        << sample("rms_norm").earlierPrefix(20) << rule << QStringList() << QString();
    QTest::newRow("pass: the snapshot is the whole file")
        << sample("rms_norm").earlierPrefix(-1) << rule << QStringList() << QString();
    QTest::newRow("pass: the snapshot caught a line half written")
        << sample("rms_norm").earlierPrefix(20).earlierChopBytes(40) << rule << QStringList() << QString();
    QTest::newRow("fail: line 3 was rewritten since the snapshot")
        << sample("rms_norm").earlierPrefix(20).earlierReplace("\"duration_us\": 68.74", "\"duration_us\": 68.47")
        << rule << QStringList {E("REVIEW-APPEND-ONLY", kRecords, 3)} << u"workspace snapshot"_s;
    QTest::newRow("fail: a line vanished since the snapshot")
        << sample("rms_norm")
               .earlierPrefix(-1)
               .earlierAppendText("{\"round\": 4, \"candidate_id\": \"v4_fp16acc\", \"duration_us\": 17.1}\n")
        << rule << QStringList {E("REVIEW-APPEND-ONLY", kRecords, 42)} << u"disappeared"_s;
    QTest::newRow("fail: a line removed from the file on disk")
        << sample("rms_norm").earlierPrefix(-1).removeLine(kRecords, 12) << rule
        << QStringList {E("REVIEW-APPEND-ONLY", kRecords, 12)} << u"v1_cores48"_s;
    QTest::newRow("fail: synth records-edited, .orig as the snapshot")
        << synth("B", {u"records-edited"_s}).earlierFromOrig() << rule
        << QStringList {E("REVIEW-APPEND-ONLY", kRecords, 1)} << u"was changed"_s;
    QTest::newRow("pass: synth records-edited without a snapshot has nothing to compare")
        << synth("B", {u"records-edited"_s}) << rule << QStringList() << QString();
}

// The workbench could not reach the workspace that holds the earlier snapshot: said, not passed.
void TestStrictGate::appendOnlyUnreadableSnapshot()
{
    GateOptions options;
    options.useGitHistory = false;
    options.earlierRecordsError = u"unable to open database file"_s;
    const QStringList rule = only("REVIEW-APPEND-ONLY");
    const QString op = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm");
    const GateFindings found = runStrict(op, options, rule);
    QCOMPARE(found.findings, QStringList {W("REVIEW-APPEND-ONLY", kRecords, 0)});
    QVERIFY2(found.texts.first().contains(u"unable to open database file"_s), qPrintable(found.texts.first()));
    options.earlierRecordsError.clear();
    QCOMPARE(runStrict(op, options, rule).findings, QStringList());
}

// A real repository: records committed, appended and committed (passes), then an earlier line
// rewritten — in the working tree, then committed (fails naming the line and the commit).
void TestStrictGate::appendOnlyGit()
{
    if (QStandardPaths::findExecutable(u"git"_s).isEmpty())
        QSKIP("git is not installed");
    QTemporaryDir tmp(RunCopy::tempTemplate());
    QVERIFY(tmp.isValid());
    GitRepo repo(tmp.path());
    QVERIFY2(repo.init(), qPrintable(repo.error()));
    const QString op = tmp.filePath(u"examples/demo/rms_norm"_s);
    QVERIFY(RunCopy::copyTree(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"), op));
    const QString records = op + u'/' + kRecords;
    const QByteArray full = readAll(records);
    QCOMPARE(full.count('\n'), 41);
    QVERIFY(writeAll(records, firstLines(full, 16)));
    const QString v1 = repo.commit(u"records v1"_s);
    QVERIFY2(!v1.isEmpty(), qPrintable(repo.error()));
    QVERIFY(writeAll(records, full));
    const QString v2 = repo.commit(u"append rounds 2-4"_s);
    QVERIFY2(!v2.isEmpty(), qPrintable(repo.error()));

    GateOptions options;
    options.repositoryRoot = op;
    options.useGitHistory = true;
    const QStringList rule = only("REVIEW-APPEND-ONLY");
    QCOMPARE(runStrict(op, options, rule).findings, QStringList());

    // Line 5 (v1_bs4096 on short_row/fp16) gets a new timestamp: nothing else about the run changes.
    const QByteArray oldLine = full.split('\n').at(4);
    const QByteArray newLine = QByteArray(oldLine).replace("2026-09-24T02:15:38Z", "2026-09-24T02:15:39Z");
    QVERIFY(newLine != oldLine);
    QByteArray rewritten = full;
    rewritten.replace(oldLine, newLine);
    QVERIFY(writeAll(records, rewritten));
    GateFindings dirty = runStrict(op, options, rule);
    QCOMPARE(dirty.findings, QStringList {E("REVIEW-APPEND-ONLY", kRecords, 5)});
    QVERIFY2(dirty.texts.first().contains(u"commit "_s + v2) && dirty.texts.first().contains(u"the file on disk"_s),
             qPrintable(dirty.texts.first()));
    QVERIFY(dirty.texts.first().contains(QString::fromUtf8(oldLine)));
    QVERIFY(dirty.texts.first().contains(QString::fromUtf8(newLine)));

    const QString v3 = repo.commit(u"fix a timestamp"_s);
    QVERIFY2(!v3.isEmpty(), qPrintable(repo.error()));
    const GateFindings committed = runStrict(op, options, rule);
    QCOMPARE(committed.findings, QStringList {E("REVIEW-APPEND-ONLY", kRecords, 5)});
    // "Line 5 of commit <v2> was changed in commit <v3>".
    QVERIFY2(committed.texts.first().contains(u"commit "_s + v2) && committed.texts.first().contains(u"commit "_s + v3),
             qPrintable(committed.texts.first()));

    options.useGitHistory = false; // the history is the only evidence
    QCOMPARE(runStrict(op, options, rule).findings, QStringList());
}

// A workspace snapshot taken before the latest commit is older than that commit: it must be compared
// with the file, not chained after the commit (which would report the appended lines as vanished).
void TestStrictGate::appendOnlyGitAndOlderSnapshot()
{
    if (QStandardPaths::findExecutable(u"git"_s).isEmpty())
        QSKIP("git is not installed");
    QTemporaryDir tmp(RunCopy::tempTemplate());
    QVERIFY(tmp.isValid());
    GitRepo repo(tmp.path());
    QVERIFY2(repo.init(), qPrintable(repo.error()));
    const QString op = tmp.filePath(u"rms_norm"_s);
    QVERIFY(RunCopy::copyTree(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"), op));
    const QString records = op + u'/' + kRecords;
    const QByteArray full = readAll(records);
    QVERIFY(writeAll(records, firstLines(full, 8)));
    QVERIFY(!repo.commit(u"round 1 half"_s).isEmpty());
    QVERIFY(writeAll(records, full));
    QVERIFY(!repo.commit(u"all rounds"_s).isEmpty());

    GateOptions options;
    options.repositoryRoot = op;
    options.earlierRecords.append({u"workspace snapshot"_s, firstLines(full, 24)});
    const QStringList rule = only("REVIEW-APPEND-ONLY");
    QCOMPARE(runStrict(op, options, rule).findings, QStringList());

    // Both chains still see an edit of an early line.
    QByteArray edited = full;
    edited.replace("\"duration_us\": 31.42", "\"duration_us\": 31.24");
    QVERIFY(writeAll(records, edited));
    QCOMPARE(runStrict(op, options, rule).findings,
             (QStringList {E("REVIEW-APPEND-ONLY", kRecords, 1), E("REVIEW-APPEND-ONLY", kRecords, 1)}));
}

// A repository libgit2 finds but cannot open (its config does not parse): the commits were not
// compared, and the rule says so instead of passing in silence.
void TestStrictGate::appendOnlyUnreadableHistory()
{
    QTemporaryDir tmp(RunCopy::tempTemplate());
    QVERIFY(tmp.isValid());
    QVERIFY(QDir(tmp.path()).mkpath(u".git/objects"_s) && QDir(tmp.path()).mkpath(u".git/refs"_s));
    QVERIFY(writeAll(tmp.filePath(u".git/HEAD"_s), "ref: refs/heads/main\n"));
    QVERIFY(writeAll(tmp.filePath(u".git/config"_s), "[core\n\tbare = false\n"));
    const QString op = tmp.filePath(u"rms_norm"_s);
    QVERIFY(RunCopy::copyTree(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"), op));

    GateOptions options;
    options.repositoryRoot = op;
    options.useGitHistory = true;
    const QStringList rule = only("REVIEW-APPEND-ONLY");
    const GateFindings found = runStrict(op, options, rule);
    QCOMPARE(found.findings, QStringList {W("REVIEW-APPEND-ONLY", kRecords)});
    QVERIFY2(found.texts.first().contains(u"git history could not be read"_s)
                 && found.texts.first().contains(u"config"_s),
             qPrintable(found.texts.first()));
    options.useGitHistory = false;
    QCOMPARE(runStrict(op, options, rule).findings, QStringList());
}

void TestStrictGate::nonRegression_data()
{
    addColumns();
    const QStringList rule = only("REVIEW-NON-REGRESSION");
    QTest::newRow("pass: rms_norm (a regressing branch that was not adopted)")
        << sample("rms_norm") << rule << QStringList() << QString();
    QTest::newRow("pass: synth Gen B") << synth("B") << rule << QStringList() << QString();
    // A Gen B log naming its new current best by the file winners are merged into: the candidate
    // the round's merged records measured there (a word no record bears was a warning, and a
    // regression went unreported).
    const auto byMergedFile = [] {
        return sample("argmax_like")
            .replace(kLog, "- new_current_best: merged_r1_a_chain\n",
                     "- new_current_best: `argmax_like.py`（= round1_a_chain 形态）\n");
    };
    QTest::newRow("pass: a Gen B new current best named by its merged file") << byMergedFile() << rule << QStringList()
                                                                             << QString();
    QTest::newRow("fail: a Gen B new current best named by its merged file regresses")
        << byMergedFile().replace(kRecords, "\"duration_us\": 23.604", "\"duration_us\": 41.0") << rule
        << QStringList {E("REVIEW-NON-REGRESSION", kLog, 82)} << u"merged_r1_a_chain (round 1) regresses"_s;
    QTest::newRow("fail: synth regression")
        << synth("B", {u"regression"_s}) << rule << QStringList {E("REVIEW-NON-REGRESSION", kLog, 76)}
        << u"m8-n262144-bf16: 11.9 → 12.62"_s;
    QTest::newRow("fail: synth l0-failure (the new best failed L0)")
        << synth("A", {u"l0-failure"_s}) << rule << QStringList {E("REVIEW-NON-REGRESSION", kLog, 76)}
        << u"failed L0 on row_tile / fp16_4096x1024"_s;
    QTest::newRow("warn: the new best was not measured on a baseline workload")
        << sample("rms_norm").removeLine(kRecords, 20) << rule << QStringList {W("REVIEW-NON-REGRESSION", kLog, 190)}
        << u"long_row / bf16_8x262144"_s;
    // A zero width space pasted into the id: the reader's id stops at it ("v2_"), which nothing measured.
    QTest::newRow("fail: a winner cut by an invisible character")
        << sample("rms_norm").replace(kLog, "- winner: v2_ubreuse\n", "- winner: v2_\u200Bubreuse\n") << rule
        << QStringList {E("REVIEW-NON-REGRESSION", kLog, 188)} << u"Round 2 names v2_ as its winner"_s;
    QTest::newRow("fail: a new current best no record measured (a typo)")
        << sample("rms_norm").replace(kLog, "- new_current_best: v2_ubreuse（", "- new_current_best: v2_ubruese（")
        << rule << QStringList {E("REVIEW-NON-REGRESSION", kLog, 190)}
        << u"Round 2 names v2_ubruese as its new current best, but no valid record of perf_opt/perf_records.jsonl"_s;
    QTest::newRow("warn: a word not of a branch id's shape that nothing measured")
        << sample("rms_norm").replace(kLog, "- winner: v2_ubreuse\n", "- winner: fastest_variant\n") << rule
        << QStringList {W("REVIEW-NON-REGRESSION", kLog, 188)} << u"Round 2 names fastest_variant as its winner"_s;
    // Read from a sentence, not a keyed line: the id may be the reader's guess, so only a warning.
    QTest::newRow("warn: a new current best read from prose that nothing measured")
        << sample("rms_norm").replace(kLog, "- new_current_best: v2_ubreuse（perf_opt/rms_norm_opt_v2_ubreuse.py）\n",
                                      "- 采纳 v2_ubruese 为新 current best\n")
        << rule << QStringList {W("REVIEW-NON-REGRESSION", kLog, 190)}
        << u"Round 2 names v2_ubruese as its new current best"_s;
    QTest::newRow("pass: a parameter setting and a branch file name are not unmeasured ids")
        << sample("rms_norm")
               .replace(kLog, "- winner: v2_ubreuse\n", "- winner: BLOCK_N=4096（v2_ubreuse）\n")
               .replace(kLog, "- new_current_best: v2_ubreuse（", "- new_current_best: v2_ubreuse.py（")
        << rule << QStringList() << QString();
    QTest::newRow("pass: a winner that keeps the current best need not be measured again")
        << sample("rms_norm").replace(kLog, "- winner: v2_ubreuse\n", "- winner: v9_never（不变）\n") << rule
        << QStringList() << QString();
}

void TestStrictGate::smallWin_data()
{
    addColumns();
    const QStringList rule = only("REVIEW-SMALL-WIN");
    QTest::newRow("pass: rms_norm (round 3 cites ab_round3)")
        << sample("rms_norm") << rule << QStringList() << QString();
    QTest::newRow("pass: synth Gen B (every win ≥ 5 %)") << synth("B") << rule << QStringList() << QString();
    QTest::newRow("warn: synth small-win-no-ab")
        << synth("B", {u"small-win-no-ab"_s}) << rule
        << QStringList {W("REVIEW-SMALL-WIN", kRecords, 10), W("REVIEW-SMALL-WIN", kRecords, 11)} << u"4.3 %"_s;
    QTest::newRow("pass: synth small-win-no-ab once the round cites its A/B verdict")
        << synth("B", {u"small-win-no-ab"_s})
               .replace(kLog, "- rollback_branches: round1_bs8192, round1_cores40\n",
                        "- rollback_branches: round1_bs8192, round1_cores40\n"
                        "- A/B: perf_opt/ab_round1/ab_result.json verdict B_better\n")
        << rule << QStringList() << QString();
    // Pasted progress output ends lines with lone carriage returns; md4c, editors and the round's
    // line numbers count each as a line end, so the round's text must be found by the same count.
    QByteArray progress = "```text\nmsprof op:";
    for (int percent = 0; percent <= 400; ++percent)
        progress += ' ' + QByteArray::number(percent) + "%\r";
    progress += "\n```\n\n";
    QTest::newRow("pass: rms_norm with 401 lone carriage returns before round 1")
        << sample("rms_norm").replace(kLog, "## Iteration 1（round 1）", progress + "## Iteration 1（round 1）") << rule
        << QStringList() << QString();
    // The verdict must adopt: an inconclusive one (adopted on one measurement anyway) cites none.
    {
        QFile original(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/perf_opt/opt_log.md"));
        QVERIFY(original.open(QIODevice::ReadOnly));
        const QByteArray inconclusive = original.readAll().replace("B_better", "inconclusive");
        QTest::newRow("warn: rms_norm with an inconclusive verdict")
            << sample("rms_norm").write(kLog, inconclusive) << rule
            << QStringList {W("REVIEW-SMALL-WIN", kRecords, 26), W("REVIEW-SMALL-WIN", kRecords, 25)} << u"v3_bs4096"_s;
        // B_better outweighs the rest of its line.
        QTest::newRow("pass: B_better after an inconclusive first try")
            << sample("rms_norm").write(kLog, QByteArray(inconclusive).replace("→ verdict **inconclusive**",
                                                                               "→ 首轮 2 对 inconclusive，补到 3 对后 verdict **B_better**"))
            << rule << QStringList() << QString();
        QTest::newRow("pass: B wins")
            << sample("rms_norm").write(kLog, QByteArray(inconclusive).replace("→ verdict **inconclusive**", "→ A/B 结果：B wins all 3 pairs"))
            << rule << QStringList() << QString();
        QTest::newRow("warn: B wins some pairs, inconclusive")
            << sample("rms_norm").write(kLog, QByteArray(inconclusive).replace("→ verdict **inconclusive**",
                                                                               "→ verdict inconclusive；B wins 3/3 pairs but p=0.25"))
            << rule << QStringList {W("REVIEW-SMALL-WIN", kRecords, 26), W("REVIEW-SMALL-WIN", kRecords, 25)} << QString();
        QTest::newRow("warn: B_better not reached")
            << sample("rms_norm").write(kLog, QByteArray(inconclusive).replace("→ verdict **inconclusive**",
                                                                               "→ verdict 未得到 B_better"))
            << rule << QStringList {W("REVIEW-SMALL-WIN", kRecords, 26), W("REVIEW-SMALL-WIN", kRecords, 25)} << QString();
        QTest::newRow("pass: B 更优")
            << sample("rms_norm").write(kLog, QByteArray(inconclusive).replace("→ verdict **inconclusive**", "→ A/B 裁决：**B 更优**"))
            << rule << QStringList() << QString();
        // B_better named as what was not reached, or not confirmed, cites none (docs/cli.md).
        for (const char *line : {"→ verdict: inconclusive（未达 B_better）",
                                 "→ The A/B test was not run (budget); B_better could not be confirmed.",
                                 "→ 本轮未跑 ab_test（预算），B_better 无法确认", "→ B_better 尚未确认（仅 2 对）"})
            QTest::newRow(qPrintable(u"warn: "_s + QString::fromUtf8(line)))
                << sample("rms_norm").write(kLog, QByteArray(inconclusive).replace("→ verdict **inconclusive**", line))
                << rule << QStringList {W("REVIEW-SMALL-WIN", kRecords, 26), W("REVIEW-SMALL-WIN", kRecords, 25)}
                << QString();
        // The gain that needs the protocol is over the current best the log's chain names, not
        // over a faster branch that was rolled back: v2_pipe3 (rolled back in round 2) measured
        // faster than v3_bs4096, whose 3.8 % over v2_ubreuse still needs its A/B verdict.
        QTest::newRow("warn: a small win over the current best, slower than a rolled-back branch")
            << sample("rms_norm")
                   .write(kLog, inconclusive)
                   .replace(kRecords, "\"duration_us\": 19.9,", "\"duration_us\": 17.5,")
            << rule << QStringList {W("REVIEW-SMALL-WIN", kRecords, 26), W("REVIEW-SMALL-WIN", kRecords, 25)}
            << u"3.8 %"_s;
        // And the other way: 5.7 % over the current best needs no A/B verdict, however close a
        // rolled-back branch came (v2_pipe3 at 18.5 µs would make it 3.1 %).
        QTest::newRow("pass on short_row/fp16: 5.7 % over the current best, 3.1 % over a rolled-back branch")
            << sample("rms_norm")
                   .write(kLog, inconclusive)
                   .replace(kRecords, "\"duration_us\": 19.9,", "\"duration_us\": 18.5,")
                   .replace(kRecords, "\"duration_us\": 18.62,", "\"duration_us\": 19.0,")
            << rule << QStringList {W("REVIEW-SMALL-WIN", kRecords, 26)} << QString();
        QTest::newRow("pass: an A/B 裁决 that adopts")
            << sample("rms_norm").write(kLog, QByteArray(inconclusive).replace("→ verdict **inconclusive**", "→ A/B 裁决")) << rule
            << QStringList() << QString();
    }
    // The round decided on the winner's first measurement: a re-measure rounds later (10.0 µs here)
    // neither hides the small win nor replaces its figures.
    QTest::newRow("warn: a later re-measure of the winner does not hide its round's small win")
        << synth("A", {u"small-win-no-ab"_s})
               .append(kRecords, "{\"round\": 4, \"candidate_id\": \"v1_pipe3\", \"parent_id\": \"baseline\", "
                                 "\"dispatch_path\": \"row_tile\", \"workload\": \"fp16_4096x1024\", \"duration_us\": 10.0, "
                                 "\"l0_pass\": true, \"msprof_raw_path\": \"perf_opt/profiles/x/\", "
                                 "\"timestamp\": \"2026-09-02T09:00:00Z\"}\n")
        << rule << QStringList {W("REVIEW-SMALL-WIN", kRecords, 11), W("REVIEW-SMALL-WIN", kRecords, 10)} << u"4.3 %"_s;
    // Beside a clear win on another workload (94.72 -> 80.0 µs, 15.5 %), a result within the noise
    // threshold on a small kernel is no claimed win.
    QTest::newRow("pass: flat within noise on the small kernels beside a clear win elsewhere")
        << synth("A", {u"small-win-no-ab"_s})
               .replace(kRecords,
                        "\"candidate_id\": \"v1_pipe3\", \"parent_id\": \"baseline\", \"dispatch_path\": \"row_tile\", "
                        "\"workload\": \"fp16_4096x1024\", \"duration_us\": 10.7,",
                        "\"candidate_id\": \"v1_pipe3\", \"parent_id\": \"baseline\", \"dispatch_path\": \"row_tile\", "
                        "\"workload\": \"fp16_4096x1024\", \"duration_us\": 11.15,")
               .replace(kRecords, "\"duration_us\": 11.34,", "\"duration_us\": 11.88,")
               .replace(kRecords, "\"duration_us\": 90.94,", "\"duration_us\": 80.0,")
        << rule << QStringList() << QString();
    // An adoption whose every gain is under 5 % rests on small differences: a small kernel it
    // improved by less than the noise threshold (about 2 % here) still needs the protocol, and a
    // workload the current best was measured on only after the candidate is still compared.
    QTest::newRow("warn: an adoption on gains within noise everywhere")
        << synth("A", {u"small-win-no-ab"_s})
               .replace(kRecords, "\"duration_us\": 11.18,", "\"duration_us\": 10.92,")
               .replace(kRecords, "\"duration_us\": 11.9,", "\"duration_us\": 11.57,")
               .replace(kRecords, "\"duration_us\": 94.72,", "\"duration_us\": 92.8,")
        << rule << QStringList {W("REVIEW-SMALL-WIN", kRecords, 11), W("REVIEW-SMALL-WIN", kRecords, 10)} << u"2.0 %"_s;
    // The baseline's fp16 record written after the candidate's (a control run after it): still the
    // figure the candidate is compared with.
    QTest::newRow("warn: the current best measured only after the candidate")
        << synth("A", {u"small-win-no-ab"_s})
               .removeLine(kRecords, 1)
               .replace(kRecords,
                        "\"timestamp\": \"2026-09-02T01:02:00Z\"}\n",
                        "\"timestamp\": \"2026-09-02T01:02:00Z\"}\n"
                        "{\"round\": 0, \"candidate_id\": \"baseline\", \"parent_id\": null, \"dispatch_path\": \"row_tile\", "
                        "\"workload\": \"fp16_4096x1024\", \"duration_us\": 11.18, \"l0_pass\": true, "
                        "\"msprof_raw_path\": \"perf_opt/profiles/round0/baseline/fp16_4096x1024/\", "
                        "\"timestamp\": \"2026-09-02T00:00:38Z\"}\n")
        << rule << QStringList {W("REVIEW-SMALL-WIN", kRecords, 11), W("REVIEW-SMALL-WIN", kRecords, 9)} << u"4.3 %"_s;
    QTest::newRow("warn: an A/B verdict cited in another round does not count")
        << synth("B", {u"small-win-no-ab"_s})
               .replace(kLog, "- rollback_branches: round2_",
                        "- A/B: perf_opt/ab_round1/ verdict B_better\n- rollback_branches: round2_")
        << rule << QStringList {W("REVIEW-SMALL-WIN", kRecords, 10), W("REVIEW-SMALL-WIN", kRecords, 11)} << QString();
}

void TestStrictGate::termination_data()
{
    addColumns();
    const QStringList rule = only("REVIEW-TERMINATION");
    QTest::newRow("pass: synth Gen B (plateau after 3 quiet rounds)")
        << synth("B") << rule << QStringList() << QString();
    QTest::newRow("warn: synth plateau-mismatch")
        << synth("B", {u"plateau-mismatch"_s}) << rule << QStringList {W("REVIEW-TERMINATION", kLog, 219)}
        << u"round 4 gained"_s;
    QTest::newRow("warn: plateau after a single quiet round")
        << sample("rms_norm").replace(kLog, "- stop_reason: budget_exhausted（", "- stop_reason: plateau（") << rule
        << QStringList {W("REVIEW-TERMINATION", kLog, 368)} << u"the records show 1"_s;
    QTest::newRow("info: budget_exhausted below the default budget")
        << sample("rms_norm") << rule << QStringList {I("REVIEW-TERMINATION", kLog, 368)} << u"4 round(s)"_s;
    QTest::newRow("pass: budget_exhausted at the task's budget of 4 rounds")
        << sample("rms_norm").budget(4) << rule << QStringList() << QString();
    QTest::newRow("warn: a stop reason none of the workflow's")
        << sample("rms_norm").replace(kLog, "- stop_reason: budget_exhausted（", "- stop_reason: converged（") << rule
        << QStringList {W("REVIEW-TERMINATION", kLog, 368)} << u"\"converged\" is none"_s;
    QTest::newRow("warn: no stop reason")
        << sample("rms_norm").replace(kLog, "- stop_reason: budget_exhausted（", "- 结论：") << rule
        << QStringList {W("REVIEW-TERMINATION", kLog, 350)} << u"states no stop reason"_s;
    // A later session's Final Summary without one: the earlier session's is read, and said to be.
    QTest::newRow("pass: target_reached is success")
        << sample("rms_norm").budget(4).replace(kLog, "- stop_reason: budget_exhausted（", "- stop_reason: target_reached（")
        << rule << QStringList() << QString();
    // None in the Final Summary: the last one stated before it is read (and said to be), not the first.
    QTest::newRow("warn: none in the Final Summary, the last earlier one is read")
        << sample("rms_norm")
               .budget(4)
               .replace(kLog, "- stop_reason: budget_exhausted（", "- 结论：")
               .replace(kLog, "## Iteration 4（round 4）：平区探测\n", "## Iteration 4（round 4）：平区探测\n\n- 中止原因：budget_exhausted\n")
               .replace(kLog, "## Iteration 2（round 2）：流水结构上的 UB 压力\n",
                        "## Iteration 2（round 2）：流水结构上的 UB 压力\n\n- 中止原因：plateau（草稿）\n")
        << rule << QStringList {W("REVIEW-TERMINATION", kLog, 354)} << u"budget_exhausted)"_s;
    // precision_fixed ends a precision_fix dispatch, never a full tuning.
    QTest::newRow("warn: precision_fixed in full mode")
        << sample("rms_norm").replace(kLog, "stop_reason: budget_exhausted", "stop_reason: precision_fixed")
               .append(kLog, "\n## Stage Result\n\n- stage: 4\n- mode: full\n")
        << rule << QStringList {W("REVIEW-TERMINATION", kLog, 368)} << u"mode is \"full\" (line 397)"_s;
    QTest::newRow("pass: precision_fixed in precision_fix mode")
        << sample("rms_norm").replace(kLog, "stop_reason: budget_exhausted", "stop_reason: precision_fixed")
               .append(kLog, "\n## Stage Result\n\n- stage: 4\n- mode: precision_fix\n")
        << rule << QStringList() << QString();
    QTest::newRow("warn: the latest Final Summary states none")
        << sample("rms_norm").budget(4).append(kLog, "\n# 第二次调优\n\n## Final Summary\n\n- final_latency: 17.92 us\n")
        << rule << QStringList {W("REVIEW-TERMINATION", kLog, 396)} << u"line 368: budget_exhausted"_s;
}

void TestStrictGate::stageResult_data()
{
    addColumns();
    const QStringList rule = only("REVIEW-STAGE-RESULT");
    // Appended after the retrospective: the block's fields are on lines 396-400.
    const QByteArray block = "\n## Stage Result\n\n- stage: 4\n- verdict: TUNING_COMPLETED\n- summary_doc: none\n"
                             "- final_latency: 17.92 us\n- stop_reason: budget_exhausted\n";
    QTest::newRow("pass: rms_norm without a block") << sample("rms_norm") << rule << QStringList() << QString();
    // Gen B's figures per workload, as `perfopt export stage-result` writes them, each held to the records.
    const QByteArray genB = "\n## Stage Result\n\n- stage: 4\n- verdict: TUNING_COMPLETED\n"
                            "- baseline_latency_by_workload:\n"
                            "  - perf_opt/argmax_like.py::_argmax_kernel::main + argmax-2048x4096-fp16: 41.362 us\n"
                            "  - perf_opt/argmax_like.py::_argmax_kernel::main + argmax-512x32000-fp32: 118.741 us\n"
                            "- final_latency_by_workload:\n"
                            "  - perf_opt/argmax_like.py::_argmax_kernel::main + argmax-2048x4096-fp16: 19.084 us\n"
                            "  - perf_opt/argmax_like.py::_argmax_kernel::main + argmax-8192x1024-bf16: 18.867 us\n"
                            "- improvement_by_workload:\n"
                            "  - perf_opt/argmax_like.py::_argmax_kernel::main + argmax-2048x4096-fp16: 53.9%\n"
                            "  - argmax-8192x1024-bf16: 51.5%\n";
    QTest::newRow("pass: Gen B figures per workload that agree") << sample("argmax_like").append(kLog, genB) << rule
                                                                 << QStringList() << QString();
    QTest::newRow("warn: Gen B figures per workload made up")
        << sample("argmax_like").append(kLog, QByteArray(genB).replace("118.741 us", "150.0 us").replace("51.5%", "75.0%"))
        << rule << QStringList {W("REVIEW-STAGE-RESULT", kLog, 191), W("REVIEW-STAGE-RESULT", kLog, 197)}
        << u"baseline_latency_by_workload gives 150.0 us for perf_opt/argmax_like.py::_argmax_kernel::main + "
           "argmax-512x32000-fp32; the records say 118.741 us"_s;
    // Most logs write a gain as a negative change (workflow-formats.md §d): either sign, the magnitude held.
    QTest::newRow("pass: Gen B improvement negative for faster, ASCII or U+2212 minus")
        << sample("argmax_like")
               .append(kLog, QByteArray(genB).replace(": 53.9%", ": -53.9%").replace(": 51.5%", ": −51.5%"))
        << rule << QStringList() << QString();
    QTest::newRow("warn: Gen B improvement negative, the magnitude wrong")
        << sample("argmax_like").append(kLog, QByteArray(genB).replace(": 51.5%", ": −61.5%")) << rule
        << QStringList {W("REVIEW-STAGE-RESULT", kLog, 197)}
        << u"improvement_by_workload gives −61.5% for argmax-8192x1024-bf16; the records say 51.5%"_s;
    // Inline lists ("w=v" or "w: v", separated by ";", "；", "," or "，"), speedups and ms: read and held
    // to the records as the nested items are.
    const QByteArray inlineB = "\n## Stage Result\n\n- stage: 4\n- verdict: TUNING_COMPLETED\n"
                               "- baseline_latency_by_workload: argmax-2048x4096-fp16=41.362 us; "
                               "argmax-512x32000-fp32=118.741 us; argmax-8192x1024-bf16=38.905 us\n"
                               "- final_latency_by_workload: argmax-2048x4096-fp16: 0.019084 ms，"
                               "argmax-512x32000-fp32: 60.041 us, argmax-8192x1024-bf16: 18.867 us\n"
                               "- improvement_by_workload: argmax-2048x4096-fp16=2.17x；argmax-512x32000-fp32=1.98×；"
                               "argmax-8192x1024-bf16=-51.5%（2.06x）\n";
    QTest::newRow("pass: Gen B inline lists that agree")
        << sample("argmax_like").append(kLog, inlineB) << rule << QStringList() << QString();
    QTest::newRow("pass: Gen B in the SKILL's notation, {key -> value}")
        << sample("argmax_like")
               .append(kLog,
                       "\n## Stage Result\n\n- stage: 4\n- verdict: TUNING_COMPLETED\n"
                       "- final_latency_by_workload: {\"argmax-2048x4096-fp16\" -> 19.084 us, "
                       "argmax-512x32000-fp32 → 60.041 us, argmax-8192x1024-bf16 -> 18.867}\n")
        << rule << QStringList() << QString();
    QTest::newRow("warn: Gen B inline key=value list with a wrong final")
        << sample("argmax_like").append(kLog, QByteArray(inlineB).replace("60.041 us", "70.881 us")) << rule
        << QStringList {W("REVIEW-STAGE-RESULT", kLog, 192)}
        << u"final_latency_by_workload gives 70.881 us for argmax-512x32000-fp32; the records say 60.041 us"_s;
    QTest::newRow("warn: Gen B speedup the records do not bear out")
        << sample("argmax_like").append(kLog, QByteArray(inlineB).replace("1.98×", "3.98×")) << rule
        << QStringList {W("REVIEW-STAGE-RESULT", kLog, 193)}
        << u"improvement_by_workload gives 3.98× for argmax-512x32000-fp32; the records say 1.978x"_s;
    // What the rule cannot read or place is said, never passed over.
    QTest::newRow("warn: Gen B items the rule cannot read")
        << sample("argmax_like")
               .append(kLog,
                       QByteArray(inlineB).replace("argmax-512x32000-fp32=1.98×", "argmax-512x32000-fp32 约 2 倍"))
        << rule << QStringList {W("REVIEW-STAGE-RESULT", kLog, 193)}
        << u"improvement_by_workload item \"argmax-512x32000-fp32 约 2 倍\" cannot be read"_s;
    QTest::newRow("warn: Gen B item naming no workload of the records")
        << sample("argmax_like")
               .append(kLog, QByteArray(inlineB).replace("argmax-8192x1024-bf16=38.905 us", "argmax-8k=38.905 us"))
        << rule << QStringList {W("REVIEW-STAGE-RESULT", kLog, 191)}
        << u"baseline_latency_by_workload item \"argmax-8k=38.905 us\" names no single workload of the records"_s;
    QTest::newRow("pass: a block that agrees") << sample("rms_norm").append(kLog, block) << rule << QStringList()
                                               << QString();
    QTest::newRow("warn: a verdict of its own")
        << sample("rms_norm").append(kLog, QByteArray(block).replace("TUNING_COMPLETED", "DONE")) << rule
        << QStringList {W("REVIEW-STAGE-RESULT", kLog, 397)} << u"\"DONE\""_s;
    QTest::newRow("warn: Optimize.md named, none written")
        << sample("rms_norm").append(kLog, QByteArray(block).replace("summary_doc: none", "summary_doc: Optimize.md"))
        << rule << QStringList {W("REVIEW-STAGE-RESULT", kLog, 398)} << u"Optimize.md"_s;
    QTest::newRow("pass: Optimize.md named and written")
        << sample("rms_norm")
               .append(kLog, QByteArray(block).replace("summary_doc: none", "summary_doc: Optimize.md"))
               .write(u"Optimize.md"_s, "# rms_norm\n")
        << rule << QStringList() << QString();
    QTest::newRow("warn: another final_latency")
        << sample("rms_norm").append(kLog, QByteArray(block).replace("17.92 us", "12.00 us")) << rule
        << QStringList {W("REVIEW-STAGE-RESULT", kLog, 399)} << u"line 353: 17.92"_s;
    QTest::newRow("warn: another stop reason")
        << sample("rms_norm").append(kLog, QByteArray(block).replace("stop_reason: budget_exhausted", "stop_reason: plateau"))
        << rule << QStringList {W("REVIEW-STAGE-RESULT", kLog, 400)} << u"line 368: budget_exhausted"_s;
    QTest::newRow("warn: a stop reason none of the workflow's")
        << sample("rms_norm").append(kLog, QByteArray(block).replace("stop_reason: budget_exhausted", "stop_reason: converged"))
        << rule << QStringList {W("REVIEW-STAGE-RESULT", kLog, 400)} << u"\"converged\""_s;
    QTest::newRow("pass: the same latency in ms")
        << sample("rms_norm").append(kLog, QByteArray(block).replace("17.92 us", "0.01792 ms（short_row/fp16）")) << rule
        << QStringList() << QString();
    QTest::newRow("pass: a summary_doc of none that mentions Optimize.md")
        << sample("rms_norm").append(kLog, QByteArray(block).replace("summary_doc: none", "summary_doc: none（项目未要求 Optimize.md）"))
        << rule << QStringList() << QString();
    QTest::newRow("pass: no failure, written N/A")
        << sample("rms_norm").append(kLog, block + "- failure_reason: N/A\n") << rule << QStringList() << QString();
    QTest::newRow("pass: a verdict behind a signal")
        << sample("rms_norm").append(kLog, QByteArray(block).replace("TUNING_COMPLETED", "[DESIGN_LIMIT] **TUNING_COMPLETED**"))
        << rule << QStringList() << QString();
    // The verdict is the workflow gate's; rms_norm passes it.
    QTest::newRow("warn: failed, the gate passes, no reason given")
        << sample("rms_norm").append(kLog, QByteArray(block).replace("TUNING_COMPLETED", "[DESIGN_LIMIT] **TUNING_FAILED**"))
        << rule << QStringList {W("REVIEW-STAGE-RESULT", kLog, 397)} << u"no failure_reason says why"_s;
    QTest::newRow("warn: failed for a reason the gate checks, and it passes")
        << sample("rms_norm").append(kLog, QByteArray(block).replace("TUNING_COMPLETED", "TUNING_FAILED")
                                               + "- failure_reason: perf_records_mismatch\n")
        << rule << QStringList {W("REVIEW-STAGE-RESULT", kLog, 397)} << u"for perf_records_mismatch"_s;
    QTest::newRow("pass: failed for a precision regression the gate cannot see")
        << sample("rms_norm").append(kLog, QByteArray(block).replace("TUNING_COMPLETED", "TUNING_FAILED")
                                               + "- failure_reason: precision_regression（L1 fp16 超差）\n")
        << rule << QStringList() << QString();
    QTest::newRow("warn: completed, the gate fails")
        << sample("rms_norm").append(kLog, block).write(u"perf_opt/perf_feedback.md"_s, "x\n") << rule
        << QStringList {W("REVIEW-STAGE-RESULT", kLog, 397)} << u"the workflow's gate fails (S4-PERF-FEEDBACK"_s;
    QTest::newRow("warn: failed, the gate fails, no reason given")
        << sample("rms_norm")
               .append(kLog, QByteArray(block).replace("TUNING_COMPLETED", "TUNING_FAILED"))
               .write(u"perf_opt/perf_feedback.md"_s, "x\n")
        << rule << QStringList {W("REVIEW-STAGE-RESULT", kLog, 397)} << u"without a failure_reason"_s;
    // The failure reason as logs write it: the contract's word in an aside, or words that say none.
    QTest::newRow("pass: failed for the contract's reason in an aside")
        << sample("rms_norm").append(kLog, QByteArray(block).replace("TUNING_COMPLETED", "TUNING_FAILED")
                                               + "- failure_reason: 精度回退（precision_regression）\n")
        << rule << QStringList() << QString();
    QTest::newRow("pass: completed, no failure in words")
        << sample("rms_norm").append(kLog, block + "- failure_reason: not applicable\n") << rule << QStringList()
        << QString();
    QTest::newRow("warn: failed for a reason outside the contract (the reason is said, not the verdict)")
        << sample("rms_norm").append(kLog, QByteArray(block).replace("TUNING_COMPLETED", "TUNING_FAILED")
                                               + "- failure_reason: precision regression（L1 超差）\n")
        << rule << QStringList {W("REVIEW-STAGE-RESULT", kLog, 401)} << u"none of the contract's"_s;
    // A final confirmation round re-measures the final: no round of experiments.
    QTest::newRow("pass: a final confirmation round is no iteration")
        << sample("rms_norm")
               .replace(kLog, "## Final Summary", "## Final Confirmation（round 5）\n\n交付文件复测。\n\n"
                                                   "| candidate | dispatch_path | workload | Task Duration(us) | L0 |\n"
                                                   "|---|---|---|---:|---|\n"
                                                   "| v3_bs4096（current best） | short_row | fp16_4096x1024 | 17.92 | PASS |\n"
                                                   "| final | short_row | fp16_4096x1024 | 17.95 | PASS |\n\n## Final Summary")
               .append(kRecords, "{\"round\": 5, \"candidate_id\": \"final\", \"parent_id\": \"v3_bs4096\", "
                                 "\"dispatch_path\": \"short_row\", \"workload\": \"fp16_4096x1024\", "
                                 "\"duration_us\": 17.95, \"l0_pass\": true, "
                                 "\"msprof_raw_path\": \"perf_opt/profiles/round3/\", \"timestamp\": \"2026-09-24T12:00:00Z\"}\n")
               .append(kLog, block + "- iterations: 4\n- perf_iteration: count 4 / consecutive_no_improvement 1\n")
        << rule << QStringList() << QString();
    QTest::newRow("warn: completed with a failure reason")
        << sample("rms_norm").append(kLog, block + "- failure_reason: incomplete_log\n") << rule
        << QStringList {W("REVIEW-STAGE-RESULT", kLog, 397)} << u"with failure_reason incomplete_log"_s;
    // rms_norm: four rounds of experiment records; round 4 made no new current best.
    QTest::newRow("pass: iterations and perf_iteration as the run has them")
        << sample("rms_norm").append(kLog, block + "- iterations: 4\n- perf_iteration: count 4 / last_improvement 3.8% / "
                                                   "consecutive_no_improvement 1\n")
        << rule << QStringList() << QString();
    QTest::newRow("pass: perf_iteration as sub-items")
        << sample("rms_norm").append(kLog, block + "- perf_iteration:\n  - count: 4\n  - consecutive_no_improvement: 1\n")
        << rule << QStringList() << QString();
    // A new current best that gains 8 % on long_row but loses 5 % on short_row bf16 (18.36 -> 20.1
    // against v2_ubreuse's 19.1) is no improvement as the Stage Result export counts it: rounds 3
    // and 4 make 2, where the decisions and the records' round winners leave 1. Either stands.
    QTest::newRow("pass: consecutive_no_improvement as the export counts it")
        << sample("rms_norm")
               .replace(kRecords, "\"bf16_4096x1024\", \"duration_us\": 18.36,",
                        "\"bf16_4096x1024\", \"duration_us\": 20.1,")
               .append(kLog, block + "- perf_iteration: count 4 / consecutive_no_improvement 2\n")
        << rule << QStringList() << QString();
    QTest::newRow("warn: consecutive_no_improvement no count gives")
        << sample("rms_norm").append(kLog, block + "- perf_iteration: count 4 / consecutive_no_improvement 2\n") << rule
        << QStringList {W("REVIEW-STAGE-RESULT", kLog, 401)}
        << u"consecutive_no_improvement 2, but the log's decisions leave 1 round(s)"_s;
    QTest::newRow("warn: iterations the run does not have")
        << sample("rms_norm").append(kLog, block + "- iterations: 9\n") << rule
        << QStringList {W("REVIEW-STAGE-RESULT", kLog, 401)} << u"iterations 9, but the run has 4 round(s)"_s;
    QTest::newRow("warn: perf_iteration's count and quiet rounds")
        << sample("rms_norm").append(kLog, block + "- perf_iteration: count 9 / last_improvement 25.0% / "
                                                   "consecutive_no_improvement 0\n")
        << rule << QStringList {W("REVIEW-STAGE-RESULT", kLog, 401), W("REVIEW-STAGE-RESULT", kLog, 401)}
        << u"consecutive_no_improvement 0, but the log's decisions leave 1 round(s)"_s;
    // A precision fix appended after the retrospective states its own reason (no new Final Summary).
    QTest::newRow("pass: a precision fix's own stop reason")
        << sample("rms_norm").append(
               kLog, QByteArray(block).replace("stop_reason: budget_exhausted", "stop_reason: precision_fixed") + "- mode: precision_fix\n")
        << rule << QStringList() << QString();
    QTest::newRow("warn: a failure reason outside the contract")
        << sample("rms_norm").append(kLog, block + "- failure_reason: timeout\n") << rule
        << QStringList {W("REVIEW-STAGE-RESULT", kLog, 397), W("REVIEW-STAGE-RESULT", kLog, 401)} << u"\"timeout\""_s;
}

// Every round with experiments states its conclusion, as p2.decisions asks: a winner (or that there
// is none), or a new current best.
void TestStrictGate::decision_data()
{
    addColumns();
    const QStringList rule = only("REVIEW-DECISION");
    QTest::newRow("pass: rms_norm") << sample("rms_norm") << rule << QStringList() << QString();
    QTest::newRow("pass: argmax_like") << sample("argmax_like") << rule << QStringList() << QString();
    QTest::newRow("warn: round 2 marks its winner only in the branch table")
        << sample("rms_norm")
               .replace(kLog, "- winner: v2_ubreuse\n", "")
               .replace(kLog, "- new_current_best: v2_ubreuse（perf_opt/rms_norm_opt_v2_ubreuse.py）\n", "")
        << rule << QStringList {W("REVIEW-DECISION", kLog, 146)} << u"only in a table"_s;
    QTest::newRow("warn: round 2 states no conclusion")
        << sample("rms_norm")
               .replace(kLog, "- winner: v2_ubreuse\n", "")
               .replace(kLog, "- new_current_best: v2_ubreuse（perf_opt/rms_norm_opt_v2_ubreuse.py）\n", "")
               .replace(kLog, "| 18.62 / 19.10 / 44.36 / 45.02 | valid | improved (winner) |",
                        "| 18.62 / 19.10 / 44.36 / 45.02 | valid | improved |")
        << rule << QStringList {W("REVIEW-DECISION", kLog, 126)} << u"states no conclusion"_s;
    QTest::newRow("warn: round 2's winner is a placeholder")
        << sample("rms_norm")
               .replace(kLog, "- winner: v2_ubreuse\n", "- winner: TBD\n")
               .replace(kLog, "- new_current_best: v2_ubreuse（perf_opt/rms_norm_opt_v2_ubreuse.py）\n", "")
        << rule << QStringList {W("REVIEW-DECISION", kLog, 188)} << u"placeholder"_s;
    QTest::newRow("pass: round 2 says it has no winner")
        << sample("rms_norm")
               .replace(kLog, "- winner: v2_ubreuse\n", "- winner: none（current best stays v1_pipe）\n")
               .replace(kLog, "- new_current_best: v2_ubreuse（perf_opt/rms_norm_opt_v2_ubreuse.py）\n", "")
        << rule << QStringList() << QString();
}

void TestStrictGate::designLimit_data()
{
    addColumns();
    const QStringList rule = only("REVIEW-DESIGN-LIMIT");
    const QByteArray feedback = "# 性能反馈（[DESIGN_LIMIT]）\n\n## 触发判定\n\n- 设计层归因: long_row 只占 16 AIV。\n";
    const QByteArray stageResult = "\n## Stage Result\n\n- stage: 4\n- design_limit_signal: %1\n";
    QTest::newRow("pass: rms_norm (prose says 不触发, no perf_feedback.md)")
        << sample("rms_norm") << rule << QStringList() << QString();
    QTest::newRow("fail: perf_feedback.md without the signal")
        << sample("rms_norm").write(kFeedback, feedback) << rule << QStringList {E("REVIEW-DESIGN-LIMIT", kFeedback)}
        << QString();
    // The Final Summary's verdict line, without the Stage Result key, is the signal the run gives.
    const auto triggered = [] {
        return sample("rms_norm").replace(kLog, "[DESIGN_LIMIT] 判定：不触发——long_row", "[DESIGN_LIMIT] 判定：触发——long_row");
    };
    QTest::newRow("pass: the Final Summary's [DESIGN_LIMIT] 判定：触发 with perf_feedback.md")
        << triggered().write(kFeedback, feedback) << rule << QStringList() << QString();
    QTest::newRow("fail: the Final Summary's [DESIGN_LIMIT] 判定：触发 without perf_feedback.md")
        << triggered() << rule << QStringList {E("REVIEW-DESIGN-LIMIT", kLog, 369)} << u"perf_feedback.md"_s;
    // "触发" in other senses is no verdict; bold around the key is.
    QTest::newRow("pass: 触发条件 and 触发①但②不满足 are no verdict")
        << sample("rms_norm")
               .replace(kLog, "[DESIGN_LIMIT] 判定：不触发——long_row", "[DESIGN_LIMIT] 判定：触发①但②不满足，故不触发——long_row")
               .append(kLog, "\n- [DESIGN_LIMIT] 触发条件须两项同时满足（见 perf-feedback.md §1）\n")
        << rule << QStringList() << QString();
    QTest::newRow("pass: **[DESIGN_LIMIT] 判定**：触发 with perf_feedback.md")
        << sample("rms_norm")
               .replace(kLog, "- [DESIGN_LIMIT] 判定：不触发——long_row", "- **[DESIGN_LIMIT] 判定**：触发——long_row")
               .write(kFeedback, feedback)
        << rule << QStringList() << QString();
    QTest::newRow("fail: the Stage Result signals [DESIGN_LIMIT] without perf_feedback.md")
        << sample("rms_norm").append(kLog, QByteArray(stageResult).replace("%1", "[DESIGN_LIMIT]")) << rule
        << QStringList {E("REVIEW-DESIGN-LIMIT", kLog, 397)} << u"perf_feedback.md"_s;
    QTest::newRow("fail: a bare design_limit_signal line without perf_feedback.md")
        << sample("argmax_like").append(kLog, "\ndesign_limit_signal: [DESIGN_LIMIT]\n") << rule
        << QStringList {E("REVIEW-DESIGN-LIMIT", kLog, 187)} << QString();
    QTest::newRow("fail: the line is counted as md4c counts lines (lone carriage returns)")
        << sample("argmax_like").append(kLog, "\nprogress 1%\r2%\r3%\r\ndesign_limit_signal: [DESIGN_LIMIT]\n") << rule
        << QStringList {E("REVIEW-DESIGN-LIMIT", kLog, 190)} << QString();
    QTest::newRow("fail: of several design_limit_signal lines the last stating one counts")
        << sample("argmax_like")
               .append(kLog, "\ndesign_limit_signal: none\ndesign_limit_signal（见下文）\ndesign_limit_signal：[DESIGN_LIMIT]\n"
                             "prose about design_limit_signal\n")
        << rule << QStringList {E("REVIEW-DESIGN-LIMIT", kLog, 189)} << QString();
    QTest::newRow("pass: a later design_limit_signal line says none")
        << sample("argmax_like")
               .append(kLog, "\ndesign_limit_signal: [DESIGN_LIMIT]\ntext design_limit_signal :  none\n")
        << rule << QStringList() << QString();
    QTest::newRow("pass: signal and perf_feedback.md together")
        << sample("rms_norm")
               .append(kLog, QByteArray(stageResult).replace("%1", "[DESIGN_LIMIT]"))
               .write(kFeedback, feedback)
        << rule << QStringList() << QString();
    QTest::newRow("pass: signal none, no perf_feedback.md")
        << sample("rms_norm").append(kLog, QByteArray(stageResult).replace("%1", "none")) << rule << QStringList()
        << QString();
}

void TestStrictGate::ruleOrder_data()
{
    addColumns();
    // Every strict rule runs after the workflow's and in the documented order; one run, many defects.
    QTest::newRow("synth Gen B with six defects")
        << synth("B",
                 {u"forbidden-file"_s, u"unknown-parent"_s, u"profile-missing"_s, u"regression"_s, u"small-win-no-ab"_s,
                  u"plateau-mismatch"_s})
        << QStringList()
        << QStringList {E("REVIEW-LAYOUT", u"perf_opt/debug_log.md"_s),
                        E("REVIEW-LAYOUT", u"perf_opt/op_debug.log"_s),
                        E("REVIEW-LINEAGE", kRecords, 31),
                        E("REVIEW-PROFILE", kRecords, 4),
                        E("REVIEW-NON-REGRESSION", kLog, 76),
                        W("REVIEW-SMALL-WIN", kRecords, 10),
                        W("REVIEW-TERMINATION", kLog, 219)}
        << QString();
}

void TestStrictGate::bundledSamples_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("rms_norm (Gen A)") << u"rms_norm"_s;
    QTest::newRow("argmax_like (Gen B)") << u"argmax_like"_s;
}

void TestStrictGate::bundledSamples()
{
    QFETCH(QString, name);
    const QString dir = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/") + name;
    GateOptions options;
    options.repositoryRoot = dir;
    options.useGitHistory = false;
    const GateReport report = GateEngine::run(*ProjectLoader::load(dir), GateProfile::Strict, options);
    QStringList problems;
    for (const GateResult &r : report.results)
        if (r.severity != Diagnostic::Severity::Info)
            problems.append(r.ruleId + u' ' + r.file + u':' + QString::number(r.line) + u' ' + r.message);
    QCOMPARE(problems, QStringList());
    QVERIFY(report.passed());
    QCOMPARE(report.profile, GateProfile::Strict);
}

// perfopt-synth's valid Gen A run titles every round's table "候选 vs current best 对比表", but its
// columns (dispatch_path, current best (us), Task Duration(us)) also fit a dispatch check; the title
// decides, so REVIEW-COMPTABLE finds a table in every round.
void TestStrictGate::genASynthComparisonTables()
{
    QTemporaryDir tmp(RunCopy::tempTemplate());
    QVERIFY(tmp.isValid());
    const BuiltRun built = build(synth("A"), tmp);
    QVERIFY2(built.error.isEmpty(), qPrintable(built.error));
    const GateFindings result = runStrict(built.dir, optionsFor(synth("A"), built), {});
    QCOMPARE(result.findings, QStringList());
}

QTEST_GUILESS_MAIN(TestStrictGate)
#include "tst_strictgate.moc"
