// SPDX-License-Identifier: MIT
#include "gates/gateresult.h"

#include <algorithm>

QList<GateResult> GateReport::failures() const
{
    QList<GateResult> out;
    for (const GateResult &r : results)
        if (r.severity == Diagnostic::Severity::Error)
            out.append(r);
    return out;
}

QList<GateResult> GateReport::warnings() const
{
    QList<GateResult> out;
    for (const GateResult &r : results)
        if (r.severity == Diagnostic::Severity::Warning)
            out.append(r);
    return out;
}

qsizetype GateReport::count(Diagnostic::Severity severity) const
{
    return std::count_if(results.cbegin(), results.cend(),
                         [severity](const GateResult &r) { return r.severity == severity; });
}

bool GateReport::passed() const
{
    return std::none_of(results.cbegin(), results.cend(), [](const GateResult &r) { return r.isFailure(); });
}

QString GateReport::profileName(GateProfile profile)
{
    return profile == GateProfile::Workflow ? QStringLiteral("workflow") : QStringLiteral("strict");
}

std::optional<GateProfile> GateReport::profileFromName(const QString &name)
{
    if (name == QLatin1String("workflow"))
        return GateProfile::Workflow;
    if (name == QLatin1String("strict"))
        return GateProfile::Strict;
    return std::nullopt;
}
