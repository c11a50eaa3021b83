// SPDX-License-Identifier: MIT
#include "optlog/htmltable.h"

#include <QString>
#include <algorithm>
#include <limits>

namespace HtmlTable {

namespace {

bool isAsciiLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}

bool named(QByteArrayView name, const char *what)
{
    return name.compare(QByteArrayView(what), Qt::CaseInsensitive) == 0;
}

struct Tag
{
    QByteArrayView name;
    QByteArrayView attributes;
    bool closing = false;
    qsizetype end = 0; // the byte after its '>'
};

// The tag at s[at] == '<'; nothing when it is none ("< 3", "<3"), which GitHub shows as text, and
// nothing with *toEnd set when its '>' never comes (a browser takes the rest of the text into it:
// so does the reader, which then looks no further, instead of looking for a '>' again at every '<').
// Quoted attribute values may hold '>'.
std::optional<Tag> tagAt(QByteArrayView s, qsizetype at, bool *toEnd)
{
    *toEnd = false;
    qsizetype p = at + 1;
    Tag tag;
    if (p < s.size() && s.at(p) == '/') {
        tag.closing = true;
        ++p;
    }
    const qsizetype nameStart = p;
    if (p >= s.size() || !isAsciiLetter(s.at(p)))
        return std::nullopt;
    while (p < s.size() && (isAsciiLetter(s.at(p)) || (s.at(p) >= '0' && s.at(p) <= '9')))
        ++p;
    tag.name = s.sliced(nameStart, p - nameStart);
    const qsizetype attributesStart = p;
    char quote = 0;
    for (; p < s.size(); ++p) {
        const char c = s.at(p);
        if (quote != 0) {
            if (c == quote)
                quote = 0;
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == '>') {
            break;
        }
    }
    if (p >= s.size()) {
        *toEnd = true;
        return std::nullopt;
    }
    tag.attributes = s.sliced(attributesStart, p - attributesStart);
    tag.end = p + 1;
    return tag;
}

// The value of attribute `name` (case-insensitive), quoted or bare; empty when it is not there.
QByteArrayView attribute(QByteArrayView attributes, const char *name)
{
    const qsizetype n = attributes.size();
    qsizetype p = 0;
    while (p < n) {
        while (p < n && (isSpace(attributes.at(p)) || attributes.at(p) == '/'))
            ++p;
        const qsizetype keyStart = p;
        while (p < n && !isSpace(attributes.at(p)) && attributes.at(p) != '=' && attributes.at(p) != '/')
            ++p;
        const QByteArrayView key = attributes.sliced(keyStart, p - keyStart);
        while (p < n && isSpace(attributes.at(p)))
            ++p;
        QByteArrayView value;
        if (p < n && attributes.at(p) == '=') {
            ++p;
            while (p < n && isSpace(attributes.at(p)))
                ++p;
            if (p < n && (attributes.at(p) == '"' || attributes.at(p) == '\'')) {
                const char quote = attributes.at(p++);
                const qsizetype valueStart = p;
                while (p < n && attributes.at(p) != quote)
                    ++p;
                value = attributes.sliced(valueStart, p - valueStart);
                if (p < n)
                    ++p;
            } else {
                const qsizetype valueStart = p;
                while (p < n && !isSpace(attributes.at(p)))
                    ++p;
                value = attributes.sliced(valueStart, p - valueStart);
            }
        } else if (key.isEmpty()) {
            ++p; // a stray '=' or quote: past it
        }
        if (!key.isEmpty() && named(key, name))
            return value;
    }
    return {};
}

ColumnAlignment alignmentOf(QByteArrayView attributes)
{
    QByteArray align = attribute(attributes, "align").trimmed().toByteArray().toLower();
    if (align.isEmpty()) {
        const QByteArray style = attribute(attributes, "style").toByteArray().toLower();
        if (const qsizetype key = style.indexOf("text-align"); key >= 0) {
            if (const qsizetype colon = style.indexOf(':', key); colon >= 0)
                align = style.sliced(colon + 1).trimmed();
        }
    }
    return align.startsWith("right") ? ColumnAlignment::Right
        : align.startsWith("center") ? ColumnAlignment::Center
        : align.startsWith("left")   ? ColumnAlignment::Left
                                     : ColumnAlignment::Default;
}

struct Cell
{
    QByteArray text; // tags out, entities decoded
    QByteArray source; // with bold, code and struck text as Markdown marks
    int line = 0;
    int span = 1;
    ColumnAlignment alignment = ColumnAlignment::Default;
    int rowSpan = 1; // the rows it covers, its own included
    bool heading = false; // a <th>
    bool spanned = false; // laid out: a column a colspan covers after its first
};

struct Row
{
    QList<Cell> cells;
    int line = 0;
    bool inHead = false;
    int group = 0; // its row group (<thead>, <tbody>, <tfoot>, or the rows between them): a rowspan ends with it
};

// A header cell's text shows nothing: ASCII white space, or what QString::simplified() empties
// (a no-break space from "&nbsp;"); told on the bytes where they are ASCII.
bool isBlank(QByteArrayView text)
{
    bool ascii = true;
    for (const char c : text) {
        if (uchar(c) >= 0x80)
            ascii = false;
        else if (c != ' ' && (c < '\t' || c > '\r'))
            return false;
    }
    return ascii || QString::fromUtf8(text).simplified().isEmpty();
}

// An entity's length at s[at] == '&' ("&amp;", "&#124;", "&#x2014;"), 0 when none starts there
// ("&#;", "&#abc;" and "& x;" show as written).
qsizetype entityLength(QByteArrayView s, qsizetype at)
{
    constexpr qsizetype longest = 32;
    qsizetype p = at + 1;
    bool numeric = false;
    bool hex = false;
    if (p < s.size() && s.at(p) == '#') {
        numeric = true;
        ++p;
        if (p < s.size() && (s.at(p) == 'x' || s.at(p) == 'X')) {
            hex = true;
            ++p;
        }
    }
    const qsizetype first = p;
    for (; p < s.size() && p - at <= longest; ++p) {
        const char c = s.at(p);
        if (c == ';')
            return p > first ? p - at + 1 : 0;
        const bool digit = c >= '0' && c <= '9';
        const bool hexLetter = (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
        if (numeric ? !(digit || (hex && hexLetter)) : !(isAsciiLetter(c) || digit))
            return 0;
    }
    return 0;
}

} // namespace

Read read(QByteArrayView s, qsizetype at, const std::vector<qsizetype> &lineStarts, qsizetype maxCells)
{
    Read result;
    result.end = std::min(at + 1, s.size());
    bool toEnd = false;
    const std::optional<Tag> opening = tagAt(s, at, &toEnd);
    if (toEnd)
        result.end = s.size();
    if (!opening || opening->closing || !named(opening->name, "table"))
        return result;
    QList<Row> rows;
    std::optional<Row> row;
    std::optional<Cell> cell;
    int nested = 0; // tables inside a cell: none of their text is the cell's
    bool inHead = false;
    int group = 0;
    bool inCaption = false;
    qsizetype end = s.size();
    const auto lineOf = [&lineStarts](qsizetype offset) {
        return OptLogMarkdown::lineAt(lineStarts, offset);
    };
    const auto finishCell = [&] {
        if (cell && row)
            row->cells.append(std::move(*cell));
        cell.reset();
    };
    const auto finishRow = [&] {
        finishCell();
        if (row && !row->cells.isEmpty())
            rows.append(std::move(*row));
        row.reset();
    };
    for (qsizetype p = opening->end; p < s.size();) {
        const char c = s.at(p);
        if (c == '<') {
            if (s.sliced(p).startsWith("<!--")) {
                const qsizetype close = s.indexOf("-->", p + 4);
                p = close < 0 ? s.size() : close + 3;
                continue;
            }
            const std::optional<Tag> tag = tagAt(s, p, &toEnd);
            if (toEnd)
                break; // the rest of the text is inside this tag: end stays at the end of the text
            if (tag) {
                const qsizetype tagStart = p;
                p = tag->end;
                const QByteArrayView name = tag->name;
                if (named(name, "table")) {
                    if (!tag->closing && (cell || nested > 0)) {
                        ++nested; // a table in a cell
                    } else if (!tag->closing) {
                        end = tagStart; // a browser closes this one and opens the next
                        break;
                    } else if (nested > 0) {
                        --nested;
                    } else {
                        end = p;
                        break;
                    }
                    continue;
                }
                if (nested > 0)
                    continue;
                if (named(name, "thead") || named(name, "tbody") || named(name, "tfoot")) {
                    // A row group begins or ends; a <tbody> or <tfoot> ends an unclosed <thead>.
                    finishRow();
                    inHead = named(name, "thead") && !tag->closing;
                    ++group;
                } else if (named(name, "tr")) {
                    finishRow();
                    if (!tag->closing)
                        row = Row {{}, lineOf(tagStart), inHead, group};
                } else if (named(name, "td") || named(name, "th")) {
                    finishCell();
                    if (!tag->closing) {
                        if (!row) // a cell without its <tr>: a row of its own, as a browser makes it
                            row = Row {{}, lineOf(tagStart), inHead, group};
                        bool ok = false;
                        const int span = attribute(tag->attributes, "colspan").toInt(&ok);
                        bool rowsOk = false;
                        const int rows = attribute(tag->attributes, "rowspan").toInt(&rowsOk);
                        // Counted up to 1,000 columns and 65,534 rows, as a browser does (the HTML
                        // standard's caps; rowspan=0 runs to the end); no row is made wider than
                        // 128 columns below.
                        cell = Cell {{},
                                     {},
                                     lineOf(tagStart),
                                     ok ? std::clamp(span, 1, 1000) : 1,
                                     alignmentOf(tag->attributes),
                                     !rowsOk         ? 1
                                         : rows == 0 ? 65534
                                                     : std::clamp(rows, 1, 65534),
                                     named(name, "th")};
                    }
                } else if (named(name, "caption")) {
                    inCaption = !tag->closing;
                } else if (cell) {
                    if (named(name, "br") || named(name, "p") || named(name, "div") || named(name, "li")) {
                        cell->text += ' ';
                        cell->source += ' ';
                    } else if (named(name, "b") || named(name, "strong")) {
                        cell->source += "**";
                    } else if (named(name, "code")) {
                        cell->source += '`';
                    } else if (named(name, "s") || named(name, "del") || named(name, "strike")) {
                        cell->source += "~~";
                    }
                }
                continue;
            }
        }
        if (!cell || nested > 0 || inCaption) {
            ++p;
            continue;
        }
        if (c == '&') {
            if (const qsizetype length = entityLength(s, p); length > 0) {
                const QByteArray decoded = OptLogMarkdown::decodedEntity(s.sliced(p, length));
                cell->text += decoded;
                cell->source += decoded;
                p += length;
                continue;
            }
        }
        cell->text += c;
        cell->source += c;
        ++p;
    }
    finishRow();
    result.end = end;
    if (rows.isEmpty())
        return result;

    // The <thead>'s rows head the table; without one, the first row, and the rows of <th> cells right
    // under it when it holds a cell spanning several columns or rows (a header of two rows: a group
    // over its columns, "Task Duration(us)" over "fp16 | fp32"). A row of <th> under a plain first
    // row ("| stop_reason | plateau |" written as <th>s) holds data, as before.
    qsizetype headIndex = 0;
    for (qsizetype r = 0; r < rows.size(); ++r) {
        if (rows.at(r).inHead) {
            headIndex = r;
            break;
        }
    }
    const auto allHeadings = [](const Row &row) {
        return std::all_of(row.cells.cbegin(), row.cells.cend(), [](const Cell &c) { return c.heading; });
    };
    const auto grouped = [](const Row &row) {
        return std::any_of(row.cells.cbegin(), row.cells.cend(),
                           [](const Cell &c) { return c.span > 1 || c.rowSpan > 1; });
    };
    qsizetype headEnd = headIndex + 1;
    if (rows.at(headIndex).inHead) {
        while (headEnd < rows.size() && rows.at(headEnd).inHead)
            ++headEnd;
    } else if (allHeadings(rows.at(headIndex)) && grouped(rows.at(headIndex))) {
        while (headEnd < rows.size() && allHeadings(rows.at(headEnd)))
            ++headEnd;
    }
    OptLogMarkdown::RawTable &table = result.table.emplace();
    // A cell of colspan N is N cells: the first holds its text. No more than md4c's 128 columns of
    // a Markdown table are made, as every row is padded to the header's width (its count is whole).
    // A cell of rowspan N is in the next N - 1 rows too, at its columns, as a browser lays it out:
    // those rows' own cells flow around it (a candidate spanning its workloads' rows names each).
    constexpr qsizetype MaxColumns = 128;
    std::vector<std::pair<int, Cell>> spanning; // per column: the rows below it still covers, the cell
    int spanningGroup = -1; // the row group those spans are in
    const auto expanded = [&spanning, &spanningGroup](const Row &from, qsizetype *count) {
        if (from.group != spanningGroup) { // a browser ends a cell's rowspan with its row group
            spanning.clear();
            spanningGroup = from.group;
        }
        QList<Cell> cells;
        *count = 0;
        qsizetype column = 0;
        const auto place = [&](const Cell &c) {
            if (cells.size() < MaxColumns)
                cells.append(c);
            ++column;
        };
        const auto fromAbove = [&](qsizetype at) {
            return at < qsizetype(spanning.size()) && spanning[size_t(at)].first > 0;
        };
        const auto takeFromAbove = [&] {
            --spanning[size_t(column)].first;
            place(spanning[size_t(column)].second);
        };
        for (const Cell &c : from.cells) {
            while (fromAbove(column))
                takeFromAbove();
            for (int i = 0; i < c.span; ++i) {
                if (column >= MaxColumns) { // counted, not laid out: a row of wide spans stays linear
                    column += c.span - i;
                    break;
                }
                Cell placed = c;
                if (i > 0) {
                    placed = Cell {{}, {}, 0, 1, c.alignment};
                    placed.spanned = true;
                }
                if (c.rowSpan > 1 && column < MaxColumns) {
                    if (spanning.size() <= size_t(column))
                        spanning.resize(size_t(column) + 1);
                    spanning[size_t(column)] = {c.rowSpan - 1, placed};
                }
                place(placed);
            }
        }
        // Past its own cells: a gap is an empty cell, then the cell from above.
        for (qsizetype at = column; at < qsizetype(spanning.size()); ++at) {
            if (!fromAbove(at))
                continue;
            while (column < at)
                place(Cell {});
            takeFromAbove();
        }
        *count = column;
        return cells;
    };
    const auto rawCell = [&table](const Cell &c) {
        OptLogMarkdown::RawCell raw;
        raw.line = c.line;
        const QString text = QString::fromUtf8(c.text).simplified();
        const QString source = QString::fromUtf8(c.source).simplified();
        raw.textAt = int(table.pool.size());
        table.pool += text;
        raw.textSize = int(text.size());
        if (source == text) {
            raw.sourceSize = -1;
        } else {
            raw.sourceSize = int(source.size());
            table.pool += source;
        }
        return raw;
    };
    // A column of a header of several rows is named by the lowest text under a group spanning
    // columns, or under a blank: "fp16" under "Task Duration(us)"; a name of its own ("branch")
    // is kept over a row below it (a "Round 1" across the table, a "(us)" under it). Each row
    // counts toward maxCells, as a body row does.
    qsizetype count = 0;
    QList<Cell> headCells;
    qsizetype headCount = 0;
    for (qsizetype r = headIndex; r < headEnd; ++r) {
        const QList<Cell> cells = expanded(rows.at(r), &count);
        if (r > headIndex && result.cells + cells.size() > maxCells) {
            result.cappedLine = rows.at(r).line;
            break;
        }
        result.cells += cells.size();
        headCount = std::max(headCount, count);
        for (qsizetype c = 0; c < cells.size(); ++c) {
            if (c >= headCells.size()) {
                headCells.append(cells.at(c));
                continue;
            }
            const Cell &above = headCells.at(c);
            if ((above.span > 1 || above.spanned || isBlank(above.text)) && !isBlank(cells.at(c).text))
                headCells[c] = cells.at(c);
        }
    }
    table.columns = int(headCells.size());
    table.header.line = rows.at(headIndex).line;
    table.header.sourceCells = int(std::min<qsizetype>(headCount, std::numeric_limits<int>::max()));
    table.firstLine = lineOf(at);
    table.lastLine = lineOf(std::max(at, end - 1));
    for (const Cell &c : headCells) {
        table.aligns.append(c.alignment);
        table.header.cells.append(rawCell(c));
    }
    result.cells = std::max(result.cells, qsizetype(table.columns));
    for (qsizetype r = 0; r < rows.size() && result.cappedLine == 0; ++r) {
        if (r >= headIndex && r < headEnd)
            continue;
        if (result.cells + table.columns > maxCells) {
            result.cappedLine = rows.at(r).line;
            break;
        }
        result.cells += table.columns;
        const QList<Cell> cells = expanded(rows.at(r), &count);
        OptLogMarkdown::RawRow body;
        body.line = rows.at(r).line;
        body.sourceCells = int(std::min<qsizetype>(count, std::numeric_limits<int>::max()));
        // As md4c reads a Markdown row: cut or padded to the header's cells.
        for (int c = 0; c < table.columns; ++c)
            body.cells.append(c < cells.size() ? rawCell(cells.at(c)) : rawCell(Cell {}));
        table.body.append(std::move(body));
    }
    return result;
}

} // namespace HtmlTable
