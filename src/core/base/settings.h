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

    // The workspace database (docs/team.md): a path, sqlite:PATH or postgresql://user@host:port/db;
    // "" = the per-user SQLite file. The CLI reads the workbench's value (workbenchSettingsFile()).
    QString workspace() const;
    void setWorkspace(const QString &location);
    // Who writes notes, verdicts and sign-offs; "" = $USER.
    QString reviewerName() const;
    void setReviewerName(const QString &name);
    static QString workbenchSettingsFile();
    // --workspace if given, else $PERFOPT_WORKSPACE, else this setting.
    QString workspaceFor(const QString &option) const;

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
