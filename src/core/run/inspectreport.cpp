// SPDX-License-Identifier: MIT
#include "run/inspectreport.h"

#include "optlog/optlogjson.h"
#include "optlog/optlogstructure.h"
#include "optlog/tablekinds.h"
#include "profiles/profilejson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QMap>
#include <QTextStream>
#include <cmath>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("InspectReport", text);
}

// Every object below is written with its keys in QJsonObject's (sorted) order, the order the
// report had when it was built as QJsonObjects; nothing is built first (small runs are loaded by
// the thousand: a fuzzer, the index).
void writeOptional(JsonStreamWriter &w, const QString &value)
{
    if (value.isEmpty())
        w.null();
    else
        w.value(value);
}

void writeStrings(JsonStreamWriter &w, const QStringList &values)
{
    w.beginArray();
    for (const QString &value : values)
        w.value(value);
    w.endArray();
}

void writeLayout(JsonStreamWriter &w, const RunLayout &layout)
{
    const auto optional = [&w](const QString &key, const QString &value) {
        w.key(key);
        writeOptional(w, value);
    };
    const auto strings = [&w](const QString &key, const QStringList &values) {
        w.key(key);
        writeStrings(w, values);
    };
    w.beginObject();
    strings(QStringLiteral("ab_workdirs"), layout.abWorkdirs);
    optional(QStringLiteral("baseline_kernel"), layout.baselineKernel);
    optional(QStringLiteral("design"), layout.designFile);
    optional(QStringLiteral("final_kernel"), layout.finalKernel);
    strings(QStringLiteral("helper_scripts"), layout.helperScripts);
    optional(QStringLiteral("history_version"), layout.historyDir);
    optional(QStringLiteral("logs"), layout.logsDir);
    optional(QStringLiteral("opt_log"), layout.optLog);
    optional(QStringLiteral("optimize"), layout.optimizeFile);
    optional(QStringLiteral("perf_feedback"), layout.perfFeedback);
    w.key(QStringLiteral("perf_opt_entries"));
    w.beginArray();
    for (const RunFile &file : layout.topLevel) {
        w.beginObject();
        w.key(QStringLiteral("is_dir"));
        w.value(file.isDir);
        w.key(QStringLiteral("path"));
        w.value(file.relativePath);
        w.key(QStringLiteral("role"));
        w.value(RunLayout::roleName(file.role));
        w.key(QStringLiteral("verdict"));
        w.value(RunLayout::verdictName(file.verdict));
        w.endObject();
    }
    w.endArray();
    optional(QStringLiteral("perf_records"), layout.records);
    optional(QStringLiteral("profiles"), layout.profilesDir);
    strings(QStringLiteral("runner_scripts"), layout.runnerScripts);
    optional(QStringLiteral("workload_inventory"), layout.inventory);
    w.endObject();
}

void writeRecords(JsonStreamWriter &w, const ProjectSnapshot &snapshot)
{
    const PerfRecordsFile &records = snapshot.records;
    int valid = 0, l0Failures = 0;
    QMap<QString, int> perKey;
    QMap<qint64, int> perRound;
    for (const PerfRecord &record : records.records) {
        if (!record.valid)
            continue;
        ++valid;
        if (record.l0Pass && !*record.l0Pass)
            ++l0Failures;
        perKey[record.workloadKey()]++;
        if (record.round)
            perRound[*record.round]++;
    }
    // The rounds are keys, hence text, and sorted as text ("10" before "2").
    QList<std::pair<QString, int>> rounds;
    rounds.reserve(perRound.size());
    for (auto it = perRound.cbegin(); it != perRound.cend(); ++it)
        rounds.append({QString::number(it.key()), it.value()});
    std::sort(rounds.begin(), rounds.end());

    w.beginObject();
    w.key(QStringLiteral("blank_lines"));
    w.value(records.blankLines);
    w.key(QStringLiteral("bom"));
    w.value(records.hasBom);
    w.key(QStringLiteral("contract"));
    w.value(generationName(records.contract));
    w.key(QStringLiteral("crlf"));
    w.value(records.hasCrlf);
    w.key(QStringLiteral("exists"));
    w.value(records.exists);
    w.key(QStringLiteral("invalid"));
    w.value(int(records.records.size()) - valid);
    w.key(QStringLiteral("l0_failures"));
    w.value(l0Failures);
    w.key(QStringLiteral("lines"));
    w.value(int(records.records.size()));
    w.key(QStringLiteral("path"));
    w.value(records.displayPath);
    w.key(QStringLiteral("records_per_round"));
    w.beginObject();
    for (const auto &[round, count] : std::as_const(rounds)) {
        w.key(round);
        w.value(count);
    }
    w.endObject();
    w.key(QStringLiteral("records_per_workload_key"));
    w.beginObject();
    for (auto it = perKey.cbegin(); it != perKey.cend(); ++it) {
        w.key(it.key());
        w.value(it.value());
    }
    w.endObject();
    w.key(QStringLiteral("truncated_last_line"));
    w.value(records.truncatedLastLine);
    w.key(QStringLiteral("valid"));
    w.value(valid);
    w.endObject();
}

