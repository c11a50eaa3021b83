// SPDX-License-Identifier: MIT
// What the three files of ChecklistQueries share (checklistqueries*.cpp): translation under the
// class's context, the verdict shorthand and the cell readers. Not for use outside them.
#pragma once

#include "base/localization.h"
#include "optlog/optlog.h"
#include "review/checklistqueries.h"


namespace ChecklistQueriesPrivate {

using namespace Qt::StringLiterals;

using Status = ChecklistVerdict::Status;

inline QString tr(const char *text)
{
    return Localization::translate("ChecklistQueries", text);
}

// Plural forms: called as tr("%n line(s)", "", n), the form lupdate extracts (a wrapper of another
// name would leave the string out of the catalogue, English in every language).
inline QString tr(const char *text, const char *disambiguation, qsizetype n)
{
    return Localization::translate("ChecklistQueries", text, disambiguation && *disambiguation ? disambiguation : nullptr, int(n));
}

inline ChecklistVerdict verdict(const ChecklistItem &item, Status status, const QString &summary,
                                const QList<ChecklistEvidence> &evidence = {})
{
    return {item.id, status, summary, evidence};
}

// Branch ids in logs often drop the round prefix ("pipe" for "v1_pipe"), as in the strict gate.
inline bool sameCandidate(const QString &a, const QString &b)
{
    return !a.isEmpty() && !b.isEmpty() && (a == b || b.endsWith(u'_' + a) || a.endsWith(u'_' + b));
}

inline bool isPlaceholder(const QString &text)
{
    const QString t = CellValue::stripMarkup(text).trimmed().toLower();
    return t.isEmpty() || t == "-"_L1 || t == u"—"_s || t == "none"_L1 || t == "n/a"_L1 || t == "na"_L1;
}

inline QString cellText(const OptLogTableRow &row, int column)
{
    return column < 0 ? QString() : CellValue::stripMarkup(row.cells.value(column).text()).trimmed();
}

} // namespace ChecklistQueriesPrivate
