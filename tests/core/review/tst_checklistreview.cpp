// SPDX-License-Identifier: MIT
// ChecklistReview: ticks, overrides (never without a reason) and notes change the review's verdicts
// and are written to the workspace database at once, so that a new review of the same run on the
// same database file resumes them — also after the run's folder was moved.
#include "gates/gateengine.h"
#include "base/localization.h"
#include "review/checklistreview.h"
#include "review/workspacedatabase.h"
#include "run/projectloader.h"
#include "runcopy.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using Status = ChecklistVerdict::Status;

namespace {

// A synthetic run with `defects`, read and checked with the strict profile (no git history) in
// English; no snapshot if it could not be made.
std::pair<ProjectSnapshotPtr, GateReport> checkedSynthRun(const QTemporaryDir &dir, const QStringList &defects)
{
    const QString run = dir.filePath(QStringLiteral("run"));
    QStringList arguments;
    for (const QString &defect : defects)
        arguments << QStringLiteral("--defect") << defect;
    if (!RunCopy::synth(run, arguments) || !Localization::install(QStringLiteral("en")))
        return {};
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(run);
    GateOptions options;
    options.useGitHistory = false;
    return {snapshot, GateEngine::run(*snapshot, GateProfile::Strict, options)};
}

} // namespace

class TestChecklistReview : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void inMemoryWithoutDatabase();
    void tickOverrideAndNote();
    void overrideNeedsReason();
    void resumesAfterRestart();
    void resumesAfterMove();
    void databaseFailureIsReported();
    void staleWriteIsAConflict();
    void verdictsInTheReportsLanguage();
    void findingsInTheReportsLanguage();
    void aCancelledReadingSaysNothing();

private:
    ProjectSnapshotPtr m_rms;
};

void TestChecklistReview::initTestCase()
{
    m_rms = ProjectLoader::load(RunCopy::sample(QStringLiteral("rms_norm")));
    QVERIFY(m_rms->layout.isValid());
}

void TestChecklistReview::inMemoryWithoutDatabase()
{
    ChecklistReview review(m_rms, GateReport {}, nullptr);
    QCOMPARE(review.verdicts().size(), review.checklist().items().size());
    QVERIFY(!review.resumed());
    QCOMPARE(review.gateReport().profile, GateProfile::Strict);
    const ChecklistReview::Counts c = review.counts();
    QCOMPARE(c.pass + c.fail + c.manual + c.notApplicable, int(review.verdicts().size()));
    QCOMPARE(c.fail, 0);
    QVERIFY(review.setManual(QStringLiteral("p0.similar-ops"), Status::Pass));
    QCOMPARE(review.effectiveStatus(QStringLiteral("p0.similar-ops")), Status::Pass);
    QCOMPARE(review.counts().manual, c.manual - 1);
}

// A report in Chinese from an English interface (and back): the summaries in the report's language,
// the statuses and evidence the review's own.
void TestChecklistReview::verdictsInTheReportsLanguage()
{
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    ChecklistReview review(m_rms, GateReport {}, nullptr);
    const QList<ChecklistVerdict> chinese = review.verdictsIn(QStringLiteral("zh_CN"));
    const QList<ChecklistVerdict> english = review.verdictsIn(QStringLiteral("en"));
    QCOMPARE(chinese.size(), review.verdicts().size());
    QCOMPARE(english.size(), review.verdicts().size());
    int translated = 0;
    for (qsizetype i = 0; i < chinese.size(); ++i) {
        const ChecklistVerdict &own = review.verdicts().at(i);
        QCOMPARE(chinese.at(i).itemId, own.itemId);
        QCOMPARE(chinese.at(i).status, own.status);
        QCOMPARE(chinese.at(i).evidence.size(), own.evidence.size());
        QCOMPARE(english.at(i).summary, own.summary); // the test's interface is English
        QVERIFY2(!han.match(english.at(i).summary).hasMatch(), qPrintable(english.at(i).summary));
        if (han.match(chinese.at(i).summary).hasMatch())
            ++translated;
    }
    // Every summary that is a sentence of the checklist's own (not a gate's finding) is Chinese.
    QVERIFY2(translated >= chinese.size() * 3 / 4, qPrintable(QString::number(translated)));
    const auto summaryOf = [](const QList<ChecklistVerdict> &verdicts, const QString &id) {
        for (const ChecklistVerdict &v : verdicts)
            if (v.itemId == id)
                return v.summary;
        return QString();
    };
    QCOMPARE(summaryOf(chinese, QStringLiteral("p0.design-163")), QStringLiteral("日志在 2 行中引用了 §1.6.3"));
    QCOMPARE(summaryOf(english, QStringLiteral("p0.design-163")), QStringLiteral("The log refers to §1.6.3 on 2 line(s)"));
}

