// What the exercise supervisor needs of Linux that Swift cannot call directly (prctl and fcntl
// are C variadic functions; unshare and close_range are GNU extensions Swift's Glibc leaves out).
// `layoutlab check` compiles the supervisor with this file as its bridging header
// (-import-objc-header); the package builds it as a module, to type-check the supervisor.
// No _GNU_SOURCE: the package imports this header as a module beside Swift's Glibc, and the
// two must see the C library's declarations alike. The GNU calls go through syscall().
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

/// Makes the calling process a child subreaper: a descendant whose parent dies is handed to it,
/// not to init, so that no process a program starts can leave its tree.
static inline int supervisor_become_subreaper(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); }

/// Asks for `signal` when the parent (the thread that started this process) dies.
static inline int supervisor_signal_on_parent_death(int signal) {
    return prctl(PR_SET_PDEATHSIG, signal, 0, 0, 0);
}

/// Keeps other processes of the same user out of this one's descriptors and memory
/// (/proc/PID/fd, ptrace): the learner's program cannot reach the supervisor's pipe.
static inline int supervisor_keep_private(void) { return prctl(PR_SET_DUMPABLE, 0, 0, 0, 0); }

/// Caps the processes (threads, as the kernel counts them) the user may have: RLIMIT_NPROC,
/// a macro Swift does not see.
static inline int supervisor_limit_processes(unsigned long count) {
    struct rlimit limit = {count, count};
    return setrlimit(RLIMIT_NPROC, &limit);
}

/// Closes every descriptor from `first` up, however high (close_range, Linux 5.9; a loop to
/// the descriptor limit where it is missing).
static inline void supervisor_close_from(int first) {
#ifdef SYS_close_range
    if (syscall(SYS_close_range, (unsigned)first, ~0U, 0) == 0) return;
#endif
    long most = sysconf(_SC_OPEN_MAX);
    if (most < 0 || most > 65536) most = 65536;
    for (int descriptor = first; descriptor < most; descriptor++) close(descriptor);
}

/// Marks a descriptor close-on-exec.
static inline int supervisor_close_on_exec(int descriptor) { return fcntl(descriptor, F_SETFD, FD_CLOEXEC); }

/// A pipe whose two ends are closed on exec from the start (pipe2 with O_CLOEXEC): made with
/// pipe() and then marked, an end could slip into a program another thread starts in between,
/// and the reader would wait for that program to end before it saw the end of the pipe.
static inline int supervisor_pipe_closed_on_exec(int descriptors[2]) {
    return (int)syscall(SYS_pipe2, descriptors, O_CLOEXEC);
}

// The clone flags of <sched.h>, which declares them only under _GNU_SOURCE.
#define SUPERVISOR_CLONE_NEWNS 0x00020000
#define SUPERVISOR_CLONE_NEWUSER 0x10000000
#define SUPERVISOR_CLONE_NEWPID 0x20000000

static inline int supervisor_write_file(const char *path, const char *text) {
    int descriptor = open(path, O_WRONLY | O_CLOEXEC);
    if (descriptor < 0) return -1;
    ssize_t length = (ssize_t)strlen(text);
    ssize_t written = write(descriptor, text, (size_t)length);
    close(descriptor);
    return written == length ? 0 : -1;
}

/// Gives the next child a PID namespace of its own, in which it is process 1: when it ends,
/// the kernel ends every process in the namespace, and none of them can signal anything outside
/// it. Root needs nothing more; another user gets a user namespace too, with its own uid and
/// gid mapped to themselves (it still runs as the user). 0 when done; -1 when the system allows
/// neither (the supervisor then keeps the program's processes by its own means).
static inline int supervisor_enter_namespaces(void) {
    uid_t uid = geteuid();
    gid_t gid = getegid();
    if (uid == 0) return (int)syscall(SYS_unshare, SUPERVISOR_CLONE_NEWPID);
    // The user namespace first, mapped, and only then the PID namespace: a map that cannot be
    // written leaves no namespace the program would be stranded in. (Call it while the process
    // is still dumpable: /proc/self/uid_map is not writable otherwise.)
    if (syscall(SYS_unshare, SUPERVISOR_CLONE_NEWUSER) != 0) return -1;
    char map[64];
    supervisor_write_file("/proc/self/setgroups", "deny");
    snprintf(map, sizeof map, "%u %u 1\n", (unsigned)uid, (unsigned)uid);
    if (supervisor_write_file("/proc/self/uid_map", map) != 0) return -2;
    snprintf(map, sizeof map, "%u %u 1\n", (unsigned)gid, (unsigned)gid);
    if (supervisor_write_file("/proc/self/gid_map", map) != 0) return -2;
    return (int)syscall(SYS_unshare, SUPERVISOR_CLONE_NEWPID);
}

/// For the init of the program's PID namespace: a mount namespace of its own with a /proc of the
/// namespace's, so that the program's processes see each other by the numbers they have (Swift's
/// backtracer reads /proc/PID of the process that trapped) and nothing outside. 0 when done.
static inline int supervisor_mount_private_proc(void) {
    if (syscall(SYS_unshare, SUPERVISOR_CLONE_NEWNS) != 0) return -1;
    if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) return -1;
    return mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL);
}
