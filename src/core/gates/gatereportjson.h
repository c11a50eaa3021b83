// SPDX-License-Identifier: MIT
#pragma once

#include "base/jsonstreamwriter.h"
#include "gates/gateresult.h"

#include <QJsonObject>

class QTextStream;

// `perfopt check --json`: the workflow's own shape ({failures, warnings} of {rule_id, file,
// message}) plus line, severity and evidence. Documented in docs/cli.md.
class GateReportJson
{
public:
    static QJsonObject toJson(const GateReport &report);
    // toJson() as QJsonDocument::Indented prints it, handed to `sink` result by result (a large
    // run's report would take many times its printed size as one document).
    static void writeJson(const GateReport &report, const JsonStreamWriter::Sink &sink);
    static QString toText(const GateReport &report, bool colour);
    // toText() written straight to `out` (a large run has tens of thousands of results: no
    // report-sized string is built).
    static void writeText(const GateReport &report, bool colour, QTextStream &out);
};
