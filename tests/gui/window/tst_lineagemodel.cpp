// SPDX-License-Identifier: MIT
// LineageModel: the candidates of a run as a tree from parent_id, with the best L0-passing Task
// Duration per workload key and an L0 mark; a parent_id cycle must still show every node once.
#include "records/derivedseries.h"
#include "run/projectloader.h"
#include "window/lineagemodel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return false;
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// One Gen A record line.
QByteArray a(int round, const char *id, const char *parent, double duration = 10.0, bool l0 = true)
{
    const QByteArray parentJson = parent ? '"' + QByteArray(parent) + '"' : QByteArray("null");
    return R"({"round": )" + QByteArray::number(round) + R"(, "candidate_id": ")" + id + R"(", "parent_id": )"
        + parentJson + R"(, "dispatch_path": "aiv", "workload": "w1", "duration_us": )" + QByteArray::number(duration)
        + R"(, "l0_pass": )" + (l0 ? "true" : "false")
        + R"(, "msprof_raw_path": "perf_opt/profiles/x/", "timestamp": "2026-09-24T13:31:12Z"})" + '\n';
}

// The tree as "parent > child" lines, depth first, for readable failures.
void collect(const QAbstractItemModel &model, const QModelIndex &parent, const QString &prefix, QStringList &out)
{
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex i = model.index(row, LineageModel::CandidateColumn, parent);
        const QString path
            = prefix.isEmpty() ? i.data().toString() : prefix + QLatin1String(" > ") + i.data().toString();
        out.append(path);
        collect(model, i, path, out);
    }
}

QStringList childrenOf(const QAbstractItemModel &model, const QModelIndex &parent)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(parent); ++row)
        out.append(model.index(row, LineageModel::CandidateColumn, parent).data().toString());
    return out;
}

} // namespace

class TestLineageModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void genATree();
    void genAMarksAndBest();
    void genBTree();
    void cycleShowsEachNodeOnce_data();
    void cycleShowsEachNodeOnce();
    void bestSkipsL0Failures();
    void everyMeasuredCandidateShowsSomething();
    void resetToNoSnapshot();

private:
    struct Loaded
    {
        ProjectSnapshotPtr snapshot;
        DerivedSeries series;
    };
    static Loaded load(const QString &path)
    {
        Loaded l;
        l.snapshot = ProjectLoader::load(path);
        if (l.snapshot)
            l.series = DerivedSeries::fromRecords(l.snapshot->records, 0.03, l.snapshot->finalCandidateId());
        return l;
    }
};

void TestLineageModel::genATree()
{
    const Loaded run = load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"));
    QVERIFY(run.snapshot);
    LineageModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(run.snapshot, run.series);

    QCOMPARE(model.columnCount(), int(LineageModel::ColumnCount));
    QCOMPARE(childrenOf(model, {}), QStringList {QStringLiteral("baseline")});
    const QModelIndex baseline = model.indexForCandidate(QStringLiteral("baseline"));
    QCOMPARE(baseline, model.index(0, 0));
    QCOMPARE(childrenOf(model, baseline),
             (QStringList {QStringLiteral("v1_bs4096"), QStringLiteral("v1_cores48"), QStringLiteral("v1_pipe")}));
    const QModelIndex v1Pipe = model.indexForCandidate(QStringLiteral("v1_pipe"));
    QCOMPARE(v1Pipe.parent(), baseline);
    QCOMPARE(childrenOf(model, v1Pipe), (QStringList {QStringLiteral("v2_ubreuse"), QStringLiteral("v2_pipe3")}));
    const QModelIndex v2UbReuse = model.indexForCandidate(QStringLiteral("v2_ubreuse"));
    QCOMPARE(childrenOf(model, v2UbReuse), (QStringList {QStringLiteral("v3_bs4096"), QStringLiteral("v3_wres")}));
    const QModelIndex v3 = model.indexForCandidate(QStringLiteral("v3_bs4096"));
    QCOMPARE(v3.parent(), v2UbReuse);
    QCOMPARE(childrenOf(model, v3),
             (QStringList {QStringLiteral("v4_sbs8192"), QStringLiteral("v4_aivonly"), QStringLiteral("v4_fp16acc")}));
    QCOMPARE(model.rowCount(model.indexForCandidate(QStringLiteral("v4_fp16acc"))), 0);

    QStringList all;
    collect(model, {}, QString(), all);
    QCOMPARE(all.size(), 11);
    QVERIFY2(all.contains(QStringLiteral("baseline > v1_pipe > v2_ubreuse > v3_bs4096 > v4_fp16acc")),
             qPrintable(all.join(QLatin1Char('\n'))));
    QVERIFY(!model.indexForCandidate(QStringLiteral("v2_bs4096")).isValid()); // a blocked branch, never recorded
}

