// SPDX-License-Identifier: MIT
#include "indexcommand.h"

#include "base/terminaltext.h"
#include "index/runindexer.h"
#include "review/workspacedatabase.h"
#include "workspaceoption.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMutex>
#include <cmath>
#include <cstdio>
#include <unistd.h>

QString IndexCommand::summary() const
{
    return QCoreApplication::translate("IndexCommand", "Index every run under a folder into the workspace database");
}

int IndexCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption json(QStringLiteral("json"),
                                  QCoreApplication::translate("IndexCommand", "Print the index as JSON."));
    const QCommandLineOption jobs(QStringLiteral("jobs"),
                                  QCoreApplication::translate("IndexCommand", "Runs read at once (default: one per core)."),
                                  QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption workspace = WorkspaceOption::option(QStringLiteral("index"));
    parser.addOptions({json, jobs, workspace});
    parser.addPositionalArgument(QStringLiteral("ROOT"),
                                 QCoreApplication::translate("IndexCommand", "A repository or any folder holding runs."));
    if (const std::optional<int> done = parseArguments(parser, arguments))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        m_err << QCoreApplication::translate("IndexCommand",
                                             "perfopt index: usage: perfopt index ROOT [--workspace URL] [--json] [--jobs N]")
              << '\n';
        return BadUsage;
    }
    if (!QFileInfo(positional.first()).isDir()) {
        m_err << QCoreApplication::translate("IndexCommand", "perfopt index: %1 is not a folder").arg(positional.first())
              << '\n';
        return BadUsage;
    }
    bool jobsOk = true;
    const int jobCount = parser.isSet(jobs) ? parser.value(jobs).toInt(&jobsOk) : 0;
    if (parser.isSet(jobs) && (!jobsOk || jobCount < 1 || jobCount > 1024)) {
        m_err << QCoreApplication::translate("IndexCommand", "perfopt index: --jobs needs a whole number from 1 to 1024, not \"%1\"")
                     .arg(parser.value(jobs))
              << '\n';
        return BadUsage;
    }
    WorkspaceDatabase database;
    if (!WorkspaceOption::open(database, WorkspaceOption::location(parser, workspace), false)) {
        m_err << "perfopt index: " << database.errorString() << '\n';
        return BadUsage;
    }
    RunIndexer::Options options;
    options.jobs = jobCount; // 0: one per core
    // One progress line, rewritten in place, when stderr is a terminal.
    QMutex mutex;
    if (isatty(STDERR_FILENO)) {
        options.progress = [&mutex](int done, int total, const QString &path) {
            const QMutexLocker lock(&mutex);
            // The folder's name is the run's: inert, like everything else printed to a terminal.
            QString line = TerminalText::inert(QCoreApplication::translate("IndexCommand", "reading %1/%2 %3")
                                                   .arg(done)
                                                   .arg(total)
                                                   .arg(QFileInfo(path).dir().dirName()));
            if (line.size() > 100)
                line.truncate(line.at(99).isHighSurrogate() ? 99 : 100);
            std::fprintf(stderr, "\r\033[K%s", qPrintable(line));
            std::fflush(stderr);
        };
    }
    QElapsedTimer timer;
    timer.start();
    const RunIndexer::Result result = RunIndexer::index(positional.first(), &database, options);
    if (options.progress)
        std::fprintf(stderr, "\r\033[K");
    for (const QString &error : result.errors)
        m_err << "perfopt index: " << error << '\n';
    const QDir root(QFileInfo(positional.first()).canonicalFilePath());
    if (parser.isSet(json)) {
        QJsonArray runs;
        for (const RunIndexRow &row : result.rows)
            runs.append(RunIndexer::toJson(row));
        const QJsonObject out{{QStringLiteral("root"), QFileInfo(positional.first()).canonicalFilePath()},
                              {QStringLiteral("workspace"), database.path()},
                              {QStringLiteral("found"), result.found},
                              {QStringLiteral("read"), result.read},
                              {QStringLiteral("unchanged"), result.unchanged},
                              {QStringLiteral("errors"), QJsonArray::fromStringList(result.errors)},
                              {QStringLiteral("runs"), runs}};
        m_out << QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Indented));
    } else {
        for (const RunIndexRow &row : result.rows) {
            QStringList gates;
            for (auto it = row.gates.begin(); it != row.gates.end(); ++it)
                gates << it.key() + QLatin1Char('=') + it.value();
            const QString op = row.operatorName.isEmpty() ? QStringLiteral("?") : row.operatorName;
            const QString candidate = row.finalCandidate.isEmpty() ? QStringLiteral("-") : row.finalCandidate;
            m_out << QStringLiteral("%1  %2  gen %3  rounds %4  records %5  geomean %6  %7  %8  %9\n")
                         .arg(op.leftJustified(20), candidate.leftJustified(16),
                              row.generation.isEmpty() ? QStringLiteral("?") : row.generation,
                              QString::number(row.rounds), QString::number(row.records),
                              std::isfinite(row.geomeanSpeedup) ? QString::number(row.geomeanSpeedup, 'f', 3)
                                                                : QStringLiteral("-"),
                              gates.join(QLatin1Char(' ')), RunIndexRow::reviewStatusName(row.review),
                              QDir::toNativeSeparators(root.relativeFilePath(row.path)));
        }
        m_out << QCoreApplication::translate("IndexCommand", "%1 runs: %2 read, %3 unchanged, %4 errors in %5 s\n")
                     .arg(result.found)
                     .arg(result.read)
                     .arg(result.unchanged)
                     .arg(result.errors.size())
                     .arg(double(timer.elapsed()) / 1000.0, 0, 'f', 2);
    }
    return result.errors.isEmpty() ? Success : Failures;
}
