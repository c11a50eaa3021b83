// SPDX-License-Identifier: MIT
#pragma once

#include "review/reviewnote.h"

#include <QDialog>
#include <memory>

namespace Ui {
class NoteEditor;
}
class ReviewNotesModel;

// Writes or edits one review note. The lead's context menus call createNote() with the note's
// target (ReviewNote::forRound(…), forCandidate(…), forRecord(…), forVariantLine(…), …); the note is
// stored through the model (workspace database) when the dialog is accepted.
class NoteEditor : public QDialog
{
    Q_OBJECT
public:
    explicit NoteEditor(const ReviewNote &note, QWidget *parent = nullptr);
    ~NoteEditor() override;

    ReviewNote note() const; // the note with the dialog's text and author
    Ui::NoteEditor *ui() const { return m_ui.get(); }

    // Modal helpers; both return false when cancelled or when the database refuses.
    static bool createNote(QWidget *parent, ReviewNotesModel *notes, ReviewNote target);
    static bool editNote(QWidget *parent, ReviewNotesModel *notes, const ReviewNote &note);
    static QString defaultAuthor();

private:
    void updateOk();

    std::unique_ptr<Ui::NoteEditor> m_ui;
    ReviewNote m_note;
};
