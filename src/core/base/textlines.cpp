// SPDX-License-Identifier: MIT
#include "base/textlines.h"

namespace {

bool isBreak(QChar c)
{
    return c == u'\n' || c == u'\r';
}

} // namespace

QStringList TextLines::split(QStringView text)
{
    QStringList lines;
    qsizetype start = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (!isBreak(text[i]))
            continue;
        lines.append(text.sliced(start, i - start).toString());
        if (text[i] == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n')
            ++i;
        start = i + 1;
    }
    lines.append(text.sliced(start).toString());
    return lines;
}

qsizetype TextLines::lineStart(QStringView text, qsizetype at)
{
    while (at > 0 && !isBreak(text[at - 1]))
        --at;
    return at;
}

qsizetype TextLines::lineEnd(QStringView text, qsizetype at)
{
    while (at < text.size() && !isBreak(text[at]))
        ++at;
    return at;
}

int TextLines::countBreaks(QStringView text)
{
    int breaks = 0;
    for (qsizetype i = 0; i < text.size(); ++i)
        if (text[i] == u'\n' || (text[i] == u'\r' && (i + 1 >= text.size() || text[i + 1] != u'\n')))
            ++breaks;
    return breaks;
}
