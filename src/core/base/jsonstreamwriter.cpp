// SPDX-License-Identifier: MIT
#include "base/jsonstreamwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

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
    put(scalarJson(name));
    put(": ");
    m_afterKey = true;
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
