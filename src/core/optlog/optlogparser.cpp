// SPDX-License-Identifier: MIT
#include "optlog/optlogparser.h"

#include "base/bytesearch.h"
#include "base/runread.h"
#include "base/textlines.h"
#include "optlog/branchname.h"
#include "optlog/optlogclaims.h"
#include "optlog/optloglookalikes.h"
#include "optlog/optlogmarkdown.h"
#include "optlog/optlogmeasurements.h"
#include "optlog/optlogstructure.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QVarLengthArray>
#include <algorithm>
#include <cctype>
#include <cstring>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace {

using OptLogReading::inSection;
using OptLogReading::tr;
using OptLogReading::warning;
using TextBlock = OptLogMarkdown::TextBlock;
using RawCell = OptLogMarkdown::RawCell;
using RawRow = OptLogMarkdown::RawRow;
using RawTable = OptLogMarkdown::RawTable;

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

// ---- tables ---------------------------------------------------------------------------------

// Consumes rawTables: each is released once its table is built, so the two never both hold a
// large log's cells.
void buildTables(OptLog &log, QList<RawTable> &&rawTables, const QList<TextBlock> &blocks)
{
    for (RawTable &consumed : rawTables) {
        RawTable raw = std::exchange(consumed, RawTable());
        OptLogTable table;
        table.line = raw.firstLine > 0 ? raw.firstLine : raw.header.line;
        table.endLine = raw.lastLine > 0 ? raw.lastLine
            : raw.body.isEmpty()         ? raw.header.line + 1
                                         : raw.body.constLast().line;
        // The cells view the walker's pool, which no longer changes (squeezed first: it grew by doubling).
        table.cellText = std::move(raw.pool);
        table.cellText.squeeze();
        const QStringView pool(table.cellText);
        QStringList headers;
        for (qsizetype c = 0; c < raw.header.cells.size(); ++c) {
            const RawCell &cell = raw.header.cells.at(c);
            headers.append(cell.text(pool).toString());
            OptLogTableColumn column;
            column.header = headers.constLast();
            column.alignment = c < raw.aligns.size() ? raw.aligns.at(c) : ColumnAlignment::Default;
            column.source = cell.source(pool);
            table.columns.append(std::move(column));
        }
        table.rows.reserve(raw.body.size());
        for (const RawRow &rawRow : std::as_const(raw.body)) {
            OptLogTableRow row {rawRow.line, {}, rawRow.sourceCells};
            row.cells.reserve(rawRow.cells.size());
            for (const RawCell &cell : rawRow.cells) { // the walker trimmed the source already
                // The walker lays a cell out as the table cell reads it: the source right after the text.
                row.cells.append({pool.data() + cell.textAt, cell.textSize, cell.sourceSize});
            }
            table.rows.append(std::move(row));
        }
        const auto numericShare = [&table](qsizetype column) {
            CellValue::BriefCache briefs;
            qsizetype numbers = 0;
            for (const OptLogTableRow &row : std::as_const(table.rows))
                numbers += column < row.cells.size() && briefs.of(row.cells.at(column).source()).hasPrimary();
            return table.rows.isEmpty() ? 0.0 : double(numbers) / double(table.rows.size());
        };
        const QList<ColumnKind> kinds = TableKinds::columnKinds(headers, numericShare);
        for (qsizetype c = 0; c < kinds.size(); ++c) {
            table.columns[c].kind = kinds.at(c);
            // A wide table's duration column is headed by a workload ("decode_ms" names a workload).
            if (kinds.at(c) != ColumnKind::WorkloadUs)
                table.columns[c].unit = TableKinds::headerUnit(table.columns.at(c).header);
        }

        const auto heading = std::lower_bound(log.headings.begin(), log.headings.end(), table.line,
                                              [](const OptLogHeading &h, int l) { return h.line < l; });
        if (heading != log.headings.begin()) {
            table.heading = std::prev(heading)->text;
            table.headingLine = std::prev(heading)->line;
        }
        if (raw.captionBlock >= 0 && raw.captionBlock < blocks.size()) {
            const TextBlock &block = blocks.at(raw.captionBlock);
            if (!raw.captionText.isEmpty())
                table.caption = raw.captionText;
            else if (block.lastLine >= table.line - 2 && block.line > table.headingLine)
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
        if (const qsizetype type = TableKinds::plainTypeColumn(kinds, headers, table.kind); type >= 0)
            table.columns[type].kind = ColumnKind::VpType;
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
    return column >= 0 && column < row.cells.size() ? row.cells.at(column).text().toString() : QString();
}

CellValue::Brief cellBrief(const OptLogTableRow &row, int column, CellValue::BriefCache &briefs)
{
    return column >= 0 && column < row.cells.size() ? briefs.of(row.cells.at(column).source()) : CellValue::Brief();
}

void readCandidatesAndBranches(OptLog &log)
{
    // A column's text cells ("L0 PASS" down a correctness column) are read once, not once a branch.
    CellValue::BriefCache briefs;
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
            round.branches.reserve(round.branches.size() + table.rows.size());
            for (const OptLogTableRow &row : table.rows) {
                OptLogBranch branch;
                branch.id = cellText(row, table.columnOf(ColumnKind::Candidate));
                branch.base = cellText(row, table.columnOf(ColumnKind::Base));
                branch.optId = cellText(row, table.columnOf(ColumnKind::OptId));
                branch.change = cellText(row, table.columnOf(ColumnKind::MajorChange));
                branch.correctness = cellBrief(row, table.columnOf(ColumnKind::Correctness), briefs);
                branch.duration = cellBrief(row, duration, briefs);
                branch.durationUs = CellValue::microseconds(
                    branch.duration, duration >= 0 ? table.columns.at(duration).unit : CellValue::UnitKind::None);
                branch.profileStatus = cellText(row, table.columnOf(ColumnKind::ProfileStatus));
                branch.status = cellText(row, table.columnOf(ColumnKind::Status));
                branch.line = row.line;
                branch.table = t;
                for (qsizetype c = 0; c < table.columns.size() && c < row.cells.size(); ++c) {
                    if (table.columns.at(c).kind == ColumnKind::WorkloadUs) {
                        const CellValue::Brief value = briefs.of(row.cells.at(c).source());
                        const double us = CellValue::microseconds(value, table.columns.at(c).unit);
                        branch.workloads.append({table.columns.at(c).header, value, us});
                    }
                }
                round.branches.append(std::move(branch));
            }
        }
    }
}

// ---- decisions ------------------------------------------------------------------------------

// One statement of running text. A block splits at line breaks, "。" and "；" outside
// parentheses: "winner：X（a；b）；new_current_best = Y" is two statements. A view into the block:
// a long paragraph holds hundreds of thousands of them, and most are looked at once and dropped.
struct Statement
{
    qsizetype offset = 0;
    QStringView text;
    bool afterSemicolon = false; // continues the previous statement's sentence
};

template<typename Visit>
void forEachStatement(QStringView text, Visit &&visit)
{
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
            visit(Statement {start, text.sliced(start, i - start), afterSemicolon});
            start = i + 1;
            depth = 0;
            afterSemicolon = semicolon;
        }
    }
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

// "winner: 无（全部回退）", "winner: none, v2_a rolled back": the round has no winner, whatever ids
// follow. Asked of the value outside parentheses, as nameCandidate reads it.
// For the patterns anchored at the start after [\s*`]: whether the first other character is beyond
// ASCII or, lowered, one of `asciiFirsts` (what can open a match); a call to the pattern allocates
// even when nothing matches.
bool mayOpenAfterMarks(QStringView text, QStringView asciiFirsts)
{
    qsizetype at = 0;
    while (at < text.size() && (text.at(at).isSpace() || text.at(at) == u'*' || text.at(at) == u'`'))
        ++at;
    return at < text.size() && (text.at(at).unicode() >= 0x80 || asciiFirsts.contains(text.at(at).toLower()));
}

bool saysNone(const QString &outsideParentheses)
{
    static const QRegularExpression none(QStringLiteral("^[\\s*`]*(?:无|没有|none\\b|n/a\\b|null\\b)"),
                                         QRegularExpression::CaseInsensitiveOption);
    return mayOpenAfterMarks(outsideParentheses, u"n") && none.match(outsideParentheses).hasMatch();
}

// "winner: TBD", "winner: 待定": the author has not decided yet. Not an id, and not "none" either: a
// winner written later in the round is the round's, with no conflict.
bool saysUndecided(const QString &outsideParentheses)
{
    static const QRegularExpression undecided(
        QStringLiteral("^[\\s*`]*(?:tbd\\b|tba\\b|pending\\b|undecided\\b|unknown\\b|to be (?:decided|determined)\\b|"
                       "待定|未定|待测|待复测|待确认|待\\s*(?:a/b|ab\\b|l\\d|重测|验证)|see\\s+below\\b|见|详见|"
                       "\\?+(?:\\s|$))"),
        QRegularExpression::CaseInsensitiveOption);
    return mayOpenAfterMarks(outsideParentheses, u"tpus?") && undecided.match(outsideParentheses).hasMatch();
}

