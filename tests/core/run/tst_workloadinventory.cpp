// SPDX-License-Identifier: MIT
// WorkloadInventory: Gen B's perf_opt/workload_inventory.json and the kind its marks and names
// imply (shared/docs/workflow-formats.md §a.2, §a.5).
#include "run/workloadinventory.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString Display = QStringLiteral("perf_opt/workload_inventory.json");

// One inventory item, pretty-printed over 12 lines the way json.dump(indent=2) writes it.
QByteArray item(const QByteArray &workloadId, const QByteArray &kind, const QByteArray &marks = "\"perf\"",
                const QByteArray &extra = ", \"tuning_status\": \"winner_merged\"")
{
    return "    {\n"
           "      \"benchmark_source\": \"explicit_target\",\n"
           "      \"kernel_id\": \"perf_opt/argmax.py::_argreduce_kernel::main\",\n"
           "      \"workload_id\": \""
        + workloadId
        + "\",\n"
          "      \"label\": \"logits\",\n"
          "      \"marks\": ["
        + marks
        + "],\n"
          "      \"shape\": [2048, 4096],\n"
          "      \"dtype\": \"float16\",\n"
          "      \"params\": {\"dim\": -1},\n"
          "      \"kind\": \""
        + kind
        + "\",\n"
          "      \"reason\": \"main target\""
        + extra
        + "\n"
          "    }";
}

QByteArray inventory(const QByteArrayList &items)
{
    return "{\n  \"workloads\": [\n" + items.join(",\n") + "\n  ]\n}\n";
}

QByteArray dump(const Diagnostics &diagnostics)
{
    QByteArray out;
    for (const Diagnostic &d : diagnostics)
        out += (d.code + QLatin1Char(' ') + d.location() + QLatin1String(": ") + d.message).toUtf8() + '\n';
    return out;
}

} // namespace

class TestWorkloadInventory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void deriveKind_data();
    void deriveKind();
    void malformed_data();
    void malformed();
    void typedItems();
    void itemLinesSurviveScalarItems();
    void tuneItemFor_data();
    void tuneItemFor();
    void readFileFromDisk();
    void bundledSample();
};

void TestWorkloadInventory::deriveKind_data()
{
    QTest::addColumn<QStringList>("marks");
    QTest::addColumn<QString>("workloadId");
    QTest::addColumn<QString>("label");
    QTest::addColumn<QString>("kind");

    auto row = [](const char *name, const QStringList &marks, const char *id, const char *label, const char *kind) {
        QTest::newRow(name) << marks << QString::fromLatin1(id) << QString::fromLatin1(label)
                            << QString::fromLatin1(kind);
    };
    row("no marks", {}, "fp16_2048x4096", "logits", "tune");
    row("perf mark", {QStringLiteral("perf")}, "fp16_2048x4096", "logits", "tune");
    row("skip mark", {QStringLiteral("skip")}, "fp16_2048x4096", "logits", "skipped");
    row("SKIP mark, any case", {QStringLiteral("SKIP")}, "fp16_2048x4096", "logits", "skipped");
    row("Skip mark, any case", {QStringLiteral("Skip")}, "fp16_2048x4096", "logits", "skipped");
    row("skipif is not skip", {QStringLiteral("skipif")}, "fp16_2048x4096", "logits", "tune");
    row("skip beats smoke", {QStringLiteral("smoke"), QStringLiteral("skip")}, "smoke-1m", "smoke", "skipped");
    row("smoke mark", {QStringLiteral("smoke")}, "fp16_2048x4096", "logits", "smoke");
    row("Smoke mark is not smoke", {QStringLiteral("Smoke")}, "fp16_2048x4096", "logits", "tune");
    row("smoke-1m id", {}, "smoke-1m", "logits", "smoke");
    row("smoke_fp16 id", {}, "smoke_fp16", "logits", "smoke");
    row("fp16_smoke id", {}, "fp16_smoke", "logits", "smoke");
    row("dotted smoke id", {}, "a.smoke.b", "logits", "smoke");
    row("bare smoke id", {}, "smoke", "logits", "smoke");
    row("smokey is not a token", {}, "smokey", "logits", "tune");
    row("nosmoke is not a token", {}, "nosmoke", "logits", "tune");
    row("smoke2 is not a token", {}, "smoke2", "logits", "tune");
    row("smoke in label", {}, "fp16_2048x4096", "quick smoke run", "smoke");
    row("smoked label", {}, "fp16_2048x4096", "smoked salmon", "tune");
}

