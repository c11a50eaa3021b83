// SPDX-License-Identifier: MIT
// RunsDashboard: the workspace's index as a sortable, filterable table and a speedup histogram;
// double-click asks to open the run; "Index a Folder" runs off the GUI thread; on PostgreSQL a
// sign-off written by another connection appears without any user action (LISTEN/NOTIFY).
#include "dashboard/runindexmodel.h"
#include "dashboard/runsdashboard.h"
#include "pgtest.h"
#include "review/workspacedatabase.h"
#include "runcopy.h"

#include <QComboBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

namespace {

RunIndexRow row(const QString &op, double geomean, const QString &strict = QStringLiteral("pass"))
{
    RunIndexRow r;
    r.runKey = QStringLiteral("00000000000000%1:ops/%2/perf_opt").arg(op.size(), 2, 10, QLatin1Char('0')).arg(op);
    r.path = QStringLiteral("/repo/ops/%1/perf_opt").arg(op);
    r.operatorName = op;
    r.generation = QStringLiteral("A");
    r.geomeanSpeedup = geomean;
    r.gates.insert(QStringLiteral("workflow"), QStringLiteral("pass"));
    r.gates.insert(QStringLiteral("strict"), strict);
    r.fingerprint = QStringLiteral("x");
    r.lastChange = QStringLiteral("2026-11-30T10:00:00Z");
    return r;
}

} // namespace

class TestRunsDashboard : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir{RunCopy::tempTemplate()};

private Q_SLOTS:
    void tableChartAndFilters()
    {
        WorkspaceDatabase db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("w.sqlite"))));
        QVERIFY(db.saveRunIndexRows({row(QStringLiteral("add"), 0.95), row(QStringLiteral("gelu"), 1.05),
                                     row(QStringLiteral("softmax"), 1.6, QStringLiteral("fail")),
                                     row(QStringLiteral("matmul"), 2.4)}));
        ReviewSession session = db.reviewSession(row(QStringLiteral("gelu"), 0).runKey);
        session.finished = true;
        QVERIFY(db.saveReviewSession(session));

        RunsDashboard dashboard(&db);
        dashboard.resize(1000, 700);
        dashboard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dashboard));
        QCOMPARE(dashboard.model()->rowCount(), 4);
        QVERIFY(!dashboard.isLive());
        QCOMPARE(dashboard.histogram(), (QList<int>{1, 1, 0, 0, 1, 1}));

        // Sorting by geomean speedup is numeric.
        dashboard.view()->sortByColumn(RunIndexModel::GeomeanColumn, Qt::DescendingOrder);
        QCOMPARE(dashboard.proxy()->index(0, RunIndexModel::OperatorColumn).data().toString(), QStringLiteral("matmul"));
        QCOMPARE(dashboard.proxy()->index(3, RunIndexModel::OperatorColumn).data().toString(), QStringLiteral("add"));

        // Text filter over every column, and the review status.
        dashboard.filterEdit()->setText(QStringLiteral("soft"));
        QCOMPARE(dashboard.proxy()->rowCount(), 1);
        dashboard.filterEdit()->clear();
        dashboard.reviewBox()->setCurrentIndex(dashboard.reviewBox()->findData(int(RunIndexRow::ReviewStatus::SignedOff)));
        QCOMPARE(dashboard.proxy()->rowCount(), 1);
        QCOMPARE(dashboard.proxy()->index(0, RunIndexModel::OperatorColumn).data().toString(), QStringLiteral("gelu"));
        dashboard.reviewBox()->setCurrentIndex(0);
        QCOMPARE(dashboard.proxy()->rowCount(), 4);

        // Double-click opens the run.
        QSignalSpy open(&dashboard, &RunsDashboard::openRunRequested);
        const QModelIndex first = dashboard.proxy()->index(0, RunIndexModel::OperatorColumn);
        const QRect rect = dashboard.view()->visualRect(first);
        // A view sees a double-click as press, release, then double-click.
        QTest::mouseClick(dashboard.view()->viewport(), Qt::LeftButton, {}, rect.center());
        QTest::mouseDClick(dashboard.view()->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.first().first().toString(), QStringLiteral("/repo/ops/matmul/perf_opt"));
    }

    void indexAFolder()
    {
        const QString repo = m_dir.filePath(QStringLiteral("repo"));
        QVERIFY(RunCopy::synth(repo + QStringLiteral("/ops/op1"), {QStringLiteral("--op"), QStringLiteral("op1"),
                                                                  QStringLiteral("--profile-runs"), QStringLiteral("0")}));
        WorkspaceDatabase db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("index.sqlite"))));
        RunsDashboard dashboard(&db);
        QSignalSpy finished(&dashboard, &RunsDashboard::indexFinished);
        dashboard.indexFolder(repo);
        QVERIFY(dashboard.isIndexing() || finished.size() == 1);
        QVERIFY(finished.wait(60000) || finished.size() == 1);
        QCOMPARE(dashboard.model()->rowCount(), 1);
        QCOMPARE(dashboard.model()->rows().first().operatorName, QStringLiteral("op1"));
        QVERIFY(dashboard.statusLabel()->text().contains(QLatin1String("1 read")));
    }

    void liveOnPostgreSql()
    {
        WorkspaceLocation location;
        PGTEST_FRESH_DATABASE(QStringLiteral("tst_runsdashboard"), location);
        WorkspaceDatabase mine, theirs;
        theirs.setUserName(QStringLiteral("lin"));
        QVERIFY2(mine.open(location), qPrintable(mine.errorString()));
        QVERIFY2(theirs.open(location), qPrintable(theirs.errorString()));
        QVERIFY(theirs.saveRunIndexRows({row(QStringLiteral("add"), 1.2)}));
        RunsDashboard dashboard(&mine);
        QVERIFY(dashboard.isLive());
        dashboard.reload();
        QCOMPARE(dashboard.model()->rowCount(), 1);
        QCOMPARE(dashboard.model()->rows().first().review, RunIndexRow::ReviewStatus::Unreviewed);
        // Another reviewer signs off: it shows up without a click.
        ReviewSession session = theirs.reviewSession(row(QStringLiteral("add"), 0).runKey);
        session.finished = true;
        QVERIFY(theirs.saveReviewSession(session));
        QTRY_COMPARE_WITH_TIMEOUT(dashboard.model()->rows().value(0).review, RunIndexRow::ReviewStatus::SignedOff, 5000);
        QCOMPARE(dashboard.model()->rows().first().reviewedBy, QStringLiteral("lin"));
    }
};

QTEST_MAIN(TestRunsDashboard)
#include "tst_runsdashboard.moc"
