// SPDX-License-Identifier: MIT
// The bad-input catalogue: each case is a copy of a bundled sample with exactly one defect, run
// through every command a reviewer uses (inspect, check with both profiles, summary, chart, export,
// and profile where the defect is in a profile). For every case and command: no crash, hang or
// sanitizer report; the exit code docs/cli.md promises (a defect inside a file never makes a run
// unreadable: 0 or 1, never 2); a message naming the file (and its line where there is one); and
// everything the defect does not touch still loaded (records, log rounds, inventory, profile runs).
#include "clirunner.h"
#include "runcopy.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <functional>

namespace {

using Edit = std::function<QByteArray(QByteArray)>;

enum Expect : unsigned {
    Named = 1, // inspect names the file in a diagnostic
    Located = 2, // … at the given line
    CheckNamed = 4, // check --profile strict names the file in a failure or warning
    ProfileFails = 8, // `perfopt profile` on the launch's run exits 1 naming FILE:LINE
};

struct Case {
    const char *name;
    const char *sample; // rms_norm (Gen A) or argmax_like (Gen B)
    const char *file; // relative to the operator directory
    Edit edit;
    unsigned expect;
    int line = 0; // for Located
};

const char *const Records = "perf_opt/perf_records.jsonl";
const char *const Inventory = "perf_opt/workload_inventory.json";
const char *const Log = "perf_opt/opt_log.md";
const char *const Basic = "perf_opt/profiles/round1/v1_bs4096/short_row_fp16/OPPROF_20260924101512_QSNQHDXAPHZSJNDE/OpBasicInfo.csv";
const char *const Pipe = "perf_opt/profiles/round1/v1_bs4096/short_row_fp16/OPPROF_20260924101512_QSNQHDXAPHZSJNDE/PipeUtilization.csv";
const char *const Branch = "perf_opt/rms_norm_opt_v2_pipe3.py";

// Line `n` (1-based) replaced by f(line).
Edit onLine(int n, std::function<QByteArray(QByteArray)> f)
{
    return [n, f](QByteArray bytes) {
        QList<QByteArray> lines = bytes.split('\n');
        if (n - 1 < lines.size())
            lines[n - 1] = f(lines[n - 1]);
        return lines.join('\n');
    };
}
Edit replaceFirst(QByteArray from, QByteArray to)
{
    return [from, to](QByteArray bytes) {
        const qsizetype at = bytes.indexOf(from);
        if (at >= 0)
            bytes.replace(at, from.size(), to);
        return bytes;
    };
}
Edit replaceOnLine(int n, QByteArray from, QByteArray to)
{
    return onLine(n, [from, to](QByteArray line) {
        const qsizetype at = line.indexOf(from);
        if (at >= 0)
            line.replace(at, from.size(), to);
        return line;
    });
}
Edit setTo(QByteArray bytes)
{
    return [bytes](QByteArray) { return bytes; };
}
Edit cutAt(double fraction)
{
    return [fraction](QByteArray bytes) { return bytes.left(qsizetype(double(bytes.size()) * fraction)); };
}
Edit crlf()
{
    return [](QByteArray bytes) -> QByteArray { return bytes.replace("\n", "\r\n"); };
}
Edit bom()
{
    return [](QByteArray bytes) -> QByteArray { return QByteArray("\xEF\xBB\xBF") + bytes; };
}
QByteArray binary(int size)
{
    QByteArray b;
    quint32 x = 2463534242u;
    for (int i = 0; i < size; ++i) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        b.append(char(x & 0xff));
    }
    return b;
}
QByteArray nested(int depth)
{
    return QByteArray(depth, '[') + QByteArray(depth, ']');
}
QByteArray nul()
{
    return QByteArray(1, '\0');
}

