// SPDX-License-Identifier: MIT
#include "window/roundsmodel.h"

#include "optlog/loglocator.h"
#include "optlog/optlog.h"

#include <QColor>
#include <QFont>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <QSet>

namespace {

// The ids a statement lists: the first word of each "、"/","-separated item, asides in brackets
// dropped ("v2_bs4096（UB 溢出，改以 v2_ubreuse 重试）、v2_pipe3" names v2_bs4096 and v2_pipe3).
QStringList idsNamedIn(QString statement)
{
    static const QRegularExpression aside(QStringLiteral("（[^）]*）|\\([^)]*\\)"));
    static const QRegularExpression separator(QStringLiteral("[、,，;；\\n]"));
    static const QRegularExpression word(QStringLiteral("^\\s*\\**`?([A-Za-z0-9_.\\-]+)"));
    statement.remove(aside);
    QStringList ids;
    QSet<QString> seen; // a rollback line can list thousands of ids
    for (const QString &item : statement.split(separator))
        if (const auto m = word.match(item); m.hasMatch() && !seen.contains(m.captured(1))) {
            seen.insert(m.captured(1));
            ids.append(m.captured(1));
        }
    return ids;
}

QColor noiseColor(NoiseClass c)
{
    switch (c) {
    case NoiseClass::Improved: return QColor(0x1a, 0x7f, 0x37);
    case NoiseClass::Regressed: return QColor(0xc0, 0x1c, 0x28);
    case NoiseClass::Noise:
    case NoiseClass::Unknown: break;
    }
    return {};
}

QString noiseText(NoiseClass c)
{
    switch (c) {
    case NoiseClass::Improved: return RoundsModel::tr("improved");
    case NoiseClass::Regressed: return RoundsModel::tr("regressed");
    case NoiseClass::Noise: return RoundsModel::tr("noise");
    case NoiseClass::Unknown: break;
    }
    return {};
}

QString quote(const QString &text, int line)
{
    return QStringLiteral("“%1” [L%2]").arg(text.simplified().left(160), QString::number(line));
}

} // namespace

RoundsModel::RoundsModel(QObject *parent)
    : QStandardItemModel(parent)
{
    setColumnCount(ColumnCount);
    retranslate();
}

void RoundsModel::retranslate()
{
    setHorizontalHeaderLabels({tr("Round / branch / workload"), tr("Parent"), tr("Task Duration (µs)"),
                               tr("Δ vs parent"), tr("Δ vs current best"), tr("L0"), tr("Verdict"), tr("The log says")});
    if (m_snapshot)
        setSnapshot(m_snapshot, m_rounds, m_series, m_noiseThreshold);
}

QString RoundsModel::change(double before, double after)
{
    if (!(before > 0) || !std::isfinite(after))
        return QStringLiteral("—");
    const double c = (after - before) / before * 100;
    return (c < 0 ? QStringLiteral("−") : QStringLiteral("+")) + QString::number(std::abs(c), 'f', 1)
        + QStringLiteral(" %");
}

