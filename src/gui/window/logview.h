// SPDX-License-Identifier: MIT
#pragma once

#include "optlog/optlog.h"

#include <QTextBrowser>

// opt_log.md rendered with Qt's Markdown support (md4c underneath). Nothing remote is ever loaded;
// links open in the system browser only when clicked. Source lines map to the rendered text by
// their content, so "show line N" scrolls to and highlights what that line became.
class LogView : public QTextBrowser
{
    Q_OBJECT
public:
    explicit LogView(QWidget *parent = nullptr);

    void setLog(const OptLog &log);
    bool showLine(int line); // false when the line cannot be found in the rendering
    int highlightedLine() const { return m_highlightedLine; }
    bool find(const QString &text, bool backward = false);

    QVariant loadResource(int type, const QUrl &name) override;

protected:
    void changeEvent(QEvent *event) override; // the table grid follows a theme switch

private:
    void drawTableGrid();

    QString m_sourceText;
    QStringList m_sourceLines;
    int m_highlightedLine = 0;
};
