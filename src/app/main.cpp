// SPDX-License-Identifier: MIT
// perfopt-workbench: the desktop workbench. Everything lives in perfopt_gui; this only wires it up.
#include "base/localization.h"
#include "base/rundocument.h"
#include "base/settings.h"
#include "diff/diffview.h"
#include "review/exportactions.h"
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

namespace {

struct Options
{
    QCommandLineOption screenshot {QStringLiteral("screenshot"),
                                   QStringLiteral("Load DIR, save a picture of the window to FILE and exit."),
                                   QStringLiteral("FILE")};
    QCommandLineOption size {QStringLiteral("size"), QStringLiteral("Window size for --screenshot, exactly."),
                             QStringLiteral("WxH"), QStringLiteral("1400x860")};
    QCommandLineOption lang {QStringLiteral("lang"), QStringLiteral("Interface language: en or zh_CN."),
                             QStringLiteral("xx")};
    QCommandLineOption theme {QStringLiteral("theme"), QStringLiteral("Look: system, light or dark."),
                              QStringLiteral("name")};
    QCommandLineOption report {QStringLiteral("report"),
                                QStringLiteral("With --screenshot: also write the run's review report as a PDF to FILE."),
                                QStringLiteral("FILE")};
    QCommandLineOption page {
        QStringLiteral("page"),
        QStringLiteral("Page to show for --screenshot: records, rounds, log, kernel, diff, chart, profiles or dashboard."),
        QStringLiteral("name")};
    QCommandLineOption workspace {
        QStringLiteral("workspace"),
        QStringLiteral("The workspace database: a path, sqlite:PATH or postgresql://user@host:port/db "
                       "(default: $PERFOPT_WORKSPACE, the workspace/location setting, else the per-user SQLite file)."),
        QStringLiteral("URL")};

    void addTo(QCommandLineParser &parser) const
    {
        parser.setApplicationDescription(QStringLiteral("Review TileLang kernel tuning runs."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({screenshot, size, lang, theme, page, report, workspace});
        parser.addPositionalArgument(QStringLiteral("DIR"),
                                     QStringLiteral("A perf_opt/ directory or its operator directory."));
    }
};

void setNames(QCoreApplication &)
{
    QCoreApplication::setApplicationName(QStringLiteral("perfopt-workbench"));
    QCoreApplication::setOrganizationName(QStringLiteral("perfopt"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PERFOPT_VERSION));
}

// --help and --version answer without a display: no QApplication (which needs one) is made.
bool onlyAsksForText(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-h" || arg == "--help" || arg == "-?" || arg == "--help-all" || arg == "-v"
            || arg == "--version")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char **argv)
{
    const Options options;
    if (onlyAsksForText(argc, argv)) {
        QCoreApplication core(argc, argv);
        setNames(core);
        QCommandLineParser parser;
        options.addTo(parser);
        parser.process(core); // prints and exits
        return 0;
    }

    QApplication app(argc, argv);
    setNames(app);
    QApplication::setApplicationDisplayName(QStringLiteral("PerfOpt Workbench"));
    QApplication::setDesktopFileName(QStringLiteral("io.github.perfopt.workbench"));

    Settings settings;
    QCommandLineParser parser;
    options.addTo(parser);
    parser.process(app);
    const QCommandLineOption &screenshot = options.screenshot;
    const QCommandLineOption &size = options.size;
    const QCommandLineOption &lang = options.lang;
    const QCommandLineOption &theme = options.theme;
    const QCommandLineOption &page = options.page;

    Localization::install(parser.isSet(lang) ? parser.value(lang) : settings.language());
    Theme::apply(parser.isSet(theme) ? parser.value(theme) : settings.theme());

    KSyntaxHighlighting::Repository repository;
    WorkspaceDatabase database;
    if (const QString name = settings.reviewerName(); !name.isEmpty())
        database.setUserName(name);
    if (!database.open(settings.workspaceFor(parser.value(options.workspace))))
        std::fprintf(stderr, "perfopt-workbench: workspace database unavailable: %s\n",
                     qPrintable(database.errorString()));

    MainWindow window(&settings, &repository, &database);
    const QStringList dirs = parser.positionalArguments();

    if (parser.isSet(screenshot)) {
        // A picture of a run is not a visit: Recent runs and the workspace stay as they were.
        window.setRemembersRuns(false);
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        const QSize wanted = wh.size() == 2 ? QSize(wh[0].toInt(), wh[1].toInt()) : QSize();
        if (!wanted.isValid() || wanted.isEmpty()) {
            std::fprintf(stderr, "perfopt-workbench: --size wants WxH, e.g. 1400x860\n");
            return 2;
        }
        // Exactly that size: the docks' and pages' minimum sizes must not grow the window.
        window.setMinimumSize(1, 1);
        window.resize(wanted);
        const QString file = parser.value(screenshot);
        const QString pageName = parser.value(page);
        const QString reportFile = parser.value(options.report);
        auto save = [&window, file, pageName, wanted, reportFile] {
            if (!reportFile.isEmpty() && window.snapshot()) {
                window.exportActions()->setLanguage(Localization::current());
                if (!window.exportActions()->exportReport(ExportActions::ReportFormat::Pdf, reportFile))
                    std::fprintf(stderr, "perfopt-workbench: cannot write %s\n", qPrintable(reportFile));
            }
            // In DocumentView::Page order.
            static const QStringList pages{QStringLiteral("records"), QStringLiteral("rounds"), QStringLiteral("log"),
                                           QStringLiteral("kernel"),  QStringLiteral("diff"),   QStringLiteral("chart"),
                                           QStringLiteral("profiles")};
            if (DocumentView *view = window.currentView(); view && pages.contains(pageName))
                view->showPage(DocumentView::Page(pages.indexOf(pageName)));
            if (pageName == QLatin1String("dashboard"))
                window.showDashboard();
            window.resize(wanted);
            const auto grab = [&window, file] {
                // One event-loop turn so that layouts and the chart settle before the grab.
                QTimer::singleShot(0, &window, [&window, file] {
                    const bool ok = window.grab().save(file);
                    if (!ok)
                        std::fprintf(stderr, "perfopt-workbench: cannot write %s\n", qPrintable(file));
                    QApplication::exit(ok ? 0 : 1);
                });
            };
            // The diff page is made when shown and compares off the GUI thread: wait for its result.
            DiffView *diff = pageName == QLatin1String("diff") && window.currentView()
                ? window.currentView()->diffView()
                : nullptr;
            // The Problems dock shows the gates' findings: wait for them too.
            RunDocument *document = window.currentView() ? window.currentView()->document() : nullptr;
            const auto grabWhenChecked = [document, grab] {
                if (document && document->isChecking())
                    QObject::connect(document, &RunDocument::gateReportChanged, document, grab, Qt::SingleShotConnection);
                else
                    grab();
            };
            if (diff && diff->isBusy())
                QObject::connect(diff, &DiffView::diffUpdated, &window, grabWhenChecked, Qt::SingleShotConnection);
            else
                grabWhenChecked();
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
