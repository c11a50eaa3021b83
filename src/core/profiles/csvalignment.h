// SPDX-License-Identifier: MIT
#pragma once

#include "profiles/msprofcsv.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <memory>

// Two CSVs of the same metric side by side: rows matched by their key (block_id + sub_block_id for
// the msprof op files, the op name for op_summary, …), columns matched by header name. A column or
// row that only one side has is kept and marked, because msprof generations differ in their column
// sets (shared/docs/msprof-formats.md §3.2, §3.8): never by position. Cells are read from the two
// files on demand.
struct CsvAlignment
{
    Q_DECLARE_TR_FUNCTIONS(CsvAlignment)

public:
    enum class Side { Both, OnlyA, OnlyB };
    // How B compares with A. Noise: within the relative threshold (or below the unit's absolute floor).
    enum class Change { Noise, Higher, Lower, Unknown };

    struct Column
    {
        QString name; // as A spells it, else as B does
        QString nameB; // B's spelling when it differs ("Block Num" for "Block Dim")
        MsprofCsv::Unit unit = MsprofCsv::Unit::None;
        int a = -1; // column index in A, -1 when absent
        int b = -1;
        Side side = Side::Both;
        bool isKey = false;
    };

    struct Row
    {
        QString key; // "3 vector1", "main_kernel", "#2"
        qsizetype a = -1; // row in A, -1 when absent
        qsizetype b = -1;
        Side side = Side::Both;
    };

    QString metric; // "PipeUtilization"
    std::shared_ptr<const MsprofCsv> a;
    std::shared_ptr<const MsprofCsv> b;
    double noiseThreshold = 0.03;
    QList<Column> columns; // key columns first
    QList<Row> rows;

    int columnCount(Side side) const;
    int rowCount(Side side) const;
    int columnIndex(const QString &name) const; // by either spelling; -1 if absent

    MsprofCsv::Value valueA(int row, int column) const;
    MsprofCsv::Value valueB(int row, int column) const;
    double numberA(int row, int column) const;
    double numberB(int row, int column) const;
    double delta(int row, int column) const; // B − A
    double ratio(int row, int column) const; // B / A
    Change change(int row, int column) const;
    // Cells of a value column that changed beyond noise.
    int changedCount(int column) const;
    // "A: cann8 header, B: cann9 header; 15 columns only in B"
    QString versionNote() const;

    static CsvAlignment align(const std::shared_ptr<const MsprofCsv> &a, const std::shared_ptr<const MsprofCsv> &b,
                              double noiseThreshold = 0.03);
    static Change classify(double a, double b, MsprofCsv::Unit unit, double threshold);
    // Below this absolute difference a change is noise whatever the ratio: ratios of nearly idle
    // pipes (0.000057 vs 0.000046) would otherwise light up every cube row.
    static double absoluteFloor(MsprofCsv::Unit unit);
    static bool lowerIsBetter(MsprofCsv::Unit unit); // times and cycles
    static QString sideName(Side side); // "both", "only_a", "only_b"
    static QString changeName(Change change); // "noise", "higher", "lower", "unknown"
};
