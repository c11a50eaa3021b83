// SPDX-License-Identifier: MIT
#include "profiles/profilebrowser.h"

#include "base/runroot.h"
#include "profiles/msprofcsvview.h"
#include "profiles/profilecompareview.h"
#include "profiles/profilesummaryview.h"
#include "profiles/profiletreemodel.h"

#include <QBoxLayout>
#include <QDesktopServices>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPromise>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QToolButton>
#include <QTreeView>
#include <QUrl>
#include <QtConcurrent>

namespace {

using NodeKind = ProfileTreeModel::NodeKind;

void computeSummary(QPromise<ProfileSummary> &promise, const ProfileRun &run, const QString &base, int launch)
{
    ProfileSummary::Options options;
    options.launch = launch;
    options.progress = [&promise](qint64, qint64) {
        return !promise.isCanceled();
    };
    promise.addResult(ProfileSummary::compute(run, base, options));
}

void computeComparison(QPromise<ProfileComparison> &promise, const ProfileRun &a, const ProfileRun &b,
                       const QString &base, double threshold)
{
    ProfileComparison::Options options;
    options.noiseThreshold = threshold;
    options.progress = [&promise](qint64, qint64) {
        return !promise.isCanceled();
    };
    promise.addResult(ProfileComparison::compare(a, base, b, base, options));
}

QString viewerDescription(const QString &name)
{
    if (name == QLatin1String("visualize_data.bin"))
        return ProfileBrowser::tr("MindStudio Insight input (binary): open it in MindStudio Insight.");
    if (name.endsWith(QLatin1String(".json")))
        return ProfileBrowser::tr("Chrome trace: open it in chrome://tracing, Perfetto or MindStudio Insight.");
    return ProfileBrowser::tr("A file for an external viewer.");
}

} // namespace

