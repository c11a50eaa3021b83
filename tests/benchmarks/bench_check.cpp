// SPDX-License-Identifier: MIT
// Times `perfopt check` on a large run: perfopt-synth writes the 15,000-record run of
// docs/perfopt-synth.md ("Size and speed") into a temporary directory, then ProjectLoader::load and
// GateEngine::run (workflow and strict profiles) are timed and printed in milliseconds.
//
//   bench_check [--runs N] [--keep DIR] [--dir DIR] [--git]
//
// --dir times an existing run instead of generating one; --git lets the strict profile read the
// records' git history (off by default: a temporary run is in no repository anyway).
#include "gates/gateengine.h"
#include "run/projectloader.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>
#include <algorithm>

namespace {

const QStringList kSynthArguments {QStringLiteral("--records"),      QStringLiteral("15000"),
                                   QStringLiteral("--profile-runs"), QStringLiteral("1500"),
                                   QStringLiteral("--log-bytes"),    QStringLiteral("2000000")};

// Fixtures are thousands of small files: on tmpfs when there is one.
QString scratchBase()
{
    const QFileInfo shm(QStringLiteral("/dev/shm"));
    return (shm.isDir() && shm.isWritable() ? shm.filePath() : QDir::tempPath())
        + QStringLiteral("/bench_check-XXXXXX");
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n == 0 ? 0 : n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

QString summary(const QList<double> &ms)
{
    return QStringLiteral("median=%1 min=%2 max=%3")
        .arg(median(ms), 0, 'f', 1)
        .arg(*std::min_element(ms.cbegin(), ms.cend()), 0, 'f', 1)
        .arg(*std::max_element(ms.cbegin(), ms.cend()), 0, 'f', 1);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption runsOption(QStringLiteral("runs"), QStringLiteral("Timed repetitions (default 3)."),
                                        QStringLiteral("N"), QStringLiteral("3"));
    const QCommandLineOption keepOption(QStringLiteral("keep"), QStringLiteral("Generate the run at DIR and keep it."),
                                        QStringLiteral("DIR"));
    const QCommandLineOption dirOption(QStringLiteral("dir"), QStringLiteral("Time an existing run at DIR."),
                                       QStringLiteral("DIR"));
    const QCommandLineOption gitOption(QStringLiteral("git"), QStringLiteral("Read the records' git history too."));
    parser.addOptions({runsOption, keepOption, dirOption, gitOption});
    parser.process(app);
    QTextStream out(stdout);
    const int runs = std::max(1, parser.value(runsOption).toInt());

    QTemporaryDir scratch(scratchBase());
    QString dir = parser.value(dirOption);
    if (dir.isEmpty()) {
        dir = parser.isSet(keepOption) ? parser.value(keepOption) : scratch.filePath(QStringLiteral("bench"));
        QElapsedTimer timer;
        timer.start();
        QProcess synth;
        synth.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        synth.start(QStringLiteral(PERFOPT_SYNTH_PATH), QStringList {dir} + kSynthArguments);
        if (!synth.waitForFinished(600000) || synth.exitStatus() != QProcess::NormalExit || synth.exitCode() != 0) {
            out << "perfopt-synth failed: " << QString::fromLocal8Bit(synth.readAllStandardOutput()) << Qt::endl;
            return 1;
        }
        out << QString::fromLocal8Bit(synth.readAllStandardOutput()).trimmed() << Qt::endl;
        out << "generate_ms=" << timer.elapsed() << Qt::endl;
    }
    out << "run=" << dir << Qt::endl;

    GateOptions options;
    options.repositoryRoot = dir; // S4-PERF-FEEDBACK-REF needs no enclosing checkout
    options.useGitHistory = parser.isSet(gitOption);
    QList<double> loadMs, workflowMs, strictMs;
    ProjectSnapshotPtr snapshot;
    GateReport workflow, strict;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        snapshot = ProjectLoader::load(dir);
        loadMs.append(timer.nsecsElapsed() / 1e6);
        if (!snapshot || !snapshot->layout.isValid()) {
            out << "not a run: " << dir << Qt::endl;
            return 1;
        }
        timer.restart();
        workflow = GateEngine::run(*snapshot, GateProfile::Workflow, options);
        workflowMs.append(timer.nsecsElapsed() / 1e6);
        timer.restart();
        strict = GateEngine::run(*snapshot, GateProfile::Strict, options);
        strictMs.append(timer.nsecsElapsed() / 1e6);
    }
    out << "records=" << snapshot->records.records.size() << " profile_runs=" << snapshot->profiles.runs().size()
        << " log_bytes=" << snapshot->optLogFile.bytes.size() << " runs=" << runs << Qt::endl;
    out << "load_ms " << summary(loadMs) << Qt::endl;
    out << "gate_workflow_ms " << summary(workflowMs) << " failures=" << workflow.failures().size()
        << " warnings=" << workflow.warnings().size() << Qt::endl;
    out << "gate_strict_ms " << summary(strictMs) << " failures=" << strict.failures().size()
        << " warnings=" << strict.warnings().size() << Qt::endl;
    QList<double> totals;
    for (int i = 0; i < runs; ++i)
        totals.append(loadMs[i] + strictMs[i]);
    out << "load_plus_strict_ms " << summary(totals) << Qt::endl;
    return 0;
}
