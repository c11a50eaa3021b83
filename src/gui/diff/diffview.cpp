// SPDX-License-Identifier: MIT
// The kernel variant diff editor: pairs, the diff job and what follows the selection.
#include "diff/diffview.h"

#include "diff/diffbanner.h"
#include "diff/diffeditor.h"
#include "diff/diffmeasurements.h"
#include "diff/diffpairbar.h"
#include "diff/diffpairfiles.h"
#include "diff/diffpanes.h"
#include "diff/linediff.h"
#include "diff/parameterdiffmodel.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QThreadPool>
#include <QToolButton>
#include <QtConcurrent/QtConcurrentRun>

struct DiffView::Job
{
    DiffResult result;
    QList<ParameterChange> parameters;
};

DiffView::DiffView(KSyntaxHighlighting::Repository *repository, QWidget *parent)
    : QWidget(parent)
    , m_repository(repository)
    , m_files(new DiffPairFiles(this))
    , m_pairBar(new DiffPairBar)
    , m_algorithmCombo(new QComboBox)
    , m_intraLineCombo(new QComboBox)
    , m_contextSpin(new QSpinBox)
    , m_showUnchanged(new QCheckBox)
    , m_contextLabel(new QLabel)
    , m_parametersLabel(new QLabel)
    , m_notice(new QLabel)
    , m_status(new QLabel)
    , m_banner(new DiffBanner)
    , m_panes(new DiffPanes(repository))
    , m_parameterModel(new ParameterDiffModel(this))
    , m_parameterView(new QTableView)
{
    setObjectName(QStringLiteral("diffView"));
    m_algorithmCombo->setObjectName(QStringLiteral("algorithmComboBox"));
    m_intraLineCombo->setObjectName(QStringLiteral("intraLineComboBox"));
    m_contextSpin->setObjectName(QStringLiteral("contextSpinBox"));
    m_showUnchanged->setObjectName(QStringLiteral("showUnchangedCheckBox"));
    m_notice->setObjectName(QStringLiteral("diffNoticeLabel"));
    m_status->setObjectName(QStringLiteral("diffStatusLabel"));
    m_banner->setObjectName(QStringLiteral("diffBanner"));
    m_panes->setObjectName(QStringLiteral("diffPanes"));
    m_parameterView->setObjectName(QStringLiteral("parameterDiffTableView"));

    buildToolBars();

    m_notice->setWordWrap(true);
    m_notice->setVisible(false);
    m_notice->setMargin(4);
    m_parameterView->setModel(m_parameterModel);
    m_parameterView->verticalHeader()->hide();
    m_parameterView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_parameterView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_parameterView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_parameterView->horizontalHeader()->setStretchLastSection(true);
    m_parameterView->setWordWrap(false);
    connect(m_parameterView, &QTableView::activated, this, [this](const QModelIndex &index) {
        const int right = index.data(ParameterDiffModel::RightLineRole).toInt();
        const int left = index.data(ParameterDiffModel::LeftLineRole).toInt();
        if (right > 0)
            m_panes->goToLine(right - 1, true);
        else if (left > 0)
            m_panes->goToLine(left - 1, false);
    });
    connect(m_showUnchanged, &QCheckBox::toggled, this, &DiffView::updateParameters);

    auto *parameters = new QWidget;
    auto *parametersLayout = new QVBoxLayout(parameters);
    parametersLayout->setContentsMargins(0, 2, 0, 0);
    auto *parametersHeader = new QHBoxLayout;
    parametersHeader->setContentsMargins(6, 0, 6, 0);
    parametersHeader->addWidget(m_parametersLabel);
    parametersHeader->addStretch(1);
    parametersHeader->addWidget(m_showUnchanged);
    parametersLayout->addLayout(parametersHeader);
    parametersLayout->addWidget(m_parameterView);

    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->setObjectName(QStringLiteral("diffSplitter"));
    splitter->addWidget(m_panes);
    splitter->addWidget(parameters);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_pairBar);
    layout->addWidget(m_viewBar);
    layout->addWidget(m_notice);
    layout->addWidget(m_banner);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_status);
    m_status->setMargin(3);

    connect(m_banner, &DiffBanner::workloadActivated, this, [this](int row) {
        const QList<DiffWorkloadRow> &rows = m_banner->measurements().workloads;
        if (row < 0 || row >= rows.size())
            return;
        const DiffWorkloadRow &w = rows.at(row);
        if (w.leftRunDir.isEmpty() && w.rightRunDir.isEmpty()) {
            Q_EMIT statusMessage(tr("No profile is recorded for %1.").arg(w.workloadKey));
            return;
        }
        Q_EMIT openProfilesRequested(w.leftRunDir, w.rightRunDir);
    });
    connect(m_panes, &DiffPanes::currentChangeChanged, this, &DiffView::updateStatus);

    m_rediff.setSingleShot(true);
    m_rediff.setInterval(250);
    connect(&m_rediff, &QTimer::timeout, this, [this] { startDiff(false); });
    connect(m_files, &DiffPairFiles::changedOnDisk, this, &DiffView::reloadFromDisk);
    connect(m_panes->rightEditor()->document(), &QTextDocument::contentsChanged, this, [this] {
        if (m_editing)
            m_rediff.start();
    });
    connect(m_panes->rightEditor()->document(), &QTextDocument::modificationChanged, this, [this](bool modified) {
        m_saveAction->setEnabled(m_editing && modified);
        updateStatus();
    });
    connect(m_panes->rightEditor(), &QPlainTextEdit::undoAvailable, this,
            [this](bool available) { m_undoAction->setEnabled(m_editing && available); });
    connect(m_panes->rightEditor(), &QPlainTextEdit::redoAvailable, this,
            [this](bool available) { m_redoAction->setEnabled(m_editing && available); });
    for (DiffEditor *editor : {m_panes->leftEditor(), m_panes->rightEditor(), m_panes->inlineEditor()})
        installNoteMenu(editor);
    retranslate();
    updateStatus();
}

