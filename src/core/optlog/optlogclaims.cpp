// SPDX-License-Identifier: MIT
#include "optlog/optlogclaims.h"

#include "base/textlines.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace {

using OptLogReading::inSection;
using TextBlock = OptLogMarkdown::TextBlock;

bool isAsciiDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

bool isPythonSpace(char32_t c)
{
    return QChar::isSpace(c) || (c >= 0x1c && c <= 0x1f);
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

// What a stated number is about: the words before it back to the clause boundary, parentheses
// skipped, at most 60 characters.
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

QStringView lineOf(const QString &text, const std::vector<qsizetype> &textLines, int line)
{
    if (line < 1 || size_t(line) > textLines.size())
        return {};
    const qsizetype start = textLines[size_t(line - 1)];
    qsizetype end = size_t(line) < textLines.size() ? textLines[size_t(line)] : text.size();
    while (end > start && (text.at(end - 1) == u'\n' || text.at(end - 1) == u'\r'))
        --end;
    return QStringView(text).mid(start, end - start);
}

qsizetype indentOf(QStringView line)
{
    qsizetype i = 0;
    while (i < line.size() && (line.at(i) == u' ' || line.at(i) == u'\t'))
        ++i;
    return i;
}

// The unit a latency's number is followed by, as OptLogFinalLatency::unit names it; empty for none.
QString unitAt(QStringView after)
{
    static const std::pair<QStringView, QStringView> units[] {{u"us", u"us"},   {u"µs", u"µs"},  {u"μs", u"µs"},
                                                              {u"ms", u"ms"},   {u"ns", u"ns"},  {u"微秒", u"us"},
                                                              {u"毫秒", u"ms"}, {u"纳秒", u"ns"}};
    for (const auto &[written, unit] : units) {
        if (!after.startsWith(written))
            continue;
        // "9.5 usec" is no unit we know; "9.5 微秒级" still says microseconds.
        if (after.size() == written.size() || !after.at(written.size()).isLetter()
            || written.front().unicode() >= 0x3000)
            return unit.toString();
    }
    return QString();
}

// A workload's name as logs write it: "long_row/fp16_8x262144", "fp16_4096x1024", "short_row fp16
// 4096x1024" (a dispatch and its dtype, or a shape); not "baseline", "3.1x" or "n30".
bool looksLikeWorkload(const QString &text)
{
    static const QRegularExpression shape(QStringLiteral("[A-Za-z0-9]\\s*/\\s*[A-Za-z0-9]|\\d\\s*[x×]\\s*\\d|[A-Za-z]\\d+_\\d"));
    return shape.match(text).hasMatch();
}

// "- final_latency（跨 workload 口径）：" over "  - w2: 219.23 us（2.77×）": one claim per
// workload sub-bullet, read as written ("130.3×" is 130.3). Under a claim that states its own
// number, only sub-items named like workloads are claims ("- long_row/fp16_8x262144: 41.54 us"; not
// "- baseline: 30.6 us").
QList<OptLogFinalLatency> workloadClaims(const OptLog &log, const std::vector<qsizetype> &textLines,
                                         const OptLogFinalLatency &header, bool workloadsOnly = false)
{
    static const QRegularExpression item(
        QStringLiteral("^\\s*(?:[-*+]|\\d+[.)])\\s+[*`]*([^:：*`]{1,80}?)[*`]*\\s*[:：]\\s*[*`]*"
                       "(\\d+(?:\\.\\d+)?)(?![0-9,.])[*`]*\\s*(us|µs|μs|ms|ns|微秒|毫秒|纳秒)?(?![0-9A-Za-z])"));
    static const QRegularExpression speedup(QStringLiteral("(\\d+(?:\\.\\d+)?)\\s*(?:×|x|X|倍)(?![A-Za-z])"));
    QList<OptLogFinalLatency> out;
    const qsizetype headerIndent = indentOf(lineOf(log.textWhileParsing, textLines, header.line));
    // Bounded: a header over a huge indented block must not make the claims quadratic.
    const int last = qMin(int(textLines.size()), header.line + 512);
    for (int line = header.line + 1; line <= last && out.size() < 256; ++line) {
        const QStringView text = lineOf(log.textWhileParsing, textLines, line);
        if (text.trimmed().isEmpty())
            continue;
        if (indentOf(text) <= headerIndent)
            break; // the list of workloads ends where the indentation does
        const QRegularExpressionMatch m = item.matchView(text);
        if (!m.hasMatch())
            continue;
        if (workloadsOnly && !looksLikeWorkload(m.captured(1)))
            continue;
        OptLogFinalLatency claim = header;
        claim.workload = m.captured(1).trimmed();
        claim.value = m.captured(2).toDouble();
        claim.unit = unitAt(m.capturedView(3));
        claim.line = line;
        claim.column = int(m.capturedStart(2)) + 1;
        claim.lineText = text.trimmed().left(320).toString();
        claim.gateForm = false;
        claim.first = false;
        if (const QRegularExpressionMatch s = speedup.matchView(text, m.capturedEnd(2)); s.hasMatch())
            claim.speedup = s.captured(1).toDouble();
        out.append(claim);
    }
    return out;
}

// Whether line lies in the section `latest` (OptLog::latestFinalSummary(), -1 for none).
bool inSectionAt(const OptLog &log, int latest, int line)
{
    return latest >= 0 && log.sections.at(latest).line <= line && line <= log.sections.at(latest).endLine;
}

// The keys a stop reason is stated under, as a regular expression alternation.
// (终止条件 and the like state the conditions, not the reason the run stopped.)
constexpr QStringView stopReasonKeys(u"中止原因|收束原因|终止原因|停止原因|stop_reason|stop reason|termination reason");

// The words of the workflow's stop reasons. "max_rounds reached", "max_experiments", "轮次上限": the
// budget (§ termination defaults).
constexpr QStringView stopReasonWords(u"success|plateau|blocked|budget(?:_exhausted)?|max[_ ](?:rounds|experiments)|"
                                      u"user[_ ]stop|precision_fix(?:ed)?|target[_ ]reached|预算|轮次上限|最大轮数|实验上限|平台期|"
                                      u"用户(?:停止|叫停|中止|要求停止)|(?<!未)达标|(?<!未)达到目标|目标达成");

// Whether a clause is a reason and nothing else (past blanks and emphasis; a Chinese word may end in
// a few characters, "预算用完"): "budget_exhausted, user_stop" lists two reasons, where "plateau, 因为
// 连续三轮…", "success，预算内达成 2x 目标" and "budget_exhausted, precision_fix 轮未触发" give one
// and a why.
bool isStopReasonAlone(QStringView clause)
{
    static const QRegularExpression alone(
        QStringLiteral("^[\\s*`]*(?:%1)\\p{Han}{0,4}[\\s*`]*$").arg(stopReasonWords),
        QRegularExpression::CaseInsensitiveOption);
    return clause.size() <= 64 && alone.matchView(clause).hasMatch();
}

// The reasons a stop-reason value names, in order of appearance: "plateau + 候选穷尽" is plateau,
// "budget/plateau 混合" budget_exhausted then plateau.
QList<OptLogStopReason::Reason> stopReasonsIn(const QString &value)
{
    static const QRegularExpression reasonWord(stopReasonWords.toString(),
                                               QRegularExpression::CaseInsensitiveOption);
    using R = OptLogStopReason::Reason;
    QList<R> reasons;
    for (auto words = reasonWord.globalMatch(value); words.hasNext();) {
        const QString w = words.next().captured().toLower();
        const R r = w == u"plateau" || w == u"平台期"         ? R::Plateau
            : w == u"blocked"                                ? R::Blocked
            : w.startsWith(u"budget") || w.startsWith(u"max") || w == u"预算" || w == u"轮次上限" || w == u"最大轮数"
                || w == u"实验上限"
            ? R::BudgetExhausted
            : w.startsWith(u"user") || w.startsWith(u"用户") ? R::UserStop
            : w.startsWith(u"precision")                     ? R::PrecisionFixed
                                                             : R::Success; // success, 达标, target reached
        if (!reasons.contains(r))
            reasons.append(r);
    }
    return reasons;
}

} // namespace

