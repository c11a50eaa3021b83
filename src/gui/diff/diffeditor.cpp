// SPDX-License-Identifier: MIT
#include "diff/diffeditor.h"

#include "diff/diffeditorgutter.h"
#include "diff/diffpalette.h"
#include "diff/lazyhighlighter.h"

#include <QFontDatabase>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QTextBlock>
#include <algorithm>
#include <cmath>

DiffEditor::DiffEditor(Mode mode, KSyntaxHighlighting::Repository *repository, QWidget *parent)
    : QPlainTextEdit(parent)
    , m_mode(mode)
    , m_gutter(new DiffEditorGutter(this))
    , m_highlighter(new LazyHighlighter(document(), repository))
{
    setReadOnly(true);
    setEditable(false);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setTabStopDistance(fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 4);
    m_highlighter->setDefinitionName(QStringLiteral("Python"));
    applyTheme();

    m_precompute.setInterval(0);
    connect(&m_precompute, &QTimer::timeout, this, [this] {
        if (!m_highlighter->precompute(400))
            m_precompute.stop();
    });
    connect(this, &QPlainTextEdit::updateRequest, this, [this](const QRect &rect, int dy) {
        if (dy != 0)
            m_gutter->scroll(0, dy);
        else
            m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
        Q_EMIT viewChanged();
    });
    connect(this, &QPlainTextEdit::blockCountChanged, this, &DiffEditor::updateGutterWidth);
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, [this] {
        expandFoldUnderCursor();
        viewport()->update(); // the current-line tint moves
    });
    updateGutterWidth();
}

void DiffEditor::setEditable(bool editable)
{
    setReadOnly(!editable);
    setTextInteractionFlags(editable ? Qt::TextEditorInteraction
                                     : Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
}

void DiffEditor::applyTheme()
{
    m_highlighter->setDark(palette().color(QPalette::Base).lightness() < 128);
    viewport()->update();
    m_gutter->update();
}

void DiffEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyTheme();
    if (event->type() == QEvent::FontChange)
        updateGutterWidth();
    QPlainTextEdit::changeEvent(event);
}

void DiffEditor::setContent(const QString &text)
{
    m_marks.clear();
    m_gaps.clear();
    m_folds.clear();
    setPlainText(text);
    m_highlighter->invalidate();
    m_precompute.start();
    updateGutterWidth();
}

void DiffEditor::setMarks(const QList<DiffLineMark> &marks, const QList<int> &gaps)
{
    m_marks = marks;
    m_gaps = gaps;
    updateGutterWidth();
    viewport()->update();
    m_gutter->update();
}

void DiffEditor::setFolds(const QList<DiffEditorFold> &folds)
{
    m_folds = folds;
    applyFoldVisibility();
}

void DiffEditor::expandFold(int index)
{
    if (index < 0 || index >= m_folds.size() || m_folds.at(index).expanded)
        return;
    m_folds[index].expanded = true;
    applyFoldVisibility();
}

void DiffEditor::expandAll()
{
    for (DiffEditorFold &f : m_folds)
        f.expanded = true;
    applyFoldVisibility();
}

int DiffEditor::collapsedFoldCount() const
{
    return int(std::count_if(m_folds.cbegin(), m_folds.cend(), [](const DiffEditorFold &f) { return !f.expanded; }));
}

int DiffEditor::foldAt(int blockNumber) const
{
    const auto it = std::upper_bound(m_folds.cbegin(), m_folds.cend(), blockNumber,
                                     [](int b, const DiffEditorFold &f) { return b < f.firstBlock; });
    if (it == m_folds.cbegin())
        return -1;
    const DiffEditorFold &f = *(it - 1);
    return !f.expanded && blockNumber < f.firstBlock + f.count ? int(it - 1 - m_folds.cbegin()) : -1;
}

