// SPDX-License-Identifier: MIT
#pragma once

#include "diff/diffresult.h"

#include <QList>
#include <QPlainTextEdit>
#include <QSet>
#include <QTimer>

class DiffEditorGutter;
class LazyHighlighter;

namespace KSyntaxHighlighting {
class Repository;
}

// How one line (text block) of a diff pane is marked.
struct DiffLineMark
{
    enum class Kind : quint8 { None, Removed, Added };
    Kind kind = Kind::None;
    int leftNumber = 0; // 1-based; 0 = the line is not on that side
    int rightNumber = 0;
    QList<DiffRange> ranges; // changed words inside the line
};

// Unchanged lines folded away: the first block stays as a clickable "⋯ n unchanged lines" bar,
// the others are hidden.
struct DiffEditorFold
{
    int firstBlock = 0;
    int count = 0;
    bool expanded = false;
};

// One pane of the diff: the text with line numbers, Python highlighting (lazily, visible blocks
// only), changed lines and words tinted, insertion points on the other side drawn as a rule, and
// unchanged regions folded.
class DiffEditor : public QPlainTextEdit
{
    Q_OBJECT
public:
    enum class Mode { Left, Right, Inline };

    DiffEditor(Mode mode, KSyntaxHighlighting::Repository *repository, QWidget *parent = nullptr);

    Mode mode() const { return m_mode; }
    void setContent(const QString &text); // resets undo, marks and folds
    // One mark per block (missing = unchanged); `gaps` are blocks whose top edge is an insertion
    // point of the other side.
    void setMarks(const QList<DiffLineMark> &marks, const QList<int> &gaps);
    const QList<DiffLineMark> &marks() const { return m_marks; }
    void setFolds(const QList<DiffEditorFold> &folds);
    const QList<DiffEditorFold> &folds() const { return m_folds; }
    void expandFold(int index);
    void expandAll();
    int foldAt(int blockNumber) const; // the folded (not expanded) region holding the block, or -1
    int collapsedFoldCount() const;
    void setEditable(bool editable);
    LazyHighlighter *highlighter() const { return m_highlighter; }

    int firstVisibleBlockNumber() const;
    int lastVisibleBlockNumber() const;
    int blockAtY(int y) const; // viewport y
    // Viewport y of the top edge of a block; hidden blocks answer the next visible one's top.
    // Blocks far outside the viewport answer a y just outside it.
    int blockTop(int blockNumber) const;
    int lineHeight() const;
    // Scrolls so that the block's top sits at `fraction` of the viewport height.
    void scrollBlockTo(int blockNumber, double fraction);
    void moveCursorToBlock(int blockNumber);
    QRect foldBarRect(int index) const; // viewport coordinates, empty when not on screen

    int gutterWidth() const;
    void paintGutter(QPaintEvent *event, QWidget *gutter);

    // The file line a block shows (1-based, 0 for none) and whether it is the right side's; the
    // inline pane answers the right side where a line is on both.
    struct SourceLine
    {
        bool right = false;
        int line = 0;
    };
    SourceLine sourceLine(int blockNumber) const;
    // Lines (1-based) of each side's file that carry a review note: marked in the gutter.
    void setNotedLines(const QSet<int> &left, const QSet<int> &right);
    bool hasNoteMark(int blockNumber) const;

Q_SIGNALS:
    void foldActivated(int index);
    void viewChanged(); // scrolled, resized or re-laid out

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    void applyTheme();
    void updateGutterWidth();
    void applyFoldVisibility();
    void expandFoldUnderCursor();

    Mode m_mode;
    DiffEditorGutter *m_gutter;
    LazyHighlighter *m_highlighter;
    QTimer m_precompute;
    QList<DiffLineMark> m_marks;
    QList<int> m_gaps;
    QList<DiffEditorFold> m_folds;
    QSet<int> m_notedLeft;
    QSet<int> m_notedRight;
    int m_numberDigits = 2;
};
