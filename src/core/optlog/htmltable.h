// SPDX-License-Identifier: MIT
#pragma once

#include "optlog/optlogmarkdown.h"

#include <QByteArrayView>
#include <optional>
#include <vector>

// An HTML <table> in opt_log.md, read as GitHub shows it, into the raw table a Markdown one
// becomes: the log's reader keeps HTML as text (md4c with MD_FLAG_NOHTML), so without this a round
// whose comparison table is written in HTML had no figures.
namespace HtmlTable {

struct Read
{
    std::optional<OptLogMarkdown::RawTable> table; // none when it holds no row
    // Where it ends: after its "</table>", at a "<table" outside its cells (which a browser reads as
    // the next table), or at the end of the text.
    qsizetype end = 0;
    qsizetype cells = 0; // kept, the header's included
    int cappedLine = 0; // the first row not kept for maxCells, or 0
};

// The table whose "<table" tag starts at byte `at` of `utf8` (`lineStarts` its lines). Rows are its
// <tr>s, cells their <th>/<td>s (a colspan counts as that many cells, a rowspan puts the cell in
// the rows below too, within its row group); the header is the <thead>'s rows, else the first row
// and, under a cell spanning several columns or rows, the rows of <th> below it: a column is named
// by the lowest text under a group or a blank ("fp16" under "Task Duration(us)"). A cell's text has its tags taken out
// and its entities decoded; its source keeps bold (<b>, <strong>), code (<code>) and struck (<s>, <del>) text as
// Markdown marks, as a Markdown cell's source does. A table nested in a cell is no cell text. Linear in the bytes it
// spans; a caller that goes on after `end` reads a log of tables in linear time. Rows, the header's
// too, that would take its cells past maxCells are not kept (OptLogMarkdown::MaxTableCells).
Read read(QByteArrayView utf8, qsizetype at, const std::vector<qsizetype> &lineStarts, qsizetype maxCells);

} // namespace HtmlTable
