// SPDX-License-Identifier: MIT
// Core stays headless (docs/conventions.md "Layout"): nothing under src/core may include
// QtWidgets, QtCharts, the widget-side headers of QtGui, or KSyntaxHighlighting, and the core
// library links none of them.
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
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

} // namespace

class TestCoreLayering : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void patternSelfCheck_data();
    void patternSelfCheck();
    void coreIncludesNoGuiHeaders();
    void coreLinksNoGuiLibraries();
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

QTEST_GUILESS_MAIN(TestCoreLayering)
#include "tst_corelayering.moc"
