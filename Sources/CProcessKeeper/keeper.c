// The process keeper (see include/keeper.h). Everything after the fork is a system call on
// memory made before it: no allocation, no stdio, no locks.
#define _GNU_SOURCE
#include "keeper.h"
// The supervisor's own helpers (closing descriptors, the subreaper and death signal calls).
#include "../CExerciseSupervisor/supervisor.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static volatile sig_atomic_t stop_requested = 0;

static void on_stop(int signal) {
    (void)signal;
    stop_requested = 1;
}

/// The parent of `pid` from /proc/PID/stat ("PID (NAME) STATE PPID …", the name holding any
/// byte, so read after the last ')'), and whether it has ended (a zombie); -1 when unreadable.
static pid_t parent_of(const char *pid, int *ended) {
    char path[64] = "/proc/";
    size_t length = 6;
    for (const char *c = pid; *c && length < sizeof path - 6; c++) path[length++] = *c;
    const char tail[] = "/stat";
    for (size_t i = 0; i < sizeof tail; i++) path[length + i] = tail[i];
    int descriptor = open(path, O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) return -1;
    char text[1024];
    ssize_t count = read(descriptor, text, sizeof text - 1);
    close(descriptor);
    if (count <= 0) return -1;
    text[count] = 0;
    char *close_paren = NULL;
    for (char *c = text; *c; c++)
        if (*c == ')') close_paren = c;
    if (!close_paren || close_paren[1] != ' ' || !close_paren[2] || close_paren[3] != ' ') return -1;
    *ended = close_paren[2] == 'Z';
    pid_t parent = 0;
    for (char *c = close_paren + 4; *c >= '0' && *c <= '9'; c++) parent = parent * 10 + (*c - '0');
    return parent;
}

#define KEEPER_MOST_PROCESSES 8192

/// Kills every living descendant of this process once; how many there were. Found through the
/// parent of every process in /proc: being a subreaper, the keeper is the parent of any whose
/// own parent died.
static int kill_descendants_once(void) {
    static pid_t pids[KEEPER_MOST_PROCESSES], parents[KEEPER_MOST_PROCESSES];
    static char ended[KEEPER_MOST_PROCESSES], mine[KEEPER_MOST_PROCESSES];
    int count = 0;
    int directory = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (directory < 0) return 0;
    char buffer[8192];
    long got;
    while ((got = syscall(SYS_getdents64, directory, buffer, sizeof buffer)) > 0) {
        for (long offset = 0; offset < got;) {
            struct dirent64 *entry = (struct dirent64 *)(buffer + offset);
            offset += entry->d_reclen;
            const char *name = entry->d_name;
            if (name[0] < '0' || name[0] > '9' || count == KEEPER_MOST_PROCESSES) continue;
            int zombie = 0;
            pid_t parent = parent_of(name, &zombie);
            if (parent < 0) continue;
            pids[count] = (pid_t)atoi(name);
            parents[count] = parent;
            ended[count] = (char)zombie;
            mine[count] = parent == getpid();
            count++;
        }
    }
    close(directory);
    // A grandchild is the child of one already found: repeat until nothing more is found.
    for (int changed = 1; changed;) {
        changed = 0;
        for (int i = 0; i < count; i++) {
            if (mine[i]) continue;
            for (int j = 0; j < count; j++) {
                if (mine[j] && pids[j] == parents[i]) {
                    mine[i] = changed = 1;
                    break;
                }
            }
        }
    }
    int alive = 0;
    for (int i = 0; i < count; i++) {
        if (!mine[i] || ended[i]) continue;
        kill(pids[i], SIGKILL);
        alive++;
    }
    return alive;
}

static double now_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

/// Kills and reaps every descendant until none is left (one killed as it forks leaves a child,
/// found on the next pass), for at most ten seconds.
static void kill_everything(void) {
    double deadline = now_seconds() + 10;
    while (now_seconds() < deadline) {
        int alive = kill_descendants_once();
        int status;
        while (waitpid(-1, &status, WNOHANG) > 0) {}
        if (alive == 0 && waitpid(-1, &status, WNOHANG) < 0 && errno == ECHILD) break;
        struct timespec pause = {0, 1000000};
        nanosleep(&pause, NULL);
    }
}

static void become_the_program(const char *path, char *const argv[], char *const envp[]) {
    struct sigaction fresh = {0};
    fresh.sa_handler = SIG_DFL;
    for (int number = 1; number < NSIG; number++) sigaction(number, &fresh, NULL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    execve(path, argv, envp ? envp : environ);
    _exit(127);
}

/// `in`, `out` and `err` on 0, 1 and 2, and nothing else open: the lab's other descriptors (a
/// pipe another run waits on, the terminal) are none of the keeper's business. Moved through
/// numbers above 9 first, so that one move cannot close another's source.
static int take_descriptors(int in, int out, int err) {
    int moved[3] = {fcntl(in, F_DUPFD_CLOEXEC, 10), fcntl(out, F_DUPFD_CLOEXEC, 10), fcntl(err, F_DUPFD_CLOEXEC, 10)};
    for (int target = 0; target < 3; target++) {
        if (moved[target] < 0 || dup2(moved[target], target) != target) return -1;
    }
    supervisor_close_from(3);
    return 0;
}

static void be_the_keeper(
    const char *path, char *const argv[], char *const envp[], int in, int out, int err, pid_t lab) {
    setpgid(0, 0);
    supervisor_become_subreaper();
    supervisor_signal_on_parent_death(SIGTERM);
    struct sigaction stop = {0};
    stop.sa_handler = on_stop;
    sigemptyset(&stop.sa_mask);
    int stops[] = {SIGTERM, SIGINT, SIGHUP, SIGQUIT};
    for (int i = 0; i < 4; i++) sigaction(stops[i], &stop, NULL);
    struct sigaction fresh = {0};
    fresh.sa_handler = SIG_DFL;
    sigaction(SIGCHLD, &fresh, NULL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    // The lab may have died before the death signal was asked for: nothing would end this.
    if (getppid() != lab || take_descriptors(in, out, err) != 0) _exit(125);
    pid_t program = fork();
    if (program == 0) become_the_program(path, argv, envp);
    if (program < 0) _exit(125);
    int status = 0;
    int program_ended = 0;
    while (!stop_requested) {
        pid_t pid = waitpid(-1, &status, 0);
        if (pid == program) {
            program_ended = 1;
            break;
        }
        if (pid < 0 && errno == ECHILD) break;
    }
    kill_everything();
    if (!program_ended || stop_requested) {
        signal(SIGTERM, SIG_DFL);
        raise(SIGTERM);
        _exit(128 + SIGTERM);
    }
    if (WIFEXITED(status)) _exit(WEXITSTATUS(status));
    int ending = WTERMSIG(status);
    // Ended as the compiler did, without a core file of the keeper's own.
    struct rlimit no_core = {0, 0};
    setrlimit(RLIMIT_CORE, &no_core);
    signal(ending, SIG_DFL);
    raise(ending);
    _exit(128 + ending);
}

pid_t keeper_start(
    const char *path, char *const argv[], char *const envp[], int in, int out, int err, pid_t lab) {
    pid_t keeper = fork();
    if (keeper == 0) be_the_keeper(path, argv, envp, in, out, err, lab);
    return keeper;
}
