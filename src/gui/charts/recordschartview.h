// SPDX-License-Identifier: MIT
#pragma once

#include "charts/taskdurationplot.h"
#include "records/derivedseries.h"
#include "run/candidateselection.h"
#include "run/projectsnapshot.h"

#include <QPointer>
#include <QWidget>

class ChartGrid;
class QAction;
class ChartLegendBar;
class GeomeanChart;
class QCheckBox;
class QComboBox;
class QLabel;
class QSplitter;
class QTableView;
class QToolButton;
class WorkloadSpeedupModel;

// The Task Duration page of a document: one chart per workload key in a scrolling grid, the
// geomean summary chart and the per-key speedup table beside it, one legend for all charts, and
// the view choices (µs or ×, linear or log, grouped by dispatch path). Without records the charts
// come from the log's tables and say so. Clicking a point selects its candidate in the document's
// CandidateSelection; a selection made elsewhere is ringed in every chart.
class RecordsChartView : public QWidget
{
    Q_OBJECT
public:
    explicit RecordsChartView(QWidget *parent = nullptr);

    // The document's selection (optional: without one a click only marks the point here).
    void setSelection(CandidateSelection *selection);
    void setNoiseThreshold(double threshold); // takes effect with the next setSnapshot
    // A new snapshot; a live one that only appended records appends points to the charts.
    // The series are ProjectSnapshot::derivedSeries (records, else the log's tables).
    void setSnapshot(const ProjectSnapshotPtr &snapshot);
    // The same with series the caller already derived (e.g. the document's, shared with the
    // lineage model). Series with no source (a run without records) fall back to the log's tables.
    void setSnapshot(const ProjectSnapshotPtr &snapshot, const DerivedSeries &series);

    const DerivedSeries &series() const { return m_series; }
    int pointCount() const; // measured points plotted (records, or log-table values)
    QStringList workloadKeys() const;

    ChartOptions options() const { return m_options; }
    void setMode(ChartValueMode mode);
    void setLogScale(bool logScale);
    void setGroupByPath(bool groupByPath);
    quint32 hiddenLayers() const;

    // Writes the charts with the current choices: .png (2× scale), .svg or .csv (the plotted
    // points). `key` empty = every key. False with `error` set on failure.
    bool exportTo(const QString &fileName, const QString &key = QString(), QString *error = nullptr) const;
    // File › Export: asks for a file name (suffix: the format offered first), then exportTo();
    // the outcome goes to statusMessage.
    void exportInteractively(const QString &key = QString(), const QString &suffix = QStringLiteral("png"));

    ChartGrid *grid() const { return m_grid; }
    GeomeanChart *summaryChart() const { return m_summary; }
    QTableView *speedupTable() const { return m_table; }
    ChartLegendBar *legendBar() const { return m_legend; }
    QComboBox *modeComboBox() const { return m_modeCombo; }
    QCheckBox *logScaleCheckBox() const { return m_logCheck; }
    QCheckBox *groupByPathCheckBox() const { return m_groupCheck; }
    QLabel *sourceNoteLabel() const { return m_sourceNote; }

    void retranslate();

Q_SIGNALS:
    void statusMessage(const QString &message);
    void noteRequested(const QString &candidateId); // "Add Note…" on a chart point

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void rebuild();
    void followSelection(const CandidateSelection::State &state, QObject *source);
    void pointActivated(const QString &key, const SeriesPoint &point);

    ProjectSnapshotPtr m_snapshot;
    DerivedSeries m_series;
    ChartOptions m_options;
    double m_noiseThreshold = 0.03;
    QPointer<CandidateSelection> m_selection;

    QComboBox *m_modeCombo;
    QCheckBox *m_logCheck;
    QCheckBox *m_groupCheck;
    QToolButton *m_resetButton;
    QToolButton *m_exportButton;
    QList<QAction *> m_exportActions;
    ChartLegendBar *m_legend;
    QLabel *m_sourceNote;
    QLabel *m_emptyLabel;
    QSplitter *m_splitter;
    QSplitter *m_side;
    ChartGrid *m_grid;
    GeomeanChart *m_summary;
    QTableView *m_table;
    WorkloadSpeedupModel *m_tableModel;
    bool m_splitterSized = false;
};
