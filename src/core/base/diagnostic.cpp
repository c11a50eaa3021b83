// SPDX-License-Identifier: MIT
#include "base/diagnostic.h"

QString Diagnostic::severityName(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return QStringLiteral("info");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Error:
        return QStringLiteral("error");
    }
    return QString();
}

QString Diagnostic::location() const
{
    QString text = file;
    if (line > 0) {
        text += QLatin1Char(':') + QString::number(line);
        if (column > 0)
            text += QLatin1Char(':') + QString::number(column);
    }
    return text;
}
