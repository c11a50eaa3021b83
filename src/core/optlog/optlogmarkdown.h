// SPDX-License-Identifier: MIT
#pragma once

#include "optlog/optlog.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <algorithm>
#include <iterator>
#include <utility>
#include <vector>

// The Markdown structure of an opt_log, as md4c (GFM tables) sees it: headings, running-text
// blocks and tables, each with the source lines md4c's pointers into the buffer map back to.
// OptLogParser reads the workflow's conventions on top of it. Internal to the opt_log reading.
struct OptLogMarkdown
{
    // Running text of one paragraph or list item, with the source line of each piece.
    struct TextBlock
    {
        QString text;
        std::vector<std::pair<qsizetype, int>> marks; // (position in text, line)
        int line = 0;
        int lastLine = 0;

        // piece: anything QString::append takes (md4c's UTF-8 is decoded straight into text).
        template<typename Piece>
        void append(Piece piece, int pieceLine)
        {
            if (pieceLine > 0 && (marks.empty() || marks.back().second != pieceLine)) {
                marks.emplace_back(text.size(), pieceLine);
                if (line == 0)
                    line = pieceLine;
                lastLine = pieceLine;
            }
            text += piece;
        }
        int lineAtPos(qsizetype pos) const
        {
            const auto it
                = std::upper_bound(marks.begin(), marks.end(), pos,
                                   [](qsizetype p, const std::pair<qsizetype, int> &mark) { return p < mark.first; });
            return it == marks.begin() ? line : std::prev(it)->second;
        }
    };

    // A cell as positions in its table's pool: its text (rendered, simplified) at textAt, its raw
    // source (between the pipes, markup kept) right after it; sourceSize -1: the source is the same
    // characters as the text (most cells), 0: no source. 16 bytes, as a 15,000-row log walks 200k
    // cells; ints, since a log is at most RunRead::MaxTextBytes (64 MiB), a pool under 2^31 characters.
    struct RawCell
    {
        int textAt = 0;
        int textSize = 0;
        int sourceSize = 0;
        int line = 0;

        QStringView text(QStringView pool) const { return pool.sliced(textAt, textSize); }
        QStringView source(QStringView pool) const
        {
            return sourceSize < 0 ? text(pool) : pool.sliced(qsizetype(textAt) + textSize, sourceSize);
        }
    };

    struct RawRow
    {
        QList<RawCell> cells;
        int line = 0;
        int sourceCells = 0; // cells the source line holds, which md4c pads or cuts to the header's
    };

    struct RawTable
    {
        int columns = 0;
        QList<ColumnAlignment> aligns;
        RawRow header;
        QList<RawRow> body;
        QString pool; // every cell's text and source (OptLogTable::cellText)
        int captionBlock = -1; // index of the text block right before the table
        // An HTML table whose tag starts a later line of a paragraph ("**对比表**\n<table>"): its
        // caption is that block's text above it (GitHub ends the paragraph there), not the block.
        QString captionText;
        // Where an HTML table's tags open and close (its header row may come later, and its
        // caption is above the "<table>"); 0 for a Markdown table, which its rows bound.
        int firstLine = 0;
        int lastLine = 0;
    };

    QList<OptLogHeading> headings;
    QList<TextBlock> blocks;
    QList<RawTable> tables;
    Diagnostics diagnostics; // unmatched "**", ragged table rows
    bool complete = true; // false when md4c stopped early
    // The bytes a reader sees where they differ from the file's (HTML comments taken out, the
    // markers of a never-closed fence blanked; every line where it was), else empty. Not the bytes
    // md4c was handed besides to read tables and bold as GitHub does (moved, or lines put in).
    QByteArray readBytes;

    // Walks `utf8` (a leading BOM skipped); `lineStarts` are lineStarts(utf8), `file` names the
    // diagnostics.
    static OptLogMarkdown read(const QByteArray &utf8, const std::vector<qsizetype> &lineStarts, const QString &file);

    // A table's rows are padded to its header's cells (as md4c gives them), so a short line under a
    // wide header costs a cell per column: the log's tables keep no more cells than this (a real
    // log's hold tens of thousands), and the rows past it are said once (optlog.table-cells-cap).
    static constexpr qsizetype MaxTableCells = 2'000'000;

    // Line starts of a buffer; a line ends at "\n", "\r\n" or a lone "\r" (as md4c sees it).
    static std::vector<qsizetype> lineStarts(const QByteArray &text);
    static std::vector<qsizetype> lineStarts(const QString &text);
    // The 1-based line holding `offset`, given the buffer's line starts.
    static int lineAt(const std::vector<qsizetype> &starts, qsizetype offset);
    // What md4c strikes out of one line or cell source: [begin, end) ranges sorted by start.
    static QList<std::pair<qsizetype, qsizetype>> struckRanges(QStringView text);
    // An entity as written ("&nbsp;", "&#xFF1A;") as the UTF-8 it stands for on GitHub; one it
    // does not know stays as written.
    static QByteArray decodedEntity(QByteArrayView entity);
};

// Shared by the opt_log reading units (parser, Markdown walk, claims).
namespace OptLogReading {

// Every message of the opt_log reading translates in the parser's context.
inline QString tr(const char *text)
{
    return QCoreApplication::translate("OptLogParser", text);
}

inline Diagnostic warning(const QString &code, const QString &file, int line, const QString &message)
{
    return Diagnostic {Diagnostic::Severity::Warning, code, file, line, 0, message};
}

// Sections nest like their headings (laminar intervals, at most six deep), so the enclosing
// section of a kind is among the last few that start at or before the line.
inline bool inSection(const OptLog &log, OptLogSectionKind kind, int line)
{
    auto it = std::upper_bound(log.sections.begin(), log.sections.end(), line,
                               [](int l, const OptLogSection &section) { return l < section.line; });
    for (int seen = 0; it != log.sections.begin() && seen < 64; ++seen) {
        --it;
        if (it->kind == kind && line <= it->endLine)
            return true;
    }
    return false;
}

} // namespace OptLogReading
