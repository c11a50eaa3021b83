// SPDX-License-Identifier: MIT
#pragma once

#include "base/diagnostic.h"
#include "base/generation.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

// One finding of a gate rule: what the workflow's gate (or a careful reviewer) would say, where,
// and the evidence behind it. Plain values; nothing here prints.
struct GateResult {
    QString ruleId; // the workflow's id (S4-…) or ours (REVIEW-…)
    Diagnostic::Severity severity = Diagnostic::Severity::Error;
    QString file; // relative to the operator directory
    int line = 0;
    QString message; // translated
    QStringList evidence; // record lines, log lines, numbers compared

    bool isFailure() const { return severity == Diagnostic::Severity::Error; }
};

enum class GateProfile { Workflow, Strict };

struct GateOptions;

struct GateReport {
    GateProfile profile = GateProfile::Strict;
    Generation generation = Generation::Unknown;
    QList<GateResult> results; // in the order the rules ran
    std::shared_ptr<const GateOptions> options; // what the rules ran with (to say it again in another language)
    QString language; // the language its messages are in ("en", "zh_CN"); empty: not known
    // Strict profile: what reading opt_log.md noticed (its optlog.* warnings, file and line) — the
    // structure every rule saw, which no rule reports: a round heading Markdown reads as text, a
    // code fence never closed. Not results: the verdict is the rules'. The workbench shows the
    // same diagnostics in its Problems dock, so only `check` prints these.
    Diagnostics logReading;

    QList<GateResult> failures() const;
    QList<GateResult> warnings() const;
    // Counted in place: a strict report of a large run holds thousands of findings.
    qsizetype count(Diagnostic::Severity severity) const;
    bool passed() const;
    static QString profileName(GateProfile profile);
    static std::optional<GateProfile> profileFromName(const QString &name);
};
