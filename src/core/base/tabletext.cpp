// SPDX-License-Identifier: MIT
#include "base/tabletext.h"

namespace {

// A tab or line break inside a cell would start a new cell or row.
QString tsvCell(QString cell)
{
    cell.replace(QLatin1Char('\t'), QLatin1Char(' '));
    cell.replace(QLatin1Char('\r'), QLatin1Char(' '));
    cell.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return cell;
}

QString markdownCell(QString cell)
{
    cell = tsvCell(cell);
    cell.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    cell.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    return cell;
}

QString joinRow(const QStringList &cells, QString (*escape)(QString), const QString &separator)
{
    QStringList escaped;
    escaped.reserve(cells.size());
    for (const QString &cell : cells)
        escaped.append(escape(cell));
    return escaped.join(separator);
}

} // namespace

QString TableText::tsv(const QStringList &header, const QList<QStringList> &rows)
{
    QString text;
    if (!header.isEmpty())
        text += joinRow(header, tsvCell, QStringLiteral("\t")) + QLatin1Char('\n');
    for (const QStringList &row : rows)
        text += joinRow(row, tsvCell, QStringLiteral("\t")) + QLatin1Char('\n');
    return text;
}

QString TableText::markdown(const QStringList &header, const QList<QStringList> &rows, const QList<bool> &rightAligned)
{
    qsizetype columns = header.size();
    for (const QStringList &row : rows)
        columns = std::max(columns, row.size());
    if (columns == 0)
        return QString();
    const auto pad = [columns](QStringList cells) {
        while (cells.size() < columns)
            cells.append(QString());
        return cells;
    };
    QString text
        = QStringLiteral("| ") + joinRow(pad(header), markdownCell, QStringLiteral(" | ")) + QStringLiteral(" |\n|");
    for (qsizetype i = 0; i < columns; ++i)
        text += rightAligned.value(i) ? QStringLiteral(" ---: |") : QStringLiteral(" --- |");
    text += QLatin1Char('\n');
    for (const QStringList &row : rows)
        text += QStringLiteral("| ") + joinRow(pad(row), markdownCell, QStringLiteral(" | ")) + QStringLiteral(" |\n");
    return text;
}
