// SPDX-License-Identifier: MIT
#include "gates/gateresult.h"

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
