// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringView>
#include <optional>

// The few Python string semantics the workflow's gate relies on, so that our parity checks split,
// strip and convert exactly as gate_lint.py does.
namespace PythonText {

// str.isspace() for one character.
bool isSpace(QChar c);
// str.strip() with no argument.
QStringView strip(QStringView text);
// On UTF-8 bytes, what the decoded text would give: the first offset from `from` on that does not
// start a whitespace character (isSpace), or the size; and whether strip() would leave nothing.
qsizetype skipSpace(QByteArrayView utf8, qsizetype from);
bool isBlank(QByteArrayView utf8);
// str.splitlines(): breaks on \n \r \r\n \v \f \x1c \x1d \x1e \x85 \u2028 \u2029.
QList<QStringView> splitLines(QStringView text);
// float() of a string: surrounding whitespace (not \x1c-\x1f), '_' between digits, Unicode decimal digits, nan/inf.
std::optional<double> toFloat(QStringView text);
// bytes.decode("utf-8"): strict (nullopt for malformed input) and, unlike QString::fromUtf8(),
// keeping a leading byte order mark as U+FEFF, which Python's json then rejects.
std::optional<QString> decodeUtf8(QByteArrayView bytes);
// What reading a file in Python's text mode does to line ends: "\r\n" and a lone "\r" become "\n".
// Takes the string by value: text without '\r' comes back shared, not copied (a log is megabytes).
QString universalNewlines(QString text);
// Python source with its comments (and, with Strings::Blank, the contents of its string literals,
// docstrings included) replaced by spaces; line breaks and every other character stay where they
// are, so offsets and line numbers still hold. A text scan of code then sees only code.
enum class Strings { Keep, Blank };
QString blankComments(QStringView source, Strings strings);
// A run of Unicode decimal digits with an optional ".digits" (the gate's final_latency number).
std::optional<double> decimalNumber(QStringView text, qsizetype *consumed = nullptr);
// The same at the start of UTF-8 bytes, decoding only the characters the number can hold.
std::optional<double> decimalNumber(QByteArrayView utf8);

} // namespace PythonText
