// SPDX-License-Identifier: MIT
#pragma once

#include <QSortFilterProxyModel>

class MsprofCsvModel;

// Sorting and row filtering for MsprofCsvModel. Sorting uses the model's per-column keys (numbers
// as numbers, NA last). The filter is text, matched case-insensitively against the whole row or one
// column, or, for one column, a comparison: "> 0.5", "<= 12", "= 0", "!= 0".
class MsprofCsvProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit MsprofCsvProxy(QObject *parent = nullptr);

    void setCsvModel(MsprofCsvModel *model);
    // column -1 = every column (text only).
    void setRowFilter(const QString &text, int column = -1);
    QString rowFilter() const { return m_text; }
    int filterColumn() const { return m_column; }
    bool isComparison() const { return m_op != Op::None; }
    QList<int> sourceRows() const; // in view order

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    enum class Op { None, Less, LessEqual, Greater, GreaterEqual, Equal, NotEqual };

    MsprofCsvModel *m_model = nullptr;
    QString m_text;
    QByteArray m_needle; // lower-case UTF-8 of the text filter
    int m_column = -1;
    Op m_op = Op::None;
    double m_operand = 0;
};
