// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>
#include <QTextStream>

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
    QTextStream &m_out;
    QTextStream &m_err;
};
