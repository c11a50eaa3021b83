// SPDX-License-Identifier: MIT
#include "review/checklistitem.h"

#include <QCoreApplication>
#include <QLocale>

using namespace Qt::StringLiterals;

QString ChecklistEvidence::location() const
{
    return line > 0 ? file + u':' + QString::number(line) : file;
}

bool ChecklistItem::appliesTo(Generation generation) const
{
    return generations.isEmpty() || generations.contains(generation);
}

QString ChecklistItem::text() const
{
    const QString translated = QCoreApplication::translate("Checklist", sourceText.toUtf8().constData());
    if (translated != sourceText)
        return translated;
    return QLocale().language() == QLocale::Chinese && !textZh.isEmpty() ? textZh : sourceText;
}

QString ChecklistItem::text(const QString &language) const
{
    return language.startsWith("zh"_L1) && !textZh.isEmpty() ? textZh : sourceText;
}

QString ChecklistItem::verificationName(Verification verification)
{
    switch (verification) {
    case Verification::Gate:
        return u"gate"_s;
    case Verification::Query:
        return u"query"_s;
    case Verification::Manual:
        break;
    }
    return u"manual"_s;
}
