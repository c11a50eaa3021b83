// SPDX-License-Identifier: MIT
#include "base/rundocument.h"

#include "gates/gateengine.h"
#include "review/workspacedatabase.h"
#include "run/projectloader.h"
#include "run/runwatcher.h"

#include <QDir>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <utility>

RunDocument::RunDocument(const QString &path, QObject *parent)
    : QObject(parent)
    , m_path(QDir::cleanPath(QDir(path).absolutePath()))
    , m_selection(new CandidateSelection(this))
    , m_runWatcher(new RunWatcher(this))
{
    connect(&m_watcher, &QFutureWatcher<ProjectSnapshotPtr>::progressTextChanged, this, [this](const QString &text) {
        Q_EMIT progress(text, m_watcher.progressValue(), m_watcher.progressMaximum());
    });
    connect(&m_watcher, &QFutureWatcher<ProjectSnapshotPtr>::finished, this, &RunDocument::loadFinished);
    connect(&m_indexer, &QFutureWatcher<ProjectSnapshotPtr>::progressTextChanged, this, [this](const QString &text) {
        Q_EMIT progress(text, m_indexer.progressValue(), m_indexer.progressMaximum());
    });
    connect(&m_indexer, &QFutureWatcher<ProjectSnapshotPtr>::finished, this, &RunDocument::indexingFinished);
    connect(m_runWatcher, &RunWatcher::changed, this, [this] {
        if (m_live && !m_watcher.isRunning())
            load();
    });
    m_snapshotExchanges.setMaxThreadCount(1);
}

RunDocument::~RunDocument()
{
    m_watcher.cancel();
    m_indexer.cancel();
    m_watcher.waitForFinished();
    m_indexer.waitForFinished();
    m_snapshotExchanges.waitForDone();
}

QString RunDocument::displayName() const
{
    if (m_snapshot && !m_snapshot->operatorName().isEmpty())
        return m_snapshot->operatorName();
    return QFileInfo(m_path).fileName();
}

void RunDocument::load()
{
    // A first load's indexing that this load supersedes ends without a word: the reload reads
    // everything, and "indexed" must never be said of the partial snapshot.
    m_indexSuperseded = m_indexPending;
    m_indexPending = false;
    for (QFutureWatcher<ProjectSnapshotPtr> *running : {&m_watcher, &m_indexer}) {
        if (running->isRunning()) {
            running->cancel();
            running->waitForFinished();
        }
    }
    ++m_gateGeneration; // a report on what this load replaces is no longer awaited
    m_checking = true; // the gates run once the snapshot is whole
    Q_EMIT checkingStarted();
    Q_EMIT progress(tr("Loading %1…").arg(QDir::toNativeSeparators(m_path)), 0, ProjectLoader::ProgressSteps);
    m_loadPending = true;
    // The first load paints before the msprof folders are indexed (thousands of them in a long
    // run); a reload reads everything at once, so that no view ever loses the profiles it showed.
    m_watcher.setFuture(ProjectLoader::loadAsync(
        m_path, m_snapshot ? ProjectLoader::Scope::Everything : ProjectLoader::Scope::WithoutProfiles,
        ProjectLoader::FileTree::Whole)); // the file browser shows the whole tree
}

void RunDocument::cancel()
{
    m_watcher.cancel();
    m_indexer.cancel();
}

void RunDocument::ignoreNextChange(const QString &absolutePath)
{
    m_runWatcher->ignoreNextChange(absolutePath);
}

void RunDocument::setLive(bool live)
{
    m_live = live;
}

