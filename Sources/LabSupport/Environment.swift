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
}
