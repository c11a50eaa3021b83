// SPDX-License-Identifier: MIT
#include "optlogparser.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

#include <md4c.h>

#include <algorithm>
#include <functional>
#include <vector>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("OptLogParser", text);
}

Diagnostic warning(const QString &code, const QString &file, int line, const QString &message)
{
    return Diagnostic{Diagnostic::Severity::Warning, code, file, line, 0, message};
}

// Line starts of a buffer; a line ends at "\n", "\r\n" or a lone "\r" (as md4c sees it).
template<typename Text>
std::vector<qsizetype> lineStartsOf(const Text &text)
{
    std::vector<qsizetype> starts{0};
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == '\n' || (text.at(i) == '\r' && (i + 1 >= text.size() || text.at(i + 1) != '\n')))
            starts.push_back(i + 1);
    }
    return starts;
}

int lineAt(const std::vector<qsizetype> &starts, qsizetype offset)
{
    return int(std::upper_bound(starts.begin(), starts.end(), offset) - starts.begin());
}

// Running text of one paragraph or list item, with the source line of each piece.
struct TextBlock {
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
        int result = line;
        for (const auto &[at, atLine] : marks) {
            if (at > pos)
                break;
            result = atLine;
        }
        return result;
    }
};

struct RawCell {
    QString text;
    QString raw;
    int line = 0;
    const char *first = nullptr;
    const char *end = nullptr;
};

struct RawRow {
    QList<RawCell> cells;
    int line = 0;
    int sourceCells = 0;
};

struct RawTable {
    int columns = 0;
    QList<ColumnAlignment> aligns;
    RawRow header;
    QList<RawRow> body;
    int captionBlock = -1; // index of the text block right before the table
    int lastHeadingLine = 0;
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
    {
    }

    int run(qsizetype from)
    {
        MD_PARSER parser{};
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
    struct Frame {
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
            table.lastHeadingLine = w->headings.isEmpty() ? 0 : w->headings.constLast().line;
            w->m_table = table;
            w->m_inTable = true;
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
                w->m_table.aligns.append(align == MD_ALIGN_LEFT     ? ColumnAlignment::Left
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
            w->headings.append(OptLogHeading{frame.level, frame.block.text.simplified(), line});
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
            w->m_inTable = false;
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
            w->diagnostics.append(warning(QStringLiteral("optlog.unmatched-bold"), w->m_file, line,
                                          tr("Unmatched \"**\": the bold marker is never closed and shows as text.")));
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
            m_row.line = m_inHead ? m_lastLine + 1
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
            diagnostics.append(warning(QStringLiteral("optlog.ragged-row"), m_file, m_row.line,
                                       tr("Table row has %1 cells but the header has %2.")
                                           .arg(m_row.sourceCells)
                                           .arg(m_table.columns)));
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
    bool m_inTable = false;
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
        || (h.startsWith(u"baseline") && (h.contains(u"round 0") || h.contains(u"round0") || h.contains(u"performance"))))
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

struct RoundHeading {
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
            log.sessions.append(OptLogSession{int(log.sessions.size()) + 1, h.text, h.line, log.lineCount});
            const auto label = sessionRound.match(headingCore(h.text));
            sessionLabel = label.hasMatch() ? label.captured(1).toInt() : -1;
        }
        const int session = qMax(1, int(log.sessions.size()));
        if (openRound >= 0 && (sessionStart || h.level <= log.rounds.at(openRound).level)) {
            log.rounds[openRound].endLine = h.line - 1;
            openRound = -1;
        }
        const auto section = sectionKindOf(h.text);
        if (section) {
            int end = log.lineCount;
            for (qsizetype j = i + 1; j < headings.size(); ++j) {
                if (headings.at(j).level <= h.level || startsSession(headings.at(j))) {
                    end = headings.at(j).line - 1;
                    break;
                }
            }
            log.sections.append(OptLogSection{*section, h.text, h.level, h.line, end, session});
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
        log.sessions.append(OptLogSession{1, QString(), 1, log.lineCount});
}

int sessionAt(const OptLog &log, int line)
{
    int index = 1;
    for (const OptLogSession &session : log.sessions) {
        if (session.line <= line)
            index = session.index;
    }
    return index;
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

bool inSection(const OptLog &log, OptLogSectionKind kind, int line)
{
    return std::any_of(log.sections.begin(), log.sections.end(), [&](const OptLogSection &s) {
        return s.kind == kind && s.line <= line && line <= s.endLine;
    });
}

} // namespace

