// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QSet>
#include <QString>

namespace Synth {

// The directory a run is written into. Each file is written with one buffered write and no
// fsync; directories are created once and remembered, which matters with thousands of profiles.
class OutputTree
{
public:
    explicit OutputTree(const QString &root);

    // relativePath uses '/'; parent directories are created as needed.
    bool write(const QString &relativePath, const QByteArray &data);
    bool makeDir(const QString &relativePath);
    bool exists(const QString &relativePath) const;

    QString root() const { return m_root; }
    qint64 filesWritten() const { return m_files; }
    qint64 bytesWritten() const { return m_bytes; }
    QString error() const { return m_error; }

private:
    QString m_root;
    QSet<QString> m_dirs;
    qint64 m_files = 0;
    qint64 m_bytes = 0;
    QString m_error;
};

} // namespace Synth
