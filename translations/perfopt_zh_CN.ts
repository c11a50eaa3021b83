<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AbCommand</name>
    <message>
        <source>Recompute an A/B verdict from the raw profiles of an ab_* workdir</source>
        <translation>根据 ab_* 工作目录中的原始性能数据重新计算 A/B 裁决</translation>
    </message>
    <message>
        <source>The ab_test.py JSON fields.</source>
        <translation>以 ab_test.py 的 JSON 字段输出。</translation>
    </message>
    <message>
        <source>Noise threshold (default 0.03).</source>
        <translation>噪声阈值（默认 0.03）。</translation>
    </message>
    <message>
        <source>The A/B workdir holding pair&lt;i&gt;&lt;A|B&gt;/.</source>
        <translation>包含 pair&lt;i&gt;&lt;A|B&gt;/ 的 A/B 工作目录。</translation>
    </message>
    <message>
        <source>perfopt ab: usage: perfopt ab WORKDIR [--noise 0.03] [--json]</source>
        <translation>perfopt ab: 用法：perfopt ab WORKDIR [--noise 0.03] [--json]</translation>
    </message>
    <message>
        <source>perfopt ab: no complete pair in %1</source>
        <translation>perfopt ab: %1 中没有完整的 A/B 配对</translation>
    </message>
    <message>
        <source>pairs: %1, launches per run: %2
</source>
        <translation>配对数：%1，每次运行的 launch 次数：%2
</translation>
    </message>
    <message>
        <source>merged medians: A %1 us, B %2 us; b_rel_change %3%; sign test p = %4; direction consistent: %5
verdict: %6
</source>
        <translation>合并中位数：A %1 us，B %2 us；b_rel_change %3%；配对符号检验 p = %4；方向一致：%5
裁决：%6
</translation>
    </message>
    <message>
        <source>perfopt ab: pair(s) %1 incomplete: the A/B test did not finish, and ab_test.py gives no verdict then; the figures cover the complete pairs only</source>
        <translation>perfopt ab：第 %1 对不完整：A/B 测试没有跑完，此时 ab_test.py 不给出裁决；以上数字只覆盖完整的对</translation>
    </message>
    <message>
        <source>merged medians: A %1 us, B %2 us; b_rel_change %3%; sign test p = %4; direction consistent: %5
verdict over the complete pairs only (not the protocol&apos;s): %6
</source>
        <translation>合并中位数：A %1 us，B %2 us；b_rel_change %3%；配对符号检验 p = %4；方向一致：%5
仅按完整的对得出的裁决（不是协议的裁决）：%6
</translation>
    </message>
</context>
<context>
    <name>AbTest</name>
    <message>
        <source>No such A/B workdir: %1</source>
        <translation>A/B 工作目录不存在：%1</translation>
    </message>
    <message>
        <source>Pair %1 is missing (neither pair%1A nor pair%1B)</source>
        <translation>缺少第 %1 对（既没有 pair%1A 也没有 pair%1B）</translation>
    </message>
    <message>
        <source>Not a folder ab_test.py writes (pair1A, pair1B, pair2A, …); not read</source>
        <translation>不是 ab_test.py 会写出的目录（pair1A、pair1B、pair2A、…）；未读取</translation>
    </message>
    <message>
        <source>Task Duration &quot;%1&quot; is not a finite number: ab_test.py stops at this run, so pair %2 has no result</source>
        <translation>Task Duration “%1” 不是有限数值：ab_test.py 会在这次运行处停止，因此第 %2 对没有结果</translation>
    </message>
    <message>
        <source>A row that is not read here may be read by ab_test.py: pair %1 has no result</source>
        <translation>此处未读取的一行可能被 ab_test.py 读取：第 %1 对没有结果</translation>
    </message>
    <message>
        <source>Pair %1 has no Task Duration rows for %2 (ab_test.py reads OPPROF_*/*/*/OpBasicInfo_*.csv)</source>
        <translation>第 %1 对的 %2 侧没有 Task Duration 行（ab_test.py 读取 OPPROF_*/*/*/OpBasicInfo_*.csv）</translation>
    </message>
    <message>
        <source>Task Duration(us) is a column %1 times; ab_test.py reads the last one, and so does this verdict</source>
        <translation>Task Duration(us) 列出现 %1 次；ab_test.py 读取最后一列，本结论也读取最后一列</translation>
    </message>
</context>
<context>
    <name>AppendOnlyCheck</name>
    <message>
        <source>the file on disk</source>
        <translation>磁盘上的文件</translation>
    </message>
    <message>
        <source>Line %1 of %2 disappeared in %3 (perf_records.jsonl is append-only)</source>
        <translation>%2 中的第 %1 行在 %3 中已不存在（perf_records.jsonl 只允许追加）</translation>
    </message>
    <message>
        <source>Line %1 of %2 was changed in %3 (perf_records.jsonl is append-only)</source>
        <translation>%2 中的第 %1 行在 %3 中被修改（perf_records.jsonl 只允许追加）</translation>
    </message>
    <message>
        <source>The file&apos;s git history could not be read: %1</source>
        <translation>无法读取该文件的 git 历史：%1</translation>
    </message>
    <message>
        <source>The file&apos;s earlier snapshot could not be read: %1</source>
        <translation>无法读取该文件的早期快照：%1</translation>
    </message>
</context>
<context>
    <name>ChartCommand</name>
    <message>
        <source>Task Duration per round as PNG, SVG or CSV</source>
        <translation>将每轮 Task Duration 输出为 PNG、SVG 或 CSV</translation>
    </message>
    <message>
        <source>perfopt chart: PNG and SVG need perfopt-chart-render next to perfopt (not found: %1); CSV works without it.</source>
        <translation>perfopt chart: PNG 和 SVG 需要 perfopt 旁边有 perfopt-chart-render（未找到：%1）；CSV 不需要它。</translation>
    </message>
</context>
<context>
    <name>ChartCsv</name>
    <message>
        <source>The run has no Task Duration to plot.</source>
        <translation>该运行没有可绘制的 Task Duration。</translation>
    </message>
    <message>
        <source>No workload key &quot;%1&quot;.</source>
        <translation>没有 workload 键“%1”。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Workload key &quot;%1&quot; has no baseline: nothing to plot as a speedup.</source>
        <translation>workload key “%1” 没有基线：无法绘制加速比。</translation>
    </message>
    <message>
        <source>No workload key has a baseline: nothing to plot as a speedup.</source>
        <translation>没有任何 workload key 有基线：无法绘制加速比。</translation>
    </message>
</context>
<context>
    <name>ChartExportRequest</name>
    <message>
        <source>usage: perfopt chart DIR [--key K | --all] [--mode us|speedup] [--log] [--no-group] [--noise F] --format png|svg|csv -o FILE</source>
        <translation>用法：perfopt chart DIR [--key K | --all] [--mode us|speedup] [--log] [--no-group] [--noise F] --format png|svg|csv -o FILE</translation>
    </message>
    <message>
        <source>Task Duration per round as PNG (2x scale), SVG, or CSV of the plotted points.</source>
        <translation>将每轮 Task Duration 输出为 PNG（2 倍缩放）、SVG，或绘图数据点的 CSV。</translation>
    </message>
    <message>
        <source>One workload key, as `perfopt inspect` names it.</source>
        <translation>单个 workload 键，名称与 `perfopt inspect` 中的一致。</translation>
    </message>
    <message>
        <source>Every key, with the summary chart and table (default).</source>
        <translation>所有键，并附汇总图表和表格（默认）。</translation>
    </message>
    <message>
        <source>us (Task Duration) or speedup (× vs baseline).</source>
        <translation>us（Task Duration）或 speedup（相对基线的倍数 ×）。</translation>
    </message>
    <message>
        <source>Log y axis.</source>
        <translation>y 轴使用对数刻度。</translation>
    </message>
    <message>
        <source>Do not group and colour keys by dispatch path.</source>
        <translation>不按 dispatch 路径对各键分组和着色。</translation>
    </message>
    <message>
        <source>Noise threshold (default 0.03).</source>
        <translation>噪声阈值（默认 0.03）。</translation>
    </message>
    <message>
        <source>png, svg or csv (default: from the file name).</source>
        <translation>png、svg 或 csv（默认：根据文件名判断）。</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>要写入的文件。</translation>
    </message>
    <message>
        <source>perf_opt/ or its operator directory.</source>
        <translation>perf_opt/ 或其所在的算子目录。</translation>
    </message>
    <message>
        <source>one run directory expected</source>
        <translation>需要指定一个运行目录</translation>
    </message>
    <message>
        <source>--key and --all exclude each other</source>
        <translation>--key 与 --all 不能同时使用</translation>
    </message>
    <message>
        <source>-o FILE is required</source>
        <translation>必须指定 -o FILE</translation>
    </message>
    <message>
        <source>--mode is us or speedup, not &quot;%1&quot;</source>
        <translation>--mode 应为 us 或 speedup，而不是“%1”</translation>
    </message>
    <message>
        <source>--noise is a fraction between 0 and 1, e.g. 0.03</source>
        <translation>--noise 应为 0 到 1 之间的小数，例如 0.03</translation>
    </message>
    <message>
        <source>--format is png, svg or csv</source>
        <translation>--format 应为 png、svg 或 csv</translation>
    </message>
    <message>
        <source>--key needs a workload key</source>
        <translation>--key 需要一个 workload key</translation>
    </message>
</context>
<context>
    <name>ChartGrid</name>
    <message>
        <source>(no dispatch path)</source>
        <translation>（无 dispatch 路径）</translation>
    </message>
    <message>
        <source>Task Duration of %1</source>
        <translation>%1 的 Task Duration</translation>
    </message>
</context>
<context>
    <name>ChartImageExport</name>
    <message>
        <source>From opt_log tables, not verified against records</source>
        <translation>来自 opt_log 表格，未与性能记录核对</translation>
    </message>
    <message>
        <source>speedup vs baseline (×)</source>
        <translation>相对基线的加速比（×）</translation>
    </message>
    <message>
        <source>msprof op Task Duration (µs)</source>
        <translation>msprof op Task Duration (µs)</translation>
    </message>
    <message>
        <source>Task Duration per round</source>
        <translation>每轮 Task Duration</translation>
    </message>
    <message>
        <source> — Task Duration per round</source>
        <translation> — 每轮 Task Duration</translation>
    </message>
    <message>
        <source>, log scale</source>
        <translation>，对数刻度</translation>
    </message>
    <message>
        <source>(no dispatch path)</source>
        <translation>（无 dispatch 路径）</translation>
    </message>
    <message>
        <source>Unknown image format &quot;%1&quot;: use .png or .svg.</source>
        <translation>未知的图像格式“%1”：请使用 .png 或 .svg。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>PerfOpt Workbench Task Duration chart</source>
        <translation>PerfOpt Workbench Task Duration 图表</translation>
    </message>
    <message>
        <source>The page would be %1×%2 pixels (%3 MiB as an image): too large for a PNG. Write an .svg, chart one key with --key, or write the points as CSV.</source>
        <translation>页面将为 %1×%2 像素（图像 %3 MiB），PNG 过大。请写 .svg、用 --key 只画一个键，或把数据点写成 CSV。</translation>
    </message>
    <message>
        <source>Cannot allocate a %1×%2 image for %3.</source>
        <translation>无法为 %3 分配 %1×%2 的图像。</translation>
    </message>
</context>
<context>
    <name>ChartLegendBar</name>
    <message>
        <source>Show or hide “%1” in every chart</source>
        <translation>在所有图表中显示或隐藏“%1”</translation>
    </message>
</context>
<context>
    <name>CheckCommand</name>
    <message>
        <source>Run the gate checks (workflow parity or strict review)</source>
        <translation>运行门禁检查（与工作流一致或严格审查）</translation>
    </message>
    <message>
        <source>Machine-readable JSON output.</source>
        <translation>输出机器可读的 JSON。</translation>
    </message>
    <message>
        <source>workflow (the workflow&apos;s gate 4 exactly) or strict (default).</source>
        <translation>workflow（与工作流的 gate 4 完全一致）或 strict（默认）。</translation>
    </message>
    <message>
        <source>perf_feedback.md sections: A1 (default) or A0 (no 参照锚定).</source>
        <translation>perf_feedback.md 章节要求：A1（默认）或 A0（不含参照锚定）。</translation>
    </message>
    <message>
        <source>Noise threshold (default 0.03).</source>
        <translation>噪声阈值（默认 0.03）。</translation>
    </message>
    <message>
        <source>perf_opt/ or its operator directory.</source>
        <translation>perf_opt/ 或其所在的算子目录。</translation>
    </message>
    <message>
        <source>perfopt check: usage: perfopt check DIR [--profile workflow|strict] [--json]</source>
        <translation>perfopt check: 用法：perfopt check DIR [--profile workflow|strict] [--json]</translation>
    </message>
    <message>
        <source>Do not compare with or update the workspace database&apos;s records snapshot.</source>
        <translation>不与工作区数据库中的记录快照比较，也不更新该快照。</translation>
    </message>
    <message>
        <source>Do not read perf_records.jsonl&apos;s git history.</source>
        <translation>不读取 perf_records.jsonl 的 git 历史。</translation>
    </message>
    <message>
        <source>workspace snapshot of %1</source>
        <translation>工作区快照（%1）</translation>
    </message>
    <message>
        <source>perfopt check: the workspace database is unavailable (%1); perf_records.jsonl is checked without its earlier snapshot</source>
        <translation>perfopt check：工作区数据库不可用（%1）；perf_records.jsonl 将在没有先前快照的情况下检查</translation>
    </message>
    <message>
        <source>perfopt check: the workspace&apos;s records snapshot was not updated: %1</source>
        <translation>perfopt check：工作区中的记录快照未更新：%1</translation>
    </message>
    <message>
        <source>The repository perf_feedback.md&apos;s references (docs/…, .agents/…) are looked up in (default: the checkout above the run).</source>
        <translation>查找 perf_feedback.md 中引用（docs/…、.agents/…）的仓库（默认：运行目录之上的检出目录）。</translation>
    </message>
    <message>
        <source>perfopt check: --repo-root %1 is not a directory</source>
        <translation>perfopt check：--repo-root %1 不是目录</translation>
    </message>
    <message>
        <source>After checking, make perf_records.jsonl as it is now the workspace&apos;s snapshot (a run restarted on purpose): later checks compare with it.</source>
        <translation>检查之后，把 perf_records.jsonl 的当前内容作为工作区快照（用于有意重新开始的运行）：之后的检查与它比较。</translation>
    </message>
    <message>
        <source>perfopt check: the workspace keeps its snapshot of perf_records.jsonl until the file starts with it again; if the run was restarted on purpose, check once with --accept-records</source>
        <translation>perfopt check：在文件重新以工作区快照开头之前，工作区一直保留 perf_records.jsonl 的该快照；若该运行是有意重新开始的，请带 --accept-records 检查一次</translation>
    </message>
</context>
<context>
    <name>Checklist</name>
    <message>
        <source>The context was read: {op}.py, DESIGN.md, hardware-context.md and the pattern-library index</source>
        <translation>已读取上下文：{op}.py、DESIGN.md、hardware-context.md 与 pattern-library/INDEX.md</translation>
    </message>
    <message>
        <source>The operator type is decided: cube, vector or mix</source>
        <translation>已判断算子类型：cube / vector / mix</translation>
    </message>
    <message>
        <source>The vectorisation axis and layout decision (DESIGN §1.6.3) is checked against the measured phenomena</source>
        <translation>已对照 DESIGN §1.6.3（向量化轴与数据布局决策）与实测现象</translation>
    </message>
    <message>
        <source>The toolchain version stamp (tilelang build, CANN, device) is recorded; trap conclusions are bound to it</source>
        <translation>已记录工具链版本戳（tilelang build、CANN、设备），陷阱结论与之绑定</translation>
    </message>
    <message>
        <source>When DESIGN §1.6 holds an experiment adjudication plan, the A/B measurement was run and logged</source>
        <translation>DESIGN §1.6 含实验裁决计划时，已执行 A/B 实测并写入 opt_log</translation>
    </message>
    <message>
        <source>Similar operators were searched (T.serial, T.Pipelined, multi-buffer, buffer reuse, dtype-aware parameters)</source>
        <translation>已搜索同类算子或历史实现（T.serial、T.Pipelined、multi-buffer、buffer 复用、dtype-aware 参数）</translation>
    </message>
    <message>
        <source>Every real dispatch path has a representative workload with a baseline</source>
        <translation>每个真实 dispatch path 都有代表 workload 与 baseline</translation>
    </message>
    <message>
        <source>The workload inventory classifies every case as tune, smoke or skipped, with reasons</source>
        <translation>workload inventory 已把每个案例分类为 tune / smoke / skipped 并写明原因</translation>
    </message>
    <message>
        <source>Profiles are valid: each record&apos;s msprof output exists in the run and agrees with its Task Duration</source>
        <translation>profile 有效：每条记录的 msprof 输出存在于 run 内且与 Task Duration 一致</translation>
    </message>
    <message>
        <source>The baseline is the first record: round 0, candidate_id baseline, parent_id null</source>
        <translation>baseline 为 perf_records.jsonl 首行：round 0、candidate_id=baseline、parent_id=null</translation>
    </message>
    <message>
        <source>The log holds the baseline Performance Test Data: workload, target kernel, Task Duration, raw profile</source>
        <translation>opt_log 记录了 baseline Performance Test Data：workload、目标 kernel、Task Duration、raw profile</translation>
    </message>
    <message>
        <source>When DESIGN §1.6.0 has design-time estimates, the log adds the estimate vs measured deviation line (D-2)</source>
        <translation>DESIGN §1.6.0 含设计期估算时，Baseline 段已追加「设计估算 vs 实测」偏差行（D-2）</translation>
    </message>
    <message>
        <source>Every round has a &quot;candidate vs current best&quot; table whose numbers are the records&apos;</source>
        <translation>每轮都有「候选 vs current best」对比表，且数字与 perf_records 一致</translation>
    </message>
    <message>
        <source>All branches of a round derive from the same current best</source>
        <translation>同一轮的实验分支都从同一个 current best 派生</translation>
    </message>
    <message>
        <source>Each experiment branch changes one main optimisation point</source>
        <translation>每个实验分支只改一个主要优化点</translation>
    </message>
    <message>
        <source>Every branch ran the L0 precision regression; no winner failed it</source>
        <translation>每个实验分支都跑了 L0 精度回归，且没有 L0 失败的 winner</translation>
    </message>
    <message>
        <source>One record per branch was appended to perf_records.jsonl, which stayed append-only</source>
        <translation>每个分支验证后向 perf_records.jsonl 追加一行，且文件保持 append-only</translation>
    </message>
    <message>
        <source>Every branch file is measured or reported blocked, and every parent_id names a recorded candidate</source>
        <translation>每个分支文件都有测量或记录为 blocked，parent_id 均指向已记录的候选</translation>
    </message>
    <message>
        <source>Each winner was merged into the kernel and re-measured on every tune workload (phase=merged)</source>
        <translation>每个 winner 都合入 kernel 并对全部 tune workload 复测（phase=merged）</translation>
    </message>
    <message>
        <source>A new current best regresses no must-measure dispatch or tune workload beyond the noise threshold</source>
        <translation>更新 current best 前确认必测 dispatch / tune workload 没有超过噪声阈值的回退</translation>
    </message>
    <message>
        <source>Gains under 5 % on kernels under 20 µs were decided by the interleaved A/B protocol</source>
        <translation>&lt;20 µs kernel 上 &lt;5% 的差异经交错 A/B 协议（ab_test.py）裁决</translation>
    </message>
    <message>
        <source>Every round states its winner or rollback conclusion</source>
        <translation>每轮都记录了 winner / rollback 结论</translation>
    </message>
    <message>
        <source>The stop reason is stated and the data supports it (success, budget_exhausted, plateau, blocked, user_stop)</source>
        <translation>已写明终止条件且有数据支撑（success / budget_exhausted / plateau / blocked / user_stop）</translation>
    </message>
    <message>
        <source>The final kernel perf_opt/{op}.py is the current best</source>
        <translation>最终 perf_opt/{op}.py 就是 current best</translation>
    </message>
    <message>
        <source>The final claim reconciles with the records (final_latency within 1 %, or the Final Performance Test Data table)</source>
        <translation>最终结论与 perf_records 对账（final_latency 偏差 ≤1%，或 Final Performance Test Data 表）</translation>
    </message>
    <message>
        <source>The Final Summary gives per-dispatch (per-workload) speedups and their geometric mean, matching the records</source>
        <translation>Final Summary 给出各 dispatch（workload）加速比与几何平均，且与 perf_records 一致</translation>
    </message>
    <message>
        <source>[DESIGN_LIMIT] only when both conditions hold; perf_feedback.md exists exactly then and follows its schema</source>
        <translation>仅在两项条件同时满足时给出 [DESIGN_LIMIT]；perf_feedback.md 仅此时存在且符合 schema</translation>
    </message>
    <message>
        <source>The top of perf_opt/ holds only what the workflow allows</source>
        <translation>perf_opt/ 顶层只放允许的文件</translation>
    </message>
    <message>
        <source>The final kernel passes the Stage 4 kernel lint</source>
        <translation>最终 kernel 通过 Stage 4 kernel lint</translation>
    </message>
    <message>
        <source>The final file passes the final precision regression (Gen B: every smoke workload)</source>
        <translation>最终文件通过最终精度回归（Gen B：全部 smoke workload）</translation>
    </message>
    <message>
        <source>opt_log.md has a Skill Retrospective section</source>
        <translation>opt_log.md 含 Skill Retrospective 章节</translation>
    </message>
    <message>
        <source>Every retrospective row is labelled with vp_type D, P, R or C</source>
        <translation>复盘表每行都标注 vp_type（D / P / R / C）</translation>
    </message>
    <message>
        <source>Value point proposals carry evidence, repro and toolchain_stamp (mandatory for D)</source>
        <translation>价值点提案写全证据三件套 evidence + repro + toolchain_stamp（D 类必填）</translation>
    </message>
    <message>
        <source>New or updated BP_xxx patterns were considered and only proposed, not merged into skill documents</source>
        <translation>已判断是否提出新的或更新已有 BP_xxx，且只作为 proposal</translation>
    </message>
    <message>
        <source>New patterns, costs and trap findings were written back to the pattern library with a repro</source>
        <translation>新模式、代价数据与陷阱实证已回写 pattern-library 并附 repro</translation>
    </message>
    <message>
        <source>Optimize.md, when the project asks for it, is a digest of opt_log.md only</source>
        <translation>若项目要求 Optimize.md，其内容只摘自 opt_log.md</translation>
    </message>
    <message>
        <source>The Stage Result block has every field of its generation</source>
        <translation>Stage Result 块含本代格式的全部字段</translation>
    </message>
    <message>
        <source>Phase 0 — Load context</source>
        <translation>Phase 0：加载上下文</translation>
    </message>
    <message>
        <source>What the tuner had to read and decide before measuring anything.</source>
        <translation>开始测量之前必须读取和判断的内容。</translation>
    </message>
    <message>
        <source>Phase 1 — Baseline</source>
        <translation>Phase 1：采集初始 baseline</translation>
    </message>
    <message>
        <source>The dispatch paths or workloads, their valid baseline profiles and the round 0 records.</source>
        <translation>dispatch path 或 workload、有效的 baseline profile 与 round 0 记录。</translation>
    </message>
    <message>
        <source>Phase 2 — Optimisation loop</source>
        <translation>Phase 2：优化闭环</translation>
    </message>
    <message>
        <source>Every round: comparison table, one change per branch, L0, records, non-regression, A/B for small wins, termination.</source>
        <translation>每一轮：对比表、每分支一个改动、L0、记录、非回退检查、小增益的 A/B、终止条件。</translation>
    </message>
    <message>
        <source>Phase 3 — Wrap-up</source>
        <translation>Phase 3：产物收束</translation>
    </message>
    <message>
        <source>The final kernel, the final claim against the records, speedups and the [DESIGN_LIMIT] rules.</source>
        <translation>最终 kernel、最终结论与记录的对账、加速比以及 [DESIGN_LIMIT] 规则。</translation>
    </message>
    <message>
        <source>Phase 4 — Retrospective</source>
        <translation>Phase 4：调优复盘与最终交付</translation>
    </message>
    <message>
        <source>The Skill Retrospective with vp_type D/P/R/C and its evidence, repro and toolchain stamp.</source>
        <translation>Skill Retrospective：vp_type D/P/R/C 标注及 evidence、repro、toolchain stamp。</translation>
    </message>
</context>
<context>
    <name>ChecklistEvaluator</name>
    <message>
        <source>Not part of this generation&apos;s workflow</source>
        <translation>不属于该代际的工作流</translation>
    </message>
    <message>
        <source>No finding from %1</source>
        <translation>%1 未发现问题</translation>
    </message>
    <message>
        <source>%1 (and %2 more)</source>
        <translation>%1（另有 %2 项）</translation>
    </message>
    <message numerus="yes">
        <source>%n more rule(s)</source>
        <translation>
            <numerusform>另外 %n 条规则</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record line(s)</source>
        <translation>
            <numerusform>%n 行记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n 项</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No record&apos;s msprof output is in the run (%n record(s))</source>
        <translation>
            <numerusform>run 内找不到任何记录的 msprof 输出（%n 条记录）</numerusform>
        </translation>
    </message>
    <message>
        <source>The run holds no msprof output and no records</source>
        <translation>run 内既没有 msprof 输出，也没有性能记录</translation>
    </message>
    <message>
        <source>No records tie the msprof output to a Task Duration; compare it with the log&apos;s tables</source>
        <translation>没有性能记录把 msprof 输出与 Task Duration 对应起来；请与日志中的表格对照</translation>
    </message>
    <message>
        <source>; %1 need the workflow&apos;s Python lint and were not run</source>
        <translation>；%1 需由工作流的 Python lint 检查，此处未运行</translation>
    </message>
</context>
<context>
    <name>ChecklistModel</name>
    <message>
        <source>%1
%2 · %3 · %4</source>
        <translation>%1
%2 · %3 · %4</translation>
    </message>
    <message>
        <source>%1 (overridden)</source>
        <translation>%1（已覆盖）</translation>
    </message>
    <message>
        <source>Override reason: %1</source>
        <translation>覆盖原因：%1</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动判定</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>评审结果</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
