// SPDX-License-Identifier: MIT
// PerfRecordsReader: perf_records.jsonl as written by the workflow's runner (and by hand), read with
// Python-json semantics. Expected columns were computed with CPython's json module and str.index.
#include "records/perfrecordsfile.h"
#include "records/pythonjson.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

namespace {

const QString Display = QStringLiteral("perf_opt/perf_records.jsonl");

const QByteArray Baseline = R"({"round": 0, "candidate_id": "baseline", "parent_id": null, "dispatch_path": "aiv", )"
                            R"("workload": "w1", "duration_us": 20.0, "l0_pass": true, )"
                            R"("timestamp": "2026-09-24T13:00:00Z"})";

// A Gen A line with only the 7 required fields; duration_us at column 83, l0_pass at 104.
QByteArray genA(const QByteArray &duration = "12.5", const QByteArray &l0 = "true")
{
    return R"({"round": 1, "candidate_id": "v1_pipe", "dispatch_path": "aiv", "workload": "w1", "duration_us": )"
        + duration + R"(, "l0_pass": )" + l0 + R"(, "timestamp": "2026-09-24T13:31:12Z"})";
}

// A Gen B line with all 12 fields; phase at column 117.
QByteArray genB(const QByteArray &phase = "candidate")
{
    return R"({"round": 1, "candidate_id": "a_chain", "parent_id": "baseline", "kernel_id": "k.py::f::main", )"
           R"("workload_id": "w1", "phase": ")"
        + phase + R"(", "artifact_path": "k_round1_a_chain.py", "artifact_sha256": ")" + QByteArray(64, '0')
        + R"(", "duration_us": 11.7, "l0_pass": true, "msprof_raw_path": "profiles/candidate/round1/", )"
          R"("timestamp": "2026-09-24T13:31:12Z"})";
}

QByteArray replaced(QByteArray line, const QByteArray &before, const QByteArray &after)
{
    Q_ASSERT(line.contains(before));
    return line.replace(before, after);
}

// A line built from (key, raw JSON value) pairs, so that one key can be left out.
using Fields = QList<std::pair<QByteArray, QByteArray>>;

Fields genAFields()
{
    return {{"round", "2"},
            {"candidate_id", "\"v2_bs4096\""},
            {"parent_id", "\"v1_pipe\""},
            {"dispatch_path", "\"aiv\""},
            {"workload", "\"4096x8192\""},
            {"duration_us", "12.5"},
            {"l0_pass", "true"},
            {"msprof_raw_path", "\"perf_opt/profiles/round2/\""},
            {"timestamp", "\"2026-09-24T13:31:12Z\""}};
}

Fields genBFields()
{
    return {{"round", "1"},
            {"candidate_id", "\"a_chain\""},
            {"parent_id", "\"baseline\""},
            {"kernel_id", "\"argmax.py::_argreduce_kernel::main\""},
            {"workload_id", "\"fp16_1m\""},
            {"phase", "\"candidate\""},
            {"artifact_path", "\"_argreduce_kernel_round1_a_chain.py\""},
            {"artifact_sha256", '"' + QByteArray(64, 'a') + '"'},
            {"duration_us", "11.7"},
            {"l0_pass", "true"},
            {"msprof_raw_path", "\"profiles/candidate/round1/\""},
            {"timestamp", "\"2026-09-24T13:31:12Z\""}};
}

QByteArray lineWithout(const Fields &fields, const QByteArray &skip)
{
    QByteArrayList parts;
    for (const auto &[key, value] : fields)
        if (key != skip)
            parts.append('"' + key + "\": " + value);
    return '{' + parts.join(", ") + '}';
}

QList<Diagnostic> withCode(const Diagnostics &diagnostics, const QString &code)
{
    QList<Diagnostic> out;
    for (const Diagnostic &d : diagnostics)
        if (d.code == code)
            out.append(d);
    return out;
}

int errorCount(const Diagnostics &diagnostics)
{
    int n = 0;
    for (const Diagnostic &d : diagnostics)
        n += d.severity == Diagnostic::Severity::Error ? 1 : 0;
    return n;
}

QByteArray dump(const Diagnostics &diagnostics)
{
    QByteArray out;
    for (const Diagnostic &d : diagnostics)
        out += (Diagnostic::severityName(d.severity) + QLatin1Char(' ') + d.code + QLatin1Char(' ') + d.location()
                + QLatin1String(": ") + d.message)
                   .toUtf8()
            + '\n';
    return out;
}


// The file's bytes as the checks read them again.
QByteArray bytesOf(const PerfRecordsFile &file)
{
    QByteArray out;
    file.readBytes([&](QByteArrayView chunk) {
        out.append(chunk);
        return true;
    });
    return out;
}

// Everything a read gives, one line per fact, for a readable diff.
QByteArray describe(const PerfRecordsFile &file)
{
    QStringList out;
    out << QStringLiteral("exists=%1 bom=%2 crlf=%3 blank=%4 truncated=%5 contract=%6 firstGenB=%7")
               .arg(file.exists)
               .arg(file.hasBom)
               .arg(file.hasCrlf)
               .arg(file.blankLines)
               .arg(file.truncatedLastLine)
               .arg(int(file.contract))
               .arg(file.firstGenBLine);
    for (const PerfRecord &r : file.records)
        out << QStringLiteral("record %1 parsed=%2 valid=%3 contract=%4 round=%5 id=%6 parent=%7 workload=%8/%9 "
                              "phase=%10 duration=%11 l0=%12 raw=%13")
                   .arg(r.line)
                   .arg(r.parsed)
                   .arg(r.valid)
                   .arg(int(r.contract))
                   .arg(r.round.value_or(-1))
                   .arg(r.candidateId, r.parentId.value_or(QStringLiteral("<null>")), r.workload, r.workloadId,
                        r.phase)
                   .arg(r.durationUs)
                   .arg(r.l0Pass.has_value() ? int(*r.l0Pass) : -1)
                   .arg(r.text().size() > 300 ? r.text().left(300) + QStringLiteral("[%1]").arg(r.text().size()) : r.text());
    QByteArray text = out.join(QLatin1Char('\n')).toUtf8() + '\n' + dump(file.diagnostics);
    return text;
}

} // namespace

class TestPerfRecordsFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void malformedLine_data();
    void malformedLine();
    void wrongTypeSaysWhatItIs_data();
    void wrongTypeSaysWhatItIs();
    void fileShape_data();
    void fileShape();
    void requiredFields_data();
    void requiredFields();
    void typedGenA();
    void typedGenB();
    void roundOutOfRangeQuotesIt_data();
    void roundOutOfRangeQuotesIt();
    void pythonQuirks();
    void majorityContract();
    void fastPathMatchesSlowPath_data();
    void fastPathMatchesSlowPath();
    void manyBlankLines();
    void fifteenThousandLines();
    void readFileFromDisk();
    void streamedMatchesParse_data();
    void streamedMatchesParse();
    void lineOverTheLimit_data();
    void lineOverTheLimit();
    void snapshotPrefix();
    void snapshotPrefixOverChunks();
    void bundledSamples_data();
    void bundledSamples();
};

