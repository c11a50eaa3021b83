// SPDX-License-Identifier: MIT
#pragma once

#include "profiles/msprofcsv.h"
#include "profiles/profilesummary.h"

#include <QAbstractTableModel>
#include <functional>

// The statistics footer of a CSV table: mean, min and max of every numeric column over the rows
// the table shows (after filtering). Computed by compute() off the GUI thread for large files.
class CsvStatisticsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Row { MeanRow, MinRow, MaxRow, RowCount };
    enum Role { ValueRole = Qt::UserRole + 1 }; // double, NaN without numbers

    using Stats = QList<ProfileSummary::Stat>;

    explicit CsvStatisticsModel(QObject *parent = nullptr);

    // rows: source rows to include; all rows when `allRows`. `cancelled` is polled every few
    // thousand rows.
    static Stats compute(const MsprofCsv &csv, const QList<int> &rows, bool allRows,
                         const std::function<bool()> &cancelled = {});

    void setStatistics(const Stats &stats, int rowsCounted);
    void clear(int columns);
    const Stats &statistics() const { return m_stats; }
    int rowsCounted() const { return m_rowsCounted; }
    static QString format(double value);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    Stats m_stats;
    int m_rowsCounted = 0;
};
