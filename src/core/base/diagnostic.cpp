// SPDX-License-Identifier: MIT
#include "base/diagnostic.h"

#include "base/jsonstreamwriter.h"

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

void Diagnostic::writeJson(JsonStreamWriter &w, JsonForm form) const
{
    // Straight to the writer: a large run has tens of thousands.
    w.beginObject();
    w.key(QStringLiteral("code"));
    w.value(code);
    if (form != JsonForm::Located || column > 0) {
        w.key(QStringLiteral("column"));
        w.value(column);
    }
    if (form != JsonForm::InFile) {
        w.key(QStringLiteral("file"));
        w.value(file);
    }
    if (form != JsonForm::Located || line > 0) {
        w.key(QStringLiteral("line"));
        w.value(line);
    }
    w.key(QStringLiteral("message"));
    w.value(message);
    w.key(QStringLiteral("severity"));
    w.value(severityName(severity));
    w.endObject();
}