void TestPerfRecordsFile::malformedLine_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("code");
    QTest::addColumn<bool>("present");
    QTest::addColumn<Diagnostic::Severity>("severity");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<bool>("lineValid");

    using S = Diagnostic::Severity;
    // Each case both ways: the malformed line on line 2 yields the diagnostic; its repaired twin does not.
    auto pair = [](const char *name, const QByteArray &bad, const QByteArray &fixed, const char *code, S severity,
                   int column, bool badLineStillValid) {
        QTest::addRow("%s", name) << QByteArray(Baseline + '\n' + bad + '\n') << QString::fromLatin1(code) << true
                                  << severity << 2 << column << badLineStillValid;
        QTest::addRow("%s (repaired)", name) << QByteArray(Baseline + '\n' + fixed + '\n') << QString::fromLatin1(code)
                                             << false << severity << 2 << 0 << true;
    };
    pair("trailing comma", R"({"round": 1, "candidate_id": "v1_pipe",})", genA(), "records.bad-json", S::Error, 40,
         false);
    pair("single quotes", R"({'round': 1, 'candidate_id': 'v1_pipe'})", genA(), "records.bad-json", S::Error, 2, false);
    pair("leading zero", genA("012.5"), genA(), "records.bad-json", S::Error, 99, false);
    pair("tab inside a string", "{\"round\": 1, \"candidate_id\": \"v1\tpipe\"}", genA(), "records.bad-json", S::Error,
         33, false);
    pair("blanks before bad json", R"(    {"round": 1,})", "    " + genA(), "records.bad-json", S::Error, 17, false);
    pair("tab before bad json", "\t{\"round\": 1, \"candidate_id\": \"v1_pipe\",}", '\t' + genA(), "records.bad-json",
         S::Error, 41, false);
    pair("two objects on one line", R"({"round": 1}{"round": 2})", genA(), "records.bad-json", S::Error, 13, false);
    pair("not json at all", "round=1 duration=12.5", genA(), "records.bad-json", S::Error, 1, false);
    pair("array line", "[1, 2]", genA(), "records.not-object", S::Error, 1, false);
    pair("string line", "\"v1_pipe\"", genA(), "records.not-object", S::Error, 1, false);
    pair("indented number line", "  12.5", genA(), "records.not-object", S::Error, 3, false);
    pair("missing duration_us", replaced(genA(), R"("duration_us": 12.5, )", ""), genA(), "records.missing-field",
         S::Error, 0, false);
    pair("duration as string", genA("\"12.5\""), genA(), "records.wrong-type", S::Error, 83, false);
    pair("duration as bool", genA("true"), genA(), "records.wrong-type", S::Error, 83, false);
    pair("duration null", genA("null"), genA(), "records.wrong-type", S::Error, 83, false);
    pair("l0_pass as int", genA("12.5", "1"), genA("12.5", "false"), "records.wrong-type", S::Error, 104, false);
    pair("l0_pass as string", genA("12.5", "\"true\""), genA(), "records.wrong-type", S::Error, 104, false);
    pair("round as float", replaced(genA(), R"("round": 1,)", R"("round": 1.0,)"), genA(), "records.wrong-type",
         S::Error, 2, false);
    pair("round beyond 64 bits", replaced(genA(), R"("round": 1,)", R"("round": 100000000000000000000,)"), genA(),
         "records.round-range", S::Error, 2, false);
    pair("round beyond 32 bits", replaced(genA(), R"("round": 1,)", R"("round": 2147483648,)"), genA(),
         "records.round-range", S::Error, 2, false);
    pair("round as string", replaced(genA(), R"("round": 1,)", R"("round": "1",)"), genA(), "records.wrong-type",
         S::Error, 2, false);
    pair("parent_id as number", replaced(genA(), R"("round": 1,)", R"("round": 1, "parent_id": 3,)"),
         replaced(genA(), R"("round": 1,)", R"("round": 1, "parent_id": null,)"), "records.wrong-type", S::Error, 14,
         false);
    pair("candidate_id null", replaced(genA(), R"("v1_pipe")", "null"), genA(), "records.wrong-type", S::Error, 14,
         false);
    pair("Gen B unknown phase", genB("tuning"), genB("final"), "records.bad-phase", S::Error, 117, false);
    pair("duplicate key", replaced(genA(), R"("round": 1,)", R"("round": 1, "duration_us": 99.0,)"), genA(),
         "records.duplicate-key", S::Warning, 14, true);
    pair("NaN duration", genA("NaN"), genA(), "records.non-finite", S::Warning, 83, true);
    pair("Infinity duration", genA("Infinity"), genA(), "records.non-finite", S::Warning, 83, true);
    pair("-Infinity duration", genA("-Infinity"), genA(), "records.non-finite", S::Warning, 83, true);
    pair("zero duration", genA("0"), genA("1"), "records.non-positive", S::Warning, 83, true);
    pair("negative duration", genA("-3.5"), genA(), "records.non-positive", S::Warning, 83, true);

    // Line numbers count blank lines, as Python's enumerate over lines does.
    QTest::newRow("bad json after blank lines")
        << QByteArray(Baseline + "\n\n   \n" + R"({"round": 1,})" + '\n' + genA() + '\n')
        << QStringLiteral("records.bad-json") << true << S::Error << 4 << 13 << false;
}

void TestPerfRecordsFile::malformedLine()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, code);
    QFETCH(bool, present);
    QFETCH(Diagnostic::Severity, severity);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(bool, lineValid);

    const PerfRecordsFile file = PerfRecordsReader::parse(content, Display);
    const QList<Diagnostic> hits = withCode(file.diagnostics, code);
    if (!present) {
        QVERIFY2(hits.isEmpty(), dump(file.diagnostics).constData());
        QCOMPARE(errorCount(file.diagnostics), 0);
        QCOMPARE(file.validRecords().size(), file.records.size());
        return;
    }
    QVERIFY2(hits.size() == 1, dump(file.diagnostics).constData());
    const Diagnostic &d = hits.first();
    QCOMPARE(d.severity, severity);
    QCOMPARE(d.file, Display);
    QCOMPARE(d.line, line);
    QCOMPARE(d.column, column);
    QVERIFY(!d.message.isEmpty());
    QVERIFY(d.location().startsWith(Display + QLatin1Char(':') + QString::number(line)));
    // The offending line is kept (so views can show it) and judged; the baseline stays valid.
    const auto it = std::find_if(file.records.cbegin(), file.records.cend(),
                                 [line](const PerfRecord &r) { return r.line == line; });
    QVERIFY(it != file.records.cend());
    QCOMPARE(it->valid, lineValid);
    QVERIFY(file.records.first().valid);
    QCOMPARE(errorCount(file.diagnostics), severity == Diagnostic::Severity::Error ? 1 : 0);
}

