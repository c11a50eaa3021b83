// SPDX-License-Identifier: MIT
#pragma once

#include "gates/gatecheck.h"

// The workflow's own gate 4, rule for rule (shared/docs/workflow-formats.md §a.3–a.5): same rule
// ids, same pass/fail, same order, including the quirks, so that people know what the workflow
// will say before they hand a run over.
namespace WorkflowChecks {

GateChecks genA();
GateChecks genB();

} // namespace WorkflowChecks
