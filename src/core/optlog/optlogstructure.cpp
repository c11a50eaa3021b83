// SPDX-License-Identifier: MIT
#include "optlog/optlogstructure.h"

#include "optlog/optlogmarkdown.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

namespace {

using QRE = QRegularExpression;

// Unicode decimal digits ("３" included) as the gate's Python would read them; Chinese numerals.
int numberOf(const QString &text)
{
    if (text.size() > 6)
        return -1; // no log has a millionth round; the bound keeps the value an int
    int value = 0;
    bool any = false;
    for (const QChar c : text) {
        const int d = c.digitValue();
        if (d < 0) {
            any = false;
            break;
        }
        value = value * 10 + d;
        any = true;
    }
    if (any)
        return value;
    static const QString digits = QStringLiteral("零一二三四五六七八九");
    value = 0;
    int pending = 0;
    for (const QChar c : text) {
        if (c == u'十') {
            value += (pending == 0 ? 1 : pending) * 10;
            pending = 0;
        } else if (const qsizetype d = digits.indexOf(c); d >= 0) {
            pending = int(d);
        } else if (c != u'两' || pending != 0) {
            return -1;
        } else {
            pending = 2;
        }
    }
    return text.isEmpty() ? -1 : value + pending;
}

bool isDecoration(QChar c)
{
    switch (c.category()) {
    case QChar::Symbol_Other: // ⭐ ✅ ▶
    case QChar::Symbol_Math:
    case QChar::Mark_NonSpacing: // variation selectors after an emoji
    case QChar::Punctuation_Open: // 【Round 3】
    case QChar::Punctuation_Dash:
    case QChar::Other_Surrogate: // emoji outside the BMP
        return true;
    default:
        return c.isSpace() || c == u'*' || c == u'#' || c == u'>' || c == u'§';
    }
}

// A pattern anchored at the start cannot match when the first character cannot open it: asking
// first spares a regex call (two allocations for its match data even when nothing matches) for
// most headings. `firsts` holds the characters that can; with `caseless` an ASCII letter stands for
// both cases (no character beyond ASCII folds to the letters these patterns start with).
bool mayOpenWith(QStringView text, QStringView firsts, bool caseless = false)
{
    if (text.isEmpty())
        return false;
    const QChar c = text.front();
    return firsts.contains(c) || (caseless && c.unicode() < 0x80 && firsts.contains(c.toLower()));
}

// English number and ordinal words up to twenty, as a heading may spell a round: "Round Three",
// "Second Iteration".
const QLatin1StringView englishNumbers("one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|"
                                       "fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty");
const QLatin1StringView englishOrdinals("first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|"
                                        "twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|"
                                        "eighteenth|nineteenth|twentieth");

int englishNumber(const QString &word)
{
    static const QStringList numbers = QString(englishNumbers).split(u'|');
    static const QStringList ordinals = QString(englishOrdinals).split(u'|');
    // Caseless as the patterns matched it: PCRE folds "ſ" (U+017F) to "s" and the Kelvin sign to "k",
    // so "Iteration ſix" is iteration 6 (a lookup of the lowered word missed it: round 0).
    const auto indexIn = [&word](const QStringList &words) {
        for (qsizetype i = 0; i < words.size(); ++i)
            if (words.at(i).compare(word, Qt::CaseInsensitive) == 0)
                return int(i) + 1;
        return -1; // no round, should a folding differ
    };
    const int n = indexIn(numbers);
    return n > 0 ? n : indexIn(ordinals);
}

// "Rounds 1–2" when the session has read rounds 1 and 2 already. readRounds: (session, number).
bool coversOnlyRoundsRead(const QSet<std::pair<int, int>> &readRounds, const OptLogStructure::RoundLabel &label,
                          int session)
{
    for (int n = label.number; n <= label.lastNumber; ++n)
        if (!readRounds.contains({session, n}))
            return false;
    return true;
}

// A round stated anywhere in the text: "（session 1，round 3）".
// Only as a clause of its own inside a bracket: "（session 1，round 3）", "(round 4)".
// "Iteration 3 (v3)：在 round 2 winner 上调 tile", "Iteration 3（基于 round 2 winner）" and
// "Iteration 3 (round 2 winner + larger tile)" build on round 2; they are round 3. One pass over the
// text, however many matches.
int statedRoundIn(const QString &text, qsizetype from)
{
    static const QRE anywhere(QStringLiteral("(?<![A-Za-z_])round\\s*(\\d+)(?![A-Za-z0-9_])"),
                              QRE::CaseInsensitiveOption | QRE::UseUnicodePropertiesOption);
    int depth = 0;
    qsizetype clauseStart = from; // after the last opening bracket or clause separator
    qsizetype i = from;
    for (QRegularExpressionMatchIterator it = anywhere.globalMatch(text, from); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        for (; i < m.capturedStart(0); ++i) {
            const QChar c = text.at(i);
            if (c == u'(' || c == u'（' || c == u'【' || c == u'[') {
                ++depth;
                clauseStart = i + 1;
            } else if ((c == u')' || c == u'）' || c == u'】' || c == u']') && depth > 0) {
                --depth;
            } else if (depth > 0 && (c == u'，' || c == u',' || c == u'；' || c == u';' || c == u'、')) {
                clauseStart = i + 1;
            }
        }
        // ...unless what follows makes it the round built on: "(round 2 winner + larger tile)",
        // "（round 2 的 best）" (while "（Round 3 re-baseline）" is round 3).
        static const QRE builtOn(QStringLiteral("\\G\\s*(?:'s\\b|的|之|基础|winner|best|champion|result|version)"),
                                 QRE::CaseInsensitiveOption);
        const bool namesAnother = builtOn.matchView(QStringView(text), m.capturedEnd(0)).hasMatch();
        if (depth > 0 && !namesAnother
            && QStringView(text).sliced(clauseStart, m.capturedStart(0) - clauseStart).trimmed().isEmpty())
            return numberOf(m.captured(1));
    }
    return -1;
}

// "Final Confirmation（round 5）": a bracket whose whole first clause is a round label.
std::optional<OptLogStructure::RoundLabel> taggedRoundLabel(const QString &core)
{
    static const QRE tag(QStringLiteral("[（(【\\[]\\s*((?:round|R)\\s*(\\d+)|第\\s*([0-9一二三四五六七八九十]+|\\d+)\\s*轮)"
                                        "\\s*(?=[，,;；:：/)）】\\]]|$)"),
                         QRE::CaseInsensitiveOption | QRE::UseUnicodePropertiesOption);
    const QRegularExpressionMatch m = tag.match(core);
    if (!m.hasMatch())
        return std::nullopt;
    OptLogStructure::RoundLabel label;
    label.label = m.captured(1);
    label.number = numberOf(m.captured(2).isEmpty() ? m.captured(3) : m.captured(2));
    label.end = m.capturedEnd(1);
    return label.number >= 0 ? std::optional(label) : std::nullopt;
}

// Post-scriptum, 补充, 修正附录: text added to an earlier campaign.
bool namesSupplement(const QString &lower, bool title)
{
    static const QRE anywhere(
        QStringLiteral("post[- ]?scriptum|postscript|修正附录|addendum|erratum|勘误|re-?verification"),
        QRE::CaseInsensitiveOption);
    static const QRE leading(QStringLiteral("^(?:p\\.\\s?s\\.|补充|附录|附[:：]|appendix|采纳期|复验)"));
    static const QRE inTitle(QStringLiteral("补充|附录|appendix|复验"));
    // Each pattern only where its words can be: most headings are none of these.
    // (Caseless as the pattern is: PCRE reads "ſ" as an "s", and so does Qt's caseless compare.)
    const auto holds = [&lower](QStringView word) { return lower.contains(word, Qt::CaseInsensitive); };
    const bool mayBeAnywhere = holds(u"post") || holds(u"修正附录") || holds(u"addendum") || holds(u"erratum")
        || holds(u"勘误") || holds(u"verification");
    const bool mayBeInTitle = lower.contains(u"补充") || lower.contains(u"附录") || lower.contains(u"appendix")
        || lower.contains(u"复验");
    return (mayBeAnywhere && anywhere.match(lower).hasMatch()) || (mayOpenWith(lower, u"p补附a采复") && leading.match(lower).hasMatch())
        || (title && mayBeInTitle && inTitle.match(lower).hasMatch());
}

// The sub-blocks of a round (workflow-formats.md §d): "Candidate Optimization Points", "实验分支",
// "Iteration Winner", "Round 3 Winner", "Round 3 对比表（候选 vs current best）", "必测 Dispatch 检查".
bool namesRoundPart(const QString &lower, const std::optional<OptLogStructure::RoundLabel> &label, const OptLogRound &open)
{
    // Each name whole: "## Comparison with the reference kernel" or "## 候选方案总览" after the last
    // round is a section of its own, not the round's.
    static const QRE part(QStringLiteral(
        "^(?:diagnostic context|current phenomena|现象|candidate optimi[sz]ation points|候选优化点|候选|"
        "experiment branches|实验分支|(?:iteration |round |本轮 ?)?winner|必测 ?dispatch ?检查|dispatch (?:check|检查)|"
        "合并检查|merge check|a/b(?: test)?|(?:候选 ?vs ?current[ _]best ?)?对比表|comparison table|"
        "candidate vs current[ _]best(?: table)?|本轮(?:结论|决策|小结)|决策|decisions?|round decision|"
        "总结|结论|小结|summary|conclusions?)"
        "(?=$|\\s*[（(:：—–-]|\\s+vs\\b|\\s+对比)"));
    QString rest = lower;
    if (label) {
        // "Round 3 Winner" under round 3; "Round 4 Winner" would be a round of its own.
        if (label->number != open.number && label->number != open.iteration)
            return false;
        rest = lower.mid(label->end).trimmed();
    }
    return part.match(rest).hasMatch();
}

struct OpenHeading
{
    int level = 0;
    std::optional<OptLogSectionKind> section;
};

} // namespace

