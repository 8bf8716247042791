import Foundation

/// Drives a program in a real terminal: a detached tmux session of a fixed size, keys sent
/// with send-keys, the screen read with capture-pane.
public final class TmuxSession {
    public let name: String

    public init(command: String, environment: [String: String], columns: Int = 90, lines: Int = 30) throws {
        name = "layoutlab-test-\(UUID().uuidString.prefix(8))"
        let exports = environment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        try Self.tmux(
            ["new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(lines)", "env \(exports) \(command)"],
            capture: false)
    }

    deinit {
        _ = try? Self.tmux(["kill-session", "-t", name], capture: false)
    }

    /// Sends keys as tmux names them: text, or `Enter`, `Tab`, `Up`, `C-c`, `C-d`.
    public func send(_ keys: String...) throws {
        try Self.tmux(["send-keys", "-t", name] + keys, capture: false)
    }

    /// Changes the window size, as dragging a terminal window does (the program gets SIGWINCH).
    public func resize(columns: Int) throws {
        try Self.tmux(["resize-window", "-t", name, "-x", "\(columns)"], capture: false)
    }

    /// The visible screen, trailing blank lines removed.
    public func screen() throws -> String {
        try Self.tmux(["capture-pane", "-p", "-t", name]).replacingOccurrences(
            of: "\\n+$", with: "", options: .regularExpression)
    }

    /// Waits until the screen contains `text` (or a few seconds pass) and returns the screen.
    @discardableResult
    public func waitFor(_ text: String, seconds: Double = 5) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var current = try screen()
        while !current.contains(text), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            current = try screen()
        }
        return current
    }

    public static var isAvailable: Bool {
        (try? tmux(["-V"], capture: false)) != nil
    }

    @discardableResult
    /// Runs tmux. Output is only captured when asked: a command that starts the tmux server
    /// would hand it our pipe, and reading that pipe would then never end.
    static func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux"] + arguments
        let output = Pipe()
        process.standardOutput = capture ? output : FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = capture ? output.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "tmux", code: Int(process.terminationStatus))
        }
        return String(decoding: data, as: UTF8.self)
    }
}
