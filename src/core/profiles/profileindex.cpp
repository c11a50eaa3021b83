// SPDX-License-Identifier: MIT
#include "profiles/profileindex.h"

#include "base/direntries.h"
#include "base/runread.h"
#include "base/runroot.h"
#include "profiles/msprofcsv.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <array>
#include <optional>
#include <span>
#include <sys/stat.h>
#include <tuple>
#include <utility>

namespace {

// Names are matched by hand: the scan tests every entry of thousands of folders.
bool isAsciiNumber(QStringView text)
{
    return !text.isEmpty()
        && std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c >= u'0' && c <= u'9'; });
}

// OPPROF_<14 digits>_<16 capitals> -> the timestamp, else empty.
QString opprofTimestamp(QStringView name)
{
    if (name.size() != 38 || !name.startsWith(u"OPPROF_") || name.at(21) != u'_')
        return QString();
    const QStringView stamp = name.sliced(7, 14);
    const QStringView tag = name.sliced(22);
    if (!isAsciiNumber(stamp)
        || !std::all_of(tag.cbegin(), tag.cend(), [](QChar c) { return c >= u'A' && c <= u'Z'; }))
        return QString();
    return stamp.toString();
}

// OpBasicInfo.csv or OpBasicInfo_<n>.csv
bool isBasicInfoName(QStringView name)
{
    constexpr qsizetype stem = 11, suffix = 4; // "OpBasicInfo", ".csv"
    if (name.size() < stem + suffix || !name.startsWith(u"OpBasicInfo") || !name.endsWith(u".csv"))
        return false;
    const QStringView middle = name.sliced(stem, name.size() - stem - suffix);
    return middle.isEmpty() || (middle.front() == u'_' && isAsciiNumber(middle.sliced(1)));
}

// OpBasicInfo_<ts17>.csv: the name msopprof gives it inside a <kernel>/<n>/ launch folder (§1.3).
bool isTimestampedBasicInfoName(QStringView name)
{
    constexpr qsizetype timestamped = 11 + 1 + 17 + 4; // "OpBasicInfo" "_" <17 digits> ".csv"
    return name.size() == timestamped && isBasicInfoName(name);
}

// core<i>.cubecore<j> / core<i>.veccore<j>: one core's folder of a simulator result (§1.4). By hand:
// every folder name of a walk is asked.
bool isSimulatorCoreName(QStringView name)
{
    const auto digitsAt = [&name](qsizetype at) {
        qsizetype end = at;
        while (end < name.size() && name.at(end).isDigit() && name.at(end).unicode() < 0x80)
            ++end;
        return end;
    };
    if (!name.startsWith(u"core"))
        return false;
    qsizetype at = digitsAt(4);
    if (at == 4 || at >= name.size() || name.at(at) != u'.')
        return false;
    QStringView rest = name.sliced(at + 1);
    if (rest.startsWith(u"cubecore"))
        at = 8;
    else if (rest.startsWith(u"veccore"))
        at = 7;
    else
        return false;
    rest = rest.sliced(at);
    return !rest.isEmpty() && std::all_of(rest.begin(), rest.end(), [](QChar c) { return c.isDigit() && c.unicode() < 0x80; });
}

bool isAllDigits(const QString &name)
{
    return !name.isEmpty() && std::all_of(name.cbegin(), name.cend(), [](QChar c) { return c.isDigit(); });
}

// device<n> -> n, else -1.
int deviceIdOf(const QString &name)
{
    if (!name.startsWith(QLatin1String("device")) || !isAsciiNumber(QStringView(name).sliced(6)))
        return -1;
    return QStringView(name).sliced(6).toInt();
}

QString joinPath(const QString &dir, const QString &name)
{
    return dir.isEmpty() || dir == QLatin1String(".") ? name : dir + QLatin1Char('/') + name;
}

// A real child's real path ("/" has no separator to add).
QString childPath(const QString &canonicalDir, const QString &name)
{
    return canonicalDir.endsWith(QLatin1Char('/')) ? QString(canonicalDir + name)
                                                   : QString(canonicalDir + QLatin1Char('/') + name);
}

QString parentPath(const QString &path)
{
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    return slash < 0 ? QStringLiteral(".") : path.left(slash);
}

bool isUnder(const QString &path, const QString &dir)
{
    return dir == QLatin1String(".") || path == dir
        || (path.size() > dir.size() && path.at(dir.size()) == u'/' && path.startsWith(dir));
}

int intValue(const MsprofCsv &csv, int column)
{
    const double value = csv.number(0, column);
    return std::isfinite(value) ? int(value) : -1;
}

// CANN's own aclnn* ops (random inputs, casts) are never the tuned kernel when another op ran.
bool isBuiltInOp(const QString &name)
{
    return name.startsWith(QLatin1String("aclnn"));
}

// The tuned kernel among the ops a run launched (`order`: each name once, as first launched;
// `launches`: how often): the one launched most, the first of equals, a built-in op only when
// nothing else ran. An app run's op_summary and a nested run's kernel folders alike.
QString tunedKernel(const QStringList &order, const QHash<QString, int> &launches)
{
    const bool anyOwn
        = std::any_of(order.cbegin(), order.cend(), [](const QString &name) { return !isBuiltInOp(name); });
    QString tuned;
    for (const QString &name : order) {
        if (anyOwn && isBuiltInOp(name))
            continue;
        if (tuned.isNull() || launches.value(name) > launches.value(tuned))
            tuned = name;
    }
    return tuned;
}

// A cell's text in a message: a run's CSV may hold megabytes in one cell.
QString shownCell(const QString &text)
{
    constexpr qsizetype most = 40;
    if (text.size() <= most)
        return text;
    const qsizetype cut = text.at(most - 1).isHighSurrogate() ? most - 1 : most;
    return text.left(cut) + QChar(u'…');
}

// Why a Task Duration cell is no measurement, for a message: 1e400 is too large, not "0 or below".
QString unmeasuredDuration(const MsprofCsv::Value &written)
{
    const QString text = shownCell(written.text);
    if (written.quoted && !text.isEmpty()) // msprof writes its numbers bare
        return ProfileIndex::tr("\"%1\", quoted text, which msprof never writes for a number").arg(text);
    if (written.isNumber() && written.range == MsprofCsv::Value::Range::TooLarge)
        return ProfileIndex::tr("%1, too large for a double").arg(text);
    if (written.isNumber() && written.range == MsprofCsv::Value::Range::TooSmall)
        return ProfileIndex::tr("%1, too small for a double").arg(text);
    if (written.isNumber())
        return ProfileIndex::tr("%1, 0 or below; a task's device time is above 0").arg(text);
    if (text.isEmpty())
        return ProfileIndex::tr("an empty cell");
    return ProfileIndex::tr("\"%1\", not a number").arg(text);
}

} // namespace

class ProfileIndex::Scanner
{
public:
    Scanner(const ProfileIndex &index, const Options &options, Diagnostics &diagnostics, Tree *tree = nullptr)
        : m_index(index)
        , m_options(options)
        , m_diagnostics(diagnostics)
        , m_tree(tree)
    { }

