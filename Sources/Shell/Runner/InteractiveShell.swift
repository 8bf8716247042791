import LabSupport
import Rendering

/// The shell's read–run–print loop, on a terminal (libedit) or a pipe (plain lines, no prompt).
public final class InteractiveShell {
    let session: Session
    let reader: LineReader
    let showsPrompt: Bool

    public init(session: Session, reader: LineReader, showsPrompt: Bool) {
        self.session = session
        self.reader = reader
        self.showsPrompt = showsPrompt
    }

    private var greeted = false
    private var failed = false

    /// The welcome line, on a terminal, once.
    public func greet() {
        guard showsPrompt, !greeted else { return }
        greeted = true
        write(["LayoutLab — type help for the commands, or start with: add Swift"])
    }

    /// Runs one line as if it had been typed (`layoutlab open ID` opens its lesson this way)
    /// and prints what it says; false when it failed.
    @discardableResult
    public func perform(_ line: String) -> Bool {
        let reply = session.execute(line)
        show(reply)
        return reply.error == nil && !reply.quit
    }

    /// Runs until `quit`, Ctrl-D or the end of the input. Returns 0, or 1 when a command
    /// failed while reading from a pipe (so scripts notice).
    public func run() -> Int32 {
        greet()
        while true {
            switch reader.readLine(prompt: session.prompt) {
            case .line(let line):
                reader.remember(line)
                let reply = session.execute(line)
                show(reply)
                if reply.quit { return end() }
            case .cancelled:
                continue
            case .endOfInput:
                return end()
            }
        }
    }

    /// On a terminal, says where an open lesson was left (a script's transcript ends where the
    /// script does).
    private func end() -> Int32 {
        if showsPrompt, let farewell = session.farewell {
            // Ctrl-D leaves the cursor after the prompt.
            write(["", farewell])
        }
        return showsPrompt || !failed ? 0 : 1
    }

    /// Prints a reply: its lines on standard output, its error on standard error.
    private func show(_ reply: Reply) {
        write(reply.lines)
        if let error = reply.error {
            failed = true
            StandardStreams.writeError(fitted(["error: \(error)"]).joined(separator: "\n") + "\n")
        }
    }

    private func write(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        StandardStreams.writeOutput(fitted(lines).joined(separator: "\n") + "\n")
    }

    /// On a terminal, text wider than the window is broken at spaces rather than wherever
    /// the terminal would break it.
    private func fitted(_ lines: [String]) -> [String] {
        // Made plain before fitting, so that an ellipsis grown to three dots still fits.
        let plain = StandardStreams.plainASCII ? lines.map { ASCIIText.plain($0) } : lines
        return showsPrompt ? TextWrap.fit(plain, width: session.renderOptions.maxColumns) : plain
    }
}
