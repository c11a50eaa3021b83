// SPDX-License-Identifier: MIT
#include "run/runlayout.h"

#include "base/direntries.h"
#include "base/runread.h"
#include "base/runroot.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <algorithm>
#include <optional>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RunLayout", text);
}

bool looksLikePerfOpt(const QDir &dir)
{
    return dir.exists(QStringLiteral("opt_log.md")) || dir.exists(QStringLiteral("perf_records.jsonl"))
        || dir.exists(QStringLiteral("workload_inventory.json")) || dir.dirName() == QLatin1String("perf_opt");
}

QStringList pyFiles(const QDir &dir)
{
    return dir.entryList({QStringLiteral("*.py")}, QDir::Files | QDir::NoSymLinks, QDir::Name);
}

// {op} is the kernel name shared by the final kernel, the baseline and the branch files.
// pyFiles(perfOpt), taken from a listing of perf_opt/ the caller has made anyway (one directory
// read, not two, when thousands of branch files sit there).
struct TopEntry
{
    QString name;
    bool isDir = false; // links count as what they lead to, as in QDir
    bool isFile = false;
    bool isSymLink = false;
    qint64 size = 0;
    QString undecodable; // the name's bytes as \xHH when they are not UTF-8 (name is then lossy)
};

// A folder's entries (one readdir pass) as QDir (AllEntries | Hidden, Name | DirsFirst) lists
// them: thousands of branch files cost no stat each unless their sizes are wanted.
QList<TopEntry> topEntries(const QString &dir, const QList<DirEntry> &listed)
{
    QList<TopEntry> entries;
    for (const DirEntry &entry : listed) {
        TopEntry top {entry.name,
                      entry.kind == DirEntry::Kind::Dir,
                      entry.kind == DirEntry::Kind::File,
                      false,
                      entry.size,
                      entry.isDecodable() ? QString() : entry.displayName()};
        if (entry.kind == DirEntry::Kind::Other)
            continue; // FIFOs, devices, sockets: QDir lists them only with System
        if (entry.kind == DirEntry::Kind::Link) {
            const QFileInfo info(dir + QLatin1Char('/') + entry.name);
            if (!info.exists())
                continue; // a broken link, likewise
            top = {entry.name, info.isDir(), info.isFile(), true, info.isFile() ? info.size() : 0, top.undecodable};
        }
        entries.append(top);
    }
    std::stable_partition(entries.begin(), entries.end(), [](const TopEntry &e) { return e.isDir; });
    return entries;
}

// The operator directory's entries, read once: whether the baseline, the design document or
// Optimize.md is there is answered from one readdir, not a stat or a QDir name filter each
// (a filter compiles a regular expression and stats every entry).
class OperatorEntries
{
public:
    explicit OperatorEntries(const QString &dir)
        : m_dir(dir)
        , m_entries(DirEntries::list(dir, DirEntries::Sizes::Skip, &m_listed))
    {
    }

    // QDir::exists(name): an entry of any kind; a link only when it leads somewhere.
    bool exists(const QString &name) const
    {
        if (!m_listed) // searchable but not readable: ask for the name itself
            return QFileInfo::exists(m_dir + QLatin1Char('/') + name);
        const auto it = std::lower_bound(m_entries.cbegin(), m_entries.cend(), name,
                                         [](const DirEntry &entry, const QString &n) { return entry.name < n; });
        if (it == m_entries.cend() || it->name != name)
            return false;
        return it->kind != DirEntry::Kind::Link || QFileInfo::exists(m_dir + QLatin1Char('/') + name);
    }

    // Could QDir's case-insensitive "*<suffix>" filter list anything here? (Only then is it run.)
    bool mayMatchSuffix(QLatin1StringView suffix) const
    {
        return !m_listed || std::any_of(m_entries.cbegin(), m_entries.cend(), [&](const DirEntry &entry) {
            return entry.name.endsWith(suffix, Qt::CaseInsensitive);
        });
    }

    const QString &dir() const { return m_dir; }
    const QList<DirEntry> &entries() const { return m_entries; }

private:
    QString m_dir;
    bool m_listed = false;
    QList<DirEntry> m_entries;
};

