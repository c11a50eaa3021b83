// SPDX-License-Identifier: MIT
#include "window/lineagemodel.h"

#include <QColor>
#include <QSet>

LineageModel::LineageModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void LineageModel::setSnapshot(const ProjectSnapshotPtr &snapshot, const DerivedSeries &series)
{
    beginResetModel();
    m_snapshot = snapshot;
    m_items.clear();
    m_roots.clear();
    if (snapshot) {
        const VariantLineage &lineage = snapshot->lineage;
        // Best duration per key of every candidate, over L0-passing measurements.
        QHash<QString, QStringList> best;
        for (const WorkloadSeries &s : series.series) {
            QHash<QString, double> perCandidate;
            for (const SeriesPoint &p : s.points)
                if (p.l0Pass && (!perCandidate.contains(p.candidateId) || p.durationUs < perCandidate[p.candidateId]))
                    perCandidate[p.candidateId] = p.durationUs;
            for (auto it = perCandidate.cbegin(); it != perCandidate.cend(); ++it)
                best[it.key()].append(QStringLiteral("%1: %2 µs").arg(s.key).arg(it.value(), 0, 'f', 2));
        }
        QSet<int> placed;
        std::function<void(int, int)> add = [&](int node, int parentItem) {
            if (placed.contains(node))
                return; // a cycle: each node once
            placed.insert(node);
            Item item;
            item.node = node;
            item.parent = parentItem;
            item.bestText = best.value(lineage.nodes[node].candidateId).join(QLatin1Char('\n'));
            const int self = int(m_items.size());
            QList<int> &siblings = parentItem < 0 ? m_roots : m_items[parentItem].children;
            item.row = int(siblings.size());
            siblings.append(self);
            m_items.append(item);
            for (int child : lineage.nodes[node].children)
                add(child, self);
        };
        for (int root : lineage.roots)
            add(root, -1);
    }
    endResetModel();
}

QModelIndex LineageModel::indexForCandidate(const QString &candidateId) const
{
    if (!m_snapshot)
        return {};
    for (int i = 0; i < m_items.size(); ++i)
        if (m_snapshot->lineage.nodes[m_items[i].node].candidateId == candidateId)
            return createIndex(m_items[i].row, 0, quintptr(i));
    return {};
}

QModelIndex LineageModel::index(int row, int column, const QModelIndex &parent) const
{
    const QList<int> &list = parent.isValid() ? m_items[int(parent.internalId())].children : m_roots;
    if (row < 0 || row >= list.size() || column < 0 || column >= ColumnCount)
        return {};
    return createIndex(row, column, quintptr(list[row]));
}

QModelIndex LineageModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    const int p = m_items[int(child.internalId())].parent;
    return p < 0 ? QModelIndex() : createIndex(m_items[p].row, 0, quintptr(p));
}

int LineageModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    return int(parent.isValid() ? m_items[int(parent.internalId())].children.size() : m_roots.size());
}

int LineageModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant LineageModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_snapshot)
        return {};
    const Item &item = m_items[int(index.internalId())];
    const LineageNode &node = m_snapshot->lineage.nodes[item.node];
    const QString file = node.variantIndex >= 0 ? m_snapshot->variants[node.variantIndex].relativePath : QString();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case CandidateColumn: return node.candidateId;
        case RoundColumn: return node.firstRound >= 0 ? QVariant(node.firstRound) : QVariant();
        case BestColumn: return item.bestText.section(QLatin1Char('\n'), 0, 0);
        case L0Column: return node.anyL0Failure ? tr("FAIL") : tr("pass");
        case FileColumn: return file.section(QLatin1Char('/'), -1);
        }
        break;
    case Qt::ToolTipRole: {
        QString tip = node.candidateId;
        if (node.parentId)
            tip += QLatin1Char('\n') + tr("parent: %1").arg(*node.parentId) + (node.parentKnown ? QString() : tr(" (never recorded)"));
        if (!item.bestText.isEmpty())
            tip += QLatin1Char('\n') + item.bestText;
        if (!file.isEmpty())
            tip += QLatin1Char('\n') + tr("file: %1 (%2)").arg(file, node.matchNote);
        return tip;
    }
    case Qt::ForegroundRole:
        if (index.column() == L0Column && node.anyL0Failure)
            return QColor(0xc0, 0x1c, 0x28);
        if (index.column() == CandidateColumn && m_snapshot->finalCandidateId() == node.candidateId)
            return QColor(0x1a, 0x7f, 0x37);
        break;
    case Qt::FontRole:
        break;
    case CandidateRole: return node.candidateId;
    case FileRole: return file;
    }
    return {};
}

QVariant LineageModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case CandidateColumn: return tr("Candidate");
    case RoundColumn: return tr("Round");
    case BestColumn: return tr("Best Task Duration");
    case L0Column: return tr("L0");
    case FileColumn: return tr("File");
    }
    return {};
}
