// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

struct ProjectSnapshot;

// How perf_records.jsonl and the msprof runs point at each other in one snapshot: the records that
// cite a run (through msprof_raw_path), the run of a record, and the record to compare a record
// with — its parent candidate or the baseline, measured on the same workload key.
class ProfileLinks
{
public:
    struct Record
    {
        int line = 0;
        QString candidateId;
        QString parentId; // empty for none
        QString workloadKey;
        int round = -1;
        bool isBaseline = false;
        QStringList runs; // relative dirs, as in ProjectSnapshot::recordRuns
    };

    static ProfileLinks build(const ProjectSnapshot &snapshot);

    const QList<Record> &records() const { return m_records; }
    const Record *record(int line) const;
    QList<const Record *> recordsOfRun(const QString &runDir) const;
    QString runOf(int line) const; // the first run the record names; empty if none

    // The last record with a run that measured candidateId on workloadKey; 0 if none.
    int recordFor(const QString &candidateId, const QString &workloadKey) const;
    // The parent candidate's record on the same workload; 0 if none.
    int parentRecord(int line) const;
    // The baseline's record on the same workload; 0 if none (or if the record is the baseline).
    int baselineRecord(int line) const;

private:
    QList<Record> m_records;
    QHash<int, qsizetype> m_byLine;
    QHash<QString, QList<qsizetype>> m_byRun;
};
