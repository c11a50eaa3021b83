// SPDX-License-Identifier: MIT
#include "run/profilelinks.h"

#include "run/projectsnapshot.h"

ProfileLinks ProfileLinks::build(const ProjectSnapshot &snapshot)
{
    ProfileLinks links;
    for (const PerfRecord &source : snapshot.records.records) {
        if (!source.parsed)
            continue;
        Record record;
        record.line = source.line;
        record.candidateId = source.candidateId;
        if (source.parentId)
            record.parentId = *source.parentId;
        else if (const LineageNode *node = snapshot.lineage.node(source.candidateId); node && node->parentId)
            record.parentId = *node->parentId;
        record.workloadKey = source.workloadKey();
        record.round = source.round ? int(*source.round) : -1;
        record.isBaseline = source.isBaseline();
        record.runs = snapshot.recordRuns.value(source.line);
        const qsizetype index = links.m_records.size();
        links.m_byLine.insert(record.line, index);
        for (const QString &run : std::as_const(record.runs))
            links.m_byRun[run].append(index);
        links.m_records.append(record);
    }
    return links;
}

const ProfileLinks::Record *ProfileLinks::record(int line) const
{
    const auto it = m_byLine.constFind(line);
    return it == m_byLine.cend() ? nullptr : &m_records.at(it.value());
}

QList<const ProfileLinks::Record *> ProfileLinks::recordsOfRun(const QString &runDir) const
{
    QList<const Record *> result;
    for (qsizetype index : m_byRun.value(runDir))
        result.append(&m_records.at(index));
    return result;
}

QString ProfileLinks::runOf(int line) const
{
    const Record *r = record(line);
    return r && !r->runs.isEmpty() ? r->runs.first() : QString();
}

int ProfileLinks::recordFor(const QString &candidateId, const QString &workloadKey) const
{
    // A candidate measured again later (a re-run) is represented by its last record.
    for (qsizetype i = m_records.size() - 1; i >= 0; --i) {
        const Record &r = m_records.at(i);
        if (r.candidateId == candidateId && r.workloadKey == workloadKey && !r.runs.isEmpty())
            return r.line;
    }
    return 0;
}

int ProfileLinks::parentRecord(int line) const
{
    const Record *r = record(line);
    if (!r || r->parentId.isEmpty())
        return 0;
    return recordFor(r->parentId, r->workloadKey);
}

int ProfileLinks::baselineRecord(int line) const
{
    const Record *r = record(line);
    if (!r || r->isBaseline)
        return 0;
    for (qsizetype i = m_records.size() - 1; i >= 0; --i) {
        const Record &b = m_records.at(i);
        if (b.isBaseline && b.workloadKey == r->workloadKey && !b.runs.isEmpty())
            return b.line;
    }
    return 0;
}