</context>
<context>
    <name>ChecklistQueries</name>
    <message>
        <source>Only the reviewer can tell</source>
        <translation>只能由评审人判断</translation>
    </message>
    <message>
        <source>The run has no DESIGN.md next to the baseline kernel</source>
        <translation>该运行的基线 kernel 旁没有 DESIGN.md</translation>
    </message>
    <message>
        <source>Check the log&apos;s header against DESIGN.md</source>
        <translation>请对照 DESIGN.md 检查日志开头部分</translation>
    </message>
    <message>
        <source>Operator type: %1</source>
        <translation>算子类型：%1</translation>
    </message>
    <message>
        <source>The log never states the operator type (cube, vector or mix)</source>
        <translation>日志中从未写明算子类型（cube、vector 或 mix）</translation>
    </message>
    <message>
        <source>The run has no DESIGN.md</source>
        <translation>该运行没有 DESIGN.md</translation>
    </message>
    <message>
        <source>DESIGN.md has no §1.6.3 layout decision</source>
        <translation>DESIGN.md 中没有 §1.6.3 布局决策</translation>
    </message>
    <message>
        <source>DESIGN.md has §1.6.3 but the log never compares it with the measurements</source>
        <translation>DESIGN.md 中有 §1.6.3，但日志从未将其与实测结果对照</translation>
    </message>
    <message>
        <source>Toolchain stamp recorded</source>
        <translation>已记录工具链版本戳</translation>
    </message>
    <message>
        <source>No line of the log names both the tilelang build and the CANN version</source>
        <translation>日志中没有同时写明 tilelang build 和 CANN 版本的行</translation>
    </message>
    <message>
        <source>DESIGN.md has no experiment adjudication plan</source>
        <translation>DESIGN.md 中没有实验裁决计划</translation>
    </message>
    <message>
        <source>DESIGN.md plans an A/B adjudication but the log reports none</source>
        <translation>DESIGN.md 计划了 A/B 裁决，但日志中没有报告</translation>
    </message>
    <message>
        <source>No baseline record and no baseline table</source>
        <translation>既没有基线记录，也没有基线表</translation>
    </message>
    <message>
        <source>No baseline record; check the log&apos;s baseline table</source>
        <translation>没有基线记录；请检查日志中的基线表</translation>
    </message>
    <message>
        <source>%1 dispatch path(s), %2 workload(s), each with a baseline</source>
        <translation>%1 条 dispatch 路径、%2 个 workload，均有基线</translation>
    </message>
    <message>
        <source>perf_records.jsonl does not exist</source>
        <translation>perf_records.jsonl 不存在</translation>
    </message>
    <message>
        <source>perf_records.jsonl has no valid record</source>
        <translation>perf_records.jsonl 中没有有效记录</translation>
    </message>
    <message>
        <source>The first record is not a round 0 baseline without parent</source>
        <translation>第一条记录不是无父候选的第 0 轮基线</translation>
    </message>
    <message>
        <source>The log has no baseline Performance Test Data</source>
        <translation>日志中没有基线的 Performance Test Data</translation>
    </message>
    <message>
        <source>Baseline data in the log</source>
        <translation>日志中的基线数据</translation>
    </message>
    <message>
        <source>DESIGN.md has no design-time estimate (§1.6.0)</source>
        <translation>DESIGN.md 中没有设计期估算（§1.6.0）</translation>
    </message>
    <message>
        <source>DESIGN.md estimates a lower bound but the log has no estimate vs measured line</source>
        <translation>DESIGN.md 估算了下界，但日志中没有“估算 vs 实测”行</translation>
    </message>
    <message>
        <source>Estimate vs measured deviation recorded</source>
        <translation>已记录估算 vs 实测偏差</translation>
    </message>
    <message>
        <source>No branch records</source>
        <translation>没有分支记录</translation>
    </message>
    <message>
        <source>round %1: every branch from %2</source>
        <translation>第 %1 轮：所有分支均派生自 %2</translation>
    </message>
    <message>
        <source>round %1: parent %2, the round&apos;s base is %3</source>
        <translation>第 %1 轮：父候选为 %2，但本轮的基础为 %3</translation>
    </message>
    <message>
        <source>Branches of round %1 derive from different candidates</source>
        <translation>第 %1 轮的分支派生自不同的候选</translation>
    </message>
    <message>
        <source>%1 branch record(s), %2 L0 failure(s), none of them a winner</source>
        <translation>%1 条分支记录，%2 个 L0 失败，均不是 winner</translation>
    </message>
    <message>
        <source>round %1: %2 has no phase=merged record</source>
        <translation>第 %1 轮：%2 没有 phase=merged 记录</translation>
    </message>
    <message>
        <source>The log names no winner to merge</source>
        <translation>日志中没有指明要合入的 winner</translation>
    </message>
    <message>
        <source>%1: no winner or rollback stated</source>
        <translation>%1：未写明 winner 或回退结论</translation>
    </message>
    <message>
        <source>The log has no rounds with experiment branches</source>
        <translation>日志中没有含实验分支的轮次</translation>
    </message>
    <message>
        <source>The log states no stop reason</source>
        <translation>日志中未写明终止原因</translation>
    </message>
    <message>
        <source>Stop reason: %1</source>
        <translation>终止原因：%1</translation>
    </message>
    <message>
        <source>The final kernel perf_opt/%1.py does not exist</source>
        <translation>最终 kernel perf_opt/%1.py 不存在</translation>
    </message>
    <message>
        <source>No phase=final record measures the final kernel</source>
        <translation>没有测量最终 kernel 的 phase=final 记录</translation>
    </message>
    <message>
        <source>The final records derive from %1, but the log&apos;s last current best is %2</source>
        <translation>final 记录派生自 %1，但日志中最后的当前最优是 %2</translation>
    </message>
    <message>
        <source>The final records measure the final kernel (sha256 %1…), derived from %2</source>
        <translation>final 记录测量的是最终 kernel（sha256 %1…），派生自 %2</translation>
    </message>
    <message>
        <source>The final kernel matches no recorded candidate&apos;s file byte for byte</source>
        <translation>最终 kernel 与任何已记录候选的文件都不是逐字节一致</translation>
    </message>
    <message>
        <source>The final kernel is not a byte-identical copy of %1&apos;s file; compare them</source>
        <translation>最终 kernel 不是 %1 文件的逐字节副本；请比较两者</translation>
    </message>
    <message>
        <source>The final kernel is %1&apos;s file, but the log&apos;s last current best is %2</source>
        <translation>最终 kernel 是 %1 的文件，但日志中最后的当前最优是 %2</translation>
    </message>
    <message>
        <source>The final kernel is %1&apos;s file, byte for byte</source>
        <translation>最终 kernel 与 %1 的文件逐字节一致</translation>
    </message>
    <message>
        <source>The Final Summary states no per-workload speedup</source>
        <translation>Final Summary 中没有写明各 workload 的加速比</translation>
    </message>
    <message>
        <source>One workload: its speedup is stated</source>
        <translation>只有一个 workload：已写明其加速比</translation>
    </message>
    <message>
        <source>The log states no geometric mean speedup across the %1 workloads</source>
        <translation>日志中没有写明 %1 个 workload 的几何平均加速比</translation>
    </message>
    <message>
        <source>No records to recompute the geometric mean from</source>
        <translation>没有可用于重新计算几何平均的记录</translation>
    </message>
    <message>
        <source>stated %1x, the records give %2x</source>
        <translation>写明为 %1x，根据记录计算为 %2x</translation>
    </message>
    <message>
        <source>The geometric mean does not match the records: %1</source>
        <translation>几何平均与记录不符：%1</translation>
    </message>
    <message>
        <source>Per-workload speedups and the geometric mean (%1)</source>
        <translation>各 workload 加速比与几何平均（%1）</translation>
    </message>
    <message>
        <source>Check the final precision run the log cites</source>
        <translation>请检查日志引用的最终精度运行</translation>
    </message>
    <message>
        <source>Skill Retrospective section</source>
        <translation>Skill Retrospective 章节</translation>
    </message>
    <message>
        <source>The log mentions a Skill Retrospective</source>
        <translation>日志中提到了 Skill Retrospective</translation>
    </message>
    <message>
        <source>opt_log.md has no Skill Retrospective</source>
        <translation>opt_log.md 中没有 Skill Retrospective</translation>
    </message>
    <message>
        <source>vp_type &quot;%1&quot;: %2</source>
        <translation>vp_type“%1”：%2</translation>
    </message>
    <message>
        <source>No retrospective table with a vp_type column</source>
        <translation>没有含 vp_type 列的复盘表</translation>
    </message>
    <message>
        <source>No Value Point Proposals table (title | vp_type | evidence | repro | toolchain_stamp)</source>
        <translation>没有 Value Point Proposals 表（title | vp_type | evidence | repro | toolchain_stamp）</translation>
    </message>
    <message>
        <source>The Value Point Proposals table lacks evidence, repro or toolchain_stamp</source>
        <translation>Value Point Proposals 表缺少 evidence、repro 或 toolchain_stamp</translation>
    </message>
    <message>
        <source>D row without %1</source>
        <translation>D 类行缺少 %1</translation>
    </message>
    <message>
        <source>Proposals: %1</source>
        <translation>提案：%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The run has no Optimize.md</source>
        <translation>该运行没有 Optimize.md</translation>
    </message>
    <message>
        <source>Compare Optimize.md with the log</source>
        <translation>请将 Optimize.md 与日志比较</translation>
    </message>
    <message>
        <source>The log has no Stage Result block (File › Export › Stage Result writes one)</source>
        <translation>日志中没有 Stage Result 块（可通过“文件 › 导出 › 导出 Stage Result”写入）</translation>
    </message>
    <message>
        <source>The Stage Result block lacks %1</source>
        <translation>Stage Result 块缺少 %1</translation>
    </message>
    <message numerus="yes">
        <source>The log refers to §1.6.3 on %n line(s)</source>
        <translation>
            <numerusform>日志在 %n 行中引用了 §1.6.3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n measured workload(s) have no baseline</source>
        <translation>
            <numerusform>%n 个已测量的 workload 没有 baseline</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n baseline record(s) are not round 0 without parent</source>
        <translation>
            <numerusform>%n 条 baseline 记录不是 round 0 且无 parent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n baseline record(s), the first record among them</source>
        <translation>
            <numerusform>%n 条 baseline 记录，首行记录为其中之一</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n final record(s) measured another file than the final kernel</source>
        <translation>
            <numerusform>%n 条最终记录测量的不是最终 kernel 文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n smoke workload(s) without a precision pass</source>
        <translation>
            <numerusform>%n 个冒烟 workload 没有精度通过</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n smoke workload(s) pass</source>
        <translation>
            <numerusform>%n 个冒烟 workload 通过</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n retrospective row(s) without a valid vp_type</source>
        <translation>
            <numerusform>%n 行复盘记录没有有效的 vp_type</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) typed D, P, R or C</source>
        <translation>
            <numerusform>%n 行的类型为 D、P、R 或 C</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n D proposal(s) lack part of the evidence triplet</source>
        <translation>
            <numerusform>%n 条 D 类提案缺少证据三元组的一部分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Stage Result block has all %n fields</source>
        <translation>
            <numerusform>Stage Result 块包含全部 %n 个字段</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of %n round(s) derives its branches from one base</source>
        <translation>
            <numerusform>%n 轮中每一轮的分支都从同一个 base 派生</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Read the main change of %n branch(es)</source>
        <translation>
            <numerusform>请阅读 %n 个分支的主要改动</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) of a winner failed L0</source>
        <translation>
            <numerusform>winner 的 %n 条记录 L0 未通过</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n winner(s) without a merged re-measurement</source>
        <translation>
            <numerusform>%n 个 winner 没有合并后的复测</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n merged record(s)</source>
        <translation>
            <numerusform>%n 条合并记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) state no conclusion</source>
        <translation>
            <numerusform>%n 轮没有写明结论</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s), each with its conclusion</source>
        <translation>
            <numerusform>%n 轮，每轮都有结论</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the winner is only marked in a table, not stated</source>
        <translation>%1：胜出分支只在表格中标注，未明确写出</translation>
    </message>
    <message>
        <source>Stop reason &quot;%1&quot; is none of success, budget_exhausted, plateau, blocked, user_stop, precision_fixed</source>
        <translation>终止原因“%1”不是 success、budget_exhausted、plateau、blocked、user_stop、precision_fixed 之一</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) of a winner state no L0 result</source>
        <translation>
            <numerusform>winner 的 %n 条记录没有 L0 结果</numerusform>
        </translation>
    </message>
    <message>
        <source>round %1: %2 has no phase=merged record on %3</source>
        <translation>第 %1 轮：%2 在 %3 上没有 phase=merged 记录</translation>
    </message>
    <message numerus="yes">
        <source>%n winner(s) not re-measured on every tune workload</source>
        <translation>
            <numerusform>%n 个 winner 未在全部 tune workload 上复测</numerusform>
        </translation>
    </message>
    <message>
        <source>The baseline table has no rows</source>
        <translation>baseline 表没有数据行</translation>
    </message>
    <message>
        <source>No row of the baseline table states a workload and its Task Duration</source>
        <translation>baseline 表没有任何一行同时写明 workload 与其 Task Duration</translation>
    </message>
    <message>
        <source>The baseline section has no table of workloads and their Task Durations</source>
        <translation>baseline 段没有列出 workload 及其 Task Duration 的表</translation>
    </message>
    <message numerus="yes">
        <source>%n Skill Retrospective section(s) hold only a placeholder or nothing</source>
        <translation>
            <numerusform>%n 个 Skill Retrospective 章节只有占位符或为空</numerusform>
        </translation>
    </message>
    <message>
        <source>The log mentions a Skill Retrospective but gives only a placeholder</source>
        <translation>日志提到了 Skill Retrospective，但只写了占位符</translation>
    </message>
    <message>
        <source>The log says the §1.6.3 comparison was not made</source>
        <translation>日志写明未做 §1.6.3 对照</translation>
    </message>
    <message>
        <source>The toolchain stamp names tilelang and CANN without their versions</source>
        <translation>工具链版本戳写了 tilelang 与 CANN，但没有写出版本</translation>
    </message>
    <message>
        <source>No valid record in perf_records.jsonl: no phase=final record measures the final kernel</source>
        <translation>perf_records.jsonl 中没有有效记录：没有 phase=final 记录测量最终 kernel</translation>
    </message>
    <message>
        <source>No valid record in perf_records.jsonl and no branch file of a current best the log names: compare the final kernel by hand</source>
        <translation>perf_records.jsonl 中没有有效记录，也找不到日志所述 current best 的分支文件：请人工比对最终 kernel</translation>
    </message>
    <message>
        <source>The final kernel is %1&apos;s file, byte for byte (the log&apos;s last current best; no valid record in perf_records.jsonl)</source>
        <translation>最终 kernel 与 %1 的文件逐字节一致（日志中最后的 current best；perf_records.jsonl 中没有有效记录）</translation>
    </message>
    <message>
        <source>The final kernel is not a byte-identical copy of %1&apos;s file, the log&apos;s last current best (no valid record in perf_records.jsonl); compare them</source>
        <translation>最终 kernel 与日志中最后的 current best %1 的文件并非逐字节一致（perf_records.jsonl 中没有有效记录）；请比对两者</translation>
    </message>
    <message>
        <source>geometric mean %1x</source>
        <translation>几何平均 %1x</translation>
    </message>
    <message>
        <source>Stop reason success, but nothing measured to check it against the stated target (%1)</source>
        <translation>终止原因为 success，但没有可与所述目标（%1）核对的测量数据</translation>
    </message>
    <message>
        <source>Stop reason success, but the final misses the stated target (%1): %2</source>
        <translation>终止原因为 success，但最终结果未达到所述目标（%1）：%2</translation>
    </message>
    <message>
        <source>Stop reason success; the stated target (%1) is a percentage, which is not checked: compare the final with it</source>
        <translation>终止原因为 success；所述目标（%1）是百分比，不做自动核对：请将最终结果与之对照</translation>
    </message>
    <message>
        <source>Stop reason success; the stated target (%1) bounds the wrong side: compare the final with it</source>
        <translation>终止原因为 success；所述目标（%1）的比较方向与其指标不符：请将最终结果与之对照</translation>
    </message>
    <message>
        <source>Stop reason success, but the final misses what may be the log&apos;s target (%1): %2; check whether it is the performance target</source>
        <translation>终止原因为 success，但最终结果未达到日志中可能是目标的值（%1）：%2；请确认它是否为性能目标</translation>
    </message>
    <message>
        <source>The baseline table has no Task Duration column</source>
        <translation>baseline 表没有 Task Duration 列</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Stop reason success, but the log states no performance target: compare the final with the target the user gave</source>
        <translation>终止原因为 success，但日志未写明性能目标：请将 final 与用户给定的目标比较</translation>
    </message>
    <message numerus="yes">
        <source>%n workload(s) without a baseline record: %1</source>
        <translation>
            <numerusform>%n 个 workload 没有 baseline 记录：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>No branch record states its parent_id: compare each round&apos;s branches with its base in the log</source>
        <translation>没有分支记录写明 parent_id：请在日志中核对每轮分支与其 base</translation>
    </message>
    <message>
        <source>The log reports the A/B adjudication of the DESIGN&apos;s plan</source>
        <translation>日志报告了 DESIGN 计划中的 A/B 裁决</translation>
    </message>
    <message>
        <source>The log reports A/B measurements, but none names the DESIGN&apos;s plan (primary against alternative) with a figure or a verdict: check that the plan&apos;s A/B was run</source>
        <translation>日志报告了 A/B 实测，但没有一处以数字或结论写明 DESIGN 的裁决计划（主选对备选）：请核对计划中的 A/B 是否执行</translation>
    </message>
    <message>
        <source>The final kernel is %1&apos;s file (sha256 %2…), but the log&apos;s last current best is %3</source>
        <translation>最终 kernel 是 %1 的文件（sha256 %2…），但日志最后的 current best 是 %3</translation>
    </message>
    <message>
        <source>%1: stated %2x, the records give %3x</source>
        <translation>%1：声明 %2x，records 给出 %3x</translation>
    </message>
    <message numerus="yes">
        <source>%n per-workload speedup(s) of the Final Summary do not match the records</source>
        <translation>
            <numerusform>Final Summary 中有 %n 个分 workload 加速比与 records 不符</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the winner is still a placeholder (%2)</source>
        <translation>%1：winner 仍是占位符（%2）</translation>
    </message>
</context>
<context>
    <name>ChecklistReview</name>
    <message>
        <source>Could not save the review: %1</source>
        <translation>无法保存评审：%1</translation>
    </message>
    <message>
        <source>An override needs a reason</source>
        <translation>覆盖判定需要填写原因</translation>
    </message>
    <message>
        <source>%1 changed “%2” while you were editing it; their verdict is kept: %3. Apply yours again if you still mean it.</source>
        <translation>%1 在您编辑期间修改了“%2”，已保留其结论：%3。如仍坚持，请重新应用您的结论。</translation>
    </message>
    <message>
        <source>Another reviewer</source>
        <translation>另一位评审者</translation>
    </message>
    <message>
        <source>cleared</source>
        <translation>已清除</translation>
    </message>
    <message>
        <source>override %1 (%2)</source>
        <translation>覆盖为 %1（%2）</translation>
    </message>
    <message>
        <source>ticked %1</source>
        <translation>勾选为 %1</translation>
    </message>
    <message>
        <source>note “%1”</source>
        <translation>备注“%1”</translation>
    </message>
    <message>
        <source>%1 changed this review while you were editing it (%2); their version is kept.</source>
        <translation>%1 在您编辑期间修改了此评审（%2），已保留其版本。</translation>
    </message>
    <message>
        <source>signed off</source>
        <translation>已签署</translation>
    </message>
    <message>
        <source>in review</source>
        <translation>评审中</translation>
    </message>
</context>
<context>
    <name>ChecklistVerdict</name>
    <message>
        <source>Pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>人工</translation>
    </message>
    <message>
        <source>Not applicable</source>
        <translation>不适用</translation>
    </message>
</context>
<context>
    <name>CompTableCheck</name>
    <message>
        <source>opt_log.md has no &quot;candidate vs current best&quot; table with Task Duration</source>
        <translation>opt_log.md 中没有含 Task Duration 的“候选 vs current best”对比表</translation>
    </message>
</context>
<context>
    <name>ComparisonTableCheck</name>
    <message>
        <source>Round %1 has no &quot;candidate vs current best&quot; table</source>
        <translation>第 %1 轮没有“候选 vs current best”对比表</translation>
    </message>
    <message>
        <source>%1 shows %2 µs in the round %3 table, but its records say %4</source>
        <translation>%1 在第 %3 轮对比表中为 %2 µs，但其记录为 %4</translation>
    </message>
    <message>
        <source>Round %1 has no &quot;candidate vs current best&quot; table, but its records measure %2</source>
        <translation>第 %1 轮没有“候选 vs current best”对比表，但其记录测量了 %2</translation>
    </message>
</context>
<context>
    <name>CsvAlignment</name>
    <message>
        <source>header versions differ (A %1, B %2)</source>
        <translation>表头版本不同（A %1，B %2）</translation>
    </message>
    <message numerus="yes">
        <source>%n column(s) only in A</source>
        <translation>
            <numerusform>%n 列仅存在于 A</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column(s) only in B</source>
        <translation>
            <numerusform>%n 列仅存在于 B</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) only in A</source>
        <translation>
            <numerusform>%n 行仅存在于 A</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) only in B</source>
        <translation>
            <numerusform>%n 行仅存在于 B</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CsvStatisticsModel</name>
    <message>
        <source>%1 numbers in %2 rows</source>
        <translation>%2 行中有 %1 个数值</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最大值</translation>
    </message>
</context>
<context>
    <name>DecisionCheck</name>
    <message>
        <source>%1 marks its winner %2 only in a table&apos;s result cell; the round states no conclusion (winner, reason, new current best)</source>
        <translation>%1 仅在表格的结果列中标出 winner %2；该轮没有写明结论（winner、reason、new current best）</translation>
    </message>
    <message>
        <source>%1 states its winner as a placeholder (%2): the round was never concluded</source>
        <translation>%1 的 winner 是占位符（%2）：该轮从未得出结论</translation>
    </message>
    <message>
        <source>%1 has experiments but states no conclusion: no winner (or that there is none) and no new current best</source>
        <translation>%1 有实验但没有写明结论：既没有 winner（或说明没有 winner），也没有 new current best</translation>
    </message>
</context>
<context>
    <name>DerivedSeries</name>
    <message>
        <source>from opt_log tables, not verified against records</source>
        <translation>来自 opt_log 表格，未与性能记录核对</translation>
    </message>
    <message numerus="yes">
        <source>%n table value(s) left out: the workload could not be told</source>
        <translation>
            <numerusform>已略去 %n 个表格数值：无法确定所属 workload</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DesignLimitCheck</name>
    <message>
        <source>The log signals [DESIGN_LIMIT] but perf_feedback.md does not exist</source>
        <translation>日志标注了 [DESIGN_LIMIT]，但 perf_feedback.md 不存在</translation>
    </message>
    <message>
        <source>perf_feedback.md exists but the log does not signal [DESIGN_LIMIT]</source>
        <translation>perf_feedback.md 存在，但日志未标注 [DESIGN_LIMIT]</translation>
    </message>
</context>
<context>
    <name>DiffBanner</name>
    <message>
        <source>improved</source>
        <translation>改善</translation>
    </message>
    <message>
        <source>noise</source>
        <translation>噪声范围内</translation>
    </message>
    <message>
        <source>regressed</source>
        <translation>回退</translation>
    </message>
    <message>
        <source>Click a workload to open the profiles of both sides</source>
        <translation>单击某个 workload 可打开两侧的性能数据</translation>
    </message>
    <message>
        <source>(no candidate)</source>
        <translation>（无候选）</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>opt_id %1</source>
        <translation>opt_id %1</translation>
    </message>
    <message>
        <source>no records</source>
        <translation>无记录</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Left (us)</source>
        <translation>左侧 (us)</translation>
    </message>
    <message>
        <source>Right (us)</source>
        <translation>右侧 (us)</translation>
    </message>
    <message>
        <source>Δ %</source>
        <translation>Δ %</translation>
    </message>
    <message>
        <source>Noise</source>
        <translation>噪声</translation>
    </message>
    <message>
        <source>L0 left</source>
        <translation>L0 左侧</translation>
    </message>
    <message>
        <source>L0 right</source>
        <translation>L0 右侧</translation>
    </message>
    <message>
        <source>L0 failed</source>
        <translation>L0 失败</translation>
    </message>
    <message numerus="yes">
        <source>Geometric mean over %n workload(s) measured on both sides with L0 passed: %1 %</source>
        <translation>
            <numerusform>两侧均有测量且 L0 通过的 %n 个 workload 的几何平均：%1 %</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiffCommand</name>
    <message>
        <source>Compare two kernel files of a run as a unified patch or an HTML page</source>
        <translation>比较运行中的两个 kernel 文件，输出为 unified patch 或 HTML 页面</translation>
    </message>
    <message>
        <source>Output format: patch (default) or html.</source>
        <translation>输出格式：patch（默认）或 html。</translation>
    </message>
    <message>
        <source>Write to FILE (atomically) instead of standard output.</source>
        <translation>写入 FILE（原子写入），而不是标准输出。</translation>
    </message>
    <message>
        <source>Line diff algorithm: patience (default), minimal or myers.</source>
        <translation>行差异算法：patience（默认）、minimal 或 myers。</translation>
    </message>
    <message>
        <source>Ignore whitespace when comparing lines.</source>
        <translation>比较行时忽略空白。</translation>
    </message>
    <message>
        <source>Ignore added or removed blank lines.</source>
        <translation>忽略新增或删除的空行。</translation>
    </message>
    <message>
        <source>Unchanged lines around each change (default 3; HTML: -1 unfolds all).</source>
        <translation>每处改动前后保留的未改动行数（默认 3；HTML：-1 表示全部展开）。</translation>
    </message>
    <message>
        <source>perf_opt/ or its operator directory.</source>
        <translation>perf_opt/ 或其所在的算子目录。</translation>
    </message>
    <message>
        <source>Left side: a candidate id, baseline, final, or a file of the run.</source>
        <translation>左侧：候选 id、baseline、final，或运行中的某个文件。</translation>
    </message>
    <message>
        <source>Right side, the same way.</source>
        <translation>右侧，格式同上。</translation>
    </message>
    <message>
        <source>perfopt diff: usage: perfopt diff DIR A B [--format patch|html] [-o FILE]</source>
        <translation>perfopt diff: 用法：perfopt diff DIR A B [--format patch|html] [-o FILE]</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>the file is %1, over the %2 a kernel file may have: it is not diffed</source>
        <translation>文件大小为 %1，超过 kernel 文件上限 %2：不做 diff</translation>
    </message>
    <message>
        <source>perfopt diff: note: %1&apos;s records measured a file with sha256 %2; %3 is no longer that file</source>
        <translation>perfopt diff: 注意：%1 的记录测量的文件 sha256 为 %2；%3 已不是那个文件</translation>
    </message>
</context>
<context>
    <name>DiffEditor</name>
    <message numerus="yes">
        <source>⋯  %n unchanged line(s) — click to show</source>
        <translation>
            <numerusform>⋯  %n 行未改动 — 单击以显示</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiffExport</name>
    <message>
        <source>The files are identical.</source>
        <translation>两个文件完全相同。</translation>
    </message>
    <message>
        <source>%1 changes, %2 lines removed, %3 lines added; %4 diff%5.</source>
        <translation>%1 处改动，删除 %2 行，新增 %3 行；%4 差异算法%5。</translation>
    </message>
    <message>
        <source>, whitespace ignored</source>
        <translation>，已忽略空白</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message numerus="yes">
        <source>⋯ %n unchanged line(s) — click to show</source>
        <translation>
            <numerusform>⋯ %n 行未改动 — 单击以显示</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiffOverviewRuler</name>
    <message>
        <source>All changes of the file; click to go there</source>
        <translation>文件中的全部改动；单击可跳转</translation>
    </message>
