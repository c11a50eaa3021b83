// SPDX-License-Identifier: MIT
#include "base/pythontext.h"

#include <QRegularExpression>
#include <QStringDecoder>
#include <algorithm>
#include <cmath>
#include <limits>

namespace PythonText {

bool isSpace(QChar c)
{
    const char16_t u = c.unicode();
    if (u >= 0x1c && u <= 0x1f) // Python counts the information separators as whitespace
        return true;
    return c.isSpace();
}

QStringView strip(QStringView text)
{
    qsizetype begin = 0, end = text.size();
    while (begin < end && isSpace(text.at(begin)))
        ++begin;
    while (end > begin && isSpace(text.at(end - 1)))
        --end;
    return text.sliced(begin, end - begin);
}

namespace {

// The code point of the UTF-8 sequence starting at byte `i` and its length in bytes (`length` 0: a
// stray or cut sequence). Callers pass text known to be UTF-8 and only ask what it holds.
char32_t codePointAt(QByteArrayView utf8, qsizetype i, qsizetype *length)
{
    const uchar c = uchar(utf8[i]);
    *length = c < 0x80 ? 1 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 0;
    if (*length == 0 || i + *length > utf8.size()) {
        *length = 0;
        return 0;
    }
    char32_t u = *length == 1 ? c : c & (0x7F >> *length);
    for (qsizetype k = 1; k < *length; ++k)
        u = (u << 6) | (uchar(utf8[i + k]) & 0x3F);
    return u;
}

// One code point of `text` at `i` (a surrogate pair counts once); `length` gets its UTF-16 size.
char32_t codePointAt(QStringView text, qsizetype i, qsizetype *length)
{
    const QChar c = text.at(i);
    if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
        *length = 2;
        return QChar::surrogateToUcs4(c, text.at(i + 1));
    }
    *length = 1;
    return c.unicode();
}

// Python's "decimal" characters (category Nd, also outside the BMP) and their values.
bool isDecimal(char32_t u)
{
    return QChar::isDigit(u);
}

QChar asciiDigit(char32_t u)
{
    return QChar(u'0' + QChar::digitValue(u));
}

} // namespace

qsizetype skipSpace(QByteArrayView utf8, qsizetype from)
{
    qsizetype i = std::max<qsizetype>(from, 0);
    for (qsizetype length = 0; i < utf8.size(); i += length) {
        // Every whitespace character is in the BMP: a wider one (like a cut sequence) is text.
        const char32_t u = codePointAt(utf8, i, &length);
        if (length == 0 || u > 0xFFFF || !isSpace(QChar(char16_t(u))))
            return i;
    }
    return utf8.size();
}

bool isBlank(QByteArrayView utf8)
{
    return skipSpace(utf8, 0) == utf8.size();
}

QList<QStringView> splitLines(QStringView text)
{
    QList<QStringView> lines;
    qsizetype start = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t u = text.at(i).unicode();
        const bool isBreak = u == u'\n' || u == u'\r' || u == 0x0b || u == 0x0c || u == 0x1c || u == 0x1d
            || u == 0x1e || u == 0x85 || u == 0x2028 || u == 0x2029;
        if (!isBreak)
            continue;
        lines.append(text.sliced(start, i - start));
        if (u == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n')
            ++i;
        start = i + 1;
    }
    if (start < text.size())
        lines.append(text.sliced(start));
    return lines;
}

std::optional<QString> decodeUtf8(QByteArrayView bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8,
                           QStringDecoder::Flag::Stateless | QStringDecoder::Flag::ConvertInitialBom);
    QString text = decoder.decode(bytes);
    if (decoder.hasError())
        return std::nullopt;
    return text;
}

QString blankComments(QStringView source, Strings strings)
{
    QString out = source.toString();
    const qsizetype n = out.size();
    qsizetype i = 0;
    while (i < n) {
        const QChar c = out.at(i);
        if (c == u'#') {
            for (; i < n && out.at(i) != u'\n'; ++i)
                out[i] = u' ';
            continue;
        }
        if (c != u'"' && c != u'\'') {
            ++i;
            continue;
        }
        const bool triple = i + 2 < n && out.at(i + 1) == c && out.at(i + 2) == c;
        const qsizetype quote = triple ? 3 : 1;
        qsizetype j = i + quote;
        qsizetype contentEnd = n; // where the literal's contents end
        qsizetype end = n; // past its closing quote
        while (j < n) {
            const QChar d = out.at(j);
            if (d == u'\\') {
                j += 2;
                continue;
            }
            if (d == u'\n' && !triple) {
                contentEnd = end = j; // unterminated: the line ends it
                break;
            }
            if (d == c && (!triple || (j + 2 < n && out.at(j + 1) == c && out.at(j + 2) == c))) {
                contentEnd = j;
                end = j + quote;
                break;
            }
            ++j;
        }
        if (strings == Strings::Blank)
            for (qsizetype k = i + quote; k < std::min(contentEnd, n); ++k)
                if (out.at(k) != u'\n')
                    out[k] = u' ';
        i = std::min(end, n);
    }
    return out;
}

