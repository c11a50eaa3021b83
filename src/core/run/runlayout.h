// SPDX-License-Identifier: MIT
#pragma once

#include "base/diagnostic.h"
#include "base/generation.h"

#include <QList>
#include <QString>
#include <QStringView>
#include <QStringList>

// What one entry of a run is, in the workflow's own words (shared/docs/workflow-formats.md §e).
enum class RunFileRole {
    FinalKernel,
    BranchKernel,
    BaselineKernel,
    HistoryVersion,
    OptLog,
    Records,
    Inventory,
    PerfFeedback,
    Design,
    Optimize,
    RunnerScript,
    HelperScript,
    ProfilesDir,
    LogsDir,
    HistoryDir,
    AbWorkdir,
    ForbiddenFile,
    Other,
};

// Whether the workflow allows an entry at the top of perf_opt/.
enum class RunFileVerdict { Expected, AllowedHelper, Forbidden, Unknown };

struct RunFile {
    QString relativePath; // relative to the operator directory, '/' separated
    RunFileRole role = RunFileRole::Other;
    RunFileVerdict verdict = RunFileVerdict::Unknown;
    bool isDir = false;
    qint64 size = 0;
    QString reason; // why it got this verdict (for tooltips and the CLI)
};

// The shape of a tuning run on disk: where everything is, which generation it is, and how each
// top-level entry of perf_opt/ is classified. Discovery only lists; it reads no file contents.

// The workflow's file names, matched by hand exactly as the patterns beside them match them with
// QRegularExpression ('.' is anything but '\n'; '$' also matches before a final '\n'): a run has
// thousands of branch files, and a pattern match per name was a tenth of a `check`.
namespace RunFileNames {
bool isGenABranch(QStringView name, QStringView op); // ^{op}_opt_(?:v\d+_.+|.+)\.py$
bool isGenBBranch(QStringView name, QStringView op); // ^{op}_round\d+_.+\.py$
bool hasGenBBranchTail(QStringView name); // _round\d+_.+\.py$
bool isRunner(QStringView name); // ^run_experiments.*\.py$
bool isForbiddenTopLevel(QStringView name); // ^(?:op.*\.log|probe.*\.log|final.*\.log|debug_log\.md)$
} // namespace RunFileNames

struct RunLayout {
    QString operatorDir; // absolute; the directory holding the baseline {op}.py (parent of perf_opt)
    QString perfOptDir; // absolute
    QString perfOptRel; // "perf_opt" normally; the name of the opened directory otherwise
    QString operatorName; // {op}
    QString operatorNameEvidence;

    // Relative to operatorDir; empty when absent.
    QString baselineKernel;
    QString finalKernel;
    QString designFile;
    QString optimizeFile;
    QString optLog;
    QString records;
    QString inventory;
    QString perfFeedback;
    QString profilesDir;
    QString logsDir;
    QString historyDir;
    QStringList runnerScripts;
    QStringList helperScripts;
    QStringList abWorkdirs;

    Generation fileGeneration = Generation::Unknown; // from files only; records may add evidence
    QStringList generationEvidence;

    QList<RunFile> topLevel; // every entry directly under perf_opt/, classified
    QList<RunFile> files; // every file of the run worth showing (top level, history, baseline, design…)
    QList<RunFile> entries; // everything under perf_opt/, recursively, directories before their contents
    bool entriesTruncated = false; // more than MaxEntries: the listing stops there
    qsizetype treeDiagnosticsAt = 0; // where the tree's diagnostics stand among the others (listTree)
    Diagnostics diagnostics;

    // The error when perf_opt/ is a symbolic link out of the operator directory (RUN-READ reports it
    // in place of the refusal of each file beneath it).
    static constexpr const char *PerfOptOutsideCode = "layout.perf-opt.outside-run";
    // perf_opt/ is such a link: nothing beneath it was read.
    bool perfOptOutsideRun() const;
    // `file` (relative to the operator directory) lies beneath perf_opt/.
    bool isBeneathPerfOpt(const QString &file) const { return file.startsWith(perfOptRel + QLatin1Char('/')); }
    static constexpr int MaxEntries = 200000;

    bool isValid() const { return !perfOptDir.isEmpty(); }
    QString absolute(const QString &relative) const;

    // How much to list: the whole tree under perf_opt/ into `entries` (for the file browser), or
    // only its top level, without sizes (what the gates and the loader's readers need).
    enum class Listing { WholeTree, TopLevel };

    // `path` may be the operator directory or its perf_opt/ directly.
    static RunLayout discover(const QString &path, Listing listing = Listing::WholeTree);
    // What Listing::WholeTree adds to a layout discovered with TopLevel: `entries`, and the sizes
    // of the top-level files (the workbench lists the tree after its first paint).
    static void listTree(RunLayout &layout);
    static QString roleName(RunFileRole role);
    static QString verdictName(RunFileVerdict verdict);
};
