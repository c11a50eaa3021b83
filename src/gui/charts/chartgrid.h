// SPDX-License-Identifier: MIT
#pragma once

#include "charts/taskdurationchart.h"

#include <QHash>
#include <QScrollArea>

// Small multiples: one TaskDurationChart per workload key in a scrolling grid, grouped under a
// heading per dispatch path (or kernel) when asked. Charts are made when their cell first comes
// near the viewport, so a run with 50 keys opens as fast as one with 6; a live update refills the
// existing charts (appending new points) rather than building new ones.
class ChartGrid : public QScrollArea
{
    Q_OBJECT
public:
    explicit ChartGrid(QWidget *parent = nullptr);

    void setSeries(const DerivedSeries &derived, const ChartOptions &options, quint32 hiddenLayers, bool dark);
    QStringList keys() const; // display order
    TaskDurationChart *chart(const QString &key) const; // null until its cell has been near the viewport
    TaskDurationChart *ensureChart(const QString &key); // made and scrolled into view
    QList<TaskDurationChart *> charts() const; // those made so far, in display order
    int columnCount() const { return m_columns; }
    QRect cellRect(const QString &key) const; // in the scrolled canvas

    void setLayerVisible(TaskDurationChart::Layer layer, bool visible);
    void setSelectedCandidate(const QString &candidateId);
    void resetZoom();

    // The look of one key's chart under the current options (also used by the image export).
    static TaskDurationChart::Look lookFor(const DerivedSeries &derived, int seriesIndex, const ChartOptions &options,
                                           quint32 hiddenLayers, bool dark);
    static QString shortGroup(const QString &group);

Q_SIGNALS:
    void pointActivated(const QString &key, const SeriesPoint &point);
    void exportRequested(const QString &key);
    void noteRequested(const QString &candidateId);

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Cell
    {
        QString key;
        int seriesIndex = 0;
        QRect rect;
        TaskDurationChart *chart = nullptr;
    };
    struct Heading
    {
        QString text;
        QColor color;
        QRect rect;
    };
    void relayout();
    void materializeVisible();
    TaskDurationChart *materialize(Cell &cell);
    void focusNeighbour(TaskDurationChart *from, int direction);

    QWidget *m_canvas;
    DerivedSeries m_derived;
    ChartOptions m_options;
    quint32 m_hiddenLayers = 0;
    bool m_dark = false;
    QString m_selected;
    QList<Cell> m_cells;
    QList<Heading> m_headings;
    QHash<QString, int> m_cellOfKey;
    int m_columns = 1;
    bool m_nearPending = false;
};
