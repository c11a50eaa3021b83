// SPDX-License-Identifier: MIT
#include "diff/diffpanes.h"

#include "diff/diffconnector.h"
#include "diff/diffeditor.h"
#include "diff/diffoverviewruler.h"

#include <QBoxLayout>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QStackedWidget>
#include <algorithm>
#include <cmath>

DiffPanes::DiffPanes(KSyntaxHighlighting::Repository *repository, QWidget *parent)
    : QWidget(parent)
    , m_left(new DiffEditor(DiffEditor::Mode::Left, repository))
    , m_right(new DiffEditor(DiffEditor::Mode::Right, repository))
    , m_inline(new DiffEditor(DiffEditor::Mode::Inline, repository))
    , m_connector(new DiffConnector(m_left, m_right))
    , m_ruler(new DiffOverviewRuler)
    , m_stack(new QStackedWidget)
{
    m_left->setObjectName(QStringLiteral("leftDiffEditor"));
    m_right->setObjectName(QStringLiteral("rightDiffEditor"));
    m_inline->setObjectName(QStringLiteral("inlineDiffEditor"));
    m_left->setFrameShape(QFrame::NoFrame);
    m_right->setFrameShape(QFrame::NoFrame);
    m_inline->setFrameShape(QFrame::NoFrame);
    // One vertical scroll bar is enough: the left pane follows the right.
    m_left->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto *sideBySide = new QWidget;
    auto *sideLayout = new QHBoxLayout(sideBySide);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->setSpacing(0);
    sideLayout->addWidget(m_left, 1);
    sideLayout->addWidget(m_connector);
    sideLayout->addWidget(m_right, 1);
    m_stack->addWidget(sideBySide);
    m_stack->addWidget(m_inline);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_stack, 1);
    layout->addWidget(m_ruler);

    connect(m_left->verticalScrollBar(), &QScrollBar::valueChanged, this, [this] { syncScroll(m_left); });
    connect(m_right->verticalScrollBar(), &QScrollBar::valueChanged, this, [this] { syncScroll(m_right); });
    connect(m_inline->verticalScrollBar(), &QScrollBar::valueChanged, this, &DiffPanes::updateRulerRange);
    connect(m_right, &DiffEditor::viewChanged, this, &DiffPanes::updateRulerRange);
    connect(m_left, &DiffEditor::foldActivated, this, [this](int i) { onFoldActivated(m_left, i); });
    connect(m_right, &DiffEditor::foldActivated, this, [this](int i) { onFoldActivated(m_right, i); });
    connect(m_inline, &DiffEditor::foldActivated, this, [this](int i) { onFoldActivated(m_inline, i); });
    connect(m_ruler, &DiffOverviewRuler::lineRequested, this, [this](int row) {
        if (m_layout == Layout::Inline) {
            m_inline->scrollBlockTo(row, 0.5);
        } else if (row >= 0 && row < m_rightOfRow.size()) {
            m_right->scrollBlockTo(m_rightOfRow.at(row), 0.5);
        }
    });
}

DiffEditor *DiffPanes::activeEditor() const
{
    return m_layout == Layout::Inline ? m_inline : m_right;
}

void DiffPanes::setContent(const QString &left, const QString &right, const DiffResult &result)
{
    m_result = result;
    m_current = -1;
    m_left->setContent(left);
    m_right->setContent(right);
    m_inlineBuilt = false;
    buildRows();
    applyMarks();
    if (m_layout == Layout::Inline)
        buildInline();
    applyFolds();
    updateRuler();
    Q_EMIT currentChangeChanged(m_current, int(m_result.chunks.size()));
}

void DiffPanes::updateResult(const DiffResult &result)
{
    m_result = result;
    m_inlineBuilt = false;
    if (m_current >= m_result.chunks.size())
        m_current = -1;
    buildRows();
    applyMarks();
    if (m_layout == Layout::Inline)
        buildInline();
    updateRuler();
    Q_EMIT currentChangeChanged(m_current, int(m_result.chunks.size()));
}