void writeVariants(JsonStreamWriter &w, const ProjectSnapshot &snapshot)
{
    w.beginArray();
    for (const KernelVariant &v : snapshot.variants) {
        w.beginObject();
        if (v.iteration >= 0) {
            w.key(QStringLiteral("iteration"));
            w.value(v.iteration);
        }
        w.key(QStringLiteral("kind"));
        w.value(KernelVariant::kindName(v.kind));
        if (v.naming != Generation::Unknown) {
            w.key(QStringLiteral("naming"));
            w.value(generationName(v.naming));
        }
        if (!v.optId.isEmpty()) {
            w.key(QStringLiteral("opt_id"));
            w.value(v.optId);
        }
        w.key(QStringLiteral("path"));
        w.value(v.relativePath);
        w.endObject();
    }
    w.endArray();
}

// Node by node to the writer (a long run has tens of thousands), keys in the document's order.
void writeLineage(JsonStreamWriter &w, const ProjectSnapshot &snapshot)
{
    const VariantLineage &lineage = snapshot.lineage;
    w.beginObject();
    w.key(QStringLiteral("nodes"));
    w.beginArray();
    for (const LineageNode &n : lineage.nodes) {
        w.beginObject();
        w.key(QStringLiteral("candidate_id"));
        w.value(n.candidateId);
        w.key(QStringLiteral("children"));
        w.beginArray();
        for (int c : n.children)
            w.value(lineage.nodes[c].candidateId);
        w.endArray();
        w.key(QStringLiteral("file"));
        if (n.variantIndex >= 0)
            w.value(snapshot.variants[n.variantIndex].relativePath);
        else
            w.null();
        w.key(QStringLiteral("first_round"));
        w.value(n.firstRound);
        w.key(QStringLiteral("l0_failure"));
        w.value(n.anyL0Failure);
        w.key(QStringLiteral("match"));
        w.value(VariantLineage::matchName(n.match));
        w.key(QStringLiteral("parent_id"));
        if (n.parentId)
            w.value(*n.parentId);
        else
            w.null();
        w.key(QStringLiteral("parent_known"));
        w.value(n.parentKnown);
        w.key(QStringLiteral("record_lines"));
        w.beginArray();
        for (int line : n.recordLines)
            w.value(line);
        w.endArray();
        w.endObject();
    }
    w.endArray();
    w.key(QStringLiteral("roots"));
    w.beginArray();
    for (int r : lineage.roots)
        w.value(lineage.nodes[r].candidateId);
    w.endArray();
    w.key(QStringLiteral("unmeasured_branch_files"));
    w.beginArray();
    for (int v : lineage.unmeasuredVariants)
        w.value(snapshot.variants[v].relativePath);
    w.endArray();
    w.endObject();
}

void writeProfiles(JsonStreamWriter &w, const ProjectSnapshot &snapshot)
{
    // Diagnostics are listed once, with all the others; each record's runs are added here.
    ProfileJson::write(snapshot.profiles, w, false,
                       {{QStringLiteral("record_runs"), [&snapshot](JsonStreamWriter &s) {
                             // Record lines are keys, hence text, and sorted as text.
                             QList<std::pair<QString, const QStringList *>> runs;
                             runs.reserve(snapshot.recordRuns.size());
                             for (auto it = snapshot.recordRuns.cbegin(); it != snapshot.recordRuns.cend(); ++it)
                                 runs.append({QString::number(it.key()), &it.value()});
                             std::sort(runs.begin(), runs.end(),
                                       [](const auto &a, const auto &b) { return a.first < b.first; });
                             s.beginObject();
                             for (const auto &[line, dirs] : std::as_const(runs)) {
                                 s.key(line);
                                 writeStrings(s, *dirs);
                             }
                             s.endObject();
                         }}});
}

} // namespace

