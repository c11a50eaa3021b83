// SPDX-License-Identifier: MIT
#include "diff/intralinediff.h"

#include <algorithm>
#include <vector>

namespace {

struct Token
{
    int start = 0;
    int length = 0;
    bool space = false;
};

bool isCjk(char32_t ucs)
{
    switch (QChar::script(ucs)) {
    case QChar::Script_Han:
    case QChar::Script_Hiragana:
    case QChar::Script_Katakana:
    case QChar::Script_Hangul:
    case QChar::Script_Bopomofo:
        return true;
    default:
        return false;
    }
}

bool isWordChar(char32_t ucs)
{
    return ucs == U'_' || (QChar::isLetterOrNumber(ucs) && !isCjk(ucs));
}

// The code point at i and how many UTF-16 units it takes.
char32_t codePointAt(QStringView s, qsizetype i, int *units)
{
    const QChar c = s.at(i);
    if (c.isHighSurrogate() && i + 1 < s.size() && s.at(i + 1).isLowSurrogate()) {
        *units = 2;
        return QChar::surrogateToUcs4(c, s.at(i + 1));
    }
    *units = 1;
    return c.unicode();
}

std::vector<Token> tokenize(QStringView s, DiffOptions::IntraLine granularity, bool dropSpace)
{
    std::vector<Token> tokens;
    tokens.reserve(size_t(s.size()));
    qsizetype i = 0;
    while (i < s.size()) {
        int units = 1;
        const char32_t c = codePointAt(s, i, &units);
        Token t {int(i), units, QChar::isSpace(c)};
        qsizetype j = i + units;
        if (granularity == DiffOptions::IntraLine::Words) {
            // Whitespace stays one token per character: re-indenting marks only the added spaces.
            if (!t.space && isWordChar(c)) {
                while (j < s.size()) {
                    int u = 1;
                    if (!isWordChar(codePointAt(s, j, &u)))
                        break;
                    j += u;
                }
            }
        }
        t.length = int(j - i);
        if (!(dropSpace && t.space))
            tokens.push_back(t);
        i = j;
    }
    return tokens;
}

int nonSpaceLength(const std::vector<Token> &tokens)
{
    int n = 0;
    for (const Token &t : tokens)
        if (!t.space)
            n += t.length;
    return n;
}

void appendRange(QList<DiffRange> &ranges, const Token &t)
{
    if (!ranges.isEmpty() && ranges.last().start + ranges.last().length == t.start)
        ranges.last().length += t.length;
    else
        ranges.append({t.start, t.length});
}

} // namespace

IntraLineDiff::Result IntraLineDiff::compare(QStringView left, QStringView right, DiffOptions::IntraLine granularity,
                                             bool ignoreWhitespace)
{
    Result result;
    if (granularity == DiffOptions::IntraLine::Off || left == right)
        return result;
    const std::vector<Token> a = tokenize(left, granularity, ignoreWhitespace);
    const std::vector<Token> b = tokenize(right, granularity, ignoreWhitespace);
    auto same = [&](size_t i, size_t j) {
        const Token &x = a[i];
        const Token &y = b[j];
        return x.length == y.length && left.mid(x.start, x.length) == right.mid(y.start, y.length);
    };

    size_t prefix = 0;
    while (prefix < a.size() && prefix < b.size() && same(prefix, prefix))
        ++prefix;
    size_t suffix = 0;
    while (suffix < a.size() - prefix && suffix < b.size() - prefix
           && same(a.size() - 1 - suffix, b.size() - 1 - suffix))
        ++suffix;
    const size_t n = a.size() - prefix - suffix;
    const size_t m = b.size() - prefix - suffix;

    std::vector<char> keepA(a.size(), 1), keepB(b.size(), 1); // 1 = matched (unchanged)
    for (size_t i = 0; i < n; ++i)
        keepA[prefix + i] = 0;
    for (size_t j = 0; j < m; ++j)
        keepB[prefix + j] = 0;
    if (n > 0 && m > 0 && n * m <= 250000) {
        // Longest common subsequence of the middle, suffix table, walked forwards.
        std::vector<int> lcs((n + 1) * (m + 1), 0);
        auto at = [&](size_t i, size_t j) -> int & {
            return lcs[i * (m + 1) + j];
        };
        for (size_t i = n; i-- > 0;)
            for (size_t j = m; j-- > 0;)
                at(i, j) = same(prefix + i, prefix + j) ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
        size_t i = 0, j = 0;
        while (i < n && j < m) {
            if (same(prefix + i, prefix + j) && at(i, j) == at(i + 1, j + 1) + 1) {
                keepA[prefix + i++] = 1;
                keepB[prefix + j++] = 1;
            } else if (at(i + 1, j) >= at(i, j + 1)) {
                ++i;
            } else {
                ++j;
            }
        }
    }

    int sharedLeft = 0, sharedRight = 0;
    for (size_t i = 0; i < a.size(); ++i) {
        if (!keepA[i])
            appendRange(result.left, a[i]);
        else if (!a[i].space)
            sharedLeft += a[i].length;
    }
    for (size_t j = 0; j < b.size(); ++j) {
        if (!keepB[j])
            appendRange(result.right, b[j]);
        else if (!b[j].space)
            sharedRight += b[j].length;
    }
    const int total = nonSpaceLength(a) + nonSpaceLength(b);
    if (total > 0 && double(sharedLeft + sharedRight) / total < MinimumShared) {
        // Confetti: too little in common for word ranges to help; the line tint says it all.
        result.left.clear();
        result.right.clear();
    }
    return result;
}

