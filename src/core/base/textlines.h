// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArrayView>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <vector>

// Lines of decoded text as the opt_log's line numbers count them: md4c (and editors) end a line at
// "\n", "\r\n" or a lone "\r". QString::split('\n') would join the lines a stray "\r" separates
// (pasted progress output) and shift every line number after it.
class TextLines
{
public:
    // The lines without their ends; "a\n" is {"a", ""}, as QString::split gives.
    static QStringList split(QStringView text);
    // The same lines of UTF-8 bytes, each decoded (invalid bytes replaced): split(fromUtf8(utf8))
    // without the whole decoded text beside the lines.
    static QStringList splitUtf8(QByteArrayView utf8);
    // The bytes [start, end) of `utf8` as they read in fromUtf8(utf8): a byte order mark is
    // skipped only where the text starts.
    static QString decoded(QByteArrayView utf8, qsizetype start, qsizetype end);
    // Where each line starts: {0} and the position after each line end. Bytes (UTF-8, as md4c walks
    // them) and decoded text give the same line numbers.
    static std::vector<qsizetype> starts(QByteArrayView utf8);
    static std::vector<qsizetype> starts(QStringView text);
    // The first position from `from` on that holds the ASCII letter `lower` in either case, or -1:
    // eight characters at a time, for a caseless key searched over a whole log.
    static qsizetype indexOfLetter(QStringView text, qsizetype from, char16_t lower);
    // The line (from 1) that holds byte `offset` of `utf8`, lines ending as in starts(): what
    // counting "\n" in the text Python's text mode reads gives.
    static int lineOf(QByteArrayView utf8, qsizetype offset);
    // How often `unit` occurs in `text`, eight characters at a time (the line of an offset in a log).
    static int countUnit(QStringView text, char16_t unit);
};