DiffView::~DiffView() = default;

QToolButton *DiffView::pairButton(DiffPairKind kind) const
{
    return m_pairBar->button(kind);
}

QComboBox *DiffView::leftCombo() const
{
    return m_pairBar->leftCombo();
}

QComboBox *DiffView::rightCombo() const
{
    return m_pairBar->rightCombo();
}

QString DiffView::absolute(const QString &relativePath) const
{
    return m_snapshot ? m_snapshot->layout.absolute(relativePath) : QString();
}

void DiffView::setThreadPool(QThreadPool *pool)
{
    m_pool = pool;
}

void DiffView::setNoiseThreshold(double threshold)
{
    m_noiseThreshold = threshold;
    if (m_snapshot && m_pair.isValid())
        m_banner->setMeasurements(DiffMeasurements::compute(*m_snapshot, m_pair.left, m_pair.right, m_noiseThreshold));
}

void DiffView::setSelection(CandidateSelection *selection)
{
    if (m_selection)
        disconnect(m_selection, nullptr, this, nullptr);
    m_selection = selection;
    if (selection)
        connect(selection, &CandidateSelection::changed, this, &DiffView::followSelection);
}

void DiffView::followSelection(const CandidateSelection::State &state, QObject *source)
{
    if (source == this || state.candidateId.isEmpty() || !m_resolver)
        return;
    if (state.candidateId == m_pair.right.candidateId)
        return;
    if (hasUnsavedChanges()) {
        showNotice(tr("The right side has unsaved edits: the diff stays on %1 until you save or discard them.")
                       .arg(m_pair.right.label()));
        return;
    }
    const auto kind = m_pair.kind == DiffPairKind::Custom ? DiffPairKind::Parent : m_pair.kind;
    if (!showCandidate(state.candidateId, kind) && kind != DiffPairKind::Parent)
        showCandidate(state.candidateId, DiffPairKind::Parent);
}

void DiffView::setSnapshot(ProjectSnapshotPtr snapshot)
{
    m_snapshot = std::move(snapshot);
    m_resolver = std::make_unique<DiffPairResolver>(m_snapshot);
    m_pairBar->setResolver(m_resolver.get());
    if (m_pair.isValid()) {
        // A reload: keep the pair, re-resolve what the files are now, re-read them if they changed.
        DiffPair pair = m_pair;
        pair.left = m_resolver->sideForPath(pair.left.relativePath);
        pair.right = m_resolver->sideForPath(pair.right.relativePath);
        if (pair.isValid()) {
            m_pair.left = pair.left;
            m_pair.right = pair.right;
            m_banner->setMeasurements(
                DiffMeasurements::compute(*m_snapshot, m_pair.left, m_pair.right, m_noiseThreshold));
            m_pairBar->showPair(m_pair);
            reloadFromDisk();
            return;
        }
        m_pair = DiffPair();
    }
    QString candidate = m_selection ? m_selection->candidateId() : QString();
    if (candidate.isEmpty() && m_snapshot)
        candidate = m_snapshot->finalCandidateId();
    if (!candidate.isEmpty())
        showCandidate(candidate, DiffPairKind::Parent);
    m_pairBar->showPair(m_pair);
}

