// SPDX-License-Identifier: MIT
#include "profiles/profilesummaryview.h"

#include "profiles/profilebarchart.h"
#include "profiles/profiletreemodel.h"

#include <QBoxLayout>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTreeWidget>

namespace {

using Core = ProfileSummary::Core;

constexpr Core cores[] = {Core::Aic, Core::Aiv};

QString us(double value)
{
    return std::isfinite(value) ? ProfileSummaryView::tr("%1 us").arg(value, 0, 'f', 3) : QStringLiteral("—");
}

QString number(qint64 value)
{
    return value >= 0 ? QString::number(value) : QStringLiteral("—");
}

QString percentOf(double fraction)
{
    return std::isfinite(fraction) ? QString::number(fraction * 100, 'f', 2) + QLatin1Char('%') : QStringLiteral("—");
}

// Rates and bandwidths as written; fractions as percent; totals with their unit.
QString metricText(double value, MsprofCsv::Unit unit)
{
    if (!std::isfinite(value))
        return QString();
    if (unit == MsprofCsv::Unit::Fraction)
        return percentOf(value);
    return QString::number(value, 'f', unit == MsprofCsv::Unit::Percent ? 2 : 3);
}

QTreeWidget *makeTree(const QStringList &headers, const QString &name)
{
    auto *tree = new QTreeWidget;
    tree->setObjectName(name);
    tree->setHeaderLabels(headers);
    tree->setRootIsDecorated(true);
    tree->setUniformRowHeights(true);
    tree->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    tree->setSelectionMode(QAbstractItemView::SingleSelection);
    tree->header()->setStretchLastSection(false);
    tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int i = 1; i < headers.size(); ++i)
        tree->header()->setSectionResizeMode(i, QHeaderView::ResizeToContents);
    return tree;
}

// A tree inside the scrolling page is as tall as its rows: the page scrolls, not the tree.
void fitHeight(QTreeWidget *tree)
{
    int rows = 0;
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        rows += 1 + (tree->topLevelItem(i)->isExpanded() ? tree->topLevelItem(i)->childCount() : 0);
    const int hinted = tree->topLevelItemCount() > 0 ? tree->sizeHintForRow(0) : -1;
    const int row = hinted > 0 ? hinted : tree->fontMetrics().height() + 6;
    tree->setFixedHeight(tree->header()->sizeHint().height() + rows * row + 2 * tree->frameWidth() + 4);
}

} // namespace

