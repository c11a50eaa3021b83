// SPDX-License-Identifier: MIT
#include "pythontext.h"

#include <QRegularExpression>

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

std::optional<double> decimalNumber(QStringView text, qsizetype *consumed)
{
    QString ascii;
    qsizetype i = 0;
    while (i < text.size() && text.at(i).isDigit()) {
        ascii += QChar(u'0' + text.at(i).digitValue());
        ++i;
    }
    if (ascii.isEmpty())
        return std::nullopt;
    if (i + 1 < text.size() && text.at(i) == u'.' && text.at(i + 1).isDigit()) {
        ascii += QLatin1Char('.');
        ++i;
        while (i < text.size() && text.at(i).isDigit()) {
            ascii += QChar(u'0' + text.at(i).digitValue());
            ++i;
        }
    }
    if (consumed)
        *consumed = i;
    return ascii.toDouble();
}

std::optional<double> toFloat(QStringView text)
{
    const QStringView s = strip(text);
    if (s.isEmpty())
        return std::nullopt;
    // Unicode digits become ASCII; '_' is allowed only between digits.
    QString ascii;
    ascii.reserve(s.size());
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar c = s.at(i);
        if (c.isDigit()) {
            ascii += QChar(u'0' + c.digitValue());
        } else if (c == u'_') {
            const bool between = i > 0 && i + 1 < s.size() && s.at(i - 1).isDigit() && s.at(i + 1).isDigit();
            if (!between)
                return std::nullopt;
        } else if (c.unicode() < 128) {
            ascii += c;
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
    static const QRegularExpression number(QStringLiteral("^(?:\\d+\\.?\\d*|\\.\\d+)(?:e[+-]?\\d+)?$"));
    if (!number.match(body).hasMatch())
        return std::nullopt;
    bool ok = false;
    const double value = body.toDouble(&ok);
    if (!ok)
        return std::nullopt;
    return sign * value;
}

} // namespace PythonText
