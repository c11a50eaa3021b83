// SPDX-License-Identifier: MIT
#include "optlogparser.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <algorithm>
#include <functional>
#include <md4c.h>
#include <vector>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("OptLogParser", text);
}

Diagnostic warning(const QString &code, const QString &file, int line, const QString &message)
{
    return Diagnostic {Diagnostic::Severity::Warning, code, file, line, 0, message};
}

char16_t codeOf(char c)
{
    return char16_t(uchar(c));
}

char16_t codeOf(QChar c)
{
    return c.unicode();
}

// Line starts of a buffer; a line ends at "\n", "\r\n" or a lone "\r" (as md4c sees it).
template<typename Text> std::vector<qsizetype> lineStartsOf(const Text &text)
{
    std::vector<qsizetype> starts {0};
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = codeOf(text.at(i));
        if (c == u'\n' || (c == u'\r' && (i + 1 >= text.size() || codeOf(text.at(i + 1)) != u'\n')))
            starts.push_back(i + 1);
    }
    return starts;
}

int lineAt(const std::vector<qsizetype> &starts, qsizetype offset)
{
    return int(std::upper_bound(starts.begin(), starts.end(), offset) - starts.begin());
}

// Running text of one paragraph or list item, with the source line of each piece.
struct TextBlock
{
    QString text;
    std::vector<std::pair<qsizetype, int>> marks; // (position in text, line)
    int line = 0;
    int lastLine = 0;

    void append(const QString &piece, int pieceLine)
    {
        if (pieceLine > 0 && (marks.empty() || marks.back().second != pieceLine)) {
            marks.emplace_back(text.size(), pieceLine);
            if (line == 0)
                line = pieceLine;
            lastLine = pieceLine;
        }
        text += piece;
    }
    int lineAtPos(qsizetype pos) const
    {
        const auto it
            = std::upper_bound(marks.begin(), marks.end(), pos,
                               [](qsizetype p, const std::pair<qsizetype, int> &mark) { return p < mark.first; });
        return it == marks.begin() ? line : std::prev(it)->second;
    }
};

struct RawCell
{
    QString text;
    QString raw;
    int line = 0;
    const char *first = nullptr;
    const char *end = nullptr;
};

struct RawRow
{
    QList<RawCell> cells;
    int line = 0;
    int sourceCells = 0;
};

struct RawTable
{
    int columns = 0;
    QList<ColumnAlignment> aligns;
    RawRow header;
    QList<RawRow> body;
    int captionBlock = -1; // index of the text block right before the table
};

// Cells a table line holds as written, with md4c's rules: escaped pipes and pipes inside a
// closed code span do not split.
int countSourceCells(const char *begin, const char *end)
{
    while (begin < end && (*begin == ' ' || *begin == '\t' || *begin == '>'))
        ++begin;
    while (end > begin && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r' || end[-1] == '\n'))
        --end;
    if (begin < end && *begin == '|')
        ++begin;
    if (end > begin && end[-1] == '|' && (end - 1 == begin || end[-2] != '\\'))
        --end;
    for (const bool honourCode : {true, false}) {
        int cells = 1;
        int codeRun = 0;
        for (const char *p = begin; p < end; ++p) {
            if (*p == '\\') {
                ++p;
            } else if (*p == '`' && honourCode) {
                int run = 1;
                while (p + 1 < end && p[1] == '`') {
                    ++run;
                    ++p;
                }
                codeRun = codeRun == 0 ? run : (codeRun == run ? 0 : codeRun);
            } else if (*p == '|' && codeRun == 0) {
                ++cells;
            }
        }
        if (codeRun == 0 || !honourCode)
            return cells;
    }
    return 1;
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
    { }

    int run(qsizetype from)
    {
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

private:
    enum class FrameKind { Heading, Paragraph, ListItem, Cell, Verbatim, Container };
    struct Frame
    {
        FrameKind kind = FrameKind::Container;
        TextBlock block;
        int level = 0;
    };

    static Md4cWalker *self(void *userdata) { return static_cast<Md4cWalker *>(userdata); }

    int lineOf(const char *p) const { return lineAt(m_lineStarts, p - m_bytes.constData()); }
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
        case MD_BLOCK_THEAD:
            w->m_inHead = true;
            break;
        case MD_BLOCK_TBODY:
            w->m_inHead = false;
            break;
        case MD_BLOCK_TR:
            w->m_row = RawRow();
            break;
        case MD_BLOCK_TH:
        case MD_BLOCK_TD: {
            frame.kind = FrameKind::Cell;
            w->m_cell = RawCell();
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
            // An empty heading ("## ") has no text to locate it; it sits after the last text seen.
            const int line = frame.block.line > 0 ? frame.block.line : w->m_lastLine + 1;
            w->headings.append(OptLogHeading {frame.level, frame.block.text.simplified(), line});
            w->m_lastLine = qMax(w->m_lastLine, line);
            break;
        }
        case MD_BLOCK_P:
        case MD_BLOCK_LI:
            if (!frame.block.text.isEmpty())
                w->blocks.append(frame.block);
            break;
        case MD_BLOCK_TH:
        case MD_BLOCK_TD:
            w->finishCell(frame.block.text);
            break;
        case MD_BLOCK_TR:
            w->finishRow();
            break;
        case MD_BLOCK_TABLE:
            w->tables.append(w->m_table);
            break;
        default:
            break;
        }
        return 0;
    }

    static int enterSpan(MD_SPANTYPE, void *, void *) { return 0; }
    static int leaveSpan(MD_SPANTYPE, void *, void *) { return 0; }

    static int onText(MD_TEXTTYPE type, const MD_CHAR *text, MD_SIZE size, void *userdata)
    {
        Md4cWalker *w = self(userdata);
        int line = 0;
        if (w->inBuffer(text)) {
            line = w->lineOf(text);
            w->m_lastLine = qMax(w->m_lastLine, line);
        }
        Frame *frame = w->textFrame();
        if (!frame || frame->kind == FrameKind::Verbatim)
            return 0;
        QString piece;
        switch (type) {
        case MD_TEXT_NULLCHAR:
            piece = QString(QChar::ReplacementCharacter);
            break;
        case MD_TEXT_BR:
        case MD_TEXT_SOFTBR:
            piece = QStringLiteral("\n");
            break;
        default:
            piece = QString::fromUtf8(text, qsizetype(size));
            break;
        }
        if (type == MD_TEXT_NORMAL && piece.contains(QLatin1String("**")) && line > 0 && line != w->m_boldWarnedLine) {
            w->m_boldWarnedLine = line;
            w->diagnostics.append(warning(
                QStringLiteral("optlog.unmatched-bold"), w->m_file, line,
                tr("\"**\" does not pair up (CommonMark flanking rules) and shows as literal text, not bold.")));
        }
        frame->block.append(piece, line);
        if (frame->kind == FrameKind::Cell && w->inBuffer(text) && size > 0) {
            if (!w->m_cell.first)
                w->m_cell.first = text;
            w->m_cell.end = text + size;
        }
        return 0;
    }

    void finishCell(const QString &text)
    {
        m_cell.text = text.simplified();
        if (m_cell.first) {
            m_cell.line = lineOf(m_cell.first);
            // Widen to the surrounding pipes so the source keeps "**" and other markup.
            const char *lineBegin = m_bytes.constData() + m_lineStarts[size_t(m_cell.line - 1)];
            const char *bufferEnd = m_bytes.constData() + m_bytes.size();
            const char *begin = m_cell.first;
            while (begin > lineBegin && !(begin[-1] == '|' && (begin - 1 == lineBegin || begin[-2] != '\\')))
                --begin;
            const char *end = m_cell.end;
            while (end < bufferEnd && *end != '\n' && *end != '\r' && !(*end == '|' && end[-1] != '\\'))
                ++end;
            m_cell.raw = QString::fromUtf8(begin, end - begin).trimmed();
        }
        m_row.cells.append(m_cell);
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
            m_row.sourceCells = countSourceCells(begin, end);
        }
        if (m_row.sourceCells != m_table.columns) {
            diagnostics.append(warning(
                QStringLiteral("optlog.ragged-row"), m_file, m_row.line,
                tr("Table row has %1 cells but the header has %2.").arg(m_row.sourceCells).arg(m_table.columns)));
        }
        if (m_inHead) {
            m_table.header = m_row;
        } else {
            m_table.body.append(m_row);
        }
    }

    const QByteArray &m_bytes;
    const std::vector<qsizetype> &m_lineStarts;
    QString m_file;
    std::vector<Frame> m_frames;
    RawTable m_table;
    RawRow m_row;
    RawCell m_cell;
    bool m_inHead = false;
    int m_lastLine = 0;
    int m_boldWarnedLine = 0;
};

