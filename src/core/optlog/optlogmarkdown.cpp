// SPDX-License-Identifier: MIT
#include "optlog/optlogmarkdown.h"

#include "base/textlines.h"
#include "optlog/htmltable.h"
#include "optlog/optlogstructure.h"

#include <QHash>
#include <QRegularExpression>
#include <algorithm>
#include <cctype>
#include <cstring>
#include <functional>
#include <md4c.h>
#include <optional>
#include <strings.h>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace {

using OptLogReading::tr;
using OptLogReading::warning;
using TextBlock = OptLogMarkdown::TextBlock;
using RawCell = OptLogMarkdown::RawCell;
using RawRow = OptLogMarkdown::RawRow;
using RawTable = OptLogMarkdown::RawTable;

// Whether the text holds "<!--": memchr finds each '<' (a byte search for the four cost a tenth
// of a millisecond per 100 kB, twice per log).
bool holdsComment(QByteArrayView text)
{
    const char *p = text.data();
    const char *end = p + text.size();
    while (end - p >= 4) {
        p = static_cast<const char *>(std::memchr(p, '<', size_t(end - p - 3)));
        if (!p)
            return false;
        if (p[1] == '!' && p[2] == '-' && p[3] == '-')
            return true;
        ++p;
    }
    return false;
}

// Cells a table line holds as written. md4c: escaped pipes and pipes inside a closed code span do
// not split. gitHub: only escaped pipes do not split (a row is cut into cells before its code spans
// are read). One pass counts both (a log's thousands of rows are each counted once).
struct SourceCells
{
    int md4c = 1;
    int gitHub = 1;
};

// The first of p .. end holding '|', '\\' or '`' (or end): sixteen bytes at a time, as a row's
// text is mostly none of them.
const char *nextCellMark(const char *p, const char *end)
{
    if (p >= end)
        return end;
#ifdef __SSE2__
    const __m128i pipe = _mm_set1_epi8('|');
    const __m128i backslash = _mm_set1_epi8('\\');
    const __m128i backtick = _mm_set1_epi8('`');
    for (; end - p >= 16; p += 16) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const __m128i hits = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(bytes, pipe), _mm_cmpeq_epi8(bytes, backslash)),
                                          _mm_cmpeq_epi8(bytes, backtick));
        if (const int mask = _mm_movemask_epi8(hits))
            return p + __builtin_ctz(unsigned(mask));
    }
#endif
    while (p < end && *p != '|' && *p != '\\' && *p != '`')
        ++p;
    return p;
}