void DiffPanes::buildRows()
{
    const QList<DiffRow> rows = m_result.sideBySideRows();
    m_rowOfRight = QList<int>(m_result.right.lineCount(), 0);
    m_rightOfRow = QList<int>(rows.size(), 0);
    m_chunkRow = QList<int>(m_result.chunks.size(), 0);
    int lastRight = 0;
    for (int i = int(rows.size()) - 1; i >= 0; --i) {
        const DiffRow &row = rows.at(i);
        if (row.right >= 0) {
            m_rowOfRight[row.right] = i;
            lastRight = row.right;
        }
        m_rightOfRow[i] = row.right >= 0 ? row.right : lastRight;
        if (row.chunk >= 0)
            m_chunkRow[row.chunk] = i;
    }
}

void DiffPanes::applyMarks()
{
    const DiffResult &r = m_result;
    QList<DiffLineMark> left(r.left.lineCount());
    QList<DiffLineMark> right(r.right.lineCount());
    for (int i = 0; i < left.size(); ++i)
        left[i].leftNumber = i + 1;
    for (int i = 0; i < right.size(); ++i)
        right[i].rightNumber = i + 1;
    QList<int> leftGaps, rightGaps;
    for (const DiffChunk &c : r.chunks) {
        for (int l = c.leftStart; l < c.leftEnd() && l < left.size(); ++l)
            left[l].kind = DiffLineMark::Kind::Removed;
        for (int l = c.rightStart; l < c.rightEnd() && l < right.size(); ++l)
            right[l].kind = DiffLineMark::Kind::Added;
        for (const DiffLinePair &p : c.pairs) {
            if (p.left < left.size())
                left[p.left].ranges = p.leftRanges;
            if (p.right < right.size())
                right[p.right].ranges = p.rightRanges;
        }
        if (c.leftCount == 0)
            leftGaps.append(c.leftStart);
        if (c.rightCount == 0)
            rightGaps.append(c.rightStart);
    }
    m_left->setMarks(left, leftGaps);
    m_right->setMarks(right, rightGaps);
    m_connector->setChunks(r.chunks);
}

void DiffPanes::buildInline()
{
    const DiffResult &r = m_result;
    const QList<DiffRow> rows = r.unifiedRows();
    QString text;
    text.reserve(r.left.text.size() + r.right.text.size() / 4 + 16);
    QList<DiffLineMark> marks(rows.size());
    m_inlineChunkRow = QList<int>(r.chunks.size(), -1);
    m_inlineRowOfLeft = QList<int>(r.left.lineCount(), -1);
    for (int i = 0; i < rows.size(); ++i) {
        const DiffRow &row = rows.at(i);
        if (i > 0)
            text += u'\n';
        DiffLineMark &mark = marks[i];
        mark.leftNumber = row.left + 1;
        mark.rightNumber = row.right + 1;
        if (row.kind == DiffRow::Kind::Added) {
            text += r.right.line(row.right);
            mark.kind = DiffLineMark::Kind::Added;
            mark.ranges = r.rangesFor(row.right, false);
        } else {
            text += r.left.line(row.left);
            if (row.kind == DiffRow::Kind::Removed) {
                mark.kind = DiffLineMark::Kind::Removed;
                mark.ranges = r.rangesFor(row.left, true);
            } else {
                m_inlineRowOfLeft[row.left] = i;
            }
        }
        if (row.chunk >= 0 && m_inlineChunkRow.at(row.chunk) < 0)
            m_inlineChunkRow[row.chunk] = i;
    }
    // A chunk that only inserts has its first row among the added lines: already set above.
    m_inline->setContent(text);
    m_inline->setMarks(marks, {});
    m_inlineBuilt = true;
}

