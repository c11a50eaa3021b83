// SPDX-License-Identifier: MIT
#pragma once

#include "export/exportoptions.h"
#include "review/reviewnote.h"

#include <QList>

class ChecklistReview;

// The review report: the checklist verdicts (automatic, ticked, overridden with reasons), the
// reviewer's notes, the per-workload results with a chart, and the strict gate's results — as
// Markdown or as one self-contained HTML file (the workbench prints the HTML to PDF).
class ReviewReportExporter
{
public:
    struct Chart
    {
        QString title;
        QString svg; // a complete <svg> document
    };
    enum class ChartEmbedding {
        Inline, // <svg> in the HTML
        ImageResource, // <img src="perfopt-chart:N">: QTextDocument resources (PDF printing)
    };

    // `charts` come first; the core's per-workload bars chart is always added after them.
    // Markdown links each chart as an SVG file next to the report (GitHub strips data: URIs):
    // chartFileName(reportFileName, i), which the caller writes; without a file name (standard
    // output) the charts are left out.
    static QString markdown(const ChecklistReview &review, const QList<ReviewNote> &notes, const ExportOptions &options,
                            const QList<Chart> &charts = {}, const QString &reportFileName = {});
    // "rms_norm_review.md" → "rms_norm_review.chart-1.svg": a file name, relative to the report.
    static QString chartFileName(const QString &reportFileName, qsizetype index);
    static QString html(const ChecklistReview &review, const QList<ReviewNote> &notes, const ExportOptions &options,
                        const QList<Chart> &charts = {}, ChartEmbedding embedding = ChartEmbedding::Inline);
    // Every chart the report shows, the core one included, in order (for ImageResource embedding).
    static QList<Chart> charts(const ChecklistReview &review, const ExportOptions &options,
                               const QList<Chart> &extra = {});
};
