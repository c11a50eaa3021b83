// SPDX-License-Identifier: MIT
#pragma once

#include "run/projectsnapshot.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QSet>
#include <QSortFilterProxyModel>

// Every line of perf_records.jsonl as a row: all fields of either generation, invalid lines kept in
// place with their diagnostic.
class RecordsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        LineColumn,
        RoundColumn,
        CandidateColumn,
        ParentColumn,
        GroupColumn, // dispatch_path (A) / kernel_id (B)
        WorkloadColumn, // workload (A) / workload_id (B)
        PhaseColumn,
        DurationColumn,
        L0Column,
        ProfileColumn,
        ArtifactColumn,
        TimestampColumn,
        ProblemColumn,
        ColumnCount
    };
    enum Role {
        LineRole = Qt::UserRole + 1,
        CandidateRole,
        RoundRole,
        WorkloadKeyRole,
        ValidRole,
        SortRole,
    };

    explicit RecordsModel(QObject *parent = nullptr);

    void setSnapshot(const ProjectSnapshotPtr &snapshot);
    int rowForLine(int line) const;
    int lineAt(int row) const; // the records line of a row, 0 when there is none
    // Review notes, marked where they are: a note icon on the candidate of every record of a
    // candidate with notes, and on the line number of a record line with one.
    void setNoteMarks(const QHash<QString, int> &candidateNotes, const QSet<int> &recordLines);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    ProjectSnapshotPtr m_snapshot;
    QHash<int, QString> m_problems; // line -> first diagnostic message
    QHash<QString, int> m_candidateNotes;
    QSet<int> m_notedLines;
    Generation m_generation = Generation::Unknown;
};

// Sorting and filtering of the records: round, candidate, workload key, L0, free text.
class RecordsFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    enum class L0Filter { Any, Passed, Failed, Invalid };

    explicit RecordsFilterProxy(QObject *parent = nullptr);

    void setRound(int round); // -1 = any
    void setCandidate(const QString &candidateId);
    void setWorkloadKey(const QString &key);
    void setL0Filter(L0Filter filter);
    void setText(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    // By line without a QVariant per comparison: the order every run opens in (15,000 records).
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    int m_round = -1;
    QString m_candidate;
    QString m_workloadKey;
    L0Filter m_l0 = L0Filter::Any;
    QString m_text;
};
