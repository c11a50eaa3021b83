// SPDX-License-Identifier: MIT
// The workflow's A/B statistics (ab_test.py, shared/docs/workflow-formats.md §b): the exact paired
// sign test, direction consistency, the significance rule, verdicts, Python's rounding of the JSON
// fields, and AbWorkdir::read on the bundled rms_norm A/B workdir, whose ab_result.json its author
// computed independently of this code.
#include "gates/abtest.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

const QString kSampleWorkdir = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/perf_opt/ab_round3");

// One nested msprof launch directory as ab_test.py globs it: OPPROF_*/<kernel>/<launch>/OpBasicInfo_*.csv.
bool writeLaunch(const QString &pairDir, int launch, const QByteArray &taskDuration)
{
    const QString dir
        = pairDir + u"/OPPROF_20260924133112_AVSAIDMXVPDOKRVZ/main_kernel_mix_aic/"_s + QString::number(launch);
    if (!QDir().mkpath(dir))
        return false;
    QFile csv(dir + u"/OpBasicInfo_2026092413312800"_s + QString::number(launch) + u".csv"_s);
    const QByteArray text = "Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,"
                            "Rated Freq,\nmain_kernel_mix_aic,mix,"
        + taskDuration + ",24,48,0,3393692,1800,1800,\n";
    return csv.open(QIODevice::WriteOnly) && csv.write(text) == text.size();
}

QStringList codes(const Diagnostics &diagnostics)
{
    QStringList out;
    for (const Diagnostic &d : diagnostics)
        out.append(d.code + u' ' + d.file);
    return out;
}

} // namespace

class TestAbTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void signTestP_data();
    void signTestP();
    void median_data();
    void median();
    void evaluate_data();
    void evaluate();
    void pythonRound_data();
    void pythonRound();
    void jsonFields();
    void sampleWorkdir();
    void workdirLayouts();
    void pairNamesTheToolNeverWrites();
    void durationsAsPythonFloatReadsThem();
    void durationColumnAsDictReaderKeysIt();
};

void TestAbTest::signTestP_data()
{
    QTest::addColumn<QList<double>>("differences");
    QTest::addColumn<double>("p");
    // p = min(1, 2·Σ_{j≤min(k,n−k)} C(n,j) / 2^n): every expected value is an exact binary fraction.
    QTest::newRow("n=3 all negative") << QList<double> {-0.7, -0.68, -0.68} << 0.25;
    QTest::newRow("n=3 all positive") << QList<double> {0.1, 0.2, 0.3} << 0.25;
    QTest::newRow("n=3 two to one: 2·(1+3)/8 capped at 1") << QList<double> {-1, -1, 1} << 1.0;
    QTest::newRow("n=4 two to two: capped at 1") << QList<double> {-1, 1, -1, 1} << 1.0;
    QTest::newRow("n=5 all negative") << QList<double> {-1, -2, -3, -4, -5} << 0.0625;
    QTest::newRow("n=6 all negative") << QList<double> {-1, -1, -1, -1, -1, -1} << 0.03125;
    QTest::newRow("n=6 five to one: 2·(1+6)/64") << QList<double> {-1, -1, -1, -1, -1, 1} << 0.21875;
    QTest::newRow("n=10 one positive: 2·(1+10)/1024")
        << QList<double> {-1, -1, -1, -1, 1, -1, -1, -1, -1, -1} << 0.021484375;
    QTest::newRow("zeros dropped: n=3 remains") << QList<double> {0, -1, 0, -2, -3, 0} << 0.25;
    QTest::newRow("zeros dropped: n=5 remains") << QList<double> {-1, -1, 0, -1, -1, -1} << 0.0625;
    QTest::newRow("negative zero is a zero") << QList<double> {-0.0, -1, -1, -1} << 0.25;
    QTest::newRow("n=0 empty") << QList<double> {} << 1.0;
    QTest::newRow("n=0 only zeros") << QList<double> {0, 0, 0} << 1.0;
    QTest::newRow("n=1") << QList<double> {-1} << 1.0;
    QTest::newRow("n=20 all negative") << QList<double>(20, -0.5) << std::ldexp(1.0, -19);
}

void TestAbTest::signTestP()
{
    QFETCH(QList<double>, differences);
    QFETCH(double, p);
    // The expected values are exact binary fractions (QCOMPARE on doubles allows only ~1e-12 relative).
    QCOMPARE(AbTest::signTestP(differences), p);
}

