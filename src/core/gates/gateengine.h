// SPDX-License-Identifier: MIT
#pragma once

#include "gates/gatecheck.h"
#include "gates/gateresult.h"

struct ProjectSnapshot;

// Runs a gate profile over a loaded run. `workflow` mirrors the workflow's own gate 4 exactly;
// `strict` adds what a careful reviewer checks on top of it.
class GateEngine
{
public:
    static GateReport run(const ProjectSnapshot &snapshot, GateProfile profile, const GateOptions &options = {});
    static GateChecks checksFor(Generation generation, GateProfile profile);
};
