// SPDX-License-Identifier: MIT
#pragma once

#include "gates/gateresult.h"

#include <QJsonObject>

class QTextStream;

// `perfopt check --json`: the workflow's own shape ({failures, warnings} of {rule_id, file,
// message}) plus line, severity and evidence. Documented in docs/cli.md.
class GateReportJson
{
public:
    static QJsonObject toJson(const GateReport &report);
    static QString toText(const GateReport &report, bool colour);
    // toText() written straight to `out` (a large run has tens of thousands of results: no
    // report-sized string is built).
    static void writeText(const GateReport &report, bool colour, QTextStream &out);
};
