// SPDX-License-Identifier: MIT
// RecordsModel shows every line of perf_records.jsonl (invalid ones with their diagnostic);
// RecordsFilterProxy filters by round, candidate, workload key, L0 and text, and sorts by SortRole.
#include "run/projectloader.h"
#include "window/recordsmodel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QDir>
#include <QFile>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString RmsNorm = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm");
const QString ArgmaxLike = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like");

bool writeFile(const QString &path, const QByteArray &bytes)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return false;
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// A Gen A run whose records hold a good line, a line that is not JSON, a line missing a field,
// an L0 failure and a half-written last line (no newline).
const QByteArray MalformedRecords = QByteArray()
    + R"({"round": 0, "candidate_id": "baseline", "parent_id": null, "dispatch_path": "aiv", "workload": "w1", "duration_us": 12.5, "l0_pass": true, "msprof_raw_path": "perf_opt/profiles/b/", "timestamp": "2026-09-24T13:31:12Z"})"
      "\n"
    + R"({"round": 1, "candidate_id": "v1_broken", "parent_id": "baseline", "duration_us": 10.0,)"
      "\n"
    + R"({"round": 1, "candidate_id": "v1_nodur", "parent_id": "baseline", "dispatch_path": "aiv", "workload": "w1", "l0_pass": true, "msprof_raw_path": "perf_opt/profiles/n/", "timestamp": "2026-09-24T13:31:12Z"})"
      "\n"
    + R"({"round": 1, "candidate_id": "v1_fast", "parent_id": "baseline", "dispatch_path": "aiv", "workload": "w1", "duration_us": 9.25, "l0_pass": false, "msprof_raw_path": "perf_opt/profiles/f/", "timestamp": "2026-09-24T13:31:12Z"})"
      "\n"
    // Written with escapes: moc mis-lexes a raw string holding an odd number of quotes.
    + "{\"round\": 2, \"candidate_id\": \"v2_cut\", \"parent_id\": \"v1_f";

QList<int> linesOf(const QAbstractItemModel &model)
{
    QList<int> lines;
    for (int row = 0; row < model.rowCount(); ++row)
        lines.append(model.index(row, 0).data(RecordsModel::LineRole).toInt());
    return lines;
}

QList<int> range(int first, int last)
{
    QList<int> out;
    for (int i = first; i <= last; ++i)
        out.append(i);
    return out;
}

} // namespace

class TestRecordsModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void genARowsAndColumns();
    void genBHeadersAndFields();
    void invalidLinesKeepTheirDiagnostic();
    void resetToNoSnapshot();
    void filterByRound_data();
    void filterByRound();
    void filterByL0();
    void filterByCandidateAndWorkload();
    void filterByText();
    void filtersCombine();
    void sortsByDuration();
    void sortsInvalidLinesLast();
    void notesAreMarked();

private:
    ProjectSnapshotPtr m_rms;
    ProjectSnapshotPtr m_argmax;
};

void TestRecordsModel::initTestCase()
{
    m_rms = ProjectLoader::load(RmsNorm);
    QVERIFY(m_rms);
    QCOMPARE(m_rms->records.records.size(), 41);
    m_argmax = ProjectLoader::load(ArgmaxLike);
    QVERIFY(m_argmax);
    QCOMPARE(m_argmax->records.records.size(), 27);
}

