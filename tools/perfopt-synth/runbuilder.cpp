// SPDX-License-Identifier: MIT
#include "runbuilder.h"

#include "kernelsource.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QTimeZone>
#include <algorithm>
#include <cmath>

namespace Synth {

namespace {

enum Stream : quint32 {
    WorkloadStream = 1,
    WinnerStream,
    DurationStream,
    ClockStream,
    FinalStream,
};

struct Shape
{
    int m;
    int n;
};
constexpr Shape Shapes[]
    = {{4096, 1024}, {8, 262144}, {2048, 4096}, {16384, 16384}, {1024, 8192}, {64, 65536}, {8192, 8192}, {32768, 512}};
constexpr const char *DtypeNames[] = {"float16", "bfloat16", "float32"};
constexpr const char *DtypeShort[] = {"fp16", "bf16", "fp32"};
constexpr const char *PathNames[] = {"row_tile", "col_split", "fp32_transit", "tail_pad", "multi_pass", "single_tile"};
constexpr int BlockDims[] = {24, 16, 24, 8};

int pick(const std::initializer_list<int> choices, int start, int avoid)
{
    const int count = int(choices.size());
    for (int i = 0; i < count; ++i) {
        const int value = *(choices.begin() + (start + i) % count);
        if (value != avoid)
            return value;
    }
    return avoid + 1;
}

} // namespace

RunBuilder::RunBuilder(const SynthOptions &options)
{
    m.options = options;
    const QDateTime epoch(QDate(2026, 9, 1), QTime(0, 0), QTimeZone::UTC);
    m_clock = epoch.toSecsSinceEpoch() + qint64(options.seed % 180) * 86400 + qint64(options.seed / 180 % 12) * 3600;
}

RunModel RunBuilder::build(const SynthOptions &options)
{
    RunBuilder builder(options);
    builder.makeWorkloads();
    builder.makeBaseline();
    builder.makeRounds();
    builder.makeFinals();
    builder.applyLineageDefects();
    builder.planProfiles();
    return std::move(builder.m);
}

QString RunBuilder::safeName(const QString &text)
{
    QString safe = text;
    for (QChar &c : safe) {
        const char16_t u = c.unicode();
        const bool ok = (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9') || u == u'_'
            || u == u'.' || u == u'-';
        if (!ok)
            c = u'_';
    }
    qsizetype begin = 0;
    qsizetype end = safe.size();
    while (begin < end && (safe.at(begin) == u'.' || safe.at(begin) == u'_'))
        ++begin;
    while (end > begin && (safe.at(end - 1) == u'.' || safe.at(end - 1) == u'_'))
        --end;
    safe = safe.mid(begin, end - begin).left(64);
    if (safe.isEmpty())
        safe = QStringLiteral("case");
    const QByteArray hash = QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex().left(8);
    return safe + QLatin1Char('_') + QString::fromLatin1(hash);
}

QRandomGenerator RunBuilder::random(quint32 stream, quint32 a, quint32 b) const
{
    const quint32 seeds[4] = {m.options.seed, stream, a, b};
    return QRandomGenerator(seeds);
}

void RunBuilder::tick(quint32 stream, quint32 a, int minSeconds, int maxSeconds)
{
    QRandomGenerator r = random(ClockStream, stream, a);
    m_clock += r.bounded(minSeconds, maxSeconds + 1);
}

QString RunBuilder::rawPathFor(Phase phase, int round, const QString &candidateId, const Workload &workload) const
{
    if (!m.isGenB())
        return QStringLiteral("perf_opt/profiles/round%1/%2/%3/").arg(round).arg(candidateId, workload.id);
    const QString phaseName = phase == Phase::Baseline ? QStringLiteral("baseline")
        : phase == Phase::Final                        ? QStringLiteral("final")
                                                       : QStringLiteral("candidate");
    return QStringLiteral("profiles/%1/round%2/%3/%4")
        .arg(phaseName)
        .arg(round)
        .arg(safeName(candidateId), safeName(workload.id));
}

int RunBuilder::addRecord(Record record)
{
    record.profileDir = record.rawPath;
    if (m.isGenB())
        record.profileDir.prepend(QStringLiteral("perf_opt/"));
    if (record.profileDir.endsWith(QLatin1Char('/')))
        record.profileDir.chop(1);
    m.records.append(record);
    return int(m.records.size()) - 1;
}

void RunBuilder::makeWorkloads()
{
    const SynthOptions &o = m.options;
    QRandomGenerator r = random(WorkloadStream);
    for (int w = 0; w < o.workloads; ++w) {
        Workload wl;
        // Shapes cycle with w % 8 and the dtype turns one further every 8 workloads, so the first 24
        // (shape, dtype) pairs differ; later ones get a -r<n> suffix.
        const int dt = (w + 2 * (w / 8)) % 3;
        const Shape shape = Shapes[w % 8];
        const int repeat = w / 24;
        wl.m = shape.m;
        wl.n = shape.n;
        wl.dtype = QString::fromLatin1(DtypeNames[dt]);
        const QString shortType = QString::fromLatin1(DtypeShort[dt]);
        if (m.isGenB()) {
            wl.id = QStringLiteral("m%1-n%2-%3").arg(shape.m).arg(shape.n).arg(shortType);
            if (repeat > 0)
                wl.id += QStringLiteral("-r%1").arg(repeat);
        } else {
            wl.id = QStringLiteral("%1_%2x%3").arg(shortType).arg(shape.m).arg(shape.n);
            if (repeat > 0)
                wl.id += QStringLiteral("_r%1").arg(repeat);
            const int path = w % o.dispatchPaths;
            wl.dispatchPath = path < 6 ? QString::fromLatin1(PathNames[path]) : QStringLiteral("path%1").arg(path + 1);
        }
        // The first workload is the small primary kernel (8-16 us) the <20 us rules talk about; the
        // others follow their bytes moved (read + write at ~1.2 TB/s) with some structure noise.
        const double u = r.generateDouble();
        const int elementBytes = dt == 2 ? 4 : 2;
        const double floorUs = double(shape.m) * shape.n * elementBytes * 2.5 / 1.2e6;
        wl.baselineTicks
            = w == 0 ? 400 + int(u * 400) : int(std::lround(std::max(6.0, floorUs) * (0.9 + 0.5 * u) * 50));
        wl.blockDim = w == 0 ? 8 : BlockDims[w % 4];
        m.workloads.append(wl);
    }
    if (m.isGenB())
        m.kernelId = QStringLiteral("%1_kernel/perf_opt/%1.py::%1::main").arg(o.op);
}

void RunBuilder::makeBaseline()
{
    const KernelParams base;
    m.baselineSource = KernelSource::render(
        m.options.op, base, QStringLiteral("Stage 3 baseline: read-only; perf_opt/ holds the tuned copies."));
    m.baselineSha256 = KernelSource::sha256Hex(m.baselineSource);
    for (int w = 0; w < m.workloads.size(); ++w) {
        tick(0, quint32(w), 25, 40);
        Record rec;
        rec.round = 0;
        rec.candidateId = QStringLiteral("baseline");
        rec.workload = w;
        rec.phase = Phase::Baseline;
        rec.ticks = m.workloads.at(w).baselineTicks;
        rec.rawPath = rawPathFor(Phase::Baseline, 0, rec.candidateId, m.workloads.at(w));
        rec.artifactPath = QStringLiteral("../%1.py").arg(m.options.op);
        rec.artifactSha256 = m.baselineSha256;
        rec.time = m_clock;
        addRecord(rec);
    }
}

bool RunBuilder::roundHasWinner(int round) const
{
    const int rounds = m.options.rounds;
    if (rounds < 4)
        return true;
    if (round == rounds && m.has(Defect::PlateauMismatch))
        return true;
    // The last three rounds bring nothing above the 3 % noise threshold: a genuine plateau.
    return round <= std::min(rounds - 3, 8);
}

QList<int> RunBuilder::candidatesPerRound(int &partialWorkloads) const
{
    const SynthOptions &o = m.options;
    QList<int> perRound(o.rounds, o.candidates);
    partialWorkloads = 0;
    if (o.records > 0) {
        const qint64 w = m.workloads.size();
        const qint64 remaining = o.records - w - (m.isGenB() ? w : 0);
        const qint64 full = remaining / w;
        partialWorkloads = int(remaining % w);
        for (int r = 0; r < o.rounds; ++r)
            perRound[r] = int(full / o.rounds + (r < full % o.rounds ? 1 : 0));
    }
    return perRound;
}

Candidate RunBuilder::makeCandidate(int round, int index, const KernelParams &parent, const QString &parentId) const
{
    Candidate c;
    c.round = round;
    c.parentId = parentId;
    c.params = parent;
    const int family = index % 5;
    const int step = index / 5 + round;
    QString name;
    switch (family) {
    case 0:
        c.params.blockSize = pick({4096, 8192, 1024, 6144, 3072, 12288, 16384, 1536}, step, parent.blockSize);
        name = QStringLiteral("bs%1").arg(c.params.blockSize);
        c.change = QStringLiteral("BLOCK_SIZE %1 -> %2").arg(parent.blockSize).arg(c.params.blockSize);
        c.rationale = c.params.blockSize > parent.blockSize
            ? QStringLiteral("更大 tile → 更大单次 MTE2 burst，摊薄每 tile 标量开销")
            : QStringLiteral("更小 tile → 每核更多 tile，流水更深、尾块更均衡");
        break;
    case 1:
        c.params.numCores = pick({48, 40, 32, 20, 16, 44}, step, parent.numCores);
        name = QStringLiteral("cores%1").arg(c.params.numCores);
        c.change = QStringLiteral("NUM_CORES %1 -> %2").arg(parent.numCores).arg(c.params.numCores);
        c.rationale = QStringLiteral("任务/核不均（尾核空转），调整 persistent grid");
        break;
    case 2:
        c.params.numStages = pick({2, 3, 4, 1}, step, parent.numStages);
        name = QStringLiteral("pipe%1").arg(c.params.numStages);
        c.change = QStringLiteral("NUM_STAGES %1 -> %2").arg(parent.numStages).arg(c.params.numStages);
        c.rationale = c.params.numStages > parent.numStages
            ? QStringLiteral("MTE2 与 vector 串行，T.Pipelined 多缓冲重叠搬运")
            : QStringLiteral("多缓冲挤占 UB，减少 stage 换取更大有效 tile");
        break;
    case 3:
        c.params.unroll = pick({2, 4, 8, 1}, step, parent.unroll);
        name = QStringLiteral("unroll%1").arg(c.params.unroll);
        c.change = QStringLiteral("UNROLL %1 -> %2").arg(parent.unroll).arg(c.params.unroll);
        c.rationale = QStringLiteral("scalar_ratio 偏高，调整展开度摊薄循环与地址计算");
        break;
    default:
        c.params.fp32Acc = !parent.fp32Acc;
        name = c.params.fp32Acc ? QStringLiteral("fp32acc") : QStringLiteral("fp16acc");
        c.change = QStringLiteral("FP32_ACC %1 -> %2")
                       .arg(parent.fp32Acc ? QStringLiteral("True") : QStringLiteral("False"),
                            c.params.fp32Acc ? QStringLiteral("True") : QStringLiteral("False"));
        c.rationale = QStringLiteral("统计量累加精度与 vcast pass 数的权衡");
        break;
    }
    c.optId = index < 5 ? name : QStringLiteral("op%1").arg(index + 1);
    const QString &op = m.options.op;
    if (m.isGenB()) {
        c.id = QStringLiteral("round%1_%2").arg(round).arg(c.optId);
        c.branchFile = QStringLiteral("%1_round%2_%3.py").arg(op).arg(round).arg(c.optId);
    } else {
        c.id = QStringLiteral("v%1_%2").arg(round).arg(c.optId);
        c.branchFile = QStringLiteral("%1_opt_v%2_%3.py").arg(op).arg(round).arg(c.optId);
    }
    c.source = KernelSource::render(
        op, c.params, QStringLiteral("perf_opt branch %1 (parent: %2): %3.").arg(c.id, parentId, c.change));
    c.sha256 = KernelSource::sha256Hex(c.source);
    return c;
}

void RunBuilder::makeRounds()
{
    int partial = 0;
    const QList<int> perRound = candidatesPerRound(partial);
    const int workloadCount = int(m.workloads.size());
    QList<int> best;
    for (const Workload &wl : std::as_const(m.workloads))
        best.append(wl.baselineTicks);
    QString bestId = QStringLiteral("baseline");
    KernelParams bestParams;

    for (int r = 1; r <= m.options.rounds; ++r) {
        RoundInfo info;
        info.number = r;
        info.bestBefore = bestId;
        info.bestTicksBefore = best;
        const int count = perRound.at(r - 1);
        const int total = count + (r == m.options.rounds && partial > 0 ? 1 : 0);
        const bool hasWinner = roundHasWinner(r);
        const int winnerIndex = hasWinner ? int(random(WinnerStream, quint32(r)).bounded(count)) : -1;
        tick(1, quint32(r), 1200, 3600); // analysis between rounds
        for (int k = 0; k < total; ++k) {
            Candidate c = makeCandidate(r, k, bestParams, bestId);
            c.winner = k == winnerIndex;
            const int measured = k < count ? workloadCount : partial;
            QRandomGenerator draw = random(DurationStream, quint32(r), quint32(k));
            const int candidateIndex = int(m.candidates.size());
            for (int w = 0; w < measured; ++w) {
                const double u = draw.generateDouble();
                const double current = best.at(w);
                int ticks;
                if (c.winner && r == 1 && w == 1 && m.has(Defect::Regression)) {
                    ticks = int(std::ceil(current * 1.06));
                } else if (c.winner && r == 1 && m.has(Defect::SmallWinNoAb)) {
                    ticks = int(std::floor(current * (1.0 - (0.034 + 0.012 * u))));
                } else if (c.winner) {
                    ticks = int(std::floor(current * (1.0 - (0.05 + 0.07 * u)))); // >= 5 % faster
                } else {
                    ticks = int(std::lround(current * (1.0 + 0.10 - 0.125 * u))); // -2.5 % .. +10 %
                }
                tick(2 + quint32(r), quint32(c.records.size() + qsizetype(k) * 1024), 25, 40);
                Record rec;
                rec.round = r;
                rec.candidate = candidateIndex;
                rec.candidateId = c.id;
                rec.parentId = c.parentId;
                rec.workload = w;
                rec.phase = Phase::Candidate;
                rec.ticks = std::max(ticks, 1);
                rec.rawPath = rawPathFor(Phase::Candidate, r, c.id, m.workloads.at(w));
                rec.artifactPath = c.branchFile;
                rec.artifactSha256 = c.sha256;
                rec.time = m_clock;
                rec.l0Pass = !(c.winner && r == 1 && w == 0 && m.has(Defect::L0Failure));
                c.workloads.append(w);
                c.records.append(addRecord(rec));
            }
            info.candidates.append(candidateIndex);
            if (c.winner)
                info.winner = candidateIndex;
            m.candidates.append(c);
        }
        if (info.winner >= 0) {
            const Candidate &w = m.candidates.at(info.winner);
            bestId = w.id;
            bestParams = w.params;
            for (int i = 0; i < w.records.size(); ++i)
                best[i] = m.records.at(w.records.at(i)).ticks;
        }
        m.rounds.append(info);
    }
    m.bestId = bestId;
    m.bestTicks = best;
    m.stopReason = m.options.rounds >= 4 || m.has(Defect::PlateauMismatch) ? QStringLiteral("plateau")
                                                                           : QStringLiteral("budget_exhausted");
    QString finalLine = QStringLiteral("Stage 4 final: current best %1").arg(bestId);
    for (const Candidate &c : std::as_const(m.candidates)) {
        if (c.id == bestId)
            finalLine += QStringLiteral(" (perf_opt branch %1, %2)").arg(c.branchFile, c.change);
    }
    m.finalSource = KernelSource::render(m.options.op, bestParams, finalLine + QLatin1Char('.'));
    m.finalSha256 = KernelSource::sha256Hex(m.finalSource);
}

void RunBuilder::makeFinals()
{
    if (!m.isGenB())
        return;
    m.finalCandidateId = QStringLiteral("final");
    const int lastRound = m.options.rounds;
    QRandomGenerator draw = random(FinalStream);
    tick(0x10000, 0, 600, 1200);
    const qsizetype firstFinal = m.records.size();
    const int count = int(m.workloads.size()) + (m.has(Defect::GenBTwoFinals) ? 1 : 0);
    for (int i = 0; i < count; ++i) {
        const int w = i % int(m.workloads.size());
        const double noise = (draw.generateDouble() - 0.5) * 0.008; // final re-measurement, within 0.4 %
        int ticks = int(std::lround(m.bestTicks.at(w) * (1.0 + noise)));
        if (i >= m.workloads.size()) // genb-two-finals: a second final for the first workload
            ticks = int(std::lround(m.records.at(firstFinal).ticks * 1.002)) + 1;
        tick(0x10001, quint32(i), 25, 40);
        Record rec;
        rec.round = lastRound;
        rec.candidateId = m.finalCandidateId;
        rec.parentId = m.bestId;
        rec.workload = w;
        rec.phase = Phase::Final;
        rec.ticks = std::max(ticks, 1);
        rec.rawPath = rawPathFor(Phase::Final, lastRound, rec.candidateId, m.workloads.at(w));
        if (i >= m.workloads.size())
            rec.rawPath += QStringLiteral("_rerun");
        rec.artifactPath = QStringLiteral("%1.py").arg(m.options.op);
        rec.artifactSha256 = m.finalSha256;
        if (i == 0 && m.has(Defect::GenBShaMismatch))
            rec.artifactSha256 = m.baselineSha256; // a real hash, of the wrong file
        rec.time = m_clock;
        addRecord(rec);
    }
}

void RunBuilder::applyLineageDefects()
{
    auto setParent = [this](int candidate, const QString &parent) {
        Candidate &c = m.candidates[candidate];
        c.parentId = parent;
        for (const int r : std::as_const(c.records))
            m.records[r].parentId = parent;
    };
    auto firstLoser = [this](const RoundInfo &round) {
        for (const int c : round.candidates) {
            if (!m.candidates.at(c).winner)
                return c;
        }
        return -1;
    };
    const RoundInfo &first = m.rounds.first();

    if (m.has(Defect::UnknownParent)) {
        int target = firstLoser(m.rounds.last());
        if (target < 0)
            target = int(m.candidates.size()) - 1;
        setParent(target, m.isGenB() ? QStringLiteral("round0_ghost") : QStringLiteral("v0_ghost"));
    }
    if (m.has(Defect::LineageCycle)) {
        const int a = first.candidates.at(0);
        const int b = first.candidates.size() > 1 ? first.candidates.at(1) : a;
        const QString idA = m.candidates.at(a).id;
        setParent(a, m.candidates.at(b).id);
        setParent(b, idA);
    }
    if (m.has(Defect::MissingBranchFile)) {
        m.missingBranchFile = firstLoser(first);
        if (m.missingBranchFile < 0)
            m.missingBranchFile = int(m.candidates.size()) - 1;
    }
    if (m.has(Defect::UnmeasuredBranch)) {
        // Written like any branch, listed nowhere, measured never.
        Candidate c = makeCandidate(1, 2, KernelParams(), QStringLiteral("baseline"));
        c.optId = QStringLiteral("unmeasured");
        c.id = m.isGenB() ? QStringLiteral("round1_unmeasured") : QStringLiteral("v1_unmeasured");
        c.branchFile = m.isGenB() ? QStringLiteral("%1_round1_unmeasured.py").arg(m.options.op)
                                  : QStringLiteral("%1_opt_v1_unmeasured.py").arg(m.options.op);
        c.source = KernelSource::render(
            m.options.op, c.params, QStringLiteral("perf_opt branch %1 (parent: baseline): %2.").arg(c.id, c.change));
        c.sha256 = KernelSource::sha256Hex(c.source);
        m.unmeasuredBranch = int(m.candidates.size());
        m.candidates.append(c);
    }

    for (int i = 0; i < m.records.size(); ++i) {
        const Record &rec = m.records.at(i);
        if (rec.phase == Phase::Candidate && !m.candidates.at(rec.candidate).winner)
            m.loserRecords.append(i);
    }
    if (m.has(Defect::ProfilePathEscape))
        m.records[m.victimRecord(6)].rawPath = QStringLiteral("../../etc");
}

void RunBuilder::planProfiles()
{
    const int recordCount = int(m.records.size());
    int wanted = m.options.profileRuns < 0 ? std::min(recordCount, SynthOptions::DefaultProfileCap)
                                           : std::min(m.options.profileRuns, recordCount);
    const int needed = (m.has(Defect::ProfileMissing) ? 1 : 0) + (m.has(Defect::ProfileMismatch) ? 1 : 0);
    wanted = std::min(std::max(wanted, needed), recordCount);
    if (wanted == 0)
        return;

    // Baselines, winners and finals first: the records a reviewer opens first.
    QList<int> priority;
    QList<int> others;
    for (int i = 0; i < recordCount; ++i) {
        const Record &rec = m.records.at(i);
        const bool important = rec.phase != Phase::Candidate || m.candidates.at(rec.candidate).winner;
        (important ? priority : others).append(i);
    }
    // The rest spread evenly over the run, taken a workload-group at a time (a branch is usually
    // profiled on all its workloads), which also keeps the number of directories down.
    QList<int> chosen = priority.mid(0, wanted);
    const qsizetype rest = wanted - chosen.size();
    const qsizetype group = m.workloads.size();
    const qsizetype groups = (rest + group - 1) / group;
    for (qsizetype j = 0; j < groups && chosen.size() < wanted; ++j) {
        const qsizetype start = j * (others.size() / group) / groups * group;
        for (qsizetype i = start; i < start + group && i < others.size() && chosen.size() < wanted; ++i)
            chosen.append(others.at(i));
    }
    std::sort(chosen.begin(), chosen.end());
    chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());

    for (int j = 0; j < chosen.size(); ++j) {
        ProfilePlan plan;
        plan.record = chosen.at(j);
        // About one in ten is a multi-launch run (nested layout, median = the record).
        const bool nested = (j % 10 == 3) || (wanted >= 2 && wanted < 4 && j == 1);
        plan.launches = nested ? ((j / 10) % 2 == 0 ? 3 : 5) : 1;
        m.profiles.append(plan);
    }
    auto isLoser = [this](const ProfilePlan &plan) {
        return m.loserRecords.contains(plan.record);
    };
    if (m.has(Defect::ProfileMissing)) {
        auto it = std::find_if(m.profiles.begin(), m.profiles.end(), isLoser);
        (it != m.profiles.end() ? *it : m.profiles.first()).missing = true;
    }
    if (m.has(Defect::ProfileMismatch)) {
        for (ProfilePlan &plan : m.profiles) {
            if (!plan.missing && plan.launches == 1) {
                plan.mismatch = true;
                break;
            }
        }
        if (std::none_of(m.profiles.cbegin(), m.profiles.cend(), [](const ProfilePlan &p) { return p.mismatch; })) {
            for (ProfilePlan &plan : m.profiles) {
                if (!plan.missing) {
                    plan.mismatch = true;
                    break;
                }
            }
        }
    }
}

} // namespace Synth
