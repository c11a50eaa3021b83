// SPDX-License-Identifier: MIT
#include "gates/gatereportjson.h"

#include "base/terminaltext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QTextStream>

namespace {

QJsonObject diagnosticJson(const Diagnostic &d)
{
    QJsonObject o {{QStringLiteral("severity"), Diagnostic::severityName(d.severity)},
                   {QStringLiteral("code"), d.code},
                   {QStringLiteral("file"), d.file},
                   {QStringLiteral("message"), d.message}};
    if (d.line > 0)
        o.insert(QStringLiteral("line"), d.line);
    return o;
}

QJsonArray logReadingJson(const GateReport &report)
{
    QJsonArray array;
    for (const Diagnostic &d : report.logReading)
        array.append(diagnosticJson(d));
    return array;
}

QJsonObject resultJson(const GateResult &r)
{
    QJsonObject o{{QStringLiteral("rule_id"), r.ruleId},
                  {QStringLiteral("severity"), Diagnostic::severityName(r.severity)},
                  {QStringLiteral("file"), r.file},
                  {QStringLiteral("message"), r.message}};
    if (r.line > 0)
        o.insert(QStringLiteral("line"), r.line);
    if (!r.evidence.isEmpty())
        o.insert(QStringLiteral("evidence"), QJsonArray::fromStringList(r.evidence));
    return o;
}

} // namespace

QJsonObject GateReportJson::toJson(const GateReport &report)
{
    QJsonArray failures, warnings, infos;
    for (const GateResult &r : report.results) {
        switch (r.severity) {
        case Diagnostic::Severity::Error: failures.append(resultJson(r)); break;
        case Diagnostic::Severity::Warning: warnings.append(resultJson(r)); break;
        case Diagnostic::Severity::Info: infos.append(resultJson(r)); break;
        }
    }
    QJsonObject json {{QStringLiteral("profile"), GateReport::profileName(report.profile)},
                      {QStringLiteral("generation"), generationName(report.generation)},
                      {QStringLiteral("passed"), report.passed()},
                      {QStringLiteral("failures"), failures},
                      {QStringLiteral("warnings"), warnings},
                      {QStringLiteral("infos"), infos}};
    if (report.profile == GateProfile::Strict)
        json.insert(QStringLiteral("log_reading"), logReadingJson(report));
    return json;
}

void GateReportJson::writeJson(const GateReport &report, const JsonStreamWriter::Sink &sink)
{
    JsonStreamWriter writer(sink);
    const auto severityArray = [&report](Diagnostic::Severity severity) {
        return [&report, severity](JsonStreamWriter &w) {
            w.beginArray();
            for (const GateResult &r : report.results)
                if (r.severity == severity)
                    w.value(QJsonValue(resultJson(r)));
            w.endArray();
        };
    };
    QJsonObject small {{QStringLiteral("profile"), GateReport::profileName(report.profile)},
                       {QStringLiteral("generation"), generationName(report.generation)},
                       {QStringLiteral("passed"), report.passed()}};
    if (report.profile == GateProfile::Strict)
        small.insert(QStringLiteral("log_reading"), logReadingJson(report));
    writer.beginObject();
    writer.members(small,
                   {{QStringLiteral("failures"), severityArray(Diagnostic::Severity::Error)},
                    {QStringLiteral("warnings"), severityArray(Diagnostic::Severity::Warning)},
                    {QStringLiteral("infos"), severityArray(Diagnostic::Severity::Info)}});
    writer.endObject();
}

QString GateReportJson::toText(const GateReport &report, bool colour)
{
    QString text;
    QTextStream out(&text);
    writeText(report, colour, out);
    out.flush();
    return text;
}

void GateReportJson::writeText(const GateReport &report, bool colour, QTextStream &out)
{
    auto paint = [colour](const QString &text, const char *code) {
        return colour ? QStringLiteral("\x1b[%1m%2\x1b[0m").arg(QLatin1String(code), text) : text;
    };
    // In colour the stream goes to the terminal unfiltered (the codes are ours): the run's text in it
    // is made inert here.
    auto run = [colour](const QString &text) { return colour ? TerminalText::inert(text) : text; };
    for (const GateResult &r : report.results) {
        const char *code = r.severity == Diagnostic::Severity::Error ? "31" : r.severity == Diagnostic::Severity::Warning ? "33" : "36";
        out << paint(Diagnostic::severityName(r.severity).toUpper(), code) << ' ' << r.ruleId << ' ' << run(r.file);
        if (r.line > 0)
            out << ':' << QString::number(r.line);
        out << ": " << run(r.message) << '\n';
        for (const QString &e : r.evidence)
            out << "    " << run(e) << '\n';
    }
    if (!report.logReading.isEmpty()) {
        out << QCoreApplication::translate("GateReport",
                                           "Reading opt_log.md (not results: the rules read the log as these say):")
            << '\n';
        constexpr qsizetype shown = 50;
        for (qsizetype i = 0; i < report.logReading.size() && i < shown; ++i) {
            const Diagnostic &d = report.logReading.at(i);
            out << "  " << paint(Diagnostic::severityName(d.severity).toUpper(), "33") << ' ' << d.code << ' '
                << run(d.file);
            if (d.line > 0)
                out << ':' << QString::number(d.line);
            out << ": " << run(d.message) << '\n';
        }
        if (report.logReading.size() > shown)
            out << "  "
                << QCoreApplication::translate("GateReport", "… and %1 more (perfopt inspect lists every one)")
                       .arg(report.logReading.size() - shown)
                << '\n';
    }
    const int failures = int(report.count(Diagnostic::Severity::Error));
    const int warnings = int(report.count(Diagnostic::Severity::Warning));
    out << QCoreApplication::translate("GateReport", "%1 profile, Gen %2: %3 — %4 failure(s), %5 warning(s)\n")
               .arg(GateReport::profileName(report.profile), generationName(report.generation),
                    report.passed() ? paint(QCoreApplication::translate("GateReport", "PASS"), "32")
                                    : paint(QCoreApplication::translate("GateReport", "FAIL"), "31"))
               .arg(failures)
               .arg(warnings);
}
