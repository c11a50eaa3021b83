// SPDX-License-Identifier: MIT
#pragma once

#include "clicommand.h"

#include <QCoreApplication>

// perfopt export optimize|stage-result|review DIR [-o FILE] [--lang en|zh_CN] [--workspace FILE | --no-workspace]
// (docs/cli.md)
class ExportCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ExportCommand)

public:
    using CliCommand::CliCommand;
    QString name() const override { return QStringLiteral("export"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;
};
