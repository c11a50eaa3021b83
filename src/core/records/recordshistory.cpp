// SPDX-License-Identifier: MIT
#include "records/recordshistory.h"

#include "base/libgit2.h"
#include "base/linesplitter.h"
#include "records/perfrecordsfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QTimeZone>
#include <git2.h>
#include <functional>
#include <memory>
#include <optional>

namespace {

template<typename T>
struct GitPtr {
    explicit GitPtr(void (*release)(T *))
        : release(release)
    {
    }
    GitPtr(const GitPtr &) = delete;
    GitPtr &operator=(const GitPtr &) = delete;
    ~GitPtr()
    {
        if (p)
            release(p);
    }
    T *p = nullptr;
    void (*release)(T *);
};

// Whether `dir` or a folder above it can hold the repository git_repository_discover() finds: a
// ".git" entry, or a bare repository's own layout. Starting libgit2 costs more than reading a large
// run's records (its TLS and hash back ends), and most runs are not in a repository.
bool mayBeInRepository(const QString &dir)
{
    for (QDir at(dir);;) {
        if (at.exists(QStringLiteral(".git"))
            || (at.exists(QStringLiteral("HEAD")) && at.exists(QStringLiteral("objects"))
                && at.exists(QStringLiteral("refs"))))
            return true;
        if (!at.cdUp())
            return false;
    }
}

// The lines of an earlier version, one after the other, without their line ends: views into its
// bytes, never a list of them (a snapshot may be 64 MiB of empty lines).
class LineCursor
{
public:
    explicit LineCursor(QByteArrayView bytes)
        : m_bytes(bytes)
    {
    }
    bool atEnd() const { return m_at >= m_bytes.size(); }
    // The line at the cursor; moves past it. Only when !atEnd().
    QByteArrayView next()
    {
        qsizetype end = m_bytes.indexOf('\n', m_at);
        if (end < 0)
            end = m_bytes.size();
        QByteArrayView line = m_bytes.sliced(m_at, end - m_at);
        m_at = end + 1;
        if (line.endsWith('\r'))
            line.chop(1);
        return line;
    }

private:
    QByteArrayView m_bytes;
    qsizetype m_at = 0;
};

} // namespace

QList<RecordsVersion> RecordsHistory::gitVersions(const QString &recordsAbsolutePath, QString *error)
{
    QList<RecordsVersion> versions;
    const QString startDir = QFileInfo(recordsAbsolutePath).absolutePath();
    if (!mayBeInRepository(startDir))
        return versions;
    QString loadError;
    const LibGit2 *git = LibGit2::get(&loadError);
    if (!git) {
        if (error)
            *error = loadError;
        return versions;
    }
    GitPtr<git_repository> repo(git->git_repository_free);
    git_buf root = GIT_BUF_INIT;
    const QByteArray start = startDir.toUtf8();
    if (git->git_repository_discover(&root, start.constData(), 0, nullptr) != 0)
        return versions; // not in a repository: nothing to compare with
    const int opened = git->git_repository_open(&repo.p, root.ptr);
    git->git_buf_dispose(&root);
    if (opened != 0) {
        if (error)
            *error = git->lastError(opened);
        return versions;
    }
    if (git->git_repository_is_bare(repo.p)) // no working tree holds the file
        return versions;
    const QString workdir = QDir(QString::fromUtf8(git->git_repository_workdir(repo.p))).canonicalPath();
    const QString relative = QDir(workdir).relativeFilePath(QFileInfo(recordsAbsolutePath).canonicalFilePath());
    if (relative.startsWith(QLatin1String("..")))
        return versions;
    const QByteArray path = relative.toUtf8();

    GitPtr<git_revwalk> walk(git->git_revwalk_free);
    if (git->git_revwalk_new(&walk.p, repo.p) != 0 || git->git_revwalk_push_head(walk.p) != 0)
        return versions; // an empty repository has no HEAD
    git->git_revwalk_sorting(walk.p, GIT_SORT_TOPOLOGICAL | GIT_SORT_TIME | GIT_SORT_REVERSE);
    git_oid oid;
    git_oid lastBlob{};
    bool haveLast = false;
    while (git->git_revwalk_next(&oid, walk.p) == 0) {
        GitPtr<git_commit> commit(git->git_commit_free);
        if (git->git_commit_lookup(&commit.p, repo.p, &oid) != 0)
            continue;
        GitPtr<git_tree> tree(git->git_tree_free);
        if (git->git_commit_tree(&tree.p, commit.p) != 0)
            continue;
        GitPtr<git_tree_entry> entry(git->git_tree_entry_free);
        if (git->git_tree_entry_bypath(&entry.p, tree.p, path.constData()) != 0)
            continue; // the file does not exist in this commit
        const git_oid *blobId = git->git_tree_entry_id(entry.p);
        if (haveLast && git->git_oid_equal(blobId, &lastBlob))
            continue; // unchanged by this commit
        GitPtr<git_blob> blob(git->git_blob_free);
        if (git->git_blob_lookup(&blob.p, repo.p, blobId) != 0)
            continue;
        git->git_oid_cpy(&lastBlob, blobId);
        haveLast = true;
        char shortId[8] = {};
        git->git_oid_tostr(shortId, sizeof shortId, &oid);
        const QDateTime when = QDateTime::fromSecsSinceEpoch(git->git_commit_time(commit.p), QTimeZone::UTC);
        RecordsVersion version;
        version.label = QCoreApplication::translate("RecordsHistory", "commit %1 (%2)")
                            .arg(QString::fromLatin1(shortId), when.toString(Qt::ISODate));
        version.bytes = QByteArray(static_cast<const char *>(git->git_blob_rawcontent(blob.p)),
                                   qsizetype(git->git_blob_rawsize(blob.p)));
        versions.append(version);
    }
    return versions;
}

