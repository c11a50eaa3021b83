// SPDX-License-Identifier: MIT
#pragma once

#include "clicommand.h"

// perfopt check DIR [--profile workflow|strict] [--json]
class CheckCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    QString name() const override { return QStringLiteral("check"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;
};
