// SPDX-License-Identifier: MIT
#include "inspectcommand.h"

#include "run/inspectreport.h"
#include "run/projectloader.h"
#include "terminaloutput.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <cstdio>

QString InspectCommand::summary() const
{
    return QCoreApplication::translate("InspectCommand", "Print the model of a run: files, variants, records, "
                                                         "lineage, log outline, profiles, diagnostics");
}

int InspectCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addHelpOption();
    const QCommandLineOption json(QStringLiteral("json"),
                                  QCoreApplication::translate("InspectCommand", "Machine-readable JSON output."));
    parser.addOption(json);
    parser.addPositionalArgument(QStringLiteral("DIR"),
                                 QCoreApplication::translate("InspectCommand", "perf_opt/ or its operator directory."));
    if (const std::optional<int> done = parseArguments(parser, arguments))
        return *done;
    const QStringList dirs = parser.positionalArguments();
    if (dirs.size() != 1) {
        m_err << QCoreApplication::translate("InspectCommand", "perfopt inspect: expected exactly one DIR") << '\n';
        return BadUsage;
    }
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(dirs.first());
    keepUntilExit(snapshot);
    if (!snapshot || !snapshot->layout.isValid()) {
        for (const Diagnostic &d : snapshot->layout.diagnostics)
            m_err << "perfopt inspect: " << d.message << '\n';
        return BadUsage;
    }
    if (parser.isSet(json)) {
        // Streamed: the document of a large run would take many times the bytes it prints.
        m_out.flush();
        InspectReport::writeJson(*snapshot,
                                 [](QByteArrayView bytes) { TerminalOutput::standardOutput().writeBytes(bytes); });
        std::fflush(stdout);
    } else
        InspectReport::writeText(*snapshot, m_out);
    return Success;
}
