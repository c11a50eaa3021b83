// SPDX-License-Identifier: MIT
#include "run/variantlineage.h"

#include "base/runroot.h"

#include "run/runlayout.h"

#include <QCoreApplication>
#include <QHash>
#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <optional>
#include <algorithm>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("VariantLineage", text);
}

// Finds the kernel file a candidate id stands for.
// Branch variants by their opt_id, in variant order. A candidate id matches a variant exactly when
// it is one of the variant's spellings (opt_id, or v<N>_, r<N>_, round<N>_, opt_v<N>_ + opt_id with
// N its iteration): the id is taken apart at lookup, so the index holds one key per opt_id rather
// than five spellings each (25k strings and lists on a run of 5k branch files).
class ExactIndex
{
public:
    explicit ExactIndex(const QList<KernelVariant> &variants)
        : m_variants(variants)
    {
        m_byOptId.reserve(variants.size());
        for (int i = 0; i < variants.size(); ++i) {
            const KernelVariant &v = variants[i];
            if (v.kind == KernelVariant::Kind::Branch && !v.optId.isEmpty())
                m_byOptId[v.optId].append(i);
        }
    }

    // The variants id spells, in variant order, each once.
    QList<int> of(const QString &id) const
    {
        QList<int> hits = m_byOptId.value(id);
        bool spelled = false;
        for (const QLatin1StringView prefix : {"v"_L1, "r"_L1, "round"_L1, "opt_v"_L1}) {
            if (!id.startsWith(prefix))
                continue;
            // The iteration is a number (QString::number's: no '_'), so only the first '_' after it
            // can end it: one lookup per prefix however many '_' an id holds.
            const qsizetype at = id.indexOf(QLatin1Char('_'), prefix.size());
            const QStringView iteration
                = QStringView(id).sliced(prefix.size(), std::max<qsizetype>(at, 0) - prefix.size());
            const QStringView digits = iteration.startsWith(u'-') ? iteration.sliced(1) : iteration;
            if (at < 0 || digits.isEmpty()
                || !std::all_of(digits.begin(), digits.end(), [](QChar c) { return c >= u'0' && c <= u'9'; }))
                continue;
            const auto sameOptId = m_byOptId.constFind(id.sliced(at + 1));
            if (sameOptId == m_byOptId.cend())
                continue;
            for (const int i : *sameOptId) {
                if (QString::number(m_variants.at(i).iteration) == iteration) {
                    hits.append(i);
                    spelled = true;
                }
            }
        }
        if (spelled) {
            std::sort(hits.begin(), hits.end());
            hits.erase(std::unique(hits.begin(), hits.end()), hits.end());
        }
        return hits;
    }

private:
    const QList<KernelVariant> &m_variants;
    QHash<QString, QList<int>> m_byOptId;
};

// The variants by their clean absolute path (the first of a path), made on the first artifact_path
// looked up: one hash lookup per candidate, not a pass over every branch file (16k Gen B candidates
// took 5 s).
using PathIndex = std::optional<QHash<QString, int>>;

