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
        Inline, // <svg> in the HTML, a data: URI image in Markdown
        ImageResource, // <img src="perfopt-chart:N">: QTextDocument resources (PDF printing)
    };

    // `charts` come first; the core's per-workload bars chart is always added after them.
    static QString markdown(const ChecklistReview &review, const QList<ReviewNote> &notes, const ExportOptions &options,
                            const QList<Chart> &charts = {});
    static QString html(const ChecklistReview &review, const QList<ReviewNote> &notes, const ExportOptions &options,
                        const QList<Chart> &charts = {}, ChartEmbedding embedding = ChartEmbedding::Inline);
    // Every chart the report shows, the core one included, in order (for ImageResource embedding).
    static QList<Chart> charts(const ChecklistReview &review, const ExportOptions &options,
                               const QList<Chart> &extra = {});
};
