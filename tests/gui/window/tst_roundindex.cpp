// SPDX-License-Identifier: MIT
// RoundIndex: the rounds the workbench walks — the log's in log order and the records-only ones
// (round 0) in number order; stepping stops at both ends; the focus candidate is the stated best.
#include "optlog/optlog.h"
#include "optlog/optlogparser.h"
#include "run/projectloader.h"
#include "window/roundindex.h"

#include <QTest>

class TestRoundIndex : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sampleRounds();
    void stepsStopAtTheEnds();
    void emptyRun();
};

void TestRoundIndex::sampleRounds()
{
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"));
    const RoundIndex index(snapshot);
    QList<int> numbers;
    for (const RoundIndex::Round &r : index.rounds())
        numbers.append(r.number);
    QCOMPARE(numbers, (QList<int> {0, 1, 2, 3, 4}));
    QCOMPARE(index.rounds().first().line, 23); // the baseline section
    // The log's structure model makes the baseline section its campaign's round 0.
    QVERIFY(index.rounds().first().logRound);
    QVERIFY(index.rounds().first().logRound->baseline);
    QCOMPARE(index.label(index.rounds().first()), QStringLiteral("Round 0 (baseline)"));
    QCOMPARE(index.rounds().at(1).line, 50);
    QCOMPARE(index.indexOf(1), 1);
    QCOMPARE(index.indexOf(3, 230), 3);
    QCOMPARE(index.indexOf(9), -1);
    QCOMPARE(index.focusCandidate(1), QStringLiteral("v1_pipe"));
    QCOMPARE(index.focusCandidate(0), QStringLiteral("baseline"));
}

void TestRoundIndex::stepsStopAtTheEnds()
{
    const RoundIndex index(ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm")));
    QCOMPARE(index.step(-1, +1), 0);
    QCOMPARE(index.step(-1, -1), 4);
    QCOMPARE(index.step(0, +1), 1);
    QCOMPARE(index.step(4, +1), -1);
    QCOMPARE(index.step(0, -1), -1);
}

void TestRoundIndex::emptyRun()
{
    const RoundIndex index(nullptr);
    QVERIFY(index.isEmpty());
    QCOMPARE(index.step(-1, +1), -1);
    QCOMPARE(index.focusCandidate(0), QString());
}

QTEST_MAIN(TestRoundIndex)
#include "tst_roundindex.moc"
