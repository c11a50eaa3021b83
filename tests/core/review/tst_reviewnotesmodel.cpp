// SPDX-License-Identifier: MIT
// ReviewNotesModel and ReviewNotesProxy: notes of one run from the workspace database, written
// through on add/edit/remove, filtered by target kind and text; QAbstractItemModelTester attached.
#include "review/reviewnotesmodel.h"
#include "review/reviewnotesproxy.h"
#include "review/workspacedatabase.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

class TestReviewNotesModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void loadsAndWritesThrough();
    void filters();
    void noDatabase();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<WorkspaceDatabase> m_db;
    const QString m_key = QStringLiteral("0123456789abcdef:/runs/op/perf_opt");
};

void TestReviewNotesModel::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = std::make_unique<WorkspaceDatabase>();
    QVERIFY(m_db->open(m_dir->filePath(QStringLiteral("w.sqlite"))));
    ReviewNote a = ReviewNote::forRound(m_key, 2);
    a.text = QStringLiteral("round two looks noisy");
    a.author = QStringLiteral("alice");
    ReviewNote b = ReviewNote::forCandidate(m_key, QStringLiteral("v3_bs4096"));
    b.text = QStringLiteral("winner\nsecond line");
    ReviewNote other = ReviewNote::forRun(QStringLiteral("fedcba9876543210:/runs/other/perf_opt"));
    other.text = QStringLiteral("another run");
    QVERIFY(m_db->addNote(a) && m_db->addNote(b) && m_db->addNote(other));
}

void TestReviewNotesModel::cleanup()
{
    m_db.reset();
    m_dir.reset();
}

void TestReviewNotesModel::loadsAndWritesThrough()
{
    ReviewNotesModel model(m_db.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    model.setRun(m_key);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), int(ReviewNotesModel::ColumnCount));
    QCOMPARE(model.index(0, ReviewNotesModel::TargetColumn).data().toString(), QStringLiteral("Round 2"));
    QCOMPARE(model.index(1, ReviewNotesModel::TextColumn).data().toString(), QStringLiteral("winner")); // first line
    QCOMPARE(model.index(1, ReviewNotesModel::TextColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("winner\nsecond line"));
    QCOMPARE(model.index(1, 0).data(ReviewNotesModel::CandidateRole).toString(), QStringLiteral("v3_bs4096"));
    QCOMPARE(model.headerData(ReviewNotesModel::AuthorColumn, Qt::Horizontal).toString(), QStringLiteral("Author"));

    ReviewNote note = ReviewNote::forRecord(QString(), QStringLiteral("perf_opt/perf_records.jsonl"), 12);
    note.text = QStringLiteral("check the profile");
    QVERIFY(model.addNote(note));
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(m_db->notes(m_key).size(), 3);
    const qint64 id = model.index(2, 0).data(ReviewNotesModel::NoteIdRole).toLongLong();
    QVERIFY(id > 0);
    QCOMPARE(model.indexOf(id).row(), 2);

    ReviewNote edited = model.note(model.indexOf(id));
    edited.text = QStringLiteral("profile agrees");
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QVERIFY(model.updateNote(edited));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m_db->note(id)->text, QStringLiteral("profile agrees"));

    QVERIFY(model.removeNote(id));
    QCOMPARE(model.rowCount(), 2);
    QVERIFY(!m_db->note(id));
    QSignalSpy failed(&model, &ReviewNotesModel::failed);
    QVERIFY(!model.removeNote(id));
    QCOMPARE(failed.count(), 1);

    model.setRun(QStringLiteral("fedcba9876543210:/runs/other/perf_opt"));
    QCOMPARE(model.rowCount(), 1);
}

void TestReviewNotesModel::filters()
{
    ReviewNotesModel model(m_db.get());
    model.setRun(m_key);
    ReviewNotesProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(proxy.rowCount(), 2);
    proxy.setTargets({ReviewNote::Target::Round});
    QCOMPARE(proxy.rowCount(), 1);
    QCOMPARE(proxy.index(0, ReviewNotesModel::TextColumn).data().toString(), QStringLiteral("round two looks noisy"));
    proxy.setTargets({ReviewNote::Target::Record, ReviewNote::Target::VariantLine});
    QCOMPARE(proxy.rowCount(), 0);
    proxy.setTargets({});
    proxy.setText(QStringLiteral("BS4096")); // the target, case-insensitively
    QCOMPARE(proxy.rowCount(), 1);
    proxy.setText(QStringLiteral("alice")); // the author
    QCOMPARE(proxy.rowCount(), 1);
    proxy.setText(QStringLiteral("second line")); // the whole text, not only the first line
    QCOMPARE(proxy.rowCount(), 1);
    proxy.setText(QString());
    QCOMPARE(proxy.rowCount(), 2);
}

void TestReviewNotesModel::noDatabase()
{
    ReviewNotesModel model(nullptr);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRun(m_key);
    QCOMPARE(model.rowCount(), 0);
    QSignalSpy failed(&model, &ReviewNotesModel::failed);
    ReviewNote note = ReviewNote::forRun(m_key);
    note.text = QStringLiteral("x");
    QVERIFY(!model.addNote(note));
    QCOMPARE(failed.count(), 1);
}

QTEST_GUILESS_MAIN(TestReviewNotesModel)
#include "tst_reviewnotesmodel.moc"
