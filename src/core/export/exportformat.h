// SPDX-License-Identifier: MIT
#pragma once

#include "export/finalresults.h"

#include <QString>

// How the exports write numbers and their sources, the same way everywhere: a duration as the
// records hold it ("64.5", "118.741"), a speedup with three decimals ("1.753x"), and after every
// number its reference in brackets ("17.92 [r25]", "1.753x [r1/r25]", "“…” [L73]").
class ExportFormat
{
public:
    static QString duration(double us); // shortest form that reads back to the same double
    static QString speedup(double ratio); // "1.753x"
    static QString percent(double value); // "43.0%"
    static QString sourced(const SourcedValue &value); // "31.42 [r1]"
    static QString quote(const QString &text, int logLine); // "“T.Pipelined(num_stages=2)” [L73]"
    // Text from the run in Markdown, outside a table: one line, without control characters (C0, C1,
    // bidi embeddings and overrides), and no raw HTML, link or image for a renderer to act on (a
    // '<' that could open a tag and a '[' that could open a link are escaped with a backslash).
    static QString inlineText(const QString &text);
    static QString tableCell(const QString &text); // inlineText, and '|' escaped
    // A code span that holds `text` whatever it holds (backticks, HTML), on one line.
    static QString code(const QString &text);
    // Escaped for HTML and XML text; characters XML forbids, C1 controls and bidi overrides as U+FFFD.
    static QString htmlEscape(const QString &text);
};
