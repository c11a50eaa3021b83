// SPDX-License-Identifier: MIT
// RunDocument: a first load is shown before the msprof profiles are indexed, then completed in
// the background; the gates never judge the incomplete snapshot; a reload reads everything at once;
// the workspace's records snapshot is exchanged (off the GUI thread) before the gates judge a load.
#include "base/rundocument.h"
#include "review/workspacedatabase.h"
#include "run/projectloader.h"
#include "runcopy.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

class TestRunDocument : public QObject
{
    Q_OBJECT

    static QString sample() { return RunCopy::sample(QStringLiteral("rms_norm")); }

    // Waits until the gates have judged what the document holds now (a report since `gates` was cleared).
    static bool judged(const RunDocument &document, const QSignalSpy &gates)
    {
        return QTest::qWaitFor([&] { return gates.count() >= 1 && !document.isChecking(); }, 20000);
    }

    // A copy of the sample with a workspace database of its own, and a document on it.
    struct WorkspaceRun
    {
        QTemporaryDir dir {RunCopy::tempTemplate()};
        QString run = dir.filePath(QStringLiteral("rms_norm"));
        QString records = run + QStringLiteral("/perf_opt/perf_records.jsonl");
        WorkspaceDatabase database;
        bool make(const QString &workspaceFile = QStringLiteral("ws.sqlite"))
        {
            return dir.isValid() && RunCopy::copyTree(sample(), run)
                && database.open(WorkspaceLocation::sqlite(dir.filePath(workspaceFile)));
        }
        void attach(RunDocument &document)
        {
            document.setLive(false);
            document.setWorkspace(&database);
        }
        // make(), then a document on the run, loaded and judged once.
        bool open()
        {
            if (!make())
                return false;
            document = std::make_unique<RunDocument>(run);
            attach(*document);
            gates = std::make_unique<QSignalSpy>(document.get(), &RunDocument::gateReportChanged);
            document->load();
            return judged(*document, *gates);
        }
        std::unique_ptr<RunDocument> document;
        std::unique_ptr<QSignalSpy> gates;
        QByteArray recordsBytes() const
        {
            QFile file(records);
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        }
    };

    static QList<GateResult> appendOnly(const RunDocument &document)
    {
        QList<GateResult> found;
        for (const GateResult &r : document.gateReport().results)
            if (r.ruleId == QLatin1String("REVIEW-APPEND-ONLY"))
                found.append(r);
        return found;
    }

private Q_SLOTS:
    void firstLoadIsShownBeforeProfilesAreIndexed()
    {
        RunDocument document(sample());
        QSignalSpy indexed(&document, &RunDocument::profilesIndexed);
        QSignalSpy gates(&document, &RunDocument::gateReportChanged);
        ProjectSnapshotPtr shown;
        bool stillLoading = false;
        int gatesWhenShown = -1;
        connect(&document, &RunDocument::loaded, this, [&](bool first) {
            QVERIFY(first);
            shown = document.snapshot();
            stillLoading = document.isLoading();
            gatesWhenShown = int(gates.count());
        });
        document.load();
        QTRY_VERIFY_WITH_TIMEOUT(shown, 20000);

        // What the first paint gets: records, log, lineage; no profiles yet, and the document
        // still says it is loading (the progress bar stays up).
        QVERIFY(!shown->profilesIndexed);
        QVERIFY(shown->records.records.size() > 10);
        QVERIFY(!shown->optLog.rounds.isEmpty());
        QVERIFY(!shown->lineage.nodes.isEmpty());
        QVERIFY(shown->profiles.runs().isEmpty());
        QVERIFY(shown->recordRuns.isEmpty());
        QVERIFY(stillLoading);
        QCOMPARE(gatesWhenShown, 0);

        QTRY_COMPARE_WITH_TIMEOUT(indexed.count(), 1, 20000);
        QVERIFY(!document.isLoading());
        const ProjectSnapshotPtr whole = document.snapshot();
        QVERIFY(whole->profilesIndexed);
        // The same as a load that reads everything in one go.
        const ProjectSnapshotPtr once = ProjectLoader::load(sample());
        QVERIFY(once->profilesIndexed);
        QVERIFY(!once->profiles.runs().isEmpty());
        QCOMPARE(whole->profiles.runs().size(), once->profiles.runs().size());
        QCOMPARE(whole->recordRuns, once->recordRuns);
        QCOMPARE(whole->diagnostics().size(), once->diagnostics().size());
        QCOMPARE(whole->records.records.size(), shown->records.records.size());

        // The gates ran once, on the whole snapshot.
        QTRY_COMPARE_WITH_TIMEOUT(gates.count(), 1, 20000);
        QVERIFY(!document.gateReport().results.isEmpty());
    }

