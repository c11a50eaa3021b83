// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

// One run's review as a whole: who reviews it, where the wizard was left, the closing remarks.
// Stored in the workspace database so that a review can be resumed after a restart.
struct ReviewSession
{
    QString runKey;
    QString author;
    int currentPage = -1; // wizard page id, -1 = never opened
    bool finished = false;
    QString summary; // the reviewer's closing remarks
    QString updatedAt; // ISO 8601 UTC, set by the database
    QString updatedBy; // who wrote it last (a sign-off is `finished` with its author), set by the database
    int revision = 0; // the stored row's revision this session is based on; 0 = never stored

    bool isNew() const { return updatedAt.isEmpty(); }
    bool operator==(const ReviewSession &) const = default;
};
