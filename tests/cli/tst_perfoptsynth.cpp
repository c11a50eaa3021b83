// SPDX-License-Identifier: MIT
// perfopt-synth writes what it promises: valid runs pass the Stage-4 rules, the numbers agree
// across records, log and profiles, the same seed gives the same bytes, each defect plants
// exactly its own breakage, and the benchmark-size run has the requested sizes.
#include "clirunner.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <optional>

namespace {

const QString Op = QStringLiteral("synth_norm");
const QStringList GenAFields {
    QStringLiteral("round"),         QStringLiteral("candidate_id"),    QStringLiteral("parent_id"),
    QStringLiteral("dispatch_path"), QStringLiteral("workload"),        QStringLiteral("duration_us"),
    QStringLiteral("l0_pass"),       QStringLiteral("msprof_raw_path"), QStringLiteral("timestamp")};
const QStringList GenBFields {
    QStringLiteral("round"),         QStringLiteral("candidate_id"),    QStringLiteral("parent_id"),
    QStringLiteral("kernel_id"),     QStringLiteral("workload_id"),     QStringLiteral("phase"),
    QStringLiteral("artifact_path"), QStringLiteral("artifact_sha256"), QStringLiteral("duration_us"),
    QStringLiteral("l0_pass"),       QStringLiteral("msprof_raw_path"), QStringLiteral("timestamp")};

CliResult synth(const QStringList &arguments, int timeoutMs = 60000)
{
    return runProgram(QStringLiteral(PERFOPT_SYNTH_PATH), arguments, timeoutMs);
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString logOf(const QString &dir)
{
    return QString::fromUtf8(readAll(dir + QStringLiteral("/perf_opt/opt_log.md")));
}

bool isGenB(const QString &dir)
{
    return QFileInfo::exists(dir + QStringLiteral("/perf_opt/workload_inventory.json"))
        || readAll(dir + QStringLiteral("/perf_opt/perf_records.jsonl")).contains("\"phase\": ");
}

// Parseable record objects, in file order; lines that are not JSON objects are skipped.
QList<QJsonObject> records(const QString &dir)
{
    QList<QJsonObject> list;
    const QList<QByteArray> lines = readAll(dir + QStringLiteral("/perf_opt/perf_records.jsonl")).split('\n');
    for (const QByteArray &line : lines) {
        const QJsonDocument doc = QJsonDocument::fromJson(line.trimmed());
        if (doc.isObject())
            list.append(doc.object());
    }
    return list;
}

QString workloadOf(const QJsonObject &o)
{
    return o.contains(QLatin1String("workload_id")) ? o.value(QLatin1String("workload_id")).toString()
                                                    : o.value(QLatin1String("workload")).toString();
}

bool hasCurrentBest(const QString &log)
{
    static const QRegularExpression pair(QStringLiteral("current[- ]best"), QRegularExpression::CaseInsensitiveOption);
    return pair.match(log).hasMatch();
}

// Gate rule S4-PERF-RECORDS-RECON: the FIRST final_latency, ASCII or full-width colon.
std::optional<double> firstFinalLatency(const QString &log)
{
    static const QRegularExpression claim(QStringLiteral("final_latency\\s*[:：]\\s*(\\d+(?:\\.\\d+)?)"));
    const QRegularExpressionMatch match = claim.match(log);
    if (!match.hasMatch())
        return std::nullopt;
    return match.captured(1).toDouble();
}

bool within(double value, double claim, double fraction)
{
    return std::abs(value - claim) <= std::max(fraction * claim, 1e-9);
}

// Where a record's profile directory is: Gen A paths are relative to the operator directory,
// Gen B runner paths to perf_opt/.
QString rawDir(const QString &dir, const QJsonObject &o)
{
    const QString raw = o.value(QLatin1String("msprof_raw_path")).toString();
    const QString base = o.contains(QLatin1String("phase")) ? QString(dir + QStringLiteral("/perf_opt/"))
                                                            : QString(dir + QLatin1Char('/'));
    return QDir::cleanPath(base + raw);
}

double taskDuration(const QString &csvPath)
{
    const QList<QByteArray> lines = readAll(csvPath).split('\n');
    if (lines.size() < 2)
        return -1;
    const int column = int(lines.at(0).split(',').indexOf("Task Duration(us)"));
    return column < 0 ? -1 : lines.at(1).split(',').value(column).toDouble();
}

QStringList opprofDirs(const QString &dir)
{
    static const QRegularExpression name(QStringLiteral("^OPPROF_\\d{14}_[A-Z]{16}$"));
    QStringList found;
    QDirIterator it(dir + QStringLiteral("/perf_opt/profiles"), QDir::Dirs | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        if (name.match(it.fileName()).hasMatch())
            found << it.filePath();
    }
    found.sort();
    return found;
}

QByteArray treeHash(const QString &dir)
{
    QStringList files;
    QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << QDir(dir).relativeFilePath(it.next());
    files.sort();
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString &file : std::as_const(files)) {
        hash.addData(QByteArray(file.toUtf8() + '\0'));
        hash.addData(QByteArray(readAll(dir + QLatin1Char('/') + file) + '\0'));
    }
    return hash.result().toHex();
}

// workflow-formats §a.5: skip mark → skipped; smoke mark or a "smoke" token in id/label → smoke.
QString derivedKind(const QJsonObject &item)
{
    static const QRegularExpression token(QStringLiteral("(^|[^0-9A-Za-z])smoke($|[^0-9A-Za-z])"));
    bool smoke = false;
    for (const QJsonValue &mark : item.value(QLatin1String("marks")).toArray()) {
        if (mark.toString().compare(QLatin1String("skip"), Qt::CaseInsensitive) == 0)
            return QStringLiteral("skipped");
        smoke = smoke || mark.toString().compare(QLatin1String("smoke"), Qt::CaseInsensitive) == 0;
    }
    if (smoke || token.match(item.value(QLatin1String("workload_id")).toString()).hasMatch()
        || token.match(item.value(QLatin1String("label")).toString()).hasMatch())
        return QStringLiteral("smoke");
    return QStringLiteral("tune");
}

// The rows of the "Final Performance Test Data" table, cells trimmed.
QList<QStringList> finalTableRows(const QString &log)
{
    QList<QStringList> rows;
    bool inside = false;
    for (const QString &line : log.split(QLatin1Char('\n'))) {
        if (!inside) {
            static const QRegularExpression heading(QStringLiteral("^(## |### )Final Performance Test Data *$"));
            inside = heading.match(line).hasMatch();
            continue;
        }
        if (line.startsWith(QLatin1String("## ")) || line.startsWith(QLatin1String("### ")))
            break;
        if (!line.startsWith(QLatin1Char('|')))
            continue;
        QStringList cells = line.trimmed().mid(1).chopped(1).split(QLatin1Char('|'));
        for (QString &cell : cells)
            cell = cell.trimmed();
        if (cells.size() == 5 && cells.first() != QLatin1String("kernel_id") && !cells.first().startsWith(u'-'))
            rows << cells;
    }
    return rows;
}

// "- winner: X" bullets of the log, in round order (X = none for rounds without a winner).
QStringList winners(const QString &log)
{
    QStringList list;
    static const QRegularExpression bullet(QStringLiteral("^- winner: (\\S+)"), QRegularExpression::MultilineOption);
    QRegularExpressionMatchIterator it = bullet.globalMatch(log);
    while (it.hasNext()) {
        const QString id = it.next().captured(1);
        list << (id.startsWith(QLatin1String("none")) ? QStringLiteral("none") : id);
    }
    return list;
}

// Gains of a candidate against its parent's records, per workload (positive = faster).
QList<double> gainsOverParent(const QList<QJsonObject> &recs, const QString &candidate)
{
    QHash<QString, double> parentDuration;
    QString parent;
    for (const QJsonObject &o : recs) {
        if (o.value(QLatin1String("candidate_id")).toString() == candidate)
            parent = o.value(QLatin1String("parent_id")).toString();
    }
    for (const QJsonObject &o : recs) {
        if (o.value(QLatin1String("candidate_id")).toString() == parent)
            parentDuration.insert(workloadOf(o), o.value(QLatin1String("duration_us")).toDouble());
    }
    QList<double> gains;
    for (const QJsonObject &o : recs) {
        if (o.value(QLatin1String("candidate_id")).toString() != candidate || !parentDuration.contains(workloadOf(o)))
            continue;
        const double before = parentDuration.value(workloadOf(o));
        gains << (before - o.value(QLatin1String("duration_us")).toDouble()) / before * 100.0;
    }
    return gains;
}

} // namespace

