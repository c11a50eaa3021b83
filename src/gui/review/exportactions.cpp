// SPDX-License-Identifier: MIT
#include "review/exportactions.h"

#include "base/messagebox.h"
#include "base/savetarget.h"
#include "charts/chartimageexport.h"
#include "export/exportwriter.h"
#include "export/optimizeexporter.h"
#include "export/reviewreportexporter.h"
#include "export/stageresultexporter.h"
#include "records/derivedseries.h"
#include "review/checklistreview.h"
#include "run/projectloader.h"
#include "review/workspacedatabase.h"

#include <QAction>
#include <QBuffer>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QPainter>
#include <QPointer>
#include <QPrinter>
#include <QProgressDialog>
#include <QScopeGuard>
#include <QtConcurrent/QtConcurrentRun>
#include <QSvgGenerator>
#include <QSvgRenderer>
#include <QTextDocument>
#include <QUrl>
#include <memory>
#include <optional>

using namespace Qt::StringLiterals;

namespace {
std::optional<QString> g_nextSavePath;
} // namespace

void ExportActions::setNextSavePath(const QString &path)
{
    g_nextSavePath = path;
}

ExportActions::ExportActions(QWidget *window, WorkspaceDatabase *database, QObject *parent)
    : QObject(parent ? parent : window)
    , m_window(window)
    , m_database(database)
    , m_optimize(new QAction(this))
    , m_stageResult(new QAction(this))
    , m_markdown(new QAction(this))
    , m_html(new QAction(this))
    , m_pdf(new QAction(this))
{
    connect(m_optimize, &QAction::triggered, this, [this] { exportOptimize(); });
    connect(m_stageResult, &QAction::triggered, this, [this] { exportStageResult(); });
    connect(m_markdown, &QAction::triggered, this, [this] { exportReport(ReportFormat::Markdown); });
    connect(m_html, &QAction::triggered, this, [this] { exportReport(ReportFormat::Html); });
    connect(m_pdf, &QAction::triggered, this, [this] { exportReport(ReportFormat::Pdf); });
    retranslate();
    setRun(nullptr, {});
}

QList<QAction *> ExportActions::actions() const
{
    return {m_optimize, m_stageResult, m_markdown, m_html, m_pdf};
}

void ExportActions::retranslate()
{
    m_optimize->setText(tr("Export &Optimize.md…"));
    m_stageResult->setText(tr("Export &Stage Result…"));
    m_markdown->setText(tr("Export Review Report (&Markdown)…"));
    m_html->setText(tr("Export Review Report (&HTML)…"));
    m_pdf->setText(tr("Export Review Report (&PDF)…"));
}

void ExportActions::setRun(ProjectSnapshotPtr snapshot, const GateReport &report)
{
    m_snapshot = std::move(snapshot);
    m_report = report;
    for (QAction *action : actions())
        action->setEnabled(m_snapshot != nullptr);
}

void ExportActions::setLanguage(const QString &language)
{
    m_language = ExportOptions::isSupportedLanguage(language) ? language : u"en"_s;
}

QString ExportActions::askPath(const QString &title, const QString &suggested, const QString &filter) const
{
    if (g_nextSavePath) {
        const QString path = *g_nextSavePath;
        g_nextSavePath.reset();
        return path;
    }
    // Overwrites are confirmed by confirmOverwrite(), with the backup note.
    return QFileDialog::getSaveFileName(m_window, title, suggested, filter, nullptr, QFileDialog::DontConfirmOverwrite);
}

bool ExportActions::confirmOverwrite(const QString &path, bool backup) const
{
    if (!QFileInfo::exists(path))
        return true;
    const QString text = backup
        ? tr("%1 exists. Overwrite it? The current file is kept as %2.")
              .arg(QDir::toNativeSeparators(path), QFileInfo(ExportWriter::backupPath(path)).fileName())
        : tr("%1 exists. Overwrite it?").arg(QDir::toNativeSeparators(path));
    return MessageBox::question(m_window, tr("Overwrite"), text, QMessageBox::Yes | QMessageBox::Cancel,
                                QMessageBox::Cancel, {{QMessageBox::Yes, tr("Overwrite")}})
        == QMessageBox::Yes;
}

bool ExportActions::write(const QString &path, const QByteArray &bytes, bool backup)
{
    const ExportWriter::Result result = ExportWriter::write(path, bytes, backup);
    if (!result.ok) {
        Q_EMIT failed(result.error);
        return false;
    }
    Q_EMIT exported(path);
    return true;
}

