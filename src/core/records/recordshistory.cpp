// SPDX-License-Identifier: MIT
#include "records/recordshistory.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QTimeZone>
#include <git2.h>
#include <memory>

namespace {

struct Libgit2 {
    Libgit2() { git_libgit2_init(); }
    ~Libgit2() { git_libgit2_shutdown(); }
};

template<typename T, void (*Free)(T *)>
struct GitPtr {
    T *p = nullptr;
    ~GitPtr()
    {
        if (p)
            Free(p);
    }
};

QList<QByteArray> lines(const QByteArray &bytes)
{
    QList<QByteArray> out = bytes.split('\n');
    if (!out.isEmpty() && out.last().isEmpty())
        out.removeLast(); // the newline that ends the last record
    for (QByteArray &line : out)
        if (line.endsWith('\r'))
            line.chop(1);
    return out;
}

} // namespace

QList<RecordsVersion> RecordsHistory::gitVersions(const QString &recordsAbsolutePath, QString *error)
{
    static Libgit2 library;
    QList<RecordsVersion> versions;
    GitPtr<git_repository, git_repository_free> repo;
    git_buf root = GIT_BUF_INIT;
    const QByteArray start = QFileInfo(recordsAbsolutePath).absolutePath().toUtf8();
    if (git_repository_discover(&root, start.constData(), 0, nullptr) != 0)
        return versions; // not in a repository: nothing to compare with
    const int opened = git_repository_open(&repo.p, root.ptr);
    git_buf_dispose(&root);
    if (opened != 0 || git_repository_is_bare(repo.p)) {
        if (error)
            *error = QString::fromUtf8(git_error_last() ? git_error_last()->message : "cannot open repository");
        return versions;
    }
    const QString workdir = QDir(QString::fromUtf8(git_repository_workdir(repo.p))).canonicalPath();
    const QString relative = QDir(workdir).relativeFilePath(QFileInfo(recordsAbsolutePath).canonicalFilePath());
    if (relative.startsWith(QLatin1String("..")))
        return versions;
    const QByteArray path = relative.toUtf8();

    GitPtr<git_revwalk, git_revwalk_free> walk;
    if (git_revwalk_new(&walk.p, repo.p) != 0 || git_revwalk_push_head(walk.p) != 0)
        return versions; // an empty repository has no HEAD
    git_revwalk_sorting(walk.p, GIT_SORT_TOPOLOGICAL | GIT_SORT_TIME | GIT_SORT_REVERSE);
    git_oid oid;
    git_oid lastBlob{};
    bool haveLast = false;
    while (git_revwalk_next(&oid, walk.p) == 0) {
        GitPtr<git_commit, git_commit_free> commit;
        if (git_commit_lookup(&commit.p, repo.p, &oid) != 0)
            continue;
        GitPtr<git_tree, git_tree_free> tree;
        if (git_commit_tree(&tree.p, commit.p) != 0)
            continue;
        GitPtr<git_tree_entry, git_tree_entry_free> entry;
        if (git_tree_entry_bypath(&entry.p, tree.p, path.constData()) != 0)
            continue; // the file does not exist in this commit
        const git_oid *blobId = git_tree_entry_id(entry.p);
        if (haveLast && git_oid_equal(blobId, &lastBlob))
            continue; // unchanged by this commit
        GitPtr<git_blob, git_blob_free> blob;
        if (git_blob_lookup(&blob.p, repo.p, blobId) != 0)
            continue;
        git_oid_cpy(&lastBlob, blobId);
        haveLast = true;
        char shortId[8] = {};
        git_oid_tostr(shortId, sizeof shortId, &oid);
        const QDateTime when = QDateTime::fromSecsSinceEpoch(git_commit_time(commit.p), QTimeZone::UTC);
        RecordsVersion version;
        version.label = QCoreApplication::translate("RecordsHistory", "commit %1 (%2)")
                            .arg(QString::fromLatin1(shortId), when.toString(Qt::ISODate));
        version.bytes = QByteArray(static_cast<const char *>(git_blob_rawcontent(blob.p)),
                                   qsizetype(git_blob_rawsize(blob.p)));
        versions.append(version);
    }
    return versions;
}

QList<AppendOnlyViolation> RecordsHistory::check(const QList<RecordsVersion> &versions, const QByteArray &current,
                                                 const QString &currentLabel)
{
    QList<AppendOnlyViolation> violations;
    QList<RecordsVersion> all = versions;
    all.append({currentLabel, current});
    for (qsizetype v = 0; v + 1 < all.size(); ++v) {
        const QList<QByteArray> before = lines(all[v].bytes);
        const QList<QByteArray> after = lines(all[v + 1].bytes);
        for (qsizetype i = 0; i < before.size(); ++i) {
            // A last line that was still being written may be completed later; that is appending.
            const bool lastIncomplete = i == before.size() - 1 && !all[v].bytes.endsWith('\n');
            if (i < after.size() && (after[i] == before[i] || (lastIncomplete && after[i].startsWith(before[i]))))
                continue;
            violations.append({all[v].label, all[v + 1].label, int(i + 1), QString::fromUtf8(before[i]),
                               i < after.size() ? QString::fromUtf8(after[i]) : QString()});
            break; // the first difference says enough about this pair
        }
    }
    return violations;
}
