// SPDX-License-Identifier: MIT
#include "optlog/optlogjson.h"

#include "base/jsonstreamwriter.h"
#include "optlog/optlogstructure.h"

#include <QJsonDocument>

namespace {

// Every member is written as it is built, keys in QJsonObject's (sorted) order, so the bytes are
// what QJsonDocument would print: a log's report allocates little beyond its own strings.
void writeFigure(JsonStreamWriter &w, const OptLogFigure &f)
{
    w.beginObject();
    if (std::isfinite(f.high)) {
        w.key(QStringLiteral("high"));
        w.number(f.high);
    }
    w.key(QStringLiteral("in_latest_final_summary"));
    w.value(f.inLatestFinalSummary);
    w.key(QStringLiteral("label"));
    w.value(f.label);
    w.key(QStringLiteral("line"));
    w.value(f.line);
    if (!f.qualifier.isEmpty()) {
        w.key(QStringLiteral("qualifier"));
        w.value(f.qualifier);
    }
    w.key(QStringLiteral("unit"));
    w.value(f.unit);
    w.key(QStringLiteral("value"));
    w.number(f.value);
    w.endObject();
}

void writeFigures(JsonStreamWriter &w, const QList<OptLogFigure> &figures)
{
    w.beginArray();
    for (const OptLogFigure &f : figures)
        writeFigure(w, f);
    w.endArray();
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
    if (d.fromTable) {
        w.key(QStringLiteral("from_table"));
        w.value(true);
    }
    w.key(QStringLiteral("kind"));
    w.value(OptLogJson::decisionKindName(d.kind));
    w.key(QStringLiteral("line"));
    w.value(d.line);
    if (d.prose) {
        w.key(QStringLiteral("prose"));
        w.value(true);
    }
    if (d.undecided) {
        w.key(QStringLiteral("undecided"));
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
    w.number(b.durationUs);
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
            w.number(workload.us);
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
    if (r.lastNumber >= 0) { // only a heading for several rounds ("Rounds 4–5") has one
        w.key(QStringLiteral("last_number"));
        w.value(r.lastNumber);
    }
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
    if (!r.parts.isEmpty()) { // only a round written in parts ("Round 3a", "Round 3b") has them
        const QVarLengthArray<const OptLogDecision *, 4> winners = r.winnersByPart();
        w.key(QStringLiteral("parts"));
        w.beginArray();
        for (qsizetype i = 0; i < r.parts.size(); ++i) {
            w.beginObject();
            w.key(QStringLiteral("letter"));
            w.value(r.parts.at(i).first.isNull() ? QString() : QString(r.parts.at(i).first));
            w.key(QStringLiteral("line"));
            w.value(r.parts.at(i).second);
            if (i < winners.size() && winners.at(i)) {
                w.key(QStringLiteral("winner"));
                writeDecision(w, *winners.at(i));
            }
            w.endObject();
        }
        w.endArray();
    }
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
            w.value(cell.source());
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
            w.value(briefs.of(cell.source()).primary);
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

void OptLogJson::write(const OptLog &log, JsonStreamWriter &w, bool withDiagnostics)
{
    w.beginObject();
    w.key(QStringLiteral("blank"));
    w.value(log.blank);
    w.key(QStringLiteral("bytes"));
    w.number(double(log.byteSize));
    if (withDiagnostics) {
        w.key(QStringLiteral("diagnostics"));
        w.beginArray();
        for (const Diagnostic &d : log.diagnostics)
            d.writeJson(w, Diagnostic::JsonForm::InFile);
        w.endArray();
    }
    w.key(QStringLiteral("file"));
    w.value(log.displayPath);
    w.key(QStringLiteral("final_latencies"));
    w.beginArray();
    for (const OptLogFinalLatency &c : log.finalLatencies) {
        w.beginObject();
        w.key(QStringLiteral("column"));
        w.value(c.column);
        w.key(QStringLiteral("first"));
        w.value(c.first);
        w.key(QStringLiteral("gate_form"));
        w.value(c.gateForm);
        w.key(QStringLiteral("in_latest_final_summary"));
        w.value(c.inLatestFinalSummary);
        w.key(QStringLiteral("line"));
        w.value(c.line);
        w.key(QStringLiteral("shown"));
        w.value(c.shown);
        if (std::isfinite(c.speedup)) {
            w.key(QStringLiteral("speedup"));
            w.number(c.speedup);
        }
        w.key(QStringLiteral("unit"));
        w.value(c.unit);
        w.key(QStringLiteral("value"));
        w.number(c.value);
        if (!c.workload.isEmpty()) {
            w.key(QStringLiteral("workload"));
            w.value(c.workload);
        }
        w.endObject();
    }
    w.endArray();
    w.key(QStringLiteral("final_tables"));
    writeIndices(w, log.finalTables);
    w.key(QStringLiteral("gate"));
    w.beginObject();
    w.key(QStringLiteral("contains_current_best"));
    w.value(log.containsCurrentBest);
    w.key(QStringLiteral("contains_task_duration"));
    w.value(log.containsTaskDuration);
    w.key(QStringLiteral("exact_final_heading_line"));
    if (log.hasExactFinalHeading)
        w.value(log.exactFinalHeadingLine);
    else
        w.null();
    w.key(QStringLiteral("final_rows"));
    w.beginArray();
    for (const OptLogGateFinalRow &row : log.gateFinalRows) {
        w.beginObject();
        w.key(QStringLiteral("cells"));
        w.beginArray();
        for (const QString &cell : row.cells)
            w.value(cell);
        w.endArray();
        w.key(QStringLiteral("line"));
        w.value(row.line);
        w.endObject();
    }
    w.endArray();
    w.key(QStringLiteral("first_final_latency"));
    if (const OptLogFinalLatency *first = log.gateFinalLatency()) {
        w.beginObject();
        w.key(QStringLiteral("line"));
        w.value(first->line);
        w.key(QStringLiteral("value"));
        w.number(first->value);
        w.endObject();
    } else {
        w.null();
    }
    w.key(QStringLiteral("has_skill_retrospective"));
    w.value(log.hasSkillRetrospective);
    w.endObject();
    w.key(QStringLiteral("generation_hint"));
    w.value(generationName(log.generationHint));
    w.key(QStringLiteral("geomeans"));
    writeFigures(w, log.geomeans);
    w.key(QStringLiteral("headings"));
    w.beginArray();
    for (const OptLogHeading &h : log.headings) {
        w.beginObject();
        w.key(QStringLiteral("level"));
        w.value(h.level);
        w.key(QStringLiteral("line"));
        w.value(h.line);
        w.key(QStringLiteral("text"));
        w.value(h.text);
        w.endObject();
    }
    w.endArray();
    w.key(QStringLiteral("lines"));
    w.value(log.lineCount);
    w.key(QStringLiteral("loose_decisions"));
    w.beginArray();
    for (const OptLogDecision &d : log.looseDecisions)
        writeDecision(w, d);
    w.endArray();
    // Rounds and tables are most of a large log's JSON: one element at a time.
    w.key(QStringLiteral("rounds"));
    w.beginArray();
    for (const OptLogRound &r : log.rounds)
        writeRound(w, r);
    w.endArray();
    w.key(QStringLiteral("sections"));
    w.beginArray();
    for (const OptLogSection &s : log.sections) {
        w.beginObject();
        w.key(QStringLiteral("end_line"));
        w.value(s.endLine);
        w.key(QStringLiteral("kind"));
        w.value(sectionKindName(s.kind));
        w.key(QStringLiteral("level"));
        w.value(s.level);
        w.key(QStringLiteral("line"));
        w.value(s.line);
        w.key(QStringLiteral("role"));
        w.value(OptLogStructure::sectionRoleName(s.kind));
        w.key(QStringLiteral("session"));
        w.value(s.session);
        w.key(QStringLiteral("title"));
        w.value(s.title);
        w.endObject();
    }
    w.endArray();
    w.key(QStringLiteral("sessions"));
    w.beginArray();
    for (const OptLogSession &s : log.sessions) {
        w.beginObject();
        w.key(QStringLiteral("end_line"));
        w.value(s.endLine);
        w.key(QStringLiteral("index"));
        w.value(s.index);
        w.key(QStringLiteral("kind"));
        w.value(OptLogStructure::sessionKindName(s.kind));
        w.key(QStringLiteral("line"));
        w.value(s.line);
        w.key(QStringLiteral("title"));
        w.value(s.title);
        w.endObject();
    }
    w.endArray();
    w.key(QStringLiteral("speedups"));
    writeFigures(w, log.speedups);
    w.key(QStringLiteral("stage_result"));
    if (log.stageResultLine > 0) {
        w.beginObject();
        w.key(QStringLiteral("fields"));
        w.beginArray();
        for (const OptLogField &f : log.stageResult) {
            w.beginObject();
            w.key(QStringLiteral("key"));
            w.value(f.key);
            w.key(QStringLiteral("line"));
            w.value(f.line);
            w.key(QStringLiteral("value"));
            w.value(f.value);
            w.endObject();
        }
        w.endArray();
        w.key(QStringLiteral("line"));
        w.value(log.stageResultLine);
        w.endObject();
    } else {
        w.null();
    }
    w.key(QStringLiteral("stop_reasons"));
    w.beginArray();
    for (const OptLogStopReason &s : log.stopReasons) {
        w.beginObject();
        w.key(QStringLiteral("in_latest_final_summary"));
        w.value(s.inLatestFinalSummary);
        w.key(QStringLiteral("key"));
        w.value(s.key);
        w.key(QStringLiteral("line"));
        w.value(s.line);
        w.key(QStringLiteral("raw"));
        w.value(s.raw);
        w.key(QStringLiteral("reasons"));
        w.beginArray();
        for (const OptLogStopReason::Reason reason : s.reasons)
            w.value(stopReasonName(reason));
        w.endArray();
        w.endObject();
    }
    w.endArray();
    w.key(QStringLiteral("tables"));
    w.beginArray();
    CellValue::BriefCache briefs;
    for (qsizetype i = 0; i < log.tables.size(); ++i)
        writeTable(w, log.tables.at(i), int(i), briefs);
    w.endArray();
    w.key(QStringLiteral("valid_utf8"));
    w.value(log.validUtf8);
    w.endObject();
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