QString OptLogStructure::headingCore(const QString &text)
{
    static const QRE numbering(
        QStringLiteral("^(?:(?:\\d+(?:\\.\\d+)*[.、)）:：]?\\s+)|(?:\\d+(?:\\.\\d+)*[.、)）]\\s*)|"
                       "(?:[一二三四五六七八九十]+[、.．]\\s*)|(?:[（(][0-9一二三四五六七八九十]+[)）]\\s*))"));
    QString core = text.trimmed();
    for (int pass = 0; pass < 2; ++pass) { // "⭐ 3. Round 4" and "3. ⭐ Round 4"
        qsizetype skip = 0;
        while (skip < core.size() && isDecoration(core.at(skip)))
            ++skip;
        core.remove(0, skip);
        if (mayOpenWith(core, u"0123456789一二三四五六七八九十(（")) // \d is ASCII here (no UCP)
            core.remove(numbering);
    }
    return core.trimmed();
}

std::optional<OptLogStructure::RoundLabel> OptLogStructure::leadingRoundLabel(const QString &core)
{
    // Unicode digits: "Round ３" is round 3 for the gate's Python too.
    // "Round-1" and "Round #2" too, but "Round -1" is no round.
    // "Round 3a" is a part of round 3 (its `part`); "Rounds 4–5" one heading for several rounds (below).
    static const QRE words(
        QStringLiteral("^(?:(iteration|iter\\.?)(s)?(?:-|\\s*[#＃]\\s*|\\s*)(\\d+)|(round)(s)?(?:-|\\s*[#＃]\\s*|\\s*)(\\d+))"
                       "([a-z](?![A-Za-z0-9_]))?(?![A-Za-z0-9_])"),
        QRE::CaseInsensitiveOption | QRE::UseUnicodePropertiesOption);
    // "Round Three", "Iteration two": English number words.
    static const QRE numberWords(QStringLiteral("^(?:(iteration)|round)\\s+(%1)(?![A-Za-z0-9_\\-])").arg(englishNumbers),
                                 QRE::CaseInsensitiveOption);
    // "Third round", "Second Iteration": English ordinal words.
    static const QRE ordinalWords(
        QStringLiteral("^(%1)\\s+(?:(iteration)|round)(?![A-Za-z0-9_\\-])").arg(englishOrdinals),
        QRE::CaseInsensitiveOption);
    static const QRE shortRound(QStringLiteral("^R\\s?(\\d+)(?![A-Za-z0-9_])"), QRE::UseUnicodePropertiesOption);
    // "3rd round", "2nd Iteration": the number first, as English writes ordinals.
    static const QRE ordinal(QStringLiteral("^(\\d+)(?:st|nd|rd|th)\\s+(?:(iteration)|round)(?![A-Za-z0-9_\\-])"),
                             QRE::CaseInsensitiveOption);
    // "第六轮调优日志" titles a campaign, it is no round; "第1轮调优：tile" is round 1.
    // Unicode digits too: "第２轮" (full-width, as Chinese input methods type them) is round 2.
    static const QRE chineseRound(
        QStringLiteral(
            "^(?:第\\s*([0-9一二三四五六七八九十两]+|\\d+)(?:\\s*[-–—~～至到]\\s*([0-9一二三四五六七八九十两]+|\\d+))?\\s*轮"
            "(?!\\s*(?:调优)?\\s*(?:日志|会话))|轮次\\s*(\\d+))"),
        QRE::UseUnicodePropertiesOption);
    static const QRE chineseIteration(
        QStringLiteral("^(?:迭代\\s*(\\d+)|第\\s*([0-9一二三四五六七八九十两]+|\\d+)\\s*次迭代)"),
        QRE::UseUnicodePropertiesOption);
    // "Phase 2 · Round 1", "Phase 2：Iteration 3": the workflow's loop (Phase 2) named before the label.
    static const QRE loopPhase(QStringLiteral("^phase\\s*2\\s*(?:[·:：—–\\-/|,，]\\s*)?(?=\\S)"),
                               QRE::CaseInsensitiveOption);
    const QRegularExpressionMatch phase = mayOpenWith(core, u"p", true) ? loopPhase.match(core) : QRegularExpressionMatch();
    const qsizetype offset = phase.hasMatch() ? phase.capturedEnd() : 0;
    const QStringView rest = QStringView(core).sliced(offset);
    RoundLabel label;
    // Each pattern is tried only when the first character can open it (mayOpenWith): an ordinal word
    // starts with a letter (any, beyond ASCII too: caseless "s" also matches U+017F), "R3" with an
    // upper-case R, "3rd round" with an ASCII digit (no UCP in that pattern).
    const bool wordFirst = !rest.isEmpty() && (rest.front().unicode() >= 0x80 || rest.front().isLetter());
    QRegularExpressionMatch m;
    if (mayOpenWith(rest, u"ir", true) && (m = words.matchView(rest)).hasMatch()) {
        const bool iteration = !m.captured(1).isEmpty();
        label.word = iteration ? RoundLabel::Word::Iteration : RoundLabel::Word::Round;
        label.number = numberOf(iteration ? m.captured(3) : m.captured(6));
        if (const QString part = m.captured(7); !part.isEmpty())
            label.part = part.at(0).toLower();
        // "Rounds 4–5", "Round 4-5", "Iterations 4 to 6". A spaced separator only after the plural:
        // "Round 2 - 3 candidates" is round 2.
        static const QRE rangeEnd(
            QStringLiteral("^(?:([-–—~～/])|\\s*(?:[-–—~～]|to|至|到)\\s*)(\\d+)(?![A-Za-z0-9_])"),
            QRE::CaseInsensitiveOption | QRE::UseUnicodePropertiesOption);
        const bool plural = !m.captured(2).isEmpty() || !m.captured(5).isEmpty();
        const QRegularExpressionMatch range = rangeEnd.matchView(rest.sliced(m.capturedEnd(0)));
        // "Round 4-5" (tight dash or tilde); a slash only after the plural ("Iteration 1/6" counts
        // iterations), spaced separators too ("Round 2 - 3 candidates" is round 2). "and", "&" and
        // commas list rounds, they span none.
        const QString separator = range.captured(1);
        const bool tight = !separator.isEmpty() && (separator != u"/" || plural);
        const int last = range.hasMatch() ? numberOf(range.captured(2)) : -1;
        if (range.hasMatch() && (tight || (plural && separator.isEmpty())) && last > label.number
            && last - label.number <= 100) {
            label.lastNumber = last;
            label.label = m.captured(0) + range.captured(0);
            label.end = offset + m.capturedEnd(0) + range.capturedEnd(0);
            return label.number >= 0 ? std::optional(label) : std::nullopt;
        }
    } else if (mayOpenWith(rest, u"ir", true) && (m = numberWords.matchView(rest)).hasMatch()) {
        label.word = m.captured(1).isEmpty() ? RoundLabel::Word::Round : RoundLabel::Word::Iteration;
        label.number = englishNumber(m.captured(2));
        label.spelled = true;
    } else if (wordFirst && (m = ordinalWords.matchView(rest)).hasMatch()) {
        label.word = m.captured(2).isEmpty() ? RoundLabel::Word::Round : RoundLabel::Word::Iteration;
        label.number = englishNumber(m.captured(1));
        label.spelled = true;
    } else if (mayOpenWith(rest, u"0123456789") && (m = ordinal.matchView(rest)).hasMatch()) {
        label.word = m.captured(2).isEmpty() ? RoundLabel::Word::Round : RoundLabel::Word::Iteration;
        label.number = numberOf(m.captured(1));
    } else if (mayOpenWith(rest, u"R") && (m = shortRound.matchView(rest)).hasMatch()) {
        label.word = RoundLabel::Word::R;
        label.number = numberOf(m.captured(1));
    } else if (mayOpenWith(rest, u"第轮") && (m = chineseRound.matchView(rest)).hasMatch()) {
        label.word = RoundLabel::Word::ChineseRound;
        label.number = numberOf(m.captured(1).isEmpty() ? m.captured(3) : m.captured(1));
        if (const int last = m.captured(2).isEmpty() ? -1 : numberOf(m.captured(2)); // 第4-5轮
            last > label.number && last - label.number <= 100)
            label.lastNumber = last;
    } else if (mayOpenWith(rest, u"迭第") && (m = chineseIteration.matchView(rest)).hasMatch()) {
        label.word = RoundLabel::Word::ChineseIteration;
        label.number = numberOf(m.captured(1).isEmpty() ? m.captured(2) : m.captured(1));
    } else {
        return std::nullopt;
    }
    label.label = m.captured(0);
    label.end = offset + m.capturedEnd(0);
    return label.number >= 0 ? std::optional(label) : std::nullopt;
}