    // canonicalDir: relDir's real path, when the caller knows it (a child's is its parent's plus
    // its name, or its link's target); looked up otherwise.
    void walk(const QString &relDir, int depth, QList<ProfileRun> &runs, QString canonicalDir = QString());
    bool cancelled() const { return m_cancelled; }

private:
    struct Entry
    {
        QString name;
        qint64 size = 0;
        bool isLink = false;
        QString target; // a link's real path
        bool notRegular = false; // a FIFO, device or folder where msprof writes a CSV
        // Never read: a link (every link is refused by RunRead) or no regular file.
        bool refused() const { return isLink || notRegular; }
    };
    struct Listing
    {
        QList<Entry> dirs;
        QList<Entry> files;
        Diagnostics warnings; // links skipped; reported by the first list() that is not quiet
        bool reported = false;
        bool opened = false;

        bool hasDir(const QString &name) const
        {
            return std::any_of(dirs.cbegin(), dirs.cend(), [&](const Entry &e) { return e.name == name; });
        }
        bool holdsSimulatorCores() const
        {
            return std::any_of(dirs.cbegin(), dirs.cend(), [](const Entry &d) { return isSimulatorCoreName(d.name); });
        }
        QString basicInfoFile() const
        {
            for (const Entry &file : files) {
                if (isBasicInfoName(file.name))
                    return file.name;
            }
            return QString();
        }
    };

    Listing list(const QString &relDir, bool quiet = false);
    Listing read(const QString &relDir);
    bool hasNestedLaunches(const QString &relDir, const Listing &listing);
    bool kernelHasLaunch(const QString &relKernelDir);
    ProfileRun opprofRun(const QString &relDir, const QString &name, const Listing &listing);
    ProfileRun appRun(const QString &relDir, const QString &outputRelDir);
    // nested: a nested run's <kernel>/<n>/ launch folder (its files named with their time).
    ProfileLaunch launch(const QString &relDir, const Listing &listing, bool nested = false);
    ProfileLaunch simulatorLaunch(const QString &relDir, const QString &simulatorRel);
    OpBasicInfo readBasicInfo(const QString &relFile);
    QString readSocVersion(const QString &relDumpDir);
    void finishRun(ProfileRun &run) const;
    void report(Diagnostic::Severity severity, const QString &code, const QString &file, const QString &message);
    // A metric CSV that is a link or no regular file: refused now, as reading it would refuse it
    // (the same diagnostic, which `profile` then does not repeat), so inspect and check say so too.
    // Returns what it said (nothing for a file that is read).
    std::optional<Diagnostic> noteRefused(const Entry &file, const QString &relFile);

    const ProfileIndex &m_index;
    const Options &m_options;
    Diagnostics &m_diagnostics;
    Tree *m_tree; // the index's record of listed folders, or null
    QHash<QString, Listing> m_listings; // each folder is read once (launch folders are probed, then walked)
    QSet<QString> m_visited; // real paths of the directories walked
    qint64 m_directories = 0;
    bool m_cancelled = false;
};

void ProfileIndex::Scanner::report(Diagnostic::Severity severity, const QString &code, const QString &file,
                                   const QString &message)
{
    m_diagnostics.append({severity, code, file, 0, 0, message});
}

std::optional<Diagnostic> ProfileIndex::Scanner::noteRefused(const Entry &file, const QString &relFile)
{
    if (!file.refused())
        return std::nullopt;
    RunRead::Result why;
    // Never opened here (a FIFO or a device might act on it): its lstat tells.
    if (!RunRead::refusedUnopened(m_index.operatorDir(), m_index.absolutePath(relFile), &why))
        return std::nullopt; // swapped for a regular file since the listing, or gone: a read says what it finds
    // Each listed file is noted once (a folder is listed once), so no look through what is said.
    const Diagnostic refusal {Diagnostic::Severity::Error,
                              why.refusal == RunRead::Refusal::Unreadable ? QStringLiteral("msprof.csv.unreadable")
                                                                          : why.code(QStringLiteral("msprof.csv")),
                              relFile,
                              0,
                              0,
                              MsprofCsv::tr("The file cannot be read: %1").arg(why.reason)};
    m_diagnostics.append(refusal);
    return refusal;
}

ProfileIndex::Scanner::Listing ProfileIndex::Scanner::list(const QString &relDir, bool quiet)
{
    auto known = m_listings.find(relDir);
    if (known == m_listings.end())
        known = m_listings.insert(relDir, read(relDir));
    if (!quiet && !known->reported) {
        known->reported = true;
        m_diagnostics += known->warnings;
    }
    return *known;
}

// One DirEntries pass: the entry kinds come with the names, so only files (for their size, when
// asked) and links cost a stat; QDir would stat every entry and sort them twice.
ProfileIndex::Scanner::Listing ProfileIndex::Scanner::read(const QString &relDir)
{
    Listing listing;
    const QString absoluteDir = m_index.absolutePath(relDir);
    const QList<DirEntry> entries = DirEntries::list(
        absoluteDir, m_options.fileSizes ? DirEntries::Sizes::Files : DirEntries::Sizes::Skip, &listing.opened);
    if (!listing.opened)
        return listing;
    QList<std::pair<QString, Seen>> seen; // in the entries' order: by name
    seen.reserve(entries.size());
    for (const DirEntry &entry : entries) {
        const QString &name = entry.name;
        if (name.startsWith(QLatin1Char('.'))) {
            seen.append({name, Seen::Other});
            continue;
        }
        if (!entry.isDecodable()) {
            // Qt's name for it (U+FFFD for the bytes) opens nothing: said, not walked.
            seen.append({name, Seen::Other});
            listing.warnings.append(
                {Diagnostic::Severity::Warning, QStringLiteral("profiles.undecodable-name"),
                 joinPath(relDir, entry.displayName()), 0, 0,
                 tr("The name %1 is not valid UTF-8; it is not read (rename it).").arg(entry.displayName())});
            continue;
        }
        // A FIFO, device or folder named like a CSV is where msprof writes a file: listed as one, so
        // its read is refused as not a regular file (msprof.csv.not-regular), as a linked one is as a
        // link, instead of the file being reported missing or passed over.
        const bool inPlaceOfCsv = entry.kind != DirEntry::Kind::File && entry.kind != DirEntry::Kind::Link
            && name.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive);
        if (inPlaceOfCsv)
            listing.files.append({name, 0, false, QString(), true});
        switch (entry.kind) {
        case DirEntry::Kind::Dir:
            if (!inPlaceOfCsv)
                listing.dirs.append({name, 0, false, QString()});
            seen.append({name, Seen::Dir});
            break;
        case DirEntry::Kind::File:
            listing.files.append({name, entry.size, false, QString()});
            seen.append({name, Seen::File});
            break;
        case DirEntry::Kind::Link: {
            seen.append({name, Seen::Other});
            const QFileInfo info(joinPath(absoluteDir, name));
            const QString target = info.canonicalFilePath();
            // A link named like a CSV stands where msprof writes a file: listed as one, so that
            // its read is refused as a link (msprof.csv.symbolic-link, an error wherever it leads),
            // never "missing" nor passed over.
            const bool namedCsv = name.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive);
            if (target.isEmpty()) {
                listing.warnings.append({Diagnostic::Severity::Warning, QStringLiteral("profiles.broken-symlink"),
                                         joinPath(relDir, name), 0, 0, tr("Broken symbolic link; skipped.")});
                if (namedCsv)
                    listing.files.append({name, 0, true, QString()});
            } else if (!RunRoot::isInside(m_index.m_canonicalRoot, target)) {
                listing.warnings.append(
                    {Diagnostic::Severity::Warning, QStringLiteral("profiles.symlink-escape"), joinPath(relDir, name),
                     0, 0, tr("Symbolic link to %1, outside the operator directory; not followed.").arg(target)});
                if (namedCsv)
                    listing.files.append({name, 0, true, QString()});
            } else if (namedCsv) { // wherever inside it leads (a folder, a FIFO): refused as a link
                listing.files.append({name, info.isFile() ? info.size() : 0, true, target});
            } else if (info.isDir()) {
                listing.dirs.append({name, 0, true, target});
            } else if (info.isFile()) {
                listing.files.append({name, info.size(), true, target});
            }
            break;
        }
        case DirEntry::Kind::Other:
            seen.append({name, Seen::Other}); // a FIFO, device or socket: never read
            break;
        }
    }
    if (m_tree)
        m_tree->insert(relDir, std::move(seen));
    return listing;
}

