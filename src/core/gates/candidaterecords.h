// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>
#include <QString>

struct PerfRecord;

// The valid records (with a duration, unless asked otherwise) per candidate id, answering "which records does this log id
// name" by hash lookups instead of a pass over every record for every table row. Branch ids in
// logs often drop the round prefix ("pipe" for "v1_pipe"): either spelling names the record.
class CandidateRecords
{
public:
    enum class Kept { WithDuration, AllValid }; // which valid records are indexed
    explicit CandidateRecords(const QList<PerfRecord> &records, Kept kept = Kept::WithDuration);

    // The records whose id equals logId, ends with "_" + logId, or is what logId ends with after
    // an "_", in file order.
    QList<qsizetype> of(const QString &logId) const;
    // The records of exactly this id, in file order.
    QList<qsizetype> exactly(const QString &id) const { return m_exact.value(id); }
    // Whether a valid record with an id has no duration: only then do the two Kept indexes differ.
    bool keptDiffer() const { return m_keptDiffer; }

private:
    QHash<QString, QList<qsizetype>> m_exact;
    QHash<QString, QList<qsizetype>> m_suffix;
    bool m_keptDiffer = false;
};
