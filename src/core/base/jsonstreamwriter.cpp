// SPDX-License-Identifier: MIT
#include "base/jsonstreamwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <algorithm>
#include <cmath>

namespace {

constexpr qsizetype FlushAt = 1 << 16;
constexpr char Spaces[] = "                                                                ";

// A scalar as the document writes it: "[x]" in compact form, without the brackets.
QByteArray scalarJson(const QJsonValue &value)
{
    const QByteArray wrapped = QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact);
    return wrapped.mid(1, wrapped.size() - 2);
}

} // namespace

JsonStreamWriter::JsonStreamWriter(Sink sink)
    : m_sink(std::move(sink))
{
}

JsonStreamWriter::~JsonStreamWriter()
{
    flush();
}

void JsonStreamWriter::put(QByteArrayView bytes)
{
    m_buffer.append(bytes);
    if (m_buffer.size() >= FlushAt)
        flush();
}

void JsonStreamWriter::flush()
{
    if (!m_buffer.isEmpty())
        m_sink(m_buffer);
    m_buffer.clear();
}

void JsonStreamWriter::beforeValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_levels.isEmpty())
        return;
    Level &level = m_levels.last();
    if (!level.empty)
        put(",\n");
    level.empty = false;
    indent();
}

void JsonStreamWriter::indent()
{
    m_buffer.append(QByteArrayView(Spaces, std::min<qsizetype>(4 * m_levels.size(), sizeof Spaces - 1)));
    for (qsizetype left = 4 * m_levels.size() - (sizeof Spaces - 1); left > 0; left -= sizeof Spaces - 1)
        m_buffer.append(QByteArrayView(Spaces, std::min<qsizetype>(left, sizeof Spaces - 1)));
}

void JsonStreamWriter::key(const QString &name)
{
    Level &level = m_levels.last();
    if (!level.empty)
        put(",\n");
    level.empty = false;
    indent();
    appendEscaped(m_buffer, name);
    put(": ");
    m_afterKey = true;
}

// Qt's JSON writer: ASCII below 0x20, '"' and '\\' escaped, everything else as UTF-8, a lone
// surrogate as a six-character escape.
void JsonStreamWriter::appendEscaped(QByteArray &out, QStringView text)
{
    static constexpr char hex[] = "0123456789abcdef";
    // Written through a pointer into room for the longest form (six bytes per UTF-16 unit), then
    // cut to what was written: one size check per string instead of one per byte.
    const qsizetype start = out.size();
    out.resize(start + 2 + 6 * text.size());
    char *dst = out.data() + start;
    *dst++ = '"';
    const char16_t *src = text.utf16();
    const char16_t *const end = src + text.size();
    while (src != end) {
        const char16_t u = *src++;
        if (u < 0x80) {
            if (u >= 0x20 && u != u'"' && u != u'\\') {
                *dst++ = char(u);
                continue;
            }
            *dst++ = '\\';
            switch (u) {
            case u'"': *dst++ = '"'; break;
            case u'\\': *dst++ = '\\'; break;
            case 0x08: *dst++ = 'b'; break;
            case 0x0c: *dst++ = 'f'; break;
            case 0x0a: *dst++ = 'n'; break;
            case 0x0d: *dst++ = 'r'; break;
            case 0x09: *dst++ = 't'; break;
            default:
                *dst++ = 'u';
                *dst++ = '0';
                *dst++ = '0';
                *dst++ = hex[u >> 4];
                *dst++ = hex[u & 0xf];
            }
        } else if (u < 0x800) {
            *dst++ = char(0xc0 | (u >> 6));
            *dst++ = char(0x80 | (u & 0x3f));
        } else if (!QChar::isSurrogate(u)) {
            *dst++ = char(0xe0 | (u >> 12));
            *dst++ = char(0x80 | ((u >> 6) & 0x3f));
            *dst++ = char(0x80 | (u & 0x3f));
        } else if (QChar::isHighSurrogate(u) && src != end && QChar::isLowSurrogate(*src)) {
            const char32_t c = QChar::surrogateToUcs4(u, *src++);
            *dst++ = char(0xf0 | (c >> 18));
            *dst++ = char(0x80 | ((c >> 12) & 0x3f));
            *dst++ = char(0x80 | ((c >> 6) & 0x3f));
            *dst++ = char(0x80 | (c & 0x3f));
        } else {
            *dst++ = '\\';
            *dst++ = 'u';
            *dst++ = hex[(u >> 12) & 0xf];
            *dst++ = hex[(u >> 8) & 0xf];
            *dst++ = hex[(u >> 4) & 0xf];
            *dst++ = hex[u & 0xf];
        }
    }
    *dst++ = '"';
    out.resize(dst - out.constData());
}