int matchVariant(const QString &id, int round, const QString &artifactPath, const QList<KernelVariant> &variants,
                 const ExactIndex &index, PathIndex &paths, const RunLayout &layout, VariantMatch &how, QString &note)
{
    if (!artifactPath.isEmpty()) {
        if (!paths) {
            paths.emplace();
            paths->reserve(variants.size());
            for (int i = int(variants.size()) - 1; i >= 0; --i) // backwards: the first of a path stays
                paths->insert(QDir::cleanPath(layout.absolute(variants[i].relativePath)), i);
        }
        // Gen B: artifact_path is relative to the records file's directory (perf_opt/).
        const QString abs = QDir::cleanPath(QDir(layout.perfOptDir).filePath(artifactPath));
        if (const auto hit = paths->constFind(abs); hit != paths->cend()) {
            how = VariantMatch::Artifact;
            note = tr("artifact_path %1").arg(artifactPath);
            return *hit;
        }
    }
    if (id == QLatin1String("baseline")) {
        for (int i = 0; i < variants.size(); ++i)
            if (variants[i].kind == KernelVariant::Kind::Baseline) {
                how = VariantMatch::Exact;
                note = tr("baseline kernel");
                return i;
            }
    }
    QList<int> exact = index.of(id);
    if (exact.size() > 1 && round >= 0) {
        // The same opt_id in several rounds: the record's round decides.
        QList<int> sameRound;
        for (int i : std::as_const(exact))
            if (variants[i].iteration == round)
                sameRound.append(i);
        if (sameRound.size() == 1)
            exact = sameRound;
    }
    if (exact.size() == 1) {
        how = VariantMatch::Exact;
        note = tr("file name %1").arg(variants[exact.first()].fileName);
        return exact.first();
    }
    // Guesses: one name contains the other, preferring the record's round.
    QList<int> partial;
    for (int i = 0; i < variants.size(); ++i) {
        const KernelVariant &v = variants[i];
        if (v.kind != KernelVariant::Kind::Branch || v.optId.size() < 2)
            continue;
        if (id.contains(v.optId) || v.optId.contains(id))
            partial.append(i);
    }
    if (partial.size() > 1 && round >= 0) {
        QList<int> sameRound;
        for (int i : std::as_const(partial))
            if (variants[i].iteration == round)
                sameRound.append(i);
        if (!sameRound.isEmpty())
            partial = sameRound;
    }
    if (partial.size() == 1) {
        how = VariantMatch::Guess;
        note = tr("guessed from the name %1").arg(variants[partial.first()].fileName);
        return partial.first();
    }
    if (id == QLatin1String("final") || id.startsWith(QLatin1String("final_"))) {
        for (int i = 0; i < variants.size(); ++i)
            if (variants[i].kind == KernelVariant::Kind::Final) {
                how = VariantMatch::Guess;
                note = tr("guessed: a final-phase id stands for the final kernel");
                return i;
            }
    }
    how = VariantMatch::None;
    return -1;
}

} // namespace

const LineageNode *VariantLineage::node(const QString &candidateId) const
{
    const auto it = indexOf.constFind(candidateId);
    return it == indexOf.constEnd() ? nullptr : &nodes[*it];
}

QString VariantLineage::matchName(VariantMatch match)
{
    switch (match) {
    case VariantMatch::None: return QStringLiteral("none");
    case VariantMatch::Exact: return QStringLiteral("exact");
    case VariantMatch::Artifact: return QStringLiteral("artifact");
    case VariantMatch::Guess: return QStringLiteral("guess");
    }
    return QString();
}

