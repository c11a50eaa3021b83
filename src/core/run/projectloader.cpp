// SPDX-License-Identifier: MIT
#include "run/projectloader.h"

#include "base/localization.h"
#include "base/runread.h"
#include "base/runroot.h"
#include "optlog/optlogparser.h"
#include "optlog/optlogrecordrounds.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <optional>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ProjectLoader", text);
}

// Returns false when the load was cancelled.
bool step(ProjectLoader::Promise *promise, int value, const QString &text)
{
    if (!promise)
        return true;
    if (promise->isCanceled())
        return false;
    promise->setProgressValueAndText(value, text);
    return true;
}

void decideGeneration(ProjectSnapshot &snapshot)
{
    // shared/docs/workflow-formats.md §0: inventory, Gen B record fields or *_round<N>_*.py ⇒ Gen B.
    snapshot.generationEvidence = snapshot.layout.generationEvidence;
    if (snapshot.records.firstGenBLine > 0)
        snapshot.generationEvidence.append(
            QCoreApplication::translate("ProjectLoader", "perf_records.jsonl line %1 has phase/workload_id")
                .arg(snapshot.records.firstGenBLine));
    if (!snapshot.generationEvidence.isEmpty()) {
        snapshot.generation = Generation::B;
        return;
    }
    // A log opened alone (no records, no inventory, no branch files): its own evidence decides.
    const bool branchFiles = std::any_of(snapshot.variants.cbegin(), snapshot.variants.cend(),
                                         [](const KernelVariant &v) { return v.kind == KernelVariant::Kind::Branch; });
    const OptLog &log = snapshot.optLog;
    if (!snapshot.records.exists && !branchFiles && log.generationHint != Generation::Unknown) {
        snapshot.generation = log.generationHint;
        snapshot.generationEvidence.append(QCoreApplication::translate("ProjectLoader", "%1 line %2: %3")
                                               .arg(log.displayPath, QString::number(log.generationHintLine),
                                                    log.generationHintEvidence));
        return;
    }
    snapshot.generation = Generation::A;
    snapshot.generationEvidence.append(
        QCoreApplication::translate("ProjectLoader", "no inventory, no Gen B record fields, no *_round<N>_*.py files"));
}

} // namespace

QFuture<ProjectSnapshotPtr> ProjectLoader::loadAsync(const QString &path, Scope scope, FileTree tree)
{
    return QtConcurrent::run([path, scope, tree](Promise &promise) {
        ProjectSnapshotPtr result = load(path, &promise, scope, tree);
        if (result && !promise.isCanceled())
            promise.addResult(result);
    });
}

QFuture<ProjectSnapshotPtr> ProjectLoader::indexProfilesAsync(const ProjectSnapshotPtr &partial)
{
    return QtConcurrent::run([partial](Promise &promise) {
        ProjectSnapshotPtr result = indexProfiles(partial, &promise);
        if (result && !promise.isCanceled())
            promise.addResult(result);
    });
}

ProjectSnapshotPtr ProjectLoader::indexProfiles(const ProjectSnapshotPtr &partial, Promise *promise)
{
    if (!partial)
        return nullptr;
    if (promise)
        promise->setProgressRange(0, ProgressSteps);
    auto snapshot = std::make_shared<ProjectSnapshot>(*partial); // the lists are shared, not copied
    if (!indexProfilesInto(*snapshot, promise))
        return nullptr;
    return snapshot;
}