// A closing section by the name only the whole log's closing has ("Final Summary", "最终总结",
// "Skill Retrospective", "调优总结"), not a word a round's own sub-section may carry ("Summary").
static bool namesTheLogsClosing(const QString &core)
{
    static const QRE names(QStringLiteral("^(?:final\\s+(?:summary|results?|conclusions?)|最终|调优总结|调优结论|总体结论|"
                                          "优化总结|性能调优总结|skill\\s+retrospective|stage\\s+4\\b)"),
                           QRE::CaseInsensitiveOption);
    return names.match(core).hasMatch();
}

std::optional<OptLogSectionKind> OptLogStructure::sectionKindOf(const QString &headingText, int level)
{
    const QString h = headingCore(headingText).toLower();
    using K = OptLogSectionKind;
    std::optional<K> kind;
    static const QRE baselineWord(
        QStringLiteral("^(?:baseline|基线|基准)(?:$|[\\s（(:：,，—-]*(?:$|round\\s*0|performance|性能|[（(]))"));
    static const QRE phase(QStringLiteral("(?:^|[（(])\\s*phase\\s*([01])(?![0-9])"));
    // "## 基线测量（round 0）", "## Baseline Measurement", "## Step 0: Baseline": only as a top-level
    // part of the log (a "### 基线数据" inside a round restates numbers, it starts no round 0).
    // The whole heading is the baseline's ("## 基准测试环境" is the benchmark set-up, "## Baseline run
    // command" a command): a measuring word, then nothing or a bracket.
    static const QRE baselineMeasured(QStringLiteral(
        "^(?:(?:step|stage)\\s*0\\s*[:：.、)）\\-—]\\s*)?(?:(?:baseline|基线)\\s*"
        "(?:测量|测试|数据|采集|性能|measurements?|profil(?:e|es|ing)|numbers)?|基准\\s*(?:测量|数据|性能))"
        "\\s*(?:$|[（(:：\\-—–])"));
    static const QRE appendix(QStringLiteral("^(?:附录|附[:：\\s]|appendix)"));
    static const QRE artefacts(
        QStringLiteral("^(?:artefacts?|artifacts?|产物|交付物|文件清单|输出文件|output files)(?![a-z])"));
    if (h.contains(u"final performance test data"))
        kind = K::FinalPerformanceTestData;
    else if (h.contains(u"event test data"))
        kind = K::EventTestData;
    else if (h.contains(u"performance test data") || (mayOpenWith(h, u"b基") && baselineWord.match(h).hasMatch())
             || (level <= 2 && mayOpenWith(h, u"sb基") && baselineMeasured.match(h).hasMatch()))
        kind = K::Baseline;
    else if (h.contains(u"workload inventory"))
        kind = K::WorkloadInventory;
    else if (h.contains(u"autotune log"))
        kind = K::AutotuneLog;
    else if (h.startsWith(u"final summary") || h.startsWith(u"最终总结") || h.startsWith(u"总结") || h.startsWith(u"调优总结")
             || h.startsWith(u"调优结论") || h.startsWith(u"最终结果") || h.startsWith(u"conclusion")
             || h.startsWith(u"summary")
             // Only as a part of the log: "### 最终结论（本轮）" or "### 结论" is a round's own discussion.
             || (level <= 2
                 && (h.startsWith(u"最终结论") || h.startsWith(u"结论") || h.startsWith(u"小结")
                     || h.startsWith(u"总体结论") || h.startsWith(u"优化总结")
                     || h.startsWith(u"性能调优总结") || h.startsWith(u"最终汇总") || h.startsWith(u"final result"))))
        kind = K::FinalSummary;
    else if (h.contains(u"skill retrospective") || h.startsWith(u"retrospective") || h.startsWith(u"复盘"))
        kind = K::SkillRetrospective;
    else if (h.startsWith(u"stage result") || h.startsWith(u"阶段结果"))
        kind = K::StageResult;
    else if (h.contains(u"iteration log") || h.startsWith(u"迭代日志") || h.startsWith(u"迭代记录"))
        kind = K::IterationLog;
    else if (mayOpenWith(h, u"附a") && appendix.match(h).hasMatch())
        kind = K::Appendix;
    else if (mayOpenWith(h, u"a产交文输o") && artefacts.match(h).hasMatch())
        kind = K::Artefacts;
    else if (const QRegularExpressionMatch m = h.contains(u"phase") ? phase.match(h) : QRegularExpressionMatch();
             m.hasMatch())
        kind = m.captured(1) == u"0" ? K::Phase0 : K::Phase1;
    // A document title ("# op 调优日志（workload inventory 契约）") names the whole log: at level 1
    // only a heading that starts with the section's name counts.
    if (kind && level == 1) {
        static const QRE leading(QStringLiteral(
            "^(?:final performance test data|event test data|performance test data|baseline|workload inventory|"
            "autotune log|final summary|最终总结|最终结论|优化总结|性能调优总结|最终汇总|final result|skill retrospective|"
            "stage result|阶段结果|iteration log|附录|appendix)"));
        if (!leading.match(h).hasMatch())
            kind.reset();
    }
    return kind;
}