ProfileBrowser::ProfileBrowser(CandidateSelection *selection, QWidget *parent)
    : QWidget(parent)
    , m_selection(selection)
    , m_treeModel(new ProfileTreeModel(this))
    , m_treeProxy(new QSortFilterProxyModel(this))
    , m_urlOpener([](const QUrl &url) { return QDesktopServices::openUrl(url); })
{
    m_treeProxy->setSourceModel(m_treeModel);
    m_treeProxy->setRecursiveFilteringEnabled(true);
    m_treeProxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_treeProxy->setFilterKeyColumn(-1);

    m_treeFilter = new QLineEdit;
    m_treeFilter->setObjectName(QStringLiteral("profileTreeFilterLineEdit"));
    m_treeFilter->setPlaceholderText(tr("Filter runs: round, candidate, workload…"));
    m_treeFilter->setClearButtonEnabled(true);
    connect(m_treeFilter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_treeProxy->setFilterFixedString(text);
        if (!text.isEmpty())
            m_tree->expandToDepth(8);
    });

    m_tree = new QTreeView;
    m_tree->setObjectName(QStringLiteral("profileTreeView"));
    m_tree->setModel(m_treeProxy);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    m_tree->setIndentation(14);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Fitted to the rows on screen and a few hundred around them, not to every one of a long
    // run's thousands of msprof runs on each layout pass.
    m_tree->header()->setResizeContentsPrecision(200);
    m_tree->header()->setSectionResizeMode(ProfileTreeModel::NameColumn, QHeaderView::Interactive);
    m_tree->setColumnWidth(ProfileTreeModel::NameColumn, 290);
    // Long names lose their end (the timestamp) to an ellipsis, never the workload; the name
    // column gives way so that Task Duration, sized to its longest text, is always whole on
    // screen (fitTreeColumns). The columns after it scroll.
    m_tree->setTextElideMode(Qt::ElideRight);
    m_tree->viewport()->installEventFilter(this);
    connect(m_tree->header(), &QHeaderView::sectionResized, this, [this](int section) {
        if (m_fittingColumns)
            return;
        if (section == ProfileTreeModel::NameColumn)
            m_nameWidthChosen = true;
        else if (section == ProfileTreeModel::TaskDurationColumn)
            fitTreeColumns();
    });
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &ProfileBrowser::currentTreeItemChanged);
    connect(m_tree, &QTreeView::customContextMenuRequested, this, &ProfileBrowser::showTreeMenu);

    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->setSpacing(2);
    leftLayout->addWidget(m_treeFilter);
    leftLayout->addWidget(m_tree);

    m_path = new QLabel;
    m_path->setObjectName(QStringLiteral("profilePathLabel"));
    m_path->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_path->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_summaryButton = new QToolButton;
    m_summaryButton->setObjectName(QStringLiteral("showSummaryToolButton"));
    m_summaryButton->setText(tr("Run Summary"));
    m_summaryButton->setEnabled(false);
    connect(m_summaryButton, &QToolButton::clicked, this, [this] {
        if (!m_currentRun.isEmpty())
            showRun(m_currentRun, m_currentLaunch);
    });
    m_compareButton = new QToolButton;
    m_compareButton->setObjectName(QStringLiteral("compareToolButton"));
    m_compareButton->setText(tr("Compare with…"));
    m_compareButton->setPopupMode(QToolButton::InstantPopup);
    m_compareButton->setMenu(new QMenu(m_compareButton));
    connect(m_compareButton->menu(), &QMenu::aboutToShow, this, &ProfileBrowser::updateCompareMenu);

    m_pages = new QStackedWidget;
    m_pages->setObjectName(QStringLiteral("profilePagesStackedWidget"));
    m_empty = new QLabel(tr("Select a run, a launch or a file in the tree."));
    m_empty->setObjectName(QStringLiteral("profileEmptyLabel"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_summary = new ProfileSummaryView;
    m_summary->setObjectName(QStringLiteral("profileSummaryView"));
    m_csv = new MsprofCsvView;
    m_csv->setObjectName(QStringLiteral("msprofCsvView"));
    m_compare = new ProfileCompareView;
    m_compare->setObjectName(QStringLiteral("profileCompareView"));
    m_filePage = new QWidget;
    m_filePage->setObjectName(QStringLiteral("viewerFilePage"));
    m_fileText = new QLabel;
    m_fileText->setObjectName(QStringLiteral("viewerFileLabel"));
    m_fileText->setWordWrap(true);
    m_fileText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_openWith = new QPushButton(tr("Open with…"));
    m_openWith->setObjectName(QStringLiteral("openWithPushButton"));
    m_openWith->setToolTip(tr("Opens the file with the application your desktop uses for it"));
    connect(m_openWith, &QPushButton::clicked, this, [this] { openExternally(m_currentFile); });
    auto *fileLayout = new QVBoxLayout(m_filePage);
    fileLayout->addWidget(m_fileText);
    auto *openRow = new QHBoxLayout;
    openRow->addWidget(m_openWith);
    openRow->addStretch();
    fileLayout->addLayout(openRow);
    fileLayout->addStretch();
    m_pages->insertWidget(EmptyPage, m_empty);
    m_pages->insertWidget(SummaryPage, m_summary);
    m_pages->insertWidget(TablePage, m_csv);
    m_pages->insertWidget(ComparePage, m_compare);
    m_pages->insertWidget(FilePage, m_filePage);

    auto *right = new QWidget;
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->setSpacing(2);
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(4, 0, 4, 0);
    bar->addWidget(m_path, 1);
    bar->addWidget(m_summaryButton);
    bar->addWidget(m_compareButton);
    rightLayout->addLayout(bar);
    rightLayout->addWidget(m_pages, 1);

    m_splitter = new QSplitter;
    m_splitter->setObjectName(QStringLiteral("profileSplitter"));
    m_splitter->addWidget(left);
    m_splitter->addWidget(right);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    // At the default window size: whole run names and Task Duration side by side.
    m_splitter->setSizes({620, 780});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);

    connect(&m_summaryWatcher, &QFutureWatcher<ProfileSummary>::finished, this, &ProfileBrowser::summaryFinished);
    connect(&m_compareWatcher, &QFutureWatcher<ProfileComparison>::finished, this, &ProfileBrowser::comparisonFinished);
    connect(m_summary, &ProfileSummaryView::openFileRequested, this, &ProfileBrowser::showFile);
    connect(m_csv, &MsprofCsvView::diagnosticsChanged, this, &ProfileBrowser::setDiagnostics);
    connect(m_csv, &MsprofCsvView::statusMessage, this, &ProfileBrowser::statusMessage);
    connect(m_compare, &ProfileCompareView::swapRequested, this, [this] {
        const QString a = m_compareA; // compareRuns assigns these: pass copies
        const QString b = m_compareB;
        if (!a.isEmpty())
            compareRuns(b, a);
    });
    if (m_selection)
        connect(m_selection, &CandidateSelection::changed, this, &ProfileBrowser::followSelection);
    m_pages->setCurrentIndex(EmptyPage);
}

