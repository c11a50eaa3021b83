// SPDX-License-Identifier: MIT
// ChecklistEvaluator: every automatic item both ways — passing on the bundled samples (or a valid
// synthetic run), failing on a synthetic run with the matching defect or on an edited sample copy —
// and every piece of evidence points at a line that exists.
#include "export/stageresultexporter.h"
#include "review/checklistevaluator.h"
#include "run/projectloader.h"
#include "runcopy.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <functional>

using namespace Qt::StringLiterals;
using Status = ChecklistVerdict::Status;
using Edits = QList<std::pair<QString, QString>>;

namespace {

struct Case
{
    const char *name;
    const char *item;
    Status expected;
    std::function<bool(const QString &dir)> make;
    const char *says = nullptr; // when set, the verdict's summary or an evidence text contains it
};

std::function<bool(const QString &)> sample(const QString &name)
{
    return [name](const QString &dir) {
        return RunCopy::copyTree(RunCopy::sample(name), dir);
    };
}

// A copy of a sample with edits to one of its files (relative to the operator directory).
std::function<bool(const QString &)> edited(const QString &name, const QString &file, const Edits &edits)
{
    return [=](const QString &dir) {
        return RunCopy::copyTree(RunCopy::sample(name), dir) && RunCopy::editFile(QDir(dir).filePath(file), edits);
    };
}

// Further edits to a file of a run another maker built.
std::function<bool(const QString &)> edited(std::function<bool(const QString &)> base, const QString &file,
                                            const Edits &edits)
{
    return [=](const QString &dir) {
        return base(dir) && RunCopy::editFile(QDir(dir).filePath(file), edits);
    };
}

// Drops the lines of a file that hold every one of `parts`; false if none does.
std::function<bool(const QString &)> withoutLines(std::function<bool(const QString &)> base, const QString &file,
                                                  const QList<QByteArray> &parts)
{
    return [=](const QString &dir) {
        if (!base(dir))
            return false;
        QFile f(QDir(dir).filePath(file));
        if (!f.open(QIODevice::ReadOnly))
            return false;
        QByteArray kept;
        bool dropped = false;
        for (const QByteArray &line : f.readAll().split('\n')) {
            const bool drop = std::all_of(parts.cbegin(), parts.cend(), [&](const QByteArray &p) { return line.contains(p); });
            dropped = dropped || drop;
            if (!drop)
                kept += line + '\n';
        }
        kept.chop(1);
        f.close();
        return dropped && f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(kept) == kept.size();
    };
}

// Cuts a file after the line holding `marker` and appends `tail`.
std::function<bool(const QString &)> endingAfter(std::function<bool(const QString &)> base, const QString &file,
                                                 const QByteArray &marker, const QByteArray &tail)
{
    return [=](const QString &dir) {
        if (!base(dir))
            return false;
        QFile f(QDir(dir).filePath(file));
        if (!f.open(QIODevice::ReadOnly))
            return false;
        QByteArray text = f.readAll();
        f.close();
        const qsizetype at = text.indexOf(marker);
        if (at < 0)
            return false;
        text = text.left(text.indexOf('\n', at) + 1) + tail;
        return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text) == text.size();
    };
}

// Removes a file or a folder of a run another maker built.
std::function<bool(const QString &)> without(std::function<bool(const QString &)> base, const QString &path)
{
    return [=](const QString &dir) {
        const QFileInfo target(QDir(dir).filePath(path));
        return base(dir) && (target.isDir() ? QDir(target.filePath()).removeRecursively() : QFile::remove(target.filePath()));
    };
}

std::function<bool(const QString &)> synth(const QStringList &arguments)
{
    return [arguments](const QString &dir) {
        return RunCopy::synth(dir, arguments);
    };
}

std::function<bool(const QString &)> withFile(std::function<bool(const QString &)> base, const QString &file,
                                              const QByteArray &contents, bool append = false)
{
    return [=](const QString &dir) {
        if (!base(dir))
            return false;
        QFile f(QDir(dir).filePath(file));
        if (!f.open(append ? QIODevice::Append : QIODevice::WriteOnly | QIODevice::Truncate))
            return false;
        return f.write(contents) == contents.size();
    };
}

const QString log = QStringLiteral("perf_opt/opt_log.md");
const QString records = QStringLiteral("perf_opt/perf_records.jsonl");
const QString design = QStringLiteral("DESIGN.md");

