// SPDX-License-Identifier: MIT
#include "exportcommand.h"

#include "base/savetarget.h"
#include "export/exportoptions.h"
#include "export/exportwriter.h"
#include "export/optimizeexporter.h"
#include "export/reviewreportexporter.h"
#include "export/stageresultexporter.h"
#include "gates/gateengine.h"
#include "review/checklistreview.h"
#include "review/workspacedatabase.h"
#include "workspaceoption.h"
#include "run/projectloader.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

QString ExportCommand::summary() const
{
    return tr("Write Optimize.md, the Stage Result block or the review report");
}

int ExportCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addHelpOption();
    const QCommandLineOption output(
        {u"o"_s, u"output"_s},
        tr("Write to FILE (atomically; an existing file is kept as FILE.bak) instead of "
           "standard output. For review, .html or .htm writes HTML, anything else Markdown."),
        u"FILE"_s);
    const QCommandLineOption lang(u"lang"_s, tr("Language of the document: en (default) or zh_CN."), u"language"_s);
    const QCommandLineOption noWorkspace(
        u"no-workspace"_s, tr("review: leave out the notes and checklist state of the workspace database."));
    const QCommandLineOption workspace = WorkspaceOption::option(tr("review; optimize: its notes as reviewer remarks"));
    parser.addOptions({output, lang, noWorkspace, workspace});
    parser.addPositionalArgument(u"WHAT"_s, tr("optimize, stage-result or review."));
    parser.addPositionalArgument(u"DIR"_s, tr("perf_opt/ or its operator directory."));
    if (const std::optional<int> done = parseArguments(parser, arguments))
        return *done;
    const QStringList positional = parser.positionalArguments();
    const QString what = positional.value(0);
    // `perfopt --lang xx` is taken by main() for the messages; it also picks the document's language.
    QString language = parser.value(lang);
    if (language.isEmpty()) {
        const QStringList all = QCoreApplication::arguments();
        const qsizetype at = all.indexOf(u"--lang"_s);
        language = at >= 0 && at + 1 < all.size() ? all.at(at + 1) : u"en"_s;
    }
    if (positional.size() != 2 || !QStringList {u"optimize"_s, u"stage-result"_s, u"review"_s}.contains(what)
        || !ExportOptions::isSupportedLanguage(language)) {
        m_err << tr(
            "perfopt export: usage: perfopt export optimize|stage-result|review DIR [-o FILE] [--lang en|zh_CN]")
              << '\n';
        return BadUsage;
    }
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(positional.at(1));
    if (!snapshot->layout.isValid()) {
        for (const Diagnostic &d : snapshot->layout.diagnostics)
            m_err << "perfopt export: " << d.message << '\n';
        return BadUsage;
    }
    ExportOptions options;
    options.language = language;
    if (const std::optional<QString> epoch = ExportOptions::malformedSourceDateEpoch()) {
        m_err << tr("perfopt export: SOURCE_DATE_EPOCH is \"%1\", not a whole number of seconds since 1970").arg(*epoch)
              << '\n';
        return BadUsage;
    }
    if (parser.isSet(output) && parser.value(output).isEmpty()) {
        m_err << tr("perfopt export: -o needs a file name") << '\n';
        return BadUsage;
    }
    const QString file = parser.value(output);
    // Refused before anything is written (the review's chart files included).
    if (const QString refused = file.isEmpty() ? QString() : SaveTarget::refusal(file); !refused.isEmpty()) {
        m_err << "perfopt export: " << refused << '\n';
        return BadUsage;
    }
    // An export only reads the workspace, as it is: one older than the readers can read (or an
    // empty file) is not migrated, and the document is written without its review data.
    const auto readable = [this](const WorkspaceDatabase &database, const QString &location) {
        const int version = database.schemaVersion();
        if (version >= WorkspaceDatabase::OldestReadableSchemaVersion)
            return true;
        m_err << tr("perfopt export: the workspace database %1 has schema version %2, older than the %3 this "
                    "program reads; its review data is left out (perfopt index or the workbench updates it)")
                     .arg(location.isEmpty() ? WorkspaceDatabase::defaultPath() : location, QString::number(version),
                          QString::number(WorkspaceDatabase::OldestReadableSchemaVersion))
              << '\n';
        return false;
    };
    QString text;
    if (what == "optimize"_L1) {
        // The reviewer's notes as "Reviewer remarks" only from a workspace named on purpose: the
        // plain command stays the workflow's own digest, the same wherever it runs.
        QList<ReviewNote> notes;
        if (parser.isSet(workspace) && !parser.isSet(noWorkspace)) {
            WorkspaceDatabase database;
            const QString location = WorkspaceOption::location(parser, workspace);
            bool missing = false;
            if (!WorkspaceOption::open(database, location, true, &missing)) {
                m_err << tr("perfopt export: cannot open the workspace database %1: %2")
                             .arg(location, missing ? tr("no such file") : database.errorString())
                      << '\n';
                return BadUsage;
            }
            if (readable(database, location))
                notes = database.notes(snapshot->runKey());
        }
        text = OptimizeExporter::markdown(*snapshot, options, notes);
    } else if (what == "stage-result"_L1) {
        text = StageResultExporter::markdown(*snapshot, options);
    } else {
        // The review lives in the workbench's database; an export only reads it (read-only), so a
        // missing file is not created, nor an existing one migrated.
        WorkspaceDatabase database;
        const QString location = WorkspaceOption::location(parser, workspace);
        bool missing = false;
        const bool opened = !parser.isSet(noWorkspace) && WorkspaceOption::open(database, location, true, &missing);
        if (!parser.isSet(noWorkspace) && (parser.isSet(workspace) || !missing) && !opened) {
            m_err << tr("perfopt export: cannot open the workspace database %1: %2")
                         .arg(location.isEmpty() ? WorkspaceDatabase::defaultPath() : location,
                              missing ? tr("no such file") : database.errorString())
                  << '\n';
            return BadUsage;
        }
        const bool useWorkspace = opened && readable(database, location);
        GateOptions gateOptions;
        gateOptions.useGitHistory = false;
        // The records as `check` last saw them: a rewritten line fails p2.records-appended here too.
        if (useWorkspace) {
            QString takenAt;
            const QByteArray earlier = database.lastRecordsSnapshot(snapshot->runKey(), &takenAt);
            if (!earlier.isEmpty())
                // Named in the document's language: the review's gate messages are.
                gateOptions.earlierRecords.append(
                    {options.text("workspace snapshot of %1", "工作区快照（%1）").arg(takenAt), earlier});
        }
        const ChecklistReview review(snapshot, GateEngine::run(*snapshot, GateProfile::Strict, gateOptions),
                                     useWorkspace ? &database : nullptr);
        const QList<ReviewNote> notes = useWorkspace ? database.notes(review.runKey()) : QList<ReviewNote>();
        const QString suffix = QFileInfo(file).suffix().toLower();
        if (suffix == "html"_L1 || suffix == "htm"_L1) {
            text = ReviewReportExporter::html(review, notes, options);
        } else {
            // Written to a file, the Markdown links its chart as an SVG file next to it.
            const QString name = file.isEmpty() ? QString() : QFileInfo(file).fileName();
            text = ReviewReportExporter::markdown(review, notes, options, {}, name);
            const QList<ReviewReportExporter::Chart> charts = ReviewReportExporter::charts(review, options);
            QStringList chartPaths;
            for (qsizetype i = 0; !name.isEmpty() && i < charts.size(); ++i) {
                chartPaths.append(QFileInfo(file).dir().filePath(ReviewReportExporter::chartFileName(name, i)));
                if (const QString refused = SaveTarget::refusal(chartPaths.last()); !refused.isEmpty()) {
                    m_err << "perfopt export: " << refused << '\n';
                    return BadUsage;
                }
            }
            for (qsizetype i = 0; i < chartPaths.size(); ++i) {
                const ExportWriter::Result chart = ExportWriter::write(chartPaths.at(i), charts.at(i).svg.toUtf8(), false);
                if (!chart.ok) {
                    m_err << "perfopt export: " << chart.error << '\n';
                    return BadUsage;
                }
            }
        }
    }
    if (file.isEmpty()) {
        m_out << text;
        return Success;
    }
    const ExportWriter::Result written = ExportWriter::write(file, text.toUtf8(), true);
    if (!written.ok) {
        m_err << "perfopt export: " << written.error << '\n';
        return BadUsage;
    }
    m_err << tr("perfopt export: wrote %1").arg(file);
    if (!written.backupPath.isEmpty())
        m_err << tr(" (the previous file is kept as %1)").arg(written.backupPath);
    m_err << '\n';
    return Success;
}
