// SPDX-License-Identifier: MIT
#pragma once

#include <QFileSystemWatcher>
#include <QHash>
#include <QObject>
#include <QTimer>

// Watches a run while it is open: the tuning agent appends records, edits the log, adds profiles
// and branches. Bursts of events become one `changed()` after a quiet period; files we wrote
// ourselves (an explicit save) are ignored once.
class RunWatcher : public QObject
{
    Q_OBJECT
public:
    explicit RunWatcher(QObject *parent = nullptr);

    void watch(const QString &perfOptDir, const QStringList &files);
    void stop();
    void ignoreNextChange(const QString &path); // we are about to write this file
    void setDebounceMs(int ms) { m_debounce.setInterval(ms); }

Q_SIGNALS:
    void changed();

private:
    void onPathChanged(const QString &path);

    QFileSystemWatcher m_watcher;
    QTimer m_debounce;
    QHash<QString, int> m_ignored;
};
