// SPDX-License-Identifier: MIT
#include "optlog/optloglookalikes.h"

#include <QChar>
#include <QCoreApplication>
#include <QSet>
#include <algorithm>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace {

// Messages translate in the parser's context, as every message of the opt_log reading; spelled out
// at each call so that lupdate files them there (OptLogReading::tr in a class goes under its name).

struct CodePoint
{
    char32_t value = 0;
    qsizetype bytes = 0; // 0: at the end
};

// One code point of possibly invalid UTF-8 (the reader says elsewhere where it is invalid). An
// overlong form, a surrogate or a lead byte past U+10FFFF is one replacement character, as Qt
// decodes it: `##` then an overlong no-break space is not a no-break space the reader may name.
CodePoint decodeAt(const QByteArray &utf8, qsizetype at, qsizetype end)
{
    if (at >= end)
        return {};
    const uchar lead = uchar(utf8.at(at));
    if (lead < 0x80)
        return {lead, 1};
    const int size = lead >= 0xF5 ? 0 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0;
    if (size == 0 || at + size > end)
        return {QChar::ReplacementCharacter, 1};
    char32_t value = lead & (0xFF >> (size + 1));
    for (int i = 1; i < size; ++i) {
        const uchar next = uchar(utf8.at(at + i));
        if ((next & 0xC0) != 0x80)
            return {QChar::ReplacementCharacter, 1};
        value = (value << 6) | (next & 0x3F);
    }
    static constexpr char32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (value < smallest[size] || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF))
        return {QChar::ReplacementCharacter, 1};
    return {value, size};
}

// Unicode spaces CommonMark does not take for the space after a heading's '#'s.
bool isOtherSpace(char32_t c)
{
    return c == 0x00A0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x202F || c == 0x205F || c == 0x3000;
}

