// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <functional>
#include <optional>

class CandidateRecords;
struct DerivedSeries;
struct OptLogDecision;
struct OptLogRound;
struct ProjectSnapshot;

// How far the tuning went, as the agent contract's perf_iteration counts it (signal registry §4):
// the rounds of experiments, and how many of the last ones made no new current best. The Stage
// Result export writes these; REVIEW-STAGE-RESULT holds the log's own block to them.
struct RunProgress
{
    struct Round
    {
        const OptLogRound *round = nullptr;
        bool experimented = false; // branches or a comparison table, and no confirmation of the final
        bool won = false; // it made a new current best
        const OptLogDecision *best = nullptr; // the decision naming it (new_current_best, else winner)
        QString winner; // that candidate as the records name it; empty for an unnamed adoption
        // A round that went back to an earlier current best ("new_current_best: v1_a（回退）" after
        // v2_b won): that best, as the records name it. No win: nothing new was adopted.
        QString rolledBackTo;
    };

    QList<Round> rounds; // in the workflow's order, the baseline left out
    // Rounds with experiment records (Gen B: phase=candidate); without records, log rounds with
    // branches.
    int iterations = 0;
    int consecutiveNoImprovement = 0; // trailing rounds that experimented without a new current best

    // names: the valid records by candidate id (CandidateRecords::Kept::AllValid), when the caller
    // has them already.
    static RunProgress of(const ProjectSnapshot &snapshot, const CandidateRecords *names = nullptr);
    // Trailing rounds that experimented without an improvement, as the Stage Result export counts
    // them: a new current best is one only when, on the records, it gains beyond the noise threshold
    // on some workload and loses beyond it on none (unmeasured, the log's word stands).
    int roundsWithoutGain(const DerivedSeries &series) const;

    // How a new current best compares with the best before it: beyond the noise faster on some
    // workload and slower on none (or not measured: the log's word stands), slower on one, or neither.
    enum class Gain { Improved, WithinNoise, Slower };
    // Judges `after` (adopted in afterRound) against `before` (a best since beforeRound; -1 for
    // the baseline or an unknown round): "baseline" names the baseline, empty an unnamed adoption.
    using Judge = std::function<Gain(const QString &before, int beforeRound, const QString &after, int afterRound)>;
    // Each round in order with the best it was judged against: a win is judged by `judge` against
    // the previous best, or the best a rollback went back to; `gain` is empty for a round that won
    // nothing. Returns the trailing rounds that experimented without a gain (roundsWithoutGain's
    // rule, which the exports follow too).
    using Visit
        = std::function<void(const Round &step, const QString &before, int beforeRound, std::optional<Gain> gain)>;
    int walkAdoptions(const Judge &judge, const Visit &visit = {}) const;
    // A round that re-measured the final, by its heading ("Final Confirmation（round 5）", "最终确认").
    static bool isConfirmation(const OptLogRound &round);
    // Log ids often drop the round prefix ("pipe" for "v1_pipe").
    static bool sameCandidate(const QString &a, const QString &b);
    // The winner or new_current_best of a round that adopted a configuration it names no branch id
    // for ("new_current_best: （参数级采纳…）"), else null. Its winner is then empty.
    static const OptLogDecision *unnamedAdoption(const OptLogRound &round);
};
