// SPDX-License-Identifier: MIT
#pragma once

#include "base/diagnostic.h"
#include "optlog/optlogmarkdown.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <vector>

// Text of opt_log.md that looks like what the reader acts on but is not read as it, said where it
// is: otherwise the loss is silent.
// - A heading whose '#'s are followed by a no-break or ideographic space, by a letter, or written
//   with full-width '＃', or with an invisible character before the '#'s: Markdown reads a
//   paragraph, so its round or section does not exist and the previous one runs on (a rms_norm log
//   with "##\u00A0Iteration 2" has no round 2; round 1 takes its decisions).
// - An invisible character beside an id in text the reader reads — running text, headings, tables
//   ("v2_\u200Bubreuse" names v2_, which no branch, record or file is) — or a bidirectional control
//   anywhere, code included (what a reviewer sees is not what is there).
// Internal to the opt_log reading; one pass over the bytes, near-linear in the log's size.
namespace OptLogLookalikes {

// At most this many lines are reported for each kind; one more diagnostic says how many were not.
inline constexpr int MaxReportedLines = 20;

// `markdown` is the walk of `utf8` (before its tables are taken); `lineStarts` its line starts.
Diagnostics read(const QByteArray &utf8, const std::vector<qsizetype> &lineStarts, const OptLogMarkdown &markdown,
                 const QString &displayPath);

} // namespace OptLogLookalikes
