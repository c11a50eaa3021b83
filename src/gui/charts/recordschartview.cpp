// SPDX-License-Identifier: MIT
#include "charts/recordschartview.h"

#include "charts/chartcsv.h"
#include "charts/chartgrid.h"
#include "charts/chartimageexport.h"
#include "charts/chartlegendbar.h"
#include "charts/chartstyle.h"
#include "charts/geomeanchart.h"
#include "charts/workloadspeedupmodel.h"
#include "optlog/optlogmeasurements.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>

RecordsChartView::RecordsChartView(QWidget *parent)
    : QWidget(parent)
    , m_modeCombo(new QComboBox)
    , m_logCheck(new QCheckBox)
    , m_groupCheck(new QCheckBox)
    , m_resetButton(new QToolButton)
    , m_exportButton(new QToolButton)
    , m_legend(new ChartLegendBar)
    , m_sourceNote(new QLabel)
    , m_emptyLabel(new QLabel)
    , m_splitter(new QSplitter(Qt::Horizontal))
    , m_grid(new ChartGrid)
    , m_summary(new GeomeanChart)
    , m_table(new QTableView)
    , m_tableModel(new WorkloadSpeedupModel(this))
{
    m_modeCombo->setObjectName(QStringLiteral("modeComboBox"));
    m_logCheck->setObjectName(QStringLiteral("logScaleCheckBox"));
    m_groupCheck->setObjectName(QStringLiteral("groupByPathCheckBox"));
    m_groupCheck->setChecked(m_options.groupByPath);
    m_resetButton->setObjectName(QStringLiteral("resetZoomToolButton"));
    m_exportButton->setObjectName(QStringLiteral("exportToolButton"));
    m_legend->setObjectName(QStringLiteral("chartLegendBar"));
    m_sourceNote->setObjectName(QStringLiteral("sourceNoteLabel"));
    m_emptyLabel->setObjectName(QStringLiteral("emptyLabel"));
    m_grid->setObjectName(QStringLiteral("chartGrid"));
    m_summary->setObjectName(QStringLiteral("summaryChart"));
    m_table->setObjectName(QStringLiteral("speedupTableView"));
    m_splitter->setObjectName(QStringLiteral("chartSplitter"));

    m_modeCombo->addItem(QString(), int(ChartValueMode::Microseconds));
    m_modeCombo->addItem(QString(), int(ChartValueMode::Speedup));
    m_exportButton->setPopupMode(QToolButton::InstantPopup);
    auto *exportMenu = new QMenu(m_exportButton);
    m_exportButton->setMenu(exportMenu);
    m_exportActions
        = {exportMenu->addAction(QString()), exportMenu->addAction(QString()), exportMenu->addAction(QString())};

    m_sourceNote->setWordWrap(true);
    m_sourceNote->setStyleSheet(QStringLiteral("QLabel { background: #fff3d6; color: #6b4500; padding: 4px 8px;"
                                               " border: 1px solid #e0b860; }"));
    m_sourceNote->hide();
    m_emptyLabel->setAlignment(Qt::AlignCenter);
    m_emptyLabel->setWordWrap(true);
    m_emptyLabel->hide();

    m_table->setModel(m_tableModel);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle);

    m_side = new QSplitter(Qt::Vertical);
    m_side->setObjectName(QStringLiteral("summarySplitter"));
    m_side->addWidget(m_summary);
    m_side->addWidget(m_table);
    m_side->setStretchFactor(0, 3);
    m_side->setStretchFactor(1, 2);
    m_summary->setMinimumHeight(220);
    m_splitter->addWidget(m_grid);
    m_splitter->addWidget(m_side);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(false);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_modeCombo);
    controls->addWidget(m_logCheck);
    controls->addWidget(m_groupCheck);
    controls->addStretch();
    controls->addWidget(m_resetButton);
    controls->addWidget(m_exportButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(controls);
    layout->addWidget(m_legend);
    layout->addWidget(m_sourceNote);
    layout->addWidget(m_emptyLabel, 1);
    layout->addWidget(m_splitter, 1);
    retranslate();

    connect(m_modeCombo, &QComboBox::currentIndexChanged, this,
            [this] { setMode(ChartValueMode(m_modeCombo->currentData().toInt())); });
    connect(m_logCheck, &QCheckBox::toggled, this, &RecordsChartView::setLogScale);
    connect(m_groupCheck, &QCheckBox::toggled, this, &RecordsChartView::setGroupByPath);
    connect(m_resetButton, &QToolButton::clicked, m_grid, &ChartGrid::resetZoom);
    connect(m_legend, &ChartLegendBar::layerToggled, m_grid, &ChartGrid::setLayerVisible);
    connect(m_grid, &ChartGrid::pointActivated, this, &RecordsChartView::pointActivated);
    connect(m_grid, &ChartGrid::noteRequested, this, &RecordsChartView::noteRequested);
    connect(m_grid, &ChartGrid::exportRequested, this, [this](const QString &key) { exportInteractively(key); });
    connect(m_table, &QTableView::clicked, this, [this](const QModelIndex &index) {
        const QString key = index.data(WorkloadSpeedupModel::KeyRole).toString();
        if (TaskDurationChart *chart = key.isEmpty() ? nullptr : m_grid->ensureChart(key))
            chart->setFocus(Qt::OtherFocusReason);
    });
    const QStringList suffixes = {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("csv")};
    for (int i = 0; i < 3; ++i)
        connect(m_exportActions.at(i), &QAction::triggered, this,
                [this, suffix = suffixes.at(i)] { exportInteractively(QString(), suffix); });
}

