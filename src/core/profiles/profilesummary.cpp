// SPDX-License-Identifier: MIT
#include "profiles/profilesummary.h"

#include <QDir>
#include <QHash>
#include <algorithm>
#include <array>

namespace {

using Core = ProfileSummary::Core;
using Pipe = ProfileSummary::Pipe;
using Kind = MsprofCsv::FileKind;
using Unit = MsprofCsv::Unit;

constexpr std::array<Core, 2> cores = {Core::Aic, Core::Aiv};
constexpr std::array<Pipe, 7> pipes
    = {Pipe::Cube, Pipe::Vector, Pipe::Scalar, Pipe::Mte1, Pipe::Mte2, Pipe::Mte3, Pipe::Fixpipe};

// How the pipe is spelled in column names: msprof op says cube, app-level op_summary says mac (§5).
QStringList pipeTokens(Pipe pipe)
{
    switch (pipe) {
    case Pipe::Cube:
        return {QStringLiteral("cube"), QStringLiteral("mac")};
    case Pipe::Vector:
        return {QStringLiteral("vec")};
    case Pipe::Scalar:
        return {QStringLiteral("scalar")};
    case Pipe::Mte1:
        return {QStringLiteral("mte1")};
    case Pipe::Mte2:
        return {QStringLiteral("mte2")};
    case Pipe::Mte3:
        return {QStringLiteral("mte3")};
    case Pipe::Fixpipe:
        return {QStringLiteral("fixpipe")};
    }
    return {};
}

// Files in the order their values are preferred: PipeUtilization is the source of pipe ratios and
// per-block times; ArithmeticUtilization and Memory repeat some of them (§3.3, §3.4).
int filePriority(Kind kind)
{
    switch (kind) {
    case Kind::PipeUtilization:
        return 0;
    case Kind::ArithmeticUtilization:
        return 1;
    case Kind::Memory:
        return 2;
    case Kind::MemoryL0:
        return 3;
    case Kind::MemoryUB:
        return 4;
    case Kind::L2Cache:
        return 5;
    case Kind::ResourceConflictRatio:
        return 6;
    case Kind::OpSummary:
        return 7;
    case Kind::SimulatorInstructions:
        return 8;
    default:
        return -1;
    }
}

// One pass over the rows of a file, reducing the chosen columns.
struct ColumnReducer
{
    QList<int> columns;
    QList<ProfileSummary::Stat> stats;

    int add(int column)
    {
        if (column < 0)
            return -1;
        if (const qsizetype at = columns.indexOf(column); at >= 0)
            return int(at);
        columns.append(column);
        stats.append(ProfileSummary::Stat());
        return int(columns.size() - 1);
    }
    void addRow(const QList<double> &numbers)
    {
        for (qsizetype i = 0; i < columns.size(); ++i)
            stats[i].add(numbers.value(columns.at(i), std::numeric_limits<double>::quiet_NaN()));
    }
    void finish()
    {
        for (ProfileSummary::Stat &stat : stats)
            stat.finish();
    }
};

class Builder
{
public:
    Builder(ProfileSummary &summary)
        : m_summary(summary)
    { }