void DiffEditor::applyFoldVisibility()
{
    QTextDocument *doc = document();
    const int topBlock = firstVisibleBlockNumber();
    // Show everything, then hide the body of each collapsed fold (its first block is the bar).
    for (QTextBlock b = doc->firstBlock(); b.isValid(); b = b.next())
        if (!b.isVisible())
            b.setVisible(true);
    for (const DiffEditorFold &f : std::as_const(m_folds)) {
        if (f.expanded)
            continue;
        QTextBlock b = doc->findBlockByNumber(f.firstBlock + 1);
        for (int i = 1; i < f.count && b.isValid(); ++i, b = b.next())
            b.setVisible(false);
    }
    doc->markContentsDirty(0, doc->characterCount());
    // Keep the block that was on top in place.
    const QTextBlock top = doc->findBlockByNumber(topBlock);
    if (top.isValid())
        verticalScrollBar()->setValue(top.firstLineNumber());
    viewport()->update();
    m_gutter->update();
    Q_EMIT viewChanged();
}

void DiffEditor::expandFoldUnderCursor()
{
    const int fold = foldAt(textCursor().blockNumber());
    if (fold >= 0)
        Q_EMIT foldActivated(fold);
}

int DiffEditor::firstVisibleBlockNumber() const
{
    return firstVisibleBlock().blockNumber();
}

int DiffEditor::lastVisibleBlockNumber() const
{
    return blockAtY(viewport()->height() - 1);
}

int DiffEditor::blockAtY(int y) const
{
    QTextBlock block = firstVisibleBlock();
    qreal top = blockBoundingGeometry(block).translated(contentOffset()).top();
    while (block.isValid()) {
        if (block.isVisible()) {
            const qreal bottom = top + blockBoundingRect(block).height();
            if (y < bottom)
                return block.blockNumber();
            top = bottom;
        }
        const QTextBlock next = block.next();
        if (!next.isValid())
            break;
        block = next;
    }
    return block.blockNumber();
}

int DiffEditor::lineHeight() const
{
    return fontMetrics().lineSpacing();
}

int DiffEditor::blockTop(int blockNumber) const
{
    const int first = firstVisibleBlockNumber();
    const int last = lastVisibleBlockNumber();
    const int height = viewport()->height();
    if (blockNumber < first)
        return -lineHeight() * std::min(first - blockNumber, 50);
    if (blockNumber > last + 1)
        return height + lineHeight() * std::min(blockNumber - last, 50);
    QTextBlock block = firstVisibleBlock();
    qreal top = blockBoundingGeometry(block).translated(contentOffset()).top();
    while (block.isValid() && block.blockNumber() < blockNumber) {
        if (block.isVisible())
            top += blockBoundingRect(block).height();
        block = block.next();
    }
    return int(std::lround(top));
}

void DiffEditor::scrollBlockTo(int blockNumber, double fraction)
{
    QTextBlock block = document()->findBlockByNumber(std::clamp(blockNumber, 0, document()->blockCount() - 1));
    const int linesAbove = int(fraction * viewport()->height() / std::max(1, lineHeight()));
    verticalScrollBar()->setValue(std::max(0, block.firstLineNumber() - linesAbove));
}

void DiffEditor::moveCursorToBlock(int blockNumber)
{
    const QTextBlock block = document()->findBlockByNumber(std::clamp(blockNumber, 0, document()->blockCount() - 1));
    QTextCursor cursor(block);
    setTextCursor(cursor);
}

QRect DiffEditor::foldBarRect(int index) const
{
    if (index < 0 || index >= m_folds.size() || m_folds.at(index).expanded)
        return QRect();
    const int block = m_folds.at(index).firstBlock;
    if (block < firstVisibleBlockNumber() || block > lastVisibleBlockNumber())
        return QRect();
    const int top = blockTop(block);
    return QRect(0, top, viewport()->width(), lineHeight());
}

void DiffEditor::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        const int fold = foldAt(blockAtY(int(event->position().y())));
        if (fold >= 0) {
            Q_EMIT foldActivated(fold);
            event->accept();
            return;
        }
    }
    QPlainTextEdit::mousePressEvent(event);
}

