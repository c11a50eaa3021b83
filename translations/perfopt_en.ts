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
</context>
<context>
    <name>AbTest</name>
    <message>
        <source>No such A/B workdir: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair %1 has no Task Duration rows for A or B (ab_test.py reads OPPROF_*/*/*/OpBasicInfo_*.csv)</source>
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
</context>
<context>
    <name>CompTableCheck</name>
    <message>
        <source>opt_log.md has no &quot;candidate vs current best&quot; table with Task Duration</source>
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
        <source>Profile %1: Task Duration %2 µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No kernel file for candidate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
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
</context>
<context>
    <name>LayoutCheck</name>
    <message>
        <source>Not an entry the workflow allows at the top of perf_opt/: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LineageCheck</name>
    <message>
        <source>Branch file %1 was never measured (no record cites it)</source>
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
        <source>Best Task Duration</source>
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
        <source>Problems — %1 error(s), %2 warning(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 — PerfOpt Workbench</source>
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
        <source>it is a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the file failed: %1</source>
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
        <source>Cannot check the reference %1: the repository root is unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referenced path %1 does not exist in the repository</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PerfRecordsReader</name>
    <message>
        <source>Cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>msprof_raw_path %1 is absolute; only paths inside the operator directory are opened.</source>
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
        <source>No msprof run under %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>msprof_raw_path %1 does not exist (looked for %2).</source>
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
        <source>Task Duration per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>msprof op Task Duration per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Duration (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best so far: %1</source>
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
    <name>RoundSummary</name>
    <message>
        <source>## Round %1 — candidate vs current best (%2)

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>winners: %1; geomean speedup over baseline: %2x

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
        <source>geometric mean speedup: %1x
</source>
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
    <name>RunLayout</name>
    <message>
        <source>Not a directory: %1</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>More than %1 files under perf_opt/; the file list stops there</source>
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
</context>
<context>
    <name>WorkloadInventory</name>
    <message>
        <source>Cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
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
