// SPDX-License-Identifier: MIT
// The desktop entry and the AppStream metainfo pass the validators distributions run.
#include "clirunner.h"

#include <QStandardPaths>
#include <QTest>

class TestPackaging : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void desktopFileValidates();
    void metainfoValidates();
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

QTEST_GUILESS_MAIN(TestPackaging)
#include "tst_packaging.moc"