void TestWorkloadInventory::deriveKind()
{
    QFETCH(QStringList, marks);
    QFETCH(QString, workloadId);
    QFETCH(QString, label);
    QFETCH(QString, kind);
    QCOMPARE(WorkloadInventory::deriveKind(marks, workloadId, label), kind);
}

void TestWorkloadInventory::malformed_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("code"); // empty: no diagnostic
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("mentions");
    QTest::addColumn<bool>("readable");
    QTest::addColumn<int>("items");

    const QByteArray tune = item("fp16_2048x4096", "tune");
    QTest::newRow("valid") << inventory({tune, item("smoke-1m", "smoke", "\"smoke\"", ", \"precision_pass\": true")})
                           << QString() << 0 << 0 << QString() << true << 2;
    QTest::newRow("empty workloads") << QByteArray("{\"workloads\": []}") << QString() << 0 << 0 << QString() << true
                                     << 0;
    // The item spans lines 3-14; the comma ends line 13, so Python reports the closing brace at 14:5.
    QTest::newRow("trailing comma in an item") << QByteArray(
        inventory({item("fp16_2048x4096", "tune", "\"perf\"", "")}).replace("\"main target\"", "\"main target\","))
                                               << QStringLiteral("inventory.bad-json") << 14 << 5
                                               << QStringLiteral("trailing comma") << false << 0;
    QTest::newRow("single-quoted key") << QByteArray("{\n  'workloads': []\n}\n")
                                       << QStringLiteral("inventory.bad-json") << 2 << 3
                                       << QStringLiteral("double quotes") << false << 0;
    QTest::newRow("empty file") << QByteArray() << QStringLiteral("inventory.bad-json") << 1 << 1
                                << QStringLiteral("Expecting value") << false << 0;
    // Python's json.loads rejects a leading U+FEFF; we still read the file but say so.
    QTest::newRow("UTF-8 BOM") << QByteArray("\xEF\xBB\xBF{\"workloads\": []}") << QStringLiteral("inventory.bom") << 1
                               << 1 << QStringLiteral("byte order mark") << true << 0;
    QTest::newRow("root is a list") << QByteArray("[]") << QStringLiteral("inventory.no-workloads") << 1 << 1
                                    << QStringLiteral("workloads") << false << 0;
    QTest::newRow("no workloads key") << QByteArray("{\"items\": []}") << QStringLiteral("inventory.no-workloads") << 1
                                      << 1 << QStringLiteral("workloads") << false << 0;
    QTest::newRow("workloads is an object")
        << QByteArray("{\"workloads\": {}}") << QStringLiteral("inventory.no-workloads") << 1 << 1
        << QStringLiteral("workloads") << false << 0;
    QTest::newRow("item is a string") << inventory({tune, QByteArrayLiteral("    \"fp16\"")})
                                      << QStringLiteral("inventory.item-not-object") << 15 << 0 << QStringLiteral("#2")
                                      << true << 2;
    QByteArray missing = tune;
    missing.replace("      \"dtype\": \"float16\",\n", "").replace("      \"params\": {\"dim\": -1},\n", "");
    QTest::newRow("item lacks dtype and params")
        << inventory({tune, missing}) << QStringLiteral("inventory.missing-field") << 15 << 0
        << QStringLiteral("dtype, params") << true << 2;
    QTest::newRow("declared tune, marked smoke")
        << inventory({item("fp16_2048x4096", "tune", "\"perf\", \"smoke\"")})
        << QStringLiteral("inventory.kind-mismatch") << 3 << 0 << QStringLiteral("\"smoke\"") << true << 1;
    QTest::newRow("declared smoke, named like a tune item")
        << inventory({tune, item("fp32_512x32000", "smoke", "\"perf\"", ", \"precision_pass\": true")})
        << QStringLiteral("inventory.kind-mismatch") << 15 << 0 << QStringLiteral("fp32_512x32000") << true << 2;
    QTest::newRow("declared tune, marked skip")
        << inventory({item("fp16_2048x4096", "tune", "\"skip\"")}) << QStringLiteral("inventory.kind-mismatch") << 3
        << 0 << QStringLiteral("\"skipped\"") << true << 1;
}

