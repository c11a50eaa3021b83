// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"

#include <QJsonArray>
#include <QJsonObject>

class LogsIndex;
class ProfileIndex;
struct ProfileRun;

// Stable JSON for `perfopt inspect --json`: snake_case keys, every key always present (null when
// unknown), runs and files sorted by path, no absolute paths and no timestamps of the local disk,
// so the output of a checked-in project can be compared byte for byte.
class ProfileJson
{
public:
    static QJsonObject toJson(const ProfileIndex &index);
    static QJsonObject toJson(const LogsIndex &index);
    static QJsonObject toJson(const ProfileRun &run);
    static QJsonArray toJson(const Diagnostics &diagnostics);
};
