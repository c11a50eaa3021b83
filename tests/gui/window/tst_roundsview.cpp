// SPDX-License-Identifier: MIT
// RoundsView: a click on a branch selects it in the document, a click on a round asks for the
// round, Enter or a double click opens the log at the row's line; it follows the selection.
#include "records/derivedseries.h"
#include "run/projectloader.h"
#include "window/roundindex.h"
#include "window/roundsmodel.h"
#include "window/roundsview.h"

#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

class TestRoundsView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void clicksSelect();
};

void TestRoundsView::clicksSelect()
{
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"));
    CandidateSelection selection;
    RoundsModel model;
    model.setSnapshot(snapshot, RoundIndex(snapshot),
                      DerivedSeries::fromRecords(snapshot->records, 0.03, snapshot->finalCandidateId()), 0.03);
    RoundsView view(&model, &selection);
    view.resize(1200, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.modelReset();
    QTreeView *tree = view.tree();

    // A branch: the document selects it.
    const QModelIndex round = model.indexForRound(2);
    const QModelIndex branch = model.index(0, 0, round);
    tree->scrollTo(branch);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(branch).center());
    QCOMPARE(selection.round(), 2);
    QCOMPARE(selection.candidateId(), branch.data(RoundsModel::CandidateRole).toString());

    // A round: the view asks for it.
    QSignalSpy rounds(&view, &RoundsView::roundActivated);
    tree->scrollTo(round);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(round).center());
    QCOMPARE(rounds.size(), 1);
    QCOMPARE(rounds.first().first().toInt(), 2);

    // Enter on round 1 opens the log at its stated reason.
    QSignalSpy log(&view, &RoundsView::openLogLine);
    tree->setCurrentIndex(model.indexForRound(1));
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_Return);
    QCOMPARE(log.size(), 1);
    QCOMPARE(log.first().first().toInt(), 121);

    // It follows the document: round 3's winner.
    CandidateSelection::State state;
    state.round = 3;
    state.candidateId = QStringLiteral("v3_bs4096");
    selection.select(state);
    QCOMPARE(tree->currentIndex().data(RoundsModel::CandidateRole).toString(), QStringLiteral("v3_bs4096"));
    QCOMPARE(tree->currentIndex().data(RoundsModel::RoundRole).toInt(), 3);
}

QTEST_MAIN(TestRoundsView)
#include "tst_roundsview.moc"
