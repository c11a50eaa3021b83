// SPDX-License-Identifier: MIT
#include "records/pythonjson.h"

#include <QVariantMap>
#include <cmath>
#include <limits>

namespace {

class Parser
{
public:
    explicit Parser(QStringView text)
        : m_text(text)
    {
    }

    PythonJson::Result run()
    {
        PythonJson::Result result;
        // json.loads() of a str refuses a leading BOM before anything else, with its own message.
        if (m_text.startsWith(QChar(0xFEFF)))
            return fail(result, QStringLiteral("Unexpected UTF-8 BOM (decode using utf-8-sig)"));
        skipSpace();
        if (atEnd())
            return fail(result, QStringLiteral("Expecting value"));
        QVariant value;
        if (!parseValue(value, 0))
            return fail(result, m_error);
        skipSpace();
        if (!atEnd())
            return fail(result, QStringLiteral("Extra data"));
        result.value = value;
        result.ok = true;
        result.duplicateKeys = m_duplicates;
        result.hasNonFiniteNumber = m_nonFinite;
        result.hasBigInteger = m_bigInteger;
        return result;
    }

private:
    PythonJson::Result &fail(PythonJson::Result &result, const QString &message)
    {
        result.ok = false;
        result.error = message;
        result.column = int(m_pos) + 1;
        result.duplicateKeys = m_duplicates;
        return result;
    }

    bool atEnd() const { return m_pos >= m_text.size(); }
    QChar peek() const { return atEnd() ? QChar() : m_text.at(m_pos); }

    // Python's json only skips these four.
    void skipSpace()
    {
        while (!atEnd()) {
            const QChar c = m_text.at(m_pos);
            if (c == u' ' || c == u'\t' || c == u'\n' || c == u'\r')
                ++m_pos;
            else
                break;
        }
    }

    bool error(const QString &message)
    {
        m_error = message;
        return false;
    }

    bool consumeLiteral(QStringView literal)
    {
        if (m_text.mid(m_pos).startsWith(literal)) {
            m_pos += literal.size();
            return true;
        }
        return false;
    }

    bool parseValue(QVariant &out, int depth)
    {
        if (depth > 512)
            return error(QStringLiteral("Nesting too deep"));
        skipSpace();
        if (atEnd())
            return error(QStringLiteral("Expecting value"));
        const QChar c = peek();
        if (c == u'{')
            return parseObject(out, depth);
        if (c == u'[')
            return parseArray(out, depth);
        if (c == u'"') {
            QString s;
            if (!parseString(s))
                return false;
            out = s;
            return true;
        }
        if (consumeLiteral(u"null")) {
            out = QVariant::fromValue(nullptr);
            return true;
        }
        if (consumeLiteral(u"true")) {
            out = true;
            return true;
        }
        if (consumeLiteral(u"false")) {
            out = false;
            return true;
        }
        if (consumeLiteral(u"NaN")) {
            m_nonFinite = true;
            out = std::numeric_limits<double>::quiet_NaN();
            return true;
        }
        if (consumeLiteral(u"Infinity")) {
            m_nonFinite = true;
            out = std::numeric_limits<double>::infinity();
            return true;
        }
        if (consumeLiteral(u"-Infinity")) {
            m_nonFinite = true;
            out = -std::numeric_limits<double>::infinity();
            return true;
        }
        if (c == u'-' || (c >= u'0' && c <= u'9'))
            return parseNumber(out);
        return error(QStringLiteral("Expecting value"));
    }

    bool parseNumber(QVariant &out)
    {
        // Python's NUMBER_RE: (-?(?:0|[1-9]\d*))(\.\d+)?([eE][-+]?\d+)? with ASCII digits only.
        const qsizetype start = m_pos;
        if (peek() == u'-')
            ++m_pos;
        auto isDigit = [this] { return !atEnd() && peek() >= u'0' && peek() <= u'9'; };
        if (!isDigit()) {
            m_pos = start; // Python reports where the value starts
            return error(QStringLiteral("Expecting value"));
        }
        if (peek() == u'0')
            ++m_pos;
        else
            while (isDigit())
                ++m_pos;
        bool isFloat = false;
        if (peek() == u'.' && m_pos + 1 < m_text.size() && m_text.at(m_pos + 1).isDigit()
            && m_text.at(m_pos + 1).unicode() < 128) {
            isFloat = true;
            ++m_pos;
            while (isDigit())
                ++m_pos;
        }
        if (peek() == u'e' || peek() == u'E') {
            qsizetype save = m_pos;
            ++m_pos;
            if (peek() == u'+' || peek() == u'-')
                ++m_pos;
            if (isDigit()) {
                isFloat = true;
                while (isDigit())
                    ++m_pos;
            } else {
                m_pos = save;
            }
        }
        const QString token = m_text.mid(start, m_pos - start).toString();
        if (isFloat) {
            out = token.toDouble();
            return true;
        }
        bool ok = false;
        const qlonglong integer = token.toLongLong(&ok);
        if (ok) {
            out = qint64(integer);
        } else {
            m_bigInteger = true;
            out = QVariant::fromValue(PythonJson::BigInteger{token});
        }
        return true;
    }