const QList<Case> &cases()
{
    static const QList<Case> all {
        // --- perf_records.jsonl (Gen A sample; line 2 is a baseline record) ---------------------
        {"records truncated mid-line", "rms_norm", Records, cutAt(0.5), Named},
        {"records binary line", "rms_norm", Records, onLine(2, [](QByteArray) -> QByteArray { return binary(300); }), Named | Located, 2},
        {"records NUL in line", "rms_norm", Records, replaceOnLine(2, "\"workload\"", "\"work" + nul() + "load\""), Named | Located, 2},
        {"records invalid UTF-8", "rms_norm", Records, replaceOnLine(2, "bf16_4096x1024", "bf16_\xff\xfe"), Named | Located, 2},
        {"records BOM at start", "rms_norm", Records, bom(), Named | Located, 1},
        {"records BOM inside", "rms_norm", Records, onLine(3, [](QByteArray l) -> QByteArray { return "\xEF\xBB\xBF" + l; }), Named | Located | CheckNamed, 3},
        {"records CRLF", "rms_norm", Records, crlf(), Named},
        {"records NaN duration", "rms_norm", Records, replaceOnLine(2, "\"duration_us\": 32.06", "\"duration_us\": NaN"), Named | Located | CheckNamed, 2},
        {"records Infinity duration", "rms_norm", Records, replaceOnLine(2, "\"duration_us\": 32.06", "\"duration_us\": Infinity"), Named | Located | CheckNamed, 2},
        {"records -Infinity duration", "rms_norm", Records, replaceOnLine(2, "\"duration_us\": 32.06", "\"duration_us\": -Infinity"), Named | Located | CheckNamed, 2},
        {"records 1e999 duration", "rms_norm", Records, replaceOnLine(2, "\"duration_us\": 32.06", "\"duration_us\": 1e999"), Named | Located | CheckNamed, 2},
        {"records negative duration", "rms_norm", Records, replaceOnLine(2, "\"duration_us\": 32.06", "\"duration_us\": -32.06"), Named | Located, 2},
        {"records round is a string", "rms_norm", Records, replaceOnLine(2, "\"round\": 0", "\"round\": \"0\""), Named | Located | CheckNamed, 2},
        {"records duration is a string", "rms_norm", Records, replaceOnLine(2, "\"duration_us\": 32.06", "\"duration_us\": \"32.06\""), Named | Located | CheckNamed, 2},
        {"records l0_pass is a string", "rms_norm", Records, replaceOnLine(2, "\"l0_pass\": true", "\"l0_pass\": \"true\""), Named | Located | CheckNamed, 2},
        {"records round 2^31", "rms_norm", Records, replaceOnLine(2, "\"round\": 0", "\"round\": 2147483648"), Named | Located | CheckNamed, 2},
        {"records round -1", "rms_norm", Records, replaceOnLine(2, "\"round\": 0", "\"round\": -1"), Named | Located | CheckNamed, 2},
        {"records missing candidate_id", "rms_norm", Records, replaceOnLine(2, "\"candidate_id\": \"baseline\", ", ""), Named | Located | CheckNamed, 2},
        {"records missing duration_us", "rms_norm", Records, replaceOnLine(2, "\"duration_us\": 32.06, ", ""), Named | Located | CheckNamed, 2},
        {"records duplicate key", "rms_norm", Records, replaceOnLine(2, "\"round\": 0", "\"round\": 0, \"round\": 0"), Named | Located, 2},
        {"records line is an array", "rms_norm", Records, onLine(2, [](QByteArray) -> QByteArray { return QByteArray("[1, 2, 3]"); }), Named | Located, 2},
        {"records line is a number", "rms_norm", Records, onLine(2, [](QByteArray) -> QByteArray { return QByteArray("42"); }), Named | Located, 2},
        {"records empty file", "rms_norm", Records, setTo(QByteArray()), CheckNamed},
        {"records only blank lines", "rms_norm", Records, setTo("\n\n\n   \n"), Named},
        {"records JSON nested 100000 deep", "rms_norm", Records, onLine(2, [](QByteArray) -> QByteArray { return "{\"x\": " + nested(100000) + "}"; }), Named | Located, 2},
        {"records 4 MB single line", "rms_norm", Records, replaceOnLine(2, "\"timestamp\": ", "\"pad\": \"" + QByteArray(4 << 20, 'a') + "\", \"timestamp\": "), Named | Located, 2},
        {"records msprof_raw_path ../..", "rms_norm", Records, replaceOnLine(2, "perf_opt/profiles/round0/baseline/short_row_bf16/", "../../../../etc"), Named | Located | CheckNamed, 2},
        {"records msprof_raw_path absolute", "rms_norm", Records, replaceOnLine(2, "perf_opt/profiles/round0/baseline/short_row_bf16/", "/etc"), Named | Located | CheckNamed, 2},
        {"records msprof_raw_path ~", "rms_norm", Records, replaceOnLine(2, "perf_opt/profiles/round0/baseline/short_row_bf16/", "~/profiles"), Named | Located | CheckNamed, 2},
        {"records msprof_raw_path /proc", "rms_norm", Records, replaceOnLine(2, "perf_opt/profiles/round0/baseline/short_row_bf16/", "/proc/self/root/etc"), Named | Located | CheckNamed, 2},
        {"records msprof_raw_path NUL", "rms_norm", Records, replaceOnLine(2, "perf_opt/profiles/round0/baseline/short_row_bf16/", "perf_opt/profiles\\u0000/../../../etc"), Named | Located | CheckNamed, 2},
        {"records msprof_raw_path newline", "rms_norm", Records, replaceOnLine(2, "perf_opt/profiles/round0/baseline/short_row_bf16/", "perf_opt/profiles\\n/etc"), Named | Located | CheckNamed, 2},
        {"records msprof_raw_path number", "rms_norm", Records, replaceOnLine(2, "\"perf_opt/profiles/round0/baseline/short_row_bf16/\"", "5"), Named | Located | CheckNamed, 2},
        // --- Gen B records --------------------------------------------------------------------
        {"genB records artifact_path escaping", "argmax_like", Records, replaceOnLine(1, "\"../argmax_like.py\"", "\"../../../../etc/passwd\""), Named | Located | CheckNamed, 1},
        {"genB records unknown phase", "argmax_like", Records, replaceOnLine(1, "\"phase\": \"baseline\"", "\"phase\": \"warmup\""), Named | Located, 1},
        {"genB records workload_id number", "argmax_like", Records, replaceOnLine(1, "\"workload_id\": \"argmax-2048x4096-fp16\"", "\"workload_id\": 7"), Named | Located | CheckNamed, 1},
        // --- workload_inventory.json ----------------------------------------------------------
        {"inventory truncated", "argmax_like", Inventory, cutAt(0.5), Named},
        {"inventory binary", "argmax_like", Inventory, setTo(binary(2000)), Named},
        {"inventory NUL byte", "argmax_like", Inventory, replaceFirst("\"logits-2k-fp16\"", "\"logits" + nul() + "\""), Named},
        {"inventory invalid UTF-8", "argmax_like", Inventory, replaceFirst("\"logits-2k-fp16\"", "\"logits-\xff\""), Named},
        {"inventory BOM", "argmax_like", Inventory, bom(), Named},
        {"inventory CRLF", "argmax_like", Inventory, crlf(), 0},
        {"inventory NaN", "argmax_like", Inventory, replaceFirst("2048,", "NaN,"), Named},
        {"inventory 1e999", "argmax_like", Inventory, replaceFirst("2048,", "1e999,"), Named},
        {"inventory workloads not an array", "argmax_like", Inventory, setTo("{\"workloads\": {}}"), Named},
        {"inventory item not an object", "argmax_like", Inventory, setTo("{\"workloads\": [1, \"two\"]}"), Named},
        {"inventory missing workload_id", "argmax_like", Inventory, replaceFirst("\"workload_id\": \"argmax-2048x4096-fp16\",", ""), Named},
        {"inventory duplicate workloads key", "argmax_like", Inventory, replaceFirst("\"workloads\": [", "\"workloads\": [], \"workloads\": ["), 0},
        {"inventory empty file", "argmax_like", Inventory, setTo(QByteArray()), Named},
        {"inventory nested 100000 deep", "argmax_like", Inventory, setTo("{\"workloads\": " + nested(100000) + "}"), Named},
        // --- opt_log.md -----------------------------------------------------------------------
        {"log unterminated fence", "rms_norm", Log, replaceFirst("\n## Dispatch Path", "\n```\n## Dispatch Path"), Named},
        {"log NUL in a table cell", "rms_norm", Log, replaceFirst("| min(NUM_CORES, M) |", "| 31" + nul() + ".42 |"), Named | Located, 19},
        {"log ragged table row", "rms_norm", Log, replaceFirst("| min(NUM_CORES, M / rows) |", "| min(NUM_CORES, M / rows) | extra | cells |"), Named | Located, 18},
        {"log table without delimiter row", "rms_norm", Log, replaceFirst("|---|---|---|---|\n| short_row", "| short_row"), 0},
        {"log NUL byte", "rms_norm", Log, replaceFirst("## Dispatch Path", "## Dispatch" + nul() + " Path"), Named},
        {"log invalid UTF-8", "rms_norm", Log, replaceFirst("## Dispatch Path", "## Dispatch \xff Path"), Named | CheckNamed},
        {"log BOM", "rms_norm", Log, bom(), 0},
        // Round 2's heading read as text: round 1 runs on; said at the line, not silently merged.
        {"log no-break space after ##", "rms_norm", Log, replaceFirst("## Iteration 2（", "##\xC2\xA0Iteration 2（"), Named | Located, 126},
        // "v2_" is what the reader's id keeps: said at the line, and strict fails the unmeasured winner.
        {"log zero width space in the winner", "rms_norm", Log, replaceFirst("winner: v2_ubreuse", "winner: v2_\xE2\x80\x8Bubreuse"), Named | Located | CheckNamed, 188},
        {"log CRLF", "rms_norm", Log, crlf(), 0},
        {"log empty", "rms_norm", Log, setTo(QByteArray()), CheckNamed},
        {"log truncated", "rms_norm", Log, cutAt(0.5), CheckNamed},
        {"log binary", "rms_norm", Log, setTo(binary(5000)), CheckNamed},
        {"log 100000 table columns", "rms_norm", Log, replaceFirst("\n## Dispatch Path", "\n\n" + QByteArray("|c").repeated(100000) + "|\n" + QByteArray("|-").repeated(100000) + "|\n\n## Dispatch Path"), 0},
        {"log NaN cell", "rms_norm", Log, replaceFirst("| min(NUM_CORES, M / rows) |", "| NaN |"), Named | Located, 18},
        // --- msprof CSVs ----------------------------------------------------------------------
        {"csv OpBasicInfo empty", "rms_norm", Basic, setTo(QByteArray()), Named | ProfileFails},
        {"csv OpBasicInfo header only", "rms_norm", Basic, onLine(2, [](QByteArray) -> QByteArray { return QByteArray(); }), Named | ProfileFails},
        {"csv OpBasicInfo ragged row", "rms_norm", Basic, onLine(2, [](QByteArray l) -> QByteArray { return l + ",1,2,3"; }), Named | Located | ProfileFails, 2},
        {"csv OpBasicInfo missing Task Duration", "rms_norm", Basic, replaceFirst("Task Duration(us)", "Task Time"), Named | ProfileFails},
        {"csv OpBasicInfo duplicated column", "rms_norm", Basic, replaceFirst("Op Type,", "Op Name,"), Named},
        {"csv OpBasicInfo quoted newline", "rms_norm", Basic, replaceOnLine(2, "main_kernel", "\"main\nkernel\""), 0},
        {"csv OpBasicInfo nan duration", "rms_norm", Basic, [](QByteArray b) -> QByteArray { QList<QByteArray> l = b.split('\n'); QList<QByteArray> c = l[1].split(','); c[2] = "nan"; l[1] = c.join(','); return l.join('\n'); }, Named | Located | ProfileFails, 2},
        {"csv OpBasicInfo NUL in duration", "rms_norm", Basic, [](QByteArray b) -> QByteArray { QList<QByteArray> l = b.split('\n'); QList<QByteArray> c = l[1].split(','); c[2].insert(2, '\0'); l[1] = c.join(','); return l.join('\n'); }, Named | Located | ProfileFails, 2},
        {"csv OpBasicInfo binary", "rms_norm", Basic, setTo(binary(3000)), Named | ProfileFails},
        {"csv OpBasicInfo BOM", "rms_norm", Basic, bom(), 0},
        {"csv OpBasicInfo CRLF", "rms_norm", Basic, crlf(), 0},
        {"csv PipeUtilization ragged", "rms_norm", Pipe, onLine(3, [](QByteArray l) -> QByteArray { return l + ",9,9"; }), ProfileFails},
        {"csv PipeUtilization truncated", "rms_norm", Pipe, cutAt(0.5), 0},
        {"csv PipeUtilization invalid UTF-8", "rms_norm", Pipe, replaceFirst(",", "\xff,"), 0},
        {"csv PipeUtilization 1000000 rows", "rms_norm", Pipe, [](QByteArray) -> QByteArray { QByteArray out = "block_id,sub_block_id,aiv_time(us)\n"; out.reserve(15 * 1000001); for (int i = 0; i < 1000000; ++i) out += "0,vector0,1.5\n"; return out; }, 0},
        // --- kernels --------------------------------------------------------------------------
        {"kernel final empty", "rms_norm", "perf_opt/rms_norm.py", setTo(QByteArray()), CheckNamed},
        {"kernel final binary", "rms_norm", "perf_opt/rms_norm.py", setTo(binary(4000)), CheckNamed},
        {"kernel branch NUL bytes", "rms_norm", Branch, replaceFirst("def ", "d" + nul() + "ef "), 0},
        {"kernel baseline invalid UTF-8", "rms_norm", "rms_norm.py", replaceFirst("def ", "\xff\xfe def "), 0},
    };
    return all;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

struct Counts {
    int records = -1, rounds = -1, runs = -1, inventory = -1;
};

Counts countsOf(const QJsonObject &inspect)
{
    Counts c;
    c.records = inspect.value(QStringLiteral("records")).toObject().value(QStringLiteral("valid")).toInt(-1);
    c.rounds = inspect.value(QStringLiteral("opt_log")).toObject().value(QStringLiteral("rounds")).toArray().size();
    c.runs = inspect.value(QStringLiteral("profiles")).toObject().value(QStringLiteral("runs")).toArray().size();
    c.inventory = inspect.value(QStringLiteral("variants")).toArray().size(); // kernels stand in: the inventory is not in the JSON
    return c;
}

bool sanitizerReport(const QByteArray &err)
{
    return err.contains("AddressSanitizer") || err.contains("runtime error:") || err.contains("LeakSanitizer");
}

} // namespace

