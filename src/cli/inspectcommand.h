// SPDX-License-Identifier: MIT
#pragma once

#include "clicommand.h"

// perfopt inspect DIR [--json]: prints the model of a run.
class InspectCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    QString name() const override { return QStringLiteral("inspect"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;
};