bool ExportActions::exportOptimize(const QString &chosen)
{
    if (!m_snapshot)
        return false;
    const QString path = chosen.isEmpty()
        ? askPath(tr("Export Optimize.md"), OptimizeExporter::defaultPath(m_snapshot->layout), tr("Markdown (*.md)"))
        : chosen;
    if (path.isEmpty() || !confirmOverwrite(path, true))
        return false;
    ExportOptions options;
    options.language = m_language;
    // The reviewer's notes become its "Reviewer remarks".
    const QList<ReviewNote> notes
        = m_database && m_database->isOpen() ? m_database->notes(m_snapshot->runKey()) : QList<ReviewNote>();
    return write(path, OptimizeExporter::markdown(*m_snapshot, options, notes).toUtf8(), true);
}

bool ExportActions::exportStageResult(const QString &chosen)
{
    if (!m_snapshot)
        return false;
    const QString suggested = QDir(QDir::homePath()).filePath(m_snapshot->operatorName() + u"_stage_result.md"_s);
    const QString path
        = chosen.isEmpty() ? askPath(tr("Export Stage Result"), suggested, tr("Markdown (*.md)")) : chosen;
    if (path.isEmpty() || !confirmOverwrite(path, false))
        return false;
    ExportOptions options;
    options.language = m_language;
    return write(path, StageResultExporter::markdown(*m_snapshot, options).toUtf8(), false);
}

bool ExportActions::exportReport(ReportFormat format, const QString &chosen)
{
    // The run as it is now: the wait below (another language) lets events in that may replace it.
    const ProjectSnapshotPtr snapshot = m_snapshot;
    const GateReport report = m_report;
    const QString language = m_language;
    if (!snapshot)
        return false;
    const QString suffix = format == ReportFormat::Markdown ? u"md"_s
        : format == ReportFormat::Html                      ? u"html"_s
                                                            : u"pdf"_s;
    const QString filter = format == ReportFormat::Markdown ? tr("Markdown (*.md)")
        : format == ReportFormat::Html                      ? tr("HTML (*.html *.htm)")
                                                            : tr("PDF (*.pdf)");
    const QString suggested = QDir(QDir::homePath()).filePath(snapshot->operatorName() + u"_review."_s + suffix);
    const QString path = chosen.isEmpty() ? askPath(tr("Export Review Report"), suggested, filter) : chosen;
    if (path.isEmpty() || !confirmOverwrite(path, false))
        return false;

    // The review as the database holds it right now (the wizard writes every change at once).
    ChecklistReview review(snapshot, report, m_database);
    const QList<ReviewNote> notes
        = m_database && m_database->isOpen() ? m_database->notes(review.runKey()) : QList<ReviewNote>();
    ExportOptions options;
    options.language = language;
    if (!sayReviewIn(review, language))
        return false; // cancelled, or these actions went away while waiting

    // The workbench's own Task Duration charts (small multiples) join the core's bars chart.
    QList<ReviewReportExporter::Chart> extra;
    const DerivedSeries derived = snapshot->derivedSeries(0.03);
    if (!derived.series.isEmpty()) {
        ChartImageExport::Request request;
        request.generation = snapshot->generation;
        request.title = snapshot->operatorName();
        const QSize size = ChartImageExport::pageSize(derived, request);
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(tr("Task Duration per round"));
        {
            QPainter painter(&generator);
            ChartImageExport::render(&painter, derived, request);
        }
        QString svg = QString::fromUtf8(buffer.data());
        svg = svg.mid(std::max<qsizetype>(0, svg.indexOf("<svg"_L1)));
        if (!svg.isEmpty())
            extra.append({tr("Task Duration per round"), svg});
    }
    switch (format) {
    case ReportFormat::Markdown: {
        // The charts as SVG files next to the report, linked relatively (GitHub strips data: URIs).
        const QString name = QFileInfo(path).fileName();
        const QList<ReviewReportExporter::Chart> all = ReviewReportExporter::charts(review, options, extra);
        // Every file refused before any is written (a chart file that is a link or a folder).
        QStringList chartPaths;
        for (qsizetype i = 0; i < all.size(); ++i)
            chartPaths.append(QFileInfo(path).dir().filePath(ReviewReportExporter::chartFileName(name, i)));
        const QStringList targets = QStringList(chartPaths) << path; // named: a range-for would dangle
        for (const QString &target : targets) {
            if (const QString refused = SaveTarget::refusal(target); !refused.isEmpty()) {
                Q_EMIT failed(refused);
                return false;
            }
        }
        for (qsizetype i = 0; i < all.size(); ++i) {
            const ExportWriter::Result result = ExportWriter::write(chartPaths.at(i), all.at(i).svg.toUtf8(), false);
            if (!result.ok) {
                Q_EMIT failed(result.error);
                return false;
            }
        }
        return write(path, ReviewReportExporter::markdown(review, notes, options, extra, name).toUtf8(), false);
    }
    case ReportFormat::Html:
        return write(path, ReviewReportExporter::html(review, notes, options, extra).toUtf8(), false);
    case ReportFormat::Pdf:
        break;
    }
    QStringList svgs;
    for (const ReviewReportExporter::Chart &chart : ReviewReportExporter::charts(review, options, extra))
        svgs.append(chart.svg);
    return printPdf(
        path,
        ReviewReportExporter::html(review, notes, options, extra, ReviewReportExporter::ChartEmbedding::ImageResource),
        svgs);
}

