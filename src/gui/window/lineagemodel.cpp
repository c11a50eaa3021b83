// SPDX-License-Identifier: MIT
#include "window/lineagemodel.h"

#include <QApplication>
#include <QColor>
#include <QIcon>
#include <QStyle>
#include <cmath>
#include <limits>
#include <QSet>

LineageModel::LineageModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void LineageModel::setSnapshot(const ProjectSnapshotPtr &snapshot, const DerivedSeries &series)
{
    beginResetModel();
    m_snapshot = snapshot;
    m_finalCandidateId = snapshot ? snapshot->finalCandidateId() : QString();
    m_series = series;
    m_items.clear();
    m_roots.clear();
    if (snapshot) {
        const VariantLineage &lineage = snapshot->lineage;
        // Best duration per key of every candidate, over its measurements that did not fail L0
        // (a record without l0_pass counts), and its speedup over that key's baseline.
        QSet<int> failedLines;
        for (const PerfRecord &r : snapshot->records.records)
            if (r.l0Pass && !*r.l0Pass)
                failedLines.insert(r.line);
        QHash<QString, QList<KeyLine>> lines; // formatted for the tooltip only when asked
        QHash<QString, QList<double>> speedups;
        QHash<QString, int> keys;
        QHash<QString, double> onlyDuration;
        QHash<QString, int> failedKeys;
        for (int si = 0; si < series.series.size(); ++si) {
            const WorkloadSeries &s = series.series.at(si);
            QHash<QString, double> perCandidate;
            for (const SeriesPoint &p : s.points) {
                const bool failed = p.recordLine > 0 ? failedLines.contains(p.recordLine) : !p.l0Pass;
                if (!failed && std::isfinite(p.durationUs)
                    && (!perCandidate.contains(p.candidateId) || p.durationUs < perCandidate[p.candidateId]))
                    perCandidate[p.candidateId] = p.durationUs;
            }
            // Measured only with L0 failures on this key: not a result, but not nothing either.
            QHash<QString, double> failedOnly;
            for (const SeriesPoint &p : s.points)
                if (!perCandidate.contains(p.candidateId) && std::isfinite(p.durationUs)
                    && (!failedOnly.contains(p.candidateId) || p.durationUs < failedOnly[p.candidateId]))
                    failedOnly[p.candidateId] = p.durationUs;
            for (auto it = failedOnly.cbegin(); it != failedOnly.cend(); ++it) {
                lines[it.key()].append({si, it.value(), std::numeric_limits<double>::quiet_NaN(), true});
                ++failedKeys[it.key()];
            }
            for (auto it = perCandidate.cbegin(); it != perCandidate.cend(); ++it) {
                KeyLine line {si, it.value(), std::numeric_limits<double>::quiet_NaN(), false};
                if (std::isfinite(s.baselineUs) && it.value() > 0) {
                    line.speedup = s.baselineUs / it.value();
                    speedups[it.key()].append(line.speedup);
                }
                lines[it.key()].append(line);
                ++keys[it.key()];
                onlyDuration[it.key()] = it.value();
            }
        }
        QHash<QString, QString> bestText;
        QHash<QString, double> bestValue;
        for (auto it = failedKeys.cbegin(); it != failedKeys.cend(); ++it)
            if (!keys.contains(it.key()))
                bestText[it.key()] = it.value() == 1 ? tr("L0 failed · 1 key") : tr("L0 failed · %1 keys").arg(it.value());
        for (auto it = keys.cbegin(); it != keys.cend(); ++it) {
            const QList<double> ratios = speedups.value(it.key());
            if (!ratios.isEmpty()) {
                const double geomean = DerivedSeries::geometricMean(ratios);
                bestValue[it.key()] = geomean;
                bestText[it.key()] = ratios.size() == 1
                    ? tr("%1× · 1 key").arg(geomean, 0, 'f', 3)
                    : tr("%1× · %2 keys").arg(geomean, 0, 'f', 3).arg(ratios.size());
            } else if (it.value() == 1) {
                bestText[it.key()] = QStringLiteral("%1 µs").arg(onlyDuration.value(it.key()), 0, 'f', 2);
            } else {
                bestText[it.key()] = tr("no baseline · %1 keys").arg(it.value());
            }
        }
        QSet<int> placed;
        std::function<void(int, int)> add = [&](int node, int parentItem) {
            if (placed.contains(node))
                return; // a cycle: each node once
            placed.insert(node);
            Item item;
            item.node = node;
            item.parent = parentItem;
            item.bestText = bestText.value(lineage.nodes[node].candidateId);
            item.bestLines = lines.value(lineage.nodes[node].candidateId);
            item.bestValue = bestValue.value(lineage.nodes[node].candidateId, std::numeric_limits<double>::quiet_NaN());
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

void LineageModel::setNoteCounts(const QHash<QString, int> &counts)
{
    if (counts == m_noteCounts)
        return;
    m_noteCounts = counts;
    if (!m_items.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, 0), {Qt::DecorationRole, Qt::ToolTipRole});
    // Children too: every row of every level.
    for (int i = 0; i < m_items.size(); ++i) {
        const QModelIndex item = createIndex(m_items[i].row, CandidateColumn, quintptr(i));
        Q_EMIT dataChanged(item, item, {Qt::DecorationRole, Qt::ToolTipRole});
    }
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

QString LineageModel::bestLinesText(const Item &item) const
{
    QStringList lines;
    lines.reserve(item.bestLines.size());
    for (const KeyLine &line : item.bestLines) {
        const WorkloadSeries &s = m_series.series.at(line.series);
        if (line.l0Failed) {
            lines.append(tr("%1: %2 µs (L0 failed)").arg(s.key, QString::number(line.durationUs, 'f', 2)));
            continue;
        }
        QString text = QStringLiteral("%1: %2 µs").arg(s.key, QString::number(line.durationUs, 'f', 2));
        if (std::isfinite(line.speedup))
            text += tr(" (%1× vs baseline %2 µs)").arg(line.speedup, 0, 'f', 3).arg(s.baselineUs, 0, 'f', 2);
        lines.append(text);
    }
    return lines.join(QLatin1Char('\n'));
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
        case BestColumn: return item.bestText;
        case L0Column: return node.anyL0Failure ? tr("FAIL") : tr("pass");
        case FileColumn: return file.section(QLatin1Char('/'), -1);
        }
        break;
    case Qt::ToolTipRole: {
        QString tip = node.candidateId;
        if (node.parentId)
            tip += QLatin1Char('\n') + tr("parent: %1").arg(*node.parentId) + (node.parentKnown ? QString() : tr(" (never recorded)"));
        if (!item.bestLines.isEmpty())
            tip += QLatin1Char('\n')
                + tr("Geometric mean speedup vs baseline over the keys measured: %1").arg(item.bestText)
                + QLatin1Char('\n') + bestLinesText(item);
        if (!file.isEmpty())
            tip += QLatin1Char('\n') + tr("file: %1 (%2)").arg(file, node.matchNote);
        if (const int notes = m_noteCounts.value(node.candidateId))
            tip += QLatin1Char('\n') + tr("%n review note(s)", nullptr, notes);
        return tip;
    }
    case Qt::ForegroundRole:
        if (index.column() == L0Column && node.anyL0Failure)
            return QColor(0xc0, 0x1c, 0x28);
        if (index.column() == CandidateColumn && m_finalCandidateId == node.candidateId)
            return QColor(0x1a, 0x7f, 0x37);
        break;
    case Qt::DecorationRole:
        if (index.column() == CandidateColumn && m_noteCounts.value(node.candidateId) > 0)
            return QIcon::fromTheme(QStringLiteral("document-edit"),
                                    QApplication::style()->standardIcon(QStyle::SP_FileDialogDetailedView));
        break;
    case Qt::FontRole:
        break;
    case CandidateRole: return node.candidateId;
    case SpeedupRole: return std::isfinite(item.bestValue) ? QVariant(item.bestValue) : QVariant();
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
    case BestColumn: return tr("Speedup vs Baseline");
    case L0Column: return tr("L0");
    case FileColumn: return tr("File");
    }
    return {};
}
