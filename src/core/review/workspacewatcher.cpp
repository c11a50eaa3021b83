// SPDX-License-Identifier: MIT
#include "review/workspacewatcher.h"

#include "review/workspacedatabase.h"

#include <QPointer>

WorkspaceWatcher::WorkspaceWatcher(WorkspaceDatabase *database, QObject *parent)
    : QObject(parent)
    , m_database(database)
{
    if (!m_database || !m_database->isOpen() || !m_database->isPostgreSql())
        return;
    QSqlDriver *driver = m_database->driver();
    if (!driver || !driver->hasFeature(QSqlDriver::EventNotifications))
        return;
    m_live = driver->subscribeToNotification(QString::fromLatin1(WorkspaceDatabase::NotifyChannel));
    if (m_live)
        connect(driver, &QSqlDriver::notification, this, &WorkspaceWatcher::onNotification);
}

WorkspaceWatcher::~WorkspaceWatcher()
{
    if (m_live && m_database && m_database->isOpen())
        if (QSqlDriver *driver = m_database->driver())
            driver->unsubscribeFromNotification(QString::fromLatin1(WorkspaceDatabase::NotifyChannel));
}

void WorkspaceWatcher::onNotification(const QString &name, QSqlDriver::NotificationSource source,
                                      const QVariant &payload)
{
    if (name != QLatin1String(WorkspaceDatabase::NotifyChannel) || source == QSqlDriver::SelfSource)
        return;
    Q_EMIT changed(payload.toString());
}