// The gate findings of a report in Chinese from an English interface: the rules' own and those the
// reading of the run makes (a forbidden file, a record without a field, a lineage cycle), and the
// verdicts that quote them; the same findings, files and lines as the review's.
void TestChecklistReview::findingsInTheReportsLanguage()
{
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto [snapshot, report]
        = checkedSynthRun(dir, {QStringLiteral("forbidden-file"), QStringLiteral("missing-field"), QStringLiteral("lineage-cycle")});
    QVERIFY(snapshot);
    GateOptions options;
    options.useGitHistory = false;
    ChecklistReview review(snapshot, report, nullptr);
    const GateReport chinese = review.gateReportIn(QStringLiteral("zh_CN"));
    QCOMPARE(chinese.results.size(), report.results.size());
    QVERIFY(report.results.size() >= 3);
    QStringList english;
    for (qsizetype i = 0; i < report.results.size(); ++i) {
        QCOMPARE(chinese.results.at(i).ruleId, report.results.at(i).ruleId);
        QCOMPARE(chinese.results.at(i).file, report.results.at(i).file);
        QCOMPARE(chinese.results.at(i).line, report.results.at(i).line);
        QVERIFY2(!han.match(report.results.at(i).message).hasMatch(), qPrintable(report.results.at(i).message));
        if (!han.match(chinese.results.at(i).message).hasMatch())
            english.append(chinese.results.at(i).ruleId + QStringLiteral(": ") + chinese.results.at(i).message);
    }
    QVERIFY2(english.isEmpty(), qPrintable(english.join(u'\n')));
    // A failed verdict quotes its finding in the report's language too.
    int failed = 0;
    for (const ChecklistVerdict &v : review.verdictsIn(QStringLiteral("zh_CN"))) {
        if (v.status != Status::Fail)
            continue;
        ++failed;
        QVERIFY2(han.match(v.summary).hasMatch(), qPrintable(v.summary));
    }
    QVERIFY(failed >= 2);
    // The interface's own language is the review's report as it is.
    QCOMPARE(review.gateReportIn(QStringLiteral("en")).results.at(0).message, report.results.at(0).message);
    // A report made before the interface changed language (the workbench keeps its run's report) is
    // said again in the report's language, though that is now the interface's.
    QVERIFY(Localization::install(QStringLiteral("zh_CN")));
    const GateReport madeInChinese = GateEngine::run(*snapshot, GateProfile::Strict, options);
    QCOMPARE(madeInChinese.language, QStringLiteral("zh_CN"));
    QVERIFY(Localization::install(QStringLiteral("en")));
    ChecklistReview later(snapshot, madeInChinese, nullptr);
    const GateReport saidAgain = later.gateReportIn(QStringLiteral("en"));
    QCOMPARE(saidAgain.results.size(), madeInChinese.results.size());
    for (const GateResult &r : saidAgain.results)
        QVERIFY2(!han.match(r.message).hasMatch(), qPrintable(r.message));
}

void TestChecklistReview::aCancelledReadingSaysNothing()
{
    // The export reads the run again in the report's language off the GUI thread; its Cancel
    // cancels the reading's future, and the work stops with no result.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto [snapshot, report] = checkedSynthRun(dir, {QStringLiteral("missing-field")});
    QVERIFY(snapshot);
    ChecklistReview review(snapshot, report, nullptr);
    const ChecklistReview::SayWork work = review.workToSayIn(QStringLiteral("zh_CN"));
    QVERIFY(work);

    ProjectLoader::Promise cancelled;
    cancelled.start();
    cancelled.future().cancel();
    QVERIFY(!work(&cancelled));
    cancelled.finish();

    // Not cancelled: the reading's steps reach the promise (the export's dialog shows them), and the
    // findings are said in Chinese.
    ProjectLoader::Promise watched;
    watched.start();
    const std::optional<ChecklistReview::Said> said = work(&watched);
    watched.finish();
    QVERIFY(said);
    QVERIFY(watched.future().progressValue() > 0);
    QVERIFY(!watched.future().progressText().isEmpty());
    QCOMPARE(said->report.results.size(), report.results.size());
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    QVERIFY2(han.match(said->report.results.constFirst().message).hasMatch(),
             qPrintable(said->report.results.constFirst().message));
}

