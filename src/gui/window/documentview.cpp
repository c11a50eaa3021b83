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
#include "window/runfilesmodel.h"

#include <QBoxLayout>
#include <QFileInfo>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableView>

DocumentView::DocumentView(RunDocument *document, KSyntaxHighlighting::Repository *repository, QWidget *parent)
    : QWidget(parent)
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
    m_logView = new LogView;
    m_logView->setObjectName(QStringLiteral("logView"));
    m_kernelView = new KernelView(repository);
    m_kernelView->setObjectName(QStringLiteral("kernelView"));
    m_chartView = new RecordsChartView;
    m_chartView->setObjectName(QStringLiteral("recordsChartView"));
    m_chartView->setSelection(document->selection());
    m_diffView = new DiffView(repository);
    m_diffView->setObjectName(QStringLiteral("diffView"));
    m_diffView->setSelection(document->selection());
    m_profileBrowser = new ProfileBrowser(document->selection());
    m_profileBrowser->setObjectName(QStringLiteral("profileBrowser"));
    m_pages->addTab(m_recordsView, QString());
    m_pages->addTab(m_logView, QString());
    m_pages->addTab(m_kernelView, QString());
    m_pages->addTab(m_diffView, QString());
    m_pages->addTab(m_chartView, QString());
    m_pages->addTab(m_profileBrowser, QString());
    connect(m_chartView, &RecordsChartView::statusMessage, this, &DocumentView::statusMessage);
    connect(m_diffView, &DiffView::statusMessage, this, &DocumentView::statusMessage);
    connect(m_profileBrowser, &ProfileBrowser::statusMessage, this, &DocumentView::statusMessage);
    // Our own save must not look like the tuning agent changing the run.
    connect(m_diffView, &DiffView::aboutToSave, document, &RunDocument::ignoreNextChange);
    connect(m_diffView, &DiffView::openProfilesRequested, this, [this](const QString &left, const QString &right) {
        m_profileBrowser->compareRuns(left, right);
        showPage(ProfilesPage);
    });
    connect(m_profileBrowser, &ProfileBrowser::diagnosticsChanged, this, [this](const Diagnostics &diagnostics) {
        if (m_document->snapshot())
            m_problemsModel->setProblems(m_document->snapshot()->diagnostics() + diagnostics, m_document->gateReport());
    });
    retranslate();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);

    connect(document, &RunDocument::loaded, this, &DocumentView::snapshotLoaded);
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
    connect(m_recordsView, &RecordsView::openProfileRequested, this, &DocumentView::showRecordProfile);
}

void DocumentView::retranslate()
{
    m_pages->setTabText(RecordsPage, tr("Records"));
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
    const DerivedSeries series = DerivedSeries::fromRecords(snapshot->records, m_document->noiseThreshold(),
                                                            snapshot->finalCandidateId());
    m_filesModel->setSnapshot(snapshot);
    m_lineageModel->setSnapshot(snapshot, series);
    m_outlineModel->setLog(snapshot->optLog);
    m_recordsModel->setSnapshot(snapshot);
    m_recordsView->refreshFilters();
    m_problemsModel->setProblems(snapshot->diagnostics(), m_document->gateReport());
    m_logView->setLog(snapshot->optLog);
    m_chartView->setNoiseThreshold(m_document->noiseThreshold());
    m_chartView->setSnapshot(snapshot, series);
    m_diffView->setNoiseThreshold(m_document->noiseThreshold());
    m_diffView->setSnapshot(snapshot);
    m_profileBrowser->setNoiseThreshold(m_document->noiseThreshold());
    m_profileBrowser->setSnapshot(snapshot);
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
    if (m_profileBrowser->showRecord(recordLine))
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
    const ProjectSnapshotPtr snapshot = m_document->snapshot();
    if (!snapshot)
        return;
    const OptLog &log = snapshot->optLog;
    // The log's rounds in workflow order, campaign by campaign: numbers restart in a new campaign,
    // so the position is the round holding the selected line, not a number.
    const QList<const OptLogRound *> order = OptLogStructure::workflowOrder(log);
    if (!order.isEmpty()) {
        const CandidateSelection::State &current = m_document->selection()->state();
        const OptLogRound *at = OptLogStructure::roundAt(log, current.logLine, current.round);
        const qsizetype index = at ? order.indexOf(at) : -1;
        const qsizetype next = index < 0 ? (direction > 0 ? 0 : order.size() - 1)
                                         : qBound<qsizetype>(0, index + direction, order.size() - 1);
        const OptLogRound *round = order.at(next);
        CandidateSelection::State state;
        state.round = round->number;
        state.logLine = round->line;
        if (const OptLogDecision *best = round->newCurrentBest())
            state.candidateId = best->candidate;
        else if (const OptLogDecision *winner = round->winner(); winner && !winner->keepsCurrentBest)
            state.candidateId = winner->candidate;
        m_document->selection()->select(state, this);
        Q_EMIT statusMessage(tr("%1 (round %2 of %3 in the log)").arg(round->label).arg(next + 1).arg(order.size()));
        return;
    }
    // No rounds in the log: the rounds the records measured.
    QList<int> rounds;
    for (const PerfRecord &r : snapshot->records.records)
        if (r.valid && r.round && !rounds.contains(int(*r.round)))
            rounds.append(int(*r.round));
    if (rounds.isEmpty())
        return;
    std::sort(rounds.begin(), rounds.end());
    const int current = m_document->selection()->round();
    int next = direction > 0 ? rounds.first() : rounds.last();
    for (int r : std::as_const(rounds)) {
        if (direction > 0 && r > current) {
            next = r;
            break;
        }
        if (direction < 0 && r < current)
            next = r;
    }
    if (current >= 0 && direction < 0 && next >= current)
        next = rounds.first();
    CandidateSelection::State state;
    state.round = next;
    m_document->selection()->select(state, this);
    Q_EMIT statusMessage(tr("Round %1").arg(next));
}