// A duration_us of the wrong type is named for what it is ("28.96" in quotes: a string, not a
// boolean), on the fast path and on the slow one (a duplicate key sends a line there).
void TestPerfRecordsFile::wrongTypeSaysWhatItIs_data()
{
    using namespace Qt::StringLiterals;
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("says");
    const QList<std::pair<QByteArray, QString>> kinds = {{"\"28.96\"", u"(not a string)"_s},
                                                         {"true", u"(not a boolean)"_s},
                                                         {"null", u"(not null)"_s},
                                                         {"[28.96]", u"(not an array or object)"_s}};
    for (const auto &[value, says] : kinds) {
        QTest::addRow("%s", value.constData()) << genA(value) << says;
        QTest::addRow("%s, slow path", value.constData())
            << replaced(genA(value), R"("round": 1,)", R"("round": 1, "round": 1,)") << says;
    }
}

void TestPerfRecordsFile::wrongTypeSaysWhatItIs()
{
    using namespace Qt::StringLiterals;
    QFETCH(QByteArray, line);
    QFETCH(QString, says);
    const PerfRecordsFile file = PerfRecordsReader::parse(line + '\n', Display);
    QStringList messages;
    for (const Diagnostic &d : file.diagnostics)
        if (d.code == u"records.wrong-type"_s)
            messages.append(d.message);
    QCOMPARE(messages.size(), 1);
    QVERIFY2(messages.first().contains(u"Field \"duration_us\" must be a number "_s + says),
             qPrintable(messages.first()));
}

void TestPerfRecordsFile::fileShape_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("code"); // empty: no diagnostic at all
    QTest::addColumn<Diagnostic::Severity>("severity");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("records");
    QTest::addColumn<int>("valid");

    using S = Diagnostic::Severity;
    const QByteArray a = genA();
    QTest::newRow("clean LF file") << QByteArray(Baseline + '\n' + a + '\n') << QString() << S::Info << 0 << 0 << 2
                                   << 2;
    QTest::newRow("empty file") << QByteArray() << QString() << S::Info << 0 << 0 << 0 << 0;
    QTest::newRow("complete last line without newline")
        << QByteArray(Baseline + '\n' + a) << QString() << S::Info << 0 << 0 << 2 << 2;
    QTest::newRow("BOM") << QByteArray("\xEF\xBB\xBF" + Baseline + '\n' + a + '\n') << QStringLiteral("records.bom")
                         << S::Warning << 1 << 1 << 2 << 2;
    QTest::newRow("CRLF") << QByteArray(Baseline + "\r\n" + a + "\r\n") << QStringLiteral("records.crlf") << S::Info
                          << 1 << 0 << 2 << 2;
    QTest::newRow("CRLF from line 2 only")
        << QByteArray(Baseline + '\n' + a + "\r\n") << QStringLiteral("records.crlf") << S::Info << 2 << 0 << 2 << 2;
    QTest::newRow("blank line") << QByteArray(Baseline + "\n\n" + a + '\n') << QStringLiteral("records.blank-line")
                                << S::Info << 2 << 0 << 2 << 2;
    QTest::newRow("whitespace-only line") << QByteArray(Baseline + "\n \t \n" + a + '\n')
                                          << QStringLiteral("records.blank-line") << S::Info << 2 << 0 << 2 << 2;
    QTest::newRow("truncated last line") << QByteArray(Baseline + '\n' + a + '\n' + R"({"round": 1, "candi)")
                                         << QStringLiteral("records.truncated") << S::Warning << 3 << 14 << 2 << 2;
    QTest::newRow("truncated last line after CR")
        << QByteArray(Baseline + "\r\n" + R"({"round": 1, "candi)" + '\r') << QStringLiteral("records.truncated")
        << S::Warning << 2 << 14 << 1 << 1;
    // The same broken text followed by a newline is complete, so it is an error, not a truncation.
    QTest::newRow("broken last line with newline")
        << QByteArray(Baseline + '\n' + R"({"round": 1, "candi)" + '\n') << QStringLiteral("records.bad-json")
        << S::Error << 2 << 14 << 2 << 1;
    QByteArray longLine = a;
    longLine.replace(R"("w1")", QByteArray('"' + QByteArray(PerfRecordsReader::LongLineThreshold + 10, 'w') + '"'));
    QTest::newRow("long line") << QByteArray(Baseline + '\n' + longLine + '\n') << QStringLiteral("records.long-line")
                               << S::Warning << 2 << 0 << 2 << 2;
    QByteArray justUnder = a;
    justUnder.replace(R"("w1")",
                      QByteArray('"' + QByteArray(PerfRecordsReader::LongLineThreshold - a.size(), 'w') + '"'));
    QTest::newRow("line just under the threshold")
        << QByteArray(Baseline + '\n' + justUnder + '\n') << QString() << S::Info << 0 << 0 << 2 << 2;
}

void TestPerfRecordsFile::fileShape()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, code);
    QFETCH(Diagnostic::Severity, severity);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(int, records);
    QFETCH(int, valid);

    const PerfRecordsFile file = PerfRecordsReader::parse(content, Display);
    QVERIFY(file.exists);
    QCOMPARE(bytesOf(file), content);
    QCOMPARE(file.records.size(), records);
    QCOMPARE(file.validRecords().size(), valid);
    if (code.isEmpty()) {
        QVERIFY2(file.diagnostics.isEmpty(), dump(file.diagnostics).constData());
    } else {
        const QList<Diagnostic> hits = withCode(file.diagnostics, code);
        QVERIFY2(hits.size() == 1, dump(file.diagnostics).constData());
        QCOMPARE(hits.first().severity, severity);
        QCOMPARE(hits.first().file, Display);
        QCOMPARE(hits.first().line, line);
        QCOMPARE(hits.first().column, column);
    }
    QCOMPARE(file.hasBom, code == QLatin1String("records.bom"));
    QCOMPARE(file.hasCrlf, content.contains("\r\n"));
    QCOMPARE(file.truncatedLastLine, code == QLatin1String("records.truncated"));
    QCOMPARE(file.blankLines, code == QLatin1String("records.blank-line") ? 1 : 0);
    // Record line numbers are physical line numbers and strictly increasing.
    for (qsizetype i = 1; i < file.records.size(); ++i)
        QVERIFY(file.records[i].line > file.records[i - 1].line);
}

