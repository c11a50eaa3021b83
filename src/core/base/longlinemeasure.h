// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QStringDecoder>

// What the readers ask of a line too long to keep, measured while its bytes stream by: its length
// once decoded, whether it is valid UTF-8 and blank, how much whitespace edges it, and its start.
// Decoding pieces cut at character boundaries gives what decoding the whole line would give.
class LongLineMeasure
{
public:
    enum class Spaces { Qt, Python }; // QChar::isSpace(), or str.isspace()
    enum class Bom {
        Drop,
        Keep
    }; // a byte order mark at the line's start: dropped as QString::fromUtf8() does, or kept

    explicit LongLineMeasure(Spaces spaces = Spaces::Qt, Bom bom = Bom::Drop, qsizetype keepBytes = 200);

    void add(QByteArrayView piece);
    void finish(); // the last piece was added
    void reset();

    qint64 bytes() const { return m_bytes; }
    qint64 units() const { return m_units; } // UTF-16 code units once decoded (U+FFFD for malformed bytes)
    qint64 strippedUnits() const { return m_sawText ? m_units - m_leading - m_trailing : 0; }
    bool valid() const { return !m_error; }
    bool blank() const { return !m_sawText; }
    char lastByte() const { return m_lastByte; }
    const QByteArray &start() const { return m_start; } // the first keepBytes bytes

private:
    void decode(QByteArrayView piece);
    template<typename Text> void measure(Text text);

    Spaces m_spaces;
    Bom m_bom;
    qsizetype m_keepBytes;
    QByteArray m_start;
    QByteArray m_carry; // a character cut by the end of the last piece
    qint64 m_bytes = 0;
    qint64 m_units = 0;
    qint64 m_leading = 0;
    qint64 m_trailing = 0;
    bool m_sawText = false;
    bool m_error = false;
    bool m_first = true;
    char m_lastByte = 0;
};
