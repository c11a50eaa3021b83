// SPDX-License-Identifier: MIT
#pragma once

#include "outputtree.h"
#include "synthmodel.h"

namespace Synth {

// Writes a built run to disk: the operator directory (baseline kernel, DESIGN.md) and perf_opt/
// with the final kernel, branch files, opt_log.md, perf_records.jsonl, Gen B inventory, profiles/
// and logs/round<N>/, plus the file-level defects.
class RunWriter
{
public:
    struct Summary
    {
        qint64 files = 0;
        qint64 records = 0;
        qint64 profileRuns = 0;
        qint64 logBytes = 0;
    };

    explicit RunWriter(const RunModel &model);

    // False on an I/O error; error() says which file.
    bool write(const QString &outDir, Summary &summary);
    QString error() const { return m_error; }

private:
    QByteArray designDoc() const;
    QByteArray runnerScript() const;
    QByteArray runnerLog(const RoundInfo &round) const;
    QByteArray l0Log(const RoundInfo &round) const;
    QByteArray baselineLog() const;
    QByteArray finalLog() const;

    const RunModel &m;
    QString m_error;
};

} // namespace Synth
