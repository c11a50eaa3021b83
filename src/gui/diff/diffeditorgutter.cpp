// SPDX-License-Identifier: MIT
#include "diff/diffeditorgutter.h"

#include "diff/diffeditor.h"

#include <QMouseEvent>

DiffEditorGutter::DiffEditorGutter(DiffEditor *editor)
    : QWidget(editor)
    , m_editor(editor)
{
    setObjectName(QStringLiteral("diffEditorGutter"));
    setCursor(Qt::ArrowCursor);
}

QSize DiffEditorGutter::sizeHint() const
{
    return QSize(m_editor->gutterWidth(), 0);
}

void DiffEditorGutter::paintEvent(QPaintEvent *event)
{
    m_editor->paintGutter(event, this);
}

void DiffEditorGutter::mousePressEvent(QMouseEvent *event)
{
    const int fold = m_editor->foldAt(m_editor->blockAtY(int(event->position().y())));
    if (fold >= 0 && event->button() == Qt::LeftButton)
        Q_EMIT m_editor->foldActivated(fold);
    QWidget::mousePressEvent(event);
}
