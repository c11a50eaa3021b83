// SPDX-License-Identifier: MIT
#pragma once

#include "clicommand.h"

// perfopt diff DIR A B [--format patch|html] [-o FILE] [--algorithm NAME] [-w] [--ignore-blank-lines] [-U N]
class DiffCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    QString name() const override { return QStringLiteral("diff"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;

private:
    void emitBytes(const QByteArray &bytes);
};
