// SPDX-License-Identifier: MIT
// The architecture, enforced (docs/architecture.md):
// - core stays headless: nothing under src/core includes QtWidgets, QtCharts, the widget-side
//   headers of QtGui, KSyntaxHighlighting or a perfopt_gui header, and core links none of them;
// - the feature folders keep their order: a folder includes only folders below it (the
//   "layering" block of docs/architecture.md), includes name the folder, and no source file
//   sits outside a folder.
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

// An #include line naming a GUI-only header, with or without its module directory.
const QRegularExpression &guiInclude()
{
    // Plain string literals: moc's tokenizer does not follow a quote inside a raw string.
    static const QRegularExpression re(QStringLiteral(
        "^\\s*#\\s*include\\s*[<\"]\\s*"
        "(?:(?:KF6/)?KSyntaxHighlighting\\b|QtWidgets\\b|QtCharts\\b|QtPrintSupport\\b|QtSvgWidgets\\b"
        "|(?:QtGui/)?(?:QWidget\\w*|QApplication|QMainWindow|QDialog\\w*|QChart\\w*|QAbstractItemView|QTreeView"
        "|QTableView|QListView|QHeaderView|QStyledItemDelegate|QItemDelegate|QAction|QMenu\\w*|QToolBar"
        "|QMessageBox|QLabel|QPushButton|QLineSeries|QValueAxis|QScatterSeries|QBarSeries"
        "|QSyntaxHighlighter|QGuiApplication)\\b)"));
    return re;
}

const QRegularExpression &guiLink()
{
    static const QRegularExpression re(
        QStringLiteral("\\b(?:Qt6?::(?:Widgets|Charts|Gui|PrintSupport|SvgWidgets)|KF6::\\w+)\\b"));
    return re;
}

// Folder -> level, per library ("core", "gui"); siblings share a level.
using FolderOrder = QMap<QString, QMap<QString, int>>;

// Reads the ```layering block: "core: base < records < gates, diff < …".
FolderOrder documentedOrder(const QString &markdownPath, QString *error)
{
    FolderOrder order;
    QFile file(markdownPath);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = markdownPath + QLatin1String(": cannot be read");
        return order;
    }
    bool inBlock = false;
    int lineNumber = 0;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        ++lineNumber;
        if (line.startsWith(QLatin1String("```"))) {
            if (inBlock)
                break;
            inBlock = line == QLatin1String("```layering");
            continue;
        }
        if (!inBlock || line.isEmpty())
            continue;
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        if (colon < 0) {
            *error = QStringLiteral("%1:%2: expected \"library: a < b, c < d\"").arg(markdownPath).arg(lineNumber);
            return {};
        }
        const QString library = line.left(colon).trimmed();
        const QStringList levels = line.mid(colon + 1).split(QLatin1Char('<'));
        for (int level = 0; level < levels.size(); ++level)
            for (const QString &folder : levels.at(level).split(QLatin1Char(',')))
                order[library].insert(folder.trimmed(), level);
    }
    if (order.isEmpty())
        *error = markdownPath + QLatin1String(": no ```layering block");
    return order;
}

