// SPDX-License-Identifier: MIT
// The profile browser's core work on a large run: a flat OPPROF run whose PipeUtilization.csv is
// ~100 MB (the REAL-A3 sigmoid rows repeated with rising block ids), summarised (ProfileSummary)
// and compared with itself (ProfileComparison, both files aligned row by row).
//
//   bench_profilesummary [--size-mb N]
#include "profiles/profilecomparison.h"
#include "profiles/profileindex.h"
#include "profiles/profilesummary.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

namespace {

const QString a3Dir = QStringLiteral(
    PERFOPT_SOURCE_DIR "/../shared/samples/msprof/tile-ai__tilelang-ascend/custom/"
                       "sigmoid/perf_tuning/msprof_output_iter1_after/OPPROF_20260803154619_ETRNHYWCPRERQANJ/");

bool writeRun(const QString &dir, qint64 bytes, qint64 *rows)
{
    if (!QDir().mkpath(dir)
        || !QFile::copy(a3Dir + QStringLiteral("OpBasicInfo.csv"), dir + QStringLiteral("/OpBasicInfo.csv")))
        return false;
    QFile source(a3Dir + QStringLiteral("PipeUtilization.csv"));
    if (!source.open(QIODevice::ReadOnly))
        return false;
    QList<QByteArray> lines = source.readAll().split('\n');
    const QByteArray header = lines.takeFirst() + '\n';
    lines.removeAll(QByteArray());
    QFile file(dir + QStringLiteral("/PipeUtilization.csv"));
    if (!file.open(QIODevice::WriteOnly))
        return false;
    qint64 written = file.write(header);
    QByteArray chunk;
    *rows = 0;
    for (qint64 block = 0; written + chunk.size() < bytes; ++block) {
        const QByteArray id = QByteArray::number(block);
        const qsizetype base = qsizetype(block % 24) * 3; // cycle through the 24 real blocks
        for (qsizetype i = 0; i < 3; ++i) {
            const QByteArray &line = lines.at(base + i);
            chunk += id + line.mid(line.indexOf(',')) + '\n';
            ++*rows;
        }
        if (chunk.size() > (4 << 20)) {
            written += file.write(chunk);
            chunk.clear();
        }
    }
    file.write(chunk);
    return file.error() == QFileDevice::NoError;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption sizeOption(QStringLiteral("size-mb"), QStringLiteral("Size of PipeUtilization.csv."),
                                        QStringLiteral("MB"), QStringLiteral("100"));
    parser.addOption(sizeOption);
    parser.process(app);
    QTextStream out(stdout);

    QTemporaryDir dir;
    const QString runName = QStringLiteral("OPPROF_20260803154619_ETRNHYWCPRERQANJ");
    qint64 rows = 0;
    QElapsedTimer timer;
    timer.start();
    if (!writeRun(dir.filePath(runName), parser.value(sizeOption).toLongLong() * 1000 * 1000, &rows)) {
        out << "cannot write the run" << Qt::endl;
        return 1;
    }
    out << "generated_s=" << timer.elapsed() / 1000.0 << " rows=" << rows << Qt::endl;

    timer.restart();
    const ProfileIndex index = ProfileIndex::scan(dir.path(), runName);
    out << "scan_s=" << timer.nsecsElapsed() / 1e9 << " runs=" << index.runs().size() << Qt::endl;
    if (index.runs().size() != 1)
        return 1;
    const ProfileRun &run = index.runs().first();

    timer.restart();
    const ProfileSummary summary = ProfileSummary::compute(run, index.operatorDir());
    const double summarySeconds = timer.nsecsElapsed() / 1e9;
    const ProfileSummary::LoadBalance *aiv = summary.loadBalance(ProfileSummary::Core::Aiv);
    out << "summary_s=" << summarySeconds << " blocks=" << summary.blocks.size()
        << " aiv_vec_ratio_mean=" << summary.pipe(ProfileSummary::Core::Aiv, ProfileSummary::Pipe::Vector)->ratio.mean
        << " aiv_imbalance=" << (aiv ? aiv->imbalance() : -1) << Qt::endl;

    timer.restart();
    const ProfileComparison comparison = ProfileComparison::compare(run, index.operatorDir(), run, index.operatorDir());
    const double compareSeconds = timer.nsecsElapsed() / 1e9;
    const CsvAlignment *pipe = comparison.table(QStringLiteral("PipeUtilization"));
    out << "compare_s=" << compareSeconds << " aligned_rows=" << (pipe ? pipe->rows.size() : 0) << Qt::endl;

    timer.restart();
    int changed = 0;
    const int column = pipe ? pipe->columnIndex(QStringLiteral("aiv_time(us)")) : -1;
    for (int row = 0; pipe && row < pipe->rows.size(); ++row) {
        const CsvAlignment::Change change = pipe->change(row, column);
        changed += change == CsvAlignment::Change::Higher || change == CsvAlignment::Change::Lower;
    }
    out << "classify_one_column_s=" << timer.nsecsElapsed() / 1e9 << " beyond_noise=" << changed << Qt::endl;
    return summary.blocks.size() == rows ? 0 : 1;
}
