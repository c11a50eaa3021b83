// SPDX-License-Identifier: MIT
#pragma once

#include "base/diagnostic.h"
#include "base/jsonstreamwriter.h"

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
    // Written as QJsonDocument::Indented prints toJson(); `more` adds members (in key order).
    static void write(const ProfileIndex &index, JsonStreamWriter &writer, bool withDiagnostics = true,
                      QList<JsonStreamWriter::StreamedMember> more = {});
    static void write(const ProfileRun &run, JsonStreamWriter &writer);
    static void write(const Diagnostics &diagnostics, JsonStreamWriter &writer);

    static QJsonObject toJson(const ProfileIndex &index);
    static QJsonObject toJson(const ProfileRun &run);
    static QJsonArray toJson(const Diagnostics &diagnostics);
};
