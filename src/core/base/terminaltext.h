// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>

// Text from a run on its way to a terminal: the bytes a terminal acts on instead of showing (ESC and
// the other C0 controls but tab and line end, a carriage return not before a line feed, DEL, the
// C1 controls and the bidi embeddings, overrides and isolates in UTF-8) become '?', so that a log
// line or file name cannot clear the screen, move the cursor, set the title or reorder what is
// shown. Output in pieces keeps a sequence cut between two pieces for the next.
class TerminalText
{
public:
    // The filtered bytes of `piece`; a cut sequence at its end waits in *pending (empty at first),
    // and is decided with the next piece, or by finish().
    static QByteArray filter(QByteArrayView piece, QByteArray *pending);
    static QByteArray finish(QByteArray *pending);
    // The same for text a program paints itself (its own colour codes around it): every character a
    // terminal acts on, as '?'; line ends and tabs stay.
    static QString inert(const QString &text);
};
