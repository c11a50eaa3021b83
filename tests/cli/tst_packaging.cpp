// SPDX-License-Identifier: MIT
// The desktop entry and the AppStream metainfo pass the validators distributions run, and the
// programs use no Qt private API (which would pin the package to one exact Qt release).
#include "clirunner.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTest>

class TestPackaging : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void desktopFileValidates();
    void metainfoValidates();
    void noPrivateQtApi_data();
    void noPrivateQtApi();
};

void TestPackaging::desktopFileValidates()
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("desktop-file-validate"));
    QVERIFY2(!tool.isEmpty(), "desktop-file-validate is missing: run scripts/install-deps.sh");
    const CliResult r
        = runProgram(tool, {QStringLiteral(PERFOPT_SOURCE_DIR "/packaging/io.github.perfopt.workbench.desktop")});
    QVERIFY2(r.exitCode == 0 && r.out.trimmed().isEmpty(), QByteArray(r.out + r.err).constData());
}

void TestPackaging::metainfoValidates()
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("appstreamcli"));
    QVERIFY2(!tool.isEmpty(), "appstreamcli is missing: run scripts/install-deps.sh");
    const CliResult r = runProgram(tool, {QStringLiteral("validate"), QStringLiteral("--no-net"),
                                          QStringLiteral("--pedantic"),
                                          QStringLiteral(PERFOPT_SOURCE_DIR
                                                         "/packaging/io.github.perfopt.workbench.metainfo.xml")});
    QVERIFY2(r.exitCode == 0, QByteArray(r.out + r.err).constData());
}

void TestPackaging::noPrivateQtApi_data()
{
    QTest::addColumn<QString>("program");
    const QString app = QStringLiteral(PERFOPT_APP_PATH);
    QTest::newRow("perfopt-workbench") << app;
    QTest::newRow("perfopt") << QStringLiteral(PERFOPT_CLI_PATH);
    QTest::newRow("perfopt-chart-render") << QFileInfo(app).dir().filePath(QStringLiteral("perfopt-chart-render"));
}

// dpkg-shlibdeps turns a symbol of version Qt_6_PRIVATE_API into "qt6-base-private-abi (= 6.x.y)";
// Qt Charts exports even QChart::setTheme() that way.
void TestPackaging::noPrivateQtApi()
{
    QFETCH(QString, program);
    if (!QFileInfo::exists(program))
        QSKIP("not built in this tree");
    const QString objdump = QStandardPaths::findExecutable(QStringLiteral("objdump"));
    QVERIFY2(!objdump.isEmpty(), "objdump (binutils) is missing");
    const CliResult r = runProgram(objdump, {QStringLiteral("-T"), program});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("Qt_6")); // it does read Qt's symbol versions
    QStringList privateSymbols;
    for (const QByteArray &line : r.out.split('\n')) {
        if (line.contains("Qt_6_PRIVATE_API"))
            privateSymbols.append(QString::fromUtf8(line.simplified()));
    }
    QVERIFY2(privateSymbols.isEmpty(), qPrintable(privateSymbols.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestPackaging)
#include "tst_packaging.moc"
