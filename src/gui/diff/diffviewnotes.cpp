// SPDX-License-Identifier: MIT
// Review notes in the diff: "Add Note…" on a line of either side, and the noted lines marked.
#include "diff/diffview.h"

#include "diff/diffeditor.h"
#include "diff/diffpanes.h"

#include <QFileInfo>
#include <QMenu>
#include <QTextBlock>

void DiffView::installNoteMenu(DiffEditor *editor)
{
    editor->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(editor, &QWidget::customContextMenuRequested, this, [this, editor](const QPoint &pos) {
        QMenu *menu = editor->createStandardContextMenu(pos);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        const DiffEditor::SourceLine at = editor->sourceLine(editor->cursorForPosition(pos).blockNumber());
        const DiffSide &side = at.right ? m_pair.right : m_pair.left;
        if (at.line > 0 && side.isValid()) {
            const QString file = side.relativePath;
            const int line = at.line;
            menu->addSeparator();
            QAction *note
                = menu->addAction(tr("Add Note on %1:%2…").arg(QFileInfo(file).fileName(), QString::number(line)));
            note->setObjectName(QStringLiteral("addNoteAction"));
            connect(note, &QAction::triggered, this, [this, file, line] { Q_EMIT noteRequested(file, line); });
        }
        menu->popup(editor->viewport()->mapToGlobal(pos));
    });
}

void DiffView::setNotedLines(const QHash<QString, QSet<int>> &lines)
{
    if (lines == m_notedLines)
        return;
    m_notedLines = lines;
    applyNotedLines();
}

void DiffView::applyNotedLines()
{
    const QSet<int> left = m_pair.left.isValid() ? m_notedLines.value(m_pair.left.relativePath) : QSet<int>();
    const QSet<int> right = m_pair.right.isValid() ? m_notedLines.value(m_pair.right.relativePath) : QSet<int>();
    for (DiffEditor *editor : {m_panes->leftEditor(), m_panes->rightEditor(), m_panes->inlineEditor()})
        editor->setNotedLines(left, right);
}