VariantLineage VariantLineage::build(const QList<PerfRecord> &records, const QList<KernelVariant> &variants,
                                     const RunLayout &layout, const QString &recordsDisplayPath,
                                     const QHash<QString, QByteArray> &fileDigests)
{
    VariantLineage lineage;
    const ExactIndex index(variants);
    PathIndex paths;
    auto warn = [&](const QString &code, int line, const QString &message) {
        lineage.diagnostics.append(
            {Diagnostic::Severity::Warning, code, recordsDisplayPath, line, 0, message});
    };

    QSet<QString> attempted;
    // A run's candidates are about its branch files: one growth instead of a copy per doubling.
    lineage.nodes.reserve(variants.size() + 16);
    lineage.indexOf.reserve(variants.size() + 16);
    bool anyArtifactPath = false;
    for (const PerfRecord &record : records) {
        if (!record.parsed || record.candidateId.isEmpty())
            continue;
        auto it = lineage.indexOf.find(record.candidateId);
        if (it == lineage.indexOf.end()) {
            LineageNode n;
            n.candidateId = record.candidateId;
            n.parentId = record.parentId;
            n.firstRound = record.round ? int(*record.round) : -1;
            it = lineage.indexOf.insert(record.candidateId, int(lineage.nodes.size()));
            lineage.nodes.append(std::move(n));
        } else {
            LineageNode &n = lineage.nodes[*it];
            if (n.parentId != record.parentId) {
                warn(QStringLiteral("lineage.conflicting-parent"), record.line,
                     tr("Candidate \"%1\" was recorded with parent \"%2\" before and \"%3\" here")
                         .arg(record.candidateId, n.parentId.value_or(QStringLiteral("null")),
                              record.parentId.value_or(QStringLiteral("null"))));
            } else if (record.round && n.firstRound >= 0 && *record.round != n.firstRound
                       && record.contract != Generation::B) {
                warn(QStringLiteral("lineage.duplicate-id"), record.line,
                     tr("Candidate id \"%1\" is reused in round %2 (first seen in round %3)")
                         .arg(record.candidateId, QString::number(*record.round),
                              QString::number(n.firstRound)));
            }
        }
        LineageNode &n = lineage.nodes[*it];
        n.recordLines.append(record.line);
        if (record.l0Pass && !*record.l0Pass)
            n.anyL0Failure = true;
        // Match each candidate once (Gen B: once per artifact path): a candidate measured on many
        // workloads would otherwise repeat the same search for every record.
        const bool byArtifact = record.contract == Generation::B && !record.artifactPath.isEmpty();
        anyArtifactPath = anyArtifactPath || byArtifact;
        const QString attemptKey
            = byArtifact ? record.candidateId + QLatin1Char('\n') + record.artifactPath : record.candidateId;
        const bool tried = attempted.contains(attemptKey);
        attempted.insert(attemptKey);
        if (!tried && (n.variantIndex < 0 || n.match == VariantMatch::Guess)) {
            VariantMatch how = VariantMatch::None;
            QString note;
            const int found = matchVariant(record.candidateId, record.round ? int(*record.round) : -1,
                                           record.contract == Generation::B ? record.artifactPath : QString(),
                                           variants, index, paths, layout, how, note);
            if (found >= 0 && (n.variantIndex < 0 || how != VariantMatch::Guess)) {
                n.variantIndex = found;
                n.match = how;
                n.matchNote = note;
            }
        }
    }

    // Gen B names the file each record measured: a name no file has (renamed, deleted) is said once
    // per candidate and name, where the candidate's id still found a file (where it found none, the
    // candidate's own warning says so). One leading out of the run is the loader's error already.
    if (anyArtifactPath) {
        QSet<QString> files;
        for (const KernelVariant &v : variants)
            files.insert(QDir::cleanPath(layout.absolute(v.relativePath)));
        QSet<QString> said;
        for (const PerfRecord &record : records) {
            if (!record.valid || record.contract != Generation::B || record.artifactPath.isEmpty())
                continue;
            const QString abs = QDir::cleanPath(QDir(layout.perfOptDir).filePath(record.artifactPath));
            if (files.contains(abs) || !RunRoot::isInside(layout.operatorDir, abs))
                continue;
            const auto node = lineage.indexOf.constFind(record.candidateId);
            if (node == lineage.indexOf.cend() || lineage.nodes[*node].variantIndex < 0)
                continue;
            const QString key = record.candidateId + u'\n' + record.artifactPath;
            if (said.contains(key))
                continue;
            said.insert(key);
            // Where the path leads (it is relative to perf_opt/): "perf_opt/x.py" there is perf_opt/perf_opt/x.py.
            warn(QStringLiteral("lineage.artifact-missing"), record.line,
                 tr("artifact_path %1 (relative to perf_opt/: %2) names no kernel file of the run; %3 is read as "
                    "candidate %4's")
                     .arg(record.artifactPath, QDir(layout.operatorDir).relativeFilePath(abs),
                          variants[lineage.nodes[*node].variantIndex].relativePath, record.candidateId));
        }
    }

    // Edges, unknown parents.
    for (int i = 0; i < lineage.nodes.size(); ++i) {
        LineageNode &n = lineage.nodes[i];
        if (!n.parentId || n.parentId->isEmpty()) {
            lineage.roots.append(i);
            continue;
        }
        const auto parent = lineage.indexOf.constFind(*n.parentId);
        if (parent == lineage.indexOf.constEnd()) {
            n.parentKnown = false;
            lineage.roots.append(i);
            warn(QStringLiteral("lineage.unknown-parent"), n.recordLines.value(0),
                 tr("Parent \"%1\" of candidate \"%2\" was never recorded").arg(*n.parentId, n.candidateId));
            continue;
        }
        lineage.nodes[*parent].children.append(i);
    }

    // Cycles: one walk up the parents per node, each node visited once (linear even for a chain of
    // many thousand candidates). A walk that meets a node of its own path has found a cycle.
    {
        const int count = int(lineage.nodes.size());
        std::vector<int> parentOf(count, -1);
        for (int i = 0; i < count; ++i) {
            const LineageNode &n = lineage.nodes[i];
            // An empty parent_id is a root (see above), not a link to whatever indexOf.value("") gives.
            if (n.parentId && !n.parentId->isEmpty() && n.parentKnown)
                parentOf[i] = lineage.indexOf.value(*n.parentId);
        }
        enum : char { Unvisited, OnPath, Done };
        std::vector<char> state(count, Unvisited);
        std::vector<int> path;
        QList<std::pair<int, Diagnostic>> cycles; // reported in the order of their first member
        QList<int> inCycle;
        for (int start = 0; start < count; ++start) {
            if (state[start] != Unvisited)
                continue;
            path.clear();
            int at = start;
            while (at >= 0 && state[at] == Unvisited) {
                state[at] = OnPath;
                path.push_back(at);
                at = parentOf[at];
            }
            if (at >= 0 && state[at] == OnPath) {
                // The cycle is the path from `at` on; report it at its lowest-numbered member.
                int first = at;
                int walk = at;
                do {
                    first = std::min(first, walk);
                    walk = parentOf[walk];
                } while (walk != at);
                QStringList members;
                walk = first;
                do {
                    inCycle.append(walk);
                    members.append(lineage.nodes[walk].candidateId);
                    walk = parentOf[walk];
                } while (walk != first);
                cycles.append({first, Diagnostic {Diagnostic::Severity::Error, QStringLiteral("lineage.cycle"),
                                                  recordsDisplayPath, lineage.nodes[first].recordLines.value(0), 0,
                                                  tr("parent_id forms a cycle: %1")
                                                      .arg(members.join(QStringLiteral(" → ")))}});
            }
            for (int i : path)
                state[i] = Done;
        }
        std::sort(cycles.begin(), cycles.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        for (const auto &cycle : std::as_const(cycles))
            lineage.diagnostics.append(cycle.second);
        // A node inside a cycle never reaches a root: make it one so that views can still show it.
        std::sort(inCycle.begin(), inCycle.end());
        const QSet<int> roots(lineage.roots.cbegin(), lineage.roots.cend());
        for (int i : std::as_const(inCycle))
            if (!roots.contains(i))
                lineage.roots.append(i);
    }

    QSet<int> cited;
    for (const LineageNode &n : std::as_const(lineage.nodes)) {
        if (n.variantIndex >= 0)
            cited.insert(n.variantIndex);
        else if (n.candidateId != QLatin1String("baseline"))
            warn(QStringLiteral("lineage.no-file"), n.recordLines.value(0),
                 tr("Recorded candidate \"%1\" has no kernel file").arg(n.candidateId));
    }
    for (int i = 0; i < variants.size(); ++i)
        if (variants[i].kind == KernelVariant::Kind::Branch && !cited.contains(i))
            lineage.unmeasuredVariants.append(i);

    // The final kernel is a copy of the winning branch: identical bytes name the final candidate.
    const QByteArray finalDigest = fileDigests.value(layout.finalKernel);
    if (!finalDigest.isEmpty()) {
        for (const LineageNode &n : std::as_const(lineage.nodes)) {
            if (n.variantIndex < 0 || variants[n.variantIndex].kind != KernelVariant::Kind::Branch)
                continue;
            if (fileDigests.value(variants[n.variantIndex].relativePath) == finalDigest)
                lineage.finalCandidateId = n.candidateId; // the last recorded one wins
        }
        // A final kernel that is the operator's own baseline, byte for byte, is the baseline: the run
        // delivered no change, whatever its log adopted.
        for (const LineageNode &n : std::as_const(lineage.nodes)) {
            if (!lineage.finalCandidateId.isEmpty())
                break;
            if (n.variantIndex >= 0 && variants[n.variantIndex].kind == KernelVariant::Kind::Baseline
                && fileDigests.value(variants[n.variantIndex].relativePath) == finalDigest)
                lineage.finalCandidateId = n.candidateId;
        }
    }
    return lineage;
}
