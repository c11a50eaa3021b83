// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractTableModel>
#include <QStringList>

class ChecklistReview;

// The items of one workflow phase of a ChecklistReview: the item, its automatic verdict, the
// review's verdict (ticks and overrides applied) and how much evidence there is. Manual items are
// checkable: checking one ticks it as passed.
class ChecklistModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { ItemColumn, AutomaticColumn, ReviewColumn, EvidenceColumn, ColumnCount };
    enum Role { ItemIdRole = Qt::UserRole, StatusRole, EffectiveStatusRole };

    ChecklistModel(ChecklistReview *review, int phase, QObject *parent = nullptr);

    int phase() const { return m_phase; }
    QString itemId(int row) const { return m_ids.value(row); }
    int rowOf(const QString &itemId) const { return int(m_ids.indexOf(itemId)); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void retranslate();

private:
    void itemChanged(const QString &itemId);

    ChecklistReview *m_review;
    int m_phase;
    QStringList m_ids;
};
