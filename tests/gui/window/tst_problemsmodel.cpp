// SPDX-License-Identifier: MIT
// ProblemsModel: gate results first, then the diagnostics of the run; a half-written last records
// line and informational notes are not problems.
#include "gates/gateengine.h"
#include "run/projectloader.h"
#include "window/problemsmodel.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Severity = Diagnostic::Severity;

bool writeFile(const QString &path, const QByteArray &bytes)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return false;
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QStringList column(const QAbstractItemModel &model, int c)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row)
        out.append(model.index(row, c).data().toString());
    return out;
}

const QByteArray MalformedRecords = QByteArray()
    + R"({"round": 0, "candidate_id": "baseline", "parent_id": null, "dispatch_path": "aiv", "workload": "w1", "duration_us": 12.5, "l0_pass": true, "msprof_raw_path": "perf_opt/profiles/b/", "timestamp": "2026-09-24T13:31:12Z"})"
      "\n"
    + "\n"
    + R"({"round": 1, "candidate_id": "v1_broken", "parent_id": "baseline", "duration_us": 10.0,)"
      "\n"
    + R"({"round": 1, "candidate_id": "v1_nodur", "parent_id": "baseline", "dispatch_path": "aiv", "workload": "w1", "l0_pass": true, "msprof_raw_path": "perf_opt/profiles/n/", "timestamp": "2026-09-24T13:31:12Z"})"
      "\n"
    // Written with escapes: moc mis-lexes a raw string holding an odd number of quotes.
    + "{\"round\": 2, \"candidate_id\": \"v2_cut\", \"parent_id\": \"v1_f";

} // namespace

class TestProblemsModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void gateResultsThenDiagnostics();
    void hidesTruncatedLineAndInfo();
    void realRunWithMalformedRecords();
    void sampleRunGate();
};

void TestProblemsModel::gateResultsThenDiagnostics()
{
    Diagnostics diagnostics {
        {Severity::Error, QStringLiteral("records.bad-json"), QStringLiteral("perf_opt/perf_records.jsonl"), 7, 3,
         QStringLiteral("Not valid JSON: x")},
        {Severity::Warning, QStringLiteral("optlog.long-line"), QStringLiteral("perf_opt/opt_log.md"), 0, 0,
         QStringLiteral("long")},
    };
    GateReport report;
    GateResult fail;
    fail.ruleId = QStringLiteral("S4-RECORDS");
    fail.severity = Severity::Error;
    fail.file = QStringLiteral("perf_opt/perf_records.jsonl");
    fail.line = 7;
    fail.message = QStringLiteral("records must parse");
    fail.evidence = {QStringLiteral("line 7"), QStringLiteral("line 9")};
    GateResult warn;
    warn.ruleId = QStringLiteral("REVIEW-NOISE");
    warn.severity = Severity::Warning;
    warn.file = QStringLiteral("perf_opt/opt_log.md");
    warn.message = QStringLiteral("within noise");
    report.results = {fail, warn};

    ProblemsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setProblems(diagnostics, report);

    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.columnCount(), int(ProblemsModel::ColumnCount));
    QCOMPARE(column(model, ProblemsModel::RuleColumn),
             (QStringList {QStringLiteral("S4-RECORDS"), QStringLiteral("REVIEW-NOISE"),
                           QStringLiteral("records.bad-json"), QStringLiteral("optlog.long-line")}));
    QCOMPARE(column(model, ProblemsModel::SeverityColumn),
             (QStringList {QStringLiteral("Error"), QStringLiteral("Warning"), QStringLiteral("Error"),
                           QStringLiteral("Warning")}));
    QCOMPARE(column(model, ProblemsModel::LocationColumn),
             (QStringList {QStringLiteral("perf_opt/perf_records.jsonl:7"), QStringLiteral("perf_opt/opt_log.md"),
                           QStringLiteral("perf_opt/perf_records.jsonl:7"), QStringLiteral("perf_opt/opt_log.md")}));
    QCOMPARE(model.index(0, ProblemsModel::MessageColumn).data().toString(), QStringLiteral("records must parse"));
    QCOMPARE(model.index(0, 0).data(Qt::ToolTipRole).toString(), QStringLiteral("records must parse\nline 7\nline 9"));
    QCOMPARE(model.index(2, 0).data(Qt::ToolTipRole).toString(), QStringLiteral("Not valid JSON: x"));
    QCOMPARE(model.index(2, 0).data(ProblemsModel::FileRole).toString(), QStringLiteral("perf_opt/perf_records.jsonl"));
    QCOMPARE(model.index(2, 0).data(ProblemsModel::LineRole).toInt(), 7);
    QCOMPARE(model.index(3, 0).data(ProblemsModel::SeverityRole).toInt(), int(Severity::Warning));
    QVERIFY(!model.index(0, ProblemsModel::SeverityColumn).data(Qt::DecorationRole).value<QIcon>().isNull());
    QVERIFY(!model.index(0, ProblemsModel::RuleColumn).data(Qt::DecorationRole).isValid());

    QCOMPARE(model.countOf(Severity::Error), 2);
    QCOMPARE(model.countOf(Severity::Warning), 2);
    QCOMPARE(model.countOf(Severity::Info), 0);

    model.setProblems({}, {});
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.countOf(Severity::Error), 0);
}

