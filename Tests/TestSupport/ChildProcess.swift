import Foundation
import LabSupport

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

        var descriptors: [ProcessSpawn.Descriptor] = [.copy(from: stdin.read, to: 0)]
        if let stdout, let stderr {
            descriptors += [.copy(from: stdout.write, to: 1), .copy(from: stderr.write, to: 2)]
        } else {
            descriptors += [.file(1, path: "/dev/null", flags: O_WRONLY), .file(2, path: "/dev/null", flags: O_WRONLY)]
        }
        let pid: pid_t
        do throws(ProcessSpawn.Failure) {
            defer {
                close(stdin.read)
                if let stdout { close(stdout.write) }
                if let stderr { close(stderr.write) }
            }
            pid = try ProcessSpawn.start(
                executable, arguments, environment: environment, descriptors: descriptors, closesOthers: true)
        } catch {
            close(stdin.write)
            if let stdout { close(stdout.read) }
            if let stderr { close(stderr.read) }
            throw SpawnError(description: error.message)
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
            if exitStatus == nil, let status = ProcessSpawn.reap(pid) {
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
        do throws(ProcessSpawn.Failure) {
            return try ProcessSpawn.start(
                executable, arguments, environment: environment,
                descriptors: (Int32(0)...2).map { .file($0, path: "/dev/null", flags: $0 == 0 ? O_RDONLY : O_WRONLY) },
                closesOthers: true)
        } catch {
            throw SpawnError(description: error.message)
        }
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

}
