// SPDX-License-Identifier: MIT
#pragma once
// Golden files for exports: tests/data/export/<name>. PERFOPT_REGENERATE_GOLDEN=1 rewrites them
// (then review the diff); otherwise a mismatch names the first differing line.

#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>

namespace Golden {

inline QString path(const QString &name)
{
    return QStringLiteral(PERFOPT_TEST_DATA_DIR "/export/") + name;
}

// Empty when equal (or regenerated), else a readable description of the first difference.
inline QString compare(const QString &actual, const QString &name)
{
    QFile file(path(name));
    if (qEnvironmentVariableIntValue("PERFOPT_REGENERATE_GOLDEN") == 1) {
        QDir().mkpath(QFileInfo(file).absolutePath());
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return QStringLiteral("cannot write %1").arg(file.fileName());
        file.write(actual.toUtf8());
        return QString();
    }
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("missing golden file %1 (regenerate with PERFOPT_REGENERATE_GOLDEN=1)")
            .arg(file.fileName());
    const QString expected = QString::fromUtf8(file.readAll());
    if (expected == actual)
        return QString();
    const QStringList a = actual.split(QLatin1Char('\n'));
    const QStringList e = expected.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < std::max(a.size(), e.size()); ++i)
        if (a.value(i) != e.value(i))
            return QStringLiteral("%1 differs at line %2:\n  expected: %3\n  actual:   %4")
                .arg(name)
                .arg(i + 1)
                .arg(e.value(i, QStringLiteral("<end>")), a.value(i, QStringLiteral("<end>")));
    return QStringLiteral("%1 differs").arg(name);
}

} // namespace Golden
