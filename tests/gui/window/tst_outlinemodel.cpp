// SPDX-License-Identifier: MIT
// OutlineModel: sessions › rounds › tables, decisions and final claims of a real opt_log.md, each
// with its line; indexForRound and indexForLine find what the other views ask for.
#include "optlog/optlogparser.h"
#include "window/outlinemodel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString Corpus = QStringLiteral(PERFOPT_SHARED_DIR "/corpus/opt_logs/");

// The log as a run holds it: copied into a fresh directory as opt_log.md.
OptLog parseCopy(const QTemporaryDir &dir, const QString &corpusName)
{
    const QString target = dir.filePath(QStringLiteral("opt_log.md"));
    QFile::remove(target);
    if (!QFile::copy(Corpus + corpusName, target))
        return {};
    return OptLogParser::parseFile(target, QStringLiteral("perf_opt/opt_log.md"));
}

QList<QModelIndex> itemsOfKind(const QAbstractItemModel &model, OutlineModel::Kind kind, const QModelIndex &parent = {})
{
    QList<QModelIndex> out;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex i = model.index(row, 0, parent);
        if (i.data(OutlineModel::KindRole).toInt() == int(kind))
            out.append(i);
        out += itemsOfKind(model, kind, i);
    }
    return out;
}

int kindOf(const QModelIndex &index)
{
    return index.data(OutlineModel::KindRole).toInt();
}

} // namespace

class TestOutlineModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void lerpRounds();
    void lerpRoundChildren();
    void lerpFinalClaim();
    void indexForLine_data();
    void indexForLine();
    void roundsOutOfNumberOrderAndClaims();
    void everyRoundOnceInDocumentOrder_data();
    void everyRoundOnceInDocumentOrder();
    void reloadReplacesRows();
    void logWithoutHeadings();
    void campaignsAndSupplements();

private:
    QTemporaryDir m_dir;
    OptLog m_lerp;
};

void TestOutlineModel::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_lerp = parseCopy(m_dir, QStringLiteral("lerp_tensor.genA.opt_log.md"));
    QCOMPARE(m_lerp.lineCount, 304);
}

void TestOutlineModel::lerpRounds()
{
    OutlineModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLog(m_lerp);

    // One session: the H1 on line 1.
    QCOMPARE(model.rowCount(), 1);
    const QModelIndex session = model.index(0, 0);
    QCOMPARE(kindOf(session), int(OutlineModel::Kind::Session));
    QCOMPARE(session.data(OutlineModel::LineRole).toInt(), 1);
    QVERIFY(session.data().toString().startsWith(QLatin1String("_make_lerp_tensor_kernel Stage 4")));
    QCOMPARE(model.columnCount(), 2);
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Outline"));

    // The baseline heading states "round 0"; Iteration 1-4 follow.
    const QList<QModelIndex> rounds = itemsOfKind(model, OutlineModel::Kind::Round);
    QCOMPARE(rounds.size(), 5);
    QCOMPARE(rounds.first().data().toString(), QStringLiteral("Performance Test Data (Baseline, round 0)"));
    QCOMPARE(rounds.first().data(OutlineModel::LineRole).toInt(), 33);
    QCOMPARE(model.indexForRound(0), rounds.first());
    const QList<int> lines {60, 135, 179, 215};
    for (int n = 1; n <= 4; ++n) {
        const QModelIndex round = rounds.at(n);
        QVERIFY2(round.data().toString().startsWith(QStringLiteral("Iteration %1").arg(n)),
                 qPrintable(round.data().toString()));
        QCOMPARE(round.data(OutlineModel::LineRole).toInt(), lines.at(n - 1));
        QCOMPARE(round.data(OutlineModel::RoundRole).toInt(), n);
        QCOMPARE(round.parent(), session);
        // The second column shows the line.
        QCOMPARE(round.siblingAtColumn(1).data().toString(), QString::number(lines.at(n - 1)));
        QCOMPARE(round.siblingAtColumn(1).data(OutlineModel::LineRole).toInt(), lines.at(n - 1));
        QCOMPARE(model.indexForRound(n), round);
    }
    QVERIFY(!model.indexForRound(5).isValid());
    QVERIFY(!model.indexForRound(-1).isValid());

    // Sections and rounds in document order under the session.
    int previous = 0;
    QStringList top;
    for (int row = 0; row < model.rowCount(session); ++row) {
        const QModelIndex i = model.index(row, 0, session);
        const int line = i.data(OutlineModel::LineRole).toInt();
        QVERIFY2(line >= previous, qPrintable(i.data().toString()));
        previous = line;
        top.append(i.data().toString());
    }
    QVERIFY2(top.contains(QStringLiteral("Final Summary")), qPrintable(top.join(QLatin1Char('\n'))));
    // Each heading once: the baseline is a round, not also a section.
    QCOMPARE(top.count(QStringLiteral("Performance Test Data (Baseline, round 0)")), 1);
}

