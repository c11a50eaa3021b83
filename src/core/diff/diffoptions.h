// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <optional>

// How two kernel files are compared. libgit2 offers patience, minimal and plain Myers; it has no
// histogram flag, so neither do we.
struct DiffOptions
{
    enum class Algorithm { Patience, Minimal, Myers };
    enum class IntraLine { Words, Characters, Off };

    Algorithm algorithm = Algorithm::Patience;
    IntraLine intraLine = IntraLine::Words;
    bool ignoreWhitespace = false; // git diff -w
    bool ignoreBlankLines = false; // git diff --ignore-blank-lines

    bool operator==(const DiffOptions &) const = default;

    static QString algorithmName(Algorithm algorithm); // "patience", "minimal", "myers"
    static std::optional<Algorithm> algorithmFromName(const QString &name);
};