SourceCells countSourceCells(const char *begin, const char *end)
{
    while (begin < end && (*begin == ' ' || *begin == '\t' || *begin == '>'))
        ++begin;
    while (end > begin && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r' || end[-1] == '\n'))
        --end;
    if (begin < end && *begin == '|')
        ++begin;
    if (end > begin && end[-1] == '|' && (end - 1 == begin || end[-2] != '\\'))
        --end;
    SourceCells cells;
    int outsideCode = 1;
    int codeRun = 0;
    for (const char *p = begin; (p = nextCellMark(p, end)) < end; ++p) {
        if (*p == '\\') {
            ++p;
        } else if (*p == '`') {
            int run = 1;
            while (p + 1 < end && p[1] == '`') {
                ++run;
                ++p;
            }
            codeRun = codeRun == 0 ? run : (codeRun == run ? 0 : codeRun);
        } else if (*p == '|') {
            ++cells.gitHub;
            outsideCode += codeRun == 0;
        }
    }
    // A code span never closed is no code span: its pipes split as any other.
    cells.md4c = codeRun == 0 ? outsideCode : cells.gitHub;
    return cells;
}

// The cells of a GFM delimiter row ("|---|:--:|", "--- | ---"), 0 when the line is not one: cells
// of dashes with optional colons between pipes, at least one pipe (a lone "---" is a rule).
int delimiterRowCells(const char *begin, const char *end)
{
    while (begin < end && (*begin == ' ' || *begin == '\t' || *begin == '>'))
        ++begin;
    while (end > begin && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r' || end[-1] == '\n'))
        --end;
    if (begin == end || std::memchr(begin, '|', size_t(end - begin)) == nullptr)
        return 0;
    if (*begin == '|')
        ++begin;
    if (end > begin && end[-1] == '|')
        --end;
    int cells = 0;
    for (const char *cell = begin;;) {
        const char *stop = static_cast<const char *>(std::memchr(cell, '|', size_t(end - cell)));
        const bool last = !stop;
        if (last)
            stop = end;
        const char *p = cell;
        while (p < stop && (*p == ' ' || *p == '\t'))
            ++p;
        if (p < stop && *p == ':')
            ++p;
        const char *dashes = p;
        while (p < stop && *p == '-')
            ++p;
        if (p == dashes)
            return 0;
        if (p < stop && *p == ':')
            ++p;
        while (p < stop && (*p == ' ' || *p == '\t'))
            ++p;
        if (p != stop)
            return 0;
        ++cells;
        if (last)
            return cells;
        cell = stop + 1;
    }
}

// Whether a line starts a block that ends a table on GitHub and that md4c reads as one more row
// instead: an ATX heading ("## Round 2"), a code fence, an HTML block's tag. Past the line's
// quote markers and at most three spaces of indent.
bool startsBlockAfterTable(const char *p, const char *end)
{
    for (;;) {
        for (int spaces = 0; spaces < 3 && p < end && *p == ' '; ++spaces)
            ++p;
        if (p < end && *p == '>') {
            ++p;
            if (p < end && *p == ' ')
                ++p;
            continue;
        }
        break;
    }
    if (p == end)
        return false;
    if (*p == '#') {
        const char *marks = p;
        while (p < end && *p == '#')
            ++p;
        return p - marks <= 6 && (p == end || *p == ' ' || *p == '\t' || *p == '\r' || *p == '\n');
    }
    if (*p == '`' || *p == '~') {
        const char fence = *p;
        const char *marks = p;
        while (p < end && *p == fence)
            ++p;
        return p - marks >= 3 && (fence == '~' || !std::memchr(p, '`', size_t(end - p)));
    }
    if (*p != '<' || p + 1 == end)
        return false;
    ++p;
    if (*p == '!' || *p == '?') // a comment, a declaration, CDATA, a processing instruction
        return true;
    if (*p == '/')
        ++p;
    // CommonMark's HTML blocks that may follow text directly (kinds 1 and 6); an inline tag
    // ("<b>v1_a</b> | 12.0 |") stays a row there too.
    static const char *const blockTags[]
        = {"address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col",
           "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure",
           "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html",
           "iframe", "legend", "li", "link", "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup", "option",
           "p", "param", "pre", "script", "search", "section", "style", "summary", "table", "tbody", "td", "textarea",
           "tfoot", "th", "thead", "title", "tr", "track", "ul"};
    const char *name = p;
    while (p < end && std::isalnum(static_cast<unsigned char>(*p)))
        ++p;
    const auto length = size_t(p - name);
    if (length == 0 || (p < end && *p != ' ' && *p != '\t' && *p != '>' && *p != '/' && *p != '\r' && *p != '\n'))
        return false;
    return std::any_of(std::begin(blockTags), std::end(blockTags), [&](const char *tag) {
        return std::strlen(tag) == length && strncasecmp(tag, name, length) == 0;
    });
}

Diagnostic cellsCapWarning(const QString &file, int line)
{
    return warning(QStringLiteral("optlog.table-cells-cap"), file, line,
                   QCoreApplication::translate("Md4cWalker",
                                               "The log's tables hold more than %1 cells (every row padded to its "
                                               "header's); the table rows from here on are not read.")
                       .arg(OptLogMarkdown::MaxTableCells));
}

// A body row whose cells are not its header's, and, past the first MaxRaggedRowsSaid of a table,
// the rest in one line at its last row (a generated table of thousands said each).
constexpr int MaxRaggedRowsSaid = 20;

Diagnostic raggedRowWarning(const QString &file, int line, int cells, int columns)
{
    return warning(QStringLiteral("optlog.ragged-row"), file, line,
                   QCoreApplication::translate("Md4cWalker", "Table row has %1 cells but the header has %2.")
                       .arg(cells)
                       .arg(columns));
}

Diagnostic moreRaggedRowsWarning(const QString &file, int line, int more, int columns)
{
    return warning(QStringLiteral("optlog.ragged-row"), file, line,
                   QCoreApplication::translate("Md4cWalker",
                                               "%n more row(s) of this table have another number of cells than "
                                               "its header (%1).",
                                               nullptr, more)
                       .arg(columns));
}

// An entity md4c hands over as written ("&nbsp;", "&#xFF1A;", "&lt;") as the UTF-8 it stands for,
// as GitHub shows it: numeric ones, and the named ones a log writes; another stays as written.
QByteArray decodedEntity(QByteArrayView entity)
{
    if (entity.size() < 3 || entity.front() != '&' || entity.back() != ';')
        return entity.toByteArray();
    const QByteArrayView name = entity.sliced(1, entity.size() - 2);
    char32_t code = 0;
    if (name.startsWith('#')) {
        const bool hex = name.size() > 1 && (name.at(1) == 'x' || name.at(1) == 'X');
        bool ok = false;
        const uint value = name.sliced(hex ? 2 : 1).toUInt(&ok, hex ? 16 : 10);
        // CommonMark: 0 and what is no Unicode scalar value read as U+FFFD.
        code = !ok || value == 0 || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) ? 0xFFFD : value;
    } else {
        static const std::pair<const char *, char32_t> named[] = {
            {"nbsp", 0xA0},    {"lt", '<'},       {"gt", '>'},       {"amp", '&'},      {"quot", '"'},
            {"apos", '\''},    {"ensp", 0x2002},  {"emsp", 0x2003},  {"thinsp", 0x2009}, {"ndash", 0x2013},
            {"mdash", 0x2014}, {"hellip", 0x2026}, {"times", 0xD7},   {"divide", 0xF7},  {"plusmn", 0xB1},
            {"minus", 0x2212}, {"le", 0x2264},    {"ge", 0x2265},    {"ne", 0x2260},    {"asymp", 0x2248},
            {"sim", 0x223C},   {"infin", 0x221E}, {"rarr", 0x2192},  {"larr", 0x2190},  {"harr", 0x2194},
            {"uarr", 0x2191},  {"darr", 0x2193},  {"rArr", 0x21D2},  {"deg", 0xB0},     {"micro", 0xB5},
            {"mu", 0x3BC},     {"middot", 0xB7},  {"laquo", 0xAB},   {"raquo", 0xBB},   {"ldquo", 0x201C},
            {"rdquo", 0x201D}, {"lsquo", 0x2018}, {"rsquo", 0x2019}, {"bull", 0x2022},  {"sup2", 0xB2},
            {"sup3", 0xB3},    {"frac12", 0xBD},  {"copy", 0xA9},    {"reg", 0xAE},     {"trade", 0x2122},
            {"check", 0x2713}, {"cross", 0x2717}, {"Delta", 0x394},  {"delta", 0x3B4},  {"alpha", 0x3B1},
            {"beta", 0x3B2},   {"sigma", 0x3C3},  {"pi", 0x3C0},     {"lambda", 0x3BB}, {"verbar", '|'},
            {"vert", '|'},     {"colon", ':'},    {"semi", ';'},     {"num", '#'},      {"ast", '*'},
            {"lowbar", '_'},   {"grave", '`'},    {"tilde", '~'},    {"excl", '!'},     {"percnt", '%'}};
        for (const auto &[spelled, value] : named)
            if (name == QByteArrayView(spelled))
                code = value;
        if (code == 0)
            return entity.toByteArray();
    }
    return QString::fromUcs4(&code, 1).toUtf8();
}

// The code point that ends right before `p` (UTF-8, at most 4 bytes back to `begin`), and where it
// starts; U+FFFD for a broken sequence.
char32_t codePointBefore(const char *begin, const char *p, const char **start)
{
    const char *q = p - 1;
    while (q > begin && p - q < 4 && (static_cast<unsigned char>(*q) & 0xC0) == 0x80)
        --q;
    *start = q;
    const QString decoded = QString::fromUtf8(q, p - q);
    return decoded.size() == 1 || (decoded.size() == 2 && decoded.at(0).isHighSurrogate())
        ? (decoded.size() == 1 ? char32_t(decoded.at(0).unicode())
                               : QChar::surrogateToUcs4(decoded.at(0), decoded.at(1)))
        : char32_t(0xFFFD);
}

// A single "~" that opens a strike-out rather than a range: at a word's start (after nothing, white
// space or an opening mark) and before a letter ("~v1_a~ v1_b", "（~回退~）"); "−7.2%~−7.5%",
// "~2x", "约~3x" and "v1~pipe~x" are ranges and approximations.
bool opensWordStrike(char32_t before, char32_t first)
{
    static const QStringView openingMarks = u"([{\"':,;（「『“‘：，、；【《";
    const bool atWordStart = before == 0 || QChar::isSpace(before)
        || (before <= 0xFFFF && openingMarks.contains(QChar(char16_t(before))));
    return atWordStart && QChar::isLetter(first);
}

bool isSymbol(char32_t c)
{
    if (c == 0xFFFD) // a broken sequence: nothing GitHub would read as a symbol either
        return false;
    const QChar::Category category = QChar::category(c);
    return category == QChar::Symbol_Math || category == QChar::Symbol_Currency || category == QChar::Symbol_Modifier
        || category == QChar::Symbol_Other;
}

// Walks md4c's callbacks and keeps what the workflow reading needs: headings, running-text
// blocks and tables, all with source lines computed from md4c's pointers into the buffer.
class Md4cWalker
{
public:
    Md4cWalker(const QByteArray &bytes, const std::vector<qsizetype> &lineStarts, const QString &file)
        : m_bytes(bytes)
        , m_lineStarts(lineStarts)
        , m_file(file)
        , m_wantCodeRanges(holdsComment(bytes)) // only comments need to know where code is
    { }

    int run(qsizetype from)
    {
        m_from = from;
        MD_PARSER parser {};
        parser.abi_version = 0;
        parser.flags = MD_FLAG_TABLES | MD_FLAG_STRIKETHROUGH | MD_FLAG_NOHTML | MD_FLAG_PERMISSIVEAUTOLINKS;
        parser.enter_block = &Md4cWalker::enterBlock;
        parser.leave_block = &Md4cWalker::leaveBlock;
        parser.enter_span = &Md4cWalker::enterSpan;
        parser.leave_span = &Md4cWalker::leaveSpan;
        parser.text = &Md4cWalker::onText;
        return md_parse(m_bytes.constData() + from, MD_SIZE(m_bytes.size() - from), &parser, this);
    }

    QList<OptLogHeading> headings;
    QList<TextBlock> blocks;
    QList<RawTable> tables;
    Diagnostics diagnostics;
    std::vector<std::pair<qsizetype, qsizetype>> codeRanges; // code blocks' and spans' text, in order (when the text has "<!--")
    int unterminatedFenceLine = 0; // a fenced block that runs to the end of the file: its opening line
    std::pair<qsizetype, qsizetype> unterminatedFence; // and its fence's byte range
    // Where a blank line must go for md4c to read what GitHub shows: before a table's header line
    // inside a paragraph (after a text line; md4c reads a table only when the header starts the
    // paragraph), and before a heading, fence or HTML tag right after a table's rows (md4c reads it
    // as one more row). Byte offsets of line starts, one per paragraph or table.
    std::vector<qsizetype> breaksBefore;
    // "**winner: v1_a ✅**后续": GitHub (cmark-gfm) counts only punctuation, not symbols such as ✅ or
    // ×, against a closing "**", so it shows bold there; md4c counts symbols too and shows the
    // asterisks. Each such closer: [the symbols and spaces before it, the asterisks), moved behind
    // them for md4c (same bytes, same line) so it reads the bold GitHub shows.
    struct BoldMove
    {
        qsizetype runStart = 0;
        qsizetype markerStart = 0;
        qsizetype markerEnd = 0;
    };
    std::vector<BoldMove> boldMoves;

private:
    enum class FrameKind { Heading, Paragraph, ListItem, Cell, Verbatim, Container };
    struct Frame
    {
        FrameKind kind = FrameKind::Container;
        TextBlock block;
        int level = 0;
        // A paragraph's strong spans: how many, and where the first began and the last ended in
        // its text (a paragraph that is one bold label may be a round's heading, see leaveBlock).
        int firstLine = 0; // the first line with text, struck-out text included
        int strongSpans = 0;
        qsizetype strongStart = -1;
        qsizetype strongEnd = -1;
    };

    static Md4cWalker *self(void *userdata) { return static_cast<Md4cWalker *>(userdata); }

    // The line holding p. md4c hands text over in order, so the line asked for last (or the next
    // one) nearly always holds it: a binary search only when it does not.
    int lineOf(const char *p)
    {
        const qsizetype offset = p - m_bytes.constData();
        const auto holds = [&](int line) {
            return line >= 1 && size_t(line) <= m_lineStarts.size() && m_lineStarts[size_t(line - 1)] <= offset
                && (size_t(line) == m_lineStarts.size() || offset < m_lineStarts[size_t(line)]);
        };
        if (!holds(m_lookedUpLine) && !holds(++m_lookedUpLine))
            m_lookedUpLine = OptLogMarkdown::lineAt(m_lineStarts, offset);
        return m_lookedUpLine;
    }
    bool inBuffer(const char *p) const
    {
        return std::less_equal<const char *>()(m_bytes.constData(), p)
            && std::less<const char *>()(p, m_bytes.constData() + m_bytes.size());
    }

    Frame *textFrame()
    {
        for (auto it = m_frames.rbegin(); it != m_frames.rend(); ++it) {
            if (it->kind != FrameKind::Container)
                return &*it;
        }
        return nullptr;
    }

    void flushListItem()
    {
        if (!m_frames.empty() && m_frames.back().kind == FrameKind::ListItem && !m_frames.back().block.text.isEmpty()) {
            blocks.append(m_frames.back().block);
            m_frames.back().block = TextBlock();
        }
    }

    static int enterBlock(MD_BLOCKTYPE type, void *detail, void *userdata)
    {
        Md4cWalker *w = self(userdata);
        w->flushListItem();
        Frame frame;
        switch (type) {
        case MD_BLOCK_H:
            frame.kind = FrameKind::Heading;
            frame.level = int(static_cast<MD_BLOCK_H_DETAIL *>(detail)->level);
            break;
        case MD_BLOCK_P:
            frame.kind = FrameKind::Paragraph;
            break;
        case MD_BLOCK_LI:
            frame.kind = FrameKind::ListItem;
            break;
        case MD_BLOCK_CODE:
            frame.kind = FrameKind::Verbatim;
            w->m_fenceChar = static_cast<MD_BLOCK_CODE_DETAIL *>(detail)->fence_char;
            w->m_codeEnd = nullptr;
            w->m_lineBeforeCode = w->m_lastLine;
            break;
        case MD_BLOCK_HTML:
            frame.kind = FrameKind::Verbatim;
            break;
        case MD_BLOCK_TABLE: {
            RawTable table;
            table.columns = int(static_cast<MD_BLOCK_TABLE_DETAIL *>(detail)->col_count);
            table.captionBlock = int(w->blocks.size()) - 1;
            w->m_table = table;
            break;
        }
        case MD_BLOCK_QUOTE:
            w->m_quotes.push_back({w->blocks.size(), w->tables.size(), w->m_tableCells, false});
            break;
        case MD_BLOCK_THEAD:
            w->m_inHead = true;
            break;
        case MD_BLOCK_TBODY:
            w->m_inHead = false;
            break;
        case MD_BLOCK_TR:
            w->m_row = RawRow();
            w->m_row.cells.reserve(w->m_table.columns);
            break;
        case MD_BLOCK_TH:
        case MD_BLOCK_TD: {
            frame.kind = FrameKind::Cell;
            w->m_cell = RawCell();
            w->m_cellFirst = nullptr;
            w->m_cellEnd = nullptr;
            w->m_cellBytes.resize(0); // keeps its capacity (clear() would free it)
            w->m_cellPiece = {};
            w->m_cellPieces = 0;
            w->m_cellPlain = false;
            if (w->m_inHead) {
                const MD_ALIGN align = static_cast<MD_BLOCK_TD_DETAIL *>(detail)->align;
                w->m_table.aligns.append(align == MD_ALIGN_LEFT         ? ColumnAlignment::Left
                                             : align == MD_ALIGN_CENTER ? ColumnAlignment::Center
                                             : align == MD_ALIGN_RIGHT  ? ColumnAlignment::Right
                                                                        : ColumnAlignment::Default);
            }
            break;
        }
        default:
            break;
        }
        w->m_frames.push_back(frame);
        return 0;
    }

    static int leaveBlock(MD_BLOCKTYPE type, void *, void *userdata)
    {
        Md4cWalker *w = self(userdata);
        if (w->m_frames.empty())
            return 0;
        Frame frame = std::move(w->m_frames.back());
        w->m_frames.pop_back();
        switch (type) {
        case MD_BLOCK_H: {
            stripTags(frame.block);
            // An empty heading ("## ") has no text to locate it; it sits after the last text seen.
            const int line = frame.block.line > 0 ? frame.block.line : w->m_lastLine + 1;
            w->m_lastLine = qMax(w->m_lastLine, line);
            if (!w->m_quotes.empty()) { // "> ## Round 3（旧日志）": quoted, not a section of this log
                w->m_quotes.back().holdsHeading = true;
                break;
            }
            w->headings.append(OptLogHeading {frame.level, frame.block.text.simplified(), line});
            w->m_realHeadingLevel = frame.level;
            w->noteOpenRound(w->headings.constLast());
            break;
        }
        case MD_BLOCK_QUOTE:
            if (!w->m_quotes.empty()) {
                const Quote quote = w->m_quotes.back();
                w->m_quotes.pop_back();
                if (!w->m_quotes.empty())
                    w->m_quotes.back().holdsHeading = w->m_quotes.back().holdsHeading || quote.holdsHeading;
                else if (quote.holdsHeading
                         && !w->isCallout(quote)) { // an excerpt: its "winner: …" is the quoted log's
                    // Its text and its tables both (an HTML table in it is read from its text, after
                    // the walk): the quoted log's comparison table is no table of this log's round.
                    w->blocks.remove(quote.firstBlock, w->blocks.size() - quote.firstBlock);
                    w->tables.remove(quote.firstTable, w->tables.size() - quote.firstTable);
                    if (!w->m_cellsCapped)
                        w->m_tableCells = quote.tableCells; // not the log's: they count for no cap
                }
            }
            break;
        case MD_BLOCK_P:
        case MD_BLOCK_LI:
            w->findTableHeads(frame.block, frame.firstLine, type == MD_BLOCK_LI);
            stripTags(frame.block);
            if (type == MD_BLOCK_P && w->m_quotes.empty() && frame.block.line > 0 && w->m_frames.size() <= 1
                && w->isBoldRoundLabel(frame)) {
                QString text = frame.block.text.simplified();
                while (text.endsWith(u':') || text.endsWith(u'：'))
                    text.chop(1);
                w->headings.append(OptLogHeading {w->boldRoundLevel(text), text, frame.block.line});
                w->m_lastLine = qMax(w->m_lastLine, frame.block.line);
                break;
            }
            if (!frame.block.text.isEmpty())
                w->blocks.append(frame.block);
            break;
        case MD_BLOCK_TH:
        case MD_BLOCK_TD:
            w->finishCell();
            break;
        case MD_BLOCK_TR:
            w->finishRow();
            break;
        case MD_BLOCK_TABLE:
            if (w->m_raggedRows > MaxRaggedRowsSaid) {
                const int line = w->m_table.body.isEmpty() ? w->m_table.header.line : w->m_table.body.constLast().line;
                w->diagnostics.append(
                    moreRaggedRowsWarning(w->m_file, line, w->m_raggedRows - MaxRaggedRowsSaid, w->m_table.columns));
            }
            w->m_raggedRows = 0;
            w->tables.append(std::move(w->m_table));
            w->m_table = RawTable();
            break;
        case MD_BLOCK_CODE:
            if (w->m_fenceChar != 0 && w->unterminatedFenceLine == 0)
                w->checkFenceClosed();
            w->m_fenceChar = 0;
            break;
        default:
            break;
        }
        return 0;
    }

    // A paragraph's lines after its first: one followed by a delimiter row with as many cells is a
    // table's header (GFM). Not in a list item, where such lines are lazy continuations for GitHub too.
    // In a list item only lines indented to the item's text are its own ("- 对比表：\n  | a | b |");
    // GitHub reads the others as lazy text of its paragraph, never a table.
    // firstLine: the paragraph's first line, a struck-out one too ("~~old~~\n| a | b |").
    void findTableHeads(const TextBlock &paragraph, int firstLine, bool listItem)
    {
        const int first = firstLine > 0 ? std::min(firstLine, paragraph.line > 0 ? paragraph.line : firstLine)
                                         : paragraph.line;
        if (first <= 0 || paragraph.lastLine <= first + 1)
            return;
        listItem = listItem
            || std::any_of(m_frames.begin(), m_frames.end(), [](const Frame &f) { return f.kind == FrameKind::ListItem; });
        const auto lineBegin = [this](int line) {
            return m_bytes.constData() + m_lineStarts[size_t(line - 1)];
        };
        const auto lineEnd = [this](int line) {
            return size_t(line) < m_lineStarts.size() ? m_bytes.constData() + m_lineStarts[size_t(line)]
                                                      : m_bytes.constData() + m_bytes.size();
        };
        const int textColumn = listItem ? indentOf(lineBegin(first), lineEnd(first), true) : 0;
        for (int line = first + 1; line < paragraph.lastLine && size_t(line) < m_lineStarts.size(); ++line) {
            const int cells = delimiterRowCells(lineBegin(line + 1), lineEnd(line + 1));
            if (cells == 0 || std::memchr(lineBegin(line), '|', size_t(lineEnd(line) - lineBegin(line))) == nullptr
                || countSourceCells(lineBegin(line), lineEnd(line)).md4c != cells)
                continue;
            if (listItem
                && (indentOf(lineBegin(line), lineEnd(line), false) < textColumn
                    || indentOf(lineBegin(line + 1), lineEnd(line + 1), false) < textColumn))
                return;
            breaksBefore.push_back(m_lineStarts[size_t(line - 1)]);
            return; // the table runs to the paragraph's end
        }
    }

    // The column a line's text starts at (a tab to the next multiple of 4), past quote markers and,
    // with `markers`, list markers ("- ", "1. ", "- 2) ").
    static int indentOf(const char *p, const char *end, bool markers, const char **after = nullptr)
    {
        int column = 0;
        const auto done = [&] {
            if (after)
                *after = p;
            return column;
        };
        for (;;) {
            while (p < end && (*p == ' ' || *p == '\t')) {
                column = *p == '\t' ? (column / 4 + 1) * 4 : column + 1;
                ++p;
            }
            if (p < end && *p == '>') {
                ++p;
                ++column;
                continue;
            }
            if (!markers || p == end)
                return done();
            const char *q = p;
            if (*q == '-' || *q == '+' || *q == '*') {
                ++q;
            } else {
                while (q < end && q - p < 9 && *q >= '0' && *q <= '9')
                    ++q;
                if (q == p || q == end || (*q != '.' && *q != ')'))
                    return done();
                ++q;
            }
            if (q == end || (*q != ' ' && *q != '\t'))
                return done();
            column += int(q - p);
            p = q;
        }
    }

    // Inline HTML shows as nothing but what it encloses ("## <a id=\"iter2\"></a>Iteration 2" reads
    // "Iteration 2", "<b>winner</b>: v2_a" "winner: v2_a"); md4c hands it over as text
    // (MD_FLAG_NOHTML keeps an HTML block's Markdown read). Only the tags a log uses are taken out:
    // "v<iter>" or "<op>" in prose stays. One pass; the marks move with the text.
    static void stripTags(TextBlock &block)
    {
        QString &text = block.text;
        if (!text.contains(u'<'))
            return;
        static const QRegularExpression tag(
            QStringLiteral("</?(?:a|span|b|i|em|strong|u|sup|sub|br|font|div|p|details|summary|mark|small|big|center|"
                           "ins|kbd|img|hr|wbr|nobr|abbr|cite|q|tt)(?:\\s[^<>\\n]{0,240})?\\s*/?>"),
            QRegularExpression::CaseInsensitiveOption);
        QString kept;
        std::vector<std::pair<qsizetype, int>> marks;
        marks.reserve(block.marks.size());
        size_t mark = 0;
        qsizetype from = 0;
        const auto keep = [&](qsizetype to) { // text[from, to) kept; the marks in it move with it
            for (; mark < block.marks.size() && block.marks[mark].first < to; ++mark)
                if (block.marks[mark].first >= from)
                    marks.emplace_back(kept.size() + block.marks[mark].first - from, block.marks[mark].second);
                else
                    marks.emplace_back(kept.size(), block.marks[mark].second);
            kept += QStringView(text).sliced(from, to - from);
        };
        for (auto it = tag.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            keep(m.capturedStart());
            from = m.capturedEnd();
            const bool lineBreak = m.capturedView().sliced(1, 2).compare(u"br", Qt::CaseInsensitive) == 0;
            if (lineBreak)
                kept += u'\n';
        }
        if (from == 0)
            return;
        keep(text.size());
        for (; mark < block.marks.size(); ++mark)
            marks.emplace_back(kept.size(), block.marks[mark].second);
        text = std::move(kept);
        block.marks = std::move(marks);
    }

    // md4c ends a fenced block at its closing fence, at the end of its container (a list item, a
    // quote) or at the end of the file. Only the last hides what follows: nothing but whitespace
    // comes after the block's text (or after its fence, when it is empty). Finds its opening fence
    // then. m_scanLine only moves forward, past each block's closing line, so the look for openers
    // stays linear however many (empty) blocks the log holds.
    void checkFenceClosed()
    {
        const int lines = int(m_lineStarts.size());
        const int from = std::max(m_lineBeforeCode + 1, m_scanLine);
        const auto firstNonBlank = [this](qsizetype p) {
            for (; p < m_bytes.size(); ++p)
                if (m_bytes.at(p) != ' ' && m_bytes.at(p) != '\t' && m_bytes.at(p) != '\n' && m_bytes.at(p) != '\r')
                    return p;
            return qsizetype(-1);
        };
        if (m_codeEnd) {
            if (const qsizetype next = firstNonBlank(m_codeEnd - m_bytes.constData()); next >= 0) {
                m_scanLine = lineOf(m_bytes.constData() + next) + 1; // past the closing fence
                return;
            }
            if (const int opener = findOpener(from, lineOf(m_codeEnd - 1)); opener > 0)
                unterminatedFenceLine = opener;
            m_scanLine = lines + 1;
            return;
        }
        // An empty block: only blank lines lie between the last text and its fence (a bounded look).
        const int last = std::min(lines, from + 4096);
        const int opener = findOpener(from, last);
        if (opener == 0) {
            m_scanLine = last + 1;
            return;
        }
        const qsizetype openerEnd = size_t(opener) < m_lineStarts.size() ? m_lineStarts[size_t(opener)] : m_bytes.size();
        if (const qsizetype next = firstNonBlank(openerEnd); next >= 0) {
            m_scanLine = lineOf(m_bytes.constData() + next) + 1;
            return;
        }
        unterminatedFenceLine = opener;
        m_scanLine = lines + 1;
    }

    // The first line in [from, last] that starts (past indentation and list or quote markers) with
    // three of the block's fence characters; sets unterminatedFence to them. 0 if none.
    int findOpener(int from, int last)
    {
        for (int line = std::max(from, 1); line <= last && size_t(line) <= m_lineStarts.size(); ++line) {
            const qsizetype begin = std::max(m_lineStarts[size_t(line - 1)], m_from); // past a BOM
            const qsizetype stop = size_t(line) < m_lineStarts.size() ? m_lineStarts[size_t(line)] : m_bytes.size();
            qsizetype q = begin;
            while (q < stop && (m_bytes.at(q) == ' ' || m_bytes.at(q) == '\t' || m_bytes.at(q) == '>'
                                || m_bytes.at(q) == '-' || m_bytes.at(q) == '*' || m_bytes.at(q) == '+'
                                || m_bytes.at(q) == '.' || m_bytes.at(q) == ')'
                                || (m_bytes.at(q) >= '0' && m_bytes.at(q) <= '9')))
                ++q;
            qsizetype run = 0;
            while (q + run < stop && m_bytes.at(q + run) == m_fenceChar)
                ++run;
            if (run >= 3) {
                unterminatedFence = {q, q + run};
                return line;
            }
        }
        return 0;
    }

    // Struck-out text ("- ~~winner: v3_a~~ withdrawn") is no statement: it is left out of headings
    // and text blocks (cells keep it: their source is read as written). md4c takes a single "~" as
    // strikethrough too, but "−7.2%~−7.5%" is a range: only a span opened by "~~" counts, and a
    // range keeps its tildes in the text ("−4.2~−6.7%", "~2x" quoted as written).
    enum class Strike : char { Unknown, Struck, Range };
    static int enterSpan(MD_SPANTYPE type, void *, void *userdata)
    {
        Md4cWalker *w = self(userdata);
        if (type == MD_SPAN_DEL)
            w->m_strikes.push_back(Strike::Unknown);
        if (type == MD_SPAN_STRONG && !w->m_frames.empty() && w->m_frames.back().kind == FrameKind::Paragraph) {
            Frame &frame = w->m_frames.back();
            if (frame.strongSpans++ == 0)
                frame.strongStart = frame.block.text.size();
        }
        return 0;
    }
    static int leaveSpan(MD_SPANTYPE type, void *, void *userdata)
    {
        Md4cWalker *w = self(userdata);
        if (type == MD_SPAN_DEL && !w->m_strikes.empty()) {
            const bool inStrikeOut = std::any_of(w->m_strikes.begin(), w->m_strikes.end() - 1,
                                                 [](Strike strike) { return strike == Strike::Struck; });
            const Frame *frame = w->textFrame();
            if (w->m_strikes.back() == Strike::Range && (!inStrikeOut || (frame && frame->kind == FrameKind::Cell)))
                w->appendTildes(1);
            w->m_strikes.pop_back();
        }
        if (type == MD_SPAN_STRONG && !w->m_frames.empty() && w->m_frames.back().kind == FrameKind::Paragraph)
            w->m_frames.back().strongEnd = w->m_frames.back().block.text.size();
        return 0;
    }
    // A paragraph that is one bold round label and nothing else ("**Round 2**", "**Iteration 3：tiling**",
    // "**第2轮**", a colon after it): the log's heading of that round, written in bold. It is one
    // level below the last real heading, as "### Round 1" under "## Performance Test Data" would be.
    // The round (or baseline section) a bold round label would otherwise nest in: "**Iteration 2**"
    // after "## Iteration 1" or "## Performance Test Data (Baseline)" is that heading's sibling, not
    // its sub-heading (which would put round 2 inside round 1, or no round 2 in the baseline).
    struct OpenRound
    {
        int level = 0; // 0: none open
        int number = -1;
        bool baseline = false;
    };
    void noteOpenRound(const OptLogHeading &heading)
    {
        if (m_openRound.level > 0 && heading.level > m_openRound.level)
            return; // a sub-heading of the open round ("### Round 2 Winner")
        m_openRound = {};
        if (heading.level == 1)
            return; // a title starts a campaign ("# 第2轮调优：…"), never a round a label sits beside
        const std::optional<OptLogStructure::RoundLabel> label
            = OptLogStructure::leadingRoundLabel(OptLogStructure::headingCore(heading.text));
        if (label && !label->spelled && label->number >= 0)
            m_openRound = {heading.level, label->number, false};
        else if (OptLogStructure::sectionKindOf(heading.text, heading.level) == OptLogSectionKind::Baseline)
            m_openRound = {heading.level, 0, true};
    }
    int boldRoundLevel(const QString &text)
    {
        const std::optional<OptLogStructure::RoundLabel> label
            = OptLogStructure::leadingRoundLabel(OptLogStructure::headingCore(text));
        const int number = label ? label->number : -1;
        // Only a later round follows as a sibling: "**Round 1 winner 复测：**" inside round 2 looks back.
        if (m_openRound.level > 0 && number > m_openRound.number) {
            m_openRound.number = number; // the next bold label is this one's sibling too
            m_openRound.baseline = false;
            return m_openRound.level;
        }
        return std::min(6, m_realHeadingLevel + 1);
    }

    bool isBoldRoundLabel(const Frame &frame) const
    {
        const QString &text = frame.block.text;
        if (frame.strongSpans != 1 || frame.strongStart != 0 || text.size() > 80 || text.contains(u'\n'))
            return false;
        const QStringView after = QStringView(text).sliced(std::max<qsizetype>(0, frame.strongEnd)).trimmed();
        if (frame.strongEnd < 0 || !(after.isEmpty() || after == u":" || after == u"："))
            return false;
        static const QRegularExpression label(
            QStringLiteral("^\\s*(?:(?:round|iteration)\\s*#?\\s*\\d+\\b|第\\s*[0-9一二三四五六七八九十]+\\s*轮)"),
            QRegularExpression::CaseInsensitiveOption);
        return label.matchView(QStringView(text).first(frame.strongEnd)).hasMatch();
    }
    // "~~x", "~~**x": the span's first text comes after two tildes (and any emphasis markers); or
    // after one, as a word's strike-out (opensWordStrike).
    bool openedAsStrike(const char *text) const
    {
        if (!inBuffer(text))
            return false;
        const char *buffer = m_bytes.constData();
        const char *p = text;
        while (p > buffer && (p[-1] == '*' || p[-1] == '_' || p[-1] == '`'))
            --p;
        if (p - buffer >= 2 && p[-1] == '~' && p[-2] == '~')
            return true;
        if (p - buffer < 1 || p[-1] != '~' || text == buffer + m_bytes.size())
            return false;
        const char *tilde = p - 1;
        const char *start = nullptr;
        const char32_t before = tilde == buffer + m_from ? 0 : codePointBefore(buffer, tilde, &start);
        const QString first = QString::fromUtf8(text, std::min<qsizetype>(4, buffer + m_bytes.size() - text));
        return !first.isEmpty() && opensWordStrike(before, first.toUcs4().value(0));
    }
    // Whether the text is struck out; `ranges`: the spans that turned out to be ranges at this,
    // their first text (their opening tildes go before it).
    bool struck(const char *text, int *ranges)
    {
        bool any = false;
        for (Strike &strike : m_strikes) {
            if (strike == Strike::Unknown) {
                strike = openedAsStrike(text) ? Strike::Struck : Strike::Range;
                *ranges += strike == Strike::Range ? 1 : 0;
            }
            any = any || strike == Strike::Struck;
        }
        return any;
    }
    // A range's tildes, into the text being gathered (a cell's bytes or a text block).
    void appendTildes(int count)
    {
        Frame *frame = textFrame();
        if (count <= 0 || !frame || frame->kind == FrameKind::Verbatim)
            return;
        const QByteArray tildes(count, '~');
        if (frame->kind == FrameKind::Cell) {
            if (m_cellPieces == 1 && m_cellBytes.isEmpty())
                m_cellBytes.append(m_cellPiece);
            m_cellBytes += tildes;
            ++m_cellPieces;
            m_cellPlain = false;
            return;
        }
        frame->block.append(QLatin1StringView(tildes), 0);
    }

    static int onText(MD_TEXTTYPE type, const MD_CHAR *text, MD_SIZE size, void *userdata)
    {
        Md4cWalker *w = self(userdata);
        int line = 0;
        if (w->inBuffer(text)) {
            line = w->lineOf(text);
            w->m_lastLine = qMax(w->m_lastLine, line);
        }
        Frame *frame = w->textFrame();
        if (frame && frame->kind == FrameKind::Verbatim && w->m_fenceChar != 0 && size > 0 && w->inBuffer(text))
            w->m_codeEnd = text + size;
        if (type == MD_TEXT_CODE && w->m_wantCodeRanges && size > 0 && w->inBuffer(text)) {
            const qsizetype begin = text - w->m_bytes.constData();
            if (!w->codeRanges.empty() && w->codeRanges.back().second >= begin - 1) // the next line of a block
                w->codeRanges.back().second = begin + qsizetype(size);
            else
                w->codeRanges.emplace_back(begin, begin + qsizetype(size));
        }
        if (!frame || frame->kind == FrameKind::Verbatim)
            return 0;
        if (frame->firstLine == 0 && line > 0)
            frame->firstLine = line;
        if (!w->m_strikes.empty()) {
            int ranges = 0;
            const bool struck = w->struck(text, &ranges);
            if (struck && frame->kind != FrameKind::Cell)
                return 0; // a range inside a strike-out goes with it, tildes and all
            w->appendTildes(ranges);
        }
        const QByteArrayView bytes(text, qsizetype(size));
        if (type == MD_TEXT_NORMAL && line > 0 && containsBoldMarker(bytes) && w->inBuffer(text))
            w->findClosersAfterSymbols(bytes);
        if (type == MD_TEXT_NORMAL && line > 0 && line != w->m_boldWarnedLine && containsBoldMarker(bytes))
            w->warnUnmatchedBold(line);
        if (frame->kind == FrameKind::Cell) {
            // A cell's text is gathered as bytes and decoded once (hundreds of thousands of cells).
            // Most cells are one piece of the buffer: it is kept as a view, copied only when a
            // second piece follows.
            if (w->m_cellPieces == 1 && w->m_cellBytes.isEmpty())
                w->m_cellBytes.append(w->m_cellPiece);
            switch (type) {
            case MD_TEXT_NULLCHAR: w->m_cellBytes += "\xEF\xBF\xBD"; break; // U+FFFD
            case MD_TEXT_BR:
            case MD_TEXT_SOFTBR: w->m_cellBytes += '\n'; break;
            case MD_TEXT_ENTITY: w->m_cellBytes += decodedEntity(bytes); break;
            default:
                if (w->m_cellPieces == 0 && w->inBuffer(text)) // md4c's pointer is valid in the callback only
                    w->m_cellPiece = bytes;
                else
                    w->m_cellBytes += bytes;
                break;
            }
            ++w->m_cellPieces;
            w->m_cellPlain = w->m_cellPieces == 1 && type == MD_TEXT_NORMAL && w->inBuffer(text);
            if (w->inBuffer(text) && size > 0) {
                if (!w->m_cellFirst)
                    w->m_cellFirst = text;
                w->m_cellEnd = text + size;
            }
            return 0;
        }
        switch (type) {
        case MD_TEXT_NULLCHAR:
            frame->block.append(QChar(QChar::ReplacementCharacter), line);
            break;
        case MD_TEXT_BR:
        case MD_TEXT_SOFTBR:
            frame->block.append(QChar(u'\n'), line);
            break;
        case MD_TEXT_ENTITY:
            frame->block.append(QString::fromUtf8(decodedEntity(bytes)), line);
            break;
        default:
            frame->block.append(QUtf8StringView(text, qsizetype(size)), line);
            break;
        }
        return 0;
    }

    // In a piece md4c left "**" in as text: each run of asterisks right after a symbol (past spaces,
    // with text before them on the line) and right before a letter, which GitHub reads as a closer.
    void findClosersAfterSymbols(QByteArrayView piece)
    {
        const char *buffer = m_bytes.constData();
        const char *bufferEnd = buffer + m_bytes.size();
        for (const char *p = piece.data(), *end = piece.data() + piece.size(); p + 1 < end; ++p) {
            if (p[0] != '*' || p[1] != '*' || (p > buffer && p[-1] == '*'))
                continue;
            const char *markerEnd = p;
            while (markerEnd < bufferEnd && *markerEnd == '*')
                ++markerEnd;
            if (markerEnd == bufferEnd || p == buffer)
                continue;
            const unsigned char next = static_cast<unsigned char>(*markerEnd);
            if (next < 0x80 && (std::isspace(next) || std::ispunct(next)))
                continue;
            if (next >= 0x80) {
                const QString after = QString::fromUtf8(markerEnd, std::min<qsizetype>(4, bufferEnd - markerEnd));
                if (after.isEmpty() || after.at(0).isSpace() || after.at(0).isPunct() || isSymbol(after.at(0).unicode()))
                    continue;
            }
            const char *start = nullptr;
            if (static_cast<unsigned char>(p[-1]) < 0x80 || !isSymbol(codePointBefore(buffer, p, &start)))
                continue;
            const char *run = start; // back over the symbols and spaces before it
            while (run > buffer) {
                if (run[-1] == ' ') {
                    --run;
                    continue;
                }
                const char *before = nullptr;
                if (static_cast<unsigned char>(run[-1]) >= 0x80 && isSymbol(codePointBefore(buffer, run, &before))) {
                    run = before;
                    continue;
                }
                break;
            }
            if (run == buffer || run[-1] == '\n' || run[-1] == '\r' || run[-1] == '\t')
                continue;
            // Only inside a line's text (past its quote, list and heading markers, "## ✅**x" stays a
            // heading), and only where an opening "**" comes before it on the line.
            const char *lineStart = run;
            while (lineStart > buffer && lineStart[-1] != '\n' && lineStart[-1] != '\r')
                --lineStart;
            const char *text = nullptr;
            indentOf(lineStart, run, true, &text);
            while (text < run && *text == '#')
                ++text;
            while (text < run && *text == ' ')
                ++text;
            if (text >= run || !QByteArrayView(text, run - text).contains("**"))
                continue;
            boldMoves.push_back({run - buffer, p - buffer, markerEnd - buffer});
            p = markerEnd - 1;
        }
    }

    void warnUnmatchedBold(int line)
    {
        m_boldWarnedLine = line;
        diagnostics.append(warning(QStringLiteral("optlog.unmatched-bold"), m_file, line,
                                   QCoreApplication::translate("Md4cWalker",
                                                               "\"**\" does not pair up (CommonMark flanking rules) "
                                                               "and shows as literal text, not bold.")));
    }

    // "**" in a piece of text (memchr first: most pieces hold no '*').
    static bool containsBoldMarker(QByteArrayView bytes)
    {
        const char *p = bytes.data();
        const char *end = p + bytes.size();
        while (p < end) {
            p = static_cast<const char *>(std::memchr(p, '*', size_t(end - p)));
            if (!p || p + 1 >= end)
                return false;
            if (p[1] == '*')
                return true;
            p += 2;
        }
        return false;
    }

    void finishCell()
    {
        if (m_cellsCapped && !m_inHead) {
            m_cell = RawCell(); // its row is not kept: no work for its padded cells
            return;
        }
        // One piece (or none): the view, not a copy; otherwise the pieces gathered.
        const QByteArrayView cellBytes
            = m_cellPieces == 1 && m_cellBytes.isEmpty() ? m_cellPiece : QByteArrayView(m_cellBytes);
        // ASCII that simplified() leaves alone (most cells) is widened, not decoded as UTF-8.
        QString &pool = m_table.pool;
        m_cell.textAt = int(pool.size());
        if (needsSimplifying(cellBytes))
            pool += QString::fromUtf8(cellBytes).simplified();
        else
            pool += QLatin1StringView(cellBytes);
        m_cell.textSize = int(pool.size() - m_cell.textAt);
        if (m_cellFirst) {
            m_cell.line = lineOf(m_cellFirst);
            // Widen to the surrounding pipes so the source keeps "**" and other markup.
            const char *lineBegin = m_bytes.constData() + m_lineStarts[size_t(m_cell.line - 1)];
            const char *bufferEnd = m_bytes.constData() + m_bytes.size();
            const char *begin = m_cellFirst;
            while (begin > lineBegin && !(begin[-1] == '|' && (begin - 1 == lineBegin || begin[-2] != '\\')))
                --begin;
            const char *end = m_cellEnd;
            while (end < bufferEnd && *end != '\n' && *end != '\r' && !(*end == '|' && end[-1] != '\\'))
                ++end;
            const QByteArrayView source = QByteArrayView(begin, end - begin).trimmed();
            // One text piece that is the whole source between the pipes: the same characters twice.
            if (m_cellPlain && source.data() == m_cellFirst && source.size() == m_cellEnd - m_cellFirst
                && m_cell.text(pool) == QLatin1StringView(source)) {
                m_cell.sourceSize = -1;
            } else {
                const QString raw = QString::fromUtf8(source).trimmed();
                m_cell.sourceSize = int(raw.size());
                pool += raw; // right after the text
            }
        }
        const QStringView text = m_cell.text(pool);
        if (!m_inHead && isNonFiniteWord(text)) {
            // Read as no value at all; a reviewer must know a measurement cell was not a number.
            diagnostics.append(warning(
                QStringLiteral("optlog.non-finite-cell"), m_file, m_cell.line > 0 ? m_cell.line : m_lastLine + 1,
                QCoreApplication::translate("Md4cWalker",
                                            "Table cell \"%1\" (column %2) is not a finite number; no value is read "
                                            "from it.")
                    .arg(text)
                    .arg(m_row.cells.size() + 1)));
        }
        m_row.cells.append(std::move(m_cell));
        m_cell = RawCell();
    }

    // False only when QString::simplified() would change nothing: ASCII text without a space at
    // either end, a run of spaces or another ASCII white space (beyond ASCII, Unicode spaces such as
    // U+3000 may hide, so such text is always simplified). False therefore also says "ASCII".
    static bool needsSimplifying(QByteArrayView bytes)
    {
        if (bytes.isEmpty())
            return false;
        if (bytes.front() == ' ' || bytes.back() == ' ')
            return true;
        char previous = 0;
        for (const char c : bytes) {
            if ((c & 0x80) || (c >= '\t' && c <= '\r') || (c == ' ' && previous == ' '))
                return true;
            previous = c;
        }
        return false;
    }

    // NaN, inf, -Infinity… as Python and msprof print them (case-insensitive).
    static bool isNonFiniteWord(QStringView text)
    {
        if (text.size() < 3 || text.size() > 9)
            return false;
        if (text.front() == u'+' || text.front() == u'-')
            text = text.sliced(1);
        const char16_t first = text.front().unicode() | 0x20; // ASCII lower case
        if (first != u'n' && first != u'i')
            return false; // most cells: one look instead of three caseless comparisons
        return text.compare(u"nan", Qt::CaseInsensitive) == 0 || text.compare(u"inf", Qt::CaseInsensitive) == 0
            || text.compare(u"infinity", Qt::CaseInsensitive) == 0;
    }

    void finishRow()
    {
        for (const RawCell &cell : std::as_const(m_row.cells)) {
            if (cell.line > 0) {
                m_row.line = cell.line;
                break;
            }
        }
        if (m_row.line == 0) {
            // A row of empty cells: rows are consecutive lines after the delimiter row.
            m_row.line = m_inHead
                ? m_lastLine + 1
                : (m_table.body.isEmpty() ? m_table.header.line + 2 : m_table.body.constLast().line + 1);
        }
        m_lastLine = qMax(m_lastLine, m_row.line);
        m_row.sourceCells = m_table.columns;
        if (m_row.line >= 1 && size_t(m_row.line) <= m_lineStarts.size()) {
            const char *begin = m_bytes.constData() + m_lineStarts[size_t(m_row.line - 1)];
            const char *end = size_t(m_row.line) < m_lineStarts.size()
                ? m_bytes.constData() + m_lineStarts[size_t(m_row.line)]
                : m_bytes.constData() + m_bytes.size();
            // Every such row at once: a log of tables each followed by its round's heading needs one
            // more walk, not one per table.
            if (!m_inHead && startsBlockAfterTable(begin, end))
                breaksBefore.push_back(m_lineStarts[size_t(m_row.line - 1)]);
            // A table that opens a list item ("- | a | b |"): the item's marker is no cell.
            if (m_inHead
                && std::any_of(m_frames.begin(), m_frames.end(), [](const Frame &f) { return f.kind == FrameKind::ListItem; }))
                indentOf(begin, end, true, &begin);
            const SourceCells counted = countSourceCells(begin, end);
            m_row.sourceCells = counted.md4c;
            if (const int onGitHub = counted.gitHub; onGitHub != m_row.sourceCells)
                diagnostics.append(warning(
                    QStringLiteral("optlog.pipe-in-code"), m_file, m_row.line,
                    QCoreApplication::translate("Md4cWalker",
                                                "A \"|\" inside a code span splits this row on GitHub (%1 cells there, "
                                                "%2 here): write it as \"\\|\".")
                        .arg(onGitHub)
                        .arg(m_row.sourceCells)));
        }
        // (Once capped, a body row holds no cell: finishCell keeps none.)
        if (!m_inHead && (m_cellsCapped || m_tableCells + m_row.cells.size() > OptLogMarkdown::MaxTableCells)) {
            if (!std::exchange(m_cellsCapped, true))
                diagnostics.append(cellsCapWarning(m_file, m_row.line));
            return;
        }
        m_tableCells += m_row.cells.size();
        if (m_inHead && m_row.sourceCells != m_table.columns) {
            diagnostics.append(warning(
                QStringLiteral("optlog.table-header-mismatch"), m_file, m_row.line,
                QCoreApplication::translate("Md4cWalker",
                                            "The table's header has %1 cells and its delimiter row %2: GitHub shows "
                                            "these lines as text, not a table (read here as %2 columns).")
                    .arg(m_row.sourceCells)
                    .arg(m_table.columns)));
        } else if (m_row.sourceCells != m_table.columns && ++m_raggedRows <= MaxRaggedRowsSaid) {
            diagnostics.append(raggedRowWarning(m_file, m_row.line, m_row.sourceCells, m_table.columns));
        }
        if (m_inHead) {
            m_table.header = std::move(m_row);
        } else {
            m_table.body.append(std::move(m_row));
        }
    }

public:
    int m_raggedRows = 0; // of the table read now
    qsizetype m_tableCells = 0; // kept so far, in every table
    bool m_cellsCapped = false;

private:
    const QByteArray &m_bytes;
    const std::vector<qsizetype> &m_lineStarts;
    QString m_file;
    std::vector<Frame> m_frames;
    RawTable m_table;
    RawRow m_row;
    RawCell m_cell;
    const char *m_cellFirst = nullptr; // the cell's text in the buffer, for its source with markup
    const char *m_cellEnd = nullptr;
    QByteArray m_cellBytes; // the cell's text as md4c hands it over, when in several pieces
    QByteArrayView m_cellPiece; // its first piece of normal text, while it is the only one
    int m_cellPieces = 0;
    int m_lookedUpLine = 0; // the line lineOf() found last
    bool m_wantCodeRanges = false;
    bool m_cellPlain = false; // one normal piece, inside the buffer
    bool m_inHead = false;
    int m_lastLine = 0;
    int m_realHeadingLevel = 1; // the level of the last heading written as one (a bold label is one below)
    OpenRound m_openRound;
    int m_boldWarnedLine = 0;
    std::vector<Strike> m_strikes; // the strikethrough spans open around the text
    // The block quotes open around the text: where their text blocks begin, and whether they hold a
    // heading (an excerpt of another log or document, not this log's own structure or statements).
    struct Quote
    {
        qsizetype firstBlock = 0;
        qsizetype firstTable = 0;
        qsizetype tableCells = 0; // the tables' cells before it
        bool holdsHeading = false;
    };
    std::vector<Quote> m_quotes;
    // "> [!NOTE]", "> [!IMPORTANT]": a GitHub alert, this log's own callout however it is laid out.
    bool isCallout(const Quote &quote) const
    {
        return quote.firstBlock < blocks.size() && blocks.at(quote.firstBlock).text.startsWith(QLatin1String("[!"));
    }
    char m_fenceChar = 0; // inside a fenced code block: its fence character
    const char *m_codeEnd = nullptr; // the end of its text so far
    int m_lineBeforeCode = 0; // the last line with text before it
    int m_scanLine = 1; // where the look for the next block's opening fence may start
    qsizetype m_from = 0; // where md4c starts (past a BOM)
};

// Takes out every closed "<!-- … -->" that does not start in code, keeping every line break where
// it is: the text after "-->" moves left to where "<!--" stood and its line is padded at the end
// (spaces in the comment's place would make indented code of "- <!-- old --> winner: v1"). One
// forward pass, writing behind where it reads. Returns whether it took any out.
bool takeOutHtmlComments(QByteArray &bytes, const std::vector<std::pair<qsizetype, qsizetype>> &code, qsizetype from)
{
    char *data = bytes.data();
    const qsizetype size = bytes.size();
    auto inCode = code.begin();
    bool changed = false;
    bool closersLeft = true; // once a "<!--" has no "-->" after it, none later has either
    qsizetype w = from;
    const auto pad = [&](qsizetype to) {
        if (to > w)
            std::memset(data + w, ' ', size_t(to - w));
    };
    const auto keepBreak = [&](qsizetype at) { // a line break stays at its own offset
        pad(at);
        w = at + 1;
    };
    for (qsizetype r = from; r < size;) {
        const char c = data[r];
        if (c == '\n' || c == '\r') {
            keepBreak(r);
            ++r;
            continue;
        }
        if (c == '<' && closersLeft && r + 3 < size && data[r + 1] == '!' && data[r + 2] == '-' && data[r + 3] == '-') {
            while (inCode != code.end() && inCode->second <= r)
                ++inCode;
            const bool isCode = inCode != code.end() && inCode->first <= r;
            const qsizetype close = isCode ? -1 : bytes.indexOf("-->", r + 4);
            if (!isCode && close < 0)
                closersLeft = false;
            if (close >= 0) {
                for (qsizetype i = r; i < close + 3; ++i)
                    if (data[i] == '\n' || data[i] == '\r')
                        keepBreak(i);
                r = close + 3;
                changed = true;
                continue;
            }
        }
        data[w++] = c;
        ++r;
    }
    pad(size);
    return changed;
}

} // namespace

