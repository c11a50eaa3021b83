// SPDX-License-Identifier: MIT
#include "optlog/optlogjson.h"

#include "base/jsonstreamwriter.h"
#include "optlog/optlogstructure.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace {

QJsonValue number(double value)
{
    return std::isfinite(value) ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

QJsonArray indices(const QList<int> &list)
{
    QJsonArray out;
    for (const int i : list)
        out.append(i);
    return out;
}

QJsonObject decisionJson(const OptLogDecision &d)
{
    QJsonObject o {{QStringLiteral("kind"), OptLogJson::decisionKindName(d.kind)},
                   {QStringLiteral("key"), d.key},
                   {QStringLiteral("value"), d.value},
                   {QStringLiteral("line"), d.line}};
    if (!d.candidate.isEmpty())
        o.insert(QStringLiteral("candidate"), d.candidate);
    if (d.keepsCurrentBest)
        o.insert(QStringLiteral("keeps_current_best"), true);
    if (d.prose)
        o.insert(QStringLiteral("prose"), true);
    return o;
}

QJsonArray decisionsJson(const QList<OptLogDecision> &decisions)
{
    QJsonArray out;
    for (const OptLogDecision &d : decisions)
        out.append(decisionJson(d));
    return out;
}

QJsonObject figureJson(const OptLogFigure &f)
{
    QJsonObject o {{QStringLiteral("value"), number(f.value)},
                   {QStringLiteral("unit"), f.unit},
                   {QStringLiteral("label"), f.label},
                   {QStringLiteral("line"), f.line},
                   {QStringLiteral("in_latest_final_summary"), f.inLatestFinalSummary}};
    if (std::isfinite(f.high))
        o.insert(QStringLiteral("high"), f.high);
    if (!f.qualifier.isEmpty())
        o.insert(QStringLiteral("qualifier"), f.qualifier);
    return o;
}

// A decision and a round, written without building them (a long log has hundreds of rounds), keys
// in QJsonObject's (sorted) order.
void writeDecision(JsonStreamWriter &w, const OptLogDecision &d)
{
    w.beginObject();
    if (!d.candidate.isEmpty()) {
        w.key(QStringLiteral("candidate"));
        w.value(d.candidate);
    }
    if (d.keepsCurrentBest) {
        w.key(QStringLiteral("keeps_current_best"));
        w.value(true);
    }
    w.key(QStringLiteral("key"));
    w.value(d.key);
    w.key(QStringLiteral("kind"));
    w.value(OptLogJson::decisionKindName(d.kind));
    w.key(QStringLiteral("line"));
    w.value(d.line);
    if (d.prose) {
        w.key(QStringLiteral("prose"));
        w.value(true);
    }
    w.key(QStringLiteral("value"));
    w.value(d.value);
    w.endObject();
}

void writeIndices(JsonStreamWriter &w, const QList<int> &list)
{
    w.beginArray();
    for (const int i : list)
        w.value(i);
    w.endArray();
}

void writeBranch(JsonStreamWriter &w, const OptLogBranch &b)
{
    w.beginObject();
    if (!b.base.isEmpty()) {
        w.key(QStringLiteral("base"));
        w.value(b.base);
    }
    w.key(QStringLiteral("duration_us"));
    w.number(b.duration.primary);
    w.key(QStringLiteral("id"));
    w.value(b.id);
    w.key(QStringLiteral("l0"));
    w.value(CellValue::verdictName(b.correctness.verdict));
    w.key(QStringLiteral("line"));
    w.value(b.line);
    if (!b.optId.isEmpty()) {
        w.key(QStringLiteral("opt_id"));
        w.value(b.optId);
    }
    if (!b.profileStatus.isEmpty()) {
        w.key(QStringLiteral("profile_status"));
        w.value(b.profileStatus);
    }
    w.key(QStringLiteral("status"));
    w.value(b.status);
    w.key(QStringLiteral("table"));
    w.value(b.table);
    if (!b.workloads.isEmpty()) {
        w.key(QStringLiteral("workloads"));
        w.beginArray();
        for (const OptLogBranch::WorkloadValue &workload : b.workloads) {
            w.beginObject();
            w.key(QStringLiteral("us"));
            w.number(workload.value.primary);
            w.key(QStringLiteral("workload"));
            w.value(workload.workload);
            w.endObject();
        }
        w.endArray();
    }
    w.endObject();
}

void writeRound(JsonStreamWriter &w, const OptLogRound &r)
{
    w.beginObject();
    w.key(QStringLiteral("branches"));
    w.beginArray();
    for (const OptLogBranch &b : r.branches)
        writeBranch(w, b);
    w.endArray();
    w.key(QStringLiteral("candidates"));
    w.beginArray();
    for (const OptLogCandidate &c : r.candidates) {
        w.beginObject();
        w.key(QStringLiteral("line"));
        w.value(c.line);
        w.key(QStringLiteral("opt_id"));
        w.value(c.optId);
        w.key(QStringLiteral("status"));
        w.value(c.status);
        w.endObject();
    }
    w.endArray();
    w.key(QStringLiteral("comparison_tables"));
    writeIndices(w, r.comparisonTables);
    w.key(QStringLiteral("decisions"));
    w.beginArray();
    for (const OptLogDecision &d : r.decisions)
        writeDecision(w, d);
    w.endArray();
    w.key(QStringLiteral("end_line"));
    w.value(r.endLine);
    w.key(QStringLiteral("heading"));
    w.value(r.heading);
    w.key(QStringLiteral("iteration"));
    w.value(r.iteration);
    w.key(QStringLiteral("kind"));
    w.value(r.baseline ? QStringLiteral("baseline") : QStringLiteral("iteration"));
    w.key(QStringLiteral("label"));
    w.value(r.label);
    w.key(QStringLiteral("level"));
    w.value(r.level);
    w.key(QStringLiteral("line"));
    w.value(r.line);
    if (const OptLogDecision *best = r.newCurrentBest()) {
        w.key(QStringLiteral("new_current_best"));
        writeDecision(w, *best);
    }
    w.key(QStringLiteral("number"));
    w.value(r.number);
    w.key(QStringLiteral("ordinal"));
    w.value(r.ordinal);
    w.key(QStringLiteral("round_stated"));
    w.value(r.roundStated);
    w.key(QStringLiteral("session"));
    w.value(r.session);
    w.key(QStringLiteral("tables"));
    writeIndices(w, r.tables);
    if (const OptLogDecision *winner = r.winner()) {
        w.key(QStringLiteral("winner"));
        writeDecision(w, *winner);
    }
    w.endObject();
}

// A table, written without building it: tables are most of a large log's JSON. Keys in
// QJsonObject's (sorted) order.
void writeTable(JsonStreamWriter &w, const OptLogTable &t, int index, CellValue::BriefCache &briefs)
{
    w.beginObject();
    if (!t.caption.isEmpty()) {
        w.key(QStringLiteral("caption"));
        w.value(t.caption);
    }
    w.key(QStringLiteral("columns"));
    w.beginArray();
    for (const OptLogTableColumn &c : t.columns) {
        w.beginObject();
        w.key(QStringLiteral("align"));
        w.value(OptLogJson::alignmentName(c.alignment));
        w.key(QStringLiteral("header"));
        w.value(c.header);
        w.key(QStringLiteral("kind"));
        w.value(TableKinds::columnKindName(c.kind));
        w.endObject();
    }
    w.endArray();
    w.key(QStringLiteral("end_line"));
    w.value(t.endLine);
    w.key(QStringLiteral("heading"));
    w.value(t.heading);
    w.key(QStringLiteral("heading_line"));
    w.value(t.headingLine);
    w.key(QStringLiteral("index"));
    w.value(index);
    w.key(QStringLiteral("kind"));
    w.value(TableKinds::tableKindName(t.kind));
    w.key(QStringLiteral("line"));
    w.value(t.line);
    w.key(QStringLiteral("round_index"));
    w.value(t.round);
    w.key(QStringLiteral("row_count"));
    w.value(int(t.rows.size()));
    w.key(QStringLiteral("rows"));
    w.beginArray();
    for (const OptLogTableRow &row : t.rows) {
        w.beginObject();
        w.key(QStringLiteral("cells"));
        w.beginArray();
        for (const OptLogTableCell &cell : row.cells)
            w.value(cell.source);
        w.endArray();
        w.key(QStringLiteral("line"));
        w.value(row.line);
        if (row.sourceCellCount != t.columns.size()) {
            w.key(QStringLiteral("source_cell_count"));
            w.value(int(row.sourceCellCount));
        }
        w.key(QStringLiteral("values"));
        w.beginArray();
        for (const OptLogTableCell &cell : row.cells)
            w.value(briefs.of(cell.source).primary);
        w.endArray();
        w.endObject();
    }
    w.endArray();
    w.key(QStringLiteral("session"));
    w.value(t.session);
    w.endObject();
}

} // namespace

