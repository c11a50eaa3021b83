// SPDX-License-Identifier: MIT
#pragma once

#include "clicommand.h"

#include <QCoreApplication>

struct ProfileComparison;
struct ProfileSummary;

// perfopt profile RUN_DIR [--launch N] [--json]
// perfopt profile --compare A B [--noise 0.03] [--json]
class ProfileCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ProfileCommand)

public:
    using CliCommand::CliCommand;
    QString name() const override { return QStringLiteral("profile"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;

private:
    void printSummary(const ProfileSummary &summary);
    void printComparison(const ProfileComparison &comparison);
};
