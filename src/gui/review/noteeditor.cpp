// SPDX-License-Identifier: MIT
#include "review/noteeditor.h"

#include "review/reviewnotesmodel.h"
#include "ui_noteeditor.h"

#include <QPushButton>
#include <QSettings>

NoteEditor::NoteEditor(const ReviewNote &note, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::NoteEditor>())
    , m_note(note)
{
    m_ui->setupUi(this);
    m_ui->targetValueLabel->setText(note.targetLabel());
    m_ui->authorLineEdit->setText(note.author.isEmpty() ? defaultAuthor() : note.author);
    m_ui->textPlainTextEdit->setPlainText(note.text);
    setWindowTitle(note.id > 0 ? tr("Edit Review Note") : tr("New Review Note"));
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_ui->textPlainTextEdit, &QPlainTextEdit::textChanged, this, &NoteEditor::updateOk);
    m_ui->textPlainTextEdit->setFocus();
    updateOk();
}

NoteEditor::~NoteEditor() = default;

void NoteEditor::updateOk()
{
    m_ui->buttonBox->button(QDialogButtonBox::Ok)
        ->setEnabled(!m_ui->textPlainTextEdit->toPlainText().trimmed().isEmpty());
}

ReviewNote NoteEditor::note() const
{
    ReviewNote note = m_note;
    note.text = m_ui->textPlainTextEdit->toPlainText().trimmed();
    note.author = m_ui->authorLineEdit->text().trimmed();
    return note;
}

QString NoteEditor::defaultAuthor()
{
    return qEnvironmentVariable("USER");
}

bool NoteEditor::createNote(QWidget *parent, ReviewNotesModel *notes, ReviewNote target)
{
    if (!notes)
        return false;
    target.id = 0;
    NoteEditor editor(target, parent);
    return editor.exec() == QDialog::Accepted && notes->addNote(editor.note());
}

bool NoteEditor::editNote(QWidget *parent, ReviewNotesModel *notes, const ReviewNote &note)
{
    if (!notes)
        return false;
    NoteEditor editor(note, parent);
    return editor.exec() == QDialog::Accepted && notes->updateNote(editor.note());
}
