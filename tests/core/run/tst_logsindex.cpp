// SPDX-License-Identifier: MIT
#include "profiles/profilejson.h"
#include "run/logsindex.h"

#include "base/jsonstreamwriter.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString project = QStringLiteral(PERFOPT_TEST_DATA_DIR "/msprof/project");

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestLogsIndex : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundForPath_data();
    void roundForPath();
    void scanFixture();
    void symlinks();
    void missingDirectories();
    void cancel();
    void json();
    void demoLogs();
};

void TestLogsIndex::roundForPath_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("round");
    QTest::addColumn<QString>("phase");

    QTest::newRow("round folder") << QStringLiteral("round3/v3op1.log") << 3 << QString();
    QTest::newRow("round_N folder") << QStringLiteral("round_4/run.log") << 4 << QString();
    QTest::newRow("round-N") << QStringLiteral("round-12.log") << 12 << QString();
    QTest::newRow("Round capitalised") << QStringLiteral("Round7/x.log") << 7 << QString();
    QTest::newRow("iter") << QStringLiteral("iter5.log") << 5 << QString();
    QTest::newRow("iteration_") << QStringLiteral("iteration_6/bench.txt") << 6 << QString();
    QTest::newRow("r prefix") << QStringLiteral("r2_candidate.log") << 2 << QString();
    QTest::newRow("r with letter") << QStringLiteral("r7f_pipe2.log") << 7 << QString();
    QTest::newRow("r10") << QStringLiteral("r10_precision_fix/run.log") << 10 << QString();
    QTest::newRow("v prefix") << QStringLiteral("v3_op2.log") << 3 << QString();
    QTest::newRow("Gen A branch name") << QStringLiteral("_gqa_prefill_fwd_kernel_opt_v2_vmask.log") << 2 << QString();
    QTest::newRow("v glued") << QStringLiteral("v2op1_16m_fp32_bs12288.log") << 2 << QString();
    QTest::newRow("round0 baseline") << QStringLiteral("round0/baseline_l0.log") << 0 << QStringLiteral("baseline");
    QTest::newRow("Gen B phase/round") << QStringLiteral("candidate/round1/foo.log") << 1
                                       << QStringLiteral("candidate");
    QTest::newRow("Gen B phase_round") << QStringLiteral("candidate_round2/w3.log") << 2 << QStringLiteral("candidate");
    QTest::newRow("explicit beats shorthand") << QStringLiteral("round2/r3_x.log") << 2 << QString();
    QTest::newRow("explicit in file name") << QStringLiteral("v1/round5.log") << 5 << QString();
    QTest::newRow("outer shorthand first") << QStringLiteral("r4/v2.log") << 4 << QString();
    QTest::newRow("suffix version is no round")
        << QStringLiteral("final/final_level_all_v2.log") << -1 << QStringLiteral("final");
    QTest::newRow("phase0 is no round") << QStringLiteral("phase0/perf_copy_L0.log") << -1 << QString();
    QTest::newRow("dtype is no round") << QStringLiteral("bf16_fp32.log") << -1 << QString();
    QTest::newRow("timestamp is no round") << QStringLiteral("r20260803.log") << -1 << QString();
    QTest::newRow("word containing round") << QStringLiteral("background3.log") << -1 << QString();
    QTest::newRow("plain") << QStringLiteral("misc.log") << -1 << QString();
    QTest::newRow("ab pair") << QStringLiteral("pair1A.log") << -1 << QString();
}

void TestLogsIndex::roundForPath()
{
    QFETCH(QString, path);
    QFETCH(int, round);
    QFETCH(QString, phase);
    QString actualPhase;
    QCOMPARE(LogsIndex::roundForPath(path, &actualPhase), round);
    QCOMPARE(actualPhase, phase);
}

void TestLogsIndex::scanFixture()
{
    const LogsIndex index = LogsIndex::scan(project);
    QVERIFY(index.logsDirExists());
    QVERIFY(index.diagnostics().isEmpty());
    QCOMPARE(index.files().size(), 11);
    QStringList paths;
    for (const LogFile &file : index.files()) {
        paths.append(file.relativePath);
        QVERIFY(file.relativePath.startsWith(QLatin1String("perf_opt/logs/")));
        QCOMPARE(file.size, QFileInfo(project + QLatin1Char('/') + file.relativePath).size());
        QVERIFY(file.modified.isValid());
    }
    QVERIFY(std::is_sorted(paths.cbegin(), paths.cend()));
    QCOMPARE(index.filesForRound(3).size(), 2); // round3/v3op1.log, v3_op2.log
    QCOMPARE(index.filesForRound(-1).size(), 3); // misc, final_level_all_v2, phase0
    const QList<LogFile> first = index.filesForRound(1);
    QCOMPARE(first.size(), 1);
    QCOMPARE(first.first().relativePath, QStringLiteral("perf_opt/logs/candidate/round1/foo.log"));
    QCOMPARE(first.first().phase, QStringLiteral("candidate"));
    QCOMPARE(first.first().size, 16);
    qint64 total = 0;
    for (const LogFile &file : index.files())
        total += file.size;
    QCOMPARE(index.totalSize(), total);

    // The A/B workdir keeps its own logs/.
    const LogsIndex ab = LogsIndex::scan(project, QStringLiteral("perf_opt/ab_round2/logs"));
    QCOMPARE(ab.files().size(), 2);
}

