// SPDX-License-Identifier: MIT
// `perfopt check`'s text and JSON shapes of a gate report.
#include "gates/gatereportjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>
#include <QTextStream>

class TestGateReportJson : public QObject
{
    Q_OBJECT

private:
    static GateReport sampleReport()
    {
        GateReport report;
        report.profile = GateProfile::Strict;
        report.generation = Generation::A;
        report.results = {
            {QStringLiteral("S4-PERF-RECORDS"), Diagnostic::Severity::Error, QStringLiteral("perf_opt/perf_records.jsonl"),
             12, QStringLiteral("duration_us is -Infinity (100% = %1)"), {}},
            {QStringLiteral("REVIEW-PROFILE"), Diagnostic::Severity::Warning, QStringLiteral("perf_opt/opt_log.md"), 0,
             QStringLiteral("Task Duration 8.45 µs"),
             {QStringLiteral("perf_opt/profiles/r1: 8.45 µs"), QStringLiteral("第二 %2")}},
            {QStringLiteral("S4-LAYOUT"), Diagnostic::Severity::Info, QStringLiteral("perf_opt"), 3,
             QStringLiteral("note"), {}},
        };
        return report;
    }

private Q_SLOTS:
    void textHasOneLinePerResultAndItsEvidence()
    {
        const QString text = GateReportJson::toText(sampleReport(), false);
        // Markers such as %1 inside a message are text, never placeholders.
        QCOMPARE(text,
                 QStringLiteral("ERROR S4-PERF-RECORDS perf_opt/perf_records.jsonl:12: duration_us is -Infinity (100% = %1)\n"
                                "WARNING REVIEW-PROFILE perf_opt/opt_log.md: Task Duration 8.45 µs\n"
                                "    perf_opt/profiles/r1: 8.45 µs\n"
                                "    第二 %2\n"
                                "INFO S4-LAYOUT perf_opt:3: note\n"
                                "strict profile, Gen A: FAIL — 1 failure(s), 1 warning(s)\n"));
    }

    void colourPaintsSeverityAndVerdict()
    {
        GateReport report = sampleReport();
        report.results.removeFirst();
        const QString text = GateReportJson::toText(report, true);
        QVERIFY(text.startsWith(QStringLiteral("\x1b[33mWARNING\x1b[0m REVIEW-PROFILE ")));
        QVERIFY(text.contains(QStringLiteral("\x1b[36mINFO\x1b[0m S4-LAYOUT perf_opt:3: note\n")));
        QVERIFY(text.endsWith(QStringLiteral("Gen A: \x1b[32mPASS\x1b[0m — 0 failure(s), 1 warning(s)\n")));
    }

    void streamedTextIsTheSameAsTheString()
    {
        // Thousands of results through a stream (the CLI's stdout) read as the one string.
        GateReport report = sampleReport();
        for (int i = 0; i < 5000; ++i)
            report.results.append({QStringLiteral("REVIEW-PROFILE"), Diagnostic::Severity::Error,
                                   QStringLiteral("perf_opt/perf_records.jsonl"), i + 1,
                                   QStringLiteral("msprof_raw_path \"p/%1\" does not exist").arg(i), {}});
        QByteArray bytes;
        {
            QTextStream out(&bytes);
            GateReportJson::writeText(report, false, out);
        }
        const QString expected = GateReportJson::toText(report, false);
        QCOMPARE(QString::fromUtf8(bytes), expected);
        QCOMPARE(expected.count(QLatin1Char('\n')), 5000 + 3 + 2 + 1);
        QVERIFY(expected.contains(QStringLiteral("perf_opt/perf_records.jsonl:4321: msprof_raw_path \"p/4320\"")));
    }

    void streamedJsonIsTheDocumentsBytes_data()
    {
        QTest::addColumn<GateReport>("report");
        QTest::newRow("three severities, evidence, non-ASCII") << sampleReport();
        GateReport none = sampleReport();
        none.results.clear(); // empty arrays print as QJsonDocument prints them
        QTest::newRow("no results") << none;
        GateReport many = sampleReport();
        for (int i = 0; i < 3000; ++i) // past the writer's buffer, severities interleaved
            many.results.append({QStringLiteral("S4-PERF-RECORDS"), Diagnostic::Severity(i % 3),
                                 QStringLiteral("perf_opt/perf_records.jsonl"), i % 7,
                                 QStringLiteral("line \"%1\"\t\u0001").arg(i),
                                 i % 5 == 0 ? QStringList {QStringLiteral("e%1").arg(i)} : QStringList()});
        QTest::newRow("3,000 results") << many;
    }
    void streamedJsonIsTheDocumentsBytes()
    {
        QFETCH(GateReport, report);
        QByteArray streamed;
        int pieces = 0;
        GateReportJson::writeJson(report, [&](QByteArrayView bytes) {
            streamed += bytes;
            ++pieces;
        });
        QCOMPARE(streamed, QJsonDocument(GateReportJson::toJson(report)).toJson(QJsonDocument::Indented));
        if (report.results.size() > 1000)
            QVERIFY2(pieces > 1, "a large report is handed over in pieces, not gathered whole");
    }

    void jsonSortsResultsBySeverity()
    {
        const QJsonObject json = GateReportJson::toJson(sampleReport());
        QCOMPARE(json.value(QStringLiteral("profile")).toString(), QStringLiteral("strict"));
        QCOMPARE(json.value(QStringLiteral("passed")).toBool(), false);
        const QJsonArray failures = json.value(QStringLiteral("failures")).toArray();
        QCOMPARE(failures.size(), 1);
        QCOMPARE(failures.first().toObject().value(QStringLiteral("line")).toInt(), 12);
        const QJsonObject warning = json.value(QStringLiteral("warnings")).toArray().first().toObject();
        QVERIFY(!warning.contains(QStringLiteral("line"))); // no line: no key
        QCOMPARE(warning.value(QStringLiteral("evidence")).toArray().size(), 2);
        QCOMPARE(json.value(QStringLiteral("infos")).toArray().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestGateReportJson)
#include "tst_gatereportjson.moc"