QStringList pyFiles(const QList<TopEntry> &entries)
{
    QStringList names;
    for (const TopEntry &entry : entries) {
        const QString &name = entry.name;
        // QDir's "*.py" filter: case-insensitive; Files without Hidden or NoSymLinks' exclusions.
        if (name.endsWith(QLatin1String(".py"), Qt::CaseInsensitive) && !name.startsWith(QLatin1Char('.'))
            && !entry.isSymLink && entry.isFile)
            names.append(name);
    }
    return names;
}

// `outside`: the operator directory's entries when it is not perf_opt/ itself.
QString guessOperator(const QStringList &inside, const OperatorEntries *outside, QString &evidence)
{
    static const QRegularExpression branch(QStringLiteral("^(.+?)_(?:opt_v\\d+_|opt_|round\\d+_)"));
    // 1. A .py in perf_opt/ whose name also names the baseline next door.
    for (const QString &file : inside) {
        if (outside && outside->exists(file)) {
            evidence = tr("%1 exists in perf_opt/ and as the baseline ../%1").arg(file);
            return QFileInfo(file).completeBaseName();
        }
    }
    // 2. A .py that prefixes branch files.
    for (const QString &file : inside) {
        const QString stem = QFileInfo(file).completeBaseName();
        for (const QString &other : inside) {
            if (other != file && other.startsWith(stem + QLatin1Char('_'))
                && branch.match(other).hasMatch()) {
                evidence = tr("%1 prefixes branch file %2").arg(file, other);
                return stem;
            }
        }
    }
    // 3. The common prefix of branch files.
    for (const QString &file : inside) {
        const QRegularExpressionMatch m = branch.match(file);
        if (m.hasMatch()) {
            evidence = tr("branch file name %1").arg(file);
            return m.captured(1);
        }
    }
    // 4. The only .py next to perf_opt/.
    const QStringList outsidePy = outside ? pyFiles(topEntries(outside->dir(), outside->entries())) : QStringList();
    if (outsidePy.size() == 1) {
        evidence = tr("only kernel in the operator directory: %1").arg(outsidePy.first());
        return QFileInfo(outsidePy.first()).completeBaseName();
    }
    return QString();
}

} // namespace

namespace {

// The name without one final '\n': QRegularExpression's '$' also matches before it.
QStringView beforeFinalNewline(QStringView name)
{
    return name.endsWith(u'\n') ? name.chopped(1) : name;
}

// `prefix` + `.{min,}` + `suffix` spanning all of `text`, the middle without '\n'.
bool framed(QStringView text, QStringView prefix, qsizetype min, QStringView suffix)
{
    if (text.size() < prefix.size() + min + suffix.size() || !text.startsWith(prefix) || !text.endsWith(suffix))
        return false;
    return !text.sliced(prefix.size(), text.size() - prefix.size() - suffix.size()).contains(u'\n');
}

// "\d+_.+\.py" spanning all of `text`.
bool digitsThenBranch(QStringView text)
{
    qsizetype digits = 0;
    while (digits < text.size() && text.at(digits) >= u'0' && text.at(digits) <= u'9')
        ++digits;
    return digits > 0 && framed(text.sliced(digits), u"_", 1, u".py");
}

} // namespace

bool RunFileNames::isGenABranch(QStringView name, QStringView op)
{
    const QStringView text = beforeFinalNewline(name);
    return text.startsWith(op) && framed(text.sliced(op.size()), u"_opt_", 1, u".py");
}

bool RunFileNames::isGenBBranch(QStringView name, QStringView op)
{
    const QStringView text = beforeFinalNewline(name);
    return text.startsWith(op) && text.sliced(op.size()).startsWith(u"_round")
        && digitsThenBranch(text.sliced(op.size() + 6));
}

bool RunFileNames::hasGenBBranchTail(QStringView name)
{
    const QStringView text = beforeFinalNewline(name);
    for (qsizetype at = text.indexOf(u"_round"); at >= 0; at = text.indexOf(u"_round", at + 1)) {
        if (digitsThenBranch(text.sliced(at + 6)))
            return true;
    }
    return false;
}

