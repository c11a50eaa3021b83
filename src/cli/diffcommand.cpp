// SPDX-License-Identifier: MIT
#include "diffcommand.h"

#include "diff/diffexport.h"
#include "diff/diffpairresolver.h"
#include "diff/linediff.h"
#include "diff/parameterdiff.h"
#include "base/runread.h"
#include "run/projectloader.h"

#include <QCommandLineParser>
#include <QCryptographicHash>
#include <QIODevice>
#include <QCoreApplication>
#include <algorithm>
#include <climits>
#include <QLocale>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("DiffCommand", text);
}

bool readFile(const QString &root, const QString &path, QByteArray *bytes, QString *error)
{
    RunRead::Result read = RunRead::read(root, path, RunRead::MaxKernelBytes);
    if (!read.ok() || read.cut) {
        // A cut file is not diffed at all (a patch of its first 16 MiB would be a wrong patch).
        // translate() spelled out: lupdate gives a free function's tr() no context.
        *error = read.refusal == RunRead::Refusal::Missing
            ? QCoreApplication::translate("DiffCommand", "the file does not exist")
            : read.cut ? QCoreApplication::translate("DiffCommand",
                                                     "the file is %1, over the %2 a kernel file may have: it is not diffed")
                             .arg(QLocale::c().formattedDataSize(read.size, 1, QLocale::DataSizeTraditionalFormat),
                                  QLocale::c().formattedDataSize(RunRead::MaxKernelBytes, 0,
                                                                 QLocale::DataSizeTraditionalFormat))
                       : read.reason;
        return false;
    }
    *bytes = std::move(read.bytes);
    return true;
}

} // namespace

QString DiffCommand::summary() const
{
    return tr("Compare two kernel files of a run as a unified patch or an HTML page");
}

void DiffCommand::emitBytes(const QByteArray &bytes)
{
    m_out.flush();
    if (QIODevice *device = m_out.device())
        device->write(bytes);
    else
        m_out << QString::fromUtf8(bytes);
}

namespace {

// The artifact_sha256 a candidate's records state, when none of them is the file's: the first one.
QString recordedHashElsewhere(const ProjectSnapshot &snapshot, const QString &candidateId, const QByteArray &bytes)
{
    if (candidateId.isEmpty())
        return QString();
    QString first;
    QString actual;
    for (const PerfRecord &r : snapshot.records.records) {
        if (!r.valid || r.candidateId != candidateId || r.artifactSha256.isEmpty())
            continue;
        if (actual.isEmpty())
            actual = QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
        if (r.artifactSha256.compare(actual, Qt::CaseInsensitive) == 0)
            return QString();
        if (first.isEmpty())
            first = r.artifactSha256;
    }
    return first;
}

} // namespace

int DiffCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addHelpOption();
    const QCommandLineOption format(QStringLiteral("format"), tr("Output format: patch (default) or html."),
                                    QStringLiteral("patch|html"), QStringLiteral("patch"));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    tr("Write to FILE (atomically) instead of standard output."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption algorithm(QStringLiteral("algorithm"),
                                       tr("Line diff algorithm: patience (default), minimal or myers."),
                                       QStringLiteral("name"), QStringLiteral("patience"));
    const QCommandLineOption whitespace({QStringLiteral("w"), QStringLiteral("ignore-whitespace")},
                                        tr("Ignore whitespace when comparing lines."));
    const QCommandLineOption blank(QStringLiteral("ignore-blank-lines"), tr("Ignore added or removed blank lines."));
    const QCommandLineOption context({QStringLiteral("U"), QStringLiteral("context")},
                                     tr("Unchanged lines around each change (default 3; HTML: -1 unfolds all)."),
                                     QStringLiteral("N"), QStringLiteral("3"));
    parser.addOptions({format, output, algorithm, whitespace, blank, context});
    parser.addPositionalArgument(QStringLiteral("DIR"), tr("perf_opt/ or its operator directory."));
    parser.addPositionalArgument(QStringLiteral("A"),
                                 tr("Left side: a candidate id, baseline, final, or a file of the run."));
    parser.addPositionalArgument(QStringLiteral("B"), tr("Right side, the same way."));
    if (const std::optional<int> done = parseArguments(parser, arguments))
        return *done;
    const QString usage = tr("perfopt diff: usage: perfopt diff DIR A B [--format patch|html] [-o FILE]");
    const QStringList positional = parser.positionalArguments();
    const QString formatName = parser.value(format);
    const auto algorithmValue = DiffOptions::algorithmFromName(parser.value(algorithm));
    bool contextOk = false;
    const int contextLines = parser.value(context).toInt(&contextOk);
    if (positional.size() != 3 || (formatName != QLatin1String("patch") && formatName != QLatin1String("html"))
        || !algorithmValue || !contextOk || contextLines < -1) {
        m_err << usage << '\n';
        return BadUsage;
    }
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(positional.at(0));
    if (!snapshot->layout.isValid()) {
        for (const Diagnostic &d : snapshot->layout.diagnostics)
            m_err << "perfopt diff: " << d.message << '\n';
        return BadUsage;
    }
    const DiffPairResolver resolver(snapshot);
    DiffSide sides[2];
    QByteArray bytes[2];
    for (int i = 0; i < 2; ++i) {
        QString error;
        sides[i] = resolver.resolve(positional.at(i + 1), &error);
        if (!sides[i].isValid()) {
            m_err << "perfopt diff: " << error << '\n';
            return BadUsage;
        }
        if (!readFile(snapshot->layout.operatorDir, snapshot->layout.absolute(sides[i].relativePath), &bytes[i], &error)) {
            m_err << "perfopt diff: " << sides[i].relativePath << ": " << error << '\n';
            return BadUsage;
        }
        // A Gen B candidate names the file it measured by hash: merged into {op}.py, that file has
        // moved on with later merges. Said, so the comparison is not taken for the candidate's own.
        if (const QString recorded = recordedHashElsewhere(*snapshot, sides[i].candidateId, bytes[i]); !recorded.isEmpty())
            m_err << QCoreApplication::translate("DiffCommand",
                                                 "perfopt diff: note: %1's records measured a file with sha256 %2; %3 "
                                                 "is no longer that file")
                         .arg(sides[i].candidateId, recorded, sides[i].relativePath)
                  << '\n';
    }
    DiffOptions options;
    options.algorithm = *algorithmValue;
    options.ignoreWhitespace = parser.isSet(whitespace);
    options.ignoreBlankLines = parser.isSet(blank);

    QByteArray result;
    if (formatName == QLatin1String("patch")) {
        QString error;
        // -1 is every line, as in the HTML: a context as long as the longer file (a patch git applies).
        const qsizetype wholeFile = std::max(bytes[0].count('\n'), bytes[1].count('\n')) + 1;
        result = DiffExport::unifiedPatch(bytes[0], bytes[1], sides[0].relativePath, sides[1].relativePath, options,
                                          contextLines < 0 ? int(std::min<qsizetype>(wholeFile, INT_MAX / 4)) : contextLines,
                                          &error);
        if (!error.isEmpty()) {
            m_err << "perfopt diff: " << error << '\n';
            return BadUsage;
        }
    } else {
        const QString left = QString::fromUtf8(bytes[0]);
        const QString right = QString::fromUtf8(bytes[1]);
        const DiffResult diff = LineDiff::compute(left, right, options);
        if (!diff.error.isEmpty()) {
            m_err << "perfopt diff: " << diff.error << '\n';
            return BadUsage;
        }
        result = DiffExport::html(diff, sides[0].label(), sides[1].label(), contextLines,
                                  ParameterDiff::compare(left, right))
                     .toUtf8();
    }
    if (parser.isSet(output)) {
        QString error;
        if (!DiffExport::write(parser.value(output), result, &error)) {
            m_err << "perfopt diff: " << parser.value(output) << ": " << error << '\n';
            return BadUsage;
        }
    } else {
        emitBytes(result);
    }
    return Success;
}
