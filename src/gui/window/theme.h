// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

// Light, dark or the system's look. Dark and light use Fusion with a fixed palette so that they
// look the same everywhere; "system" leaves the platform's style alone.
namespace Theme {

void apply(const QString &theme);
bool isDark();

} // namespace Theme