</context>
<context>
    <name>DiffPairBar</name>
    <message>
        <source>Compare with:</source>
        <translation>比较对象：</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>父候选</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <source>Round best</source>
        <translation>本轮最优</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>最终</translation>
    </message>
    <message>
        <source>Left side: the reference</source>
        <translation>左侧：参照</translation>
    </message>
    <message>
        <source>Right side: the file under review (the side Edit changes)</source>
        <translation>右侧：待评审的文件（“编辑”修改的一侧）</translation>
    </message>
    <message>
        <source>⇄ Swap</source>
        <translation>⇄ 交换</translation>
    </message>
    <message>
        <source>Swap the sides (%1)</source>
        <translation>交换左右两侧（%1）</translation>
    </message>
    <message>
        <source>The selected candidate against its parent in the lineage</source>
        <translation>将所选候选与其在谱系中的父候选比较</translation>
    </message>
    <message>
        <source>The selected candidate against the baseline kernel (../{op}.py)</source>
        <translation>将所选候选与基线 kernel（../{op}.py）比较</translation>
    </message>
    <message>
        <source>The selected candidate against the current best its round ended with</source>
        <translation>将所选候选与其所在轮次结束时的当前最优比较</translation>
    </message>
    <message>
        <source>The selected candidate against the final kernel ({op}.py)</source>
        <translation>将所选候选与最终 kernel（{op}.py）比较</translation>
    </message>
</context>
<context>
    <name>DiffPairFiles</name>
    <message>
        <source>the file is %1, over the %2 a kernel file may have: it is not compared</source>
        <translation>文件大小为 %1，超过 kernel 文件上限 %2：不做比较</translation>
    </message>
</context>
<context>
    <name>DiffPairResolver</name>
    <message>
        <source>parent</source>
        <translation>父候选</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <source>current best of the round</source>
        <translation>本轮的当前最优</translation>
    </message>
    <message>
        <source>final</source>
        <translation>最终 kernel</translation>
    </message>
    <message>
        <source>chosen files</source>
        <translation>所选文件</translation>
    </message>
    <message>
        <source>No kernel file for this candidate.</source>
        <translation>该候选没有 kernel 文件。</translation>
    </message>
    <message>
        <source>%1 has no parent.</source>
        <translation>%1 没有父候选。</translation>
    </message>
    <message>
        <source>The parent %1 has no kernel file.</source>
        <translation>父候选 %1 没有 kernel 文件。</translation>
    </message>
    <message>
        <source>The run has no baseline kernel.</source>
        <translation>该运行没有基线 kernel。</translation>
    </message>
    <message>
        <source>No current best is known for round %1.</source>
        <translation>第 %1 轮的当前最优未知。</translation>
    </message>
    <message>
        <source>The current best %1 has no kernel file.</source>
        <translation>当前最优 %1 没有 kernel 文件。</translation>
    </message>
    <message>
        <source>The run has no final kernel.</source>
        <translation>该运行没有最终 kernel。</translation>
    </message>
    <message>
        <source>%1 is itself the %2.</source>
        <translation>%1 本身就是%2。</translation>
    </message>
    <message>
        <source>Not a run.</source>
        <translation>不是有效的运行。</translation>
    </message>
    <message>
        <source>%1 is outside the run.</source>
        <translation>%1 位于运行之外。</translation>
    </message>
    <message>
        <source>%1 is neither a candidate id nor a file of the run.</source>
        <translation>%1 既不是候选 id，也不是运行中的文件。</translation>
    </message>
    <message>
        <source>%1 is the same file as %2; compared with %3, the nearest ancestor with a file of its own.</source>
        <translation>%1 与 %2 是同一个文件；改为与 %3 比较，即最近的拥有独立文件的祖先。</translation>
    </message>
    <message>
        <source>%1 is the same file as %2, and no earlier ancestor has a file of its own.</source>
        <translation>%1 与 %2 是同一个文件，且没有更早的祖先拥有独立文件。</translation>
    </message>
    <message>
        <source>The run has no baseline kernel (%1 beside perf_opt/).</source>
        <translation>该运行没有基线 kernel（perf_opt/ 旁的 %1）。</translation>
    </message>
    <message>
        <source>The run has no final kernel (perf_opt/%1).</source>
        <translation>该运行没有最终 kernel（perf_opt/%1）。</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>无法读取 %1。</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; links in a run are never followed.</source>
        <translation>%1 是符号链接；运行中的链接一律不跟随。</translation>
    </message>
    <message>
        <source>%1 names two files of the run, %2 and %3: write %2 for the first, or ../%1 for the second.</source>
        <translation>%1 对应运行中的两个文件：%2 和 %3；前者请写 %2，后者请写 ../%1。</translation>
    </message>
    <message>
        <source>%1 is a candidate of the records, but no kernel file of the run holds it.</source>
        <translation>%1 是记录中的候选，但该 run 中没有保存它的 kernel 文件。</translation>
    </message>
</context>
<context>
    <name>DiffView</name>
    <message>
        <source>No profile is recorded for %1.</source>
        <translation>%1 没有记录性能数据。</translation>
    </message>
    <message>
        <source>No earlier change</source>
        <translation>前面没有改动</translation>
    </message>
    <message>
        <source>No later change</source>
        <translation>后面没有改动</translation>
    </message>
    <message>
        <source>Patience</source>
        <translation>Patience</translation>
    </message>
    <message>
        <source>Minimal</source>
        <translation>Minimal</translation>
    </message>
    <message>
        <source>Myers</source>
        <translation>Myers</translation>
    </message>
    <message>
        <source>Line diff algorithm (libgit2)</source>
        <translation>行差异算法（libgit2）</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>按词</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>按字符</translation>
    </message>
    <message>
        <source>No intra-line</source>
        <translation>不标记行内差异</translation>
    </message>
    <message>
        <source>How changes inside a line are marked</source>
        <translation>行内改动的标记方式</translation>
    </message>
    <message>
        <source>Ignore whitespace</source>
        <translation>忽略空白</translation>
    </message>
    <message>
        <source>Ignore blank lines</source>
        <translation>忽略空行</translation>
    </message>
    <message>
        <source>Fold unchanged</source>
        <translation>折叠未改动行</translation>
    </message>
    <message>
        <source>Context:</source>
        <translation>上下文：</translation>
    </message>
    <message>
        <source>Unchanged lines kept around each change when folding</source>
        <translation>折叠时每处改动前后保留的未改动行数</translation>
    </message>
    <message>
        <source>Inline</source>
        <translation>内联</translation>
    </message>
    <message>
        <source>One pane with removed and added lines interleaved (%1)</source>
        <translation>单栏视图，删除行与新增行交错显示（%1）</translation>
    </message>
    <message>
        <source>▲ Previous</source>
        <translation>▲ 上一处</translation>
    </message>
    <message>
        <source>▼ Next</source>
        <translation>▼ 下一处</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>Edit the right side; nothing is written until you save (Ctrl+E)</source>
        <translation>编辑右侧；保存之前不会写入任何内容（Ctrl+E）</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Export patch…</source>
        <translation>导出补丁…</translation>
    </message>
    <message>
        <source>Export HTML…</source>
        <translation>导出 HTML…</translation>
    </message>
    <message>
        <source>Changed parameters</source>
        <translation>已更改的参数</translation>
    </message>
    <message>
        <source>Show unchanged</source>
        <translation>显示未更改项</translation>
    </message>
    <message>
        <source>The right side has unsaved edits: the diff stays on %1 until you save or discard them.</source>
        <translation>右侧有未保存的编辑：在保存或放弃这些编辑之前，差异将停留在 %1。</translation>
    </message>
    <message>
        <source>No file to compare for %1.</source>
        <translation>%1 没有可比较的文件。</translation>
    </message>
    <message>
        <source>No such file in the run: %1</source>
        <translation>运行中没有此文件：%1</translation>
    </message>
    <message>
        <source>The diff failed: %1</source>
        <translation>差异比较失败：%1</translation>
    </message>
    <message>
        <source>Changed parameters: %1</source>
        <translation>已更改的参数：%1</translation>
    </message>
    <message>
        <source>Select a candidate or pick two files to compare.</source>
        <translation>请选择一个候选，或选择两个文件进行比较。</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>正在比较…</translation>
    </message>
    <message>
        <source>The files are identical</source>
        <translation>两个文件完全相同</translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <translation>第 %1 处改动，共 %2 处</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n 处改动</numerusform>
        </translation>
    </message>
    <message>
        <source>line endings differ (CRLF and LF)</source>
        <translation>换行符不同（CRLF 与 LF）</translation>
    </message>
    <message>
        <source>%1, %2 ms</source>
        <translation>%1，%2 ms</translation>
    </message>
    <message>
        <source>editing, unsaved</source>
        <translation>编辑中，未保存</translation>
    </message>
    <message>
        <source>editing</source>
        <translation>编辑中</translation>
    </message>
    <message>
        <source>the right file changed on disk</source>
        <translation>右侧文件已在磁盘上更改</translation>
    </message>
    <message>
        <source>The inline view is read-only: leave Edit to use it.</source>
        <translation>内联视图为只读：请先退出编辑再使用。</translation>
    </message>
    <message>
        <source>Unsaved edits</source>
        <translation>未保存的编辑</translation>
    </message>
    <message>
        <source>%1 has unsaved edits.

Save them, discard them, or go back to editing?</source>
        <translation>%1 有未保存的编辑。

要保存、放弃，还是返回继续编辑？</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>文件已在磁盘上更改</translation>
    </message>
    <message>
        <source>%1 changed on disk after it was opened here.

Overwrite it with your edits, reload it and drop your edits, or cancel?</source>
        <translation>%1 在此处打开后已在磁盘上被更改。

要用你的编辑覆盖它、重新加载并丢弃你的编辑，还是取消？</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>%1 changed on disk. Your edits are kept; saving will ask before overwriting.</source>
        <translation>%1 已在磁盘上更改。你的编辑已保留；保存时会先询问是否覆盖。</translation>
    </message>
    <message>
        <source>Export HTML</source>
        <translation>导出 HTML</translation>
    </message>
    <message>
        <source>Export patch</source>
        <translation>导出补丁</translation>
    </message>
    <message>
        <source>HTML page (*.html)</source>
        <translation>HTML 页面 (*.html)</translation>
    </message>
    <message>
        <source>Patch (*.patch *.diff)</source>
        <translation>补丁 (*.patch *.diff)</translation>
    </message>
    <message>
        <source>Could not export to %1: %2</source>
        <translation>无法导出到 %1：%2</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Previous change (Shift+F8, Alt+PgUp)</source>
        <translation>上一处改动（Shift+F8、Alt+PgUp）</translation>
    </message>
    <message>
        <source>Next change (F8, Alt+PgDown)</source>
        <translation>下一处改动（F8、Alt+PgDown）</translation>
    </message>
    <message>
        <source>Add Note on %1:%2…</source>
        <translation>为 %1:%2 添加备注…</translation>
    </message>
</context>
<context>
    <name>DocumentView</name>
    <message>
        <source>Records</source>
        <translation>性能记录</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Task Duration</source>
        <translation>Task Duration</translation>
    </message>
    <message>
        <source>No profile run found for records line %1</source>
        <translation>未找到性能记录第 %1 行对应的 msprof 性能数据</translation>
    </message>
    <message>
        <source>No kernel file for candidate %1</source>
        <translation>候选 %1 没有 kernel 文件</translation>
    </message>
    <message>
        <source>Diff</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>性能数据</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Already at the last round (%1)</source>
        <translation>已是最后一轮（%1）</translation>
    </message>
    <message>
        <source>Already at the first round (%1)</source>
        <translation>已是第一轮（%1）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>No round selected: Go › Next Round first</source>
        <translation>未选中轮次：请先使用 转到 › 下一轮</translation>
    </message>
    <message>
        <source>%1 names no new best</source>
        <translation>%1 未指定新的 current best</translation>
    </message>
    <message>
        <source>%1: winner %2</source>
        <translation>%1：winner 为 %2</translation>
    </message>
    <message>
        <source>Already at the last candidate (%1)</source>
        <translation>已是最后一个候选（%1）</translation>
    </message>
    <message>
        <source>Already at the first candidate (%1)</source>
        <translation>已是第一个候选（%1）</translation>
    </message>
    <message>
        <source>Candidate %1 (%2 of %3)</source>
        <translation>候选 %1（第 %2 个，共 %3 个）</translation>
    </message>
    <message>
        <source>Select a candidate first</source>
        <translation>请先选择一个候选</translation>
    </message>
    <message>
        <source>No profile run found for %1</source>
        <translation>未找到 %1 的 profile 运行</translation>
    </message>
    <message>
        <source>Add Note on Record Line %1…</source>
        <translation>为记录第 %1 行添加备注…</translation>
    </message>
    <message>
        <source>Add Note on Candidate %1…</source>
        <translation>为候选 %1 添加备注…</translation>
    </message>
    <message>
        <source>Add Note on Round %1…</source>
        <translation>为第 %1 轮添加备注…</translation>
    </message>
    <message>
        <source>Add Note on Log Line %1…</source>
        <translation>为日志第 %1 行添加备注…</translation>
    </message>
    <message>
        <source>Add Note on %1:%2…</source>
        <translation>为 %1:%2 添加备注…</translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message>
        <source>Export &amp;Optimize.md…</source>
        <translation>导出 Optimize.md(&amp;O)…</translation>
    </message>
    <message>
        <source>Export &amp;Stage Result…</source>
        <translation>导出 Stage Result(&amp;S)…</translation>
    </message>
    <message>
        <source>Export Review Report (&amp;Markdown)…</source>
        <translation>导出评审报告（Markdown）(&amp;M)…</translation>
    </message>
    <message>
        <source>Export Review Report (&amp;HTML)…</source>
        <translation>导出评审报告（HTML）(&amp;H)…</translation>
    </message>
    <message>
        <source>Export Review Report (&amp;PDF)…</source>
        <translation>导出评审报告（PDF）(&amp;P)…</translation>
    </message>
    <message>
        <source>%1 exists. Overwrite it? The current file is kept as %2.</source>
        <translation>%1 已存在。要覆盖吗？当前文件将保留为 %2。</translation>
    </message>
    <message>
        <source>%1 exists. Overwrite it?</source>
        <translation>%1 已存在。要覆盖吗？</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <source>Export Optimize.md</source>
        <translation>导出 Optimize.md</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Export Stage Result</source>
        <translation>导出 Stage Result</translation>
    </message>
    <message>
        <source>HTML (*.html *.htm)</source>
        <translation>HTML (*.html *.htm)</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export Review Report</source>
        <translation>导出评审报告</translation>
    </message>
    <message>
        <source>Task Duration per round</source>
        <translation>每轮 Task Duration</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Reading the run in the report&apos;s language…</source>
        <translation>正在以报告的语言重新读取运行…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <source>Write Optimize.md, the Stage Result block or the review report</source>
        <translation>写出 Optimize.md、Stage Result 块或评审报告</translation>
    </message>
    <message>
        <source>Write to FILE (atomically; an existing file is kept as FILE.bak) instead of standard output. For review, .html or .htm writes HTML, anything else Markdown.</source>
        <translation>写入 FILE（原子写入；已有文件保留为 FILE.bak），而不是标准输出。对于 review，.html 或 .htm 写出 HTML，其他扩展名写出 Markdown。</translation>
    </message>
    <message>
        <source>Language of the document: en (default) or zh_CN.</source>
        <translation>文档语言：en（默认）或 zh_CN。</translation>
    </message>
    <message>
        <source>review: leave out the notes and checklist state of the workspace database.</source>
        <translation>review：不包含工作区数据库中的备注和检查清单状态。</translation>
    </message>
    <message>
        <source>optimize, stage-result or review.</source>
        <translation>optimize、stage-result 或 review。</translation>
    </message>
    <message>
        <source>perf_opt/ or its operator directory.</source>
        <translation>perf_opt/ 或其所在的算子目录。</translation>
    </message>
    <message>
        <source>perfopt export: usage: perfopt export optimize|stage-result|review DIR [-o FILE] [--lang en|zh_CN]</source>
        <translation>perfopt export: 用法：perfopt export optimize|stage-result|review DIR [-o FILE] [--lang en|zh_CN]</translation>
    </message>
    <message>
        <source>perfopt export: wrote %1</source>
        <translation>perfopt export: 已写入 %1</translation>
    </message>
    <message>
        <source> (the previous file is kept as %1)</source>
        <translation> （原文件已保留为 %1）</translation>
    </message>
    <message>
        <source>perfopt export: cannot open the workspace database %1: %2</source>
        <translation>perfopt export: 无法打开工作区数据库 %1：%2</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>review; optimize: its notes as reviewer remarks</source>
        <translation>review；optimize：其中的备注作为评审意见</translation>
    </message>
    <message>
        <source>perfopt export: SOURCE_DATE_EPOCH is &quot;%1&quot;, not a whole number of seconds since 1970</source>
        <translation>perfopt export: SOURCE_DATE_EPOCH 为“%1”，不是自 1970 年起的整数秒数</translation>
    </message>
    <message>
        <source>perfopt export: -o needs a file name</source>
        <translation>perfopt export: -o 需要一个文件名</translation>
    </message>
    <message>
        <source>perfopt export: the workspace database %1 has schema version %2, older than the %3 this program reads; its review data is left out (perfopt index or the workbench updates it)</source>
        <translation>perfopt export：工作区数据库 %1 的 schema 版本为 %2，低于本程序读取的 %3；其评审数据未包含（perfopt index 或工作台会更新它）</translation>
    </message>
</context>
<context>
    <name>ExportWriter</name>
    <message>
        <source>Cannot create the directory %1</source>
        <translation>无法创建目录 %1</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot keep a backup of %1 as %2</source>
        <translation>无法将 %1 备份为 %2</translation>
    </message>
</context>
<context>
    <name>FinalClaimCheck</name>
    <message>
        <source>The workflow&apos;s gate reads the first final_latency (%1 at line %2), not the latest Final Summary&apos;s (%3 at line %4)</source>
        <translation>工作流的门禁读取的是第一个 final_latency（第 %2 行的 %1），而不是最新 Final Summary 中的值（第 %4 行的 %3）</translation>
    </message>
    <message>
        <source>The final candidate %1 has no valid records</source>
        <translation>最终候选 %1 没有有效记录</translation>
    </message>
    <message>
        <source>final_latency %1 does not match the final candidate %2&apos;s records</source>
        <translation>final_latency %1 与最终候选 %2 的记录不符</translation>
    </message>
    <message>
        <source>A later Final Performance Test Data table (line %1) gives final_us %2 for %3, which no phase=final record measured; the workflow&apos;s gate checks only the first table (line %4)</source>
        <translation>后面的一张 Final Performance Test Data 表（第 %1 行）给出 %3 的 final_us 为 %2，但没有任何 phase=final 记录测得该值；工作流的门禁只检查第一张表（第 %4 行）</translation>
    </message>
    <message>
        <source>The Final Performance Test Data table states %1 as %2; the workflow&apos;s gate accepts it (Python&apos;s float()), but it is no measurement</source>
        <translation>Final Performance Test Data 表中 %1 写为 %2；工作流的 gate 接受它（Python 的 float()），但它不是测量值</translation>
    </message>
    <message>
        <source>A Final Performance Test Data table the gate does not read states %1 as %2, which is no measurement</source>
        <translation>一个 gate 不读取的 Final Performance Test Data 表中 %1 写为 %2，这不是测量值</translation>
    </message>
    <message>
        <source>The Final Summary states a speedup of %1x for %2; its records give %3x (baseline / final)</source>
        <translation>Final Summary 声明 %2 的加速比为 %1x；其 records 给出 %3x（baseline / final）</translation>
    </message>
    <message numerus="yes">
        <source>The log states a geometric mean speedup of %1x; the records give %2x over %n workload(s)</source>
        <translation>
            <numerusform>日志声明几何平均加速比 %1x；记录在 %n 个 workload 上得出 %2x</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GateReport</name>
    <message>
        <source>%1 profile, Gen %2: %3 — %4 failure(s), %5 warning(s)
</source>
        <translation>门禁配置 %1，Gen %2：%3 — %4 个失败，%5 个警告
</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>Reading opt_log.md (not results: the rules read the log as these say):</source>
        <translation>读取 opt_log.md 时的发现（不是检查结果：各规则按这些情况读取日志）：</translation>
    </message>
    <message>
        <source>… and %1 more (perfopt inspect lists every one)</source>
        <translation>……另有 %1 条（perfopt inspect 会全部列出）</translation>
    </message>
</context>
<context>
    <name>GenAReconCheck</name>
    <message>
        <source>opt_log.md has no &quot;final_latency: N&quot; line</source>
        <translation>opt_log.md 中没有“final_latency: N”行</translation>
    </message>
    <message>
        <source>final_latency %1 matches no recorded duration_us within 1 %</source>
        <translation>final_latency %1 与所有已记录的 duration_us 相差均超过 1%</translation>
    </message>
    <message>
        <source>claim: %1 at line %2</source>
        <translation>声明值：%1（第 %2 行）</translation>
    </message>
    <message>
        <source>opt_log.md has no &quot;final_latency: N&quot; line the gate can read; this line writes the claim in a form its pattern misses (&quot;final_latency&quot;, optional spaces, a colon, a number)</source>
        <translation>opt_log.md 中没有 gate 能读取的“final_latency: N”行；此行写的声明格式不符合其模式（“final_latency”、可选空格、冒号、数字）</translation>
    </message>
</context>
<context>
    <name>GenARecordsCheck</name>
    <message>
        <source>perf_records.jsonl is missing (legacy runs pass)</source>
        <translation>缺少 perf_records.jsonl（旧版运行视为通过）</translation>
    </message>
    <message>
        <source>perf_records.jsonl is empty</source>
        <translation>perf_records.jsonl 为空</translation>
    </message>
    <message>
        <source>perf_records.jsonl is not UTF-8</source>
        <translation>perf_records.jsonl 不是 UTF-8 编码</translation>
    </message>
    <message>
        <source>Line %1 is not valid JSON: %2</source>
        <translation>第 %1 行不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>Line %1 is not a JSON object</source>
        <translation>第 %1 行不是 JSON 对象</translation>
    </message>
    <message>
        <source>Line %1 lacks %2</source>
        <translation>第 %1 行缺少 %2</translation>
    </message>
    <message>
        <source>Line %1: duration_us is not a number</source>
        <translation>第 %1 行：duration_us 不是数字</translation>
    </message>
    <message>
        <source>Line %1: l0_pass is not a boolean</source>
        <translation>第 %1 行：l0_pass 不是布尔值</translation>
    </message>
    <message>
        <source>Line %1 has no line end yet and is not complete JSON: the run may still be writing it; it is ignored until it is complete</source>
        <translation>第 %1 行尚无行尾且不是完整的 JSON：运行可能仍在写入该行；在其写完之前忽略它</translation>
    </message>
    <message>
        <source>Line %1 is %2 bytes long, over the %3 MiB a record line may have; it is not read</source>
        <translation>第 %1 行长 %2 字节，超过一条记录行允许的 %3 MiB；该行未读取</translation>
    </message>
    <message>
        <source>perf_records.jsonl was not read (see RUN-READ)</source>
        <translation>perf_records.jsonl 未被读取（见 RUN-READ）</translation>
    </message>
</context>
<context>
    <name>GenBCheck</name>
    <message>
        <source>workload_inventory.json is missing (mandatory in Gen B)</source>
        <translation>缺少 workload_inventory.json（Gen B 中为必需）</translation>
    </message>
    <message>
        <source>workload_inventory.json is not an object with a &quot;workloads&quot; array</source>
        <translation>workload_inventory.json 不是含“workloads”数组的对象</translation>
    </message>
    <message>
        <source>Workload #%1 is not an object</source>
        <translation>workload #%1 不是对象</translation>
    </message>
    <message>
        <source>Workload #%1 lacks %2</source>
        <translation>workload #%1 缺少 %2</translation>
    </message>
    <message>
        <source>Workload #%1: kernel_id/workload_id pair is invalid or duplicated</source>
        <translation>workload #%1：kernel_id/workload_id 组合无效或重复</translation>
    </message>
    <message>
        <source>Workload #%1 has fields of the wrong type: %2</source>
        <translation>workload #%1 的字段类型错误：%2</translation>
    </message>
    <message>
        <source>Workload %1 declares kind &quot;%2&quot; but its marks and names make it &quot;%3&quot;</source>
        <translation>workload %1 声明的 kind 为“%2”，但根据其标记和名称应为“%3”</translation>
    </message>
    <message>
        <source>Tune workload %1 has no valid tuning_status</source>
        <translation>tune 类 workload %1 没有有效的 tuning_status</translation>
    </message>
    <message>
        <source>Workload %1 is %2 without a reason</source>
        <translation>workload %1 的状态为 %2，但未给出原因</translation>
    </message>
    <message>
        <source>Smoke workload %1 lacks precision_pass: true</source>
        <translation>smoke 类 workload %1 缺少 precision_pass: true</translation>
    </message>
    <message>
        <source>Smoke workload %1 carries a full mark without a reason</source>
        <translation>smoke 类 workload %1 带有 full 标记，但未给出原因</translation>
    </message>
    <message>
        <source>Skipped workload %1 has no reason</source>
        <translation>skipped 类 workload %1 未给出原因</translation>
    </message>
    <message>
        <source>Line %1 is not a JSON object</source>
        <translation>第 %1 行不是 JSON 对象</translation>
    </message>
    <message>
        <source>Line %1 lacks %2</source>
        <translation>第 %1 行缺少 %2</translation>
    </message>
    <message>
        <source>Line %1: kernel_id and workload_id must be strings</source>
        <translation>第 %1 行：kernel_id 和 workload_id 必须是字符串</translation>
    </message>
    <message>
        <source>Line %1: %2 / %3 is not a tune workload of the inventory</source>
        <translation>第 %1 行：%2 / %3 不是清单中的 tune 类 workload</translation>
    </message>
    <message>
        <source>Line %1: invalid field value(s): %2</source>
        <translation>第 %1 行：字段值无效：%2</translation>
    </message>
    <message>
        <source>Line %1: the final record&apos;s artifact_path %2 is not the final kernel</source>
        <translation>第 %1 行：final 记录的 artifact_path %2 不是最终 kernel</translation>
    </message>
    <message>
        <source>Line %1: artifact_sha256 does not match the final kernel on disk</source>
        <translation>第 %1 行：artifact_sha256 与磁盘上的最终 kernel 不符</translation>
    </message>
    <message>
        <source>recorded %1</source>
        <translation>记录值 %1</translation>
    </message>
    <message>
        <source>on disk %1</source>
        <translation>磁盘上 %1</translation>
    </message>
    <message>
        <source>%1 / %2 needs a baseline and a final record</source>
        <translation>%1 / %2 需要一条 baseline 记录和一条 final 记录</translation>
    </message>
    <message>
        <source>%1 / %2 has %3 final records; exactly one is required</source>
        <translation>%1 / %2 有 %3 条 final 记录，要求恰好一条</translation>
    </message>
    <message>
        <source>Final records of %1 come from several candidates: %2</source>
        <translation>%1 的 final 记录来自多个候选：%2</translation>
    </message>
    <message>
        <source>opt_log.md has no &quot;## Final Performance Test Data&quot; section</source>
        <translation>opt_log.md 中没有“## Final Performance Test Data”章节</translation>
    </message>
    <message>
        <source>Duplicate Final Performance Test Data row for %1 / %2</source>
        <translation>Final Performance Test Data 中 %1 / %2 的行重复</translation>
    </message>
    <message>
        <source>Final Performance Test Data row is not numeric: %1</source>
        <translation>Final Performance Test Data 中的行不是数值：%1</translation>
    </message>
    <message>
        <source>Final Performance Test Data has no row for %1 / %2</source>
        <translation>Final Performance Test Data 中没有 %1 / %2 的行</translation>
    </message>
    <message>
        <source>%1 %2 of %3 / %4 matches no %1 record within 1 %</source>
        <translation>%3 / %4 的 %1 值 %2 与所有 %1 记录相差均超过 1%</translation>
    </message>
    <message>
        <source>final_candidate_id %1 differs from the final record&apos;s %2</source>
        <translation>final_candidate_id %1 与 final 记录中的 %2 不一致</translation>
    </message>
    <message>
        <source>Final Performance Test Data row %1 / %2 is not a tune workload</source>
        <translation>Final Performance Test Data 中的行 %1 / %2 不是 tune 类 workload</translation>
    </message>
    <message>
        <source>Line %1 has no line end yet and is not complete JSON: the run may still be writing it; it is ignored until it is complete</source>
        <translation>第 %1 行尚无行尾且不是完整的 JSON：运行可能仍在写入该行；在其写完之前忽略它</translation>
    </message>
    <message>
        <source>Line %1 is %2 characters long, over the %3 MiB a record line may have; it is not read</source>
        <translation>第 %1 行长 %2 个字符，超过一条记录行允许的 %3 MiB；该行未读取</translation>
    </message>
    <message>
        <source>Final Performance Test Data has no row the gate reads for %1 / %2: this row has %3 cells, and the gate reads only rows of 5 (kernel_id | workload_id | baseline_us | final_us | final_candidate_id)</source>
        <translation>Final Performance Test Data 中没有 gate 能读取的 %1 / %2 行：此行有 %3 个单元格，而 gate 只读取 5 个单元格的行（kernel_id | workload_id | baseline_us | final_us | final_candidate_id）</translation>
    </message>
    <message>
        <source>workload_inventory.json is not valid UTF-8; the gate cannot read it</source>
        <translation>workload_inventory.json 不是有效的 UTF-8；门禁无法读取它</translation>
    </message>
    <message>
        <source>Line %1 is not valid UTF-8: the gate cannot decode the file</source>
        <translation>第 %1 行不是有效的 UTF-8：门禁无法解码该文件</translation>
    </message>
    <message>
        <source>Line %1 is not valid JSON: %2</source>
        <translation>第 %1 行不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>workload_inventory.json was not read (see RUN-READ)</source>
        <translation>workload_inventory.json 未被读取（见 RUN-READ）</translation>
    </message>
    <message>
        <source>perf_records.jsonl was not read (see RUN-READ)</source>
        <translation>perf_records.jsonl 未被读取（见 RUN-READ）</translation>
    </message>
    <message>
        <source>workload_inventory.json starts with a UTF-8 byte order mark; the gate&apos;s JSON reader refuses it (Unexpected UTF-8 BOM)</source>
        <translation>workload_inventory.json 以 UTF-8 字节序标记开头；gate 的 JSON 读取器拒绝它（Unexpected UTF-8 BOM）</translation>
    </message>
    <message>
        <source>workload_inventory.json is not valid JSON: %1</source>
        <translation>workload_inventory.json 不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>it is a level-%1 heading</source>
        <translation>它是 %1 级标题</translation>
    </message>
    <message>
        <source>no space follows the #</source>
        <translation># 后没有空格</translation>
    </message>
    <message>
        <source>more than one space follows the #</source>
        <translation># 后有多于一个空格</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stands before the title</source>
        <translation>标题前有“%1”</translation>
    </message>
    <message>
        <source>the title is written &quot;%1&quot; (the gate&apos;s pattern is case-sensitive)</source>
        <translation>标题写作“%1”（gate 的模式区分大小写）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; follows the title</source>
        <translation>标题后有“%1”</translation>
    </message>
    <message>
        <source>The gate reads only a heading &quot;## Final Performance Test Data&quot; (or ###) with nothing before or after the title; this one is not read: %1</source>
        <translation>gate 只读取标题前后不带任何内容的 “## Final Performance Test Data”（或 ###）标题；此标题未被读取：%1</translation>
    </message>
    <message>
        <source>a tab follows the #</source>
        <translation># 后是制表符</translation>
    </message>
    <message>
        <source>This heading is underlined (a Setext heading); the gate reads only a line &quot;## Final Performance Test Data&quot; (or ###), so the log has no such section for it</source>
        <translation>此标题以下划线标记（Setext 标题）；门禁只读取 “## Final Performance Test Data”（或 ###）这一行，因此对门禁而言日志没有该章节</translation>
    </message>