bool DiffView::showCandidate(const QString &candidateId, DiffPairKind kind)
{
    if (!m_resolver)
        return false;
    const DiffPair pair = m_resolver->pair(kind, candidateId);
    if (!pair.isValid()) {
        showNotice(pair.note.isEmpty() ? tr("No file to compare for %1.").arg(candidateId) : pair.note);
        return false;
    }
    return loadPair(pair);
}

bool DiffView::showPairKind(DiffPairKind kind)
{
    if (!m_resolver || !m_pair.right.isValid())
        return false;
    const DiffPair pair = m_resolver->pair(kind, m_pair.right);
    if (!pair.isValid()) {
        showNotice(pair.note);
        return false;
    }
    return loadPair(pair);
}

bool DiffView::showPair(const QString &leftRelativePath, const QString &rightRelativePath)
{
    if (!m_resolver)
        return false;
    DiffPair pair;
    pair.kind = DiffPairKind::Custom;
    pair.left = m_resolver->sideForPath(leftRelativePath);
    pair.right = m_resolver->sideForPath(rightRelativePath);
    if (!pair.isValid()) {
        showNotice(tr("No such file in the run: %1").arg(pair.left.isValid() ? rightRelativePath : leftRelativePath));
        return false;
    }
    // A chosen pair that happens to be a lineage pair lights its button.
    for (const DiffPairKind kind : DiffPairBar::Kinds) {
        const DiffPair lineage = m_resolver->pair(kind, pair.right);
        if (lineage.isValid() && lineage.left == pair.left)
            pair.kind = kind;
    }
    const bool ok = loadPair(pair);
    if (ok && m_selection && !pair.right.candidateId.isEmpty())
        m_selection->selectCandidate(pair.right.candidateId, this);
    return ok;
}

void DiffView::swapSides()
{
    if (!m_pair.isValid())
        return;
    loadPair(m_pair.swapped());
}

bool DiffView::loadPair(const DiffPair &pair)
{
    if (!(pair.left == m_pair.left && pair.right == m_pair.right) && !confirmDiscard())
        return false;
    QString error;
    if (!m_files->load(absolute(pair.left.relativePath), absolute(pair.right.relativePath), &error)) {
        showNotice(error);
        return false;
    }
    m_pair = pair;
    if (m_editing) {
        const QSignalBlocker block(m_editAction);
        m_editAction->setChecked(false);
        m_editing = false;
        m_panes->rightEditor()->setEditable(false);
    }
    m_diskChanged = false;
    showNotice(pair.note); // a valid pair may still say how it was found
    m_pairBar->showPair(pair);
    m_parameterModel->setSideLabels(
        pair.left.candidateId.isEmpty() ? QFileInfo(pair.left.relativePath).fileName() : pair.left.candidateId,
        pair.right.candidateId.isEmpty() ? QFileInfo(pair.right.relativePath).fileName() : pair.right.candidateId);
    m_banner->setMeasurements(DiffMeasurements::compute(*m_snapshot, pair.left, pair.right, m_noiseThreshold));
    startDiff(true);
    Q_EMIT pairChanged();
    return true;
}

DiffOptions DiffView::options() const
{
    DiffOptions o;
    o.algorithm = DiffOptions::Algorithm(m_algorithmCombo->currentData().toInt());
    o.intraLine = DiffOptions::IntraLine(m_intraLineCombo->currentData().toInt());
    o.ignoreWhitespace = m_whitespaceAction->isChecked();
    o.ignoreBlankLines = m_blankLinesAction->isChecked();
    return o;
}

void DiffView::setOptions(const DiffOptions &options)
{
    const QSignalBlocker a(m_algorithmCombo), b(m_intraLineCombo), c(m_whitespaceAction), d(m_blankLinesAction);
    m_algorithmCombo->setCurrentIndex(m_algorithmCombo->findData(int(options.algorithm)));
    m_intraLineCombo->setCurrentIndex(m_intraLineCombo->findData(int(options.intraLine)));
    m_whitespaceAction->setChecked(options.ignoreWhitespace);
    m_blankLinesAction->setChecked(options.ignoreBlankLines);
    if (m_pair.isValid())
        startDiff(false);
}

const DiffResult &DiffView::result() const
{
    return m_panes->result();
}

