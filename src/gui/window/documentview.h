// SPDX-License-Identifier: MIT
#pragma once

#include "review/reviewnote.h"
#include "run/candidateselection.h"
#include "window/roundindex.h"

#include <QWidget>

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
    RoundsView *roundsView() const { return m_roundsView; }
    RoundsModel *roundsModel() const { return m_roundsModel; }
    LogView *logView() const { return m_logView; }
    KernelView *kernelView() const { return m_kernelView; }
    RecordsChartView *chartView() const { return m_chartView; }
    DiffView *diffView() const { return m_diffView; }
    ProfileBrowser *profileBrowser() const { return m_profileBrowser; }
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
    // The run's review notes, marked where they are: candidates in the lineage and the records,
    // record lines, log lines and kernel lines in the diff's margins.
    void setNotes(const QList<ReviewNote> &notes);

Q_SIGNALS:
    void statusMessage(const QString &message);
    // "Add Note…" from a context menu (records, rounds, log, kernel): the window's notes dock
    // writes it. The target's runKey is left for the dock to fill in.
    void noteRequested(const ReviewNote &target);

private:
    void followSelection(const CandidateSelection::State &state, QObject *source);
    void openBranch(const QString &candidateId);
    void installNoteMenus();

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
    RecordsChartView *m_chartView;
    DiffView *m_diffView;
    ProfileBrowser *m_profileBrowser;
    RoundIndex m_rounds;
    int m_roundCursor = -1;
    QList<ReviewNote> m_notes;
};