void TestRecordsModel::genARowsAndColumns()
{
    RecordsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(m_rms);

    QCOMPARE(model.rowCount(), 41);
    QCOMPARE(model.columnCount(), int(RecordsModel::ColumnCount));
    QCOMPARE(linesOf(model), range(1, 41));
    QCOMPARE(model.headerData(RecordsModel::GroupColumn, Qt::Horizontal, Qt::DisplayRole).toString(),
             QStringLiteral("Dispatch path"));
    QCOMPARE(model.headerData(RecordsModel::WorkloadColumn, Qt::Horizontal, Qt::DisplayRole).toString(),
             QStringLiteral("Workload"));

    // Line 1: the baseline on short_row/fp16.
    const int first = model.rowForLine(1);
    QCOMPARE(first, 0);
    auto cell = [&model](int row, int column) {
        return model.index(row, column).data(Qt::DisplayRole);
    };
    QCOMPARE(cell(first, RecordsModel::RoundColumn).toInt(), 0);
    QCOMPARE(cell(first, RecordsModel::CandidateColumn).toString(), QStringLiteral("baseline"));
    QCOMPARE(cell(first, RecordsModel::ParentColumn).toString(), QString());
    QCOMPARE(cell(first, RecordsModel::GroupColumn).toString(), QStringLiteral("short_row"));
    QCOMPARE(cell(first, RecordsModel::WorkloadColumn).toString(), QStringLiteral("fp16_4096x1024"));
    QCOMPARE(cell(first, RecordsModel::DurationColumn).toString(), QStringLiteral("31.420"));
    QCOMPARE(cell(first, RecordsModel::L0Column).toString(), QStringLiteral("pass"));
    QCOMPARE(cell(first, RecordsModel::ProfileColumn).toString(),
             QStringLiteral("perf_opt/profiles/round0/baseline/short_row_fp16/"));
    QCOMPARE(cell(first, RecordsModel::ProblemColumn).toString(), QString());
    QCOMPARE(model.index(first, 0).data(RecordsModel::WorkloadKeyRole).toString(),
             m_rms->records.records[0].workloadKey());
    QVERIFY(model.index(first, 0).data(RecordsModel::ValidRole).toBool());

    // Line 41: the only L0 failure, v4_fp16acc, marked FAIL in red.
    const int failed = model.rowForLine(41);
    QCOMPARE(failed, 40);
    QCOMPARE(cell(failed, RecordsModel::CandidateColumn).toString(), QStringLiteral("v4_fp16acc"));
    QCOMPARE(cell(failed, RecordsModel::ParentColumn).toString(), QStringLiteral("v3_bs4096"));
    QCOMPARE(cell(failed, RecordsModel::RoundColumn).toInt(), 4);
    QCOMPARE(cell(failed, RecordsModel::L0Column).toString(), QStringLiteral("FAIL"));
    QCOMPARE(model.index(failed, RecordsModel::L0Column).data(Qt::ForegroundRole).value<QColor>(),
             QColor(0xc0, 0x1c, 0x28));
    QVERIFY(!model.index(first, RecordsModel::L0Column).data(Qt::ForegroundRole).isValid());
    QCOMPARE(model.index(failed, RecordsModel::L0Column).data(RecordsModel::SortRole), QVariant(false));
    QCOMPARE(model.index(failed, 0).data(RecordsModel::RoundRole).toInt(), 4);
    QCOMPARE(model.index(failed, 0).data(RecordsModel::CandidateRole).toString(), QStringLiteral("v4_fp16acc"));
    QVERIFY(model.index(failed, 0).data(Qt::ToolTipRole).toString().contains(QLatin1String("\"l0_pass\": false")));

    QCOMPARE(model.rowForLine(0), -1);
    QCOMPARE(model.rowForLine(42), -1);
}

void TestRecordsModel::genBHeadersAndFields()
{
    RecordsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(m_argmax);

    QCOMPARE(model.rowCount(), 27);
    QCOMPARE(linesOf(model), range(1, 27));
    QCOMPARE(model.headerData(RecordsModel::GroupColumn, Qt::Horizontal, Qt::DisplayRole).toString(),
             QStringLiteral("Kernel"));
    QCOMPARE(model.headerData(RecordsModel::WorkloadColumn, Qt::Horizontal, Qt::DisplayRole).toString(),
             QStringLiteral("Workload id"));

    const int row = model.rowForLine(25);
    QCOMPARE(model.index(row, RecordsModel::CandidateColumn).data().toString(), QStringLiteral("final"));
    QCOMPARE(model.index(row, RecordsModel::PhaseColumn).data().toString(), QStringLiteral("final"));
    QCOMPARE(model.index(row, RecordsModel::GroupColumn).data().toString(),
             QStringLiteral("perf_opt/argmax_like.py::_argmax_kernel::main"));
    QCOMPARE(model.index(row, RecordsModel::WorkloadColumn).data().toString(), QStringLiteral("argmax-2048x4096-fp16"));
    QCOMPARE(model.index(row, RecordsModel::ArtifactColumn).data().toString(), QStringLiteral("argmax_like.py"));
    QCOMPARE(model.index(row, RecordsModel::DurationColumn).data().toString(), QStringLiteral("19.084"));
    QCOMPARE(model.index(row, RecordsModel::ProblemColumn).data().toString(), QString());
}

