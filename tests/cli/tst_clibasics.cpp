// SPDX-License-Identifier: MIT
#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestCliBasics : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void version();
    void help();
    void usageErrors_data();
    void usageErrors();
    void inspectJson_data();
    void inspectJson();
    void inspectText();
    void inspectLogOnlyDirectory();
};

void TestCliBasics::version()
{
    const CliResult r = runCli({QStringLiteral("--version")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QString::fromUtf8(r.out).trimmed(), QStringLiteral("perfopt " PERFOPT_VERSION));
}

void TestCliBasics::help()
{
    const CliResult r = runCli({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY(text.contains(QLatin1String("Usage: perfopt <command>")));
    QVERIFY(text.contains(QLatin1String("inspect")));
    QVERIFY(text.contains(QLatin1String("Exit codes")));
    const CliResult sub = runCli({QStringLiteral("inspect"), QStringLiteral("--help")});
    QCOMPARE(sub.exitCode, 0);
    QVERIFY(QString::fromUtf8(sub.out).contains(QLatin1String("--json")));
}

void TestCliBasics::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("no command") << QStringList() << QStringLiteral("Usage: perfopt");
    QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << QStringLiteral("unknown command");
    QTest::newRow("inspect without dir") << QStringList{QStringLiteral("inspect")} << QStringLiteral("exactly one DIR");
    QTest::newRow("inspect missing dir") << QStringList{QStringLiteral("inspect"), QStringLiteral("/nonexistent/run")}
                                         << QStringLiteral("/nonexistent/run");
    QTest::newRow("inspect bad option") << QStringList{QStringLiteral("inspect"), QStringLiteral("--bogus"),
                                                       QStringLiteral(".")}
                                        << QStringLiteral("bogus");
    // Every command names itself in a usage error.
    for (const char *command : {"inspect", "check", "summary", "ab", "diff", "profile", "export"})
        QTest::addRow("%s unknown option", command)
            << QStringList{QString::fromLatin1(command), QStringLiteral("--no-such-option")}
            << QStringLiteral("perfopt %1: Unknown option 'no-such-option'").arg(QLatin1String(command));
}

void TestCliBasics::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliResult r = runCli(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

void TestCliBasics::inspectJson_data()
{
    QTest::addColumn<QString>("dir");
    QTest::addColumn<QString>("op");
    QTest::addColumn<QString>("generation");
    QTest::newRow("gen-a") << QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm") << QStringLiteral("rms_norm")
                           << QStringLiteral("A");
    QTest::newRow("gen-b") << QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like/perf_opt")
                           << QStringLiteral("argmax_like") << QStringLiteral("B");
}

void TestCliBasics::inspectJson()
{
    QFETCH(QString, dir);
    QFETCH(QString, op);
    QFETCH(QString, generation);
    const CliResult r = runCli({QStringLiteral("inspect"), QStringLiteral("--json"), dir});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonObject root = doc.object();
    QCOMPARE(root.value(QLatin1String("operator")).toString(), op);
    QCOMPARE(root.value(QLatin1String("generation")).toString(), generation);
    QVERIFY(!root.value(QLatin1String("generation_evidence")).toArray().isEmpty());
    const QJsonObject records = root.value(QLatin1String("records")).toObject();
    QVERIFY(records.value(QLatin1String("valid")).toInt() > 0);
    QCOMPARE(records.value(QLatin1String("contract")).toString(), generation);
    QVERIFY(root.value(QLatin1String("lineage")).toObject().value(QLatin1String("nodes")).toArray().size() > 1);
}

void TestCliBasics::inspectText()
{
    const CliResult r = runCli({QStringLiteral("inspect"), QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm")});
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY(text.contains(QLatin1String("Operator:   rms_norm")));
    QVERIFY(text.contains(QLatin1String("Generation: A")));
}

void TestCliBasics::inspectLogOnlyDirectory()
{
    QTemporaryDir dir;
    QVERIFY(QFile::copy(QStringLiteral(PERFOPT_SHARED_DIR "/corpus/opt_logs/lerp_tensor.genA.opt_log.md"),
                        dir.filePath(QStringLiteral("opt_log.md"))));
    const CliResult r = runCli({QStringLiteral("inspect"), QStringLiteral("--json"), dir.path()});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(root.value(QLatin1String("files")).toObject().value(QLatin1String("opt_log")).toString(),
             QStringLiteral("opt_log.md"));
    QCOMPARE(root.value(QLatin1String("records")).toObject().value(QLatin1String("exists")).toBool(), false);
}

QTEST_GUILESS_MAIN(TestCliBasics)
#include "tst_clibasics.moc"
