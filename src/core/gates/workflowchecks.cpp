// SPDX-License-Identifier: MIT
#include "gates/workflowchecks.h"

#include "base/bytesearch.h"
#include "base/kernelparameters.h"
#include "base/pythontext.h"
#include "base/textlines.h"
#include "gates/recordstextlines.h"
#include "optlog/optlogparser.h"
#include "records/flatjsonline.h"
#include "records/perfrecordsfile.h"
#include "records/pythonjson.h"
#include "run/projectsnapshot.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <optional>
#include <sys/stat.h>

namespace {

GateResult result(const QString &rule, Diagnostic::Severity severity, const QString &file, int line,
                  const QString &message, const QStringList &evidence = {})
{
    return GateResult{rule, severity, file, line, message, evidence};
}

constexpr auto Error = Diagnostic::Severity::Error;
constexpr auto Warning = Diagnostic::Severity::Warning;

QString optLogDisplay(const ProjectSnapshot &s)
{
    return s.optLogFile.displayPath;
}

// A file's text as the gate's _read_text() sees it: nothing when missing, unreadable or not UTF-8;
// a BOM kept; line ends translated as Python's text mode does.
std::optional<QString> readAsGate(const TextFile &file)
{
    std::optional<QString> text = file.readable ? PythonText::decodeUtf8(file.bytes) : std::nullopt;
    return text ? std::optional<QString>(PythonText::universalNewlines(std::move(*text))) : std::nullopt;
}

// The same with "" for nothing (`_read_text(path) or ""`).
QString gateText(const TextFile &file)
{
    return readAsGate(file).value_or(QString());
}

// Python's `\s` (str.isspace) as a character class, for patterns compiled with pythonRegex().
const QString pySpace = QStringLiteral("[\\s\\x{1c}-\\x{1f}]");

// A pattern with Python `re` semantics for str: Unicode \d and \s, and with `multiline`, ^ and $
// only at '\n' (re.M).
QRegularExpression pythonRegex(const QString &pattern, bool multiline = false)
{
    QRegularExpression::PatternOptions options = QRegularExpression::UseUnicodePropertiesOption;
    if (multiline)
        options |= QRegularExpression::MultilineOption;
    return QRegularExpression(QStringLiteral("(*LF)") + pattern, options);
}

int lineAt(const QString &text, qsizetype offset)
{
    return TextLines::countUnit(QStringView(text).first(std::min(offset, text.size())), u'\n') + 1;
}

// The gate's PLACEHOLDER_PATTERNS, shared by the kernel lint and the perf_feedback lint.
const QStringList &placeholderPatterns()
{
    static const QStringList patterns{QStringLiteral("待补充"), QStringLiteral("待填写"), QStringLiteral("TODO"),
                                      QStringLiteral("FIXME"), QStringLiteral("{placeholder}")};
    return patterns;
}

// --- Stage-4 kernel lint, approximated textually (the real one walks the Python AST) -----------
class KernelLintCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(KernelLintCheck)

public:
    QString id() const override { return QStringLiteral("S4-KERNEL"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const TextFile &kernel = context.snapshot.finalKernelFile;
        if (!kernel.readable && context.refused(kernel.displayPath)) { // RUN-READ says why: not "missing"
            results.append(result(QStringLiteral("S4-EXISTS"), Error, kernel.displayPath, 0,
                                  tr("The final kernel %1 was not read (see RUN-READ)").arg(kernel.displayPath)));
            return;
        }
        const QString text = gateText(kernel);
        if (PythonText::strip(text).isEmpty()) { // missing, not UTF-8 or blank: the gate stops here
            results.append(result(QStringLiteral("S4-EXISTS"), Error, kernel.displayPath, 0,
                                  tr("The final kernel %1 does not exist or is empty").arg(kernel.displayPath)));
            return;
        }
        for (const QString &p : placeholderPatterns()) {
            const qsizetype at = text.indexOf(p);
            if (at >= 0)
                results.append(result(QStringLiteral("S4-PLACEHOLDER"), Error, kernel.displayPath, lineAt(text, at),
                                      tr("Placeholder \"%1\" in the final kernel").arg(p)));
        }
        // The gate walks the AST: every @tilelang.jit decorator of a function (not a mention in a
        // comment or a docstring) and its keyword target. KernelParameters reads decorators so.
        struct Jit
        {
            int line = 0;
            std::optional<QString> target; // the expression as written
        };
        QList<Jit> jits;
        for (const KernelParameter &p : KernelParameters::scan(text).parameters) {
            if (p.kind != KernelParameter::Kind::Decorator)
                continue;
            // "@tilelang.jit", "@tilelang.jit target", "@tilelang.jit #1": the decorator, then its argument.
            if (p.name.section(u' ', 0, 0) != QLatin1String("@tilelang.jit"))
                continue;
            if (jits.isEmpty() || jits.constLast().line != p.line)
                jits.append(Jit {p.line, std::nullopt});
            if (p.name.endsWith(QLatin1String(" target")))
                jits.last().target = p.value;
        }
        if (jits.isEmpty())
            results.append(result(QStringLiteral("S4-JIT"), Error, kernel.displayPath, 0,
                                  tr("No @tilelang.jit decorator in the final kernel")));
        // A plain string literal's value ("npuir", 'npuir', u"npuir"); nothing for any other expression.
        static const QRegularExpression literal(QStringLiteral("^[uUrR]?(['\"])(.*)\\1$"));
        for (const Jit &jit : std::as_const(jits)) {
            const QRegularExpressionMatch value = jit.target ? literal.match(*jit.target) : QRegularExpressionMatch();
            if (!jit.target)
                results.append(result(QStringLiteral("S4-JIT"), Warning, kernel.displayPath, jit.line,
                                      tr("@tilelang.jit has no target keyword")));
            else if (!value.hasMatch())
                results.append(result(QStringLiteral("S4-JIT"), Warning, kernel.displayPath, jit.line,
                                      tr("@tilelang.jit target is %1, not a string: it cannot be checked here")
                                          .arg(*jit.target)));
            else if (value.captured(2) != QLatin1String("npuir"))
                results.append(result(QStringLiteral("S4-JIT"), Error, kernel.displayPath, jit.line,
                                      tr("@tilelang.jit target is \"%1\", expected \"npuir\"").arg(value.captured(2))));
        }
        // The gate reads the AST: a definition in a comment or a string is none ("# def run_L0():"),
        // and --level is a string constant, never a comment's words.
        const QString code = PythonText::blankComments(text, PythonText::Strings::Blank);
        const QString codeAndStrings = PythonText::blankComments(text, PythonText::Strings::Keep);
        // One failure per missing entry point, as the gate reports them.
        static const std::array<std::pair<QLatin1StringView, QRegularExpression>, 3> levels {
            {{QLatin1StringView("run_L0"), QRegularExpression(QStringLiteral("def\\s+run_L0\\s*\\("))},
             {QLatin1StringView("run_L1"), QRegularExpression(QStringLiteral("def\\s+run_L1\\s*\\("))},
             {QLatin1StringView("run_L2"), QRegularExpression(QStringLiteral("def\\s+run_L2\\s*\\("))}}};
        for (const auto &[fn, definition] : levels) {
            if (!definition.match(code).hasMatch())
                results.append(result(QStringLiteral("S4-TEST-LEVELS"), Error, kernel.displayPath, 0,
                                      tr("Test level function %1() is missing").arg(fn)));
        }
        static const QRegularExpression boundary(QStringLiteral("def\\s+\\w*boundary\\w*\\s*\\("),
                                                 QRegularExpression::CaseInsensitiveOption);
        if (!boundary.match(code).hasMatch())
            results.append(result(QStringLiteral("S4-TEST-LEVELS"), Error, kernel.displayPath, 0,
                                  tr("No boundary test function (a name containing \"boundary\")")));
        // A literal whose whole value is --level: its quotes are the literal's own, not words inside
        // a docstring ("""Run with '--level' L0.""").
        const auto levelLiteral = [&] {
            for (const QLatin1StringView quoted : {QLatin1StringView("\"--level\""), QLatin1StringView("'--level'")})
                for (qsizetype at = codeAndStrings.indexOf(quoted); at >= 0;
                     at = codeAndStrings.indexOf(quoted, at + 1))
                    if (code.at(at) == quoted.front() && code.at(at + quoted.size() - 1) == quoted.front())
                        return true;
            return false;
        };
        if (!levelLiteral())
            results.append(result(QStringLiteral("S4-MAIN-LEVEL"), Error, kernel.displayPath, 0,
                                  tr("The final kernel's main does not take --level")));
    }
};

// --- S4-OPTLOG ------------------------------------------------------------------------------
class OptLogCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(OptLogCheck)

public:
    QString id() const override { return QStringLiteral("S4-OPTLOG"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const TextFile &log = context.snapshot.optLogFile;
        const QString file = optLogDisplay(context.snapshot);
        if (!log.readable && (log.exists || context.refused(file))) { // RUN-READ says why: not "missing"
            results.append(result(id(), Error, file, 0, tr("opt_log.md was not read (see RUN-READ)")));
            return;
        }
        if (!log.exists) {
            results.append(result(id(), Error, file, 0, tr("opt_log.md is missing")));
            return;
        }
        const std::optional<QByteArrayView> text = context.optLogGateBytes();
        if (!text) {
            results.append(result(id(), Error, file, 0, tr("opt_log.md cannot be read as UTF-8")));
            return;
        }
        if (PythonText::isBlank(*text)) {
            results.append(result(id(), Error, file, 0, tr("opt_log.md is empty")));
            return;
        }
        if (!OptLogParser::hasSkillRetrospective(*text))
            results.append(result(id(), Warning, file, 0, tr("opt_log.md has no \"Skill Retrospective\"")));
    }
};

// --- S4-PERF-FEEDBACK-* ---------------------------------------------------------------------
class PerfFeedbackCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(PerfFeedbackCheck)

public:
    QString id() const override { return QStringLiteral("S4-PERF-FEEDBACK"); }
    void run(GateContext &context, QList<GateResult> &results) const override;
};

