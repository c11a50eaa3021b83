// SPDX-License-Identifier: MIT
#include "profilecommand.h"

#include "profiles/profilecomparison.h"
#include "profiles/profileindex.h"
#include "profiles/profilesummary.h"
#include "profiles/profilesummaryjson.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace {

// The run a path names: an OPPROF/PROF_ directory, a launch folder, a file in one, or a directory
// holding exactly one run. Paths in the output are relative to the directory above it.
struct FoundRun
{
    ProfileIndex index;
    QString relativeDir;
    QString error;

    const ProfileRun *run() const { return index.runAt(relativeDir); }
};

FoundRun findRun(const QString &path)
{
    FoundRun found;
    QFileInfo info(path);
    if (info.isFile())
        info = QFileInfo(info.absolutePath());
    if (!info.isDir()) {
        found.error = ProfileCommand::tr("%1 is not a directory").arg(path);
        return found;
    }
    // "run/" (as a shell completes it) is the folder "run": its name, not an empty one.
    const QString dir = QDir::cleanPath(info.absoluteFilePath());
    const QString parent = QFileInfo(dir).absolutePath();
    const QString name = QFileInfo(dir).fileName();
    // A folder inside a run (simulator/, dump/, a core's folder, a nested run's <kernel>/ or
    // device<id>/): the run a few levels up that holds it.
    // nestedOnly: only a nested run (<kernel>/<n>/) holds folders that read as runs of their own.
    const auto enclosingRun = [&found, &dir](bool nestedOnly) {
        // device<id>/ and simulator/ read as runs of their own, and so does the run holding them:
        // the outermost one is the run (the median over every card, the whole simulator result).
        // A launch folder or a flat run is the end: nothing that holds it is a run of its own.
        struct Holder
        {
            QString ancestor;
            QString relativeDir;
        };
        QList<Holder> holders; // innermost first
        QString ancestor = dir;
        for (int up = 0; up < 3; ++up) {
            const QString above = QFileInfo(ancestor).absolutePath();
            if (above == ancestor)
                break;
            ancestor = above;
            // Only whether the ancestor itself is a run (its children listed, not walked).
            ProfileIndex::Options shallow;
            shallow.maxDepth = 0;
            const ProfileIndex index
                = ProfileIndex::scan(QFileInfo(ancestor).absolutePath(), QFileInfo(ancestor).fileName(), shallow);
            const QList<ProfileRun> &runs = index.runs();
            const auto holding = std::find_if(runs.cbegin(), runs.cend(), [&](const ProfileRun &run) {
                const QString runDir = QDir::cleanPath(index.absolutePath(run.relativeDir));
                const bool holds = dir == runDir || dir.startsWith(runDir + QLatin1Char('/'));
                // A simulator run of the nested layout (<kernel>/<n>/simulator/) holds its kernel
                // folders as a nested run does.
                const bool nestedSimulator = run.kind == ProfileRun::Kind::Simulator
                    && std::any_of(run.launches.cbegin(), run.launches.cend(),
                                   [&run](const ProfileLaunch &l) { return l.relativeDir != run.relativeDir; });
                const bool folderHolder = run.kind == ProfileRun::Kind::Nested || nestedSimulator
                    || (!holders.isEmpty() && run.kind == ProfileRun::Kind::Simulator);
                return holds && (folderHolder || (holders.isEmpty() && !nestedOnly));
            });
            if (holding == runs.cend()) {
                if (holders.isEmpty())
                    continue;
                break;
            }
            holders.append({ancestor, holding->relativeDir});
            if (holding->kind != ProfileRun::Kind::Nested && holding->kind != ProfileRun::Kind::Simulator)
                break;
        }
        for (auto holder = holders.crbegin(); holder != holders.crend(); ++holder) {
            // Indexed again as named: the look-up's own findings (folders it did not enter) are no
            // finding about the run.
            ProfileIndex whole = ProfileIndex::scan(QFileInfo(holder->ancestor).absolutePath(),
                                                    QFileInfo(holder->ancestor).fileName());
            if (whole.runAt(holder->relativeDir)) {
                found.index = std::move(whole);
                found.relativeDir = holder->relativeDir;
                return true;
            }
        }
        return false;
    };
    found.index = ProfileIndex::scan(parent, name.isEmpty() ? QStringLiteral(".") : name);
    const QList<ProfileRun> runs = found.index.runs();
    const auto named = std::find_if(runs.cbegin(), runs.cend(),
                                    [&name](const ProfileRun &run) { return run.relativeDir == name; });
    // A launch folder is that launch alone (it holds its own OpBasicInfo); a nested run's kernel
    // or device folder, read alone, would look like runs of its own.
    // So is a simulated launch's folder (<n>/ holding simulator/): the launch, not its whole run.
    const bool launchFolder = named != runs.cend()
        && (named->kind == ProfileRun::Kind::Flat
            || (named->kind == ProfileRun::Kind::Simulator && named->launches.size() == 1
                && named->launches.first().relativeDir == named->relativeDir
                && QFileInfo(dir + QStringLiteral("/simulator")).isDir()));
    // simulator/ read alone is a result of its own by its core folders; inside a run, it is that run's.
    const bool simulatorContents = named != runs.cend() && named->kind == ProfileRun::Kind::Simulator
        && named->launches.size() == 1 && named->launches.first().relativeDir == named->relativeDir
        && !QFileInfo(dir + QStringLiteral("/simulator")).isDir();
    if (runs.isEmpty() || simulatorContents ? enclosingRun(false) : !launchFolder && enclosingRun(true))
        return found;
    if (runs.isEmpty()) {
        found.error
            = ProfileCommand::tr("no msprof run (OPPROF_*, PROF_*, OpBasicInfo.csv, simulator/) in %1").arg(path);
    } else if (runs.size() > 1 && named != runs.cend()) {
        // The folder named is itself a run (an op_summary copied beside an OPPROF_ folder): that one.
        found.relativeDir = named->relativeDir;
    } else if (runs.size() > 1) {
        QStringList dirs;
        for (const ProfileRun &run : runs)
            dirs.append(QStringLiteral("  ") + run.relativeDir);
        found.error = ProfileCommand::tr("%1 holds %2 runs; name one of them:\n%3")
                          .arg(path, QString::number(runs.size()), dirs.join(QLatin1Char('\n')));
    } else {
        found.relativeDir = runs.first().relativeDir;
    }
    return found;
}

