// SPDX-License-Identifier: MIT
#pragma once

// libgit2 wants git_libgit2_init() before use. Whoever calls libgit2 calls ensure() first.
//
// It is never shut down: git_libgit2_shutdown() deletes libgit2's thread-state key, and a pool
// thread that used libgit2 but is still tearing down (QThread::wait() returns before the thread's
// key destructors run) would then never free its state. The process's exit reclaims the rest.
class LibGit2Guard
{
public:
    static void ensure();

private:
    LibGit2Guard();
};
