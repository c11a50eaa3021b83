// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>
#include <bitset>
#include <span>

namespace Synth {

enum class Generation { A, B };

// Each defect breaks (or, for the robustness ones, merely stresses) one thing a reader or a gate
// rule looks at. docs/perfopt-synth.md says which rule each one should trip.
enum class Defect {
    BadJsonLine,
    MissingField,
    BoolDuration,
    NanDuration,
    DuplicateKey,
    TruncatedLastLine,
    Bom,
    Crlf,
    BlankLines,
    LongLine,
    NoComparisonTable,
    CurrentBestOnly,
    NoFinalLatency,
    FinalLatencyMismatch,
    FullwidthColonFinal,
    NoRetrospective,
    ForbiddenFile,
    UnknownParent,
    LineageCycle,
    MissingBranchFile,
    UnmeasuredBranch,
    L0Failure,
    ProfilePathEscape,
    ProfileMissing,
    ProfileMismatch,
    Regression,
    SmallWinNoAb,
    PlateauMismatch,
    RecordsEdited,
    GenBNoInventory,
    GenBKindMismatch,
    GenBTwoFinals,
    GenBShaMismatch,
    GenBFinalTableMissing,
    GenBFinalTableBold,
    GenBFinalRowMismatch,
    Count
};

struct DefectInfo
{
    Defect defect;
    const char *name;
    char generation; // 'A', 'B' or '*' for both
    const char *summary;
};

std::span<const DefectInfo> defectTable();
const DefectInfo &defectInfo(Defect defect);

// Everything the command line decides. Sizes are already validated and normalised.
struct SynthOptions
{
    QString outDir;
    Generation generation = Generation::A;
    QString op = QStringLiteral("synth_norm");
    int rounds = 4;
    int workloads = 3;
    int dispatchPaths = 2;
    int candidates = 3;
    int profileRuns = -1; // -1: one per record, at most DefaultProfileCap
    qint64 logBytes = 0;
    int records = -1; // -1: derived from candidates
    quint32 seed = 1;
    std::bitset<static_cast<size_t>(Defect::Count)> defects;

    static constexpr int DefaultProfileCap = 64;

    bool has(Defect defect) const { return defects.test(static_cast<size_t>(defect)); }
    bool isGenB() const { return generation == Generation::B; }

    // The outcome of reading the command line: either options to run with, or text to print and
    // an exit code (0 for --help/--version, 2 for bad usage).
    struct Parsed
    {
        bool run = false;
        int exitCode = 0;
        QString out;
        QString err;
    };
    static Parsed parse(const QStringList &arguments, SynthOptions &options);
    static QString defectList();
};

} // namespace Synth
