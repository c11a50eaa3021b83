// SPDX-License-Identifier: MIT
#include "run/kernelvariant.h"

#include "run/runlayout.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <algorithm>

QString KernelVariant::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Baseline: return QStringLiteral("baseline");
    case Kind::Final: return QStringLiteral("final");
    case Kind::Branch: return QStringLiteral("branch");
    case Kind::History: return QStringLiteral("history");
    }
    return QString();
}

bool KernelVariant::parseBranchName(const QString &fileName, const QString &op, KernelVariant &out)
{
    if (op.isEmpty())
        return false;
    // A run has one operator and thousands of branch files: compile its patterns once per thread.
    struct Patterns
    {
        QString op;
        QRegularExpression genAv, genAother, genB;
    };
    thread_local Patterns patterns;
    if (patterns.op != op || patterns.genAv.pattern().isEmpty()) {
        const QString escaped = QRegularExpression::escape(op);
        patterns.op = op;
        patterns.genAv.setPattern(QStringLiteral("^%1_opt_v(\\d+)_(.+)\\.py$").arg(escaped));
        patterns.genAother.setPattern(QStringLiteral("^%1_opt_(.+)\\.py$").arg(escaped));
        patterns.genB.setPattern(QStringLiteral("^%1_round(\\d+)_(.+)\\.py$").arg(escaped));
    }
    const QRegularExpression &genAv = patterns.genAv;
    const QRegularExpression &genAother = patterns.genAother;
    const QRegularExpression &genB = patterns.genB;
    static const QRegularExpression leadingRound(QStringLiteral("^r(\\d+)"));
    out.fileName = fileName;
    if (const auto m = genAv.match(fileName); m.hasMatch()) {
        out.iteration = m.captured(1).toInt();
        out.optId = m.captured(2);
        out.naming = Generation::A;
        return true;
    }
    if (const auto m = genB.match(fileName); m.hasMatch()) {
        out.iteration = m.captured(1).toInt();
        out.optId = m.captured(2);
        out.naming = Generation::B;
        return true;
    }
    if (const auto m = genAother.match(fileName); m.hasMatch()) {
        // Non-v forms such as `_opt_r6a_notdone.py`: the round, if any, leads the id.
        out.optId = m.captured(1);
        if (const auto r = leadingRound.match(out.optId); r.hasMatch())
            out.iteration = r.captured(1).toInt();
        out.naming = Generation::A;
        return true;
    }
    return false;
}

QList<KernelVariant> KernelVariant::collect(const RunLayout &layout)
{
    QList<KernelVariant> variants;
    auto add = [&](Kind kind, const QString &rel) {
        KernelVariant v;
        v.kind = kind;
        v.relativePath = rel;
        v.fileName = QFileInfo(rel).fileName();
        variants.append(v);
    };
    if (!layout.baselineKernel.isEmpty())
        add(Kind::Baseline, layout.baselineKernel);
    if (!layout.finalKernel.isEmpty())
        add(Kind::Final, layout.finalKernel);

    QList<KernelVariant> branches;
    for (const RunFile &file : layout.files) {
        if (file.role == RunFileRole::BranchKernel) {
            KernelVariant v;
            v.kind = Kind::Branch;
            v.relativePath = file.relativePath;
            parseBranchName(QFileInfo(file.relativePath).fileName(), layout.operatorName, v);
            branches.append(v);
        } else if (file.role == RunFileRole::HistoryVersion) {
            KernelVariant v;
            v.kind = Kind::History;
            v.relativePath = file.relativePath;
            v.fileName = QFileInfo(file.relativePath).fileName();
            branches.append(v);
        }
    }
    std::stable_sort(branches.begin(), branches.end(), [](const KernelVariant &a, const KernelVariant &b) {
        if (a.kind != b.kind)
            return a.kind == Kind::Branch;
        if (a.iteration != b.iteration)
            return a.iteration < b.iteration;
        return a.fileName < b.fileName;
    });
    variants += branches;
    return variants;
}
