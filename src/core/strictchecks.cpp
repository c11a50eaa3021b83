// SPDX-License-Identifier: MIT
#include "strictchecks.h"

#include "projectsnapshot.h"

#include <QCoreApplication>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("StrictGate", text);
}

// Layout: forbidden or unknown entries at the top of perf_opt/.
class LayoutCheck : public GateCheck
{
public:
    QString id() const override { return QStringLiteral("REVIEW-LAYOUT"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        for (const RunFile &file : context.snapshot.layout.topLevel) {
            if (file.verdict == RunFileVerdict::Forbidden)
                results.append({id(), Diagnostic::Severity::Error, file.relativePath, 0, file.reason, {}});
            else if (file.verdict == RunFileVerdict::Unknown)
                results.append({id(), Diagnostic::Severity::Warning, file.relativePath, 0,
                                tr("Not an entry the workflow allows at the top of perf_opt/: %1").arg(file.reason),
                                {}});
        }
    }
};

// Lineage: unknown parents, cycles, recorded candidates without a file, branch files never measured.
class LineageCheck : public GateCheck
{
public:
    QString id() const override { return QStringLiteral("REVIEW-LINEAGE"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const ProjectSnapshot &s = context.snapshot;
        for (const Diagnostic &d : s.lineage.diagnostics) {
            const auto severity = d.code == QLatin1String("lineage.cycle") || d.code == QLatin1String("lineage.unknown-parent")
                ? Diagnostic::Severity::Error
                : Diagnostic::Severity::Warning;
            results.append({id(), severity, d.file, d.line, d.message, {d.code}});
        }
        for (int v : s.lineage.unmeasuredVariants)
            results.append({id(), Diagnostic::Severity::Warning, s.variants[v].relativePath, 0,
                            tr("Branch file %1 was never measured (no record cites it)").arg(s.variants[v].fileName),
                            {}});
    }
};

} // namespace

GateChecks StrictChecks::all()
{
    GateChecks checks;
    checks.push_back(std::make_unique<LayoutCheck>());
    checks.push_back(std::make_unique<LineageCheck>());
    return checks;
}
