// SPDX-License-Identifier: MIT
#pragma once

#include "optlog/optlog.h"

#include <QFutureWatcher>
#include <QTextBrowser>
#include <QTextOption>
#include <utility>

// opt_log.md rendered with Qt's Markdown support (md4c underneath). Nothing remote is ever loaded;
// links open in the system browser only when clicked. Source lines map to the rendered text by
// their content, so "show line N" scrolls to and highlights what that line became.
class QTextDocument;

class LogView : public QTextBrowser
{
    Q_OBJECT
public:
    explicit LogView(QWidget *parent = nullptr);
    ~LogView() override;

    // Logs longer than this are rendered off the GUI thread (a placeholder shows meanwhile).
    static constexpr qsizetype AsyncRenderChars = 512 * 1024;
    bool isRendering() const;

Q_SIGNALS:
    // The source line at the top of the view after the reader scrolled (debounced).
    void scrolledToLine(int line);
    // A log rendered off the GUI thread is now shown.
    void rendered();

public:

    void setLog(const OptLog &log);
    bool showLine(int line); // false when the line cannot be found in the rendering
    int highlightedLine() const { return m_highlightedLine; }
    bool find(const QString &text, bool backward = false); // the match lands in the middle of the view
    // After find(): which match is shown (1-based) and how many there are; {0, 0} without one.
    std::pair<int, int> matchPosition() const { return m_match; }
    // The source line (1-based) whose rendering is at a viewport position; 0 when unknown.
    int sourceLineAt(const QPoint &viewportPos) const;

    // Source lines that carry a review note: each gets a mark in the margin left of the text,
    // beside what the line became. Located once per call (and per new log), not per paint.
    void setNotedLines(const QList<int> &lines);
    QList<int> notedLines() const { return m_notedLines; }
    // Viewport y ranges (top, bottom) of the margin marks, in the order of notedLines(); lines
    // whose rendering cannot be found have none.
    QList<std::pair<int, int>> noteMarkSpans() const;
    QWidget *noteMargin() const { return m_noteMargin; }
    void paintNoteMargin(QPaintEvent *event);

    QVariant loadResource(int type, const QUrl &name) override;

    // The log's Markdown as rendered: a single `~` is a range ("−30%~−36%"), never strikethrough
    // (md4c takes one tilde as strikethrough too); only `~~double~~` strikes through. Code spans
    // and fenced blocks are left alone. A table of more than MaxRenderedTableRows rows is shown as
    // several, each under the header again (Qt's importer is quadratic in a table's rows); no other
    // line is added or removed.
    static QString renderableMarkdown(const QString &text);
    static constexpr int MaxRenderedTableRows = 200;

protected:
    void changeEvent(QEvent *event) override; // the table grid follows a theme switch
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Look {
        QFont font;
        QString styleSheet;
        qreal margin = 0;
        QTextOption textOption;
        QColor grid;
    };
    static QTextDocument *render(const QString &markdown, const Look &look); // any thread
    static void drawTableGrid(QTextDocument *document, const QColor &line);
    QColor gridColor() const;
    void adopt(QTextDocument *rendered, int scroll);
    // The rendering of a source line (a blank line: of the next one, set in `shown`); null when
    // not found.
    QTextCursor renderedCursor(int line, int *shown = nullptr) const;
    void locateNoteMarks();

    void countMatches(const QString &text);
    void centreCursor();

    std::pair<int, int> m_match {0, 0};
    class QTimer *m_scrollTimer = nullptr;
    QString m_sourceText;
    QStringList m_sourceLines;
    int m_highlightedLine = 0;
    QList<int> m_notedLines;
    QList<int> m_notePositions; // document position of each noted line's rendering (-1: not found)
    QWidget *m_noteMargin = nullptr;
    int m_renderGeneration = 0;
    QFutureWatcher<QTextDocument *> *m_rendering = nullptr;
    QList<QFutureWatcher<QTextDocument *> *> m_renderings; // every one still under way
    int m_pendingLine = 0; // asked for while rendering
};
