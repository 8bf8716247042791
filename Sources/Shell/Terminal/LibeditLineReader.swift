import CLibedit
import LabSupport
import LabText
import Rendering

#if canImport(Glibc)
    import Glibc
#endif

/// The line editor of the interactive shell: libedit through its histedit API, with emacs
/// keys, history kept in the state directory, reverse search (Ctrl-R), tab completion,
/// Ctrl-C to cancel a line and a redraw when the window is resized.
///
/// libedit calls back into C function pointers that cannot capture anything, so the prompt
/// and the completion source live in static storage. The shell is single-threaded and
/// libedit calls back only from inside `el_gets`, on the same thread.
public final class LibeditLineReader: LineReader {
    private let editor: OpaquePointer
    private let history: OpaquePointer
    private var historyFile: HistoryFile?
    private var event = HistEvent()

    nonisolated(unsafe) static var prompt: UnsafeMutablePointer<CChar> = strdup("> ")
    nonisolated(unsafe) static var completer: ((String) -> [String])?
    nonisolated(unsafe) static var onResize: (() -> Void)?
    nonisolated(unsafe) static var interrupted: sig_atomic_t = 0
    nonisolated(unsafe) static var resized: sig_atomic_t = 0
    /// Lines kept, in memory and in the file.
    static let historySize: Int32 = 1000

    /// - Parameters:
    ///   - historyPath: the history file, loaded now and added to after every line (see
    ///     `HistoryFile`).
    ///   - completer: the candidates for the text before the cursor.
    ///   - onResize: called when the window changes size while a line is being typed; what
    ///     it prints appears above the prompt, and the line being typed is kept.
    public init(historyPath: String?, completer: @escaping (String) -> [String], onResize: @escaping () -> Void) {
        editor = ll_el_init(CommandLine.arguments.first ?? "layoutlab")
        history = history_init()
        historyFile = historyPath.map { HistoryFile(path: $0, size: Self.historySize) }
        Self.completer = completer
        Self.onResize = onResize
        ll_history_set_size(history, &event, Self.historySize)
        ll_history_set_unique(history, &event, 1)
        // A file that cannot be read is said at the first line kept (nothing is lost before).
        if let aside = historyFile?.load(into: history).setAside {
            warnOnce("the history was larger than 16 MB; it is kept as \(aside) and a new one is started")
        }
        ll_el_set_history(editor, history)
        ll_el_set_editor(editor, "emacs")
        ll_el_set_prompt(editor) { _ in LibeditLineReader.prompt }
        ll_el_add_function(editor, "layoutlab-complete", "complete the word") { editor, _ in
            LibeditLineReader.complete(editor)
        }
        ll_el_bind(editor, "^I", "layoutlab-complete")
        // libedit reads the terminal with signals turned off, so Ctrl-C arrives as a key:
        // it ends the line like Enter, and `readLine` throws the line away.
        ll_el_add_function(editor, "layoutlab-cancel", "cancel the line") { _, _ in
            LibeditLineReader.interrupted = 1
            StandardStreams.writeOutput("^C\n")
            return UInt8(CC_NEWLINE)
        }
        ll_el_bind(editor, "^C", "layoutlab-cancel")
        ll_el_set_getc(editor) { editor, character in LibeditLineReader.readCharacter(editor, character) }
        Self.installSignalHandlers()
    }

    deinit {
        el_end(editor)
        history_end(history)
    }

    public func readLine(prompt: String) -> LineEvent {
        free(Self.prompt)
        Self.prompt = strdup(prompt)
        // A Ctrl-C that came while the last command ran has done its work (the command stopped
        // early); it must not cancel the line typed next.
        Self.interrupted = 0
        Interruption.requested = 0
        var count: Int32 = 0
        // A shell without job control ignores Ctrl-Z: then so does this one.
        var before = sigaction()
        sigaction(SIGTSTP, nil, &before)
        let suspends = unsafeBitCast(before.__sigaction_handler.sa_handler, to: Int.self) != 1  // SIG_IGN
        if suspends { Self.catchSuspend() }
        let raw = el_gets(editor, &count)
        if suspends { sigaction(SIGTSTP, &before, nil) }
        if Self.interrupted != 0 {
            // Ctrl-C, as a key (the line came back) or as a signal (libedit gave up the read).
            Self.interrupted = 0
            if raw == nil { StandardStreams.writeOutput("^C\n") }
            return .cancelled
        }
        guard let raw, count > 0 else {
            StandardStreams.writeOutput("\n")  // libedit leaves the cursor after its ^D
            return .endOfInput
        }
        var line = String(cString: raw)
        if line.hasSuffix("\n") { line.removeLast() }
        return .line(line)
    }

