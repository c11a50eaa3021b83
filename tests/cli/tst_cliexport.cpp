// SPDX-License-Identifier: MIT
// `perfopt export optimize|stage-result|review DIR [-o FILE] [--lang]`, run as a user would: the
// bundled samples against the golden files, files written atomically with a .bak of the replaced
// one, HTML by extension, the workbench's review and notes included, and the usage errors.
#include "clirunner.h"
#include "export/reviewreportexporter.h"
#include "gates/gateengine.h"
#include "golden.h"
#include "review/checklistreview.h"
#include "review/workspacedatabase.h"
#include "review/workspacedialect.h"
#include "run/runkey.h"
#include "run/projectloader.h"
#include "runcopy.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

class TestCliExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void goldenOnStdout_data();
    void goldenOnStdout();
    void reviewMatchesCore();
    void writesFileWithBackup();
    void refusesTargetsThatAreNotFiles();
    void reviewHtmlByExtension();
    void reviewIncludesWorkbenchNotes();
    void optimizeRemarksFromNamedWorkspace();
    void exportNeverWritesTheWorkspace_data();
    void exportNeverWritesTheWorkspace();
    void finalThatFailsL0HasNoFigures();
    void reviewComparesWithTheRecordsSnapshot();
    void usageErrors_data();
    void usageErrors();
    void malformedSourceDateEpoch();

private:
    QTemporaryDir m_home;
};

void TestCliExport::initTestCase()
{
    QVERIFY(m_home.isValid());
    // The database of these tests, never the user's; the children inherit it.
    qputenv("XDG_DATA_HOME", m_home.filePath(QStringLiteral("data")).toUtf8());
    qputenv("SOURCE_DATE_EPOCH", "1760000000");
    qputenv("LANGUAGE", "en");
}

void TestCliExport::goldenOnStdout_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("run");
    QTest::addColumn<QString>("language");
    for (const char *what : {"optimize", "stage-result"})
        for (const char *run : {"rms_norm", "argmax_like"})
            for (const char *language : {"en", "zh_CN"})
                QTest::newRow(qPrintable(
                    QStringLiteral("%1 %2 %3").arg(QLatin1String(what), QLatin1String(run), QLatin1String(language))))
                    << QString::fromLatin1(what) << QString::fromLatin1(run) << QString::fromLatin1(language);
}

void TestCliExport::goldenOnStdout()
{
    QFETCH(QString, what);
    QFETCH(QString, run);
    QFETCH(QString, language);
    const CliResult result
        = runCli({QStringLiteral("--lang"), language, QStringLiteral("export"), what, RunCopy::sample(run)});
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.err.isEmpty());
    const QString error = Golden::compare(QString::fromUtf8(result.out),
                                          QStringLiteral("%1.%2.%3.expected.md").arg(run, what, language));
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestCliExport::reviewMatchesCore()
{
    // No workspace database yet: the report holds the automatic verdicts only, as core makes it.
    const CliResult result
        = runCli({QStringLiteral("export"), QStringLiteral("review"), RunCopy::sample(QStringLiteral("argmax_like"))});
    QCOMPARE(result.exitCode, 0);
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(RunCopy::sample(QStringLiteral("argmax_like")));
    GateOptions options;
    options.useGitHistory = false;
    const ChecklistReview review(snapshot, GateEngine::run(*snapshot, GateProfile::Strict, options), nullptr);
    QCOMPARE(QString::fromUtf8(result.out), ReviewReportExporter::markdown(review, {}, {}));
    QVERIFY(!QFile::exists(m_home.filePath(QStringLiteral("data/perfopt/perfopt-workbench/workspace.sqlite"))));
}

void TestCliExport::writesFileWithBackup()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(QStringLiteral("demo/rms_norm"));
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("rms_norm")), run));
    const QString target = QDir(run).filePath(QStringLiteral("Optimize.md"));
    CliResult result
        = runCli({QStringLiteral("export"), QStringLiteral("optimize"), run, QStringLiteral("-o"), target});
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.out.isEmpty());
    QVERIFY(result.err.contains("wrote"));
    QFile file(target);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray first = file.readAll();
    file.close();
    QCOMPARE(QString::fromUtf8(first),
             QString::fromUtf8(runCli({QStringLiteral("export"), QStringLiteral("optimize"), run}).out));
    // Again: the previous file is kept as Optimize.md.bak.
    QVERIFY(file.open(QIODevice::Append));
    file.write("hand edit\n");
    file.close();
    result = runCli({QStringLiteral("export"), QStringLiteral("optimize"), run, QStringLiteral("-o"), target});
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.err.contains("Optimize.md.bak"));
    QFile backup(target + QStringLiteral(".bak"));
    QVERIFY(backup.open(QIODevice::ReadOnly));
    QVERIFY(backup.readAll().endsWith("hand edit\n"));
    // The operator directory now shows Optimize.md; the checklist item asks a reviewer to compare it.
    QCOMPARE(ProjectLoader::load(run)->layout.optimizeFile, QStringLiteral("Optimize.md"));
}

