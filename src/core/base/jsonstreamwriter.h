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
    void value(int number);
    void value(double number); // null when not finite
    void boolean(bool flag); // not value(bool): a string literal would convert to bool
    void null();
    void value(const QList<int> &numbers); // an array of integers

    // The members of `small` and the streamed ones, merged in key order.
    struct StreamedMember
    {
        QString key;
        std::function<void(JsonStreamWriter &)> write; // writes exactly one value
    };
    void members(const QJsonObject &small, QList<StreamedMember> streamed);

    static void appendEscaped(QByteArray &out, QStringView text); // "text" with JSON escapes

private:
    void beforeValue();
    void indent(); // four spaces per open level
    void put(QByteArrayView bytes);
    void flush();

    struct Level
    {
        bool object = false;
        bool empty = true;
    };
    Sink m_sink;
    QList<Level> m_levels;
    QByteArray m_buffer;
    bool m_afterKey = false;
};
