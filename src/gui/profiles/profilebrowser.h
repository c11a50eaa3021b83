// SPDX-License-Identifier: MIT
#pragma once

#include "base/diagnostic.h"
#include "profiles/profilecomparison.h"
#include "run/candidateselection.h"
#include "run/profilelinks.h"
#include "run/projectsnapshot.h"

#include <QFutureWatcher>
#include <QWidget>
#include <functional>

class MsprofCsvView;
class ProfileCompareView;
class ProfileSummaryView;
class ProfileTreeModel;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QSplitter;
class QStackedWidget;
class QToolButton;
class QTreeView;

// The profile browser of one document: the tree of msprof runs on the left; on the right the
// summary of the selected run or launch, the table of the selected CSV, the comparison of two runs,
// or a trace.json / visualize_data.bin with its size and an "Open with…" button. Follows the
// document's CandidateSelection (a selected record shows its run) and sets it (a run cited by a
// record selects that record). Files are read off the GUI thread, only when shown.
class ProfileBrowser : public QWidget
{
    Q_OBJECT
public:
    enum Page { EmptyPage, SummaryPage, TablePage, ComparePage, FilePage, PageCount };
    enum class CompareTarget { Parent, Baseline };
    using UrlOpener = std::function<bool(const QUrl &)>;

    explicit ProfileBrowser(CandidateSelection *selection, QWidget *parent = nullptr);
    ~ProfileBrowser() override;

    // The document's runs and their records. A new snapshot keeps the shown item when it still exists.
    void setSnapshot(const ProjectSnapshotPtr &snapshot);
    // Runs without a project (a loose msprof output directory): no record links.
    void setProfileIndex(const ProfileIndex &index, const ProfileLinks &links = {});
    void setNoiseThreshold(double threshold);
    double noiseThreshold() const { return m_noiseThreshold; }
    // Tests and sandboxes replace QDesktopServices::openUrl.
    void setUrlOpener(const UrlOpener &opener);

    bool showRun(const QString &runDir, int launch = -1);
    bool showFile(const QString &relativePath); // a CSV as a table, other files on the file page
    bool showRecord(int recordLine); // the run the record cites
    bool compareRuns(const QString &runA, const QString &runB);
    // The record's run (B) against its parent's or the baseline's run (A), same workload.
    bool compareRecordWith(int recordLine, CompareTarget target);
    bool openExternally(const QString &relativePath); // "Open with…": the system's viewer

    Page currentPage() const;
    QString currentRun() const { return m_currentRun; }
    int currentLaunch() const { return m_currentLaunch; }
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    bool isBusy() const;

    QTreeView *tree() const { return m_tree; }
    ProfileTreeModel *treeModel() const { return m_treeModel; }
    QSortFilterProxyModel *treeProxy() const { return m_treeProxy; }
    QLineEdit *treeFilter() const { return m_treeFilter; }
    ProfileSummaryView *summaryView() const { return m_summary; }
    MsprofCsvView *csvView() const { return m_csv; }
    ProfileCompareView *compareView() const { return m_compare; }
    QStackedWidget *pages() const { return m_pages; }
    QToolButton *compareButton() const { return m_compareButton; }
    QPushButton *openWithButton() const { return m_openWith; }
    QLabel *fileLabel() const { return m_fileText; }
    QLabel *pathLabel() const { return m_path; }

Q_SIGNALS:
    // What the shown page read: file:line problems of the summary, table or comparison. The Problems
    // dock lists them next to the snapshot's own diagnostics.
    void diagnosticsChanged(const Diagnostics &diagnostics);
    void statusMessage(const QString &message);
    void runShown(const QString &runDir);
    void comparisonShown(const QString &runA, const QString &runB);

protected:
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void currentTreeItemChanged();
    void followSelection(const CandidateSelection::State &state, QObject *source);
    void selectInTree(const QString &relativePath);
    void summaryFinished();
    void comparisonFinished();
    void setDiagnostics(const Diagnostics &diagnostics);
    void updateCompareMenu();
    void showTreeMenu(const QPoint &position);
    void expandFolders();
    void fitTreeColumns();
    QString recordRunFor(const CandidateSelection::State &state) const;
    const ProfileRun *runAt(const QString &runDir) const;

    CandidateSelection *m_selection;
    ProjectSnapshotPtr m_snapshot;
    ProfileTreeModel *m_treeModel;
    QSortFilterProxyModel *m_treeProxy;
    QTreeView *m_tree;
    QLineEdit *m_treeFilter;
    QSplitter *m_splitter;
    QStackedWidget *m_pages;
    QLabel *m_empty;
    ProfileSummaryView *m_summary;
    MsprofCsvView *m_csv;
    ProfileCompareView *m_compare;
    QWidget *m_filePage;
    QLabel *m_fileText;
    QPushButton *m_openWith;
    QLabel *m_path;
    QToolButton *m_compareButton;
    QToolButton *m_summaryButton;
    QFutureWatcher<ProfileSummary> m_summaryWatcher;
    QFutureWatcher<ProfileComparison> m_compareWatcher;
    UrlOpener m_urlOpener;
    Diagnostics m_diagnostics;
    QString m_currentRun;
    int m_currentLaunch = -1;
    QString m_currentFile;
    bool m_fittingColumns = false;
    bool m_nameWidthChosen = false; // the reviewer dragged the name column: keep their width
    QString m_markedRun;
    QString m_pendingRun; // selected while hidden: shown on the next showEvent
    QString m_compareA;
    QString m_compareB;
    double m_noiseThreshold = 0.03;
    bool m_following = false;
};
