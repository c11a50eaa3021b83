// SPDX-License-Identifier: MIT
#include "diff/linediff.h"

#include "base/libgit2.h"
#include "diff/intralinediff.h"

#include <QElapsedTimer>
#include <QHash>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>
#include <git2.h>

namespace {

// With no context lines every hunk libgit2 reports is exactly one region of change.
int collectHunk(const git_diff_delta *, const git_diff_hunk *hunk, void *payload)
{
    auto *chunks = static_cast<QList<DiffChunk> *>(payload);
    DiffChunk c;
    c.leftCount = hunk->old_lines;
    c.rightCount = hunk->new_lines;
    // "@@ -3,0 …" inserts after line 3; "@@ -3,2 …" starts at line 3 (1-based).
    c.leftStart = hunk->old_lines == 0 ? hunk->old_start : hunk->old_start - 1;
    c.rightStart = hunk->new_lines == 0 ? hunk->new_start : hunk->new_start - 1;
    chunks->append(c);
    return 0;
}

// xdiff's whitespace (XDL_ISSPACE): the ASCII set only.
inline bool isXdiffSpace(QChar c)
{
    const char16_t u = c.unicode();
    return u == u' ' || u == u'\t' || u == u'\r' || u == u'\v' || u == u'\f';
}

// libgit2 hashes both buffers (SHA-1) and every line before diffing: on a 20,000-line file that is
// most of the cost. Lines are therefore handed over as short stand-ins: the same indentation
// width (the indent heuristic reads it) followed by an id that is equal exactly when the lines are
// equal under the options; empty lines stay empty and whitespace-only lines whitespace-only
// (blank-line handling reads that). xdiff decides on equality, indentation and blankness only, so the chunks are the
// same as for the real text — tst_linediff checks them against `git diff --no-index`.
class LineEncoder
{
public:
    LineEncoder(bool ignoreWhitespace, int expectedLines)
        : m_ignoreWhitespace(ignoreWhitespace)
    {
        if (ignoreWhitespace)
            m_normalizedIds.reserve(expectedLines);
        else
            m_ids.reserve(expectedLines);
    }

    QByteArray encode(const DiffText &text)
    {
        QByteArray out;
        out.reserve(qsizetype(text.lineCount()) * 8 + 16);
        const int lines = text.lineCount();
        for (int i = 0; i < lines; ++i) {
            const QStringView raw = text.rawLine(i);
            int width = 0;
            qsizetype first = 0;
            for (; first < raw.size() && isXdiffSpace(raw.at(first)); ++first) {
                if (raw.at(first) == u' ')
                    ++width;
                else if (raw.at(first) == u'\t')
                    width += 8 - width % 8;
            }
            if (first == raw.size()) {
                // Whitespace only. Without whitespace options xdiff calls only an empty line blank
                // (--ignore-blank-lines); every whitespace-only line has no indentation (heuristic).
                if (!m_ignoreWhitespace && !raw.isEmpty())
                    out.append(qsizetype(idOf(m_blankIds, raw)) + 1, ' ');
            } else {
                out.append(qsizetype(width / 8), '\t');
                out.append(qsizetype(width % 8), ' ');
                appendId(out, m_ignoreWhitespace ? idOfNormalized(raw) : idOf(m_ids, raw));
            }
            if (i + 1 < lines || text.endsWithNewline)
                out.append('\n');
        }
        return out;
    }

private:
    static int idOf(QHash<QStringView, int> &ids, QStringView line)
    {
        int &id = ids[line]; // one lookup; 0 = new
        if (id == 0)
            id = int(ids.size());
        return id - 1;
    }

    int idOfNormalized(QStringView raw)
    {
        QString key;
        key.reserve(raw.size());
        for (const QChar c : raw)
            if (!isXdiffSpace(c))
                key.append(c);
        int &id = m_normalizedIds[key];
        if (id == 0)
            id = int(m_normalizedIds.size());
        return id - 1;
    }

