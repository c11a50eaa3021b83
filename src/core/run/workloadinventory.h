// SPDX-License-Identifier: MIT
#pragma once

#include "base/diagnostic.h"

#include <QByteArray>
#include <QList>
#include <QStringList>
#include <QVariant>

// One item of Gen B's workload_inventory.json (shared/docs/workflow-formats.md §a.2).
struct InventoryItem {
    int index = 0; // 1-based position in "workloads"
    int line = 0; // line of the item's opening brace
    bool isObject = false;
    QVariantMap fields;
    QString benchmarkSource, kernelId, workloadId, label, dtype, kind, reason, tuningStatus;
    QStringList marks;
    std::optional<bool> precisionPass;
    QString derivedKind; // the kind the marks and names imply (§a.5)

    QString workloadKey() const { return kernelId + QLatin1String(" / ") + workloadId; }
};

struct WorkloadInventory {
    QString displayPath;
    bool exists = false;
    bool readable = false; // valid JSON object with a "workloads" array
    QByteArray bytes;
    QList<InventoryItem> items;
    Diagnostics diagnostics;

    QList<const InventoryItem *> tuneItems() const;
    // The tune item a record's key stands for: the one of that key, else the one tune item of that
    // workload whose kernel is the same file written otherwise ("argmax_like.py::k::main" for
    // "perf_opt/argmax_like.py::k::main", "./k.py::main"); null when none or several fit.
    const InventoryItem *tuneItemFor(const QString &kernelId, const QString &workloadId) const;
    static QString deriveKind(const QStringList &marks, const QString &workloadId, const QString &label);
    // Through RunRead (no link, a regular file inside root, bounded); root empty: the file's folder.
    static WorkloadInventory readFile(const QString &path, const QString &displayPath, const QString &root = QString());
    static WorkloadInventory parse(const QByteArray &bytes, const QString &displayPath);
};
