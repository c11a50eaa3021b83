// SPDX-License-Identifier: MIT
// perfopt-workbench: the desktop workbench. Everything lives in perfopt_gui; this only wires it up.
#include "base/localization.h"
#include "base/settings.h"
#include "review/workspacedatabase.h"
#include "window/documentview.h"
#include "window/mainwindow.h"
#include "window/theme.h"

#include <KSyntaxHighlighting/Repository>
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QTimer>
#include <cstdio>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("perfopt-workbench"));
    QApplication::setOrganizationName(QStringLiteral("perfopt"));
    QApplication::setApplicationDisplayName(QStringLiteral("PerfOpt Workbench"));
    QApplication::setApplicationVersion(QStringLiteral(PERFOPT_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.perfopt.workbench"));

    Settings settings;
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Review TileLang kernel tuning runs."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QStringLiteral("Load DIR, save a picture of the window to FILE and exit."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Window size for --screenshot."),
                                  QStringLiteral("WxH"), QStringLiteral("1400x860"));
    const QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("Interface language: en or zh_CN."),
                                  QStringLiteral("xx"));
    const QCommandLineOption theme(QStringLiteral("theme"), QStringLiteral("Look: system, light or dark."),
                                   QStringLiteral("name"));
    const QCommandLineOption page(QStringLiteral("page"),
                                  QStringLiteral("Page to show for --screenshot: records, log, kernel, diff, chart, profiles or dashboard."),
                                  QStringLiteral("name"));
    const QCommandLineOption workspace(
        QStringLiteral("workspace"),
        QStringLiteral("The workspace database: a path, sqlite:PATH or postgresql://user@host:port/db "
                       "(default: $PERFOPT_WORKSPACE, the workspace/location setting, else the per-user SQLite file)."),
        QStringLiteral("URL"));
    parser.addOptions({screenshot, size, lang, theme, page, workspace});
    parser.addPositionalArgument(QStringLiteral("DIR"), QStringLiteral("A perf_opt/ directory or its operator directory."));
    parser.process(app);

    Localization::install(parser.isSet(lang) ? parser.value(lang) : settings.language());
    Theme::apply(parser.isSet(theme) ? parser.value(theme) : settings.theme());

    KSyntaxHighlighting::Repository repository;
    WorkspaceDatabase database;
    if (const QString name = settings.reviewerName(); !name.isEmpty())
        database.setUserName(name);
    if (!database.open(settings.workspaceFor(parser.value(workspace))))
        std::fprintf(stderr, "perfopt-workbench: workspace database unavailable: %s\n",
                     qPrintable(database.errorString()));

    MainWindow window(&settings, &repository, &database);
    const QStringList dirs = parser.positionalArguments();

    if (parser.isSet(screenshot)) {
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        if (wh.size() == 2)
            window.resize(wh[0].toInt(), wh[1].toInt());
        const QString file = parser.value(screenshot);
        const QString pageName = parser.value(page);
        auto save = [&window, file, pageName] {
            // In DocumentView::Page order.
            static const QStringList pages{QStringLiteral("records"), QStringLiteral("log"), QStringLiteral("kernel"),
                                           QStringLiteral("diff"),    QStringLiteral("chart"), QStringLiteral("profiles")};
            if (DocumentView *view = window.currentView(); view && pages.contains(pageName))
                view->showPage(DocumentView::Page(pages.indexOf(pageName)));
            if (pageName == QLatin1String("dashboard"))
                window.showDashboard();
            // One event-loop turn so that layouts and the chart settle before the grab.
            QTimer::singleShot(0, &window, [&window, file] {
                const bool ok = window.grab().save(file);
                if (!ok)
                    std::fprintf(stderr, "perfopt-workbench: cannot write %s\n", qPrintable(file));
                QApplication::exit(ok ? 0 : 1);
            });
        };
        QObject::connect(&window, &MainWindow::runLoaded, &window, save);
        QObject::connect(&window, &MainWindow::runFailed, &window, [](const QString &message) {
            std::fprintf(stderr, "perfopt-workbench: %s\n", qPrintable(message));
            QApplication::exit(1);
        });
        window.show();
        if (dirs.isEmpty())
            save();
        else
            window.openRun(dirs.first());
        return app.exec();
    }

    window.show();
    const QStringList toOpen = !dirs.isEmpty() ? dirs : (settings.restoreSession() ? settings.sessionRuns() : QStringList());
    for (const QString &dir : toOpen)
        window.openRun(dir);
    return app.exec();
}