    /// libedit's way of reading one character, replaced so that signals are handled here:
    /// a resize redraws above the prompt and keeps the line; Ctrl-C delivered as a signal
    /// ends the read. Decodes UTF-8 itself; returns 1, 0 at the end, -1 on error.
    private static func readCharacter(_ editor: OpaquePointer?, _ character: UnsafeMutablePointer<wchar_t>?) -> Int32 {
        var bytes: [UInt8] = []
        var expected = 1
        while bytes.count < expected {
            guard waitForInput(editor) else { return -1 }  // el_gets gives up the line; readLine reports the cancel
            var byte: UInt8 = 0
            let count = read(0, &byte, 1)
            if count == 1 {
                if bytes.isEmpty {
                    expected = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                }
                bytes.append(byte)
            } else if count == 0 {
                return 0
            } else if errno != EINTR {
                return -1
            }
        }
        let scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
        character?.pointee = wchar_t(bitPattern: scalar.value)
        return 1
    }

    /// Waits until standard input can be read; false when Ctrl-C (or Ctrl-\) came first.
    ///
    /// The flags are read with the three signals blocked, and `pselect` unblocks them only
    /// while it waits, in one step. A plain `read` missed a Ctrl-C that arrived while libedit
    /// was drawing rather than reading: the read went on waiting, and the signal cancelled the
    /// line typed next instead (a flake of the hardening test, seen under load in CI).
    private static func waitForInput(_ editor: OpaquePointer?) -> Bool {
        var watched = sigset_t()
        sigemptyset(&watched)
        for signal in [SIGINT, SIGQUIT, SIGWINCH, SIGTSTP] { sigaddset(&watched, signal) }
        var unblocked = sigset_t()
        pthread_sigmask(SIG_BLOCK, &watched, &unblocked)
        defer { pthread_sigmask(SIG_SETMASK, &unblocked, nil) }
        while true {
            if interrupted != 0 { return false }
            if suspendRequested != 0, let editor {
                suspendRequested = 0
                suspend(editor)
                continue
            }
            if resized != 0, let editor {
                resized = 0
                el_resize(editor)
                onResize?()
                // The prompt is drawn again from the start of a cleared line: below the new
                // picture, or over itself when there was nothing to redraw.
                StandardStreams.writeOutput("\r\u{1B}[K")
                ll_el_refresh(editor)
                continue
            }
            var readable = fd_set()
            readable.__fds_bits.0 = 1  // descriptor 0, standard input: the first bit
            let ready = pselect(1, &readable, nil, nil, nil, &unblocked)
            // Readable, at its end or in error: `read` says which. Otherwise a signal: look again.
            if ready > 0 || (ready < 0 && errno != EINTR) { return true }
        }
    }

    public func remember(_ line: String) {
        guard HistoryFile.keeps(line) else { return }
        ll_history_enter(history, &event, line)
        guard var file = historyFile else { return }
        // Under a lock, so that two shells open at once take turns and both keep their lines.
        let failure = FileSystem.withExclusiveLock(file.path + ".lock") { file.append(line) }
        historyFile = file
        if let failure { warnOnce("the history is not saved (\(failure.reason)); \(file.path) is kept as it was") }
    }

    private var historyWarningShown = false

    /// Said once a session: the history stays as it was, and the shell goes on.
    private func warnOnce(_ problem: String) {
        guard !historyWarningShown else { return }
        historyWarningShown = true
        // Broken at spaces for the window, as the shell's replies are: the terminal would cut
        // it anywhere, a path in two.
        StandardStreams.writeError(
            TextWrap.wrap("warning: " + problem, width: TerminalInfo.columns()).joined(separator: "\n") + "\n")
    }

