// SPDX-License-Identifier: MIT
// perfopt-synth: writes a synthetic Stage-4 tuning run of any size, valid or with chosen defects.
#include "runbuilder.h"
#include "runwriter.h"
#include "synthoptions.h"

#include <QCoreApplication>
#include <QDir>
#include <QTextStream>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("perfopt-synth"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PERFOPT_VERSION));

    QTextStream out(stdout);
    QTextStream err(stderr);
    Synth::SynthOptions options;
    const Synth::SynthOptions::Parsed parsed = Synth::SynthOptions::parse(QCoreApplication::arguments(), options);
    out << parsed.out;
    err << parsed.err;
    if (!parsed.run)
        return parsed.exitCode;

    // Never mix with an earlier run: stale files would break byte-for-byte determinism.
    QDir dir(options.outDir);
    if (dir.exists() && !dir.isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System)) {
        err << "perfopt-synth: OUTDIR " << options.outDir << " is not empty\n";
        return 2;
    }
    if (!QDir().mkpath(options.outDir)) {
        err << "perfopt-synth: cannot create " << options.outDir << '\n';
        return 1;
    }

    const Synth::RunModel model = Synth::RunBuilder::build(options);
    Synth::RunWriter writer(model);
    Synth::RunWriter::Summary summary;
    if (!writer.write(options.outDir, summary)) {
        err << "perfopt-synth: " << writer.error() << '\n';
        return 1;
    }
    out << "perfopt-synth: wrote " << summary.files << " files (generation " << (options.isGenB() ? 'B' : 'A')
        << ", seed " << options.seed << "): " << summary.records << " records, " << summary.profileRuns
        << " profile runs, " << summary.logBytes << " log bytes -> " << QDir::cleanPath(options.outDir) << '\n';
    return 0;
}
