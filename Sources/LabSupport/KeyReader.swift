#if canImport(Glibc)
    import Glibc
#endif

/// Single key presses from the terminal, for screens that move on a key (the classroom
/// demo): the terminal is put in non-canonical mode without echo only while a key is read,
/// so nothing waits for Enter and an arrow key never prints `^[[D`.
public enum KeyReader {
    public enum Key: Equatable {
        /// Enter, space, → or n.
        case forward
        /// ←, b or Backspace.
        case back
        /// q, Escape, Ctrl-C, Ctrl-D, or the end of the input.
        case quit
        /// h or ?: show what helps (in demo, a step's hints and known mistakes).
        case help
        /// Not a key: the window changed size (after `watchWindowSize`), so redraw.
        case resized
    }

    nonisolated(unsafe) static var windowChanged: sig_atomic_t = 0

    /// The terminal's settings from before raw mode, and whether raw mode is on: a signal that
    /// ends the program (SIGTERM, SIGHUP, SIGQUIT) puts them back first, so the shell that ran
    /// it is not left without echo (it was, under `sh -c`).
    nonisolated(unsafe) static var savedTerminal = termios()
    nonisolated(unsafe) static var inRawMode: sig_atomic_t = 0
    nonisolated(unsafe) static var restoresOnSignals = false

    /// Enters raw mode (no line buffering, no echo, signals as bytes), remembering how to leave.
    private static func enterRawMode(_ saved: termios) {
        if !restoresOnSignals {
            restoresOnSignals = true
            for signal in [SIGTERM, SIGHUP, SIGQUIT] {
                // The shell takes SIGQUIT as Ctrl-C: that handler stays.
                var current = sigaction()
                sigaction(signal, nil, &current)
                if signal == SIGQUIT, current.__sigaction_handler.sa_handler != nil { continue }
                var action = sigaction()
                action.__sigaction_handler.sa_handler = { caught in
                    if KeyReader.inRawMode != 0 { tcsetattr(0, TCSANOW, &KeyReader.savedTerminal) }
                    Glibc.signal(caught, SIG_DFL)
                    raise(caught)
                }
                sigemptyset(&action.sa_mask)
                sigaction(signal, &action, nil)
            }
        }
        savedTerminal = saved
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        inRawMode = 1
        tcsetattr(0, TCSANOW, &raw)
    }

    private static func leaveRawMode(_ saved: termios) {
        var saved = saved
        tcsetattr(0, TCSANOW, &saved)
        inRawMode = 0
    }

    /// From now on a window resize ends the wait for a key with `.resized`.
    public static func watchWindowSize() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in KeyReader.windowChanged = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // no SA_RESTART: the read is interrupted
        sigaction(SIGWINCH, &action, nil)
    }

    /// A key as pressed, for screens with keys of their own (`walk`): arrows, Enter, space,
    /// Backspace, any other printable character, or leaving.
    public enum RawKey: Equatable {
        case right, left, up, down, enter, space, backspace
        case character(Character)
        /// q, Ctrl-C, Ctrl-D, or the end of the input.
        case quit
        /// Escape on its own: leaving, or (a screen over a screen: demo's code) going back.
        case escape
        /// Not a key: the window changed size (after `watchWindowSize`), so redraw.
        case resized
    }

    /// Waits for a key that means something; others are ignored.
    public static func next() -> Key {
        while true {
            switch nextRaw() {
            case .enter, .space, .right, .character("n"): return .forward
            case .backspace, .left, .character("b"): return .back
            case .quit, .escape, .character("Q"): return .quit
            case .character("h"), .character("?"): return .help
            case .resized: return .resized
            case .character, .up, .down: continue
            }
        }
    }

    /// Waits for a key, as pressed (`q` comes as `.quit`).
    public static func nextRaw() -> RawKey {
        nextRaw(within: nil) ?? .quit
    }

    /// Waits for a key, as pressed, at most `milliseconds` (nil: for ever); nil when none came
    /// in time, for a screen with a clock to redraw.
    public static func nextRaw(within milliseconds: Int32?) -> RawKey? {
        // A resize while the screen was being drawn is not lost.
        if windowChanged != 0 {
            windowChanged = 0
            return .resized
        }
        var saved = termios()
        guard tcgetattr(0, &saved) == 0 else { return .quit }
        // Signals off as well: Ctrl-C comes as a byte and leaves cleanly, with the
        // terminal restored, instead of killing the program in this mode.
        enterRawMode(saved)
        defer { leaveRawMode(saved) }
        if let milliseconds, !waitForByte(milliseconds: milliseconds) {
            guard windowChanged != 0 else { return nil }
            windowChanged = 0
            return .resized
        }
        while true {
            guard let byte = readByte() else {
                if windowChanged != 0 {
                    windowChanged = 0
                    return .resized
                }
                return .quit
            }
            switch byte {
            case 0x0A, 0x0D: return .enter
            case 0x20: return .space
            case 0x7F, 0x08: return .backspace
            case UInt8(ascii: "q"), 0x03, 0x04: return .quit
            case 0x1B:
                // An arrow key is ESC [ C or, in application mode, ESC O C; an Escape on its
                // own comes alone (a slow link gets a generous wait for the rest).
                guard waitForByte(milliseconds: 300) else {
                    // Escape alone; a resize in the middle only redraws.
                    guard windowChanged != 0 else { return .escape }
                    windowChanged = 0
                    return .resized
                }
                guard let introducer = readByte(),
                    introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O"), let final = readByte()
                else { return .quit }
                if final == UInt8(ascii: "C") { return .right }
                if final == UInt8(ascii: "D") { return .left }
                if final == UInt8(ascii: "A") { return .up }
                if final == UInt8(ascii: "B") { return .down }
            case 0x21...0x7E: return .character(Character(Unicode.Scalar(byte)))
            default: continue
            }
        }
    }

    /// Whether a key is pressed within `milliseconds` (the key is taken, whatever it is; the
    /// terminal echoes nothing meanwhile). For loops that stop on any key, as `watch` does.
    public static func keyPressed(within milliseconds: Int32) -> Bool {
        var saved = termios()
        guard tcgetattr(0, &saved) == 0 else { return true }
        enterRawMode(saved)
        defer { leaveRawMode(saved) }
        guard waitForByte(milliseconds: milliseconds) else { return false }
        _ = readByte()
        return true
    }

    private static func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(0, &byte, 1)
            if count == 1 { return byte }
            if count < 0, errno == EINTR, windowChanged == 0 { continue }
            return nil
        }
    }

    private static func waitForByte(milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) == 1
    }
}