void TestPerfRecordsFile::requiredFields_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<Generation>("contract");
    QTest::addColumn<QString>("missing"); // empty: the line is complete

    // Gen A: the lint requires 7 of the 9 documented fields; parent_id and msprof_raw_path may be absent.
    const QStringList genARequired {QStringLiteral("round"),         QStringLiteral("candidate_id"),
                                    QStringLiteral("dispatch_path"), QStringLiteral("workload"),
                                    QStringLiteral("duration_us"),   QStringLiteral("l0_pass"),
                                    QStringLiteral("timestamp")};
    for (const auto &[key, value] : genAFields()) {
        const QString name = QString::fromLatin1(key);
        QTest::addRow("Gen A without %s", key.constData())
            << lineWithout(genAFields(), key) << Generation::A << (genARequired.contains(name) ? name : QString());
    }
    QTest::newRow("Gen A complete") << lineWithout(genAFields(), QByteArray()) << Generation::A << QString();
    // Gen B: all 12 are required. workload_id or phase make a line Gen B, kernel_id without Gen A's keys too.
    for (const auto &[key, value] : genBFields())
        QTest::addRow("Gen B without %s", key.constData())
            << lineWithout(genBFields(), key) << Generation::B << QString::fromLatin1(key);
    QTest::newRow("Gen B complete") << lineWithout(genBFields(), QByteArray()) << Generation::B << QString();
    // "kernel_id" alone is no Gen B evidence (§0): a Gen A line may carry it as an extra key.
    QTest::newRow("Gen A with an extra kernel_id")
        << QByteArray(lineWithout(genAFields(), QByteArray())).replace("{", "{\"kernel_id\": \"toy_op\", ")
        << Generation::A << QString();
}

void TestPerfRecordsFile::requiredFields()
{
    QFETCH(QByteArray, line);
    QFETCH(Generation, contract);
    QFETCH(QString, missing);

    const PerfRecordsFile file = PerfRecordsReader::parse(line + '\n', Display);
    QCOMPARE(file.records.size(), 1);
    const PerfRecord &record = file.records.first();
    QVERIFY(record.parsed);
    QCOMPARE(record.contract, contract);
    QCOMPARE(file.contract, contract);
    const QList<Diagnostic> hits = withCode(file.diagnostics, QStringLiteral("records.missing-field"));
    if (missing.isEmpty()) {
        QVERIFY2(file.diagnostics.isEmpty(), dump(file.diagnostics).constData());
        QVERIFY(record.valid);
        return;
    }
    QVERIFY(!record.valid);
    QCOMPARE(hits.size(), 1);
    QCOMPARE(hits.first().line, 1);
    QCOMPARE(hits.first().file, Display);
    QVERIFY2(hits.first().message.contains(missing), qPrintable(hits.first().message));
    QVERIFY(hits.first().message.contains(QStringLiteral("Gen ") + generationName(contract)));
}

void TestPerfRecordsFile::typedGenA()
{
    const PerfRecordsFile file
        = PerfRecordsReader::parse(Baseline + '\n' + lineWithout(genAFields(), QByteArray()) + '\n', Display);
    QVERIFY2(file.diagnostics.isEmpty(), dump(file.diagnostics).constData());
    QCOMPARE(file.contract, Generation::A);
    QCOMPARE(file.records.size(), 2);

    const PerfRecord &base = file.records[0];
    QCOMPARE(base.line, 1);
    QCOMPARE(base.raw, QByteArray(Baseline));
    QVERIFY(base.isBaseline());
    QCOMPARE(base.round, std::optional<qint64>(0));
    QCOMPARE(base.parentId, std::optional<QString>()); // null
    QCOMPARE(base.durationUs, 20.0);

    const PerfRecord &r = file.records[1];
    QCOMPARE(r.line, 2);
    QVERIFY(r.valid);
    QVERIFY(!r.isBaseline());
    QCOMPARE(r.contract, Generation::A);
    QCOMPARE(r.round, std::optional<qint64>(2));
    QCOMPARE(r.candidateId, QStringLiteral("v2_bs4096"));
    QCOMPARE(r.parentId, std::optional<QString>(QStringLiteral("v1_pipe")));
    QCOMPARE(r.dispatchPath, QStringLiteral("aiv"));
    QCOMPARE(r.workload, QStringLiteral("4096x8192"));
    QCOMPARE(r.durationUs, 12.5);
    QVERIFY(r.hasDuration());
    QCOMPARE(r.l0Pass, std::optional<bool>(true));
    QCOMPARE(r.msprofRawPath, QStringLiteral("perf_opt/profiles/round2/"));
    QCOMPARE(r.timestamp, QStringLiteral("2026-09-24T13:31:12Z"));
    QCOMPARE(r.workloadKey(), QStringLiteral("aiv / 4096x8192"));
    QCOMPARE(r.groupKey(), QStringLiteral("aiv"));
    QVERIFY(r.kernelId.isEmpty());
}

void TestPerfRecordsFile::typedGenB()
{
    QByteArray baseline = lineWithout(genBFields(), QByteArray());
    baseline.replace(R"("phase": "candidate")", R"("phase": "baseline")");
    baseline.replace(R"("parent_id": "baseline")", R"("parent_id": null)");
    const PerfRecordsFile file
        = PerfRecordsReader::parse(baseline + '\n' + lineWithout(genBFields(), QByteArray()) + '\n', Display);
    QVERIFY2(file.diagnostics.isEmpty(), dump(file.diagnostics).constData());
    QCOMPARE(file.contract, Generation::B);
    QVERIFY(file.records[0].isBaseline());
    const PerfRecord &r = file.records[1];
    QVERIFY(!r.isBaseline());
    QCOMPARE(r.contract, Generation::B);
    QCOMPARE(r.kernelId, QStringLiteral("argmax.py::_argreduce_kernel::main"));
    QCOMPARE(r.workloadId, QStringLiteral("fp16_1m"));
    QCOMPARE(r.phase, QStringLiteral("candidate"));
    QCOMPARE(r.artifactPath, QStringLiteral("_argreduce_kernel_round1_a_chain.py"));
    QCOMPARE(r.artifactSha256, QString(64, QLatin1Char('a')));
    QCOMPARE(r.durationUs, 11.7);
    QCOMPARE(r.workloadKey(), QStringLiteral("argmax.py::_argreduce_kernel::main / fp16_1m"));
    QCOMPARE(r.groupKey(), QStringLiteral("argmax.py::_argreduce_kernel::main"));
}

void TestPerfRecordsFile::roundOutOfRangeQuotesIt_data()
{
    QTest::addColumn<QByteArray>("round");
    QTest::newRow("beyond 32 bits") << QByteArray("2147483648");
    QTest::newRow("negative") << QByteArray("-1");
    QTest::newRow("beyond 64 bits") << QByteArray("100000000000000000000");
    QTest::newRow("negative beyond 64 bits") << QByteArray("-99999999999999999999");
}

