// SPDX-License-Identifier: MIT
// ExportActions: File › Export for a run — disabled without one; Optimize.md confirmed before
// overwriting and kept as .bak; the review report as Markdown, HTML and PDF (QPrinter); a cancelled
// file dialog writes nothing.
#include "base/localization.h"
#include "base/messagebox.h"
#include "gates/gateengine.h"
#include "review/checklistreview.h"
#include "review/exportactions.h"
#include "review/workspacedatabase.h"
#include "run/projectloader.h"
#include "runcopy.h"

#include <QAction>
#include <QProcess>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWidget>

class TestExportActions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void disabledWithoutRun();
    void optimizeOverwriteIsConfirmed();
    void reportFormats();
    void pdfTextIsReadable();
    void cancelledDialogWritesNothing();
    void stageResultAndLanguage();
    void reportInAnotherLanguageReadsOffTheGuiThread();
    void optimizeCarriesReviewerRemarks();

private:
    QByteArray read(const QString &path);
    QTemporaryDir m_root {RunCopy::tempTemplate()};
    QString m_run;
    ProjectSnapshotPtr m_snapshot;
    std::unique_ptr<WorkspaceDatabase> m_db;
    QWidget m_window;
};

QByteArray TestExportActions::read(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void TestExportActions::initTestCase()
{
    m_run = m_root.filePath(QStringLiteral("demo/rms_norm"));
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("rms_norm")), m_run));
    m_snapshot = ProjectLoader::load(m_run);
    m_db = std::make_unique<WorkspaceDatabase>();
    QVERIFY(m_db->open(m_root.filePath(QStringLiteral("w.sqlite"))));
    qputenv("SOURCE_DATE_EPOCH", "1760000000");
}

void TestExportActions::init()
{
    MessageBox::clearAnswers();
}

void TestExportActions::disabledWithoutRun()
{
    ExportActions actions(&m_window, m_db.get());
    QCOMPARE(actions.actions().size(), 5);
    for (QAction *action : actions.actions()) {
        QVERIFY(!action->isEnabled());
        QVERIFY(!action->text().isEmpty());
    }
    QVERIFY(!actions.exportOptimize(m_root.filePath(QStringLiteral("x.md"))));
    actions.setRun(m_snapshot, {});
    for (QAction *action : actions.actions())
        QVERIFY(action->isEnabled());
}

void TestExportActions::optimizeOverwriteIsConfirmed()
{
    ExportActions actions(&m_window, m_db.get());
    actions.setRun(m_snapshot, {});
    QSignalSpy exported(&actions, &ExportActions::exported);
    const QString path = QDir(m_run).filePath(QStringLiteral("Optimize.md"));
    // The action asks where (the test answers with the operator directory, the default).
    ExportActions::setNextSavePath(path);
    actions.optimizeAction()->trigger();
    QCOMPARE(exported.count(), 1);
    QVERIFY(read(path).startsWith("# Optimize.md — rms_norm"));
    QCOMPARE(MessageBox::askedCount(), 0);

    QFile edited(path);
    QVERIFY(edited.open(QIODevice::Append));
    edited.write("my own edit\n");
    edited.close();
    const QByteArray mine = read(path);
    // Declined: nothing changes, no backup.
    MessageBox::setNextAnswer(QMessageBox::Cancel);
    QVERIFY(!actions.exportOptimize(path));
    QCOMPARE(MessageBox::askedCount(), 1);
    QCOMPARE(read(path), mine);
    QVERIFY(!QFile::exists(path + QStringLiteral(".bak")));
    // Accepted: replaced, the edited file kept as Optimize.md.bak.
    MessageBox::setNextAnswer(QMessageBox::Yes);
    QVERIFY(actions.exportOptimize(path));
    QCOMPARE(read(path + QStringLiteral(".bak")), mine);
    QVERIFY(!read(path).contains("my own edit"));
    QFile::remove(path);
    QFile::remove(path + QStringLiteral(".bak"));
}