ProfileSummaryView::ProfileSummaryView(QWidget *parent)
    : QWidget(parent)
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("summaryPage"));
    auto *layout = new QVBoxLayout(page);

    m_title = new QLabel;
    m_title->setObjectName(QStringLiteral("summaryTitleLabel"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_subtitle = new QLabel;
    m_subtitle->setObjectName(QStringLiteral("summarySubtitleLabel"));
    m_subtitle->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_subtitle->setWordWrap(true);
    m_diagnostics = new QLabel;
    m_diagnostics->setObjectName(QStringLiteral("summaryDiagnosticsLabel"));
    m_diagnostics->setWordWrap(true);
    m_diagnostics->setAutoFillBackground(true);
    m_diagnostics->setContentsMargins(6, 4, 6, 4);
    m_diagnostics->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette warning = m_diagnostics->palette();
    warning.setColor(QPalette::Window, QColor(0xf0, 0xa0, 0x20, 60));
    m_diagnostics->setPalette(warning);
    m_diagnostics->hide();
    layout->addWidget(m_title);
    layout->addWidget(m_subtitle);
    layout->addWidget(m_diagnostics);

    // OpBasicInfo card and Task Duration side by side.
    auto *top = new QHBoxLayout;
    auto *cardBox = new QGroupBox(tr("OpBasicInfo"));
    cardBox->setObjectName(QStringLiteral("opBasicInfoGroupBox"));
    m_card = new QFormLayout(cardBox);
    m_card->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    const std::pair<const char *, QString> fields[] = {
        {"op_name", tr("Op Name")},
        {"op_type", tr("Op Type")},
        {"task_duration", tr("Task Duration")},
        {"block_dim", tr("Block Dim")},
        {"mix_block_dim", tr("Mix Block Dim")},
        {"frequency", tr("Current / Rated Freq")},
        {"device", tr("Device Id / Pid")},
        {"soc", tr("SoC")},
        {"header", tr("PipeUtilization header")},
    };
    for (const auto &[key, label] : fields) {
        auto *value = new QLabel;
        value->setObjectName(QLatin1StringView(key) + QStringLiteral("ValueLabel"));
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setWordWrap(true);
        m_card->addRow(label + QLatin1Char(':'), value);
        m_cardValues.insert(QLatin1StringView(key), value);
    }
    top->addWidget(cardBox, 1);
    m_durationBox = new QGroupBox(tr("Task Duration over launches"));
    m_durationBox->setObjectName(QStringLiteral("durationGroupBox"));
    auto *durationLayout = new QVBoxLayout(m_durationBox);
    m_durationText = new QLabel;
    m_durationText->setObjectName(QStringLiteral("durationLabel"));
    m_durationText->setWordWrap(true);
    m_durationText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_launchChart = new ProfileBarChart;
    m_launchChart->setObjectName(QStringLiteral("launchBarChart"));
    m_launchChart->setOrientation(ProfileBarChart::Orientation::Columns);
    m_launchChart->setValueFormat(1, QStringLiteral(" us"), 3);
    durationLayout->addWidget(m_durationText);
    durationLayout->addWidget(m_launchChart);
    durationLayout->addStretch();
    top->addWidget(m_durationBox, 1);
    layout->addLayout(top);

    m_pipeBox = new QGroupBox(tr("Pipe utilisation: busy fraction, mean over blocks with min–max"));
    m_pipeBox->setObjectName(QStringLiteral("pipeGroupBox"));
    auto *pipes = new QHBoxLayout(m_pipeBox);
    for (Core core : cores) {
        auto *column = new QVBoxLayout;
        m_pipeCaptions[int(core)] = new QLabel(ProfileSummary::coreLabel(core));
        m_pipeCharts[int(core)] = new ProfileBarChart;
        m_pipeCharts[int(core)]->setObjectName(ProfileSummary::coreName(core) + QStringLiteral("PipeBarChart"));
        m_pipeCharts[int(core)]->setValueFormat(100, QStringLiteral("%"), 1);
        m_pipeCharts[int(core)]->setMaximum(1.0);
        column->addWidget(m_pipeCaptions[int(core)]);
        column->addWidget(m_pipeCharts[int(core)]);
        column->addStretch();
        pipes->addLayout(column, 1);
    }
    layout->addWidget(m_pipeBox);

    m_blockBox = new QGroupBox(tr("Time per block: load balance"));
    m_blockBox->setObjectName(QStringLiteral("blockGroupBox"));
    auto *blocks = new QVBoxLayout(m_blockBox);
    for (Core core : cores) {
        m_balanceLabels[int(core)] = new QLabel;
        m_balanceLabels[int(core)]->setObjectName(ProfileSummary::coreName(core) + QStringLiteral("BalanceLabel"));
        m_balanceLabels[int(core)]->setWordWrap(true);
        m_blockCharts[int(core)] = new ProfileBarChart;
        m_blockCharts[int(core)]->setObjectName(ProfileSummary::coreName(core) + QStringLiteral("BlockBarChart"));
        m_blockCharts[int(core)]->setOrientation(ProfileBarChart::Orientation::Columns);
        m_blockCharts[int(core)]->setValueFormat(1, QStringLiteral(" us"), 2);
        blocks->addWidget(m_balanceLabels[int(core)]);
        blocks->addWidget(m_blockCharts[int(core)]);
    }
    layout->addWidget(m_blockBox);

    m_metricsBox = new QGroupBox(tr("L2 cache, memory bandwidth and resource conflicts (over blocks)"));
    m_metricsBox->setObjectName(QStringLiteral("metricsGroupBox"));
    auto *metrics = new QVBoxLayout(m_metricsBox);
    m_metrics
        = makeTree({tr("Metric"), tr("Mean"), tr("Min"), tr("Max"), tr("Total")}, QStringLiteral("metricsTreeWidget"));
    metrics->addWidget(m_metrics);
    connect(m_metrics, &QTreeWidget::itemExpanded, this, [this] { fitHeight(m_metrics); });
    connect(m_metrics, &QTreeWidget::itemCollapsed, this, [this] { fitHeight(m_metrics); });
    layout->addWidget(m_metricsBox);

    m_simulatorBox = new QGroupBox(tr("Simulator: cycles by pipe per core"));
    m_simulatorBox->setObjectName(QStringLiteral("simulatorGroupBox"));
    auto *simulator = new QVBoxLayout(m_simulatorBox);
    m_simulator = makeTree({tr("Core / pipe"), tr("Cycles"), tr("Instructions"), tr("Time (us)")},
                           QStringLiteral("simulatorTreeWidget"));
    simulator->addWidget(m_simulator);
    layout->addWidget(m_simulatorBox);

    auto *filesBox = new QGroupBox(tr("Files of this launch"));
    filesBox->setObjectName(QStringLiteral("filesGroupBox"));
    m_filesLayout = new QGridLayout(filesBox);
    m_files = filesBox;
    layout->addWidget(filesBox);
    layout->addStretch();

    auto *scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("summaryScrollArea"));
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the page follows the width
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(page);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    clear();
}

