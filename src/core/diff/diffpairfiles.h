// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QFileSystemWatcher>
#include <QObject>
#include <QString>
#include <QTimer>

// The two files of a compared pair as read from disk, watched while they are shown, and the right
// one written back only on an explicit save: atomically (QSaveFile), in its own line-end style,
// and never over a version changed on disk behind our back unless the caller says so.
class DiffPairFiles : public QObject
{
    Q_OBJECT
public:
    explicit DiffPairFiles(QObject *parent = nullptr);

    bool load(const QString &leftPath, const QString &rightPath, QString *error = nullptr);
    void clear();
    QString leftPath() const { return m_leftPath; }
    QString rightPath() const { return m_rightPath; }
    const QByteArray &leftBytes() const { return m_leftBytes; }
    const QByteArray &rightBytes() const { return m_rightBytes; }
    QString leftText() const { return QString::fromUtf8(m_leftBytes); }
    QString rightText() const { return QString::fromUtf8(m_rightBytes); }
    bool rightUsesCrlf() const { return m_rightCrlf; }

    // An editor's '\n' text in the right file's own line ends.
    QString toDiskText(const QString &editorText) const;
    // Whether the right file on disk is no longer what was read (or saved) last.
    bool rightChangedOnDisk() const;
    // Re-reads both files and reports which changed. With takeRight false a changed right file is
    // reported but not taken (unsaved edits stay in conflict with it). False when unreadable.
    bool reread(bool *leftChanged, bool *rightChanged, bool takeRight = true, QString *error = nullptr);
    // Writes the right file atomically; the caller has settled any conflict first.
    bool saveRight(const QString &editorText, QString *error = nullptr);

Q_SIGNALS:
    void changedOnDisk(); // debounced; also after our own save, which reread() then finds unchanged

private:
    void onFileChanged(const QString &path);

    QString m_leftPath;
    QString m_rightPath;
    QByteArray m_leftBytes;
    QByteArray m_rightBytes;
    bool m_rightCrlf = false;
    QFileSystemWatcher m_watcher;
    QTimer m_debounce;
};
