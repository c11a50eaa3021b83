// SPDX-License-Identifier: MIT
// `perfopt ab WORKDIR [--json] [--noise F]`, run as a user would: on the bundled rms_norm A/B workdir
// its JSON must equal the sample's ab_result.json (computed by the sample's author independently),
// the text names the verdict, and broken workdirs or arguments exit 2.
#include "clirunner.h"
#include "runcopy.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString kWorkdir = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/perf_opt/ab_round3");

QJsonObject parse(const QByteArray &bytes)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    return error.error == QJsonParseError::NoError ? doc.object() : QJsonObject();
}

QJsonObject sampleResult()
{
    QFile file(kWorkdir + u"/ab_result.json"_s);
    return file.open(QIODevice::ReadOnly) ? parse(file.readAll()) : QJsonObject();
}

} // namespace

class TestCliAb : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void jsonEqualsSampleResult();
    void text();
    void noiseOption();
    void incompletePair();
    void readAsAbTestPyReadsIt();
    void textRoundsAsJsonDoes();
    void usageErrors_data();
    void usageErrors();
};

void TestCliAb::jsonEqualsSampleResult()
{
    const CliResult r = runCli({u"ab"_s, kWorkdir, u"--json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.err.isEmpty(), r.err.constData()); // every pair complete: no diagnostics
    const QJsonObject ours = parse(r.out);
    const QJsonObject theirs = sampleResult();
    QVERIFY(!theirs.isEmpty());
    QCOMPARE(ours.keys(), theirs.keys());
    for (const QString &key : theirs.keys()) {
        QVERIFY2(ours.value(key) == theirs.value(key), qPrintable(key + u": "_s + QString::fromUtf8(r.out)));
    }
    // The numbers themselves, so that a changed fixture cannot make both sides agree on something else.
    QCOMPARE(ours.value(u"a_merged_median_us").toDouble(), 18.64);
    QCOMPARE(ours.value(u"b_merged_median_us").toDouble(), 17.94);
    QCOMPARE(ours.value(u"b_rel_change").toDouble(), -0.0376);
    QCOMPARE(ours.value(u"pair_diffs_us").toArray(), (QJsonArray {-0.7, -0.68, -0.68}));
    QCOMPARE(ours.value(u"sign_test_p").toDouble(), 0.25);
    QCOMPARE(ours.value(u"verdict").toString(), u"B_better"_s);
    QCOMPARE(ours.value(u"protocol").toString(), u"interleaved A/B multi-run (BP_run_state_bimodality)"_s);
}

void TestCliAb::text()
{
    const CliResult r = runCli({u"ab"_s, kWorkdir});
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    for (const QString &line :
         {u"pairs: 3, launches per run: 3"_s, u"pair 1: A 18.640 us, B 17.940 us, B−A -0.700 us"_s,
          u"b_rel_change -3.76%"_s, u"sign test p = 0.2500"_s, u"direction consistent: yes"_s, u"verdict: B_better"_s})
        QVERIFY2(out.contains(line), qPrintable(line + u"\nnot in:\n"_s + out));
}

void TestCliAb::noiseOption()
{
    // −3.76 % is below a 5 % noise threshold: a tie.
    const CliResult r = runCli({u"ab"_s, u"--noise"_s, u"0.05"_s, u"--json"_s, kWorkdir});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject json = parse(r.out);
    QCOMPARE(json.value(u"noise_threshold").toDouble(), 0.05);
    QCOMPARE(json.value(u"verdict").toString(), u"tie"_s);
    QCOMPARE(json.value(u"direction_consistent").toBool(), true);
}

void TestCliAb::incompletePair()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString workdir = tmp.filePath(u"ab_round3"_s);
    QVERIFY(RunCopy::copyTree(kWorkdir, workdir));
    QVERIFY(QDir(workdir + u"/pair3B"_s).removeRecursively());
    const CliResult r = runCli({u"ab"_s, workdir, u"--json"_s});
    // ab_test.py stops at a failed run: the figures cover the complete pairs, and the exit says so.
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(QString::fromUtf8(r.err).contains(u"pair3"_s), r.err.constData());
    QVERIFY2(QString::fromUtf8(r.err).contains(u"incomplete"_s), r.err.constData());
    const QJsonObject json = parse(r.out);
    QCOMPARE(json.value(u"pairs").toInt(), 2);
    QCOMPARE(json.value(u"pair_diffs_us").toArray(), (QJsonArray {-0.7, -0.68}));
    QCOMPARE(json.value(u"sign_test_p").toDouble(), 0.5);
    QCOMPARE(json.value(u"incomplete_pairs").toArray(), (QJsonArray {3}));
    QCOMPARE(json.value(u"pair_numbers").toArray(), (QJsonArray {1, 2}));
    QCOMPARE(json.value(u"verdict_scope").toString(), u"complete_pairs_only"_s);

    // A pair missing altogether below the highest one is incomplete too.
    QVERIFY(RunCopy::copyTree(kWorkdir, tmp.filePath(u"gap"_s)));
    QVERIFY(QDir(tmp.filePath(u"gap/pair2A"_s)).removeRecursively());
    QVERIFY(QDir(tmp.filePath(u"gap/pair2B"_s)).removeRecursively());
    const CliResult gap = runCli({u"ab"_s, tmp.filePath(u"gap"_s)});
    QCOMPARE(gap.exitCode, 1);
    QVERIFY2(QString::fromUtf8(gap.err).contains(u"Pair 2 is missing"_s), gap.err.constData());
    QVERIFY2(QString::fromUtf8(gap.out).contains(u"pairs: 2"_s), gap.out.constData());
    // The pairs keep their numbers, and the verdict says what it is.
    QVERIFY2(QString::fromUtf8(gap.out).contains(u"  pair 3: "_s), gap.out.constData());
    QVERIFY(!QString::fromUtf8(gap.out).contains(u"  pair 2: "_s));
    QVERIFY(QString::fromUtf8(gap.out).contains(u"verdict over the complete pairs only"_s));
}

// What ab_test.py's glob and csv module see, and no other verdict: a row this reader cannot take
// as Python does fails its pair (not a verdict without it); "opprof_…" and "….CSV" are no glob match;
// a run re-measured into its pair folder is no longer launch count; an empty arm is named as its folder.
void TestCliAb::readAsAbTestPyReadsIt()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const auto copy = [&tmp](const QString &name) {
        const QString workdir = tmp.filePath(name);
        return RunCopy::copyTree(kWorkdir, workdir) ? workdir : QString();
    };
    const auto files = [](const QString &dir, const QString &pattern) {
        QStringList out;
        for (QDirIterator it(dir, {pattern}, QDir::Files, QDirIterator::Subdirectories); it.hasNext();)
            out.append(it.next());
        return out;
    };

    const QString shortRows = copy(u"short"_s);
    for (const QString &csv : files(shortRows + u"/pair2B"_s, u"OpBasicInfo_*.csv"_s)) {
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq,\n"
                   "main_kernel_mix_aic,mix,18.700000,24\n");
    }
    const CliResult shortResult = runCli({u"ab"_s, shortRows});
    QCOMPARE(shortResult.exitCode, 1);
    QVERIFY2(shortResult.err.contains(": error: A row that is not read here may be read by ab_test.py: pair 2 has no result"),
             shortResult.err.constData());
    QVERIFY2(shortResult.out.contains("verdict over the complete pairs only"), shortResult.out.constData());

    const QString renamed = copy(u"case"_s);
    for (const QString &csv : files(renamed + u"/pair2B"_s, u"OpBasicInfo_*.csv"_s))
        QVERIFY(QFile::rename(csv, csv.chopped(4) + u".CSV"_s));
    const CliResult caseResult = runCli({u"ab"_s, renamed});
    QCOMPARE(caseResult.exitCode, 1);
    QVERIFY2(caseResult.err.contains("perfopt ab: pair2B: error: Pair 2 has no Task Duration rows for B"),
             caseResult.err.constData());
    QVERIFY(!caseResult.err.contains("for A"));

    const QString rerun = copy(u"rerun"_s);
    const QStringList runs = QDir(rerun + u"/pair1A"_s).entryList({u"OPPROF_*"_s}, QDir::Dirs);
    QCOMPARE(runs.size(), 1);
    QVERIFY(RunCopy::copyTree(rerun + u"/pair1A/"_s + runs.first(), rerun + u"/pair1A/OPPROF_20260924140101_QWERTYUIOPASDFGH"_s));
    const CliResult rerunResult = runCli({u"ab"_s, rerun, u"--json"_s});
    QCOMPARE(rerunResult.exitCode, 0);
    QCOMPARE(parse(rerunResult.out).value(u"launch_count").toInt(), sampleResult().value(u"launch_count").toInt());
}

