// SPDX-License-Identifier: MIT
#pragma once

#include "review/reviewnote.h"

#include <QSet>
#include <QSortFilterProxyModel>

// Filters ReviewNotesModel by what a note is on (run, rounds, candidates, records, kernel or log
// lines) and by text (note, target or author, case-insensitive).
class ReviewNotesProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setTargets(const QSet<ReviewNote::Target> &targets); // empty = all
    QSet<ReviewNote::Target> targets() const { return m_targets; }
    void setText(const QString &text);
    QString text() const { return m_text; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QSet<ReviewNote::Target> m_targets;
    QString m_text;
};
