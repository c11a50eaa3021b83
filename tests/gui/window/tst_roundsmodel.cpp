// SPDX-License-Identifier: MIT
// RoundsModel: the per-round verdict table of the rms_norm sample — one block per round with the
// log's winner and reason (quoted, with its line), each branch with its parent and Δ against the
// parent and the current best (per key below, classed against the noise threshold), L0, and the
// stated rollbacks.
#include "records/derivedseries.h"
#include "run/projectloader.h"
#include "window/roundindex.h"
#include "window/roundsmodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

class TestRoundsModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void roundsInOrder();
    void roundOneVerdict();
    void branchDeltas();
    void thresholdChangesTheClass();

private:
    QModelIndex child(const QModelIndex &parent, const QString &name) const;
    ProjectSnapshotPtr m_snapshot;
    DerivedSeries m_series;
    RoundsModel m_model;
};

void TestRoundsModel::initTestCase()
{
    m_snapshot = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"));
    QVERIFY(m_snapshot);
    m_series = DerivedSeries::fromRecords(m_snapshot->records, 0.03, m_snapshot->finalCandidateId());
    new QAbstractItemModelTester(&m_model, QAbstractItemModelTester::FailureReportingMode::QtTest, this);
    m_model.setSnapshot(m_snapshot, RoundIndex(m_snapshot), m_series, 0.03);
}

QModelIndex TestRoundsModel::child(const QModelIndex &parent, const QString &name) const
{
    for (int r = 0; r < m_model.rowCount(parent); ++r)
        if (m_model.index(r, 0, parent).data().toString() == name)
            return m_model.index(r, 0, parent);
    return {};
}

void TestRoundsModel::roundsInOrder()
{
    QCOMPARE(m_model.rowCount(), 5);
    QCOMPARE(m_model.columnCount(), int(RoundsModel::ColumnCount));
    // Round 0 is the log's baseline section (its heading follows the label).
    QCOMPARE(m_model.index(0, 0).data().toString(),
             QStringLiteral("Round 0 (baseline) — Performance Test Data (Baseline)"));
    QVERIFY(m_model.index(1, 0).data().toString().startsWith(QStringLiteral("Round 1 — Iteration 1")));
    for (int r = 0; r < 5; ++r)
        QCOMPARE(m_model.index(r, 0).data(RoundsModel::RoundRole).toInt(), r);
    // Round 0: the baseline's section, and its one branch.
    QCOMPARE(m_model.index(0, 0).data(RoundsModel::LineRole).toInt(), 23);
    QVERIFY(child(m_model.index(0, 0), QStringLiteral("baseline")).isValid());
}