ProjectSnapshotPtr ProjectLoader::load(const QString &path, Promise *promise, Scope scope, FileTree tree)
{
    if (promise)
        promise->setProgressRange(0, ProgressSteps);
    auto snapshot = std::make_shared<ProjectSnapshot>();
    snapshot->openedPath = path;

    if (!step(promise, 0, tr("Looking at the run's files…")))
        return nullptr;
    // The first paint needs the top level only: the whole tree is listed with the profiles.
    snapshot->layout = RunLayout::discover(path, tree == FileTree::Whole && scope == Scope::Everything
                                                     ? RunLayout::Listing::WholeTree
                                                     : RunLayout::Listing::TopLevel);
    snapshot->treePending = tree == FileTree::Whole && scope == Scope::WithoutProfiles;
    snapshot->forBrowsing = tree == FileTree::Whole;
    const RunLayout &layout = snapshot->layout;
    const RunRead::PinnedRoot pinnedRoot(layout.operatorDir); // one look-up of the root, not one per file

    auto readText = [&layout](const QString &rel, const QString &fallbackName) {
        const QString display = !rel.isEmpty() ? rel
            : layout.perfOptRel.isEmpty()      ? fallbackName
                                               : layout.perfOptRel + QLatin1Char('/') + fallbackName;
        return TextFile::read(rel.isEmpty() ? QString() : layout.absolute(rel), display, RunRead::MaxTextBytes,
                              layout.operatorDir);
    };
    snapshot->optLogFile = readText(layout.optLog, QStringLiteral("opt_log.md"));
    snapshot->readDiagnostics += snapshot->optLogFile.diagnostics;
    // The log and the records are a run's two largest reads and independent of each other: the log
    // is parsed on another thread while this one reads the records (a reviewer waits for both).
    // A small log is parsed below, on this thread: handing it over would cost more than it saves.
    QFuture<OptLog> parsedLog;
    if (scope != Scope::WorkflowGate && snapshot->optLogFile.readable
        && snapshot->optLogFile.bytes.size() >= ParseLogAlongsideBytes) {
        parsedLog = QtConcurrent::run([bytes = snapshot->optLogFile.bytes, file = snapshot->optLogFile.displayPath,
                                       language = Localization::documentLanguage()] {
            // A run read again for a report in another language: the log's findings speak it too.
            std::optional<Localization::DocumentLanguage> documentLanguage;
            if (!language.isEmpty())
                documentLanguage.emplace(language);
            return OptLogParser::parse(bytes, file);
        });
    }

    if (!step(promise, 1, tr("Reading perf_records.jsonl…")))
        return nullptr;
    if (layout.isValid()) {
        const QString rel = layout.records.isEmpty()
            ? (layout.perfOptRel.isEmpty() ? QStringLiteral("perf_records.jsonl")
                                           : layout.perfOptRel + QStringLiteral("/perf_records.jsonl"))
            : layout.records;
        // The workflow's gate reads the lines itself; typing them would be wasted.
        snapshot->records = PerfRecordsReader::readFile(layout.absolute(rel), rel, layout.operatorDir,
                                                        scope != Scope::WorkflowGate ? PerfRecordsReader::Depth::Records
                                                                                   : PerfRecordsReader::Depth::BytesOnly);
    }

    // artifact_path is relative to perf_opt/ ("../op.py" is the baseline): it must stay in the run.
    if (layout.isValid()) {
        const QString root = QDir::cleanPath(layout.operatorDir);
        for (const PerfRecord &record : std::as_const(snapshot->records.records)) {
            if (record.artifactPath.isEmpty())
                continue;
            const bool bad = record.artifactPath.contains(QChar(0)) || record.artifactPath.contains(QLatin1Char('\n'))
                || record.artifactPath.startsWith(QLatin1Char('~'));
            const QString resolved = QDir::cleanPath(QDir::isAbsolutePath(record.artifactPath)
                                                         ? record.artifactPath
                                                         : layout.perfOptDir + QLatin1Char('/') + record.artifactPath);
            if (bad || !RunRoot::isInside(root, resolved))
                snapshot->recordDiagnostics.append(
                    {Diagnostic::Severity::Error, QStringLiteral("records.artifact-outside"),
                     snapshot->records.displayPath, record.line, 0,
                     tr("artifact_path \"%1\" leads out of the run").arg(record.artifactPath)});
        }
    }

    // Kernel variants and their lineage need the files and the records, not the log: they are
    // matched here while a large log is still being parsed on the other thread, unless the log's
    // title must name the operator first (no kernel file names it).
    int nextStep = 2;
    Diagnostics variantDiagnostics; // joined to readDiagnostics where they always stood
    bool lineageRead = false;
    auto matchVariants = [&]() -> bool {
        if (!step(promise, nextStep++, tr("Matching kernel variants and lineage…")))
            return false;
        snapshot->variants = KernelVariant::collect(layout);
        // Identical bytes to the final kernel name the final candidate. Only the final kernel is
        // hashed; a branch file gets the final's digest when its bytes are the final's, and none
        // otherwise (the lineage compares digests with the final's and nothing else).
        QHash<QString, QByteArray> digests;
        QByteArray finalBytes;
        QByteArray finalDigest;
        for (const KernelVariant &variant : std::as_const(snapshot->variants)) {
            if (variant.kind == KernelVariant::Kind::History || variant.relativePath != layout.finalKernel)
                continue;
            const RunRead::Result read
                = RunRead::read(layout.operatorDir, layout.absolute(variant.relativePath), RunRead::MaxKernelBytes);
            if (read.ok() && !read.cut) {
                finalBytes = read.bytes;
                finalDigest = QCryptographicHash::hash(finalBytes, QCryptographicHash::Sha256);
            }
            break;
        }
        RunRead::PlainFiles plainFiles(layout.operatorDir);
        for (const KernelVariant &variant : std::as_const(snapshot->variants)) {
            if (variant.kind == KernelVariant::Kind::History)
                continue;
            // Only a file as long as the final kernel can be its copy; the others need reading only
            // when a read would report something (one lstat each, where a read costs five calls).
            qint64 size = 0;
            if (variant.relativePath != layout.finalKernel
                && plainFiles.isPlain(layout.absolute(variant.relativePath), RunRead::MaxKernelBytes, &size)
                && (finalDigest.isEmpty() || size != finalBytes.size()))
                continue;
            const RunRead::Result read
                = RunRead::read(layout.operatorDir, layout.absolute(variant.relativePath), RunRead::MaxKernelBytes);
            const QString display = variant.relativePath;
            for (const Diagnostic &d : read.diagnostics(QStringLiteral("kernel"), display))
                if (!variantDiagnostics.contains(d))
                    variantDiagnostics.append(d);
            if (!read.ok() || read.cut)
                continue;
            if (variant.relativePath == layout.finalKernel)
                digests.insert(variant.relativePath, QCryptographicHash::hash(read.bytes, QCryptographicHash::Sha256));
            else if (!finalDigest.isEmpty() && read.bytes == finalBytes)
                digests.insert(variant.relativePath, finalDigest);
        }
        snapshot->lineage = VariantLineage::build(snapshot->records.records, snapshot->variants, layout,
                                                  snapshot->records.displayPath, digests);
        lineageRead = true;
        return true;
    };
    auto mergeVariantDiagnostics = [&] {
        for (const Diagnostic &d : std::as_const(variantDiagnostics))
            if (!snapshot->readDiagnostics.contains(d))
                snapshot->readDiagnostics.append(d);
    };
    if (scope != Scope::WorkflowGate && !layout.operatorName.isEmpty() && !matchVariants())
        return nullptr;

    // The gate reads the log as text; its structure is only needed here to name the operator or,
    // with no records, to let the log's own evidence decide the generation.
    const bool parseLog
        = scope != Scope::WorkflowGate || snapshot->layout.operatorName.isEmpty() || !snapshot->records.exists;
    if (parsedLog.isValid())
        snapshot->optLog = parsedLog.result(); // runs it here if no pool thread has started it
    else if (snapshot->optLogFile.readable && parseLog)
        snapshot->optLog = OptLogParser::parse(snapshot->optLogFile.bytes, snapshot->optLogFile.displayPath);
    if (snapshot->layout.operatorName.isEmpty() && !snapshot->optLog.titleKernelName.isEmpty()) {
        // A log without kernel files next to it: its title names the kernel
        // ("# Stage 4 调优日志 — `_op_kernel`"), never its first word or the folder.
        snapshot->layout.operatorName = snapshot->optLog.titleKernelName;
        snapshot->layout.operatorNameEvidence = tr("title of opt_log.md");
        snapshot->layout.diagnostics.removeIf(
            [](const Diagnostic &d) { return d.code == QLatin1String("layout.no-operator"); });
    }
    if (snapshot->optLogFile.readable)
        snapshot->optLog.diagnostics += OptLogRecordRounds::check(snapshot->optLog, snapshot->records);
    // A perf_feedback.md that is no regular file (a link, a folder) exists for the workflow's gate,
    // which then lints it: it is read through RunRead, which refuses it with a diagnostic (RUN-READ),
    // and the feedback check fails on what it could not read; never "absent", and passed.
    QString feedback = layout.perfFeedback;
    if (feedback.isEmpty()) {
        const QString named = layout.perfOptRel.isEmpty() ? QStringLiteral("perf_feedback.md")
                                                          : layout.perfOptRel + QStringLiteral("/perf_feedback.md");
        for (const RunFile &file : std::as_const(layout.topLevel))
            if (file.relativePath == named)
                feedback = named;
    }
    snapshot->perfFeedbackFile = readText(feedback, QStringLiteral("perf_feedback.md"));
    snapshot->finalKernelFile = readText(layout.finalKernel,
                                         (layout.operatorName.isEmpty() ? QStringLiteral("op") : layout.operatorName)
                                             + QStringLiteral(".py"));
    snapshot->readDiagnostics += snapshot->perfFeedbackFile.diagnostics;
    snapshot->readDiagnostics += snapshot->finalKernelFile.diagnostics;

    if (!step(promise, nextStep++, tr("Reading the workload inventory…")))
        return nullptr;
    if (!layout.inventory.isEmpty())
        snapshot->inventory = WorkloadInventory::readFile(layout.absolute(layout.inventory), layout.inventory,
                                                           layout.operatorDir);

    if (scope == Scope::WorkflowGate) {
        if (!snapshot->records.exists)
            snapshot->variants = KernelVariant::collect(layout); // branch files outrank the log's hint
        decideGeneration(*snapshot);
        snapshot->loadedAt = QDateTime::currentDateTimeUtc();
        return snapshot;
    }

    if (!lineageRead && !matchVariants())
        return nullptr;
    decideGeneration(*snapshot);
    mergeVariantDiagnostics();

    if (scope == Scope::Everything)
        return indexProfilesInto(*snapshot, promise) ? snapshot : nullptr;
    if (!step(promise, ProgressSteps, tr("Loaded")))
        return nullptr;
    snapshot->loadedAt = QDateTime::currentDateTimeUtc();
    return snapshot;
}

