// SPDX-License-Identifier: MIT
#include "window/recordsmodel.h"

#include <QApplication>
#include <QColor>
#include <QIcon>
#include <QStyle>

namespace {

QIcon noteIcon()
{
    // The lineage's mark for "has review notes".
    return QIcon::fromTheme(QStringLiteral("document-edit"),
                            QApplication::style()->standardIcon(QStyle::SP_FileDialogDetailedView));
}

} // namespace

RecordsModel::RecordsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void RecordsModel::setSnapshot(const ProjectSnapshotPtr &snapshot)
{
    beginResetModel();
    m_snapshot = snapshot;
    m_problems.clear();
    m_generation = snapshot ? snapshot->records.contract : Generation::Unknown;
    if (snapshot) {
        for (const Diagnostic &d : snapshot->records.diagnostics)
            if (d.line > 0 && !m_problems.contains(d.line) && d.severity != Diagnostic::Severity::Info)
                m_problems.insert(d.line, d.message);
    }
    endResetModel();
}

void RecordsModel::setNoteMarks(const QHash<QString, int> &candidateNotes, const QSet<int> &recordLines)
{
    if (candidateNotes == m_candidateNotes && recordLines == m_notedLines)
        return;
    m_candidateNotes = candidateNotes;
    m_notedLines = recordLines;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, LineColumn), index(rowCount() - 1, CandidateColumn),
                           {Qt::DecorationRole, Qt::ToolTipRole});
}

int RecordsModel::rowForLine(int line) const
{
    if (!m_snapshot)
        return -1;
    const auto &records = m_snapshot->records.records;
    for (int row = 0; row < records.size(); ++row)
        if (records[row].line == line)
            return row;
    return -1;
}

int RecordsModel::lineAt(int row) const
{
    if (!m_snapshot || row < 0 || row >= m_snapshot->records.records.size())
        return 0;
    return m_snapshot->records.records[row].line;
}

int RecordsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_snapshot ? 0 : int(m_snapshot->records.records.size());
}

int RecordsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RecordsModel::data(const QModelIndex &index, int role) const
{
    if (!m_snapshot || !index.isValid() || index.row() >= m_snapshot->records.records.size())
        return {};
    const PerfRecord &r = m_snapshot->records.records[index.row()];
    const bool b = r.contract == Generation::B;
    switch (role) {
    case Qt::DisplayRole:
    case SortRole:
        switch (index.column()) {
        case LineColumn: return r.line;
        case RoundColumn: return r.round ? QVariant(qlonglong(*r.round)) : QVariant();
        case CandidateColumn: return r.candidateId;
        case ParentColumn: return r.parentId.value_or(QString());
        case GroupColumn: return b ? r.kernelId : r.dispatchPath;
        case WorkloadColumn: return b ? r.workloadId : r.workload;
        case PhaseColumn: return r.phase;
        case DurationColumn:
            if (!std::isfinite(r.durationUs)) // a 0 or negative one is shown as written (and warned about)
                return role == SortRole ? QVariant(std::numeric_limits<double>::max()) : QVariant();
            return role == SortRole ? QVariant(r.durationUs) : QVariant(QString::number(r.durationUs, 'f', 3));
        case L0Column:
            if (!r.l0Pass)
                return {};
            return role == SortRole ? QVariant(*r.l0Pass) : QVariant(*r.l0Pass ? tr("pass") : tr("FAIL"));
        case ProfileColumn: return r.msprofRawPath;
        case ArtifactColumn: return r.artifactPath;
        case TimestampColumn: return r.timestamp;
        case ProblemColumn: return m_problems.value(r.line);
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == ProblemColumn || !r.parsed)
            return m_problems.value(r.line, r.text());
        if (index.column() == CandidateColumn)
            if (const int notes = m_candidateNotes.value(r.candidateId))
                return QString(r.text() + QLatin1Char('\n')
                               + tr("%n review note(s) on %1", nullptr, notes).arg(r.candidateId));
        if (index.column() == LineColumn && m_notedLines.contains(r.line))
            return QString(r.text() + QLatin1Char('\n') + tr("This line has a review note"));
        return r.text();
    case Qt::DecorationRole:
        if ((index.column() == CandidateColumn && m_candidateNotes.value(r.candidateId) > 0)
            || (index.column() == LineColumn && m_notedLines.contains(r.line)))
            return noteIcon();
        break;
    case Qt::ForegroundRole:
        if (!r.valid)
            return QColor(0xc0, 0x1c, 0x28);
        if (index.column() == L0Column && r.l0Pass && !*r.l0Pass)
            return QColor(0xc0, 0x1c, 0x28);
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == DurationColumn || index.column() == LineColumn || index.column() == RoundColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case LineRole: return r.line;
    case CandidateRole: return r.candidateId;
    case RoundRole: return r.round ? int(*r.round) : -1;
    case WorkloadKeyRole: return r.parsed ? r.workloadKey() : QString();
    case ValidRole: return r.valid;
    }
    return {};
}

