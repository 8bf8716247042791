// A keeper for a program the lab trusts (the compiler): a process of the lab's own that starts
// the program and, however it ends, leaves nothing of it behind. The Swift compiler's driver
// starts its frontends in process groups of their own, so killing the driver's group (or the
// lab dying) used to leave them running under PID 1.
#ifndef LAYOUTLAB_PROCESS_KEEPER_H
#define LAYOUTLAB_PROCESS_KEEPER_H

#include <sys/types.h>

/// Forks the keeper and returns its process id (-1 with errno when it cannot fork). The keeper
/// is a child subreaper in a process group of its own, told when the lab dies (SIGTERM); it
/// starts `path` with `argv` and `envp` (the lab's environment when NULL), the descriptors
/// `in`, `out` and `err` on 0, 1 and 2, every other descriptor closed, no signal blocked or
/// ignored. When the program ends, the keeper kills whatever it left, and ends as the program
/// did (the same exit status, or the same signal). On SIGTERM, SIGINT, SIGHUP or SIGQUIT (the
/// lab stops it, or died) it kills the program and everything it started, then ends by SIGTERM.
/// Between its fork and the program's exec the keeper runs only system calls (the lab has
/// threads), so everything it needs is made before: the strings, the open descriptors.
pid_t keeper_start(
    const char *path, char *const argv[], char *const envp[], int in, int out, int err, pid_t lab);

#endif
