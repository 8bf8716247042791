import CLibedit

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
    private let historyPath: String?
    private var event = HistEvent()

    nonisolated(unsafe) static var prompt: UnsafeMutablePointer<CChar> = strdup("> ")
    nonisolated(unsafe) static var completer: ((String) -> [String])?
    nonisolated(unsafe) static var interrupted: sig_atomic_t = 0
    nonisolated(unsafe) static var resized: sig_atomic_t = 0

    /// - Parameters:
    ///   - historyPath: the history file, loaded now and saved after every line.
    ///   - completer: the candidates for the text before the cursor.
    public init(historyPath: String?, completer: @escaping (String) -> [String]) {
        editor = ll_el_init(CommandLine.arguments.first ?? "layoutlab")
        history = history_init()
        self.historyPath = historyPath
        Self.completer = completer
        ll_history_set_size(history, &event, 1000)
        ll_history_set_unique(history, &event, 1)
        if let historyPath { ll_history_load(history, &event, historyPath) }
        ll_el_set_history(editor, history)
        ll_el_set_editor(editor, "emacs")
        ll_el_set_prompt(editor) { _ in LibeditLineReader.prompt }
        ll_el_add_function(editor, "layoutlab-complete", "complete the word") { editor, _ in
            LibeditLineReader.complete(editor)
        }
        ll_el_bind(editor, "^I", "layoutlab-complete")
        Self.installSignalHandlers()
    }

    deinit {
        el_end(editor)
        history_end(history)
    }

    public func readLine(prompt: String) -> LineEvent {
        free(Self.prompt)
        Self.prompt = strdup(prompt)
        var count: Int32 = 0
        guard let raw = el_gets(editor, &count), count >= 0 else {
            if Self.interrupted != 0 {
                Self.interrupted = 0
                print("^C")
                return .cancelled
            }
            if Self.resized != 0 {
                Self.resized = 0
                el_resize(editor)
                return .resized
            }
            print("")  // libedit leaves the cursor after its ^D
            return .endOfInput
        }
        var line = String(cString: raw)
        if line.hasSuffix("\n") { line.removeLast() }
        return .line(line)
    }

    public func remember(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace) else { return }
        ll_history_enter(history, &event, line)
        guard let historyPath else { return }
        // Saved through a temporary file and a rename: an interrupted save leaves the old
        // history whole.
        let temporary = historyPath + ".tmp-\(getpid())"
        if ll_history_save(history, &event, temporary) >= 0 {
            rename(temporary, historyPath)
        } else {
            unlink(temporary)
        }
    }

    /// Signal handlers without SA_RESTART, so Ctrl-C and a resize interrupt the read inside
    /// libedit and `el_gets` returns; the flags say which one it was.
    private static func installSignalHandlers() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in LibeditLineReader.interrupted = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        var resize = sigaction()
        resize.__sigaction_handler.sa_handler = { _ in LibeditLineReader.resized = 1 }
        sigemptyset(&resize.sa_mask)
        resize.sa_flags = 0
        sigaction(SIGWINCH, &resize, nil)
    }

    /// Tab: completes the word before the cursor when one candidate (or a longer common
    /// prefix) fits; lists the candidates when several do.
    private static func complete(_ editor: OpaquePointer?) -> UInt8 {
        guard let editor, let info = el_line(editor)?.pointee, let completer else { return UInt8(CC_ERROR) }
        let before = String(
            decoding: UnsafeBufferPointer(start: UnsafeRawPointer(info.buffer).assumingMemoryBound(to: UInt8.self),
                                          count: info.cursor - info.buffer),
            as: UTF8.self)
        let candidates = completer(before)
        let word = Completion.currentWord(before)
        guard !candidates.isEmpty else { return UInt8(CC_ERROR) }
        let common = Completion.commonPrefix(candidates)
        if common.count > word.count {
            var insertion = String(common.dropFirst(word.count))
            if candidates.count == 1 { insertion += " " }
            el_insertstr(editor, insertion)
            return UInt8(CC_REFRESH)
        }
        if candidates.count == 1 {
            el_insertstr(editor, " ")
            return UInt8(CC_REFRESH)
        }
        print("\n" + candidates.joined(separator: "  "))
        return UInt8(CC_REDISPLAY)
    }
}
