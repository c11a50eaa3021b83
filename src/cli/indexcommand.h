// SPDX-License-Identifier: MIT
#pragma once

#include "clicommand.h"

// perfopt index ROOT [--workspace URL] [--json] [--jobs N]
class IndexCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    QString name() const override { return QStringLiteral("index"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;
};