QString fixed(double value, int decimals = 3)
{
    return std::isfinite(value) ? QString::number(value, 'f', decimals) : QStringLiteral("-");
}

QString integer(qint64 value)
{
    return value >= 0 ? QString::number(value) : QStringLiteral("-");
}

QString percent(double fraction)
{
    return std::isfinite(fraction) ? QString::number(fraction * 100, 'f', 2) + QLatin1Char('%') : QStringLiteral("-");
}

QString signedPercent(double fraction)
{
    if (!std::isfinite(fraction))
        return QStringLiteral("-");
    return (fraction > 0 ? QStringLiteral("+") : QString()) + QString::number(fraction * 100, 'f', 2)
        + QLatin1Char('%');
}

// A value in its unit: fractions as percent, percent as is, the rest with 3 decimals.
QString inUnit(double value, MsprofCsv::Unit unit)
{
    switch (unit) {
    case MsprofCsv::Unit::Fraction:
        return percent(value);
    case MsprofCsv::Unit::Count:
    case MsprofCsv::Unit::Megahertz:
    case MsprofCsv::Unit::Cycles:
        return std::isfinite(value) ? QString::number(qint64(value)) : QStringLiteral("-");
    default:
        return fixed(value);
    }
}

QString column(const QString &text, int width)
{
    return text.leftJustified(width);
}

QString right(const QString &text, int width)
{
    return text.rightJustified(width);
}

