// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QWidget>

// A narrow strip with every change of the file at its place, scaled to the whole file, and the
// visible part as a frame. Clicking or dragging asks to show that line.
class DiffOverviewRuler : public QWidget
{
    Q_OBJECT
public:
    struct Mark
    {
        enum class Side { Left, Right, Both };
        int line = 0; // in the ruler's line space
        int count = 1;
        Side side = Side::Both;
        bool removed = false;
    };

    explicit DiffOverviewRuler(QWidget *parent = nullptr);

    void setMarks(int lineCount, const QList<Mark> &marks);
    void setVisibleRange(int firstLine, int lastLine);
    int markCount() const { return int(m_marks.size()); }
    QSize sizeHint() const override { return QSize(14, 0); }

Q_SIGNALS:
    void lineRequested(int line);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    int lineAt(int y) const;

    int m_lineCount = 0;
    QList<Mark> m_marks;
    int m_first = 0;
    int m_last = 0;
};
