// SPDX-License-Identifier: MIT
#include "diff/diffpairresolver.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <cmath>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("DiffPairResolver", text);
}

} // namespace

QString DiffSide::label() const
{
    if (candidateId.isEmpty())
        return displayPath;
    return candidateId + QStringLiteral(" — ") + displayPath;
}

DiffPair DiffPair::swapped() const
{
    DiffPair out = *this;
    std::swap(out.left, out.right);
    out.kind = DiffPairKind::Custom;
    out.note.clear(); // how the reference was found no longer describes a chosen pair
    return out;
}

DiffPairResolver::DiffPairResolver(ProjectSnapshotPtr snapshot)
    : m_snapshot(std::move(snapshot))
{ }

QString DiffPairResolver::kindName(DiffPairKind kind)
{
    switch (kind) {
    case DiffPairKind::Parent:
        return tr("parent");
    case DiffPairKind::Baseline:
        return tr("baseline");
    case DiffPairKind::RoundBest:
        return tr("current best of the round");
    case DiffPairKind::Final:
        return tr("final");
    case DiffPairKind::Custom:
        return tr("chosen files");
    }
    return QString();
}

QString DiffPairResolver::candidateForVariant(int index) const
{
    if (!m_snapshot || index < 0 || index >= m_snapshot->variants.size())
        return QString();
    const KernelVariant &v = m_snapshot->variants.at(index);
    // The final file is the run's final candidate, whatever else was merged into it on the way.
    if (v.kind == KernelVariant::Kind::Final) {
        const QString final = m_snapshot->finalCandidateId();
        if (!final.isEmpty())
            return final;
    }
    for (const LineageNode &node : m_snapshot->lineage.nodes)
        if (node.variantIndex == index)
            return node.candidateId;
    if (v.kind == KernelVariant::Kind::Branch) {
        // An unmeasured branch: its id as its file name writes it ({op}_opt_<id>.py, {op}_<id>.py), so
        // "v02_bs4096" and "v2_bs4096" stay two ids, and "r6a_notdone" is one.
        const QString &op = m_snapshot->layout.operatorName;
        const QString prefix = op + (v.naming == Generation::B ? QStringLiteral("_") : QStringLiteral("_opt_"));
        if (!op.isEmpty() && v.fileName.startsWith(prefix) && v.fileName.endsWith(QLatin1String(".py"))
            && v.fileName.size() > prefix.size() + 3) {
            const QString id = v.fileName.sliced(prefix.size(), v.fileName.size() - prefix.size() - 3);
            // An id a measured candidate already has names that candidate's file, not this one.
            return m_snapshot->lineage.node(id) ? QString() : id;
        }
        if (v.iteration >= 0 && !v.optId.isEmpty())
            return v.naming == Generation::B ? QStringLiteral("round%1_%2").arg(QString::number(v.iteration), v.optId)
                                             : QStringLiteral("v%1_%2").arg(QString::number(v.iteration), v.optId);
    }
    if (v.kind == KernelVariant::Kind::Baseline)
        return QStringLiteral("baseline");
    return QString();
}

DiffSide DiffPairResolver::sideForVariant(int index) const
{
    DiffSide side;
    if (!m_snapshot || index < 0 || index >= m_snapshot->variants.size())
        return side;
    const KernelVariant &v = m_snapshot->variants.at(index);
    side.relativePath = v.relativePath;
    side.displayPath
        = QDir(m_snapshot->layout.perfOptDir).relativeFilePath(m_snapshot->layout.absolute(v.relativePath));
    side.kind = v.kind;
    side.candidateId = candidateForVariant(index);
    side.round = side.candidateId.isEmpty() ? v.iteration : roundOf(side.candidateId);
    return side;
}

QList<DiffSide> DiffPairResolver::sides() const
{
    QList<DiffSide> out;
    if (!m_snapshot)
        return out;
    for (int i = 0; i < m_snapshot->variants.size(); ++i)
        out.append(sideForVariant(i));
    return out;
}

