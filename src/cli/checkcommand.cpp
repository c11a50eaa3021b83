// SPDX-License-Identifier: MIT
#include "checkcommand.h"

#include "gates/gateengine.h"
#include "gates/gatereportjson.h"
#include "review/workspacedatabase.h"
#include "run/projectloader.h"
#include "terminaloutput.h"
#include "workspaceoption.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <algorithm>
#include <cstdio>
#include <unistd.h>

QString CheckCommand::summary() const
{
    return QCoreApplication::translate("CheckCommand", "Run the gate checks (workflow parity or strict review)");
}

int CheckCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addHelpOption();
    const QCommandLineOption json(QStringLiteral("json"),
                                  QCoreApplication::translate("CheckCommand", "Machine-readable JSON output."));
    const QCommandLineOption profile(
        QStringLiteral("profile"),
        QCoreApplication::translate("CheckCommand", "workflow (the workflow's gate 4 exactly) or strict (default)."),
        QStringLiteral("name"), QStringLiteral("strict"));
    const QCommandLineOption feedback(
        QStringLiteral("feedback-schema"),
        QCoreApplication::translate("CheckCommand", "perf_feedback.md sections: A1 (default) or A0 (no 参照锚定)."),
        QStringLiteral("A0|A1"), QStringLiteral("A1"));
    const QCommandLineOption noise(QStringLiteral("noise"),
                                   QCoreApplication::translate("CheckCommand", "Noise threshold (default 0.03)."),
                                   QStringLiteral("fraction"), QStringLiteral("0.03"));
    const QCommandLineOption noWorkspace(
        QStringLiteral("no-workspace"),
        QCoreApplication::translate("CheckCommand",
                                    "Do not compare with or update the workspace database's records snapshot."));
    const QCommandLineOption acceptRecords(
        QStringLiteral("accept-records"),
        QCoreApplication::translate(
            "CheckCommand",
            "After checking, make perf_records.jsonl as it is now the workspace's snapshot (a run "
            "restarted on purpose): later checks compare with it."));
    const QCommandLineOption noGit(QStringLiteral("no-git"),
                                   QCoreApplication::translate("CheckCommand",
                                                               "Do not read perf_records.jsonl's git history."));
    const QCommandLineOption repoRoot(
        QStringLiteral("repo-root"),
        QCoreApplication::translate("CheckCommand",
                                    "The repository perf_feedback.md's references (docs/…, .agents/…) are looked up in "
                                    "(default: the checkout above the run)."),
        QStringLiteral("dir"));
    const QCommandLineOption workspace = WorkspaceOption::option(QStringLiteral("strict"));
    parser.addOptions({json, profile, feedback, noise, noWorkspace, acceptRecords, workspace, noGit, repoRoot});
    parser.addPositionalArgument(QStringLiteral("DIR"),
                                 QCoreApplication::translate("CheckCommand", "perf_opt/ or its operator directory."));
    if (const std::optional<int> done = parseArguments(parser, arguments))
        return *done;
    const auto chosen = GateReport::profileFromName(parser.value(profile));
    bool noiseOk = false;
    GateOptions options;
    options.noiseThreshold = parser.value(noise).toDouble(&noiseOk);
    const QString schema = parser.value(feedback);
    // A fraction 0 ≤ F < 1, as every command takes it (NaN is neither).
    noiseOk = noiseOk && options.noiseThreshold >= 0 && options.noiseThreshold < 1;
    if (!chosen || !noiseOk || (schema != QLatin1String("A0") && schema != QLatin1String("A1"))
        || parser.positionalArguments().size() != 1) {
        m_err << QCoreApplication::translate("CheckCommand",
                                             "perfopt check: usage: perfopt check DIR [--profile workflow|strict] [--json]")
              << '\n';
        return BadUsage;
    }
    options.feedbackSchema = schema == QLatin1String("A0") ? GateOptions::FeedbackSchema::A0
                                                           : GateOptions::FeedbackSchema::A1;
    if (parser.isSet(repoRoot)) {
        const QFileInfo root(parser.value(repoRoot));
        if (!root.isDir()) {
            m_err << QCoreApplication::translate("CheckCommand", "perfopt check: --repo-root %1 is not a directory")
                         .arg(parser.value(repoRoot))
                  << '\n';
            return BadUsage;
        }
        options.repositoryRoot = root.absoluteFilePath();
    }
    // The workflow profile reads only the files the workflow's gate reads.
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(
        parser.positionalArguments().first(), nullptr,
        *chosen == GateProfile::Workflow ? ProjectLoader::Scope::WorkflowGate : ProjectLoader::Scope::Everything);
    keepUntilExit(snapshot);
    if (!snapshot->layout.isValid()) {
        for (const Diagnostic &d : snapshot->layout.diagnostics)
            m_err << "perfopt check: " << d.message << '\n';
        return BadUsage;
    }
    options.useGitHistory = !parser.isSet(noGit);
    // The strict profile compares perf_records.jsonl with the last snapshot in the user's workspace
    // database (never in the run) and then records the current one.
    WorkspaceDatabase database;
    const bool wantWorkspace = *chosen == GateProfile::Strict && !parser.isSet(noWorkspace) && snapshot->records.exists;
    const bool useWorkspace
        = wantWorkspace && WorkspaceOption::open(database, WorkspaceOption::location(parser, workspace), false);
    if (wantWorkspace && !useWorkspace)
        // A damaged or locked workspace never stops a check: say so and check without it.
        m_err << QCoreApplication::translate("CheckCommand",
                                             "perfopt check: the workspace database is unavailable (%1); "
                                             "perf_records.jsonl is checked without its earlier snapshot")
                     .arg(database.errorString())
              << '\n';
    QByteArray earlier;
    if (useWorkspace) {
        QString takenAt;
        earlier = database.lastRecordsSnapshot(snapshot->runKey(), &takenAt);
        if (!earlier.isEmpty())
            options.earlierRecords.append(
                {QCoreApplication::translate("CheckCommand", "workspace snapshot of %1").arg(takenAt), earlier});
    }
    const GateReport report = GateEngine::run(*snapshot, *chosen, options);
    if (useWorkspace) {
        database.touchRun(snapshot->runKey(), snapshot->layout.perfOptDir, snapshot->operatorName());
        const bool accept = parser.isSet(acceptRecords);
        if (!(accept ? database.acceptRecords(snapshot->runKey(), snapshot->records)
                     : database.rememberRecords(snapshot->runKey(), snapshot->records, earlier)))
            m_err << QCoreApplication::translate("CheckCommand",
                                                 "perfopt check: the workspace's records snapshot was not updated: %1")
                         .arg(database.errorString())
                  << '\n';
        // A rewrite against the snapshot stays an error on every later check: say how a reviewer
        // who knows the run was restarted on purpose moves on.
        const QList<GateResult> failures = report.failures();
        if (!accept && !earlier.isEmpty() && std::any_of(failures.cbegin(), failures.cend(), [](const GateResult &r) {
                return r.ruleId == QLatin1String("REVIEW-APPEND-ONLY");
            }))
            m_err << QCoreApplication::translate(
                "CheckCommand",
                "perfopt check: the workspace keeps its snapshot of perf_records.jsonl "
                "until the file starts with it again; if the run was restarted on "
                "purpose, check once with --accept-records")
                  << '\n';
    }
    if (parser.isSet(json)) {
        m_out.flush();
        GateReportJson::writeJson(
            report, [](QByteArrayView bytes) { TerminalOutput::standardOutput().writeBytes(bytes); });
        std::fflush(stdout);
    } else {
        const bool colour = isatty(STDOUT_FILENO) != 0;
        if (colour) {
            // The colour codes are ours; writeText makes the run's text between them inert.
            m_out.flush();
            QTextStream painted(&TerminalOutput::paintedOutput());
            GateReportJson::writeText(report, true, painted);
        } else {
            GateReportJson::writeText(report, false, m_out);
        }
    }
    return report.passed() ? Success : Failures;
}
