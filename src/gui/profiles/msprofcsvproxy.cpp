// SPDX-License-Identifier: MIT
#include "profiles/msprofcsvproxy.h"

#include "profiles/msprofcsvmodel.h"

#include <QRegularExpression>

namespace {

// ASCII case folding is enough: msprof writes ASCII; other bytes are compared as they are.
bool containsFolded(QByteArrayView haystack, const QByteArray &needle)
{
    if (needle.isEmpty())
        return true;
    const qsizetype n = needle.size();
    for (qsizetype i = 0; i + n <= haystack.size(); ++i) {
        qsizetype j = 0;
        while (j < n) {
            char c = haystack[i + j];
            if (c >= 'A' && c <= 'Z')
                c = char(c - 'A' + 'a');
            if (c != needle[j])
                break;
            ++j;
        }
        if (j == n)
            return true;
    }
    return false;
}

} // namespace

MsprofCsvProxy::MsprofCsvProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{ }

void MsprofCsvProxy::setCsvModel(MsprofCsvModel *model)
{
    m_model = model;
    setSourceModel(model);
}

void MsprofCsvProxy::setRowFilter(const QString &text, int column)
{
    // The same filter again (a file just shown, a column picked with no text) changes no row:
    // re-filtering a million rows would stall the window for nothing.
    const QString trimmed = text.trimmed();
    if (m_model && trimmed == m_text && (trimmed.isEmpty() || column == m_column)) {
        m_column = column;
        return;
    }
    m_text = trimmed;
    m_column = column;
    m_op = Op::None;
    m_needle = m_text.toLower().toUtf8();
    static const QRegularExpression comparison(
        QStringLiteral("^(<=|>=|!=|==|<|>|=)\\s*([-+]?[0-9]*\\.?[0-9]+(?:[eE][-+]?[0-9]+)?)$"));
    if (const auto match = comparison.match(m_text); match.hasMatch() && column >= 0) {
        const QString op = match.captured(1);
        m_operand = match.captured(2).toDouble();
        if (op == QLatin1String("<"))
            m_op = Op::Less;
        else if (op == QLatin1String("<="))
            m_op = Op::LessEqual;
        else if (op == QLatin1String(">"))
            m_op = Op::Greater;
        else if (op == QLatin1String(">="))
            m_op = Op::GreaterEqual;
        else if (op == QLatin1String("!="))
            m_op = Op::NotEqual;
        else
            m_op = Op::Equal;
    }
    invalidateRowsFilter();
}

QList<int> MsprofCsvProxy::sourceRows() const
{
    QList<int> rows;
    rows.reserve(rowCount());
    for (int row = 0; row < rowCount(); ++row)
        rows.append(mapToSource(index(row, 0)).row());
    return rows;
}

bool MsprofCsvProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_text.isEmpty() || !m_model || !m_model->csv())
        return true;
    const MsprofCsv &csv = *m_model->csv();
    if (m_op != Op::None) {
        const double value = csv.number(sourceRow, m_column);
        if (!std::isfinite(value))
            return false;
        switch (m_op) {
        case Op::Less:
            return value < m_operand;
        case Op::LessEqual:
            return value <= m_operand;
        case Op::Greater:
            return value > m_operand;
        case Op::GreaterEqual:
            return value >= m_operand;
        case Op::Equal:
            return value == m_operand;
        case Op::NotEqual:
            return value != m_operand;
        case Op::None:
            break;
        }
        return true;
    }
    if (m_column >= 0)
        return csv.text(sourceRow, m_column).contains(m_text, Qt::CaseInsensitive);
    Q_UNUSED(sourceParent)
    // The raw line: one pass over bytes, fast enough for a million rows.
    return containsFolded(csv.rawLine(sourceRow), m_needle);
}

bool MsprofCsvProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (!m_model)
        return QSortFilterProxyModel::lessThan(left, right);
    return m_model->lessThan(left.row(), right.row(), left.column(), sortOrder());
}
