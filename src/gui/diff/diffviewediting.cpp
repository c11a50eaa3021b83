// SPDX-License-Identifier: MIT
// Editing the right side, saving it (atomically, never over a changed file), reloading, exports.
#include "diff/diffview.h"

#include "base/messagebox.h"
#include "diff/diffeditor.h"
#include "diff/diffexport.h"
#include "diff/diffpairfiles.h"
#include "diff/diffpanes.h"
#include "diff/parameterdiffmodel.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QSpinBox>

bool DiffView::hasUnsavedChanges() const
{
    return m_editing && m_panes->rightEditor()->document()->isModified();
}

QString DiffView::rightTextForDisk() const
{
    return m_files->toDiskText(m_panes->rightEditor()->toPlainText());
}

bool DiffView::confirmDiscard()
{
    if (!hasUnsavedChanges())
        return true;
    const auto answer = MessageBox::question(
        this, tr("Unsaved edits"),
        tr("%1 has unsaved edits.\n\nSave them, discard them, or go back to editing?").arg(m_pair.right.displayPath),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    if (answer == QMessageBox::Discard) {
        m_panes->rightEditor()->document()->setModified(false);
        return true;
    }
    return false;
}

void DiffView::setEditing(bool editing)
{
    if (editing == m_editing) {
        const QSignalBlocker block(m_editAction);
        m_editAction->setChecked(editing);
        return;
    }
    if (!editing) {
        if (hasUnsavedChanges()) {
            if (!confirmDiscard()) {
                const QSignalBlocker block(m_editAction);
                m_editAction->setChecked(true);
                return;
            }
            // Discarded (or saved): show the file as it is on disk again.
            m_editing = false;
            m_panes->rightEditor()->setEditable(false);
            reloadRight();
        }
        m_editing = false;
        m_panes->rightEditor()->setEditable(false);
        m_panes->setFolding(m_foldAction->isChecked(), m_contextSpin->value());
    } else {
        if (!m_pair.isValid()) {
            const QSignalBlocker block(m_editAction);
            m_editAction->setChecked(false);
            return;
        }
        setInline(false);
        // Folding hides lines; while editing every line stays in view.
        m_panes->setFolding(false, m_contextSpin->value());
        m_editing = true;
        m_panes->rightEditor()->setEditable(true);
        m_panes->rightEditor()->setFocus();
    }
    const QSignalBlocker block(m_editAction);
    m_editAction->setChecked(m_editing);
    m_foldAction->setEnabled(!m_editing);
    m_contextSpin->setEnabled(!m_editing);
    m_inlineAction->setEnabled(!m_editing);
    m_saveAction->setEnabled(hasUnsavedChanges());
    m_undoAction->setEnabled(m_editing && m_panes->rightEditor()->document()->isUndoAvailable());
    m_redoAction->setEnabled(m_editing && m_panes->rightEditor()->document()->isRedoAvailable());
    updateStatus();
}

bool DiffView::save()
{
    if (!m_editing || !m_pair.isValid())
        return false;
    if (m_files->rightChangedOnDisk()) {
        const auto answer = MessageBox::warning(
            this, tr("File changed on disk"),
            tr("%1 changed on disk after it was opened here.\n\nOverwrite it with your edits, reload it and drop "
               "your edits, or cancel?")
                .arg(m_pair.right.displayPath),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel,
            {{QMessageBox::Save, tr("Overwrite")}, {QMessageBox::Discard, tr("Reload")}});
        if (answer == QMessageBox::Discard) {
            m_panes->rightEditor()->document()->setModified(false);
            reloadRight();
            return false;
        }
        if (answer != QMessageBox::Save)
            return false;
    }
    const QString path = m_files->rightPath();
    Q_EMIT aboutToSave(path);
    QString error;
    if (!m_files->saveRight(m_panes->rightEditor()->toPlainText(), &error)) {
        showNotice(tr("Could not save %1: %2").arg(m_pair.right.displayPath, error));
        return false;
    }
    m_diskChanged = false;
    m_panes->rightEditor()->document()->setModified(false);
    m_notice->hide();
    updateStatus();
    Q_EMIT statusMessage(tr("Saved %1").arg(m_pair.right.displayPath));
    Q_EMIT saved(path);
    return true;
}

void DiffView::reloadRight()
{
    bool leftChanged = false, rightChanged = false;
    QString error;
    if (!m_files->reread(&leftChanged, &rightChanged, true, &error))
        showNotice(error);
    m_diskChanged = false;
    startDiff(true);
}

void DiffView::reloadFromDisk()
{
    if (!m_pair.isValid())
        return;
    const bool keepEdits = hasUnsavedChanges();
    bool leftChanged = false, rightChanged = false;
    QString error;
    if (!m_files->reread(&leftChanged, &rightChanged, !keepEdits, &error)) {
        showNotice(error);
        return;
    }
    if (!leftChanged && !rightChanged)
        return; // our own save, or a touch
    if (keepEdits) {
        // Keep the edits; Save will ask. A changed left side is simply compared again.
        if (rightChanged) {
            m_diskChanged = true;
            showNotice(tr("%1 changed on disk. Your edits are kept; saving will ask before overwriting.")
                           .arg(m_pair.right.displayPath));
        }
        if (leftChanged)
            startDiff(false);
        updateStatus();
        return;
    }
    const int line = m_panes->rightEditor()->textCursor().blockNumber();
    connect(
        this, &DiffView::diffUpdated, this, [this, line] { m_panes->goToLine(line, true); }, Qt::SingleShotConnection);
    startDiff(true);
}

bool DiffView::exportPatch(const QString &path, QString *error) const
{
    const QByteArray right = m_editing ? rightTextForDisk().toUtf8() : m_files->rightBytes();
    QString diffError;
    const QByteArray patch = DiffExport::unifiedPatch(m_files->leftBytes(), right, m_pair.left.relativePath,
                                                      m_pair.right.relativePath, options(), 3, &diffError);
    if (!diffError.isEmpty()) { // no patch: nothing is written
        if (error)
            *error = diffError;
        return false;
    }
    return DiffExport::write(path, patch, error);
}

bool DiffView::exportHtml(const QString &path, QString *error) const
{
    const int context = m_foldAction->isChecked() ? m_contextSpin->value() : -1;
    return DiffExport::write(path,
                             DiffExport::html(m_panes->result(), m_pair.left.label(), m_pair.right.label(), context,
                                              m_parameterModel->changes())
                                 .toUtf8(),
                             error);
}

void DiffView::exportWithDialog(bool html)
{
    if (!m_pair.isValid())
        return;
    const QString base = QFileInfo(m_pair.left.relativePath).completeBaseName() + QStringLiteral("..")
        + QFileInfo(m_pair.right.relativePath).completeBaseName();
    const QString path
        = QFileDialog::getSaveFileName(this, html ? tr("Export HTML") : tr("Export patch"),
                                       base + (html ? QStringLiteral(".html") : QStringLiteral(".patch")),
                                       html ? tr("HTML page (*.html)") : tr("Patch (*.patch *.diff)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!(html ? exportHtml(path, &error) : exportPatch(path, &error)))
        showNotice(tr("Could not export to %1: %2").arg(path, error));
    else
        Q_EMIT statusMessage(tr("Exported %1").arg(path));
}