void TestAbTest::median_data()
{
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<double>("median");
    QTest::newRow("one") << QList<double> {18.64} << 18.64;
    QTest::newRow("odd, unsorted") << QList<double> {18.66, 18.639999, 18.6} << 18.639999;
    QTest::newRow("even: mean of the middle two") << QList<double> {1, 2, 4, 10} << 3.0;
    QTest::newRow("even, unsorted") << QList<double> {3.1, 1.2} << (1.2 + 3.1) / 2; // Python: 2.15
    QTest::newRow("even with duplicates") << QList<double> {5, 1, 5, 1} << 3.0;
    QTest::newRow("negative values") << QList<double> {-0.7, -0.68, -0.68} << -0.68;
}

void TestAbTest::median()
{
    QFETCH(QList<double>, values);
    QFETCH(double, median);
    QCOMPARE(AbTest::median(values), median);
}

void TestAbTest::evaluate_data()
{
    QTest::addColumn<QList<double>>("a");
    QTest::addColumn<QList<double>>("b");
    QTest::addColumn<double>("noise");
    QTest::addColumn<bool>("consistent");
    QTest::addColumn<double>("p");
    QTest::addColumn<QString>("verdict");
    const QList<double> a3 {20, 20, 20};
    QTest::newRow("tie: 1 % faster, consistent")
        << QList<double> {10, 10, 10} << QList<double> {9.9, 9.9, 9.9} << 0.03 << true << 0.25 << u"tie"_s;
    QTest::newRow("tie: 2.5 % slower") << a3 << QList<double> {20.5, 20.5, 20.5} << 0.03 << true << 0.25 << u"tie"_s;
    QTest::newRow("B_better: 3 consistent pairs decide without p < 0.1")
        << a3 << QList<double> {18, 18.1, 17.9} << 0.03 << true << 0.25 << u"B_better"_s;
    QTest::newRow("A_better: 3 consistent pairs")
        << a3 << QList<double> {22, 21.9, 22.5} << 0.03 << true << 0.25 << u"A_better"_s;
    QTest::newRow("inconclusive: mixed signs")
        << a3 << QList<double> {18, 18, 21} << 0.03 << false << 1.0 << u"inconclusive"_s;
    QTest::newRow("inconclusive: a zero difference breaks consistency")
        << a3 << QList<double> {18, 20, 18} << 0.03 << false << 0.5 << u"inconclusive"_s;
    QTest::newRow("inconclusive: slower by 10 % but mixed")
        << a3 << QList<double> {22, 22, 19} << 0.03 << false << 1.0 << u"inconclusive"_s;
    QTest::newRow("mixed signs below noise are still a tie")
        << a3 << QList<double> {20.2, 19.9, 20.1} << 0.03 << false << 1.0 << u"tie"_s;
    QTest::newRow("relative change equal to the noise threshold is not a tie")
        << QList<double> {100, 100, 100} << QList<double> {97, 97, 97} << 0.03 << true << 0.25 << u"B_better"_s;
    QTest::newRow("a larger noise threshold turns a win into a tie")
        << a3 << QList<double> {18, 18.1, 17.9} << 0.15 << true << 0.25 << u"tie"_s;
    QTest::newRow("5 consistent pairs: p = 0.0625 < 0.1")
        << QList<double> {20, 20, 20, 20, 20} << QList<double> {18, 18, 18, 18, 18} << 0.03 << true << 0.0625
        << u"B_better"_s;
    QTest::newRow("6 consistent pairs: p = 0.03125 < 0.1")
        << QList<double>(6, 20.0) << QList<double>(6, 18.0) << 0.03 << true << 0.03125 << u"B_better"_s;
    QTest::newRow("6 pairs, five to one: not consistent, p = 0.21875")
        << QList<double>(6, 20.0) << QList<double> {18, 18, 18, 18, 18, 21} << 0.03 << false << 0.21875
        << u"inconclusive"_s;
    QTest::newRow("merged A of zero gives rel 0: tie")
        << QList<double> {0, 0, 0} << QList<double> {1, 1, 1} << 0.03 << true << 0.25 << u"tie"_s;
    QTest::newRow("pairs follow the shorter arm")
        << QList<double> {20, 20, 20, 99} << QList<double> {18, 18, 18} << 0.03 << true << 0.25 << u"B_better"_s;
}

