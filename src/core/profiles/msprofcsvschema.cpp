// SPDX-License-Identifier: MIT
// What msprof's names mean: file kinds from file names, units from column headers.

#include "profiles/msprofcsv.h"

namespace {

struct KindName
{
    MsprofCsv::FileKind kind;
    const char *name;
};

const KindName kindNames[] = {
    {MsprofCsv::FileKind::OpBasicInfo, "OpBasicInfo"},
    {MsprofCsv::FileKind::PipeUtilization, "PipeUtilization"},
    {MsprofCsv::FileKind::ArithmeticUtilization, "ArithmeticUtilization"},
    {MsprofCsv::FileKind::Memory, "Memory"},
    {MsprofCsv::FileKind::MemoryL0, "MemoryL0"},
    {MsprofCsv::FileKind::MemoryUB, "MemoryUB"},
    {MsprofCsv::FileKind::L2Cache, "L2Cache"},
    {MsprofCsv::FileKind::ResourceConflictRatio, "ResourceConflictRatio"},
    {MsprofCsv::FileKind::OpSummary, "op_summary"},
    {MsprofCsv::FileKind::OpStatistic, "op_statistic"},
    {MsprofCsv::FileKind::TaskTime, "task_time"},
    {MsprofCsv::FileKind::ApiStatistic, "api_statistic"},
    {MsprofCsv::FileKind::SimulatorInstructions, "instr_exe"},
    {MsprofCsv::FileKind::SimulatorCode, "code_exe"},
};

} // namespace

QString MsprofCsv::metricName(const QString &fileName)
{
    // Matched by hand (thousands of metric files per run) as _(\d{17}|\d{14})$ would match: a
    // timestamp of 17 or 14 ASCII digits after an underscore, at the end or before one final '\n'.
    QString name = fileName.sliced(fileName.lastIndexOf(QLatin1Char('/')) + 1);
    if (name.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
        name.chop(4);
    const qsizetype end = name.endsWith(QLatin1Char('\n')) ? name.size() - 1 : name.size();
    qsizetype digits = 0;
    while (digits < end && name.at(end - 1 - digits) >= u'0' && name.at(end - 1 - digits) <= u'9')
        ++digits;
    if ((digits == 17 || digits == 14) && digits < end && name.at(end - 1 - digits) == u'_')
        name.remove(end - 1 - digits, digits + 1);
    return name;
}

MsprofCsv::FileKind MsprofCsv::kindForFileName(const QString &fileName)
{
    const QString name = metricName(fileName);
    for (const KindName &entry : kindNames) {
        const QString known = QLatin1StringView(entry.name);
        // msprof op names are exact; app-level names carry device/model ids; simulator names a core.
        const bool matches = entry.kind >= FileKind::SimulatorInstructions ? name.endsWith(QLatin1Char('_') + known)
            : entry.kind >= FileKind::OpSummary                            ? name.startsWith(known)
                                                                           : name == known;
        if (matches)
            return entry.kind;
    }
    return FileKind::Unknown;
}

QString MsprofCsv::kindName(FileKind kind)
{
    for (const KindName &entry : kindNames) {
        if (entry.kind == kind)
            return QLatin1StringView(entry.name);
    }
    return QStringLiteral("unknown");
}

QString MsprofCsv::headerVersionName(HeaderVersion version)
{
    switch (version) {
    case HeaderVersion::Cann8:
        return QStringLiteral("cann8");
    case HeaderVersion::Cann9:
        return QStringLiteral("cann9");
    case HeaderVersion::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

MsprofCsv::Unit MsprofCsv::unitForHeader(const QString &header, QString *key, bool *estimate)
{
    QString name = header.trimmed();
    Unit unit = Unit::None;
    bool isEstimate = false;
    // Unit groups end the name, sometimes two of them: "L1_to_GM_datas(KB)(estimate)".
    while (name.endsWith(QLatin1Char(')'))) {
        const qsizetype open = name.lastIndexOf(QLatin1Char('('));
        if (open <= 0)
            break;
        const QStringView group = QStringView(name).sliced(open + 1, name.size() - open - 2);
        if (group == QLatin1String("estimate"))
            isEstimate = true;
        else if (group == QLatin1String("us"))
            unit = Unit::Microseconds;
        else if (group == QLatin1String("GB/s"))
            unit = Unit::GigabytesPerSecond;
        else if (group == QLatin1String("KB"))
            unit = Unit::Kilobytes;
        else if (group == QLatin1String("%"))
            unit = Unit::Percent;
        else if (group == QLatin1String("MHz"))
            unit = Unit::Megahertz;
        else
            break;
        name.truncate(open);
        name = name.trimmed();
    }
    if (unit == Unit::None) {
        const QString lower = name.toLower();
        const auto ends = [&](const char *suffix) {
            return lower.endsWith(QLatin1StringView(suffix));
        };
        // *_ratio and *_icache_miss_rate are fractions 0..1; only "(%)" columns are percent (§2).
        if (ends("_ratio") || ends("_rate"))
            unit = Unit::Fraction;
        else if (lower == QLatin1String("current freq") || lower == QLatin1String("rated freq"))
            unit = Unit::Megahertz;
        else if (ends("_cycles") || lower == QLatin1String("cycles"))
            unit = Unit::Cycles;
        else if (ends("_instructions") || ends("_instr_number") || ends("_fops") || ends("_cache_hit")
                 || ends("_miss_allocate") || lower == QLatin1String("call_count") || lower == QLatin1String("count"))
            unit = Unit::Count;
    }
    if (key)
        *key = name;
    if (estimate)
        *estimate = isEstimate;
    return unit;
}

QString MsprofCsv::unitSymbol(Unit unit)
{
    switch (unit) {
    case Unit::Microseconds:
        return QStringLiteral("us");
    case Unit::GigabytesPerSecond:
        return QStringLiteral("GB/s");
    case Unit::Kilobytes:
        return QStringLiteral("KB");
    case Unit::Percent:
        return QStringLiteral("%");
    case Unit::Megahertz:
        return QStringLiteral("MHz");
    case Unit::Cycles:
        return QStringLiteral("cycles");
    case Unit::Fraction:
    case Unit::Count:
    case Unit::None:
        break;
    }
    return QString();
}
