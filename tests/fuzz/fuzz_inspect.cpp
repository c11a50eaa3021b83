// SPDX-License-Identifier: MIT
// The `perfopt inspect` loader (and the strict check) on a small run the fuzzer builds: the input
// is split at byte 0x1e into opt_log.md, perf_records.jsonl, workload_inventory.json, a branch
// kernel, an OpBasicInfo.csv, a PipeUtilization.csv and the baseline kernel, written to a
// directory in /dev/shm that is kept from one input to the next.
#include "gates/gateengine.h"
#include "run/inspectreport.h"
#include "run/projectloader.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <array>
#include <cstddef>
#include <cstdint>
#include <fcntl.h>
#include <unistd.h>

namespace {

constexpr std::array<const char *, 7> Files {
    "perf_opt/opt_log.md",
    "perf_opt/perf_records.jsonl",
    "perf_opt/workload_inventory.json",
    "perf_opt/toy_opt_v1_bs.py",
    "perf_opt/profiles/round1/v1_bs/w/OPPROF_1_A/OpBasicInfo.csv",
    "perf_opt/profiles/round1/v1_bs/w/OPPROF_1_A/PipeUtilization.csv",
    "toy.py",
};

// One file of the run as the previous input left it: rewritten (or removed) only when its bytes
// change, so an input that mutates one part costs one write, not seven.
struct FuzzFile
{
    QByteArray path; // absolute, for open(2)
    QByteArray bytes;
    bool present = false;

    void put(QByteArrayView next)
    {
        if (next.isEmpty()) {
            if (present)
                ::unlink(path.constData());
            present = false;
            bytes.clear();
            return;
        }
        if (present && QByteArrayView(bytes) == next)
            return;
        const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (fd < 0)
            return;
        qsizetype done = 0;
        while (done < next.size()) {
            const ssize_t n = ::write(fd, next.data() + done, size_t(next.size() - done));
            if (n <= 0)
                break;
            done += n;
        }
        ::close(fd);
        present = done == next.size();
        bytes = present ? next.toByteArray() : QByteArray();
    }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static QTemporaryDir dir(QFileInfo::exists(QStringLiteral("/dev/shm"))
                                 ? QStringLiteral("/dev/shm/perfopt-fuzz-XXXXXX")
                                 : QDir::tempPath() + QStringLiteral("/perfopt-fuzz-XXXXXX"));
    static const QString op = dir.filePath(QStringLiteral("toy"));
    static const bool made = QDir().mkpath(op + QStringLiteral("/perf_opt/profiles/round1/v1_bs/w/OPPROF_1_A"));
    static std::array<FuzzFile, Files.size()> files = [] {
        std::array<FuzzFile, Files.size()> out;
        for (size_t i = 0; i < Files.size(); ++i)
            out[i].path = QFile::encodeName(op + QLatin1Char('/') + QLatin1String(Files[i]));
        return out;
    }();
    if (!made)
        return 0;
    // The parts, split at the record separator (cheap for the fuzzer to find); a missing part is
    // an absent file, an empty log is "# toy\n".
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    qsizetype from = 0;
    for (size_t i = 0; i < files.size(); ++i) {
        qsizetype to = from <= bytes.size() ? bytes.indexOf('\x1e', from) : -1;
        if (to < 0)
            to = bytes.size();
        const QByteArrayView part = from < bytes.size() ? bytes.sliced(from, to - from) : QByteArrayView();
        files[i].put(i == 0 && part.isEmpty() ? QByteArrayView("# toy\n") : part);
        from = to + 1;
    }
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(op);
    // The CLI's own path: the report streamed, its bytes counted and dropped.
    qsizetype printed = 0;
    InspectReport::writeJson(*snapshot, [&printed](QByteArrayView out) { printed += out.size(); });
    GateOptions options;
    options.useGitHistory = false;
    (void)GateEngine::run(*snapshot, GateProfile::Strict, options);
    return 0;
}
