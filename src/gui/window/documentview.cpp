// SPDX-License-Identifier: MIT
#include "window/documentview.h"

#include "base/rundocument.h"
#include "charts/recordschartview.h"
#include "diff/diffview.h"
#include "optlog/loglocator.h"
#include "optlog/optlogstructure.h"
#include "profiles/profilebrowser.h"
#include "records/derivedseries.h"
#include "window/kernelview.h"
#include "window/lineagemodel.h"
#include "window/logview.h"
#include "window/outlinemodel.h"
#include "window/problemsmodel.h"
#include "window/recordsmodel.h"
#include "window/recordsview.h"
#include "window/roundsmodel.h"
#include "window/roundsview.h"
#include "window/runfilesmodel.h"

#include <QBoxLayout>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QMenu>
#include <QScrollBar>
#include <QSet>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QTreeView>
#include <algorithm>
#include <utility>

DocumentView::DocumentView(RunDocument *document, KSyntaxHighlighting::Repository *repository, QWidget *parent)
    : QWidget(parent)
    , m_repository(repository)
    , m_document(document)
    , m_filesModel(new RunFilesModel(this))
    , m_lineageModel(new LineageModel(this))
    , m_outlineModel(new OutlineModel(this))
    , m_problemsModel(new ProblemsModel(this))
    , m_recordsModel(new RecordsModel(this))
{
    m_pages = new QTabWidget;
    m_pages->setObjectName(QStringLiteral("pagesTabWidget"));
    m_pages->setDocumentMode(true);
    m_recordsView = new RecordsView(m_recordsModel, document->selection());
    m_roundsModel = new RoundsModel(this);
    m_roundsView = new RoundsView(m_roundsModel, document->selection());
    m_roundsView->setObjectName(QStringLiteral("roundsView"));
    connect(m_roundsView, &RoundsView::roundActivated, this, &DocumentView::showRound);
    connect(m_roundsView, &RoundsView::openLogLine, this, [this](int line) {
        showLogLine(line);
        showPage(LogPage);
    });
    m_logView = new LogView;
    m_logView->setObjectName(QStringLiteral("logView"));
    m_kernelView = new KernelView(repository);
    m_kernelView->setObjectName(QStringLiteral("kernelView"));
    m_pages->addTab(m_recordsView, QString());
    m_pages->addTab(m_roundsView, QString());
    m_pages->addTab(m_logView, QString());
    m_pages->addTab(m_kernelView, QString());
    // The diff, chart and profile pages are made when first shown or asked for (createPage).
    for (const Page page : {DiffPage, ChartPage, ProfilesPage}) {
        auto *holder = new QWidget;
        auto *holderLayout = new QVBoxLayout(holder);
        holderLayout->setContentsMargins(0, 0, 0, 0);
        m_pageHolders[page] = holder;
        m_pages->addTab(holder, QString());
    }
    retranslate();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);

    connect(m_pages, &QTabWidget::currentChanged, this, &DocumentView::fillPage);
    connect(m_logView, &LogView::scrolledToLine, this, &DocumentView::logScrolledToLine);
    connect(document, &RunDocument::loaded, this, &DocumentView::snapshotLoaded);
    // A first load is painted before its profiles are indexed; the profile pages follow then.
    connect(document, &RunDocument::profilesIndexed, this, [this] {
        if (const ProjectSnapshotPtr snapshot = m_document->snapshot()) {
            m_stale[ProfilesPage] = true;
            if (m_pages->currentIndex() == ProfilesPage)
                fillPage(ProfilesPage);
            m_problemsModel->setProblems(snapshot->diagnostics(), m_document->gateReport());
        }
    });
    connect(document, &RunDocument::gateReportChanged, this, [this] {
        if (m_document->snapshot())
            m_problemsModel->setProblems(m_document->snapshot()->diagnostics(), m_document->gateReport());
    });
    connect(document->selection(), &CandidateSelection::changed, this, &DocumentView::followSelection);
    connect(m_recordsView, &RecordsView::openLogRequested, this, [this](int recordLine) {
        const auto snapshot = m_document->snapshot();
        for (const PerfRecord &r : snapshot->records.records)
            if (r.line == recordLine) {
                showLogLine(LogLocator::lineForCandidate(snapshot->optLog, r.candidateId, r.round ? int(*r.round) : -1));
                showPage(LogPage);
            }
    });
    connect(m_recordsView, &RecordsView::openBranchRequested, this, &DocumentView::openBranch);
    installNoteMenus();
    connect(m_recordsView, &RecordsView::openProfileRequested, this, &DocumentView::showRecordProfile);
}