// The gate's _section_body(): the first heading (1–6 '#' at a line start, optional whitespace, then
// the title as a prefix; the whitespace may even run over a line end, as re.M allows) and the text
// after the title up to the next line starting with 1–6 '#' and whitespace.
struct FeedbackSection {
    bool found = false;
    int line = 0;
    QString body; // "" when not found: the gate then checks an empty body
};

FeedbackSection findSection(const QString &text, const QString &title)
{
    const QRegularExpression heading
        = pythonRegex(QStringLiteral("^#{1,6}") + pySpace + QLatin1Char('*') + QRegularExpression::escape(title), true);
    static const QRegularExpression nextHeading
        = pythonRegex(QStringLiteral("^#{1,6}") + pySpace + QLatin1Char('+'), true);
    const QRegularExpressionMatch m = heading.match(text);
    if (!m.hasMatch())
        return {};
    const QString rest = text.mid(m.capturedEnd());
    const QRegularExpressionMatch next = nextHeading.match(rest);
    return {true, lineAt(text, m.capturedStart()), next.hasMatch() ? rest.first(next.capturedStart()) : rest};
}

QString findRepositoryRoot(const GateContext &context)
{
    if (!context.options.repositoryRoot.isEmpty())
        return context.options.repositoryRoot;
    QDir dir(context.snapshot.layout.operatorDir);
    do {
        if (dir.exists(QStringLiteral(".git")) || dir.exists(QStringLiteral(".agents")))
            return dir.absolutePath();
    } while (dir.cdUp());
    return QString();
}