// argmax_like with the rolled-back round2_blk48's file copied over argmax_like.py, and its final
// records stamped with that file's SHA-256 (what measuring the wrong file gives).
std::function<bool(const QString &)> finalIsRolledBackBranch()
{
    return [](const QString &dir) {
        if (!sample(u"argmax_like"_s)(dir))
            return false;
        QFile branch(QDir(dir).filePath(u"perf_opt/argmax_like_round2_blk48.py"_s));
        QFile final(QDir(dir).filePath(u"perf_opt/argmax_like.py"_s));
        QFile recordsFile(QDir(dir).filePath(records));
        if (!branch.open(QIODevice::ReadOnly) || !recordsFile.open(QIODevice::ReadOnly))
            return false;
        const QByteArray bytes = branch.readAll();
        QByteArray lines = recordsFile.readAll();
        recordsFile.close();
        lines.replace("436dd2683f007273b6d22bfa51508159469044906d0ba8ae5067abfc3b30b9e5",
                      QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
        return final.open(QIODevice::WriteOnly | QIODevice::Truncate) && final.write(bytes) == bytes.size()
            && recordsFile.open(QIODevice::WriteOnly | QIODevice::Truncate) && recordsFile.write(lines) == lines.size();
    };
}

// A log-only run from the corpus logs in tests/data/optlog: <op>/perf_opt/opt_log.md and <op>/<op>.py.
std::function<bool(const QString &)> logOnly(const QString &corpusLog)
{
    return [=](const QString &dir) {
        QFile kernel(QDir(dir).filePath(QFileInfo(dir).fileName() + u".py"_s));
        return QDir().mkpath(QDir(dir).filePath(u"perf_opt"_s))
            && QFile::copy(QStringLiteral(PERFOPT_TEST_DATA_DIR "/optlog/") + corpusLog,
                           QDir(dir).filePath(u"perf_opt/opt_log.md"_s))
            && kernel.open(QIODevice::WriteOnly) && kernel.write("# baseline\n") > 0;
    };
}

// rms_norm with its two §1.6.3 lines (57 and 201) saying `said`: only what they say decides.
std::function<bool(const QString &)> design163Says(const QString &said)
{
    return edited(
        u"rms_norm"_s, u"perf_opt/opt_log.md"_s,
        {{u"- §1.6.3 对照：向量化轴 = N（最内连续轴），scalar 占比 0.06–0.11 ≪ 0.5，无换轴触发信号；布局决策维持。"_s,
          u"- §1.6.3 对照："_s + said},
         {u"- 现象与 §1.6.3 决策一致（scalar 占比 0.2 < 0.5，vec 轴连续），不触发换轴。"_s, u"- §1.6.3 复核："_s + said}});
}

// rms_norm with its header's toolchain stamp (line 6) reading `stamp`, and the retrospective's stamp
// (line 387) only '同上': line 6 alone decides.
std::function<bool(const QString &)> stampSays(const QString &stamp)
{
    return edited(u"rms_norm"_s, u"perf_opt/opt_log.md"_s,
                  {{u"| tilelang 0.1.2+3f9c2e71d0 / CANN 8.5.0 / Ascend910B2C |"_s, u"| 同上 |"_s},
                   {u"CANN 8.5.0 + tilelang 0.1.2+3f9c2e71d0"_s, stamp}});
}

// A line of rms_norm's log (Iteration 3's A/B section) that reports a plan's adjudication.
const QString kAbHeading = u"### A/B 裁决（short_row/fp16，<20 µs kernel 上 −3.8% < 5%，T-2 强制）"_s;
std::function<bool(const QString &)> logReportsPlan(std::function<bool(const QString &)> base, const QString &report)
{
    return edited(std::move(base), u"perf_opt/opt_log.md"_s, {{kAbHeading, report + u"\n\n"_s + kAbHeading}});
}
const QString kPlanReport
    = u"- 实验裁决（DESIGN §1.6.3）：主选 18.62 µs，核内转置备选 19.40 µs → 主选胜出，固化设计判定。"_s;

// rms_norm's DESIGN.md with line 45 (its denied plan) replaced, and its log reporting the plan's A/B.
std::function<bool(const QString &)> planSays(const QString &line)
{
    return logReportsPlan(
        edited(
            u"rms_norm"_s, u"DESIGN.md"_s,
            {{u"- 本设计无「主选 + 备选 + 实验裁决计划」三件套（备选已按上条以 UB 容量与 pass 数否决），Stage 4 不强制 A/B 裁决布局。"_s,
              line}}),
        kPlanReport);
}

// argmax_like's log with a line inserted before its stated target (line 8).
std::function<bool(const QString &)> beforeTarget(const QString &line)
{
    return edited(u"argmax_like"_s, u"perf_opt/opt_log.md"_s,
                  {{u"- 性能目标（conductor 下发）："_s, line + u"\n- 性能目标（conductor 下发）："_s}});
}

// rms_norm's DESIGN.md with the plan its §1.6.3 declines (主选 + 备选 + 实验裁决计划).
const Edits abPlanStated {
    {u"- 本设计无「主选 + 备选 + 实验裁决计划」三件套（备选已按上条以 UB 容量与 pass 数否决），Stage 4 不强制 A/B 裁决布局。"_s,
     u"- 主选 + 备选 + 实验裁决计划：short_row 4096×1024 上主选与核内转置备选 A/B 实测，备选快 ≥ 5% 即采纳备选。"_s}};

const QList<Case> &cases()
{
    static const QList<Case> all = {
        // Phase 0
        {"operator-type pass", "p0.operator-type", Status::Pass, sample(u"argmax_like"_s)},
        // The options listed while the type is still open, or two of them: no type decided.
        {"operator-type fail: undecided", "p0.operator-type", Status::Fail,
         edited(u"argmax_like"_s, log,
                {{u"Op Type **vector**——AIV-only 启动"_s,
                  u"算子类型：未判定（cube / vector / mix 待 profile 后再定）"_s}})},
        {"operator-type fail: two types", "p0.operator-type", Status::Fail,
         edited(u"argmax_like"_s, log, {{u"Op Type **vector**——AIV-only 启动"_s, u"Op Type：vector 或 mix"_s}})},
        {"operator-type fail (synthetic log)", "p0.operator-type", Status::Fail, synth({})},
        {"design-163 pass", "p0.design-163", Status::Pass, sample(u"rms_norm"_s)},
        {"design-163 fail", "p0.design-163", Status::Fail, edited(u"rms_norm"_s, log, {{u"1.6.3"_s, u"1.6.x"_s}})},
        {"design-163 n/a", "p0.design-163", Status::NotApplicable, synth({})},
        // Saying the comparison was not made is not making it.
        {"design-163 fail: 本轮未做", "p0.design-163", Status::Fail,
         edited(
             u"rms_norm"_s, log,
             {{u"- §1.6.3 对照：向量化轴 = N（最内连续轴），scalar 占比 0.06–0.11 ≪ 0.5，无换轴触发信号；布局决策维持。"_s,
               u"- §1.6.3 对照：本轮未做。"_s},
              {u"- 现象与 §1.6.3 决策一致（scalar 占比 0.2 < 0.5，vec 轴连续），不触发换轴。"_s,
               u"- §1.6.3 布局核对跳过，留待下一轮。"_s}})},
        {"design-163 fail: not done", "p0.design-163", Status::Fail,
         edited(u"argmax_like"_s, log,
                {{u"- 换轴分析结论：DESIGN §1.6.3 已论证沿 M 向量化只增加 pass；"_s,
                  u"- DESIGN §1.6.3 check: not done this round; "_s},
                 {u"Round 1 现象 P1 + DESIGN §1.6.3"_s, u"Round 1 现象 P1"_s}})},
        // A decision taken after the comparison ("未做换轴") is the comparison made.
        // (Line 201 no longer names §1.6.3: the edited line alone decides.)
        {"design-163 pass: a check that keeps the axis", "p0.design-163", Status::Pass,
         edited(u"rms_norm"_s, log,
                {{u"无换轴触发信号；布局决策维持。"_s, u"未做换轴（无触发信号）。"_s},
                 {u"- 现象与 §1.6.3 决策一致"_s, u"- 现象与布局决策一致"_s}})},
        // A decision not to change the layout, taken after looking, is the comparison made.
        {"design-163 pass: 布局不做调整", "p0.design-163", Status::Pass,
         design163Says(u"scalar 占比 0.06–0.11 ≪ 0.5，与设计一致，布局不做调整。"_s)},
        {"design-163 pass: 维持原布局，不做调整", "p0.design-163", Status::Pass,
         design163Says(u"维持原布局，不做调整。"_s)},
        {"design-163 pass: 不做 NZ 转置", "p0.design-163", Status::Pass, design163Says(u"不做 NZ 转置。"_s)},
        {"design-163 pass: 未做 layout 变换", "p0.design-163", Status::Pass, design163Says(u"未做 layout 变换。"_s)},
        {"design-163 pass: 未检查到换轴信号", "p0.design-163", Status::Pass,
         design163Says(u"未检查到 bank conflict 或换轴信号。"_s)},
        {"design-163 pass: 跳过换轴", "p0.design-163", Status::Pass,
         design163Says(u"跳过换轴（scalar 占比 0.2 < 0.5）。"_s)},
        // Only the comparison itself not made counts as not made.
        {"design-163 fail: 未对照", "p0.design-163", Status::Fail, design163Says(u"未对照。"_s), "not made"},
        {"design-163 fail: 未核对（时间不足）", "p0.design-163", Status::Fail,
         design163Says(u"未核对（时间不足）。"_s)},
        {"design-163 fail: 未检查（§1.6.3）", "p0.design-163", Status::Fail, design163Says(u"未检查（§1.6.3）。"_s)},
        {"design-163 fail: 本轮未做，留待后续", "p0.design-163", Status::Fail,
         design163Says(u"本轮未做，留待后续。"_s)},
        {"design-163 fail: skipped the check", "p0.design-163", Status::Fail,
         design163Says(u"skipped the check this round."_s)},
        {"design-163 fail: 未做 before a comma", "p0.design-163", Status::Fail,
         design163Says(u"本轮未做，见下一轮。"_s)},
        {"trap-stamps pass", "p0.trap-stamps", Status::Pass, sample(u"rms_norm"_s)},
        {"trap-stamps fail", "p0.trap-stamps", Status::Fail, edited(u"rms_norm"_s, log, {{u"CANN"_s, u"C-A-N-N"_s}})},
        // The stamp's fields without their versions record nothing.
        {"trap-stamps fail: tilelang 未知", "p0.trap-stamps", Status::Fail,
         edited(u"rms_norm"_s, log, {{u"tilelang 0.1.2+3f9c2e71d0"_s, u"tilelang: 未知"_s}})},
        {"trap-stamps fail: CANN ?", "p0.trap-stamps", Status::Fail,
         edited(u"argmax_like"_s, log, {{u"CANN 9.0.0"_s, u"CANN: ?"_s}})},
        {"trap-stamps fail: empty values", "p0.trap-stamps", Status::Fail,
         edited(u"argmax_like"_s, log,
                {{u"tilelang 0.1.2+8c41d7e2aa"_s, u"tilelang:"_s}, {u"CANN 9.0.0"_s, u"CANN:"_s}})},
        {"trap-stamps fail: unknown", "p0.trap-stamps", Status::Fail,
         edited(u"argmax_like"_s, log, {{u"tilelang 0.1.2+8c41d7e2aa"_s, u"tilelang unknown"_s}})},
        {"trap-stamps pass: a commit hash", "p0.trap-stamps", Status::Pass,
         edited(u"argmax_like"_s, log, {{u"tilelang 0.1.2+8c41d7e2aa"_s, u"tilelang commit 8c41d7e2aa"_s}})},
        // A hash that starts with a letter is no version number: only the hash reading passes it.
        {"trap-stamps pass: a commit hash of letters first", "p0.trap-stamps", Status::Pass,
         edited(u"argmax_like"_s, log, {{u"tilelang 0.1.2+8c41d7e2aa"_s, u"tilelang commit abcdef0"_s}})},
        {"trap-stamps pass: a commit hash of hex letters only", "p0.trap-stamps", Status::Pass,
         edited(u"argmax_like"_s, log, {{u"tilelang 0.1.2+8c41d7e2aa"_s, u"tilelang commit abcdefab"_s}})},
        {"trap-stamps fail: a word, not a hash", "p0.trap-stamps", Status::Fail,
         edited(u"argmax_like"_s, log, {{u"tilelang 0.1.2+8c41d7e2aa"_s, u"tilelang commit latest"_s}})},
        // A date beside the field is no version ("tilelang:（2026-10-09 build）").
        {"trap-stamps fail: a date only", "p0.trap-stamps", Status::Fail,
         edited(u"argmax_like"_s, log, {{u"tilelang 0.1.2+8c41d7e2aa"_s, u"tilelang:"_s}})},
        // Real stamps: the version glued to the name, behind a label or a package word, or in a table.
        {"trap-stamps pass: lerp_tensor's environment line", "p0.trap-stamps", Status::Pass,
         withoutLines(withoutLines(logOnly(u"lerp_tensor.genA.opt_log.md"_s), log,
                                   {"| elementwise 多输入 kernel ≥16M 贴 copy 地板"}),
                      log, {"- 版本戳声明："})},
        {"trap-stamps pass: CANN8.5.0", "p0.trap-stamps", Status::Pass,
         stampSays(u"CANN8.5.0 + tilelang 0.1.2+3f9c2e71d0"_s)},
        {"trap-stamps pass: CANN_8.5.0 + tilelang_0.1.2", "p0.trap-stamps", Status::Pass,
         stampSays(u"CANN_8.5.0 + tilelang_0.1.2+3f9c2e71d0"_s)},
        {"trap-stamps pass: CANN toolkit, TileLang-Ascend commit", "p0.trap-stamps", Status::Pass,
         stampSays(u"CANN toolkit 8.5.0 + TileLang-Ascend commit 3f9c2e71d0"_s)},
        {"trap-stamps pass: cann-8.5.0", "p0.trap-stamps", Status::Pass,
         stampSays(u"Ascend-cann-8.5.0 + tilelang 0.1.2+3f9c2e71d0"_s)},
        // rms_norm without its Phase 0 decision: the rolled-back v4_aivonly's profile cell
        // ("valid（Op Type = vector）", line 298) decides nothing.
        {"operator-type fail: only a branch's profile cell", "p0.operator-type", Status::Fail,
         edited(u"rms_norm"_s, log,
                {{u"；算子类型判定：**mix**（msprof Op Type = mix，`main_kernel_mix_aic`，cube0 行仅 scalar 空转）"_s,
                  u""_s}})},
        // Words between the key and the type are no obstacle; a change a branch made is no decision.
        {"operator-type pass: 算子类型（Op Type）：mix", "p0.operator-type", Status::Pass,
         edited(u"rms_norm"_s, log, {{u"算子类型判定：**mix**"_s, u"算子类型（Op Type）：mix"_s}})},
        {"operator-type pass: 算子类型：纯 mix 算子", "p0.operator-type", Status::Pass,
         edited(u"rms_norm"_s, log, {{u"算子类型判定：**mix**"_s, u"算子类型：纯 mix 算子"_s}})},
        {"operator-type pass: Operator type (msprof Op Type): mix", "p0.operator-type", Status::Pass,
         edited(u"rms_norm"_s, log, {{u"算子类型判定：**mix**"_s, u"Operator type (msprof Op Type): mix"_s}})},
        {"operator-type fail: a type that changed", "p0.operator-type", Status::Fail,
         edited(u"rms_norm"_s, log,
                {{u"；算子类型判定：**mix**（msprof Op Type = mix，`main_kernel_mix_aic`，cube0 行仅 scalar 空转）"_s,
                  u"；算子类型后来变为 vector"_s}})},
        {"operator-type pass: a Phase 0 table", "p0.operator-type", Status::Pass,
         edited(u"rms_norm"_s, log,
                {{u"；算子类型判定：**mix**（msprof Op Type = mix，`main_kernel_mix_aic`，cube0 行仅 scalar 空转）"_s,
                  u"\n\n| 项 | 结论 |\n|---|---|\n| 算子类型 | mix |\n"_s}})},
        {"trap-stamps pass: a stamp table", "p0.trap-stamps", Status::Pass,
         stampSays(
             u"\n\n| device | CANN | tilelang |\n|---|---|---|\n| Ascend910B2C | 8.5.0 | 0.1.2+3f9c2e71d0 |\n"_s)},
        {"trap-stamps fail: a stamp table without versions", "p0.trap-stamps", Status::Fail,
         stampSays(u"\n\n| device | CANN | tilelang |\n|---|---|---|\n| Ascend910B2C | 未知 | 待定 |\n"_s)},
        {"trap-stamps fail: CANN 未知 … tilelang 待定", "p0.trap-stamps", Status::Fail,
         stampSays(u"CANN: 未知 … tilelang: 待定"_s)},
        {"ab-plan pass", "p0.ab-plan", Status::Pass,
         logReportsPlan(edited(u"rms_norm"_s, design, abPlanStated), kPlanReport)},
        // A heading naming the plan, its figures in the table below.
        {"ab-plan pass: a section with a table", "p0.ab-plan", Status::Pass,
         logReportsPlan(edited(u"rms_norm"_s, design, abPlanStated),
                        u"### 实验裁决：主选 vs 备选（核内转置）\n\n| variant | short_row/fp16 (us) |\n|---|---:|\n"
                        "| 主选 | 18.62 |\n| 备选 | 19.40 |"_s)},
        {"ab-plan pass: in English", "p0.ab-plan", Status::Pass,
         logReportsPlan(
             edited(u"rms_norm"_s, design, abPlanStated),
             u"- Adjudication plan run: the in-core transpose alternative was 4.2% slower; the primary wins."_s)},
        // rms_norm's own A/B is the <5 % protocol's (v3_bs4096 against v2_ubreuse), not the plan's
        // primary against alternative: the log does not show the plan ran.
        // A plan section with sub-headings, a long introduction, or naming the plan by its DESIGN
        // section: reported. The plan restated with the design's estimate: no result.
        {"ab-plan pass: a section with sub-headings", "p0.ab-plan", Status::Pass,
         logReportsPlan(
             edited(u"rms_norm"_s, design, abPlanStated),
             u"### 实验裁决（DESIGN §1.6.3）\n\n#### 实测（short_row 4096×1024）\n\n| variant | us |\n|---|---:|\n"
             "| 沿 N | 18.62 |\n| 核内转置 | 19.40 |"_s)},
        {"ab-plan pass: the plan named by its DESIGN section", "p0.ab-plan", Status::Pass,
         logReportsPlan(
             edited(u"rms_norm"_s, design, abPlanStated),
             u"### A/B：沿 N vs 核内转置（DESIGN §1.6.3 的计划）\n\n- 沿 N 18.62 µs，核内转置 19.40 µs → 沿 N 胜出"_s)},
        {"ab-plan manual: the plan restated with its estimate", "p0.ab-plan", Status::Manual,
         logReportsPlan(edited(u"rms_norm"_s, design, abPlanStated),
                        u"- Phase 0 复述 DESIGN：主选沿 N（估算 55–60 µs），实验裁决计划见 DESIGN §1.6.3。"_s)},
        {"ab-plan manual: only a T-2 A/B", "p0.ab-plan", Status::Manual, edited(u"rms_norm"_s, design, abPlanStated)},
        // Naming the plan without a figure or a verdict, or to say it was skipped, reports nothing.
        {"ab-plan manual: the plan named, no outcome", "p0.ab-plan", Status::Manual,
         logReportsPlan(edited(u"rms_norm"_s, design, abPlanStated), u"- 备选变体待实现。"_s)},
        {"ab-plan manual: the log denies the plan", "p0.ab-plan", Status::Manual,
         logReportsPlan(edited(u"rms_norm"_s, design, abPlanStated), u"- 本轮无实验裁决（主选 18.62 µs 已达标）。"_s)},
        {"ab-plan fail", "p0.ab-plan", Status::Fail,
         edited(edited(u"rms_norm"_s, design, abPlanStated), log, {{u"A/B"_s, u"AB"_s}, {u"裁决"_s, u"判定"_s}})},
        {"ab-plan n/a", "p0.ab-plan", Status::NotApplicable, sample(u"argmax_like"_s)},
        // DESIGN.md saying it has no plan has none, whatever the log reports ("本设计无「…实验裁决计划」三件套").
        {"ab-plan n/a: a plan denied", "p0.ab-plan", Status::NotApplicable, sample(u"rms_norm"_s)},
        {"ab-plan n/a: 无实验裁决计划", "p0.ab-plan", Status::NotApplicable,
         withFile(sample(u"argmax_like"_s), design, "\n- DESIGN §1.6 无实验裁决计划。\n", true)},
        {"ab-plan n/a: 没有实验裁决", "p0.ab-plan", Status::NotApplicable,
         withFile(sample(u"argmax_like"_s), design, "\n- 布局路线已定，没有实验裁决。\n", true)},
        {"ab-plan n/a: no adjudication plan", "p0.ab-plan", Status::NotApplicable,
         withFile(sample(u"argmax_like"_s), design, "\n- There is no experiment adjudication plan.\n", true)},
        {"ab-plan n/a: 实验裁决计划：无", "p0.ab-plan", Status::NotApplicable,
         withFile(sample(u"argmax_like"_s), design, "\n- 实验裁决计划：无（备选已否决）\n", true)},
        // A negation elsewhere in the clause does not deny the plan.
        {"ab-plan pass: 主选（无转置）", "p0.ab-plan", Status::Pass,
         planSays(
             u"- 主选（无转置）+ 备选（核内转置）+ 实验裁决计划：short_row 4096×1024 上主选与备选 A/B 实测，备选快 ≥ 5% 即采纳。"_s)},
        {"ab-plan pass: 无论主选还是备选", "p0.ab-plan", Status::Pass,
         planSays(u"- 无论主选还是备选胜出都以实验裁决计划为准：short_row 4096×1024 上 A/B 实测。"_s)},
        {"ab-plan pass: No-regression adjudication plan", "p0.ab-plan", Status::Pass,
         planSays(
             u"- No-regression adjudication plan: A/B on short_row 4096×1024, the alternative adopted when ≥ 5% faster."_s)},
        // Saying the plan is not needed is saying there is none.
        {"ab-plan n/a: 实验裁决计划：无需", "p0.ab-plan", Status::NotApplicable,
         planSays(u"- 实验裁决计划：无需（备选已按上条以 UB 容量与 pass 数否决）。"_s)},
        {"ab-plan n/a: 实验裁决：不需要", "p0.ab-plan", Status::NotApplicable, planSays(u"- 实验裁决：不需要。"_s)},
        {"ab-plan n/a: Adjudication plan: not needed", "p0.ab-plan", Status::NotApplicable,
         planSays(u"- Adjudication plan: not needed."_s)},
        {"ab-plan n/a: 不需实验裁决", "p0.ab-plan", Status::NotApplicable, planSays(u"- 布局已定，不需实验裁决。"_s)},
        {"ab-plan n/a: without an adjudication plan", "p0.ab-plan", Status::NotApplicable,
         planSays(u"- The layout is decided without an adjudication plan."_s)},
        // A long line of denials: each is read in a bounded window, not its whole clause (quadratic: ~10 s).
        {"ab-plan n/a: 16k denials on one line", "p0.ab-plan", Status::NotApplicable,
         withFile(sample(u"argmax_like"_s), design, QByteArray("无实验裁决 ").repeated(16 * 1024), true)},
        // The log saying no A/B is needed reports none (rms_norm line 189: '> 5% 无需 A/B').
        {"ab-plan fail: 无需 A/B", "p0.ab-plan", Status::Fail,
         edited(edited(u"rms_norm"_s, design, abPlanStated), log,
                {{u"A/B"_s, u"AB"_s}, {u"裁决"_s, u"判定"_s}, {u"无需 AB"_s, u"无需 A/B"_s}})},
        {"ab-plan fail: 不需 A/B", "p0.ab-plan", Status::Fail,
         edited(edited(u"rms_norm"_s, design, abPlanStated), log,
                {{u"A/B"_s, u"AB"_s}, {u"裁决"_s, u"判定"_s}, {u"无需 AB"_s, u"不需 A/B 裁决"_s}})},
        // Phase 1
        {"dispatch-paths pass", "p1.dispatch-paths", Status::Pass, sample(u"rms_norm"_s)},
        {"dispatch-paths fail", "p1.dispatch-paths", Status::Fail,
         edited(u"rms_norm"_s, records,
                {{u"\"parent_id\": null, \"dispatch_path\": \"long_row\", \"workload\": \"bf16_8x262144\""_s,
                  u"\"parent_id\": null, \"dispatch_path\": \"long_rowx\", \"workload\": \"bf16_8x262144\""_s}})},
        {"inventory pass", "p1.inventory", Status::Pass, sample(u"argmax_like"_s)},
        {"inventory fail", "p1.inventory", Status::Fail,
         synth({u"--generation"_s, u"B"_s, u"--defect"_s, u"genb-no-inventory"_s})},
        {"valid-profiles pass", "p1.valid-profiles", Status::Pass, sample(u"argmax_like"_s)},
        {"valid-profiles fail", "p1.valid-profiles", Status::Fail, synth({u"--defect"_s, u"profile-mismatch"_s})},
        // Nothing ties a profile to a Task Duration: nothing checked, nothing passed.
        {"valid-profiles manual without records", "p1.valid-profiles", Status::Manual,
         without(sample(u"rms_norm"_s), records)},
        {"valid-profiles fail without records or profiles", "p1.valid-profiles", Status::Fail,
         without(without(without(sample(u"rms_norm"_s), records), u"perf_opt/profiles"_s), u"perf_opt/ab_round3"_s)},
        {"baseline-record pass", "p1.baseline-record", Status::Pass, sample(u"argmax_like"_s)},
        {"baseline-record fail", "p1.baseline-record", Status::Fail,
         edited(u"rms_norm"_s, records,
                {{u"\"parent_id\": null, \"dispatch_path\": \"short_row\", \"workload\": \"fp16_4096x1024\""_s,
                  u"\"parent_id\": \"ghost\", \"dispatch_path\": \"short_row\", \"workload\": \"fp16_4096x1024\""_s}})},
        // A run stopped before its final records: its baseline is fine (the finals are Phase 3's).
        {"baseline-record pass: a Gen B run without final records", "p1.baseline-record", Status::Pass,
         withoutLines(sample(u"argmax_like"_s), records, {"\"phase\": \"final\""})},
        {"final-claim fail: a Gen B run without final records", "p3.final-claim", Status::Fail,
         withoutLines(sample(u"argmax_like"_s), records, {"\"phase\": \"final\""}), "S4-PERF-RECORDS-COVERAGE"},
        {"baseline-record fail: a workload without its baseline", "p1.baseline-record", Status::Fail,
         withoutLines(sample(u"argmax_like"_s), records, {"\"phase\": \"baseline\"", "argmax-512x32000-fp32"}),
         "argmax-512x32000-fp32"},
        {"baseline-table pass", "p1.baseline-table", Status::Pass, sample(u"rms_norm"_s)},
        {"baseline-table fail", "p1.baseline-table", Status::Fail,
         edited(
             u"rms_norm"_s, log,
             {{u"## Performance Test Data (Baseline)"_s, u"## 数据"_s},
              {u"Baseline Performance Test Data（round 0，4/4 valid，candidate_id=baseline）："_s,
               u"（4/4 valid）："_s},
              {u"| dispatch_path | workload | target_kernel_name | task_duration_us | block_dim | profile_status | raw_profile_dir |"_s,
               u"| a | b | c | d | e | f | g |"_s}})},
        // A heading is no data: the table under it needs rows with a workload and its Task Duration.
        {"baseline-table fail: a heading without its table", "p1.baseline-table", Status::Fail,
         withoutLines(withoutLines(withoutLines(sample(u"rms_norm"_s), log, {"perf_opt/profiles/round0/baseline/"}),
                                   log, {"| dispatch_path | workload | target_kernel_name |"}),
                      log, {"|---|---|---|---:|---:|---|---|"}),
         "Task Duration"},
        {"baseline-table fail: a table without rows", "p1.baseline-table", Status::Fail,
         withoutLines(sample(u"rms_norm"_s), log, {"perf_opt/profiles/round0/baseline/"}), "no rows"},
        {"baseline-table fail: rows without a Task Duration", "p1.baseline-table", Status::Fail,
         edited(u"argmax_like"_s, log,
                {{u"| 41.362 | 32 (vector)"_s, u"| — | 32 (vector)"_s},
                 {u"| 118.741 | 32 (vector)"_s, u"| — | 32 (vector)"_s},
                 {u"| 38.905 | 32 (vector)"_s, u"| — | 32 (vector)"_s}}),
         "Task Duration"},
        // Workload columns under other names, and a table whose columns none of the names fit.
        {"baseline-table pass: 路径 | 用例", "p1.baseline-table", Status::Pass,
         edited(u"rms_norm"_s, log,
                {{u"| dispatch_path | workload | target_kernel_name | task_duration_us |"_s,
                  u"| 路径 | 用例 | 核函数 | task_duration_us |"_s}})},
        {"baseline-table pass: path | M×N", "p1.baseline-table", Status::Pass,
         edited(u"rms_norm"_s, log,
                {{u"| dispatch_path | workload | target_kernel_name | task_duration_us |"_s,
                  u"| path | M×N | 核函数 | Task Duration(us) |"_s}})},
        {"baseline-table pass: a row named by its first cell", "p1.baseline-table", Status::Pass,
         edited(u"rms_norm"_s, log,
                {{u"| dispatch_path | workload | target_kernel_name | task_duration_us |"_s,
                  u"| 名称 | 备注 | 核函数 | task_duration_us |"_s}})},
        {"baseline-table fail: rows numbered, no workload", "p1.baseline-table", Status::Fail,
         edited(u"rms_norm"_s, log,
                {{u"| dispatch_path | workload | target_kernel_name | task_duration_us |"_s,
                  u"| # | 备注 | 核函数 | task_duration_us |"_s},
                 {u"| short_row | fp16_4096x1024 | main_kernel_mix_aic | 31.42 |"_s,
                  u"| 1 | — | main_kernel_mix_aic | 31.42 |"_s},
                 {u"| short_row | bf16_4096x1024 | main_kernel_mix_aic | 32.06 |"_s,
                  u"| 2 | — | main_kernel_mix_aic | 32.06 |"_s},
                 {u"| long_row | fp16_8x262144 | main_kernel_mix_aic | 68.74 |"_s,
                  u"| 3 | — | main_kernel_mix_aic | 68.74 |"_s},
                 {u"| long_row | bf16_8x262144 | main_kernel_mix_aic | 69.58 |"_s,
                  u"| 4 | — | main_kernel_mix_aic | 69.58 |"_s}}),
         "states a workload"},
        {"design-estimate pass", "p1.design-estimate", Status::Pass, sample(u"argmax_like"_s)},
        {"design-estimate fail", "p1.design-estimate", Status::Fail,
         edited(u"rms_norm"_s, log, {{u"设计估算 vs 实测"_s, u"设计估算对照"_s}, {u"D-2"_s, u"D2"_s}})},
        {"design-estimate n/a", "p1.design-estimate", Status::NotApplicable, synth({})},
        // Phase 2
        {"comparison-table pass", "p2.comparison-table", Status::Pass, sample(u"rms_norm"_s)},
        {"comparison-table fail", "p2.comparison-table", Status::Fail,
         synth({u"--defect"_s, u"no-comparison-table"_s})},
        {"same-base pass", "p2.same-base", Status::Pass, synth({})},
        {"same-base fail", "p2.same-base", Status::Fail, synth({u"--defect"_s, u"lineage-cycle"_s})},
        // Gen A records may leave parent_id out: then nothing says what a round derived from.
        {"same-base manual: no record states its parent", "p2.same-base", Status::Manual,
         [](const QString &dir) {
             if (!RunCopy::copyTree(RunCopy::sample(u"rms_norm"_s), dir))
                 return false;
             QFile f(QDir(dir).filePath(records));
             if (!f.open(QIODevice::ReadOnly))
                 return false;
             static const QRegularExpression parent(u"\"parent_id\": (?:null|\"[^\"]*\"), "_s);
             const QByteArray bytes = QString::fromUtf8(f.readAll()).remove(parent).toUtf8();
             f.close();
             return !bytes.contains("parent_id") && f.open(QIODevice::WriteOnly | QIODevice::Truncate)
                 && f.write(bytes) == bytes.size();
         },
         "parent_id"},
        {"one-change manual", "p2.one-change", Status::Manual, sample(u"rms_norm"_s)},
        {"l0 pass (a losing branch failed)", "p2.l0", Status::Pass, sample(u"rms_norm"_s)},
        {"l0 fail", "p2.l0", Status::Fail, synth({u"--defect"_s, u"l0-failure"_s})},
        // The winner's record states no L0 result: its absence is no pass.
        {"l0 fail: a winner's record without l0_pass", "p2.l0", Status::Fail,
         edited(u"rms_norm"_s, records,
                {{u"\"duration_us\": 17.92, \"l0_pass\": true, "_s, u"\"duration_us\": 17.92, "_s}})},
        {"records-appended pass", "p2.records-appended", Status::Pass, synth({u"--generation"_s, u"B"_s})},
        {"records-appended fail", "p2.records-appended", Status::Fail, synth({u"--defect"_s, u"bad-json-line"_s})},
        {"lineage pass", "p2.lineage", Status::Pass, sample(u"rms_norm"_s)},
        {"lineage fail", "p2.lineage", Status::Fail, synth({u"--defect"_s, u"unknown-parent"_s})},
        {"merge pass", "p2.merge", Status::Pass, sample(u"argmax_like"_s)},
        {"merge fail", "p2.merge", Status::Fail, synth({u"--generation"_s, u"B"_s})},
        // Round 2's winner re-measured on two of the three tune workloads: not on every one.
        {"merge fail: a tune workload without its merged record", "p2.merge", Status::Fail,
         withoutLines(sample(u"argmax_like"_s), records,
                      {"\"candidate_id\": \"merged_r2_pipe\"", "\"workload_id\": \"argmax-8192x1024-bf16\""}),
         "argmax-8192x1024-bf16"},
        // One winner without merged records, another re-measured on some workloads: each said as it is.
        {"merge fail: one winner unmeasured, one partly", "p2.merge", Status::Fail,
         withoutLines(withoutLines(sample(u"argmax_like"_s), records, {"\"candidate_id\": \"merged_r1_a_chain\""}),
                      records, {"\"candidate_id\": \"merged_r2_pipe\"", "\"workload_id\": \"argmax-8192x1024-bf16\""}),
         "1 winner(s) without a merged re-measurement"},
        {"non-regression pass", "p2.non-regression", Status::Pass, synth({})},
        {"non-regression fail", "p2.non-regression", Status::Fail, synth({u"--defect"_s, u"regression"_s})},
        {"small-wins pass", "p2.small-wins", Status::Pass, sample(u"rms_norm"_s)},
        {"small-wins fail", "p2.small-wins", Status::Fail, synth({u"--defect"_s, u"small-win-no-ab"_s})},
        {"decisions pass", "p2.decisions", Status::Pass, sample(u"rms_norm"_s)},
        {"decisions fail", "p2.decisions", Status::Fail,
         edited(u"rms_norm"_s, log,
                {{u"- winner: v2_ubreuse\n"_s, QString()},
                 {u"- new_current_best: v2_ubreuse（perf_opt/rms_norm_opt_v2_ubreuse.py）\n"_s, QString()}})},
        {"termination pass", "p2.termination", Status::Pass, sample(u"argmax_like"_s)},
        {"termination fail (data)", "p2.termination", Status::Fail, synth({u"--defect"_s, u"plateau-mismatch"_s})},
        {"termination fail (none of the workflow's reasons)", "p2.termination", Status::Fail,
         edited(u"argmax_like"_s, log, {{u"- stop_reason: success"_s, u"- stop_reason: converged"_s}})},
        // success against the log's own target: the final has to reach it.
        {"termination fail: success below the stated speedup", "p2.termination", Status::Fail,
         edited(u"argmax_like"_s, log, {{u"几何平均加速 ≥ 2x；噪声阈值"_s, u"几何平均加速 ≥ 2.5x；噪声阈值"_s}}),
         "2.07"},
        {"termination fail: success above the stated latency", "p2.termination", Status::Fail,
         edited(u"rms_norm"_s, log,
                {{u"- stop_reason: budget_exhausted"_s, u"- stop_reason: success"_s},
                 {u"- 噪声阈值 3%；"_s, u"- 性能目标：fp16_4096x1024 Task Duration ≤ 15 us\n- 噪声阈值 3%；"_s}}),
         "17.92"},
        {"termination pass: success within the stated latency", "p2.termination", Status::Pass,
         edited(u"rms_norm"_s, log,
                {{u"- stop_reason: budget_exhausted"_s, u"- stop_reason: success"_s},
                 {u"- 噪声阈值 3%；"_s, u"- 性能目标：fp16_4096x1024 Task Duration ≤ 18 us\n- 噪声阈值 3%；"_s}})},
        // What is no performance target: a target kernel, a noise floor, a shape.
        {"termination pass: a target kernel before the target", "p2.termination", Status::Pass,
         beforeTarget(u"- 目标 kernel：`main_kernel`（launch 地板 < 3 us 的 smoke 形态不计入调优）"_s)},
        {"termination pass: a noise clause before the target", "p2.termination", Status::Pass,
         beforeTarget(u"- 目标：噪声 < 3 us 时以 A/B 判定；tune workload 几何平均加速 ≥ 2x"_s)},
        {"termination pass: a target shape", "p2.termination", Status::Pass,
         beforeTarget(u"- 目标形态：M ≥ 2048x4096 的大行 argmax（tune workload）"_s)},
        // The geometric mean named after the figure.
        {"termination pass: 加速 ≥ 2x（几何平均）", "p2.termination", Status::Pass,
         edited(u"argmax_like"_s, log, {{u"几何平均加速 ≥ 2x；噪声阈值"_s, u"加速 ≥ 2x（几何平均）；噪声阈值"_s}})},
        {"termination pass: target: speedup ≥ 2x (geomean …)", "p2.termination", Status::Pass,
         edited(u"argmax_like"_s, log,
                {{u"tune workload 几何平均加速 ≥ 2x；噪声阈值"_s,
                  u"target: speedup ≥ 2x (geomean of the tune workloads)；噪声阈值"_s}})},
        {"termination fail: 加速 ≥ 2.5x（几何平均）", "p2.termination", Status::Fail,
         edited(u"argmax_like"_s, log, {{u"几何平均加速 ≥ 2x；噪声阈值"_s, u"加速 ≥ 2.5x（几何平均）；噪声阈值"_s}}),
         "geometric mean 2.07x"},
        // Not sure it is the performance target, or not checkable: the reviewer decides.
        {"termination manual: a target of unclear kind missed", "p2.termination", Status::Manual,
         edited(u"argmax_like"_s, log,
                {{u"- 性能目标（conductor 下发）：tune workload 几何平均加速 ≥ 2x；"_s,
                  u"- 目标（conductor 下发）：tune workload ≥ 2.5x；"_s}})},
        {"termination manual: a percent target", "p2.termination", Status::Manual,
         edited(u"argmax_like"_s, log, {{u"几何平均加速 ≥ 2x；噪声阈值"_s, u"几何平均提速 ≥ 50%；噪声阈值"_s}}),
         "percent"},
        {"termination manual: a latency at least", "p2.termination", Status::Manual,
         edited(u"rms_norm"_s, log,
                {{u"- stop_reason: budget_exhausted"_s, u"- stop_reason: success"_s},
                 {u"- 噪声阈值 3%；"_s, u"- 性能目标：fp16_4096x1024 Task Duration ≥ 15 us\n- 噪声阈值 3%；"_s}})},
        // success with no target stated anywhere: nothing confirms it was reached.
        {"termination manual: success without a stated target", "p2.termination", Status::Manual,
         edited(u"rms_norm"_s, log, {{u"- stop_reason: budget_exhausted"_s, u"- stop_reason: success"_s}}),
         "states no performance target"},
        {"termination fail (unstated)", "p2.termination", Status::Fail,
         edited(u"argmax_like"_s, log, {{u"- stop_reason: success"_s, u"- 结论：达标"_s}})},
        // Phase 3
        {"final-is-best pass (gen a)", "p3.final-is-best", Status::Pass, sample(u"rms_norm"_s)},
        {"final-is-best pass (gen b)", "p3.final-is-best", Status::Pass, sample(u"argmax_like"_s)},
        {"final-is-best fail (gen a)", "p3.final-is-best", Status::Fail,
         [](const QString &dir) {
             return RunCopy::copyTree(RunCopy::sample(u"rms_norm"_s), dir)
                 && QFile::remove(QDir(dir).filePath(u"perf_opt/rms_norm.py"_s))
                 && QFile::copy(QDir(dir).filePath(u"perf_opt/rms_norm_opt_v2_ubreuse.py"_s),
                                QDir(dir).filePath(u"perf_opt/rms_norm.py"_s));
         }},
        {"final-is-best fail (gen b)", "p3.final-is-best", Status::Fail,
         synth({u"--generation"_s, u"B"_s, u"--defect"_s, u"genb-sha-mismatch"_s})},
        // The first of three final records derives from another candidate: the verdict may not depend
        // on which record comes last.
        {"final-is-best fail (gen b): a rolled-back branch's file handed over", "p3.final-is-best", Status::Fail,
         finalIsRolledBackBranch()},
        {"final-is-best fail (gen b): the first final's parent", "p3.final-is-best", Status::Fail,
         [](const QString &dir) {
             if (!RunCopy::copyTree(RunCopy::sample(u"argmax_like"_s), dir))
                 return false;
             QFile file(QDir(dir).filePath(records));
             if (!file.open(QIODevice::ReadOnly))
                 return false;
             QByteArray text = file.readAll();
             file.close();
             const QByteArray from = "\"candidate_id\": \"final\", \"parent_id\": \"merged_r2_pipe\"";
             const qsizetype at = text.indexOf(from);
             if (at < 0)
                 return false;
             text.replace(at, from.size(), "\"candidate_id\": \"final\", \"parent_id\": \"merged_r1_a_chain\"");
             return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(text) == text.size();
         }},
        // Without records the lineage knows no candidate: the files themselves are compared.
        {"final-is-best pass (gen a) without records", "p3.final-is-best", Status::Pass,
         without(sample(u"rms_norm"_s), records), "v3_bs4096"},
        {"final-is-best manual (gen a) without records", "p3.final-is-best", Status::Manual,
         edited(without(sample(u"rms_norm"_s), records), u"perf_opt/rms_norm.py"_s,
                {{u"BLOCK_SIZE"_s, u"BLOCK_SIZE "_s}}),
         "perf_records.jsonl"},
        {"final-is-best fail (gen b) without records", "p3.final-is-best", Status::Fail,
         without(sample(u"argmax_like"_s), records), "perf_records.jsonl"},
        {"final-claim pass", "p3.final-claim", Status::Pass, sample(u"rms_norm"_s)},
        {"final-claim fail", "p3.final-claim", Status::Fail, synth({u"--defect"_s, u"final-latency-mismatch"_s})},
        {"speedups pass", "p3.speedups", Status::Pass, sample(u"argmax_like"_s)},
        // Without records the log's own tables would check the log against itself.
        {"speedups manual without records", "p3.speedups", Status::Manual,
         [](const QString &dir) {
             return RunCopy::copyTree(RunCopy::sample(u"rms_norm"_s), dir) && QFile::remove(QDir(dir).filePath(records));
         }},
        {"speedups fail", "p3.speedups", Status::Fail,
         edited(u"rms_norm"_s, log,
                {{u"跨 dispatch 几何平均加速比：1.71x"_s, u"跨 dispatch 几何平均加速比：1.91x"_s}})},
        // The Final Summary's figure is the claim, not a round's interim one (line 148 says 2.07x).
        // Only a dispatch's own mean over its dtypes: no geometric mean across the workloads.
        {"speedups fail: only per-dispatch means", "p3.speedups", Status::Fail,
         edited(
             u"rms_norm"_s, log,
             {{u"- 跨 dispatch 几何平均加速比：1.71x（= (1.750 × 1.679)^(1/2) ≈ 1.714；4 个 key 直接几何平均同为 1.714）\n"_s,
               u""_s},
              {u"short_row 1.750x，long_row 1.679x"_s, u"short_row 1.714x"_s}})},
        {"speedups fail: a workload's speedup off its records", "p3.speedups", Status::Fail,
         edited(u"rms_norm"_s, log,
                {{u"| 31.42 | **17.92** | −43.0% | 1.75x |"_s, u"| 31.42 | **17.92** | −43.0% | 2.75x |"_s}})},
        {"speedups fail: a prose speedup off its records", "p3.speedups", Status::Fail,
         edited(u"argmax_like"_s, log, {{u"（−49.4%，1.98x）"_s, u"（−49.4%，2.98x）"_s}})},
        {"speedups fail: the summary's geomean, not a round's", "p3.speedups", Status::Fail,
         edited(u"argmax_like"_s, log,
                {{u"- 跨 workload 几何平均加速比：2.07x"_s, u"- 跨 workload 几何平均加速比：2.45x"_s}})},
        {"speedups pass: a bare speedup number", "p3.speedups", Status::Pass,
         edited(u"argmax_like"_s, log,
                {{u"- 跨 workload 几何平均加速比：2.07x"_s, u"- 跨 workload 几何平均加速比 = 2.07"_s},
                 {u"目标核对：几何平均加速 2.07x"_s, u"目标核对：几何平均加速 1.50x"_s}})},
        {"design-limit pass", "p3.design-limit", Status::Pass, sample(u"rms_norm"_s)},
        {"design-limit fail", "p3.design-limit", Status::Fail,
         withFile(sample(u"rms_norm"_s), u"perf_opt/perf_feedback.md"_s, "# 性能反馈\n\n## 触发判定\n\nTODO\n")},
        {"layout pass", "p3.layout", Status::Pass, sample(u"argmax_like"_s)},
        {"layout fail", "p3.layout", Status::Fail, synth({u"--defect"_s, u"forbidden-file"_s})},
        {"kernel-lint pass", "p3.kernel-lint", Status::Pass, sample(u"rms_norm"_s)},
        {"kernel-lint fail", "p3.kernel-lint", Status::Fail,
         edited(u"rms_norm"_s, u"perf_opt/rms_norm.py"_s, {{u"target=\"npuir\""_s, u"target=\"cuda\""_s}})},
        {"precision pass", "p3.precision", Status::Pass, sample(u"argmax_like"_s)},
        {"precision fail", "p3.precision", Status::Fail,
         edited(u"argmax_like"_s, u"perf_opt/workload_inventory.json"_s,
                {{u"\"precision_pass\": true"_s, u"\"precision_pass\": false"_s}})},
        {"precision manual (gen a)", "p3.precision", Status::Manual, sample(u"rms_norm"_s)},
        // Phase 4
        {"retrospective pass", "p4.retrospective", Status::Pass, sample(u"rms_norm"_s)},
        {"retrospective fail", "p4.retrospective", Status::Fail, synth({u"--defect"_s, u"no-retrospective"_s})},
        // A section that only promises its content is no retrospective.
        {"retrospective fail: 待补", "p4.retrospective", Status::Fail,
         endingAfter(sample(u"rms_norm"_s), log, "## Skill Retrospective", "\n待补\n")},
        {"retrospective fail: TBD", "p4.retrospective", Status::Fail,
         endingAfter(sample(u"rms_norm"_s), log, "## Skill Retrospective", "\n- TBD\n")},
        {"retrospective fail: TODO", "p4.retrospective", Status::Fail,
         endingAfter(sample(u"argmax_like"_s), log, "## Skill Retrospective", "\n**TODO**\n")},
        {"retrospective fail: （待填写）", "p4.retrospective", Status::Fail,
         endingAfter(sample(u"argmax_like"_s), log, "## Skill Retrospective",
                     "\n（待填写）\n\n### Skill Flow Issues\n\n")},
        {"retrospective fail: empty", "p4.retrospective", Status::Fail,
         endingAfter(sample(u"rms_norm"_s), log, "## Skill Retrospective", "\n")},
        {"retrospective fail: a mention with a placeholder", "p4.retrospective", Status::Fail,
         edited(u"rms_norm"_s, log, {{u"## Skill Retrospective"_s, u"- Skill Retrospective：待补"_s}})},
        {"vp-type pass", "p4.vp-type", Status::Pass, sample(u"rms_norm"_s)},
        {"vp-type fail", "p4.vp-type", Status::Fail,
         edited(u"rms_norm"_s, log, {{u"不可横比」提示 | D |"_s, u"不可横比」提示 | X |"_s}})},
        // ada_layer_norm types its write-back list under "条目 | 类型 | 内容 | 回写位置", a note after the letter.
        {"vp-type pass: a 类型 column with notes", "p4.vp-type", Status::Pass,
         logOnly(u"ada_layer_norm.genA.opt_log.md"_s)},
        {"vp-type fail: a 类型 column with another letter", "p4.vp-type", Status::Fail,
         edited(logOnly(u"ada_layer_norm.genA.opt_log.md"_s), log, {{u"| P（优化模式） |"_s, u"| X（优化模式） |"_s}})},
        {"vp-type pass: a letter with a note", "p4.vp-type", Status::Pass,
         edited(u"rms_norm"_s, log, {{u"不可横比」提示 | D |"_s, u"不可横比」提示 | D（流程）|"_s}})},
        {"evidence pass", "p4.evidence", Status::Pass, sample(u"argmax_like"_s)},
        // A typed write-back list after the proposals (no evidence column) is not the proposals table.
        {"evidence pass: a write-back list after the proposals", "p4.evidence", Status::Pass,
         [](const QString &dir) {
             if (!RunCopy::copyTree(RunCopy::sample(u"argmax_like"_s), dir))
                 return false;
             QFile f(QDir(dir).filePath(u"perf_opt/opt_log.md"_s));
             return f.open(QIODevice::Append)
                 && f.write("\n### pattern-library 回写清单\n\n| 条目 | 类型 | 内容 | 回写位置 |\n|---|---|---|---|\n"
                            "| TRAP-x 更新 | D（陷阱实证） | 说明 | `traps.md` |\n")
                 > 0;
         }},
        {"evidence fail", "p4.evidence", Status::Fail,
         edited(u"rms_norm"_s, log, {{u"`python perf_opt/rms_norm_opt_v4_fp16acc.py --level L0`"_s, u"-"_s}})},
        {"optimize-md n/a", "p4.optimize-md", Status::NotApplicable, sample(u"rms_norm"_s)},
        {"optimize-md manual", "p4.optimize-md", Status::Manual,
         withFile(sample(u"rms_norm"_s), u"Optimize.md"_s, "# Optimize\n")},
        {"stage-result n/a", "p4.stage-result", Status::NotApplicable, sample(u"argmax_like"_s)},
        {"stage-result pass (our own export appended)", "p4.stage-result", Status::Pass,
         [](const QString &dir) {
             if (!RunCopy::copyTree(RunCopy::sample(u"rms_norm"_s), dir))
                 return false;
             const QByteArray block = StageResultExporter::markdown(*ProjectLoader::load(dir), {}).toUtf8();
             QFile f(QDir(dir).filePath(u"perf_opt/opt_log.md"_s));
             return f.open(QIODevice::Append) && f.write("\n" + block) > 0;
         }},
        // Every field there, one of them not the contract's word: REVIEW-STAGE-RESULT fails the item.
        {"stage-result fail (a verdict of its own)", "p4.stage-result", Status::Fail,
         [](const QString &dir) {
             if (!RunCopy::copyTree(RunCopy::sample(u"rms_norm"_s), dir))
                 return false;
             const QByteArray block = StageResultExporter::markdown(*ProjectLoader::load(dir), {})
                                          .toUtf8()
                                          .replace("verdict: TUNING_COMPLETED", "verdict: DONE");
             QFile f(QDir(dir).filePath(u"perf_opt/opt_log.md"_s));
             return block.contains("verdict: DONE") && f.open(QIODevice::Append) && f.write("\n" + block) > 0;
         }},
        {"stage-result fail", "p4.stage-result", Status::Fail,
         withFile(sample(u"rms_norm"_s), u"perf_opt/opt_log.md"_s,
                  "\n## Stage Result\n\n- stage: 4\n- operator: rms_norm\n", true)},
    };
    return all;
}

int lineCount(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    return int(file.readAll().count('\n')) + 1;
}

} // namespace