    bool parseString(QString &out)
    {
        const qsizetype begin = m_pos; // Python reports unterminated strings at their opening quote
        ++m_pos;
        out.clear();
        while (true) {
            if (atEnd()) {
                m_pos = begin;
                return error(QStringLiteral("Unterminated string"));
            }
            const QChar c = m_text.at(m_pos);
            if (c == u'"') {
                ++m_pos;
                return true;
            }
            if (c.unicode() < 0x20)
                return error(QStringLiteral("Invalid control character in string"));
            if (c != u'\\') {
                out += c;
                ++m_pos;
                continue;
            }
            const qsizetype backslash = m_pos++;
            if (atEnd()) {
                m_pos = begin;
                return error(QStringLiteral("Unterminated string"));
            }
            const QChar e = m_text.at(m_pos++);
            switch (e.unicode()) {
            case '"': out += u'"'; break;
            case '\\': out += u'\\'; break;
            case '/': out += u'/'; break;
            case 'b': out += u'\b'; break;
            case 'f': out += u'\f'; break;
            case 'n': out += u'\n'; break;
            case 'r': out += u'\r'; break;
            case 't': out += u'\t'; break;
            case 'u': {
                // Exactly four hex digits: toUShort() would also take "0x41", "+041" or " 041".
                ushort code = 0;
                for (qsizetype i = 0; i < 4; ++i) {
                    const int digit = m_pos + i < m_text.size() ? hexValue(m_text.at(m_pos + i)) : -1;
                    if (digit < 0) {
                        m_pos = backslash + 1; // Python points at the 'u'
                        return error(QStringLiteral("Invalid \\uXXXX escape"));
                    }
                    code = ushort(code * 16 + digit);
                }
                m_pos += 4;
                out += QChar(code);
                break;
            }
            default:
                m_pos = backslash;
                return error(QStringLiteral("Invalid \\escape"));
            }
        }
    }

    static int hexValue(QChar c)
    {
        const char16_t u = c.unicode();
        if (u >= u'0' && u <= u'9')
            return u - u'0';
        if (u >= u'a' && u <= u'f')
            return u - u'a' + 10;
        if (u >= u'A' && u <= u'F')
            return u - u'A' + 10;
        return -1;
    }

    bool parseArray(QVariant &out, int depth)
    {
        ++m_pos;
        QVariantList list;
        skipSpace();
        if (peek() == u']') {
            ++m_pos;
            out = list;
            return true;
        }
        while (true) {
            QVariant item;
            if (!parseValue(item, depth + 1))
                return false;
            list.append(item);
            skipSpace();
            if (peek() == u',') {
                ++m_pos;
                skipSpace();
                if (peek() == u']')
                    return error(QStringLiteral("Illegal trailing comma before end of array"));
                continue;
            }
            if (peek() == u']') {
                ++m_pos;
                out = list;
                return true;
            }
            return error(QStringLiteral("Expecting ',' delimiter"));
        }
    }

    bool parseObject(QVariant &out, int depth)
    {
        ++m_pos;
        QVariantMap map;
        skipSpace();
        if (peek() == u'}') {
            ++m_pos;
            out = map;
            return true;
        }
        while (true) {
            skipSpace();
            if (peek() != u'"')
                return error(QStringLiteral("Expecting property name enclosed in double quotes"));
            QString key;
            if (!parseString(key))
                return false;
            skipSpace();
            if (peek() != u':')
                return error(QStringLiteral("Expecting ':' delimiter"));
            ++m_pos;
            QVariant value;
            if (!parseValue(value, depth + 1))
                return false;
            if (map.contains(key) && !m_duplicates.contains(key))
                m_duplicates.append(key);
            map.insert(key, value); // last one wins, as in Python
            skipSpace();
            if (peek() == u',') {
                ++m_pos;
                skipSpace();
                if (peek() == u'}')
                    return error(QStringLiteral("Illegal trailing comma before end of object"));
                continue;
            }
            if (peek() == u'}') {
                ++m_pos;
                out = map;
                return true;
            }
            return error(QStringLiteral("Expecting ',' delimiter"));
        }
    }

    QStringView m_text;
    qsizetype m_pos = 0;
    QString m_error;
    QStringList m_duplicates;
    bool m_nonFinite = false;
    bool m_bigInteger = false;
};

} // namespace

PythonJson::Result PythonJson::parse(QStringView text)
{
    return Parser(text).run();
}

bool PythonJson::isNull(const QVariant &value)
{
    return value.metaType() == QMetaType::fromType<std::nullptr_t>();
}

bool PythonJson::isInteger(const QVariant &value)
{
    return value.metaType() == QMetaType::fromType<qint64>() || isBigInteger(value);
}

bool PythonJson::isBigInteger(const QVariant &value)
{
    return value.metaType() == QMetaType::fromType<BigInteger>();
}

qint64 PythonJson::toClampedInteger(const QVariant &value)
{
    if (value.metaType() == QMetaType::fromType<qint64>())
        return value.value<qint64>();
    if (isBigInteger(value))
        return value.value<BigInteger>().digits.startsWith(u'-') ? std::numeric_limits<qint64>::min()
                                                                 : std::numeric_limits<qint64>::max();
    return 0;
}

QString PythonJson::integerText(const QVariant &value)
{
    if (value.metaType() == QMetaType::fromType<qint64>())
        return QString::number(value.value<qint64>());
    if (isBigInteger(value))
        return value.value<BigInteger>().digits;
    return QString();
}

bool PythonJson::isNumber(const QVariant &value)
{
    return isInteger(value) || value.metaType() == QMetaType::fromType<double>();
}

bool PythonJson::isBool(const QVariant &value)
{
    return value.metaType() == QMetaType::fromType<bool>();
}

bool PythonJson::isString(const QVariant &value)
{
    return value.metaType() == QMetaType::fromType<QString>();
}

double PythonJson::toDouble(const QVariant &value)
{
    if (value.metaType() == QMetaType::fromType<qint64>())
        return double(value.value<qint64>());
    if (isBigInteger(value)) // float(int) in Python; beyond a double's range it raises, here it is +-inf
        return value.value<BigInteger>().digits.toDouble();
    if (value.metaType() == QMetaType::fromType<double>())
        return value.toDouble();
    return std::numeric_limits<double>::quiet_NaN();
}
