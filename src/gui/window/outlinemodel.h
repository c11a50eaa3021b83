// SPDX-License-Identifier: MIT
#pragma once

#include "optlog/optlog.h"

#include <QStandardItemModel>

// The log's outline: sessions › rounds › tables, decisions and final claims, each with its line.
class OutlineModel : public QStandardItemModel
{
    Q_OBJECT
public:
    enum Role { LineRole = Qt::UserRole + 1, RoundRole, CandidateRole, KindRole };
    enum class Kind { Session, Round, Section, Table, Decision, FinalClaim };

    explicit OutlineModel(QObject *parent = nullptr);
    void setLog(const OptLog &log);
    QModelIndex indexForRound(int roundNumber) const;
    QModelIndex indexForLine(int line) const; // the deepest item starting at or before line
};