void TestChecklistReview::tickOverrideAndNote()
{
    ChecklistReview review(m_rms, GateReport {}, nullptr);
    QSignalSpy changed(&review, &ChecklistReview::itemChanged);
    // A tick only counts for a manual item.
    QVERIFY(review.setManual(QStringLiteral("p2.one-change"), Status::Fail));
    QCOMPARE(review.effectiveStatus(QStringLiteral("p2.one-change")), Status::Fail);
    QVERIFY(review.setManual(QStringLiteral("p2.l0"), Status::Fail));
    QCOMPARE(review.effectiveStatus(QStringLiteral("p2.l0")), Status::Pass);
    // An override replaces the automatic verdict.
    QVERIFY(
        review.setOverride(QStringLiteral("p2.l0"), Status::Fail, QStringLiteral("v4_fp16acc was measured anyway")));
    QCOMPARE(review.effectiveStatus(QStringLiteral("p2.l0")), Status::Fail);
    QCOMPARE(review.verdict(QStringLiteral("p2.l0")).status, Status::Pass); // the automatic one is kept
    QCOMPARE(review.counts().overridden, 1);
    QVERIFY(review.setNote(QStringLiteral("p2.l0"), QStringLiteral("ask the tuner")));
    QCOMPARE(review.state(QStringLiteral("p2.l0")).note, QStringLiteral("ask the tuner"));
    // Clearing the override restores it.
    QVERIFY(review.setOverride(QStringLiteral("p2.l0"), std::nullopt, QString()));
    QCOMPARE(review.effectiveStatus(QStringLiteral("p2.l0")), Status::Pass);
    QVERIFY(review.state(QStringLiteral("p2.l0")).reason.isEmpty());
    QCOMPARE(changed.count(), 5);
    QCOMPARE(changed.last().at(0).toString(), QStringLiteral("p2.l0"));
}

void TestChecklistReview::overrideNeedsReason()
{
    ChecklistReview review(m_rms, GateReport {}, nullptr);
    QSignalSpy failed(&review, &ChecklistReview::failed);
    QVERIFY(!review.setOverride(QStringLiteral("p3.speedups"), Status::Fail, QStringLiteral("   ")));
    QCOMPARE(failed.count(), 1);
    QCOMPARE(review.effectiveStatus(QStringLiteral("p3.speedups")), Status::Pass);
    QVERIFY(!review.state(QStringLiteral("p3.speedups")).overrideStatus);
    // A state without a reason (say, from an older database) does not override either.
    ChecklistItemState state;
    state.overrideStatus = Status::Fail;
    QCOMPARE(state.effective(Status::Pass), Status::Pass);
}

void TestChecklistReview::resumesAfterRestart()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("w.sqlite"));
    {
        WorkspaceDatabase db;
        QVERIFY(db.open(path));
        ChecklistReview review(m_rms, GateReport {}, &db);
        QVERIFY(!review.resumed());
        QVERIFY(review.setAuthor(QStringLiteral("王五")));
        QVERIFY(review.setCurrentPage(3));
        QVERIFY(review.setManual(QStringLiteral("p0.context"), Status::Pass));
        QVERIFY(review.setOverride(QStringLiteral("p3.final-claim"), Status::Fail,
                                   QStringLiteral("claims the fp16 row only")));
        QVERIFY(review.setNote(QStringLiteral("p4.vp-type"), QStringLiteral("'-' row is fine")));
        QVERIFY(review.setSummary(QStringLiteral("Good run.")));
    } // the process "restarts"
    WorkspaceDatabase db;
    QVERIFY(db.open(path));
    ChecklistReview review(m_rms, GateReport {}, &db);
    QVERIFY(review.resumed());
    QCOMPARE(review.session().author, QStringLiteral("王五"));
    QCOMPARE(review.session().currentPage, 3);
    QCOMPARE(review.session().summary, QStringLiteral("Good run."));
    QCOMPARE(review.effectiveStatus(QStringLiteral("p0.context")), Status::Pass);
    QCOMPARE(review.effectiveStatus(QStringLiteral("p3.final-claim")), Status::Fail);
    QCOMPARE(review.state(QStringLiteral("p3.final-claim")).reason, QStringLiteral("claims the fp16 row only"));
    QCOMPARE(review.state(QStringLiteral("p4.vp-type")).note, QStringLiteral("'-' row is fine"));
    QCOMPARE(review.states().size(), 3);
    // Emptying an item's state removes its row.
    QVERIFY(review.setNote(QStringLiteral("p4.vp-type"), QString()));
    QCOMPARE(db.checklistState(review.runKey()).size(), 2);
    // Another run on the same database has a review of its own.
    const ChecklistReview other(ProjectLoader::load(RunCopy::sample(QStringLiteral("argmax_like"))), GateReport {},
                                &db);
    QVERIFY(!other.resumed());
}

