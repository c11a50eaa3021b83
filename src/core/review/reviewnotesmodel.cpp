// SPDX-License-Identifier: MIT
#include "review/reviewnotesmodel.h"

#include "review/workspacedatabase.h"

ReviewNotesModel::ReviewNotesModel(WorkspaceDatabase *database, QObject *parent)
    : QAbstractTableModel(parent)
    , m_database(database)
{ }

void ReviewNotesModel::setRun(const QString &runKey)
{
    m_runKey = runKey;
    if (m_database && m_database->isOpen() && !runKey.isEmpty())
        m_database->adoptMovedRun(runKey);
    reload();
}

void ReviewNotesModel::reload()
{
    beginResetModel();
    m_notes
        = m_database && m_database->isOpen() && !m_runKey.isEmpty() ? m_database->notes(m_runKey) : QList<ReviewNote>();
    endResetModel();
}

ReviewNote ReviewNotesModel::note(const QModelIndex &index) const
{
    return index.isValid() && index.row() < m_notes.size() ? m_notes.at(index.row()) : ReviewNote();
}

QModelIndex ReviewNotesModel::indexOf(qint64 id) const
{
    for (qsizetype row = 0; row < m_notes.size(); ++row)
        if (m_notes.at(row).id == id)
            return index(int(row), 0);
    return {};
}

bool ReviewNotesModel::addNote(ReviewNote note)
{
    if (!m_database || m_runKey.isEmpty()) {
        Q_EMIT failed(tr("No workspace database to keep the note in"));
        return false;
    }
    note.runKey = m_runKey;
    if (!m_database->addNote(note)) {
        Q_EMIT failed(tr("Could not save the note: %1").arg(m_database->errorString()));
        return false;
    }
    beginInsertRows({}, int(m_notes.size()), int(m_notes.size()));
    m_notes.append(note);
    endInsertRows();
    return true;
}

bool ReviewNotesModel::updateNote(ReviewNote note)
{
    const QModelIndex at = indexOf(note.id);
    if (!m_database || !at.isValid() || !m_database->updateNote(note)) {
        Q_EMIT failed(tr("Could not save the note: %1").arg(m_database ? m_database->errorString() : QString()));
        if (m_database && m_database->lastWriteConflicted())
            reload(); // show the other reviewer's version
        return false;
    }
    m_notes[at.row()] = note;
    Q_EMIT dataChanged(index(at.row(), 0), index(at.row(), ColumnCount - 1));
    return true;
}

bool ReviewNotesModel::removeNote(qint64 id)
{
    const QModelIndex at = indexOf(id);
    if (!m_database || !at.isValid() || !m_database->deleteNote(m_notes.at(at.row()))) {
        Q_EMIT failed(tr("Could not delete the note: %1").arg(m_database ? m_database->errorString() : QString()));
        if (m_database && m_database->lastWriteConflicted())
            reload();
        return false;
    }
    beginRemoveRows({}, at.row(), at.row());
    m_notes.removeAt(at.row());
    endRemoveRows();
    return true;
}

int ReviewNotesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_notes.size());
}

int ReviewNotesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ReviewNotesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_notes.size())
        return {};
    const ReviewNote &n = m_notes.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(index.column())) {
        case TargetColumn:
            return n.targetLabel();
        case TextColumn:
            return n.text.section(QLatin1Char('\n'), 0, 0);
        case AuthorColumn:
            return n.author;
        case UpdatedColumn:
            return n.updatedAt;
        case ColumnCount:
            break;
        }
        return {};
    case Qt::ToolTipRole:
        return index.column() == TextColumn ? QVariant(n.text) : QVariant();
    case NoteIdRole:
        return n.id;
    case TargetKindRole:
        return int(n.target);
    case FileRole:
        return n.file;
    case LineRole:
        return n.line;
    case RoundRole:
        return n.round;
    case CandidateRole:
        return n.candidateId;
    default:
        return {};
    }
}

QVariant ReviewNotesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case TargetColumn:
        return tr("On");
    case TextColumn:
        return tr("Note");
    case AuthorColumn:
        return tr("Author");
    case UpdatedColumn:
        return tr("Updated");
    case ColumnCount:
        break;
    }
    return {};
}
