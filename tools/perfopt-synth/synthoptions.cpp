// SPDX-License-Identifier: MIT
#include "synthoptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <array>
#include <limits>

namespace Synth {

namespace {

constexpr std::array<DefectInfo, static_cast<size_t>(Defect::Count)> Defects {{
    {Defect::BadJsonLine, "bad-json-line", '*', "one branch record line is not JSON"},
    {Defect::MissingField, "missing-field", '*', "one branch record lacks \"timestamp\""},
    {Defect::BoolDuration, "bool-duration", '*', "one branch record has \"duration_us\": true"},
    {Defect::NanDuration, "nan-duration", '*', "one branch record has \"duration_us\": NaN"},
    {Defect::DuplicateKey, "duplicate-key", '*', "one record carries duration_us twice (\"n/a\", then the number)"},
    {Defect::TruncatedLastLine, "truncated-last-line", '*', "the last record line is cut in half, no newline"},
    {Defect::Bom, "bom", '*', "perf_records.jsonl starts with a UTF-8 BOM"},
    {Defect::Crlf, "crlf", '*', "perf_records.jsonl uses CRLF line ends"},
    {Defect::BlankLines, "blank-lines", '*', "blank and whitespace-only lines between records"},
    {Defect::LongLine, "long-line", '*', "one record line carries a 1.1 MB \"note\" field"},
    {Defect::NoComparisonTable, "no-comparison-table", '*', "opt_log has no comparison tables, no \"current best\""},
    {Defect::CurrentBestOnly, "current_best-only", '*', "opt_log writes current_best instead of \"current best\""},
    {Defect::NoFinalLatency, "no-final-latency", 'A', "opt_log has no final_latency line"},
    {Defect::FinalLatencyMismatch, "final-latency-mismatch", 'A', "final_latency is 20 % off every record"},
    {Defect::FullwidthColonFinal, "fullwidth-colon-final", 'A', "final_latency\xef\xbc\x9aN us (still valid)"},
    {Defect::NoRetrospective, "no-retrospective", '*', "opt_log has no Skill Retrospective"},
    {Defect::ForbiddenFile, "forbidden-file", '*', "perf_opt/op_debug.log and perf_opt/debug_log.md"},
    {Defect::UnknownParent, "unknown-parent", '*', "a branch's parent_id names no candidate"},
    {Defect::LineageCycle, "lineage-cycle", '*', "two round-1 branches are each other's parent"},
    {Defect::MissingBranchFile, "missing-branch-file", '*', "a measured branch has no .py file"},
    {Defect::UnmeasuredBranch, "unmeasured-branch", '*', "a branch .py file has no record"},
    {Defect::L0Failure, "l0-failure", '*', "the round-1 winner has l0_pass false on one workload"},
    {Defect::ProfilePathEscape, "profile-path-escape", '*', "one record's msprof_raw_path is ../../etc"},
    {Defect::ProfileMissing, "profile-missing", '*', "one record's raw profile directory is absent"},
    {Defect::ProfileMismatch, "profile-mismatch", '*', "one OpBasicInfo Task Duration is 10 % off its record"},
    {Defect::Regression, "regression", '*', "the round-1 winner is 6 % slower on a second workload"},
    {Defect::SmallWinNoAb, "small-win-no-ab", '*', "round-1 winner gains ~4 % on the <20 us kernel, no A/B"},
    {Defect::PlateauMismatch, "plateau-mismatch", '*', "stop_reason plateau despite a >3 % win in the last 3 rounds"},
    {Defect::RecordsEdited, "records-edited", '*', "perf_records.jsonl.orig snapshot, then line 1 edited"},
    {Defect::GenBNoInventory, "genb-no-inventory", 'B', "no workload_inventory.json"},
    {Defect::GenBKindMismatch, "genb-kind-mismatch", 'B', "a tune item carries a smoke mark"},
    {Defect::GenBTwoFinals, "genb-two-finals", 'B', "one workload has two final records"},
    {Defect::GenBShaMismatch, "genb-sha-mismatch", 'B', "one final record's artifact_sha256 is wrong"},
    {Defect::GenBFinalTableMissing, "genb-final-table-missing", 'B', "no Final Performance Test Data table"},
    {Defect::GenBFinalTableBold, "genb-final-table-bold", 'B', "a final_us cell is bold (**11.7**)"},
    {Defect::GenBFinalRowMismatch, "genb-final-row-mismatch", 'B', "a final_us cell is 10 % off its record"},
}};

bool isIdentifier(const QString &text)
{
    if (text.isEmpty() || text.front().isDigit())
        return false;
    for (const QChar c : text) {
        if (!(c == u'_' || (c.unicode() < 128 && c.isLetterOrNumber())))
            return false;
    }
    return true;
}

// Reads an integer option in [min, max]; leaves value alone when the option is absent.
template<typename T>
bool readNumber(const QCommandLineParser &parser, const QString &name, T min, T max, T &value, QString &error)
{
    if (!parser.isSet(name))
        return true;
    bool ok = false;
    const qlonglong number = parser.value(name).toLongLong(&ok);
    if (!ok || number < static_cast<qlonglong>(min) || number > static_cast<qlonglong>(max)) {
        error = QStringLiteral("--%1 expects a whole number from %2 to %3, got \"%4\"")
                    .arg(name)
                    .arg(static_cast<qlonglong>(min))
                    .arg(static_cast<qlonglong>(max))
                    .arg(parser.value(name));
        return false;
    }
    value = static_cast<T>(number);
    return true;
}

} // namespace

std::span<const DefectInfo> defectTable()
{
    return Defects;
}

const DefectInfo &defectInfo(Defect defect)
{
    return Defects[static_cast<size_t>(defect)];
}

QString SynthOptions::defectList()
{
    QString text = QStringLiteral("Defects (--defect NAME, repeatable; A/B = that generation only):\n");
    for (const DefectInfo &info : Defects) {
        const QString name = QString::fromLatin1(info.name)
            + (info.generation == '*' ? QString() : QStringLiteral(" (%1)").arg(QString(QLatin1Char(info.generation))));
        text += QStringLiteral("  %1 %2\n").arg(name.leftJustified(30), QString::fromUtf8(info.summary));
    }
    return text;
}

SynthOptions::Parsed SynthOptions::parse(const QStringList &arguments, SynthOptions &options)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Writes a synthetic TileLang tuning run (Stage-4 perf_opt/ layout) for tests and benchmarks.\n"
                       "Valid by default: every Gen A (workflow-formats §a.3) or Gen B (§a.5) gate rule passes."));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help."));
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")},
                                     QStringLiteral("Show the version."));
    parser.addOption(help);
    parser.addOption(version);
    parser.addOptions({
        {QStringLiteral("generation"), QStringLiteral("Format generation: A (default) or B."), QStringLiteral("A|B")},
        {QStringLiteral("op"), QStringLiteral("Operator name {op} (default synth_norm)."), QStringLiteral("NAME")},
        {QStringLiteral("rounds"), QStringLiteral("Tuning rounds after the baseline (default 4)."),
         QStringLiteral("N")},
        {QStringLiteral("workloads"), QStringLiteral("Workloads (Gen B: tune items) (default 3)."),
         QStringLiteral("N")},
        {QStringLiteral("dispatch-paths"), QStringLiteral("Gen A dispatch paths (default 2)."), QStringLiteral("N")},
        {QStringLiteral("candidates"), QStringLiteral("Branches per round (default 3)."), QStringLiteral("N")},
        {QStringLiteral("profile-runs"),
         QStringLiteral("OPPROF directories in total, spread over the records, some nested multi-launch; "
                        "0 = none (default: one per record, at most 64)."),
         QStringLiteral("N")},
        {QStringLiteral("log-bytes"), QStringLiteral("Pad opt_log.md with per-round prose and tables to >= N bytes."),
         QStringLiteral("N")},
        {QStringLiteral("records"), QStringLiteral("Exact number of record lines (overrides --candidates)."),
         QStringLiteral("N")},
        {QStringLiteral("seed"), QStringLiteral("Random seed (default 1); same seed, same bytes."),
         QStringLiteral("N")},
        {QStringLiteral("defect"), QStringLiteral("Plant a defect (repeatable; see --list-defects)."),
         QStringLiteral("NAME")},
        {QStringLiteral("list-defects"), QStringLiteral("List the defects and exit.")},
    });
    parser.addPositionalArgument(QStringLiteral("OUTDIR"), QStringLiteral("Where to write; created, must be empty."));

    Parsed result;
    const QString usageHint = QStringLiteral("\nRun perfopt-synth --help for usage.\n");
    if (!parser.parse(arguments)) {
        result.exitCode = 2;
        result.err = QStringLiteral("perfopt-synth: ") + parser.errorText() + usageHint;
        return result;
    }
    if (parser.isSet(help)) {
        // helpText() starts with "Usage: <argv[0]> ..."; show the synopsis instead.
        const QString text = parser.helpText();
        result.out
            = QStringLiteral("Usage: perfopt-synth OUTDIR [--generation A|B] [--op NAME] [--rounds N] [--workloads N]\n"
                             "         [--dispatch-paths N] [--candidates N] [--profile-runs N] [--log-bytes N]\n"
                             "         [--records N] [--seed N] [--defect NAME ...]\n")
            + text.mid(text.indexOf(QLatin1Char('\n')) + 1) + QLatin1Char('\n') + defectList()
            + QStringLiteral("\nExit codes: 0 written, 1 could not write, 2 bad usage.\n");
        return result;
    }
    if (parser.isSet(version)) {
        result.out = QStringLiteral("perfopt-synth %1\n").arg(QCoreApplication::applicationVersion());
        return result;
    }
    if (parser.isSet(QStringLiteral("list-defects"))) {
        result.out = defectList();
        return result;
    }

    auto fail = [&result, &usageHint](const QString &message) {
        result.exitCode = 2;
        result.err = QStringLiteral("perfopt-synth: ") + message + usageHint;
        return result;
    };

    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return fail(QStringLiteral("expected exactly one OUTDIR, got %1").arg(positional.size()));
    options.outDir = positional.first();

    if (parser.isSet(QStringLiteral("generation"))) {
        const QString g = parser.value(QStringLiteral("generation")).toUpper();
        if (g == QLatin1String("A"))
            options.generation = Generation::A;
        else if (g == QLatin1String("B"))
            options.generation = Generation::B;
        else
            return fail(QStringLiteral("--generation expects A or B, got \"%1\"")
                            .arg(parser.value(QStringLiteral("generation"))));
    }
    if (parser.isSet(QStringLiteral("op"))) {
        options.op = parser.value(QStringLiteral("op"));
        if (!isIdentifier(options.op))
            return fail(QStringLiteral("--op expects a Python identifier, got \"%1\"").arg(options.op));
    }

    QString error;
    constexpr int Big = 10'000'000;
    if (!readNumber(parser, QStringLiteral("rounds"), 1, 1000, options.rounds, error)
        || !readNumber(parser, QStringLiteral("workloads"), 1, 1000, options.workloads, error)
        || !readNumber(parser, QStringLiteral("dispatch-paths"), 1, 64, options.dispatchPaths, error)
        || !readNumber(parser, QStringLiteral("candidates"), 1, 100'000, options.candidates, error)
        || !readNumber(parser, QStringLiteral("profile-runs"), 0, Big, options.profileRuns, error)
        || !readNumber(parser, QStringLiteral("log-bytes"), qint64(0), qint64(1) << 31, options.logBytes, error)
        || !readNumber(parser, QStringLiteral("records"), 1, Big, options.records, error)
        || !readNumber(parser, QStringLiteral("seed"), quint32(0), std::numeric_limits<quint32>::max(), options.seed,
                       error))
        return fail(error);

    // Gen A: every dispatch path has at least one workload.
    if (options.isGenB())
        options.dispatchPaths = 1;
    options.workloads = std::max(options.workloads, options.dispatchPaths);

    QStringList names;
    for (const QString &value : parser.values(QStringLiteral("defect")))
        names += value.split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &name : std::as_const(names)) {
        const DefectInfo *found = nullptr;
        for (const DefectInfo &info : Defects) {
            if (name == QLatin1String(info.name))
                found = &info;
        }
        if (!found) {
            result.exitCode = 2;
            result.err = QStringLiteral("perfopt-synth: unknown defect \"%1\"\n\n").arg(name) + defectList();
            return result;
        }
        const char wanted = options.isGenB() ? 'B' : 'A';
        if (found->generation != '*' && found->generation != wanted)
            return fail(QStringLiteral("defect %1 applies to generation %2 only")
                            .arg(name, QString(QLatin1Char(found->generation))));
        options.defects.set(static_cast<size_t>(found->defect));
    }
    if (options.has(Defect::Regression) && options.workloads < 2)
        return fail(QStringLiteral("defect regression needs --workloads 2 or more"));

    if (options.records > 0) {
        const qint64 finals = options.isGenB() ? options.workloads : 0;
        const qint64 minimum = qint64(options.workloads) * (1 + options.rounds) + finals;
        if (options.records < minimum)
            return fail(QStringLiteral("--records %1 is too small: %2 workloads over %3 rounds need at least %4")
                            .arg(options.records)
                            .arg(options.workloads)
                            .arg(options.rounds)
                            .arg(minimum));
    }
    result.run = true;
    return result;
}

} // namespace Synth
