import LabSupport
import LabText
import LayoutCore
import Workbench

/// `layoutlab run FILE|-`: the shell's commands from a file, printed as a transcript (each
/// command after a `> ` marker, then its output). The first error stops the run with
/// `FILE:LINE: error: …` unless `keepGoing` is set.
public struct ScriptRunner {
    public let session: Session
    public let keepGoing: Bool

    /// The most picture lines autoshow draws in one run: a script of 20,000 adds, each
    /// picture a line taller, would write gigabytes (`show` still draws one whenever asked).
    public static let pictureLines = 100_000

    public init(session: Session, keepGoing: Bool) {
        self.session = session
        self.keepGoing = keepGoing
        session.autoshowBudget = Self.pictureLines
    }

    /// Runs the lines; returns 0 when every command succeeded, 1 otherwise.
    public func run(lines: [String], name: String) -> Int32 {
        var failed = false
        for (offset, line) in lines.enumerated() {
            let trimmed = line.trimmingWhitespace
            if trimmed.isEmpty {
                StandardStreams.writeOutput("\n")
                continue
            }
            if trimmed.hasPrefix("#") {
                StandardStreams.writeOutput(trimmed + "\n")
                continue
            }
            StandardStreams.writeOutput("> \(VisibleText.of(trimmed))\n")
            let reply = session.execute(line)
            if !reply.lines.isEmpty { StandardStreams.writeOutput(reply.lines.joined(separator: "\n") + "\n") }
            if let error = reply.error {
                StandardStreams.writeError("\(name):\(offset + 1): error: \(error)\n")
                failed = true
                if !keepGoing { return 1 }
            }
            if reply.quit { break }
            // Ctrl-C: the command said what it had; the rest of the script is not run.
            if Interruption.isRequested {
                StandardStreams.writeError(
                    "\(name):\(offset + 1): stopped by Ctrl-C; the lines after it were not run\n")
                return 1
            }
        }
        return failed ? 1 : 0
    }

    /// The lines of a file, or of standard input for `-`; why not, when it cannot be read.
    public static func readLines(_ path: String) throws(FileProblem) -> [String] {
        // A script is at most 16 MB, and a file (never a device: `run /dev/zero` reads forever).
        let limit = 16 << 20
        let bytes: [UInt8]
        if path == "-" {
            guard let input = StandardStreams.readAllInput(limit: limit) else {
                throw .cannotRead(path, reason: "it is larger than \(limit >> 20) MB, the most that is read")
            }
            bytes = input
        } else {
            switch FileSystem.readRegularFile(path, limit: limit) {
            case .success(let read?): bytes = read
            case .success(nil): throw .cannotRead(path, reason: "No such file or directory")
            case .failure(let failure): throw .cannotRead(path, reason: failure.reason)
            }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines.map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
    }
}
