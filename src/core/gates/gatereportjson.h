// SPDX-License-Identifier: MIT
#pragma once

#include "gates/gateresult.h"

#include <QJsonObject>

// `perfopt check --json`: the workflow's own shape ({failures, warnings} of {rule_id, file,
// message}) plus line, severity and evidence. Documented in docs/cli.md.
class GateReportJson
{
public:
    static QJsonObject toJson(const GateReport &report);
    static QString toText(const GateReport &report, bool colour);
};
