// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QString>
#include <optional>

// How an export is written: its language and the one generated-at line. Everything else in an
// export is a function of the run (and, for the review report, of the review), so the same input
// gives the same bytes; SOURCE_DATE_EPOCH fixes the generated-at line as well.
//
// Exports are documents in a chosen language, independent of the interface language: their
// phrases come in pairs (`text(en, zh)`) rather than through the installed translator, so that a
// CLI run and a GUI run give the same bytes.
struct ExportOptions
{
    QString language = QStringLiteral("en"); // "en" or "zh_CN"
    QDateTime generatedAt = defaultGeneratedAt();

    bool chinese() const { return language.startsWith(QLatin1String("zh")); }
    QString text(const char *en, const char *zh) const { return QString::fromUtf8(chinese() ? zh : en); }
    QString timestamp() const; // "2026-10-12T14:20:37Z"
    QString generatedLine() const; // the one line that differs between two exports of the same input

    // SOURCE_DATE_EPOCH (seconds, UTC) when set and valid, else now.
    static QDateTime defaultGeneratedAt();
    // SOURCE_DATE_EPOCH is set (not empty) but not a whole number of seconds from 0 to 253402300799 (year 9999):
    // reproducible-builds.org says a tool then stops rather than use the time of day. Its value.
    static std::optional<QString> malformedSourceDateEpoch();
    static bool isSupportedLanguage(const QString &language);
};
