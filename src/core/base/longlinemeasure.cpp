// SPDX-License-Identifier: MIT
#include "base/longlinemeasure.h"

#include "base/pythontext.h"

#include <QString>

namespace {

bool isAscii(QByteArrayView bytes)
{
    for (const char c : bytes)
        if (static_cast<unsigned char>(c) >= 0x80)
            return false;
    return true;
}

// Where a UTF-8 sequence that the end of `bytes` cuts short begins (bytes.size() when none is cut).
qsizetype cutCharacterAt(QByteArrayView bytes)
{
    for (qsizetype back = 1; back <= 3 && back <= bytes.size(); ++back) {
        const auto c = static_cast<quint8>(bytes[bytes.size() - back]);
        if ((c & 0xc0) == 0x80)
            continue; // a continuation byte: look further back for the lead
        const qsizetype need = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
        return need > back ? bytes.size() - back : bytes.size();
    }
    return bytes.size();
}

} // namespace

LongLineMeasure::LongLineMeasure(Spaces spaces, Bom bom, qsizetype keepBytes)
    : m_spaces(spaces)
    , m_bom(bom)
    , m_keepBytes(keepBytes)
{ }

void LongLineMeasure::reset()
{
    *this = LongLineMeasure(m_spaces, m_bom, m_keepBytes);
}

void LongLineMeasure::add(QByteArrayView piece)
{
    if (piece.isEmpty())
        return;
    m_bytes += piece.size();
    m_lastByte = piece.back();
    if (m_start.size() < m_keepBytes)
        m_start.append(piece.first(std::min<qsizetype>(piece.size(), m_keepBytes - m_start.size())));
    // A mebibyte at a time: the decoded text of a piece is never larger than twice that.
    constexpr qsizetype Step = 1024 * 1024;
    while (!piece.isEmpty()) {
        QByteArrayView part = piece.first(std::min(piece.size(), Step));
        piece = piece.sliced(part.size());
        QByteArray joined;
        if (!m_carry.isEmpty()) {
            joined = m_carry + part;
            m_carry.clear();
            part = joined;
        }
        const qsizetype cut = cutCharacterAt(part);
        if (cut < part.size())
            m_carry = part.sliced(cut).toByteArray();
        decode(part.first(cut));
    }
}

void LongLineMeasure::finish()
{
    if (!m_carry.isEmpty()) {
        const QByteArray carry = m_carry;
        m_carry.clear();
        decode(carry);
    }
}

void LongLineMeasure::decode(QByteArrayView part)
{
    if (part.isEmpty())
        return;
    // A mark is dropped or kept only at the line's start; elsewhere it is a character (U+FEFF).
    const bool keepMark = !m_first || m_bom == Bom::Keep;
    m_first = false;
    if (isAscii(part)) { // one byte, one unit: no need to decode
        measure(QLatin1StringView(part.data(), part.size()));
        return;
    }
    QStringDecoder decoder(QStringDecoder::Utf8,
                           keepMark ? QStringDecoder::Flag::Stateless | QStringDecoder::Flag::ConvertInitialBom
                                    : QStringDecoder::Flag::Stateless);
    const QString text = decoder.decode(part);
    m_error = m_error || decoder.hasError();
    measure(QStringView(text));
}

template<typename Text> void LongLineMeasure::measure(Text text)
{
    const auto isSpace = [this](QChar c) {
        return m_spaces == Spaces::Python ? PythonText::isSpace(c) : c.isSpace();
    };
    // Only the edges are looked at: the first character that is not a space, and the last.
    qsizetype first = 0;
    while (first < text.size() && isSpace(QChar(text[first])))
        ++first;
    if (first == text.size()) {
        (m_sawText ? m_trailing : m_leading) += text.size();
    } else {
        if (!m_sawText)
            m_leading += first;
        m_sawText = true;
        qsizetype last = text.size() - 1;
        while (isSpace(QChar(text[last])))
            --last;
        m_trailing = text.size() - 1 - last;
    }
    m_units += text.size();
}
