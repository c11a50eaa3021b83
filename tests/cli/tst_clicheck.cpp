// SPDX-License-Identifier: MIT
// `perfopt check DIR --profile workflow`, run as a user would: exit codes, the JSON shape the
// workflow's own `statectl gate 4` uses ({failures, warnings} of {rule_id, file, message}) plus our
// line numbers, and the text form.
#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

QByteArray finalKernel()
{
    return QByteArrayLiteral(R"(import argparse
import tilelang


@tilelang.jit(target="npuir")
def toy_op_kernel(M, N):
    return None


def run_L0():
    return 0


def run_L1():
    return 1


def run_L2():
    return 2


def run_boundary():
    return 3


if __name__ == "__main__":
    argparse.ArgumentParser().add_argument("--level")
)");
}

// Line 14 holds the claim; line 7 the comparison table header.
QByteArray optLog(const QByteArray &claim, bool retrospective, bool table)
{
    return QByteArrayLiteral("# toy_op 性能调优日志\n"
                             "\n"
                             "## Iteration 1\n"
                             "\n"
                             "### 候选 vs current best 对比表\n"
                             "\n")
        + (table ? QByteArrayLiteral("| candidate | Task Duration(us) |\n")
                 : QByteArrayLiteral("| candidate | 耗时(us) |\n"))
        + QByteArrayLiteral("|---|---:|\n"
                            "| baseline | 40.00 |\n"
                            "| v1_pipe | 30.00 |\n"
                            "\n"
                            "## Final Summary\n"
                            "\n"
                            "- final_latency: ")
        + claim + QByteArrayLiteral(" us\n\n")
        + (retrospective ? QByteArrayLiteral("## Skill Retrospective\n\n- 无\n")
                         : QByteArrayLiteral("## 复盘\n\n- 无\n"));
}

QByteArray record(int round, const char *candidate, const char *duration)
{
    return QStringLiteral("{\"round\": %1, \"candidate_id\": \"%2\", \"parent_id\": null, \"dispatch_path\": \"main\", "
                          "\"workload\": \"fp16_1024\", \"duration_us\": %3, \"l0_pass\": true, "
                          "\"timestamp\": \"2026-09-24T01:00:00Z\"}\n")
        .arg(round)
        .arg(QLatin1String(candidate), QLatin1String(duration))
        .toUtf8();
}

QByteArray feedbackWithoutAnchor()
{
    return QByteArrayLiteral("# 性能反馈（[DESIGN_LIMIT]）\n\n"
                             "## 触发判定\n\n- 设计层归因: 行切分。\n- 结构性加速估计: 3x。\n\n"
                             "## 假设\n\n- UB 利用率低。\n\n"
                             "## 实测\n\n- msprof op Task Duration 30.00 us。\n\n"
                             "## 影响面\n\n- 仅 toy_op。\n\n"
                             "## 反馈结论\n\n- 建议路由: 设计修订\n");
}

enum class Run { Passing, Failing, FeedbackA1Only };

// Writes a small Gen A operator directory and returns its path.
QString writeRun(const QTemporaryDir &tmp, Run kind)
{
    const QString op = tmp.filePath(QStringLiteral("toy_op"));
    QMap<QString, QByteArray> files {
        {QStringLiteral("toy_op.py"), "# baseline\n"},
        {QStringLiteral("perf_opt/toy_op.py"), finalKernel()},
        {QStringLiteral("perf_opt/opt_log.md"), optLog("30.00", true, true)},
        {QStringLiteral("perf_opt/perf_records.jsonl"), record(0, "baseline", "40.0") + record(1, "v1_pipe", "30.0")}};
    if (kind == Run::Failing) {
        // SCHEMA on line 3, COMPTABLE (no line), RECON on line 14; a warning for the retrospective.
        files[QStringLiteral("perf_opt/opt_log.md")] = optLog("35.00", false, false);
        files[QStringLiteral("perf_opt/perf_records.jsonl")].append("{broken\n");
    } else if (kind == Run::FeedbackA1Only) {
        files[QStringLiteral("perf_opt/perf_feedback.md")] = feedbackWithoutAnchor();
    }
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        const QString path = QDir(op).filePath(it.key());
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(it.value()) != it.value().size())
            return QString();
    }
    return op;
}

