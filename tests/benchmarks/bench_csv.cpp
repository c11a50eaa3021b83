// SPDX-License-Identifier: MIT
// Parses a synthetic PipeUtilization.csv of ~100 MB with MsprofCsv and prints throughput and peak
// memory. tests/benchmarks/compare_csv.sh runs it with --keep and times Python's csv module on the
// same file.
//
//   bench_csv [--size-mb N] [--keep FILE] [--file FILE]
#include "profiles/msprofcsv.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTextStream>
#include <cmath>

namespace {

// msOpProf 26.x header (shared/docs/msprof-formats.md §3.2 b): 48 columns and a trailing comma.
const char header[]
    = "block_id,sub_block_id,aic_time(us),aic_total_cycles,aic_cube_time(us),aic_cube_ratio,aic_mte1_time(us),"
      "aic_mte1_ratio,aic_mte2_time(us),aic_mte2_ratio,aic_mte3_time(us),aic_mte3_ratio,aic_mte3_active_bw(GB/s),"
      "aic_fixpipe_time(us),aic_fixpipe_ratio,aic_fixpipe_active_bw(GB/s),aic_icache_miss_rate,aic_scalar_time(us),"
      "aic_scalar_ratio,aic_scalar_single_time(us),aic_scalar_dual_time(us),aic_scalar_mte1_stall_time(us),"
      "aic_scalar_mte2_stall_time(us),aic_scalar_mte3_stall_time(us),aic_scalar_cube_stall_time(us),"
      "aic_scalar_wait_ib_time(us),aic_scalar_wait_time(us),aiv_time(us),aiv_total_cycles,aiv_vec_time(us),"
      "aiv_vec_ratio,aiv_mte2_time(us),aiv_mte2_ratio,aiv_mte2_active_bw(GB/s),aiv_mte3_time(us),aiv_mte3_ratio,"
      "aiv_mte3_active_bw(GB/s),aiv_icache_miss_rate,aiv_scalar_time(us),aiv_scalar_ratio,aiv_scalar_single_time(us),"
      "aiv_scalar_dual_time(us),aiv_scalar_mte2_stall_time(us),aiv_scalar_mte3_stall_time(us),"
      "aiv_scalar_stall_by_ub_time(us),aiv_scalar_vector_stall_time(us),aiv_scalar_wait_ib_time(us),"
      "aiv_scalar_wait_time(us),\n";
constexpr int cubeColumns = 25; // aic_time(us) … aic_scalar_wait_time(us)
constexpr int vectorColumns = 21; // aiv_time(us) … aiv_scalar_wait_time(us)
constexpr double frequency = 1650.0;

// Values as msprof prints them: float32 through std::to_string, 6 decimals; cycles as integers.
QByteArray cell(double value)
{
    return QByteArray::number(double(float(value)), 'f', 6);
}

QByteArray coreCells(QRandomGenerator &random, int columns)
{
    const quint32 cycles = 500 + random.bounded(60000u);
    const double time = cycles / frequency;
    QByteArray text = cell(time) + ',' + QByteArray::number(cycles);
    for (int i = 2; i < columns; ++i) {
        const double fraction = random.generateDouble();
        text += ',' + (i % 2 ? cell(fraction * 0.9) : cell(fraction * time));
    }
    return text;
}

QByteArray naCells(int columns)
{
    QByteArray text = "NA";
    for (int i = 1; i < columns; ++i)
        text += ",NA";
    return text;
}

// Rows are built from a pool of distinct bodies; only block_id changes, so generation stays fast.
bool generate(const QString &path, qint64 targetBytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    QRandomGenerator random(20260803);
    QList<QByteArray> cube;
    QList<QByteArray> vector;
    for (int i = 0; i < 512; ++i) {
        cube.append(",cube0," + coreCells(random, cubeColumns) + ',' + naCells(vectorColumns) + ",\n");
        vector.append(',' + naCells(cubeColumns) + ',' + coreCells(random, vectorColumns) + ",\n");
    }
    QByteArray buffer = header;
    qint64 written = 0;
    for (qint64 block = 0; written + buffer.size() < targetBytes; ++block) {
        const QByteArray id = QByteArray::number(block);
        const qsizetype pick = qsizetype(block % 512);
        buffer += id + cube.at(pick);
        buffer += id + ",vector0" + vector.at(pick);
        buffer += id + ",vector1" + vector.at((pick + 7) % 512);
        if (buffer.size() > 4 * 1024 * 1024) {
            written += file.write(buffer);
            buffer.clear();
        }
    }
    written += file.write(buffer);
    return file.error() == QFileDevice::NoError;
}

qint64 statusKilobytes(const char *key)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray prefix = QByteArray(key) + ':';
    // /proc files report size 0, so read until EOF rather than testing atEnd().
    const QList<QByteArray> lines = status.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed().split(' ').first().toLongLong();
    }
    return -1;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption sizeOption(QStringLiteral("size-mb"), QStringLiteral("Size of the generated file."),
                                        QStringLiteral("MB"), QStringLiteral("100"));
    const QCommandLineOption keepOption(QStringLiteral("keep"), QStringLiteral("Generate at FILE and keep it."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption fileOption(QStringLiteral("file"), QStringLiteral("Parse FILE instead of generating."),
                                        QStringLiteral("FILE"));
    parser.addOptions({sizeOption, keepOption, fileOption});
    parser.process(app);
    QTextStream out(stdout);

    QTemporaryDir dir;
    QString path = parser.value(fileOption);
    if (path.isEmpty()) {
        path
            = parser.isSet(keepOption) ? parser.value(keepOption) : dir.filePath(QStringLiteral("PipeUtilization.csv"));
        QElapsedTimer timer;
        timer.start();
        if (!generate(path, parser.value(sizeOption).toLongLong() * 1000 * 1000)) {
            out << "cannot write " << path << Qt::endl;
            return 1;
        }
        out << "generated_s=" << timer.elapsed() / 1000.0 << Qt::endl;
    }
    const qint64 bytes = QFileInfo(path).size();
    const qint64 rssBefore = statusKilobytes("VmRSS");

    QElapsedTimer timer;
    timer.start();
    qint64 progressCalls = 0;
    MsprofCsv::Options options;
    options.progress = [&](qint64, qint64) {
        ++progressCalls;
        return true;
    };
    const MsprofCsv csv = MsprofCsv::read(path, QStringLiteral("PipeUtilization.csv"), options);
    const double parseSeconds = timer.nsecsElapsed() / 1e9;

    // Decoding every cell as a number, row by row, as an export or a summary over all columns would.
    timer.restart();
    double sum = 0;
    qint64 numbers = 0;
    for (qsizetype row = 0; row < csv.rowCount(); ++row) {
        for (double value : csv.rowNumbers(row)) {
            if (std::isfinite(value)) {
                sum += value;
                ++numbers;
            }
        }
    }
    const double decodeSeconds = timer.nsecsElapsed() / 1e9;

    // One column, as a sort or a chart needs it.
    timer.restart();
    const QList<double> column = csv.numbers(csv.columnIndex(QStringLiteral("aiv_vec_ratio")));
    const double columnSeconds = timer.nsecsElapsed() / 1e9;
    const double megabytes = bytes / 1e6;

    out << "file=" << path << Qt::endl;
    out << "bytes=" << bytes << Qt::endl;
    out << "rows=" << csv.rowCount() << " columns=" << csv.columnCount() << " diagnostics=" << csv.diagnostics().size()
        << " progress_calls=" << progressCalls << Qt::endl;
    out << "parse_s=" << parseSeconds << Qt::endl;
    out << "parse_mb_per_s=" << megabytes / parseSeconds << Qt::endl;
    out << "decode_all_numbers_s=" << decodeSeconds << " numbers=" << numbers << " checksum=" << sum << Qt::endl;
    out << "decode_mb_per_s=" << megabytes / decodeSeconds << Qt::endl;
    out << "one_column_s=" << columnSeconds << " values=" << column.size() << Qt::endl;
    out << "rss_before_parse_mb=" << rssBefore / 1024.0 << Qt::endl;
    out << "peak_rss_mb=" << statusKilobytes("VmHWM") / 1024.0 << Qt::endl;
    return csv.rowCount() > 0 ? 0 : 1;
}
