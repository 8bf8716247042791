import LabSupport
import LabText
import Rendering

/// The shell's read–run–print loop, on a terminal (libedit) or a pipe (plain lines, no prompt).
public final class InteractiveShell {
    let session: Session
    let reader: LineReader
    let showsPrompt: Bool
    /// On a terminal, a key for the pager (output taller than the window stops after each
    /// page); `nil` prints everything at once, as a pipe wants.
    let pageKey: (() -> KeyReader.Key)?
    /// On a terminal, the keys of a walk, as pressed; `nil` prints a walk as a transcript.
    let walkKey: (() -> KeyReader.RawKey)?

    public init(
        session: Session, reader: LineReader, showsPrompt: Bool, pageKey: (() -> KeyReader.Key)? = nil,
        walkKey: (() -> KeyReader.RawKey)? = nil
    ) {
        self.session = session
        self.reader = reader
        self.showsPrompt = showsPrompt
        self.pageKey = pageKey
        self.walkKey = walkKey
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
        if Interruption.isRequested, showsPrompt { StandardStreams.writeOutput("\n") }  // after the ^C
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
                // The terminal echoed ^C where the cursor was: the reply starts below it, or
                // its first line would be pushed two columns right and wrap early.
                if Interruption.isRequested, showsPrompt { StandardStreams.writeOutput("\n") }
                show(reply)
                if reply.quit { return end() }
                // From a pipe, Ctrl-C ends the run once the command has said what it had.
                if !showsPrompt, Interruption.isRequested { return end() }
                if let file = reply.watch { watch(file) }
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

    /// `watch FILE`: checks again each time the file changes, until a key is pressed. Without
    /// a terminal there is no key to wait for: the one check is all.
    private func watch(_ file: String) {
        guard showsPrompt else {
            write(["(watch needs a terminal to wait on: checked once)"])
            return
        }
        write(["Watching \(file): save it to check again; any key stops."])
        var last = FileSystem.identity(of: file)
        while !KeyReader.keyPressed(within: 250) {
            let now = FileSystem.identity(of: file)
            guard now != last, now != nil else { continue }
            write(["", "── \(file) changed: checking again ──"])
            // A save while it is checked stops the check, which starts again on the file as saved.
            let checked = FileChangeWatcher.run(file, seen: &last) {
                write(["", "── \(file) changed while it was checked: checking again ──"])
            } _: {
                Result { () throws(SessionError) in try session.checkLines(file) }
            }
            switch checked {
            case .success(let lines): write(lines)
            case .failure(let error):
                StandardStreams.writeError(fitted(["error: \(error.message)"]).joined(separator: "\n") + "\n")
            }
        }
        write(["Stopped watching \(file)."])
    }

    /// Prints a reply: its lines on standard output, its error on standard error.
    private func show(_ reply: Reply) {
        if let walk = reply.walk, let walkKey, session.windowLines != nil, !Interruption.isRequested {
            WalkScreen(view: walk, key: walkKey, windowLines: { self.session.windowLines ?? 24 }).run()
            return
        }
        write(reply.lines, paged: reply.paged)
        if let error = reply.error {
            failed = true
            StandardStreams.writeError(fitted(["error: \(error)"]).joined(separator: "\n") + "\n")
        }
    }

    private func write(_ lines: [String], paged: Bool = false) {
        guard !lines.isEmpty else { return }
        let fitted = fitted(lines)
        guard paged, let pageKey, let window = session.windowLines, fitted.count > window - 1 else {
            StandardStreams.writeOutput(fitted.joined(separator: "\n") + "\n")
            return
        }
        page(fitted, height: max(2, window - 1), key: pageKey)
    }

    /// A page at a time, as a pager does: space or Enter for the next page, q to stop. The
    /// last page waits for a key too, as `less` does: a learner paging with q or space would
    /// otherwise type that key into the next command line ("qhelp").
    private func page(_ lines: [String], height: Int, key: () -> KeyReader.Key) {
        var start = 0
        while start < lines.count {
            let end = min(lines.count, start + height)
            StandardStreams.writeOutput(lines[start..<end].joined(separator: "\n") + "\n")
            start = end
            guard start < lines.count else {
                StandardStreams.writeOutput("-- end: any key goes back to the prompt --")
                _ = key()
                StandardStreams.writeOutput("\r\u{1B}[K")
                return
            }
            let left = lines.count - start
            StandardStreams.writeOutput(
                "-- \(left) more \(Plural.word(left, "line")): space for the next page, q to stop --")
            let pressed = key()
            StandardStreams.writeOutput("\r\u{1B}[K")  // the prompt goes; the page stays
            if pressed == .quit || pressed == .back { return }  // h and the rest: the next page
        }
    }

    /// On a terminal, text wider than the window is broken at spaces rather than wherever
    /// the terminal would break it.
    private func fitted(_ lines: [String]) -> [String] {
        // Made plain before fitting, so that an ellipsis grown to three dots still fits.
        let plain = StandardStreams.plainASCII ? lines.map { ASCIIText.plain($0) } : lines
        return showsPrompt ? TextWrap.fit(plain, width: session.renderOptions.maxColumns) : plain
    }
}
