// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

struct DerivedSeries;
struct ProjectSnapshot;

// The per-workload speedups ("1.75x") the latest Final Summary's result tables state, each held to
// the records' baseline / final of the workload its row names (seed Phase 3 step 2: per-dispatch
// speedups and their geometric mean, from the records). Rows that name no workload of the records
// unambiguously, and cells that are not a ratio, are not read.
namespace FinalTableSpeedups {

struct Stated
{
    int line = 0; // the row's
    QString key; // the records' workload key
    double stated = 0;
    double computed = 0; // baseline / final of the records

    bool matches() const;
};

QList<Stated> read(const ProjectSnapshot &snapshot, const DerivedSeries &series);

} // namespace FinalTableSpeedups