class TestChecklistEvaluator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void samplesHaveNoFailure_data();
    void samplesHaveNoFailure();
    void itemBothWays_data();
    void itemBothWays();
    void reusesStrictReport();
    void speedupsQuoteTheClaimedGeomean_data();
    void speedupsQuoteTheClaimedGeomean();
    void everyAutomaticItemIsTestedBothWays();
};

void TestChecklistEvaluator::samplesHaveNoFailure_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("rms_norm (gen a)") << QStringLiteral("rms_norm");
    QTest::newRow("argmax_like (gen b)") << QStringLiteral("argmax_like");
}

void TestChecklistEvaluator::samplesHaveNoFailure()
{
    QFETCH(QString, name);
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(RunCopy::sample(name));
    const Checklist checklist = Checklist::forGeneration(snapshot->generation);
    const QList<ChecklistVerdict> verdicts = ChecklistEvaluator(*snapshot).evaluate(checklist);
    QCOMPARE(verdicts.size(), checklist.items().size());
    int pass = 0;
    for (const ChecklistVerdict &v : verdicts) {
        QVERIFY2(v.status != Status::Fail, qPrintable(v.itemId + QStringLiteral(": ") + v.summary));
        QVERIFY2(!v.summary.isEmpty(), qPrintable(v.itemId));
        const ChecklistItem *item = checklist.item(v.itemId);
        if (item->verification == ChecklistItem::Verification::Manual)
            QVERIFY2(v.status == Status::Manual || v.status == Status::NotApplicable, qPrintable(v.itemId));
        pass += v.status == Status::Pass;
    }
    QVERIFY(pass >= 25);
}