class TestPerfoptSynth : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void help();
    void badUsage_data();
    void badUsage();
    void unknownDefect();
    void determinism();
    void genARecords();
    void genALogMatchesRecords();
    void genBRecords();
    void profilesMatchRecords_data();
    void profilesMatchRecords();
    void defects_data();
    void defects();
    void benchmarkSize();

private:
    QString generate(const QString &name, const QStringList &arguments);
    bool defectVisible(const QString &defect, const QString &dir);

    std::unique_ptr<QTemporaryDir> m_tmp;
    QString m_validA;
    QString m_validB;
};

QString TestPerfoptSynth::generate(const QString &name, const QStringList &arguments)
{
    const QString dir = m_tmp->filePath(name);
    const CliResult r = synth(QStringList {dir} + arguments);
    if (r.exitCode != 0)
        qWarning("perfopt-synth %s failed: %s", qPrintable(arguments.join(u' ')), r.err.constData());
    return r.exitCode == 0 ? dir : QString();
}

void TestPerfoptSynth::initTestCase()
{
    // Thousands of small files: on a RAM-backed directory when there is one, so that the test
    // measures the tool and not the disk (ext4 with online discard makes each create and unlink
    // cost about half a millisecond on the CI machines).
    const QFileInfo shm(QStringLiteral("/dev/shm"));
    const QString base = shm.isDir() && shm.isWritable() ? shm.filePath() : QDir::tempPath();
    m_tmp = std::make_unique<QTemporaryDir>(base + QStringLiteral("/tst_perfoptsynth-XXXXXX"));
    QVERIFY(m_tmp->isValid());
    QVERIFY(QFileInfo::exists(QStringLiteral(PERFOPT_SYNTH_PATH)));
    m_validA = generate(QStringLiteral("valid-A"), {QStringLiteral("--seed"), QStringLiteral("3")});
    m_validB = generate(
        QStringLiteral("valid-B"),
        {QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--generation"), QStringLiteral("B")});
    QVERIFY(!m_validA.isEmpty() && !m_validB.isEmpty());
}

void TestPerfoptSynth::help()
{
    const CliResult r = synth({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY(text.contains(QLatin1String("Usage: perfopt-synth")));
    for (const char *word : {"--generation", "--records", "--profile-runs", "--log-bytes", "--defect", "bad-json-line",
                             "genb-final-row-mismatch"})
        QVERIFY2(text.contains(QLatin1String(word)), word);
}

void TestPerfoptSynth::badUsage_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString out = QStringLiteral("never-written");
    QTest::newRow("no outdir") << QStringList() << QStringLiteral("OUTDIR");
    QTest::newRow("two outdirs") << QStringList {out, out} << QStringLiteral("OUTDIR");
    QTest::newRow("bad generation") << QStringList {out, QStringLiteral("--generation"), QStringLiteral("C")}
                                    << QStringLiteral("--generation");
    QTest::newRow("zero rounds") << QStringList {out, QStringLiteral("--rounds"), QStringLiteral("0")}
                                 << QStringLiteral("--rounds");
    QTest::newRow("records too few") << QStringList {out, QStringLiteral("--records"), QStringLiteral("5")}
                                     << QStringLiteral("too small");
    QTest::newRow("bad op") << QStringList {out, QStringLiteral("--op"), QStringLiteral("a-b")}
                            << QStringLiteral("--op");
    QTest::newRow("unknown option") << QStringList {out, QStringLiteral("--frobnicate")}
                                    << QStringLiteral("frobnicate");
    QTest::newRow("gen-b defect on A") << QStringList {out, QStringLiteral("--defect"),
                                                       QStringLiteral("genb-two-finals")}
                                       << QStringLiteral("generation B only");
}

void TestPerfoptSynth::badUsage()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const QDir cwd = QDir::current();
    QDir::setCurrent(m_tmp->path());
    const CliResult r = synth(arguments);
    QDir::setCurrent(cwd.path());
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY(!QFileInfo::exists(m_tmp->filePath(QStringLiteral("never-written"))));

    // A non-empty OUTDIR is refused as well: stale files would break determinism.
    const CliResult again = synth({m_validA});
    QCOMPARE(again.exitCode, 2);
    QVERIFY(again.err.contains("not empty"));
}

void TestPerfoptSynth::unknownDefect()
{
    const CliResult r = synth(
        {m_tmp->filePath(QStringLiteral("unknown")), QStringLiteral("--defect"), QStringLiteral("no-such-defect")});
    QCOMPARE(r.exitCode, 2);
    const QString err = QString::fromUtf8(r.err);
    QVERIFY(err.contains(QLatin1String("no-such-defect")));
    for (const char *name : {"bad-json-line", "current_best-only", "records-edited", "genb-final-table-bold"})
        QVERIFY2(err.contains(QLatin1String(name)), name);
}

void TestPerfoptSynth::determinism()
{
    const QStringList args {QStringLiteral("--generation"), QStringLiteral("B"),        QStringLiteral("--log-bytes"),
                            QStringLiteral("40000"),        QStringLiteral("--rounds"), QStringLiteral("5")};
    const QString first
        = generate(QStringLiteral("same-1"), args + QStringList {QStringLiteral("--seed"), QStringLiteral("11")});
    const QString second
        = generate(QStringLiteral("same-2"), args + QStringList {QStringLiteral("--seed"), QStringLiteral("11")});
    const QString other
        = generate(QStringLiteral("other"), args + QStringList {QStringLiteral("--seed"), QStringLiteral("12")});
    QVERIFY(!first.isEmpty() && !second.isEmpty() && !other.isEmpty());
    QCOMPARE(treeHash(first), treeHash(second));
    QVERIFY(treeHash(first) != treeHash(other));
}

void TestPerfoptSynth::genARecords()
{
    const QList<QByteArray> lines = readAll(m_validA + QStringLiteral("/perf_opt/perf_records.jsonl")).split('\n');
    QCOMPARE(lines.last(), QByteArray()); // ends with a newline
    static const QRegularExpression stamp(QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$"));
    QSet<QString> seen {QString()};
    QString previousTime;
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(lines.at(i), &error);
        QVERIFY2(error.error == QJsonParseError::NoError && doc.isObject(), lines.at(i).constData());
        const QJsonObject o = doc.object();
        QStringList keys = o.keys();
        keys.sort();
        QStringList expected = GenAFields;
        expected.sort();
        QCOMPARE(keys, expected);
        QVERIFY(o.value(QLatin1String("duration_us")).isDouble()
                && o.value(QLatin1String("duration_us")).toDouble() > 0);
        QVERIFY(o.value(QLatin1String("l0_pass")).isBool());
        const QString time = o.value(QLatin1String("timestamp")).toString();
        QVERIFY2(stamp.match(time).hasMatch(), qPrintable(time));
        QVERIFY(time >= previousTime);
        previousTime = time;
        const QString id = o.value(QLatin1String("candidate_id")).toString();
        const QString parent = o.value(QLatin1String("parent_id")).toString();
        if (i == 0)
            QCOMPARE(id, QStringLiteral("baseline"));
        if (id == QLatin1String("baseline")) {
            QCOMPARE(o.value(QLatin1String("round")).toInt(), 0);
            QVERIFY(o.value(QLatin1String("parent_id")).isNull());
        } else {
            // Lineage: every branch descends from a candidate recorded before it (the current best).
            QVERIFY2(seen.contains(parent), qPrintable(id + QStringLiteral(" <- ") + parent));
            QVERIFY(QFileInfo::exists(m_validA + QStringLiteral("/perf_opt/") + Op + QStringLiteral("_opt_") + id
                                      + QStringLiteral(".py")));
        }
        seen.insert(id);
    }

    const QString log = logOf(m_validA);
    QVERIFY(log.contains(QLatin1String("Task Duration")) && hasCurrentBest(log));
    QVERIFY(log.contains(QLatin1String("Skill Retrospective")));
    QVERIFY(log.contains(QStringLiteral("## Iteration 1（round 1）")));
    for (const char *bullet : {"- winner: ", "- new_current_best: ", "- rollback_branches: ", "- stop_reason: "})
        QVERIFY2(log.contains(QLatin1String(bullet)), bullet);

    // The first final_latency reconciles with the last winner's record (and so with the pool).
    const std::optional<double> claim = firstFinalLatency(log);
    QVERIFY(claim.has_value());
    QStringList wins = winners(log);
    wins.removeAll(QStringLiteral("none"));
    QVERIFY(!wins.isEmpty());
    bool reconciled = false;
    for (const QJsonObject &o : records(m_validA)) {
        if (o.value(QLatin1String("candidate_id")).toString() == wins.last())
            reconciled = reconciled || within(o.value(QLatin1String("duration_us")).toDouble(), *claim, 0.01);
    }
    QVERIFY2(reconciled, qPrintable(QString::number(*claim)));
}

void TestPerfoptSynth::genALogMatchesRecords()
{
    // Every comparison-table row (candidate, workload, Task Duration) equals a record, 2 decimals.
    QHash<QString, QString> recorded;
    for (const QJsonObject &o : records(m_validA)) {
        recorded.insert(o.value(QLatin1String("candidate_id")).toString() + u'|' + workloadOf(o),
                        QString::number(o.value(QLatin1String("duration_us")).toDouble(), 'f', 2));
    }
    int rows = 0;
    bool inTable = false;
    for (const QString &line : logOf(m_validA).split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("### 候选 vs current best"))) {
            inTable = true;
            continue;
        }
        if (line.startsWith(QLatin1Char('#')))
            inTable = false;
        if (!inTable || !line.startsWith(QLatin1String("| v")))
            continue;
        const QStringList cells = line.split(QLatin1Char('|'));
        // | candidate | dispatch_path | workload | current best (us) | Task Duration(us) | ...
        const QString key = cells.at(1).trimmed() + u'|' + cells.at(3).trimmed();
        QVERIFY2(recorded.contains(key), qPrintable(line));
        QCOMPARE(cells.at(5).trimmed(), recorded.value(key));
        ++rows;
    }
    QCOMPARE(rows, int(recorded.size()) - 3); // all but the 3 baselines
}