// ---- headings: sections, sessions, rounds ---------------------------------------------------

// Heading text without its outline number ("2. Iteration Log") and leading decorations (⭐).
QString headingCore(const QString &text)
{
    static const QRegularExpression numbering(QStringLiteral("^\\d+(?:\\.\\d+)*[.、)）]?\\s+"));
    QString core = text.trimmed();
    while (!core.isEmpty() && (core.at(0).category() == QChar::Symbol_Other || core.at(0).isSpace()))
        core.remove(0, 1);
    core.remove(numbering);
    return core;
}

std::optional<OptLogSectionKind> sectionKindOf(const QString &headingText)
{
    const QString h = headingCore(headingText).toLower();
    if (h.contains(u"final performance test data"))
        return OptLogSectionKind::FinalPerformanceTestData;
    if (h.contains(u"event test data"))
        return OptLogSectionKind::EventTestData;
    if (h.contains(u"performance test data")
        || (h.startsWith(u"baseline")
            && (h.contains(u"round 0") || h.contains(u"round0") || h.contains(u"performance"))))
        return OptLogSectionKind::Baseline;
    if (h.contains(u"workload inventory"))
        return OptLogSectionKind::WorkloadInventory;
    if (h.contains(u"autotune log"))
        return OptLogSectionKind::AutotuneLog;
    if (h.startsWith(u"final summary") || h.startsWith(u"最终总结"))
        return OptLogSectionKind::FinalSummary;
    if (h.contains(u"skill retrospective"))
        return OptLogSectionKind::SkillRetrospective;
    if (h.startsWith(u"stage result"))
        return OptLogSectionKind::StageResult;
    if (h.contains(u"iteration log"))
        return OptLogSectionKind::IterationLog;
    return std::nullopt;
}

bool startsSession(const OptLogHeading &heading)
{
    if (heading.level == 1)
        return true;
    const QString lower = heading.text.toLower();
    return heading.level <= 3
        && (heading.text.contains(u"修正附录") || lower.contains(u"post-scriptum") || lower.contains(u"postscript")
            || lower.contains(u"post scriptum"));
}

int chineseNumber(const QString &text)
{
    bool ok = false;
    const int arabic = text.toInt(&ok);
    if (ok)
        return arabic;
    static const QString digits = QStringLiteral("零一二三四五六七八九");
    int value = 0;
    int pending = 0;
    for (const QChar c : text) {
        if (c == u'十') {
            value += (pending == 0 ? 1 : pending) * 10;
            pending = 0;
        } else if (const qsizetype d = digits.indexOf(c); d >= 0) {
            pending = int(d);
        } else {
            return -1;
        }
    }
    return value + pending;
}

struct RoundHeading
{
    int number = -1;
    int iteration = -1;
    int statedRound = -1;
};

std::optional<RoundHeading> roundHeadingOf(const OptLogHeading &heading, int sessionRoundLabel)
{
    using QRE = QRegularExpression;
    static const QRE iteration(QStringLiteral("^(?:iteration|iter\\.?)\\s*(\\d+)"), QRE::CaseInsensitiveOption);
    static const QRE roundFirst(QStringLiteral("^round\\s*(\\d+)"), QRE::CaseInsensitiveOption);
    static const QRE roundAnywhere(QStringLiteral("(?<![A-Za-z_])round\\s*(\\d+)"), QRE::CaseInsensitiveOption);
    static const QRE chinese(QStringLiteral("^第\\s*([0-9一二三四五六七八九十]+)\\s*轮"));
    const QString core = headingCore(heading.text);
    const QString lower = core.toLower();
    if (lower.contains(u"winner") || lower.contains(u"对比表") || lower.contains(u"comparison"))
        return std::nullopt;
    RoundHeading result;
    if (const auto m = iteration.match(core); m.hasMatch()) {
        result.iteration = m.captured(1).toInt();
        if (const auto r = roundAnywhere.match(core, m.capturedEnd()); r.hasMatch())
            result.statedRound = r.captured(1).toInt();
    } else if (const auto r = roundFirst.match(core); r.hasMatch()) {
        result.statedRound = r.captured(1).toInt();
    } else if (const auto c = chinese.match(core); c.hasMatch() && !core.contains(u"日志")) {
        result.statedRound = chineseNumber(c.captured(1));
    } else if (const auto any = roundAnywhere.match(core); any.hasMatch() && heading.level <= 3) {
        result.statedRound = any.captured(1).toInt();
    } else {
        return std::nullopt;
    }
    // "# Round 2: re-tune" then "## Iteration 1 (Round 2)": the parenthesis names the session.
    if (result.iteration >= 0 && result.statedRound >= 0 && result.statedRound == sessionRoundLabel)
        result.statedRound = -1;
    result.number = result.statedRound >= 0 ? result.statedRound : result.iteration;
    return result.number >= 0 ? std::optional<RoundHeading>(result) : std::nullopt;
}

