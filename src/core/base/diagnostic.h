// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

class JsonStreamWriter;

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

    // The JSON object the reports print (keys sorted), in the form each report has always used.
    enum class JsonForm {
        InFile, // inside its file's own report: no "file"; "column" and "line" always
        Located, // "file"; "column" and "line" only when known (inspect's run-wide list, profile reports)
    };
    void writeJson(JsonStreamWriter &writer, JsonForm form) const;
    bool operator==(const Diagnostic &other) const = default;
};

using Diagnostics = QList<Diagnostic>;