void TestAbTest::evaluate()
{
    QFETCH(QList<double>, a);
    QFETCH(QList<double>, b);
    QFETCH(double, noise);
    QFETCH(bool, consistent);
    QFETCH(double, p);
    QFETCH(QString, verdict);
    const AbTestResult r = AbTest::evaluate(a, b, noise, 15);
    QCOMPARE(r.directionConsistent, consistent);
    QCOMPARE(r.signTestP, p);
    QCOMPARE(r.verdict, verdict);
    QCOMPARE(r.noiseThreshold, noise);
    QCOMPARE(r.launchCount, 15);
    const qsizetype pairs = std::min(a.size(), b.size());
    QCOMPARE(r.pairDiffsUs.size(), pairs);
    for (qsizetype i = 0; i < pairs; ++i)
        QCOMPARE(r.pairDiffsUs[i], b[i] - a[i]);
    QCOMPARE(r.aMergedMedianUs, AbTest::median(a));
    QCOMPARE(r.bMergedMedianUs, AbTest::median(b));
    const double rel = r.aMergedMedianUs == 0 ? 0 : (r.aMergedMedianUs - r.bMergedMedianUs) / r.aMergedMedianUs;
    QCOMPARE(r.bRelChange, -rel);
}

void TestAbTest::pythonRound_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("digits");
    QTest::addColumn<double>("rounded");
    // Expected values are CPython 3's round(value, digits): the exact binary value, ties to even.
    QTest::newRow("exact tie goes to even: 0.125") << 0.125 << 2 << 0.12;
    QTest::newRow("exact tie goes to even: 0.375") << 0.375 << 2 << 0.38;
    QTest::newRow("exact tie goes to even: -2.5") << -2.5 << 0 << -2.0;
    QTest::newRow("2.675 is below the tie in binary") << 2.675 << 2 << 2.67;
    QTest::newRow("1.0005 is below the tie in binary") << 1.0005 << 3 << 1.0;
    QTest::newRow("0.00015 is below the tie in binary") << 0.00015 << 4 << 0.0001;
    QTest::newRow("0.00005 is above the tie in binary") << 0.00005 << 4 << 0.0001;
    QTest::newRow("pair difference -0.699998") << 17.940001 - 18.639999 << 3 << -0.7;
    QTest::newRow("pair difference -0.680001") << 18.02 - 18.700001 << 3 << -0.68;
    QTest::newRow("b_rel_change") << -0.037553542787207274 << 4 << -0.0376;
    QTest::newRow("merged median 18.639999") << 18.639999 << 3 << 18.64;
    QTest::newRow("18.6449999 rounds up at 3 digits") << 18.6449999 << 3 << 18.645;
    // Python's round() of a value with more integer digits than a 64-byte %f holds is the value.
    QTest::newRow("1e300 stays 1e300") << 1e300 << 3 << 1e300;
    QTest::newRow("-9.9999999e307 stays") << -9.9999999e307 << 3 << -9.9999999e307;
}

void TestAbTest::pythonRound()
{
    QFETCH(double, value);
    QFETCH(int, digits);
    QFETCH(double, rounded);
    QCOMPARE(AbTest::pythonRound(value, digits), rounded);
}