void TestProblemsModel::hidesTruncatedLineAndInfo()
{
    const Diagnostics diagnostics {
        {Severity::Warning, QStringLiteral("records.truncated"), QStringLiteral("perf_records.jsonl"), 9, 1,
         QStringLiteral("The last line is incomplete")},
        {Severity::Info, QStringLiteral("records.blank-line"), QStringLiteral("perf_records.jsonl"), 2, 0,
         QStringLiteral("Blank line")},
        {Severity::Info, QStringLiteral("records.crlf"), QStringLiteral("perf_records.jsonl"), 1, 0,
         QStringLiteral("CRLF")},
        {Severity::Warning, QStringLiteral("records.non-positive"), QStringLiteral("perf_records.jsonl"), 4, 0,
         QStringLiteral("duration_us is not positive: 0")},
    };
    ProblemsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setProblems(diagnostics, {});
    QCOMPARE(column(model, ProblemsModel::RuleColumn), QStringList {QStringLiteral("records.non-positive")});
    QCOMPARE(model.countOf(Severity::Warning), 1);
    QCOMPARE(model.countOf(Severity::Info), 0);
}

void TestProblemsModel::realRunWithMalformedRecords()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(writeFile(root.filePath(QStringLiteral("perf_opt/perf_records.jsonl")), MalformedRecords));
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(root.path());
    QVERIFY(snapshot);
    const Diagnostics all = snapshot->diagnostics();
    const GateReport report = GateEngine::run(*snapshot, GateProfile::Strict);

    // What the reader found, as the model must filter it.
    int shown = 0, errors = 0, warnings = 0;
    bool sawTruncated = false, sawBlank = false;
    for (const Diagnostic &d : all) {
        sawTruncated = sawTruncated || d.code == QLatin1String("records.truncated");
        sawBlank = sawBlank || d.code == QLatin1String("records.blank-line");
        if (d.code == QLatin1String("records.truncated") || d.severity == Severity::Info)
            continue;
        ++shown;
        errors += d.severity == Severity::Error;
        warnings += d.severity == Severity::Warning;
    }
    QVERIFY(sawTruncated);
    QVERIFY(sawBlank);
    int infos = 0;
    for (const GateResult &r : report.results) {
        errors += r.severity == Severity::Error;
        warnings += r.severity == Severity::Warning;
        infos += r.severity == Severity::Info; // the gate's own notes stay
    }

    ProblemsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setProblems(all, report);
    QCOMPARE(model.rowCount(), int(report.results.size()) + shown);
    QCOMPARE(model.countOf(Severity::Error), errors);
    QCOMPARE(model.countOf(Severity::Warning), warnings);
    QCOMPARE(model.countOf(Severity::Info), infos);

    const QStringList rules = column(model, ProblemsModel::RuleColumn);
    QVERIFY(!rules.contains(QStringLiteral("records.truncated")));
    QVERIFY(!rules.contains(QStringLiteral("records.blank-line")));
    // Of the reader's four findings on the records (blank line 2, bad JSON 3, missing field 4,
    // truncated 5), the two real problems remain.
    QStringList recordRules;
    for (int row = int(report.results.size()); row < rules.size(); ++row)
        if (rules.at(row).startsWith(QLatin1String("records.")))
            recordRules.append(rules.at(row));
    QCOMPARE(recordRules, (QStringList {QStringLiteral("records.bad-json"), QStringLiteral("records.missing-field")}));
    // The broken lines are listed at their lines (3: not JSON, 4: missing duration_us).
    const QStringList locations = column(model, ProblemsModel::LocationColumn);
    const int badJson = int(rules.indexOf(QStringLiteral("records.bad-json")));
    QVERIFY(badJson >= int(report.results.size()));
    QCOMPARE(locations.at(badJson), QStringLiteral("perf_opt/perf_records.jsonl:3"));
    const int missing = int(rules.indexOf(QStringLiteral("records.missing-field")));
    QVERIFY(missing >= 0);
    QCOMPARE(locations.at(missing), QStringLiteral("perf_opt/perf_records.jsonl:4"));
    QCOMPARE(model.index(missing, 0).data(ProblemsModel::LineRole).toInt(), 4);
    QVERIFY(
        model.index(missing, ProblemsModel::MessageColumn).data().toString().contains(QLatin1String("duration_us")));
    // The gate's verdict comes first.
    for (int row = 0; row < report.results.size(); ++row)
        QCOMPARE(rules.at(row), report.results.at(row).ruleId);
    QVERIFY(model.countOf(Severity::Error) > 0);
}

void TestProblemsModel::sampleRunGate()
{
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"));
    QVERIFY(snapshot);
    const Diagnostics all = snapshot->diagnostics();
    const GateReport report = GateEngine::run(*snapshot, GateProfile::Workflow);
    ProblemsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setProblems(all, report);

    int expected = int(report.results.size());
    int errors = int(report.failures().size());
    for (const Diagnostic &d : all) {
        if (d.severity == Severity::Info || d.code == QLatin1String("records.truncated"))
            continue;
        ++expected;
        errors += d.severity == Severity::Error;
    }
    QCOMPARE(model.rowCount(), expected);
    QCOMPARE(model.countOf(Severity::Error), errors);
}

QTEST_MAIN(TestProblemsModel)
#include "tst_problemsmodel.moc"
