// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

struct PerfRecordsFile;

// Earlier versions of perf_records.jsonl, to prove the file was only ever appended to: from the
// workspace database's last snapshot and, when the run sits in a git repository, from every commit
// that touched the file (read through libgit2; nothing is checked out or written).
struct RecordsVersion {
    QString label; // "commit 1a2b3c4 (2026-09-12)" or "workspace snapshot"
    QByteArray bytes;
};

struct AppendOnlyViolation {
    QString earlier; // label of the earlier version
    QString later; // label of the later version ("working tree" for the file on disk)
    int line = 0; // first line of the earlier version that changed or vanished
    QString earlierText;
    QString laterText; // empty when the line disappeared
};

class RecordsHistory
{
public:
    // Oldest first. Empty when the file is not in a git repository or has no history there.
    static QList<RecordsVersion> gitVersions(const QString &recordsAbsolutePath, QString *error = nullptr);
    // Each version must be a line-prefix of the next (the last compared with `current`).
    static QList<AppendOnlyViolation> check(const QList<RecordsVersion> &versions, const QByteArray &current,
                                            const QString &currentLabel);
    // The same with the file on disk, read again line by line (PerfRecordsFile::readBytes()).
    static QList<AppendOnlyViolation> check(const QList<RecordsVersion> &versions, const PerfRecordsFile &current,
                                            const QString &currentLabel);
};