void DiffPanes::applyFolds()
{
    const QList<DiffFold> folds = m_folding ? m_result.folds(m_context) : QList<DiffFold>();
    QList<DiffEditorFold> left, right, inlined;
    for (const DiffFold &f : folds) {
        left.append({f.leftStart, f.count, false});
        right.append({f.rightStart, f.count, false});
        if (m_inlineBuilt && f.leftStart < m_inlineRowOfLeft.size())
            inlined.append({m_inlineRowOfLeft.at(f.leftStart), f.count, false});
    }
    m_left->setFolds(left);
    m_right->setFolds(right);
    if (m_inlineBuilt)
        m_inline->setFolds(inlined);
    syncScroll(m_right);
    updateRulerRange();
}

void DiffPanes::setLayoutMode(Layout layout)
{
    if (layout == m_layout)
        return;
    const int chunk = m_current;
    m_layout = layout;
    if (layout == Layout::Inline && !m_inlineBuilt) {
        buildInline();
        applyFolds();
    }
    m_stack->setCurrentIndex(layout == Layout::Inline ? 1 : 0);
    updateRuler();
    if (chunk >= 0)
        goToChange(chunk);
}

void DiffPanes::setFolding(bool enabled, int context)
{
    if (enabled == m_folding && context == m_context)
        return;
    m_folding = enabled;
    m_context = std::max(0, context);
    applyFolds();
}

void DiffPanes::expandAll()
{
    m_left->expandAll();
    m_right->expandAll();
    m_inline->expandAll();
    syncScroll(m_right);
}

int DiffPanes::collapsedFoldCount() const
{
    return activeEditor()->collapsedFoldCount();
}

void DiffPanes::onFoldActivated(DiffEditor *source, int index)
{
    if (source == m_inline) {
        m_inline->expandFold(index);
        return;
    }
    // The two panes fold the same runs: unfold both so they stay aligned.
    m_left->expandFold(index);
    m_right->expandFold(index);
    syncScroll(source);
}

int DiffPanes::chunkStart(int chunk) const
{
    if (chunk < 0 || chunk >= m_result.chunks.size())
        return -1;
    if (m_layout == Layout::Inline)
        return m_inlineChunkRow.value(chunk, 0);
    return m_result.chunks.at(chunk).rightStart;
}

void DiffPanes::goToChange(int index)
{
    if (index < 0 || index >= m_result.chunks.size())
        return;
    m_current = index;
    const DiffChunk &c = m_result.chunks.at(index);
    if (m_layout == Layout::Inline) {
        m_inline->moveCursorToBlock(chunkStart(index));
        m_inline->scrollBlockTo(chunkStart(index), 0.3);
    } else {
        m_left->moveCursorToBlock(c.leftStart);
        m_right->moveCursorToBlock(c.rightStart);
        m_right->scrollBlockTo(c.rightStart, 0.3);
        syncScroll(m_right);
    }
    Q_EMIT currentChangeChanged(m_current, int(m_result.chunks.size()));
}

bool DiffPanes::goToNextChange()
{
    const int line = activeEditor()->textCursor().blockNumber();
    int target = -1;
    for (int i = 0; i < m_result.chunks.size(); ++i) {
        const int start = chunkStart(i);
        if (start == line && i != m_current) {
            target = i;
            break;
        }
        if (start > line) {
            target = i;
            break;
        }
    }
    if (target < 0)
        return false;
    goToChange(target);
    return true;
}

bool DiffPanes::goToPreviousChange()
{
    const int line = activeEditor()->textCursor().blockNumber();
    int target = -1;
    for (int i = int(m_result.chunks.size()) - 1; i >= 0; --i) {
        if (chunkStart(i) < line) {
            target = i;
            break;
        }
    }
    if (target < 0)
        return false;
    goToChange(target);
    return true;
}