void DocumentView::retranslate()
{
    m_pages->setTabText(RecordsPage, tr("Records"));
    m_pages->setTabText(RoundsPage, tr("Rounds"));
    m_roundsModel->retranslate();
    m_roundsView->retranslate();
    m_roundsView->modelReset();
    m_pages->setTabText(LogPage, tr("Log"));
    if (m_kernelView->shownFile().isEmpty())
        m_pages->setTabText(KernelPage, tr("Kernel"));
    m_pages->setTabText(DiffPage, tr("Diff"));
    m_pages->setTabText(ChartPage, tr("Task Duration"));
    m_pages->setTabText(ProfilesPage, tr("Profiles"));
}

void DocumentView::showPage(Page page)
{
    m_pages->setCurrentIndex(page);
}

void DocumentView::snapshotLoaded(bool first)
{
    const ProjectSnapshotPtr snapshot = m_document->snapshot();
    const CandidateSelection::State keep = m_document->selection()->state();
    m_seriesStale = true;
    m_rounds = RoundIndex(snapshot);
    m_roundCursor = -1;
    m_filesModel->setSnapshot(snapshot);
    m_outlineModel->setLog(snapshot->optLog);
    m_recordsModel->setSnapshot(snapshot);
    m_recordsView->refreshFilters();
    m_problemsModel->setProblems(snapshot->diagnostics(), m_document->gateReport());
    for (const Page page : {RoundsPage, LogPage, DiffPage, ChartPage, ProfilesPage})
        m_stale[page] = true;
    if (m_diffView) // once made, the diff follows every reload (it may hold edits)
        fillPage(DiffPage);
    fillPage(m_pages->currentIndex());
    setNotes(m_notes); // the files' paths may have changed with the snapshot
    // After the first paint (a timer, not a posted call: paint events go first), one slice each.
    m_lineageStale = true;
    QTimer::singleShot(1, this, [this] {
        series();
        QTimer::singleShot(1, this, &DocumentView::fillDocks);
    });
    if (first) {
        const RunLayout &layout = snapshot->layout;
        const QString kernel = !layout.finalKernel.isEmpty() ? layout.finalKernel : layout.baselineKernel;
        if (!kernel.isEmpty())
            showFile(kernel);
        showPage(RecordsPage);
    } else {
        // A live update: keep what the reviewer was looking at.
        m_document->selection()->clear();
        m_document->selection()->select(keep);
        if (!m_kernelView->shownFile().isEmpty() && QFileInfo::exists(m_kernelView->shownFile())) {
            const int scroll = m_kernelView->verticalScrollBar()->value();
            m_kernelView->showFile(m_kernelView->shownFile());
            m_kernelView->verticalScrollBar()->setValue(scroll);
        }
    }
}

const DerivedSeries &DocumentView::series()
{
    if (const ProjectSnapshotPtr snapshot = m_document->snapshot(); snapshot && std::exchange(m_seriesStale, false))
        m_series
            = snapshot->recordSeries(m_document->noiseThreshold());
    return m_series;
}

void DocumentView::fillDocks()
{
    const ProjectSnapshotPtr snapshot = m_document->snapshot();
    if (!snapshot)
        return;
    if (std::exchange(m_lineageStale, false))
        m_lineageModel->setSnapshot(snapshot, series());
    if (m_filesModel->showsPendingTree() && !snapshot->treePending) // the whole tree, listed with the profiles
        m_filesModel->setSnapshot(snapshot);
}

