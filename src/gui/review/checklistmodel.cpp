// SPDX-License-Identifier: MIT
#include "review/checklistmodel.h"

#include "review/checklistreview.h"

#include <QColor>
#include <QFont>

namespace {

QColor statusColor(ChecklistVerdict::Status status)
{
    switch (status) {
    case ChecklistVerdict::Status::Pass:
        return QColor(0x13, 0x73, 0x33);
    case ChecklistVerdict::Status::Fail:
        return QColor(0xc5, 0x22, 0x1f);
    case ChecklistVerdict::Status::Manual:
        return QColor(0xb0, 0x60, 0x00);
    case ChecklistVerdict::Status::NotApplicable:
        break;
    }
    return QColor(0x5f, 0x63, 0x68);
}

} // namespace

ChecklistModel::ChecklistModel(ChecklistReview *review, int phase, QObject *parent)
    : QAbstractTableModel(parent)
    , m_review(review)
    , m_phase(phase)
{
    for (const ChecklistItem &item : review->checklist().itemsOfPhase(phase))
        m_ids.append(item.id);
    connect(review, &ChecklistReview::itemChanged, this, &ChecklistModel::itemChanged);
}

void ChecklistModel::itemChanged(const QString &itemId)
{
    const int row = rowOf(itemId);
    if (row >= 0)
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void ChecklistModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_ids.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_ids.size()) - 1, ColumnCount - 1));
}

int ChecklistModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_ids.size());
}

int ChecklistModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ChecklistModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_ids.size())
        return {};
    const QString id = m_ids.at(index.row());
    const ChecklistItem *item = m_review->checklist().item(id);
    const ChecklistVerdict verdict = m_review->verdict(id);
    const ChecklistItemState state = m_review->state(id);
    const ChecklistVerdict::Status effective = state.effective(verdict.status);
    switch (role) {
    case ItemIdRole:
        return id;
    case StatusRole:
        return int(verdict.status);
    case EffectiveStatusRole:
        return int(effective);
    default:
        break;
    }
    switch (Column(index.column())) {
    case ItemColumn:
        if (role == Qt::DisplayRole)
            return item->text();
        if (role == Qt::ToolTipRole)
            return tr("%1\n%2 · %3 · %4")
                .arg(item->text(), id, item->source, ChecklistItem::verificationName(item->verification));
        if (role == Qt::CheckStateRole && verdict.status == ChecklistVerdict::Status::Manual)
            return state.manual == ChecklistVerdict::Status::Pass ? Qt::Checked : Qt::Unchecked;
        break;
    case AutomaticColumn:
        if (role == Qt::DisplayRole)
            return ChecklistVerdict::statusLabel(verdict.status);
        if (role == Qt::ToolTipRole)
            return verdict.summary;
        if (role == Qt::ForegroundRole)
            return statusColor(verdict.status);
        break;
    case ReviewColumn:
        if (role == Qt::DisplayRole) {
            QString text = ChecklistVerdict::statusLabel(effective);
            if (state.overrideStatus && !state.reason.isEmpty())
                text = tr("%1 (overridden)").arg(text);
            if (!state.note.isEmpty())
                text += QStringLiteral(" ✎");
            return text;
        }
        if (role == Qt::ToolTipRole)
            return state.reason.isEmpty() ? state.note : tr("Override reason: %1").arg(state.reason);
        if (role == Qt::ForegroundRole)
            return statusColor(effective);
        if (role == Qt::FontRole && effective != verdict.status) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        break;
    case EvidenceColumn:
        if (role == Qt::DisplayRole)
            return verdict.evidence.isEmpty() ? QString() : QString::number(verdict.evidence.size());
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case ColumnCount:
        break;
    }
    return {};
}

bool ChecklistModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.column() != ItemColumn || role != Qt::CheckStateRole)
        return false;
    const QString id = m_ids.value(index.row());
    if (m_review->verdict(id).status != ChecklistVerdict::Status::Manual)
        return false;
    const bool checked = value.toInt() == Qt::Checked;
    return m_review->setManual(id, checked ? std::optional(ChecklistVerdict::Status::Pass) : std::nullopt);
}

Qt::ItemFlags ChecklistModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == ItemColumn
        && m_review->verdict(m_ids.value(index.row())).status == ChecklistVerdict::Status::Manual)
        f |= Qt::ItemIsUserCheckable;
    return f;
}

QVariant ChecklistModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case ItemColumn:
        return tr("Item");
    case AutomaticColumn:
        return tr("Automatic");
    case ReviewColumn:
        return tr("Review");
    case EvidenceColumn:
        return tr("Evidence");
    case ColumnCount:
        break;
    }
    return {};
}
