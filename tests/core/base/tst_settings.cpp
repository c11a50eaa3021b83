// SPDX-License-Identifier: MIT
// Settings: keys, defaults and change signals, always on an ini file of the test's own.
#include "base/settings.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

class TestSettings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void defaults();
    void recentRunsMostRecentFirst();
    void recentRunsNormalisePaths_data();
    void recentRunsNormalisePaths();
    void recentRunsCapped();
    void clearRecentRuns();
    void languageSignalsOnlyOnChange();
    void noiseThresholdSignalsOnlyOnChange();
    void valuesPersistAcrossInstances();
    void readsHandWrittenIni();

private:
    QString iniPath() const { return m_dir->filePath(QStringLiteral("perfopt.ini")); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestSettings::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestSettings::defaults()
{
    const Settings settings(iniPath());
    QVERIFY(settings.recentRuns().isEmpty());
    QVERIFY(settings.language().isEmpty()); // system language
    QCOMPARE(settings.noiseThreshold(), 0.03); // the workflow's 3 % noise threshold
}

void TestSettings::recentRunsMostRecentFirst()
{
    Settings settings(iniPath());
    QSignalSpy changed(&settings, &Settings::recentRunsChanged);
    settings.addRecentRun(QStringLiteral("/runs/a"));
    settings.addRecentRun(QStringLiteral("/runs/b"));
    settings.addRecentRun(QStringLiteral("/runs/c"));
    QCOMPARE(settings.recentRuns(),
             (QStringList {QStringLiteral("/runs/c"), QStringLiteral("/runs/b"), QStringLiteral("/runs/a")}));
    // Re-opening moves a run to the front instead of listing it twice.
    settings.addRecentRun(QStringLiteral("/runs/a"));
    QCOMPARE(settings.recentRuns(),
             (QStringList {QStringLiteral("/runs/a"), QStringLiteral("/runs/c"), QStringLiteral("/runs/b")}));
    QCOMPARE(changed.size(), 4);
}

void TestSettings::recentRunsNormalisePaths_data()
{
    QTest::addColumn<QString>("added");
    QTest::addColumn<QString>("stored");

    QTest::newRow("clean") << QStringLiteral("/runs/rms_norm") << QStringLiteral("/runs/rms_norm");
    QTest::newRow("trailing slash") << QStringLiteral("/runs/rms_norm/") << QStringLiteral("/runs/rms_norm");
    QTest::newRow("dot-dot") << QStringLiteral("/runs/x/../rms_norm") << QStringLiteral("/runs/rms_norm");
    QTest::newRow("double slash") << QStringLiteral("/runs//rms_norm") << QStringLiteral("/runs/rms_norm");
    QTest::newRow("relative") << QStringLiteral("runs/rms_norm")
                              << QDir::cleanPath(QDir::currentPath() + QStringLiteral("/runs/rms_norm"));
}

void TestSettings::recentRunsNormalisePaths()
{
    QFETCH(QString, added);
    QFETCH(QString, stored);

    Settings settings(iniPath());
    settings.addRecentRun(stored);
    settings.addRecentRun(added);
    // The same run under another spelling is one entry.
    QCOMPARE(settings.recentRuns(), QStringList {stored});
}

void TestSettings::recentRunsCapped()
{
    Settings settings(iniPath());
    for (int i = 0; i < Settings::MaxRecentRuns + 5; ++i)
        settings.addRecentRun(QStringLiteral("/runs/%1").arg(i));
    const QStringList runs = settings.recentRuns();
    QCOMPARE(runs.size(), Settings::MaxRecentRuns);
    QCOMPARE(runs.first(), QStringLiteral("/runs/%1").arg(Settings::MaxRecentRuns + 4));
    QCOMPARE(runs.last(), QStringLiteral("/runs/5"));
}

void TestSettings::clearRecentRuns()
{
    Settings settings(iniPath());
    settings.addRecentRun(QStringLiteral("/runs/a"));
    QSignalSpy changed(&settings, &Settings::recentRunsChanged);
    settings.clearRecentRuns();
    QVERIFY(settings.recentRuns().isEmpty());
    QCOMPARE(changed.size(), 1);
}

void TestSettings::languageSignalsOnlyOnChange()
{
    Settings settings(iniPath());
    QSignalSpy changed(&settings, &Settings::languageChanged);
    settings.setLanguage(QStringLiteral("zh_CN"));
    QCOMPARE(settings.language(), QStringLiteral("zh_CN"));
    QCOMPARE(changed.size(), 1);
    settings.setLanguage(QStringLiteral("zh_CN"));
    QCOMPARE(changed.size(), 1);
    settings.setLanguage(QString()); // back to the system language
    QVERIFY(settings.language().isEmpty());
    QCOMPARE(changed.size(), 2);
}

void TestSettings::noiseThresholdSignalsOnlyOnChange()
{
    Settings settings(iniPath());
    QSignalSpy changed(&settings, &Settings::noiseThresholdChanged);
    settings.setNoiseThreshold(0.05);
    QCOMPARE(settings.noiseThreshold(), 0.05);
    QCOMPARE(changed.size(), 1);
    settings.setNoiseThreshold(0.05);
    QCOMPARE(changed.size(), 1);
    settings.setNoiseThreshold(0.03); // equal to the default, but a change from 0.05
    QCOMPARE(changed.size(), 2);
}

void TestSettings::valuesPersistAcrossInstances()
{
    {
        Settings settings(iniPath());
        settings.addRecentRun(QStringLiteral("/runs/a"));
        settings.addRecentRun(QStringLiteral("/runs/b"));
        settings.setLanguage(QStringLiteral("en"));
        settings.setNoiseThreshold(0.025);
    }
    QVERIFY(QFileInfo::exists(iniPath()));
    const Settings reread(iniPath());
    QCOMPARE(reread.recentRuns(), (QStringList {QStringLiteral("/runs/b"), QStringLiteral("/runs/a")}));
    QCOMPARE(reread.language(), QStringLiteral("en"));
    QCOMPARE(reread.noiseThreshold(), 0.025);

    // A single recent run survives the ini round trip as a list too.
    {
        Settings settings(m_dir->filePath(QStringLiteral("one.ini")));
        settings.addRecentRun(QStringLiteral("/runs/only"));
    }
    QCOMPARE(Settings(m_dir->filePath(QStringLiteral("one.ini"))).recentRuns(),
             QStringList {QStringLiteral("/runs/only")});
}

void TestSettings::readsHandWrittenIni()
{
    QFile ini(iniPath());
    QVERIFY(ini.open(QIODevice::WriteOnly));
    ini.write("[General]\nrecentRuns=/x/run1, /x/run2\n\n[ui]\nlanguage=zh_CN\n\n[analysis]\nnoiseThreshold=0.1\n");
    ini.close();
    const Settings settings(iniPath());
    QCOMPARE(settings.recentRuns(), (QStringList {QStringLiteral("/x/run1"), QStringLiteral("/x/run2")}));
    QCOMPARE(settings.language(), QStringLiteral("zh_CN"));
    QCOMPARE(settings.noiseThreshold(), 0.1);
}

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