void TestAbTest::jsonFields()
{
    const AbTestResult r = AbTest::evaluate({10.0004, 10.0006, 10.1}, {9.0015, 9.0025, 9.1}, 0.03, 15);
    const QJsonObject json = r.toJson();
    const QStringList keys {u"a_medians_us"_s,  u"a_merged_median_us"_s,
                            u"b_medians_us"_s,  u"b_merged_median_us"_s,
                            u"b_rel_change"_s,  u"direction_consistent"_s,
                            u"launch_count"_s,  u"noise_threshold"_s,
                            u"pair_diffs_us"_s, u"pairs"_s,
                            u"protocol"_s,      u"sign_test_p"_s,
                            u"verdict"_s};
    QCOMPARE(json.keys(), keys);
    QCOMPARE(json.value(u"protocol").toString(), QString::fromLatin1(AbTest::Protocol));
    QVERIFY(json.value(u"protocol").toString().contains(u"BP_run_state_bimodality"));
    QCOMPARE(json.value(u"pairs").toInt(), 3);
    QCOMPARE(json.value(u"launch_count").toInt(), 15);
    // Per-run medians are not rounded; merged medians to 3, b_rel_change to 4, differences to 3, p to 4.
    QCOMPARE(json.value(u"a_medians_us").toArray(), (QJsonArray {10.0004, 10.0006, 10.1}));
    QCOMPARE(json.value(u"a_merged_median_us").toDouble(), 10.001);
    QCOMPARE(json.value(u"b_merged_median_us").toDouble(), 9.002); // 9.0025 is 9.00249999… in binary
    QCOMPARE(json.value(u"b_rel_change").toDouble(), AbTest::pythonRound(-(10.0006 - 9.0025) / 10.0006, 4));
    QCOMPARE(json.value(u"b_rel_change").toDouble(), -0.0998);
    QCOMPARE(json.value(u"pair_diffs_us").toArray(), (QJsonArray {-0.999, -0.998, -1.0}));
    QCOMPARE(json.value(u"sign_test_p").toDouble(), 0.25);
    QCOMPARE(json.value(u"direction_consistent").toBool(), true);
    QCOMPARE(json.value(u"noise_threshold").toDouble(), 0.03);
    QCOMPARE(json.value(u"verdict").toString(), u"B_better"_s);

    // A p that needs rounding: n=10, k=1 gives 0.021484375 → 0.0215.
    const AbTestResult ten = AbTest::evaluate(QList<double>(10, 20.0), {18, 18, 18, 18, 21, 18, 18, 18, 18, 18}, 0.03);
    QCOMPARE(ten.toJson().value(u"sign_test_p").toDouble(), 0.0215);
    QCOMPARE(ten.toJson().value(u"verdict").toString(), u"inconclusive"_s);
}

void TestAbTest::sampleWorkdir()
{
    const AbWorkdir workdir = AbWorkdir::read(kSampleWorkdir);
    QCOMPARE(codes(workdir.diagnostics), QStringList());
    QCOMPARE(workdir.aRuns.size(), 3);
    QCOMPARE(workdir.bRuns.size(), 3);
    // Every launch row of pair 1 A, in launch order (0, 1, 2).
    QCOMPARE(workdir.aRuns[0], (QList<double> {18.66, 18.639999, 18.6}));
    QList<double> a, b;
    int launches = 0;
    for (const QList<double> &run : workdir.aRuns) {
        a.append(AbTest::median(run));
        launches = std::max(launches, int(run.size()));
    }
    for (const QList<double> &run : workdir.bRuns)
        b.append(AbTest::median(run));
    const QJsonObject ours = AbTest::evaluate(a, b, 0.03, launches).toJson();

    QFile file(kSampleWorkdir + u"/ab_result.json"_s);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonParseError error;
    const QJsonObject theirs = QJsonDocument::fromJson(file.readAll(), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(ours.keys(), theirs.keys());
    for (const QString &key : theirs.keys()) {
        if (key == u"protocol") {
            // A prose label: both name the protocol; the sample's wording is its author's own.
            QVERIFY(theirs.value(key).toString().contains(u"BP_run_state_bimodality"));
            QVERIFY(ours.value(key).toString().contains(u"BP_run_state_bimodality"));
            continue;
        }
        // Exact: the same decimal text parses to the same double.
        QVERIFY2(ours.value(key) == theirs.value(key),
                 qPrintable(key + u": ours "_s
                            + QString::fromUtf8(
                                QJsonDocument(QJsonObject {{key, ours.value(key)}}).toJson(QJsonDocument::Compact))
                            + u", ab_result.json "_s
                            + QString::fromUtf8(
                                QJsonDocument(QJsonObject {{key, theirs.value(key)}}).toJson(QJsonDocument::Compact))));
    }
    QCOMPARE(theirs.value(u"verdict").toString(), u"B_better"_s); // the fixture itself did not change
}

void TestAbTest::workdirLayouts()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString root = tmp.path();
    // pair1: complete; pair2: only A; a flat single-launch run (not matched by the tool's glob) in pair3B.
    QVERIFY(writeLaunch(root + u"/pair1A"_s, 0, "10.000000"));
    QVERIFY(writeLaunch(root + u"/pair1A"_s, 1, "12.000000"));
    QVERIFY(writeLaunch(root + u"/pair1B"_s, 0, "9.000000"));
    QVERIFY(writeLaunch(root + u"/pair2A"_s, 0, "10.500000"));
    QVERIFY(writeLaunch(root + u"/pair3A"_s, 0, "10.000000"));
    QVERIFY(QDir().mkpath(root + u"/pair3B/OPPROF_20260924133112_AVSAIDMXVPDOKRVZ"_s));
    QFile flat(root + u"/pair3B/OPPROF_20260924133112_AVSAIDMXVPDOKRVZ/OpBasicInfo.csv"_s);
    QVERIFY(flat.open(QIODevice::WriteOnly));
    flat.write("Op Name,Op Type,Task Duration(us),\nmain_kernel,vector,9.5,\n");
    flat.close();
    QVERIFY(QDir().mkpath(root + u"/logs"_s)); // not a pair directory
    QVERIFY(QDir().mkpath(root + u"/pair4C"_s)); // not an arm

    const AbWorkdir workdir = AbWorkdir::read(root);
    QCOMPARE(codes(workdir.diagnostics), (QStringList {u"ab.no-rows pair2B"_s, u"ab.no-rows pair3B"_s}));
    QCOMPARE(workdir.aRuns, (QList<QList<double>> {{10, 12}}));
    QCOMPARE(workdir.launchCount, 2); // pair1A's one run holds two launches
    QCOMPARE(workdir.bRuns, (QList<QList<double>> {{9}}));
    QCOMPARE(AbTest::median(workdir.aRuns[0]), 11.0); // two launches: the mean of the middle two

    const AbWorkdir missing = AbWorkdir::read(root + u"/no_such_workdir"_s);
    QCOMPARE(codes(missing.diagnostics), QStringList {u"ab.no-workdir "_s + root + u"/no_such_workdir"_s});
    QVERIFY(missing.aRuns.isEmpty());
}

