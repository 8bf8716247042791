#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's environment variables, read in one place.
public enum Environment {
    /// The variable's value, or nil when it is not set.
    public static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The whole environment as NAME=VALUE lines, less the variable `name`: what a child is
    /// given with that one variable set anew.
    public static func lines(without name: String) -> [String] {
        var lines: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            let line = String(cString: pointer)
            if !line.hasPrefix(name + "=") { lines.append(line) }
            entry += 1
        }
        return lines
    }

    /// The variable's value, or nil when it is not set or empty (as most programs read
    /// `HOME`, `XDG_STATE_HOME` and the like).
    public static func nonEmpty(_ name: String) -> String? {
        value(name).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A folder of the lab's as the XDG convention places it: `$explicit`, else
    /// `$xdg/layoutlab`, else `~/underHome`; nil with none of the three. A relative one is
    /// taken from the working directory (`llrel/sub` once made `/llrel/sub` at the root).
    public static func labFolder(explicit: String, xdg: String, underHome: String) -> String? {
        let found: String
        if let value = nonEmpty(explicit) {
            found = value
        } else if let base = nonEmpty(xdg) {
            found = base + "/layoutlab"
        } else if let home = nonEmpty("HOME") {
            found = home + "/" + underHome
        } else {
            return nil
        }
        return found.hasPrefix("/") ? found : FileSystem.currentDirectory + "/" + found
    }
}

/// The time now, in UTC, as ISO 8601 (`2026-12-03T23:59:52Z`): what a results file says it was
/// written at. Sorted as text, such times sort in time order.
public enum UTCTime {
    public static func now() -> String {
        var seconds = time(nil)
        var parts = tm()
        guard gmtime_r(&seconds, &parts) != nil else { return "" }
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }
}
