// SPDX-License-Identifier: MIT
// Localization installs the embedded catalogues, and what core says reaches the user in the chosen
// language: every gate finding and load diagnostic on runs full of planted defects, in both
// generations and both gate profiles. (A message looked up under another context than the one
// lupdate filed it under silently stays English; this is where that shows.)
#include "base/localization.h"
#include "gates/gateengine.h"
#include "run/projectloader.h"
#include "runcopy.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <thread>

using namespace Qt::StringLiterals;

namespace {

struct Said
{
    QString where;
    QString message;
};

QList<Said> everythingSaid(const QString &dir, GateProfile profile)
{
    QList<Said> out;
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(dir);
    for (const Diagnostic &d : snapshot->diagnostics())
        out.append({d.code + QLatin1Char(' ') + d.file + QLatin1Char(':') + QString::number(d.line), d.message});
    GateOptions options;
    options.useGitHistory = false;
    options.repositoryRoot = dir;
    const GateReport report = GateEngine::run(*snapshot, profile, options);
    for (const GateResult &r : report.results)
        out.append({r.ruleId + QLatin1Char(' ') + r.file + QLatin1Char(':') + QString::number(r.line), r.message});
    return out;
}

bool hasChinese(const QString &text)
{
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    return han.match(text).hasMatch();
}

} // namespace

class TestLocalization : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void languages();
    void findingsAreTranslated_data();
    void findingsAreTranslated();
    void documentLanguage();

private:
    QTemporaryDir m_dir {RunCopy::tempTemplate()};
};

void TestLocalization::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Most defects of each generation at once: many rules fire, on both sides of the loader.
    const QStringList both = {QStringLiteral("bad-json-line"),       QStringLiteral("missing-field"),
                              QStringLiteral("bool-duration"),       QStringLiteral("bom"),
                              QStringLiteral("no-retrospective"),    QStringLiteral("forbidden-file"),
                              QStringLiteral("unknown-parent"),      QStringLiteral("missing-branch-file"),
                              QStringLiteral("unmeasured-branch"),   QStringLiteral("l0-failure"),
                              QStringLiteral("profile-path-escape"), QStringLiteral("profile-mismatch"),
                              QStringLiteral("regression"),          QStringLiteral("small-win-no-ab"),
                              QStringLiteral("plateau-mismatch"),    QStringLiteral("current_best-only")};
    QVERIFY(RunCopy::synth(m_dir.filePath(QStringLiteral("a")),
                           {QStringLiteral("--generation"), QStringLiteral("A"), QStringLiteral("--defect"),
                            (both + QStringList {QStringLiteral("final-latency-mismatch")}).join(u',')}));
    QVERIFY(RunCopy::synth(m_dir.filePath(QStringLiteral("b")),
                           {QStringLiteral("--generation"), QStringLiteral("B"), QStringLiteral("--defect"),
                            (both
                             + QStringList {QStringLiteral("genb-kind-mismatch"), QStringLiteral("genb-sha-mismatch"),
                                            QStringLiteral("genb-final-row-mismatch")})
                                .join(u',')}));
}

void TestLocalization::cleanupTestCase()
{
    Localization::install(QStringLiteral("en"));
}

void TestLocalization::languages()
{
    QCOMPARE(Localization::availableLanguages(), (QStringList {QStringLiteral("en"), QStringLiteral("zh_CN")}));
    QVERIFY(Localization::install(QStringLiteral("zh_CN")));
    QCOMPARE(Localization::current(), QStringLiteral("zh_CN"));
    QVERIFY(Localization::install(QStringLiteral("en")));
    QCOMPARE(Localization::current(), QStringLiteral("en"));
}

void TestLocalization::findingsAreTranslated_data()
{
    QTest::addColumn<QString>("run");
    QTest::addColumn<GateProfile>("profile");
    QTest::newRow("Gen A strict") << QStringLiteral("a") << GateProfile::Strict;
    QTest::newRow("Gen A workflow") << QStringLiteral("a") << GateProfile::Workflow;
    QTest::newRow("Gen B strict") << QStringLiteral("b") << GateProfile::Strict;
    QTest::newRow("Gen B workflow") << QStringLiteral("b") << GateProfile::Workflow;
}

