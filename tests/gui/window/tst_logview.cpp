// SPDX-License-Identifier: MIT
// LogView renders opt_log.md as Markdown and maps a source line to what it became: showLine(N)
// must highlight and scroll to line N's rendering, also when the same text occurs several times.
// Nothing a log references is ever loaded. LogLocator names the line that discusses a candidate.
#include "optlog/loglocator.h"
#include "optlog/optlogparser.h"
#include "run/projectloader.h"
#include "window/logview.h"

#include <QFile>
#include <QImage>
#include <QSignalSpy>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextTable>

using namespace Qt::StringLiterals;

namespace {

const QString Corpus = QStringLiteral(PERFOPT_SHARED_DIR "/corpus/opt_logs/");

OptLog parseCopy(const QTemporaryDir &dir, const QString &corpusName)
{
    const QString target = dir.filePath(QStringLiteral("opt_log.md"));
    QFile::remove(target);
    if (!QFile::copy(Corpus + corpusName, target))
        return {};
    return OptLogParser::parseFile(target, QStringLiteral("perf_opt/opt_log.md"));
}

QString cellText(const QTextTableCell &cell)
{
    QTextCursor c = cell.firstCursorPosition();
    c.setPosition(cell.lastCursorPosition().position(), QTextCursor::KeepAnchor);
    return c.selectedText();
}

// What the reader sees where the cursor is: the whole table row for a cell, else the block.
QString rowTextAt(const QTextCursor &cursor)
{
    if (QTextTable *table = cursor.currentTable()) {
        const int row = table->cellAt(cursor).row();
        QStringList cells;
        for (int c = 0; c < table->columns(); ++c)
            cells.append(cellText(table->cellAt(row, c)));
        return cells.join(QLatin1String(" | "));
    }
    return cursor.block().text();
}

// A LogView on screen at the given size, showing the log.
bool showLog(LogView &view, const OptLog &log, QSize size)
{
    view.resize(size);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        return false;
    view.setLog(log);
    return true;
}

QString highlighted(const LogView &view)
{
    const QList<QTextEdit::ExtraSelection> selections = view.extraSelections();
    if (selections.size() != 1)
        return QStringLiteral("<%1 extra selections>").arg(selections.size());
    return rowTextAt(selections.first().cursor);
}

// The highlighted place is on screen, not merely in the document.
bool cursorOnScreen(const LogView &view)
{
    return view.viewport()->rect().contains(view.cursorRect().center());
}

QString sourceLine(const OptLog &log, int line)
{
    return log.text().split(QLatin1Char('\n')).value(line - 1);
}

} // namespace

class TestLogView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void rendersMarkdown();
    void singleTildeIsARange();
    void showsTableRow_data();
    void showsTableRow();
    void longTableIsShownInParts();
    void showsRepeatedText_data();
    void showsRepeatedText();
    void showLineScrolls();
    void showLineRejectsOutOfRange();
    void showLineSkipsBlankLines();
    void neverLoadsResources();
    void findWraps();
    void failedFindKeepsPosition();
    void findCentresAndCounts();
    void scrollingReportsTheLine();
    void locatesCandidates_data();
    void locatesCandidates();
    void noRoundIsNoRound();
    void notedLinesAreMarkedInTheMargin();
    void longLogRendersOffTheGuiThread();

private:
    QTemporaryDir m_dir;
    OptLog m_lerp;
    ProjectSnapshotPtr m_rms;
};

void TestLogView::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_lerp = parseCopy(m_dir, QStringLiteral("lerp_tensor.genA.opt_log.md"));
    QCOMPARE(m_lerp.lineCount, 304);
    m_rms = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"));
    QVERIFY(m_rms);
}

