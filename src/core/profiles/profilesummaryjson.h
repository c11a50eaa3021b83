// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

struct ProfileComparison;
struct ProfileSummary;

// Stable JSON for `perfopt profile [--compare] --json` (docs/cli.md): snake_case keys,
// every key always present (null when unknown), numbers as the files give them, paths relative to
// the directory the run was found in.
class ProfileSummaryJson
{
public:
    static QJsonObject toJson(const ProfileSummary &summary);
    static QJsonObject toJson(const ProfileComparison &comparison);
};
