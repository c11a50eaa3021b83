// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArrayView>

// Whether `needle` occurs in `haystack`, for the searches that run over every line of a records
// file: sixteen positions at a time whose first and last bytes both match, then a compare
// (glibc's memmem took a tenth of `check --profile workflow`).
namespace ByteSearch {
// Where `needle` first starts at `from` or later, or -1.
qsizetype indexOf(QByteArrayView haystack, QByteArrayView needle, qsizetype from = 0);
bool contains(QByteArrayView haystack, QByteArrayView needle);
// Where the ASCII letter `lower` first occurs in either case at `from` or later, or -1.
qsizetype indexOfLetter(QByteArrayView haystack, char lower, qsizetype from = 0);
// contains(haystack, a) || contains(haystack, b) in one pass (each needle at least two bytes).
bool containsEither(QByteArrayView haystack, QByteArrayView a, QByteArrayView b);
}
