// SPDX-License-Identifier: MIT
#pragma once

#include "base/diagnostic.h"

#include <QJsonArray>
#include <QJsonObject>

class ProfileIndex;
struct ProfileRun;

// Stable JSON for `perfopt inspect --json`: snake_case keys, every key always present (null when
// unknown), runs and files sorted by path, paths relative to the operator directory and no file
// times, so the output for a checked-in project compares byte for byte. (Messages about links that
// leave the project name their absolute target.)
class ProfileJson
{
public:
    static QJsonObject toJson(const ProfileIndex &index);
    static QJsonObject toJson(const ProfileRun &run);
    static QJsonArray toJson(const Diagnostics &diagnostics);
};
