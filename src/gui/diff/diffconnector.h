// SPDX-License-Identifier: MIT
#pragma once

#include "diff/diffresult.h"

#include <QWidget>

class DiffEditor;

// The strip between the two panes: each change drawn as a band joining its lines on the left to
// its lines on the right, so that a change of different height on each side still reads as one.
class DiffConnector : public QWidget
{
    Q_OBJECT
public:
    DiffConnector(DiffEditor *left, DiffEditor *right, QWidget *parent = nullptr);

    void setChunks(const QList<DiffChunk> &chunks);
    int visibleBandCount() const; // for tests: bands drawn in the last paint
    QSize sizeHint() const override { return QSize(36, 0); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    DiffEditor *m_left;
    DiffEditor *m_right;
    QList<DiffChunk> m_chunks;
    int m_lastBands = 0;
};
