// SPDX-License-Identifier: MIT
// process_cost OUT CMD [ARG...]: runs CMD (its stdout and stderr to /dev/null), waits for it and
// writes "<user + sys seconds> <peak RSS KiB>" of that process alone to OUT; exits with its status.
//
// compare_core.sh measures the Python floor and perfopt with it: the CPU time of the measured
// program to the microsecond, from the kernel's account of that one child (wait4), with nothing of
// the harness in it. Timing a `/usr/bin/time CMD` wrapper with the shell's `time` added the
// wrapper's own start (about 5 ms on a 2-core VM) to both programs, a tenth of a 40 ms command.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>

extern char **environ;

namespace {

double seconds(const timeval &t)
{
    return double(t.tv_sec) + double(t.tv_usec) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: process_cost OUT CMD [ARG...]\n");
        return 2;
    }
    // OUT comes first, so a forgotten OUT turns the command into the output file: refuse to
    // overwrite anything but a plain, non-executable file (a program, a device, a folder).
    struct stat existing
    {
    };
    if (::stat(argv[1], &existing) == 0
        && (!S_ISREG(existing.st_mode) || (existing.st_mode & (S_IXUSR | S_IXGRP | S_IXOTH)) != 0)) {
        std::fprintf(stderr, "process_cost: %s is not a result file (usage: process_cost OUT CMD [ARG...])\n", argv[1]);
        return 2;
    }
    posix_spawn_file_actions_t files;
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_addopen(&files, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&files, 2, "/dev/null", O_WRONLY, 0);
    pid_t child = 0;
    const int spawned = posix_spawnp(&child, argv[2], &files, nullptr, argv + 2, environ);
    posix_spawn_file_actions_destroy(&files);
    if (spawned != 0) {
        std::fprintf(stderr, "process_cost: cannot run %s: %s\n", argv[2], std::strerror(spawned));
        return 127;
    }
    int status = 0;
    rusage usage {};
    while (wait4(child, &status, 0, &usage) < 0) {
        if (errno != EINTR) {
            std::perror("process_cost: wait4");
            return 127;
        }
    }
    std::FILE *out = std::fopen(argv[1], "w");
    if (!out) {
        std::perror("process_cost: cannot write the result");
        return 127;
    }
    std::fprintf(out, "%.6f %ld\n", seconds(usage.ru_utime) + seconds(usage.ru_stime), usage.ru_maxrss);
    std::fclose(out);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
