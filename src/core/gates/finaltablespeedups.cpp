// SPDX-License-Identifier: MIT
#include "gates/finaltablespeedups.h"

#include "optlog/optlogmeasurements.h"
#include "records/derivedseries.h"
#include "run/projectsnapshot.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <cmath>

namespace FinalTableSpeedups {

bool Stated::matches() const
{
    return std::abs(stated - computed) <= allowed;
}

namespace {

// Digits after the point of the first number written ("1.75x": 2, "2x": 0).
int decimalsOf(QStringView text)
{
    qsizetype at = 0;
    while (at < text.size() && !text.at(at).isDigit())
        ++at;
    while (at < text.size() && text.at(at).isDigit())
        ++at;
    if (at + 1 >= text.size() || text.at(at) != u'.' || !text.at(at + 1).isDigit())
        return 0;
    int decimals = 0;
    for (++at; at < text.size() && text.at(at).isDigit(); ++at)
        ++decimals;
    return decimals;
}

// How far a figure written with `decimals` digits may be from the records' ratio: half a unit of
// its last digit ("1.8x" for 1.753), and never less than the 1.5 % a ratio of rounded durations
// carries.
double allowedFor(double computed, int decimals)
{
    return std::max(0.015 * computed, 0.5 * std::pow(10.0, -decimals) + 1e-9);
}

// A speedup that is not the final over the baseline: a round's, against another reference, a
// profile ratio.
const QRegularExpression &otherReference()
{
    static const QRegularExpression re(
        QStringLiteral(
            "\\bround|iteration|\\bR\\d+\\b|第\\s*\\d+\\s*轮|逐轮|每轮|轮次|\\bstep\\b|\\bstage\\b|torch|npu_|cuda|"
            "triton|参考|上一|前一|\\bprev|相对|relative|再快|较|\\bvs\\.?\\s*(?!baseline|基线|base\\b)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return re;
}

} // namespace

QList<Stated> read(const ProjectSnapshot &snapshot, const DerivedSeries &series)
{
    QList<Stated> out;
    const OptLog &log = snapshot.optLog;
    const int summary = log.latestFinalSummary();
    if (summary < 0 || series.source != DerivedSeries::Source::Records)
        return out;
    const OptLogSection &section = log.sections.at(summary);
    // The tuned keys with a speedup, by workload (several dispatches or kernels may share one).
    QHash<QString, QList<const WorkloadSeries *>> byWorkload;
    for (const WorkloadSeries &w : series.series)
        if (w.tuned && !w.workload.isEmpty() && std::isfinite(w.speedup()) && w.speedup() > 0)
            byWorkload[w.workload].append(&w);
    if (byWorkload.isEmpty())
        return out;

    // Final tables: the one column of the final speedup. "R1 speedup", "speedup vs torch_npu" and
    // ratios of other quantities are other figures; of several plain speedup columns, the one that
    // says final or overall, else none (a guess would be a false error).
    static const QRegularExpression speedupHeader(QStringLiteral("speed-?up|加速比|加速|倍数|倍率"),
                                                  QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression finalHeader(QStringLiteral("final|最终|total|overall|总"),
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
        QList<int> plain, final;
        for (qsizetype c = 0; c < table.columns.size(); ++c) {
            const QString &header = table.columns.at(c).header;
            if (!speedupHeader.match(header).hasMatch() || otherReference().match(header).hasMatch())
                continue;
            plain.append(int(c));
            if (finalHeader.match(header).hasMatch())
                final.append(int(c));
        }
        const int column = plain.size() == 1 ? plain.first() : final.size() == 1 ? final.first() : -1;
        if (column < 0)
            continue;
        for (const OptLogTableRow &row : table.rows) {
            const QString workload = row.cells.value(workloadColumn).text().trimmed().toString();
            const QString group
                = groupColumn < 0 ? QString() : row.cells.value(groupColumn).text().trimmed().toString();
            // The one series of that workload (and dispatch or kernel, when the row names one).
            const WorkloadSeries *match = nullptr;
            int matches = 0;
            for (const WorkloadSeries *w : byWorkload.value(workload))
                if (group.isEmpty() || w->group == group || OptLogMeasurements::sameGroup(group, w->group)) {
                    match = w;
                    ++matches;
                }
            if (matches != 1)
                continue;
            const OptLogTableCell &cell = row.cells.value(column);
            const CellValue::Brief brief = cell.brief();
            // "1.75x", "1.75×", "1.75 倍"; a bare number under a speedup header too.
            if (brief.form != CellValue::Form::Number || !brief.hasPrimary() || brief.primary <= 0
                || (brief.unit != CellValue::UnitKind::Times && brief.unit != CellValue::UnitKind::None))
                continue;
            out.append({row.line, match->key, brief.primary, match->speedup(),
                        allowedFor(match->speedup(), decimalsOf(cell.source()))});
        }
    }

    // Prose of the latest Final Summary: "argmax-512x32000-fp32 118.741 → 60.041 µs（−49.4%，1.98x）".
    // A speedup belongs to the workload named after the previous figure and before it; none named
    // there, or a line about rounds or another reference, and it is not read. A geometric mean, a
    // bound and a range are other figures.
    static const QRegularExpression geomeanLabel(QStringLiteral("几何|geomean|geometric|overall|整体|平均|mean"),
                                                 QRegularExpression::CaseInsensitiveOption);
    QSet<int> tableLines;
    for (const Stated &row : std::as_const(out))
        tableLines.insert(row.line);
    QHash<int, QList<const OptLogFigure *>> ofLine; // every speedup figure of a line, in order
    for (const OptLogFigure &f : log.speedups)
        if (f.inLatestFinalSummary && f.line >= 1 && !tableLines.contains(f.line))
            ofLine[f.line].append(&f);
    if (ofLine.isEmpty())
        return out;
    // The text of those lines only, in one pass over the bytes (a log may be megabytes).
    QHash<int, QString> lineText;
    {
        const QByteArray &bytes = snapshot.optLogFile.bytes;
        int line = 1;
        for (qsizetype at = 0; at <= bytes.size(); ++line) {
            qsizetype end = bytes.indexOf('\n', at);
            if (end < 0)
                end = bytes.size();
            if (ofLine.contains(line))
                lineText.insert(line, QString::fromUtf8(bytes.sliced(at, end - at)));
            at = end + 1;
        }
    }
    // Ratios as written, not shapes ("2048x4096").
    static const QRegularExpression ratio(QStringLiteral("(?<![\\w.])\\d+(?:\\.\\d+)?\\s*(?:x|×|倍)(?!\\w)"),
                                          QRegularExpression::CaseInsensitiveOption);
    // Names as a run writes them: letters, digits and _ - . / : (a key "short_row/fp16_4096x1024"
    // names its workload by its last part, its dispatch by its first).
    static const QRegularExpression word(QStringLiteral("[\\w.\\-/:]+"),
                                         QRegularExpression::UseUnicodePropertiesOption);
    for (auto it = ofLine.cbegin(); it != ofLine.cend(); ++it) {
        const QString text = lineText.value(it.key());
        const QList<const OptLogFigure *> &figures = it.value();
        if (text.trimmed().startsWith(u'|') || otherReference().match(text).hasMatch())
            continue;
        QList<QRegularExpressionMatch> written;
        for (auto m = ratio.globalMatch(text); m.hasNext();)
            written.append(m.next());
        if (written.size() != figures.size())
            continue; // the figures cannot be placed on the line
        struct Named
        {
            qsizetype at;
            const QList<const WorkloadSeries *> *series;
            QStringList words; // every word of the line up to the next name: dispatches, kernels
        };
        QList<Named> names;
        QStringList wordsSoFar;
        for (auto m = word.globalMatch(text); m.hasNext();) {
            const QRegularExpressionMatch w = m.next();
            const QString token = w.captured();
            const QStringList parts = token.split(u'/', Qt::SkipEmptyParts);
            const QList<const WorkloadSeries *> *found = nullptr;
            for (qsizetype p = 0; p < parts.size() && !found; ++p) {
                const auto hit = byWorkload.constFind(parts.mid(p).join(u'/'));
                if (hit != byWorkload.cend())
                    found = &*hit;
            }
            wordsSoFar += parts;
            wordsSoFar.append(token);
            if (found) {
                names.append({w.capturedStart(), found, wordsSoFar});
                wordsSoFar.clear();
            }
        }
        qsizetype previous = -1; // where the previous figure ends
        for (qsizetype i = 0; i < figures.size(); ++i) {
            const OptLogFigure &f = *figures.at(i);
            const QRegularExpressionMatch &at = written.at(i);
            const qsizetype since = previous;
            previous = at.capturedEnd();
            if (f.unit != QLatin1String("x") || !f.qualifier.isEmpty() || !std::isnan(f.high)
                || geomeanLabel.match(f.label).hasMatch())
                continue;
            const Named *named = nullptr;
            for (const Named &n : std::as_const(names))
                if (n.at > since && n.at < at.capturedStart())
                    named = &n;
            if (!named)
                continue;
            const WorkloadSeries *of = named->series->size() == 1 ? named->series->first() : nullptr;
            if (!of) {
                // Several dispatches or kernels measure that workload: the one the words name.
                int matches = 0;
                for (const WorkloadSeries *w : *named->series)
                    if (std::any_of(named->words.cbegin(), named->words.cend(), [w](const QString &word) {
                            // A dispatch as written; a kernel id also in a shorter spelling
                            // ("argmax_like::main"), never a word that is no kernel id.
                            return word == w->group
                                || (word.contains(QLatin1String("::"))
                                    && OptLogMeasurements::sameGroup(word, w->group));
                        })) {
                        of = w;
                        ++matches;
                    }
                if (matches != 1)
                    continue;
            }
            out.append({f.line, of->key, f.value, of->speedup(), allowedFor(of->speedup(), decimalsOf(at.captured()))});
        }
    }
    return out;
}

} // namespace FinalTableSpeedups