void DocumentView::createPage(int page)
{
    RunDocument *document = m_document;
    switch (page) {
    case DiffPage:
        if (m_diffView)
            return;
        m_diffView = new DiffView(m_repository);
        m_diffView->setObjectName(QStringLiteral("diffView"));
        m_diffView->setSelection(document->selection());
        m_diffView->setNotedLines(m_kernelNoteLines);
        connect(m_diffView, &DiffView::statusMessage, this, &DocumentView::statusMessage);
        connect(m_diffView, &DiffView::noteRequested, this, [this](const QString &file, int line) {
            Q_EMIT noteRequested(ReviewNote::forVariantLine(QString(), file, line));
        });
        // Our own save must not look like the tuning agent changing the run.
        connect(m_diffView, &DiffView::aboutToSave, document, &RunDocument::ignoreNextChange);
        connect(m_diffView, &DiffView::openProfilesRequested, this, [this](const QString &left, const QString &right) {
            profileBrowser()->compareRuns(left, right);
            showPage(ProfilesPage);
        });
        m_pageHolders[page]->layout()->addWidget(m_diffView);
        break;
    case ChartPage:
        if (m_chartView)
            return;
        m_chartView = new RecordsChartView;
        m_chartView->setObjectName(QStringLiteral("recordsChartView"));
        m_chartView->setSelection(document->selection());
        connect(m_chartView, &RecordsChartView::statusMessage, this, &DocumentView::statusMessage);
        connect(m_chartView, &RecordsChartView::noteRequested, this, [this](const QString &candidate) {
            Q_EMIT noteRequested(ReviewNote::forCandidate(QString(), candidate));
        });
        m_pageHolders[page]->layout()->addWidget(m_chartView);
        break;
    case ProfilesPage:
        if (m_profileBrowser)
            return;
        m_profileBrowser = new ProfileBrowser(document->selection());
        m_profileBrowser->setObjectName(QStringLiteral("profileBrowser"));
        connect(m_profileBrowser, &ProfileBrowser::statusMessage, this, &DocumentView::statusMessage);
        connect(m_profileBrowser, &ProfileBrowser::diagnosticsChanged, this, [this](const Diagnostics &diagnostics) {
            if (m_document->snapshot())
                m_problemsModel->setProblems(m_document->snapshot()->diagnostics() + diagnostics,
                                             m_document->gateReport());
        });
        m_pageHolders[page]->layout()->addWidget(m_profileBrowser);
        break;
    default:
        break;
    }
}

void DocumentView::fillPage(int page)
{
    createPage(page);
    const ProjectSnapshotPtr snapshot = m_document->snapshot();
    if (page < 0 || page >= PageCount || !m_stale[page] || !snapshot)
        return;
    m_stale[page] = false;
    const double threshold = m_document->noiseThreshold();
    switch (Page(page)) {
    case RoundsPage:
        m_roundsModel->setSnapshot(snapshot, m_rounds, series(), threshold);
        m_roundsView->modelReset();
        break;
    case LogPage:
        m_logView->setLog(snapshot->optLog);
        if (m_pendingLogLine > 0)
            m_logView->showLine(std::exchange(m_pendingLogLine, 0));
        break;
    case DiffPage:
        m_diffView->setNoiseThreshold(threshold);
        m_diffView->setSnapshot(snapshot);
        break;
    case ChartPage:
        m_chartView->setNoiseThreshold(threshold);
        m_chartView->setSnapshot(snapshot, series());
        m_chartView->setSelection(m_document->selection()); // bring the selected key into sight
        break;
    case ProfilesPage:
        m_profileBrowser->setNoiseThreshold(threshold);
        m_profileBrowser->setSnapshot(snapshot);
        break;
    case RecordsPage:
    case KernelPage:
    case PageCount:
        break;
    }
}

RoundsView *DocumentView::roundsView()
{
    fillPage(RoundsPage);
    return m_roundsView;
}

RoundsModel *DocumentView::roundsModel()
{
    fillPage(RoundsPage);
    return m_roundsModel;
}

LogView *DocumentView::logView()
{
    fillPage(LogPage);
    return m_logView;
}

RecordsChartView *DocumentView::chartView()
{
    fillPage(ChartPage);
    return m_chartView;
}

DiffView *DocumentView::diffView()
{
    fillPage(DiffPage);
    return m_diffView;
}

ProfileBrowser *DocumentView::profileBrowser()
{
    fillPage(ProfilesPage);
    return m_profileBrowser;
}

