// SPDX-License-Identifier: MIT
#include "settings.h"

#include <QDir>

namespace {
const QString RecentRunsKey = QStringLiteral("recentRuns");
const QString LanguageKey = QStringLiteral("ui/language");
const QString NoiseKey = QStringLiteral("analysis/noiseThreshold");
} // namespace

Settings::Settings(QObject *parent)
    : QObject(parent)
{
}

Settings::Settings(const QString &iniFile, QObject *parent)
    : QObject(parent)
    , m_settings(iniFile, QSettings::IniFormat)
{
}

QStringList Settings::recentRuns() const
{
    return m_settings.value(RecentRunsKey).toStringList();
}

void Settings::addRecentRun(const QString &path)
{
    const QString clean = QDir::cleanPath(QDir(path).absolutePath());
    QStringList runs = recentRuns();
    runs.removeAll(clean);
    runs.prepend(clean);
    while (runs.size() > MaxRecentRuns)
        runs.removeLast();
    m_settings.setValue(RecentRunsKey, runs);
    Q_EMIT recentRunsChanged();
}

void Settings::clearRecentRuns()
{
    m_settings.remove(RecentRunsKey);
    Q_EMIT recentRunsChanged();
}

QString Settings::language() const
{
    return m_settings.value(LanguageKey).toString();
}

void Settings::setLanguage(const QString &language)
{
    if (language == this->language())
        return;
    m_settings.setValue(LanguageKey, language);
    Q_EMIT languageChanged();
}

double Settings::noiseThreshold() const
{
    return m_settings.value(NoiseKey, 0.03).toDouble();
}

void Settings::setNoiseThreshold(double threshold)
{
    if (threshold == noiseThreshold())
        return;
    m_settings.setValue(NoiseKey, threshold);
    Q_EMIT noiseThresholdChanged();
}
