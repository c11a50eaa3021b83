// SPDX-License-Identifier: MIT
// perfopt: the headless command line over perfopt_core.
#include "abcommand.h"
#include "base/localization.h"
#include "chartcommand.h"
#include "checkcommand.h"
#include "diffcommand.h"
#include "exportcommand.h"
#include "indexcommand.h"
#include "inspectcommand.h"
#include "profilecommand.h"
#include "summarycommand.h"
#include "terminaloutput.h"

#include <QCoreApplication>
#include <QTextStream>
#include <cstdio>
#include <memory>
#include <vector>

namespace {

QString usage(const std::vector<std::unique_ptr<CliCommand>> &commands)
{
    QString text = QCoreApplication::translate("perfopt", "Usage: perfopt <command> [options]\n\n"
                                                          "Review TileLang kernel tuning runs from the command line.\n\n"
                                                          "Commands:\n");
    for (const auto &command : commands)
        text += QStringLiteral("  %1 %2\n").arg(command->name().leftJustified(10), command->summary());
    text += QCoreApplication::translate("perfopt", "\nOptions:\n"
                                                  "  -h, --help     Show this help; `perfopt <command> --help` for a command.\n"
                                                  "  -v, --version  Show the version.\n"
                                                  "  --lang <xx>    Message language: en or zh_CN (default: the locale).\n\n"
                                                  "Exit codes: 0 success, 1 the run has failures, 2 bad usage or unreadable input.\n");
    return text;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("perfopt"));
    QCoreApplication::setOrganizationName(QStringLiteral("perfopt"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PERFOPT_VERSION));

    QStringList arguments = QCoreApplication::arguments();
    QString language;
    if (const qsizetype at = arguments.indexOf(QStringLiteral("--lang")); at > 0 && at + 1 < arguments.size()) {
        language = arguments.at(at + 1);
        arguments.remove(at, 2);
    }
    Localization::install(language);

    // On a terminal, a run's text passes through TerminalText (it cannot drive the terminal).
    QTextStream out(&TerminalOutput::standardOutput());
    QTextStream err(&TerminalOutput::standardError());
    std::vector<std::unique_ptr<CliCommand>> commands;
    commands.push_back(std::make_unique<InspectCommand>(out, err));
    commands.push_back(std::make_unique<CheckCommand>(out, err));
    commands.push_back(std::make_unique<SummaryCommand>(out, err));
    commands.push_back(std::make_unique<AbCommand>(out, err));
    commands.push_back(std::make_unique<ChartCommand>(out, err));
    commands.push_back(std::make_unique<DiffCommand>(out, err));
    commands.push_back(std::make_unique<ProfileCommand>(out, err));
    commands.push_back(std::make_unique<ExportCommand>(out, err));
    commands.push_back(std::make_unique<IndexCommand>(out, err));

    const QStringList rest = arguments.mid(1);
    if (rest.isEmpty()) {
        err << usage(commands);
        return CliCommand::BadUsage;
    }
    const QString first = rest.first();
    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        out << "perfopt " << QCoreApplication::applicationVersion() << '\n';
        return CliCommand::Success;
    }
    if (first == QLatin1String("--help") || first == QLatin1String("-h") || first == QLatin1String("help")) {
        out << usage(commands);
        return CliCommand::Success;
    }
    for (const auto &command : commands) {
        if (command->name() == first) {
            const int code = command->run(rest);
            out.flush();
            err.flush();
            TerminalOutput::standardOutput().finish();
            TerminalOutput::paintedOutput().finish();
            TerminalOutput::standardError().finish();
            return code;
        }
    }
    err << QCoreApplication::translate("perfopt", "perfopt: unknown command \"%1\"").arg(first) << "\n\n"
        << usage(commands);
    return CliCommand::BadUsage;
}
