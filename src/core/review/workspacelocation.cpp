// SPDX-License-Identifier: MIT
#include "review/workspacelocation.h"

#include <QCoreApplication>
#include <QUrl>
#include <QUrlQuery>

WorkspaceLocation WorkspaceLocation::sqlite(const QString &path)
{
    WorkspaceLocation location;
    location.path = path;
    return location;
}

bool WorkspaceLocation::parse(const QString &text, WorkspaceLocation *location, QString *error)
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    WorkspaceLocation out;
    const QString trimmed = text.trimmed();
    if (trimmed.startsWith(QLatin1String("postgresql://")) || trimmed.startsWith(QLatin1String("postgres://"))) {
        // QUrl rejects "/" in hosts: a socket folder arrives percent-encoded and is set aside.
        const qsizetype authorityStart = trimmed.indexOf(QLatin1String("://")) + 3;
        qsizetype authorityEnd = trimmed.indexOf(QLatin1Char('/'), authorityStart);
        if (authorityEnd < 0)
            authorityEnd = trimmed.size();
        const QString authority = trimmed.mid(authorityStart, authorityEnd - authorityStart);
        const qsizetype at = authority.lastIndexOf(QLatin1Char('@'));
        QString rawHost = authority.mid(at + 1).section(QLatin1Char(':'), 0, 0);
        QString forQUrl = trimmed;
        QString socketFolder;
        if (rawHost.startsWith(QLatin1String("%2F"), Qt::CaseInsensitive)) {
            socketFolder = QUrl::fromPercentEncoding(rawHost.toUtf8());
            forQUrl.replace(authorityStart + at + 1, rawHost.size(), QStringLiteral("localhost"));
        }
        const QUrl url(forQUrl, QUrl::StrictMode);
        if (!url.isValid())
            return fail(QCoreApplication::translate("WorkspaceLocation", "not a valid PostgreSQL URL: %1").arg(trimmed));
        if (!url.password().isEmpty())
            return fail(QCoreApplication::translate(
                "WorkspaceLocation",
                "the workspace URL must not contain a password; set PGPASSWORD or use ~/.pgpass"));
        out.backend = Backend::PostgreSql;
        out.user = url.userName(QUrl::FullyDecoded);
        out.host = socketFolder.isEmpty() ? url.host(QUrl::FullyDecoded) : socketFolder;
        out.port = url.port(-1);
        out.database = url.path().mid(1);
        const QUrlQuery query(url);
        if (query.hasQueryItem(QStringLiteral("host")))
            out.host = query.queryItemValue(QStringLiteral("host"), QUrl::FullyDecoded);
        if (query.hasQueryItem(QStringLiteral("password")))
            return fail(QCoreApplication::translate(
                "WorkspaceLocation",
                "the workspace URL must not contain a password; set PGPASSWORD or use ~/.pgpass"));
        if (out.database.isEmpty() || out.database.contains(QLatin1Char('/')))
            return fail(QCoreApplication::translate("WorkspaceLocation", "the PostgreSQL URL names no database: %1")
                            .arg(trimmed));
    } else if (trimmed.startsWith(QLatin1String("sqlite:"))) {
        out.path = trimmed.mid(7);
        if (out.path.startsWith(QLatin1String("//")))
            out.path = QUrl(trimmed).toLocalFile();
        if (out.path.isEmpty())
            return fail(QCoreApplication::translate("WorkspaceLocation", "sqlite: needs a file path"));
    } else if (trimmed.contains(QLatin1String("://"))) {
        return fail(QCoreApplication::translate("WorkspaceLocation",
                                                "unknown workspace location %1 (a path, sqlite:PATH or postgresql://…)")
                        .arg(trimmed));
    } else {
        out.path = trimmed;
    }
    if (location)
        *location = out;
    return true;
}

QString WorkspaceLocation::toString() const
{
    if (backend == Backend::Sqlite)
        return QStringLiteral("sqlite:") + path;
    QString text = QStringLiteral("postgresql://");
    if (!user.isEmpty())
        text += QString::fromUtf8(QUrl::toPercentEncoding(user)) + QLatin1Char('@');
    if (host.startsWith(QLatin1Char('/')))
        text += QString::fromUtf8(QUrl::toPercentEncoding(host));
    else
        text += host;
    if (port > 0)
        text += QLatin1Char(':') + QString::number(port);
    return text + QLatin1Char('/') + database;
}
