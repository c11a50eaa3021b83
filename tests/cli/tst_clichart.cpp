// SPDX-License-Identifier: MIT
// `perfopt chart`, run as a user would: CSV from the core, PNG and SVG through
// perfopt-chart-render with no display, exit codes and messages.
#include "clirunner.h"
#include "runcopy.h"

#include <QDir>
#include <QFile>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

const QString rmsNorm = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm");
const QString argmaxLike = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like");

QStringList csvLines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// Width and height from a PNG's IHDR chunk.
QSize pngSize(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray head = file.read(24);
    if (head.size() < 24 || !head.startsWith("\x89PNG\r\n\x1a\n") || head.mid(12, 4) != "IHDR")
        return {};
    auto be32 = [&](int at) {
        return int((quint32(quint8(head[at])) << 24) | (quint32(quint8(head[at + 1])) << 16)
                   | (quint32(quint8(head[at + 2])) << 8) | quint32(quint8(head[at + 3])));
    };
    return QSize(be32(16), be32(20));
}

} // namespace

class TestCliChart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void listedInHelp();
    void csvEveryKey();
    void csvOneKeyAsSpeedup();
    void pngAtTwiceTheScale();
    void svgIsWellFormed();
    void needsNoDisplay();
    void logOnlyRunIsMarked();
    void badUsage_data();
    void badUsage();
    void speedupOfAKeyWithoutBaseline();
    void outputLinkRefused();

private:
    QTemporaryDir m_dir;
};

