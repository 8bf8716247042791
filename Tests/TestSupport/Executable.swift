import Foundation

/// Runs the built `layoutlab` the way a person or a script would, and collects what it said.
public struct Transcript: Equatable, CustomStringConvertible {
    public var output: String
    public var error: String
    public var status: Int32

    public init(output: String, error: String, status: Int32) {
        self.output = output
        self.error = error
        self.status = status
    }

    public var description: String { "exit \(status)\n--- stdout\n\(output)--- stderr\n\(error)" }
}

public enum Executable {
    /// The `layoutlab` binary built beside the test bundle, or `LAYOUTLAB_BIN` when set.
    public static var path: String {
        if let explicit = ProcessInfo.processInfo.environment["LAYOUTLAB_BIN"] { return explicit }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = bundle.deletingLastPathComponent()
        // The test bundle may be a directory (…/X.xctest/…) or a file beside the binaries.
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("layoutlab").path),
            directory.path != "/"
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("layoutlab").path
    }

    /// Runs `layoutlab` with arguments and standard input, in a clean environment with a
    /// home of its own, and waits for it (killing it after `timeout` seconds, so a hang fails
    /// the test instead of holding up the run).
    public static func run(
        _ arguments: [String],
        input: String = "",
        environment: [String: String] = [:]
    ) throws -> Transcript {
        try run(arguments, inputData: Data(input.utf8), environment: environment)
    }

    /// Whether tests run as root: then `unprivileged` drops to `nobody`, for what only an
    /// ordinary user meets (a file without read permission, process limits).
    public static var isRoot: Bool { geteuid() == 0 }

    /// The command that runs `layoutlab` as an ordinary user: through setpriv as `nobody`
    /// when the tests run as root, as itself otherwise.
    public static var unprivileged: [String] {
        isRoot ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--", path] : [path]
    }

    /// A new folder the unprivileged user owns (a home, a state folder).
    public static func unprivilegedFolder(_ name: String) throws -> String {
        let folder = try TemporaryFolder.made(name)
        if isRoot { chown(folder, 65534, 65534) }
        return folder
    }

    /// Runs `layoutlab` as an ordinary user (see `unprivileged`) with `home` as its state folder.
    public static func runUnprivileged(
        _ arguments: [String], input: String = "", home: String, environment: [String: String] = [:]
    ) throws -> Transcript {
        let command = unprivileged
        var base = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "NO_COLOR": "1", "COLUMNS": "80"]
        base["HOME"] = home
        base["LAYOUTLAB_HOME"] = home
        let result = try ChildProcess.run(
            command[0], Array(command.dropFirst()) + arguments, environment: base.merging(environment) { $1 },
            input: Data(input.utf8), timeout: 120)
        var error = String(decoding: result.error, as: UTF8.self)
        if result.timedOut { error += "[test: killed after 120 s]\n" }
        return Transcript(output: String(decoding: result.output, as: UTF8.self), error: error, status: result.status)
    }

    public static func run(
        _ arguments: [String],
        inputData: Data,
        environment: [String: String] = [:],
        timeout: TimeInterval = 120
    ) throws -> Transcript {
        var base = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "NO_COLOR": "1", "COLUMNS": "80"]
        base["HOME"] = TemporaryFolder.path("layoutlab-home")
        let result = try ChildProcess.run(
            path, arguments, environment: base.merging(environment) { $1 }, input: inputData, timeout: timeout)
        var error = String(decoding: result.error, as: UTF8.self)
        if result.timedOut { error += "[test: killed after \(Int(timeout)) s]\n" }
        return Transcript(
            output: String(decoding: result.output, as: UTF8.self), error: error, status: result.status)
    }
}