QJsonObject OptLogJson::toJson(const OptLog &log)
{
    // One writer of the form: the document is what write() prints, read back.
    QByteArray bytes;
    {
        JsonStreamWriter writer([&bytes](QByteArrayView piece) { bytes.append(piece); });
        write(log, writer);
    }
    return QJsonDocument::fromJson(bytes).object();
}

void OptLogJson::write(const OptLog &log, JsonStreamWriter &writer, bool withDiagnostics)
{
    QJsonObject small = membersButRoundsAndTables(log);
    if (!withDiagnostics)
        small.remove(QStringLiteral("diagnostics"));
    writer.beginObject();
    // Rounds and tables are most of a large log's JSON: one element at a time.
    writer.members(small, {{QStringLiteral("rounds"),
                            [&log](JsonStreamWriter &w) {
                                w.beginArray();
                                for (const OptLogRound &r : log.rounds)
                                    writeRound(w, r);
                                w.endArray();
                            }},
                           {QStringLiteral("tables"), [&log](JsonStreamWriter &w) {
                                w.beginArray();
                                CellValue::BriefCache briefs;
                                for (qsizetype i = 0; i < log.tables.size(); ++i)
                                    writeTable(w, log.tables.at(i), int(i), briefs);
                                w.endArray();
                            }}});
    writer.endObject();
}

