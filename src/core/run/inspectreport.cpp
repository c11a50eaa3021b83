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

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("InspectReport", text);
}

QJsonValue optionalString(const QString &value)
{
    return value.isEmpty() ? QJsonValue() : QJsonValue(value);
}

QJsonObject layoutJson(const RunLayout &layout)
{
    QJsonObject files;
    files.insert(QStringLiteral("baseline_kernel"), optionalString(layout.baselineKernel));
    files.insert(QStringLiteral("final_kernel"), optionalString(layout.finalKernel));
    files.insert(QStringLiteral("design"), optionalString(layout.designFile));
    files.insert(QStringLiteral("optimize"), optionalString(layout.optimizeFile));
    files.insert(QStringLiteral("opt_log"), optionalString(layout.optLog));
    files.insert(QStringLiteral("perf_records"), optionalString(layout.records));
    files.insert(QStringLiteral("workload_inventory"), optionalString(layout.inventory));
    files.insert(QStringLiteral("perf_feedback"), optionalString(layout.perfFeedback));
    files.insert(QStringLiteral("profiles"), optionalString(layout.profilesDir));
    files.insert(QStringLiteral("logs"), optionalString(layout.logsDir));
    files.insert(QStringLiteral("history_version"), optionalString(layout.historyDir));
    files.insert(QStringLiteral("runner_scripts"), QJsonArray::fromStringList(layout.runnerScripts));
    files.insert(QStringLiteral("helper_scripts"), QJsonArray::fromStringList(layout.helperScripts));
    files.insert(QStringLiteral("ab_workdirs"), QJsonArray::fromStringList(layout.abWorkdirs));

    QJsonArray top;
    for (const RunFile &file : layout.topLevel) {
        top.append(QJsonObject{{QStringLiteral("path"), file.relativePath},
                               {QStringLiteral("role"), RunLayout::roleName(file.role)},
                               {QStringLiteral("verdict"), RunLayout::verdictName(file.verdict)},
                               {QStringLiteral("is_dir"), file.isDir}});
    }
    files.insert(QStringLiteral("perf_opt_entries"), top);
    return files;
}

QJsonObject recordsJson(const ProjectSnapshot &snapshot)
{
    const PerfRecordsFile &records = snapshot.records;
    QJsonObject out;
    out.insert(QStringLiteral("path"), records.displayPath);
    out.insert(QStringLiteral("exists"), records.exists);
    out.insert(QStringLiteral("contract"), generationName(records.contract));
    out.insert(QStringLiteral("lines"), int(records.records.size()));
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
    out.insert(QStringLiteral("valid"), valid);
    out.insert(QStringLiteral("invalid"), int(records.records.size()) - valid);
    out.insert(QStringLiteral("l0_failures"), l0Failures);
    out.insert(QStringLiteral("blank_lines"), records.blankLines);
    out.insert(QStringLiteral("bom"), records.hasBom);
    out.insert(QStringLiteral("crlf"), records.hasCrlf);
    out.insert(QStringLiteral("truncated_last_line"), records.truncatedLastLine);
    QJsonObject keys;
    for (auto it = perKey.cbegin(); it != perKey.cend(); ++it)
        keys.insert(it.key(), it.value());
    out.insert(QStringLiteral("records_per_workload_key"), keys);
    QJsonObject rounds;
    for (auto it = perRound.cbegin(); it != perRound.cend(); ++it)
        rounds.insert(QString::number(it.key()), it.value());
    out.insert(QStringLiteral("records_per_round"), rounds);
    return out;
}

QJsonArray variantsJson(const ProjectSnapshot &snapshot)
{
    QJsonArray out;
    for (const KernelVariant &v : snapshot.variants) {
        QJsonObject o{{QStringLiteral("path"), v.relativePath}, {QStringLiteral("kind"), KernelVariant::kindName(v.kind)}};
        if (v.iteration >= 0)
            o.insert(QStringLiteral("iteration"), v.iteration);
        if (!v.optId.isEmpty())
            o.insert(QStringLiteral("opt_id"), v.optId);
        if (v.naming != Generation::Unknown)
            o.insert(QStringLiteral("naming"), generationName(v.naming));
        out.append(o);
    }
    return out;
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
        QJsonArray children;
        for (int c : n.children)
            children.append(lineage.nodes[c].candidateId);
        w.key(QStringLiteral("children"));
        w.value(children);
        w.key(QStringLiteral("file"));
        if (n.variantIndex >= 0)
            w.value(snapshot.variants[n.variantIndex].relativePath);
        else
            w.null();
        w.key(QStringLiteral("first_round"));
        w.value(n.firstRound);
        w.key(QStringLiteral("l0_failure"));
        w.value(QJsonValue(n.anyL0Failure));
        w.key(QStringLiteral("match"));
        w.value(VariantLineage::matchName(n.match));
        w.key(QStringLiteral("parent_id"));
        if (n.parentId)
            w.value(*n.parentId);
        else
            w.null();
        w.key(QStringLiteral("parent_known"));
        w.value(QJsonValue(n.parentKnown));
        QJsonArray lines;
        for (int line : n.recordLines)
            lines.append(line);
        w.key(QStringLiteral("record_lines"));
        w.value(lines);
        w.endObject();
    }
    w.endArray();
    QJsonArray roots;
    for (int r : lineage.roots)
        roots.append(lineage.nodes[r].candidateId);
    w.key(QStringLiteral("roots"));
    w.value(roots);
    QJsonArray unmeasured;
    for (int v : lineage.unmeasuredVariants)
        unmeasured.append(snapshot.variants[v].relativePath);
    w.key(QStringLiteral("unmeasured_branch_files"));
    w.value(unmeasured);
    w.endObject();
}