// A report in another language than the interface's reads the run again in that language: off
// the GUI thread, with a dialog that shows the reading's steps and may cancel the export (the
// reading then stops at its next step).
bool ExportActions::sayReviewIn(ChecklistReview &review, const QString &language)
{
    const ChecklistReview::SayWork work = review.workToSayIn(language);
    if (!work)
        return true;
    // The wait runs an event loop: these actions may be deleted in it (the wizard closed), so
    // nothing of them is touched after it unless they are still there; no second export starts.
    const QPointer<ExportActions> self(this);
    for (QAction *action : actions())
        action->setEnabled(false);
    // The reading's progress and cancel: the worker holds the promise, this thread its future.
    // Whatever ends the wait (Cancel, the window closed, the application quitting) cancels the
    // reading on the way out: once it has finished, that changes nothing.
    const auto reading = std::make_shared<ProjectLoader::Promise>();
    reading->start();
    const auto cancelOnLeaving = qScopeGuard([reading] { reading->future().cancel(); });
    QFutureWatcher<ProjectSnapshotPtr> steps;
    QFutureWatcher<std::optional<ChecklistReview::Said>> watcher;
    QEventLoop loop;
    connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
    // Steps, not their texts: the reading says them in the report's language. One more step than
    // the reading's own: the checks after it (the dialog would close on reaching its maximum).
    const QPointer<QProgressDialog> progress
        = new QProgressDialog(tr("Reading the run in the report's language…"), tr("Cancel"), 0,
                              ProjectLoader::ProgressSteps + 1, m_window);
    progress->setWindowTitle(tr("Export Review Report"));
    progress->setWindowModality(Qt::ApplicationModal);
    progress->setMinimumDuration(400);
    progress->setValue(0); // starts the 400 ms before it shows (the constructor's own wait is 4 s)
    connect(progress, &QProgressDialog::canceled, &loop, &QEventLoop::quit);
    connect(progress, &QObject::destroyed, &loop, &QEventLoop::quit); // its window closed
    connect(&steps, &QFutureWatcherBase::progressValueChanged, progress, [progress](int step) {
        if (progress && step < progress->maximum())
            progress->setValue(step);
    });
    steps.setFuture(reading->future());
    watcher.setFuture(QtConcurrent::run([work, reading] {
        std::optional<ChecklistReview::Said> said = work(reading.get());
        reading->finish();
        return said;
    }));
    if (!watcher.isFinished())
        loop.exec();
    if (progress)
        progress->deleteLater();
    if (!self)
        return false;
    for (QAction *action : actions())
        action->setEnabled(m_snapshot != nullptr); // as setRun() leaves them (a run set meanwhile too)
    if (!watcher.isFinished())
        return false; // the reading, cancelled, finishes unseen (it holds copies only)
    std::optional<ChecklistReview::Said> said = watcher.result();
    if (!said)
        return false;
    review.sayIn(language, std::move(*said));
    return true;
}

bool ExportActions::printPdf(const QString &path, const QString &html, const QStringList &chartSvgs)
{
    QTextDocument document;
    for (qsizetype i = 0; i < chartSvgs.size(); ++i) {
        QSvgRenderer renderer(chartSvgs.at(i).toUtf8());
        const QSize size = renderer.defaultSize().isValid() ? renderer.defaultSize() : QSize(760, 400);
        // Images wider than the page are scaled by the layout; keep them readable at 2×.
        QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            renderer.render(&painter);
        }
        image = image.scaledToWidth(std::min(image.width(), 1300), Qt::SmoothTransformation);
        image.setDevicePixelRatio(2.0);
        document.addResource(QTextDocument::ImageResource, QUrl(u"perfopt-chart:%1"_s.arg(i)), image);
    }
    document.setHtml(html);
    // QPrinter cannot write to a QSaveFile: print next to the target, then move it into place.
    const QString temporary = path + u".part"_s;
    for (const QString &target : {path, temporary}) {
        if (const QString refused = SaveTarget::refusal(target); !refused.isEmpty()) {
            Q_EMIT failed(refused);
            return false;
        }
    }
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(temporary);
    printer.setPageSize(QPageSize(QPageSize::A4));
    printer.setCreator(u"PerfOpt Workbench"_s);
    document.print(&printer);
    if (!QFileInfo::exists(temporary)) {
        Q_EMIT failed(tr("Cannot write %1").arg(path));
        return false;
    }
    QFile::remove(path);
    if (!QFile::rename(temporary, path)) {
        QFile::remove(temporary);
        Q_EMIT failed(tr("Cannot write %1").arg(path));
        return false;
    }
    Q_EMIT exported(path);
    return true;
}
