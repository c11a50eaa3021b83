// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

struct DerivedSeries;
struct ProjectSnapshot;

// The per-workload speedups ("1.75x") the latest Final Summary states, in its final tables' speedup
// column and in its prose, each held to the records' baseline / final of the workload it names
// (seed Phase 3 step 2: per-dispatch speedups and their geometric mean, from the records). What
// names no workload of the records unambiguously, and a speedup against another reference (a
// round's, torch_npu's), is not read: a guess would be a false error.
namespace FinalTableSpeedups {

struct Stated
{
    int line = 0; // the row's
    QString key; // the records' workload key
    double stated = 0;
    double computed = 0; // baseline / final of the records
    double allowed = 0; // half a unit of the last digit written, at least 1.5 %

    bool matches() const;
};

QList<Stated> read(const ProjectSnapshot &snapshot, const DerivedSeries &series);

} // namespace FinalTableSpeedups