ProfileBrowser::~ProfileBrowser()
{
    m_summaryWatcher.cancel();
    m_compareWatcher.cancel();
    m_summaryWatcher.waitForFinished();
    m_compareWatcher.waitForFinished();
}

void ProfileBrowser::setSnapshot(const ProjectSnapshotPtr &snapshot)
{
    m_snapshot = snapshot;
    if (!snapshot) {
        setProfileIndex(ProfileIndex());
        return;
    }
    setProfileIndex(snapshot->profiles, ProfileLinks::build(*snapshot));
    if (!snapshot->profilesIndexed)
        m_empty->setText(tr("Indexing the msprof profiles…"));
}

void ProfileBrowser::setProfileIndex(const ProfileIndex &index, const ProfileLinks &links)
{
    const QString keepRun = m_currentRun;
    const int keepLaunch = m_currentLaunch;
    const QString keepFile = m_currentFile;
    const Page keepPage = currentPage();
    m_treeModel->setIndex(index, links);
    expandFolders();
    fitTreeColumns();
    // A reload keeps what the reviewer was looking at when it still exists.
    if (keepPage == TablePage && !keepFile.isEmpty() && m_treeModel->indexForPath(keepFile).isValid())
        showFile(keepFile);
    else if (keepPage == SummaryPage && m_treeModel->indexForRun(keepRun).isValid())
        showRun(keepRun, keepLaunch);
    else if (keepPage == ComparePage && m_treeModel->indexForRun(m_compareA).isValid()
             && m_treeModel->indexForRun(m_compareB).isValid())
        compareRuns(m_compareA, m_compareB);
    else if (keepPage != EmptyPage) {
        m_currentRun.clear();
        m_currentFile.clear();
        m_pages->setCurrentIndex(EmptyPage);
        setDiagnostics({});
    }
    if (m_treeModel->rowCount() == 0)
        m_empty->setText(tr("No msprof output under %1.").arg(index.profilesRelDir()));
    else
        m_empty->setText(tr("Select a run, a launch or a file in the tree."));
}

void ProfileBrowser::setNoiseThreshold(double threshold)
{
    m_noiseThreshold = threshold;
    if (currentPage() == ComparePage && !m_compareA.isEmpty())
        compareRuns(m_compareA, m_compareB);
}

void ProfileBrowser::setUrlOpener(const UrlOpener &opener)
{
    m_urlOpener = opener;
}

bool ProfileBrowser::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_tree->viewport() && event->type() == QEvent::Resize)
        fitTreeColumns();
    return QWidget::eventFilter(watched, event);
}

