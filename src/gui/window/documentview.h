// SPDX-License-Identifier: MIT
#pragma once

#include "records/derivedseries.h"
#include "review/reviewnote.h"
#include "run/candidateselection.h"
#include "window/roundindex.h"

#include <QHash>
#include <QSet>
#include <QWidget>
#include <array>

class QTabWidget;
class DiffView;
class KernelView;
class ProfileBrowser;
class LineageModel;
class LogView;
class OutlineModel;
class ProblemsModel;
class RecordsChartView;
class RecordsModel;
class RecordsView;
class RoundsModel;
class RoundsView;
class RunDocument;
class RunFilesModel;

namespace KSyntaxHighlighting {
class Repository;
}

// Everything one open run shows: the pages in the middle (records, log, kernel, chart) and the
// models the window's docks display while this document is current. All follow the document's
// one CandidateSelection.
//
// A new snapshot fills the records, the docks' models and the page on screen at once; the rounds,
// log, diff, chart and profile pages take it when they are first shown or asked for (their
// accessors below), since a long run's rounds, charts and profile tree would cost the first paint
// seconds of the GUI thread.
class DocumentView : public QWidget
{
    Q_OBJECT
public:
    enum Page { RecordsPage, RoundsPage, LogPage, KernelPage, DiffPage, ChartPage, ProfilesPage, PageCount };

    DocumentView(RunDocument *document, KSyntaxHighlighting::Repository *repository, QWidget *parent = nullptr);

    RunDocument *document() const { return m_document; }
    RunFilesModel *filesModel() const { return m_filesModel; }
    LineageModel *lineageModel() const { return m_lineageModel; }
    OutlineModel *outlineModel() const { return m_outlineModel; }
    ProblemsModel *problemsModel() const { return m_problemsModel; }
    RecordsView *recordsView() const { return m_recordsView; }
    // These pages as of the current snapshot: asking for one fills it first.
    RoundsView *roundsView();
    RoundsModel *roundsModel();
    LogView *logView();
    RecordsChartView *chartView();
    DiffView *diffView();
    ProfileBrowser *profileBrowser();
    KernelView *kernelView() const { return m_kernelView; }
    QTabWidget *pages() const { return m_pages; }

    void showPage(Page page);
    bool showFile(const QString &relativePath);
    void showLogLine(int line);
    void showRecordProfile(int recordLine);
    void stepRound(int direction); // +1 next round, -1 previous; stops at the ends
    void showRound(int ordinal); // every view moves to the round (RoundIndex order)
    void showRoundWinner(); // the current round's winner (or stated new best)
    void stepCandidate(int direction); // candidates in the order they were first measured; stops at the ends
    void showCandidateProfile(); // the selected record's (else the candidate's first) msprof run
    const RoundIndex &roundIndex() const { return m_rounds; }
    void retranslate();
    void snapshotLoaded(bool first); // the document has a new snapshot
    // The lineage dock (a tab behind the files) takes a new snapshot in the event-loop turns after
    // the records, files and outline are painted; this fills it at once if it is still waiting.
    void fillDocks();
    // The run's review notes, marked where they are: candidates in the lineage and the records,
    // record lines, log lines and kernel lines in the diff's margins.
    void setNotes(const QList<ReviewNote> &notes);

Q_SIGNALS:
    void statusMessage(const QString &message);
    void logScrolledToLine(int line); // the log view's, also before the log page is filled
    // "Add Note…" from a context menu (records, rounds, log, kernel): the window's notes dock
    // writes it. The target's runKey is left for the dock to fill in.
    void noteRequested(const ReviewNote &target);

private:
    void createPage(int page); // the diff, chart or profile page's widget, made on first use
    void fillPage(int page); // the page takes the current snapshot if it has not yet
    const DerivedSeries &series(); // of the current snapshot, derived on first use
    void followSelection(const CandidateSelection::State &state, QObject *source);
    void openBranch(const QString &candidateId);
    void installNoteMenus();

    KSyntaxHighlighting::Repository *m_repository;
    RunDocument *m_document;
    RunFilesModel *m_filesModel;
    LineageModel *m_lineageModel;
    OutlineModel *m_outlineModel;
    ProblemsModel *m_problemsModel;
    RecordsModel *m_recordsModel;
    QTabWidget *m_pages;
    RecordsView *m_recordsView;
    RoundsModel *m_roundsModel;
    RoundsView *m_roundsView;
    LogView *m_logView;
    KernelView *m_kernelView;
    RecordsChartView *m_chartView = nullptr;
    DiffView *m_diffView = nullptr;
    ProfileBrowser *m_profileBrowser = nullptr;
    std::array<QWidget *, PageCount> m_pageHolders {}; // the tabs of the pages made on first use
    QHash<QString, QSet<int>> m_kernelNoteLines; // for the diff page once it is made
    RoundIndex m_rounds;
    DerivedSeries m_series; // see series()
    bool m_seriesStale = false;
    std::array<bool, PageCount> m_stale {}; // the page has not taken the current snapshot yet
    bool m_lineageStale = false;
    int m_pendingLogLine = 0; // shown when the log page is filled
    int m_roundCursor = -1;
    QList<ReviewNote> m_notes;
};