</context>
<context>
    <name>GeomeanChart</name>
    <message>
        <source>All keys</source>
        <translation>全部键</translation>
    </message>
    <message>
        <source>Total µs</source>
        <translation>总计 µs</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Geomean speedup (×)</source>
        <translation>几何平均加速比（×）</translation>
    </message>
    <message>
        <source>Total best (µs)</source>
        <translation>最优值总和（µs）</translation>
    </message>
    <message numerus="yes">
        <source>final %1× over %n key(s)</source>
        <translation>
            <numerusform>最终 %1×（共 %n 个键）</numerusform>
        </translation>
    </message>
    <message>
        <source>no final speedup</source>
        <translation>无最终加速比</translation>
    </message>
    <message>
        <source>Geomean speedup per round</source>
        <translation>每轮几何平均加速比</translation>
    </message>
</context>
<context>
    <name>IndexCommand</name>
    <message>
        <source>Index every run under a folder into the workspace database</source>
        <translation>将文件夹下的每个运行索引到工作区数据库</translation>
    </message>
    <message>
        <source>Print the index as JSON.</source>
        <translation>以 JSON 输出索引。</translation>
    </message>
    <message>
        <source>Runs read at once (default: one per core).</source>
        <translation>同时读取的运行数（默认：每个核心一个）。</translation>
    </message>
    <message>
        <source>A repository or any folder holding runs.</source>
        <translation>仓库或任何包含运行的文件夹。</translation>
    </message>
    <message>
        <source>reading %1/%2 %3</source>
        <translation>正在读取 %1/%2 %3</translation>
    </message>
    <message>
        <source>%1 runs: %2 read, %3 unchanged, %4 errors in %5 s
</source>
        <translation>%1 个运行：读取 %2 个，未变 %3 个，错误 %4 个，用时 %5 秒
</translation>
    </message>
    <message>
        <source>perfopt index: usage: perfopt index ROOT [--workspace URL] [--json] [--jobs N]</source>
        <translation>perfopt index: 用法：perfopt index ROOT [--workspace URL] [--json] [--jobs N]</translation>
    </message>
    <message>
        <source>perfopt index: %1 is not a folder</source>
        <translation>perfopt index: %1 不是文件夹</translation>
    </message>
    <message>
        <source>perfopt index: --jobs needs a whole number from 1 to 1024, not &quot;%1&quot;</source>
        <translation>perfopt index: --jobs 需要 1 到 1024 之间的整数，而不是“%1”</translation>
    </message>
</context>
<context>
    <name>InspectCommand</name>
    <message>
        <source>Print the model of a run: files, variants, records, lineage, log outline, profiles, diagnostics</source>
        <translation>打印运行的模型：文件、变体、性能记录、谱系、日志大纲、性能数据、诊断</translation>
    </message>
    <message>
        <source>Machine-readable JSON output.</source>
        <translation>输出机器可读的 JSON。</translation>
    </message>
    <message>
        <source>perf_opt/ or its operator directory.</source>
        <translation>perf_opt/ 或其所在的算子目录。</translation>
    </message>
    <message>
        <source>perfopt inspect: expected exactly one DIR</source>
        <translation>perfopt inspect: 需要且只能指定一个 DIR</translation>
    </message>
</context>
<context>
    <name>InspectReport</name>
    <message>
        <source>Operator:   %1</source>
        <translation>算子：      %1</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>（未知）</translation>
    </message>
    <message>
        <source>Generation: %1 (%2)</source>
        <translation>代际：      Gen %1（%2）</translation>
    </message>
    <message>
        <source>perf_opt:   %1</source>
        <translation>perf_opt:   %1</translation>
    </message>
    <message>
        <source>Files of perf_opt/:</source>
        <translation>perf_opt/ 中的文件：</translation>
    </message>
    <message>
        <source>Variants:</source>
        <translation>变体：</translation>
    </message>
    <message>
        <source>Records: %1 line(s), %2 valid, contract Gen %3</source>
        <translation>性能记录：%1 行，其中 %2 行有效，契约 Gen %3</translation>
    </message>
    <message>
        <source>Lineage:</source>
        <translation>谱系：</translation>
    </message>
    <message>
        <source>Profiles: %1 run(s) under %2; %3 of %4 record(s) tied to a run</source>
        <translation>性能数据：%2 下有 %1 次运行；%4 条记录中有 %3 条关联到运行</translation>
    </message>
    <message>
        <source>Logs: %1 file(s) under %2</source>
        <translation>日志：%2 下有 %1 个文件</translation>
    </message>
    <message>
        <source>Diagnostics: %1</source>
        <translation>诊断：%1</translation>
    </message>
    <message>
        <source>opt_log.md: %1 line(s), %2 session(s), %3 round(s), %4 table(s)</source>
        <translation>opt_log.md：%1 行，%2 个会话，%3 轮，%4 个表格</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
    <message>
        <source> (read by the gate)</source>
        <translation> （门禁读取此条）</translation>
    </message>
    <message>
        <source> (latest Final Summary)</source>
        <translation> （最新的 Final Summary）</translation>
    </message>
    <message>
        <source>(no number)</source>
        <translation>（无数值）</translation>
    </message>
</context>
<context>
    <name>KernelLintCheck</name>
    <message>
        <source>The final kernel %1 does not exist or is empty</source>
        <translation>最终 kernel %1 不存在或为空</translation>
    </message>
    <message>
        <source>Placeholder &quot;%1&quot; in the final kernel</source>
        <translation>最终 kernel 中含占位符“%1”</translation>
    </message>
    <message>
        <source>No @tilelang.jit decorator in the final kernel</source>
        <translation>最终 kernel 中没有 @tilelang.jit 装饰器</translation>
    </message>
    <message>
        <source>@tilelang.jit has no target keyword</source>
        <translation>@tilelang.jit 未指定 target 关键字参数</translation>
    </message>
    <message>
        <source>@tilelang.jit target is &quot;%1&quot;, expected &quot;npuir&quot;</source>
        <translation>@tilelang.jit 的 target 为“%1”，应为“npuir”</translation>
    </message>
    <message>
        <source>Test level function %1() is missing</source>
        <translation>缺少测试级别函数 %1()</translation>
    </message>
    <message>
        <source>No boundary test function (a name containing &quot;boundary&quot;)</source>
        <translation>没有边界测试函数（名称含“boundary”的函数）</translation>
    </message>
    <message>
        <source>The final kernel&apos;s main does not take --level</source>
        <translation>最终 kernel 的 main 不接受 --level 参数</translation>
    </message>
    <message>
        <source>@tilelang.jit target is %1, not a string: it cannot be checked here</source>
        <translation>@tilelang.jit 的 target 是 %1，不是字符串：这里无法检查</translation>
    </message>
    <message>
        <source>The final kernel %1 was not read (see RUN-READ)</source>
        <translation>最终 kernel %1 未被读取（见 RUN-READ）</translation>
    </message>
</context>
<context>
    <name>KernelParameter</name>
    <message>
        <source>constant</source>
        <translation>常量</translation>
    </message>
    <message>
        <source>keyword default</source>
        <translation>关键字参数默认值</translation>
    </message>
    <message>
        <source>JIT decorator</source>
        <translation>JIT 装饰器</translation>
    </message>
    <message>
        <source>launch</source>
        <translation>kernel 启动</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>循环</translation>
    </message>
    <message>
        <source>allocation</source>
        <translation>缓冲区分配</translation>
    </message>
    <message>
        <source>local constant</source>
        <translation>局部常量</translation>
    </message>
</context>
<context>
    <name>KernelView</name>
    <message>
        <source>The file does not exist.</source>
        <translation>文件不存在。</translation>
    </message>
</context>
<context>
    <name>LayoutCheck</name>
    <message>
        <source>Not an entry the workflow allows at the top of perf_opt/: %1</source>
        <translation>工作流不允许出现在 perf_opt/ 顶层的条目：%1</translation>
    </message>
    <message>
        <source>Named as a Gen A branch; a Gen B run names its branches %1_round{iter}_{opt_id}.py</source>
        <translation>按 Gen A 分支命名；Gen B 运行的分支文件名为 %1_round{iter}_{opt_id}.py</translation>
    </message>
    <message>
        <source>Named as a Gen B branch; a Gen A run names its branches %1_opt_v{iter}_{opt_id}.py</source>
        <translation>按 Gen B 分支命名；Gen A 运行的分支文件名为 %1_opt_v{iter}_{opt_id}.py</translation>
    </message>
</context>
<context>
    <name>LibGit2</name>
    <message>
        <source>cannot load libgit2 (%1): %2</source>
        <translation>无法加载 libgit2（%1）：%2</translation>
    </message>
    <message>
        <source>libgit2 (%1) lacks %2</source>
        <translation>libgit2（%1）缺少 %2</translation>
    </message>
    <message>
        <source>libgit2 error %1</source>
        <translation>libgit2 错误 %1</translation>
    </message>
</context>
<context>
    <name>LineageCheck</name>
    <message>
        <source>Branch file %1 was never measured and the log does not say it was blocked</source>
        <translation>分支文件 %1 从未被测量，日志中也未说明其被阻塞（blocked）</translation>
    </message>
</context>
<context>
    <name>LineageModel</name>
    <message>
        <source>FAIL</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>parent: %1</source>
        <translation>父候选：%1</translation>
    </message>
    <message>
        <source> (never recorded)</source>
        <translation> （从未记录）</translation>
    </message>
    <message>
        <source>file: %1 (%2)</source>
        <translation>文件：%1（%2）</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>候选</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>L0</source>
        <translation>L0</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>%1: %2 µs (L0 failed)</source>
        <translation>%1：%2 µs（L0 未通过）</translation>
    </message>
    <message>
        <source> (%1× vs baseline %2 µs)</source>
        <translation>（相对基线 %2 µs 为 %1×）</translation>
    </message>
    <message>
        <source>L0 failed · 1 key</source>
        <translation>L0 未通过 · 1 个键</translation>
    </message>
    <message>
        <source>L0 failed · %1 keys</source>
        <translation>L0 未通过 · %1 个键</translation>
    </message>
    <message>
        <source>%1× · 1 key</source>
        <translation>%1× · 1 个键</translation>
    </message>
    <message>
        <source>%1× · %2 keys</source>
        <translation>%1× · %2 个键</translation>
    </message>
    <message>
        <source>no baseline · %1 keys</source>
        <translation>无基线 · %1 个键</translation>
    </message>
    <message>
        <source>Geometric mean speedup vs baseline over the keys measured: %1</source>
        <translation>在已测各键上相对基线的几何平均加速比：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n review note(s)</source>
        <translation>
            <numerusform>%n 条评审备注</numerusform>
        </translation>
    </message>
    <message>
        <source>Speedup vs Baseline</source>
        <translation>相对基线加速比</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Rendering the log (%1 MB)…</source>
        <translation>正在渲染日志（%1 MB）…</translation>
    </message>