void TestLocalization::findingsAreTranslated()
{
    QFETCH(QString, run);
    QFETCH(GateProfile, profile);
    const QString dir = m_dir.filePath(run);
    QVERIFY(Localization::install(QStringLiteral("en")));
    const QList<Said> english = everythingSaid(dir, profile);
    QVERIFY(Localization::install(QStringLiteral("zh_CN")));
    const QList<Said> chinese = everythingSaid(dir, profile);
    QCOMPARE(chinese.size(), english.size());
    QVERIFY2(english.size() >= 10, qPrintable(QString::number(english.size())));
    QStringList untranslated;
    for (qsizetype i = 0; i < english.size(); ++i) {
        QCOMPARE(chinese.at(i).where, english.at(i).where);
        QVERIFY(!english.at(i).message.isEmpty());
        if (!hasChinese(chinese.at(i).message))
            untranslated.append(chinese.at(i).where + QStringLiteral(": ") + chinese.at(i).message);
    }
    QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(u'\n')));
}

// A document in another language than the interface: only translate() listens, on this thread only,
// for the object's lifetime; plurals fill %n either way.
void TestLocalization::documentLanguage()
{
    const char *context = "ChecklistQueries";
    const char *plain = "Toolchain stamp recorded";
    const char *plural = "The log refers to §1.6.3 on %n line(s)";
    QVERIFY(Localization::install(QStringLiteral("en")));
    QCOMPARE(Localization::translate(context, plain), QString::fromUtf8(plain));
    {
        const Localization::DocumentLanguage chinese(QStringLiteral("zh_CN"));
        QCOMPARE(Localization::translate(context, plain), u"已记录工具链版本戳"_s);
        QCOMPARE(Localization::translate(context, plural, nullptr, 2), u"日志在 2 行中引用了 §1.6.3"_s);
        // Every tr() of this thread follows (a gate rule's finding in a report), plural forms too;
        // another thread keeps the interface's language.
        QCOMPARE(QCoreApplication::translate(context, plain), u"已记录工具链版本戳"_s);
        QCOMPARE(QCoreApplication::translate(context, plural, nullptr, 2), u"日志在 2 行中引用了 §1.6.3"_s);
        QString elsewhere, elsewhereTr;
        std::thread other([&] {
            elsewhere = Localization::translate(context, plain);
            elsewhereTr = QCoreApplication::translate(context, plain);
        });
        other.join();
        QCOMPARE(elsewhere, QString::fromUtf8(plain));
        QCOMPARE(elsewhereTr, QString::fromUtf8(plain));
        {
            const Localization::DocumentLanguage english(QStringLiteral("en"));
            QCOMPARE(Localization::translate(context, plural, nullptr, 3), u"The log refers to §1.6.3 on 3 line(s)"_s);
        }
        QCOMPARE(Localization::translate(context, plain), u"已记录工具链版本戳"_s); // restored
    }
    QCOMPARE(Localization::translate(context, plain), QString::fromUtf8(plain));
    // The interface in Chinese, an English document.
    QVERIFY(Localization::install(QStringLiteral("zh_CN")));
    QCOMPARE(Localization::translate(context, plain), u"已记录工具链版本戳"_s);
    {
        const Localization::DocumentLanguage english(QStringLiteral("en"));
        QCOMPARE(Localization::translate(context, plain), QString::fromUtf8(plain));
        QCOMPARE(Localization::translate(context, plural, nullptr, 1), u"The log refers to §1.6.3 on 1 line(s)"_s);
        QCOMPARE(QCoreApplication::translate(context, plain), QString::fromUtf8(plain));
        QCOMPARE(QCoreApplication::translate(context, plural, nullptr, 1), u"The log refers to §1.6.3 on 1 line(s)"_s);
    }
    QCOMPARE(QCoreApplication::translate(context, plain), u"已记录工具链版本戳"_s); // the interface's again
    QVERIFY(Localization::install(QStringLiteral("en")));
}

QTEST_GUILESS_MAIN(TestLocalization)
#include "tst_localization.moc"
