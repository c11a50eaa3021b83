// SPDX-License-Identifier: MIT
#include "gates/gateengine.h"

#include "base/localization.h"

#include "base/pythontext.h"
#include "gates/strictchecks.h"
#include "gates/workflowchecks.h"
#include "optlog/optlogparser.h"
#include "run/projectsnapshot.h"

#include <QCoreApplication>

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
        // The strict UTF-8 PythonText::decodeUtf8 applies: the same verdict, without the copy.
        m_optLogDecodes = m_optLogAsGate ? m_optLogAsGate->has_value()
                                         : log.readable && OptLogParser::firstInvalidUtf8(log.bytes) < 0;
    }
    if (!*m_optLogDecodes)
        return std::nullopt;
    return QByteArrayView(log.bytes);
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
        static const QStringList suffixes {QStringLiteral(".symbolic-link"), QStringLiteral(".outside-run"),
                                           QStringLiteral(".not-regular"), QStringLiteral(".unreadable"),
                                           QStringLiteral(".cut"), QStringLiteral(".too-large")};
        context.snapshot.forEachDiagnostic([&](const Diagnostic &d) {
            if (d.severity != Diagnostic::Severity::Error)
                return;
            for (const QString &suffix : suffixes) {
                if (d.code.endsWith(suffix)) {
                    results.append(GateResult {id(), Diagnostic::Severity::Error, d.file, d.line,
                                               tr("%1 was not read safely: %2").arg(d.file, d.message), {}});
                    break;
                }
            }
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
    return report;
}
