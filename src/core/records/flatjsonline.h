// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArrayView>
#include <QString>
#include <QVarLengthArray>

// The fast path for one perf_records.jsonl line: a flat JSON object of scalars, read straight from
// the bytes. It accepts only what it can answer exactly as PythonJson would (no escapes, no nesting,
// no NaN/Infinity, integers within 64 bits, finite floats, ASCII keys, no duplicate keys, no control
// characters); everything else returns false and the caller takes the slow path (PythonJson), which
// gives the same value plus the Python-compatible diagnostics.
class FlatJsonLine
{
public:
    enum class Kind : quint8 { String, Integer, Float, Bool, Null };
    struct Field {
        QByteArrayView key;
        Kind kind = Kind::Null;
        QByteArrayView text; // string contents (without quotes) or the number token
        qint64 integer = 0;
        double number = 0; // integers too, as a double
        bool boolean = false;

        QString string() const { return QString::fromUtf8(text); }
    };

    // `line` must start at '{' and end at '}' (no surrounding whitespace).
    bool parse(QByteArrayView line);

    const Field *find(QByteArrayView key) const
    {
        for (const Field &f : m_fields)
            if (f.key == key)
                return &f;
        return nullptr;
    }
    bool contains(QByteArrayView key) const { return find(key) != nullptr; }
    qsizetype size() const { return m_fields.size(); }

private:
    QVarLengthArray<Field, 16> m_fields;
};

namespace FlatJson {
// Whose idea of ASCII whitespace: Python's str.strip() (also \x1c-\x1f) or QString::trimmed().
enum class Spaces { Python, Qt };
inline bool isAsciiSpace(char c, Spaces spaces)
{
    return c == ' ' || (c >= '\t' && c <= '\r') || (spaces == Spaces::Python && c >= '\x1c' && c <= '\x1f');
}
// Strips ASCII whitespace. `exact` is false when a non-ASCII byte is at either edge (it may be Unicode
// whitespace), so the caller must strip the decoded text instead.
QByteArrayView stripAscii(QByteArrayView line, Spaces spaces, bool *exact);
} // namespace FlatJson
