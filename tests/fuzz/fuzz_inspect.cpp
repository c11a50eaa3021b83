// SPDX-License-Identifier: MIT
// The `perfopt inspect` loader (and the strict check) on a small run the fuzzer builds: the input
// is split at byte 0x1e into opt_log.md, perf_records.jsonl, workload_inventory.json, a branch
// kernel, an OpBasicInfo.csv, a PipeUtilization.csv and the baseline kernel, written to a
// directory in /dev/shm (all seven each time: writing them is 1-3 % of an input's time).
#include "base/runread.h"
#include "gates/gateengine.h"
#include "run/inspectreport.h"
#include "run/projectloader.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <cstddef>
#include <cstdint>

namespace {

void put(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (bytes.isEmpty()) {
        file.remove();
        return;
    }
    // Unbuffered: one write, without QIODevice's 16 KiB buffer allocated (and filled by ASan) per file.
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Unbuffered))
        file.write(bytes);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static QTemporaryDir dir(QFileInfo::exists(QStringLiteral("/dev/shm")) ? QStringLiteral("/dev/shm/perfopt-fuzz-XXXXXX")
                                                                           : QDir::tempPath() + QStringLiteral("/perfopt-fuzz-XXXXXX"));
    static const QString op = dir.filePath(QStringLiteral("toy"));
    static const QString launch = op + QStringLiteral("/perf_opt/profiles/round1/v1_bs/w/OPPROF_1_A");
    static const bool made = QDir().mkpath(launch);
    if (!made)
        return 0;
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QList<QByteArray> parts = bytes.split('\x1e'); // record separator: cheap for the fuzzer to find
    static const QStringList files {
        QStringLiteral("perf_opt/opt_log.md"),        QStringLiteral("perf_opt/perf_records.jsonl"),
        QStringLiteral("perf_opt/workload_inventory.json"), QStringLiteral("perf_opt/toy_opt_v1_bs.py"),
        QStringLiteral("perf_opt/profiles/round1/v1_bs/w/OPPROF_1_A/OpBasicInfo.csv"),
        QStringLiteral("perf_opt/profiles/round1/v1_bs/w/OPPROF_1_A/PipeUtilization.csv"),
        QStringLiteral("toy.py")};
    for (int i = 0; i < files.size(); ++i)
        put(op + QLatin1Char('/') + files[i], i == 0 && parts.value(0).isEmpty() ? QByteArray("# toy\n") : parts.value(i));
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(op);
    // The CLI's own path: the report streamed, its bytes counted and dropped.
    qsizetype printed = 0;
    InspectReport::writeJson(*snapshot, [&printed](QByteArrayView bytes) { printed += bytes.size(); });
    GateOptions options;
    options.useGitHistory = false;
    (void)GateEngine::run(*snapshot, GateProfile::Strict, options);
    return 0;
}