// -o never writes through a symbolic link (one planted in a run could point anywhere), into a FIFO
// or over a device or directory, and a refused review writes none of its chart files either.
void TestCliExport::refusesTargetsThatAreNotFiles()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(QStringLiteral("demo/rms_norm"));
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("rms_norm")), run));
    const QString victim = dir.filePath(QStringLiteral("victim_rc"));
    {
        QFile file(victim);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("export IMPORTANT=1\n");
    }
    const auto exportTo = [&run](const QString &kind, const QString &target) {
        return runCli({QStringLiteral("export"), kind, run, QStringLiteral("-o"), target, QStringLiteral("--no-workspace")});
    };
    const QString link = QDir(run).filePath(QStringLiteral("Optimize.md"));
    QVERIFY(QFile::link(victim, link));
    CliResult result = exportTo(QStringLiteral("optimize"), link);
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.err.contains("symbolic link"), result.err.constData());
    QFile kept(victim);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("export IMPORTANT=1\n"));
    QVERIFY(!QFileInfo::exists(link + QStringLiteral(".bak")));
    QVERIFY(QFileInfo(link).isSymLink());

    const QString dangling = QDir(run).filePath(QStringLiteral("Stage.md"));
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("created_outside")), dangling));
    QCOMPARE(exportTo(QStringLiteral("stage-result"), dangling).exitCode, 2);
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("created_outside"))));

    const QString fifo = dir.filePath(QStringLiteral("fifo.md"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    result = exportTo(QStringLiteral("optimize"), fifo);
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.err.contains("not a regular file"), result.err.constData());

    // A directory as the review's file: refused, and no FILE.chart-1.svg beside it.
    const QString folder = dir.filePath(QStringLiteral("odir"));
    QVERIFY(QDir().mkpath(folder));
    result = exportTo(QStringLiteral("review"), folder);
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.err.contains("is a directory"), result.err.constData());
    QVERIFY(!QFileInfo::exists(folder + QStringLiteral(".chart-1.svg")));

    // A chart file that is a link: nothing written, the report included.
    const QString report = dir.filePath(QStringLiteral("review.md"));
    const QString chart = QFileInfo(report).dir().filePath(ReviewReportExporter::chartFileName(QStringLiteral("review.md"), 0));
    QVERIFY(QFile::link(victim, chart));
    result = exportTo(QStringLiteral("review"), report);
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.err.contains("symbolic link"), result.err.constData());
    QVERIFY(!QFileInfo::exists(report));
    QVERIFY(kept.seek(0));
    QCOMPARE(kept.readAll(), QByteArray("export IMPORTANT=1\n"));
}

void TestCliExport::reviewHtmlByExtension()
{
    QTemporaryDir dir;
    const QString html = dir.filePath(QStringLiteral("review.HTML"));
    const CliResult result
        = runCli({QStringLiteral("export"), QStringLiteral("review"), RunCopy::sample(QStringLiteral("rms_norm")),
                  QStringLiteral("-o"), html, QStringLiteral("--no-workspace")});
    QCOMPARE(result.exitCode, 0);
    QFile file(html);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.startsWith("<!DOCTYPE html>"));
    QVERIFY(bytes.contains("<svg "));
}

