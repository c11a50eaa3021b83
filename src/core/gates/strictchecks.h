// SPDX-License-Identifier: MIT
#pragma once

#include "gates/gatecheck.h"

// What a careful reviewer checks beyond the workflow's gate (profile `strict`).
namespace StrictChecks {

GateChecks all();

} // namespace StrictChecks