void PerfFeedbackCheck::run(GateContext &context, QList<GateResult> &results) const
{
    const TextFile &fb = context.snapshot.perfFeedbackFile;
    if (!fb.exists)
        return; // only checked when the file exists
    const QString file = fb.displayPath;
    const QString text = gateText(fb);
    if (PythonText::strip(text).isEmpty()) {
        results.append(
            result(QStringLiteral("S4-PERF-FEEDBACK"), Error, file, 0, tr("perf_feedback.md is empty or not UTF-8")));
        return;
    }
    // Placeholders: each forbidden substring once, and each <…> group holding a CJK character.
    for (const QString &needle : placeholderPatterns()) {
        const qsizetype at = text.indexOf(needle);
        if (at >= 0)
            results.append(result(QStringLiteral("S4-PERF-FEEDBACK-PLACEHOLDER"), Error, file, lineAt(text, at),
                                  tr("Placeholder \"%1\" in perf_feedback.md").arg(needle)));
    }
    static const QRegularExpression angle(
        QStringLiteral("<[^<>\\n]*[\\x{4E00}-\\x{9FFF}][^<>\\n]*>")); // the gate's TEMPLATE_ANGLE_RE
    for (auto it = angle.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        results.append(result(QStringLiteral("S4-PERF-FEEDBACK-PLACEHOLDER"), Error, file,
                              lineAt(text, m.capturedStart()),
                              tr("Template placeholder %1 in perf_feedback.md").arg(m.captured(0))));
    }
    QStringList titles{QStringLiteral("触发判定"), QStringLiteral("参照锚定"), QStringLiteral("假设"),
                       QStringLiteral("实测"), QStringLiteral("影响面"), QStringLiteral("反馈结论")};
    const bool a0 = context.options.feedbackSchema == GateOptions::FeedbackSchema::A0
        && context.snapshot.generation != Generation::B;
    if (a0)
        titles.removeAll(QStringLiteral("参照锚定"));
    QHash<QString, FeedbackSection> sections;
    for (const QString &title : std::as_const(titles)) {
        const FeedbackSection s = findSection(text, title);
        sections.insert(title, s);
        if (!s.found)
            results.append(result(QStringLiteral("S4-PERF-FEEDBACK-SCHEMA"), Error, file, 0,
                                  tr("perf_feedback.md lacks the section \"%1\"").arg(title)));
    }
    if (!a0) {
        const FeedbackSection &anchor = sections.value(QStringLiteral("参照锚定"));
        if (anchor.found && !PythonText::strip(anchor.body).isEmpty()) {
            if (!anchor.body.contains(QStringLiteral("参照实现")))
                results.append(result(QStringLiteral("S4-PERF-FEEDBACK-ANCHOR"), Error, file, anchor.line,
                                      tr("参照锚定 must name the reference implementation (参照实现)")));
            else if (!anchor.body.contains(QStringLiteral("未找到参照"))
                     && !anchor.body.contains(QStringLiteral("不可移植")))
                results.append(result(QStringLiteral("S4-PERF-FEEDBACK-ANCHOR"), Error, file, anchor.line,
                                      tr("参照锚定 must say 未找到参照 or argue 不可移植")));
        }
    }
    // A missing section has an empty body, which these rules then reject as well (the gate does).
    const FeedbackSection trigger = sections.value(QStringLiteral("触发判定"));
    if (!trigger.body.contains(QStringLiteral("设计层归因")))
        results.append(result(QStringLiteral("S4-PERF-FEEDBACK-TRIGGER"), Error, file, trigger.line,
                              tr("触发判定 lacks 设计层归因")));
    static const QRegularExpression factor
        = pythonRegex(QStringLiteral("(\\d+(?:\\.\\d+)?)") + pySpace + QStringLiteral("*(?:x|×|倍)"));
    bool above2 = false;
    for (auto it = factor.globalMatch(trigger.body); it.hasNext();)
        above2 = PythonText::toFloat(it.next().captured(1)).value_or(0) > 2 || above2;
    if (!above2 && !trigger.body.contains(QStringLiteral("矛盾")))
        results.append(result(QStringLiteral("S4-PERF-FEEDBACK-TRIGGER"), Error, file, trigger.line,
                              tr("触发判定 needs a structural estimate above 2x or a contradiction (矛盾)")));
    const FeedbackSection measured = sections.value(QStringLiteral("实测"));
    if (!measured.body.contains(QLatin1String("msprof")))
        results.append(result(QStringLiteral("S4-PERF-FEEDBACK-METRIC"), Error, file, measured.line,
                              tr("实测 must cite msprof measurements")));
    const FeedbackSection conclusion = sections.value(QStringLiteral("反馈结论"));
    if (!conclusion.body.contains(QStringLiteral("建议路由")))
        results.append(result(QStringLiteral("S4-PERF-FEEDBACK-ROUTE"), Error, file, conclusion.line,
                              tr("反馈结论 lacks 建议路由")));

    // References into the repository must exist.
    static const QRegularExpression ref = pythonRegex(
        QStringLiteral("(?:docs|examples|testing|\\.agents)/[^\\s\\x{1c}-\\x{1f}`\"'<>()\\[\\]（）【】：，。；、！？]+"));
    const QString root = findRepositoryRoot(context);
    QSet<QString> seen;
    auto it = ref.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        QString token = m.captured(0);
        while (!token.isEmpty() && QStringLiteral(".,;:!?、。】").contains(token.back()))
            token.chop(1);
        if (token.isEmpty() || seen.contains(token) || token.contains(QLatin1Char('{'))
            || token.contains(QLatin1Char('}')) || token.contains(QLatin1Char('*')))
            continue;
        seen.insert(token);
        if (root.isEmpty()) {
            // Unchecked is not passed: the gate would look it up in its checkout.
            results.append(result(QStringLiteral("S4-PERF-FEEDBACK-REF"), Warning, file, lineAt(text, m.capturedStart()),
                                  tr("Cannot check the reference %1: the repository root is unknown (no .git or "
                                     ".agents above the run; perfopt check --repo-root names it)")
                                      .arg(token)));
            continue;
        }
        // Resolve inside the repository only; a reference must not reach outside it. Looked up as the
        // gate's os.path.exists does, as written: "docs/a.md/" (a file with a trailing slash) is none.
        const QString resolved = QDir::cleanPath(QDir(root).filePath(token));
        struct stat status {};
        if (!resolved.startsWith(QDir::cleanPath(root) + QLatin1Char('/'))
            || ::stat(QFile::encodeName(QDir(root).filePath(token)).constData(), &status) != 0)
            results.append(result(QStringLiteral("S4-PERF-FEEDBACK-REF"), Error, file, lineAt(text, m.capturedStart()),
                                  tr("Referenced path %1 does not exist in the repository").arg(token)));
    }
}

