import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Starts a program with posix_spawn and waits for it with waitpid, with a deadline.
///
/// Why not Foundation's `Process`: on Linux it learns that a child ended through a socket the
/// child inherits, so when the child leaves a daemon behind (tmux starting its server does)
/// `waitUntilExit()` never returns. That hung CI for 90 minutes. Here the child is waited
/// for by its process id, every descriptor but the three standard ones is closed in the
/// child, it starts in a process group of its own with no signal blocked, and the group is
/// killed when the child ends or at the deadline, so no test can hang or leave work behind.
public enum ChildProcess {
    public struct Result {
        public var status: Int32
        public var output: Data
        public var error: Data
        public var timedOut: Bool
    }

    public struct SpawnError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `executable` with `arguments` and `environment` (the whole environment, nothing
    /// inherited), writes `input` to its standard input and collects its two output streams.
    /// With `collectOutput` false both streams go to /dev/null.
    public static func run(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String],
        input: Data = Data(),
        collectOutput: Bool = true,
        timeout: TimeInterval = 120
    ) throws -> Result {
        ignoreBrokenPipes
        var pipes: [(read: Int32, write: Int32)] = []
        do {
            for _ in 0..<(collectOutput ? 3 : 1) { pipes.append(try makePipe()) }
        } catch {
            for pipe in pipes { close(pipe.read); close(pipe.write) }
            throw error
        }
        let stdin = pipes[0]
        let stdout = collectOutput ? pipes[1] : nil
        let stderr = collectOutput ? pipes[2] : nil

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin.read, 0)
        if let stdout, let stderr {
            posix_spawn_file_actions_adddup2(&actions, stdout.write, 1)
            posix_spawn_file_actions_adddup2(&actions, stderr.write, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        // Pipes of other tests running at the same time must not leak into this child (they
        // are close-on-exec too; this also covers descriptors opened by others without it).
        if let closeFrom { _ = closeFrom(&actions, 3) }

        // The test runner's worker threads block most signals, and a spawned program would
        // inherit that mask: tmux could then not end its shell with SIGHUP. Start clean.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        // A process group of its own, so that a deadline ends the child and all it started.
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(stdin.read)
        if let stdout { close(stdout.write) }
        if let stderr { close(stderr.write) }
        guard spawned == 0 else {
            close(stdin.write)
            if let stdout { close(stdout.read) }
            if let stderr { close(stderr.read) }
            throw SpawnError(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }

        // Input is written on its own thread: a child that answers before reading all of it
        // would otherwise block on a full output pipe while we block on a full input pipe.
        let writer = Thread {
            input.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = write(stdin.write, bytes.baseAddress! + offset, bytes.count - offset)
                    if written <= 0 { break }
                    offset += written
                }
            }
            close(stdin.write)
        }
        writer.start()

        let clock = ContinuousClock()
        var deadline = clock.now.advanced(by: .milliseconds(Int64(timeout * 1000)))
        var collected = [Data(), Data()]
        let streams = [stdout?.read, stderr?.read]
        var open = streams.compactMap { $0 }
        var timedOut = false
        var exitStatus: Int32? = nil
        while exitStatus == nil || !open.isEmpty {
            if exitStatus == nil, let status = reap(pid) {
                exitStatus = status
                // Whatever it left running in its group goes too (a daemon starts its own).
                kill(-pid, SIGKILL)
                // A descendant left running may hold the pipes open: read on only a little.
                deadline = min(deadline, clock.now.advanced(by: .seconds(2)))
            }
            if open.isEmpty {
                usleep(10_000)
            } else {
                var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
                _ = poll(&fds, nfds_t(fds.count), 50)
                for entry in fds where entry.revents != 0 {
                    var buffer = [UInt8](repeating: 0, count: 65536)
                    let count = read(entry.fd, &buffer, buffer.count)
                    if count > 0 {
                        collected[streams.firstIndex(of: entry.fd)!].append(contentsOf: buffer[0..<count])
                    } else if count == 0 || errno != EINTR {
                        close(entry.fd)
                        open.removeAll { $0 == entry.fd }
                    }
                }
            }
            if clock.now > deadline {
                if exitStatus == nil {
                    timedOut = true
                    kill(-pid, SIGKILL)
                } else {
                    open.forEach { close($0) }
                    open.removeAll()
                }
            }
        }
        return Result(status: exitStatus!, output: collected[0], error: collected[1], timedOut: timedOut)
    }

    /// Starts `executable` in a process group of its own with no input and its output thrown
    /// away, and returns at once with its process id (for a test that kills it mid-way).
    public static func start(_ executable: String, _ arguments: [String], environment: [String: String]) throws
        -> pid_t
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in Int32(0)...2 {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        if let closeFrom { _ = closeFrom(&actions, 3) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw SpawnError(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        return pid
    }

    /// A child that exits before reading all its input must not take the test runner down
    /// with SIGPIPE; the write fails instead.
    private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            throw SpawnError(description: "cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// glibc's posix_spawn_file_actions_addclosefrom_np (2.34 and later). Swift's Glibc module
    /// leaves out GNU extensions, so it is looked up by name.
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let closeFrom: CloseFrom? = {
        // Older C libraries lack it; the pipes being close-on-exec is then the safeguard.
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()

    /// The exit status once the child has ended (128 + the signal if a signal ended it),
    /// nil while it runs, -1 if it is not ours to wait for any more.
    private static func reap(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == -1, errno == ECHILD { return -1 }
        guard result == pid else { return nil }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
