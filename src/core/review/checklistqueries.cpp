// SPDX-License-Identifier: MIT
// The checklist's questions: dispatch, evidence helpers, Phase 0 (setup) and Phase 1 (baseline).
#include "review/checklistqueries.h"

#include "base/textlines.h"
#include "optlog/optlogstructure.h"
#include "review/checklistqueries_p.h"
#include "run/projectsnapshot.h"

#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <limits>
#include <map>

using namespace Qt::StringLiterals;
using namespace ChecklistQueriesPrivate;

ChecklistQueries::ChecklistQueries(const ProjectSnapshot &snapshot, const GateReport &report)
    : m_snapshot(snapshot)
    , m_report(report)
{
    m_logLines = TextLines::splitUtf8(snapshot.optLog.utf8);
    if (!snapshot.layout.designFile.isEmpty()) {
        const TextFile design
            = TextFile::read(snapshot.layout.absolute(snapshot.layout.designFile), snapshot.layout.designFile,
                             4 * 1024 * 1024, snapshot.layout.operatorDir);
        m_design = design.text();
        m_designPath = snapshot.layout.designFile;
    }
}

ChecklistQueries::Query ChecklistQueries::queryFor(const QString &id)
{
    static const std::map<QString, Query> queries = {
        {u"design-file"_s, &ChecklistQueries::designFile},
        {u"operator-type"_s, &ChecklistQueries::operatorType},
        {u"design-163"_s, &ChecklistQueries::design163},
        {u"toolchain-stamp"_s, &ChecklistQueries::toolchainStamp},
        {u"ab-plan"_s, &ChecklistQueries::abPlan},
        {u"dispatch-baselines"_s, &ChecklistQueries::dispatchBaselines},
        {u"baseline-record"_s, &ChecklistQueries::baselineRecord},
        {u"baseline-table"_s, &ChecklistQueries::baselineTable},
        {u"design-estimate"_s, &ChecklistQueries::designEstimate},
        {u"same-base"_s, &ChecklistQueries::sameBase},
        {u"branch-changes"_s, &ChecklistQueries::branchChanges},
        {u"l0"_s, &ChecklistQueries::l0},
        {u"merge"_s, &ChecklistQueries::merge},
        {u"decisions"_s, &ChecklistQueries::decisions},
        {u"termination"_s, &ChecklistQueries::termination},
        {u"final-is-best"_s, &ChecklistQueries::finalIsBest},
        {u"speedups"_s, &ChecklistQueries::speedups},
        {u"precision"_s, &ChecklistQueries::precision},
        {u"retrospective"_s, &ChecklistQueries::retrospective},
        {u"vp-type"_s, &ChecklistQueries::vpType},
        {u"evidence-triplet"_s, &ChecklistQueries::evidenceTriplet},
        {u"optimize-md"_s, &ChecklistQueries::optimizeMd},
        {u"stage-result"_s, &ChecklistQueries::stageResult},
    };
    const auto it = queries.find(id);
    return it == queries.end() ? nullptr : it->second;
}

bool ChecklistQueries::has(const QString &query)
{
    return queryFor(query) != nullptr;
}

ChecklistVerdict ChecklistQueries::answer(const ChecklistItem &item) const
{
    const Query query = queryFor(item.query);
    return query ? (this->*query)(item) : verdict(item, Status::Manual, tr("Only the reviewer can tell"));
}

// --- Helpers ------------------------------------------------------------------------------------

ChecklistEvidence ChecklistQueries::logLine(int line) const
{
    QString text = line > 0 && line <= m_logLines.size() ? m_logLines.at(line - 1).trimmed() : QString();
    if (text.startsWith("- "_L1) || text.startsWith("* "_L1))
        text = text.mid(2); // a list item's marker says nothing
    if (text.size() > 160)
        text = text.left(159) + u'…';
    return {m_snapshot.optLogFile.displayPath, line, text};
}

ChecklistEvidence ChecklistQueries::recordLine(int line) const
{
    // The records are in file order: a binary search, since every candidate of a long parent chain
    // asks for its line (21k candidates: 4 s of linear searches).
    const QList<PerfRecord> &records = m_snapshot.records.records;
    const auto at = std::lower_bound(records.cbegin(), records.cend(), line,
                                     [](const PerfRecord &r, int wanted) { return r.line < wanted; });
    if (at == records.cend() || at->line != line)
        return {m_snapshot.records.displayPath, line, QString()};
    QString text = at->candidateId;
    if (!at->workloadKey().trimmed().isEmpty() && at->workloadKey() != " / "_L1)
        text += u" · "_s + at->workloadKey();
    if (at->hasDuration())
        text += u" · "_s + QString::number(at->durationUs) + u" us"_s;
    return {m_snapshot.records.displayPath, line, text};
}