double IntraLineDiff::similarity(QStringView a, QStringView b)
{
    a = a.trimmed();
    b = b.trimmed();
    if (a.isEmpty() && b.isEmpty())
        return 1.0;
    if (a.isEmpty() || b.isEmpty())
        return 0.0;
    if (a == b)
        return 1.0;
    if (a.size() < 2 || b.size() < 2)
        return 0.0;
    auto bigrams = [](QStringView s) {
        std::vector<quint32> out;
        out.reserve(size_t(s.size()));
        for (qsizetype i = 0; i + 1 < s.size(); ++i)
            out.push_back((quint32(s.at(i).unicode()) << 16) | s.at(i + 1).unicode());
        std::sort(out.begin(), out.end());
        return out;
    };
    const std::vector<quint32> x = bigrams(a);
    const std::vector<quint32> y = bigrams(b);
    size_t i = 0, j = 0, common = 0;
    while (i < x.size() && j < y.size()) {
        if (x[i] == y[j]) {
            ++common;
            ++i;
            ++j;
        } else if (x[i] < y[j]) {
            ++i;
        } else {
            ++j;
        }
    }
    return 2.0 * double(common) / double(x.size() + y.size());
}

QList<std::pair<int, int>> IntraLineDiff::pairLines(const QList<QStringView> &left, const QList<QStringView> &right)
{
    constexpr double threshold = MinimumShared;
    const int n = int(left.size());
    const int m = int(right.size());
    QList<std::pair<int, int>> pairs;
    if (n == 0 || m == 0)
        return pairs;
    if (qint64(n) * m > 2500) {
        // Too large to align: pair by position, keeping only lines that look alike.
        for (int i = 0; i < std::min(n, m); ++i)
            if (similarity(left.at(i), right.at(i)) >= threshold)
                pairs.append({i, i});
        return pairs;
    }
    std::vector<double> sim(size_t(n) * size_t(m));
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j)
            sim[size_t(i) * m + j] = similarity(left.at(i), right.at(j));
    // score(i, j): best total similarity aligning left[i..] with right[j..].
    std::vector<double> score(size_t(n + 1) * size_t(m + 1), 0.0);
    auto at = [&](int i, int j) -> double & {
        return score[size_t(i) * (m + 1) + j];
    };
    for (int i = n - 1; i >= 0; --i)
        for (int j = m - 1; j >= 0; --j) {
            double best = std::max(at(i + 1, j), at(i, j + 1));
            const double s = sim[size_t(i) * m + j];
            if (s >= threshold)
                best = std::max(best, at(i + 1, j + 1) + s);
            at(i, j) = best;
        }
    int i = 0, j = 0;
    while (i < n && j < m) {
        const double s = sim[size_t(i) * m + j];
        if (s >= threshold && at(i, j) == at(i + 1, j + 1) + s) {
            pairs.append({i, j});
            ++i;
            ++j;
        } else if (at(i + 1, j) >= at(i, j + 1)) {
            ++i;
        } else {
            ++j;
        }
    }
    return pairs;
}
