// SPDX-License-Identifier: MIT
#pragma once

#include "diff/diffoptions.h"
#include "diff/diffresult.h"
#include "diff/parameterdiff.h"

#include <QByteArray>
#include <QList>
#include <QString>

// A compared pair written out for people who do not have the workbench: a unified patch (as git
// writes it, through libgit2) or one self-contained HTML page with the two sides next to each other.
class DiffExport
{
public:
    // `leftPath`/`rightPath` name the files in the "diff --git a/… b/…" header. Empty when identical.
    static QByteArray unifiedPatch(const QByteArray &left, const QByteArray &right, const QString &leftPath,
                                   const QString &rightPath, const DiffOptions &options, int context = 3,
                                   QString *error = nullptr);
    // No external resources: inline CSS (light and dark), a few lines of inline script to unfold.
    // `context` < 0 shows every line unfolded.
    static QString html(const DiffResult &result, const QString &leftLabel, const QString &rightLabel, int context = 3,
                        const QList<ParameterChange> &parameters = {});
    // Atomic write (QSaveFile).
    static bool write(const QString &path, const QByteArray &bytes, QString *error = nullptr);
};