void nameCandidate(OptLogDecision &decision)
{
    static const QRegularExpression identifier(QStringLiteral("[A-Za-z0-9_][A-Za-z0-9_.@+\\-]*"));
    static const QRegularExpression keepWords(QStringLiteral("不变|保持|维持|沿用|unchanged|no change|\\bkeep|\\bkept"),
                                              QRegularExpression::CaseInsensitiveOption);
    // "v3_bs4096（不变）": a parenthesis that only says so keeps the current best too.
    static const QRegularExpression keptAside(
        QStringLiteral("[（(]\\s*(?:不变|保持不变|维持不变|unchanged|no change|kept)\\s*[)）]"),
        QRegularExpression::CaseInsensitiveOption);
    // A path or file name: the characters one may hold ("rms_norm_opt_v1_a.py、v1_b 回退" ends at 、).
    static const QRegularExpression pathWord(QStringLiteral("[A-Za-z0-9_][A-Za-z0-9_.@+/\\\\\\-]*"));
    // The file a path word names, up to its first ".py" ("x.py." and "x.py/y.py" end there).
    const auto fileIn = [](QString w) {
        for (qsizetype at = w.indexOf(QLatin1String(".py")); at >= 0; at = w.indexOf(QLatin1String(".py"), at + 1)) {
            const qsizetype end = at + 3;
            if (end == w.size() || !(w.at(end).isLetterOrNumber() || w.at(end) == u'_'))
                return w.left(end);
        }
        return w;
    };
    // The first branch file among the words from `from` on, in the same clause, as its id; empty if
    // none. Not one compared with ("比 x.py 快", "beats x.py", "over x.py") or turned down after it
    // ("x.py 回退", "x.py regressed"): "BLOCK_SIZE=8192, x_opt_v1_b.py regressed" names no winner.
    static const QRegularExpression clauseEnd(QStringLiteral("[，,；;。]"));
    static const QRegularExpression comparedWith(
        QStringLiteral("(?:\\bvs\\.?|\\bthan|\\bover|\\bbeats?|\\bsupersedes?|\\bcompared (?:with|to)|比|相对|优于|相比|对比|超过)\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    // Right after the file: "x.py 回退", "x.py regressed" (not "x.py with no regression", "x.py 未回退").
    static const QRegularExpression turnedDown(
        QStringLiteral("^\\s*[:：]?\\s*(?:被|已)?(?:回退|淘汰|作废|放弃|未采纳|不采纳|更慢|regress(?:ed|es)?|rolled back|reverted|"
                       "slower|worse|discarded)"),
        QRegularExpression::CaseInsensitiveOption);
    // `sameClause`: only up to the next ，,；;。 (after an id such as "r8h, x.py 的改进版").
    const auto branchFileFrom = [&fileIn](const QString &text, qsizetype from, bool sameClause) {
        const qsizetype clause = sameClause ? text.indexOf(clauseEnd, from) : -1;
        const qsizetype end = clause < 0 ? text.size() : clause;
        for (QRegularExpressionMatchIterator it = pathWord.globalMatch(text, from); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            if (m.capturedStart() >= end)
                break;
            const QString file = fileIn(m.captured());
            if (!BranchName::isBranchFile(file))
                continue;
            if (comparedWith.matchView(QStringView(text).sliced(from, m.capturedStart() - from)).hasMatch()
                || turnedDown.matchView(QStringView(text).sliced(m.capturedStart() + file.size())).hasMatch())
                continue; // "1.12x faster than x_v1_b.py: x_v2_a.py" names the second
            return BranchName::idOf(file);
        }
        return QString();
    };
    const QString outside = withoutParentheses(decision.value);
    if (saysNone(outside))
        return;
    // "winner: 见上表（v2_ubreuse）", "winner: see table (v2_ubreuse)": the words point elsewhere, the
    // aside names the branch.
    static const QRegularExpression pointer(QStringLiteral("^[\\s*`]*(?:见上表|见上文|见上|见表|同上|如上|see\\s+(?:the\\s+)?"
                                                           "(?:table|above)(?:\\s+above)?|as\\s+above)[\\s*`。.]*$"),
                                            QRegularExpression::CaseInsensitiveOption);
    if (pointer.match(outside).hasMatch()) {
        for (auto it = identifier.globalMatch(decision.value); it.hasNext();) {
            const QString word = it.next().captured();
            if (word.contains(u'_')) {
                decision.candidate = word.endsWith(QLatin1String(".py")) ? word.chopped(3) : word;
                return;
            }
        }
    }
    if (saysUndecided(outside)) {
        decision.undecided = true;
        return;
    }
    const auto holds = [](const QString &text, QStringView word) { return text.contains(word, Qt::CaseInsensitive); };
    decision.keepsCurrentBest = ((holds(outside, u"不变") || holds(outside, u"保持") || holds(outside, u"维持")
                                  || holds(outside, u"沿用") || holds(outside, u"change") || holds(outside, u"keep")
                                  || holds(outside, u"kept"))
                                 && keepWords.match(outside).hasMatch())
        || ((decision.value.contains(u'(') || decision.value.contains(u'（')) && keptAside.match(decision.value).hasMatch());
    QRegularExpressionMatch first = identifier.match(outside);
    if (decision.keepsCurrentBest) {
        // "unchanged (v3_bs4096)", "keep v1_a", "no change（v3_bs4096）": the words that keep the best
        // name none; the id after them, or in their aside, is the kept best.
        static const QStringList keepLead {QStringLiteral("unchanged"), QStringLiteral("keep"), QStringLiteral("keeps"),
                                           QStringLiteral("kept"),      QStringLiteral("keeping"), QStringLiteral("no"),
                                           QStringLiteral("change"),    QStringLiteral("remains"), QStringLiteral("stays"),
                                           QStringLiteral("same"),      QStringLiteral("as"),      QStringLiteral("is")};
        while (first.hasMatch() && keepLead.contains(first.captured().toLower()))
            first = identifier.match(outside, first.capturedEnd());
        if (!first.hasMatch()) {
            for (auto it = identifier.globalMatch(decision.value); it.hasNext();) {
                const QString word = it.next().captured();
                // A branch id holds '_' ("v3_bs4096"); "fp32 bs8192" is a configuration, no branch.
                if (!keepLead.contains(word.toLower()) && word.contains(u'_')) {
                    decision.candidate = word.endsWith(QLatin1String(".py")) ? word.chopped(3) : word;
                    return;
                }
            }
            return;
        }
    }
    // "new_current_best: v0 → v1_a": the best moved from v0 to v1_a, the id after the (last) arrow.
    if (decision.kind == OptLogDecision::Kind::NewCurrentBest && first.hasMatch()) {
        static const QRegularExpression moved(QStringLiteral("^\\s*(?:→|->|⇒|=>|⟶)\\s*"));
        for (;;) {
            const QRegularExpressionMatch arrow = moved.matchView(QStringView(outside).sliced(first.capturedEnd()));
            if (!arrow.hasMatch())
                break;
            const qsizetype to = first.capturedEnd() + arrow.capturedLength();
            const QRegularExpressionMatch next = identifier.match(outside, to);
            if (!next.hasMatch() || next.capturedStart() != to || next.captured().front().isDigit())
                break; // "v1_a → 17.92 us" states its figure
            first = next;
        }
    }
    if (!first.hasMatch())
        return;
    // A branch file first names its branch: "采用 perf_opt/rms_norm_opt_v3_bs4096.py" is v3_bs4096
    // (BranchName). After an id, a file is an aside ("round1_merge = argmax_round1_a.py + …").
    if (const QString firstWord = fileIn(pathWord.match(outside, first.capturedStart()).captured());
        BranchName::isBranchFile(firstWord)) {
        decision.candidate = BranchName::idOf(firstWord);
        return;
    }
    // Not an id first ("BLOCK_SIZE=4096 版本 …", "3.8% 提速的 …", "fp16 路径上 …", "the merged
    // kernel …"): a branch file after it names the branch.
    const auto fileLater = [&] {
        decision.candidate = branchFileFrom(outside, first.capturedEnd(), false);
    };
    if (first.capturedEnd() < outside.size() && outside.at(first.capturedEnd()) == u'/')
        return fileLater(); // a path's first folder ("perf_opt/…") names no branch
    if (first.capturedEnd() < outside.size() && outside.at(first.capturedEnd()) == u'=')
        return fileLater(); // "BLOCK_N=2048" sets a parameter; it names no branch
    QString id = first.captured();
    const auto chopMarks = [&id] {
        while (!id.isEmpty() && (id.endsWith(u'.') || id.endsWith(u'-') || id.endsWith(u'+')))
            id.chop(1);
    };
    chopMarks();
    if (id.endsWith(QLatin1String(".py")))
        id.chop(3); // a branch file by its name ("v2_ubreuse.py", Gen B's "argmax_like_round2_pipe.py")
    chopMarks();
    static const QStringList references {QStringLiteral("current_best"), QStringLiteral("current"),
                                         QStringLiteral("best"), QStringLiteral("none"), QStringLiteral("na")};
    // "current_best: 18.1" states a number, not a branch; nor does "1.15x" or "3.8%".
    static const QRegularExpression figure(QStringLiteral("^\\d+(?:\\.\\d+)?(?:x|X|×|%|us|µs|ms)?$"));
    if ((!id.isEmpty() && id.front().isDigit() && figure.match(id).hasMatch())
        || (first.capturedEnd() < outside.size() && outside.at(first.capturedEnd()) == u'%'))
        return fileLater();
    // An id holds '_' ("v2_b", "round1_merge"); a word with digits only ("fp16", "v3") yields to a
    // branch file after it.
    if (!id.contains(u'_') && !references.contains(id.toLower())) {
        const bool digits = std::any_of(id.begin(), id.end(), [](QChar c) { return c.isDigit(); });
        if (const QString file = branchFileFrom(outside, first.capturedEnd(), digits); !file.isEmpty()) {
            decision.candidate = file;
            return;
        }
    }
    // A dtype ("fp32 默认 8192") names a configuration, never a branch.
    static const QRegularExpression dtype(QStringLiteral("^(?:fp|bf|int|uint|float|hf)\\d+$"), QRegularExpression::CaseInsensitiveOption);
    if (!id.isEmpty() && QStringView(u"fbiuh").contains(id.front().toLower()) && dtype.match(id).hasMatch())
        return;
    const bool idLike = id.contains(u'_') || std::any_of(id.begin(), id.end(), [](QChar c) { return c.isDigit(); });
    // "baseline 结构 + fp32 默认 8192" names a configuration, not a branch; "prevhoist" alone does.
    if (!references.contains(id.toLower()) && (idLike || outside == first.captured())) {
        decision.candidate = id;
        return;
    }
    fileLater(); // "current_best → rms_norm_opt_v2_a.py"
}

// A cell's text without what it strikes out: "| winner | ~~v3_wres~~ v3_bs |" names v3_bs. Cells keep
// struck text (a struck number is still shown), so this reads the cell's source; a "~~" without
// its closing pair, a single "~" of a range ("7.2%~7.5%") and longer tilde runs stay.
QString unstruckCellText(QStringView text, QStringView source)
{
    const QList<std::pair<qsizetype, qsizetype>> struck
        = source.contains(u'~') ? OptLogMarkdown::struckRanges(source) : QList<std::pair<qsizetype, qsizetype>>();
    if (struck.isEmpty())
        return text.toString();
    QString kept;
    qsizetype from = 0;
    for (const auto &[begin, end] : struck) {
        if (begin >= from) { // not inside a range already cut
            kept += source.sliced(from, begin - from);
            kept += u' ';
        }
        from = std::max(from, end);
    }
    kept += source.sliced(from);
    return CellValue::plainText(kept).simplified();
}

// The Chinese keys a winner is stated under, as a regular expression alternation (beside
// "winner"); every reader of a winner key (keyed lines, key cells, winner headings) takes these.
// (Not 采纳 alone: "采纳：是（B_better）" answers a question and names no branch.)
constexpr QStringView chineseWinnerKeys(u"胜出分支|胜出方案|胜出者?|胜者|获胜(?:分支|方案|者)?|最[优佳](?:分支|候选|方案)?");

// A winner key as lowered from a match of chineseWinnerKeys or "winner".
bool isWinnerKey(const QString &lowerKey)
{
    return lowerKey.startsWith(u"winner") || lowerKey.startsWith(u"胜") || lowerKey.startsWith(u"获")
        || lowerKey.startsWith(u"最") || lowerKey.startsWith(u"selected") || lowerKey.startsWith(u"chosen")
        || lowerKey.startsWith(u"adopted") || lowerKey.startsWith(u"best candidate");
}

// 最优分支, 最佳候选 and "best candidate" also name "the best, below the threshold", and "Selected",
// "Chosen", "Adopted" may be a plan's: they yield to a winner key.
bool isTentativeWinnerKey(const QString &key)
{
    return key.startsWith(u"最") || key.startsWith(u"best candidate", Qt::CaseInsensitive)
        || key.startsWith(u"selected", Qt::CaseInsensitive) || key.startsWith(u"chosen", Qt::CaseInsensitive)
        || key.startsWith(u"adopted", Qt::CaseInsensitive);
}

// Decisions written outside running text: a heading "### Iteration Winner：v2_ubreuse" and a
// two-column key/value table ("| winner | v1_pipe |"), as one statement each.
QList<TextBlock> decisionsOutsideText(const OptLog &log, const QList<TextBlock> &blocks)
{
    static const QRegularExpression decisionWord(QStringLiteral("winner|current[ _]best|%1").arg(chineseWinnerKeys),
                                                 QRegularExpression::CaseInsensitiveOption);
    QList<TextBlock> out;
    const auto add = [&out](const QString &text, int line) {
        TextBlock block;
        block.append(text, line);
        out.append(block);
    };
    // What every winner key holds ("winner", or a Chinese key's first character): most headings
    // hold none, and skip the patterns below.
    const auto mayNameWinner = [](QStringView text) {
        return text.contains(u"winner", Qt::CaseInsensitive) || text.contains(u'胜') || text.contains(u'获')
            || text.contains(u'最');
    };
    // "### ⭐ Iteration Winner：x", "### 4.5 Iteration Winner：x": read without decoration and numbering.
    for (const OptLogHeading &h : log.headings)
        if ((h.text.contains(u':') || h.text.contains(u'：')) && decisionWord.match(h.text).hasMatch())
            add(OptLogStructure::headingCore(h.text), h.line);
    // "## Round 2 — winner: v2_ub", "## 第2轮（winner：v2_ub）": a round's heading that states its
    // winner after the label, in a clause of its own (not "（base = round 1 winner: v1_a）").
    // In a bracket, the clause ends with it.
    static const QRegularExpression winnerWord(QStringLiteral("(?:(?:final\\s+|本轮\\s*)?winner|%1)").arg(chineseWinnerKeys),
                                               QRegularExpression::CaseInsensitiveOption);
    for (const OptLogRound &round : log.rounds) {
        if (!mayNameWinner(round.heading))
            continue;
        const QString core = OptLogStructure::headingCore(round.heading);
        for (QRegularExpressionMatchIterator it = winnerWord.globalMatch(core); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            // What opens the clause: a separator, a bracket or an emoji before the key, spaces aside
            // (looked at by hand: a pattern anchored at the key's start rescans the heading per key).
            qsizetype at = m.capturedStart();
            while (at > 0 && core.at(at - 1).isSpace())
                --at;
            if (at == 0)
                continue;
            const QChar opener = core.at(at - 1);
            const bool bracket = opener == u'（' || opener == u'(';
            if (!bracket && !QStringView(u"—–|:：;；,，-").contains(opener) && opener.category() != QChar::Symbol_Other
                && opener != QChar(0xFE0F) && !opener.isLowSurrogate())
                continue;
            QString clause = core.mid(m.capturedStart());
            if (bracket) {
                const qsizetype close = clause.indexOf(opener == u'（' ? u'）' : u')');
                if (close >= 0)
                    clause.truncate(close);
            }
            // The value is an id and nothing more but an aside: "— winner: v2_b 的参数扫描" says
            // what the round tunes, not what it found.
            static const QRegularExpression idAlone(
                QStringLiteral("^[^:：=→]*+[:：=→]\\s*[`*]*[A-Za-z0-9_][A-Za-z0-9_.@+/\\-]*+[`*]*\\s*"
                               "(?:$|[（(,，;；。.|—–]|[-−+]\\d)"));
            if (idAlone.match(clause).hasMatch())
                add(clause, round.line);
            break;
        }
    }
    // "### Iteration Winner" over "v2_ubreuse（-7.7%）": the heading is the key, the first paragraph
    // or list item under it the value (unless it states a decision of its own).
    static const QRegularExpression winnerHeading(
        QStringLiteral("^(?:(?:iteration|round)\\s*\\d*\\s*|本轮\\s*)?(?:winner|%1)$").arg(chineseWinnerKeys),
        QRegularExpression::CaseInsensitiveOption);
    std::vector<std::pair<int, qsizetype>> blockLines; // (line, index), sorted once if needed
    for (qsizetype h = 0; h < log.headings.size(); ++h) {
        const OptLogHeading &heading = log.headings.at(h);
        if (!mayNameWinner(heading.text) || !winnerHeading.match(OptLogStructure::headingCore(heading.text)).hasMatch())
            continue;
        if (blockLines.empty()) {
            blockLines.reserve(size_t(blocks.size()));
            for (qsizetype b = 0; b < blocks.size(); ++b)
                blockLines.emplace_back(blocks.at(b).line, b);
            std::sort(blockLines.begin(), blockLines.end());
        }
        const int nextHeadingLine = h + 1 < log.headings.size() ? log.headings.at(h + 1).line : INT_MAX;
        const auto first
            = std::upper_bound(blockLines.cbegin(), blockLines.cend(), std::pair(heading.line, qsizetype(-1)));
        if (first == blockLines.cend() || first->first >= nextHeadingLine)
            continue;
        const TextBlock &block = blocks.at(first->second);
        if (block.line > heading.line + 2)
            continue; // not right under the heading (a code block or a table came first)
        // A table right under the heading states the winner itself ("| winner | v2_a |"), or not at all.
        const auto table = std::upper_bound(log.tables.cbegin(), log.tables.cend(), heading.line,
                                            [](int line, const OptLogTable &t) { return line < t.line; });
        if (table != log.tables.cend() && table->line < block.line)
            continue;
        const QString firstLine = block.text.section(u'\n', 0, 0).trimmed();
        static const QRegularExpression keyFirst(
            QStringLiteral("^[\\s*>•\\-]*(?:\\[[ xX]\\]\\s*)?(?:winner|reason|new[_ ]current|current[_ ]best|"
                           "rollback|blocked|config_no_gain|family_no_gain|defer|base|处置|disposition|%1|"
                           "新的?\\s*current)")
                .arg(chineseWinnerKeys),
            QRegularExpression::CaseInsensitiveOption);
        // What names a winner: a branch id first ("v2_ubreuse（-7.7%）", "**v2_b**：…") or a kept best
        // ("保持 current best"); not "本轮无胜出分支，v2_a 回退" nor "v3_q was rejected".
        static const QRegularExpression namesWinner(
            QStringLiteral("^[\\s*>•\\-`]*(?:[A-Za-z][A-Za-z0-9.@+\\-]*[0-9_]|保持|维持|不变|keep|current[ _]best)"),
            QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression negation(
            QStringLiteral("无|没有|未|回退|\\bnone\\b|\\bno\\b|rejected|rolled back|rollback|blocked"),
            QRegularExpression::CaseInsensitiveOption);
        // Words that turn down only the branch of their own clause: "v4_a 最快但 L0 FAIL，作废" names
        // none, "v4_a — short_row −1.2%; v4_b discarded" names v4_a.
        // (Only words that reject: "not above noise" or "L0 did not fail" are caveats.)
        static const QRegularExpression turnedDown(QStringLiteral("作废|否决|淘汰|放弃|不采纳|discarded|not adopted|failed to beat"),
                                                   QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression clauseEnd(QStringLiteral("[；;，,。—–]|\\s-\\s"));
        // Where the round lists its branches, the value must start with one of them: "fp16 与 bf16
        // 均最快，v4_a 胜出" starts with a dtype ("v4_a 胜出" is then read as prose).
        const auto startsWithBranch = [&log, &heading](const QString &line) {
            const int round = roundAt(log, heading.line);
            if (round < 0 || log.rounds.at(round).branches.isEmpty())
                return true;
            static const QRegularExpression firstToken(QStringLiteral("^[\\s*>•\\-`]*([^\\s`*（(：:，,；;]+)"));
            // A branch cell may hold the branch file ("rms_norm_opt_v3_bs4096.py",
            // "argmax_like_round2_pipe.py"): the value names its id, the file's last part. A word
            // without '_' ("fp16") must be a branch's whole id or opt_id.
            const auto cleanWord = [](const QString &text) {
                return OptLogMeasurements::cleanName(text).section(u' ', 0, 0).remove(u'`');
            };
            // "perf_opt/rms_norm_opt_v2_a.py" is v2_a; a path's last part otherwise.
            const auto idIn = [](const QString &word) {
                return BranchName::isBranchFile(word) ? BranchName::idOf(word) : BranchName::idOf(word.section(u'/', -1));
            };
            const auto stem = [&](const QString &text) { return idIn(cleanWord(text)); };
            const QString word = cleanWord(firstToken.match(line).captured(1));
            const QString token = idIn(word);
            if (token.isEmpty())
                return false;
            // A Gen B file keeps its operator's name ("argmax_like_round2_pipe"): it names the branch
            // its name ends with, as record ids are matched.
            const bool file = BranchName::isBranchFile(word);
            // The workflow's own id shapes are branch ids wherever they appear.
            static const QRegularExpression workflowId(QStringLiteral("^(?:v\\d+|round\\d+)_[A-Za-z0-9_@.+\\-]+$"),
                                                       QRegularExpression::CaseInsensitiveOption);
            if (workflowId.match(token).hasMatch())
                return true;
            const QList<OptLogBranch> &branches = log.rounds.at(round).branches;
            return std::any_of(branches.cbegin(), branches.cend(), [&](const OptLogBranch &b) {
                const QString id = stem(b.id);
                // "v2_op1" names the family of "v2_op1_bm4" and "v2_op1_bm8".
                constexpr auto ci = Qt::CaseInsensitive;
                return id.compare(token, ci) == 0 || (!b.optId.isEmpty() && stem(b.optId).compare(token, ci) == 0)
                    || (file && !id.isEmpty() && token.endsWith(u'_' + id, ci))
                    || (token.contains(u'_')
                        && (id.endsWith(u'_' + token, ci) || id.startsWith(token + u'_', ci)
                            || id.startsWith(token + u'@', ci)));
            });
        };
        // The clauses about the first branch, up to one that starts with another: "v4_a 最快，但 L0
        // FAIL，作废" turns v4_a down, "v4_a — −1.2%; v4_b discarded" does not.
        const auto turnedDownInItsClauses = [&](const QString &text) {
            static const QRegularExpression idFirst(QStringLiteral("^[\\s*`]*[A-Za-z][A-Za-z0-9.@+\\-]*[0-9_]"));
            const int round = roundAt(log, heading.line);
            const bool listed = round >= 0 && !log.rounds.at(round).branches.isEmpty();
            const QStringList clauses = text.split(clauseEnd);
            for (qsizetype i = 0; i < clauses.size(); ++i) {
                const QString clause = clauses.at(i).trimmed();
                if (i > 0 && (listed ? startsWithBranch(clause) : idFirst.match(clause).hasMatch()))
                    break; // about another branch
                if (turnedDown.match(clause).hasMatch())
                    return true;
            }
            return false;
        };
        static const QRegularExpression keeps(QStringLiteral("^[\\s*>•\\-`]*(?:保持|维持|不变|keep|current[ _]best)"),
                                              QRegularExpression::CaseInsensitiveOption);
        // "- winner: x" is read as it is; "- reason: …" first means the winner line is missing.
        // A turned-down branch in brackets ("v2_a（v2_b 持平淘汰）") is an aside, not the verdict.
        if (!firstLine.isEmpty() && !keyFirst.match(firstLine).hasMatch() && namesWinner.match(firstLine).hasMatch()
            && !negation.match(withoutParentheses(firstLine)).hasMatch()
            && !turnedDownInItsClauses(withoutParentheses(firstLine))
            && (keeps.match(firstLine).hasMatch() || startsWithBranch(firstLine)))
            add(QStringLiteral("winner: ") + firstLine, block.line);
    }
    // A key cell is the key alone: "current best (us)" over numbers is a column, not a decision.
    static const QRegularExpression decisionKey(
        QStringLiteral("^(?:(?:iteration|round)\\s*\\d*\\s*)?(?:winner|new[_ ]current[_ -]best|current[_ -]best|"
                       "%1|新的?\\s*current[_ -]?best)$")
            .arg(chineseWinnerKeys),
        QRegularExpression::CaseInsensitiveOption);
    const QString separator = QStringLiteral(": ");
    // What every decision key holds (caseless, "ſ" folding to "s" as in PCRE).
    const auto mayNameDecision = [](QStringView key) {
        return key.contains(u"winner", Qt::CaseInsensitive) || key.contains(u"best", Qt::CaseInsensitive)
            || key.contains(u'胜') || key.contains(u'获') || key.contains(u'最');
    };
    const auto isDecisionKey = [&mayNameDecision](const QString &key) {
        return mayNameDecision(key) && decisionKey.match(key).hasMatch();
    };
    for (const OptLogTable &table : log.tables) {
        if (table.columns.size() < 2)
            continue;
        // "| winner | new_current_best | rollback_branches |" over one row of values: one
        // statement per column.
        // Two columns too when both headers are keys ("| winner | new_current_best |" over
        // "| v1_pipe3 | v1_pipe3 |"); otherwise two columns are one key and its value per row.
        const bool twoColumns = table.columns.size() == 2;
        if (table.rows.size() == 1 && isDecisionKey(table.columns.at(0).header.trimmed())
            && (!twoColumns || isDecisionKey(table.columns.at(1).header.trimmed()))) {
            const OptLogTableRow &row = table.rows.constFirst();
            for (qsizetype c = 0; c < table.columns.size(); ++c) {
                const OptLogTableCell &cell = row.cells.at(c);
                const QString value = unstruckCellText(cell.text(), cell.source());
                if (!value.trimmed().isEmpty())
                    add(table.columns.at(c).header.trimmed() + separator + value, row.line);
            }
            continue;
        }
        // The header row is a key/value pair too ("| winner | v1_pipe |" over "|---|---|").
        const auto pair = [&](const QString &key, const QString &value, int line) {
            if (!isDecisionKey(key.trimmed()))
                return;
            if (!value.trimmed().isEmpty()) // "| winner | ~~v3_wres~~ |": withdrawn, names nothing
                add(key + separator + value, line);
        };
        // Beside a third column ("| 项 | 值 | 说明 |") the header is a table's, never a statement.
        const QList<OptLogTableColumn> &header = table.columns;
        if (twoColumns)
            pair(unstruckCellText(header.at(0).header, header.at(0).source),
                 unstruckCellText(header.at(1).header, header.at(1).source), table.line);
        // Wider tables are mostly measurements (thousands of rows): a cheap look at the key cell first.
        const auto mayBeKey = [](QStringView key) {
            return key.size() <= 48
                && (key.contains(u"winner", Qt::CaseInsensitive) || key.contains(u"best", Qt::CaseInsensitive)
                    || key.contains(u'胜') || key.contains(u'获') || key.contains(u'采') || key.contains(u'最'));
        };
        // A measurement table's rows are no statements ("| current best | short_row | … |").
        if (!twoColumns && table.kind != TableKind::Other)
            continue;
        for (const OptLogTableRow &row : table.rows) {
            const OptLogTableCell &key = row.cells.at(0);
            if (!twoColumns && !mayBeKey(key.text()))
                continue;
            const OptLogTableCell &value = row.cells.at(1);
            pair(unstruckCellText(key.text(), key.source()), unstruckCellText(value.text(), value.source()), row.line);
        }
    }
    return out;
}

void readDecisions(OptLog &log, const QList<TextBlock> &blocks, const std::vector<qsizetype> &textLineStarts)
{
    const QList<TextBlock> outsideText = decisionsOutsideText(log, blocks);
    using QRE = QRegularExpression;
    static const QRE keyed(
        // "winner: x", also "Iteration 2 winner: x", "本轮 winner（4/4 过阈值）：x", "胜出分支：x",
        // "winner → x", "winner / new_current_best: x" (both at once).
        // Also "final winner: x", "第4轮 winner：x", "Winner of round 4: x", "winner ⭐: x", "Winner — x".
        QStringLiteral(
            "^(?:(?:iteration|round)\\s*\\d*\\s*(?=winner)|final\\s+(?=winner)|第\\s*\\d+\\s*轮\\s*|本轮\\s*)?"
            "(winner\\s*/\\s*new[_ ]current[_ -]best|winner(?:\\s+of\\s+(?:the\\s+)?(?:round|iteration)\\s*\\d*)?|"
            "reason|new[_ ]current[_ "
            "-]best|rollback/blocked|rollback_branches|rollback\\s+branches|rolled\\s+back(?=\\s*[:：])|"
            "rollback|blocked|config_no_gain|config\\s+no[-\\s]gain|no\\s+gain\\s*\\(config\\)|family_no_gain|defer|"
            "current[_ -]best|base|处置|disposition|"
            // English words for the winner and the new best ("Selected: x", "Best candidate: x",
            // "new best: x", "next current best = x").
            "selected(?:\\s+branch)?|chosen(?:\\s+branch)?|adopted|"
            "best\\s+candidate(?:\\s+(?:this|of\\s+the)\\s+round)?|new\\s+best|next\\s+current[_ -]best|"
            "%1|新的?\\s*current[_ -]?best)"
            "\\s*(?:[（(][^）)\\n]{0,80}[)）]\\s*)?(?:[\\p{So}\\x{FE0F}]\\s*)*(?:(→|->|=>|➜|⇒|⟶)|[:：=—–])\\s*(.*)$")
            .arg(chineseWinnerKeys),
        QRE::CaseInsensitiveOption | QRE::DotMatchesEverythingOption);
    static const QRE adopted(
        QStringLiteral("(?<![不未没否])(?:采纳|合并|选定|选用)\\s*[`*]*([A-Za-z0-9_][A-Za-z0-9_.@+\\-]*)[`*]*\\s*(?:为|作为)\\s*"
                       "(?:已合并的?\\s*)?(?:新的?\\s*)?current[ _-]?best"),
        QRE::CaseInsensitiveOption);
    static const QRE updated(
        QStringLiteral("current[ _-]?best\\s*(?:(?:已|被)?(?:更新|切换|变更|改|回退|恢复|退回)\\s*(?:为|成|到|至)|"
                       "(?:更新|切换|变更)\\s*[:：](?:[^→\\n]*(?:→|->))?|"
                       "(?:is\\s+now|becomes|moves?\\s+to|(?:is\\s+|was\\s+)?(?:updated|reverted|rolled\\s+back|restored)\\s+to)\\s)"
                       "\\s*[`*]*([A-Za-z][A-Za-z0-9_.@+\\-]*)"),
        QRE::CaseInsensitiveOption);
    static const QRE adoptedInEnglish(
        QStringLiteral("(?<!not\\s)(?<!n't\\s)\\b(?:adopt(?:ed|s)?|promot(?:e|ed|es)|accept(?:ed|s)?)\\s+[`*]*"
                       "([A-Za-z][A-Za-z0-9_.@+\\-]*)[`*]*\\s+(?:as|to)\\s+(?:the\\s+)?(?:new\\s+)?current[ _-]?best"),
        QRE::CaseInsensitiveOption);
    // "v3_a merged as current best", "v3_a is merged as the new current best".
    static const QRE mergedAs(
        QStringLiteral("^[`*]*([A-Za-z][A-Za-z0-9_.@+\\-]*)[`*]*\\s+(?:is\\s+|was\\s+)?merged\\s+as\\s+(?:the\\s+)?(?:new\\s+)?"
                       "current[ _-]?best"),
        QRE::CaseInsensitiveOption);
    static const QRE decided(
        // "→ 采纳 v4_a（short_row 优先）", "**采纳 v4_a**", "采纳 v4_a 为 winner" state it too.
        QStringLiteral(
            "^(?:(?:→|->|=>|⇒|➜)\\s*)?[*]*(?:(?:最终)?采纳\\s*[:：]?|(?:决策|结论|decision)\\s*[:：]\\s*(?:最终)?采纳|"
            "(?:decision|conclusion)\\s*[:：]\\s*(?:we\\s+)?(?:adopt(?:ed)?|keep|kept|accept(?:ed)?|take|took|merge(?:"
            "d)?)\\s)"
            "\\s*[`*]*([A-Za-z][A-Za-z0-9_.@+\\-]*)[`*]*(?:\\s*(?:为|作为)\\s*(?:本轮\\s*)?(?:的\\s*)?"
            "(?:winner|胜出者?|胜者)[`*]*)?"),
        QRE::CaseInsensitiveOption);
    // "精度失败，回退到 v1_pipe3", "Rolled back to v1_pipe3": where the best went when nothing
    // was adopted; it yields to any other statement of the round's winner or best (below).
    static const QRE rolledBack(
        QStringLiteral("(?:(?:回退|退回|回滚)\\s*(?:到|至)|(?:rolled|roll|rolling)\\s+back\\s+to|revert(?:ed|s|ing)?\\s+to|"
                       "f[ae]ll(?:s|ing)?\\s+back\\s+to)\\s*[`*]*([A-Za-z][A-Za-z0-9_.@+\\-]*)"),
        QRE::CaseInsensitiveOption);
    static const QRE becomes(
        QStringLiteral(
            "([A-Za-z0-9_][A-Za-z0-9_.@+\\-]*)[`*]*\\s*(?:成为|\\s(?:becomes|became|is\\s+now)\\s+(?:the\\s+)?)\\s*"
            "(?:已合并的?\\s*)?(?:新的?\\s*|new\\s+)?current[ _-]?best"),
        QRE::CaseInsensitiveOption);
    // The token is taken whole (possessively: no backtracking into long tokens); proseId() below
    // decides whether it is a branch id.
    static const QString token = QStringLiteral("(?<id>[A-Za-z][A-Za-z0-9_.@+\\-]*+)");
    // "v3_c 胜出", "v3_c wins"; not "PL-1.18-floor2-wins", one token.
    static const QRE proseWinner(
        QStringLiteral("(?<![A-Za-z0-9_.@+\\-])%1(?:\\s*(?=胜出|获胜)|\\s+(?=wins\\b))(?<key>胜出|获胜|wins)")
            .arg(token),
        QRE::CaseInsensitiveOption);
    static const QRE proseWinnerIs(QStringLiteral("\\b(?<key>winner)\\s*(?:为|是|is|was)\\s*%1").arg(token),
                                   QRE::CaseInsensitiveOption);
    // Clauses that mention a winning branch without deciding: an earlier round's, a condition, a
    // negation, a partial win given up — up to the end of the winner's own clause.
    static const QRE notADecision(
        QStringLiteral("上一?轮|此前|之前|previous|\\blast\\b|earlier|\\bif\\b|\\bwhether\\b|若|如果|假如|neither|"
                       "\\bnor\\b|\\bnot\\b|\\bno\\b|未|没有|不|回退|rolled back|rollback|\\bloses?\\b|但|\\bbut\\b"),
        QRE::CaseInsensitiveOption);
    // After it, words that give the win up ("…; rolled back", "…，但 fp32 回退 8%，不采纳"), make it
    // conditional ("…，若 A/B 复测确认则采纳", "…, if the rerun confirms it"), keep the best ("…，维持
    // v2_bs1024", "…，不更新") or call it noise ("…，未达 3% 噪声阈值", "…, not significant"). A remark of
    // its own ("v1_a wins, no regression", "v1_a 胜出，无回退", "…，v1_b 未过阈值") is none of them.
    static const QRE givenUpAfter(
        QStringLiteral("但|\\bbut\\b|\\bloses?\\b|(?:回退|退回|回滚)\\s*(?:到|至)|回滚|rolled\\s+back|\\broll\\s*back|"
                       "\\brevert|(?:不|未|没有)\\s*(?:采纳|合入|合并)|放弃|\\bnot\\s+(?:adopted|merged|kept|taken)|"
                       "\\brejected\\b|\\bdiscarded\\b|"
                       "若|如果|假如|如若|待|\\bif\\b|\\bwhether\\b|\\bpending\\b|\\bunless\\b|\\bprovided\\b|"
                       "维持|保持|沿用|(?:不|未|暂不)更新|\\bunchanged\\b|\\bstays\\b|\\bremains\\b|\\bkeep(?:s|ing)?\\b|"
                       "未达|未超过|不显著|噪声内|噪声范围|\\bnot\\s+significant\\b|\\bwithin\\s+(?:the\\s+)?noise\\b"),
        QRE::CaseInsensitiveOption);
    // Where the clause that holds `from` ends: its separator ("，", ";", a sentence's ". "), else the end.
    const auto clauseEndFrom = [](QStringView text, qsizetype from) {
        for (qsizetype i = from; i < text.size(); ++i) {
            const QChar c = text.at(i);
            if (QStringView(u"，,；;。!！").contains(c) || (c == u'.' && (i + 1 == text.size() || text.at(i + 1).isSpace())))
                return i;
        }
        return text.size();
    };
    // A branch id: a letter first, a digit or '_' inside ("v5_e", "r8h"), no trailing punctuation.
    const auto proseId = [](QStringView token) {
        while (!token.isEmpty() && QStringView(u".-+@").contains(token.back()))
            token.chop(1);
        const bool idLike = std::any_of(token.begin(), token.end(), [](QChar c) { return c.isDigit() || c == u'_'; });
        return idLike ? token.toString() : QString();
    };
    QSet<int> bestStaysOrWentBack; // rounds that say so in words
    struct RoundIds
    {
        QSet<QString> words; // opt_ids of letters, digits and '_'
        QStringList others;
    };
    QHash<int, RoundIds> roundIds; // by round index, when first asked
    for (const QList<TextBlock> *list : {&blocks, &outsideText})
    for (qsizetype blockIndex = 0; blockIndex < list->size(); ++blockIndex) {
        const TextBlock &block = list->at(blockIndex);
        const int roundIndex = roundAt(log, block.line);
        QList<OptLogDecision> &target = roundIndex >= 0 ? log.rounds[roundIndex].decisions : log.looseDecisions;
        OptLogDecision *open = nullptr; // a keyed statement the next "；" clause may continue
        QStringView previous; // the statement before, which one after a ";" continues
        forEachStatement(block.text, [&](const Statement &statement) {
            // "The fp16 branch failed L0; rolled back to v1_pipe.": the clause before the ";" is whose.
            const QStringView sentenceBefore = statement.afterSemicolon ? previous : QStringView();
            previous = statement.text;
            QStringView s = statement.text.trimmed();
            // List marks and decoration before the statement: "- 🏆 winner: x", "⭐ winner: x".
            const auto decoration = [](QChar c) {
                return c.category() == QChar::Symbol_Other || c.category() == QChar::Mark_NonSpacing || c.isSurrogate();
            };
            while (!s.isEmpty()
                   && (s.startsWith(u'→') || s.startsWith(u'-') || s.startsWith(u'•') || s.startsWith(u'>')
                       || decoration(s.front())))
                s = s.sliced(1).trimmed();
            // A task list's box ("- [x] winner: v2_a"): md4c reads it as text.
            if (s.size() > 3 && s.at(0) == u'[' && s.at(2) == u']' && QStringView(u" xX").contains(s.at(1)))
                s = s.sliced(3).trimmed();
            // Most statements are prose: a keyed one needs its separator, a prose decision its verb.
            const bool mayBeKeyed = s.contains(u':') || s.contains(u'：') || s.contains(u'=') || s.contains(u'→')
                || s.contains(QLatin1StringView("->")) || s.contains(u'—') || s.contains(u'–') || s.contains(u'➜')
                || s.contains(u'⇒') || s.contains(u'⟶');
            const int line = block.lineAtPos(statement.offset);
            // ...and a key's first character (caseless: "Winner", "Round 3 winner", "第3轮", "最优分支").
            const bool mayOpenKeyed = !s.isEmpty()
                && (QStringView(u"irfwnbcdsa第本处胜获最新").contains(s.front())
                    || (s.front().unicode() < 0x80 && QStringView(u"irfwnbcdsa").contains(s.front().toLower())));
            QRegularExpressionMatch m = mayBeKeyed && mayOpenKeyed ? keyed.matchView(s) : QRegularExpressionMatch();
            // "**Winner**" or "**Iteration Winner**" alone, over the item that names it: a key without
            // its separator.
            static const QRE bareWinnerKey(QStringLiteral("^[*_]*(?:(?:iteration|round)\\s+)?winner[*_]*\\s*[:：]?[*_]*$"),
                                           QRE::CaseInsensitiveOption);
            bool bareKey = false; // then only with the item below naming the winner
            QString bareCopy; // what a bare key was matched on: m's positions are in it
            if (!m.hasMatch() && mayOpenKeyed && s.size() < 40 && bareWinnerKey.matchView(s).hasMatch()) {
                static const QRE decoration(QStringLiteral("[*_:：\\s]+$|^[*_]+"));
                bareCopy = s.toString().remove(decoration) + u':';
                m = keyed.match(bareCopy);
                bareKey = m.hasMatch();
            }
            const QStringView matched = bareKey ? QStringView(bareCopy) : s;
            // An arrow only after a winner or a current best ("winner → x", "current best → x");
            // "base → v1_pipe" or "reason → less UB traffic" state no decision.
            const bool arrow = m.hasMatch() && m.capturedLength(2) > 0;
            if (arrow) {
                const QString key = m.captured(1).toLower();
                if (!isWinnerKey(key) && !key.contains(u"current"))
                    m = QRegularExpressionMatch();
            }
            // "Winner of round 2", "第2轮 winner" or "winner (round 2)" inside round 3 restates round
            // 2's winner.
            if (m.hasMatch() && roundIndex >= 0) {
                static const QRE statedRound(
                    QStringLiteral("第\\s*(\\d+)\\s*轮|of\\s+(?:the\\s+)?(?:round|iteration)\\s*(\\d+)|"
                                   "^(?:iteration|round)\\s*(\\d+)"),
                    QRE::CaseInsensitiveOption);
                // A bracket after the key that is a round label and nothing else: "winner (round 2):".
                static const QRE bracketRound(
                    QStringLiteral("^\\s*[（(]\\s*(?:(?:round|iteration|R)\\s*(\\d+)|第\\s*(\\d+)\\s*轮)\\s*[)）]"),
                    QRE::CaseInsensitiveOption);
                QRegularExpressionMatch r = statedRound.matchView(matched.first(m.capturedEnd(1)));
                if (!r.hasMatch() && m.capturedStart(3) > m.capturedEnd(1))
                    r = bracketRound.matchView(matched.sliced(m.capturedEnd(1), m.capturedStart(3) - m.capturedEnd(1)));
                if (r.hasMatch()) {
                    int group = 1;
                    while (group < r.lastCapturedIndex() && r.capturedLength(group) <= 0)
                        ++group;
                    const int stated = r.captured(group).toInt();
                    const OptLogRound &round = log.rounds.at(roundIndex);
                    if (stated != round.number && stated != round.iteration)
                        m = QRegularExpressionMatch();
                }
            }
            if (m.hasMatch()) {
                OptLogDecision decision;
                const QString key = m.captured(1).toLower();
                // "current best → v1_pipe → v2_tile": read as "current best: → …", which moves it.
                const QString value = (arrow && !isWinnerKey(key) && !key.startsWith(u"new") && !key.startsWith(u"新"))
                    ? QStringLiteral("→ ") + m.captured(3).simplified()
                    : m.captured(3).simplified();
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
                        return;
                    }
                }
                decision.kind = isWinnerKey(word)                                ? Kind::Winner
                    : word.startsWith(u"新")                                     ? Kind::NewCurrentBest
                    : word == u"reason"                                          ? Kind::Reason
                    : word.startsWith(u"new") || word.startsWith(u"next")        ? Kind::NewCurrentBest
                    : word.startsWith(u"rollback") || word.startsWith(u"rolled") ? Kind::Rollback
                    : word == u"blocked"                                         ? Kind::Blocked
                    : word == u"config_no_gain" || word.startsWith(u"config ") || word.startsWith(u"no gain")
                    ? Kind::ConfigNoGain
                    : word == u"family_no_gain" ? Kind::FamilyNoGain
                    : word == u"defer"          ? Kind::Defer
                                                : Kind::Base;
                // "current best: v2_b (v3_a failed L1)" after the round's winner is the round's last
                // word on its best, not where it started from.
                const auto winnerBefore = [&target, line] {
                    return std::any_of(target.cbegin(), target.cend(), [line](const OptLogDecision &d) {
                        return d.kind == Kind::Winner && d.line < line && !d.undecided;
                    });
                };
                static const QRE idFirstWord(QStringLiteral("^[`*]*([A-Za-z][A-Za-z0-9_.@+\\-]*)"));
                const QRegularExpressionMatch first = idFirstWord.match(value);
                const bool namesId = first.hasMatch()
                    && (!proseId(first.capturedView(1)).isEmpty() || first.captured(1).compare(u"baseline", Qt::CaseInsensitive) == 0);
                // Not "current best: v1 → v2" (the arrow's target is the new best, named below), nor
                // "current best (before this round): v1" (a bracket after the key says whose).
                const QString outsideBrackets = withoutParentheses(value);
                const bool arrowInValue = outsideBrackets.contains(u'→') || outsideBrackets.contains(QLatin1StringView("->"));
                const QStringView between = m.capturedStart(3) > m.capturedEnd(1)
                    ? matched.sliced(m.capturedEnd(1), m.capturedStart(3) - m.capturedEnd(1))
                    : QStringView();
                const bool bracketAfterKey = between.contains(u'(') || between.contains(u'（');
                // Likewise "Current best: v3_a (unchanged)" after the round's results: where it ended.
                static const QRE unchanged(
                    QStringLiteral("不变|保持|维持|\\bunchanged\\b|\\bkept\\b|\\bstays\\b|\\bremains\\b"),
                    QRE::CaseInsensitiveOption);
                const auto afterResults = [&] {
                    const OptLogRound &round = log.rounds.at(roundIndex);
                    return !round.tables.isEmpty() && log.tables.at(round.tables.constFirst()).line < line;
                };
                if (decision.kind == Kind::Base && roundIndex >= 0 && key.contains(u"current") && namesId
                    && !arrowInValue && !bracketAfterKey
                    && (winnerBefore() || (unchanged.match(value).hasMatch() && afterResults())))
                    decision.kind = Kind::NewCurrentBest;
                // The English words ("Selected:", "Adopted:", "new best:") also open a plan's lists
                // ("Selected: v2_a, v2_b (to run)") and state figures ("New best: 18.62 us"): only
                // after the round's first table, and only naming a branch.
                const bool englishWord = key.startsWith(u"selected") || key.startsWith(u"chosen")
                    || key.startsWith(u"adopted") || key.startsWith(u"best candidate") || key.startsWith(u"new best")
                    || key.startsWith(u"next");
                if (englishWord && roundIndex >= 0) {
                    const OptLogRound &round = log.rounds.at(roundIndex);
                    const bool beforeResults
                        = !round.tables.isEmpty() && log.tables.at(round.tables.constFirst()).line > line;
                    // "Adopted: none", "Selected: TBD" still say the round has no winner, or none yet.
                    const QString outside = withoutParentheses(value);
                    const bool namesNone = saysNone(outside) || saysUndecided(outside);
                    if (beforeResults || (!namesId && !value.isEmpty() && !namesNone)) {
                        open = nullptr;
                        return;
                    }
                }
                decision.key = m.captured(1);
                decision.value = value;
                // "- winner:" over a nested "  - v4_a（−1.2%）": the value is the item below.
                if (value.isEmpty() && (decision.kind == Kind::Winner || decision.kind == Kind::NewCurrentBest)
                    && statement.offset + statement.text.size() >= block.text.trimmed().size()
                    && blockIndex + 1 < list->size()) {
                    const TextBlock &next = list->at(blockIndex + 1);
                    const QString below = next.text.section(u'\n', 0, 0).simplified();
                    // An id, whole ("v4_a（…）", not "delta_us: +1.0"), in an item nested deeper than the
                    // key's, and not turned down ("v4_a … 回退，不采纳").
                    static const QRE idFirst(
                        QStringLiteral("^[*`]*[A-Za-z][A-Za-z0-9.@+\\-]*[0-9_][A-Za-z0-9_.@+\\-]*+[*`]*(?=$|[\\s（(，,；;])"));
                    static const QRE turnedDown(QStringLiteral("不采纳|未采纳|回退|作废|否决|rejected|rolled back|discarded|"
                                                               "\\bnot adopted\\b|\\bfail(?:s|ed)?\\b"),
                                                QRE::CaseInsensitiveOption);
                    const auto indent = [&](int at) {
                        if (at < 1 || size_t(at) > textLineStarts.size())
                            return qsizetype(-1);
                        qsizetype i = textLineStarts[size_t(at - 1)];
                        const qsizetype from = i;
                        while (i < log.textWhileParsing.size()
                               && (log.textWhileParsing.at(i) == u' ' || log.textWhileParsing.at(i) == u'\t'))
                            ++i;
                        return i - from;
                    };
                    if (next.line > line && next.line <= line + 2 && indent(next.line) > indent(line)
                        && idFirst.match(below).hasMatch() && !keyed.match(below).hasMatch()
                        && !turnedDown.match(below).hasMatch())
                        decision.value = below;
                }
                if (bareKey && decision.value.isEmpty()) {
                    open = nullptr;
                    return;
                }
                decision.line = line;
                target.append(decision);
                open = &target.last();
                return;
            }
            if (open && statement.afterSemicolon && !s.isEmpty()) {
                open->value += u'；' + s.toString().simplified();
                return;
            }
            open = nullptr;
            // The statement case-folded once: the caseless searches below are plain ones on it (Qt's
            // caseless search folds every character again for each word; "ſ" folds to "s" either way).
            const QString folded = s.toString().toCaseFolded();
            // "v3_c 胜出", "本轮 winner 为 v4_d", "The winner is v5_e": a winner in prose, read only
            // where the round states none as a key (below). The id starts with a letter and holds
            // a digit or '_', as branch ids do ("the winner is unclear" names none).
            if (s.contains(u"胜出") || s.contains(u"获胜") || folded.contains(QLatin1StringView("win"))) {
                QRegularExpressionMatch m = proseWinner.matchView(s);
                if (!m.hasMatch())
                    m = proseWinnerIs.matchView(s);
                const qsizetype clauseEnd = m.hasMatch() ? clauseEndFrom(s, m.capturedEnd()) : 0;
                const bool decides = m.hasMatch() && !notADecision.matchView(s.first(clauseEnd)).hasMatch()
                    && !givenUpAfter.matchView(s.sliced(clauseEnd)).hasMatch();
                if (const QString id = decides ? proseId(m.capturedView(u"id")) : QString(); !id.isEmpty()) {
                    OptLogDecision decision;
                    decision.kind = OptLogDecision::Kind::Winner;
                    decision.key = m.captured(u"key");
                    decision.value = m.captured(0);
                    decision.candidate = id;
                    decision.prose = true;
                    decision.line = line;
                    target.append(decision); // and on: "v1_a 胜出，采纳 v1_a 为新的 current best" says both
                }
            }
            // The current best moved in words: "采纳 v2_ub 为 current best", "合并 v2_ub 作为新的 current
            // best", "current best 更新为 v2_ub", "current best 更新：v1 → v2_ub", "current best 回退到
            // v1_pipe3", "Adopted v2_ub as the new current best", "Promote v2_ub to current best",
            // "决策：采纳 v2_ub", "最终采纳：v2_ub". Not a condition ("若 current best 更新为 …").
            // Only a statement of its own: the words open the statement or a clause of it (not "不建议采纳
            // x …", "备注：current best 更新为 x 的条件是…"), and end it or their clause, or an aside
            // follows that withdraws nothing ("（-5.3%）", not "（撤销，见下）", "？否", "会导致 …").
            static const QRE conditional(QStringLiteral("若|如果|假如|否则|\\bif\\b|\\bwhether\\b|\\botherwise\\b|\\belse\\b"),
                                         QRE::CaseInsensitiveOption);
            // A clause opens the statement, or follows a clause's or sentence's end ("Merge check failed.
            // Rolled back to …", "合并检查失败：回退到 …", "… → 回退到 …").
            // The clause's subject may come first: "We adopt v1_a as …", "So we adopted …", "因此本轮采纳 …".
            static const QRE clauseStart(
                QStringLiteral("(?:^|[，,；;。.!！:：]\\s*|\\s[—–→]\\s*)(?:(?:so|thus|hence|therefore)[,，]?\\s+)?"
                               "(?:we\\s+(?:now\\s+|then\\s+)?)?(?:因此|所以|故)?\\s*(?:本轮)?\\s*$"),
                QRE::CaseInsensitiveOption);
            static const QRE endsHere(QStringLiteral("^\\s*(?:$|[。.，,；;!！]|[（(][^）)]*[)）]\\s*(?:$|[。.，,；;]))"));
            static const QRE withdrawn(QStringLiteral("撤销|取消|放弃|否|不|未|revert|undo|not|no\\b|cancel"),
                                       QRE::CaseInsensitiveOption);
            const bool mentionsBest = folded.contains(u"current");
            const bool mentionsRollback = s.contains(u"回退") || s.contains(u"退回") || s.contains(u"回滚")
                || folded.contains(QLatin1StringView("back")) // "rolled back\tto" too
                || folded.contains(QLatin1StringView("revert"));
            // "current best 保持 v1_pipe3", "本轮无 winner", "No winner this round", "本轮不合入": the round
            // keeps its best, so no branch its tables mark won it.
            static const QRE keptInWords(
                QStringLiteral("current[ _-]?best\\s*(?:保持|不变|维持|仍为|仍是|暂不更新|stays|remains|(?:is\\s+)?unchanged|(?:is\\s+|was\\s+)?kept)|"
                               "(?:无|没有)\\s*(?:winner|胜出)|(?:不|未)采纳任何|\\bno\\s+winner\\b(?!\\s+(?:among|between|in|for|of)\\b)|"
                               "\\bnothing\\s+(?:was\\s+)?adopted\\b|(?:暂不|不|未)(?:更新|合入|合并|采纳)(?![\\p{Han}A-Za-z])|"
                               "\\bnot\\s+(?:yet\\s+)?(?:merged|adopted)\\b|"
                               "(?:^|[，,；;：:。\\s])(?:维持|保持|沿用|keep(?:s|ing)?\\s+(?:the\\s+)?)\\s*[`*]*"
                               "(?:current[ _-]?best|baseline|[A-Za-z][A-Za-z0-9.\\-]*_[A-Za-z0-9._\\-]*|[vr]\\d+[A-Za-z0-9_]*)[`*]*"
                               "\\s*(?:不变|unchanged)?\\s*(?:$|[。.，,；;!！（(])"),
                QRE::CaseInsensitiveOption);
            // "rolled back to the previous best", "回退到上一轮 best": back, to no id.
            static const QRE backToTheBest(
                QStringLiteral("(?:回退|退回|回滚)\\s*(?:到|至)\\s*(?:上一?轮的?|之前的?|原)?\\s*(?:current[ _-]?best|best|最优)|"
                               "(?:(?:rolled|roll|rolling|fell|falls?)\\s+back|revert(?:ed|s)?)\\s+to\\s+(?:the\\s+)?"
                               "(?:previous|prior|last|earlier|old)?\\s*(?:current[ _-]?)?best"),
                QRE::CaseInsensitiveOption);
            // The round's own say, not one of its branches', dtypes' or dispatch paths', another
            // round's, a case or a plan ("v2_b 精度失败，回退到 …", "OP2 failed L0, rolled back to …",
            // "fp16/bf16 维持 baseline", "一旦 L1 失败，回退到 …", "兜底方案：…"); and after the round's
            // experiments (before its first table the log describes where the round starts from).
            static const QRE caseOrPlan(
                QStringLiteral("一旦|万一|时\\s*[，,]|时候|如果|如若|的话|(?:^|[，,；;\\s])如|预案|计划|兜底|备选|\\bin\\s+case\\b|"
                               "\\bshould\\b|\\bwhen(?:ever)?\\b|\\bunless\\b|\\bonce\\b|\\bplan\\b|\\bfallback\\b"),
                QRE::CaseInsensitiveOption);
            // The round's merge check speaks for the round whatever it names ("merged_v1_op1 复测 28.3 us，
            // 合并检查失败，回退到 v0_base").
            static const QRE mergeCheck(QStringLiteral("合并|\\bmerge"), QRE::CaseInsensitiveOption);
            static const QRE notTheRounds(
                QStringLiteral("round\\s*\\d|iteration\\s*\\d|第\\s*\\d+\\s*轮|上一?轮|前一轮|\\bprevious\\b|\\blast\\b|\\bearlier\\b|"
                               "(?<!全部|所有)分支|(?<!all |every |both )\\bbranch|(?<!全部|所有)候选|(?<!all |every |both )\\bcandidate|dispatch|路径|\\bpath\\b|dtype|fp16|bf16|fp32|int8|长行|短行|\\bbase\\b|"
                               "(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9.@+\\-]*_[A-Za-z0-9_.@+\\-]*|"
                               "(?<![A-Za-z0-9_])(?:v|r)\\d+[A-Za-z_]|\\.py\\b"),
                QRE::CaseInsensitiveOption);
            // `aboutTheBest`: the statement names the round's best itself ("v1_op1 is not merged; current
            // best stays baseline"), so what came before it is no other subject.
            const auto theRoundsSay = [&](QStringView clause, bool aboutTheBest = false) {
                if (roundIndex < 0)
                    return false;
                const QString before = aboutTheBest ? clause.toString() : sentenceBefore.toString() + u'；' + clause;
                const OptLogRound &round = log.rounds.at(roundIndex);
                if (!round.tables.isEmpty() && log.tables.at(round.tables.constFirst()).line > line)
                    return false;
                if (caseOrPlan.matchView(before).hasMatch())
                    return false;
                if (aboutTheBest || mergeCheck.matchView(before).hasMatch())
                    return true;
                if (notTheRounds.matchView(before).hasMatch())
                    return false;
                // A branch named by its opt_id ("OP2 精度失败，…"): the words of the clause looked up
                // in the round's opt_ids (gathered once per round: a round may list thousands).
                const auto word = [](QChar c) { return c.isLetterOrNumber() || c == u'_'; };
                auto known = roundIds.find(roundIndex);
                if (known == roundIds.end()) {
                    RoundIds ids;
                    const auto gather = [&ids, &word](const QString &id) {
                        if (id.isEmpty())
                            return;
                        if (std::all_of(id.cbegin(), id.cend(), word))
                            ids.words.insert(id);
                        else
                            ids.others.append(id); // "v2_bs-4096": found by search
                    };
                    for (const OptLogBranch &b : round.branches)
                        gather(b.optId);
                    for (const OptLogCandidate &c : round.candidates)
                        gather(c.optId);
                    known = roundIds.insert(roundIndex, ids);
                }
                for (qsizetype at = 0; at < before.size();) {
                    if (!word(before.at(at))) {
                        ++at;
                        continue;
                    }
                    qsizetype end = at;
                    while (end < before.size() && word(before.at(end)))
                        ++end;
                    if (known->words.contains(QStringView(before).sliced(at, end - at).toString()))
                        return false;
                    at = end;
                }
                return std::none_of(known->others.cbegin(), known->others.cend(), [&before, &word](const QString &id) {
                    for (qsizetype at = before.indexOf(id); at >= 0; at = before.indexOf(id, at + 1)) {
                        if ((at == 0 || !word(before.at(at - 1)))
                            && (at + id.size() == before.size() || !word(before.at(at + id.size()))))
                            return true;
                    }
                    return false;
                });
            };
            // What each of the two patterns needs somewhere in the (folded) statement; most statements
            // hold none of it.
            const auto holds = [&folded](QStringView word) { return folded.contains(word); };
            const bool mayKeep = mentionsBest || holds(u"winner") || holds(u"胜出") || holds(u"采纳") || holds(u"adopted")
                || holds(u"不") || holds(u"未") || holds(u"merged") || holds(u"维持") || holds(u"保持") || holds(u"沿用")
                || holds(u"keep");
            const bool mayGoBack = s.contains(u"回退") || s.contains(u"退回") || s.contains(u"回滚") || holds(u"back")
                || holds(u"revert");
            // A round that said only "no winner" may still name the best it kept, in a later clause.
            const bool onlyNoneSaid = std::any_of(target.cbegin(), target.cend(),
                                                  [](const OptLogDecision &d) {
                                                      return d.kind == OptLogDecision::Kind::Winner
                                                          && d.candidate.isEmpty()
                                                          && d.key == QLatin1String("no winner");
                                                  })
                && std::none_of(target.cbegin(), target.cend(), [](const OptLogDecision &d) {
                                          return (d.kind == OptLogDecision::Kind::Winner && !d.candidate.isEmpty())
                                              || d.kind == OptLogDecision::Kind::NewCurrentBest;
                                      });
            if (roundIndex >= 0 && (mayKeep || mayGoBack) && (!bestStaysOrWentBack.contains(roundIndex) || onlyNoneSaid)
                && !conditional.matchView(s).hasMatch()) {
                QRegularExpressionMatch kept = mayKeep ? keptInWords.matchView(s) : QRegularExpressionMatch();
                if (!kept.hasMatch() && mayGoBack)
                    kept = backToTheBest.matchView(s);
                if (kept.hasMatch()
                    && theRoundsSay(s.first(kept.capturedStart()),
                                    kept.captured(0).startsWith(u"current", Qt::CaseInsensitive))) {
                    bestStaysOrWentBack.insert(roundIndex);
                    // "…; current best stays v2_b" after the round's winner: the winner was not
                    // adopted after all, and the best is the one named.
                    static const QRE namedAfter(QStringLiteral("^\\s*(?:as\\s+|at\\s+|为\\s*|是\\s*)?[`*]*([A-Za-z][A-Za-z0-9_.@+\\-]*)"),
                                                QRE::CaseInsensitiveOption);
                    // "No winner this round; current best stays v3_a": the best is named further on.
                    QRegularExpressionMatch naming = kept;
                    if (!naming.captured(0).startsWith(u"current", Qt::CaseInsensitive))
                        if (const QRegularExpressionMatch further = keptInWords.matchView(s.sliced(kept.capturedEnd()));
                            further.hasMatch() && further.captured(0).startsWith(u"current", Qt::CaseInsensitive))
                            naming = keptInWords.matchView(s, kept.capturedEnd());
                    const QRegularExpressionMatch after = naming.captured(0).startsWith(u"current", Qt::CaseInsensitive)
                        ? namedAfter.matchView(s.sliced(naming.capturedEnd()))
                        : QRegularExpressionMatch();
                    const QString id = after.hasMatch() ? proseId(after.capturedView(1)) : QString();
                    const bool afterWinner = std::any_of(target.cbegin(), target.cend(), [line](const OptLogDecision &d) {
                        return d.kind == OptLogDecision::Kind::Winner && d.line < line && !d.undecided;
                    });
                    // Whether the round has named its best already; "no winner" names none, and the
                    // best kept may be named after it ("No winner this round; current best stays v3_a").
                    const bool concluded = std::any_of(target.cbegin(), target.cend(), [](const OptLogDecision &d) {
                        return (d.kind == OptLogDecision::Kind::Winner && !d.candidate.isEmpty())
                            || d.kind == OptLogDecision::Kind::NewCurrentBest;
                    });
                    const bool saidNone = std::any_of(target.cbegin(), target.cend(), [](const OptLogDecision &d) {
                        return d.kind == OptLogDecision::Kind::Winner && d.candidate.isEmpty();
                    });
                    // Its own clause about the round's best, not one key's, dtype's or round's
                    // ("For short_row/bf16 alone the current best stays v2_b").
                    const bool ownClause = !notTheRounds.matchView(s.first(kept.capturedStart())).hasMatch();
                    if (!id.isEmpty() && (afterWinner || !concluded) && ownClause) {
                        OptLogDecision decision;
                        decision.kind = OptLogDecision::Kind::NewCurrentBest;
                        decision.key = QStringLiteral("current best stays");
                        decision.value = naming.captured(0) + after.captured(0);
                        decision.candidate = id;
                        decision.keepsCurrentBest = !afterWinner;
                        decision.prose = true;
                        decision.line = line;
                        target.append(decision);
                    } else if (id.isEmpty() && !concluded && ownClause
                               && !naming.captured(0).startsWith(u"current", Qt::CaseInsensitive)) {
                        static const QRE keepsNamed(
                            QStringLiteral("(?:维持|保持|沿用|keep(?:s|ing)?\\s+(?:the\\s+)?)\\s*[`*]*"
                                           "([A-Za-z][A-Za-z0-9_.@+\\-]*)"),
                            QRE::CaseInsensitiveOption);
                        const QRegularExpressionMatch keeps = keepsNamed.matchView(kept.capturedView(0));
                        const QString keptId = keeps.hasMatch() ? proseId(keeps.capturedView(1)) : QString();
                        OptLogDecision decision;
                        decision.prose = true;
                        decision.line = line;
                        decision.value = kept.captured(0).trimmed();
                        if (!keptId.isEmpty()) {
                            // "Keep v3_bs4096": the best after the round, kept when the round started
                            // from it, else the round's own branch adopted.
                            const OptLogRound &round = log.rounds.at(roundIndex);
                            decision.kind = OptLogDecision::Kind::NewCurrentBest;
                            decision.key = QStringLiteral("keep");
                            decision.candidate = keptId;
                            decision.keepsCurrentBest
                                = std::any_of(round.branches.cbegin(), round.branches.cend(),
                                              [&keptId](const OptLogBranch &b) { return b.base == keptId; });
                        } else if (!keeps.hasMatch() && !saidNone) {
                            // "No winner this round", "本轮不合入": the round's conclusion, its best kept.
                            decision.kind = OptLogDecision::Kind::Winner;
                            decision.key = QStringLiteral("no winner");
                        }
                        if ((!keeps.hasMatch() && !saidNone) || !keptId.isEmpty())
                            target.append(decision);
                    }
                }
            }
            for (const QRE *prose : {&adopted, &becomes, &updated, &adoptedInEnglish, &mergedAs, &decided, &rolledBack}) {
                if (prose == &decided ? !s.contains(u"采纳") && !folded.contains(QLatin1StringView("adopt"))
                            && !folded.contains(QLatin1StringView("decision"))
                            && !folded.contains(QLatin1StringView("conclusion"))
                        : prose == &rolledBack ? !mentionsRollback
                                               : !mentionsBest)
                    continue;
                const QRegularExpressionMatch m = prose->matchView(s);
                if (!m.hasMatch())
                    continue;
                const QStringView before = s.first(m.capturedStart(0));
                const QStringView after = s.sliced(m.capturedEnd(0));
                const QRegularExpressionMatch end = endsHere.matchView(after);
                // Before the words, also an inverted condition ("Should the rerun hold, we adopt …").
                static const QRE conditionalOpener(QStringLiteral("\\bshould\\b|\\bunless\\b|\\bprovided\\b"),
                                                   QRE::CaseInsensitiveOption);
                if (conditional.matchView(before).hasMatch() || conditionalOpener.matchView(before).hasMatch()
                    || !clauseStart.matchView(before).hasMatch()
                    || !end.hasMatch() || withdrawn.matchView(end.capturedView(0)).hasMatch())
                    continue;
                // A rollback is the round's only where the statement is about the round: not one
                // branch's ("v2_b 精度失败，回退到 …", "round2_db failed, rolled back to …"), an earlier
                // round's, a case or a plan ("一旦 L1 失败，回退到 …", "超预算时，回退到 …", "when M %
                // block_m != 0, falls back to …").
                bool mergeCheckFailed = false;
                if (prose == &rolledBack) {
                    if (!theRoundsSay(before))
                        continue;
                    bestStaysOrWentBack.insert(roundIndex); // "回退到 the previous best" names none, but says so
                    // Only a merge check said to have failed undoes the adoption; one that passed
                    // ("merged_v2_ab: L1 PASS …; long_row: rolled back to …") leaves it.
                    static const QRE mergeFailed(
                        QStringLiteral("(?:合并|\\bmerge)[^。；;.!！]{0,16}?(?:失败|不通过|未通过|\\bfail(?:ed|s|ure)?\\b|"
                                       "\\bdid\\s+not\\s+pass\\b|\\bregress(?:ed|es)?\\b|回退)"),
                        QRE::CaseInsensitiveOption);
                    mergeCheckFailed = mergeFailed.match(sentenceBefore.toString() + u'；' + before).hasMatch();
                }
                QStringView named = m.capturedView(1);
                while (!named.isEmpty() && QStringView(u".-+@").contains(named.back()))
                    named.chop(1); // "rolled back to baseline."
                const QString id = prose == &rolledBack && named.compare(u"baseline", Qt::CaseInsensitive) == 0
                    ? QStringLiteral("baseline")
                    : proseId(named);
                if (id.isEmpty())
                    continue;
                OptLogDecision decision;
                decision.kind = OptLogDecision::Kind::NewCurrentBest;
                decision.key = prose == &becomes
                    ? (m.captured(0).contains(u"成为") ? QStringLiteral("成为") : QStringLiteral("becomes"))
                    : prose == &rolledBack       ? QStringLiteral("rolled back")
                    : prose == &updated          ? QStringLiteral("current best")
                    : prose == &adoptedInEnglish ? QStringLiteral("adopted")
                    : prose == &mergedAs         ? QStringLiteral("merged as current best")
                                                 : QStringLiteral("采纳");
                decision.value = m.captured(0);
                decision.candidate = id;
                decision.prose = true;
                decision.mergeCheckFailed = mergeCheckFailed;
                decision.line = line;
                target.append(decision);
                break;
            }
        });
    }
    const auto name = [](QList<OptLogDecision> &decisions) {
        using Kind = OptLogDecision::Kind;
        for (OptLogDecision &decision : decisions) {
            if (decision.prose
                || (decision.kind != Kind::Winner && decision.kind != Kind::NewCurrentBest && decision.kind != Kind::Base))
                continue;
            // "current best: v1_pipe → v2_ubreuse" moves the current best to v2_ubreuse (an arrow
            // between numbers, or inside a parenthesis, moves nothing).
            const QString outside = decision.kind == Kind::Base ? withoutParentheses(decision.value) : QString();
            const qsizetype arrow = std::max(outside.lastIndexOf(u'→'), outside.lastIndexOf(QLatin1StringView("->")));
            if (arrow >= 0) {
                OptLogDecision moved = decision;
                moved.value = outside.mid(arrow + (outside.at(arrow) == u'→' ? 1 : 2)).trimmed();
                nameCandidate(moved);
                if (!moved.candidate.isEmpty()) {
                    decision.kind = Kind::NewCurrentBest;
                    decision.candidate = moved.candidate;
                    decision.keepsCurrentBest = moved.keepsCurrentBest;
                    continue;
                }
            }
            nameCandidate(decision);
        }
    };
    // "winner / new_current_best: x" says both; split once its "；" continuations are gathered.
    static const QRegularExpression winnerAndBest(QStringLiteral("^winner\\s*/"),
                                                  QRegularExpression::CaseInsensitiveOption);
    const auto splitWinnerAndBest = [](QList<OptLogDecision> &decisions) {
        for (qsizetype i = 0; i < decisions.size(); ++i) {
            if (decisions.at(i).kind != OptLogDecision::Kind::Winner
                || !winnerAndBest.match(decisions.at(i).key).hasMatch())
                continue;
            OptLogDecision best = decisions.at(i);
            best.kind = OptLogDecision::Kind::NewCurrentBest;
            decisions.insert(++i, best);
        }
    };
    // "winner: round2_pipe → merged_r2_pipe": the branch won and was merged under the id after the
    // arrow, which is the new current best where the round states none of its own (Gen B merges).
    const auto mergedByArrow = [](QList<OptLogDecision> &decisions) {
        using Kind = OptLogDecision::Kind;
        if (std::any_of(decisions.cbegin(), decisions.cend(),
                        [](const OptLogDecision &d) { return d.kind == Kind::NewCurrentBest; }))
            return;
        for (qsizetype i = 0; i < decisions.size(); ++i) {
            const OptLogDecision &winner = decisions.at(i);
            if (winner.kind != Kind::Winner || winner.prose || winner.candidate.isEmpty() || winner.keepsCurrentBest)
                continue;
            const QString outside = withoutParentheses(winner.value);
            const qsizetype arrow = std::max(outside.indexOf(u'→'), outside.indexOf(QLatin1StringView("->")));
            if (arrow < 0)
                continue;
            OptLogDecision merged = winner;
            merged.kind = Kind::NewCurrentBest;
            merged.value = outside.mid(arrow + (outside.at(arrow) == u'→' ? 1 : 2)).trimmed();
            merged.candidate.clear();
            nameCandidate(merged);
            // Only a merge's id ("merged_r2_pipe"): "v1_a → v2_b" or "→ rms_norm.py" may say other things.
            if (merged.candidate.isEmpty() || merged.candidate == winner.candidate
                || !merged.candidate.contains(QLatin1StringView("merge"), Qt::CaseInsensitive))
                continue;
            decisions.insert(i + 1, merged);
            return;
        }
    };
    // In file order, whichever way each was written (the first winner of a round counts).
    const auto byLine = [](const OptLogDecision &a, const OptLogDecision &b) { return a.line < b.line; };
    for (OptLogRound &round : log.rounds) {
        // A winner in prose, or under 最优分支 / 最佳候选 (also "the best, below the threshold"),
        // yields to one stated under a winner key.
        const auto secondary = [](const OptLogDecision &d) {
            return d.kind == OptLogDecision::Kind::Winner && (d.prose || isTentativeWinnerKey(d.key));
        };
        if (std::any_of(round.decisions.cbegin(), round.decisions.cend(), [&secondary](const OptLogDecision &d) {
                return d.kind == OptLogDecision::Kind::Winner && !secondary(d);
            }))
            round.decisions.removeIf(secondary);
        // A bare "回退到 x" yields to a winner the round names or a best it states otherwise: it is
        // then one branch's rollback, not the round's. A failed merge check's does not: it undoes
        // the adoption stated before it.
        const auto rollbackProse = [](const OptLogDecision &d) {
            return d.kind == OptLogDecision::Kind::NewCurrentBest && d.prose && d.key == u"rolled back"
                && !d.mergeCheckFailed;
        };
        if (std::any_of(round.decisions.cbegin(), round.decisions.cend(), [&rollbackProse](const OptLogDecision &d) {
                return (d.kind == OptLogDecision::Kind::NewCurrentBest && !rollbackProse(d))
                    || (d.kind == OptLogDecision::Kind::Winner && !d.undecided && !d.keepsCurrentBest
                        && !d.value.trimmed().isEmpty() && !saysNone(withoutParentheses(d.value)));
            }))
            round.decisions.removeIf(rollbackProse);
        std::stable_sort(round.decisions.begin(), round.decisions.end(), byLine);
        splitWinnerAndBest(round.decisions);
        name(round.decisions);
        mergedByArrow(round.decisions);
    }
    std::stable_sort(log.looseDecisions.begin(), log.looseDecisions.end(), byLine);
    splitWinnerAndBest(log.looseDecisions);
    name(log.looseDecisions);

    // A round that states no winner, in words or under a key, but marks one branch as it in its
    // Experiment Branches table ("improved (winner)", "胜出", "improved，采纳"), or else in its
    // candidates table: that branch. Two marked, or a mark that is turned down or about another
    // round ("回退（上一轮 winner）", "不采纳"), name none.
    // The mark is the cell's whole say: "winner", "✅ 胜出", "improved (winner)", "improved，采纳",
    // "胜出（−7.5%）"; not "no_gain（winner 仍为 v1）", "+3% vs round 1 winner", "拒绝采纳",
    // "improved (winner) — 撤回", "待采纳（需复测）" or "弃，采纳 v2_b".
    static const QRE winnerMark(
        QStringLiteral("^[\\s*]*(?:[\\p{So}\\x{FE0F}]\\s*)*(?:(?:improved|提升|有效|pass(?:ed)?)\\s*[,，、/]?\\s*)?"
                       "(?:[（(]\\s*)?(?:winner|胜出|获胜|胜者|(?:已)?采纳|adopted)(?:\\s*[)）])?"
                       "\\s*(?:[（(]\\s*[-−+]?[0-9.]+\\s*(?:%|x|×|us|µs)?\\s*[)）])?[\\s*。.!！]*$"),
        QRE::CaseInsensitiveOption);
    static const QRE genABranchFile(QStringLiteral("_opt_v\\d+_"));
    // A candidates table's "采纳" may mean "chosen to try": there only a winner word marks one.
    static const QRE candidateMark(QStringLiteral("winner|胜出|获胜|胜者"), QRE::CaseInsensitiveOption);
    // The row names a branch: its file, or an id of the workflow's shape (not "BLOCK_N=2048" over "OP1").
    static const QRE branchShape(QStringLiteral("^(?:(?:v|round|r|iter)\\d+[A-Za-z]?_[A-Za-z0-9_.\\-]+|r\\d+[a-z]+|v\\d+[a-z])$"));
    for (OptLogRound &round : log.rounds) {
        // Where the round starts from: its branches' base. Said as a new best before the round's
        // first table ("current best: baseline → v1_op1（Iteration 1 合入）") it restates the last
        // round's result; said after it, the best went back there.
        QSet<QString> bases;
        for (const OptLogBranch &branch : std::as_const(round.branches))
            if (!branch.base.isEmpty())
                bases.insert(branch.base);
        const int firstTable = round.tables.isEmpty() ? INT_MAX : log.tables.at(round.tables.constFirst()).line;
        if (!bases.isEmpty())
            round.decisions.removeIf([&bases, firstTable](const OptLogDecision &d) {
                return d.kind == OptLogDecision::Kind::NewCurrentBest && d.line < firstTable && bases.contains(d.candidate);
            });
        if (std::any_of(round.decisions.cbegin(), round.decisions.cend(), [&bases](const OptLogDecision &d) {
                return d.kind == OptLogDecision::Kind::NewCurrentBest
                    && (bases.contains(d.candidate) || d.candidate.compare(u"baseline", Qt::CaseInsensitive) == 0);
            }))
            continue;
        // Nor where it has decided otherwise or not yet ("winner: 待 A/B 复测"), or says the best went
        // back or stayed ("精度失败，回退到 v1_pipe3", "current best 保持 v1_pipe3").
        if (bestStaysOrWentBack.contains(int(&round - log.rounds.data()))
            || std::any_of(round.decisions.cbegin(), round.decisions.cend(), [](const OptLogDecision &d) {
                   return d.kind == OptLogDecision::Kind::Winner
                       || (d.keepsCurrentBest
                           && (d.kind != OptLogDecision::Kind::Base || d.key.contains(u"current", Qt::CaseInsensitive)))
                       || (d.kind == OptLogDecision::Kind::NewCurrentBest && d.prose && d.key == u"rolled back");
               }))
            continue;
        bool branchesMarked = false; // then the branch table has its say, one winner or none
        const auto markedOne = [&](const auto &rows) {
            std::optional<OptLogDecision> marked;
            for (const auto &row : rows) {
                constexpr bool branchRow = std::is_same_v<std::decay_t<decltype(row)>, OptLogBranch>;
                if (!winnerMark.match(row.status).hasMatch() || (!branchRow && !candidateMark.match(row.status).hasMatch()))
                    continue;
                if constexpr (branchRow)
                    branchesMarked = true;
                OptLogDecision decision;
                decision.key = QStringLiteral("status");
                decision.value = row.optId;
                // A Gen A branch file names its branch ("lerp_opt_v2_op1.py" is v2_op1, its opt_id OP1).
                if constexpr (std::is_same_v<std::decay_t<decltype(row)>, OptLogBranch>) {
                    if (decision.value.isEmpty() || genABranchFile.match(row.id).hasMatch())
                        decision.value = row.id;
                }
                nameCandidate(decision);
                bool aFile = false;
                if constexpr (branchRow) {
                    aFile = row.id.contains(QLatin1StringView(".py"));
                    // `branch | base | opt_id` with the id in the first column ("v1_fp16acc") and the
                    // bare opt_id beside it ("fp16acc"): the branch column names the candidate.
                    if (!aFile && !row.id.isEmpty() && !branchShape.match(decision.candidate).hasMatch()) {
                        OptLogDecision byBranch = decision;
                        byBranch.value = row.id;
                        nameCandidate(byBranch);
                        if (branchShape.match(byBranch.candidate).hasMatch())
                            decision = byBranch;
                    }
                }
                if (decision.candidate.isEmpty() || (!aFile && !branchShape.match(decision.candidate).hasMatch())
                    || (marked && marked->candidate != decision.candidate))
                    return std::optional<OptLogDecision>();
                decision.value = row.status;
                decision.line = row.line;
                decision.fromTable = true;
                if (!marked)
                    marked = decision;
            }
            return marked;
        };
        std::optional<OptLogDecision> marked = markedOne(round.branches);
        if (!marked && !branchesMarked)
            marked = markedOne(round.candidates);
        // A new best the round states that is not the marked branch (nor its merged file) says the
        // branch was not adopted ("current best 回退到 v0_base", "current best → v0_base（合并检查失败）").
        if (marked
            && std::any_of(round.decisions.cbegin(), round.decisions.cend(), [&marked](const OptLogDecision &d) {
                   return d.kind == OptLogDecision::Kind::NewCurrentBest && !d.candidate.isEmpty()
                       && !d.candidate.contains(marked->candidate) && !d.candidate.startsWith(u"merged");
               }))
            marked.reset();
        if (marked) {
            round.decisions.insert(std::upper_bound(round.decisions.begin(), round.decisions.end(), *marked, byLine),
                                   *marked);
        }
    }
}

// A round written twice in one session ("## Iteration 3" again further down) that names two
// different winners: which one holds is the reader's guess, so say so at the second. The same
// within one round: "## Iteration 2" written again right after itself reads as one round (as
// "## Round 3" then "## Round 3 对比表" does), and its first winner is the one read.
void warnConflictingRepeats(OptLog &log, const QString &displayPath)
{
    for (const OptLogRound &round : std::as_const(log.rounds)) {
        const OptLogDecision *first = round.winner();
        if (!first || first->candidate.isEmpty() || first->keepsCurrentBest)
            continue;
        // A later part's winner ("Round 3b" after "Round 3a") is no second winner: the parts follow one another.
        const int part = round.partAt(first->line);
        const auto other
            = std::find_if(round.decisions.cbegin(), round.decisions.cend(), [&round, first, part](const OptLogDecision &d) {
                  return d.kind == OptLogDecision::Kind::Winner && !d.candidate.isEmpty() && !d.keepsCurrentBest
                      && d.candidate != first->candidate && !d.prose // prose mentions are no second statement
                      && round.partAt(d.line) == part;
              });
        if (other == round.decisions.cend())
            continue;
        log.diagnostics.append(warning(
            QStringLiteral("optlog.conflicting-round"), displayPath, other->line,
            QCoreApplication::translate("OptLogParser",
                                        "Round %1 names a second winner here, %2; the first, %3 at line %4, is the one "
                                        "read.")
                .arg(round.number)
                .arg(other->candidate, first->candidate, QString::number(first->line))));
    }
    // "winner: 无" and a named winner in one round: the first in the file is the one read.
    for (const OptLogRound &round : std::as_const(log.rounds)) {
        using Kind = OptLogDecision::Kind;
        // Within one part: "Round 3a" may end without a winner and "Round 3b" name one. The first
        // part that holds both.
        QVarLengthArray<std::pair<const OptLogDecision *, const OptLogDecision *>, 4> byPart(
            std::max<qsizetype>(round.parts.size(), 1), {nullptr, nullptr});
        for (const OptLogDecision &d : round.decisions) {
            if (d.kind != Kind::Winner)
                continue;
            auto &[firstNone, firstNamed] = byPart[round.partAt(d.line)];
            if (!firstNone && d.candidate.isEmpty() && saysNone(withoutParentheses(d.value)))
                firstNone = &d;
            if (!firstNamed && !d.candidate.isEmpty() && !d.keepsCurrentBest)
                firstNamed = &d;
        }
        const auto both = std::find_if(byPart.cbegin(), byPart.cend(), [](const auto &p) { return p.first && p.second; });
        if (both == byPart.cend())
            continue;
        const OptLogDecision *none = both->first;
        const OptLogDecision *named = both->second;
        const QString message = none->line > named->line
            ? QCoreApplication::translate("OptLogParser",
                                          "Round %1 says here it has no winner; the winner named at line %2, %3, is "
                                          "the one read.")
                  .arg(round.number)
                  .arg(QString::number(named->line), named->candidate)
            : round.winner() && !round.winner()->candidate.isEmpty()
            // A round in parts whose other part names the winner.
            ? QCoreApplication::translate("OptLogParser",
                                          "Round %1 names a winner here, %2, after saying at line %3 that this part of "
                                          "the round has none; the round's winner is %4, named in another part.")
                  .arg(round.number)
                  .arg(named->candidate, QString::number(none->line), round.winner()->candidate)
            : QCoreApplication::translate("OptLogParser",
                                          "Round %1 names a winner here, %2, after saying at line %3 that it has none; "
                                          "the round is read as having none.")
                  .arg(round.number)
                  .arg(named->candidate, QString::number(none->line));
        log.diagnostics.append(warning(QStringLiteral("optlog.conflicting-round"), displayPath,
                                       std::max(none->line, named->line), message));
    }
    QHash<std::pair<int, int>, qsizetype> firstWithWinner; // (session, number) -> round index
    for (qsizetype i = 0; i < log.rounds.size(); ++i) {
        const OptLogRound &round = log.rounds.at(i);
        const OptLogDecision *winner = round.winner();
        if (round.baseline || !winner || winner->candidate.isEmpty())
            continue;
        const auto key = std::pair(round.session, round.number);
        const auto seen = firstWithWinner.constFind(key);
        if (seen == firstWithWinner.cend()) {
            firstWithWinner.insert(key, i);
            continue;
        }
        const OptLogRound &first = log.rounds.at(*seen);
        if (first.winner()->candidate == winner->candidate || first.winner()->prose || winner->prose)
            continue;
        log.diagnostics.append(warning(
            QStringLiteral("optlog.conflicting-round"), displayPath, round.line,
            QCoreApplication::translate("OptLogParser",
                                        "Round %1 is written a second time here with winner %2; at line %3 its winner is %4.")
                .arg(round.number)
                .arg(winner->candidate, QString::number(first.line), first.winner()->candidate)));
    }
}

// "winner: 保持 baseline" (or "winner: 无") and "new_current_best: v1_pipe" in one round contradict
// each other when v1_pipe is a branch the round measured and not the best it started from. Every
// reader of the round (digest, gates, lineage) takes the new current best, so say so. Rounds in
// workflow order, as the digest follows the current best.
void warnKeptBestReplaced(OptLog &log, const QString &displayPath)
{
    const auto same = [](const QString &a, const QString &b) {
        return a.compare(b, Qt::CaseInsensitive) == 0;
    };
    const auto marksCurrentBest = [](const QString &text) {
        return text.contains(QLatin1StringView("current"), Qt::CaseInsensitive) || text.contains(u"当前")
            || text.contains(u"不变") || text.contains(u"保持");
    };
    QString previous = QStringLiteral("baseline");
    for (const OptLogRound *round : OptLogStructure::workflowOrder(log)) {
        if (round->baseline || round->number < 1)
            continue;
        const OptLogDecision *best = round->newCurrentBest();
        // Of a round in parts, the part that names the new current best: "Round 3b: winner: 保持 v3_a"
        // with "new_current_best: v3_b" contradicts itself whatever part 3a said.
        const OptLogDecision *winner
            = best && round->parts.size() > 1 ? round->winnersByPart().value(round->partAt(best->line)) : round->winner();
        const bool kept = winner && !winner->undecided
            && (winner->keepsCurrentBest
                || (winner->candidate.isEmpty() && saysNone(withoutParentheses(winner->value))));
        const bool names = best && !best->candidate.isEmpty() && !best->keepsCurrentBest;
        // "winner: 保持 v0" with "new_current_best: v0" agree, whatever the best was before.
        if (kept && names && !same(best->candidate, previous) && !same(best->candidate, winner->candidate)) {
            const bool measuredHere = std::any_of(round->branches.cbegin(), round->branches.cend(),
                                                  [&](const OptLogBranch &b) {
                                                      return same(b.id, best->candidate) && !marksCurrentBest(b.status);
                                                  })
                || std::any_of(round->candidates.cbegin(), round->candidates.cend(),
                               [&](const OptLogCandidate &c) { return same(c.optId, best->candidate); });
            if (measuredHere)
                log.diagnostics.append(warning(
                    QStringLiteral("optlog.conflicting-round"), displayPath, best->line,
                    QCoreApplication::translate("OptLogParser",
                                                "Round %1 keeps its current best at line %2, yet names %3 the new "
                                                "current best here; %3 is the one read.")
                        .arg(round->number)
                        .arg(QString::number(winner->line), best->candidate)));
        }
        if (names)
            previous = best->candidate;
        else if (winner && !winner->candidate.isEmpty() && !winner->keepsCurrentBest)
            previous = winner->candidate;
    }
}

// "winner: v2_ubreuse, v2_pipe3" lists two branches where the workflow names one; the reader takes
// the first, so say so. The second must be a branch: one the round's tables list, or a Gen A id
// (v{iter}_{opt_id}); and it must end the statement or say the two are tied ("winner: v2_a 与 v2_b
// 并列有效"): "winner: v2_a, v2_b rolled back", "winner: v2_a, 7 % faster", "winner: v2_a 与 v2_b
// 相比快 5%" and "winner: v3_combo（v2_a + v2_b）" list one.
void warnWinnerListingTwo(OptLog &log, const QString &displayPath)
{
    static const QRegularExpression listed(
        QStringLiteral("^[\\s*`]*[A-Za-z0-9_][A-Za-z0-9_.@+\\-]*[\\s*`]*(?:,|，|、|/|&|\\+|和|与|及|\\band\\b)"
                       "[\\s*`]*([A-Za-z][A-Za-z0-9_.@\\-]*)[\\s*`]*(?:$|(?=并列|同为|\\s+(?:tied?|both|jointly)\\b))"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression genABranch(QStringLiteral("^v\\d+_[A-Za-z0-9_]+$"));
    for (const OptLogRound &round : std::as_const(log.rounds)) {
        const OptLogDecision *winner = round.winner();
        if (!winner || winner->prose || winner->candidate.isEmpty() || winner->keepsCurrentBest)
            continue;
        const QRegularExpressionMatch m = listed.match(withoutParentheses(winner->value));
        if (!m.hasMatch())
            continue;
        // "x 与 y 并列有效，择 x 合入": the tie settled in the same statement.
        static const QRegularExpression settled(QStringLiteral("[，,；;]\\s*(?:择|选定?|采纳|合入|pick(?:ed)?|chose|adopt(?:ed)?)\\s"),
                                                QRegularExpression::CaseInsensitiveOption);
        if (settled.match(winner->value).hasMatch())
            continue;
        QString second = m.captured(1);
        while (second.endsWith(u'.') || second.endsWith(u'-'))
            second.chop(1); // the sentence's full stop
        if (second.endsWith(QLatin1String(".py")))
            second.chop(3);
        const auto listedInRound = [&round, &second]() {
            return std::any_of(round.branches.cbegin(), round.branches.cend(),
                               [&second](const OptLogBranch &b) { return b.id == second; })
                || std::any_of(round.candidates.cbegin(), round.candidates.cend(),
                               [&second](const OptLogCandidate &c) { return c.optId == second; });
        };
        // "v2_a+v2_b" is read as one id; its parts are not a second branch.
        if (winner->candidate.split(u'+').contains(second)
            || (!genABranch.match(second).hasMatch() && !listedInRound()))
            continue;
        log.diagnostics.append(
            warning(QStringLiteral("optlog.conflicting-round"), displayPath, winner->line,
                    QCoreApplication::translate("OptLogParser",
                                                "Round %1's winner names two branches, %2 and %3; %2 is the one read.")
                        .arg(round.number)
                        .arg(winner->candidate, second)));
    }
}

// The reader takes an id from running text by its ASCII shape, so "winner: v3_块4096" names "v3_"
// (ids are written with ensure_ascii=False; any letter may be in one). The log's own tables hold
// each branch's id whole — a cell ends at its pipe — so a decision whose id is the start of such an
// id, which its text goes on to spell out, names that id.
void completeIdsFromTables(OptLog &log)
{
    QStringList known;
    const auto note = [&known](const QString &id) {
        if (!id.isEmpty() && std::any_of(id.cbegin(), id.cend(), [](QChar c) { return c.unicode() > 0x7F; })
            && !known.contains(id))
            known.append(id);
    };
    for (const OptLogRound &round : std::as_const(log.rounds)) {
        for (const OptLogBranch &branch : round.branches) {
            note(branch.id);
            note(branch.optId);
        }
        for (const OptLogCandidate &candidate : round.candidates)
            note(candidate.optId);
    }
    if (known.isEmpty())
        return;
    const auto complete = [&known](OptLogDecision &decision) {
        if (decision.candidate.isEmpty())
            return;
        const qsizetype at = decision.value.indexOf(decision.candidate);
        if (at < 0)
            return;
        const QStringView rest = QStringView(decision.value).sliced(at);
        QString whole;
        for (const QString &id : std::as_const(known)) {
            if (id.size() <= qMax(decision.candidate.size(), whole.size()) || !id.startsWith(decision.candidate)
                || !rest.startsWith(id))
                continue;
            if (rest.size() == id.size() || !(rest.at(id.size()).isLetterOrNumber() || rest.at(id.size()) == u'_'))
                whole = id;
        }
        if (!whole.isEmpty())
            decision.candidate = whole;
    };
    for (OptLogRound &round : log.rounds)
        for (OptLogDecision &decision : round.decisions)
            complete(decision);
    for (OptLogDecision &decision : log.looseDecisions)
        complete(decision);
}

// A paragraph that opens with bold text naming a round the log has no heading for
// ("**Iteration 2（round 2）：流水结构**", "**Round 3:** …"): the writer meant a heading, Markdown
// reads text, and the round's tables and decisions run on in the round before. A bold line about a
// round that has its heading ("**Round 2 结论**：…" inside "## Round 2") is left alone.
void warnRoundsWrittenAsBoldText(OptLog &log, const QList<OptLogMarkdown::TextBlock> &blocks,
                                 const std::vector<qsizetype> &textLines, const QString &displayPath)
{
    QSet<int> headed;
    for (const OptLogRound &round : std::as_const(log.rounds)) {
        if (round.baseline || round.number < 0)
            continue;
        for (int n = round.number; n <= std::max(round.number, round.lastNumber); ++n)
            headed.insert(n);
    }
    // The Final Summary, the retrospective and the like speak of rounds, run or not ("**Round 5:**
    // 未执行——预算用尽"): nothing in them is a round's heading.
    QList<std::pair<int, int>> closing;
    for (const OptLogSection &section : std::as_const(log.sections))
        if (OptLogStructure::holdsNoRounds(section.kind))
            closing.append({section.line, section.endLine});
    const auto inClosing = [&closing](int line) {
        return std::any_of(closing.cbegin(), closing.cend(), [line](const std::pair<int, int> &span) {
            return line >= span.first && line <= span.second;
        });
    };
    QSet<int> reported;
    for (const OptLogMarkdown::TextBlock &block : blocks) {
        if (block.line <= 0 || size_t(block.line) > textLines.size() || reported.size() >= 20)
            continue;
        const qsizetype start = textLines[size_t(block.line - 1)];
        const qsizetype end
            = size_t(block.line) < textLines.size() ? textLines[size_t(block.line)] : log.textWhileParsing.size();
        QStringView line = QStringView(log.textWhileParsing).sliced(start, end - start).trimmed();
        if (!line.startsWith(u"**") && !line.startsWith(u"__"))
            continue;
        const QStringView marker = line.first(2);
        line = line.sliced(2);
        const qsizetype close = line.indexOf(marker);
        if (close <= 0)
            continue;
        // A label ("**Round 3:** …", "**Round 3** — …"), not a sentence ("**Round 3** was skipped").
        const QStringView inside = line.first(close).trimmed();
        const QStringView after = line.sliced(close + 2).trimmed();
        const bool labelled = inside.endsWith(u':') || inside.endsWith(u'：') || after.isEmpty()
            || after.startsWith(u':') || after.startsWith(u'：') || after.startsWith(u'—') || after.startsWith(u'–')
            || after.startsWith(u"- ");
        if (!labelled)
            continue;
        QString core = OptLogStructure::headingCore(inside.toString());
        while (core.endsWith(u':') || core.endsWith(u'：'))
            core.chop(1);
        const std::optional<OptLogStructure::RoundLabel> label = OptLogStructure::leadingRoundLabel(core);
        if (!label || label->number < 1 || headed.contains(label->number) || reported.contains(label->number)
            || inClosing(block.line))
            continue;
        reported.insert(label->number);
        log.diagnostics.append(
            warning(QStringLiteral("optlog.heading-not-read"), displayPath, block.line,
                    QCoreApplication::translate(
                        "OptLogParser",
                        "This bold line reads like the heading of round %1, but it is text: the log has no "
                        "round %1 heading, so its tables and decisions belong to the section before "
                        "(write it as a heading: \"## %2\").")
                        .arg(label->number)
                        .arg(core)));
    }
}

// A winner or new current best under no round: the heading above it is not read as a round
// ("## Experiment 3", "## Round III"), so no round takes the decision and the lineage, gates and
// digest go on without it. Closing sections (Final Summary, retrospective, …) restate decisions.
void warnDecisionsOutsideRounds(OptLog &log, const QString &displayPath)
{
    constexpr int MaxReported = 20;
    int reported = 0;
    int unreported = 0;
    int firstUnreportedLine = 0;
    QList<std::pair<int, int>> sectionSpans; // (line, endLine) of the sections holding no rounds
    for (const OptLogSection &section : std::as_const(log.sections))
        if (OptLogStructure::holdsNoRounds(section.kind))
            sectionSpans.append({section.line, section.endLine});
    std::sort(sectionSpans.begin(), sectionSpans.end());
    qsizetype nextSection = 0;
    int coveredTo = 0;
    for (const OptLogDecision &d : std::as_const(log.looseDecisions)) {
        // Prose ("v2_a wins on small N" in a diagnosis) is a passing mention as often as a decision.
        if ((d.kind != OptLogDecision::Kind::Winner && d.kind != OptLogDecision::Kind::NewCurrentBest) || d.undecided
            || d.prose)
            continue;
        // Sections that hold no rounds (Phase 0/1, Autotune Log, Final Summary, retrospective, …)
        // restate or anticipate decisions; the decisions are sorted by line, so one sweep.
        while (nextSection < sectionSpans.size() && sectionSpans.at(nextSection).first <= d.line) {
            coveredTo = std::max(coveredTo, sectionSpans.at(nextSection).second);
            ++nextSection;
        }
        if (d.line <= coveredTo)
            continue;
        if (reported == MaxReported) {
            if (unreported++ == 0)
                firstUnreportedLine = d.line;
            continue;
        }
        ++reported;
        const auto above = std::upper_bound(log.headings.cbegin(), log.headings.cend(), d.line,
                                            [](int line, const OptLogHeading &h) { return line < h.line; });
        const QString message = above == log.headings.cbegin()
            ? QCoreApplication::translate("OptLogParser",
                                          "This %1 comes before any heading, so no round takes it; write it under "
                                          "its round's heading (\"Round N\", \"Iteration N\", \"第N轮\").")
                  .arg(d.key)
            : QCoreApplication::translate("OptLogParser",
                                          "This %1 is under no round, so no round takes it: the heading above it "
                                          "(line %2, \"%3\") is not read as a round. Label the round as the "
                                          "workflow does (\"Round N\", \"Iteration N\", \"第N轮\").")
                  .arg(d.key, QString::number((above - 1)->line), (above - 1)->text.left(80));
        log.diagnostics.append(warning(QStringLiteral("optlog.decision-outside-rounds"), displayPath, d.line, message));
    }
    if (unreported > 0)
        log.diagnostics.append(warning(QStringLiteral("optlog.decision-outside-rounds"), displayPath,
                                       firstUnreportedLine,
                                       QCoreApplication::translate("OptLogParser",
                                                                   "%n more decision(s) from this line on are under "
                                                                   "no round.",
                                                                   nullptr, unreported)));
}

// What the log alone says about its generation (workflow-formats.md §0, §d): the Gen B final
// table, a Workload Inventory section or Gen B record fields in a table header; Gen A's
// final_latency claim or dispatch_path columns. Gen B evidence wins: Gen B logs quote Gen A words.
void readGenerationHint(OptLog &log)
{
    static const QStringList genBFields {QStringLiteral("kernel_id"), QStringLiteral("artifact_sha256"),
                                         QStringLiteral("artifact_path"), QStringLiteral("final_candidate_id")};
    const auto hint = [&log](Generation generation, const QString &evidence, int line) {
        log.generationHint = generation;
        log.generationHintEvidence = evidence;
        log.generationHintLine = line;
    };
    for (const OptLogTable &t : std::as_const(log.tables)) {
        if (t.kind == TableKind::FinalGenB)
            return hint(Generation::B,
                        QCoreApplication::translate("OptLogParser", "the Gen B final table (kernel_id | workload_id | "
                                                                    "baseline_us | final_us | final_candidate_id)"),
                        t.line);
    }
    for (const OptLogSection &s : std::as_const(log.sections)) {
        if (s.kind == OptLogSectionKind::WorkloadInventory)
            return hint(Generation::B, QCoreApplication::translate("OptLogParser", "a Workload Inventory section"),
                        s.line);
    }
    for (const OptLogTable &t : std::as_const(log.tables)) {
        for (const OptLogTableColumn &c : t.columns) {
            if (genBFields.contains(c.header.trimmed()))
                return hint(Generation::B,
                            QCoreApplication::translate("OptLogParser", "a table names the Gen B record field %1")
                                .arg(c.header.trimmed()),
                            t.line);
        }
    }
    if (const OptLogFinalLatency *claim = log.gateFinalLatency())
        return hint(Generation::A, QCoreApplication::translate("OptLogParser", "a final_latency claim"), claim->line);
    for (const OptLogTable &t : std::as_const(log.tables)) {
        if (t.columnOf(ColumnKind::DispatchPath) >= 0)
            return hint(Generation::A, QCoreApplication::translate("OptLogParser", "a dispatch_path column"), t.line);
    }
}

} // namespace

qsizetype OptLogParser::firstInvalidUtf8(const QByteArray &bytes)
{
    // Qt's validator takes half the time of the walk below (which finds where), and a log is
    // almost always valid: it decides first. Both refuse what Python's strict codec refuses
    // (tst_optlogparser compares them with PythonText::decodeUtf8).
    if (QByteArrayView(bytes).isValidUtf8())
        return -1;
    const auto *data = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype size = bytes.size();
    for (qsizetype i = 0; i < size;) {
        // Eight ASCII bytes at a time: most of a log.
        while (size - i >= 8) {
            quint64 word;
            std::memcpy(&word, data + i, 8);
            if (word & 0x8080808080808080ULL)
                break;
            i += 8;
        }
        if (i >= size)
            break;
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

bool OptLogParser::containsTaskDuration(QByteArrayView utf8)
{
    return ByteSearch::contains(utf8, "Task Duration");
}

bool OptLogParser::containsCurrentBest(QByteArrayView utf8)
{
    // The gate's re.search(r"current[- ]best", text, re.IGNORECASE). Of these letters only s has a
    // case partner beyond ASCII, the long s (U+017F, "\xC5\xBF"), as Python and Qt both fold it;
    // so the search runs by hand, sixteen bytes at a time to each c: a caseless pattern over a
    // whole log cost as much as reading it.
    const char *p = utf8.data();
    const qsizetype n = utf8.size();
    // The position after the word's letters at `at`, or -1.
    const auto letters = [p, n](qsizetype at, std::string_view word) -> qsizetype {
        for (const char lower : word) {
            if (at < n && (p[at] | 0x20) == lower) {
                ++at;
            } else if (lower == 's' && at + 1 < n && p[at] == '\xC5' && p[at + 1] == '\xBF') {
                at += 2;
            } else {
                return -1;
            }
        }
        return at;
    };
    for (qsizetype at = ByteSearch::indexOfLetter(utf8, 'c'); at >= 0; at = ByteSearch::indexOfLetter(utf8, 'c', at + 1)) {
        const qsizetype gap = letters(at + 1, "urrent");
        if (gap >= 0 && gap < n && (p[gap] == '-' || p[gap] == ' ') && letters(gap + 1, "best") >= 0)
            return true;
    }
    return false;
}

bool OptLogParser::hasSkillRetrospective(QByteArrayView utf8)
{
    return ByteSearch::contains(utf8, "Skill Retrospective");
}

OptLog OptLogParser::parseFile(const QString &path, const QString &displayPath)
{
    const RunRead::Result read = RunRead::read(QString(), path, RunRead::MaxTextBytes);
    if (!read.ok()) {
        OptLog log;
        log.displayPath = displayPath;
        log.validUtf8 = false;
        const bool missing = !read.exists();
        log.diagnostics.append(Diagnostic {
            Diagnostic::Severity::Error,
            missing ? QStringLiteral("optlog.missing") : read.code(QStringLiteral("optlog")), displayPath, 0, 0,
            missing ? tr("The opt_log file does not exist.")
                    : tr("Cannot read the opt_log file: %1").arg(read.reason)});
        return log;
    }
    OptLog log = parse(read.bytes, displayPath);
    log.diagnostics += read.diagnostics(QStringLiteral("optlog"), displayPath);
    return log;
}

OptLog OptLogParser::parse(const QByteArray &utf8, const QString &displayPath)
{
    OptLog log;
    log.displayPath = displayPath;
    log.byteSize = utf8.size();
    log.textWhileParsing = QString::fromUtf8(utf8);
    const std::vector<qsizetype> byteLines = OptLogMarkdown::lineStarts(utf8);
    const std::vector<qsizetype> textLines = OptLogMarkdown::lineStarts(log.textWhileParsing);
    // Lines as an editor counts them: a final newline does not start another line.
    log.lineCount = utf8.isEmpty() ? 0 : int(byteLines.size()) - ((utf8.endsWith('\n') || utf8.endsWith('\r')) ? 1 : 0);
    log.blank = QStringView(log.textWhileParsing).trimmed().isEmpty(); // a view: trimmed() would copy the whole log

    const qsizetype invalid = firstInvalidUtf8(utf8);
    if (invalid >= 0) {
        log.validUtf8 = false;
        const int line = OptLogMarkdown::lineAt(byteLines, invalid);
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

    OptLogMarkdown markdown = OptLogMarkdown::read(utf8, byteLines, displayPath);
    if (!markdown.complete) {
        log.diagnostics.append(Diagnostic {Diagnostic::Severity::Error, QStringLiteral("optlog.markdown"), displayPath,
                                           0, 0,
                                           tr("The Markdown parser stopped early; the outline may be incomplete.")});
    }
    log.diagnostics += markdown.diagnostics;
    log.diagnostics += OptLogLookalikes::read(utf8, byteLines, markdown, displayPath);
    log.headings = markdown.headings;

    OptLogStructure::build(log, textLines);
    warnRoundsWrittenAsBoldText(log, markdown.blocks, textLines, displayPath);
    buildTables(log, std::move(markdown.tables), markdown.blocks);
    readCandidatesAndBranches(log);
    readDecisions(log, markdown.blocks, textLines);
    completeIdsFromTables(log);
    warnConflictingRepeats(log, displayPath);
    warnKeptBestReplaced(log, displayPath);
    warnWinnerListingTwo(log, displayPath);
    warnDecisionsOutsideRounds(log, displayPath);
    OptLogClaims::read(log, markdown, textLines);

    log.containsTaskDuration = containsTaskDuration(utf8);
    log.containsCurrentBest = containsCurrentBest(utf8);
    log.hasSkillRetrospective = hasSkillRetrospective(utf8);
    readGenerationHint(log);
    log.utf8 = utf8;
    log.textWhileParsing = QString(); // (see OptLog::utf8)
    return log;
}