// The index's own findings about a run (a launch without OpBasicInfo, a Task Duration that is no
// number) carry the file, line and column: they join the summary's, each once. One about the chosen
// launch's own file says why it has no Task Duration, better than the summary's own note.
Diagnostics withIndexFindings(const FoundRun &found, ProfileSummary &summary)
{
    Diagnostics diagnostics = summary.diagnostics;
    const QString &runDir = found.relativeDir;
    Diagnostics located;
    for (const Diagnostic &d : found.index.diagnostics())
        if ((d.file == runDir || d.file.startsWith(runDir + QLatin1Char('/'))) && !diagnostics.contains(d))
            located.append(d);
    const bool aboutLaunch = std::any_of(located.cbegin(), located.cend(), [&summary](const Diagnostic &d) {
        return !summary.launchInfo.file.isEmpty() && d.file == summary.launchInfo.file;
    });
    if (aboutLaunch)
        diagnostics.removeIf(
            [](const Diagnostic &d) { return d.code == QLatin1String("profile.summary.no-task-duration"); });
    diagnostics = located + diagnostics;
    summary.diagnostics = diagnostics; // --json lists what stderr says, file, line and column
    return diagnostics;
}

} // namespace

QString ProfileCommand::summary() const
{
    return tr("Summarise an msprof run, or compare two runs (--compare A B)");
}

int ProfileCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addHelpOption();
    const QCommandLineOption json(QStringLiteral("json"), tr("Machine-readable JSON output."));
    const QCommandLineOption compare(QStringLiteral("compare"), tr("Compare run A (before) with run B (after)."));
    const QCommandLineOption noise(QStringLiteral("noise"), tr("Noise threshold for --compare (default 0.03)."),
                                   QStringLiteral("fraction"), QStringLiteral("0.03"));
    const QCommandLineOption launch(QStringLiteral("launch"),
                                    tr("Per-block values from this launch of a multi-launch run (default: the "
                                       "launch closest to the median Task Duration)."),
                                    QStringLiteral("n"));
    parser.addOptions({json, compare, noise, launch});
    parser.addPositionalArgument(QStringLiteral("RUN_DIR"),
                                 tr("An OPPROF_* (or PROF_*) directory, or a directory holding one."));
    if (const std::optional<int> done = parseArguments(parser, arguments))
        return *done;
    const QStringList paths = parser.positionalArguments();
    const bool comparing = parser.isSet(compare);
    bool noiseOk = false;
    const double threshold = parser.value(noise).toDouble(&noiseOk);
    bool launchOk = true;
    const int launchIndex = parser.isSet(launch) ? parser.value(launch).toInt(&launchOk) : -1;
    // Launches count from 0; the threshold is a fraction 0 ≤ F < 1 (NaN is neither).
    const bool launchInRange = !parser.isSet(launch) || launchIndex >= 0;
    const bool noiseInRange = noiseOk && threshold >= 0 && threshold < 1;
    if (paths.size() != (comparing ? 2 : 1) || !noiseInRange || !launchOk || !launchInRange) {
        m_err << tr("perfopt profile: usage: perfopt profile RUN_DIR [--launch N] [--json]\n"
                    "                       perfopt profile --compare A B [--noise 0.03] [--json]")
              << '\n';
        return BadUsage;
    }

    QList<FoundRun> runs;
    for (const QString &path : paths) {
        runs.append(findRun(path));
        if (!runs.last().error.isEmpty()) {
            m_err << QStringLiteral("perfopt profile: ") << runs.last().error << '\n';
            return BadUsage;
        }
    }
    Diagnostics diagnostics;
    if (comparing) {
        ProfileComparison::Options options;
        options.noiseThreshold = threshold;
        ProfileComparison comparison
            = ProfileComparison::compare(*runs.at(0).run(), runs.at(0).index.operatorDir(), *runs.at(1).run(),
                                         runs.at(1).index.operatorDir(), options);
        // Each side's findings as a single run's, its files named from here: two runs of one name
        // (a run and its copy) would otherwise print the same paths.
        comparison.diagnostics.clear();
        for (int side = 0; side < 2; ++side) {
            ProfileSummary &summary = side == 0 ? comparison.a : comparison.b;
            withIndexFindings(runs.at(side), summary);
            for (Diagnostic &d : summary.diagnostics) { // --json's a and b say the same
                if (!d.file.isEmpty())
                    d.file = QDir::current().relativeFilePath(runs.at(side).index.absolutePath(d.file));
                comparison.diagnostics.append(d);
            }
        }
        diagnostics = comparison.diagnostics;
        if (parser.isSet(json))
            m_out << QString::fromUtf8(QJsonDocument(ProfileSummaryJson::toJson(comparison)).toJson());
        else
            printComparison(comparison);
    } else {
        const ProfileRun &run = *runs.first().run();
        if (launchIndex >= run.launches.size()) {
            m_err << tr("perfopt profile: the run has %n launch(es); --launch counts from 0", nullptr,
                        int(run.launches.size()))
                  << '\n';
            return BadUsage;
        }
        ProfileSummary::Options options;
        options.launch = launchIndex;
        ProfileSummary summary = ProfileSummary::compute(run, runs.first().index.operatorDir(), options);
        diagnostics = withIndexFindings(runs.first(), summary);
        if (parser.isSet(json))
            m_out << QString::fromUtf8(QJsonDocument(ProfileSummaryJson::toJson(summary)).toJson());
        else
            printSummary(summary);
    }
    bool failed = false;
    for (const Diagnostic &d : std::as_const(diagnostics)) {
        m_err << QStringLiteral("perfopt profile: %1: %2: %3\n")
                     .arg(d.location(), Diagnostic::severityName(d.severity), d.message);
        failed = failed || d.severity == Diagnostic::Severity::Error;
    }
    return failed ? Failures : Success;
}

