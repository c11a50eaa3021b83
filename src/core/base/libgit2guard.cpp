// SPDX-License-Identifier: MIT
#include "base/libgit2guard.h"

#include <git2.h>

LibGit2Guard::LibGit2Guard()
{
    git_libgit2_init();
}

void LibGit2Guard::ensure()
{
    static const LibGit2Guard guard; // thread-safe once
}