void buildOutline(OptLog &log)
{
    static const QRegularExpression sessionRound(QStringLiteral("^round\\s*(\\d+)"),
                                                 QRegularExpression::CaseInsensitiveOption);
    const QList<OptLogHeading> &headings = log.headings;
    int sessionLabel = -1;
    int openRound = -1;
    for (qsizetype i = 0; i < headings.size(); ++i) {
        const OptLogHeading &h = headings.at(i);
        const bool sessionStart = startsSession(h);
        if (sessionStart) {
            if (!log.sessions.isEmpty())
                log.sessions.last().endLine = h.line - 1;
            log.sessions.append(OptLogSession {int(log.sessions.size()) + 1, h.text, h.line, log.lineCount});
            const auto label = sessionRound.match(headingCore(h.text));
            sessionLabel = label.hasMatch() ? label.captured(1).toInt() : -1;
        }
        const int session = qMax(1, int(log.sessions.size()));
        if (openRound >= 0 && (sessionStart || h.level <= log.rounds.at(openRound).level)) {
            log.rounds[openRound].endLine = h.line - 1;
            openRound = -1;
        }
        auto section = sectionKindOf(h.text);
        // A document title ("# op 调优日志（workload inventory 契约）") names the whole log, not a
        // section: at level 1 only a heading that starts with the section's name counts.
        if (section && h.level == 1) {
            static const QRegularExpression leading(QStringLiteral(
                "^(?:final performance test data|event test data|performance test data|baseline|workload inventory|"
                "autotune log|final summary|最终总结|skill retrospective|stage result|iteration log)"));
            if (!leading.match(headingCore(h.text).toLower()).hasMatch())
                section.reset();
        }
        if (section) {
            int end = log.lineCount;
            for (qsizetype j = i + 1; j < headings.size(); ++j) {
                if (headings.at(j).level <= h.level || startsSession(headings.at(j))) {
                    end = headings.at(j).line - 1;
                    break;
                }
            }
            log.sections.append(OptLogSection {*section, h.text, h.level, h.line, end, session});
        }
        // Sub-blocks of an open round ("### Round 3 Winner") and closing sections are no rounds;
        // a baseline section is round 0 when its heading says so.
        if (sessionStart || openRound >= 0 || h.level < 2 || (section && *section != OptLogSectionKind::Baseline))
            continue;
        if (const auto round = roundHeadingOf(h, sessionLabel)) {
            OptLogRound r;
            r.number = round->number;
            r.iteration = round->iteration;
            r.roundStated = round->statedRound >= 0;
            r.heading = h.text;
            r.level = h.level;
            r.line = h.line;
            r.endLine = log.lineCount;
            r.session = session;
            openRound = int(log.rounds.size());
            log.rounds.append(r);
        }
    }
    if (log.sessions.isEmpty())
        log.sessions.append(OptLogSession {1, QString(), 1, qMax(1, log.lineCount)});
}

int sessionAt(const OptLog &log, int line)
{
    const auto it = std::upper_bound(log.sessions.begin(), log.sessions.end(), line,
                                     [](int l, const OptLogSession &session) { return l < session.line; });
    return it == log.sessions.begin() ? 1 : std::prev(it)->index;
}

int roundAt(const OptLog &log, int line)
{
    const auto it = std::upper_bound(log.rounds.begin(), log.rounds.end(), line,
                                     [](int l, const OptLogRound &round) { return l < round.line; });
    if (it == log.rounds.begin())
        return -1;
    const qsizetype index = (it - log.rounds.begin()) - 1;
    return line <= log.rounds.at(index).endLine ? int(index) : -1;
}

// Sections nest like their headings (laminar intervals, at most six deep), so the enclosing
// section of a kind is among the last few that start at or before the line.
bool inSection(const OptLog &log, OptLogSectionKind kind, int line)
{
    auto it = std::upper_bound(log.sections.begin(), log.sections.end(), line,
                               [](int l, const OptLogSection &section) { return l < section.line; });
    for (int seen = 0; it != log.sections.begin() && seen < 64; ++seen) {
        --it;
        if (it->kind == kind && line <= it->endLine)
            return true;
    }
    return false;
}

// Where a clause that starts at `from` ends: the first stop character, at most 400 characters
// on (a stated figure sits next to its keyword; the bound keeps huge paragraphs linear).
qsizetype clauseEnd(const QString &text, qsizetype from, QStringView stops)
{
    const qsizetype limit = qMin(text.size(), from + 400);
    for (qsizetype i = from; i < limit; ++i) {
        if (stops.contains(text.at(i)))
            return i;
    }
    return limit;
}

// ---- tables ---------------------------------------------------------------------------------

