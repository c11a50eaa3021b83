// SPDX-License-Identifier: MIT
#include "profiles/profilecomparison.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <algorithm>

namespace {

using Unit = MsprofCsv::Unit;
using Core = ProfileSummary::Core;

double number(int value)
{
    return value >= 0 ? double(value) : std::numeric_limits<double>::quiet_NaN();
}

struct RowBuilder
{
    double threshold;
    QList<ProfileComparison::Row> rows;

    void add(const QString &section, const QString &key, const QString &label, Unit unit, double a, double b)
    {
        if (!std::isfinite(a) && !std::isfinite(b))
            return;
        ProfileComparison::Row row;
        row.section = section;
        row.key = key;
        row.label = label;
        row.unit = unit;
        row.a = a;
        row.b = b;
        row.change = CsvAlignment::classify(a, b, unit, threshold);
        rows.append(row);
    }
};

// Metrics by column, in A's order with B's extra ones after.
using MetricPair = std::pair<const ProfileSummary::Metric *, const ProfileSummary::Metric *>;

QList<MetricPair> pairMetrics(const QList<ProfileSummary::Metric> &a, const QList<ProfileSummary::Metric> &b)
{
    QList<MetricPair> pairs;
    for (const ProfileSummary::Metric &m : a) {
        const auto it = std::find_if(b.cbegin(), b.cend(), [&](const auto &o) { return o.column == m.column; });
        pairs.append(MetricPair(&m, it != b.cend() ? &*it : nullptr));
    }
    for (const ProfileSummary::Metric &m : b) {
        if (std::none_of(a.cbegin(), a.cend(), [&](const auto &o) { return o.column == m.column; }))
            pairs.append(MetricPair(nullptr, &m));
    }
    return pairs;
}

// Totals (KB moved) compare as sums; rates and bandwidths as means over blocks.
double metricValue(const ProfileSummary::Metric *metric)
{
    if (!metric || !metric->stat.isValid())
        return std::numeric_limits<double>::quiet_NaN();
    return metric->unit == Unit::Kilobytes ? metric->stat.sum : metric->stat.mean;
}

const ProfileLaunch *launchOf(const ProfileRun &run, int index)
{
    return index >= 0 && index < run.launches.size() ? &run.launches.at(index) : nullptr;
}

} // namespace