QColor ProfileSummaryView::coreColor(Core core)
{
    return core == Core::Aic ? QColor(0x8e, 0x6b, 0xbf) : QColor(0x2f, 0x8f, 0x9d);
}

QLabel *ProfileSummaryView::cardValue(const QString &field) const
{
    return m_cardValues.value(field);
}

ProfileBarChart *ProfileSummaryView::pipeChart(Core core) const
{
    return m_pipeCharts[int(core)];
}

ProfileBarChart *ProfileSummaryView::blockChart(Core core) const
{
    return m_blockCharts[int(core)];
}

QLabel *ProfileSummaryView::balanceLabel(Core core) const
{
    return m_balanceLabels[int(core)];
}

void ProfileSummaryView::clear()
{
    m_summary = ProfileSummary();
    m_title->setText(tr("No run selected"));
    m_subtitle->clear();
    m_diagnostics->hide();
    for (QLabel *label : std::as_const(m_cardValues))
        label->clear();
    m_durationBox->hide();
    m_pipeBox->hide();
    m_blockBox->hide();
    m_metricsBox->hide();
    m_simulatorBox->hide();
    m_files->hide();
}

void ProfileSummaryView::showLoading(const QString &runDir)
{
    clear();
    m_title->setText(QFileInfo(runDir).fileName());
    m_subtitle->setText(tr("Reading the run's files…"));
}

void ProfileSummaryView::setSummary(const ProfileSummary &summary)
{
    clear();
    m_summary = summary;
    QString title = summary.runName;
    if (summary.launches.size() > 1 && summary.kind != ProfileRun::Kind::AppSummary && summary.launchIndex >= 0
        && summary.launchIndex < summary.launches.size())
        title += QStringLiteral("  ›  ") + QFileInfo(summary.launchDir).fileName();
    m_title->setText(title);
    QString subtitle = summary.runDir + QStringLiteral("  ·  ") + ProfileRun::kindName(summary.kind);
    if (summary.launches.size() > 1 && summary.kind != ProfileRun::Kind::AppSummary) {
        double closest = std::numeric_limits<double>::infinity();
        for (const ProfileSummary::LaunchDuration &launch : summary.launches)
            closest = std::min(closest, std::abs(launch.taskDurationUs - summary.durations.median));
        const bool median = std::abs(summary.launchInfo.taskDurationUs - summary.durations.median) <= closest;
        subtitle += QStringLiteral("  ·  ")
            + tr("per-block values from launch %1 (%2)")
                  .arg(summary.launchDir.section(QLatin1Char('/'), -2),
                       median ? tr("closest to the median") : us(summary.launchInfo.taskDurationUs));
    }
    m_subtitle->setText(subtitle);
    if (!summary.diagnostics.isEmpty()) {
        QStringList lines;
        for (const Diagnostic &d : summary.diagnostics) {
            const QString line = QString(d.location() + QStringLiteral(": ") + d.message).toHtmlEscaped();
            if (!lines.contains(line))
                lines.append(line);
        }
        m_diagnostics->setText(lines.join(QStringLiteral("<br>")));
        m_diagnostics->show();
    }
    fillCard();
    fillDurations();
    fillPipes();
    fillBlocks();
    fillMetrics();
    fillFiles();
}

void ProfileSummaryView::fillCard()
{
    const OpBasicInfo &info = m_summary.launchInfo.present ? m_summary.launchInfo : m_summary.basicInfo;
    const auto set = [this](const char *key, const QString &text) {
        m_cardValues.value(QLatin1StringView(key))->setText(text.isEmpty() ? QStringLiteral("—") : text);
    };
    set("op_name", info.opName);
    set("op_type", info.opType);
    QString duration = us(info.taskDurationUs);
    if (m_summary.durations.count > 1 && m_summary.kind != ProfileRun::Kind::AppSummary)
        duration = tr("%1 (this launch)").arg(us(info.taskDurationUs));
    else if (m_summary.durations.count > 1)
        duration = tr("%1 (median of %2 launches)").arg(us(m_summary.durations.median)).arg(m_summary.durations.count);
    set("task_duration", duration);
    set("block_dim", number(info.blockDim));
    set("mix_block_dim", info.hasMixBlockDimColumn ? number(info.mixBlockDim) : tr("(no column)"));
    QString frequency = tr("%1 / %2 MHz").arg(number(info.currentFreqMHz), number(info.ratedFreqMHz));
    if (info.currentFreqMHz > 0 && info.ratedFreqMHz > 0 && info.currentFreqMHz < info.ratedFreqMHz)
        frequency += QStringLiteral("  ") + tr("(throttled: durations are not comparable)");
    set("frequency", frequency);
    set("device", QStringLiteral("%1 / %2").arg(number(info.deviceId), number(info.pid)));
    set("soc", info.socVersion);
    set("header", m_summary.pipeHeaderVersion == QLatin1String("unknown") ? QString() : m_summary.pipeHeaderVersion);
}