void TestChecklistReview::resumesAfterMove()
{
    QTemporaryDir root(RunCopy::tempTemplate());
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("argmax_like")),
                              root.filePath(QStringLiteral("x/argmax_like"))));
    WorkspaceDatabase db;
    QVERIFY(db.open(root.filePath(QStringLiteral("w.sqlite"))));
    QString oldKey;
    {
        ChecklistReview review(ProjectLoader::load(root.filePath(QStringLiteral("x/argmax_like"))), GateReport {}, &db);
        oldKey = review.runKey();
        QVERIFY(review.setOverride(QStringLiteral("p2.merge"), Status::Fail, QStringLiteral("merged sha differs")));
        QVERIFY(review.setAuthor(QStringLiteral("r")));
    }
    QVERIFY(QDir().rename(root.filePath(QStringLiteral("x")), root.filePath(QStringLiteral("y"))));
    ChecklistReview review(ProjectLoader::load(root.filePath(QStringLiteral("y/argmax_like"))), GateReport {}, &db);
    QVERIFY(review.runKey() != oldKey);
    QVERIFY(review.resumed());
    QCOMPARE(review.effectiveStatus(QStringLiteral("p2.merge")), Status::Fail);
    QCOMPARE(review.session().author, QStringLiteral("r"));
    // Adopted: the rows now carry the new key.
    QCOMPARE(db.checklistState(review.runKey()).size(), 1);
    QCOMPARE(db.reviewSession(review.runKey()).runKey, review.runKey());
}

void TestChecklistReview::databaseFailureIsReported()
{
    QTemporaryDir dir;
    WorkspaceDatabase db;
    QVERIFY(db.open(dir.filePath(QStringLiteral("w.sqlite"))));
    ChecklistReview review(m_rms, GateReport {}, &db);
    // Take the table away underneath: the write fails, the review says so and keeps its state.
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("breaker"));
        raw.setDatabaseName(db.path());
        QVERIFY(raw.open());
        QSqlQuery(raw).exec(QStringLiteral("DROP TABLE checklist_state"));
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("breaker"));
    QSignalSpy failed(&review, &ChecklistReview::failed);
    QVERIFY(!review.setManual(QStringLiteral("p0.context"), Status::Pass));
    QCOMPARE(failed.count(), 1);
    QCOMPARE(review.effectiveStatus(QStringLiteral("p0.context")), Status::Manual);
}

void TestChecklistReview::staleWriteIsAConflict()
{
    // Two reviewers, two connections, one workspace: both opened the review before either wrote.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("w.sqlite"));
    WorkspaceDatabase adaDb, linDb;
    adaDb.setUserName(QStringLiteral("ada"));
    linDb.setUserName(QStringLiteral("lin"));
    QVERIFY(adaDb.open(path));
    QVERIFY(linDb.open(path));
    ChecklistReview ada(m_rms, GateReport {}, &adaDb);
    ChecklistReview lin(m_rms, GateReport {}, &linDb);
    QSignalSpy conflicts(&lin, &ChecklistReview::conflicted);
    QSignalSpy failures(&lin, &ChecklistReview::failed);
    QVERIFY(ada.setManual(QStringLiteral("p0.context"), Status::Pass));
    QVERIFY(!lin.setManual(QStringLiteral("p0.context"), Status::Fail));
    QCOMPARE(conflicts.size(), 1);
    QCOMPARE(failures.size(), 0);
    const QString message = conflicts.first().first().toString();
    QVERIFY2(message.contains(QLatin1String("ada")) && message.contains(QLatin1String("pass")), qPrintable(message));
    // Lin now sees Ada's verdict, and a second, informed write goes through.
    QCOMPARE(lin.effectiveStatus(QStringLiteral("p0.context")), Status::Pass);
    QVERIFY(lin.setManual(QStringLiteral("p0.context"), Status::Fail));
    QCOMPARE(adaDb.checklistState(ada.runKey()).first().updatedBy, QStringLiteral("lin"));
    // Sign-off: Ada signs off, Lin's stale summary is refused and names the sign-off.
    QVERIFY(ada.setFinished(true));
    QVERIFY(!lin.setSummary(QStringLiteral("not yet")));
    QCOMPARE(conflicts.size(), 2);
    QVERIFY(conflicts.last().first().toString().contains(QLatin1String("signed off")));
    QVERIFY(lin.session().finished);
}

QTEST_GUILESS_MAIN(TestChecklistReview)
#include "tst_checklistreview.moc"