bool isBidiControl(char32_t c)
{
    return c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

// Characters that show nothing: an id written with one is another id.
bool isInvisible(char32_t c)
{
    return c == 0x00AD || (c >= 0x200B && c <= 0x200F) || (c >= 0x202A && c <= 0x202E) || (c >= 0x2060 && c <= 0x2064)
        || (c >= 0x2066 && c <= 0x2069) || c == 0xFEFF;
}

bool isIdByte(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.'
        || c == '-';
}

// "U+200B ZERO WIDTH SPACE": the code point and, for the ones met in pasted text, its Unicode name.
QString nameOf(char32_t c)
{
    static const struct
    {
        char32_t c;
        const char *name;
    } names[] = {
        {0x00A0, "NO-BREAK SPACE"},          {0x00AD, "SOFT HYPHEN"},
        {0x200B, "ZERO WIDTH SPACE"},        {0x200C, "ZERO WIDTH NON-JOINER"},
        {0x200D, "ZERO WIDTH JOINER"},       {0x200E, "LEFT-TO-RIGHT MARK"},
        {0x200F, "RIGHT-TO-LEFT MARK"},      {0x202A, "LEFT-TO-RIGHT EMBEDDING"},
        {0x202B, "RIGHT-TO-LEFT EMBEDDING"}, {0x202C, "POP DIRECTIONAL FORMATTING"},
        {0x202D, "LEFT-TO-RIGHT OVERRIDE"},  {0x202E, "RIGHT-TO-LEFT OVERRIDE"},
        {0x202F, "NARROW NO-BREAK SPACE"},   {0x2060, "WORD JOINER"},
        {0x2066, "LEFT-TO-RIGHT ISOLATE"},   {0x2067, "RIGHT-TO-LEFT ISOLATE"},
        {0x2068, "FIRST STRONG ISOLATE"},    {0x2069, "POP DIRECTIONAL ISOLATE"},
        {0x3000, "IDEOGRAPHIC SPACE"},       {0xFEFF, "ZERO WIDTH NO-BREAK SPACE"},
    };
    const QString code = QStringLiteral("U+%1").arg(uint(c), 4, 16, QLatin1Char('0')).toUpper();
    for (const auto &entry : names)
        if (entry.c == c)
            return code + QLatin1Char(' ') + QLatin1String(entry.name);
    return code;
}

// The end of the line starting at lineStarts[index], before its line end.
qsizetype contentEnd(const QByteArray &utf8, const std::vector<qsizetype> &lineStarts, size_t index)
{
    qsizetype end = index + 1 < lineStarts.size() ? lineStarts[index + 1] : utf8.size();
    while (end > lineStarts[index] && (utf8.at(end - 1) == '\n' || utf8.at(end - 1) == '\r'))
        --end;
    return end;
}

class Reporter
{
public:
    Reporter(const QByteArray &utf8, const std::vector<qsizetype> &lineStarts, const QString &file)
        : m_utf8(utf8)
        , m_lineStarts(lineStarts)
        , m_file(file)
    { }

    // A heading that is text, on a line of running text.
    void headingOnLine(int line)
    {
        const size_t index = size_t(line - 1);
        if (line < 1 || index >= m_lineStarts.size() || m_headingLines.contains(line))
            return;
        const qsizetype end = contentEnd(m_utf8, m_lineStarts, index);
        qsizetype at = m_lineStarts[index];
        if (at == 0 && m_utf8.startsWith("\xEF\xBB\xBF"))
            at = 3; // the file's byte order mark, which md4c skips
        const auto skipIndent = [&] {
            for (int n = 0; n < 3 && at < end && m_utf8.at(at) == ' '; ++n)
                ++at;
        };
        skipIndent();
        while (at < end && m_utf8.at(at) == '>') { // a paragraph in a quote
            ++at;
            if (at < end && m_utf8.at(at) == ' ')
                ++at;
            skipIndent();
        }
        // Invisible characters before the '#'s (a file joined with its byte order mark): they are
        // what makes the line text.
        const qsizetype first = at;
        char32_t before = 0;
        for (CodePoint c = decodeAt(m_utf8, at, end); c.bytes > 0 && isInvisible(c.value);
             c = decodeAt(m_utf8, at, end)) {
            before = before ? before : c.value;
            at += c.bytes;
        }
        qsizetype hashes = 0;
        while (at + hashes < end && m_utf8.at(at + hashes) == '#')
            ++hashes;
        enum class Cause { None, Before, After, NoSpace, FullWidth } cause = Cause::None;
        char32_t odd = before;
        if (hashes >= 1 && hashes <= 6) {
            const CodePoint next = decodeAt(m_utf8, at + hashes, end);
            if (before != 0 && (next.bytes == 0 || next.value == ' ' || next.value == '\t'))
                cause = Cause::Before;
            else if (isOtherSpace(next.value) || isInvisible(next.value)) {
                cause = Cause::After;
                odd = next.value;
            } else if (hashes >= 2 && QChar::isLetter(next.value))
                cause = Cause::NoSpace;
        } else if (hashes == 0) {
            static const QByteArray wideHash("\xEF\xBC\x83"); // ＃
            int wide = 0;
            qsizetype after = at;
            while (after + 3 <= end && QByteArrayView(m_utf8).sliced(after, 3) == wideHash) {
                ++wide;
                after += 3;
            }
            const CodePoint next = decodeAt(m_utf8, after, end);
            if (wide >= 1 && wide <= 6
                && (next.value == ' ' || next.value == '\t' || isOtherSpace(next.value)
                    || (wide >= 2 && QChar::isLetter(next.value))))
                cause = Cause::FullWidth;
        }
        if (cause == Cause::None)
            return;
        m_headingLines.insert(line);
        add(m_headings, QStringLiteral("optlog.heading-not-read"), line, first, [&] {
            const QString marks(hashes, u'#');
            switch (cause) {
            case Cause::Before:
                return QCoreApplication::translate(
                           "OptLogParser",
                           "This line looks like a level-%1 heading, but an invisible character (%3) comes before "
                           "its \"%2\": Markdown reads the line as text, so no section or round starts here.")
                    .arg(hashes)
                    .arg(marks, nameOf(odd));
            case Cause::After:
                return QCoreApplication::translate(
                           "OptLogParser",
                           "This line looks like a level-%1 heading, but its \"%2\" is followed by %3, not a space: "
                           "Markdown reads the line as text, so no section or round starts here.")
                    .arg(hashes)
                    .arg(marks, nameOf(odd));
            case Cause::NoSpace:
                return QCoreApplication::translate(
                           "OptLogParser",
                           "This line looks like a level-%1 heading, but no space follows its \"%2\": Markdown reads "
                           "the line as text, so no section or round starts here.")
                    .arg(hashes)
                    .arg(marks);
            case Cause::FullWidth:
            case Cause::None:
                break;
            }
            return QCoreApplication::translate(
                "OptLogParser",
                "This line starts with full-width number signs (＃); a Markdown heading needs ASCII "
                "\"#\" followed by a space, so no section or round starts here.");
        });
    }

    // `read`: by line number, whether the reader reads the line (an id there can be cut).
    // The first index from `at` on holding 0xC2, 0xE2 or 0xEF (every character sought starts with one
    // of them), or size: sixteen bytes at a time, as nearly none does.
    static qsizetype nextLeadSought(const char *data, qsizetype at, qsizetype size)
    {
#ifdef __SSE2__
        const __m128i c2 = _mm_set1_epi8(char(0xC2));
        const __m128i e2 = _mm_set1_epi8(char(0xE2));
        const __m128i ef = _mm_set1_epi8(char(0xEF));
        for (; size - at >= 16; at += 16) {
            const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(data + at));
            const __m128i hits = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(bytes, c2), _mm_cmpeq_epi8(bytes, e2)),
                                              _mm_cmpeq_epi8(bytes, ef));
            if (const int mask = _mm_movemask_epi8(hits))
                return at + __builtin_ctz(unsigned(mask));
        }