void DocumentView::setNotes(const QList<ReviewNote> &notes)
{
    m_notes = notes;
    const ProjectSnapshotPtr snapshot = m_document->snapshot();
    QHash<QString, int> candidates;
    QSet<int> recordLines;
    QList<int> logLines;
    QHash<QString, QSet<int>> kernelLines;
    for (const ReviewNote &note : notes) {
        if (!note.candidateId.isEmpty())
            ++candidates[note.candidateId];
        switch (note.target) {
        case ReviewNote::Target::Record:
            if (snapshot && note.file == snapshot->records.displayPath)
                recordLines.insert(note.line);
            break;
        case ReviewNote::Target::LogLine:
            if (snapshot && note.file == snapshot->optLogFile.displayPath && !logLines.contains(note.line))
                logLines.append(note.line);
            break;
        case ReviewNote::Target::VariantLine:
            kernelLines[note.file].insert(note.line);
            break;
        case ReviewNote::Target::Run:
        case ReviewNote::Target::Round:
        case ReviewNote::Target::Candidate:
            break;
        }
    }
    std::sort(logLines.begin(), logLines.end());
    m_lineageModel->setNoteCounts(candidates);
    m_recordsModel->setNoteMarks(candidates, recordLines);
    m_logView->setNotedLines(logLines);
    m_kernelNoteLines = kernelLines;
    if (m_diffView)
        m_diffView->setNotedLines(kernelLines);
}

bool DocumentView::showFile(const QString &relativePath)
{
    const ProjectSnapshotPtr snapshot = m_document->snapshot();
    if (!snapshot)
        return false;
    const QFileInfo info(snapshot->layout.absolute(relativePath));
    // Only what a reviewer reads as text; never follow a link out of the run, never run anything.
    if (!info.isFile() || info.isSymLink() || info.size() > 16 * 1024 * 1024)
        return false;
    if (relativePath == snapshot->layout.optLog) {
        showPage(LogPage);
        return true;
    }
    if (!m_kernelView->showFile(info.absoluteFilePath()))
        return false;
    m_pages->setTabText(KernelPage, info.fileName());
    showPage(KernelPage);
    return true;
}

void DocumentView::showLogLine(int line)
{
    if (line <= 0)
        return;
    if (m_stale[LogPage]) {
        m_pendingLogLine = line;
        return;
    }
    m_logView->showLine(line);
}

void DocumentView::showRecordProfile(int recordLine)
{
    const ProjectSnapshotPtr snapshot = m_document->snapshot();
    const QStringList runs = snapshot ? snapshot->recordRuns.value(recordLine) : QStringList();
    if (runs.isEmpty()) {
        Q_EMIT statusMessage(tr("No profile run found for records line %1").arg(recordLine));
        return;
    }
    if (profileBrowser()->showRecord(recordLine))
        showPage(ProfilesPage);
}

void DocumentView::openBranch(const QString &candidateId)
{
    const ProjectSnapshotPtr snapshot = m_document->snapshot();
    const LineageNode *node = snapshot ? snapshot->lineage.node(candidateId) : nullptr;
    if (!node || node->variantIndex < 0) {
        Q_EMIT statusMessage(tr("No kernel file for candidate %1").arg(candidateId));
        return;
    }
    showFile(snapshot->variants[node->variantIndex].relativePath);
}

void DocumentView::followSelection(const CandidateSelection::State &state, QObject *source)
{
    const ProjectSnapshotPtr snapshot = m_document->snapshot();
    if (!snapshot || source == m_logView)
        return;
    int line = state.logLine;
    if (line <= 0 && !state.candidateId.isEmpty())
        line = LogLocator::lineForCandidate(snapshot->optLog, state.candidateId, state.round);
    if (line <= 0 && state.round >= 0)
        if (const OptLogRound *round = LogLocator::round(snapshot->optLog, state.round))
            line = round->line;
    if (line > 0)
        showLogLine(line);
}

void DocumentView::stepRound(int direction)
{
    if (!m_document->snapshot() || m_rounds.isEmpty())
        return;
    // Where the reviewer is: the round last stepped to while the selection still shows it, else
    // the selection's round (by its log line first: a campaign can repeat a number).
    const CandidateSelection::State &state = m_document->selection()->state();
    int current = -1;
    if (m_roundCursor >= 0 && m_roundCursor < m_rounds.rounds().size()
        && m_rounds.rounds().at(m_roundCursor).number == state.round)
        current = m_roundCursor;
    else if (state.round >= 0 || state.logLine > 0)
        current = m_rounds.indexOf(state.round, state.logLine);
    const int next = m_rounds.step(current, direction);
    if (next < 0) {
        // The ends stop: no wrapping round to the start.
        Q_EMIT statusMessage(direction > 0 ? tr("Already at the last round (%1)")
                                                 .arg(m_rounds.label(m_rounds.rounds().at(current)))
                                           : tr("Already at the first round (%1)")
                                                 .arg(m_rounds.label(m_rounds.rounds().at(current))));
        return;
    }
    showRound(next);
}