QStringList ruleIds(const QJsonArray &findings)
{
    QStringList out;
    for (const QJsonValue &v : findings)
        out.append(v.toObject().value(QLatin1String("rule_id")).toString());
    return out;
}

} // namespace

class TestCliCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void json_data();
    void json();
    void failureFields();
    void text_data();
    void text();
    void feedbackSchemaOption_data();
    void feedbackSchemaOption();
    void repoRootOption();
    void usageErrors_data();
    void usageErrors();
};

void TestCliCheck::json_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("openPerfOpt"); // open perf_opt/ itself instead of the operator directory
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("failures");
    QTest::addColumn<QStringList>("warnings");
    const QStringList failing {QStringLiteral("S4-PERF-RECORDS-SCHEMA"), QStringLiteral("S4-OPTLOG-COMPTABLE"),
                               QStringLiteral("S4-PERF-RECORDS-RECON")};
    QTest::newRow("passing run") << int(Run::Passing) << false << 0 << QStringList() << QStringList();
    QTest::newRow("passing run opened at perf_opt/")
        << int(Run::Passing) << true << 0 << QStringList() << QStringList();
    QTest::newRow("failing run") << int(Run::Failing) << false << 1 << failing
                                 << QStringList {QStringLiteral("S4-OPTLOG")};
    QTest::newRow("failing run opened at perf_opt/")
        << int(Run::Failing) << true << 1 << failing << QStringList {QStringLiteral("S4-OPTLOG")};
}