DiffSide DiffPairResolver::sideForPath(const QString &relativePath) const
{
    if (!m_snapshot)
        return {};
    const QString clean = QDir::cleanPath(relativePath);
    for (int i = 0; i < m_snapshot->variants.size(); ++i)
        if (m_snapshot->variants.at(i).relativePath == clean)
            return sideForVariant(i);
    // A file of the run that is not a kernel variant (a helper, an A/B copy): still comparable.
    const QString absolute = m_snapshot->layout.absolute(clean);
    if (clean.isEmpty() || !QFileInfo(absolute).isFile())
        return {};
    DiffSide side;
    side.relativePath = clean;
    side.displayPath = QDir(m_snapshot->layout.perfOptDir).relativeFilePath(absolute);
    side.kind = KernelVariant::Kind::History;
    return side;
}

int DiffPairResolver::variantForCandidate(const QString &candidateId) const
{
    if (!m_snapshot || candidateId.isEmpty())
        return -1;
    if (const LineageNode *node = m_snapshot->lineage.node(candidateId); node && node->variantIndex >= 0)
        return node->variantIndex;
    for (int i = 0; i < m_snapshot->variants.size(); ++i)
        if (candidateForVariant(i) == candidateId)
            return i;
    return -1;
}

DiffSide DiffPairResolver::sideForCandidate(const QString &candidateId) const
{
    DiffSide side = sideForVariant(variantForCandidate(candidateId));
    if (side.isValid())
        side.candidateId = candidateId; // several candidates may share the final file
    side.round = roundOf(candidateId);
    return side;
}

QString DiffPairResolver::parentOf(const QString &candidateId) const
{
    if (!m_snapshot)
        return QString();
    if (const LineageNode *node = m_snapshot->lineage.node(candidateId); node && node->parentId)
        return *node->parentId;
    for (const OptLogRound &round : m_snapshot->optLog.rounds)
        for (const OptLogBranch &branch : round.branches)
            if ((branch.optId == candidateId || branch.id == candidateId) && !branch.base.isEmpty())
                return branch.base;
    return QString();
}

int DiffPairResolver::roundOf(const QString &candidateId) const
{
    if (!m_snapshot)
        return -1;
    if (const LineageNode *node = m_snapshot->lineage.node(candidateId))
        return node->firstRound;
    const int index = variantForCandidate(candidateId);
    return index >= 0 ? m_snapshot->variants.at(index).iteration : -1;
}

QString DiffPairResolver::roundBestOf(const QString &candidateId) const
{
    const int round = roundOf(candidateId);
    if (!m_snapshot || round < 0)
        return QString();
    for (const OptLogRound &r : m_snapshot->optLog.rounds) {
        if (r.number != round)
            continue;
        if (const OptLogDecision *best = r.newCurrentBest(); best && !best->candidate.isEmpty())
            return best->candidate;
        if (const OptLogDecision *winner = r.winner();
            winner && !winner->candidate.isEmpty() && !winner->keepsCurrentBest)
            return winner->candidate;
    }
    return roundBestFromRecords(round);
}

QString DiffPairResolver::roundBestFromRecords(int round) const
{
    // Last measurement per candidate and workload, L0-passing only.
    QHash<QString, QHash<QString, double>> durations;
    QSet<QString> failed;
    for (const PerfRecord &r : m_snapshot->records.records) {
        if (!r.valid || !r.round || *r.round != round || !r.hasDuration())
            continue;
        if (r.l0Pass && !*r.l0Pass)
            failed.insert(r.candidateId);
        durations[r.candidateId].insert(r.workloadKey(), r.durationUs);
    }
    QString best;
    double bestMean = 0;
    for (auto it = durations.cbegin(); it != durations.cend(); ++it) {
        if (failed.contains(it.key()) || it.value().isEmpty())
            continue;
        double logSum = 0;
        for (const double us : it.value())
            logSum += std::log(us);
        const double mean = std::exp(logSum / double(it.value().size()));
        if (best.isEmpty() || mean < bestMean || (mean == bestMean && it.key() < best)) {
            best = it.key();
            bestMean = mean;
        }
    }
    return best;
}

