// SPDX-License-Identifier: MIT
#include "window/logview.h"

#include "base/textlines.h"

#include <QDesktopServices>
#include <QEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextTable>
#include <QThread>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <utility>

namespace {

constexpr int NoteMarginWidth = 14;

// The strip left of the rendered log where review notes are marked; the view paints it.
class LogNoteMargin : public QWidget
{
public:
    explicit LogNoteMargin(LogView *view)
        : QWidget(view)
        , m_view(view)
    {
        setObjectName(QStringLiteral("logNoteMargin"));
    }

protected:
    void paintEvent(QPaintEvent *event) override { m_view->paintNoteMargin(event); }

private:
    LogView *m_view;
};

// What a Markdown source line looks like once rendered: markup and table pipes dropped.
QString renderedForm(const QString &line)
{
    QString text = line.trimmed();
    static const QRegularExpression heading(QStringLiteral("^#{1,6}\\s*"));
    static const QRegularExpression bullet(QStringLiteral("^(?:[-*+]|\\d+[.)])\\s+"));
    text.remove(heading);
    text.remove(bullet);
    text.remove(QStringLiteral("**"));
    text.remove(QLatin1Char('`'));
    if (text.startsWith(QLatin1Char('|'))) {
        // Table row: the first non-empty cell is the most specific part to look for.
        const QStringList cells = text.split(QLatin1Char('|'), Qt::SkipEmptyParts);
        for (const QString &cell : cells)
            if (!cell.trimmed().isEmpty())
                return cell.trimmed();
    }
    return text.left(80);
}

// Escapes every run of tildes that is not exactly two long, outside code.
QString escapeLoneTildes(const QString &line)
{
    QString out;
    out.reserve(line.size() + 8);
    int codeTicks = 0; // length of the backtick run that opened the current code span
    for (qsizetype i = 0; i < line.size();) {
        const QChar c = line.at(i);
        if (c == QLatin1Char('\\') && i + 1 < line.size() && codeTicks == 0) {
            out += c;
            out += line.at(i + 1);
            i += 2;
            continue;
        }
        qsizetype run = 1;
        while (i + run < line.size() && line.at(i + run) == c)
            ++run;
        if (c == QLatin1Char('`')) {
            if (codeTicks == 0)
                codeTicks = int(run);
            else if (codeTicks == run)
                codeTicks = 0;
        } else if (c == QLatin1Char('~') && codeTicks == 0 && run != 2) {
            for (qsizetype k = 0; k < run; ++k)
                out += QLatin1String("\\~");
            i += run;
            continue;
        }
        out += line.mid(i, run);
        i += run;
    }
    return out;
}

// QTextDocument reads local files itself when the view's loadResource() declines
// (QTextDocument::loadResource's fallback): this document asks nobody and reads nothing.
class InertDocument : public QTextDocument
{
public:
    using QTextDocument::QTextDocument;

protected:
    QVariant loadResource(int, const QUrl &) override { return {}; }
};

} // namespace

QString LogView::renderableMarkdown(const QString &text)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    QStringList out;
    out.reserve(lines.size());
    // A table's delimiter row: pipes, dashes, colons and spaces only.
    const auto isDelimiterRow = [](QStringView line) {
        const QStringView trimmed = line.trimmed();
        if (!trimmed.contains(QLatin1Char('-')) || !trimmed.contains(QLatin1Char('|')))
            return false;
        for (const QChar c : trimmed)
            if (c != QLatin1Char('|') && c != QLatin1Char('-') && c != QLatin1Char(':') && !c.isSpace())
                return false;
        return true;
    };
    QString fence; // the fence that opened the current code block, empty outside one
    QString header, delimiter; // of the table being copied
    int rows = -1; // rows of the table being copied since its (last) header; -1: not in a table
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString line = lines.at(i);
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(QLatin1String("```")) || trimmed.startsWith(QLatin1String("~~~"))) {
            const QString marker = trimmed.left(3);
            if (fence.isEmpty())
                fence = marker;
            else if (fence == marker)
                fence.clear();
            rows = -1;
            out.append(line);
            continue;
        }
        if (!fence.isEmpty()) {
            out.append(line);
            continue;
        }
        if (line.contains(QLatin1Char('~')))
            line = escapeLoneTildes(line);
        if (rows >= 0 && trimmed.startsWith(QLatin1Char('|'))) {
            // Qt's Markdown importer looks every cell up in a table grid it rebuilds after each row
            // it adds, so a table costs its rows squared (3,750 rows: most of a minute). A long
            // table is shown as consecutive tables of MaxRenderedTableRows, each under its header.
            if (rows == MaxRenderedTableRows) {
                out << QString() << header << delimiter;
                rows = 0;
            }
            ++rows;
            out.append(line);
            continue;
        }
        rows = -1;
        if (line.contains(QLatin1Char('|')) && i + 1 < lines.size() && isDelimiterRow(lines.at(i + 1))) {
            header = line;
            delimiter = lines.at(i + 1);
            out << header << delimiter;
            ++i;
            rows = 0;
            continue;
        }
        out.append(line);
    }
    return out.join(QLatin1Char('\n'));
}

