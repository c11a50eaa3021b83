// SPDX-License-Identifier: MIT
// Kernel .py text: parameter scan and the parameter comparison of two versions (the input is
// split at its first NUL byte into the left and the right file).
#include "base/kernelparameters.h"
#include "diff/parameterdiff.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const qsizetype cut = bytes.indexOf('\0');
    const QString left = QString::fromUtf8(cut < 0 ? bytes : bytes.left(cut));
    const QString right = cut < 0 ? QString() : QString::fromUtf8(bytes.mid(cut + 1));
    // compare() scans both texts (scan() is the whole parameter reader); scanning left again
    // would only halve the executions a second.
    (void)ParameterDiff::compare(KernelParameters::scan(left), KernelParameters::scan(right), true);
    return 0;
}
