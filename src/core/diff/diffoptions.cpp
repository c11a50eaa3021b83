// SPDX-License-Identifier: MIT
#include "diff/diffoptions.h"

QString DiffOptions::algorithmName(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Patience:
        return QStringLiteral("patience");
    case Algorithm::Minimal:
        return QStringLiteral("minimal");
    case Algorithm::Myers:
        return QStringLiteral("myers");
    }
    return QString();
}

std::optional<DiffOptions::Algorithm> DiffOptions::algorithmFromName(const QString &name)
{
    for (const Algorithm a : {Algorithm::Patience, Algorithm::Minimal, Algorithm::Myers})
        if (name.compare(algorithmName(a), Qt::CaseInsensitive) == 0)
            return a;
    return std::nullopt;
}