void TestExportActions::reportFormats()
{
    {
        ChecklistReview review(m_snapshot, {}, m_db.get());
        review.setOverride(QStringLiteral("p2.l0"), ChecklistVerdict::Status::Fail, QStringLiteral("planted override"));
    }
    ReviewNote note = ReviewNote::forCandidate(m_snapshot->runKey(), QStringLiteral("v3_bs4096"));
    note.text = QStringLiteral("planted note");
    QVERIFY(m_db->addNote(note));
    ExportActions actions(&m_window, m_db.get());
    actions.setRun(m_snapshot, {});
    const QString md = m_root.filePath(QStringLiteral("out/review.md"));
    const QString html = m_root.filePath(QStringLiteral("out/review.html"));
    const QString pdf = m_root.filePath(QStringLiteral("out/review.pdf"));
    QVERIFY(actions.exportReport(ExportActions::ReportFormat::Markdown, md));
    QVERIFY(actions.exportReport(ExportActions::ReportFormat::Html, html));
    ExportActions::setNextSavePath(pdf);
    actions.reviewPdfAction()->trigger();
    // The database's review and notes are in the report.
    for (const QString &path : {md, html}) {
        const QByteArray bytes = read(path);
        QVERIFY2(bytes.contains("planted override"), qPrintable(path));
        QVERIFY2(bytes.contains("planted note"), qPrintable(path));
    }
    // The Markdown links its charts as SVG files written next to it (no data: URIs).
    QVERIFY(!read(md).contains("data:image"));
    QVERIFY(read(md).contains("](review.chart-1.svg)"));
    QVERIFY(read(md).contains("](review.chart-2.svg)"));
    QVERIFY(read(m_root.filePath(QStringLiteral("out/review.chart-1.svg"))).contains("<svg"));
    QVERIFY(read(m_root.filePath(QStringLiteral("out/review.chart-2.svg"))).contains("<svg"));
    // The workbench adds its Task Duration chart to the HTML.
    QVERIFY(read(html).count("<svg") >= 2);
    QVERIFY(read(pdf).startsWith("%PDF"));
    QVERIFY(QFileInfo(pdf).size() > 20000);
    QVERIFY(!QFile::exists(pdf + QStringLiteral(".part")));
}

void TestExportActions::pdfTextIsReadable()
{
    // The PDF's body text and tables print at a reading size, like the headings (they printed at
    // about 1 pt: CSS pixels became 1/1200-inch printer pixels). pdftotext gives every word's box
    // in points.
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed; scripts/install-deps.sh installs it");
    ExportActions actions(&m_window, m_db.get());
    actions.setRun(m_snapshot, {});
    const QString pdf = m_root.filePath(QStringLiteral("out/readable.pdf"));
    QVERIFY(actions.exportReport(ExportActions::ReportFormat::Pdf, pdf));
    QProcess process;
    process.start(pdftotext, {QStringLiteral("-bbox"), pdf, QStringLiteral("-")});
    QVERIFY(process.waitForFinished(30000));
    const QString boxes = QString::fromUtf8(process.readAllStandardOutput());
    static const QRegularExpression word(QStringLiteral(
        "<word xMin=\"([0-9.]+)\" yMin=\"([0-9.]+)\" xMax=\"([0-9.]+)\" yMax=\"([0-9.]+)\">([^<]*)</word>"));
    QList<double> heights;
    double pageWidth = 0;
    for (auto it = word.globalMatch(boxes); it.hasNext();) {
        const auto m = it.next();
        heights.append(m.captured(4).toDouble() - m.captured(2).toDouble());
        pageWidth = std::max(pageWidth, m.captured(3).toDouble());
    }
    QVERIFY2(heights.size() > 200, qPrintable(QString::number(heights.size())));
    std::sort(heights.begin(), heights.end());
    const double median = heights.at(heights.size() / 2);
    // 10.5 pt body text gives word boxes of about 10–13 pt; 1–2 pt text fails.
    QVERIFY2(median >= 8.0 && median <= 16.0, qPrintable(QStringLiteral("median word height %1 pt").arg(median)));
    // A checklist id (9 pt monospace) is readable too.
    QVERIFY2(heights.at(heights.size() / 10) >= 6.0, qPrintable(QString::number(heights.at(heights.size() / 10))));
    QVERIFY(pageWidth > 300); // the text spans an A4 page, not a corner of it
}

void TestExportActions::cancelledDialogWritesNothing()
{
    ExportActions actions(&m_window, m_db.get());
    actions.setRun(m_snapshot, {});
    QSignalSpy exported(&actions, &ExportActions::exported);
    ExportActions::setNextSavePath(QString());
    actions.reviewHtmlAction()->trigger();
    QCOMPARE(exported.count(), 0);
}

void TestExportActions::stageResultAndLanguage()
{
    ExportActions actions(&m_window, m_db.get());
    actions.setRun(m_snapshot, {});
    actions.setLanguage(QStringLiteral("zh_CN"));
    QCOMPARE(actions.language(), QStringLiteral("zh_CN"));
    const QString path = m_root.filePath(QStringLiteral("out/stage.md"));
    QVERIFY(actions.exportStageResult(path));
    const QString text = QString::fromUtf8(read(path));
    QVERIFY(text.startsWith(QLatin1String("## Stage Result")));
    QVERIFY(text.contains(QStringLiteral("中止原因")));
    actions.setLanguage(QStringLiteral("fr"));
    QCOMPARE(actions.language(), QStringLiteral("en"));
}