void TestPerfRecordsFile::roundOutOfRangeQuotesIt()
{
    // The message quotes the round as written, on the fast path (64-bit integers) and on the slow one.
    QFETCH(QByteArray, round);
    const QByteArray line = replaced(genA(), R"("round": 1,)", "\"round\": " + round + ',');
    const PerfRecordsFile file = PerfRecordsReader::parse(Baseline + '\n' + line + '\n', Display);
    const QList<Diagnostic> hits = withCode(file.diagnostics, QStringLiteral("records.round-range"));
    QVERIFY2(hits.size() == 1, dump(file.diagnostics).constData());
    QVERIFY2(hits.first().message.contains(QString::fromLatin1(round + " is outside 0")),
             qPrintable(hits.first().message));
    QCOMPARE(file.validRecords().size(), 1);
}

void TestPerfRecordsFile::pythonQuirks()
{
    // NaN passes Python's number test: the line stays valid, with a warning, and no finite duration.
    {
        const PerfRecordsFile f = PerfRecordsReader::parse(genA("NaN") + '\n', Display);
        QVERIFY(f.records.first().valid);
        QVERIFY(!f.records.first().hasDuration());
        QCOMPARE(errorCount(f.diagnostics), 0);
    }
    // 1 (int) and 1.0 (float) are both numbers for duration_us, but round must be an int.
    for (const QByteArray &number : {QByteArray("1"), QByteArray("1.0"), QByteArray("1e1")}) {
        const PerfRecordsFile f = PerfRecordsReader::parse(genA(number) + '\n', Display);
        QVERIFY2(f.records.first().valid, number.constData());
        QCOMPARE(f.records.first().durationUs, number == "1e1" ? 10.0 : 1.0);
    }
    // A big integer is still a number (Python int), far beyond qint64.
    {
        const PerfRecordsFile f = PerfRecordsReader::parse(genA("123456789012345678901234567890") + '\n', Display);
        QVERIFY(f.records.first().valid);
        QCOMPARE(f.records.first().durationUs, 1.2345678901234568e29);
    }
    // true is a bool, never a number; and l0_pass: false is legal.
    {
        const PerfRecordsFile f = PerfRecordsReader::parse(genA("true", "false") + '\n', Display);
        QVERIFY(!f.records.first().valid);
        QCOMPARE(withCode(f.diagnostics, QStringLiteral("records.wrong-type")).size(), 1);
        QCOMPARE(f.records.first().l0Pass, std::optional<bool>(false));
    }
    // The last of duplicate keys wins.
    {
        const PerfRecordsFile f = PerfRecordsReader::parse(
            replaced(genA(), R"("round": 1,)", R"("round": 1, "duration_us": 99.0, "candidate_id": "first",)") + '\n',
            Display);
        QCOMPARE(f.records.first().durationUs, 12.5);
        QCOMPARE(f.records.first().candidateId, QStringLiteral("v1_pipe"));
        QCOMPARE(withCode(f.diagnostics, QStringLiteral("records.duplicate-key")).size(), 2);
    }
    // Full-width digits and a nbsp are not JSON, whatever Python's regexes elsewhere accept.
    {
        const PerfRecordsFile f
            = PerfRecordsReader::parse(genA(QByteArray("\xEF\xBC\x91\xEF\xBC\x92")) + '\n', Display);
        QCOMPARE(withCode(f.diagnostics, QStringLiteral("records.bad-json")).size(), 1);
    }
}

void TestPerfRecordsFile::fastPathMatchesSlowPath_data()
{
    // Lines the byte-level fast path reads and lines it hands to PythonJson: the typed record and the
    // diagnostics must be the same either way.
    QTest::addColumn<QByteArray>("line");
    QTest::newRow("gen A") << genA();
    QTest::newRow("gen A all fields") << lineWithout(genAFields(), QByteArray());
    QTest::newRow("gen B") << genB();
    QTest::newRow("gen B bad phase") << genB("later");
    QTest::newRow("negative zero") << genA("-0");
    QTest::newRow("negative float") << genA("-3.25");
    QTest::newRow("exponent") << genA("125E-1");
    QTest::newRow("largest qint64") << genA("9223372036854775807");
    QTest::newRow("beyond qint64") << genA("9223372036854775808");
    QTest::newRow("below qint64") << genA("-9223372036854775809");
    QTest::newRow("overflowing float") << genA("1e999");
    QTest::newRow("underflowing float") << genA("1e-999");
    QTest::newRow("NaN") << genA("NaN");
    QTest::newRow("-Infinity") << genA("-Infinity");
    QTest::newRow("zero duration") << genA("0");
    QTest::newRow("bool duration") << genA("false");
    QTest::newRow("string duration") << genA("\"12.5\"");
    QTest::newRow("null l0") << genA("12.5", "null");
    QTest::newRow("round as float") << replaced(genA(), R"("round": 1)", R"("round": 1.0)");
    QTest::newRow("parent null") << lineWithout(genAFields(), "parent_id").replace("{", R"({"parent_id": null, )");
    QTest::newRow("parent number") << lineWithout(genAFields(), "parent_id").replace("{", R"({"parent_id": 3, )");
    QTest::newRow("missing field") << lineWithout(genAFields(), "workload");
    QTest::newRow("missing gen B field") << lineWithout(genBFields(), "artifact_sha256");
    QTest::newRow("UTF-8 in a string") << replaced(genA(), R"("w1")", "\"w\xE2\x80\xA8\xE4\xB8\x80\"");
    QTest::newRow("invalid UTF-8 in a string") << replaced(genA(), R"("w1")", "\"w\xFF\xFE\"");
    QTest::newRow("escape in a string") << replaced(genA(), R"("w1")", R"("w\u0031\n")");
    QTest::newRow("tab inside") << replaced(genA(), R"("round": 1,)", "\"round\":\t1\t,");
    QTest::newRow("no spaces") << QByteArray(R"({"round":1,"candidate_id":"x","dispatch_path":"a","workload":"w",)"
                                             R"("duration_us":1.5,"l0_pass":true,"timestamp":"t"})");
    QTest::newRow("empty object") << QByteArray("{}");
    QTest::newRow("nested value") << replaced(genA(), R"("w1")", R"({"a": [1, 2]})");
    QTest::newRow("trailing comma") << replaced(genA(), R"(Z"})", R"(Z",})");
    QTest::newRow("extra data") << genA() + " 1";
    QTest::newRow("surrounding spaces") << "  " + genA() + " \t";
    QTest::newRow("non-ASCII key") << replaced(genA(), R"("round")", "\"r\xC3\xB6und\"");
}

