// SPDX-License-Identifier: MIT
#include "gates/gateengine.h"

#include "gates/strictchecks.h"
#include "gates/workflowchecks.h"
#include "run/projectsnapshot.h"

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

GateReport GateEngine::run(const ProjectSnapshot &snapshot, GateProfile profile, const GateOptions &options)
{
    GateReport report;
    report.profile = profile;
    report.generation = snapshot.generation;
    GateContext context(snapshot, options);
    const GateChecks checks = checksFor(snapshot.generation, profile);
    for (const auto &check : checks)
        check->run(context, report.results);
    return report;
}
