import Foundation
import Testing

/// Drives a program in a real terminal: a detached tmux session of a fixed size, keys sent
/// with send-keys, the screen read with capture-pane.
public final class TmuxSession {
    public let name: String

    /// Starts `command` in a tmux server of its own (a private socket, no configuration
    /// file), so a test never touches a person's tmux and ending the session ends everything.
    public init(command: String, environment: [String: String], columns: Int = 90, lines: Int = 30) throws {
        name = "layoutlab-test-\(getpid())-\(UUID().uuidString.prefix(8))"
        let exports = environment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        try tmux(
            ["new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(lines)", "env \(exports) \(command)"],
            capture: false)
    }

    deinit {
        _ = try? tmux(["kill-server"], capture: false)
    }

    /// Sends keys as tmux names them: text, or `Enter`, `Tab`, `Up`, `C-c`, `C-d`.
    public func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", name] + keys, capture: false)
    }

    /// Changes the window size, as dragging a terminal window does (the program gets SIGWINCH).
    public func resize(columns: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", "\(columns)"], capture: false)
    }

    /// The visible screen, each line's trailing spaces and the trailing blank lines removed. A
    /// line the terminal wrapped (the program wrote it wider than the window) is one line here,
    /// as the program wrote it (`-J`): a test that lines fit the window can then fail.
    public func screen() throws -> String {
        let lines = try tmux(["capture-pane", "-p", "-J", "-t", name]).split(
            separator: "\n", omittingEmptySubsequences: false)
        let trimmed = lines.map { line in line.lastIndex { $0 != " " }.map { line[...$0] } ?? "" }
        return trimmed.joined(separator: "\n")
            .replacingOccurrences(of: "\n+$", with: "", options: .regularExpression)
    }

    /// The process id of the program in the pane (`env` execs into the command).
    public func programID() throws -> Int32? {
        Int32(
            try tmux(["display-message", "-p", "-t", name, "#{pane_pid}"]).trimmingCharacters(
                in: .whitespacesAndNewlines))
    }

    /// Waits until the screen shows `text` and returns the screen (see `waitUntil`).
    @discardableResult
    public func waitFor(
        _ text: String, seconds: Double = 20, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        try waitFor(anyOf: [text], seconds: seconds, sourceLocation: sourceLocation)
    }

    /// Waits until the screen shows one of `texts` (what is first on screen may have scrolled
    /// away by the time the screen is read). Given `changedFrom`, a screen that is still that
    /// one does not count (a page that shows the text before a key is read).
    @discardableResult
    public func waitFor(
        anyOf texts: [String], seconds: Double = 20, changedFrom previous: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        try waitUntil("\(texts)", seconds: seconds, sourceLocation: sourceLocation) { screen in
            screen != previous && texts.contains { Self.shows($0, on: screen) }
        }
    }

    /// Sends `keys`, then waits until `text` is shown once more than before them, counting in
    /// the scrollback too (a message an earlier command left on the screen does not count, and
    /// one that scrolls off as the new one comes is still counted); returns the screen.
    @discardableResult
    public func waitForAnother(
        _ text: String, afterSending keys: String..., seconds: Double = 20,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let before = try history().components(separatedBy: text).count
        try tmux(["send-keys", "-t", name] + keys, capture: false)
        return try waitUntil("another \(text)", seconds: seconds, scrollback: true, sourceLocation: sourceLocation) {
            $0.components(separatedBy: text).count > before
        }
    }

    /// Everything the pane has shown, its scrollback included, lines as the program wrote them.
    private func history() throws -> String {
        try tmux(["capture-pane", "-p", "-J", "-S", "-", "-t", name])
    }

    /// Reads the screen (with `scrollback`, all the pane has shown) until `condition` holds,
    /// and returns the screen. A wait that runs out is a failure showing the screen: a silent
    /// one let waits for text that had changed or that the screen wrapped pass on the later
    /// checks, one a minute late.
    public func waitUntil(
        _ what: String, seconds: Double, scrollback: Bool = false, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (String) -> Bool
    ) throws -> String {
        let read = { scrollback ? try self.history() : try self.screen() }
        let deadline = Date().addingTimeInterval(seconds)
        var current = try read()
        while !condition(current) {
            guard Date() < deadline else {
                let shown = try screen()
                Issue.record(
                    "waited \(seconds) s for \(what) on the screen; it shows:\n\(shown)", sourceLocation: sourceLocation
                )
                return shown
            }
            Thread.sleep(forTimeInterval: 0.05)
            current = try read()
        }
        // The screen that met the condition (with the scrollback read, the screen as it is now).
        return scrollback ? try screen() : current
    }

    /// Whether `screen` shows `text`: as it is, or with every run of spaces and line breaks in
    /// both read as one space (a sentence the program or the terminal wrapped).
    public static func shows(_ text: String, on screen: String) -> Bool {
        func flowed(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        return screen.contains(text) || flowed(screen).contains(flowed(text))
    }

    /// Whether tmux can drive a terminal here (whether the terminal layer runs is `Layer`'s).
    public static var isAvailable: Bool {
        guard let path = executablePath else { return false }
        return (try? ChildProcess.run(path, ["-V"], environment: [:], collectOutput: false, timeout: 10))?.status == 0
    }

    private static let executablePath = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Runs tmux against this session's server. Output is only collected when asked: the
    /// command that starts the server would hand it our pipe, and the pipe would stay open.
    @discardableResult
    private func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
        guard let path = Self.executablePath else { throw ChildProcess.SpawnError(description: "no tmux") }
        let environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8"]
        let result = try ChildProcess.run(
            path, ["-L", name, "-f", "/dev/null"] + arguments, environment: environment, collectOutput: capture,
            timeout: 20)
        guard result.status == 0, !result.timedOut else {
            throw ChildProcess.SpawnError(description: "tmux \(arguments.first ?? "") ended with \(result.status)")
        }
        return String(decoding: result.output, as: UTF8.self)
    }
}