void TestPerfRecordsFile::fastPathMatchesSlowPath()
{
    QFETCH(QByteArray, line);
    const PerfRecordsFile file = PerfRecordsReader::parse(line + '\n', Display);
    QCOMPARE(file.records.size(), 1);
    const PerfRecord &got = file.records.first();

    PerfRecord want;
    want.line = 1;
    want.raw = line;
    Diagnostics wantDiagnostics;
    const QString wantText = want.text();
    const PythonJson::Result json = PythonJson::parse(QStringView(wantText).trimmed());
    if (json.ok && json.value.metaType() == QMetaType::fromType<QVariantMap>()) {
        want.parsed = true;
        PerfRecordsReader::typeRecord(want, json.value.toMap(), Display, wantDiagnostics);
    }
    QCOMPARE(got.parsed, want.parsed);
    if (!want.parsed)
        return; // the slow path itself read it (its diagnostics are malformedLine's business)
    // The file-level checks (invalid UTF-8 in the line) come on top of what typing the record says.
    Diagnostics typed;
    for (const Diagnostic &d : file.diagnostics)
        if (d.code != QLatin1String("records.invalid-utf8"))
            typed.append(d);
    QCOMPARE(typed.size() < file.diagnostics.size(), !line.isValidUtf8());
    QCOMPARE(dump(typed), dump(wantDiagnostics));
    QCOMPARE(got.raw, want.raw);
    QCOMPARE(got.valid, want.valid);
    QCOMPARE(got.contract, want.contract);
    QCOMPARE(got.namesGenBFields, want.namesGenBFields);
    QCOMPARE(got.round, want.round);
    QCOMPARE(got.candidateId, want.candidateId);
    QCOMPARE(got.parentId, want.parentId);
    QCOMPARE(got.dispatchPath, want.dispatchPath);
    QCOMPARE(got.workload, want.workload);
    QCOMPARE(got.kernelId, want.kernelId);
    QCOMPARE(got.workloadId, want.workloadId);
    QCOMPARE(got.phase, want.phase);
    QCOMPARE(got.artifactPath, want.artifactPath);
    QCOMPARE(got.artifactSha256, want.artifactSha256);
    QCOMPARE(got.msprofRawPath, want.msprofRawPath);
    QCOMPARE(got.timestamp, want.timestamp);
    QCOMPARE(got.l0Pass, want.l0Pass);
    QCOMPARE(std::isnan(got.durationUs), std::isnan(want.durationUs));
    if (!std::isnan(want.durationUs))
        QCOMPARE(got.durationUs, want.durationUs);
}

void TestPerfRecordsFile::manyBlankLines()
{
    // 100,000 blank lines must not become 100,000 diagnostics: the first ones are listed, the rest
    // are counted in one summary at the first unlisted line.
    const int blanks = 100000;
    QByteArray content = Baseline + '\n';
    for (int i = 0; i < blanks; ++i)
        content += i % 2 ? "\n" : " \t\n";
    content += genA() + '\n';
    const PerfRecordsFile file = PerfRecordsReader::parse(content, Display);
    QCOMPARE(file.blankLines, blanks);
    QCOMPARE(file.records.size(), 2);
    QCOMPARE(file.records.last().line, blanks + 2);
    const QList<Diagnostic> hits = withCode(file.diagnostics, QStringLiteral("records.blank-line"));
    QCOMPARE(hits.size(), PerfRecordsReader::MaxBlankLineDiagnostics + 1);
    QCOMPARE(hits.first().line, 2);
    QCOMPARE(hits.last().line, PerfRecordsReader::MaxBlankLineDiagnostics + 2);
    QCOMPARE(hits.last().file, Display);
    QVERIFY2(hits.last().message.contains(QString::number(blanks - PerfRecordsReader::MaxBlankLineDiagnostics)),
             qPrintable(hits.last().message));
}

void TestPerfRecordsFile::majorityContract()
{
    const QByteArray b = genB();
    const PerfRecordsFile mostlyB = PerfRecordsReader::parse(genA() + '\n' + b + '\n' + b + '\n', Display);
    QCOMPARE(mostlyB.contract, Generation::B);
    QCOMPARE(mostlyB.records[0].contract, Generation::A);
    QCOMPARE(mostlyB.records[1].contract, Generation::B);
    const PerfRecordsFile mostlyA = PerfRecordsReader::parse(genA() + '\n' + genA() + '\n' + b + '\n', Display);
    QCOMPARE(mostlyA.contract, Generation::A);
    const PerfRecordsFile nothingParsed = PerfRecordsReader::parse("[1]\n{bad\n", Display);
    QCOMPARE(nothingParsed.contract, Generation::Unknown);
}

void TestPerfRecordsFile::fifteenThousandLines()
{
    constexpr int Lines = 15000;
    QByteArray content = Baseline + '\n';
    for (int i = 1; i < Lines; ++i) {
        const int round = 1 + (i - 1) / 30;
        content += R"({"round": )" + QByteArray::number(round) + R"(, "candidate_id": "v)" + QByteArray::number(round)
            + "_b" + QByteArray::number(i % 30) + R"(", "parent_id": "baseline", "dispatch_path": "aiv", )"
            + R"("workload": "w)" + QByteArray::number(i % 3) + R"(", "duration_us": )"
            + QByteArray::number(10.0 + i / 1000.0, 'f', 3)
            + R"(, "l0_pass": true, "msprof_raw_path": "perf_opt/profiles/r/", "timestamp": "2026-09-24T13:31:12Z"})"
            + '\n';
    }
    const PerfRecordsFile file = PerfRecordsReader::parse(content, Display);
    QVERIFY2(file.diagnostics.isEmpty(), dump(file.diagnostics.mid(0, 5)).constData());
    QCOMPARE(file.records.size(), Lines);
    QCOMPARE(file.validRecords().size(), Lines);
    const PerfRecord &last = file.records.last();
    QCOMPARE(last.line, Lines);
    QCOMPARE(last.round, std::optional<qint64>(1 + (Lines - 2) / 30));
    QCOMPARE(last.durationUs, 10.0 + (Lines - 1) / 1000.0);
    QCOMPARE(last.candidateId, QStringLiteral("v%1_b%2").arg(1 + (Lines - 2) / 30).arg((Lines - 1) % 30));
    QCOMPARE(file.records.at(7499).line, 7500);
}