void TestWorkloadInventory::malformed()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, code);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, mentions);
    QFETCH(bool, readable);
    QFETCH(int, items);

    const WorkloadInventory inv = WorkloadInventory::parse(content, Display);
    QVERIFY(inv.exists);
    QCOMPARE(inv.bytes, content);
    QCOMPARE(inv.readable, readable);
    QCOMPARE(inv.items.size(), items);
    if (code.isEmpty()) {
        QVERIFY2(inv.diagnostics.isEmpty(), dump(inv.diagnostics).constData());
        return;
    }
    QVERIFY2(inv.diagnostics.size() == 1, dump(inv.diagnostics).constData());
    const Diagnostic &d = inv.diagnostics.first();
    QCOMPARE(d.code, code);
    QCOMPARE(d.severity,
             code == QLatin1String("inventory.bom") ? Diagnostic::Severity::Warning : Diagnostic::Severity::Error);
    QCOMPARE(d.file, Display);
    QCOMPARE(d.line, line);
    QCOMPARE(d.column, column);
    QVERIFY2(d.message.contains(mentions), qPrintable(d.message));
}

void TestWorkloadInventory::typedItems()
{
    const WorkloadInventory inv = WorkloadInventory::parse(
        inventory({item("fp16_2048x4096", "tune"),
                   item("smoke-1m", "smoke", "\"smoke\", \"full\"", ", \"precision_pass\": false"),
                   item("fp32_huge", "skipped", "\"skip\"", "")}),
        Display);
    QVERIFY2(inv.diagnostics.isEmpty(), dump(inv.diagnostics).constData());
    QCOMPARE(inv.items.size(), 3);

    const InventoryItem &t = inv.items.at(0);
    QCOMPARE(t.index, 1);
    QCOMPARE(t.line, 3);
    QVERIFY(t.isObject);
    QCOMPARE(t.benchmarkSource, QStringLiteral("explicit_target"));
    QCOMPARE(t.kernelId, QStringLiteral("perf_opt/argmax.py::_argreduce_kernel::main"));
    QCOMPARE(t.workloadId, QStringLiteral("fp16_2048x4096"));
    QCOMPARE(t.label, QStringLiteral("logits"));
    QCOMPARE(t.dtype, QStringLiteral("float16"));
    QCOMPARE(t.kind, QStringLiteral("tune"));
    QCOMPARE(t.derivedKind, QStringLiteral("tune"));
    QCOMPARE(t.reason, QStringLiteral("main target"));
    QCOMPARE(t.tuningStatus, QStringLiteral("winner_merged"));
    QCOMPARE(t.marks, QStringList {QStringLiteral("perf")});
    QVERIFY(!t.precisionPass.has_value());
    QCOMPARE(t.workloadKey(), QStringLiteral("perf_opt/argmax.py::_argreduce_kernel::main / fp16_2048x4096"));
    QCOMPARE(t.fields.value(QStringLiteral("shape")).toList().size(), 2);

    const InventoryItem &s = inv.items.at(1);
    QCOMPARE(s.index, 2);
    QCOMPARE(s.line, 15);
    QCOMPARE(s.derivedKind, QStringLiteral("smoke"));
    QCOMPARE(s.marks, (QStringList {QStringLiteral("smoke"), QStringLiteral("full")}));
    QCOMPARE(s.precisionPass, std::optional<bool>(false));
    QVERIFY(s.tuningStatus.isEmpty());

    QCOMPARE(inv.items.at(2).derivedKind, QStringLiteral("skipped"));
    QCOMPARE(inv.items.at(2).line, 27);

    const QList<const InventoryItem *> tune = inv.tuneItems();
    QCOMPARE(tune.size(), 1);
    QCOMPARE(tune.first()->workloadId, QStringLiteral("fp16_2048x4096"));
}

void TestWorkloadInventory::tuneItemFor_data()
{
    QTest::addColumn<QString>("kernel"); // a record's kernel_id
    QTest::addColumn<QString>("workload");
    QTest::addColumn<QString>("found"); // the item's workload_id, empty for none
    const QString k = QStringLiteral("perf_opt/argmax.py::_argreduce_kernel::main");
    QTest::newRow("the item's own key") << k << QStringLiteral("fp16_2048x4096") << QStringLiteral("fp16_2048x4096");
    QTest::newRow("the file beside the records")
        << QStringLiteral("argmax.py::_argreduce_kernel::main") << QStringLiteral("fp16_2048x4096")
        << QStringLiteral("fp16_2048x4096");
    QTest::newRow("a leading ./") << QStringLiteral("./perf_opt/argmax.py::_argreduce_kernel::main")
                                  << QStringLiteral("fp16_2048x4096") << QStringLiteral("fp16_2048x4096");
    QTest::newRow("another file of the same name elsewhere")
        << QStringLiteral("other/argmax.py::_argreduce_kernel::main") << QStringLiteral("fp16_2048x4096") << QString();
    QTest::newRow("a file whose name ends the same")
        << QStringLiteral("max.py::_argreduce_kernel::main") << QStringLiteral("fp16_2048x4096") << QString();
    QTest::newRow("another factory in the same file")
        << QStringLiteral("perf_opt/argmax.py::_other_kernel::main") << QStringLiteral("fp16_2048x4096") << QString();
    QTest::newRow("another workload") << k << QStringLiteral("fp16_4096x4096") << QString();
    QTest::newRow("a smoke item is no tune item") << k << QStringLiteral("smoke-1m") << QString();
}

