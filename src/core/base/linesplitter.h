// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <functional>

// Splits bytes fed in chunks of any size into lines, so that a file is read without holding it:
// a line is handed on whole when it has at most maxLineBytes, and a longer one streams by in
// pieces (never buffered) and is then reported by its size. A break cut by a chunk's end is found.
class LineSplitter
{
public:
    enum class Breaks {
        LineFeed, // '\n' only; a '\r' before it stays in the line
        Universal, // '\n', '\r' and "\r\n": Python's text mode (readlines())
        PythonLines, // Universal plus \v \f \x1c \x1d \x1e U+0085 U+2028 U+2029: str.splitlines()
    };
    struct Line
    {
        QByteArrayView bytes; // the whole line without its break; empty when overlong
        qint64 size = 0; // bytes in the line without its break
        bool overlong = false; // over maxLineBytes: its bytes went to the piece sink
        bool ended = false; // a break follows (false only for a last line without one)
    };
    // Returns false to stop: nothing more is handed on and feed() returns false.
    using LineSink = std::function<bool(const Line &)>;
    // The bytes of an overlong line, in order, before its Line.
    using PieceSink = std::function<void(QByteArrayView)>;

    LineSplitter(Breaks breaks, qsizetype maxLineBytes, LineSink onLine, PieceSink onOverlongPiece = {});

    bool feed(QByteArrayView chunk);
    // The last line when the bytes did not end with a break.
    bool finish();
    bool stopped() const { return m_stopped; }

private:
    qsizetype findBreak(QByteArrayView data, qsizetype from, qsizetype *length, qsizetype *undecided) const;
    void append(QByteArrayView bytes);
    bool endLine(bool ended, const QByteArrayView *whole = nullptr);

    Breaks m_breaks;
    qsizetype m_maxLineBytes;
    LineSink m_onLine;
    PieceSink m_onPiece;
    QByteArray m_pending; // the current line so far, while it fits
    QByteArray m_undecided; // the start of a multi-byte break cut by the chunk's end
    qint64 m_size = 0;
    bool m_overlong = false;
    bool m_afterCr = false; // the last break was a '\r': a '\n' right after it belongs to it
    bool m_stopped = false;
};