void TestCliCheck::json()
{
    QFETCH(int, kind);
    QFETCH(bool, openPerfOpt);
    QFETCH(int, exitCode);
    QFETCH(QStringList, failures);
    QFETCH(QStringList, warnings);
    QTemporaryDir tmp;
    const QString op = writeRun(tmp, Run(kind));
    QVERIFY(!op.isEmpty());
    const QString dir = openPerfOpt ? QDir(op).filePath(QStringLiteral("perf_opt")) : op;
    const CliResult r = runCli({QStringLiteral("check"), dir, QStringLiteral("--profile"), QStringLiteral("workflow"),
                                QStringLiteral("--json")});
    QVERIFY2(r.exitCode == exitCode, r.err.constData());
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(r.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(root.value(QLatin1String("profile")).toString(), QStringLiteral("workflow"));
    QCOMPARE(root.value(QLatin1String("generation")).toString(), QStringLiteral("A"));
    QVERIFY(root.value(QLatin1String("passed")).isBool());
    QCOMPARE(root.value(QLatin1String("passed")).toBool(), exitCode == 0);
    QVERIFY(root.value(QLatin1String("failures")).isArray());
    QVERIFY(root.value(QLatin1String("warnings")).isArray());
    QCOMPARE(ruleIds(root.value(QLatin1String("failures")).toArray()), failures);
    QCOMPARE(ruleIds(root.value(QLatin1String("warnings")).toArray()), warnings);
}

void TestCliCheck::failureFields()
{
    QTemporaryDir tmp;
    const QString op = writeRun(tmp, Run::Failing);
    QVERIFY(!op.isEmpty());
    const CliResult r = runCli({QStringLiteral("check"), op, QStringLiteral("--profile"), QStringLiteral("workflow"),
                                QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 1);
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    const QJsonArray failures = root.value(QLatin1String("failures")).toArray();
    QCOMPARE(failures.size(), 3);
    // {rule_id, file, message} as the workflow prints them, plus the line when the rule has one.
    struct Expected
    {
        const char *rule;
        const char *file;
        int line; // 0: no "line" key
    };
    const Expected expected[] = {{"S4-PERF-RECORDS-SCHEMA", "perf_opt/perf_records.jsonl", 3},
                                 {"S4-OPTLOG-COMPTABLE", "perf_opt/opt_log.md", 0},
                                 {"S4-PERF-RECORDS-RECON", "perf_opt/opt_log.md", 14}};
    for (int i = 0; i < 3; ++i) {
        const QJsonObject f = failures.at(i).toObject();
        QCOMPARE(f.value(QLatin1String("rule_id")).toString(), QLatin1String(expected[i].rule));
        QCOMPARE(f.value(QLatin1String("file")).toString(), QLatin1String(expected[i].file));
        QCOMPARE(f.value(QLatin1String("severity")).toString(), QStringLiteral("error"));
        QVERIFY(f.value(QLatin1String("message")).isString());
        QVERIFY(!f.value(QLatin1String("message")).toString().isEmpty());
        if (expected[i].line > 0)
            QCOMPARE(f.value(QLatin1String("line")).toInt(), expected[i].line);
        else
            QVERIFY(!f.contains(QLatin1String("line")));
    }
    const QJsonObject warning = root.value(QLatin1String("warnings")).toArray().at(0).toObject();
    QCOMPARE(warning.value(QLatin1String("rule_id")).toString(), QStringLiteral("S4-OPTLOG"));
    QCOMPARE(warning.value(QLatin1String("file")).toString(), QStringLiteral("perf_opt/opt_log.md"));
    QCOMPARE(warning.value(QLatin1String("severity")).toString(), QStringLiteral("warning"));
    QVERIFY(!warning.value(QLatin1String("message")).toString().isEmpty());
}

void TestCliCheck::text_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("contains");
    QTest::newRow("passing run") << int(Run::Passing) << 0
                                 << QStringList {QStringLiteral("workflow profile, Gen A: PASS"),
                                                 QStringLiteral("0 failure(s), 0 warning(s)")};
    QTest::newRow("failing run") << int(Run::Failing) << 1
                                 << QStringList {QStringLiteral("S4-PERF-RECORDS-SCHEMA perf_opt/perf_records.jsonl:3"),
                                                 QStringLiteral("S4-OPTLOG-COMPTABLE perf_opt/opt_log.md"),
                                                 QStringLiteral("S4-PERF-RECORDS-RECON perf_opt/opt_log.md:14"),
                                                 QStringLiteral("S4-OPTLOG perf_opt/opt_log.md"),
                                                 QStringLiteral("workflow profile, Gen A: FAIL"),
                                                 QStringLiteral("3 failure(s), 1 warning(s)")};
}

void TestCliCheck::text()
{
    QFETCH(int, kind);
    QFETCH(int, exitCode);
    QFETCH(QStringList, contains);
    QTemporaryDir tmp;
    const QString op = writeRun(tmp, Run(kind));
    QVERIFY(!op.isEmpty());
    const CliResult r = runCli({QStringLiteral("check"), QStringLiteral("--profile"), QStringLiteral("workflow"), op});
    QVERIFY2(r.exitCode == exitCode, r.err.constData());
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(!out.contains(QLatin1Char('\x1b')), "no colour when stdout is not a terminal");
    for (const QString &needle : contains)
        QVERIFY2(out.contains(needle), qPrintable(needle + QLatin1String(" not in:\n") + out));
}

void TestCliCheck::feedbackSchemaOption_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("failures");
    QTest::newRow("A1 by default needs 参照锚定")
        << QStringList() << 1 << QStringList {QStringLiteral("S4-PERF-FEEDBACK-SCHEMA")};
    QTest::newRow("A1 explicitly") << QStringList {QStringLiteral("--feedback-schema"), QStringLiteral("A1")} << 1
                                   << QStringList {QStringLiteral("S4-PERF-FEEDBACK-SCHEMA")};
    QTest::newRow("A0 has five sections")
        << QStringList {QStringLiteral("--feedback-schema"), QStringLiteral("A0")} << 0 << QStringList();
}

void TestCliCheck::feedbackSchemaOption()
{
    QFETCH(QStringList, options);
    QFETCH(int, exitCode);
    QFETCH(QStringList, failures);
    QTemporaryDir tmp;
    const QString op = writeRun(tmp, Run::FeedbackA1Only);
    QVERIFY(!op.isEmpty());
    const CliResult r = runCli(QStringList {QStringLiteral("check"), op, QStringLiteral("--profile"),
                                            QStringLiteral("workflow"), QStringLiteral("--json")}
                               + options);
    QVERIFY2(r.exitCode == exitCode, r.err.constData());
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(ruleIds(root.value(QLatin1String("failures")).toArray()), failures);
}

