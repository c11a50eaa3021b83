// SPDX-License-Identifier: MIT
#include "export/exportformat.h"

#include <QLocale>

#include <algorithm>

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
    return u"“"_s + inlineText(text) + u"”"_s + (logLine > 0 ? u" [L"_s + QString::number(logLine) + u']' : QString());
}

namespace {

// Line ends, C0 and C1 controls and the bidi embeddings, overrides and isolates (which reorder what
// a reader sees, "Trojan Source") as one space each; simplified() then joins the text into one line.
QString withoutControls(const QString &text)
{
    QString out = text;
    for (QChar &c : out) {
        const char16_t u = c.unicode();
        if (u < 0x20 || (u >= 0x7f && u <= 0x9f) || (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069))
            c = u' ';
    }
    return out.simplified();
}

bool escaped(const QString &text, qsizetype i)
{
    return i > 0 && text.at(i - 1) == u'\\';
}

} // namespace

QString ExportFormat::inlineText(const QString &text)
{
    // Readable as plain text: only a '<' that could open a tag ("<script", "</b", "<!--") and a '['
    // that a "](" or "][" follows are escaped; "<5%", "M < cores" and "[DESIGN_LIMIT]" stay as written.
    QString out = withoutControls(text);
    bool closerAfter = false; // a "](" or "][" from here on (the walk goes backwards)
    for (qsizetype i = out.size() - 2; i >= 0; --i) {
        const QChar c = out.at(i);
        const QChar next = out.at(i + 1);
        closerAfter = closerAfter || (c == u']' && (next == u'(' || next == u'['));
        const bool tag = c == u'<' && (next.isLetter() || next == u'/' || next == u'!' || next == u'?');
        const bool link = c == u'[' && closerAfter;
        if ((tag || link) && !escaped(out, i))
            out.insert(i, u'\\');
    }
    return out;
}

QString ExportFormat::tableCell(const QString &text)
{
    // One line, no column break, and nothing a renderer runs.
    QString out = inlineText(text);
    for (qsizetype i = out.size() - 1; i >= 0; --i) {
        if (out.at(i) == u'|' && !escaped(out, i))
            out.insert(i, u'\\');
    }
    return out;
}

QString ExportFormat::code(const QString &text)
{
    // CommonMark: a span's delimiter is a backtick string no run inside matches; a space pads text
    // that starts or ends with a backtick (and is stripped again by the renderer).
    const QString body = withoutControls(text);
    qsizetype longest = 0;
    for (qsizetype i = 0, run = 0; i < body.size(); ++i) {
        run = body.at(i) == u'`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    const QString fence(longest + 1, u'`');
    const bool pad = body.startsWith(u'`') || body.endsWith(u'`');
    return fence + (pad ? u" "_s : QString()) + body + (pad ? u" "_s : QString()) + fence;
}

QString ExportFormat::htmlEscape(const QString &text)
{
    // Characters XML 1.0 forbids even escaped (an SVG file with one does not parse), C1 controls
    // and bidi overrides show as U+FFFD: what the run wrote is visibly there, and inert.
    QString out = text;
    for (QChar &c : out) {
        const char16_t u = c.unicode();
        if ((u < 0x20 && u != u'\t' && u != u'\n' && u != u'\r') || (u >= 0x7f && u <= 0x9f)
            || (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069) || u == 0xfffe || u == 0xffff)
            c = QChar::ReplacementCharacter;
    }
    return out.toHtmlEscaped();
}
