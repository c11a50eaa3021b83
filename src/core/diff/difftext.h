// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringView>

// One side of a diff split into lines the way git counts them: "a\nb" and "a\nb\n" both have two
// lines; a line's text excludes its '\n' and a '\r' before it (CRLF files are counted, not shown).
struct DiffText
{
    QString text;
    QList<int> starts; // offset of each line in text
    bool endsWithNewline = false;
    int crlfLines = 0; // lines ending in "\r\n"

    int lineCount() const { return int(starts.size()); }
    QStringView line(int index) const;
    QStringView rawLine(int index) const; // with a '\r' before the '\n' when the file has one
    // The text as an editor shows it: '\n' only, the final newline kept when there is one.
    QString withoutCarriageReturns() const;

    static DiffText fromText(const QString &text);
};