void TestCliExport::reviewIncludesWorkbenchNotes()
{
    // What a reviewer did in the workbench: its database, in the workbench's data directory.
    const QString path = m_home.filePath(QStringLiteral("data/perfopt/perfopt-workbench/workspace.sqlite"));
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(RunCopy::sample(QStringLiteral("rms_norm")));
    {
        WorkspaceDatabase db;
        QVERIFY(db.open(path));
        ChecklistReview review(snapshot, {}, &db);
        QVERIFY(review.setOverride(QStringLiteral("p2.small-wins"), ChecklistVerdict::Status::Fail,
                                   QStringLiteral("bf16 extrapolated")));
        ReviewNote note = ReviewNote::forRound(snapshot->runKey(), 3);
        note.text = QStringLiteral("A/B only on fp16");
        QVERIFY(db.addNote(note));
    }
    CliResult result
        = runCli({QStringLiteral("export"), QStringLiteral("review"), RunCopy::sample(QStringLiteral("rms_norm"))});
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.out.contains("Fail (overridden: bf16 extrapolated)"));
    QVERIFY(result.out.contains("| Round 3 |"));
    QVERIFY(result.out.contains("A/B only on fp16"));
    // --no-workspace leaves them out; --workspace names another file.
    result = runCli({QStringLiteral("export"), QStringLiteral("review"), RunCopy::sample(QStringLiteral("rms_norm")),
                     QStringLiteral("--no-workspace")});
    QVERIFY(!result.out.contains("A/B only on fp16"));
    result = runCli({QStringLiteral("export"), QStringLiteral("review"), RunCopy::sample(QStringLiteral("rms_norm")),
                     QStringLiteral("--workspace"), path});
    QVERIFY(result.out.contains("A/B only on fp16"));
    result = runCli({QStringLiteral("export"), QStringLiteral("review"), RunCopy::sample(QStringLiteral("rms_norm")),
                     QStringLiteral("--workspace"), m_home.filePath(QStringLiteral("missing.sqlite"))});
    QCOMPARE(result.exitCode, 2);
    QVERIFY(result.err.contains("missing.sqlite"));
    QVERIFY(!QFile::exists(m_home.filePath(QStringLiteral("missing.sqlite"))));
}

void TestCliExport::optimizeRemarksFromNamedWorkspace()
{
    // Optimize.md carries "Reviewer remarks" from a workspace named with --workspace; without one
    // it stays the workflow's own digest.
    const QString path = m_home.filePath(QStringLiteral("remarks.sqlite"));
    const QString run = RunCopy::sample(QStringLiteral("rms_norm"));
    {
        WorkspaceDatabase db;
        QVERIFY(db.open(path));
        ReviewNote note = ReviewNote::forCandidate(ProjectLoader::load(run)->runKey(), QStringLiteral("v3_bs4096"));
        note.text = QStringLiteral("tail keys not measured");
        QVERIFY(db.addNote(note));
    }
    CliResult result
        = runCli({QStringLiteral("export"), QStringLiteral("optimize"), run, QStringLiteral("--workspace"), path});
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.out.contains("\n## Reviewer remarks\n"), result.out.right(600).constData());
    QVERIFY(result.out.contains("| v3_bs4096 |"));
    QVERIFY(result.out.contains("| tail keys not measured |"));
    result = runCli({QStringLiteral("export"), QStringLiteral("optimize"), run});
    QCOMPARE(result.exitCode, 0);
    QVERIFY(!result.out.contains("Reviewer remarks"));
    result = runCli({QStringLiteral("export"), QStringLiteral("optimize"), run, QStringLiteral("--workspace"),
                     m_home.filePath(QStringLiteral("missing.sqlite"))});
    QCOMPARE(result.exitCode, 2);
    QVERIFY(!QFile::exists(m_home.filePath(QStringLiteral("missing.sqlite"))));
}

void TestCliExport::exportNeverWritesTheWorkspace_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<int>("version"); // -1: an empty file
    for (const char *what : {"review", "optimize"}) {
        QTest::newRow(qPrintable(QStringLiteral("%1, empty file").arg(QLatin1String(what))))
            << QString::fromLatin1(what) << -1;
        QTest::newRow(qPrintable(QStringLiteral("%1, schema 4").arg(QLatin1String(what)))) << QString::fromLatin1(what) << 4;
        QTest::newRow(qPrintable(QStringLiteral("%1, schema 5").arg(QLatin1String(what)))) << QString::fromLatin1(what) << 5;
        QTest::newRow(qPrintable(QStringLiteral("%1, current schema").arg(QLatin1String(what))))
            << QString::fromLatin1(what) << int(WorkspaceDatabase::SchemaVersion);
    }
}

