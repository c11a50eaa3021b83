// SPDX-License-Identifier: MIT
#pragma once

#include "diff/diffoptions.h"
#include "diff/diffpairresolver.h"
#include "diff/diffresult.h"
#include "diff/parameterdiff.h"
#include "run/candidateselection.h"
#include "run/projectsnapshot.h"

#include <QHash>
#include <QPointer>
#include <QSet>
#include <QTimer>
#include <QWidget>
#include <memory>

class DiffBanner;
class DiffEditor;
class DiffPairBar;
class DiffPairFiles;
class DiffPanes;
class ParameterDiffModel;
class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;
class QTableView;
class QThreadPool;
class QToolButton;

namespace KSyntaxHighlighting {
class Repository;
}

// The kernel variant diff editor of one run: pick a pair from the lineage (the selected
// candidate against its parent, the baseline, the current best of its round or the final
// kernel) or any two files; read the line diff with intra-line changes, the measurements of both
// sides and the changed tunables; edit the right side and save it explicitly; export the pair.
class DiffView : public QWidget
{
    Q_OBJECT
public:
    explicit DiffView(KSyntaxHighlighting::Repository *repository, QWidget *parent = nullptr);
    ~DiffView() override;

    void setSnapshot(ProjectSnapshotPtr snapshot);
    ProjectSnapshotPtr snapshot() const { return m_snapshot; }
    void setSelection(CandidateSelection *selection); // follows it; sets it when the reviewer picks a file
    void setNoiseThreshold(double threshold);
    void setThreadPool(QThreadPool *pool); // null = the global pool

    bool showCandidate(const QString &candidateId, DiffPairKind kind = DiffPairKind::Parent);
    bool showPair(const QString &leftRelativePath, const QString &rightRelativePath);
    bool showPairKind(DiffPairKind kind); // the current right-hand candidate against that reference
    void swapSides();
    const DiffPair &pair() const { return m_pair; }
    const DiffResult &result() const;
    bool isBusy() const { return m_busy; }

    DiffOptions options() const;
    void setOptions(const DiffOptions &options);
    void setFolding(bool fold, int contextLines);
    void setInline(bool inlineMode);

    bool isEditing() const { return m_editing; }
    void setEditing(bool editing); // may ask about unsaved edits when leaving
    bool hasUnsavedChanges() const;
    bool save();
    // Asks what to do with unsaved edits (save, discard, cancel); true when it is fine to go on.
    bool confirmDiscard();

    // Review notes on kernel lines: file (relative to the operator directory, as DiffSide has it)
    // → its noted lines (1-based). Either side of the pair on screen marks its lines in the gutter.
    void setNotedLines(const QHash<QString, QSet<int>> &lines);
    const QHash<QString, QSet<int>> &notedLines() const { return m_notedLines; }

    bool exportPatch(const QString &path, QString *error = nullptr) const;
    bool exportHtml(const QString &path, QString *error = nullptr) const;

    DiffPanes *panes() const { return m_panes; }
    DiffBanner *banner() const { return m_banner; }
    QTableView *parameterView() const { return m_parameterView; }
    ParameterDiffModel *parameterModel() const { return m_parameterModel; }
    QLabel *noticeLabel() const { return m_notice; }
    QComboBox *leftCombo() const;
    QComboBox *rightCombo() const;
    QToolButton *pairButton(DiffPairKind kind) const;

Q_SIGNALS:
    void openProfilesRequested(const QString &leftRunDir, const QString &rightRunDir);
    void aboutToSave(const QString &absolutePath); // connect to RunWatcher::ignoreNextChange
    void saved(const QString &absolutePath);
    void pairChanged();
    void diffUpdated(); // a computed diff is on screen
    void statusMessage(const QString &message);
    // "Add Note…" on a line of either side: that file (relative to the operator directory) and line.
    void noteRequested(const QString &relativePath, int line);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Job;
    void buildToolBars();
    void retranslate();
    bool loadPair(const DiffPair &pair);
    void startDiff(bool newTexts);
    void applyJob(const Job &job, bool newTexts);
    void updateParameters();
    void updateStatus();
    void showNotice(const QString &text);
    void followSelection(const CandidateSelection::State &state, QObject *source);
    void reloadFromDisk();
    void reloadRight(); // drop the edits, show the right file as it is on disk
    QString rightTextForDisk() const; // the editor's text with the file's own line ends
    QString absolute(const QString &relativePath) const;
    void exportWithDialog(bool html);
    void installNoteMenu(DiffEditor *editor);
    void applyNotedLines();

    KSyntaxHighlighting::Repository *m_repository;
    ProjectSnapshotPtr m_snapshot;
    std::unique_ptr<DiffPairResolver> m_resolver;
    QPointer<CandidateSelection> m_selection;
    QThreadPool *m_pool = nullptr;
    double m_noiseThreshold = 0.03;

    DiffPair m_pair;
    DiffPairFiles *m_files;
    QList<ParameterChange> m_parameters; // every tunable, unchanged included
    QHash<QString, QSet<int>> m_notedLines;
    quint64 m_generation = 0;
    bool m_busy = false;
    bool m_editing = false;
    bool m_diskChanged = false;
    QTimer m_rediff;

    DiffPairBar *m_pairBar;
    QComboBox *m_algorithmCombo;
    QComboBox *m_intraLineCombo;
    QSpinBox *m_contextSpin;
    QCheckBox *m_showUnchanged;
    QAction *m_whitespaceAction;
    QAction *m_blankLinesAction;
    QAction *m_foldAction;
    QAction *m_inlineAction;
    QAction *m_previousAction;
    QAction *m_nextAction;
    QAction *m_editAction;
    QAction *m_saveAction;
    QAction *m_undoAction;
    QAction *m_redoAction;
    QAction *m_exportPatchAction;
    QAction *m_exportHtmlAction;
    QLabel *m_contextLabel;
    QLabel *m_parametersLabel;
    QLabel *m_notice;
    QLabel *m_status;
    DiffBanner *m_banner;
    DiffPanes *m_panes;
    ParameterDiffModel *m_parameterModel;
    QTableView *m_parameterView;
    QWidget *m_viewBar;
};