QVariant RecordsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    const bool b = m_generation == Generation::B;
    switch (section) {
    case LineColumn: return tr("Line");
    case RoundColumn: return tr("Round");
    case CandidateColumn: return tr("Candidate");
    case ParentColumn: return tr("Parent");
    case GroupColumn: return b ? tr("Kernel") : tr("Dispatch path");
    case WorkloadColumn: return b ? tr("Workload id") : tr("Workload");
    case PhaseColumn: return tr("Phase");
    case DurationColumn: return tr("Task Duration (µs)");
    case L0Column: return tr("L0");
    case ProfileColumn: return tr("msprof raw path");
    case ArtifactColumn: return tr("Artifact");
    case TimestampColumn: return tr("Timestamp");
    case ProblemColumn: return tr("Problem");
    }
    return {};
}

RecordsFilterProxy::RecordsFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(RecordsModel::SortRole);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
}

void RecordsFilterProxy::setRound(int round)
{
    m_round = round;
    invalidateRowsFilter();
}

void RecordsFilterProxy::setCandidate(const QString &candidateId)
{
    m_candidate = candidateId;
    invalidateRowsFilter();
}

void RecordsFilterProxy::setWorkloadKey(const QString &key)
{
    m_workloadKey = key;
    invalidateRowsFilter();
}

void RecordsFilterProxy::setL0Filter(L0Filter filter)
{
    m_l0 = filter;
    invalidateRowsFilter();
}

void RecordsFilterProxy::setText(const QString &text)
{
    m_text = text;
    invalidateRowsFilter();
}

bool RecordsFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const auto *records = qobject_cast<const RecordsModel *>(sourceModel());
    if (records && left.column() == RecordsModel::LineColumn && right.column() == RecordsModel::LineColumn)
        return records->lineAt(left.row()) < records->lineAt(right.row());
    return QSortFilterProxyModel::lessThan(left, right);
}

bool RecordsFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_round >= 0 && index.data(RecordsModel::RoundRole).toInt() != m_round)
        return false;
    if (!m_candidate.isEmpty() && index.data(RecordsModel::CandidateRole).toString() != m_candidate)
        return false;
    if (!m_workloadKey.isEmpty() && index.data(RecordsModel::WorkloadKeyRole).toString() != m_workloadKey)
        return false;
    if (m_l0 != L0Filter::Any) {
        const bool valid = index.data(RecordsModel::ValidRole).toBool();
        const QVariant l0 = sourceModel()->index(sourceRow, RecordsModel::L0Column, sourceParent).data(RecordsModel::SortRole);
        if (m_l0 == L0Filter::Invalid && valid)
            return false;
        if (m_l0 == L0Filter::Passed && !(valid && l0.toBool()))
            return false;
        if (m_l0 == L0Filter::Failed && !(valid && l0.isValid() && !l0.toBool()))
            return false;
    }
    if (!m_text.isEmpty()) {
        for (int c = 0; c < RecordsModel::ColumnCount; ++c)
            if (sourceModel()->index(sourceRow, c, sourceParent).data().toString().contains(m_text, Qt::CaseInsensitive))
                return true;
        return false;
    }
    return true;
}