DiffPair DiffPairResolver::pair(DiffPairKind kind, const QString &candidateId) const
{
    return pair(kind, sideForCandidate(candidateId));
}

DiffPair DiffPairResolver::pair(DiffPairKind kind, const DiffSide &candidate) const
{
    DiffPair out;
    out.kind = kind;
    out.right = candidate;
    if (!m_snapshot || !candidate.isValid()) {
        out.note = tr("No kernel file for this candidate.");
        out.right = {};
        return out;
    }
    const QString id = candidate.candidateId;
    switch (kind) {
    case DiffPairKind::Parent: {
        QString parent = parentOf(id);
        out.left = sideForCandidate(parent);
        // Merged candidates are often the final file itself (Gen B records merged_* and final with
        // artifact_path {op}.py): step up to the nearest ancestor that has a file of its own.
        QStringList sameFile;
        while (out.left.isValid() && out.left.relativePath == candidate.relativePath && !sameFile.contains(parent)
               && parent != id) {
            sameFile.append(parent);
            parent = parentOf(parent);
            out.left = sideForCandidate(parent);
        }
        if (!sameFile.isEmpty() && out.left.isValid() && out.left.relativePath != candidate.relativePath) {
            out.note = tr("%1 is the same file as %2; compared with %3, the nearest ancestor with a file of its own.")
                           .arg(id.isEmpty() ? candidate.displayPath : id, sameFile.join(QStringLiteral(", ")), parent);
            break;
        }
        if (!sameFile.isEmpty()) {
            out.note = tr("%1 is the same file as %2, and no earlier ancestor has a file of its own.")
                           .arg(id.isEmpty() ? candidate.displayPath : id, sameFile.join(QStringLiteral(", ")));
            out.left = {};
            break;
        }
        if (parent.isEmpty())
            out.note = tr("%1 has no parent.").arg(id.isEmpty() ? candidate.displayPath : id);
        else if (!out.left.isValid())
            out.note = tr("The parent %1 has no kernel file.").arg(parent);
        break;
    }
    case DiffPairKind::Baseline:
        out.left = sideForPath(m_snapshot->layout.baselineKernel);
        if (!out.left.isValid())
            out.note = tr("The run has no baseline kernel.");
        break;
    case DiffPairKind::RoundBest: {
        const QString best = roundBestOf(id);
        out.left = sideForCandidate(best);
        if (best.isEmpty())
            out.note = tr("No current best is known for round %1.").arg(candidate.round);
        else if (!out.left.isValid())
            out.note = tr("The current best %1 has no kernel file.").arg(best);
        break;
    }
    case DiffPairKind::Final:
        out.left = sideForPath(m_snapshot->layout.finalKernel);
        if (!out.left.isValid())
            out.note = tr("The run has no final kernel.");
        break;
    case DiffPairKind::Custom:
        break;
    }
    if (out.left.isValid() && out.left.relativePath == out.right.relativePath) {
        out.note = tr("%1 is itself the %2.").arg(candidate.label(), kindName(kind));
        out.left = {};
    }
    return out;
}