bool ProjectLoader::indexProfilesInto(ProjectSnapshot &snapshot, Promise *promise)
{
    if (!step(promise, 4, tr("Indexing msprof profiles…")))
        return false;
    if (std::exchange(snapshot.treePending, false))
        RunLayout::listTree(snapshot.layout);
    const RunLayout &layout = snapshot.layout;
    const RunRead::PinnedRoot pinnedRoot(layout.operatorDir); // thousands of OpBasicInfo reads
    if (layout.isValid()) {
        const QString perfOptPrefix = layout.perfOptRel.isEmpty() ? QString() : layout.perfOptRel + QLatin1Char('/');
        ProfileIndex::Options options;
        options.includeAbWorkdirs = true;
        options.fileSizes = snapshot.forBrowsing; // the commands show no file size
        options.progress = [promise](qint64, qint64) { return !promise || !promise->isCanceled(); };
        snapshot.profiles = ProfileIndex::scan(
            layout.operatorDir, layout.profilesDir.isEmpty() ? perfOptPrefix + QStringLiteral("profiles") : layout.profilesDir,
            options);
        if (snapshot.profiles.wasCancelled())
            return false;
        // Tie every record to the runs its msprof_raw_path names. A path that exists is resolved
        // once (the runs of a re-measured candidate); one that does not is looked up again, which
        // the scan's listing answers without the disk, so 13.5k missing paths hold no memory.
        const QList<PerfRecord> &records = snapshot.records.records;
        struct Resolved
        {
            QStringList dirs;
            Diagnostics diagnostics;
            QList<double> durations; // of dirs' runs, once a record asks
        };
        QHash<QString, Resolved> resolved;
        int missing = 0;
        int firstUnlistedMissing = 0;
        for (qsizetype i = 0; i < records.size(); ++i) {
            const PerfRecord &record = records.at(i);
            if (!record.parsed || record.msprofRawPath.isEmpty())
                continue;
            auto it = resolved.find(record.msprofRawPath);
            Resolved fresh;
            if (it == resolved.cend()) {
                ProfileIndex::Resolution resolution
                    = snapshot.profiles.resolveRawPath(record.msprofRawPath, missing < MaxMissingRawPathDiagnostics);
                for (const ProfileRun &run : std::as_const(resolution.runs))
                    fresh.dirs.append(run.relativeDir);
                fresh.diagnostics = std::move(resolution.diagnostics);
                const bool onlyMissing = fresh.dirs.isEmpty()
                    && std::all_of(fresh.diagnostics.cbegin(), fresh.diagnostics.cend(), [](const Diagnostic &d) {
                                             return d.code == QLatin1StringView("profiles.raw-path-missing");
                                         });
                if (!onlyMissing)
                    it = resolved.insert(record.msprofRawPath, fresh);
            }
            Resolved &found = it == resolved.end() ? fresh : *it;
            // A folder holding a re-run: the run this record measured first (its Task Duration the
            // closest to the record's), which is what the views and the diff open. The runs'
            // durations are looked up once per path; a path holding many runs (a round's folder,
            // named by every record of the round) has its nearest run put first, the rest left in
            // the path's order, so 15k records over 1,500 runs cost no sort each.
            QStringList dirs = found.dirs;
            if (dirs.size() > 1 && record.hasDuration()) {
                if (found.durations.size() != found.dirs.size()) {
                    found.durations.clear();
                    for (const QString &dir : std::as_const(found.dirs)) {
                        const ProfileRun *run = snapshot.profiles.runAt(dir);
                        found.durations.append(run ? run->taskDurationUs() : qQNaN());
                    }
                }
                const auto distance = [&](qsizetype i) {
                    const double us = found.durations.at(i);
                    return std::isfinite(us) ? std::abs(us - record.durationUs) : std::numeric_limits<double>::infinity();
                };
                if (dirs.size() <= 16) {
                    QList<qsizetype> order(dirs.size());
                    std::iota(order.begin(), order.end(), 0);
                    std::stable_sort(order.begin(), order.end(),
                                     [&](qsizetype a, qsizetype b) { return distance(a) < distance(b); });
                    for (qsizetype i = 0; i < order.size(); ++i)
                        dirs[i] = found.dirs.at(order.at(i));
                } else {
                    qsizetype nearest = 0;
                    for (qsizetype i = 1; i < dirs.size(); ++i)
                        if (distance(i) < distance(nearest))
                            nearest = i;
                    dirs.move(nearest, 0);
                }
            }
            snapshot.recordRuns.insert(record.line, dirs);
            for (Diagnostic d : std::as_const(found.diagnostics)) {
                if (d.code == QLatin1StringView("profiles.raw-path-missing")
                    && ++missing > MaxMissingRawPathDiagnostics) {
                    if (firstUnlistedMissing == 0)
                        firstUnlistedMissing = record.line;
                    continue;
                }
                // The index's findings about the path itself name it; those of the walk under it
                // (a broken link, an unreadable file) name their own file, which the record's line
                // replaces, so they say which path led there.
                if (d.file != record.msprofRawPath)
                    d.message = tr("msprof_raw_path \"%1\": %2").arg(record.msprofRawPath, d.message);
                d.file = snapshot.records.displayPath;
                d.line = record.line;
                snapshot.profileLinkDiagnostics.append(d);
            }
        }
        if (firstUnlistedMissing > 0)
            snapshot.profileLinkDiagnostics.append(
                {Diagnostic::Severity::Warning, QStringLiteral("profiles.raw-path-missing"),
                 snapshot.records.displayPath, firstUnlistedMissing, 0,
                 tr("%1 more records from this line on name an msprof_raw_path that does not exist (not listed one "
                    "by one).")
                     .arg(missing - MaxMissingRawPathDiagnostics)});
        snapshot.logs = LogsIndex::scan(layout.operatorDir,
                                         layout.logsDir.isEmpty() ? perfOptPrefix + QStringLiteral("logs") : layout.logsDir,
                                         [promise](qint64, qint64) { return !promise || !promise->isCanceled(); });
        if (snapshot.logs.wasCancelled())
            return false;
    }

    if (!step(promise, ProgressSteps, tr("Loaded")))
        return false;
    snapshot.profilesIndexed = true;
    snapshot.loadedAt = QDateTime::currentDateTimeUtc();
    return true;
}