QJsonObject OptLogJson::membersButRoundsAndTables(const OptLog &log)
{
    QJsonArray headings;
    for (const OptLogHeading &h : log.headings)
        headings.append(QJsonObject {
            {QStringLiteral("level"), h.level}, {QStringLiteral("text"), h.text}, {QStringLiteral("line"), h.line}});
    QJsonArray sessions;
    for (const OptLogSession &s : log.sessions) {
        sessions.append(QJsonObject {{QStringLiteral("index"), s.index},
                                     {QStringLiteral("title"), s.title},
                                     {QStringLiteral("kind"), OptLogStructure::sessionKindName(s.kind)},
                                     {QStringLiteral("line"), s.line},
                                     {QStringLiteral("end_line"), s.endLine}});
    }
    QJsonArray sections;
    for (const OptLogSection &s : log.sections) {
        sections.append(QJsonObject {{QStringLiteral("kind"), sectionKindName(s.kind)},
                                     {QStringLiteral("role"), OptLogStructure::sectionRoleName(s.kind)},
                                     {QStringLiteral("title"), s.title},
                                     {QStringLiteral("level"), s.level},
                                     {QStringLiteral("line"), s.line},
                                     {QStringLiteral("end_line"), s.endLine},
                                     {QStringLiteral("session"), s.session}});
    }
    QJsonArray finalLatencies;
    for (const OptLogFinalLatency &c : log.finalLatencies) {
        QJsonObject o {{QStringLiteral("value"), number(c.value)},
                       {QStringLiteral("unit"), c.unit},
                       {QStringLiteral("line"), c.line},
                       {QStringLiteral("column"), c.column},
                       {QStringLiteral("gate_form"), c.gateForm},
                       {QStringLiteral("first"), c.first},
                       {QStringLiteral("in_latest_final_summary"), c.inLatestFinalSummary}};
        if (!c.workload.isEmpty())
            o.insert(QStringLiteral("workload"), c.workload);
        if (std::isfinite(c.speedup))
            o.insert(QStringLiteral("speedup"), c.speedup);
        finalLatencies.append(o);
    }
    QJsonArray gateRows;
    for (const OptLogGateFinalRow &row : log.gateFinalRows)
        gateRows.append(QJsonObject {{QStringLiteral("line"), row.line},
                                     {QStringLiteral("cells"), QJsonArray::fromStringList(row.cells)}});
    QJsonArray speedups;
    for (const OptLogFigure &f : log.speedups)
        speedups.append(figureJson(f));
    QJsonArray geomeans;
    for (const OptLogFigure &f : log.geomeans)
        geomeans.append(figureJson(f));
    QJsonArray stopReasons;
    for (const OptLogStopReason &s : log.stopReasons) {
        QJsonArray reasons;
        for (const OptLogStopReason::Reason r : s.reasons)
            reasons.append(stopReasonName(r));
        stopReasons.append(QJsonObject {{QStringLiteral("key"), s.key},
                                        {QStringLiteral("raw"), s.raw},
                                        {QStringLiteral("reasons"), reasons},
                                        {QStringLiteral("line"), s.line},
                                        {QStringLiteral("in_latest_final_summary"), s.inLatestFinalSummary}});
    }
    QJsonValue stageResult(QJsonValue::Null);
    if (log.stageResultLine > 0) {
        QJsonArray fields;
        for (const OptLogField &f : log.stageResult)
            fields.append(QJsonObject {
                {QStringLiteral("key"), f.key}, {QStringLiteral("value"), f.value}, {QStringLiteral("line"), f.line}});
        stageResult = QJsonObject {{QStringLiteral("line"), log.stageResultLine}, {QStringLiteral("fields"), fields}};
    }
    QJsonArray diagnostics;
    for (const Diagnostic &d : log.diagnostics) {
        diagnostics.append(QJsonObject {{QStringLiteral("severity"), Diagnostic::severityName(d.severity)},
                                        {QStringLiteral("code"), d.code},
                                        {QStringLiteral("line"), d.line},
                                        {QStringLiteral("column"), d.column},
                                        {QStringLiteral("message"), d.message}});
    }
    QJsonValue gateFinal(QJsonValue::Null);
    if (const OptLogFinalLatency *first = log.gateFinalLatency())
        gateFinal
            = QJsonObject {{QStringLiteral("value"), number(first->value)}, {QStringLiteral("line"), first->line}};

    return QJsonObject {
        {QStringLiteral("file"), log.displayPath},
        {QStringLiteral("bytes"), double(log.byteSize)},
        {QStringLiteral("lines"), log.lineCount},
        {QStringLiteral("valid_utf8"), log.validUtf8},
        {QStringLiteral("blank"), log.blank},
        {QStringLiteral("generation_hint"), generationName(log.generationHint)},
        {QStringLiteral("gate"),
         QJsonObject {{QStringLiteral("contains_task_duration"), log.containsTaskDuration},
                      {QStringLiteral("contains_current_best"), log.containsCurrentBest},
                      {QStringLiteral("has_skill_retrospective"), log.hasSkillRetrospective},
                      {QStringLiteral("first_final_latency"), gateFinal},
                      {QStringLiteral("exact_final_heading_line"),
                       log.hasExactFinalHeading ? QJsonValue(log.exactFinalHeadingLine) : QJsonValue(QJsonValue::Null)},
                      {QStringLiteral("final_rows"), gateRows}}},
        {QStringLiteral("headings"), headings},
        {QStringLiteral("sessions"), sessions},
        {QStringLiteral("sections"), sections},
        {QStringLiteral("loose_decisions"), decisionsJson(log.looseDecisions)},
        {QStringLiteral("final_latencies"), finalLatencies},
        {QStringLiteral("final_tables"), indices(log.finalTables)},
        {QStringLiteral("speedups"), speedups},
        {QStringLiteral("geomeans"), geomeans},
        {QStringLiteral("stop_reasons"), stopReasons},
        {QStringLiteral("stage_result"), stageResult},
        {QStringLiteral("diagnostics"), diagnostics},
    };
}