void TestChecklistEvaluator::itemBothWays_data()
{
    QTest::addColumn<int>("index");
    for (qsizetype i = 0; i < cases().size(); ++i)
        QTest::newRow(cases().at(i).name) << int(i);
}

void TestChecklistEvaluator::itemBothWays()
{
    QFETCH(int, index);
    const Case &c = cases().at(index);
    QTemporaryDir dir(RunCopy::tempTemplate());
    QVERIFY(dir.isValid());
    const QString run = dir.filePath(QStringLiteral("op"));
    QVERIFY2(c.make(run), "could not build the run");
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(run);
    QVERIFY(snapshot->layout.isValid());
    const Checklist checklist = Checklist::forGeneration(snapshot->generation);
    const ChecklistItem *item = checklist.item(QString::fromLatin1(c.item));
    QVERIFY2(item, c.item);
    const ChecklistVerdict verdict = ChecklistEvaluator(*snapshot).evaluate(*item);
    QCOMPARE(verdict.itemId, item->id);
    QVERIFY2(verdict.status == c.expected,
             qPrintable(QStringLiteral("%1 instead of %2: %3")
                            .arg(ChecklistVerdict::statusName(verdict.status), ChecklistVerdict::statusName(c.expected),
                                 verdict.summary)));
    if (c.says) {
        QStringList said {verdict.summary};
        for (const ChecklistEvidence &e : verdict.evidence)
            said.append(e.text);
        QVERIFY2(said.join(u'\n').contains(QString::fromUtf8(c.says)), qPrintable(said.join(u'\n')));
    }
    if (c.expected == Status::Fail && item->id != QLatin1String("p0.operator-type")
        && item->id != QLatin1String("p0.trap-stamps") && item->id != QLatin1String("p2.termination")
        && item->id != QLatin1String("p4.retrospective") && item->id != QLatin1String("p1.baseline-table"))
        QVERIFY2(!verdict.evidence.isEmpty(), "a failure points at its evidence");
    // Every evidence link resolves: the file is in the run and the line exists.
    for (const ChecklistEvidence &e : verdict.evidence) {
        const QString path = snapshot->layout.absolute(e.file);
        // (A failure may be about a file that is missing; then it names it.)
        QVERIFY2(QFileInfo::exists(path)
                     || (c.expected == Status::Fail && e.text.contains(QFileInfo(e.file).fileName())),
                 qPrintable(e.location()));
        if (e.line > 0)
            QVERIFY2(e.line <= lineCount(path), qPrintable(e.location()));
    }
}

