// SPDX-License-Identifier: MIT
#pragma once

#include "review/reviewnote.h"

#include <QAbstractTableModel>

class WorkspaceDatabase;

// The review notes of one run, read from and written to the workspace database (never the run).
// Filtering is ReviewNotesProxy's job.
class ReviewNotesModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TargetColumn, TextColumn, AuthorColumn, UpdatedColumn, ColumnCount };
    enum Role {
        NoteIdRole = Qt::UserRole,
        TargetKindRole, // int(ReviewNote::Target)
        FileRole,
        LineRole,
        RoundRole,
        CandidateRole,
    };

    explicit ReviewNotesModel(WorkspaceDatabase *database, QObject *parent = nullptr);

    void setRun(const QString &runKey); // loads the run's notes (moved-folder notes included)
    QString runKey() const { return m_runKey; }
    void reload();
    const QList<ReviewNote> &notes() const { return m_notes; }
    ReviewNote note(const QModelIndex &index) const;
    QModelIndex indexOf(qint64 id) const;

    // Write through to the database; false (and `failed`) when it refuses.
    bool addNote(ReviewNote note);
    bool updateNote(ReviewNote note);
    bool removeNote(qint64 id);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void failed(const QString &message);

private:
    WorkspaceDatabase *m_database;
    QString m_runKey;
    QList<ReviewNote> m_notes;
};