</context>
<context>
    <name>LogsIndex</name>
    <message>
        <source>The operator directory does not exist.</source>
        <translation>算子目录不存在。</translation>
    </message>
    <message>
        <source>The logs directory must be a folder inside the operator directory.</source>
        <translation>logs 目录必须是算子目录内的文件夹。</translation>
    </message>
    <message>
        <source>No logs directory yet.</source>
        <translation>尚无 logs 目录。</translation>
    </message>
    <message>
        <source>Leads to %1, outside the operator directory; not followed.</source>
        <translation>指向算子目录之外的 %1，未跟随。</translation>
    </message>
    <message>
        <source>Directory nesting deeper than %1 levels; not searched further.</source>
        <translation>目录嵌套超过 %1 层，不再继续搜索。</translation>
    </message>
    <message>
        <source>Broken symbolic link; skipped.</source>
        <translation>符号链接已失效，已跳过。</translation>
    </message>
    <message>
        <source>Symbolic link to %1, outside the operator directory; not followed.</source>
        <translation>符号链接指向算子目录之外的 %1，未跟随。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>About PerfOpt Workbench</source>
        <translation>关于 PerfOpt Workbench</translation>
    </message>
    <message>
        <source>&lt;h3&gt;PerfOpt Workbench %1&lt;/h3&gt;&lt;p&gt;Review TileLang kernel tuning runs on Ascend NPUs: kernel variants and their lineage, msprof op Task Duration per round, raw profiles and the workflow&apos;s gate checks.&lt;/p&gt;&lt;p&gt;Runs are opened read-only; nothing in them is executed.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;PerfOpt Workbench %1&lt;/h3&gt;&lt;p&gt;审阅 Ascend NPU 上的 TileLang kernel 调优运行：kernel 变体及其谱系、每轮的 msprof op Task Duration、原始性能数据以及工作流的门禁检查。&lt;/p&gt;&lt;p&gt;运行以只读方式打开，其中的任何内容都不会被执行。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Not found: %1</source>
        <translation>未找到：%1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Open Run…</source>
        <translation>打开运行(&amp;O)…</translation>
    </message>
    <message>
        <source>Open the &amp;Sample Run</source>
        <translation>打开示例运行(&amp;S)</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>重新加载(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Close Run</source>
        <translation>关闭运行(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Records</source>
        <translation>性能记录(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>日志(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Kernel</source>
        <translation>Kernel(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Task Duration Chart</source>
        <translation>Task Duration 图表(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Find in Log…</source>
        <translation>在日志中查找(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>转到(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Next Round</source>
        <translation>下一轮(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Round</source>
        <translation>上一轮(&amp;P)</translation>
    </message>
    <message>
        <source>Next &amp;Run</source>
        <translation>下一个运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Configure PerfOpt Workbench…</source>
        <translation>配置 PerfOpt Workbench(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About PerfOpt Workbench</source>
        <translation>关于 PerfOpt Workbench(&amp;A)</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>资源管理器</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Lineage</source>
        <translation>谱系</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Strict review</source>
        <translation>严格审查</translation>
    </message>
    <message>
        <source>Workflow gate 4</source>
        <translation>工作流 gate 4</translation>
    </message>
    <message>
        <source>Which gate rules to run on the run</source>
        <translation>对该运行执行哪些门禁规则</translation>
    </message>
    <message>
        <source>Find in log (Ctrl+F)</source>
        <translation>在日志中查找（Ctrl+F）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>PerfOpt Workbench</source>
        <translation>PerfOpt Workbench</translation>
    </message>
    <message>
        <source>Open a tuning run: an operator directory or its perf_opt/ folder. You can also drop a folder on this window. Runs are opened read-only.</source>
        <translation>打开一个调优运行：算子目录或其中的 perf_opt/ 文件夹。也可以将文件夹拖放到此窗口。运行以只读方式打开。</translation>
    </message>
    <message>
        <source>Open a Run…</source>
        <translation>打开运行…</translation>
    </message>
    <message>
        <source>Open the Sample Run</source>
        <translation>打开示例运行</translation>
    </message>
    <message>
        <source>No recent runs</source>
        <translation>没有最近打开的运行</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>清空列表</translation>
    </message>
    <message>
        <source>Recent runs</source>
        <translation>最近的运行</translation>
    </message>
    <message>
        <source>Open a Tuning Run (operator directory or perf_opt/)</source>
        <translation>打开调优运行（算子目录或 perf_opt/）</translation>
    </message>
    <message numerus="yes">
        <source>%1: Gen %2, %n record(s), %3 diagnostic(s)</source>
        <translation>
            <numerusform>%1: Gen %2，%n 条性能记录，%3 条诊断</numerusform>
        </translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>%1 — %2 — PerfOpt Workbench</source>
        <translation>%1 — %2 — PerfOpt Workbench</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Task Duration &amp;Chart…</source>
        <translation>Task Duration 图表(&amp;C)…</translation>
    </message>
    <message>
        <source>Review &amp;Wizard…</source>
        <translation>评审向导(&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;Diff</source>
        <translation>差异(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Profiles</source>
        <translation>性能数据(&amp;P)</translation>
    </message>
    <message>
        <source>Workspace unavailable: notes and review state are not saved</source>
        <translation>工作区不可用：批注和审阅状态不会保存</translation>
    </message>
    <message>
        <source>Runs Dashboard…</source>
        <translation>运行仪表板…</translation>
    </message>
    <message>
        <source>Runs &amp;Dashboard</source>
        <translation>运行仪表板(&amp;D)</translation>
    </message>
    <message>
        <source>nothing: the path does not exist.</source>
        <translation>什么也没有：该路径不存在。</translation>
    </message>
    <message>
        <source>a file, not a directory.</source>
        <translation>一个文件，而不是目录。</translation>
    </message>
    <message>
        <source>an empty directory.</source>
        <translation>一个空目录。</translation>
    </message>
    <message numerus="yes">
        <source>%n entries, none of them a run: %1</source>
        <translation>
            <numerusform>%n 个条目，都不是调优运行：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>This is not a tuning run</source>
        <translation>这不是一个调优运行</translation>
    </message>
    <message>
        <source>Opened:</source>
        <translation>打开的路径：</translation>
    </message>
    <message>
        <source>Expected:</source>
        <translation>期望：</translation>
    </message>
    <message>
        <source>a perf_opt/ directory holding opt_log.md or perf_records.jsonl, or the operator directory that contains perf_opt/.</source>
        <translation>包含 opt_log.md 或 perf_records.jsonl 的 perf_opt/ 目录，或包含 perf_opt/ 的算子目录。</translation>
    </message>
    <message>
        <source>Found:</source>
        <translation>实际：</translation>
    </message>
    <message>
        <source>Add Note on Candidate %1…</source>
        <translation>为候选 %1 添加备注…</translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation>第 %1 处，共 %2 处：%3</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Diff › Next Change</source>
        <translation>差异 › 下一处改动</translation>
    </message>
    <message>
        <source>Diff › Previous Change</source>
        <translation>差异 › 上一处改动</translation>
    </message>
    <message>
        <source>R&amp;ounds</source>
        <translation>轮次(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Maximise the Page</source>
        <translation>最大化页面(&amp;M)</translation>
    </message>
    <message>
        <source>Round &amp;Winner</source>
        <translation>本轮 winner(&amp;W)</translation>
    </message>
    <message>
        <source>Next &amp;Candidate</source>
        <translation>下一个候选(&amp;C)</translation>
    </message>
    <message>
        <source>Previous C&amp;andidate</source>
        <translation>上一个候选(&amp;A)</translation>
    </message>
    <message>
        <source>Candidate&apos;s &amp;Profile</source>
        <translation>候选的 profile(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Open Another Run…</source>
        <translation>打开其他运行…</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Problems — %1 error(s), %2 warning(s), %3 info</source>
        <translation>问题 — %1 个错误，%2 个警告，%3 条提示</translation>
    </message>
    <message>
        <source>Problems — checking…</source>
        <translation>问题 — 正在检查…</translation>
    </message>
    <message>
        <source>&amp;Accept perf_records.jsonl as It Is Now…</source>
        <translation>接受当前的 perf_records.jsonl(&amp;A)…</translation>
    </message>
    <message>
        <source>Accept perf_records.jsonl</source>
        <translation>接受 perf_records.jsonl</translation>
    </message>
    <message>
        <source>perf_records.jsonl is append-only, and this file no longer starts with what the workspace saw of it before. Accept it as it is now only if the run was restarted on purpose: the workspace keeps this file as its snapshot, and later checks compare with it. Changes that git history shows are still reported.</source>
        <translation>perf_records.jsonl 只允许追加，而此文件已不再以工作区先前看到的内容开头。仅当该运行是有意重新开始时才接受当前文件：工作区会将此文件保存为快照，之后的检查都与它比较。git 历史中可见的改动仍会被报告。</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <source>perf_records.jsonl accepted: later checks compare with it as it is now.</source>
        <translation>已接受 perf_records.jsonl：之后的检查将与当前文件比较。</translation>
    </message>
    <message>
        <source>perf_records.jsonl was not accepted: %1</source>
        <translation>未能接受 perf_records.jsonl：%1</translation>
    </message>
</context>
<context>
    <name>Md4cWalker</name>
    <message>
        <source>&quot;**&quot; does not pair up (CommonMark flanking rules) and shows as literal text, not bold.</source>
        <translation>“**”无法配对（按 CommonMark 的 flanking 规则），会显示为字面文本而不是粗体。</translation>
    </message>
    <message>
        <source>Table row has %1 cells but the header has %2.</source>
        <translation>表格行有 %1 个单元格，但表头有 %2 个。</translation>
    </message>
    <message>
        <source>The code block opened here is never closed; the rest of the log is read as if the fence were not there.</source>
        <translation>此处打开的代码块从未关闭；日志的其余部分按没有该围栏的方式读取。</translation>
    </message>
    <message>
        <source>The log holds a NUL byte here; a value around it may be misread.</source>
        <translation>日志在此处包含 NUL 字节；其附近的数值可能被误读。</translation>
    </message>
    <message>
        <source>Table cell &quot;%1&quot; (column %2) is not a finite number; no value is read from it.</source>
        <translation>表格单元格“%1”（第 %2 列）不是有限数值；不从中读取任何值。</translation>
    </message>
    <message>
        <source>The table&apos;s header has %1 cells and its delimiter row %2: GitHub shows these lines as text, not a table (read here as %2 columns).</source>
        <translation>表头有 %1 个单元格，分隔行有 %2 个：GitHub 将这些行显示为文本而非表格（此处按 %2 列读取）。</translation>
    </message>
    <message>
        <source>A &quot;|&quot; inside a code span splits this row on GitHub (%1 cells there, %2 here): write it as &quot;\|&quot;.</source>
        <translation>代码片段中的“|”在 GitHub 上会拆分此行（那里 %1 个单元格，此处 %2 个）：请写作“\|”。</translation>
    </message>
    <message>
        <source>An HTML table here holds no row that can be read: its figures count for no round; write it as a Markdown table.</source>
        <translation>此处的 HTML 表格没有可读取的行：其数据不计入任何轮次；请改写为 Markdown 表格。</translation>
    </message>
    <message>
        <source>The log&apos;s tables hold more than %1 cells (every row padded to its header&apos;s); the table rows from here on are not read.</source>
        <translation>日志中的表格超过 %1 个单元格（每行按表头补齐）；此处起的表格行不再读取。</translation>
    </message>
    <message numerus="yes">
        <source>%n more row(s) of this table have another number of cells than its header (%1).</source>
        <translation>
            <numerusform>此表另有 %n 行的单元格数与表头（%1）不同。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MsprofCsv</name>
    <message>
        <source>The header line has an unterminated quote.</source>
        <translation>表头行中有未闭合的引号。</translation>
    </message>
    <message>
        <source>Column %1 of the header has no name.</source>
        <translation>表头第 %1 列没有名称。</translation>
    </message>
    <message>
        <source>Column name &quot;%1&quot; appears twice; the first one is used.</source>
        <translation>列名“%1”出现了两次，使用第一个。</translation>
    </message>
    <message>
        <source>The header line has no column names.</source>
        <translation>表头行没有列名。</translation>
    </message>
    <message>
        <source>Unknown header: the columns are not those of any msprof CSV this version knows.</source>
        <translation>未知表头：这些列不属于当前版本已知的任何 msprof CSV。</translation>
    </message>
    <message>
        <source>Unknown header: the columns do not match what %1 files hold.</source>
        <translation>未知表头：这些列与 %1 文件应有的列不符。</translation>
    </message>
    <message>
        <source>The file is named like %1 but has the header of %2.</source>
        <translation>文件名类似 %1，但表头属于 %2。</translation>
    </message>
    <message>
        <source>Malformed row: a quoted field is not closed.</source>
        <translation>行格式错误：带引号的字段未闭合。</translation>
    </message>
    <message>
        <source>Malformed row: text follows a closing quote.</source>
        <translation>行格式错误：闭合引号后还有文本。</translation>
    </message>
    <message>
        <source>The row has %1 values but the header has %2 columns; the row is skipped.</source>
        <translation>该行有 %1 个值，但表头有 %2 列，已跳过该行。</translation>
    </message>
    <message>
        <source>The file is empty: no header line.</source>
        <translation>文件为空：没有表头行。</translation>
    </message>
    <message>
        <source>%1 more problems in this file are not listed.</source>
        <translation>此文件中还有 %1 个问题未列出。</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>文件不存在。</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>Reading the file failed: %1</source>
        <translation>读取文件失败：%1</translation>
    </message>
    <message>
        <source>The file is larger than %1 bytes, the limit for one CSV; it was not read</source>
        <translation>文件大于 %1 字节（单个 CSV 的上限），未读取</translation>
    </message>
    <message>
        <source>The header line has text after a closing quote.</source>
        <translation>表头行在右引号之后还有文本。</translation>
    </message>
    <message>
        <source>Lines end in a carriage return alone (classic Mac line ends), not as msprof writes them; each is read as a line end.</source>
        <translation>各行仅以回车符（CR，旧式 Mac 换行）结尾，与 msprof 的写法不同；每个 CR 都按换行读取。</translation>
    </message>
</context>
<context>
    <name>MsprofCsvModel</name>
    <message>
        <source>microseconds</source>
        <translation>微秒</translation>
    </message>
    <message>
        <source>gigabytes per second</source>
        <translation>吉字节每秒</translation>
    </message>
    <message>
        <source>kilobytes</source>
        <translation>千字节</translation>
    </message>
    <message>
        <source>percent, 0 to 100</source>
        <translation>百分比，0 到 100</translation>
    </message>
    <message>
        <source>fraction, 0 to 1 (not percent)</source>
        <translation>比例，0 到 1（不是百分比）</translation>
    </message>
    <message>
        <source>megahertz</source>
        <translation>兆赫</translation>
    </message>
    <message>
        <source>cycles</source>
        <translation>周期数</translation>
    </message>
    <message>
        <source>count</source>
        <translation>计数</translation>
    </message>
    <message>
        <source>(estimate)</source>
        <translation>（估算值）</translation>
    </message>
    <message>
        <source>%1: not applicable to this row (written as %2)</source>
        <translation>%1：不适用于此行（写作 %2）</translation>
    </message>
    <message>
        <source>Unit: %1</source>
        <translation>单位：%1</translation>
    </message>
    <message>
        <source>%1 numbers, %2 NA, %3 text, %4 empty</source>
        <translation>%1 个数值，%2 个 NA，%3 个文本，%4 个空值</translation>
    </message>
</context>
<context>
    <name>MsprofCsvView</name>
    <message>
        <source>Filter rows: text, or with a column &quot;&gt; 0.5&quot;</source>
        <translation>筛选行：输入文本；选定列后可输入条件，如“&gt; 0.5”</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy as TSV</source>
        <translation>复制为 TSV</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>复制为 Markdown</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Reading %1… %p%</source>
        <translation>正在读取 %1… %p%</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <source>Reading cancelled</source>
        <translation>已取消读取</translation>
    </message>
    <message>
        <source>Reading %1 cancelled</source>
        <translation>已取消读取 %1</translation>
    </message>
    <message>
        <source>All columns</source>
        <translation>全部列</translation>
    </message>
    <message>
        <source>Problems in this file (the readable rows are shown):</source>
        <translation>此文件中存在问题（仅显示可读取的行）：</translation>
    </message>
    <message>
        <source>%1 of %2 rows</source>
        <translation>%1 / %2 行</translation>
    </message>
    <message>
        <source>Show all columns</source>
        <translation>显示所有列</translation>
    </message>
    <message>
        <source>Hide columns without numbers</source>
        <translation>隐藏不含数值的列</translation>
    </message>
    <message>
        <source>Copied %1 rows as TSV</source>
        <translation>已将 %1 行复制为 TSV</translation>
    </message>
    <message>
        <source>Copied %1 rows as Markdown</source>
        <translation>已将 %1 行复制为 Markdown</translation>
    </message>
    <message>
        <source>Sorting by %1…</source>
        <translation>正在按 %1 排序…</translation>
    </message>
    <message>
        <source>Sorting…</source>
        <translation>正在排序…</translation>
    </message>
    <message>
        <source>%1 of %2 rows…</source>
        <translation>%1 / %2 行…</translation>
    </message>
</context>
<context>
    <name>NonRegressionCheck</name>
    <message>
        <source>New current best %1 (round %2) failed L0 on %3 (%4 line %5)</source>
        <translation>新的当前最优 %1（第 %2 轮）在 %3 上 L0 失败（%4 第 %5 行）</translation>
    </message>
    <message>
        <source>New current best %1 (round %2) was not measured on %3</source>
        <translation>新的当前最优 %1（第 %2 轮）未在 %3 上测量</translation>
    </message>
    <message>
        <source>New current best %1 (round %2) regresses %3: %4 → %5 µs, beyond the %6 % noise threshold</source>
        <translation>新的当前最优 %1（第 %2 轮）在 %3 上出现回退：%4 → %5 µs，超出 %6% 噪声阈值</translation>
    </message>
    <message>
        <source>Round %1 names %2 as its winner, but no valid record of %3 measured a candidate of that name, so nothing it claims can be checked</source>
        <translation>第 %1 轮将 %2 记为 winner，但 %3 中没有任何有效记录测量过这个名字的候选，因此该轮关于它的结论都无法核对</translation>
    </message>
    <message>
        <source>Round %1 names %2 as its new current best, but no valid record of %3 measured a candidate of that name, so nothing it claims can be checked</source>
        <translation>第 %1 轮将 %2 记为新的当前最优，但 %3 中没有任何有效记录测量过这个名字的候选，因此该轮关于它的结论都无法核对</translation>
    </message>
</context>
<context>
    <name>NoteEditor</name>
    <message>
        <source>Review note</source>
        <translation>评审备注</translation>
    </message>
    <message>
        <source>On:</source>
        <translation>对象：</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>作者(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <source>Edit Review Note</source>
        <translation>编辑评审备注</translation>
    </message>
    <message>
        <source>New Review Note</source>
        <translation>新建评审备注</translation>
    </message>
</context>
<context>
    <name>NotesDock</name>
    <message>
        <source>Review Notes</source>
        <translation>评审备注</translation>
    </message>
    <message>
        <source>All notes</source>
        <translation>全部备注</translation>
    </message>
    <message>
        <source>Filter notes</source>
        <translation>筛选备注</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add a note on the run</source>
        <translation>为该运行添加备注</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Delete Note</source>
        <translation>删除备注</translation>
    </message>
    <message>
        <source>Delete the note on %1?

%2</source>
        <translation>删除 %1 上的备注？

%2</translation>
    </message>
</context>
<context>
    <name>OptLogCheck</name>
    <message>
        <source>opt_log.md is missing</source>
        <translation>缺少 opt_log.md</translation>
    </message>
    <message>
        <source>opt_log.md cannot be read as UTF-8</source>
        <translation>无法按 UTF-8 读取 opt_log.md</translation>
    </message>
    <message>
        <source>opt_log.md is empty</source>
        <translation>opt_log.md 为空</translation>
    </message>
    <message>
        <source>opt_log.md has no &quot;Skill Retrospective&quot;</source>
        <translation>opt_log.md 中没有“Skill Retrospective”复盘章节</translation>
    </message>
    <message>
        <source>opt_log.md was not read (see RUN-READ)</source>
        <translation>opt_log.md 未被读取（见 RUN-READ）</translation>
    </message>
</context>
<context>
    <name>OptLogClaims</name>
    <message>
        <source>The gate reads this final_latency as %1: it stops at the thousands separator. Write the number without one.</source>
        <translation>gate 将此 final_latency 读作 %1：它在千位分隔符处停止。请写不带分隔符的数字。</translation>
    </message>
    <message>
        <source>The gate reads this final_latency as %1: it stops at the decimal comma. Write a decimal point.</source>
        <translation>gate 将此 final_latency 读作 %1：它在小数逗号处停止。请用小数点。</translation>
    </message>
    <message>
        <source>The gate reads this final_latency as %1: it stops at the comma.</source>
        <translation>gate 将此 final_latency 读作 %1：它在逗号处停止。</translation>
    </message>
    <message>
        <source>The gate reads this final_latency as %1: it stops at the space between digit groups. Write the number without one.</source>
        <translation>gate 将此 final_latency 读作 %1：它在数字分组之间的空格处停止。请写不带空格分隔的数字。</translation>
    </message>
    <message>
        <source>The Stage Result block holds no field the reader can read (&quot;- key: value&quot; items are expected); its values are not checked.</source>
        <translation>Stage Result 块中没有可读取的字段（应为“- key: value”列表项）；其取值未被检查。</translation>
    </message>
</context>
<context>
    <name>OptLogParser</name>
    <message>
        <source>The opt_log file does not exist.</source>
        <translation>opt_log 文件不存在。</translation>
    </message>
    <message>
        <source>Cannot read the opt_log file: %1</source>
        <translation>无法读取 opt_log 文件：%1</translation>
    </message>
    <message>
        <source>The file is not valid UTF-8 (byte 0x%1); the gate cannot read it.</source>
        <translation>文件不是有效的 UTF-8（字节 0x%1），门禁无法读取。</translation>
    </message>
    <message>
        <source>The opt_log file is empty.</source>
        <translation>opt_log 文件为空。</translation>
    </message>
    <message>
        <source>The opt_log file holds only whitespace.</source>
        <translation>opt_log 文件只包含空白字符。</translation>
    </message>
    <message>
        <source>Line is %1 bytes long; tables and headings on it may be cut.</source>
        <translation>该行长 %1 字节，其中的表格和标题可能被截断。</translation>
    </message>
    <message>
        <source>The Markdown parser stopped early; the outline may be incomplete.</source>
        <translation>Markdown 解析器提前停止，大纲可能不完整。</translation>
    </message>
    <message>
        <source>the Gen B final table (kernel_id | workload_id | baseline_us | final_us | final_candidate_id)</source>
        <translation>Gen B 最终表（kernel_id | workload_id | baseline_us | final_us | final_candidate_id）</translation>
    </message>
    <message>
        <source>a Workload Inventory section</source>
        <translation>Workload Inventory 小节</translation>
    </message>
    <message>
        <source>a table names the Gen B record field %1</source>
        <translation>有表格列出了 Gen B 记录字段 %1</translation>
    </message>
    <message>
        <source>a final_latency claim</source>
        <translation>final_latency 声明</translation>
    </message>
    <message>
        <source>a dispatch_path column</source>
        <translation>dispatch_path 列</translation>
    </message>
    <message>
        <source>Round %1 is written a second time here with winner %2; at line %3 its winner is %4.</source>
        <translation>第 %1 轮在此处再次出现，winner 为 %2；而第 %3 行处该轮的 winner 为 %4。</translation>
    </message>
    <message>
        <source>This line looks like a level-%1 heading, but its &quot;%2&quot; is followed by %3, not a space: Markdown reads the line as text, so no section or round starts here.</source>
        <translation>此行看似 %1 级标题，但其 &quot;%2&quot; 后面是 %3 而不是空格：Markdown 把这一行当作正文，因此这里不会开始任何章节或轮次。</translation>
    </message>
    <message>
        <source>This line looks like a level-%1 heading, but no space follows its &quot;%2&quot;: Markdown reads the line as text, so no section or round starts here.</source>
        <translation>此行看似 %1 级标题，但其 &quot;%2&quot; 后面没有空格：Markdown 把这一行当作正文，因此这里不会开始任何章节或轮次。</translation>
    </message>
    <message>
        <source>This line starts with full-width number signs (＃); a Markdown heading needs ASCII &quot;#&quot; followed by a space, so no section or round starts here.</source>
        <translation>此行以全角井号（＃）开头；Markdown 标题需要半角 &quot;#&quot; 后跟空格，因此这里不会开始任何章节或轮次。</translation>
    </message>
    <message>
        <source>A bidirectional control character (%1) is here: it changes the order in which the text around it is displayed, so what a reviewer sees is not what is read.</source>
        <translation>此处有一个双向文本控制字符（%1）：它会改变周围文字的显示顺序，评审者看到的并不是实际读取的内容。</translation>
    </message>
    <message>
        <source>An invisible character (%1) is here, at ‸ in &quot;%2&quot;: an id written with it is not the same id written without it, so it names no branch, record or file.</source>
        <translation>此处有一个不可见字符（%1），位于 &quot;%2&quot; 的 ‸ 处：带有它的 id 与不带它的同名 id 并不相同，因此它不指向任何分支、记录或文件。</translation>
    </message>
    <message>
        <source>This line looks like a level-%1 heading, but an invisible character (%3) comes before its &quot;%2&quot;: Markdown reads the line as text, so no section or round starts here.</source>
        <translation>此行看似 %1 级标题，但其 &quot;%2&quot; 前面有一个不可见字符（%3）：Markdown 把这一行当作正文，因此这里不会开始任何章节或轮次。</translation>
    </message>
    <message numerus="yes">
        <source>%n more line(s), from this one on, look like headings but are read as text.</source>
        <translation>
            <numerusform>从此行起还有 %n 行看似标题，但被当作正文读取。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more line(s), from this one on, hold invisible or bidirectional control characters.</source>
        <translation>
            <numerusform>从此行起还有 %n 行含有不可见字符或双向文本控制字符。</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 names a second winner here, %2; the first, %3 at line %4, is the one read.</source>
        <translation>第 %1 轮在此处写了第二个 winner：%2；读取的是第一个，即第 %4 行的 %3。</translation>
    </message>
    <message>
        <source>Round %1&apos;s winner names two branches, %2 and %3; %2 is the one read.</source>
        <translation>第 %1 轮的 winner 写了两个分支：%2 和 %3；读取的是 %2。</translation>
    </message>
    <message>
        <source>Round %1 says here it has no winner; the winner named at line %2, %3, is the one read.</source>
        <translation>第 %1 轮在此处写明没有 winner；读取的是第 %2 行写的 winner %3。</translation>
    </message>
    <message>
        <source>Round %1 names a winner here, %2, after saying at line %3 that it has none; the round is read as having none.</source>
        <translation>第 %1 轮在第 %3 行写明没有 winner 之后，又在此处写了 winner %2；该轮按没有 winner 读取。</translation>
    </message>
    <message>
        <source>Round %1 keeps its current best at line %2, yet names %3 the new current best here; %3 is the one read.</source>
        <translation>第 %1 轮在第 %2 行保持 current best，却在此处把 %3 写为新的 current best；读取的是 %3。</translation>
    </message>
    <message>
        <source>This %1 comes before any heading, so no round takes it; write it under its round&apos;s heading (&quot;Round N&quot;, &quot;Iteration N&quot;, &quot;第N轮&quot;).</source>
        <translation>此处的 %1 位于所有标题之前，不属于任何一轮；请写在所属轮次的标题下（“Round N”、“Iteration N”、“第N轮”）。</translation>
    </message>
    <message>
        <source>This %1 is under no round, so no round takes it: the heading above it (line %2, &quot;%3&quot;) is not read as a round. Label the round as the workflow does (&quot;Round N&quot;, &quot;Iteration N&quot;, &quot;第N轮&quot;).</source>
        <translation>此处的 %1 不属于任何一轮：其上方的标题（第 %2 行，“%3”）未被识别为轮次。请按工作流的写法标注轮次（“Round N”、“Iteration N”、“第N轮”）。</translation>
    </message>
    <message numerus="yes">
        <source>%n more decision(s) from this line on are under no round.</source>
        <translation>
            <numerusform>自此行起另有 %n 条决策不属于任何一轮。</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 names a winner here, %2, after saying at line %3 that this part of the round has none; the round&apos;s winner is %4, named in another part.</source>
        <translation>第 %1 轮在此给出 winner %2，但第 %3 行已说明本轮的这一部分没有 winner；本轮的 winner 是另一部分给出的 %4。</translation>
    </message>
    <message>
        <source>This bold line reads like the heading of round %1, but it is text: the log has no round %1 heading, so its tables and decisions belong to the section before (write it as a heading: &quot;## %2&quot;).</source>
        <translation>这一粗体行看起来是第 %1 轮的标题，但它是正文：日志中没有第 %1 轮的标题，因此该轮的表格和决策归入前一节（请写成标题：&quot;## %2&quot;）。</translation>
    </message>
</context>
<context>
    <name>OptLogRecordRounds</name>
    <message>
        <source>Round %1 (&quot;%2&quot;) has no record in %3, which holds rounds %4; the records are the measurement.</source>
        <translation>第 %1 轮（“%2”）在 %3 中没有记录（记录含第 %4 轮）；以记录为测量依据。</translation>
    </message>
    <message>
        <source>Records of round %1 start here, but %2 describes no round %1 (its rounds are at lines %3).</source>
        <translation>第 %1 轮的记录从这里开始，但 %2 没有描述第 %1 轮（其各轮位于第 %3 行）。</translation>
    </message>
</context>
<context>
    <name>OptLogStructure</name>
    <message>
        <source>&quot;%1&quot; sits inside a closing section (Final Summary, Skill Retrospective, …) and is read as part of it, not as a round; give it the rounds&apos; heading level to make it one.</source>
        <translation>“%1”位于收尾章节（Final Summary、Skill Retrospective 等）之内，被当作该章节的一部分而不是一轮；把它改成与各轮相同的标题级别即可成为一轮。</translation>
    </message>
</context>
<context>
    <name>OutlineModel</name>
    <message>
        <source>Outline</source>
        <translation>大纲</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>winner: %1</source>
        <translation>winner：%1</translation>
    </message>
    <message>
        <source>new current best: %1</source>
        <translation>新的当前最优：%1</translation>
    </message>
    <message>
        <source>rollback: %1</source>
        <translation>回退：%1</translation>
    </message>
    <message>
        <source>blocked: %1</source>
        <translation>阻塞：%1</translation>
    </message>
    <message>
        <source>config_no_gain: %1</source>
        <translation>config_no_gain：%1</translation>
    </message>
    <message>
        <source>family_no_gain: %1</source>
        <translation>family_no_gain：%1</translation>
    </message>
    <message>
        <source>defer: %1</source>
        <translation>暂缓：%1</translation>
    </message>
    <message>
        <source>Session %1</source>
        <translation>会话 %1</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message numerus="yes">
        <source>table: %1 (%n row(s))</source>
        <translation>
            <numerusform>表格：%1（%n 行）</numerusform>
        </translation>
    </message>
    <message>
        <source>final_latency: %1 %2</source>
        <translation>final_latency: %1 %2</translation>
    </message>
    <message>
        <source> (read by the gate)</source>
        <translation> （门禁读取此条）</translation>
    </message>
    <message>
        <source> (latest summary)</source>
        <translation> （最新的 Final Summary）</translation>
    </message>
    <message>
        <source>final_latency (no number)</source>
        <translation>final_latency（无数值）</translation>
    </message>
    <message>
        <source>%1 (supplement)</source>
        <translation>%1（补充）</translation>
    </message>
    <message>
        <source>baseline of this campaign (round %1), #%2 in the log, lines %3–%4</source>
        <translation>本次调优的基线（第 %1 轮），日志中第 #%2 个，第 %3–%4 行</translation>
    </message>
    <message>
        <source>%1: round %2, #%3 in the log, lines %4–%5</source>
        <translation>%1：第 %2 轮，日志中第 #%3 个，第 %4–%5 行</translation>
    </message>
    <message>
        <source>final_latency (%1): %2 %3</source>
        <translation>final_latency（%1）：%2 %3</translation>
    </message>
</context>
<context>
    <name>ParameterChange</name>
    <message>
        <source>changed</source>
        <translation>已修改</translation>
    </message>
    <message>
        <source>added</source>
        <translation>已添加</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>未改变</translation>
    </message>
</context>
<context>
    <name>ParameterDiffModel</name>
    <message>
        <source>left line %1</source>
        <translation>左侧第 %1 行</translation>
    </message>
    <message>
        <source>right line %1</source>
        <translation>右侧第 %1 行</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>左侧</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>右侧</translation>
    </message>
</context>
<context>
    <name>PerfFeedbackCheck</name>
    <message>
        <source>perf_feedback.md is empty or not UTF-8</source>
        <translation>perf_feedback.md 为空或不是 UTF-8 编码</translation>
    </message>
    <message>
        <source>Placeholder &quot;%1&quot; in perf_feedback.md</source>
        <translation>perf_feedback.md 中含占位符“%1”</translation>
    </message>
    <message>
        <source>Template placeholder %1 in perf_feedback.md</source>
        <translation>perf_feedback.md 中含模板占位符 %1</translation>
    </message>
    <message>
        <source>perf_feedback.md lacks the section &quot;%1&quot;</source>
        <translation>perf_feedback.md 缺少“%1”章节</translation>
    </message>
    <message>
        <source>参照锚定 must name the reference implementation (参照实现)</source>
        <translation>参照锚定章节必须指明参照实现</translation>
    </message>
    <message>
        <source>参照锚定 must say 未找到参照 or argue 不可移植</source>
        <translation>参照锚定章节必须写明“未找到参照”或论证“不可移植”</translation>
    </message>
    <message>
        <source>触发判定 lacks 设计层归因</source>
        <translation>触发判定章节缺少设计层归因</translation>
    </message>
    <message>
        <source>触发判定 needs a structural estimate above 2x or a contradiction (矛盾)</source>
        <translation>触发判定章节需要给出大于 2x 的结构性加速估计，或指出矛盾</translation>
    </message>
    <message>
        <source>实测 must cite msprof measurements</source>
        <translation>实测章节必须引用 msprof 测量数据</translation>
    </message>
    <message>
        <source>反馈结论 lacks 建议路由</source>
        <translation>反馈结论章节缺少建议路由</translation>
    </message>
    <message>
        <source>Referenced path %1 does not exist in the repository</source>
        <translation>引用的路径 %1 在仓库中不存在</translation>
    </message>
    <message>
        <source>Cannot check the reference %1: the repository root is unknown (no .git or .agents above the run; perfopt check --repo-root names it)</source>
        <translation>无法检查引用 %1：仓库根目录未知（运行目录之上没有 .git 或 .agents；可用 perfopt check --repo-root 指定）</translation>
    </message>
</context>
<context>
    <name>PerfRecordsReader</name>
    <message>
        <source>Missing field(s) for the Gen %1 contract: %2</source>
        <translation>缺少 Gen %1 契约要求的字段：%2</translation>
    </message>
    <message>
        <source>Field &quot;%1&quot; must be %2</source>
        <translation>字段“%1”必须是%2</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a string or null</source>
        <translation>字符串或 null</translation>
    </message>
    <message>
        <source>duration_us is not a finite number (the workflow&apos;s Python gate accepts NaN/Infinity as numbers)</source>
        <translation>duration_us 不是有限数值（工作流的 Python 门禁会把 NaN/Infinity 当作数字接受）</translation>
    </message>
    <message>
        <source>duration_us is not positive: %1</source>
        <translation>duration_us 不是正数：%1</translation>
    </message>
    <message>
        <source>a number (not a boolean)</source>
        <translation>数字（不能是布尔值）</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>Unknown phase &quot;%1&quot; (expected baseline, candidate, merged or final)</source>
        <translation>未知的 phase“%1”（应为 baseline、candidate、merged 或 final）</translation>
    </message>
    <message>
        <source>The file starts with a UTF-8 byte order mark; the workflow&apos;s gate rejects the first line</source>
        <translation>文件以 UTF-8 字节顺序标记（BOM）开头，工作流的门禁会拒绝第一行</translation>
    </message>
    <message>
        <source>CRLF line endings (the runner writes LF)</source>
        <translation>使用 CRLF 换行符（runner 写入的是 LF）</translation>
    </message>
    <message>
        <source>Blank line</source>
        <translation>空行</translation>
    </message>
    <message>
        <source>Very long line (%1 bytes); one record per line is expected</source>
        <translation>行过长（%1 字节），每行应只有一条记录</translation>
    </message>
    <message>
        <source>The last line is incomplete (the run may still be writing it); it is ignored until it is complete</source>
        <translation>最后一行不完整（运行可能仍在写入），写完之前将忽略该行</translation>
    </message>
    <message>
        <source>Not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>The line is JSON but not an object</source>
        <translation>该行是 JSON，但不是对象</translation>
    </message>
    <message>
        <source>Duplicate key &quot;%1&quot;; the last value wins (as in Python)</source>
        <translation>键“%1”重复，以最后一个值为准（与 Python 相同）</translation>
    </message>
    <message>
        <source>round %1 is outside 0…%2</source>
        <translation>round %1 超出 0…%2 的范围</translation>
    </message>
    <message>
        <source>The line starts with a UTF-8 byte order mark; the workflow&apos;s gate rejects it</source>
        <translation>该行以 UTF-8 字节顺序标记开头；工作流的门禁会拒绝它</translation>
    </message>
    <message>
        <source>The line is not valid UTF-8 (the workflow&apos;s gate cannot read the file)</source>
        <translation>该行不是有效的 UTF-8（工作流的门禁无法读取该文件）</translation>
    </message>
    <message>
        <source>%1 more blank lines from this line on (not listed one by one)</source>
        <translation>从此行起另有 %1 个空行（不逐一列出）</translation>
    </message>
    <message>
        <source>The line is %1 bytes long, over the %2 MiB a record line may have; it is not read</source>
        <translation>该行长 %1 字节，超过一条记录行允许的 %2 MiB；该行未读取</translation>
    </message>
    <message>
        <source>a number (not a string)</source>
        <translation>数字（而非字符串）</translation>
    </message>
    <message>
        <source>a number (not null)</source>
        <translation>数字（而非 null）</translation>
    </message>
    <message>
        <source>a number (not an array or object)</source>
        <translation>数字（而非数组或对象）</translation>
    </message>
</context>
<context>
    <name>ProblemsModel</name>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>位置</translation>
    </message>
</context>
<context>
    <name>ProfileBrowser</name>
    <message>
        <source>MindStudio Insight input (binary): open it in MindStudio Insight.</source>
        <translation>MindStudio Insight 输入文件（二进制）：请在 MindStudio Insight 中打开。</translation>
    </message>
    <message>
        <source>Chrome trace: open it in chrome://tracing, Perfetto or MindStudio Insight.</source>
        <translation>Chrome trace 文件：请在 chrome://tracing、Perfetto 或 MindStudio Insight 中打开。</translation>
    </message>
    <message>
        <source>A file for an external viewer.</source>
        <translation>需用外部查看器打开的文件。</translation>
    </message>
    <message>
        <source>Filter runs: round, candidate, workload…</source>
        <translation>筛选运行：轮次、候选、workload…</translation>
    </message>
    <message>
        <source>Run Summary</source>
        <translation>运行摘要</translation>
    </message>
    <message>
        <source>Compare with…</source>
        <translation>对比…</translation>
    </message>
    <message>
        <source>Select a run, a launch or a file in the tree.</source>
        <translation>在树中选择一个运行、launch 或文件。</translation>
    </message>
    <message>
        <source>Open with…</source>
        <translation>打开方式…</translation>
    </message>
    <message>
        <source>Opens the file with the application your desktop uses for it</source>
        <translation>使用桌面环境为该文件关联的应用程序打开它</translation>
    </message>
    <message>
        <source>No msprof output under %1.</source>
        <translation>%1 下没有 msprof 输出。</translation>
    </message>
    <message>
        <source>%1: Task Duration %2 us</source>
        <translation>%1：Task Duration %2 us</translation>
    </message>
    <message>
        <source>Size: %1 (%2 bytes)</source>
        <translation>大小：%1（%2 字节）</translation>
    </message>
    <message>
        <source>%1 is not a file inside the run; not opened</source>
        <translation>%1 不是运行内的文件，未打开</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>No application opened %1</source>
        <translation>没有应用程序能打开 %1</translation>
    </message>
    <message>
        <source>Records line %1 names no msprof run</source>
        <translation>性能记录第 %1 行未指明 msprof 运行</translation>
    </message>
    <message>
        <source>%1  ↔  %2</source>
        <translation>%1  ↔  %2</translation>
    </message>
    <message>
        <source>No profiled parent record on the same workload for records line %1</source>
        <translation>性能记录第 %1 行在同一 workload 上没有带性能数据的父候选记录</translation>
    </message>
    <message>
        <source>No profiled baseline record on the same workload for records line %1</source>
        <translation>性能记录第 %1 行在同一 workload 上没有带性能数据的基线记录</translation>
    </message>
    <message>
        <source>Parent candidate&apos;s run (same workload)</source>
        <translation>父候选的运行（同一 workload）</translation>
    </message>
    <message>
        <source>Baseline&apos;s run (same workload)</source>
        <translation>基线的运行（同一 workload）</translation>
    </message>
    <message>
        <source>Mark this run as A</source>
        <translation>将此运行标记为 A</translation>
    </message>
    <message>
        <source>Marked %1 as A</source>
        <translation>已将 %1 标记为 A</translation>
    </message>
    <message>
        <source>Marked run (none marked)</source>
        <translation>已标记的运行（尚未标记）</translation>
    </message>
    <message>
        <source>Marked run %1 (as A)</source>
        <translation>已标记的运行 %1（作为 A）</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Open as Table</source>
        <translation>以表格打开</translation>
    </message>
    <message>
        <source>Mark as A for Comparison</source>
        <translation>标记为 A 以便对比</translation>
    </message>
    <message>
        <source>Compare Marked Run (A) with This (B)</source>
        <translation>将已标记的运行 (A) 与此运行 (B) 对比</translation>
    </message>
    <message>
        <source>Compare with Parent Candidate</source>
        <translation>与父候选对比</translation>
    </message>
    <message>
        <source>Compare with Baseline</source>
        <translation>与基线对比</translation>
    </message>
    <message>
        <source>Indexing the msprof profiles…</source>
        <translation>正在索引 msprof 性能数据…</translation>
    </message>
</context>
<context>
    <name>ProfileCheck</name>
    <message>
        <source>Record of %1 has no msprof_raw_path</source>
        <translation>%1 的记录没有 msprof_raw_path</translation>
    </message>
    <message>
        <source>%1 records %2 µs but its msprof output says otherwise</source>
        <translation>%1 记录的值为 %2 µs，但其 msprof 输出与之不符</translation>
    </message>
    <message>
        <source>%1: no Task Duration</source>
        <translation>%1：没有 Task Duration</translation>
    </message>
    <message>
        <source>%1 records %2 µs but its msprof output states no Task Duration</source>
        <translation>%1 记录的值为 %2 µs，但其 msprof 输出没有给出 Task Duration</translation>
    </message>
    <message>
        <source>%1: no Task Duration (%2)</source>
        <translation>%1：没有 Task Duration（%2）</translation>
    </message>
    <message>
        <source>%1 records %2 µs but its msprof output could not be read</source>
        <translation>%1 记录为 %2 µs，但其 msprof 输出无法读取</translation>
    </message>
</context>
<context>
    <name>ProfileCommand</name>
    <message>
        <source>%1 is not a directory</source>
        <translation>%1 不是目录</translation>
    </message>
    <message>
        <source>no msprof run (OPPROF_*, PROF_*, OpBasicInfo.csv, simulator/) in %1</source>
        <translation>%1 中没有 msprof 运行结果（OPPROF_*、PROF_*、OpBasicInfo.csv、simulator/）</translation>
    </message>
    <message>
        <source>%1 holds %2 runs; name one of them:
%3</source>
        <translation>%1 中有 %2 个运行，请指定其中一个：
%3</translation>
    </message>
    <message>
        <source>Summarise an msprof run, or compare two runs (--compare A B)</source>
        <translation>汇总一次 msprof 运行，或对比两次运行（--compare A B）</translation>
    </message>
    <message>
        <source>Machine-readable JSON output.</source>
        <translation>输出机器可读的 JSON。</translation>
    </message>
    <message>
        <source>Compare run A (before) with run B (after).</source>
        <translation>对比运行 A（改动前）与运行 B（改动后）。</translation>
    </message>
    <message>
        <source>Noise threshold for --compare (default 0.03).</source>
        <translation>--compare 的噪声阈值（默认 0.03）。</translation>
    </message>
    <message>
        <source>Per-block values from this launch of a multi-launch run (default: the launch closest to the median Task Duration).</source>
        <translation>对多 launch 的运行，取该 launch 的逐块数值（默认：Task Duration 最接近中位数的 launch）。</translation>
    </message>
    <message>
        <source>An OPPROF_* (or PROF_*) directory, or a directory holding one.</source>
        <translation>OPPROF_*（或 PROF_*）目录，或包含此类目录的目录。</translation>
    </message>
    <message>
        <source>perfopt profile: usage: perfopt profile RUN_DIR [--launch N] [--json]
                       perfopt profile --compare A B [--noise 0.03] [--json]</source>
        <translation>perfopt profile: 用法：perfopt profile RUN_DIR [--launch N] [--json]
                       perfopt profile --compare A B [--noise 0.03] [--json]</translation>
    </message>
    <message numerus="yes">
        <source>perfopt profile: the run has %n launch(es); --launch counts from 0</source>
        <translation>
            <numerusform>perfopt profile: 该运行共有 %n 次 launch；--launch 从 0 开始计数</numerusform>
        </translation>
    </message>
    <message>
        <source>Run            %1 (%2)</source>
        <translation>运行           %1（%2）</translation>
    </message>
    <message>
        <source>Launch         %1 (the per-block values below)</source>
        <translation>Launch         %1（以下为该 launch 的逐块数值）</translation>
    </message>
    <message>
        <source>Op             %1  type %2  Block Dim %3  Mix Block Dim %4</source>
        <translation>算子           %1  类型 %2  Block Dim %3  Mix Block Dim %4</translation>
    </message>
    <message>
        <source>Task Duration  %1 us (median of %2 launches)</source>
        <translation>Task Duration  %1 us（%2 次 launch 的中位数）</translation>
    </message>
    <message>
        <source>Task Duration  %1 us</source>
        <translation>Task Duration  %1 us</translation>
    </message>
    <message>
        <source>               min %1 us, max %2 us, mean %3 us, spread %4</source>
        <translation>               最小 %1 us，最大 %2 us，平均 %3 us，相对极差 %4</translation>
    </message>
    <message>
        <source>Frequency      %1 MHz (rated %2 MHz)  Device %3  Pid %4  SoC %5</source>
        <translation>频率           %1 MHz（额定 %2 MHz）  设备 %3  Pid %4  SoC %5</translation>
    </message>
    <message>
        <source>Files          %1 read; PipeUtilization header %2</source>
        <translation>文件           已读取 %1 个；PipeUtilization 表头版本 %2</translation>
    </message>
    <message>
        <source>Pipe utilisation (busy fraction over blocks)</source>
        <translation>流水线利用率（各块的忙碌占比）</translation>
    </message>
    <message>
        <source>core</source>
        <translation>核</translation>
    </message>
    <message>
        <source>pipe</source>
        <translation>流水线</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>min</source>
        <translation>最小</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>time us</source>
        <translation>时间 us</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>column</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Load balance (core time per block)</source>
        <translation>负载均衡（每个块的核时间）</translation>
    </message>
    <message>
        <source>%1: %2 rows, mean %3 us, slowest %4 us (block %5 %6), fastest %7 us (block %8 %9), imbalance %10</source>
        <translation>%1：%2 行，平均 %3 us，最慢 %4 us（块 %5 %6），最快 %7 us（块 %8 %9），不均衡度 %10</translation>
    </message>
    <message>
        <source>L2 cache</source>
        <translation>L2 缓存</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Resource conflicts</source>
        <translation>资源冲突</translation>
    </message>
    <message>
        <source>total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>* hit rate of all requests, from the hit/miss counters</source>
        <translation>* 所有请求的命中率，由命中/未命中计数器算出</translation>
    </message>
    <message>
        <source>Simulator %1: %2 instructions, %3 calls, %4 cycles, %5 us</source>
        <translation>仿真器 %1：%2 条指令，%3 次调用，%4 个周期，%5 us</translation>
    </message>
    <message>
        <source>A  %1 (%2)</source>
        <translation>A  %1（%2）</translation>
    </message>
    <message>
        <source>B  %1 (%2)</source>
        <translation>B  %1（%2）</translation>
    </message>
    <message>
        <source>Task Duration median: A %1 us, B %2 us, %3: %4 (noise threshold %5)</source>
        <translation>Task Duration 中位数：A %1 us，B %2 us，%3：%4（噪声阈值 %5）</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>(%1 more figures that only one run has)</source>
        <translation>（另有 %1 项指标仅一个运行有）</translation>
    </message>
    <message>
        <source>Metric files (rows by block/sub-block, columns by name)</source>
        <translation>指标文件（行按块/子块对齐，列按名称对齐）</translation>
    </message>
    <message>
        <source>%1 rows, %2 columns, %3 cells beyond noise</source>
        <translation>%1 行，%2 列，%3 个单元格超出噪声</translation>
    </message>
    <message>
        <source>only in A: %1</source>
        <translation>仅 A 有：%1</translation>
    </message>
    <message>
        <source>only in B: %1</source>
        <translation>仅 B 有：%1</translation>
    </message>
    <message>
        <source>  files only in A: %1</source>
        <translation>  仅 A 有的文件：%1</translation>
    </message>
    <message>
        <source>  files only in B: %1</source>
        <translation>  仅 B 有的文件：%1</translation>
    </message>
</context>
<context>
    <name>ProfileCompareModel</name>
    <message>
        <source>within noise</source>
        <translation>噪声范围内</translation>
    </message>
    <message>
        <source>higher</source>
        <translation>升高</translation>
    </message>
    <message>
        <source>lower</source>
        <translation>降低</translation>
    </message>
    <message>
        <source>Task Duration</source>
        <translation>Task Duration</translation>
    </message>
    <message>
        <source>OpBasicInfo</source>
        <translation>OpBasicInfo</translation>
    </message>
    <message>
        <source>Pipes</source>
        <translation>流水线</translation>
    </message>
    <message>
        <source>Load balance</source>
        <translation>负载均衡</translation>
    </message>
    <message>
        <source>L2 cache</source>
        <translation>L2 缓存</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Conflicts</source>
        <translation>资源冲突</translation>
    </message>
    <message>
        <source>Row %1 is only in A</source>
        <translation>行 %1 仅存在于 A</translation>
    </message>
    <message>
        <source>Row %1 is only in B</source>
        <translation>行 %1 仅存在于 B</translation>
    </message>
    <message>
        <source>%1 is only in %2: the msprof versions differ</source>
        <translation>%1 仅存在于 %2：msprof 版本不同</translation>
    </message>
    <message>
        <source>%1, row %2: A %3, B %4, %5</source>
        <translation>%1，行 %2：A %3，B %4，%5</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>分类</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <source>B / A</source>
        <translation>B / A</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>only in A</source>
        <translation>仅 A 有</translation>
    </message>
    <message>
        <source>only in B</source>
        <translation>仅 B 有</translation>
    </message>
    <message>
        <source>A calls it %1, B calls it %2</source>
        <translation>A 中名为 %1，B 中名为 %2</translation>
    </message>
    <message>
        <source>Only one run&apos;s file has this column: the msprof versions differ (A %1, B %2)</source>
        <translation>只有一个运行的文件含有此列：msprof 版本不同（A %1，B %2）</translation>
    </message>
</context>
<context>
    <name>ProfileCompareView</name>
    <message>
        <source>%1 us</source>
        <translation>%1 us</translation>
    </message>
    <message>
        <source>Changed beyond noise only</source>
        <translation>仅显示超出噪声的变化</translation>
    </message>
    <message>
        <source>Columns containing…</source>
        <translation>列名包含…</translation>
    </message>
    <message>
        <source>Swap A and B</source>
        <translation>交换 A 和 B</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>Choose two runs to compare: “Compare with…” on a run in the tree, or from a record.</source>
        <translation>选择两个要对比的运行：在树中的运行上使用“对比…”，或从一条记录发起。</translation>
    </message>
    <message>
        <source>Comparing %1 with %2…</source>
        <translation>正在对比 %1 与 %2…</translation>
    </message>
    <message>
        <source>, %1 launches</source>
        <translation>，%1 次 launch</translation>
    </message>
    <message>
        <source>B and A differ by %1: within the %2 noise threshold</source>
        <translation>B 与 A 相差 %1：在 %2 噪声阈值以内</translation>
    </message>
    <message>
        <source>Task Duration is missing on one side: no verdict</source>
        <translation>一侧缺少 Task Duration：无法裁决</translation>
    </message>
    <message>
        <source>&lt;b&gt;Task Duration median&lt;/b&gt;: A %1 → B %2. %3</source>
        <translation>&lt;b&gt;Task Duration 中位数&lt;/b&gt;：A %1 → B %2。%3</translation>
    </message>
    <message>
        <source>Summary figures</source>
        <translation>汇总指标</translation>
    </message>
    <message>
        <source>%1 (%2 rows)</source>
        <translation>%1（%2 行）</translation>
    </message>
    <message>
        <source>%1 (%2 rows, %3 one-sided columns)</source>
        <translation>%1（%2 行，%3 个单侧列）</translation>
    </message>
    <message>
        <source>%1 (only in %2)</source>
        <translation>%1（仅 %2 有）</translation>
    </message>
    <message>
        <source>Green: lower time (better); red: higher time; amber: another change beyond the noise threshold; grey: only one run has it.</source>
        <translation>绿色：时间更短（更好）；红色：时间更长；琥珀色：其他超出噪声阈值的变化；灰色：仅一个运行有。</translation>
    </message>
    <message>
        <source>Rows in file order.</source>
        <translation>行按文件顺序排列。</translation>
    </message>
    <message>
        <source>Rows by %1.</source>
        <translation>行按 %1 对齐。</translation>
    </message>
    <message>
        <source>Same columns and rows on both sides.</source>
        <translation>两侧的列和行相同。</translation>
    </message>
    <message>
        <source>%1 %2 vs %3</source>
        <translation>%1 %2 vs %3</translation>
    </message>
    <message>
        <source>SoC</source>
        <translation>SoC</translation>
    </message>
    <message>
        <source>frequency (MHz)</source>
        <translation>频率（MHz）</translation>
    </message>
    <message>
        <source>operator</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>block dim</source>
        <translation>block dim</translation>
    </message>
    <message>
        <source>B is %1× faster than A (%2): beyond the %3 noise threshold</source>
        <translation>B 比 A 快 %1×（%2）：超出 %3 噪声阈值</translation>
    </message>
    <message>
        <source>B is %1× slower than A (%2): beyond the %3 noise threshold</source>
        <translation>B 比 A 慢 %1×（%2）：超出 %3 噪声阈值</translation>
    </message>
    <message>
        <source>⚠ The runs may not be comparable: %1</source>
        <translation>⚠ 两次运行可能不可比：%1</translation>
    </message>
</context>
<context>
    <name>ProfileComparison</name>
    <message>
        <source>Task Duration, median</source>
        <translation>Task Duration，中位数</translation>
    </message>
    <message>
        <source>Task Duration, min</source>
        <translation>Task Duration，最小值</translation>
    </message>
    <message>
        <source>Task Duration, max</source>
        <translation>Task Duration，最大值</translation>
    </message>
    <message>
        <source>Launches</source>
        <translation>Launch 次数</translation>
    </message>
    <message>
        <source>Block Dim</source>
        <translation>Block Dim</translation>
    </message>
    <message>
        <source>Mix Block Dim</source>
        <translation>Mix Block Dim</translation>
    </message>
    <message>
        <source>Current Freq</source>
        <translation>当前频率</translation>
    </message>
    <message>
        <source>%1 %2 ratio, mean over blocks</source>
        <translation>%1 %2 占比，各块平均</translation>
    </message>
    <message>
        <source>%1 time, mean over blocks</source>
        <translation>%1 时间，各块平均</translation>
    </message>
    <message>
        <source>%1 time, slowest block</source>
        <translation>%1 时间，最慢块</translation>
    </message>
    <message>
        <source>%1 imbalance (max / mean − 1)</source>
        <translation>%1 不均衡度（最大值 / 平均值 − 1）</translation>
    </message>
    <message>
        <source>%1, total</source>
        <translation>%1，总计</translation>
    </message>
    <message>
        <source>%1, mean</source>
        <translation>%1，平均值</translation>
    </message>
</context>
<context>
    <name>ProfileIndex</name>
    <message>
        <source>Broken symbolic link; skipped.</source>
        <translation>符号链接已失效，已跳过。</translation>
    </message>
    <message>
        <source>Symbolic link to %1, outside the operator directory; not followed.</source>
        <translation>符号链接指向算子目录之外的 %1，未跟随。</translation>
    </message>
    <message>
        <source>Directory nesting deeper than %1 levels; not searched further.</source>
        <translation>目录嵌套超过 %1 层，不再继续搜索。</translation>
    </message>
    <message>
        <source>No OpBasicInfo.csv and no launch folders: msprof did not finish this run.</source>
        <translation>没有 OpBasicInfo.csv，也没有 launch 文件夹：msprof 未完成本次运行。</translation>
    </message>
    <message>
        <source>More than one OpBasicInfo file here; %1 is used.</source>
        <translation>此处有多个 OpBasicInfo 文件，使用 %1。</translation>
    </message>
    <message>
        <source>OpBasicInfo.csv is missing: no Task Duration for this launch.</source>
        <translation>缺少 OpBasicInfo.csv：本次 launch 没有 Task Duration。</translation>
    </message>
    <message>
        <source>No op_summary CSV in this msprof output.</source>
        <translation>此 msprof 输出中没有 op_summary CSV。</translation>
    </message>
    <message>
        <source>op_summary is too large to index; open it to see the task durations.</source>
        <translation>op_summary 过大，无法建立索引；请打开该文件查看 Task Duration。</translation>
    </message>
    <message>
        <source>op_summary has no Task Duration(us) column.</source>
        <translation>op_summary 中没有 Task Duration(us) 列。</translation>
    </message>
    <message>
        <source>OpBasicInfo has no Task Duration(us) column.</source>
        <translation>OpBasicInfo 中没有 Task Duration(us) 列。</translation>
    </message>
    <message>
        <source>OpBasicInfo has a header but no data row.</source>
        <translation>OpBasicInfo 有表头但没有数据行。</translation>
    </message>
    <message>
        <source>OpBasicInfo has more than one data row; the first is used.</source>
        <translation>OpBasicInfo 有多个数据行，使用第一行。</translation>
    </message>
    <message>
        <source>Task Duration(us) is &quot;%1&quot;, not a number.</source>
        <translation>Task Duration(us) 为“%1”，不是数字。</translation>
    </message>
    <message>
        <source>The operator directory does not exist.</source>
        <translation>算子目录不存在。</translation>
    </message>
    <message>
        <source>The profiles directory must be a path inside the operator directory.</source>
        <translation>profiles 目录必须是算子目录内的路径。</translation>
    </message>
    <message>
        <source>Leads to %1, outside the operator directory; not followed.</source>
        <translation>指向算子目录之外的 %1，未跟随。</translation>
    </message>
    <message>
        <source>No profiles directory yet.</source>
        <translation>尚无 profiles 目录。</translation>
    </message>
    <message>
        <source>msprof_raw_path is empty.</source>
        <translation>msprof_raw_path 为空。</translation>
    </message>
    <message>
        <source>msprof_raw_path %1 is absolute; only paths relative to the run are followed (an absolute path names a place on the machine that wrote it, even one inside this run).</source>
        <translation>msprof_raw_path %1 是绝对路径；只跟随相对于 run 的路径（绝对路径指向写入它的那台机器上的位置，即使它位于本 run 内）。</translation>
    </message>
    <message>
        <source>msprof_raw_path %1 climbs out of the operator directory.</source>
        <translation>msprof_raw_path %1 跳出了算子目录。</translation>
    </message>
    <message>
        <source>msprof_raw_path %1 leads through a symbolic link to %2, outside the operator directory.</source>
        <translation>msprof_raw_path %1 经符号链接指向算子目录之外的 %2。</translation>
    </message>
    <message>
        <source>msprof_raw_path %1 does not exist (looked for %2).</source>
        <translation>msprof_raw_path %1 不存在（查找的是 %2）。</translation>
    </message>
    <message>
        <source>msprof_raw_path %1 holds no msprof run (looked under %2).</source>
        <translation>msprof_raw_path %1 下没有 msprof 运行（查找的是 %2 之下）。</translation>
    </message>
    <message numerus="yes">
        <source>The run holds launches of %n kernel(s) (%1); its Task Duration is the median over all of them, as ab_test.py pools them. Profile one kernel per run to read one.</source>
        <translation>
            <numerusform>该运行包含 %n 个 kernel 的启动（%1）；其 Task Duration 是所有启动的中位数，与 ab_test.py 的合并方式相同。若要读取单个 kernel，请每次运行只采集一个 kernel。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>op_summary lists %1 as often as %2 (%n launch(es) each); %2, the first, is read as the tuned kernel.</source>
        <translation>
            <numerusform>op_summary 中 %1 与 %2 的启动次数相同（各 %n 次）；按先出现者读取 %2 作为被调优的 kernel。</numerusform>
        </translation>
    </message>
    <message>
        <source>Task Duration(us) is quoted text (&quot;%1&quot;); msprof writes its numbers without quotes, so it is not read as one.</source>
        <translation>Task Duration(us) 是带引号的文本（&quot;%1&quot;）；msprof 写数字从不加引号，因此不把它当作数字读取。</translation>
    </message>
    <message>
        <source>Task Duration(us) is %1; a task&apos;s device time is above 0, so it is not read as one.</source>
        <translation>Task Duration(us) 为 %1；任务的设备耗时总是大于 0，因此不把它当作耗时读取。</translation>
    </message>
    <message numerus="yes">
        <source>The run holds launches on %n device(s); its Task Duration is the median over all of them. Each card&apos;s own figure is in its device folder.</source>
        <translation>
            <numerusform>该 run 含 %n 个设备上的启动；其 Task Duration 是全部启动的中位数。各卡自己的数值见其设备目录。</numerusform>
        </translation>
    </message>
    <message>
        <source>More than one %1 file here; %2 is used.</source>
        <translation>此处有不止一个 %1 文件；使用 %2。</translation>
    </message>
    <message>
        <source>The name %1 is not valid UTF-8; it is not read (rename it).</source>
        <translation>名称 %1 不是有效的 UTF-8；不读取它（请重命名）。</translation>
    </message>
    <message>
        <source>An OpBasicInfo file beside the run&apos;s launch folders, which msprof never writes: the launches are read, this file is not.</source>
        <translation>运行的各次启动目录旁有一个 OpBasicInfo 文件（msprof 从不这样写）：读取的是各次启动，不读此文件。</translation>
    </message>
    <message>
        <source>Task Duration(us) is %1, too large for a double (the largest is about 1.8e308), so it is not read as one.</source>
        <translation>Task Duration(us) 为 %1，超出双精度浮点数（double）能表示的最大值（约 1.8e308），因此不把它当作耗时读取。</translation>
    </message>
    <message>
        <source>Task Duration(us) is %1, too small for a double (the smallest above 0 is about 4.9e-324), so it is not read as one.</source>
        <translation>Task Duration(us) 为 %1，小于双精度浮点数（double）能表示的最小正数（约 4.9e-324），因此不把它当作耗时读取。</translation>
    </message>
    <message>
        <source>%1, too large for a double</source>
        <translation>%1，超出 double 能表示的范围（过大）</translation>
    </message>
    <message>
        <source>%1, too small for a double</source>
        <translation>%1，超出 double 能表示的范围（过小）</translation>
    </message>
    <message>
        <source>%1, 0 or below; a task&apos;s device time is above 0</source>
        <translation>%1，不大于 0；任务的设备耗时总是大于 0</translation>
    </message>
    <message>
        <source>an empty cell</source>
        <translation>空单元格</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, not a number</source>
        <translation>&quot;%1&quot;，不是数字</translation>
    </message>
    <message numerus="yes">
        <source>%n launch(es) of %1 have no usable Task Duration (the first here: %2); the median is over the others.</source>
        <translation>
            <numerusform>%1 有 %n 次启动没有可用的 Task Duration（此处为第一次：%2）；中位数按其余启动计算。</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot;, quoted text, which msprof never writes for a number</source>
        <translation>&quot;%1&quot;，带引号的文本，msprof 不会这样写数字</translation>
    </message>
    <message>
        <source>This launch folder holds no OpBasicInfo_&lt;time&gt;.csv: no Task Duration for this launch.</source>
        <translation>该 launch 文件夹中没有 OpBasicInfo_&lt;时间&gt;.csv：此次启动没有 Task Duration。</translation>
    </message>
</context>
<context>
    <name>ProfileSummary</name>
    <message>
        <source>The file has rows for %1 blocks but Block Dim is %2.</source>
        <translation>文件含 %1 个块的行，但 Block Dim 为 %2。</translation>
    </message>
    <message>
        <source>launch %1</source>
        <translation>launch %1</translation>
    </message>
    <message>
        <source>No readable OpBasicInfo: Task Duration, Block Dim and Op Type are unknown for this launch; the metric files are still summarised.</source>
        <translation>没有可读的 OpBasicInfo：此 launch 的 Task Duration、Block Dim 和算子类型未知；指标文件仍会汇总。</translation>
    </message>
    <message>
        <source>Cube</source>
        <translation>Cube</translation>
    </message>
    <message>
        <source>Vector</source>
        <translation>Vector</translation>
    </message>
    <message>
        <source>Scalar</source>
        <translation>Scalar</translation>
    </message>
    <message>
        <source>MTE1</source>
        <translation>MTE1</translation>
    </message>
    <message>
        <source>MTE2</source>
        <translation>MTE2</translation>
    </message>
    <message>
        <source>MTE3</source>
        <translation>MTE3</translation>
    </message>
    <message>
        <source>Fixpipe</source>
        <translation>Fixpipe</translation>
    </message>
    <message>
        <source>AI Cube core (aic)</source>
        <translation>AI Cube 核（aic）</translation>
    </message>
    <message>
        <source>AI Vector core (aiv)</source>
        <translation>AI Vector 核（aiv）</translation>
    </message>
    <message>
        <source>OpBasicInfo has no finite Task Duration(us) value; the duration of this launch is unknown.</source>
        <translation>OpBasicInfo 没有有限的 Task Duration(us) 值；本次启动的耗时未知。</translation>
    </message>
</context>
<context>
    <name>ProfileSummaryView</name>
    <message>
        <source>%1 us</source>
        <translation>%1 us</translation>
    </message>
    <message>
        <source>OpBasicInfo</source>
        <translation>OpBasicInfo</translation>
    </message>
    <message>
        <source>Op Name</source>
        <translation>算子名称</translation>
    </message>
    <message>
        <source>Op Type</source>
        <translation>算子类型</translation>
    </message>
    <message>
        <source>Task Duration</source>
        <translation>Task Duration</translation>
    </message>
    <message>
        <source>Block Dim</source>
        <translation>Block Dim</translation>
    </message>
    <message>
        <source>Mix Block Dim</source>
        <translation>Mix Block Dim</translation>
    </message>
    <message>
        <source>Current / Rated Freq</source>
        <translation>当前 / 额定频率</translation>
    </message>
    <message>
        <source>Device Id / Pid</source>
        <translation>设备 ID / Pid</translation>
    </message>
    <message>
        <source>SoC</source>
        <translation>SoC</translation>
    </message>
    <message>
        <source>PipeUtilization header</source>
        <translation>PipeUtilization 表头版本</translation>
    </message>
    <message>
        <source>Task Duration over launches</source>
        <translation>各次 launch 的 Task Duration</translation>
    </message>
    <message>
        <source>Pipe utilisation: busy fraction, mean over blocks with min–max</source>
        <translation>流水线利用率：忙碌占比，各块平均值及最小–最大值</translation>
    </message>
    <message>
        <source>Time per block: load balance</source>
        <translation>每个块的时间：负载均衡</translation>
    </message>
    <message>
        <source>L2 cache, memory bandwidth and resource conflicts (over blocks)</source>
        <translation>L2 缓存、内存带宽与资源冲突（各块统计）</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>Simulator: cycles by pipe per core</source>
        <translation>仿真器：各核按流水线统计的周期数</translation>
    </message>
    <message>
        <source>Core / pipe</source>
        <translation>核 / 流水线</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>周期数</translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation>指令数</translation>
    </message>
    <message>
        <source>Time (us)</source>
        <translation>时间 (us)</translation>
    </message>
    <message>
        <source>Files of this launch</source>
        <translation>此 launch 的文件</translation>
    </message>
    <message>
        <source>No run selected</source>
        <translation>未选择运行</translation>
    </message>
    <message>
        <source>Reading the run&apos;s files…</source>
        <translation>正在读取运行的文件…</translation>
    </message>
    <message>
        <source>per-block values from launch %1 (%2)</source>
        <translation>逐块数值来自 launch %1（%2）</translation>
    </message>
    <message>
        <source>closest to the median</source>
        <translation>最接近中位数</translation>
    </message>
    <message>
        <source>%1 (this launch)</source>
        <translation>%1（本次 launch）</translation>
    </message>
    <message>
        <source>%1 (median of %2 launches)</source>
        <translation>%1（%2 次 launch 的中位数）</translation>
    </message>
    <message>
        <source>(no column)</source>
        <translation>（无此列）</translation>
    </message>
    <message>
        <source>%1 / %2 MHz</source>
        <translation>%1 / %2 MHz</translation>
    </message>
    <message>
        <source>(throttled: durations are not comparable)</source>
        <translation>（已降频：时长不可比）</translation>
    </message>
    <message>
        <source>median of %1 launches, the workflow&apos;s metric&lt;br&gt;min %2 · max %3 · mean %4 · spread %5</source>
        <translation>%1 次 launch 的中位数，即工作流采用的指标&lt;br&gt;最小 %2 · 最大 %3 · 平均 %4 · 相对极差 %5</translation>
    </message>
    <message>
        <source>one launch</source>
        <translation>单次 launch</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>%1 (%2:%3)
mean %4, min %5, max %6 over %7 rows
busy time mean %8</source>
        <translation>%1 (%2:%3)
%7 行的平均 %4，最小 %5，最大 %6
平均忙碌时间 %8</translation>
    </message>
    <message>
        <source>no data (NA)</source>
        <translation>无数据 (NA)</translation>
    </message>
    <message>
        <source>block %1: %2</source>
        <translation>块 %1：%2</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 rows, mean %3; slowest block %4 at %5 (&lt;b&gt;%6&lt;/b&gt; over the mean); fastest %7 at %8</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2 行，平均 %3；最慢块 %4 为 %5（比平均高 &lt;b&gt;%6&lt;/b&gt;）；最快块 %7 为 %8</translation>
    </message>
    <message>
        <source>L2 cache hit rates (%)</source>
        <translation>L2 缓存命中率 (%)</translation>
    </message>
    <message>
        <source>Memory bandwidth and traffic</source>
        <translation>内存带宽与流量</translation>
    </message>
    <message>
        <source>Resource conflicts (fraction of cycles)</source>
        <translation>资源冲突（占周期的比例）</translation>
    </message>
    <message>
        <source>%1 (all requests, from counters)</source>
        <translation>%1（所有请求，由计数器算出）</translation>
    </message>
    <message>
        <source>%1, %2 rows</source>
        <translation>%1，%2 行</translation>
    </message>
    <message>
        <source>Open %1 as a table</source>
        <translation>以表格打开 %1</translation>
    </message>
</context>
<context>
    <name>ProfileTreeModel</name>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 (×%2)</source>
        <translation>%1 (×%2)</translation>
    </message>
    <message>
        <source>simulator</source>
        <translation>仿真器</translation>
    </message>
    <message>
        <source>%1 / %2 MHz</source>
        <translation>%1 / %2 MHz</translation>
    </message>
    <message>
        <source>%1 MHz</source>
        <translation>%1 MHz</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source> +%1</source>
        <translation> +%1</translation>
    </message>
    <message>
        <source>records line %1: %2 on %3, round %4</source>
        <translation>性能记录第 %1 行：%2 在 %3 上，第 %4 轮</translation>
    </message>
    <message>
        <source>Layout: %1</source>
        <translation>布局：%1</translation>
    </message>
    <message>
        <source>Task Duration over %1 launches: median %2 us, min %3 us, max %4 us</source>
        <translation>%1 次 launch 的 Task Duration：中位数 %2 us，最小 %3 us，最大 %4 us</translation>
    </message>
    <message>
        <source>No readable OpBasicInfo: Task Duration is unknown.</source>
        <translation>没有可读的 OpBasicInfo：Task Duration 未知。</translation>
    </message>
    <message>
        <source>%1
The launch closest to the median Task Duration</source>
        <translation>%1
Task Duration 最接近中位数的 launch</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>性能数据</translation>
    </message>
    <message>
        <source>Task Duration (us)</source>
        <translation>Task Duration (us)</translation>
    </message>
    <message>
        <source>Block Dim</source>
        <translation>Block Dim</translation>
    </message>
    <message>
        <source>Op Type</source>
        <translation>算子类型</translation>
    </message>
    <message>
        <source>Frequency</source>
        <translation>频率</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>性能记录</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
</context>
<context>
    <name>ProjectLoader</name>
    <message>
        <source>perf_records.jsonl line %1 has phase/workload_id</source>
        <translation>perf_records.jsonl 第 %1 行含 phase/workload_id</translation>
    </message>
    <message>
        <source>no inventory, no Gen B record fields, no *_round&lt;N&gt;_*.py files</source>
        <translation>无 workload 清单、无 Gen B 记录字段、无 *_round&lt;N&gt;_*.py 文件</translation>
    </message>
    <message>
        <source>Looking at the run&apos;s files…</source>
        <translation>正在查看运行的文件…</translation>
    </message>
    <message>
        <source>Reading perf_records.jsonl…</source>
        <translation>正在读取 perf_records.jsonl…</translation>
    </message>
    <message>
        <source>Reading the workload inventory…</source>
        <translation>正在读取 workload 清单…</translation>
    </message>
    <message>
        <source>Matching kernel variants and lineage…</source>
        <translation>正在匹配 kernel 变体与谱系…</translation>
    </message>
    <message>
        <source>Indexing msprof profiles…</source>
        <translation>正在为 msprof 性能数据建立索引…</translation>
    </message>
    <message>
        <source>msprof_raw_path &quot;%1&quot;: %2</source>
        <translation>msprof_raw_path &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>Loaded</source>
        <translation>已加载</translation>
    </message>
    <message>
        <source>title of opt_log.md</source>
        <translation>opt_log.md 的标题</translation>
    </message>
    <message>
        <source>%1 line %2: %3</source>
        <translation>%1 第 %2 行：%3</translation>
    </message>
    <message>
        <source>artifact_path &quot;%1&quot; leads out of the run</source>
        <translation>artifact_path “%1” 指向运行目录之外</translation>
    </message>
    <message>
        <source>%1 more records from this line on name an msprof_raw_path that does not exist (not listed one by one).</source>
        <translation>从此行起另有 %1 条记录的 msprof_raw_path 不存在（不逐条列出）。</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
</context>
<context>
    <name>RecordsChartView</name>
    <message>
        <source>Task Duration (µs)</source>
        <translation>Task Duration (µs)</translation>
    </message>
    <message>
        <source>Speedup vs baseline (×)</source>
        <translation>相对基线的加速比 (×)</translation>
    </message>
    <message>
        <source>What the y axis shows</source>
        <translation>y 轴显示的内容</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>对数坐标</translation>
    </message>
    <message>
        <source>Group by kernel</source>
        <translation>按 kernel 分组</translation>
    </message>
    <message>
        <source>Group by dispatch path</source>
        <translation>按 dispatch 路径分组</translation>
    </message>
    <message>
        <source>Colour and group the charts by path, so that a candidate measured on another path is never compared with this path&apos;s best</source>
        <translation>按路径为图表着色并分组，使在其他路径上测得的候选永远不会与本路径的最优值比较</translation>
    </message>
    <message>
        <source>Reset Zoom</source>
        <translation>重置缩放</translation>
    </message>
    <message>
        <source>Show every round in every chart (also Esc or a double-click in a chart)</source>
        <translation>在每个图表中显示所有轮次（也可按 Esc 或在图表中双击）</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Save the charts as PNG or SVG, or the plotted points as CSV</source>
        <translation>将图表保存为 PNG 或 SVG，或将绘制的数据点保存为 CSV</translation>
    </message>
    <message>
        <source>PNG Image…</source>
        <translation>PNG 图像…</translation>
    </message>
    <message>
        <source>SVG Image…</source>
        <translation>SVG 图像…</translation>
    </message>
    <message>
        <source>CSV of the Plotted Points…</source>
        <translation>绘制数据点的 CSV…</translation>
    </message>
    <message>
        <source>&lt;b&gt;From opt_log tables, not verified against records.&lt;/b&gt; This run has no perf_records.jsonl: the points are the durations its log&apos;s tables state.</source>
        <translation>&lt;b&gt;数据来自 opt_log 表格，未经性能记录核实。&lt;/b&gt;此运行没有 perf_records.jsonl：图中的点是其日志表格中给出的时长。</translation>
    </message>
    <message>
        <source>No Task Duration to plot: the run has no records and its log no duration tables.</source>
        <translation>没有可绘制的 Task Duration：该运行没有性能记录，其日志中也没有时长表格。</translation>
    </message>
    <message>
        <source>Nothing to export: no Task Duration to plot.</source>
        <translation>无可导出内容：没有可绘制的 Task Duration。</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <source>CSV of the plotted points (*.csv)</source>
        <translation>绘制数据点的 CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export Task Duration Charts</source>
        <translation>导出 Task Duration 图表</translation>
    </message>
    <message>
        <source>Export Chart of %1</source>
        <translation>导出 %1 的图表</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
</context>
<context>
    <name>RecordsHistory</name>
    <message>
        <source>commit %1 (%2)</source>
        <translation>提交 %1（%2）</translation>
    </message>
</context>
<context>
    <name>RecordsModel</name>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>候选</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>父候选</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Dispatch path</source>
        <translation>dispatch 路径</translation>
    </message>
    <message>
        <source>Workload id</source>
        <translation>Workload id</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Task Duration (µs)</source>
        <translation>Task Duration (µs)</translation>
    </message>
    <message>
        <source>L0</source>
        <translation>L0</translation>
    </message>
    <message>
        <source>msprof raw path</source>
        <translation>msprof 原始路径</translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation>产物</translation>
    </message>
    <message>
        <source>Timestamp</source>
        <translation>时间戳</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message numerus="yes">
        <source>%n review note(s) on %1</source>
        <translation>
            <numerusform>%1 有 %n 条评审备注</numerusform>
        </translation>
    </message>
    <message>
        <source>This line has a review note</source>
        <translation>此行有评审备注</translation>
    </message>
</context>
<context>
    <name>RecordsView</name>
    <message>
        <source>All records</source>
        <translation>全部记录</translation>
    </message>
    <message>
        <source>L0 passed</source>
        <translation>L0 通过</translation>
    </message>
    <message>
        <source>L0 failed</source>
        <translation>L0 失败</translation>
    </message>
    <message>
        <source>Invalid lines</source>
        <translation>无效行</translation>
    </message>
    <message>
        <source>Filter records…</source>
        <translation>筛选记录…</translation>
    </message>
    <message>
        <source>Show in Log</source>
        <translation>在日志中显示</translation>
    </message>
    <message>
        <source>Open Branch File</source>
        <translation>打开分支文件</translation>
    </message>
    <message>
        <source>Open Profile</source>
        <translation>打开性能数据</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>轮次(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Workload:</source>
        <translation>Workload(&amp;W)：</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
</context>
<context>
    <name>ReviewIntroPage</name>
    <message>
        <source>Review a tuning run</source>
        <translation>评审调优运行</translation>
    </message>
    <message>
        <source>Go through the Stage 4 workflow phase by phase. Every tick, override and note is saved as you go; you can close the wizard and resume later.</source>
        <translation>逐个阶段走查 Stage 4 工作流。每次勾选、覆盖和备注都会随时保存；可以关闭向导，稍后继续。</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>运行：</translation>
    </message>
    <message>
        <source>Generation:</source>
        <translation>代际：</translation>
    </message>
    <message>
        <source>Records:</source>
        <translation>性能记录：</translation>
    </message>
    <message>
        <source>Gates:</source>
        <translation>门禁：</translation>
    </message>
    <message>
        <source>Checklist:</source>
        <translation>检查清单：</translation>
    </message>
    <message>
        <source>&amp;Reviewer:</source>
        <translation>评审人(&amp;R)：</translation>
    </message>
    <message>
        <source>Your name, as it appears in the report</source>
        <translation>您的姓名，将显示在报告中</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Gen B (workload inventory, 12-field records, Final Performance Test Data table)</source>
        <translation>Gen B（workload 清单、12 字段记录、Final Performance Test Data 表）</translation>
    </message>
    <message>
        <source>Gen A (dispatch paths, 9-field records, final_latency line)</source>
        <translation>Gen A（dispatch 路径、9 字段记录、final_latency 行）</translation>
    </message>
    <message>
        <source>Unknown (read as Gen A)</source>
        <translation>未知（按 Gen A 读取）</translation>
    </message>
    <message>
        <source>%1 valid record(s) of %2 line(s), rounds 0–%3</source>
        <translation>%2 行中有 %1 条有效记录，轮次 0–%3</translation>
    </message>
    <message>
        <source>no perf_records.jsonl</source>
        <translation>无 perf_records.jsonl</translation>
    </message>
    <message>
        <source>strict profile: %1 failure(s), %2 warning(s)</source>
        <translation>严格审查配置：%1 个失败，%2 个警告</translation>
    </message>
    <message>
        <source>%1 pass, %2 fail, %3 to check by hand, %4 not applicable</source>
        <translation>%1 项通过，%2 项未通过，%3 项需人工检查，%4 项不适用</translation>
    </message>
    <message>
        <source>Resuming the review last saved at %1 (%2 item(s) reviewed).</source>
        <translation>继续之前的评审（上次保存：%1，已评审 %2 项）。</translation>
    </message>
    <message>
        <source>an earlier session</source>
        <translation>较早的会话</translation>
    </message>
    <message>
        <source>A new review. Nothing is written into the run: the review lives in your workspace database.</source>
        <translation>新的评审。不会向运行写入任何内容：评审保存在您的工作区数据库中。</translation>
    </message>
</context>
<context>
    <name>ReviewNote</name>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>候选</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>性能记录</translation>
    </message>
    <message>
        <source>Kernel lines</source>
        <translation>Kernel 行</translation>
    </message>
    <message>
        <source>Log lines</source>
        <translation>日志行</translation>
    </message>
</context>
<context>
    <name>ReviewNotesModel</name>
    <message>
        <source>No workspace database to keep the note in</source>
        <translation>没有可保存备注的工作区数据库</translation>
    </message>
    <message>
        <source>Could not save the note: %1</source>
        <translation>无法保存备注：%1</translation>
    </message>
    <message>
        <source>Could not delete the note: %1</source>
        <translation>无法删除备注：%1</translation>
    </message>
    <message>
        <source>On</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>更新时间</translation>
    </message>
</context>
<context>
    <name>ReviewPhasePage</name>
    <message>
        <source>Selected item</source>
        <translation>选中的条目</translation>
    </message>
    <message>
        <source>Evidence (double-click to show it in the workbench):</source>
        <translation>证据（双击可在工作台中显示）：</translation>
    </message>
    <message>
        <source>&amp;Checked by the reviewer</source>
        <translation>评审人已检查(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Override:</source>
        <translation>覆盖(&amp;O)：</translation>
    </message>
    <message>
        <source>Reason (required for an override)</source>
        <translation>原因（覆盖时必填）</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <source>No override</source>
        <translation>不覆盖</translation>
    </message>
    <message>
        <source>Automatic: %1 — %2</source>
        <translation>自动判定：%1 — %2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>An override needs a reason.</source>
        <translation>覆盖需要填写原因。</translation>
    </message>
</context>
<context>
    <name>ReviewSummaryPage</name>
    <message>
        <source>Summary and exports</source>
        <translation>总结与导出</translation>
    </message>
    <message>
        <source>What still needs attention, your closing remarks, and the documents to hand over.</source>
        <translation>仍需关注的事项、您的结束语，以及要交付的文档。</translation>
    </message>
    <message>
        <source>Needs attention</source>
        <translation>需关注</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动判定</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>评审</translation>
    </message>
    <message>
        <source>Closing &amp;remarks:</source>
        <translation>结束语(&amp;R)：</translation>
    </message>
    <message>
        <source>Review &amp;finished</source>
        <translation>评审完成(&amp;F)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>&amp;Optimize.md…</source>
        <translation>Optimize.md(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Stage Result…</source>
        <translation>Stage Result(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>Report (&amp;Markdown)…</source>
        <translation>报告（Markdown）(&amp;M)…</translation>
    </message>
    <message>
        <source>Report (&amp;HTML)…</source>
        <translation>报告（HTML）(&amp;H)…</translation>
    </message>
    <message>
        <source>Report (&amp;PDF)…</source>
        <translation>报告（PDF）(&amp;P)…</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; pass · &lt;b&gt;%2&lt;/b&gt; fail · &lt;b&gt;%3&lt;/b&gt; to check by hand · %4 not applicable · %5 overridden</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 项通过 · &lt;b&gt;%2&lt;/b&gt; 项未通过 · &lt;b&gt;%3&lt;/b&gt; 项需人工检查 · %4 项不适用 · %5 项已覆盖</translation>
    </message>
    <message>
        <source>%1 (overridden: %2)</source>
        <translation>%1（已覆盖：%2）</translation>
    </message>
</context>
<context>
    <name>ReviewWizard</name>
    <message>
        <source>Review %1</source>
        <translation>评审 %1</translation>
    </message>
    <message>
        <source>Review not saved</source>
        <translation>评审未保存</translation>
    </message>
</context>
<context>
    <name>RoundIndex</name>
    <message>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>Round ?</source>
        <translation>第 ? 轮</translation>
    </message>
    <message>
        <source>Round 0 (baseline)</source>
        <translation>第 0 轮（基线）</translation>
    </message>
    <message>
        <source> · campaign %1</source>
        <translation> · 第 %1 次调优</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>## Round %1 — candidate vs current best (%2)

</source>
        <translation>## 第 %1 轮 — 候选 vs current best（%2）

</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>## Final

</source>
        <translation>## 最终结果

</translation>
    </message>
    <message>
        <source>The final candidate %1 has no valid records: there are no final figures.
</source>
        <translation>最终候选 %1 没有有效记录：没有最终数据。
</translation>
    </message>
    <message>
        <source>geometric mean speedup: %1
</source>
        <translation>几何平均加速比：%1
</translation>
    </message>
    <message>
        <source>geometric mean speedup: %1 over %2 of %3 workload keys (the others have no baseline or no final)
</source>
        <translation>几何平均加速比：%1（覆盖 %3 个 workload key 中的 %2 个；其余缺少基线或最终结果）
</translation>
    </message>
    <message>
        <source>winners: %1; geomean speedup over baseline: %2

</source>
        <translation>winner：%1；相对基线的几何平均加速比：%2

</translation>
    </message>
    <message>
        <source>Left out (the inventory&apos;s smoke or skip items, not tuned): %1
</source>
        <translation>未计入（inventory 中的 smoke 或 skip 项，未调优）：%1
</translation>
    </message>
</context>
<context>
    <name>RoundsModel</name>
    <message>
        <source>improved</source>
        <translation>改善</translation>
    </message>
    <message>
        <source>regressed</source>
        <translation>退化</translation>
    </message>
    <message>
        <source>noise</source>
        <translation>噪声内</translation>
    </message>
    <message>
        <source>Round / branch / workload</source>
        <translation>轮次 / 分支 / workload</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>父候选</translation>
    </message>
    <message>
        <source>Task Duration (µs)</source>
        <translation>Task Duration (µs)</translation>
    </message>
    <message>
        <source>Δ vs parent</source>
        <translation>相对父候选 Δ</translation>
    </message>
    <message>
        <source>Δ vs current best</source>
        <translation>相对 current best Δ</translation>
    </message>
    <message>
        <source>L0</source>
        <translation>L0</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>The log says</source>
        <translation>日志原文</translation>
    </message>
    <message>
        <source>winner: none (current best kept)</source>
        <translation>winner：无（保持 current best）</translation>
    </message>
    <message>
        <source>winner: %1</source>
        <translation>winner：%1</translation>
    </message>
    <message>
        <source>new current best: %1</source>
        <translation>新 current best：%1</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>winner</translation>
    </message>
    <message>
        <source>rolled back</source>
        <translation>已回滚</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>受阻</translation>
    </message>
    <message>
        <source>parent %1: %2 µs</source>
        <translation>父候选 %1：%2 µs</translation>
    </message>
    <message>
        <source>current best entering the round: %1 µs</source>
        <translation>进入本轮时的 current best：%1 µs</translation>
    </message>
    <message>
        <source>Geometric mean over the %1 workload keys measured</source>
        <translation>在已测的 %1 个 workload 键上的几何平均</translation>
    </message>
    <message>
        <source>1 key</source>
        <translation>1 个键</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 个键</translation>
    </message>
</context>
<context>
    <name>RoundsView</name>
    <message>
        <source>Each round with its branches: Δ against the parent and against the current best entering the round, per workload key below each branch (green: faster beyond the noise threshold, red: slower). Double-click a row to read the log there.</source>
        <translation>每一轮及其分支：相对父候选和进入本轮时 current best 的变化，各 workload 键列在分支下方（绿色：超出噪声阈值的加速，红色：变慢）。双击某行可在日志中查看。</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>winner</translation>
    </message>
</context>
<context>
    <name>RunDocument</name>
    <message>
        <source>Loading %1…</source>
        <translation>正在加载 %1…</translation>
    </message>
    <message>
        <source>Loading cancelled</source>
        <translation>已取消加载</translation>
    </message>
    <message>
        <source>Not a tuning run: %1</source>
        <translation>不是调优运行：%1</translation>
    </message>
    <message>
        <source>workspace snapshot of %1</source>
        <translation>工作区快照（%1）</translation>
    </message>
    <message>
        <source>The workspace was not reached.</source>
        <translation>无法连接工作区。</translation>
    </message>
    <message>
        <source>The workspace did not take the file.</source>
        <translation>工作区未能保存该文件。</translation>
    </message>
</context>
<context>
    <name>RunFilesModel</name>
    <message>
        <source>Final kernel</source>
        <translation>最终 kernel</translation>
    </message>
    <message>
        <source>Experiment branch</source>
        <translation>实验分支</translation>
    </message>
    <message>
        <source>Baseline kernel</source>
        <translation>基线 kernel</translation>
    </message>
    <message>
        <source>History version</source>
        <translation>历史版本</translation>
    </message>
    <message>
        <source>Optimisation log</source>
        <translation>优化日志</translation>
    </message>
    <message>
        <source>Performance records</source>
        <translation>性能记录</translation>
    </message>
    <message>
        <source>Workload inventory</source>
        <translation>workload 清单</translation>
    </message>
    <message>
        <source>Performance feedback</source>
        <translation>性能反馈</translation>
    </message>
    <message>
        <source>Design document</source>
        <translation>设计文档</translation>
    </message>
    <message>
        <source>Optimize.md summary</source>
        <translation>Optimize.md 摘要</translation>
    </message>
    <message>
        <source>Experiment runner</source>
        <translation>实验批处理 runner</translation>
    </message>
    <message>
        <source>Helper script</source>
        <translation>辅助脚本</translation>
    </message>
    <message>
        <source>msprof profiles</source>
        <translation>msprof 性能数据</translation>
    </message>
    <message>
        <source>Experiment logs</source>
        <translation>实验日志</translation>
    </message>
    <message>
        <source>History versions</source>
        <translation>历史版本</translation>
    </message>
    <message>
        <source>A/B test workdir</source>
        <translation>A/B 测试工作目录</translation>
    </message>
    <message>
        <source>Forbidden file</source>
        <translation>禁止的文件</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
</context>
<context>
    <name>RunIndexModel</name>
    <message>
        <source>unreviewed</source>
        <translation>未评审</translation>
    </message>
    <message>
        <source>in review</source>
        <translation>评审中</translation>
    </message>
    <message>
        <source>signed off</source>
        <translation>已签署</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Last written by %1</source>
        <translation>最后由 %1 写入</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>Gen</source>
        <translation>代</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>性能记录</translation>
    </message>
    <message>
        <source>Final candidate</source>
        <translation>最终候选</translation>
    </message>
    <message>
        <source>Geomean speedup</source>
        <translation>几何平均加速比</translation>
    </message>
    <message>
        <source>Workflow gate</source>
        <translation>工作流门禁</translation>
    </message>
    <message>
        <source>Strict gate</source>
        <translation>严格门禁</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>评审</translation>
    </message>
    <message>
        <source>Last change</source>
        <translation>最后修改</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
</context>
<context>
    <name>RunIndexer</name>
    <message>
        <source>the folder name &quot;%1&quot; is not valid UTF-8; it was not searched for runs (rename it)</source>
        <translation>文件夹名“%1”不是有效的 UTF-8；未在其中查找 run（请重命名）</translation>
    </message>
    <message>
        <source>the folder could not be read (%1); it was not searched for runs, and the index keeps the rows of runs under it</source>
        <translation>无法读取该文件夹（%1）；未在其中查找运行，索引保留其下各运行的行</translation>
    </message>
</context>
<context>
    <name>RunLayout</name>
    <message>
        <source>Neither a perf_opt/ directory nor an operator directory holding one: %1</source>
        <translation>既不是 perf_opt/ 目录，也不是包含 perf_opt/ 的算子目录：%1</translation>
    </message>
    <message>
        <source>symbolic link (never followed)</source>
        <translation>符号链接（从不跟随）</translation>
    </message>
    <message>
        <source>raw msprof op output</source>
        <translation>msprof op 原始输出</translation>
    </message>
    <message>
        <source>experiment stdout/stderr</source>
        <translation>实验 stdout/stderr</translation>
    </message>
    <message>
        <source>earlier final kernels</source>
        <translation>早先的最终 kernel</translation>
    </message>
    <message>
        <source>A/B test workdir</source>
        <translation>A/B 测试工作目录</translation>
    </message>
    <message>
        <source>Python byte-code cache</source>
        <translation>Python 字节码缓存</translation>
    </message>
    <message>
        <source>directory not named by the workflow</source>
        <translation>工作流未规定的目录</translation>
    </message>
    <message>
        <source>the workflow forbids %1 at the top of perf_opt/ (stdout goes to logs/&lt;round&gt;/)</source>
        <translation>工作流禁止在 perf_opt/ 顶层放置 %1（stdout 应写入 logs/&lt;round&gt;/）</translation>
    </message>
    <message>
        <source>the optimisation log</source>
        <translation>优化日志</translation>
    </message>
    <message>
        <source>structured performance records</source>
        <translation>结构化性能记录</translation>
    </message>
    <message>
        <source>Gen B workload inventory</source>
        <translation>Gen B workload 清单</translation>
    </message>
    <message>
        <source>design-limit feedback</source>
        <translation>设计层天花板反馈</translation>
    </message>
    <message>
        <source>the final kernel</source>
        <translation>最终 kernel</translation>
    </message>
    <message>
        <source>experiment branch (Gen A name)</source>
        <translation>实验分支（Gen A 命名）</translation>
    </message>
    <message>
        <source>experiment branch (Gen B name)</source>
        <translation>实验分支（Gen B 命名）</translation>
    </message>
    <message>
        <source>experiment runner</source>
        <translation>实验批处理 runner</translation>
    </message>
    <message>
        <source>helper script</source>
        <translation>辅助脚本</translation>
    </message>
    <message>
        <source>log file at the top of perf_opt/ (the workflow puts stdout under logs/)</source>
        <translation>位于 perf_opt/ 顶层的日志文件（工作流要求 stdout 写入 logs/）</translation>
    </message>
    <message>
        <source>file not named by the workflow</source>
        <translation>工作流未规定的文件</translation>
    </message>
    <message>
        <source>the baseline kernel (read-only)</source>
        <translation>基线 kernel（只读）</translation>
    </message>
    <message>
        <source>the design document</source>
        <translation>设计文档</translation>
    </message>
    <message>
        <source>the optional Optimize.md summary</source>
        <translation>可选的 Optimize.md 摘要</translation>
    </message>
    <message>
        <source>history version</source>
        <translation>历史版本</translation>
    </message>
    <message>
        <source>workload_inventory.json is present</source>
        <translation>存在 workload_inventory.json</translation>
    </message>
    <message>
        <source>branch files are named *_round&lt;N&gt;_*.py</source>
        <translation>分支文件按 *_round&lt;N&gt;_*.py 命名</translation>
    </message>
    <message>
        <source>opt_log.md is missing</source>
        <translation>缺少 opt_log.md</translation>
    </message>
    <message>
        <source>Cannot tell the operator name: no {op}.py next to branch files</source>
        <translation>无法确定算子名：分支文件旁没有 {op}.py</translation>
    </message>
    <message>
        <source>The final kernel %1.py is missing from perf_opt/</source>
        <translation>perf_opt/ 中缺少最终 kernel %1.py</translation>
    </message>
    <message>
        <source>No such directory: %1</source>
        <translation>目录不存在：%1</translation>
    </message>
    <message>
        <source>Not a directory but a file: %1</source>
        <translation>不是目录而是文件：%1</translation>
    </message>
    <message>
        <source>%1 is a symbolic link to %2, outside the operator directory: nothing beneath it is read. Open the directory it leads to, to review that run.</source>
        <translation>%1 是指向 %2 的符号链接，位于算子目录之外：其下的任何文件都不会被读取。如需审阅该运行，请直接打开它指向的目录。</translation>
    </message>
    <message>
        <source>a name that is not valid UTF-8: it is not read</source>
        <translation>名称不是有效的 UTF-8：不读取</translation>
    </message>
    <message>
        <source>The name %1 is not valid UTF-8; nothing by this name is read (rename it)</source>
        <translation>名称 %1 不是有效的 UTF-8；不读取此名称下的任何内容（请重命名）</translation>
    </message>
</context>
<context>
    <name>RunRead</name>
    <message>
        <source>it is a symbolic link; links inside a run are never followed</source>
        <translation>它是符号链接；运行目录中的链接从不跟随</translation>
    </message>
    <message>
        <source>its real path lies outside the run</source>
        <translation>它的真实路径位于运行目录之外</translation>
    </message>
    <message>
        <source>it is a directory</source>
        <translation>它是一个目录</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, device or socket)</source>
        <translation>它不是普通文件（管道、设备或套接字）</translation>
    </message>
    <message>
        <source>The file is %1; only its first %2 were read (the limit for this file)</source>
        <translation>文件大小为 %1；只读取了前 %2（该文件的上限）</translation>
    </message>
    <message>
        <source>Not read: %1</source>
        <translation>未读取：%1</translation>
    </message>
</context>
<context>
    <name>RunReadCheck</name>
    <message>
        <source>%1 was not read safely: %2</source>
        <translation>%1 未能安全读取：%2</translation>
    </message>
</context>
<context>
    <name>RunsDashboard</name>
    <message>
        <source>Indexing cancelled.</source>
        <translation>索引已取消。</translation>
    </message>
    <message>
        <source>Indexed %1 runs: %2 read, %3 unchanged, %4 errors.</source>
        <translation>已索引 %1 个运行：读取 %2 个，未变 %3 个，错误 %4 个。</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Filter by operator, path, candidate…</source>
        <translation>按算子、路径、候选筛选…</translation>
    </message>
    <message>
        <source>Any review status</source>
        <translation>任意评审状态</translation>
    </message>
    <message>
        <source>Index a Folder…</source>
        <translation>索引文件夹…</translation>
    </message>
    <message>
        <source>Find every run under a folder and add it to the workspace (perfopt index)</source>
        <translation>查找文件夹下的每个运行并加入工作区（perfopt index）</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Geomean speedup across operators</source>
        <translation>各算子的几何平均加速比</translation>
    </message>
    <message>
        <source>Index a Folder</source>
        <translation>索引文件夹</translation>
    </message>
    <message>
        <source>Indexing: %1 of %2 runs read…</source>
        <translation>正在索引：已读取 %1/%2 个运行…</translation>
    </message>
    <message>
        <source>%1 of %2 runs shown. Workspace: %3 (%4).</source>
        <translation>显示 %1/%2 个运行。工作区：%3（%4）。</translation>
    </message>
    <message>
        <source>live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>refreshed when the window regains focus</source>
        <translation>窗口重新获得焦点时刷新</translation>
    </message>
    <message>
        <source>Geomean speedup (baseline / final)</source>
        <translation>几何平均加速比（基线 / 最终）</translation>
    </message>
</context>
<context>
    <name>SaveTarget</name>
    <message>
        <source>%1 is a symbolic link: nothing is written through one</source>
        <translation>%1 是符号链接：不会经由它写入任何内容</translation>
    </message>
    <message>
        <source>%1 is a directory</source>
        <translation>%1 是一个目录</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a FIFO, socket or device)</source>
        <translation>%1 不是普通文件（FIFO、套接字或设备）</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Noise threshold:</source>
        <translation>噪声阈值(&amp;N)：</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Default &amp;gate profile:</source>
        <translation>默认门禁配置(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Reopen the runs of the last session</source>
        <translation>重新打开上次会话的运行(&amp;R)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Strict review</source>
        <translation>严格审查</translation>
    </message>
    <message>
        <source>Workflow gate 4 (parity)</source>
        <translation>工作流 gate 4（与工作流一致）</translation>
    </message>
    <message>
        <source>&amp;Workspace:</source>
        <translation>工作区(&amp;W)：</translation>
    </message>
    <message>
        <source>Your own SQLite file (default)</source>
        <translation>您自己的 SQLite 文件（默认）</translation>
    </message>
    <message>
        <source>A path, sqlite:PATH or postgresql://user@host:port/db for a team (no password: PGPASSWORD or ~/.pgpass). Takes effect at the next start.</source>
        <translation>路径、sqlite:PATH，或团队使用的 postgresql://user@host:port/db（不含密码：使用 PGPASSWORD 或 ~/.pgpass）。下次启动时生效。</translation>
    </message>
    <message>
        <source>Re&amp;viewer name:</source>
        <translation>评审者姓名(&amp;V)：</translation>
    </message>
</context>
<context>
    <name>SmallWinCheck</name>
    <message>
        <source>%1 wins round %2 on %3 by %4 % on a %5 µs kernel without an A/B verdict in the log</source>
        <translation>%1 在 %3 上以 %4% 的优势赢得第 %2 轮，该 kernel 仅 %5 µs，但日志中没有 A/B 裁决</translation>
    </message>
</context>
<context>
    <name>StageResultCheck</name>
    <message>
        <source>verdict &quot;%1&quot; is neither TUNING_COMPLETED nor TUNING_FAILED</source>
        <translation>verdict “%1”既不是 TUNING_COMPLETED 也不是 TUNING_FAILED</translation>
    </message>
    <message>
        <source>failure_reason &quot;%1&quot; is none of the contract&apos;s (missing_output, precision_regression, invalid_profile, incomplete_log, perf_records_mismatch, invalid_perf_feedback, placeholder_found)</source>
        <translation>failure_reason “%1”不是契约规定的原因之一（missing_output、precision_regression、invalid_profile、incomplete_log、perf_records_mismatch、invalid_perf_feedback、placeholder_found）</translation>
    </message>
    <message>
        <source>stop_reason &quot;%1&quot; is none of the workflow&apos;s (success, budget_exhausted, plateau, blocked, user_stop, precision_fixed)</source>
        <translation>stop_reason “%1”不是工作流规定的原因之一（success、budget_exhausted、plateau、blocked、user_stop、precision_fixed）</translation>
    </message>
    <message>
        <source>stop_reason &quot;%1&quot; is not the Final Summary&apos;s (line %2: %3)</source>
        <translation>stop_reason “%1”与 Final Summary 的不一致（第 %2 行：%3）</translation>
    </message>
    <message>
        <source>final_latency %1 is not the Final Summary&apos;s (line %2: %3)</source>
        <translation>final_latency %1 与 Final Summary 的不一致（第 %2 行：%3）</translation>
    </message>
    <message>
        <source>summary_doc names Optimize.md, but the operator directory has none</source>
        <translation>summary_doc 写的是 Optimize.md，但算子目录中没有该文件</translation>
    </message>
    <message>
        <source>verdict TUNING_COMPLETED, but the workflow&apos;s gate fails (%1)</source>
        <translation>verdict 为 TUNING_COMPLETED，但工作流的门禁未通过（%1）</translation>
    </message>
    <message>
        <source>verdict TUNING_COMPLETED with failure_reason %1</source>
        <translation>verdict 为 TUNING_COMPLETED，却写有 failure_reason %1</translation>
    </message>
    <message>
        <source>verdict TUNING_FAILED, but every rule of the workflow&apos;s gate passes and no failure_reason says why</source>
        <translation>verdict 为 TUNING_FAILED，但工作流门禁的每条规则均通过，且没有 failure_reason 说明原因</translation>
    </message>
    <message>
        <source>verdict TUNING_FAILED without a failure_reason</source>
        <translation>verdict 为 TUNING_FAILED，但没有 failure_reason</translation>
    </message>
    <message>
        <source>verdict TUNING_FAILED for %1, but every rule of the workflow&apos;s gate passes, and the gate checks that</source>
        <translation>verdict 为 TUNING_FAILED（%1），但工作流门禁的每条规则均通过，而门禁正检查这一项</translation>
    </message>
    <message numerus="yes">
        <source>the run has %n round(s) of experiments</source>
        <translation>
            <numerusform>本次运行有 %n 轮实验</numerusform>
        </translation>
    </message>
    <message>
        <source>the run has %1 round(s) of experiment records and %2 in the log</source>
        <translation>本次运行有 %1 轮实验记录，日志中有 %2 轮</translation>
    </message>
    <message>
        <source>iterations %1, but %2</source>
        <translation>iterations 为 %1，但%2</translation>
    </message>
    <message>
        <source>perf_iteration count %1, but %2</source>
        <translation>perf_iteration 的 count 为 %1，但%2</translation>
    </message>
    <message numerus="yes">
        <source>perf_iteration consecutive_no_improvement %1, but the log&apos;s decisions leave %n round(s) of experiments since the last new current best</source>
        <translation>
            <numerusform>perf_iteration 的 consecutive_no_improvement 为 %1，但按日志的裁决，自上次产生新的 current best 以来已有 %n 轮实验</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gives %2 for %3; the records say %4</source>
        <translation>%1 给出 %3 的值为 %2；记录为 %4</translation>
    </message>
    <message>
        <source>%1 item &quot;%2&quot; cannot be read as a workload and its figure (&quot;workload: 19.08 us&quot;, &quot;workload: 53.9%&quot; or &quot;workload: 2.17x&quot;); it is not checked</source>
        <translation>%1 的条目“%2”无法读作 workload 及其数值（应为“workload: 19.08 us”“workload: 53.9%”或“workload: 2.17x”）；未予核对</translation>
    </message>
    <message>
        <source>%1 item &quot;%2&quot; names no single workload of the records (kernel_id + workload_id, kernel_id / workload_id, or a workload_id one kernel measures); it is not checked</source>
        <translation>%1 的条目“%2”未指向记录中唯一的 workload（应为 kernel_id + workload_id、kernel_id / workload_id，或仅一个 kernel 测过的 workload_id）；未予核对</translation>
    </message>
</context>
<context>
    <name>SummaryCommand</name>
    <message>
        <source>Per round, the candidate vs current best table from the records</source>
        <translation>根据性能记录逐轮生成“候选 vs current best”对比表</translation>
    </message>
    <message>
        <source>Machine-readable JSON output.</source>
        <translation>输出机器可读的 JSON。</translation>
    </message>
    <message>
        <source>Only this round.</source>
        <translation>只输出这一轮。</translation>
    </message>
    <message>
        <source>Noise threshold (default 0.03).</source>
        <translation>噪声阈值（默认 0.03）。</translation>
    </message>
    <message>
        <source>perf_opt/ or its operator directory.</source>
        <translation>perf_opt/ 或其所在的算子目录。</translation>
    </message>
    <message>
        <source>perfopt summary: usage: perfopt summary DIR [--round N] [--json]</source>
        <translation>perfopt summary: 用法：perfopt summary DIR [--round N] [--json]</translation>
    </message>
    <message>
        <source>perfopt summary: no records for round %1</source>
        <translation>perfopt summary: 第 %1 轮没有性能记录</translation>
    </message>
    <message>
        <source>perfopt summary: round 0 measures the baselines; it has no candidate vs current best table</source>
        <translation>perfopt summary: round 0 测量的是 baseline，没有候选 vs current best 表</translation>
    </message>
    <message>
        <source>perfopt summary: the run has no perf_records.jsonl; the tables are built from the records and are empty</source>
        <translation>perfopt summary：该运行没有 perf_records.jsonl；各表由 records 生成，因此为空</translation>
    </message>
    <message>
        <source>perfopt summary: %1 holds no valid record; the tables are empty</source>
        <translation>perfopt summary：%1 中没有有效记录；各表为空</translation>
    </message>
</context>
<context>
    <name>TaskDurationChart</name>
    <message>
        <source>Noise band ±%1 %</source>
        <translation>噪声带 ±%1%</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <source>Best so far (L0 pass)</source>
        <translation>目前最优（L0 通过）</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>候选</translation>
    </message>
    <message>
        <source>L0 failures</source>
        <translation>L0 失败</translation>
    </message>
    <message>
        <source>Round winners</source>
        <translation>各轮 winner</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>最终</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Speedup vs baseline (×</source>
        <translation>相对基线的加速比 (×</translation>
    </message>
    <message>
        <source>Task Duration (µs</source>
        <translation>Task Duration (µs</translation>
    </message>
    <message>
        <source>, log scale)</source>
        <translation>, 对数坐标)</translation>
    </message>
    <message>
        <source>Baseline measurement</source>
        <translation>基线测量</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>选中</translation>
    </message>
    <message>
        <source>Parent: %1</source>
        <translation>父候选：%1</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation>第 %1 轮 · %2</translation>
    </message>
    <message>
        <source>Task Duration: %1 µs</source>
        <translation>Task Duration：%1 µs</translation>
    </message>
    <message>
        <source>Speedup vs baseline: %1×</source>
        <translation>相对基线的加速比：%1×</translation>
    </message>
    <message>
        <source>Δ vs current best: %1 (best %2 µs)</source>
        <translation>相对当前最优的 Δ：%1（最优 %2 µs）</translation>
    </message>
    <message>
        <source>Δ vs current best: —</source>
        <translation>相对当前最优的 Δ：—</translation>
    </message>
    <message>
        <source>Δ vs baseline: %1</source>
        <translation>相对基线的 Δ：%1</translation>
    </message>
    <message>
        <source>L0: pass</source>
        <translation>L0：通过</translation>
    </message>
    <message>
        <source>L0: &lt;b&gt;FAIL&lt;/b&gt; — kept off the best-so-far line</source>
        <translation>L0：&lt;b&gt;失败&lt;/b&gt; — 不计入目前最优曲线</translation>
    </message>
    <message>
        <source>New best of round %1</source>
        <translation>第 %1 轮的新最优</translation>
    </message>
    <message>
        <source>Final candidate</source>
        <translation>最终候选</translation>
    </message>
    <message>
        <source>Profile: %1</source>
        <translation>性能数据：%1</translation>
    </message>
    <message>
        <source>perf_records.jsonl line %1</source>
        <translation>perf_records.jsonl 第 %1 行</translation>
    </message>
    <message>
        <source>opt_log.md line %1 — from the log&apos;s tables, not verified against records</source>
        <translation>opt_log.md 第 %1 行 — 来自日志表格，未经性能记录核实</translation>
    </message>
    <message>
        <source>Reset Zoom</source>
        <translation>重置缩放</translation>
    </message>
    <message>
        <source>Export This Chart…</source>
        <translation>导出此图表…</translation>
    </message>
    <message>
        <source>Add Note on Candidate %1…</source>
        <translation>为候选 %1 添加备注…</translation>
    </message>
</context>
<context>
    <name>TerminationCheck</name>
    <message>
        <source>Stop reason plateau needs 3 rounds without a gain above the noise threshold; the records show %1 (round %2 gained)</source>
        <translation>停止原因 plateau 要求连续 3 轮没有超出噪声阈值的收益；性能记录显示只有 %1 轮（第 %2 轮有收益）</translation>
    </message>
    <message>
        <source>Stop reason budget_exhausted with %1 round(s) and %2 experiment(s): below the default budget of %3 rounds / %4 experiments (a task budget may be smaller)</source>
        <translation>停止原因为 budget_exhausted，但只进行了 %1 轮、%2 次实验：低于默认预算 %3 轮 / %4 次实验（任务预算可能更小）</translation>
    </message>
    <message>
        <source>The Final Summary states no stop reason (success, budget_exhausted, plateau, blocked, user_stop, precision_fixed)</source>
        <translation>Final Summary 没有给出终止原因（success、budget_exhausted、plateau、blocked、user_stop、precision_fixed）</translation>
    </message>
    <message>
        <source>Stop reason &quot;%1&quot; is none of the workflow&apos;s (success, budget_exhausted, plateau, blocked, user_stop, precision_fixed)</source>
        <translation>终止原因“%1”不是工作流规定的原因之一（success、budget_exhausted、plateau、blocked、user_stop、precision_fixed）</translation>
    </message>
    <message>
        <source>The latest Final Summary states no stop reason; the last one stated is an earlier summary&apos;s (line %1: %2)</source>
        <translation>最新的 Final Summary 没有给出终止原因；最后给出的是更早一份总结中的（第 %1 行：%2）</translation>
    </message>
    <message>
        <source>Stop reason precision_fixed, but the Stage Result&apos;s mode is &quot;%1&quot; (line %2): precision_fixed ends a precision_fix dispatch</source>
        <translation>中止原因为 precision_fixed，但 Stage Result 的 mode 是“%1”（第 %2 行）：precision_fixed 只用于结束 precision_fix 派发</translation>
    </message>
</context>
<context>
    <name>VariantLineage</name>
    <message>
        <source>Candidate &quot;%1&quot; was recorded with parent &quot;%2&quot; before and &quot;%3&quot; here</source>
        <translation>候选“%1”此前记录的父候选为“%2”，此处却为“%3”</translation>
    </message>
    <message>
        <source>Candidate id &quot;%1&quot; is reused in round %2 (first seen in round %3)</source>
        <translation>候选 id“%1”在第 %2 轮被重复使用（首次出现于第 %3 轮）</translation>
    </message>
    <message>
        <source>Parent &quot;%1&quot; of candidate &quot;%2&quot; was never recorded</source>
        <translation>候选“%2”的父候选“%1”从未被记录</translation>
    </message>
    <message>
        <source>parent_id forms a cycle: %1</source>
        <translation>parent_id 形成循环：%1</translation>
    </message>
    <message>
        <source>Recorded candidate &quot;%1&quot; has no kernel file</source>
        <translation>已记录的候选“%1”没有 kernel 文件</translation>
    </message>
    <message>
        <source>artifact_path %1 (relative to perf_opt/: %2) names no kernel file of the run; %3 is read as candidate %4&apos;s</source>
        <translation>artifact_path %1（相对 perf_opt/：%2）不指向该 run 的任何 kernel 文件；按候选 %4 的文件读取 %3</translation>
    </message>
</context>
<context>
    <name>WorkloadInventory</name>
    <message>
        <source>The file starts with a UTF-8 byte order mark; the workflow&apos;s gate cannot read it as JSON</source>
        <translation>文件以 UTF-8 字节顺序标记（BOM）开头，工作流的门禁无法将其作为 JSON 读取</translation>
    </message>
    <message>
        <source>Not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>Expected an object with a &quot;workloads&quot; array</source>
        <translation>应为含“workloads”数组的对象</translation>
    </message>
    <message>
        <source>Workload #%1 is not an object</source>
        <translation>workload #%1 不是对象</translation>
    </message>
    <message>
        <source>Workload #%1 lacks %2</source>
        <translation>workload #%1 缺少 %2</translation>
    </message>
    <message>
        <source>Workload %1 declares kind &quot;%2&quot; but its marks and names make it &quot;%3&quot;</source>
        <translation>workload %1 声明的 kind 为“%2”，但根据其标记和名称应为“%3”</translation>
    </message>
    <message>
        <source>The file is not valid UTF-8 (the workflow&apos;s gate cannot read it)</source>
        <translation>文件不是有效的 UTF-8（工作流的门禁无法读取）</translation>
    </message>
    <message>
        <source>The file holds a non-finite number (NaN, Infinity or an overflow such as 1e999)</source>
        <translation>文件包含非有限数（NaN、Infinity 或 1e999 之类的溢出）</translation>
    </message>
</context>
<context>
    <name>WorkloadSpeedupModel</name>
    <message>
        <source>All keys</source>
        <translation>全部键</translation>
    </message>
    <message>
        <source>geometric mean</source>
        <translation>几何平均</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Dispatch path</source>
        <translation>dispatch 路径</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Baseline (µs)</source>
        <translation>基线 (µs)</translation>
    </message>
    <message>
        <source>Final (µs)</source>
        <translation>最终 (µs)</translation>
    </message>
    <message>
        <source>Final candidate</source>
        <translation>最终候选</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>加速比</translation>
    </message>
</context>
<context>
    <name>WorkspaceDatabase</name>
    <message>
        <source>the Qt PostgreSQL driver (QPSQL) is not installed (Debian: libqt6sql6-psql)</source>
        <translation>未安装 Qt PostgreSQL 驱动（QPSQL）（Debian：libqt6sql6-psql）</translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>无法连接到 %1：%2</translation>
    </message>
    <message>
        <source>cannot read the schema version of %1: %2</source>
        <translation>无法读取 %1 的架构版本：%2</translation>
    </message>
    <message>
        <source>the workspace %1 has schema version %2, newer than the %3 this program knows; update perfopt to use it</source>
        <translation>工作区 %1 的架构版本为 %2，高于本程序所知的 %3；请更新 perfopt 后再使用</translation>
    </message>
    <message>
        <source>%1 changed this note first (revision %2): &quot;%3&quot;</source>
        <translation>%1 已先修改了此备注（修订 %2）：“%3”</translation>
    </message>
    <message>
        <source>%1 changed checklist item %2 first (revision %3); reload to see it</source>
        <translation>%1 已先修改了检查项 %2（修订 %3）；请重新加载查看</translation>
    </message>
    <message>
        <source>%1 changed this review first (revision %2, %3); reload to see it</source>
        <translation>%1 已先修改了此评审（修订 %2，%3）；请重新加载查看</translation>
    </message>
    <message>
        <source>signed off</source>
        <translation>已签署</translation>
    </message>
    <message>
        <source>in review</source>
        <translation>评审中</translation>
    </message>
    <message>
        <source>%1 could not be read again; its snapshot is kept</source>
        <translation>无法再次读取 %1；保留其快照</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1：文件不存在</translation>
    </message>
</context>
<context>
    <name>WorkspaceLocation</name>
    <message>
        <source>not a valid PostgreSQL URL: %1</source>
        <translation>不是有效的 PostgreSQL URL：%1</translation>
    </message>
    <message>
        <source>the workspace URL must not contain a password; set PGPASSWORD or use ~/.pgpass</source>
        <translation>工作区 URL 不得包含密码；请设置 PGPASSWORD 或使用 ~/.pgpass</translation>
    </message>
    <message>
        <source>the PostgreSQL URL names no database: %1</source>
        <translation>PostgreSQL URL 未指定数据库：%1</translation>
    </message>
    <message>
        <source>sqlite: needs a file path</source>
        <translation>sqlite: 需要文件路径</translation>
    </message>
    <message>
        <source>unknown workspace location %1 (a path, sqlite:PATH or postgresql://…)</source>
        <translation>未知的工作区位置 %1（应为路径、sqlite:PATH 或 postgresql://…）</translation>
    </message>
</context>
<context>
    <name>WorkspaceOption</name>
    <message>
        <source>%1: the workspace database, a path, sqlite:PATH or postgresql://user@host:port/db (default: $PERFOPT_WORKSPACE, the workbench&apos;s setting, else %2).</source>
        <translation>%1：工作区数据库，可为路径、sqlite:PATH 或 postgresql://user@host:port/db（默认：$PERFOPT_WORKSPACE、工作台设置，否则为 %2）。</translation>
    </message>
</context>
<context>
    <name>perfopt</name>
    <message>
        <source>Usage: perfopt &lt;command&gt; [options]

Review TileLang kernel tuning runs from the command line.

Commands:
</source>
        <translation>用法：perfopt &lt;command&gt; [options]

在命令行中审阅 TileLang kernel 调优运行。

命令：
</translation>
    </message>
    <message>
        <source>
Options:
  -h, --help     Show this help; `perfopt &lt;command&gt; --help` for a command.
  -v, --version  Show the version.
  --lang &lt;xx&gt;    Message language: en or zh_CN (default: the locale).

Exit codes: 0 success, 1 the run has failures, 2 bad usage or unreadable input.
</source>
        <translation>
选项：
  -h, --help     显示此帮助；`perfopt &lt;command&gt; --help` 查看某个命令的帮助。
  -v, --version  显示版本。
  --lang &lt;xx&gt;    消息语言：en 或 zh_CN（默认：跟随系统区域设置）。

退出码：0 成功，1 运行存在失败项，2 用法错误或输入无法读取。
</translation>
    </message>
    <message>
        <source>perfopt: unknown command &quot;%1&quot;</source>
        <translation>perfopt: 未知命令“%1”</translation>
    </message>
</context>
</TS>
