// SPDX-License-Identifier: MIT
// `perfopt index ROOT --workspace URL --json` on both backends: one row per run with the fields of
// docs/cli.md, a second run reads nothing, a changed run is read again alone; bad usage.
#include "clirunner.h"
#include "pgtest.h"
#include "runcopy.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestCliIndex : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_root{RunCopy::tempTemplate()};

    static QJsonObject index(const QString &root, const QString &workspace)
    {
        const CliResult r = runCli({u"index"_s, root, u"--workspace"_s, workspace, u"--json"_s});
        if (r.exitCode != 0)
            qWarning() << r.err;
        return QJsonDocument::fromJson(r.out).object();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        QVERIFY(RunCopy::synth(m_root.filePath(u"repo/ops/layer_norm"_s), {u"--op"_s, u"layer_norm"_s, u"--profile-runs"_s, u"0"_s}));
        QVERIFY(RunCopy::synth(m_root.filePath(u"repo/ops/matmul"_s),
                               {u"--op"_s, u"matmul"_s, u"--generation"_s, u"B"_s, u"--profile-runs"_s, u"0"_s}));
    }

    void indexTwice_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::newRow("sqlite") << u"sqlite"_s;
        QTest::newRow("postgresql") << u"postgresql"_s;
    }

    void indexTwice()
    {
        QFETCH(QString, backend);
        QTemporaryDir dir;
        WorkspaceLocation location = WorkspaceLocation::sqlite(dir.filePath(u"w.sqlite"_s));
        if (backend == "postgresql"_L1)
            PGTEST_FRESH_DATABASE(u"tst_cliindex"_s, location);
        const QString repo = m_root.filePath(u"repo"_s);
        const QString url = location.isPostgreSql() ? location.toString() : u"sqlite:"_s + location.path;
        QJsonObject out = index(repo, url);
        QCOMPARE(out.value(u"found"_s).toInt(), 2);
        QCOMPARE(out.value(u"read"_s).toInt(), 2);
        const QJsonArray runs = out.value(u"runs"_s).toArray();
        QCOMPARE(runs.size(), 2);
        const QJsonObject run = runs.at(0).toObject();
        for (const QString &key : {u"operator"_s, u"path"_s, u"generation"_s, u"rounds"_s, u"records"_s,
                                  u"final_candidate"_s, u"speedups"_s, u"geomean_speedup"_s, u"gates"_s,
                                  u"review"_s, u"last_change"_s, u"run_key"_s})
            QVERIFY2(run.contains(key), qPrintable(key));
        QCOMPARE(run.value(u"operator"_s).toString(), u"layer_norm"_s);
        QCOMPARE(run.value(u"review"_s).toString(), u"unreviewed"_s);

        out = index(repo, url);
        QCOMPARE(out.value(u"read"_s).toInt(), 0);
        QCOMPARE(out.value(u"unchanged"_s).toInt(), 2);

        QFile records(m_root.filePath(u"repo/ops/matmul/perf_opt/perf_records.jsonl"_s));
        QVERIFY(records.open(QIODevice::ReadWrite));
        records.setFileTime(QDateTime::currentDateTimeUtc().addSecs(120 + (backend == "postgresql"_L1 ? 60 : 0)),
                            QFileDevice::FileModificationTime);
        records.close();
        out = index(repo, url);
        QCOMPARE(out.value(u"read"_s).toInt(), 1);
        QCOMPARE(out.value(u"unchanged"_s).toInt(), 1);

        // The text form names each run's perf_opt/ relative to ROOT.
        const CliResult text = runCli({u"index"_s, repo, u"--workspace"_s, url});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("  ops/matmul/perf_opt\n"), text.out.constData());
        QVERIFY(text.out.contains("2 runs: 0 read, 2 unchanged"));
    }

    void badUsage()
    {
        const CliResult r = runCli({u"index"_s, m_root.filePath(u"missing"_s)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("missing is not a folder"), r.err.constData());
        for (const QString &jobs : {u"abc"_s, u"0"_s, u"-1"_s, u"1025"_s}) {
            const CliResult j = runCli({u"index"_s, m_root.path(), u"--jobs"_s, jobs, u"--workspace"_s,
                                        u"sqlite:"_s + m_root.filePath(u"never.sqlite"_s)});
            QCOMPARE(j.exitCode, 2);
            QVERIFY2(j.err.contains("--jobs needs a whole number"), j.err.constData());
        }
        QVERIFY(!QFileInfo::exists(m_root.filePath(u"never.sqlite"_s)));
        const CliResult pw = runCli({u"index"_s, m_root.path(), u"--workspace"_s, u"postgresql://a:secret@h/db"_s});
        QCOMPARE(pw.exitCode, 2);
        QVERIFY2(pw.err.contains("PGPASSWORD"), pw.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliIndex)
#include "tst_cliindex.moc"