void TestCliChart::listedInHelp()
{
    const CliResult help = runCli({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("chart"));
    const CliResult chartHelp = runCli({QStringLiteral("chart"), QStringLiteral("--help")});
    QCOMPARE(chartHelp.exitCode, 0);
    QVERIFY(chartHelp.out.contains("--mode"));
    QVERIFY(chartHelp.out.contains("--format"));
}

void TestCliChart::csvEveryKey()
{
    const QString out = m_dir.filePath(QStringLiteral("all.csv"));
    const CliResult r = runCli({QStringLiteral("chart"), rmsNorm, QStringLiteral("--all"), QStringLiteral("--format"),
                                QStringLiteral("csv"), QStringLiteral("-o"), out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QStringList lines = csvLines(out);
    QCOMPARE(lines.size(), 1 + 41); // every record of the sample is a plotted point
    QVERIFY(lines.first().startsWith(QLatin1String("key,group,workload,round,x,y,unit,kind,candidate_id")));
    QCOMPARE(lines.filter(QStringLiteral(",l0_failure,v4_fp16acc,")).size(), 1);
    QVERIFY(r.err.isEmpty());
}

void TestCliChart::csvOneKeyAsSpeedup()
{
    const QString out = m_dir.filePath(QStringLiteral("one.csv"));
    const CliResult r = runCli({QStringLiteral("chart"), rmsNorm, QStringLiteral("--key"),
                                QStringLiteral("short_row / fp16_4096x1024"), QStringLiteral("--mode"),
                                QStringLiteral("speedup"), QStringLiteral("-o"), out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QStringList lines = csvLines(out);
    QCOMPARE(lines.size(), 1 + 11);
    const QStringList baseline = lines.at(1).split(QLatin1Char(','));
    QCOMPARE(baseline.at(8), QStringLiteral("baseline"));
    QCOMPARE(baseline.at(5), QStringLiteral("1"));
    QCOMPARE(baseline.at(6), QStringLiteral("x"));
}

void TestCliChart::pngAtTwiceTheScale()
{
    const QString one = m_dir.filePath(QStringLiteral("one.png"));
    CliResult r = runCli({QStringLiteral("chart"), rmsNorm, QStringLiteral("--key"),
                          QStringLiteral("long_row / fp16_8x262144"), QStringLiteral("--log"),
                          QStringLiteral("--format"), QStringLiteral("png"), QStringLiteral("-o"), one});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(pngSize(one), QSize(1920, 1200)); // a 960×600 chart at 2×
    const QString all = m_dir.filePath(QStringLiteral("all.png"));
    r = runCli({QStringLiteral("chart"), argmaxLike, QStringLiteral("-o"), all});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QSize size = pngSize(all);
    QVERIFY(size.width() >= 2560 && size.width() % 2 == 0 && size.height() % 2 == 0);
}

void TestCliChart::svgIsWellFormed()
{
    const QString out = m_dir.filePath(QStringLiteral("all.svg"));
    const CliResult r = runCli({QStringLiteral("chart"), argmaxLike, QStringLiteral("--all"), QStringLiteral("--mode"),
                                QStringLiteral("speedup"), QStringLiteral("--format"), QStringLiteral("svg"),
                                QStringLiteral("-o"), out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QString root, text;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && root.isEmpty())
            root = xml.name().toString();
        if (xml.isCharacters())
            text += xml.text();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(root, QStringLiteral("svg"));
    QVERIFY(text.contains(QLatin1String("argmax-512x32000-fp32")));
    QVERIFY(text.contains(QStringLiteral("Speedup vs baseline (×)")));
}

void TestCliChart::needsNoDisplay()
{
    // No X, no Wayland, no platform chosen: perfopt picks offscreen for its renderer.
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        environment.remove(QLatin1String(name));
    process.setProcessEnvironment(environment);
    const QString out = m_dir.filePath(QStringLiteral("headless.svg"));
    process.start(QStringLiteral(PERFOPT_CLI_PATH),
                  {QStringLiteral("chart"), rmsNorm, QStringLiteral("--all"), QStringLiteral("-o"), out});
    QVERIFY(process.waitForFinished(60000));
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    QVERIFY(QFile(out).size() > 1000);
}

void TestCliChart::logOnlyRunIsMarked()
{
    QTemporaryDir run;
    QVERIFY(QFile::copy(QStringLiteral(PERFOPT_SHARED_DIR "/corpus/opt_logs/lerp_tensor.genA.opt_log.md"),
                        run.filePath(QStringLiteral("opt_log.md"))));
    const QString out = m_dir.filePath(QStringLiteral("log.csv"));
    const CliResult r = runCli({QStringLiteral("chart"), run.path(), QStringLiteral("-o"), out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.err.contains("from opt_log tables, not verified against records"));
    const QStringList lines = csvLines(out);
    QVERIFY(lines.size() > 20);
    // Log points name their opt_log.md line, not a records line.
    const QStringList fields = lines.at(1).split(QLatin1Char(','));
    QVERIFY(fields.at(14).isEmpty());
    QVERIFY(fields.at(15).toInt() > 0);

    // A Gen B log writing the kernel shorter ("argmax_like::main") than the inventory: the keys are
    // the inventory's, as with records, and --key takes them.
    QTemporaryDir genB(RunCopy::tempTemplate());
    const QString noRecords = genB.filePath(QStringLiteral("argmax_like"));
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("argmax_like")), noRecords));
    QVERIFY(QFile::remove(noRecords + QStringLiteral("/perf_opt/perf_records.jsonl")));
    const QString key = QStringLiteral("perf_opt/argmax_like.py::_argmax_kernel::main / argmax-2048x4096-fp16");
    const CliResult one = runCli({QStringLiteral("chart"), noRecords, QStringLiteral("--key"), key, QStringLiteral("-o"), out});
    QVERIFY2(one.exitCode == 0, one.err.constData());
    const QStringList rows = csvLines(out);
    QVERIFY(rows.size() > 3);
    for (qsizetype i = 1; i < rows.size(); ++i)
        QVERIFY2(rows.at(i).startsWith(key + QLatin1Char(',')), qPrintable(rows.at(i)));
}

void TestCliChart::badUsage_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("says");
    const QString c = QStringLiteral("chart"), o = QStringLiteral("-o");
    const QString out = QDir::temp().filePath(QStringLiteral("perfopt-chart-never-written.csv"));
    QTest::newRow("no output") << QStringList({c, rmsNorm}) << QByteArray("-o FILE");
    QTest::newRow("unknown key") << QStringList({c, rmsNorm, QStringLiteral("--key"), QStringLiteral("nope"), o, out})
                                 << QByteArray("nope");
    QTest::newRow("unknown key png") << QStringList({c, rmsNorm, QStringLiteral("--key"), QStringLiteral("nope"), o,
                                                     QDir::temp().filePath(QStringLiteral("never.png"))})
                                     << QByteArray("nope");
    QTest::newRow("empty key") << QStringList({c, rmsNorm, QStringLiteral("--key"), QString(), o, out})
                               << QByteArray("--key needs a workload key");
    QTest::newRow("bad mode") << QStringList({c, rmsNorm, QStringLiteral("--mode"), QStringLiteral("ms"), o, out})
                              << QByteArray("--mode");
    QTest::newRow("bad format") << QStringList({c, rmsNorm, o, QStringLiteral("x.jpeg")}) << QByteArray("--format");
    QTest::newRow("noise nan") << QStringList({c, rmsNorm, QStringLiteral("--noise"), QStringLiteral("nan"), o, out})
                               << QByteArray("--noise");
    QTest::newRow("not a run") << QStringList({c, QStringLiteral("/nonexistent/run"), o, out})
                               << QByteArray("perfopt chart");
}

// One key, and nothing of it to plot: a speedup needs its baseline (a header-only CSV, exit 0, before).
void TestCliChart::speedupOfAKeyWithoutBaseline()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(QStringLiteral("rms_norm"));
    QVERIFY(RunCopy::copyTree(rmsNorm, run));
    QFile records(run + QStringLiteral("/perf_opt/perf_records.jsonl"));
    QVERIFY(records.open(QIODevice::Append));
    records.write(R"({"round": 3, "candidate_id": "v3_bs4096", "parent_id": "v2_ubreuse", "dispatch_path": "long_row", )"
                  R"("workload": "fp32_8x262144", "duration_us": 80.0, "l0_pass": true, "timestamp": "2026-09-24T09:00:00Z"})"
                  "\n");
    records.close();
    const QString out = dir.filePath(QStringLiteral("key.csv"));
    const QString key = QStringLiteral("long_row / fp32_8x262144");
    const CliResult speedup = runCli({QStringLiteral("chart"), run, QStringLiteral("--key"), key, QStringLiteral("--mode"),
                                      QStringLiteral("speedup"), QStringLiteral("-o"), out});
    QCOMPARE(speedup.exitCode, 2);
    QVERIFY2(speedup.err.contains("has no baseline"), speedup.err.constData());
    QVERIFY(!QFile::exists(out));
    // The image export refuses alike (it drew an empty chart, exit 0).
    const QString svg = dir.filePath(QStringLiteral("key.svg"));
    const CliResult image = runCli({QStringLiteral("chart"), run, QStringLiteral("--key"), key, QStringLiteral("--mode"),
                                    QStringLiteral("speedup"), QStringLiteral("-o"), svg});
    QCOMPARE(image.exitCode, 2);
    QVERIFY2(image.err.contains("has no baseline"), image.err.constData());
    QVERIFY(!QFile::exists(svg));
    // In microseconds it has its one point, and every key charts as a speedup but that one.
    QCOMPARE(runCli({QStringLiteral("chart"), run, QStringLiteral("--key"), key, QStringLiteral("-o"), out}).exitCode, 0);
    QCOMPARE(runCli({QStringLiteral("chart"), run, QStringLiteral("--mode"), QStringLiteral("speedup"), QStringLiteral("-o"),
                     out}).exitCode,
             0);
}

void TestCliChart::badUsage()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, says);
    const CliResult r = runCli(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(says), r.err.constData());
    QVERIFY(!QFile::exists(QDir::temp().filePath(QStringLiteral("perfopt-chart-never-written.csv"))));
}

// -o naming a symbolic link is refused in every format (QSaveFile writes through a link to its target).
void TestCliChart::outputLinkRefused()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile victim(dir.filePath(QStringLiteral("victim")));
    QVERIFY(victim.open(QIODevice::WriteOnly));
    victim.write("keep\n");
    victim.close();
    for (const QString &name : {QStringLiteral("out.csv"), QStringLiteral("out.svg"), QStringLiteral("out.png")}) {
        const QString link = dir.filePath(name);
        QVERIFY(QFile::link(victim.fileName(), link));
        const CliResult r = runCli({QStringLiteral("chart"), rmsNorm, QStringLiteral("--all"), QStringLiteral("-o"), link});
        QVERIFY2(r.exitCode != 0, qPrintable(name));
        QVERIFY2(r.err.contains("is a symbolic link"), r.err.constData());
        QVERIFY(victim.open(QIODevice::ReadOnly));
        QCOMPARE(victim.readAll(), QByteArray("keep\n"));
        victim.close();
    }
}

QTEST_GUILESS_MAIN(TestCliChart)
#include "tst_clichart.moc"
