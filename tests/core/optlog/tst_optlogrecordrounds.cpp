// SPDX-License-Identifier: MIT
// OptLogRecordRounds: records outrank the log. Every outline round is matched to the records'
// round numbers; a mismatch is a warning at one place that names the other.
#include "optlog/optlogparser.h"
#include "optlog/optlogrecordrounds.h"
#include "records/perfrecordsfile.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QByteArray record(int round, const char *candidate)
{
    return QByteArray(R"({"round": )") + QByteArray::number(round) + R"(, "candidate_id": ")" + candidate
        + R"(", "dispatch_path": "d", "workload": "w", "duration_us": 10.0, "l0_pass": true, "timestamp": "2026-09-01T00:00:00Z"})"
        + "\n";
}

} // namespace

class TestOptLogRecordRounds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void check_data();
    void check();
    void noRecordsFileNoFindings();
};

void TestOptLogRecordRounds::check_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<QByteArray>("records");
    QTest::addColumn<QStringList>("findings"); // file:line code
    const QByteArray log = "# k\n\n## Performance Test Data (Baseline)\n\n## Iteration 1\n\n## Iteration 2\n";
    QTest::newRow("all match") << log << record(0, "baseline") + record(1, "v1_a") + record(2, "v2_a") << QStringList();
    QTest::newRow("log round without records") << log << record(0, "baseline") + record(1, "v1_a")
                                               << QStringList {u"opt_log.md:7 optlog.round-without-records"_s};
    QTest::newRow("records round the log never describes")
        << log << record(0, "baseline") + record(1, "v1_a") + record(2, "v2_a") + record(3, "v3_a")
        << QStringList {u"perf_records.jsonl:4 optlog.records-round-not-in-log"_s};
    // One heading for several rounds covers each of them.
    QTest::newRow("a range heading") << QByteArray("# k\n\n## Round 1\n\n## Rounds 2–3\n") << record(1, "a") + record(3, "b")
                                     << QStringList();
    QTest::newRow("a range heading without records")
        << QByteArray("# k\n\n## Round 1\n\n## Rounds 2–3\n") << record(1, "a") + record(4, "b")
        << QStringList {u"opt_log.md:5 optlog.round-without-records"_s,
                        u"perf_records.jsonl:2 optlog.records-round-not-in-log"_s};
    QTest::newRow("both") << QByteArray("# k\n\n## Round 1\n\n## Round 5\n") << record(1, "a") + record(2, "b")
                          << QStringList {u"opt_log.md:5 optlog.round-without-records"_s,
                                          u"perf_records.jsonl:2 optlog.records-round-not-in-log"_s};
    // Malformed records lines never count as a round's records.
    QTest::newRow("invalid lines ignored")
        << QByteArray("# k\n\n## Round 1\n") << QByteArray("{not json\n") + record(1, "a") + "{\"round\": 7}\n"
        << QStringList();
    QTest::newRow("log without rounds") << QByteArray("# k\n\nnotes\n") << record(1, "a") << QStringList();
}

void TestOptLogRecordRounds::check()
{
    QFETCH(QByteArray, log);
    QFETCH(QByteArray, records);
    QFETCH(QStringList, findings);
    const OptLog parsed = OptLogParser::parse(log, u"opt_log.md"_s);
    const PerfRecordsFile file = PerfRecordsReader::parse(records, u"perf_records.jsonl"_s);
    QStringList actual;
    for (const Diagnostic &d : OptLogRecordRounds::check(parsed, file)) {
        actual.append(u"%1:%2 %3"_s.arg(d.file).arg(d.line).arg(d.code));
        // Both locations: the message names the other file.
        const QString other = d.file == u"opt_log.md"_s ? u"perf_records.jsonl"_s : u"opt_log.md"_s;
        QVERIFY2(d.message.contains(other), qPrintable(d.message));
        QCOMPARE(d.severity, Diagnostic::Severity::Warning);
    }
    QCOMPARE(actual, findings);
}

void TestOptLogRecordRounds::noRecordsFileNoFindings()
{
    const OptLog parsed = OptLogParser::parse("# k\n\n## Round 1\n", u"opt_log.md"_s);
    PerfRecordsFile missing;
    missing.displayPath = u"perf_records.jsonl"_s;
    QVERIFY(OptLogRecordRounds::check(parsed, missing).isEmpty());
}

QTEST_GUILESS_MAIN(TestOptLogRecordRounds)
#include "tst_optlogrecordrounds.moc"