void buildTables(OptLog &log, const QList<RawTable> &rawTables, const QList<TextBlock> &blocks)
{
    for (const RawTable &raw : rawTables) {
        OptLogTable table;
        table.line = raw.header.line;
        table.endLine = raw.body.isEmpty() ? raw.header.line + 1 : raw.body.constLast().line;
        QStringList headers;
        for (qsizetype c = 0; c < raw.header.cells.size(); ++c) {
            headers.append(raw.header.cells.at(c).text);
            table.columns.append(
                OptLogTableColumn {raw.header.cells.at(c).text, ColumnKind::Unknown,
                                   c < raw.aligns.size() ? raw.aligns.at(c) : ColumnAlignment::Default});
        }
        QList<double> numericShare(headers.size(), 0.0);
        for (const RawRow &rawRow : raw.body) {
            OptLogTableRow row {rawRow.line, {}, rawRow.sourceCells};
            for (qsizetype c = 0; c < rawRow.cells.size(); ++c) {
                const RawCell &cell = rawRow.cells.at(c);
                OptLogTableCell parsed {cell.text, cell.line > 0 ? cell.line : rawRow.line, CellValue::parse(cell.raw)};
                if (c < numericShare.size() && parsed.value.hasPrimary())
                    numericShare[c] += 1.0 / double(raw.body.size());
                row.cells.append(std::move(parsed));
            }
            table.rows.append(std::move(row));
        }
        const QList<ColumnKind> kinds = TableKinds::columnKinds(headers, numericShare);
        for (qsizetype c = 0; c < kinds.size(); ++c)
            table.columns[c].kind = kinds.at(c);

        const auto heading = std::lower_bound(log.headings.begin(), log.headings.end(), table.line,
                                              [](const OptLogHeading &h, int l) { return h.line < l; });
        if (heading != log.headings.begin()) {
            table.heading = std::prev(heading)->text;
            table.headingLine = std::prev(heading)->line;
        }
        if (raw.captionBlock >= 0 && raw.captionBlock < blocks.size()) {
            const TextBlock &block = blocks.at(raw.captionBlock);
            if (block.lastLine >= table.line - 2 && block.line > table.headingLine)
                table.caption = block.text.simplified();
        }
        TableKinds::Context context;
        context.heading = table.heading;
        context.caption = table.caption;
        context.inBaseline = inSection(log, OptLogSectionKind::Baseline, table.line);
        context.inFinalData = inSection(log, OptLogSectionKind::FinalPerformanceTestData, table.line);
        context.inFinalSummary = inSection(log, OptLogSectionKind::FinalSummary, table.line);
        context.inRetrospective = inSection(log, OptLogSectionKind::SkillRetrospective, table.line);
        context.inInventory = inSection(log, OptLogSectionKind::WorkloadInventory, table.line);
        context.inEventData = inSection(log, OptLogSectionKind::EventTestData, table.line);
        table.kind = TableKinds::classify(kinds, headers, context);
        table.round = roundAt(log, table.line);
        table.session = sessionAt(log, table.line);
        const int index = int(log.tables.size());
        if (table.kind == TableKind::FinalGenA || table.kind == TableKind::FinalGenB)
            log.finalTables.append(index);
        if (table.round >= 0) {
            OptLogRound &round = log.rounds[table.round];
            round.tables.append(index);
            if (table.kind == TableKind::Comparison)
                round.comparisonTables.append(index);
        }
        log.tables.append(std::move(table));
    }
}

QString cellText(const OptLogTableRow &row, int column)
{
    return column >= 0 && column < row.cells.size() ? row.cells.at(column).text : QString();
}

CellValue cellValue(const OptLogTableRow &row, int column)
{
    return column >= 0 && column < row.cells.size() ? row.cells.at(column).value : CellValue();
}

void readCandidatesAndBranches(OptLog &log)
{
    for (OptLogRound &round : log.rounds) {
        const bool hasBranchTable = std::any_of(round.tables.begin(), round.tables.end(), [&](int t) {
            return log.tables.at(t).kind == TableKind::ExperimentBranches;
        });
        for (const int t : std::as_const(round.tables)) {
            const OptLogTable &table = log.tables.at(t);
            if (table.kind == TableKind::Candidates) {
                const int change = table.columnOf(ColumnKind::MajorChange) >= 0
                    ? table.columnOf(ColumnKind::MajorChange)
                    : table.columnOf(ColumnKind::Implementation);
                for (const OptLogTableRow &row : table.rows) {
                    round.candidates.append(
                        OptLogCandidate {cellText(row, table.columnOf(ColumnKind::OptId)),
                                         cellText(row, table.columnOf(ColumnKind::Phenomenon)), cellText(row, change),
                                         cellText(row, table.columnOf(ColumnKind::Status)), row.line, t});
                }
            }
            // Without a branch table the comparison table is the only per-branch record (ssd@4fe74a6).
            const bool branchSource = table.kind == TableKind::ExperimentBranches
                || (!hasBranchTable && table.kind == TableKind::Comparison
                    && table.columnOf(ColumnKind::Candidate) >= 0);
            if (!branchSource)
                continue;
            int duration = table.columnOf(ColumnKind::TaskDurationUs);
            if (duration < 0)
                duration = table.columnOf(ColumnKind::FinalUs);
            for (const OptLogTableRow &row : table.rows) {
                OptLogBranch branch;
                branch.id = cellText(row, table.columnOf(ColumnKind::Candidate));
                branch.base = cellText(row, table.columnOf(ColumnKind::Base));
                branch.optId = cellText(row, table.columnOf(ColumnKind::OptId));
                branch.change = cellText(row, table.columnOf(ColumnKind::MajorChange));
                branch.correctness = cellValue(row, table.columnOf(ColumnKind::Correctness));
                branch.duration = cellValue(row, duration);
                branch.profileStatus = cellText(row, table.columnOf(ColumnKind::ProfileStatus));
                branch.status = cellText(row, table.columnOf(ColumnKind::Status));
                branch.line = row.line;
                branch.table = t;
                for (qsizetype c = 0; c < table.columns.size() && c < row.cells.size(); ++c) {
                    if (table.columns.at(c).kind == ColumnKind::WorkloadUs)
                        branch.workloads.append({table.columns.at(c).header, row.cells.at(c).value});
                }
                round.branches.append(branch);
            }
        }
    }
}

// ---- decisions ------------------------------------------------------------------------------

// One statement of running text. A block splits at line breaks, "。" and "；" outside
// parentheses: "winner：X（a；b）；new_current_best = Y" is two statements.
struct Statement
{
    qsizetype offset = 0;
    QString text;
    bool afterSemicolon = false; // continues the previous statement's sentence
};

QList<Statement> statements(const QString &text)
{
    QList<Statement> out;
    int depth = 0;
    qsizetype start = 0;
    bool afterSemicolon = false;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        const QChar c = i < text.size() ? text.at(i) : QChar(u'\n');
        if (c == u'(' || c == u'（')
            ++depth;
        else if ((c == u')' || c == u'）') && depth > 0)
            --depth;
        const bool semicolon = (c == u'；' || c == u';') && depth == 0;
        if (c == u'\n' || semicolon || (c == u'。' && depth == 0)) {
            out.append(Statement {start, text.mid(start, i - start), afterSemicolon});
            start = i + 1;
            depth = 0;
            afterSemicolon = semicolon;
        }
    }
    return out;
}

QString withoutParentheses(const QString &text)
{
    QString out;
    int depth = 0;
    for (const QChar c : text) {
        if (c == u'(' || c == u'（')
            ++depth;
        else if ((c == u')' || c == u'）') && depth > 0)
            --depth;
        else if (depth == 0)
            out.append(c);
    }
    return out.simplified();
}

