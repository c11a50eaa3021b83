// SPDX-License-Identifier: MIT
#include "window/problemsmodel.h"

#include <QApplication>
#include <QStyle>

ProblemsModel::ProblemsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ProblemsModel::setProblems(const Diagnostics &diagnostics, const GateReport &report)
{
    beginResetModel();
    m_rows.clear();
    // Gate results first: they are the verdict; then what the readers noticed.
    for (const GateResult &r : report.results)
        m_rows.append({r.severity, r.ruleId, r.message, r.file, r.line, r.evidence});
    for (const Diagnostic &d : diagnostics) {
        // A half-written last line of a live run is not a problem: it waits until complete.
        if (d.code == QLatin1String("records.truncated") || d.severity == Diagnostic::Severity::Info)
            continue;
        m_rows.append({d.severity, d.code, d.message, d.file, d.line, {}});
    }
    endResetModel();
}

int ProblemsModel::countOf(Diagnostic::Severity severity) const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [severity](const Row &r) { return r.severity == severity; }));
}

int ProblemsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ProblemsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProblemsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            return row.severity == Diagnostic::Severity::Error ? tr("Error")
                : row.severity == Diagnostic::Severity::Warning ? tr("Warning")
                                                                : tr("Info");
        case RuleColumn: return row.rule;
        case MessageColumn: return row.message;
        case LocationColumn:
            return row.line > 0 ? QStringLiteral("%1:%2").arg(row.file, QString::number(row.line)) : row.file;
        }
        break;
    case Qt::DecorationRole:
        if (index.column() == SeverityColumn) {
            const auto icon = row.severity == Diagnostic::Severity::Error ? QStyle::SP_MessageBoxCritical
                : row.severity == Diagnostic::Severity::Warning          ? QStyle::SP_MessageBoxWarning
                                                                          : QStyle::SP_MessageBoxInformation;
            return QApplication::style()->standardIcon(icon);
        }
        break;
    case Qt::ToolTipRole:
        return row.evidence.isEmpty() ? row.message : row.message + QLatin1Char('\n') + row.evidence.join(QLatin1Char('\n'));
    case FileRole: return row.file;
    case LineRole: return row.line;
    case SeverityRole: return int(row.severity);
    }
    return {};
}

QVariant ProblemsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn: return tr("Severity");
    case RuleColumn: return tr("Rule");
    case MessageColumn: return tr("Message");
    case LocationColumn: return tr("Location");
    }
    return {};
}
