// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QSettings>
#include <QStringList>

// The one place that knows QSettings keys and their defaults. Tests point it at a temporary file.
class Settings : public QObject
{
    Q_OBJECT
public:
    static constexpr int MaxRecentRuns = 10;

    explicit Settings(QObject *parent = nullptr); // the user's settings
    explicit Settings(const QString &iniFile, QObject *parent = nullptr); // a file of its own (tests)

    QStringList recentRuns() const;
    void addRecentRun(const QString &path);
    void clearRecentRuns();

    QString language() const; // "" = system, "en", "zh_CN"
    void setLanguage(const QString &language);

    double noiseThreshold() const; // fraction, default 0.03
    void setNoiseThreshold(double threshold);

    QString theme() const; // "system", "light", "dark"
    void setTheme(const QString &theme);

    QString gateProfile() const; // "strict" (default) or "workflow"
    void setGateProfile(const QString &profile);

    bool restoreSession() const;
    void setRestoreSession(bool restore);
    QStringList sessionRuns() const; // runs open when the window last closed
    void setSessionRuns(const QStringList &runs);

Q_SIGNALS:
    void recentRunsChanged();
    void languageChanged();
    void noiseThresholdChanged();
    void themeChanged();
    void gateProfileChanged();

private:
    QSettings m_settings;
};
