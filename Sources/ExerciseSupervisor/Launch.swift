// Starting the program: its process between fork and exec, the namespace's init, and the
// one line that says how the run ended.
import Glibc

#if canImport(CExerciseSupervisor)
    import CExerciseSupervisor
#endif

func cStrings(_ strings: [String]) -> [UnsafeMutablePointer<CChar>?] { strings.map { strdup($0) } + [nil] }

func finish(_ result: String) -> Never {
    let bytes = Array((result + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    exit(0)
}

func verdict(_ status: Int32) -> String {
    status & 0x7F == 0 ? "exit \((status >> 8) & 0xFF)" : "signal \(status & 0x7F)"
}

/// What the program's process does between its fork and its exec: only system calls on what
/// was made before the fork (the supervisor is single-threaded, so this is safe in Swift).
struct Launch {
    let limits: Limits
    /// The read end of a pipe holding the report's key: the program's at `reportDescriptor + 1`.
    let key: Int32
    let argv: [UnsafeMutablePointer<CChar>?]
    let envp: [UnsafeMutablePointer<CChar>?]
    let userThreads: Int

    func becomeTheProgram(parent: pid_t) -> Never {
        setsid()
        // Should its parent be killed, the program goes with it.
        _ = supervisor_signal_on_parent_death(SIGKILL)
        if getppid() != parent { _exit(126) }
        var limit = rlimit(rlim_cur: rlim_t(limits.memory), rlim_max: rlim_t(limits.memory))
        setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
        limit = rlimit(rlim_cur: rlim_t(limits.output), rlim_max: rlim_t(limits.output))
        setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
        limit = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit)
        // Counted per user, and not at all for root (which the supervisor's loop still caps).
        if userThreads > 0 { _ = supervisor_limit_processes(UInt(userThreads + limits.processes)) }
        // The key's pipe first: its own number may be the report's.
        let keyDescriptor = limits.reportDescriptor + 1
        guard dup2(key, keyDescriptor) == keyDescriptor, dup2(3, 1) == 1, dup2(4, 2) == 2,
            dup2(5, limits.reportDescriptor) == limits.reportDescriptor
        else {
            _exit(126)
        }
        let null = open("/dev/null", O_RDONLY)
        if null != 0 {
            dup2(null, 0)
            close(null)
        }
        for descriptor in Int32(3)..<limits.reportDescriptor { close(descriptor) }
        supervisor_close_from(keyDescriptor + 1)
        var signals = sigset_t()
        sigemptyset(&signals)
        sigprocmask(SIG_SETMASK, &signals, nil)
        for number in [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGXFSZ, SIGPIPE, SIGCHLD] { signal(number, SIG_DFL) }
        if chdir(limits.work) != 0 { _exit(126) }
        execve(argv[0]!, argv, envp)
        _exit(127)
    }
}

/// Process 1 of the program's namespace: starts the program, reaps every process handed to it,
/// and when the program ends writes its status to `report` and ends, which ends the namespace.
func beTheInit(_ launch: Launch, report: Int32) -> Never {
    for number in [SIGTERM, SIGINT, SIGHUP, SIGQUIT] { signal(number, SIG_IGN) }
    // Without it the program's /proc is the lab's, where its own numbers name other processes.
    _ = supervisor_mount_private_proc()
    let program = fork()
    if program == 0 {
        close(report)
        launch.becomeTheProgram(parent: 1)
    }
    if program < 0 { _exit(125) }
    close(1)
    for descriptor in Int32(3)...5 { close(descriptor) }
    while true {
        var status: Int32 = 0
        let pid = waitpid(-1, &status, 0)
        if pid == program {
            _ = withUnsafeBytes(of: status) { write(report, $0.baseAddress, $0.count) }
            _exit(0)
        }
        if pid < 0, errno != EINTR { _exit(0) }
    }
}