    void pipesFrom(const MsprofCsv &csv, const QList<qsizetype> &rows);
    void blocksFrom(const MsprofCsv &csv);
    void metricsFrom(const MsprofCsv &csv, const QList<qsizetype> &rows, QList<ProfileSummary::Metric> &into,
                     const QList<Unit> &units);
    void l2CountersFrom(const MsprofCsv &csv, const QList<qsizetype> &rows);
    void simulatorFrom(const MsprofCsv &csv, const QString &file);
    void balance();

private:
    ProfileSummary &m_summary;
    qsizetype m_derivedL2 = 0; // the from-counters rates go first, aic before aiv
};

template<typename Function> void forRows(const MsprofCsv &csv, const QList<qsizetype> &rows, Function &&function)
{
    if (!rows.isEmpty()) {
        for (qsizetype row : rows)
            function(row);
    } else {
        for (qsizetype row = 0; row < csv.rowCount(); ++row)
            function(row);
    }
}

void Builder::pipesFrom(const MsprofCsv &csv, const QList<qsizetype> &rows)
{
    struct Wanted
    {
        Core core;
        Pipe pipe;
        int ratio;
        int time;
        QString ratioName;
    };
    QList<Wanted> wanted;
    ColumnReducer reducer;
    for (Core core : cores) {
        for (Pipe pipe : pipes) {
            if (m_summary.pipe(core, pipe))
                continue;
            for (const QString &token : pipeTokens(pipe)) {
                const QString prefix = ProfileSummary::coreName(core) + QLatin1Char('_') + token;
                const QString ratioName = prefix + QStringLiteral("_ratio");
                const int ratio = csv.columnIndex(ratioName);
                if (ratio < 0)
                    continue;
                wanted.append({core, pipe, reducer.add(ratio),
                               reducer.add(csv.columnIndex(prefix + QStringLiteral("_time(us)"))),
                               csv.columns().at(ratio).name});
                break;
            }
        }
    }
    if (wanted.isEmpty())
        return;
    forRows(csv, rows, [&](qsizetype row) { reducer.addRow(csv.rowNumbers(row)); });
    reducer.finish();
    for (const Wanted &w : std::as_const(wanted)) {
        ProfileSummary::PipeUse use;
        use.core = w.core;
        use.pipe = w.pipe;
        use.ratioColumn = w.ratioName;
        use.source = MsprofCsv::kindName(csv.fileKind());
        use.ratio = reducer.stats.at(w.ratio);
        if (w.time >= 0)
            use.timeUs = reducer.stats.at(w.time);
        if (use.ratio.isValid())
            m_summary.pipes.append(use);
    }
    std::sort(m_summary.pipes.begin(), m_summary.pipes.end(),
              [](const ProfileSummary::PipeUse &a, const ProfileSummary::PipeUse &b) {
                  return std::pair(int(a.core), int(a.pipe)) < std::pair(int(b.core), int(b.pipe));
              });
}

void Builder::blocksFrom(const MsprofCsv &csv)
{
    if (!m_summary.blocks.isEmpty())
        return;
    const int aic = csv.columnIndex(QStringLiteral("aic_time(us)"));
    const int aiv = csv.columnIndex(QStringLiteral("aiv_time(us)"));
    if (aic < 0 && aiv < 0)
        return;
    const int block = csv.columnIndex(QStringLiteral("block_id"));
    const int subBlock = csv.columnIndex(QStringLiteral("sub_block_id"));
    QStringList names; // a few distinct sub-block names, shared by every row
    for (qsizetype row = 0; row < csv.rowCount(); ++row) {
        const QList<double> numbers = csv.rowNumbers(row);
        ProfileSummary::BlockTime time;
        const double id = block >= 0 ? numbers.at(block) : double(row);
        time.blockId = std::isfinite(id) ? int(id) : int(row);
        if (subBlock >= 0) {
            const QString name = csv.text(row, subBlock);
            const qsizetype at = names.indexOf(name);
            time.subBlock = at >= 0 ? names.at(at) : (names.append(name), name);
        }
        const double aicTime = aic >= 0 ? numbers.at(aic) : std::numeric_limits<double>::quiet_NaN();
        const double aivTime = aiv >= 0 ? numbers.at(aiv) : std::numeric_limits<double>::quiet_NaN();
        if (time.subBlock.startsWith(QLatin1String("cube")))
            time.core = Core::Aic;
        else if (time.subBlock.startsWith(QLatin1String("vector")))
            time.core = Core::Aiv;
        else
            time.core = std::isfinite(aicTime) ? Core::Aic : Core::Aiv;
        time.timeUs = time.core == Core::Aic ? aicTime : aivTime;
        if (std::isfinite(time.timeUs))
            m_summary.blocks.append(time);
    }
    if (m_summary.blocks.isEmpty() || block < 0)
        return;
    QList<int> ids;
    for (const ProfileSummary::BlockTime &time : std::as_const(m_summary.blocks))
        ids.append(time.blockId);
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    const int blockDim = m_summary.launchInfo.blockDim;
    if (blockDim > 0 && ids.size() != blockDim) {
        m_summary.diagnostics.append(
            {Diagnostic::Severity::Info, QStringLiteral("profile.summary.block-coverage"), csv.displayPath(), 0, 0,
             ProfileSummary::tr("The file has rows for %1 blocks but Block Dim is %2.").arg(ids.size()).arg(blockDim)});
    }
}

void Builder::metricsFrom(const MsprofCsv &csv, const QList<qsizetype> &rows, QList<ProfileSummary::Metric> &into,
                          const QList<Unit> &units)
{
    ColumnReducer reducer;
    QList<int> picked;
    for (int i = 0; i < csv.columnCount(); ++i) {
        const MsprofCsv::Column &column = csv.columns().at(i);
        if (units.contains(column.unit) && column.numberCount > 0 && !m_summary.metric(column.name)) {
            picked.append(i);
            reducer.add(i);
        }
    }
    if (picked.isEmpty())
        return;
    forRows(csv, rows, [&](qsizetype row) { reducer.addRow(csv.rowNumbers(row)); });
    reducer.finish();
    for (qsizetype i = 0; i < picked.size(); ++i) {
        const MsprofCsv::Column &column = csv.columns().at(picked.at(i));
        if (reducer.stats.at(i).isValid())
            into.append({MsprofCsv::kindName(csv.fileKind()), column.name, column.unit, reducer.stats.at(i), false});
    }
}

// The hit rate of all requests together, rather than the mean of per-block rates (§2 formula).
void Builder::l2CountersFrom(const MsprofCsv &csv, const QList<qsizetype> &rows)
{
    for (Core core : cores) {
        const QString c = ProfileSummary::coreName(core);
        const QStringList hits = {c + QStringLiteral("_write_cache_hit"), c + QStringLiteral("_r0_read_cache_hit"),
                                  c + QStringLiteral("_r1_read_cache_hit")};
        const QStringList misses
            = {c + QStringLiteral("_write_cache_miss_allocate"), c + QStringLiteral("_r0_read_cache_miss_allocate"),
               c + QStringLiteral("_r1_read_cache_miss_allocate")};
        QList<int> hitColumns, missColumns;
        for (const QString &name : hits)
            hitColumns.append(csv.columnIndex(name));
        for (const QString &name : misses)
            missColumns.append(csv.columnIndex(name));
        if (hitColumns.contains(-1) || missColumns.contains(-1))
            continue;
        double hit = 0, all = 0;
        int counted = 0;
        forRows(csv, rows, [&](qsizetype row) {
            const QList<double> numbers = csv.rowNumbers(row);
            double rowHit = 0, rowAll = 0;
            for (int column : std::as_const(hitColumns))
                rowHit += numbers.at(column);
            rowAll = rowHit;
            for (int column : std::as_const(missColumns))
                rowAll += numbers.at(column);
            if (std::isfinite(rowAll)) {
                hit += rowHit;
                all += rowAll;
                ++counted;
            }
        });
        if (counted == 0 || all <= 0)
            continue;
        ProfileSummary::Metric metric;
        metric.metric = MsprofCsv::kindName(csv.fileKind());
        metric.column = c + QStringLiteral("_overall_hit_rate(%)");
        metric.unit = Unit::Percent;
        metric.derived = true;
        metric.stat.add(100.0 * hit / all);
        metric.stat.finish();
        m_summary.l2Cache.insert(m_derivedL2++, metric);
    }
}

void Builder::simulatorFrom(const MsprofCsv &csv, const QString &file)
{
    const int pipe = csv.columnIndex(QStringLiteral("pipe"));
    const int calls = csv.columnIndex(QStringLiteral("call_count"));
    const int cycles = csv.columnIndex(QStringLiteral("cycles"));
    const int time = csv.columnIndex(QStringLiteral("running_time(us)"));
    ProfileSummary::SimulatorCore core;
    core.name = MsprofCsv::metricName(file);
    core.name.chop(int(sizeof("_instr_exe")) - 1);
    core.file = file;
    QHash<QString, qint64> byPipe;
    for (qsizetype row = 0; row < csv.rowCount(); ++row) {
        const QList<double> numbers = csv.rowNumbers(row);
        const auto integer = [&](int column) {
            const double v = column >= 0 ? numbers.at(column) : 0.0;
            return std::isfinite(v) ? qint64(v) : qint64(0);
        };
        ++core.instructions;
        core.calls += integer(calls);
        core.cycles += integer(cycles);
        if (time >= 0 && std::isfinite(numbers.at(time)))
            core.runningTimeUs += numbers.at(time);
        if (pipe >= 0)
            byPipe[csv.text(row, pipe)] += integer(cycles);
    }
    for (auto it = byPipe.cbegin(); it != byPipe.cend(); ++it)
        core.pipeCycles.append({it.key(), it.value()});
    std::sort(core.pipeCycles.begin(), core.pipeCycles.end(), [](const auto &a, const auto &b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    m_summary.simulatorCores.append(core);
}

void Builder::balance()
{
    for (Core core : cores) {
        ProfileSummary::LoadBalance balance;
        balance.core = core;
        for (const ProfileSummary::BlockTime &time : std::as_const(m_summary.blocks)) {
            if (time.core != core)
                continue;
            if (!balance.timeUs.isValid() || time.timeUs > balance.timeUs.max) {
                balance.slowestBlock = time.blockId;
                balance.slowestSubBlock = time.subBlock;
            }
            if (!balance.timeUs.isValid() || time.timeUs < balance.timeUs.min) {
                balance.fastestBlock = time.blockId;
                balance.fastestSubBlock = time.subBlock;
            }
            balance.timeUs.add(time.timeUs);
        }
        balance.timeUs.finish();
        if (balance.timeUs.isValid())
            m_summary.balance.append(balance);
    }
}

} // namespace

void ProfileSummary::Stat::add(double value)
{
    if (!std::isfinite(value))
        return;
    if (count == 0) {
        min = value;
        max = value;
    } else {
        min = std::min(min, value);
        max = std::max(max, value);
    }
    ++count;
    sum += value;
}

void ProfileSummary::Stat::finish()
{
    mean = count > 0 ? sum / count : std::numeric_limits<double>::quiet_NaN();
}

double ProfileSummary::spread() const
{
    if (durations.count < 2 || !(durations.median > 0))
        return std::numeric_limits<double>::quiet_NaN();
    return (durations.max - durations.min) / durations.median;
}

const ProfileSummary::PipeUse *ProfileSummary::pipe(Core core, Pipe pipe) const
{
    for (const PipeUse &use : pipes) {
        if (use.core == core && use.pipe == pipe)
            return &use;
    }
    return nullptr;
}

const ProfileSummary::LoadBalance *ProfileSummary::loadBalance(Core core) const
{
    for (const LoadBalance &b : balance) {
        if (b.core == core)
            return &b;
    }
    return nullptr;
}

const ProfileSummary::Metric *ProfileSummary::metric(const QString &column) const
{
    for (const QList<Metric> *list : {&l2Cache, &memory, &conflicts}) {
        for (const Metric &m : *list) {
            if (m.column == column)
                return &m;
        }
    }
    return nullptr;
}

int ProfileSummary::medianLaunch(const ProfileRun &run)
{
    if (run.launches.isEmpty())
        return -1;
    // Launches of several kernels: the tuned kernel's (the run's card, ProfileIndex), never a
    // set-up op's that happens to lie nearer the pooled median.
    QString tuned;
    for (const ProfileLaunch &l : run.launches)
        if (run.basicInfo.present && !run.basicInfo.file.isEmpty() && l.basicInfo.file == run.basicInfo.file)
            tuned = l.kernelName;
    const auto ofTuned = [&](int i) {
        return tuned.isNull() || run.launches.at(i).kernelName == tuned;
    };
    int best = 0; // without a figure: the first (of the tuned kernel's)
    while (best + 1 < run.launches.size() && !ofTuned(best))
        ++best;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (int i = 0; i < run.launches.size(); ++i) {
        const OpBasicInfo &info = run.launches.at(i).basicInfo;
        if (!ofTuned(i))
            continue;
        if (!info.present || !info.hasTaskDuration() || !std::isfinite(run.durations.median))
            continue;
        const double distance = std::abs(info.taskDurationUs - run.durations.median);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = i;
        }
    }
    return best;
}

QString ProfileSummary::launchLabel(const ProfileRun &run, int launch)
{
    if (launch < 0 || launch >= run.launches.size())
        return QString();
    const ProfileLaunch &l = run.launches.at(launch);
    if (run.kind != ProfileRun::Kind::Nested && run.kind != ProfileRun::Kind::Simulator)
        return run.name;
    if (l.relativeDir == run.relativeDir)
        return run.name;
    QString label = l.kernelName + QLatin1Char('/') + QString::number(l.index);
    if (l.deviceId >= 0)
        label = QStringLiteral("device%1/").arg(l.deviceId) + label;
    return label;
}

ProfileSummary ProfileSummary::compute(const ProfileRun &run, const QString &baseDir)
{
    return compute(run, baseDir, Options());
}

ProfileSummary ProfileSummary::compute(const ProfileRun &run, const QString &baseDir, const Options &options)
{
    ProfileSummary summary;
    summary.runDir = run.relativeDir;
    summary.runName = run.name;
    summary.kind = run.kind;
    summary.basicInfo = run.basicInfo;
    summary.durations = run.durations;
    summary.pipeHeaderVersion = MsprofCsv::headerVersionName(MsprofCsv::HeaderVersion::Unknown);
    if (run.kind == ProfileRun::Kind::AppSummary) {
        for (int i = 0; i < run.taskDurationsUs.size(); ++i)
            summary.launches.append({tr("launch %1").arg(i + 1), run.relativeDir, run.taskDurationsUs.at(i)});
    } else {
        // Every launch, one without OpBasicInfo (a simulator's, a damaged one) with no Task Duration:
        // a multi-launch run says it has several whatever they measured.
        for (int i = 0; i < run.launches.size(); ++i) {
            const ProfileLaunch &launch = run.launches.at(i);
            summary.launches.append({launchLabel(run, i), launch.relativeDir,
                                     launch.basicInfo.present ? launch.basicInfo.taskDurationUs : qQNaN()});
        }
    }
    const int index = options.launch >= 0 && options.launch < run.launches.size() ? options.launch : medianLaunch(run);
    summary.launchIndex = index;
    if (index < 0)
        return summary;
    const ProfileLaunch &launch = run.launches.at(index);
    summary.launchDir = launch.relativeDir;
    summary.launchInfo = run.kind == ProfileRun::Kind::AppSummary ? run.basicInfo : launch.basicInfo;
    if (!summary.launchInfo.present && run.kind != ProfileRun::Kind::Simulator) {
        const QString file = run.kind == ProfileRun::Kind::AppSummary
            ? launch.relativeDir
            : launch.relativeDir + QStringLiteral("/OpBasicInfo.csv");
        summary.diagnostics.append({Diagnostic::Severity::Error, QStringLiteral("profile.summary.no-opbasicinfo"), file,
                                    0, 0,
                                    tr("No readable OpBasicInfo: Task Duration, Block Dim and Op Type are unknown "
                                       "for this launch; the metric files are still summarised.")});
    }
    if (summary.launchInfo.present && !summary.launchInfo.hasTaskDuration()) {
        // A missing column, "nan", a NUL or any text where the duration belongs: say so (exit 1).
        summary.diagnostics.append({Diagnostic::Severity::Error, QStringLiteral("profile.summary.no-task-duration"),
                                    summary.launchInfo.file, 0, 0,
                                    tr("OpBasicInfo has no finite Task Duration(us) value; the duration of this "
                                       "launch is unknown.")});
    }

    if (MsprofCsv::kindForFileName(launch.basicInfo.file) == Kind::OpBasicInfo)
        summary.files.append(launch.basicInfo.file);
    for (const MetricFile &file : launch.metricFiles)
        summary.files.append(file.relativePath);

    QList<MetricFile> files;
    for (const MetricFile &file : launch.metricFiles) {
        if (filePriority(MsprofCsv::kindForFileName(file.name)) >= 0)
            files.append(file);
    }
    std::stable_sort(files.begin(), files.end(), [](const MetricFile &a, const MetricFile &b) {
        return filePriority(MsprofCsv::kindForFileName(a.name)) < filePriority(MsprofCsv::kindForFileName(b.name));
    });
    if (run.kind == ProfileRun::Kind::AppSummary) {
        // Only the newest op_summary: the one the index took the durations from.
        QList<MetricFile> summaries;
        for (const MetricFile &file : std::as_const(files)) {
            if (MsprofCsv::kindForFileName(file.name) == Kind::OpSummary)
                summaries = {file};
        }
        files = summaries;
    }
    // Progress counts the bytes this call reads, not the files the caller handed over parsed.
    const auto alreadyParsed = [&options](const MetricFile &file) {
        return options.parsed && options.parsed->contains(file.relativePath);
    };
    qint64 total = 0;
    for (const MetricFile &file : std::as_const(files))
        total += alreadyParsed(file) ? 0 : file.size;

    Builder builder(summary);
    qint64 done = 0;
    const QDir base(baseDir);
    for (const MetricFile &file : std::as_const(files)) {
        std::shared_ptr<const MsprofCsv> parsed = options.parsed ? options.parsed->value(file.relativePath) : nullptr;
        if (!parsed) {
            MsprofCsv::Options readOptions;
            if (options.progress) {
                readOptions.progress = [&options, done, total](qint64 bytes, qint64) {
                    return options.progress(done + bytes, total);
                };
            }
            parsed = std::make_shared<const MsprofCsv>(
                MsprofCsv::read(base.filePath(file.relativePath), file.relativePath, readOptions));
            done += file.size;
        }
        const MsprofCsv &csv = *parsed;
        summary.diagnostics += csv.diagnostics();
        if (csv.wasCancelled()) {
            summary.cancelled = true;
            return summary;
        }
        if (!csv.hasHeader())
            continue;
        summary.metricFiles.append(file.relativePath);
        QList<qsizetype> rows; // empty = all
        if (csv.fileKind() == Kind::OpSummary) {
            const int name = csv.columnIndex(QStringLiteral("Op Name"));
            for (qsizetype row = 0; row < csv.rowCount(); ++row) {
                if (csv.text(row, name) == run.basicInfo.opName)
                    rows.append(row);
            }
            if (rows.isEmpty())
                continue;
        }
        switch (csv.fileKind()) {
        case Kind::PipeUtilization:
            summary.pipeHeaderVersion = MsprofCsv::headerVersionName(csv.headerVersion());
            builder.pipesFrom(csv, rows);
            builder.blocksFrom(csv);
            break;
        case Kind::ArithmeticUtilization:
            builder.pipesFrom(csv, rows);
            builder.blocksFrom(csv);
            break;
        case Kind::Memory:
            builder.pipesFrom(csv, rows);
            builder.blocksFrom(csv);
            builder.metricsFrom(csv, rows, summary.memory, {Unit::GigabytesPerSecond, Unit::Percent, Unit::Kilobytes});
            break;
        case Kind::MemoryL0:
        case Kind::MemoryUB:
            builder.blocksFrom(csv);
            builder.metricsFrom(csv, rows, summary.memory, {Unit::GigabytesPerSecond});
            break;
        case Kind::L2Cache:
            builder.blocksFrom(csv);
            builder.metricsFrom(csv, rows, summary.l2Cache, {Unit::Percent});
            builder.l2CountersFrom(csv, rows);
            break;
        case Kind::ResourceConflictRatio:
            builder.blocksFrom(csv);
            builder.metricsFrom(csv, rows, summary.conflicts, {Unit::Fraction});
            break;
        case Kind::OpSummary:
            builder.pipesFrom(csv, rows);
            break;
        case Kind::SimulatorInstructions:
            builder.simulatorFrom(csv, file.relativePath);
            break;
        default:
            break;
        }
    }
    builder.balance();
    return summary;
}

QString ProfileSummary::coreName(Core core)
{
    return core == Core::Aic ? QStringLiteral("aic") : QStringLiteral("aiv");
}

QString ProfileSummary::pipeName(Pipe pipe)
{
    switch (pipe) {
    case Pipe::Cube:
        return QStringLiteral("cube");
    case Pipe::Vector:
        return QStringLiteral("vector");
    case Pipe::Scalar:
        return QStringLiteral("scalar");
    case Pipe::Mte1:
        return QStringLiteral("mte1");
    case Pipe::Mte2:
        return QStringLiteral("mte2");
    case Pipe::Mte3:
        return QStringLiteral("mte3");
    case Pipe::Fixpipe:
        return QStringLiteral("fixpipe");
    }
    return QString();
}

QString ProfileSummary::pipeLabel(Pipe pipe)
{
    switch (pipe) {
    case Pipe::Cube:
        return tr("Cube");
    case Pipe::Vector:
        return tr("Vector");
    case Pipe::Scalar:
        return tr("Scalar");
    case Pipe::Mte1:
        return tr("MTE1");
    case Pipe::Mte2:
        return tr("MTE2");
    case Pipe::Mte3:
        return tr("MTE3");
    case Pipe::Fixpipe:
        return tr("Fixpipe");
    }
    return QString();
}

QString ProfileSummary::coreLabel(Core core)
{
    return core == Core::Aic ? tr("AI Cube core (aic)") : tr("AI Vector core (aiv)");
}