// ab_test.py writes pair1A, pair1B … pair<P>B (pair{i+1}): pair0, a leading zero or a number no int
// holds are no pairs of it. They were read as pair 0, merged into pair 1, or wrapped to pair 0.
void TestAbTest::pairNamesTheToolNeverWrites()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString root = tmp.path();
    for (int pair = 1; pair <= 2; ++pair) {
        QVERIFY(writeLaunch(root + u"/pair%1A"_s.arg(pair), 0, "10.000000"));
        QVERIFY(writeLaunch(root + u"/pair%1B"_s.arg(pair), 0, "9.000000"));
    }
    for (const QString &odd : {u"pair0A"_s, u"pair0B"_s, u"pair01A"_s, u"pair99999999999A"_s, u"pair99999999999B"_s})
        QVERIFY(writeLaunch(root + u'/' + odd, 0, "30.000000"));

    const AbWorkdir workdir = AbWorkdir::read(root);
    QCOMPARE(workdir.pairNumbers, (QList<int> {1, 2}));
    QCOMPARE(workdir.aRuns, (QList<QList<double>> {{10}, {10}}));
    QCOMPARE(workdir.bRuns, (QList<QList<double>> {{9}, {9}}));
    QVERIFY(workdir.incompletePairs.isEmpty());
    QCOMPARE(codes(workdir.diagnostics),
             (QStringList {u"ab.odd-pair-name pair01A"_s, u"ab.odd-pair-name pair0A"_s, u"ab.odd-pair-name pair0B"_s,
                           u"ab.odd-pair-name pair99999999999A"_s, u"ab.odd-pair-name pair99999999999B"_s}));
}