void OptLogClaims::read(OptLog &log, const OptLogMarkdown &markdown, const std::vector<qsizetype> &textLines)
{
    readFinalLatencies(log, markdown, textLines);
    readGateFinalTable(log, textLines);
    readFigures(log, markdown.blocks);
    readTableStopReasons(log);
    readStageResult(log, markdown.blocks, textLines);
}

namespace {

using Ranges = QList<std::pair<qsizetype, qsizetype>>;

// Sorted [begin, end) ranges made disjoint, for a binary search.
Ranges merged(Ranges ranges)
{
    std::sort(ranges.begin(), ranges.end());
    Ranges out;
    for (const auto &r : std::as_const(ranges)) {
        if (!out.isEmpty() && r.first <= out.last().second)
            out.last().second = std::max(out.last().second, r.second);
        else
            out.append(r);
    }
    return out;
}

bool within(const Ranges &disjoint, qsizetype at)
{
    const auto it = std::upper_bound(disjoint.cbegin(), disjoint.cend(), at,
                                     [](qsizetype a, const std::pair<qsizetype, qsizetype> &r) { return a < r.first; });
    return it != disjoint.cbegin() && at < std::prev(it)->second;
}

// The code spans of one line: a run of backticks and the next run as long.
Ranges codeSpans(QStringView line)
{
    Ranges spans;
    QHash<qsizetype, qsizetype> lastOfLength; // an open run's length -> where it starts
    for (qsizetype at = line.indexOf(u'`'); at >= 0; at = line.indexOf(u'`', at)) {
        qsizetype end = at;
        while (end < line.size() && line.at(end) == u'`')
            ++end;
        const qsizetype length = end - at;
        if (const auto open = lastOfLength.constFind(length); open != lastOfLength.cend()) {
            spans.append({*open, end});
            lastOfLength.clear(); // what lay between is code: no run opened inside it stays open
        } else {
            lastOfLength.insert(length, at);
        }
        at = end;
    }
    return spans;
}

// The "<!-- … -->" spans of one line, the line starting inside one or not; an opener in a code span
// opens none.
Ranges commentSpans(QStringView line, bool startsInside)
{
    Ranges spans;
    qsizetype i = 0;
    if (startsInside) {
        const qsizetype close = line.indexOf(u"-->");
        if (close < 0)
            return {{0, line.size()}};
        spans.append({0, close + 3});
        i = close + 3;
    }
    const Ranges code = line.contains(u'`') ? merged(codeSpans(line)) : Ranges();
    for (qsizetype open = line.indexOf(u"<!--", i); open >= 0; open = line.indexOf(u"<!--", i)) {
        if (within(code, open)) {
            i = open + 4;
            continue;
        }
        const qsizetype close = line.indexOf(u"-->", open + 4);
        if (close < 0) {
            spans.append({open, line.size()});
            break;
        }
        spans.append({open, close + 3});
        i = close + 3;
    }
    return spans;
}

QStringView withoutBreak(QStringView line)
{
    while (!line.isEmpty() && (line.back() == u'\n' || line.back() == u'\r'))
        line.chop(1);
    return line;
}

// What a reader does not see of one line, as positions in the file's line: what md4c never read
// (an HTML comment; the line as md4c read it tells where, code kept) and struck-out text. Worked out
// once per line, so a line of many claims stays linear.
Ranges hiddenIn(QStringView raw, QStringView read)
{
    raw = withoutBreak(raw);
    read = withoutBreak(read);
    if (read == raw)
        return merged(raw.contains(u'~') ? OptLogMarkdown::struckRanges(raw) : Ranges());
    // Comments out, the text after them moved left and the line padded: find the spans that give
    // the line md4c read; if none do (a fence blanked, a comment in code), strike-outs only.
    for (const bool startsInside : {false, true}) {
        const Ranges spans = commentSpans(raw, startsInside);
        QString reduced;
        reduced.reserve(raw.size());
        std::vector<qsizetype> rawAt; // a position in the reduced line -> in the file's line
        rawAt.reserve(size_t(raw.size()));
        qsizetype from = 0;
        for (const auto &span : spans) {
            for (qsizetype i = from; i < span.first; ++i) {
                reduced.append(raw.at(i));
                rawAt.push_back(i);
            }
            from = span.second;
        }
        for (qsizetype i = from; i < raw.size(); ++i) {
            reduced.append(raw.at(i));
            rawAt.push_back(i);
        }
        if (QStringView(reduced).trimmed() != read.trimmed()) // padded where the comments were
            continue;
        Ranges hidden = spans;
        if (reduced.contains(u'~'))
            for (const auto &struck : OptLogMarkdown::struckRanges(reduced))
                if (struck.first < struck.second)
                    hidden.append({rawAt[size_t(struck.first)], rawAt[size_t(struck.second - 1)] + 1});
        return merged(hidden);
    }
    return merged(raw.contains(u'~') ? OptLogMarkdown::struckRanges(raw) : Ranges());
}

} // namespace