QString OptLogJson::sectionKindName(OptLogSectionKind kind)
{
    switch (kind) {
    case OptLogSectionKind::Baseline:
        return QStringLiteral("baseline");
    case OptLogSectionKind::WorkloadInventory:
        return QStringLiteral("workload_inventory");
    case OptLogSectionKind::EventTestData:
        return QStringLiteral("event_test_data");
    case OptLogSectionKind::AutotuneLog:
        return QStringLiteral("autotune_log");
    case OptLogSectionKind::FinalPerformanceTestData:
        return QStringLiteral("final_performance_test_data");
    case OptLogSectionKind::FinalSummary:
        return QStringLiteral("final_summary");
    case OptLogSectionKind::SkillRetrospective:
        return QStringLiteral("skill_retrospective");
    case OptLogSectionKind::StageResult:
        return QStringLiteral("stage_result");
    case OptLogSectionKind::IterationLog:
        return QStringLiteral("iteration_log");
    case OptLogSectionKind::Phase0:
        return QStringLiteral("phase0");
    case OptLogSectionKind::Phase1:
        return QStringLiteral("phase1");
    case OptLogSectionKind::Appendix:
        return QStringLiteral("appendix");
    case OptLogSectionKind::Artefacts:
        return QStringLiteral("artefacts");
    }
    return QString();
}

