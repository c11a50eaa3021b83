// SPDX-License-Identifier: MIT
// Times the in-process line diff (libgit2 buffers + intra-line) on a 20,000-line kernel-like pair
// with ~1,000 scattered changes and prints milliseconds. tests/benchmarks/compare_diff.sh runs it on
// the pair it generates and compares with `git diff --no-index` and Python's difflib.
//
//   bench_diff [--left FILE --right FILE] [--lines N] [--changes N] [--iterations N]
#include "diff/diffexport.h"
#include "diff/linediff.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTextStream>
#include <algorithm>

namespace {

// Kernel-like text: the bundled sample kernels one after another (functions renamed so that each
// copy is its own code), cut at `lines`; then `changes` scattered edits, insertions and deletions.
std::pair<QString, QString> generate(int lines, int changes)
{
    QStringList sources;
    const QString samples = QStringLiteral(PERFOPT_SOURCE_DIR "/resources/samples/demo");
    QDirIterator it(samples, {QStringLiteral("*.py")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        sources.append(it.next());
    std::sort(sources.begin(), sources.end());
    QList<QStringList> kernels;
    for (const QString &path : std::as_const(sources)) {
        QFile f(path);
        if (f.open(QIODevice::ReadOnly))
            kernels.append(QString::fromUtf8(f.readAll()).split(u'\n'));
    }
    static const QRegularExpression def(QStringLiteral("\\bdef (\\w+)"));
    QStringList left;
    for (int copy = 0; left.size() < lines && !kernels.isEmpty(); ++copy) {
        for (QString line : kernels.at(copy % kernels.size())) {
            line.replace(def, QStringLiteral("def \\1_%1").arg(copy));
            left.append(line);
        }
    }
    while (left.size() < lines) // no samples found: plain numbered lines
        left.append(QStringLiteral("    value_%1 = T.vmul(x, y)").arg(left.size()));
    left.resize(lines);
    QRandomGenerator random(20260930);
    QStringList right = left;
    for (int c = 0; c < changes; ++c) {
        const int at = int(random.bounded(right.size()));
        switch (random.bounded(4)) {
        case 0:
            right.insert(at, QStringLiteral("    extra_%1 = %2").arg(c).arg(random.bounded(1000)));
            break;
        case 1:
            right.removeAt(at);
            break;
        default:
            right[at] = right.at(at) + QStringLiteral("  # tuned %1").arg(c);
            break;
        }
    }
    return {left.join(u'\n') + u'\n', right.join(u'\n') + u'\n'};
}

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

template<typename F> double medianMs(int iterations, F f)
{
    QList<double> times;
    for (int i = 0; i < iterations; ++i) {
        QElapsedTimer t;
        t.start();
        f();
        times.append(double(t.nsecsElapsed()) / 1e6);
    }
    std::sort(times.begin(), times.end());
    return times.at(times.size() / 2);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption leftOption(QStringLiteral("left"), QStringLiteral("Left file."), QStringLiteral("FILE"));
    const QCommandLineOption rightOption(QStringLiteral("right"), QStringLiteral("Right file."),
                                         QStringLiteral("FILE"));
    const QCommandLineOption linesOption(QStringLiteral("lines"), QStringLiteral("Generated lines."),
                                         QStringLiteral("N"), QStringLiteral("20000"));
    const QCommandLineOption changesOption(QStringLiteral("changes"), QStringLiteral("Generated changes."),
                                           QStringLiteral("N"), QStringLiteral("1000"));
    const QCommandLineOption iterationsOption(QStringLiteral("iterations"), QStringLiteral("Runs per measurement."),
                                              QStringLiteral("N"), QStringLiteral("15"));
    parser.addOptions({leftOption, rightOption, linesOption, changesOption, iterationsOption});
    parser.addHelpOption();
    parser.process(app);

    QString left, right;
    if (parser.isSet(leftOption) && parser.isSet(rightOption)) {
        left = readText(parser.value(leftOption));
        right = readText(parser.value(rightOption));
    } else {
        std::tie(left, right) = generate(parser.value(linesOption).toInt(), parser.value(changesOption).toInt());
    }
    const int iterations = std::max(1, parser.value(iterationsOption).toInt());
    QTextStream out(stdout);

    DiffResult result = LineDiff::compute(left, right); // warm-up (libgit2 init, page faults)
    out << "lines_left=" << result.left.lineCount() << " lines_right=" << result.right.lineCount()
        << " chunks=" << result.chunks.size() << '\n';
    for (const auto algorithm :
         {DiffOptions::Algorithm::Patience, DiffOptions::Algorithm::Myers, DiffOptions::Algorithm::Minimal}) {
        DiffOptions options;
        options.algorithm = algorithm;
        const double ms = medianMs(iterations, [&] { result = LineDiff::compute(left, right, options); });
        out << "linediff_" << DiffOptions::algorithmName(algorithm) << "_ms=" << QString::number(ms, 'f', 2) << '\n';
    }
    DiffOptions lineOnly;
    lineOnly.intraLine = DiffOptions::IntraLine::Off;
    out << "linediff_patience_no_intraline_ms="
        << QString::number(medianMs(iterations, [&] { result = LineDiff::compute(left, right, lineOnly); }), 'f', 2)
        << '\n';
    const QByteArray a = left.toUtf8(), b = right.toUtf8();
    out << "unified_patch_ms="
        << QString::number(medianMs(iterations,
                                    [&] {
                                        DiffExport::unifiedPatch(a, b, QStringLiteral("a.py"), QStringLiteral("b.py"),
                                                                 DiffOptions());
                                    }),
                           'f', 2)
        << '\n';
    return 0;
}
