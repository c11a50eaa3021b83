// SPDX-License-Identifier: MIT
#include "diff/diffpalette.h"

#include <QPalette>

DiffPalette DiffPalette::forPalette(const QPalette &palette)
{
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    DiffPalette p;
    if (dark) {
        p.removedLine = QColor(0x4b, 0x22, 0x26);
        p.removedWord = QColor(0x8e, 0x32, 0x3a);
        p.addedLine = QColor(0x1c, 0x3b, 0x28);
        p.addedWord = QColor(0x2c, 0x6e, 0x41);
        p.removedEdge = QColor(0xd0, 0x5b, 0x62);
        p.addedEdge = QColor(0x4f, 0xb8, 0x6d);
        p.foldBar = QColor(0x25, 0x35, 0x47);
        p.foldText = QColor(0xa8, 0xc4, 0xe0);
        p.gutterBackground = palette.color(QPalette::Base).lighter(118);
    } else {
        p.removedLine = QColor(0xff, 0xeb, 0xe9);
        p.removedWord = QColor(0xff, 0xb8, 0xb4);
        p.addedLine = QColor(0xe6, 0xff, 0xec);
        p.addedWord = QColor(0xa6, 0xed, 0xb7);
        p.removedEdge = QColor(0xcf, 0x22, 0x2e);
        p.addedEdge = QColor(0x1a, 0x7f, 0x37);
        p.foldBar = QColor(0xdd, 0xf4, 0xff);
        p.foldText = QColor(0x3a, 0x5a, 0x7a);
        p.gutterBackground = palette.color(QPalette::Base).darker(104);
    }
    p.currentLine = palette.color(QPalette::Highlight);
    p.currentLine.setAlpha(dark ? 48 : 28);
    p.gutterText = palette.color(QPalette::PlaceholderText);
    p.noteMark = dark ? QColor(0xe3, 0xb3, 0x41) : QColor(0xbf, 0x87, 0x00); // amber: neither removed nor added
    return p;
}