void TestCliCheck::repoRootOption()
{
    // A perf_feedback.md that cites docs/tuning.md; no .git or .agents above the temporary run.
    QTemporaryDir tmp;
    const QString op = writeRun(tmp, Run::FeedbackA1Only);
    QVERIFY(!op.isEmpty());
    QFile feedback(op + QStringLiteral("/perf_opt/perf_feedback.md"));
    QVERIFY(feedback.open(QIODevice::Append));
    feedback.write("- 参考 docs/tuning.md。\n");
    feedback.close();
    const auto refs = [&](const QStringList &extra) {
        const CliResult r = runCli(QStringList {QStringLiteral("check"), op, QStringLiteral("--profile"),
                                                QStringLiteral("workflow"), QStringLiteral("--feedback-schema"),
                                                QStringLiteral("A0"), QStringLiteral("--json")}
                                   + extra);
        const QJsonObject root = QJsonDocument::fromJson(r.out).object();
        QStringList found;
        for (const char *list : {"failures", "warnings"})
            for (const QJsonValue v : root.value(QLatin1String(list)).toArray())
                if (v.toObject().value(QLatin1String("rule_id")).toString() == QLatin1String("S4-PERF-FEEDBACK-REF"))
                    found.append(QLatin1String(list));
        return std::pair {r.exitCode, found};
    };
    // Unknown root: a warning that the reference was not checked, never a silent pass.
    QCOMPARE(refs({}), (std::pair {0, QStringList {QStringLiteral("warnings")}}));
    // A named root without the file: the gate's error.
    QTemporaryDir repo;
    QCOMPARE(refs({QStringLiteral("--repo-root"), repo.path()}), (std::pair {1, QStringList {QStringLiteral("failures")}}));
    // With the file: nothing to say.
    QVERIFY(QDir(repo.path()).mkpath(QStringLiteral("docs")));
    QFile doc(repo.filePath(QStringLiteral("docs/tuning.md")));
    QVERIFY(doc.open(QIODevice::WriteOnly));
    doc.close();
    QCOMPARE(refs({QStringLiteral("--repo-root"), repo.path()}), (std::pair {0, QStringList()}));
    const CliResult bad = runCli({QStringLiteral("check"), op, QStringLiteral("--repo-root"), tmp.filePath(QStringLiteral("none"))});
    QCOMPARE(bad.exitCode, 2);
}

void TestCliCheck::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString valid = QStringLiteral("@RUN@");
    QTest::newRow("unknown profile") << QStringList {QStringLiteral("check"), valid, QStringLiteral("--profile"),
                                                     QStringLiteral("lenient"), QStringLiteral("--json")}
                                     << QStringLiteral("usage");
    QTest::newRow("nonexistent directory")
        << QStringList {QStringLiteral("check"), QStringLiteral("/nonexistent/perf_run"), QStringLiteral("--profile"),
                        QStringLiteral("workflow")}
        << QStringLiteral("/nonexistent/perf_run");
    QTest::newRow("no directory") << QStringList {QStringLiteral("check"), QStringLiteral("--profile"),
                                                  QStringLiteral("workflow")}
                                  << QStringLiteral("usage");
    QTest::newRow("two directories") << QStringList {QStringLiteral("check"), valid, valid} << QStringLiteral("usage");
    QTest::newRow("noise nan") << QStringList {QStringLiteral("check"), valid, QStringLiteral("--noise"), QStringLiteral("nan")}
                               << QStringLiteral("usage");
    QTest::newRow("unknown feedback schema")
        << QStringList {QStringLiteral("check"), valid, QStringLiteral("--feedback-schema"), QStringLiteral("A2")}
        << QStringLiteral("usage");
    QTest::newRow("unknown option") << QStringList {QStringLiteral("check"), valid, QStringLiteral("--bogus")}
                                    << QStringLiteral("bogus");
}

void TestCliCheck::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    // "@RUN@" stands for a valid run, so that only the one wrong argument can cause exit code 2.
    QTemporaryDir tmp;
    const QString op = writeRun(tmp, Run::Passing);
    QVERIFY(!op.isEmpty());
    for (QString &a : arguments)
        a.replace(QLatin1String("@RUN@"), op);
    const CliResult r = runCli(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliCheck)
#include "tst_clicheck.moc"
