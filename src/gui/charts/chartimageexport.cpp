// SPDX-License-Identifier: MIT
#include "charts/chartimageexport.h"

#include "base/savetarget.h"
#include "charts/chartcsv.h"
#include "charts/chartgrid.h"
#include "charts/chartstyle.h"
#include "charts/geomeanchart.h"
#include "charts/taskdurationchart.h"
#include "charts/workloadspeedupmodel.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetrics>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

namespace {

constexpr int Margin = 24;
constexpr int Gap = 12;
constexpr QSize SingleChart(960, 600);
constexpr QSize Cell(440, 290);
constexpr int SummaryHeight = 360;
constexpr int HeaderHeight = 56;
constexpr int HeadingHeight = 26;

int tableRowHeight()
{
    return QFontMetrics(ChartStyle::labelFont(false)).height() + 6;
}

// A cell of the speedup table as the page shows it: kernel ids (paths) by their last part, as
// the group headings above the charts name them in full.
QString tableText(const WorkloadSpeedupModel &model, int row, int column)
{
    if (row < 0)
        return model.headerData(column, Qt::Horizontal).toString();
    const QString text = model.data(model.index(row, column)).toString();
    return column == WorkloadSpeedupModel::GroupColumn ? ChartGrid::shortGroup(text) : text;
}

// The table's natural width: every column as wide as its widest cell.
int tableWidth(const WorkloadSpeedupModel &model)
{
    QFont bold = ChartStyle::labelFont(false);
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    int total = 0;
    for (int c = 0; c < WorkloadSpeedupModel::ColumnCount; ++c) {
        int width = 0;
        for (int r = -1; r < model.rowCount(); ++r)
            width = std::max(width, metrics.horizontalAdvance(tableText(model, r, c)) + 12);
        total += width;
    }
    return total * 11 / 10; // the page's font may run a little wider than the screen's
}

// Where everything goes on an all-keys page.
struct PageLayout
{
    QSize size;
    int titleTop = Margin;
    int noteTop = -1;
    QRect summary;
    QRect table;
    QList<QPair<int, QRect>> cells; // series index, rect
    QList<QPair<QString, QRect>> headings; // group, rect
};

PageLayout layoutPage(const DerivedSeries &derived, const ChartImageExport::Request &request)
{
    PageLayout page;
    const QList<int> order = TaskDurationPlot::keyOrder(derived, request.options.groupByPath);
    // As many columns as the largest group needs, at most three.
    int largest = 0, run = 0;
    for (int i = 0; i < order.size(); ++i) {
        const bool sameGroup
            = i > 0 && derived.series.at(order.at(i)).group == derived.series.at(order.at(i - 1)).group;
        run = request.options.groupByPath && !sameGroup ? 1 : run + 1;
        largest = std::max(largest, run);
    }
    const int columns = std::clamp(largest, 1, 3);
    WorkloadSpeedupModel model;
    model.setSeries(derived, request.options.groupByPath, request.generation);
    // Wide enough for the charts, and for the table at 55 % of the width.
    const int width = std::max(
        {1280, 2 * Margin + columns * Cell.width() + (columns - 1) * Gap, 2 * Margin + tableWidth(model) * 100 / 55});
    int y = Margin + HeaderHeight - 10;
    if (derived.source == DerivedSeries::Source::LogTables) {
        page.noteTop = y;
        y += 20;
    }
    y += 10;
    const int contentWidth = width - 2 * Margin;
    // The table as wide as it needs (40–55 % of the page), the summary chart the rest.
    const int table = std::clamp(tableWidth(model), contentWidth * 40 / 100, contentWidth * 55 / 100);
    const int summaryWidth = contentWidth - table - Gap;
    const int tableHeight = (model.rowCount() + 1) * tableRowHeight();
    page.summary = QRect(Margin, y, summaryWidth, SummaryHeight);
    page.table = QRect(Margin + summaryWidth + Gap, y + 8, contentWidth - summaryWidth - Gap, tableHeight);
    y += std::max(SummaryHeight, tableHeight + 8) + Gap;
    int column = 0;
    for (int i = 0; i < order.size(); ++i) {
        const QString group = derived.series.at(order.at(i)).group;
        if (request.options.groupByPath && (i == 0 || group != derived.series.at(order.at(i - 1)).group)) {
            if (column != 0)
                y += Cell.height() + Gap;
            column = 0;
            page.headings.append({group, QRect(Margin, y, contentWidth, HeadingHeight)});
            y += HeadingHeight;
        }
        page.cells.append({order.at(i), QRect(Margin + column * (Cell.width() + Gap), y, Cell.width(), Cell.height())});
        if (++column == columns) {
            column = 0;
            y += Cell.height() + Gap;
        }
    }
    if (column != 0)
        y += Cell.height() + Gap;
    page.size = QSize(width, y + Margin - Gap);
    return page;
}

// A chart laid out at the target's size and painted there. The view is never shown (no window,
// no platform needed): the chart item is resized and its scene rendered directly.
void renderView(QPainter *painter, QChartView *view, const QRect &target)
{
    view->resize(target.size());
    QChart *chart = view->chart();
    chart->resize(target.size());
    QCoreApplication::sendPostedEvents();
    if (QGraphicsLayout *layout = chart->layout())
        layout->activate();
    chart->scene()->render(painter, QRectF(target), QRectF(QPointF(0, 0), QSizeF(target.size())),
                           Qt::IgnoreAspectRatio);
}

// The speedup table as text: the same rows and strings as the table beside the chart on screen.
void drawTable(QPainter *painter, const WorkloadSpeedupModel &model, const QRect &rect)
{
    const QFont font = ChartStyle::labelFont(false);
    QFont bold = font;
    bold.setBold(true);
    painter->save();
    painter->setFont(bold);
    const QFontMetrics metrics = painter->fontMetrics(); // the device's, not the screen's
    const int rowHeight = std::max(tableRowHeight(), metrics.height() + 6);
    auto text = [&](int row, int column) {
        return tableText(model, row, column);
    };
    // Natural widths; the workload and candidate columns give way (elided) when the table is too wide.
    QList<int> widths;
    for (int c = 0; c < WorkloadSpeedupModel::ColumnCount; ++c) {
        int width = 0;
        for (int r = -1; r < model.rowCount(); ++r)
            width = std::max(width, metrics.horizontalAdvance(text(r, c)) + 12);
        widths.append(width);
    }
    int total = 0;
    for (int w : std::as_const(widths))
        total += w;
    // Too wide: the text columns give way in proportion to their slack, none narrower than its header.
    if (total > rect.width()) {
        const QList<int> shrinkable
            = {int(WorkloadSpeedupModel::GroupColumn), int(WorkloadSpeedupModel::WorkloadColumn),
               int(WorkloadSpeedupModel::FinalCandidateColumn)};
        QList<int> slack;
        int totalSlack = 0;
        for (int c : shrinkable) {
            slack.append(std::max(0, widths.at(c) - std::max(60, metrics.horizontalAdvance(text(-1, c)) + 12)));
            totalSlack += slack.last();
        }
        const int excess = std::min(total - rect.width(), totalSlack);
        for (int i = 0; i < shrinkable.size() && totalSlack > 0; ++i) {
            const int shrink = int(qint64(excess) * slack.at(i) / totalSlack);
            widths[shrinkable.at(i)] -= shrink;
            total -= shrink;
        }
    }
    int y = rect.top();
    for (int row = -1; row < model.rowCount() && y + rowHeight <= rect.bottom() + 1; ++row, y += rowHeight) {
        const bool summary = row < 0
            || model.data(model.index(row, 0), WorkloadSpeedupModel::RowKindRole).toInt()
                != int(WorkloadSpeedupModel::RowKind::Key);
        painter->setFont(summary ? bold : font);
        painter->setPen(Qt::black);
        int x = rect.left();
        for (int c = 0; c < WorkloadSpeedupModel::ColumnCount; ++c) {
            const bool numeric = c == WorkloadSpeedupModel::BaselineColumn || c == WorkloadSpeedupModel::FinalColumn
                || c == WorkloadSpeedupModel::SpeedupColumn;
            const QRect cell(x + 4, y, widths.at(c) - 8, rowHeight);
            // Kernel ids are paths: their end names the kernel.
            const Qt::TextElideMode elide = c == WorkloadSpeedupModel::GroupColumn ? Qt::ElideLeft : Qt::ElideMiddle;
            painter->drawText(cell, Qt::AlignVCenter | (numeric ? Qt::AlignRight : Qt::AlignLeft),
                              painter->fontMetrics().elidedText(text(row, c), elide, cell.width()));
            x += widths.at(c);
        }
        if (row < 0) {
            painter->setPen(QPen(QColor(0x90, 0x90, 0x90), 1));
            painter->drawLine(rect.left(), y + rowHeight - 1, rect.left() + total, y + rowHeight - 1);
        }
    }
    painter->restore();
}

} // namespace

