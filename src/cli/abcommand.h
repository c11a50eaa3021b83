// SPDX-License-Identifier: MIT
#pragma once

#include "clicommand.h"

// perfopt ab WORKDIR [--noise 0.03] [--json]
class AbCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    QString name() const override { return QStringLiteral("ab"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;
};