LogView::LogView(QWidget *parent)
    : QTextBrowser(parent)
{
    setDocument(new InertDocument(this));
    setOpenLinks(false);
    setOpenExternalLinks(false);
    m_noteMargin = new LogNoteMargin(this);
    setViewportMargins(NoteMarginWidth, 0, 0, 0);
    connect(verticalScrollBar(), &QScrollBar::valueChanged, m_noteMargin, qOverload<>(&QWidget::update));
    m_scrollTimer = new QTimer(this);
    m_scrollTimer->setSingleShot(true);
    m_scrollTimer->setInterval(120);
    connect(m_scrollTimer, &QTimer::timeout, this, [this] {
        // The first line near the top that maps to the source (blank space and rules do not).
        for (int y = 8; y < viewport()->height() / 2; y += fontMetrics().height())
            if (const int line = sourceLineAt(QPoint(8, y)); line > 0) {
                Q_EMIT scrolledToLine(line);
                return;
            }
    });
    connect(verticalScrollBar(), &QScrollBar::valueChanged, m_scrollTimer, qOverload<>(&QTimer::start));
    connect(this, &QTextBrowser::anchorClicked, this, [](const QUrl &url) {
        // Only an explicit click leaves the workbench, and only for web links.
        if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https"))
            QDesktopServices::openUrl(url);
    });
}

QVariant LogView::loadResource(int, const QUrl &)
{
    return {}; // never fetch images or anything else a log references
}

void LogView::setLog(const OptLog &log)
{
    const int scroll = verticalScrollBar()->value();
    m_sourceText = log.text(); // ~1 ms a MB (the model keeps the bytes only)
    m_sourceLines = TextLines::split(m_sourceText);
    m_highlightedLine = 0;
    const int generation = ++m_renderGeneration;
    m_rendering = nullptr; // a rendering still under way is for an older log: dropped when it ends
    m_pendingLine = 0;
    // Rendered into a document no view lays out yet, then handed over: importing into the shown
    // document re-lays it out after every inserted table (a 2 MB log: 10.5 s instead of 0.9 s).
    // A long log is rendered on a worker (QTextDocument is reentrant) so the window never waits.
    const QString markdown = renderableMarkdown(m_sourceText);
    const Look look{document()->defaultFont(), document()->defaultStyleSheet(), document()->documentMargin(),
                    document()->defaultTextOption(), gridColor()};
    if (markdown.size() <= AsyncRenderChars) {
        QTextDocument *rendered = render(markdown, look);
        rendered->setParent(this);
        adopt(rendered, scroll);
        return;
    }
    auto *placeholder = new InertDocument(this);
    placeholder->setDefaultFont(look.font);
    placeholder->setPlainText(tr("Rendering the log (%1 MB)…").arg(double(log.utf8.size()) / 1e6, 0, 'f', 1));
    setDocument(placeholder);
    auto *watcher = new QFutureWatcher<QTextDocument *>(this);
    m_rendering = watcher;
    m_renderings.append(watcher);
    QThread *gui = thread();
    connect(watcher, &QFutureWatcher<QTextDocument *>::finished, this, [this, watcher, generation, scroll] {
        watcher->deleteLater();
        m_renderings.removeOne(watcher);
        QTextDocument *done = watcher->result();
        if (m_rendering == watcher)
            m_rendering = nullptr;
        if (generation != m_renderGeneration) {
            delete done; // a newer log was set meanwhile
            return;
        }
        done->setParent(this);
        adopt(done, scroll);
        if (m_pendingLine > 0)
            showLine(std::exchange(m_pendingLine, 0));
        Q_EMIT rendered();
    });
    watcher->setFuture(QtConcurrent::run([markdown, look, gui] {
        QTextDocument *rendered = render(markdown, look);
        rendered->moveToThread(gui); // handed to the view's thread, which parents it
        return rendered;
    }));
}

bool LogView::isRendering() const
{
    return m_rendering != nullptr;
}

QTextDocument *LogView::render(const QString &markdown, const Look &look)
{
    auto *rendered = new InertDocument;
    rendered->setDefaultFont(look.font);
    rendered->setDefaultStyleSheet(look.styleSheet);
    rendered->setDocumentMargin(look.margin);
    rendered->setDefaultTextOption(look.textOption);
    rendered->setMarkdown(markdown);
    drawTableGrid(rendered, look.grid);
    return rendered;
}