bool RunFileNames::isRunner(QStringView name)
{
    return framed(beforeFinalNewline(name), u"run_experiments", 0, u".py");
}

bool RunFileNames::isForbiddenTopLevel(QStringView name)
{
    const QStringView text = beforeFinalNewline(name);
    return text == u"debug_log.md" || framed(text, u"op", 0, u".log") || framed(text, u"probe", 0, u".log")
        || framed(text, u"final", 0, u".log");
}

QString RunLayout::absolute(const QString &relative) const
{
    return relative.isEmpty() ? QString() : QDir(operatorDir).filePath(relative);
}

QString RunLayout::roleName(RunFileRole role)
{
    switch (role) {
    case RunFileRole::FinalKernel: return QStringLiteral("final_kernel");
    case RunFileRole::BranchKernel: return QStringLiteral("branch_kernel");
    case RunFileRole::BaselineKernel: return QStringLiteral("baseline_kernel");
    case RunFileRole::HistoryVersion: return QStringLiteral("history_version");
    case RunFileRole::OptLog: return QStringLiteral("opt_log");
    case RunFileRole::Records: return QStringLiteral("records");
    case RunFileRole::Inventory: return QStringLiteral("workload_inventory");
    case RunFileRole::PerfFeedback: return QStringLiteral("perf_feedback");
    case RunFileRole::Design: return QStringLiteral("design");
    case RunFileRole::Optimize: return QStringLiteral("optimize_summary");
    case RunFileRole::RunnerScript: return QStringLiteral("runner_script");
    case RunFileRole::HelperScript: return QStringLiteral("helper_script");
    case RunFileRole::ProfilesDir: return QStringLiteral("profiles_dir");
    case RunFileRole::LogsDir: return QStringLiteral("logs_dir");
    case RunFileRole::HistoryDir: return QStringLiteral("history_dir");
    case RunFileRole::AbWorkdir: return QStringLiteral("ab_workdir");
    case RunFileRole::ForbiddenFile: return QStringLiteral("forbidden");
    case RunFileRole::Other: break;
    }
    return QStringLiteral("other");
}

QString RunLayout::verdictName(RunFileVerdict verdict)
{
    switch (verdict) {
    case RunFileVerdict::Expected: return QStringLiteral("expected");
    case RunFileVerdict::AllowedHelper: return QStringLiteral("allowed_helper");
    case RunFileVerdict::Forbidden: return QStringLiteral("forbidden");
    case RunFileVerdict::Unknown: break;
    }
    return QStringLiteral("unknown");
}

namespace {
void listTreeFrom(RunLayout &layout, QList<DirEntry> top);
} // namespace