#endif
        for (; at < size; ++at) {
            const uchar lead = uchar(data[at]);
            if (lead == 0xC2 || lead == 0xE2 || lead == 0xEF)
                return at;
        }
        return size;
    }

    void invisibleCharacters(const std::vector<bool> &read)
    {
        const qsizetype size = m_utf8.size();
        const char *data = m_utf8.constData();
        int lastLine = 0;
        for (qsizetype at = 0; at < size; ++at) {
            at = nextLeadSought(data, at, size);
            if (at >= size)
                break;
            const CodePoint c = decodeAt(m_utf8, at, size);
            if (!isInvisible(c.value) || (c.value == 0xFEFF && at == 0))
                continue;
            const bool bidi = isBidiControl(c.value);
            const qsizetype after = at + c.bytes;
            if (!bidi && !(at > 0 && isIdByte(data[at - 1])) && !(after < size && isIdByte(data[after])))
                continue; // between words or inside an emoji sequence: it cuts nothing
            const int line = OptLogMarkdown::lineAt(m_lineStarts, at);
            if (line == lastLine || m_headingLines.contains(line)
                || (!bidi && !(size_t(line) < read.size() && read[size_t(line)])))
                continue; // one finding per line (a heading not read names it); code is not read
            lastLine = line;
            add(m_invisible, QStringLiteral("optlog.invisible-character"), line, at, [&] {
                if (bidi)
                    return QCoreApplication::translate(
                               "OptLogParser",
                               "A bidirectional control character (%1) is here: it changes the order in which the text "
                               "around it is displayed, so what a reviewer sees is not what is read.")
                        .arg(nameOf(c.value));
                const qsizetype lineStart = m_lineStarts[size_t(line - 1)];
                qsizetype left = at;
                while (left > lineStart && at - left < 40 && isIdByte(data[left - 1]))
                    --left;
                qsizetype right = after;
                while (right < size && right - after < 40 && isIdByte(data[right]))
                    ++right;
                const QString shown
                    = QString::fromUtf8(data + left, at - left) + u'‸' + QString::fromUtf8(data + after, right - after);
                return QCoreApplication::translate(
                           "OptLogParser",
                           "An invisible character (%1) is here, at ‸ in \"%2\": an id written with it is not the "
                           "same id written without it, so it names no branch, record or file.")
                    .arg(nameOf(c.value), shown);
            });
            at = after - 1;
        }
    }

    Diagnostics finish()
    {
        Diagnostics out;
        finishKind(m_headings, out, [](int more) {
            return QCoreApplication::translate(
                "OptLogParser", "%n more line(s), from this one on, look like headings but are read as text.", nullptr,
                more);
        });
        finishKind(m_invisible, out, [](int more) {
            return QCoreApplication::translate(
                "OptLogParser",
                "%n more line(s), from this one on, hold invisible or bidirectional control characters.", nullptr,
                more);
        });
        return out;
    }

