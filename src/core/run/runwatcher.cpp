// SPDX-License-Identifier: MIT
#include "run/runwatcher.h"

#include <QDir>
#include <QFileInfo>

RunWatcher::RunWatcher(QObject *parent)
    : QObject(parent)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(400);
    connect(&m_debounce, &QTimer::timeout, this, &RunWatcher::changed);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &RunWatcher::onPathChanged);
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, &RunWatcher::onPathChanged);
}

void RunWatcher::watch(const QString &perfOptDir, const QStringList &files)
{
    stop();
    QStringList paths{perfOptDir};
    for (const QString &sub : {QStringLiteral("profiles"), QStringLiteral("logs")}) {
        const QString dir = QDir(perfOptDir).filePath(sub);
        if (QFileInfo(dir).isDir())
            paths.append(dir);
    }
    for (const QString &file : files)
        if (QFileInfo::exists(file))
            paths.append(file);
    m_watcher.addPaths(paths);
}

void RunWatcher::stop()
{
    m_debounce.stop();
    if (!m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    if (!m_watcher.directories().isEmpty())
        m_watcher.removePaths(m_watcher.directories());
}

void RunWatcher::ignoreNextChange(const QString &path)
{
    m_ignored[QFileInfo(path).absoluteFilePath()]++;
}

void RunWatcher::onPathChanged(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (auto it = m_ignored.find(absolute); it != m_ignored.end()) {
        if (--it.value() <= 0)
            m_ignored.erase(it);
        return;
    }
    // Editors replace files: re-add a path the watcher dropped.
    if (QFileInfo::exists(path) && !m_watcher.files().contains(path) && !m_watcher.directories().contains(path))
        m_watcher.addPath(path);
    m_debounce.start();
}