void RecordsChartView::retranslate()
{
    m_modeCombo->setItemText(0, tr("Task Duration (µs)"));
    m_modeCombo->setItemText(1, tr("Speedup vs baseline (×)"));
    m_modeCombo->setToolTip(tr("What the y axis shows"));
    m_logCheck->setText(tr("Log scale"));
    const bool genB = m_snapshot && m_snapshot->generation == Generation::B;
    m_groupCheck->setText(genB ? tr("Group by kernel") : tr("Group by dispatch path"));
    m_groupCheck->setToolTip(tr("Colour and group the charts by path, so that a candidate measured on another path "
                                "is never compared with this path's best"));
    m_resetButton->setText(tr("Reset Zoom"));
    m_resetButton->setToolTip(tr("Show every round in every chart (also Esc or a double-click in a chart)"));
    m_exportButton->setText(tr("Export"));
    m_exportButton->setToolTip(tr("Save the charts as PNG or SVG, or the plotted points as CSV"));
    m_exportActions.at(0)->setText(tr("PNG Image…"));
    m_exportActions.at(1)->setText(tr("SVG Image…"));
    m_exportActions.at(2)->setText(tr("CSV of the Plotted Points…"));
    m_sourceNote->setText(tr("<b>From opt_log tables, not verified against records.</b> This run has no "
                             "perf_records.jsonl: the points are the durations its log's tables state.")
                          + (m_series.notes.size() > 1
                                 ? QStringLiteral(" ") + m_series.notes.mid(1).join(QStringLiteral("; "))
                                 : QString()));
    m_emptyLabel->setText(tr("No Task Duration to plot: the run has no records and its log no duration tables."));
    m_legend->retranslate();
}

void RecordsChartView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_splitterSized) {
        // The grid gets most of the width; the summary and its table the rest.
        const int width = std::max(m_splitter->width(), this->width());
        m_splitter->setSizes({width * 68 / 100, width * 32 / 100});
        // The table as tall as its rows (up to 45 %), the summary chart the rest.
        const int height = std::max(m_side->height(), this->height() - 80);
        const int rows = m_tableModel->rowCount() + 1;
        const int table = std::min(height * 45 / 100,
                                   rows * m_table->verticalHeader()->defaultSectionSize()
                                       + m_table->horizontalScrollBar()->sizeHint().height() + 8);
        m_side->setSizes({height - table, table});
        m_splitterSized = true;
    }
}

void RecordsChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange && m_snapshot)
        rebuild(); // light or dark charts

    QWidget::changeEvent(event);
}

void RecordsChartView::setSelection(CandidateSelection *selection)
{
    if (m_selection)
        disconnect(m_selection, nullptr, this, nullptr);
    m_selection = selection;
    if (!selection)
        return;
    connect(selection, &CandidateSelection::changed, this, &RecordsChartView::followSelection);
    followSelection(selection->state(), nullptr);
}

void RecordsChartView::setNoiseThreshold(double threshold)
{
    m_noiseThreshold = threshold;
}

void RecordsChartView::setSnapshot(const ProjectSnapshotPtr &snapshot)
{
    setSnapshot(snapshot, snapshot ? snapshot->derivedSeries(m_noiseThreshold) : DerivedSeries());
}

void RecordsChartView::setSnapshot(const ProjectSnapshotPtr &snapshot, const DerivedSeries &series)
{
    m_snapshot = snapshot;
    m_series = series;
    // Series from the records alone: a run without records still charts its log's tables.
    if (m_series.source == DerivedSeries::Source::None && snapshot)
        m_series = OptLogMeasurements::series(snapshot->optLog, series.noiseThreshold);
    m_legend->setNoiseThreshold(m_series.noiseThreshold);
    rebuild();
    retranslate();
}

