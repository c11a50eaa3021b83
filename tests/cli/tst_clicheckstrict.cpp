// SPDX-License-Identifier: MIT
// The strict profile from the command line:
// `perfopt check DIR --profile strict --json --no-workspace` on perfopt-synth fixtures.
#include "clirunner.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString synthRun(const QTemporaryDir &tmp, const QStringList &arguments)
{
    const QString dir = tmp.filePath(u"synth_norm_kernel"_s);
    const CliResult r = runProgram(QStringLiteral(PERFOPT_SYNTH_PATH), QStringList{dir} + arguments);
    return r.exitCode == 0 ? dir : QString();
}

QStringList findings(const QJsonArray &array)
{
    QStringList out;
    for (const QJsonValue &v : array) {
        const QJsonObject f = v.toObject();
        out.append(f.value(u"rule_id").toString() + u' ' + f.value(u"severity").toString() + u' '
                   + f.value(u"file").toString() + u':' + QString::number(f.value(u"line").toInt()));
    }
    return out;
}

} // namespace

class TestCliCheckStrict : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void strictJson_data();
    void strictJson();
    void noWorkspaceLeavesTheDatabaseAlone();
    void rewrittenRecordsFailEveryLaterCheck();
    void theLogsReadingIsSaid();
};

void TestCliCheckStrict::strictJson_data()
{
    QTest::addColumn<QStringList>("synth");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("failures");
    QTest::addColumn<QStringList>("warnings");
    const QStringList b{u"--generation"_s, u"B"_s};
    QTest::newRow("valid Gen B run") << b << 0 << QStringList() << QStringList();
    QTest::newRow("regression") << b + QStringList{u"--defect"_s, u"regression"_s} << 1
                                << QStringList{u"REVIEW-NON-REGRESSION error perf_opt/opt_log.md:76"_s} << QStringList();
    QTest::newRow("forbidden files and an unknown parent")
        << b + QStringList{u"--defect"_s, u"forbidden-file,unknown-parent"_s} << 1
        << QStringList{u"REVIEW-LAYOUT error perf_opt/debug_log.md:0"_s, u"REVIEW-LAYOUT error perf_opt/op_debug.log:0"_s,
                       u"REVIEW-LINEAGE error perf_opt/perf_records.jsonl:31"_s}
        << QStringList();
    QTest::newRow("warnings alone pass") << b + QStringList{u"--defect"_s, u"small-win-no-ab,plateau-mismatch"_s} << 0
                                         << QStringList()
                                         << QStringList{u"REVIEW-SMALL-WIN warning perf_opt/perf_records.jsonl:10"_s,
                                                        u"REVIEW-SMALL-WIN warning perf_opt/perf_records.jsonl:11"_s,
                                                        u"REVIEW-TERMINATION warning perf_opt/opt_log.md:219"_s};
}

void TestCliCheckStrict::strictJson()
{
    QFETCH(QStringList, synth);
    QFETCH(int, exitCode);
    QFETCH(QStringList, failures);
    QFETCH(QStringList, warnings);
    QTemporaryDir tmp;
    const QString dir = synthRun(tmp, synth);
    QVERIFY(!dir.isEmpty());
    const CliResult r = runCli({u"check"_s, dir, u"--profile"_s, u"strict"_s, u"--json"_s, u"--no-workspace"_s,
                                u"--no-git"_s});
    QVERIFY2(r.exitCode == exitCode, r.out.constData());
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(root.value(u"profile").toString(), u"strict"_s);
    QCOMPARE(root.value(u"passed").toBool(), exitCode == 0);
    QCOMPARE(findings(root.value(u"failures").toArray()), failures);
    QCOMPARE(findings(root.value(u"warnings").toArray()), warnings);
}

void TestCliCheckStrict::noWorkspaceLeavesTheDatabaseAlone()
{
    QTemporaryDir tmp;
    const QString dir = synthRun(tmp, {u"--generation"_s, u"B"_s});
    QVERIFY(!dir.isEmpty());
    const QString data = tmp.filePath(u"xdg-data"_s);
    for (bool noWorkspace : {true, false}) {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"XDG_DATA_HOME"_s, data);
        process.setProcessEnvironment(env);
        QStringList args{u"check"_s, dir, u"--profile"_s, u"strict"_s, u"--json"_s};
        if (noWorkspace)
            args.append(u"--no-workspace"_s);
        process.start(QStringLiteral(PERFOPT_CLI_PATH), args);
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        // With --no-workspace nothing is written; without it the snapshot database appears.
        QCOMPARE(QDir(data).exists(), !noWorkspace);
    }
}

