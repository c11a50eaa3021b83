// SPDX-License-Identifier: MIT
#include "gates/gateengine.h"

#include "base/localization.h"

#include "base/pythontext.h"
#include "gates/strictchecks.h"
#include "gates/workflowchecks.h"
#include "optlog/optlogparser.h"
#include "run/projectsnapshot.h"

#include <QCoreApplication>
#include <algorithm>

const std::optional<QString> &GateContext::optLogAsGate()
{
    if (!m_optLogAsGate) {
        const TextFile &log = snapshot.optLogFile;
        std::optional<QString> text = log.readable ? PythonText::decodeUtf8(log.bytes) : std::nullopt;
        if (text)
            text = PythonText::universalNewlines(std::move(*text));
        m_optLogAsGate = std::move(text);
    }
    return *m_optLogAsGate;
}

std::optional<QByteArrayView> GateContext::optLogGateBytes()
{
    const TextFile &log = snapshot.optLogFile;
    if (!m_optLogDecodes) {
        // The strict UTF-8 PythonText::decodeUtf8 applies: the same verdict, without the copy. The
        // parsed log holds the verdict on these very bytes when it shares them (a load reads once).
        const QByteArray &parsed = snapshot.optLog.utf8;
        const bool sameBytes
            = !log.bytes.isEmpty() && parsed.constData() == log.bytes.constData() && parsed.size() == log.bytes.size();
        m_optLogDecodes = m_optLogAsGate ? m_optLogAsGate->has_value()
            : sameBytes                  ? log.readable && snapshot.optLog.validUtf8
                                         : log.readable && OptLogParser::firstInvalidUtf8(log.bytes) < 0;
    }
    if (!*m_optLogDecodes)
        return std::nullopt;
    return QByteArrayView(log.bytes);
}

bool GateContext::isReadRefusal(const Diagnostic &d)
{
    static const QStringList suffixes {QStringLiteral(".symbolic-link"), QStringLiteral(".outside-run"),
                                       QStringLiteral(".not-regular"), QStringLiteral(".unreadable"),
                                       QStringLiteral(".cut"), QStringLiteral(".too-large")};
    return d.severity == Diagnostic::Severity::Error
        && std::any_of(suffixes.cbegin(), suffixes.cend(), [&](const QString &suffix) { return d.code.endsWith(suffix); });
}

bool GateContext::refused(const QString &file) const
{
    if (snapshot.layout.perfOptOutsideRun() && snapshot.layout.isBeneathPerfOpt(file))
        return true;
    bool found = false;
    snapshot.forEachDiagnostic([&](const Diagnostic &d) {
        found = found || (d.file == file && isReadRefusal(d) && !d.code.endsWith(QLatin1String(".cut")));
    });
    return found;
}

GateChecks GateEngine::checksFor(Generation generation, GateProfile profile)
{
    GateChecks checks = generation == Generation::B ? WorkflowChecks::genB() : WorkflowChecks::genA();
    if (profile == GateProfile::Strict) {
        GateChecks strict = StrictChecks::all();
        for (auto &check : strict)
            checks.push_back(std::move(check));
    }
    return checks;
}

namespace {

// Files the run could not be read from safely (RunRead refused them or cut them): every profile
// fails on these, at the file, because a check that cannot see a file must not pass it.
class RunReadCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(RunReadCheck)

public:
    QString id() const override { return QStringLiteral("RUN-READ"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        // perf_opt/ linked out of the run: one failure at the folder, not the same one at each file.
        const RunLayout &layout = context.snapshot.layout;
        const bool perfOptOutside = layout.perfOptOutsideRun();
        context.snapshot.forEachDiagnostic([&](const Diagnostic &d) {
            if (!GateContext::isReadRefusal(d))
                return;
            if (perfOptOutside && d.code != QLatin1String(RunLayout::PerfOptOutsideCode) && layout.isBeneathPerfOpt(d.file))
                return;
            results.append(GateResult {id(), Diagnostic::Severity::Error, d.file, d.line,
                                       tr("%1 was not read safely: %2").arg(d.file, d.message), {}});
        });
    }
};

} // namespace

GateReport GateEngine::run(const ProjectSnapshot &snapshot, GateProfile profile, const GateOptions &options)
{
    GateReport report;
    report.profile = profile;
    report.generation = snapshot.generation;
    report.options = std::make_shared<const GateOptions>(options);
    report.language = Localization::sayingIn();
    GateContext context(snapshot, options);
    const GateChecks checks = checksFor(snapshot.generation, profile);
    RunReadCheck().run(context, report.results);
    for (const auto &check : checks)
        check->run(context, report.results);
    if (profile == GateProfile::Strict) {
        snapshot.forEachDiagnostic([&report](const Diagnostic &d) {
            // A missing or empty log is S4-OPTLOG's failure already.
            if (d.code.startsWith(QLatin1String("optlog.")) && d.severity != Diagnostic::Severity::Info
                && d.code != QLatin1String("optlog.missing") && d.code != QLatin1String("optlog.empty"))
                report.logReading.append(d);
        });
    }
    return report;
}
