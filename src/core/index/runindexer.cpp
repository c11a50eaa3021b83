// SPDX-License-Identifier: MIT
#include "index/runindexer.h"

#include "base/direntries.h"
#include "gates/gateengine.h"
#include "review/workspacedatabase.h"
#include "run/projectloader.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QSet>
#include <QThreadPool>
#include <QTimeZone>
#include <QtConcurrent/QtConcurrentMap>
#include <algorithm>
#include <cmath>
#include <cstring>

QStringList RunIndexer::findRuns(const QString &root, Unlisted *unlisted)
{
    QStringList runs;
    const QFileInfo rootInfo(root);
    if (!rootInfo.isDir())
        return runs;
    const QString canonical = rootInfo.canonicalFilePath();
    // The folder's own name, not as typed: "perf_opt/", ".", or a link to one.
    if (QFileInfo(canonical).fileName() == QLatin1String("perf_opt"))
        return {canonical};
    QStringList pending{canonical};
    while (!pending.isEmpty()) {
        const QString dir = pending.takeLast();
        // Names as the kernel gives them (QDir's iterator stops at a name it cannot decode, and
        // every sibling after it would be lost). Hidden folders (.git, .venv) are skipped;
        // symbolic links are not followed (no cycles).
        bool listed = true;
        int error = 0;
        const QList<DirEntry> children = DirEntries::list(dir, DirEntries::Sizes::Skip, &listed, nullptr, &error);
        if (!listed && unlisted) {
            unlisted->folders.append(dir);
            unlisted->errors.append(
                QDir::toNativeSeparators(dir) + QStringLiteral(": ")
                + QCoreApplication::translate("RunIndexer",
                                              "the folder could not be read (%1); it was not searched "
                                              "for runs, and the index keeps the rows of runs under it")
                      .arg(QString::fromLocal8Bit(std::strerror(error))));
        }
        for (const DirEntry &child : children) {
            if (child.kind != DirEntry::Kind::Dir || child.name.startsWith(QLatin1Char('.')))
                continue;
            if (!child.isDecodable()) {
                if (unlisted) {
                    unlisted->errors.append(
                        QDir::toNativeSeparators(dir) + QStringLiteral(": ")
                        + QCoreApplication::translate("RunIndexer",
                                                      "the folder name \"%1\" is not valid UTF-8; it was not searched "
                                                      "for runs (rename it)")
                              .arg(child.displayName()));
                    if (unlisted->folders.isEmpty() || unlisted->folders.last() != dir)
                        unlisted->folders.append(dir);
                }
                continue;
            }
            const QString path = (dir.endsWith(QLatin1Char('/')) ? dir : dir + QLatin1Char('/')) + child.name;
            if (child.name == QLatin1String("perf_opt"))
                runs.append(path);
            else
                pending.append(path);
        }
    }
    std::sort(runs.begin(), runs.end());
    return runs;
}

QString RunIndexer::fingerprint(const QString &perfOptDir, QString *lastChange)
{
    // The run's own files and the operator directory's top level (baseline kernel, DESIGN.md).
    QStringList entries;
    qint64 newest = 0;
    // A regular file, or a link to one: its size and time.
    const auto add = [&](const QString &path, const QString &name) {
        const QFileInfo info(path);
        if (!info.isFile())
            return;
        const qint64 modified = info.lastModified(QTimeZone::UTC).toMSecsSinceEpoch();
        newest = std::max(newest, modified);
        entries.append(name + QLatin1Char('\t') + QString::number(info.size()) + QLatin1Char('\t')
                       + QString::number(modified));
    };
    // A name that is not valid UTF-8 cannot be opened through a QString path: its bytes stand for
    // it, so adding, removing or renaming it changes the fingerprint, and the walk goes on (QDir's
    // iterator stopped at it, and a changed file after it went unnoticed).
    const auto addUndecodable = [&](const DirEntry &entry, const QString &prefix) {
        entries.append(prefix + QStringLiteral("\tundecodable\t") + QString::fromLatin1(entry.undecodableName.toHex()));
    };
    // perf_opt/ with its subfolders, hidden ones included; links are never followed into folders.
    QStringList pending{QString()};
    while (!pending.isEmpty()) {
        const QString relative = pending.takeLast();
        const QString dir = relative.isEmpty() ? perfOptDir : perfOptDir + QLatin1Char('/') + relative;
        const QString prefix = relative.isEmpty() ? QString() : relative + QLatin1Char('/');
        for (const DirEntry &entry : DirEntries::list(dir, DirEntries::Sizes::Skip)) {
            if (!entry.isDecodable())
                addUndecodable(entry, prefix);
            else if (entry.kind == DirEntry::Kind::Dir)
                pending.append(prefix + entry.name);
            else if (entry.kind == DirEntry::Kind::File || entry.kind == DirEntry::Kind::Link)
                add(dir + QLatin1Char('/') + entry.name, prefix + entry.name);
        }
    }
    const QString operatorDir = QFileInfo(perfOptDir).absolutePath();
    for (const DirEntry &entry : DirEntries::list(operatorDir, DirEntries::Sizes::Skip)) {
        if (!entry.isDecodable())
            addUndecodable(entry, QStringLiteral("../"));
        else if (!entry.name.startsWith(QLatin1Char('.'))
                 && (entry.kind == DirEntry::Kind::File || entry.kind == DirEntry::Kind::Link))
            add(operatorDir + QLatin1Char('/') + entry.name, QStringLiteral("../") + entry.name);
    }
    entries.sort();
    if (lastChange)
        *lastChange = newest ? QDateTime::fromMSecsSinceEpoch(newest, QTimeZone::UTC).toString(Qt::ISODate) : QString();
    return QString::fromLatin1(
        QCryptographicHash::hash(entries.join(QLatin1Char('\n')).toUtf8(), QCryptographicHash::Sha1).toHex());
}

