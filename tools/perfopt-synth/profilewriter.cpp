// SPDX-License-Identifier: MIT
#include "profilewriter.h"

#include <QDateTime>
#include <QRandomGenerator>
#include <QTimeZone>
#include <algorithm>
#include <cmath>

namespace Synth {

namespace {

constexpr int FrequencyMHz = 1800;
constexpr quint32 ProfileStream = 0x50524f46; // "PROF"
constexpr const char *KernelName = "main_kernel_mix_aic";

const QByteArray PipeHeader = QByteArrayLiteral(
    "block_id,sub_block_id,aic_time(us),aic_total_cycles,aic_cube_time(us),aic_cube_ratio,aic_scalar_time(us),"
    "aic_scalar_ratio,aic_mte1_time(us),aic_mte1_ratio,aic_mte2_time(us),aic_mte2_ratio,aic_mte3_time(us),"
    "aic_mte3_ratio,aic_mte3_active_bw(GB/s),aic_fixpipe_time(us),aic_fixpipe_ratio,aic_fixpipe_active_bw(GB/s),"
    "aic_icache_miss_rate,aiv_time(us),aiv_total_cycles,aiv_vec_time(us),aiv_vec_ratio,aiv_scalar_time(us),"
    "aiv_scalar_ratio,aiv_mte2_time(us),aiv_mte2_ratio,aiv_mte2_active_bw(GB/s),aiv_mte3_time(us),aiv_mte3_ratio,"
    "aiv_mte3_active_bw(GB/s),aiv_icache_miss_rate,aic_mte1_active_bw(GB/s),aic_mte2_active_bw(GB/s),\n");

// msprof prints float32 values with std::to_string: fixed, 6 decimals, float artifacts included.
void appendFloat(QByteArray &out, double value)
{
    out += QByteArray::number(static_cast<double>(static_cast<float>(value)), 'f', 6);
    out += ',';
}

void appendInt(QByteArray &out, qint64 value)
{
    out += QByteArray::number(value);
    out += ',';
}

void appendNa(QByteArray &out, int count)
{
    for (int i = 0; i < count; ++i)
        out += "NA,";
}

double between(QRandomGenerator &r, double low, double high)
{
    return low + (high - low) * r.generateDouble();
}

// A pipe's busy time and its ratio; a mix kernel divides by floor(Task Duration) * F (§2).
void appendPipe(QByteArray &out, qint64 cycles, double denominator)
{
    appendFloat(out, double(cycles) / FrequencyMHz);
    appendFloat(out, double(cycles) / denominator);
}

} // namespace

ProfileWriter::ProfileWriter(const RunModel &model)
    : m(model)
{ }

QByteArray ProfileWriter::opBasicInfo(double taskDurationUs, int blockDim, int pid)
{
    QByteArray out
        = "Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq,\n";
    out += KernelName;
    out += ",mix,";
    appendFloat(out, taskDurationUs);
    appendInt(out, blockDim);
    appendInt(out, 2 * blockDim);
    appendInt(out, 0);
    appendInt(out, pid);
    appendInt(out, FrequencyMHz);
    appendInt(out, FrequencyMHz);
    out += '\n';
    return out;
}

QByteArray ProfileWriter::pipeUtilization(double taskDurationUs, int blockDim, quint32 seed, quint32 salt)
{
    const quint32 seeds[3] = {seed, ProfileStream + 1, salt};
    QRandomGenerator r(seeds);
    const double total = taskDurationUs * FrequencyMHz;
    const double denominator = std::max(1.0, std::floor(taskDurationUs)) * FrequencyMHz;
    QByteArray out = PipeHeader;
    out.reserve(PipeHeader.size() + blockDim * 3 * 260);
    for (int b = 0; b < blockDim; ++b) {
        // cube0: the empty AIC of a mix kernel, scalar work only.
        const qint64 aic = std::max<qint64>(1, qint64(total * between(r, 0.03, 0.08)));
        appendInt(out, b);
        out += "cube0,";
        appendFloat(out, double(aic) / FrequencyMHz);
        appendInt(out, aic);
        out += "0.000000,0.000000,";
        appendPipe(out, qint64(aic * between(r, 0.40, 0.55)), denominator);
        appendPipe(out, 5, denominator);
        appendPipe(out, 4, denominator);
        appendPipe(out, 2, denominator);
        appendFloat(out, between(r, 380.0, 460.0));
        appendPipe(out, 1, denominator);
        out += "0.000000,";
        appendFloat(out, between(r, 0.25, 0.35));
        appendNa(out, 13 + 2);
        out += '\n';
        for (int v = 0; v < 2; ++v) {
            const qint64 aiv = std::max<qint64>(1, qint64(total * between(r, 0.45, 0.92)));
            appendInt(out, b);
            out += v == 0 ? "vector0," : "vector1,";
            appendNa(out, 17);
            appendFloat(out, double(aiv) / FrequencyMHz);
            appendInt(out, aiv);
            appendPipe(out, qint64(aiv * between(r, 0.05, 0.45)), denominator);
            appendPipe(out, qint64(aiv * between(r, 0.05, 0.20)), denominator);
            appendPipe(out, qint64(aiv * between(r, 0.30, 0.90)), denominator);
            appendFloat(out, between(r, 20.0, 140.0));
            appendPipe(out, qint64(aiv * between(r, 0.05, 0.30)), denominator);
            appendFloat(out, between(r, 60.0, 180.0));
            appendFloat(out, between(r, 0.20, 0.33));
            appendNa(out, 2);
            out += '\n';
        }
    }
    return out;
}

int ProfileWriter::write(OutputTree &tree) const
{
    int written = 0;
    for (const ProfilePlan &plan : m.profiles) {
        if (plan.missing)
            continue;
        const Record &rec = m.records.at(plan.record);
        const Workload &wl = m.workloads.at(rec.workload);
        const quint32 seeds[3] = {m.options.seed, ProfileStream, quint32(plan.record)};
        QRandomGenerator r(seeds);

        // msprof names the directory after the local start time; the runner appends the record
        // once the launches are done.
        const QDateTime start = QDateTime::fromSecsSinceEpoch(rec.time - 8 - r.bounded(12), QTimeZone::UTC);
        QString letters;
        for (int i = 0; i < 16; ++i)
            letters += QChar(u'A' + r.bounded(26));
        const QString ts14 = start.toString(QStringLiteral("yyyyMMddHHmmss"));
        const QString dir = rec.profileDir + QStringLiteral("/OPPROF_") + ts14 + QLatin1Char('_') + letters;
        const double scale = plan.mismatch ? 1.10 : 1.0;
        const int pid = 100000 + int(r.bounded(3900000));

        if (plan.launches == 1) {
            const double us = ticksToUs(rec.ticks) * scale;
            if (!tree.write(dir + QStringLiteral("/OpBasicInfo.csv"), opBasicInfo(us, wl.blockDim, pid))
                || !tree.write(dir + QStringLiteral("/PipeUtilization.csv"),
                               pipeUtilization(us, wl.blockDim, m.options.seed, quint32(plan.record))))
                return -1;
        } else {
            // Launch durations around the record: half below, half above, so the median is it.
            QList<int> ticks {rec.ticks};
            int low = rec.ticks;
            int high = rec.ticks;
            const int spread = std::max(1, rec.ticks / 50);
            for (int i = 0; i < plan.launches / 2; ++i) {
                low -= 1 + int(r.bounded(spread));
                high += 1 + int(r.bounded(spread));
                ticks << std::max(low, 1) << high;
            }
            for (qsizetype i = ticks.size() - 1; i > 0; --i)
                ticks.swapItemsAt(i, r.bounded(int(i) + 1));
            int millis = int(r.bounded(400));
            for (int n = 0; n < ticks.size(); ++n) {
                millis += 150 + int(r.bounded(200));
                const QString ts17 = start.addMSecs(millis).toString(QStringLiteral("yyyyMMddHHmmsszzz"));
                const QString launchDir = dir + QLatin1Char('/') + QLatin1String(KernelName) + QLatin1Char('/')
                    + QString::number(n) + QLatin1Char('/');
                const double us = ticksToUs(ticks.at(n)) * scale;
                if (!tree.write(launchDir + QStringLiteral("OpBasicInfo_") + ts17 + QStringLiteral(".csv"),
                                opBasicInfo(us, wl.blockDim, pid))
                    || !tree.write(
                        launchDir + QStringLiteral("PipeUtilization_") + ts17 + QStringLiteral(".csv"),
                        pipeUtilization(us, wl.blockDim, m.options.seed, quint32(plan.record) * 16 + quint32(n) + 1)))
                    return -1;
            }
        }
        ++written;
    }
    return written;
}

} // namespace Synth