void TestRecordsModel::invalidLinesKeepTheirDiagnostic()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(writeFile(root.filePath(QStringLiteral("perf_opt/perf_records.jsonl")), MalformedRecords));
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(root.path());
    QVERIFY(snapshot);

    RecordsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(snapshot);

    // Lines 1-4 are rows, invalid or not; the half-written line 5 waits until it is complete.
    QCOMPARE(linesOf(model), range(1, 4));
    QCOMPARE(model.rowForLine(5), -1);

    const QModelIndex badJson = model.index(model.rowForLine(2), RecordsModel::ProblemColumn);
    QVERIFY2(badJson.data().toString().startsWith(QLatin1String("Not valid JSON")),
             qPrintable(badJson.data().toString()));
    QVERIFY(!badJson.data(RecordsModel::ValidRole).toBool());
    QCOMPARE(badJson.data(RecordsModel::RoundRole).toInt(), -1); // never parsed
    QCOMPARE(badJson.data(Qt::ForegroundRole).value<QColor>(), QColor(0xc0, 0x1c, 0x28));
    // Any column of an unparsed line explains itself in the tooltip.
    QCOMPARE(model.index(badJson.row(), RecordsModel::CandidateColumn).data(Qt::ToolTipRole).toString(),
             badJson.data().toString());

    const QModelIndex missing = model.index(model.rowForLine(3), RecordsModel::ProblemColumn);
    QVERIFY2(missing.data().toString().contains(QLatin1String("duration_us")), qPrintable(missing.data().toString()));
    QVERIFY(missing.data().toString().startsWith(QLatin1String("Missing field")));
    QVERIFY(!missing.data(RecordsModel::ValidRole).toBool());
    QCOMPARE(model.index(missing.row(), RecordsModel::CandidateColumn).data().toString(), QStringLiteral("v1_nodur"));
    QVERIFY(!model.index(missing.row(), RecordsModel::DurationColumn).data().isValid());

    for (int line : {1, 4}) {
        const QModelIndex ok = model.index(model.rowForLine(line), RecordsModel::ProblemColumn);
        QCOMPARE(ok.data().toString(), QString());
        QVERIFY(ok.data(RecordsModel::ValidRole).toBool());
    }

    RecordsFilterProxy proxy;
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    proxy.setL0Filter(RecordsFilterProxy::L0Filter::Invalid);
    QCOMPARE(linesOf(proxy), (QList<int> {2, 3}));
    proxy.setL0Filter(RecordsFilterProxy::L0Filter::Failed);
    QCOMPARE(linesOf(proxy), QList<int> {4});
    proxy.setL0Filter(RecordsFilterProxy::L0Filter::Passed);
    QCOMPARE(linesOf(proxy), QList<int> {1});
    proxy.setL0Filter(RecordsFilterProxy::L0Filter::Any);
    // The text filter sees the Problem column too.
    proxy.setText(QStringLiteral("not valid json"));
    QCOMPARE(linesOf(proxy), QList<int> {2});
}

void TestRecordsModel::resetToNoSnapshot()
{
    RecordsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(m_rms);
    QCOMPARE(model.rowCount(), 41);
    model.setSnapshot(m_argmax);
    QCOMPARE(model.rowCount(), 27);
    model.setSnapshot(nullptr);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.rowForLine(1), -1);
}

void TestRecordsModel::filterByRound_data()
{
    QTest::addColumn<QString>("run");
    QTest::addColumn<int>("round");
    QTest::addColumn<QList<int>>("lines");
    QTest::newRow("rms_norm round 0") << RmsNorm << 0 << range(1, 4);
    QTest::newRow("rms_norm round 1") << RmsNorm << 1 << range(5, 16);
    QTest::newRow("rms_norm round 4") << RmsNorm << 4 << range(33, 41);
    QTest::newRow("rms_norm round 9") << RmsNorm << 9 << QList<int>();
    QTest::newRow("rms_norm any") << RmsNorm << -1 << range(1, 41);
    QTest::newRow("argmax_like round 1") << ArgmaxLike << 1 << range(4, 12);
    QTest::newRow("argmax_like round 3") << ArgmaxLike << 3 << range(25, 27);
}