int DiffEditor::gutterWidth() const
{
    const int digit = fontMetrics().horizontalAdvance(QLatin1Char('9'));
    const int numbers = m_mode == Mode::Inline ? 2 : 1;
    // One digit's width more on the left than the numbers need: room for a note mark.
    return digit + numbers * (m_numberDigits * digit + digit) + (m_mode == Mode::Inline ? 2 * digit : 0) + 8;
}

void DiffEditor::updateGutterWidth()
{
    m_numberDigits = std::max(2, int(QString::number(std::max(1, blockCount())).size()));
    setViewportMargins(gutterWidth(), 0, 0, 0);
    const QRect cr = contentsRect();
    m_gutter->setGeometry(QRect(cr.left(), cr.top(), gutterWidth(), cr.height()));
}

void DiffEditor::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect cr = contentsRect();
    m_gutter->setGeometry(QRect(cr.left(), cr.top(), gutterWidth(), cr.height()));
    Q_EMIT viewChanged();
}

DiffEditor::SourceLine DiffEditor::sourceLine(int blockNumber) const
{
    if (blockNumber < 0 || blockNumber >= m_marks.size())
        return {};
    const DiffLineMark &mark = m_marks.at(blockNumber);
    switch (m_mode) {
    case Mode::Left:
        return {false, mark.leftNumber};
    case Mode::Right:
        return {true, mark.rightNumber};
    case Mode::Inline:
        break;
    }
    return mark.rightNumber > 0 ? SourceLine {true, mark.rightNumber} : SourceLine {false, mark.leftNumber};
}

void DiffEditor::setNotedLines(const QSet<int> &left, const QSet<int> &right)
{
    if (left == m_notedLeft && right == m_notedRight)
        return;
    m_notedLeft = left;
    m_notedRight = right;
    m_gutter->update();
}

bool DiffEditor::hasNoteMark(int blockNumber) const
{
    if (blockNumber < 0 || blockNumber >= m_marks.size())
        return false;
    const DiffLineMark &mark = m_marks.at(blockNumber);
    const bool left = m_mode != Mode::Right && mark.leftNumber > 0 && m_notedLeft.contains(mark.leftNumber);
    const bool right = m_mode != Mode::Left && mark.rightNumber > 0 && m_notedRight.contains(mark.rightNumber);
    return left || right;
}

void DiffEditor::paintGutter(QPaintEvent *event, QWidget *gutter)
{
    const DiffPalette colors = DiffPalette::forPalette(palette());
    QPainter p(gutter);
    p.fillRect(event->rect(), colors.gutterBackground);
    p.setFont(font());
    const int digit = fontMetrics().horizontalAdvance(QLatin1Char('9'));
    const int column = m_numberDigits * digit + digit;
    const int lane = digit; // the note marks' lane, left of the numbers
    QTextBlock block = firstVisibleBlock();
    qreal top = blockBoundingGeometry(block).translated(contentOffset()).top();
    const int height = gutter->height();
    while (block.isValid() && top <= height) {
        const int n = block.blockNumber();
        if (!block.isVisible()) {
            block = block.next();
            continue;
        }
        const int h = int(blockBoundingRect(block).height());
        const QRect row(0, int(top), gutter->width(), h);
        if (foldAt(n) >= 0) {
            p.fillRect(row, colors.foldBar);
            p.setPen(colors.foldText);
            p.drawText(row.adjusted(0, 0, -6, 0), Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("⋯"));
        } else {
            const DiffLineMark mark = n < m_marks.size() ? m_marks.at(n) : DiffLineMark();
            const bool removed = mark.kind == DiffLineMark::Kind::Removed;
            const bool added = mark.kind == DiffLineMark::Kind::Added;
            if (removed || added) {
                p.fillRect(row, removed ? colors.removedLine : colors.addedLine);
                p.fillRect(QRect(gutter->width() - 3, row.top(), 3, h),
                           removed ? colors.removedEdge : colors.addedEdge);
            }
            p.setPen(colors.gutterText);
            if (m_mode == Mode::Inline) {
                if (mark.leftNumber > 0)
                    p.drawText(QRect(lane, row.top(), column, h), Qt::AlignRight | Qt::AlignVCenter,
                               QString::number(mark.leftNumber));
                if (mark.rightNumber > 0)
                    p.drawText(QRect(lane + column, row.top(), column, h), Qt::AlignRight | Qt::AlignVCenter,
                               QString::number(mark.rightNumber));
                if (removed || added) {
                    p.setPen(removed ? colors.removedEdge : colors.addedEdge);
                    p.drawText(QRect(lane + 2 * column, row.top(), 2 * digit, h), Qt::AlignCenter,
                               removed ? QStringLiteral("−") : QStringLiteral("+"));
                }
            } else {
                const int number = m_mode == Mode::Left ? mark.leftNumber : mark.rightNumber;
                if (number > 0)
                    p.drawText(QRect(lane, row.top(), column, h), Qt::AlignRight | Qt::AlignVCenter,
                               QString::number(number));
            }
            if (hasNoteMark(n)) {
                // A review note on this line: a dot in the margin's left edge, clear of the numbers.
                const int size = std::max(5, std::min(lane - 1, h - 4));
                p.save();
                p.setRenderHint(QPainter::Antialiasing);
                p.setPen(Qt::NoPen);
                p.setBrush(colors.noteMark);
                p.drawEllipse(QRectF(2, row.top() + (h - size) / 2.0, size, size));
                p.restore();
            }
        }
        top += h;
        block = block.next();
    }
}