bool ProfileIndex::Scanner::kernelHasLaunch(const QString &relKernelDir)
{
    const Listing kernel = list(relKernelDir, true);
    for (const Entry &launchDir : kernel.dirs) {
        if (!isAllDigits(launchDir.name))
            continue;
        // msopprof names a launch's files with their time; a flat run copied into "1/" is a run of
        // its own, not a launch of a renamed nested root.
        const Listing launch = list(joinPath(relKernelDir, launchDir.name), true);
        if (isTimestampedBasicInfoName(launch.basicInfoFile()) || launch.hasDir(QStringLiteral("simulator")))
            return true;
    }
    return false;
}

// A renamed OPPROF root of the nested layout: <kernel>/<n>/ (or device<id>/<kernel>/<n>/) below.
bool ProfileIndex::Scanner::hasNestedLaunches(const QString &relDir, const Listing &listing)
{
    for (const Entry &child : listing.dirs) {
        if (child.name == QLatin1String("dump"))
            continue; // msprof's raw dumps of a launch: never launches (and not listed for this)
        const QString childRel = joinPath(relDir, child.name);
        if (deviceIdOf(child.name) >= 0) {
            for (const Entry &kernel : list(childRel, true).dirs) {
                if (kernelHasLaunch(joinPath(childRel, kernel.name)))
                    return true;
            }
        } else if (kernelHasLaunch(childRel)) {
            return true;
        }
    }
    return false;
}

void ProfileIndex::Scanner::walk(const QString &relDir, int depth, QList<ProfileRun> &runs, QString canonicalDir)
{
    if (m_cancelled)
        return;
    if (m_options.progress && !m_options.progress(++m_directories, runs.size())) {
        m_cancelled = true;
        return;
    }
    // Links inside the project may point back up; each real directory is visited once. Its real
    // path comes down the walk: a folder's is its parent's plus its name, a link's is its target's
    // (resolved when the parent was listed), so no folder costs a stat or a readlink of its own.
    if (canonicalDir.isEmpty())
        canonicalDir = QFileInfo(m_index.absolutePath(relDir)).canonicalFilePath();
    if (canonicalDir.isEmpty() || m_visited.contains(canonicalDir))
        return;
    m_visited.insert(canonicalDir);
    if (depth > m_options.maxDepth) {
        report(Diagnostic::Severity::Warning, QStringLiteral("profiles.too-deep"), relDir,
               tr("Directory nesting deeper than %1 levels; not searched further.").arg(m_options.maxDepth));
        return;
    }

    const Listing listing = list(relDir);
    const QString name = relDir.sliced(relDir.lastIndexOf(QLatin1Char('/')) + 1);
    // A user's folder named like a run ("OPPROF_round1/") that holds msprof's own OPPROF_ folders is
    // a container: its runs are below it.
    const bool holdsRuns = std::any_of(listing.dirs.cbegin(), listing.dirs.cend(), [](const Entry &d) {
        return d.name.startsWith(QLatin1String("OPPROF_"));
    });
    if ((name.startsWith(QLatin1String("OPPROF_")) && !holdsRuns) || !listing.basicInfoFile().isEmpty()
        || listing.hasDir(QStringLiteral("simulator")) || hasNestedLaunches(relDir, listing)) {
        runs.append(opprofRun(relDir, name, listing));
        return;
    }
    if (name.startsWith(QLatin1String("PROF_")) && listing.hasDir(QStringLiteral("mindstudio_profiler_output"))) {
        runs.append(appRun(relDir, joinPath(relDir, QStringLiteral("mindstudio_profiler_output"))));
        return;
    }
    // An op_summary copied out of its PROF_ folder (seen in tilelang-ascend's trace_data/).
    // The folder's own runs below it are still walked (an OPPROF_ run beside the copy).
    if (std::any_of(listing.files.cbegin(), listing.files.cend(), [](const Entry &file) {
            return MsprofCsv::kindForFileName(file.name) == MsprofCsv::FileKind::OpSummary;
        }))
        runs.append(appRun(relDir, relDir));
    // simulator/'s contents copied out of it (its core folders); the folder's other runs are still walked.
    const bool simulatorCopy = listing.holdsSimulatorCores();
    if (simulatorCopy)
        runs.append(opprofRun(relDir, name, listing));
    // Real folders first, so a run reached both directly and through an inside link is listed
    // under its real path.
    for (const bool links : {false, true}) {
        for (const Entry &child : listing.dirs) {
            if (simulatorCopy && isSimulatorCoreName(child.name))
                continue;
            if (child.isLink == links)
                walk(joinPath(relDir, child.name), depth + 1, runs,
                     links ? child.target : childPath(canonicalDir, child.name));
        }
    }
}