void ProfileSummaryView::fillDurations()
{
    const TaskDurationStats &d = m_summary.durations;
    if (d.count == 0)
        return;
    m_durationBox->show();
    QString text = QStringLiteral("<span style='font-size:large'><b>%1</b></span> ").arg(us(d.median));
    if (d.count > 1) {
        text += tr("median of %1 launches, the workflow's metric<br>min %2 · max %3 · mean %4 · spread %5")
                    .arg(d.count)
                    .arg(us(d.min), us(d.max), us(d.mean), percentOf(m_summary.spread()));
    } else {
        text += tr("one launch");
    }
    m_durationText->setText(text);
    m_launchChart->setVisible(m_summary.launches.size() > 1);
    QList<ProfileBarChart::Bar> bars;
    for (int i = 0; i < m_summary.launches.size(); ++i) {
        const ProfileSummary::LaunchDuration &launch = m_summary.launches.at(i);
        ProfileBarChart::Bar bar;
        bar.label = launch.label.section(QLatin1Char('/'), -1);
        bar.value = launch.taskDurationUs;
        bar.color = QColor(0x4a, 0x7b, 0xc4);
        bar.toolTip = tr("%1: %2").arg(launch.label, us(launch.taskDurationUs));
        bar.emphasised = launch.relativeDir == m_summary.launchDir && m_summary.kind != ProfileRun::Kind::AppSummary;
        bars.append(bar);
    }
    m_launchChart->setBars(bars);
    m_launchChart->setReferenceLine(d.median, tr("median"));
}

void ProfileSummaryView::fillPipes()
{
    if (m_summary.pipes.isEmpty())
        return;
    m_pipeBox->show();
    for (Core core : cores) {
        QList<ProfileBarChart::Bar> bars;
        for (const ProfileSummary::PipeUse &use : std::as_const(m_summary.pipes)) {
            if (use.core != core)
                continue;
            ProfileBarChart::Bar bar;
            bar.label = ProfileSummary::pipeLabel(use.pipe);
            bar.value = use.ratio.mean;
            bar.low = use.ratio.min;
            bar.high = use.ratio.max;
            bar.color = coreColor(core);
            bar.toolTip = tr("%1 (%2:%3)\nmean %4, min %5, max %6 over %7 rows\nbusy time mean %8")
                              .arg(bar.label, use.source, use.ratioColumn, percentOf(use.ratio.mean),
                                   percentOf(use.ratio.min), percentOf(use.ratio.max))
                              .arg(use.ratio.count)
                              .arg(us(use.timeUs.mean));
            bars.append(bar);
        }
        m_pipeCharts[int(core)]->setBars(bars);
        m_pipeCharts[int(core)]->setVisible(!bars.isEmpty());
        m_pipeCaptions[int(core)]->setText(bars.isEmpty() ? ProfileSummary::coreLabel(core) + QStringLiteral(": ")
                                                   + tr("no data (NA)")
                                                          : ProfileSummary::coreLabel(core));
    }
}

