// SPDX-License-Identifier: MIT
#include "diff/difftext.h"

DiffText DiffText::fromText(const QString &text)
{
    DiffText out;
    out.text = text;
    const QStringView view(text);
    const qsizetype size = text.size();
    out.starts.reserve(size / 24 + 16);
    qsizetype start = 0;
    while (start < size) {
        out.starts.append(int(start));
        qsizetype end = view.indexOf(u'\n', start); // vectorised scan
        if (end < 0)
            end = size;
        else if (end > start && view.at(end - 1) == u'\r')
            ++out.crlfLines;
        start = end + 1;
    }
    out.endsWithNewline = size > 0 && view.at(size - 1) == u'\n';
    return out;
}

QStringView DiffText::rawLine(int index) const
{
    if (index < 0 || index >= starts.size())
        return {};
    const qsizetype start = starts.at(index);
    qsizetype end = index + 1 < starts.size() ? starts.at(index + 1) - 1 : text.size();
    if (end == text.size() && endsWithNewline)
        --end; // the final '\n'
    return QStringView(text).mid(start, end - start);
}

QStringView DiffText::line(int index) const
{
    const QStringView raw = rawLine(index);
    return raw.endsWith(u'\r') ? raw.chopped(1) : raw;
}

QString DiffText::withoutCarriageReturns() const
{
    if (crlfLines == 0)
        return text;
    QString out = text;
    out.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    return out;
}