void InspectReport::writeJson(const ProjectSnapshot &snapshot, const JsonStreamWriter::Sink &sink)
{
    // The report, one member (and the log's tables and the diagnostics one element) at a time: a
    // large run's document would take many times the bytes it prints.
    JsonStreamWriter writer(sink);
    writer.beginObject();
    writer.members(
        QJsonObject(),
        {{QStringLiteral("format_version"), [](JsonStreamWriter &w) { w.value(FormatVersion); }},
         {QStringLiteral("operator"), [&](JsonStreamWriter &w) { writeOptional(w, snapshot.operatorName()); }},
         {QStringLiteral("operator_evidence"),
          [&](JsonStreamWriter &w) { writeOptional(w, snapshot.layout.operatorNameEvidence); }},
         {QStringLiteral("generation"), [&](JsonStreamWriter &w) { w.value(generationName(snapshot.generation)); }},
         {QStringLiteral("generation_evidence"),
          [&](JsonStreamWriter &w) { writeStrings(w, snapshot.generationEvidence); }},
         {QStringLiteral("records"), [&](JsonStreamWriter &w) { writeRecords(w, snapshot); }},
         {QStringLiteral("logs"), [&](JsonStreamWriter &w) { snapshot.logs.writeJson(w, false); }},
         {QStringLiteral("files"), [&](JsonStreamWriter &w) { writeLayout(w, snapshot.layout); }},
         {QStringLiteral("variants"), [&](JsonStreamWriter &w) { writeVariants(w, snapshot); }},
         {QStringLiteral("lineage"), [&](JsonStreamWriter &w) { writeLineage(w, snapshot); }},
         {QStringLiteral("profiles"), [&](JsonStreamWriter &w) { writeProfiles(w, snapshot); }},
         {QStringLiteral("opt_log"),
          [&](JsonStreamWriter &w) {
              if (snapshot.optLogFile.readable)
                  OptLogJson::write(snapshot.optLog, w, false);
              else
                  w.null();
          }},
         {QStringLiteral("diagnostics"), [&](JsonStreamWriter &w) {
              w.beginArray();
              snapshot.forEachDiagnostic([&w](const Diagnostic &d) { d.writeJson(w, Diagnostic::JsonForm::Located); });
              w.endArray();
          }}});
    writer.endObject();
}