RunLayout RunLayout::discover(const QString &path, Listing listing)
{
    RunLayout layout;
    const QFileInfo info(path);
    if (!info.exists()) {
        layout.diagnostics.append({Diagnostic::Severity::Error, QStringLiteral("layout.not-a-directory"), path, 0, 0,
                                   tr("No such directory: %1").arg(path)});
        return layout;
    }
    if (!info.isDir()) {
        layout.diagnostics.append({Diagnostic::Severity::Error, QStringLiteral("layout.not-a-directory"), path, 0, 0,
                                   tr("Not a directory but a file: %1").arg(path)});
        return layout;
    }
    QDir opened(info.absoluteFilePath());
    QDir perfOpt;
    QDir operatorDir;
    if (opened.exists(QStringLiteral("perf_opt")) && QFileInfo(opened.filePath(QStringLiteral("perf_opt"))).isDir()) {
        operatorDir = opened;
        perfOpt = QDir(opened.filePath(QStringLiteral("perf_opt")));
    } else if (looksLikePerfOpt(opened)) {
        perfOpt = opened;
        operatorDir = opened;
        QDir parent = opened;
        // perf_opt/ opened directly: the operator directory is its parent. Otherwise a bare
        // directory holding the run's files is its own operator directory.
        if (opened.dirName() == QLatin1String("perf_opt") && parent.cdUp())
            operatorDir = parent;
    } else {
        layout.diagnostics.append({Diagnostic::Severity::Error, QStringLiteral("layout.no-run"), path, 0, 0,
                                   tr("Neither a perf_opt/ directory nor an operator directory holding one: %1")
                                       .arg(path)});
        return layout;
    }

    layout.operatorDir = operatorDir.absolutePath();
    layout.perfOptDir = perfOpt.absolutePath();
    // QDir's == compares canonical paths (a readlink per level): asked once.
    const bool separatePerfOpt = operatorDir != perfOpt;
    layout.perfOptRel = separatePerfOpt ? operatorDir.relativeFilePath(layout.perfOptDir) : QString();
    const QString prefix = layout.perfOptRel.isEmpty() ? QString() : layout.perfOptRel + QLatin1Char('/');
    const QString runName = layout.perfOptRel.isEmpty() ? QStringLiteral(".") : layout.perfOptRel;
    // perf_opt/ itself a link out of the operator directory: RunRead refuses every file beneath it.
    // Said once, at the folder (the gate's RUN-READ shows it instead of the same refusal per file).
    if (separatePerfOpt) {
        if (const QFileInfo perfOptInfo(layout.perfOptDir); perfOptInfo.isSymLink()) {
            const QString target = perfOptInfo.canonicalFilePath();
            if (!target.isEmpty() && !RunRoot::isInside(QFileInfo(layout.operatorDir).canonicalFilePath(), target))
                layout.diagnostics.append(
                    {Diagnostic::Severity::Error, QString::fromLatin1(PerfOptOutsideCode), layout.perfOptRel, 0, 0,
                     tr("%1 is a symbolic link to %2, outside the operator directory: nothing beneath it is read. "
                        "Open the directory it leads to, to review that run.")
                         .arg(layout.perfOptRel, target)});
        }
    }
    // Sizes cost a stat per entry (thousands of branch files); only the file browser shows them.
    QList<DirEntry> listed = DirEntries::list(
        layout.perfOptDir, listing == Listing::WholeTree ? DirEntries::Sizes::Files : DirEntries::Sizes::Skip);
    const QList<TopEntry> entries = topEntries(layout.perfOptDir, listed);
    std::optional<OperatorEntries> outside;
    if (separatePerfOpt)
        outside.emplace(layout.operatorDir);
    layout.operatorName = guessOperator(pyFiles(entries), outside ? &*outside : nullptr, layout.operatorNameEvidence);

    const QString op = layout.operatorName;
    bool genBNames = false;
    // Thousands of branch files share two reasons: each translated once per discovery.
    QString genAReason, genBReason;
    layout.topLevel.reserve(entries.size());
    layout.files.reserve(entries.size() + 3); // and the operator directory's files below
    for (const TopEntry &entry : entries) {
        RunFile file;
        file.relativePath = prefix + entry.name;
        file.isDir = entry.isDir;
        const QString &name = entry.name;
        auto set = [&](RunFileRole role, RunFileVerdict verdict, const QString &reason) {
            file.role = role;
            file.verdict = verdict;
            file.reason = reason;
        };
        if (!entry.undecodable.isEmpty()) {
            // No reader can open it by the name Qt gives it (U+FFFD stands for the bytes): not a
            // branch nor any file of the workflow, and said.
            file.relativePath = prefix + entry.undecodable;
            set(RunFileRole::Other, RunFileVerdict::Unknown, tr("a name that is not valid UTF-8: it is not read"));
            layout.diagnostics.append({Diagnostic::Severity::Warning, QStringLiteral("layout.undecodable-name"),
                                       file.relativePath, 0, 0,
                                       tr("The name %1 is not valid UTF-8; nothing by this name is read (rename it)")
                                           .arg(entry.undecodable)});
        } else if (entry.isSymLink) {
            set(RunFileRole::Other, RunFileVerdict::Unknown, tr("symbolic link (never followed)"));
        } else if (file.isDir) {
            if (name == QLatin1String("profiles")) {
                set(RunFileRole::ProfilesDir, RunFileVerdict::Expected, tr("raw msprof op output"));
                layout.profilesDir = file.relativePath;
            } else if (name == QLatin1String("logs")) {
                set(RunFileRole::LogsDir, RunFileVerdict::Expected, tr("experiment stdout/stderr"));
                layout.logsDir = file.relativePath;
            } else if (name == QLatin1String("history_version")) {
                set(RunFileRole::HistoryDir, RunFileVerdict::AllowedHelper, tr("earlier final kernels"));
                layout.historyDir = file.relativePath;
            } else if (name.startsWith(QLatin1String("ab_"))) {
                set(RunFileRole::AbWorkdir, RunFileVerdict::AllowedHelper, tr("A/B test workdir"));
                layout.abWorkdirs.append(file.relativePath);
            } else if (name == QLatin1String("__pycache__")) {
                set(RunFileRole::Other, RunFileVerdict::AllowedHelper, tr("Python byte-code cache"));
            } else {
                set(RunFileRole::Other, RunFileVerdict::Unknown, tr("directory not named by the workflow"));
            }
        } else if (RunFileNames::isForbiddenTopLevel(name)) {
            set(RunFileRole::ForbiddenFile, RunFileVerdict::Forbidden,
                tr("the workflow forbids %1 at the top of perf_opt/ (stdout goes to logs/<round>/)").arg(name));
        } else if (name == QLatin1String("opt_log.md")) {
            set(RunFileRole::OptLog, RunFileVerdict::Expected, tr("the optimisation log"));
            layout.optLog = file.relativePath;
        } else if (name == QLatin1String("perf_records.jsonl")) {
            set(RunFileRole::Records, RunFileVerdict::Expected, tr("structured performance records"));
            layout.records = file.relativePath;
        } else if (name == QLatin1String("workload_inventory.json")) {
            set(RunFileRole::Inventory, RunFileVerdict::Expected, tr("Gen B workload inventory"));
            layout.inventory = file.relativePath;
        } else if (name == QLatin1String("perf_feedback.md")) {
            set(RunFileRole::PerfFeedback, RunFileVerdict::Expected, tr("design-limit feedback"));
            layout.perfFeedback = file.relativePath;
        } else if (!op.isEmpty() && name == op + QLatin1String(".py")) {
            set(RunFileRole::FinalKernel, RunFileVerdict::Expected, tr("the final kernel"));
            layout.finalKernel = file.relativePath;
        } else if (!op.isEmpty() && RunFileNames::isGenABranch(name, op)) {
            if (genAReason.isNull())
                genAReason = tr("experiment branch (Gen A name)");
            set(RunFileRole::BranchKernel, RunFileVerdict::Expected, genAReason);
        } else if (!op.isEmpty() && RunFileNames::isGenBBranch(name, op)) {
            if (genBReason.isNull())
                genBReason = tr("experiment branch (Gen B name)");
            set(RunFileRole::BranchKernel, RunFileVerdict::Expected, genBReason);
            genBNames = true;
        } else if (RunFileNames::isRunner(name)) {
            set(RunFileRole::RunnerScript, RunFileVerdict::AllowedHelper, tr("experiment runner"));
            layout.runnerScripts.append(file.relativePath);
        } else if (name.endsWith(QLatin1String(".py")) || name.endsWith(QLatin1String(".sh"))) {
            set(RunFileRole::HelperScript, RunFileVerdict::AllowedHelper, tr("helper script"));
            layout.helperScripts.append(file.relativePath);
            if (RunFileNames::hasGenBBranchTail(name))
                genBNames = true;
        } else if (name.endsWith(QLatin1String(".log"))) {
            set(RunFileRole::Other, RunFileVerdict::Unknown,
                tr("log file at the top of perf_opt/ (the workflow puts stdout under logs/)"));
        } else {
            set(RunFileRole::Other, RunFileVerdict::Unknown, tr("file not named by the workflow"));
        }
        layout.topLevel.append(file);
        layout.files.append(file);
    }

    // Files of the operator directory that belong to the run.
    if (outside) {
        if (!op.isEmpty() && outside->exists(op + QLatin1String(".py")))
            layout.baselineKernel = op + QLatin1String(".py");
        if (outside->exists(QStringLiteral("DESIGN.md"))) {
            layout.designFile = QStringLiteral("DESIGN.md");
        } else if (outside->mayMatchSuffix(QLatin1StringView("_DESIGN.md"))) {
            // QDir's own filter and order (case-insensitive) decide which of several is first.
            const QStringList designs = operatorDir.entryList({QStringLiteral("*_DESIGN.md")}, QDir::Files);
            if (!designs.isEmpty())
                layout.designFile = designs.first();
        }
        if (outside->exists(QStringLiteral("Optimize.md")))
            layout.optimizeFile = QStringLiteral("Optimize.md");
        auto addOutside = [&](const QString &rel, RunFileRole role, const QString &reason) {
            if (rel.isEmpty())
                return;
            RunFile f;
            f.relativePath = rel;
            f.role = role;
            f.verdict = RunFileVerdict::Expected;
            const QFileInfo info(operatorDir.filePath(rel));
            f.size = info.isSymLink() || !info.isFile() ? 0 : info.size();
            f.reason = info.isSymLink() ? tr("symbolic link (never followed)") : reason;
            layout.files.append(f);
        };
        addOutside(layout.baselineKernel, RunFileRole::BaselineKernel, tr("the baseline kernel (read-only)"));
        addOutside(layout.designFile, RunFileRole::Design, tr("the design document"));
        addOutside(layout.optimizeFile, RunFileRole::Optimize, tr("the optional Optimize.md summary"));
    }
    if (!layout.historyDir.isEmpty()) {
        const QDir history(layout.absolute(layout.historyDir));
        for (const QString &name : pyFiles(history)) {
            RunFile f;
            f.relativePath = layout.historyDir + QLatin1Char('/') + name;
            f.role = RunFileRole::HistoryVersion;
            f.verdict = RunFileVerdict::AllowedHelper;
            f.size = QFileInfo(history.filePath(name)).size();
            f.reason = tr("history version");
            layout.files.append(f);
        }
    }

    // The whole tree, for the file browser: listed here, off the GUI thread, never following links
    // (or later, by listTree(), its diagnostics then put where they would have stood).
    layout.treeDiagnosticsAt = layout.diagnostics.size();
    if (listing == Listing::WholeTree)
        listTreeFrom(layout, std::move(listed));

    if (!layout.inventory.isEmpty())
        layout.generationEvidence.append(tr("workload_inventory.json is present"));
    if (genBNames)
        layout.generationEvidence.append(tr("branch files are named *_round<N>_*.py"));
    layout.fileGeneration = layout.generationEvidence.isEmpty() ? Generation::A : Generation::B;

    // A name the listing skipped because it is no regular file (a FIFO, a device): say so, as an
    // error the gate sees (RunRead's codes), rather than "missing".
    auto special = [&](const QString &name, const QString &kind) {
        RunRead::Result why;
        if (RunRead::allowed(layout.operatorDir, perfOpt.filePath(name), &why) || !why.exists()
            || why.refusal == RunRead::Refusal::SymbolicLink)
            return false;
        layout.diagnostics.append({Diagnostic::Severity::Error, why.code(kind), prefix + name, 0, 0,
                                   RunRead::Result(why).diagnostics(kind, prefix + name).value(0).message});
        return true;
    };
    // (No inventory is a Gen A run; a FIFO or device named like one is a refusal, not an absence.)
    if (layout.inventory.isEmpty())
        special(QStringLiteral("workload_inventory.json"), QStringLiteral("inventory"));
    if (layout.optLog.isEmpty() && !special(QStringLiteral("opt_log.md"), QStringLiteral("file")))
        layout.diagnostics.append({Diagnostic::Severity::Warning, QStringLiteral("layout.no-optlog"),
                                   prefix + QStringLiteral("opt_log.md"), 0, 0, tr("opt_log.md is missing")});
    if (op.isEmpty())
        layout.diagnostics.append({Diagnostic::Severity::Warning, QStringLiteral("layout.no-operator"),
                                   runName, 0, 0,
                                   tr("Cannot tell the operator name: no {op}.py next to branch files")});
    else if (layout.finalKernel.isEmpty() && !special(op + QLatin1String(".py"), QStringLiteral("kernel")))
        layout.diagnostics.append({Diagnostic::Severity::Warning, QStringLiteral("layout.no-final-kernel"),
                                   prefix + op + QLatin1String(".py"), 0, 0,
                                   tr("The final kernel %1.py is missing from perf_opt/").arg(op)});
    for (const RunFile &file : std::as_const(layout.topLevel)) {
        if (file.verdict == RunFileVerdict::Forbidden)
            layout.diagnostics.append({Diagnostic::Severity::Warning, QStringLiteral("layout.forbidden-file"),
                                       file.relativePath, 0, 0, file.reason});
    }
    return layout;
}