OptLogMarkdown OptLogMarkdown::read(const QByteArray &utf8, const std::vector<qsizetype> &lineStarts,
                                    const QString &file)
{
    const qsizetype bom = utf8.startsWith("\xEF\xBB\xBF") ? 3 : 0; // md4c would read "\uFEFF# Title" as text
    // A fence opened and never closed runs to the end of the file in Markdown, so every heading and
    // table after it would vanish without a word: say where it opens and read the rest as if it
    // were not there (its markers blanked, so offsets and lines stay those of the file).
    // An HTML comment ("<!-- draft: ## Iteration 3 … winner: v3_a -->") shows nowhere, so nothing
    // in it is a heading, table or statement; md4c reads it as text (MD_FLAG_NOHTML): it is taken
    // out too, except where it is code. Either can change what the other sees (a fence inside a
    // comment, a comment after a fence), so both are redone until neither changes anything.
    // Where md4c and GitHub part on a table's edges (a header line right after text, a heading or
    // fence right after the rows: Md4cWalker::breaksBefore), a line break is put in, counted as part
    // of the line before it, so every line keeps its number (readLineStarts).
    std::optional<Md4cWalker> walker;
    walker.emplace(utf8, lineStarts, file);
    int walkResult = walker->run(bom);
    QByteArray patched;
    std::vector<qsizetype> readStarts; // the line starts of `patched` once a break was put in
    bool layoutPatched = false; // bold moved or breaks put in
    QByteArray seenBytes; // `patched` before that (empty: the file's own bytes)
    const auto startsRead = [&]() -> const std::vector<qsizetype> & {
        return readStarts.empty() ? lineStarts : readStarts;
    };
    QList<int> fenceLines;
    bool commentsPending = holdsComment(utf8);
    for (int pass = 0; pass < 64; ++pass) {
        if (commentsPending) {
            commentsPending = false;
            QByteArray next = patched.isEmpty() ? utf8 : patched;
            if (takeOutHtmlComments(next, walker->codeRanges, bom)) {
                patched = std::move(next);
                walker.emplace(patched, startsRead(), file);
                walkResult = walker->run(bom);
                continue;
            }
        }
        if (walker->unterminatedFenceLine > 0) {
            fenceLines.append(walker->unterminatedFenceLine);
            const std::pair<qsizetype, qsizetype> opening = walker->unterminatedFence;
            if (patched.isEmpty())
                patched = utf8;
            for (qsizetype i = opening.first; i < opening.second; ++i)
                patched[i] = ' ';
            walker.emplace(patched, startsRead(), file);
            walkResult = walker->run(bom);
            commentsPending = holdsComment(patched); // text the fence hid may hold comments
            continue;
        }
        // The bytes a reader sees (comments out, a never-closed fence's markers blanked), kept for
        // the claims before the layout patches below move or add bytes.
        if ((!walker->boldMoves.empty() || !walker->breaksBefore.empty()) && !layoutPatched) {
            layoutPatched = true;
            seenBytes = patched;
        }
        if (!walker->boldMoves.empty()) {
            if (patched.isEmpty())
                patched = utf8;
            for (const Md4cWalker::BoldMove &move : walker->boldMoves) {
                const QByteArray run = patched.sliced(move.runStart, move.markerStart - move.runStart);
                const QByteArray marker = patched.sliced(move.markerStart, move.markerEnd - move.markerStart);
                patched.replace(move.runStart, move.markerEnd - move.runStart, QByteArray(marker + run));
            }
            walker.emplace(patched, startsRead(), file);
            walkResult = walker->run(bom);
            walker->boldMoves.clear(); // moved once: what md4c still leaves is its to say
            continue;
        }
        if (walker->breaksBefore.empty())
            break;
        std::vector<qsizetype> heads = std::move(walker->breaksBefore);
        std::sort(heads.begin(), heads.end());
        heads.erase(std::unique(heads.begin(), heads.end()), heads.end());
        const QByteArray &current = patched.isEmpty() ? utf8 : patched;
        std::vector<qsizetype> starts = startsRead();
        QByteArray split;
        split.reserve(current.size() + qsizetype(heads.size()) * 2);
        qsizetype copied = 0;
        qsizetype added = 0; // bytes put in so far
        size_t line = 0;
        for (const qsizetype head : heads) {
            split.append(QByteArrayView(current).sliced(copied, head - copied));
            // An empty line in the same quote ("> " markers of the line it goes before: a bare one
            // would end the quote), ending as the line before does (a lone "\r" would make "\r\n" of
            // a "\n").
            qsizetype quoted = head;
            for (qsizetype q = head; q < current.size() && (current.at(q) == ' ' || current.at(q) == '>'); ++q)
                if (current.at(q) == '>')
                    quoted = q + 1;
            const QByteArray blank = current.sliced(head, quoted - head)
                + (head >= 1 && current.at(head - 1) == '\r' ? "\r" : "\n");
            split.append(blank);
            copied = head;
            for (; line < starts.size() && starts[line] < head; ++line)
                starts[line] += added;
            added += blank.size();
        }
        split.append(QByteArrayView(current).sliced(copied));
        for (; line < starts.size(); ++line)
            starts[line] += added;
        patched = std::move(split);
        readStarts = std::move(starts);
        walker.emplace(patched, readStarts, file);
        walkResult = walker->run(bom);
    }
    if (walker->unterminatedFenceLine > 0 && !fenceLines.contains(walker->unterminatedFenceLine))
        fenceLines.append(walker->unterminatedFenceLine); // past the bound: still said
    OptLogMarkdown markdown;
    markdown.complete = walkResult == 0;
    markdown.readBytes = layoutPatched ? std::move(seenBytes) : std::move(patched);
    markdown.headings = std::move(walker->headings);
    markdown.blocks = std::move(walker->blocks);
    markdown.tables = std::move(walker->tables);
    markdown.diagnostics = std::move(walker->diagnostics);
    if (const qsizetype nul = utf8.indexOf('\0'); nul >= 0)
        // md4c reads NUL as U+FFFD and a cell "31\0.42" would read as 31: say where the first one is.
        markdown.diagnostics.prepend(warning(
            QStringLiteral("optlog.nul-byte"), file, lineAt(lineStarts, nul),
            QCoreApplication::translate("Md4cWalker",
                                        "The log holds a NUL byte here; a value around it may be misread.")));
    // GitHub shows an HTML table as a table; md4c (MD_FLAG_NOHTML) hands its tags over as text, so
    // it is read here, into a table as a Markdown one is (one it cannot read is said, not passed
    // over in silence). A text line of a paragraph or item whose source starts with the tag (after a
    // quote's and a list item's markers), so a code span "`<table>`" is none.
    qsizetype tableCells = walker->m_tableCells; // the Markdown tables' cells, then the HTML ones
    bool cellsCapped = walker->m_cellsCapped;
    int lookedAtLine = 0; // a line is looked at once, however many tags it holds
    qsizetype readUntil = 0; // the end of the last table read: a table nested in it is its text
    int readUntilLine = 0; // and its last line: no caption of the next
    QList<RawTable> htmlTables;
    for (qsizetype b = 0; b < markdown.blocks.size(); ++b) {
        const TextBlock &block = markdown.blocks.at(b);
        const QString &text = block.text;
        for (qsizetype at = text.indexOf(u'<'); at >= 0; at = text.indexOf(u'<', at + 1)) {
            const QStringView tag = QStringView(text).sliced(at + 1);
            if (!tag.startsWith(u"table", Qt::CaseInsensitive)
                || (tag.size() > 5 && tag.at(5) != u'>' && !tag.at(5).isSpace()))
                continue;
            const int line = block.lineAtPos(at);
            if (line < 1 || size_t(line) > lineStarts.size() || line == lookedAtLine)
                continue;
            lookedAtLine = line;
            qsizetype p = lineStarts[size_t(line) - 1];
            if (p == 0 && QByteArrayView(utf8).startsWith("\xEF\xBB\xBF"))
                p = 3; // the file's BOM
            // A quote's markers and, where the tag opens its block, a list item's ("- <table>",
            // "1. <table>", nested too): "2. <table>" continuing a paragraph is its text, mid-sentence.
            const bool opensBlock = block.line == line;
            for (qsizetype before = -1; before != p;) {
                before = p;
                while (p < utf8.size() && (utf8.at(p) == ' ' || utf8.at(p) == '>' || utf8.at(p) == '\t'))
                    ++p;
                qsizetype marker = p;
                while (marker < utf8.size() && marker - p < 9 && utf8.at(marker) >= '0' && utf8.at(marker) <= '9')
                    ++marker;
                const bool ordered
                    = marker > p && marker < utf8.size() && (utf8.at(marker) == '.' || utf8.at(marker) == ')');
                const bool bullet
                    = marker == p && p < utf8.size() && (utf8.at(p) == '-' || utf8.at(p) == '*' || utf8.at(p) == '+');
                const qsizetype afterMarker = opensBlock && (ordered || bullet) ? marker + 1 : p;
                if (afterMarker > p && afterMarker < utf8.size()
                    && (utf8.at(afterMarker) == ' ' || utf8.at(afterMarker) == '\t'))
                    p = afterMarker;
            }
            if (!QByteArrayView(utf8).sliced(p).startsWith("<")
                || QByteArrayView(utf8)
                        .sliced(p + 1, std::min<qsizetype>(5, utf8.size() - p - 1))
                        .compare(QByteArrayView("table"), Qt::CaseInsensitive)
                    != 0)
                continue;
            if (p < readUntil)
                continue;
            HtmlTable::Read html = HtmlTable::read(utf8, p, lineStarts, OptLogMarkdown::MaxTableCells - tableCells);
            readUntil = html.end;
            tableCells += html.cells;
            if (html.cappedLine > 0 && !std::exchange(cellsCapped, true))
                markdown.diagnostics.append(cellsCapWarning(file, html.cappedLine));
            if (html.table) {
                // Its caption: the block before, when the table opens its own block and that block
                // is no table before it.
                if (b > 0 && block.line == line && markdown.blocks.at(b - 1).lastLine < line
                    && markdown.blocks.at(b - 1).line > readUntilLine) {
                    html.table->captionBlock = int(b - 1);
                } else if (block.line < line && block.line > readUntilLine) {
                    // The lines of its own block above it: an HTML block ends a paragraph. Only
                    // when they hold text ("<details>" or "&nbsp;" above it is no caption).
                    const auto mark
                        = std::find_if(block.marks.cbegin(), block.marks.cend(),
                                       [line](const std::pair<qsizetype, int> &m) { return m.second == line; });
                    QString above = text.left(mark != block.marks.cend() ? mark->first : at).simplified();
                    if (!above.isEmpty()) {
                        html.table->captionBlock = int(b);
                        html.table->captionText = std::move(above);
                    }
                }
                readUntilLine = html.table->lastLine;
                // Its rows with other cells than its header's (colspans counted), said as a Markdown
                // table's are: read cut or padded to the header.
                // (Against the header as written: past 128 columns both are cut alike.)
                const int headerCells = html.table->header.sourceCells;
                int ragged = 0;
                for (const RawRow &row : std::as_const(html.table->body))
                    if (row.sourceCells != headerCells && ++ragged <= MaxRaggedRowsSaid)
                        markdown.diagnostics.append(raggedRowWarning(file, row.line, row.sourceCells, headerCells));
                if (ragged > MaxRaggedRowsSaid)
                    markdown.diagnostics.append(moreRaggedRowsWarning(file, html.table->body.constLast().line,
                                                                      ragged - MaxRaggedRowsSaid, headerCells));
                htmlTables.append(std::move(*html.table));
                continue;
            }
            markdown.diagnostics.append(warning(
                QStringLiteral("optlog.html-table"), file, line,
                QCoreApplication::translate("Md4cWalker",
                                            "An HTML table here holds no row that can be read: its figures count for "
                                            "no round; write it as a Markdown table.")));
        }
    }
    if (!htmlTables.isEmpty()) {
        // Among the Markdown tables in the order of their lines, as every reader of tables expects.
        markdown.tables.append(std::move(htmlTables));
        std::stable_sort(markdown.tables.begin(), markdown.tables.end(), [](const RawTable &a, const RawTable &b) {
            return (a.firstLine > 0 ? a.firstLine : a.header.line) < (b.firstLine > 0 ? b.firstLine : b.header.line);
        });
    }
    for (auto line = fenceLines.crbegin(); line != fenceLines.crend(); ++line)
        markdown.diagnostics.prepend(warning(
            QStringLiteral("optlog.unterminated-fence"), file, *line,
            QCoreApplication::translate("Md4cWalker",
                                        "The code block opened here is never closed; the rest of the log is read as "
                                        "if the fence were not there.")));
    return markdown;
}

