// SPDX-License-Identifier: MIT
// ReviewReportExporter: the review report of both samples, with a reviewed checklist and notes,
// as Markdown and self-contained HTML against golden files; the HTML is one file (inline SVG, no
// external references) and every item, note and gate result appears.
#include "base/localization.h"
#include "export/reviewreportexporter.h"
#include "export/workloadbarssvg.h"
#include "golden.h"
#include "review/checklistreview.h"
#include "run/projectloader.h"
#include "runcopy.h"

#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

namespace {

// A review as a reviewer leaves it: a tick, an override with its reason, a note, closing remarks.
void review(ChecklistReview &r)
{
    r.setAuthor(QStringLiteral("Reviewer <r@example.invalid>"));
    r.setManual(QStringLiteral("p0.context"), ChecklistVerdict::Status::Pass);
    r.setOverride(QStringLiteral("p3.speedups"), ChecklistVerdict::Status::Fail,
                  QStringLiteral("the geomean rounds 1.714 down"));
    r.setNote(QStringLiteral("p2.one-change"), QStringLiteral("v2_ubreuse also drops a vector pass | check"));
    r.setSummary(QStringLiteral("Accept with the speedup wording fixed."));
}

QList<ReviewNote> notes(const QString &runKey)
{
    ReviewNote a = ReviewNote::forCandidate(runKey, QStringLiteral("v3_bs4096"));
    a.id = 1;
    a.text = QStringLiteral("A/B only on fp16 <script>");
    a.author = QStringLiteral("张三");
    a.createdAt = a.updatedAt = QStringLiteral("2026-10-01T08:00:00Z");
    ReviewNote b = ReviewNote::forRecord(runKey, QStringLiteral("perf_opt/perf_records.jsonl"), 25);
    b.id = 2;
    b.text = QStringLiteral("final record");
    b.author = QStringLiteral("r");
    b.createdAt = b.updatedAt = QStringLiteral("2026-10-01T08:05:00Z");
    return {a, b};
}

} // namespace

class TestReviewReportExporter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void golden_data();
    void golden();
    void htmlIsSelfContained();
    void everythingIsThere();
    void chartSvgIsWellFormed();
    void markdownLinksChartFiles();
    void checklistNotesAreNotes();
    void statusSaysWhatTheReviewIs();
};

void TestReviewReportExporter::initTestCase()
{
    qputenv("SOURCE_DATE_EPOCH", "1760000000");
    // An English interface, as `perfopt export` installs it: a zh_CN report still says its gate
    // findings and verdicts in Chinese.
    QVERIFY(Localization::install(QStringLiteral("en")));
}

void TestReviewReportExporter::golden_data()
{
    QTest::addColumn<QString>("run");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("html");
    for (const char *run : {"rms_norm", "argmax_like"})
        for (const char *language : {"en", "zh_CN"})
            for (bool html : {false, true})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2 %3")
                                             .arg(QLatin1String(run), QLatin1String(language),
                                                  html ? QStringLiteral("html") : QStringLiteral("md"))))
                    << QString::fromLatin1(run) << QString::fromLatin1(language) << html;
}

void TestReviewReportExporter::golden()
{
    QFETCH(QString, run);
    QFETCH(QString, language);
    QFETCH(bool, html);
    ChecklistReview r(ProjectLoader::load(RunCopy::sample(run)), GateReport {}, nullptr);
    review(r);
    ExportOptions options;
    options.language = language;
    const QString text = html ? ReviewReportExporter::html(r, notes(r.runKey()), options)
                              : ReviewReportExporter::markdown(r, notes(r.runKey()), options, {},
                                                               QStringLiteral("review.md"));
    const QString error
        = Golden::compare(text,
                          QStringLiteral("%1.review.%2.expected.%3")
                              .arg(run, language, html ? QStringLiteral("html") : QStringLiteral("md")));
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestReviewReportExporter::htmlIsSelfContained()
{
    ChecklistReview r(ProjectLoader::load(RunCopy::sample(QStringLiteral("argmax_like"))), GateReport {}, nullptr);
    const QString html = ReviewReportExporter::html(r, notes(r.runKey()), {});
    QVERIFY(html.startsWith(QLatin1String("<!DOCTYPE html>")));
    QVERIFY(html.contains(QLatin1String("<svg ")));
    // No external resources: nothing to fetch, nothing to run.
    QVERIFY(!html.contains(QRegularExpression(QStringLiteral("(src|href)=\"(https?:|//|file:)"))));
    QVERIFY(!html.contains(QLatin1String("<script")));
    QVERIFY(html.contains(QLatin1String("&lt;script&gt;"))); // the note's text, escaped
    // For printing, charts become image resources instead.
    const QString printable
        = ReviewReportExporter::html(r, {}, {}, {}, ReviewReportExporter::ChartEmbedding::ImageResource);
    QVERIFY(!printable.contains(QLatin1String("<svg ")));
    QVERIFY(printable.contains(QLatin1String("<img src=\"perfopt-chart:0\"")));
    QCOMPARE(ReviewReportExporter::charts(r, {}).size(), 1);
    QCOMPARE(ReviewReportExporter::charts(r, {}, {{QStringLiteral("x"), QStringLiteral("<svg/>")}}).size(), 2);
}

void TestReviewReportExporter::everythingIsThere()
{
    ChecklistReview r(ProjectLoader::load(RunCopy::sample(QStringLiteral("rms_norm"))), GateReport {}, nullptr);
    review(r);
    const QString md = ReviewReportExporter::markdown(r, notes(r.runKey()), {});
    for (const ChecklistItem &item : r.checklist().items())
        QVERIFY2(md.contains(QLatin1Char('`') + item.id + QLatin1Char('`')), qPrintable(item.id));
    QVERIFY(md.contains(QLatin1String("Fail (overridden: the geomean rounds 1.714 down)")));
    QVERIFY(md.contains(QLatin1String("Pass (reviewer)")));
    QVERIFY(md.contains(QLatin1String("v2_ubreuse also drops a vector pass \\| check")));
    QVERIFY(
        md.contains(QStringLiteral("| v3_bs4096 | 张三 | A/B only on fp16 \\<script> | 2026-10-01T08:00:00Z |")));
    QVERIFY(!md.contains(QRegularExpression(QStringLiteral("(?<!\\\\)<script"))));
    QVERIFY(md.contains(QLatin1String("| perf_opt/perf_records.jsonl:25 | r | final record |")));
    QVERIFY(md.contains(QLatin1String("Accept with the speedup wording fixed.")));
    QVERIFY(md.contains(QLatin1String("| short_row / fp16_4096x1024 | 31.42 [r1] | 17.92 [r25] | 1.753x [r1/r25] |")));
    QVERIFY(md.contains(QLatin1String("REVIEW-TERMINATION")));
    QVERIFY(!md.contains(QLatin1String("data:image/svg+xml;base64,"))); // GitHub strips data: URIs
}

void TestReviewReportExporter::chartSvgIsWellFormed()
{
    for (const char *run : {"rms_norm", "argmax_like"}) {
        const ProjectSnapshotPtr s = ProjectLoader::load(RunCopy::sample(QString::fromLatin1(run)));
        const QString svg = WorkloadBarsSvg::svg(FinalResults::fromSnapshot(*s), QStringLiteral("T & <t>"), {});
        QXmlStreamReader xml(svg);
        int rects = 0;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("rect"))
                ++rects;
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        // Background, two legend swatches, two bars per workload.
        QCOMPARE(rects, 3 + 2 * int(FinalResults::fromSnapshot(*s).rows.size()));
    }
    QVERIFY(WorkloadBarsSvg::svg({}, QStringLiteral("empty"), {}).contains(QLatin1String("No measured workload")));
}


