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
    put(QByteArray(4 * m_levels.size(), ' '));
}

void JsonStreamWriter::key(const QString &name)
{
    Level &level = m_levels.last();
    if (!level.empty)
        put(",\n");
    level.empty = false;
    put(QByteArray(4 * m_levels.size(), ' '));
    appendEscaped(m_buffer, name);
    put(": ");
    m_afterKey = true;
}

// Qt's JSON writer: ASCII below 0x20, '"' and '\\' escaped, everything else as UTF-8, a lone
// surrogate as a six-character escape.
void JsonStreamWriter::appendEscaped(QByteArray &out, QStringView text)
{
    static constexpr char hex[] = "0123456789abcdef";
    out.append('"');
    const char16_t *src = text.utf16();
    const char16_t *const end = src + text.size();
    while (src != end) {
        const char16_t u = *src++;
        if (u < 0x80) {
            if (u >= 0x20 && u != u'"' && u != u'\\') {
                out.append(char(u));
                continue;
            }
            out.append('\\');
            switch (u) {
            case u'"': out.append('"'); break;
            case u'\\': out.append('\\'); break;
            case 0x08: out.append('b'); break;
            case 0x0c: out.append('f'); break;
            case 0x0a: out.append('n'); break;
            case 0x0d: out.append('r'); break;
            case 0x09: out.append('t'); break;
            default:
                out.append("u00");
                out.append(hex[u >> 4]);
                out.append(hex[u & 0xf]);
            }
        } else if (u < 0x800) {
            out.append(char(0xc0 | (u >> 6)));
            out.append(char(0x80 | (u & 0x3f)));
        } else if (!QChar::isSurrogate(u)) {
            out.append(char(0xe0 | (u >> 12)));
            out.append(char(0x80 | ((u >> 6) & 0x3f)));
            out.append(char(0x80 | (u & 0x3f)));
        } else if (QChar::isHighSurrogate(u) && src != end && QChar::isLowSurrogate(*src)) {
            const char32_t c = QChar::surrogateToUcs4(u, *src++);
            out.append(char(0xf0 | (c >> 18)));
            out.append(char(0x80 | ((c >> 12) & 0x3f)));
            out.append(char(0x80 | ((c >> 6) & 0x3f)));
            out.append(char(0x80 | (c & 0x3f)));
        } else {
            out.append("\\u");
            out.append(hex[(u >> 12) & 0xf]);
            out.append(hex[(u >> 8) & 0xf]);
            out.append(hex[(u >> 4) & 0xf]);
            out.append(hex[u & 0xf]);
        }
    }
    out.append('"');
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
