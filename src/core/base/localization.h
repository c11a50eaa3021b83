// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

// Installs the application's translator (embedded under :/i18n) for a language: "" = the system's
// locale, "en" or "zh_CN". Shared by the workbench and the CLI.
class Localization
{
public:
    static QStringList availableLanguages(); // "en", "zh_CN"
    static bool install(const QString &language);
    static QString current(); // one of availableLanguages()
};