void DiffEditor::paintEvent(QPaintEvent *event)
{
    const int first = firstVisibleBlockNumber();
    const int last = lastVisibleBlockNumber();
    m_highlighter->highlight(first, last + 1);

    const DiffPalette colors = DiffPalette::forPalette(palette());
    const QPointF offset = contentOffset();
    const int width = viewport()->width();
    const int cursorBlock = textCursor().blockNumber();
    {
        QPainter p(viewport());
        QTextBlock block = firstVisibleBlock();
        while (block.isValid()) {
            if (!block.isVisible()) {
                block = block.next();
                continue;
            }
            const QRectF r = blockBoundingGeometry(block).translated(offset);
            if (r.top() > event->rect().bottom())
                break;
            const int n = block.blockNumber();
            if (n < m_marks.size() && m_marks.at(n).kind != DiffLineMark::Kind::None) {
                const DiffLineMark &mark = m_marks.at(n);
                const bool removed = mark.kind == DiffLineMark::Kind::Removed;
                p.fillRect(QRectF(0, r.top(), width, r.height()), removed ? colors.removedLine : colors.addedLine);
                const QTextLayout *layout = block.layout();
                if (layout && layout->lineCount() > 0 && !mark.ranges.isEmpty()) {
                    const QTextLine line = layout->lineAt(0);
                    const qreal x0 = r.left() + layout->position().x();
                    for (const DiffRange &range : mark.ranges) {
                        const qreal a = x0 + line.cursorToX(range.start);
                        const qreal b = x0 + line.cursorToX(range.start + range.length);
                        p.fillRect(QRectF(a, r.top(), std::max(2.0, b - a), r.height()),
                                   removed ? colors.removedWord : colors.addedWord);
                    }
                }
            }
            if (n == cursorBlock)
                p.fillRect(QRectF(0, r.top(), width, r.height()), colors.currentLine);
            block = block.next();
        }
    }

    QPlainTextEdit::paintEvent(event);

    QPainter p(viewport());
    for (int i = 0; i < m_folds.size(); ++i) {
        const QRect bar = foldBarRect(i);
        if (bar.isNull())
            continue;
        p.fillRect(bar, colors.foldBar);
        p.setPen(colors.foldText);
        p.drawText(bar.adjusted(8, 0, -8, 0), Qt::AlignLeft | Qt::AlignVCenter,
                   tr("⋯  %n unchanged line(s) — click to show", nullptr, m_folds.at(i).count));
    }
    for (const int gap : std::as_const(m_gaps)) {
        if (gap < first - 1 || gap > last + 1)
            continue;
        const int y = blockTop(gap);
        p.setPen(QPen(m_mode == Mode::Left ? colors.addedEdge : colors.removedEdge, 1.5));
        p.drawLine(0, y, width, y);
    }
}