QJsonObject profilesJson(const ProjectSnapshot &snapshot)
{
    QJsonObject profiles = ProfileJson::toJson(snapshot.profiles);
    profiles.remove(QStringLiteral("diagnostics")); // listed once, with all the others
    QJsonObject recordRuns;
    for (auto it = snapshot.recordRuns.cbegin(); it != snapshot.recordRuns.cend(); ++it)
        recordRuns.insert(QString::number(it.key()), QJsonArray::fromStringList(it.value()));
    profiles.insert(QStringLiteral("record_runs"), recordRuns);
    return profiles;
}

QJsonObject logsJson(const ProjectSnapshot &snapshot)
{
    QJsonObject logs = snapshot.logs.toJson();
    logs.remove(QStringLiteral("diagnostics"));
    return logs;
}

} // namespace

void InspectReport::writeDiagnostic(JsonStreamWriter &w, const Diagnostic &d)
{
    // Straight to the writer (a large run has tens of thousands), keys in the document's order.
    w.beginObject();
    w.key(QStringLiteral("code"));
    w.value(d.code);
    if (d.column > 0) {
        w.key(QStringLiteral("column"));
        w.value(d.column);
    }
    w.key(QStringLiteral("file"));
    w.value(d.file);
    if (d.line > 0) {
        w.key(QStringLiteral("line"));
        w.value(d.line);
    }
    w.key(QStringLiteral("message"));
    w.value(d.message);
    w.key(QStringLiteral("severity"));
    w.value(Diagnostic::severityName(d.severity));
    w.endObject();
}

void InspectReport::writeJson(const ProjectSnapshot &snapshot, const JsonStreamWriter::Sink &sink)
{
    // The report, one member (and the log's tables and the diagnostics one element) at a time: a
    // large run's document would take many times the bytes it prints.
    QJsonObject small;
    small.insert(QStringLiteral("format_version"), FormatVersion);
    small.insert(QStringLiteral("operator"), optionalString(snapshot.operatorName()));
    small.insert(QStringLiteral("operator_evidence"), optionalString(snapshot.layout.operatorNameEvidence));
    small.insert(QStringLiteral("generation"), generationName(snapshot.generation));
    small.insert(QStringLiteral("generation_evidence"), QJsonArray::fromStringList(snapshot.generationEvidence));
    small.insert(QStringLiteral("records"), recordsJson(snapshot));
    small.insert(QStringLiteral("logs"), logsJson(snapshot));
    const auto whole = [](std::function<QJsonValue()> build) {
        return [build = std::move(build)](JsonStreamWriter &w) { w.value(build()); };
    };
    JsonStreamWriter writer(sink);
    writer.beginObject();
    writer.members(
        small,
        {{QStringLiteral("files"), whole([&] { return layoutJson(snapshot.layout); })},
         {QStringLiteral("variants"), whole([&] { return variantsJson(snapshot); })},
         {QStringLiteral("lineage"), [&](JsonStreamWriter &w) { writeLineage(w, snapshot); }},
         {QStringLiteral("profiles"), whole([&] { return profilesJson(snapshot); })},
         {QStringLiteral("opt_log"),
          [&](JsonStreamWriter &w) {
              if (snapshot.optLogFile.readable)
                  OptLogJson::write(snapshot.optLog, w, false);
              else
                  w.value(QJsonValue());
          }},
         {QStringLiteral("diagnostics"), [&](JsonStreamWriter &w) {
              w.beginArray();
              for (const Diagnostic &d : snapshot.diagnostics())
                  writeDiagnostic(w, d);
              w.endArray();
          }}});
    writer.endObject();
}

QString InspectReport::toText(const ProjectSnapshot &snapshot)
{
    QString text;
    QTextStream out(&text);
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
                       .arg(session.index)
                       .arg(OptLogStructure::sessionKindName(session.kind))
                       .arg(session.title.isEmpty() ? tr("(untitled)") : session.title)
                       .arg(session.line)
                       .arg(session.endLine);
        for (const OptLogRound &round : log.rounds) {
            QStringList tables;
            for (int t : round.tables)
                tables.append(QStringLiteral("%1×%2").arg(TableKinds::tableKindName(log.tables[t].kind)).arg(log.tables[t].rows.size()));
            const OptLogDecision *winner = round.newCurrentBest() ? round.newCurrentBest() : round.winner();
            out << QStringLiteral("    #%1 round %2 @%3 %4: %5%6\n")
                       .arg(round.ordinal)
                       .arg(round.number)
                       .arg(round.line)
                       .arg(round.heading, tables.join(QStringLiteral(", ")),
                            winner ? QStringLiteral(" — winner: ") + (winner->candidate.isEmpty() ? winner->value : winner->candidate)
                                   : QString());
        }
        for (const OptLogFinalLatency &claim : log.finalLatencies)
            out << QStringLiteral("  final_latency %1%2 %3 @%4%5%6\n")
                       .arg(claim.workload.isEmpty() ? QString() : claim.workload + QStringLiteral(": "))
                       .arg(claim.value)
                       .arg(claim.unit)
                       .arg(claim.line)
                       .arg(claim.first ? tr(" (read by the gate)") : QString())
                       .arg(claim.inLatestFinalSummary ? tr(" (latest Final Summary)") : QString());
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
    const Diagnostics diagnostics = snapshot.diagnostics();
    out << '\n' << tr("Diagnostics: %1").arg(diagnostics.size()) << '\n';
    for (const Diagnostic &d : diagnostics)
        out << QStringLiteral("  %1: %2: %3\n").arg(d.location(), Diagnostic::severityName(d.severity), d.message);
    return text;
}
