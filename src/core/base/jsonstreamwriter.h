// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <functional>

// Writes the bytes QJsonDocument::toJson(QJsonDocument::Indented) would write, piece by piece,
// so a large report never exists as one document in memory. Containers are opened and closed
// here; any value (a small object, an array, a scalar) is written whole. Objects must receive
// their keys in the order QJsonObject keeps them (sorted), as the document would print them.
class QCborValue;

class JsonStreamWriter
{
public:
    using Sink = std::function<void(QByteArrayView)>;

    explicit JsonStreamWriter(Sink sink);
    ~JsonStreamWriter();

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    void key(const QString &name); // inside an object, before its value
    void value(const QJsonValue &value);
    // Scalars written straight from C++ values, as QJsonValue of the same would print them.
    void value(const QString &text);
    void value(QStringView text);
    void value(int number);
    void value(qint64 number);
    void value(bool flag);
    void value(const char *) = delete; // a literal would be written as true: use QStringLiteral
    void value(double number); // null when not finite
    // A double as a QJsonObject or QJsonArray holding QJsonValue(number) prints it: whole numbers
    // that fit as integers ("1000000000000000", where value(double) writes "1e+15"), null when
    // not finite.
    void number(double number);
    void null();

    // The members of `small` and the streamed ones, merged in key order.
    struct StreamedMember
    {
        QString key;
        std::function<void(JsonStreamWriter &)> write; // writes exactly one value
    };
    void members(const QJsonObject &small, QList<StreamedMember> streamed);

    static void appendEscaped(QByteArray &out, QStringView text); // "text" with JSON escapes

private:
    // Escapes into room for the longest form (six bytes per UTF-16 unit, plus the quotes).
    static char *writeEscaped(char *dst, QStringView text);
    static char *writeIndent(char *dst, qsizetype levels);
    // Room for `most` bytes at the end of the buffer, written through the pointer, then cut to
    // what was written (settle): one size change for a key with its separator and indent.
    char *grow(qsizetype most);
    void settle(const char *end);
    void beforeValue();
    void put(QByteArrayView bytes);
    void putIndent(qsizetype levels);
    void putInteger(qint64 number);
    void putNumber(const QCborValue &number);
    void flush();

    struct Level
    {
        bool object = false;
        bool empty = true;
#ifndef QT_NO_DEBUG
        QString lastKey; // keys must come sorted, as QJsonObject keeps them
#endif
    };
    Sink m_sink;
    QList<Level> m_levels;
    QByteArray m_buffer;
    bool m_afterKey = false;
};