void TestPerfRecordsFile::readFileFromDisk()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("perf_records.jsonl"));

    const PerfRecordsFile absent = PerfRecordsReader::readFile(path, Display);
    QVERIFY(!absent.exists);
    QVERIFY(absent.records.isEmpty());
    QVERIFY(absent.diagnostics.isEmpty()); // Gen A: a missing file is the gate's warning, not a read error
    QCOMPARE(absent.displayPath, Display);

    const QByteArray content = Baseline + '\n' + R"({"round": 1,})" + '\n';
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(content);
    out.close();
    const PerfRecordsFile read = PerfRecordsReader::readFile(path, Display);
    QVERIFY(read.exists);
    QCOMPARE(bytesOf(read), content);
    QVERIFY(read.givenBytes.isEmpty()); // read again from the file, not kept
    QCOMPARE(read.records.size(), 2);
    const QList<Diagnostic> bad = withCode(read.diagnostics, QStringLiteral("records.bad-json"));
    QCOMPARE(bad.size(), 1);
    QCOMPARE(bad.first().location(), QStringLiteral("perf_opt/perf_records.jsonl:2:13"));

    // A directory is no regular file: RunRead refuses it before opening.
    const PerfRecordsFile directory = PerfRecordsReader::readFile(dir.path(), Display);
    QVERIFY(directory.exists);
    QCOMPARE(withCode(directory.diagnostics, QStringLiteral("records.not-regular")).size(), 1);
}

void TestPerfRecordsFile::bundledSamples_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<Generation>("contract");
    QTest::newRow("rms_norm (Gen A)") << QStringLiteral(PERFOPT_SAMPLES_DIR
                                                        "/demo/rms_norm/perf_opt/perf_records.jsonl")
                                      << Generation::A;
    QTest::newRow("argmax_like (Gen B)") << QStringLiteral(PERFOPT_SAMPLES_DIR
                                                           "/demo/argmax_like/perf_opt/perf_records.jsonl")
                                         << Generation::B;
}

void TestPerfRecordsFile::bundledSamples()
{
    QFETCH(QString, path);
    QFETCH(Generation, contract);
    QVERIFY2(QFileInfo::exists(path), qPrintable(path));
    const PerfRecordsFile file = PerfRecordsReader::readFile(path, Display);
    QVERIFY(file.exists);
    QCOMPARE(errorCount(file.diagnostics), 0);
    QVERIFY2(file.diagnostics.isEmpty(), dump(file.diagnostics).constData());
    QCOMPARE(file.contract, contract);
    QVERIFY(file.records.size() >= 10);
    QCOMPARE(file.validRecords().size(), file.records.size());
    QVERIFY(file.records.first().isBaseline());
    for (const PerfRecord &r : file.records)
        QCOMPARE(r.contract, contract);
}

QTEST_GUILESS_MAIN(TestPerfRecordsFile)
#include "tst_perfrecordsfile.moc"

void TestPerfRecordsFile::streamedMatchesParse_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QList<qsizetype>>("chunks");
    const QList<qsizetype> small{1, 2, 3, 7, 64, 1000, PerfRecordsReader::ChunkBytes};
    const QList<qsizetype> large{4093, 65536, PerfRecordsReader::ChunkBytes, 5 * 1024 * 1024};
    const QByteArray a = genA(), b = genB();
    const QByteArray over(PerfRecordsReader::MaxLineBytes + 10, 'x');
    QTest::newRow("lines straddle chunks") << (Baseline + '\n' + a + '\n' + b + '\n' + a + '\n') << small;
    QTest::newRow("byte order mark") << ("\xEF\xBB\xBF" + Baseline + '\n' + a + '\n') << small;
    QTest::newRow("byte order mark only") << QByteArray("\xEF\xBB\xBF") << small;
    QTest::newRow("two bytes") << QByteArray("\xEF\xBB") << small;
    QTest::newRow("empty") << QByteArray() << small;
    QTest::newRow("CRLF") << (Baseline + "\r\n" + a + "\r\n" + "\r\n") << small;
    QTest::newRow("last line complete, no newline") << (Baseline + '\n' + a) << small;
    QTest::newRow("last line still being written") << (Baseline + '\n' + a.left(40)) << small;
    QTest::newRow("blank, bad, not UTF-8")
        << (Baseline + "\n\n  \t\n{bad\n\xff\xfe\n[1]\n" + a + "\n\xE3\x80\x80" + a + "\xE3\x80\x80\n") << small;
    QTest::newRow("byte order mark inside") << (Baseline + "\n\xEF\xBB\xBF" + a + "\n\xEF\xBB\xBF  \n") << small;
    QTest::newRow("duplicate keys, non-ASCII")
        << (Baseline + "\n" + replaced(a, "\"v1_pipe\"", "\"v1_\xE5\xB7\xA5\", \"round\": 2") + '\n'
            + replaced(a, "w1", "\xE5\xB7\xA5\xE4\xBD\x9C") + '\n')
        << small;
    QTest::newRow("long line warning")
        << (Baseline + '\n' + replaced(a, "{", '{' + QByteArray(PerfRecordsReader::LongLineThreshold + 5, ' ')) + '\n')
        << large;
    QTest::newRow("line over the limit in the middle") << (Baseline + '\n' + over + '\n' + a + '\n') << large;
    QTest::newRow("line over the limit, CRLF") << (Baseline + "\r\n" + over + "\r\n" + a + "\r\n") << large;
    QTest::newRow("line over the limit last, no newline") << (Baseline + '\n' + over) << large;
    QTest::newRow("line at the limit with CR")
        << (Baseline + '\n' + QByteArray(PerfRecordsReader::MaxLineBytes, 'x') + "\r\n" + a + '\n') << large;
    QTest::newRow("line one byte over the limit")
        << (Baseline + '\n' + QByteArray(PerfRecordsReader::MaxLineBytes + 1, 'x') + "\n" + a + '\n') << large;
}

void TestPerfRecordsFile::streamedMatchesParse()
{
    QFETCH(QByteArray, content);
    QFETCH(QList<qsizetype>, chunks);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("perf_records.jsonl"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    QCOMPARE(out.write(content), content.size());
    out.close();

    const QByteArray expected = describe(PerfRecordsReader::parse(content, Display));
    const int genBLine = PerfRecordsReader::firstGenBLine(content);
    for (const qsizetype chunk : chunks) {
        const PerfRecordsFile read = PerfRecordsReader::readFile(path, Display, QString(),
                                                                 PerfRecordsReader::Depth::Records, chunk);
        const QByteArray got = describe(read);
        const QByteArray message = "chunks of " + QByteArray::number(chunk) + "\n--- parse()\n" + expected
            + "--- readFile()\n" + got;
        QVERIFY2(got == expected, message.constData());
        QCOMPARE(read.size, content.size());
        const PerfRecordsFile bytesOnly = PerfRecordsReader::readFile(path, Display, QString(),
                                                                      PerfRecordsReader::Depth::BytesOnly, chunk);
        QCOMPARE(bytesOnly.firstGenBLine, genBLine);
        QVERIFY(bytesOnly.records.isEmpty());
    }
}

void TestPerfRecordsFile::lineOverTheLimit_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("code");
    QTest::addColumn<qint64>("size"); // in the message; 0: none
    const qsizetype over = PerfRecordsReader::MaxLineBytes + 3;
    QTest::newRow("NUL bytes") << QByteArray(over, '\0') << QStringLiteral("records.line-too-long") << qint64(over);
    QTest::newRow("CRLF") << (QByteArray(over, 'y') + '\r') << QStringLiteral("records.line-too-long") << qint64(over);
    QTest::newRow("spaces only") << QByteArray(over, ' ') << QStringLiteral("records.blank-line") << qint64(0);
    QTest::newRow("ideographic spaces only") << QByteArray(over, ' ').replace("   ", "\xE3\x80\x80")
                                             << QStringLiteral("records.blank-line") << qint64(0);
    // QString::fromUtf8() drops a mark at the start of the line it decodes: what is left is blank.
    QTest::newRow("byte order mark, then spaces") << ("\xEF\xBB\xBF" + QByteArray(over, ' '))
                                                  << QStringLiteral("records.blank-line") << qint64(0);
    QTest::newRow("not UTF-8") << (QByteArray(over, 'z') + "\xC3") << QStringLiteral("records.invalid-utf8")
                               << qint64(0);
}

