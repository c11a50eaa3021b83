// SPDX-License-Identifier: MIT
#pragma once

#include "base/jsonstreamwriter.h"
#include "run/projectsnapshot.h"

#include <QJsonObject>

class QTextStream;

// The model of a run as `perfopt inspect` prints it. The JSON form is documented in docs/cli.md
// and is what golden tests and reviewers diff; keep it stable (add fields, never rename).
class InspectReport
{
public:
    static constexpr int FormatVersion = 2; // 2: sessions have kinds, baselines are rounds (docs/cli.md)

    // The report as QJsonDocument::Indented would print it, handed to `sink` as it is made.
    static void writeJson(const ProjectSnapshot &snapshot, const JsonStreamWriter::Sink &sink);
    // The readable report, written to `out` as it is made (a large run's report is megabytes).
    static void writeText(const ProjectSnapshot &snapshot, QTextStream &out);
};
