// SPDX-License-Identifier: MIT
#include "projectloader.h"

#include <QCoreApplication>
#include <QtConcurrent/QtConcurrentRun>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ProjectLoader", text);
}

// Returns false when the load was cancelled.
bool step(ProjectLoader::Promise *promise, int value, const QString &text)
{
    if (!promise)
        return true;
    if (promise->isCanceled())
        return false;
    promise->setProgressValueAndText(value, text);
    return true;
}

void decideGeneration(ProjectSnapshot &snapshot)
{
    // shared/docs/workflow-formats.md §0: inventory, Gen B record fields or *_round<N>_*.py ⇒ Gen B.
    snapshot.generationEvidence = snapshot.layout.generationEvidence;
    for (const PerfRecord &record : std::as_const(snapshot.records.records)) {
        if (record.fields.contains(QStringLiteral("phase")) || record.fields.contains(QStringLiteral("workload_id"))) {
            snapshot.generationEvidence.append(
                QCoreApplication::translate("ProjectLoader", "perf_records.jsonl line %1 has phase/workload_id")
                    .arg(record.line));
            break;
        }
    }
    if (!snapshot.generationEvidence.isEmpty()) {
        snapshot.generation = Generation::B;
        return;
    }
    snapshot.generation = Generation::A;
    snapshot.generationEvidence.append(
        QCoreApplication::translate("ProjectLoader", "no inventory, no Gen B record fields, no *_round<N>_*.py files"));
}

} // namespace

QFuture<ProjectSnapshotPtr> ProjectLoader::loadAsync(const QString &path)
{
    return QtConcurrent::run([path](Promise &promise) {
        ProjectSnapshotPtr result = load(path, &promise);
        if (result && !promise.isCanceled())
            promise.addResult(result);
    });
}

ProjectSnapshotPtr ProjectLoader::load(const QString &path, Promise *promise)
{
    if (promise)
        promise->setProgressRange(0, ProgressSteps);
    auto snapshot = std::make_shared<ProjectSnapshot>();
    snapshot->openedPath = path;

    if (!step(promise, 0, tr("Looking at the run's files…")))
        return nullptr;
    snapshot->layout = RunLayout::discover(path);
    const RunLayout &layout = snapshot->layout;

    if (!step(promise, 1, tr("Reading perf_records.jsonl…")))
        return nullptr;
    if (layout.isValid()) {
        const QString rel = layout.records.isEmpty()
            ? (layout.perfOptRel.isEmpty() ? QStringLiteral("perf_records.jsonl")
                                           : layout.perfOptRel + QStringLiteral("/perf_records.jsonl"))
            : layout.records;
        snapshot->records = PerfRecordsReader::readFile(layout.absolute(rel), rel);
    }

    auto readText = [&layout](const QString &rel, const QString &fallbackName) {
        const QString display = !rel.isEmpty() ? rel
            : layout.perfOptRel.isEmpty()      ? fallbackName
                                               : layout.perfOptRel + QLatin1Char('/') + fallbackName;
        return TextFile::read(rel.isEmpty() ? QString() : layout.absolute(rel), display);
    };
    snapshot->optLogFile = readText(layout.optLog, QStringLiteral("opt_log.md"));
    snapshot->perfFeedbackFile = readText(layout.perfFeedback, QStringLiteral("perf_feedback.md"));
    snapshot->finalKernelFile = readText(layout.finalKernel,
                                         (layout.operatorName.isEmpty() ? QStringLiteral("op") : layout.operatorName)
                                             + QStringLiteral(".py"));

    if (!step(promise, 2, tr("Reading the workload inventory…")))
        return nullptr;
    if (!layout.inventory.isEmpty())
        snapshot->inventory = WorkloadInventory::readFile(layout.absolute(layout.inventory), layout.inventory);
    decideGeneration(*snapshot);

    if (!step(promise, 3, tr("Matching kernel variants and lineage…")))
        return nullptr;
    snapshot->variants = KernelVariant::collect(layout);
    snapshot->lineage = VariantLineage::build(snapshot->records.records, snapshot->variants, layout,
                                              snapshot->records.displayPath);

    if (!step(promise, ProgressSteps, tr("Loaded")))
        return nullptr;
    snapshot->loadedAt = QDateTime::currentDateTimeUtc();
    return snapshot;
}
