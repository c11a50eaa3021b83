// SPDX-License-Identifier: MIT
#include "outputtree.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace Synth {

OutputTree::OutputTree(const QString &root)
    : m_root(QDir::cleanPath(root))
{ }

bool OutputTree::makeDir(const QString &relativePath)
{
    if (relativePath.isEmpty() || m_dirs.contains(relativePath))
        return true;
    const qsizetype slash = relativePath.lastIndexOf(QLatin1Char('/'));
    if (slash > 0 && !makeDir(relativePath.left(slash)))
        return false;
    QDir dir(m_root);
    if (!dir.exists(relativePath) && !dir.mkdir(relativePath)) {
        m_error = QStringLiteral("cannot create directory %1").arg(dir.filePath(relativePath));
        return false;
    }
    m_dirs.insert(relativePath);
    return true;
}

bool OutputTree::write(const QString &relativePath, const QByteArray &data)
{
    const qsizetype slash = relativePath.lastIndexOf(QLatin1Char('/'));
    if (slash > 0 && !makeDir(relativePath.left(slash)))
        return false;
    QFile file(m_root + QLatin1Char('/') + relativePath);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(data) != data.size()) {
        m_error = QStringLiteral("cannot write %1: %2").arg(file.fileName(), file.errorString());
        return false;
    }
    ++m_files;
    m_bytes += data.size();
    return true;
}

bool OutputTree::exists(const QString &relativePath) const
{
    return QFileInfo::exists(m_root + QLatin1Char('/') + relativePath);
}

} // namespace Synth
