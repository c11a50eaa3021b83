// SPDX-License-Identifier: MIT
#include "export/exportformat.h"

#include <QLocale>

using namespace Qt::StringLiterals;

QString ExportFormat::duration(double us)
{
    return QString::number(us, 'g', QLocale::FloatingPointShortest);
}

QString ExportFormat::speedup(double ratio)
{
    return QString::number(ratio, 'f', 3) + u'x';
}

QString ExportFormat::percent(double value)
{
    return QString::number(value, 'f', 1) + u'%';
}

QString ExportFormat::sourced(const SourcedValue &value)
{
    if (!value.isValid())
        return u"—"_s;
    const QString ref = value.ref();
    return ref.isEmpty() ? duration(value.value) : duration(value.value) + u" ["_s + ref + u']';
}

QString ExportFormat::quote(const QString &text, int logLine)
{
    return u"“"_s + text + u"”"_s + (logLine > 0 ? u" [L"_s + QString::number(logLine) + u']' : QString());
}

QString ExportFormat::tableCell(const QString &text)
{
    // One line, no column break, and no raw HTML for a Markdown renderer to run.
    QString out = text.simplified();
    out.replace(u'|', u"\\|"_s);
    out.replace(u'<', u"&lt;"_s);
    out.replace(u'>', u"&gt;"_s);
    return out;
}

QString ExportFormat::htmlEscape(const QString &text)
{
    return text.toHtmlEscaped();
}
