// SPDX-License-Identifier: MIT
#include "inventorywriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Synth {

QList<InventoryWriter::Item> InventoryWriter::items(const RunModel &model)
{
    QList<Item> list;
    for (int w = 0; w < model.workloads.size(); ++w) {
        const Workload &wl = model.workloads.at(w);
        Item item;
        item.workloadId = wl.id;
        item.label = QStringLiteral("%1x%2 %3").arg(wl.m).arg(wl.n).arg(wl.dtype);
        item.kind = QStringLiteral("tune");
        item.tuningStatus = QStringLiteral("winner_merged");
        item.dtype = wl.dtype;
        item.m = wl.m;
        item.n = wl.n;
        // genb-kind-mismatch: a smoke mark makes the derived kind "smoke" while "tune" is declared.
        if (w == 0 && model.has(Defect::GenBKindMismatch))
            item.marks << QStringLiteral("smoke");
        list.append(item);
    }
    Item smoke;
    smoke.workloadId = QStringLiteral("smoke-64x1024-fp16");
    smoke.label = QStringLiteral("smoke 64x1024 float16");
    smoke.marks << QStringLiteral("smoke");
    smoke.kind = QStringLiteral("smoke");
    smoke.dtype = QStringLiteral("float16");
    smoke.m = 64;
    smoke.n = 1024;
    list.append(smoke);
    Item skipped;
    skipped.workloadId = QStringLiteral("m65536-n65536-fp32");
    skipped.label = QStringLiteral("65536x65536 float32");
    skipped.marks << QStringLiteral("skip");
    skipped.kind = QStringLiteral("skipped");
    skipped.reason = QStringLiteral("needs 16 GiB of input; exceeds the 910B2C HBM budget of this bench");
    skipped.dtype = QStringLiteral("float32");
    skipped.m = 65536;
    skipped.n = 65536;
    list.append(skipped);
    return list;
}

QByteArray InventoryWriter::json(const RunModel &model)
{
    QJsonArray workloads;
    const QString source = QStringLiteral("benchmarks/ops/bench_%1.py::test_%1_bench").arg(model.options.op);
    for (const Item &item : items(model)) {
        QJsonObject o;
        o.insert(QStringLiteral("benchmark_source"), source);
        o.insert(QStringLiteral("kernel_id"), model.kernelId);
        o.insert(QStringLiteral("workload_id"), item.workloadId);
        o.insert(QStringLiteral("label"), item.label);
        o.insert(QStringLiteral("marks"), QJsonArray::fromStringList(item.marks));
        o.insert(QStringLiteral("shape"), QJsonArray {item.m, item.n});
        o.insert(QStringLiteral("dtype"), item.dtype);
        o.insert(QStringLiteral("params"), QJsonObject {{QStringLiteral("M"), item.m}, {QStringLiteral("N"), item.n}});
        o.insert(QStringLiteral("kind"), item.kind);
        o.insert(QStringLiteral("reason"), item.reason);
        if (item.kind == QLatin1String("tune"))
            o.insert(QStringLiteral("tuning_status"), item.tuningStatus);
        if (item.kind == QLatin1String("smoke"))
            o.insert(QStringLiteral("precision_pass"), true);
        workloads.append(o);
    }
    return QJsonDocument(QJsonObject {{QStringLiteral("workloads"), workloads}}).toJson(QJsonDocument::Indented);
}

} // namespace Synth