ProfileRun ProfileIndex::Scanner::opprofRun(const QString &relDir, const QString &name, const Listing &listing)
{
    ProfileRun run;
    run.relativeDir = relDir;
    run.name = name;
    run.timestamp = opprofTimestamp(name);

    const bool hasRootCsv = std::any_of(listing.files.cbegin(), listing.files.cend(), [](const Entry &file) {
        return file.name.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive);
    });
    // A CSV beside the launch folders of a nested run (a helper's summary, or one launch's
    // OpBasicInfo copied up) does not make it flat: msprof moves a single launch's files to the
    // root and leaves no launch folders, so with launch folders below, they are the measurement.
    const QString rootBasicInfo = listing.basicInfoFile();
    const bool nested = hasRootCsv && hasNestedLaunches(relDir, listing); // OpBasicInfo is a CSV
    if (nested && !rootBasicInfo.isEmpty())
        report(Diagnostic::Severity::Warning, QStringLiteral("profiles.opbasicinfo-beside-launches"),
               joinPath(relDir, rootBasicInfo),
               tr("An OpBasicInfo file beside the run's launch folders, which msprof never writes: the "
                  "launches are read, this file is not."));
    if (hasRootCsv && !nested) {
        run.kind = ProfileRun::Kind::Flat;
        run.launches.append(launch(relDir, listing));
    } else if (listing.hasDir(QStringLiteral("simulator"))) {
        run.kind = ProfileRun::Kind::Simulator;
        run.launches.append(simulatorLaunch(relDir, joinPath(relDir, QStringLiteral("simulator"))));
    } else if (listing.holdsSimulatorCores()) {
        run.kind = ProfileRun::Kind::Simulator; // simulator/'s contents, copied out of it
        run.launches.append(simulatorLaunch(relDir, relDir));
    } else {
        // msopprof keeps <kernel>/<n>/ when it collected more than one launch, and device<id>/
        // above that on multi-card runs (§1.3).
        const auto collectKernel = [&](const QString &kernelRel, const QString &kernelName, int deviceId) {
            for (const Entry &launchDir : list(kernelRel).dirs) {
                if (!isAllDigits(launchDir.name))
                    continue;
                const QString launchRel = joinPath(kernelRel, launchDir.name);
                const Listing launchListing = list(launchRel);
                ProfileLaunch item
                    = launchListing.hasDir(QStringLiteral("simulator")) && launchListing.basicInfoFile().isEmpty()
                    ? simulatorLaunch(launchRel, joinPath(launchRel, QStringLiteral("simulator")))
                    : launch(launchRel, launchListing, true);
                item.kernelName = kernelName;
                item.index = launchDir.name.toInt();
                item.deviceId = deviceId;
                run.launches.append(item);
            }
        };
        for (const Entry &child : listing.dirs) {
            if (child.name == QLatin1String("dump"))
                continue;
            const QString childRel = joinPath(relDir, child.name);
            if (const int deviceId = deviceIdOf(child.name); deviceId >= 0) {
                for (const Entry &kernel : list(childRel).dirs)
                    collectKernel(joinPath(childRel, kernel.name), kernel.name, deviceId);
            } else {
                collectKernel(childRel, child.name, -1);
            }
        }
        std::sort(run.launches.begin(), run.launches.end(), [](const ProfileLaunch &a, const ProfileLaunch &b) {
            return std::tie(a.deviceId, a.kernelName, a.index) < std::tie(b.deviceId, b.kernelName, b.index);
        });
        QStringList kernels;
        QList<int> devices;
        for (const ProfileLaunch &l : std::as_const(run.launches)) {
            if (!kernels.contains(l.kernelName))
                kernels.append(l.kernelName);
            if (!devices.contains(l.deviceId))
                devices.append(l.deviceId);
        }
        if (kernels.size() > 1)
            report(Diagnostic::Severity::Warning, QStringLiteral("profiles.several-kernels"), relDir,
                   tr("The run holds launches of %n kernel(s) (%1); its Task Duration is the median over all of "
                      "them, as ab_test.py pools them. Profile one kernel per run to read one.",
                      nullptr, int(kernels.size()))
                       .arg(kernels.join(QStringLiteral(", "))));
        if (devices.size() > 1)
            report(Diagnostic::Severity::Warning, QStringLiteral("profiles.several-devices"), relDir,
                   tr("The run holds launches on %n device(s); its Task Duration is the median over all of "
                      "them. Each card's own figure is in its device folder.",
                      nullptr, int(devices.size())));
        const bool simulated = std::any_of(run.launches.cbegin(), run.launches.cend(),
                                           [](const ProfileLaunch &l) { return !l.simulatorCores.isEmpty(); });
        run.kind = simulated ? ProfileRun::Kind::Simulator : ProfileRun::Kind::Nested;
        if (run.launches.isEmpty()) {
            run.kind = ProfileRun::Kind::Flat;
            report(Diagnostic::Severity::Error, QStringLiteral("profiles.missing-opbasicinfo"),
                   joinPath(relDir, QStringLiteral("OpBasicInfo.csv")),
                   tr("No OpBasicInfo.csv and no launch folders: msprof did not finish this run."));
        }
    }
    finishRun(run);
    return run;
}

ProfileLaunch ProfileIndex::Scanner::launch(const QString &relDir, const Listing &listing, bool nested)
{
    ProfileLaunch launch;
    launch.relativeDir = relDir;
    const QString basicInfo = listing.basicInfoFile();
    QHash<QString, QString> metricFileOf; // metric -> its file here: the first by name, as for OpBasicInfo
    for (const Entry &file : listing.files) {
        if (file.name == QLatin1String("visualize_data.bin")) {
            launch.hasVisualizeData = true;
            launch.viewerFiles.append({file.name, file.name, joinPath(relDir, file.name), file.size});
        } else if (file.name == QLatin1String("trace.json")) {
            launch.hasTrace = true;
            launch.viewerFiles.append({file.name, file.name, joinPath(relDir, file.name), file.size});
        } else if (file.name != basicInfo && file.name.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive)) {
            if (isBasicInfoName(file.name)) {
                report(Diagnostic::Severity::Warning, QStringLiteral("profiles.several-opbasicinfo"),
                       joinPath(relDir, file.name),
                       tr("More than one OpBasicInfo file here; %1 is used.").arg(basicInfo));
                continue;
            }
            const QString metric = MsprofCsv::metricName(file.name);
            if (const auto used = metricFileOf.constFind(metric); used != metricFileOf.cend()) {
                // Two copies of one metric (a launch's files merged by hand): every view and comparison
                // reads the same one, and the other is said, not silently dropped or mixed in.
                report(Diagnostic::Severity::Warning, QStringLiteral("profiles.several-metric-files"),
                       joinPath(relDir, file.name),
                       tr("More than one %1 file here; %2 is used.").arg(metric, *used));
                continue;
            }
            metricFileOf.insert(metric, file.name);
            launch.metricFiles.append({file.name, metric, joinPath(relDir, file.name), file.size});
            noteRefused(file, joinPath(relDir, file.name));
        }
    }
    if (basicInfo.isEmpty() && nested) {
        // A nested run's launch folder (<kernel>/<n>/): msprof names its file with the launch's time.
        report(Diagnostic::Severity::Error, QStringLiteral("profiles.missing-opbasicinfo"), relDir,
               tr("This launch folder holds no OpBasicInfo_<time>.csv: no Task Duration for this launch."));
    } else if (basicInfo.isEmpty()) {
        report(Diagnostic::Severity::Error, QStringLiteral("profiles.missing-opbasicinfo"),
               joinPath(relDir, QStringLiteral("OpBasicInfo.csv")),
               tr("OpBasicInfo.csv is missing: no Task Duration for this launch."));
    } else {
        const QString relFile = joinPath(relDir, basicInfo);
        const auto entry = std::find_if(listing.files.cbegin(), listing.files.cend(),
                                        [&](const Entry &file) { return file.name == basicInfo; });
        // A FIFO, device or link in its place is refused as its listing and lstat show, never
        // opened (even without blocking, opening a FIFO or device acts on it).
        if (entry != listing.files.cend() && noteRefused(*entry, relFile))
            launch.basicInfo.file = relFile;
        else
            launch.basicInfo = readBasicInfo(relFile);
    }
    if (listing.hasDir(QStringLiteral("dump")))
        launch.basicInfo.socVersion = readSocVersion(joinPath(relDir, QStringLiteral("dump")));
    launch.kernelName = launch.basicInfo.opName;
    return launch;
}