void TestRecordsModel::filterByRound()
{
    QFETCH(QString, run);
    QFETCH(int, round);
    QFETCH(QList<int>, lines);

    RecordsModel model;
    model.setSnapshot(run == RmsNorm ? m_rms : m_argmax);
    RecordsFilterProxy proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    proxy.setRound(round);
    QCOMPARE(linesOf(proxy), lines);
}

void TestRecordsModel::filterByL0()
{
    RecordsModel model;
    model.setSnapshot(m_rms);
    RecordsFilterProxy proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);

    proxy.setL0Filter(RecordsFilterProxy::L0Filter::Failed);
    QCOMPARE(linesOf(proxy), QList<int> {41});
    QCOMPARE(proxy.index(0, RecordsModel::CandidateColumn).data().toString(), QStringLiteral("v4_fp16acc"));
    proxy.setL0Filter(RecordsFilterProxy::L0Filter::Passed);
    QCOMPARE(linesOf(proxy), range(1, 40));
    proxy.setL0Filter(RecordsFilterProxy::L0Filter::Invalid);
    QCOMPARE(proxy.rowCount(), 0);
    proxy.setL0Filter(RecordsFilterProxy::L0Filter::Any);
    QCOMPARE(proxy.rowCount(), 41);
}

void TestRecordsModel::filterByCandidateAndWorkload()
{
    RecordsModel model;
    model.setSnapshot(m_rms);
    RecordsFilterProxy proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);

    proxy.setCandidate(QStringLiteral("v2_pipe3"));
    QCOMPARE(linesOf(proxy), range(21, 24));
    proxy.setCandidate(QStringLiteral("v2_pipe")); // exact id, not a prefix
    QCOMPARE(proxy.rowCount(), 0);
    proxy.setCandidate(QString());

    // short_row/fp16_4096x1024: every one of the 10 fully measured candidates, plus v4_fp16acc.
    const QString key = m_rms->records.records[0].workloadKey();
    proxy.setWorkloadKey(key);
    QCOMPARE(linesOf(proxy), (QList<int> {1, 5, 9, 13, 17, 21, 25, 29, 33, 37, 41}));
    for (int row = 0; row < proxy.rowCount(); ++row) {
        QCOMPARE(proxy.index(row, RecordsModel::GroupColumn).data().toString(), QStringLiteral("short_row"));
        QCOMPARE(proxy.index(row, RecordsModel::WorkloadColumn).data().toString(), QStringLiteral("fp16_4096x1024"));
    }
    proxy.setWorkloadKey(QString());
    QCOMPARE(proxy.rowCount(), 41);
}

void TestRecordsModel::filterByText()
{
    RecordsModel model;
    model.setSnapshot(m_rms);
    RecordsFilterProxy proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);

    // v1_pipe's own records (candidate and profile path) and its children's (parent column).
    proxy.setText(QStringLiteral("v1_pipe"));
    QCOMPARE(linesOf(proxy), range(13, 24));
    proxy.setText(QStringLiteral("V1_PIPE"));
    QCOMPARE(proxy.rowCount(), 12);
    // A duration as displayed.
    proxy.setText(QStringLiteral("16.620"));
    QCOMPARE(linesOf(proxy), QList<int> {41});
    proxy.setText(QStringLiteral("long_row_bf16"));
    QCOMPARE(linesOf(proxy), (QList<int> {4, 8, 12, 16, 20, 24, 28, 32, 36, 40}));
    proxy.setText(QStringLiteral("no such text"));
    QCOMPARE(proxy.rowCount(), 0);
    proxy.setText(QString());
    QCOMPARE(proxy.rowCount(), 41);
}

void TestRecordsModel::filtersCombine()
{
    RecordsModel model;
    model.setSnapshot(m_rms);
    RecordsFilterProxy proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);

    proxy.setRound(2);
    proxy.setText(QStringLiteral("pipe3"));
    QCOMPARE(linesOf(proxy), range(21, 24));
    proxy.setRound(4);
    QCOMPARE(proxy.rowCount(), 0);
    proxy.setText(QString());
    proxy.setL0Filter(RecordsFilterProxy::L0Filter::Passed);
    QCOMPARE(linesOf(proxy), range(33, 40));
}

