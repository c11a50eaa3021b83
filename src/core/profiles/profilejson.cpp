// SPDX-License-Identifier: MIT
#include "profiles/profilejson.h"

#include "profiles/profileindex.h"

#include <cmath>

namespace {

QJsonValue number(double value)
{
    return std::isfinite(value) ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

QJsonValue count(qint64 value)
{
    return value >= 0 ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

QJsonValue text(const QString &value)
{
    return value.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(value);
}

QJsonObject launchJson(const ProfileLaunch &launch)
{
    QJsonArray files;
    for (const MetricFile &file : launch.metricFiles)
        files.append(file.name);
    return {
        {QStringLiteral("dir"), launch.relativeDir},
        {QStringLiteral("kernel"), text(launch.kernelName)},
        {QStringLiteral("index"), launch.index},
        {QStringLiteral("device_id"), count(launch.deviceId)},
        {QStringLiteral("task_duration_us"), number(launch.basicInfo.taskDurationUs)},
        {QStringLiteral("opbasicinfo"), text(launch.basicInfo.file)},
        {QStringLiteral("metric_files"), files},
        {QStringLiteral("simulator_cores"), QJsonArray::fromStringList(launch.simulatorCores)},
    };
}

} // namespace

QJsonObject ProfileJson::toJson(const ProfileRun &run)
{
    QJsonArray launches;
    for (const ProfileLaunch &launch : run.launches)
        launches.append(launchJson(launch));
    const OpBasicInfo &info = run.basicInfo;
    return {
        {QStringLiteral("dir"), run.relativeDir},
        {QStringLiteral("name"), run.name},
        {QStringLiteral("kind"), ProfileRun::kindName(run.kind)},
        {QStringLiteral("op_name"), text(info.opName)},
        {QStringLiteral("op_type"), text(info.opType)},
        {QStringLiteral("task_duration_us"), number(run.taskDurationUs())},
        {QStringLiteral("block_dim"), count(info.blockDim)},
        {QStringLiteral("mix_block_dim"), count(info.mixBlockDim)},
        {QStringLiteral("current_freq_mhz"), count(info.currentFreqMHz)},
        {QStringLiteral("soc_version"), text(info.socVersion)},
        {QStringLiteral("launch_count"), run.launchCount()},
        {QStringLiteral("duration_count"), run.durations.count},
        {QStringLiteral("median_us"), number(run.durations.median)},
        {QStringLiteral("min_us"), number(run.durations.min)},
        {QStringLiteral("max_us"), number(run.durations.max)},
        {QStringLiteral("metrics"), QJsonArray::fromStringList(run.metricNames())},
        {QStringLiteral("ab_workdir"), text(run.abWorkdir)},
        {QStringLiteral("ab_pair"), run.abPair > 0 ? QJsonValue(run.abPair) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("ab_arm"), run.abArm.isNull() ? QJsonValue(QJsonValue::Null) : QJsonValue(QString(run.abArm))},
        {QStringLiteral("launches"), launches},
    };
}

QJsonObject ProfileJson::toJson(const ProfileIndex &index)
{
    QJsonArray runs;
    for (const ProfileRun &run : index.runs())
        runs.append(toJson(run));
    return {
        {QStringLiteral("profiles_dir"), index.profilesRelDir()},
        {QStringLiteral("exists"), index.profilesDirExists()},
        {QStringLiteral("cancelled"), index.wasCancelled()},
        {QStringLiteral("runs"), runs},
        {QStringLiteral("diagnostics"), toJson(index.diagnostics())},
    };
}

QJsonArray ProfileJson::toJson(const Diagnostics &diagnostics)
{
    QJsonArray array;
    for (const Diagnostic &diagnostic : diagnostics) {
        array.append(QJsonObject {
            {QStringLiteral("severity"), Diagnostic::severityName(diagnostic.severity)},
            {QStringLiteral("code"), diagnostic.code},
            {QStringLiteral("file"), diagnostic.file},
            {QStringLiteral("line"), diagnostic.line},
            {QStringLiteral("column"), diagnostic.column},
            {QStringLiteral("message"), diagnostic.message},
        });
    }
    return array;
}
