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

// The character at i is escaped: an odd number of backslashes stands before it ("\\\\<" is a
// backslash and a raw '<').
bool escaped(const QString &text, qsizetype i)
{
    qsizetype backslashes = 0;
    while (i - backslashes > 0 && text.at(i - backslashes - 1) == u'\\')
        ++backslashes;
    return backslashes % 2 == 1;
}

// "&#x202E;", "&rlm;": an entity a renderer would turn into the character inlineText dropped.
bool opensEntity(const QString &text, qsizetype i)
{
    if (i + 2 >= text.size() || !(text.at(i + 1) == u'#' || text.at(i + 1).isLetter()))
        return false;
    for (qsizetype j = i + 2; j < text.size() && j < i + 34; ++j) {
        if (text.at(j) == u';')
            return true;
        if (!text.at(j).isLetterOrNumber())
            return false;
    }
    return false;
}

// One pass: the escapes are decided on the text as it came, and written forwards.
QString escapeInline(const QString &plain, bool pipes)
{
    // A '[' opens a link or image only with a "](", "][" or "]:" somewhere after it.
    qsizetype lastCloser = -1;
    for (qsizetype i = plain.size() - 2; i >= 0 && lastCloser < 0; --i) {
        const QChar next = plain.at(i + 1);
        if (plain.at(i) == u']' && (next == u'(' || next == u'[' || next == u':'))
            lastCloser = i;
    }
    QString out;
    out.reserve(plain.size() + plain.size() / 8);
    for (qsizetype i = 0; i < plain.size(); ++i) {
        const QChar c = plain.at(i);
        const QChar next = i + 1 < plain.size() ? plain.at(i + 1) : QChar();
        const bool tag = c == u'<' && (next.isLetter() || next == u'/' || next == u'!' || next == u'?');
        const bool link = c == u'[' && i < lastCloser;
        const bool entity = c == u'&' && opensEntity(plain, i);
        if ((tag || link || entity || (pipes && c == u'|')) && !escaped(plain, i))
            out += u'\\';
        out += c;
    }
    return out;
}

} // namespace

QString ExportFormat::inlineText(const QString &text)
{
    // Readable as plain text: only a '<' that could open a tag ("<script", "</b", "<!--"), a '['
    // that could open a link and a '&' that could open an entity are escaped; "<5%", "M < cores",
    // "R&D" and "[DESIGN_LIMIT]" stay as written.
    return escapeInline(withoutControls(text), false);
}

QString ExportFormat::tableCell(const QString &text)
{
    // One line, no column break, and nothing a renderer runs.
    return escapeInline(withoutControls(text), true);
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