    void reloadReadsEverythingAtOnce()
    {
        RunDocument document(sample());
        QSignalSpy indexed(&document, &RunDocument::profilesIndexed);
        document.load();
        QTRY_COMPARE_WITH_TIMEOUT(indexed.count(), 1, 20000);

        bool wholeWhenShown = false;
        QSignalSpy loaded(&document, &RunDocument::loaded);
        connect(&document, &RunDocument::loaded, this,
                [&](bool) { wholeWhenShown = document.snapshot()->profilesIndexed; });
        document.reload();
        QVERIFY(loaded.wait(20000));
        QCOMPARE(loaded.constFirst().constFirst().toBool(), false);
        QVERIFY(wholeWhenShown); // a live update never drops the profiles a view is showing
        QVERIFY(!document.isLoading());
        QCOMPARE(indexed.count(), 1);
    }

    void reloadWhileIndexingNeverCallsThePartialSnapshotIndexed()
    {
        RunDocument document(sample());
        QSignalSpy loaded(&document, &RunDocument::loaded);
        int indexedWhilePartial = 0;
        int indexed = 0;
        connect(&document, &RunDocument::profilesIndexed, this, [&] {
            ++indexed;
            if (!document.snapshot()->profilesIndexed)
                ++indexedWhilePartial;
        });
        // A live update arrives while the first load's profiles are still being indexed.
        connect(&document, &RunDocument::loaded, this, [&](bool first) {
            if (first)
                document.reload();
        });
        document.load();
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, 20000);
        QCOMPARE(loaded.at(1).constFirst().toBool(), false);
        QVERIFY(document.snapshot()->profilesIndexed);
        QVERIFY(!document.snapshot()->profiles.runs().isEmpty());
        QTest::qWait(200);
        QCOMPARE(indexedWhilePartial, 0);
        QVERIFY(indexed <= 1);
        QVERIFY(!document.isLoading());
    }

    // A run restarted on purpose: the reviewer accepts the rewritten file; the workspace keeps it as
    // its snapshot, the gates judge again and pass it, and the next reload compares with it.
    void acceptedRecordsBecomeTheSnapshot()
    {
        WorkspaceRun w;
        QVERIFY2(w.open(), qPrintable(w.database.errorString()));
        RunDocument &document = *w.document;
        QSignalSpy &gates = *w.gates;
        QVERIFY(!document.canAcceptRecords()); // nothing to accept
        const QString runKey = document.snapshot()->runKey();
        QVERIFY(RunCopy::editFile(
            w.records, {{QStringLiteral("\"duration_us\": 31.42"), QStringLiteral("\"duration_us\": 30.42")}}));
        gates.clear();
        document.reload();
        QVERIFY(judged(document, gates));
        QCOMPARE(appendOnly(document).size(), 1);
        QVERIFY(document.canAcceptRecords());
        const QByteArray rewritten = w.recordsBytes();
        QVERIFY(w.database.lastRecordsSnapshot(runKey) != rewritten);

        QSignalSpy accepted(&document, &RunDocument::recordsAccepted);
        gates.clear();
        document.acceptRecords();
        QVERIFY(accepted.wait(20000));
        QCOMPARE(accepted.constFirst().constFirst().toString(), QString());
        QVERIFY(judged(document, gates));
        QVERIFY(appendOnly(document).isEmpty());
        QVERIFY(!document.canAcceptRecords());
        QCOMPARE(w.database.lastRecordsSnapshot(runKey), rewritten);

        gates.clear();
        document.reload();
        QVERIFY(judged(document, gates));
        QVERIFY(appendOnly(document).isEmpty());
    }

    void workspaceSnapshotIsExchangedBeforeTheGates()
    {
        WorkspaceRun w;
        QVERIFY2(w.open(), qPrintable(w.database.errorString()));
        RunDocument &document = *w.document;
        QSignalSpy &gates = *w.gates;
        QVERIFY(appendOnly(document).isEmpty());
        // The worker's connection wrote what the workbench's own reads.
        const QString runKey = document.snapshot()->runKey();
        QCOMPARE(w.database.lastRecordsSnapshot(runKey), w.recordsBytes());

        // History rewritten: the reload's gates wait for the snapshot and name it. The rewrite never
        // becomes the snapshot: the next reload names it again.
        const QByteArray original = w.recordsBytes();
        QString takenAt;
        (void)w.database.lastRecordsSnapshot(runKey, &takenAt);
        QVERIFY(!takenAt.isEmpty());
        QVERIFY(RunCopy::editFile(
            w.records, {{QStringLiteral("\"duration_us\": 31.42"), QStringLiteral("\"duration_us\": 30.42")}}));
        for (int reload = 0; reload < 2; ++reload) {
            gates.clear();
            document.reload();
            QVERIFY(judged(document, gates));
            const QList<GateResult> found = appendOnly(document);
            QCOMPARE(found.size(), 1);
            QCOMPARE(found.first().line, 1);
            QVERIFY2(found.first().message.contains(QLatin1String("workspace snapshot of")),
                     qPrintable(found.first().message));
            QCOMPARE(w.database.lastRecordsSnapshot(runKey), original);
        }

        // The file as the snapshot has it again: nothing to report, and the snapshot stays as it
        // was taken.
        QTest::qWait(1100); // a rewrite would show in the time (seconds)
        QVERIFY(RunCopy::editFile(
            w.records, {{QStringLiteral("\"duration_us\": 30.42"), QStringLiteral("\"duration_us\": 31.42")}}));
        gates.clear();
        document.reload();
        QVERIFY(judged(document, gates));
        QVERIFY(appendOnly(document).isEmpty());
        QString takenAgain;
        QCOMPARE(w.database.lastRecordsSnapshot(runKey, &takenAgain), original);
        QCOMPARE(takenAgain, takenAt);
    }

    // A line rewritten, then a line appended before the first reload was judged: the second
    // reload's report still names the rewrite (the snapshot it was compared with is not lost).
    void rewriteThenAppendIsStillSeen()
    {
        WorkspaceRun w;
        QVERIFY2(w.open(), qPrintable(w.database.errorString()));
        RunDocument &document = *w.document;
        QSignalSpy &gates = *w.gates;

        QVERIFY(RunCopy::editFile(w.records, {{QStringLiteral("\"duration_us\": 31.42"),
                                               QStringLiteral("\"duration_us\": 30.42")}}));
        int loads = 0;
        connect(&document, &RunDocument::loaded, this, [&](bool) {
            if (++loads != 1)
                return;
            QFile file(w.records);
            QVERIFY(file.open(QIODevice::Append));
            file.write("{\"round\": 5, \"candidate_id\": \"v5_x\", \"duration_us\": 17.0}\n");
            file.close();
            document.reload(); // before the first reload's exchange and gates are done
        });
        gates.clear();
        document.reload();
        QTRY_COMPARE_WITH_TIMEOUT(loads, 2, 20000);
        QVERIFY(judged(document, gates));
        const QList<GateResult> found = appendOnly(document);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().line, 1);
    }

    // Workflow reports do not compare with earlier versions: a rewrite seen while one was shown is
    // still named once the strict profile is chosen, after further reloads.
    void workflowReportsLeaveEarlierVersionsForStrict()
    {
        WorkspaceRun w;
        QVERIFY2(w.open(), qPrintable(w.database.errorString()));
        RunDocument &document = *w.document;
        QSignalSpy &gates = *w.gates;
        gates.clear();
        document.setGateProfile(GateProfile::Workflow);
        QVERIFY(judged(document, gates));
        QVERIFY(RunCopy::editFile(w.records, {{QStringLiteral("\"duration_us\": 31.42"),
                                               QStringLiteral("\"duration_us\": 30.42")}}));
        for (int reload = 0; reload < 2; ++reload) {
            gates.clear();
            document.reload();
            QVERIFY(judged(document, gates));
            QVERIFY(appendOnly(document).isEmpty());
        }
        gates.clear();
        document.setGateProfile(GateProfile::Strict);
        QVERIFY(judged(document, gates));
        const QList<GateResult> found = appendOnly(document);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().line, 1);
    }

    // The worker cannot open the workspace the workbench has open: the report says so.
    void unreachableWorkspaceIsSaid()
    {
        WorkspaceRun w;
        QVERIFY2(w.make(QStringLiteral("workspace/ws.sqlite")), qPrintable(w.database.errorString()));
        // Its folder is replaced by a file: the open connection goes on, a new one cannot be made.
        const QString folder = w.dir.filePath(QStringLiteral("workspace"));
        QVERIFY(QDir(folder).removeRecursively());
        QFile blocker(folder);
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        RunDocument document(w.run);
        w.attach(document);
        QSignalSpy gates(&document, &RunDocument::gateReportChanged);
        document.load();
        QVERIFY(judged(document, gates));
        const QList<GateResult> said = appendOnly(document);
        QCOMPARE(said.size(), 1);
        QVERIFY2(said.first().message.contains(QLatin1String("earlier snapshot could not be read")),
                 qPrintable(said.first().message));
    }

    void cancelledIndexingLeavesTheShownSnapshot()
    {
        RunDocument document(sample());
        QSignalSpy indexed(&document, &RunDocument::profilesIndexed);
        QSignalSpy gates(&document, &RunDocument::gateReportChanged);
        connect(&document, &RunDocument::loaded, &document, &RunDocument::cancel); // at once
        document.load();
        QTRY_COMPARE_WITH_TIMEOUT(indexed.count(), 1, 20000);
        QVERIFY(!document.isLoading());
        QVERIFY(document.snapshot());
        QVERIFY(!document.snapshot()->records.records.isEmpty());
        QVERIFY(!document.snapshot()->profilesIndexed);
        QTest::qWait(200);
        QCOMPARE(gates.count(), 0); // no verdict on a run whose profiles were never read
        QVERIFY(!document.isChecking()); // and none awaited
    }

    // A reload drops the report it is about to replace; cancelled, it leaves the snapshot shown,
    // which is judged again: never "checking" for ever, never a report on a load that ended.
    void cancelledReloadChecksTheShownSnapshotAgain()
    {
        RunDocument document(sample());
        QSignalSpy gates(&document, &RunDocument::gateReportChanged);
        QSignalSpy failed(&document, &RunDocument::failed);
        document.load();
        QVERIFY(document.isChecking());
        QTRY_COMPARE_WITH_TIMEOUT(gates.count(), 1, 20000);
        QVERIFY(!document.isChecking());
        const ProjectSnapshotPtr shown = document.snapshot();

        document.reload();
        QVERIFY(document.isChecking());
        document.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 20000);
        QCOMPARE(document.snapshot(), shown);
        QTRY_COMPARE_WITH_TIMEOUT(gates.count(), 2, 20000);
        QVERIFY(!document.isChecking());
        QVERIFY(!document.gateReport().results.isEmpty());
    }
};

QTEST_MAIN(TestRunDocument)
#include "tst_rundocument.moc"
