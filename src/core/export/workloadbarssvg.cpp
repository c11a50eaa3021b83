// SPDX-License-Identifier: MIT
#include "export/workloadbarssvg.h"

#include "export/exportformat.h"

using namespace Qt::StringLiterals;

namespace {

QString px(double value)
{
    return QString::number(value, 'f', 1);
}

QString esc(const QString &text)
{
    return ExportFormat::htmlEscape(text);
}

} // namespace

QString WorkloadBarsSvg::svg(const FinalResults &results, const QString &title, const ExportOptions &o)
{
    constexpr double width = 760, labelWidth = 0, left = 16, right = 150, top = 56, rowHeight = 58, barHeight = 14;
    double maximum = 0;
    for (const FinalResultRow &row : results.rows)
        maximum = std::max(
            {maximum, row.baseline.isValid() ? row.baseline.value : 0.0, row.final.isValid() ? row.final.value : 0.0});
    const double height = top + rowHeight * double(std::max<qsizetype>(results.rows.size(), 1)) + 16;
    const double plotWidth = width - left - right - labelWidth;
    auto barWidth = [&](double value) {
        return maximum > 0 ? std::max(1.0, value / maximum * plotWidth) : 1.0;
    };

    QString s;
    s += u"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" viewBox=\"0 0 %1 %2\" "
         "font-family=\"sans-serif\" font-size=\"12\" role=\"img\">\n"_s.arg(px(width), px(height));
    s += u"<title>%1</title>\n"_s.arg(esc(title));
    s += u"<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"_s;
    s += u"<text x=\"%1\" y=\"22\" font-size=\"15\" font-weight=\"bold\" fill=\"#202124\">%2</text>\n"_s.arg(
        px(left), esc(title));
    s += u"<rect x=\"%1\" y=\"32\" width=\"12\" height=\"12\" fill=\"#9aa0a6\"/><text x=\"%2\" y=\"42\" fill=\"#202124\">%3</text>\n"_s
             .arg(px(left), px(left + 18), esc(o.text("baseline (µs)", "baseline（µs）")));
    s += u"<rect x=\"%1\" y=\"32\" width=\"12\" height=\"12\" fill=\"#1a73e8\"/><text x=\"%2\" y=\"42\" fill=\"#202124\">%3</text>\n"_s
             .arg(px(left + 130), px(left + 148), esc(o.text("final (µs)", "final（µs）")));
    double y = top;
    for (const FinalResultRow &row : results.rows) {
        s += u"<text x=\"%1\" y=\"%2\" fill=\"#202124\">%3</text>\n"_s.arg(px(left), px(y + 12), esc(row.key));
        const double barTop = y + 18;
        if (row.baseline.isValid()) {
            const double w = barWidth(row.baseline.value);
            s += u"<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"#9aa0a6\"/>\n"_s.arg(px(left), px(barTop),
                                                                                                  px(w), px(barHeight));
            s += u"<text x=\"%1\" y=\"%2\" fill=\"#5f6368\">%3</text>\n"_s.arg(
                px(left + w + 6), px(barTop + 11), ExportFormat::duration(row.baseline.value));
        }
        if (row.final.isValid()) {
            const double w = barWidth(row.final.value);
            s += u"<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"#1a73e8\"/>\n"_s.arg(
                px(left), px(barTop + barHeight + 2), px(w), px(barHeight));
            QString label = ExportFormat::duration(row.final.value);
            if (row.hasSpeedup())
                label += u"  ("_s + ExportFormat::speedup(row.speedup()) + u')';
            s += u"<text x=\"%1\" y=\"%2\" fill=\"#1a73e8\">%3</text>\n"_s.arg(px(left + w + 6),
                                                                               px(barTop + barHeight + 13), esc(label));
        }
        y += rowHeight;
    }
    if (results.rows.isEmpty())
        s += u"<text x=\"%1\" y=\"%2\" fill=\"#5f6368\">%3</text>\n"_s.arg(
            px(left), px(top + 16), esc(o.text("No measured workload", "没有测量数据")));
    s += u"</svg>\n"_s;
    return s;
}