bool OptLogStructure::holdsNoRounds(OptLogSectionKind kind)
{
    switch (kind) {
    case OptLogSectionKind::IterationLog:
    case OptLogSectionKind::EventTestData: // per-round event data in older logs sits between rounds
    case OptLogSectionKind::Baseline: // is itself round 0
        return false;
    default:
        return true;
    }
}

QString OptLogStructure::sectionRoleName(OptLogSectionKind kind)
{
    switch (kind) {
    case OptLogSectionKind::Baseline:
        return QStringLiteral("baseline");
    case OptLogSectionKind::WorkloadInventory:
        return QStringLiteral("workload-inventory");
    case OptLogSectionKind::EventTestData:
        return QStringLiteral("event-data");
    case OptLogSectionKind::AutotuneLog:
        return QStringLiteral("autotune-log");
    case OptLogSectionKind::FinalPerformanceTestData:
        return QStringLiteral("final-data");
    case OptLogSectionKind::FinalSummary:
        return QStringLiteral("final-summary");
    case OptLogSectionKind::SkillRetrospective:
        return QStringLiteral("retrospective");
    case OptLogSectionKind::StageResult:
        return QStringLiteral("stage-result");
    case OptLogSectionKind::IterationLog:
        return QStringLiteral("iteration-log");
    case OptLogSectionKind::Phase0:
        return QStringLiteral("phase0");
    case OptLogSectionKind::Phase1:
        return QStringLiteral("phase1");
    case OptLogSectionKind::Appendix:
        return QStringLiteral("appendix");
    case OptLogSectionKind::Artefacts:
        return QStringLiteral("artefacts");
    }
    return QString();
}

