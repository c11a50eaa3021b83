// SPDX-License-Identifier: MIT
#include "profiles/profilejson.h"

#include "profiles/profileindex.h"

#include <QJsonDocument>

namespace {

// Keys in QJsonObject's (sorted) order, as every object below is written.
void writeText(JsonStreamWriter &w, const QString &value)
{
    if (value.isEmpty())
        w.null();
    else
        w.value(value);
}

void writeCount(JsonStreamWriter &w, qint64 value)
{
    if (value >= 0)
        w.value(value);
    else
        w.null();
}

void writeStrings(JsonStreamWriter &w, const QStringList &values)
{
    w.beginArray();
    for (const QString &value : values)
        w.value(value);
    w.endArray();
}

void writeLaunch(JsonStreamWriter &w, const ProfileLaunch &launch)
{
    w.beginObject();
    w.key(QStringLiteral("device_id"));
    writeCount(w, launch.deviceId);
    w.key(QStringLiteral("dir"));
    w.value(launch.relativeDir);
    w.key(QStringLiteral("index"));
    w.value(launch.index);
    w.key(QStringLiteral("kernel"));
    writeText(w, launch.kernelName);
    w.key(QStringLiteral("metric_files"));
    w.beginArray();
    for (const MetricFile &file : launch.metricFiles)
        w.value(file.name);
    w.endArray();
    w.key(QStringLiteral("opbasicinfo"));
    writeText(w, launch.basicInfo.file);
    w.key(QStringLiteral("simulator_cores"));
    writeStrings(w, launch.simulatorCores);
    w.key(QStringLiteral("task_duration_us"));
    w.number(launch.basicInfo.taskDurationUs);
    w.endObject();
}

template<typename Write>
QByteArray written(Write write)
{
    QByteArray bytes;
    {
        JsonStreamWriter writer([&bytes](QByteArrayView piece) { bytes.append(piece); });
        write(writer);
    }
    return bytes;
}

} // namespace

void ProfileJson::write(const ProfileRun &run, JsonStreamWriter &w)
{
    const OpBasicInfo &info = run.basicInfo;
    w.beginObject();
    w.key(QStringLiteral("ab_arm"));
    if (run.abArm.isNull())
        w.null();
    else
        w.value(QString(run.abArm));
    w.key(QStringLiteral("ab_pair"));
    if (run.abPair > 0)
        w.value(run.abPair);
    else
        w.null();
    w.key(QStringLiteral("ab_workdir"));
    writeText(w, run.abWorkdir);
    w.key(QStringLiteral("block_dim"));
    writeCount(w, info.blockDim);
    w.key(QStringLiteral("current_freq_mhz"));
    writeCount(w, info.currentFreqMHz);
    w.key(QStringLiteral("dir"));
    w.value(run.relativeDir);
    w.key(QStringLiteral("duration_count"));
    w.value(run.durations.count);
    w.key(QStringLiteral("kind"));
    w.value(ProfileRun::kindName(run.kind));
    w.key(QStringLiteral("launch_count"));
    w.value(run.launchCount());
    w.key(QStringLiteral("launches"));
    w.beginArray();
    for (const ProfileLaunch &launch : run.launches)
        writeLaunch(w, launch);
    w.endArray();
    w.key(QStringLiteral("max_us"));
    w.number(run.durations.max);
    w.key(QStringLiteral("median_us"));
    w.number(run.durations.median);
    w.key(QStringLiteral("metrics"));
    writeStrings(w, run.metricNames());
    w.key(QStringLiteral("min_us"));
    w.number(run.durations.min);
    w.key(QStringLiteral("mix_block_dim"));
    writeCount(w, info.mixBlockDim);
    w.key(QStringLiteral("name"));
    w.value(run.name);
    w.key(QStringLiteral("op_name"));
    writeText(w, info.opName);
    w.key(QStringLiteral("op_type"));
    writeText(w, info.opType);
    w.key(QStringLiteral("soc_version"));
    writeText(w, info.socVersion);
    w.key(QStringLiteral("task_duration_us"));
    w.number(run.taskDurationUs());
    w.endObject();
}

void ProfileJson::write(const ProfileIndex &index, JsonStreamWriter &w, bool withDiagnostics,
                        QList<JsonStreamWriter::StreamedMember> more)
{
    more.append({{QStringLiteral("cancelled"), [&index](JsonStreamWriter &s) { s.value(index.wasCancelled()); }},
                 {QStringLiteral("exists"), [&index](JsonStreamWriter &s) { s.value(index.profilesDirExists()); }},
                 {QStringLiteral("profiles_dir"), [&index](JsonStreamWriter &s) { s.value(index.profilesRelDir()); }},
                 {QStringLiteral("runs"), [&index](JsonStreamWriter &s) {
                      s.beginArray();
                      for (const ProfileRun &run : index.runs())
                          write(run, s);
                      s.endArray();
                  }}});
    if (withDiagnostics)
        more.append({QStringLiteral("diagnostics"),
                     [&index](JsonStreamWriter &s) { write(index.diagnostics(), s); }});
    w.beginObject();
    w.members(QJsonObject(), std::move(more));
    w.endObject();
}

void ProfileJson::write(const Diagnostics &diagnostics, JsonStreamWriter &w)
{
    w.beginArray();
    for (const Diagnostic &diagnostic : diagnostics)
        diagnostic.writeJson(w, Diagnostic::JsonForm::Located);
    w.endArray();
}

// One writer of the form: each document is what write() prints, read back.
QJsonObject ProfileJson::toJson(const ProfileRun &run)
{
    return QJsonDocument::fromJson(written([&run](JsonStreamWriter &w) { write(run, w); })).object();
}

QJsonObject ProfileJson::toJson(const ProfileIndex &index)
{
    return QJsonDocument::fromJson(written([&index](JsonStreamWriter &w) { write(index, w); })).object();
}

QJsonArray ProfileJson::toJson(const Diagnostics &diagnostics)
{
    return QJsonDocument::fromJson(written([&diagnostics](JsonStreamWriter &w) { write(diagnostics, w); })).array();
}