QSize ChartImageExport::pageSize(const DerivedSeries &derived, const Request &request)
{
    if (!request.options.key.isEmpty())
        return QSize(SingleChart.width(),
                     SingleChart.height() + (derived.source == DerivedSeries::Source::LogTables ? 28 : 0));
    return layoutPage(derived, request).size;
}

void ChartImageExport::render(QPainter *painter, const DerivedSeries &derived, const Request &request)
{
    const QSize size = pageSize(derived, request);
    painter->fillRect(QRect(QPoint(0, 0), size), Qt::white);
    const bool note = derived.source == DerivedSeries::Source::LogTables;
    const QString noteText = tr("From opt_log tables, not verified against records");
    QFont noteFont = ChartStyle::labelFont(false);
    noteFont.setItalic(true);

    if (!request.options.key.isEmpty()) {
        int top = 0;
        if (note) {
            painter->setFont(noteFont);
            painter->setPen(ChartStyle::failureColor());
            painter->drawText(QRect(12, 4, size.width() - 24, 22), Qt::AlignVCenter | Qt::AlignLeft, noteText);
            top = 28;
        }
        for (int i = 0; i < derived.series.size(); ++i) {
            if (derived.series.at(i).key != request.options.key)
                continue;
            TaskDurationChart chart;
            TaskDurationChart::Look look = ChartGrid::lookFor(derived, i, request.options, request.hiddenLayers, false);
            look.compact = false;
            look.title = derived.series.at(i).key;
            chart.setSeries(derived.series.at(i), look);
            renderView(painter, &chart, QRect(0, top, SingleChart.width(), SingleChart.height()));
        }
        return;
    }

    const PageLayout page = layoutPage(derived, request);
    QFont titleFont = ChartStyle::titleFont(false);
    titleFont.setPointSizeF(15);
    painter->setFont(titleFont);
    painter->setPen(Qt::black);
    const QString mode = request.options.mode == ChartValueMode::Speedup ? tr("speedup vs baseline (×)")
                                                                         : tr("msprof op Task Duration (µs)");
    QString title
        = request.title.isEmpty() ? tr("Task Duration per round") : request.title + tr(" — Task Duration per round");
    title += QStringLiteral(" · ") + mode + (request.options.logScale ? tr(", log scale") : QString());
    painter->drawText(QRect(Margin, page.titleTop, size.width() - 2 * Margin, 30), Qt::AlignVCenter | Qt::AlignLeft,
                      title);
    if (page.noteTop >= 0) {
        painter->setFont(noteFont);
        painter->setPen(ChartStyle::failureColor());
        painter->drawText(QRect(Margin, page.noteTop, size.width() - 2 * Margin, 20), Qt::AlignVCenter | Qt::AlignLeft,
                          noteText);
    }
    {
        GeomeanChart summary;
        summary.setSeries(derived, request.options.groupByPath, false, false);
        renderView(painter, &summary, page.summary);
    }
    WorkloadSpeedupModel model;
    model.setSeries(derived, request.options.groupByPath, request.generation);
    drawTable(painter, model, page.table);

    const QStringList groups = TaskDurationPlot::groups(derived);
    const QFont headingFont = ChartStyle::titleFont(false);
    for (const auto &[group, rect] : page.headings) {
        painter->fillRect(QRect(rect.left(), rect.center().y() - 6, 12, 12),
                          ChartStyle::groupColor(int(groups.indexOf(group))));
        painter->setFont(headingFont);
        painter->setPen(Qt::black);
        painter->drawText(rect.adjusted(20, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft,
                          group.isEmpty() ? tr("(no dispatch path)") : group);
    }
    for (const auto &[index, rect] : page.cells) {
        TaskDurationChart chart;
        chart.setSeries(derived.series.at(index),
                        ChartGrid::lookFor(derived, index, request.options, request.hiddenLayers, false));
        renderView(painter, &chart, rect);
    }
}

bool ChartImageExport::write(const DerivedSeries &derived, const Request &request, const QString &fileName,
                             QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg"))
        return fail(tr("Unknown image format \"%1\": use .png or .svg.").arg(suffix));
    if (const QString why = ChartCsv::nothingToPlot(derived, request.options); !why.isEmpty())
        return fail(why);
    if (const QString refused = SaveTarget::refusal(fileName); !refused.isEmpty())
        return fail(refused);
    const QSize size = pageSize(derived, request);

    if (suffix == QLatin1String("svg")) {
        QSaveFile file(fileName);
        if (!file.open(QIODevice::WriteOnly))
            return fail(tr("Cannot write %1: %2").arg(fileName, file.errorString()));
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setResolution(96);
        svg.setTitle(request.options.key.isEmpty() ? tr("Task Duration per round") : request.options.key);
        svg.setDescription(tr("PerfOpt Workbench Task Duration chart"));
        {
            QPainter painter(&svg);
            render(&painter, derived, request);
        }
        if (!file.commit())
            return fail(tr("Cannot write %1: %2").arg(fileName, file.errorString()));
        return true;
    }

    // Drawn at twice the size for sharp text, unless that image would pass 256 MiB (a page of a
    // hundred keys and more): then at its own size. Past 512 MiB even so (~800 keys) the page is
    // refused, not drawn into gigabytes.
    constexpr qint64 sharpBudget = qint64(256) << 20;
    constexpr qint64 budget = qint64(512) << 20;
    const qint64 bytesAtOne = qint64(size.width()) * size.height() * 4;
    if (bytesAtOne > budget)
        return fail(tr("The page would be %1×%2 pixels (%3 MiB as an image): too large for a PNG. Write an .svg, "
                       "chart one key with --key, or write the points as CSV.")
                        .arg(QString::number(size.width()), QString::number(size.height()),
                             QString::number(bytesAtOne >> 20)));
    const int ratio = bytesAtOne * 4 > sharpBudget ? 1 : 2;
    QImage image(size * ratio, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return fail(tr("Cannot allocate a %1×%2 image for %3.")
                        .arg(QString::number(size.width() * ratio), QString::number(size.height() * ratio), fileName));
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        render(&painter, derived, request);
    }
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit())
        return fail(tr("Cannot write %1: %2").arg(fileName, file.errorString()));
    return true;
}