// Every way `srcRoot` (holding core/ and gui/) breaks the order, as "core/records/x.cpp:3: …".
QStringList layeringViolations(const QString &srcRoot, const FolderOrder &order)
{
    static const QRegularExpression quotedInclude(QStringLiteral("^\\s*#\\s*include\\s*\"([^\"]+)\""));
    const QDir src(srcRoot);
    QStringList violations;
    for (auto library = order.cbegin(); library != order.cend(); ++library) {
        const QDir libraryDir(src.filePath(library.key()));
        const QMap<QString, int> &levels = library.value();
        // Headers each library has, by path below its include root and by bare file name.
        QSet<QString> headers;
        QSet<QString> headerNames;
        QDirIterator all(libraryDir.path(), {QStringLiteral("*.h")}, QDir::Files, QDirIterator::Subdirectories);
        while (all.hasNext()) {
            const QString relative = libraryDir.relativeFilePath(all.next());
            headers.insert(relative);
            headerNames.insert(relative.section(QLatin1Char('/'), -1));
        }
        QDirIterator it(libraryDir.path(), {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QString relative = libraryDir.relativeFilePath(path);
            const QString where = library.key() + QLatin1Char('/') + relative;
            if (!relative.contains(QLatin1Char('/'))) {
                violations.append(where + QLatin1String(":0: lies outside every feature folder"));
                continue;
            }
            const QString folder = relative.section(QLatin1Char('/'), 0, 0);
            if (!levels.contains(folder)) {
                violations.append(where + QLatin1String(":0: folder \"") + folder
                                  + QLatin1String("\" is not in docs/architecture.md's order"));
                continue;
            }
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly)) {
                violations.append(where + QLatin1String(":0: cannot be read"));
                continue;
            }
            int lineNumber = 0;
            while (!file.atEnd()) {
                const QString line = QString::fromUtf8(file.readLine());
                ++lineNumber;
                const QRegularExpressionMatch m = quotedInclude.match(line);
                if (!m.hasMatch())
                    continue;
                const QString target = m.captured(1);
                const QString at = where + QLatin1Char(':') + QString::number(lineNumber) + QLatin1String(": ");
                if (!target.contains(QLatin1Char('/'))) {
                    if (headerNames.contains(target))
                        violations.append(at + QLatin1String("\"") + target + QLatin1String("\" does not name its folder"));
                    continue; // generated (ui_*.h, *.moc) or a test's own file
                }
                if (!headers.contains(target)) {
                    const bool guiHeader = library.key() == QLatin1String("core")
                        && QFileInfo::exists(src.filePath(QStringLiteral("gui/") + target));
                    if (guiHeader)
                        violations.append(at + QLatin1String("includes the GUI header \"") + target + QLatin1Char('"'));
                    continue; // the lower library's header (gui → core) or not ours
                }
                const QString targetFolder = target.section(QLatin1Char('/'), 0, 0);
                if (targetFolder == folder || !levels.contains(targetFolder))
                    continue;
                const int from = levels.value(folder);
                const int to = levels.value(targetFolder);
                if (to > from)
                    violations.append(at + QLatin1String("includes \"") + target + QLatin1String("\": ") + targetFolder
                                      + QLatin1String(" is above ") + folder);
                else if (to == from)
                    violations.append(at + QLatin1String("includes \"") + target + QLatin1String("\": ") + targetFolder
                                      + QLatin1String(" is beside ") + folder + QLatin1String(" (siblings are independent)"));
            }
        }
    }
    return violations;
}

void writeFile(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

} // namespace

class TestCoreLayering : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void patternSelfCheck_data();
    void patternSelfCheck();
    void coreIncludesNoGuiHeaders();
    void coreLinksNoGuiLibraries();
    void documentedOrderCoversEveryFolder();
    void includesFollowTheOrder();
    void plantedViolationIsReported_data();
    void plantedViolationIsReported();
};

void TestCoreLayering::patternSelfCheck_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("flagged");

    auto row = [](const char *line, bool flagged) {
        QTest::newRow(line) << QString::fromLatin1(line) << flagged;
    };
    row("#include <QtWidgets/QWidget>", true);
    row("#include <KSyntaxHighlighting/Repository>", true);
    row("#include <KSyntaxHighlighting/SyntaxHighlighter>", true);
    row("#include <QWidget>", true);
    row("#include <QtWidgets>", true);
    row("#  include \"QMainWindow\"", true);
    row("  #include <QApplication>", true);
    row("#include <QDialog>", true);
    row("#include <QDialogButtonBox>", true);
    row("#include <QtCharts/QChartView>", true);
    row("#include <QChart>", true);
    row("#include <QLineSeries>", true);
    row("#include <QStyledItemDelegate>", true);
    row("#include <QtGui/QGuiApplication>", true);
    row("#include <QCoreApplication>", false);
    row("#include <QAbstractItemModel>", false);
    row("#include <QSortFilterProxyModel>", false);
    row("#include <QSqlDatabase>", false);
    row("#include <QtCore/QObject>", false);
    row("#include <QtConcurrent/QtConcurrentRun>", false);
    row("#include \"widgetcount.h\"", false);
    row("#include \"charts.h\"", false);
    row("// #include <QWidget>", false);
    row("QWidget *w = nullptr; // not an include", false);
}

