// SPDX-License-Identifier: MIT
#include "base/terminaltext.h"

namespace {

bool actsOnTerminal(uchar c)
{
    return (c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7f;
}

// How many bytes at `at` form a C1 control (C2 80..9F) or a bidi control (E2 80 AA..AE, E2 81
// A6..A9); 0 when none; -1 when the bytes end before that is decided.
int controlSequence(const uchar *at, const uchar *end)
{
    if (*at == 0xc2) {
        if (end - at < 2)
            return -1;
        return at[1] >= 0x80 && at[1] <= 0x9f ? 2 : 0;
    }
    if (*at == 0xe2) {
        if (end - at < 2)
            return -1;
        if (at[1] != 0x80 && at[1] != 0x81)
            return 0;
        if (end - at < 3)
            return -1;
        const bool bidi = at[1] == 0x80 ? at[2] >= 0xaa && at[2] <= 0xae : at[2] >= 0xa6 && at[2] <= 0xa9;
        return bidi ? 3 : 0;
    }
    return 0;
}

} // namespace

QByteArray TerminalText::filter(QByteArrayView piece, QByteArray *pending)
{
    QByteArray bytes = *pending + piece.toByteArray();
    pending->clear();
    QByteArray out;
    out.reserve(bytes.size());
    const auto *data = reinterpret_cast<const uchar *>(bytes.constData());
    const uchar *end = data + bytes.size();
    for (const uchar *p = data; p < end;) {
        const uchar c = *p;
        if (c == '\r') {
            if (p + 1 == end) {
                pending->append('\r');
                break;
            }
            out.append(p[1] == '\n' ? '\r' : '?');
            ++p;
            continue;
        }
        if (actsOnTerminal(c)) {
            out.append('?');
            ++p;
            continue;
        }
        if (c == 0xc2 || c == 0xe2) {
            const int length = controlSequence(p, end);
            if (length < 0) {
                pending->append(reinterpret_cast<const char *>(p), end - p);
                break;
            }
            if (length > 0) {
                out.append('?');
                p += length;
                continue;
            }
        }
        out.append(char(c));
        ++p;
    }
    return out;
}

QByteArray TerminalText::finish(QByteArray *pending)
{
    // What waited is whole now: a lone carriage return, or the start of a sequence never completed.
    QByteArray out = *pending;
    pending->clear();
    if (out == "\r")
        out = "?";
    return out;
}

QString TerminalText::inert(const QString &text)
{
    QString out = text;
    for (qsizetype i = 0; i < out.size(); ++i) {
        const char16_t u = out.at(i).unicode();
        const bool lone = u == u'\r' && (i + 1 == out.size() || out.at(i + 1) != u'\n');
        if (lone || (u < 0x20 && u != u'\t' && u != u'\n' && u != u'\r') || (u >= 0x7f && u <= 0x9f)
            || (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069))
            out[i] = u'?';
    }
    return out;
}