void RunDocument::loadFinished()
{
    m_loadPending = false;
    const QFuture<ProjectSnapshotPtr> future = m_watcher.future();
    if (future.isCanceled() || future.resultCount() == 0) {
        checkShownSnapshotAgain();
        Q_EMIT failed(tr("Loading cancelled"));
        return;
    }
    const ProjectSnapshotPtr snapshot = future.result();
    if (!snapshot->layout.isValid()) {
        checkShownSnapshotAgain();
        Q_EMIT failed(snapshot->layout.diagnostics.isEmpty() ? tr("Not a tuning run: %1").arg(m_path)
                                                             : snapshot->layout.diagnostics.first().message);
        return;
    }
    const bool first = !m_snapshot;
    m_snapshot = snapshot;
    ++m_gateGeneration; // a report on the snapshot this one replaces is not this one's
    const RunLayout &layout = snapshot->layout;
    m_runWatcher->watch(layout.perfOptDir, {layout.absolute(layout.records), layout.absolute(layout.optLog),
                                            layout.absolute(layout.inventory)});
    exchangeRecordsSnapshot(snapshot);
    if (!snapshot->profilesIndexed) {
        m_indexSuperseded = false; // a new future: the old one's pending signal is dropped
        m_indexPending = true;
        m_indexer.setFuture(ProjectLoader::indexProfilesAsync(snapshot)); // the gates wait for it
    }
    runGates();
    Q_EMIT loaded(first);
}

// A reload that ended without a snapshot leaves the one shown: its report, dropped when the reload
// began, is asked for again (a first load has nothing to check).
void RunDocument::checkShownSnapshotAgain()
{
    if (m_snapshot && m_snapshot->profilesIndexed) {
        runGates();
        return;
    }
    m_checking = false;
    Q_EMIT gateReportChanged();
}

void RunDocument::indexingFinished()
{
    if (std::exchange(m_indexSuperseded, false))
        return;
    m_indexPending = false;
    const QFuture<ProjectSnapshotPtr> future = m_indexer.future();
    if (future.isCanceled() || future.resultCount() == 0) {
        m_checking = false; // nothing will be checked
        Q_EMIT profilesIndexed(); // the reader stopped it: the snapshot stays as shown
        return;
    }
    const ProjectSnapshotPtr indexed = future.result();
    if (!m_snapshot || m_snapshot->profilesIndexed)
        return; // a reload (which indexes everything itself) replaced the snapshot it completes
    m_snapshot = indexed;
    runGates();
    Q_EMIT profilesIndexed();
}

void RunDocument::setGateProfile(GateProfile profile)
{
    if (profile == m_gateProfile)
        return;
    m_gateProfile = profile;
    runGates();
}

void RunDocument::setNoiseThreshold(double threshold)
{
    m_noiseThreshold = threshold;
    runGates();
}

// Compares perf_records.jsonl with what the workspace saw last time, then remembers what it
// holds now, on a worker: the gates run once the earlier version is known (before it is written
// over). A new connection per load (the workbench's own belongs to the GUI thread): live reloads
// come at most every 0.4 s (RunWatcher's debounce) plus the load's own time; a connection costs
// milliseconds (more to a remote PostgreSQL, still off the GUI thread).
void RunDocument::exchangeRecordsSnapshot(const ProjectSnapshotPtr &snapshot)
{
    const int generation = ++m_snapshotGeneration;
    m_snapshotPending = m_database && m_database->isOpen() && snapshot->records.exists;
    if (!m_snapshotPending) {
        m_earlierRecords.clear();
        m_earlierRecordsError.clear();
        return;
    }
    struct Earlier
    {
        QByteArray bytes;
        QString takenAt;
        QString error;
    };
    auto *watcher = new QFutureWatcher<Earlier>(this);
    connect(watcher, &QFutureWatcher<Earlier>::finished, watcher, &QObject::deleteLater);
    connect(watcher, &QFutureWatcher<Earlier>::resultReadyAt, this, [this, watcher, generation](int index) {
        const Earlier earlier = watcher->resultAt(index);
        // Versions no report has judged yet stay, before this one: a load that replaced theirs
        // (a reload while they were read) must not let a rewritten line pass unseen.
        if (m_earlierRecordsJudged) {
            m_earlierRecords.clear();
            m_earlierRecordsJudged = false;
        }
        if (!earlier.bytes.isEmpty()) {
            if (m_earlierRecords.size() == MaxUnjudgedSnapshots)
                m_earlierRecords.removeFirst();
            m_earlierRecords.append({tr("workspace snapshot of %1").arg(earlier.takenAt), earlier.bytes});
        }
        if (generation != m_snapshotGeneration)
            return; // a later load's exchange follows
        m_earlierRecordsError = earlier.error;
        m_snapshotPending = false;
        runGates();
    });
    watcher->setFuture(QtConcurrent::run(&m_snapshotExchanges, [location = m_database->location(),
                                                                 userName = m_database->userName(),
                                                                 snapshot](QPromise<Earlier> &promise) {
        Earlier earlier;
        WorkspaceDatabase database;
        database.setUserName(userName);
        if (!database.open(location)) {
            earlier.error = database.errorString();
            promise.addResult(earlier);
            return;
        }
        const QString runKey = snapshot->runKey();
        earlier.bytes = database.lastRecordsSnapshot(runKey, &earlier.takenAt);
        promise.addResult(earlier); // the gates need not wait for the write
        database.rememberRecords(runKey, snapshot->records, earlier.bytes);
    }));
}

