// SPDX-License-Identifier: MIT
#pragma once

#include "diff/parameterdiff.h"

#include <QAbstractTableModel>

// The parameter diff as a table: one row per tunable that differs (or every tunable).
class ParameterDiffModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { ParameterColumn, KindColumn, LeftColumn, RightColumn, ColumnCount };
    enum Role { StatusRole = Qt::UserRole + 1, LeftLineRole, RightLineRole };

    explicit ParameterDiffModel(QObject *parent = nullptr);

    void setChanges(const QList<ParameterChange> &changes);
    const QList<ParameterChange> &changes() const { return m_changes; }
    void setSideLabels(const QString &left, const QString &right);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<ParameterChange> m_changes;
    QString m_leftLabel;
    QString m_rightLabel;
};
