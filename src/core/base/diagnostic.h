// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

// One problem found while reading a run: where it is and what is wrong. Core never prints;
// views and the CLI decide how to show these.
struct Diagnostic {
    enum class Severity { Info, Warning, Error };

    Severity severity = Severity::Error;
    QString code; // stable id, e.g. "records.bad-json"
    QString file; // path relative to the run root where possible
    int line = 0; // 1-based, 0 = whole file
    int column = 0; // 1-based, 0 = unknown
    QString message; // translated, human readable

    static QString severityName(Severity severity);
    QString location() const; // "file:line:column"
    bool operator==(const Diagnostic &other) const = default;
};

using Diagnostics = QList<Diagnostic>;
