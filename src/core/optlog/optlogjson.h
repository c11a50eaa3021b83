// SPDX-License-Identifier: MIT
#pragma once

#include "optlog/optlog.h"

#include <QJsonObject>

class JsonStreamWriter;

// The stable JSON form of an OptLog, as printed by `perfopt inspect --json` and stored in the
// golden files under tests/data/optlog/. Keys and enum values are snake_case, numbers
// that were not found are null, lines are 1-based.
class OptLogJson
{
public:
    static QJsonObject toJson(const OptLog &log);
    // The same object, written as it is built (`perfopt inspect --json` of a large log).
    static void write(const OptLog &log, JsonStreamWriter &writer, bool withDiagnostics = true);

    static QString sectionKindName(OptLogSectionKind kind);
    static QString decisionKindName(OptLogDecision::Kind kind);
    static QString stopReasonName(OptLogStopReason::Reason reason);
    static QString alignmentName(ColumnAlignment alignment);
};
