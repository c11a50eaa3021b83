// SPDX-License-Identifier: MIT
// The workbench opening a large run (perfopt-synth: 15,000 records, 1,500 profile runs, a 2 MB
// log), offscreen: the time from "open" to the first paint of records and outline, to the whole
// run (profiles indexed), and the longest event-loop stall meanwhile (a 5 ms timer records every
// gap). Issue 14's targets: first paint < 0.3 s, profiles in the background, the GUI never blocked.
//
//   bench_firstpaint [--runs N] [--records N] [--profile-runs N]
#include "base/rundocument.h"
#include "base/settings.h"
#include "window/documentview.h"
#include "window/mainwindow.h"

#include <KSyntaxHighlighting/Repository>
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <cstdio>

namespace {

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.at(values.size() / 2);
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("runs"), QStringLiteral("median of N opens"), QStringLiteral("n"), QStringLiteral("3")});
    parser.addOption({QStringLiteral("records"), QStringLiteral("records"), QStringLiteral("n"), QStringLiteral("15000")});
    parser.addOption({QStringLiteral("profile-runs"), QStringLiteral("profile runs"), QStringLiteral("n"),
                      QStringLiteral("1500")});
    parser.process(app);

    QTemporaryDir dir(QDir(QStringLiteral("/dev/shm")).exists() ? QStringLiteral("/dev/shm/perfopt-bench-XXXXXX")
                                                                : QDir::tempPath() + QStringLiteral("/perfopt-bench-XXXXXX"));
    qputenv("XDG_CONFIG_HOME", dir.filePath(QStringLiteral("config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", dir.filePath(QStringLiteral("data")).toLocal8Bit());
    const QString run = dir.filePath(QStringLiteral("run"));
    QProcess synth;
    synth.start(QStringLiteral(PERFOPT_SYNTH_PATH),
                {run, QStringLiteral("--generation"), QStringLiteral("A"), QStringLiteral("--records"),
                 parser.value(QStringLiteral("records")), QStringLiteral("--profile-runs"),
                 parser.value(QStringLiteral("profile-runs")), QStringLiteral("--log-bytes"), QStringLiteral("2000000")});
    if (!synth.waitForFinished(600000) || synth.exitCode() != 0) {
        std::fprintf(stderr, "bench_firstpaint: perfopt-synth failed\n");
        return 2;
    }

    KSyntaxHighlighting::Repository repository;
    Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    QList<double> paints, wholes, stalls;
    const int runs = std::max(1, parser.value(QStringLiteral("runs")).toInt());
    for (int i = 0; i < runs; ++i) {
        MainWindow window(&settings, &repository, nullptr);
        window.resize(1600, 1000);
        window.show();
        QCoreApplication::processEvents();

        QElapsedTimer gap;
        qint64 worstGap = 0;
        QTimer ticker;
        ticker.setInterval(5);
        QObject::connect(&ticker, &QTimer::timeout, &ticker, [&] { worstGap = std::max(worstGap, gap.restart()); });
        QElapsedTimer clock;
        double paint = -1;
        QSignalSpy whole(&window, &MainWindow::runLoaded);
        // The first paint: the records page and the outline drawn from the first snapshot.
        QObject::connect(window.documentTabs(), &QTabWidget::currentChanged, &window, [&] {
            QTimer::singleShot(0, &window, [&] { // once the load's handler has returned
                if (paint >= 0 || !window.currentView())
                    return;
                window.repaint();
                paint = double(clock.nsecsElapsed()) / 1e9;
            });
        });
        clock.start();
        gap.start();
        ticker.start();
        window.openRun(run);
        while (whole.isEmpty())
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        const double all = double(clock.nsecsElapsed()) / 1e9;
        ticker.stop();
        paints.append(paint);
        wholes.append(all);
        stalls.append(double(worstGap));
    }
    std::printf("firstpaint_s=%.3f\n", median(paints));
    std::printf("whole_run_s=%.3f\n", median(wholes));
    std::sort(stalls.begin(), stalls.end());
    std::printf("max_stall_ms=%.0f\n", stalls.constLast());
    return 0;
}
