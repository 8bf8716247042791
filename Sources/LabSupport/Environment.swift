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