void InspectReport::writeText(const ProjectSnapshot &snapshot, QTextStream &out)
{
    const RunLayout &layout = snapshot.layout;
    out << tr("Operator:   %1").arg(snapshot.operatorName().isEmpty() ? tr("(unknown)") : snapshot.operatorName())
        << '\n';
    out << tr("Generation: %1 (%2)").arg(generationName(snapshot.generation),
                                          snapshot.generationEvidence.join(QStringLiteral("; ")))
        << '\n';
    out << tr("perf_opt:   %1").arg(layout.perfOptDir) << "\n\n";
    out << tr("Files of perf_opt/:") << '\n';
    for (const RunFile &file : layout.topLevel)
        out << QStringLiteral("  %1 %2 [%3]\n")
                   .arg(RunLayout::verdictName(file.verdict).leftJustified(15), file.relativePath,
                        RunLayout::roleName(file.role));
    out << '\n' << tr("Variants:") << '\n';
    for (const KernelVariant &v : snapshot.variants)
        out << QStringLiteral("  %1 %2\n").arg(KernelVariant::kindName(v.kind).leftJustified(9), v.relativePath);
    const PerfRecordsFile &records = snapshot.records;
    out << '\n'
        << tr("Records: %1 line(s), %2 valid, contract Gen %3")
               .arg(records.records.size())
               .arg(records.validRecords().size())
               .arg(generationName(records.contract))
        << '\n';
    out << '\n' << tr("Lineage:") << '\n';
    std::function<void(int, int)> walk = [&](int node, int depth) {
        const LineageNode &n = snapshot.lineage.nodes[node];
        out << QString(2 + depth * 2, QLatin1Char(' ')) << n.candidateId;
        if (n.variantIndex >= 0)
            out << "  → " << snapshot.variants[n.variantIndex].fileName << " (" << VariantLineage::matchName(n.match)
                << ')';
        out << '\n';
        if (depth < 64)
            for (int c : n.children)
                walk(c, depth + 1);
    };
    for (int r : snapshot.lineage.roots)
        walk(r, 0);
    const OptLog &log = snapshot.optLog;
    if (snapshot.optLogFile.readable) {
        out << '\n' << tr("opt_log.md: %1 line(s), %2 session(s), %3 round(s), %4 table(s)")
                            .arg(log.lineCount)
                            .arg(log.sessions.size())
                            .arg(log.rounds.size())
                            .arg(log.tables.size())
            << '\n';
        for (const OptLogSession &session : log.sessions)
            out << QStringLiteral("  [%1] %2 %3 (line %4–%5)\n")
                       .arg(QString::number(session.index), OptLogStructure::sessionKindName(session.kind),
                            session.title.isEmpty() ? tr("(untitled)") : session.title,
                            QString::number(session.line), QString::number(session.endLine));
        for (const OptLogRound &round : log.rounds) {
            QStringList tables;
            for (int t : round.tables)
                tables.append(QStringLiteral("%1×%2").arg(TableKinds::tableKindName(log.tables[t].kind)).arg(log.tables[t].rows.size()));
            // As the JSON has them: the round's winner, and its new current best where that is another.
            const auto named = [](const OptLogDecision *d) { return d->candidate.isEmpty() ? d->value : d->candidate; };
            const OptLogDecision *winner = round.winner();
            const OptLogDecision *best = round.newCurrentBest();
            // A round that keeps its best ("new_current_best: 维持 v1_pipe") adopted nothing: said so,
            // as the JSON's keeps_current_best says it.
            const auto say = [&named](const OptLogDecision *d, QStringView what) {
                return (d->keepsCurrentBest ? QStringLiteral(" — current best kept: ") : what.toString()) + named(d);
            };
            QString decided = winner ? say(winner, u" — winner: ") : QString();
            if (best && (!winner || named(best) != named(winner) || best->keepsCurrentBest != winner->keepsCurrentBest))
                decided += say(best, u" — new current best: ");
            out << QStringLiteral("    #%1 round %2 @%3 %4: %5%6\n")
                       .arg(round.ordinal)
                       .arg(round.number)
                       .arg(round.line)
                       .arg(round.heading, tables.join(QStringLiteral(", ")), decided);
        }
        for (const OptLogFinalLatency &claim : log.finalLatencies)
            out << QStringLiteral("  final_latency %1%2 %3 @%4%5%6\n")
                       .arg(claim.workload.isEmpty() ? QString() : claim.workload + QStringLiteral(": "),
                            // "final_latency:" over per-workload items states no number itself
                            std::isnan(claim.value) ? tr("(no number)") : QString::number(claim.value), claim.unit,
                            QString::number(claim.line),
                            claim.first ? tr(" (read by the gate)") : QString(),
                            claim.inLatestFinalSummary ? tr(" (latest Final Summary)") : QString());
    }
    out << '\n'
        << tr("Profiles: %1 run(s) under %2; %3 of %4 record(s) tied to a run")
               .arg(snapshot.profiles.runs().size())
               .arg(snapshot.profiles.profilesRelDir())
               .arg(std::count_if(snapshot.recordRuns.cbegin(), snapshot.recordRuns.cend(),
                                  [](const QStringList &runs) { return !runs.isEmpty(); }))
               .arg(snapshot.recordRuns.size())
        << '\n';
    out << tr("Logs: %1 file(s) under %2").arg(snapshot.logs.files().size()).arg(snapshot.logs.logsRelDir()) << '\n';
    out << '\n' << tr("Diagnostics: %1").arg(snapshot.diagnosticCount()) << '\n';
    snapshot.forEachDiagnostic([&out](const Diagnostic &d) {
        out << QStringLiteral("  %1: %2: %3\n").arg(d.location(), Diagnostic::severityName(d.severity), d.message);
    });
}