void TestLineageModel::genAMarksAndBest()
{
    const Loaded run = load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"));
    QVERIFY(run.snapshot);
    QCOMPARE(run.snapshot->finalCandidateId(), QStringLiteral("v3_bs4096"));
    LineageModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(run.snapshot, run.series);

    auto at = [&model](const char *id, int column) {
        const QModelIndex i = model.indexForCandidate(QString::fromLatin1(id));
        return i.siblingAtColumn(column);
    };
    const QColor red(0xc0, 0x1c, 0x28);
    QCOMPARE(at("v4_fp16acc", LineageModel::L0Column).data().toString(), QStringLiteral("FAIL"));
    QCOMPARE(at("v4_fp16acc", LineageModel::L0Column).data(Qt::ForegroundRole).value<QColor>(), red);
    // Its only measurement failed L0: no speedup, but not a blank either.
    QCOMPARE(at("v4_fp16acc", LineageModel::BestColumn).data().toString(), QString::fromUtf8("L0 failed · 1 key"));
    QVERIFY(at("v4_fp16acc", 0).data(Qt::ToolTipRole).toString().contains(QString::fromUtf8("16.62 µs (L0 failed)")));
    QCOMPARE(at("v4_fp16acc", LineageModel::RoundColumn).data().toInt(), 4);
    for (const char *id : {"baseline", "v1_pipe", "v3_bs4096", "v4_aivonly"}) {
        QCOMPARE(at(id, LineageModel::L0Column).data().toString(), QStringLiteral("pass"));
        QVERIFY(!at(id, LineageModel::L0Column).data(Qt::ForegroundRole).isValid());
    }

    // The final candidate is marked in the candidate column, and only it.
    QCOMPARE(at("v3_bs4096", LineageModel::CandidateColumn).data(Qt::ForegroundRole).value<QColor>(),
             QColor(0x1a, 0x7f, 0x37));
    QVERIFY(!at("v3_wres", LineageModel::CandidateColumn).data(Qt::ForegroundRole).isValid());

    // Best per workload key, one line per key in the tooltip.
    const QString tip = at("v1_pipe", LineageModel::CandidateColumn).data(Qt::ToolTipRole).toString();
    for (const char *line : {"short_row / fp16_4096x1024: 20.14 µs", "short_row / bf16_4096x1024: 20.62 µs",
                             "long_row / fp16_8x262144: 47.88 µs", "long_row / bf16_8x262144: 48.52 µs"})
        QVERIFY2(tip.contains(QString::fromUtf8(line)), qPrintable(tip));
    QVERIFY2(tip.contains(QLatin1String("parent: baseline")), qPrintable(tip));
    QVERIFY(tip.contains(QLatin1String("rms_norm_opt_v1_pipe.py")));
    // The column: the geometric mean speedup over the baseline across the keys it measured, and
    // how many keys (not the first key's duration).
    const QString best = at("v1_pipe", LineageModel::BestColumn).data().toString();
    QVERIFY2(best.endsWith(QString::fromUtf8("× · 4 keys")) && tip.contains(best), qPrintable(best));
    QVERIFY(!best.contains(QLatin1Char('\n')));
    QList<double> ratios;
    for (const WorkloadSeries &s : run.series.series) {
        double low = std::numeric_limits<double>::infinity();
        for (const SeriesPoint &p : s.points)
            if (p.candidateId == QLatin1String("v1_pipe") && p.l0Pass)
                low = std::min(low, p.durationUs);
        if (std::isfinite(low))
            ratios.append(s.baselineUs / low);
    }
    QCOMPARE(ratios.size(), 4);
    const double geomean = DerivedSeries::geometricMean(ratios);
    QVERIFY(geomean > 1.0);
    QVERIFY(qFuzzyCompare(at("v1_pipe", 0).data(LineageModel::SpeedupRole).toDouble(), geomean));
    QVERIFY2(best.startsWith(QString::number(geomean, 'f', 3)), qPrintable(best));
    QVERIFY2(tip.contains(QString::fromUtf8("short_row / fp16_4096x1024: 20.14 µs (")), qPrintable(tip));
    QCOMPARE(at("baseline", LineageModel::BestColumn).data().toString(), QString::fromUtf8("1.000× · 4 keys"));

    QCOMPARE(at("v1_pipe", LineageModel::FileColumn).data().toString(), QStringLiteral("rms_norm_opt_v1_pipe.py"));
    QCOMPARE(at("v1_pipe", 0).data(LineageModel::FileRole).toString(),
             QStringLiteral("perf_opt/rms_norm_opt_v1_pipe.py"));
    QCOMPARE(at("v1_pipe", 0).data(LineageModel::CandidateRole).toString(), QStringLiteral("v1_pipe"));
    QCOMPARE(at("v1_pipe", LineageModel::RoundColumn).data().toInt(), 1);
}

