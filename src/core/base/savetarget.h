// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

// Where an explicit save or export may write. QSaveFile writes through a symbolic link to its
// target, and opening a FIFO waits for a reader: a link planted in a run could point anywhere, so
// every writer asks here first.
class SaveTarget
{
public:
    // Why `path` is not written to (translated), or empty: an existing path must be a regular file
    // itself. A symbolic link (even a dangling one), a directory, a FIFO, a socket or a device is
    // refused.
    static QString refusal(const QString &path);
};