namespace {

using ByteSource = std::function<void(const std::function<bool(QByteArrayView)> &)>;

// The first line of `earlier` that `later` changed or lost. The later version streams by line by
// line, never held: a line longer than any earlier one (and than a record line may be) cannot equal
// one, and only its start is kept, to see whether it completes an unfinished last line.
std::optional<AppendOnlyViolation> firstChange(const RecordsVersion &earlier, const QString &laterLabel,
                                               const ByteSource &later)
{
    if (earlier.bytes.isEmpty())
        return std::nullopt;
    qsizetype longest = 0;
    qsizetype count = 0;
    for (LineCursor lines(earlier.bytes); !lines.atEnd(); ++count)
        longest = std::max(longest, lines.next().size());
    const qsizetype keep = std::max<qsizetype>(longest, 200);
    std::optional<AppendOnlyViolation> change;
    LineCursor lines(earlier.bytes);
    QByteArrayView before = lines.next(); // line i + 1 of the earlier version
    qsizetype i = 0;
    QByteArray start; // of an overlong line
    LineSplitter splitter(
        LineSplitter::Breaks::LineFeed, std::max(PerfRecordsReader::MaxLineBytes, longest) + 1,
        [&](const LineSplitter::Line &line) {
            QByteArrayView after = line.overlong ? QByteArrayView(start) : line.bytes;
            if (!line.overlong && after.endsWith('\r'))
                after.chop(1);
            // A last line that was still being written may be completed later; that is appending.
            const bool lastIncomplete = i == count - 1 && !earlier.bytes.endsWith('\n');
            if ((!line.overlong && after == before) || (lastIncomplete && after.startsWith(before))) {
                start.clear();
                if (++i == count)
                    return false;
                before = lines.next();
                return true;
            }
            const QString laterText = line.overlong ? QString::fromUtf8(after.first(std::min<qsizetype>(after.size(), 200))) + QStringLiteral("…")
                                                    : QString::fromUtf8(after);
            change = AppendOnlyViolation{earlier.label, laterLabel, int(i + 1), QString::fromUtf8(before), laterText};
            return false;
        },
        [&](QByteArrayView piece) {
            if (start.size() < keep)
                start.append(piece.first(std::min<qsizetype>(piece.size(), keep - start.size())));
        });
    later([&](QByteArrayView chunk) { return splitter.feed(chunk); });
    splitter.finish();
    if (!change && i < count)
        change = AppendOnlyViolation{earlier.label, laterLabel, int(i + 1), QString::fromUtf8(before), QString()};
    return change;
}

QList<AppendOnlyViolation> checkChain(const QList<RecordsVersion> &versions, const QString &currentLabel,
                                      const ByteSource &current)
{
    QList<AppendOnlyViolation> violations;
    for (qsizetype v = 0; v < versions.size(); ++v) {
        const bool last = v + 1 == versions.size();
        const ByteSource next = [&](const std::function<bool(QByteArrayView)> &sink) { sink(versions[v + 1].bytes); };
        if (std::optional<AppendOnlyViolation> change
            = firstChange(versions[v], last ? currentLabel : versions[v + 1].label, last ? current : next))
            violations.append(*change); // the first difference says enough about this pair
    }
    return violations;
}

} // namespace

QList<AppendOnlyViolation> RecordsHistory::check(const QList<RecordsVersion> &versions, const QByteArray &current,
                                                 const QString &currentLabel)
{
    return checkChain(versions, currentLabel, [&](const std::function<bool(QByteArrayView)> &sink) { sink(current); });
}

QList<AppendOnlyViolation> RecordsHistory::check(const QList<RecordsVersion> &versions, const PerfRecordsFile &current,
                                                 const QString &currentLabel)
{
    return checkChain(versions, currentLabel,
                      [&](const std::function<bool(QByteArrayView)> &sink) { current.readBytes(sink); });
}