void TestCoreLayering::patternSelfCheck()
{
    QFETCH(QString, line);
    QFETCH(bool, flagged);
    QCOMPARE(guiInclude().match(line).hasMatch(), flagged);
}

void TestCoreLayering::coreIncludesNoGuiHeaders()
{
    const QString root = QStringLiteral(PERFOPT_SOURCE_DIR "/src/core");
    QDirIterator it(root,
                    {QStringLiteral("*.h"), QStringLiteral("*.hpp"), QStringLiteral("*.cpp"), QStringLiteral("*.cc"),
                     QStringLiteral("*.inl")},
                    QDir::Files, QDirIterator::Subdirectories);
    int files = 0;
    QStringList violations;
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        ++files;
        int lineNumber = 0;
        while (!file.atEnd()) {
            const QString line = QString::fromUtf8(file.readLine());
            ++lineNumber;
            if (guiInclude().match(line).hasMatch())
                violations.append(QDir(root).relativeFilePath(path) + QLatin1Char(':') + QString::number(lineNumber)
                                  + QLatin1String(": ") + line.trimmed());
        }
    }
    QVERIFY2(files > 10, qPrintable(QStringLiteral("only %1 source files under %2").arg(files).arg(root)));
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(QLatin1Char('\n'))));
}

void TestCoreLayering::coreLinksNoGuiLibraries()
{
    QFile cmake(QStringLiteral(PERFOPT_SOURCE_DIR "/src/core/CMakeLists.txt"));
    QVERIFY(cmake.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(cmake.readAll());
    QVERIFY(text.contains(QLatin1String("Qt6::Core")));
    const QRegularExpressionMatch m = guiLink().match(text);
    QVERIFY2(!m.hasMatch(), qPrintable(m.captured()));
    // The pattern itself must catch what it is for.
    QVERIFY(guiLink().match(QStringLiteral("PUBLIC Qt6::Core Qt6::Widgets")).hasMatch());
    QVERIFY(guiLink().match(QStringLiteral("PRIVATE KF6::SyntaxHighlighting")).hasMatch());
    QVERIFY(!guiLink().match(QStringLiteral("PUBLIC Qt6::Core Qt6::Sql Qt6::Concurrent")).hasMatch());
}

void TestCoreLayering::documentedOrderCoversEveryFolder()
{
    QString error;
    const FolderOrder order = documentedOrder(QStringLiteral(PERFOPT_SOURCE_DIR "/docs/architecture.md"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(order.keys(), QStringList({QStringLiteral("core"), QStringLiteral("gui")}));
    for (auto library = order.cbegin(); library != order.cend(); ++library) {
        const QDir dir(QStringLiteral(PERFOPT_SOURCE_DIR "/src/") + library.key());
        QStringList folders = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        folders.sort();
        QStringList documented = library.value().keys();
        documented.sort();
        QCOMPARE(documented, folders);
    }
    QCOMPARE(order.value(QStringLiteral("core")).value(QStringLiteral("base")), 0);
    QCOMPARE(order.value(QStringLiteral("core")).value(QStringLiteral("gates")),
             order.value(QStringLiteral("core")).value(QStringLiteral("diff")));
}

void TestCoreLayering::includesFollowTheOrder()
{
    QString error;
    const FolderOrder order = documentedOrder(QStringLiteral(PERFOPT_SOURCE_DIR "/docs/architecture.md"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QStringList violations = layeringViolations(QStringLiteral(PERFOPT_SOURCE_DIR "/src"), order);
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(QLatin1Char('\n'))));
}

// A small tree with one planted defect: the check must name the file, the line and the cause.
void TestCoreLayering::plantedViolationIsReported_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");

    QTest::newRow("upward") << QStringLiteral("core/records/planted.cpp")
                            << QByteArray("#include \"records/record.h\"\n\n#include \"run/snapshot.h\"\n")
                            << QStringLiteral("core/records/planted.cpp:3: includes \"run/snapshot.h\": run is above records");
    QTest::newRow("sideways") << QStringLiteral("core/gates/planted.cpp")
                              << QByteArray("#include \"diff/linediff.h\"\n")
                              << QStringLiteral("core/gates/planted.cpp:1: includes \"diff/linediff.h\": diff is beside gates "
                                                "(siblings are independent)");
    QTest::newRow("gui header in core") << QStringLiteral("core/run/planted.h")
                                        << QByteArray("#pragma once\n#include \"window/mainwindow.h\"\n")
                                        << QStringLiteral("core/run/planted.h:2: includes the GUI header \"window/mainwindow.h\"");
    QTest::newRow("gui upward") << QStringLiteral("gui/diff/planted.cpp")
                                << QByteArray("#include \"window/mainwindow.h\"\n")
                                << QStringLiteral("gui/diff/planted.cpp:1: includes \"window/mainwindow.h\": window is above diff");
    QTest::newRow("unqualified") << QStringLiteral("core/run/planted.cpp")
                                 << QByteArray("// why\n#include \"snapshot.h\"\n")
                                 << QStringLiteral("core/run/planted.cpp:2: \"snapshot.h\" does not name its folder");
    QTest::newRow("outside a folder") << QStringLiteral("core/loose.cpp") << QByteArray("int x;\n")
                                      << QStringLiteral("core/loose.cpp:0: lies outside every feature folder");
}

void TestCoreLayering::plantedViolationIsReported()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);

    QTemporaryDir src;
    QVERIFY(src.isValid());
    // The legal part of the tree: every include here follows the order.
    writeFile(src.filePath(QStringLiteral("core/base/diagnostic.h")), "#pragma once\n");
    writeFile(src.filePath(QStringLiteral("core/records/record.h")), "#include \"base/diagnostic.h\"\n");
    writeFile(src.filePath(QStringLiteral("core/run/snapshot.h")), "#include \"records/record.h\"\n");
    writeFile(src.filePath(QStringLiteral("core/diff/linediff.h")), "#include \"run/snapshot.h\"\n");
    writeFile(src.filePath(QStringLiteral("core/gates/gate.h")), "#include \"run/snapshot.h\"\n");
    writeFile(src.filePath(QStringLiteral("gui/diff/diffview.h")), "#include \"diff/linediff.h\"\n");
    writeFile(src.filePath(QStringLiteral("gui/window/mainwindow.h")), "#include \"diff/diffview.h\"\n");
    const FolderOrder order{
        {QStringLiteral("core"),
         {{QStringLiteral("base"), 0}, {QStringLiteral("records"), 1}, {QStringLiteral("run"), 2},
          {QStringLiteral("gates"), 3}, {QStringLiteral("diff"), 3}}},
        {QStringLiteral("gui"), {{QStringLiteral("diff"), 0}, {QStringLiteral("window"), 1}}},
    };
    QCOMPARE(layeringViolations(src.path(), order), QStringList());

    writeFile(src.filePath(file), text);
    QCOMPARE(layeringViolations(src.path(), order), QStringList{expected});
}

QTEST_GUILESS_MAIN(TestCoreLayering)
#include "tst_corelayering.moc"