void TestLineageModel::genBTree()
{
    const Loaded run = load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like"));
    QVERIFY(run.snapshot);
    QCOMPARE(run.snapshot->finalCandidateId(), QStringLiteral("final"));
    LineageModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(run.snapshot, run.series);

    QStringList all;
    collect(model, {}, QString(), all);
    const QStringList expected {
        QStringLiteral("baseline"),
        QStringLiteral("baseline > round1_a_chain"),
        QStringLiteral("baseline > round1_a_chain > merged_r1_a_chain"),
        QStringLiteral("baseline > round1_a_chain > merged_r1_a_chain > round2_pipe"),
        QStringLiteral("baseline > round1_a_chain > merged_r1_a_chain > round2_pipe > merged_r2_pipe"),
        QStringLiteral("baseline > round1_a_chain > merged_r1_a_chain > round2_pipe > merged_r2_pipe > final"),
        QStringLiteral("baseline > round1_a_chain > merged_r1_a_chain > round2_blk48"),
        QStringLiteral("baseline > round1_a_chain > merged_r1_a_chain > round2_bn2048"),
        QStringLiteral("baseline > round1_bn2048"),
    };
    QCOMPARE(all, expected);
    QCOMPARE(model.indexForCandidate(QStringLiteral("final"))
                 .siblingAtColumn(LineageModel::CandidateColumn)
                 .data(Qt::ForegroundRole)
                 .value<QColor>(),
             QColor(0x1a, 0x7f, 0x37));
    const QString tip = model.indexForCandidate(QStringLiteral("final")).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QString::fromUtf8("argmax-512x32000-fp32: 60.04 µs")), qPrintable(tip));
}

