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
    // One line, no column break, and no raw HTML for a Markdown renderer to run — yet readable as
    // plain text: only a `<` that could open a tag ("<script", "</b", "<!--") is escaped, with a
    // backslash; "<5%" and "M < cores" stay as written.
    QString out = text.simplified();
    out.replace(u'|', u"\\|"_s);
    for (qsizetype i = out.size() - 2; i >= 0; --i) {
        const QChar next = out.at(i + 1);
        if (out.at(i) == u'<' && (next.isLetter() || next == u'/' || next == u'!' || next == u'?')
            && (i == 0 || out.at(i - 1) != u'\\'))
            out.insert(i, u'\\');
    }
    return out;
}

QString ExportFormat::htmlEscape(const QString &text)
{
    return text.toHtmlEscaped();
}