void LogView::adopt(QTextDocument *rendered, int scroll)
{
    setDocument(rendered); // deletes the previous one, our child
    verticalScrollBar()->setValue(scroll);
    locateNoteMarks();
}

LogView::~LogView()
{
    // A worker's document has no parent until handed over: wait for each still rendering and
    // free what it made.
    for (QFutureWatcher<QTextDocument *> *watcher : std::as_const(m_renderings)) {
        watcher->disconnect(this);
        watcher->waitForFinished();
        if (watcher->future().resultCount() > 0)
            delete watcher->result();
    }
}

void LogView::setNotedLines(const QList<int> &lines)
{
    if (lines == m_notedLines)
        return;
    m_notedLines = lines;
    locateNoteMarks();
}

void LogView::locateNoteMarks()
{
    m_notePositions.clear();
    for (int line : std::as_const(m_notedLines)) {
        const QTextCursor cursor = renderedCursor(line);
        m_notePositions.append(cursor.isNull() ? -1 : cursor.selectionStart());
    }
    m_noteMargin->update();
}

QList<std::pair<int, int>> LogView::noteMarkSpans() const
{
    QList<std::pair<int, int>> spans;
    for (int position : m_notePositions) {
        if (position < 0)
            continue;
        QTextCursor cursor(document());
        cursor.setPosition(position);
        const QRect rect = cursorRect(cursor);
        spans.append({rect.top(), rect.bottom()});
    }
    return spans;
}

void LogView::paintNoteMargin(QPaintEvent *event)
{
    QPainter p(m_noteMargin);
    p.fillRect(event->rect(), palette().color(QPalette::Window));
    p.setRenderHint(QPainter::Antialiasing);
    // A small note tab: a folded-corner square in the link colour, readable on light and dark.
    const QColor mark = palette().color(QPalette::Link);
    for (const auto &[top, bottom] : noteMarkSpans()) {
        const int size = std::min(10, std::max(6, bottom - top - 2));
        const QRectF box(2, (top + bottom - size) / 2.0 + 0.5, size, size);
        if (box.bottom() < 0 || box.top() > m_noteMargin->height())
            continue;
        QPainterPath path;
        const double fold = size / 3.0;
        path.moveTo(box.topLeft());
        path.lineTo(box.right() - fold, box.top());
        path.lineTo(box.right(), box.top() + fold);
        path.lineTo(box.bottomRight());
        path.lineTo(box.bottomLeft());
        path.closeSubpath();
        p.fillPath(path, mark);
    }
}

void LogView::resizeEvent(QResizeEvent *event)
{
    QTextBrowser::resizeEvent(event);
    const QRect cr = contentsRect();
    m_noteMargin->setGeometry(QRect(cr.left(), cr.top(), NoteMarginWidth, cr.height()));
}

void LogView::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        drawTableGrid(document(), gridColor());
}

QColor LogView::gridColor() const
{
    // A third of the way from the background to the text: a quiet grid on light and dark themes
    // (QPalette::Mid is nearly white on dark palettes).
    const QColor base = palette().color(QPalette::Base);
    const QColor text = palette().color(QPalette::Text);
    return QColor::fromRgbF(base.redF() + (text.redF() - base.redF()) / 3,
                            base.greenF() + (text.greenF() - base.greenF()) / 3,
                            base.blueF() + (text.blueF() - base.blueF()) / 3);
}

void LogView::drawTableGrid(QTextDocument *document, const QColor &line)
{
    // Qt's Markdown import makes tables without borders; the comparison tables are the heart of
    // a log and read as a grid only with lines and some padding.
    // One edit block: each setFormat() alone re-lays the whole document out (a 2 MB log with
    // thousands of tables took minutes on the GUI thread).
    QTextCursor batch(document);
    batch.beginEditBlock();
    QList<QTextFrame *> frames {document->rootFrame()};
    while (!frames.isEmpty()) {
        QTextFrame *frame = frames.takeFirst();
        frames += frame->childFrames();
        auto *table = qobject_cast<QTextTable *>(frame);
        if (!table)
            continue;
        QTextTableFormat format = table->format();
        format.setBorder(1);
        format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
        format.setBorderBrush(line);
        format.setBorderCollapse(false); // collapsed tables draw only the cells' own borders: none
        format.setCellSpacing(0);
        format.setCellPadding(3);
        table->setFormat(format);
    }
    batch.endEditBlock();
}

