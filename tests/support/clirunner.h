// SPDX-License-Identifier: MIT
#pragma once

#include <QProcess>
#include <QStringList>

// Runs a built executable the way a user would and keeps what it printed.
struct CliResult {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

inline CliResult runProgram(const QString &program, const QStringList &arguments, int timeoutMs = 60000)
{
    QProcess process;
    process.start(program, arguments);
    CliResult result;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

inline CliResult runCli(const QStringList &arguments, int timeoutMs = 60000)
{
    return runProgram(QStringLiteral(PERFOPT_CLI_PATH), arguments, timeoutMs);
}
