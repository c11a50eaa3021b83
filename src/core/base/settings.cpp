// SPDX-License-Identifier: MIT
#include "base/settings.h"

#include <QDir>
#include <QStandardPaths>

namespace {
const QString RecentRunsKey = QStringLiteral("recentRuns");
const QString LanguageKey = QStringLiteral("ui/language");
const QString NoiseKey = QStringLiteral("analysis/noiseThreshold");
const QString ThemeKey = QStringLiteral("ui/theme");
const QString GateProfileKey = QStringLiteral("analysis/gateProfile");
const QString RestoreKey = QStringLiteral("session/restore");
const QString SessionRunsKey = QStringLiteral("session/runs");
const QString WorkspaceKey = QStringLiteral("workspace/location");
const QString ReviewerKey = QStringLiteral("workspace/reviewer");
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

QString Settings::theme() const
{
    return m_settings.value(ThemeKey, QStringLiteral("system")).toString();
}

void Settings::setTheme(const QString &theme)
{
    if (theme == this->theme())
        return;
    m_settings.setValue(ThemeKey, theme);
    Q_EMIT themeChanged();
}

QString Settings::gateProfile() const
{
    return m_settings.value(GateProfileKey, QStringLiteral("strict")).toString();
}

void Settings::setGateProfile(const QString &profile)
{
    if (profile == gateProfile())
        return;
    m_settings.setValue(GateProfileKey, profile);
    Q_EMIT gateProfileChanged();
}

bool Settings::restoreSession() const
{
    return m_settings.value(RestoreKey, false).toBool();
}

void Settings::setRestoreSession(bool restore)
{
    m_settings.setValue(RestoreKey, restore);
}

QStringList Settings::sessionRuns() const
{
    return m_settings.value(SessionRunsKey).toStringList();
}

void Settings::setSessionRuns(const QStringList &runs)
{
    m_settings.setValue(SessionRunsKey, runs);
}

QString Settings::workspace() const
{
    return m_settings.value(WorkspaceKey).toString();
}

void Settings::setWorkspace(const QString &location)
{
    m_settings.setValue(WorkspaceKey, location);
}

QString Settings::reviewerName() const
{
    return m_settings.value(ReviewerKey).toString();
}

void Settings::setReviewerName(const QString &name)
{
    m_settings.setValue(ReviewerKey, name);
}

QString Settings::workbenchSettingsFile()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation))
        .filePath(QStringLiteral("perfopt/perfopt-workbench.conf"));
}

QString Settings::workspaceFor(const QString &option) const
{
    if (!option.isEmpty())
        return option;
    if (const QString env = qEnvironmentVariable("PERFOPT_WORKSPACE"); !env.isEmpty())
        return env;
    return workspace();
}
