// SPDX-License-Identifier: MIT
#include "window/logview.h"

#include <QDesktopServices>
#include <QEvent>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextTable>

namespace {

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

LogView::LogView(QWidget *parent)
    : QTextBrowser(parent)
{
    setDocument(new InertDocument(this));
    setOpenLinks(false);
    setOpenExternalLinks(false);
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
    m_sourceText = log.text;
    m_sourceLines = log.text.split(QLatin1Char('\n'));
    setMarkdown(log.text);
    drawTableGrid();
    verticalScrollBar()->setValue(scroll);
    m_highlightedLine = 0;
}

void LogView::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        drawTableGrid();
}

void LogView::drawTableGrid()
{
    // Qt's Markdown import makes tables without borders; the comparison tables are the heart of
    // a log and read as a grid only with lines and some padding.
    // A third of the way from the background to the text: a quiet grid on light and dark themes
    // (QPalette::Mid is nearly white on dark palettes).
    const QColor base = palette().color(QPalette::Base);
    const QColor text = palette().color(QPalette::Text);
    const QColor line = QColor::fromRgbF(base.redF() + (text.redF() - base.redF()) / 3,
                                         base.greenF() + (text.greenF() - base.greenF()) / 3,
                                         base.blueF() + (text.blueF() - base.blueF()) / 3);
    QList<QTextFrame *> frames {document()->rootFrame()};
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
}

bool LogView::showLine(int line)
{
    if (line <= 0 || line > m_sourceLines.size())
        return false;
    // Find the rendered form of the line; count its occurrences in the rendering of the lines
    // above so that repeated text (every round has a "winner" bullet, table rows start with the
    // same cell, prose and other cells mention it too) lands on the right occurrence.
    const QString needle = renderedForm(m_sourceLines[line - 1]);
    if (needle.isEmpty())
        return showLine(line + 1);
    InertDocument above;
    above.setMarkdown(m_sourceLines.mid(0, line - 1).join(QLatin1Char('\n')));
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

bool LogView::find(const QString &text, bool backward)
{
    QTextDocument::FindFlags flags;
    if (backward)
        flags |= QTextDocument::FindBackward;
    if (QTextBrowser::find(text, flags))
        return true;
    // Wrap around once; where nothing matches at all, the reader stays where they were.
    const QTextCursor before = textCursor();
    const int scroll = verticalScrollBar()->value();
    QTextCursor cursor = before;
    cursor.movePosition(backward ? QTextCursor::End : QTextCursor::Start);
    setTextCursor(cursor);
    if (QTextBrowser::find(text, flags))
        return true;
    setTextCursor(before);
    verticalScrollBar()->setValue(scroll);
    return false;
}