void ProfileBrowser::fitTreeColumns()
{
    if (m_nameWidthChosen || m_fittingColumns)
        return;
    QHeaderView *header = m_tree->header();
    const int available = m_tree->viewport()->width();
    if (available <= 0)
        return;
    m_fittingColumns = true;
    // The names as wide as they need and the view allows next to the durations, but never
    // narrower than a short name (then the view scrolls sideways instead).
    const int duration = header->sectionSize(ProfileTreeModel::TaskDurationColumn);
    const QAbstractItemView *view = m_tree; // QTreeView hides the (virtual) public size hint
    const int wanted = std::max(view->sizeHintForColumn(ProfileTreeModel::NameColumn),
                                header->sectionSizeHint(ProfileTreeModel::NameColumn));
    const int minimum = fontMetrics().horizontalAdvance(QLatin1Char('x')) * 16;
    header->resizeSection(ProfileTreeModel::NameColumn, std::max(minimum, std::min(wanted, available - duration)));
    m_fittingColumns = false;
}

void ProfileBrowser::expandFolders()
{
    const std::function<void(const QModelIndex &)> expand = [&](const QModelIndex &parent) {
        for (int row = 0; row < m_treeProxy->rowCount(parent); ++row) {
            const QModelIndex child = m_treeProxy->index(row, 0, parent);
            if (NodeKind(child.data(ProfileTreeModel::NodeKindRole).toInt()) == NodeKind::Folder) {
                m_tree->expand(child);
                expand(child);
            }
        }
    };
    expand({});
}

ProfileBrowser::Page ProfileBrowser::currentPage() const
{
    return Page(m_pages->currentIndex());
}

bool ProfileBrowser::isBusy() const
{
    return m_summaryWatcher.isRunning() || m_compareWatcher.isRunning() || m_csv->isLoading();
}

const ProfileRun *ProfileBrowser::runAt(const QString &runDir) const
{
    return m_treeModel->profileIndex().runAt(runDir);
}

void ProfileBrowser::selectInTree(const QString &relativePath)
{
    const QModelIndex source = m_treeModel->indexForPath(relativePath);
    const QModelIndex index = m_treeProxy->mapFromSource(source);
    if (!index.isValid() || m_tree->currentIndex() == index)
        return;
    const bool following = m_following;
    m_following = true; // selecting here must not start a second load
    m_tree->scrollTo(index);
    m_tree->setCurrentIndex(index);
    m_following = following;
}

void ProfileBrowser::currentTreeItemChanged()
{
    if (m_following)
        return;
    const QModelIndex index = m_treeProxy->mapToSource(m_tree->currentIndex());
    if (!index.isValid())
        return;
    const NodeKind kind = m_treeModel->kind(index);
    const ProfileRun *run = m_treeModel->run(index);
    const QString path = m_treeModel->relativePath(index);
    switch (kind) {
    case NodeKind::File:
    case NodeKind::ViewerFile:
        showFile(path);
        break;
    case NodeKind::Launch:
        showRun(run->relativeDir, index.data(ProfileTreeModel::LaunchIndexRole).toInt());
        break;
    case NodeKind::Run:
    case NodeKind::Device:
    case NodeKind::Kernel:
    case NodeKind::Core:
        showRun(run->relativeDir, kind == NodeKind::Core ? index.data(ProfileTreeModel::LaunchIndexRole).toInt() : -1);
        break;
    case NodeKind::Folder:
        m_path->setText(path);
        break;
    }
    // A run that a record cites selects that record in the document's other views.
    if (m_selection && run && kind == NodeKind::Run) {
        const QList<const ProfileLinks::Record *> records = m_treeModel->links().recordsOfRun(run->relativeDir);
        if (!records.isEmpty()) {
            const ProfileLinks::Record *record = records.first();
            CandidateSelection::State state;
            state.candidateId = record->candidateId;
            state.recordLine = record->line;
            state.round = record->round;
            state.workloadKey = record->workloadKey;
            m_selection->select(state, this);
        }
    }
}

