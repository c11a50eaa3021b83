// SPDX-License-Identifier: MIT
// Live append: a writer appends records to a watched run — each line flushed in two writes — while
// the loader reads it again and again (as the workbench does on every change). The still-growing
// last line is "in progress", never an invalid record; no record is lost or counted twice.
#include "gates/gateengine.h"
#include "records/perfrecordsfile.h"
#include "run/projectloader.h"
#include "runcopy.h"

#include <QAtomicInt>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

namespace {

QByteArray recordLine(int i)
{
    return "{\"round\": " + QByteArray::number(1 + i / 10) + ", \"candidate_id\": \"live_" + QByteArray::number(i)
        + "\", \"parent_id\": null, \"dispatch_path\": \"short_row\", \"workload\": \"fp16_4096x1024\", "
          "\"duration_us\": " + QByteArray::number(30.0 + i % 7) + ", \"l0_pass\": true, \"timestamp\": "
          "\"2026-09-24T01:07:16Z\"}\n";
}

bool append(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::Append))
        return false;
    const bool ok = file.write(bytes) == bytes.size();
    file.flush();
    return ok;
}

int errorsOf(const PerfRecordsFile &records)
{
    int errors = 0;
    for (const Diagnostic &d : records.diagnostics)
        if (d.severity == Diagnostic::Severity::Error)
            ++errors;
    return errors;
}

} // namespace

class TestLiveAppend : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void twoWritesPerLine()
    {
        QTemporaryDir dir(RunCopy::tempTemplate());
        const QString path = dir.filePath(QStringLiteral("perf_records.jsonl"));
        QVERIFY(append(path, recordLine(0) + recordLine(1)));
        QRandomGenerator random(15);
        int complete = 2;
        for (int i = 2; i < 60; ++i) {
            const QByteArray line = recordLine(i);
            const int cut = 1 + int(random.bounded(line.size() - 2)); // the closing brace still to come
            QVERIFY(append(path, line.left(cut)));
            const PerfRecordsFile partial = PerfRecordsReader::readFile(path, QStringLiteral("perf_records.jsonl"));
            QCOMPARE(errorsOf(partial), 0);
            QCOMPARE(int(partial.validRecords().size()), complete);
            QVERIFY(partial.truncatedLastLine);
            QVERIFY(append(path, line.mid(cut)));
            ++complete;
            const PerfRecordsFile whole = PerfRecordsReader::readFile(path, QStringLiteral("perf_records.jsonl"));
            QCOMPARE(errorsOf(whole), 0);
            QCOMPARE(int(whole.validRecords().size()), complete);
            QVERIFY(!whole.truncatedLastLine);
        }
        // Every candidate exactly once.
        const PerfRecordsFile last = PerfRecordsReader::readFile(path, QStringLiteral("perf_records.jsonl"));
        QSet<QString> ids;
        for (const PerfRecord *r : last.validRecords())
            ids.insert(r->candidateId);
        QCOMPARE(ids.size(), 60);
    }

    void concurrentWriterAndLoader()
    {
        QTemporaryDir dir(RunCopy::tempTemplate());
        const QString run = dir.filePath(QStringLiteral("rms_norm"));
        QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("rms_norm")), run));
        const QString path = run + QStringLiteral("/perf_opt/perf_records.jsonl");
        const int before = int(PerfRecordsReader::readFile(path, QStringLiteral("r")).validRecords().size());
        constexpr int Total = 150;
        QAtomicInt done(0);
        QThread *writer = QThread::create([&] {
            QRandomGenerator random(7);
            for (int i = 0; i < Total; ++i) {
                const QByteArray line = recordLine(1000 + i);
                const int cut = 1 + int(random.bounded(line.size() - 2)); // the closing brace still to come
                append(path, line.left(cut));
                QThread::usleep(1000 + random.bounded(4000));
                append(path, line.mid(cut));
            }
            done.storeRelease(1);
        });
        writer->start();
        int last = before;
        int reads = 0;
        while (!done.loadAcquire() || reads == 0) {
            const ProjectSnapshotPtr snapshot = ProjectLoader::load(run);
            const int valid = int(snapshot->records.validRecords().size());
            for (const Diagnostic &d : snapshot->records.diagnostics)
                QVERIFY2(d.code != QLatin1String("records.bad-json"), qPrintable(d.location() + QLatin1Char(' ') + d.message));
            QVERIFY(valid >= last); // never loses a record it had seen
            QVERIFY(valid <= before + Total);
            last = valid;
            ++reads;
        }
        writer->wait();
        delete writer;
        const ProjectSnapshotPtr final = ProjectLoader::load(run);
        QCOMPARE(int(final->records.validRecords().size()), before + Total);
        QVERIFY(!final->records.truncatedLastLine);
        qInfo("%d loads while the writer appended %d records", reads, Total);
    }

    // `check` on a run whose last line is still being written: "in progress", not a schema error.
    void checkWaitsForTheLastLine()
    {
        QTemporaryDir dir(RunCopy::tempTemplate());
        const QString run = dir.filePath(QStringLiteral("rms_norm"));
        QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("rms_norm")), run));
        QVERIFY(append(run + QStringLiteral("/perf_opt/perf_records.jsonl"), recordLine(500).left(40)));
        const ProjectSnapshotPtr snapshot = ProjectLoader::load(run);
        GateOptions options;
        options.useGitHistory = false;
        const GateReport report = GateEngine::run(*snapshot, GateProfile::Workflow, options);
        bool schemaFailure = false;
        for (const GateResult &r : report.results)
            schemaFailure = schemaFailure || (r.isFailure() && r.ruleId == QLatin1String("S4-PERF-RECORDS-SCHEMA"));
        QVERIFY(!schemaFailure);
    }
};

QTEST_GUILESS_MAIN(TestLiveAppend)
#include "tst_liveappend.moc"