void nameCandidate(OptLogDecision &decision)
{
    static const QRegularExpression identifier(QStringLiteral("[A-Za-z0-9_][A-Za-z0-9_.@+\\-]*"));
    static const QRegularExpression keepWords(QStringLiteral("不变|保持|维持|沿用|unchanged|no change|\\bkeep|\\bkept"),
                                              QRegularExpression::CaseInsensitiveOption);
    const QString outside = withoutParentheses(decision.value);
    decision.keepsCurrentBest = keepWords.match(outside).hasMatch();
    const QRegularExpressionMatch first = identifier.match(outside);
    if (!first.hasMatch())
        return;
    QString id = first.captured();
    while (!id.isEmpty() && (id.endsWith(u'.') || id.endsWith(u'-') || id.endsWith(u'+')))
        id.chop(1);
    static const QStringList references {QStringLiteral("current_best"), QStringLiteral("current"),
                                         QStringLiteral("best"), QStringLiteral("none"), QStringLiteral("na")};
    const bool idLike = id.contains(u'_') || std::any_of(id.begin(), id.end(), [](QChar c) { return c.isDigit(); });
    // "baseline 结构 + fp32 默认 8192" names a configuration, not a branch; "prevhoist" alone does.
    if (!references.contains(id.toLower()) && (idLike || outside == first.captured()))
        decision.candidate = id;
}

void readDecisions(OptLog &log, const QList<TextBlock> &blocks)
{
    using QRE = QRegularExpression;
    static const QRE keyed(
        QStringLiteral("^(winner|reason|new[_ ]current[_ ]best|rollback/blocked|rollback_branches|"
                       "rollback|blocked|config_no_gain|family_no_gain|defer|current[_ ]best|base|处置|disposition)"
                       "\\s*[:：=]\\s*(.*)$"),
        QRE::CaseInsensitiveOption | QRE::DotMatchesEverythingOption);
    static const QRE adopted(
        QStringLiteral("采纳\\s*([A-Za-z0-9_][A-Za-z0-9_.@+\\-]*)\\s*为\\s*(?:已合并的?\\s*)?(?:新的?\\s*)?"
                       "current[ _-]?best"),
        QRE::CaseInsensitiveOption);
    static const QRE becomes(
        QStringLiteral("([A-Za-z0-9_][A-Za-z0-9_.@+\\-]*)\\s*成为\\s*(?:已合并的?\\s*)?(?:新的?\\s*)?"
                       "current[ _-]?best"),
        QRE::CaseInsensitiveOption);
    for (const TextBlock &block : blocks) {
        const int roundIndex = roundAt(log, block.line);
        QList<OptLogDecision> &target = roundIndex >= 0 ? log.rounds[roundIndex].decisions : log.looseDecisions;
        OptLogDecision *open = nullptr; // a keyed statement the next "；" clause may continue
        for (const Statement &statement : statements(block.text)) {
            QString s = statement.text.trimmed();
            while (!s.isEmpty()
                   && (s.startsWith(u'→') || s.startsWith(u'-') || s.startsWith(u'•') || s.startsWith(u'>')))
                s = s.mid(1).trimmed();
            const int line = block.lineAtPos(statement.offset);
            if (const auto m = keyed.match(s); m.hasMatch()) {
                OptLogDecision decision;
                const QString key = m.captured(1).toLower();
                const QString value = m.captured(2).simplified();
                const QString head = value.toLower();
                using Kind = OptLogDecision::Kind;
                // "处置：blocked（有证据）" states a disposition; its first word says which.
                QString word = key;
                if (key == u"处置" || key == u"disposition") {
                    static const QRegularExpression leadingWord(QStringLiteral("^[a-z_]+"));
                    word = leadingWord.match(head).captured();
                    static const QStringList dispositions {QStringLiteral("blocked"), QStringLiteral("rollback"),
                                                           QStringLiteral("defer"), QStringLiteral("config_no_gain"),
                                                           QStringLiteral("family_no_gain")};
                    if (!dispositions.contains(word)) {
                        open = nullptr;
                        continue;
                    }
                }
                decision.kind = word == u"winner"  ? Kind::Winner
                    : word == u"reason"            ? Kind::Reason
                    : word.startsWith(u"new")      ? Kind::NewCurrentBest
                    : word.startsWith(u"rollback") ? Kind::Rollback
                    : word == u"blocked"           ? Kind::Blocked
                    : word == u"config_no_gain"    ? Kind::ConfigNoGain
                    : word == u"family_no_gain"    ? Kind::FamilyNoGain
                    : word == u"defer"             ? Kind::Defer
                                                   : Kind::Base;
                decision.key = m.captured(1);
                decision.value = value;
                decision.line = line;
                target.append(decision);
                open = &target.last();
                continue;
            }
            if (open && statement.afterSemicolon && !s.isEmpty()) {
                open->value += u'；' + s.simplified();
                continue;
            }
            open = nullptr;
            for (const QRE *prose : {&adopted, &becomes}) {
                const QRegularExpressionMatch m = prose->match(s);
                if (!m.hasMatch())
                    continue;
                OptLogDecision decision;
                decision.kind = OptLogDecision::Kind::NewCurrentBest;
                decision.key = prose == &adopted ? QStringLiteral("采纳") : QStringLiteral("成为");
                decision.value = m.captured(0);
                decision.candidate = m.captured(1);
                decision.prose = true;
                decision.line = line;
                target.append(decision);
                break;
            }
        }
    }
    const auto name = [](QList<OptLogDecision> &decisions) {
        using Kind = OptLogDecision::Kind;
        for (OptLogDecision &decision : decisions) {
            if (!decision.prose
                && (decision.kind == Kind::Winner || decision.kind == Kind::NewCurrentBest
                    || decision.kind == Kind::Base))
                nameCandidate(decision);
        }
    };
    for (OptLogRound &round : log.rounds)
        name(round.decisions);
    name(log.looseDecisions);
}

// ---- final claims ---------------------------------------------------------------------------

bool isAsciiDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

bool isPythonSpace(char32_t c)
{
    return QChar::isSpace(c) || (c >= 0x1c && c <= 0x1f);
}