    static void appendId(QByteArray &out, int id)
    {
        static const char digits[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
        do {
            out.append(digits[id % 62]);
            id /= 62;
        } while (id > 0);
    }

    bool m_ignoreWhitespace;
    QHash<QStringView, int> m_ids;
    QHash<QStringView, int> m_blankIds;
    QHash<QString, int> m_normalizedIds;
};

void addIntraLine(DiffResult &result)
{
    const DiffOptions &options = result.options;
    for (DiffChunk &c : result.chunks) {
        if (c.leftCount == 0 || c.rightCount == 0)
            continue;
        QList<QStringView> left, right;
        left.reserve(c.leftCount);
        right.reserve(c.rightCount);
        for (int i = 0; i < c.leftCount; ++i)
            left.append(result.left.line(c.leftStart + i));
        for (int j = 0; j < c.rightCount; ++j)
            right.append(result.right.line(c.rightStart + j));
        // One line for one line: they correspond whatever they look like.
        const QList<std::pair<int, int>> pairs = left.size() == 1 && right.size() == 1
            ? QList<std::pair<int, int>> {{0, 0}}
            : IntraLineDiff::pairLines(left, right);
        c.pairs.reserve(pairs.size());
        for (const auto &[i, j] : pairs) {
            DiffLinePair p;
            p.left = c.leftStart + i;
            p.right = c.rightStart + j;
            const IntraLineDiff::Result ranges
                = IntraLineDiff::compare(left.at(i), right.at(j), options.intraLine, options.ignoreWhitespace);
            p.leftRanges = ranges.left;
            p.rightRanges = ranges.right;
            c.pairs.append(p);
        }
    }
}

} // namespace

quint32 LineDiff::gitFlags(const DiffOptions &options)
{
    quint32 flags = GIT_DIFF_FORCE_TEXT | GIT_DIFF_INDENT_HEURISTIC;
    switch (options.algorithm) {
    case DiffOptions::Algorithm::Patience:
        flags |= GIT_DIFF_PATIENCE;
        break;
    case DiffOptions::Algorithm::Minimal:
        flags |= GIT_DIFF_MINIMAL;
        break;
    case DiffOptions::Algorithm::Myers:
        break;
    }
    if (options.ignoreWhitespace)
        flags |= GIT_DIFF_IGNORE_WHITESPACE;
    if (options.ignoreBlankLines)
        flags |= GIT_DIFF_IGNORE_BLANK_LINES;
    return flags;
}

DiffResult LineDiff::compute(const QString &left, const QString &right, const DiffOptions &options)
{
    QElapsedTimer timer;
    timer.start();
    DiffResult result;
    result.options = options;
    result.left = DiffText::fromText(left);
    result.right = DiffText::fromText(right);

    LineEncoder encoder(options.ignoreWhitespace, result.left.lineCount() + result.right.lineCount());
    const QByteArray a = encoder.encode(result.left);
    const QByteArray b = encoder.encode(result.right);

    const LibGit2 *git = LibGit2::get(&result.error);
    if (!git) {
        result.elapsedUs = timer.nsecsElapsed() / 1000;
        return result;
    }
    git_diff_options gitOptions;
    git->git_diff_options_init(&gitOptions, GIT_DIFF_OPTIONS_VERSION);
    gitOptions.flags = gitFlags(options);
    gitOptions.context_lines = 0;
    gitOptions.interhunk_lines = 0;
    const int rc = git->git_diff_buffers(a.constData(), size_t(a.size()), "a", b.constData(), size_t(b.size()), "b",
                                         &gitOptions, nullptr, nullptr, collectHunk, nullptr, &result.chunks);
    if (rc < 0) {
        result.error = git->lastError(rc);
        result.chunks.clear();
    } else {
        addIntraLine(result);
    }
    result.elapsedUs = timer.nsecsElapsed() / 1000;
    return result;
}

QFuture<DiffResult> LineDiff::computeAsync(const QString &left, const QString &right, const DiffOptions &options,
                                           QThreadPool *pool)
{
    return QtConcurrent::run(pool ? pool : QThreadPool::globalInstance(),
                             [left, right, options] { return compute(left, right, options); });
}