QList<ProfileComparison::Row> ProfileComparison::compareSummaries(const ProfileSummary &a, const ProfileSummary &b,
                                                                  double noiseThreshold)
{
    RowBuilder rows {noiseThreshold, {}};
    const QString duration = QStringLiteral("task_duration");
    rows.add(duration, QStringLiteral("task_duration_median_us"), tr("Task Duration, median"), Unit::Microseconds,
             a.durations.median, b.durations.median);
    if (a.durations.count > 1 || b.durations.count > 1) {
        rows.add(duration, QStringLiteral("task_duration_min_us"), tr("Task Duration, min"), Unit::Microseconds,
                 a.durations.min, b.durations.min);
        rows.add(duration, QStringLiteral("task_duration_max_us"), tr("Task Duration, max"), Unit::Microseconds,
                 a.durations.max, b.durations.max);
        rows.add(duration, QStringLiteral("launches"), tr("Launches"), Unit::Count, a.durations.count,
                 b.durations.count);
    }
    const QString basic = QStringLiteral("basic_info");
    rows.add(basic, QStringLiteral("block_dim"), tr("Block Dim"), Unit::Count, number(a.launchInfo.blockDim),
             number(b.launchInfo.blockDim));
    rows.add(basic, QStringLiteral("mix_block_dim"), tr("Mix Block Dim"), Unit::Count, number(a.launchInfo.mixBlockDim),
             number(b.launchInfo.mixBlockDim));
    rows.add(basic, QStringLiteral("current_freq_mhz"), tr("Current Freq"), Unit::Megahertz,
             number(a.launchInfo.currentFreqMHz), number(b.launchInfo.currentFreqMHz));

    const QString pipes = QStringLiteral("pipes");
    for (Core core : {Core::Aic, Core::Aiv}) {
        for (ProfileSummary::Pipe pipe :
             {ProfileSummary::Pipe::Cube, ProfileSummary::Pipe::Vector, ProfileSummary::Pipe::Scalar,
              ProfileSummary::Pipe::Mte1, ProfileSummary::Pipe::Mte2, ProfileSummary::Pipe::Mte3,
              ProfileSummary::Pipe::Fixpipe}) {
            const ProfileSummary::PipeUse *pa = a.pipe(core, pipe);
            const ProfileSummary::PipeUse *pb = b.pipe(core, pipe);
            if (!pa && !pb)
                continue;
            const QString column = pa ? pa->ratioColumn : pb->ratioColumn;
            rows.add(pipes, column,
                     tr("%1 %2 ratio, mean over blocks")
                         .arg(ProfileSummary::coreName(core), ProfileSummary::pipeLabel(pipe)),
                     Unit::Fraction, pa ? pa->ratio.mean : std::numeric_limits<double>::quiet_NaN(),
                     pb ? pb->ratio.mean : std::numeric_limits<double>::quiet_NaN());
        }
    }
    const QString balance = QStringLiteral("load_balance");
    for (Core core : {Core::Aic, Core::Aiv}) {
        const ProfileSummary::LoadBalance *la = a.loadBalance(core);
        const ProfileSummary::LoadBalance *lb = b.loadBalance(core);
        if (!la && !lb)
            continue;
        const QString c = ProfileSummary::coreName(core);
        const double nan = std::numeric_limits<double>::quiet_NaN();
        rows.add(balance, c + QStringLiteral("_time_mean_us"), tr("%1 time, mean over blocks").arg(c),
                 Unit::Microseconds, la ? la->timeUs.mean : nan, lb ? lb->timeUs.mean : nan);
        rows.add(balance, c + QStringLiteral("_time_max_us"), tr("%1 time, slowest block").arg(c), Unit::Microseconds,
                 la ? la->timeUs.max : nan, lb ? lb->timeUs.max : nan);
        rows.add(balance, c + QStringLiteral("_imbalance"), tr("%1 imbalance (max / mean − 1)").arg(c), Unit::Fraction,
                 la ? la->imbalance() : nan, lb ? lb->imbalance() : nan);
    }
    const std::pair<QString, const QList<ProfileSummary::Metric> ProfileSummary::*> sections[] = {
        {QStringLiteral("l2_cache"), &ProfileSummary::l2Cache},
        {QStringLiteral("memory"), &ProfileSummary::memory},
        {QStringLiteral("conflicts"), &ProfileSummary::conflicts},
    };
    for (const auto &[section, member] : sections) {
        for (const auto &[ma, mb] : pairMetrics(a.*member, b.*member)) {
            const ProfileSummary::Metric *m = ma ? ma : mb;
            const QString label
                = m->unit == Unit::Kilobytes ? tr("%1, total").arg(m->column) : tr("%1, mean").arg(m->column);
            rows.add(section, m->column, label, m->unit, metricValue(ma), metricValue(mb));
        }
    }
    return rows.rows;
}

ProfileComparison ProfileComparison::compare(const ProfileRun &a, const QString &baseA, const ProfileRun &b,
                                             const QString &baseB)
{
    return compare(a, baseA, b, baseB, Options());
}