QString OptLogStructure::sessionKindName(OptLogSession::Kind kind)
{
    return kind == OptLogSession::Kind::Supplement ? QStringLiteral("supplement") : QStringLiteral("campaign");
}

int OptLogStructure::campaignOf(const OptLog &log, int session)
{
    int campaign = 1;
    for (const OptLogSession &s : log.sessions) {
        if (s.index > session)
            break;
        if (s.kind == OptLogSession::Kind::Campaign)
            campaign = s.index;
    }
    return campaign;
}

std::vector<int> OptLogStructure::campaignsBySession(const OptLog &log)
{
    std::vector<int> campaign(size_t(log.sessions.size()) + 1, 1);
    int current = 1;
    for (const OptLogSession &s : log.sessions) {
        if (s.kind == OptLogSession::Kind::Campaign)
            current = s.index;
        if (s.index >= 0 && size_t(s.index) < campaign.size())
            campaign[size_t(s.index)] = current;
    }
    return campaign;
}

QList<const OptLogRound *> OptLogStructure::workflowOrder(const OptLog &log)
{
    QList<const OptLogRound *> out;
    out.reserve(log.rounds.size());
    for (const OptLogRound &round : log.rounds)
        out.append(&round);
    const std::vector<int> campaign = campaignsBySession(log);
    const auto campaignOfRound = [&campaign](const OptLogRound *r) {
        return r->session >= 0 && size_t(r->session) < campaign.size() ? campaign[size_t(r->session)] : 1;
    };
    std::stable_sort(out.begin(), out.end(), [&campaignOfRound](const OptLogRound *a, const OptLogRound *b) {
        const int ca = campaignOfRound(a);
        const int cb = campaignOfRound(b);
        if (ca != cb)
            return ca < cb;
        return a->number != b->number ? a->number < b->number : a->ordinal < b->ordinal;
    });
    return out;
}

const OptLogRound *OptLogStructure::roundAt(const OptLog &log, int line, int number)
{
    if (line > 0) {
        for (const OptLogRound &round : log.rounds)
            if (round.line <= line && line <= round.endLine)
                return &round;
    }
    if (number >= 0) {
        for (const OptLogRound &round : log.rounds)
            if (round.number == number)
                return &round;
    }
    return nullptr;
}

QString OptLogStructure::kernelNameOfTitle(const QString &rawTitleLine)
{
    static const QRE quoted(QStringLiteral("`\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*`"));
    if (const QRegularExpressionMatch m = quoted.match(rawTitleLine); m.hasMatch())
        return m.captured(1);
    static const QRE kernelWord(
        QStringLiteral("(?<![A-Za-z0-9_.])(_[A-Za-z0-9_]+|[A-Za-z][A-Za-z0-9_]*_kernel)(?![A-Za-z0-9_.])"));
    if (const QRegularExpressionMatch m = kernelWord.match(rawTitleLine); m.hasMatch())
        return m.captured(1);
    // "# mish 调优日志": the first word, unless it is one of the title's own words ("Stage 4 …").
    static const QRE leading(QStringLiteral("^#*\\s*([A-Za-z_][A-Za-z0-9_]*)(?=\\s|$|[^\\x00-\\x7F])"));
    static const QRE titleWords(QStringLiteral("^(?:stage|round|iteration|session|tilelang|tuning|perf|performance|"
                                               "optimization|optimisation|opt|log|final|campaign|op|kernel|the)$"),
                                QRE::CaseInsensitiveOption);
    const QRegularExpressionMatch m = leading.match(rawTitleLine.trimmed());
    if (m.hasMatch() && !titleWords.match(m.captured(1)).hasMatch())
        return m.captured(1);
    return QString();
}