void RoundsModel::setSnapshot(const ProjectSnapshotPtr &snapshot, const RoundIndex &rounds, const DerivedSeries &series,
                              double noiseThreshold)
{
    m_snapshot = snapshot;
    m_rounds = rounds;
    m_series = series;
    m_noiseThreshold = noiseThreshold;
    removeRows(0, rowCount());
    if (!snapshot)
        return;

    // Per key, built once per round in one pass over its points (per candidate lookups over all
    // points were quadratic: a 15,000-record run froze the window for half a minute):
    // the best L0-passing duration of each candidate in rounds up to the round, and the lowest
    // duration each candidate measured in the round itself, passing L0 or not.
    struct KeyIndex {
        QHash<QString, double> bestUpTo;
        QHash<QString, double> lowestInRound;
    };
    const auto indexKey = [](const WorkloadSeries &s, int round) {
        KeyIndex index;
        for (const SeriesPoint &p : s.points) {
            if (p.round == round) {
                auto it = index.lowestInRound.find(p.candidateId);
                if (it == index.lowestInRound.end())
                    index.lowestInRound.insert(p.candidateId, p.durationUs);
                else if (!(*it <= p.durationUs))
                    *it = p.durationUs;
            }
            if (p.round <= round && p.l0Pass && std::isfinite(p.durationUs)) {
                auto it = index.bestUpTo.find(p.candidateId);
                if (it == index.bestUpTo.end())
                    index.bestUpTo.insert(p.candidateId, p.durationUs);
                else if (!(*it <= p.durationUs))
                    *it = p.durationUs;
            }
        }
        return index;
    };
    const auto bestOf = [](const KeyIndex &index, const QString &candidate) {
        return index.bestUpTo.value(candidate, std::numeric_limits<double>::quiet_NaN());
    };
    const auto makeRow = [](Kind kind, int ordinal, int round) {
        QList<QStandardItem *> row;
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = new QStandardItem;
            item->setEditable(false);
            item->setData(int(kind), KindRole);
            item->setData(ordinal, OrdinalRole);
            item->setData(round, RoundRole);
            row.append(item);
        }
        return row;
    };
    const auto setNoise = [](QStandardItem *item, NoiseClass c) {
        item->setData(int(c), NoiseRole);
        if (const QColor color = noiseColor(c); color.isValid())
            item->setData(color, Qt::ForegroundRole);
    };

    for (const RoundIndex::Round &round : rounds.rounds()) {
        QList<QStandardItem *> head = makeRow(Kind::Round, round.ordinal, round.number);
        head[NameColumn]->setText(round.heading.isEmpty() ? rounds.label(round)
                                                          : rounds.label(round) + QStringLiteral(" — ") + round.heading);
        QFont bold = head[NameColumn]->font();
        bold.setBold(true);
        head[NameColumn]->setFont(bold);
        head[NameColumn]->setData(round.line, LineRole);
        QString winnerId;
        QSet<QString> rolledBack;
        QSet<QString> blocked;
        if (const OptLogRound *log = round.logRound) {
            const OptLogDecision *best = log->newCurrentBest();
            const OptLogDecision *winner = log->winner();
            if (winner) {
                winnerId = winner->keepsCurrentBest ? QString() : winner->candidate;
                head[VerdictColumn]->setText(winner->keepsCurrentBest
                                                 ? tr("winner: none (current best kept)")
                                                 : tr("winner: %1").arg(winner->candidate.isEmpty() ? winner->value
                                                                                                    : winner->candidate));
            } else if (best) {
                winnerId = best->candidate;
                head[VerdictColumn]->setText(tr("new current best: %1").arg(best->candidate));
            }
            const OptLogDecision *reason = log->firstDecision(OptLogDecision::Kind::Reason);
            const OptLogDecision *shown = reason ? reason : (winner ? winner : best);
            if (shown) {
                head[LogColumn]->setText(quote(shown->value, shown->line));
                head[LogColumn]->setToolTip(shown->value);
                head[LogColumn]->setData(shown->line, LineRole);
            }
            // "rollback_branches: v1_bs4096（…）、v1_cores48" names several: every id it mentions.
            for (const OptLogDecision &d : log->decisions) {
                if (d.kind == OptLogDecision::Kind::Rollback)
                    rolledBack.insert(d.candidate + QLatin1Char('\n') + d.value);
                if (d.kind == OptLogDecision::Kind::Blocked)
                    blocked.insert(d.candidate + QLatin1Char('\n') + d.value);
            }
        }
        // The round's line spans the table (RoundsView): heading, winner and the log's reason in one.
        QStringList summary {head[NameColumn]->text()};
        if (!head[VerdictColumn]->text().isEmpty())
            summary.append(head[VerdictColumn]->text());
        if (!head[LogColumn]->text().isEmpty())
            summary.append(head[LogColumn]->text());
        head[NameColumn]->setText(summary.join(QStringLiteral("   ·   ")));
        head[NameColumn]->setToolTip(summary.join(QLatin1Char('\n')));
        appendRow(head);

        // The branches measured in the round, in record order.
        QStringList candidates;
        QSet<QString> seen;
        QHash<QString, QString> parents;
        QHash<QString, bool> l0Failed;
        for (const PerfRecord &r : snapshot->records.records) {
            if (!r.valid || !r.round || int(*r.round) != round.number)
                continue;
            if (!seen.contains(r.candidateId)) {
                seen.insert(r.candidateId);
                candidates.append(r.candidateId);
            }
            if (r.parentId)
                parents[r.candidateId] = *r.parentId;
            if (r.l0Pass && !*r.l0Pass)
                l0Failed[r.candidateId] = true;
        }
        // Every id the round's rollback and blocked statements name, read once per round.
        QSet<QString> rolledBackIds, blockedIds;
        for (const QString &statement : std::as_const(rolledBack))
            for (const QString &id : idsNamedIn(statement))
                rolledBackIds.insert(id);
        for (const QString &statement : std::as_const(blocked))
            for (const QString &id : idsNamedIn(statement))
                blockedIds.insert(id);
        QList<KeyIndex> keyIndexes;
        keyIndexes.reserve(series.series.size());
        for (const WorkloadSeries &s : series.series)
            keyIndexes.append(indexKey(s, round.number));
        for (const QString &candidate : std::as_const(candidates)) {
            QList<QStandardItem *> branch = makeRow(Kind::Branch, round.ordinal, round.number);
            branch[NameColumn]->setText(candidate);
            for (QStandardItem *item : branch)
                item->setData(candidate, CandidateRole);
            // The log line is looked up when asked for (data()): searching a long log once per
            // branch of a large run costs seconds nobody waits for.
            branch[NameColumn]->setData(round.line, RoundLineRole);
            const QString parent = parents.value(candidate);
            branch[ParentColumn]->setText(parent);
            const bool failed = l0Failed.value(candidate);
            branch[L0Column]->setText(failed ? tr("FAIL") : tr("pass"));
            if (failed)
                branch[L0Column]->setData(QColor(0xc0, 0x1c, 0x28), Qt::ForegroundRole);
            QStringList verdicts;
            if (!winnerId.isEmpty() && candidate == winnerId)
                verdicts.append(tr("winner"));
            if (rolledBackIds.contains(candidate))
                verdicts.append(tr("rolled back"));
            if (blockedIds.contains(candidate))
                verdicts.append(tr("blocked"));
            QList<double> vsParent;
            QList<double> vsBest;
            int keys = 0;
            for (qsizetype k = 0; k < series.series.size(); ++k) {
                const WorkloadSeries &s = series.series.at(k);
                const KeyIndex &index = keyIndexes.at(k);
                const double mine = bestOf(index, candidate);
                // Measured but failing L0 on this key: show the raw value still.
                if (!std::isfinite(mine) && !index.lowestInRound.contains(candidate))
                    continue;
                const double shownValue = std::isfinite(mine) ? mine : index.lowestInRound.value(candidate);
                ++keys;
                const double parentBest
                    = parent.isEmpty() ? std::numeric_limits<double>::quiet_NaN() : bestOf(index, parent);
                const double current = s.comparedAgainst(round.number);
                QList<QStandardItem *> key = makeRow(Kind::Key, round.ordinal, round.number);
                for (QStandardItem *item : key)
                    item->setData(candidate, CandidateRole);
                key[NameColumn]->setText(s.key);
                key[DurationColumn]->setText(QString::number(shownValue, 'f', 2));
                key[DurationColumn]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                const NoiseClass pc = DerivedSeries::classify(parentBest, shownValue, noiseThreshold);
                const NoiseClass bc = DerivedSeries::classify(current, shownValue, noiseThreshold);
                key[VsParentColumn]->setText(pc == NoiseClass::Unknown
                                                 ? QStringLiteral("—")
                                                 : change(parentBest, shownValue) + QStringLiteral(" ") + noiseText(pc));
                key[VsBestColumn]->setText(bc == NoiseClass::Unknown
                                               ? QStringLiteral("—")
                                               : change(current, shownValue) + QStringLiteral(" ") + noiseText(bc));
                key[VsParentColumn]->setToolTip(
                    tr("parent %1: %2 µs").arg(parent, QString::number(parentBest, 'f', 2)));
                key[VsBestColumn]->setToolTip(tr("current best entering the round: %1 µs").arg(current, 0, 'f', 2));
                setNoise(key[VsParentColumn], pc);
                setNoise(key[VsBestColumn], bc);
                if (pc != NoiseClass::Unknown)
                    vsParent.append(shownValue / parentBest);
                if (bc != NoiseClass::Unknown)
                    vsBest.append(shownValue / current);
                branch[NameColumn]->appendRow(key);
            }
            // The branch line: geometric means over its keys (a ratio of times: < 1 is faster).
            const auto summary = [&](QStandardItem *item, const QList<double> &ratios) {
                if (ratios.isEmpty()) {
                    item->setText(QStringLiteral("—"));
                    return;
                }
                const double g = DerivedSeries::geometricMean(ratios);
                const NoiseClass c = DerivedSeries::classify(1.0, g, noiseThreshold);
                item->setText(change(1.0, g) + QStringLiteral(" ") + noiseText(c));
                item->setToolTip(tr("Geometric mean over the %1 workload keys measured").arg(ratios.size()));
                setNoise(item, c);
            };
            summary(branch[VsParentColumn], vsParent);
            summary(branch[VsBestColumn], vsBest);
            branch[DurationColumn]->setText(keys == 1 ? tr("1 key") : tr("%1 keys").arg(keys));
            branch[DurationColumn]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            branch[VerdictColumn]->setText(verdicts.join(QStringLiteral(", ")));
            if (!verdicts.isEmpty() && verdicts.first() == tr("winner")) {
                QFont strong = branch[NameColumn]->font();
                strong.setBold(true);
                for (QStandardItem *item : branch)
                    item->setFont(strong);
            }
            head[NameColumn]->appendRow(branch);
        }
        // Rollbacks and blocked branches the log states (often never measured).
        if (const OptLogRound *log = round.logRound) {
            for (const OptLogDecision &d : log->decisions) {
                if (d.kind != OptLogDecision::Kind::Rollback && d.kind != OptLogDecision::Kind::Blocked)
                    continue;
                // A statement about measured branches only is already their verdict above.
                const QStringList ids = idsNamedIn(d.candidate + QLatin1Char('\n') + d.value);
                if (!ids.isEmpty()
                    && std::all_of(ids.cbegin(), ids.cend(), [&](const QString &id) { return seen.contains(id); }))
                    continue;
                QList<QStandardItem *> row = makeRow(Kind::Decision, round.ordinal, round.number);
                row[NameColumn]->setText(d.candidate.isEmpty() ? d.value.simplified() : d.candidate);
                row[NameColumn]->setToolTip(d.key + QStringLiteral(": ") + d.value);
                row[VerdictColumn]->setText(d.kind == OptLogDecision::Kind::Rollback ? tr("rolled back") : tr("blocked"));
                row[LogColumn]->setText(quote(d.value, d.line));
                row[LogColumn]->setToolTip(d.value);
                for (QStandardItem *item : row) {
                    item->setData(d.line, LineRole);
                    item->setData(d.candidate, CandidateRole);
                }
                head[NameColumn]->appendRow(row);
            }
        }
    }
}

QModelIndex RoundsModel::indexForRound(int ordinal) const
{
    for (int r = 0; r < rowCount(); ++r)
        if (index(r, 0).data(OrdinalRole).toInt() == ordinal)
            return index(r, 0);
    return {};
}

QModelIndex RoundsModel::indexForBranch(int ordinal, const QString &candidateId) const
{
    const QModelIndex round = indexForRound(ordinal);
    for (int r = 0; round.isValid() && r < rowCount(round); ++r) {
        const QModelIndex branch = index(r, 0, round);
        if (branch.data(KindRole).toInt() == int(Kind::Branch) && branch.data(CandidateRole).toString() == candidateId)
            return branch;
    }
    return round;
}

QVariant RoundsModel::data(const QModelIndex &index, int role) const
{
    if (role == LineRole && index.column() == NameColumn && m_snapshot
        && Kind(index.data(KindRole).toInt()) == Kind::Branch) {
        const QString candidate = index.data(CandidateRole).toString();
        const int round = index.data(RoundRole).toInt();
        const int line = LogLocator::lineForCandidate(m_snapshot->optLog, candidate, round);
        return line > 0 ? line : QStandardItemModel::data(index, RoundLineRole).toInt();
    }
    return QStandardItemModel::data(index, role);
}