// Each non-empty Task Duration as Python's float() reads it: a quoted "10.5" is 10.5 (the csv module
// unquotes it); one float() refuses, or NaN or infinity, fails that run at its file and line, and
// the pair is incomplete (ab_test.py stops there), never silently left out.
void TestAbTest::durationsAsPythonFloatReadsThem()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString root = tmp.path();
    QVERIFY(writeLaunch(root + u"/pair1A"_s, 0, "\"10.5\""));
    QVERIFY(writeLaunch(root + u"/pair1A"_s, 1, " 11.5 "));
    QVERIFY(writeLaunch(root + u"/pair1B"_s, 0, "9.000000"));
    QVERIFY(writeLaunch(root + u"/pair2A"_s, 0, "10.000000"));
    QVERIFY(writeLaunch(root + u"/pair2A"_s, 1, "abc"));
    QVERIFY(writeLaunch(root + u"/pair2B"_s, 0, "9.000000"));
    QVERIFY(writeLaunch(root + u"/pair3A"_s, 0, "10.000000"));
    QVERIFY(writeLaunch(root + u"/pair3B"_s, 0, "nan"));
    QVERIFY(writeLaunch(root + u"/pair4A"_s, 0, "10.000000"));
    QVERIFY(writeLaunch(root + u"/pair4B"_s, 0, ""));
    QVERIFY(writeLaunch(root + u"/pair4B"_s, 1, "9.000000"));

    const AbWorkdir workdir = AbWorkdir::read(root);
    QCOMPARE(workdir.pairNumbers, (QList<int> {1, 4}));
    QCOMPARE(workdir.aRuns, (QList<QList<double>> {{10.5, 11.5}, {10}}));
    QCOMPARE(workdir.bRuns, (QList<QList<double>> {{9}, {9}})); // an empty cell is no row, as in the tool
    QCOMPARE(workdir.incompletePairs, (QList<int> {2, 3}));
    QStringList bad;
    for (const Diagnostic &d : workdir.diagnostics)
        if (d.code == u"ab.bad-duration"_s)
            bad.append(d.location());
    QCOMPARE(bad.size(), 2);
    QVERIFY2(bad.at(0).startsWith(u"pair2A/OPPROF_"_s) && bad.at(0).endsWith(u".csv:2"_s), qPrintable(bad.at(0)));
    QVERIFY2(bad.at(1).startsWith(u"pair3B/OPPROF_"_s) && bad.at(1).endsWith(u".csv:2"_s), qPrintable(bad.at(1)));
}

// ab_test.py reads row["Task Duration(us)"] of csv.DictReader: of two such columns the last, and a
// header spelled in another case is no column at all (the run has no rows: the tool stops).
void TestAbTest::durationColumnAsDictReaderKeysIt()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString root = tmp.path();
    const auto writeCsv = [&](const QString &pair, const QByteArray &text) {
        const QString dir = root + u'/' + pair + u"/OPPROF_20260924133112_AVSAIDMXVPDOKRVZ/main_kernel/0"_s;
        QFile csv(dir + u"/OpBasicInfo_20260924133112800.csv"_s);
        return QDir().mkpath(dir) && csv.open(QIODevice::WriteOnly) && csv.write(text) == text.size();
    };
    QVERIFY(writeCsv(u"pair1A"_s, "Op Name,Task Duration(us),Block Dim,Task Duration(us),\nmain_kernel,99.0,24,10.0,\n"));
    QVERIFY(writeLaunch(root + u"/pair1B"_s, 0, "9.000000"));
    QVERIFY(writeCsv(u"pair2A"_s, "Op Name,task duration(us),Block Dim,\nmain_kernel,10.0,24,\n"));
    QVERIFY(writeLaunch(root + u"/pair2B"_s, 0, "9.000000"));
    // Python's csv keeps the spaces of an unquoted field: " Task Duration(us)" is another key.
    QVERIFY(writeCsv(u"pair3A"_s, "Op Name, Task Duration(us),Block Dim,\r\nmain_kernel,10.0,24,\r\n"));
    QVERIFY(writeLaunch(root + u"/pair3B"_s, 0, "9.000000"));
    // A header line ending "\r\n" right after the name is that name.
    QVERIFY(writeCsv(u"pair4A"_s, "Op Name,Block Dim,Task Duration(us)\r\nmain_kernel,24,10.0\r\n"));
    QVERIFY(writeLaunch(root + u"/pair4B"_s, 0, "9.000000"));

    const AbWorkdir workdir = AbWorkdir::read(root);
    QCOMPARE(workdir.pairNumbers, (QList<int> {1, 4}));
    QCOMPARE(workdir.aRuns, (QList<QList<double>> {{10}, {10}}));
    QCOMPARE(workdir.incompletePairs, (QList<int> {2, 3}));
    QStringList said;
    for (const Diagnostic &d : workdir.diagnostics)
        if (d.file.startsWith(u"pair1A/"_s))
            said.append(d.code + u' ' + QString::number(d.line) + u':' + QString::number(d.column));
    // the reader's own "the first one is used" is not said: this verdict uses the last
    QCOMPARE(said, (QStringList {u"ab.duplicate-duration-column 1:4"_s}));
}

QTEST_GUILESS_MAIN(TestAbTest)
#include "tst_abtest.moc"