QString OptLogJson::decisionKindName(OptLogDecision::Kind kind)
{
    using Kind = OptLogDecision::Kind;
    switch (kind) {
    case Kind::Winner:
        return QStringLiteral("winner");
    case Kind::Reason:
        return QStringLiteral("reason");
    case Kind::NewCurrentBest:
        return QStringLiteral("new_current_best");
    case Kind::Rollback:
        return QStringLiteral("rollback");
    case Kind::Blocked:
        return QStringLiteral("blocked");
    case Kind::ConfigNoGain:
        return QStringLiteral("config_no_gain");
    case Kind::FamilyNoGain:
        return QStringLiteral("family_no_gain");
    case Kind::Defer:
        return QStringLiteral("defer");
    case Kind::Base:
        return QStringLiteral("base");
    }
    return QString();
}

QString OptLogJson::stopReasonName(OptLogStopReason::Reason reason)
{
    using R = OptLogStopReason::Reason;
    switch (reason) {
    case R::Success:
        return QStringLiteral("success");
    case R::Plateau:
        return QStringLiteral("plateau");
    case R::Blocked:
        return QStringLiteral("blocked");
    case R::BudgetExhausted:
        return QStringLiteral("budget_exhausted");
    case R::UserStop:
        return QStringLiteral("user_stop");
    case R::PrecisionFixed:
        return QStringLiteral("precision_fixed");
    }
    return QString();
}

QString OptLogJson::alignmentName(ColumnAlignment alignment)
{
    switch (alignment) {
    case ColumnAlignment::Default:
        return QStringLiteral("default");
    case ColumnAlignment::Left:
        return QStringLiteral("left");
    case ColumnAlignment::Center:
        return QStringLiteral("center");
    case ColumnAlignment::Right:
        return QStringLiteral("right");
    }
    return QString();
}
