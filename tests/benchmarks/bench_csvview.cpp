// SPDX-License-Identifier: MIT
// Opens an msprof CSV in the profile browser's table (MsprofCsvView) and measures what a reviewer
// feels: the time until the rows are shown, the throughput that makes, and the longest stretch the
// event loop was blocked meanwhile (a 5 ms timer records every gap). compare_csv.sh runs it on the
// ~100 MB file bench_csv writes and prints it beside Python's csv.reader.
//
//   bench_csvview --file FILE [--runs N]
#include "profiles/msprofcsv.h"
#include "profiles/msprofcsvview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTableView>
#include <QTimer>
#include <algorithm>
#include <memory>
#include <cstdio>

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // The offscreen platform says so for every window shown; it would fill compare_core.sh's table.
    static const QtMessageHandler next = qInstallMessageHandler(nullptr);
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &context, const QString &message) {
        if (!message.contains(QLatin1String("propagateSizeHints")))
            next(type, context, message);
    });
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("file"), QStringLiteral("CSV to open"), QStringLiteral("file")});
    parser.addOption({QStringLiteral("runs"), QStringLiteral("median of N opens"), QStringLiteral("n"),
                      QStringLiteral("3")});
    parser.process(app);
    const QString file = parser.value(QStringLiteral("file"));
    if (!QFileInfo(file).isFile()) {
        std::fprintf(stderr, "bench_csvview: --file names no file\n");
        return 2;
    }
    const int runs = std::max(1, parser.value(QStringLiteral("runs")).toInt());
    const double megabytes = double(QFileInfo(file).size()) / 1e6;

    MsprofCsvView view;
    view.resize(1280, 800);
    view.show();
    QList<double> seconds, stalls;
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer gap;
        qint64 worstGap = 0;
        QTimer ticker;
        ticker.setInterval(5);
        QObject::connect(&ticker, &QTimer::timeout, &ticker, [&] {
            worstGap = std::max(worstGap, gap.restart());
        });
        QSignalSpy loaded(&view, &MsprofCsvView::loaded);
        QElapsedTimer clock;
        clock.start();
        gap.start();
        ticker.start();
        view.open(QFileInfo(file).absoluteFilePath(), QFileInfo(file).fileName());
        // Until loaded and the first rows painted (the view's statistics may still run on). An
        // event loop that sleeps between events, as the workbench's does: polling processEvents()
        // kept this thread busy and slowed the reader on the other hyperthread.
        if (loaded.isEmpty() && !loaded.wait(600000)) {
            std::fprintf(stderr, "bench_csvview: the file was not shown within 10 minutes\n");
            return 1;
        }
        view.findChild<QTableView *>()->viewport()->repaint();
        const double elapsed = double(clock.nsecsElapsed()) / 1e9;
        QCoreApplication::processEvents();
        ticker.stop();
        worstGap = std::max(worstGap, gap.elapsed());
        seconds.append(elapsed);
        stalls.append(double(worstGap));
        view.clear();
    }
    // The part that runs on the GUI thread, alone: handing the parsed file to the view, its first
    // step of rows in setCsv() and the rest one step per turn of the event loop (paints included).
    const auto csv = std::make_shared<const MsprofCsv>(MsprofCsv::read(file, QFileInfo(file).fileName()));
    QElapsedTimer handOver;
    handOver.start();
    view.setCsv(csv);
    const qint64 setCsvMs = handOver.elapsed();
    while (view.isShowingRows())
        QCoreApplication::processEvents();
    const qint64 allRowsMs = handOver.elapsed();
    handOver.restart();
    view.clear();
    const qint64 clearMs = handOver.elapsed();
    std::sort(seconds.begin(), seconds.end());
    std::sort(stalls.begin(), stalls.end());
    const double median = seconds.at(seconds.size() / 2);
    std::printf("csvview_file_mb=%.1f\n", megabytes);
    std::printf("csvview_shown_s=%.3f\n", median);
    std::printf("csvview_mb_per_s=%.1f\n", megabytes / median);
    // The worst stall of all runs, not a median: one blocked second is one too many.
    std::printf("csvview_max_stall_ms=%.0f\n", stalls.constLast());
    std::printf("csvview_setcsv_ms=%lld csvview_all_rows_ms=%lld csvview_clear_ms=%lld (GUI thread)\n",
                qlonglong(setCsvMs), qlonglong(allRowsMs), qlonglong(clearMs));
    return 0;
}