void TestRecordsModel::sortsByDuration()
{
    RecordsModel model;
    model.setSnapshot(m_rms);
    RecordsFilterProxy proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);

    proxy.sort(RecordsModel::DurationColumn, Qt::AscendingOrder);
    QCOMPARE(proxy.rowCount(), 41);
    // Numeric, not textual: 16.62 (line 41) first, 72.94 (line 40) last.
    QCOMPARE(proxy.index(0, 0).data(RecordsModel::LineRole).toInt(), 41);
    QCOMPARE(proxy.index(40, 0).data(RecordsModel::LineRole).toInt(), 40);
    double previous = 0;
    for (int row = 0; row < proxy.rowCount(); ++row) {
        const double d = proxy.index(row, RecordsModel::DurationColumn).data(RecordsModel::SortRole).toDouble();
        QVERIFY2(d >= previous, qPrintable(QStringLiteral("row %1: %2 < %3").arg(row).arg(d).arg(previous)));
        previous = d;
    }
    proxy.sort(RecordsModel::DurationColumn, Qt::DescendingOrder);
    QCOMPARE(proxy.index(0, RecordsModel::DurationColumn).data().toString(), QStringLiteral("72.940"));

    // Round sorts as a number and keeps the filter.
    proxy.setL0Filter(RecordsFilterProxy::L0Filter::Passed);
    proxy.sort(RecordsModel::RoundColumn, Qt::DescendingOrder);
    QCOMPARE(proxy.rowCount(), 40);
    QCOMPARE(proxy.index(0, RecordsModel::RoundColumn).data().toInt(), 4);
    QCOMPARE(proxy.index(39, RecordsModel::RoundColumn).data().toInt(), 0);
}

void TestRecordsModel::sortsInvalidLinesLast()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(writeFile(root.filePath(QStringLiteral("perf_opt/perf_records.jsonl")), MalformedRecords));
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(root.path());
    QVERIFY(snapshot);
    RecordsModel model;
    model.setSnapshot(snapshot);
    RecordsFilterProxy proxy;
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    proxy.sort(RecordsModel::DurationColumn, Qt::AscendingOrder);
    // 9.25 (line 4), 12.5 (line 1), then the lines without a duration.
    const QList<int> lines = linesOf(proxy);
    QCOMPARE(lines.mid(0, 2), (QList<int> {4, 1}));
    QCOMPARE(QSet<int>(lines.cbegin() + 2, lines.cend()), (QSet<int> {2, 3}));
    proxy.sort(RecordsModel::DurationColumn, Qt::DescendingOrder);
    QCOMPARE(linesOf(proxy).mid(2), (QList<int> {1, 4}));
}

void TestRecordsModel::notesAreMarked()
{
    // A candidate with review notes carries a note icon on every one of its records; a noted
    // record line on its line number. Nothing else is decorated.
    RecordsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(m_rms);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    const QString candidate = model.index(3, RecordsModel::CandidateColumn).data().toString();
    const int notedLine = model.index(0, RecordsModel::LineColumn).data(RecordsModel::LineRole).toInt();
    model.setNoteMarks({{candidate, 2}}, {notedLine});
    QCOMPARE(changed.size(), 1);
    int decorated = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const bool ofCandidate = model.index(row, 0).data(RecordsModel::CandidateRole).toString() == candidate;
        for (int column = 0; column < RecordsModel::ColumnCount; ++column) {
            const QModelIndex index = model.index(row, column);
            const bool expected = (column == RecordsModel::CandidateColumn && ofCandidate)
                || (column == RecordsModel::LineColumn && index.data(RecordsModel::LineRole).toInt() == notedLine);
            QCOMPARE(index.data(Qt::DecorationRole).isValid(), expected);
            decorated += expected;
        }
        if (ofCandidate) {
            const QString tip = model.index(row, RecordsModel::CandidateColumn).data(Qt::ToolTipRole).toString();
            QVERIFY2(tip.contains(QLatin1String("2 review note")) && tip.endsWith(candidate), qPrintable(tip));
        }
    }
    QVERIFY(decorated >= 2);
    // The same marks again change nothing; none clears them.
    model.setNoteMarks({{candidate, 2}}, {notedLine});
    QCOMPARE(changed.size(), 1);
    model.setNoteMarks({}, {});
    QVERIFY(!model.index(0, RecordsModel::LineColumn).data(Qt::DecorationRole).isValid());
}

QTEST_MAIN(TestRecordsModel)
#include "tst_recordsmodel.moc"
