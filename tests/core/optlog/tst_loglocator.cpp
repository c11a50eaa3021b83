// SPDX-License-Identifier: MIT
// LogLocator: the round of a workflow round number, and the line that talks about a candidate.
#include "optlog/loglocator.h"
#include "optlog/optlogparser.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestLogLocator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundOfANumber();
    void lineForCandidate();
};

void TestLogLocator::roundOfANumber()
{
    // A second session re-measures its baseline as "Round 5": round 5 is still the experiments' round.
    const OptLog log = OptLogParser::parse(u"# op\n\n## Performance Test Data (Baseline)\n\n## Iteration 4（round 4）\n\n"
                                           "# op 第二次调优会话\n\n## Performance Test Data（Round 5 re-baseline）\n\n"
                                           "## Iteration 5（round 5）\n\n- winner: v5_a\n"_s.toUtf8(),
                                           u"opt_log.md"_s);
    QCOMPARE(log.rounds.size(), 4);
    const OptLogRound *five = LogLocator::round(log, 5);
    QVERIFY(five);
    QVERIFY(!five->baseline);
    QCOMPARE(five->line, 11);
    const OptLogRound *zero = LogLocator::round(log, 0);
    QVERIFY(zero && zero->baseline);
    QCOMPARE(zero->line, 3);
    QVERIFY(!LogLocator::round(log, 6));
    QVERIFY(!LogLocator::round(log, -1));
}

void TestLogLocator::lineForCandidate()
{
    const OptLog log = OptLogParser::parse(
        u"## Iteration 1\n\n| branch | base | Task Duration(us) |\n|---|---|---:|\n| v1_pipe | baseline | 20.1 |\n\n"
        "- winner: v1_pipe\n"_s.toUtf8(),
        u"opt_log.md"_s);
    QCOMPARE(LogLocator::lineForCandidate(log, u"v1_pipe"_s, 1), 5);
    QCOMPARE(LogLocator::lineForCandidate(log, u"pipe"_s, 1), 5); // the branch id without its round prefix
    QCOMPARE(LogLocator::lineForCandidate(log, u"v9_none"_s, 1), 0);
}

QTEST_GUILESS_MAIN(TestLogLocator)
#include "tst_loglocator.moc"