void TestPerfoptSynth::genBRecords()
{
    const QList<QJsonObject> recs = records(m_validB);
    QVERIFY(!recs.isEmpty());
    QHash<QString, int> finals;
    for (const QJsonObject &o : recs) {
        QStringList keys = o.keys();
        keys.sort();
        QStringList expected = GenBFields;
        expected.sort();
        QCOMPARE(keys, expected);
        const QString phase = o.value(QLatin1String("phase")).toString();
        QVERIFY2(QStringList({QStringLiteral("baseline"), QStringLiteral("candidate"), QStringLiteral("final")})
                     .contains(phase),
                 qPrintable(phase));
        QCOMPARE(o.value(QLatin1String("round")).toInt() == 0, phase == QLatin1String("baseline"));
        QCOMPARE(o.value(QLatin1String("l0_pass")).toBool(), true);
        // artifact_sha256 is the real SHA-256 of the artifact, resolved against perf_opt/.
        const QString artifact
            = m_validB + QStringLiteral("/perf_opt/") + o.value(QLatin1String("artifact_path")).toString();
        QCOMPARE(QString::fromLatin1(QCryptographicHash::hash(readAll(artifact), QCryptographicHash::Sha256).toHex()),
                 o.value(QLatin1String("artifact_sha256")).toString());
        if (phase == QLatin1String("final")) {
            QCOMPARE(
                QFileInfo(artifact).canonicalFilePath(),
                QFileInfo(m_validB + QStringLiteral("/perf_opt/") + Op + QStringLiteral(".py")).canonicalFilePath());
            ++finals[o.value(QLatin1String("workload_id")).toString()];
        }
    }

    // Inventory: declared kinds equal the derived ones, records only for tune items.
    const QJsonObject inventory
        = QJsonDocument::fromJson(readAll(m_validB + QStringLiteral("/perf_opt/workload_inventory.json"))).object();
    QSet<QString> tune;
    for (const QJsonValue &value : inventory.value(QLatin1String("workloads")).toArray()) {
        const QJsonObject item = value.toObject();
        QCOMPARE(item.value(QLatin1String("kind")).toString(), derivedKind(item));
        if (item.value(QLatin1String("kind")).toString() == QLatin1String("tune"))
            tune.insert(item.value(QLatin1String("workload_id")).toString());
    }
    QCOMPARE(tune.size(), 3);
    for (const QJsonObject &o : recs)
        QVERIFY(tune.contains(o.value(QLatin1String("workload_id")).toString()));
    for (const QString &w : std::as_const(tune))
        QCOMPARE(finals.value(w), 1);

    // The 5-column final table: one row per tune workload, numbers equal the records.
    const QList<QStringList> rows = finalTableRows(logOf(m_validB));
    QCOMPARE(rows.size(), tune.size());
    for (const QStringList &row : rows) {
        bool baselineOk = false;
        bool finalOk = false;
        for (const QJsonObject &o : recs) {
            if (o.value(QLatin1String("workload_id")).toString() != row.at(1))
                continue;
            const QString us = QString::number(o.value(QLatin1String("duration_us")).toDouble(), 'f', 2);
            baselineOk = baselineOk
                || (o.value(QLatin1String("phase")).toString() == QLatin1String("baseline") && us == row.at(2));
            finalOk = finalOk
                || (o.value(QLatin1String("phase")).toString() == QLatin1String("final") && us == row.at(3)
                    && o.value(QLatin1String("candidate_id")).toString() == row.at(4));
        }
        QVERIFY2(baselineOk && finalOk, qPrintable(row.join(u'|')));
    }
}