void OptLogStructure::build(OptLog &log, const std::vector<qsizetype> &textLines)
{
    static const QRE sessionRound(QStringLiteral("^round\\s*(\\d+)"), QRE::CaseInsensitiveOption);
    const int lastLine = qMax(1, log.lineCount);
    std::vector<OpenHeading> open; // the headings enclosing the current one
    std::vector<int> pendingSections; // indices into log.sections whose end is not known yet
    int openRound = -1;
    QSet<std::pair<int, int>> readRounds; // (session, number) of the rounds read so far
    int openRoundLevel = 0;
    int sessionLabel = -1; // N of "# Round N: re-tune", which "## Iteration 1 (Round N)" repeats
    bool sessionHasBaseline = false;
    bool campaignClosed = false; // the campaign has had its Final Summary / Retrospective
    int roundLevel = 0; // level of the session's label-first rounds
    const auto closeRound = [&](int endLine) {
        if (openRound >= 0)
            log.rounds[openRound].endLine = qMax(log.rounds[openRound].line, endLine);
        openRound = -1;
    };
    const auto closeSections = [&](int level, int endLine) {
        while (!pendingSections.empty() && log.sections.at(pendingSections.back()).level >= level) {
            log.sections[pendingSections.back()].endLine = endLine;
            pendingSections.pop_back();
        }
    };

    // A log that does not open with a title still has its first campaign, untitled.
    if (!log.headings.isEmpty() && log.headings.constFirst().level != 1)
        log.sessions.append(OptLogSession {1, QString(), 1, lastLine, OptLogSession::Kind::Campaign});
    // The round numbers that the stretch between two level-1 headings names in headings that are
    // rounds by their label: not a label in words or a range ("Rounds 1–2 小结"), not a heading about
    // the baseline, not one inside the baseline's section or a section that holds no rounds (Final
    // Summary, Skill Retrospective, …). Worked out once per stretch when asked.
    static const QRE aboutTheBaseline(
        QStringLiteral("baseline|基线|基准|candidate|候选|plan|计划|profil|re-?measure|复测|重测|hypothes|假设|思路|预判|方向|"
                       "risk|风险|setup|准备|goal|目标|预期|expect"),
        QRE::CaseInsensitiveOption);
    // Each heading's core, section kind and round label, read once: the passes below (the stretch a
    // round may belong to, what follows a summary, the main walk) ask again of the same headings.
    struct HeadingReading
    {
        std::optional<QString> core;
        std::optional<std::optional<OptLogSectionKind>> section;
        std::optional<std::optional<RoundLabel>> label;
    };
    std::vector<HeadingReading> readings(size_t(log.headings.size()));
    const auto coreOf = [&](qsizetype j) -> const QString & {
        HeadingReading &r = readings[size_t(j)];
        if (!r.core)
            r.core = headingCore(log.headings.at(j).text);
        return *r.core;
    };
    const auto sectionOf = [&](qsizetype j) {
        HeadingReading &r = readings[size_t(j)];
        if (!r.section)
            r.section = sectionKindOf(log.headings.at(j).text, log.headings.at(j).level);
        return *r.section;
    };
    const auto labelOf = [&](qsizetype j) {
        HeadingReading &r = readings[size_t(j)];
        if (!r.label)
            r.label = leadingRoundLabel(coreOf(j));
        return *r.label;
    };
    qsizetype stretchStart = 0;
    qsizetype stretchAsked = -1;
    QSet<int> stretchRounds;
    const auto stretchNamesRound = [&](int number) {
        if (stretchAsked != stretchStart) {
            stretchAsked = stretchStart;
            stretchRounds.clear();
            int outsideRoundsFrom = 0; // the level of the section holding no rounds we are in, 0: none
            for (qsizetype j = stretchStart; j < log.headings.size(); ++j) {
                const OptLogHeading &other = log.headings.at(j);
                if (other.level == 1 && j != stretchStart)
                    break;
                if (outsideRoundsFrom > 0 && other.level <= outsideRoundsFrom)
                    outsideRoundsFrom = 0;
                if (outsideRoundsFrom > 0)
                    continue;
                if (const std::optional<OptLogSectionKind> kind = sectionOf(j);
                    kind && (*kind == OptLogSectionKind::Baseline || holdsNoRounds(*kind))) {
                    outsideRoundsFrom = other.level;
                    continue;
                }
                const QString &otherCore = coreOf(j);
                const std::optional<RoundLabel> named = labelOf(j);
                if (named && !named->spelled && named->lastNumber < 0 && !aboutTheBaseline.match(otherCore).hasMatch())
                    stretchRounds.insert(named->number);
            }
        }
        return stretchRounds.contains(number);
    };
    // Whether "## 总结" here sums up the round above it rather than the log: a heading further down,
    // before the next level-1 heading that is no round, is a round's by its label (not after a
    // closing section: a round appended after the retrospective is not this summary's next), or
    // names the log's own closing ("## Final Summary"). Worked out once, backwards, when first asked.
    // Not a round inside a section that holds none ("### Round 3 (precision_fix)" under "## Skill
    // Retrospective"), a planned one ("### Round 3（计划）"), or "# Round 2: re-tune" (a campaign).
    qsizetype roundsLookedAt = 0; // log.rounds only grows: whether one is no baseline, kept up as it does
    bool aRoundRead = false;
    std::vector<bool> roundFollows;
    const auto roundFollowsHeading = [&](qsizetype index) {
        if (roundFollows.empty()) {
            const size_t count = size_t(log.headings.size());
            std::vector<bool> isRound(count, false);
            std::vector<bool> closing(count, false); // the log's own closing section
            std::vector<bool> finalSummary(count, false); // and it is the final summary
            int outsideRoundsFrom = 0; // the level of the section holding no rounds we are in, 0: none
            for (size_t j = 0; j < count; ++j) {
                const OptLogHeading &other = log.headings.at(qsizetype(j));
                if (outsideRoundsFrom > 0 && other.level <= outsideRoundsFrom)
                    outsideRoundsFrom = 0;
                if (const std::optional<OptLogSectionKind> kind = sectionOf(qsizetype(j))) {
                    const bool logs = namesTheLogsClosing(coreOf(qsizetype(j)));
                    closing[j] = logs
                        && (*kind == OptLogSectionKind::FinalSummary || *kind == OptLogSectionKind::SkillRetrospective
                            || *kind == OptLogSectionKind::StageResult);
                    finalSummary[j] = logs && *kind == OptLogSectionKind::FinalSummary;
                    if (outsideRoundsFrom == 0 && holdsNoRounds(*kind))
                        outsideRoundsFrom = other.level;
                    continue;
                }
                if (outsideRoundsFrom > 0)
                    continue;
                const QString &otherCore = coreOf(qsizetype(j));
                const std::optional<RoundLabel> named = labelOf(qsizetype(j));
                isRound[j] = named && !named->spelled && named->number > 0
                    && !aboutTheBaseline.match(otherCore).hasMatch()
                    && (other.level > 1 || named->word == RoundLabel::Word::Iteration
                        || named->word == RoundLabel::Word::ChineseIteration || named->word == RoundLabel::Word::R);
            }
            roundFollows.assign(count, false);
            bool laterRound = false;
            bool laterFinalSummary = false;
            for (size_t j = count; j-- > 0;) {
                roundFollows[j] = laterRound || laterFinalSummary;
                if (log.headings.at(qsizetype(j)).level == 1 && !isRound[j])
                    laterRound = laterFinalSummary = false;
                if (closing[j])
                    laterRound = false;
                laterFinalSummary = laterFinalSummary || finalSummary[j];
                laterRound = laterRound || isRound[j];
            }
        }
        return roundFollows[size_t(index)];
    };
    for (const OptLogHeading &h : std::as_const(log.headings)) {
        const qsizetype headingIndex = &h - log.headings.constData();
        if (h.level == 1)
            stretchStart = headingIndex;
        const QString core = coreOf(headingIndex);
        const QString lower = core.toLower();
        const std::optional<RoundLabel> label = labelOf(headingIndex);
        const OptLogSession::Kind currentKind
            = log.sessions.isEmpty() ? OptLogSession::Kind::Campaign : log.sessions.constLast().kind;

        // Sessions. An H1 starts one, unless it is an iteration written at the top level.
        std::optional<OptLogSession::Kind> startsSession;
        if (h.level == 1) {
            const bool iterationAtTop = !log.sessions.isEmpty() && label
                && (label->word == RoundLabel::Word::Iteration || label->word == RoundLabel::Word::ChineseIteration
                    || label->word == RoundLabel::Word::R);
            // "# Final Summary" under a title closes the campaign, it starts none.
            const bool sectionAtTop = !log.sessions.isEmpty() && sectionKindOf(h.text, 1).has_value();
            if (!iterationAtTop && !sectionAtTop)
                startsSession = !log.sessions.isEmpty() && namesSupplement(lower, true)
                    ? OptLogSession::Kind::Supplement
                    : OptLogSession::Kind::Campaign;
        } else if (h.level <= 3 && campaignClosed && currentKind == OptLogSession::Kind::Campaign
                   && namesSupplement(lower, false) && !lower.startsWith(u"附录") && !lower.startsWith(u"附")
                   && !lower.startsWith(u"appendix")) {
            // "## 采纳期修正附录" after the campaign's summary adds to it; a plain "## 附录" is the
            // campaign's appendix, and "## 补充实验" before the summary is part of the campaign.
            startsSession = OptLogSession::Kind::Supplement;
        }
        if (startsSession) {
            if (!log.sessions.isEmpty())
                log.sessions.last().endLine = h.line - 1;
            OptLogSession session;
            session.index = int(log.sessions.size()) + 1;
            session.title = h.text;
            session.line = h.line;
            session.endLine = lastLine;
            session.kind = *startsSession;
            log.sessions.append(session);
            closeRound(h.line - 1);
            closeSections(0, h.line - 1);
            open.clear();
            if (*startsSession == OptLogSession::Kind::Campaign) {
                const QRegularExpressionMatch m = sessionRound.match(core);
                sessionLabel = m.hasMatch() ? numberOf(m.captured(1)) : -1;
                sessionHasBaseline = false;
                campaignClosed = false;
                roundLevel = 0;
            }
        }
        const int session = qMax(1, int(log.sessions.size()));

        // Containment: leave every heading this one closes.
        while (!open.empty() && open.back().level >= h.level)
            open.pop_back();
        closeSections(h.level, h.line - 1);
        std::optional<OptLogSectionKind> section = sectionOf(headingIndex);
        // "### Summary", "### Conclusions", "### 总结", "### Retrospective", "### Stage Result" under an
        // open "## Iteration 2": the round's own summing up, where its winner is often stated, not
        // the log's closing section (which ended the round and left its decisions under no round).
        // The log's own names ("### Final Summary", "### Skill Retrospective") still close it.
        if (section && openRound >= 0 && h.level > openRoundLevel && !log.rounds.at(openRound).baseline
            && (*section == OptLogSectionKind::FinalSummary || *section == OptLogSectionKind::SkillRetrospective
                || *section == OptLogSectionKind::StageResult)
            && !namesTheLogsClosing(core))
            section.reset();
        // "### Iteration 1" under "## Performance Test Data (Baseline)": the loop written inside the
        // baseline's section. The baseline (round 0) and its section end there; the iteration is a
        // round (it was read as part of round 0, its winner a second winner of the baseline). Not a
        // heading about the baseline ("### Iteration 1 (baseline profile)", "### Round 1 候选") or one
        // whose round a heading outside the baseline and the closing sections names, at any level
        // ("### Round 1 方向预判" before "#### Round 1：tile" under "## Iteration Log"): those are the
        // baseline's content. Its own sub-headings ("#### Iteration 1 Winner") are the baseline's
        // section's, so they do not count.
        if (openRound >= 0 && log.rounds.at(openRound).baseline && label && !label->spelled && label->number > 0
            && !section && h.level > openRoundLevel && !open.empty() && open.back().level == openRoundLevel
            && open.back().section == OptLogSectionKind::Baseline && !aboutTheBaseline.match(core).hasMatch()
            && !stretchNamesRound(label->number)) {
            closeRound(h.line - 1);
            closeSections(openRoundLevel, h.line - 1);
            open.pop_back();
        }
        // "## 总结" / "## Summary" / "## 结论" at a flat round's own level with another round still to
        // come sums up the round ("## Final Summary" is the log's wherever it stands).
        bool sumsUpTheRound = false;
        if (section && *section == OptLogSectionKind::FinalSummary && openRound >= 0 && h.level == openRoundLevel
            && !log.rounds.at(openRound).baseline && !namesTheLogsClosing(core) && roundFollowsHeading(headingIndex)) {
            section.reset();
            sumsUpTheRound = true; // "## 总结与下一步", "## Summary of Round 1" too
        }
        // "## 小结" / "## 结论" before any round sums up what is above it (the baseline, a Phase 1
        // diagnosis), not the log.
        for (; roundsLookedAt < log.rounds.size(); ++roundsLookedAt)
            aRoundRead = aRoundRead || !log.rounds.at(roundsLookedAt).baseline;
        if (section && *section == OptLogSectionKind::FinalSummary && (lower.startsWith(u"小结") || lower.startsWith(u"结论"))
            && !aRoundRead)
            section.reset();
        // Only a closing that stays one closes the campaign (a round's own "## 总结" does not).
        if (section
            && (*section == OptLogSectionKind::FinalSummary || *section == OptLogSectionKind::SkillRetrospective
                || *section == OptLogSectionKind::StageResult))
            campaignClosed = true;
        // "## Experiment Branches" right under "## Iteration 2" (a flat layout) is still round 2's.
        const bool flatRoundPart = sumsUpTheRound
            || (openRound >= 0 && h.level == openRoundLevel && !section
                && namesRoundPart(lower, label, log.rounds.at(openRound)));
        if (openRound >= 0 && !flatRoundPart
            && (h.level <= openRoundLevel
                || (section
                    && (*section == OptLogSectionKind::FinalSummary || *section == OptLogSectionKind::SkillRetrospective
                        || *section == OptLogSectionKind::StageResult))))
            closeRound(h.line - 1);
        const bool inClosing = std::any_of(open.begin(), open.end(),
                                           [](const OpenHeading &o) { return o.section && holdsNoRounds(*o.section); });
        // "### 复盘要点" inside the Skill Retrospective is part of it, not a second one.
        const bool partOfSameKind = section
            && std::any_of(open.begin(), open.end(), [&section](const OpenHeading &o) { return o.section == section; });
        if (section && !partOfSameKind) {
            log.sections.append(OptLogSection {*section, h.text, h.level, h.line, lastLine, session});
            pendingSections.push_back(int(log.sections.size()) - 1);
        }
        open.push_back(OpenHeading {h.level, section});
        // "### Round 5（precision_fix）" appended under "## Skill Retrospective" reads as part of the
        // retrospective; a round later than every round so far is worth a word.
        // Words ("### First round: tile sweep" in a Phase 1 probe) are a round only where rounds are.
        if (inClosing && openRound < 0 && label && !label->spelled && !section && label->number > 0
            && std::none_of(log.rounds.cbegin(), log.rounds.cend(),
                            [&](const OptLogRound &r) { return r.number >= label->number; }))
            log.diagnostics.append(OptLogReading::warning(
                QStringLiteral("optlog.round-in-closing-section"), log.displayPath, h.line,
                QCoreApplication::translate("OptLogStructure",
                                            "\"%1\" sits inside a closing section (Final Summary, Skill "
                                            "Retrospective, …) and is read as part of it, not as a round; give it "
                                            "the rounds' heading level to make it one.")
                    .arg(h.text)));
        if (openRound >= 0 || inClosing || (startsSession && h.level == 1)
            || (startsSession && *startsSession == OptLogSession::Kind::Supplement))
            continue;

        // "### Round 1：流水（计划）" in a plan written before the loop, when the loop's own heading for
        // round 1 follows: the plan's item, not a second round 1.
        static const QRE plannedMarker(
            QStringLiteral("[（(【\\[]\\s*(?:计划|规划|拟|plan(?:ned)?)\\s*[)）】\\]]|(?:计划|规划|\\bplan(?:ned)?)\\s*$"),
            QRE::CaseInsensitiveOption);
        if (label && !label->spelled && label->number > 0 && section != OptLogSectionKind::Baseline
            && plannedMarker.match(core).hasMatch() && stretchNamesRound(label->number))
            continue;

        // Rounds.
        OptLogRound round;
        if (section == OptLogSectionKind::Baseline) {
            // A campaign's first baseline is its round 0; a later one counts only when it names its round.
            int stated = statedRoundIn(core, 0);
            if (stated == sessionLabel) // "# Round 2: re-tune" … "（Round 2 baseline）": the campaign's round 0
                stated = -1;
            // "（Round 5 re-baseline）" names the baseline's round; "（re-measure after round 1）" does not.
            if (!lower.contains(u"baseline") && !core.contains(u"基线") && !core.contains(u"基准"))
                stated = -1;
            const bool campaign = log.sessions.isEmpty() || currentKind == OptLogSession::Kind::Campaign;
            if (!campaign || (sessionHasBaseline && stated < 0))
                continue;
            sessionHasBaseline = true;
            round.baseline = true;
            round.label = core;
            round.number = stated >= 0 ? stated : 0;
            round.roundStated = stated >= 0;
        } else if (section && *section != OptLogSectionKind::IterationLog) {
            continue;
        } else if (label && label->lastNumber >= 0 && coversOnlyRoundsRead(readRounds, *label, session)) {
            continue; // "## Rounds 1–2 recap" after rounds 1 and 2: a summary, not a round
        } else if (label) {
            round.label = label->label;
            if (!label->part.isNull())
                round.parts.append({label->part, h.line});
            if (label->word == RoundLabel::Word::Iteration || label->word == RoundLabel::Word::ChineseIteration) {
                round.iteration = label->number;
                int stated = statedRoundIn(core, label->end);
                // "# Round 2: re-tune" then "## Iteration 1 (Round 2)": the parenthesis names the campaign.
                if (stated == sessionLabel)
                    stated = -1;
                round.roundStated = stated >= 0;
                round.number = stated >= 0 ? stated : label->number;
            } else {
                round.roundStated = true;
                round.number = label->number;
            }
            if (label->lastNumber > round.number && round.number == label->number)
                round.lastNumber = label->lastNumber;
            if (roundLevel == 0)
                roundLevel = h.level;
            // "## Round 0（baseline）" is the campaign's baseline written as a round.
            if (round.number == 0 && (currentKind == OptLogSession::Kind::Campaign || log.sessions.isEmpty())) {
                round.baseline = true;
                sessionHasBaseline = true;
            }
        } else if (const std::optional<RoundLabel> tagged = taggedRoundLabel(core);
                   tagged && h.level == roundLevel && !section) {
            round.label = tagged->label;
            round.number = tagged->number;
            round.roundStated = true;
        } else {
            continue;
        }
        // "## Round 3" then "## Round 3 对比表" at the same level: one round written under two headings.
        // "## Round 3a" then "## Round 3b": one round written in two parts.
        if (!log.rounds.isEmpty()) {
            OptLogRound &previous = log.rounds.last();
            if (previous.session == session && previous.number == round.number && previous.level == h.level
                && previous.baseline == round.baseline && previous.endLine == h.line - 1) {
                if (!round.parts.isEmpty()
                    && (previous.parts.isEmpty() || previous.parts.constLast().first != round.parts.constFirst().first)) {
                    if (previous.parts.isEmpty()) // "## Round 3" then "## Round 3a": the first part has no letter
                        previous.parts.append({QChar(), previous.line});
                    previous.parts.append(round.parts.constFirst());
                }
                previous.endLine = lastLine;
                openRound = int(log.rounds.size()) - 1;
                openRoundLevel = h.level;
                continue;
            }
        }
        round.ordinal = int(log.rounds.size()) + 1;
        round.heading = h.text;
        round.level = h.level;
        round.line = h.line;
        round.endLine = lastLine;
        round.session = session;
        openRound = int(log.rounds.size());
        openRoundLevel = h.level;
        for (int n = round.number; n <= std::max(round.number, round.lastNumber); ++n)
            readRounds.insert({session, n});
        log.rounds.append(round);
    }
    if (log.sessions.isEmpty())
        log.sessions.append(OptLogSession {1, QString(), 1, lastLine, OptLogSession::Kind::Campaign});
    // A round open at the end of its session ends with it.
    for (OptLogRound &round : log.rounds) {
        const OptLogSession &s = log.sessions.at(qBound(0, round.session - 1, int(log.sessions.size()) - 1));
        round.endLine = qMin(round.endLine, s.endLine);
    }
    closeSections(0, lastLine);
    for (OptLogSection &section : log.sections) {
        const OptLogSession &s = log.sessions.at(qBound(0, section.session - 1, int(log.sessions.size()) - 1));
        section.endLine = qMin(section.endLine, s.endLine);
    }

    for (const OptLogHeading &h : std::as_const(log.headings)) {
        if (h.level != 1)
            continue;
        const size_t index = size_t(h.line - 1);
        if (index < textLines.size()) {
            const qsizetype start = textLines[index];
            const qsizetype end = index + 1 < textLines.size() ? textLines[index + 1] : log.textWhileParsing.size();
            log.titleKernelName = kernelNameOfTitle(log.textWhileParsing.mid(start, end - start).trimmed());
        }
        break;
    }
}