// Every "final_latency" in the text; the gate form is Python's
// re.search(r"final_latency\s*[:：]\s*(\d+(?:\.\d+)?)") with Unicode \s and \d.
void readFinalLatencies(OptLog &log, const std::vector<qsizetype> &textLines)
{
    const QString &text = log.text;
    const QLatin1StringView key("final_latency");
    const int latest = log.latestFinalSummary();
    bool firstFound = false;
    for (qsizetype at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + key.size())) {
        qsizetype j = at + key.size();
        if (j < text.size() && (text.at(j).isLetterOrNumber() || text.at(j) == u'_'))
            continue; // final_latency_by_workload and friends are other keys
        const auto codePointAt = [&](qsizetype i, qsizetype *width) -> char32_t {
            *width = 1;
            if (text.at(i).isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
                *width = 2;
                return QChar::surrogateToUcs4(text.at(i), text.at(i + 1));
            }
            return text.at(i).unicode();
        };
        const auto readDigits = [&](qsizetype &i, QString &out) {
            qsizetype width = 1;
            while (i < text.size() && QChar::isDigit(codePointAt(i, &width))) {
                out.append(QChar(u'0' + QChar::digitValue(codePointAt(i, &width))));
                i += width;
            }
        };
        const auto skipSpace = [&](qsizetype &i) {
            qsizetype width = 1;
            while (i < text.size() && isPythonSpace(codePointAt(i, &width)))
                i += width;
        };
        OptLogFinalLatency claim;
        QString number;
        qsizetype g = j;
        skipSpace(g);
        if (g < text.size() && (text.at(g) == u':' || text.at(g) == u'：')) {
            ++g;
            skipSpace(g);
            readDigits(g, number);
            if (!number.isEmpty() && g + 1 < text.size() && text.at(g) == u'.') {
                QString fraction;
                qsizetype f = g + 1;
                readDigits(f, fraction);
                if (!fraction.isEmpty()) {
                    number += u'.' + fraction;
                    g = f;
                }
            }
            claim.gateForm = !number.isEmpty();
        }
        if (!claim.gateForm) {
            // What a reader still sees as a claim: "**final_latency**: 1.2", "final_latency 989.26".
            g = j;
            while (g < text.size() && (text.at(g) == u'*' || text.at(g) == u'`' || text.at(g) == u' '))
                ++g;
            if (g < text.size() && (text.at(g) == u':' || text.at(g) == u'：' || text.at(g) == u'='))
                ++g;
            while (g < text.size() && (text.at(g) == u'*' || text.at(g) == u'`' || text.at(g) == u' '))
                ++g;
            number.clear();
            while (g < text.size() && (isAsciiDigit(text.at(g)) || (text.at(g) == u'.' && !number.isEmpty())))
                number.append(text.at(g++));
            if (number.endsWith(u'.')) {
                number.chop(1);
                --g;
            }
        }
        claim.value = number.isEmpty() ? qQNaN() : number.toDouble();
        const int line = lineAt(textLines, at);
        const qsizetype lineStart = textLines[size_t(line - 1)];
        qsizetype lineEnd = size_t(line) < textLines.size() ? textLines[size_t(line)] : text.size();
        while (lineEnd > lineStart && (text.at(lineEnd - 1) == u'\n' || text.at(lineEnd - 1) == u'\r'))
            --lineEnd;
        claim.line = line;
        claim.column = int(at - lineStart) + 1;
        // Bounded, so a huge line with many claims stays linear.
        const qsizetype shownFrom = qMax(lineStart, at - 160);
        claim.lineText = text.mid(shownFrom, qMin(lineEnd, at + 160) - shownFrom).trimmed();
        if (!number.isEmpty()) {
            qsizetype u = g;
            while (u < text.size() && text.at(u) == u' ')
                ++u;
            for (const QString &unit :
                 {QStringLiteral("us"), QStringLiteral("µs"), QStringLiteral("μs"), QStringLiteral("ms")}) {
                if (QStringView(text).mid(u).startsWith(unit)
                    && (u + unit.size() >= text.size() || !text.at(u + unit.size()).isLetter())) {
                    claim.unit = unit == u"μs" ? QStringLiteral("µs") : unit;
                    break;
                }
            }
        }
        // Workload: "smoke-dit/fp32: final_latency: …" or "final_latency: 158.59 us（elementwise-16m/fp32，…）".
        static const QRegularExpression listMarker(QStringLiteral("^\\s*(?:[-*+]|\\d+[.)])\\s+"));
        QString prefix = text.mid(qMax(lineStart, at - 120), at - qMax(lineStart, at - 120));
        prefix.remove(listMarker);
        prefix.remove(u'*');
        prefix.remove(u'`');
        prefix = prefix.trimmed();
        static const QRegularExpression workloadLike(QStringLiteral("^[A-Za-z0-9_.+/\\-]+$"));
        if ((prefix.endsWith(u':') || prefix.endsWith(u'：'))
            && workloadLike.match(prefix.chopped(1).trimmed()).hasMatch()) {
            claim.workload = prefix.chopped(1).trimmed();
        } else {
            static const QRegularExpression after(
                QStringLiteral("^[^（(\\n]{0,24}[（(]\\s*([A-Za-z0-9_.+/\\-]+)\\s*[，,）)]"));
            const auto m = after.matchView(QStringView(text).mid(g, 200));
            if (m.hasMatch() && (m.captured(1).contains(u'/') || m.captured(1).contains(u'-')))
                claim.workload = m.captured(1);
        }
        if (claim.gateForm && !firstFound) {
            claim.first = true;
            firstFound = true;
        }
        claim.inLatestFinalSummary
            = latest >= 0 && log.sections.at(latest).line <= line && line <= log.sections.at(latest).endLine;
        log.finalLatencies.append(claim);
    }
}

// §a.5: the Gen B gate reads raw lines, not Markdown.
void readGateFinalTable(OptLog &log, const std::vector<qsizetype> &textLines)
{
    const QString &text = log.text;
    bool scanning = false;
    for (size_t i = 0; i < textLines.size(); ++i) {
        const qsizetype start = textLines[i];
        qsizetype end = i + 1 < textLines.size() ? textLines[i + 1] : text.size();
        while (end > start && (text.at(end - 1) == u'\n' || text.at(end - 1) == u'\r'))
            --end;
        const QStringView line = QStringView(text).mid(start, end - start);
        if (!scanning) {
            QStringView right = line;
            while (!right.isEmpty() && right.back().isSpace())
                right.chop(1);
            if (right == u"## Final Performance Test Data" || right == u"### Final Performance Test Data") {
                log.hasExactFinalHeading = true;
                log.exactFinalHeadingLine = int(i) + 1;
                scanning = true;
            }
            continue;
        }
        if (line.startsWith(u"## ") || line.startsWith(u"### "))
            break;
        if (!line.startsWith(u'|'))
            continue;
        QStringView inner = line.trimmed();
        inner = inner.mid(1);
        if (inner.endsWith(u'|'))
            inner.chop(1);
        QStringList cells;
        for (const QStringView cell : inner.split(u'|'))
            cells.append(cell.trimmed().toString());
        const bool separator = std::all_of(cells.begin(), cells.end(), [](const QString &c) {
            return std::all_of(c.begin(), c.end(), [](QChar ch) { return ch == u'-' || ch == u':' || ch == u' '; });
        });
        if (cells.size() != 5 || cells.constFirst() == u"kernel_id" || cells.constFirst() == u"---" || separator)
            continue;
        log.gateFinalRows.append(OptLogGateFinalRow {int(i) + 1, cells});
    }
}