QByteArray OptLogMarkdown::decodedEntity(QByteArrayView entity)
{
    return ::decodedEntity(entity);
}

std::vector<qsizetype> OptLogMarkdown::lineStarts(const QByteArray &text)
{
    return TextLines::starts(text);
}

std::vector<qsizetype> OptLogMarkdown::lineStarts(const QString &text)
{
    return TextLines::starts(text);
}

// What md4c strikes out of a cell's source, as [begin, end) ranges sorted by start (a nested range
// lies inside an earlier one; the caller skips it): runs of exactly two tildes ("~" is a range here,
// "~~~" strikes nothing); an opener is followed and a closer preceded by non-space, and a closer
// takes the latest open opener. None inside a code span (a run of fewer than 32 backticks, closed by
// the next run as long) or after a backslash ("\~~" is a tilde and a range; "\``" escapes one
// backtick, the rest may open a span).
QList<std::pair<qsizetype, qsizetype>> OptLogMarkdown::struckRanges(QStringView text)
{
    constexpr qsizetype longestCodeSpanMark = 31; // md4c's CODESPAN_MARK_MAXLEN: longer runs are text
    const qsizetype size = text.size();
    const auto runEnd = [&](qsizetype at, char16_t c) {
        while (at < size && text.at(at).unicode() == c)
            ++at;
        return at;
    };
    // Backtick runs, each with the next run as long (its close) and the next one shorter (the close
    // of what an escape leaves): one pass each way, so a cell of unmatched runs stays linear.
    struct Run
    {
        qsizetype start;
        qsizetype end;
        qsizetype close = -1;
        qsizetype closeAfterEscape = -1;
    };
    QList<Run> runs;
    for (qsizetype at = text.indexOf(u'`'); at >= 0; at = text.indexOf(u'`', runs.constLast().end))
        runs.append({at, runEnd(at, u'`')});
    QHash<qsizetype, qsizetype> nextOfLength;
    for (qsizetype i = runs.size() - 1; i >= 0; --i) {
        const qsizetype length = runs[i].end - runs[i].start;
        if (length <= longestCodeSpanMark)
            runs[i].close = nextOfLength.value(length, -1);
        if (length >= 2 && length - 1 <= longestCodeSpanMark)
            runs[i].closeAfterEscape = nextOfLength.value(length - 1, -1);
        nextOfLength.insert(length, i);
    }

    QList<std::pair<qsizetype, qsizetype>> ranges;
    QList<qsizetype> openers;
    QList<qsizetype> wordOpeners; // single tildes that open a word's strike-out
    qsizetype run = 0; // the first backtick run at or after `at`
    for (qsizetype at = 0; at < size;) {
        while (run < runs.size() && runs[run].start < at)
            ++run;
        const char16_t c = text.at(at).unicode();
        const char16_t next = at + 1 < size ? text.at(at + 1).unicode() : 0;
        if (c == u'\\' && next > 0 && next < 0x80 && std::ispunct(next)) {
            if (next == u'`' && run < runs.size()) // the run starts at the escaped backtick
                at = runs[run].closeAfterEscape >= 0 ? runs[runs[run].closeAfterEscape].end : runs[run].end;
            else
                at += 2;
        } else if (c == u'`' && run < runs.size() && runs[run].start == at) {
            at = runs[run].close >= 0 ? runs[runs[run].close].end : runs[run].end;
        } else if (c == u'~') {
            const qsizetype end = runEnd(at, u'~');
            if (end - at == 2) {
                if (at > 0 && !text.at(at - 1).isSpace() && !openers.isEmpty())
                    ranges.append({openers.takeLast(), end});
                else if (end < size && !text.at(end).isSpace())
                    openers.append(at);
            } else if (end - at == 1) {
                if (at > 0 && !text.at(at - 1).isSpace() && !wordOpeners.isEmpty())
                    ranges.append({wordOpeners.takeLast(), end});
                else if (end < size
                         && opensWordStrike(at == 0 ? 0 : text.at(at - 1).unicode(),
                                            QStringView(text).sliced(end, std::min<qsizetype>(2, size - end)).toUcs4().value(0)))
                    wordOpeners.append(at);
            }
            at = end;
        } else {
            ++at;
        }
    }
    std::sort(ranges.begin(), ranges.end());
    return ranges;
}

int OptLogMarkdown::lineAt(const std::vector<qsizetype> &starts, qsizetype offset)
{
    return int(std::upper_bound(starts.begin(), starts.end(), offset) - starts.begin());
}