void ProfileCommand::printSummary(const ProfileSummary &s)
{
    const OpBasicInfo &info = s.launchInfo.present ? s.launchInfo : s.basicInfo;
    m_out << tr("Run            %1 (%2)").arg(s.runDir, ProfileRun::kindName(s.kind)) << '\n';
    if (s.launches.size() > 1 && !s.launchDir.isEmpty() && s.kind != ProfileRun::Kind::AppSummary)
        m_out << tr("Launch         %1 (the per-block values below)").arg(s.launchDir) << '\n';
    m_out << tr("Op             %1  type %2  Block Dim %3  Mix Block Dim %4")
                 .arg(info.opName.isEmpty() ? QStringLiteral("-") : info.opName,
                      info.opType.isEmpty() ? QStringLiteral("-") : info.opType, integer(info.blockDim),
                      integer(info.mixBlockDim))
          << '\n';
    if (s.durations.count > 1)
        m_out
            << tr("Task Duration  %1 us (median of %2 launches)").arg(fixed(s.durations.median)).arg(s.durations.count);
    else
        m_out << tr("Task Duration  %1 us").arg(fixed(s.durations.median));
    m_out << '\n';
    if (s.durations.count > 1) {
        m_out << tr("               min %1 us, max %2 us, mean %3 us, spread %4")
                     .arg(fixed(s.durations.min), fixed(s.durations.max), fixed(s.durations.mean), percent(s.spread()))
              << '\n';
        for (const ProfileSummary::LaunchDuration &launch : s.launches)
            m_out << QStringLiteral("                 %1  %2 us\n")
                         .arg(column(launch.label, 28), fixed(launch.taskDurationUs));
    }
    m_out << tr("Frequency      %1 MHz (rated %2 MHz)  Device %3  Pid %4  SoC %5")
                 .arg(integer(info.currentFreqMHz), integer(info.ratedFreqMHz), integer(info.deviceId),
                      integer(info.pid), info.socVersion.isEmpty() ? QStringLiteral("-") : info.socVersion)
          << '\n';
    m_out << tr("Files          %1 read; PipeUtilization header %2").arg(s.metricFiles.size()).arg(s.pipeHeaderVersion)
          << '\n';

    if (!s.pipes.isEmpty()) {
        m_out << '\n' << tr("Pipe utilisation (busy fraction over blocks)") << '\n';
        m_out << QStringLiteral("  ") << column(tr("core"), 6) << column(tr("pipe"), 9) << right(tr("mean"), 9)
              << right(tr("min"), 9) << right(tr("max"), 9) << right(tr("time us"), 11) << right(tr("rows"), 6)
              << QStringLiteral("  ") << tr("column") << '\n';
        for (const ProfileSummary::PipeUse &use : s.pipes) {
            m_out << QStringLiteral("  ") << column(ProfileSummary::coreName(use.core), 6)
                  << column(ProfileSummary::pipeName(use.pipe), 9) << right(percent(use.ratio.mean), 9)
                  << right(percent(use.ratio.min), 9) << right(percent(use.ratio.max), 9)
                  << right(fixed(use.timeUs.mean), 11) << right(QString::number(use.ratio.count), 6)
                  << QStringLiteral("  ") << use.source << QLatin1Char(':') << use.ratioColumn << '\n';
        }
    }
    if (!s.balance.isEmpty()) {
        m_out << '\n' << tr("Load balance (core time per block)") << '\n';
        for (const ProfileSummary::LoadBalance &b : s.balance) {
            m_out << QStringLiteral("  ")
                  << tr("%1: %2 rows, mean %3 us, slowest %4 us (block %5 %6), fastest %7 us (block %8 %9), "
                        "imbalance %10")
                         .arg(ProfileSummary::coreName(b.core), QString::number(b.timeUs.count), fixed(b.timeUs.mean),
                              fixed(b.timeUs.max), QString::number(b.slowestBlock), b.slowestSubBlock,
                              fixed(b.timeUs.min), QString::number(b.fastestBlock), b.fastestSubBlock,
                              signedPercent(b.imbalance()))
                  << '\n';
        }
    }
    const std::pair<QString, const QList<ProfileSummary::Metric> *> sections[]
        = {{tr("L2 cache"), &s.l2Cache}, {tr("Memory"), &s.memory}, {tr("Resource conflicts"), &s.conflicts}};
    for (const auto &[title, metrics] : sections) {
        if (metrics->isEmpty())
            continue;
        m_out << '\n' << title << '\n';
        m_out << QStringLiteral("  ") << column(tr("column"), 40) << right(tr("mean"), 11) << right(tr("min"), 11)
              << right(tr("max"), 11) << right(tr("total"), 13) << '\n';
        for (const ProfileSummary::Metric &m : *metrics) {
            const bool total = m.unit == MsprofCsv::Unit::Kilobytes;
            m_out << QStringLiteral("  ") << column(m.column + (m.derived ? QStringLiteral(" *") : QString()), 40)
                  << right(inUnit(m.stat.mean, m.unit), 11) << right(inUnit(m.stat.min, m.unit), 11)
                  << right(inUnit(m.stat.max, m.unit), 11);
            if (total)
                m_out << right(fixed(m.stat.sum), 13);
            m_out << '\n';
        }
        if (metrics == &s.l2Cache)
            m_out << QStringLiteral("  ") << tr("* hit rate of all requests, from the hit/miss counters") << '\n';
    }
    for (const ProfileSummary::SimulatorCore &core : s.simulatorCores) {
        m_out << '\n'
              << tr("Simulator %1: %2 instructions, %3 calls, %4 cycles, %5 us")
                     .arg(core.name, QString::number(core.instructions), QString::number(core.calls),
                          QString::number(core.cycles), fixed(core.runningTimeUs))
              << '\n';
        for (const auto &[pipe, cycles] : core.pipeCycles)
            m_out << QStringLiteral("  %1 %2\n").arg(column(pipe, 12), right(QString::number(cycles), 12));
    }
}