ProfileLaunch ProfileIndex::Scanner::simulatorLaunch(const QString &relDir, const QString &simulatorRel)
{
    ProfileLaunch launch;
    launch.relativeDir = relDir;
    const Listing simulator = list(simulatorRel);
    for (const Entry &file : simulator.files) {
        if (file.name == QLatin1String("trace.json"))
            launch.hasTrace = true;
        else if (file.name == QLatin1String("visualize_data.bin"))
            launch.hasVisualizeData = true;
        else
            continue;
        launch.viewerFiles.append({file.name, file.name, joinPath(simulatorRel, file.name), file.size});
    }
    for (const Entry &core : simulator.dirs) {
        if (simulatorRel == relDir && !isSimulatorCoreName(core.name))
            continue; // a copied simulator/ may sit beside other folders
        launch.simulatorCores.append(core.name);
        const QString coreRel = joinPath(simulatorRel, core.name);
        for (const Entry &file : list(coreRel).files) {
            if (file.name.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive)) {
                launch.metricFiles.append(
                    {file.name, MsprofCsv::metricName(file.name), joinPath(coreRel, file.name), file.size});
                noteRefused(file, joinPath(coreRel, file.name));
            } else if (file.name == QLatin1String("trace.json")) {
                launch.viewerFiles.append({file.name, core.name + QLatin1Char('/') + file.name,
                                           joinPath(coreRel, file.name), file.size});
            }
        }
    }
    return launch;
}

