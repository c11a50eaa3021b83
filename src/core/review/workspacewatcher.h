// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QSqlDriver>

class WorkspaceDatabase;

// Tells when another reviewer changed the workspace. On PostgreSQL it LISTENs on
// WorkspaceDatabase::NotifyChannel (every write NOTIFYs with the run key), so changes arrive within
// the event loop's next turn; SQLite has no such channel — views refresh when they regain focus
// (isLive() false). The database must outlive the watcher.
class WorkspaceWatcher : public QObject
{
    Q_OBJECT

public:
    explicit WorkspaceWatcher(WorkspaceDatabase *database, QObject *parent = nullptr);
    ~WorkspaceWatcher() override;
    bool isLive() const { return m_live; }

Q_SIGNALS:
    void changed(const QString &runKey); // from another connection (our own writes are filtered out)

private:
    void onNotification(const QString &name, QSqlDriver::NotificationSource source, const QVariant &payload);

    WorkspaceDatabase *m_database;
    bool m_live = false;
};