QTextCursor LogView::renderedCursor(int line, int *shown) const
{
    if (line <= 0 || line > m_sourceLines.size())
        return {};
    // Find the rendered form of the line; count its occurrences in the rendering of the lines
    // above so that repeated text (every round has a "winner" bullet, table rows start with the
    // same cell, prose and other cells mention it too) lands on the right occurrence.
    const QString needle = renderedForm(m_sourceLines[line - 1]);
    if (needle.isEmpty())
        return renderedCursor(line + 1, shown);
    InertDocument above;
    above.setMarkdown(renderableMarkdown(m_sourceLines.mid(0, line - 1).join(QLatin1Char('\n'))));
    int occurrence = 0;
    for (QTextCursor found = above.find(needle); !found.isNull(); found = above.find(needle, found))
        ++occurrence;
    QTextCursor cursor(document());
    for (int i = 0; i <= occurrence; ++i) {
        const QTextCursor next = document()->find(needle, cursor);
        if (next.isNull())
            break;
        cursor = next;
    }
    if (!cursor.hasSelection())
        return {};
    if (shown)
        *shown = line;
    return cursor;
}

bool LogView::showLine(int requested)
{
    if (isRendering()) {
        m_pendingLine = requested; // shown once the rendering arrives
        return requested > 0 && requested <= m_sourceLines.size();
    }
    int line = requested;
    const QTextCursor cursor = renderedCursor(requested, &line);
    if (cursor.isNull())
        return false;
    QTextEdit::ExtraSelection selection;
    selection.cursor = cursor;
    if (QTextTable *table = cursor.currentTable()) {
        // The whole row: a block-wise selection in a cell would span into the row above.
        const int row = table->cellAt(cursor).row();
        selection.cursor.setPosition(table->cellAt(row, 0).firstCursorPosition().position());
        selection.cursor.setPosition(table->cellAt(row, table->columns() - 1).lastCursorPosition().position(),
                                     QTextCursor::KeepAnchor);
    } else {
        selection.cursor.movePosition(QTextCursor::StartOfBlock);
        selection.cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
    }
    selection.format.setBackground(palette().highlight().color().lighter(160));
    selection.format.setProperty(QTextFormat::FullWidthSelection, true);
    setExtraSelections({selection});
    QTextCursor place = cursor;
    place.clearSelection();
    setTextCursor(place);
    ensureCursorVisible();
    // Put the line near the top third rather than at the very bottom.
    const QRect rect = cursorRect(place);
    verticalScrollBar()->setValue(verticalScrollBar()->value() + rect.top() - viewport()->height() / 3);
    m_highlightedLine = line;
    return true;
}

void LogView::centreCursor()
{
    const QRect rect = cursorRect();
    verticalScrollBar()->setValue(verticalScrollBar()->value() + rect.center().y() - viewport()->height() / 2);
}

void LogView::countMatches(const QString &text)
{
    m_match = {0, 0};
    const int at = textCursor().selectionStart();
    for (QTextCursor found = document()->find(text); !found.isNull(); found = document()->find(text, found)) {
        ++m_match.second;
        if (found.selectionStart() == at)
            m_match.first = m_match.second;
    }
}

bool LogView::find(const QString &text, bool backward)
{
    QTextDocument::FindFlags flags;
    if (backward)
        flags |= QTextDocument::FindBackward;
    const auto found = [this, &text] {
        centreCursor();
        countMatches(text);
        return true;
    };
    if (QTextBrowser::find(text, flags))
        return found();
    // Wrap around once; where nothing matches at all, the reader stays where they were.
    const QTextCursor before = textCursor();
    const int scroll = verticalScrollBar()->value();
    QTextCursor cursor = before;
    cursor.movePosition(backward ? QTextCursor::End : QTextCursor::Start);
    setTextCursor(cursor);
    if (QTextBrowser::find(text, flags))
        return found();
    setTextCursor(before);
    verticalScrollBar()->setValue(scroll);
    m_match = {0, 0};
    return false;
}

int LogView::sourceLineAt(const QPoint &viewportPos) const
{
    const QTextCursor cursor = cursorForPosition(viewportPos);
    const QString block = cursor.block().text().trimmed();
    if (block.isEmpty())
        return 0;
    // The n-th block with this text is the n-th source line whose rendering it is.
    int occurrence = 0;
    for (QTextBlock b = document()->begin(); b.isValid() && b != cursor.block(); b = b.next())
        occurrence += b.text().trimmed() == block;
    for (int i = 0; i < m_sourceLines.size(); ++i) {
        const QString needle = renderedForm(m_sourceLines.at(i));
        if (needle.isEmpty() || !block.contains(needle))
            continue;
        if (occurrence-- == 0)
            return i + 1;
    }
    return 0;
}
