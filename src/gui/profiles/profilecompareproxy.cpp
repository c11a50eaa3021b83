// SPDX-License-Identifier: MIT
#include "profiles/profilecompareproxy.h"

#include "profiles/profilecomparemodel.h"

ProfileCompareProxy::ProfileCompareProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(ProfileCompareModel::SortRole);
}

void ProfileCompareProxy::setCompareModel(ProfileCompareModel *model)
{
    m_model = model;
    setSourceModel(model);
}

void ProfileCompareProxy::setChangedOnly(bool changedOnly)
{
    m_changedOnly = changedOnly;
    invalidateFilter();
}

void ProfileCompareProxy::setColumnFilter(const QString &text)
{
    m_columnFilter = text.trimmed();
    invalidateColumnsFilter();
}

bool ProfileCompareProxy::filterAcceptsRow(int sourceRow, const QModelIndex &) const
{
    return !m_changedOnly || !m_model || m_model->rowChanged(sourceRow);
}

bool ProfileCompareProxy::filterAcceptsColumn(int sourceColumn, const QModelIndex &) const
{
    if (!m_model || m_model->mode() != ProfileCompareModel::Mode::Table)
        return true;
    if (m_model->part(sourceColumn) == ProfileCompareModel::Part::Key)
        return true;
    if (m_changedOnly && !m_model->columnChanged(sourceColumn))
        return false;
    if (m_columnFilter.isEmpty())
        return true;
    const int aligned = m_model->alignedColumn(sourceColumn);
    return aligned >= 0 && m_model->table().columns.at(aligned).name.contains(m_columnFilter, Qt::CaseInsensitive);
}

bool ProfileCompareProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant a = left.data(ProfileCompareModel::SortRole);
    const QVariant b = right.data(ProfileCompareModel::SortRole);
    const bool numbers = a.typeId() == QMetaType::Double && b.typeId() == QMetaType::Double;
    if (numbers) {
        const double x = a.toDouble();
        const double y = b.toDouble();
        if (std::isnan(x) != std::isnan(y))
            return std::isnan(y); // blanks last
        if (x != y)
            return x < y;
        return left.row() < right.row();
    }
    return QString::compare(a.toString(), b.toString(), Qt::CaseInsensitive) < 0;
}