void TestOutlineModel::lerpRoundChildren()
{
    OutlineModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLog(m_lerp);

    const QModelIndex round1 = model.indexForRound(1);
    QVERIFY(round1.isValid());
    const OptLogRound &iteration1 = m_lerp.rounds.at(1);
    QCOMPARE(iteration1.line, 60);
    const QList<QModelIndex> tables = itemsOfKind(model, OutlineModel::Kind::Table, round1);
    QCOMPARE(tables.size(), 5);
    QCOMPARE(tables.size(), iteration1.tables.size());
    for (int t = 0; t < tables.size(); ++t) {
        const OptLogTable &table = m_lerp.tables.at(iteration1.tables.at(t));
        QCOMPARE(tables.at(t).data(OutlineModel::LineRole).toInt(), table.line);
        QCOMPARE(tables.at(t).data(OutlineModel::RoundRole).toInt(), 1);
        QVERIFY(tables.at(t).data().toString().startsWith(QLatin1String("table: ")));
        QVERIFY2(tables.at(t).data().toString().contains(QStringLiteral("(%1 row").arg(table.rows.size())),
                 qPrintable(tables.at(t).data().toString()));
    }
    // The Experiment Branches table of Iteration 1 has its header on line 96.
    bool branches = false;
    for (const QModelIndex &t : tables)
        branches = branches || t.data(OutlineModel::LineRole).toInt() == 96;
    QVERIFY(branches);

    // "- winner: …" of each iteration, at its line.
    const QList<QModelIndex> decisions = itemsOfKind(model, OutlineModel::Kind::Decision);
    QHash<int, QString> winners;
    for (const QModelIndex &d : decisions)
        if (d.data().toString().startsWith(QLatin1String("winner: ")))
            winners.insert(d.data(OutlineModel::LineRole).toInt(), d.data().toString());
    QVERIFY2(winners.contains(129) && winners.contains(174) && winners.contains(210),
             qPrintable(QStringList(winners.values()).join(QLatin1Char('\n'))));
    QCOMPARE(model.indexForLine(129).data(OutlineModel::RoundRole).toInt(), 1);
    QCOMPARE(model.indexForLine(210).data(OutlineModel::RoundRole).toInt(), 3);
    QCOMPARE(model.indexForLine(210).parent(), model.indexForRound(3));
}

void TestOutlineModel::lerpFinalClaim()
{
    OutlineModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLog(m_lerp);
    const QList<QModelIndex> claims = itemsOfKind(model, OutlineModel::Kind::FinalClaim);
    QCOMPARE(claims.size(), m_lerp.finalLatencies.size());
    QVERIFY(!claims.isEmpty());
    QCOMPARE(claims.first().data(OutlineModel::LineRole).toInt(), 256);
    QVERIFY2(claims.first().data().toString().startsWith(QLatin1String("final_latency: 158.59 us")),
             qPrintable(claims.first().data().toString()));
    QVERIFY(claims.first().data().toString().contains(QLatin1String("(read by the gate)")));
    QCOMPARE(claims.first().parent(), model.index(0, 0));
}