// The check that finds a rewritten line does not make the rewrite the workspace's new snapshot:
// the next checks fail as well, and appending to the rewritten file does not clear it.
void TestCliCheckStrict::rewrittenRecordsFailEveryLaterCheck()
{
    QTemporaryDir tmp;
    const QString dir = synthRun(tmp, {u"--generation"_s, u"A"_s});
    QVERIFY(!dir.isEmpty());
    const QString data = tmp.filePath(u"xdg-data"_s);
    QByteArray err;
    const auto check = [&](const QStringList &extra = {}) {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"XDG_DATA_HOME"_s, data);
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(PERFOPT_CLI_PATH),
                      QStringList {u"check"_s, dir, u"--profile"_s, u"strict"_s, u"--json"_s, u"--no-git"_s} + extra);
        process.waitForFinished(60000);
        err = process.readAllStandardError();
        QStringList appendOnly;
        for (const QString &f :
             findings(QJsonDocument::fromJson(process.readAllStandardOutput()).object().value(u"failures"_s).toArray()))
            if (f.startsWith(u"REVIEW-APPEND-ONLY"_s))
                appendOnly.append(f);
        return appendOnly;
    };
    QCOMPARE(check(), QStringList());
    QFile records(dir + u"/perf_opt/perf_records.jsonl"_s);
    QVERIFY(records.open(QIODevice::ReadOnly));
    QByteArray bytes = records.readAll();
    records.close();
    const qsizetype third = bytes.indexOf('\n', bytes.indexOf('\n', bytes.indexOf('\n') + 1) + 1) + 1;
    const qsizetype digit = bytes.indexOf("\"duration_us\": ", third) + 15;
    QVERIFY(digit > third && bytes.at(digit) >= '0' && bytes.at(digit) <= '8');
    bytes[digit] = char(bytes.at(digit) + 1);
    const auto rewrite = [&](const QByteArray &text) {
        QFile file(records.fileName());
        return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(text) == text.size();
    };
    QVERIFY(rewrite(bytes));
    const QStringList expected {u"REVIEW-APPEND-ONLY error perf_opt/perf_records.jsonl:4"_s};
    QCOMPARE(check(), expected);
    QCOMPARE(check(), expected);
    QVERIFY(rewrite(bytes + bytes.first(third)));
    QCOMPARE(check(), expected);
    QVERIFY2(err.contains("--accept-records"), err.constData());
    // A reviewer who knows the run was restarted accepts the file: that check still says what
    // changed, the next ones compare with the accepted file.
    QCOMPARE(check({u"--accept-records"_s}), expected);
    QCOMPARE(check(), QStringList());
    QVERIFY2(!err.contains("--accept-records"), err.constData());
}

// What reading the log noticed (here a code fence never closed, which hides the rounds after it)
// is printed with the strict check's results, file and line, apart from them: the verdict is the
// rules'. A clean log has nothing there; the workflow profile, the gate's own output, has no such part.
void TestCliCheckStrict::theLogsReadingIsSaid()
{
    QTemporaryDir tmp;
    const QString dir = synthRun(tmp, {u"--generation"_s, u"A"_s});
    QVERIFY(!dir.isEmpty());
    const QStringList strict {u"check"_s, dir, u"--profile"_s, u"strict"_s, u"--no-workspace"_s, u"--no-git"_s};
    const QJsonObject clean = QJsonDocument::fromJson(runCli(strict + QStringList {u"--json"_s}).out).object();
    QVERIFY(clean.contains(u"log_reading"_s));
    QCOMPARE(clean.value(u"log_reading"_s).toArray().size(), 0);

    QFile log(dir + u"/perf_opt/opt_log.md"_s);
    QVERIFY(log.open(QIODevice::ReadOnly));
    QList<QByteArray> lines = log.readAll().split('\n');
    log.close();
    const int fenceLine = int(lines.size()) / 2;
    lines.insert(fenceLine - 1, "```python");
    QVERIFY(log.open(QIODevice::WriteOnly | QIODevice::Truncate));
    log.write(lines.join('\n'));
    log.close();

    const QJsonArray reading = QJsonDocument::fromJson(runCli(strict + QStringList {u"--json"_s}).out)
                                   .object()
                                   .value(u"log_reading"_s)
                                   .toArray();
    QStringList fences;
    for (const QJsonValue &v : reading) {
        const QJsonObject d = v.toObject();
        QCOMPARE(d.value(u"severity"_s).toString(), u"warning"_s);
        QVERIFY(!d.value(u"message"_s).toString().isEmpty());
        if (d.value(u"code"_s).toString() == u"optlog.unterminated-fence"_s)
            fences.append(d.value(u"file"_s).toString() + u':' + QString::number(d.value(u"line"_s).toInt()));
    }
    QCOMPARE(fences, QStringList {u"perf_opt/opt_log.md:%1"_s.arg(fenceLine)});
    const CliResult text = runCli(strict);
    const QByteArray said = QByteArray("\n  WARNING optlog.unterminated-fence perf_opt/opt_log.md:")
        + QByteArray::number(fenceLine) + ": ";
    QVERIFY2(text.out.contains(said), text.out.constData());
    const QJsonObject workflow
        = QJsonDocument::fromJson(
              runCli({u"check"_s, dir, u"--profile"_s, u"workflow"_s, u"--json"_s, u"--no-git"_s}).out)
              .object();
    QVERIFY(workflow.contains(u"passed"_s));
    QVERIFY(!workflow.contains(u"log_reading"_s));
}

QTEST_GUILESS_MAIN(TestCliCheckStrict)
#include "tst_clicheckstrict.moc"
