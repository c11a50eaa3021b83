// SPDX-License-Identifier: MIT
#pragma once

#include "gates/gateresult.h"
#include "run/projectsnapshot.h"

#include <QObject>

class ChecklistReview;
class QAction;
class QWidget;
class WorkspaceDatabase;

// File › Export for one run: Optimize.md, the Stage Result block, and the review report as
// Markdown, HTML or PDF (QPrinter). Asks where to write (QFileDialog, or the path a test queued
// with setNextSavePath), confirms an overwrite through MessageBox, keeps Optimize.md.bak, writes
// atomically. Never writes into the run except on one of these explicit exports.
class ExportActions : public QObject
{
    Q_OBJECT
public:
    enum class ReportFormat { Markdown, Html, Pdf };

    explicit ExportActions(QWidget *window, WorkspaceDatabase *database = nullptr, QObject *parent = nullptr);

    // The run the actions export; a null snapshot disables them.
    void setRun(ProjectSnapshotPtr snapshot, const GateReport &report);
    ProjectSnapshotPtr snapshot() const { return m_snapshot; }
    void setLanguage(const QString &language); // "en" or "zh_CN" (the documents, not the interface)
    QString language() const { return m_language; }

    QAction *optimizeAction() const { return m_optimize; }
    QAction *stageResultAction() const { return m_stageResult; }
    QAction *reviewMarkdownAction() const { return m_markdown; }
    QAction *reviewHtmlAction() const { return m_html; }
    QAction *reviewPdfAction() const { return m_pdf; }
    QList<QAction *> actions() const;

    // An empty path asks for one. Each returns false when cancelled or when writing fails (then
    // `failed` carries the reason).
    bool exportOptimize(const QString &path = {});
    bool exportStageResult(const QString &path = {});
    bool exportReport(ReportFormat format, const QString &path = {});

    void retranslate();

    // Tests: the next save dialog returns `path` without being shown ("" = cancelled).
    static void setNextSavePath(const QString &path);

Q_SIGNALS:
    void exported(const QString &path);
    void failed(const QString &message);

private:
    QString askPath(const QString &title, const QString &suggested, const QString &filter) const;
    bool confirmOverwrite(const QString &path, bool backup) const;
    bool write(const QString &path, const QByteArray &bytes, bool backup);
    bool printPdf(const QString &path, const QString &html, const QStringList &chartSvgs);
    bool sayReviewIn(ChecklistReview &review, const QString &language);

    QWidget *m_window;
    WorkspaceDatabase *m_database;
    ProjectSnapshotPtr m_snapshot;
    GateReport m_report;
    QString m_language = QStringLiteral("en");
    QAction *m_optimize;
    QAction *m_stageResult;
    QAction *m_markdown;
    QAction *m_html;
    QAction *m_pdf;
};