void TestReviewReportExporter::markdownLinksChartFiles()
{
    // GitHub strips data: URIs: the chart is a file next to the report, linked relatively.
    ChecklistReview r(ProjectLoader::load(RunCopy::sample(QStringLiteral("rms_norm"))), GateReport {}, nullptr);
    const QString md = ReviewReportExporter::markdown(r, {}, {}, {}, QStringLiteral("/tmp/x/rms norm_review.md"));
    QVERIFY(!md.contains(QLatin1String("data:")));
    QVERIFY2(md.contains(QLatin1String("](rms%20norm_review.chart-1.svg)")), qPrintable(md));
    QCOMPARE(ReviewReportExporter::chartFileName(QStringLiteral("a/b/review.md"), 1),
             QStringLiteral("review.chart-2.svg"));
    // Without a file (standard output) nothing dangles.
    QVERIFY(!ReviewReportExporter::markdown(r, {}, {}).contains(QLatin1String("![")));
}

void TestReviewReportExporter::checklistNotesAreNotes()
{
    // A note on a checklist item is a note: the report must not say "No notes." above it.
    ChecklistReview r(ProjectLoader::load(RunCopy::sample(QStringLiteral("rms_norm"))), GateReport {}, nullptr);
    r.setNote(QStringLiteral("p2.one-change"), QStringLiteral("two changes in round 2"));
    const QString md = ReviewReportExporter::markdown(r, {}, {});
    const QString notes = md.section(QStringLiteral("## Notes"), 1).section(QStringLiteral("\n## "), 0, 0);
    QVERIFY2(!notes.contains(QLatin1String("No notes.")), qPrintable(notes));
    QVERIFY2(notes.contains(QLatin1String("two changes in round 2")), qPrintable(notes));
    QVERIFY(notes.contains(QLatin1String("p2.one-change")));
    const QString html = ReviewReportExporter::html(r, {}, {});
    const QString htmlNotes = html.section(QStringLiteral(">Notes</h2>"), 1).section(QStringLiteral("<h2>"), 0, 0);
    QVERIFY(!htmlNotes.contains(QLatin1String("No notes.")));
    QVERIFY(htmlNotes.contains(QLatin1String("two changes in round 2")));
}

// The header's status, as the workspace index names it: a run nobody has looked at is unreviewed
// (it said "in progress"), a touched one in review, a finished one signed off.
void TestReviewReportExporter::statusSaysWhatTheReviewIs()
{
    ChecklistReview r(ProjectLoader::load(RunCopy::sample(QStringLiteral("rms_norm"))), GateReport {}, nullptr);
    QVERIFY2(ReviewReportExporter::markdown(r, {}, {}).contains(QLatin1String("| Status | unreviewed |")),
             qPrintable(ReviewReportExporter::markdown(r, {}, {}).left(600)));
    QVERIFY(ReviewReportExporter::html(r, {}, {}).contains(QLatin1String("<tr><th>Status</th><td>unreviewed</td></tr>")));
    // A review note alone is a review under way, as the workspace index counts it.
    QVERIFY(ReviewReportExporter::markdown(r, notes(r.runKey()), {}).contains(QLatin1String("| Status | in review |")));
    r.setNote(QStringLiteral("p2.one-change"), QStringLiteral("two changes in round 2"));
    QVERIFY(ReviewReportExporter::markdown(r, {}, {}).contains(QLatin1String("| Status | in review |")));
    r.setFinished(true);
    QVERIFY(ReviewReportExporter::markdown(r, {}, {}).contains(QLatin1String("| Status | signed off |")));
}

QTEST_GUILESS_MAIN(TestReviewReportExporter)
#include "tst_reviewreportexporter.moc"
