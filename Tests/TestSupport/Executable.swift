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
    /// home of its own, and waits for it.
    public static func run(
        _ arguments: [String],
        input: String = "",
        environment: [String: String] = [:]
    ) throws -> Transcript {
        try run(arguments, inputData: Data(input.utf8), environment: environment)
    }

    public static func run(
        _ arguments: [String],
        inputData: Data,
        environment: [String: String] = [:]
    ) throws -> Transcript {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var base = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "NO_COLOR": "1", "COLUMNS": "80"]
        base["HOME"] =
            FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-home-\(UUID().uuidString)").path
        process.environment = base.merging(environment) { $1 }
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both streams while writing, so a large answer cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var outputData = Data()
        nonisolated(unsafe) var errorData = Data()
        group.enter()
        DispatchQueue.global().async {
            outputData = output.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        group.enter()
        DispatchQueue.global().async {
            errorData = error.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        input.fileHandleForWriting.write(inputData)
        try input.fileHandleForWriting.close()
        group.wait()
        process.waitUntilExit()
        return Transcript(
            output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self),
            status: process.terminationStatus)
    }
}
