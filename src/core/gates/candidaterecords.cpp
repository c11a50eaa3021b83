// SPDX-License-Identifier: MIT
#include "gates/candidaterecords.h"

#include "records/perfrecord.h"

#include <algorithm>

CandidateRecords::CandidateRecords(const QList<PerfRecord> &records, Kept kept)
{
    // Sized once: growing a hash of 15k ids rehashes (and moves) every key again at each doubling.
    m_exact.reserve(records.size());
    m_suffix.reserve(records.size());
    for (qsizetype i = 0; i < records.size(); ++i) {
        const PerfRecord &r = records.at(i);
        if (!r.valid || r.candidateId.isEmpty())
            continue;
        if (!r.hasDuration()) {
            m_keptDiffer = true;
            if (kept == Kept::WithDuration)
                continue;
        }
        m_exact[r.candidateId].append(i);
        // recordId.endsWith('_' + logId): every text after an '_' of the record id.
        for (qsizetype at = r.candidateId.indexOf(QLatin1Char('_')); at >= 0;
             at = r.candidateId.indexOf(QLatin1Char('_'), at + 1))
            m_suffix[r.candidateId.sliced(at + 1)].append(i);
    }
}

QList<qsizetype> CandidateRecords::of(const QString &logId) const
{
    QList<qsizetype> hits = m_exact.value(logId);
    hits += m_suffix.value(logId);
    // logId.endsWith('_' + recordId): every text after an '_' of the log's id.
    for (qsizetype at = logId.indexOf(QLatin1Char('_')); at >= 0; at = logId.indexOf(QLatin1Char('_'), at + 1))
        hits += m_exact.value(logId.sliced(at + 1));
    std::sort(hits.begin(), hits.end());
    hits.erase(std::unique(hits.begin(), hits.end()), hits.end());
    return hits;
}