void RunLayout::listTree(RunLayout &layout)
{
    if (layout.isValid())
        listTreeFrom(layout, DirEntries::list(layout.perfOptDir, DirEntries::Sizes::Files));
}

namespace {

// The whole tree below perf_opt/, whose own entries (with sizes) are `top`, and the sizes of
// perf_opt/'s files as the top-level listing gives them (a link's from what it leads to).
void listTreeFrom(RunLayout &layout, QList<DirEntry> top)
{
    const QString runName = layout.perfOptRel.isEmpty() ? QStringLiteral(".") : layout.perfOptRel;
    const QString prefix = layout.perfOptRel.isEmpty() ? QString() : layout.perfOptRel + QLatin1Char('/');
    layout.entries.clear();
    layout.entriesTruncated = false;
    layout.diagnostics.removeIf([](const Diagnostic &d) { return d.code == QLatin1String("layout.too-many-files"); });
    QHash<QString, qint64> topSizes;
    for (const TopEntry &entry : topEntries(layout.perfOptDir, top))
        if (entry.isFile)
            topSizes.insert(prefix + entry.name, entry.size);
    QList<QPair<QString, QString>> pending{{layout.perfOptDir, layout.perfOptRel}};
    bool first = true;
    while (!pending.isEmpty() && !layout.entriesTruncated) {
        const auto [absDir, relDir] = pending.takeFirst();
        QList<DirEntry> children
            = std::exchange(first, false) ? std::move(top) : DirEntries::list(absDir, DirEntries::Sizes::Files);
        // Folders first, as QDir::DirsFirst lists them (a link counts as what it leads to).
        std::stable_partition(children.begin(), children.end(), [&](const DirEntry &child) {
            return child.kind == DirEntry::Kind::Dir
                || (child.kind == DirEntry::Kind::Link && QFileInfo(absDir + QLatin1Char('/') + child.name).isDir());
        });
        for (const DirEntry &child : std::as_const(children)) {
            if (layout.entries.size() >= RunLayout::MaxEntries) {
                layout.entriesTruncated = true;
                break;
            }
            RunFile entry;
            entry.relativePath = relDir.isEmpty() ? child.name : relDir + QLatin1Char('/') + child.name;
            entry.isDir = child.kind == DirEntry::Kind::Dir;
            entry.size = child.kind == DirEntry::Kind::File ? child.size : 0;
            if (child.kind == DirEntry::Kind::Link)
                entry.reason = tr("symbolic link (never followed)");
            layout.entries.append(entry);
            if (entry.isDir)
                pending.append({absDir + QLatin1Char('/') + child.name, entry.relativePath});
        }
    }
    for (QList<RunFile> *list : {&layout.topLevel, &layout.files}) {
        for (RunFile &file : *list) {
            if (const auto it = topSizes.constFind(file.relativePath); it != topSizes.cend() && !file.isDir)
                file.size = *it;
        }
    }
    const qsizetype at = std::clamp<qsizetype>(layout.treeDiagnosticsAt, 0, layout.diagnostics.size());
    if (layout.entriesTruncated)
        layout.diagnostics.insert(at, {Diagnostic::Severity::Warning, QStringLiteral("layout.too-many-files"), runName, 0,
                                       0, tr("More than %1 files under perf_opt/; the file list stops there")
                                              .arg(RunLayout::MaxEntries)});
}

} // namespace

bool RunLayout::perfOptOutsideRun() const
{
    return std::any_of(diagnostics.cbegin(), diagnostics.cend(),
                       [](const Diagnostic &d) { return d.code == QLatin1String(PerfOptOutsideCode); });
}
