// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArrayView>

// Whether `needle` occurs in `haystack`, for the searches that run over every line of a records
// file: sixteen positions at a time whose first and last bytes both match, then a compare
// (glibc's memmem took a tenth of `check --profile workflow`).
namespace ByteSearch {
bool contains(QByteArrayView haystack, QByteArrayView needle);
// contains(haystack, a) || contains(haystack, b) in one pass (each needle at least two bytes).
bool containsEither(QByteArrayView haystack, QByteArrayView a, QByteArrayView b);
}