// Every "final_latency" in the text; the gate form is Python's
// re.search(r"final_latency\s*[:：]\s*(\d+(?:\.\d+)?)") with Unicode \s and \d.
void OptLogClaims::readFinalLatencies(OptLog &log, const OptLogMarkdown &markdown,
                                      const std::vector<qsizetype> &textLines)
{
    const QString &text = log.textWhileParsing;
    const int latest = log.latestFinalSummary();
    // A line as md4c read it (HTML comments out; the same line breaks), asked only for claim lines.
    std::vector<qsizetype> readLines;
    const auto lineAsRead = [&](int line) -> QString {
        if (markdown.readBytes.isEmpty()) {
            const qsizetype from = textLines[size_t(line - 1)];
            const qsizetype to = size_t(line) < textLines.size() ? textLines[size_t(line)] : text.size();
            return text.sliced(from, to - from);
        }
        if (readLines.empty())
            readLines = OptLogMarkdown::lineStarts(markdown.readBytes);
        if (size_t(line) > readLines.size())
            return QString();
        const qsizetype from = readLines[size_t(line - 1)];
        const qsizetype to = size_t(line) < readLines.size() ? readLines[size_t(line)] : markdown.readBytes.size();
        return QString::fromUtf8(QByteArrayView(markdown.readBytes).sliced(from, to - from));
    };
    // The hidden parts of each line asked about, worked out once (a claim's line and its sub-items').
    QHash<int, Ranges> sight;
    const auto hiddenOf = [&](int line) -> const Ranges & {
        auto known = sight.find(line);
        if (known == sight.end()) {
            const qsizetype from = textLines[size_t(line - 1)];
            const qsizetype to = size_t(line) < textLines.size() ? textLines[size_t(line)] : text.size();
            known = sight.insert(line, hiddenIn(QStringView(text).sliced(from, to - from), lineAsRead(line)));
        }
        return *known;
    };
    const auto seen = [&](int line, qsizetype column) { // column: 0-based, in the file's line
        return !within(hiddenOf(line), column);
    };
    // Where the hidden stretch holding a column ends, or -1 when the column is shown.
    const auto hiddenEnd = [&](int line, qsizetype column) -> qsizetype {
        const Ranges &hidden = hiddenOf(line);
        const auto it = std::upper_bound(hidden.cbegin(), hidden.cend(), column,
                                         [](qsizetype c, const std::pair<qsizetype, qsizetype> &r) { return c < r.first; });
        return it != hidden.cbegin() && column < std::prev(it)->second ? std::prev(it)->second : -1;
    };
    bool firstFound = false;
    // The gate's key, and what a reader takes for it: "Final latency: 9.5 us", "FINAL_LATENCY = 9.5",
    // "| Final-Latency | 9.5 us |". Only the lowercase literal can be the gate's form.
    // Found by hand as the caseless pattern final[ _\-]?latency finds them (none of its letters
    // has a case partner beyond ASCII): a pattern over the whole log cost a tenth of the reading.
    const QStringView view(text);
    const auto isLetter = [&view](qsizetype i, char16_t lower) {
        return i < view.size() && (view.at(i).unicode() | 0x20) == lower;
    };
    const auto matchesWord = [&](qsizetype i, const char16_t *word) {
        for (; *word; ++word, ++i)
            if (!isLetter(i, *word))
                return qsizetype(-1);
        return i;
    };
    for (qsizetype f = TextLines::indexOfLetter(view, 0, u'f'); f >= 0;
         f = TextLines::indexOfLetter(view, f + 1, u'f')) {
        qsizetype k = matchesWord(f + 1, u"inal");
        if (k < 0)
            continue;
        if (k < view.size() && (view.at(k) == u' ' || view.at(k) == u'_' || view.at(k) == u'-')
            && matchesWord(k + 1, u"latency") >= 0)
            ++k;
        const qsizetype end = matchesWord(k, u"latency");
        if (end < 0)
            continue;
        const qsizetype at = f;
        const bool exactKey = view.sliced(f, end - f) == QLatin1StringView("final_latency");
        qsizetype j = end;
        f = end - 1; // the next key starts after this one, as the pattern's next match would
        if (j < text.size() && (text.at(j).isLetterOrNumber() || text.at(j) == u'_'))
            continue; // final_latency_by_workload and friends are other keys
        if (!exactKey && at > 0 && (text.at(at - 1).isLetterOrNumber() || text.at(at - 1) == u'_'))
            continue;
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
        qsizetype numberStart = -1; // where the number read starts
        qsizetype g = j;
        skipSpace(g);
        if (exactKey && g < text.size() && (text.at(g) == u':' || text.at(g) == u'：')) {
            ++g;
            skipSpace(g);
            numberStart = g;
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
            // "final_latency: 1,791.63 us": the gate stops at the comma and reads 1; so it does at the
            // decimal comma of "9,5 us" and reads 9.
            const bool commaDigit = claim.gateForm && !number.contains(u'.') && g + 1 < text.size()
                && text.at(g) == u',' && isAsciiDigit(text.at(g + 1));
            qsizetype digitsAfter = 0;
            while (commaDigit && g + 1 + digitsAfter < text.size() && isAsciiDigit(text.at(g + 1 + digitsAfter)))
                ++digitsAfter;
            // "17,18,19 us" lists runs: neither a thousands group nor a decimal comma.
            const bool anotherComma = g + 1 + digitsAfter < text.size() && text.at(g + 1 + digitsAfter) == u',';
            if (commaDigit) {
                QString message;
                if (digitsAfter == 3)
                    message = QCoreApplication::translate("OptLogClaims",
                                                          "The gate reads this final_latency as %1: "
                                                          "it stops at the thousands separator. Write "
                                                          "the number without one.");
                else if (digitsAfter <= 2 && !anotherComma)
                    message = QCoreApplication::translate("OptLogClaims",
                                                          "The gate reads this final_latency as %1: "
                                                          "it stops at the decimal comma. Write a "
                                                          "decimal point.");
                else
                    message = QCoreApplication::translate("OptLogClaims",
                                                          "The gate reads this final_latency as %1: "
                                                          "it stops at the comma.");
                log.diagnostics.append(OptLogReading::warning(QStringLiteral("optlog.final-latency-separator"),
                                                              log.displayPath, OptLogMarkdown::lineAt(textLines, at),
                                                              message.arg(number)));
            }
            // "final_latency: 1 234.56 us": a space (also no-break or thin) between digit groups.
            const auto groupSpace = [](QChar c) {
                return c == u' ' || c == QChar(0x00A0) || c == QChar(0x2009) || c == QChar(0x202F);
            };
            const bool spacedGroup = claim.gateForm && !commaDigit && !number.contains(u'.') && number.size() <= 3
                && g + 3 < text.size() && groupSpace(text.at(g)) && isAsciiDigit(text.at(g + 1))
                && isAsciiDigit(text.at(g + 2)) && isAsciiDigit(text.at(g + 3))
                && (g + 4 == text.size() || !isAsciiDigit(text.at(g + 4)));
            if (spacedGroup)
                log.diagnostics.append(OptLogReading::warning(
                    QStringLiteral("optlog.final-latency-separator"), log.displayPath,
                    OptLogMarkdown::lineAt(textLines, at),
                    QCoreApplication::translate("OptLogClaims",
                                                "The gate reads this final_latency as %1: it stops at the space "
                                                "between digit groups. Write the number without one.")
                        .arg(number)));
        }
        QString aside;
        bool separated = false; // a colon, '=' or cell border between the key and its value
        if (!claim.gateForm) {
            // What a reader still sees as a claim: "**final_latency**: 1.2", "final_latency 989.26",
            // "final_latency（short_row/fp16）：17.92 us", "| final_latency | 17.92 us |", "≈17.92".
            g = j;
            const int keyLine = OptLogMarkdown::lineAt(textLines, at);
            const qsizetype keyLineStart = textLines[size_t(keyLine - 1)];
            const auto skipMarkup = [&] {
                while (g < text.size() && (text.at(g) == u'*' || text.at(g) == u'`' || text.at(g) == u' '))
                    ++g;
            };
            // What a reader does not see between the key and its value ("final_latency <!-- x -->: 9"):
            // passed over, as the reader's eye passes it.
            // "final_latency ~~18.62 us~~ → 17.92 us": the arrow leads from what is struck to what is read.
            const auto skipArrow = [&] {
                for (const QStringView arrow : {QStringView(u"→"), QStringView(u"->"), QStringView(u"=>")})
                    if (QStringView(text).sliced(g).startsWith(arrow)) {
                        g += arrow.size();
                        skipMarkup();
                    }
            };
            const auto skipHidden = [&] {
                for (int hops = 0; hops < 8 && g < text.size() && text.at(g) != u'\n' && text.at(g) != u'\r'; ++hops) {
                    const qsizetype past = hiddenEnd(keyLine, g - keyLineStart);
                    if (past < 0)
                        break;
                    g = keyLineStart + past;
                    skipMarkup();
                    skipArrow();
                }
            };
            skipMarkup();
            skipHidden();
            if (g < text.size() && (text.at(g) == u'(' || text.at(g) == u'（')) {
                qsizetype close = g + 1;
                while (close < text.size() && close - g <= 80 && text.at(close) != u')' && text.at(close) != u'）'
                       && text.at(close) != u'\n')
                    ++close;
                if (close < text.size() && (text.at(close) == u')' || text.at(close) == u'）')) {
                    aside = text.mid(g + 1, close - g - 1).trimmed();
                    g = close + 1;
                    skipMarkup();
                    skipHidden();
                }
            }
            separated = g < text.size()
                && (text.at(g) == u':' || text.at(g) == u'：' || text.at(g) == u'=' || text.at(g) == u'|');
            if (separated)
                ++g;
            skipMarkup();
            // A value struck out ("final_latency: ~~17.92 us~~ 99 us", "~~17.92~~ → 16.5 us"): the
            // reader reads what follows.
            skipHidden();
            while (g < text.size() && (text.at(g) == u'≈' || text.at(g) == u'~' || text.at(g) == u'约'))
                ++g;
            skipMarkup();
            number.clear();
            numberStart = g;
            // A reader reads "1,791.63" as 1791.63 (the gate never reads this form, so nothing
            // warns of the separator here): a comma before a group of exactly three digits, after
            // a first group of one to three ("0,123" and "1234,567" are not thousands).
            bool point = false;
            bool grouped = false; // a separator seen: the number began with a group of 1-3 digits
            const auto thousandsGroup = [&](qsizetype i) {
                const bool leadingGroup = grouped || (number.size() <= 3 && number != u"0");
                return !number.isEmpty() && leadingGroup && !point && text.at(i) == u',' && i + 3 < text.size()
                    && isAsciiDigit(text.at(i + 1)) && isAsciiDigit(text.at(i + 2)) && isAsciiDigit(text.at(i + 3))
                    && (i + 4 >= text.size() || !isAsciiDigit(text.at(i + 4)));
            };
            while (g < text.size()) {
                if (isAsciiDigit(text.at(g)) || (text.at(g) == u'.' && !number.isEmpty())) {
                    point = point || text.at(g) == u'.';
                    number.append(text.at(g++));
                } else if (thousandsGroup(g)) {
                    grouped = true;
                    ++g;
                } else {
                    break;
                }
            }
            if (number.endsWith(u'.')) {
                number.chop(1);
                --g;
            }
        }
        // A look-alike key is a claim only where it states one: not "the final latency is …", not a
        // heading or a column header.
        if (!exactKey && !separated)
            continue;
        claim.value = number.isEmpty() ? qQNaN() : number.toDouble();
        const int line = OptLogMarkdown::lineAt(textLines, at);
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
            // "9.0±0.1 ms", "9.0 +/- 0.1 us": the unit follows the spread.
            const QStringView afterNumber = QStringView(text).mid(u);
            if (const qsizetype sign = afterNumber.startsWith(u'±') ? 1 : afterNumber.startsWith(u"+/-") ? 3 : 0) {
                qsizetype v = u + sign;
                while (v < text.size() && text.at(v) == u' ')
                    ++v;
                const qsizetype digits = v;
                while (v < text.size() && (text.at(v).isDigit() || text.at(v) == u'.'))
                    ++v;
                if (v > digits) {
                    u = v;
                    while (u < text.size() && text.at(u) == u' ')
                        ++u;
                }
            }
            claim.unit = unitAt(QStringView(text).mid(u));
        }
        // Workload: "smoke-dit/fp32: final_latency: …" or "final_latency: 158.59 us（elementwise-16m/fp32，…）".
        static const QRegularExpression listMarker(QStringLiteral("^\\s*(?:[-*+]|\\d+[.)])\\s+"));
        QString prefix = text.mid(qMax(lineStart, at - 120), at - qMax(lineStart, at - 120));
        prefix.remove(listMarker);
        prefix.remove(u'*');
        prefix.remove(u'`');
        prefix = prefix.trimmed();
        // A workload id, or a Gen B key "kernel_id / workload_id" as the tool prints it
        // ("perf_opt/x.py::k::main / argmax-512x32000-fp32"), in any script ("长序列-fp16"); a word
        // of prose before a colon ("结论：", "第4轮结论：") is none: outside ASCII, an id holds a
        // separator or a shape's × ("长序列8×262144").
        static const QRegularExpression workloadLike(
            QStringLiteral("^[\\p{L}\\p{N}_.+/\\-×:]+(?:\\s+/\\s+[\\p{L}\\p{N}_.+/\\-×:]+)?$"));
        static const QRegularExpression asciiWord(QStringLiteral("^[A-Za-z0-9_.+/\\-]+$"));
        static const QRegularExpression idMark(QStringLiteral("[_/\\-×]"));
        const QString named = prefix.endsWith(u':') || prefix.endsWith(u'：') ? prefix.chopped(1).trimmed() : QString();
        if (!named.isEmpty() && workloadLike.match(named).hasMatch()
            && (asciiWord.match(named).hasMatch() || idMark.match(named).hasMatch())) {
            claim.workload = named;
        } else {
            // The aside's first clause: "（elementwise-16m/fp32，…）", "（short_row / fp16_4096x1024）",
            // "（`short_row/fp16_4096x1024`）", "（workload = short_row/fp16…）", "（fp16_4096x1024，…）".
            static const QRegularExpression after(QStringLiteral("^[^（(\\n]{0,24}[（(]([^，,）);；\\n]{1,80})[，,）);；]"));
            static const QRegularExpression named(QStringLiteral("^(?:workload(?:_id)?|工作负载|负载)\\s*[=:：]\\s*"),
                                                  QRegularExpression::CaseInsensitiveOption);
            static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_.+/\\-×\\s]+$"));
            if (const auto m = after.matchView(QStringView(text).mid(g, 200)); m.hasMatch()) {
                QString aside = m.captured(1);
                aside.remove(u'`');
                aside.remove(u'*');
                aside.remove(named);
                aside = aside.trimmed();
                const bool oneToken = !aside.contains(u' ');
                if (plain.match(aside).hasMatch()
                    && ((oneToken && (aside.contains(u'/') || aside.contains(u'-'))) || looksLikeWorkload(aside)))
                    claim.workload = aside;
            }
        }
        static const QRegularExpression asideWorkload(QStringLiteral("^[A-Za-z0-9_.+\\-]{2,}[/\\-][A-Za-z0-9_.+/\\-]{2,}$"));
        if (claim.workload.isEmpty() && asideWorkload.match(aside).hasMatch())
            claim.workload = aside;
        if (claim.gateForm && !firstFound) {
            claim.first = true;
            firstFound = true;
        }
        // The number is asked for on the key's line only where it stands there ("final_latency:\n 42").
        // Shown: the key, and the number after it on its line (a bounded look), are outside what a
        // reader does not see.
        claim.shown = seen(line, at - lineStart)
            && (number.isEmpty() || numberStart < lineStart || numberStart >= lineEnd
                || seen(line, numberStart - lineStart));
        claim.inLatestFinalSummary = claim.shown && inSectionAt(log, latest, line);
        if (!claim.gateForm && number.isEmpty()) {
            QList<OptLogFinalLatency> perWorkload = workloadClaims(log, textLines, claim);
            if (!perWorkload.isEmpty()) {
                for (OptLogFinalLatency &sub : perWorkload) { // each sub-item seen on its own line
                    sub.shown = sub.shown && seen(sub.line, sub.column - 1);
                    sub.inLatestFinalSummary = sub.inLatestFinalSummary && sub.shown;
                }
                log.finalLatencies += perWorkload;
                continue;
            }
            if (!exactKey)
                continue;
        }
        log.finalLatencies.append(claim);
        // "- final_latency: 17.92 us" over "  - long_row/fp16_8x262144: 41.54 us": each workload
        // sub-item is a claim of its own.
        if (!number.isEmpty() && lineEnd < text.size()) {
            QList<OptLogFinalLatency> perWorkload = workloadClaims(log, textLines, claim, true);
            for (OptLogFinalLatency &sub : perWorkload) {
                sub.shown = sub.shown && seen(sub.line, sub.column - 1);
                sub.inLatestFinalSummary = sub.inLatestFinalSummary && sub.shown;
            }
            log.finalLatencies += perWorkload;
        }
    }
}

