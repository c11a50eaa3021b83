// SPDX-License-Identifier: MIT
#include "runwriter.h"

#include "inventorywriter.h"
#include "optlogwriter.h"
#include "profilewriter.h"
#include "recordswriter.h"

namespace Synth {

namespace {

QByteArray us3(int ticks)
{
    return RecordsWriter::pythonFloat(ticksToUs(ticks));
}

QByteArray signedPercent(double value)
{
    return (value >= 0 ? QByteArray("+") : QByteArray()) + QByteArray::number(value, 'f', 1);
}

} // namespace

RunWriter::RunWriter(const RunModel &model)
    : m(model)
{ }

bool RunWriter::write(const QString &outDir, Summary &summary)
{
    OutputTree tree(outDir);
    const QString &op = m.options.op;
    const QString perfOpt = QStringLiteral("perf_opt/");
    auto put = [&tree](const QString &path, const QByteArray &data) {
        return tree.write(path, data);
    };

    bool ok = put(op + QStringLiteral(".py"), m.baselineSource) && put(QStringLiteral("DESIGN.md"), designDoc())
        && put(perfOpt + op + QStringLiteral(".py"), m.finalSource)
        && put(perfOpt + QStringLiteral("run_experiments.py"), runnerScript());
    for (int i = 0; ok && i < m.candidates.size(); ++i) {
        if (i != m.missingBranchFile)
            ok = put(perfOpt + m.candidates.at(i).branchFile, m.candidates.at(i).source);
    }

    const QByteArray log = OptLogWriter(m).contents();
    ok = ok && put(perfOpt + QStringLiteral("opt_log.md"), log);

    const RecordsWriter records(m);
    ok = ok && put(perfOpt + QStringLiteral("perf_records.jsonl"), records.fileContents());
    if (ok && m.has(Defect::RecordsEdited))
        ok = put(perfOpt + QStringLiteral("perf_records.jsonl.orig"), records.snapshot());
    if (ok && m.isGenB() && !m.has(Defect::GenBNoInventory))
        ok = put(perfOpt + QStringLiteral("workload_inventory.json"), InventoryWriter::json(m));

    ok = ok && put(perfOpt + QStringLiteral("logs/round0/baseline_l0.log"), baselineLog());
    for (int r = 0; ok && r < m.rounds.size(); ++r) {
        const QString dir = perfOpt + QStringLiteral("logs/round%1/").arg(m.rounds.at(r).number);
        ok = put(dir + QStringLiteral("run_experiments.log"), runnerLog(m.rounds.at(r)))
            && put(dir + QStringLiteral("l0_regression.log"), l0Log(m.rounds.at(r)));
    }
    if (ok && m.isGenB())
        ok = put(perfOpt + QStringLiteral("logs/round%1/final_all.log").arg(m.options.rounds), finalLog());

    if (ok && m.has(Defect::ForbiddenFile)) {
        // Stage 4 sends stdout/stderr to logs/<round>/; these two at the top level are forbidden.
        ok = put(perfOpt + QStringLiteral("op_debug.log"), "[debug] msprof op finished, parsing OpBasicInfo.csv\n")
            && put(perfOpt + QStringLiteral("debug_log.md"), "# debug\n\n- round 1 probe output pasted here\n");
    }

    int profiles = 0;
    if (ok) {
        profiles = ProfileWriter(m).write(tree);
        ok = profiles >= 0;
    }
    if (!ok) {
        m_error = tree.error();
        return false;
    }
    summary.files = tree.filesWritten();
    summary.records = m.records.size();
    summary.profileRuns = profiles;
    summary.logBytes = log.size();
    return true;
}

QByteArray RunWriter::designDoc() const
{
    QByteArray s = "# " + m.options.op.toUtf8() + " DESIGN\n\n";
    s += "Synthetic operator written by perfopt-synth (seed " + QByteArray::number(m.options.seed) + ").\n\n";
    s += "## 1. Semantics\n\n`y = (x - mean(x)) * rsqrt(var(x) + eps) * w`, x: (M, N), w: (1, N), fp16/bf16/fp32 in, "
         "same dtype out; statistics accumulate in fp32.\n\n";
    s += "## 2. Tiling\n\n- persistent grid: NUM_CORES = 24 (910B2C, mix 1:2)\n- BLOCK_SIZE = 2048 elements per UB "
         "tile\n- UB budget: 2 buffers x BLOCK_SIZE x 4 B, double-buffered by auto multi-buffer\n\n";
    s += "## 3. Roofline\n\nMemory bound: bytes = 2 * M * N * elem_bytes; at ~1.2 TB/s mixed read/write the floor "
         "for 4096x1024 fp16 is about 7 us.\n\n## 4. Workloads\n\n| workload | M | N | dtype |\n|---|---:|---:|---|\n";
    for (const Workload &wl : m.workloads) {
        s += "| " + wl.id.toUtf8() + " | " + QByteArray::number(wl.m) + " | " + QByteArray::number(wl.n) + " | "
            + wl.dtype.toUtf8() + " |\n";
    }
    return s;
}

QByteArray RunWriter::runnerScript() const
{
    QByteArray s = "\"\"\"Stage 4 experiment runner (copied from run_experiments_template.py in round 1).\"\"\"\n"
                   "import json\nimport subprocess\nimport sys\n\n";
    s += m.isGenB() ? "KERNEL_ID = \"" + m.kernelId.toUtf8() + "\"\nCURRENT_BEST_ID = \"" + m.bestId.toUtf8() + "\"\n"
                    : QByteArray("DISPATCH_PATH = \"" + m.workloads.first().dispatchPath.toUtf8() + "\"\n");
    s += "EXPERIMENTS = [\n";
    const RoundInfo &last = m.rounds.last();
    for (const int index : last.candidates) {
        const Candidate &c = m.candidates.at(index);
        s += "    {\"file\": \"" + c.branchFile.toUtf8() + "\", \"opt_id\": \"" + c.id.toUtf8()
            + "\", \"parent_id\": \"" + c.parentId.toUtf8() + "\"},\n";
    }
    s += "]\n\n\ndef main():\n    for exp in EXPERIMENTS:\n"
         "        rc = subprocess.call([sys.executable, exp[\"file\"], \"--level\", \"L0\"])\n"
         "        print(json.dumps({\"opt_id\": exp[\"opt_id\"], \"l0_pass\": rc == 0}, ensure_ascii=False))\n\n\n"
         "if __name__ == \"__main__\":\n    main()\n";
    return s;
}

QByteArray RunWriter::baselineLog() const
{
    QByteArray s = "$ python ../" + m.options.op.toUtf8() + ".py --level L0\nL0 PASS\n";
    for (const Record &rec : m.records) {
        if (rec.phase == Phase::Baseline) {
            s += "[msprof] " + m.workloads.at(rec.workload).id.toUtf8()
                + ": Task Duration(us) median/15 = " + us3(rec.ticks) + "\n";
        }
    }
    return s;
}

// The runner's printed summary (workflow-formats §c). Gen A runs once per workload (its
// DISPATCH_PATH/WORKLOAD are constants); Gen B once per round over all tune workloads.
QByteArray RunWriter::runnerLog(const RoundInfo &round) const
{
    QByteArray s;
    const QByteArray command = "$ python run_experiments.py --round " + QByteArray::number(round.number);
    if (m.isGenB()) {
        s += command
            + "\n| branch | workload_id | l0 | Task Duration(us) | vs current best | status |\n"
              "|---|---|---|---:|---:|---|\n";
    }
    for (int w = 0; w < (m.isGenB() ? 1 : m.workloads.size()); ++w) {
        const Workload &wl = m.workloads.at(w);
        if (!m.isGenB()) {
            s += command + "  # DISPATCH_PATH=" + wl.dispatchPath.toUtf8() + " WORKLOAD=" + wl.id.toUtf8()
                + "\n| branch | l0 | duration_us | vs_best | status |\n|---|---|---:|---:|---|\n";
        }
        for (const int index : round.candidates) {
            const Candidate &c = m.candidates.at(index);
            for (const int r : c.records) {
                const Record &rec = m.records.at(r);
                if (!m.isGenB() && rec.workload != w)
                    continue;
                const int best = round.bestTicksBefore.at(rec.workload);
                const QByteArray vs = signedPercent((double(best) - rec.ticks) / best * 100.0);
                const QByteArray l0 = rec.l0Pass ? "True" : "False";
                const QByteArray duration = RecordsWriter::pythonFloat(ticksToUs(rec.ticks));
                if (m.isGenB()) {
                    s += "| " + c.id.toUtf8() + " | " + m.workloads.at(rec.workload).id.toUtf8() + " | " + l0 + " | "
                        + duration + " | " + vs + " | ok |\n";
                } else {
                    s += "| " + c.id.toUtf8() + " | " + l0 + " | " + duration + " | " + vs + " | ok |\n";
                }
            }
        }
        if (!m.isGenB())
            s += "(current best baseline for comparison: " + us3(round.bestTicksBefore.at(w)) + " us)\n\n";
    }
    if (m.isGenB())
        s += "(current merged best candidate: " + round.bestBefore.toUtf8() + ")\n";
    return s;
}

QByteArray RunWriter::l0Log(const RoundInfo &round) const
{
    QByteArray s;
    for (const int index : round.candidates) {
        const Candidate &c = m.candidates.at(index);
        const bool pass = m.records.at(c.records.first()).l0Pass;
        s += "$ python " + c.branchFile.toUtf8() + " --level L0\n"
            + (pass ? "L0 PASS\n" : "L0 FAIL: max_diff 3.1e-01\n");
    }
    return s;
}

QByteArray RunWriter::finalLog() const
{
    QByteArray s = "$ python run_experiments.py --phase final --all\n";
    for (const Record &rec : m.records) {
        if (rec.phase == Phase::Final) {
            s += "[final] " + m.workloads.at(rec.workload).id.toUtf8() + ": Task Duration(us) = " + us3(rec.ticks)
                + " (sha256 " + rec.artifactSha256.left(12) + ")\n";
        }
    }
    return s;
}

} // namespace Synth