// "The database is never created by an export" (docs/cli.md), nor migrated or switched to WAL:
// an export opens it read-only, and one of an older schema (an empty file: 0) is left out with a
// message while the document is still written.
void TestCliExport::exportNeverWritesTheWorkspace()
{
    QFETCH(QString, what);
    QFETCH(int, version);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("w.sqlite"));
    const QString run = RunCopy::sample(QStringLiteral("rms_norm"));
    if (version < 0) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
    } else {
        const QString connection = QStringLiteral("exportNeverWritesTheWorkspace");
        {
            if (version == WorkspaceDatabase::SchemaVersion) {
                WorkspaceDatabase db;
                QVERIFY(db.open(path));
                ReviewNote note = ReviewNote::forRun(ProjectLoader::load(run)->runKey());
                note.text = QStringLiteral("read, never written");
                QVERIFY(db.addNote(note));
            }
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("PRAGMA journal_mode=DELETE")));
            if (version == WorkspaceDatabase::OldestReadableSchemaVersion) {
                // As the previous release left it: readable without a migration.
                const QList<QStringList> steps = WorkspaceDialect::migrations(false);
                for (int i = 0; i < version; ++i)
                    for (const QString &statement : steps.at(i))
                        QVERIFY2(query.exec(statement), qPrintable(statement));
                const QString key = ProjectLoader::load(run)->runKey();
                QVERIFY(query.exec(QStringLiteral("INSERT INTO review_notes(run_key, run_hash, target, text, created_at, "
                                                  "updated_at) VALUES('%1', '%2', 'run', 'read, never written', "
                                                  "'2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')")
                                       .arg(key, RunKey::hash(key))));
            } else if (version < WorkspaceDatabase::SchemaVersion) {
                QVERIFY(query.exec(QStringLiteral("CREATE TABLE review_notes (id INTEGER PRIMARY KEY)")));
            }
            if (version < WorkspaceDatabase::SchemaVersion)
                QVERIFY(query.exec(QStringLiteral("PRAGMA user_version=%1").arg(version)));
            db.close();
        }
        QSqlDatabase::removeDatabase(connection);
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray before = file.readAll();
    file.close();

    const CliResult result = runCli({QStringLiteral("export"), what, run, QStringLiteral("--workspace"), path});
    QCOMPARE(result.exitCode, 0);
    QVERIFY(!result.out.isEmpty());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll() == before);
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    QVERIFY(!QFile::exists(path + QStringLiteral("-journal")));
    if (version >= WorkspaceDatabase::OldestReadableSchemaVersion) {
        QVERIFY2(result.out.contains("read, never written"), result.out.right(600).constData());
        QVERIFY(result.err.isEmpty());
    } else {
        QVERIFY2(result.err.contains(
                     QStringLiteral("has schema version %1, older than").arg(std::max(version, 0)).toUtf8()),
                 result.err.constData());
    }
}

