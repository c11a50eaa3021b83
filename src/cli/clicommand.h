// SPDX-License-Identifier: MIT
#pragma once

#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>
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

    QTextStream &m_out;
    QTextStream &m_err;
};