private:
    struct Kind
    {
        Diagnostics reported;
        int more = 0;
        int firstMoreLine = 0;
        qsizetype firstMoreAt = 0;
    };

    // A finding at byte `at` of `line`; its message is made only for the lines reported, so a log
    // with one on every line costs a count past the first ones.
    template<typename Message> void add(Kind &kind, const QString &code, int line, qsizetype at, Message message)
    {
        if (kind.reported.size() < OptLogLookalikes::MaxReportedLines) {
            kind.reported.append(
                Diagnostic {Diagnostic::Severity::Warning, code, m_file, line, columnOf(line, at), message()});
            return;
        }
        if (kind.more++ == 0 || line < kind.firstMoreLine) {
            kind.firstMoreLine = line;
            kind.firstMoreAt = at;
        }
    }

    // Columns count characters, as an editor does, after the file's byte order mark.
    int columnOf(int line, qsizetype at) const
    {
        qsizetype from = m_lineStarts[size_t(line - 1)];
        if (from == 0 && m_utf8.startsWith("\xEF\xBB\xBF") && at >= 3)
            from = 3;
        int column = 1;
        for (qsizetype i = from; i < at; ++i)
            column += (uchar(m_utf8.at(i)) & 0xC0) != 0x80;
        return column;
    }

    template<typename More> void finishKind(Kind &kind, Diagnostics &out, More moreText)
    {
        if (kind.reported.isEmpty())
            return;
        const QString code = kind.reported.constFirst().code;
        out += kind.reported;
        if (kind.more > 0)
            out.append(Diagnostic {Diagnostic::Severity::Warning, code, m_file, kind.firstMoreLine,
                                   columnOf(kind.firstMoreLine, kind.firstMoreAt), moreText(kind.more)});
    }

    const QByteArray &m_utf8;
    const std::vector<qsizetype> &m_lineStarts;
    const QString &m_file;
    QSet<int> m_headingLines;
    Kind m_headings;
    Kind m_invisible;
};

} // namespace

Diagnostics OptLogLookalikes::read(const QByteArray &utf8, const std::vector<qsizetype> &lineStarts,
                                   const OptLogMarkdown &markdown, const QString &displayPath)
{
    Reporter reporter(utf8, lineStarts, displayPath);
    // The lines the reader reads: running text, headings and tables, not code blocks.
    std::vector<bool> read(lineStarts.size() + 1, false);
    const auto mark = [&read](int first, int last) {
        for (int line = qMax(first, 1); line <= last && size_t(line) < read.size(); ++line)
            read[size_t(line)] = true;
    };
    // Only running text can hold a heading Markdown did not read.
    for (const OptLogMarkdown::TextBlock &block : markdown.blocks) {
        for (int line = block.line; line > 0 && line <= block.lastLine; ++line)
            reporter.headingOnLine(line);
        mark(block.line, block.lastLine);
    }
    for (const OptLogHeading &heading : markdown.headings)
        mark(heading.line, heading.line);
    for (const OptLogMarkdown::RawTable &table : markdown.tables)
        mark(table.header.line, table.body.isEmpty() ? table.header.line : table.body.constLast().line);
    reporter.invisibleCharacters(read);
    Diagnostics out = reporter.finish();
    std::stable_sort(out.begin(), out.end(), [](const Diagnostic &a, const Diagnostic &b) { return a.line < b.line; });
    return out;
}
