// SPDX-License-Identifier: MIT
#include "optlog/cellvalue.h"

#include "optlog/optlogmarkdown.h"

#include <QRegularExpression>
#include <algorithm>
#include <charconv>
#include <cmath>
#include <string_view>

namespace {

constexpr char16_t UnicodeMinus = 0x2212;

bool isAsciiLetter(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

bool isAsciiDigit(char16_t c)
{
    return c >= u'0' && c <= u'9';
}

// Characters that glue a digit to an identifier: bs8192, v2_op1, 0.1.2, 2^20, 64×1152.
bool isIdentifierGlue(char16_t c)
{
    return isAsciiLetter(c) || isAsciiDigit(c) || c == u'_' || c == u'.' || c == u'^' || c == u'×';
}

// What CommonMark lets a backslash escape.
bool isAsciiPunctuation(char16_t c)
{
    return c < 128 && QByteArrayView("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~").contains(char(c));
}

bool isSign(char16_t c)
{
    return c == u'+' || c == u'-' || c == UnicodeMinus;
}

bool isQualifier(char16_t c)
{
    return c == u'~' || c == u'≈' || c == u'≥' || c == u'≤' || c == u'>' || c == u'<' || c == u'±' || c == u'～';
}

bool isOpenParen(char16_t c)
{
    return c == u'(' || c == u'（' || c == u'[' || c == u'【';
}

bool isCloseParen(char16_t c)
{
    return c == u')' || c == u'）' || c == u']' || c == u'】';
}

// Unit written right after a number, or after one blank for the spelled-out ones ("3.12 us").
QString unitAt(QStringView text, qsizetype &j, bool afterBlank)
{
    const char16_t *s = text.utf16();
    const qsizetype n = text.size();
    if (j >= n)
        return {};
    const char16_t c = s[j];
    if (!afterBlank) {
        if (c == u'%') {
            ++j;
            return QStringLiteral("%");
        }
        if (c == u'×' || c == u'倍') {
            // 64×1152 is a shape and 4×vcast a count, not a speedup.
            if (c == u'×' && j + 1 < n && (isAsciiDigit(s[j + 1]) || isAsciiLetter(s[j + 1])))
                return {};
            ++j;
            return QStringLiteral("x");
        }
        if ((c == u'x' || c == u'X') && (j + 1 >= n || !isAsciiLetter(s[j + 1]))) {
            if (j + 1 < n && isAsciiDigit(s[j + 1]))
                return {};
            ++j;
            return QStringLiteral("x");
        }
    }
    qsizetype k = j;
    while (k < n && (isAsciiLetter(s[k]) || s[k] == u'µ' || s[k] == u'μ' || s[k] == u'/'))
        ++k;
    QString token = text.mid(j, k - j).toString();
    while (token.endsWith(QLatin1Char('/'))) {
        token.chop(1);
        --k;
    }
    if (token.isEmpty())
        return {};
    static const QStringList timeUnits {QStringLiteral("us"), QStringLiteral("µs"), QStringLiteral("μs"),
                                        QStringLiteral("ms"), QStringLiteral("ns")};
    static const QStringList byteUnits {QStringLiteral("gb/s"),      QStringLiteral("tb/s"),    QStringLiteral("mb/s"),
                                        QStringLiteral("kb"),        QStringLiteral("mb"),      QStringLiteral("gb"),
                                        QStringLiteral("gb/s/core"), QStringLiteral("kb/core"), QStringLiteral("b")};
    QString unit;
    if (timeUnits.contains(token))
        unit = token == u"μs" ? QStringLiteral("µs") : token;
    else if (byteUnits.contains(token.toLower()) && (token != u"b" || !afterBlank))
        unit = token;
    if (unit.isEmpty())
        return {};
    j = k;
    return unit;
}

} // namespace

QString CellValue::stripMarkup(QStringView raw, QList<bool> *boldMask)
{
    const char16_t *r = raw.utf16();
    // Most cells (ids, numbers, names) hold no markup: the text as it is (an empty one goes the
    // long way, which gives an empty string, never a null one).
    if (!boldMask && !raw.isEmpty() && std::none_of(r, r + raw.size(), [](char16_t c) {
            return c == u'*' || c == u'`' || c == u'~' || c == u'\\' || c == u'<';
        }))
        return raw.toString();
    // Count strong markers first: CommonMark leaves an unmatched "**" as literal text.
    int markers = 0;
    for (qsizetype i = 0; i + 1 < raw.size(); ++i) {
        if (r[i] == u'*' && r[i + 1] == u'*') {
            ++markers;
            ++i;
        }
    }
    const int usableMarkers = markers - (markers % 2);
    QString out;
    out.reserve(raw.size());
    if (boldMask) {
        boldMask->clear();
        boldMask->reserve(raw.size());
    }
    bool bold = false;
    int seen = 0;
    for (qsizetype i = 0; i < raw.size(); ++i) {
        const char16_t c = r[i];
        if (c == u'*' && i + 1 < raw.size() && r[i + 1] == u'*') {
            if (seen < usableMarkers) {
                ++seen;
                bold = !bold;
                ++i;
                continue;
            }
        } else if (c == u'`') {
            continue;
        } else if (c == u'~' && i + 1 < raw.size() && r[i + 1] == u'~') {
            ++i;
            continue;
        } else if (c == u'\\' && i + 1 < raw.size() && isAsciiPunctuation(r[i + 1])) {
            ++i;
        } else if (c == u'<' && (raw.mid(i).startsWith(u"<br>") || raw.mid(i).startsWith(u"<br/>"))) {
            i += raw.mid(i).startsWith(u"<br>") ? 3 : 4;
            out.append(QLatin1Char(' '));
            if (boldMask)
                boldMask->append(bold);
            continue;
        }
        out.append(QChar(r[i]));
        if (boldMask)
            boldMask->append(bold);
    }
    return out;
}

QList<CellValue::Number> CellValue::scanNumbers(QStringView text, const QList<bool> &boldMask)
{
    // Full-width digits and point ("１８．６２", "29．10", typed with a CJK input method) are the
    // ASCII ones, one for one, so every position stays where it was.
    const auto fullWidth = [](QChar c) { return c.unicode() == 0xFF0E || (c.unicode() >= 0xFF10 && c.unicode() <= 0xFF19); };
    QString narrowed;
    if (std::any_of(text.begin(), text.end(), fullWidth)) {
        narrowed = text.toString();
        for (QChar &c : narrowed)
            if (fullWidth(c))
                c = QChar(char16_t(c.unicode() - 0xFF0E + u'.'));
        text = narrowed;
    }
    QList<Number> numbers;
    const char16_t *s = text.utf16();
    const qsizetype n = text.size();
    int depth = 0;
    qsizetype i = 0;
    while (i < n) {
        const char16_t c = s[i];
        if (isOpenParen(c)) {
            ++depth;
            ++i;
            continue;
        }
        if (isCloseParen(c)) {
            depth = qMax(0, depth - 1);
            ++i;
            continue;
        }
        qsizetype digitsAt = -1;
        bool signedNumber = false;
        if (isAsciiDigit(c)) {
            digitsAt = i;
        } else if (isSign(c) && i + 1 < n && isAsciiDigit(s[i + 1])) {
            // A sign only after a separator: "8.577+3.346" is a sum, "smoke-1m" a label.
            const char16_t before = i > 0 ? s[i - 1] : u' ';
            if (!isIdentifierGlue(before)) {
                digitsAt = i + 1;
                signedNumber = true;
            }
        }
        if (digitsAt < 0) {
            ++i;
            continue;
        }
        const qsizetype start = signedNumber ? i : digitsAt;
        const char16_t before = start > 0 ? s[start - 1] : u' ';
        const bool assignment = before == u'=' && start > 1 && (isAsciiLetter(s[start - 2]) || s[start - 2] == u'_');
        qsizetype j = digitsAt;
        QString digits;
        while (j < n && isAsciiDigit(s[j]))
            digits.append(QChar(s[j++]));
        // Thousands separators only as d,ddd ("245,760B"), never in lists such as "2,4,8".
        const auto digitAt = [&](qsizetype at) {
            return at < n && isAsciiDigit(s[at]);
        };
        if (digits.size() <= 3) {
            while (j + 3 < n && s[j] == u',' && digitAt(j + 1) && digitAt(j + 2) && digitAt(j + 3) && !digitAt(j + 4)) {
                digits += text.mid(j + 1, 3);
                j += 4;
            }
        }
        if (j + 1 < n && s[j] == u'.' && isAsciiDigit(s[j + 1])) {
            digits.append(QLatin1Char('.'));
            ++j;
            while (j < n && isAsciiDigit(s[j]))
                digits.append(QChar(s[j++]));
        }
        // An exponent ("7.0e1", "9.5E+1 us"): up to three digits, what Python's float() and a
        // spreadsheet write; what follows is read as after any number ("3e8abc" stays a label).
        if (j + 1 < n && (s[j] == u'e' || s[j] == u'E')) {
            qsizetype e = j + 1;
            if (e < n && (s[e] == u'+' || s[e] == u'-'))
                ++e;
            qsizetype end = e;
            while (end < n && end - e < 4 && isAsciiDigit(s[end]))
                ++end;
            if (end > e && end - e <= 3 && !(end < n && isAsciiDigit(s[end]))) {
                digits += text.sliced(j, end - j);
                j = end;
            }
        }
        const bool glued = isIdentifierGlue(before);
        const bool version = j + 1 < n && s[j] == u'.' && isAsciiDigit(s[j + 1]);
        Number number;
        number.start = int(start);
        qsizetype k = j;
        number.unit = unitAt(text, k, false);
        bool label = false;
        if (number.unit.isEmpty()) {
            const bool times = k + 1 < n && (s[k] == u'×' || s[k] == u'x' || s[k] == u'X')
                && (isAsciiLetter(s[k + 1]) || isAsciiDigit(s[k + 1]));
            if (k < n && (isAsciiLetter(s[k]) || s[k] == u'_' || times))
                label = true; // 1M, 16m, 2p7b, 3b; 64×1152 and 4×vcast are shapes and counts
            else if (k + 1 < n && s[k] == u' ') {
                qsizetype m = k + 1;
                const QString spaced = unitAt(text, m, true);
                if (!spaced.isEmpty() && (m >= n || !isAsciiLetter(s[m]))) {
                    number.unit = spaced;
                    k = m;
                }
            }
        }
        if (k < n && (s[k] == u'*' || s[k] == u'†' || s[k] == u'‡') && !(k + 1 < n && isAsciiDigit(s[k + 1]))) {
            number.footnote = QChar(s[k]);
            ++k;
        }
        if (glued || version || assignment || label) {
            // Skip the whole identifier so its tail digits are not read as another number.
            qsizetype m = qMax(j, k);
            while (m < n && (isIdentifierGlue(s[m]) || s[m] == u'-'))
                ++m;
            i = m;
            continue;
        }
        bool ok = false;
        number.value = digits.toDouble(&ok);
        if (!ok) {
            i = j;
            continue;
        }
        if (signedNumber) {
            number.explicitSign = true;
            if (s[start] != u'+')
                number.value = -number.value;
        }
        qsizetype q = start - 1;
        if (q >= 0 && s[q] == u' ')
            --q;
        const bool arrowHead = q > 0 && s[q] == u'>' && (s[q - 1] == u'-' || s[q - 1] == u'=');
        if (q >= 0 && isQualifier(s[q]) && !arrowHead) {
            const char16_t beforeQualifier = q > 0 ? s[q - 1] : u' ';
            // "1.3~4.2" is a range, not "about 4.2".
            if (!isAsciiDigit(beforeQualifier) && beforeQualifier != u'%' && beforeQualifier != u'x')
                number.qualifier = s[q] == u'～' ? QStringLiteral("~") : QString(QChar(s[q]));
        }
        number.bold = start < boldMask.size() && boldMask.at(start);
        number.inParens = depth > 0;
        number.end = int(k);
        numbers.append(number);
        i = k;
    }
    return numbers;
}

namespace {

// "11.18", "24": digits with at most one inner point, the form most cells of a log's tables take.
bool isPlainDecimal(QStringView text)
{
    if (text.isEmpty() || text.size() > 30 || !isAsciiDigit(text.front().unicode())
        || !isAsciiDigit(text.back().unicode()))
        return false;
    bool point = false;
    for (const QChar c : text) {
        if (c == u'.') {
            if (point)
                return false;
            point = true;
        } else if (!isAsciiDigit(c.unicode())) {
            return false;
        }
    }
    return true;
}

// `value` times 10^exponent as the decimal it was written as: "1.005 ms" is 1005 µs and "-0.14 ns"
// -0.00014 µs, where binary arithmetic gives 1004.9999999999999 and -0.00014000000000000001 (and the
// JSON report prints them). The shortest form of a double is the decimal the cell held (up to 15
// significant digits); moving its exponent and reading it back rounds once.
double scaledByPowerOfTen(double value, int exponent)
{
    const double binary = exponent < 0 ? value / std::pow(10.0, -exponent) : value * std::pow(10.0, exponent);
    if (!std::isfinite(value) || value == 0)
        return binary;
    char digits[64];
    const auto written = std::to_chars(digits, digits + sizeof digits, value, std::chars_format::scientific);
    if (written.ec != std::errc())
        return binary;
    const std::string_view text(digits, size_t(written.ptr - digits));
    const size_t e = text.rfind('e'); // "1.005e+00": from_chars takes no '+'
    if (e == std::string_view::npos || e + 2 >= text.size())
        return binary;
    int shortestExponent = 0;
    const char *exponentStart = text.data() + e + 1 + (text[e + 1] == '+' ? 1 : 0);
    if (std::from_chars(exponentStart, text.data() + text.size(), shortestExponent).ec != std::errc())
        return binary;
    char scaled[80];
    const auto mantissaEnd = std::copy(text.begin(), text.begin() + qsizetype(e) + 1, scaled);
    const auto exponentEnd = std::to_chars(mantissaEnd, scaled + sizeof scaled, shortestExponent + exponent);
    double result = 0;
    if (exponentEnd.ec != std::errc() || std::from_chars(scaled, exponentEnd.ptr, result).ec != std::errc())
        return binary;
    return result;
}

// Which of a repeat's values ("7.62 (n15) / 7.30 (n30 复测)") the log means: the workflow re-measures
// a tie with a larger launch count and decides by that, so the one value its own note calls a retest
// ("复测", "retest"), else the one of the largest launch count ("n30" over "n15"). A value's note is
// the text after it up to the next value. `fallback` when no one value is marked so (two plain runs,
// "7.80 / 7.76 (两次)", say nothing of which counts).
qsizetype retestToken(QStringView text, const QList<CellValue::Number> &tokens, const QList<qsizetype> &top,
                      qsizetype fallback)
{
    static const QRegularExpression retestWord(
        QStringLiteral("复测|重测|(?<![A-Za-z])(?:retest|re-test|rerun|re-run|remeasure)"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression launchCount(QStringLiteral("(?<![A-Za-z])n\\s*=?\\s*(\\d{1,9})(?![\\d.])"),
                                                QRegularExpression::CaseInsensitiveOption);
    qsizetype retest = -1, retests = 0, largest = -1;
    qint64 largestCount = -1;
    bool countTied = false, everyCounted = true;
    // A value's note: its label before it ("复测 7.30") and its words after it ("7.30 (n30 复测)"),
    // each up to the "/" that parts it from its neighbour.
    const auto slashBetween = [&](qsizetype k) { // the "/" between top values k and k + 1
        const qsizetype from = tokens.at(top.at(k)).end, to = tokens.at(top.at(k + 1)).start;
        const qsizetype slash = text.mid(from, to - from).indexOf(u'/');
        return slash < 0 ? to : from + slash;
    };
    for (qsizetype k = 0; k < top.size(); ++k) {
        const qsizetype labelFrom = k == 0 ? 0 : slashBetween(k - 1) + 1;
        const qsizetype labelTo = tokens.at(top.at(k)).start;
        const qsizetype from = tokens.at(top.at(k)).end;
        const qsizetype to = k + 1 < top.size() ? slashBetween(k) : text.size();
        const QString note = text.mid(labelFrom, std::max<qsizetype>(0, labelTo - labelFrom)).toString()
            + QLatin1Char(' ') + text.mid(from, std::max<qsizetype>(0, to - from)).toString();
        if (retestWord.matchView(note).hasMatch()) {
            retest = top.at(k);
            ++retests;
        }
        const QRegularExpressionMatch count = launchCount.matchView(note);
        if (!count.hasMatch()) {
            everyCounted = false;
            continue;
        }
        const qint64 n = count.capturedView(1).toLongLong();
        if (n > largestCount) {
            largestCount = n;
            largest = top.at(k);
            countTied = false;
        } else if (n == largestCount) {
            countTied = true;
        }
    }
    if (retests == 1)
        return retest;
    if (retests == 0 && everyCounted && largest >= 0 && !countTied)
        return largest;
    return fallback;
}

} // namespace

double CellValue::microseconds(const Brief &value, UnitKind columnUnit)
{
    switch (value.unit == UnitKind::None ? columnUnit : value.unit) {
    case UnitKind::Milliseconds:
        return scaledByPowerOfTen(value.primary, 3);
    case UnitKind::Nanoseconds:
        return scaledByPowerOfTen(value.primary, -3);
    default:
        return value.primary;
    }
}

CellValue::UnitKind CellValue::unitKind(QStringView unit)
{
    if (unit.isEmpty())
        return UnitKind::None;
    if (unit == u"us" || unit == u"µs")
        return UnitKind::Microseconds;
    if (unit == u"ms")
        return UnitKind::Milliseconds;
    if (unit == u"ns")
        return UnitKind::Nanoseconds;
    if (unit == u"%")
        return UnitKind::Percent;
    if (unit == u"x")
        return UnitKind::Times;
    return UnitKind::Other;
}

CellValue::Brief CellValue::brief() const
{
    return {primary, form, verdict, unitKind(unit)};
}

CellValue::Brief CellValue::briefOf(QStringView raw)
{
    const QStringView trimmedRaw = raw.trimmed();
    if (isPlainDecimal(trimmedRaw))
        return {trimmedRaw.toDouble(), Form::Number, Verdict::None, UnitKind::None};
    return parse(trimmedRaw).brief();
}

CellValue::Brief CellValue::BriefCache::of(QStringView source)
{
    constexpr qsizetype MaxRemembered = 8192;
    // Looked up through a key that borrows the characters; only a remembered one is copied.
    const QString borrowed = QString::fromRawData(source.data(), source.size());
    if (const auto known = m_textCells.constFind(borrowed); known != m_textCells.cend())
        return *known;
    const Brief brief = briefOf(source);
    if (!brief.hasPrimary() && m_textCells.size() < MaxRemembered)
        m_textCells.insert(source.toString(), brief);
    return brief;
}

QString CellValue::plainText(QStringView raw)
{
    const QStringView trimmedRaw = raw.trimmed();
    if (isPlainDecimal(trimmedRaw))
        return trimmedRaw.toString();
    return stripMarkup(trimmedRaw).trimmed();
}

CellValue CellValue::parse(QStringView rawView)
{
    CellValue cell;
    const QStringView trimmedRaw = rawView.trimmed();
    // A number struck out beside another ("~~95.0~~ 88.0", a correction) is not the value: the
    // cell is read without what is struck, when something numeric is left. A cell whose only
    // number is struck ("~~95.0~~", a withdrawn branch) keeps it.
    if (trimmedRaw.contains(u'~')) {
        if (const auto struck = OptLogMarkdown::struckRanges(trimmedRaw); !struck.isEmpty()) {
            QString kept;
            qsizetype from = 0;
            for (const auto &[begin, end] : struck) {
                if (begin > from)
                    kept += trimmedRaw.sliced(from, begin - from);
                from = std::max(from, end);
            }
            kept += trimmedRaw.sliced(std::min(from, trimmedRaw.size()));
            kept.remove(QStringLiteral("~~"));
            // What is left has to state a number of its own ("L0 FAIL", "withdrawn, r3" do not).
            if (std::any_of(kept.cbegin(), kept.cend(), [](QChar c) { return isAsciiDigit(c.unicode()); }))
                if (CellValue unstruck = parse(kept); unstruck.hasPrimary()) {
                    unstruck.raw = trimmedRaw.toString();
                    return unstruck;
                }
        }
    }
    if (isPlainDecimal(trimmedRaw)) {
        // What the general reading below gives such a cell, without its allocations.
        cell.raw = trimmedRaw.toString();
        cell.text = cell.raw;
        cell.form = Form::Number;
        cell.primary = trimmedRaw.toDouble();
        cell.numbers = {cell.primary};
        return cell;
    }
    cell.raw = trimmedRaw.toString();
    QList<bool> mask;
    QString text = stripMarkup(cell.raw, &mask);
    // Trim while keeping the bold mask aligned.
    qsizetype lead = 0;
    while (lead < text.size() && text.at(lead).isSpace())
        ++lead;
    qsizetype tail = text.size();
    while (tail > lead && text.at(tail - 1).isSpace())
        --tail;
    cell.text = text.mid(lead, tail - lead);
    mask = mask.mid(lead, tail - lead);
    cell.bold = mask.contains(true);
    if (cell.text.isEmpty())
        return cell;

    static const QStringList placeholders {
        QStringLiteral("na"),   QStringLiteral("n/a"), QStringLiteral("-"),    QStringLiteral("—"),
        QStringLiteral("–"),    QStringLiteral("--"),  QStringLiteral("---"),  QStringLiteral("none"),
        QStringLiteral("null"), QStringLiteral("tbd"), QStringLiteral("…"),    QStringLiteral("..."),
        QStringLiteral("/"),    QStringLiteral("无"),  QStringLiteral("n.a."), QStringLiteral("——")};
    // Every placeholder is at most four characters without inner spaces, and the text is trimmed.
    if (cell.text.size() <= 4 && placeholders.contains(cell.text.toLower())) {
        cell.form = Form::Placeholder;
        return cell;
    }

    // Verdict words; failure wins because one failing dtype fails the branch.
    static const QRegularExpression failWord(
        QStringLiteral("编译失败|失败|❌|✗|✘|(?<![A-Za-z])fail(?:ed|ure|s)?(?![A-Za-z])"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression passWord(QStringLiteral("✓|✅|✔|通过|(?<![A-Za-z])pass(?:ed)?(?![A-Za-z])"),
                                             QRegularExpression::CaseInsensitiveOption);
    // Most cells are plain numbers: a pattern runs only when the text holds what it needs (each
    // test lets through everything its pattern can match; caseless "fail"/"pass" folds as PCRE does).
    const QStringView view(cell.text);
    const auto holds = [&view](QStringView word) { return view.contains(word, Qt::CaseInsensitive); };
    // One look at the characters first: the words need an f, a p or a character beyond ASCII.
    bool wide = false, hasF = false, hasP = false;
    for (const QChar c : view) {
        const char16_t u = c.unicode();
        wide = wide || u >= 0x80;
        hasF = hasF || u == u'f' || u == u'F';
        hasP = hasP || u == u'p' || u == u'P';
    }
    const bool mayFail = (hasF && holds(u"fail"))
        || (wide && (holds(u"失败") || holds(u"❌") || holds(u"✗") || holds(u"✘")));
    const bool mayPass = (hasP && holds(u"pass"))
        || (wide && (holds(u"通过") || holds(u"✓") || holds(u"✅") || holds(u"✔")));
    QRegularExpressionMatch verdictMatch;
    if (mayFail)
        verdictMatch = failWord.match(cell.text);
    if (verdictMatch.hasMatch()) {
        cell.verdict = Verdict::Fail;
    } else if (mayPass) {
        verdictMatch = passWord.match(cell.text);
        if (verdictMatch.hasMatch())
            cell.verdict = Verdict::Pass;
    }
    if (cell.verdict != Verdict::None) {
        qsizetype end = verdictMatch.capturedEnd();
        if (end < cell.text.size() && isOpenParen(cell.text.at(end).unicode())) {
            int depth = 0;
            for (qsizetype k = end; k < cell.text.size(); ++k) {
                if (isOpenParen(cell.text.at(k).unicode()))
                    ++depth;
                else if (isCloseParen(cell.text.at(k).unicode()) && --depth == 0) {
                    end = k + 1;
                    break;
                }
                end = k + 1;
            }
        } else {
            static const QRegularExpression count(QStringLiteral("\\s*\\d+/\\d+"));
            const QRegularExpressionMatch counted = count.match(cell.text, end, QRegularExpression::NormalMatch,
                                                                QRegularExpression::AnchorAtOffsetMatchOption);
            if (counted.hasMatch())
                end = counted.capturedEnd();
        }
        cell.verdictText = cell.text.mid(verdictMatch.capturedStart(), end - verdictMatch.capturedStart());
    }

    static const QRegularExpression dtypeParen(
        QStringLiteral("[(（]\\s*(fp16|bf16|fp32|fp8|float16|bfloat16|float32|int8|int32|int64)\\s*[)）]"),
        QRegularExpression::CaseInsensitiveOption);
    if (view.contains(u'(') || view.contains(u'（')) {
        const QRegularExpressionMatch dtype = dtypeParen.match(cell.text);
        if (dtype.hasMatch())
            cell.dtype = dtype.captured(1).toLower();
    }

    QList<Number> tokens = scanNumbers(cell.text, mask);
    QList<qsizetype> top;
    for (qsizetype k = 0; k < tokens.size(); ++k) {
        cell.numbers.append(tokens.at(k).value);
        if (!tokens.at(k).footnote.isEmpty())
            cell.footnotes += tokens.at(k).footnote;
        if (!tokens.at(k).inParens)
            top.append(k);
    }
    if (!cell.footnotes.contains(u'†') && cell.text.contains(u'†'))
        cell.footnotes += u'†';

    const auto separator = [&](qsizetype a, qsizetype b) {
        return QStringView(cell.text).mid(tokens.at(a).end, tokens.at(b).start - tokens.at(a).end).trimmed().toString();
    };
    qsizetype primaryToken = -1;
    if (top.isEmpty()) {
        cell.form = Form::Text;
    } else if (top.size() == 1) {
        cell.form = Form::Number;
        primaryToken = top.constFirst();
    } else {
        QStringList seps;
        for (qsizetype k = 1; k < top.size(); ++k)
            seps.append(separator(top.at(k - 1), top.at(k)));
        const auto allOf = [&](qsizetype count, auto predicate) {
            for (qsizetype k = 0; k < count; ++k)
                if (!predicate(seps.at(k)))
                    return false;
            return true;
        };
        const auto isArrow = [](const QString &s) {
            return s == u"→" || s == u"->" || s == u"=>" || s == u"⟶";
        };
        const auto isRange = [](const QString &s) {
            return s == u"–" || s == u"—" || s == u"~" || s == u"～" || s == u"-";
        };
        if (seps.constLast() == u"=" && allOf(seps.size() - 1, [](const QString &s) { return s == u"+"; })) {
            cell.form = Form::Sum;
            primaryToken = top.constLast();
        } else if (allOf(seps.size(), isArrow)) {
            cell.form = Form::Arrow;
            cell.arrowFrom = tokens.at(top.constFirst()).value;
            cell.arrowTo = tokens.at(top.constLast()).value;
            primaryToken = top.constLast();
        } else if (top.size() == 2 && isRange(seps.constFirst())) {
            cell.form = Form::Range;
            Number &low = tokens[top.at(0)];
            const Number &high = tokens.at(top.at(1));
            if (low.unit.isEmpty())
                low.unit = high.unit;
            cell.rangeLow = low.value;
            cell.rangeHigh = high.value;
            primaryToken = top.at(0);
        } else if (seps.constFirst() == u"±") {
            cell.form = Form::Number;
            cell.plusMinus = tokens.at(top.at(1)).value;
            primaryToken = top.at(0);
        } else {
            const bool slashed = allOf(seps.size(), [](const QString &s) { return s.contains(u'/'); });
            static const QRegularExpression repeatWords(
                QStringLiteral("次|复测|重测|run|repeat|re-?test|remeasure|(?<![A-Za-z])n\\s*=?\\s*\\d"),
                QRegularExpression::CaseInsensitiveOption);
            cell.form = slashed && repeatWords.match(cell.text).hasMatch() ? Form::Repeat : Form::Series;
            qsizetype boldCount = 0;
            for (const qsizetype k : std::as_const(top)) {
                if (tokens.at(k).bold) {
                    ++boldCount;
                    primaryToken = k;
                }
            }
            // The one bold value in a series is the one the author wants read (the retest).
            if (boldCount != 1 || boldCount == qsizetype(top.size()))
                primaryToken = top.constFirst();
            if (cell.form == Form::Repeat && boldCount != 1)
                primaryToken = retestToken(cell.text, tokens, top, primaryToken);
        }
    }
    if (primaryToken >= 0) {
        const Number &primary = tokens.at(primaryToken);
        cell.primary = primary.value;
        cell.unit = primary.unit;
        cell.primaryBold = primary.bold;
        cell.qualifier = primary.qualifier;
    }
    for (const Number &number : std::as_const(tokens)) {
        if (std::isnan(cell.deltaPercent) && number.unit == u"%" && number.explicitSign)
            cell.deltaPercent = number.value;
        if (std::isnan(cell.speedup) && number.unit == u"x")
            cell.speedup = number.value;
    }
    return cell;
}

QString CellValue::formName(Form form)
{
    switch (form) {
    case Form::Empty:
        return QStringLiteral("empty");
    case Form::Placeholder:
        return QStringLiteral("placeholder");
    case Form::Text:
        return QStringLiteral("text");
    case Form::Number:
        return QStringLiteral("number");
    case Form::Repeat:
        return QStringLiteral("repeat");
    case Form::Series:
        return QStringLiteral("series");
    case Form::Range:
        return QStringLiteral("range");
    case Form::Arrow:
        return QStringLiteral("arrow");
    case Form::Sum:
        return QStringLiteral("sum");
    }
    return QStringLiteral("empty");
}

QString CellValue::verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::None:
        return QStringLiteral("none");
    case Verdict::Pass:
        return QStringLiteral("pass");
    case Verdict::Fail:
        return QStringLiteral("fail");
    }
    return QStringLiteral("none");
}
