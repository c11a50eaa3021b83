// SPDX-License-Identifier: MIT
// What the strict profile's checks share, across the files that hold them (strictchecks.cpp lists
// them all).
#pragma once

#include "gates/gatecheck.h"

#include <algorithm>
#include <cmath>
#include <memory>

namespace StrictCheckParts {

inline constexpr auto Error = Diagnostic::Severity::Error;
inline constexpr auto Warning = Diagnostic::Severity::Warning;

inline bool near(double a, double b)
{
    // Logs round to two decimals; records keep three.
    return std::abs(a - b) <= std::max(0.01 * std::abs(b), 0.0051);
}

// Several rules look records up by candidate id; the checks of one run share the index.
const CandidateRecords &candidatesOf(GateContext &c);
// The same index with the valid records that have no duration too (the chain of bests).
const CandidateRecords &allValidCandidatesOf(GateContext &c);
// Several rules read the series; the checks of one run share it.
const DerivedSeries &seriesOf(GateContext &c);

// The checks of the other files, in StrictChecks::all()'s order.
std::unique_ptr<GateCheck> comparisonTableCheck(); // strictcheckstables.cpp
std::unique_ptr<GateCheck> finalClaimCheck();
std::unique_ptr<GateCheck> decisionCheck(); // strictchecksrounds.cpp
std::unique_ptr<GateCheck> nonRegressionCheck();
std::unique_ptr<GateCheck> smallWinCheck();
std::unique_ptr<GateCheck> terminationCheck();
std::unique_ptr<GateCheck> stageResultCheck(); // strictchecksstageresult.cpp

} // namespace StrictCheckParts