void ProfileCommand::printComparison(const ProfileComparison &c)
{
    m_out << tr("A  %1 (%2)").arg(c.a.runDir, ProfileRun::kindName(c.a.kind)) << '\n';
    m_out << tr("B  %1 (%2)").arg(c.b.runDir, ProfileRun::kindName(c.b.kind)) << '\n';
    const double change = c.a.durations.median > 0 ? c.b.durations.median / c.a.durations.median - 1 : NAN;
    m_out << tr("Task Duration median: A %1 us, B %2 us, %3: %4 (noise threshold %5)")
                 .arg(fixed(c.a.durations.median), fixed(c.b.durations.median), signedPercent(change),
                      DerivedSeries::noiseClassName(c.taskDuration), percent(c.noiseThreshold))
          << "\n\n";
    m_out << QStringLiteral("  ") << column(tr("figure"), 46) << right(QStringLiteral("A"), 12)
          << right(QStringLiteral("B"), 12) << right(QStringLiteral("B-A"), 12) << right(QStringLiteral("B/A"), 9)
          << QStringLiteral("  ") << tr("change") << '\n';
    // Figures only one run has (its other metric files are missing) are counted, not listed.
    QString section;
    int oneSided = 0;
    const auto flushOneSided = [&] {
        if (oneSided > 0)
            m_out << QStringLiteral("  ") << tr("(%1 more figures that only one run has)").arg(oneSided) << '\n';
        oneSided = 0;
    };
    for (const ProfileComparison::Row &row : c.rows) {
        if (row.section != section) {
            flushOneSided();
            section = row.section;
            m_out << QStringLiteral("  [%1]\n").arg(section);
        }
        if (!std::isfinite(row.a) || !std::isfinite(row.b)) {
            ++oneSided;
            continue;
        }
        const QString unit = MsprofCsv::unitSymbol(row.unit);
        const QString suffix = QStringLiteral(" (%1)").arg(unit);
        const QString label = unit.isEmpty() || row.label.contains(suffix.trimmed()) ? row.label : row.label + suffix;
        m_out << QStringLiteral("  ") << column(label, 46) << right(inUnit(row.a, row.unit), 12)
              << right(inUnit(row.b, row.unit), 12) << right(inUnit(row.delta(), row.unit), 12)
              << right(fixed(row.ratio()), 9) << QStringLiteral("  ") << CsvAlignment::changeName(row.change) << '\n';
    }
    flushOneSided();
    if (!c.tables.isEmpty())
        m_out << '\n' << tr("Metric files (rows by block/sub-block, columns by name)") << '\n';
    for (const CsvAlignment &t : c.tables) {
        int changed = 0;
        for (int i = 0; i < t.columns.size(); ++i)
            changed += t.columns.at(i).isKey ? 0 : t.changedCount(i);
        const QString note = t.versionNote();
        m_out << QStringLiteral("  ") << column(t.metric, 24)
              << tr("%1 rows, %2 columns, %3 cells beyond noise").arg(t.rows.size()).arg(t.columns.size()).arg(changed)
              << (note.isEmpty() ? QString() : QStringLiteral("; ") + note) << '\n';
        for (const CsvAlignment::Column &col : t.columns) {
            if (col.side == CsvAlignment::Side::OnlyA)
                m_out << QStringLiteral("      ") << tr("only in A: %1").arg(col.name) << '\n';
            else if (col.side == CsvAlignment::Side::OnlyB)
                m_out << QStringLiteral("      ") << tr("only in B: %1").arg(col.name) << '\n';
        }
    }
    if (!c.metricsOnlyA.isEmpty())
        m_out << tr("  files only in A: %1").arg(c.metricsOnlyA.join(QStringLiteral(", "))) << '\n';
    if (!c.metricsOnlyB.isEmpty())
        m_out << tr("  files only in B: %1").arg(c.metricsOnlyB.join(QStringLiteral(", "))) << '\n';
}
