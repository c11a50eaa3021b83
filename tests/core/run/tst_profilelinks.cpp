// SPDX-License-Identifier: MIT
// Records ↔ runs, and the record to compare with, on both bundled sample runs.
#include "run/profilelinks.h"
#include "run/projectloader.h"

#include <QTest>

class TestProfileLinks : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void genA();
    void genB();
    void parentOnSameWorkload();
};

void TestProfileLinks::genA()
{
    const ProjectSnapshotPtr snapshot
        = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/perf_opt"));
    QVERIFY(snapshot);
    const ProfileLinks links = ProfileLinks::build(*snapshot);
    QCOMPARE(links.records().size(), 41);

    // Line 25: v3_bs4096 on short_row fp16, a nested run of three launches.
    const ProfileLinks::Record *record = links.record(25);
    QVERIFY(record);
    QCOMPARE(record->candidateId, QStringLiteral("v3_bs4096"));
    QCOMPARE(record->parentId, QStringLiteral("v2_ubreuse"));
    QCOMPARE(
        links.runOf(25),
        QStringLiteral("perf_opt/profiles/round3/v3_bs4096/short_row_fp16/OPPROF_20260924130328_KSUGRVKTEWUAEJKA"));
    const QList<const ProfileLinks::Record *> citing = links.recordsOfRun(links.runOf(25));
    QCOMPARE(citing.size(), 1);
    QCOMPARE(citing.first()->line, 25);

    QCOMPARE(links.parentRecord(25), 17); // v2_ubreuse, same workload
    QCOMPARE(links.baselineRecord(25), 1);
    QCOMPARE(links.baselineRecord(1), 0); // the baseline has none
    QCOMPARE(links.parentRecord(1), 0);
    QCOMPARE(links.recordFor(QStringLiteral("v1_pipe"), record->workloadKey), 13);
    QCOMPARE(links.recordFor(QStringLiteral("nope"), record->workloadKey), 0);
}

void TestProfileLinks::genB()
{
    const ProjectSnapshotPtr snapshot
        = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like/perf_opt"));
    QVERIFY(snapshot);
    const ProfileLinks links = ProfileLinks::build(*snapshot);
    const ProfileLinks::Record *record = links.record(4); // round1_a_chain, parent baseline
    QVERIFY(record);
    QCOMPARE(record->parentId, QStringLiteral("baseline"));
    QVERIFY(record->runs.size() == 1);
    QCOMPARE(links.parentRecord(4), 1);
    QCOMPARE(links.baselineRecord(4), 1);
    QVERIFY(links.record(1)->isBaseline);
    QVERIFY(links.runOf(1).contains(QLatin1String("profiles/baseline/round0")));
}

// The aiv-only variant (round 4) on bf16: its parent is v3_bs4096 measured on the same workload.
void TestProfileLinks::parentOnSameWorkload()
{
    const ProjectSnapshotPtr snapshot
        = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/perf_opt"));
    const ProfileLinks links = ProfileLinks::build(*snapshot);
    QCOMPARE(links.record(38)->candidateId, QStringLiteral("v4_aivonly"));
    QVERIFY(links.runOf(38).endsWith(QLatin1String("v4_aivonly/short_row_bf16/")
                                     + links.runOf(38).section(QLatin1Char('/'), -1)));
    QCOMPARE(links.parentRecord(38), 26);
    QCOMPARE(links.record(26)->workloadKey, links.record(38)->workloadKey);
}

QTEST_GUILESS_MAIN(TestProfileLinks)
#include "tst_profilelinks.moc"
