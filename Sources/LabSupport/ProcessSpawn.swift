import LabText

#if canImport(Glibc)
    import Glibc
#endif

/// Starting a program as every part of the lab does — the compiler and a learner's program in
/// `check`, the built executable in the tests: in a process group of its own (so that a deadline
/// or Ctrl-C ends it and all it started), with no signal blocked and the given signals back to
/// their defaults (a test runner's worker threads block most signals, and a child inherits the
/// mask), and with exactly the descriptors asked for.
public enum ProcessSpawn {
    /// What the child finds on one of its descriptors.
    public enum Descriptor {
        /// A file opened on `descriptor` (created with mode 0600 when `flags` ask for it).
        case file(Int32, path: String, flags: Int32)
        /// The parent's descriptor `from` copied onto `to` (a copy is not closed on exec).
        case copy(from: Int32, to: Int32)
    }

    public struct Failure: LabError {
        public var message: String
    }

    /// Starts `path` and returns its process id. `environment` nil passes the lab's own on;
    /// `defaultSignals` nil sets every signal back to its default. `closesOthers` closes every
    /// descriptor above 2 in the child where the C library can (descriptors the program must
    /// get are then copied onto 0…2 only).
    public static func start(
        _ path: String, _ arguments: [String], environment: [String: String]? = nil, descriptors: [Descriptor],
        defaultSignals: [Int32]? = nil, closesOthers: Bool = false
    ) throws(Failure) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in descriptors {
            switch descriptor {
            case .file(let number, let file, let flags):
                posix_spawn_file_actions_addopen(&actions, number, file, flags, 0o600)
            case .copy(let from, let to):
                posix_spawn_file_actions_adddup2(&actions, from, to)
            }
        }
        // Pipes of other work running at the same time must not leak into this child.
        if closesOthers, let closeFrom { _ = closeFrom(&actions, 3) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        if let defaultSignals {
            sigemptyset(&defaults)
            for signal in defaultSignals { sigaddset(&defaults, signal) }
        } else {
            sigfillset(&defaults)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?]? = environment.map {
            $0.map { strdup("\($0.key)=\($0.value)") } + [nil]
        }
        defer {
            argv.forEach { free($0) }
            envp?.forEach { free($0) }
        }
        var pid = pid_t()
        let spawned =
            if var envp {
                posix_spawn(&pid, path, &actions, &attributes, argv, &envp)
            } else {
                posix_spawn(&pid, path, &actions, &attributes, argv, environ)
            }
        guard spawned == 0 else {
            throw Failure(message: "cannot start \(path): \(String(cString: strerror(spawned)))")
        }
        return pid
    }

    /// The exit status once the child has ended (128 + the signal if a signal ended it), nil
    /// while it runs, -1 if it is not ours to wait for any more.
    public static func reap(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == -1, errno == ECHILD { return -1 }
        guard result == pid else { return nil }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// glibc's posix_spawn_file_actions_addclosefrom_np (2.34 and later). Swift's Glibc module
    /// leaves out GNU extensions, so it is looked up by name; older C libraries lack it, and
    /// descriptors opened close-on-exec are then the safeguard.
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    nonisolated(unsafe) private static let closeFrom: CloseFrom? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()
}