void TestOutlineModel::indexForLine_data()
{
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("expectedLine");
    QTest::addColumn<int>("kind");
    QTest::newRow("title") << 1 << 1 << int(OutlineModel::Kind::Session);
    QTest::newRow("before the first section") << 20 << 1 << int(OutlineModel::Kind::Session);
    QTest::newRow("baseline heading") << 33 << 33 << int(OutlineModel::Kind::Round);
    QTest::newRow("baseline table") << 40 << 37 << int(OutlineModel::Kind::Table);
    QTest::newRow("final summary") << 260 << 256 << int(OutlineModel::Kind::FinalClaim);
    QTest::newRow("skill retrospective") << 280 << 276 << int(OutlineModel::Kind::Section);
    QTest::newRow("iteration 1 heading") << 60 << 60 << int(OutlineModel::Kind::Round);
    QTest::newRow("inside iteration 1 prose") << 63 << 60 << int(OutlineModel::Kind::Round);
    QTest::newRow("branches table row") << 99 << 96 << int(OutlineModel::Kind::Table);
    QTest::newRow("iteration 1 winner") << 129 << 129 << int(OutlineModel::Kind::Decision);
    QTest::newRow("iteration 2 heading") << 135 << 135 << int(OutlineModel::Kind::Round);
    QTest::newRow("iteration 2 prose") << 140 << 135 << int(OutlineModel::Kind::Round);
    QTest::newRow("final latency") << 256 << 256 << int(OutlineModel::Kind::FinalClaim);
    QTest::newRow("past the end") << 10000 << -1 << -1;
}

void TestOutlineModel::indexForLine()
{
    QFETCH(int, line);
    QFETCH(int, expectedLine);
    QFETCH(int, kind);
    OutlineModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLog(m_lerp);
    const QModelIndex found = model.indexForLine(line);
    QVERIFY(found.isValid());
    QCOMPARE(found.column(), 0);
    if (expectedLine > 0) {
        QCOMPARE(found.data(OutlineModel::LineRole).toInt(), expectedLine);
        QCOMPARE(kindOf(found), kind);
    } else {
        // The last item of the log.
        QVERIFY(found.data(OutlineModel::LineRole).toInt() > 256);
    }
    QVERIFY(!model.indexForLine(0).isValid());
}

void TestOutlineModel::roundsOutOfNumberOrderAndClaims()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const OptLog log = parseCopy(dir, QStringLiteral("ada_layer_norm.genA.opt_log.md"));
    OutlineModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLog(log);
    // "Iteration 6 (round 6)" on line 166 comes before "Final Confirmation (round 5)" on line 181.
    QCOMPARE(model.indexForRound(6).data(OutlineModel::LineRole).toInt(), 166);
    QCOMPARE(model.indexForRound(5).data(OutlineModel::LineRole).toInt(), 181);
    QCOMPARE(model.indexForRound(1).data(OutlineModel::LineRole).toInt(), 43);
    QCOMPARE(kindOf(model.indexForRound(5)), int(OutlineModel::Kind::Round));

    // Line 203 names final_latency over a list without a number; 204 is the claim the gate reads.
    const QList<QModelIndex> claims = itemsOfKind(model, OutlineModel::Kind::FinalClaim);
    QCOMPARE(claims.size(), 9);
    QCOMPARE(claims.at(0).data(OutlineModel::LineRole).toInt(), 203);
    QVERIFY2(!claims.at(0).data().toString().contains(QLatin1String("nan")),
             qPrintable(claims.at(0).data().toString()));
    QVERIFY(claims.at(0).data().toString().startsWith(QLatin1String("final_latency (no number)")));
    QCOMPARE(claims.at(1).data(OutlineModel::LineRole).toInt(), 204);
    QCOMPARE(claims.at(1).data().toString(),
             QStringLiteral("final_latency: 3.12 us (read by the gate) (latest summary)"));
}

void TestOutlineModel::everyRoundOnceInDocumentOrder_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("ada_layer_norm") << QStringLiteral("ada_layer_norm.genA.opt_log.md");
    QTest::newRow("lerp_tensor") << QStringLiteral("lerp_tensor.genA.opt_log.md");
    QTest::newRow("ssd_chunk_scan") << QStringLiteral("ssd_chunk_scan.genB.opt_log.md");
}