void TestChecklistEvaluator::speedupsQuoteTheClaimedGeomean_data()
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("quoted");
    // Not the per-dtype mean beside it ("各 dispatch 加速比（dtype 几何平均）：short_row 1.750x").
    QTest::newRow("the mean across dispatches") << u"rms_norm"_s << u"跨 dispatch 几何平均加速比：1.71x"_s
                                                << u"跨 dispatch 几何平均加速比：1.91x"_s << u"stated 1.91x"_s;
    // A group named "small" is no mean across the keys ("all" is a word of its own).
    QTest::newRow("a group's name holding 'all'")
        << u"rms_norm"_s << u"short_row 1.750x，long_row 1.679x\n- 跨 dispatch 几何平均加速比：1.71x"_s
        << u"small 1.72x，large 1.68x\n- 跨 dispatch 几何平均加速比：1.95x"_s << u"stated 1.95x"_s;
    // Not the target restated under it ("几何平均 ≥ 2x 目标达成").
    QTest::newRow("not a target") << u"argmax_like"_s << u"- 跨 workload 几何平均加速比：2.07x"_s
                                  << u"- 跨 workload 几何平均加速比：2.45x"_s << u"stated 2.45x"_s;
}

void TestChecklistEvaluator::speedupsQuoteTheClaimedGeomean()
{
    QFETCH(QString, sample);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, quoted);
    QTemporaryDir dir(RunCopy::tempTemplate());
    QVERIFY(dir.isValid());
    const QString run = dir.filePath(QStringLiteral("op"));
    QVERIFY(edited(sample, u"perf_opt/opt_log.md"_s, {{from, to}})(run));
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(run);
    const Checklist checklist = Checklist::forGeneration(snapshot->generation);
    const ChecklistVerdict verdict = ChecklistEvaluator(*snapshot).evaluate(*checklist.item(u"p3.speedups"_s));
    QCOMPARE(verdict.status, Status::Fail);
    QVERIFY2(verdict.summary.contains(quoted), qPrintable(verdict.summary));
}

