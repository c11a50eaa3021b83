// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <git2.h>

// The libgit2 functions perfopt uses. Add one here before calling it.
#define PERFOPT_LIBGIT2_FUNCTIONS(F)                                                                            \
    F(git_libgit2_init)                                                                                        \
    F(git_error_last)                                                                                          \
    F(git_buf_dispose)                                                                                         \
    F(git_diff_options_init)                                                                                   \
    F(git_diff_buffers)                                                                                        \
    F(git_patch_from_buffers)                                                                                  \
    F(git_patch_num_hunks)                                                                                     \
    F(git_patch_to_buf)                                                                                        \
    F(git_patch_free)                                                                                          \
    F(git_repository_discover)                                                                                 \
    F(git_repository_open)                                                                                     \
    F(git_repository_is_bare)                                                                                  \
    F(git_repository_workdir)                                                                                  \
    F(git_repository_free)                                                                                     \
    F(git_revwalk_new)                                                                                         \
    F(git_revwalk_push_head)                                                                                   \
    F(git_revwalk_sorting)                                                                                     \
    F(git_revwalk_next)                                                                                        \
    F(git_revwalk_free)                                                                                        \
    F(git_commit_lookup)                                                                                       \
    F(git_commit_tree)                                                                                         \
    F(git_commit_time)                                                                                         \
    F(git_commit_free)                                                                                         \
    F(git_tree_entry_bypath)                                                                                   \
    F(git_tree_entry_id)                                                                                       \
    F(git_tree_entry_free)                                                                                     \
    F(git_tree_free)                                                                                           \
    F(git_blob_lookup)                                                                                         \
    F(git_blob_rawcontent)                                                                                     \
    F(git_blob_rawsize)                                                                                        \
    F(git_blob_free)                                                                                           \
    F(git_oid_tostr)                                                                                           \
    F(git_oid_equal)                                                                                           \
    F(git_oid_cpy)

// libgit2, loaded the first time a diff or the records' history needs it. Linked, it would load
// with the fourteen libraries it needs (OpenSSL, Kerberos, libssh2, mbedTLS, ...) into every
// process: 2 ms and 3.5 MB before main(), for commands that mostly never diff.
//
// It is never shut down: git_libgit2_shutdown() deletes libgit2's thread-state key, and a pool
// thread that used libgit2 but is still ending (QThread::wait() returns before the thread's key
// destructors run) would then never free its state. The process's exit reclaims the rest.
class LibGit2
{
public:
#define PERFOPT_LIBGIT2_MEMBER(name) decltype(&::name) name = nullptr;
    PERFOPT_LIBGIT2_FUNCTIONS(PERFOPT_LIBGIT2_MEMBER)
#undef PERFOPT_LIBGIT2_MEMBER

    // The loaded and initialised library (loaded once per process, thread-safe), or nullptr with
    // *error saying why it could not be loaded.
    static const LibGit2 *get(QString *error = nullptr);
    // "libgit2 error N" when libgit2 left no message.
    QString lastError(int code) const;

private:
    LibGit2() = default;
};