bool RunDocument::canAcceptRecords() const
{
    // Not while an exchange or an accept is under way: the report may be about to change.
    if (!m_database || !m_database->isOpen() || !m_snapshot || !m_snapshot->records.exists || m_checking
        || m_snapshotPending)
        return false;
    return std::any_of(m_gateReport.results.cbegin(), m_gateReport.results.cend(), [](const GateResult &r) {
        return r.isFailure() && r.ruleId == QLatin1String("REVIEW-APPEND-ONLY");
    });
}

void RunDocument::acceptRecords()
{
    if (!canAcceptRecords())
        return;
    const ProjectSnapshotPtr snapshot = m_snapshot;
    const int generation = ++m_snapshotGeneration; // a load's exchange under way is superseded
    m_snapshotPending = true;
    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        const QString error
            = watcher->future().resultCount() > 0 ? watcher->result() : tr("The workspace was not reached.");
        if (error.isEmpty()) {
            // The versions the report held against the file are what the reviewer set aside.
            m_earlierRecords.clear();
            m_earlierRecordsJudged = false;
        }
        Q_EMIT recordsAccepted(error);
        if (generation != m_snapshotGeneration)
            return; // a later load's exchange follows
        m_snapshotPending = false;
        runGates();
    });
    watcher->setFuture(QtConcurrent::run(
        &m_snapshotExchanges, [location = m_database->location(), userName = m_database->userName(), snapshot] {
            WorkspaceDatabase database;
            database.setUserName(userName);
            if (!database.open(location) || !database.acceptRecords(snapshot->runKey(), snapshot->records))
                return database.errorString().isEmpty() ? tr("The workspace did not take the file.")
                                                        : database.errorString();
            return QString();
        }));
}

void RunDocument::runGates()
{
    // The gates judge a whole run: a snapshot whose profiles are still being indexed would fail
    // every profile rule for a moment, one whose earlier records are still being read would pass
    // the append-only rule, and one that a load under way replaces is not worth a report (the
    // load's end asks again).
    if (!m_snapshot || !m_snapshot->profilesIndexed || m_snapshotPending || m_loadPending)
        return;
    GateOptions options;
    options.noiseThreshold = m_noiseThreshold;
    options.earlierRecords = m_earlierRecords;
    options.earlierRecordsError = m_earlierRecordsError;
    // The strict profile reads git history and every record's profile: off the GUI thread. A report
    // for an older snapshot or profile is dropped when a newer one was asked for meanwhile.
    const int generation = ++m_gateGeneration;
    m_checking = true;
    Q_EMIT checkingStarted();
    const ProjectSnapshotPtr snapshot = m_snapshot;
    const GateProfile profile = m_gateProfile;
    auto *watcher = new QFutureWatcher<GateReport>(this);
    connect(watcher, &QFutureWatcher<GateReport>::finished, this, [this, watcher, generation, profile] {
        watcher->deleteLater();
        if (generation != m_gateGeneration)
            return;
        m_checking = false;
        if (watcher->future().resultCount() == 0) {
            Q_EMIT gateReportChanged(); // no report: the last one stays, no longer "checking"
            return;
        }
        m_gateReport = watcher->result();
        // Only the strict profile compares with earlier versions; a workflow report leaves them
        // for the next strict one.
        m_earlierRecordsJudged = m_earlierRecordsJudged || profile == GateProfile::Strict;
        Q_EMIT gateReportChanged();
    });
    watcher->setFuture(QtConcurrent::run([snapshot, profile, options] { return GateEngine::run(*snapshot, profile, options); }));
}