ProfileComparison ProfileComparison::compare(const ProfileRun &a, const QString &baseA, const ProfileRun &b,
                                             const QString &baseB, const Options &options)
{
    ProfileComparison comparison;
    comparison.noiseThreshold = options.noiseThreshold;
    const auto chosenLaunch = [](const ProfileRun &run, int wanted) {
        return wanted >= 0 && wanted < run.launches.size() ? wanted : ProfileSummary::medianLaunch(run);
    };
    const int launchA = chosenLaunch(a, options.launchA);
    const int launchB = chosenLaunch(b, options.launchB);
    const ProfileLaunch *la = launchOf(a, launchA);
    const ProfileLaunch *lb = launchOf(b, launchB);

    // Which files are compared: metric by metric, plus the OpBasicInfo card. app-level runs take
    // their card from op_summary, which is aligned as a metric file.
    struct Pair
    {
        QString metric;
        QString fileA;
        QString fileB;
    };
    QList<Pair> pairs;
    if (options.tables) {
        const auto pairFor = [&pairs](const QString &metric) -> Pair & {
            for (Pair &pair : pairs) {
                if (pair.metric == metric)
                    return pair;
            }
            pairs.append({metric, {}, {}});
            return pairs.last();
        };
        const auto basicInfoFile = [](const ProfileLaunch *launch) {
            return launch && MsprofCsv::kindForFileName(launch->basicInfo.file) == MsprofCsv::FileKind::OpBasicInfo
                ? launch->basicInfo.file
                : QString();
        };
        if (const QString file = basicInfoFile(la); !file.isEmpty())
            pairFor(QStringLiteral("OpBasicInfo")).fileA = file;
        if (const QString file = basicInfoFile(lb); !file.isEmpty())
            pairFor(QStringLiteral("OpBasicInfo")).fileB = file;
        QList<MetricFile> filesA = la ? la->metricFiles : QList<MetricFile>();
        QList<MetricFile> filesB = lb ? lb->metricFiles : QList<MetricFile>();
        const auto byMetric = [](const MetricFile &x, const MetricFile &y) {
            return x.metric < y.metric;
        };
        std::stable_sort(filesA.begin(), filesA.end(), byMetric);
        std::stable_sort(filesB.begin(), filesB.end(), byMetric);
        for (const MetricFile &file : std::as_const(filesA))
            pairFor(file.metric).fileA = file.relativePath;
        for (const MetricFile &file : std::as_const(filesB))
            pairFor(file.metric).fileB = file.relativePath;
    }

    // Every file is read once: with tables, the paired files are read first and the summaries
    // take them from there; progress runs over the bytes actually read.
    const auto sizeOf = [](const ProfileLaunch *launch) {
        qint64 size = 0;
        if (launch) {
            for (const MetricFile &file : launch->metricFiles)
                size += file.size;
        }
        return size;
    };
    const QDir dirA(baseA);
    const QDir dirB(baseB);
    qint64 total = sizeOf(la) + sizeOf(lb);
    for (const Pair &pair : std::as_const(pairs)) {
        // The OpBasicInfo card is not a metric file; when both sides have one it is read too.
        if (pair.metric == QLatin1String("OpBasicInfo") && !pair.fileA.isEmpty() && !pair.fileB.isEmpty())
            total += QFileInfo(dirA.filePath(pair.fileA)).size() + QFileInfo(dirB.filePath(pair.fileB)).size();
    }
    qint64 offset = 0; // bytes read before the current phase
    qint64 reported = 0; // bytes the current phase has reported
    const auto progressFrom = [&options, total, &reported](qint64 start) -> MsprofCsv::Progress {
        reported = 0;
        if (!options.progress)
            return {};
        return [&options, start, total, &reported](qint64 done, qint64) {
            reported = done;
            return options.progress(start + done, total);
        };
    };
    QHash<QString, std::shared_ptr<const MsprofCsv>> parsedA;
    QHash<QString, std::shared_ptr<const MsprofCsv>> parsedB;
    const auto readInto = [&](const QDir &dir, const QString &file,
                              QHash<QString, std::shared_ptr<const MsprofCsv>> &parsed) {
        MsprofCsv::Options readOptions;
        readOptions.progress = progressFrom(offset);
        auto csv = std::make_shared<const MsprofCsv>(MsprofCsv::read(dir.filePath(file), file, readOptions));
        offset += csv->byteSize();
        parsed.insert(file, csv);
        return !csv->wasCancelled();
    };
    for (const Pair &pair : std::as_const(pairs)) {
        if (pair.fileA.isEmpty() || pair.fileB.isEmpty())
            continue;
        if (!readInto(dirA, pair.fileA, parsedA) || !readInto(dirB, pair.fileB, parsedB)) {
            comparison.cancelled = true;
            return comparison;
        }
    }

    ProfileSummary::Options summaryOptions;
    summaryOptions.launch = launchA;
    summaryOptions.parsed = &parsedA;
    summaryOptions.progress = progressFrom(offset);
    comparison.a = ProfileSummary::compute(a, baseA, summaryOptions);
    offset += reported;
    summaryOptions.launch = launchB;
    summaryOptions.parsed = &parsedB;
    summaryOptions.progress = progressFrom(offset);
    comparison.b = ProfileSummary::compute(b, baseB, summaryOptions);
    comparison.diagnostics = comparison.a.diagnostics + comparison.b.diagnostics;
    if (comparison.a.cancelled || comparison.b.cancelled) {
        comparison.cancelled = true;
        return comparison;
    }
    comparison.taskDuration
        = DerivedSeries::classify(comparison.a.durations.median, comparison.b.durations.median, options.noiseThreshold);
    comparison.rows = compareSummaries(comparison.a, comparison.b, options.noiseThreshold);

    for (const Pair &pair : std::as_const(pairs)) {
        if (pair.fileA.isEmpty() || pair.fileB.isEmpty()) {
            (pair.fileA.isEmpty() ? comparison.metricsOnlyB : comparison.metricsOnlyA).append(pair.metric);
            continue;
        }
        CsvAlignment table
            = CsvAlignment::align(parsedA.value(pair.fileA), parsedB.value(pair.fileB), options.noiseThreshold);
        table.metric = pair.metric;
        comparison.tables.append(table);
    }
    return comparison;
}

const CsvAlignment *ProfileComparison::table(const QString &metric) const
{
    for (const CsvAlignment &t : tables) {
        if (t.metric == metric)
            return &t;
    }
    return nullptr;
}

const ProfileComparison::Row *ProfileComparison::row(const QString &key) const
{
    for (const Row &r : rows) {
        if (r.key == key)
            return &r;
    }
    return nullptr;
}
