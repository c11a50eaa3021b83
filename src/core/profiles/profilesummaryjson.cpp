// SPDX-License-Identifier: MIT
#include "profiles/profilesummaryjson.h"

#include "profiles/profilecomparison.h"
#include "profiles/profilejson.h"
#include "profiles/profilesummary.h"

#include <QJsonArray>

namespace {

QJsonValue number(double value)
{
    return std::isfinite(value) ? QJsonValue(value) : QJsonValue();
}

QJsonValue integer(qint64 value)
{
    return value >= 0 ? QJsonValue(value) : QJsonValue();
}

QJsonValue text(const QString &value)
{
    return value.isEmpty() ? QJsonValue() : QJsonValue(value);
}

QString unitName(MsprofCsv::Unit unit)
{
    switch (unit) {
    case MsprofCsv::Unit::Fraction:
        return QStringLiteral("fraction");
    case MsprofCsv::Unit::Count:
        return QStringLiteral("count");
    case MsprofCsv::Unit::None:
        return QString();
    default:
        return MsprofCsv::unitSymbol(unit);
    }
}

QJsonObject stat(const ProfileSummary::Stat &s)
{
    return {{QStringLiteral("count"), s.count},
            {QStringLiteral("mean"), number(s.mean)},
            {QStringLiteral("min"), number(s.min)},
            {QStringLiteral("max"), number(s.max)},
            {QStringLiteral("sum"), s.count > 0 ? QJsonValue(s.sum) : QJsonValue()}};
}

QJsonObject basicInfo(const OpBasicInfo &info)
{
    return {{QStringLiteral("present"), info.present},
            {QStringLiteral("file"), text(info.file)},
            {QStringLiteral("op_name"), text(info.opName)},
            {QStringLiteral("op_type"), text(info.opType)},
            {QStringLiteral("task_duration_us"), number(info.taskDurationUs)},
            {QStringLiteral("block_dim"), integer(info.blockDim)},
            {QStringLiteral("mix_block_dim"), integer(info.mixBlockDim)},
            {QStringLiteral("device_id"), integer(info.deviceId)},
            {QStringLiteral("pid"), integer(info.pid)},
            {QStringLiteral("current_freq_mhz"), integer(info.currentFreqMHz)},
            {QStringLiteral("rated_freq_mhz"), integer(info.ratedFreqMHz)},
            {QStringLiteral("soc_version"), text(info.socVersion)}};
}

QJsonArray metrics(const QList<ProfileSummary::Metric> &list)
{
    QJsonArray array;
    for (const ProfileSummary::Metric &m : list) {
        QJsonObject object = stat(m.stat);
        object.insert(QStringLiteral("file"), m.metric);
        object.insert(QStringLiteral("column"), m.column);
        object.insert(QStringLiteral("unit"), text(unitName(m.unit)));
        object.insert(QStringLiteral("derived"), m.derived);
        array.append(object);
    }
    return array;
}

QJsonValue change(CsvAlignment::Change c)
{
    return CsvAlignment::changeName(c);
}

} // namespace

QJsonObject ProfileSummaryJson::toJson(const ProfileSummary &summary)
{
    QJsonObject durations {{QStringLiteral("count"), summary.durations.count},
                           {QStringLiteral("median_us"), number(summary.durations.median)},
                           {QStringLiteral("min_us"), number(summary.durations.min)},
                           {QStringLiteral("max_us"), number(summary.durations.max)},
                           {QStringLiteral("mean_us"), number(summary.durations.mean)},
                           {QStringLiteral("spread"), number(summary.spread())}};
    QJsonArray launches;
    for (const ProfileSummary::LaunchDuration &launch : summary.launches) {
        launches.append(QJsonObject {{QStringLiteral("label"), launch.label},
                                     {QStringLiteral("dir"), launch.relativeDir},
                                     {QStringLiteral("task_duration_us"), number(launch.taskDurationUs)}});
    }
    durations.insert(QStringLiteral("launches"), launches);

    QJsonArray pipes;
    for (const ProfileSummary::PipeUse &use : summary.pipes) {
        pipes.append(QJsonObject {{QStringLiteral("core"), ProfileSummary::coreName(use.core)},
                                  {QStringLiteral("pipe"), ProfileSummary::pipeName(use.pipe)},
                                  {QStringLiteral("column"), use.ratioColumn},
                                  {QStringLiteral("file"), use.source},
                                  {QStringLiteral("ratio"), stat(use.ratio)},
                                  {QStringLiteral("time_us"), stat(use.timeUs)}});
    }
    QJsonArray balance;
    for (const ProfileSummary::LoadBalance &b : summary.balance) {
        QJsonObject object = stat(b.timeUs);
        object.insert(QStringLiteral("core"), ProfileSummary::coreName(b.core));
        object.insert(QStringLiteral("imbalance"), number(b.imbalance()));
        object.insert(QStringLiteral("slowest_block"), b.slowestBlock);
        object.insert(QStringLiteral("slowest_sub_block"), text(b.slowestSubBlock));
        object.insert(QStringLiteral("fastest_block"), b.fastestBlock);
        object.insert(QStringLiteral("fastest_sub_block"), text(b.fastestSubBlock));
        balance.append(object);
    }
    QJsonArray blocks;
    for (const ProfileSummary::BlockTime &block : summary.blocks) {
        blocks.append(QJsonObject {{QStringLiteral("block"), block.blockId},
                                   {QStringLiteral("sub_block"), text(block.subBlock)},
                                   {QStringLiteral("core"), ProfileSummary::coreName(block.core)},
                                   {QStringLiteral("time_us"), number(block.timeUs)}});
    }
    QJsonArray simulator;
    for (const ProfileSummary::SimulatorCore &core : summary.simulatorCores) {
        QJsonObject byPipe;
        for (const auto &[pipe, cycles] : core.pipeCycles)
            byPipe.insert(pipe, cycles);
        simulator.append(QJsonObject {{QStringLiteral("core"), core.name},
                                      {QStringLiteral("file"), core.file},
                                      {QStringLiteral("instructions"), core.instructions},
                                      {QStringLiteral("calls"), core.calls},
                                      {QStringLiteral("cycles"), core.cycles},
                                      {QStringLiteral("running_time_us"), core.runningTimeUs},
                                      {QStringLiteral("pipe_cycles"), byPipe}});
    }
    return {{QStringLiteral("run"), summary.runDir},
            {QStringLiteral("name"), summary.runName},
            {QStringLiteral("kind"), ProfileRun::kindName(summary.kind)},
            {QStringLiteral("basic_info"), basicInfo(summary.basicInfo)},
            {QStringLiteral("launch"), summary.launchIndex},
            {QStringLiteral("launch_dir"), text(summary.launchDir)},
            {QStringLiteral("launch_basic_info"), basicInfo(summary.launchInfo)},
            {QStringLiteral("task_duration"), durations},
            {QStringLiteral("files"), QJsonArray::fromStringList(summary.metricFiles)},
            {QStringLiteral("pipe_header_version"), summary.pipeHeaderVersion},
            {QStringLiteral("pipes"), pipes},
            {QStringLiteral("load_balance"), balance},
            {QStringLiteral("blocks"), blocks},
            {QStringLiteral("l2_cache"), metrics(summary.l2Cache)},
            {QStringLiteral("memory"), metrics(summary.memory)},
            {QStringLiteral("conflicts"), metrics(summary.conflicts)},
            {QStringLiteral("simulator_cores"), simulator},
            {QStringLiteral("diagnostics"), ProfileJson::toJson(summary.diagnostics)}};
}

