// SPDX-License-Identifier: MIT
#pragma once

#include "review/workspacelocation.h"

#include <QCoreApplication>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

// The PostgreSQL half of the workspace tests: the cluster tests/support/pgcluster.sh started (CTest
// fixture "postgresql", described in build/<preset>/pgcluster.env), and one fresh database per call.
namespace PgTest {

// True when a missing server must fail the test rather than skip it (CI sets it).
inline bool required()
{
    return qEnvironmentVariable("PERFOPT_REQUIRE_POSTGRESQL") == QLatin1String("1");
}

inline QString envValue(const QByteArray &env, const char *key)
{
    const QByteArray prefix = QByteArray(key).append('=');
    for (const QByteArray &line : env.split('\n'))
        if (line.startsWith(prefix))
            return QString::fromUtf8(line.mid(qstrlen(key) + 1));
    return QString();
}

// A new, empty database on the test cluster. False with the reason when there is none.
inline bool freshDatabase(const QString &prefix, WorkspaceLocation *location, QString *why)
{
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        *why = QStringLiteral("the Qt PostgreSQL driver (QPSQL, libqt6sql6-psql) is not installed");
        return false;
    }
    QFile file(QStringLiteral(PERFOPT_BINARY_DIR "/pgcluster.env"));
    if (!file.open(QIODevice::ReadOnly)) {
        *why = QStringLiteral("no test cluster (run through ctest: fixture postgresql, tests/support/pgcluster.sh)");
        return false;
    }
    const QByteArray env = file.readAll();
    if (const QString unavailable = envValue(env, "PERFOPT_PG_UNAVAILABLE"); !unavailable.isEmpty()) {
        *why = unavailable;
        return false;
    }
    WorkspaceLocation out;
    out.backend = WorkspaceLocation::Backend::PostgreSql;
    out.host = envValue(env, "PERFOPT_PG_HOST");
    out.port = envValue(env, "PERFOPT_PG_PORT").toInt();
    out.user = envValue(env, "PERFOPT_PG_USER");
    out.database = (prefix + QLatin1Char('_') + QUuid::createUuid().toString(QUuid::Id128).left(12)).toLower();
    const QString connection = QStringLiteral("pgtest-admin-") + out.database;
    bool ok = false;
    {
        QSqlDatabase admin = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection);
        admin.setHostName(out.host);
        admin.setPort(out.port);
        admin.setUserName(out.user);
        admin.setDatabaseName(QStringLiteral("postgres"));
        if (admin.open()) {
            QSqlQuery query(admin);
            ok = query.exec(QStringLiteral("CREATE DATABASE %1").arg(out.database));
            if (!ok)
                *why = query.lastError().text();
            admin.close();
        } else {
            *why = admin.lastError().text();
        }
    }
    QSqlDatabase::removeDatabase(connection);
    if (ok && location)
        *location = out;
    return ok;
}

} // namespace PgTest

// In a test function: a fresh PostgreSQL workspace in `location`, or QSKIP (QFAIL in CI).
#define PGTEST_FRESH_DATABASE(prefix, location)                                                                        \
    do {                                                                                                               \
        QString pgtestWhy;                                                                                             \
        if (!PgTest::freshDatabase(prefix, &location, &pgtestWhy)) {                                                   \
            if (PgTest::required())                                                                                    \
                QFAIL(qPrintable(QStringLiteral("PostgreSQL required: ") + pgtestWhy));                                \
            QSKIP(qPrintable(QStringLiteral("PostgreSQL half skipped: ") + pgtestWhy));                                \
        }                                                                                                              \
    } while (false)
