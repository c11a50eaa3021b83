// SPDX-License-Identifier: MIT
#include "workspaceoption.h"

#include "base/settings.h"
#include "review/workspacedatabase.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace WorkspaceOption {

QCommandLineOption option(const QString &purpose)
{
    return QCommandLineOption(
        QStringLiteral("workspace"),
        QCoreApplication::translate("WorkspaceOption",
                                    "%1: the workspace database, a path, sqlite:PATH or "
                                    "postgresql://user@host:port/db (default: $PERFOPT_WORKSPACE, the workbench's "
                                    "setting, else %2).")
            .arg(purpose, WorkspaceDatabase::defaultPath()),
        QStringLiteral("URL"));
}

QString location(const QCommandLineParser &parser, const QCommandLineOption &option)
{
    const Settings settings(Settings::workbenchSettingsFile());
    return settings.workspaceFor(parser.isSet(option) ? parser.value(option) : QString());
}

bool open(WorkspaceDatabase &database, const QString &text, bool readOnly, bool *missing)
{
    const Settings settings(Settings::workbenchSettingsFile());
    if (const QString name = settings.reviewerName(); !name.isEmpty())
        database.setUserName(name);
    if (missing)
        *missing = false;
    WorkspaceLocation location;
    QString error;
    if (WorkspaceLocation::parse(text, &location, &error) && !location.isPostgreSql() && readOnly) {
        const QString path = location.path.isEmpty() ? WorkspaceDatabase::defaultPath() : location.path;
        if (!QFileInfo::exists(path)) {
            if (missing)
                *missing = true;
            return false;
        }
    }
    return database.open(text, readOnly ? WorkspaceDatabase::Access::ReadOnly : WorkspaceDatabase::Access::ReadWrite);
}

} // namespace WorkspaceOption
