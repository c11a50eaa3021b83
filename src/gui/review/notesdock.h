// SPDX-License-Identifier: MIT
#pragma once

#include "review/reviewnote.h"
#include "run/projectsnapshot.h"

#include <QDockWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QToolButton;
class QTreeView;
class ReviewNotesModel;
class ReviewNotesProxy;
class WorkspaceDatabase;

// The review notes of the current run, filterable by what they are on and by text. Notes live in
// the workspace database; a moved run folder keeps its notes (WorkspaceDatabase::adoptMovedRun).
//
// Integration (docs/review-wizard.md): setRun(snapshot) when the current document changes;
// addNote(ReviewNote::forCandidate(dock->runKey(), id)) from a context menu; connect
// showEvidence(file, line) like the wizard's.
class NotesDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit NotesDock(WorkspaceDatabase *database, QWidget *parent = nullptr);

    void setRun(ProjectSnapshotPtr snapshot); // null = no run
    QString runKey() const;
    ReviewNotesModel *model() const { return m_model; }
    ReviewNotesProxy *proxy() const { return m_proxy; }
    QTreeView *view() const { return m_view; }
    QComboBox *filterBox() const { return m_filter; }
    QLineEdit *searchEdit() const { return m_search; }
    QToolButton *addButton() const { return m_add; }
    QToolButton *editButton() const { return m_edit; }
    QToolButton *deleteButton() const { return m_delete; }
    QLabel *messageLabel() const { return m_message; }

    // Opens the NoteEditor for a new note on `target` (its runKey is set here). Returns whether a
    // note was stored.
    bool addNote(ReviewNote target);
    bool editCurrentNote();
    bool deleteCurrentNote(); // asks first (MessageBox)
    void retranslate();

Q_SIGNALS:
    void showEvidence(const QString &file, int line);
    void noteActivated(const ReviewNote &note); // a round or candidate note: the lead selects it

protected:
    void changeEvent(QEvent *event) override;

private:
    void activate(const QModelIndex &proxyIndex);
    void updateButtons();
    ReviewNote currentNote() const;

    WorkspaceDatabase *m_database;
    ProjectSnapshotPtr m_snapshot;
    ReviewNotesModel *m_model;
    ReviewNotesProxy *m_proxy;
    QComboBox *m_filter;
    QLineEdit *m_search;
    QToolButton *m_add;
    QToolButton *m_edit;
    QToolButton *m_delete;
    QTreeView *m_view;
    QLabel *m_message; // the last refused write (another reviewer's change), until the next success
};
