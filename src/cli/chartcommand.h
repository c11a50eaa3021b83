// SPDX-License-Identifier: MIT
#pragma once

#include "clicommand.h"

// perfopt chart DIR [--key K | --all] [--mode us|speedup] [--log] --format png|svg|csv -o FILE
// CSV is written here (core only); PNG and SVG are drawn by perfopt-chart-render, the small Qt
// Widgets program installed next to perfopt, started with the offscreen platform so that no
// display is needed and perfopt itself stays free of QtGui.
class ChartCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    QString name() const override { return QStringLiteral("chart"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;

    static QString rendererPath(); // perfopt-chart-render next to this executable
};
