// SPDX-License-Identifier: MIT
#include "base/localization.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace {
QTranslator *g_translator = nullptr;
QTranslator *g_qtTranslator = nullptr;
QString g_current;
} // namespace

QStringList Localization::availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString Localization::current()
{
    return g_current;
}

bool Localization::install(const QString &language)
{
    QCoreApplication *app = QCoreApplication::instance();
    if (!app)
        return false;
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    if (!g_translator) {
        g_translator = new QTranslator(app);
        g_qtTranslator = new QTranslator(app);
    } else {
        QCoreApplication::removeTranslator(g_translator);
        QCoreApplication::removeTranslator(g_qtTranslator);
    }
    const bool ok = g_translator->load(locale, QStringLiteral("perfopt"), QStringLiteral("_"), QStringLiteral(":/i18n"));
    if (ok) {
        QCoreApplication::installTranslator(g_translator);
        // One of availableLanguages(), whatever the locale's territory (en_US, zh_Hans_CN, …).
        g_current = locale.language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
    } else {
        g_current = QStringLiteral("en");
    }
    // Qt's own strings (dialog buttons) when the system ships them.
    if (g_qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                             QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(g_qtTranslator);
    QLocale::setDefault(locale);
    return ok;
}
