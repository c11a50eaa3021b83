// SPDX-License-Identifier: MIT
#pragma once

#include "synthmodel.h"

#include <QByteArray>

namespace Synth {

// perf_records.jsonl as the runner writes it (json.dumps with ", " and ": ", ensure_ascii=False,
// one object per line, LF, append order), with the byte-level defects applied on top.
class RecordsWriter
{
public:
    explicit RecordsWriter(const RunModel &model);

    QByteArray fileContents() const { return m_contents; }
    // Defect records-edited: the snapshot taken before an earlier line was rewritten.
    QByteArray snapshot() const { return m_snapshot; }

    // index: the record's position in the model, or -1 for an edited copy (no defects planted).
    QByteArray line(const Record &record, qsizetype index) const;
    static QByteArray pythonFloat(double value);
    static QByteArray timestamp(qint64 secondsSinceEpoch);

private:
    const RunModel &m;
    QByteArray m_contents;
    QByteArray m_snapshot;
};

} // namespace Synth
