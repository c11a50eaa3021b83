// SPDX-License-Identifier: MIT
#pragma once

#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>
#include <memory>
#include <optional>

// One `perfopt` subcommand. Exit codes: 0 success, 1 the run has failures, 2 bad usage or input.
class CliCommand
{
public:
    enum ExitCode { Success = 0, Failures = 1, BadUsage = 2 };

    CliCommand(QTextStream &out, QTextStream &err)
        : m_out(out)
        , m_err(err)
    {
    }
    virtual ~CliCommand() = default;

    virtual QString name() const = 0;
    virtual QString summary() const = 0;
    virtual int run(const QStringList &arguments) = 0; // arguments[0] is the command name

protected:
    // Parses the command's arguments. Returns the exit code when the command is done already: a
    // usage error (printed as "perfopt <name>: …") or --help (printed); nothing to go on with.
    std::optional<int> parseArguments(QCommandLineParser &parser, const QStringList &arguments)
    {
        if (!parser.parse(arguments)) {
            m_err << "perfopt " << name() << ": " << parser.errorText() << '\n';
            return BadUsage;
        }
        if (parser.isSet(QStringLiteral("help"))) {
            m_out << parser.helpText();
            return Success;
        }
        return std::nullopt;
    }

    // The process ends right after a command: the snapshot of a large run (hundreds of thousands of
    // table cells) is left to the exit rather than freed piece by piece, a tenth of a check's time.
    // Held from a pointer that is never freed, so it stays reachable (no leak report); a later
    // command in the same process releases the one before.
    static void keepUntilExit(std::shared_ptr<const void> loaded)
    {
        static auto *kept = new std::shared_ptr<const void>;
        *kept = std::move(loaded);
    }

    QTextStream &m_out;
    QTextStream &m_err;
};
