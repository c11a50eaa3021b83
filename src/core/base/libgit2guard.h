// SPDX-License-Identifier: MIT
#pragma once

// libgit2 wants git_libgit2_init() before use and git_libgit2_shutdown() at the end. Whoever calls
// libgit2 calls ensure() first; the matching shutdown runs when the process exits.
class LibGit2Guard
{
public:
    static void ensure();

private:
    LibGit2Guard();
    ~LibGit2Guard();
};
