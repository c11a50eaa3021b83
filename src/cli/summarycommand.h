// SPDX-License-Identifier: MIT
#pragma once

#include "clicommand.h"

// perfopt summary DIR [--round N] [--json]
class SummaryCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    QString name() const override { return QStringLiteral("summary"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;
};
