// SPDX-License-Identifier: MIT
#include "gates/finaltablespeedups.h"

#include "optlog/optlogmeasurements.h"
#include "records/derivedseries.h"
#include "run/projectsnapshot.h"

#include <QRegularExpression>
#include <QHash>
#include <QSet>
#include <QStringList>
#include <cmath>

namespace FinalTableSpeedups {

bool Stated::matches() const
{
    // A speedup is written to two or three decimals: 1.75x for 1.753.
    return std::abs(stated - computed) <= std::max(0.015 * computed, 0.006);
}

QList<Stated> read(const ProjectSnapshot &snapshot, const DerivedSeries &series)
{
    QList<Stated> out;
    const OptLog &log = snapshot.optLog;
    const int summary = log.latestFinalSummary();
    if (summary < 0 || series.source != DerivedSeries::Source::Records)
        return out;
    const OptLogSection &section = log.sections.at(summary);
    static const QRegularExpression speedupHeader(QStringLiteral("speed-?up|加速比|倍数|倍率|\\bratio\\b"),
                                                  QRegularExpression::CaseInsensitiveOption);
    for (int t : log.finalTables) {
        const OptLogTable &table = log.tables.at(t);
        if (table.line < section.line || table.line > section.endLine)
            continue;
        const int workloadColumn = table.columnOf(ColumnKind::Workload);
        int groupColumn = table.columnOf(ColumnKind::DispatchPath);
        if (groupColumn < 0)
            groupColumn = table.columnOf(ColumnKind::KernelId);
        if (workloadColumn < 0)
            continue;
        QList<int> speedupColumns;
        for (qsizetype c = 0; c < table.columns.size(); ++c)
            if (speedupHeader.match(table.columns.at(c).header).hasMatch())
                speedupColumns.append(int(c));
        for (const OptLogTableRow &row : table.rows) {
            const QString workload = row.cells.value(workloadColumn).text().trimmed().toString();
            const QString group = groupColumn < 0 ? QString() : row.cells.value(groupColumn).text().trimmed().toString();
            if (workload.isEmpty())
                continue;
            // The one series of that workload (and dispatch or kernel, when the row names one).
            const WorkloadSeries *match = nullptr;
            int matches = 0;
            for (const WorkloadSeries &w : series.series)
                if (w.tuned && w.workload == workload
                    && (group.isEmpty() || w.group == group || OptLogMeasurements::sameGroup(group, w.group))) {
                    match = &w;
                    ++matches;
                }
            if (matches != 1 || !std::isfinite(match->speedup()) || match->speedup() <= 0)
                continue;
            for (int c : std::as_const(speedupColumns)) {
                const CellValue::Brief brief = row.cells.value(c).brief();
                // "1.75x", "1.75×", "1.75 倍"; a bare number under a speedup header too.
                if (brief.form != CellValue::Form::Number || !brief.hasPrimary() || brief.primary <= 0
                    || (brief.unit != CellValue::UnitKind::Times && brief.unit != CellValue::UnitKind::None))
                    continue;
                out.append({row.line, match->key, brief.primary, match->speedup()});
            }
        }
    }
    // Prose lines of the latest Final Summary that name workloads of the records and state speedups
    // ("argmax-512x32000-fp32 118.741 → 60.041 µs（−49.4%，1.98x）"): each speedup is one of those
    // workloads' (a geometric mean, a bound and a range are other figures).
    static const QRegularExpression geomeanLabel(QStringLiteral("几何|geomean|geometric|overall|整体|平均|mean"),
                                                 QRegularExpression::CaseInsensitiveOption);
    QSet<int> tableLines;
    for (const Stated &row : std::as_const(out))
        tableLines.insert(row.line);
    QList<const OptLogFigure *> figures;
    for (const OptLogFigure &f : log.speedups)
        if (f.inLatestFinalSummary && f.unit == QLatin1String("x") && f.qualifier.isEmpty() && std::isnan(f.high)
            && f.line >= 1 && !tableLines.contains(f.line) && !geomeanLabel.match(f.label).hasMatch())
            figures.append(&f);
    // The text of those lines only, in one pass over the bytes (a log may be megabytes).
    QHash<int, QString> lineText;
    for (const OptLogFigure *f : std::as_const(figures))
        lineText.insert(f->line, QString());
    if (!lineText.isEmpty()) {
        const QByteArray &bytes = snapshot.optLogFile.bytes;
        int line = 1;
        for (qsizetype at = 0; at <= bytes.size();) {
            qsizetype end = bytes.indexOf('\n', at);
            if (end < 0)
                end = bytes.size();
            if (auto it = lineText.find(line); it != lineText.end())
                *it = QString::fromUtf8(bytes.sliced(at, end - at));
            at = end + 1;
            ++line;
        }
    }
    // Each figure belongs to the workload named last before it on its line: the figures of a line
    // are log.speedups' in order, and the ratios written on it are found again in the same order
    // (not "2048x4096", a shape).
    static const QRegularExpression ratio(QStringLiteral("(?<![\\w.])\\d+(?:\\.\\d+)?\\s*(?:x|×|倍)(?!\\w)"),
                                          QRegularExpression::CaseInsensitiveOption);
    QHash<int, QList<const OptLogFigure *>> ofLine; // every speedup figure of those lines, in order
    for (const OptLogFigure &f : log.speedups)
        if (lineText.contains(f.line))
            ofLine[f.line].append(&f);
    for (const OptLogFigure *figure : std::as_const(figures)) {
        const OptLogFigure &f = *figure;
        const QString text = lineText.value(f.line);
        if (text.trimmed().startsWith(u'|'))
            continue; // a table row: read above when its table is a final table
        QList<qsizetype> positions;
        for (auto it = ratio.globalMatch(text); it.hasNext();)
            positions.append(it.next().capturedStart());
        const QList<const OptLogFigure *> &same = ofLine.value(f.line);
        const qsizetype index = same.indexOf(figure);
        const qsizetype at = positions.size() == same.size() && index >= 0 ? positions.at(index) : -1;
        // The workload named nearest before it; else (its place unknown) the one whose speedup is
        // closest to it.
        const WorkloadSeries *named = nullptr;
        qsizetype namedAt = -1;
        const WorkloadSeries *closest = nullptr;
        for (const WorkloadSeries &w : series.series) {
            if (!w.tuned || w.workload.isEmpty() || !std::isfinite(w.speedup()))
                continue;
            const qsizetype found = at < 0 ? text.indexOf(w.workload) : text.lastIndexOf(w.workload, at);
            if (found < 0 || (at >= 0 && found >= at))
                continue;
            if (found > namedAt || (found == namedAt && named && w.workload.size() > named->workload.size())) {
                named = &w;
                namedAt = found;
            }
            if (!closest || std::abs(w.speedup() - f.value) < std::abs(closest->speedup() - f.value))
                closest = &w;
        }
        const WorkloadSeries *of = at >= 0 ? named : closest;
        if (of)
            out.append({f.line, of->key, f.value, of->speedup()});
    }
    return out;
}

} // namespace FinalTableSpeedups
