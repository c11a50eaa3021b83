// SPDX-License-Identifier: MIT
// LineSplitter: lines from bytes fed in chunks of any size are the lines Python (or '\n') finds in
// the whole text, and a line over the limit streams by in pieces that add up to it.
#include "base/linesplitter.h"
#include "base/pythontext.h"

#include <QTest>

namespace {

struct Split
{
    QList<QByteArray> lines; // overlong lines: their pieces joined
    QList<bool> ended;
    QList<bool> overlong;
};

Split split(const QByteArray &bytes, LineSplitter::Breaks breaks, qsizetype chunk, qsizetype maxLine)
{
    Split out;
    QByteArray pieces;
    LineSplitter splitter(
        breaks, maxLine,
        [&](const LineSplitter::Line &line) {
            const QByteArray text = line.overlong ? pieces : line.bytes.toByteArray();
            if (text.size() != line.size)
                qWarning("size %lld for %lld bytes", qlonglong(line.size), qlonglong(text.size()));
            out.lines.append(text);
            out.ended.append(line.ended);
            out.overlong.append(line.overlong);
            pieces.clear();
            return true;
        },
        [&](QByteArrayView piece) { pieces.append(piece); });
    for (qsizetype at = 0; at < bytes.size(); at += chunk)
        splitter.feed(QByteArrayView(bytes).sliced(at, std::min(chunk, bytes.size() - at)));
    splitter.finish();
    return out;
}

// What the whole text gives: '\n' alone, Python's text mode, or text mode then str.splitlines().
QList<QByteArray> reference(const QByteArray &bytes, LineSplitter::Breaks breaks, bool *lastEnded)
{
    QList<QByteArray> lines;
    if (breaks == LineSplitter::Breaks::PythonLines) {
        const QString text = PythonText::universalNewlines(QString::fromUtf8(bytes));
        for (QStringView part : PythonText::splitLines(text))
            lines.append(part.toUtf8());
        // splitlines() has no empty last element: the text ends with a break when appending one
        // character makes a line of it alone.
        *lastEnded = text.isEmpty() || PythonText::splitLines(QString(text + QLatin1Char('x'))).size() > lines.size();
        return lines;
    }
    if (breaks == LineSplitter::Breaks::LineFeed) {
        lines = bytes.split('\n');
    } else {
        const QString text = PythonText::universalNewlines(QString::fromUtf8(bytes));
        for (QStringView part : QStringView(text).split(u'\n'))
            lines.append(part.toUtf8());
    }
    *lastEnded = lines.last().isEmpty();
    if (*lastEnded)
        lines.removeLast();
    return lines;
}

} // namespace

class TestLineSplitter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sameLinesInAnyChunks_data();
    void sameLinesInAnyChunks();
    void overlongLines();
    void everyAsciiByteAmidControlBytes();
};

void TestLineSplitter::sameLinesInAnyChunks_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("LF") << QByteArray("a\nbb\n\nccc\n");
    QTest::newRow("no final break") << QByteArray("a\nbb");
    QTest::newRow("CRLF and CR") << QByteArray("a\r\nb\rc\r\r\nd\r");
    QTest::newRow("Python breaks") << QByteArray("a\x0b"
                                                 "b\x0c"
                                                 "c\x1c"
                                                 "d\x1d"
                                                 "e\x1e"
                                                 "f\x1fg\n");
    QTest::newRow("U+0085 U+2028 U+2029") << QByteArray("a\xC2\x85"
                                                        "b\xE2\x80\xA8"
                                                        "c\xE2\x80\xA9"
                                                        "d");
    QTest::newRow("near misses") << QByteArray("\xC2\xA0"
                                               "a\xE2\x80\xA6"
                                               "b\xE2\x81\xA8"
                                               "c\xC2\xA0");
    QTest::newRow("CJK and a break last") << QByteArray("\xE5\xB7\xA5\xE4\xBD\x9C\xE2\x80\xA8");
    // Long ASCII runs are skipped eight bytes at a time: every break, and every near miss, at every
    // position within such a run.
    QByteArray runs;
    const QList<QByteArray> breaks {"\n", "\r\n", "\r", "\x0b", "\x1c", "\x1e", "\x1f", "\xC2\x85", "\xC2\xA0", "\xE2\x80\xA8",
                                    "\xE2\x80\xA6", "\t", " "};
    for (const QByteArray &lineBreak : breaks) {
        for (int offset = 0; offset < 17; ++offset)
            runs += QByteArray(offset, 'x') + lineBreak + QByteArray(23 - offset, '{');
        runs += '\n'; // lines stay under the splitter's limit in '\n' mode
    }
    QTest::newRow("breaks at every position of long runs") << runs;
}

