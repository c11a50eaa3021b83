// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// Table cells as text to paste elsewhere: tab-separated values (spreadsheets) or a GitHub-flavoured
// Markdown table (reviews, opt_log.md). Cells are written as shown; nothing is re-formatted.
class TableText
{
public:
    static QString tsv(const QStringList &header, const QList<QStringList> &rows);
    // rightAligned[i]: column i holds numbers (a "---:" separator); missing entries mean left.
    static QString markdown(const QStringList &header, const QList<QStringList> &rows,
                            const QList<bool> &rightAligned = {});
};