void TestOutlineModel::everyRoundOnceInDocumentOrder()
{
    QFETCH(QString, name);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const OptLog log = parseCopy(dir, name);
    QVERIFY(!log.rounds.isEmpty());
    OutlineModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLog(log);

    const QList<QModelIndex> rounds = itemsOfKind(model, OutlineModel::Kind::Round);
    QCOMPARE(rounds.size(), log.rounds.size());
    for (const OptLogRound &r : log.rounds) {
        int found = 0;
        for (const QModelIndex &i : rounds)
            found += i.data(OutlineModel::LineRole).toInt() == r.line;
        QCOMPARE(found, 1);
        // The first round the log gives that number.
        const OptLogRound *first = nullptr;
        for (const OptLogRound &other : log.rounds)
            if (!first && other.number == r.number)
                first = &other;
        QCOMPARE(model.indexForRound(r.number).data(OutlineModel::LineRole).toInt(), first->line);
        // A line inside the round belongs to it (or to something inside it).
        QModelIndex at = model.indexForLine(r.line);
        QCOMPARE(at.data(OutlineModel::LineRole).toInt(), r.line);
        while (at.isValid() && kindOf(at) != int(OutlineModel::Kind::Round))
            at = at.parent();
        QCOMPARE(at.data(OutlineModel::LineRole).toInt(), r.line);
    }
    // A heading is listed once: no section stands on a round's line.
    for (const QModelIndex &section : itemsOfKind(model, OutlineModel::Kind::Section))
        for (const QModelIndex &round : rounds)
            QVERIFY2(section.data(OutlineModel::LineRole) != round.data(OutlineModel::LineRole),
                     qPrintable(section.data().toString()));
    // Every item has a line inside the file.
    for (auto kind : {OutlineModel::Kind::Session, OutlineModel::Kind::Section, OutlineModel::Kind::Table,
                      OutlineModel::Kind::Decision, OutlineModel::Kind::FinalClaim})
        for (const QModelIndex &i : itemsOfKind(model, kind)) {
            const int line = i.data(OutlineModel::LineRole).toInt();
            QVERIFY2(line >= 1 && line <= log.lineCount, qPrintable(i.data().toString()));
        }
}

void TestOutlineModel::reloadReplacesRows()
{
    OutlineModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLog(m_lerp);
    const int rows = model.rowCount(model.index(0, 0));
    model.setLog(m_lerp);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.rowCount(model.index(0, 0)), rows);
    QCOMPARE(itemsOfKind(model, OutlineModel::Kind::Round).size(), 5);
    model.setLog(OptLog());
    QCOMPARE(itemsOfKind(model, OutlineModel::Kind::Round).size(), 0);
}

void TestOutlineModel::logWithoutHeadings()
{
    const OptLog log = OptLogParser::parse(QByteArrayLiteral("just text\n\n- final_latency: 3.5 us\n"),
                                           QStringLiteral("opt_log.md"));
    OutlineModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLog(log);
    const QList<QModelIndex> claims = itemsOfKind(model, OutlineModel::Kind::FinalClaim);
    QCOMPARE(claims.size(), 1);
    QCOMPARE(claims.first().data(OutlineModel::LineRole).toInt(), 3);
    QCOMPARE(claims.first().parent().data(OutlineModel::LineRole).toInt(), 1);
    QCOMPARE(model.indexForLine(3), claims.first());
}

void TestOutlineModel::campaignsAndSupplements()
{
    // The outline is the structure model's: a supplement is one session of its own, marked as such;
    // rounds sit under their campaign; per-workload final claims name their workload.
    const QByteArray text = "# k tuning\n\n## Performance Test Data (Baseline)\n\n## Iteration 1\n\n## Final Summary\n\n"
                            "- final_latency（跨 workload 口径）：\n  - w2: 219.23 us（2.77×）\n  - w3: 8.5 us\n\n"
                            "# Round 1 post-scriptum\n\n## Skill Retrospective 补充\n\n# Round 2: re-tune\n\n"
                            "## Iteration 1 (Round 2)\n";
    OutlineModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLog(OptLogParser::parse(text, QStringLiteral("opt_log.md")));
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("Round 1 post-scriptum (supplement)"));
    const QList<QModelIndex> rounds = itemsOfKind(model, OutlineModel::Kind::Round);
    QCOMPARE(rounds.size(), 3);
    QCOMPARE(rounds.at(2).parent(), model.index(2, 0));
    QCOMPARE(rounds.at(2).data(OutlineModel::RoundRole).toInt(), 1);
    QVERIFY(rounds.at(2).data(Qt::ToolTipRole).toString().contains(QStringLiteral("#3")));
    const QList<QModelIndex> claims = itemsOfKind(model, OutlineModel::Kind::FinalClaim);
    QCOMPARE(claims.size(), 2);
    QVERIFY2(claims.at(0).data().toString().startsWith(QStringLiteral("final_latency (w2): 219.23 us")),
             qPrintable(claims.at(0).data().toString()));
}

QTEST_MAIN(TestOutlineModel)
#include "tst_outlinemodel.moc"
