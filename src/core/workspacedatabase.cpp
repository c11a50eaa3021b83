// SPDX-License-Identifier: MIT
#include "workspacedatabase.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>

WorkspaceDatabase::WorkspaceDatabase()
    : m_connectionName(QStringLiteral("perfopt-workspace-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
{
}

WorkspaceDatabase::~WorkspaceDatabase()
{
    if (QSqlDatabase::contains(m_connectionName)) {
        {
            QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_connectionName);
    }
}

QString WorkspaceDatabase::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("workspace.sqlite"));
}

QSqlDatabase WorkspaceDatabase::database() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

bool WorkspaceDatabase::open(const QString &path)
{
    m_path = path;
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        m_error = QStringLiteral("cannot create %1").arg(QFileInfo(path).absolutePath());
        return false;
    }
    QSqlDatabase db = QSqlDatabase::contains(m_connectionName)
        ? database()
        : QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    if (!db.isValid()) {
        m_error = QStringLiteral("the Qt SQLite driver (QSQLITE) is not available");
        return false;
    }
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.open()) {
        m_error = db.lastError().text();
        return false;
    }
    QSqlQuery query(db);
    query.exec(QStringLiteral("PRAGMA journal_mode=WAL"));
    query.exec(QStringLiteral("PRAGMA foreign_keys=ON"));
    return migrate();
}

bool WorkspaceDatabase::isOpen() const
{
    return database().isOpen();
}

int WorkspaceDatabase::schemaVersion() const
{
    QSqlQuery query(database());
    if (query.exec(QStringLiteral("PRAGMA user_version")) && query.next())
        return query.value(0).toInt();
    return -1;
}

QString WorkspaceDatabase::journalMode() const
{
    QSqlQuery query(database());
    if (query.exec(QStringLiteral("PRAGMA journal_mode")) && query.next())
        return query.value(0).toString();
    return QString();
}

bool WorkspaceDatabase::migrate()
{
    QSqlDatabase db = database();
    const int from = schemaVersion();
    if (from < 0) {
        // SQLite opens any file lazily; the first query tells whether it is a database at all.
        m_error = QStringLiteral("%1 is not a readable SQLite database").arg(m_path);
        db.close();
        return false;
    }
    if (from >= SchemaVersion)
        return true;
    // One step per schema version, each in its own transaction.
    static const char *const steps[] = {
        // 0 -> 1
        "CREATE TABLE runs ("
        " id INTEGER PRIMARY KEY,"
        " run_key TEXT NOT NULL UNIQUE,"
        " path TEXT NOT NULL,"
        " operator TEXT NOT NULL DEFAULT '',"
        " first_opened TEXT NOT NULL,"
        " last_opened TEXT NOT NULL)",
        // 1 -> 2: what perf_records.jsonl looked like when we last saw it
        "CREATE TABLE records_snapshots ("
        " run_key TEXT NOT NULL PRIMARY KEY,"
        " taken_at TEXT NOT NULL,"
        " bytes BLOB NOT NULL)",
    };
    for (int version = from; version < SchemaVersion; ++version) {
        if (!db.transaction()) {
            m_error = db.lastError().text();
            return false;
        }
        QSqlQuery query(db);
        if (!query.exec(QString::fromLatin1(steps[version]))
            || !query.exec(QStringLiteral("PRAGMA user_version=%1").arg(version + 1))) {
            m_error = query.lastError().text();
            db.rollback();
            return false;
        }
        if (!db.commit()) {
            m_error = db.lastError().text();
            return false;
        }
    }
    return true;
}

QString WorkspaceDatabase::runKey(const QString &canonicalPath, const QByteArray &logHead)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(logHead);
    return QString::fromLatin1(hash.result().toHex().left(16)) + QLatin1Char(':') + canonicalPath;
}

bool WorkspaceDatabase::touchRun(const QString &runKey, const QString &path, const QString &operatorName)
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral(
        "INSERT INTO runs(run_key, path, operator, first_opened, last_opened) VALUES(?, ?, ?, ?, ?) "
        "ON CONFLICT(run_key) DO UPDATE SET path = excluded.path, operator = excluded.operator, "
        "last_opened = excluded.last_opened"));
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    query.addBindValue(runKey);
    query.addBindValue(path);
    // A null QString binds as SQL NULL; an unknown operator (a bare run directory) is stored as ''.
    query.addBindValue(operatorName.isNull() ? QStringLiteral("") : operatorName);
    query.addBindValue(now);
    query.addBindValue(now);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

int WorkspaceDatabase::runCount() const
{
    QSqlQuery query(database());
    if (query.exec(QStringLiteral("SELECT COUNT(*) FROM runs")) && query.next())
        return query.value(0).toInt();
    return -1;
}

QStringList WorkspaceDatabase::runPaths() const
{
    QStringList paths;
    QSqlQuery query(database());
    if (query.exec(QStringLiteral("SELECT path FROM runs ORDER BY last_opened DESC, id DESC")))
        while (query.next())
            paths.append(query.value(0).toString());
    return paths;
}

QByteArray WorkspaceDatabase::lastRecordsSnapshot(const QString &runKey, QString *takenAt) const
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT bytes, taken_at FROM records_snapshots WHERE run_key = ?"));
    query.addBindValue(runKey);
    if (!query.exec() || !query.next())
        return {};
    if (takenAt)
        *takenAt = query.value(1).toString();
    return query.value(0).toByteArray();
}

bool WorkspaceDatabase::saveRecordsSnapshot(const QString &runKey, const QByteArray &bytes)
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("INSERT INTO records_snapshots(run_key, taken_at, bytes) VALUES(?, ?, ?) "
                                 "ON CONFLICT(run_key) DO UPDATE SET taken_at = excluded.taken_at, bytes = excluded.bytes"));
    query.addBindValue(runKey);
    query.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    query.addBindValue(bytes);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}
