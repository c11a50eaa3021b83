// SPDX-License-Identifier: MIT
// WorkspaceDatabase: SQLite in WAL mode, schema versioned by PRAGMA user_version, runs keyed by
// path + log head. Every database lives in a temporary directory.
#include "review/workspacedatabase.h"
#include "run/runkey.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

namespace {

// Runs statements on a database file through a connection of its own, closed on return.
bool execOn(const QString &path, const QStringList &statements, QVariant *lastValue = nullptr)
{
    const QString name = QStringLiteral("tst-raw-") + path;
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        ok = db.open();
        for (const QString &sql : statements) {
            if (!ok)
                break;
            QSqlQuery query(db);
            ok = query.exec(sql);
            if (ok && lastValue && query.next())
                *lastValue = query.value(0);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

} // namespace

class TestWorkspaceDatabase : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void freshDatabase();
    void reopenKeepsData();
    void migratesVersionZeroFile();
    void keepsNewerSchema();
    void rejectsNonDatabaseFile();
    void createsMissingDirectories();
    void defaultPathIsPerUser();
};

void TestWorkspaceDatabase::initTestCase()
{
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        QFAIL("the Qt SQLite driver is required by the workbench");
}

void TestWorkspaceDatabase::freshDatabase()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("workspace.sqlite"));
    WorkspaceDatabase db;
    QVERIFY(!db.isOpen());
    QVERIFY2(db.open(path), qPrintable(db.errorString()));
    QVERIFY(db.isOpen());
    QCOMPARE(db.path(), path);
    QCOMPARE(db.schemaVersion(), WorkspaceDatabase::SchemaVersion);
    QCOMPARE(db.journalMode(), QStringLiteral("wal"));
    QCOMPARE(db.runCount(), 0);
    QVERIFY(QFile::exists(path));
}

void TestWorkspaceDatabase::reopenKeepsData()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("workspace.sqlite"));
    const QString keyA = RunKey::make(QStringLiteral("/runs/rms_norm"), "# rms_norm\n");
    const QString keyB = RunKey::make(QStringLiteral("/runs/argmax"), "# argmax\n");
    {
        WorkspaceDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.errorString()));
        QVERIFY2(db.touchRun(keyA, QStringLiteral("/runs/rms_norm"), QStringLiteral("rms_norm")),
                 qPrintable(db.errorString()));
        QVERIFY(db.touchRun(keyB, QStringLiteral("/runs/argmax"), QStringLiteral("argmax")));
        // Touching again updates, it does not duplicate.
        QVERIFY(db.touchRun(keyA, QStringLiteral("/moved/rms_norm"), QStringLiteral("rms_norm")));
        QCOMPARE(db.runCount(), 2);
    }
    {
        WorkspaceDatabase db;
        QVERIFY2(db.open(path), qPrintable(db.errorString()));
        QCOMPARE(db.schemaVersion(), WorkspaceDatabase::SchemaVersion);
        QCOMPARE(db.runCount(), 2);
    }
    QVariant storedPath;
    QVERIFY(execOn(path, {QStringLiteral("SELECT path FROM runs WHERE run_key = '%1'").arg(keyA)}, &storedPath));
    QCOMPARE(storedPath.toString(), QStringLiteral("/moved/rms_norm"));
}

void TestWorkspaceDatabase::migratesVersionZeroFile()
{
    // A file from before versioning: user_version 0 and a table of its own that must survive.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("old.sqlite"));
    QVERIFY(execOn(path,
                   {QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)"),
                    QStringLiteral("INSERT INTO notes(text) VALUES ('keep me')")}));
    QVariant version;
    QVERIFY(execOn(path, {QStringLiteral("PRAGMA user_version")}, &version));
    QCOMPARE(version.toInt(), 0);

    WorkspaceDatabase db;
    QVERIFY2(db.open(path), qPrintable(db.errorString()));
    QCOMPARE(db.schemaVersion(), WorkspaceDatabase::SchemaVersion);
    QCOMPARE(db.runCount(), 0);
    QVERIFY(db.touchRun(QStringLiteral("k"), QStringLiteral("/p"), QString()));
    QCOMPARE(db.runCount(), 1);

    QVariant note;
    QVERIFY(execOn(path, {QStringLiteral("SELECT text FROM notes")}, &note));
    QCOMPARE(note.toString(), QStringLiteral("keep me"));
}

void TestWorkspaceDatabase::keepsNewerSchema()
{
    // A database written by a newer workbench is not "migrated" backwards.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("newer.sqlite"));
    {
        WorkspaceDatabase db;
        QVERIFY(db.open(path));
    }
    QVERIFY(execOn(path, {QStringLiteral("PRAGMA user_version = 99")}));
    WorkspaceDatabase db;
    QVERIFY2(db.open(path), qPrintable(db.errorString()));
    QCOMPARE(db.schemaVersion(), 99);
}

void TestWorkspaceDatabase::rejectsNonDatabaseFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("notes.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray("this is not an SQLite database, just text that is long enough to look like a header\n")
                   .repeated(64));
    file.close();

    WorkspaceDatabase db;
    QVERIFY(!db.open(path));
    QVERIFY(!db.errorString().isEmpty());
    QVERIFY2(db.errorString().contains(path), qPrintable(db.errorString()));
    QVERIFY(!db.isOpen());
    QTest::ignoreMessage(QtWarningMsg, "QSqlQuery::exec: database not open");
    QCOMPARE(db.runCount(), -1);
}

void TestWorkspaceDatabase::createsMissingDirectories()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("a/b/c/workspace.sqlite"));
    WorkspaceDatabase db;
    QVERIFY2(db.open(path), qPrintable(db.errorString()));
    QVERIFY(QFile::exists(path));

    // A parent that is a file cannot become a directory.
    QFile blocker(dir.filePath(QStringLiteral("blocker")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    WorkspaceDatabase blocked;
    QVERIFY(!blocked.open(dir.filePath(QStringLiteral("blocker/workspace.sqlite"))));
    QVERIFY(!blocked.errorString().isEmpty());
}

void TestWorkspaceDatabase::defaultPathIsPerUser()
{
    const QString path = WorkspaceDatabase::defaultPath();
    QVERIFY(path.endsWith(QLatin1String("/perfopt/perfopt-workbench/workspace.sqlite")));
    QVERIFY(QDir::isAbsolutePath(path));
    // The CLI and the workbench have different application names but must share one database.
    const QString previousName = QCoreApplication::applicationName();
    QCoreApplication::setApplicationName(QStringLiteral("perfopt"));
    const QString fromCli = WorkspaceDatabase::defaultPath();
    QCoreApplication::setApplicationName(QStringLiteral("perfopt-workbench"));
    const QString fromWorkbench = WorkspaceDatabase::defaultPath();
    QCoreApplication::setApplicationName(previousName);
    QCOMPARE(fromCli, fromWorkbench);
    QCOMPARE(fromCli, path);
}

QTEST_GUILESS_MAIN(TestWorkspaceDatabase)
#include "tst_workspacedatabase.moc"