void DiffView::startDiff(bool newTexts)
{
    const quint64 generation = ++m_generation;
    m_busy = true;
    const QString left = m_files->leftText();
    const QString right = m_editing && !newTexts ? rightTextForDisk() : m_files->rightText();
    const DiffOptions o = options();
    QFuture<Job> future = QtConcurrent::run(m_pool ? m_pool : QThreadPool::globalInstance(), [left, right, o] {
        Job job;
        job.result = LineDiff::compute(left, right, o);
        job.parameters = ParameterDiff::compare(left, right, true);
        return job;
    });
    // A newer request supersedes this one: its result is dropped.
    future.then(this, [this, generation, newTexts](const Job &job) {
        if (generation != m_generation)
            return;
        applyJob(job, newTexts);
    });
    updateStatus();
}

void DiffView::applyJob(const Job &job, bool newTexts)
{
    m_busy = false;
    if (newTexts) {
        m_panes->setContent(job.result.left.withoutCarriageReturns(), job.result.right.withoutCarriageReturns(),
                            job.result);
        m_panes->rightEditor()->document()->setModified(false);
        applyNotedLines(); // a new pair: its own files' notes
    } else {
        m_panes->updateResult(job.result);
    }
    m_parameters = job.parameters;
    updateParameters();
    updateStatus();
    if (!job.result.error.isEmpty())
        showNotice(tr("The diff failed: %1").arg(job.result.error));
    Q_EMIT diffUpdated();
}

void DiffView::updateParameters()
{
    QList<ParameterChange> shown;
    for (const ParameterChange &c : std::as_const(m_parameters))
        if (m_showUnchanged->isChecked() || c.status != ParameterChange::Status::Unchanged)
            shown.append(c);
    m_parameterModel->setChanges(shown);
    m_parameterView->resizeColumnsToContents();
    int changed = 0;
    for (const ParameterChange &c : std::as_const(m_parameters))
        changed += c.status != ParameterChange::Status::Unchanged;
    m_parametersLabel->setText(QStringLiteral("<b>") + tr("Changed parameters: %1").arg(changed)
                               + QStringLiteral("</b>"));
}

void DiffView::updateStatus()
{
    const DiffResult &r = m_panes->result();
    QStringList parts;
    if (!m_pair.isValid()) {
        m_status->setText(tr("Select a candidate or pick two files to compare."));
        return;
    }
    if (m_busy) {
        // The panes still hold the previous pair (or nothing): no counts until this one is done.
        parts.append(tr("Comparing…"));
    } else {
        if (r.identical()) {
            parts.append(tr("The files are identical"));
        } else {
            const int current = m_panes->currentChange();
            if (current >= 0)
                parts.append(tr("Change %1 of %2").arg(current + 1).arg(r.chunks.size()));
            else
                parts.append(tr("%n change(s)", nullptr, int(r.chunks.size())));
            parts.append(QStringLiteral("−%1 +%2").arg(r.removedLines()).arg(r.addedLines()));
        }
        if ((r.left.crlfLines > 0) != (r.right.crlfLines > 0))
            parts.append(tr("line endings differ (CRLF and LF)"));
        parts.append(tr("%1, %2 ms")
                         .arg(DiffOptions::algorithmName(r.options.algorithm))
                         .arg(double(r.elapsedUs) / 1000.0, 0, 'f', 1));
    }
    if (m_editing)
        parts.append(hasUnsavedChanges() ? tr("editing, unsaved") : tr("editing"));
    if (m_diskChanged)
        parts.append(tr("the right file changed on disk"));
    m_status->setText(parts.join(QStringLiteral(" · ")));
}

void DiffView::showNotice(const QString &text)
{
    m_notice->setText(text);
    m_notice->setVisible(!text.isEmpty());
    if (!text.isEmpty())
        Q_EMIT statusMessage(text);
}

void DiffView::setFolding(bool fold, int contextLines)
{
    const QSignalBlocker a(m_foldAction), b(m_contextSpin);
    m_foldAction->setChecked(fold);
    m_contextSpin->setValue(contextLines);
    if (!m_editing)
        m_panes->setFolding(fold, contextLines);
}

void DiffView::setInline(bool inlineMode)
{
    if (inlineMode && m_editing) {
        const QSignalBlocker block(m_inlineAction);
        m_inlineAction->setChecked(false);
        showNotice(tr("The inline view is read-only: leave Edit to use it."));
        return;
    }
    const QSignalBlocker block(m_inlineAction);
    m_inlineAction->setChecked(inlineMode);
    m_panes->setLayoutMode(inlineMode ? DiffPanes::Layout::Inline : DiffPanes::Layout::SideBySide);
}
