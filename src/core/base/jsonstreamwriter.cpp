// SPDX-License-Identifier: MIT
#include "base/jsonstreamwriter.h"

#include <QCborValue>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace {

constexpr qsizetype FlushAt = 16 * 1024;

} // namespace

JsonStreamWriter::JsonStreamWriter(Sink sink)
    : m_sink(std::move(sink))
{
    m_buffer.reserve(FlushAt + 1024); // one allocation: filled to FlushAt, then handed to the sink
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
    m_buffer.resize(0); // keeps the allocation for what follows
}

// Four spaces a level, without building them each time.
void JsonStreamWriter::putIndent(qsizetype levels)
{
    static constexpr char spaces[] = "                                                                ";
    constexpr qsizetype chunk = sizeof spaces - 1;
    for (qsizetype left = 4 * levels; left > 0; left -= chunk)
        m_buffer.append(spaces, std::min(left, chunk));
}

char *JsonStreamWriter::writeIndent(char *dst, qsizetype levels)
{
    std::memset(dst, ' ', size_t(4 * levels));
    return dst + 4 * levels;
}

char *JsonStreamWriter::grow(qsizetype most)
{
    const qsizetype start = m_buffer.size();
    m_buffer.resize(start + most);
    return m_buffer.data() + start;
}

void JsonStreamWriter::settle(const char *end)
{
    m_buffer.resize(end - m_buffer.constData());
    if (m_buffer.size() >= FlushAt)
        flush();
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
    char *dst = grow(2 + 4 * m_levels.size());
    if (!level.empty) {
        *dst++ = ',';
        *dst++ = '\n';
    }
    level.empty = false;
    settle(writeIndent(dst, m_levels.size()));
}

void JsonStreamWriter::key(const QString &name)
{
    Level &level = m_levels.last();
#ifndef QT_NO_DEBUG
    Q_ASSERT_X(level.empty || level.lastKey < name, "JsonStreamWriter::key", "keys must come in sorted order");
    level.lastKey = name;
#endif
    char *dst = grow(2 + 4 * m_levels.size() + 2 + 6 * name.size() + 2);
    if (!level.empty) {
        *dst++ = ',';
        *dst++ = '\n';
    }
    level.empty = false;
    dst = writeEscaped(writeIndent(dst, m_levels.size()), name);
    *dst++ = ':';
    *dst++ = ' ';
    settle(dst);
    m_afterKey = true;
}

// Qt's JSON writer: ASCII below 0x20, '"' and '\\' escaped, everything else as UTF-8, a lone
// surrogate as a six-character escape.
void JsonStreamWriter::appendEscaped(QByteArray &out, QStringView text)
{
    // Written through a pointer into room for the longest form, then cut to what was written:
    // one size check per string instead of one per byte.
    const qsizetype start = out.size();
    out.resize(start + 2 + 6 * text.size());
    out.resize(writeEscaped(out.data() + start, text) - out.constData());
}

char *JsonStreamWriter::writeEscaped(char *dst, QStringView text)
{
    static constexpr char hex[] = "0123456789abcdef";
    *dst++ = '"';
    const char16_t *src = text.utf16();
    const char16_t *const end = src + text.size();
    while (src != end) {
#ifdef __SSE2__
        // Eight units at a time while they are printable ASCII other than '"' and '\\' (nearly
        // all of a report): narrowed to bytes as they are.
        while (end - src >= 8) {
            const __m128i units = _mm_loadu_si128(reinterpret_cast<const __m128i *>(src));
            // Signed compares: units >= 0x8000 are negative and fail "> 0x1f", the rest >= 0x80 fail "< 0x80".
            const __m128i printable = _mm_and_si128(_mm_cmpgt_epi16(units, _mm_set1_epi16(0x1f)),
                                                    _mm_cmplt_epi16(units, _mm_set1_epi16(0x80)));
            const __m128i special = _mm_or_si128(_mm_cmpeq_epi16(units, _mm_set1_epi16('"')),
                                                 _mm_cmpeq_epi16(units, _mm_set1_epi16('\\')));
            if (_mm_movemask_epi8(_mm_andnot_si128(special, printable)) != 0xffff)
                break;
            _mm_storel_epi64(reinterpret_cast<__m128i *>(dst), _mm_packus_epi16(units, units));
            src += 8;
            dst += 8;
        }
        if (src == end)
            break;
#endif
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
    return dst;
}

void JsonStreamWriter::value(const QString &text)
{
    value(QStringView(text));
}

void JsonStreamWriter::value(QStringView text)
{
    beforeValue();
    appendEscaped(m_buffer, text);
    if (m_buffer.size() >= FlushAt)
        flush();
}

void JsonStreamWriter::value(int number)
{
    value(qint64(number));
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
    m_levels.append(Level {.object = true});
}

void JsonStreamWriter::beginArray()
{
    beforeValue();
    put("[\n");
    m_levels.append(Level {.object = false});
}

void JsonStreamWriter::endObject()
{
    const Level level = m_levels.takeLast();
    if (!level.empty)
        put("\n");
    putIndent(m_levels.size());
    put(m_levels.isEmpty() ? QByteArrayView("}\n") : QByteArrayView("}"));
    if (m_levels.isEmpty())
        flush();
}

void JsonStreamWriter::endArray()
{
    const Level level = m_levels.takeLast();
    if (!level.empty)
        put("\n");
    putIndent(m_levels.size());
    put(m_levels.isEmpty() ? QByteArrayView("]\n") : QByteArrayView("]"));
    if (m_levels.isEmpty())
        flush();
}

// Walked here rather than printed by a QJsonDocument and indented again: the same bytes, without
// the document's copy of the value and a second pass over its text.
void JsonStreamWriter::value(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Object: {
        const QJsonObject object = value.toObject();
        beginObject();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            key(it.key());
            this->value(it.value());
        }
        endObject();
        return;
    }
    case QJsonValue::Array: {
        const QJsonArray array = value.toArray();
        beginArray();
        for (const QJsonValue &element : array)
            this->value(element);
        endArray();
        return;
    }
    case QJsonValue::String:
        this->value(value.toString());
        return;
    case QJsonValue::Bool:
        this->value(value.toBool());
        return;
    case QJsonValue::Double:
        beforeValue();
        putNumber(QCborValue::fromJsonValue(value));
        return;
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        break;
    }
    null();
}

// A number as a JSON container holds it (QCborValue::fromJsonValue decides integer or double)
// and QJsonDocument prints it.
void JsonStreamWriter::putNumber(const QCborValue &number)
{
    if (number.isInteger())
        putInteger(number.toInteger());
    else if (const double d = number.toDouble(); std::isfinite(d))
        put(QByteArray::number(d, 'g', QLocale::FloatingPointShortest));
    else
        put("null");
}

void JsonStreamWriter::value(bool flag)
{
    beforeValue();
    put(flag ? QByteArrayView("true") : QByteArrayView("false"));
}

void JsonStreamWriter::value(qint64 number)
{
    beforeValue();
    putInteger(number);
}

// Decimal digits as QByteArray::number writes them, without allocating a QByteArray for them.
void JsonStreamWriter::putInteger(qint64 number)
{
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, number).ptr;
    put(QByteArrayView(digits, end - digits));
}

void JsonStreamWriter::number(double number)
{
    beforeValue();
    putNumber(QCborValue::fromJsonValue(QJsonValue(number)));
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