bool ProfileBrowser::showRun(const QString &runDir, int launch)
{
    const ProfileRun *run = runAt(runDir);
    if (!run)
        return false;
    m_pendingRun.clear();
    m_currentRun = runDir;
    m_currentLaunch = launch;
    m_currentFile.clear();
    m_summaryButton->setEnabled(true);
    m_path->setText(launch >= 0 && launch < run->launches.size() ? run->launches.at(launch).relativeDir : runDir);
    selectInTree(launch >= 0 && launch < run->launches.size() && run->launches.at(launch).relativeDir != runDir
                     ? run->launches.at(launch).relativeDir
                     : runDir);
    m_summary->showLoading(runDir);
    m_pages->setCurrentIndex(SummaryPage);
    m_summaryWatcher.cancel();
    m_summaryWatcher.setFuture(
        QtConcurrent::run(computeSummary, *run, m_treeModel->profileIndex().operatorDir(), launch));
    Q_EMIT runShown(runDir);
    return true;
}

void ProfileBrowser::summaryFinished()
{
    if (m_summaryWatcher.isCanceled() || m_summaryWatcher.future().resultCount() == 0)
        return;
    const ProfileSummary summary = m_summaryWatcher.result();
    if (summary.cancelled || summary.runDir != m_currentRun)
        return;
    m_summary->setSummary(summary);
    setDiagnostics(summary.diagnostics);
    Q_EMIT statusMessage(
        tr("%1: Task Duration %2 us").arg(summary.runName, QString::number(summary.durations.median, 'f', 3)));
}

bool ProfileBrowser::showFile(const QString &relativePath)
{
    const QModelIndex source = m_treeModel->indexForPath(relativePath);
    if (!source.isValid())
        return false;
    const NodeKind kind = m_treeModel->kind(source);
    if (kind != NodeKind::File && kind != NodeKind::ViewerFile)
        return false;
    const ProfileRun *run = m_treeModel->run(source);
    m_currentRun = run ? run->relativeDir : QString();
    m_currentLaunch = source.data(ProfileTreeModel::LaunchIndexRole).toInt();
    m_currentFile = relativePath;
    m_summaryButton->setEnabled(run != nullptr);
    m_path->setText(relativePath);
    selectInTree(relativePath);
    m_summaryWatcher.cancel();
    const QString absolute = m_treeModel->profileIndex().absolutePath(relativePath);
    if (kind == NodeKind::ViewerFile) {
        const qint64 size = source.data(ProfileTreeModel::SizeRole).toLongLong();
        m_fileText->setText(QStringLiteral("<b>%1</b><br>%2<br>%3<br><br>%4")
                                .arg(QFileInfo(relativePath).fileName().toHtmlEscaped(), relativePath.toHtmlEscaped(),
                                     tr("Size: %1 (%2 bytes)").arg(ProfileTreeModel::formatSize(size)).arg(size),
                                     viewerDescription(QFileInfo(relativePath).fileName()).toHtmlEscaped()));
        m_pages->setCurrentIndex(FilePage);
        setDiagnostics({});
        return true;
    }
    m_csv->open(absolute, relativePath);
    m_pages->setCurrentIndex(TablePage);
    setDiagnostics({});
    return true;
}

bool ProfileBrowser::openExternally(const QString &relativePath)
{
    const ProfileIndex &index = m_treeModel->profileIndex();
    const QModelIndex source = m_treeModel->indexForPath(relativePath);
    if (!source.isValid() || !m_urlOpener)
        return false;
    // Only a file that really is inside the run: never follow a link out of it.
    const QFileInfo info(index.absolutePath(relativePath));
    const QString root = QFileInfo(index.operatorDir()).canonicalFilePath();
    if (!info.isFile() || !RunRoot::isInside(root, info.canonicalFilePath())) {
        Q_EMIT statusMessage(tr("%1 is not a file inside the run; not opened").arg(relativePath));
        return false;
    }
    const bool opened = m_urlOpener(QUrl::fromLocalFile(info.canonicalFilePath()));
    Q_EMIT statusMessage(opened ? tr("Opened %1").arg(relativePath) : tr("No application opened %1").arg(relativePath));
    return opened;
}

bool ProfileBrowser::showRecord(int recordLine)
{
    const QString run = m_treeModel->links().runOf(recordLine);
    if (run.isEmpty()) {
        Q_EMIT statusMessage(tr("Records line %1 names no msprof run").arg(recordLine));
        return false;
    }
    return showRun(run);
}