void TestLineSplitter::sameLinesInAnyChunks()
{
    QFETCH(QByteArray, bytes);
    for (const auto breaks :
         {LineSplitter::Breaks::LineFeed, LineSplitter::Breaks::Universal, LineSplitter::Breaks::PythonLines}) {
        bool lastEnded = true;
        const QList<QByteArray> expected = reference(bytes, breaks, &lastEnded);
        for (qsizetype chunk = 1; chunk <= std::max<qsizetype>(bytes.size(), 1); ++chunk) {
            const Split got = split(bytes, breaks, chunk, 1024);
            QCOMPARE(got.lines, expected);
            if (!got.ended.isEmpty())
                QCOMPARE(got.ended.last(), lastEnded);
            QVERIFY(!got.overlong.contains(true));
        }
    }
}

void TestLineSplitter::overlongLines()
{
    const QByteArray bytes("short\n0123456789abcdef\nmid\n0123456789");
    for (qsizetype chunk = 1; chunk <= bytes.size(); ++chunk) {
        const Split got = split(bytes, LineSplitter::Breaks::LineFeed, chunk, 8);
        QCOMPARE(got.lines, QList<QByteArray>({"short", "0123456789abcdef", "mid", "0123456789"}));
        QCOMPARE(got.overlong, QList<bool>({false, true, false, true}));
        QCOMPARE(got.ended, QList<bool>({true, true, true, false}));
    }
}

QTEST_GUILESS_MAIN(TestLineSplitter)
#include "tst_linesplitter.moc"

// Runs of control bytes that are no break (NUL, tab, 0x08, 0x0e, 0x1b, 0x1f, DEL) are skipped eight
// bytes at a time: each ASCII byte, at each position within such a run, splits where Python does.
void TestLineSplitter::everyAsciiByteAmidControlBytes()
{
    const QByteArray filler("\x00\t\x08\x0e\x1b\x1f\x7f\x00\t\x00\x1b\x0e\x08\x00\x7f\x1f", 16);
    QByteArray bytes;
    for (int value = 0; value < 0x80; ++value)
        for (int offset = 0; offset < 9; ++offset)
            bytes += filler.left(offset) + char(value) + filler.mid(offset) + 'x';
    QCOMPARE(bytes.size(), 0x80 * 9 * 18);
    // The break bytes of each mode: \n; \n and \r; those and \v \f \x1c \x1d \x1e.
    const QList<std::pair<LineSplitter::Breaks, int>> modes {{LineSplitter::Breaks::LineFeed, 1},
                                                             {LineSplitter::Breaks::Universal, 2},
                                                             {LineSplitter::Breaks::PythonLines, 7}};
    for (const auto &[breaks, breakBytes] : modes) {
        bool lastEnded = true;
        const QList<QByteArray> expected = reference(bytes, breaks, &lastEnded);
        QCOMPARE(expected.size(), 1 + 9 * breakBytes); // each break byte at each offset ends a line
        for (const qsizetype chunk : {bytes.size(), qsizetype(7), qsizetype(1)}) {
            const Split got = split(bytes, breaks, chunk, 1 << 20);
            QCOMPARE(got.lines, expected);
        }
    }
}