class TestBadInputs : public QObject
{
    Q_OBJECT

private:
    QHash<QString, Counts> m_clean; // per sample

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(cases().size() >= 60);
        for (const QString &sample : {QStringLiteral("rms_norm"), QStringLiteral("argmax_like")}) {
            const CliResult r = runCli({QStringLiteral("inspect"), RunCopy::sample(sample), QStringLiteral("--json")});
            QCOMPARE(r.exitCode, 0);
            m_clean.insert(sample, countsOf(QJsonDocument::fromJson(r.out).object()));
        }
    }

    void catalogue_data()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < cases().size(); ++i)
            QTest::newRow(cases()[i].name) << i;
    }

    void catalogue()
    {
        QFETCH(int, index);
        const Case &c = cases()[index];
        const QString sample = QString::fromLatin1(c.sample);
        const QString file = QString::fromLatin1(c.file);
        QTemporaryDir dir(RunCopy::tempTemplate());
        const QString run = dir.filePath(sample);
        QVERIFY(RunCopy::copyTree(RunCopy::sample(sample), run));
        const QString path = run + QLatin1Char('/') + file;
        const QByteArray before = readAll(path);
        QVERIFY2(QFileInfo::exists(path), qPrintable(path));
        const QByteArray after = c.edit(before);
        QVERIFY2(after != before, "the edit changed nothing: the sample moved on");
        {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(after);
        }
        QTemporaryDir outDir;
        const QString launchDir = QFileInfo(path).absolutePath();
        struct Command {
            QString name;
            QStringList arguments;
            QList<int> exits;
        };
        QList<Command> commands {
            {QStringLiteral("inspect"), {QStringLiteral("inspect"), run, QStringLiteral("--json")}, {0}},
            {QStringLiteral("check workflow"), {QStringLiteral("check"), run, QStringLiteral("--json"), QStringLiteral("--profile"), QStringLiteral("workflow"), QStringLiteral("--no-workspace"), QStringLiteral("--no-git")}, {0, 1}},
            {QStringLiteral("check strict"), {QStringLiteral("check"), run, QStringLiteral("--json"), QStringLiteral("--profile"), QStringLiteral("strict"), QStringLiteral("--no-workspace"), QStringLiteral("--no-git")}, {0, 1}},
            {QStringLiteral("summary"), {QStringLiteral("summary"), run}, {0, 1}},
            {QStringLiteral("chart"), {QStringLiteral("chart"), run, QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("-o"), outDir.filePath(QStringLiteral("c.csv"))}, {0, 1}},
            {QStringLiteral("export"), {QStringLiteral("export"), QStringLiteral("review"), run, QStringLiteral("--no-workspace"), QStringLiteral("-o"), outDir.filePath(QStringLiteral("r.md"))}, {0, 1}},
        };
        if (file.contains(QLatin1String("/profiles/")))
            commands.append({QStringLiteral("profile"), {QStringLiteral("profile"), QFileInfo(launchDir).absolutePath()}, {0, 1}});
        // All commands at once: the catalogue is large and each command is one process.
        QList<QProcess *> processes;
        for (const Command &command : std::as_const(commands)) {
            auto *p = new QProcess(this);
            p->start(QStringLiteral(PERFOPT_CLI_PATH), command.arguments);
            processes.append(p);
        }
        QHash<QString, CliResult> results;
        for (int i = 0; i < commands.size(); ++i) {
            QProcess *p = processes[i];
            const bool finished = p->waitForFinished(300000);
            CliResult r;
            if (finished && p->exitStatus() == QProcess::NormalExit)
                r.exitCode = p->exitCode();
            else if (!finished)
                p->kill();
            p->waitForFinished();
            r.out = p->readAllStandardOutput();
            r.err = p->readAllStandardError();
            delete p;
            const Command &command = commands[i];
            QVERIFY2(finished, qPrintable(command.name + QStringLiteral(": hung")));
            QVERIFY2(!sanitizerReport(r.err), qPrintable(command.name + QLatin1Char('\n') + QString::fromUtf8(r.err.left(3000))));
            QVERIFY2(command.exits.contains(r.exitCode),
                     qPrintable(QStringLiteral("%1: exit %2\n%3").arg(command.name).arg(r.exitCode).arg(QString::fromUtf8(r.err.left(2000)))));
            results.insert(command.name, r);
        }

        const QJsonObject inspect = QJsonDocument::fromJson(results[QStringLiteral("inspect")].out).object();
        QVERIFY(!inspect.isEmpty());
        if (c.expect & Named) {
            bool named = false;
            bool located = false;
            for (const QJsonValue &v : inspect.value(QStringLiteral("diagnostics")).toArray()) {
                const QJsonObject d = v.toObject();
                if (d.value(QStringLiteral("file")).toString() != file)
                    continue;
                named = true;
                located = located || d.value(QStringLiteral("line")).toInt() == c.line;
            }
            QVERIFY2(named, qPrintable(QStringLiteral("inspect does not name %1").arg(file)));
            if (c.expect & Located)
                QVERIFY2(located, qPrintable(QStringLiteral("inspect does not name %1:%2").arg(file).arg(c.line)));
        }
        if (c.expect & CheckNamed) {
            const QJsonObject check = QJsonDocument::fromJson(results[QStringLiteral("check strict")].out).object();
            bool named = false;
            for (const QString &kind : {QStringLiteral("failures"), QStringLiteral("warnings")})
                for (const QJsonValue &v : check.value(kind).toArray())
                    named = named || v.toObject().value(QStringLiteral("file")).toString() == file;
            QVERIFY2(named, qPrintable(QStringLiteral("check does not name %1").arg(file)));
        }
        if (c.expect & ProfileFails) {
            const CliResult &profile = results[QStringLiteral("profile")];
            QCOMPARE(profile.exitCode, 1);
            QVERIFY2(profile.err.contains(QByteArray(QFileInfo(path).fileName().toUtf8() + ':')), profile.err.constData());
        }
        // Whatever the defect does not touch is still loaded.
        const Counts clean = m_clean.value(sample);
        const Counts now = countsOf(inspect);
        if (file != QLatin1String(Records))
            QCOMPARE(now.records, clean.records);
        if (file != QLatin1String(Log))
            QCOMPARE(now.rounds, clean.rounds);
        if (!file.endsWith(QLatin1String(".py")))
            QCOMPARE(now.inventory, clean.inventory);
        if (!file.contains(QLatin1String("/profiles/")))
            QCOMPARE(now.runs, clean.runs);
    }
};

QTEST_GUILESS_MAIN(TestBadInputs)
#include "tst_badinputs.moc"
