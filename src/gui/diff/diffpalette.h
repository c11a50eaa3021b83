// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>

class QPalette;

// The diff's colours for the current palette: removed lines red, added lines green (stronger for
// the changed words), folded regions blue-grey. Derived from the palette's base lightness so that
// light and dark themes both read well.
struct DiffPalette
{
    QColor removedLine;
    QColor removedWord;
    QColor addedLine;
    QColor addedWord;
    QColor removedEdge; // connector and ruler outlines
    QColor addedEdge;
    QColor foldBar;
    QColor foldText;
    QColor currentLine;
    QColor gutterText;
    QColor gutterBackground;
    QColor noteMark; // a line with a review note, in the gutter

    static DiffPalette forPalette(const QPalette &palette);
};
