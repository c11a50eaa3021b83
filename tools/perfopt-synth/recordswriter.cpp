// SPDX-License-Identifier: MIT
#include "recordswriter.h"

#include <QDateTime>
#include <QTimeZone>
#include <utility>

namespace Synth {

namespace {

using Field = std::pair<QByteArray, QByteArray>;

QByteArray jsonString(const QString &text)
{
    QByteArray out = "\"";
    for (const char c : text.toUtf8()) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            out += "\\u00";
            out += QByteArray::number(static_cast<unsigned char>(c), 16).rightJustified(2, '0');
        } else {
            out += c;
        }
    }
    out += '"';
    return out;
}

QByteArray join(const QList<Field> &fields)
{
    QByteArray out = "{";
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i > 0)
            out += ", ";
        out += '"' + fields.at(i).first + "\": " + fields.at(i).second;
    }
    out += '}';
    return out;
}

QByteArray assemble(const QList<QByteArray> &lines, const RunModel &m)
{
    const QByteArray eol = m.has(Defect::Crlf) ? QByteArrayLiteral("\r\n") : QByteArrayLiteral("\n");
    QByteArray out;
    qsizetype size = 0;
    for (const QByteArray &line : lines)
        size += line.size() + 4;
    out.reserve(size + 16);
    if (m.has(Defect::Bom))
        out += "\xef\xbb\xbf";
    for (qsizetype i = 0; i < lines.size(); ++i) {
        out += lines.at(i);
        out += eol;
        // Blank and whitespace-only lines: skipped by every reader, but they shift line numbers.
        if (m.has(Defect::BlankLines) && i % 5 == 1)
            out += eol + QByteArrayLiteral("  \t") + eol;
    }
    return out;
}

} // namespace

RecordsWriter::RecordsWriter(const RunModel &model)
    : m(model)
{
    QList<QByteArray> lines;
    lines.reserve(m.records.size());
    for (qsizetype i = 0; i < m.records.size(); ++i)
        lines.append(line(m.records.at(i), i));
    if (lines.isEmpty())
        return;

    if (m.has(Defect::RecordsEdited)) {
        // The state an append-only watcher saw earlier: the first half of the file. Then the first
        // line is rewritten in place, which append-only forbids.
        m_snapshot = assemble(lines.mid(0, (lines.size() + 1) / 2), m);
        Record edited = m.records.first();
        edited.ticks = edited.ticks * 105 / 100 + 1;
        lines.first() = line(edited, -1);
    }
    m_contents = assemble(lines, m);
    if (m.has(Defect::TruncatedLastLine)) {
        // An interrupted append: half of the last object, no newline.
        const qsizetype eolSize = m.has(Defect::Crlf) ? 2 : 1;
        m_contents.chop(eolSize + lines.last().size() / 2);
    }
}

QByteArray RecordsWriter::pythonFloat(double value)
{
    QByteArray text = QByteArray::number(value, 'f', 2);
    while (text.endsWith('0'))
        text.chop(1);
    if (text.endsWith('.'))
        text += '0';
    return text;
}

QByteArray RecordsWriter::timestamp(qint64 secondsSinceEpoch)
{
    return QDateTime::fromSecsSinceEpoch(secondsSinceEpoch, QTimeZone::UTC)
        .toString(QStringLiteral("yyyy-MM-dd'T'HH:mm:ss'Z'"))
        .toLatin1();
}

QByteArray RecordsWriter::line(const Record &record, qsizetype index) const
{
    const Workload &wl = m.workloads.at(record.workload);
    const QByteArray parent = record.parentId.isEmpty() ? QByteArrayLiteral("null") : jsonString(record.parentId);
    const QByteArray duration = pythonFloat(ticksToUs(record.ticks));
    QList<Field> fields;
    fields.reserve(13);
    fields << Field("round", QByteArray::number(record.round)) << Field("candidate_id", jsonString(record.candidateId))
           << Field("parent_id", parent);
    if (m.isGenB()) {
        const char *phase = record.phase == Phase::Baseline ? "\"baseline\""
            : record.phase == Phase::Final                  ? "\"final\""
                                                            : "\"candidate\"";
        fields << Field("kernel_id", jsonString(m.kernelId)) << Field("workload_id", jsonString(wl.id))
               << Field("phase", phase) << Field("artifact_path", jsonString(record.artifactPath))
               << Field("artifact_sha256", '"' + record.artifactSha256 + '"');
    } else {
        fields << Field("dispatch_path", jsonString(wl.dispatchPath)) << Field("workload", jsonString(wl.id));
    }
    fields << Field("duration_us", duration) << Field("l0_pass", record.l0Pass ? "true" : "false")
           << Field("msprof_raw_path", jsonString(record.rawPath))
           << Field("timestamp", '"' + timestamp(record.time) + '"');

    auto isVictim = [&](Defect defect, int ordinal) {
        return index >= 0 && m.has(defect) && m.victimRecord(ordinal) == index;
    };
    auto valueOf = [&fields](const char *key) -> QByteArray & {
        for (Field &field : fields) {
            if (field.first == key)
                return field.second;
        }
        Q_UNREACHABLE();
    };
    if (isVictim(Defect::MissingField, 1))
        fields.removeIf([](const Field &field) { return field.first == "timestamp"; });
    if (isVictim(Defect::BoolDuration, 2))
        valueOf("duration_us") = "true";
    if (isVictim(Defect::NanDuration, 3))
        valueOf("duration_us") = "NaN";
    if (isVictim(Defect::DuplicateKey, 4)) {
        // Python's json keeps the last of duplicate keys, so the number wins.
        for (qsizetype i = 0; i < fields.size(); ++i) {
            if (fields.at(i).first == "duration_us") {
                fields.insert(i, Field("duration_us", "\"n/a\""));
                break;
            }
        }
    }
    if (isVictim(Defect::LongLine, 5))
        fields << Field("note", '"' + QByteArray(1'100'000, 'x') + '"');
    QByteArray out = join(fields);
    if (isVictim(Defect::BadJsonLine, 0))
        out.replace("\"duration_us\": ", "\"duration_us\" = ");
    return out;
}

} // namespace Synth