QString universalNewlines(QString text)
{
    if (!text.contains(u'\r'))
        return text;
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) != u'\r') {
            out.append(text.at(i));
            continue;
        }
        out.append(QLatin1Char('\n'));
        if (i + 1 < text.size() && text.at(i + 1) == u'\n')
            ++i;
    }
    return out;
}

std::optional<double> decimalNumber(QStringView text, qsizetype *consumed)
{
    QString ascii;
    qsizetype i = 0;
    qsizetype length = 0;
    auto digitsFrom = [&](qsizetype at) {
        qsizetype j = at;
        while (j < text.size() && isDecimal(codePointAt(text, j, &length))) {
            ascii += asciiDigit(codePointAt(text, j, &length));
            j += length;
        }
        return j;
    };
    i = digitsFrom(0);
    if (ascii.isEmpty())
        return std::nullopt;
    if (i + 1 < text.size() && text.at(i) == u'.' && isDecimal(codePointAt(text, i + 1, &length))) {
        ascii += QLatin1Char('.');
        i = digitsFrom(i + 1);
    }
    if (consumed)
        *consumed = i;
    return ascii.toDouble();
}

std::optional<double> decimalNumber(QByteArrayView utf8)
{
    // Only the run that can hold the number is decoded: '.' and decimal digits of any script.
    qsizetype end = 0;
    for (qsizetype length = 0; end < utf8.size(); end += length) {
        const char32_t u = codePointAt(utf8, end, &length);
        if (length == 0 || (u != U'.' && !isDecimal(u)))
            break;
    }
    return decimalNumber(QString::fromUtf8(utf8.first(end)));
}

std::optional<double> toFloat(QStringView text)
{
    // float() strips ASCII whitespace and non-ASCII Unicode whitespace, but not the information
    // separators \x1c-\x1f that str.strip() removes.
    auto floatSpace = [](QChar c) { return isSpace(c) && !(c.unicode() >= 0x1c && c.unicode() <= 0x1f); };
    qsizetype begin = 0, end = text.size();
    while (begin < end && floatSpace(text.at(begin)))
        ++begin;
    while (end > begin && floatSpace(text.at(end - 1)))
        --end;
    const QStringView s = text.sliced(begin, end - begin);
    if (s.isEmpty())
        return std::nullopt;
    // Unicode decimal digits become ASCII (as Python does before parsing); '_' is allowed only
    // between two digits; anything else outside ASCII makes the string invalid.
    QList<char32_t> points;
    for (qsizetype i = 0, length = 0; i < s.size(); i += length)
        points.append(codePointAt(s, i, &length));
    QString ascii;
    ascii.reserve(points.size());
    for (qsizetype i = 0; i < points.size(); ++i) {
        const char32_t u = points.at(i);
        if (isDecimal(u)) {
            ascii += asciiDigit(u);
        } else if (u == U'_') {
            const bool between = i > 0 && i + 1 < points.size() && isDecimal(points.at(i - 1))
                && isDecimal(points.at(i + 1));
            if (!between)
                return std::nullopt;
        } else if (u < 128) {
            ascii += QChar(char16_t(u));
        } else {
            return std::nullopt;
        }
    }
    const QString lower = ascii.toLower();
    QStringView body(lower);
    double sign = 1;
    if (body.startsWith(u'+') || body.startsWith(u'-')) {
        sign = body.startsWith(u'-') ? -1 : 1;
        body = body.sliced(1);
    }
    if (body == u"nan")
        return std::numeric_limits<double>::quiet_NaN();
    if (body == u"inf" || body == u"infinity")
        return sign * std::numeric_limits<double>::infinity();
    static const QRegularExpression number(QStringLiteral("^(?:[0-9]+\\.?[0-9]*|\\.[0-9]+)(?:e[+-]?[0-9]+)?$"));
    if (!number.matchView(body).hasMatch())
        return std::nullopt;
    // The pattern guarantees a well-formed number, so a conversion that "fails" only over- or
    // underflowed: Qt then returns infinity or zero, which is what Python's float() gives too.
    return sign * body.toDouble();
}

} // namespace PythonText
