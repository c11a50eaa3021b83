// SPDX-License-Identifier: MIT
#pragma once

#include "base/diagnostic.h"
#include "gates/gateresult.h"

#include <QAbstractTableModel>
#include <QIcon>

// Every diagnostic of the run and every gate result of the chosen profile, one row each.
class ProblemsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { SeverityColumn, RuleColumn, MessageColumn, LocationColumn, ColumnCount };
    enum Role { FileRole = Qt::UserRole + 1, LineRole, SeverityRole };

    explicit ProblemsModel(QObject *parent = nullptr);

    void setProblems(const Diagnostics &diagnostics, const GateReport &report);
    int countOf(Diagnostic::Severity severity) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Row {
        Diagnostic::Severity severity;
        QString rule;
        QString message;
        QString file;
        int line;
        QStringList evidence;
    };
    QList<Row> m_rows;
};
