#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Facts about the terminal the shell runs in.
public enum TerminalInfo {
    /// Columns of the terminal on standard output, or `COLUMNS`, or 80.
    public static func columns() -> Int {
        var size = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let text = Environment.value("COLUMNS"), let value = Int(text), value > 0 { return value }
        return 80
    }

    /// Lines of the terminal on standard output, or `LINES`, or 24.
    public static func lines() -> Int {
        var size = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 { return Int(size.ws_row) }
        if let text = Environment.value("LINES"), let value = Int(text), value > 0 { return value }
        return 24
    }

    /// The tallest picture worth printing in this terminal: a few screens. Lessons fit easily;
    /// a box a million lines tall does not scroll the whole session away (frames has it all).
    public static func pictureLines() -> Int { max(100, 3 * lines()) }

    /// True when both standard input and standard output are terminals.
    public static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

    /// Colour only on a terminal, and never when `NO_COLOR` is set (https://no-color.org).
    public static var wantsColor: Bool {
        isatty(1) == 1 && Environment.nonEmpty("NO_COLOR") == nil
    }

    /// Sets up a UTF-8 character locale, without which libedit drops non-ASCII input.
    /// Returns whether the user's own locale was UTF-8: if not, the terminal probably cannot
    /// show box drawing either, and pictures default to ASCII.
    @discardableResult
    public static func useUTF8Locale() -> Bool {
        setlocale(LC_CTYPE, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        let isUTF8 = codeset.uppercased().filter { $0 != "-" } == "UTF8"
        if !isUTF8 { setlocale(LC_CTYPE, "C.UTF-8") }
        return isUTF8
    }
}