void ProfileSummaryView::fillBlocks()
{
    if (m_summary.blocks.isEmpty())
        return;
    m_blockBox->show();
    for (Core core : cores) {
        const ProfileSummary::LoadBalance *balance = m_summary.loadBalance(core);
        QList<ProfileBarChart::Bar> bars;
        int previousBlock = -1;
        for (const ProfileSummary::BlockTime &time : std::as_const(m_summary.blocks)) {
            if (time.core != core)
                continue;
            ProfileBarChart::Bar bar;
            const QString name = time.subBlock.isEmpty() ? QString::number(time.blockId)
                                                         : QStringLiteral("%1 %2").arg(time.blockId).arg(time.subBlock);
            // vector0 and vector1 of a block side by side under one block number
            bar.label = time.blockId == previousBlock ? QString() : QString::number(time.blockId);
            previousBlock = time.blockId;
            bar.value = time.timeUs;
            bar.color = coreColor(core);
            bar.toolTip = tr("block %1: %2").arg(name, us(time.timeUs));
            bar.emphasised = balance && time.timeUs == balance->timeUs.max;
            bars.append(bar);
        }
        m_blockCharts[int(core)]->setBars(bars);
        m_blockCharts[int(core)]->setReferenceLine(balance ? balance->timeUs.mean : NAN, tr("mean"));
        m_blockCharts[int(core)]->setVisible(!bars.isEmpty());
        m_balanceLabels[int(core)]->setVisible(balance != nullptr);
        if (!balance)
            continue;
        const auto where = [](int block, const QString &sub) {
            return sub.isEmpty() ? QString::number(block) : QStringLiteral("%1 %2").arg(block).arg(sub);
        };
        m_balanceLabels[int(core)]->setText(
            tr("<b>%1</b>: %2 rows, mean %3; slowest block %4 at %5 (<b>%6</b> over the mean); fastest %7 at %8")
                .arg(ProfileSummary::coreLabel(core))
                .arg(balance->timeUs.count)
                .arg(us(balance->timeUs.mean), where(balance->slowestBlock, balance->slowestSubBlock),
                     us(balance->timeUs.max), QStringLiteral("+") + percentOf(balance->imbalance()),
                     where(balance->fastestBlock, balance->fastestSubBlock), us(balance->timeUs.min)));
    }
}

void ProfileSummaryView::fillMetrics()
{
    m_metrics->clear();
    const std::pair<QString, const QList<ProfileSummary::Metric> *> sections[] = {
        {tr("L2 cache hit rates (%)"), &m_summary.l2Cache},
        {tr("Memory bandwidth and traffic"), &m_summary.memory},
        {tr("Resource conflicts (fraction of cycles)"), &m_summary.conflicts},
    };
    for (const auto &[title, metrics] : sections) {
        if (metrics->isEmpty())
            continue;
        auto *section = new QTreeWidgetItem(m_metrics, {title});
        QFont bold = section->font(0);
        bold.setBold(true);
        section->setFont(0, bold);
        section->setFirstColumnSpanned(true);
        for (const ProfileSummary::Metric &m : *metrics) {
            const QString name = m.derived ? tr("%1 (all requests, from counters)").arg(m.column) : m.column;
            auto *item = new QTreeWidgetItem(
                section,
                {name, metricText(m.stat.mean, m.unit), metricText(m.stat.min, m.unit), metricText(m.stat.max, m.unit),
                 m.unit == MsprofCsv::Unit::Kilobytes ? metricText(m.stat.sum, m.unit) : QString()});
            item->setToolTip(0, tr("%1, %2 rows").arg(m.metric).arg(m.stat.count));
            for (int c = 1; c < 5; ++c)
                item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
        }
        // Memory is long and mostly idle cube columns: collapsed behind its title.
        section->setExpanded(metrics != &m_summary.memory || metrics->size() <= 12);
    }
    m_metricsBox->setVisible(m_metrics->topLevelItemCount() > 0);
    fitHeight(m_metrics);

    m_simulator->clear();
    for (const ProfileSummary::SimulatorCore &core : std::as_const(m_summary.simulatorCores)) {
        auto *item = new QTreeWidgetItem(m_simulator,
                                         {core.name, QString::number(core.cycles), QString::number(core.instructions),
                                          QString::number(core.runningTimeUs, 'f', 3)});
        for (const auto &[pipe, cycles] : core.pipeCycles)
            new QTreeWidgetItem(item, {pipe, QString::number(cycles)});
        item->setExpanded(true);
    }
    m_simulatorBox->setVisible(!m_summary.simulatorCores.isEmpty());
    fitHeight(m_simulator);
}

void ProfileSummaryView::fillFiles()
{
    while (QLayoutItem *item = m_filesLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    // Four to a row: the page must stay as narrow as the window.
    constexpr int perRow = 4;
    for (int i = 0; i < m_summary.files.size(); ++i) {
        const QString file = m_summary.files.at(i);
        auto *button = new QPushButton(MsprofCsv::metricName(file));
        button->setObjectName(MsprofCsv::metricName(file) + QStringLiteral("FileButton"));
        button->setToolTip(tr("Open %1 as a table").arg(file));
        connect(button, &QPushButton::clicked, this, [this, file] { Q_EMIT openFileRequested(file); });
        m_filesLayout->addWidget(button, i / perRow, i % perRow);
    }
    m_files->setVisible(!m_summary.files.isEmpty());
}
