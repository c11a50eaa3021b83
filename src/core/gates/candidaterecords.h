// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>
#include <QString>

struct PerfRecord;

// The valid records with a duration per candidate id, answering "which records does this log id
// name" by hash lookups instead of a pass over every record for every table row. Branch ids in
// logs often drop the round prefix ("pipe" for "v1_pipe"): either spelling names the record.
class CandidateRecords
{
public:
    explicit CandidateRecords(const QList<PerfRecord> &records);

    // The records whose id equals logId, ends with "_" + logId, or is what logId ends with after
    // an "_", in file order.
    QList<qsizetype> of(const QString &logId) const;

private:
    QHash<QString, QList<qsizetype>> m_exact;
    QHash<QString, QList<qsizetype>> m_suffix;
};