bool ProfileBrowser::compareRuns(const QString &runA, const QString &runB)
{
    const ProfileRun *a = runAt(runA);
    const ProfileRun *b = runAt(runB);
    if (!a || !b)
        return false;
    m_compareA = runA;
    m_compareB = runB;
    m_currentRun = runB;
    m_currentLaunch = -1;
    m_currentFile.clear();
    m_summaryButton->setEnabled(true);
    m_path->setText(tr("%1  ↔  %2").arg(runA, runB));
    m_compare->showLoading(runA, runB);
    m_pages->setCurrentIndex(ComparePage);
    m_compareWatcher.cancel();
    m_compareWatcher.setFuture(
        QtConcurrent::run(computeComparison, *a, *b, m_treeModel->profileIndex().operatorDir(), m_noiseThreshold));
    return true;
}

void ProfileBrowser::comparisonFinished()
{
    if (m_compareWatcher.isCanceled() || m_compareWatcher.future().resultCount() == 0)
        return;
    const ProfileComparison comparison = m_compareWatcher.result();
    if (comparison.cancelled || comparison.a.runDir != m_compareA || comparison.b.runDir != m_compareB)
        return;
    m_compare->setComparison(comparison);
    setDiagnostics(comparison.diagnostics);
    Q_EMIT comparisonShown(m_compareA, m_compareB);
}

bool ProfileBrowser::compareRecordWith(int recordLine, CompareTarget target)
{
    const ProfileLinks &links = m_treeModel->links();
    const int other
        = target == CompareTarget::Parent ? links.parentRecord(recordLine) : links.baselineRecord(recordLine);
    const QString runB = links.runOf(recordLine);
    const QString runA = links.runOf(other);
    if (runA.isEmpty() || runB.isEmpty()) {
        Q_EMIT statusMessage(
            target == CompareTarget::Parent
                ? tr("No profiled parent record on the same workload for records line %1").arg(recordLine)
                : tr("No profiled baseline record on the same workload for records line %1").arg(recordLine));
        return false;
    }
    return compareRuns(runA, runB);
}

void ProfileBrowser::setDiagnostics(const Diagnostics &diagnostics)
{
    if (diagnostics == m_diagnostics)
        return;
    m_diagnostics = diagnostics;
    Q_EMIT diagnosticsChanged(m_diagnostics);
}

QString ProfileBrowser::recordRunFor(const CandidateSelection::State &state) const
{
    const ProfileLinks &links = m_treeModel->links();
    if (state.recordLine > 0)
        return links.runOf(state.recordLine);
    if (state.candidateId.isEmpty())
        return QString();
    if (!state.workloadKey.isEmpty())
        return links.runOf(links.recordFor(state.candidateId, state.workloadKey));
    // Only a candidate: keep the workload shown now when the candidate was measured on it.
    if (!m_currentRun.isEmpty()) {
        for (const ProfileLinks::Record *record : links.recordsOfRun(m_currentRun)) {
            const QString run = links.runOf(links.recordFor(state.candidateId, record->workloadKey));
            if (!run.isEmpty())
                return run;
        }
    }
    for (const ProfileLinks::Record &record : links.records()) {
        if (record.candidateId == state.candidateId && !record.runs.isEmpty())
            return record.runs.first();
    }
    return QString();
}

void ProfileBrowser::followSelection(const CandidateSelection::State &state, QObject *source)
{
    if (source == this)
        return;
    const QString run = recordRunFor(state);
    if (run.isEmpty() || (run == m_currentRun && currentPage() == SummaryPage))
        return;
    // Hidden behind another page: read the run's files only when the browser is shown.
    if (!isVisible()) {
        m_pendingRun = run;
        return;
    }
    showRun(run);
}

void ProfileBrowser::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_pendingRun.isEmpty()) {
        const QString run = m_pendingRun;
        m_pendingRun.clear();
        showRun(run);
    }
}

