// SPDX-License-Identifier: MIT
#pragma once

#include "optlog/optlog.h"

#include <QString>
#include <optional>
#include <vector>

// The structure of opt_log.md as a reviewer reads it: campaigns and their supplements, the
// sections each holds (phase 0/1, baseline, iteration log, closing and reference sections) and
// the rounds. Computed once per log, in one pass over the headings md4c yields; everything that
// talks about rounds (outline, round navigation, per-round checks, checklist, exports) reads the
// OptLog::sessions, sections and rounds this fills.
//
// The rules, from the workflow's own structure (workflow-formats.md §d):
//  - a round is a heading that starts with its label once outline numbering and decoration are
//    gone ("Round N", "Iteration N", "R N", "第N轮", "迭代 N", any suffix); a heading that only
//    mentions a round is none, except a round-level heading tagged "（round N）";
//  - containment decides: nothing inside a closing or reference section is a round, and the
//    sub-headings of an open round belong to it;
//  - an H1 starts a campaign (or a supplement, when it says post-scriptum / 补充 / 附录…); a
//    campaign's first baseline section is its round 0; a supplement never nests another.
class OptLogStructure
{
public:
    // The label a round heading starts with.
    struct RoundLabel
    {
        enum class Word { Round, Iteration, R, ChineseRound, ChineseIteration };
        Word word = Word::Round;
        QString label; // as written, e.g. "Iteration 4", "第三轮", "R2"
        int number = -1; // N of the label
        int lastNumber = -1; // M of "Rounds N–M", -1 for a single round
        bool spelled = false; // in words: "Round Three", "Second Iteration"
        QChar part; // the letter of a part of the round: 'a' of "Round 3a", null for a whole round
        qsizetype end = 0; // where the label ends in the core text
    };

    // Fills log.sessions, log.sections, log.rounds and log.titleKernelName from log.headings.
    // textLines are the offsets of line starts in log.textWhileParsing (the title's backquotes are markup).
    static void build(OptLog &log, const std::vector<qsizetype> &textLines);

    // Heading text without outline numbering ("2.", "3.1", "一、") and leading decoration (⭐, ▶).
    static QString headingCore(const QString &text);
    // The round label the core text starts with, if any.
    static std::optional<RoundLabel> leadingRoundLabel(const QString &core);
    // The section a heading opens, if it names one of the workflow's sections.
    static std::optional<OptLogSectionKind> sectionKindOf(const QString &headingText, int level);
    // Closing and reference sections: nothing inside them is a round.
    static bool holdsNoRounds(OptLogSectionKind kind);
    // "final-summary", "retrospective", … (the `role` of `perfopt inspect --json`).
    static QString sectionRoleName(OptLogSectionKind kind);
    static QString sessionKindName(OptLogSession::Kind kind);

    // The campaign a session belongs to: itself, or for a supplement the campaign before it (1-based).
    static int campaignOf(const OptLog &log, int session);
    // campaignOf for every session at once: [session index] -> campaign (index 0 unused).
    static std::vector<int> campaignsBySession(const OptLog &log);
    // Rounds in the workflow's order: campaign by campaign, by number inside a campaign (logs
    // write rounds out of order), document order last. Baselines included.
    static QList<const OptLogRound *> workflowOrder(const OptLog &log);
    // The round a reviewer is at: the one holding `line`, else the first with `number`, or nullptr.
    static const OptLogRound *roundAt(const OptLog &log, int line, int number);
    // The kernel a title line names: a backquoted identifier, else a kernel-like word.
    static QString kernelNameOfTitle(const QString &rawTitleLine);
};
