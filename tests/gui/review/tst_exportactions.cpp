// SPDX-License-Identifier: MIT
// ExportActions: File › Export for a run — disabled without one; Optimize.md confirmed before
// overwriting and kept as .bak; the review report as Markdown, HTML and PDF (QPrinter); a cancelled
// file dialog writes nothing.
#include "base/messagebox.h"
#include "review/checklistreview.h"
#include "review/exportactions.h"
#include "review/workspacedatabase.h"
#include "run/projectloader.h"
#include "runcopy.h"

#include <QAction>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
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
    void cancelledDialogWritesNothing();
    void stageResultAndLanguage();

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
    // The workbench adds its Task Duration chart to the HTML.
    QVERIFY(read(html).count("<svg") >= 2);
    QVERIFY(read(pdf).startsWith("%PDF"));
    QVERIFY(QFileInfo(pdf).size() > 20000);
    QVERIFY(!QFile::exists(pdf + QStringLiteral(".part")));
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

QTEST_MAIN(TestExportActions)
#include "tst_exportactions.moc"
