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
</context>
<context>
    <name>AbTest</name>
    <message>
        <source>No such A/B workdir: %1</source>
        <translation>A/B 工作目录不存在：%1</translation>
    </message>
    <message>
        <source>Pair %1 has no Task Duration rows for A or B (ab_test.py reads OPPROF_*/*/*/OpBasicInfo_*.csv)</source>
        <translation>第 %1 对的 A 或 B 没有 Task Duration 行（ab_test.py 读取 OPPROF_*/*/*/OpBasicInfo_*.csv）</translation>
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
</context>
<context>
    <name>CompTableCheck</name>
    <message>
        <source>opt_log.md has no &quot;candidate vs current best&quot; table with Task Duration</source>
        <translation>opt_log.md 中没有含 Task Duration 的“候选 vs current best”对比表</translation>
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
        <source>Profile %1: Task Duration %2 µs</source>
        <translation>性能数据 %1：Task Duration %2 µs</translation>
    </message>
    <message>
        <source>No kernel file for candidate %1</source>
        <translation>候选 %1 没有 kernel 文件</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
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
</context>
<context>
    <name>LayoutCheck</name>
    <message>
        <source>Not an entry the workflow allows at the top of perf_opt/: %1</source>
        <translation>工作流不允许出现在 perf_opt/ 顶层的条目：%1</translation>
    </message>
</context>
<context>
    <name>LineageCheck</name>
    <message>
        <source>Branch file %1 was never measured (no record cites it)</source>
        <translation>分支文件 %1 从未测量（没有任何记录引用它）</translation>
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
        <source>Best Task Duration</source>
        <translation>最优 Task Duration</translation>
    </message>
    <message>
        <source>L0</source>
        <translation>L0</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
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
        <source>Problems — %1 error(s), %2 warning(s)</source>
        <translation>问题 — %1 个错误，%2 个警告</translation>
    </message>
    <message>
        <source>%1 — %2 — PerfOpt Workbench</source>
        <translation>%1 — %2 — PerfOpt Workbench</translation>
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
        <source>it is a directory</source>
        <translation>它是一个目录</translation>
    </message>
    <message>
        <source>Reading the file failed: %1</source>
        <translation>读取文件失败：%1</translation>
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
        <source>Cannot check the reference %1: the repository root is unknown</source>
        <translation>无法检查参照 %1：仓库根目录未知</translation>
    </message>
    <message>
        <source>Referenced path %1 does not exist in the repository</source>
        <translation>引用的路径 %1 在仓库中不存在</translation>
    </message>
</context>
<context>
    <name>PerfRecordsReader</name>
    <message>
        <source>Cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
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
        <source>msprof_raw_path %1 is absolute; only paths inside the operator directory are opened.</source>
        <translation>msprof_raw_path %1 是绝对路径；只会打开算子目录内的路径。</translation>
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
        <source>No msprof run under %1.</source>
        <translation>%1 下没有 msprof 运行结果。</translation>
    </message>
    <message>
        <source>msprof_raw_path %1 does not exist (looked for %2).</source>
        <translation>msprof_raw_path %1 不存在（查找的是 %2）。</translation>
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
        <source>Task Duration per round</source>
        <translation>每轮 Task Duration</translation>
    </message>
    <message>
        <source>msprof op Task Duration per round</source>
        <translation>每轮的 msprof op Task Duration</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Task Duration (µs)</source>
        <translation>Task Duration (µs)</translation>
    </message>
    <message>
        <source>best so far: %1</source>
        <translation>迄今最优：%1</translation>
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
    <name>RoundSummary</name>
    <message>
        <source>## Round %1 — candidate vs current best (%2)

</source>
        <translation>## 第 %1 轮 — 候选 vs current best（%2）

</translation>
    </message>
    <message>
        <source>winners: %1; geomean speedup over baseline: %2x

</source>
        <translation>winner：%1；相对基线的几何平均加速比：%2x

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
        <source>geometric mean speedup: %1x
</source>
        <translation>几何平均加速比：%1x
</translation>
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
    <name>RunLayout</name>
    <message>
        <source>Not a directory: %1</source>
        <translation>不是目录：%1</translation>
    </message>
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
        <source>More than %1 files under perf_opt/; the file list stops there</source>
        <translation>perf_opt/ 下的文件超过 %1 个，文件列表到此为止</translation>
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
</context>
<context>
    <name>WorkloadInventory</name>
    <message>
        <source>Cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
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