void JsonStreamWriter::value(const QString &text)
{
    beforeValue();
    appendEscaped(m_buffer, text);
    if (m_buffer.size() >= FlushAt)
        flush();
}

void JsonStreamWriter::value(int number)
{
    beforeValue();
    put(QByteArray::number(number));
}

void JsonStreamWriter::value(double number)
{
    beforeValue();
    if (std::isfinite(number))
        put(QByteArray::number(number, 'g', QLocale::FloatingPointShortest));
    else
        put("null");
}

void JsonStreamWriter::boolean(bool flag)
{
    beforeValue();
    put(flag ? "true" : "false");
}

void JsonStreamWriter::value(const QList<int> &numbers)
{
    beginArray();
    for (const int number : numbers)
        value(number);
    endArray();
}

void JsonStreamWriter::null()
{
    beforeValue();
    put("null");
}

void JsonStreamWriter::beginObject()
{
    beforeValue();
    put("{\n");
    m_levels.append({true, true});
}

void JsonStreamWriter::beginArray()
{
    beforeValue();
    put("[\n");
    m_levels.append({false, true});
}

void JsonStreamWriter::endObject()
{
    const Level level = m_levels.takeLast();
    if (!level.empty)
        put("\n");
    put(QByteArray(4 * m_levels.size(), ' '));
    put(m_levels.isEmpty() ? QByteArrayView("}\n") : QByteArrayView("}"));
    if (m_levels.isEmpty())
        flush();
}

void JsonStreamWriter::endArray()
{
    const Level level = m_levels.takeLast();
    if (!level.empty)
        put("\n");
    put(QByteArray(4 * m_levels.size(), ' '));
    put(m_levels.isEmpty() ? QByteArrayView("]\n") : QByteArrayView("]"));
    if (m_levels.isEmpty())
        flush();
}

void JsonStreamWriter::value(const QJsonValue &value)
{
    beforeValue();
    if (!value.isObject() && !value.isArray()) {
        put(scalarJson(value));
        return;
    }
    QByteArray json = value.isObject() ? QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented)
                                       : QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented);
    json.chop(1); // the document's final newline
    // Strings hold no raw newline (JSON escapes it), so every newline starts a line to indent.
    const QByteArray indent(4 * m_levels.size(), ' ');
    qsizetype from = 0;
    for (qsizetype nl = json.indexOf('\n'); nl >= 0; nl = json.indexOf('\n', from)) {
        put(QByteArrayView(json).sliced(from, nl + 1 - from));
        put(indent);
        from = nl + 1;
    }
    put(QByteArrayView(json).sliced(from));
}

void JsonStreamWriter::members(const QJsonObject &small, QList<StreamedMember> streamed)
{
    std::sort(streamed.begin(), streamed.end(),
              [](const StreamedMember &a, const StreamedMember &b) { return a.key < b.key; });
    auto next = streamed.cbegin();
    for (auto it = small.constBegin(); it != small.constEnd(); ++it) {
        for (; next != streamed.cend() && next->key < it.key(); ++next) {
            key(next->key);
            next->write(*this);
        }
        key(it.key());
        value(it.value());
    }
    for (; next != streamed.cend(); ++next) {
        key(next->key);
        next->write(*this);
    }
}