void RecordsChartView::rebuild()
{
    const bool dark = ChartStyle::applicationIsDark();
    const bool empty = m_series.series.isEmpty();
    m_emptyLabel->setVisible(empty && m_snapshot);
    m_splitter->setVisible(!empty);
    m_sourceNote->setVisible(m_series.source == DerivedSeries::Source::LogTables);
    m_legend->setColor(m_options.groupByPath && TaskDurationPlot::groups(m_series).size() > 1
                           ? ChartStyle::groupColor(0)
                           : ChartStyle::neutralColor());
    m_grid->setSeries(m_series, m_options, m_legend->hiddenLayers(), dark);
    m_summary->setSeries(m_series, m_options.groupByPath, dark);
    m_tableModel->setSeries(m_series, m_options.groupByPath, m_snapshot ? m_snapshot->generation : Generation::Unknown);
    if (m_selection)
        m_grid->setSelectedCandidate(m_selection->candidateId());
}

int RecordsChartView::pointCount() const
{
    return m_series.pointCount();
}

QStringList RecordsChartView::workloadKeys() const
{
    QStringList keys;
    for (const WorkloadSeries &s : m_series.series)
        keys.append(s.key);
    return keys;
}

void RecordsChartView::setMode(ChartValueMode mode)
{
    if (m_modeCombo->currentData().toInt() != int(mode))
        m_modeCombo->setCurrentIndex(m_modeCombo->findData(int(mode)));
    if (m_options.mode == mode)
        return;
    m_options.mode = mode;
    rebuild();
}

void RecordsChartView::setLogScale(bool logScale)
{
    m_logCheck->setChecked(logScale);
    if (m_options.logScale == logScale)
        return;
    m_options.logScale = logScale;
    rebuild();
}

void RecordsChartView::setGroupByPath(bool groupByPath)
{
    m_groupCheck->setChecked(groupByPath);
    if (m_options.groupByPath == groupByPath)
        return;
    m_options.groupByPath = groupByPath;
    rebuild();
}

quint32 RecordsChartView::hiddenLayers() const
{
    return m_legend->hiddenLayers();
}

void RecordsChartView::pointActivated(const QString &key, const SeriesPoint &point)
{
    if (!m_selection) {
        m_grid->setSelectedCandidate(point.candidateId);
        return;
    }
    CandidateSelection::State state;
    state.candidateId = point.candidateId;
    state.recordLine = point.recordLine;
    state.round = point.round;
    state.workloadKey = key;
    state.logLine = point.logLine;
    m_selection->select(state, this);
    m_grid->setSelectedCandidate(point.candidateId);
}

void RecordsChartView::followSelection(const CandidateSelection::State &state, QObject *source)
{
    m_grid->setSelectedCandidate(state.candidateId);
    if (source == this || state.workloadKey.isEmpty() || !m_series.find(state.workloadKey))
        return;
    m_grid->ensureChart(state.workloadKey); // bring the key another view picked into sight
}

bool RecordsChartView::exportTo(const QString &fileName, const QString &key, QString *error) const
{
    ChartOptions options = m_options;
    options.key = key;
    if (QFileInfo(fileName).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0)
        return ChartCsv::write(m_series, options, fileName, error);
    ChartImageExport::Request request;
    request.options = options;
    request.hiddenLayers = hiddenLayers();
    request.generation = m_snapshot ? m_snapshot->generation : Generation::Unknown;
    request.title = m_snapshot ? m_snapshot->operatorName() : QString();
    return ChartImageExport::write(m_series, request, fileName, error);
}

void RecordsChartView::exportInteractively(const QString &key, const QString &suffix)
{
    if (m_series.series.isEmpty()) {
        Q_EMIT statusMessage(tr("Nothing to export: no Task Duration to plot."));
        return;
    }
    QString base
        = m_snapshot && !m_snapshot->operatorName().isEmpty() ? m_snapshot->operatorName() : QStringLiteral("chart");
    if (!key.isEmpty()) {
        QString safe = key;
        safe.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]+")), QStringLiteral("_"));
        base += QLatin1Char('_') + safe;
    }
    const QStringList filters
        = {tr("PNG image (*.png)"), tr("SVG image (*.svg)"), tr("CSV of the plotted points (*.csv)")};
    const QStringList suffixes = {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("csv")};
    QString selectedFilter = filters.value(std::max<qsizetype>(0, suffixes.indexOf(suffix.toLower())));
    const QString fileName = QFileDialog::getSaveFileName(
        this, key.isEmpty() ? tr("Export Task Duration Charts") : tr("Export Chart of %1").arg(key),
        QDir::home().filePath(base + QStringLiteral("_task_duration.") + suffix.toLower()),
        filters.join(QStringLiteral(";;")), &selectedFilter);
    if (fileName.isEmpty())
        return;
    QString error;
    if (exportTo(fileName, key, &error))
        Q_EMIT statusMessage(tr("Exported %1").arg(QDir::toNativeSeparators(fileName)));
    else
        Q_EMIT statusMessage(error);
}