// The tune item a record's key stands for: its own, or the same kernel file written from another folder.
void TestWorkloadInventory::tuneItemFor()
{
    QFETCH(QString, kernel);
    QFETCH(QString, workload);
    QFETCH(QString, found);
    const WorkloadInventory inv
        = WorkloadInventory::parse(inventory({item("fp16_2048x4096", "tune"),
                                              item("smoke-1m", "smoke", "\"smoke\"", ", \"precision_pass\": true")}),
                                   Display);
    QVERIFY2(inv.diagnostics.isEmpty(), dump(inv.diagnostics).constData());
    const InventoryItem *item = inv.tuneItemFor(kernel, workload);
    QCOMPARE(item ? item->workloadId : QString(), found);
}

void TestWorkloadInventory::itemLinesSurviveScalarItems()
{
    // A scalar item must not shift the line of the object items after it.
    const QByteArray content
        = "{\"workloads\": [\n  1,\n  \"x\",\n  [2, {\"a\": 1}],\n" + item("w_after", "tune") + "\n]}\n";
    const WorkloadInventory inv = WorkloadInventory::parse(content, Display);
    QCOMPARE(inv.items.size(), 4);
    QCOMPARE(inv.items.at(0).line, 2);
    QCOMPARE(inv.items.at(1).line, 3);
    QCOMPARE(inv.items.at(2).line, 4);
    QCOMPARE(inv.items.at(3).line, 5);
    QCOMPARE(inv.items.at(3).workloadId, QStringLiteral("w_after"));
    int notObject = 0;
    for (const Diagnostic &d : inv.diagnostics) {
        if (d.code == QLatin1String("inventory.item-not-object")) {
            ++notObject;
            QCOMPARE(d.line, inv.items.at(notObject - 1).line);
        }
    }
    QCOMPARE(notObject, 3);
}

void TestWorkloadInventory::readFileFromDisk()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("workload_inventory.json"));
    const WorkloadInventory absent = WorkloadInventory::readFile(path, Display);
    QVERIFY(!absent.exists);
    QVERIFY(!absent.readable);
    QVERIFY(absent.diagnostics.isEmpty());

    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(inventory({item("fp16_2048x4096", "tune")}));
    out.close();
    const WorkloadInventory read = WorkloadInventory::readFile(path, Display);
    QVERIFY(read.exists);
    QVERIFY(read.readable);
    QCOMPARE(read.items.size(), 1);

    const WorkloadInventory directory = WorkloadInventory::readFile(dir.path(), Display);
    QVERIFY(directory.exists);
    QCOMPARE(directory.diagnostics.size(), 1);
    QCOMPARE(directory.diagnostics.first().code, QStringLiteral("inventory.not-regular"));
}

void TestWorkloadInventory::bundledSample()
{
    const QString path = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like/perf_opt/workload_inventory.json");
    QVERIFY2(QFileInfo::exists(path), qPrintable(path));
    const WorkloadInventory inv = WorkloadInventory::readFile(path, Display);
    QVERIFY(inv.readable);
    QVERIFY2(inv.diagnostics.isEmpty(), dump(inv.diagnostics).constData());
    QVERIFY(!inv.tuneItems().isEmpty());
    QSet<QString> keys;
    for (const InventoryItem &i : inv.items) {
        QVERIFY(i.isObject);
        QCOMPARE(i.kind, i.derivedKind);
        QVERIFY2(!keys.contains(i.workloadKey()), qPrintable(i.workloadKey()));
        keys.insert(i.workloadKey());
    }
}

QTEST_GUILESS_MAIN(TestWorkloadInventory)
#include "tst_workloadinventory.moc"
