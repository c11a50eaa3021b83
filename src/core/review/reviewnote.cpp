// SPDX-License-Identifier: MIT
#include "review/reviewnote.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace {

ReviewNote make(const QString &runKey, ReviewNote::Target target)
{
    ReviewNote note;
    note.runKey = runKey;
    note.target = target;
    return note;
}

constexpr ReviewNote::Target allTargets[]
    = {ReviewNote::Target::Run,    ReviewNote::Target::Round,       ReviewNote::Target::Candidate,
       ReviewNote::Target::Record, ReviewNote::Target::VariantLine, ReviewNote::Target::LogLine};

} // namespace

ReviewNote ReviewNote::forRun(const QString &runKey)
{
    return make(runKey, Target::Run);
}

ReviewNote ReviewNote::forRound(const QString &runKey, int round)
{
    ReviewNote note = make(runKey, Target::Round);
    note.round = round;
    return note;
}

ReviewNote ReviewNote::forCandidate(const QString &runKey, const QString &candidateId)
{
    ReviewNote note = make(runKey, Target::Candidate);
    note.candidateId = candidateId;
    return note;
}

ReviewNote ReviewNote::forRecord(const QString &runKey, const QString &recordsFile, int line)
{
    ReviewNote note = make(runKey, Target::Record);
    note.file = recordsFile;
    note.line = line;
    return note;
}

ReviewNote ReviewNote::forVariantLine(const QString &runKey, const QString &file, int line)
{
    ReviewNote note = make(runKey, Target::VariantLine);
    note.file = file;
    note.line = line;
    return note;
}

ReviewNote ReviewNote::forLogLine(const QString &runKey, const QString &logFile, int line)
{
    ReviewNote note = make(runKey, Target::LogLine);
    note.file = logFile;
    note.line = line;
    return note;
}

QString ReviewNote::targetLabel() const
{
    switch (target) {
    case Target::Run:
        return QCoreApplication::translate("ReviewNote", "Run");
    case Target::Round:
        return QCoreApplication::translate("ReviewNote", "Round %1").arg(round);
    case Target::Candidate:
        return candidateId;
    case Target::Record:
    case Target::VariantLine:
    case Target::LogLine:
        break;
    }
    return file + u':' + QString::number(line);
}

QString ReviewNote::targetLabel(const QString &language) const
{
    const bool zh = language.startsWith("zh"_L1);
    switch (target) {
    case Target::Run:
        return zh ? u"整个 run"_s : u"Run"_s;
    case Target::Round:
        return (zh ? u"第 %1 轮"_s : u"Round %1"_s).arg(round);
    case Target::Candidate:
        return candidateId;
    case Target::Record:
    case Target::VariantLine:
    case Target::LogLine:
        break;
    }
    return file + u':' + QString::number(line);
}

QString ReviewNote::targetName(Target target)
{
    switch (target) {
    case Target::Run:
        return u"run"_s;
    case Target::Round:
        return u"round"_s;
    case Target::Candidate:
        return u"candidate"_s;
    case Target::Record:
        return u"record"_s;
    case Target::VariantLine:
        return u"variant-line"_s;
    case Target::LogLine:
        break;
    }
    return u"log-line"_s;
}

bool ReviewNote::targetFromName(const QString &name, Target *target)
{
    for (Target t : allTargets)
        if (targetName(t) == name) {
            *target = t;
            return true;
        }
    return false;
}

QString ReviewNote::targetTitle(Target target)
{
    switch (target) {
    case Target::Run:
        return QCoreApplication::translate("ReviewNote", "Run");
    case Target::Round:
        return QCoreApplication::translate("ReviewNote", "Rounds");
    case Target::Candidate:
        return QCoreApplication::translate("ReviewNote", "Candidates");
    case Target::Record:
        return QCoreApplication::translate("ReviewNote", "Records");
    case Target::VariantLine:
        return QCoreApplication::translate("ReviewNote", "Kernel lines");
    case Target::LogLine:
        break;
    }
    return QCoreApplication::translate("ReviewNote", "Log lines");
}