// The final candidate (perf_opt/rms_norm.py is v3_bs4096's file) failing L0 on every key has no
// final figures: another candidate's number (v2_ubreuse's best-so-far) did not stand in for it.
void TestCliExport::finalThatFailsL0HasNoFigures()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(QStringLiteral("rms_norm"));
    QVERIFY(RunCopy::copyTree(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"), run));
    QFile records(run + QStringLiteral("/perf_opt/perf_records.jsonl"));
    QVERIFY(records.open(QIODevice::ReadOnly));
    QByteArray bytes = records.readAll();
    records.close();
    QList<QByteArray> lines = bytes.split('\n');
    for (QByteArray &line : lines)
        if (line.contains("\"candidate_id\": \"v3_bs4096\""))
            line.replace("\"l0_pass\": true", "\"l0_pass\": false");
    QVERIFY(records.open(QIODevice::WriteOnly | QIODevice::Truncate));
    records.write(lines.join('\n'));
    records.close();
    const CliResult r = runCli({QStringLiteral("export"), QStringLiteral("optimize"), run, QStringLiteral("--no-workspace")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("| short_row / fp16_4096x1024 | 31.42 [r1] | — | — |"), r.out.left(3000).constData());
    QVERIFY2(!r.out.contains("| short_row / fp16_4096x1024 | 31.42 [r1] | 18.62"), r.out.left(3000).constData());
}

// The review's gate compares perf_records.jsonl with the workspace's snapshot, as `check` does: a
// line rewritten since fails p2.records-appended (it passed while `check` failed).
void TestCliExport::reviewComparesWithTheRecordsSnapshot()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(QStringLiteral("rms_norm"));
    QVERIFY(RunCopy::copyTree(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"), run));
    const QString path = dir.filePath(QStringLiteral("snapshots.sqlite"));
    CliResult r = runCli({QStringLiteral("check"), run, QStringLiteral("--profile"), QStringLiteral("strict"),
                          QStringLiteral("--no-git"), QStringLiteral("--workspace"), path});
    QCOMPARE(r.exitCode, 0);
    const auto appended = [&] {
        const CliResult review
            = runCli({QStringLiteral("export"), QStringLiteral("review"), run, QStringLiteral("--workspace"), path});
        for (const QByteArray &line : review.out.split('\n'))
            if (line.contains("`p2.records-appended`"))
                return line;
        return QByteArray();
    };
    QVERIFY2(appended().contains("| Pass |"), appended().constData());
    QFile records(run + QStringLiteral("/perf_opt/perf_records.jsonl"));
    QVERIFY(records.open(QIODevice::ReadOnly));
    QByteArray bytes = records.readAll();
    records.close();
    QVERIFY(bytes.contains("\"duration_us\": 28.38"));
    bytes.replace("\"duration_us\": 28.38", "\"duration_us\": 28.39");
    QVERIFY(records.open(QIODevice::WriteOnly | QIODevice::Truncate));
    records.write(bytes);
    records.close();
    const QByteArray line = appended();
    QVERIFY2(line.contains("| Fail |") && line.contains("perf_opt/perf_records.jsonl:5"), line.constData());
}

void TestCliExport::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("nothing") << QStringList {QStringLiteral("export")} << QByteArray("usage: perfopt export");
    QTest::newRow("unknown kind") << QStringList {QStringLiteral("export"), QStringLiteral("pdf"),
                                                  RunCopy::sample(QStringLiteral("rms_norm"))}
                                  << QByteArray("usage: perfopt export");
    QTest::newRow("no dir") << QStringList {QStringLiteral("export"), QStringLiteral("optimize")}
                            << QByteArray("usage: perfopt export");
    QTest::newRow("bad language") << QStringList {QStringLiteral("export"), QStringLiteral("optimize"),
                                                  RunCopy::sample(QStringLiteral("rms_norm")),
                                                  QStringLiteral("--lang=fr")}
                                  << QByteArray("usage: perfopt export");
    QTest::newRow("not a run") << QStringList {QStringLiteral("export"), QStringLiteral("optimize"),
                                               QStringLiteral("/nonexistent/run")}
                               << QByteArray("perfopt export:");
    QTest::newRow("unknown option") << QStringList {QStringLiteral("export"), QStringLiteral("--frobnicate")}
                                    << QByteArray("frobnicate");
    QTest::newRow("empty -o") << QStringList {QStringLiteral("export"), QStringLiteral("optimize"),
                                              RunCopy::sample(QStringLiteral("rms_norm")), QStringLiteral("-o"), QString()}
                              << QByteArray("-o needs a file name");
}

void TestCliExport::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, message);
    const CliResult result = runCli(arguments);
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.err.contains(message), result.err.constData());
    QVERIFY(result.out.isEmpty());
}

// reproducible-builds.org: a SOURCE_DATE_EPOCH that is set but malformed stops the tool (it gave the
// time of day, silently); a valid one fixes the generated-at line.
void TestCliExport::malformedSourceDateEpoch()
{
    const auto exportWith = [](const QString &epoch) {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("SOURCE_DATE_EPOCH"), epoch);
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(PERFOPT_CLI_PATH), {QStringLiteral("export"), QStringLiteral("stage-result"),
                                                         RunCopy::sample(QStringLiteral("rms_norm"))});
        process.waitForFinished(60000);
        return std::pair {process.exitCode(), QByteArray(process.readAllStandardOutput() + process.readAllStandardError())};
    };
    for (const QString &bad : {QStringLiteral("abc"), QStringLiteral("-1"), QStringLiteral("1e9"), QStringLiteral(" 17"),
                               QStringLiteral("99999999999999")}) {
        const auto [code, output] = exportWith(bad);
        QCOMPARE(code, 2);
        QVERIFY2(output.contains("SOURCE_DATE_EPOCH is"), output.constData());
    }
    const auto [code, output] = exportWith(QStringLiteral("1760000000"));
    QCOMPARE(code, 0);
    QVERIFY2(output.contains("2025-10-09T08:53:20Z"), output.constData());
    QCOMPARE(exportWith(QString()).first, 0); // empty: unset, the time of day
}

QTEST_GUILESS_MAIN(TestCliExport)
#include "tst_cliexport.moc"