void ProfileBrowser::updateCompareMenu()
{
    QMenu *menu = m_compareButton->menu();
    menu->clear();
    const ProfileLinks &links = m_treeModel->links();
    const QList<const ProfileLinks::Record *> records = links.recordsOfRun(m_currentRun);
    const int line = records.isEmpty() ? 0 : records.first()->line;
    QAction *parent = menu->addAction(tr("Parent candidate's run (same workload)"));
    parent->setObjectName(QStringLiteral("compareParentAction"));
    parent->setEnabled(line > 0 && !links.runOf(links.parentRecord(line)).isEmpty());
    connect(parent, &QAction::triggered, this, [this, line] { compareRecordWith(line, CompareTarget::Parent); });
    QAction *baseline = menu->addAction(tr("Baseline's run (same workload)"));
    baseline->setObjectName(QStringLiteral("compareBaselineAction"));
    baseline->setEnabled(line > 0 && !links.runOf(links.baselineRecord(line)).isEmpty());
    connect(baseline, &QAction::triggered, this, [this, line] { compareRecordWith(line, CompareTarget::Baseline); });
    menu->addSeparator();
    QAction *mark = menu->addAction(tr("Mark this run as A"));
    mark->setObjectName(QStringLiteral("markRunAction"));
    mark->setEnabled(!m_currentRun.isEmpty());
    connect(mark, &QAction::triggered, this, [this] {
        m_markedRun = m_currentRun;
        Q_EMIT statusMessage(tr("Marked %1 as A").arg(m_markedRun));
    });
    QAction *marked
        = menu->addAction(m_markedRun.isEmpty() ? tr("Marked run (none marked)")
                                                : tr("Marked run %1 (as A)").arg(QFileInfo(m_markedRun).fileName()));
    marked->setObjectName(QStringLiteral("compareMarkedAction"));
    marked->setEnabled(!m_markedRun.isEmpty() && !m_currentRun.isEmpty() && m_markedRun != m_currentRun);
    connect(marked, &QAction::triggered, this, [this] {
        const QString a = m_markedRun;
        const QString b = m_currentRun;
        compareRuns(a, b);
    });
}

void ProfileBrowser::showTreeMenu(const QPoint &position)
{
    const QModelIndex index = m_treeProxy->mapToSource(m_tree->indexAt(position));
    if (!index.isValid())
        return;
    const ProfileRun *run = m_treeModel->run(index);
    const NodeKind kind = m_treeModel->kind(index);
    const QString path = m_treeModel->relativePath(index);
    QMenu menu;
    if (run) {
        const QString runDir = run->relativeDir;
        menu.addAction(tr("Summary"), this, [this, runDir] { showRun(runDir); });
        if (kind == NodeKind::File)
            menu.addAction(tr("Open as Table"), this, [this, path] { showFile(path); });
        if (kind == NodeKind::ViewerFile || kind == NodeKind::File)
            menu.addAction(tr("Open with…"), this, [this, path] { openExternally(path); });
        menu.addSeparator();
        menu.addAction(tr("Mark as A for Comparison"), this, [this, runDir] {
            m_markedRun = runDir;
            Q_EMIT statusMessage(tr("Marked %1 as A").arg(runDir));
        });
        QAction *compare = menu.addAction(tr("Compare Marked Run (A) with This (B)"), this, [this, runDir] {
            const QString a = m_markedRun;
            compareRuns(a, runDir);
        });
        compare->setEnabled(!m_markedRun.isEmpty() && m_markedRun != runDir);
        const QList<const ProfileLinks::Record *> records = m_treeModel->links().recordsOfRun(runDir);
        if (!records.isEmpty()) {
            const int line = records.first()->line;
            menu.addAction(tr("Compare with Parent Candidate"), this,
                           [this, line] { compareRecordWith(line, CompareTarget::Parent); });
            menu.addAction(tr("Compare with Baseline"), this,
                           [this, line] { compareRecordWith(line, CompareTarget::Baseline); });
        }
    }
    if (!menu.isEmpty())
        menu.exec(m_tree->viewport()->mapToGlobal(position));
}