void TestLineageModel::cycleShowsEachNodeOnce_data()
{
    QTest::addColumn<QByteArray>("records");
    QTest::addColumn<QStringList>("members");
    QTest::newRow("a -> b -> a") << QByteArray(a(0, "baseline", nullptr) + a(1, "a", "b") + a(1, "b", "a"))
                                 << QStringList {QStringLiteral("a"), QStringLiteral("b")};
    QTest::newRow("self parent") << QByteArray(a(0, "baseline", nullptr) + a(1, "a", "a"))
                                 << QStringList {QStringLiteral("a")};
    QTest::newRow("three-cycle with a tail")
        << QByteArray(a(0, "baseline", nullptr) + a(1, "tail", "a") + a(1, "a", "b") + a(1, "b", "c") + a(1, "c", "a"))
        << QStringList {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
    QTest::newRow("cycle only") << QByteArray(a(1, "x", "y") + a(1, "y", "x"))
                                << QStringList {QStringLiteral("x"), QStringLiteral("y")};
}

void TestLineageModel::cycleShowsEachNodeOnce()
{
    QFETCH(QByteArray, records);
    QFETCH(QStringList, members);

    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(writeFile(root.filePath(QStringLiteral("perf_opt/perf_records.jsonl")), records));
    const Loaded run = load(root.path());
    QVERIFY(run.snapshot);
    bool reported = false;
    for (const Diagnostic &d : run.snapshot->lineage.diagnostics)
        reported = reported || d.code == QLatin1String("lineage.cycle");
    QVERIFY(reported);

    LineageModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(run.snapshot, run.series); // must return: a loop fails by timeout

    QStringList all;
    collect(model, {}, QString(), all);
    QCOMPARE(all.size(), run.snapshot->lineage.nodes.size());
    QStringList shown;
    for (const QString &path : std::as_const(all))
        shown.append(path.section(QLatin1String(" > "), -1));
    for (const LineageNode &node : run.snapshot->lineage.nodes) {
        QCOMPARE(shown.count(node.candidateId), 1);
        const QModelIndex i = model.indexForCandidate(node.candidateId);
        QVERIFY(i.isValid());
        QCOMPARE(i.data().toString(), node.candidateId);
    }
    // The cycle is entered at one of its members, which stands at the top.
    const QStringList roots = childrenOf(model, {});
    bool memberIsRoot = false;
    for (const QString &m : members)
        memberIsRoot = memberIsRoot || roots.contains(m);
    QVERIFY2(memberIsRoot, qPrintable(roots.join(QLatin1Char(','))));
    QVERIFY(!roots.contains(QStringLiteral("tail")));
    if (shown.contains(QStringLiteral("tail"))) {
        QVERIFY(members.contains(model.indexForCandidate(QStringLiteral("tail")).parent().data().toString()));
    }
}

void TestLineageModel::bestSkipsL0Failures()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    // v1 measured twice on the same key: the faster run failed L0 and must not count.
    QVERIFY(writeFile(root.filePath(QStringLiteral("perf_opt/perf_records.jsonl")),
                      a(0, "baseline", nullptr, 20.0) + a(1, "v1", "baseline", 15.5)
                          + a(1, "v1", "baseline", 9.0, false) + a(1, "v1", "baseline", 17.25)));
    const Loaded run = load(root.path());
    QVERIFY(run.snapshot);
    LineageModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(run.snapshot, run.series);

    const QModelIndex v1 = model.indexForCandidate(QStringLiteral("v1"));
    QVERIFY(v1.isValid());
    QCOMPARE(v1.parent(), model.indexForCandidate(QStringLiteral("baseline")));
    QCOMPARE(v1.siblingAtColumn(LineageModel::BestColumn).data().toString(), QString::fromUtf8("1.290× · 1 key"));
    QVERIFY(v1.data(Qt::ToolTipRole).toString().contains(QString::fromUtf8("aiv / w1: 15.50 µs (1.290× vs baseline 20.00 µs)")));
    // One failing measurement marks the candidate.
    QCOMPARE(v1.siblingAtColumn(LineageModel::L0Column).data().toString(), QStringLiteral("FAIL"));
    QCOMPARE(
        model.indexForCandidate(QStringLiteral("baseline")).siblingAtColumn(LineageModel::BestColumn).data().toString(),
        QString::fromUtf8("1.000× · 1 key"));
}

void TestLineageModel::everyMeasuredCandidateShowsSomething()
{
    // Every candidate with records shows something: a speedup, or that L0 failed.
    const Loaded run = load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"));
    LineageModel model;
    model.setSnapshot(run.snapshot, run.series);
    for (const PerfRecord &r : run.snapshot->records.records) {
        const QModelIndex i = model.indexForCandidate(r.candidateId);
        QVERIFY2(!i.siblingAtColumn(LineageModel::BestColumn).data().toString().isEmpty(), qPrintable(r.candidateId));
    }
}

void TestLineageModel::resetToNoSnapshot()
{
    const Loaded run = load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"));
    QVERIFY(run.snapshot);
    LineageModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(run.snapshot, run.series);
    QCOMPARE(model.rowCount(), 1);
    model.setSnapshot(nullptr, DerivedSeries());
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.indexForCandidate(QStringLiteral("baseline")).isValid());
}

QTEST_MAIN(TestLineageModel)
#include "tst_lineagemodel.moc"
