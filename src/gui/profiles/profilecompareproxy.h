// SPDX-License-Identifier: MIT
#pragma once

#include <QSortFilterProxyModel>

class ProfileCompareModel;

// Sorting and filtering of a ProfileCompareModel: numbers sort as numbers with blanks last;
// "changed only" keeps the rows (and, for metric files, the value columns) with a change beyond
// noise; a column filter keeps the value columns whose name contains the text.
class ProfileCompareProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit ProfileCompareProxy(QObject *parent = nullptr);

    void setCompareModel(ProfileCompareModel *model);
    void setChangedOnly(bool changedOnly);
    bool changedOnly() const { return m_changedOnly; }
    void setColumnFilter(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool filterAcceptsColumn(int sourceColumn, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    ProfileCompareModel *m_model = nullptr;
    bool m_changedOnly = false;
    QString m_columnFilter;
};
