// SPDX-License-Identifier: MIT
#pragma once

#include "charts/taskdurationplot.h"

#include <QChartView>
#include <QColor>

class QAreaSeries;
class QCategoryAxis;
class QLineSeries;
class QRubberBand;
class QScatterSeries;
class QValueAxis;

// One workload key: every measured candidate by round, the best-so-far step line over L0-passing
// candidates, the baseline, the noise band around the best, L0 failures, round winners and the
// final candidate. Hover shows what a point is; click, Enter or the arrow keys activate a point;
// drag zooms, middle-drag (or Shift+arrows) pans, Esc or double-click resets.
class TaskDurationChart : public QChartView
{
    Q_OBJECT
public:
    // What the legend toggles.
    enum Layer {
        NoiseBandLayer,
        BaselineLayer,
        BestSoFarLayer,
        CandidatesLayer,
        FailuresLayer,
        WinnersLayer,
        FinalLayer,
        LayerCount
    };

    struct Look
    {
        ChartValueMode mode = ChartValueMode::Microseconds;
        bool logScale = false;
        double noiseThreshold = 0.03;
        int firstRound = 0; // the x range, shared by the small multiples so rounds line up
        int lastRound = 0;
        QColor color;
        QString title;
        quint32 hiddenLayers = 0; // 1 << Layer
        bool compact = true; // small multiple: small fonts, no legend
        bool dark = false;
        bool operator==(const Look &) const = default;
    };

    explicit TaskDurationChart(QWidget *parent = nullptr);

    // Same key, look and the old points a prefix of the new (a live run appending records):
    // the new points are appended to the existing series; otherwise the series are refilled.
    void setSeries(const WorkloadSeries &series, const Look &look);
    const WorkloadSeries &series() const { return m_series; }
    QString key() const { return m_series.key; }
    const Look &look() const { return m_look; }
    const QList<PlottedPoint> &plotted() const { return m_plotted; }

    void setLayerVisible(Layer layer, bool visible);
    bool isLayerVisible(Layer layer) const;
    static QString layerName(Layer layer, double noiseThreshold);

    // Points of this candidate get the selection ring.
    void setSelectedCandidate(const QString &candidateId);
    QString selectedCandidate() const { return m_selectedCandidate; }
    int currentPoint() const { return m_current; } // keyboard position, index into plotted()
    void setCurrentPoint(int index);

    // Where a plotted point is drawn (viewport coordinates), and the point under a position.
    QPoint viewportPosition(int index) const;
    int pointAt(const QPoint &viewportPos) const;
    int hoveredPoint() const { return m_hovered; }
    QString toolTipText(int index) const;

    void resetZoom();
    bool isZoomed() const { return m_zoomed; }
    void zoomBy(double factor);

    // The series behind the layers, for tests and the legend.
    QScatterSeries *scatter(PlottedPoint::Kind kind) const;
    QLineSeries *bestSoFarSeries() const { return m_best; }
    QLineSeries *baselineSeries() const { return m_baselineLine; }
    QScatterSeries *winnerSeries() const { return m_winners; }
    QScatterSeries *finalSeries() const { return m_final; }
    QAreaSeries *noiseBandSeries() const { return m_band; }
    // The plotted y of a value (log10 on a log axis).
    double plotY(double value) const;

Q_SIGNALS:
    void pointActivated(const QString &key, const SeriesPoint &point);
    void neighbourRequested(int direction); // PageDown / PageUp: the next or previous chart
    void exportRequested(const QString &key);
    void noteRequested(const QString &candidateId); // "Add Note…" on a point

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    struct Ref
    {
        PlottedPoint::Kind kind;
        int index; // in that kind's scatter series
    };
    void buildChart();
    void applyLook(bool themeChanged);
    void updateTitle();
    void fillPoints(bool incremental);
    void fillLines();
    void fillOverlays();
    void updateRanges();
    void rebuildYTicks();
    void invalidatePositions() { m_positionsValid = false; }
    void ensurePositions() const;
    QList<int> navigationOrder() const;
    void activate(int index);
    void showToolTipFor(int index);
    bool layerOfPointVisible(const PlottedPoint &p) const;

    WorkloadSeries m_series;
    Look m_look;
    bool m_hasLook = false;
    QList<PlottedPoint> m_plotted;
    QList<Ref> m_refs;

    QScatterSeries *m_candidates = nullptr;
    QScatterSeries *m_failures = nullptr;
    QScatterSeries *m_baselinePoints = nullptr;
    QScatterSeries *m_winners = nullptr;
    QScatterSeries *m_final = nullptr;
    QScatterSeries *m_selection = nullptr;
    QLineSeries *m_best = nullptr;
    QLineSeries *m_baselineLine = nullptr;
    QLineSeries *m_bandUpper = nullptr;
    QLineSeries *m_bandLower = nullptr;
    QAreaSeries *m_band = nullptr;
    QValueAxis *m_axisX = nullptr;
    QCategoryAxis *m_axisY = nullptr;

    double m_fullMinY = 0, m_fullMaxY = 1;
    bool m_zoomed = false;
    bool m_rebuildingTicks = false;
    QString m_selectedCandidate;
    int m_current = -1;
    int m_hovered = -1;
    int m_pressed = -1;
    QPoint m_pressPos;
    QPoint m_lastPanPos;
    bool m_panning = false;
    QRubberBand *m_rubberBand = nullptr;
    mutable QList<QPointF> m_positions;
    mutable bool m_positionsValid = false;
};