RunIndexRow RunIndexer::summarize(const QString &perfOptDir, double noiseThreshold, QString *error)
{
    RunIndexRow row;
    row.path = perfOptDir;
    row.fingerprint = fingerprint(perfOptDir, &row.lastChange);
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(perfOptDir);
    if (!snapshot->layout.isValid()) {
        if (error)
            *error = snapshot->layout.diagnostics.isEmpty() ? QStringLiteral("not a run directory")
                                                            : snapshot->layout.diagnostics.first().message;
        return row;
    }
    row.runKey = snapshot->runKey();
    row.operatorName = snapshot->operatorName();
    row.generation = snapshot->generation == Generation::Unknown ? QString() : generationName(snapshot->generation);
    row.rounds = int(snapshot->optLog.rounds.size());
    row.records = int(snapshot->records.records.size());
    row.finalCandidate = snapshot->finalCandidateId();
    const DerivedSeries series = snapshot->derivedSeries(noiseThreshold);
    for (const WorkloadSeries &s : series.series)
        row.speedups.insert(s.key, s.speedup());
    row.geomeanSpeedup = series.geomeanSpeedup;
    GateOptions options;
    options.noiseThreshold = noiseThreshold;
    options.useGitHistory = false; // the index is a survey; `perfopt check` reads the history
    for (GateProfile profile : {GateProfile::Workflow, GateProfile::Strict})
        row.gates.insert(GateReport::profileName(profile),
                         GateEngine::run(*snapshot, profile, options).passed() ? QStringLiteral("pass")
                                                                               : QStringLiteral("fail"));
    return row;
}

RunIndexer::Result RunIndexer::index(const QString &root, WorkspaceDatabase *database, const Options &options)
{
    Result result;
    Unlisted unlisted;
    const QStringList runs = findRuns(root, &unlisted);
    result.found = int(runs.size());
    result.errors.append(unlisted.errors);
    const QHash<QString, QString> stored = database ? database->runIndexFingerprints() : QHash<QString, QString>();
    QStringList changed;
    for (const QString &run : runs) {
        if (stored.contains(run) && stored.value(run) == fingerprint(run))
            ++result.unchanged;
        else
            changed.append(run);
    }
    QThreadPool pool;
    pool.setMaxThreadCount(options.jobs > 0 ? options.jobs : std::max(1, QThread::idealThreadCount()));
    std::atomic<int> done{0};
    const int total = int(changed.size());
    struct Outcome {
        RunIndexRow row;
        QString error;
    };
    const QList<Outcome> outcomes = QtConcurrent::blockingMapped<QList<Outcome>>(
        &pool, changed, [&](const QString &run) {
            Outcome outcome;
            if (options.cancel && options.cancel->load())
                return outcome;
            outcome.row = summarize(run, options.noiseThreshold, &outcome.error);
            const int n = ++done;
            if (options.progress)
                options.progress(n, total, run);
            return outcome;
        });
    if (options.cancel && options.cancel->load()) {
        result.cancelled = true;
        return result;
    }
    QList<RunIndexRow> rows;
    for (const Outcome &outcome : outcomes) {
        if (!outcome.error.isEmpty())
            result.errors.append(QDir::toNativeSeparators(outcome.row.path) + QStringLiteral(": ") + outcome.error);
        else if (!outcome.row.runKey.isEmpty())
            rows.append(outcome.row);
    }
    result.read = int(rows.size());
    if (database && !database->saveRunIndexRows(rows))
        result.errors.append(database->errorString());
    // Runs deleted or moved since the last index leave no row behind (the root is canonical, as
    // every path findRuns lists).
    // A root that vanished since (an empty canonical path) prunes nothing, nor does a folder whose
    // listing was incomplete.
    const QString canonicalRoot = QFileInfo(root).canonicalFilePath();
    if (database && !canonicalRoot.isEmpty()
        && !database->forgetRunIndexRowsUnder(canonicalRoot, runs, unlisted.folders))
        result.errors.append(database->errorString());
    if (database) {
        const QSet<QString> under(runs.begin(), runs.end());
        for (const RunIndexRow &row : database->runIndexRows())
            if (under.contains(row.path))
                result.rows.append(row);
    } else {
        result.rows = rows;
    }
    return result;
}

QJsonObject RunIndexer::toJson(const RunIndexRow &row)
{
    const auto number = [](double v) { return std::isfinite(v) ? QJsonValue(v) : QJsonValue(); };
    QJsonObject speedups;
    for (auto it = row.speedups.begin(); it != row.speedups.end(); ++it)
        speedups.insert(it.key(), number(it.value()));
    QJsonObject gates;
    for (auto it = row.gates.begin(); it != row.gates.end(); ++it)
        gates.insert(it.key(), it.value());
    return QJsonObject{
        {QStringLiteral("run_key"), row.runKey},
        {QStringLiteral("path"), row.path},
        {QStringLiteral("operator"), row.operatorName},
        {QStringLiteral("generation"), row.generation},
        {QStringLiteral("rounds"), row.rounds},
        {QStringLiteral("records"), row.records},
        {QStringLiteral("final_candidate"), row.finalCandidate},
        {QStringLiteral("speedups"), speedups},
        {QStringLiteral("geomean_speedup"), number(row.geomeanSpeedup)},
        {QStringLiteral("gates"), gates},
        {QStringLiteral("review"), RunIndexRow::reviewStatusName(row.review)},
        {QStringLiteral("reviewed_by"), row.reviewedBy},
        {QStringLiteral("last_change"), row.lastChange},
        {QStringLiteral("indexed_at"), row.indexedAt},
    };
}
