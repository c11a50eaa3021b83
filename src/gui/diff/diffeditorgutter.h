// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class DiffEditor;

// The line-number margin of a DiffEditor; the editor paints it and handles its clicks.
class DiffEditorGutter : public QWidget
{
    Q_OBJECT
public:
    explicit DiffEditorGutter(DiffEditor *editor);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    DiffEditor *m_editor;
};
