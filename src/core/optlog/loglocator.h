// SPDX-License-Identifier: MIT
#pragma once

#include "optlog/optlog.h"

// Where in opt_log.md something is discussed, so that views can jump to it.
namespace LogLocator {

// The round of the log with this workflow round number (or iteration), or nullptr.
const OptLogRound *round(const OptLog &log, int number);
// The line that talks about a candidate: its branch row in the given round, else a decision naming
// it, else any table row starting with it, else any line mentioning it. 0 when absent.
int lineForCandidate(const OptLog &log, const QString &candidateId, int round = -1);
// The round whose heading..end range holds the line, or nullptr.
const OptLogRound *roundAtLine(const OptLog &log, int line);

} // namespace LogLocator