QString clauseLabel(const QString &text, qsizetype numberStart, const QString &boundaries)
{
    int depth = 0;
    qsizetype i = numberStart;
    while (i > 0 && numberStart - i < 200) {
        const QChar c = text.at(i - 1);
        if (c == u')' || c == u'）') {
            ++depth;
        } else if (c == u'(' || c == u'（') {
            if (depth == 0)
                break;
            --depth;
        } else if (depth == 0 && (boundaries.contains(c) || c == u'\n')) {
            break;
        }
        --i;
    }
    QString label = text.mid(i, numberStart - i).simplified();
    while (!label.isEmpty() && QStringLiteral(":：=~≈≥≤>< ").contains(label.back()))
        label.chop(1);
    return label.size() > 60 ? label.right(60) : label;
}

void readFigures(OptLog &log, const QList<TextBlock> &blocks)
{
    using QRE = QRegularExpression;
    static const QRE geomeanKey(QStringLiteral("几何平均|几何均值|geomean|geometric mean"), QRE::CaseInsensitiveOption);
    static const QRE stopKey(
        QStringLiteral("(中止原因|收束原因|终止原因|停止原因|stop_reason|stop reason)\\s*[:：=]\\s*"),
        QRE::CaseInsensitiveOption);
    static const QRE reasonWord(
        QStringLiteral("success|plateau|blocked|budget(?:_exhausted)?|user_stop|precision_fixed|"
                       "预算|用户停止|达标"),
        QRE::CaseInsensitiveOption);
    const int latest = log.latestFinalSummary();
    const auto inLatest = [&](int line) {
        return latest >= 0 && log.sections.at(latest).line <= line && line <= log.sections.at(latest).endLine;
    };
    for (const TextBlock &block : blocks) {
        const QString &text = block.text;
        const bool inSummary = inSection(log, OptLogSectionKind::FinalSummary, block.line);
        const QList<CellValue::Number> numbers
            = (inSummary || text.contains(geomeanKey)) ? CellValue::scanNumbers(text) : QList<CellValue::Number>();
        // "~1.7x 膨胀" is a factor, not a speedup: keep x-figures the text calls speedups, and
        // "−92.97%（14.23x）" pairs.
        static const QRE speedupWords(QStringLiteral("加速|提速|speedup|faster|快于|慢于|\\bvs\\b|倍|×|几何"),
                                      QRE::CaseInsensitiveOption);
        const bool speedupContext = inSummary && text.contains(speedupWords);
        if (inSummary) {
            for (qsizetype k = 0; k < numbers.size(); ++k) {
                const CellValue::Number &n = numbers.at(k);
                const bool pairedWithPercent = n.inParens && k > 0 && numbers.at(k - 1).unit == u"%";
                if (n.unit != u"x" || n.qualifier == u">" || n.qualifier == u"<"
                    || !(speedupContext || pairedWithPercent))
                    continue; // ">2x" is a threshold, not a result
                OptLogFigure figure {n.value,
                                     qQNaN(),
                                     QStringLiteral("x"),
                                     n.qualifier,
                                     {},
                                     block.lineAtPos(n.start),
                                     inLatest(block.line)};
                qsizetype start = n.start;
                if (k > 0 && numbers.at(k - 1).unit.isEmpty()) {
                    const QString gap = text.mid(numbers.at(k - 1).end, n.start - numbers.at(k - 1).end).trimmed();
                    if (gap == u"–" || gap == u"-" || gap == u"~" || gap == u"—") {
                        figure.high = n.value;
                        figure.value = numbers.at(k - 1).value;
                        figure.qualifier = numbers.at(k - 1).qualifier;
                        start = numbers.at(k - 1).start;
                    }
                }
                figure.label = clauseLabel(text, start, QStringLiteral("/、，,；;：:|。"));
                if (figure.label.isEmpty()) // "几何平均加速比：2.14x": the label is before the colon
                    figure.label = clauseLabel(text, start, QStringLiteral("；;。"));
                log.speedups.append(figure);
            }
        }
        // One global pass: QRegularExpression re-validates the whole subject on every match() call.
        QList<std::pair<qsizetype, qsizetype>> keys; // (start, end) of each geomean keyword
        for (auto it = geomeanKey.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            keys.append({m.capturedStart(), m.capturedEnd()});
        }
        for (qsizetype k = 0; k < keys.size(); ++k) {
            const qsizetype keyEnd = keys.at(k).second;
            qsizetype end = clauseEnd(text, keyEnd, u"；;。\n");
            if (k + 1 < keys.size())
                end = qMin(end, keys.at(k + 1).first);
            const auto first = std::lower_bound(numbers.begin(), numbers.end(), keyEnd,
                                                [](const CellValue::Number &n, qsizetype at) { return n.start < at; });
            const CellValue::Number *chosen = nullptr;
            for (const QString &unit : {QStringLiteral("x"), QStringLiteral("%")}) {
                for (auto n = first; !chosen && n != numbers.end() && n->start < end; ++n) {
                    if (n->unit == unit)
                        chosen = &*n;
                }
            }
            if (!chosen)
                continue;
            log.geomeans.append(OptLogFigure {chosen->value, qQNaN(), chosen->unit, chosen->qualifier,
                                              clauseLabel(text, chosen->start, QStringLiteral("；;。")),
                                              block.lineAtPos(chosen->start), inLatest(block.line)});
        }
        for (auto it = stopKey.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch key = it.next();
            const qsizetype end = clauseEnd(text, key.capturedEnd(), u"—（(；;。，,\n");
            OptLogStopReason reason;
            reason.key = key.captured(1);
            reason.raw = text.mid(key.capturedEnd(), end - key.capturedEnd()).trimmed();
            reason.line = block.lineAtPos(key.capturedStart());
            reason.inLatestFinalSummary = inLatest(reason.line);
            using R = OptLogStopReason::Reason;
            for (auto words = reasonWord.globalMatch(reason.raw); words.hasNext();) {
                const QString w = words.next().captured().toLower();
                const R r = w == u"success" || w == u"达标"   ? R::Success
                    : w == u"plateau"                         ? R::Plateau
                    : w == u"blocked"                         ? R::Blocked
                    : w.startsWith(u"budget") || w == u"预算" ? R::BudgetExhausted
                    : w == u"user_stop" || w == u"用户停止"   ? R::UserStop
                                                              : R::PrecisionFixed;
                if (!reason.reasons.contains(r))
                    reason.reasons.append(r);
            }
            log.stopReasons.append(reason);
        }
    }
}

