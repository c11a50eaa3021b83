<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AbCommand</name>
    <message>
        <source>Recompute an A/B verdict from the raw profiles of an ab_* workdir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ab_test.py JSON fields.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Noise threshold (default 0.03).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The A/B workdir holding pair&lt;i&gt;&lt;A|B&gt;/.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt ab: usage: perfopt ab WORKDIR [--noise 0.03] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt ab: no complete pair in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairs: %1, launches per run: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>merged medians: A %1 us, B %2 us; b_rel_change %3%; sign test p = %4; direction consistent: %5
verdict: %6
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt ab: pair(s) %1 incomplete: the A/B test did not finish, and ab_test.py gives no verdict then; the figures cover the complete pairs only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>merged medians: A %1 us, B %2 us; b_rel_change %3%; sign test p = %4; direction consistent: %5
verdict over the complete pairs only (not the protocol&apos;s): %6
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AbTest</name>
    <message>
        <source>No such A/B workdir: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair %1 is missing (neither pair%1A nor pair%1B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a folder ab_test.py writes (pair1A, pair1B, pair2A, …); not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration &quot;%1&quot; is not a finite number: ab_test.py stops at this run, so pair %2 has no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A row that is not read here may be read by ab_test.py: pair %1 has no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair %1 has no Task Duration rows for %2 (ab_test.py reads OPPROF_*/*/*/OpBasicInfo_*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration(us) is a column %1 times; ab_test.py reads the last one, and so does this verdict</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AppendOnlyCheck</name>
    <message>
        <source>the file on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 of %2 disappeared in %3 (perf_records.jsonl is append-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 of %2 was changed in %3 (perf_records.jsonl is append-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s git history could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s earlier snapshot could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartCommand</name>
    <message>
        <source>Task Duration per round as PNG, SVG or CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt chart: PNG and SVG need perfopt-chart-render next to perfopt (not found: %1); CSV works without it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartCsv</name>
    <message>
        <source>The run has no Task Duration to plot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No workload key &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload key &quot;%1&quot; has no baseline: nothing to plot as a speedup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No workload key has a baseline: nothing to plot as a speedup.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartExportRequest</name>
    <message>
        <source>usage: perfopt chart DIR [--key K | --all] [--mode us|speedup] [--log] [--no-group] [--noise F] --format png|svg|csv -o FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration per round as PNG (2x scale), SVG, or CSV of the plotted points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One workload key, as `perfopt inspect` names it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every key, with the summary chart and table (default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>us (Task Duration) or speedup (× vs baseline).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log y axis.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not group and colour keys by dispatch path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Noise threshold (default 0.03).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>png, svg or csv (default: from the file name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf_opt/ or its operator directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one run directory expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--key and --all exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-o FILE is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--mode is us or speedup, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--noise is a fraction between 0 and 1, e.g. 0.03</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format is png, svg or csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--key needs a workload key</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartGrid</name>
    <message>
        <source>(no dispatch path)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartImageExport</name>
    <message>
        <source>From opt_log tables, not verified against records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speedup vs baseline (×)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>msprof op Task Duration (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — Task Duration per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, log scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no dispatch path)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown image format &quot;%1&quot;: use .png or .svg.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PerfOpt Workbench Task Duration chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page would be %1×%2 pixels (%3 MiB as an image): too large for a PNG. Write an .svg, chart one key with --key, or write the points as CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot allocate a %1×%2 image for %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartLegendBar</name>
    <message>
        <source>Show or hide “%1” in every chart</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CheckCommand</name>
    <message>
        <source>Run the gate checks (workflow parity or strict review)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine-readable JSON output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workflow (the workflow&apos;s gate 4 exactly) or strict (default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf_feedback.md sections: A1 (default) or A0 (no 参照锚定).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Noise threshold (default 0.03).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf_opt/ or its operator directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt check: usage: perfopt check DIR [--profile workflow|strict] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not compare with or update the workspace database&apos;s records snapshot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not read perf_records.jsonl&apos;s git history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workspace snapshot of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt check: the workspace database is unavailable (%1); perf_records.jsonl is checked without its earlier snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt check: the workspace&apos;s records snapshot was not updated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The repository perf_feedback.md&apos;s references (docs/…, .agents/…) are looked up in (default: the checkout above the run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt check: --repo-root %1 is not a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After checking, make perf_records.jsonl as it is now the workspace&apos;s snapshot (a run restarted on purpose): later checks compare with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt check: the workspace keeps its snapshot of perf_records.jsonl until the file starts with it again; if the run was restarted on purpose, check once with --accept-records</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Checklist</name>
    <message>
        <source>The context was read: {op}.py, DESIGN.md, hardware-context.md and the pattern-library index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The operator type is decided: cube, vector or mix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The vectorisation axis and layout decision (DESIGN §1.6.3) is checked against the measured phenomena</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The toolchain version stamp (tilelang build, CANN, device) is recorded; trap conclusions are bound to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When DESIGN §1.6 holds an experiment adjudication plan, the A/B measurement was run and logged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Similar operators were searched (T.serial, T.Pipelined, multi-buffer, buffer reuse, dtype-aware parameters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every real dispatch path has a representative workload with a baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload inventory classifies every case as tune, smoke or skipped, with reasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiles are valid: each record&apos;s msprof output exists in the run and agrees with its Task Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The baseline is the first record: round 0, candidate_id baseline, parent_id null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log holds the baseline Performance Test Data: workload, target kernel, Task Duration, raw profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When DESIGN §1.6.0 has design-time estimates, the log adds the estimate vs measured deviation line (D-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every round has a &quot;candidate vs current best&quot; table whose numbers are the records&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All branches of a round derive from the same current best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each experiment branch changes one main optimisation point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every branch ran the L0 precision regression; no winner failed it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One record per branch was appended to perf_records.jsonl, which stayed append-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every branch file is measured or reported blocked, and every parent_id names a recorded candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each winner was merged into the kernel and re-measured on every tune workload (phase=merged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new current best regresses no must-measure dispatch or tune workload beyond the noise threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gains under 5 % on kernels under 20 µs were decided by the interleaved A/B protocol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every round states its winner or rollback conclusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stop reason is stated and the data supports it (success, budget_exhausted, plateau, blocked, user_stop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final kernel perf_opt/{op}.py is the current best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final claim reconciles with the records (final_latency within 1 %, or the Final Performance Test Data table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Final Summary gives per-dispatch (per-workload) speedups and their geometric mean, matching the records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[DESIGN_LIMIT] only when both conditions hold; perf_feedback.md exists exactly then and follows its schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The top of perf_opt/ holds only what the workflow allows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final kernel passes the Stage 4 kernel lint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final file passes the final precision regression (Gen B: every smoke workload)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opt_log.md has a Skill Retrospective section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every retrospective row is labelled with vp_type D, P, R or C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value point proposals carry evidence, repro and toolchain_stamp (mandatory for D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New or updated BP_xxx patterns were considered and only proposed, not merged into skill documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New patterns, costs and trap findings were written back to the pattern library with a repro</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimize.md, when the project asks for it, is a digest of opt_log.md only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Stage Result block has every field of its generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase 0 — Load context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the tuner had to read and decide before measuring anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase 1 — Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dispatch paths or workloads, their valid baseline profiles and the round 0 records.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase 2 — Optimisation loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every round: comparison table, one change per branch, L0, records, non-regression, A/B for small wins, termination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase 3 — Wrap-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final kernel, the final claim against the records, speedups and the [DESIGN_LIMIT] rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase 4 — Retrospective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Skill Retrospective with vp_type D/P/R/C and its evidence, repro and toolchain stamp.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChecklistEvaluator</name>
    <message>
        <source>Not part of this generation&apos;s workflow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finding from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (and %2 more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more rule(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record line(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No record&apos;s msprof output is in the run (%n record(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The run holds no msprof output and no records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No records tie the msprof output to a Task Duration; compare it with the log&apos;s tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 need the workflow&apos;s Python lint and were not run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChecklistModel</name>
    <message>
        <source>%1
%2 · %3 · %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (overridden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Override reason: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChecklistQueries</name>
    <message>
        <source>Only the reviewer can tell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run has no DESIGN.md next to the baseline kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the log&apos;s header against DESIGN.md</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operator type: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log never states the operator type (cube, vector or mix)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run has no DESIGN.md</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DESIGN.md has no §1.6.3 layout decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DESIGN.md has §1.6.3 but the log never compares it with the measurements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toolchain stamp recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No line of the log names both the tilelang build and the CANN version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DESIGN.md has no experiment adjudication plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DESIGN.md plans an A/B adjudication but the log reports none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No baseline record and no baseline table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No baseline record; check the log&apos;s baseline table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dispatch path(s), %2 workload(s), each with a baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf_records.jsonl does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf_records.jsonl has no valid record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first record is not a round 0 baseline without parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log has no baseline Performance Test Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline data in the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DESIGN.md has no design-time estimate (§1.6.0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DESIGN.md estimates a lower bound but the log has no estimate vs measured line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate vs measured deviation recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No branch records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1: every branch from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1: parent %2, the round&apos;s base is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Branches of round %1 derive from different candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 branch record(s), %2 L0 failure(s), none of them a winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1: %2 has no phase=merged record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log names no winner to merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no winner or rollback stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log has no rounds with experiment branches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log states no stop reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop reason: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final kernel perf_opt/%1.py does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No phase=final record measures the final kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final records derive from %1, but the log&apos;s last current best is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final records measure the final kernel (sha256 %1…), derived from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final kernel matches no recorded candidate&apos;s file byte for byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final kernel is not a byte-identical copy of %1&apos;s file; compare them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final kernel is %1&apos;s file, but the log&apos;s last current best is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final kernel is %1&apos;s file, byte for byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Final Summary states no per-workload speedup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One workload: its speedup is stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log states no geometric mean speedup across the %1 workloads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No records to recompute the geometric mean from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stated %1x, the records give %2x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The geometric mean does not match the records: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-workload speedups and the geometric mean (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the final precision run the log cites</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill Retrospective section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log mentions a Skill Retrospective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opt_log.md has no Skill Retrospective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vp_type &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No retrospective table with a vp_type column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Value Point Proposals table (title | vp_type | evidence | repro | toolchain_stamp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Value Point Proposals table lacks evidence, repro or toolchain_stamp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D row without %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposals: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run has no Optimize.md</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare Optimize.md with the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log has no Stage Result block (File › Export › Stage Result writes one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Stage Result block lacks %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The log refers to §1.6.3 on %n line(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n measured workload(s) have no baseline</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n baseline record(s) are not round 0 without parent</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n baseline record(s), the first record among them</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n final record(s) measured another file than the final kernel</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n smoke workload(s) without a precision pass</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n smoke workload(s) pass</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n retrospective row(s) without a valid vp_type</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) typed D, P, R or C</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n D proposal(s) lack part of the evidence triplet</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Stage Result block has all %n fields</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of %n round(s) derives its branches from one base</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Read the main change of %n branch(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) of a winner failed L0</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n winner(s) without a merged re-measurement</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n merged record(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) state no conclusion</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s), each with its conclusion</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the winner is only marked in a table, not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop reason &quot;%1&quot; is none of success, budget_exhausted, plateau, blocked, user_stop, precision_fixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) of a winner state no L0 result</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>round %1: %2 has no phase=merged record on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n winner(s) not re-measured on every tune workload</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The baseline table has no rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No row of the baseline table states a workload and its Task Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The baseline section has no table of workloads and their Task Durations</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Skill Retrospective section(s) hold only a placeholder or nothing</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The log mentions a Skill Retrospective but gives only a placeholder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log says the §1.6.3 comparison was not made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The toolchain stamp names tilelang and CANN without their versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No valid record in perf_records.jsonl: no phase=final record measures the final kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No valid record in perf_records.jsonl and no branch file of a current best the log names: compare the final kernel by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final kernel is %1&apos;s file, byte for byte (the log&apos;s last current best; no valid record in perf_records.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final kernel is not a byte-identical copy of %1&apos;s file, the log&apos;s last current best (no valid record in perf_records.jsonl); compare them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>geometric mean %1x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop reason success, but nothing measured to check it against the stated target (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop reason success, but the final misses the stated target (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop reason success; the stated target (%1) is a percentage, which is not checked: compare the final with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop reason success; the stated target (%1) bounds the wrong side: compare the final with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop reason success, but the final misses what may be the log&apos;s target (%1): %2; check whether it is the performance target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The baseline table has no Task Duration column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop reason success, but the log states no performance target: compare the final with the target the user gave</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n workload(s) without a baseline record: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No branch record states its parent_id: compare each round&apos;s branches with its base in the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log reports the A/B adjudication of the DESIGN&apos;s plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log reports A/B measurements, but none names the DESIGN&apos;s plan (primary against alternative) with a figure or a verdict: check that the plan&apos;s A/B was run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final kernel is %1&apos;s file (sha256 %2…), but the log&apos;s last current best is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: stated %2x, the records give %3x</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n per-workload speedup(s) of the Final Summary do not match the records</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the winner is still a placeholder (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChecklistReview</name>
    <message>
        <source>Could not save the review: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An override needs a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed “%2” while you were editing it; their verdict is kept: %3. Apply yours again if you still mean it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cleared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>override %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ticked %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed this review while you were editing it (%2); their version is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>signed off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in review</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChecklistVerdict</name>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not applicable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompTableCheck</name>
    <message>
        <source>opt_log.md has no &quot;candidate vs current best&quot; table with Task Duration</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComparisonTableCheck</name>
    <message>
        <source>Round %1 has no &quot;candidate vs current best&quot; table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shows %2 µs in the round %3 table, but its records say %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 has no &quot;candidate vs current best&quot; table, but its records measure %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CsvAlignment</name>
    <message>
        <source>header versions differ (A %1, B %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n column(s) only in A</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column(s) only in B</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) only in A</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) only in B</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CsvStatisticsModel</name>
    <message>
        <source>%1 numbers in %2 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DecisionCheck</name>
    <message>
        <source>%1 marks its winner %2 only in a table&apos;s result cell; the round states no conclusion (winner, reason, new current best)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 states its winner as a placeholder (%2): the round was never concluded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has experiments but states no conclusion: no winner (or that there is none) and no new current best</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DerivedSeries</name>
    <message>
        <source>from opt_log tables, not verified against records</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n table value(s) left out: the workload could not be told</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DesignLimitCheck</name>
    <message>
        <source>The log signals [DESIGN_LIMIT] but perf_feedback.md does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf_feedback.md exists but the log does not signal [DESIGN_LIMIT]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiffBanner</name>
    <message>
        <source>improved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>regressed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a workload to open the profiles of both sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no candidate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opt_id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left (us)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right (us)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L0 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L0 right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L0 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Geometric mean over %n workload(s) measured on both sides with L0 passed: %1 %</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiffCommand</name>
    <message>
        <source>Compare two kernel files of a run as a unified patch or an HTML page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: patch (default) or html.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write to FILE (atomically) instead of standard output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line diff algorithm: patience (default), minimal or myers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignore whitespace when comparing lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignore added or removed blank lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unchanged lines around each change (default 3; HTML: -1 unfolds all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf_opt/ or its operator directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left side: a candidate id, baseline, final, or a file of the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right side, the same way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt diff: usage: perfopt diff DIR A B [--format patch|html] [-o FILE]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is %1, over the %2 a kernel file may have: it is not diffed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt diff: note: %1&apos;s records measured a file with sha256 %2; %3 is no longer that file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiffEditor</name>
    <message numerus="yes">
        <source>⋯  %n unchanged line(s) — click to show</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiffExport</name>
    <message>
        <source>The files are identical.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changes, %2 lines removed, %3 lines added; %4 diff%5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, whitespace ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>⋯ %n unchanged line(s) — click to show</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiffOverviewRuler</name>
    <message>
        <source>All changes of the file; click to go there</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiffPairBar</name>
    <message>
        <source>Compare with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left side: the reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right side: the file under review (the side Edit changes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⇄ Swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap the sides (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected candidate against its parent in the lineage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected candidate against the baseline kernel (../{op}.py)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected candidate against the current best its round ended with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected candidate against the final kernel ({op}.py)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiffPairFiles</name>
    <message>
        <source>the file is %1, over the %2 a kernel file may have: it is not compared</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiffPairResolver</name>
    <message>
        <source>parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current best of the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No kernel file for this candidate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no parent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The parent %1 has no kernel file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run has no baseline kernel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No current best is known for round %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current best %1 has no kernel file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run has no final kernel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is itself the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is outside the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is neither a candidate id nor a file of the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the same file as %2; compared with %3, the nearest ancestor with a file of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the same file as %2, and no earlier ancestor has a file of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run has no baseline kernel (%1 beside perf_opt/).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run has no final kernel (perf_opt/%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a symbolic link; links in a run are never followed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names two files of the run, %2 and %3: write %2 for the first, or ../%1 for the second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a candidate of the records, but no kernel file of the run holds it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiffView</name>
    <message>
        <source>No profile is recorded for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No earlier change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No later change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Myers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line diff algorithm (libgit2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No intra-line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How changes inside a line are marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignore whitespace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignore blank lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unchanged lines kept around each change when folding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One pane with removed and added lines interleaved (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▲ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▼ Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the right side; nothing is written until you save (Ctrl+E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export patch…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export HTML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The right side has unsaved edits: the diff stays on %1 until you save or discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file to compare for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such file in the run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The diff failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed parameters: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a candidate or pick two files to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The files are identical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>line endings differ (CRLF and LF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>editing, unsaved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>editing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the right file changed on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The inline view is read-only: leave Edit to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has unsaved edits.

Save them, discard them, or go back to editing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed on disk after it was opened here.

Overwrite it with your edits, reload it and drop your edits, or cancel?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed on disk. Your edits are kept; saving will ask before overwriting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export HTML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export patch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML page (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patch (*.patch *.diff)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not export to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous change (Shift+F8, Alt+PgUp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next change (F8, Alt+PgDown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Note on %1:%2…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentView</name>
    <message>
        <source>Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile run found for records line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No kernel file for candidate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already at the last round (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already at the first round (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round selected: Go › Next Round first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names no new best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: winner %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already at the last candidate (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already at the first candidate (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate %1 (%2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a candidate first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile run found for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Note on Record Line %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Note on Candidate %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Note on Round %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Note on Log Line %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Note on %1:%2…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message>
        <source>Export &amp;Optimize.md…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Stage Result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Review Report (&amp;Markdown)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Review Report (&amp;HTML)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Review Report (&amp;PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists. Overwrite it? The current file is kept as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists. Overwrite it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Optimize.md</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Stage Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML (*.html *.htm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Review Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the run in the report&apos;s language…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <source>Write Optimize.md, the Stage Result block or the review report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write to FILE (atomically; an existing file is kept as FILE.bak) instead of standard output. For review, .html or .htm writes HTML, anything else Markdown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of the document: en (default) or zh_CN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>review: leave out the notes and checklist state of the workspace database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimize, stage-result or review.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf_opt/ or its operator directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt export: usage: perfopt export optimize|stage-result|review DIR [-o FILE] [--lang en|zh_CN]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt export: wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the previous file is kept as %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt export: cannot open the workspace database %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>review; optimize: its notes as reviewer remarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt export: SOURCE_DATE_EPOCH is &quot;%1&quot;, not a whole number of seconds since 1970</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt export: -o needs a file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt export: the workspace database %1 has schema version %2, older than the %3 this program reads; its review data is left out (perfopt index or the workbench updates it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportWriter</name>
    <message>
        <source>Cannot create the directory %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot keep a backup of %1 as %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FinalClaimCheck</name>
    <message>
        <source>The workflow&apos;s gate reads the first final_latency (%1 at line %2), not the latest Final Summary&apos;s (%3 at line %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final candidate %1 has no valid records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final_latency %1 does not match the final candidate %2&apos;s records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A later Final Performance Test Data table (line %1) gives final_us %2 for %3, which no phase=final record measured; the workflow&apos;s gate checks only the first table (line %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Final Performance Test Data table states %1 as %2; the workflow&apos;s gate accepts it (Python&apos;s float()), but it is no measurement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Final Performance Test Data table the gate does not read states %1 as %2, which is no measurement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Final Summary states a speedup of %1x for %2; its records give %3x (baseline / final)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The log states a geometric mean speedup of %1x; the records give %2x over %n workload(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GateReport</name>
    <message>
        <source>%1 profile, Gen %2: %3 — %4 failure(s), %5 warning(s)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PASS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading opt_log.md (not results: the rules read the log as these say):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and %1 more (perfopt inspect lists every one)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GenAReconCheck</name>
    <message>
        <source>opt_log.md has no &quot;final_latency: N&quot; line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final_latency %1 matches no recorded duration_us within 1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>claim: %1 at line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opt_log.md has no &quot;final_latency: N&quot; line the gate can read; this line writes the claim in a form its pattern misses (&quot;final_latency&quot;, optional spaces, a colon, a number)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GenARecordsCheck</name>
    <message>
        <source>perf_records.jsonl is missing (legacy runs pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf_records.jsonl is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf_records.jsonl is not UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 is not valid JSON: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 lacks %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: duration_us is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: l0_pass is not a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 has no line end yet and is not complete JSON: the run may still be writing it; it is ignored until it is complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 is %2 bytes long, over the %3 MiB a record line may have; it is not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf_records.jsonl was not read (see RUN-READ)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GenBCheck</name>
    <message>
        <source>workload_inventory.json is missing (mandatory in Gen B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workload_inventory.json is not an object with a &quot;workloads&quot; array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload #%1 is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload #%1 lacks %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload #%1: kernel_id/workload_id pair is invalid or duplicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload #%1 has fields of the wrong type: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload %1 declares kind &quot;%2&quot; but its marks and names make it &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tune workload %1 has no valid tuning_status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload %1 is %2 without a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoke workload %1 lacks precision_pass: true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoke workload %1 carries a full mark without a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped workload %1 has no reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 lacks %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: kernel_id and workload_id must be strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: %2 / %3 is not a tune workload of the inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: invalid field value(s): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: the final record&apos;s artifact_path %2 is not the final kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: artifact_sha256 does not match the final kernel on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recorded %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on disk %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 needs a baseline and a final record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 has %3 final records; exactly one is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final records of %1 come from several candidates: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opt_log.md has no &quot;## Final Performance Test Data&quot; section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate Final Performance Test Data row for %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final Performance Test Data row is not numeric: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final Performance Test Data has no row for %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 of %3 / %4 matches no %1 record within 1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final_candidate_id %1 differs from the final record&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final Performance Test Data row %1 / %2 is not a tune workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 has no line end yet and is not complete JSON: the run may still be writing it; it is ignored until it is complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 is %2 characters long, over the %3 MiB a record line may have; it is not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final Performance Test Data has no row the gate reads for %1 / %2: this row has %3 cells, and the gate reads only rows of 5 (kernel_id | workload_id | baseline_us | final_us | final_candidate_id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workload_inventory.json is not valid UTF-8; the gate cannot read it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 is not valid UTF-8: the gate cannot decode the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 is not valid JSON: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workload_inventory.json was not read (see RUN-READ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf_records.jsonl was not read (see RUN-READ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workload_inventory.json starts with a UTF-8 byte order mark; the gate&apos;s JSON reader refuses it (Unexpected UTF-8 BOM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workload_inventory.json is not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a level-%1 heading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no space follows the #</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than one space follows the #</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; stands before the title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the title is written &quot;%1&quot; (the gate&apos;s pattern is case-sensitive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; follows the title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gate reads only a heading &quot;## Final Performance Test Data&quot; (or ###) with nothing before or after the title; this one is not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tab follows the #</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This heading is underlined (a Setext heading); the gate reads only a line &quot;## Final Performance Test Data&quot; (or ###), so the log has no such section for it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GeomeanChart</name>
    <message>
        <source>All keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Geomean speedup (×)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total best (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>final %1× over %n key(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no final speedup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Geomean speedup per round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IndexCommand</name>
    <message>
        <source>Index every run under a folder into the workspace database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the index as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs read at once (default: one per core).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A repository or any folder holding runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading %1/%2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs: %2 read, %3 unchanged, %4 errors in %5 s
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt index: usage: perfopt index ROOT [--workspace URL] [--json] [--jobs N]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt index: %1 is not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt index: --jobs needs a whole number from 1 to 1024, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InspectCommand</name>
    <message>
        <source>Print the model of a run: files, variants, records, lineage, log outline, profiles, diagnostics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine-readable JSON output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf_opt/ or its operator directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt inspect: expected exactly one DIR</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InspectReport</name>
    <message>
        <source>Operator:   %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generation: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf_opt:   %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files of perf_opt/:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variants:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records: %1 line(s), %2 valid, contract Gen %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lineage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiles: %1 run(s) under %2; %3 of %4 record(s) tied to a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logs: %1 file(s) under %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnostics: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opt_log.md: %1 line(s), %2 session(s), %3 round(s), %4 table(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (read by the gate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (latest Final Summary)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no number)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KernelLintCheck</name>
    <message>
        <source>The final kernel %1 does not exist or is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placeholder &quot;%1&quot; in the final kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No @tilelang.jit decorator in the final kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>@tilelang.jit has no target keyword</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>@tilelang.jit target is &quot;%1&quot;, expected &quot;npuir&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test level function %1() is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No boundary test function (a name containing &quot;boundary&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final kernel&apos;s main does not take --level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>@tilelang.jit target is %1, not a string: it cannot be checked here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final kernel %1 was not read (see RUN-READ)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KernelParameter</name>
    <message>
        <source>constant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keyword default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JIT decorator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local constant</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KernelView</name>
    <message>
        <source>The file does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LayoutCheck</name>
    <message>
        <source>Not an entry the workflow allows at the top of perf_opt/: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Named as a Gen A branch; a Gen B run names its branches %1_round{iter}_{opt_id}.py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Named as a Gen B branch; a Gen A run names its branches %1_opt_v{iter}_{opt_id}.py</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibGit2</name>
    <message>
        <source>cannot load libgit2 (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>libgit2 (%1) lacks %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>libgit2 error %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LineageCheck</name>
    <message>
        <source>Branch file %1 was never measured and the log does not say it was blocked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LineageModel</name>
    <message>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (never recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 µs (L0 failed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1× vs baseline %2 µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L0 failed · 1 key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L0 failed · %1 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1× · 1 key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1× · %2 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no baseline · %1 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Geometric mean speedup vs baseline over the keys measured: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n review note(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Speedup vs Baseline</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Rendering the log (%1 MB)…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogsIndex</name>
    <message>
        <source>The operator directory does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The logs directory must be a folder inside the operator directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No logs directory yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leads to %1, outside the operator directory; not followed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directory nesting deeper than %1 levels; not searched further.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken symbolic link; skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Symbolic link to %1, outside the operator directory; not followed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>About PerfOpt Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;PerfOpt Workbench %1&lt;/h3&gt;&lt;p&gt;Review TileLang kernel tuning runs on Ascend NPUs: kernel variants and their lineage, msprof op Task Duration per round, raw profiles and the workflow&apos;s gate checks.&lt;/p&gt;&lt;p&gt;Runs are opened read-only; nothing in them is executed.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the &amp;Sample Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Task Duration Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find in Log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Configure PerfOpt Workbench…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About PerfOpt Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lineage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strict review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workflow gate 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which gate rules to run on the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find in log (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PerfOpt Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a tuning run: an operator directory or its perf_opt/ folder. You can also drop a folder on this window. Runs are opened read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a Run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the Sample Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a Tuning Run (operator directory or perf_opt/)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: Gen %2, %n record(s), %3 diagnostic(s)</source>
        <translation>
            <numerusform>%1: Gen %2, %n record, %3 diagnostic(s)</numerusform>
            <numerusform>%1: Gen %2, %n records, %3 diagnostic(s)</numerusform>
        </translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 — PerfOpt Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration &amp;Chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review &amp;Wizard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Diff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace unavailable: notes and review state are not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs Dashboard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs &amp;Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing: the path does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a file, not a directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an empty directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n entries, none of them a run: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>This is not a tuning run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a perf_opt/ directory holding opt_log.md or perf_records.jsonl, or the operator directory that contains perf_opt/.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Note on Candidate %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diff › Next Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diff › Previous Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Maximise the Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round &amp;Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;Candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous C&amp;andidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate&apos;s &amp;Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Another Run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems — %1 error(s), %2 warning(s), %3 info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems — checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Accept perf_records.jsonl as It Is Now…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept perf_records.jsonl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf_records.jsonl is append-only, and this file no longer starts with what the workspace saw of it before. Accept it as it is now only if the run was restarted on purpose: the workspace keeps this file as its snapshot, and later checks compare with it. Changes that git history shows are still reported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf_records.jsonl accepted: later checks compare with it as it is now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf_records.jsonl was not accepted: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Md4cWalker</name>
    <message>
        <source>&quot;**&quot; does not pair up (CommonMark flanking rules) and shows as literal text, not bold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table row has %1 cells but the header has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The code block opened here is never closed; the rest of the log is read as if the fence were not there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log holds a NUL byte here; a value around it may be misread.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table cell &quot;%1&quot; (column %2) is not a finite number; no value is read from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table&apos;s header has %1 cells and its delimiter row %2: GitHub shows these lines as text, not a table (read here as %2 columns).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &quot;|&quot; inside a code span splits this row on GitHub (%1 cells there, %2 here): write it as &quot;\|&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An HTML table here holds no row that can be read: its figures count for no round; write it as a Markdown table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log&apos;s tables hold more than %1 cells (every row padded to its header&apos;s); the table rows from here on are not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more row(s) of this table have another number of cells than its header (%1).</source>
        <translation>
            <numerusform>%n more row of this table has another number of cells than its header (%1).</numerusform>
            <numerusform>%n more rows of this table have another number of cells than its header (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MsprofCsv</name>
    <message>
        <source>The header line has an unterminated quote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1 of the header has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column name &quot;%1&quot; appears twice; the first one is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header line has no column names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown header: the columns are not those of any msprof CSV this version knows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown header: the columns do not match what %1 files hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is named like %1 but has the header of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Malformed row: a quoted field is not closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Malformed row: text follows a closing quote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row has %1 values but the header has %2 columns; the row is skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty: no header line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 more problems in this file are not listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the file failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is larger than %1 bytes, the limit for one CSV; it was not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header line has text after a closing quote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines end in a carriage return alone (classic Mac line ends), not as msprof writes them; each is read as a line end.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MsprofCsvModel</name>
    <message>
        <source>microseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gigabytes per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kilobytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>percent, 0 to 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fraction, 0 to 1 (not percent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>megahertz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not applicable to this row (written as %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 numbers, %2 NA, %3 text, %4 empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MsprofCsvView</name>
    <message>
        <source>Filter rows: text, or with a column &quot;&gt; 0.5&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as TSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1… %p%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1 cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems in this file (the readable rows are shown):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show all columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide columns without numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied %1 rows as TSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied %1 rows as Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sorting by %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sorting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 rows…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NonRegressionCheck</name>
    <message>
        <source>New current best %1 (round %2) failed L0 on %3 (%4 line %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New current best %1 (round %2) was not measured on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New current best %1 (round %2) regresses %3: %4 → %5 µs, beyond the %6 % noise threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 names %2 as its winner, but no valid record of %3 measured a candidate of that name, so nothing it claims can be checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 names %2 as its new current best, but no valid record of %3 measured a candidate of that name, so nothing it claims can be checked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NoteEditor</name>
    <message>
        <source>Review note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Review Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Review Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NotesDock</name>
    <message>
        <source>Review Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a note on the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the note on %1?

%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptLogCheck</name>
    <message>
        <source>opt_log.md is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opt_log.md cannot be read as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opt_log.md is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opt_log.md has no &quot;Skill Retrospective&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opt_log.md was not read (see RUN-READ)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptLogClaims</name>
    <message>
        <source>The gate reads this final_latency as %1: it stops at the thousands separator. Write the number without one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gate reads this final_latency as %1: it stops at the decimal comma. Write a decimal point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gate reads this final_latency as %1: it stops at the comma.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gate reads this final_latency as %1: it stops at the space between digit groups. Write the number without one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Stage Result block holds no field the reader can read (&quot;- key: value&quot; items are expected); its values are not checked.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptLogParser</name>
    <message>
        <source>The opt_log file does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the opt_log file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not valid UTF-8 (byte 0x%1); the gate cannot read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opt_log file is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opt_log file holds only whitespace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line is %1 bytes long; tables and headings on it may be cut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Markdown parser stopped early; the outline may be incomplete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Gen B final table (kernel_id | workload_id | baseline_us | final_us | final_candidate_id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Workload Inventory section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a table names the Gen B record field %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a final_latency claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a dispatch_path column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is written a second time here with winner %2; at line %3 its winner is %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This line looks like a level-%1 heading, but its &quot;%2&quot; is followed by %3, not a space: Markdown reads the line as text, so no section or round starts here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This line looks like a level-%1 heading, but no space follows its &quot;%2&quot;: Markdown reads the line as text, so no section or round starts here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This line starts with full-width number signs (＃); a Markdown heading needs ASCII &quot;#&quot; followed by a space, so no section or round starts here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bidirectional control character (%1) is here: it changes the order in which the text around it is displayed, so what a reviewer sees is not what is read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An invisible character (%1) is here, at ‸ in &quot;%2&quot;: an id written with it is not the same id written without it, so it names no branch, record or file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This line looks like a level-%1 heading, but an invisible character (%3) comes before its &quot;%2&quot;: Markdown reads the line as text, so no section or round starts here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more line(s), from this one on, look like headings but are read as text.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more line(s), from this one on, hold invisible or bidirectional control characters.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 names a second winner here, %2; the first, %3 at line %4, is the one read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1&apos;s winner names two branches, %2 and %3; %2 is the one read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 says here it has no winner; the winner named at line %2, %3, is the one read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 names a winner here, %2, after saying at line %3 that it has none; the round is read as having none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 keeps its current best at line %2, yet names %3 the new current best here; %3 is the one read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This %1 comes before any heading, so no round takes it; write it under its round&apos;s heading (&quot;Round N&quot;, &quot;Iteration N&quot;, &quot;第N轮&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This %1 is under no round, so no round takes it: the heading above it (line %2, &quot;%3&quot;) is not read as a round. Label the round as the workflow does (&quot;Round N&quot;, &quot;Iteration N&quot;, &quot;第N轮&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more decision(s) from this line on are under no round.</source>
        <translation>
            <numerusform>%n more decision from this line on is under no round.</numerusform>
            <numerusform>%n more decisions from this line on are under no round.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 names a winner here, %2, after saying at line %3 that this part of the round has none; the round&apos;s winner is %4, named in another part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This bold line reads like the heading of round %1, but it is text: the log has no round %1 heading, so its tables and decisions belong to the section before (write it as a heading: &quot;## %2&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptLogRecordRounds</name>
    <message>
        <source>Round %1 (&quot;%2&quot;) has no record in %3, which holds rounds %4; the records are the measurement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records of round %1 start here, but %2 describes no round %1 (its rounds are at lines %3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptLogStructure</name>
    <message>
        <source>&quot;%1&quot; sits inside a closing section (Final Summary, Skill Retrospective, …) and is read as part of it, not as a round; give it the rounds&apos; heading level to make it one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OutlineModel</name>
    <message>
        <source>Outline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>winner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new current best: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rollback: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocked: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config_no_gain: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>family_no_gain: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>table: %1 (%n row(s))</source>
        <translation>
            <numerusform>table: %1 (%n row)</numerusform>
            <numerusform>table: %1 (%n rows)</numerusform>
        </translation>
    </message>
    <message>
        <source>final_latency: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (read by the gate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (latest summary)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final_latency (no number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (supplement)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline of this campaign (round %1), #%2 in the log, lines %3–%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: round %2, #%3 in the log, lines %4–%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final_latency (%1): %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParameterChange</name>
    <message>
        <source>changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParameterDiffModel</name>
    <message>
        <source>left line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PerfFeedbackCheck</name>
    <message>
        <source>perf_feedback.md is empty or not UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placeholder &quot;%1&quot; in perf_feedback.md</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template placeholder %1 in perf_feedback.md</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf_feedback.md lacks the section &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>参照锚定 must name the reference implementation (参照实现)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>参照锚定 must say 未找到参照 or argue 不可移植</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>触发判定 lacks 设计层归因</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>触发判定 needs a structural estimate above 2x or a contradiction (矛盾)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>实测 must cite msprof measurements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>反馈结论 lacks 建议路由</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referenced path %1 does not exist in the repository</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot check the reference %1: the repository root is unknown (no .git or .agents above the run; perfopt check --repo-root names it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PerfRecordsReader</name>
    <message>
        <source>Missing field(s) for the Gen %1 contract: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field &quot;%1&quot; must be %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duration_us is not a finite number (the workflow&apos;s Python gate accepts NaN/Infinity as numbers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duration_us is not positive: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number (not a boolean)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown phase &quot;%1&quot; (expected baseline, candidate, merged or final)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file starts with a UTF-8 byte order mark; the workflow&apos;s gate rejects the first line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CRLF line endings (the runner writes LF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blank line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Very long line (%1 bytes); one record per line is expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last line is incomplete (the run may still be writing it); it is ignored until it is complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The line is JSON but not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate key &quot;%1&quot;; the last value wins (as in Python)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 is outside 0…%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The line starts with a UTF-8 byte order mark; the workflow&apos;s gate rejects it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The line is not valid UTF-8 (the workflow&apos;s gate cannot read the file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 more blank lines from this line on (not listed one by one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The line is %1 bytes long, over the %2 MiB a record line may have; it is not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number (not a string)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number (not null)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number (not an array or object)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProblemsModel</name>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileBrowser</name>
    <message>
        <source>MindStudio Insight input (binary): open it in MindStudio Insight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chrome trace: open it in chrome://tracing, Perfetto or MindStudio Insight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file for an external viewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter runs: round, candidate, workload…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a run, a launch or a file in the tree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open with…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens the file with the application your desktop uses for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No msprof output under %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Task Duration %2 us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size: %1 (%2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a file inside the run; not opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No application opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records line %1 names no msprof run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  ↔  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profiled parent record on the same workload for records line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profiled baseline record on the same workload for records line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parent candidate&apos;s run (same workload)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline&apos;s run (same workload)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark this run as A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked %1 as A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked run (none marked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked run %1 (as A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open as Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark as A for Comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare Marked Run (A) with This (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with Parent Candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexing the msprof profiles…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileCheck</name>
    <message>
        <source>Record of %1 has no msprof_raw_path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 records %2 µs but its msprof output says otherwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no Task Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 records %2 µs but its msprof output states no Task Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no Task Duration (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 records %2 µs but its msprof output could not be read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileCommand</name>
    <message>
        <source>%1 is not a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no msprof run (OPPROF_*, PROF_*, OpBasicInfo.csv, simulator/) in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2 runs; name one of them:
%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summarise an msprof run, or compare two runs (--compare A B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine-readable JSON output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare run A (before) with run B (after).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Noise threshold for --compare (default 0.03).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-block values from this launch of a multi-launch run (default: the launch closest to the median Task Duration).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An OPPROF_* (or PROF_*) directory, or a directory holding one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt profile: usage: perfopt profile RUN_DIR [--launch N] [--json]
                       perfopt profile --compare A B [--noise 0.03] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>perfopt profile: the run has %n launch(es); --launch counts from 0</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Run            %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch         %1 (the per-block values below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Op             %1  type %2  Block Dim %3  Mix Block Dim %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration  %1 us (median of %2 launches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration  %1 us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>               min %1 us, max %2 us, mean %3 us, spread %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frequency      %1 MHz (rated %2 MHz)  Device %3  Pid %4  SoC %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files          %1 read; PipeUtilization header %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipe utilisation (busy fraction over blocks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load balance (core time per block)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 rows, mean %3 us, slowest %4 us (block %5 %6), fastest %7 us (block %8 %9), imbalance %10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L2 cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource conflicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>* hit rate of all requests, from the hit/miss counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulator %1: %2 instructions, %3 calls, %4 cycles, %5 us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A  %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B  %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration median: A %1 us, B %2 us, %3: %4 (noise threshold %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 more figures that only one run has)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric files (rows by block/sub-block, columns by name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rows, %2 columns, %3 cells beyond noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only in A: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only in B: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  files only in A: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  files only in B: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileCompareModel</name>
    <message>
        <source>within noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>higher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpBasicInfo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L2 cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conflicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1 is only in A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1 is only in B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is only in %2: the msprof versions differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, row %2: A %3, B %4, %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B − A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B / A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only in A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only in B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A calls it %1, B calls it %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one run&apos;s file has this column: the msprof versions differ (A %1, B %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileCompareView</name>
    <message>
        <source>%1 us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed beyond noise only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns containing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap A and B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose two runs to compare: “Compare with…” on a run in the tree, or from a record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparing %1 with %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 launches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B and A differ by %1: within the %2 noise threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration is missing on one side: no verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Task Duration median&lt;/b&gt;: A %1 → B %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 rows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 rows, %3 one-sided columns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (only in %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green: lower time (better); red: higher time; amber: another change beyond the noise threshold; grey: only one run has it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows in file order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same columns and rows on both sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 vs %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SoC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frequency (MHz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>block dim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B is %1× faster than A (%2): beyond the %3 noise threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B is %1× slower than A (%2): beyond the %3 noise threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ The runs may not be comparable: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileComparison</name>
    <message>
        <source>Task Duration, median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration, min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration, max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block Dim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mix Block Dim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current Freq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 ratio, mean over blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 time, mean over blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 time, slowest block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 imbalance (max / mean − 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, mean</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileIndex</name>
    <message>
        <source>Broken symbolic link; skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Symbolic link to %1, outside the operator directory; not followed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directory nesting deeper than %1 levels; not searched further.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No OpBasicInfo.csv and no launch folders: msprof did not finish this run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than one OpBasicInfo file here; %1 is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpBasicInfo.csv is missing: no Task Duration for this launch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No op_summary CSV in this msprof output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>op_summary is too large to index; open it to see the task durations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>op_summary has no Task Duration(us) column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpBasicInfo has no Task Duration(us) column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpBasicInfo has a header but no data row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpBasicInfo has more than one data row; the first is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration(us) is &quot;%1&quot;, not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The operator directory does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profiles directory must be a path inside the operator directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leads to %1, outside the operator directory; not followed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profiles directory yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>msprof_raw_path is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>msprof_raw_path %1 climbs out of the operator directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>msprof_raw_path %1 leads through a symbolic link to %2, outside the operator directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>msprof_raw_path %1 does not exist (looked for %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>msprof_raw_path %1 holds no msprof run (looked under %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The run holds launches of %n kernel(s) (%1); its Task Duration is the median over all of them, as ab_test.py pools them. Profile one kernel per run to read one.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>op_summary lists %1 as often as %2 (%n launch(es) each); %2, the first, is read as the tuned kernel.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>msprof_raw_path %1 is absolute; only paths relative to the run are followed (an absolute path names a place on the machine that wrote it, even one inside this run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration(us) is quoted text (&quot;%1&quot;); msprof writes its numbers without quotes, so it is not read as one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration(us) is %1; a task&apos;s device time is above 0, so it is not read as one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The run holds launches on %n device(s); its Task Duration is the median over all of them. Each card&apos;s own figure is in its device folder.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>More than one %1 file here; %2 is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name %1 is not valid UTF-8; it is not read (rename it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An OpBasicInfo file beside the run&apos;s launch folders, which msprof never writes: the launches are read, this file is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration(us) is %1, too large for a double (the largest is about 1.8e308), so it is not read as one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration(us) is %1, too small for a double (the smallest above 0 is about 4.9e-324), so it is not read as one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, too large for a double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, too small for a double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, 0 or below; a task&apos;s device time is above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an empty cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;, not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n launch(es) of %1 have no usable Task Duration (the first here: %2); the median is over the others.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot;, quoted text, which msprof never writes for a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This launch folder holds no OpBasicInfo_&lt;time&gt;.csv: no Task Duration for this launch.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileSummary</name>
    <message>
        <source>The file has rows for %1 blocks but Block Dim is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>launch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No readable OpBasicInfo: Task Duration, Block Dim and Op Type are unknown for this launch; the metric files are still summarised.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scalar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MTE1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MTE2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MTE3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixpipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI Cube core (aic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI Vector core (aiv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpBasicInfo has no finite Task Duration(us) value; the duration of this launch is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileSummaryView</name>
    <message>
        <source>%1 us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpBasicInfo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Op Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Op Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block Dim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mix Block Dim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current / Rated Freq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device Id / Pid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SoC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PipeUtilization header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration over launches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipe utilisation: busy fraction, mean over blocks with min–max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per block: load balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L2 cache, memory bandwidth and resource conflicts (over blocks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulator: cycles by pipe per core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Core / pipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (us)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files of this launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the run&apos;s files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per-block values from launch %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closest to the median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (this launch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (median of %2 launches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no column)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(throttled: durations are not comparable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>median of %1 launches, the workflow&apos;s metric&lt;br&gt;min %2 · max %3 · mean %4 · spread %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2:%3)
mean %4, min %5, max %6 over %7 rows
busy time mean %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data (NA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>block %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 rows, mean %3; slowest block %4 at %5 (&lt;b&gt;%6&lt;/b&gt; over the mean); fastest %7 at %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L2 cache hit rates (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory bandwidth and traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource conflicts (fraction of cycles)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (all requests, from counters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1 as a table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileTreeModel</name>
    <message>
        <source>%1 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (×%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> +%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>records line %1: %2 on %3, round %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration over %1 launches: median %2 us, min %3 us, max %4 us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No readable OpBasicInfo: Task Duration is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
The launch closest to the median Task Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration (us)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block Dim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Op Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frequency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProjectLoader</name>
    <message>
        <source>perf_records.jsonl line %1 has phase/workload_id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no inventory, no Gen B record fields, no *_round&lt;N&gt;_*.py files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking at the run&apos;s files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading perf_records.jsonl…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the workload inventory…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matching kernel variants and lineage…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexing msprof profiles…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>msprof_raw_path &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>title of opt_log.md</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 line %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>artifact_path &quot;%1&quot; leads out of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 more records from this line on name an msprof_raw_path that does not exist (not listed one by one).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordsChartView</name>
    <message>
        <source>Task Duration (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speedup vs baseline (×)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the y axis shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group by kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group by dispatch path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour and group the charts by path, so that a candidate measured on another path is never compared with this path&apos;s best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every round in every chart (also Esc or a double-click in a chart)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the charts as PNG or SVG, or the plotted points as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV of the Plotted Points…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;From opt_log tables, not verified against records.&lt;/b&gt; This run has no perf_records.jsonl: the points are the durations its log&apos;s tables state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Task Duration to plot: the run has no records and its log no duration tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to export: no Task Duration to plot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV of the plotted points (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Task Duration Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Chart of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordsHistory</name>
    <message>
        <source>commit %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordsModel</name>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispatch path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>msprof raw path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timestamp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n review note(s) on %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>This line has a review note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordsView</name>
    <message>
        <source>All records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L0 passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L0 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter records…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show in Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Branch File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workload:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewIntroPage</name>
    <message>
        <source>Review a tuning run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go through the Stage 4 workflow phase by phase. Every tick, override and note is saved as you go; you can close the wizard and resume later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gates:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checklist:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reviewer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name, as it appears in the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gen B (workload inventory, 12-field records, Final Performance Test Data table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gen A (dispatch paths, 9-field records, final_latency line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown (read as Gen A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 valid record(s) of %2 line(s), rounds 0–%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no perf_records.jsonl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strict profile: %1 failure(s), %2 warning(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pass, %2 fail, %3 to check by hand, %4 not applicable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resuming the review last saved at %1 (%2 item(s) reviewed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an earlier session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new review. Nothing is written into the run: the review lives in your workspace database.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewNote</name>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log lines</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewNotesModel</name>
    <message>
        <source>No workspace database to keep the note in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not delete the note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewPhasePage</name>
    <message>
        <source>Selected item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence (double-click to show it in the workbench):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Checked by the reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Override:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason (required for an override)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An override needs a reason.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewSummaryPage</name>
    <message>
        <source>Summary and exports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What still needs attention, your closing remarks, and the documents to hand over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closing &amp;remarks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review &amp;finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Optimize.md…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stage Result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report (&amp;Markdown)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report (&amp;HTML)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report (&amp;PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; pass · &lt;b&gt;%2&lt;/b&gt; fail · &lt;b&gt;%3&lt;/b&gt; to check by hand · %4 not applicable · %5 overridden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (overridden: %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewWizard</name>
    <message>
        <source>Review %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review not saved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundIndex</name>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round ?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 0 (baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · campaign %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>## Round %1 — candidate vs current best (%2)

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>## Final

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final candidate %1 has no valid records: there are no final figures.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>geometric mean speedup: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>geometric mean speedup: %1 over %2 of %3 workload keys (the others have no baseline or no final)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>winners: %1; geomean speedup over baseline: %2

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out (the inventory&apos;s smoke or skip items, not tuned): %1
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundsModel</name>
    <message>
        <source>improved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>regressed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round / branch / workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ vs parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ vs current best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>winner: none (current best kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>winner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new current best: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolled back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parent %1: %2 µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current best entering the round: %1 µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Geometric mean over the %1 workload keys measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundsView</name>
    <message>
        <source>Each round with its branches: Δ against the parent and against the current best entering the round, per workload key below each branch (green: faster beyond the noise threshold, red: slower). Double-click a row to read the log there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>winner</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunDocument</name>
    <message>
        <source>Loading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a tuning run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workspace snapshot of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace was not reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace did not take the file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunFilesModel</name>
    <message>
        <source>Final kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experiment branch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimisation log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance feedback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimize.md summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experiment runner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Helper script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>msprof profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experiment logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A/B test workdir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forbidden file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunIndexModel</name>
    <message>
        <source>unreviewed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>signed off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last written by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Geomean speedup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workflow gate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strict gate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunIndexer</name>
    <message>
        <source>the folder name &quot;%1&quot; is not valid UTF-8; it was not searched for runs (rename it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder could not be read (%1); it was not searched for runs, and the index keeps the rows of runs under it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunLayout</name>
    <message>
        <source>Neither a perf_opt/ directory nor an operator directory holding one: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>symbolic link (never followed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raw msprof op output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>experiment stdout/stderr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>earlier final kernels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A/B test workdir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python byte-code cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>directory not named by the workflow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workflow forbids %1 at the top of perf_opt/ (stdout goes to logs/&lt;round&gt;/)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the optimisation log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>structured performance records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gen B workload inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>design-limit feedback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the final kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>experiment branch (Gen A name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>experiment branch (Gen B name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>experiment runner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>helper script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log file at the top of perf_opt/ (the workflow puts stdout under logs/)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file not named by the workflow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the baseline kernel (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the design document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the optional Optimize.md summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workload_inventory.json is present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>branch files are named *_round&lt;N&gt;_*.py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opt_log.md is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot tell the operator name: no {op}.py next to branch files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final kernel %1.py is missing from perf_opt/</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such directory: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a directory but a file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a symbolic link to %2, outside the operator directory: nothing beneath it is read. Open the directory it leads to, to review that run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a name that is not valid UTF-8: it is not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name %1 is not valid UTF-8; nothing by this name is read (rename it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunRead</name>
    <message>
        <source>it is a symbolic link; links inside a run are never followed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its real path lies outside the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, device or socket)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is %1; only its first %2 were read (the limit for this file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunReadCheck</name>
    <message>
        <source>%1 was not read safely: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunsDashboard</name>
    <message>
        <source>Indexing cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexed %1 runs: %2 read, %3 unchanged, %4 errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by operator, path, candidate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any review status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index a Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find every run under a folder and add it to the workspace (perfopt index)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Geomean speedup across operators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index a Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexing: %1 of %2 runs read…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 runs shown. Workspace: %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refreshed when the window regains focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Geomean speedup (baseline / final)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveTarget</name>
    <message>
        <source>%1 is a symbolic link: nothing is written through one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file (a FIFO, socket or device)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Noise threshold:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default &amp;gate profile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reopen the runs of the last session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strict review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workflow gate 4 (parity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workspace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own SQLite file (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A path, sqlite:PATH or postgresql://user@host:port/db for a team (no password: PGPASSWORD or ~/.pgpass). Takes effect at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;viewer name:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SmallWinCheck</name>
    <message>
        <source>%1 wins round %2 on %3 by %4 % on a %5 µs kernel without an A/B verdict in the log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StageResultCheck</name>
    <message>
        <source>verdict &quot;%1&quot; is neither TUNING_COMPLETED nor TUNING_FAILED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure_reason &quot;%1&quot; is none of the contract&apos;s (missing_output, precision_regression, invalid_profile, incomplete_log, perf_records_mismatch, invalid_perf_feedback, placeholder_found)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop_reason &quot;%1&quot; is none of the workflow&apos;s (success, budget_exhausted, plateau, blocked, user_stop, precision_fixed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop_reason &quot;%1&quot; is not the Final Summary&apos;s (line %2: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final_latency %1 is not the Final Summary&apos;s (line %2: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>summary_doc names Optimize.md, but the operator directory has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verdict TUNING_COMPLETED, but the workflow&apos;s gate fails (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verdict TUNING_COMPLETED with failure_reason %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verdict TUNING_FAILED, but every rule of the workflow&apos;s gate passes and no failure_reason says why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verdict TUNING_FAILED without a failure_reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verdict TUNING_FAILED for %1, but every rule of the workflow&apos;s gate passes, and the gate checks that</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the run has %n round(s) of experiments</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the run has %1 round(s) of experiment records and %2 in the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iterations %1, but %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf_iteration count %1, but %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>perf_iteration consecutive_no_improvement %1, but the log&apos;s decisions leave %n round(s) of experiments since the last new current best</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gives %2 for %3; the records say %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 item &quot;%2&quot; cannot be read as a workload and its figure (&quot;workload: 19.08 us&quot;, &quot;workload: 53.9%&quot; or &quot;workload: 2.17x&quot;); it is not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 item &quot;%2&quot; names no single workload of the records (kernel_id + workload_id, kernel_id / workload_id, or a workload_id one kernel measures); it is not checked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryCommand</name>
    <message>
        <source>Per round, the candidate vs current best table from the records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine-readable JSON output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Noise threshold (default 0.03).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf_opt/ or its operator directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt summary: usage: perfopt summary DIR [--round N] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt summary: no records for round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt summary: round 0 measures the baselines; it has no candidate vs current best table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt summary: the run has no perf_records.jsonl; the tables are built from the records and are empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt summary: %1 holds no valid record; the tables are empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TaskDurationChart</name>
    <message>
        <source>Noise band ±%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best so far (L0 pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L0 failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round winners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speedup vs baseline (×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration (µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline measurement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration: %1 µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speedup vs baseline: %1×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ vs current best: %1 (best %2 µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ vs current best: —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ vs baseline: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L0: pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L0: &lt;b&gt;FAIL&lt;/b&gt; — kept off the best-so-far line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New best of round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf_records.jsonl line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opt_log.md line %1 — from the log&apos;s tables, not verified against records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export This Chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Note on Candidate %1…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TerminationCheck</name>
    <message>
        <source>Stop reason plateau needs 3 rounds without a gain above the noise threshold; the records show %1 (round %2 gained)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop reason budget_exhausted with %1 round(s) and %2 experiment(s): below the default budget of %3 rounds / %4 experiments (a task budget may be smaller)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Final Summary states no stop reason (success, budget_exhausted, plateau, blocked, user_stop, precision_fixed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop reason &quot;%1&quot; is none of the workflow&apos;s (success, budget_exhausted, plateau, blocked, user_stop, precision_fixed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The latest Final Summary states no stop reason; the last one stated is an earlier summary&apos;s (line %1: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop reason precision_fixed, but the Stage Result&apos;s mode is &quot;%1&quot; (line %2): precision_fixed ends a precision_fix dispatch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VariantLineage</name>
    <message>
        <source>Candidate &quot;%1&quot; was recorded with parent &quot;%2&quot; before and &quot;%3&quot; here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate id &quot;%1&quot; is reused in round %2 (first seen in round %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parent &quot;%1&quot; of candidate &quot;%2&quot; was never recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parent_id forms a cycle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded candidate &quot;%1&quot; has no kernel file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>artifact_path %1 (relative to perf_opt/: %2) names no kernel file of the run; %3 is read as candidate %4&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkloadInventory</name>
    <message>
        <source>The file starts with a UTF-8 byte order mark; the workflow&apos;s gate cannot read it as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected an object with a &quot;workloads&quot; array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload #%1 is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload #%1 lacks %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload %1 declares kind &quot;%2&quot; but its marks and names make it &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not valid UTF-8 (the workflow&apos;s gate cannot read it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds a non-finite number (NaN, Infinity or an overflow such as 1e999)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkloadSpeedupModel</name>
    <message>
        <source>All keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>geometric mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispatch path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkspaceDatabase</name>
    <message>
        <source>the Qt PostgreSQL driver (QPSQL) is not installed (Debian: libqt6sql6-psql)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the schema version of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workspace %1 has schema version %2, newer than the %3 this program knows; update perfopt to use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed this note first (revision %2): &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed checklist item %2 first (revision %3); reload to see it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed this review first (revision %2, %3); reload to see it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>signed off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read again; its snapshot is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkspaceLocation</name>
    <message>
        <source>not a valid PostgreSQL URL: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workspace URL must not contain a password; set PGPASSWORD or use ~/.pgpass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PostgreSQL URL names no database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sqlite: needs a file path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown workspace location %1 (a path, sqlite:PATH or postgresql://…)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkspaceOption</name>
    <message>
        <source>%1: the workspace database, a path, sqlite:PATH or postgresql://user@host:port/db (default: $PERFOPT_WORKSPACE, the workbench&apos;s setting, else %2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>perfopt</name>
    <message>
        <source>Usage: perfopt &lt;command&gt; [options]

Review TileLang kernel tuning runs from the command line.

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Options:
  -h, --help     Show this help; `perfopt &lt;command&gt; --help` for a command.
  -v, --version  Show the version.
  --lang &lt;xx&gt;    Message language: en or zh_CN (default: the locale).

Exit codes: 0 success, 1 the run has failures, 2 bad usage or unreadable input.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfopt: unknown command &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