void TestPerfoptSynth::profilesMatchRecords_data()
{
    QTest::addColumn<QString>("generation");
    QTest::newRow("gen-a") << QStringLiteral("A");
    QTest::newRow("gen-b") << QStringLiteral("B");
}

void TestPerfoptSynth::profilesMatchRecords()
{
    QFETCH(QString, generation);
    const QString dir = generation == QLatin1String("A") ? m_validA : m_validB;
    QHash<QString, double> byDir;
    const QList<QJsonObject> recs = records(dir);
    for (const QJsonObject &o : recs)
        byDir.insert(rawDir(dir, o), o.value(QLatin1String("duration_us")).toDouble());

    const QStringList runs = opprofDirs(dir);
    QCOMPARE(runs.size(), recs.size()); // default: one per record (small runs)
    static const QRegularExpression nestedName(QStringLiteral("/main_kernel_mix_aic/\\d+/OpBasicInfo_\\d{17}\\.csv$"));
    int nested = 0;
    for (const QString &run : runs) {
        const QString parent = QFileInfo(run).absolutePath();
        QVERIFY2(byDir.contains(parent), qPrintable(run));
        const double recorded = byDir.value(parent);
        if (QFileInfo::exists(run + QStringLiteral("/OpBasicInfo.csv"))) {
            QVERIFY(std::abs(taskDuration(run + QStringLiteral("/OpBasicInfo.csv")) - recorded) < 1e-4 * recorded);
            const QList<QByteArray> pipe = readAll(run + QStringLiteral("/PipeUtilization.csv")).split('\n');
            QVERIFY(pipe.size() > 2 && pipe.first().startsWith("block_id,sub_block_id,") && pipe.at(1).endsWith(','));
            continue;
        }
        // Nested multi-launch layout: the median of the launches is the record.
        QList<double> launches;
        QDirIterator it(run, {QStringLiteral("OpBasicInfo_*.csv")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString csv = it.next();
            QVERIFY2(nestedName.match(csv).hasMatch(), qPrintable(csv));
            launches << taskDuration(csv);
        }
        QVERIFY(launches.size() >= 3 && launches.size() % 2 == 1);
        std::sort(launches.begin(), launches.end());
        QVERIFY2(std::abs(launches.at(launches.size() / 2) - recorded) < 1e-4 * recorded, qPrintable(run));
        ++nested;
    }
    QVERIFY(nested >= 1);
}

bool TestPerfoptSynth::defectVisible(const QString &defect, const QString &dir)
{
    const QByteArray recordsFile = readAll(dir + QStringLiteral("/perf_opt/perf_records.jsonl"));
    const QList<QByteArray> lines = recordsFile.split('\n');
    const QList<QJsonObject> recs = records(dir);
    const QString log = logOf(dir);
    const bool genB = isGenB(dir);
    auto anyLine = [&lines](const std::function<bool(const QByteArray &)> &test) {
        return std::any_of(lines.cbegin(), lines.cend(), test);
    };
    auto anyRecord = [&recs](const std::function<bool(const QJsonObject &)> &test) {
        return std::any_of(recs.cbegin(), recs.cend(), test);
    };
    auto id = [](const QJsonObject &o) -> QString {
        return o.value(QLatin1String("candidate_id")).toString();
    };
    auto branchFile = [&](const QString &candidate) -> QString {
        return dir + QStringLiteral("/perf_opt/") + Op + (genB ? QStringLiteral("_") : QStringLiteral("_opt_"))
            + candidate + QStringLiteral(".py");
    };
    auto isBranch = [](const QString &candidate) {
        return candidate != QLatin1String("baseline") && candidate != QLatin1String("final");
    };

    if (defect == QLatin1String("bad-json-line"))
        return anyLine([](const QByteArray &l) {
            return !l.trimmed().isEmpty() && !l.contains("NaN") && QJsonDocument::fromJson(l).isNull();
        });
    if (defect == QLatin1String("missing-field"))
        return anyRecord([](const QJsonObject &o) { return !o.contains(QLatin1String("timestamp")); });
    if (defect == QLatin1String("bool-duration"))
        return anyRecord([](const QJsonObject &o) { return o.value(QLatin1String("duration_us")).isBool(); });
    if (defect == QLatin1String("nan-duration"))
        return anyLine([](const QByteArray &l) { return l.contains("\"duration_us\": NaN"); });
    if (defect == QLatin1String("duplicate-key"))
        return anyLine([](const QByteArray &l) { return l.count("\"duration_us\"") == 2; });
    if (defect == QLatin1String("truncated-last-line"))
        return !recordsFile.endsWith('\n') && QJsonDocument::fromJson(lines.last()).isNull();
    if (defect == QLatin1String("bom"))
        return recordsFile.startsWith("\xef\xbb\xbf");
    if (defect == QLatin1String("crlf"))
        return recordsFile.count("\r\n") == recordsFile.count('\n') && recordsFile.contains("\r\n");
    if (defect == QLatin1String("blank-lines"))
        return lines.mid(0, lines.size() - 1).contains(QByteArray())
            || anyLine([](const QByteArray &l) { return !l.isEmpty() && l.trimmed().isEmpty(); });
    if (defect == QLatin1String("long-line"))
        return anyLine([](const QByteArray &l) { return l.size() > 1'000'000; });
    if (defect == QLatin1String("no-comparison-table"))
        return !hasCurrentBest(log) && !log.contains(QStringLiteral("对比表"));
    if (defect == QLatin1String("current_best-only"))
        return !hasCurrentBest(log) && log.contains(QLatin1String("vs current_best"));
    if (defect == QLatin1String("no-final-latency"))
        return !log.contains(QLatin1String("final_latency"));
    if (defect == QLatin1String("final-latency-mismatch") || defect == QLatin1String("fullwidth-colon-final")) {
        const std::optional<double> claim = firstFinalLatency(log);
        if (!claim)
            return false;
        if (defect == QLatin1String("fullwidth-colon-final")) // still reconciles: the rule accepts ：
            return log.contains(QStringLiteral("final_latency：")) && anyRecord([&](const QJsonObject &o) {
                       return within(o.value(QLatin1String("duration_us")).toDouble(), *claim, 0.01);
                   });
        return !anyRecord([&](const QJsonObject &o) {
            const double d = o.value(QLatin1String("duration_us")).toDouble();
            return std::abs(d - *claim) <= 0.2 * d;
        });
    }
    if (defect == QLatin1String("no-retrospective"))
        return !log.contains(QLatin1String("Skill Retrospective"));
    if (defect == QLatin1String("forbidden-file"))
        return QFileInfo::exists(dir + QStringLiteral("/perf_opt/op_debug.log"))
            && QFileInfo::exists(dir + QStringLiteral("/perf_opt/debug_log.md"));
    if (defect == QLatin1String("unknown-parent")) {
        QSet<QString> ids;
        for (const QJsonObject &o : recs)
            ids.insert(id(o));
        return anyRecord([&](const QJsonObject &o) {
            const QJsonValue parent = o.value(QLatin1String("parent_id"));
            return parent.isString() && !ids.contains(parent.toString());
        });
    }
    if (defect == QLatin1String("lineage-cycle")) {
        QHash<QString, QString> parentOf;
        for (const QJsonObject &o : recs)
            parentOf.insert(id(o), o.value(QLatin1String("parent_id")).toString());
        for (auto it = parentOf.cbegin(); it != parentOf.cend(); ++it) {
            QString at = it.key();
            for (int steps = 0; !at.isEmpty() && steps <= parentOf.size(); ++steps)
                at = parentOf.value(at);
            if (!at.isEmpty())
                return true;
        }
        return false;
    }
    if (defect == QLatin1String("missing-branch-file"))
        return anyRecord(
            [&](const QJsonObject &o) { return isBranch(id(o)) && !QFileInfo::exists(branchFile(id(o))); });
    if (defect == QLatin1String("unmeasured-branch")) {
        const QString prefix = Op + (genB ? QStringLiteral("_round") : QStringLiteral("_opt_v"));
        const QStringList files = QDir(dir + QStringLiteral("/perf_opt")).entryList({prefix + QStringLiteral("*.py")});
        return std::any_of(files.cbegin(), files.cend(), [&](const QString &file) {
            return !anyRecord(
                [&](const QJsonObject &o) { return isBranch(id(o)) && branchFile(id(o)).endsWith(file); });
        });
    }
    if (defect == QLatin1String("l0-failure"))
        return anyRecord([](const QJsonObject &o) { return !o.value(QLatin1String("l0_pass")).toBool(); });
    if (defect == QLatin1String("profile-path-escape"))
        return anyRecord([](const QJsonObject &o) {
            return o.value(QLatin1String("msprof_raw_path")).toString().startsWith(QLatin1String("../"));
        });
    if (defect == QLatin1String("profile-missing"))
        return anyRecord([&](const QJsonObject &o) {
            return !o.value(QLatin1String("msprof_raw_path")).toString().contains(QLatin1String(".."))
                && !QFileInfo::exists(rawDir(dir, o));
        });
    if (defect == QLatin1String("profile-mismatch")) {
        for (const QJsonObject &o : recs) {
            const QStringList runs = QDir(rawDir(dir, o)).entryList({QStringLiteral("OPPROF_*")}, QDir::Dirs);
            for (const QString &run : runs) {
                const double d = o.value(QLatin1String("duration_us")).toDouble();
                const double td = taskDuration(rawDir(dir, o) + u'/' + run + QStringLiteral("/OpBasicInfo.csv"));
                if (td > 0 && std::abs(td - d) > 0.05 * d)
                    return true;
            }
        }
        return false;
    }
    if (defect == QLatin1String("regression") || defect == QLatin1String("small-win-no-ab")
        || defect == QLatin1String("plateau-mismatch")) {
        const QStringList wins = winners(log);
        for (int round = 1; round <= wins.size(); ++round) {
            if (wins.at(round - 1) == QLatin1String("none"))
                continue;
            const QList<double> gains = gainsOverParent(recs, wins.at(round - 1));
            if (gains.isEmpty())
                continue;
            const double worst = *std::min_element(gains.cbegin(), gains.cend());
            const double best = *std::max_element(gains.cbegin(), gains.cend());
            if (defect == QLatin1String("regression") && worst < -3.0)
                return true;
            if (defect == QLatin1String("small-win-no-ab") && best < 5.0
                && recs.first().value(QLatin1String("duration_us")).toDouble() < 20.0
                && !log.contains(QLatin1String("ab_test")) && !log.contains(QLatin1String("A/B")))
                return true;
            if (defect == QLatin1String("plateau-mismatch") && log.contains(QLatin1String("- stop_reason: plateau"))
                && round > wins.size() - 3 && best > 3.0)
                return true;
        }
        return false;
    }
    if (defect == QLatin1String("records-edited")) {
        const QByteArray snapshot = readAll(dir + QStringLiteral("/perf_opt/perf_records.jsonl.orig"));
        return !snapshot.isEmpty() && !recordsFile.startsWith(snapshot)
            && recordsFile.split('\n').mid(1, 3) == snapshot.split('\n').mid(1, 3);
    }
    if (defect == QLatin1String("genb-no-inventory"))
        return !QFileInfo::exists(dir + QStringLiteral("/perf_opt/workload_inventory.json"));
    if (defect == QLatin1String("genb-kind-mismatch")) {
        const QJsonArray items
            = QJsonDocument::fromJson(readAll(dir + QStringLiteral("/perf_opt/workload_inventory.json")))
                  .object()
                  .value(QLatin1String("workloads"))
                  .toArray();
        return std::any_of(items.begin(), items.end(), [](const QJsonValue &v) {
            return v.toObject().value(QLatin1String("kind")).toString() != derivedKind(v.toObject());
        });
    }
    if (defect == QLatin1String("genb-two-finals")) {
        QHash<QString, int> count;
        for (const QJsonObject &o : recs) {
            if (o.value(QLatin1String("phase")).toString() == QLatin1String("final"))
                ++count[workloadOf(o)];
        }
        return std::any_of(count.cbegin(), count.cend(), [](int n) { return n > 1; });
    }
    if (defect == QLatin1String("genb-sha-mismatch"))
        return anyRecord([&](const QJsonObject &o) {
            const QByteArray data
                = readAll(dir + QStringLiteral("/perf_opt/") + o.value(QLatin1String("artifact_path")).toString());
            return o.value(QLatin1String("phase")).toString() == QLatin1String("final")
                && QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex()
                != o.value(QLatin1String("artifact_sha256")).toString().toLatin1();
        });
    if (defect == QLatin1String("genb-final-table-missing"))
        return !QRegularExpression(QStringLiteral("^(## |### )Final Performance Test Data *$"),
                                   QRegularExpression::MultilineOption)
                    .match(log)
                    .hasMatch();
    if (defect == QLatin1String("genb-final-table-bold") || defect == QLatin1String("genb-final-row-mismatch")) {
        for (const QStringList &row : finalTableRows(log)) {
            if (defect == QLatin1String("genb-final-table-bold") && row.at(3).startsWith(QLatin1String("**")))
                return true;
            bool ok = false;
            const double claim = row.at(3).toDouble(&ok);
            if (defect == QLatin1String("genb-final-row-mismatch") && ok && !anyRecord([&](const QJsonObject &o) {
                    return workloadOf(o) == row.at(1)
                        && o.value(QLatin1String("phase")).toString() == QLatin1String("final")
                        && within(o.value(QLatin1String("duration_us")).toDouble(), claim, 0.01);
                }))
                return true;
        }
        return false;
    }
    qWarning("no check for defect %s", qPrintable(defect));
    return false;
}

void TestPerfoptSynth::defects_data()
{
    QTest::addColumn<QString>("generation");
    QTest::addColumn<QString>("defect");
    const QStringList both {QStringLiteral("bad-json-line"),
                            QStringLiteral("missing-field"),
                            QStringLiteral("bool-duration"),
                            QStringLiteral("nan-duration"),
                            QStringLiteral("duplicate-key"),
                            QStringLiteral("truncated-last-line"),
                            QStringLiteral("bom"),
                            QStringLiteral("crlf"),
                            QStringLiteral("blank-lines"),
                            QStringLiteral("long-line"),
                            QStringLiteral("no-comparison-table"),
                            QStringLiteral("current_best-only"),
                            QStringLiteral("no-retrospective"),
                            QStringLiteral("forbidden-file"),
                            QStringLiteral("unknown-parent"),
                            QStringLiteral("lineage-cycle"),
                            QStringLiteral("missing-branch-file"),
                            QStringLiteral("unmeasured-branch"),
                            QStringLiteral("l0-failure"),
                            QStringLiteral("profile-path-escape"),
                            QStringLiteral("profile-missing"),
                            QStringLiteral("profile-mismatch"),
                            QStringLiteral("regression"),
                            QStringLiteral("small-win-no-ab"),
                            QStringLiteral("plateau-mismatch"),
                            QStringLiteral("records-edited")};
    const QStringList onlyA {QStringLiteral("no-final-latency"), QStringLiteral("final-latency-mismatch"),
                             QStringLiteral("fullwidth-colon-final")};
    const QStringList onlyB {QStringLiteral("genb-no-inventory"),        QStringLiteral("genb-kind-mismatch"),
                             QStringLiteral("genb-two-finals"),          QStringLiteral("genb-sha-mismatch"),
                             QStringLiteral("genb-final-table-missing"), QStringLiteral("genb-final-table-bold"),
                             QStringLiteral("genb-final-row-mismatch")};
    for (const QString &d : both + onlyA)
        QTest::addRow("A/%s", qPrintable(d)) << QStringLiteral("A") << d;
    for (const QString &d : both + onlyB)
        QTest::addRow("B/%s", qPrintable(d)) << QStringLiteral("B") << d;
}

void TestPerfoptSynth::defects()
{
    QFETCH(QString, generation);
    QFETCH(QString, defect);
    // Profiles only where the defect is about them: fewer files keep the whole test fast.
    const QString profiles = defect.startsWith(QLatin1String("profile-")) ? QStringLiteral("64") : QStringLiteral("0");
    const QString dir
        = generate(generation + u'-' + defect,
                   {QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--generation"), generation,
                    QStringLiteral("--profile-runs"), profiles, QStringLiteral("--defect"), defect});
    QVERIFY(!dir.isEmpty());
    const QString valid = generation == QLatin1String("A") ? m_validA : m_validB;
    QVERIFY2(!defectVisible(defect, valid), "the valid run already shows it");
    QVERIFY2(defectVisible(defect, dir), "the defect run does not show it");
}

void TestPerfoptSynth::benchmarkSize()
{
    const QString dir = m_tmp->filePath(QStringLiteral("bench"));
    QElapsedTimer timer;
    timer.start();
    const CliResult r
        = synth({dir, QStringLiteral("--records"), QStringLiteral("15000"), QStringLiteral("--profile-runs"),
                 QStringLiteral("1500"), QStringLiteral("--log-bytes"), QStringLiteral("2000000")},
                120000);
    const qint64 elapsed = timer.elapsed();
    QVERIFY2(r.exitCode == 0, r.err.constData());
    qInfo("benchmark-size run: %lld ms", elapsed);
    QVERIFY(r.out.contains("15000 records, 1500 profile runs"));

    const QByteArray recordsFile = readAll(dir + QStringLiteral("/perf_opt/perf_records.jsonl"));
    QCOMPARE(recordsFile.count('\n'), 15000);
    QCOMPARE(opprofDirs(dir).size(), 1500);
    QVERIFY(QFileInfo(dir + QStringLiteral("/perf_opt/opt_log.md")).size() >= 2'000'000);
}

QTEST_GUILESS_MAIN(TestPerfoptSynth)
#include "tst_perfoptsynth.moc"
