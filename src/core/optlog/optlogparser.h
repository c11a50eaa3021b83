// SPDX-License-Identifier: MIT
#pragma once

#include "optlog/optlog.h"

#include <QByteArray>
#include <QString>
#include <QStringView>

// Reads opt_log.md into an OptLog. Markdown structure comes from md4c (GFM tables); the parser
// maps md4c's text pointers back to source lines and then reads the workflow's conventions —
// sessions, rounds, table kinds, decisions and final claims — on top of that structure.
// Never fails: bad input gives diagnostics naming the file and line.
class OptLogParser
{
public:
    static constexpr qsizetype LongLineThreshold = 64 * 1024;

    static OptLog parse(const QByteArray &utf8, const QString &displayPath);
    static OptLog parseFile(const QString &path, const QString &displayPath);

    // The gate's substring tests (workflow-formats.md §a.3 items 1 and 6) on the log's UTF-8
    // bytes, as on its decoded text: their words are ASCII, and a decoder that replaces a bad byte
    // keeps the ASCII around it (the gate runs them on "" when the log is missing or not UTF-8).
    static bool containsTaskDuration(QByteArrayView utf8);
    // "current" + ("-" or exactly one space) + "best", caseless as Python's re.IGNORECASE: ASCII
    // case, and the long s (U+017F) for s.
    static bool containsCurrentBest(QByteArrayView utf8);
    static bool hasSkillRetrospective(QByteArrayView utf8);
    // Byte offset of the first byte that makes `bytes` invalid strict UTF-8, or -1.
    static qsizetype firstInvalidUtf8(const QByteArray &bytes);
};
