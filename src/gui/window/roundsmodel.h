// SPDX-License-Identifier: MIT
#pragma once

#include "records/derivedseries.h"
#include "run/projectsnapshot.h"
#include "window/roundindex.h"

#include <QStandardItemModel>

// The table a reviewer rebuilds by hand: one block per round (per campaign) with the log's winner
// and stated reason, then each branch measured in the round — its parent, the change against the
// parent and against the current best entering the round (geometric mean over its workload keys;
// each key below it, classed against the noise threshold), L0 — and the rollbacks and blocked
// branches the log states.
class RoundsModel : public QStandardItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, ParentColumn, DurationColumn, VsParentColumn, VsBestColumn, L0Column, VerdictColumn,
                  LogColumn, ColumnCount };
    // A round's name cell reads "Round 1 — heading · winner: v1_pipe · “reason” [L121]" (the view
    // spans it over the table); its Verdict and Log cells keep the parts.
    enum Role { LineRole = Qt::UserRole + 1, CandidateRole, RoundRole, OrdinalRole, KindRole, NoiseRole,
                RoundLineRole }; // RoundLineRole: a branch's fallback line (its round's)
    enum class Kind { Round, Branch, Key, Decision };

    explicit RoundsModel(QObject *parent = nullptr);
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    void setSnapshot(const ProjectSnapshotPtr &snapshot, const RoundIndex &rounds, const DerivedSeries &series,
                     double noiseThreshold);
    QModelIndex indexForRound(int ordinal) const;
    QModelIndex indexForBranch(int ordinal, const QString &candidateId) const;
    void retranslate();

    // "−12.3 %": the change from before to after, a real minus sign.
    static QString change(double before, double after);

private:
    ProjectSnapshotPtr m_snapshot;
    RoundIndex m_rounds;
    DerivedSeries m_series;
    double m_noiseThreshold = 0.03;
};