void TestLogView::rendersMarkdown()
{
    LogView view;
    view.setLog(m_lerp);
    const QString plain = view.toPlainText();
    // Headings and emphasis lose their markup; tables become tables.
    QVERIFY(plain.contains(QLatin1String("Iteration 1\n")));
    QVERIFY(!plain.contains(QLatin1String("## Iteration")));
    QVERIFY(!plain.contains(QLatin1String("**final_latency")));
    QVERIFY(plain.contains(QLatin1String("final_latency: 158.59 us")));
    QTextCursor cursor = view.document()->find(QStringLiteral("elementwise-64m/bf16"));
    QVERIFY(!cursor.isNull());
    QVERIFY(cursor.currentTable());
    // Tables are drawn as a grid: Qt's Markdown import alone leaves them borderless.
    const QTextTableFormat grid = cursor.currentTable()->format();
    QCOMPARE(grid.border(), 1.0);
    QCOMPARE(grid.borderStyle(), QTextFrameFormat::BorderStyle_Solid);
    QVERIFY(grid.cellPadding() > 0);
    // The grid follows the palette: darker lines on a light theme, lighter ones on a dark theme.
    QPalette light = view.palette();
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Text, Qt::black);
    view.setPalette(light);
    const int onLight = cursor.currentTable()->format().borderBrush().color().lightness();
    QPalette dark = light;
    dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
    dark.setColor(QPalette::Text, QColor(0xf0, 0xf0, 0xf0));
    view.setPalette(dark);
    const int onDark = cursor.currentTable()->format().borderBrush().color().lightness();
    QVERIFY2(onLight > 128 && onLight < 255 && onDark < 128 && onDark > 0x20,
             qPrintable(QStringLiteral("%1 / %2").arg(onLight).arg(onDark)));
    QCOMPARE(view.highlightedLine(), 0);
}

void TestLogView::singleTildeIsARange()
{
    // "−30%~−36%" is a range: not struck out. Only ~~double tildes~~ strike through; code keeps
    // its tildes as written.
    const QString md = QStringLiteral("## Iteration 1\n\n- expected −30%~−36% on long_row, ~2x on short\n"
                                      "- ~~dropped idea~~ kept\n- `a~b` and ~~~ three\n\n"
                                      "| key | change |\n|---|---|\n| x | −3%~−5% |\n");
    const OptLog log = OptLogParser::parse(md.toUtf8(), QStringLiteral("opt_log.md"));
    LogView view;
    view.setLog(log);
    const QString plain = view.toPlainText();
    QVERIFY2(plain.contains(QStringLiteral("−30%~−36%")), qPrintable(plain));
    QVERIFY(plain.contains(QStringLiteral("~2x on short")));
    QVERIFY(plain.contains(QStringLiteral("a~b")));
    QVERIFY(plain.contains(QStringLiteral("−3%~−5%")));
    QVERIFY(plain.contains(QStringLiteral("~~~ three")));
    const auto struck = [&view](const QString &text) {
        QTextCursor cursor = view.document()->find(text);
        if (cursor.isNull())
            return -1;
        QTextCursor inside(view.document());
        inside.setPosition(cursor.selectionStart() + 1);
        return int(inside.charFormat().fontStrikeOut());
    };
    QCOMPARE(struck(QStringLiteral("30%")), 0);
    QCOMPARE(struck(QStringLiteral("36%")), 0);
    QCOMPARE(struck(QStringLiteral("−5%")), 0);
    QCOMPARE(struck(QStringLiteral("dropped idea")), 1);
    QCOMPARE(struck(QStringLiteral("kept")), 0);
    // Showing a line still finds it.
    QVERIFY(view.showLine(3));
}

void TestLogView::showsTableRow_data()
{
    QTest::addColumn<QString>("log"); // "lerp": corpus lerp_tensor; "rms": the rms_norm sample
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("expected"); // a cell only this row has
    // Every row starts with the same cell ("fp32_transit"), which also occurs in prose and other cells.
    QTest::newRow("baseline smoke-1m/fp16") << u"lerp"_s << 39 << QStringLiteral("profiles/baseline/1m_fp16");
    QTest::newRow("baseline 256m/fp16") << u"lerp"_s << 47 << QStringLiteral("profiles/baseline/256m_float16");
    QTest::newRow("dispatch check fp32_transit") << u"lerp"_s << 125 << QStringLiteral("全部 8 组");
    QTest::newRow("final 64m/bf16") << u"lerp"_s << 247 << QStringLiteral("385.76");
    QTest::newRow("final 256m/fp16") << u"lerp"_s << 248 << QStringLiteral("1709.33");
    QTest::newRow("branch row") << u"lerp"_s << 100 << QStringLiteral("8.06");
    QTest::newRow("comparison row, bold first cell") << u"lerp"_s << 116 << QStringLiteral("156.51");
    QTest::newRow("A/B run") << u"lerp"_s << 228 << QStringLiteral("profiles/final/ab_final_16m_fp32_r2");
    // "short_row" also sits inside the raw_profile_dir cells; "v1_pipe" inside branch file names.
    QTest::newRow("rms baseline short_row/bf16") << u"rms"_s << 30 << QStringLiteral("32.06");
    QTest::newRow("rms comparison v1_pipe bf16") << u"rms"_s << 94 << QStringLiteral("20.62");
    QTest::newRow("rms profile v1_pipe") << u"rms"_s << 104 << QStringLiteral("0.386");
    QTest::newRow("rms dispatch check v1_pipe") << u"rms"_s << 114 << QStringLiteral("pass（−35.7%）");
}