QJsonObject ProfileSummaryJson::toJson(const ProfileComparison &comparison)
{
    QJsonArray rows;
    for (const ProfileComparison::Row &row : comparison.rows) {
        rows.append(QJsonObject {{QStringLiteral("section"), row.section},
                                 {QStringLiteral("key"), row.key},
                                 {QStringLiteral("unit"), text(unitName(row.unit))},
                                 {QStringLiteral("a"), number(row.a)},
                                 {QStringLiteral("b"), number(row.b)},
                                 {QStringLiteral("delta"), number(row.delta())},
                                 {QStringLiteral("ratio"), number(row.ratio())},
                                 {QStringLiteral("change"), change(row.change)}});
    }
    QJsonArray tables;
    for (const CsvAlignment &table : comparison.tables) {
        QJsonArray columns;
        for (int c = 0; c < table.columns.size(); ++c) {
            const CsvAlignment::Column &column = table.columns.at(c);
            if (column.isKey)
                continue;
            columns.append(QJsonObject {{QStringLiteral("name"), column.name},
                                        {QStringLiteral("name_b"), text(column.nameB)},
                                        {QStringLiteral("side"), CsvAlignment::sideName(column.side)},
                                        {QStringLiteral("unit"), text(unitName(column.unit))},
                                        {QStringLiteral("changed_rows"), table.changedCount(c)}});
        }
        QJsonArray onlyA, onlyB;
        for (const CsvAlignment::Row &row : table.rows) {
            if (row.side == CsvAlignment::Side::OnlyA)
                onlyA.append(row.key);
            else if (row.side == CsvAlignment::Side::OnlyB)
                onlyB.append(row.key);
        }
        QStringList keys;
        for (const CsvAlignment::Column &column : table.columns) {
            if (column.isKey)
                keys.append(column.name);
        }
        tables.append(
            QJsonObject {{QStringLiteral("metric"), table.metric},
                         {QStringLiteral("file_a"), table.a ? QJsonValue(table.a->displayPath()) : QJsonValue()},
                         {QStringLiteral("file_b"), table.b ? QJsonValue(table.b->displayPath()) : QJsonValue()},
                         {QStringLiteral("header_version_a"),
                          table.a ? MsprofCsv::headerVersionName(table.a->headerVersion()) : QString()},
                         {QStringLiteral("header_version_b"),
                          table.b ? MsprofCsv::headerVersionName(table.b->headerVersion()) : QString()},
                         {QStringLiteral("row_key"), QJsonArray::fromStringList(keys)},
                         {QStringLiteral("rows"), table.rows.size()},
                         {QStringLiteral("rows_only_a"), onlyA},
                         {QStringLiteral("rows_only_b"), onlyB},
                         {QStringLiteral("columns"), columns}});
    }
    return {{QStringLiteral("a"), toJson(comparison.a)},
            {QStringLiteral("b"), toJson(comparison.b)},
            {QStringLiteral("noise_threshold"), comparison.noiseThreshold},
            {QStringLiteral("task_duration_change"), DerivedSeries::noiseClassName(comparison.taskDuration)},
            {QStringLiteral("rows"), rows},
            {QStringLiteral("tables"), tables},
            {QStringLiteral("metrics_only_a"), QJsonArray::fromStringList(comparison.metricsOnlyA)},
            {QStringLiteral("metrics_only_b"), QJsonArray::fromStringList(comparison.metricsOnlyB)},
            {QStringLiteral("diagnostics"), ProfileJson::toJson(comparison.diagnostics)}};
}
