// SPDX-License-Identifier: MIT
// Golden tests: `perfopt inspect --json` on the real logs, the bundled runs and the real msprof
// samples, compared with tests/data/inspect/<case>.expected.json. Regenerate on purpose with
// PERFOPT_REGENERATE_GOLDEN=1 and review the diff before committing it.
#include "clirunner.h"
#include "runcopy.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString goldenPath(const QString &name)
{
    return QStringLiteral(PERFOPT_TEST_DATA_DIR "/inspect/") + name + QStringLiteral(".expected.json");
}

} // namespace

class TestInspectGolden : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void golden_data();
    void golden();
    void realLogFacts();

private:
    QTemporaryDir m_work;
};

void TestInspectGolden::initTestCase()
{
    QVERIFY(m_work.isValid());
    // Each real log alone in a directory, as a reviewer receives it.
    for (const char *name : {"lerp_tensor.genA", "ada_layer_norm.genA", "ssd_chunk_scan.genB"}) {
        const QString dir = m_work.filePath(QLatin1String(name));
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(QFile::copy(QStringLiteral(PERFOPT_SHARED_DIR "/corpus/opt_logs/") + QLatin1String(name)
                                + QStringLiteral(".opt_log.md"),
                            dir + QStringLiteral("/opt_log.md")));
    }
    // The real msprof samples as the profiles of a run.
    const QString profiles = m_work.filePath(QStringLiteral("msprof_samples/perf_opt/profiles"));
    QVERIFY(RunCopy::copyTree(QStringLiteral(PERFOPT_SHARED_DIR "/samples/msprof"), profiles));
    QFile log(m_work.filePath(QStringLiteral("msprof_samples/perf_opt/opt_log.md")));
    QVERIFY(log.open(QIODevice::WriteOnly));
    log.write("# msprof samples\n\nNo rounds: a run holding only raw msprof output.\n");
}

void TestInspectGolden::golden_data()
{
    QTest::addColumn<QString>("dir");
    QTest::addColumn<QString>("name");
    QTest::newRow("lerp_tensor") << m_work.filePath(QStringLiteral("lerp_tensor.genA"))
                                 << QStringLiteral("lerp_tensor");
    QTest::newRow("ada_layer_norm") << m_work.filePath(QStringLiteral("ada_layer_norm.genA"))
                                    << QStringLiteral("ada_layer_norm");
    QTest::newRow("ssd_chunk_scan") << m_work.filePath(QStringLiteral("ssd_chunk_scan.genB"))
                                    << QStringLiteral("ssd_chunk_scan");
    QTest::newRow("sample rms_norm") << QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm")
                                     << QStringLiteral("rms_norm");
    QTest::newRow("sample argmax_like") << QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like")
                                        << QStringLiteral("argmax_like");
    QTest::newRow("msprof samples") << m_work.filePath(QStringLiteral("msprof_samples"))
                                    << QStringLiteral("msprof_samples");
}

void TestInspectGolden::golden()
{
    QFETCH(QString, dir);
    QFETCH(QString, name);
    const CliResult r = runCli({QStringLiteral("inspect"), QStringLiteral("--json"), dir});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument actual = QJsonDocument::fromJson(r.out, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QByteArray actualText = actual.toJson(QJsonDocument::Indented);
    QFile golden(goldenPath(name));
    if (qEnvironmentVariableIsSet("PERFOPT_REGENERATE_GOLDEN")) {
        QVERIFY(golden.open(QIODevice::WriteOnly | QIODevice::Truncate));
        golden.write(actualText);
        QSKIP("golden file regenerated");
    }
    QVERIFY2(golden.open(QIODevice::ReadOnly),
             qPrintable(QStringLiteral("missing %1: run with PERFOPT_REGENERATE_GOLDEN=1").arg(golden.fileName())));
    const QByteArray expected = golden.readAll();
    if (expected != actualText) {
        // Show the first differing lines; keep the whole output for `diff -u`.
        const QList<QByteArray> e = expected.split('\n'), a = actualText.split('\n');
        int line = 0;
        while (line < e.size() && line < a.size() && e[line] == a[line])
            ++line;
        const QString actualFile
            = QStringLiteral(PERFOPT_BINARY_DIR "/inspect-golden/") + name + QStringLiteral(".actual.json");
        QDir().mkpath(QFileInfo(actualFile).absolutePath());
        QFile out(actualFile);
        if (out.open(QIODevice::WriteOnly))
            out.write(actualText);
        QFAIL(qPrintable(QStringLiteral("%1 differs at line %2:\n  expected: %3\n  actual:   %4\nwhole output: %5")
                             .arg(golden.fileName())
                             .arg(line + 1)
                             .arg(QString::fromUtf8(e.value(line)), QString::fromUtf8(a.value(line)), actualFile)));
    }
}

// What a careful reader sees in the real logs, written from reading them, not from the parser.
void TestInspectGolden::realLogFacts()
{
    const CliResult r = runCli(
        {QStringLiteral("inspect"), QStringLiteral("--json"), m_work.filePath(QStringLiteral("lerp_tensor.genA"))});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(root.value(QLatin1String("generation")).toString(), QStringLiteral("A"));
    const QJsonObject log = root.value(QLatin1String("opt_log")).toObject();
    QList<int> rounds;
    for (const QJsonValue &round : log.value(QLatin1String("rounds")).toArray())
        rounds.append(round.toObject().value(QLatin1String("number")).toInt());
    QCOMPARE(rounds, (QList<int> {0, 1, 2, 3, 4})); // baseline, then Iteration 1–4
    const QJsonArray claims = log.value(QLatin1String("final_latencies")).toArray();
    QCOMPARE(claims.size(), 1);
    QCOMPARE(claims.first().toObject().value(QLatin1String("value")).toDouble(), 158.59);
    QCOMPARE(claims.first().toObject().value(QLatin1String("line")).toInt(), 256);

    // ada_layer_norm's "final_latency:" over per-workload items states no number of its own: the
    // text says so, never "nan".
    const CliResult ada = runCli({QStringLiteral("inspect"), m_work.filePath(QStringLiteral("ada_layer_norm.genA"))});
    QCOMPARE(ada.exitCode, 0);
    QVERIFY2(ada.out.contains("  final_latency (no number)"), ada.out.constData());
    QVERIFY2(!ada.out.contains("final_latency nan"), ada.out.constData());
}

QTEST_GUILESS_MAIN(TestInspectGolden)
#include "tst_inspectgolden.moc"