// --- Gen A records: S4-PERF-RECORDS and S4-PERF-RECORDS-SCHEMA -----------------------------------
class GenARecordsCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(GenARecordsCheck)

public:
    QString id() const override { return QStringLiteral("S4-PERF-RECORDS"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const PerfRecordsFile &records = context.snapshot.records;
        const QString file = records.displayPath;
        if (!records.hasBytes() && (records.exists || context.refused(file))) { // RUN-READ says why: not "empty"
            results.append(result(id(), Error, file, 0, tr("perf_records.jsonl was not read (see RUN-READ)")));
            context.recordsStop = true;
            return;
        }
        if (!records.exists) {
            results.append(result(id(), Warning, file, 0, tr("perf_records.jsonl is missing (legacy runs pass)")));
            context.recordsStop = true;
            return;
        }
        // The gate decodes the whole file and splits it with str.splitlines(); here its lines stream by
        // (the file may be gigabytes). Results are kept as they come and taken back if a later line
        // shows the file is not UTF-8 (then the gate says only that).
        const qsizetype resultsBefore = results.size();
        const qsizetype poolBefore = context.durationPool.size();
        bool utf8 = true;
        bool nonBlank = false;
        FlatJsonLine flat;
        RecordsTextLines::read(
            records, LineSplitter::Breaks::PythonLines, LongLineMeasure::Bom::Keep,
            [&](const RecordsTextLines::Line &line) {
                if (line.overlong) {
                    utf8 = line.valid;
                    if (line.valid && !line.blank) {
                        nonBlank = true;
                        // Not kept: over MaxLineBytes bytes (of UTF-8, so characters only when fewer).
                        results.append(tooLong(file, line.number,
                                               line.strippedUnits > PerfRecordsReader::MaxLineBytes ? line.strippedUnits
                                                                                                     : line.size));
                    }
                    return utf8;
                }
                // The runner writes ASCII (json.dumps escapes the rest): such a line is read from its bytes.
                if (isAscii(line.bytes)) {
                    bool exact = false;
                    const QByteArrayView stripped = FlatJson::stripAscii(line.bytes, FlatJson::Spaces::Python, &exact);
                    if (!stripped.isEmpty()) {
                        nonBlank = true;
                        checkAsciiLine(context, flat, stripped, line.number, line.last, file, results);
                    }
                    return true;
                }
                const std::optional<QString> decoded = PythonText::decodeUtf8(line.bytes);
                if (!decoded) {
                    utf8 = false;
                    return false;
                }
                const QStringView text = PythonText::strip(*decoded);
                if (!text.isEmpty()) {
                    nonBlank = true;
                    checkLine(context, PythonJson::parse(text), line.number, line.last, file, results);
                }
                return true;
            });
        if (!utf8 || !nonBlank) {
            results.resize(resultsBefore);
            context.durationPool.resize(poolBefore);
            results.append(result(id(), Error, file, 0,
                                  utf8 ? tr("perf_records.jsonl is empty") : tr("perf_records.jsonl is not UTF-8")));
            context.recordsStop = true;
            return;
        }
        context.recordsNonEmpty = true;
    }

private:
    // Not read (as inspect says): a record line beyond PerfRecordsReader::MaxLineBytes.
    static GateResult tooLong(const QString &file, int number, qsizetype size)
    {
        return result(QStringLiteral("S4-PERF-RECORDS-SCHEMA"), Error, file, number,
                      tr("Line %1 is %2 bytes long, over the %3 MiB a record line may have; it is not read")
                          .arg(number)
                          .arg(size)
                          .arg(PerfRecordsReader::MaxLineBytes / (1024 * 1024)));
    }
    static bool isAscii(QByteArrayView bytes)
    {
        // Eight bytes at a time.
        constexpr quint64 highs = 0x8080808080808080ULL;
        qsizetype i = 0;
        for (; i + 8 <= bytes.size(); i += 8) {
            quint64 word;
            std::memcpy(&word, bytes.data() + i, 8);
            if (word & highs)
                return false;
        }
        for (; i < bytes.size(); ++i)
            if (static_cast<unsigned char>(bytes[i]) >= 0x80)
                return false;
        return true;
    }

    // A stripped, non-empty line of ASCII: read from its bytes, with the exact reader for anything unusual.
    void checkAsciiLine(GateContext &context, FlatJsonLine &flat, QByteArrayView line, int number, bool last,
                        const QString &file, QList<GateResult> &results) const
    {
        static constexpr std::array<QByteArrayView, 7> required{"round", "candidate_id", "dispatch_path", "workload",
                                                               "duration_us", "l0_pass", "timestamp"};
        const QString schema = QStringLiteral("S4-PERF-RECORDS-SCHEMA");
        if (!flat.parse(line)) { // anything unusual: the exact Python-compatible reader
            checkLine(context, PythonJson::parse(QString::fromLatin1(line)), number, last, file, results);
            return;
        }
        QStringList missing;
        for (QByteArrayView key : required)
            if (!flat.contains(key))
                missing.append(QString::fromLatin1(key));
        if (!missing.isEmpty()) {
            results.append(result(schema, Error, file, number,
                                  tr("Line %1 lacks %2").arg(number).arg(missing.join(QStringLiteral(", ")))));
            return;
        }
        const FlatJsonLine::Field *duration = flat.find("duration_us");
        if (duration->kind != FlatJsonLine::Kind::Integer && duration->kind != FlatJsonLine::Kind::Float) {
            results.append(result(schema, Error, file, number, tr("Line %1: duration_us is not a number").arg(number)));
            return;
        }
        if (flat.find("l0_pass")->kind != FlatJsonLine::Kind::Bool) {
            results.append(result(schema, Error, file, number, tr("Line %1: l0_pass is not a boolean").arg(number)));
            return;
        }
        context.durationPool.append(duration->number);
    }

    void checkLine(GateContext &context, const PythonJson::Result &json, int number, bool stillOpen,
                   const QString &file, QList<GateResult> &results) const
    {
        static const QStringList required{QStringLiteral("round"),         QStringLiteral("candidate_id"),
                                          QStringLiteral("dispatch_path"), QStringLiteral("workload"),
                                          QStringLiteral("duration_us"),   QStringLiteral("l0_pass"),
                                          QStringLiteral("timestamp")};
        const QString schema = QStringLiteral("S4-PERF-RECORDS-SCHEMA");
        if (!json.ok) {
            if (stillOpen)
                results.append(result(schema, Warning, file, number,
                                      tr("Line %1 has no line end yet and is not complete JSON: the run may still "
                                         "be writing it; it is ignored until it is complete")
                                          .arg(number)));
            else
                results.append(result(schema, Error, file, number, tr("Line %1 is not valid JSON: %2")
                                                                       .arg(number)
                                                                       .arg(json.error)));
            return;
        }
        if (json.value.metaType() != QMetaType::fromType<QVariantMap>()) {
            results.append(result(schema, Error, file, number, tr("Line %1 is not a JSON object").arg(number)));
            return;
        }
        const QVariantMap f = json.value.toMap();
        QStringList missing;
        for (const QString &key : required)
            if (!f.contains(key))
                missing.append(key);
        if (!missing.isEmpty()) {
            results.append(result(schema, Error, file, number,
                                  tr("Line %1 lacks %2").arg(number).arg(missing.join(QStringLiteral(", ")))));
            return;
        }
        const QVariant duration = f.value(QStringLiteral("duration_us"));
        if (!PythonJson::isNumber(duration)) {
            results.append(result(schema, Error, file, number, tr("Line %1: duration_us is not a number").arg(number)));
            return;
        }
        if (!PythonJson::isBool(f.value(QStringLiteral("l0_pass")))) {
            results.append(result(schema, Error, file, number, tr("Line %1: l0_pass is not a boolean").arg(number)));
            return;
        }
        context.durationPool.append(PythonJson::toDouble(duration));
    }
};

