// SPDX-License-Identifier: MIT
#include "review/reviewnotesproxy.h"

#include "review/reviewnotesmodel.h"

void ReviewNotesProxy::setTargets(const QSet<ReviewNote::Target> &targets)
{
    m_targets = targets;
    invalidateRowsFilter();
}

void ReviewNotesProxy::setText(const QString &text)
{
    m_text = text.trimmed();
    invalidateRowsFilter();
}

bool ReviewNotesProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const auto *notes = qobject_cast<const ReviewNotesModel *>(sourceModel());
    if (!notes)
        return true;
    const ReviewNote note = notes->note(notes->index(sourceRow, 0, sourceParent));
    if (!m_targets.isEmpty() && !m_targets.contains(note.target))
        return false;
    if (m_text.isEmpty())
        return true;
    for (const QString &field : {note.text, note.targetLabel(), note.author, note.candidateId})
        if (field.contains(m_text, Qt::CaseInsensitive))
            return true;
    return false;
}
