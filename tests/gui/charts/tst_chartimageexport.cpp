// SPDX-License-Identifier: MIT
// Images drawn with no window shown, as perfopt-chart-render draws them.
#include "charts/chartimageexport.h"
#include "run/projectloader.h"
#include "runcopy.h"

#include <QFile>
#include <QImageReader>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

QString svgText(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QString();
    QXmlStreamReader xml(&file);
    QString text;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isCharacters())
            text += xml.text();
    }
    if (xml.hasError())
        *error = xml.errorString();
    return text;
}

} // namespace

class TestChartImageExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void onePageForEveryKey();
    void oneKey();
    void logTablesAreMarked();
    void refusals();
    void pagesOfManyKeys();
};

void TestChartImageExport::onePageForEveryKey()
{
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like"));
    const DerivedSeries d = snapshot->derivedSeries(0.03);
    ChartImageExport::Request request;
    request.generation = snapshot->generation;
    request.title = snapshot->operatorName();
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("all.svg"));
    QString error;
    QVERIFY2(ChartImageExport::write(d, request, svg, &error), qPrintable(error));
    const QString text = svgText(svg, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    for (const char *expected :
         {"argmax_like", "Geomean speedup per round", "argmax-2048x4096-fp16", "argmax-512x32000-fp32",
          "argmax-8192x1024-bf16", "Kernel", "Speedup", "2.07×", "geometric mean"})
        QVERIFY2(text.contains(QString::fromUtf8(expected)), expected);
    const QString png = dir.filePath(QStringLiteral("all.png"));
    QVERIFY(ChartImageExport::write(d, request, png, &error));
    QCOMPARE(QImageReader(png).size(), ChartImageExport::pageSize(d, request) * 2);
}

void TestChartImageExport::oneKey()
{
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"));
    const DerivedSeries d = snapshot->derivedSeries(0.03);
    ChartImageExport::Request request;
    request.options.key = QStringLiteral("long_row / fp16_8x262144");
    request.options.mode = ChartValueMode::Speedup;
    request.options.logScale = true;
    QCOMPARE(ChartImageExport::pageSize(d, request), QSize(960, 600));
    QTemporaryDir dir;
    QString error;
    const QString svg = dir.filePath(QStringLiteral("key.svg"));
    QVERIFY(ChartImageExport::write(d, request, svg, &error));
    const QString text = svgText(svg, &error);
    QVERIFY(error.isEmpty());
    QVERIFY(text.contains(QLatin1String("long_row / fp16_8x262144")));
    QVERIFY(text.contains(QStringLiteral("Speedup vs baseline (×, log scale)")));
}

void TestChartImageExport::logTablesAreMarked()
{
    QTemporaryDir dir;
    QVERIFY(QFile::copy(QStringLiteral(PERFOPT_SHARED_DIR "/corpus/opt_logs/ssd_chunk_scan.genB.opt_log.md"),
                        dir.filePath(QStringLiteral("opt_log.md"))));
    const DerivedSeries d = ProjectLoader::load(dir.path())->derivedSeries(0.03);
    QCOMPARE(d.source, DerivedSeries::Source::LogTables);
    ChartImageExport::Request request;
    QString error;
    const QString svg = dir.filePath(QStringLiteral("log.svg"));
    QVERIFY2(ChartImageExport::write(d, request, svg, &error), qPrintable(error));
    QVERIFY(svgText(svg, &error).contains(QLatin1String("From opt_log tables, not verified against records")));
}

void TestChartImageExport::refusals()
{
    QTemporaryDir dir;
    QString error;
    ChartImageExport::Request request;
    QVERIFY(!ChartImageExport::write(DerivedSeries(), request, dir.filePath(QStringLiteral("x.png")), &error));
    QVERIFY(error.contains(QLatin1String("no Task Duration")));
    QVERIFY(!ChartImageExport::write(DerivedSeries(), request, dir.filePath(QStringLiteral("x.gif")), &error));
    QVERIFY(error.contains(QLatin1String("gif")));
}

// A page of a hundred keys and more is drawn at its own size (twice it would pass 256 MiB); one of
// 800 keys would take gigabytes as an image, and is refused with what to do instead.
void TestChartImageExport::pagesOfManyKeys()
{
    QTemporaryDir dir;
    QVERIFY(RunCopy::synth(dir.filePath(QStringLiteral("k120")),
                           {QStringLiteral("--workloads"), QStringLiteral("120"), QStringLiteral("--profile-runs"),
                            QStringLiteral("0")}));
    const DerivedSeries many = ProjectLoader::load(dir.filePath(QStringLiteral("k120")))->derivedSeries(0.03);
    QCOMPARE(many.series.size(), 120);
    ChartImageExport::Request request;
    QString error;
    const QString png = dir.filePath(QStringLiteral("k120.png"));
    QVERIFY2(ChartImageExport::write(many, request, png, &error), qPrintable(error));
    QCOMPARE(QImageReader(png).size(), ChartImageExport::pageSize(many, request));

    QVERIFY(RunCopy::synth(dir.filePath(QStringLiteral("k800")),
                           {QStringLiteral("--workloads"), QStringLiteral("800"), QStringLiteral("--profile-runs"),
                            QStringLiteral("0")}));
    const DerivedSeries tooMany = ProjectLoader::load(dir.filePath(QStringLiteral("k800")))->derivedSeries(0.03);
    const QString refused = dir.filePath(QStringLiteral("k800.png"));
    QVERIFY(!ChartImageExport::write(tooMany, request, refused, &error));
    QVERIFY2(error.contains(QLatin1String("too large for a PNG")) && error.contains(QLatin1String("--key")),
             qPrintable(error));
    QVERIFY(!QFile::exists(refused));
}

QTEST_MAIN(TestChartImageExport)
#include "tst_chartimageexport.moc"