ProfileRun ProfileIndex::Scanner::appRun(const QString &relDir, const QString &outputRelDir)
{
    ProfileRun run;
    run.kind = ProfileRun::Kind::AppSummary;
    run.relativeDir = relDir;
    run.name = relDir.sliced(relDir.lastIndexOf(QLatin1Char('/')) + 1);
    static const QRegularExpression profName(QStringLiteral("^PROF_\\d{6}_(\\d{14})\\d{3}_[A-Z]{16}$"));
    if (const auto match = profName.match(run.name); match.hasMatch())
        run.timestamp = match.captured(1);

    ProfileLaunch output;
    output.relativeDir = outputRelDir;
    QString summaryRel;
    qint64 summarySize = 0;
    bool summaryRefused = false; // a link or no regular file: never sized through
    std::optional<Diagnostic> summaryRefusal; // what noteRefused said of it, which its read says again
    for (const Entry &file : list(outputRelDir).files) {
        if (file.name.endsWith(QLatin1String(".json"))) {
            output.hasTrace = true;
            output.viewerFiles.append({file.name, file.name, joinPath(outputRelDir, file.name), file.size});
        }
        if (!file.name.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
            continue;
        output.metricFiles.append(
            {file.name, MsprofCsv::metricName(file.name), joinPath(outputRelDir, file.name), file.size});
        const std::optional<Diagnostic> refusal = noteRefused(file, joinPath(outputRelDir, file.name));
        if (MsprofCsv::kindForFileName(file.name) == MsprofCsv::FileKind::OpSummary) {
            summaryRel = joinPath(outputRelDir, file.name); // names sort by timestamp: the last is the newest
            summarySize = file.size;
            summaryRefused = file.refused();
            summaryRefusal = refusal;
        }
    }

    constexpr qint64 largestSummaryRead = 16 * 1024 * 1024;
    // Its size decides whether it is read: asked for here when the listing left sizes out.
    if (!summaryRel.isEmpty() && !m_options.fileSizes && summarySize == 0 && !summaryRefused)
        summarySize = QFileInfo(m_index.absolutePath(summaryRel)).size();
    if (summaryRel.isEmpty()) {
        report(Diagnostic::Severity::Warning, QStringLiteral("profiles.missing-op-summary"), outputRelDir,
               tr("No op_summary CSV in this msprof output."));
    } else if (summarySize > largestSummaryRead) {
        report(Diagnostic::Severity::Info, QStringLiteral("profiles.large-op-summary"), summaryRel,
               tr("op_summary is too large to index; open it to see the task durations."));
    } else {
        MsprofCsv::Options summaryOptions;
        summaryOptions.root = m_index.operatorDir();
        const MsprofCsv csv = MsprofCsv::read(m_index.absolutePath(summaryRel), summaryRel, summaryOptions);
        for (const Diagnostic &d : csv.diagnostics())
            if (!summaryRefusal || d != *summaryRefusal)
                m_diagnostics.append(d);
        const int nameColumn = csv.columnIndex(QStringLiteral("Op Name"));
        const int durationColumn = csv.columnIndex(QStringLiteral("Task Duration(us)"));
        // The app launches other ops too (tensor set-up); the tuned kernel is the one launched most.
        QHash<QString, int> launches;
        QStringList order;
        for (qsizetype row = 0; row < csv.rowCount(); ++row) {
            const QString name = csv.text(row, nameColumn);
            if (launches[name]++ == 0)
                order.append(name);
        }
        const QString opName = tunedKernel(order, launches);
        // Another op launched as often (a set-up op once per launch): the choice is a guess, so say so.
        const bool anyOwn = !isBuiltInOp(opName);
        QStringList asOften;
        for (const QString &name : std::as_const(order))
            if (name != opName && launches.value(name) == launches.value(opName) && !(anyOwn && isBuiltInOp(name)))
                asOften.append(name);
        if (!asOften.isEmpty())
            report(Diagnostic::Severity::Warning, QStringLiteral("profiles.op-summary-ambiguous"), summaryRel,
                   tr("op_summary lists %1 as often as %2 (%n launch(es) each); %2, the first, is read as the tuned "
                      "kernel.",
                      nullptr, launches.value(opName))
                       .arg(asOften.join(QStringLiteral(", ")), opName));
        qsizetype firstRow = -1;
        for (qsizetype row = 0; row < csv.rowCount() && firstRow < 0; ++row) {
            if (csv.text(row, nameColumn) == opName)
                firstRow = row;
        }
        if (durationColumn < 0 && csv.hasHeader()) {
            m_diagnostics.append({Diagnostic::Severity::Error, QStringLiteral("profiles.bad-op-summary"), summaryRel,
                                  csv.headerLine(), 0, tr("op_summary has no Task Duration(us) column.")});
        } else if (firstRow >= 0) {
            OpBasicInfo &info = run.basicInfo;
            info.present = true;
            info.file = summaryRel;
            info.opName = opName;
            info.opType = csv.text(firstRow, csv.columnIndex(QStringLiteral("Task Type")));
            const auto number = [&](const QStringList &names) {
                const double v = csv.number(firstRow, csv.columnIndex(names));
                return std::isfinite(v) ? int(v) : -1;
            };
            info.blockDim = number({QStringLiteral("Block Dim"), QStringLiteral("Block Num")});
            const int mixColumn = csv.columnIndex({QStringLiteral("Mix Block Dim"), QStringLiteral("Mix Block Num")});
            info.hasMixBlockDimColumn = mixColumn >= 0;
            info.mixBlockDim = number({QStringLiteral("Mix Block Dim"), QStringLiteral("Mix Block Num")});
            info.deviceId = number({QStringLiteral("Device_id")});
            // A launch of the tuned op without a Task Duration ("N/A") is left out of the median, and said.
            int unmeasured = 0;
            int firstUnmeasuredLine = 0;
            QString firstUnmeasured; // what its cell holds, for the message
            for (qsizetype row = 0; row < csv.rowCount(); ++row) {
                if (csv.text(row, nameColumn) != opName)
                    continue;
                // A device time of 0 or below is no measurement (a damaged row), never a fast launch.
                const MsprofCsv::Value written = csv.value(row, durationColumn);
                const bool measured = written.isNumber() && written.number > 0 && std::isfinite(written.number);
                run.taskDurationsUs.append(measured ? written.number : std::numeric_limits<double>::quiet_NaN());
                if (measured || unmeasured++ > 0)
                    continue;
                firstUnmeasuredLine = csv.line(row);
                firstUnmeasured = unmeasuredDuration(written);
            }
            if (unmeasured > 0)
                m_diagnostics.append({Diagnostic::Severity::Warning, QStringLiteral("profiles.op-summary-no-duration"),
                                      summaryRel, firstUnmeasuredLine, 0,
                                      tr("%n launch(es) of %1 have no usable Task Duration (the first here: %2); the "
                                         "median is over the others.",
                                         nullptr, unmeasured)
                                          .arg(opName, firstUnmeasured)});
        }
    }
    run.launches.append(output);
    run.durations = TaskDurationStats::of(run.taskDurationsUs);
    run.basicInfo.taskDurationUs = run.durations.median;
    finishRun(run);
    return run;
}

OpBasicInfo ProfileIndex::Scanner::readBasicInfo(const QString &relFile)
{
    OpBasicInfo info;
    info.file = relFile;
    MsprofCsv::Options options;
    options.maxRows = 16; // one row is expected; never read a huge misnamed file whole
    options.root = m_index.operatorDir();
    options.listedRegular = true; // a FIFO, device or link in its place was refused from the listing
    const MsprofCsv csv = MsprofCsv::read(m_index.absolutePath(relFile), relFile, options);
    m_diagnostics += csv.diagnostics();
    if (!csv.hasHeader())
        return info;
    const int duration = csv.columnIndex(QStringLiteral("Task Duration(us)"));
    if (duration < 0) {
        m_diagnostics.append({Diagnostic::Severity::Error, QStringLiteral("profiles.bad-opbasicinfo"), relFile,
                              csv.headerLine(), 0, tr("OpBasicInfo has no Task Duration(us) column.")});
    }
    if (csv.rowCount() == 0) {
        m_diagnostics.append({Diagnostic::Severity::Error, QStringLiteral("profiles.opbasicinfo-no-row"), relFile,
                              csv.headerLine(), 0, tr("OpBasicInfo has a header but no data row.")});
        return info;
    }
    if (csv.rowCount() > 1) {
        m_diagnostics.append({Diagnostic::Severity::Warning, QStringLiteral("profiles.opbasicinfo-rows"), relFile,
                              csv.line(1), 0, tr("OpBasicInfo has more than one data row; the first is used.")});
    }
    info.present = true;
    info.opName = csv.text(0, csv.columnIndex(QStringLiteral("Op Name")));
    info.opType = csv.text(0, csv.columnIndex(QStringLiteral("Op Type")));
    if (duration >= 0) {
        const MsprofCsv::Value value = csv.value(0, duration);
        if (value.isNumber() && value.number > 0) {
            info.taskDurationUs = value.number;
        } else if (value.isNumber() && value.range != MsprofCsv::Value::Range::Representable) {
            // Not "not above 0": 1e400 is above 0, and 1e-400 too; a double holds neither.
            m_diagnostics.append({Diagnostic::Severity::Error, QStringLiteral("profiles.bad-opbasicinfo"), relFile,
                                  csv.line(0), duration + 1,
                                  value.range == MsprofCsv::Value::Range::TooLarge
                                      ? tr("Task Duration(us) is %1, too large for a double (the largest is about "
                                           "1.8e308), so it is not read as one.")
                                            .arg(shownCell(value.text))
                                      : tr("Task Duration(us) is %1, too small for a double (the smallest above 0 is "
                                           "about 4.9e-324), so it is not read as one.")
                                            .arg(shownCell(value.text))});
        } else if (value.isNumber()) {
            // A task's device time is positive: 0 or below is a damaged file, never the fastest launch.
            m_diagnostics.append({Diagnostic::Severity::Error, QStringLiteral("profiles.bad-opbasicinfo"), relFile,
                                  csv.line(0), duration + 1,
                                  tr("Task Duration(us) is %1; a task's device time is above 0, so it is not read "
                                     "as one.")
                                      .arg(shownCell(value.text))});
        } else {
            // msprof writes its numbers bare: a quoted one is text someone wrote, never read as a figure.
            m_diagnostics.append({Diagnostic::Severity::Error, QStringLiteral("profiles.bad-opbasicinfo"), relFile,
                                  csv.line(0), duration + 1,
                                  value.quoted
                                      ? tr("Task Duration(us) is quoted text (\"%1\"); msprof writes its "
                                           "numbers without quotes, so it is not read as one.")
                                            .arg(shownCell(value.text))
                                      : tr("Task Duration(us) is \"%1\", not a number.").arg(shownCell(value.text))});
        }
    }
    info.blockDim = intValue(csv, csv.columnIndex({QStringLiteral("Block Dim"), QStringLiteral("Block Num")}));
    const int mix = csv.columnIndex({QStringLiteral("Mix Block Dim"), QStringLiteral("Mix Block Num")});
    info.hasMixBlockDimColumn = mix >= 0;
    info.mixBlockDim = intValue(csv, mix);
    info.deviceId = intValue(csv, csv.columnIndex(QStringLiteral("Device Id")));
    const double pid = csv.number(0, csv.columnIndex(QStringLiteral("Pid")));
    info.pid = std::isfinite(pid) ? qint64(pid) : -1;
    info.currentFreqMHz = intValue(csv, csv.columnIndex(QStringLiteral("Current Freq")));
    info.ratedFreqMHz = intValue(csv, csv.columnIndex(QStringLiteral("Rated Freq")));
    return info;
}

// dump/op_basic_info.txt is the only place that names the SoC (§3.1).
QString ProfileIndex::Scanner::readSocVersion(const QString &relDumpDir)
{
    const QString fileName = QStringLiteral("op_basic_info.txt");
    const Listing dump = list(relDumpDir);
    const auto it = std::find_if(dump.files.cbegin(), dump.files.cend(),
                                 [&](const Entry &file) { return file.name == fileName; });
    if (it == dump.files.cend() || it->size > 64 * 1024)
        return QString();
    const RunRead::Result read
        = RunRead::read(m_index.operatorDir(), m_index.absolutePath(joinPath(relDumpDir, fileName)), 64 * 1024);
    if (!read.ok() || read.cut) // larger than 64 KiB: no file msprof writes (sizes may not have been listed)
        return QString();
    for (const QByteArray &raw : read.bytes.split('\n')) {
        const QByteArray line = raw.trimmed();
        if (line.startsWith("Run Soc Version="))
            return QString::fromUtf8(line.mid(int(sizeof("Run Soc Version=")) - 1)).trimmed();
    }
    return QString();
}

void ProfileIndex::Scanner::finishRun(ProfileRun &run) const
{
    if (run.kind != ProfileRun::Kind::AppSummary) {
        for (const ProfileLaunch &launch : std::as_const(run.launches)) {
            if (launch.basicInfo.present)
                run.taskDurationsUs.append(launch.basicInfo.taskDurationUs);
        }
        run.durations = TaskDurationStats::of(run.taskDurationsUs);
        // Launches of several kernels: the run's card is the tuned kernel's, as an app run's is
        // (the one launched most; CANN's own aclnn* ops only when nothing else ran), whichever name
        // sorts first.
        QHash<QString, int> launchesOf;
        QStringList order;
        for (const ProfileLaunch &l : std::as_const(run.launches))
            if (l.basicInfo.present && launchesOf[l.kernelName]++ == 0)
                order.append(l.kernelName);
        const QString tuned = tunedKernel(order, launchesOf);
        const auto first = std::find_if(run.launches.cbegin(), run.launches.cend(), [&tuned](const ProfileLaunch &l) {
            return l.basicInfo.present && l.kernelName == tuned;
        });
        if (first != run.launches.cend())
            run.basicInfo = first->basicInfo;
        else if (!run.launches.isEmpty())
            run.basicInfo = run.launches.first().basicInfo;
        if (run.kind == ProfileRun::Kind::Nested)
            run.basicInfo.taskDurationUs = run.durations.median;
    }
    // ab_test.py writes <workdir>/pair<i><A|B>/OPPROF_*/… (workflow-formats.md §b).
    const QString perfOpt = parentPath(m_index.m_profilesRelDir);
    const QString abPrefix = joinPath(perfOpt, QStringLiteral("ab_"));
    if (run.relativeDir.startsWith(abPrefix)) {
        const qsizetype slash = run.relativeDir.indexOf(QLatin1Char('/'), abPrefix.size());
        run.abWorkdir = slash < 0 ? run.relativeDir : run.relativeDir.left(slash);
        static const QRegularExpression pair(QStringLiteral("(?:^|/)pair(\\d+)([AB])(?:/|$)"));
        if (const auto match = pair.match(run.relativeDir); match.hasMatch()) {
            run.abPair = match.captured(1).toInt();
            run.abArm = match.captured(2).at(0);
        }
    }
}

ProfileIndex ProfileIndex::scan(const QString &operatorDir, const QString &profilesRelDir)
{
    return scan(operatorDir, profilesRelDir, Options());
}

ProfileIndex ProfileIndex::scan(const QString &operatorDir, const QString &profilesRelDir, const Options &options)
{
    ProfileIndex index;
    const QFileInfo root(operatorDir);
    index.m_operatorDir = root.absoluteFilePath();
    index.m_canonicalRoot = root.canonicalFilePath();
    index.m_profilesRelDir = RunRoot::cleanRelativePath(profilesRelDir);
    index.m_perfOptRelDir = parentPath(index.m_profilesRelDir);
    if (index.m_canonicalRoot.isEmpty() || !root.isDir()) {
        index.m_diagnostics.append({Diagnostic::Severity::Error, QStringLiteral("profiles.missing-operator-dir"),
                                    operatorDir, 0, 0, tr("The operator directory does not exist.")});
        return index;
    }
    if (index.m_profilesRelDir.isEmpty()) {
        index.m_diagnostics.append({Diagnostic::Severity::Error, QStringLiteral("profiles.path-escape"), profilesRelDir,
                                    0, 0, tr("The profiles directory must be a path inside the operator directory.")});
        return index;
    }

    Scanner scanner(index, options, index.m_diagnostics, &index.m_tree);
    const auto scanRoot = [&](const QString &relDir) {
        const QFileInfo info(index.absolutePath(relDir));
        if (!info.isDir())
            return false;
        if (!RunRoot::isInside(index.m_canonicalRoot, info.canonicalFilePath())) {
            index.m_diagnostics.append(
                {Diagnostic::Severity::Warning, QStringLiteral("profiles.symlink-escape"), relDir, 0, 0,
                 tr("Leads to %1, outside the operator directory; not followed.").arg(info.canonicalFilePath())});
            return true;
        }
        scanner.walk(relDir, 0, index.m_runs);
        return true;
    };
    index.m_profilesDirExists = scanRoot(index.m_profilesRelDir);
    if (!index.m_profilesDirExists) {
        index.m_diagnostics.append({Diagnostic::Severity::Info, QStringLiteral("profiles.missing-dir"),
                                    index.m_profilesRelDir, 0, 0, tr("No profiles directory yet.")});
    }
    if (options.includeAbWorkdirs) {
        const QString perfOpt = parentPath(index.m_profilesRelDir);
        // QDir's name filter compiles a pattern and stats every entry: run only when a name could match.
        const QList<DirEntry> entries = DirEntries::list(index.absolutePath(perfOpt), DirEntries::Sizes::Skip);
        if (std::any_of(entries.cbegin(), entries.cend(), [](const DirEntry &entry) {
                return entry.name.startsWith(QLatin1String("ab_"), Qt::CaseInsensitive);
            })) {
            const QDir dir(index.absolutePath(perfOpt));
            const QStringList abDirs
                = dir.entryList({QStringLiteral("ab_*")}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
            for (const QString &name : abDirs)
                scanRoot(joinPath(perfOpt, name));
        }
    }
    std::sort(index.m_runs.begin(), index.m_runs.end(),
              [](const ProfileRun &a, const ProfileRun &b) { return a.relativeDir < b.relativeDir; });
    index.m_cancelled = scanner.cancelled();
    return index;
}

ProfileIndex::Resolution ProfileIndex::resolveRawPath(const QString &msprofRawPath, bool describeMissing) const
{
    Resolution resolution;
    const auto reject = [&](Diagnostic::Severity severity, const QString &code, const QString &message) {
        resolution.diagnostics.append({severity, code, msprofRawPath, 0, 0, message});
        return resolution;
    };
    QString raw = msprofRawPath.trimmed();
    raw.replace(QLatin1Char('\\'), QLatin1Char('/'));
    // "C:/…" (a Windows drive); tested by hand, once per record.
    const bool drive = raw.size() >= 3 && raw.at(0).unicode() < 0x80 && raw.at(0).isLetter() && raw.at(1) == u':'
        && raw.at(2) == u'/';
    if (raw.isEmpty())
        return reject(Diagnostic::Severity::Warning, QStringLiteral("profiles.raw-path-empty"),
                      tr("msprof_raw_path is empty."));
    if (raw.startsWith(QLatin1Char('/')) || raw.startsWith(QLatin1Char('~')) || drive) {
        return reject(
            Diagnostic::Severity::Error, QStringLiteral("profiles.raw-path-absolute"),
            tr("msprof_raw_path %1 is absolute; only paths relative to the run are followed (an absolute "
               "path names a place on the machine that wrote it, even one inside this run).")
                .arg(raw));
    }
    const QString clean = RunRoot::cleanRelativePath(raw);
    if (clean.isEmpty()) {
        return reject(Diagnostic::Severity::Error, QStringLiteral("profiles.raw-path-escape"),
                      tr("msprof_raw_path %1 climbs out of the operator directory.").arg(raw));
    }
    if (m_canonicalRoot.isEmpty())
        return resolution;

    // The runner writes paths relative to perf_opt/ (it runs there); others include the prefix.
    // Tried in that order; an array, not a list: one allocation less for each of 15k records.
    std::array<QString, 2> candidates;
    qsizetype candidateCount = 0;
    if (!isUnder(clean, m_perfOptRelDir) || clean == QLatin1String(".")) {
        if (QString under = RunRoot::cleanRelativePath(joinPath(m_perfOptRelDir, clean)); under != clean)
            candidates[candidateCount++] = std::move(under);
    }
    candidates[candidateCount++] = clean;

    for (const QString &candidate : std::span(candidates.data(), size_t(candidateCount))) {
        // What the scan listed needs no look at the disk: a plain entry of a listed folder lies
        // inside, and a name missing from one does not exist. The rest (links, folders the scan
        // did not list) is checked on the disk.
        const Seen known = seen(candidate);
        if (known == Seen::Missing)
            continue;
        bool isDir = known == Seen::Dir;
        if (known != Seen::Dir && known != Seen::File) {
            const QFileInfo info(absolutePath(candidate));
            if (!info.exists())
                continue;
            if (!RunRoot::isInside(m_canonicalRoot, info.canonicalFilePath())) {
                return reject(
                    Diagnostic::Severity::Error, QStringLiteral("profiles.raw-path-symlink-escape"),
                    tr("msprof_raw_path %1 leads through a symbolic link to %2, outside the operator directory.")
                        .arg(raw, info.canonicalFilePath()));
            }
            isDir = info.isDir();
        }
        const QString dirRel = isDir ? candidate : parentPath(candidate);
        resolution.relativeDir = dirRel;
        resolution.runs = runsAlong(dirRel);
        if (resolution.runs.isEmpty()) {
            Options options;
            Scanner scanner(*this, options, resolution.diagnostics);
            scanner.walk(dirRel, 0, resolution.runs);
        }
        if (resolution.runs.isEmpty()) {
            resolution.diagnostics.append(
                {Diagnostic::Severity::Warning, QStringLiteral("profiles.raw-path-no-runs"), msprofRawPath, 0, 0,
                 tr("msprof_raw_path %1 holds no msprof run (looked under %2).").arg(raw, dirRel)});
        }
        return resolution;
    }
    return reject(
        Diagnostic::Severity::Warning, QStringLiteral("profiles.raw-path-missing"),
        describeMissing
            ? tr("msprof_raw_path %1 does not exist (looked for %2).")
                  .arg(raw, QStringList(candidates.begin(), candidates.begin() + candidateCount).join(QLatin1String(", ")))
            : QString());
}

ProfileIndex::Seen ProfileIndex::seen(const QString &relativePath) const
{
    const qsizetype slash = relativePath.lastIndexOf(QLatin1Char('/'));
    if (slash <= 0)
        return Seen::Unknown;
    const QString parent = relativePath.left(slash);
    const auto folder = m_tree.constFind(parent);
    if (folder == m_tree.cend()) {
        // A folder below a missing name, or below a file, does not exist either.
        const Seen above = seen(parent);
        return above == Seen::Missing || above == Seen::File ? Seen::Missing : Seen::Unknown;
    }
    const QStringView name = QStringView(relativePath).sliced(slash + 1);
    const auto entry = std::lower_bound(folder->cbegin(), folder->cend(), name,
                                        [](const std::pair<QString, Seen> &e, QStringView n) { return e.first < n; });
    return entry != folder->cend() && entry->first == name ? entry->second : Seen::Missing;
}

// The runs under dirRel and the runs holding it, in the index's order. m_runs is sorted by
// relativeDir, so those under it are one range and those above it are found by their names:
// thousands of records resolve without walking every run each.
QList<ProfileRun> ProfileIndex::runsAlong(const QString &dirRel) const
{
    if (dirRel == QLatin1String("."))
        return m_runs;
    const auto byDir = [](const ProfileRun &run, const QString &dir) { return run.relativeDir < dir; };
    QList<qsizetype> hits;
    const auto addEqual = [&](const QString &dir) {
        auto it = std::lower_bound(m_runs.cbegin(), m_runs.cend(), dir, byDir);
        for (; it != m_runs.cend() && it->relativeDir == dir; ++it)
            hits.append(it - m_runs.cbegin());
    };
    addEqual(QStringLiteral(".")); // a run at the operator directory holds every path
    for (qsizetype slash = dirRel.indexOf(QLatin1Char('/')); slash >= 0;
         slash = dirRel.indexOf(QLatin1Char('/'), slash + 1))
        addEqual(dirRel.left(slash));
    addEqual(dirRel);
    const QString prefix = dirRel + QLatin1Char('/');
    for (auto it = std::lower_bound(m_runs.cbegin(), m_runs.cend(), prefix, byDir);
         it != m_runs.cend() && it->relativeDir.startsWith(prefix); ++it)
        hits.append(it - m_runs.cbegin());
    std::sort(hits.begin(), hits.end());
    hits.erase(std::unique(hits.begin(), hits.end()), hits.end());
    QList<ProfileRun> runs;
    runs.reserve(hits.size());
    for (const qsizetype i : std::as_const(hits))
        runs.append(m_runs.at(i));
    return runs;
}

const ProfileRun *ProfileIndex::runAt(const QString &relativeDir) const
{
    // m_runs is sorted by relativeDir (scan()): the strict gate asks once per linked record.
    const auto it = std::lower_bound(m_runs.cbegin(), m_runs.cend(), relativeDir,
                                     [](const ProfileRun &run, const QString &dir) { return run.relativeDir < dir; });
    return it != m_runs.cend() && it->relativeDir == relativeDir ? &*it : nullptr;
}

QString ProfileIndex::absolutePath(const QString &relativePath) const
{
    return relativePath.isEmpty() || relativePath == QLatin1String(".")
        ? m_operatorDir
        : m_operatorDir + QLatin1Char('/') + relativePath;
}
