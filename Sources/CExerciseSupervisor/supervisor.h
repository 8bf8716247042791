// What the exercise supervisor needs of Linux that Swift cannot call directly: prctl is a C
// variadic function. `layoutlab check` compiles the supervisor with this file as its bridging
// header (-import-objc-header); the package builds it as a module, to type-check the supervisor.
#include <sys/prctl.h>
#include <sys/resource.h>

/// Makes the calling process a child subreaper: a descendant whose parent dies is handed to it,
/// not to init, so that no process a program starts can leave its tree.
static inline int supervisor_become_subreaper(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); }

/// Asks for `signal` when the parent (the thread that started this process) dies.
static inline int supervisor_signal_on_parent_death(int signal) {
    return prctl(PR_SET_PDEATHSIG, signal, 0, 0, 0);
}

/// Caps the processes the user may have (RLIMIT_NPROC, a macro Swift does not see).
static inline int supervisor_limit_processes(unsigned long count) {
    struct rlimit limit = {count, count};
    return setrlimit(RLIMIT_NPROC, &limit);
}