// The text and the JSON say the same digits: Python's round(), half-even on the exact binary value
// (10.0625 is 10.062 in both; the text said 10.063). Values no 64-byte %f holds come out whole.
void TestCliAb::textRoundsAsJsonDoes()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const auto launch = [&](const QString &pair, const QByteArray &duration) {
        const QString dir = tmp.filePath(pair + u"/OPPROF_20260924133112_AVSAIDMXVPDOKRVZ/main_kernel/0"_s);
        QFile csv(dir + u"/OpBasicInfo_20260924133128000.csv"_s);
        const QByteArray text = "Op Name,Op Type,Task Duration(us),\nmain_kernel,vector," + duration + ",\n";
        return QDir().mkpath(dir) && csv.open(QIODevice::WriteOnly) && csv.write(text) == text.size();
    };
    for (int pair = 1; pair <= 3; ++pair) {
        QVERIFY(launch(u"pair%1A"_s.arg(pair), "10.0625"));
        QVERIFY(launch(u"pair%1B"_s.arg(pair), "10.0"));
    }
    const CliResult text = runCli({u"ab"_s, tmp.path()});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("pair 1: A 10.062 us, B 10.000 us, B−A -0.062 us"), text.out.constData());
    QVERIFY2(text.out.contains("merged medians: A 10.062 us, B 10.000 us; b_rel_change -0.62%"), text.out.constData());
    const QJsonObject json = parse(runCli({u"ab"_s, tmp.path(), u"--json"_s}).out);
    QCOMPARE(json.value(u"a_merged_median_us").toDouble(), 10.062);
    QCOMPARE(json.value(u"pair_diffs_us").toArray().first().toDouble(), -0.062);

    for (int pair = 1; pair <= 3; ++pair) {
        QVERIFY(QDir(tmp.filePath(u"pair%1A"_s.arg(pair))).removeRecursively());
        QVERIFY(launch(u"pair%1A"_s.arg(pair), "1e300"));
    }
    const QJsonObject huge = parse(runCli({u"ab"_s, tmp.path(), u"--json"_s}).out);
    QCOMPARE(huge.value(u"a_merged_median_us").toDouble(), 1e300);
    QCOMPARE(huge.value(u"pair_diffs_us").toArray().first().toDouble(), 10.0 - 1e300);
}