void DocumentView::showRound(int ordinal)
{
    if (ordinal < 0 || ordinal >= m_rounds.rounds().size())
        return;
    const RoundIndex::Round &round = m_rounds.rounds().at(ordinal);
    m_roundCursor = ordinal;
    CandidateSelection::State state;
    state.round = round.number;
    state.logLine = round.line;
    state.candidateId = m_rounds.focusCandidate(ordinal);
    m_document->selection()->select(state, this);
    Q_EMIT statusMessage(round.heading.isEmpty() ? m_rounds.label(round)
                                                 : tr("%1: %2").arg(m_rounds.label(round), round.heading));
}

void DocumentView::showRoundWinner()
{
    const CandidateSelection::State &state = m_document->selection()->state();
    int ordinal = m_roundCursor >= 0 && m_roundCursor < m_rounds.rounds().size()
            && m_rounds.rounds().at(m_roundCursor).number == state.round
        ? m_roundCursor
        : m_rounds.indexOf(state.round, state.logLine);
    if (ordinal < 0) {
        Q_EMIT statusMessage(tr("No round selected: Go › Next Round first"));
        return;
    }
    const QString winner = m_rounds.focusCandidate(ordinal);
    const RoundIndex::Round &round = m_rounds.rounds().at(ordinal);
    if (winner.isEmpty()) {
        Q_EMIT statusMessage(tr("%1 names no new best").arg(m_rounds.label(round)));
        return;
    }
    CandidateSelection::State next;
    next.round = round.number;
    next.candidateId = winner;
    if (const ProjectSnapshotPtr snapshot = m_document->snapshot())
        next.logLine = LogLocator::lineForCandidate(snapshot->optLog, winner, round.number);
    m_roundCursor = ordinal;
    m_document->selection()->select(next, this);
    Q_EMIT statusMessage(tr("%1: winner %2").arg(m_rounds.label(round), winner));
}

void DocumentView::stepCandidate(int direction)
{
    const ProjectSnapshotPtr snapshot = m_document->snapshot();
    if (!snapshot)
        return;
    // In the order the records first measured them: the order of the work.
    QStringList order;
    QHash<QString, int> firstRound;
    for (const PerfRecord &r : snapshot->records.records)
        if (r.valid && !r.candidateId.isEmpty() && !order.contains(r.candidateId)) {
            order.append(r.candidateId);
            firstRound.insert(r.candidateId, r.round ? int(*r.round) : -1);
        }
    if (order.isEmpty())
        return;
    const int current = int(order.indexOf(m_document->selection()->candidateId()));
    int next = current < 0 ? (direction > 0 ? 0 : int(order.size()) - 1) : current + (direction > 0 ? 1 : -1);
    if (next < 0 || next >= order.size()) {
        Q_EMIT statusMessage(direction > 0 ? tr("Already at the last candidate (%1)").arg(order.at(current))
                                           : tr("Already at the first candidate (%1)").arg(order.at(current)));
        return;
    }
    CandidateSelection::State state;
    state.candidateId = order.at(next);
    state.round = firstRound.value(state.candidateId);
    state.logLine = LogLocator::lineForCandidate(snapshot->optLog, state.candidateId, state.round);
    m_document->selection()->select(state, this);
    Q_EMIT statusMessage(tr("Candidate %1 (%2 of %3)")
                             .arg(state.candidateId, QString::number(next + 1), QString::number(order.size())));
}

void DocumentView::showCandidateProfile()
{
    const ProjectSnapshotPtr snapshot = m_document->snapshot();
    if (!snapshot)
        return;
    const CandidateSelection::State &state = m_document->selection()->state();
    int line = state.recordLine;
    if (line <= 0 || snapshot->recordRuns.value(line).isEmpty()) {
        line = 0;
        for (const PerfRecord &r : snapshot->records.records)
            if (r.candidateId == state.candidateId && !snapshot->recordRuns.value(r.line).isEmpty()
                && (line == 0 || (state.round >= 0 && r.round && int(*r.round) == state.round))) {
                line = r.line;
                if (state.round < 0 || (r.round && int(*r.round) == state.round))
                    break;
            }
    }
    if (line <= 0) {
        Q_EMIT statusMessage(state.candidateId.isEmpty() ? tr("Select a candidate first")
                                                         : tr("No profile run found for %1").arg(state.candidateId));
        return;
    }
    showRecordProfile(line);
}