// A report in Chinese from an English interface: the run is read again in Chinese on a pool thread
// (the GUI thread only waits in its event loop), and the findings and severities come out in Chinese.
void TestExportActions::reportInAnotherLanguageReadsOffTheGuiThread()
{
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    const QString run = m_root.filePath(QStringLiteral("defects/op"));
    QVERIFY(RunCopy::synth(run, {QStringLiteral("--defect"), QStringLiteral("forbidden-file"), QStringLiteral("--defect"),
                                 QStringLiteral("missing-field")}));
    QVERIFY(Localization::install(QStringLiteral("en")));
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(run);
    GateOptions options;
    options.useGitHistory = false;
    const GateReport report = GateEngine::run(*snapshot, GateProfile::Strict, options);
    QVERIFY(report.results.size() >= 2);
    for (const GateResult &result : report.results)
        QVERIFY2(!han.match(result.message).hasMatch(), qPrintable(result.message));

    ChecklistReview review(snapshot, report, nullptr);
    const ChecklistReview::SayWork work = review.workToSayIn(QStringLiteral("zh_CN"));
    QVERIFY(work); // another language: a second reading to do
    QVERIFY(!review.workToSayIn(QStringLiteral("en"))); // the interface's: none

    // What the Chinese report must say: the run read and checked under the document language.
    QStringList chineseFindings;
    {
        const Localization::DocumentLanguage zh(QStringLiteral("zh_CN"));
        const ProjectSnapshotPtr read = ProjectLoader::load(run);
        for (const GateResult &result : GateEngine::run(*read, GateProfile::Strict, options).results) {
            static const QRegularExpression markup(QStringLiteral("[|<>`*_\\[\\]]"));
            if (han.match(result.message).hasMatch() && !markup.match(result.message).hasMatch())
                chineseFindings.append(result.message);
        }
    }
    QVERIFY(!chineseFindings.isEmpty());

    ExportActions actions(&m_window, nullptr);
    actions.setRun(snapshot, report);
    actions.setLanguage(QStringLiteral("zh_CN"));
    // Cancelled while the run is read: nothing written, the actions usable again.
    const QString cancelled = m_root.filePath(QStringLiteral("out/review-cancelled.md"));
    QTimer::singleShot(0, &m_window, [this] {
        if (QProgressDialog *progress = m_window.findChild<QProgressDialog *>())
            Q_EMIT progress->canceled(); // as its Cancel button does
    });
    QVERIFY(!actions.exportReport(ExportActions::ReportFormat::Markdown, cancelled));
    QVERIFY(!QFile::exists(cancelled));
    QVERIFY(actions.reviewMarkdownAction()->isEnabled());

    const QString md = m_root.filePath(QStringLiteral("out/review-zh.md"));
    QVERIFY(actions.exportReport(ExportActions::ReportFormat::Markdown, md));
    const QString text = QString::fromUtf8(read(md));
    QVERIFY(text.contains(QStringLiteral("| 错误 |")));
    for (const QString &finding : std::as_const(chineseFindings))
        QVERIFY2(text.contains(finding), qPrintable(finding));
    const QString first = report.results.constFirst().message;
    QVERIFY2(!text.contains(first), qPrintable(first)); // said in Chinese, not as the English report says it
}

QTEST_MAIN(TestExportActions)
#include "tst_exportactions.moc"

void TestExportActions::optimizeCarriesReviewerRemarks()
{
    // File › Export › Optimize.md ends with the run's review notes as "Reviewer remarks".
    ReviewNote note = ReviewNote::forLogLine(m_snapshot->runKey(), QStringLiteral("perf_opt/opt_log.md"), 118);
    note.text = QStringLiteral("winner stated before the A/B");
    note.author = QStringLiteral("zhang.san");
    QVERIFY(m_db->addNote(note));
    ExportActions actions(&m_window, m_db.get());
    actions.setRun(m_snapshot, {});
    const QString path = m_root.filePath(QStringLiteral("out/Optimize.md"));
    ExportActions::setNextSavePath(path);
    actions.optimizeAction()->trigger();
    const QString md = QString::fromUtf8(read(path));
    const qsizetype at = md.indexOf(QLatin1String("\n## Reviewer remarks\n"));
    QVERIFY2(at > 0, qPrintable(md.right(400)));
    QVERIFY2(
        md.mid(at).contains(QLatin1String("| perf_opt/opt_log.md:118 | zhang.san | winner stated before the A/B |")),
        qPrintable(md.mid(at)));
}