DiffSide DiffPairResolver::resolve(const QString &spec, QString *error) const
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return DiffSide();
    };
    if (!m_snapshot || !m_snapshot->layout.isValid())
        return fail(tr("Not a run."));
    if (variantForCandidate(spec) >= 0)
        return sideForCandidate(spec);
    const RunLayout &layout = m_snapshot->layout;
    // A link where a kernel belongs is said as such, however the side was named.
    const auto linkAt = [&layout](const QString &dir, const QString &name) {
        return !layout.operatorName.isEmpty() && QFileInfo(QDir(dir).filePath(name)).isSymLink();
    };
    if (spec == QLatin1String("baseline") || spec == QLatin1String("final")) {
        const bool baseline = spec == QLatin1String("baseline");
        const QString path = baseline ? layout.baselineKernel : layout.finalKernel;
        if (path.isEmpty()) {
            const QString name = layout.operatorName.isEmpty() ? QStringLiteral("{op}.py")
                                                               : layout.operatorName + QStringLiteral(".py");
            const QString dir = baseline ? layout.operatorDir : layout.perfOptDir;
            if (linkAt(dir, name))
                return fail(tr("%1 is a symbolic link; links in a run are never followed.")
                                .arg(QDir(layout.operatorDir).relativeFilePath(QDir(dir).filePath(name))));
            return fail(baseline ? tr("The run has no baseline kernel (%1 beside perf_opt/).").arg(name)
                                 : tr("The run has no final kernel (perf_opt/%1).").arg(name));
        }
        const DiffSide side = sideForPath(path);
        return side.isValid() ? side : fail(tr("%1 cannot be read.").arg(path));
    }
    const QString root = QFileInfo(layout.operatorDir).canonicalFilePath();
    // "rms_norm.py" is the final kernel seen from perf_opt/ and the baseline seen from the operator
    // directory: a name that is two files of the run is not guessed at.
    if (!QDir::isAbsolutePath(spec) && layout.perfOptDir != layout.operatorDir) {
        const QFileInfo inPerfOpt(QDir(layout.perfOptDir).filePath(spec));
        const QFileInfo inOperatorDir(QDir(layout.operatorDir).filePath(spec));
        const QString first = inPerfOpt.canonicalFilePath();
        const QString second = inOperatorDir.canonicalFilePath();
        if (!first.isEmpty() && !second.isEmpty() && first != second && first.startsWith(root + u'/')
            && second.startsWith(root + u'/')) {
            const QString perfOptRel = QDir::cleanPath(QDir(layout.operatorDir).relativeFilePath(inPerfOpt.absoluteFilePath()));
            const QString operatorRel = QDir::cleanPath(QDir(layout.operatorDir).relativeFilePath(inOperatorDir.absoluteFilePath()));
            return fail(tr("%1 names two files of the run, %2 and %3: write %2 for the first, or ../%1 for the second.")
                            .arg(spec, perfOptRel, operatorRel));
        }
    }
    const QStringList bases {layout.perfOptDir, layout.operatorDir, QDir::currentPath()};
    for (const QString &base : bases) {
        const QFileInfo info(QDir(base).filePath(spec));
        // A link is never followed, not even one into the run: its side would be another file's.
        if (info.isSymLink())
            return fail(tr("%1 is a symbolic link; links in a run are never followed.").arg(spec));
        if (!info.isFile())
            continue;
        const QString canonical = info.canonicalFilePath();
        if (!canonical.startsWith(root + u'/'))
            return fail(tr("%1 is outside the run.").arg(spec));
        const DiffSide side = sideForPath(QDir(root).relativeFilePath(canonical));
        if (side.isValid())
            return side;
    }
    // A candidate the records measured whose kernel file is not there (deleted, or a link).
    if (m_snapshot->lineage.node(spec)) {
        const QString &op = layout.operatorName;
        for (const QString &name : QStringList {op + QStringLiteral("_opt_") + spec + QStringLiteral(".py"),
                                                op + u'_' + spec + QStringLiteral(".py")})
            if (linkAt(layout.perfOptDir, name))
                return fail(tr("%1 is a symbolic link; links in a run are never followed.")
                                .arg(QDir(layout.operatorDir).relativeFilePath(QDir(layout.perfOptDir).filePath(name))));
        return fail(tr("%1 is a candidate of the records, but no kernel file of the run holds it.").arg(spec));
    }
    return fail(tr("%1 is neither a candidate id nor a file of the run.").arg(spec));
}
