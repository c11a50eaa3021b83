// SPDX-License-Identifier: MIT
// CandidateRecords: which records a log's id names (exactly, by the id's round prefix dropped, or
// the log's longer id), and whether the two kinds of index differ (a valid record without a
// duration), which lets the strict gates build one index for both.
#include "gates/candidaterecords.h"
#include "records/perfrecord.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestCandidateRecords : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void namesByIdOrSuffix();
    void keptDifferOnlyForARecordWithoutDuration();
};

namespace {

PerfRecord record(const QString &id, double us, bool valid = true)
{
    PerfRecord r;
    r.parsed = true;
    r.valid = valid;
    r.candidateId = id;
    r.durationUs = us;
    return r;
}

} // namespace

void TestCandidateRecords::namesByIdOrSuffix()
{
    const QList<PerfRecord> records {record(u"v1_pipe"_s, 9.5), record(u"v2_pipe_ub"_s, 8.0), record(u"v1_pipe"_s, 9.4),
                                     record(u"v3_a"_s, 7.0, false)};
    const CandidateRecords index(records);
    QCOMPARE(index.of(u"v1_pipe"_s), (QList<qsizetype> {0, 2}));
    QCOMPARE(index.of(u"pipe"_s), (QList<qsizetype> {0, 2})); // "v1_pipe" ends with "_pipe"
    QCOMPARE(index.of(u"ub"_s), (QList<qsizetype> {1}));
    QCOMPARE(index.of(u"rms_norm_v1_pipe"_s), (QList<qsizetype> {0, 2})); // the log's id ends with "_v1_pipe"
    QCOMPARE(index.of(u"v3_a"_s), QList<qsizetype>()); // not valid
    QCOMPARE(index.exactly(u"pipe"_s), QList<qsizetype>());
}

void TestCandidateRecords::keptDifferOnlyForARecordWithoutDuration()
{
    QList<PerfRecord> records {record(u"v1_a"_s, 9.5), record(u"v1_b"_s, 8.0), record(u""_s, qQNaN()),
                               record(u"v1_c"_s, qQNaN(), false)};
    // A record without an id or not valid is in neither index: the two are the same.
    for (const CandidateRecords::Kept kept : {CandidateRecords::Kept::WithDuration, CandidateRecords::Kept::AllValid})
        QVERIFY(!CandidateRecords(records, kept).keptDiffer());
    records.append(record(u"v1_d"_s, qQNaN())); // an L0 failure, measured without a duration
    const CandidateRecords withDuration(records, CandidateRecords::Kept::WithDuration);
    const CandidateRecords allValid(records, CandidateRecords::Kept::AllValid);
    QVERIFY(withDuration.keptDiffer());
    QVERIFY(allValid.keptDiffer());
    QCOMPARE(withDuration.of(u"v1_d"_s), QList<qsizetype>());
    QCOMPARE(allValid.of(u"v1_d"_s), (QList<qsizetype> {4}));
}

QTEST_GUILESS_MAIN(TestCandidateRecords)
#include "tst_candidaterecords.moc"