void DiffPanes::goToLine(int line, bool rightSide)
{
    if (m_layout == Layout::Inline) {
        // Inline rows hold unchanged lines once: find the row through the left line.
        const int left = rightSide ? int(m_result.mapLine(line, false)) : line;
        const int row = m_inlineRowOfLeft.value(left, -1);
        if (row >= 0) {
            m_inline->moveCursorToBlock(row);
            m_inline->scrollBlockTo(row, 0.3);
            return;
        }
        setLayoutMode(Layout::SideBySide);
    }
    DiffEditor *editor = rightSide ? m_right : m_left;
    editor->moveCursorToBlock(line);
    editor->scrollBlockTo(line, 0.3);
    syncScroll(editor);
}

void DiffPanes::syncScroll(DiffEditor *from)
{
    if (m_syncing || m_layout != Layout::SideBySide)
        return;
    const QScopedValueRollback<bool> guard(m_syncing, true);
    DiffEditor *to = from == m_left ? m_right : m_left;
    QScrollBar *fs = from->verticalScrollBar();
    QScrollBar *ts = to->verticalScrollBar();
    if (fs->value() <= fs->minimum()) {
        ts->setValue(ts->minimum());
    } else if (fs->value() >= fs->maximum() && fs->maximum() > 0) {
        ts->setValue(ts->maximum());
    } else {
        // Align the line in the middle of the source pane, proportionally inside a change.
        const int middle = from->viewport()->height() / 2;
        const int block = from->blockAtY(middle);
        const double inside = double(middle - from->blockTop(block)) / std::max(1, from->lineHeight());
        const double mapped = m_result.mapLine(block + std::clamp(inside, 0.0, 1.0), from == m_left);
        const int target = int(std::floor(mapped));
        const double y = middle - (mapped - target) * to->lineHeight();
        to->scrollBlockTo(target, y / std::max(1, to->viewport()->height()));
    }
    m_connector->update();
    updateRulerRange();
}

void DiffPanes::updateRuler()
{
    QList<DiffOverviewRuler::Mark> marks;
    if (m_layout == Layout::Inline) {
        const QList<DiffLineMark> &rows = m_inline->marks();
        for (int i = 0; i < rows.size(); ++i) {
            const DiffLineMark::Kind kind = rows.at(i).kind;
            if (kind == DiffLineMark::Kind::None)
                continue;
            const bool removed = kind == DiffLineMark::Kind::Removed;
            if (!marks.isEmpty() && marks.last().line + marks.last().count == i && marks.last().removed == removed)
                ++marks.last().count;
            else
                marks.append({i, 1, DiffOverviewRuler::Mark::Side::Both, removed});
        }
        m_ruler->setMarks(int(rows.size()), marks);
    } else {
        for (int i = 0; i < m_result.chunks.size(); ++i) {
            const DiffChunk &c = m_result.chunks.at(i);
            const int row = m_chunkRow.value(i);
            if (c.leftCount > 0)
                marks.append({row, c.leftCount, DiffOverviewRuler::Mark::Side::Left, true});
            if (c.rightCount > 0)
                marks.append({row, c.rightCount, DiffOverviewRuler::Mark::Side::Right, false});
        }
        m_ruler->setMarks(int(m_rightOfRow.size()), marks);
    }
    updateRulerRange();
}

void DiffPanes::updateRulerRange()
{
    if (m_layout == Layout::Inline) {
        m_ruler->setVisibleRange(m_inline->firstVisibleBlockNumber(), m_inline->lastVisibleBlockNumber());
        return;
    }
    const int first = m_right->firstVisibleBlockNumber();
    const int last = m_right->lastVisibleBlockNumber();
    if (m_rowOfRight.isEmpty())
        return;
    const int lastLine = int(m_rowOfRight.size()) - 1;
    m_ruler->setVisibleRange(m_rowOfRight.at(std::clamp(first, 0, lastLine)),
                             m_rowOfRight.at(std::clamp(last, 0, lastLine)));
}