QList<int> ChecklistQueries::logLinesMatching(const QString &pattern, int limit) const
{
    const QRegularExpression re(pattern, QRegularExpression::CaseInsensitiveOption);
    QList<int> out;
    for (qsizetype i = 0; i < m_logLines.size() && out.size() < limit; ++i)
        if (re.match(m_logLines.at(i)).hasMatch())
            out.append(int(i + 1));
    return out;
}

QStringList ChecklistQueries::winners() const
{
    const QList<const OptLogRound *> rounds = OptLogStructure::workflowOrder(m_snapshot.optLog);
    QStringList out;
    for (const OptLogRound *round : std::as_const(rounds)) {
        const OptLogDecision *best = round->newCurrentBest();
        if (!best || best->candidate.isEmpty())
            best = round->winner();
        if (best && !best->candidate.isEmpty() && !best->keepsCurrentBest && !out.contains(best->candidate))
            out.append(best->candidate);
    }
    return out;
}

// --- Phase 0 ------------------------------------------------------------------------------------

ChecklistVerdict ChecklistQueries::designFile(const ChecklistItem &item) const
{
    const RunLayout &layout = m_snapshot.layout;
    QList<ChecklistEvidence> evidence;
    if (!layout.baselineKernel.isEmpty())
        evidence.append({layout.baselineKernel, 0, QString()});
    if (!layout.designFile.isEmpty())
        evidence.append({layout.designFile, 0, QString()});
    // The log's header, where the workflow's logs name what was read.
    const int headerEnd = m_snapshot.optLog.headings.size() > 1 ? m_snapshot.optLog.headings.at(1).line : 40;
    for (int line : logLinesMatching(u"hardware-context|pattern-library|INDEX\\.md|kb_search|DESIGN"_s, 3))
        if (line < headerEnd)
            evidence.append(logLine(line));
    return verdict(item, Status::Manual,
                   layout.designFile.isEmpty() ? tr("The run has no DESIGN.md next to the baseline kernel")
                                               : tr("Check the log's header against DESIGN.md"),
                   evidence);
}

