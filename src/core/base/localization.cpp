// SPDX-License-Identifier: MIT
#include "base/localization.h"

#include <QCoreApplication>
#include <QHash>
#include <QLibraryInfo>
#include <QLocale>
#include <QMutex>
#include <QTranslator>

#include <memory>

namespace {
// The document language of this thread: active with no translator is English (the sources' text).
thread_local bool t_documentActive = false;
thread_local const QTranslator *t_documentTranslator = nullptr;
thread_local QString t_documentLanguage;

// The one translator installed for perfopt's own text. It answers in the interface's language,
// except on a thread inside a DocumentLanguage, where it answers in the document's: so every tr()
// (a gate rule's finding, a checklist verdict) follows the document being written, while the
// widgets and every other thread keep the interface's language. An empty answer is the source
// text, which is English.
class InterfaceTranslator : public QTranslator
{
public:
    using QTranslator::QTranslator;
    std::unique_ptr<QTranslator> language; // the interface's catalogue; none: English

    QString translate(const char *context, const char *sourceText, const char *disambiguation = nullptr,
                      int n = -1) const override
    {
        if (t_documentActive)
            return t_documentTranslator ? t_documentTranslator->translate(context, sourceText, disambiguation, n)
                                        : QString();
        return language ? language->translate(context, sourceText, disambiguation, n) : QString();
    }
    bool isEmpty() const override { return false; }
};

InterfaceTranslator *g_translator = nullptr;
QTranslator *g_qtTranslator = nullptr;
QString g_current;

// One translator per document language, loaded on first use and kept: never installed.
const QTranslator *documentTranslator(const QString &language)
{
    static QMutex mutex;
    static QHash<QString, std::shared_ptr<QTranslator>> loaded;
    const QMutexLocker lock(&mutex);
    auto it = loaded.find(language);
    if (it == loaded.end()) {
        auto translator = std::make_shared<QTranslator>();
        if (!translator->load(QStringLiteral("perfopt_") + language, QStringLiteral(":/i18n")))
            translator.reset();
        it = loaded.insert(language, translator);
    }
    return it->get();
}

// QCoreApplication::translate()'s own %n: the count in place of every "%n".
QString withCount(QString text, int n)
{
    if (n >= 0)
        text.replace(QLatin1String("%n"), QString::number(n));
    return text;
}
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
        g_translator = new InterfaceTranslator(app);
        g_qtTranslator = new QTranslator(app);
    } else {
        QCoreApplication::removeTranslator(g_translator);
        QCoreApplication::removeTranslator(g_qtTranslator);
    }
    auto catalogue = std::make_unique<QTranslator>();
    const bool ok = catalogue->load(locale, QStringLiteral("perfopt"), QStringLiteral("_"), QStringLiteral(":/i18n"));
    g_translator->language = ok ? std::move(catalogue) : nullptr; // removed above: no thread is asking it
    // One of availableLanguages(), whatever the locale's territory (en_US, zh_Hans_CN, …).
    g_current = ok && locale.language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
    QCoreApplication::installTranslator(g_translator); // English too: a document may still speak Chinese
    // Qt's own strings (dialog buttons) when the system ships them.
    if (g_qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                             QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(g_qtTranslator);
    QLocale::setDefault(locale);
    return ok;
}

QString Localization::translate(const char *context, const char *text, const char *disambiguation, int n)
{
    if (!t_documentActive)
        return QCoreApplication::translate(context, text, disambiguation, n);
    QString translated;
    if (t_documentTranslator)
        translated = t_documentTranslator->translate(context, text, disambiguation, n);
    return withCount(translated.isEmpty() ? QString::fromUtf8(text) : translated, n);
}

Localization::DocumentLanguage::DocumentLanguage(const QString &language)
    : m_wasActive(t_documentActive)
    , m_previous(t_documentTranslator)
    , m_previousLanguage(t_documentLanguage)
{
    t_documentActive = true;
    t_documentLanguage = language;
    t_documentTranslator = language.startsWith(QLatin1String("zh")) ? documentTranslator(QStringLiteral("zh_CN")) : nullptr;
}

Localization::DocumentLanguage::~DocumentLanguage()
{
    t_documentActive = m_wasActive;
    t_documentTranslator = m_previous;
    t_documentLanguage = m_previousLanguage;
}

QString Localization::documentLanguage()
{
    return t_documentActive ? t_documentLanguage : QString();
}

QString Localization::sayingIn()
{
    if (t_documentActive)
        return t_documentLanguage.startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN") : QStringLiteral("en");
    return g_current.isEmpty() ? QStringLiteral("en") : g_current;
}