void TestLogsIndex::symlinks()
{
    QTemporaryDir projectDir;
    QTemporaryDir outside;
    QVERIFY(writeFile(projectDir.filePath(QStringLiteral("perf_opt/logs/round1/a.log")), "a\n"));
    QVERIFY(writeFile(outside.filePath(QStringLiteral("secret.log")), "secret\n"));
    const QString logs = projectDir.filePath(QStringLiteral("perf_opt/logs/"));
    QVERIFY(QFile::link(outside.path(), logs + QStringLiteral("round2")));
    QVERIFY(QFile::link(outside.filePath(QStringLiteral("secret.log")), logs + QStringLiteral("round3.log")));
    QVERIFY(QFile::link(QStringLiteral(".."), logs + QStringLiteral("round1/up")));
    QVERIFY(QFile::link(QStringLiteral("nowhere.log"), logs + QStringLiteral("broken.log")));

    const LogsIndex index = LogsIndex::scan(projectDir.path());
    QCOMPARE(index.files().size(), 1);
    QCOMPARE(index.files().first().relativePath, QStringLiteral("perf_opt/logs/round1/a.log"));
    QStringList codes;
    QStringList files;
    for (const Diagnostic &d : index.diagnostics()) {
        codes.append(d.code);
        files.append(d.file);
    }
    QCOMPARE(codes,
             (QStringList {QStringLiteral("logs.broken-symlink"), QStringLiteral("logs.symlink-escape"),
                           QStringLiteral("logs.symlink-escape")}));
    QCOMPARE(files,
             (QStringList {QStringLiteral("perf_opt/logs/broken.log"), QStringLiteral("perf_opt/logs/round2"),
                           QStringLiteral("perf_opt/logs/round3.log")}));
}

void TestLogsIndex::missingDirectories()
{
    QTemporaryDir empty;
    const LogsIndex none = LogsIndex::scan(empty.path());
    QVERIFY(!none.logsDirExists());
    QVERIFY(none.files().isEmpty());
    QCOMPARE(none.diagnostics().size(), 1);
    QCOMPARE(none.diagnostics().first().code, QStringLiteral("logs.missing-dir"));
    QCOMPARE(none.diagnostics().first().file, QStringLiteral("perf_opt/logs"));

    const LogsIndex escaping = LogsIndex::scan(project, QStringLiteral("../logs"));
    QCOMPARE(escaping.diagnostics().first().code, QStringLiteral("logs.path-escape"));
}

void TestLogsIndex::cancel()
{
    const LogsIndex index = LogsIndex::scan(project, QStringLiteral("perf_opt/logs"),
                                            [](qint64 directories, qint64) { return directories < 2; });
    QVERIFY(index.wasCancelled());
    QVERIFY(index.files().size() < 11);
}

void TestLogsIndex::json()
{
    const QJsonObject json = LogsIndex::scan(project).toJson();
    QCOMPARE(json.value(QLatin1String("logs_dir")).toString(), QStringLiteral("perf_opt/logs"));
    QCOMPARE(json.value(QLatin1String("exists")).toBool(), true);
    const QJsonArray files = json.value(QLatin1String("files")).toArray();
    QCOMPARE(files.size(), 11);
    const QJsonObject foo = files.at(0).toObject();
    QCOMPARE(foo.value(QLatin1String("path")).toString(), QStringLiteral("perf_opt/logs/candidate/round1/foo.log"));
    QCOMPARE(foo.value(QLatin1String("round")).toInt(), 1);
    QCOMPARE(foo.value(QLatin1String("phase")).toString(), QStringLiteral("candidate"));
    QCOMPARE(foo.value(QLatin1String("size")).toInteger(), 16);
    const QJsonObject misc = files.at(3).toObject();
    QCOMPARE(misc.value(QLatin1String("path")).toString(), QStringLiteral("perf_opt/logs/misc.log"));
    QVERIFY(misc.value(QLatin1String("round")).isNull());
    QVERIFY(misc.value(QLatin1String("phase")).isNull());
    QVERIFY(json.value(QLatin1String("diagnostics")).toArray().isEmpty());
    QCOMPARE(QJsonDocument(LogsIndex::scan(project).toJson()).toJson(), QJsonDocument(json).toJson());

    // Streamed (for perfopt inspect), the bytes are the document's: keys sorted.
    QByteArray written;
    {
        JsonStreamWriter writer([&written](QByteArrayView bytes) { written.append(bytes); });
        LogsIndex::scan(project).writeJson(writer);
    }
    QCOMPARE(written, QJsonDocument(json).toJson(QJsonDocument::Indented));
}

void TestLogsIndex::demoLogs()
{
    const QDir demo(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo"));
    const QStringList operators = demo.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    int mapped = 0;
    for (const QString &op : operators) {
        const LogsIndex index = LogsIndex::scan(demo.filePath(op));
        QVERIFY(index.diagnostics().isEmpty() || !index.logsDirExists());
        for (const LogFile &file : index.files()) {
            if (file.round >= 0)
                ++mapped;
        }
    }
    if (mapped == 0)
        QSKIP("No bundled demo logs yet");
}

QTEST_GUILESS_MAIN(TestLogsIndex)
#include "tst_logsindex.moc"
