// SPDX-License-Identifier: MIT
#pragma once

#include "records/derivedseries.h"
#include "run/projectsnapshot.h"

#include <QAbstractItemModel>
#include <QHash>

// Candidates as a tree from parent_id, each with the geometric mean speedup of its best Task
// Duration over the baseline across the workload keys it measured (per key in the tooltip) and an
// L0 mark. A node inside a parent_id cycle is shown once, as a root.
class LineageModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { CandidateColumn, RoundColumn, BestColumn, L0Column, FileColumn, ColumnCount };
    enum Role { CandidateRole = Qt::UserRole + 1, FileRole, SpeedupRole };

    explicit LineageModel(QObject *parent = nullptr);

    void setSnapshot(const ProjectSnapshotPtr &snapshot, const DerivedSeries &series);
    QModelIndex indexForCandidate(const QString &candidateId) const;
    // Candidates with review notes (and how many) get a note mark next to their name.
    void setNoteCounts(const QHash<QString, int> &counts);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    // One workload key of a candidate's tooltip: kept as numbers, worded only when shown (a long
    // run has tens of thousands of them).
    struct KeyLine
    {
        int series = 0; // index into m_series.series
        double durationUs = 0; // the best that passed L0, else (l0Failed) the best measured
        double speedup = 0; // against the key's baseline, NaN without one
        bool l0Failed = false;
    };
    struct Item {
        int node = -1; // index into lineage.nodes
        int parent = -1; // index into m_items, -1 = root
        int row = 0;
        QList<int> children; // indexes into m_items
        QString bestText; // "1.234× · 4 keys": geomean speedup vs baseline over the keys measured
        QList<KeyLine> bestLines; // "key: 12.34 µs (1.10× vs baseline 13.57 µs)" lines
        double bestValue = 0; // the geomean, NaN without one
    };
    QString bestLinesText(const Item &item) const;

    ProjectSnapshotPtr m_snapshot;
    QString m_finalCandidateId; // once per snapshot: finding it reads every record and hashes {op}.py
    DerivedSeries m_series;
    QHash<QString, int> m_noteCounts;
    QList<Item> m_items;
    QList<int> m_roots;
};