void TestRoundsModel::roundOneVerdict()
{
    const QModelIndex round = m_model.indexForRound(1);
    QCOMPARE(round.siblingAtColumn(RoundsModel::VerdictColumn).data().toString(), QStringLiteral("winner: v1_pipe"));
    const QModelIndex said = round.siblingAtColumn(RoundsModel::LogColumn);
    QVERIFY2(said.data().toString().startsWith(QStringLiteral("“4/4 必测 key −30.3%~−35.9%")), qPrintable(said.data().toString()));
    QVERIFY(said.data().toString().endsWith(QLatin1String("[L121]")));
    QCOMPARE(said.data(RoundsModel::LineRole).toInt(), 121);
    // The branches measured, the winner marked, the rolled-back one too.
    const QModelIndex pipe = child(round, QStringLiteral("v1_pipe"));
    const QModelIndex bs = child(round, QStringLiteral("v1_bs4096"));
    QVERIFY(pipe.isValid() && bs.isValid() && child(round, QStringLiteral("v1_cores48")).isValid());
    QCOMPARE(pipe.siblingAtColumn(RoundsModel::VerdictColumn).data().toString(), QStringLiteral("winner"));
    QVERIFY(bs.siblingAtColumn(RoundsModel::VerdictColumn).data().toString().contains(QLatin1String("rolled back")));
    QCOMPARE(pipe.siblingAtColumn(RoundsModel::ParentColumn).data().toString(), QStringLiteral("baseline"));
    QCOMPARE(pipe.siblingAtColumn(RoundsModel::L0Column).data().toString(), QStringLiteral("pass"));
    QCOMPARE(m_model.rowCount(pipe), 4); // one row per workload key
    // Round 2's winner is not "blocked" because a blocked branch's aside mentions it.
    const QModelIndex ubreuse = child(m_model.indexForRound(2), QStringLiteral("v2_ubreuse"));
    QCOMPARE(ubreuse.siblingAtColumn(RoundsModel::VerdictColumn).data().toString(), QStringLiteral("winner"));
    // A rollback of a measured branch is that branch's verdict, not a second row; a branch the
    // log blocks before any measurement keeps a row of its own.
    const QModelIndex round2 = m_model.indexForRound(2);
    int pipe3Rows = 0;
    bool blockedRow = false;
    for (int r = 0; r < m_model.rowCount(round2); ++r) {
        const QString name = m_model.index(r, 0, round2).data().toString();
        pipe3Rows += name.startsWith(QLatin1String("v2_pipe3")) ? 1 : 0;
        blockedRow = blockedRow
            || m_model.index(r, RoundsModel::VerdictColumn, round2).data().toString() == QLatin1String("blocked");
    }
    QCOMPARE(pipe3Rows, 1);
    QVERIFY(blockedRow);
}

void TestRoundsModel::branchDeltas()
{
    const QModelIndex pipe = child(m_model.indexForRound(1), QStringLiteral("v1_pipe"));
    const QModelIndex key = child(pipe, QStringLiteral("short_row / fp16_4096x1024"));
    QVERIFY(key.isValid());
    QCOMPARE(key.siblingAtColumn(RoundsModel::DurationColumn).data().toString(), QStringLiteral("20.14"));
    // 31.42 → 20.14 µs against the parent (the baseline), which is also the best entering round 1.
    QCOMPARE(key.siblingAtColumn(RoundsModel::VsParentColumn).data().toString(), QStringLiteral("−35.9 % improved"));
    QCOMPARE(key.siblingAtColumn(RoundsModel::VsBestColumn).data().toString(), QStringLiteral("−35.9 % improved"));
    QCOMPARE(key.siblingAtColumn(RoundsModel::VsBestColumn).data(RoundsModel::NoiseRole).toInt(),
             int(NoiseClass::Improved));
    QVERIFY(key.siblingAtColumn(RoundsModel::VsBestColumn).data(Qt::ForegroundRole).isValid());
    // The branch line sums its keys up (geometric mean).
    QVERIFY(pipe.siblingAtColumn(RoundsModel::VsParentColumn).data().toString().startsWith(QStringLiteral("−")));
    QCOMPARE(pipe.siblingAtColumn(RoundsModel::VsParentColumn).data(RoundsModel::NoiseRole).toInt(),
             int(NoiseClass::Improved));
    QCOMPARE(RoundsModel::change(10, 12.5), QStringLiteral("+25.0 %"));
}

void TestRoundsModel::thresholdChangesTheClass()
{
    // The class follows the settings' threshold: at 50 % nothing in round 1 is beyond noise.
    RoundsModel model;
    model.setSnapshot(m_snapshot, RoundIndex(m_snapshot), m_series, 0.5);
    const QModelIndex round = model.indexForRound(1);
    for (int b = 0; b < model.rowCount(round); ++b) {
        const QModelIndex branch = model.index(b, RoundsModel::VsBestColumn, round);
        if (branch.siblingAtColumn(0).data(RoundsModel::KindRole).toInt() == int(RoundsModel::Kind::Branch))
            QCOMPARE(branch.data(RoundsModel::NoiseRole).toInt(), int(NoiseClass::Noise));
    }
}

QTEST_MAIN(TestRoundsModel)
#include "tst_roundsmodel.moc"
