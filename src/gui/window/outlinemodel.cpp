// SPDX-License-Identifier: MIT
#include "window/outlinemodel.h"

#include "optlog/tablekinds.h"

#include <QSet>
#include <cmath>

OutlineModel::OutlineModel(QObject *parent)
    : QStandardItemModel(parent)
{
    setHorizontalHeaderLabels({tr("Outline"), tr("Line")});
}

namespace {

QList<QStandardItem *> makeRow(const QString &text, int line, OutlineModel::Kind kind, int round = -1,
                               const QString &candidate = {})
{
    auto *item = new QStandardItem(text);
    item->setEditable(false);
    item->setData(line, OutlineModel::LineRole);
    item->setData(round, OutlineModel::RoundRole);
    item->setData(candidate, OutlineModel::CandidateRole);
    item->setData(int(kind), OutlineModel::KindRole);
    item->setToolTip(QObject::tr("line %1").arg(line));
    auto *lineItem = new QStandardItem(QString::number(line));
    lineItem->setEditable(false);
    lineItem->setData(line, OutlineModel::LineRole);
    lineItem->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return {item, lineItem};
}

QString decisionLabel(const OptLogDecision &d)
{
    switch (d.kind) {
    case OptLogDecision::Kind::Winner: return OutlineModel::tr("winner: %1").arg(d.candidate.isEmpty() ? d.value : d.candidate);
    case OptLogDecision::Kind::NewCurrentBest: return OutlineModel::tr("new current best: %1").arg(d.candidate.isEmpty() ? d.value : d.candidate);
    case OptLogDecision::Kind::Rollback: return OutlineModel::tr("rollback: %1").arg(d.value);
    case OptLogDecision::Kind::Blocked: return OutlineModel::tr("blocked: %1").arg(d.value);
    case OptLogDecision::Kind::ConfigNoGain: return OutlineModel::tr("config_no_gain: %1").arg(d.value);
    case OptLogDecision::Kind::FamilyNoGain: return OutlineModel::tr("family_no_gain: %1").arg(d.value);
    case OptLogDecision::Kind::Defer: return OutlineModel::tr("defer: %1").arg(d.value);
    case OptLogDecision::Kind::Reason:
    case OptLogDecision::Kind::Base: break;
    }
    return QString();
}

} // namespace

void OutlineModel::setLog(const OptLog &log)
{
    removeRows(0, rowCount());
    QList<QStandardItem *> sessions;
    for (const OptLogSession &session : log.sessions) {
        QString title = session.title.isEmpty() ? tr("Session %1").arg(session.index) : session.title;
        if (session.kind == OptLogSession::Kind::Supplement)
            title = tr("%1 (supplement)").arg(title);
        auto row = makeRow(title, session.line, Kind::Session);
        appendRow(row);
        sessions.append(row.first());
    }
    auto sessionItem = [&](int index) -> QStandardItem * {
        if (sessions.isEmpty()) {
            auto row = makeRow(tr("Log"), 1, Kind::Session);
            appendRow(row);
            sessions.append(row.first());
        }
        return sessions.value(std::max(0, index - 1), sessions.first());
    };
    // Sections and rounds in document order under their session.
    struct Entry {
        int line;
        QList<QStandardItem *> row;
        int session;
    };
    QList<Entry> entries;
    QSet<int> roundLines;
    for (const OptLogRound &round : log.rounds)
        roundLines.insert(round.line);
    for (const OptLogSection &section : log.sections) {
        // A heading that starts a round ("Performance Test Data (Baseline, round 0)") is listed
        // once, as that round with its tables, not a second time as a bare section.
        if (section.kind == OptLogSectionKind::IterationLog || roundLines.contains(section.line))
            continue;
        entries.append({section.line, makeRow(section.title, section.line, Kind::Section), section.session});
    }
    for (const OptLogRound &round : log.rounds) {
        auto row = makeRow(round.heading, round.line, Kind::Round, round.number);
        // Numbers restart in a later campaign: the tooltip says which round of the log this is.
        row.first()->setToolTip(round.baseline
                                    ? tr("baseline of this campaign (round %1), #%2 in the log, lines %3–%4")
                                          .arg(round.number)
                                          .arg(round.ordinal)
                                          .arg(round.line)
                                          .arg(round.endLine)
                                    : tr("%1: round %2, #%3 in the log, lines %4–%5")
                                          .arg(round.label, QString::number(round.number),
                                               QString::number(round.ordinal), QString::number(round.line),
                                               QString::number(round.endLine)));
        for (int t : round.tables) {
            const OptLogTable &table = log.tables.at(t);
            row.first()->appendRow(makeRow(tr("table: %1 (%n row(s))", nullptr, int(table.rows.size()))
                                               .arg(TableKinds::tableKindName(table.kind)),
                                           table.line, Kind::Table, round.number));
        }
        for (const OptLogDecision &d : round.decisions) {
            const QString label = decisionLabel(d);
            if (!label.isEmpty())
                row.first()->appendRow(makeRow(label, d.line, Kind::Decision, round.number, d.candidate));
        }
        entries.append({round.line, row, round.session});
    }
    for (const OptLogFinalLatency &claim : log.finalLatencies) {
        // A claim without a number ("**final_latency（…）**：" over a list) must not read "nan".
        // A per-workload sub-bullet under "final_latency（…）：" names its workload, not the key.
        const bool perWorkload = !claim.workload.isEmpty() && !claim.lineText.contains(QLatin1String("final_latency"));
        const QString number = perWorkload
            ? tr("final_latency (%1): %2 %3").arg(claim.workload, QString::number(claim.value), claim.unit)
            : std::isfinite(claim.value) ? tr("final_latency: %1 %2").arg(claim.value).arg(claim.unit)
                                         : tr("final_latency (no number)");
        const QString text = number
            + (claim.first ? tr(" (read by the gate)") : QString()) + (claim.inLatestFinalSummary ? tr(" (latest summary)") : QString());
        entries.append({claim.line, makeRow(text, claim.line, Kind::FinalClaim), 0});
    }
    std::stable_sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) { return a.line < b.line; });
    for (Entry &e : entries) {
        int session = e.session;
        if (session <= 0) {
            // Claims carry no session: the last session starting before the line.
            session = 1;
            for (const OptLogSession &s : log.sessions)
                if (s.line <= e.line)
                    session = s.index;
        }
        sessionItem(session)->appendRow(e.row);
    }
}

QModelIndex OutlineModel::indexForRound(int roundNumber) const
{
    const QModelIndexList found = match(index(0, 0), RoundRole, roundNumber, 1, Qt::MatchRecursive | Qt::MatchExactly);
    for (const QModelIndex &i : found)
        if (i.data(KindRole).toInt() == int(Kind::Round))
            return i;
    // match() returns the first hit, which may be a table of the round: climb to the round.
    QModelIndex i = found.value(0);
    while (i.isValid() && i.data(KindRole).toInt() != int(Kind::Round))
        i = i.parent();
    return i;
}

QModelIndex OutlineModel::indexForLine(int line) const
{
    QModelIndex best;
    std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
        for (int r = 0; r < rowCount(parent); ++r) {
            const QModelIndex i = index(r, 0, parent);
            const int start = i.data(LineRole).toInt();
            if (start <= line && (!best.isValid() || start >= best.data(LineRole).toInt()))
                best = i;
            walk(i);
        }
    };
    walk({});
    return best;
}