void TestPerfRecordsFile::lineOverTheLimit()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, code);
    QFETCH(qint64, size);
    const QByteArray content = Baseline + '\n' + line + '\n' + genA() + '\n';
    const PerfRecordsFile file = PerfRecordsReader::parse(content, Display);
    const QList<Diagnostic> found = withCode(file.diagnostics, code);
    QVERIFY2(found.size() == 1, dump(file.diagnostics).constData());
    QCOMPARE(found.first().line, 2);
    QCOMPARE(file.validRecords().size(), 2);
    if (size > 0) {
        QVERIFY2(found.first().message.contains(QString::number(size) + QStringLiteral(" bytes")),
                 qPrintable(found.first().message));
        QCOMPARE(file.records.size(), 3);
        QCOMPARE(file.records[1].line, 2);
        QCOMPARE(file.records[1].text(), QString::fromUtf8(line.left(200)) + QStringLiteral("…"));
    }
}

void TestPerfRecordsFile::snapshotPrefix()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("perf_records.jsonl"));
    const QByteArray content = Baseline + '\n' + genA() + '\n' + genA().left(30);
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(content);
    out.close();
    const PerfRecordsFile file = PerfRecordsReader::readFile(path, Display);
    QCOMPARE(file.readPrefix(1024 * 1024), content);
    QCOMPARE(file.readPrefix(Baseline.size() + 10), Baseline + '\n'); // cut: whole lines only
    // prefixEquals() answers readPrefix() == snapshot without holding the prefix.
    QVERIFY(file.prefixEquals(content, 1024 * 1024));
    QVERIFY(!file.prefixEquals(content.chopped(1), 1024 * 1024)); // shorter
    QVERIFY(!file.prefixEquals(QByteArray(content + 'x'), 1024 * 1024)); // longer
    QByteArray edited = content;
    edited[edited.size() - 1] = '#';
    QVERIFY(!file.prefixEquals(edited, 1024 * 1024)); // same size, last byte differs
    QVERIFY(file.prefixEquals(QByteArray(Baseline + '\n'), Baseline.size() + 10)); // the file is over the cap
    QVERIFY(!file.prefixEquals(content, Baseline.size() + 10));
    QVERIFY(file.prefixEquals(QByteArrayView(), 10)); // no line ends in the first 10 bytes: nothing
    QCOMPARE(file.readPrefix(10), QByteArray());
    QVERIFY(!file.prefixEquals(QByteArrayView(), Baseline.size() + 10));
    // An append after the read is not seen: the records describe the bytes read.
    QVERIFY(out.open(QIODevice::Append));
    out.write("more\n");
    out.close();
    QCOMPARE(bytesOf(file), content);
    QVERIFY(file.prefixEquals(content, 1024 * 1024));
    bool ok = false;
    QCOMPARE(file.readPrefix(1024 * 1024, &ok), content);
    QVERIFY(ok);

    // Shorter now than when it was read, then gone: not the bytes the records describe.
    QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(content.left(10));
    out.close();
    (void)file.readPrefix(1024 * 1024, &ok);
    QVERIFY(!ok);
    QVERIFY(!file.prefixEquals(content.left(10), 1024 * 1024));
    QVERIFY(QFile::remove(path));
    QVERIFY(file.readPrefix(1024 * 1024, &ok).isEmpty());
    QVERIFY(!ok);
    QVERIFY(!file.prefixEquals(content, 1024 * 1024));

    // A file refused when the run was read (here: no path) has no bytes to give.
    PerfRecordsFile refused;
    refused.exists = true;
    refused.size = 0;
    QVERIFY(!refused.hasBytes());
    QVERIFY(refused.readPrefix(1024, &ok).isEmpty());
    QVERIFY(!ok);
    QVERIFY(!refused.prefixEquals(QByteArrayView(), 1024));
}

void TestPerfRecordsFile::snapshotPrefixOverChunks()
{
    // Over the 1 MiB chunks the file is streamed in: the comparison carries on across them.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("perf_records.jsonl"));
    QByteArray content;
    while (content.size() < 3 * 1024 * 1024 + 100)
        content += genA() + '\n';
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(content);
    out.close();
    const PerfRecordsFile file = PerfRecordsReader::readFile(path, Display);
    QVERIFY(file.prefixEquals(content, PerfRecordsReader::MaxSnapshotBytes));
    // Cut at a line end past the first chunk: equal only to that cut.
    const qint64 cap = 2 * 1024 * 1024 + 5;
    const QByteArray cut = file.readPrefix(cap);
    QVERIFY(cut.endsWith('\n') && cut.size() < cap && content.startsWith(cut));
    QVERIFY(file.prefixEquals(cut, cap));
    QVERIFY(!file.prefixEquals(cut.left(cut.lastIndexOf('\n', cut.size() - 2) + 1), cap)); // a line short
    QVERIFY(!file.prefixEquals(cut.chopped(1), cap)); // not at a line end
    QVERIFY(!file.prefixEquals(content.left(cap), cap)); // uncut
    QByteArray editedCut = cut;
    editedCut[1024 * 1024 + 3] = editedCut[1024 * 1024 + 3] == 'x' ? 'y' : 'x';
    QVERIFY(!file.prefixEquals(editedCut, cap));
    for (const qsizetype at : {qsizetype(10), qsizetype(1024 * 1024 - 1), qsizetype(1024 * 1024),
                               qsizetype(2 * 1024 * 1024 + 7), content.size() - 1}) {
        QByteArray edited = content;
        edited[at] = edited[at] == 'x' ? 'y' : 'x';
        QVERIFY2(!file.prefixEquals(edited, PerfRecordsReader::MaxSnapshotBytes), qPrintable(QString::number(at)));
    }
}