// §a.5: the Gen B gate reads raw lines, not Markdown.
void OptLogClaims::readGateFinalTable(OptLog &log, const std::vector<qsizetype> &textLines)
{
    const QString &text = log.textWhileParsing;
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
        // As the gate reads them: line.strip() first, so a table indented under a list item counts,
        // then every outer pipe stripped.
        QStringView inner = line.trimmed();
        if (!inner.startsWith(u'|'))
            continue;
        while (inner.startsWith(u'|'))
            inner = inner.sliced(1);
        while (inner.endsWith(u'|'))
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

bool OptLogClaims::isPerGroupMean(const OptLogFigure &figure)
{
    static const QRegularExpression perGroup(QStringLiteral("各\\s*(?:dispatch|kernel|路径|path)|\\b(?:per|each)[-\\s]+"
                                                            "(?:dispatch|kernel|path)|over\\s+(?:the\\s+)?dtypes|"
                                                            "(?:dtype|精度)\\s*几何"),
                                             QRegularExpression::CaseInsensitiveOption);
    return perGroup.match(figure.label).hasMatch();
}

QList<const OptLogFigure *> OptLogClaims::statedGeomeans(const OptLog &log, QStringView unit, bool latestOnly)
{
    // A target in the number's own clause ("几何平均加速比目标 2x"), not one met before it ("目标 1.5x
    // 已达成，几何平均加速比 1.93x", "Goal met: geomean 1.93x").
    static const QRegularExpression bound(
        QStringLiteral("(?:目标|不低于|至少|\\b(?:target|goal|at\\s+least)\\b)(?!\\s*(?:已?达成|已?达到|met\\b|reached\\b|achieved\\b))"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression clauseBreak(QStringLiteral("[，,、；;。]"));
    static const QRegularExpression across(QStringLiteral("跨|整体|总体|全部|所有|\\b(?:across|overall|all)\\b"),
                                           QRegularExpression::CaseInsensitiveOption);
    const auto reached = [&](const OptLogFigure &f) {
        return f.unit == unit && std::isfinite(f.value)
            && !QStringList {QStringLiteral("≥"), QStringLiteral(">"), QStringLiteral("≤"), QStringLiteral("<"),
                             QStringLiteral(">="), QStringLiteral("<=")}
                    .contains(f.qualifier)
            && !bound.matchView(QStringView(f.label).sliced(f.label.lastIndexOf(clauseBreak) + 1)).hasMatch()
            && !isPerGroupMean(f);
    };
    QList<const OptLogFigure *> stated;
    for (const OptLogFigure &f : log.geomeans)
        if (f.inLatestFinalSummary && reached(f))
            stated.append(&f);
    if (stated.isEmpty() && !latestOnly)
        for (const OptLogFigure &f : log.geomeans)
            if (reached(f))
                stated.append(&f);
    const auto acrossKeys = [&](const OptLogFigure *f) { return across.match(f->label).hasMatch(); };
    if (std::any_of(stated.cbegin(), stated.cend(), acrossKeys))
        stated.removeIf([&](const OptLogFigure *f) { return !acrossKeys(f); });
    return stated;
}

void OptLogClaims::readFigures(OptLog &log, const QList<TextBlock> &blocks)
{
    using QRE = QRegularExpression;
    static const QRE geomeanKey(QStringLiteral("几何平均|几何均值|geo-?mean|geometric[- ]mean"),
                                QRE::CaseInsensitiveOption);
    // "stop_reason: x", "Stop reason — x"; at a line's start only, "Termination: x", "Why we stopped:
    // x" and "(We) stopped because x" (in running text they are about a branch or a sweep).
    static const QRE stopKey(
        QStringLiteral("(?:(%1)\\s*(?:[:：=—–]|→|->)|^[\\s*_]*(?:(termination|why we stopped)[\\s*_]*(?:[:：=—–]|→|->)|"
                       "(?:(?:we|the run|tuning)\\s+)?(stopped\\s+because)\\s))\\s*")
            .arg(stopReasonKeys),
        QRE::CaseInsensitiveOption | QRE::MultilineOption);
    const int latest = log.latestFinalSummary();
    const auto inLatest = [&](int line) {
        return inSectionAt(log, latest, line);
    };
    for (const TextBlock &block : blocks) {
        const QString &text = block.text;
        const bool inSummary = inSection(log, OptLogSectionKind::FinalSummary, block.line);
        // Every key holds these (no character beyond ASCII folds to g, e or o): most blocks hold
        // neither, and skip the patterns' calls.
        const bool mayNameGeomean = text.contains(u"几何") || text.contains(u"geo", Qt::CaseInsensitive);
        const bool mayStateStop = text.contains(u"原因") || text.contains(u"reason", Qt::CaseInsensitive)
            || text.contains(u"terminat", Qt::CaseInsensitive) || text.contains(u"stopped", Qt::CaseInsensitive);
        const QList<CellValue::Number> numbers = (inSummary || (mayNameGeomean && text.contains(geomeanKey)))
            ? CellValue::scanNumbers(text)
            : QList<CellValue::Number>();
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
                                     inLatest(block.line),
                                     {}};
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
        for (auto it = mayNameGeomean ? geomeanKey.globalMatch(text) : QRegularExpressionMatchIterator(); it.hasNext();) {
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
            // "几何平均加速比 = 1.714": a bare number after a speedup's name is a speedup.
            QString unit = chosen ? chosen->unit : QString();
            const QStringView clause = QStringView(text).sliced(keys.at(k).first, end - keys.at(k).first);
            if (!chosen && (clause.contains(u"加速") || clause.contains(u"speedup", Qt::CaseInsensitive))) {
                for (auto n = first; !chosen && n != numbers.end() && n->start < end; ++n)
                    if (n->unit.isEmpty())
                        chosen = &*n;
                unit = QStringLiteral("x");
            }
            if (!chosen)
                continue;
            static const QRE digits(QStringLiteral("[+\\-−]?\\d+(?:\\.\\d+)?"));
            log.geomeans.append(OptLogFigure {chosen->value, qQNaN(), unit, chosen->qualifier,
                                              clauseLabel(text, chosen->start, QStringLiteral("；;。")),
                                              block.lineAtPos(chosen->start), inLatest(block.line),
                                              digits.matchView(QStringView(text).sliced(chosen->start, chosen->end - chosen->start))
                                                  .captured()});
        }
        for (auto it = mayStateStop ? stopKey.globalMatch(text) : QRegularExpressionMatchIterator(); it.hasNext();) {
            const QRegularExpressionMatch key = it.next();
            qsizetype end = clauseEnd(text, key.capturedEnd(), u"—（(；;。，,\n");
            // A list of reasons goes on past its commas ("budget_exhausted, user_stop").
            while (end < text.size() && (text.at(end) == u',' || text.at(end) == u'，' || text.at(end) == u'、')) {
                const qsizetype next = clauseEnd(text, end + 1, u"—（(；;。，,、\n");
                if (!isStopReasonAlone(QStringView(text).sliced(end + 1, next - end - 1)))
                    break;
                end = next;
            }
            OptLogStopReason reason;
            reason.key = !key.captured(1).isEmpty() ? key.captured(1)
                : !key.captured(2).isEmpty()        ? key.captured(2)
                                                    : key.captured(3);
            reason.raw = text.mid(key.capturedEnd(), end - key.capturedEnd()).trimmed();
            reason.line = block.lineAtPos(key.capturedStart());
            reason.inLatestFinalSummary = inLatest(reason.line);
            reason.reasons = stopReasonsIn(reason.raw);
            // "停滞（plateau）": a value in words of its own names the workflow's reason in its aside.
            if (reason.reasons.isEmpty() && end < text.size() && (text.at(end) == u'（' || text.at(end) == u'(')) {
                const qsizetype close = clauseEnd(text, end + 1, u"）)\n");
                if (close < text.size() && close - end <= 48 && (text.at(close) == u'）' || text.at(close) == u')')) {
                    const QList<OptLogStopReason::Reason> named = stopReasonsIn(text.mid(end + 1, close - end - 1));
                    if (!named.isEmpty()) {
                        reason.reasons = named;
                        reason.raw = text.mid(key.capturedEnd(), close + 1 - key.capturedEnd()).trimmed();
                    }
                }
            }
            log.stopReasons.append(reason);
        }
    }
}

// A stop reason stated in a table, as a key/value row ("| 中止原因 | plateau + 候选穷尽 |") or in a
// column of its own ("| final_latency | speedup | stop_reason |"); running text is read above.
namespace {

// Whether a cell may be a stop-reason key, told without a search (a log's every first cell is asked):
// the key is the whole cell, so it starts as one of stopReasonKeys does, in either case (U+017F,
// the long s, matches "s" caselessly), and is no longer than the longest with its colon.
bool mayBeStopReasonKey(QStringView cell)
{
    if (cell.size() < 4 || cell.size() > 19)
        return false;
    const char16_t first = cell.front().unicode();
    return first == u'中' || first == u'收' || first == u'终' || first == u'停' || (first | 0x20) == u's'
        || first == u'\u017F' || (first | 0x20) == u't';
}

} // namespace

void OptLogClaims::readTableStopReasons(OptLog &log)
{
    static const QRegularExpression keyCell(QStringLiteral("^(%1)[:：]?$").arg(stopReasonKeys),
                                            QRegularExpression::CaseInsensitiveOption);
    const int latest = log.latestFinalSummary();
    const auto inLatest = [&](int line) {
        return inSectionAt(log, latest, line);
    };
    const qsizetype fromText = log.stopReasons.size();
    const auto add = [&](const QString &key, QStringView value, int line) {
        OptLogStopReason reason;
        reason.key = key;
        reason.raw = value.trimmed().toString();
        reason.line = line;
        reason.inLatestFinalSummary = inLatest(line);
        reason.reasons = stopReasonsIn(reason.raw);
        if (!reason.raw.isEmpty())
            log.stopReasons.append(reason);
    };
    for (const OptLogTable &table : std::as_const(log.tables)) {
        int keyColumn = -1;
        QString columnKey;
        for (qsizetype c = 0; c < table.columns.size() && keyColumn < 0; ++c) {
            const QString &header = table.columns.at(c).header;
            if (!header.contains(u"原因") && !header.contains(u"reason", Qt::CaseInsensitive))
                continue; // every key holds one or the other
            const QRegularExpressionMatch m = keyCell.match(header.trimmed());
            if (!m.hasMatch())
                continue;
            // "| stop_reason | plateau |" over "|---|---|": a key/value pair written as the header.
            const QString next = table.columns.size() == 2 && c == 0 ? table.columns.at(1).header : QString();
            if (!stopReasonsIn(next).isEmpty()) {
                add(m.captured(1), next, table.line);
                break;
            }
            // A column of values beside others ("| session | stop_reason |"); in the first column
            // the key heads a legend ("| stop_reason | 含义 |" over "| plateau | … |").
            if (c > 0) {
                keyColumn = int(c);
                columnKey = m.captured(1);
            }
        }
        for (const OptLogTableRow &row : table.rows) {
            if (keyColumn >= 0) {
                add(columnKey, row.cells.at(keyColumn).text(), row.line);
            } else if (row.cells.size() >= 2 && mayBeStopReasonKey(row.cells.at(0).text().trimmed())) {
                const QRegularExpressionMatch m = keyCell.matchView(row.cells.at(0).text().trimmed());
                if (m.hasMatch())
                    add(m.captured(1), row.cells.at(1).text(), row.line);
            }
        }
    }
    if (log.stopReasons.size() > fromText)
        std::stable_sort(log.stopReasons.begin(), log.stopReasons.end(),
                         [](const OptLogStopReason &a, const OptLogStopReason &b) { return a.line < b.line; });
}

void OptLogClaims::readStageResult(OptLog &log, const QList<TextBlock> &blocks, const std::vector<qsizetype> &textLines)
{
    static const QRegularExpression field(QStringLiteral("^([A-Za-z_][A-Za-z0-9_]*)\\s*[:：]\\s*(.*)$"),
                                          QRegularExpression::DotMatchesEverythingOption);
    // The latest Stage Result block wins.
    const auto section = std::find_if(log.sections.rbegin(), log.sections.rend(),
                                      [](const OptLogSection &s) { return s.kind == OptLogSectionKind::StageResult; });
    if (section == log.sections.rend())
        return;
    log.stageResultLine = section->line;
    // A block's indentation in the file: a field's sub-items ("- final_latency_by_workload:" over
    // "  - m2048-n4096-fp32: 19.08 us") are indented deeper than the fields; in a quote ("> - k:"
    // over ">   - w: 1"), after its markers. A tab moves to the next multiple of 4, as in Markdown.
    // Its depth of quotes too: a quote inside the block ("- stop_reason: plateau" over "  > note: …")
    // is a remark about a field, neither a field nor its value.
    struct Place
    {
        int indent = 0;
        int quotes = 0;
    };
    const auto placeOf = [&](int line) {
        Place place;
        if (line < 1 || size_t(line) > textLines.size())
            return place;
        qsizetype i = textLines[size_t(line - 1)];
        for (qsizetype j = i; j < log.textWhileParsing.size() && j - i < 64; ++j) { // past "> " and "> > "
            const QChar c = log.textWhileParsing.at(j);
            if (c == u'>') {
                i = j + 1 < log.textWhileParsing.size() && log.textWhileParsing.at(j + 1) == u' ' ? j + 2 : j + 1;
                ++place.quotes;
            } else if (c != u' ' && c != u'\t') {
                break;
            }
        }
        for (; i < log.textWhileParsing.size(); ++i) {
            const QChar c = log.textWhileParsing.at(i);
            if (c == u' ')
                ++place.indent;
            else if (c == u'\t')
                place.indent += 4 - place.indent % 4;
            else
                break;
        }
        return place;
    };
    const auto inSection = [&](const TextBlock &block) {
        return block.line >= section->line && block.line <= section->endLine;
    };
    // The block's own depth is its first field's: a quoted block ("> - verdict: …") is still the
    // block, whatever plain note stands before or after it.
    int fieldQuotes = -1;
    for (const TextBlock &block : blocks)
        if (inSection(block) && field.match(block.text.trimmed()).hasMatch()) {
            fieldQuotes = placeOf(block.line).quotes;
            break;
        }
    int fieldIndent = -1;
    bool lastIsField = false;
    for (const TextBlock &block : blocks) {
        if (!inSection(block))
            continue;
        const Place place = placeOf(block.line);
        if (place.quotes > fieldQuotes)
            continue;
        const int indent = place.indent;
        if (fieldIndent >= 0 && indent > fieldIndent) {
            // A sub-item: part of the field above, joined as "a: 1; b: 2".
            if (lastIsField) {
                QString &value = log.stageResult.last().value;
                value += (value.isEmpty() ? QString() : QStringLiteral("; ")) + block.text.simplified();
            }
            continue;
        }
        fieldIndent = fieldIndent < 0 ? indent : std::min(fieldIndent, indent);
        const auto m = field.match(block.text.trimmed());
        lastIsField = m.hasMatch();
        if (lastIsField)
            log.stageResult.append(OptLogField {m.captured(1), m.captured(2).simplified(), block.line});
    }
    // The workflow's fields (workflow-formats.md §e): a block whose items hold none of them may be
    // fenced ("```yaml") or a two-column table ("| verdict | TUNING_COMPLETED |"), with a note before.
    static const QSet<QString> known {
        QStringLiteral("stage"), QStringLiteral("project"), QStringLiteral("operator"), QStringLiteral("output"),
        QStringLiteral("log"), QStringLiteral("summary_doc"), QStringLiteral("verdict"), QStringLiteral("failure_reason"),
        QStringLiteral("design_limit_signal"), QStringLiteral("perf_feedback"), QStringLiteral("mode"),
        QStringLiteral("iterations"), QStringLiteral("primary_metric"), QStringLiteral("perf_records"),
        QStringLiteral("baseline_latency"), QStringLiteral("final_latency"), QStringLiteral("improvement"),
        QStringLiteral("perf_iteration"), QStringLiteral("stop_reason"), QStringLiteral("skill_retrospective"),
        QStringLiteral("value_point_proposals"), QStringLiteral("skills_consulted"), QStringLiteral("summary"),
        QStringLiteral("issues")};
    const auto isKnown = [](const QString &key) {
        const QString lower = key.toLower(); // "Verdict: …" as the strict rules read it
        return known.contains(lower) || lower.endsWith(QLatin1String("_by_workload"));
    };
    const auto holdsKnown = [&](const QList<OptLogField> &fields) {
        return std::any_of(fields.cbegin(), fields.cend(), [&](const OptLogField &f) { return isKnown(f.key); });
    };
    if (holdsKnown(log.stageResult))
        return;
    // Its lines as written, the heading's excepted: a table's header row (over "|---|") is no field,
    // and a line indented deeper than the first field is part of the field above.
    static const QRegularExpression rawField(
        QStringLiteral("^(\\s*)(?:>\\s*)*(?:[-*+]\\s+)?[*`]*([A-Za-z_][A-Za-z0-9_./\\-]*)[*`]*\\s*[:：]\\s*(.*?)\\s*$"));
    static const QRegularExpression tableField(
        QStringLiteral("^\\s*\\|\\s*[*`]*([A-Za-z_][A-Za-z0-9_]*)[*`]*\\s*\\|\\s*(.*?)\\s*\\|\\s*$"));
    static const QRegularExpression delimiterRow(QStringLiteral("^\\s*\\|?\\s*:?-{3,}"));
    const auto lineText = [&](int line) {
        const qsizetype start = textLines[size_t(line - 1)];
        const qsizetype end = size_t(line) < textLines.size() ? textLines[size_t(line)] : log.textWhileParsing.size();
        return log.textWhileParsing.mid(start, end - start);
    };
    QList<OptLogField> fields;
    int rawIndent = -1;
    for (int line = section->line + 1; line <= section->endLine && size_t(line) <= textLines.size(); ++line) {
        const QString text = lineText(line);
        const bool header = size_t(line) < textLines.size() && line + 1 <= section->endLine
            && delimiterRow.match(lineText(line + 1)).hasMatch();
        if (const QRegularExpressionMatch t = tableField.match(text); t.hasMatch()) {
            if (!header)
                fields.append(OptLogField {t.captured(1), t.captured(2).simplified(), line});
            continue;
        }
        const QRegularExpressionMatch m = rawField.match(text);
        if (!m.hasMatch())
            continue;
        const int indent = int(m.capturedLength(1));
        // Deeper than the first field, a line is part of the field above, unless it is one of the
        // workflow's own fields (a note before an indented block).
        if (rawIndent >= 0 && indent > rawIndent && !fields.isEmpty() && !isKnown(m.captured(2))) {
            QString &value = fields.last().value;
            value += (value.isEmpty() ? QString() : QStringLiteral("; ")) + m.captured(2) + u": " + m.captured(3).simplified();
            continue;
        }
        rawIndent = rawIndent < 0 ? indent : std::min(rawIndent, indent);
        fields.append(OptLogField {m.captured(2), m.captured(3).simplified(), line});
    }
    if (holdsKnown(fields))
        log.stageResult = fields;
    else
        log.diagnostics.append(OptLogReading::warning(
            QStringLiteral("optlog.stage-result-unread"), log.displayPath, section->line,
            QCoreApplication::translate("OptLogClaims",
                                        "The Stage Result block holds no field the reader can read (\"- key: "
                                        "value\" items are expected); its values are not checked.")));
}

int OptLogFinalLatency::workloadMatch(const QString &workloadKey) const
{
    static const QRegularExpression wordBreak(QStringLiteral("[^A-Za-z0-9_.]+"));
    const QList<QStringView> keyWords = QStringView(workloadKey).split(wordBreak, Qt::SkipEmptyParts);
    int grade = 0;
    for (const QStringView word : QStringView(workload).split(wordBreak, Qt::SkipEmptyParts)) {
        if (word.size() < 2)
            continue;
        if (!workloadKey.contains(word, Qt::CaseInsensitive))
            return 0;
        const bool whole = std::any_of(keyWords.cbegin(), keyWords.cend(), [word](QStringView k) {
            return k.compare(word, Qt::CaseInsensitive) == 0;
        });
        grade = grade == 0 ? (whole ? 2 : 1) : std::min(grade, whole ? 2 : 1);
    }
    return grade;
}

namespace {

// Each line of the log's bytes holding `needle`, with its 1-based number (line ends as TextLines
// counts them) and its decoded text, in order: only those lines are decoded.
template<typename Visit> void forEachLineHolding(QByteArrayView utf8, QByteArrayView needle, Visit visit)
{
    const auto isBreak = [](char c) {
        return c == '\n' || c == '\r';
    };
    qsizetype counted = 0; // line breaks are counted up to here
    int lineNumber = 1;
    for (qsizetype found = utf8.indexOf(needle); found >= 0;) {
        qsizetype start = found;
        while (start > 0 && !isBreak(utf8[start - 1]))
            --start;
        qsizetype end = found + needle.size();
        while (end < utf8.size() && !isBreak(utf8[end]))
            ++end;
        // lineOf counts from its view's start, and sees the "\n" after a "\r" that ends it.
        lineNumber += TextLines::lineOf(utf8.sliced(counted), start - counted) - 1;
        counted = start;
        const QString line = TextLines::decoded(utf8, start, end);
        visit(lineNumber, QStringView(line));
        found = end < utf8.size() ? utf8.indexOf(needle, end + 1) : -1;
    }
}

} // namespace

QString OptLog::designLimitSignal(int *line) const
{
    QString signal;
    int at = 0;
    for (const OptLogField &f : stageResult)
        if (f.key == QLatin1String("design_limit_signal")) {
            signal = f.value;
            at = f.line;
        }
    // Only a line naming the key can state it: those lines alone are decoded (the model keeps no
    // decoded text).
    if (signal.isEmpty()) {
        static const QRegularExpression field(QStringLiteral("design_limit_signal\\s*[:：]\\s*(\\S.*)"));
        forEachLineHolding(utf8, "design_limit_signal", [&](int lineNumber, QStringView lineText) {
            if (const auto m = field.matchView(lineText); m.hasMatch()) {
                signal = m.captured(1);
                at = lineNumber;
            }
        });
    }
    if (signal.isEmpty()) {
        // The Final Summary's own verdict line, as the logs write it without the Stage Result key:
        // "[DESIGN_LIMIT] 判定：触发…", "**[DESIGN_LIMIT] 判定：不触发**——…", "[DESIGN_LIMIT]：不触发",
        // "**[DESIGN_LIMIT] 判定**：触发", "[DESIGN_LIMIT] verdict: triggered". The last one counts.
        static const QRegularExpression verdict(
            QStringLiteral("\\[DESIGN_LIMIT\\]\\**\\s*(?:判定|结论|信号|verdict|signal)?\\**\\s*[:：]?\\s*\\**\\s*"
                           "(不触发|未触发|触发|not\\s+triggered|triggered)"
                           // the verdict's own word, not "触发条件…" or "触发①但②不满足"
                           "(?=$|[\\s*，,。；;：:—\\-（(|!！])"),
            QRegularExpression::CaseInsensitiveOption);
        forEachLineHolding(utf8, "[DESIGN_LIMIT]", [&](int lineNumber, QStringView lineText) {
            if (const auto m = verdict.matchView(lineText); m.hasMatch()) {
                const QStringView said = m.capturedView(1);
                const bool triggered = said == u"触发" || said.compare(u"triggered", Qt::CaseInsensitive) == 0;
                signal = triggered ? QStringLiteral("[DESIGN_LIMIT]") : QStringLiteral("none");
                at = lineNumber;
            }
        });
    }
    if (line)
        *line = at;
    return signal;
}