    /// Ctrl-Z at the prompt: the terminal given back as it was before, the shell stopped until
    /// `fg`, then the terminal taken again and the prompt and the line being typed drawn anew
    /// (stopped by the signal's default action, the shell came back with no prompt, in the
    /// other shell's terminal mode: each key echoed twice). Called with SIGTSTP blocked.
    private static func suspend(_ editor: OpaquePointer) {
        ll_el_prep_term(editor, 0)
        signal(SIGTSTP, SIG_DFL)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        // Pending, it stops the shell as soon as it is unblocked; here again after `fg`.
        raise(SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        pthread_sigmask(SIG_BLOCK, &stop, nil)
        catchSuspend()
        ll_el_prep_term(editor, 1)
        StandardStreams.writeOutput("\r\u{1B}[K")
        ll_el_refresh(editor)
    }

    /// Ctrl-Z while a line is read is taken by `waitForInput` (see `suspend`); during a
    /// command it stops the shell as it would any program.
    private static func catchSuspend() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in LibeditLineReader.suspendRequested = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGTSTP, &action, nil)
    }

    nonisolated(unsafe) static var suspendRequested: sig_atomic_t = 0

    /// Signal handlers without SA_RESTART, so Ctrl-C and a resize interrupt the read inside
    /// libedit and `el_gets` returns; the flags say which one it was.
    private static func installSignalHandlers() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            LibeditLineReader.interrupted = 1
            Interruption.requested = 1
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        // Ctrl-\ (SIGQUIT) ended the shell, its workspace and undo history with it, without a
        // word: it is taken as Ctrl-C, at the prompt and during a command.
        sigaction(SIGQUIT, &action, nil)
        var resize = sigaction()
        resize.__sigaction_handler.sa_handler = { _ in LibeditLineReader.resized = 1 }
        sigemptyset(&resize.sa_mask)
        resize.sa_flags = 0
        sigaction(SIGWINCH, &resize, nil)
        // The process may start with these blocked (inherited from whatever launched it);
        // a blocked Ctrl-C would never reach the handler.
        var wanted = sigset_t()
        sigemptyset(&wanted)
        sigaddset(&wanted, SIGINT)
        sigaddset(&wanted, SIGQUIT)
        sigaddset(&wanted, SIGWINCH)
        pthread_sigmask(SIG_UNBLOCK, &wanted, nil)
    }

    /// Tab: completes the word before the cursor when one candidate (or a longer common
    /// prefix) fits; lists the candidates when several do.
    private static func complete(_ editor: OpaquePointer?) -> UInt8 {
        guard let editor, let info = el_line(editor)?.pointee, let completer else { return UInt8(CC_ERROR) }
        let before = String(
            decoding: UnsafeBufferPointer(
                start: UnsafeRawPointer(info.buffer).assumingMemoryBound(to: UInt8.self),
                count: info.cursor - info.buffer),
            as: UTF8.self)
        let candidates = completer(before)
        let word = Completion.currentWord(before)
        guard !candidates.isEmpty else { return UInt8(CC_ERROR) }
        let common = Completion.commonPrefix(candidates)
        if common.unicodeScalars.count > word.unicodeScalars.count || candidates.count == 1 {
            // The typed word is replaced, not added to: completion may add a quote in front
            // of it or change its case ("bott" becomes "bottomTrailing", "H" "Hello world").
            let replacement = candidates.count == 1 ? candidates[0] : common
            el_deletestr(editor, Int32(word.unicodeScalars.count))
            // One candidate is a whole word, and a space ends it; a folder goes on with a name.
            let ends = candidates.count == 1 && !replacement.hasSuffix("/")
            el_insertstr(editor, replacement + (ends ? " " : ""))
            return UInt8(CC_REFRESH)
        }
        // What was typed is complete as it is and begins others too ("3" and "3x3"): list them.
        let list = TextWrap.wrapWords(candidates.joined(separator: "  "), width: TerminalInfo.columns())
        print("\n" + list.joined(separator: "\n"))
        return UInt8(CC_REDISPLAY)
    }
}
