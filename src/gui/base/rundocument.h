// SPDX-License-Identifier: MIT
#pragma once

#include "gates/gateresult.h"
#include "records/recordshistory.h"
#include "run/candidateselection.h"
#include "run/projectsnapshot.h"

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>

class RunWatcher;
class WorkspaceDatabase;

// One open run: its current snapshot, its selection and its live watcher. Loads happen off the
// GUI thread; a stale load's result is dropped; a reload swaps the snapshot in one piece.
class RunDocument : public QObject
{
    Q_OBJECT
public:
    explicit RunDocument(const QString &path, QObject *parent = nullptr);
    ~RunDocument() override;

    QString path() const { return m_path; }
    QString displayName() const;
    ProjectSnapshotPtr snapshot() const { return m_snapshot; }
    CandidateSelection *selection() const { return m_selection; }
    // True until the snapshot is whole: read, then (first load) its profiles indexed.
    // Until this object has taken the load's (and the first load's indexing) result: a future that
    // just finished is no longer "running" while its result still waits in the event queue.
    bool isLoading() const { return m_loadPending || m_indexPending; }

    GateProfile gateProfile() const { return m_gateProfile; }
    void setGateProfile(GateProfile profile);
    const GateReport &gateReport() const { return m_gateReport; }
    // True from a load until the gates have judged what it read (the report is not yet this
    // snapshot's): the Problems dock says "checking", never "0 errors", meanwhile.
    bool isChecking() const { return m_checking; }
    void setNoiseThreshold(double threshold);
    double noiseThreshold() const { return m_noiseThreshold; }

    void load();
    void reload() { load(); }
    void cancel();
    void setLive(bool live);
    void ignoreNextChange(const QString &absolutePath); // we are about to write this file ourselves
    // Where the last perf_records.jsonl snapshot lives (append-only check); may be null.
    void setWorkspace(WorkspaceDatabase *database) { m_database = database; }
    // Whether the report fails perf_records.jsonl as rewritten (REVIEW-APPEND-ONLY) while the
    // workspace holds its snapshot: what acceptRecords() answers.
    bool canAcceptRecords() const;
    // A run restarted on purpose (`perfopt check --accept-records`): the workspace takes the file as
    // it is now as its snapshot, off the GUI thread, and the gates judge the run again against it.
    // recordsAccepted() says how it went.
    void acceptRecords();

Q_SIGNALS:
    void progress(const QString &text, int value, int maximum);
    // The snapshot is readable; on a first load its profiles may still be indexing.
    void loaded(bool firstLoad);
    // The snapshot now has its profiles, logs and record <-> profile links (or indexing stopped).
    void profilesIndexed();
    void failed(const QString &message);
    void gateReportChanged();
    void checkingStarted(); // the gates are asked again (isChecking())
    void recordsAccepted(const QString &error); // empty: the file is the workspace's snapshot now

private:
    void loadFinished();
    void indexingFinished();
    void runGates();
    void checkShownSnapshotAgain();
    void exchangeRecordsSnapshot(const ProjectSnapshotPtr &snapshot);

    QString m_path;
    ProjectSnapshotPtr m_snapshot;
    CandidateSelection *m_selection;
    RunWatcher *m_runWatcher;
    QFutureWatcher<ProjectSnapshotPtr> m_watcher;
    QFutureWatcher<ProjectSnapshotPtr> m_indexer; // a first load's profile index
    bool m_indexSuperseded = false; // cancelled by a reload: its end is not reported
    bool m_loadPending = false; // m_watcher's result not yet taken (loadFinished)
    bool m_indexPending = false; // m_indexer's likewise (indexingFinished)
    GateProfile m_gateProfile = GateProfile::Strict;
    GateReport m_gateReport;
    double m_noiseThreshold = 0.03;
    int m_gateGeneration = 0;
    bool m_checking = false;
    bool m_live = true;
    WorkspaceDatabase *m_database = nullptr;
    QList<RecordsVersion> m_earlierRecords;
    // The workspace's records snapshot is read and renewed off the GUI thread (it may be 64 MiB),
    // on a connection of the worker's own, one exchange at a time and in order; the gates wait
    // for the exchange of the snapshot they judge.
    QThreadPool m_snapshotExchanges;
    int m_snapshotGeneration = 0;
    bool m_snapshotPending = false;
    bool m_earlierRecordsJudged = false; // a strict report was made with m_earlierRecords
    QString m_earlierRecordsError; // the worker could not open the workspace
    static constexpr qsizetype MaxUnjudgedSnapshots = 4; // versions kept for a report (each up to 64 MiB)
};
