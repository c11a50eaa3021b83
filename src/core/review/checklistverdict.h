// SPDX-License-Identifier: MIT
#pragma once

#include "review/checklistitem.h"

#include <optional>

// What the evaluator (or the reviewer) says about one checklist item.
struct ChecklistVerdict
{
    enum class Status { Pass, Fail, Manual, NotApplicable };

    QString itemId;
    Status status = Status::Manual;
    QString summary; // one line, interface language
    QList<ChecklistEvidence> evidence; // where to look; for failures, where it fails

    static QString statusName(Status status); // "pass", "fail", "manual", "n/a" (stable, stored)
    static std::optional<Status> statusFromName(const QString &name);
    static QString statusLabel(Status status); // translated
    static QString statusLabel(Status status, const QString &language); // exports
};