void TestChecklistEvaluator::reusesStrictReport()
{
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(RunCopy::sample(QStringLiteral("argmax_like")));
    GateReport strict;
    strict.profile = GateProfile::Strict;
    strict.generation = snapshot->generation;
    strict.results.append({QStringLiteral("REVIEW-LAYOUT"),
                           Diagnostic::Severity::Error,
                           QStringLiteral("perf_opt/x.log"),
                           0,
                           QStringLiteral("planted"),
                           {}});
    const ChecklistEvaluator evaluator(*snapshot, strict);
    QCOMPARE(evaluator.gateReport().results.size(), 1);
    const Checklist checklist = Checklist::forGeneration(snapshot->generation);
    const ChecklistVerdict layout = evaluator.evaluate(*checklist.item(QStringLiteral("p3.layout")));
    QCOMPARE(layout.status, Status::Fail);
    QVERIFY(layout.summary.contains(QLatin1String("planted")));
    // A workflow report is not enough: the evaluator runs the strict profile itself.
    GateReport workflow = strict;
    workflow.profile = GateProfile::Workflow;
    QVERIFY(ChecklistEvaluator(*snapshot, workflow).gateReport().profile == GateProfile::Strict);
    QVERIFY(ChecklistEvaluator(*snapshot, workflow).gateReport().results.isEmpty());
}

void TestChecklistEvaluator::everyAutomaticItemIsTestedBothWays()
{
    QSet<QString> passing, failing;
    for (const Case &c : cases()) {
        if (c.expected == Status::Pass)
            passing.insert(QString::fromLatin1(c.item));
        if (c.expected == Status::Fail)
            failing.insert(QString::fromLatin1(c.item));
    }
    QSet<QString> ids;
    for (Generation g : {Generation::A, Generation::B}) {
        const Checklist checklist = Checklist::forGeneration(g);
        for (const ChecklistItem &item : checklist.items())
            if (item.verification != ChecklistItem::Verification::Manual)
                ids.insert(item.id);
    }
    for (const QString &id : std::as_const(ids)) {
        QVERIFY2(passing.contains(id), qPrintable(id + QStringLiteral(" never passes in a test")));
        QVERIFY2(failing.contains(id), qPrintable(id + QStringLiteral(" never fails in a test")));
    }
}

QTEST_GUILESS_MAIN(TestChecklistEvaluator)
#include "tst_checklistevaluator.moc"