// --- S4-OPTLOG-COMPTABLE (both generations) ---------------------------------------------------
bool hasComparisonTableWords(QByteArrayView utf8)
{
    // The gate's test exactly: "Task Duration" and current + ("-" or one space) + best, any case.
    return OptLogParser::containsTaskDuration(utf8) && OptLogParser::containsCurrentBest(utf8);
}

class CompTableCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(CompTableCheck)

public:
    QString id() const override { return QStringLiteral("S4-OPTLOG-COMPTABLE"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        if (!context.recordsNonEmpty)
            return;
        if (!hasComparisonTableWords(context.optLogGateBytes().value_or(QByteArrayView())))
            results.append(result(id(), Error, optLogDisplay(context.snapshot), 0,
                                  tr("opt_log.md has no \"candidate vs current best\" table with Task Duration")));
    }
};

// --- Gen A S4-PERF-RECORDS-RECON --------------------------------------------------------------
class GenAReconCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(GenAReconCheck)

public:
    QString id() const override { return QStringLiteral("S4-PERF-RECORDS-RECON"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        if (context.recordsStop || context.durationPool.isEmpty())
            return;
        // On the bytes: the words are ASCII, whitespace and digits are read character by character.
        const QByteArrayView text = context.optLogGateBytes().value_or(QByteArrayView());
        const QString file = optLogDisplay(context.snapshot);
        // First `final_latency`, optional whitespace, ':' or '：', optional whitespace, a number.
        qsizetype from = 0;
        while (true) {
            const qsizetype at = ByteSearch::indexOf(text, "final_latency", from);
            if (at < 0) {
                // A claim a reader sees but the gate's pattern misses ("**final_latency**: 17.92 us",
                // "final_latency（w）：17.92"): point at it.
                const QList<OptLogFinalLatency> &claims = context.snapshot.optLog.finalLatencies;
                const auto seen = std::find_if(claims.cbegin(), claims.cend(),
                                               [](const OptLogFinalLatency &c) { return !std::isnan(c.value); });
                if (!text.isEmpty() && seen != claims.cend())
                    results.append(result(id(), Error, file, seen->line,
                                          tr("opt_log.md has no \"final_latency: N\" line the gate can read; this "
                                             "line writes the claim in a form its pattern misses (\"final_latency\", "
                                             "optional spaces, a colon, a number)")));
                else
                    results.append(result(id(), Error, file, 0, tr("opt_log.md has no \"final_latency: N\" line")));
                return;
            }
            from = at + 1;
            qsizetype i = PythonText::skipSpace(text, at + 13);
            if (text.sliced(i).startsWith(":"))
                i += 1;
            else if (text.sliced(i).startsWith("：")) // U+FF1A, three bytes
                i += 3;
            else
                continue;
            i = PythonText::skipSpace(text, i);
            const std::optional<double> claim = PythonText::decimalNumber(text.sliced(i));
            if (!claim)
                continue;
            const double n = *claim;
            const int line = TextLines::lineOf(text, at);
            for (double d : std::as_const(context.durationPool)) {
                if (std::abs(d - n) <= std::max(0.01 * n, 1e-9))
                    return; // reconciles with some recorded duration
            }
            results.append(result(id(), Error, file, line,
                                  tr("final_latency %1 matches no recorded duration_us within 1 %").arg(n),
                                  {tr("claim: %1 at line %2").arg(n).arg(line)}));
            return;
        }
    }
};

} // namespace

namespace WorkflowChecksDetail {
GateChecks sharedHead()
{
    GateChecks checks;
    checks.push_back(std::make_unique<KernelLintCheck>());
    checks.push_back(std::make_unique<OptLogCheck>());
    checks.push_back(std::make_unique<PerfFeedbackCheck>());
    return checks;
}
std::unique_ptr<GateCheck> compTable()
{
    return std::make_unique<CompTableCheck>();
}
} // namespace WorkflowChecksDetail

GateChecks WorkflowChecks::genA()
{
    GateChecks checks = WorkflowChecksDetail::sharedHead();
    checks.push_back(std::make_unique<GenARecordsCheck>());
    checks.push_back(std::make_unique<CompTableCheck>());
    checks.push_back(std::make_unique<GenAReconCheck>());
    return checks;
}