void TestLogView::showsTableRow()
{
    QFETCH(QString, log);
    QFETCH(int, line);
    QFETCH(QString, expected);
    const OptLog &opened = log == u"lerp"_s ? m_lerp : m_rms->optLog;
    QVERIFY2(sourceLine(opened, line).contains(expected), qPrintable(sourceLine(opened, line)));

    LogView view;
    view.resize(900, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setLog(opened);
    QVERIFY(view.showLine(line));
    QCOMPARE(view.highlightedLine(), line);
    QVERIFY(view.textCursor().currentTable());
    QVERIFY2(rowTextAt(view.textCursor()).contains(expected), qPrintable(rowTextAt(view.textCursor())));
    QVERIFY2(highlighted(view).contains(expected), qPrintable(highlighted(view)));
    // The highlight is that one row, every cell of it.
    const QTextCursor selection = view.extraSelections().first().cursor;
    int firstRow = -1, rows = 0, firstColumn = -1, columns = 0;
    selection.selectedTableCells(&firstRow, &rows, &firstColumn, &columns);
    QCOMPARE(rows, 1);
    QCOMPARE(firstColumn, 0);
    QCOMPARE(columns, view.textCursor().currentTable()->columns());
    QCOMPARE(firstRow, view.textCursor().currentTable()->cellAt(view.textCursor()).row());
    QVERIFY(cursorOnScreen(view));
}

void TestLogView::longTableIsShownInParts()
{
    // Qt's importer is quadratic in a table's rows: a long table is rendered as consecutive tables
    // of MaxRenderedTableRows, each under its header; every row is still shown and found.
    const int rows = 2 * LogView::MaxRenderedTableRows + 50;
    QByteArray text = "# Log\n\nIntro.\n\n| candidate | us |\n|---|---:|\n"; // the header is line 5
    for (int r = 1; r <= rows; ++r)
        text += QStringLiteral("| cand_%1 | %2 |\n").arg(r).arg(1000 + r).toUtf8();
    text += "\nAfter the table.\n";
    const OptLog log = OptLogParser::parse(text, QStringLiteral("perf_opt/opt_log.md"));

    LogView view;
    QVERIFY(showLog(view, log, QSize(900, 500)));
    QList<int> tableRows;
    QStringList headers;
    for (QTextBlock block = view.document()->begin(); block.isValid(); block = block.next()) {
        QTextTable *table = QTextCursor(block).currentTable();
        if (table && QTextCursor(block).position() == table->firstPosition()) {
            tableRows.append(table->rows());
            headers.append(cellText(table->cellAt(0, 0)));
        }
    }
    const int part = LogView::MaxRenderedTableRows + 1; // with its header
    QCOMPARE(tableRows, (QList<int>{part, part, 51}));
    QCOMPARE(headers, (QStringList{QStringLiteral("candidate"), QStringLiteral("candidate"), QStringLiteral("candidate")}));
    QVERIFY(view.toPlainText().contains(QStringLiteral("After the table.")));

    for (const int r : {1, LogView::MaxRenderedTableRows, LogView::MaxRenderedTableRows + 1, rows}) {
        const int line = 6 + r;
        QVERIFY(view.showLine(line));
        QCOMPARE(view.highlightedLine(), line);
        QCOMPARE(rowTextAt(view.textCursor()), QStringLiteral("cand_%1 | %2").arg(r).arg(1000 + r));
    }
    // Short tables are left whole.
    QCOMPARE(LogView::renderableMarkdown(QStringLiteral("| a |\n|---|\n| 1 |")), QStringLiteral("| a |\n|---|\n| 1 |"));
}

void TestLogView::showsRepeatedText_data()
{
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("block");
    QTest::newRow("iteration 1 winner")
        << 129 << QStringLiteral("winner: baseline 结构 + fp32 默认 block_size 8192（fp16/bf16 维持 4096）");
    QTest::newRow("iteration 2 winner") << 174
                                        << QStringLiteral("winner: current_best 保持（baseline 结构 + fp32 bs8192）");
    // The same words again, and a prefix of line 174's.
    QTest::newRow("iteration 3 winner") << 210 << QStringLiteral("winner: current_best 保持");
    QTest::newRow("iteration 2 heading") << 135 << QStringLiteral("Iteration 2");
    QTest::newRow("iteration 3 diagnostic context") << 181 << QStringLiteral("Diagnostic Context");
}

void TestLogView::showsRepeatedText()
{
    QFETCH(int, line);
    QFETCH(QString, block);

    LogView view;
    view.resize(900, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setLog(m_lerp);
    QVERIFY(view.showLine(line));
    QCOMPARE(view.textCursor().block().text(), block);
    QCOMPARE(highlighted(view), block);
    QCOMPARE(view.extraSelections().first().cursor.selectedText(), block); // that block only
    // Right occurrence: as many equal blocks before it as there are equal lines before it.
    int before = 0;
    for (QTextBlock b = view.document()->begin(); b != view.textCursor().block(); b = b.next())
        before += b.text() == block;
    int sourceBefore = 0;
    const QStringList lines = m_lerp.text().split(QLatin1Char('\n'));
    for (int i = 0; i < line - 1; ++i) {
        QString text = lines.at(i);
        text.remove(QStringLiteral("**"));
        static const QRegularExpression markers(QStringLiteral("^(?:#{1,6}|-)\\s+"));
        sourceBefore += text.remove(markers) == block;
    }
    QCOMPARE(before, sourceBefore);
    QVERIFY(cursorOnScreen(view));
}

void TestLogView::showLineScrolls()
{
    LogView view;
    view.resize(900, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setLog(m_lerp);
    QCOMPARE(view.verticalScrollBar()->value(), 0);
    QVERIFY(view.showLine(256)); // final_latency, far down
    const int down = view.verticalScrollBar()->value();
    QVERIFY(down > 0);
    QVERIFY(cursorOnScreen(view));
    QVERIFY(view.textCursor().block().text().startsWith(QLatin1String("final_latency: 158.59 us")));
    QVERIFY(view.showLine(60));
    QVERIFY(view.verticalScrollBar()->value() < down);
    QVERIFY(cursorOnScreen(view));
    QCOMPARE(view.textCursor().block().text(), QStringLiteral("Iteration 1"));
    // Reloading the same log keeps the reader where they were.
    const int at = view.verticalScrollBar()->value();
    view.setLog(m_lerp);
    QCOMPARE(view.verticalScrollBar()->value(), at);
}

void TestLogView::showLineRejectsOutOfRange()
{
    LogView view;
    view.setLog(m_lerp);
    QVERIFY(!view.showLine(0));
    QVERIFY(!view.showLine(-3));
    QVERIFY(!view.showLine(100000));
    QCOMPARE(view.highlightedLine(), 0);
    QVERIFY(view.extraSelections().isEmpty());
}

void TestLogView::showLineSkipsBlankLines()
{
    LogView view;
    view.setLog(m_lerp);
    QVERIFY(sourceLine(m_lerp, 59).trimmed().isEmpty());
    // A blank line shows what follows it.
    QVERIFY(view.showLine(59));
    QCOMPARE(view.textCursor().block().text(), QStringLiteral("Iteration 1"));
}

void TestLogView::neverLoadsResources()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QImage image(4, 4, QImage::Format_RGB32);
    image.fill(Qt::red);
    const QString png = dir.filePath(QStringLiteral("chart.png"));
    QVERIFY(image.save(png));
    const QUrl local = QUrl::fromLocalFile(png);
    const QUrl remote(QStringLiteral("http://example.com/chart.png"));

    // A plain browser would read the local image: the check below can fail.
    QTextBrowser plain;
    QVERIFY(!plain.loadResource(QTextDocument::ImageResource, local).isNull());

    const QByteArray md = "# Log\n\n![remote](" + remote.toEncoded() + ")\n\n![local](" + local.toEncoded()
        + ")\n\n[a link](https://example.com/)\n";
    const OptLog log = OptLogParser::parse(md, QStringLiteral("opt_log.md"));
    LogView view;
    QVERIFY(showLog(view, log, QSize(400, 300)));
    QVERIFY(view.loadResource(QTextDocument::ImageResource, remote).isNull());
    QVERIFY(view.loadResource(QTextDocument::ImageResource, local).isNull());
    QVERIFY(view.loadResource(QTextDocument::StyleSheetResource, remote).isNull());
    QVERIFY(view.loadResource(QTextDocument::HtmlResource, local).isNull());
    // Laying the page out asked for the images and got nothing.
    QVERIFY(view.document()->resource(QTextDocument::ImageResource, remote).isNull());
    QVERIFY(view.document()->resource(QTextDocument::ImageResource, local).isNull());
    QVERIFY(view.toPlainText().contains(QLatin1String("a link")));
    QVERIFY(!view.openLinks());
    QVERIFY(!view.openExternalLinks());
}

void TestLogView::findWraps()
{
    LogView view;
    view.setLog(m_lerp);
    QVERIFY(view.find(QStringLiteral("Skill Retrospective")));
    QCOMPARE(view.textCursor().selectedText(), QStringLiteral("Skill Retrospective"));
    const int end = view.textCursor().position();
    // Nothing after the retrospective says "Iteration 1": the search wraps to the top.
    QVERIFY(view.find(QStringLiteral("Iteration 1")));
    QVERIFY(view.textCursor().position() < end);
    QCOMPARE(view.textCursor().block().text(), QStringLiteral("Iteration 1"));
    // Backward from the top wraps to the last occurrence.
    QTextCursor top(view.document());
    view.setTextCursor(top);
    QVERIFY(view.find(QStringLiteral("final_latency"), true));
    const QTextCursor last = view.document()->find(QStringLiteral("final_latency"), view.document()->characterCount(),
                                                   QTextDocument::FindBackward);
    QCOMPARE(view.textCursor().position(), last.position());
}

void TestLogView::findCentresAndCounts()
{
    // The match sits in the middle of the view, not at its bottom edge, and the view says which of
    // how many it is.
    LogView view;
    view.resize(800, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setLog(m_lerp);
    const int total = [&view] {
        int n = 0;
        for (QTextCursor c = view.document()->find(QStringLiteral("Iteration")); !c.isNull();
             c = view.document()->find(QStringLiteral("Iteration"), c))
            ++n;
        return n;
    }();
    QVERIFY(total >= 3);
    for (int i = 1; i <= 3; ++i) {
        QVERIFY(view.find(QStringLiteral("Iteration")));
        QCOMPARE(view.matchPosition(), std::make_pair(i, total));
    }
    const int y = view.cursorRect().center().y();
    const int middle = view.viewport()->height() / 2;
    QVERIFY2(std::abs(y - middle) < view.viewport()->height() / 6 || view.verticalScrollBar()->value() == 0,
             qPrintable(QStringLiteral("%1 vs %2").arg(y).arg(middle)));
    QVERIFY(!view.find(QStringLiteral("no such text at all")));
    QCOMPARE(view.matchPosition(), std::make_pair(0, 0));
}

void TestLogView::scrollingReportsTheLine()
{
    LogView view;
    view.resize(800, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setLog(m_lerp);
    QSignalSpy scrolled(&view, &LogView::scrolledToLine);
    view.verticalScrollBar()->setValue(view.verticalScrollBar()->maximum() / 2);
    QVERIFY(scrolled.wait(2000));
    const int line = scrolled.last().first().toInt();
    QVERIFY(line > 20 && line < 304);
}

void TestLogView::failedFindKeepsPosition()
{
    LogView view;
    view.setLog(m_lerp);
    QVERIFY(view.find(QStringLiteral("Final Summary")));
    const int at = view.textCursor().position();
    QVERIFY(!view.find(QStringLiteral("no such text anywhere")));
    QCOMPARE(view.textCursor().position(), at);
    QVERIFY(!view.find(QStringLiteral("no such text anywhere"), true));
    QCOMPARE(view.textCursor().position(), at);
}

void TestLogView::locatesCandidates_data()
{
    QTest::addColumn<QString>("source"); // a sample run, or a corpus log
    QTest::addColumn<QString>("candidate");
    QTest::addColumn<int>("round");
    QTest::addColumn<int>("line");
    const QString rms = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm");
    const QString argmax = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like");
    // The branch row of the round, whose branch cell names the branch file.
    QTest::newRow("rms_norm v1_pipe") << rms << QStringLiteral("v1_pipe") << 1 << 73;
    QTest::newRow("rms_norm v2_pipe3") << rms << QStringLiteral("v2_pipe3") << 2 << 147;
    QTest::newRow("rms_norm v3_bs4096") << rms << QStringLiteral("v3_bs4096") << 3 << 214;
    QTest::newRow("rms_norm v4_fp16acc") << rms << QStringLiteral("v4_fp16acc") << 4 << 299;
    QTest::newRow("argmax round1_bn2048") << argmax << QStringLiteral("round1_bn2048") << 1 << 54;
    QTest::newRow("argmax round2_pipe") << argmax << QStringLiteral("round2_pipe") << 2 << 105;
    // No branch row: the decision naming it.
    QTest::newRow("argmax merged_r2_pipe") << argmax << QStringLiteral("merged_r2_pipe") << 2 << 141;
    // Branch cells holding the candidate id itself.
    QTest::newRow("ssd round2_l0c2x") << QStringLiteral("ssd_chunk_scan.genB.opt_log.md")
                                      << QStringLiteral("round2_l0c2x") << 2 << 152;
    QTest::newRow("ssd round1_prevhoist")
        << QStringLiteral("ssd_chunk_scan.genB.opt_log.md") << QStringLiteral("round1_prevhoist") << 1 << 94;
}

void TestLogView::locatesCandidates()
{
    QFETCH(QString, source);
    QFETCH(QString, candidate);
    QFETCH(int, round);
    QFETCH(int, line);

    OptLog log;
    QTemporaryDir dir;
    if (source.endsWith(QLatin1String(".md"))) {
        QVERIFY(dir.isValid());
        log = parseCopy(dir, source);
    } else {
        const ProjectSnapshotPtr snapshot = ProjectLoader::load(source);
        QVERIFY(snapshot);
        log = snapshot->optLog;
    }
    QCOMPARE(LogLocator::lineForCandidate(log, candidate, round), line);
    QVERIFY2(sourceLine(log, line).contains(candidate), qPrintable(sourceLine(log, line)));
    QCOMPARE(LogLocator::roundAtLine(log, line), LogLocator::round(log, round));
    QVERIFY(LogLocator::round(log, round));

    LogView view;
    view.resize(900, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setLog(log);
    QVERIFY(view.showLine(line));
    QVERIFY2(highlighted(view).contains(candidate), qPrintable(highlighted(view)));

    QCOMPARE(LogLocator::lineForCandidate(log, QString(), round), 0);
    QCOMPARE(LogLocator::lineForCandidate(log, QStringLiteral("never_tried_anywhere"), round), 0);
}

void TestLogView::noRoundIsNoRound()
{
    // The lerp baseline heading is round 0 without an iteration number; -1 must not find it.
    QCOMPARE(m_lerp.rounds.first().iteration, -1);
    QCOMPARE(LogLocator::round(m_lerp, -1), nullptr);
    QCOMPARE(LogLocator::round(m_lerp, 0)->line, 33);
    QCOMPARE(LogLocator::round(m_lerp, 3)->line, 179);
    QCOMPARE(LogLocator::round(m_lerp, 9), nullptr);
    QCOMPARE(LogLocator::roundAtLine(m_lerp, 150)->line, 135);
    QCOMPARE(LogLocator::roundAtLine(m_lerp, 10), nullptr);
}

void TestLogView::longLogRendersOffTheGuiThread()
{
    // The lerp log repeated past the threshold: setLog returns with a placeholder, the rendering
    // arrives through the event loop, and a line asked for meanwhile is shown then.
    OptLog big = m_lerp;
    while (big.text().size() <= LogView::AsyncRenderChars)
        big.utf8 += '\n' + m_lerp.utf8;
    const int copies = int(big.text().count(QStringLiteral("final_latency: 158.59 us")));
    QVERIFY(copies > 1);
    LogView view;
    QSignalSpy rendered(&view, &LogView::rendered);
    view.setLog(big);
    QVERIFY(view.isRendering());
    QVERIFY(view.toPlainText().startsWith(QStringLiteral("Rendering the log")));
    const int lastLine = int(big.text().count(QLatin1Char('\n'))) - 10;
    QVERIFY(view.showLine(lastLine)); // remembered, not lost
    QVERIFY(rendered.wait(60000));
    QVERIFY(!view.isRendering());
    const QString plain = view.toPlainText();
    QCOMPARE(int(plain.count(QStringLiteral("final_latency: 158.59 us"))), copies);
    QTextCursor cursor = view.document()->find(QStringLiteral("elementwise-64m/bf16"));
    QVERIFY(cursor.currentTable());
    QCOMPARE(cursor.currentTable()->format().border(), 1.0); // the grid is drawn on the worker too
    QVERIFY(view.highlightedLine() >= lastLine); // the pending line (or the next non-blank one)

    // A newer log set while one renders wins; the older rendering is dropped.
    view.setLog(big);
    view.setLog(m_lerp);
    QVERIFY(!view.isRendering());
    QTest::qWait(50);
    QVERIFY(view.toPlainText().contains(QStringLiteral("final_latency: 158.59 us")));
    QCOMPARE(int(view.toPlainText().count(QStringLiteral("final_latency: 158.59 us"))), 1);
    // (the view's destructor waits for the dropped worker and frees its document: LSan checks)
}

QTEST_MAIN(TestLogView)
#include "tst_logview.moc"

void TestLogView::notedLinesAreMarkedInTheMargin()
{
    // A line with a review note gets a mark in the margin left of the text, level with what the
    // line became; it follows scrolling and a reload, and goes with the note.
    LogView view;
    view.resize(900, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setLog(m_lerp);
    QWidget *margin = view.noteMargin();
    QVERIFY(margin && margin->isVisible());
    QVERIFY(margin->width() > 0);
    QVERIFY(margin->geometry().right() < view.viewport()->geometry().left()); // beside the text, not over it
    const QColor mark = view.palette().color(QPalette::Link);
    const auto markedRows = [&] {
        const QImage image = margin->grab().toImage();
        QList<int> rows;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                if (QColor(image.pixel(x, y)) == mark) {
                    rows.append(y);
                    break;
                }
        return rows;
    };
    QVERIFY(markedRows().isEmpty());

    view.setNotedLines({60}); // "Iteration 1"
    QCOMPARE(view.noteMarkSpans().size(), 1);
    QVERIFY(view.showLine(60));
    const QRect line = view.cursorRect();
    const auto [top, bottom] = view.noteMarkSpans().first();
    QVERIFY2(top <= line.center().y() && line.center().y() <= bottom,
             qPrintable(QStringLiteral("mark %1..%2, line at %3").arg(top).arg(bottom).arg(line.center().y())));
    QList<int> rows = markedRows();
    QVERIFY(!rows.isEmpty());
    QVERIFY2(
        rows.first() >= top - 1 && rows.last() <= bottom + 1,
        qPrintable(
            QStringLiteral("painted %1..%2, mark %3..%4").arg(rows.first()).arg(rows.last()).arg(top).arg(bottom)));

    // Scrolled away, the mark goes with its line; a reload keeps it.
    QVERIFY(view.showLine(256));
    QVERIFY(markedRows().isEmpty());
    view.setLog(m_lerp);
    QCOMPARE(view.noteMarkSpans().size(), 1);
    view.setNotedLines({});
    QVERIFY(view.noteMarkSpans().isEmpty());
    QVERIFY(markedRows().isEmpty());
}
