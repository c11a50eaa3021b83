// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

class QTranslator;

// Installs the application's translator (embedded under :/i18n) for a language: "" = the system's
// locale, "en" or "zh_CN". Shared by the workbench and the CLI. Installed for English too: it is
// also what makes tr() follow a DocumentLanguage.
class Localization
{
public:
    static QStringList availableLanguages(); // "en", "zh_CN"
    static bool install(const QString &language);
    static QString current(); // one of availableLanguages()

    // QCoreApplication::translate() for text a document carries (checklist verdicts in a review
    // report): in the language a DocumentLanguage of this thread names, whatever the interface
    // speaks; without one, in the interface's language. `n` >= 0 picks the plural form and fills %n.
    static QString translate(const char *context, const char *text, const char *disambiguation = nullptr, int n = -1);

    // For its lifetime, translate() and every tr() (once install() has run) answer this thread in
    // `language` ("en" or "zh_CN"). No other thread listens, and no widget is told the language
    // changed.
    class DocumentLanguage
    {
    public:
        explicit DocumentLanguage(const QString &language);
        ~DocumentLanguage();
        DocumentLanguage(const DocumentLanguage &) = delete;
        DocumentLanguage &operator=(const DocumentLanguage &) = delete;

    private:
        bool m_wasActive;
        const QTranslator *m_previous;
        QString m_previousLanguage;
    };
    // The language of this thread's innermost DocumentLanguage, empty without one: work handed to
    // another thread takes it along.
    static QString documentLanguage();
    // The language tr() answers this thread in now: the document's, else the interface's.
    static QString sayingIn();
};