void DocumentView::installNoteMenus()
{
    // Notes anywhere: a record line and its candidate, a round or branch, a log line, a kernel line.
    const auto menuAt = [this](QWidget *widget, const QPoint &pos, const QList<std::pair<QString, ReviewNote>> &targets,
                               QMenu *base = nullptr) {
        QMenu *menu = base ? base : new QMenu(widget);
        if (base)
            menu->addSeparator();
        for (const auto &[label, note] : targets) {
            const ReviewNote target = note;
            menu->addAction(label, this, [this, target] { Q_EMIT noteRequested(target); });
        }
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(widget->mapToGlobal(pos));
    };
    QTableView *records = m_recordsView->table();
    records->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(records, &QWidget::customContextMenuRequested, this, [this, records, menuAt](const QPoint &pos) {
        const QModelIndex index = records->indexAt(pos);
        const ProjectSnapshotPtr snapshot = m_document->snapshot();
        if (!index.isValid() || !snapshot)
            return;
        const int line = index.data(RecordsModel::LineRole).toInt();
        const QString candidate = index.data(RecordsModel::CandidateRole).toString();
        menuAt(records->viewport(), pos,
               {{tr("Add Note on Record Line %1…").arg(line),
                 ReviewNote::forRecord(QString(), snapshot->records.displayPath, line)},
                {tr("Add Note on Candidate %1…").arg(candidate), ReviewNote::forCandidate(QString(), candidate)}});
    });
    QTreeView *rounds = m_roundsView->tree();
    rounds->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(rounds, &QWidget::customContextMenuRequested, this, [rounds, menuAt](const QPoint &pos) {
        const QModelIndex index = rounds->indexAt(pos).siblingAtColumn(RoundsModel::NameColumn);
        if (!index.isValid())
            return;
        QList<std::pair<QString, ReviewNote>> targets;
        const QString candidate = index.data(RoundsModel::CandidateRole).toString();
        if (!candidate.isEmpty())
            targets.append({tr("Add Note on Candidate %1…").arg(candidate), ReviewNote::forCandidate(QString(), candidate)});
        const int round = index.data(RoundsModel::RoundRole).toInt();
        targets.append({tr("Add Note on Round %1…").arg(round), ReviewNote::forRound(QString(), round)});
        menuAt(rounds->viewport(), pos, targets);
    });
    m_logView->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_logView, &QWidget::customContextMenuRequested, this, [this, menuAt](const QPoint &pos) {
        const ProjectSnapshotPtr snapshot = m_document->snapshot();
        QMenu *menu = m_logView->createStandardContextMenu(pos);
        const int line = m_logView->sourceLineAt(pos);
        if (!snapshot || line <= 0) {
            menu->setAttribute(Qt::WA_DeleteOnClose);
            menu->popup(m_logView->viewport()->mapToGlobal(pos));
            return;
        }
        menuAt(m_logView->viewport(), pos,
               {{tr("Add Note on Log Line %1…").arg(line),
                 ReviewNote::forLogLine(QString(), snapshot->optLogFile.displayPath, line)}},
               menu);
    });
    m_kernelView->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_kernelView, &QWidget::customContextMenuRequested, this, [this, menuAt](const QPoint &pos) {
        const ProjectSnapshotPtr snapshot = m_document->snapshot();
        QMenu *menu = m_kernelView->createStandardContextMenu(pos);
        if (!snapshot || m_kernelView->shownFile().isEmpty()) {
            menu->setAttribute(Qt::WA_DeleteOnClose);
            menu->popup(m_kernelView->viewport()->mapToGlobal(pos));
            return;
        }
        const int line = m_kernelView->cursorForPosition(pos).blockNumber() + 1;
        const QString file = QDir(snapshot->layout.operatorDir).relativeFilePath(m_kernelView->shownFile());
        menuAt(m_kernelView->viewport(), pos,
               {{tr("Add Note on %1:%2…").arg(QFileInfo(file).fileName(), QString::number(line)),
                 ReviewNote::forVariantLine(QString(), file, line)}},
               menu);
    });
}
