// SPDX-License-Identifier: MIT
#pragma once

#include "diff/diffresult.h"

#include <QList>
#include <QWidget>

class DiffConnector;
class DiffEditor;
class DiffOverviewRuler;
class QStackedWidget;

namespace KSyntaxHighlighting {
class Repository;
}

// The text part of the diff view: two panes side by side with the connector strip between them
// and scrolling kept in step, or one inline pane; an overview ruler; folding of unchanged runs;
// moving from change to change.
class DiffPanes : public QWidget
{
    Q_OBJECT
public:
    enum class Layout { SideBySide, Inline };

    explicit DiffPanes(KSyntaxHighlighting::Repository *repository, QWidget *parent = nullptr);

    // New texts (as shown: '\n' line ends) with their diff.
    void setContent(const QString &left, const QString &right, const DiffResult &result);
    // A newer diff of the texts on screen (the right side is being edited): marks only.
    void updateResult(const DiffResult &result);
    const DiffResult &result() const { return m_result; }

    void setLayoutMode(Layout layout);
    Layout layoutMode() const { return m_layout; }
    void setFolding(bool enabled, int context);
    bool isFolding() const { return m_folding; }
    void expandAll();
    int collapsedFoldCount() const;

    bool goToNextChange();
    bool goToPreviousChange();
    void goToChange(int index);
    int currentChange() const { return m_current; }
    void goToLine(int line, bool rightSide); // 0-based line of that side

    DiffEditor *leftEditor() const { return m_left; }
    DiffEditor *rightEditor() const { return m_right; }
    DiffEditor *inlineEditor() const { return m_inline; }
    DiffEditor *activeEditor() const;
    DiffConnector *connector() const { return m_connector; }
    DiffOverviewRuler *ruler() const { return m_ruler; }

Q_SIGNALS:
    void currentChangeChanged(int index, int count);

private:
    void applyMarks();
    void applyFolds();
    void buildInline();
    void buildRows();
    void syncScroll(DiffEditor *from);
    void updateRuler();
    void updateRulerRange();
    void onFoldActivated(DiffEditor *source, int index);
    int chunkStart(int chunk) const; // block of the chunk in the active editor

    DiffEditor *m_left;
    DiffEditor *m_right;
    DiffEditor *m_inline;
    DiffConnector *m_connector;
    DiffOverviewRuler *m_ruler;
    QStackedWidget *m_stack;
    DiffResult m_result;
    Layout m_layout = Layout::SideBySide;
    bool m_folding = true;
    int m_context = 3;
    int m_current = -1;
    bool m_syncing = false;
    bool m_inlineBuilt = false;
    QList<int> m_inlineChunkRow; // first inline row of each chunk
    QList<int> m_inlineRowOfLeft; // inline row of each unchanged left line
    QList<int> m_rowOfRight; // side-by-side row of each right line (ruler)
    QList<int> m_rightOfRow;
    QList<int> m_chunkRow; // first side-by-side row of each chunk
};
