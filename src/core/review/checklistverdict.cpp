// SPDX-License-Identifier: MIT
#include "review/checklistverdict.h"

#include <QCoreApplication>
#include <QLocale>

using namespace Qt::StringLiterals;

QString ChecklistVerdict::statusName(Status status)
{
    switch (status) {
    case Status::Pass:
        return u"pass"_s;
    case Status::Fail:
        return u"fail"_s;
    case Status::Manual:
        return u"manual"_s;
    case Status::NotApplicable:
        break;
    }
    return u"n/a"_s;
}

std::optional<ChecklistVerdict::Status> ChecklistVerdict::statusFromName(const QString &name)
{
    for (Status s : {Status::Pass, Status::Fail, Status::Manual, Status::NotApplicable})
        if (statusName(s) == name)
            return s;
    return std::nullopt;
}

QString ChecklistVerdict::statusLabel(Status status)
{
    const char *text = nullptr;
    switch (status) {
    case Status::Pass:
        text = QT_TRANSLATE_NOOP("ChecklistVerdict", "Pass");
        break;
    case Status::Fail:
        text = QT_TRANSLATE_NOOP("ChecklistVerdict", "Fail");
        break;
    case Status::Manual:
        text = QT_TRANSLATE_NOOP("ChecklistVerdict", "Manual");
        break;
    case Status::NotApplicable:
        text = QT_TRANSLATE_NOOP("ChecklistVerdict", "Not applicable");
        break;
    }
    const QString translated = QCoreApplication::translate("ChecklistVerdict", text);
    if (translated == QString::fromUtf8(text) && QLocale().language() == QLocale::Chinese)
        return statusLabel(status, u"zh_CN"_s);
    return translated;
}

QString ChecklistVerdict::statusLabel(Status status, const QString &language)
{
    const bool zh = language.startsWith("zh"_L1);
    switch (status) {
    case Status::Pass:
        return zh ? u"通过"_s : u"Pass"_s;
    case Status::Fail:
        return zh ? u"未通过"_s : u"Fail"_s;
    case Status::Manual:
        return zh ? u"人工"_s : u"Manual"_s;
    case Status::NotApplicable:
        break;
    }
    return zh ? u"不适用"_s : u"Not applicable"_s;
}