void TestCliAb::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("nonexistent workdir") << QStringList {u"/nonexistent/ab_round3"_s} << u"/nonexistent/ab_round3"_s;
    QTest::newRow("a directory without pairs")
        << QStringList {QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm")} << u"no complete pair"_s;
    QTest::newRow("negative noise") << QStringList {kWorkdir, u"--noise"_s, u"-0.01"_s} << u"usage"_s;
    QTest::newRow("noise is not a number") << QStringList {kWorkdir, u"--noise"_s, u"some"_s} << u"usage"_s;
    QTest::newRow("noise is nan") << QStringList {kWorkdir, u"--noise"_s, u"nan"_s} << u"usage"_s;
    QTest::newRow("noise is inf") << QStringList {kWorkdir, u"--noise"_s, u"inf"_s} << u"usage"_s;
    QTest::newRow("no workdir") << QStringList {u"--json"_s} << u"usage"_s;
    QTest::newRow("two workdirs") << QStringList {kWorkdir, kWorkdir} << u"usage"_s;
    QTest::newRow("unknown option") << QStringList {kWorkdir, u"--pairs"_s, u"5"_s} << u"pairs"_s;
}

void TestCliAb::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliResult r = runCli(QStringList {u"ab"_s} + arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliAb)
#include "tst_cliab.moc"