void readStageResult(OptLog &log, const QList<TextBlock> &blocks)
{
    static const QRegularExpression field(QStringLiteral("^([A-Za-z_][A-Za-z0-9_]*)\\s*[:：]\\s*(.*)$"),
                                          QRegularExpression::DotMatchesEverythingOption);
    // The latest Stage Result block wins.
    const auto section = std::find_if(log.sections.rbegin(), log.sections.rend(),
                                      [](const OptLogSection &s) { return s.kind == OptLogSectionKind::StageResult; });
    if (section == log.sections.rend())
        return;
    log.stageResultLine = section->line;
    for (const TextBlock &block : blocks) {
        if (block.line < section->line || block.line > section->endLine)
            continue;
        if (const auto m = field.match(block.text.trimmed()); m.hasMatch())
            log.stageResult.append(OptLogField {m.captured(1), m.captured(2).simplified(), block.line});
    }
}

} // namespace

qsizetype OptLogParser::firstInvalidUtf8(const QByteArray &bytes)
{
    const auto *data = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype size = bytes.size();
    for (qsizetype i = 0; i < size;) {
        const unsigned char c = data[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int length = 0;
        char32_t minimum = 0;
        char32_t cp = 0;
        if ((c & 0xE0) == 0xC0) {
            length = 2;
            minimum = 0x80;
            cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            length = 3;
            minimum = 0x800;
            cp = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            length = 4;
            minimum = 0x10000;
            cp = c & 0x07;
        } else {
            return i;
        }
        if (i + length > size)
            return i;
        for (int k = 1; k < length; ++k) {
            if ((data[i + k] & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (data[i + k] & 0x3F);
        }
        // Overlong forms, surrogates and values past U+10FFFF are invalid for Python too.
        if (cp < minimum || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF)
            return i;
        i += length;
    }
    return -1;
}

bool OptLogParser::containsTaskDuration(QStringView text)
{
    return text.contains(u"Task Duration");
}

bool OptLogParser::containsCurrentBest(QStringView text)
{
    for (qsizetype at = text.indexOf(u"current", 0, Qt::CaseInsensitive); at >= 0;
         at = text.indexOf(u"current", at + 1, Qt::CaseInsensitive)) {
        const qsizetype sep = at + 7;
        if (sep + 4 < text.size() + 0 && (text.at(sep) == u'-' || text.at(sep) == u' ')
            && text.mid(sep + 1, 4).compare(u"best", Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

bool OptLogParser::hasSkillRetrospective(QStringView text)
{
    return text.contains(u"Skill Retrospective");
}

OptLog OptLogParser::parseFile(const QString &path, const QString &displayPath)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        OptLog log;
        log.displayPath = displayPath;
        log.validUtf8 = false;
        const bool missing = !file.exists();
        log.diagnostics.append(Diagnostic {
            Diagnostic::Severity::Error,
            missing ? QStringLiteral("optlog.missing") : QStringLiteral("optlog.unreadable"), displayPath, 0, 0,
            missing ? tr("The opt_log file does not exist.")
                    : tr("Cannot read the opt_log file: %1").arg(file.errorString())});
        return log;
    }
    return parse(file.readAll(), displayPath);
}

OptLog OptLogParser::parse(const QByteArray &utf8, const QString &displayPath)
{
    OptLog log;
    log.displayPath = displayPath;
    log.byteSize = utf8.size();
    log.text = QString::fromUtf8(utf8);
    const std::vector<qsizetype> byteLines = lineStartsOf(utf8);
    const std::vector<qsizetype> textLines = lineStartsOf(log.text);
    // Lines as an editor counts them: a final newline does not start another line.
    log.lineCount = utf8.isEmpty() ? 0 : int(byteLines.size()) - ((utf8.endsWith('\n') || utf8.endsWith('\r')) ? 1 : 0);
    log.blank = log.text.trimmed().isEmpty();

    const qsizetype invalid = firstInvalidUtf8(utf8);
    if (invalid >= 0) {
        log.validUtf8 = false;
        const int line = lineAt(byteLines, invalid);
        log.diagnostics.append(Diagnostic {Diagnostic::Severity::Error, QStringLiteral("optlog.invalid-utf8"),
                                           displayPath, line, int(invalid - byteLines[size_t(line - 1)]) + 1,
                                           tr("The file is not valid UTF-8 (byte 0x%1); the gate cannot read it.")
                                               .arg(uchar(utf8.at(invalid)), 2, 16, QLatin1Char('0'))});
    }
    if (log.blank) {
        log.diagnostics.append(Diagnostic {
            Diagnostic::Severity::Error, QStringLiteral("optlog.empty"), displayPath, 1, 0,
            utf8.isEmpty() ? tr("The opt_log file is empty.") : tr("The opt_log file holds only whitespace.")});
    }
    for (size_t i = 0; i < byteLines.size(); ++i) {
        const qsizetype end = i + 1 < byteLines.size() ? byteLines[i + 1] : utf8.size();
        if (end - byteLines[i] > LongLineThreshold) {
            log.diagnostics.append(
                warning(QStringLiteral("optlog.long-line"), displayPath, int(i) + 1,
                        tr("Line is %1 bytes long; tables and headings on it may be cut.").arg(end - byteLines[i])));
        }
    }

    Md4cWalker walker(utf8, byteLines, displayPath);
    const qsizetype bom = utf8.startsWith("\xEF\xBB\xBF") ? 3 : 0; // md4c would read "\uFEFF# Title" as text
    if (walker.run(bom) != 0) {
        log.diagnostics.append(Diagnostic {Diagnostic::Severity::Error, QStringLiteral("optlog.markdown"), displayPath,
                                           0, 0,
                                           tr("The Markdown parser stopped early; the outline may be incomplete.")});
    }
    log.diagnostics += walker.diagnostics;
    log.headings = walker.headings;

    buildOutline(log);
    buildTables(log, walker.tables, walker.blocks);
    readCandidatesAndBranches(log);
    readDecisions(log, walker.blocks);
    readFinalLatencies(log, textLines);
    readGateFinalTable(log, textLines);
    readFigures(log, walker.blocks);
    readStageResult(log, walker.blocks);

    log.containsTaskDuration = containsTaskDuration(log.text);
    log.containsCurrentBest = containsCurrentBest(log.text);
    log.hasSkillRetrospective = hasSkillRetrospective(log.text);
    const bool genB = std::any_of(log.tables.begin(), log.tables.end(),
                                  [](const OptLogTable &t) { return t.kind == TableKind::FinalGenB; })
        || std::any_of(log.sections.begin(), log.sections.end(),
                       [](const OptLogSection &s) { return s.kind == OptLogSectionKind::WorkloadInventory; });
    const bool genA = log.gateFinalLatency()
        || std::any_of(log.tables.begin(), log.tables.end(),
                       [](const OptLogTable &t) { return t.columnOf(ColumnKind::DispatchPath) >= 0; });
    log.generationHint = genB ? Generation::B : genA ? Generation::A : Generation::Unknown;
    return log;
}
