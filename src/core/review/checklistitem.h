// SPDX-License-Identifier: MIT
#pragma once

#include "base/generation.h"

#include <QList>
#include <QString>
#include <QStringList>

// Where the evidence for a checklist verdict is: a file of the run, relative to the operator
// directory ("perf_opt/opt_log.md"), and a 1-based line (0 = the whole file).
struct ChecklistEvidence
{
    QString file;
    int line = 0;
    QString text; // what is there, one short line

    QString location() const; // "perf_opt/opt_log.md:57"
    bool operator==(const ChecklistEvidence &) const = default;
};

// One thing the Stage 4 workflow requires of a run (shared/seed, SKILL.md Phases 0–4), as data.
// `sourceText` is English and translated in the "Checklist" context; `textZh` is the item in the
// workflow's own language, used when no translation is installed.
struct ChecklistItem
{
    enum class Verification {
        Gate, // one or more gate rules (GateEngine, strict profile): pass iff none of them reports
        Query, // a question asked of the loaded model (records, log, inventory, files)
        Manual, // only the reviewer can tell; evidence is offered where there is some
    };

    QString id; // stable across versions, stored in the workspace database: "p2.comparison-table"
    int phase = 0; // 0..4
    QString sourceText; // English
    QString textZh;
    QString source; // where the workflow asks for it: "Phase 2 step 3"
    Verification verification = Verification::Manual;
    QStringList gateRules; // Gate (and Query items that also consult gate rules)
    QString query; // Query: the evaluator's question id
    QList<Generation> generations; // empty = both

    bool appliesTo(Generation generation) const;
    // The text in the interface language: the installed translation, else textZh for Chinese.
    QString text() const;
    QString text(const QString &language) const; // "en" or "zh_CN" (exports)
    static QString verificationName(Verification verification);
};