ChecklistVerdict ChecklistQueries::operatorType(const ChecklistItem &item) const
{
    static const QRegularExpression key(u"算子类型|算子类别|operator type|op type|kernel type"_s,
                                        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression type(u"\\b(cube|vector|mix)\\b"_s, QRegularExpression::CaseInsensitiveOption);
    // One type, decided: not a list of the options ("未判定（cube / vector / mix 待 profile 后再定）").
    static const QRegularExpression undecided(u"未判定|未定|待定|待\\s*profile|\\bTBD\\b|unknown|undecided|未知"_s,
                                              QRegularExpression::CaseInsensitiveOption);
    // Phase 0 decides the type before any round. Inside a round a line names a branch's profile
    // ("v4_aivonly：msprof Op Type = **vector**", "valid（Op Type = vector）" for a rolled-back
    // aiv-only branch) unless it says it decides the type.
    static const QRegularExpression decides(u"判定|判断|确定|决定|\\bdecid|\\bclassif"_s,
                                            QRegularExpression::CaseInsensitiveOption);
    const auto branchObservation = [&](qsizetype i) {
        const int line = int(i + 1);
        const bool inRound
            = std::any_of(m_snapshot.optLog.rounds.cbegin(), m_snapshot.optLog.rounds.cend(),
                          [line](const OptLogRound &r) { return r.number > 0 && r.line <= line && line <= r.endLine; });
        return inRound && (m_logLines.at(i).trimmed().startsWith(u'|') || !decides.match(m_logLines.at(i)).hasMatch());
    };
    // The type shortly after a key ("算子类型判定：**mix**", "算子类型（Op Type）：mix", "算子类型：纯 mix 算子",
    // "Operator type (msprof Op Type): mix"), not a change a branch made ("Op Type 变为 vector").
    static const QRegularExpression change(u"变为|变成|改为|换成|\\bbecom|\\bchang|\\bturn|\\bswitch"_s,
                                           QRegularExpression::CaseInsensitiveOption);
    constexpr qsizetype near = 24;
    for (qsizetype i = 0; i < m_logLines.size(); ++i) {
        const QString &line = m_logLines.at(i);
        if (undecided.match(line).hasMatch() || branchObservation(i))
            continue;
        qsizetype stated = -1; // where the type after some key starts
        for (auto k = key.globalMatch(line); k.hasNext() && stated < 0;) {
            const qsizetype from = k.next().capturedEnd();
            const QRegularExpressionMatch t = type.match(line, from);
            if (t.hasMatch() && t.capturedStart() - from <= near
                && !change.match(line.sliced(from, t.capturedStart() - from)).hasMatch())
                stated = t.capturedStart();
        }
        if (stated < 0)
            continue;
        // One type, decided: not a list of the options.
        QSet<QString> named;
        for (auto it = type.globalMatch(line, stated); it.hasNext();)
            named.insert(it.next().captured(1).toLower());
        if (named.size() == 1)
            return verdict(item, Status::Pass, tr("Operator type: %1").arg(*named.cbegin()), {logLine(int(i + 1))});
    }
    return verdict(item, Status::Fail, tr("The log never states the operator type (cube, vector or mix)"));
}

ChecklistVerdict ChecklistQueries::design163(const ChecklistItem &item) const
{
    if (m_design.isEmpty())
        return verdict(item, Status::NotApplicable, tr("The run has no DESIGN.md"));
    const qsizetype at = m_design.indexOf("1.6.3"_L1);
    if (at < 0)
        return verdict(item, Status::NotApplicable, tr("DESIGN.md has no §1.6.3 layout decision"));
    const ChecklistEvidence design {m_designPath, int(m_design.left(at).count(u'\n')) + 1, u"§1.6.3"_s};
    const QList<int> lines = logLinesMatching(u"1\\.6\\.3"_s, std::numeric_limits<int>::max());
    if (lines.isEmpty())
        return verdict(item, Status::Fail,
                       tr("DESIGN.md has §1.6.3 but the log never compares it with the measurements"), {design});
    // A line that says the comparison itself was not made ("本轮未做。", "未对照", "未核对", "未检查（§1.6.3）",
    // "核对跳过", "留待后续", "skipped the check", "not done") is no comparison. A decision taken after
    // one is: not to change the layout or axis ("未做换轴", "不做调整", "不做 NZ 转置", "未做 layout 变换",
    // "跳过换轴"), or a check that found nothing ("未检查到 bank conflict").
    static const QRegularExpression notDone(
        u"(?:未|没|没有|尚未|暂未|不)(?:做|进行)?\\s*(?:对照|核对|检查|复核|比较|对比|验证|评估)(?![到出])|"
        "(?:未|没|没有|尚未|暂未)(?:做|进行|执行)\\s*(?:$|[。；;，,.!！?？（(]|(?:此|该|本)项)|"
        "(?:对照|核对|检查|复核|比较|对比)\\s*(?:已|被)?(?:跳过|略过|省略)|"
        "(?:跳过|略过)\\s*(?:$|[。；;，,.!！?？（(]|(?:此|该|本)项|§|1\\.6\\.3|对照|核对|检查|比较|对比)|"
        "待补|留待|\\b(?:TBD|TODO|deferred|not (?:yet )?(?:done|made|checked|compared|verified|performed|evaluated)|"
        "(?:check|comparison) (?:was )?skipped|skipped(?: the (?:§\\s*1\\.6\\.3 )?(?:check|comparison)|\\s*(?:$|[.;,!])))"
        "(?![\\w-])"_s,
        QRegularExpression::CaseInsensitiveOption);
    QList<ChecklistEvidence> evidence, skipped;
    for (int line : lines)
        (notDone.match(m_logLines.at(line - 1)).hasMatch() ? skipped : evidence).append(logLine(line));
    if (evidence.isEmpty())
        return verdict(item, Status::Fail, tr("The log says the §1.6.3 comparison was not made"),
                       skipped.mid(0, 5) + QList<ChecklistEvidence> {design});
    const qsizetype compared = evidence.size();
    evidence = evidence.mid(0, 5);
    evidence.append(design);
    return verdict(item, Status::Pass, tr("The log refers to §1.6.3 on %n line(s)", "", compared), evidence);
}

namespace {

// What may stand between a toolchain field's name and its value: separators, labels and package words
// ("CANN8.5.0", "cann-8.5.0", "CANN_8.5.0", "CANN toolkit 8.5.0", "TileLang-Ascend commit 3f9c2e71d0",
// "tilelang 版本 0.1.2"). Nothing else: "CANN:（msOpProf 26.0.0）" gives another tool's version.
const auto stampGap = u"(?:[\\s:：=@`*（()）_\\-]|\\b(?:build|commit|version|ver|rev|release|toolkit|ascend|sha)\\b|版本)*"
                      "(?!(?:tilelang|CANN)(?![A-Za-z]))([A-Za-z0-9][\\w.+\\-]*)?"_s;

// A version ("8.5.0", "0.1.2+3f9c2e71d0", "v0.1.2") or a commit hash ("abcdef0"), not a word
// ("unknown", "latest") or a date ("2026-10-09").
bool isVersion(const QString &value)
{
    static const QRegularExpression version(u"^v?\\d"_s, QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression date(u"^\\d{4}[-/.]\\d{1,2}[-/.]\\d{1,2}"_s);
    static const QRegularExpression hash(u"^[0-9a-f]{7,40}$"_s, QRegularExpression::CaseInsensitiveOption);
    return (version.match(value).hasMatch() && !date.match(value).hasMatch()) || hash.match(value).hasMatch();
}

QStringList tableCells(const QString &line)
{
    QStringList cells = line.trimmed().split(u'|');
    if (!cells.isEmpty() && cells.first().trimmed().isEmpty())
        cells.removeFirst();
    if (!cells.isEmpty() && cells.last().trimmed().isEmpty())
        cells.removeLast();
    return cells;
}

} // namespace

// The stamp names both tools with their values: on one line, or as a table's header with the values
// on its rows ("| device | CANN | tilelang |", "| Ascend910B2C | 8.5.0 | 0.1.2+3f9c2e71d0 |").
ChecklistVerdict ChecklistQueries::toolchainStamp(const ChecklistItem &item) const
{
    static const QRegularExpression field(u"(?<![A-Za-z])(tilelang|CANN)(?![A-Za-z])"_s + stampGap,
                                          QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression value(u"^"_s + stampGap, QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression separatorRow(u"^\\|[\\s:|\\-]*$"_s);
    // The first row under a header naming the fields whose cells in their columns hold both versions.
    const auto tableRow = [&](qsizetype header) {
        const QStringList head = tableCells(m_logLines.at(header));
        QMap<QString, int> columns; // field -> column
        for (int c = 0; c < head.size(); ++c)
            if (const QRegularExpressionMatch m = field.match(head.at(c)); m.hasMatch())
                columns.insert(m.captured(1).toLower(), c);
        if (columns.size() < 2)
            return 0;
        for (qsizetype i = header + 1; i < m_logLines.size() && m_logLines.at(i).trimmed().startsWith(u'|'); ++i) {
            if (separatorRow.match(m_logLines.at(i).trimmed()).hasMatch())
                continue;
            const QStringList row = tableCells(m_logLines.at(i));
            if (std::all_of(columns.cbegin(), columns.cend(),
                            [&](int c) { return isVersion(value.match(row.value(c).trimmed()).captured(1)); }))
                return int(i + 1);
        }
        return 0;
    };
    int unversioned = 0;
    for (qsizetype i = 0; i < m_logLines.size(); ++i) {
        QSet<QString> named, stamped;
        for (auto it = field.globalMatch(m_logLines.at(i)); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            named.insert(m.captured(1).toLower());
            if (isVersion(m.captured(2)))
                stamped.insert(m.captured(1).toLower());
        }
        if (named.size() < 2)
            continue;
        if (stamped.size() == 2)
            return verdict(item, Status::Pass, tr("Toolchain stamp recorded"), {logLine(int(i + 1))});
        if (m_logLines.at(i).trimmed().startsWith(u'|'))
            if (const int row = tableRow(i))
                return verdict(item, Status::Pass, tr("Toolchain stamp recorded"), {logLine(int(i + 1)), logLine(row)});
        if (unversioned == 0)
            unversioned = int(i + 1);
    }
    if (unversioned > 0)
        return verdict(item, Status::Fail, tr("The toolchain stamp names tilelang and CANN without their versions"),
                       {logLine(unversioned)});
    return verdict(item, Status::Fail, tr("No line of the log names both the tilelang build and the CANN version"));
}

ChecklistVerdict ChecklistQueries::abPlan(const ChecklistItem &item) const
{
    static const QRegularExpression plan(u"实验裁决|adjudication plan"_s, QRegularExpression::CaseInsensitiveOption);
    // A denial governs the plan's words: right before them, or before a list that holds them
    // ("本设计无「主选 + 备选 + 实验裁决计划」三件套", "没有实验裁决", "不需实验裁决", "no experiment adjudication
    // plan", "without an adjudication plan"); a negation elsewhere in the clause denies something else
    // ("主选（无转置）+ 备选 + 实验裁决计划", "无论主选还是备选…以实验裁决计划为准", "No-regression adjudication plan").
    static const QRegularExpression deniedBefore(
        u"(?:(?:无(?![论法])|没有|不含|未含|不需要?|无需|不必|不设|未设)[\\s「『“\"'（(]*"
        "(?:[^\\s，,。；;：:（()）「」『』“”+＋、与和及/]{1,8}\\s*(?:[+＋、/]|与|和|及)\\s*)*"
        "|\\b(?:no|without|not\\s+(?:an?|any))\\s+(?:an?\\s+)?(?:(?:experiment(?:al)?|a/b|formal|explicit)\\s+)?)$"_s,
        QRegularExpression::CaseInsensitiveOption);
    // Or the plan says what it is: none, not needed ("实验裁决计划：无", "：无需（…）", "实验裁决：不需要",
    // "Adjudication plan: not needed").
    static const QRegularExpression deniedAfter(
        u"^[^:：]{0,24}[:：]\\s*[*`]*\\s*(?:无需?|不需要?|没有|暂无|不适用|none|n/?a|not\\s+(?:needed|required|applicable))"
        "(?![\\w\\x{4e00}-\\x{9fff}])"_s,
        QRegularExpression::CaseInsensitiveOption);
    const auto clauseEnd = [](QChar c) {
        return QStringView(u"\n。；;！!？?，,").contains(c);
    };
    // Each match is read within its clause, and no further than a window either side: whatever denies
    // it stands close (both regexes above reach at most a few dozen characters), and a long clause of
    // many matches ("无实验裁决 " × 32k on one line: 58 s when each read its whole clause) stays linear.
    constexpr qsizetype window = 64;
    QRegularExpressionMatch m, denied;
    for (auto it = plan.globalMatch(m_design); it.hasNext() && !m.hasMatch();) {
        const QRegularExpressionMatch found = it.next();
        qsizetype from = found.capturedStart();
        const qsizetype first = qMax<qsizetype>(0, from - window);
        while (from > first && !clauseEnd(m_design.at(from - 1)))
            --from;
        qsizetype to = found.capturedEnd();
        const qsizetype last = qMin(m_design.size(), to + window);
        while (to < last && !clauseEnd(m_design.at(to)))
            ++to;
        const QString before = m_design.mid(from, found.capturedStart() - from);
        const QString after = m_design.mid(found.capturedEnd(), to - found.capturedEnd());
        const bool denies = deniedBefore.match(before).hasMatch() || deniedAfter.match(after).hasMatch();
        (denies ? denied : m) = found;
    }
    const auto designLine = [&](const QRegularExpressionMatch &match) {
        return ChecklistEvidence {m_designPath, int(m_design.left(match.capturedStart()).count(u'\n')) + 1,
                                  match.captured()};
    };
    if (!m.hasMatch())
        return verdict(item, Status::NotApplicable, tr("DESIGN.md has no experiment adjudication plan"),
                       denied.hasMatch() ? QList<ChecklistEvidence> {designLine(denied)} : QList<ChecklistEvidence> {});
    const ChecklistEvidence design = designLine(m);
    // A mention the log negates reports nothing ("> 5% 无需 A/B", "不需 A/B 裁决", "no A/B").
    static const QRegularExpression reported(u"ab_test|\\bA/B\\b|裁决|adjudicat"_s,
                                             QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression negated(
        u"(?:无需|不需要?|不必|不用|无(?!论)|没有|未做|不做|不强制|\\bno|\\bwithout)\\s*(?:A/B\\s*)?$"_s,
        QRegularExpression::CaseInsensitiveOption);
    QList<int> lines;
    for (qsizetype i = 0; i < m_logLines.size() && lines.size() < 5; ++i) {
        const QString &text = m_logLines.at(i);
        for (auto it = reported.globalMatch(text); it.hasNext();) {
            const qsizetype at = it.next().capturedStart();
            const qsizetype from = qMax<qsizetype>(0, at - 12);
            if (!negated.match(text.mid(from, at - from)).hasMatch()) {
                lines.append(int(i + 1));
                break;
            }
        }
    }
    if (lines.isEmpty())
        return verdict(item, Status::Fail, tr("DESIGN.md plans an A/B adjudication but the log reports none"),
                       {design});
    // The plan's A/B is primary against alternative (seed Phase 0 step 4: "主选 + 备选 + 实验裁决计划");
    // an A/B of two candidates under the <5 % protocol (T-2) is another measurement. The log reports
    // the plan when it names it (not denying it) with a figure or a verdict on that line or the
    // few below (a heading over its table).
    static const QRegularExpression planNamed(
        u"实验裁决|裁决计划|主选|备选|adjudicat|\\balternative\\b|\\bprimary\\b|§\\s*1\\.6|\\b1\\.6\\.3\\b"_s,
        QRegularExpression::CaseInsensitiveOption);
    // A figure the design estimated is no result ("主选沿 N（估算 55–60 µs）"), a verdict is.
    static const QRegularExpression estimate(u"估算|预计|预估|估计|\\bestimat|\\bprojected\\b|\\bexpected\\b"_s,
                                             QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression verdictWord(
        u"胜出|采纳|否决|固化|推翻|平局|\\btie\\b|[AB]_better|inconclusive|\\bwins?\\b|"
        "\\bwon\\b|\\badopt|\\brejected\\b|\\bconfirmed\\b"_s,
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression outcome(
        u"\\d\\s*(?:us|µs|μs)\\b|[+\\-−]\\s*\\d+(?:\\.\\d+)?\\s*%|胜出|采纳|否决|固化|推翻|平局|\\btie\\b|[AB]_better|"
        "inconclusive|\\bwins?\\b|\\bwon\\b|\\badopt|\\brejected\\b|\\bconfirmed\\b|"
        "\\|\\s*\\d+(?:\\.\\d+)?\\s*\\|"_s, // or a table's figure under a heading
        QRegularExpression::CaseInsensitiveOption);
    const auto reportsOutcome = [&](QStringView text) {
        return outcome.matchView(text).hasMatch()
            && (!estimate.matchView(text).hasMatch() || verdictWord.matchView(text).hasMatch());
    };
    // A line that denies the plan anywhere reports none ("本轮无实验裁决（主选 18.62 µs 已达标）"). A
    // heading reports through its section (its sub-headings included), a line that ends in a colon
    // through what follows: up to `below` lines.
    constexpr qsizetype below = 40;
    const auto headingLevel = [](QStringView line) {
        qsizetype level = 0;
        while (level < line.size() && line.at(level) == u'#')
            ++level;
        return level;
    };
    int planLine = 0;
    for (qsizetype i = 0; i < m_logLines.size() && planLine == 0; ++i) {
        const QString &text = m_logLines.at(i);
        qsizetype first = -1;
        bool denies = false;
        for (auto it = planNamed.globalMatch(text); it.hasNext() && !denies;) {
            const QRegularExpressionMatch found = it.next();
            denies = deniedBefore.match(text.left(found.capturedStart()).right(window)).hasMatch()
                || deniedAfter.match(text.mid(found.capturedEnd(), window)).hasMatch();
            if (first < 0)
                first = found.capturedStart();
        }
        if (first < 0 || denies)
            continue;
        const QStringView trimmed = QStringView(text).trimmed();
        const bool introduces = trimmed.startsWith(u'#') || trimmed.endsWith(u':') || trimmed.endsWith(u'：');
        const qsizetype last = introduces ? qMin(m_logLines.size(), i + 1 + below) : i + 1;
        const qsizetype level = headingLevel(trimmed);
        for (qsizetype j = i; j < last && planLine == 0; ++j) {
            const qsizetype next = j > i ? headingLevel(QStringView(m_logLines.at(j)).trimmed()) : 0;
            if (next > 0 && (level == 0 || next <= level))
                break; // the next section reports something else
            if (reportsOutcome(j == i ? QStringView(text).sliced(first) : QStringView(m_logLines.at(j))))
                planLine = int(i + 1);
        }
    }
    QList<ChecklistEvidence> evidence;
    if (planLine > 0) {
        evidence.append(logLine(planLine));
        evidence.append(design);
        return verdict(item, Status::Pass, tr("The log reports the A/B adjudication of the DESIGN's plan"), evidence);
    }
    for (int line : lines)
        evidence.append(logLine(line));
    evidence.append(design);
    return verdict(item, Status::Manual,
                   tr("The log reports A/B measurements, but none names the DESIGN's plan (primary against "
                      "alternative) with a figure or a verdict: check that the plan's A/B was run"),
                   evidence);
}

// --- Phase 1 ------------------------------------------------------------------------------------

ChecklistVerdict ChecklistQueries::dispatchBaselines(const ChecklistItem &item) const
{
    const ProjectSnapshot &s = m_snapshot;
    QList<ChecklistEvidence> baselines;
    QSet<QString> baselineKeys;
    QSet<QString> paths;
    QMap<QString, int> measured; // key -> first record line
    for (const PerfRecord &r : s.records.records) {
        if (!r.valid)
            continue;
        if (r.isBaseline()) {
            baselineKeys.insert(r.workloadKey());
            paths.insert(r.dispatchPath);
            baselines.append(recordLine(r.line));
        } else if (!measured.contains(r.workloadKey())) {
            measured.insert(r.workloadKey(), r.line);
        }
    }
    if (baselines.isEmpty()) {
        QList<ChecklistEvidence> evidence;
        for (const OptLogTable &table : s.optLog.tables)
            if (table.kind == TableKind::Baseline)
                evidence.append(logLine(table.line));
        return verdict(item, evidence.isEmpty() ? Status::Fail : Status::Manual,
                       evidence.isEmpty() ? tr("No baseline record and no baseline table")
                                          : tr("No baseline record; check the log's baseline table"),
                       evidence);
    }
    QList<ChecklistEvidence> missing;
    for (auto it = measured.cbegin(); it != measured.cend(); ++it)
        if (!baselineKeys.contains(it.key()))
            missing.append(recordLine(it.value()));
    if (!missing.isEmpty())
        return verdict(item, Status::Fail, tr("%n measured workload(s) have no baseline", "", missing.size()), missing);
    return verdict(
        item, Status::Pass,
        tr("%1 dispatch path(s), %2 workload(s), each with a baseline").arg(paths.size()).arg(baselineKeys.size()),
        baselines);
}

ChecklistVerdict ChecklistQueries::baselineRecord(const ChecklistItem &item) const
{
    const ProjectSnapshot &s = m_snapshot;
    if (!s.records.exists)
        return verdict(item, Status::Fail, tr("perf_records.jsonl does not exist"));
    const PerfRecord *first = nullptr;
    for (const PerfRecord &r : s.records.records)
        if (r.valid) {
            first = &r;
            break;
        }
    if (!first)
        return verdict(item, Status::Fail, tr("perf_records.jsonl has no valid record"));
    auto proper = [](const PerfRecord &r) {
        const bool named = r.contract == Generation::B ? r.phase == "baseline"_L1 : r.candidateId == "baseline"_L1;
        return named && r.round && *r.round == 0 && !r.parentId;
    };
    QList<ChecklistEvidence> evidence, wrong;
    for (const PerfRecord &r : s.records.records)
        if (r.valid && r.isBaseline())
            (proper(r) ? evidence : wrong).append(recordLine(r.line));
    if (!proper(*first))
        return verdict(item, Status::Fail, tr("The first record is not a round 0 baseline without parent"),
                       {recordLine(first->line)});
    if (!wrong.isEmpty())
        return verdict(item, Status::Fail, tr("%n baseline record(s) are not round 0 without parent", "", wrong.size()),
                       wrong);
    // Every workload has its baseline (Gen B: every tune item of the inventory); the final records
    // are Phase 3's (p3.final-claim holds the gate's coverage rule).
    QSet<QString> measured, withBaseline;
    for (const PerfRecord &r : s.records.records)
        if (r.valid) {
            measured.insert(r.workloadKey());
            if (r.isBaseline())
                withBaseline.insert(r.workloadKey());
        }
    if (s.generation == Generation::B)
        for (const InventoryItem *tune : s.inventory.tuneItems())
            measured.insert(tune->workloadKey());
    QStringList missing;
    for (const QString &key : std::as_const(measured))
        if (!withBaseline.contains(key))
            missing.append(key);
    if (!missing.isEmpty()) {
        missing.sort();
        return verdict(item, Status::Fail,
                       tr("%n workload(s) without a baseline record: %1", "", missing.size())
                           .arg(missing.join(QStringLiteral(", "))),
                       evidence);
    }
    return verdict(item, Status::Pass, tr("%n baseline record(s), the first record among them", "", evidence.size()),
                   evidence);
}

ChecklistVerdict ChecklistQueries::baselineTable(const ChecklistItem &item) const
{
    const OptLog &log = m_snapshot.optLog;
    // A heading is no data: a baseline table needs a row that states a workload and its Task Duration.
    QList<ChecklistEvidence> evidence;
    ChecklistEvidence problem;
    for (const OptLogTable &table : log.tables) {
        if (table.kind != TableKind::Baseline)
            continue;
        // Wide layouts head a duration column with its workload ("| candidate | w1 | w2 |"). Workload
        // columns go by many names ("路径", "用例", "path", "M×N", "config"); without one, a row named by a
        // first cell that is no number ("| short_row | … | 31.42 |") states its workload.
        static const QRegularExpression workloadHeader(
            u"路径|用例|形状|规模|场景|配置|输入|数据类型|workload|dispatch|path|case|shape|\\bM\\s*[×x*]\\s*N\\b|"
            "dtype|kernel|config|\\bsize\\b|\\binput"_s,
            QRegularExpression::CaseInsensitiveOption);
        QList<int> workloadColumns, durationColumns, wideColumns;
        for (int c = 0; c < table.columns.size(); ++c) {
            const ColumnKind kind = table.columns.at(c).kind;
            if (kind == ColumnKind::TaskDurationUs || kind == ColumnKind::BaselineUs)
                durationColumns.append(c);
            else if (kind == ColumnKind::WorkloadUs)
                wideColumns.append(c);
            else if (kind == ColumnKind::Workload || kind == ColumnKind::DispatchPath || kind == ColumnKind::Dtype)
                workloadColumns.append(c);
            else if ((kind == ColumnKind::Unknown || kind == ColumnKind::KernelId || kind == ColumnKind::TargetKernel
                      || kind == ColumnKind::Candidate)
                     && workloadHeader.match(table.columns.at(c).header).hasMatch())
                workloadColumns.append(c); // not a profile's path ("msprof_raw_path") or a status
        }
        const auto stated = [](const OptLogTableRow &row, const QList<int> &columns) {
            return std::any_of(columns.cbegin(), columns.cend(),
                               [&](int c) { return !isPlaceholder(cellText(row, c)); });
        };
        const auto named = [&](const OptLogTableRow &row) {
            if (!workloadColumns.isEmpty())
                return stated(row, workloadColumns);
            bool number = false;
            cellText(row, 0).toDouble(&number);
            return !number && !isPlaceholder(cellText(row, 0));
        };
        const bool measured = std::any_of(table.rows.cbegin(), table.rows.cend(), [&](const OptLogTableRow &row) {
            return (named(row) && stated(row, durationColumns)) || stated(row, wideColumns);
        });
        if (measured) {
            evidence.append(logLine(table.line));
            continue;
        }
        if (!problem.text.isEmpty())
            continue;
        problem = {m_snapshot.optLogFile.displayPath, table.line, QString()};
        if (durationColumns.isEmpty() && wideColumns.isEmpty())
            problem.text = tr("The baseline table has no Task Duration column");
        else if (table.rows.isEmpty())
            problem.text = tr("The baseline table has no rows");
        else
            problem.text = tr("No row of the baseline table states a workload and its Task Duration");
    }
    if (!evidence.isEmpty())
        return verdict(item, Status::Pass, tr("Baseline data in the log"), evidence);
    if (!problem.text.isEmpty())
        return verdict(item, Status::Fail, problem.text, {problem});
    for (const OptLogSection &section : log.sections)
        if (section.kind == OptLogSectionKind::Baseline)
            return verdict(item, Status::Fail,
                           tr("The baseline section has no table of workloads and their Task Durations"),
                           {logLine(section.line)});
    return verdict(item, Status::Fail, tr("The log has no baseline Performance Test Data"));
}

ChecklistVerdict ChecklistQueries::designEstimate(const ChecklistItem &item) const
{
    static const QRegularExpression estimate(u"1\\.6\\.0.*(设计期估算|估算|estimate)"_s,
                                             QRegularExpression::CaseInsensitiveOption);
    const auto m = estimate.match(m_design);
    if (m_design.isEmpty() || !m.hasMatch())
        return verdict(item, Status::NotApplicable, tr("DESIGN.md has no design-time estimate (§1.6.0)"));
    const ChecklistEvidence design {m_designPath, int(m_design.left(m.capturedStart()).count(u'\n')) + 1, m.captured()};
    const QList<int> lines = logLinesMatching(u"设计估算\\s*vs\\s*实测|\\bD-2\\b|estimate vs\\.? measured"_s);
    if (lines.isEmpty())
        return verdict(item, Status::Fail,
                       tr("DESIGN.md estimates a lower bound but the log has no estimate vs measured line"), {design});
    QList<ChecklistEvidence> evidence;
    for (int line : lines)
        evidence.append(logLine(line));
    evidence.append(design);
    return verdict(item, Status::Pass, tr("Estimate vs measured deviation recorded"), evidence);
}
